/**
 * The server answers 200 only for the pages in shared/web-pages, 404 for any other path, and announces each page's
 * modules in the shell: the list must be the router's own, or a new screen would be a "not found" for crawlers, a
 * removed one would still be a 200, and the browser would be told to fetch the wrong code.
 */
import { AREA_ROUTES_MODULE, findWebPage, PRIVATE_LAYOUT_MODULE, WEB_NOT_FOUND_PAGES, WEB_PAGES } from '@practiperu/shared/web-pages';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AREA_ROUTES } from '../area-routes';
import { addAreaRoutes, routes } from '../router';

type LazyRoute = NonNullable<RouteObject['lazy']>;

interface RouterPage {
  path: string;
  /**
   * What is loaded on the way to the page, the page's own last: the lazy routes, and the area's routes (area-routes)
   * first for a page the router adds when a path of its area is first opened.
   */
  lazy: Array<LazyRoute | typeof AREA_ROUTES_MODULE>;
}

/** The routes the router adds for each area, by the id of the route they hang from. */
const ADDED: Record<string, RouteObject[]> = Object.assign({}, ...Object.values(AREA_ROUTES));

/** Every page the router can show, as a full path pattern; '*' routes are the not-found fallbacks. */
function pagesOf(list: RouteObject[], parent = '', lazy: RouterPage['lazy'] = []): RouterPage[] {
  return list.flatMap((route) => {
    const here = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
    const chain = route.lazy ? [...lazy, route.lazy] : lazy;
    const own: RouterPage[] = route.index
      ? [{ path: `${here.replace(/\/$/, '')}/`, lazy: chain }]
      : route.path && !route.children
        ? [{ path: here, lazy: chain }]
        : [];
    const added = route.id ? pagesOf(ADDED[route.id] ?? [], here, [AREA_ROUTES_MODULE, ...chain]) : [];
    return [...own, ...pagesOf(route.children ?? [], here, chain), ...added].filter((p) => !p.path.endsWith('*'));
  });
}

/** What a module draws: its default export (a page), or the layout a lazy layout route renders. */
async function drawnBy(lazy: LazyRoute): Promise<unknown> {
  const loaded = (await (lazy as () => Promise<Record<string, unknown>>)()) as { Component?: unknown; element?: { type: unknown } };
  return loaded.Component ?? loaded.element?.type;
}

const modules = import.meta.glob<Record<string, unknown>>(['../../routes/**/*.tsx', '../private-layout.tsx']);
async function exportsOf(module: string): Promise<unknown[]> {
  const key = module === PRIVATE_LAYOUT_MODULE ? '../private-layout.tsx' : `../../${module}.tsx`;
  const load = modules[key];
  if (!load) throw new Error(`No existe apps/web/src/${module}.tsx`);
  return Object.values(await load());
}

describe('the pages the server knows', () => {
  const routerPages = pagesOf(routes);
  const routerPaths = new Set(routerPages.map((p) => p.path));

  it('are exactly the pages of the router', () => {
    expect([...routerPaths].filter((p) => !WEB_NOT_FOUND_PAGES.includes(p)).sort()).toEqual(WEB_PAGES.map((p) => p.path).sort());
    for (const notFound of WEB_NOT_FOUND_PAGES) expect(routerPaths.has(notFound)).toBe(true);
  });

  it('name the modules the router loads for each page, its lazy layout first', async () => {
    for (const page of routerPages.filter((p) => !WEB_NOT_FOUND_PAGES.includes(p.path))) {
      const declared = WEB_PAGES.find((p) => p.path === page.path)!;
      expect(declared.modules, page.path).toHaveLength(page.lazy.length);
      for (const [i, lazy] of page.lazy.entries()) {
        if (lazy === AREA_ROUTES_MODULE) expect(declared.modules[i], page.path).toBe(AREA_ROUTES_MODULE);
        else expect(await exportsOf(declared.modules[i]!), `${page.path}: ${declared.modules[i]}`).toContain(await drawnBy(lazy));
      }
    }
  }, 60_000);

  it('match concrete addresses, with or without the final slash, and nothing else', () => {
    expect(findWebPage('/postulantes')?.path).toBe('/postulantes/');
    expect(findWebPage('/postulantes/')?.path).toBe('/postulantes/');
    expect(findWebPage('/empresas/mis-publicaciones/12/postulantes/40')?.path).toBe(
      '/empresas/mis-publicaciones/:id/postulantes/:id_postulant',
    );
    expect(findWebPage('/ofertas/practicante-de-logistica-4')?.path).toBe('/ofertas/:slug');
    expect(findWebPage('/empresas/mis-publicaciones/12/otra-cosa')).toBeUndefined();
    expect(findWebPage('/wp-admin')).toBeUndefined();
    expect(findWebPage('/404')).toBeUndefined();
  });
});

describe("the areas' routes the router adds", () => {
  const ids = (list: RouteObject[]): string[] => list.flatMap((route) => [...(route.id ? [route.id] : []), ...ids(route.children ?? [])]);
  const patchCalls = async (path: string, calls: string[]) => {
    const patch = (parent: string | null, children: RouteObject[]) => calls.push(`${parent} ${children.length}`);
    await addAreaRoutes({ path, patch, signal: new AbortController().signal, matches: [] } as unknown as Parameters<
      typeof addAreaRoutes
    >[0]);
  };

  it('hang from routes the router has', () => {
    const known = ids(routes);
    for (const parents of Object.values(AREA_ROUTES)) for (const parent of Object.keys(parents)) expect(known).toContain(parent);
  });

  it("are added once, for a path of their area, and never for a public page's", async () => {
    const calls: string[] = [];
    await patchCalls('/ofertas/practicante-de-logistica-4', calls);
    await patchCalls('/empresa/andina-logistica', calls);
    expect(calls).toEqual([]);
    await patchCalls('/empresas/mis-publicaciones/12/postulantes', calls);
    expect(calls).toEqual([
      `empresas-public ${AREA_ROUTES.empresas['empresas-public']!.length}`,
      `empresas-private ${AREA_ROUTES.empresas['empresas-private']!.length}`,
    ]);
    await patchCalls('/empresas/equipo', calls);
    expect(calls).toHaveLength(2);
    await patchCalls('/admin/ofertas', calls);
    expect(calls.slice(2)).toEqual([`admin-private ${AREA_ROUTES.admin['admin-private']!.length}`]);
  });
});
