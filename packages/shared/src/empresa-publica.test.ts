/** The monogram a company page shows when the company has no logo. */
import { describe, expect, it } from 'vitest';
import { iniciales } from './empresa-publica.ts';

describe('iniciales', () => {
  it.each([
    ['Andina Logística', 'AL'],
    ['Andina Logística S.A.C.', 'AL'],
    ['Banco de Crédito del Perú', 'BC'],
    ['Backus', 'B'],
    ['Ñandú y Cía. E.I.R.L.', 'Ñ'],
    ['Órbita Digital SAC', 'ÓD'],
    ['3M Perú', '3P'],
    ['***', '*'],
  ])('%s → %s', (nombre, esperadas) => {
    expect(iniciales(nombre)).toBe(esperadas);
  });
});
