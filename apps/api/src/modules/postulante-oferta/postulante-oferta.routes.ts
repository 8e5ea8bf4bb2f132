/**
 * `/api/postulanteOferta/*`: apply, cancel, Mis postulaciones (an applicant's session, role 0: a company or an
 * administrator 403, a recruiter cannot apply); and the company's review of an offer's applicants (role 1: list,
 * filters, status, exports, developer mode). Each route checks its role before anything is read: no session 401,
 * another role 403. Applying also needs the required CV data to be complete (docs/cv.md). Also `/api/postulante/*`
 * for companies (an applicant's CV, its PDF, the developer-mode list). Contracts: docs/matching.md,
 * docs/applicants.md.
 */
import { postulanteOfertaApi } from '@practiperu/shared/api/postulante-oferta';
import { ROLE } from '@practiperu/shared/constants';
import { POSTULACION_MESSAGES } from '@practiperu/shared/postulacion';
import { POSTULANTES_MESSAGES } from '@practiperu/shared/postulantes';
import type { FiltrosPostulantes } from '@practiperu/shared/schemas/postulantes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FormatoExport } from '../../export/export.ts';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { personalData } from '../../lib/http-cache.ts';
import { requireDeveloper, sessionOf } from '../../plugins/auth.ts';
import { assertCvCompleto } from '../matching/matching.public.ts';

const userId = (request: FastifyRequest) => sessionOf(request).user.id;

export async function postulanteOfertaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.services.postulanteOferta;
  const revision = app.services.reclutador;
  // The session and the role are checked before the input is read.
  const postulante = app.requireRole(ROLE.POSTULANTE);
  const empresa = app.requireRole(ROLE.RECLUTADOR);
  app.addHook('onSend', personalData);

  // ---------------------------------------------------------------- applicants

  r.route({
    ...routeOf(postulanteOfertaApi, 'create'),
    onRequest: postulante,
    // The CV check answers before the body is read, as the apply bar expects.
    preValidation: async (request) => assertCvCompleto(request),
    handler: async (request, reply) => {
      const id = await service.create(userId(request), request.body);
      // Counted by where the applicant came from to the offer (docs/insights.md), after the application is saved.
      const { id_oferta, fuente, canal } = request.body;
      app.services.metricas.registrar({
        oferta_id: id_oferta,
        evento: 'postulacion',
        fuente: fuente ?? 'directo',
        canal: fuente === 'compartido' ? (canal ?? '') : '',
        navegador: null,
        usuario_id: null,
      });
      reply.status(201);
      return ok([id], POSTULACION_MESSAGES.creada);
    },
  });

  r.route({
    ...routeOf(postulanteOfertaApi, 'removeById'),
    onRequest: postulante,
    handler: async (request) => {
      await service.remove(userId(request), request.body);
      return ok([], POSTULACION_MESSAGES.cancelo);
    },
  });

  r.route({
    ...routeOf(postulanteOfertaApi, 'postulantMyApplicants'),
    onRequest: postulante,
    handler: async (request) => {
      const page = await service.mine(userId(request), request.query.page);
      return ok(page.items, '', { current_page: page.current_page, total_pages: page.total_pages, total: page.total });
    },
  });

  // ---------------------------------------------------------------- companies

  const listar = async (usuarioId: number, ofertaId: number, page: number, filtros: FiltrosPostulantes) => {
    const res = await revision.list(usuarioId, ofertaId, filtros, page);
    const vacio = res.items.length === 0 && res.optional.total_postulants === 0;
    return ok(res.items, vacio ? POSTULANTES_MESSAGES.vacio : '', res.optional);
  };

  r.route({
    ...routeOf(postulanteOfertaApi, 'offerMyApplicants'),
    onRequest: empresa,
    handler: async (request) => {
      const { page, ...filtros } = request.query;
      return listar(userId(request), request.params.id, page, filtros);
    },
  });

  r.route({
    ...routeOf(postulanteOfertaApi, 'offerMyApplicantsBody'),
    onRequest: empresa,
    handler: async (request) => {
      const { id_oferta, page, ...filtros } = request.body;
      return listar(userId(request), id_oferta, page, filtros);
    },
  });

  r.route({
    ...routeOf(postulanteOfertaApi, 'updateEstado'),
    onRequest: empresa,
    handler: async (request) => {
      const { estado, avisar } = request.body.data;
      const res = await revision.updateEstado(userId(request), request.params.id, estado, avisar);
      return ok(
        [{ id_postulacion: request.params.id, estado: res.estado, correo: res.correo, entrevistas_canceladas: res.entrevistas_canceladas }],
        res.cambiado ? POSTULANTES_MESSAGES.estadoGuardado : POSTULANTES_MESSAGES.sinCambios,
      );
    },
  });

  r.route({
    ...routeOf(postulanteOfertaApi, 'appliedApplicant'),
    onRequest: empresa,
    // Before the query is read: without the flag the call does not exist (404), whatever is sent.
    preValidation: requireDeveloper,
    handler: async (request) => {
      const { o, pagada, items } = await revision.todas(userId(request), request.query.id_oferta);
      return ok(items, '', { total_postulants: items.length, titulo: o.titulo, destacado_pagado: pagada });
    },
  });

  const exportar = async (request: FastifyRequest, id: number, filtros: FiltrosPostulantes, formato: FormatoExport) => {
    const res = await revision.exportar(userId(request), id, filtros, formato);
    return ok([res.base64], '', { nombre: res.nombre, total: res.total });
  };
  r.route({
    ...routeOf(postulanteOfertaApi, 'offerMyApplicantsExportExcel'),
    onRequest: empresa,
    handler: async (request) => exportar(request, request.params.id, request.query, 'xlsx'),
  });
  r.route({
    ...routeOf(postulanteOfertaApi, 'offerMyApplicantsExportCSV'),
    onRequest: empresa,
    handler: async (request) => exportar(request, request.params.id, request.query, 'csv'),
  });
}
