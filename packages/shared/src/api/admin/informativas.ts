/**
 * `/api/admin/informativas`: informational offers, programmes run elsewhere published with their external link
 * (docs/admin.md). Only administrators.
 */
import { informativaSchema } from '../../schemas/admin.ts';
import { z } from '../../schemas/zod.ts';
import { defineGroup } from '../contract.ts';
import { adminPageOptional, dia, idParams, instante, pageQuery } from './common.ts';

export const adminInformativa = z.object({
  id: z.number(),
  titulo: z.string(),
  alias: z.string(),
  funciones: z.string(),
  beneficios: z.string(),
  enlace: z.string(),
  fin_convocatoria: dia,
  modalidad: z.string(),
  modalidad_tiempo: z.string(),
  id_region: z.number(),
  region: z.string(),
  estado: z.number(),
  fecha_publicacion: instante.nullable(),
  creado_en: instante,
  actualizado_en: instante,
  retirada: z.boolean(),
  retirada_en: instante.nullable(),
  /** The offer's public page, /ofertas/{alias}-{id}. */
  url_publica: z.string(),
  /** What applicants see (`texto` of an informational offer: the description and the link). */
  texto: z.string(),
});

export const adminInformativasApi = defineGroup({
  prefix: '/admin/informativas',
  tag: 'admin',
  calls: {
    list: {
      method: 'GET',
      path: '/',
      summary: 'Ofertas informativas, las más nuevas primero (también las retiradas). 20 por página',
      query: pageQuery,
      data: adminInformativa,
      optional: adminPageOptional,
    },
    create: {
      method: 'POST',
      path: '/',
      summary: 'Publica una oferta informativa {titulo, funciones, enlace, fin_convocatoria, …}: aprobada al crearse',
      body: informativaSchema,
      data: adminInformativa,
      status: 201,
    },
    get: { method: 'GET', path: '/:id', summary: 'Una oferta informativa', params: idParams, data: adminInformativa },
    update: {
      method: 'PUT',
      path: '/:id',
      summary: 'Edita una oferta informativa (la misma carga que al crearla)',
      params: idParams,
      body: informativaSchema,
      data: adminInformativa,
    },
    retirar: {
      method: 'POST',
      path: '/:id/retirar',
      summary: 'Retira una oferta informativa: deja de mostrarse en todas partes; repetir no cambia nada',
      params: idParams,
      data: adminInformativa,
      optional: z.object({ ya_retirada: z.boolean() }),
    },
  },
});
export type AdminInformativasApi = typeof adminInformativasApi;
