/**
 * For a first screen that validates with zod/mini (packages/shared/src/schemas/zod-mini.ts), so that it does not
 * download the whole of zod. The login did; it now checks its two fields without a library (packages/shared/src/
 * login.ts), and no page imports zod/mini today: the plugin then changes nothing. zod/mini and full zod are built
 * on the same core modules, and a module lives in one chunk: shared with the forms that use full zod, the core would
 * reach such a page as the full library needs it. This plugin gives the zod/mini door its own copy of those modules (the same files under another
 * module id), tree-shaken to what the mini schemas use. Each copy has its own settings, and each door applies them
 * to its own. Only the build: in development one copy is enough.
 * Decision record: docs/decisions/024-first-screen-bundle.md.
 */
import type { Plugin } from 'vite';

const COPY = '?zod-mini';
const MINI_DOOR = /\/packages\/shared\/src\/schemas\/zod-mini\.ts$/;

export function zodMiniCopy(): Plugin {
  return {
    name: 'practiperu:zod-mini-copy',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !(importer.endsWith(COPY) || MINI_DOOR.test(importer))) return null;
      const resolved = await this.resolve(source, importer.replace(COPY, ''), { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      return resolved.id.includes('/node_modules/zod/') ? `${resolved.id}${COPY}` : resolved;
    },
  };
}
