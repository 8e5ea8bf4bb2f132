/**
 * Payments entered by operation number (featured offers and applicant premium): the payment methods and states, the
 * spec's messages and the failure texts the payment page shows. The schemas that check a payment are in
 * schemas/pago.ts.
 */
import type { z } from 'zod';
import type { pagoCreado, solicitudDestacado } from './api/pago.ts';
import { PRECIO_OFERTA_DESTACADA } from './constants.ts';
import { formatPrecio } from './oferta.ts';

export const REQUIRED = 'Requerido';

export const METODOS_PAGO = ['Yape', 'Transferencia'] as const;
export type MetodoPago = (typeof METODOS_PAGO)[number];

/** pago.estado: 3 is a pending payment the company withdrew by cancelling the featured offer. */
export const ESTADO_PAGO_REGISTRO = { PENDIENTE: 0, VALIDADO: 1, RECHAZADO: 2, ANULADO: 3 } as const;

export const PAGO_MESSAGES = {
  nroLargo: 'Máximo 255 caracteres',
  metodo: 'Seleccione un metodo de pago',
  montoMinimo: 'Mínimo 1',
  montoMaximo: 'Monto demasiado alto',
  montoDecimales: 'Máximo 2 decimales',
  montoInvalido: 'Ingresa un monto válido',
  /** The amount must be the price of what it pays for (montoDebeSer gives the sentence with the price). */
  montoPrecio: 'El monto debe ser S/ {precio}.',
  oferta: 'Oferta inválida',
  received: 'Recibimos tu pago. Lo validaremos en las próximas horas y te avisaremos por correo.',
  /** Any failure of the payment call. */
  failure:
    'Hubo un problema al procesar tu pago. Por favor, verifica los datos e inténtalo de nuevo. Si el problema persiste, contáctanos para que podamos ayudarte.',
  /** Shown instead when the server's message contains DUPLICATE_MARKER. */
  duplicate: 'Nro. de operación inválida',
} as const;

/** The server's text of a repeated operation number carries this marker (the payment page reads it). */
export const DUPLICATE_MARKER = 'Duplicate entry';

/** What the payment page shows for a failed `pago/create`: the duplicate text or the general one. */
export function pagoErrorMessage(serverMessage: string | null | undefined): string {
  return serverMessage?.includes(DUPLICATE_MARKER) ? PAGO_MESSAGES.duplicate : PAGO_MESSAGES.failure;
}

/** The payment form's starting values (featured flow, step 2): the amount starts at the price. */
export const pagoFormDefaults = { nro_operacion: '', metodo_pago: '' as MetodoPago | '', monto: PRECIO_OFERTA_DESTACADA };

// Soles as the price cards write them: kept with the offers, where the money's sentence of a payment in review uses it.
export { formatPrecio };

/** A payment must declare the current price of what it pays for; any other amount gets this sentence. */
export function montoDebeSer(precio: number): string {
  return PAGO_MESSAGES.montoPrecio.replace('{precio}', formatPrecio(precio));
}

/** The declared amount equals the price (compared in céntimos, so 69, '69.00' and 69.0 are the same). */
export function montoEsPrecio(monto: number, precio: number): boolean {
  return toCentimos(monto) === toCentimos(precio);
}

/** Soles to céntimos, the unit the database keeps (money as integer céntimos). */
export function toCentimos(soles: number): number {
  return Math.round(soles * 100);
}

/** `pago/create` data[0]. */
export type PagoCreado = z.input<typeof pagoCreado>;

/** A request of a recruiter seat to feature an offer, as the screens read it (`pago/solicitudes`, docs/team.md). */
export type SolicitudDestacado = z.input<typeof solicitudDestacado>;
