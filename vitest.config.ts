import { configDefaults, defineConfig } from 'vitest/config';
import { excludedOnThisEngine } from './apps/api/test/engines.ts';
import LongestFirstSequencer from './test/vitest-sequencer.ts';

// One runner for every unit and integration suite; Playwright runs the browser journeys.
export default defineConfig({
  test: {
    // Both cores: Vitest's default on a 2-core machine is one worker (cores − 1), which left one idle (91 s → 57 s
    // for the projects other than the API's).
    maxWorkers: 2,
    // The longest files first (test/vitest-sequencer.ts): on a clean clone Vitest would start the largest files first,
    // and the fuzzer, a small file, ran alone at the end.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        // Checks over the whole repository (test/).
        test: {
          name: 'repo',
          root: '.',
          include: ['test/**/*.test.ts'],
          // These read or lint the whole repository: seconds when idle, much longer on a busy machine.
          testTimeout: 120_000,
          // Nothing here keeps state between files: one worker process runs several (no new process per file).
          isolate: false,
        },
      },
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          // Pure functions and schemas: the files of a worker share loaded modules.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'eval/**/*.test.ts'],
          // On PostgreSQL (DATABASE_URL set), only the files that reach SQL: the others ran on the first pass
          // (apps/api/test/engines.ts; test/setup.ts fails a file whose listing is wrong).
          exclude: [...configDefaults.exclude, ...excludedOnThisEngine()],
          globalSetup: ['test/global-setup.ts'],
          setupFiles: ['test/setup.ts'],
          // Generous: CI shares two cores between two PGlite workers; a slow machine must not fail a correct test.
          testTimeout: 60_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // The files of a worker share loaded modules: each used to import the whole app again (about 3 s a file).
          // Every test file builds its own app and config (test/helpers.ts) over a database of the worker, reset to
          // the prepared state between files (test/databases.ts, decision 069); a test that changes a module's state
          // (a timer list, a fake clock, a mock) puts it back in its afterAll/afterEach.
          isolate: false,
          // PGlite instances are ~350 MB each: two workers on two cores. The same count as the other projects, so all
          // share one group: a worker done with the API files goes on with the others' instead of waiting, idle, for
          // the other worker's last API file (the fuzzer, the backups) to end.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/testing/setup.ts'],
          // Form journeys type into many fields: 5 s was too tight when the machine is busy (CI shares 2 cores).
          testTimeout: 20_000,
          // A worker process and its page environment serve many files instead of one each (decision 056): starting
          // a process, happy-dom, React and the testing libraries for every file was most of this project's CPU.
          // The app's own modules are still loaded fresh for every file (src/testing/setup.ts), and the setup puts
          // back what a file may have left on the shared page (timers, stubbed globals, storage). Loading the modules
          // afresh also drops what an earlier file's vi.mock replaced, so the files that mock a module share the
          // workers too (decision 093; test/web-isolation.test.ts proves it).
          isolate: false,
        },
      },
      {
        // Builds the web app and checks what the first screens download (apps/web/test/build-budget.test.ts).
        test: {
          name: 'budget',
          root: 'apps/web',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
