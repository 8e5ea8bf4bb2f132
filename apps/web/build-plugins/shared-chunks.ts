/**
 * A few chunks for the code that pages share, instead of one per set of pages (decision 024).
 *
 * Left to itself, the bundler gives every set of modules that the same pages share a chunk of its own: a signed-in
 * page needed some twenty files of about 1 KB each. On HTTP/1.1 a browser fetches six files at a time from one
 * server, so each further round of six costs a round trip before the first paint: Lighthouse measured the signed-in
 * pages about 0.35 s faster with five to nine files than with twenty-two, although they weigh 4 to 9 KB more.
 *
 * Once the module graph is complete, this plugin sorts our own shared code (apps/web/src, packages/shared/src) by
 * the pages that use it, a page being a module the router loads lazily:
 * - `ui`: used by most pages (icons, texts, dialogs, skeletons);
 * - `common`: used by pages of more than one area (public, applicants, companies, back office), or by the frame
 *   of the private pages (which all of them load);
 * - `postulantes`, `empresas`, `admin`, `publico`: used by several pages of one area only.
 * What fewer pages share keeps the bundler's own split, as do two kinds of module, so that nobody loads them who
 * does not need them: what reaches zod or react-hook-form (form code: pages without a form load none), and what the
 * login pages load (they stay within their budget: `login` for what only they use, `login-shared` for the rest). A
 * module's imports follow it into its chunk unless a group of higher priority took them first; the sorting keeps
 * that consistent, as a module's imports are used by at least the same pages. apps/web/test/build-budget.test.ts
 * checks the outcome: the login's budget, no form code on pages without a form, and at most a few files per page.
 *
 * A feature's public file (features/<area>/index.ts, the only door other features may use: eslint.config.js) only
 * re-exports pieces of that feature's modules. A page that imports one piece through it uses that piece's module, not
 * all of them: the plugin tells the bundler the file has no side effects (else importing it would load every module
 * it names), and the sorting reads which names each module imports from a public file and counts those modules only.
 */
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const OWN_CODE = /[\\/](apps[\\/]web[\\/]src|packages[\\/]shared[\\/]src)[\\/]/;
const LOGIN_PAGE = /[\\/]apps[\\/]web[\\/]src[\\/]routes[\\/](postulantes|empresas|admin)[\\/]login\.tsx$/;
const AREA = /[\\/]apps[\\/]web[\\/]src[\\/]routes[\\/](postulantes|empresas|admin)[\\/]/;
/** The frame of the private pages: every private page loads it, so what it imports is as good as shared by all. */
const PRIVATE_FRAME = /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/]private-layout\.tsx$/;
const FORM_CODE = /[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]|\?zod-mini$/;
const PUBLIC_FILE = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
/** In the transformed code: `export { a, b } from './api'`, `import { a, b as c } from '../ofertas'`, any reference. */
const EXPORT_FROM = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const IMPORT_FROM = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const ANY_FROM = /(?:from|import)\s*["']([^"']+)["']/g;

/**
 * How many pages must use a module for it to join a shared chunk. Chosen from the build of 26 November 2026 by
 * measuring (docs/performance.md): the basic UI that nearly every page uses (icons, texts, dialogs, skeletons) is a
 * chunk of its own, so that the light pages (landing, legal texts) load only that; the rest of what several areas
 * share goes to `common` (which every private page loads anyway through its frame); what one area's pages share goes
 * to the area's chunk once five of them use it, so that a page does not load another page's large parts.
 */
const UI_PAGES = 40;
const COMMON_PAGES = 6;
const AREA_PAGES = 5;

export type ChunkName = 'ui' | 'common' | 'public-shared' | 'postulantes' | 'empresas' | 'admin' | 'publico' | 'login' | 'login-shared';

/** A public page: one of the router's pages outside the three areas and their frame (the search, an offer page…). */
const PUBLIC_PAGE = /[\\/]apps[\\/]web[\\/]src[\\/]routes[\\/](?!(postulantes|empresas|admin)[\\/])/;

export interface SharedChunks {
  plugin: Plugin;
  /** For `output.codeSplitting.groups[].name`: the chunk a module goes to, or null for the bundler's own split. */
  name: (id: string) => ChunkName | null;
}

const areaOf = (page: string): ChunkName => (AREA.exec(page)?.[1] as ChunkName | undefined) ?? 'publico';

/** The shared chunk of a module of ours that reaches no form code, from the pages that use it; null: the bundler's. */
function chunkFor(users: readonly string[]): ChunkName | null {
  // Taken before the groups below, or they would pull it in with the modules that import it.
  if (users.some((page) => LOGIN_PAGE.test(page))) return users.every((page) => LOGIN_PAGE.test(page)) ? 'login' : 'login-shared';
  if (users.length >= UI_PAGES) return 'ui';
  // What a public page shares with the signed-in areas: apart from `common`, whose every module a public page would
  // otherwise load and run (the team's, the CV's, the rights' texts) before its first paint.
  if (users.length > 1 && users.some((page) => PUBLIC_PAGE.test(page))) {
    if (users.some((page) => PRIVATE_FRAME.test(page))) return 'public-shared';
    if (new Set(users.map(areaOf)).size > 1) return users.length >= COMMON_PAGES ? 'public-shared' : null;
  }
  if (users.length > 1 && users.some((page) => PRIVATE_FRAME.test(page))) return 'common';
  const areas = new Set(users.map(areaOf));
  if (areas.size > 1) return users.length >= COMMON_PAGES ? 'common' : null;
  return users.length >= AREA_PAGES ? areaOf(users[0]!) : null;
}

/** The module among `candidates` that `specifier`, written in module `from`, names ('./api', '../ofertas'). */
function moduleNamed(from: string, specifier: string, candidates: readonly string[]): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(from), specifier);
  return candidates.find((id) => id.replace(/\.tsx?$/, '') === base || id === join(base, 'index.ts'));
}

/** The names a list of specifiers takes from its module: `a, b as c` → a, b. */
const namesIn = (list: string): string[] =>
  list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/)[0]!)
    .filter(Boolean);

/**
 * Replaces, in `imports`, each import of a public file by imports of the modules whose pieces it takes. An import
 * it cannot read (a namespace, a name the public file does not re-export by name) keeps the whole public file.
 */
function throughPublicFiles(imports: Map<string, readonly string[]>, codeOf: (id: string) => string | null): void {
  const pieces = new Map<string, Map<string, string>>();
  for (const [id, deps] of imports) {
    if (!PUBLIC_FILE.test(id)) continue;
    const modules = new Map<string, string>();
    for (const [, list, specifier] of (codeOf(id) ?? '').matchAll(EXPORT_FROM)) {
      const module = moduleNamed(id, specifier!, deps);
      if (module) for (const name of namesIn(list!)) modules.set(name, module);
    }
    pieces.set(id, modules);
  }
  for (const [id, deps] of imports) {
    if (PUBLIC_FILE.test(id) || !deps.some((dep) => pieces.has(dep))) continue;
    const code = codeOf(id) ?? '';
    const next = deps.flatMap((dep) => {
      const modules = pieces.get(dep);
      if (!modules) return [dep];
      const named = [...code.matchAll(IMPORT_FROM)].filter(([, , specifier]) => moduleNamed(id, specifier!, [dep]));
      const references = [...code.matchAll(ANY_FROM)].filter(([, specifier]) => moduleNamed(id, specifier!, [dep]));
      const taken = named.flatMap(([, list]) => namesIn(list!).map((name) => modules.get(name)));
      if (!named.length || references.length > named.length || taken.some((module) => !module)) return [dep];
      return taken as string[];
    });
    imports.set(id, [...new Set(next)]);
  }
}

export function sharedChunks(): SharedChunks {
  let chunkOf: Map<string, ChunkName> | null = null;
  const plugin: Plugin = {
    name: 'practiperu:shared-chunks',
    apply: 'build',
    transform: {
      filter: { id: PUBLIC_FILE },
      handler: (code) => ({ code, moduleSideEffects: false }),
    },
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const imports = new Map<string, readonly string[]>();
      const importers = new Map<string, string[]>();
      const pages: string[] = [];
      for (const id of ids) {
        const info = this.getModuleInfo(id);
        imports.set(id, info?.importedIds ?? []);
        if (info?.dynamicImporters.length && OWN_CODE.test(id)) pages.push(id);
      }
      throughPublicFiles(imports, (id) => this.getModuleInfo(id)?.code ?? null);
      for (const [id, deps] of imports) for (const dep of deps) importers.set(dep, [...(importers.get(dep) ?? []), id]);
      const reach = (from: string[], edges: ReadonlyMap<string, readonly string[]>): Set<string> => {
        const seen = new Set(from);
        const queue = [...from];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          for (const next of edges.get(id) ?? []) {
            if (seen.has(next)) continue;
            seen.add(next);
            queue.push(next);
          }
        }
        return seen;
      };
      const formCode = reach(
        ids.filter((id) => FORM_CODE.test(id)),
        importers,
      );
      const pageSet = new Set(pages);
      const usedBy = new Map<string, string[]>();
      for (const page of pages) {
        for (const id of reach([page], imports)) if (!pageSet.has(id)) usedBy.set(id, [...(usedBy.get(id) ?? []), page]);
      }
      chunkOf = new Map();
      for (const [id, users] of usedBy) {
        if (!OWN_CODE.test(id) || formCode.has(id)) continue;
        const name = chunkFor(users);
        if (name) chunkOf.set(id, name);
      }
    },
  };
  return {
    plugin,
    name(id) {
      if (!chunkOf) throw new Error('shared-chunks: the module graph is not known yet');
      return chunkOf.get(id) ?? null;
    },
  };
}
