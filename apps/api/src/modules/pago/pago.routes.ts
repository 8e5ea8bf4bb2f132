/**
 * `/api/pago/*`: the featured-offer payment, sent again after a rejection too. Recruiter session required;
 * payments are rate-limited per account. Contract: docs/offers.md.
 */
import { pagoApi } from '@practiperu/shared/api/pago';
import { ROLE } from '@practiperu/shared/constants';
import { PAGO_MESSAGES } from '@practiperu/shared/pago';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { exigirAdministrador } from '../equipo/equipo.public.ts';
import { limitePagos } from './pago.public.ts';

export async function pagoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.pago;
  app.addHook('onRequest', app.requireRole(ROLE.RECLUTADOR));
  // The company's payments are its administrators' (docs/team.md).
  app.addHook('onRequest', async (request) => exigirAdministrador(sessionOf(request).user));

  r.route({
    ...routeOf(pagoApi, 'create'),
    // The limit counts every submission, a malformed one too: it is checked before the payload.
    preValidation: limitePagos(app, 'pago'),
    handler: async (request, reply) => {
      const created = await service.createForOferta(sessionOf(request).user.id, request.body);
      reply.status(201);
      return ok([created], PAGO_MESSAGES.received);
    },
  });
}
