/**
 * `/api/insights/*`: the figures of an offer for its own company (docs/insights.md). A company session, any seat:
 * none 401, another role 403, another company's offer 404.
 */
import { insightsApi } from '@practiperu/shared/api/insights';
import { ROLE } from '@practiperu/shared/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { personalData } from '../../lib/http-cache.ts';
import { sessionOf } from '../../plugins/auth.ts';

export async function insightsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.insights;
  app.addHook('onRequest', app.requireRole(ROLE.RECLUTADOR));
  app.addHook('onSend', personalData);

  r.route({
    ...routeOf(insightsApi, 'oferta'),
    handler: async (request) => ok([await service.oferta(sessionOf(request).user.id, request.params.id, request.query)]),
  });
}
