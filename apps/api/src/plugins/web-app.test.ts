/**
 * How the web app goes over the wire: hashed assets precompressed and cached for a year, the shell compressed and
 * revalidated with an ETag, source maps kept private, real 404s for paths the app does not have, HEAD wherever GET
 * works, and API answers compressed for clients that accept it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';

// Over the compression threshold, like the real shell with its preload links.
const INDEX = `<!doctype html>
<html lang="es-PE">
  <head>
    <meta charset="UTF-8" />
    <title>PractiPerú · Prácticas en el Perú</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    ${Array.from({ length: 12 }, (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${i}-abc123.js">`).join('\n    ')}
  </head>
  <body><div id="root"></div></body>
</html>`;
/** What the build's manifest says: the entry and its import, the login page's module and its import. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_paths-1.js'] },
  '_paths-1.js': { file: 'assets/paths-1.js' },
  'src/routes/postulantes/login.tsx': { file: 'assets/login-1.js', isDynamicEntry: true, imports: ['_field-1.js', '_paths-1.js'] },
  '_field-1.js': { file: 'assets/field-1.js', imports: ['_paths-1.js'] },
  'src/app/private-layout.tsx': { file: 'assets/private-layout-1.js', isDynamicEntry: true, imports: ['_paths-1.js'] },
  'src/routes/postulantes/home.tsx': { file: 'assets/home-1.js', isDynamicEntry: true },
};
/** The modulepreload links the server adds to the built shell. */
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!).filter((href) => !INDEX.includes(href));
const isShell = (html: string) => html.includes('<div id="root"></div>') && html.includes('<title>PractiPerú');

const APP_JS = `export const app = "${'PractiPerú '.repeat(200)}";\n`;

let t: TestContext;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'practiperu-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), APP_JS);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(APP_JS));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ WEB_DIST_DIR: dist });
});

afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('hashed assets', () => {
  it('go out precompressed with brotli or gzip, as the browser accepts, and are cached for a year as immutable', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gz = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('carry no document-only security headers (the CSP, framing), but keep nosniff and the resource policy', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    const shell = await t.app.inject({ method: 'GET', url: '/postulantes/inicio-sesion' });
    expect(shell.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(shell.headers['x-frame-options']).toBe('SAMEORIGIN');
    const api = await t.app.inject({ method: 'GET', url: '/api/recursos/listLugares' });
    expect(api.headers['content-security-policy']).toMatch(/default-src 'self'/);
  });

  it('a missing asset is a 404, not the app shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('source maps are never served to the public', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret.ts');
  });

  it('files that are not hashed are cached for an hour only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('the HTML shell', () => {
  it('is compressed and must be revalidated, with an ETag that answers 304 while it has not changed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/postulantes/inicio-sesion', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(isShell(brotliDecompressSync(res.rawPayload).toString())).toBe(true);
    const etag = res.headers.etag;
    expect(etag).toBeTruthy();

    const again = await t.app.inject({ method: 'GET', url: '/postulantes/inicio-sesion', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 200 for the pages the app has, private ones included (the app checks the session)', async () => {
    for (const url of [
      '/',
      '/ofertas',
      '/terminos',
      '/postulantes/',
      '/postulantes',
      '/empresas/mis-publicaciones/7/postulantes',
      '/admin/ofertas/3',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(isShell(res.body), url).toBe(true);
    }
  });

  it('answers a real 404 with the app shell (which shows the not-found page) for any other path', async () => {
    for (const url of ['/no-existe', '/postulantes/nada', '/empresas/mis-publicaciones/7/otra', '/404', '/empresas/404']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(isShell(res.body), url).toBe(true);
    }
  });

  it('the outbox page is for this machine only: another host, a proxy or another address gets the not-found page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/correos', headers: { host: '127.0.0.1:3000' } })).statusCode).toBe(200);
    for (const headers of [{ host: 'practiperu.example' }, { host: '192.168.1.20:3000' }, { 'x-forwarded-for': '203.0.113.5' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/dev/correos?to=ana@prueba.pe', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
      expect(isShell(res.body)).toBe(true);
    }
    const remote = await t.app.inject({ method: 'GET', url: '/dev/correos', remoteAddress: '203.0.113.5' });
    expect(remote.statusCode).toBe(404);
  });

  it("announces the page's code, so the browser fetches it together with the entry", async () => {
    const login = await t.app.inject({ method: 'GET', url: '/postulantes/inicio-sesion' });
    expect(preloads(login.body)).toEqual(['/assets/paths-1.js', '/assets/login-1.js', '/assets/field-1.js']);
    const home = await t.app.inject({ method: 'GET', url: '/postulantes/' });
    expect(preloads(home.body)).toEqual(['/assets/paths-1.js', '/assets/private-layout-1.js', '/assets/home-1.js']);
    // An unknown path shows the not-found page, which is in the entry.
    const missing = await t.app.inject({ method: 'GET', url: '/no-existe' });
    expect(preloads(missing.body)).toEqual(['/assets/paths-1.js']);
  });

  it('HEAD answers like GET, without a body', async () => {
    for (const [url, status] of [
      ['/postulantes/inicio-sesion', 200],
      ['/no-existe', 404],
      ['/assets/index-abc123.js', 200],
      ['/favicon.svg', 200],
    ] as const) {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.body, url).toBe('');
    }
  });

  it('HEAD says how GET would be encoded (what `curl -sI` shows): the shell, a file and a JSON answer', async () => {
    for (const url of ['/postulantes/inicio-sesion', '/assets/index-abc123.js', '/api/recursos/listLugares']) {
      const get = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(get.headers['content-encoding'], url).toBe('br');
      expect(head.headers['content-encoding'], url).toBe('br');
      expect(head.headers.vary, url).toMatch(/accept-encoding/i);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.body, url).toBe('');
    }
  });
});

describe('other paths', () => {
  it('unknown API calls, uploads and other methods get the 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nada'],
      ['POST', '/api/nada'],
      ['GET', '/uploads/no-existe.png'],
      ['POST', '/postulantes/inicio-sesion'],
      ['DELETE', '/'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toMatchObject({ state: false, message: 'No se encontró el recurso solicitado.' });
    }
  });

  it('API answers above a small size are compressed for clients that accept it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/recursos/listLugares', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toMatchObject({ state: true });
  });
});
