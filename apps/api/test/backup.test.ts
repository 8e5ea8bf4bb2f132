/**
 * `npm run backup` and `npm run restore` on the engine of this pass: the demo's data (accounts, CVs, offers,
 * applications, payments, premium files) and an uploaded photo are backed up while the app runs, restored into a
 * new database and a new uploads folder, and the restored rows per table and files' hashes are the originals'. The
 * same again with the uploads in an S3 bucket and the backups under a bucket's prefix (s3rver, an S3-compatible
 * server started in-process, as in storage.test.ts): restored into a new database and a new, empty bucket.
 */
import { PGlite } from '@electric-sql/pglite';
import { readFileSync, writeFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { createBackup, listBackups, restoreBackup, type BackupResult } from '../src/backup/backup.ts';
import { countRows, sha256 } from '../src/backup/manifest.ts';
import { serveBackupSocket, type BackupSocket } from '../src/backup/pglite.ts';
import { s3Space } from '../src/backup/space.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { fromPglite, fromPostgres, pgliteExtensions, type Database } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';
import { DEMO_SEED_TIMEOUT, savedDemo } from './helpers.ts';

const url = process.env.DATABASE_URL;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

let work: string;
const databases: string[] = [];

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A new PostgreSQL database (a copy of the migrated template, or empty) and its address. */
async function newPostgres(fromTemplate: boolean): Promise<string> {
  const name = `practiperu_r_${Math.random().toString(36).slice(2, 12)}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}${fromTemplate ? ` TEMPLATE ${inject('pgTemplate')}` : ''}`));
  databases.push(name);
  return withDatabase(url ?? '', name);
}

/** The configuration of a deployment whose data lives under `dir` (uploads inside DATA_DIR, as by default). */
function configAt(dir: string, databaseUrl: string | undefined, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: path.join(dir, 'data'),
    BACKUP_DIR: path.join(work, 'backups'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
}

async function fileHashes(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const walk = async (dir: string, rel: string) => {
    for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const key = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(path.join(dir, e.name), key);
      else out[key] = sha256(await readFile(path.join(dir, e.name)));
    }
  };
  await walk(root, '');
  return out;
}

async function countsOf(config: Config): Promise<Record<string, number>> {
  if (config.DATABASE_URL) {
    const c = new pg.Client({ connectionString: config.DATABASE_URL });
    await c.connect();
    try {
      return await countRows(c);
    } finally {
      await c.end();
    }
  }
  const client = await PGlite.create({ dataDir: config.DATA_DIR, extensions: pgliteExtensions });
  try {
    return await countRows(client);
  } finally {
    await client.close();
  }
}

describe('Respaldos que se restauran', () => {
  let config: Config;
  let database: Database;
  let app: FastifyInstance;
  let socket: BackupSocket | null = null;
  let before: Record<string, number>;
  let files: Record<string, string>;
  let backup: BackupResult;
  let target: Config;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'practiperu-backup-test-'));
    const source = path.join(work, 'origen');
    if (url) {
      config = configAt(source, await newPostgres(true));
      database = fromPostgres(config.DATABASE_URL ?? '');
    } else {
      config = configAt(source, undefined);
      // The running server's embedded database: files in DATA_DIR, uploads in DATA_DIR/uploads, the backup socket.
      await mkdir(config.DATA_DIR, { recursive: true });
      const client = await PGlite.create({
        dataDir: config.DATA_DIR,
        loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]),
        extensions: pgliteExtensions,
      });
      database = fromPglite(client);
      socket = await serveBackupSocket(client, { dataDir: config.DATA_DIR, uploadsDir: config.uploadsDir, warn: () => {} });
    }
    // The curated demo, seeded once for the run (helpers.ts, savedDemo): its rows and its uploaded files.
    const demo = await savedDemo();
    if (database.pglite) await database.pglite.exec(demo.rows);
    else {
      const c = new pg.Client({ connectionString: config.DATABASE_URL });
      await c.connect();
      await c.query(demo.rows).finally(() => c.end());
    }
    await cp(demo.uploads, config.uploadsDir, { recursive: true });
    app = await buildApp(config, { database, logger: false });
    await app.ready();
    await app.storage.save('fotos', PNG, 'png');
    before = database.pglite ? await countRows(database.pglite) : await countsOf(config);
    files = await fileHashes(config.uploadsDir);
  }, DEMO_SEED_TIMEOUT);

  afterAll(async () => {
    await socket?.close();
    await app?.close();
    await database?.close();
    if (url) for (const name of databases) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await rm(work, { recursive: true, force: true });
  });

  test('the demo holds data of every kind, and files', () => {
    for (const table of [
      'usuario',
      'postulante',
      'organizacion',
      'oferta',
      'postulacion',
      'pago',
      'contenido_premium',
      'experiencia_laboral',
    ])
      expect(before[table], table).toBeGreaterThan(0);
    expect(before['drizzle.__drizzle_migrations']).toBeGreaterThan(20);
    expect(Object.keys(files).some((k) => k.startsWith('fotos/'))).toBe(true);
    expect(Object.keys(files).some((k) => k.endsWith('.mp4'))).toBe(true);
  });

  test('a backup taken while the app runs records every table, the migration and every file', async () => {
    // Two older backups and an interrupted one (no manifest) already there; two are kept.
    for (const old of ['practiperu-20250101T000000Z', 'practiperu-20250102T000000Z']) {
      await mkdir(path.join(config.BACKUP_DIR, old), { recursive: true });
      writeFileSync(path.join(config.BACKUP_DIR, old, 'manifiesto.json'), '{}');
    }
    await mkdir(path.join(config.BACKUP_DIR, 'practiperu-20250103T000000Z'), { recursive: true });
    writeFileSync(path.join(config.BACKUP_DIR, 'practiperu-20250103T000000Z', 'base.dump'), 'a medias');
    backup = await createBackup({ ...config, BACKUP_KEEP: 2 });
    expect(backup.name).toMatch(/^practiperu-\d{8}T\d{6}Z$/);
    expect(backup.removed.sort()).toEqual(['practiperu-20250101T000000Z', 'practiperu-20250103T000000Z']);
    expect((await listBackups(config)).complete).toEqual([backup.name, 'practiperu-20250102T000000Z']);
    const m = backup.manifest;
    expect(m.motor).toBe(url ? 'postgres' : 'pglite');
    expect(m.tablas).toEqual(before);
    expect(m.migracion.etiqueta).toMatch(/^\d{4}_/);
    expect(Object.fromEntries(Object.entries(m.archivos.lista).map(([k, v]) => [k, v.sha256]))).toEqual(files);
    // The embedded database's own files are not taken for uploads, nor the uploads into the database's dump.
    expect(Object.keys(m.archivos.lista).every((k) => !k.startsWith('base/') && k !== 'respaldo.sock')).toBe(true);
    const stored = await fileHashes(path.join(config.BACKUP_DIR, backup.name));
    expect(Object.keys(stored)).toEqual(expect.arrayContaining(['manifiesto.json', m.base.archivo]));
    expect(stored[m.base.archivo]).toBe(m.base.sha256);
    // The name and the manifest hold no secret: no connection string, no password.
    const text = readFileSync(path.join(config.BACKUP_DIR, backup.name, 'manifiesto.json'), 'utf8');
    if (url) expect(text).not.toContain(url);
  });

  test('restored into a new database and a new uploads folder, rows per table and files are the originals', async () => {
    target = configAt(path.join(work, 'destino'), url ? await newPostgres(false) : undefined);
    const r = await restoreBackup(target, backup.name);
    expect(r.tablas).toEqual(before);
    expect(await countsOf(target)).toEqual(before);
    expect(await fileHashes(target.uploadsDir)).toEqual(files);
  });

  test('a name not found in BACKUP_DIR says the backup is not there, not that one was cut short', async () => {
    const elsewhere = configAt(path.join(work, 'sin-respaldos'), undefined, { BACKUP_DIR: path.join(work, 'sin-respaldos', 'backups') });
    const missing = restoreBackup(elsewhere, backup.name);
    await expect(missing).rejects.toThrow(/^No se encontró el respaldo en carpeta .*sin-respaldos\/backups\/practiperu-.*BACKUP_DIR/s);
    await expect(restoreBackup(elsewhere, backup.name)).rejects.not.toThrow(/manifiesto/);
    // A folder with files but no manifest is a backup cut short.
    const half = path.join(work, 'a-medias');
    await mkdir(half, { recursive: true });
    writeFileSync(path.join(half, 'base.dump'), 'a medias');
    await expect(restoreBackup(elsewhere, half)).rejects.toThrow(/está incompleto \(falta manifiesto\.json\)/);
  });

  test('a database or storage that is not empty is refused with a clear message', async () => {
    await expect(restoreBackup(target, backup.name)).rejects.toThrow(/vacíos.*--reemplazar/s);
    // An empty database, but an uploads folder with a file in it.
    const uploads = path.join(work, 'con-archivo');
    await mkdir(uploads);
    writeFileSync(path.join(uploads, 'suelto.png'), PNG);
    const withFile = configAt(path.join(work, 'solo-archivos'), url ? await newPostgres(false) : undefined, { UPLOADS_DIR: uploads });
    await expect(restoreBackup(withFile, backup.name)).rejects.toThrow(/con-archivo tiene 1 archivo\(s\)/);
  });

  describe('to S3 and back', () => {
    let s3: S3rver;
    let s3Settings: Pick<Config, 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>;
    let onS3: Config;
    let b: BackupResult;
    const bucket = (name: string, prefix = '') =>
      s3Space({
        bucket: name,
        prefix,
        region: 'us-east-1',
        endpoint: s3Settings.S3_ENDPOINT,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      });

    beforeAll(async () => {
      s3 = new S3rver({
        address: '127.0.0.1',
        port: 0,
        directory: path.join(work, 's3'),
        silent: true,
        configureBuckets: [{ name: 'subidas' }, { name: 'respaldos' }, { name: 'subidas-restauradas' }],
      });
      const { port } = await s3.run();
      s3Settings = {
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_REGION: 'us-east-1',
        S3_FORCE_PATH_STYLE: true,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      };
      // The same deployment with its uploads in a bucket (S3_BUCKET) instead of the folder.
      const uploads = bucket('subidas');
      for (const key of Object.keys(files)) await uploads.write(key, await readFile(path.join(config.uploadsDir, key)));
      onS3 = { ...config, ...s3Settings, S3_BUCKET: 'subidas', BACKUP_DIR: 's3://respaldos/practiperu', BACKUP_KEEP: 2 };
    });
    afterAll(async () => s3?.close());

    // Each of these does a whole dump or restore over HTTP to the bucket: more than the default minute on a loaded machine.
    test(
      'a backup goes under the bucket prefix with every table and file; the oldest beyond BACKUP_KEEP is deleted',
      { timeout: 180_000 },
      async () => {
        // Already under the prefix: two complete backups and an interrupted one; with BACKUP_KEEP=2 the oldest goes.
        const kept = bucket('respaldos', 'practiperu/');
        await kept.write('practiperu-20250101T000000Z/manifiesto.json', Buffer.from('{}'));
        await kept.write('practiperu-20250102T000000Z/manifiesto.json', Buffer.from('{}'));
        await kept.write('practiperu-20250103T000000Z/base.dump', Buffer.from('a medias'));

        b = await createBackup(onS3);
        expect(b.where).toBe(`bucket s3://respaldos/practiperu/${b.name}/`);
        expect(b.removed.sort()).toEqual(['practiperu-20250101T000000Z', 'practiperu-20250103T000000Z']);
        expect((await listBackups(onS3)).complete).toEqual([b.name, 'practiperu-20250102T000000Z']);
        const objects = await kept.list();
        expect(objects.some((k) => k.startsWith('practiperu-20250101T000000Z/') || k.startsWith('practiperu-20250103T000000Z/'))).toBe(
          false,
        );
        expect(objects).toEqual(expect.arrayContaining([`${b.name}/manifiesto.json`, `${b.name}/${b.manifest.base.archivo}`]));
        expect(b.manifest.tablas).toEqual(before);
        expect(b.manifest.archivos.origen).toBe('bucket s3://subidas/');
        expect(Object.fromEntries(Object.entries(b.manifest.archivos.lista).map(([k, v]) => [k, v.sha256]))).toEqual(files);
      },
    );

    test(
      'restored by name from the bucket into a new database and a new, empty bucket: rows and files are the originals',
      { timeout: 180_000 },
      async () => {
        const dest = configAt(path.join(work, 'destino-s3'), url ? await newPostgres(false) : undefined);
        const targetOnS3 = { ...dest, ...s3Settings, S3_BUCKET: 'subidas-restauradas', BACKUP_DIR: 's3://respaldos/practiperu' };
        const r = await restoreBackup(targetOnS3, b.name);
        expect(r.tablas).toEqual(before);
        const restored = bucket('subidas-restauradas');
        const hashes: Record<string, string> = {};
        for (const key of await restored.list()) hashes[key] = sha256(await restored.read(key));
        expect(hashes).toEqual(files);
        // Nothing was written to the uploads folder of the new deployment: its files are in the bucket.
        expect(await fileHashes(dest.uploadsDir)).toEqual({});
      },
    );
  });

  test('a damaged dump is refused before anything is written', async () => {
    const copy = path.join(work, 'copia');
    await cp(path.join(config.BACKUP_DIR, backup.name), copy, { recursive: true });
    writeFileSync(path.join(copy, backup.manifest.base.archivo), 'dañado');
    const fresh = configAt(path.join(work, 'otro'), url ? await newPostgres(false) : undefined);
    await expect(restoreBackup(fresh, copy)).rejects.toThrow(/dañado/);
    expect(await fileHashes(fresh.uploadsDir)).toEqual({});
  });
});
