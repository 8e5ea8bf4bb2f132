/**
 * The web project runs its files in shared worker processes (vitest.config.ts, decision 056). A file that replaces a
 * module with vi.mock needs a process of its own, since Vitest keeps a mocked module per worker: every such file is
 * listed in apps/web/src/testing/isolation.ts and runs in the isolated `web-mocks` project, and only those.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKING_FILES } from '../apps/web/src/testing/isolation.ts';

const WEB = path.resolve(import.meta.dirname, '../apps/web');

function testFiles(dir: string): string[] {
  return readdirSync(path.join(WEB, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(WEB, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

describe('web test files that mock a module', () => {
  it('are exactly the ones listed to run in a process of their own', () => {
    const mocking = testFiles('src')
      .filter((file) => /\bvi\s*\.\s*(mock|doMock)\s*\(/.test(readFileSync(path.join(WEB, file), 'utf8')))
      .sort();
    expect(mocking.length).toBeGreaterThan(0);
    expect([...MOCKING_FILES].sort()).toEqual(mocking);
  });
});
