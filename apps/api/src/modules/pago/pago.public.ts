/** Other modules may import this file: the limit on payment submissions, which the applicants' premium payments share. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import { sessionOf } from '../../plugins/auth.ts';

/** Payment submissions per account: enough to correct a typo several times, not to guess operation numbers. */
export const PAGO_LIMITS = { max: 10, timeWindow: 60 * 60_000 } as const;

/**
 * A hook that counts every submission of the signed-in account under `clave` (its own counter) and answers 429 with
 * Retry-After past PAGO_LIMITS. Run it before the payload is read, so a malformed submission counts too.
 */
export function limitePagos(app: FastifyInstance, clave: string) {
  const perAccount = app.createRateLimit({ ...PAGO_LIMITS, keyGenerator: (request) => `${clave}:${sessionOf(request).user.id}` });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await perAccount(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooMany);
    }
  };
}
