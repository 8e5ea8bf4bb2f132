import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAlerts } from '../../features/layout/alerts-banner';
import { getSession, invalidateSession } from '../../lib/session';
import { tokenStore } from '../../lib/storage';

/** public/boot.js exactly as the shell's <head> runs it. */
const BOOT_SCRIPT = readFileSync(path.resolve(__dirname, '../../../public/boot.js'), 'utf8');
const runBootScript = () => new Function(BOOT_SCRIPT)();

const ANA = { id: 7, role: 3, name: 'Ana', cv_completo: true };

/** A server that answers the session and the alert, and keeps what it was asked. */
function server(sessionStatus = 200) {
  const calls: { url: string; method: string; authorization: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({ url, method: init.method ?? 'GET', authorization: headers.authorization });
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url === '/api/auth/mySession') {
        return sessionStatus === 200
          ? json(200, { state: true, data: [ANA], message: '' })
          : json(401, { state: false, data: [], message: 'Sesión expirada.' });
      }
      return json(200, { state: true, data: [{ content: 'Feria de prácticas el lunes', expireIn: null }], message: '' });
    }),
  );
  return calls;
}

describe('the session and the alert are asked from the <head>, before the app has arrived (boot.js)', () => {
  beforeEach(() => {
    invalidateSession();
    delete window.__practiperuEarly;
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.classList.remove('dark');
  });

  it('a signed-in visit: the app takes both answers over and asks nothing twice', async () => {
    tokenStore.set('token-de-ana');
    const calls = server();
    runBootScript();
    expect(calls.map((c) => `${c.method} ${c.url} ${c.authorization}`)).toEqual([
      'POST /api/auth/mySession Bearer token-de-ana',
      'GET /api/recursos/listAlertas Bearer token-de-ana',
    ]);

    expect(await getSession()).toEqual(ANA);
    expect((await loadAlerts())?.content).toBe('Feria de prácticas el lunes');
    expect(calls).toHaveLength(2);
  });

  it('without a token only the alert is asked, and there is no session', async () => {
    const calls = server();
    runBootScript();
    expect(await getSession()).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/api/recursos/listAlertas']);
  });

  it('an expired token answered early is dropped, as if the app had asked', async () => {
    tokenStore.set('token-vencido');
    server(401);
    runBootScript();
    expect(await getSession()).toBeNull();
    expect(tokenStore.get()).toBeNull();
  });

  it('an answer asked with another token (a login since) is not used: the app asks again', async () => {
    tokenStore.set('token-anterior');
    const calls = server();
    runBootScript();
    tokenStore.set('token-nuevo');
    await getSession();
    expect(calls.filter((c) => c.url === '/api/auth/mySession').map((c) => c.authorization)).toEqual([
      'Bearer token-anterior',
      'Bearer token-nuevo',
    ]);
  });

  it('each early answer is used once: after a logout and login the session is asked again', async () => {
    tokenStore.set('token-de-ana');
    const calls = server();
    runBootScript();
    await getSession();
    invalidateSession();
    await getSession();
    expect(calls.filter((c) => c.url === '/api/auth/mySession')).toHaveLength(2);
  });

  it('with no saved theme, the system dark setting is applied before the first paint', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: true })),
    );
    server();
    runBootScript();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('a saved light theme wins over the system dark setting', () => {
    localStorage.setItem('dark_mode', '0');
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: true })),
    );
    server();
    runBootScript();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('the saved dark theme is applied before the first paint', () => {
    localStorage.setItem('dark_mode', '1');
    server();
    runBootScript();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
