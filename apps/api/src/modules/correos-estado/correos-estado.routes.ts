/**
 * `/api/correosEstado/*`: what candidates receive (docs/team.md, "What candidates receive"). Company sessions only,
 * checked before the input is read: none 401, another role 403. Writing the company's mails needs an administrator
 * seat (403 otherwise); another company's offer 404. Contract: packages/shared/src/api/correos-estado.ts.
 */
import { correosEstadoApi } from '@practiperu/shared/api/correos-estado';
import { ROLE } from '@practiperu/shared/constants';
import { CORREOS_ESTADO_MESSAGES as M } from '@practiperu/shared/correos-estado';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { personalData } from '../../lib/http-cache.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { MiembroActor } from '../equipo/equipo.public.ts';

function actorOf(request: FastifyRequest): MiembroActor {
  const { user } = sessionOf(request);
  return { usuarioId: user.id, correo: user.email, nombre: `${user.name} ${user.lastname}`.trim() };
}

export async function correosEstadoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.correosEstado;
  // Closing a process changes applications: the postulante-oferta module's (cierre.service.ts).
  const cierre = app.services.cierreProceso;
  app.addHook('onRequest', app.requireRole(ROLE.RECLUTADOR));
  app.addHook('onSend', personalData);

  r.route({
    ...routeOf(correosEstadoApi, 'plantillas'),
    handler: async (request) => ok([await service.plantillas(actorOf(request))]),
  });
  r.route({
    ...routeOf(correosEstadoApi, 'guardarPlantilla'),
    // The seat is checked before the body is read: a recruiter seat hears 403, whatever it sent.
    onRequest: app.requireSeat('plantillasCorreo'),
    handler: async (request) => ok([await service.guardarPlantilla(actorOf(request), request.params.clave, request.body)], M.guardada),
  });
  r.route({
    ...routeOf(correosEstadoApi, 'restaurarPlantilla'),
    onRequest: app.requireSeat('plantillasCorreo'),
    handler: async (request) => ok([await service.restaurarPlantilla(actorOf(request), request.params.clave)], M.restaurada),
  });
  r.route({
    ...routeOf(correosEstadoApi, 'guardarPreferencia'),
    handler: async (request) => ok([await service.guardarPreferencia(actorOf(request), request.body.avisar)], M.preferencia),
  });
  r.route({
    ...routeOf(correosEstadoApi, 'cerrarProceso'),
    handler: async (request) => ok([await cierre.cerrarProceso(actorOf(request), request.params.id, request.body)], M.procesoCerrado),
  });
}
