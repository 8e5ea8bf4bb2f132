/**
 * The recruiter's review of an offer's applicants: registered under the existing prefixes `/api/postulanteOferta`
 * and `/api/postulante`, each group in its own plugin so its session check (role 1) does not mix with the applicant
 * calls of the same prefix (role 0). No session 401, another role 403; another company's offer or applicant 404;
 * developer-mode calls without the developer flag 404. Contract: docs/applicants.md.
 */
import { ROLE } from '@practiperu/shared/constants';
import { idOfertaSchema } from '@practiperu/shared/schemas/oferta';
import { POSTULANTES_MESSAGES } from '@practiperu/shared/postulantes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FormatoExport } from '../../export/export.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { parseBody } from '../cv/validation.ts';
import { page } from '../matching/busqueda.ts';
import { createPostulanteService } from '../postulante/postulante.service.ts';
import { createReclutadorService } from './reclutador.service.ts';

const ID_MESSAGE = 'El id debe ser un número entero positivo.';
const id = z.coerce
  .number({ error: ID_MESSAGE })
  .int({ error: ID_MESSAGE })
  .positive({ error: ID_MESSAGE })
  .max(2_147_483_647, { error: ID_MESSAGE });
const idParams = z.object({ id });
const pageOnly = z.object({ page });
const FILTROS_DOC =
  'Filtros (solo ofertas destacadas con pago validado): read, unread, discard, pending, finalist, orden_merito, experiencia (1/0), departamentos[i]=id (máx. 5), conocimientos[i]=nombre|nivel (máx. 3), idiomas=nombre|nivel, sort=recientes|antiguos|afinidad';

function servicio(app: FastifyInstance) {
  const perfil = createPostulanteService({ db: app.db, storage: app.storage, now: app.now, log: app.log });
  return createReclutadorService({
    db: app.db,
    now: app.now,
    storage: app.storage,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    perfil,
  });
}

/** Recruiters only, private answers. */
function guard(app: FastifyInstance) {
  app.addHook('onRequest', app.requireRole(ROLE.RECLUTADOR));
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });
}

/** Developer-mode calls: a company account with the developer flag; anyone else 404. */
function assertDev(request: FastifyRequest) {
  if (!sessionOf(request).user.is_dev) throw new AppError('NOT_FOUND', MESSAGES.notFound);
}

const userId = (request: FastifyRequest) => sessionOf(request).user.id;
const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** `/api/postulanteOferta/*` for companies. */
export async function reclutadorPostulanteOfertaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = servicio(app);
  const tags = ['postulanteOferta (empresa)'];
  guard(app);

  const listar = async (usuarioId: number, ofertaId: number, input: Record<string, unknown>) => {
    const { page: pageNumber, ...filtros } = input;
    const { page: n } = parseBody(pageOnly, { page: pageNumber });
    const res = await service.list(usuarioId, ofertaId, filtros, n);
    return ok(res.items, res.items.length === 0 && res.optional.total_postulants === 0 ? POSTULANTES_MESSAGES.vacio : '', {
      ...res.optional,
    });
  };

  r.get(
    '/offerMyApplicants/:id',
    {
      schema: {
        summary: `Postulantes de una oferta propia, 10 por página. ${FILTROS_DOC}. optional: current_page, total_pages, total_postulants, titulo, tipo, destacado_pagado, filtros_disponibles`,
        tags,
        params: idParams,
      },
    },
    async (request) => listar(userId(request), request.params.id, asRecord(request.query)),
  );

  r.post(
    '/offerMyApplicants',
    { schema: { summary: `Lo mismo con los filtros en el cuerpo: {id_oferta, page, …filtros}. ${FILTROS_DOC}`, tags } },
    async (request) => {
      const body = asRecord(request.body);
      const { id_oferta } = parseBody(idOfertaSchema, { id_oferta: body.id_oferta });
      const { id_oferta: _id, ...rest } = body;
      return listar(userId(request), id_oferta, rest);
    },
  );

  r.patch(
    '/updateEstado/:id',
    {
      schema: {
        summary:
          'Cambia el estado de una postulación {data: {estado}}: 0 sin decisión, 1 descartar, 2 en proceso, 3 finalista. El postulante recibe un correo',
        tags,
        params: idParams,
      },
    },
    async (request) => {
      const res = await service.updateEstado(userId(request), request.params.id, request.body);
      return ok(
        [{ id_postulacion: request.params.id, estado: res.estado }],
        res.cambiado ? POSTULANTES_MESSAGES.estadoGuardado : POSTULANTES_MESSAGES.sinCambios,
      );
    },
  );

  r.get(
    '/appliedApplicant',
    {
      schema: {
        summary:
          'Modo desarrollador: todos los postulantes activos de una oferta propia, sin filtros ni páginas (404 sin el permiso). optional: total_postulants, titulo, destacado_pagado',
        tags,
        querystring: idOfertaSchema,
      },
      // Before the query is read: without the flag the call does not exist (404), whatever is sent.
      preValidation: async (request) => assertDev(request),
    },
    async (request) => {
      const { o, pagada, items } = await service.todas(userId(request), request.query.id_oferta);
      return ok(items, '', { total_postulants: items.length, titulo: o.titulo, destacado_pagado: pagada });
    },
  );

  const exportar = (formato: FormatoExport) => async (request: FastifyRequest) => {
    const params = parseBody(idParams, request.params);
    const { page: _p, ...filtros } = asRecord(request.query);
    const res = await service.exportar(userId(request), params.id, filtros, formato);
    return ok([res.base64], '', { nombre: res.nombre, total: res.total });
  };
  r.get(
    '/offerMyApplicantsExportExcel/:id',
    {
      schema: {
        summary: `Excel (.xlsx) de la lista filtrada completa: data[0] base64, optional.nombre. ${FILTROS_DOC}`,
        tags,
        params: idParams,
      },
    },
    exportar('xlsx'),
  );
  r.get(
    '/offerMyApplicantsExportCSV/:id',
    {
      schema: {
        summary: `CSV (UTF-8 con BOM) de la lista filtrada completa: data[0] base64, optional.nombre. ${FILTROS_DOC}`,
        tags,
        params: idParams,
      },
    },
    exportar('csv'),
  );
}

const cvQuery = z.object({
  id_oferta: idOfertaSchema.shape.id_oferta,
  populate: z.enum(['true', 'false'], { error: 'populate debe ser true o false.' }).default('true'),
});

/** `/api/postulante/*` for companies. */
export async function reclutadorPostulanteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = servicio(app);
  const tags = ['postulante (empresa)'];
  guard(app);

  r.get(
    '/findOneForRecruiter/:id',
    {
      schema: {
        summary:
          'El CV de un postulante a una oferta propia (id = id del postulante; ?id_oferta=&populate=): marca la postulación como leída. Bloqueado: sin nombre ni datos personales',
        tags,
        params: idParams,
        querystring: cvQuery,
      },
    },
    async (request) =>
      ok([await service.cv(userId(request), request.params.id, request.query.id_oferta, request.query.populate === 'true')]),
  );

  r.get(
    '/findForRecruiter',
    {
      schema: {
        summary:
          'Modo desarrollador: los postulantes activos de una oferta propia (?id_oferta=), sin filtros ni páginas (404 sin el permiso). optional: total_postulants, titulo, destacado_pagado',
        tags,
        querystring: idOfertaSchema,
      },
      // Before the query is read: without the flag the call does not exist (404), whatever is sent.
      preValidation: async (request) => assertDev(request),
    },
    async (request) => {
      const { o, pagada, items } = await service.todas(userId(request), request.query.id_oferta);
      return ok(items, '', { total_postulants: items.length, titulo: o.titulo, destacado_pagado: pagada });
    },
  );

  r.post(
    '/getCv/:id',
    {
      schema: {
        summary: 'Descarga el CV en PDF de un postulante {id_oferta}: data[0] {cv: base64, name}. Solo ofertas destacadas',
        tags,
        params: idParams,
      },
    },
    async (request) => {
      const { id_oferta } = parseBody(idOfertaSchema, request.body);
      return ok([await service.getCv(userId(request), request.params.id, id_oferta)]);
    },
  );
}
