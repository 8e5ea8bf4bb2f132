/**
 * The first screens stay small (docs/decisions/024-first-screen-bundle.md). Builds the web app as `npm run build`
 * does, into a temporary folder, and reads from the manifest which files each page loads: the entry, what it imports,
 * the page's lazy route chunk and what that imports. Sizes are brotli at quality 11, as the server sends them, so
 * they depend on the code alone, never on the machine's speed.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The login's JavaScript as sent (entry + route), in bytes: 102.2 KB when set, 1.22× the smallest React 19 + React
 * Router 7 app built the same way (test/minimal-app, 84.1 KB); the product's target is at most 1.25× that app.
 */
const LOGIN_BUDGET = 105_000;
const LOGIN_RATIO_TARGET = 1.25;

const LOGIN_ROUTES = ['src/routes/postulantes/login.tsx', 'src/routes/empresas/login.tsx', 'src/routes/admin/login.tsx'];

/** Pages without a form: they must not download zod or react-hook-form. The not-found page is in the entry. */
const NO_FORM_ROUTES = [
  'src/routes/landing.tsx',
  'src/routes/ofertas/index.tsx',
  'src/routes/ofertas/detalle.tsx',
  'src/routes/legal/terminos.tsx',
  'src/routes/legal/nosotros.tsx',
  'src/routes/legal/politica-privacidad.tsx',
  'src/routes/postulantes/home.tsx',
  'src/routes/postulantes/nuevas-ofertas/index.tsx',
  'src/routes/postulantes/nuevas-ofertas/detalle.tsx',
  'src/routes/postulantes/mis-postulaciones/index.tsx',
  'src/routes/postulantes/mis-postulaciones/detalle.tsx',
  'src/routes/postulantes/guardadas.tsx',
  'src/routes/postulantes/curriculum/index.tsx',
  'src/routes/postulantes/cuenta/index.tsx',
  'src/routes/postulantes/membresia.tsx',
  'src/routes/postulantes/contenido-premium/index.tsx',
  'src/routes/postulantes/contenido-premium/video.tsx',
  'src/routes/empresas/home.tsx',
  'src/routes/empresas/cuenta/index.tsx',
  'src/routes/empresas/publicar/index.tsx',
  'src/routes/empresas/mis-publicaciones/index.tsx',
  'src/routes/empresas/mis-publicaciones/detalle.tsx',
  'src/routes/admin/home.tsx',
];

/**
 * The pages Lighthouse measures (docs/performance.md), with the frame the private ones load, and how many
 * JavaScript files each may need, the entry included. On HTTP/1.1 a browser fetches six at a time: with the
 * stylesheet and boot.js, eleven files are two rounds. When this fails, a shared module has probably left the
 * shared chunks (build-plugins/shared-chunks.ts): see which small files the page now loads.
 */
const MEASURED_PAGES: Array<[page: string, frame?: string]> = [
  ['src/routes/postulantes/login.tsx'],
  ['src/routes/empresas/login.tsx'],
  ['src/routes/ofertas/index.tsx'],
  ['src/routes/ofertas/detalle.tsx'],
  ['src/routes/postulantes/home.tsx', 'src/app/private-layout.tsx'],
  ['src/routes/empresas/mis-publicaciones/postulantes/index.tsx', 'src/app/private-layout.tsx'],
];
const MAX_FILES_MEASURED = 11;
/** Any page, the frame aside (the largest form pages load their form code besides). */
const MAX_FILES_ANY = 14;

const ZOD = /\/node_modules\/zod\//;
/** The login's own copy of zod's core, for zod/mini (apps/web/build-plugins/zod-mini-copy.ts). */
const ZOD_MINI_COPY = /\/node_modules\/zod\/.*\?zod-mini$/;
const FORM_LIBRARY = /\/node_modules\/(react-hook-form|@hookform)\//;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
let outDir = '';
let minimalDir = '';
let minimalAppBytes = 0;
let manifest: Record<string, ManifestChunk> = {};
/** The modules of each output file, as the bundler reports them. */
const modulesOf = new Map<string, string[]>();

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'practiperu-web-budget-'));
  const recordModules: Plugin = {
    name: 'record-modules',
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle)) if (output.type === 'chunk') modulesOf.set(output.fileName, output.moduleIds);
    },
  };
  // Vitest runs with NODE_ENV=test, which would make Vite build React's development code.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webRoot,
      configFile: join(webRoot, 'vite.config.ts'),
      logLevel: 'silent',
      plugins: [recordModules],
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

  // The yardstick, built with the same React and React Router and measured the same way.
  minimalDir = await mkdtemp(join(tmpdir(), 'practiperu-web-minimal-'));
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: join(webRoot, 'test/minimal-app'),
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir: minimalDir, emptyOutDir: true, manifest: true, sourcemap: false },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const minimal = JSON.parse(await readFile(join(minimalDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  minimalAppBytes = await brotliBytes(
    Object.values(minimal).map((chunk) => chunk.file),
    minimalDir,
  );
}, 180_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
  if (minimalDir) await rm(minimalDir, { recursive: true, force: true });
});

/** The files a page loads: the entry and the route's chunk (and its frame's), with everything they import. */
function filesOf(route?: string, frame?: string): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build (was the route renamed?)`);
    if (seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  visit(entry!);
  if (route) visit(route);
  if (frame) visit(frame);
  return [...seen].map((key) => manifest[key]!.file);
}

const modulesLoadedBy = (route?: string) => filesOf(route).flatMap((file) => modulesOf.get(file) ?? []);

async function brotliBytes(files: string[], dir = outDir): Promise<number> {
  let total = 0;
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    const code = await readFile(join(dir, file));
    total += brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return total;
}

describe('the first screens of the web app', () => {
  it.each(LOGIN_ROUTES)('%s sends at most the login budget of JavaScript (brotli)', async (route) => {
    expect(await brotliBytes(filesOf(route))).toBeLessThanOrEqual(LOGIN_BUDGET);
  });

  it.each(LOGIN_ROUTES)('%s sends at most 1.25× the JavaScript of the smallest React + React Router app', async (route) => {
    expect(minimalAppBytes).toBeGreaterThan(50_000);
    expect((await brotliBytes(filesOf(route))) / minimalAppBytes).toBeLessThanOrEqual(LOGIN_RATIO_TARGET);
  });

  it.each(LOGIN_ROUTES)('%s validates with zod/mini alone: neither full zod nor react-hook-form', (route) => {
    const modules = modulesLoadedBy(route);
    expect(modules.filter((id) => ZOD.test(id) && !ZOD_MINI_COPY.test(id))).toEqual([]);
    expect(modules.filter((id) => FORM_LIBRARY.test(id))).toEqual([]);
  });

  it('every page (the entry, with the not-found and error pages) loads no validator and no form library', () => {
    expect(modulesLoadedBy().filter((id) => ZOD.test(id) || FORM_LIBRARY.test(id))).toEqual([]);
  });

  it.each(MEASURED_PAGES)(`%s needs at most ${MAX_FILES_MEASURED} JavaScript files`, (page, frame) => {
    expect(filesOf(page, frame).filter((file) => file.endsWith('.js')).length).toBeLessThanOrEqual(MAX_FILES_MEASURED);
  });

  it(`no page needs more than ${MAX_FILES_ANY} JavaScript files`, () => {
    const pages = Object.keys(manifest).filter((key) => key.startsWith('src/routes/') && manifest[key]?.isDynamicEntry);
    expect(pages.length).toBeGreaterThan(50);
    const tooMany = pages.filter((page) => filesOf(page).filter((file) => file.endsWith('.js')).length > MAX_FILES_ANY);
    expect(tooMany).toEqual([]);
  });

  it.each(NO_FORM_ROUTES)('%s, which has no form, loads neither zod nor react-hook-form', (route) => {
    expect(modulesLoadedBy(route).filter((id) => ZOD.test(id) || FORM_LIBRARY.test(id))).toEqual([]);
  });
});
