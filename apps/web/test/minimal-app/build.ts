/**
 * Builds the yardstick (the smallest React 19 + React Router 7 data-router app) with the web app's Vite and React
 * plugin, its files precompressed as the web app's are (build-plugins/precompress.ts), for a server to send them as
 * it sends ours (e2e/js-as-received.ts).
 */
import react from '@vitejs/plugin-react';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { precompress } from '../../build-plugins/precompress.ts';

export async function buildMinimalApp(outDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: dirname(fileURLToPath(import.meta.url)),
      configFile: false,
      logLevel: 'silent',
      plugins: [react(), precompress()],
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
