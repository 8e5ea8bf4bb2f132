/**
 * The spelling-variant generator (eval/variantes.ts): deterministic from its seed, each family re-spells as the
 * recruiters it imitates do, and the comparison of a variant's answer with the clean request's tells apart the same
 * list, an honest «not understood» and another list given with confidence. The last test asks a few generated
 * variants through the interpreter and the ranking on a small pool.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/helpers.ts';
import type { Database } from '../src/db/client.ts';
import { CONSULTAS } from './consultas.ts';
import { poolDirecto } from './evaluar.ts';
import { comparar, FAMILIAS, generarVariantes, limpiasDe, medirVariantes, resumirVariantes, variante } from './variantes.ts';

const FRASE = 'egresados de Administración de Empresas que vivan en Callao y hablen inglés';

describe('the spelling-variant generator', () => {
  it('gives the same variants for the same seed, and others for another seed', () => {
    const a = generarVariantes([FRASE, 'estudiantes de ingeniería civil de octavo ciclo con experiencia en ventas'], 1);
    expect(generarVariantes([FRASE, 'estudiantes de ingeniería civil de octavo ciclo con experiencia en ventas'], 1)).toEqual(a);
    const b = generarVariantes([FRASE, 'estudiantes de ingeniería civil de octavo ciclo con experiencia en ventas'], 2);
    expect(b.map((v) => v.prompt)).not.toEqual(a.map((v) => v.prompt));
    expect(new Set(a.map((v) => v.prompt)).size).toBe(a.length);
  });

  it('re-spells by sound every word a family applies to', () => {
    expect(variante('personas que hablen quechua', 'k_qu_c')?.prompt).toBe('personas ke hablen kechua');
    expect(variante('personas que hablen quechua', 'h')?.prompt).toBe('personas que ablen quechua');
    expect(variante('estudiantes de ingeniería civil con experiencia', 's_z_c')?.prompt).toBe(
      'estudiantes de ingeniería sivil con experiensia',
    );
    expect(variante(FRASE, 'v_b')?.prompt).toBe('egresados de Administración de Empresas que biban en Callao y havlen inglés');
    expect(variante(FRASE, 'y_ll')?.prompt).toContain('Cayao');
    expect(variante(FRASE, 'tildes')?.prompt).toBe('egresados de Administracion de Empresas que vivan en Callao y hablen ingles');
    expect(variante(FRASE, 'mayusculas')?.prompt).toBe(FRASE.toUpperCase());
    expect(variante('estudiantes de ingeniería de octavo ciclo con experiencia', 'abreviatura')?.prompt).toBe(
      'estudiantes de ing. de 8vo ciclo con exp.',
    );
    // A family with nothing to change gives no variant.
    expect(variante('SAP', 'tildes')).toBeNull();
    expect(variante('SAP', 'letra_omitida')).toBeNull();
  });

  it('makes one one-letter typo in one word, never in a name in capitals, and marks short words unreadable', () => {
    for (const familia of ['letra_omitida', 'letra_doble', 'letras_vecinas', 'tecla_vecina'] as const)
      for (let semilla = 1; semilla <= 20; semilla++) {
        const v = variante('postulantes con SAP de Lima', familia, semilla);
        if (!v) continue;
        expect(v.prompt).toContain('SAP');
        const cambiadas = v.prompt.split(' ').filter((w, i) => w !== 'postulantes con SAP de Lima'.split(' ')[i]);
        expect(cambiadas.length, v.prompt).toBe(1);
        expect(v.legible).toBe(!v.prompt.startsWith('postulantes '));
      }
  });

  it('covers every family over the requests', () => {
    const vs = generarVariantes(CONSULTAS.map((q) => q.prompt));
    expect(new Set(vs.map((v) => v.familia))).toEqual(new Set(FAMILIAS));
  });

  it('makes the seventh round’s phone typings', () => {
    expect(variante('egresados de economía de los últimos 2 años', 'enie')?.prompt).toBe('egresados de economía de los últimos 2 anos');
    expect(variante('estudiantes del Callao', 'y_ll_nombres')?.prompt).toBe('estudiantes del Cayao');
    expect(variante('con Excel y experiencia en gestión', 'x_j_s')?.prompt).toBe('con Exel y esperiencia en jestión');
    expect(variante('técnicos de la provincia de Lima', 'abreviatura_lugar')?.prompt).toBe('téc. de la prov. de Lima');
    expect(variante('con inglés básico', 'idiomas')?.prompt).toBe('con ingles basico');
    const junta = variante('egresados de Lima', 'palabras_juntas')?.prompt;
    expect(junta).toBe('egresados deLima');
    const dos = variante('estudiantes de ingeniería industrial', 'dos_errores')!;
    expect(dos.prompt.split(' ').filter((w, i) => w !== 'estudiantes de ingeniería industrial'.split(' ')[i]).length).toBe(2);
    const nombre = variante('egresados de San Martín de Porres', 'nombre_compuesto')!;
    expect(nombre.prompt.startsWith('egresados de ')).toBe(true);
    expect(nombre.prompt).not.toBe('egresados de San Martín de Porres');
    // The fourteenth round's: a word split, a short word joined to the one before, dots between two words.
    expect(variante('alumnos de contabilidad', 'palabra_partida')?.prompt).toMatch(/^alumnos de con\p{L}* \p{L}*dad$/u);
    expect(variante('alumnos de contabilidad', 'pegada_detras')?.prompt).toBe('alumnosde contabilidad');
    expect(variante('egresados de contabilidad 2024', 'puntos_seguidos')?.prompt).toMatch(
      /^egresados(\.{2,3}| )de(\.{2,3}| )contabilidad(\.{2,3}| )2024$/,
    );
    const neg = variante('todos excepto los de Lima', 'negacion_ciclo')!;
    expect(neg.prompt).toMatch(/^todos e\p{L}{5} los de Lima$/u);
  });

  it('makes the eighth round’s chat forms, abbreviated levels, typed ordinals and negations', () => {
    expect(variante('alumnos sin experiencia', 'chat')?.prompt).toBe('alumnos s/ experiencia');
    expect(variante('egresados con experiencia en recursos humanos', 'chat', 3)?.prompt).toMatch(/c\/ experiencia|RRHH/u);
    expect(variante('bachilleres en derecho', 'nivel_abreviado')?.prompt).toBe('bach. en derecho');
    expect(variante('alumnos de octavo ciclo', 'ordinal_tecleado')?.prompt).toBe('alumnos de 8avo ciclo');
    expect(variante('los 3 mejores de derecho', 'ordinal_tecleado')?.prompt).toBe('los tres mejores de derecho');
    // «quinto superior» is the merit order, not a cycle.
    expect(variante('egresados del quinto superior', 'ordinal_tecleado')).toBeNull();
    expect(variante('que no sean de Lima', 'negacion_tecleada')?.prompt).toBe('que nos sean de Lima');
    expect(variante('con inglés', 'tilde_movida')?.prompt).toBe('con íngles');
    expect(variante('diseño', 'enie_ni')?.prompt).toMatch(/^dise(ni|nn)o$/u);
  });

  it('tells the same list, an honest «not understood» and a confident other list apart', () => {
    const limpia = { lista: [1, 2, 3], criterios: {}, nada: false };
    expect(comparar(limpia, { lista: [1, 2, 3], criterios: {}, nada: false })).toBe('igual');
    expect(comparar(limpia, { lista: [1, 3, 2], criterios: {}, nada: false })).toBe('distinta');
    expect(comparar(limpia, { lista: [], criterios: {}, nada: true })).toBe('dicho');
    expect(
      comparar(limpia, { lista: [1, 2, 3, 4], criterios: { ignorados: [{ texto: 'kechua', motivo: 'no_entendido' }] }, nada: false }),
    ).toBe('dicho');
    // A refused trait said back is not what a misspelling was not understood as.
    expect(comparar(limpia, { lista: [1], criterios: { ignorados: [{ texto: 'jóvenes', motivo: 'protegido' }] }, nada: false })).toBe(
      'distinta',
    );
  });
});

describe('generated variants through the interpreter and the ranking', () => {
  let database: Database;
  beforeAll(async () => {
    database = (await createTestDatabase()).database;
  });
  afterAll(async () => {
    await database.close();
  });

  it('lists nobody at 100 % who does not meet the clean request, and gives readable variants the same list', async () => {
    const { vivos, idDe, preguntar } = await poolDirecto(database.db, { postulantes: 200, semilla: 7, etiqueta: 'variantes-test' });
    const limpias = limpiasDe(
      CONSULTAS.slice(0, 6).map((q) => ({ ...q, tipo: 'plano' as const })),
      vivos,
    );
    expect(limpias.length).toBeGreaterThan(0);
    const medidas = await medirVariantes(limpias, vivos, idDe, preguntar, { familias: ['tildes', 'mayusculas', 'espacios', 'k_qu_c'] });
    const total = resumirVariantes(medidas).at(-1)!;
    expect(total.variantes).toBe(medidas.length);
    const mal = medidas.filter((m) => m.mal100 > 0 || (m.legible && m.comparacion === 'distinta')).map((m) => m.prompt);
    expect(mal).toEqual([]);
  });
});
