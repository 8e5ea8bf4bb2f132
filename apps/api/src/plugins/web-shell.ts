/**
 * The web app's HTML shell, per page: the built `index.html` with `<link rel="modulepreload">` for the code the page
 * needs (the entry's imports and the page's own modules, read from the build's manifest), so the browser fetches
 * all of it at once with the entry instead of discovering it one import level after another. Without a manifest
 * (an old build) the shell is sent as built.
 */
import type { WebPage } from '@practiperu/shared/web-pages';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface WebShell {
  /** The shell for `page` (undefined: a path the app does not have, which shows the not-found page of the entry). */
  html(page: WebPage | undefined): string;
}

export function createWebShell(distDir: string): WebShell {
  let index: string | null = null;
  let manifest: Manifest | null | undefined;
  const byPage = new Map<WebPage | undefined, string>();

  const readManifest = (): Manifest | null => {
    const file = path.join(distDir, '.vite', 'manifest.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
  };

  return {
    html(page) {
      let html = byPage.get(page);
      if (html === undefined) {
        index ??= readFileSync(path.join(distDir, 'index.html'), 'utf8');
        manifest ??= readManifest();
        html = manifest ? withPreloads(index, manifest, page) : index;
        byPage.set(page, html);
      }
      return html;
    },
  };
}

function withPreloads(index: string, manifest: Manifest, page: WebPage | undefined): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return index;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dependency of chunk.imports ?? []) visit(dependency);
  };
  visit(entryKey);
  for (const module of page?.modules ?? []) {
    // Always there for a module the router imports lazily (the web test checks the list against the router).
    const key = [`src/${module}.tsx`, `src/${module}.ts`].find((k) => manifest[k]);
    if (key) visit(key);
  }
  files.delete(manifest[entryKey]!.file);
  if (files.size === 0) return index;
  const links = [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
  return index.replace('</head>', () => `    ${links}\n  </head>`);
}
