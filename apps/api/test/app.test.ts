/**
 * What every call shares, whatever its group: the envelope on errors, the health
 * check, the OpenAPI document, security headers, a generic 500 that hides internals, the limits on
 * requests, and the configuration read at start.
 */
import { ROLE } from '@practiperu/shared/constants';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { execFileSync } from 'node:child_process';
import { connect } from 'node:net';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { redactUrl } from '../src/lib/log-redact.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { call, createTestApp, createTestDatabase, createUser, login, TEST_TOTP_SECRET_KEY } from './helpers.ts';

const GENERIC_ERROR = 'Se produjo un error, vuelva a intentarlo más adelante.';
const TOO_MANY = 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.';
const GLOBAL_LIMIT = 25;

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
// Log lines of the app, so the stories can check what an operator would find there.
const logLines: string[] = [];

beforeAll(async () => {
  const { database, drop } = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent',
    RATE_LIMIT_GLOBAL_PER_MINUTE: String(GLOBAL_LIMIT),
  });
  app = await withPluginsWatched(async () => {
    const built = await buildApp(config, {
      database,
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    });
    await built.ready();
    return built;
  });
  db = database.db;
  close = async () => {
    await app.close();
    await database.close();
    await drop();
  };
});
afterAll(async () => close?.());

/**
 * The plugins the app registered without a name for Fastify (lib/plugin-name.ts): Fastify asks its plugin utilities
 * for each plugin's name, and without one the answer is a search of every loaded module. A package's plugin that is
 * the whole export of a CommonJS file of its own (the documentation page registers one) is found that way, by its
 * path; ours never are.
 */
const unnamedPlugins: string[] = [];
async function withPluginsWatched<T>(build: () => Promise<T>): Promise<T> {
  const require = createRequire(import.meta.resolve('fastify'));
  const utils = require('./lib/plugin-utils.js') as { getPluginName(fn: object): string | null; getFuncPreview(fn: object): string };
  const original = utils.getPluginName;
  utils.getPluginName = (fn) => {
    const named = Boolean((fn as Record<symbol, unknown>)[Symbol.for('fastify.display-name')]);
    if (!named && !Object.values(require.cache).some((m) => m?.exports === fn)) unnamedPlugins.push(utils.getFuncPreview(fn));
    return original(fn);
  };
  try {
    return await build();
  } finally {
    utils.getPluginName = original;
  }
}

describe('registering the plugins', () => {
  it('gives Fastify every plugin by name, so that it searches no module for one', () => {
    // Fastify's own utilities are what the check hooks into: had it stopped asking them, nothing would be seen.
    expect(app.printPlugins()).toContain('healthRoutes');
    expect(unnamedPlugins).toEqual([]);
  });
});

describe('unknown addresses', () => {
  it('an /api route that does not exist answers 404 with the envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-existe'],
      ['POST', '/api/oferta/noExiste'],
      ['GET', '/api/auth/loginPostulant'],
      ['GET', '/api'],
    ] as const) {
      const res = await call(app, { method, url });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body).toEqual({ state: false, data: [], message: 'No se encontró el recurso solicitado.' });
    }
  });
});

describe('health', () => {
  it('GET /api/health answers 200 when the process and the database answer', async () => {
    const res = await call(app, { method: 'GET', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ state: true, data: [{ status: 'ok' }], message: '' });
  });
});

describe('the OpenAPI document', () => {
  it('GET /api/docs serves the documentation page', async () => {
    let res = await app.inject({ method: 'GET', url: '/api/docs' });
    if (res.statusCode >= 300 && res.statusCode < 400) {
      res = await app.inject({ method: 'GET', url: new URL(String(res.headers.location), 'http://localhost/api/docs').pathname });
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/swagger/i);
  });

  it('/api/docs/json lists the calls under the spec names, login included', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/auth/loginPostulant',
      '/api/auth/loginRecruiter',
      '/api/auth/loginAdmin',
      '/api/auth/mySession',
      '/api/auth/logout',
      '/api/health',
    ]) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
    // The login body comes from the shared zod schema.
    expect(JSON.stringify(doc.paths['/api/auth/loginPostulant']?.post?.requestBody)).toMatch(/email[\s\S]*password/);
  });
});

describe('security headers', () => {
  it('every answer carries a Content-Security-Policy and the usual hardening headers', async () => {
    for (const url of ['/api/health', '/api/no-existe', '/api/auth/mySession']) {
      const res = await app.inject({ method: url.endsWith('mySession') ? 'POST' : 'GET', url });
      const h = res.headers;
      const csp = String(h['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['x-frame-options']).toBeDefined();
      expect(h['referrer-policy']).toBeDefined();
      expect(h['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(h['cross-origin-opener-policy']).toBe('same-origin');
      expect(h['x-powered-by']).toBeUndefined();
    }
  });
});

describe('a failure inside the server', () => {
  it('answers 500 with the generic Spanish message and a request id, and never shows internals', async () => {
    const user = await createUser(db, { role: ROLE.POSTULANTE });
    const token = await login(app, user);
    // The session table disappears under the running app (a broken database), then comes back.
    await db.execute(sql`alter table sesion rename to sesion_fuera`);
    let res: Awaited<ReturnType<typeof call>>;
    try {
      res = await call(app, { method: 'POST', url: '/api/auth/mySession', token });
    } finally {
      await db.execute(sql`alter table sesion_fuera rename to sesion`);
    }
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ state: false, data: [], message: GENERIC_ERROR, optional: { request_id: expect.any(String) } });
    const requestId = res.body.optional!.request_id!;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const raw = JSON.stringify(res.body);
    for (const internal of ['sesion', 'usuario', 'select', 'relation', 'stack', 'drizzle', 'Failed query', '.ts:', token]) {
      expect(raw, internal).not.toContain(internal);
    }
    // The operator finds the real cause in the log under the same request id (and the token is not there).
    const entry = logLines
      .map((l) => JSON.parse(l) as { level: number; reqId?: string; err?: { message?: string } })
      .find((l) => l.level >= 50 && l.reqId === requestId);
    expect(entry?.err?.message).toMatch(/sesion/);
    expect(logLines.join('\n')).not.toContain(token);
    // Once the database is back, the same session works again.
    expect((await call(app, { method: 'POST', url: '/api/auth/mySession', token })).status).toBe(200);
  });
});

describe('limits on requests', () => {
  it('one address sending too many requests gets 429 with the Spanish message', async () => {
    const remoteAddress = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < GLOBAL_LIMIT; i++)
      statuses.push((await call(app, { method: 'POST', url: '/api/auth/mySession', remoteAddress })).status);
    expect(new Set(statuses)).toEqual(new Set([401]));
    const res = await call(app, { method: 'POST', url: '/api/auth/mySession', remoteAddress });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ state: false, data: [], message: TOO_MANY });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Other addresses, and the health check used by the load balancer, are not affected.
    expect((await call(app, { method: 'POST', url: '/api/auth/mySession', remoteAddress: '198.51.100.78' })).status).toBe(401);
    expect((await call(app, { method: 'GET', url: '/api/health', remoteAddress })).status).toBe(200);
  });

  it("the web app's files are not counted: a page's lazy chunks load whatever the API count of the address", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'practiperu-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>PractiPerú</title></head><body></body></html>');
    writeFileSync(path.join(dist, 'assets', 'contenido-premium-abc123.js'), 'export default 1;');
    const t = await createTestApp({ WEB_DIST_DIR: dist, RATE_LIMIT_GLOBAL_PER_MINUTE: '3' });
    try {
      const remoteAddress = '198.51.100.90';
      for (let i = 0; i < 6; i++) {
        expect((await t.app.inject({ method: 'GET', url: '/assets/contenido-premium-abc123.js', remoteAddress })).statusCode).toBe(200);
        expect((await t.app.inject({ method: 'GET', url: '/postulantes/', remoteAddress })).statusCode).toBe(200);
      }
      // The API still is.
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await t.app.inject({ method: 'POST', url: '/api/auth/mySession', remoteAddress })).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('a body over the size limit gets 413 with the envelope', async () => {
    const payload = JSON.stringify({ email: 'rosa@prueba.pe', password: 'x'.repeat(3 * 1024 * 1024) });
    const res = await call(app, {
      method: 'POST',
      url: '/api/auth/loginPostulant',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ state: false, data: [], message: 'La solicitud es demasiado grande.' });
  });

  it('a body nested deeper than 32 levels gets 400 with the envelope, whatever its size', async () => {
    const DEEP = { state: false, data: [], message: 'La solicitud tiene demasiados niveles de anidación.' };
    const send = (payload: string) =>
      call(app, { method: 'POST', url: '/api/auth/loginPostulant', headers: { 'content-type': 'application/json' }, payload });
    const objects = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
    for (const payload of ['['.repeat(150_000) + ']'.repeat(150_000), objects(33), `{"email":${'['.repeat(40)}`, `[${objects(32)}]`]) {
      const res = await send(payload);
      expect(res.status, payload.slice(0, 20)).toBe(400);
      expect(res.body).toEqual(DEEP);
    }
    // 32 levels are fine, and brackets inside a text are text.
    const fine = await send(`{"email":"${'[{'.repeat(40)}@prueba.pe","password":"x","extra":${objects(31)}}`);
    expect(fine.body.message).not.toBe(DEEP.message);
    expect((await send(objects(32))).body.message).not.toBe(DEEP.message);
    expect((await send('{"email": "a\\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", "password": "x"}')).body.message).not.toBe(DEEP.message);
    // Malformed and empty bodies keep their own answer.
    expect((await send('{"email":')).body).toEqual({ state: false, data: [], message: 'La solicitud no tiene un formato válido.' });
  });

  it('a body of a content type the API does not read gets 415 with the envelope', async () => {
    for (const contentType of ['application/xml', 'application/x-www-form-urlencoded', 'text/plain']) {
      const res = await call(app, {
        method: 'POST',
        url: '/api/auth/loginPostulant',
        headers: { 'content-type': contentType },
        payload: 'email=rosa@prueba.pe&password=x',
      });
      expect(res.status, contentType).toBe(415);
      expect(res.body).toEqual({ state: false, data: [], message: 'Tipo de contenido no admitido.' });
    }
  });

  it('a request the HTTP parser cannot read (a line break in a header, a bad method, huge headers) gets the envelope in Spanish', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const port = Number(new URL(address).port);
    // What the server writes back to raw bytes, until it closes the connection.
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect({ host: '127.0.0.1', port }, () => socket.end(request));
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const cases = [
      // A token pasted with the error text around it: a line break inside the header.
      [
        'GET /api/health HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer abc\ndef\r\n\r\n',
        400,
        'La solicitud está mal formada: revisa su dirección y sus cabeceras.',
      ],
      ['G@T /api/health HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'La solicitud está mal formada: revisa su dirección y sus cabeceras.'],
      [
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Relleno: ${'a'.repeat(20_000)}\r\n\r\n`,
        431,
        'Las cabeceras de la solicitud son demasiado grandes.',
      ],
    ] as const;
    for (const [request, status, message] of cases) {
      const answer = await raw(request);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head.split('\r\n')[0], request.slice(0, 30)).toBe(
        `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : 'Request Header Fields Too Large'}`,
      );
      expect(head).toMatch(/content-type: application\/json; charset=utf-8/i);
      expect(JSON.parse(body)).toEqual({ state: false, data: [], message });
    }
  });
});

describe('configuration read at start (STYLE habit 5)', () => {
  const base = { NODE_ENV: 'test', SEED_DEMO: 'false' };

  it('a bad PORT stops the start with a Spanish error naming the variable', () => {
    for (const PORT of ['abc', '70000', '-1', '80.5']) {
      expect(() => loadConfig({ ...base, PORT }), PORT).toThrow(/Configuración inválida[\s\S]*PORT/);
    }
  });

  it('a DATABASE_URL that is not PostgreSQL stops the start with a Spanish error naming the variable', () => {
    expect(() => loadConfig({ ...base, DATABASE_URL: 'mysql://root@localhost/practiperu' })).toThrow(
      /DATABASE_URL debe empezar con postgres:\/\//,
    );
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://u@db:5432/practiperu' }).DATABASE_URL).toBe('postgres://u@db:5432/practiperu');
    expect(loadConfig({ ...base, DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('every bad variable is listed at once, so one restart is enough to fix them', () => {
    let message = '';
    try {
      loadConfig({ ...base, PORT: 'abc', DATABASE_URL: 'mysql://x', SESSION_TTL_DAYS: '0' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/SESSION_TTL_DAYS/);
  });

  it('the errors are in Spanish even when the configuration is the first thing loaded', () => {
    const configModule = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/config.ts');
    const script = `const { loadConfig } = await import(${JSON.stringify(configModule)});
      try { loadConfig({ PORT: 'abc', NODE_ENV: 'prod' }); } catch (err) { console.log(err.message); }`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(out).toMatch(/Configuración inválida/);
    expect(out).toMatch(/PORT: .*se esperaba número/);
    expect(out).toMatch(/NODE_ENV: Opción inválida/);
    expect(out).not.toMatch(/Invalid|expected/);
  });

  it('demo accounts are never seeded in production: asking for them there is a configuration error', () => {
    for (const SEED_DEMO of [undefined, '', 'false', '0']) {
      const env = { NODE_ENV: 'production', TOTP_SECRET_KEY: TEST_TOTP_SECRET_KEY, ...(SEED_DEMO === undefined ? {} : { SEED_DEMO }) };
      expect(loadConfig(env).seedDemo, String(SEED_DEMO)).toBe(false);
    }
    for (const SEED_DEMO of ['true', '1'])
      expect(() => loadConfig({ NODE_ENV: 'production', TOTP_SECRET_KEY: TEST_TOTP_SECRET_KEY, SEED_DEMO }), SEED_DEMO).toThrow(
        /SEED_DEMO/,
      );
  });

  it('outside production a fresh clone gets the demo accounts unless SEED_DEMO turns them off', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: '0' }).seedDemo).toBe(false);
  });
});

describe('tokens in URLs never reach the log', () => {
  it('a confirmation link request is logged with [token] instead of the token', async () => {
    const token = 'Zx9_Abc-defGhijklmnopqrstuvwxyz0123456789AB';
    await call(app, { method: 'GET', url: `/api/usuario/validateAccount/${token}` });
    const joined = logLines.join('\n');
    // The global serializer writes [token]; a route may log its pattern (:token) instead.
    expect(joined).toMatch(/\/api\/usuario\/validateAccount\/(\[token\]|:token)/);
    expect(joined).not.toContain(token);
  });

  it('any other URL with a token-like segment is redacted by the global serializer', async () => {
    const token = 'Qq9_Abc-defGhijklmnopqrstuvwxyz0123456789AB';
    await call(app, { method: 'GET', url: `/api/no-existe/${token}` });
    const joined = logLines.join('\n');
    expect(joined).toContain('/api/no-existe/[token]');
    expect(joined).not.toContain(token);
  });

  it('redactUrl keeps ordinary paths and the names of the query, not its values', () => {
    expect(redactUrl('/api/recursos/listLugares')).toBe('/api/recursos/listLugares');
    expect(redactUrl('/api/recursos/listLugares?x=1&q=lima&flag')).toBe('/api/recursos/listLugares?x=&q=&flag');
    expect(redactUrl('/api/auth/validateTokenForgot/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa?x=1')).toBe(
      '/api/auth/validateTokenForgot/[token]?x=',
    );
  });
});
