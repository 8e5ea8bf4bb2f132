/** zod with Spanish default messages: a rule without its own text still speaks Spanish. */
import { z } from 'zod';
// Only the Spanish locale: `z.locales` would bring every language into the web bundle.
import es from 'zod/v4/locales/es.js';

z.config(es());

export { z };
