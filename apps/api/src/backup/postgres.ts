/**
 * PostgreSQL's side of the backups: `pg_dump` in custom format (compressed) and `pg_restore`, both from Debian's
 * `postgresql-client-NN` of the server's major version, installed with apt when missing (docs/operations.md). The
 * row counts of the manifest are read in the very snapshot the dump sees, so they agree while the app writes.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { countRows, describeSchema, type Manifest } from './manifest.ts';

const run = promisify(execFile);

export interface PgTools {
  pgDump: string;
  pgRestore: string;
  major: number;
}

/** A connection string's parts for the client programs: the password goes in PGPASSWORD, never on a command line. */
export function connectionEnv(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env };
}

/** The database's address as the operator may read it: host, port and name, without user or password. */
export function describeUrl(url: string): string {
  const u = new URL(url);
  return `PostgreSQL ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0]?.server_version_num) / 10000);
  } finally {
    await client.end();
  }
}

async function versionOf(program: string): Promise<number | null> {
  try {
    const { stdout } = await run(program, ['--version']);
    const m = /(\d+)(?:\.\d+)?/.exec(stdout);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/**
 * `pg_dump` and `pg_restore` of the server's major version: Debian's `/usr/lib/postgresql/NN/bin`, else the ones on
 * the PATH when their version matches; missing, `postgresql-client-NN` is installed with apt-get when this runs as
 * root, and otherwise the error says the command to run.
 */
export async function findPgTools(url: string, log: (line: string) => void): Promise<PgTools> {
  const major = await serverMajor(url);
  const debian = (p: string) => `/usr/lib/postgresql/${major}/bin/${p}`;
  if (existsSync(debian('pg_dump')) && existsSync(debian('pg_restore')))
    return { pgDump: debian('pg_dump'), pgRestore: debian('pg_restore'), major };
  if ((await versionOf('pg_dump')) === major && (await versionOf('pg_restore')) === major)
    return { pgDump: 'pg_dump', pgRestore: 'pg_restore', major };
  const pkg = `postgresql-client-${major}`;
  const apt = existsSync('/usr/bin/apt-get');
  if (!apt || process.getuid?.() !== 0) {
    throw new Error(
      `Falta pg_dump de PostgreSQL ${major} (la versión del servidor). Instálelo con: sudo apt-get install ${pkg}` +
        ` (si Debian no lo ofrece, agregue antes el repositorio de apt.postgresql.org: https://wiki.postgresql.org/wiki/Apt).`,
    );
  }
  log(`Falta pg_dump de PostgreSQL ${major}: instalando ${pkg} con apt-get (apt-get update && apt-get install -y ${pkg})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    await run('apt-get', ['update', '-qq'], { env });
    await run('apt-get', ['install', '-y', '-qq', pkg], { env });
  } catch (err) {
    throw new Error(
      `No se pudo instalar ${pkg} con apt-get (${(err as Error).message.split('\n')[0]}). Si Debian no lo ofrece, agregue el ` +
        'repositorio de apt.postgresql.org (https://wiki.postgresql.org/wiki/Apt) e instálelo a mano.',
    );
  }
  if (!existsSync(debian('pg_dump'))) throw new Error(`${pkg} se instaló pero no se encuentra ${debian('pg_dump')}`);
  log(`${pkg} instalado.`);
  return { pgDump: debian('pg_dump'), pgRestore: debian('pg_restore'), major };
}

function spawnChecked(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program.split('/').pop()} terminó con código ${code}: ${stderr.trim().slice(0, 2000)}`)),
    );
  });
}

/**
 * Dumps the database to `file` (custom format, compressed) and reads the row counts in the same snapshot: a
 * repeatable-read transaction exports its snapshot and `pg_dump --snapshot` uses it, so rows written meanwhile are
 * in neither.
 */
export async function dumpPostgres(
  url: string,
  tools: PgTools,
  file: string,
): Promise<Pick<Manifest, 'servidor' | 'migracion' | 'tablas'>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ s: string }>('SELECT pg_export_snapshot() AS s');
    const snapshot = rows[0]?.s ?? '';
    const schema = await describeSchema(client);
    const tablas = await countRows(client);
    const { dbname, env } = connectionEnv(url);
    await spawnChecked(
      tools.pgDump,
      ['--format=custom', '--compress=6', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`],
      env,
    );
    await client.query('COMMIT');
    return { ...schema, tablas };
  } finally {
    await client.end();
  }
}

/** Whether the database has any table or the migrations' schema: then it is not empty. */
export async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema'))::int
            + (SELECT count(*) FROM pg_namespace WHERE nspname = 'drizzle')::int AS n`,
    );
    return rows[0]?.n === 0;
  } finally {
    await client.end();
  }
}

/** Empties a database for `--reemplazar`: the app's schemas dropped, `public` created again. */
export async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}

/** Restores a custom-format dump in one transaction (all or nothing), then reads the counts back. */
export async function restorePostgres(url: string, tools: PgTools, file: string): Promise<Pick<Manifest, 'migracion' | 'tablas'>> {
  const { dbname, env } = connectionEnv(url);
  await spawnChecked(
    tools.pgRestore,
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
    env,
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return { migracion: (await describeSchema(client)).migracion, tablas: await countRows(client) };
  } finally {
    await client.end();
  }
}
