/**
 * Password recovery: `/api/auth/forgotPassword`, `validateTokenForgot/{token}`, `newPassword`.
 */
import { normalizeIP } from '@fastify/rate-limit';
import { RESEND_COUNTDOWN_SECONDS } from '@practiperu/shared/constants';
import { forgotPasswordSchema, newPasswordSchema } from '@practiperu/shared/schemas/cuenta';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { tokenParams, tokenSafeLogSerializers } from '../registro/registro.routes.ts';
import { RECUPERACION_JOB, RECUPERACION_MESSAGES, createRecuperacionService } from './recuperacion.service.ts';

/** Per-address limits (docs/decisions/006-account-flows.md); the 180-second rule per account is the service's. */
export const RECUPERACION_LIMITS = {
  forgotPassword: { max: 10, timeWindow: 15 * 60_000 },
  newPassword: { max: 20, timeWindow: 15 * 60_000 },
} as const;

export async function recuperacionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createRecuperacionService({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, now: app.now });
  app.queue.register(RECUPERACION_JOB, (payload) => service.sendRecoveryLink(payload));

  const perIpForgot = app.rateLimit({
    ...RECUPERACION_LIMITS.forgotPassword,
    keyGenerator: (req) => `forgot-password:${normalizeIP(req.ip)}`,
  });
  const perIpNewPassword = app.rateLimit({
    ...RECUPERACION_LIMITS.newPassword,
    keyGenerator: (req) => `new-password:${normalizeIP(req.ip)}`,
  });

  r.post(
    '/forgotPassword',
    {
      schema: {
        summary:
          'Envía el enlace para restablecer la contraseña (como máximo uno cada 180 s). La respuesta es la misma exista o no la cuenta',
        tags: ['auth'],
        body: forgotPasswordSchema,
      },
      onRequest: perIpForgot,
    },
    async (request) => {
      await service.forgotPassword(request.body.email);
      return ok([], RECUPERACION_MESSAGES.sent, { retry_after: RESEND_COUNTDOWN_SECONDS });
    },
  );

  r.get(
    '/validateTokenForgot/:token',
    {
      schema: { summary: '¿Sigue siendo válido el enlace de recuperación?', tags: ['auth'], params: tokenParams },
      logSerializers: tokenSafeLogSerializers,
    },
    async (request) => {
      await service.validateToken(request.params.token);
      return ok([], RECUPERACION_MESSAGES.validLink);
    },
  );

  r.post(
    '/newPassword',
    {
      schema: {
        summary: 'Guarda la nueva contraseña con el enlace de recuperación y cierra todas las sesiones',
        tags: ['auth'],
        body: newPasswordSchema,
      },
      onRequest: perIpNewPassword,
    },
    async (request) => {
      await service.newPassword(request.body);
      return ok([], RECUPERACION_MESSAGES.updated);
    },
  );
}
