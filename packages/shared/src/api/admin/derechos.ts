/**
 * `/api/admin/derechos`: the rights requests of Ley 29733 (docs/privacy.md) as back-office tickets: the open ones by
 * due date (overdue first), one with who asked and about what, and the answer (atendida, or denegada with a reason),
 * which is audited and mailed to the person. Only administrators.
 */
import { ESTADOS_SOLICITUD, RESOLUCIONES, TIPOS_SOLICITUD } from '../../privacidad.ts';
import { datosLegalesEmpresaSchema } from '../../schemas/cuenta.ts';
import { respuestaBody } from '../../schemas/privacidad.ts';
import { z } from '../../schemas/zod.ts';
import { defineGroup } from '../contract.ts';
import { adminPageOptional, dia, idParams, instante, optionalQuery, page } from './common.ts';

export const adminSolicitud = z.object({
  id: z.number(),
  tipo: z.enum(TIPOS_SOLICITUD),
  detalle: z.string(),
  estado: z.enum(ESTADOS_SOLICITUD),
  creado_en: instante,
  vence_el: dia,
  /** Business days left until vence_el (0 on the day; negative: days overdue). Null once answered. */
  dias_habiles_restantes: z.number().nullable(),
  vencida: z.boolean(),
  /** Who asked: null once the account is gone. */
  persona: z
    .object({
      id: z.number(),
      correo: z.string(),
      nombres: z.string(),
      apellidos: z.string(),
      rol: z.number(),
      empresa: z.string().nullable(),
    })
    .nullable(),
  /** The application a human review is about, with its automated score. */
  postulacion: z
    .object({ id: z.number(), titulo: z.string(), empresa: z.string(), afinidad_puesto: z.number().nullable(), oferta_id: z.number() })
    .nullable(),
  /**
   * The company of the person who asked (by its seat) with the data its own screens do not change: what a
   * rectification request may lead the administrator to correct. Null for applicants and when the account is gone.
   */
  empresa_datos: z.object({ id: z.number(), ruc: z.string(), nombre_completo: z.string(), nombre: z.string() }).nullable(),
  respuesta: z.string().nullable(),
  resolucion: z.enum(RESOLUCIONES).nullable(),
  motivo: z.string().nullable(),
  respondido_en: instante.nullable(),
  respondido_por: z.string().nullable(),
});

export const adminDerechosQuery = z.object({
  page,
  // Open requests by default: the screen is a work queue; 'todas' lists every state.
  estado: z.preprocess(
    (v) => (v === '' || v === undefined ? 'pendiente' : v),
    z.enum([...ESTADOS_SOLICITUD, 'todas'], { error: 'El estado debe ser pendiente, atendida, denegada o todas.' }).default('pendiente'),
  ),
  tipo: optionalQuery(z.enum(TIPOS_SOLICITUD, { error: 'El tipo de solicitud no es válido.' })),
});

export const adminDerechosApi = defineGroup({
  prefix: '/admin/derechos',
  tag: 'admin',
  calls: {
    list: {
      method: 'GET',
      path: '/',
      summary:
        'Solicitudes de derechos (por defecto las pendientes, las que vencen antes primero; vencida marca las fuera de plazo). 20 por página',
      query: adminDerechosQuery,
      data: adminSolicitud,
      optional: adminPageOptional,
    },
    detail: { method: 'GET', path: '/:id', summary: 'Una solicitud con quien la presentó', params: idParams, data: adminSolicitud },
    responder: {
      method: 'POST',
      path: '/:id/responder',
      summary:
        'Responde una solicitud pendiente {resolucion: atendida|denegada, respuesta, motivo?}: queda en la auditoría y se avisa por correo',
      params: idParams,
      body: respuestaBody,
      data: adminSolicitud,
    },
    rectificarEmpresa: {
      method: 'PUT',
      path: '/:id/empresa',
      summary:
        'Corrige, desde una solicitud de rectificación en trámite de una empresa, su RUC, razón social y nombre comercial {ruc, nombre_completo, nombre}: queda en la auditoría con el antes y el después',
      params: idParams,
      body: datosLegalesEmpresaSchema,
      data: adminSolicitud,
      optional: z.object({ cambio: z.boolean() }),
    },
  },
});
export type AdminDerechosApi = typeof adminDerechosApi;
