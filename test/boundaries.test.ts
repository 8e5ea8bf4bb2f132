/**
 * The module boundaries hold because ESLint enforces them (eslint.config.js). Each case lints a small file placed,
 * by its path, where the rule applies, with the repository's own configuration.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

describe('module boundaries', () => {
  it('infrastructure does not import a business module', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/plugins/probe.ts',
      "import { isPublicUpload } from '../modules/premium/premium.files.ts';\n\nexport const open = isPublicUpload('/logos/a.png');\n",
    );
    expect(errors).toEqual([expect.stringContaining('Infrastructure does not import business modules')]);
  });

  it('the composition root may: app.ts wires the modules into the infrastructure', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/probe-root.ts',
      "import { isPublicUpload } from './modules/premium/premium.files.ts';\n\nexport const open = isPublicUpload('/logos/a.png');\n",
    );
    expect(errors).toEqual([]);
  });

  it("a module does not import another module's repository, only its own", async () => {
    const across = await boundaryErrors(
      'apps/api/src/modules/publico/probe.ts',
      "import { publica } from '../matching/matching.repository.ts';\n\nexport const find = publica;\n",
    );
    expect(across).toEqual([
      expect.stringContaining('Use the other module through its service or its .public.ts file, not its repository.'),
    ]);

    const own = await boundaryErrors(
      'apps/api/src/modules/matching/probe.ts',
      "import { publica } from './matching.repository.ts';\n\nexport const find = publica;\n",
    );
    expect(own).toEqual([]);
  });

  it('what a module offers on purpose is open to the others, and tests may set up data through any repository', async () => {
    const offered = await boundaryErrors(
      'apps/api/src/modules/publico/probe.ts',
      "import { cardColumns } from '../matching/matching.public.ts';\nimport * as matching from '../matching/matching.service.ts';\n\nexport const both = { cardColumns, matching };\n",
    );
    expect(offered).toEqual([]);

    const setup = await boundaryErrors(
      'apps/api/src/modules/publico/probe.test.ts',
      "import { publica } from '../matching/matching.repository.ts';\n\nexport const find = publica;\n",
    );
    expect(setup).toEqual([]);
  });
});
