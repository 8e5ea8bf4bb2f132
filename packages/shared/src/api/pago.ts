/**
 * `/api/pago`: the featured-offer payment, sent again after a rejection too (docs/offers.md). Recruiter session;
 * payments are rate-limited per account.
 */
import { pagoOfertaSchema } from '../schemas/pago.ts';
import { z } from '../schemas/zod.ts';
import { defineGroup } from './contract.ts';

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
  },
});
export type PagoApi = typeof pagoApi;
