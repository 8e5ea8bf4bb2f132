/**
 * `/api/pipeline/*`: notes, tags, bulk actions and saved filter sets of a company's featured offers (docs/team.md
 * "Pipeline"). Company sessions only (none 401, another role 403, checked before the input is read); ownership and the
 * featured-only rule are the service's. Contract: packages/shared/src/api/pipeline.ts.
 */
import { pipelineApi } from '@practiperu/shared/api/pipeline';
import { ROLE } from '@practiperu/shared/constants';
import { PIPELINE_MESSAGES as M } from '@practiperu/shared/pipeline';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { personalData } from '../../lib/http-cache.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { MiembroActor } from '../equipo/equipo.public.ts';
import { AVISO_MASIVO_JOB } from './pipeline.service.ts';

/** The seat acting: the session's account, its e-mail and name at the time (the audit trail and a note's author). */
function actorOf(request: FastifyRequest): MiembroActor {
  const { user } = sessionOf(request);
  return { usuarioId: user.id, correo: user.email, nombre: `${user.name} ${user.lastname}`.trim() };
}

export async function pipelineRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.pipeline;
  // The mails of a bulk status change: one job per change, which writes them (decision 047).
  app.queue.register(AVISO_MASIVO_JOB, (payload) => service.avisarCambioMasivo(payload));
  const empresa = app.requireRole(ROLE.RECLUTADOR);
  app.addHook('onSend', personalData);

  r.route({
    ...routeOf(pipelineApi, 'notas'),
    onRequest: empresa,
    handler: async (request) => ok(await service.notas(actorOf(request), request.params.id)),
  });
  r.route({
    ...routeOf(pipelineApi, 'crearNota'),
    onRequest: empresa,
    handler: async (request, reply) => {
      const n = await service.crearNota(actorOf(request), request.params.id, request.body.texto);
      reply.status(201);
      return ok([n], M.notaCreada);
    },
  });
  r.route({
    ...routeOf(pipelineApi, 'editarNota'),
    onRequest: empresa,
    handler: async (request) => ok([await service.editarNota(actorOf(request), request.params.id, request.body.texto)], M.notaEditada),
  });
  r.route({
    ...routeOf(pipelineApi, 'eliminarNota'),
    onRequest: empresa,
    handler: async (request) => {
      await service.eliminarNota(actorOf(request), request.params.id);
      return ok([], M.notaEliminada);
    },
  });

  r.route({
    ...routeOf(pipelineApi, 'etiquetas'),
    onRequest: empresa,
    handler: async (request) => ok(await service.etiquetas(actorOf(request))),
  });
  r.route({
    ...routeOf(pipelineApi, 'crearEtiqueta'),
    onRequest: empresa,
    handler: async (request, reply) => {
      const e = await service.crearEtiqueta(actorOf(request), request.body.nombre, request.body.color);
      reply.status(201);
      return ok([e], M.etiquetaCreada);
    },
  });
  r.route({
    ...routeOf(pipelineApi, 'eliminarEtiqueta'),
    onRequest: empresa,
    handler: async (request) => {
      await service.eliminarEtiqueta(actorOf(request), request.params.id);
      return ok([], M.etiquetaEliminada);
    },
  });
  r.route({
    ...routeOf(pipelineApi, 'etiquetasPostulacion'),
    onRequest: empresa,
    handler: async (request) =>
      ok(await service.etiquetasPostulacion(actorOf(request), request.params.id, request.body.etiquetas), M.etiquetasGuardadas),
  });

  r.route({
    ...routeOf(pipelineApi, 'masivo'),
    onRequest: empresa,
    handler: async (request) => ok([await service.masivo(actorOf(request), request.params.id, request.body)], M.masivoHecho),
  });
  r.route({
    ...routeOf(pipelineApi, 'resumenMasivo'),
    onRequest: empresa,
    handler: async (request) => ok([await service.resumenMasivo(actorOf(request), request.params.id, request.body)]),
  });
  r.route({
    ...routeOf(pipelineApi, 'exportarSeleccion'),
    onRequest: empresa,
    handler: async (request) => {
      const res = await service.exportarSeleccion(actorOf(request), request.params.id, request.body);
      return ok([res.base64], '', { nombre: res.nombre, total: res.total });
    },
  });

  r.route({
    ...routeOf(pipelineApi, 'filtros'),
    onRequest: empresa,
    handler: async (request) => ok(await service.filtros(actorOf(request), request.params.id)),
  });
  r.route({
    ...routeOf(pipelineApi, 'guardarFiltro'),
    onRequest: empresa,
    handler: async (request, reply) => {
      const f = await service.guardarFiltro(actorOf(request), request.params.id, request.body.nombre, request.body.filtros);
      reply.status(201);
      return ok([f], M.filtroGuardado);
    },
  });
  r.route({
    ...routeOf(pipelineApi, 'eliminarFiltro'),
    onRequest: empresa,
    handler: async (request) => {
      await service.eliminarFiltro(actorOf(request), request.params.id);
      return ok([], M.filtroEliminado);
    },
  });
}
