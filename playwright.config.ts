import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, JOURNEY_CHROMIUM_PATH } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The journeys run in two lanes at once, each on its own server and database, one browser each: one journey keeps
 * about half of the two cores busy (it mostly waits for page loads). A lane runs its files one at a time and in
 * order, as before, so journeys never see another lane's data. The second lane takes these files (about half of
 * the time: docs/performance.md, "Journeys: less work", gives each file's seconds); new spec files run in the first.
 */
const SECOND_LANE = ['cuentas', 'xss', 'admin', 'asistente', 'page-load', 'accessibility', 'postulaciones'].map(
  (name) => `**/${name}.spec.ts`,
);
const LANES = [
  { name: 'chromium', port: PORT, files: { testIgnore: SECOND_LANE } },
  { name: 'chromium-2', port: PORT + 1, files: { testMatch: SECOND_LANE } },
];

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
  expect: { timeout: 10_000 },
  use: {
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    // Recording a trace took about a quarter of the journeys' CPU time (a screencast and a DOM snapshot at every
    // step), for every test, kept only when one failed: it is recorded on the retry of a failed test (CI retries
    // once). For a trace of a local failure: `npx playwright test --trace retain-on-failure <spec>`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: JOURNEY_CHROMIUM_PATH, args: CHROMIUM_ARGS },
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
    // A start that migrates and seeds the demo marketplace is about 17 s of CPU: on two cores shared with other work
    // it took over two minutes, and the run stopped before any journey.
    timeout: 300_000,
    env: { PORT: String(port), E2E_PORT: String(port) },
    stdout: 'pipe' as const,
    // SIGTERM, so start-server.mjs removes its temporary database folder (a kill left ~44 MB behind per run).
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5000 },
  })),
});
