/** One database API over two engines: embedded PGlite (default) or a PostgreSQL server (DATABASE_URL). */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { withPreparedStatements } from './pglite-statements.ts';
import * as schema from './schema/index.ts';
import { apiSource } from '../locations.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository method takes either the database or a transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database itself (PGlite only): the backup's snapshot takes its locks (backup/pglite.ts). */
  pglite?: PGlite;
  /** The connection pool's counts (PostgreSQL; the embedded database has one connection and none). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export const migrationsFolder = apiSource('db/migrations');

export const pgliteExtensions = { pg_trgm, unaccent };

/** Options of a database handle: `onQuery` sees every statement sent through drizzle (the tests count them). */
export interface DatabaseOptions {
  onQuery?: (query: string) => void;
}

const loggerOf = (opts: DatabaseOptions) => (opts.onQuery ? { logger: { logQuery: opts.onQuery } } : {});

export function fromPglite(client: PGlite, opts: DatabaseOptions = {}): Database {
  const db = drizzlePglite({ client: withPreparedStatements(client), schema, ...loggerOf(opts) });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function fromPostgres(url: string, opts: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server closes (restart, failover) must not crash the process: the pool
  // drops it and opens a new one on the next query.
  pool.on('error', (err) => console.warn(`PostgreSQL: conexión inactiva cerrada (${err.message})`));
  const db = drizzleNodePg({ client: pool, schema, ...loggerOf(opts) });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return fromPostgres(opts.databaseUrl);
  const client = await PGlite.create({ dataDir: opts.dataDir, extensions: pgliteExtensions });
  return fromPglite(client);
}

/** PostgreSQL error code of a failed query (drizzle wraps it: TOOLING). */
export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
