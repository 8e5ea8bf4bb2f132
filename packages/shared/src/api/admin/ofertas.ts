/** `/api/admin/ofertas`: the offer review queue (docs/admin.md). Only administrators; anyone else gets the generic 404. */
import { motivoSchema } from '../../schemas/admin.ts';
import { z } from '../../schemas/zod.ts';
import { defineGroup } from '../contract.ts';
import { adminPageOptional, dia, idParams, instante, optionalQuery, page } from './common.ts';

export const adminEmpresa = z.object({ id: z.number(), nombre: z.string(), ruc: z.string(), correo: z.string() });

/** A row of the review queue. */
export const adminOfertaCard = z.object({
  id: z.number(),
  titulo: z.string(),
  alias: z.string(),
  tipo: z.number(),
  estado: z.number(),
  estado_pago: z.number().nullable(),
  oferta_publica: z.number(),
  mensaje_rechazado: z.string().nullable(),
  creado_en: instante,
  fecha_publicacion: instante.nullable(),
  fin_convocatoria: dia,
  finaliza: instante.nullable(),
  publicar: z.number(),
  empresa: adminEmpresa.nullable(),
  /** Pending offers only: whole hours since the company sent it, against the 48-hour promise. */
  horas_esperando: z.number().nullable(),
  horas_restantes: z.number().nullable(),
  fuera_de_plazo: z.boolean(),
  /** The deadline to apply is already past (Lima day). */
  plazo_vencido: z.boolean(),
});

export const adminPagoDeOferta = z.object({
  id: z.number(),
  estado: z.number(),
  nro_operacion: z.string(),
  metodo_pago: z.string(),
  monto: z.number(),
  /** The featured offer's current price, which the amount must equal; monto_distinto when the declared amount is another. */
  precio: z.number(),
  monto_distinto: z.boolean(),
  motivo: z.string().nullable(),
  creado_en: instante,
  decidido_en: instante.nullable(),
  decidido_por: z.string().nullable(),
});

/** The offer as applicants will see it (`texto`: its sections as HTML), with the fields and payments the reviewer checks. */
export const adminOfertaDetalle = adminOfertaCard.extend({
  funciones: z.string(),
  beneficios: z.string(),
  texto: z.string(),
  enlace: z.string().nullable(),
  modalidad: z.string(),
  modalidad_tiempo: z.string(),
  horario: z.string(),
  horas_dia: z.number().nullable(),
  dias_semana: z.number().nullable(),
  /** The Ley 28518 checks, each with what it found; null for informational offers (a programme run elsewhere). */
  ley_28518: z
    .array(
      z.object({ regla: z.enum(['jornada', 'subvencion', 'modalidad']), titulo: z.string(), cumple: z.boolean(), detalle: z.string() }),
    )
    .nullable(),
  pais: z.string(),
  id_region: z.number(),
  region: z.string(),
  provincia: z.string(),
  distrito: z.string(),
  salario: z.number(),
  mostrar_salario: z.number(),
  nro_plazas: z.number(),
  niveles: z.array(z.object({ codigo: z.number(), nombre: z.string() })),
  profesion: z.string(),
  otros_requisitos: z.string(),
  destacado_desde: instante.nullable(),
  total_postulantes: z.number(),
  pagos: z.array(adminPagoDeOferta),
});

export const adminOfertasQuery = z.object({
  page,
  estado: optionalQuery(z.enum(['0', '1', '2'], { error: 'El estado debe ser 0 (pendiente), 1 (aprobada) o 2 (rechazada).' })),
  q: optionalQuery(z.string().trim().max(100, { error: 'Máximo 100 caracteres' })),
});

export const adminOfertasApi = defineGroup({
  prefix: '/admin/ofertas',
  tag: 'admin',
  calls: {
    list: {
      method: 'GET',
      path: '/',
      summary: 'Cola de revisión: pendientes primero (las que más esperan primero), luego las demás. 20 por página',
      query: adminOfertasQuery,
      data: adminOfertaCard,
      optional: adminPageOptional,
    },
    detail: {
      method: 'GET',
      path: '/:id',
      summary: 'Una oferta como la verán los postulantes (texto), con su empresa y sus pagos',
      params: idParams,
      data: adminOfertaDetalle,
    },
    aprobar: {
      method: 'POST',
      path: '/:id/aprobar',
      summary: 'Aprueba una oferta pendiente (estado 1) y avisa a la empresa; repetir no cambia nada',
      params: idParams,
      data: adminOfertaCard,
      /** ya_decidida: it was already approved, nothing changed. */
      optional: z.object({ ya_decidida: z.boolean() }),
    },
    rechazar: {
      method: 'POST',
      path: '/:id/rechazar',
      summary:
        'Rechaza una oferta pendiente (estado 2) con un motivo que verá la empresa, y su pago pendiente del destacado si lo tiene; avisa por correo',
      params: idParams,
      body: motivoSchema,
      data: adminOfertaCard,
      /** pagos_rechazados: the ids of the pending featured payments rejected with it. */
      optional: z.object({ ya_decidida: z.boolean(), pagos_rechazados: z.array(z.number()) }),
    },
  },
});
export type AdminOfertasApi = typeof adminOfertasApi;
