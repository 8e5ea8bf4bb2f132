/**
 * The test databases of a worker, reused from file to file. Loading a PGlite from the run's dump costs about a second
 * of CPU and some 350 MB, and nearly every API test file needs one (often several); putting a used database back in
 * the state the run prepared (migrated, with the reference data) costs a few hundredths of that. So a database given
 * back (`close()`) waits in the worker for the next file, which gets it reset:
 *
 * - the rows of every application table that holds some are deleted (or, once many deleted rows have piled up in its
 *   files, every application table is emptied with `TRUNCATE`) and every sequence is set back to where it was; when
 *   a reference table's rows differ from the prepared database's (read once per worker, from a fresh copy: each
 *   table's row count and a sum of its rows' hashes), every table is emptied and the reference tables filled again
 *   with the prepared rows;
 * - a database whose definitions a file changed (a dropped column or trigger, a renamed table, a new function, a
 *   session setting: a fingerprint of the catalog and the session's settings differs from the prepared one's), or
 *   whose reset fails (a transaction left open), is thrown away and a fresh one loaded instead.
 *
 * A test file sees what it saw before: an empty application over the reference data, ids counted from the start. A
 * handle given back refuses every further statement (PGlite) or has its connections ended (PostgreSQL), so late work
 * of a finished file cannot write into the next file's database. On PostgreSQL the same holds with a database per
 * worker copied from the run's template (test/global-setup.ts drops them at the end).
 */
import { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, fromPostgres, pgliteExtensions, type Database, type DatabaseOptions } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';

/** One database of the worker, free or lent to a test file. */
interface Slot {
  /** Runs statements (several at once, no parameters) and returns the rows of the last. */
  sql(text: string): Promise<Record<string, unknown>[]>;
  /** A handle for one lease: its statements go to this database until it is given back. */
  open(opts: DatabaseOptions, given: () => boolean): Database;
  destroy(): Promise<void>;
  /** Rows deleted by resets since the database was last emptied with TRUNCATE. */
  deadRows: number;
}

/** What a prepared database holds beyond its definitions: read once per worker from a fresh copy. */
interface Prepared {
  fingerprint: string;
  /** The whole reset: every table emptied, the reference rows put back, the sequences set back. */
  reset: string;
  /** A summary of the reference rows (count and a sum of row hashes per table): the prepared one, and how to read it. */
  reference: string;
  readReference: string;
  /** The application tables that hold rows (`t`) and how many (`n`, at most just past DEAD_ROWS_MAX). */
  readFilled: string;
  /** Every application table emptied, the sequences set back. */
  emptyAll: string;
  /** The rows of these tables deleted (no trigger or foreign-key check runs), the sequences set back. */
  deleteRows(tables: string[]): string;
  /** The tables that hold rows when prepared, each with its summary (count and sum of row hashes). */
  referenceSums: Map<string, string>;
}

/** Deleted rows a database may carry (in its files, invisible) before a reset empties every table instead. */
const DEAD_ROWS_MAX = 5_000;

/** Databases given back, ready to be reset and lent again. One is kept: a file rarely needs more at once. */
const free: Slot[] = [];
const KEEP_FREE = 1;
let prepared: Promise<Prepared> | undefined;

/** A database in the prepared state, for one test file or one app of it; `give()` hands it back (idempotent). */
export async function leaseDatabase(opts: DatabaseOptions = {}): Promise<{ database: Database; give(): Promise<void> }> {
  let slot = free.pop();
  if (slot && !(await reset(slot))) {
    await slot.destroy().catch(() => {});
    slot = undefined;
  }
  if (!slot) {
    slot = await (process.env.DATABASE_URL ? postgresSlot(process.env.DATABASE_URL) : pgliteSlot());
    // The first fresh copy of the worker tells what "prepared" means.
    prepared ??= readPrepared(slot);
    await prepared;
  }
  const lent = slot;
  let given = false;
  const handle = lent.open(opts, () => given);
  const give = async () => {
    if (given) return;
    given = true;
    await handle.close();
    if (free.length < KEEP_FREE) free.push(lent);
    else await lent.destroy();
  };
  const database = { ...handle, close: give };
  lentSlots.set(database, lent);
  return { database, give };
}

/** Puts a used database back in the prepared state; false when it cannot be (the caller throws it away). */
async function reset(slot: Slot): Promise<boolean> {
  try {
    const p = await prepared!;
    const [row] = await slot.sql(FINGERPRINT);
    if (row?.f !== p.fingerprint) return false;
    // Most files write a few rows into a few application tables and none into the reference ones: those rows are
    // deleted, a third of the CPU of emptying every table (each TRUNCATE gives a table and its indexes new files).
    // Deleted rows stay in the files until a TRUNCATE, so once the deleted rows since the last one pass DEAD_ROWS_MAX
    // every application table is emptied again.
    const [ref] = await slot.sql(p.readReference);
    if (String(ref?.r) !== p.reference) {
      await slot.sql(p.reset);
      slot.deadRows = 0;
      return true;
    }
    const filled = (await slot.sql(p.readFilled)).map((r) => ({ t: String(r.t), n: Number(r.n) }));
    const dead = slot.deadRows + filled.reduce((sum, x) => sum + x.n, 0);
    if (dead > DEAD_ROWS_MAX) {
      await slot.sql(p.emptyAll);
      slot.deadRows = 0;
    } else {
      await slot.sql(p.deleteRows(filled.map((x) => x.t)));
      slot.deadRows = dead;
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * The definitions a test could change, and the session's own settings: any DDL adds, drops or rewrites rows of these
 * catalogs (a new object takes a new oid; a dropped column stays, marked dropped; a replaced function keeps its oid
 * but not its body).
 */
const FINGERPRINT = `select md5(concat_ws('|',
  (select string_agg(concat_ws(':', oid, relname, relkind, relnatts, relrowsecurity), ',' order by oid) from pg_class),
  (select string_agg(concat_ws(':', attrelid, attnum, attname, atttypid, attnotnull, atthasdef, attisdropped), ',' order by attrelid, attnum)
     from pg_attribute where attrelid >= 16384),
  (select string_agg(concat_ws(':', oid, tgenabled), ',' order by oid) from pg_trigger),
  (select string_agg(concat_ws(':', oid, md5(prosrc)), ',' order by oid) from pg_proc where oid >= 16384),
  (select string_agg(oid::text, ',' order by oid) from pg_constraint),
  (select string_agg(oid::text, ',' order by oid) from pg_attrdef),
  (select string_agg(oid::text, ',' order by oid) from pg_type where oid >= 16384),
  (select string_agg(oid::text, ',' order by oid) from pg_namespace),
  (select string_agg(oid::text, ',' order by oid) from pg_extension),
  (select string_agg(oid::text, ',' order by oid) from pg_rewrite where oid >= 16384),
  (select string_agg(concat_ws('=', name, setting), ',' order by name) from pg_settings where source in ('session', 'database', 'user'))
)) as f`;

/** The application's tables: every schema but the system's and the migrator's bookkeeping. */
const USER_TABLES = `select format('%I.%I', n.nspname, c.relname) as t, c.oid::int as oid
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'drizzle')
    and n.nspname not like 'pg\\_%' order by 1`;

/** Reads a fresh database's rows and sequences into the statements that bring a used one back to them. */
/**
 * The statement that puts a table's rows, as they are now, back into it. Generated columns are computed again; every
 * other column gets its value back, identities included.
 */
async function refillOf(slot: Slot, t: string, oid: number): Promise<string> {
  const [cols] = await slot.sql(
    `select string_agg(quote_ident(attname), ', ' order by attnum) as c from pg_attribute where attrelid = ${oid} and attnum > 0 and not attisdropped and attgenerated = ''`,
  );
  const [data] = await slot.sql(`select json_agg(x)::text as j from ${t} x`);
  const json = String(data!.j);
  let tag = 'filas';
  while (json.includes(`$${tag}$`)) tag += '_';
  return `insert into ${t} (${String(cols!.c)}) overriding system value select ${String(cols!.c)} from json_populate_recordset(null::${t}, $${tag}$${json}$${tag}$)`;
}

async function readPrepared(slot: Slot): Promise<Prepared> {
  const [row] = await slot.sql(FINGERPRINT);
  const tables = (await slot.sql(USER_TABLES)) as { t: string; oid: number }[];
  const counts = await slot.sql(tables.map((x) => `select ${x.oid} as oid, count(*)::int as n from ${x.t}`).join(' union all '));
  const filled = new Set(counts.filter((c) => Number(c.n) > 0).map((c) => Number(c.oid)));
  const refills: string[] = [];
  for (const { t, oid } of tables.filter((x) => filled.has(x.oid))) {
    refills.push(await refillOf(slot, t, oid));
  }
  const sequences = await slot.sql(
    `select format('select setval(%L, %s, %s)', format('%I.%I', schemaname, sequencename), coalesce(last_value, start_value), case when last_value is null then 'false' else 'true' end) as s
       from pg_sequences where schemaname <> 'drizzle'`,
  );
  const reset = [
    'begin',
    // The rows go back as they were: no trigger or foreign-key check runs for them.
    'set local session_replication_role = replica',
    `truncate ${tables.map((x) => x.t).join(', ')} restart identity cascade`,
    ...refills,
    ...sequences.map((s) => String(s.s)),
    'commit',
  ].join(';\n');
  const referenceTables = tables.filter((x) => filled.has(x.oid));
  const applicationTables = tables.filter((x) => !filled.has(x.oid));
  // Emptying an application table cascades to the tables that reference it: if a reference table were one of them,
  // only the whole reset would put its rows back.
  const [cascade] = await slot.sql(
    `select count(*)::int as n from pg_constraint where contype = 'f' and conrelid in (${referenceTables.map((x) => x.oid).join(', ') || 0}) and confrelid in (${applicationTables.map((x) => x.oid).join(', ') || 0})`,
  );
  // Every row's md5 as a 64-bit number, summed per table with the table's row count: any changed, added or removed row
  // changes it (another set of rows with the same count and sum would need an md5 collision).
  const readReference = `select concat_ws('|', ${
    referenceTables
      .map((x) => `(select count(*) || ':' || coalesce(sum(('x' || left(md5(r::text), 16))::bit(64)::bigint), 0) from ${x.t} r)`)
      .join(', ') || "''"
  }) as r`;
  const [ref] = await slot.sql(readReference);
  // Each application table that holds rows, with their count (counted up to just past DEAD_ROWS_MAX).
  const readFilled =
    applicationTables
      .map(
        (x) =>
          `select ${sqlString(x.t)} as t, (select count(*) from (select 1 from ${x.t} limit ${DEAD_ROWS_MAX + 1}) c)::int as n where exists (select 1 from ${x.t})`,
      )
      .join(' union all ') || 'select null as t, 0 as n where false';
  const setSequences = sequences.map((s) => String(s.s));
  const statements = (work: string[]) =>
    ['begin', 'set local session_replication_role = replica', ...work, ...setSequences, 'commit'].join(';\n');
  // Without the reference tables' rows to put back, only if emptying an application table cannot reach them.
  const emptyAll =
    Number(cascade!.n) > 0 ? reset : statements([`truncate ${applicationTables.map((x) => x.t).join(', ')} restart identity cascade`]);
  const deleteRows = (tables: string[]) => (Number(cascade!.n) > 0 ? reset : statements(tables.map((t) => `delete from ${t}`)));
  const referenceSums = new Map(referenceTables.map((x, i) => [x.t, String(ref!.r).split('|')[i] ?? '']));
  return { fingerprint: String(row!.f), reset, reference: String(ref!.r), readReference, readFilled, emptyAll, deleteRows, referenceSums };
}

/** The database of each lent handle, for saveRows and restoreRows. */
const lentSlots = new WeakMap<Database, Slot>();

/** A row's summary of a table, as readReference reads it. */
const tableSum = (t: string) =>
  `select count(*) || ':' || coalesce(sum(('x' || left(md5(r::text), 16))::bit(64)::bigint), 0) as s from ${t} r`;

/**
 * The statements that put a lent database's rows, as they are now, on a database in the prepared state: every
 * application table that holds rows and every reference table whose rows differ from the prepared ones (emptied,
 * then refilled), and every sequence. Rows go back as they were: no trigger or foreign-key check runs for them.
 */
export async function saveRows(database: Database): Promise<string> {
  const slot = lentSlots.get(database);
  if (!slot) throw new Error('saveRows: no es una base de datos de prueba prestada (leaseDatabase)');
  const p = await prepared!;
  const tables = (await slot.sql(USER_TABLES)) as { t: string; oid: number }[];
  const work: string[] = [];
  for (const { t, oid } of tables) {
    const [sum] = await slot.sql(tableSum(t));
    const now = String(sum!.s);
    if (now.startsWith('0:') && !p.referenceSums.has(t)) continue;
    if (p.referenceSums.get(t) === now) continue;
    work.push(`delete from ${t}`);
    if (now.startsWith('0:')) continue;
    work.push(await refillOf(slot, t, oid));
  }
  const sequences = await slot.sql(
    `select format('select setval(%L, %s, %s)', format('%I.%I', schemaname, sequencename), coalesce(last_value, start_value), case when last_value is null then 'false' else 'true' end) as s
       from pg_sequences where schemaname <> 'drizzle'`,
  );
  return ['begin', 'set local session_replication_role = replica', ...work, ...sequences.map((x) => String(x.s)), 'commit'].join(';\n');
}

/** Runs what saveRows returned on a lent database (one in the prepared state). */
export async function restoreRows(database: Database, rows: string): Promise<void> {
  const slot = lentSlots.get(database);
  if (!slot) throw new Error('restoreRows: no es una base de datos de prueba prestada (leaseDatabase)');
  await slot.sql(rows);
}

function sqlString(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * PGlite's start parameters for a test database, plus `wal_init_zero=off`: at start the server makes a new 16 MB WAL
 * segment and by default writes it full of zeros through the in-memory file system, about a third of the CPU a new
 * database costs. The segment's bytes are never read before they are written.
 */
const TEST_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'wal_init_zero=off'];

async function pgliteSlot(): Promise<Slot> {
  const client = await PGlite.create({ loadDataDir: templateDump(), extensions: pgliteExtensions, startParams: TEST_START_PARAMS });
  return {
    sql: async (text) => {
      const results = await client.exec(text);
      return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
    },
    open: (opts, given) => {
      // Every method of the client refuses once the lease is given back, as a closed PGlite would.
      const lent = new Proxy(client, {
        get(target, prop) {
          const value: unknown = Reflect.get(target, prop, target);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (given()) throw new Error('PGlite: esta base de datos de prueba ya fue devuelta (close)');
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      return { ...fromPglite(lent, opts), close: async () => {} };
    },
    destroy: () => client.close(),
    deadRows: 0,
  };
}

/**
 * The prepared database's dump, read once per worker and handed to each new PGlite as a blob whose `arrayBuffer()` is a
 * plain copy: Node's own Blob reads a 45 MB blob back in small chunks and joins them (about a second of CPU each time).
 */
let templateBytes: Uint8Array | undefined;
let templatePath: string | undefined;
function templateDump(): Blob {
  const file = inject('pgliteDump');
  if (templatePath !== file) {
    templateBytes = readFileSync(file);
    templatePath = file;
  }
  const bytes = templateBytes!;
  return new (class extends Blob {
    override arrayBuffer(): Promise<ArrayBuffer> {
      const copy = new Uint8Array(bytes.byteLength);
      copy.set(bytes);
      return Promise.resolve(copy.buffer);
    }
  })();
}

/** A worker's database on PostgreSQL: a copy of the run's template, named after it (global-setup drops them all). */
async function postgresSlot(url: string): Promise<Slot> {
  const name = `${inject('pgTemplate')}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = async (text: string) => {
    const a = new pg.Client({ connectionString: url });
    await a.connect();
    try {
      await a.query(text);
    } finally {
      await a.end();
    }
  };
  await admin(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  const own = withDatabase(url, name);
  return {
    sql: async (text) => {
      const c = new pg.Client({ connectionString: own });
      await c.connect();
      try {
        // A connection a finished file left open may hold a lock: the reset gives up instead of waiting.
        await c.query(`set lock_timeout = '5s'`);
        const result = (await c.query(text)) as pg.QueryResult | pg.QueryResult[];
        const last = Array.isArray(result) ? result.at(-1) : result;
        return (last?.rows ?? []) as Record<string, unknown>[];
      } finally {
        await c.end();
      }
    },
    open: (opts) => fromPostgres(own, opts),
    destroy: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    deadRows: 0,
  };
}
