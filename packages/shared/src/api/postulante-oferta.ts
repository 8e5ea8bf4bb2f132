/**
 * `/api/postulanteOferta`: applying, cancelling and Mis postulaciones (applicants, docs/matching.md), and the
 * review of an offer's applicants (companies, docs/applicants.md). Each call needs a session of its role (applicant
 * or company): none 401, another role 403. A company's calls answer 404 for another company's offer or application.
 */
import { POSTULACION_MESSAGES } from '../postulacion.ts';
import { POSTULANTES_MESSAGES } from '../postulantes.ts';
import { idOfertaSchema } from '../schemas/oferta.ts';
import { filtrosDe } from '../schemas/postulantes.ts';
import { z } from '../schemas/zod.ts';
import { page, pageQuery } from './busqueda.ts';
import { eventoBody } from './insights.ts';
import { defineGroup, noData } from './contract.ts';
import { miPostulacion } from './oferta-vistas.ts';
import { exportOptional, postulanteDeOferta, postulantesOptional, todosOptional } from './postulantes-vistas.ts';

/** A database id sent as a number or as digits; `message` when it is not one. */
const positiveId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'Requerido' : message) })
      .int(message)
      .min(1, message)
      .max(2_147_483_647, message),
  );

/**
 * `{id_oferta, id_reclutador, fuente?, canal?}`: id_reclutador is the offer's company, only compared, never trusted;
 * `fuente` and `canal` say where the applicant came to the offer from, for the offer's counts (docs/insights.md).
 */
export const createBody = z.object({
  id_oferta: positiveId(POSTULACION_MESSAGES.oferta),
  id_reclutador: positiveId(POSTULACION_MESSAGES.empresa),
  fuente: eventoBody.shape.fuente.optional(),
  canal: eventoBody.shape.canal,
});
export type CreateBody = z.output<typeof createBody>;

export const removeBody = z.object({ id: positiveId(POSTULACION_MESSAGES.id), id_oferta: positiveId(POSTULACION_MESSAGES.oferta) });
export type RemoveBody = z.output<typeof removeBody>;

const ID_MESSAGE = 'El id debe ser un número entero positivo.';
/** `/{id}` of the recruiter's calls: digits of a database id. */
export const idParams = z.object({
  id: z.coerce
    .number<number | string>({ error: ID_MESSAGE })
    .int({ error: ID_MESSAGE })
    .positive({ error: ID_MESSAGE })
    .max(2_147_483_647, { error: ID_MESSAGE }),
});

/**
 * `updateEstado/{id}` body: {data: {estado, avisar?}}, 0 no decision, 1 discard, 2 in process, 3 finalist; `avisar`
 * false changes the status without mailing the applicant (absent: the mail goes, as it always did).
 */
export const estadoBody = z.object({
  data: z.object(
    {
      estado: z.preprocess(
        (v: number | string) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
        z
          .number({ error: POSTULANTES_MESSAGES.estado })
          .int({ error: POSTULANTES_MESSAGES.estado })
          .min(0, { error: POSTULANTES_MESSAGES.estado })
          .max(3, { error: POSTULANTES_MESSAGES.estado }),
      ),
      avisar: z.boolean({ error: 'Indica si se avisa al postulante (true o false).' }).optional(),
    },
    { error: POSTULANTES_MESSAGES.estado },
  ),
});

/** The list's query: the page, then the filters (docs/applicants.md). */
export const postulantesQuery = filtrosDe({ page });
/** `POST offerMyApplicants`: the offer, the page and the filters in the body. */
export const postulantesBody = filtrosDe({ id_oferta: idOfertaSchema.shape.id_oferta, page });
/** The exports' query: the filters (a page is not read). */
export const exportQuery = filtrosDe({});

const FILTROS_DOC =
  'Filtros (solo ofertas destacadas con pago validado): read, unread, discard, pending, finalist, orden_merito, experiencia (1/0), departamentos[i]=id (máx. 5), conocimientos[i]=nombre|nivel (máx. 3), idiomas=nombre|nivel, sort=recientes|antiguos|afinidad';

export const postulanteOfertaApi = defineGroup({
  prefix: '/postulanteOferta',
  tag: 'postulanteOferta',
  calls: {
    create: {
      method: 'POST',
      path: '/create',
      summary:
        'Postula a una oferta: 201, data[0] = id de la postulación. 409 si ya postuló o canceló; 400 si falta resumen, conocimientos, idiomas o habilidades (optional.missing, optional.ruta)',
      body: createBody,
      data: z.number(),
      status: 201,
    },
    removeById: {
      method: 'POST',
      path: '/removeById',
      summary: 'Cancela la postulación propia; ya no se podrá volver a postular',
      body: removeBody,
      data: noData,
    },
    postulantMyApplicants: {
      method: 'GET',
      path: '/postulantMyApplicants',
      summary: 'Mis postulaciones: 10 por página, las más recientes primero, cada una con su estado',
      query: pageQuery,
      data: miPostulacion,
      optional: z.object({ current_page: z.number(), total_pages: z.number(), total: z.number() }),
    },
    offerMyApplicants: {
      method: 'GET',
      path: '/offerMyApplicants/:id',
      summary: `Postulantes de una oferta propia, 10 por página. ${FILTROS_DOC}. optional: current_page, total_pages, total_postulants, titulo, tipo, destacado_pagado, filtros_disponibles`,
      params: idParams,
      query: postulantesQuery,
      data: postulanteDeOferta,
      optional: postulantesOptional,
    },
    offerMyApplicantsBody: {
      method: 'POST',
      path: '/offerMyApplicants',
      summary: `Lo mismo con los filtros en el cuerpo: {id_oferta, page, …filtros}. ${FILTROS_DOC}`,
      body: postulantesBody,
      data: postulanteDeOferta,
      optional: postulantesOptional,
    },
    updateEstado: {
      method: 'PATCH',
      path: '/updateEstado/:id',
      summary:
        'Cambia el estado de una postulación {data: {estado, avisar?}}: 0 sin decisión, 1 descartar, 2 en proceso, 3 finalista. El postulante recibe un correo (el de la empresa si escribió el suyo) salvo con avisar false; avisar se recuerda para el asiento',
      params: idParams,
      body: estadoBody,
      data: z.object({
        id_postulacion: z.number(),
        estado: z.number(),
        correo: z.boolean().optional(),
        /** Interviews still to happen that Descartado cancelled, with notice (decision 075). */
        entrevistas_canceladas: z.number().optional(),
      }),
    },
    appliedApplicant: {
      method: 'GET',
      path: '/appliedApplicant',
      summary:
        'Modo desarrollador: todos los postulantes activos de una oferta propia, sin filtros ni páginas (404 sin el permiso). optional: total_postulants, titulo, destacado_pagado',
      query: idOfertaSchema,
      data: postulanteDeOferta,
      optional: todosOptional,
    },
    offerMyApplicantsExportExcel: {
      method: 'GET',
      path: '/offerMyApplicantsExportExcel/:id',
      summary: `Excel (.xlsx) de la lista filtrada completa: data[0] base64, optional.nombre. ${FILTROS_DOC}`,
      params: idParams,
      query: exportQuery,
      data: z.string(),
      optional: exportOptional,
    },
    offerMyApplicantsExportCSV: {
      method: 'GET',
      path: '/offerMyApplicantsExportCSV/:id',
      summary: `CSV (UTF-8 con BOM) de la lista filtrada completa: data[0] base64, optional.nombre. ${FILTROS_DOC}`,
      params: idParams,
      query: exportQuery,
      data: z.string(),
      optional: exportOptional,
    },
  },
});
export type PostulanteOfertaApi = typeof postulanteOfertaApi;
