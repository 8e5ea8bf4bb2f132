/**
 * `/api/pago/*`: the featured-offer payment, sent again after a rejection too. Recruiter session required;
 * payments are rate-limited per account. Contract: docs/offers.md.
 */
import { ROLE } from '@practiperu/shared/constants';
import { PAGO_MESSAGES } from '@practiperu/shared/pago';
import { pagoOfertaSchema } from '@practiperu/shared/schemas/pago';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { parseBody } from '../cv/validation.ts';
import { createPagoService } from './pago.service.ts';

/** Payment submissions per account: enough to correct a typo several times, not to guess operation numbers. */
export const PAGO_LIMITS = { max: 10, timeWindow: 60 * 60_000 } as const;

export async function pagoRoutes(app: FastifyInstance) {
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

  app.post(
    '/create',
    {
      schema: {
        summary: 'Envía el pago de una oferta destacada {id_oferta, nro_operacion, metodo_pago, monto, pass_to_destacado?}',
        tags: ['pago'],
      },
      preHandler: limitPayments,
    },
    async (request, reply) => {
      const data = parseBody(pagoOfertaSchema, request.body);
      const created = await service.createForOferta(sessionOf(request).user.id, data);
      reply.status(201);
      return ok([created], PAGO_MESSAGES.received);
    },
  );
}
