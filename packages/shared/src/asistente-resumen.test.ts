/**
 * The wording of what a request rules out, prefers or prefers absent, pinned for every kind of ExclusionesAsistente:
 * the API's (the summary sentence that history and exports keep, and the reasons) and the web's (the chips), which
 * were written apart and said some kinds differently. A length of experience is not among them: it is only ever
 * required (experiencia_meses_min), never ruled out or preferred.
 */
import { describe, expect, it } from 'vitest';
import type { ExclusionesAsistente } from './asistente.ts';
import { partesChips, textoExclusiones, type NombresResumen } from './asistente-resumen.ts';
import { DEPARTAMENTOS } from './departamentos.ts';

const region = (id: number) => DEPARTAMENTOS.find((d) => d.id === id)?.nombre ?? `Región ${id}`;
/** As the API names them: «Miraflores» lies in Arequipa and Lima; «Ingeniería» is a family of careers. */
const NOMBRES: NombresResumen = {
  region,
  regionesDe: (n) => (n === 'Miraflores' ? [4, 15] : []),
  carrera: (n) => (n === 'Ingeniería' ? `${n} (todas sus carreras)` : n),
};

const CASOS: [string, ExclusionesAsistente, { api: string[]; web: string[] }][] = [
  [
    'careers, a family among them',
    { carreras: ['Contabilidad', 'Ingeniería'] },
    { api: ['Contabilidad', 'Ingeniería (todas sus carreras)'], web: ['Contabilidad', 'Ingeniería'] },
  ],
  [
    'the levels of graduates',
    { niveles: [4, 7, 8] },
    { api: ['egresados'], web: ['Técnico egresado', 'Universitario egresado', 'Bachiller'] },
  ],
  ['one level', { niveles: [6] }, { api: ['estudiantes universitarios'], web: ['Universitario estudiante'] }],
  [
    'levels without a common name',
    { niveles: [3, 7] },
    { api: ['estudiantes técnicos o egresados universitarios'], web: ['Técnico estudiante', 'Universitario egresado'] },
  ],
  ['a range of cycles', { ciclo_min: 8, ciclo_max: 10 }, { api: ['estudiantes entre VIII y X ciclo'], web: ['Ciclo VIII a X'] }],
  ['one cycle', { ciclo_min: 8, ciclo_max: 8 }, { api: ['estudiantes de VIII ciclo'], web: ['Ciclo VIII'] }],
  ['a cycle and above', { ciclo_min: 6, ciclo_max: null }, { api: ['estudiantes de VI ciclo en adelante'], web: ['Ciclo VI o más'] }],
  ['up to a cycle', { ciclo_min: null, ciclo_max: 4 }, { api: ['estudiantes hasta IV ciclo'], web: ['Ciclo hasta IV'] }],
  [
    'the last year, counted from the end',
    { ciclo_min: 9, ciclo_max: 10, ciclo_del_final: true },
    { api: ['estudiantes de último año'], web: ['Ciclo IX a X'] },
  ],
  [
    'cycles counted from the end, no year name',
    { ciclo_min: 8, ciclo_max: 10, ciclo_del_final: true },
    { api: ['estudiantes entre VIII y X ciclo (entre IV y VI ciclo si es técnico)'], web: ['Ciclo VIII a X'] },
  ],
  ['regions', { regiones: [15, 7] }, { api: ['Lima', 'Callao'], web: ['Lima', 'Callao'] }],
  [
    'districts and provinces: a plain name, one of a region, an ambiguous name, the province of Lima',
    { distritos: ['Santiago de Surco', { nombre: 'Miraflores', id_region: 4 }, 'Miraflores', 'Lima', { nombre: 'Lima', id_region: 15 }] },
    {
      api: ['Santiago de Surco', 'Miraflores (Arequipa)', 'Miraflores (Arequipa o Lima)', 'Lima Metropolitana', 'Lima Metropolitana'],
      web: ['Santiago de Surco', 'Miraflores (Arequipa)', 'Miraflores', 'Lima', 'Lima (Lima)'],
    },
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
    {
      api: [
        'inglés intermedio o más',
        'quechua avanzado',
        'chino básico (solo ese nivel)',
        'francés o portugués',
        'alemán (cualquier nivel) o italiano intermedio o más',
      ],
      web: [
        'Inglés intermedio o más',
        'Quechua avanzado',
        'Chino básico o más',
        'Francés o Portugués',
        'Alemán (cualquier nivel) o Italiano intermedio o más',
      ],
    },
  ],
  [
    'a group of alternatives with only one level each',
    {
      idiomas: [
        { nombre: 'Inglés', nivel: 'básico', solo_nivel: true, grupo: 1 },
        { nombre: 'Portugués', nivel: null, grupo: 1 },
      ],
    },
    { api: ['inglés básico o más o portugués'], web: ['Inglés básico (solo ese nivel) o Portugués'] },
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
    {
      api: ['Microsoft Excel intermedio o más', 'Power BI', 'SQL (cualquier nivel) o Python avanzado'],
      web: ['Microsoft Excel intermedio o más', 'Power BI', 'SQL (cualquier nivel) o Python avanzado'],
    },
  ],
  [
    'institutions',
    { instituciones: ['Pontificia Universidad Católica del Perú', 'Universidad Nacional de Ingeniería'] },
    {
      api: ['Pontificia Universidad Católica del Perú', 'Universidad Nacional de Ingeniería'],
      web: ['Pontificia Universidad Católica del Perú', 'Universidad Nacional de Ingeniería'],
    },
  ],
  [
    'application decisions',
    { estados: [0, 1, 2, 3] },
    { api: ['sin decisión', 'descartados', 'en proceso', 'finalistas'], web: ['sin decisión', 'descartados', 'en proceso', 'finalistas'] },
  ],
  [
    'areas of experience',
    { experiencia_en: ['ventas', 'compras'] },
    { api: ['experiencia en ventas o compras'], web: ['experiencia en ventas', 'experiencia en compras'] },
  ],
  ['a merit rank', { orden_merito: 'quinto' }, { api: ['quinto superior'], web: ['Quinto superior'] }],
  ['the first place', { orden_merito: 'primero' }, { api: ['primer puesto'], web: ['Primer puesto'] }],
  ['the upper half, which every rank holds', { orden_merito: 'medio' }, { api: ['cualquier orden de mérito'], web: ['Medio superior'] }],
  ['with experience', { experiencia: true }, { api: ['con experiencia laboral'], web: ['con experiencia'] }],
  ['without experience', { experiencia: false }, { api: ['sin experiencia laboral'], web: ['sin experiencia'] }],
  ['with a driving licence', { licencia: true }, { api: ['con licencia de conducir'], web: ['con licencia de conducir'] }],
  ['without a driving licence', { licencia: false }, { api: ['sin licencia de conducir'], web: ['sin licencia de conducir'] }],
  ['read', { revisado: true }, { api: ['leídos'], web: ['ya leídos'] }],
  ['unread', { revisado: false }, { api: ['sin leer'], web: ['sin leer'] }],
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
    {
      api: [
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
      web: [
        'Derecho',
        'Universitario egresado',
        'Arequipa',
        'Miraflores',
        'Inglés avanzado',
        'SAP',
        'Universidad de Lima',
        'descartados',
        'Ciclo VIII o más',
        'Tercio superior',
        'experiencia en logística',
        'sin experiencia',
        'con licencia de conducir',
        'sin leer',
      ],
    },
  ],
];

describe('what a request rules out or prefers, as words', () => {
  it.each(CASOS)('%s', (_caso, x, { api, web }) => {
    expect(textoExclusiones(x, NOMBRES)).toEqual(api);
    expect(partesChips(x, region)).toEqual(web);
  });
});
