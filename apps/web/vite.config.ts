import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { plainDynamicImports } from './build-plugins/plain-dynamic-imports.ts';
import { precompress } from './build-plugins/precompress.ts';
import { sharedChunks } from './build-plugins/shared-chunks.ts';
import { zodMiniCopy } from './build-plugins/zod-mini-copy.ts';

const shared = sharedChunks();
/** A group's `name`: the module's shared chunk when it is one of `names`, else not this group's. */
const chunk = (names: string[]) => (id: string) => {
  const name = shared.name(id);
  return name && names.includes(name) ? name : null;
};

export default defineConfig({
  plugins: [react(), tailwindcss(), zodMiniCopy(), plainDynamicImports(), shared.plugin, precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  // Source maps for our own debugging only: no sourceMappingURL comment, and the server never serves .map files.
  // The manifest lists each chunk's imports: the server and the build-size test read which files a page loads.
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    manifest: true,
    modulePreload: false,
    // Everything the entry needs in one file (React, the router, the page frame): one request instead of seven, and
    // brotli does better on one stream. What pages share goes to a few chunks (build-plugins/shared-chunks.ts); the
    // higher priority takes a module first, so that a group does not pull in, with a module's imports, what belongs
    // to another.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 6 },
            // Apart: in one group, what the login shares with other pages (its fields) followed the login's own
            // code into one chunk, and the search downloaded the login form with its fields.
            { name: chunk(['login-shared']), priority: 5 },
            { name: chunk(['login']), priority: 4 },
            { name: chunk(['ui']), priority: 3 },
            { name: chunk(['public-shared']), priority: 3 },
            { name: chunk(['common']), priority: 2 },
            { name: chunk(['postulantes', 'empresas', 'admin', 'publico']), priority: 1 },
          ],
        },
      },
    },
  },
});
