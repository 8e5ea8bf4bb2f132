/**
 * Where the API's own files are on disk. The same whether the API runs from its sources (tsx, the tests: this file
 * is apps/api/src/locations.ts) or from the production bundle (apps/api/dist/server.js, into which this module is
 * bundled): both sit one folder under apps/api, so one `..` from the running file is apps/api. The data files the
 * API reads at run time (the SQL migrations, the reference data of Peru, the demo's media) stay in src/ and are
 * read from there in both cases (decision 027).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api */
export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The repository's root: the web app's build (apps/web/dist) and the default data folder are found from it. */
export const REPO_ROOT = path.resolve(API_ROOT, '../..');

/** A data file or folder under apps/api/src, e.g. `apiSource('db/migrations')`. */
export const apiSource = (relative: string) => path.join(API_ROOT, 'src', relative);
