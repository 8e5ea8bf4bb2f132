/**
 * Serves the built web app (docs/performance.md "Delivery"):
 * - hashed assets under /assets/ from the files the build precompressed (brotli, gzip), cached for a year as
 *   immutable; the few unhashed files (favicon, the boot script) for an hour; source maps are never served;
 * - the HTML shell for every page of the app, revalidated on every visit (`no-cache` with an ETag, so a deploy is
 *   seen at once), announcing the page's code (web-shell.ts): status 200 for a page the app has, 404 (the app shows
 *   its not-found page) for any other path;
 * - a public offer or company page with its content and head written in by the publico module (decisions 015, 029).
 * GET and HEAD are answered alike. Anything else, and any path under /api/ or /uploads/, gets the 404 envelope.
 */
import fastifyStatic from '@fastify/static';
import { findWebPage, WEB_PAGES } from '@practiperu/shared/web-pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { fail } from '../lib/envelope.ts';
import { isLocalRequest } from '../lib/local-request.ts';
import { MESSAGES } from '../lib/errors.ts';
import { createWebShell } from './web-shell.ts';
import { named } from '../lib/plugin-name.ts';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_UNHASHED = 'public, max-age=3600';
export const CACHE_REVALIDATE = 'no-cache';

const DOCUMENT_ONLY_HEADERS_OFF = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/** The development outbox page exists only outside production, like its API. */
const pagesFor = (config: Config) => (config.isProduction ? WEB_PAGES.filter((p) => !p.path.startsWith('/dev/')) : WEB_PAGES);

export interface WebAppOptions {
  config: Config;
  /**
   * Serves a page the server writes (an offer's `/ofertas/…`, a company's `/empresa/…`) and answers true, or answers
   * false when the path is none of them.
   */
  publicPage?: (request: FastifyRequest, reply: FastifyReply, indexHtml: () => string) => Promise<boolean>;
}

export const webAppPlugin = fp(async (app: FastifyInstance, opts: WebAppOptions) => {
  const { config } = opts;
  const distDir = config.WEB_DIST_DIR;
  const index = path.join(distDir, 'index.html');
  const hasWeb = existsSync(index);
  if (hasWeb) {
    // The app's files are code, styles and images, never documents: the headers that only a document obeys (the
    // CSP, framing, referrer, opener…) are left off them, which saves ~600 bytes on each of a page's dozens of
    // requests. nosniff, the resource policy and HSTS stay. (In their own context: these routes only.)
    await app.register(
      named(async (files) => {
        files.addHook('onRoute', (route) => {
          route.config = { ...route.config, securityHeaders: DOCUMENT_ONLY_HEADERS_OFF };
        });
        await files.register(fastifyStatic, {
          root: distDir,
          wildcard: false,
          index: false,
          preCompressed: true,
          cacheControl: false,
          allowedPath: (pathName) => !pathName.endsWith('.map') && pathName !== '/index.html',
          setHeaders: (reply, filePath) => {
            const inAssets = path.relative(distDir, filePath).startsWith(`assets${path.sep}`);
            reply.header('cache-control', inAssets ? CACHE_IMMUTABLE : CACHE_UNHASHED);
          },
        });
      }, 'webFileRoutes'),
    );
  }
  const shell = createWebShell(distDir);
  const pages = pagesFor(config);

  // Every other GET (and HEAD) is a page of the app. A route, not the not-found handler, so that the route hooks
  // (compression, ETag) apply to the HTML too; static files are more specific routes and win.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url;
    if (!hasWeb || url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/') || url.startsWith('/assets/')) {
      return reply.status(404).send(fail(MESSAGES.notFound));
    }
    const found = findWebPage(pathOf(url), pages);
    // The outbox page, like its API, only for this machine: from anywhere else the app's not-found page.
    const page = found?.path.startsWith('/dev/') && !isLocalRequest(request) ? undefined : found;
    const html = () => shell.html(page);
    if (opts.publicPage && (await opts.publicPage(request, reply, html))) return reply;
    return reply
      .status(page ? 200 : 404)
      .header('cache-control', CACHE_REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(html());
  });
  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send(fail(MESSAGES.notFound)));
});

/** The decoded path of a request URL; a malformed %-sequence leaves it as sent (it then matches no page). */
function pathOf(url: string): string {
  const raw = url.split(/[?#]/, 1)[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
