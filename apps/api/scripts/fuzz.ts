/**
 * `npm run fuzz -- --runs 10000`: the schema-driven fuzzer of the API test suite (apps/api/test/security), for long
 * runs. A fresh embedded database (or, with DATABASE_URL, a scratch database created there and dropped after), the
 * real app, the security suites' principals and data, then the fixed corpus and N generated requests. The seed is
 * random unless `--seed` is given, and always printed: `--seed S --runs N` replays a run. Exits 1 on any failure.
 *
 * Options: --runs N (10000), --seed S, --no-corpus, --timeout MS (10000 per request), --json FILE (the failures).
 */
import { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { fromPglite, fromPostgres, pgliteExtensions, type Database } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import type { TestContext } from '../test/helpers.ts';
import { formatSummary, runFuzz } from '../test/security/fuzzer.ts';
import { operationsOf } from '../test/security/openapi.ts';
import { buildWorld, LIFTED_LIMITS } from '../test/security/world.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string' },
    'no-corpus': { type: 'boolean', default: false },
    timeout: { type: 'string', default: '10000' },
    json: { type: 'string' },
  },
});
const runs = Number(values.runs);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!Number.isInteger(runs) || runs < 0 || !Number.isInteger(seed)) {
  console.error('Uso: npm run fuzz -- [--runs N] [--seed S] [--no-corpus] [--timeout MS] [--json FILE]');
  process.exit(2);
}

/** A scratch database: in memory, or created on the PostgreSQL server of DATABASE_URL and dropped at the end. */
async function scratchDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: fromPglite(await PGlite.create({ extensions: pgliteExtensions })), drop: async () => {} };
  const name = `practiperu_fuzz_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    database: fromPostgres(target.toString()),
    drop: async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

console.log(
  `fuzz: seed ${seed}, ${runs} generated requests${values['no-corpus'] ? '' : ' plus the corpus'} (replay: npm run fuzz -- --seed ${seed} --runs ${runs})`,
);
const started = Date.now();
const { database, drop } = await scratchDatabase();
await prepareDatabase(database, { seedDemo: false });
const uploads = mkdtempSync(path.join(tmpdir(), 'practiperu-fuzz-'));
const config = loadConfig({
  UPLOADS_DIR: uploads,
  PUBLIC_URL: 'http://practiperu.test',
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  WEB_DIST_DIR: '/nonexistent',
  ...LIFTED_LIMITS,
});
const clock = { now: new Date() };
const app = await buildApp(config, { database, now: () => clock.now, logger: false });
await app.ready();
const t: TestContext = {
  app,
  db: database.db,
  database,
  config,
  clock,
  close: async () => {
    await app.close();
    await database.close();
    await drop();
    rmSync(uploads, { recursive: true, force: true });
  },
};

let exitCode = 0;
try {
  const world = await buildWorld(t);
  const summary = await runFuzz(app, world, operationsOf(app), {
    runs,
    seed,
    corpus: !values['no-corpus'],
    timeoutMs: Number(values.timeout),
    onProgress: process.stdout.isTTY ? (done, total) => process.stdout.write(`\r  ${done} / ${total}`) : undefined,
  });
  if (process.stdout.isTTY) process.stdout.write('\n');
  console.log(formatSummary(summary, seed));
  console.log(`  time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (values.json) writeFileSync(values.json, JSON.stringify(summary.failures, null, 2));
  exitCode = summary.failures.length > 0 ? 1 : 0;
} finally {
  await t.close();
}
process.exit(exitCode);
