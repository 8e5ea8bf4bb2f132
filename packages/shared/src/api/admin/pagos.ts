/** `/api/admin/pagos`: validating featured-offer and premium payments (docs/admin.md). Only administrators. */
import { motivoSchema } from '../../schemas/admin.ts';
import { z } from '../../schemas/zod.ts';
import { defineGroup } from '../contract.ts';
import { adminPageOptional, dia, idParams, instante, optionalQuery, page } from './common.ts';

export const pagoTipo = z.enum(['destacado', 'premium']);

export const adminPago = z.object({
  id: z.number(),
  tipo: pagoTipo,
  estado: z.number(),
  nro_operacion: z.string(),
  metodo_pago: z.string(),
  /** As declared (payments stored before the amount had to equal the price may differ from it). */
  monto: z.number(),
  /** The current price of what it pays for (featured offer or premium). */
  precio: z.number(),
  /** The declared amount is not the price: the back office warns before validating. */
  monto_distinto: z.boolean(),
  creado_en: instante,
  horas_esperando: z.number().nullable(),
  motivo: z.string().nullable(),
  decidido_en: instante.nullable(),
  decidido_por: z.string().nullable(),
  mostrar_rechazado: z.number(),
  pagador: z.object({ id: z.number(), correo: z.string(), nombres: z.string(), apellidos: z.string() }).nullable(),
  empresa: z.object({ id: z.number(), nombre: z.string(), ruc: z.string() }).nullable(),
  oferta: z
    .object({ id: z.number(), titulo: z.string(), estado: z.number(), estado_pago: z.number().nullable(), fin_convocatoria: dia })
    .nullable(),
  membresia: z.object({ id: z.number(), inicio: dia, expira_el: dia }).nullable(),
});

export const adminPagosQuery = z.object({
  page,
  // Pending by default: the screen is a work queue; 'todos' lists every state.
  estado: z.preprocess(
    (v) => (v === '' || v === undefined ? '0' : v),
    z
      .enum(['0', '1', '2', '3', 'todos'], {
        error: 'El estado debe ser 0 (pendiente), 1 (validado), 2 (rechazado), 3 (retirado) o todos.',
      })
      .default('0'),
  ),
  tipo: optionalQuery(z.enum(['destacado', 'premium'], { error: 'El tipo debe ser destacado o premium.' })),
});

/** ya_decidido: the same decision had already been taken, nothing changed. */
const decision = z.object({ ya_decidido: z.boolean() });

export const adminPagosApi = defineGroup({
  prefix: '/admin/pagos',
  tag: 'admin',
  calls: {
    list: {
      method: 'GET',
      path: '/',
      summary: 'Pagos por validar (por defecto los pendientes, los más antiguos primero); tipo destacado o premium. 20 por página',
      query: adminPagosQuery,
      data: adminPago,
      optional: adminPageOptional,
    },
    detail: {
      method: 'GET',
      path: '/:id',
      summary: 'Un pago con quien pagó, su oferta o su membresía',
      params: idParams,
      data: adminPago,
    },
    validar: {
      method: 'POST',
      path: '/:id/validar',
      summary:
        'Valida un pago pendiente: destacado (estado_pago 1, destacado desde ahora; se ven todos sus postulantes) o premium (membresía). Avisa por correo',
      params: idParams,
      data: adminPago,
      optional: decision,
    },
    rechazar: {
      method: 'POST',
      path: '/:id/rechazar',
      summary: 'Rechaza un pago pendiente con un motivo: la oferta queda en estado_pago 2 o el postulante ve el aviso. Avisa por correo',
      params: idParams,
      body: motivoSchema,
      data: adminPago,
      optional: decision,
    },
  },
});
export type AdminPagosApi = typeof adminPagosApi;
