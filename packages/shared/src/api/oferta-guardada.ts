/**
 * `/api/ofertaGuardada`: the applicant's saved offers (docs/team.md, "Applicants' saved offers"). Saving and removing
 * are idempotent; the list is newest first and keeps offers that closed or were withdrawn (without their data) so
 * they can be removed. Applicant session only: none 401, a company or an administrator 403.
 */
import { GUARDADAS_MESSAGES } from '../guardadas.ts';
import { idOfertaSchema } from '../schemas/oferta.ts';
import { z } from '../schemas/zod.ts';
import { pageQuery } from './busqueda.ts';
import { defineGroup } from './contract.ts';
import { ofertaCardPostulante, postulacionVista } from './oferta-vistas.ts';

/** A saved offer in Guardadas. */
export const ofertaGuardadaVista = z.object({
  id_oferta: z.number(),
  /** When it was saved (ISO 8601). */
  guardada_en: z.string(),
  /** When the reminder before its deadline was sent; null until then. */
  recordatorio_enviado_en: z.string().nullable(),
  /** false: the offer was withdrawn, hidden or is no longer approved; its card is then null (nothing of it is shown). */
  disponible: z.boolean(),
  oferta: ofertaCardPostulante.nullable(),
  /** The applicant's application to it with its status, a cancelled one too; null when none or when the card is null. */
  postulacion: postulacionVista.nullable(),
});

/** The state of one offer after saving or removing it, and how many the applicant keeps. */
const guardadoEstado = z.object({ id_oferta: z.number(), guardada: z.boolean() });
const totalOptional = z.object({ total: z.number(), max: z.number() });

export const ofertaGuardadaApi = defineGroup({
  prefix: '/ofertaGuardada',
  tag: 'ofertaGuardada',
  calls: {
    create: {
      method: 'POST',
      path: '/create',
      summary: `Guarda una oferta visible y abierta {id_oferta}; guardarla otra vez no cambia nada. 404 si no existe o no es visible; 409 si cerró o si ya guardó el máximo ('${GUARDADAS_MESSAGES.limite}')`,
      body: idOfertaSchema,
      data: guardadoEstado,
      optional: totalOptional,
    },
    removeById: {
      method: 'POST',
      path: '/removeById',
      summary: 'Quita una oferta de Guardadas {id_oferta}; quitar una que no estaba no cambia nada',
      body: idOfertaSchema,
      data: guardadoEstado,
      optional: totalOptional,
    },
    myList: {
      method: 'GET',
      path: '/myList',
      summary:
        'Guardadas: 10 por página, las guardadas más recientemente primero; una oferta retirada u oculta aparece sin datos (disponible false). optional.autorizacion_marketing: 1 si recibirá el recordatorio',
      query: pageQuery,
      data: ofertaGuardadaVista,
      optional: z.object({ current_page: z.number(), total_pages: z.number(), total: z.number(), autorizacion_marketing: z.number() }),
    },
    myIds: {
      method: 'GET',
      path: '/myIds',
      summary:
        'Los ids de las ofertas guardadas (para marcar las tarjetas como Guardada); optional.postuladas y optional.canceladas: los ids de las ofertas a las que postuló, con la postulación vigente o cancelada (la búsqueda pública y la página pública de una oferta muestran «Postulaste» y ocultan Guardar)',
      data: z.number(),
      optional: z.object({ postuladas: z.array(z.number()), canceladas: z.array(z.number()) }),
    },
  },
});
export type OfertaGuardadaApi = typeof ofertaGuardadaApi;
