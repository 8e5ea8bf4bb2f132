/**
 * The held-out evaluation set (docs/assistant-ranking.md «Conjunto reservado»): always, that the
 * file is the frozen one (its SHA-256), that it holds enough requests of each kind and that each request's expected
 * applicants are a plausible set of the pool; and that the assistant meets the targets on the sets that decide
 * (EVAL_HELDOUT=0 skips that part).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from '../test/helpers.ts';
import { AHORA_EVALUACION } from './consultas.ts';
import { CONSULTAS_RESERVADAS, MINIMOS_RESERVADAS, type TipoReservada } from './consultas-reservadas.ts';
import { evaluarPorTipo, objetivosIncumplidos, precisionK, TIPOS } from './evaluar.ts';
import { generarPool } from './generador.ts';
import { CONJUNTOS_RESERVADOS } from './reservados.ts';

/** The SHA-256 recorded in docs/assistant-ranking.md when the set was frozen. Never update it to fit the parser. */
const HASH_CONGELADO = '241155d7eb5dc9bc7ee65f1a38fc781dddaba08012f64b74b091b696073d057c';
/** The pool the held-out figures are reported on (`npm run eval:asistente`'s default). */
const POSTULANTES = 1500;

describe('the held-out evaluation set', () => {
  it('is the frozen file, byte for byte', () => {
    const texto = readFileSync(new URL('./consultas-reservadas.ts', import.meta.url));
    expect(createHash('sha256').update(texto).digest('hex')).toBe(HASH_CONGELADO);
  });

  it('holds at least the requests of each kind the issue asks for, each with its own id', () => {
    const cuantas = (t: TipoReservada) => CONSULTAS_RESERVADAS.filter((q) => q.tipo === t).length;
    for (const t of TIPOS) expect(cuantas(t), t).toBeGreaterThanOrEqual(MINIMOS_RESERVADAS[t]);
    expect(CONSULTAS_RESERVADAS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CONSULTAS_RESERVADAS.map((q) => q.id)).size).toBe(CONSULTAS_RESERVADAS.length);
    for (const q of CONSULTAS_RESERVADAS.filter((x) => x.tipo === 'ortografia')) expect(q.limpia, q.id).toBeTruthy();
  });

  it('expects nobody for off-topic and trait-only requests, and a plausible set of the pool for every other', () => {
    const pool = generarPool(POSTULANTES, undefined, AHORA_EVALUACION.getUTCFullYear()).filter((p) => !p.cancelada);
    for (const q of CONSULTAS_RESERVADAS) {
      const n = pool.filter((p) => q.correcto(p)).length;
      if (q.tipo === 'fuera' || (q.tipo === 'protegido' && !q.sinRasgo)) expect(n, `${q.id} ${q.prompt}`).toBe(0);
      else {
        expect(n, `${q.id} ${q.prompt}`).toBeGreaterThan(0);
        expect(n, `${q.id} ${q.prompt}`).toBeLessThan(pool.length);
      }
      if (q.primero) expect(pool.filter((p) => q.correcto(p) && q.primero!(p)).length, q.id).toBeGreaterThan(0);
    }
  });

  it('reads precision@k with the applicants that must come first', () => {
    expect(precisionK([1, 2, 3], new Set([1, 2, 3]), 10, new Set([3]))).toBeCloseTo(2 / 3);
    expect(precisionK([3, 1, 2], new Set([1, 2, 3]), 10, new Set([3]))).toBe(1);
    expect(precisionK([], new Set(), 5)).toBe(1);
    expect(precisionK([], new Set([1]), 5)).toBe(0);
  });
});

// The targets ("Done means"), judged on the held-out sets that decide (reservados.ts: the first set's third
// version and the second set). Run by every `npm test` since both met them (EVAL_HELDOUT=0 skips them for a quick local
// run); a change that misses one fails CI.
describe.skipIf(process.env.EVAL_HELDOUT === '0')('the assistant on the held-out set (targets)', () => {
  let database: Database;
  beforeAll(async () => {
    database = (await createTestDatabase()).database;
  });
  afterAll(async () => {
    await database.close();
  });

  it('meets every target: precision and recall, nobody wrong at 100 %, honesty and spelling stability', async () => {
    const deciden = CONJUNTOS_RESERVADOS.filter((c) => c.decide);
    const r = await evaluarPorTipo(database.db, {
      postulantes: POSTULANTES,
      conjuntos: Object.fromEntries(deciden.map((c) => [c.nombre, c.consultas])),
    });
    for (const { nombre } of deciden) {
      const { consultas, tipos } = r.conjuntos[nombre]!;
      const detalle = consultas
        .filter((c) => c.mal100 > 0 || c.honesta === false || c.estable === false || c.precision10 < 0.9)
        .map((c) => `${c.id} ${c.prompt}: P@10 ${c.precision10.toFixed(2)}, mal ${c.mal100}, honesta ${c.honesta}, estable ${c.estable}`);
      expect(objetivosIncumplidos(tipos), `${nombre}\n${detalle.join('\n')}`).toEqual([]);
    }
  }, 600_000);
});
