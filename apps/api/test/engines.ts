/**
 * Which API test files run on which database engine. The API suite runs twice in CI: on the embedded
 * database (PGlite) in `npm test`, then on PostgreSQL 15 (`DATABASE_URL` set, `.ci/run`). The second pass is for what
 * the engine can change (the driver, its types and errors, real concurrency), so it runs only the files that reach
 * SQL; a file that never opens a database gives the same answer on both and runs once, on the first pass.
 *
 * The lists are kept true at run time (test/setup.ts): a file not in ENGINE_AGNOSTIC that ends without having sent one
 * statement to a database fails ("list it in ENGINE_AGNOSTIC"), and so does a file in ENGINE_AGNOSTIC that sent one
 * (it would be missing from the PostgreSQL pass). Paths are relative to apps/api.
 */

/** Files that never open a database: run once, on the embedded database's pass only. */
export const ENGINE_AGNOSTIC = [
  'eval/demo.test.ts',
  'eval/reservadas-v2.test.ts',
  'eval/reservadas-v3.test.ts',
  'eval/reservadas-ciegas.test.ts',
  'src/export/export.test.ts',
  'src/lib/contract.test.ts',
  'src/lib/log-redact.test.ts',
  'src/lib/ofertas-cache.test.ts',
  'src/mail/layout.test.ts',
  'src/modules/afinidad/afinidad.score.test.ts',
  'src/modules/equipo/acciones.test.ts',
  'src/modules/matching/busqueda.test.ts',
  'src/modules/matching/matching.rules.test.ts',
  'src/modules/publico/publico.empresa.html.test.ts',
  'src/modules/publico/publico.html.test.ts',
  'src/pdf/cv-pdf.test.ts',
  'src/pdf/datos-pdf.test.ts',
  'src/start-banner.test.ts',
  'test/cache-bus.test.ts',
  'test/engines.test.ts',
] as const;

/**
 * Files that test HTTP over the whole API rather than SQL, with a database under it: in full on the embedded
 * database, and as a smoke on PostgreSQL (the subset each file chooses with `onSecondEngine`).
 */
export const IN_FULL_ONCE = [
  'test/security/access-matrix.test.ts',
  'test/security/fuzz.part1.test.ts',
  'test/security/fuzz.part2.test.ts',
] as const;

/** True on the PostgreSQL pass: the files of IN_FULL_ONCE run their smoke subset. */
export const onSecondEngine = Boolean(process.env.DATABASE_URL);

/** Vitest's `exclude` for the API project: the engine-agnostic files when the pass is PostgreSQL's. */
export function excludedOnThisEngine(): string[] {
  return onSecondEngine ? [...ENGINE_AGNOSTIC] : [];
}
