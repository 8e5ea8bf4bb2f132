/** The applicant's premium payment (docs/premium.md): the pago fields plus the confirmation of a second request. */
import { PRECIO_POSTULANTE_PREMIUM } from '../constants.ts';
import { pagoFieldsFor } from './pago.ts';
import { z } from './zod.ts';

/** `POST pagoPremium/create {nro_operacion, metodo_pago, monto, confirmar?}`: confirmar 1 sends one more while one is pending. */
export const pagoPremiumSchema = z.object({
  ...pagoFieldsFor(PRECIO_POSTULANTE_PREMIUM),
  confirmar: z.preprocess(
    (v) => (v === undefined || v === null || v === '' || v === false ? 0 : v === true ? 1 : typeof v === 'string' ? Number(v) : v),
    z.union([z.literal(0), z.literal(1)], { error: 'confirmar debe ser 0 o 1' }),
  ),
});
export type PagoPremiumInput = z.input<typeof pagoPremiumSchema>;
export type PagoPremiumData = z.output<typeof pagoPremiumSchema>;
