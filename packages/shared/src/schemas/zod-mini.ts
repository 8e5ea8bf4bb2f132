/**
 * The door to zod/mini, the tree-shakable zod: for the schemas of the first screens (the login), whose page should
 * not download the whole of zod. It applies `jitless` in the browser like zod.ts (see there why) but not the Spanish
 * locale: a schema written with zod/mini gives each of its messages itself (schemas/auth.ts), so zod's default
 * texts are never shown, and the first screen does not download them. On the server both doors share one zod core,
 * which zod.ts configures with the locale too.
 */
import { z } from 'zod/mini';

z.config({ jitless: 'document' in globalThis });

export { z };
