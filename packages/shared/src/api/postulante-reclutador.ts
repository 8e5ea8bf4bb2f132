/**
 * `/api/postulante`, the company's calls (docs/applicants.md): the CV of an applicant to one of its offers, its PDF,
 * and the developer-mode list. A company's session: none 401, another role 403; another company's offer or
 * applicant 404. The applicant's own calls of the same prefix are declared in postulante.ts.
 */
import { idOfertaSchema } from '../schemas/oferta.ts';
import { z } from '../schemas/zod.ts';
import { defineGroup } from './contract.ts';
import { idParams } from './postulante-oferta.ts';
import { cvDownload } from './postulante.ts';
import { cvParaReclutador, postulanteDeOferta, todosOptional } from './postulantes-vistas.ts';

/** `?id_oferta=&populate=`: the offer applied to, and whether the CV's sections come too (default true). */
export const cvQuery = z.object({
  id_oferta: idOfertaSchema.shape.id_oferta,
  populate: z.enum(['true', 'false'], { error: 'populate debe ser true o false.' }).default('true'),
});

export const postulanteReclutadorApi = defineGroup({
  prefix: '/postulante',
  tag: 'postulante (empresa)',
  calls: {
    findOneForRecruiter: {
      method: 'GET',
      path: '/findOneForRecruiter/:id',
      summary:
        'El CV de un postulante a una oferta propia (id = id del postulante; ?id_oferta=&populate=): marca la postulación como leída. Bloqueado: sin nombre ni datos personales',
      params: idParams,
      query: cvQuery,
      data: cvParaReclutador,
    },
    findForRecruiter: {
      method: 'GET',
      path: '/findForRecruiter',
      summary:
        'Modo desarrollador: los postulantes activos de una oferta propia (?id_oferta=), sin filtros ni páginas (404 sin el permiso). optional: total_postulants, titulo, destacado_pagado',
      query: idOfertaSchema,
      data: postulanteDeOferta,
      optional: todosOptional,
    },
    getCv: {
      method: 'POST',
      path: '/getCv/:id',
      summary: 'Descarga el CV en PDF de un postulante {id_oferta}: data[0] {cv: base64, name}. Solo ofertas destacadas',
      params: idParams,
      body: idOfertaSchema,
      data: cvDownload,
    },
  },
});
export type PostulanteReclutadorApi = typeof postulanteReclutadorApi;
