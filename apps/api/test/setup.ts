// Each API test file builds its own app and database with createTestApp (see helpers.ts).
import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, type RunnerTask, type RunnerTestFile, type RunnerTestSuite } from 'vitest';
import { ENGINE_AGNOSTIC } from './engines.ts';

process.env.TZ ??= 'UTC';

/**
 * Whether the running test file sent a statement to a database, whichever way it opened it (test/engines.ts): every
 * statement of PGlite goes through its `execProtocolRaw`/`execProtocolRawSync`, every one of node-postgres through
 * `Client.prototype.query` (its pools' clients included). The wrappers only note the fact and call through; they are
 * installed once per worker (the API project shares loaded modules between files).
 */
const WATCHED = Symbol.for('practiperu.sqlWatch');
const sent = globalThis as typeof globalThis & { practiperuSqlSent?: boolean };

function watch(proto: object, names: string[]) {
  const target = proto as Record<string | symbol, unknown>;
  if (target[WATCHED]) return;
  target[WATCHED] = true;
  for (const name of names) {
    const original = target[name] as (...args: unknown[]) => unknown;
    target[name] = function (this: unknown, ...args: unknown[]) {
      sent.practiperuSqlSent = true;
      return original.apply(this, args);
    };
  }
}
watch(PGlite.prototype, ['execProtocolRaw', 'execProtocolRawSync']);
watch(pg.Client.prototype, ['query']);

const apiRoot = path.resolve(import.meta.dirname, '..');
const agnostic = new Set<string>(ENGINE_AGNOSTIC);

function tests(task: RunnerTask): RunnerTask[] {
  return task.type === 'suite' ? task.tasks.flatMap(tests) : [task];
}

beforeAll(() => {
  sent.practiperuSqlSent = false;
});

// Vitest reads the first argument's destructuring pattern for fixtures: an empty one asks for none.
// eslint-disable-next-line no-empty-pattern
afterAll(({}, suite: Readonly<RunnerTestSuite | RunnerTestFile>) => {
  const file = path.relative(apiRoot, suite.file.filepath).split(path.sep).join('/');
  const all = tests(suite.file);
  if (agnostic.has(file) && sent.practiperuSqlSent) {
    throw new Error(
      `${file} sends SQL but is listed in ENGINE_AGNOSTIC (test/engines.ts), so the PostgreSQL pass skips it: remove it from the list`,
    );
  }
  // Only when the whole file ran (a `-t` filter or a skipped test may leave out the part that opens the database).
  const ranWhole = all.length > 0 && all.every((t) => t.result?.state === 'pass' || t.result?.state === 'fail');
  if (!agnostic.has(file) && ranWhole && !sent.practiperuSqlSent) {
    throw new Error(
      `${file} ran without sending one statement to a database, yet it runs on both engines: add it to ENGINE_AGNOSTIC (test/engines.ts)`,
    );
  }
});
