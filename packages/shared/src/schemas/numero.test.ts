/** The ids of JSON bodies: a number or its digits, never a boolean, a list or an object coerced into one. */
import { describe, expect, it } from 'vitest';
import { asistenteQuerySchema } from './asistente.ts';
import { solicitarDestacadoSchema } from './equipo.ts';
import { numeroOTexto } from './numero.ts';

describe('an id field takes a number or its digits only', () => {
  it('keeps numbers, digits, missing and null; turns anything else into NaN', () => {
    expect([numeroOTexto(4), numeroOTexto('4'), numeroOTexto(undefined), numeroOTexto(null)]).toEqual([4, '4', undefined, null]);
    for (const v of [true, false, [], [4], {}, { id: 4 }]) expect(numeroOTexto(v), JSON.stringify(v)).toBeNaN();
  });

  it("a seat's request to feature an offer: «Oferta inválida» for true, a list or an object", () => {
    expect(solicitarDestacadoSchema.safeParse({ id_oferta: '12' }).data?.id_oferta).toBe(12);
    for (const id_oferta of [true, [12], { id: 12 }]) {
      const r = solicitarDestacadoSchema.safeParse({ id_oferta });
      expect(r.error?.issues.find((i) => i.path[0] === 'id_oferta')?.message, JSON.stringify(id_oferta)).toBe('Oferta inválida');
    }
  });

  it("the assistant's offer: the field's message for null, true or a list", () => {
    for (const id_oferta of [null, true, [4]]) {
      const r = asistenteQuerySchema.safeParse({ id_oferta, prompt: 'contadores de Lima' });
      expect(r.error?.issues[0]?.path, JSON.stringify(id_oferta)).toEqual(['id_oferta']);
    }
  });
});
