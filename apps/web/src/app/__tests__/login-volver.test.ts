/**
 * A private page opened without a session sends to the login with the page in `?volver=`, #hash included (a link
 * to `/postulantes/curriculum/actualizar#knowledge` from a mail comes back to the knowledge section after logging in).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Session from '../../lib/session';

vi.mock('../../lib/session', async (original) => ({
  ...(await original<typeof Session>()),
  getSession: vi.fn(async () => null),
}));
const session = await import('../../lib/session');
const { tokenStore } = await import('../../lib/storage');

const { requireArea } = await import('../guards');

async function redirectOf(address: string): Promise<string> {
  try {
    await requireArea('postulantes')({
      request: new Request(`http://localhost${address.split('#')[0]}`),
      params: {},
      context: {},
    } as never);
  } catch (thrown) {
    return (thrown as Response).headers.get('Location') ?? '';
  }
  throw new Error('no redirect');
}

describe('the login keeps where the page was', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('keeps the address’s #hash in ?volver=', async () => {
    window.history.replaceState(null, '', '/postulantes/curriculum/actualizar?x=1#knowledge');
    const location = await redirectOf('/postulantes/curriculum/actualizar?x=1#knowledge');
    const volver = new URL(location, 'http://localhost').searchParams.get('volver');
    expect(volver).toBe('/postulantes/curriculum/actualizar?x=1#knowledge');
  });

  it('takes no hash from another page the browser is still on', async () => {
    window.history.replaceState(null, '', '/ofertas#resultados');
    const location = await redirectOf('/postulantes/guardadas');
    expect(new URL(location, 'http://localhost').searchParams.get('volver')).toBe('/postulantes/guardadas');
  });

  it('says the session ended when the server refused the token this page held (not why)', async () => {
    tokenStore.set('t'.repeat(43));
    // The session read drops a token the server refused.
    vi.mocked(session.getSession).mockImplementationOnce(async () => {
      tokenStore.clear();
      return null;
    });
    const ended = new URL(await redirectOf('/empresas/equipo'), 'http://localhost');
    expect(ended.searchParams.get('motivo')).toBe('sesion');
    expect(ended.searchParams.get('volver')).toBe('/empresas/equipo');
    // Never signed in: no reason.
    expect(new URL(await redirectOf('/empresas/equipo'), 'http://localhost').searchParams.get('motivo')).toBeNull();
    // A network failure keeps the token: the session did not end, so no reason either.
    tokenStore.set('t'.repeat(43));
    expect(new URL(await redirectOf('/empresas/equipo'), 'http://localhost').searchParams.get('motivo')).toBeNull();
    tokenStore.clear();
  });
});
