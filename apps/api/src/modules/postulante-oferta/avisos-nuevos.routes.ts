/**
 * `/api/avisosPostulantes/*`: how a company's seat hears of new applicants (docs/team.md, "Told of new applicants").
 * Company sessions only, checked before the input is read: none 401, another role 403. Each seat reads and changes
 * only its own choices; an offer of another company answers 404. Contract: packages/shared/src/api/avisos-postulantes.ts.
 */
import { avisosPostulantesApi } from '@practiperu/shared/api/avisos-postulantes';
import { AVISOS_MESSAGES as M } from '@practiperu/shared/avisos-postulantes';
import { ROLE } from '@practiperu/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { personalData } from '../../lib/http-cache.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { registerAvisosNuevosJobs } from './avisos-nuevos.jobs.ts';

const userId = (request: FastifyRequest) => sessionOf(request).user.id;

export async function avisosPostulantesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.avisosPostulantes;
  registerAvisosNuevosJobs(app, service);
  app.addHook('onRequest', app.requireRole(ROLE.RECLUTADOR));
  app.addHook('onSend', personalData);

  r.route({
    ...routeOf(avisosPostulantesApi, 'preferencias'),
    handler: async (request) => ok([await service.preferencias(userId(request))]),
  });
  r.route({
    ...routeOf(avisosPostulantesApi, 'guardarPreferencias'),
    handler: async (request) => ok([await service.guardarPreferencias(userId(request), request.body)], M.guardado),
  });
  r.route({
    ...routeOf(avisosPostulantesApi, 'seguir'),
    handler: async (request) => ok([await service.seguir(userId(request), request.params.id, request.body.frecuencia)], M.siguiendo),
  });
  r.route({
    ...routeOf(avisosPostulantesApi, 'dejarDeSeguir'),
    handler: async (request) => ok([await service.dejarDeSeguir(userId(request), request.params.id)], M.dejaste),
  });
}
