/**
 * The embedded database's statements through named prepared statements, one per SQL text (docs/performance.md,
 * decision 103).
 *
 * PGlite's own `query` speaks the extended protocol in six calls into WebAssembly per statement (Parse, Describe
 * statement, Bind, Describe portal, Execute, Sync), and the server parses and analyses the text every time. Here a
 * data statement (select, insert, update, delete, with) is parsed once under a name; every later run with the same
 * text is one call holding Bind, Describe portal, Execute and Sync. Measured, that is about half the CPU of a
 * statement (apps/api/scripts/bench-pglite-protocol.ts).
 *
 * What PGlite's `query` returns is what this returns: the same messages go through PGlite's own result parsing
 * (rows, fields, affectedRows; the caller's parsers and `rowMode`), the parameters through the same serializers, and
 * a database error is PGlite's own (`code`, `detail`, … plus `query`, `params`, `queryOptions`), thrown after Sync
 * has been processed, so the connection is ready for the next statement and a transaction is left aborted as usual.
 *
 * The statements live in the database session: the cache is kept on the client object (every handle over the same
 * client shares it), holds at most MAX_STATEMENTS (the least recently used is closed), forgets a statement whose run
 * failed, and forgets them all before any statement that is neither data nor transaction control (DDL, migrations):
 * PostgreSQL re-plans a prepared statement after DDL by itself, but its parameter types stay as first inferred.
 * Everything else (DDL, `begin`/`savepoint`, blobs, explicit parameter types, notices) goes through PGlite's `query`.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

const MAX_STATEMENTS = 500;

/** Statements worth preparing: data statements, possibly behind parentheses (`(select …) union (select …)`). */
const DATA_STATEMENT = /^[\s(]*(select|insert|update|delete|with|values)\b/i;
/** Statements that leave the schema and the prepared statements as they are. */
const KEEPS_STATEMENTS = /^\s*(begin|start|commit|end|rollback|abort|savepoint|release|set|show|reset|lock|truncate|analyze|explain)\b/i;

interface Prepared {
  name: string;
  paramTypes: number[];
}

class StatementCache {
  /** In least-recently-used order: a hit moves its entry to the end. */
  readonly bySql = new Map<string, Prepared>();
  /** Names to close at the start of the next call (evicted or forgotten statements). */
  readonly toClose: string[] = [];
  private next = 0;

  newName(): string {
    return `pglite_s${this.next++}`;
  }

  get(sql: string): Prepared | undefined {
    const hit = this.bySql.get(sql);
    if (hit) {
      this.bySql.delete(sql);
      this.bySql.set(sql, hit);
    }
    return hit;
  }

  add(sql: string, prepared: Prepared): void {
    this.bySql.set(sql, prepared);
    if (this.bySql.size > MAX_STATEMENTS) {
      const [oldest] = this.bySql;
      this.forget(oldest![0]);
    }
  }

  forget(sql: string): void {
    const entry = this.bySql.get(sql);
    if (!entry) return;
    this.bySql.delete(sql);
    this.toClose.push(entry.name);
  }

  forgetAll(): void {
    for (const sql of [...this.bySql.keys()]) this.forget(sql);
  }
}

/** PGlite's internals this relies on besides its public API (present in 0.5; without them nothing is prepared). */
interface PgliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

const CACHE = Symbol('preparedStatements');
type WithCache = PGlite & { [CACHE]?: StatementCache };

function cacheOf(client: PGlite): StatementCache {
  const c = client as WithCache;
  return (c[CACHE] ??= new StatementCache());
}

const concat = (parts: Uint8Array[]): Uint8Array => {
  let size = 0;
  for (const p of parts) size += p.length;
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

type Serializer = (value: unknown) => string;
type ParserMap = Parameters<typeof parse.parseResults>[1];

/**
 * Runs one data statement as a named prepared statement. The caller holds PGlite's query lock (and, outside a
 * transaction, its transaction lock).
 */
async function runPrepared(client: PGlite, sql: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) {
  const cache = cacheOf(client);
  const serialize = protocol.serialize;
  const closes = cache.toClose.splice(0).map((name) => serialize.close({ type: 'S', name }));
  const call = (parts: Uint8Array[]) => client.execProtocolStream(concat(parts), { syncToFs: false });
  let prepared = cache.get(sql);
  try {
    if (!prepared) {
      const name = cache.newName();
      // The statement is remembered only once PostgreSQL accepted it; a failed Parse leaves no statement behind.
      const described = await call([
        ...closes,
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]);
      closes.length = 0;
      prepared = { name, paramTypes: parse.parseDescribeStatementResults(described) };
      cache.add(sql, prepared);
    }
    const serializers = client.serializers as Record<number, Serializer>;
    const own = options?.serializers as Record<number, Serializer> | undefined;
    const values = params.map((value, i) => {
      if (value == null) return null;
      const type = prepared!.paramTypes[i]!;
      const serializer = own?.[type] ?? serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await call([
      ...closes,
      serialize.bind({ statement: prepared.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    if (!inTransaction) await client.syncToFs();
    return parseResults(messages, client.parsers, options);
  } catch (err) {
    cache.forget(sql);
    if (err instanceof Error && 'code' in err) Object.assign(err, { query: sql, params, queryOptions: options });
    throw err;
  }
}

/**
 * PGlite's result parsing, with the caller's parsers laid over the client's without copying them. PGlite's own
 * `parseResults` merges the two by spreading the client's parsers (about 320 type ids, one per type and its array)
 * into a new object for every statement, about 130 µs of CPU each time, a quarter of a prepared statement's cost;
 * drizzle passes parsers of its own (dates and intervals kept as text) with every statement. Here the caller's
 * parsers are own properties of an object whose prototype is the client's: a type id finds the caller's parser
 * first, then the client's, as in the spread copy, and the rows, fields and counts are PGlite's own parsing.
 */
function parseResults(messages: Parameters<typeof parse.parseResults>[0], parsers: ParserMap, options: QueryOptions | undefined) {
  if (!options?.parsers) return parse.parseResults(messages, parsers, options)[0]!;
  const merged: ParserMap = Object.assign(Object.create(parsers) as ParserMap, options.parsers);
  return parse.parseResults(messages, merged, { ...options, parsers: undefined })[0]!;
}

function preparable(sql: string, options: QueryOptions | undefined): boolean {
  return DATA_STATEMENT.test(sql) && !options?.blob && !options?.paramTypes && !options?.onNotice;
}

/** Before a statement that may change the schema, every prepared statement is forgotten. */
function beforeOther(client: PGlite, sql: string): void {
  if (!KEEPS_STATEMENTS.test(sql)) cacheOf(client).forgetAll();
}

/**
 * A handle over `client` whose `query` (also inside `transaction`) prepares data statements; it offers what drizzle's
 * PGlite driver calls: `query` and `transaction`. Without PGlite's internals it is the client itself.
 */
export function withPreparedStatements(client: PGlite): PGlite {
  const internals = client as unknown as Partial<PgliteInternals>;
  if (typeof internals._runExclusiveTransaction !== 'function' || typeof internals._checkReady !== 'function') return client;
  const { _checkReady, _runExclusiveTransaction } = internals as PgliteInternals;

  const query = async <T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (!preparable(sql, options)) {
      beforeOther(client, sql);
      return client.query<T>(sql, params, options);
    }
    await _checkReady.call(client);
    return _runExclusiveTransaction.call(client, () =>
      client.runExclusive(() => runPrepared(client, sql, params, options, false)),
    ) as Promise<Results<T>>;
  };

  const transaction = <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> =>
    client.transaction((tx) => {
      const prepared: Transaction = Object.create(tx, {
        query: {
          value: async <R>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
            if (!preparable(sql, options)) {
              beforeOther(client, sql);
              return tx.query<R>(sql, params, options);
            }
            if (tx.closed) throw new Error('Transaction is closed');
            return client.runExclusive(() => runPrepared(client, sql, params, options, true)) as Promise<Results<R>>;
          },
        },
      });
      return fn(prepared);
    });

  // Only what drizzle calls: PGlite's other methods keep their state per instance and must be called on `client`.
  return { query, transaction } as unknown as PGlite;
}
