/**
 * The bodies of the rights requests (docs/privacy.md): the form of Mi cuenta and the back office's answer. Each is the
 * schema the API validates with and the web form's resolver, so both say the same words at the same fields.
 */
import {
  DERECHOS_MESSAGES,
  MOTIVO_DENEGACION_MAX,
  RESOLUCIONES,
  RESPUESTA_MAX,
  RESPUESTA_MIN,
  SOLICITUD_DETALLE_MAX,
  SOLICITUD_DETALLE_MIN,
  TIPOS_SOLICITUD,
} from '../privacidad.ts';
import { numeroOTexto } from './numero.ts';
import { z } from './zod.ts';

const M = DERECHOS_MESSAGES;

/** `{tipo, detalle, postulacion_id?}`: postulacion_id names the application a human review is about (applicants). */
export const solicitudBody = z.object({
  tipo: z.enum(TIPOS_SOLICITUD, { error: M.tipo }),
  detalle: z
    .string({ error: M.detalleRequerido })
    .trim()
    .min(1, M.detalleRequerido)
    .min(SOLICITUD_DETALLE_MIN, M.detalleCorto)
    .max(SOLICITUD_DETALLE_MAX, M.detalleLargo),
  postulacion_id: z.preprocess(
    (v) => (v === '' || v === undefined || v === 0 || v === '0' ? null : numeroOTexto(v)),
    z.coerce
      .number({ error: M.postulacion })
      .int({ error: M.postulacion })
      .positive({ error: M.postulacion })
      .max(2_147_483_647, {
        error: M.postulacion,
      })
      .nullable(),
  ),
});

/** `{resolucion, respuesta, motivo?}`: a refusal says why. */
export const respuestaBody = z
  .object({
    resolucion: z.enum(RESOLUCIONES, { error: M.resolucion }),
    respuesta: z
      .string({ error: M.respuestaRequerida })
      .trim()
      .min(1, M.respuestaRequerida)
      .min(RESPUESTA_MIN, M.respuestaCorta)
      .max(RESPUESTA_MAX, M.respuestaLarga),
    motivo: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.string({ error: M.motivoRequerido }).trim().max(MOTIVO_DENEGACION_MAX, M.motivoLargo).nullable(),
    ),
  })
  .superRefine((body, ctx) => {
    if (body.resolucion === 'denegada' && !body.motivo) ctx.addIssue({ code: 'custom', path: ['motivo'], message: M.motivoRequerido });
  });
