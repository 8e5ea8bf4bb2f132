/**
 * The evaluation set as a test (docs/assistant-ranking.md "Evaluation"): a smaller generated pool than
 * `npm run eval:asistente`, every request (the tuned set and the one with "o" alternatives) asked through the
 * built-in interpreter and the ranking, and the overall precision@10 held at 0.8 or more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helpers.ts';
import type { Database } from '../src/db/client.ts';
import { CONSULTAS, CONSULTAS_ALTERNATIVAS, CONSULTAS_LUGARES, CONSULTAS_NEGATIVAS } from './consultas.ts';
import { evaluar, malAl100, medir } from './evaluar.ts';
import { generarPool } from './generador.ts';

let database: Database;
beforeAll(async () => {
  database = (await createTestDatabase()).database;
});
afterAll(async () => {
  await database.close();
});

describe('the assistant’s evaluation set', () => {
  it('has at least 40 requests and a pool that is the same on every run', () => {
    expect(CONSULTAS.length).toBeGreaterThanOrEqual(40);
    expect(CONSULTAS_ALTERNATIVAS.length).toBeGreaterThanOrEqual(6);
    expect(CONSULTAS_LUGARES.length).toBeGreaterThanOrEqual(4);
    expect(generarPool(50)).toEqual(generarPool(50));
    expect(generarPool(50, 1)).not.toEqual(generarPool(50, 2));
  });

  it('measures precision@10 and recall as documented', () => {
    expect(medir([1, 2, 3], new Set([1, 3, 9]))).toEqual({ precision10: 2 / 3, recall: 2 / 3 });
    expect(medir([], new Set())).toEqual({ precision10: 1, recall: 1 });
    expect(medir([], new Set([4]))).toEqual({ precision10: 0, recall: 0 });
    expect(medir([...Array(20).keys()], new Set([0, 1, 15]))).toEqual({ precision10: 0.2, recall: 1 });
    // «los 2 mejores»: out of two, among the first two listed; a list not cut at two never scores above 1.
    expect(medir([0, 5, 1, 2], new Set([0, 1, 2]), 2).recall).toBe(0.5);
    expect(medir([0, 1, 2, 3], new Set([0, 1, 2, 3]), 2).recall).toBe(1);
  });

  it('counts as wrong at 100 % who does not meet the request, and anyone at 100 % when part of it was set aside but a refused trait', () => {
    const lista = [
      { postulacion_id: 1, puntaje: 100 },
      { postulacion_id: 2, puntaje: 100 },
      { postulacion_id: 3, puntaje: 99 },
    ];
    expect(malAl100(lista, new Set([1, 3]), {})).toBe(1);
    expect(malAl100(lista, new Set([1, 2, 3]), { ignorados: [] })).toBe(0);
    expect(malAl100(lista, new Set([1, 2, 3]), { ignorados: [{ texto: '1200 soles', motivo: 'no_entendido' }] })).toBe(2);
    // A refused protected trait is answered as if absent: only who misses the rest of the request is wrong.
    expect(malAl100(lista, new Set([1, 3]), { ignorados: [{ texto: 'mujeres', motivo: 'protegido' }] })).toBe(1);
    expect(
      malAl100(lista, new Set([1, 2, 3]), {
        ignorados: [
          { texto: 'mujeres', motivo: 'protegido' },
          { texto: 'colegiadas', motivo: 'no_entendido' },
        ],
      }),
    ).toBe(2);
  });

  it('answers the requests with precision@10 of 0.8 or more', async () => {
    const r = await evaluar(database.db, { postulantes: 400, consultas: [...CONSULTAS, ...CONSULTAS_ALTERNATIVAS, ...CONSULTAS_LUGARES] });
    const flojas = r.consultas
      .filter((c) => c.precision10 < 0.8)
      .map((c) => `${c.prompt}: ${c.precision10.toFixed(2)} (${c.consulta_texto})`);
    expect(r.precision10, flojas.join('\n')).toBeGreaterThanOrEqual(0.8);
    expect(r.recall).toBeGreaterThanOrEqual(0.8);
  });

  it('answers every nonsense or partly understood request as expected: nobody listed, what was set aside and why', async () => {
    expect(CONSULTAS_NEGATIVAS.length).toBeGreaterThanOrEqual(30);
    const r = await evaluar(database.db, { postulantes: 400, consultas: CONSULTAS_NEGATIVAS });
    const mal = r.consultas.filter((c) => (c.fallos ?? []).length > 0).map((c) => `${c.prompt}: ${c.fallos!.join('; ')}`);
    expect(mal).toEqual([]);
    for (const c of r.consultas.filter((x) => x.nada)) expect(c.devueltos, c.prompt).toBe(0);
  });
});
