/**
 * `npm run backup` and `npm run restore`: a dated backup of the database and the stored files, in a folder or a
 * bucket (BACKUP_DIR), the newest BACKUP_KEEP kept; and its restore into an empty database and storage, checked
 * against the backup's manifest (docs/operations.md).
 *
 * A backup is a folder `practiperu-YYYYMMDDTHHMMSSZ/` holding the database's dump (`base.dump`, PostgreSQL's custom
 * format, or `base.tar.gz`, PGlite's), every stored file gzip-compressed under `archivos/` with its stored name, and
 * `manifiesto.json`, written last: a folder without it is an interrupted backup, which the next run removes.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Config } from '../config.ts';
import { compareCounts, MANIFEST_FILE, parseManifest, sha256, type Manifest } from './manifest.ts';
import { dumpPglite, movePgliteAside, pgliteIsEmpty, restorePglite, SOCKET_NAME } from './pglite.ts';
import { describeUrl, dumpPostgres, emptyPostgres, findPgTools, postgresIsEmpty, restorePostgres } from './postgres.ts';
import { folderSpace, s3Space, type Space } from './space.ts';

export type BackupConfig = Pick<
  Config,
  | 'DATABASE_URL'
  | 'DATA_DIR'
  | 'uploadsDir'
  | 'BACKUP_DIR'
  | 'BACKUP_KEEP'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

const NAME = /^practiperu-\d{8}T\d{6}Z$/;
const FILES = 'archivos/';

/** `practiperu-20261129T101500Z`: the time in UTC, nothing else (never a host, user or password). */
export const backupName = (at: Date) =>
  `practiperu-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}`;

function s3Options(config: BackupConfig) {
  return {
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/** A place named by a folder path or `s3://bucket/prefix` (with the S3_* credentials). */
function spaceAt(config: BackupConfig, where: string): Space {
  const s3 = /^s3:\/\/([^/]+)\/?(.*)$/.exec(where);
  if (!s3) return folderSpace(path.resolve(where), { private: true });
  const prefix = s3[2] ? s3[2].replace(/\/*$/, '/') : '';
  return s3Space({ bucket: s3[1] ?? '', prefix, ...s3Options(config) });
}

/** Where the uploads are: the bucket S3_BUCKET, or the folder UPLOADS_DIR. */
export function uploadsSpace(config: BackupConfig): Space {
  if (config.S3_BUCKET) return s3Space({ bucket: config.S3_BUCKET, ...s3Options(config) });
  const dataDir = path.resolve(config.DATA_DIR);
  const uploads = path.resolve(config.uploadsDir);
  // The embedded database's files are not uploads, when UPLOADS_DIR is DATA_DIR itself or holds it.
  return folderSpace(uploads, {
    skip: (rel) => {
      const full = path.join(uploads, rel);
      return full === dataDir || (!config.DATABASE_URL && full === path.join(dataDir, SOCKET_NAME));
    },
  });
}

const backupSpace = (config: BackupConfig, name: string) =>
  spaceAt(
    config,
    config.BACKUP_DIR.startsWith('s3://') ? `${config.BACKUP_DIR.replace(/\/*$/, '/')}${name}` : path.join(config.BACKUP_DIR, name),
  );

/** The complete backups in BACKUP_DIR, newest first, and the folders of interrupted ones. */
export async function listBackups(config: BackupConfig): Promise<{ complete: string[]; interrupted: string[] }> {
  const keys = await spaceAt(config, config.BACKUP_DIR).list();
  const names = new Set<string>();
  const complete = new Set<string>();
  for (const key of keys) {
    const [first, ...rest] = key.split('/');
    if (!first || !NAME.test(first)) continue;
    names.add(first);
    if (rest.join('/') === MANIFEST_FILE) complete.add(first);
  }
  const sorted = (list: Iterable<string>) => [...list].sort().reverse();
  return { complete: sorted(complete), interrupted: sorted([...names].filter((n) => !complete.has(n))) };
}

export interface BackupResult {
  name: string;
  where: string;
  manifest: Manifest;
  /** Bytes written: the dump, the compressed files and the manifest. */
  bytes: number;
  removed: string[];
}

export async function createBackup(
  config: BackupConfig,
  opts: { log?: (line: string) => void; force?: boolean; now?: () => Date } = {},
): Promise<BackupResult> {
  const log = opts.log ?? (() => {});
  const started = (opts.now ?? (() => new Date()))();
  const t0 = performance.now();
  const name = backupName(started);
  const target = backupSpace(config, name);
  let written = 0;
  const put = async (key: string, bytes: Uint8Array) => {
    await target.write(key, bytes);
    written += bytes.length;
  };

  let db: Pick<Manifest, 'motor' | 'servidor' | 'migracion' | 'tablas' | 'base'>;
  if (config.DATABASE_URL) {
    log(`Base de datos: ${describeUrl(config.DATABASE_URL)} (pg_dump, formato custom)`);
    const tools = await findPgTools(config.DATABASE_URL, log);
    const dir = await mkdtemp(path.join(tmpdir(), 'practiperu-respaldo-'));
    try {
      const file = path.join(dir, 'base.dump');
      const part = await dumpPostgres(config.DATABASE_URL, tools, file);
      const bytes = await readFile(file);
      await put('base.dump', bytes);
      db = { motor: 'postgres', ...part, base: { archivo: 'base.dump', bytes: bytes.length, sha256: sha256(bytes) } };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  } else {
    log(`Base de datos: PGlite en ${config.DATA_DIR}`);
    const { bytes, lockedMs, ...part } = await dumpPglite({
      dataDir: config.DATA_DIR,
      uploadsDir: config.uploadsDir,
      force: Boolean(opts.force),
    });
    log(
      lockedMs === null
        ? 'Servidor detenido: copia directa de los archivos.'
        : `Instantánea tomada por el servidor en marcha (base bloqueada ${lockedMs} ms).`,
    );
    await put('base.tar.gz', bytes);
    db = { motor: 'pglite', ...part, base: { archivo: 'base.tar.gz', bytes: bytes.length, sha256: sha256(bytes) } };
  }

  const source = uploadsSpace(config);
  log(`Archivos: ${source.description}`);
  const lista: Manifest['archivos']['lista'] = {};
  let total = 0;
  for (const key of await source.list()) {
    const bytes = await source.read(key);
    lista[key] = { bytes: bytes.length, sha256: sha256(bytes) };
    total += bytes.length;
    await put(`${FILES}${key}.gz`, gzipSync(bytes));
  }

  const manifest: Manifest = {
    formato: 1,
    aplicacion: 'practiperu',
    creado_en: started.toISOString(),
    segundos: 0,
    ...db,
    archivos: { origen: source.description, total: Object.keys(lista).length, bytes: total, lista },
  };
  manifest.segundos = Math.round((performance.now() - t0) / 100) / 10;
  await put(MANIFEST_FILE, Buffer.from(JSON.stringify(manifest, null, 2)));

  // Retention: the newest BACKUP_KEEP complete backups stay; older ones and interrupted ones go.
  const { complete, interrupted } = await listBackups(config);
  const removed = [...complete.slice(config.BACKUP_KEEP), ...interrupted.filter((n) => n !== name)];
  for (const old of removed) await backupSpace(config, old).removeAll('');
  return { name, where: target.description, manifest, bytes: written, removed };
}

export interface RestoreResult {
  manifest: Manifest;
  tablas: Record<string, number>;
  archivos: number;
  segundos: number;
}

/**
 * Restores a backup (its name in BACKUP_DIR, a folder's path, or `s3://bucket/prefix/name`) into the configured
 * database and storage, which must be empty unless `replace` (then PostgreSQL's schemas are dropped, PGlite's
 * files moved aside, and stored files of the same name overwritten). Throws, in Spanish, at the first problem; the
 * final check compares every table's rows and every file's hash with the manifest.
 */
export async function restoreBackup(
  config: BackupConfig,
  ref: string,
  opts: { replace?: boolean; log?: (line: string) => void } = {},
): Promise<RestoreResult> {
  const log = opts.log ?? (() => {});
  const t0 = performance.now();
  const source = NAME.test(ref) ? backupSpace(config, ref) : spaceAt(config, ref);
  let manifest: Manifest;
  try {
    manifest = parseManifest(await source.read(MANIFEST_FILE));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? (err as { name?: string }).name;
    if (code === 'ENOENT' || code === 'NoSuchKey') {
      // Nothing there at all is a wrong name or place, not a backup cut short: say which.
      if ((await source.list()).length === 0)
        throw new Error(
          `No se encontró el respaldo en ${source.description}. Revise el nombre, y BACKUP_DIR si da solo el nombre ` +
            '(por omisión, la carpeta backups junto a DATA_DIR), o dé la ruta completa de la carpeta del respaldo.',
        );
      throw new Error(`El respaldo de ${source.description} está incompleto (falta ${MANIFEST_FILE}): quedó a medias.`);
    }
    throw err;
  }
  const engine = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.motor !== engine)
    throw new Error(
      `El respaldo es de ${manifest.motor === 'postgres' ? 'PostgreSQL' : 'PGlite'} y la configuración apunta a ` +
        `${engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (DATA_DIR)'}: restaure en el mismo motor.`,
    );
  const dump = await source.read(manifest.base.archivo);
  if (sha256(dump) !== manifest.base.sha256)
    throw new Error(`${manifest.base.archivo} no coincide con el manifiesto: el respaldo está dañado.`);

  const storage = uploadsSpace(config);
  const present = await storage.list();
  const dbEmpty = config.DATABASE_URL ? await postgresIsEmpty(config.DATABASE_URL) : pgliteIsEmpty(config.DATA_DIR);
  if ((!dbEmpty || present.length > 0) && !opts.replace) {
    const what = [
      !dbEmpty &&
        (config.DATABASE_URL
          ? `la base ${describeUrl(config.DATABASE_URL)} tiene tablas`
          : `DATA_DIR (${config.DATA_DIR}) ya tiene una base`),
      present.length > 0 && `${storage.description} tiene ${present.length} archivo(s)`,
    ].filter(Boolean);
    throw new Error(
      `Se restaura solo en una base y un almacenamiento vacíos: ${what.join('; ')}. ` +
        'Apunte a otros vacíos, o repita con --reemplazar para borrar la base actual y sobrescribir los archivos.',
    );
  }

  log(
    `Restaurando ${manifest.creado_en} (${manifest.motor}, ${Object.keys(manifest.tablas).length} tablas, ${manifest.archivos.total} archivos)`,
  );
  let tablas: Record<string, number>;
  let migracion: Manifest['migracion'];
  if (config.DATABASE_URL) {
    const tools = await findPgTools(config.DATABASE_URL, log);
    if (!dbEmpty) {
      log(`--reemplazar: se borran los esquemas de ${describeUrl(config.DATABASE_URL)}`);
      await emptyPostgres(config.DATABASE_URL);
    }
    const dir = await mkdtemp(path.join(tmpdir(), 'practiperu-restaurar-'));
    try {
      const file = path.join(dir, 'base.dump');
      await writeFile(file, dump);
      ({ tablas, migracion } = await restorePostgres(config.DATABASE_URL, tools, file));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  } else {
    if (!dbEmpty) log(`--reemplazar: la base anterior queda en ${await movePgliteAside(config.DATA_DIR, config.uploadsDir)}`);
    ({ tablas, migracion } = await restorePglite(config.DATA_DIR, dump));
  }
  const problems = compareCounts(manifest.tablas, tablas);
  if (migracion.aplicadas !== manifest.migracion.aplicadas)
    problems.push(`migraciones aplicadas: ${migracion.aplicadas}; el respaldo, ${manifest.migracion.aplicadas}`);

  for (const [key, want] of Object.entries(manifest.archivos.lista)) {
    const bytes = gunzipSync(await source.read(`${FILES}${key}.gz`));
    if (sha256(bytes) !== want.sha256) {
      problems.push(`el archivo ${key} del respaldo no coincide con su huella`);
      continue;
    }
    await storage.write(key, bytes);
  }
  // Read back from the storage itself: what the app will serve.
  for (const [key, want] of Object.entries(manifest.archivos.lista)) {
    const bytes = await storage.read(key).catch(() => null);
    if (!bytes) problems.push(`falta el archivo ${key}`);
    else if (sha256(bytes) !== want.sha256) problems.push(`el archivo ${key} restaurado no coincide con su huella`);
  }
  if (problems.length > 0) throw new Error(`La restauración no coincide con el manifiesto:\n  - ${problems.join('\n  - ')}`);
  return { manifest, tablas, archivos: manifest.archivos.total, segundos: Math.round((performance.now() - t0) / 100) / 10 };
}
