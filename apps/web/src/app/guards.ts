/** Route loaders that guard the pages: session, role, the CV gate, and where signed-in users are sent. */
import { ROLE, type Role } from '@practiperu/shared/constants';
import { paths, safeReturnPath, type Area } from '@practiperu/shared/paths';
import type { SessionUser } from '@practiperu/shared/session';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loadAlerts } from '../features/layout/alerts-banner';
import { getSession, homeOfRole, SESSION_ENDED_REASON } from '../lib/session';
import { tokenStore } from '../lib/storage';

const AREA_ROLE: Record<Area, Role> = { postulantes: ROLE.POSTULANTE, empresas: ROLE.RECLUTADOR, admin: ROLE.ADMIN };

function loginWithReturn(area: Area, url: URL, sessionEnded = false): string {
  // A loader's request carries no #hash; when the browser is at this very address (a link opened from a mail or
  // typed), its hash is kept so the login returns to the same place on the page.
  const browser = typeof window === 'undefined' ? null : window.location;
  const hash = browser && browser.pathname === url.pathname && browser.search === url.search ? browser.hash : '';
  const here = `${url.pathname}${url.search}${hash}`;
  // A session this page had and the server ended: the login says so (not why), instead of appearing unexplained.
  return `${paths[area].login}?${sessionEnded ? `motivo=${SESSION_ENDED_REASON}&` : ''}volver=${encodeURIComponent(here)}`;
}

/**
 * The required-data gate (docs/decisions/011-cv-gate.md): an applicant whose required CV data is incomplete is sent
 * to the complete page from every private page except the account screens (`cuenta/*`: changing the password or
 * deleting the account must never depend on filling a CV, Ley 29733); once complete, the complete page sends home.
 * Returns where to go, or null to stay.
 */
export function cvGateRedirect(user: Pick<SessionUser, 'role' | 'cv_completo'>, pathname: string): string | null {
  if (user.role !== ROLE.POSTULANTE) return null;
  const path = pathname.replace(/\/+$/, '');
  const complete = paths.postulantes.curriculumComplete;
  if (user.cv_completo) return path === complete ? paths.postulantes.home : null;
  if (path === complete) return null;
  const account = paths.postulantes.account.replace(/\/+$/, '');
  if (path === account || path.startsWith(`${account}/`)) return null;
  return complete;
}

/** Private pages: no session → the area's login (keeping the page in ?volver=); wrong role → own home. */
export function requireArea(area: Area) {
  return async ({ request }: LoaderFunctionArgs): Promise<SessionUser> => {
    // A token this page held that the server refused (getSession drops it) is a session that ended.
    const held = tokenStore.get() !== null;
    const user = await getSession();
    const url = new URL(request.url);
    if (!user) {
      // The back office is not advertised: without a session its pages are simply not found.
      throw redirect(loginWithReturn(area, url, held && !tokenStore.get()));
    }
    if (user.role !== AREA_ROLE[area]) {
      if (area === 'admin') throw new Response('No encontrado', { status: 404 });
      throw redirect(homeOfRole(user.role));
    }
    const gate = area === 'postulantes' ? cvGateRedirect(user, url.pathname) : null;
    if (gate) throw redirect(gate);
    return user;
  };
}

/** Login, register and recovery pages: a signed-in user is sent to their own area home. */
export function redirectSignedIn() {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const user = await getSession();
    if (user) {
      const back = safeReturnPath(new URL(request.url).searchParams.get('volver'));
      throw redirect(back && back.startsWith(homeOfRole(user.role)) ? back : homeOfRole(user.role));
    }
    return null;
  };
}

/** Public pages that also work signed in (landing, legal pages, not-found): just the user, if any. */
export async function optionalSession(): Promise<SessionUser | null> {
  return getSession();
}

/**
 * The root of every page: the user, if any, and the general alert, asked together, so that the first paint already
 * has the header's session state and the alerts banner (nothing moves when they arrive).
 */
export async function rootLoader(): Promise<SessionUser | null> {
  const [user] = await Promise.all([getSession(), loadAlerts()]);
  return user;
}
