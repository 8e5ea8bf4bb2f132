/**
 * `/api/equipo/*`: a company's seats, invitations and audit trail (docs/team.md). The seats' calls need a company
 * session whose seat is an administrator's; `invitacion/{token}` and `unirse` are public (the link is the key).
 */
import { normalizeIP } from '@fastify/rate-limit';
import { equipoApi } from '@practiperu/shared/api/equipo';
import { EQUIPO_MESSAGES } from '@practiperu/shared/equipo';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { personalData } from '../../lib/http-cache.ts';
import { tokenSafeLogSerializers } from '../../lib/one-time-tokens.ts';
import { sessionOf } from '../../plugins/auth.ts';

/** Joining tries per address: the link's token is 256 bits, this only keeps the password hashing cheap to refuse. */
export const UNIRSE_LIMIT = { max: 20, timeWindow: 15 * 60_000 } as const;

export async function equipoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.equipo;
  app.addHook('onSend', personalData);
  const user = (request: FastifyRequest) => sessionOf(request).user;
  const perIpUnirse = app.rateLimit({ ...UNIRSE_LIMIT, keyGenerator: (req) => `equipo-unirse:${normalizeIP(req.ip)}` });

  r.route({
    ...routeOf(equipoApi, 'miembros'),
    onRequest: app.requireSeat('equipo'),
    handler: async (request) => ok([await service.resumen(user(request))]),
  });

  r.route({
    ...routeOf(equipoApi, 'invitar'),
    onRequest: app.requireSeat('equipo'),
    handler: async (request, reply) => {
      const inv = await service.invitar(user(request), request.body);
      reply.status(201);
      return ok([inv], EQUIPO_MESSAGES.invitado);
    },
  });

  r.route({
    ...routeOf(equipoApi, 'reenviarInvitacion'),
    onRequest: app.requireSeat('equipo'),
    handler: async (request) => ok([await service.reenviar(user(request), request.params.id)], EQUIPO_MESSAGES.reenviada),
  });

  r.route({
    ...routeOf(equipoApi, 'cancelarInvitacion'),
    onRequest: app.requireSeat('equipo'),
    handler: async (request) => {
      await service.cancelar(user(request), request.params.id);
      return ok([], EQUIPO_MESSAGES.cancelada);
    },
  });

  r.route({
    ...routeOf(equipoApi, 'cambiarRol'),
    onRequest: app.requireSeat('equipo'),
    handler: async (request) =>
      ok([await service.cambiarRol(user(request), request.params.id, request.body.rol)], EQUIPO_MESSAGES.rolCambiado),
  });

  r.route({
    ...routeOf(equipoApi, 'quitarMiembro'),
    onRequest: app.requireSeat('equipo'),
    handler: async (request) => {
      await service.quitar(user(request), request.params.id);
      return ok([], EQUIPO_MESSAGES.quitado);
    },
  });

  r.route({
    ...routeOf(equipoApi, 'transferirTitular'),
    onRequest: app.requireSeat('equipo'),
    // The holder's password: counted with the other password checks of the account.
    preHandler: app.limitPasswordChecks,
    handler: async (request) =>
      ok([await service.transferirTitular(user(request), request.params.id, request.body.password)], EQUIPO_MESSAGES.titularTransferido),
  });

  r.route({
    ...routeOf(equipoApi, 'actividad'),
    onRequest: app.requireSeat('actividad'),
    handler: async (request) => {
      const { items, ...optional } = await service.actividad(user(request), request.query);
      return ok(items, '', optional);
    },
  });

  r.route({
    ...routeOf(equipoApi, 'invitacion'),
    logSerializers: tokenSafeLogSerializers,
    handler: async (request) => ok([await service.invitacion(request.params.token)]),
  });

  r.route({
    ...routeOf(equipoApi, 'unirse'),
    onRequest: perIpUnirse,
    handler: async (request, reply) => {
      const token = await service.unirse(request.body);
      reply.status(201);
      return { ...ok([token], EQUIPO_MESSAGES.unido), token };
    },
  });
}
