/**
 * `/api/admin/plantillas`: the pricing, payment-description and unsubscribe templates, HTML saved sanitized
 * (docs/admin.md). Only administrators.
 */
import { plantillaBody } from '../../schemas/admin.ts';
import { z } from '../../schemas/zod.ts';
import { defineGroup } from '../contract.ts';
import { instante } from './common.ts';

export const adminPlantilla = z.object({
  clave: z.string(),
  nombre: z.string(),
  /** What the template is for, in Spanish, for the administrator. */
  descripcion: z.string(),
  /** Where people see it (a screen, in Spanish; never an API path). */
  usada_en: z.string(),
  placeholders: z.array(z.string()),
  html: z.string(),
  actualizado_en: instante,
});

const params = z.object({
  clave: z.string().regex(/^[a-z0-9_]{1,60}$/, { error: 'La clave de la plantilla no es válida.' }),
});

export const adminPlantillasApi = defineGroup({
  prefix: '/admin/plantillas',
  tag: 'admin',
  calls: {
    list: {
      method: 'GET',
      path: '/',
      summary: 'Las plantillas editables con su HTML, dónde se usan y sus {{marcadores}}',
      data: adminPlantilla,
    },
    preview: {
      method: 'POST',
      path: '/vista-previa',
      summary: 'El HTML saneado tal como se guardaría, sin guardarlo: data[0] = {html}',
      body: plantillaBody,
      data: z.object({ html: z.string() }),
    },
    get: { method: 'GET', path: '/:clave', summary: 'Una plantilla', params, data: adminPlantilla },
    save: {
      method: 'PUT',
      path: '/:clave',
      summary: 'Guarda el HTML de una plantilla, saneado con la lista permitida de las ofertas',
      params,
      body: plantillaBody,
      data: adminPlantilla,
    },
  },
});
export type AdminPlantillasApi = typeof adminPlantillasApi;
