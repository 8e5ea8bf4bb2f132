/**
 * The module boundaries hold because ESLint enforces them (eslint.config.js). Each case lints a small file placed,
 * by its path, where the rule applies, with the repository's own configuration.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

describe('module boundaries', () => {
  // The first lint loads the configuration, the plugins and the parser (seconds on a busy machine): once, before the cases.
  beforeAll(() => boundaryErrors('apps/web/src/lib/probe.ts', 'export const warm = 1;\n'), 60_000);

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

  it("a module does not import another module's routes file", async () => {
    const errors = await boundaryErrors(
      'apps/api/src/modules/premium/probe.ts',
      "import { pagoRoutes } from '../pago/pago.routes.ts';\n\nexport const routes = pagoRoutes;\n",
    );
    expect(errors).toEqual([expect.stringContaining("Do not import another module's routes")]);
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

  it("a web feature does not import another feature's files, only what its index.ts offers", async () => {
    const across = await boundaryErrors(
      'apps/web/src/features/empresa/probe.tsx',
      "import { OfertaCard } from '../ofertas/oferta-card';\n\nexport const Card = OfertaCard;\n",
    );
    expect(across).toEqual([expect.stringContaining('Import the other feature through its index.ts')]);

    const offered = await boundaryErrors(
      'apps/web/src/features/empresa/probe.tsx',
      "import { OfertaCard } from '../ofertas';\nimport { BackLink } from '../../components/back-link';\n\nexport const both = { OfertaCard, BackLink };\n",
    );
    expect(offered).toEqual([]);

    const own = await boundaryErrors(
      'apps/web/src/features/ofertas/probe.tsx',
      "import { OfertaCard } from './oferta-card';\n\nexport const Card = OfertaCard;\n",
    );
    expect(own).toEqual([]);
  });

  it('the shared kit (components/, lib/) imports no feature, not even through its index.ts', async () => {
    const component = await boundaryErrors(
      'apps/web/src/components/probe.tsx',
      "import { OrgLogo } from '../features/ofertas';\n\nexport const Logo = OrgLogo;\n",
    );
    expect(component).toEqual([expect.stringContaining('components/ and lib/ are the shared kit')]);

    const helper = await boundaryErrors(
      'apps/web/src/lib/probe.ts',
      "import { loadOfertaDetalle } from '../features/ofertas/api';\n\nexport const load = loadOfertaDetalle;\n",
    );
    expect(helper).toEqual([expect.stringContaining('components/ and lib/ are the shared kit')]);
  });

  it('web tests may render pages of several features together', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/auth/__tests__/probe.test.tsx',
      "import { RegisterContinuePage } from '../../cuenta/register-continue-page';\n\nexport const Page = RegisterContinuePage;\n",
    );
    expect(errors).toEqual([]);
  });
});
