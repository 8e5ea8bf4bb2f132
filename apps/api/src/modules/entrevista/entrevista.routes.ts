/**
 * `/api/entrevistas/*`: interviews arranged in the product (docs/team.md "Interviews"). Each route declares its door
 * before the input is read: the team's calls company sessions (none 401, another role 403; the criteria's change
 * administrators only), the applicant's calls applicant sessions, the mail link's calls no session (its token is the
 * key to that one interview). Ownership is the service's. Contract: packages/shared/src/api/entrevistas.ts.
 */
import { entrevistasApi } from '@practiperu/shared/api/entrevistas';
import { ROLE } from '@practiperu/shared/constants';
import { ENTREVISTA_MESSAGES as M } from '@practiperu/shared/entrevistas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { personalData } from '../../lib/http-cache.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { registerEntrevistaJobs } from './entrevista.jobs.ts';

const actor = (request: FastifyRequest) => ({ usuarioId: sessionOf(request).user.id });
const userId = (request: FastifyRequest) => sessionOf(request).user.id;

/** An .ics answer: a file the browser saves (failures stay the envelope). */
function icsFile(reply: FastifyReply, contenido: string) {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', 'attachment; filename="entrevista.ics"')
    .header('x-robots-tag', 'noindex')
    .send(contenido);
}

/** What a bulk proposal did, in words. */
function propuestasMensaje(r: { propuestas: number; ya_tenian: number }) {
  const partes = [r.propuestas === 1 ? 'Enviamos los horarios a 1 postulante.' : `Enviamos los horarios a ${r.propuestas} postulantes.`];
  if (r.ya_tenian > 0)
    partes.push(r.ya_tenian === 1 ? '1 ya tenía una entrevista pendiente.' : `${r.ya_tenian} ya tenían una entrevista pendiente.`);
  return partes.join(' ');
}

export async function entrevistaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.entrevistas;
  registerEntrevistaJobs(app, service);
  const empresa = app.requireRole(ROLE.RECLUTADOR);
  const postulante = app.requireRole(ROLE.POSTULANTE);
  app.addHook('onSend', personalData);

  // ---------------------------------------------------------------- the team
  r.route({
    ...routeOf(entrevistasApi, 'dePostulacion'),
    onRequest: empresa,
    handler: async (request) => ok(await service.dePostulacion(actor(request), request.params.id)),
  });
  r.route({
    ...routeOf(entrevistasApi, 'proponer'),
    onRequest: empresa,
    handler: async (request, reply) => {
      const e = await service.proponer(actor(request), request.params.id, request.body);
      reply.status(201);
      return ok([e], M.propuesta);
    },
  });
  r.route({
    ...routeOf(entrevistasApi, 'proponerVarias'),
    onRequest: empresa,
    handler: async (request, reply) => {
      const r = await service.proponerVarias(actor(request), request.params.id, request.body);
      reply.status(201);
      return ok([r], propuestasMensaje(r));
    },
  });
  r.route({
    ...routeOf(entrevistasApi, 'semana'),
    onRequest: empresa,
    handler: async (request) => {
      const s = await service.semana(actor(request), request.query.desde);
      return ok(s.items, '', { desde: s.desde, hasta: s.hasta });
    },
  });
  r.route({
    ...routeOf(entrevistasApi, 'reprogramar'),
    onRequest: empresa,
    handler: async (request) => ok([await service.reprogramar(actor(request), request.params.id, request.body)], M.reprogramada),
  });
  r.route({
    ...routeOf(entrevistasApi, 'cancelar'),
    onRequest: empresa,
    handler: async (request) => ok([await service.cancelar(actor(request), request.params.id, request.body.motivo)], M.cancelada),
  });
  r.route({
    ...routeOf(entrevistasApi, 'icsEquipo'),
    onRequest: empresa,
    handler: async (request, reply) => icsFile(reply, await service.icsEquipo(actor(request), request.params.id)),
  });
  r.route({
    ...routeOf(entrevistasApi, 'resultado'),
    onRequest: empresa,
    handler: async (request) => ok([await service.resultado(actor(request), request.params.id, request.body)], M.resultadoGuardado),
  });
  r.route({
    ...routeOf(entrevistasApi, 'criterios'),
    onRequest: empresa,
    handler: async (request) => ok(await service.criterios(actor(request))),
  });
  r.route({
    ...routeOf(entrevistasApi, 'guardarCriterios'),
    onRequest: app.requireSeat('criteriosEntrevista'),
    handler: async (request) => ok(await service.guardarCriterios(actor(request), request.body.criterios), M.criteriosGuardados),
  });

  // ---------------------------------------------------------------- the applicant
  r.route({
    ...routeOf(entrevistasApi, 'mias'),
    onRequest: postulante,
    handler: async (request) => ok(await service.mias(userId(request))),
  });
  r.route({
    ...routeOf(entrevistasApi, 'elegir'),
    onRequest: postulante,
    handler: async (request) => ok([await service.elegirMia(userId(request), request.params.id, request.body.inicio)], M.elegida),
  });
  r.route({
    ...routeOf(entrevistasApi, 'icsMia'),
    onRequest: postulante,
    handler: async (request, reply) => icsFile(reply, await service.icsMia(userId(request), request.params.id)),
  });

  // ---------------------------------------------------------------- the mail's link (no session)
  r.route({
    ...routeOf(entrevistasApi, 'enlace'),
    handler: async (request) => ok([await service.enlace(request.params.token)]),
  });
  r.route({
    ...routeOf(entrevistasApi, 'elegirPorEnlace'),
    handler: async (request) => ok([await service.elegirPorEnlace(request.params.token, request.body.inicio)], M.elegida),
  });
  r.route({
    ...routeOf(entrevistasApi, 'icsEnlace'),
    handler: async (request, reply) => icsFile(reply, await service.icsEnlace(request.params.token)),
  });
}
