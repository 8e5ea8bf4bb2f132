// `npm test` after the build: Vitest, then the browser journeys, with the journeys' seeded database prepared while
// Vitest runs (docs/performance.md, "Idle cores in `npm test`").
//
//   node scripts/test.mjs [unit] [journeys]      (both, in that order, when none is named)
//
// unit: Vitest (`npm run test:unit`) and, beside it, `e2e/start-server.mjs` with E2E_SEED_ONLY=1 at the lowest
// priority (nice 19): it seeds the demo marketplace on a fresh embedded database and publishes the seeded folder (the
// database's files and the uploads) as E2E_PRESEEDED_DIR. Vitest leaves part of a core idle, which the seeding takes;
// a seeding at nice 19 gives the processors back to Vitest whenever Vitest can use them, and runs at the usual
// priority from Vitest's end. Vitest's exit code is this step's: if Vitest fails, the seeding is stopped and its
// folder removed; if the seeding fails or has not finished SEED_WAIT_MS after Vitest, a line says so and the journeys
// seed as they do without it.
// journeys: `npx playwright test`, with E2E_PRESEEDED_DIR, so every lane's server starts on a copy of the seeded folder
// (none seeds, none waits for another); the folder is removed afterwards. Without the folder the lanes start as
// `npx playwright test` alone does.
//
// E2E_PRESEEDED_DIR (optional) names the folder, so that two invocations can share it: .ci/run times `unit` and
// `journeys` as separate steps. Without it, one is made per invocation, which then has to run both steps.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/** How long the journeys wait after Vitest for an unfinished seeding: as long as a whole seeding on a busy machine. */
const SEED_WAIT_MS = 180_000;

const steps = process.argv.slice(2);
for (const step of steps) {
  if (step !== 'unit' && step !== 'journeys') {
    console.error(`uso: node scripts/test.mjs [unit] [journeys] (no «${step}»)`);
    process.exit(2);
  }
}
const runUnit = steps.length === 0 || steps.includes('unit');
const runJourneys = steps.length === 0 || steps.includes('journeys');
const seededDir = process.env.E2E_PRESEEDED_DIR || path.join(tmpdir(), `practiperu-e2e-presembrada-${process.pid}-${Date.now()}`);

const removeSeeded = () => {
  for (const dir of [seededDir, `${seededDir}.lock`, `${seededDir}.fallo`]) rmSync(dir, { recursive: true, force: true });
};

/** The children now running, stopped on a signal (the seeding with its process group: its server too). */
const children = new Set();
const groupLeaders = new WeakSet();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) kill(child, signal);
    removeSeeded();
    process.exit(130);
  });
}

function kill(child, signal = 'SIGTERM') {
  try {
    process.kill(groupLeaders.has(child) ? -child.pid : child.pid, signal);
  } catch {
    // Already gone.
  }
}

function run(command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, ...options });
  if (options.detached) groupLeaders.add(child);
  children.add(child);
  const exit = new Promise((resolve) => {
    child.once('error', (err) => {
      console.error(`${command}: ${err.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
  return { child, exit };
}

/** A free port on 127.0.0.1 for the seeding server (the lanes' ports may be in use by another run). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function unit() {
  removeSeeded();
  const port = await freePort();
  // Its output is kept and printed once Vitest has ended, so that it does not cut into Vitest's.
  const seeding = run('nice', ['-n', '19', process.execPath, 'e2e/start-server.mjs'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, E2E_SEED_ONLY: '1', E2E_SEEDED_DIR: seededDir, PORT: String(port), E2E_PORT: String(port) },
  });
  let seedingLog = '';
  seeding.child.stdout.on('data', (chunk) => (seedingLog += chunk));
  seeding.child.stderr.on('data', (chunk) => (seedingLog += chunk));

  const vitest = run('npm', ['run', 'test:unit'], { stdio: 'inherit' });
  const vitestCode = await vitest.exit;
  if (vitestCode !== 0) {
    kill(seeding.child);
    await seeding.exit;
    removeSeeded();
    return vitestCode;
  }
  // Nothing to leave room for any more: the seeding back to the usual priority (a nice 19 process on a machine busy
  // with other work would barely run). Lowering a priority takes root's rights; without them it stays at nice 19.
  spawnSync('renice', ['-n', '0', '-g', String(seeding.child.pid)], { stdio: 'ignore' });
  const waited = Date.now();
  const timer = setTimeout(() => kill(seeding.child), SEED_WAIT_MS);
  const seedingCode = await seeding.exit;
  clearTimeout(timer);
  const last = seedingLog
    .trim()
    .split('\n')
    .filter((line) => line.startsWith('e2e: siembra previa'))
    .at(-1);
  if (seedingCode === 0 && existsSync(seededDir)) {
    console.log(`${last ?? 'e2e: siembra previa publicada'}; los recorridos la esperaron ${((Date.now() - waited) / 1000).toFixed(1)} s`);
  } else {
    console.warn(`${seedingLog.trim()}\ne2e: sin siembra previa (salida ${seedingCode}): cada recorrido arranca como sin ella`);
    removeSeeded();
  }
  return 0;
}

async function journeys() {
  const env = { ...process.env };
  if (existsSync(seededDir)) env.E2E_PRESEEDED_DIR = seededDir;
  else delete env.E2E_PRESEEDED_DIR;
  const playwright = run('npx', ['playwright', 'test'], { stdio: 'inherit', env });
  const code = await playwright.exit;
  removeSeeded();
  return code;
}

let code = 0;
if (runUnit) code = await unit();
if (code === 0 && runJourneys) code = await journeys();
process.exit(code);
