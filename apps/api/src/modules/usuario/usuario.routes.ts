/**
 * `/api/usuario/*`: account management of both areas (decision 007), and the registration calls of the same prefix
 * (registro.routes.ts: registration, confirmation, resend; the rules are the registro module's service). Each part is
 * a plugin of its own, with its own rate limits.
 */
import { usuarioApi } from '@practiperu/shared/api/usuario';
import { ROLE } from '@practiperu/shared/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addressLimit } from '../../lib/address-limit.ts';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { registroRoutes } from './registro.routes.ts';
import { USUARIO_MESSAGES } from './usuario.service.ts';
import { named } from '../../lib/plugin-name.ts';

export async function usuarioRoutes(app: FastifyInstance) {
  await app.register(named(cuentaRoutes));
  await app.register(named(registroRoutes));
}

async function cuentaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.usuario;
  const anyRole = app.requireSession;

  // The password checks share one count per account with the other calls that check it (plugins/auth.ts).
  const limitPasswordChecks = app.limitPasswordChecks;

  // The new address of an e-mail change, whatever the account or IP asking: it gets the link, so it is not flooded,
  // and trying addresses one after another to learn which have an account is slowed down.
  const perCorreoNuevo = addressLimit(app, 'cambio-correo');

  r.route({
    ...routeOf(usuarioApi, 'myAccount'),
    preHandler: anyRole,
    handler: async (request) => ok([await service.myAccount(sessionOf(request).user.id)]),
  });

  r.route({
    ...routeOf(usuarioApi, 'myEmail'),
    preHandler: anyRole,
    handler: async (request) => {
      const { correo, retryAfter } = await service.myEmail(sessionOf(request).user.id);
      // retry_after: what is left of the 180 s after the last change link, so a reloaded page keeps its countdown.
      return ok([correo], undefined, { retry_after: retryAfter });
    },
  });

  r.route({
    ...routeOf(usuarioApi, 'updatePassword'),
    preHandler: [anyRole, limitPasswordChecks],
    handler: async (request) => {
      const { tokenHash, user } = sessionOf(request);
      await service.updatePassword({ usuarioId: user.id, tokenHash }, request.body);
      return ok([], USUARIO_MESSAGES.passwordUpdated);
    },
  });

  r.route({
    ...routeOf(usuarioApi, 'updateEmail'),
    preHandler: [anyRole, limitPasswordChecks, async (request, reply) => perCorreoNuevo(request, reply, request.body.data, 'data')],
    handler: async (request) => {
      const { retryAfter } = await service.requestEmailChange(sessionOf(request).user.id, request.body);
      return ok([], USUARIO_MESSAGES.emailChangeSent, { retry_after: retryAfter });
    },
  });

  r.route({
    ...routeOf(usuarioApi, 'updateEmailConfirmed'),
    handler: async (request) => {
      await service.confirmEmailChange(request.body.token);
      return ok([], USUARIO_MESSAGES.emailUpdated);
    },
  });

  r.route({
    ...routeOf(usuarioApi, 'removeAccount'),
    // Administrators are managed by other administrators, so the platform never loses its last one here.
    preHandler: [app.requireRole(ROLE.POSTULANTE, ROLE.RECLUTADOR), limitPasswordChecks],
    handler: async (request) => {
      await service.removeAccount(sessionOf(request).user.id, request.body.password);
      return ok([], USUARIO_MESSAGES.accountRemoved);
    },
  });

  r.route({
    ...routeOf(usuarioApi, 'update'),
    preHandler: app.requireRole(ROLE.RECLUTADOR),
    handler: async (request) =>
      ok([await service.updateContact(sessionOf(request).user.id, request.body.data)], USUARIO_MESSAGES.contactUpdated),
  });

  r.route({
    ...routeOf(usuarioApi, 'validateTokenSubscription'),
    handler: async (request) => ok([await service.subscriptionRole(request.params.token)]),
  });

  r.route({
    ...routeOf(usuarioApi, 'unsubscribeMarketing'),
    handler: async (request) => {
      await service.unsubscribe(request.body);
      return ok([], USUARIO_MESSAGES.unsubscribed);
    },
  });

  r.route({
    ...routeOf(usuarioApi, 'updateMarketing'),
    preHandler: app.requireRole(ROLE.POSTULANTE, ROLE.RECLUTADOR),
    handler: async (request) => {
      const value = request.body.autorizacion_marketing;
      await service.updateMarketing(sessionOf(request).user.id, value);
      return ok([value], value === 1 ? USUARIO_MESSAGES.marketingOn : USUARIO_MESSAGES.marketingOff);
    },
  });

  r.route({
    ...routeOf(usuarioApi, 'getInfoFactura'),
    preHandler: anyRole,
    handler: async () => ok([service.infoFactura()]),
  });

  r.route({
    ...routeOf(usuarioApi, 'isPremium'),
    preHandler: anyRole,
    handler: async (request) => ok([await service.isPremium(sessionOf(request).user)]),
  });
}
