/**
 * The web project runs its files in shared worker processes (vitest.config.ts, decisions 056 and 093), the files that
 * replace a module with vi.mock among them. That holds because the web setup (apps/web/src/testing/setup.ts) loads
 * the app's modules afresh before every file: a module mocked by one file, and every module that imported the mock,
 * are gone when the next file of the worker starts. Proved here on two probe files (test/fixtures/mock-isolation) run
 * in that order in one worker with the web project's settings and setup: the first mocks a module that another one
 * imports and sees its mock, the second imports the same module and must see the real one. Without the setup's
 * reload the second sees the mock.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('web test files that mock a module, in a shared worker', () => {
  it('leave the next file of the worker the real module', () => {
    // A run of its own: none of this run's Vitest settings in its environment.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV'));
    const run = () =>
      execFileSync(
        process.execPath,
        [
          path.join(ROOT, 'node_modules/vitest/vitest.mjs'),
          'run',
          '--config',
          'test/fixtures/mock-isolation/vitest.config.ts',
          '--reporter=json',
        ],
        { cwd: ROOT, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
    let out: string;
    try {
      out = run();
    } catch (err) {
      out = (err as { stdout?: string }).stdout ?? '';
    }
    const report = JSON.parse(out.slice(out.indexOf('{'))) as {
      testResults: { name: string; assertionResults: { title: string; status: string }[] }[];
    };
    const results = report.testResults
      .map((f) => [path.basename(f.name), f.assertionResults.map((t) => `${t.title}: ${t.status}`)] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    expect(results).toEqual([
      ['a-mocks.probe.ts', ['sees its mock: passed']],
      ['b-real.probe.ts', ['sees the real module: passed']],
    ]);
  });
});
