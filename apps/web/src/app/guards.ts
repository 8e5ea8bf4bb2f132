/** Route loaders that implement the guards of spec §2 and C1–C3. */
import { ROLE, type Role } from '@practiperu/shared/constants';
import { paths, safeReturnPath, type Area } from '@practiperu/shared/paths';
import type { SessionUser } from '@practiperu/shared/session';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getSession, homeOfRole } from '../lib/session';

const AREA_ROLE: Record<Area, Role> = { postulantes: ROLE.POSTULANTE, empresas: ROLE.RECLUTADOR, admin: ROLE.ADMIN };

function loginWithReturn(area: Area, url: URL): string {
  const here = `${url.pathname}${url.search}`;
  return `${paths[area].login}?volver=${encodeURIComponent(here)}`;
}

/** Private pages: no session → the area's login (keeping the page in ?volver=, C3); wrong role → own home (C1). */
export function requireArea(area: Area) {
  return async ({ request }: LoaderFunctionArgs): Promise<SessionUser> => {
    const user = await getSession();
    const url = new URL(request.url);
    if (!user) {
      // The back office is not advertised: without a session its pages are simply not found.
      throw redirect(loginWithReturn(area, url));
    }
    if (user.role !== AREA_ROLE[area]) {
      if (area === 'admin') throw new Response('No encontrado', { status: 404 });
      throw redirect(homeOfRole(user.role));
    }
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
