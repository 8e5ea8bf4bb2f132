// Lint rules for the whole monorepo: TypeScript, React hooks, and import boundaries (shared → features → app).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apiZones = [
  { target: './apps/api', from: './apps/web' },
  // Infrastructure serves the business modules and never reaches into them: what a plugin, the database
  // layer, the mailer, the job queue, the storage, the exports or the PDF writer needs from a module is
  // passed in where the app is composed (app.ts, startup.ts, server.ts, worker.ts).
  {
    target: [
      './apps/api/src/plugins',
      './apps/api/src/db',
      './apps/api/src/mail',
      './apps/api/src/jobs',
      './apps/api/src/storage',
      './apps/api/src/export',
      './apps/api/src/pdf',
      './apps/api/src/lib',
      './apps/api/src/config.ts',
    ],
    from: './apps/api/src/modules',
    message: 'Infrastructure does not import business modules: pass what it needs in from app.ts.',
  },
];

// A business module uses another only through what that one offers on purpose: its <module>.public.ts file, or its
// service (<name>.service.ts) for the calls whose rules are that module's (decision 045). Never its repository, its
// routes or any other internal file: one zone per module folder, against every other module's files but those two.
// What two modules share that belongs to neither lives below them (lib/, db/, mail/, packages/shared).
const moduleZones = readdirSync(new URL('./apps/api/src/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./apps/api/src/modules/${name}`,
    from: `./apps/api/src/modules/!(${name})/**`,
    except: ['**/*.public.ts', '**/*.service.ts'],
    message: 'Use the other module through its .public.ts file (or its service), not its internal files: re-export there what it offers.',
  }));

// The web app never imports server code, shared code never imports the apps, and the web's layers point one way:
// routes/ (and app/) compose features/, and the shared kit (components/, lib/) imports no feature.
const webZones = [
  { target: './apps/web', from: './apps/api' },
  { target: './packages/shared', from: './apps' },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: ['./apps/web/src/routes', './apps/web/src/features'],
    message: 'components/ and lib/ are the shared kit: they import no feature (move what both need here instead).',
  },
  { target: './apps/web/src/features', from: './apps/web/src/routes' },
];

// app/ holds the frames that compose the features (layouts, router, guards): a feature never imports it (decision 045).
const featuresBelowApp = {
  target: './apps/web/src/features',
  from: './apps/web/src/app',
  message: 'A feature does not import app/ (the frames that compose the features): move what both need to lib/ or components/.',
};

// A feature uses another only through what that one offers on purpose, its public file (features/<area>/index.ts):
// one zone per feature folder, against every other feature's files but their index.ts.
const featureZones = readdirSync(new URL('./apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./apps/web/src/features/${name}`,
    from: `./apps/web/src/features/!(${name})/**`,
    except: ['**/apps/web/src/features/*/index.ts'],
    message: 'Import the other feature through its index.ts (what it offers on purpose); move shared kit to components/ or lib/.',
  }));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin, 'import-x': importX },
    settings: {
      'import/ignore': ['node_modules'],
      // Relative imports only (explicit .ts in the API, none in the web; no path aliases): the node resolver finds them
      // all. Imports of @practiperu/shared stay unresolved, which is harmless: shared imports no app (a zone below).
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // Keep every resolved import for the whole run: by default the plugin forgets them after 30 s, and a full lint
      // takes longer than that, so the rules resolved the same imports again and again.
      'import/cache': { lifetime: Infinity },
      // The cycle rule is eslint-plugin-import-x's (decision 113): it reads each imported file once with the linted
      // file's parser (typescript-eslint), without the tokens and comments eslint-plugin-import asked for (but in a file with
      // an @deprecated tag), and resolves with a native resolver. Without these extensions it would follow no import of a .ts file and never
      // fire (decision 045); a file that changes on disk is read again (its imports are kept by modification time).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/cache': { lifetime: Infinity },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-self-import': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones: [...webZones, featuresBelowApp, ...featureZones] }],
    },
  },
  {
    // Tests may render the pages of several features together (the login leading to the registration's next step,
    // the side menu around the assistant), and inside the frames of app/ (the public pages as the server renders
    // them); the other zones still hold.
    files: ['apps/web/src/**/__tests__/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    // The web's tests wait for what a page shows with testing-library's waitFor/findBy…: 10 s there
    // (src/testing/setup.ts), against vi.waitFor's 1 s, a machine-speed guess that a busy CI machine breaks
    // (docs/architecture.md, "The web's tests and timing").
    files: ['apps/web/src/**/__tests__/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(waitFor|waitUntil)$/]",
          message: "Use testing-library's waitFor (or a findBy… query): vi.waitFor gives up after 1 s.",
        },
      ],
    },
  },
  {
    // A test file is a leaf (nothing imports it), so it closes no cycle: the cycle rule, which follows every import of
    // the linted file through the whole graph, skips them and lint stays faster.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...apiZones, ...moduleZones] }],
    },
  },
  {
    // Tests, their fixtures (apps/api/test) and the assistant's evaluation (apps/api/eval) may reach into any module's
    // repository to set up their data; the other zones still hold.
    files: ['apps/api/src/modules/**/*.test.ts', 'apps/api/test/**/*.ts', 'apps/api/eval/**/*.ts'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: apiZones }],
    },
  },
  {
    // The web reaches zod only through the doors in packages/shared/src/schemas (zod.ts, zod-mini.ts), which apply
    // the project's settings first: Spanish messages, and jitless for the Content-Security-Policy.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^zod(/.*)?$', allowTypeImports: true, message: 'Import z from @practiperu/shared/schemas/zod (or zod-mini).' },
            {
              // The call declarations hold zod schemas: the typed clients (lib/api-contract.ts) need only their types.
              regex: '^@practiperu/shared/api/',
              allowTypeImports: true,
              message: 'Import the declarations with `import type`; call through apps/web/src/lib/api/.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to call the API (decisions 026 and 046): through the typed clients of apps/web/src/lib/api/, generated
    // from the declarations in packages/shared/src/api. The untyped `request` under them is for lib/api-contract.ts
    // only; a raw call with a hand-written answer type (`api.get<T>(…)`) never comes back.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/api-contract.ts', 'apps/web/src/lib/api-client.ts', 'apps/web/src/**/__tests__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/api-client$/] > ImportSpecifier[imported.name=/^(api|request)$/]',
          message: 'Call the API through its typed client (apps/web/src/lib/api/<group>.ts), declared in packages/shared/src/api.',
        },
        {
          selector: "CallExpression[typeArguments][callee.object.name='api'][callee.property.name=/^(get|post|put|patch|delete)$/]",
          message:
            'No raw API calls with a hand-written answer type: declare the call in packages/shared/src/api and use its typed client.',
        },
      ],
    },
  },
  {
    // Only schemas/ validates: the rest of shared (constants, labels, messages, answer shapes) is zod-free, so a page
    // that validates nothing does not download zod.
    // The call declarations (api/) are schemas too; the zod-free modules take only their types.
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/schemas/**', 'packages/shared/src/api/**', 'packages/shared/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(zod(/.*)?|\\.\\.?/(schemas|api)/.*)$',
              allowTypeImports: true,
              message: 'Keep this module zod-free: move what needs zod to packages/shared/src/schemas.',
            },
          ],
        },
      ],
    },
  },
);
