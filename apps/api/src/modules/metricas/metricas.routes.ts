/**
 * `/api/metricas/evento`: a view or a share of an offer, counted off the request (contador.ts, docs/insights.md).
 * Anyone may call it. The answer is the same whether the event was counted or not, and comes before anything is
 * written. Bots, administrators and the offer's own company are not counted (the company's seats are told apart
 * when the events are written, from the session's account, which is never stored). Only the known channels are
 * accepted, only offers the public can see are counted, and one address may call it at most
 * RATE_LIMIT_METRICAS_PER_MINUTE times a minute (60): the project's rate limit (@fastify/rate-limit, shared between
 * processes through Redis when REDIS_URL is set), past which it answers the 429 envelope; the web app ignores it.
 */
import { metricasApi } from '@practiperu/shared/api/insights';
import { ROLE } from '@practiperu/shared/constants';
import { esBot } from '@practiperu/shared/insights';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { bearerToken } from '../../plugins/auth.ts';

export async function metricasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const contador = app.services.metricas;

  r.route({
    ...routeOf(metricasApi, 'evento'),
    // Its own counter in place of the global one: per client address, whatever User-Agent each request claims.
    config: {
      rateLimit: {
        max: app.config.RATE_LIMIT_METRICAS_PER_MINUTE,
        timeWindow: 60_000,
        keyGenerator: (request) => `metricas:${normalizeIP(request.ip)}`,
      },
    },
    handler: async (request) => {
      const userAgent = request.headers['user-agent'];
      // A prefetch or prerender is not a visit.
      const purpose = `${request.headers['sec-purpose'] ?? ''}${request.headers['purpose'] ?? ''}`;
      if (!esBot(userAgent) && !/prefetch|prerender/i.test(purpose)) {
        const token = bearerToken(request);
        const sesion = token ? await app.auth.resolve(token) : null;
        if (sesion?.user.role !== ROLE.ADMIN) {
          const { id_oferta, evento, fuente, canal } = request.body;
          contador.registrar({
            oferta_id: id_oferta,
            evento,
            fuente,
            canal: canal ?? '',
            navegador: `${request.ip}\n${userAgent}`,
            usuario_id: sesion?.user.role === ROLE.RECLUTADOR ? sesion.user.id : null,
          });
        }
      }
      return ok([]);
    },
  });
}
