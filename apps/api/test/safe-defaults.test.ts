/**
 * Safe by default (docs/security.md): the demo listens on this machine only, the outbox with its password-reset
 * links answers only here, nobody chooses their own address through X-Forwarded-For, production refuses demo
 * accounts and a missing or weak second-factor key, and a failed query never writes its values (a password hash)
 * into the log.
 */
import { ROLE } from '@practiperu/shared/constants';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { DEVELOPMENT_KEY } from '../src/lib/secret-box.ts';
import { hashPassword, PASSWORD_COST, passwordCost, TEST_PASSWORD_COST, verifyPassword } from '../src/lib/passwords.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { prepareForStart } from '../src/startup.ts';
import { usuario } from '../src/db/schema/index.ts';
import { call, createTestApp, createTestDatabase, createUser, TEST_TOTP_SECRET_KEY, type TestContext } from './helpers.ts';

const TOO_MANY = 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.';

/**
 * One database for the apps of this file that only read or add their own rows (each app keeps its own settings,
 * rate-limit counters and log); the tests that put demo accounts in a database get a fresh one.
 */
let sharedDb: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  sharedDb = await createTestDatabase();
});
afterAll(async () => {
  await sharedDb?.database.close();
  await sharedDb?.drop();
});

describe('configuration', () => {
  it('listens on the loopback address unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0', SEED_DEMO: 'false' }).HOST).toBe('0.0.0.0');
  });

  it('refuses to listen beyond this machine with the demo accounts unless ALLOW_DEMO_ON_NETWORK=true says so', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20']) {
      expect(() => loadConfig({ HOST }), HOST).toThrow(/HOST=.*demostración[\s\S]*ALLOW_DEMO_ON_NETWORK=true/);
      expect(() => loadConfig({ HOST, SEED_DEMO: 'true' }), HOST).toThrow(/ALLOW_DEMO_ON_NETWORK=true/);
      expect(loadConfig({ HOST, ALLOW_DEMO_ON_NETWORK: 'true' }).seedDemo, HOST).toBe(true);
      expect(loadConfig({ HOST, SEED_DEMO: 'false' }).seedDemo, HOST).toBe(false);
    }
    for (const HOST of ['127.0.0.1', '127.0.1.1', 'localhost', '::1']) expect(loadConfig({ HOST }).seedDemo, HOST).toBe(true);
  });

  it('in production beyond loopback, trusts proxies by address only: a hop count would trust whoever reaches the port', () => {
    const prod = { NODE_ENV: 'production', HOST: '0.0.0.0', TOTP_SECRET_KEY: TEST_TOTP_SECRET_KEY };
    expect(() => loadConfig({ ...prod, TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: .*direcciones/);
    expect(loadConfig({ ...prod, TRUST_PROXY: '10.0.0.5,10.0.1.0/24' }).TRUST_PROXY).toEqual(['10.0.0.5', '10.0.1.0/24']);
    expect(loadConfig({ ...prod }).TRUST_PROXY).toBe(false);
    // nginx on the same machine, the API on loopback: one hop is the nginx.
    expect(loadConfig({ ...prod, HOST: '127.0.0.1', TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
  });

  it('trusts no proxy by default; a hop count or a list of addresses when told; never everyone', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback' }).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY: dirección no válida/);
  });

  it('refuses demo data in production', () => {
    const prod = { NODE_ENV: 'production', TOTP_SECRET_KEY: TEST_TOTP_SECRET_KEY };
    expect(() => loadConfig({ ...prod, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
    expect(loadConfig(prod).seedDemo).toBe(false);
  });

  it("refuses production without a strong second-factor key of its own: administrators' secrets are sealed with it", () => {
    const prod = { NODE_ENV: 'production', SEED_DEMO: 'false' };
    // Missing: the built-in key is in the source, so whoever read the database would read every secret.
    expect(() => loadConfig(prod)).toThrow(/TOTP_SECRET_KEY: falta\. En producción los administradores ingresan con segundo factor/);
    expect(() => loadConfig({ ...prod, TOTP_SECRET_KEY: '' })).toThrow(/TOTP_SECRET_KEY: falta/);
    expect(() => loadConfig(prod)).toThrow(
      /openssl rand -base64 48[\s\S]*Refusing to start in production without a strong TOTP_SECRET_KEY/,
    );
    // Weak: short, the development key, or too repetitive to be random.
    expect(() => loadConfig({ ...prod, TOTP_SECRET_KEY: 'Kq3!x9Lm' })).toThrow(/TOTP_SECRET_KEY: mínimo 32 caracteres/);
    expect(() => loadConfig({ ...prod, TOTP_SECRET_KEY: DEVELOPMENT_KEY })).toThrow(/TOTP_SECRET_KEY: es la clave de desarrollo/);
    for (const key of ['a'.repeat(40), '1234'.repeat(10), 'abcdefg'.repeat(6)]) {
      expect(() => loadConfig({ ...prod, TOTP_SECRET_KEY: key }), key).toThrow(/TOTP_SECRET_KEY: tiene menos de 8 caracteres distintos/);
    }
    // What `openssl rand -base64 48` or `-hex 16` give is accepted, and kept as given.
    for (const key of [randomBytes(48).toString('base64'), randomBytes(16).toString('hex')]) {
      expect(loadConfig({ ...prod, TOTP_SECRET_KEY: key }).TOTP_SECRET_KEY, key).toBe(key);
    }
    // Outside production the demo keeps working without one (the built-in key, with nothing real to protect).
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).TOTP_SECRET_KEY).toBeUndefined();
  });

  it("hashes passwords at argon2id's full cost unless a test asks for less, which production refuses", () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).PASSWORD_HASH_COST).toBe('production');
    const prod = { NODE_ENV: 'production', TOTP_SECRET_KEY: TEST_TOTP_SECRET_KEY };
    expect(loadConfig(prod).PASSWORD_HASH_COST).toBe('production');
    expect(() => loadConfig({ ...prod, PASSWORD_HASH_COST: 'test' })).toThrow(
      /PASSWORD_HASH_COST: en producción las contraseñas se guardan con el costo completo de argon2id/,
    );
    expect(() => loadConfig({ SEED_DEMO: 'false', PASSWORD_HASH_COST: 'barato' })).toThrow(/PASSWORD_HASH_COST/);
    // Production's cost is OWASP's minimum for argon2id, written out (not left to the package's defaults).
    expect(PASSWORD_COST).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });

  it('refuses several API processes that would not share their database, counters and signing key', () => {
    const error = (() => {
      try {
        loadConfig({ API_PROCESSES: '2', SEED_DEMO: 'false' });
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(error).toMatch(/DATABASE_URL: con API_PROCESSES=2/);
    expect(error).toMatch(/REDIS_URL: con API_PROCESSES=2/);
    expect(error).toMatch(/FILE_URL_SECRET: con API_PROCESSES=2/);
    const shared = {
      API_PROCESSES: '2',
      DATABASE_URL: 'postgres://practiperu@127.0.0.1:5432/practiperu',
      REDIS_URL: 'redis://127.0.0.1:6379',
      FILE_URL_SECRET: 'una-clave-de-firma-de-32-caracteres-o-mas',
    };
    expect(loadConfig(shared).API_PROCESSES).toBe(2);
    expect(() => loadConfig({ ...shared, FILE_URL_SECRET: '' })).toThrow(/FILE_URL_SECRET: con API_PROCESSES=2/);
    // One process (the default) needs none of them.
    expect(loadConfig({}).API_PROCESSES).toBe(1);
  });
});

describe('the development outbox', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, { database: sharedDb.database });
  });
  afterAll(async () => t?.close());

  it('answers a request made on this machine', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/dev/correos' })).status).toBe(200);
  });

  it('is not found from another machine, or through a proxy', async () => {
    const remote = await call(t.app, { method: 'GET', url: '/api/dev/correos', remoteAddress: '203.0.113.5' });
    expect(remote.status).toBe(404);
    expect(remote.body).toEqual({ state: false, data: [], message: 'No se encontró el recurso solicitado.' });
    const proxied = await call(t.app, { method: 'GET', url: '/api/dev/correos', headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(proxied.status).toBe(404);
  });

  it('is not found when the request names another host (a forwarder on this machine that adds no header)', async () => {
    for (const host of ['practiperu.example', 'practiperu.example:3000', '192.168.1.20:3000', 'localhost.example.com']) {
      const res = await call(t.app, { method: 'GET', url: '/api/dev/correos', headers: { host } });
      expect(res.status, host).toBe(404);
      expect(res.body).toEqual({ state: false, data: [], message: 'No se encontró el recurso solicitado.' });
      const hook = await call(t.app, { method: 'POST', url: '/api/dev/recordatoriosGuardadas', headers: { host }, payload: {} });
      expect(hook.status, host).toBe(404);
    }
    for (const host of ['localhost:3000', '127.0.0.1:4060', '[::1]:3000', 'localhost']) {
      expect((await call(t.app, { method: 'GET', url: '/api/dev/correos', headers: { host } })).status, host).toBe(200);
    }
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' }, { database: sharedDb.database });
    try {
      expect((await call(prod.app, { method: 'GET', url: '/api/dev/correos' })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('caching of API answers', () => {
  it("a person's data is never stored by a browser or a proxy; public lookups keep their own caching", async () => {
    const t = await createTestApp({}, { database: sharedDb.database });
    try {
      const user = await createUser(t.db, { role: ROLE.POSTULANTE });
      const login = await call<string>(t.app, {
        method: 'POST',
        url: '/api/auth/loginPostulant',
        payload: { email: user.email, password: user.password },
      });
      const status = await call(t.app, { method: 'GET', url: '/api/postulantePremium/isPremiumPostulant', token: login.body.token });
      expect(status.status).toBe(200);
      expect(status.headers['cache-control']).toBe('no-store');
      const places = await call(t.app, { method: 'GET', url: '/api/recursos/listLugares' });
      expect(places.headers['cache-control']).toMatch(/^public/);
    } finally {
      await t.close();
    }
  });
});

describe('the client address behind a proxy', () => {
  const attempt = (app: FastifyInstance, i: number, headers: Record<string, string> = {}) =>
    call(app, {
      method: 'POST',
      url: '/api/auth/loginPostulant',
      payload: { email: `nadie${i}@prueba.pe`, password: 'Intento123' },
      headers,
      remoteAddress: '198.51.100.7',
    });

  it('in production without TRUST_PROXY, a new X-Forwarded-For on every attempt changes nothing: 429 at the same attempt', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', RATE_LIMIT_LOGIN_IP_PER_MINUTE: '3' }, { database: sharedDb.database });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await attempt(t.app, i, { 'x-forwarded-for': `192.0.2.${i + 1}` })).status);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      expect((await attempt(t.app, 9)).body.message).toBe(TOO_MANY);
    } finally {
      await t.close();
    }
  });

  it('with TRUST_PROXY=1 (one nginx in front), each client is counted by the address the proxy saw', async () => {
    const t = await createTestApp(
      { NODE_ENV: 'production', RATE_LIMIT_LOGIN_IP_PER_MINUTE: '3', TRUST_PROXY: '1' },
      { database: sharedDb.database },
    );
    try {
      for (let i = 0; i < 5; i++) expect((await attempt(t.app, i, { 'x-forwarded-for': `192.0.2.${i + 1}` })).status).toBe(401);
      const one = { 'x-forwarded-for': '192.0.2.100' };
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt(t.app, i, one)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('password hashes', () => {
  it('a production app hashes passwords at the full cost (the tests’ apps at the smallest), and either hash logs in', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' }, { database: sharedDb.database });
    let full: string;
    try {
      expect(passwordCost()).toBe(PASSWORD_COST);
      full = await hashPassword('Clave1234');
      expect(full).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    } finally {
      await prod.close();
    }
    const t = await createTestApp({}, { database: sharedDb.database });
    try {
      expect(passwordCost()).toBe(TEST_PASSWORD_COST);
      expect(await hashPassword('Clave1234')).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
      // A hash carries its cost: one made at production's still verifies under the tests' setting.
      expect(await verifyPassword(full, 'Clave1234')).toBe(true);
      expect(await verifyPassword(full, 'Clave12345')).toBe(false);
    } finally {
      await t.close();
    }
  });
});

describe('a database with demo accounts', () => {
  it('is refused at start on an address beyond loopback, unless ALLOW_DEMO_ON_NETWORK=true', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await createUser(database.db, { role: ROLE.RECLUTADOR, email: 'admin.red@demo.pe' });
      const start = (env: Record<string, string>) => prepareForStart(database, loadConfig({ SEED_DEMO: 'false', ...env }));
      await expect(start({ HOST: '0.0.0.0' })).rejects.toThrow(/cuenta\(s\) de demostración[\s\S]*ALLOW_DEMO_ON_NETWORK=true/);
      await expect(start({ HOST: '0.0.0.0', ALLOW_DEMO_ON_NETWORK: 'true' })).resolves.toBeTruthy();
      await expect(start({ HOST: '127.0.0.1' })).resolves.toBeTruthy();
    } finally {
      await database.close();
      await drop();
    }
  });
});

describe('a production database', () => {
  it('with demo accounts is refused at start', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await createUser(database.db, { role: ROLE.POSTULANTE, email: 'lucia.demo@demo.pe' });
      await expect(prepareDatabase(database, { seedDemo: false, isProduction: true })).rejects.toThrow(/cuenta\(s\) de demostración/);
      await database.db.delete(usuario).where(sql`${usuario.correo} like '%@demo.pe'`);
      await expect(prepareDatabase(database, { seedDemo: false, isProduction: true })).resolves.toBeTruthy();
    } finally {
      await database.close();
      await drop();
    }
  });
});

describe('the log', () => {
  it('holds a failed query without its values: no password hash, token or personal data', async () => {
    const { database } = sharedDb;
    const lines: string[] = [];
    const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'info' });
    const app = await buildApp(config, { database, logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$ZmFrZWhhc2g';
    // A write that the database refuses, as a failed registration's insert would be refused.
    app.post('/api/prueba/insertar', async () => {
      await app.db.execute(sql`insert into usuario (correo, clave_hash, rol) values (${'lucia@prueba.pe'}, ${hash}, ${99})`);
      return { state: true, data: [], message: '' };
    });
    await app.ready();
    try {
      const res = await app.inject({ method: 'POST', url: '/api/prueba/insertar', payload: {} });
      expect(res.statusCode).toBe(500);
      const log = lines.join('\n');
      expect(log).toContain('error no controlado');
      expect(log).toContain('insert into usuario');
      expect(log).not.toContain('argon2');
      expect(log).not.toContain('lucia@prueba.pe');
    } finally {
      await app.close();
    }
  });

  it('holds no signed link, query value or mailbox: the request line, an error and the outbox line', async () => {
    const { database } = sharedDb;
    const lines: string[] = [];
    const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'info' });
    const app = await buildApp(config, { database, logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
    const sig = 'Firma9x8y7z6Secreta';
    app.get('/api/prueba/fallar', async () => {
      throw new Error(
        `no se pudo avisar a rosa.quispe@gmail.com: https://practiperu.pe/api/postulantePremium/archivo/3?u=9&exp=1&sig=${sig}`,
      );
    });
    await app.ready();
    try {
      await app.inject({ method: 'GET', url: `/api/postulantePremium/archivo/12?u=34&exp=1999999999&sig=${sig}` });
      expect((await app.inject({ method: 'GET', url: '/api/prueba/fallar' })).statusCode).toBe(500);
      await app.inject({ method: 'GET', url: '/api/dev/correos?to=lucia.mamani@hotmail.com' });
      await app.mailer.send(app.db, 'jorge.huaman@outlook.com', { subject: 'Prueba', text: 't', html: '<p>t</p>', links: [] });
      await app.queue.drain();
      const log = lines.join('\n');
      // The names stay, so the operator still sees which link was asked for.
      expect(log).toContain('/api/postulantePremium/archivo/12?u=&exp=&sig=');
      expect(log).toContain('/api/dev/correos?to=');
      expect(log).toContain('archivo/3?u=&exp=&sig=');
      expect(log).toContain('@gmail.com');
      expect(log).toContain('@outlook.com');
      expect(log).toContain('correo guardado en la bandeja de desarrollo');
      for (const secret of [sig, '1999999999', 'rosa.quispe', 'lucia.mamani', 'jorge.huaman']) expect(log, secret).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
