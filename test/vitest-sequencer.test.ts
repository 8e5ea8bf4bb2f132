/**
 * The order test files start in (test/vitest-sequencer.ts), on a clean clone: no durations from a last run, so
 * Vitest alone would start the largest files first and the fuzzer, one of the smallest, near the end.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestSpecification, Vitest } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import LongestFirstSequencer, { FILE_SECONDS } from './vitest-sequencer.ts';

const ROOT = '/repo';

function spec(project: string, file: string, isolate = false): TestSpecification {
  return {
    project: { name: project, config: { sequence: { groupOrder: 0 }, isolate } },
    moduleId: path.join(ROOT, file),
  } as unknown as TestSpecification;
}

/** A Vitest without a results cache (as after `npm ci`): file sizes only, `size` bytes each file of `sizes`. */
function cleanClone(sizes: Record<string, number>): Vitest {
  return {
    config: { root: ROOT },
    cache: {
      getFileTestResults: () => undefined,
      getFileStats: (key: string) => ({ size: sizes[key.slice(key.indexOf(':') + 1)] ?? 1000 }),
    },
  } as unknown as Vitest;
}

const names = (specs: TestSpecification[]) => specs.map((s) => `${s.project.name}:${path.relative(ROOT, s.moduleId)}`);

describe('the order of the test files', () => {
  it('starts the measured long files first, longest first, then the others by size, project by project', async () => {
    const files = [
      spec('web', 'apps/web/src/a.test.tsx'),
      spec('api', 'apps/api/src/modules/postulante/postulante.test.ts'),
      spec('api', 'apps/api/src/grande.test.ts'),
      spec('api', 'apps/api/test/security/fuzz.part2.test.ts'),
      spec('api', 'apps/api/test/backup.test.ts'),
      spec('api', 'apps/api/test/security/fuzz.part1.test.ts'),
      spec('api', 'apps/api/src/chico.test.ts'),
      spec('repo', 'test/boundaries.test.ts'),
    ];
    const sizes = {
      'apps/api/src/grande.test.ts': 90_000,
      'apps/api/src/chico.test.ts': 500,
      'apps/api/test/security/fuzz.part1.test.ts': 200,
      'apps/api/test/security/fuzz.part2.test.ts': 200,
    };
    const sorted = names(await new LongestFirstSequencer(cleanClone(sizes)).sort(files));
    expect(sorted).toEqual([
      'api:apps/api/test/security/fuzz.part1.test.ts',
      'api:apps/api/test/security/fuzz.part2.test.ts',
      'api:apps/api/test/backup.test.ts',
      'api:apps/api/src/modules/postulante/postulante.test.ts',
      'api:apps/api/src/grande.test.ts',
      'api:apps/api/src/chico.test.ts',
      'repo:test/boundaries.test.ts',
      'web:apps/web/src/a.test.tsx',
    ]);
  });

  it('names files that exist', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const missing = Object.keys(FILE_SECONDS).filter((key) => !existsSync(path.join(root, key.slice(key.indexOf(':') + 1))));
    expect(missing).toEqual([]);
  });
});
