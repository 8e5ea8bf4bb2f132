/**
 * The third held-out set (eval/consultas-reservadas-tercera.ts, docs/assistant-ranking.md «The third held-out set»):
 * that the file is the frozen one (its SHA-256), that it holds enough requests of each kind with their own ids and
 * none of the earlier sets' words, and that each request's expected applicants are a plausible set of the pool.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AHORA_EVALUACION } from './consultas.ts';
import { CONSULTAS_RESERVADAS } from './consultas-reservadas.ts';
import { CONSULTAS_RESERVADAS_SEGUNDA } from './consultas-reservadas-segunda.ts';
import { CONSULTAS_RESERVADAS_TERCERA, MINIMOS_RESERVADAS_TERCERA } from './consultas-reservadas-tercera.ts';
import { TIPOS } from './evaluar.ts';
import { generarPool } from './generador.ts';

/** The SHA-256 recorded in docs/assistant-ranking.md when the set was frozen. Never update it to fit the parser. */
const HASH_CONGELADO = 'a0714728f89bb2f28aed0c78778abaf0a2269101825d87bbab16536bd8aad3f1';

describe('the third held-out evaluation set', () => {
  it('is the frozen file, byte for byte', () => {
    const texto = readFileSync(new URL('./consultas-reservadas-tercera.ts', import.meta.url));
    expect(createHash('sha256').update(texto).digest('hex')).toBe(HASH_CONGELADO);
  });

  it('holds at least 150 requests, enough of each kind, each with its own id, none of the earlier sets’', () => {
    const q = CONSULTAS_RESERVADAS_TERCERA;
    for (const t of TIPOS) expect(q.filter((x) => x.tipo === t).length, t).toBeGreaterThanOrEqual(MINIMOS_RESERVADAS_TERCERA[t]);
    expect(q.length).toBeGreaterThanOrEqual(150);
    expect(new Set(q.map((x) => x.id)).size).toBe(q.length);
    const antes = new Set([...CONSULTAS_RESERVADAS, ...CONSULTAS_RESERVADAS_SEGUNDA].map((x) => x.prompt.toLowerCase()));
    expect(q.filter((x) => antes.has(x.prompt.toLowerCase())).map((x) => x.id)).toEqual([]);
    for (const x of q.filter((y) => y.tipo === 'ortografia')) expect(x.limpia, x.id).toBeTruthy();
  });

  it('expects nobody for off-topic and trait-only requests, and a plausible set of the pool for every other', () => {
    const pool = generarPool(1500, undefined, AHORA_EVALUACION.getUTCFullYear()).filter((p) => !p.cancelada);
    for (const q of CONSULTAS_RESERVADAS_TERCERA) {
      const n = pool.filter((p) => q.correcto(p)).length;
      if (q.tipo === 'fuera' || (q.tipo === 'protegido' && !q.sinRasgo)) expect(n, `${q.id} ${q.prompt}`).toBe(0);
      else {
        expect(n, `${q.id} ${q.prompt}`).toBeGreaterThan(0);
        expect(n, `${q.id} ${q.prompt}`).toBeLessThan(pool.length);
      }
      if (q.primero) expect(pool.filter((p) => q.correcto(p) && q.primero!(p)).length, q.id).toBeGreaterThan(0);
    }
  });
});
