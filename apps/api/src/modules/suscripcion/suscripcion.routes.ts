/**
 * `/api/suscripcion/*` for applicants: subscribe to job alerts, read and stop the subscription. Applicant session
 * only (401 / 403). Subscribing needs the required CV data to be complete: the digest matches on it.
 */
import { suscripcionApi } from '@practiperu/shared/api/suscripcion';
import { ROLE } from '@practiperu/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { personalData } from '../../lib/http-cache.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { assertCvCompleto } from '../matching/matching.public.ts';
import { registerSuscripcionJobs } from './suscripcion.jobs.ts';
import { SUSCRIPCION_MESSAGES } from './suscripcion.service.ts';

export async function suscripcionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.suscripcion;
  registerSuscripcionJobs(app, service);
  const userId = (request: FastifyRequest) => sessionOf(request).user.id;
  app.addHook('onRequest', app.requireRole(ROLE.POSTULANTE));
  app.addHook('onSend', personalData);

  r.route({
    ...routeOf(suscripcionApi, 'createPostulant'),
    // The CV check answers before the body is read.
    preValidation: async (request) => assertCvCompleto(request),
    handler: async (request) => {
      const { suscripcion, autorizacion_marketing } = await service.subscribe(userId(request), request.body);
      const message =
        autorizacion_marketing === 1 ? SUSCRIPCION_MESSAGES.suscrito(suscripcion.frecuencia) : SUSCRIPCION_MESSAGES.sinMarketing;
      return ok([suscripcion], message, { autorizacion_marketing });
    },
  });

  r.route({
    ...routeOf(suscripcionApi, 'mySubscription'),
    handler: async (request) => {
      const { suscripcion, autorizacion_marketing } = await service.mine(userId(request));
      return ok(suscripcion ? [suscripcion] : [], '', { autorizacion_marketing });
    },
  });

  r.route({
    ...routeOf(suscripcionApi, 'deleteMySubscription'),
    handler: async (request) => {
      const stopped = await service.stop(userId(request));
      return ok([], stopped ? SUSCRIPCION_MESSAGES.detenida : SUSCRIPCION_MESSAGES.sinSuscripcion);
    },
  });
}
