/**
 * `/api/bancoTalento/*`: the talent pool (docs/team.md, "Talent pool"; decision 067). `buscar` and `invitar` are a
 * company's (the seat permission `bancoTalento`: administrators and recruiters alike), `preferencia` an applicant's, each checked before the
 * input is read: no session 401, another role 403. `baja` is the invitation mail's link: no session, the token
 * replaces it. Contract: packages/shared/src/api/banco-talento.ts.
 */
import { bancoTalentoApi } from '@practiperu/shared/api/banco-talento';
import { BANCO_MESSAGES as M } from '@practiperu/shared/banco-talento';
import { ROLE } from '@practiperu/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { personalData } from '../../lib/http-cache.ts';
import { sessionOf } from '../../plugins/auth.ts';

const userId = (request: FastifyRequest) => sessionOf(request).user.id;

export async function bancoTalentoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.bancoTalento;
  // Any seat may (PERMISOS_ASIENTO.bancoTalento: administrators and recruiters).
  const empresa = app.requireSeat('bancoTalento');
  const postulante = app.requireRole(ROLE.POSTULANTE);
  app.addHook('onSend', personalData);

  r.route({
    ...routeOf(bancoTalentoApi, 'buscar'),
    onRequest: empresa,
    handler: async (request) => {
      const { items, optional } = await service.buscar(userId(request), request.query);
      return ok(items, items.length === 0 ? M.vacio : '', optional);
    },
  });
  r.route({
    ...routeOf(bancoTalentoApi, 'invitar'),
    onRequest: empresa,
    handler: async (request, reply) => {
      const invitacion = await service.invitar(userId(request), request.body);
      reply.status(201);
      return ok([invitacion], M.invitada);
    },
  });
  r.route({
    ...routeOf(bancoTalentoApi, 'preferencia'),
    onRequest: postulante,
    handler: async (request) => ok([await service.preferencia(userId(request))]),
  });
  r.route({
    ...routeOf(bancoTalentoApi, 'guardarPreferencia'),
    onRequest: postulante,
    handler: async (request) =>
      ok([await service.guardarPreferencia(userId(request), request.body.recibe_invitaciones)], M.preferenciaGuardada),
  });
  r.route({
    ...routeOf(bancoTalentoApi, 'baja'),
    handler: async (request) => ok([], (await service.baja(request.body.token)) === 'baja' ? M.baja : M.yaDeBaja),
  });
}
