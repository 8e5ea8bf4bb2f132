/**
 * The pages of the three areas besides their login and home, by the route they hang from: the router adds them when
 * a path of the area is first opened (`patchRoutesOnNavigation` in router.tsx), so that the entry every page
 * downloads does not carry them (docs/decisions/086-area-routes-discovered.md). The server announces this module with
 * those pages (packages/shared/src/web-pages.ts), so a cold load fetches it together with the entry.
 */
import type { Area } from '@practiperu/shared/paths';
import type { RouteObject } from 'react-router';
import { redirectSignedIn } from './guards';
import { lazyPage } from './lazy-page';

/** Registration and recovery: a signed-in user is sent to their home. */
const POSTULANTE_PUBLIC: RouteObject[] = [
  { path: 'registrarse', lazy: lazyPage(() => import('../routes/postulantes/registrarse/index')) },
  { path: 'registrarse/continuar', lazy: lazyPage(() => import('../routes/postulantes/registrarse/continuar')) },
  { path: 'recuperar-cuenta', lazy: lazyPage(() => import('../routes/postulantes/recuperar-cuenta')) },
];
/** Pages opened from a mail link: public whether or not someone is signed in. */
const POSTULANTE_PUBLIC_TOKEN: RouteObject[] = [
  { path: 'registrarse/confirmar/:key', lazy: lazyPage(() => import('../routes/postulantes/registrarse/confirmar')) },
  { path: 'confirmar-cambio/:token', lazy: lazyPage(() => import('../routes/postulantes/confirmar-cambio')) },
  { path: 'nueva-clave/:token_password', lazy: lazyPage(() => import('../routes/postulantes/nueva-clave')) },
  { path: 'mensaje/nueva-clave/:token_password', lazy: lazyPage(() => import('../routes/postulantes/mensaje/nueva-clave')) },
  { path: 'suscripciones/:token', lazy: lazyPage(() => import('../routes/postulantes/suscripciones')) },
  { path: 'entrevista/:token', lazy: lazyPage(() => import('../routes/postulantes/entrevista')) },
  // A company's invitation to apply (talent pool): its link to stop such invitations (docs/team.md).
  { path: 'invitaciones/baja/:token', lazy: lazyPage(() => import('../routes/postulantes/invitaciones-baja')) },
];
const POSTULANTE_PRIVATE: RouteObject[] = [
  { path: 'cuenta', lazy: lazyPage(() => import('../routes/postulantes/cuenta/index')) },
  { path: 'cuenta/actualizar-clave', lazy: lazyPage(() => import('../routes/postulantes/cuenta/actualizar-clave')) },
  { path: 'cuenta/actualizar-correo', lazy: lazyPage(() => import('../routes/postulantes/cuenta/actualizar-correo')) },
  { path: 'cuenta/eliminar', lazy: lazyPage(() => import('../routes/postulantes/cuenta/eliminar')) },
  { path: 'cuenta/derechos', lazy: lazyPage(() => import('../routes/postulantes/cuenta/derechos')) },
  { path: 'curriculum', lazy: lazyPage(() => import('../routes/postulantes/curriculum/index')) },
  { path: 'curriculum/actualizar', lazy: lazyPage(() => import('../routes/postulantes/curriculum/actualizar')) },
  { path: 'curriculum/complete', lazy: lazyPage(() => import('../routes/postulantes/curriculum/complete')) },
  // Ofertas para ti, an offer and its apply bar, Mis postulaciones (docs/matching.md).
  { path: 'nuevas-ofertas', lazy: lazyPage(() => import('../routes/postulantes/nuevas-ofertas/index')) },
  { path: 'nuevas-ofertas/:id', lazy: lazyPage(() => import('../routes/postulantes/nuevas-ofertas/detalle')) },
  { path: 'mis-postulaciones', lazy: lazyPage(() => import('../routes/postulantes/mis-postulaciones/index')) },
  { path: 'mis-postulaciones/:id', lazy: lazyPage(() => import('../routes/postulantes/mis-postulaciones/detalle')) },
  // The offers the applicant saved (docs/team.md).
  { path: 'guardadas', lazy: lazyPage(() => import('../routes/postulantes/guardadas')) },
  // Premium (docs/premium.md).
  { path: 'actualizar-premium', lazy: lazyPage(() => import('../routes/postulantes/actualizar-premium')) },
  { path: 'membresia', lazy: lazyPage(() => import('../routes/postulantes/membresia')) },
  { path: 'contenido-premium', lazy: lazyPage(() => import('../routes/postulantes/contenido-premium/index')) },
  { path: 'contenido-premium/video/:id_video', lazy: lazyPage(() => import('../routes/postulantes/contenido-premium/video')) },
];
const EMPRESA_PUBLIC: RouteObject[] = [
  { path: 'registrarse', lazy: lazyPage(() => import('../routes/empresas/registrarse/index')) },
  { path: 'registrarse/continuar', lazy: lazyPage(() => import('../routes/empresas/registrarse/continuar')) },
  { path: 'recuperar-cuenta', lazy: lazyPage(() => import('../routes/empresas/recuperar-cuenta')) },
];
const EMPRESA_PUBLIC_TOKEN: RouteObject[] = [
  { path: 'registrarse/confirmar/:key', lazy: lazyPage(() => import('../routes/empresas/registrarse/confirmar')) },
  { path: 'confirmar-cambio/:token', lazy: lazyPage(() => import('../routes/empresas/confirmar-cambio')) },
  { path: 'nueva-clave/:token_password', lazy: lazyPage(() => import('../routes/empresas/nueva-clave')) },
  // Not in the spec's table: the company twin of the applicant's password-updated message.
  { path: 'mensaje/nueva-clave/:token_password', lazy: lazyPage(() => import('../routes/empresas/mensaje/nueva-clave')) },
  { path: 'suscripciones/:token', lazy: lazyPage(() => import('../routes/empresas/suscripciones')) },
  // An invitation to a company's team (docs/team.md).
  { path: 'unirse/:token', lazy: lazyPage(() => import('../routes/empresas/unirse')) },
];
const EMPRESA_PRIVATE: RouteObject[] = [
  { path: 'cuenta', lazy: lazyPage(() => import('../routes/empresas/cuenta/index')) },
  { path: 'cuenta/actualizar-contacto', lazy: lazyPage(() => import('../routes/empresas/cuenta/actualizar-contacto')) },
  { path: 'cuenta/actualizar-clave', lazy: lazyPage(() => import('../routes/empresas/cuenta/actualizar-clave')) },
  { path: 'cuenta/actualizar-correo', lazy: lazyPage(() => import('../routes/empresas/cuenta/actualizar-correo')) },
  { path: 'cuenta/eliminar', lazy: lazyPage(() => import('../routes/empresas/cuenta/eliminar')) },
  { path: 'cuenta/derechos', lazy: lazyPage(() => import('../routes/empresas/cuenta/derechos')) },
  // How this seat hears of new applicants (docs/team.md).
  { path: 'cuenta/avisos', lazy: lazyPage(() => import('../routes/empresas/cuenta/avisos')) },
  // The company's own mails to applicants (docs/team.md).
  { path: 'cuenta/correos', lazy: lazyPage(() => import('../routes/empresas/cuenta/correos')) },
  { path: 'entrevistas', lazy: lazyPage(() => import('../routes/empresas/entrevistas')) },
  // The company's dashboard (docs/insights.md).
  { path: 'estadisticas', lazy: lazyPage(() => import('../routes/empresas/estadisticas')) },
  // The talent pool: everyone who applied to the company's offers (docs/team.md).
  { path: 'banco-talento', lazy: lazyPage(() => import('../routes/empresas/banco-talento')) },
  // Company data, publishing, Mis publicaciones (docs/offers.md).
  { path: 'cuenta/actualizar', lazy: lazyPage(() => import('../routes/empresas/cuenta/actualizar')) },
  // The company's team and its audit trail (docs/team.md).
  { path: 'equipo', lazy: lazyPage(() => import('../routes/empresas/equipo')) },
  { path: 'actividad', lazy: lazyPage(() => import('../routes/empresas/actividad')) },
  { path: 'publicar', lazy: lazyPage(() => import('../routes/empresas/publicar/index')) },
  { path: 'publicar/gratis', lazy: lazyPage(() => import('../routes/empresas/publicar/gratis')) },
  { path: 'publicar/destacado', lazy: lazyPage(() => import('../routes/empresas/publicar/destacado/index')) },
  { path: 'publicar/destacado/pago', lazy: lazyPage(() => import('../routes/empresas/publicar/destacado/pago')) },
  { path: 'publicar/destacado/completado', lazy: lazyPage(() => import('../routes/empresas/publicar/destacado/completado')) },
  { path: 'mis-publicaciones', lazy: lazyPage(() => import('../routes/empresas/mis-publicaciones/index')) },
  { path: 'mis-publicaciones/:id', lazy: lazyPage(() => import('../routes/empresas/mis-publicaciones/detalle')) },
  { path: 'mis-publicaciones/:id/estadisticas', lazy: lazyPage(() => import('../routes/empresas/mis-publicaciones/estadisticas')) },
  { path: 'mis-publicaciones/:id/actualizar', lazy: lazyPage(() => import('../routes/empresas/mis-publicaciones/actualizar')) },
  { path: 'mis-publicaciones/:id/copiar', lazy: lazyPage(() => import('../routes/empresas/mis-publicaciones/copiar')) },
  {
    path: 'mis-publicaciones/:id/copiar-destacado',
    lazy: lazyPage(() => import('../routes/empresas/mis-publicaciones/copiar-destacado')),
  },
  // The applicants of an offer and each one's CV; the developer-mode variant (is_dev, else /empresas/404).
  { path: 'mis-publicaciones/:id/postulantes', lazy: lazyPage(() => import('../routes/empresas/mis-publicaciones/postulantes/index')) },
  {
    path: 'mis-publicaciones/:id/postulantes/:id_postulant',
    lazy: lazyPage(() => import('../routes/empresas/mis-publicaciones/postulantes/detalle')),
  },
  { path: 'publicaciones/:id', lazy: lazyPage(() => import('../routes/empresas/publicaciones/detalle')) },
  { path: 'publicaciones/:id/postulantes', lazy: lazyPage(() => import('../routes/empresas/publicaciones/postulantes/index')) },
  {
    path: 'publicaciones/:id/postulantes/:id_postulant',
    lazy: lazyPage(() => import('../routes/empresas/publicaciones/postulantes/detalle')),
  },
  // The applicant assistant (premium companies; the publicaciones twin is developer mode, docs/assistant.md).
  {
    path: 'mis-publicaciones/:id/asistente-postulantes',
    lazy: lazyPage(() => import('../routes/empresas/mis-publicaciones/asistente-postulantes/index')),
  },
  {
    path: 'mis-publicaciones/:id/asistente-postulantes/:id_postulant',
    lazy: lazyPage(() => import('../routes/empresas/mis-publicaciones/asistente-postulantes/detalle')),
  },
  {
    path: 'publicaciones/:id/asistente-postulantes',
    lazy: lazyPage(() => import('../routes/empresas/publicaciones/asistente-postulantes/index')),
  },
  {
    path: 'publicaciones/:id/asistente-postulantes/:id_postulant',
    lazy: lazyPage(() => import('../routes/empresas/publicaciones/asistente-postulantes/detalle')),
  },
];

/** The back office (docs/admin.md "Web screens"): each screen is loaded on first visit. */
const ADMIN_PRIVATE: RouteObject[] = [
  { path: 'ofertas', lazy: lazyPage(() => import('../routes/admin/ofertas/index')) },
  { path: 'ofertas/:id', lazy: lazyPage(() => import('../routes/admin/ofertas/detalle')) },
  { path: 'pagos', lazy: lazyPage(() => import('../routes/admin/pagos')) },
  { path: 'alertas', lazy: lazyPage(() => import('../routes/admin/alertas')) },
  { path: 'plantillas', lazy: lazyPage(() => import('../routes/admin/plantillas')) },
  { path: 'informativas', lazy: lazyPage(() => import('../routes/admin/informativas')) },
  { path: 'anuncios', lazy: lazyPage(() => import('../routes/admin/anuncios')) },
  { path: 'contenido', lazy: lazyPage(() => import('../routes/admin/contenido')) },
  { path: 'usuarios', lazy: lazyPage(() => import('../routes/admin/usuarios')) },
  { path: 'auditoria', lazy: lazyPage(() => import('../routes/admin/auditoria')) },
  { path: 'estadisticas', lazy: lazyPage(() => import('../routes/admin/estadisticas')) },
  { path: 'derechos', lazy: lazyPage(() => import('../routes/admin/derechos')) },
  { path: 'cuenta', lazy: lazyPage(() => import('../routes/admin/cuenta')) },
];

/** Each area's routes, by the id of the route they are children of. */
export const AREA_ROUTES: Record<Area, Record<string, RouteObject[]>> = {
  postulantes: {
    'postulantes-public': [...POSTULANTE_PUBLIC.map((r) => ({ ...r, loader: redirectSignedIn() })), ...POSTULANTE_PUBLIC_TOKEN],
    'postulantes-private': POSTULANTE_PRIVATE,
  },
  empresas: {
    'empresas-public': [...EMPRESA_PUBLIC.map((r) => ({ ...r, loader: redirectSignedIn() })), ...EMPRESA_PUBLIC_TOKEN],
    'empresas-private': EMPRESA_PRIVATE,
  },
  admin: { 'admin-private': ADMIN_PRIVATE },
};
