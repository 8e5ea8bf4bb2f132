/**
 * A limit per target e-mail address (registration, e-mail change), on top of the per-IP ones: whoever tries one
 * address from many IPs is stopped too, so an address cannot be flooded with mails nor probed for an account. The
 * counters live where the plugin's do (Redis with REDIS_URL, memory otherwise). The refusal is a 429 at the form's
 * e-mail field.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, MESSAGES } from './errors.ts';

/** Attempts per target address in an hour: a person mistyping a few times passes, a flood does not. */
export const ADDRESS_LIMIT = { max: 10, timeWindow: 60 * 60_000 } as const;

const ADDRESS = Symbol('limited-address');
type WithAddress = FastifyRequest & { [ADDRESS]?: string };

export function addressLimit(app: FastifyInstance, name: string, limits: { max: number; timeWindow: number } = ADDRESS_LIMIT) {
  const limiter = app.createRateLimit({ ...limits, keyGenerator: (req) => `${name}:${(req as WithAddress)[ADDRESS] ?? ''}` });
  /** Counts one attempt for `correo` (already validated); throws the 429 once its allowance is spent. */
  return async (request: FastifyRequest, reply: FastifyReply, correo: string, field: string): Promise<void> => {
    (request as WithAddress)[ADDRESS] = correo.trim().toLowerCase();
    const limit = await limiter(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooMany, { errors: { [field]: MESSAGES.tooMany } });
    }
  };
}
