/**
 * The security headers of every answer (the Content-Security-Policy, HSTS, nosniff, framing, the referrer and
 * cross-origin policies; no X-Powered-By), written by Helmet's middleware.
 *
 * The middleware is built once, when the app is built, and run on every request: building it validates the options
 * and composes the CSP's text, about ten times the cost of running it, and it writes the same headers either way.
 * A group of routes that wants another set (the web app's files leave the document-only headers off, web-app.ts)
 * puts options laid over the app's in its routes' `config.securityHeaders`: the middleware for them is built the
 * first time a request reaches one of them, and kept with that options object.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's security headers: options laid over the app's (`false` leaves one header off). */
    securityHeaders?: Readonly<HelmetOptions>;
  }
}

type HeadersMiddleware = ReturnType<typeof helmet>;

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const appHeaders = helmet(options);
    const routeHeaders = new WeakMap<Readonly<HelmetOptions>, HeadersMiddleware>();
    const headersFor = (own: Readonly<HelmetOptions>): HeadersMiddleware => {
      let middleware = routeHeaders.get(own);
      if (!middleware) {
        // The route's options over the app's, key by key (TypeScript cannot follow Helmet's either-or keys through a spread).
        middleware = helmet({ ...options, ...own } as HelmetOptions);
        routeHeaders.set(own, middleware);
      }
      return middleware;
    };
    app.addHook('onRequest', (request, reply, done) => {
      const own = request.routeOptions.config.securityHeaders;
      // Helmet passes on only what its own parts throw: Errors, which Fastify answers as any hook's error.
      (own ? headersFor(own) : appHeaders)(request.raw, reply.raw, done as (err?: unknown) => void);
    });
  },
  { name: 'securityHeaders', fastify: '5.x' },
);
