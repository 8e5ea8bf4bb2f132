import { describe, expect, it } from 'vitest';
import { DEPARTAMENTOS, SIGLA_DEPARTAMENTO } from './departamentos.ts';

describe('the departments’ letters (the back office’s map)', () => {
  it('gives each of the 25 departments three letters of its own, ISO 3166-2:PE’s', () => {
    const siglas = DEPARTAMENTOS.map((d) => SIGLA_DEPARTAMENTO[d.id]);
    expect(siglas.every((s) => /^[A-Z]{3}$/.test(s ?? ''))).toBe(true);
    expect(new Set(siglas).size).toBe(25);
    const de = (nombre: string) => SIGLA_DEPARTAMENTO[DEPARTAMENTOS.find((d) => d.nombre === nombre)!.id];
    expect([de('Huancavelica'), de('Huánuco'), de('Madre de Dios'), de('La Libertad'), de('Callao')]).toEqual([
      'HUV',
      'HUC',
      'MDD',
      'LAL',
      'CAL',
    ]);
  });
});
