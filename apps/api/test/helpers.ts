/** Test harness: a real app over a fresh copy of the prepared database, driven through HTTP (`inject`). */
import { PGlite } from '@electric-sql/pglite';
import type { Envelope } from '@practiperu/shared/envelope';
import { ROLE, type Role } from '@practiperu/shared/constants';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { fromPglite, fromPostgres, pgliteExtensions, type Database, type Db } from '../src/db/client.ts';
import { correo, organizacion, postulante, usuario } from '../src/db/schema/index.ts';
import { desc, sql } from 'drizzle-orm';
import { hashPassword } from '../src/lib/passwords.ts';
import { withDatabase } from './global-setup.ts';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  clock: { now: Date };
  close(): Promise<void>;
}

/** A fresh database for one test file: a PGlite loaded from the run's dump, or a copy of the PostgreSQL template. */
export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `practiperu_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
    const database = fromPostgres(withDatabase(url, name));
    return {
      database,
      drop: async () => {
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteDump'))]);
  const client = await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions });
  return { database: fromPglite(client), drop: async () => {} };
}

export async function createTestApp(env: Record<string, string> = {}, deps: { mailTransport?: Transporter } = {}): Promise<TestContext> {
  const { database, drop } = await createTestDatabase();
  const uploads = mkdtempSync(path.join(tmpdir(), 'practiperu-uploads-'));
  const config = loadConfig({
    UPLOADS_DIR: uploads,
    PUBLIC_URL: 'http://practiperu.test',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  const clock = { now: new Date() };
  const app = await buildApp(config, { database, now: () => clock.now, logger: false, mailTransport: deps.mailTransport });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}

export const TEST_PASSWORD = 'Clave1234';
let counter = 0;

export interface TestUser {
  id: number;
  email: string;
  password: string;
  role: Role;
}

/** Creates a confirmed, active account of a role, with its company or applicant record. */
export async function createUser(
  db: Db,
  opts: { role?: Role; email?: string; confirmed?: boolean; active?: boolean; isDev?: boolean; nombres?: string; nombreOrg?: string } = {},
): Promise<TestUser> {
  const role = opts.role ?? ROLE.POSTULANTE;
  const email = opts.email ?? `usuario${++counter}-${randomUUID().slice(0, 8)}@prueba.pe`;
  const [user] = await db
    .insert(usuario)
    .values({
      correo: email,
      clave_hash: await hashPassword(TEST_PASSWORD),
      rol: role,
      nombres: opts.nombres ?? 'Rosa',
      apellidos: 'Huamán Ccori',
      confirmado_en: opts.confirmed === false ? null : new Date(),
      activo: opts.active ?? true,
      is_dev: opts.isDev ?? false,
    })
    .returning({ id: usuario.id });
  if (!user) throw new Error('no user');
  if (role === ROLE.POSTULANTE) await db.insert(postulante).values({ usuario_id: user.id });
  if (role === ROLE.RECLUTADOR) {
    const ruc = `20${String(100000000 + counter * 7919 + Math.floor(Math.random() * 1000)).slice(0, 9)}`;
    await db.insert(organizacion).values({
      usuario_id: user.id,
      ruc,
      nombre_completo: `${opts.nombreOrg ?? 'Empresa'} S.A.C.`,
      nombre: opts.nombreOrg ?? 'Empresa de Prueba',
    });
  }
  return { id: user.id, email, password: TEST_PASSWORD, role };
}

const loginPath: Record<Role, string> = { 0: '/api/auth/loginPostulant', 1: '/api/auth/loginRecruiter', 2: '/api/auth/loginAdmin' };

/** Logs a user in through the real login call and returns the bearer token. */
export async function login(app: FastifyInstance, user: TestUser): Promise<string> {
  const res = await app.inject({ method: 'POST', url: loginPath[user.role], payload: { email: user.email, password: user.password } });
  const body = res.json<Envelope<string>>();
  if (res.statusCode !== 200 || !body.token) throw new Error(`login failed: ${res.body}`);
  return body.token;
}

/** `inject` with an optional bearer token, returning status and parsed envelope. */
export async function call<T = unknown>(
  app: FastifyInstance,
  opts: InjectOptions & { token?: string },
): Promise<{ status: number; body: Envelope<T>; headers: Record<string, unknown> }> {
  const { token, ...rest } = opts;
  const res = await app.inject({
    ...rest,
    headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, body: res.json<Envelope<T>>(), headers: res.headers };
}

/** Delivers the mail a request enqueued and returns the newest message sent to an address (outbox). */
export async function lastMailTo(
  t: TestContext,
  to: string,
): Promise<{ asunto: string; texto: string; html: string; enlaces: string[] } | undefined> {
  await t.app.queue.drain();
  const [row] = await t.db
    .select()
    .from(correo)
    .where(sql`lower(${correo.para}) = lower(${to})`)
    .orderBy(desc(correo.id))
    .limit(1);
  return row;
}
