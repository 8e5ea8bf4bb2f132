// Starts the real server for the browser journeys on a fresh embedded database (a new temporary DATA_DIR).
import { spawn } from 'node:child_process';
import http from 'node:http';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * Seeding the demo marketplace is most of a start (about 17 CPU-s) and every lane's server seeded the same data. With
 * E2E_SEEDED_DIR (playwright.config.ts sets one per run), the first lane's server to start seeds its folder and,
 * without stopping (a second start cost about 4 CPU-s), leaves a copy of the seeded folder (database and uploads)
 * there; the others wait for that copy and start on a copy of it, where the server finds the demo accounts and seeds
 * nothing. If the first server fails to seed or to copy, each of the others seeds its own, as without
 * E2E_SEEDED_DIR. The last of the E2E_LANES servers to copy it removes it.
 */
const seededDir = process.env.E2E_SEEDED_DIR;
// As long as Playwright waits for a server (playwright.config.ts): a slow first start is still cheaper to wait for.
const SEEDED_WAIT_MS = 300_000;
/**
 * E2E_SEED_ONLY=1 makes this process a seeder and no lane: it seeds its folder, publishes the seeded copy as
 * E2E_SEEDED_DIR as the first lane does, stops the server and exits (0 once the copy is published). scripts/test.mjs
 * runs it while Vitest runs, so the journeys do not begin with a core waiting on the seeding.
 */
const seedOnly = process.env.E2E_SEED_ONLY === '1';
/**
 * A seeded folder published before the run (E2E_SEED_ONLY above): when it exists, every lane's server starts on a copy
 * of it and none seeds or waits for another; its maker removes it after the run. When it is missing, or the copy fails,
 * the lanes start as without it.
 */
const preseededDir = seedOnly ? undefined : process.env.E2E_PRESEEDED_DIR;

const dataDir = mkdtempSync(path.join(tmpdir(), 'practiperu-e2e-'));
/** The server process now running, the one that serves this lane. */
let running;
let stopping = false;
let maker = false;
/**
 * The temporary folders, removed by an `rm` left running after this process ends: removing a lane's folder here took
 * 2 to 3 s (about 1,500 files the server had just written), and Playwright stops the lanes' servers one after another,
 * so a run's end waited about 10 s with both cores idle.
 */
const removeAll = () => {
  const dirs = [dataDir, ...(maker ? [seededDir, `${seededDir}.fallo`, `${seededDir}.lock`] : [])];
  spawn('rm', ['-rf', '--', ...dirs], { detached: true, stdio: 'ignore' }).unref();
};
/** Whether a child process has neither exited nor been ended by a signal (a signal leaves exitCode null). */
const alive = (child) => Boolean(child) && child.exitCode === null && child.signalCode === null;
const stop = (signal) => {
  stopping = true;
  if (alive(running)) running.kill(signal);
  else {
    removeAll();
    process.exit(0);
  }
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

// The compiled build, as production runs it (`npm run build` precedes the journeys).
function startServer() {
  return spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // The test suites' argon2id cost (decisions 072 and 094), for the seeded demo accounts too: the journeys register
      // accounts, log in and change passwords over and over, and none of them is about the hash's cost (the API suite
      // checks production's, test/safe-defaults.test.ts).
      PASSWORD_HASH_COST: 'test',
      // The journeys log in many times, and call the API fast, from one address.
      RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
      // Every journey's browser is 127.0.0.1: its counting calls must never meet the 429.
      RATE_LIMIT_METRICAS_PER_MINUTE: '100000',
      RATE_LIMIT_LOGIN_IP_PER_MINUTE: '1000',
      RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '1000',
      RATE_LIMIT_REGISTRATION_PER_15_MINUTES: '1000',
    },
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(port) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** Asks the running server on dataDir for a copy of its database's files (backup/pglite.ts); the copy's folder. */
function requestSnapshot() {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath: path.join(dataDir, 'respaldo.sock'), path: '/instantanea', method: 'POST' }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(body).carpeta) : reject(new Error(body))));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Starts this lane's server on dataDir, where it seeds the demo marketplace, and publishes a copy of the seeded folder
 * as seededDir while it keeps serving: the database's files as the running server copies them for a backup (after a
 * checkpoint, with no statement running; the copy opens as after a power cut, with little to replay) and the uploads.
 * No journey runs before every lane's server answers, and the other lanes' servers answer only once this copy exists,
 * so it holds the seeded data alone.
 */
async function seedAndPublish() {
  running = startServer();
  let up = false;
  while (!up && alive(running) && !stopping) {
    await sleep(250);
    up = await healthy(process.env.PORT);
  }
  if (!up || stopping) {
    const first = running;
    if (alive(first)) {
      first.kill('SIGTERM');
      await new Promise((resolve) => first.once('exit', resolve));
    }
    throw new Error(`el servidor que siembra terminó con ${first.exitCode ?? first.signalCode}`);
  }
  try {
    const snapshot = await requestSnapshot();
    cpSync(path.join(dataDir, 'uploads'), path.join(snapshot, 'uploads'), { recursive: true });
    renameSync(snapshot, seededDir);
  } catch (err) {
    // This server serves on; each of the other lanes' servers seeds its own.
    mkdirSync(`${seededDir}.fallo`, { recursive: true });
    console.warn(`e2e: sin copia sembrada para los demás carriles (${err instanceof Error ? err.message : err})`);
  }
}

/** A copy of the seeded folder into dataDir, once the first server has left it; false if it did not come in time. */
async function copySeeded() {
  const until = Date.now() + SEEDED_WAIT_MS;
  while (!existsSync(seededDir)) {
    if (Date.now() > until || stopping || existsSync(`${seededDir}.fallo`)) return false;
    await sleep(250);
  }
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(seededDir, dataDir, { recursive: true });
  // The last lane to copy it removes the seeded folder (a server killed at the run's end could not).
  writeFileSync(`${seededDir}.copia-${process.env.PORT}`, '');
  const copies = readdirSync(path.dirname(seededDir)).filter((name) => name.startsWith(`${path.basename(seededDir)}.copia-`));
  if (copies.length >= Number(process.env.E2E_LANES) - 1) {
    rmSync(seededDir, { recursive: true, force: true });
    rmSync(`${seededDir}.lock`, { recursive: true, force: true });
    for (const name of copies) rmSync(path.join(path.dirname(seededDir), name), { force: true });
  }
  return true;
}

/** This process's CPU-seconds and those of the children it has waited for (/proc/self/stat; Linux). */
function cpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
  } catch {
    return NaN;
  }
}

if (seedOnly) {
  const started = Date.now();
  let published = false;
  try {
    if (!seededDir) throw new Error('falta E2E_SEEDED_DIR');
    await copyEmptyCluster(dataDir);
    await seedAndPublish();
    published = existsSync(seededDir);
  } catch (err) {
    console.warn(`e2e: la siembra previa falló (${err instanceof Error ? err.message : err})`);
  }
  if (alive(running)) {
    const server = running;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (seededDir) rmSync(`${seededDir}.fallo`, { recursive: true, force: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`e2e: siembra previa ${published ? 'publicada' : 'no publicada'} en ${seconds} s, ${cpuSeconds().toFixed(1)} CPU-s`);
  process.exit(published ? 0 : 1);
}

let seeded = false;
let serving = false;
if (preseededDir && existsSync(preseededDir)) {
  try {
    rmSync(dataDir, { recursive: true, force: true });
    cpSync(preseededDir, dataDir, { recursive: true });
    seeded = true;
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    console.warn(`e2e: sin copia de la siembra previa (${err instanceof Error ? err.message : err})`);
  }
}
if (seededDir && !seeded) {
  try {
    mkdirSync(`${seededDir}.lock`, { recursive: false });
    maker = true;
  } catch {
    // Another lane's server seeds it.
  }
  try {
    if (maker) {
      await copyEmptyCluster(dataDir);
      await seedAndPublish();
      serving = true;
    } else {
      seeded = await copySeeded();
    }
  } catch (err) {
    if (maker) mkdirSync(`${seededDir}.fallo`, { recursive: true });
    console.warn(`e2e: sin la copia sembrada (${err instanceof Error ? err.message : err}); este servidor siembra la suya`);
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
  }
}
if (stopping && !serving) {
  removeAll();
  process.exit(0);
}
if (!serving) {
  if (!seeded) await copyEmptyCluster(dataDir);
  running = startServer();
}
const exitWith = (code) => {
  removeAll();
  process.exit(code ?? 0);
};
if (!alive(running)) exitWith(running.exitCode ?? 1);
running.on('exit', exitWith);
