/**
 * `/api/pago`: the featured-offer payment, sent again after a rejection too (docs/offers.md), and the requests of
 * recruiter seats to have an offer featured (docs/team.md). Recruiter session; paying and declining a request are the
 * company administrators'; payments are rate-limited per account.
 */
import { SOLICITUD_ESTADOS } from '../solicitud.ts';
import { rechazarSolicitudSchema, SOLICITUD_TIPOS, solicitarDestacadoSchema } from '../schemas/equipo.ts';
import { pagoOfertaSchema } from '../schemas/pago.ts';
import { z } from '../schemas/zod.ts';
import { defineGroup } from './contract.ts';

const ID_MESSAGE = 'El id debe ser un número entero positivo.';
const idParams = z.object({
  id: z.coerce
    .number({ error: ID_MESSAGE })
    .int({ error: ID_MESSAGE })
    .positive({ error: ID_MESSAGE })
    .max(2_147_483_647, { error: ID_MESSAGE }),
});

/**
 * A recruiter seat's request to the administrators (to feature an offer, to annul its payment in review, to remove it):
 * who asked, for which offer, and what became of it.
 */
export const solicitudDestacado = z.object({
  id: z.number(),
  tipo: z.enum(SOLICITUD_TIPOS),
  id_oferta: z.number(),
  titulo: z.string(),
  /** The offer's tipo (0 free: paying features it, pass_to_destacado 1; 1 featured waiting for its payment). */
  tipo_oferta: z.number(),
  /** A request to feature: the offer can still be paid (open, not rejected, no payment in review or validated). */
  pagable: z.boolean(),
  /** The offer is approved (published): the payment's step 3 says it stays published. */
  publicada: z.boolean(),
  /**
   * The offer's payment in review, for a pending request to annul it or remove the offer; null when there is none
   * any more (the request cannot be acted on) and for a request to feature.
   */
  pago_en_revision: z.object({ monto: z.number(), metodo_pago: z.string(), nro_operacion: z.string(), pagado_por: z.string() }).nullable(),
  /** A pending request an administrator can act on now (pay, cancel the feature, remove the offer). */
  accionable: z.boolean(),
  estado: z.enum(SOLICITUD_ESTADOS),
  /** A request to feature that was paid, whose payment the back office then rejected: the offer is not featured. */
  pago_rechazado: z.boolean(),
  mensaje: z.string().nullable(),
  solicitado_por: z.string(),
  /** The signed-in seat asked it. */
  mia: z.boolean(),
  resuelto_por: z.string().nullable(),
  motivo: z.string().nullable(),
  creado_en: z.string(),
  resuelto_en: z.string().nullable(),
});

/** `pago/create` data[0]: the payment waits for an administrator (estado_pago 0). */
export const pagoCreado = z.object({ id_pago: z.number(), id_oferta: z.number(), estado_pago: z.literal(0) });

export const pagoApi = defineGroup({
  prefix: '/pago',
  tag: 'pago',
  calls: {
    create: {
      method: 'POST',
      path: '/create',
      summary: 'Envía el pago de una oferta destacada {id_oferta, nro_operacion, metodo_pago, monto, pass_to_destacado?}',
      body: pagoOfertaSchema,
      data: pagoCreado,
      status: 201,
    },
    solicitudes: {
      method: 'GET',
      path: '/solicitudes',
      summary:
        'Solicitudes a los administradores (destacar, anular un pago en revisión, eliminar una oferta): un administrador ve las de toda la empresa, un reclutador las suyas (pendientes primero, luego las 20 últimas atendidas)',
      data: solicitudDestacado,
    },
    solicitarDestacado: {
      method: 'POST',
      path: '/solicitudes',
      summary:
        'Un reclutador pide a los administradores que destaquen (paguen) una oferta de la empresa, anulen su pago en revisión o la eliminen {id_oferta, mensaje?, tipo?}; se les avisa por correo',
      body: solicitarDestacadoSchema,
      data: solicitudDestacado,
      status: 201,
    },
    solicitudParaPagar: {
      method: 'GET',
      path: '/solicitudes/:id/pagar',
      summary:
        'Antes del paso del pago de una solicitud de destacado: la solicitud si aún puede pagarse; 409 con lo que pasó si otro administrador ya la atendió o rechazó, o si la oferta ya no puede destacarse. Solo administradores',
      params: idParams,
      data: solicitudDestacado,
    },
    rechazarSolicitud: {
      method: 'POST',
      path: '/solicitudes/:id/rechazar',
      summary:
        'Un administrador rechaza una solicitud pendiente y se avisa a quien la pidió. Atenderla es pago/create, oferta/cancelDestacado u oferta/removeMyOffer de su oferta',
      params: idParams,
      body: rechazarSolicitudSchema,
      data: solicitudDestacado,
    },
  },
});
export type PagoApi = typeof pagoApi;
