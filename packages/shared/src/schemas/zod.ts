/**
 * The door to zod: every schema imports `z` from here (or from zod-mini.ts), so the project's settings hold before
 * any schema is built, and are applied after zod has loaded (zod sets its English messages as it loads):
 * - Spanish default messages, so a rule without its own text still speaks Spanish;
 * - jitless, because zod would otherwise probe `new Function` when it builds an object schema, which the web's
 *   Content-Security-Policy (no 'unsafe-eval') reports as a violation even though zod catches the error.
 */
import { z } from 'zod';
// Only the Spanish locale: `z.locales` would bring every language into the web bundle.
import es from 'zod/v4/locales/es.js';

z.config({ ...es(), jitless: true });

export { z };
