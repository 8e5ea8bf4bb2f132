/** The signed-in user as the root route loaded it (lib/session.ts), or null: for the frames and for any page. */
import type { SessionUser } from '@practiperu/shared/session';
import { useRouteLoaderData } from 'react-router';

export function useSessionUser(): SessionUser | null {
  return (useRouteLoaderData('root') as SessionUser | null | undefined) ?? null;
}
