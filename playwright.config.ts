import { defineConfig, devices } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JOURNEY_CHROMIUM_ARGS, JOURNEY_CHROMIUM_PATH } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Seconds each journey file took (the first attempt of each test, summed; `npx playwright test --reporter=json`, 29
 * November 2026, docs/performance.md "Check step and journeys, evening"). Only their ratios matter: they share the files out
 * between the lanes. The five files added after that run (`banco-talento`, `correos-estado`, `entrevistas`,
 * `first-paint-budget`, `insights`) were timed later in one lane beside six files of the table and scaled by those six
 * (docs/performance.md, "The journeys' lanes and what a journey costs"). A file not listed (a new one) counts as
 * NEW_FILE_SECONDS.
 */
const FILE_SECONDS: Record<string, number> = {
  cuentas: 167,
  xss: 129,
  empresas: 119,
  postulaciones: 72,
  foundation: 70,
  cv: 63,
  equipo: 49,
  'postulantes-empresa': 48,
  admin: 45,
  pipeline: 36,
  premium: 36,
  insights: 36,
  entrevistas: 29,
  'page-load': 28,
  asistente: 27,
  movil: 25,
  privacidad: 24,
  accessibility: 19,
  guardadas: 19,
  avisos: 15,
  'correos-estado': 13,
  'banco-talento': 12,
  'empresa-publica': 11,
  'first-paint-budget': 11,
  publico: 11,
  'avisos-postulantes': 10,
  'segundo-factor': 6,
};
const NEW_FILE_SECONDS = 30;

/**
 * The journeys run in lanes at once, each on its own server and database, one browser each. One journey keeps only
 * about half a core busy (it mostly waits: for page loads, for the server, for Playwright's next step), so two lanes
 * left half of the two cores idle; four fill them (E2E_LANES to change it). A lane runs its files one at a time and
 * in order, as before, so journeys never see another lane's data. The files are shared out by their measured
 * seconds, longest first, each to the lane with the fewest seconds so far; the same files always go to the same lane.
 */
const specFiles = readdirSync(path.join(import.meta.dirname, 'e2e'))
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => file.slice(0, -'.spec.ts'.length))
  .sort();
// No lane without a file (an empty testMatch would match every file).
const LANE_COUNT = Math.min(specFiles.length, Math.max(1, Number(process.env.E2E_LANES ?? 4)));
const seconds = (name: string) => FILE_SECONDS[name] ?? NEW_FILE_SECONDS;
const laneFiles: string[][] = Array.from({ length: LANE_COUNT }, () => []);
const laneSeconds = new Array<number>(LANE_COUNT).fill(0);
for (const name of [...specFiles].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b))) {
  const lane = laneSeconds.indexOf(Math.min(...laneSeconds));
  laneFiles[lane]!.push(name);
  laneSeconds[lane]! += seconds(name);
}
/** Where the first lane's server leaves its seeded database for the others (e2e/start-server.mjs), one per run. */
const SEEDED_DIR = path.join(tmpdir(), `practiperu-e2e-sembrada-${process.pid}-${Date.now()}`);

const LANES = laneFiles.map((files, i) => ({
  name: i === 0 ? 'chromium' : `chromium-${i + 1}`,
  port: PORT + i,
  files: { testMatch: files.map((name) => `**/${name}.spec.ts`) },
}));

/**
 * Browser journeys in Debian's Chromium against the real server (built web app + API) on a fresh
 * embedded database seeded with the demo data. Playwright's own browser download does not work here.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: LANES.length,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  // Sized for CI's two shared cores: full-page screenshots in three variants and axe runs take seconds each there.
  timeout: 60_000,
  // An assertion waits at most this long for the page to agree. The four lanes keep two cores at a load average near 12
  // on a slow machine of this kind, where a lazily loaded form once took more than 10 s to draw (its journey passed on
  // the retry, docs/performance.md): an assertion that holds ends as soon as it holds, so a longer wait costs nothing
  // but a failing journey's time.
  expect: { timeout: 20_000 },
  use: {
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    // Recording a trace took about a quarter of the journeys' CPU time (a screencast and a DOM snapshot at every
    // step), for every test, kept only when one failed: it is recorded on the retry of a failed test (CI retries
    // once). For a trace of a local failure: `npx playwright test --trace retain-on-failure <spec>`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The person prefers reduced motion: the web app's skeletons and spinners stand still and its dialogs' backdrop
    // does not fade (its five `motion-safe:`/`motion-reduce:` classes; nothing else of the app reads the preference).
    // Frames drawn for those animations were about 40 % of Chromium's GPU process (docs/performance.md, "Journeys CPU,
    // session 21"). accessibility.spec.ts keeps the animations on.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: JOURNEY_CHROMIUM_PATH, args: JOURNEY_CHROMIUM_ARGS },
  },
  // Before each lane, its setup signs the demo accounts in once on the lane's server (e2e/auth.setup.ts).
  projects: LANES.flatMap(({ name, port, files }) => {
    const use = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${port}` };
    return [
      { name: `${name}-setup`, testMatch: /auth\.setup\.ts$/, use },
      { name, ...files, dependencies: [`${name}-setup`], workers: 1, use },
    ];
  }),
  webServer: LANES.map(({ port }) => ({
    command: 'node e2e/start-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // A start that migrates and seeds the demo marketplace is about 17 s of CPU (once per run: the other lanes wait for
    // a copy of the first one's database): on two cores shared with other work it took over two minutes, and the run
    // stopped before any journey.
    timeout: 300_000,
    env: {
      PORT: String(port),
      E2E_PORT: String(port),
      E2E_LANES: String(LANE_COUNT),
      ...(LANE_COUNT > 1 ? { E2E_SEEDED_DIR: SEEDED_DIR } : {}),
    },
    stdout: 'pipe' as const,
    // SIGTERM, so start-server.mjs removes its temporary database folder (a kill left ~44 MB behind per run).
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5000 },
  })),
});
