import { INACTIVE_USER_MESSAGE } from '@practiperu/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminOfertas, adminPagos } from '../api';
import { GENERIC_NOT_FOUND_MESSAGE, onSessionLost, request, type SessionLostReason } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/storage';

/** The server's answer for the next call. */
function answer(status: number, message: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ state: status < 400, data: [], message }), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

describe('a lost session, in every area', () => {
  let reasons: SessionLostReason[];
  let stop: () => void;
  beforeEach(() => {
    reasons = [];
    stop = onSessionLost((r) => reasons.push(r));
    tokenStore.set('token-de-prueba');
  });
  afterEach(() => {
    stop();
    tokenStore.clear();
    vi.unstubAllGlobals();
  });

  it('403 usuario inactivo removes the token and reports "inactive" (applicants, companies, back office)', async () => {
    answer(403, INACTIVE_USER_MESSAGE);
    await request('GET', 'usuario/myAccount');
    expect(tokenStore.get()).toBeNull();
    expect(reasons).toEqual(['inactive']);
  });

  it('the back office door: its generic 404 is a lost session', async () => {
    answer(404, GENERIC_NOT_FOUND_MESSAGE);
    const res = await adminPagos.list({ query: {} });
    expect(res.status).toBe(404);
    expect(tokenStore.get()).toBeNull();
    expect(reasons).toEqual(['expired']);
  });

  it('a 404 about one record of the back office keeps the session', async () => {
    answer(404, 'No se encontró la oferta.');
    await adminOfertas.detail({ params: { id: 999 } });
    expect(tokenStore.get()).toBe('token-de-prueba');
    expect(reasons).toEqual([]);
  });

  it('outside the back office a 404 is just a 404', async () => {
    answer(404, GENERIC_NOT_FOUND_MESSAGE);
    await request('GET', 'no/existe');
    expect(tokenStore.get()).toBe('token-de-prueba');
    expect(reasons).toEqual([]);
  });

  it('a 401 that comes back after another tab logged out is that tab’s doing: this tab is sent home, not to the login', async () => {
    // The call leaves with the token; meanwhile the other tab's «Cerrar sesión» removes it from storage and the server
    // ends the session, so the answer is 401.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        tokenStore.clear();
        return new Response(JSON.stringify({ state: false, data: [], message: 'Sesión expirada.' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const res = await request('GET', 'usuario/myAccount');
    expect(res.status).toBe(401);
    expect(reasons).toEqual([]);
  });

  it('a plain 401 is a lost session', async () => {
    answer(401, 'Sesión expirada.');
    await request('GET', 'usuario/myAccount');
    expect(tokenStore.get()).toBeNull();
    expect(reasons).toEqual(['expired']);
  });
});
