/**
 * The payment schemas (recruiter §5, §7; applicant §5; C25): the fields every payment shares, the featured flow's
 * form and the `pago/create` payload. Their messages and the payment constants are in pago.ts.
 */
import { NRO_OPERACION_MAX } from '../constants.ts';
import { METODOS_PAGO, PAGO_MESSAGES, REQUIRED } from '../pago.ts';
import { z } from './zod.ts';

const toNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v);

/** The fields of every payment (spec §5): operation number 1–255, Yape or Transferencia, amount ≥ 1 sol. */
export const pagoFields = {
  nro_operacion: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(NRO_OPERACION_MAX, PAGO_MESSAGES.nroLargo),
  metodo_pago: z.enum(METODOS_PAGO, { error: PAGO_MESSAGES.metodo }),
  monto: z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === '' ? REQUIRED : PAGO_MESSAGES.montoInvalido) })
      .min(1, PAGO_MESSAGES.montoMinimo)
      .max(100_000, PAGO_MESSAGES.montoMaximo)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, PAGO_MESSAGES.montoDecimales),
  ),
};

/** The payment form of the featured flow (step 2); its starting values are pagoFormDefaults. */
export const pagoFormSchema = z.object(pagoFields);
export type PagoFormInput = z.input<typeof pagoFormSchema>;

/** `POST pago/create {id_oferta, nro_operacion, metodo_pago, monto, pass_to_destacado?}` (recruiter §7, C25). */
export const pagoOfertaSchema = z.object({
  id_oferta: z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? REQUIRED : PAGO_MESSAGES.oferta) })
      .int(PAGO_MESSAGES.oferta)
      .min(1, PAGO_MESSAGES.oferta)
      .max(2_147_483_647, PAGO_MESSAGES.oferta),
  ),
  ...pagoFields,
  /** 1: a free offer (tipo 0, no payment state, estado 0 or 1) becomes featured with this payment. */
  pass_to_destacado: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 0 : toNumber(v)),
    z.union([z.literal(0), z.literal(1)], { error: 'pass_to_destacado debe ser 0 o 1' }),
  ),
});
export type PagoOfertaInput = z.input<typeof pagoOfertaSchema>;
export type PagoOfertaData = z.output<typeof pagoOfertaSchema>;
