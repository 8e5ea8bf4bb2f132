/** The page frames: root (session sync, toasts) and public area pages; private pages in private-layout.tsx. */
import { paths, type Area } from '@practiperu/shared/paths';
import type { SessionUser } from '@practiperu/shared/session';
import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, Outlet, ScrollRestoration, useLocation, useNavigate, useNavigationType } from 'react-router';
import { NavigationProgress } from '../components/navigation-progress';
import { ToastProvider } from '../components/toast';
import { AlertsBanner } from '../features/layout/alerts-banner';
import { Footer } from '../features/layout/footer';
import { Header } from '../features/layout/header';
import { enterHistoryEntry, focusMainHeading, rememberScroll, SCROLL_STORE } from '../lib/after-navigation';
import { onSessionLost } from '../lib/api-client';
import { areaOfPath, invalidateSession, SESSION_ENDED_REASON } from '../lib/session';
import { TOKEN_KEY } from '../lib/storage';
import { useSessionUser } from '../lib/use-session-user';

export function RootLayout() {
  const navigate = useNavigate();
  const location = useLocation();

  // A lost session (401, or 403 'usuario inactivo') sends the user to the area's login, which says which of the two.
  useEffect(
    () =>
      onSessionLost((reason) => {
        invalidateSession();
        const { pathname, search, hash } = window.location;
        const area = areaOfPath(pathname);
        const params = new URLSearchParams();
        // The login says the account is inactive, or that the session ended (not why): the page never changes unexplained.
        params.set('motivo', reason === 'inactive' ? 'inactivo' : SESSION_ENDED_REASON);
        if (reason !== 'inactive') params.set('volver', `${pathname}${search}${hash}`);
        navigate(`${paths[area].login}?${params.toString()}`, { replace: true });
      }),
    [navigate],
  );

  // The token removed in another tab → home; newly set → reload.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== TOKEN_KEY && e.key !== null) return;
      if (e.newValue) {
        window.location.reload();
      } else {
        invalidateSession();
        navigate(paths.home, { replace: true });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate]);

  useEffect(() => {
    // Move focus to the page's main heading after navigation, for screen-reader and keyboard users. Once the new page
    // is painted: focusing needs the page laid out, and doing it here, right after React put the page in the document,
    // laid the whole page out inside the same task (71 ms of a Lighthouse trace of the recruiter's applicant list at
    // load 25, 30 November 2026) instead of in the browser's own frame. A heading that comes with the page's data (an
    // offer's title) is focused when it is shown.
    return focusMainHeading(document.activeElement);
  }, [location.pathname]);

  // Back to a list that is still loading: on to where it was left as it grows (the router's restoration alone stops
  // where the short page ends).
  useEffect(rememberScroll, []);
  const navigationType = useNavigationType();
  useLayoutEffect(() => enterHistoryEntry(location.key, navigationType === NavigationType.Pop), [location.key, navigationType]);

  return (
    <ToastProvider>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration storageKey={SCROLL_STORE} />
    </ToastProvider>
  );
}

/**
 * Header, alerts banner, the page and the footer. The page area is at least a screen tall, so the footer starts
 * below the fold: a page whose content arrives after the first paint grows into that space instead of pushing a
 * visible footer down (no layout shift).
 */
export function Frame({
  area,
  user,
  children,
  onOpenMenu,
}: {
  area: Area | null;
  user: SessionUser | null;
  children: React.ReactNode;
  onOpenMenu?: () => void;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Saltar al contenido
      </a>
      <Header area={area} user={user} onOpenMenu={onOpenMenu} />
      <AlertsBanner />
      {children}
      <Footer />
    </div>
  );
}

/** Public pages of an area (login, registration, recovery) and site-wide pages (area null). */
export function PublicLayout({ area }: { area: Area | null }) {
  const user = useSessionUser();
  const location = useLocation();
  return (
    <Frame area={area ?? (location.pathname === '/' ? null : areaOfPath(location.pathname))} user={user}>
      <main id="contenido" className="mx-auto min-h-screen w-full max-w-6xl flex-1 px-4 py-8 short:py-3">
        <Outlet />
      </main>
    </Frame>
  );
}
