/**
 * Every text file of the build also as .br and .gz at the highest levels, served as they are by the API
 * (@fastify/static preCompressed): no compression work per request. index.html is left out: the server writes into
 * it per page and compresses it on the fly. Also used to build the yardstick app the same way (e2e/js-as-received.ts).
 */
import { constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export function precompress(): Plugin {
  return compression({
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    include: /\.(js|css|svg|json|txt|xml)$/,
    threshold: 512,
    logLevel: 'silent',
  }) as Plugin;
}
