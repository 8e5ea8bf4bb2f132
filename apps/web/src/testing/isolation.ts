/**
 * The web test files that replace a module with `vi.mock`. The `web` project runs its files in shared worker
 * processes and reloads the app's modules for each file (setup.ts), but Vitest caches a mocked module's factory
 * result per worker: a second file mocking the same path would get the first file's mock. These files run in the
 * isolated `web-mocks` project instead (vitest.config.ts); test/web-isolation.test.ts fails when one is missing here.
 * Paths are relative to apps/web.
 */
export const MOCKING_FILES = [
  'src/app/__tests__/login-volver.test.ts',
  'src/features/admin/__tests__/anuncios-page.test.tsx',
  'src/features/admin/__tests__/informativas-page.test.tsx',
  'src/features/admin/__tests__/templates-page.test.tsx',
  'src/features/cv/__tests__/unsaved-changes.test.tsx',
  'src/features/entrevistas/__tests__/dialogo-entrevista.test.tsx',
  'src/features/ofertas/__tests__/form-pages.test.tsx',
  'src/features/ofertas/__tests__/oferta-form.test.tsx',
  'src/features/privacidad/__tests__/exportacion-block.test.tsx',
];
