/**
 * The signed-in user, loaded once with `POST auth/mySession` (every route sits under a root that loads the
 * session at start) and shared by every loader: the first caller starts the request, the
 * others wait for the same promise.
 */
import { ROLE } from '@practiperu/shared/constants';
import { paths, type Area } from '@practiperu/shared/paths';
import type { SessionUser } from '@practiperu/shared/session';
import { auth } from './api/auth';
import { takeEarlyRequest } from './early-requests';
import { tokenStore } from './storage';

let current: Promise<SessionUser | null> | null = null;

/**
 * `?motivo=` of a login reached because the server ended this page's session (login-form.tsx says so). Why it ended
 * (expired, closed from another device, the account's access changed) is not told: whoever holds the browser learns
 * only that they must sign in again.
 */
export const SESSION_ENDED_REASON = 'sesion';

async function fetchSession(): Promise<SessionUser | null> {
  if (!tokenStore.get()) return null;
  const res = await auth.mySession({}, { pending: takeEarlyRequest('session') });
  if (res.state && res.data[0]) return res.data[0];
  // An invalid token is dropped; a network failure keeps it so a later visit can try again.
  if (res.status === 401 || res.status === 403) tokenStore.clear();
  return null;
}

export function getSession(): Promise<SessionUser | null> {
  current ??= fetchSession();
  return current;
}

/** Forget the cached user (after login, logout, or a lost session): the next loader asks again. */
export function invalidateSession(): void {
  current = null;
}

export function areaOfRole(role: number): Area {
  if (role === ROLE.RECLUTADOR) return 'empresas';
  if (role === ROLE.ADMIN) return 'admin';
  return 'postulantes';
}

export function homeOfRole(role: number): string {
  return paths[areaOfRole(role)].home;
}

/** The area a URL belongs to: the company area, the back office, or (everything else) applicants. */
export function areaOfPath(pathname: string): Area {
  if (pathname.startsWith('/empresas')) return 'empresas';
  if (pathname.startsWith('/admin')) return 'admin';
  return 'postulantes';
}

export async function logout(): Promise<void> {
  if (tokenStore.get()) await auth.logout();
  tokenStore.clear();
  invalidateSession();
}
