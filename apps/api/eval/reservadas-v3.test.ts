/**
 * The held-out set's third version (eval/consultas-reservadas-v3.ts, docs/assistant-ranking.md «The held-out set's
 * third version»): that the file is the frozen one (its SHA-256), and that it is the second version with only the
 * corrected predicates changed — same ids, words, kinds, counts, order, `sinRasgo` and `limpia`, every other predicate
 * the same function, and each correction changing who is expected.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AHORA_EVALUACION } from './consultas.ts';
import { CONSULTAS_RESERVADAS_V2 } from './consultas-reservadas-v2.ts';
import { CONSULTAS_RESERVADAS_V3, CORRECCIONES_V3 } from './consultas-reservadas-v3.ts';
import { generarPool } from './generador.ts';

/** The SHA-256 recorded in docs/assistant-ranking.md when this version was frozen. Never update it to fit the parser. */
const HASH_CONGELADO = '38f7f0a9ef07b5f0a3470aae2e70072158dfb062a3a551a9abd96705a7491886';

describe('the held-out set, third version', () => {
  const pool = generarPool(1500, undefined, AHORA_EVALUACION.getUTCFullYear()).filter((p) => !p.cancelada);

  it('is the frozen file, byte for byte', () => {
    const texto = readFileSync(new URL('./consultas-reservadas-v3.ts', import.meta.url));
    expect(createHash('sha256').update(texto).digest('hex')).toBe(HASH_CONGELADO);
  });

  it('holds the same requests as the second version, with the same words and fields', () => {
    const campos = (q: (typeof CONSULTAS_RESERVADAS_V2)[number]) => ({
      id: q.id,
      tipo: q.tipo,
      prompt: q.prompt,
      limite: q.limite,
      sinRasgo: q.sinRasgo,
      limpia: q.limpia,
      primero: q.primero,
    });
    expect(CONSULTAS_RESERVADAS_V3.map(campos)).toEqual(CONSULTAS_RESERVADAS_V2.map(campos));
  });

  it('changes only the corrected predicates, and each of them adds the «Administración» applicants', () => {
    const corregidas = new Set(Object.keys(CORRECCIONES_V3));
    CONSULTAS_RESERVADAS_V2.forEach((v2, i) => {
      const v3 = CONSULTAS_RESERVADAS_V3[i]!;
      const antes = pool.filter((p) => v2.correcto(p));
      const ahora = pool.filter((p) => v3.correcto(p));
      if (!corregidas.has(v2.id)) {
        expect(v3.correcto, v2.id).toBe(v2.correcto);
        return;
      }
      // Everyone expected before still is; the ones added study «Administración».
      expect(
        antes.every((p) => v3.correcto(p)),
        v2.id,
      ).toBe(true);
      const nuevos = ahora.filter((p) => !v2.correcto(p));
      expect(nuevos.length, v2.id).toBeGreaterThan(0);
      expect(new Set(nuevos.map((p) => p.carrera)), v2.id).toEqual(new Set(['Administración']));
    });
  });
});
