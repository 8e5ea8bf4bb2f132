/**
 * Payments entered by operation number (recruiter §3, §5, §7, §8; applicant §5; C9, C25): the featured-offer
 * payment of `pago/create` and the fields the premium payment (issue #9) shares, with the spec's messages and
 * the failure texts the payment page shows.
 */
import { NRO_OPERACION_MAX, PRICE_FEATURED_OFFER } from '../constants.ts';
import { z } from './zod.ts';

export const REQUIRED = 'Requerido';

export const METODOS_PAGO = ['Yape', 'Transferencia'] as const;
export type MetodoPago = (typeof METODOS_PAGO)[number];

/** pago.estado: 3 is a pending payment the company withdrew by cancelling the featured offer (C25). */
export const ESTADO_PAGO_REGISTRO = { PENDIENTE: 0, VALIDADO: 1, RECHAZADO: 2, ANULADO: 3 } as const;

export const PAGO_MESSAGES = {
  nroLargo: 'Máximo 255 caracteres',
  metodo: 'Seleccione un metodo de pago',
  montoMinimo: 'Mínimo 1',
  montoMaximo: 'Monto demasiado alto',
  montoDecimales: 'Máximo 2 decimales',
  montoInvalido: 'Ingrese un monto válido',
  oferta: 'Oferta inválida',
  received: 'Recibimos tu pago. Lo validaremos en las próximas horas y te avisaremos por correo.',
  /** Spec §8: any failure of the payment call. */
  failure:
    'Hubo un problema al procesar tu pago. Por favor, verifica los datos e inténtalo de nuevo. Si el problema persiste, contáctanos para que podamos ayudarte.',
  /** Spec §8: shown instead when the server's message contains DUPLICATE_MARKER. */
  duplicate: 'Nro. de operación inválida',
} as const;

/** The server's text of a repeated operation number carries this marker (spec §8 reads it). */
export const DUPLICATE_MARKER = 'Duplicate entry';

/** What the payment page shows for a failed `pago/create` (spec §8): the duplicate text or the general one. */
export function pagoErrorMessage(serverMessage: string | null | undefined): string {
  return serverMessage?.includes(DUPLICATE_MARKER) ? PAGO_MESSAGES.duplicate : PAGO_MESSAGES.failure;
}

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

/** The payment form of the featured flow (step 2): the amount starts at the price (spec §9). */
export const pagoFormSchema = z.object(pagoFields);
export type PagoFormInput = z.input<typeof pagoFormSchema>;
export const pagoFormDefaults = { nro_operacion: '', metodo_pago: '' as MetodoPago | '', monto: PRICE_FEATURED_OFFER };

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

/** Soles to céntimos, the unit the database keeps (DESIGN §3: money as integer céntimos). */
export function toCentimos(soles: number): number {
  return Math.round(soles * 100);
}

/** `pago/create` data[0]. */
export interface PagoCreado {
  id_pago: number;
  id_oferta: number;
  estado_pago: 0;
}
