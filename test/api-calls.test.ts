/**
 * The web calls the API one way, through the typed clients generated from the shared declarations (decisions 026 and
 * 046), because ESLint refuses the other ways (eslint.config.js). Each case lints a small file placed, by its path,
 * where the rule applies, with the repository's own configuration.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
// The probes are linted as text at paths that do not exist: the cycle rule reads the files it follows from disk
// (test/boundaries.test.ts tests it with files it writes), so it is off here.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });

async function callErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('one way to call the API', () => {
  // The first lint loads the configuration, the plugins and the parser (seconds on a busy machine): once, before the cases.
  beforeAll(() => callErrors('apps/web/src/lib/probe.ts', 'export const warm = 1;\n'), 60_000);

  it('a raw call with a hand-written answer type fails lint', async () => {
    const errors = await callErrors(
      'apps/web/src/features/cv/probe.ts',
      [
        "import { api } from '../../lib/api-client';",
        '',
        'interface Idioma { id: number; name: string }',
        "export const idiomas = () => api.get<Idioma>('recursos/listIdiomas');",
        "export const temas = () => api.post<Idioma>('recursos/listTemasConocimientos');",
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringContaining('Call the API through its typed client'),
      expect.stringContaining('No raw API calls with a hand-written answer type'),
      expect.stringContaining('No raw API calls with a hand-written answer type'),
    ]);
  });

  it('so does the untyped request under the clients, in a feature or in the shared kit', async () => {
    const code =
      "import { request } from '../../lib/api-client';\n\nexport const idiomas = () => request('GET', 'recursos/listIdiomas');\n";
    expect(await callErrors('apps/web/src/features/ofertas/probe.ts', code)).toEqual([
      expect.stringContaining('Call the API through its typed client'),
    ]);
    expect(await callErrors('apps/web/src/components/probe.ts', code.replace('../../lib/', '../lib/'))).toEqual([
      expect.stringContaining('Call the API through its typed client'),
    ]);
  });

  it('the typed client passes, and the client generator may use request', async () => {
    const typed = "import { recursos } from '../../lib/api/recursos';\n\nexport const idiomas = () => recursos.listIdiomas();\n";
    expect(await callErrors('apps/web/src/features/cv/probe.ts', typed)).toEqual([]);
    const generator = "import { request } from './api-client';\n\nexport const raw = (path: string) => request('GET', path);\n";
    expect(await callErrors('apps/web/src/lib/api-contract.ts', generator)).toEqual([]);
  });
});
