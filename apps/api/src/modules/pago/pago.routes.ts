/**
 * `/api/pago/*`: the featured-offer payment, sent again after a rejection too, and the recruiter seats' requests to
 * have an offer featured. Recruiter session required; paying and declining are the administrators'; payments are
 * rate-limited per account. Contracts: docs/offers.md, docs/team.md.
 */
import { pagoApi } from '@practiperu/shared/api/pago';
import { ROLE } from '@practiperu/shared/constants';
import { SOLICITUD_MESSAGES } from '@practiperu/shared/equipo';
import { PAGO_MESSAGES } from '@practiperu/shared/pago';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { personalData } from '../../lib/http-cache.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { limitePagos } from './pago.public.ts';

export async function pagoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.pago;
  const solicitudes = app.services.solicitudes;
  app.addHook('onRequest', app.requireRole(ROLE.RECLUTADOR));
  app.addHook('onSend', personalData);
  // The company's payments are its administrators' (`requireSeat('pagos')`, docs/team.md); a recruiter seat may only
  // ask for one.
  const user = (request: FastifyRequest) => sessionOf(request).user;

  r.route({
    ...routeOf(pagoApi, 'create'),
    onRequest: app.requireSeat('pagos'),
    // The limit counts every submission, a malformed one too: it is checked before the payload.
    preValidation: limitePagos(app, 'pago'),
    handler: async (request, reply) => {
      const created = await service.createForOferta(user(request), request.body);
      reply.status(201);
      return ok([created], PAGO_MESSAGES.received);
    },
  });

  r.route({
    ...routeOf(pagoApi, 'solicitudes'),
    handler: async (request) => ok(await solicitudes.listar(user(request))),
  });

  r.route({
    ...routeOf(pagoApi, 'solicitarDestacado'),
    handler: async (request, reply) => {
      const creada = await solicitudes.solicitar(user(request), request.body);
      reply.status(201);
      return ok([creada], SOLICITUD_MESSAGES.enviada);
    },
  });

  r.route({
    ...routeOf(pagoApi, 'solicitudParaPagar'),
    onRequest: app.requireSeat('pagos'),
    handler: async (request) => ok([await solicitudes.paraPagar(user(request), request.params.id)]),
  });

  r.route({
    ...routeOf(pagoApi, 'rechazarSolicitud'),
    onRequest: app.requireSeat('pagos'),
    handler: async (request) =>
      ok([await solicitudes.rechazar(user(request), request.params.id, request.body.motivo)], SOLICITUD_MESSAGES.rechazada),
  });
}
