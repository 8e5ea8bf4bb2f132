/**
 * Prepares one migrated database with the reference data per test run (creating a PGlite takes seconds),
 * which every test file then copies: a PGlite data-dir dump, or a PostgreSQL template database.
 */
import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgres, pgliteExtensions } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
    /** A folder of this run, for what the workers prepare once and share (test/once-per-run.ts). */
    runDir: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  const runDir = mkdtempSync(path.join(tmpdir(), 'practiperu-run-'));
  project.provide('runDir', runDir);
  const removeRunDir = () => rmSync(runDir, { recursive: true, force: true });
  if (url) {
    const template = `practiperu_tmpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const database = fromPostgres(withDatabase(url, template));
    await prepareDatabase(database, { seedDemo: false });
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      // The workers' own copies (test/databases.ts), then the template.
      const copies = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${template}\\_%`]);
      for (const { datname } of copies.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${template}`);
      await admin.end();
      removeRunDir();
    };
  }
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = fromPglite(client);
  await prepareDatabase(database, { seedDemo: false });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'practiperu-test-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', '');
  return () => {
    rmSync(dir, { recursive: true, force: true });
    removeRunDir();
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
