/**
 * `/api/pagoPremium`: the applicant's premium payment and the dismissal of its rejection notice (docs/premium.md).
 * Applicant session; payments are rate-limited per account like the company's `pago/create`.
 */
import { pagoPremiumSchema } from '../schemas/premium.ts';
import { z } from '../schemas/zod.ts';
import { defineGroup, noData } from './contract.ts';

const premiumPagoId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * `{id}` in the path: the premium payment's id. Anything else is no payment of theirs, answered 404 like an id that
 * does not exist (not 400), so `id` is null then.
 */
export const premiumPagoParams = z.object({
  id: z
    .string()
    .describe('El id de la solicitud premium')
    .transform((v) => {
      const parsed = premiumPagoId.safeParse(v);
      return parsed.success ? parsed.data : null;
    }),
});

/** `pagoPremium/create` data[0]: the request waits for an administrator (estado_pago 0). */
export const premiumPagoCreado = z.object({ id: z.number(), estado_pago: z.literal(0) });

export const pagoPremiumApi = defineGroup({
  prefix: '/pagoPremium',
  tag: 'pagoPremium',
  calls: {
    create: {
      method: 'POST',
      path: '/create',
      summary: 'Envía el pago premium {nro_operacion, metodo_pago, monto, confirmar?}',
      body: pagoPremiumSchema,
      data: premiumPagoCreado,
      status: 201,
    },
    disableShowRejectMessage: {
      method: 'PATCH',
      path: '/disable-show-reject-message/:id',
      summary: 'Deja de mostrar el aviso de pago premium rechazado (mostrar_rechazado 0)',
      params: premiumPagoParams,
      data: noData,
    },
  },
});
export type PagoPremiumApi = typeof pagoPremiumApi;
