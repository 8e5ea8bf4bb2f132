// Starts the real server for the browser journeys on a fresh embedded database (a new temporary DATA_DIR).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * A new PGlite database spent most of the server's start in initdb (10 to 40 s on two busy cores; opening an
 * initialized one takes a few). The empty cluster initdb makes is kept once per PGlite version in
 * node_modules/.cache and copied into the new DATA_DIR, where the server migrates and seeds it as on an empty
 * folder. If the cache cannot be made or copied, the server starts on the empty folder and runs initdb itself.
 */
async function copyEmptyCluster(dataDir) {
  try {
    const pkg = path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json');
    const { version } = JSON.parse(readFileSync(pkg, 'utf8'));
    const cacheRoot = path.join(repoRoot, 'node_modules/.cache/practiperu-e2e');
    const cluster = path.join(cacheRoot, `pglite-${version}`);
    if (!existsSync(path.join(cluster, 'PG_VERSION'))) {
      mkdirSync(cacheRoot, { recursive: true });
      const fresh = mkdtempSync(path.join(cacheRoot, 'nuevo-'));
      const { PGlite } = await import('@electric-sql/pglite');
      const db = await PGlite.create({ dataDir: fresh });
      await db.close();
      try {
        // Whole or not at all: another run making it at the same time keeps its own copy.
        renameSync(fresh, cluster);
      } catch {
        rmSync(fresh, { recursive: true, force: true });
      }
    }
    cpSync(cluster, dataDir, { recursive: true });
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    console.warn(`e2e: sin el clúster vacío en caché (${err instanceof Error ? err.message : err}); el servidor ejecuta initdb`);
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'practiperu-e2e-'));
// Stopped before the server started: only the folder to remove.
const removeEarly = () => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', removeEarly);
process.once('SIGINT', removeEarly);
await copyEmptyCluster(dataDir);
process.off('SIGTERM', removeEarly);
process.off('SIGINT', removeEarly);
// The compiled build, as production runs it (`npm run build` precedes the journeys).
const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // The journeys log in many times, and call the API fast, from one address.
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
    RATE_LIMIT_LOGIN_IP_PER_MINUTE: '1000',
    RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '1000',
    RATE_LIMIT_REGISTRATION_PER_15_MINUTES: '1000',
  },
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
