/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on the six pages that matter most on a phone,
 * each run in a fresh Chromium profile (cold cache), printing the median of the runs per page
 * (docs/performance.md "Lighthouse"). Measures the server at LH_URL, or starts its own on a fresh embedded
 * database with the demo data (like the browser journeys). The two signed-in pages get the demo accounts' tokens
 * in localStorage before the audit, as the web app keeps them.
 *
 *   npm run lighthouse                       # 3 runs per page, own server
 *   npm run lighthouse -- --runs 5 --url http://localhost:3000
 *   npm run lighthouse -- --only ofertas --save /tmp/lh    # one page; every report's JSON and trace kept in /tmp/lh
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const TOKEN_KEY = 'token';
const PASSWORD = 'Demo12345';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, url: { type: 'string' }, only: { type: 'string' }, save: { type: 'string' } },
});
const runs = Math.max(1, Number(args.runs) || 3);
let version = '';

interface Page {
  name: string;
  path: string;
  login?: { call: 'loginPostulant' | 'loginRecruiter'; email: string };
}

interface Figures {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  scriptBytes: number;
}

async function main() {
  const server = args.url ? null : await startServer();
  const base = (args.url ?? server!.url).replace(/\/+$/, '');
  try {
    const pages = await pagesToMeasure(base);
    const load = loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
    console.log(`Lighthouse · mobile, simulated throttling · ${runs} runs per page · ${base}`);
    console.log(`${new Date().toISOString()} · load average at start: ${load}\n`);
    const rows: Array<[string, Figures]> = [];
    for (const page of pages.filter((p) => !args.only || p.name.includes(args.only))) {
      const all: Figures[] = [];
      for (let i = 0; i < runs; i++) all.push(await auditWithRetry(base, page));
      rows.push([page.name, median(all)]);
      console.log(`  ${page.name}: ${all.map((f) => f.performance).join(', ')}`);
    }
    console.log(
      `\nLighthouse ${version}, median of ${runs} (load average at end: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}):\n`,
    );
    console.log('| page | perf | LCP | CLS | TBT | FCP | a11y | SEO | best pr. | JS as sent |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const [name, f] of rows) {
      console.log(
        `| ${name} | ${f.performance} | ${(f.lcp / 1000).toFixed(1)} s | ${f.cls.toFixed(3)} | ${Math.round(f.tbt)} ms | ` +
          `${(f.fcp / 1000).toFixed(1)} s | ${f.accessibility} | ${f.seo} | ${f.bestPractices} | ${(f.scriptBytes / 1024).toFixed(1)} KiB |`,
      );
    }
  } finally {
    server?.stop();
  }
}

/** The six pages, with the ids found in the demo data: the first public offer, the offer with most applicants. */
async function pagesToMeasure(base: string): Promise<Page[]> {
  const search = (await (await fetch(`${base}/api/publico/ofertas`)).json()) as { data: Array<{ ruta_publica: string }> };
  const ofertaPath = search.data[0]?.ruta_publica;
  if (!ofertaPath) throw new Error('No hay ofertas públicas: ¿datos de demostración?');
  const token = await login(base, 'loginRecruiter', 'empresa@demo.pe');
  const mine = (await (await fetch(`${base}/api/oferta/myList?page=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: Array<{ id: number; total_postulantes: number }>;
  };
  const busiest = [...mine.data].sort((a, b) => b.total_postulantes - a.total_postulantes)[0];
  if (!busiest) throw new Error('La empresa de demostración no tiene ofertas.');
  return [
    { name: '/postulantes/inicio-sesion', path: '/postulantes/inicio-sesion' },
    { name: '/empresas/inicio-sesion', path: '/empresas/inicio-sesion' },
    { name: '/ofertas', path: '/ofertas' },
    { name: 'public offer page', path: ofertaPath },
    { name: '/postulantes/ (signed in)', path: '/postulantes/', login: { call: 'loginPostulant', email: 'postulante@demo.pe' } },
    {
      name: `/empresas/mis-publicaciones/${busiest.id}/postulantes (signed in)`,
      path: `/empresas/mis-publicaciones/${busiest.id}/postulantes`,
      login: { call: 'loginRecruiter', email: 'empresa@demo.pe' },
    },
  ];
}

async function login(base: string, call: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await res.json()) as { token?: string; message?: string };
  if (!body.token) throw new Error(`No se pudo ingresar como ${email}: ${body.message}`);
  return body.token;
}

/** Lighthouse sometimes fails to record the trace (NO_NAVSTART, NO_FCP): such a run is done again, twice at most. */
async function auditWithRetry(base: string, page: Page): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(base, page);
    } catch (err) {
      if (attempt === 3) throw err;
      console.log(`  ${page.name}: run failed (${(err as Error).message}), again`);
    }
  }
}

/** One cold audit: a new Chromium profile; for a signed-in page, the token is put in localStorage first. */
async function audit(base: string, page: Page): Promise<Figures> {
  const profile = mkdtempSync(path.join(tmpdir(), 'practiperu-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir: profile,
  });
  try {
    if (page.login) {
      const token = await login(base, page.login.call, page.login.email);
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const tab = await browser.contexts()[0]!.newPage();
      // A same-origin address that loads none of the app's files, so the audit still starts with a cold cache.
      await tab.goto(`${base}/api/health`);
      await tab.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
      await tab.close();
      await browser.close();
    }
    const result = await lighthouse(`${base}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
      disableStorageReset: Boolean(page.login),
    });
    if (!result) throw new Error('Lighthouse no devolvió resultados');
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.code);
    if (args.save) {
      mkdirSync(args.save, { recursive: true });
      const file = `${page.path.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`;
      writeFileSync(path.join(args.save, file), JSON.stringify(result.lhr, null, 1));
      // The trace, for chrome://tracing or the Performance panel: where the main thread's time went.
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      if (trace) writeFileSync(path.join(args.save, file.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
    }
    const { categories, audits } = result.lhr;
    version = result.lhr.lighthouseVersion;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const requests = (
      audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined
    )?.items;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbt: value('total-blocking-time'),
      scriptBytes: (requests ?? []).filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    };
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

function median(all: Figures[]): Figures {
  const mid = (pick: (f: Figures) => number) => {
    const sorted = all.map(pick).sort((a, b) => a - b);
    const m = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[m]! : (sorted[m - 1]! + sorted[m]!) / 2;
  };
  return {
    performance: mid((f) => f.performance),
    accessibility: mid((f) => f.accessibility),
    seo: mid((f) => f.seo),
    bestPractices: mid((f) => f.bestPractices),
    fcp: mid((f) => f.fcp),
    lcp: mid((f) => f.lcp),
    cls: mid((f) => f.cls),
    tbt: mid((f) => f.tbt),
    scriptBytes: mid((f) => f.scriptBytes),
  };
}

/** The real server on a fresh embedded database with the demo data (the browser journeys' start script). */
async function startServer(): Promise<{ url: string; stop: () => void }> {
  const port = Number(process.env.LH_PORT ?? 3150);
  const child: ChildProcess = spawn(process.execPath, ['e2e/start-server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('El servidor no arrancó en 3 minutos');
}

await main();
