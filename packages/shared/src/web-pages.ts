/**
 * Every page of the web app: its path pattern (`:name` is one path segment) and the modules of apps/web/src that
 * draw it. The server answers these paths with the app's shell and status 200, any other path with the shell and
 * status 404 (so crawlers see real not-found answers), and announces the page's modules in the shell
 * (`modulepreload`), so the browser fetches them together with the entry instead of one level after another.
 * The web router and this list are checked against each other by a test (apps/web/src/app/__tests__).
 */
export interface WebPage {
  path: string;
  /** Without extension, from apps/web/src: the page's route module, after its layout when that is loaded lazily. */
  modules: readonly string[];
}

/** The frame of the private pages of an area (with the menu) is loaded with the first private page. */
export const PRIVATE_LAYOUT_MODULE = 'app/private-layout';
/**
 * The routes of the areas' pages besides their login and home: the router adds them when a path of the area is first
 * opened, so a cold load of such a page needs this module before the page's own.
 */
export const AREA_ROUTES_MODULE = 'app/area-routes';
const home = (path: string, module: string): WebPage => ({ path, modules: [PRIVATE_LAYOUT_MODULE, module] });
const privada = (path: string, module: string): WebPage => ({ path, modules: [AREA_ROUTES_MODULE, PRIVATE_LAYOUT_MODULE, module] });
/** A public page of an area (registration, a mail's link), found through the area's routes. */
const deArea = (path: string, module: string): WebPage => ({ path, modules: [AREA_ROUTES_MODULE, module] });

export const WEB_PAGES: readonly WebPage[] = [
  { path: '/', modules: ['routes/landing'] },
  { path: '/terminos', modules: ['routes/legal/terminos'] },
  { path: '/nosotros', modules: ['routes/legal/nosotros'] },
  { path: '/politica-de-privacidad', modules: ['routes/legal/politica-privacidad'] },
  { path: '/ofertas', modules: ['routes/ofertas/index'] },
  { path: '/ofertas/:slug', modules: ['routes/ofertas/detalle'] },
  { path: '/empresa/:slug', modules: ['routes/empresa/detalle'] },
  { path: '/dev/correos', modules: ['routes/dev/correos'] },

  home('/postulantes/', 'routes/postulantes/home'),
  { path: '/postulantes/inicio-sesion', modules: ['routes/postulantes/login'] },
  deArea('/postulantes/registrarse', 'routes/postulantes/registrarse/index'),
  deArea('/postulantes/registrarse/continuar', 'routes/postulantes/registrarse/continuar'),
  deArea('/postulantes/recuperar-cuenta', 'routes/postulantes/recuperar-cuenta'),
  deArea('/postulantes/registrarse/confirmar/:key', 'routes/postulantes/registrarse/confirmar'),
  deArea('/postulantes/confirmar-cambio/:token', 'routes/postulantes/confirmar-cambio'),
  deArea('/postulantes/nueva-clave/:token_password', 'routes/postulantes/nueva-clave'),
  deArea('/postulantes/mensaje/nueva-clave/:token_password', 'routes/postulantes/mensaje/nueva-clave'),
  deArea('/postulantes/suscripciones/:token', 'routes/postulantes/suscripciones'),
  deArea('/postulantes/entrevista/:token', 'routes/postulantes/entrevista'),
  deArea('/postulantes/invitaciones/baja/:token', 'routes/postulantes/invitaciones-baja'),
  privada('/postulantes/cuenta', 'routes/postulantes/cuenta/index'),
  privada('/postulantes/cuenta/actualizar-clave', 'routes/postulantes/cuenta/actualizar-clave'),
  privada('/postulantes/cuenta/actualizar-correo', 'routes/postulantes/cuenta/actualizar-correo'),
  privada('/postulantes/cuenta/eliminar', 'routes/postulantes/cuenta/eliminar'),
  privada('/postulantes/cuenta/derechos', 'routes/postulantes/cuenta/derechos'),
  privada('/postulantes/curriculum', 'routes/postulantes/curriculum/index'),
  privada('/postulantes/curriculum/actualizar', 'routes/postulantes/curriculum/actualizar'),
  privada('/postulantes/curriculum/complete', 'routes/postulantes/curriculum/complete'),
  privada('/postulantes/nuevas-ofertas', 'routes/postulantes/nuevas-ofertas/index'),
  privada('/postulantes/nuevas-ofertas/:id', 'routes/postulantes/nuevas-ofertas/detalle'),
  privada('/postulantes/mis-postulaciones', 'routes/postulantes/mis-postulaciones/index'),
  privada('/postulantes/mis-postulaciones/:id', 'routes/postulantes/mis-postulaciones/detalle'),
  privada('/postulantes/guardadas', 'routes/postulantes/guardadas'),
  privada('/postulantes/actualizar-premium', 'routes/postulantes/actualizar-premium'),
  privada('/postulantes/membresia', 'routes/postulantes/membresia'),
  privada('/postulantes/contenido-premium', 'routes/postulantes/contenido-premium/index'),
  privada('/postulantes/contenido-premium/video/:id_video', 'routes/postulantes/contenido-premium/video'),

  home('/empresas/', 'routes/empresas/home'),
  { path: '/empresas/inicio-sesion', modules: ['routes/empresas/login'] },
  deArea('/empresas/registrarse', 'routes/empresas/registrarse/index'),
  deArea('/empresas/registrarse/continuar', 'routes/empresas/registrarse/continuar'),
  deArea('/empresas/recuperar-cuenta', 'routes/empresas/recuperar-cuenta'),
  deArea('/empresas/registrarse/confirmar/:key', 'routes/empresas/registrarse/confirmar'),
  deArea('/empresas/confirmar-cambio/:token', 'routes/empresas/confirmar-cambio'),
  deArea('/empresas/nueva-clave/:token_password', 'routes/empresas/nueva-clave'),
  deArea('/empresas/mensaje/nueva-clave/:token_password', 'routes/empresas/mensaje/nueva-clave'),
  deArea('/empresas/suscripciones/:token', 'routes/empresas/suscripciones'),
  deArea('/empresas/unirse/:token', 'routes/empresas/unirse'),
  privada('/empresas/cuenta', 'routes/empresas/cuenta/index'),
  privada('/empresas/cuenta/actualizar-contacto', 'routes/empresas/cuenta/actualizar-contacto'),
  privada('/empresas/cuenta/actualizar-clave', 'routes/empresas/cuenta/actualizar-clave'),
  privada('/empresas/cuenta/actualizar-correo', 'routes/empresas/cuenta/actualizar-correo'),
  privada('/empresas/cuenta/eliminar', 'routes/empresas/cuenta/eliminar'),
  privada('/empresas/cuenta/derechos', 'routes/empresas/cuenta/derechos'),
  privada('/empresas/cuenta/actualizar', 'routes/empresas/cuenta/actualizar'),
  privada('/empresas/cuenta/avisos', 'routes/empresas/cuenta/avisos'),
  privada('/empresas/cuenta/correos', 'routes/empresas/cuenta/correos'),
  privada('/empresas/entrevistas', 'routes/empresas/entrevistas'),
  privada('/empresas/banco-talento', 'routes/empresas/banco-talento'),
  privada('/empresas/equipo', 'routes/empresas/equipo'),
  privada('/empresas/estadisticas', 'routes/empresas/estadisticas'),
  privada('/empresas/actividad', 'routes/empresas/actividad'),
  privada('/empresas/publicar', 'routes/empresas/publicar/index'),
  privada('/empresas/publicar/gratis', 'routes/empresas/publicar/gratis'),
  privada('/empresas/publicar/destacado', 'routes/empresas/publicar/destacado/index'),
  privada('/empresas/publicar/destacado/pago', 'routes/empresas/publicar/destacado/pago'),
  privada('/empresas/publicar/destacado/completado', 'routes/empresas/publicar/destacado/completado'),
  privada('/empresas/mis-publicaciones', 'routes/empresas/mis-publicaciones/index'),
  privada('/empresas/mis-publicaciones/:id', 'routes/empresas/mis-publicaciones/detalle'),
  privada('/empresas/mis-publicaciones/:id/estadisticas', 'routes/empresas/mis-publicaciones/estadisticas'),
  privada('/empresas/mis-publicaciones/:id/actualizar', 'routes/empresas/mis-publicaciones/actualizar'),
  privada('/empresas/mis-publicaciones/:id/copiar', 'routes/empresas/mis-publicaciones/copiar'),
  privada('/empresas/mis-publicaciones/:id/copiar-destacado', 'routes/empresas/mis-publicaciones/copiar-destacado'),
  privada('/empresas/mis-publicaciones/:id/postulantes', 'routes/empresas/mis-publicaciones/postulantes/index'),
  privada('/empresas/mis-publicaciones/:id/postulantes/:id_postulant', 'routes/empresas/mis-publicaciones/postulantes/detalle'),
  privada('/empresas/publicaciones/:id', 'routes/empresas/publicaciones/detalle'),
  privada('/empresas/publicaciones/:id/postulantes', 'routes/empresas/publicaciones/postulantes/index'),
  privada('/empresas/publicaciones/:id/postulantes/:id_postulant', 'routes/empresas/publicaciones/postulantes/detalle'),
  privada('/empresas/mis-publicaciones/:id/asistente-postulantes', 'routes/empresas/mis-publicaciones/asistente-postulantes/index'),
  privada(
    '/empresas/mis-publicaciones/:id/asistente-postulantes/:id_postulant',
    'routes/empresas/mis-publicaciones/asistente-postulantes/detalle',
  ),
  privada('/empresas/publicaciones/:id/asistente-postulantes', 'routes/empresas/publicaciones/asistente-postulantes/index'),
  privada('/empresas/publicaciones/:id/asistente-postulantes/:id_postulant', 'routes/empresas/publicaciones/asistente-postulantes/detalle'),

  home('/admin/', 'routes/admin/home'),
  { path: '/admin/inicio-sesion', modules: ['routes/admin/login'] },
  privada('/admin/ofertas', 'routes/admin/ofertas/index'),
  privada('/admin/ofertas/:id', 'routes/admin/ofertas/detalle'),
  privada('/admin/pagos', 'routes/admin/pagos'),
  privada('/admin/alertas', 'routes/admin/alertas'),
  privada('/admin/plantillas', 'routes/admin/plantillas'),
  privada('/admin/informativas', 'routes/admin/informativas'),
  privada('/admin/anuncios', 'routes/admin/anuncios'),
  privada('/admin/contenido', 'routes/admin/contenido'),
  privada('/admin/usuarios', 'routes/admin/usuarios'),
  privada('/admin/auditoria', 'routes/admin/auditoria'),
  privada('/admin/estadisticas', 'routes/admin/estadisticas'),
  privada('/admin/derechos', 'routes/admin/derechos'),
  privada('/admin/cuenta', 'routes/admin/cuenta'),
];

/** The app's own not-found pages: they exist as routes, but the server answers them with status 404. */
export const WEB_NOT_FOUND_PAGES: readonly string[] = ['/404', '/empresas/404'];

/** The page whose pattern `pathname` (already decoded, no query) matches; a trailing slash is not significant. */
export function findWebPage(pathname: string, pages: readonly WebPage[] = WEB_PAGES): WebPage | undefined {
  const wanted = trimSlash(pathname);
  return pages.find((page) => patternRegex(page.path).test(wanted));
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
const compiled = new Map<string, RegExp>();
function patternRegex(pattern: string): RegExp {
  let re = compiled.get(pattern);
  if (!re) {
    const source = trimSlash(pattern)
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    re = new RegExp(`^${source}$`);
    compiled.set(pattern, re);
  }
  return re;
}
