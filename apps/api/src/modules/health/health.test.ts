/**
 * How a process tells its supervisor and its load balancer how it is (`/api/health/live`, `/ready`), how it ends
 * (SIGTERM: readiness 503 first, the requests in flight finished, then closed; a bound when they do not end), and
 * what it shows at `/metrics` and to whom (docs/deployment.md).
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { shutDown } from '../../lifecycle.ts';
import { call, createTestApp, createTestDatabase, type TestContext } from '../../../test/helpers.ts';

const TOKEN = 'token-de-metricas-de-prueba-0123456789abcdef';

/**
 * One database for the apps of this file (each with its own settings); only the test whose database stops answering
 * closes a database of its own.
 */
let shared: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  shared = await createTestDatabase();
});
afterAll(async () => {
  await shared?.database.close();
  await shared?.drop();
});

describe('health: live and ready', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, { database: shared.database });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a running process is live and ready; while it shuts down it is still live but not ready (503 in Spanish)', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/health/live' })).status).toBe(200);
    const ready = await call<{ status: string }>(t.app, { method: 'GET', url: '/api/health/ready' });
    expect(ready.status).toBe(200);
    expect(ready.body.data).toEqual([{ status: 'ok' }]);

    t.app.lifecycle.closing = true;
    try {
      const closing = await call(t.app, { method: 'GET', url: '/api/health/ready' });
      expect(closing.status).toBe(503);
      expect(closing.body).toMatchObject({
        state: false,
        message: 'El servicio se está reiniciando. Vuelve a intentarlo en unos segundos.',
      });
      expect((await call(t.app, { method: 'GET', url: '/api/health/live' })).status).toBe(200);
    } finally {
      t.app.lifecycle.closing = false;
    }
  });
});

describe('health: the database does not answer', () => {
  it('the process is live, but neither ready nor healthy: 503 in Spanish, never a 500', async () => {
    const { database, drop } = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '/nonexistent',
      PUBLIC_URL: 'http://practiperu.test',
    });
    const app = await buildApp(config, { database, logger: false });
    await app.ready();
    await database.close();
    try {
      expect((await call(app, { method: 'GET', url: '/api/health/live' })).status).toBe(200);
      for (const url of ['/api/health/ready', '/api/health']) {
        const res = await call(app, { method: 'GET', url });
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({
          state: false,
          message: 'El servicio no puede atender en este momento. Vuelve a intentarlo en unos minutos.',
        });
      }
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('metrics', () => {
  let dev: TestContext;
  let prod: TestContext;
  let withToken: TestContext;
  beforeAll(async () => {
    dev = await createTestApp({}, { database: shared.database });
    // Production settings the config requires besides NODE_ENV (no demo data, a public address).
    prod = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://practiperu.test' }, { database: shared.database });
    withToken = await createTestApp(
      { NODE_ENV: 'production', PUBLIC_URL: 'https://practiperu.test', METRICS_TOKEN: TOKEN },
      { database: shared.database },
    );
  });
  afterAll(async () => {
    await Promise.all([dev.close(), prod.close(), withToken.close()]);
  });

  it('counts each request under its route pattern, method and status, in Prometheus format, with the queue and the process', async () => {
    await dev.app.inject({ method: 'GET', url: '/api/health/live' });
    await dev.app.inject({ method: 'GET', url: '/api/recursos/listLugares' });
    await dev.app.inject({ method: 'GET', url: '/api/no-existe/123' });
    const res = await dev.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status_code="200"\} 1/);
    expect(res.body).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/recursos\/listLugares"/);
    // A path no route of its own matches is counted under the catch-all's pattern, never as a series of its own.
    expect(res.body).toMatch(/route="\/\*",status_code="404"\} 1/);
    expect(res.body).not.toContain('no-existe');
    expect(res.body).toMatch(/^jobs\{state="pendiente"\} \d+$/m);
    expect(res.body).toContain('practiperu_process_cpu_user_seconds_total');
  });

  it('outside production it answers this machine only; another address gets the 404 of a path that does not exist', async () => {
    const other = await dev.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    const unknown = await dev.app.inject({ method: 'GET', url: '/no-existe-tampoco', remoteAddress: '10.1.2.3' });
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(unknown.body);
    // A proxy on this machine forwarding someone else's request is not this machine.
    const forwarded = await dev.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '10.1.2.3' } });
    expect(forwarded.statusCode).toBe(404);
  });

  it('in production without METRICS_TOKEN it does not exist, not even for this machine', async () => {
    expect((await prod.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('with METRICS_TOKEN only the bearer of that token reads it', async () => {
    const get = (authorization?: string) =>
      withToken.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    expect((await get()).statusCode).toBe(404);
    expect((await get('Bearer otro-token-0123456789abcdef0123456789abcdef')).statusCode).toBe(404);
    expect((await get(`Basic ${TOKEN}`)).statusCode).toBe(404);
    const ok = await get(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('http_request_duration_seconds');
  });
});

describe('shutting down', () => {
  /**
   * A server on a free port with one route that answers when the test says so, over the file's database: the shutdown
   * closes a handle that notes it was closed (`closed`), and the file closes the real one at its end.
   */
  async function slowServer() {
    let closed = false;
    const database = {
      ...shared.database,
      close: async () => {
        closed = true;
      },
    };
    const drop = async () => {};
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '/nonexistent',
      PUBLIC_URL: 'http://practiperu.test',
    });
    const app = await buildApp(config, { database, logger: false });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const arrived = new Promise<void>((resolve) => (started = resolve));
    app.get('/lento', async () => {
      started();
      await gate;
      return { hecho: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const get = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    return { app, database, drop, release, arrived, get, closed: () => closed };
  }

  it('says it is not ready first, finishes the request in flight, then closes the server and the database', async () => {
    const s = await slowServer();
    try {
      const inFlight = s.get('/lento');
      await s.arrived;
      let endDelay!: () => void;
      const delay = new Promise<void>((resolve) => (endDelay = resolve));
      const waits: number[] = [];
      const closing = shutDown(s.app, s.database, {
        delayMs: 5000,
        timeoutMs: 60_000,
        // The delay ends when the test says; the bound never comes.
        wait: (ms) => {
          waits.push(ms);
          return ms === 5000 ? delay : new Promise<void>(() => {});
        },
      });
      // During the delay the process still serves, and its readiness says 503.
      const ready = await s.get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(waits).toEqual([5000]);
      endDelay();
      // Closing waits for the request in flight: it is answered in full.
      s.release();
      expect(await inFlight).toEqual({ status: 200, body: JSON.stringify({ hecho: true }) });
      expect(await closing).toBe('drained');
      expect(s.closed()).toBe(true);
      // Closed: nothing listens any more.
      await expect(s.get('/api/health/live')).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await s.drop();
    }
  });

  it('when the work in flight does not end, it gives up at the bound and says so', async () => {
    const s = await slowServer();
    try {
      void s.get('/lento').catch(() => {});
      await s.arrived;
      // The bound comes at once; the request is never released.
      const outcome = await shutDown(s.app, s.database, { delayMs: 0, timeoutMs: 1, wait: () => Promise.resolve() });
      expect(outcome).toBe('timed-out');
    } finally {
      s.release();
      await s.app.close();
      await s.database.close().catch(() => {});
      await s.drop();
    }
  });
});
