/**
 * The module boundaries hold because ESLint enforces them (eslint.config.js, decision 045). Each case lints a small
 * file placed, by its path, where the rule applies, with the repository's own configuration; the import cycle cases
 * write their two files for real (the rule reads the imported file from disk) and remove them.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleCycles, moduleUses } from '../scripts/module-map.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/**
 * Writes the files, lints the first one and removes them all: its messages of `rule`. On disk, not through lintText:
 * import-x/no-cycle reads the linted file's own imports from disk (and fails on a file that is not there).
 */
async function probeErrors(rule: string, files: Record<string, string>): Promise<string[]> {
  const paths = Object.keys(files).map((file) => path.join(ROOT, file));
  try {
    for (const [file, code] of Object.entries(files)) writeFileSync(path.join(ROOT, file), code);
    const [result] = await eslint.lintFiles([paths[0]!]);
    return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
  } finally {
    for (const file of paths) rmSync(file, { force: true });
  }
}

function boundaryErrors(file: string, code: string): Promise<string[]> {
  return probeErrors('import/no-restricted-paths', { [file]: code });
}

function cycleErrors(files: Record<string, string>): Promise<string[]> {
  return probeErrors('import-x/no-cycle', files);
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
    expect(across).toEqual([expect.stringContaining('Use the other module through its .public.ts file (or its service)')]);

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
    expect(errors).toEqual([expect.stringContaining('Use the other module through its .public.ts file (or its service)')]);
  });

  it("a module does not import another module's internal files: its rules, its cache, its mails", async () => {
    const errors = await boundaryErrors(
      'apps/api/src/modules/privacidad/probe.ts',
      "import { visible } from '../matching/matching.rules.ts';\nimport { confirmationMail } from '../registro/registro.mails.ts';\n\nexport const both = { visible, confirmationMail };\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('Use the other module through its .public.ts file (or its service)'),
      expect.stringContaining('Use the other module through its .public.ts file (or its service)'),
    ]);

    const offered = await boundaryErrors(
      'apps/api/src/modules/privacidad/probe.ts',
      "import { visible } from '../matching/matching.public.ts';\n\nexport const rule = visible;\n",
    );
    expect(offered).toEqual([]);
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

  it('a web feature does not import app/ (the frames compose the features, not the other way round)', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/cuenta/probe.tsx',
      "import { Frame } from '../../app/layouts';\n\nexport const Page = Frame;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature does not import app/')]);

    const below = await boundaryErrors(
      'apps/web/src/features/cuenta/probe.tsx',
      "import { useSessionUser } from '../../lib/use-session-user';\n\nexport const use = useSessionUser;\n",
    );
    expect(below).toEqual([]);
  });

  it('web tests may render pages of several features together, and inside the frames of app/', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/auth/__tests__/probe.test.tsx',
      "import { RegisterContinuePage } from '../../cuenta/register-continue-page';\n\nexport const Page = RegisterContinuePage;\n",
    );
    expect(errors).toEqual([]);

    const framed = await boundaryErrors(
      'apps/web/src/features/publico/__tests__/probe.test.tsx',
      "import { PublicLayout } from '../../../app/layouts';\n\nexport const Layout = PublicLayout;\n",
    );
    expect(framed).toEqual([]);
  });
});

describe('import cycles', () => {
  it('lint fails on two files of a module that import each other', async () => {
    const errors = await cycleErrors({
      'apps/api/src/modules/oferta/zz-probe-a.ts': "import { b } from './zz-probe-b.ts';\n\nexport const a = (): number => b() + 1;\n",
      'apps/api/src/modules/oferta/zz-probe-b.ts': "import { a } from './zz-probe-a.ts';\n\nexport const b = (): number => (a ? 1 : 0);\n",
    });
    expect(errors).toEqual([expect.stringMatching(/^Dependency cycle/)]);
  });

  it('lint fails on a cycle through a third file too, in the web as in the API', async () => {
    const errors = await cycleErrors({
      'apps/web/src/lib/zz-probe-a.ts': "import { b } from './zz-probe-b';\n\nexport const a = (): number => b() + 1;\n",
      'apps/web/src/lib/zz-probe-b.ts': "import { c } from './zz-probe-c';\n\nexport const b = (): number => c() + 1;\n",
      'apps/web/src/lib/zz-probe-c.ts': "import { a } from './zz-probe-a';\n\nexport const c = (): number => (a ? 1 : 0);\n",
    });
    expect(errors).toEqual([expect.stringMatching(/^Dependency cycle/)]);
  });

  it('a type-only import closes no cycle (it is gone at run time)', async () => {
    const errors = await cycleErrors({
      'apps/api/src/modules/oferta/zz-probe-type-a.ts':
        "import type { B } from './zz-probe-type-b.ts';\n\nexport interface A {\n  b?: B;\n}\n",
      'apps/api/src/modules/oferta/zz-probe-type-b.ts':
        "import type { A } from './zz-probe-type-a.ts';\n\nexport interface B {\n  a?: A;\n}\n",
    });
    expect(errors).toEqual([]);
  });
});

describe('the module map', () => {
  it('finds a cycle between modules when there is one', () => {
    const uses = (pairs: [string, string[]][]) =>
      new Map(pairs.map(([m, others]) => [m, new Map(others.map((o) => [o, new Set([`${o}.public.ts`])]))]));
    expect(
      moduleCycles(
        uses([
          ['auth', ['registro']],
          ['registro', ['auth']],
          ['cv', []],
        ]),
      ),
    ).toEqual([['auth', 'registro']]);
    expect(
      moduleCycles(
        uses([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
  });

  it("has no cycle between the API's modules, and a module reaches another only through its .public.ts or its service", () => {
    const map = moduleUses();
    expect(moduleCycles(map)).toEqual([]);
    const internal = [...map].flatMap(([name, uses]) =>
      [...uses].flatMap(([other, files]) =>
        [...files].filter((f) => !/\.(public|service)\.ts$/.test(f)).map((f) => `${name} → ${other}/${f}`),
      ),
    );
    expect(internal).toEqual([]);
  });
});
