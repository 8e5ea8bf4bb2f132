import { describe, expect, it } from 'vitest';
import { cuenta } from '../plural';

describe('cuenta', () => {
  it('agrees the noun with the number, with an irregular plural when given', () => {
    expect(cuenta(1, 'término')).toBe('1 término');
    expect(cuenta(0, 'oferta')).toBe('0 ofertas');
    expect(cuenta(12, 'usuario')).toBe('12 usuarios');
    expect(cuenta(1, 'postulación', 'postulaciones')).toBe('1 postulación');
    expect(cuenta(2, 'postulación', 'postulaciones')).toBe('2 postulaciones');
  });
});
