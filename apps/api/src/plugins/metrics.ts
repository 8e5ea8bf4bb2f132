/**
 * `GET /metrics` in Prometheus's text format (prom-client), for whoever watches the processes (docs/deployment.md):
 * - `http_request_duration_seconds{method,route,status_code}`: a histogram per route pattern (its `_count` is the
 *   number of requests); a path is never a label, so a scan cannot multiply the series (unknown paths count under
 *   the catch-all's pattern `/*`, or `no_route`);
 * - `db_pool_connections{state}`: the PostgreSQL pool's total, idle and waiting clients;
 * - `jobs{state}`: the job queue's pending (due or not) and running jobs, read from the database at each scrape;
 * - Node's process metrics (CPU, memory, event-loop lag, handles), prefixed `practiperu_`.
 * Not public: with METRICS_TOKEN it asks for `Authorization: Bearer <token>`; without it, production answers 404 and
 * elsewhere only this machine gets an answer (loopback, and no proxy forwarded the request). Anyone else gets the same 404 as a path that does not exist.
 */
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client.ts';
import { isLocalRequest } from '../lib/local-request.ts';

export interface MetricsOptions {
  database: Database;
  token: string | undefined;
  isProduction: boolean;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether this request may read the metrics (see the file's comment). */
function mayReadMetrics(request: FastifyRequest, opts: Pick<MetricsOptions, 'token' | 'isProduction'>): boolean {
  if (opts.token) {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    return match !== null && sameSecret(match[1]!, opts.token);
  }
  return !opts.isProduction && isLocalRequest(request);
}

export const metricsPlugin = fp(async (app: FastifyInstance, opts: MetricsOptions) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'practiperu_' });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duración de las solicitudes HTTP por ruta, método y estado',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'Conexiones del pool de PostgreSQL por estado (total, inactivas, clientes en espera)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = opts.database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  new Gauge({
    name: 'jobs',
    help: 'Trabajos de la cola por estado (pendientes y en proceso)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const result = (await app.db.execute(
        sql`select estado, count(*)::int as n from trabajo where estado in ('pendiente', 'en_proceso') group by estado`,
      )) as unknown as { rows: { estado: string; n: number }[] };
      const counts = new Map(result.rows.map((r) => [r.estado, Number(r.n)]));
      this.set({ state: 'pendiente' }, counts.get('pendiente') ?? 0);
      this.set({ state: 'en_proceso' }, counts.get('en_proceso') ?? 0);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'no_route';
    if (route === '/metrics') return;
    duration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    if (!mayReadMetrics(request, opts)) return reply.callNotFound();
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
});
