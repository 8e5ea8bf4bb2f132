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
});
