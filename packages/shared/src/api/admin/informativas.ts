/**
 * `/api/admin/informativas`: informational offers, programmes run elsewhere published with their external link
 * (docs/admin.md). Only administrators.
 */
import { validIsoDate } from '../../dates.ts';
import { MODALIDADES, OFERTA_MESSAGES } from '../../oferta.ts';
import { z } from '../../schemas/zod.ts';
import { defineGroup } from '../contract.ts';
import { adminPageOptional, dia, idParams, instante, pageQuery } from './common.ts';

export const INFORMATIVA_MESSAGES = {
  notFound: 'No se encontró la oferta informativa.',
  created: 'Se publicó la oferta informativa.',
  saved: 'Se guardó la oferta informativa.',
  withdrawn: 'Se retiró la oferta informativa: ya no se muestra.',
  alreadyWithdrawn: 'La oferta informativa ya estaba retirada.',
  withdrawnLocked: 'Esta oferta informativa fue retirada: ya no se puede modificar.',
  enlace: 'Ingrese un enlace que empiece con http:// o https://',
  enlaceLargo: 'Máximo 500 caracteres',
  plazoLargo: 'El plazo máximo es de un año',
  region: 'Seleccione una región de la lista',
} as const;

const REQUIRED = 'Requerido';

/**
 * An informational offer as created and edited. The server also sanitizes the text, keeps the deadline within the
 * year and checks the time modality and the region against its lists.
 */
export const informativaSchema = z.object({
  titulo: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).min(5, OFERTA_MESSAGES.tituloCorto).max(150, OFERTA_MESSAGES.tituloLargo),
  funciones: z.string({ error: REQUIRED }).max(5000, OFERTA_MESSAGES.textoLargo),
  beneficios: z.string().max(5000, OFERTA_MESSAGES.textoLargo).default(''),
  enlace: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(500, INFORMATIVA_MESSAGES.enlaceLargo)
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: INFORMATIVA_MESSAGES.enlace })),
  // Empty or missing is 'Requerido'; a date that is there and wrong is 'Fecha inválida'.
  fin_convocatoria: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : OFERTA_MESSAGES.fecha) })
    .trim()
    .min(1, REQUIRED)
    .refine((v) => v === '' || validIsoDate(v), OFERTA_MESSAGES.fecha),
  modalidad: z.enum(MODALIDADES, { error: OFERTA_MESSAGES.modalidad }).default('PREPROFESIONAL'),
  modalidad_tiempo: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(20, OFERTA_MESSAGES.modalidadTiempoLarga)
    .default('Presencial'),
  id_region: z.coerce
    .number({ error: INFORMATIVA_MESSAGES.region })
    .int({ error: INFORMATIVA_MESSAGES.region })
    .min(0, { error: INFORMATIVA_MESSAGES.region })
    .max(26, { error: INFORMATIVA_MESSAGES.region })
    .default(0),
});
export type InformativaData = z.output<typeof informativaSchema>;

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
