/** Every rule and message of the payment form and payload. */
import { describe, expect, it } from 'vitest';
import { montoDebeSer, PAGO_MESSAGES, pagoErrorMessage, pagoFormDefaults, toCentimos } from '../pago.ts';
import { pagoFormSchema, pagoFormSchemaFor, pagoOfertaSchema } from './pago.ts';
import { pagoPremiumSchema } from './premium.ts';
import type { z } from './zod.ts';

function errors(s: z.ZodType, input: unknown): Record<string, string> {
  const result = s.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}

const valid = { id_oferta: 12, nro_operacion: ' 00458712 ', metodo_pago: 'Yape', monto: 69 };

describe('pago/create', () => {
  it('passes; the operation number is trimmed; pass_to_destacado defaults to 0', () => {
    expect(pagoOfertaSchema.parse(valid)).toEqual({ ...valid, nro_operacion: '00458712', pass_to_destacado: 0 });
    expect(pagoOfertaSchema.parse({ ...valid, pass_to_destacado: '1', monto: '69.00' })).toMatchObject({
      pass_to_destacado: 1,
      monto: 69,
    });
  });

  it('an empty form gets every message', () => {
    expect(errors(pagoOfertaSchema, {})).toEqual({
      id_oferta: 'Requerido',
      nro_operacion: 'Requerido',
      metodo_pago: 'Seleccione un metodo de pago',
      monto: 'Requerido',
    });
  });

  it('nro_operacion 1–255: Máximo 255 caracteres', () => {
    expect(errors(pagoOfertaSchema, { ...valid, nro_operacion: '   ' }).nro_operacion).toBe('Requerido');
    expect(errors(pagoOfertaSchema, { ...valid, nro_operacion: '1'.repeat(256) }).nro_operacion).toBe('Máximo 255 caracteres');
    expect(errors(pagoOfertaSchema, { ...valid, nro_operacion: '1'.repeat(255) }).nro_operacion).toBeUndefined();
  });

  it('metodo_pago is Yape or Transferencia: Seleccione un metodo de pago', () => {
    expect(errors(pagoOfertaSchema, { ...valid, metodo_pago: 'Plin' }).metodo_pago).toBe('Seleccione un metodo de pago');
    expect(errors(pagoOfertaSchema, { ...valid, metodo_pago: 'Transferencia' }).metodo_pago).toBeUndefined();
  });

  it('monto is the price of the featured offer, 69; any other amount: El monto debe ser S/ 69.', () => {
    for (const monto of [1, 0.5, 68.99, 69.01, 70, 690, 1_000_000, -69])
      expect(errors(pagoOfertaSchema, { ...valid, monto }).monto).toBe('El monto debe ser S/ 69.');
    expect(errors(pagoOfertaSchema, { ...valid, monto: '69' }).monto).toBeUndefined();
    expect(errors(pagoOfertaSchema, { ...valid, monto: ' 69.00 ' }).monto).toBeUndefined();
    expect(errors(pagoOfertaSchema, { ...valid, monto: 'sesenta' }).monto).toBe('Ingresa un monto válido');
    expect(errors(pagoOfertaSchema, { ...valid, monto: '' }).monto).toBe('Requerido');
    expect(toCentimos(69.9)).toBe(6990);
    expect(toCentimos(69.99)).toBe(6999);
  });

  it('the rule follows the price it is built with', () => {
    expect(montoDebeSer(69)).toBe('El monto debe ser S/ 69.');
    expect(montoDebeSer(79.9)).toBe('El monto debe ser S/ 79.90.');
    const schema = pagoFormSchemaFor(79.9);
    expect(errors(schema, { nro_operacion: '1', metodo_pago: 'Yape', monto: 69 }).monto).toBe('El monto debe ser S/ 79.90.');
    expect(errors(schema, { nro_operacion: '1', metodo_pago: 'Yape', monto: '79.90' })).toEqual({});
    expect(errors(pagoPremiumSchema, { nro_operacion: '1', metodo_pago: 'Yape', monto: 1 }).monto).toBe('El monto debe ser S/ 69.');
    expect(errors(pagoPremiumSchema, { nro_operacion: '1', metodo_pago: 'Yape', monto: 69 })).toEqual({});
  });

  it('id_oferta at least 1; pass_to_destacado only 0 or 1', () => {
    expect(errors(pagoOfertaSchema, { ...valid, id_oferta: 0 }).id_oferta).toBe('Oferta inválida');
    expect(errors(pagoOfertaSchema, { ...valid, pass_to_destacado: 2 }).pass_to_destacado).toBe('pass_to_destacado debe ser 0 o 1');
  });

  it('the form starts with the price, 69', () => {
    expect(pagoFormDefaults.monto).toBe(69);
    expect(errors(pagoFormSchema, { ...pagoFormDefaults })).toEqual({
      nro_operacion: 'Requerido',
      metodo_pago: 'Seleccione un metodo de pago',
    });
  });
});

describe('what the payment page shows on failure', () => {
  it('a duplicate operation number: Nro. de operación inválida', () => {
    expect(pagoErrorMessage('Nro. de operación inválida (Duplicate entry): ya fue registrado.')).toBe('Nro. de operación inválida');
  });
  it('anything else: the long message', () => {
    expect(pagoErrorMessage('Demasiados intentos')).toBe(PAGO_MESSAGES.failure);
    expect(pagoErrorMessage(undefined)).toBe(PAGO_MESSAGES.failure);
  });
});
