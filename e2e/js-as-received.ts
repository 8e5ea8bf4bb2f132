/**
 * `npm run js-as-received -- --url http://localhost:3000`: the login's JavaScript as Chromium receives it, beside the
 * yardstick's (the smallest React 19 + React Router 7 data-router app, apps/web/test/minimal-app), both sent by our
 * own server code: the login by the running server at --url, the yardstick by the web-app plugin of the API
 * (apps/api/src/plugins/web-app.ts: the build's .br files as they are), on a port of its own, after building it with
 * the web app's Vite, React plugin and precompression. Each page is loaded cold in Chromium; the JavaScript
 * responses are read from the DevTools protocol (`Network`): bytes on the wire with their headers
 * (`loadingFinished.encodedDataLength`) and without them (the body's `dataReceived.encodedDataLength`). The ratio is
 * the product's target, at most 1.2 (docs/performance.md); apps/web/test/build-budget.test.ts holds the same figure
 * measured on the build's files.
 */
import { chromium, type Page } from '@playwright/test';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, JOURNEY_CHROMIUM_PATH } from './chromium.ts';

// The API's and the web app's modules are loaded by path: they belong to other TypeScript projects (their own
// settings and type augmentations), so only what this script uses of them is typed here.
const fromRepo = (file: string) => import(pathToFileURL(path.join(import.meta.dirname, '..', file)).href);
const { loadConfig } = (await fromRepo('apps/api/src/config.ts')) as { loadConfig: (env: NodeJS.ProcessEnv) => object };
const { webAppPlugin } = (await fromRepo('apps/api/src/plugins/web-app.ts')) as { webAppPlugin: FastifyPluginAsync<{ config: object }> };
const { buildMinimalApp } = (await fromRepo('apps/web/test/minimal-app/build.ts')) as {
  buildMinimalApp: (outDir: string) => Promise<void>;
};

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    login: { type: 'string', default: '/postulantes/inicio-sesion' },
  },
});

interface Received {
  file: string;
  /** Encoded bytes with the response's headers. */
  wire: number;
  /** Encoded bytes of the body alone. */
  body: number;
}

/** Loads `url` cold and returns its JavaScript responses once `ready` is shown and the network is idle. */
async function javascriptOf(page: Page, url: string, ready: () => Promise<void>): Promise<Received[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, { file: string; body: number; wire?: number }>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { file: new URL(response.url).pathname, body: 0 });
  });
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.body += encodedDataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.wire = encodedDataLength;
  });
  await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  const unfinished = [...scripts.values()].filter((s) => s.wire === undefined).map((s) => s.file);
  if (unfinished.length) throw new Error(`Sin terminar: ${unfinished.join(', ')}`);
  return [...scripts.values()].map(({ file, body, wire }) => ({ file, body, wire: wire! }));
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const sum = (list: Received[], key: 'wire' | 'body') => list.reduce((total, r) => total + r[key], 0);

console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
const minimalDir = await mkdtemp(path.join(tmpdir(), 'practiperu-minimal-app-'));
const server = Fastify();
const browser = await chromium.launch({ executablePath: JOURNEY_CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  await buildMinimalApp(minimalDir);
  await server.register(webAppPlugin, { config: loadConfig({ ...process.env, WEB_DIST_DIR: minimalDir }) });
  const yardstickUrl = await server.listen({ host: '127.0.0.1', port: 0 });

  const measure = async (url: string, ready: (page: Page) => Promise<void>) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 823 }, locale: 'es-PE' });
    try {
      const page = await context.newPage();
      return await javascriptOf(page, url, () => ready(page));
    } finally {
      await context.close();
    }
  };
  const login = await measure(`${args.url!.replace(/\/+$/, '')}${args.login}`, (page) => page.getByRole('heading', { level: 1 }).waitFor());
  const yardstick = await measure(`${yardstickUrl}/`, (page) => page.getByText('Hola').waitFor());

  for (const [name, list] of [
    [`login (${args.login})`, login],
    ['yardstick (minimal React 19 + React Router 7 app)', yardstick],
  ] as const) {
    console.log(`${name}: ${kb(sum(list, 'body'))} without headers, ${kb(sum(list, 'wire'))} with them, ${list.length} files`);
    for (const r of list) console.log(`    ${r.file}: ${kb(r.body)} (${kb(r.wire)})`);
  }
  const ratio = (key: 'wire' | 'body') => (sum(login, key) / sum(yardstick, key)).toFixed(3);
  console.log(`ratio: ${ratio('body')} without headers, ${ratio('wire')} with them`);
} finally {
  await browser.close();
  await server.close();
  await rm(minimalDir, { recursive: true, force: true });
}
