/**
 * Vite wraps every dynamic `import()` of the app in a helper (`__vitePreload`) that first adds `<link>` elements
 * for the imported chunk's dependencies: `modulepreload` for its JavaScript and `stylesheet` for its own CSS. This
 * app has neither: `build.modulePreload` is off (the server announces a page's chunks in the shell instead) and all
 * the styles are one stylesheet, linked by the shell. The helper then only calls the import, yet its 1.5 KB (0.4 KB
 * brotli) sat in the entry every page downloads. This plugin gives it a body that just calls the import, and fails
 * the build when a chunk has a stylesheet of its own, which the plain helper would not load.
 * Decision record: docs/decisions/024-first-screen-bundle.md.
 */
import type { Plugin } from 'vite';

/** The module Vite's build inserts for the helper (vite/src/node/plugins/importAnalysisBuild.ts). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

export function plainDynamicImports(): Plugin {
  return {
    name: 'practiperu:plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id !== PRELOAD_HELPER) return null;
      return { code: 'export const __vitePreload = (load) => load();', moduleSideEffects: false };
    },
    generateBundle(_options, bundle) {
      const ownStyles = Object.values(bundle).filter(
        (file) => file.type === 'chunk' && !file.isEntry && (file.viteMetadata?.importedCss.size ?? 0) > 0,
      );
      if (ownStyles.length)
        this.error(
          `These chunks import a stylesheet of their own, which a plain import() does not load: ${ownStyles.map((f) => f.fileName).join(', ')}`,
        );
    },
  };
}
