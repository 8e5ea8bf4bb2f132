/**
 * `/api/admin/alertas`: the general banner of both areas ('general') and the alert of the publish page ('publicar'),
 * plain text with an optional expiry (docs/admin.md). Only administrators.
 */
import { ALERTA_MESSAGES } from '../../admin.ts';
import { alertaBody } from '../../schemas/admin.ts';
import { z } from '../../schemas/zod.ts';
import { defineGroup } from '../contract.ts';
import { instante } from './common.ts';

export const ALERTA_TIPOS = ['general', 'publicar'] as const;

export const alertaTipo = z.enum(ALERTA_TIPOS, { error: ALERTA_MESSAGES.tipo });

export const adminAlerta = z.object({
  tipo: alertaTipo,
  content: z.string(),
  expireIn: instante.nullable(),
  /** Shown now: content not empty and not expired. */
  visible: z.boolean(),
  actualizado_en: instante.nullable(),
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
