/**
 * Statements built once per database and query shape and then executed with new values (docs/performance.md):
 * the reads every signed-in call or every recommendation page makes skip drizzle's query building on each request
 * and, on PostgreSQL, the parsing and planning of a new statement (named prepared statements, one per connection).
 *
 * `name` identifies the shape: the same name must always build the same SQL (values go in `sql.placeholder`s).
 * PostgreSQL keeps statement names up to 63 bytes.
 */
import type { DbOrTx } from './client.ts';

const byDatabase = new WeakMap<DbOrTx, Map<string, unknown>>();

export function prepared<T>(db: DbOrTx, name: string, build: (db: DbOrTx, name: string) => T): T {
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = new Map();
    byDatabase.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    statements.set(name, statement);
  }
  return statement;
}
