// Lint rules for the whole monorepo: TypeScript, React hooks, and import boundaries (shared → features → app).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
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

// A business module uses another only through what that one offers on purpose (its service, or its <module>.public.ts
// file), never through its repository: one zone per module folder, against every other module's *.repository.ts.
const moduleZones = readdirSync(new URL('./apps/api/src/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./apps/api/src/modules/${name}`,
    from: `./apps/api/src/modules/!(${name})/**/*.repository.ts`,
    message: 'Use the other module through its service or its .public.ts file, not its repository.',
  }));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin },
    settings: {
      'import/ignore': ['node_modules'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-self-import': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web app never imports server code; shared code never imports the apps.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web', from: './apps/api' },
            { target: './packages/shared', from: './apps' },
            { target: './apps/web/src/components', from: './apps/web/src/routes' },
            { target: './apps/web/src/features', from: './apps/web/src/routes' },
            { target: './apps/web/src/lib', from: ['./apps/web/src/routes', './apps/web/src/features'] },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...apiZones, ...moduleZones] }],
    },
  },
  {
    // Tests and fixtures may reach into any module's repository to set up their data; the other zones still hold.
    files: ['apps/api/src/modules/**/*.test.ts', 'apps/api/src/modules/**/*.fixtures.ts'],
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
          ],
        },
      ],
    },
  },
  {
    // Only schemas/ validates: the rest of shared (constants, labels, messages, answer shapes) is zod-free, so a page
    // that validates nothing does not download zod.
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/schemas/**', 'packages/shared/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(zod(/.*)?|\\.\\.?/schemas/.*)$',
              allowTypeImports: true,
              message: 'Keep this module zod-free: move what needs zod to packages/shared/src/schemas.',
            },
          ],
        },
      ],
    },
  },
);
