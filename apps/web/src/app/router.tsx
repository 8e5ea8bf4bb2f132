/**
 * The routes of the web app, with its guard as the loader: the public pages, the logins and each area's home here;
 * the other pages of the three areas in area-routes.tsx, added when a path of their area is first opened.
 */
import type { Area } from '@practiperu/shared/paths';
import { createBrowserRouter, redirect, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { homeOfRole } from '../lib/session';
import { NotFoundPage } from '../routes/not-found';
import { RouteErrorPage } from '../routes/route-error';
import { optionalSession, redirectSignedIn, requireArea, rootLoader } from './guards';
import { PublicLayout, RootLayout } from './layouts';
import { lazyPage, privateLayout } from './lazy-page';

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    loader: rootLoader,
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
            lazy: lazyPage(() => import('../routes/landing')),
          },
          { path: 'terminos', lazy: lazyPage(() => import('../routes/legal/terminos')) },
          { path: 'nosotros', lazy: lazyPage(() => import('../routes/legal/nosotros')) },
          { path: 'politica-de-privacidad', lazy: lazyPage(() => import('../routes/legal/politica-privacidad')) },
          // The public search and each approved offer's public page (`/ofertas/{alias}-{id}`), with or without a session.
          { path: 'ofertas', lazy: lazyPage(() => import('../routes/ofertas/index')) },
          { path: 'ofertas/:slug', lazy: lazyPage(() => import('../routes/ofertas/detalle')) },
          // A company's public page (decision 029), beside the companies' own area `/empresas/…`.
          { path: 'empresa/:slug', lazy: lazyPage(() => import('../routes/empresa/detalle')) },
          { path: '404', element: <NotFoundPage area="postulantes" /> },
          // Development outbox (docs/decisions/008-jobs-and-mail.md); the API answers 404 in production and the page says so.
          { path: 'dev/correos', lazy: lazyPage(() => import('../routes/dev/correos')) },
        ],
      },
      {
        path: 'postulantes',
        children: [
          {
            id: 'postulantes-public',
            element: <PublicLayout area="postulantes" />,
            children: [{ path: 'inicio-sesion', loader: redirectSignedIn(), lazy: lazyPage(() => import('../routes/postulantes/login')) }],
          },
          {
            id: 'postulantes-private',
            loader: requireArea('postulantes'),
            // The CV gate (incomplete required data → the complete page) is decided per page: the guard runs on every
            // navigation (the session is cached).
            shouldRevalidate: () => true,
            lazy: privateLayout('postulantes'),
            children: [{ index: true, lazy: lazyPage(() => import('../routes/postulantes/home')) }],
          },
          { element: <PublicLayout area="postulantes" />, children: [{ path: '*', element: <NotFoundPage area="postulantes" /> }] },
        ],
      },
      {
        path: 'empresas',
        children: [
          {
            id: 'empresas-public',
            element: <PublicLayout area="empresas" />,
            children: [
              { path: 'inicio-sesion', loader: redirectSignedIn(), lazy: lazyPage(() => import('../routes/empresas/login')) },
              { path: '404', element: <NotFoundPage area="empresas" /> },
            ],
          },
          {
            id: 'empresas-private',
            loader: requireArea('empresas'),
            lazy: privateLayout('empresas'),
            children: [{ index: true, lazy: lazyPage(() => import('../routes/empresas/home')) }],
          },
          { element: <PublicLayout area="empresas" />, children: [{ path: '*', element: <NotFoundPage area="empresas" /> }] },
        ],
      },
      {
        path: 'admin',
        children: [
          {
            element: <PublicLayout area="admin" />,
            children: [{ path: 'inicio-sesion', loader: redirectSignedIn(), lazy: lazyPage(() => import('../routes/admin/login')) }],
          },
          {
            id: 'admin-private',
            loader: requireArea('admin'),
            lazy: privateLayout('admin'),
            children: [{ index: true, lazy: lazyPage(() => import('../routes/admin/home')) }],
          },
        ],
      },
      { element: <PublicLayout area={null} />, children: [{ path: '*', element: <NotFoundPage /> }] },
    ],
  },
];

const AREA_PATH = /^\/(postulantes|empresas|admin)\//;
const areasAdded = new Set<Area>();

/**
 * Adds an area's other pages the first time a path of the area is not matched by the routes above (React Router
 * asks when a path matches nothing, or only a not-found `*` or a route with a parameter).
 */
export const addAreaRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
  const area = AREA_PATH.exec(path)?.[1] as Area | undefined;
  if (!area || areasAdded.has(area)) return;
  const { AREA_ROUTES } = await import('./area-routes');
  if (signal.aborted || areasAdded.has(area)) return;
  for (const [parent, children] of Object.entries(AREA_ROUTES[area])) patch(parent, children);
  areasAdded.add(area);
};

export function createRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: addAreaRoutes });
}
