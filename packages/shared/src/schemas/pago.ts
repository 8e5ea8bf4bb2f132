/**
 * The payment schemas: the fields every payment shares, the featured flow's form and the `pago/create` payload. Their
 * messages and the payment constants are in pago.ts.
 */
import { NRO_OPERACION_MAX, PRECIO_OFERTA_DESTACADA } from '../constants.ts';
import { METODOS_PAGO, montoDebeSer, montoEsPrecio, PAGO_MESSAGES, REQUIRED } from '../pago.ts';
import { z } from './zod.ts';

const toNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v);

/**
 * The amount paid: a number equal to `precio`, the current price of what it pays for; any other amount is
 * refused with 'El monto debe ser S/ {precio}.' (the spec's "monto min 1" is covered: the price is above it).
 */
export function montoField(precio: number) {
  return z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === '' ? REQUIRED : PAGO_MESSAGES.montoInvalido) })
      .refine((v) => Number.isFinite(v) && montoEsPrecio(v, precio), montoDebeSer(precio)),
  );
}

/** The fields of a payment for something that costs `precio`: operation number 1–255, Yape or Transferencia, the price. */
export function pagoFieldsFor(precio: number) {
  return {
    nro_operacion: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(NRO_OPERACION_MAX, PAGO_MESSAGES.nroLargo),
    metodo_pago: z.enum(METODOS_PAGO, { error: PAGO_MESSAGES.metodo }),
    monto: montoField(precio),
  };
}

/** The fields of a featured-offer payment (the applicant's premium uses pagoFieldsFor(PRECIO_POSTULANTE_PREMIUM)). */
export const pagoFields = pagoFieldsFor(PRECIO_OFERTA_DESTACADA);

/** The payment form of a page selling something at `precio` (featured flow step 2, premium upgrade). */
export function pagoFormSchemaFor(precio: number) {
  return z.object(pagoFieldsFor(precio));
}

/** The payment form of the featured flow (step 2); its starting values are pagoFormDefaults. */
export const pagoFormSchema = pagoFormSchemaFor(PRECIO_OFERTA_DESTACADA);
export type PagoFormInput = z.input<typeof pagoFormSchema>;

/** `POST pago/create {id_oferta, nro_operacion, metodo_pago, monto, pass_to_destacado?}`. */
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
  /**
   * The seat's request to feature the offer this pays, when paid from it (Equipo): refused if that request is no
   * longer pending.
   */
  id_solicitud: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : toNumber(v)),
    z
      .number({ error: 'La solicitud debe ser un número entero positivo.' })
      .int('La solicitud debe ser un número entero positivo.')
      .min(1, 'La solicitud debe ser un número entero positivo.')
      .max(2_147_483_647, 'La solicitud debe ser un número entero positivo.')
      .optional(),
  ),
});
export type PagoOfertaInput = z.input<typeof pagoOfertaSchema>;
export type PagoOfertaData = z.output<typeof pagoOfertaSchema>;
