/**
 * `/api/admin/alertas`: the general banner of both areas ('general') and the alert of the publish page ('publicar'),
 * plain text with an optional expiry (docs/admin.md). Only administrators.
 */
import { z } from '../../schemas/zod.ts';
import { defineGroup } from '../contract.ts';
import { instante } from './common.ts';

export const ALERTA_TIPOS = ['general', 'publicar'] as const;

export const ALERTA_MESSAGES = {
  saved: 'Se guardó la alerta.',
  cleared: 'Se quitó la alerta.',
  tipo: 'El tipo de alerta debe ser general o publicar.',
  contentLargo: 'Máximo 500 caracteres',
  contentTexto: 'Ingrese el texto de la alerta',
  fecha: 'Ingrese una fecha válida (AAAA-MM-DD o fecha y hora ISO 8601)',
  fechaPasada: 'La fecha de vencimiento debe ser posterior a la actual',
} as const;

export const alertaTipo = z.enum(ALERTA_TIPOS, { error: ALERTA_MESSAGES.tipo });

export const adminAlerta = z.object({
  tipo: alertaTipo,
  content: z.string(),
  expireIn: instante.nullable(),
  /** Shown now: content not empty and not expired. */
  visible: z.boolean(),
  actualizado_en: instante.nullable(),
});

/**
 * `{content, expireIn}`: expireIn is absent or null (never expires), a Lima day 'YYYY-MM-DD' or an ISO 8601 date-time
 * with its offset (checked by the server, which answers the field's message).
 */
export const alertaBody = z.object({
  content: z.string({ error: ALERTA_MESSAGES.contentTexto }).trim().max(500, ALERTA_MESSAGES.contentLargo),
  expireIn: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.string({ error: ALERTA_MESSAGES.fecha }).trim().max(40, ALERTA_MESSAGES.fecha).nullable(),
  ),
});

export const adminAlertasApi = defineGroup({
  prefix: '/admin/alertas',
  tag: 'admin',
  calls: {
    list: {
      method: 'GET',
      path: '/',
      summary: 'Las dos alertas: data[0] = {general, publicar}',
      data: z.object({ general: adminAlerta, publicar: adminAlerta }),
    },
    save: {
      method: 'PUT',
      path: '/:tipo',
      summary: 'Guarda una alerta {content, expireIn}: texto de hasta 500 caracteres (vacío la quita) y vencimiento opcional',
      params: z.object({ tipo: alertaTipo }),
      body: alertaBody,
      data: adminAlerta,
    },
  },
});
export type AdminAlertasApi = typeof adminAlertasApi;
