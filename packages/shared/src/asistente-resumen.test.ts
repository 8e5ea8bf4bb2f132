/**
 * The wording of what a request rules out, prefers or prefers absent, pinned for every kind of ExclusionesAsistente.
 * The API says it in the summary sentence that history and exports keep (and in the reasons), the web as chips: both
 * from here. A length of experience is not among the kinds: it is only ever required (experiencia_meses_min), never
 * ruled out or preferred.
 */
import { describe, expect, it } from 'vitest';
import type { CriteriosAsistente, ExclusionesAsistente } from './asistente.ts';
import { exclusionesDichas, textoExclusiones, type NombresResumen } from './asistente-resumen.ts';
import { DEPARTAMENTOS } from './departamentos.ts';

const region = (id: number) => DEPARTAMENTOS.find((d) => d.id === id)?.nombre ?? `Región ${id}`;
/** As the API names them: «Miraflores» lies in Arequipa and Lima; «Ingeniería» is a family of careers. */
const NOMBRES: NombresResumen = {
  region,
  regionesDe: (n) => (n === 'Miraflores' ? [4, 15] : []),
  carrera: (n) => (n === 'Ingeniería' ? `${n} (todas sus carreras)` : n),
};

const CASOS: [string, ExclusionesAsistente, string[]][] = [
  ['careers, a family among them', { carreras: ['Contabilidad', 'Ingeniería'] }, ['Contabilidad', 'Ingeniería (todas sus carreras)']],
  ['the levels of graduates', { niveles: [4, 7, 8] }, ['egresados']],
  ['one level', { niveles: [6] }, ['estudiantes universitarios']],
  ['levels without a common name', { niveles: [3, 7] }, ['estudiantes técnicos o egresados universitarios']],
  ['a range of cycles', { ciclo_min: 8, ciclo_max: 10 }, ['estudiantes entre VIII y X ciclo']],
  ['one cycle', { ciclo_min: 8, ciclo_max: 8 }, ['estudiantes de VIII ciclo']],
  ['a cycle and above', { ciclo_min: 6, ciclo_max: null }, ['estudiantes de VI ciclo en adelante']],
  ['up to a cycle', { ciclo_min: null, ciclo_max: 4 }, ['estudiantes hasta IV ciclo']],
  ['the last year, counted from the end', { ciclo_min: 9, ciclo_max: 10, ciclo_del_final: true }, ['estudiantes de último año']],
  [
    'cycles counted from the end, no year name',
    { ciclo_min: 8, ciclo_max: 10, ciclo_del_final: true },
    ['estudiantes entre VIII y X ciclo (entre IV y VI ciclo si es técnico)'],
  ],
  ['regions', { regiones: [15, 7] }, ['Lima', 'Callao']],
  [
    'districts and provinces: a plain name, one of a region, an ambiguous name, the province of Lima',
    { distritos: ['Santiago de Surco', { nombre: 'Miraflores', id_region: 4 }, 'Miraflores', 'Lima', { nombre: 'Lima', id_region: 15 }] },
    ['Santiago de Surco', 'Miraflores (Arequipa)', 'Miraflores (Arequipa o Lima)', 'Lima Metropolitana', 'Lima Metropolitana'],
  ],
  [
    'languages: a level, the top level, only one level, alternatives with and without a shared level',
    {
      idiomas: [
        { nombre: 'Inglés', nivel: 'intermedio' },
        { nombre: 'Quechua', nivel: 'avanzado' },
        { nombre: 'Chino', nivel: 'básico', solo_nivel: true },
        { nombre: 'Francés', nivel: null, grupo: 1 },
        { nombre: 'Portugués', nivel: null, grupo: 1 },
        { nombre: 'Alemán', nivel: null, grupo: 2 },
        { nombre: 'Italiano', nivel: 'intermedio', grupo: 2 },
      ],
    },
    [
      'inglés intermedio o más',
      'quechua avanzado',
      'chino básico (solo ese nivel)',
      'francés o portugués',
      'alemán (cualquier nivel) o italiano intermedio o más',
    ],
  ],
  [
    'a group of alternatives with only one level each',
    {
      idiomas: [
        { nombre: 'Inglés', nivel: 'básico', solo_nivel: true, grupo: 1 },
        { nombre: 'Portugués', nivel: null, grupo: 1 },
      ],
    },
    ['inglés básico (solo ese nivel) o portugués'],
  ],
  [
    'knowledge: any level, a level, alternatives',
    {
      conocimientos: [
        { nombre: 'Microsoft Excel', nivel: 'intermedio' },
        { nombre: 'Power BI', nivel: null },
        { nombre: 'SQL', nivel: null, grupo: 1 },
        { nombre: 'Python', nivel: 'avanzado', grupo: 1 },
      ],
    },
    ['Microsoft Excel intermedio o más', 'Power BI', 'SQL (cualquier nivel) o Python avanzado'],
  ],
  [
    'institutions',
    { instituciones: ['Pontificia Universidad Católica del Perú', 'Universidad Nacional de Ingeniería'] },
    ['Pontificia Universidad Católica del Perú', 'Universidad Nacional de Ingeniería'],
  ],
  ['application decisions', { estados: [0, 1, 2, 3] }, ['sin decisión', 'descartados', 'en proceso', 'finalistas']],
  ['areas of experience', { experiencia_en: ['ventas', 'compras'] }, ['experiencia en ventas o compras']],
  ['a merit rank', { orden_merito: 'quinto' }, ['quinto superior']],
  ['the first place', { orden_merito: 'primero' }, ['primer puesto']],
  ['the upper half, which every rank holds', { orden_merito: 'medio' }, ['cualquier orden de mérito']],
  ['with experience', { experiencia: true }, ['con experiencia laboral']],
  ['without experience', { experiencia: false }, ['sin experiencia laboral']],
  ['with a driving licence', { licencia: true }, ['con licencia de conducir']],
  ['without a driving licence', { licencia: false }, ['sin licencia de conducir']],
  ['read', { revisado: true }, ['leídos']],
  ['unread', { revisado: false }, ['sin leer']],
  [
    'everything at once: the order of the parts',
    {
      carreras: ['Derecho'],
      niveles: [7],
      ciclo_min: 8,
      ciclo_max: null,
      regiones: [4],
      distritos: ['Miraflores'],
      idiomas: [{ nombre: 'Inglés', nivel: 'avanzado' }],
      conocimientos: [{ nombre: 'SAP', nivel: null }],
      instituciones: ['Universidad de Lima'],
      estados: [1],
      experiencia_en: ['logística'],
      orden_merito: 'tercio',
      experiencia: false,
      licencia: true,
      revisado: false,
    },
    [
      'Derecho',
      'egresados universitarios',
      'estudiantes de VIII ciclo en adelante',
      'Arequipa',
      'Miraflores (Arequipa o Lima)',
      'inglés avanzado',
      'SAP',
      'Universidad de Lima',
      'descartados',
      'experiencia en logística',
      'tercio superior',
      'sin experiencia laboral',
      'con licencia de conducir',
      'sin leer',
    ],
  ],
];

describe('what a request rules out or prefers, as words', () => {
  it.each(CASOS)('%s', (_caso, x, partes) => {
    expect(textoExclusiones(x, NOMBRES)).toEqual(partes);
  });

  it('says places and careers as asked when the caller has only the regions (the web)', () => {
    const x: ExclusionesAsistente = { carreras: ['Ingeniería'], distritos: ['Miraflores', { nombre: 'Miraflores', id_region: 4 }] };
    expect(textoExclusiones(x, { region })).toEqual(['Ingeniería', 'Miraflores', 'Miraflores (Arequipa)']);
    expect(textoExclusiones({ regiones: [30] }, { region })).toEqual(['Región 30']);
  });

  it('labels each set, in the order excluded, preferred, preferred absent, and leaves out the empty ones', () => {
    const c: Pick<CriteriosAsistente, 'excluir' | 'preferir' | 'evitar'> = {
      evitar: { estados: [1] },
      excluir: { regiones: [15, 7], ciclo_del_final: true },
      preferir: {},
    };
    expect(exclusionesDichas(c, NOMBRES)).toEqual([
      { etiqueta: 'Excluye', aclaracion: null, partes: ['Lima', 'Callao'] },
      { etiqueta: 'Prefiere que no', aclaracion: 'sin excluir a nadie', partes: ['descartados'] },
    ]);
    expect(exclusionesDichas({ preferir: { licencia: true } }, NOMBRES)).toEqual([
      { etiqueta: 'Prefiere', aclaracion: 'sin exigirlo', partes: ['con licencia de conducir'] },
    ]);
    expect(exclusionesDichas({}, NOMBRES)).toEqual([]);
  });
});
