/**
 * The held-out set's second version (eval/consultas-reservadas-v2.ts, docs/assistant-ranking.md «Audit of the
 * held-out set»): that the file is the frozen one (its SHA-256), and that it is the original set with only the
 * audited predicates changed — same ids, words, kinds, counts, order, `sinRasgo` and `limpia`, every other predicate
 * giving the same applicants on the pool, and each correction changing who is expected.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AHORA_EVALUACION } from './consultas.ts';
import { CONSULTAS_RESERVADAS } from './consultas-reservadas.ts';
import { CONSULTAS_RESERVADAS_V2, CORRECCIONES_V2 } from './consultas-reservadas-v2.ts';
import { generarPool, nivelDe } from './generador.ts';

/** The SHA-256 recorded in docs/assistant-ranking.md when this version was frozen. Never update it to fit the parser. */
const HASH_CONGELADO = '674cb813eeff92f64e2d76a491e14fdd66a604cd494f3c510c1cf136b5bce4b9';

describe('the held-out set, second version', () => {
  const pool = generarPool(1500, undefined, AHORA_EVALUACION.getUTCFullYear()).filter((p) => !p.cancelada);

  it('is the frozen file, byte for byte', () => {
    const texto = readFileSync(new URL('./consultas-reservadas-v2.ts', import.meta.url));
    expect(createHash('sha256').update(texto).digest('hex')).toBe(HASH_CONGELADO);
  });

  it('holds the same requests as the original, in the same order, with the same words and fields', () => {
    const campos = (q: (typeof CONSULTAS_RESERVADAS)[number]) => ({
      id: q.id,
      tipo: q.tipo,
      prompt: q.prompt,
      limite: q.limite,
      sinRasgo: q.sinRasgo,
      limpia: q.limpia,
      primero: q.primero,
    });
    expect(CONSULTAS_RESERVADAS_V2.map(campos)).toEqual(CONSULTAS_RESERVADAS.map(campos));
  });

  it('changes only the audited predicates, and each of them changes who is expected', () => {
    const corregidas = new Set(Object.keys(CORRECCIONES_V2));
    expect([...corregidas].every((id) => CONSULTAS_RESERVADAS.some((q) => q.id === id))).toBe(true);
    CONSULTAS_RESERVADAS.forEach((original, i) => {
      const v2 = CONSULTAS_RESERVADAS_V2[i]!;
      const antes = pool.filter((p) => original.correcto(p)).map((p) => p.n);
      const ahora = pool.filter((p) => v2.correcto(p)).map((p) => p.n);
      if (corregidas.has(original.id)) expect(ahora, original.id).not.toEqual(antes);
      else {
        expect(v2.correcto, original.id).toBe(original.correcto);
        expect(ahora, original.id).toEqual(antes);
      }
    });
  });

  it('counts the technical graduates filed as bachelor in the CV among «egresados que no sean bachilleres» (N38)', () => {
    const n38 = CONSULTAS_RESERVADAS_V2.find((q) => q.id === 'N38')!;
    const tecnicoBachiller = pool.find((p) => p.tipo_carrera === 0 && p.estado_estudios === 2)!;
    const universitarioBachiller = pool.find((p) => p.tipo_carrera === 1 && p.estado_estudios === 2)!;
    const egresadoUniversitario = pool.find((p) => p.tipo_carrera === 1 && p.estado_estudios === 1)!;
    const estudiante = pool.find((p) => p.estado_estudios === 0)!;
    expect(nivelDe(tecnicoBachiller)).toBe(4);
    expect(n38.correcto(tecnicoBachiller)).toBe(true);
    expect(n38.correcto(egresadoUniversitario)).toBe(true);
    expect(n38.correcto(universitarioBachiller)).toBe(false);
    expect(n38.correcto(estudiante)).toBe(false);
  });
});
