/**
 * What Mis postulaciones says of an application's interview beside its status: a proposal waiting for the pick, the
 * confirmed time still to come (it wins over a proposal), nothing for a cancelled or past one, nor for another offer.
 */
import { describe, expect, it } from 'vitest';
import { estadoEntrevistaTexto } from './entrevistas.ts';

const NOW = new Date('2026-12-01T15:00:00Z');
const e = (over: { id?: number; id_oferta?: number; estado: 'propuesta' | 'confirmada' | 'cancelada'; inicio?: string | null }) => ({
  id: 1,
  id_oferta: 7,
  inicio: null,
  ...over,
});

describe('estadoEntrevistaTexto', () => {
  it('a proposal asks to pick a slot', () => {
    expect(estadoEntrevistaTexto([e({ estado: 'propuesta' })], 7, NOW)).toBe('Entrevista propuesta: elige un horario');
  });

  it('a confirmed time to come is said in Lima time, and wins over a proposal', () => {
    const lista = [e({ estado: 'propuesta' }), e({ id: 2, estado: 'confirmada', inicio: '2026-12-07T15:00:00Z' })];
    expect(estadoEntrevistaTexto(lista, 7, NOW)).toBe('Entrevista: lunes, 7 de diciembre, 10:00 (hora de Lima)');
  });

  it('says nothing of a cancelled interview, nor of another offer', () => {
    expect(estadoEntrevistaTexto([e({ estado: 'cancelada' })], 7, NOW)).toBeNull();
    expect(estadoEntrevistaTexto([e({ estado: 'propuesta', id_oferta: 8 })], 7, NOW)).toBeNull();
  });

  it('says when a past interview was, after a proposal and a time still to come (walk w36b)', () => {
    const pasadas = [
      e({ estado: 'confirmada', inicio: '2026-11-24T15:00:00Z' }),
      e({ id: 2, estado: 'confirmada', inicio: '2026-11-30T15:00:00Z' }),
    ];
    expect(estadoEntrevistaTexto(pasadas, 7, NOW)).toBe('Entrevista: fue el lunes, 30 de noviembre, 10:00 (hora de Lima)');
    expect(estadoEntrevistaTexto([...pasadas, e({ id: 3, estado: 'propuesta' })], 7, NOW)).toBe('Entrevista propuesta: elige un horario');
  });
});
