/**
 * The order Vitest starts test files in (vitest.config.ts, `sequence.sequencer`): the longest first, so the two
 * workers finish together instead of one of them running a long file alone at the end.
 *
 * Vitest orders by the durations of the last run, which it keeps in node_modules/.vite: a clean clone (CI, after
 * `npm ci`) has none, and then it starts the largest files first. The fuzzer is one of the smallest files and the
 * longest to run, so it started near the end of the API files and ran alone for about a minute and a half. Here the
 * files of FILE_SECONDS come first, longest first (seconds measured on an idle machine), then the others in Vitest's
 * own order. The projects stay in Vitest's order (a worker process is reused only by files of its own project).
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Measured seconds of the files that take longest (`npx vitest run --reporter=json`, each file's duration), by
 * "project:path from the repository root". Rough is enough: only the order matters.
 */
export const FILE_SECONDS: Record<string, number> = {
  'api:apps/api/test/security/fuzz.part1.test.ts': 55,
  'api:apps/api/test/security/fuzz.part2.test.ts': 55,
  'api:apps/api/test/backup.test.ts': 32,
  'api:apps/api/test/security/access-matrix.test.ts': 22,
  'api:apps/api/src/modules/segundo-factor/segundo-factor.test.ts': 22,
  'api:apps/api/src/modules/postulante/postulante.test.ts': 20,
  'api:apps/api/src/modules/oferta/oferta.test.ts': 17,
  'api:apps/api/src/modules/privacidad/privacidad.test.ts': 17,
};

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const position = new Map(sorted.map((spec, i) => [spec, i]));
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) => FILE_SECONDS[`${spec.project.name}:${path.relative(root, spec.moduleId)}`] ?? 0;
    // The same project (and group) blocks as Vitest's order; inside a block, the measured long files first.
    const block = (spec: TestSpecification) => `${spec.project.config.sequence.groupOrder}\u0000${spec.project.name}`;
    const firstOfBlock = new Map<string, number>();
    for (const spec of sorted) if (!firstOfBlock.has(block(spec))) firstOfBlock.set(block(spec), position.get(spec)!);
    return [...sorted].sort(
      (a, b) =>
        firstOfBlock.get(block(a))! - firstOfBlock.get(block(b))! ||
        seconds(b) - seconds(a) ||
        (seconds(a) > 0 ? a.moduleId.localeCompare(b.moduleId) : 0) ||
        position.get(a)! - position.get(b)!,
    );
  }
}
