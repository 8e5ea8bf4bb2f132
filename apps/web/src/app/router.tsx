/** Every route of the web app (spec §2 of both documents), with its guard as the loader. */
import { paths, type Area } from '@practiperu/shared/paths';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AdminHomePage } from '../routes/admin/home';
import { AdminLoginPage } from '../routes/admin/login';
import { ComingSoonPage } from '../routes/coming-soon';
import { EmpresaHomePage } from '../routes/empresas/home';
import { EmpresaLoginPage } from '../routes/empresas/login';
import { LandingPage } from '../routes/landing';
import { NotFoundPage } from '../routes/not-found';
import { PostulanteHomePage } from '../routes/postulantes/home';
import { PostulanteLoginPage } from '../routes/postulantes/login';
import { RouteErrorPage } from '../routes/route-error';
import { homeOfRole } from '../lib/session';
import { optionalSession, redirectSignedIn, requireArea } from './guards';
import { PrivateLayout, PublicLayout, RootLayout } from './layouts';

interface Pending {
  path: string;
  title: string;
  description: string;
}

/** Screens of later issues: reachable from the menus, each says clearly that it is coming. */
const POSTULANTE_PUBLIC_PENDING: Pending[] = [
  {
    path: 'registrarse',
    title: 'Registro de cuenta',
    description: 'Pronto podrás crear tu cuenta de postulante y confirmarla por correo.',
  },
  { path: 'registrarse/continuar', title: 'Registro de cuenta', description: 'Confirmación del registro.' },
  { path: 'recuperar-cuenta', title: 'Recuperar cuenta', description: 'Pronto podrás recuperar el acceso a tu cuenta con tu correo.' },
];
const POSTULANTE_PUBLIC_TOKEN_PENDING: Pending[] = [
  { path: 'registrarse/confirmar/:key', title: 'Confirmar cuenta', description: 'Confirmación de la cuenta.' },
  { path: 'confirmar-cambio/:token', title: 'Confirmar cambio de correo', description: 'Confirmación del cambio de correo.' },
  { path: 'nueva-clave/:token_password', title: 'Nueva contraseña', description: 'Cambio de contraseña.' },
  { path: 'mensaje/nueva-clave/:token_password', title: 'Contraseña actualizada', description: 'Contraseña actualizada.' },
  { path: 'suscripciones/:token', title: 'Suscripciones', description: 'Baja de mensajes promocionales.' },
];
const POSTULANTE_PRIVATE_PENDING: Pending[] = [
  {
    path: 'curriculum',
    title: 'Mi CV',
    description: 'Tu currículum con formación, experiencia, actividades, certificaciones y competencias, listo para descargar en PDF.',
  },
  { path: 'curriculum/actualizar', title: 'Actualizar mi curriculum', description: 'Aquí completarás cada sección de tu CV.' },
  { path: 'curriculum/complete', title: 'Completa tus datos', description: 'Los datos obligatorios para postular.' },
  { path: 'nuevas-ofertas', title: 'Ofertas para ti', description: 'Ofertas que encajan con tu formación, en tu departamento y en otros.' },
  { path: 'nuevas-ofertas/:id', title: 'Detalle de la oferta', description: 'El detalle de la oferta y el botón para postular.' },
  {
    path: 'mis-postulaciones',
    title: 'Mis postulaciones',
    description: 'Aquí aparecerán las ofertas a las que postules desde la plataforma.',
  },
  { path: 'mis-postulaciones/:id', title: 'Detalle de la postulación', description: 'El detalle de la oferta a la que postulaste.' },
  { path: 'cuenta', title: 'Mi cuenta', description: 'Cambia tu contraseña o tu correo, o elimina tu cuenta.' },
  { path: 'cuenta/actualizar-clave', title: 'Cambiar contraseña', description: 'Cambio de contraseña.' },
  { path: 'cuenta/actualizar-correo', title: 'Cambiar correo', description: 'Cambio de correo.' },
  { path: 'cuenta/eliminar', title: 'Eliminar cuenta', description: 'Eliminación de la cuenta.' },
  { path: 'membresia', title: 'Membresía', description: 'Los datos de tu membresía premium.' },
  { path: 'contenido-premium', title: 'Contenido premium', description: 'Videos y recursos para preparar tus prácticas.' },
  { path: 'contenido-premium/video/:id_video', title: 'Video premium', description: 'Video del contenido premium.' },
  { path: 'actualizar-premium', title: 'Hazte Premium', description: 'Paga con Yape o transferencia y accede al contenido premium.' },
];
const EMPRESA_PUBLIC_PENDING: Pending[] = [
  { path: 'registrarse', title: 'Registro de cuenta', description: 'Pronto podrás registrar tu empresa con su RUC.' },
  { path: 'registrarse/continuar', title: 'Registro de cuenta', description: 'Confirmación del registro.' },
  { path: 'recuperar-cuenta', title: 'Recuperar cuenta', description: 'Pronto podrás recuperar el acceso a tu cuenta con tu correo.' },
];
const EMPRESA_PUBLIC_TOKEN_PENDING: Pending[] = [
  { path: 'registrarse/confirmar/:key', title: 'Confirmar cuenta', description: 'Confirmación de la cuenta.' },
  { path: 'confirmar-cambio/:token', title: 'Confirmar cambio de correo', description: 'Confirmación del cambio de correo.' },
  { path: 'nueva-clave/:token_password', title: 'Nueva contraseña', description: 'Cambio de contraseña.' },
  { path: 'suscripciones/:token', title: 'Suscripciones', description: 'Baja de mensajes promocionales.' },
];
const EMPRESA_PRIVATE_PENDING: Pending[] = [
  { path: 'cuenta', title: 'Mi cuenta', description: 'Datos de la empresa, del contacto y del correo.' },
  { path: 'cuenta/actualizar', title: 'Datos de la empresa', description: 'Logo, información, ubicación y más información de tu empresa.' },
  { path: 'cuenta/actualizar-contacto', title: 'Datos de contacto', description: 'La persona de contacto de la empresa.' },
  { path: 'cuenta/actualizar-clave', title: 'Cambiar contraseña', description: 'Cambio de contraseña.' },
  { path: 'cuenta/actualizar-correo', title: 'Cambiar correo', description: 'Cambio de correo.' },
  { path: 'cuenta/eliminar', title: 'Eliminar cuenta', description: 'Eliminación de la cuenta.' },
  { path: 'publicar', title: 'Publicar oferta', description: 'Elige una oferta gratuita o destacada.' },
  { path: 'publicar/gratis', title: 'Oferta gratuita', description: 'Formulario de la oferta gratuita.' },
  { path: 'publicar/destacado', title: 'Oferta destacada', description: 'Paso 1 de 3 de la oferta destacada.' },
  { path: 'publicar/destacado/pago', title: 'Pago de la oferta destacada', description: 'Paso 2 de 3.' },
  { path: 'publicar/destacado/completado', title: 'Oferta destacada registrada', description: 'Paso 3 de 3.' },
  { path: 'mis-publicaciones', title: 'Mis publicaciones', description: 'Tus ofertas con su estado y sus acciones.' },
  { path: 'mis-publicaciones/:id', title: 'Detalle de la publicación', description: 'El detalle de tu oferta.' },
  { path: 'mis-publicaciones/:id/actualizar', title: 'Editar publicación', description: 'Edición de una oferta pendiente.' },
  { path: 'mis-publicaciones/:id/copiar', title: 'Duplicar publicación', description: 'Duplicar una oferta.' },
  { path: 'mis-publicaciones/:id/copiar-destacado', title: 'Duplicar como destacada', description: 'Duplicar una oferta como destacada.' },
  { path: 'mis-publicaciones/:id/postulantes', title: 'Postulantes', description: 'Los postulantes de tu oferta.' },
  { path: 'mis-publicaciones/:id/postulantes/:id_postulant', title: 'Postulante', description: 'El CV del postulante.' },
  {
    path: 'mis-publicaciones/:id/asistente-postulantes',
    title: 'Asistente de postulantes',
    description: 'Consulta a tus postulantes en español.',
  },
  {
    path: 'mis-publicaciones/:id/asistente-postulantes/:id_postulant',
    title: 'Asistente de postulantes',
    description: 'El CV del postulante.',
  },
  {
    path: 'publicaciones/:id/asistente-postulantes',
    title: 'Asistente de postulantes',
    description: 'Consulta a tus postulantes en español.',
  },
];

/** Spec §2: the membership page only while premium is paid (estado_pago 1); otherwise home. */
async function requirePremiumApplicant() {
  const user = await optionalSession();
  if (user?.estado_pago !== 1) throw redirect(paths.postulantes.home);
  return null;
}

const EXTRA_LOADERS: Record<string, () => Promise<null>> = { membresia: requirePremiumApplicant };

function pending(list: Pending[], area: Area): RouteObject[] {
  return list.map((p) => ({
    path: p.path,
    loader: area === 'postulantes' ? EXTRA_LOADERS[p.path] : undefined,
    element: <ComingSoonPage title={p.title} description={p.description} backTo={paths[area].home} />,
  }));
}

const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    loader: optionalSession,
    // The session is cached (lib/session): re-reading it on every navigation costs nothing and keeps the header right.
    shouldRevalidate: () => true,
    children: [
      {
        element: <PublicLayout area={null} />,
        children: [
          {
            index: true,
            loader: async () => {
              const user = await optionalSession();
              return user ? redirect(homeOfRole(user.role)) : null;
            },
            element: <LandingPage />,
          },
          { path: 'terminos', lazy: lazyPage(() => import('../routes/legal/terminos')) },
          { path: 'nosotros', lazy: lazyPage(() => import('../routes/legal/nosotros')) },
          { path: 'politica-de-privacidad', lazy: lazyPage(() => import('../routes/legal/politica-privacidad')) },
          { path: '404', element: <NotFoundPage area="postulantes" /> },
        ],
      },
      {
        path: 'postulantes',
        children: [
          {
            element: <PublicLayout area="postulantes" />,
            children: [
              { path: 'inicio-sesion', loader: redirectSignedIn(), element: <PostulanteLoginPage /> },
              ...pending(POSTULANTE_PUBLIC_PENDING, 'postulantes').map((r) => ({ ...r, loader: redirectSignedIn() })),
              ...pending(POSTULANTE_PUBLIC_TOKEN_PENDING, 'postulantes'),
            ],
          },
          {
            id: 'postulantes-private',
            loader: requireArea('postulantes'),
            element: <PrivateLayout area="postulantes" />,
            children: [{ index: true, element: <PostulanteHomePage /> }, ...pending(POSTULANTE_PRIVATE_PENDING, 'postulantes')],
          },
          { element: <PublicLayout area="postulantes" />, children: [{ path: '*', element: <NotFoundPage area="postulantes" /> }] },
        ],
      },
      {
        path: 'empresas',
        children: [
          {
            element: <PublicLayout area="empresas" />,
            children: [
              { path: 'inicio-sesion', loader: redirectSignedIn(), element: <EmpresaLoginPage /> },
              ...pending(EMPRESA_PUBLIC_PENDING, 'empresas').map((r) => ({ ...r, loader: redirectSignedIn() })),
              ...pending(EMPRESA_PUBLIC_TOKEN_PENDING, 'empresas'),
              { path: '404', element: <NotFoundPage area="empresas" /> },
            ],
          },
          {
            id: 'empresas-private',
            loader: requireArea('empresas'),
            element: <PrivateLayout area="empresas" />,
            children: [{ index: true, element: <EmpresaHomePage /> }, ...pending(EMPRESA_PRIVATE_PENDING, 'empresas')],
          },
          { element: <PublicLayout area="empresas" />, children: [{ path: '*', element: <NotFoundPage area="empresas" /> }] },
        ],
      },
      {
        path: 'admin',
        children: [
          {
            element: <PublicLayout area="admin" />,
            children: [{ path: 'inicio-sesion', loader: redirectSignedIn(), element: <AdminLoginPage /> }],
          },
          {
            id: 'admin-private',
            loader: requireArea('admin'),
            element: <PrivateLayout area="admin" />,
            children: [{ index: true, element: <AdminHomePage /> }],
          },
        ],
      },
      { element: <PublicLayout area={null} />, children: [{ path: '*', element: <NotFoundPage area="postulantes" /> }] },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
