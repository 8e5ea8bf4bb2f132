/**
 * Password recovery: `/api/auth/forgotPassword`, `validateTokenForgot/{token}`, `newPassword`.
 */
import { normalizeIP } from '@fastify/rate-limit';
import { authApi } from '@practiperu/shared/api/auth';
import { RESEND_COUNTDOWN_SECONDS } from '@practiperu/shared/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { tokenSafeLogSerializers } from '../../lib/one-time-tokens.ts';
import { RECUPERACION_JOB, RECUPERACION_MESSAGES } from './recuperacion.service.ts';

/** Per-address limits (docs/decisions/006-account-flows.md); the 180-second rule per account is the service's. */
export const RECUPERACION_LIMITS = {
  forgotPassword: { max: 10, timeWindow: 15 * 60_000 },
  newPassword: { max: 20, timeWindow: 15 * 60_000 },
} as const;

export async function recuperacionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.recuperacion;
  app.queue.register(RECUPERACION_JOB, (payload) => service.sendRecoveryLink(payload));

  const perIpForgot = app.rateLimit({
    ...RECUPERACION_LIMITS.forgotPassword,
    keyGenerator: (req) => `forgot-password:${normalizeIP(req.ip)}`,
  });
  const perIpNewPassword = app.rateLimit({
    ...RECUPERACION_LIMITS.newPassword,
    keyGenerator: (req) => `new-password:${normalizeIP(req.ip)}`,
  });

  r.route({
    ...routeOf(authApi, 'forgotPassword'),
    onRequest: perIpForgot,
    handler: async (request) => {
      await service.forgotPassword(request.body.email);
      return ok([], RECUPERACION_MESSAGES.sent, { retry_after: RESEND_COUNTDOWN_SECONDS });
    },
  });

  r.route({
    ...routeOf(authApi, 'validateTokenForgot'),
    logSerializers: tokenSafeLogSerializers,
    handler: async (request) => {
      await service.validateToken(request.params.token);
      return ok([], RECUPERACION_MESSAGES.validLink);
    },
  });

  r.route({
    ...routeOf(authApi, 'newPassword'),
    onRequest: perIpNewPassword,
    handler: async (request) => {
      await service.newPassword(request.body);
      return ok([], RECUPERACION_MESSAGES.updated);
    },
  });
}
