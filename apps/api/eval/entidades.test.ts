/**
 * The entity-level spelling sweep (eval/entidades.ts): its misspellings are deterministic and follow the rules they
 * name, a misspelling that spells another known name is left out, and a small fixed sample asked through the
 * interpreter and the ranking reads no name as another item.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helpers.ts';
import type { Database } from '../src/db/client.ts';
import { vocabulario } from '../src/modules/llm/integrado/vocabulario.ts';
import { entidadesDelPool, erratas, esOtroNombre, medirBarrido, pedidosBarrido, resumirBarrido } from './entidades.ts';
import { poolDirecto } from './evaluar.ts';
import { generarPool } from './generador.ts';

describe('the entity-level misspellings', () => {
  it('are the same for the same seed and follow each rule', () => {
    const a = erratas('Universidad Nacional de San Agustín de Arequipa', 1);
    expect(erratas('Universidad Nacional de San Agustín de Arequipa', 1)).toEqual(a);
    const por = Object.fromEntries(a.map((e) => [e.regla, e.texto]));
    expect(por.k_qu_c).toBe('Universidad Nacional de San Agustín de Arekipa');
    expect(por.s_z_c).toBe('Universidad Nasional de San Agustín de Arequipa');
    expect(por.v_b).toBe('Unibersidad Nacional de San Agustín de Arequipa');
    expect(por.tildes).toBe('Universidad Nacional de San Agustin de Arequipa');
    expect(por.abreviatura).toBe('Univ. Nac. de Sn Agustín de Arequipa');
    expect(por.h).toBe('Huniversidad Nacional de San Agustín de Arequipa');
    // One typo per rule, in one word, never its first letter.
    for (const regla of ['omitida', 'doble', 'cambiada', 'vecina'] as const) {
      const w = por[regla]!.split(' ');
      const cambiadas = w.filter((x, i) => x !== 'Universidad Nacional de San Agustín de Arequipa'.split(' ')[i]);
      expect(cambiadas.length, regla).toBe(1);
    }
    expect(erratas('Callao').find((e) => e.regla === 'y_ll')?.texto).toBe('Cayao');
    expect(erratas('Cañete').find((e) => e.regla === 'enie')?.texto).toBe('Canete');
    expect(erratas('San Marcos').find((e) => e.regla === 'juntas')?.texto).toBe('SanMarcos');
    const dos = erratas('Universidad Nacional de Ingeniería')
      .find((e) => e.regla === 'dos_errores')!
      .texto.split(' ');
    expect(dos.filter((x, i) => x !== 'Universidad Nacional de Ingeniería'.split(' ')[i]).length).toBe(2);
    // A short acronym's typo is not counted as readable; a doubled letter is.
    const pucp = Object.fromEntries(erratas('PUCP').map((e) => [e.regla, e]));
    expect(pucp.cambiada?.legible).toBe(false);
    expect(pucp.doble?.legible).toBe(true);
    // A function word of two letters keeps only its doubled spelling.
    expect(erratas('no').map((e) => e.texto)).toEqual(['noo']);
  });

  it('sweeps the names the pool holds, with their aliases, and leaves out a misspelling that is another name', () => {
    const nombres = entidadesDelPool(generarPool(300, 7, 2026).filter((p) => !p.cancelada));
    const de = (tipo: string) => nombres.filter((e) => e.tipo === tipo).map((e) => e.nombre);
    expect(de('institucion')).toEqual(expect.arrayContaining(['Universidad Nacional de Ingeniería', 'UNI']));
    expect(de('distrito')).toEqual(expect.arrayContaining(['Santiago de Surco', 'Surco']));
    expect(de('conocimiento')).toEqual(expect.arrayContaining(['Microsoft Excel', 'Excel']));
    expect(de('idioma')).toContain('Inglés');
    const frases = new Map([
      ['una', [{ claves: ['una'], entidad: { tipo: 'institucion' as const, nombre: 'x', nombres: ['x'], contexto: 'la' as const } }]],
    ]);
    expect(esOtroNombre('UNSA', 'UNA', { frases })).toBe(true);
    expect(esOtroNombre('UNSA', 'UNSAA', { frases })).toBe(false);
  });
});

describe('a fixed sample through the interpreter and the ranking', () => {
  let database: Database;
  beforeAll(async () => {
    database = (await createTestDatabase()).database;
  });
  afterAll(async () => {
    await database.close();
  });

  it('reads no misspelt name as another item (nobody at 100 % the clean request does not give)', async () => {
    const { preguntar } = await poolDirecto(database.db, { postulantes: 200, semilla: 7, etiqueta: 'entidades-test' });
    const v = await vocabulario(database.db);
    const muestra = [
      { tipo: 'institucion' as const, nombre: 'UNSAAC', plantillas: ['que estudien en la {X}'] },
      { tipo: 'institucion' as const, nombre: 'UNI', plantillas: ['que estudien en la {X}'] },
      { tipo: 'region' as const, nombre: 'AQP', plantillas: ['que no sean de {X}'] },
      { tipo: 'distrito' as const, nombre: 'Callao', plantillas: ['que vivan en {X}'] },
    ];
    const { pedidos } = pedidosBarrido(muestra, v, { semilla: 1, funciones: false });
    expect(pedidos.length).toBeGreaterThan(8);
    const { medidas } = await medirBarrido(pedidos, preguntar);
    const total = resumirBarrido(medidas).at(-1)!;
    expect(total.pedidos).toBe(medidas.length);
    expect(medidas.filter((m) => m.resultado === 'otro').map((m) => m.prompt)).toEqual([]);
  });
});
