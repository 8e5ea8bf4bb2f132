/**
 * `/api/usuario/*` account management of both areas (decision 007).
 * Registration and confirmation live in modules/registro under the same prefix.
 */
import { ROLE } from '@practiperu/shared/constants';
import {
  removeAccountSchema,
  tokenBodySchema,
  unsubscribeSchema,
  updateMarketingSchema,
  updateEmailSchema,
  updatePasswordSchema,
  updateUserSchema,
} from '@practiperu/shared/schemas/cuenta';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { createUsuarioService, USUARIO_MESSAGES } from './usuario.service.ts';

/**
 * Calls that check the account password (change password, change e-mail, delete): a stolen session must
 * not be able to guess the password behind it. Counted per account, every attempt that passes validation.
 */
const PASSWORD_CHECKS_MAX = 10;
const PASSWORD_CHECKS_WINDOW_MS = 15 * 60_000;

function envelope<T extends z.ZodType>(item: T) {
  return z.object({ state: z.boolean(), data: z.array(item), message: z.string(), optional: z.record(z.string(), z.unknown()).optional() });
}

const accountSummary = z.object({
  id: z.number().int(),
  role: z.number().int().describe('0 postulante, 1 empresa, 2 administrador'),
  nombres: z.string(),
  apellidos: z.string(),
  correo: z.string(),
  autorizacion_marketing: z.number().int().describe('1 acepta correos promocionales'),
  creado_en: z.string().describe('ISO 8601'),
  organizacion: z
    .object({
      ruc: z.string(),
      nombre_completo: z.string(),
      nombre: z.string(),
      nro_contacto: z.string(),
      cargo: z.string(),
      logo_url: z.string().nullable(),
      sectores: z.array(z.object({ id: z.number().int(), name: z.string() })),
    })
    .nullable()
    .describe('Solo empresas; null para postulantes'),
});
const contactPerson = z.object({ nombres: z.string(), apellidos: z.string(), nro_contacto: z.string(), cargo: z.string() });
const infoFactura = z.object({ correo: z.string(), ruc: z.string(), razon_social: z.string(), whatsapp: z.string() });
const tokenParams = z.object({ token: z.string() });

export async function usuarioRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createUsuarioService({
    db: app.db,
    config: app.config,
    now: app.now,
    mailer: app.mailer,
    storage: app.storage,
    log: app.log,
  });
  const tags = ['usuario'];
  const anyRole = app.requireSession;

  const passwordChecks = app.createRateLimit({
    max: PASSWORD_CHECKS_MAX,
    timeWindow: PASSWORD_CHECKS_WINDOW_MS,
    keyGenerator: (request) => `cuenta-clave:${sessionOf(request).user.id}`,
  });
  const limitPasswordChecks = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await passwordChecks(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooMany);
    }
  };

  r.get(
    '/myAccount',
    { schema: { summary: 'Resumen de la cuenta (Mi cuenta)', tags, response: { 200: envelope(accountSummary) } }, preHandler: anyRole },
    async (request) => ok([await service.myAccount(sessionOf(request).user.id)]),
  );

  r.get(
    '/myEmail',
    {
      schema: { summary: 'Correo actual: data[0] (target_email del formulario)', tags, response: { 200: envelope(z.string()) } },
      preHandler: anyRole,
    },
    async (request) => {
      const { correo, retryAfter } = await service.myEmail(sessionOf(request).user.id);
      // retry_after: what is left of the 180 s after the last change link, so a reloaded page keeps its countdown.
      return ok([correo], undefined, { retry_after: retryAfter });
    },
  );

  r.patch(
    '/updatePassword',
    {
      schema: { summary: 'Cambia la contraseña; cierra las demás sesiones', tags, body: updatePasswordSchema },
      preHandler: [anyRole, limitPasswordChecks],
    },
    async (request) => {
      const { tokenHash, user } = sessionOf(request);
      await service.updatePassword({ usuarioId: user.id, tokenHash }, request.body);
      return ok([], USUARIO_MESSAGES.passwordUpdated);
    },
  );

  r.post(
    '/updateEmail',
    {
      schema: {
        summary: 'Envía el enlace de cambio de correo al nuevo correo (vale 1 día; reenvío cada 180 s)',
        tags,
        body: updateEmailSchema,
      },
      preHandler: [anyRole, limitPasswordChecks],
    },
    async (request) => {
      const { retryAfter } = await service.requestEmailChange(sessionOf(request).user.id, request.body);
      return ok([], USUARIO_MESSAGES.emailChangeSent, { retry_after: retryAfter });
    },
  );

  r.patch(
    '/updateEmailConfirmed',
    { schema: { summary: 'Aplica el cambio de correo del enlace; cierra todas las sesiones', tags, body: tokenBodySchema } },
    async (request) => {
      await service.confirmEmailChange(request.body.token);
      return ok([], USUARIO_MESSAGES.emailUpdated);
    },
  );

  r.post(
    '/removeAccount',
    {
      schema: { summary: 'Elimina la cuenta para siempre (decisión 007)', tags, body: removeAccountSchema },
      // Administrators are managed by other administrators, so the platform never loses its last one here.
      preHandler: [app.requireRole(ROLE.POSTULANTE, ROLE.RECLUTADOR), limitPasswordChecks],
    },
    async (request) => {
      await service.removeAccount(sessionOf(request).user.id, request.body.password);
      return ok([], USUARIO_MESSAGES.accountRemoved);
    },
  );

  r.put(
    '/update',
    {
      schema: {
        summary: 'Persona de contacto de la empresa (numero_contacto se acepta como sinónimo)',
        tags,
        body: updateUserSchema,
        response: { 200: envelope(contactPerson) },
      },
      preHandler: app.requireRole(ROLE.RECLUTADOR),
    },
    async (request) => ok([await service.updateContact(sessionOf(request).user.id, request.body.data)], USUARIO_MESSAGES.contactUpdated),
  );

  r.get(
    '/validateTokenSubscription/:token',
    {
      schema: {
        summary: 'Enlace de baja de correos promocionales: data[0] = {role} de la cuenta',
        tags,
        params: tokenParams,
        response: { 200: envelope(z.object({ role: z.number().int() })) },
      },
    },
    async (request) => ok([await service.subscriptionRole(request.params.token)]),
  );

  r.post(
    '/unsubscribeMarketing',
    {
      schema: {
        summary: 'Baja de correos promocionales {token, reason}: la página no tiene sesión, el token la reemplaza',
        tags,
        body: unsubscribeSchema,
      },
    },
    async (request) => {
      await service.unsubscribe(request.body);
      return ok([], USUARIO_MESSAGES.unsubscribed);
    },
  );

  r.patch(
    '/updateMarketing',
    {
      schema: {
        summary: 'Acepta o deja de aceptar correos promocionales desde Mi cuenta {autorizacion_marketing: 0|1}',
        tags,
        body: updateMarketingSchema,
      },
      preHandler: app.requireRole(ROLE.POSTULANTE, ROLE.RECLUTADOR),
    },
    async (request) => {
      const value = request.body.autorizacion_marketing;
      await service.updateMarketing(sessionOf(request).user.id, value);
      return ok([value], value === 1 ? USUARIO_MESSAGES.marketingOn : USUARIO_MESSAGES.marketingOff);
    },
  );

  r.get(
    '/getInfoFactura',
    {
      schema: { summary: 'Datos de facturación de la plataforma', tags, response: { 200: envelope(infoFactura) } },
      preHandler: anyRole,
    },
    async () => ok([service.infoFactura()]),
  );

  r.post(
    '/isPremium',
    { schema: { summary: '¿Es premium la cuenta? data[0]', tags, response: { 200: envelope(z.boolean()) } }, preHandler: anyRole },
    async (request) => ok([await service.isPremium(sessionOf(request).user)]),
  );
}
