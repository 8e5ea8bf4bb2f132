/**
 * The door to zod: every schema imports `z` from here (or from zod-mini.ts), so the project's settings hold before
 * any schema is built, and are applied after zod has loaded (zod sets its English messages as it loads):
 * - Spanish default messages, so a rule without its own text still speaks Spanish;
 * - jitless in the browser, because zod would otherwise probe `new Function` when it builds an object schema, which
 *   the web's Content-Security-Policy (no 'unsafe-eval') reports as a violation even though zod catches the error.
 *   The API keeps zod's compiled object parsers: every answer is encoded through its schema, about four times
 *   faster so (a 10-card list: 40 µs instead of 160 µs on this machine under load).
 */
import { z } from 'zod';
// Only the Spanish locale: `z.locales` would bring every language into the web bundle.
import es from 'zod/v4/locales/es.js';

z.config({ ...es(), jitless: 'document' in globalThis });

export { z };
