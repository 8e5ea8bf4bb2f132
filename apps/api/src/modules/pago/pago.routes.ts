/**
 * `/api/pago/*`: the featured-offer payment, sent again after a rejection too. Recruiter session required;
 * payments are rate-limited per account. Contract: docs/offers.md.
 */
import { pagoApi } from '@practiperu/shared/api/pago';
import { ROLE } from '@practiperu/shared/constants';
import { PAGO_MESSAGES } from '@practiperu/shared/pago';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { createPagoService } from './pago.service.ts';

/** Payment submissions per account: enough to correct a typo several times, not to guess operation numbers. */
export const PAGO_LIMITS = { max: 10, timeWindow: 60 * 60_000 } as const;

export async function pagoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createPagoService({ db: app.db, now: app.now });
  app.addHook('onRequest', app.requireRole(ROLE.RECLUTADOR));

  const perAccount = app.createRateLimit({ ...PAGO_LIMITS, keyGenerator: (request) => `pago:${sessionOf(request).user.id}` });
  const limitPayments = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await perAccount(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooMany);
    }
  };

  r.route({
    ...routeOf(pagoApi, 'create'),
    // The limit counts every submission, a malformed one too: it is checked before the payload.
    preValidation: limitPayments,
    handler: async (request, reply) => {
      const created = await service.createForOferta(sessionOf(request).user.id, request.body);
      reply.status(201);
      return ok([created], PAGO_MESSAGES.received);
    },
  });
}
