/**
 * `/api/suscripcion`: job alerts (docs/matching.md). An applicant subscribes to a daily or weekly digest of new offers
 * that match them, reads and stops it. Applicant session only; subscribing needs the required CV data.
 */
import { z } from '../schemas/zod.ts';
import { defineGroup, noData } from './contract.ts';

export const FRECUENCIA_MESSAGE = "Elige la frecuencia: 'semanal' o 'diaria'.";

/** `{frecuencia}`: weekly when not said. */
export const createPostulantBody = z.object({
  frecuencia: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'semanal' : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['semanal', 'diaria'], { error: FRECUENCIA_MESSAGE }),
  ),
});

/** The subscription (`mySubscription` data[0], or no data when never subscribed). */
export const suscripcionVista = z.object({
  frecuencia: z.enum(['diaria', 'semanal']),
  activa: z.number(),
  ultimo_envio: z.string().nullable(),
  creado_en: z.string(),
});

/** 1 when the applicant accepts informational mail: the digest is only sent then. */
const marketingOptional = z.object({ autorizacion_marketing: z.number() });

export const suscripcionApi = defineGroup({
  prefix: '/suscripcion',
  tag: 'suscripcion',
  calls: {
    createPostulant: {
      method: 'POST',
      path: '/createPostulant',
      summary:
        "Suscribe a las alertas de empleo {frecuencia: 'semanal' | 'diaria'}, o cambia la frecuencia. data[0] = la suscripción; optional.autorizacion_marketing",
      body: createPostulantBody,
      data: suscripcionVista,
      optional: marketingOptional,
    },
    mySubscription: {
      method: 'GET',
      path: '/mySubscription',
      summary: 'La suscripción a alertas de empleo: data[0] o data vacío si nunca se suscribió; optional.autorizacion_marketing',
      data: suscripcionVista,
      optional: marketingOptional,
    },
    deleteMySubscription: {
      method: 'DELETE',
      path: '/mySubscription',
      summary: 'Desactiva las alertas de empleo (activa 0)',
      data: noData,
    },
  },
});
export type SuscripcionApi = typeof suscripcionApi;
