/**
 * The embedded database's side of the backups. PGlite serves one process and has no lock of its own, so while the
 * server runs nobody else may open its data folder. The running server therefore takes the snapshot itself: asked
 * on a Unix socket in DATA_DIR (mode 0600: only the account that runs the server, and root, can ask), it waits until
 * no transaction and no statement is running, copies the database's files to a new temporary folder and answers
 * that folder; `npm run backup` then opens the copy (PostgreSQL's crash recovery makes it whole, as after a power
 * cut) and writes PGlite's own dump (`dumpDataDir`) from it. With the server stopped, the backup copies the files
 * itself. The live folder is never opened by the backup (decision in docs/operations.md).
 */
import { PGlite } from '@electric-sql/pglite';
import { chmod, cp, mkdir, mkdtemp, readdir, rm, unlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pgliteExtensions } from '../db/client.ts';
import { countRows, describeSchema, type Manifest } from './manifest.ts';

export const SOCKET_NAME = 'respaldo.sock';
/** Linux's limit on a socket's path is 108 bytes with the final NUL. */
const SOCKET_PATH_MAX = 107;

const socketPath = (dataDir: string) => path.join(path.resolve(dataDir), SOCKET_NAME);

/** What of DATA_DIR is not the database: the uploads folder when it lies inside, the socket, PGlite's pid file. */
function databaseFilter(dataDir: string, uploadsDir: string) {
  const root = path.resolve(dataDir);
  const uploads = path.resolve(uploadsDir);
  return (source: string) => {
    const full = path.resolve(source);
    if (full === uploads || full.startsWith(uploads + path.sep)) return false;
    return full !== path.join(root, SOCKET_NAME) && full !== path.join(root, 'postmaster.pid');
  };
}

async function copyDatabaseFiles(dataDir: string, uploadsDir: string): Promise<string> {
  const into = await mkdtemp(path.join(tmpdir(), 'practiperu-instantanea-'));
  await cp(dataDir, into, { recursive: true, filter: databaseFilter(dataDir, uploadsDir) });
  return into;
}

/**
 * A crash-consistent copy of a running PGlite's files: taken while no transaction is open and no statement runs
 * (PGlite's own two locks), after a checkpoint so that little is left for recovery to replay.
 */
export async function snapshotRunningPglite(
  client: PGlite,
  dataDir: string,
  uploadsDir: string,
): Promise<{ carpeta: string; bloqueo_ms: number }> {
  await client.exec('CHECKPOINT');
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const t0 = performance.now();
      const carpeta = await copyDatabaseFiles(dataDir, uploadsDir);
      return { carpeta, bloqueo_ms: Math.round(performance.now() - t0) };
    }),
  );
}

/**
 * Stops a start (the server's, `npm run admin:create`'s) whose DATA_DIR a running server already uses: two PGlite
 * processes on one folder corrupt it.
 */
export async function assertNoOtherServer(dataDir: string): Promise<void> {
  const file = socketPath(dataDir);
  if (existsSync(file) && (await answers(file)))
    throw new Error(`Otro proceso ya usa la base embebida de ${dataDir} (responde en ${file}).`);
}

export interface BackupSocket {
  close(): Promise<void>;
}

/**
 * Serves snapshots on DATA_DIR/respaldo.sock while the server runs. A socket left by a server that died is replaced;
 * one that answers means another server uses this DATA_DIR, and two PGlite processes on one folder would corrupt it,
 * so the start stops. A DATA_DIR whose path is too long for a socket gets none: backups then need the server stopped.
 */
export async function serveBackupSocket(
  client: PGlite,
  opts: { dataDir: string; uploadsDir: string; warn: (msg: string) => void },
): Promise<BackupSocket | null> {
  const file = socketPath(opts.dataDir);
  if (Buffer.byteLength(file) > SOCKET_PATH_MAX) {
    opts.warn(`DATA_DIR es demasiado largo para ${SOCKET_NAME}: los respaldos (npm run backup) pedirán detener el servidor`);
    return null;
  }
  await assertNoOtherServer(opts.dataDir);
  if (existsSync(file)) await unlink(file);
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/instantanea') {
      res.writeHead(404).end();
      return;
    }
    snapshotRunningPglite(client, opts.dataDir, opts.uploadsDir).then(
      (answer) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer)),
      (err: unknown) => res.writeHead(500).end(err instanceof Error ? err.message : String(err)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  await chmod(file, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function answers(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(file);
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

/** Asks the running server for a snapshot; null when no server answers on the socket. */
async function requestSnapshot(dataDir: string): Promise<{ carpeta: string; bloqueo_ms: number } | null> {
  const file = socketPath(dataDir);
  if (!existsSync(file) || !(await answers(file))) return null;
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath: file, path: '/instantanea', method: 'POST' }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`el servidor no pudo tomar la instantánea: ${body}`));
        else resolve(JSON.parse(body) as { carpeta: string; bloqueo_ms: number });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * PGlite's dump of DATA_DIR (gzip-compressed tar) with the manifest's database part, read from the dumped copy
 * itself. `how` says whether the running server took the snapshot or the files were copied with the server stopped.
 */
export async function dumpPglite(opts: {
  dataDir: string;
  uploadsDir: string;
  force: boolean;
}): Promise<{ bytes: Buffer; lockedMs: number | null } & Pick<Manifest, 'servidor' | 'migracion' | 'tablas'>> {
  if (!existsSync(path.join(opts.dataDir, 'PG_VERSION'))) throw new Error(`No hay una base embebida en ${opts.dataDir} (DATA_DIR).`);
  const snapshot = await requestSnapshot(opts.dataDir);
  let folder = snapshot?.carpeta;
  if (!folder) {
    if (existsSync(path.join(opts.dataDir, 'postmaster.pid')) && !opts.force) {
      throw new Error(
        `La base embebida de ${opts.dataDir} parece abierta (postmaster.pid) pero ningún servidor responde en ${SOCKET_NAME}. ` +
          'Si el servidor está en marcha, respalde con él en marcha desde la misma cuenta del sistema; si se detuvo de golpe ' +
          'y ningún proceso la usa, repita con --forzar.',
      );
    }
    folder = await copyDatabaseFiles(opts.dataDir, opts.uploadsDir);
  }
  try {
    const copy = await PGlite.create({ dataDir: folder, extensions: pgliteExtensions });
    try {
      const schema = await describeSchema(copy);
      const tablas = await countRows(copy);
      const dump = await copy.dumpDataDir('gzip');
      return { bytes: Buffer.from(await dump.arrayBuffer()), lockedMs: snapshot?.bloqueo_ms ?? null, ...schema, tablas };
    } finally {
      await copy.close();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Whether DATA_DIR holds a database already. */
export const pgliteIsEmpty = (dataDir: string) => !existsSync(path.join(dataDir, 'PG_VERSION'));

/** Moves an existing database's files aside (`--reemplazar`) into a sibling folder, which the caller names. */
export async function movePgliteAside(dataDir: string, uploadsDir: string): Promise<string> {
  if (existsSync(path.join(dataDir, 'postmaster.pid')))
    throw new Error(`Detenga el servidor antes de reemplazar la base embebida de ${dataDir} (postmaster.pid).`);
  const aside = `${path.resolve(dataDir)}.antes-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await cp(dataDir, aside, { recursive: true, filter: databaseFilter(dataDir, uploadsDir) });
  const keep = databaseFilter(dataDir, uploadsDir);
  for (const entry of await readdir(dataDir)) {
    const full = path.join(dataDir, entry);
    if (keep(full)) await rm(full, { recursive: true, force: true });
  }
  return aside;
}

/** Loads a PGlite dump into an empty DATA_DIR and reads the counts back. */
export async function restorePglite(dataDir: string, bytes: Uint8Array): Promise<Pick<Manifest, 'migracion' | 'tablas'>> {
  await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    loadDataDir: new Blob([new Uint8Array(bytes)], { type: 'application/x-gzip' }),
    extensions: pgliteExtensions,
  });
  try {
    const { migracion } = await describeSchema(client);
    return { migracion, tablas: await countRows(client) };
  } finally {
    await client.close();
  }
}
