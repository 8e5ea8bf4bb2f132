/** Test harness: a real app over a database in the prepared state, driven through HTTP (`inject`). */
import type { Envelope } from '@practiperu/shared/envelope';
import { ROLE, type Role } from '@practiperu/shared/constants';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Transporter } from 'nodemailer';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database, DatabaseOptions, Db } from '../src/db/client.ts';
import { carrera, correo, institucion, organizacion, postulante, usuario } from '../src/db/schema/index.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { TEST_PASSWORD_COST } from '../src/lib/passwords.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { leaseDatabase, restoreRows, saveRows } from './databases.ts';
import { oncePerRun } from './once-per-run.ts';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  clock: { now: Date };
  /** The SQL statements sent through drizzle while `fn` runs (createTestApp; decision 047: a bulk change's count is constant). */
  sentencias?<T>(fn: () => Promise<T>): Promise<{ valor: T; sentencias: string[] }>;
  close(): Promise<void>;
}

/**
 * A database in the state the run prepared (migrated, with the reference data), for one test file or one app of it:
 * a PGlite loaded from the run's dump, or a copy of the PostgreSQL template. The files of a worker reuse databases
 * (test/databases.ts): `close()` gives this one back, reset for the next; `drop()` does the same.
 */
export async function createTestDatabase(opts: DatabaseOptions = {}): Promise<{ database: Database; drop(): Promise<void> }> {
  const { database, give } = await leaseDatabase(opts);
  return { database, drop: give };
}

/**
 * A real app over a database in the prepared state (a worker's, reset: test/databases.ts). With `deps.database`, the app runs over that database instead (another app of the
 * same file, built with other settings: production, a small rate limit) and `close()` leaves it open for its owner;
 * such an app counts no statements (`sentencias` is missing).
 */
/**
 * A random second-factor key of this test run: production refuses to start without a strong one, and every app
 * made here (production ones included) seals with it.
 */
export const TEST_TOTP_SECRET_KEY = randomBytes(36).toString('base64url');

export async function createTestApp(
  env: Record<string, string> = {},
  deps: { mailTransport?: Transporter; database?: Database } = {},
): Promise<TestContext> {
  let registro: string[] | null = null;
  const { database, drop } = deps.database
    ? { database: { ...deps.database, close: async () => {} }, drop: async () => {} }
    : await createTestDatabase({ onQuery: (query) => registro?.push(query) });
  const uploads = mkdtempSync(path.join(tmpdir(), 'practiperu-uploads-'));
  const config = loadConfig({
    UPLOADS_DIR: uploads,
    PUBLIC_URL: 'http://practiperu.test',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent',
    TOTP_SECRET_KEY: TEST_TOTP_SECRET_KEY,
    // argon2id at its smallest cost (about 0.3 ms a hash instead of 30): a test's logins and recovery codes hash as
    // in production otherwise. Production refuses it, so its apps here keep the real cost (src/lib/passwords.test.ts).
    ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: 'test' }),
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
    ...(deps.database
      ? {}
      : {
          sentencias: async <T>(fn: () => Promise<T>) => {
            registro = [];
            try {
              const valor = await fn();
              return { valor, sentencias: registro };
            } finally {
              registro = null;
            }
          },
        }),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}

/** The clock of the curated demo that createDemoApp restores: it was seeded at this instant. */
export const DEMO_START = new Date('2027-03-10T15:00:00Z');

/**
 * An app over the curated demo (the accounts, CVs, offers, applications, reviews, premium content and team of
 * `npm start`, without the marketplace) as seeded at DEMO_START, its clock at DEMO_START. The demo is seeded once per
 * test run (by the first worker that asks, with the real seedDemo, which must say it seeded) and saved as its rows and
 * its uploaded files; each app gets a copy of both, so a file may change what it was given.
 */
export async function createDemoApp(env: Record<string, string> = {}): Promise<TestContext> {
  const demo = await savedDemo();
  const t = await createTestApp(env);
  try {
    await restoreRows(t.database, demo.rows);
    cpSync(demo.uploads, t.config.uploadsDir, { recursive: true });
  } catch (err) {
    await t.close();
    throw err;
  }
  t.clock.now = DEMO_START;
  return t;
}

/**
 * The curated demo as seeded once for the run: `rows`, the statements that put its rows on a database in the prepared
 * state (test/databases.ts, saveRows), and `uploads`, the folder of the files it stored.
 */
export async function savedDemo(): Promise<{ rows: string; uploads: string }> {
  const saved = await oncePerRun('demo-curado', async (dir) => {
    const t = await createTestApp();
    try {
      t.clock.now = DEMO_START;
      if (!(await seedDemo(t.db, t.app.storage, DEMO_START, { mercado: false }))) throw new Error('seedDemo: la base no estaba vacía');
      writeFileSync(path.join(dir, 'filas.sql'), await saveRows(t.database));
      cpSync(t.config.uploadsDir, path.join(dir, 'uploads'), { recursive: true });
    } finally {
      await t.close();
    }
  });
  return { rows: readFileSync(path.join(saved, 'filas.sql'), 'utf8'), uploads: path.join(saved, 'uploads') };
}

export const TEST_PASSWORD = 'Clave1234';
let counter = 0;

/**
 * The hash of TEST_PASSWORD, made once per worker at the tests' cost (TEST_PASSWORD_COST): every account a test
 * creates shares the password. Logging in still verifies it for real, at the cost the hash carries.
 */
let testPasswordHash: Promise<string> | undefined;
function hashOfTestPassword(): Promise<string> {
  testPasswordHash ??= hash(TEST_PASSWORD, TEST_PASSWORD_COST);
  return testPasswordHash;
}

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
  // Taken before any await: concurrent calls each get their own number (and so their own RUC).
  const n = ++counter;
  const email = opts.email ?? `usuario${n}-${randomUUID().slice(0, 8)}@prueba.pe`;
  const [user] = await db
    .insert(usuario)
    .values({
      correo: email,
      clave_hash: await hashOfTestPassword(),
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
    const ruc = `20${String(900000000 + n).slice(0, 9)}`;
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
/**
 * Tests that seed the demo on a fresh embedded database: the curated accounts (about thirty with CVs, offers and
 * applications) and, unless `{ mercado: false }`, the demo marketplace (some 6,000 rows in bulk inserts): seconds
 * alone, much more when CI runs every suite at once on two cores.
 */
export const DEMO_SEED_TIMEOUT = 120_000;

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

/**
 * Fills the required CV data (the gate, docs/cv.md) of an applicant directly in the database, with real reference
 * rows: a student of Ingeniería Industrial (VIII ciclo) at UNSA, living in Cayma, Arequipa. Other tests use it
 * to get an applicant past `cv_completo`. Returns the values written.
 */
export async function completePostulanteCv(db: Db, userId: number) {
  const [inst] = await db
    .select({ id: institucion.id, nombre: institucion.nombre })
    .from(institucion)
    .where(and(eq(institucion.tipo, 1), eq(institucion.nombre, 'Universidad Nacional de San Agustín de Arequipa')));
  const [car] = await db
    .select({ id: carrera.id, nombre: carrera.nombre, clave: carrera.clave })
    .from(carrera)
    .where(and(eq(carrera.tipo, 1), eq(carrera.nombre, 'Ingeniería Industrial')));
  if (!inst || !car) throw new Error('completePostulanteCv: faltan datos de referencia');
  const year = new Date().getFullYear();
  const values = {
    dni: '72345678',
    sexo: 0,
    fecha_nacimiento: '2003-05-14',
    licencia_conducir: 0,
    tipo_carrera: 1,
    id_inst_educativa: inst.id,
    inst_educativa_nombre: inst.nombre,
    id_carrera_actual: car.id,
    carrera_actual: car.nombre,
    claves: car.clave,
    estado_estudios: 0,
    ciclo_actual: 4,
    fecha_ingreso: `${year - 4}-01-01`,
    fecha_egreso: `${year + 1}-01-01`,
    id_region: 4,
    region: 'Arequipa',
    provincia: 'Arequipa',
    distrito: 'Cayma',
    correo_contacto: 'contacto@prueba.pe',
  };
  await db.update(postulante).set(values).where(eq(postulante.usuario_id, userId));
  return values;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A real PNG (RGB, a diagonal gradient) that image decoders and pdfkit accept. */
export function pngImage(width = 32, height = 32): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * (width * 3 + 1) + 1 + x * 3;
      raw[i] = 200;
      raw[i + 1] = (x * 255) / width;
      raw[i + 2] = (y * 255) / height;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A multipart/form-data body for `inject`: text fields and files. */
export function multipartBody(
  parts: ({ name: string; value: string } | { name: string; filename: string; type: string; content: Buffer })[],
) {
  const boundary = `----practiperu${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    chunks.push(
      Buffer.from(`--${boundary}\r\n${disposition}`),
      'filename' in part ? part.content : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
