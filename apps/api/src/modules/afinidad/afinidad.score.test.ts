/**
 * The affinity score (docs/affinity.md) on concrete offers and CVs, with the scores worked out by hand from the
 * weights: each case says which criteria count, their base weights, and what was earned.
 */
import { AFINIDAD_AMARILLO_MIN, AFINIDAD_VERDE_MIN, colorAfinidad } from '@practiperu/shared/afinidad';
import { describe, expect, it } from 'vitest';
import { PESOS_AFINIDAD, calcularAfinidad, type CvAfinidad, type OfertaAfinidad } from './afinidad.score.ts';

/** Practicante de Mejora Continua: university students of Ingeniería Industrial, VII–IX ciclo, in Arequipa. */
function oferta(patch: Partial<OfertaAfinidad> = {}): OfertaAfinidad {
  return {
    idniveltec: 0,
    idniveluniv: 6,
    idnivelotros: 0,
    claves: ['ingenieria industrial'],
    profesion: 'Ingeniería Industrial',
    ciclo: [2, 3, 4],
    ciclo_tecnico: [],
    fecha_egreso: [],
    conocimientos: [{ name: 'Excel', level: 'intermedio', required: 'indispensable' }],
    idiomas: [{ name: 'Inglés', level: 'avanzado', required: 'deseable' }],
    id_region: 4,
    region: 'Arequipa',
    modalidad_tiempo: 'Presencial',
    ...patch,
  };
}

/** Lucía: Ingeniería Industrial, university student in VIII ciclo, Arequipa, Excel avanzado, inglés intermedio. */
function lucia(patch: Partial<CvAfinidad> = {}): CvAfinidad {
  return {
    tipo_carrera: 1,
    estado_estudios: 0,
    ciclo_actual: 4,
    fecha_egreso: null,
    claves: 'ingenieria industrial',
    carrera_actual: 'Ingeniería Industrial',
    id_region: 4,
    region: 'Arequipa',
    orden_merito: 0,
    conocimientos: [{ nombre: 'Microsoft Excel', nivel: 'avanzado' }],
    idiomas: [{ nombre: 'Inglés', nivel: 'intermedio' }],
    experiencias: 0,
    extracurriculares: 0,
    ...patch,
  };
}

const byKey = (d: ReturnType<typeof calcularAfinidad>) => Object.fromEntries(d.criterios.map((c) => [c.clave, c]));

describe('affinity score', () => {
  it('the base weights add up to 100', () => {
    expect(Object.values(PESOS_AFINIDAD).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('Lucía for Mejora Continua: 89, green; every criterion explained in Spanish', () => {
    // Counted: carrera 20, nivel 15, ciclo 10, Excel 20, inglés (deseable) 4, región 5, experiencia 5, mérito 3 = 82.
    // Earned: 20 + 15 + 10 + 20 + 4 × 2/3 + 5 + 0 + 0 = 72.67 → 72.67 / 82 = 88.6 %.
    const d = calcularAfinidad(oferta(), lucia());
    expect(d.version).toBe(1);
    expect(d.puntaje).toBe(89);
    expect(colorAfinidad(d.puntaje)).toBe('verde');
    const c = byKey(d);
    expect(Object.keys(c)).toEqual([
      'carrera',
      'nivel',
      'ciclo',
      'conocimiento:excel',
      'idioma:ingles',
      'region',
      'experiencia',
      'orden_merito',
    ]);
    expect(c.carrera).toMatchObject({
      cumple: 'si',
      peso: 24.4,
      puntos: 24.4,
      detalle: 'Su carrera, Ingeniería Industrial, es una de las que pide la oferta.',
    });
    expect(c.nivel!.detalle).toBe('Es Universitario estudiante, un nivel que pide la oferta.');
    expect(c.ciclo!.detalle).toBe('Cursa el VIII ciclo, uno de los que pide la oferta.');
    expect(c['conocimiento:excel']).toMatchObject({
      cumple: 'si',
      etiqueta: 'Conocimiento: Excel (indispensable)',
      detalle: 'Domina Excel en nivel Avanzado (pide Intermedio).',
    });
    expect(c['idioma:ingles']).toMatchObject({
      cumple: 'parcial',
      peso: 4.9,
      puntos: 3.3,
      detalle: 'Habla inglés en nivel Intermedio, por debajo del nivel Avanzado que pide la oferta.',
    });
    expect(c.region!.detalle).toBe('Vive en Arequipa, donde es la oferta.');
    expect(c.experiencia).toMatchObject({
      cumple: 'no',
      puntos: 0,
      detalle: 'No registra experiencia laboral, proyectos ni voluntariados.',
    });
    expect(c.orden_merito).toMatchObject({ cumple: 'no', detalle: 'No indica orden de mérito.' });
    // The weights were shared out over what the offer asks for: they add up to 100 (to the rounding).
    expect(d.criterios.reduce((s, x) => s + x.peso, 0)).toBeCloseTo(100, 0);
  });

  it('a CV that meets everything an offer can ask for scores 100', () => {
    const o = oferta({
      conocimientos: [
        { name: 'Excel', level: 'avanzado', required: 'indispensable' },
        { name: 'SQL', level: 'intermedio', required: 'indispensable' },
        { name: 'Power BI', level: 'básico', required: 'deseable' },
      ],
      idiomas: [
        { name: 'Inglés', level: 'intermedio', required: 'indispensable' },
        { name: 'Portugués', level: 'básico', required: 'deseable' },
      ],
    });
    const cv = lucia({
      conocimientos: [
        { nombre: 'Excel', nivel: 'avanzado' },
        { nombre: 'sql', nivel: 'avanzado' },
        { nombre: 'Power BI', nivel: 'intermedio' },
      ],
      idiomas: [
        { nombre: 'Inglés', nivel: 'avanzado' },
        { nombre: 'Portugués', nivel: 'básico' },
      ],
      experiencias: 1,
      orden_merito: 1,
    });
    const d = calcularAfinidad(o, cv);
    expect(d.puntaje).toBe(100);
    expect(d.criterios.every((c) => c.cumple === 'si')).toBe(true);
    expect(d.criterios.reduce((s, c) => s + c.peso, 0)).toBeCloseTo(100, 0);
    // Every weight of PESOS_AFINIDAD counts: two indispensable items share 20 points.
    expect(byKey(d)['conocimiento:sql']!.peso).toBe(10);
    expect(byKey(d)['idioma:portugues']!.peso).toBe(4);
  });

  it('a near miss is yellow: one cycle short, Excel básico, no English, in Lima, a project, tercio superior', () => {
    // Counted 82 as for Lucía. Earned: 20 + 15 + 10 × ½ + 20 × ½ + 0 + 0 + 5 × ½ + 3 × 0.6 = 54.3 → 66.2 %.
    const d = calcularAfinidad(
      oferta(),
      lucia({
        ciclo_actual: 2,
        conocimientos: [{ nombre: 'Excel', nivel: 'básico' }],
        idiomas: [{ nombre: 'Quechua', nivel: 'avanzado' }],
        id_region: 15,
        region: 'Lima',
        extracurriculares: 1,
        orden_merito: 4,
      }),
    );
    expect(d.puntaje).toBe(66);
    expect(colorAfinidad(d.puntaje)).toBe('amarillo');
    const c = byKey(d);
    expect(c.ciclo).toMatchObject({ cumple: 'parcial', detalle: 'Cursa el VI ciclo; la oferta pide VII ciclo, VIII ciclo o IX ciclo.' });
    expect(c['conocimiento:excel']).toMatchObject({
      cumple: 'parcial',
      detalle: 'Conoce Excel en nivel Básico, por debajo del nivel Intermedio que pide la oferta.',
    });
    expect(c['idioma:ingles']).toMatchObject({ cumple: 'no', puntos: 0, detalle: 'No indica inglés, que es deseable.' });
    expect(c.region).toMatchObject({ cumple: 'no', detalle: 'Vive en Lima; la oferta es en Arequipa.' });
    expect(c.experiencia).toMatchObject({
      cumple: 'parcial',
      detalle: 'No registra experiencia laboral, pero sí 1 proyecto o voluntariado.',
    });
    expect(c.orden_merito).toMatchObject({ cumple: 'parcial', detalle: 'Pertenece al tercio superior de su promoción.' });
  });

  it('another career, another level, nothing the offer asks for: red', () => {
    // A graduate: the offer's cycles do not apply to them and it names no graduation year, so that criterion is left
    // out. Counted: carrera 20, nivel 15, Excel 20, inglés 4, región 5, experiencia 5, mérito 3 = 72; earned 5 → 6.9 %.
    const d = calcularAfinidad(
      oferta(),
      lucia({
        estado_estudios: 1,
        ciclo_actual: 0,
        fecha_egreso: '2020-01-01',
        claves: 'arquitectura',
        carrera_actual: 'Arquitectura',
        id_region: 15,
        region: 'Lima',
        conocimientos: [],
        idiomas: [],
        experiencias: 2,
      }),
    );
    expect(d.puntaje).toBe(7);
    expect(colorAfinidad(d.puntaje)).toBe('rojo');
    const c = byKey(d);
    expect(c.ciclo).toBeUndefined();
    expect(c.egreso).toBeUndefined();
    expect(c.carrera).toMatchObject({
      cumple: 'no',
      detalle: 'Su carrera, Arquitectura, no está entre las que pide la oferta (Ingeniería Industrial).',
    });
    expect(c.nivel).toMatchObject({ cumple: 'no', detalle: 'Es Universitario egresado; la oferta pide Universitario estudiante.' });
    expect(c['conocimiento:excel']!.detalle).toBe('No indica Excel, que es indispensable.');
    expect(c.experiencia!.detalle).toBe('Registra 2 experiencias laborales.');
  });

  it('a virtual offer for graduates: no region criterion; a year off the list earns half', () => {
    // Counted: carrera 20, nivel 15, egreso 10, experiencia 5, mérito 3 = 53. Earned: 20 + 15 + 5 + 0 + 3 × 0.8 = 42.4 → 80 %.
    const o = oferta({
      idniveluniv: 7,
      idnivelotros: 8,
      ciclo: [],
      fecha_egreso: [2023, 2024],
      conocimientos: [],
      idiomas: [],
      id_region: 0,
      region: '',
      modalidad_tiempo: 'Virtual',
    });
    const d = calcularAfinidad(o, lucia({ estado_estudios: 2, ciclo_actual: 0, fecha_egreso: '2022-01-01', orden_merito: 3 }));
    expect(d.puntaje).toBe(80);
    const c = byKey(d);
    expect(Object.keys(c)).toEqual(['carrera', 'nivel', 'egreso', 'experiencia', 'orden_merito']);
    expect(c.nivel!.detalle).toBe('Es Bachiller, un nivel que pide la oferta.');
    expect(c.egreso).toMatchObject({ cumple: 'parcial', puntos: 9.4, detalle: 'Egresó en 2022; la oferta pide egresados de 2023 o 2024.' });
    expect(c.orden_merito!.detalle).toBe('Pertenece al quinto superior de su promoción.');
  });

  it('a bachelor for an offer of graduates: the same kind of internship, half the level points', () => {
    const o = oferta({ idniveluniv: 7, ciclo: [], conocimientos: [], idiomas: [] });
    const c = byKey(calcularAfinidad(o, lucia({ estado_estudios: 2, ciclo_actual: 0 })));
    expect(c.nivel).toMatchObject({ cumple: 'parcial', detalle: 'Es Bachiller; la oferta pide Universitario egresado.' });
  });

  it('technical students are scored by the technical cycles', () => {
    const o = oferta({ idniveluniv: 0, idniveltec: 3, ciclo: [4], ciclo_tecnico: [2, 3], conocimientos: [], idiomas: [] });
    const c = byKey(calcularAfinidad(o, lucia({ tipo_carrera: 0, ciclo_actual: 4 })));
    expect(c.ciclo).toMatchObject({ cumple: 'si', detalle: 'Cursa el VI ciclo, uno de los que pide la oferta.' });
    const menor = byKey(calcularAfinidad(o, lucia({ tipo_carrera: 0, ciclo_actual: 1 })));
    expect(menor.ciclo).toMatchObject({ cumple: 'no', detalle: 'Cursa el III ciclo o menos; la oferta pide V ciclo o VI ciclo.' });
  });

  it('names match without accents, case or extra words; an unknown level counts as básico', () => {
    const o = oferta({
      conocimientos: [{ name: 'Power BI', level: 'intermedio', required: 'indispensable' }],
      idiomas: [{ name: 'Inglés', level: 'básico', required: 'indispensable' }],
    });
    const c = byKey(
      calcularAfinidad(
        o,
        lucia({ conocimientos: [{ nombre: 'Microsoft POWER BI', nivel: 'intermedio' }], idiomas: [{ nombre: 'ingles', nivel: 'básico' }] }),
      ),
    );
    expect(c['conocimiento:power bi']).toMatchObject({ cumple: 'si', detalle: 'Conoce Power BI en nivel Intermedio (pide Intermedio).' });
    expect(c['idioma:ingles']).toMatchObject({ cumple: 'si', detalle: 'Habla inglés en nivel Básico (pide Básico).' });
    // "Excel" is not found in "Excelencia operativa": whole words only.
    const e = byKey(calcularAfinidad(oferta(), lucia({ conocimientos: [{ nombre: 'Excelencia operativa', nivel: 'avanzado' }] })));
    expect(e['conocimiento:excel']!.cumple).toBe('no');
  });

  it('a CV without level, career or department gets the points of nothing it does not show', () => {
    const d = calcularAfinidad(
      oferta(),
      lucia({ tipo_carrera: null, estado_estudios: null, claves: null, carrera_actual: null, id_region: null, region: null }),
    );
    const c = byKey(d);
    expect(c.carrera!.detalle).toBe('No indica su carrera.');
    expect(c.nivel!.detalle).toBe('No indica su nivel de estudios.');
    expect(c.ciclo).toBeUndefined();
    expect(c.region!.detalle).toBe('No indica su departamento; la oferta es en Arequipa.');
    expect(d.puntaje).toBeGreaterThanOrEqual(0);
  });

  it('colours: green from 70, yellow 40–69, red below 40', () => {
    expect([AFINIDAD_VERDE_MIN, AFINIDAD_AMARILLO_MIN]).toEqual([70, 40]);
    expect([100, 70, 69, 40, 39, 0].map(colorAfinidad)).toEqual(['verde', 'verde', 'amarillo', 'amarillo', 'rojo', 'rojo']);
  });
});
