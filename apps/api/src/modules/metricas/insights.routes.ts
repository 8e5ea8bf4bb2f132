/**
 * `/api/insights/*`: the figures of an offer for its own company and the company's dashboard (docs/insights.md). A
 * company session, any seat: none 401, another role 403, another company's offer 404.
 */
import { insightsApi } from '@practiperu/shared/api/insights';
import { ROLE } from '@practiperu/shared/constants';
import { asientoPuede } from '@practiperu/shared/equipo';
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

  r.route({
    ...routeOf(insightsApi, 'empresa'),
    handler: async (request) => {
      const { user } = sessionOf(request);
      // Every seat's work is for those who read the company's audit trail (decision 073); others see their own.
      return ok([await service.empresa(user.id, asientoPuede(user, 'actividad'), request.query)]);
    },
  });
}
