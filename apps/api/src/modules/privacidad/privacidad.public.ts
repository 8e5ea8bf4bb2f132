/**
 * Other modules may import this file: what they need of the rights module (docs/privacy.md). Deleting an account
 * removes its copies' files (the rows go with the account); the web app's uploads route keeps the private folder out.
 */
export { archivosDe as archivosDeExportaciones } from './privacidad.repository.ts';
export { isPrivateUpload } from './privacidad.files.ts';
