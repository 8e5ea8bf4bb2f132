/**
 * The evaluation requests (docs/assistant-ranking.md "Evaluation"): what a recruiter types, and who is
 * a correct answer, written from the generated facts of each applicant (generador.ts) by reading the request as a
 * person would, never by running the ranker. The clock of the evaluation is AHORA_EVALUACION.
 */
import {
  cicloDe,
  conoce,
  descartadoEnEval,
  estadoEnEval,
  habla,
  nivelDe,
  type AreaExperiencia,
  type Interes,
  type PostulanteEval,
} from './generador.ts';
import type { TipoReservada } from './consultas-reservadas.ts';

export const AHORA_EVALUACION = new Date('2026-11-21T15:00:00Z');
const ANIO = AHORA_EVALUACION.getUTCFullYear();

export interface ConsultaEval {
  prompt: string;
  correcto: (p: PostulanteEval) => boolean;
}

type P = PostulanteEval;
const estudia = (p: P, ...prefijos: string[]) => prefijos.some((x) => p.carrera === x || p.carrera.startsWith(`${x} `));
const estudiante = (p: P) => p.estado_estudios === 0;
const egresado = (p: P) => p.estado_estudios !== 0;
const universitario = (p: P) => p.tipo_carrera === 1;
const tecnico = (p: P) => p.tipo_carrera === 0;
const trabajo = (p: P, ...areas: AreaExperiencia[]) => p.experiencias.some((e) => areas.includes(e.area));
const conExperiencia = (p: P) => p.experiencias.length > 0;
const interesa = (p: P, i: Interes) => p.intereses.includes(i);
const ciclo = (p: P) => cicloDe(p) ?? -1;
const enRegion = (p: P, ...ids: number[]) => ids.includes(p.id_region);
// "Administración de Empresas" and "Administración" are one career for a recruiter (FAMILIAS_CARRERA): the requests
// that name the former were written before that family and expected only its exact name; they now expect both.
const adminEmpresas = (p: P) => estudia(p, 'Administración de Empresas') || p.carrera === 'Administración';

export const CONSULTAS: ConsultaEval[] = [
  {
    prompt: 'estudiantes de ingeniería industrial de Arequipa con inglés intermedio y experiencia en logística',
    correcto: (p) =>
      estudiante(p) && estudia(p, 'Ingeniería Industrial') && enRegion(p, 4) && habla(p, 'Inglés') >= 2 && trabajo(p, 'logistica'),
  },
  {
    prompt: 'Egresados de contabilidad 2024 con Excel avanzado',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && p.egreso === 2024 && conoce(p, 'Excel') >= 3,
  },
  {
    prompt: 'alumnos de ing. de sistemas de 8vo ciclo en adelante que sepan SQL',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas') && ciclo(p) >= 8 && conoce(p, 'SQL') >= 1,
  },
  {
    prompt: 'técnicos en computación e informática de Lima',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática') && enRegion(p, 15),
  },
  {
    prompt: 'bachilleres en derecho del tercio superior',
    correcto: (p) => p.estado_estudios === 2 && universitario(p) && estudia(p, 'Derecho') && p.orden_merito >= 1 && p.orden_merito <= 4,
  },
  {
    prompt: 'nivel avanzado de inglés, estudiantes de administración de los últimos ciclos',
    correcto: (p) => estudiante(p) && estudia(p, 'Administración') && ciclo(p) >= 8 && habla(p, 'Inglés') >= 3,
  },
  {
    prompt: 'egresados de economía de los últimos 2 años sin experiencia',
    correcto: (p) => egresado(p) && estudia(p, 'Economía') && p.egreso !== null && p.egreso >= ANIO - 2 && !conExperiencia(p),
  },
  {
    prompt: 'estudiantes de ingeniería civil entre 6 y 9 ciclo con AutoCAD',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil') && ciclo(p) >= 6 && ciclo(p) <= 9 && conoce(p, 'AutoCAD') >= 1,
  },
  { prompt: 'practicantes de marketing que vivan en Miraflores', correcto: (p) => estudia(p, 'Marketing') && p.distrito === 'Miraflores' },
  {
    prompt: 'ingenieros industriales con experiencia en producción',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && trabajo(p, 'produccion'),
  },
  { prompt: 'contadores titulados en Cusco', correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && enRegion(p, 8) },
  { prompt: 'postulantes con Python interesados en minería', correcto: (p) => conoce(p, 'Python') >= 1 && interesa(p, 'minería') },
  { prompt: 'estudiantes técnicos de enfermería', correcto: (p) => estudiante(p) && tecnico(p) && p.carrera === 'Enfermería Técnica' },
  {
    prompt: 'egresados de administración de empresas con SAP',
    correcto: (p) => egresado(p) && adminEmpresas(p) && conoce(p, 'SAP ERP') >= 1,
  },
  {
    prompt: 'estudiantes de psicología que manejen SPSS',
    correcto: (p) => estudiante(p) && estudia(p, 'Psicología') && conoce(p, 'IBM SPSS') >= 1,
  },
  {
    prompt: 'egresados universitarios de derecho con inglés básico',
    correcto: (p) => egresado(p) && universitario(p) && estudia(p, 'Derecho') && habla(p, 'Inglés') >= 1,
  },
  { prompt: 'estudiantes de 5to ciclo', correcto: (p) => estudiante(p) && ciclo(p) === 5 },
  { prompt: 'personas que hablen quechua', correcto: (p) => habla(p, 'Quechua') >= 1 },
  {
    prompt: 'estudiantes de ingeniería ambiental con ArcGIS en Lima o Arequipa',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Ambiental') && conoce(p, 'ArcGIS') >= 1 && enRegion(p, 15, 4),
  },
  {
    prompt: 'técnicos en diseño gráfico con Photoshop e Illustrator',
    correcto: (p) => tecnico(p) && estudia(p, 'Diseño Gráfico') && conoce(p, 'Adobe Photoshop') >= 1 && conoce(p, 'Adobe Illustrator') >= 1,
  },
  {
    prompt: 'egresados de ingeniería de sistemas con Java y experiencia en soporte',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'Java') >= 1 && trabajo(p, 'soporte'),
  },
  {
    prompt: 'estudiantes de contabilidad con CONCAR intermedio o más',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && conoce(p, 'CONCAR') >= 2,
  },
  { prompt: 'estudiantes de economía con Stata', correcto: (p) => estudiante(p) && estudia(p, 'Economía') && conoce(p, 'Stata') >= 1 },
  {
    prompt: 'egresados del 2022 o 2023 de ingeniería civil',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Civil') && p.egreso !== null && p.egreso >= 2022 && p.egreso <= 2023,
  },
  { prompt: 'estudiantes universitarios de Trujillo', correcto: (p) => estudiante(p) && universitario(p) && p.provincia === 'Trujillo' },
  {
    prompt: 'estudiantes de derecho con experiencia en el área legal',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && trabajo(p, 'legal'),
  },
  { prompt: 'administradores con experiencia en recursos humanos', correcto: (p) => estudia(p, 'Administración') && trabajo(p, 'rrhh') },
  {
    prompt: 'ingeniería industrial, quinto superior',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && p.orden_merito >= 1 && p.orden_merito <= 3,
  },
  {
    prompt: 'estudiantes de ciencias de la comunicación con Canva',
    correcto: (p) => estudiante(p) && estudia(p, 'Ciencias de la Comunicación') && conoce(p, 'Canva') >= 1,
  },
  {
    prompt: 'egresados técnicos de computación con experiencia en soporte técnico',
    correcto: (p) => egresado(p) && tecnico(p) && estudia(p, 'Computación') && trabajo(p, 'soporte'),
  },
  { prompt: 'jóvenes de Piura con Excel', correcto: (p) => enRegion(p, 20) && conoce(p, 'Excel') >= 1 },
  { prompt: 'estudiantes del Callao', correcto: (p) => estudiante(p) && enRegion(p, 7) },
  { prompt: 'postulantes sin experiencia de Lambayeque', correcto: (p) => enRegion(p, 14) && !conExperiencia(p) },
  {
    prompt: 'egresados de marketing con Google Ads',
    correcto: (p) => egresado(p) && estudia(p, 'Marketing') && conoce(p, 'Google Ads') >= 1,
  },
  {
    prompt: 'estudiantes de ingeniería de sistemas con Python intermedio y Git',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'Python') >= 2 && conoce(p, 'Git y GitHub') >= 1,
  },
  {
    prompt: 'técnicos en mecánica automotriz con lectura de planos',
    correcto: (p) => tecnico(p) && estudia(p, 'Mecánica Automotriz') && conoce(p, 'Lectura de planos') >= 1,
  },
  {
    prompt: 'bachilleres de ingeniería industrial con Lean Six Sigma',
    correcto: (p) => p.estado_estudios === 2 && estudia(p, 'Ingeniería Industrial') && conoce(p, 'Lean Six Sigma') >= 1,
  },
  { prompt: 'estudiantes de décimo ciclo', correcto: (p) => estudiante(p) && ciclo(p) === 10 },
  {
    prompt: 'egresados de contabilidad con experiencia contable y NIIF',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && trabajo(p, 'contabilidad') && conoce(p, 'NIIF') >= 1,
  },
  {
    prompt: 'practicantes con inglés avanzado y SQL de Lima',
    correcto: (p) => habla(p, 'Inglés') >= 3 && conoce(p, 'SQL') >= 1 && enRegion(p, 15),
  },
  {
    prompt: 'estudiantes de Ingeniería Industrial con dominio de Excel',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && conoce(p, 'Excel') >= 3,
  },
  {
    prompt: 'nivel intermedio de inglés, egresados de derecho',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && habla(p, 'Inglés') >= 2,
  },
  {
    prompt: 'estudiantes de 7mo a 9no ciclo de economía',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía') && ciclo(p) >= 7 && ciclo(p) <= 9,
  },
  { prompt: 'personas con experiencia en ventas de Arequipa', correcto: (p) => enRegion(p, 4) && trabajo(p, 'ventas') },
  { prompt: 'estudiantes interesados en robótica', correcto: (p) => estudiante(p) && interesa(p, 'robótica') },
  { prompt: 'egresados con experiencia en marketing', correcto: (p) => egresado(p) && trabajo(p, 'marketing') },
  { prompt: 'jóvenes de Cayma o Yanahuara', correcto: (p) => p.distrito === 'Cayma' || p.distrito === 'Yanahuara' },
  {
    prompt: 'estudiantes de Lima Metropolitana con Power BI',
    correcto: (p) => estudiante(p) && p.provincia === 'Lima' && conoce(p, 'Power BI') >= 1,
  },
  {
    prompt: 'estudiantes de ingeniería de sistemas o computación e informática',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas', 'Computación e Informática'),
  },
  {
    prompt: 'Busco titulados en Ingeniería Civil con S10 y experiencia en obra',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Civil') && conoce(p, 'S10 Costos y Presupuestos') >= 1 && trabajo(p, 'obra'),
  },
  {
    prompt: 'egresados de psicología con experiencia en selección de personal',
    correcto: (p) => egresado(p) && estudia(p, 'Psicología') && trabajo(p, 'rrhh'),
  },
  {
    prompt: 'interesados en sostenibilidad o energía renovable',
    correcto: (p) => interesa(p, 'sostenibilidad') || interesa(p, 'energía renovable'),
  },
  // nivelDe is part of the facts a request may read (levels by code).
  {
    prompt: 'universitarios egresados de administración con experiencia en atención al cliente',
    correcto: (p) => [7, 8].includes(nivelDe(p)) && estudia(p, 'Administración') && trabajo(p, 'atencion'),
  },
];

/**
 * Requests written after the parser was tuned on CONSULTAS, in other words, and measured once before any change
 * (docs/assistant-ranking.md reports that first run): a check that the parser was not fitted to the set above.
 */
export const CONSULTAS_NUEVAS: ConsultaEval[] = [
  {
    prompt: 'Necesito alumnos de Economía que estén en sexto ciclo o más y manejen Stata',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía') && ciclo(p) >= 6 && conoce(p, 'Stata') >= 1,
  },
  { prompt: 'Quiero ver egresadas de Psicología del 2025', correcto: (p) => egresado(p) && estudia(p, 'Psicología') && p.egreso === 2025 },
  {
    prompt: 'practicantes profesionales de derecho con inglés avanzado',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && habla(p, 'Inglés') >= 3,
  },
  { prompt: 'chicos de Huancayo o El Tambo', correcto: (p) => p.distrito === 'Huancayo' || p.distrito === 'El Tambo' },
  {
    prompt: '¿Quiénes saben AutoCAD y Revit en Arequipa?',
    correcto: (p) => conoce(p, 'AutoCAD') >= 1 && conoce(p, 'Revit') >= 1 && enRegion(p, 4),
  },
  {
    prompt: 'candidatos de contabilidad con manejo de CONCAR a nivel avanzado',
    correcto: (p) => estudia(p, 'Contabilidad') && conoce(p, 'CONCAR') >= 3,
  },
  {
    prompt: 'estudiantes de ingeniería civil que no pasen del sexto ciclo',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil') && ciclo(p) >= 1 && ciclo(p) <= 6,
  },
  { prompt: 'gente con experiencia en almacén', correcto: (p) => trabajo(p, 'logistica') },
  {
    prompt: 'Egresados técnicos en contabilidad que vivan en Lima',
    correcto: (p) => egresado(p) && tecnico(p) && estudia(p, 'Contabilidad') && enRegion(p, 15),
  },
  { prompt: 'personas que hablen portugués', correcto: (p) => habla(p, 'Portugués') >= 1 },
  {
    prompt: 'alumnos universitarios del Cusco con experiencia en atención al cliente',
    correcto: (p) => estudiante(p) && universitario(p) && enRegion(p, 8) && trabajo(p, 'atencion'),
  },
  {
    prompt: 'sistemas e informática, mínimo octavo ciclo',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas e Informática') && ciclo(p) >= 8,
  },
  {
    prompt: 'Bachilleres en administración de empresas con Power BI intermedio',
    correcto: (p) => p.estado_estudios === 2 && adminEmpresas(p) && conoce(p, 'Power BI') >= 2,
  },
  {
    prompt: 'recién egresados de marketing',
    correcto: (p) => egresado(p) && estudia(p, 'Marketing') && p.egreso !== null && p.egreso >= ANIO - 1,
  },
  { prompt: 'estudiantes que sepan Python y SQL', correcto: (p) => estudiante(p) && conoce(p, 'Python') >= 1 && conoce(p, 'SQL') >= 1 },
  { prompt: 'postulantes de Chiclayo sin experiencia laboral', correcto: (p) => p.provincia === 'Chiclayo' && !conExperiencia(p) },
  // A second batch, measured once and left as it was (no change to the parser after it).
  {
    prompt: 'dame los egresados de ingeniería de sistemas que sepan Docker',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'Docker') >= 1,
  },
  {
    prompt: 'técnicos de administración logística con Excel intermedio',
    correcto: (p) => tecnico(p) && estudia(p, 'Administración Logística') && conoce(p, 'Excel') >= 2,
  },
  {
    prompt: 'Estudiantes de Derecho de Trujillo o Chiclayo',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && ['Trujillo', 'Chiclayo'].includes(p.provincia),
  },
  {
    prompt: 'alumnos con inglés avanzado y experiencia en ventas',
    correcto: (p) => estudiante(p) && habla(p, 'Inglés') >= 3 && trabajo(p, 'ventas'),
  },
  {
    prompt: 'profesionales de psicología con SPSS',
    correcto: (p) => egresado(p) && estudia(p, 'Psicología') && conoce(p, 'IBM SPSS') >= 1,
  },
  {
    prompt: 'estudiantes de IX o X ciclo de contabilidad con SISCONT',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && ciclo(p) >= 9 && conoce(p, 'SISCONT') >= 1,
  },
  { prompt: 'postulantes de Junín', correcto: (p) => enRegion(p, 12) },
  {
    prompt: 'comunicadores con Premiere',
    correcto: (p) => estudia(p, 'Ciencias de la Comunicación') && conoce(p, 'Adobe Premiere Pro') >= 1,
  },
  {
    prompt: 'enfermeras técnicas con primeros auxilios',
    correcto: (p) => p.carrera === 'Enfermería Técnica' && conoce(p, 'Primeros auxilios') >= 1,
  },
  {
    prompt: 'graduados de economía con Python avanzado',
    correcto: (p) => egresado(p) && estudia(p, 'Economía') && conoce(p, 'Python') >= 3,
  },
  {
    prompt: 'Ingenieros civiles titulados con experiencia en construcción',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Civil') && trabajo(p, 'obra'),
  },
];

/**
 * Requests with alternatives ("o" between knowledge items or languages: any of them), written when the parser learnt
 * groups (docs/assistant-ranking.md reports their first run). A level after the last item applies to every item
 * without its own ("inglés o portugués avanzado"); "o" binds tighter than "y" ("AutoCAD y Revit o S10").
 */
export const CONSULTAS_ALTERNATIVAS: ConsultaEval[] = [
  {
    prompt: 'estudiantes de contabilidad con CONCAR o SISCONT',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && (conoce(p, 'CONCAR') >= 1 || conoce(p, 'SISCONT') >= 1),
  },
  { prompt: 'postulantes con francés o portugués', correcto: (p) => habla(p, 'Francés') >= 1 || habla(p, 'Portugués') >= 1 },
  {
    prompt: 'egresados de ingeniería de sistemas que sepan Python o Java',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería de Sistemas') && (conoce(p, 'Python') >= 1 || conoce(p, 'Java') >= 1),
  },
  {
    prompt: 'estudiantes de economía con Stata, Python o SPSS',
    correcto: (p) =>
      estudiante(p) && estudia(p, 'Economía') && (conoce(p, 'Stata') >= 1 || conoce(p, 'Python') >= 1 || conoce(p, 'IBM SPSS') >= 1),
  },
  {
    prompt: 'administración con Excel avanzado o Power BI',
    correcto: (p) => estudia(p, 'Administración') && (conoce(p, 'Excel') >= 3 || conoce(p, 'Power BI') >= 1),
  },
  {
    prompt: 'ingeniería industrial con inglés o portugués avanzado',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && (habla(p, 'Inglés') >= 3 || habla(p, 'Portugués') >= 3),
  },
  {
    prompt: 'técnicos en diseño gráfico que manejen ya sea Illustrator o Figma',
    correcto: (p) => tecnico(p) && estudia(p, 'Diseño Gráfico') && (conoce(p, 'Adobe Illustrator') >= 1 || conoce(p, 'Figma') >= 1),
  },
  {
    prompt: 'estudiantes de ingeniería civil con AutoCAD y Revit o S10',
    correcto: (p) =>
      estudiante(p) &&
      estudia(p, 'Ingeniería Civil') &&
      conoce(p, 'AutoCAD') >= 1 &&
      (conoce(p, 'Revit') >= 1 || conoce(p, 'S10 Costos y Presupuestos') >= 1),
  },
  {
    prompt: 'alumnos de marketing que sepan Canva o Photoshop',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing') && (conoce(p, 'Canva') >= 1 || conoce(p, 'Adobe Photoshop') >= 1),
  },
];

/**
 * Requests about places, written when places became alternatives ("Surco o Arequipa": either) and a region could
 * say which district it meant ("Miraflores, Arequipa": that Miraflores only); docs/assistant-ranking.md reports
 * their first run. A place name alone is any district or province of that name.
 */
const vive = (p: P, ...lugares: string[]) => lugares.includes(p.distrito) || lugares.includes(p.provincia);
export const CONSULTAS_LUGARES: ConsultaEval[] = [
  // A CV that wrote «Surco» in the province of Lima lives in Santiago de Surco (the demo's CVs do; the pool's never
  // did, so the predicate first written missed them and counted them "wrong at 100 %" on the demo data).
  {
    prompt: 'practicantes de Surco o Arequipa',
    correcto: (p) => p.distrito === 'Santiago de Surco' || (p.distrito === 'Surco' && p.provincia === 'Lima') || enRegion(p, 4),
  },
  {
    prompt: 'estudiantes de contabilidad de Miraflores, Arequipa',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && enRegion(p, 4) && p.distrito === 'Miraflores',
  },
  {
    prompt: 'egresados de administración de Lima o Cusco',
    correcto: (p) => egresado(p) && estudia(p, 'Administración') && enRegion(p, 15, 8),
  },
  { prompt: 'alumnos que vivan en Miraflores (Lima)', correcto: (p) => estudiante(p) && enRegion(p, 15) && p.distrito === 'Miraflores' },
  {
    prompt: 'ingenieros industriales de Miraflores, San Isidro o Arequipa',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && (vive(p, 'Miraflores', 'San Isidro') || enRegion(p, 4)),
  },
  {
    prompt: 'postulantes de Arequipa, distrito de Cerro Colorado, con inglés',
    correcto: (p) => enRegion(p, 4) && p.distrito === 'Cerro Colorado' && habla(p, 'Inglés') >= 1,
  },
  { prompt: 'técnicos de El Tambo o Trujillo', correcto: (p) => tecnico(p) && vive(p, 'El Tambo', 'Trujillo') },
];

/**
 * Requests that are nonsense, ask for what the assistant never filters by (sex, age, other protected
 * traits), for what no CV here holds ("carro propio"), or are understood only in part. `espera` is what the answer
 * must say: nothing understood (no result listed), the reasons of what was set aside, the limit ("los 3 mejores"),
 * the decisions left out ("que no estén descartados") and that no stray word became a keyword. `correcto` as above
 * (nobody, for a request with nothing to search). Written before their first run.
 */
export interface Espera {
  nada?: boolean;
  ignora?: ('protegido' | 'estado' | 'sin_coincidencia' | 'no_entendido')[];
  limite?: number;
  excluir?: number[];
  sinPalabras?: boolean;
}
export type ConsultaNegativa = ConsultaEval & { espera: Espera };
const nadie = () => false;
const activo = (p: P) => !descartadoEnEval(p);
export const CONSULTAS_NEGATIVAS: ConsultaNegativa[] = [
  // Nothing to search: nobody listed, and the reason said.
  { prompt: 'asdf qwer zxcv 12345 ???', correcto: nadie, espera: { nada: true, ignora: ['sin_coincidencia', 'no_entendido'] } },
  { prompt: 'con carro propio', correcto: nadie, espera: { nada: true, ignora: ['no_entendido'] } },
  // Personal qualities are about the applicants (not off topic); an accent is a protected trait.
  { prompt: 'proactivos y con ganas de aprender', correcto: nadie, espera: { nada: true, ignora: ['no_entendido'] } },
  { prompt: 'que no tengan dejo serrano', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  // The year of entering is the CV's start date of studies (decision 115; before, said back), never a graduation year.
  { prompt: 'ingresantes 2022', correcto: (p) => p.ingreso === 2022, espera: { sinPalabras: true } },
  { prompt: 'que ingresaron el 2k22', correcto: (p) => p.ingreso === 2022, espera: { sinPalabras: true } },
  { prompt: 'los que entraron el 2021', correcto: (p) => p.ingreso === 2021, espera: { sinPalabras: true } },
  { prompt: 'ingresantes', correcto: nadie, espera: { nada: true, ignora: ['no_entendido'] } },
  { prompt: 'mujeres menores de 25 años', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'hombres', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'chicas de buena presencia', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'que tengan entre 20 y 25 años', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'solteros sin hijos', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'jkl ñlkj poiu', correcto: nadie, espera: { nada: true, ignora: ['sin_coincidencia'] } },
  { prompt: 'xyzzy', correcto: nadie, espera: { nada: true, ignora: ['sin_coincidencia'] } },
  { prompt: 'lorem ipsum sit amet', correcto: nadie, espera: { nada: true, ignora: ['sin_coincidencia'] } },
  { prompt: '???!!! 999', correcto: nadie, espera: { nada: true, ignora: ['no_entendido'] } },
  { prompt: 'con disponibilidad inmediata', correcto: nadie, espera: { nada: true, ignora: ['no_entendido'] } },
  // The driving licence is a CV field: understood. The expectation was "nobody" while the generated pool held no
  // licence; the generator now gives about a fifth of the pool one, so the licence holders are the answer ("movilidad
  // propia" is no CV field: said back as not understood, never a filter).
  {
    prompt: 'que tengan movilidad propia y licencia de conducir',
    correcto: (p) => p.licencia,
    espera: { ignora: ['no_entendido'] },
  },
  { prompt: 'peruanos mayores de 18 años', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'hola, ¿qué tal?', correcto: nadie, espera: { nada: true } },
  { prompt: 'sueldo mínimo, horario full time', correcto: nadie, espera: { nada: true, ignora: ['no_entendido'] } },
  { prompt: 'varones de 30 años', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'qwerty 1234', correcto: nadie, espera: { nada: true, ignora: ['sin_coincidencia', 'no_entendido'] } },
  // Off-topic (written for the honesty rule): not about choosing among the applicants, even with a place, a
  // career word in a household sense or a knowledge word; nobody listed.
  { prompt: 'cómo preparo un lomo saltado para el almuerzo', correcto: nadie, espera: { nada: true } },
  { prompt: 'receta con Excel de la abuela para el pollo a la brasa', correcto: nadie, espera: { nada: true } },
  { prompt: '¿va a llover mañana en Cusco?', correcto: nadie, espera: { nada: true } },
  { prompt: 'pronóstico del tiempo para Trujillo este fin de semana', correcto: nadie, espera: { nada: true } },
  { prompt: '¿quién ganó el clásico Alianza contra Universitario?', correcto: nadie, espera: { nada: true } },
  { prompt: 'resultados de la selección peruana en las eliminatorias', correcto: nadie, espera: { nada: true } },
  { prompt: 'necesito un electricista para mi casa en Miraflores', correcto: nadie, espera: { nada: true } },
  { prompt: 'un gasfitero que arregle el caño de la cocina', correcto: nadie, espera: { nada: true } },
  { prompt: 'técnico para arreglar mi refri', correcto: nadie, espera: { nada: true } },
  { prompt: 'señora de limpieza para mi departamento en Surco', correcto: nadie, espera: { nada: true } },
  { prompt: 'buenos días, ¿cómo estás?', correcto: nadie, espera: { nada: true } },
  { prompt: 'gracias, eso es todo', correcto: nadie, espera: { nada: true } },
  { prompt: 'dónde compro zapatillas baratas en Gamarra', correcto: nadie, espera: { nada: true } },
  { prompt: 'precio de una laptop en oferta', correcto: nadie, espera: { nada: true } },
  { prompt: 'pasajes baratos de Lima a Arequipa', correcto: nadie, espera: { nada: true } },
  { prompt: 'qué lugares turísticos visitar en Cusco', correcto: nadie, espera: { nada: true } },
  { prompt: 'cuéntame un chiste', correcto: nadie, espera: { nada: true } },
  { prompt: 'noticias del congreso sobre la vacancia presidencial', correcto: nadie, espera: { nada: true } },
  { prompt: 'ayúdame con la tarea de matemáticas de mi hijo', correcto: nadie, espera: { nada: true } },
  { prompt: 'resuelve este ejercicio de física para el colegio', correcto: nadie, espera: { nada: true } },
  // Protected traits in every family (political sympathy, religion, health, origin or accent, birth year,
  // pregnancy, marital status, body): refused and nobody listed when that is all the request says.
  { prompt: 'simpatizantes de Fuerza Popular', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'militantes del APRA', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'afiliados de Perú Libre', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'que no sean de izquierda', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'que sean católicos', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'evangélicos practicantes', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'que no tengan diabetes', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'personas sanas sin enfermedades', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'que no tengan acento provinciano', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'de origen chino', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'nacidos en 2002', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'que hayan nacido antes del 2000', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'que no estén embarazadas', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'sin planes de tener hijos', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'casados', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'divorciadas', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'altos y de contextura atlética', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  { prompt: 'que pesen menos de 70 kilos', correcto: nadie, espera: { nada: true, ignora: ['protegido'] } },
  // The trait beside understood criteria: refused, the rest searched as asked.
  {
    prompt: 'estudiantes de derecho que sean católicos',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho'),
    espera: { ignora: ['protegido'], sinPalabras: true },
  },
  {
    prompt: 'egresados de contabilidad nacidos después del 2000',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad'),
    espera: { ignora: ['protegido'], sinPalabras: true },
  },
  {
    prompt: 'estudiantes de marketing, militantes de Renovación Popular',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing'),
    espera: { ignora: ['protegido'], sinPalabras: true },
  },
  {
    prompt: 'ingeniería industrial, casados de preferencia',
    correcto: (p) => estudia(p, 'Ingeniería Industrial'),
    espera: { ignora: ['protegido'], sinPalabras: true },
  },
  // Understood in part: the rest searched as asked, what was set aside said.
  {
    prompt: 'mujeres estudiantes de ingeniería industrial',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial'),
    espera: { ignora: ['protegido'], sinPalabras: true },
  },
  {
    prompt: 'egresados de contabilidad menores de 25 años',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad'),
    espera: { ignora: ['protegido'], sinPalabras: true },
  },
  {
    prompt: 'estudiantes de derecho con carro propio',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho'),
    espera: { ignora: ['no_entendido'], sinPalabras: true },
  },
  {
    prompt: 'los 3 mejores de Arequipa que no estén descartados',
    correcto: (p) => enRegion(p, 4) && activo(p),
    espera: { limite: 3, excluir: [1], sinPalabras: true },
  },
  { prompt: 'top 5 egresados de administración', correcto: (p) => egresado(p) && estudia(p, 'Administración'), espera: { limite: 5 } },
  {
    prompt: 'los diez mejores estudiantes de economía',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía'),
    espera: { limite: 10, sinPalabras: true },
  },
  {
    prompt: 'estudiantes de marketing asdfgh',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing'),
    espera: { ignora: ['sin_coincidencia'], sinPalabras: true },
  },
  {
    prompt: 'técnicos en diseño gráfico, mujeres de preferencia',
    correcto: (p) => tecnico(p) && estudia(p, 'Diseño Gráfico'),
    espera: { ignora: ['protegido'], sinPalabras: true },
  },
  {
    prompt: 'ingeniería de sistemas que sepan SQL, solteras',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'SQL') >= 1,
    espera: { ignora: ['protegido'], sinPalabras: true },
  },
  {
    prompt: 'alumnos de psicología de Lima, excepto los finalistas',
    correcto: (p) => estudiante(p) && estudia(p, 'Psicología') && enRegion(p, 15) && estadoEnEval(p) !== 3,
    espera: { excluir: [3], sinPalabras: true },
  },
  // A decision asked is a criterion (featured-paid offers only, like the toggles).
  { prompt: 'los descartados de Cusco', correcto: (p) => enRegion(p, 8) && descartadoEnEval(p), espera: { sinPalabras: true } },
  {
    prompt: 'egresados de ingeniería civil con AutoCAD, edad máxima 28',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Civil') && conoce(p, 'AutoCAD') >= 1,
    espera: { ignora: ['protegido'], sinPalabras: true },
  },
  {
    prompt: 'estudiantes de contabilidad con Excel avanzado, de buena presencia',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && conoce(p, 'Excel') >= 3,
    espera: { ignora: ['protegido'], sinPalabras: true },
  },
  { prompt: 'que no estén descartados', correcto: activo, espera: { excluir: [1], sinPalabras: true } },
  {
    prompt: 'estudiantes de enfermería venezolanas',
    correcto: (p) => estudiante(p) && estudia(p, 'Enfermería', 'Enfermería Técnica'),
    espera: { ignora: ['protegido'], sinPalabras: true },
  },
  { prompt: 'los 3 mejores', correcto: () => true, espera: { limite: 3, sinPalabras: true } },
  {
    prompt: 'Necesito además estudiantes de contabilidad, de hecho que tengan tiempo y que vengan de cualquier parte del país',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad'),
    espera: { sinPalabras: true },
  },
];

/**
 * Spelling variants (development set): a request written with a typo on its first word, without accents, with k/qu,
 * s/z/c, v/b, y/ll or a dropped h, and the clean request whose list it must give (`limpia`).
 */
export const CONSULTAS_ORTOGRAFIA: (ConsultaEval & { limpia: string })[] = [
  {
    prompt: 'egresaods de contabilidad con Excel avanzado',
    limpia: 'egresados de contabilidad con Excel avanzado',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && conoce(p, 'Excel') >= 3,
  },
  {
    prompt: 'estudaintes de economía con Stata',
    limpia: 'estudiantes de economía con Stata',
    correcto: (p) => estudiante(p) && universitario(p) && estudia(p, 'Economía') && conoce(p, 'Stata') >= 1,
  },
  {
    prompt: 'postulantse de Junín',
    limpia: 'postulantes de Junín',
    correcto: (p) => enRegion(p, 12),
  },
  {
    prompt: 'estudiantes de psicologia que manejen SPSS',
    limpia: 'estudiantes de psicología que manejen SPSS',
    correcto: (p) => estudiante(p) && universitario(p) && estudia(p, 'Psicología') && conoce(p, 'IBM SPSS') >= 1,
  },
  {
    prompt: 'personas ke ablen kechua',
    limpia: 'personas que hablen quechua',
    correcto: (p) => habla(p, 'Quechua') >= 1,
  },
  {
    prompt: 'estudiantes de ingenieria sivil con AutoCAD',
    limpia: 'estudiantes de ingeniería civil con AutoCAD',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil') && conoce(p, 'AutoCAD') >= 1,
  },
  {
    prompt: 'egresados de administrasión con SAP',
    limpia: 'egresados de administración con SAP',
    correcto: (p) => egresado(p) && estudia(p, 'Administración') && conoce(p, 'SAP ERP') >= 1,
  },
  {
    prompt: 'alumnos de economia con esperiencia en bentas',
    limpia: 'alumnos de economía con experiencia en ventas',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía') && trabajo(p, 'ventas'),
  },
  {
    prompt: 'personas que hablen portuges',
    limpia: 'personas que hablen portugués',
    correcto: (p) => habla(p, 'Portugués') >= 1,
  },
  {
    prompt: 'técnicos en diseño gráfico con Ilustrator',
    limpia: 'técnicos en diseño gráfico con Illustrator',
    correcto: (p) => tecnico(p) && estudia(p, 'Diseño Gráfico') && conoce(p, 'Adobe Illustrator') >= 1,
  },
  {
    prompt: 'estudiantes de enfermeria tecnica',
    limpia: 'estudiantes de enfermería técnica',
    correcto: (p) => estudiante(p) && tecnico(p) && p.carrera === 'Enfermería Técnica',
  },
  {
    prompt: 'egresados de ingenieria de sistemas con Jaba',
    limpia: 'egresados de ingeniería de sistemas con Java',
    correcto: (p) => egresado(p) && universitario(p) && estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'Java') >= 1,
  },
  {
    prompt: 'estudiantes del Cayao',
    limpia: 'estudiantes del Callao',
    correcto: (p) => estudiante(p) && enRegion(p, 7),
  },
  {
    prompt: 'postulantes con experiencia en ventas de Arekipa',
    limpia: 'postulantes con experiencia en ventas de Arequipa',
    correcto: (p) => enRegion(p, 4) && trabajo(p, 'ventas'),
  },
  {
    prompt: 'estudiantes de contavilidad con CONCAR',
    limpia: 'estudiantes de contabilidad con CONCAR',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && conoce(p, 'CONCAR') >= 1,
  },
  {
    prompt: 'alumnos que sepan excel y ablen ingles',
    limpia: 'alumnos que sepan Excel y hablen inglés',
    correcto: (p) => estudiante(p) && conoce(p, 'Excel') >= 1 && habla(p, 'Inglés') >= 1,
  },
];

/**
 * "100 %" is a promise (development set, written before the parser changes for it): requests whose answer must never
 * show at 100 % someone who does not meet the whole request, exclusions included — negations of every kind of
 * criterion (place, career, institution, language and level, knowledge and level, study level, cycles, decision,
 * licence, experience), combinations with counts, order and preferences, partly understood requests (nobody at 100 %
 * when something was set aside or only a soft word was used) — and off-topic requests that hold an incidental name
 * (a place, a career, a knowledge item), which list nobody. Written from the pool's facts (generador.ts) in everyday
 * Peruvian Spanish; each has its kind, as the per-kind report reads it.
 */
export type ConsultaTipada = ConsultaEval & {
  tipo: TipoReservada;
  espera?: Espera;
  /** The correct applicants that must come first ("primero los que…", "de preferencia…"). */
  primero?: (p: P) => boolean;
  /** A spelling variant's clean request. */
  limpia?: string;
};
const sinIngles = (p: P) => habla(p, 'Inglés') === 0;
const fueraDeTema = (prompt: string): ConsultaTipada => ({ prompt, tipo: 'fuera', correcto: nadie, espera: { nada: true } });
export const CONSULTAS_PROMESA: ConsultaTipada[] = [
  // Negations of each kind of criterion.
  {
    prompt: 'estudiantes de contabilidad que no sean de Lima',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && !enRegion(p, 15),
  },
  {
    prompt: 'egresados de ingeniería industrial que no vivan en Arequipa ni en Cusco',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Industrial') && !enRegion(p, 4, 8),
  },
  {
    prompt: 'postulantes de derecho que no sean ni de Lima ni del Callao',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Derecho') && !enRegion(p, 15, 7),
  },
  {
    prompt: 'estudiantes de marketing que no hablen inglés avanzado',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing') && habla(p, 'Inglés') < 3,
  },
  { prompt: 'egresados de economía sin inglés', tipo: 'negacion', correcto: (p) => egresado(p) && estudia(p, 'Economía') && sinIngles(p) },
  {
    prompt: 'alumnos de ingeniería de sistemas que no sepan Java',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'Java') === 0,
  },
  { prompt: 'contadores sin experiencia', tipo: 'negacion', correcto: (p) => estudia(p, 'Contabilidad') && !conExperiencia(p) },
  {
    prompt: 'estudiantes de psicología que no tengan experiencia laboral',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Psicología') && !conExperiencia(p),
  },
  {
    prompt: 'egresados de administración que no tengan experiencia en ventas',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Administración') && !trabajo(p, 'ventas'),
  },
  {
    prompt: 'egresados de ingeniería civil que no sean de la UNI',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Civil') && p.institucion.sigla !== 'UNI',
  },
  { prompt: 'estudiantes excepto los de Piura', tipo: 'negacion', correcto: (p) => estudiante(p) && !enRegion(p, 20) },
  { prompt: 'practicantes de psicología fuera de Lima', tipo: 'negacion', correcto: (p) => estudia(p, 'Psicología') && !enRegion(p, 15) },
  {
    prompt: 'estudiantes de ingeniería industrial que no sepan SAP',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && conoce(p, 'SAP ERP') === 0,
  },
  {
    prompt: 'alumnos de economía que no manejen Excel avanzado',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía') && conoce(p, 'Excel') < 3,
  },
  {
    prompt: 'postulantes de derecho que no sean bachilleres',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Derecho') && p.estado_estudios !== 2,
  },
  {
    prompt: 'egresados de administración que no sean técnicos',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && universitario(p) && estudia(p, 'Administración'),
  },
  {
    prompt: 'estudiantes de ingeniería civil que no estén en los últimos ciclos',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil') && ciclo(p) < 8,
  },
  {
    prompt: 'estudiantes de marketing que no estén descartados ni sean finalistas',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing') && ![1, 3].includes(estadoEnEval(p)),
  },
  {
    prompt: 'egresados de contabilidad que no estén en proceso',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && estadoEnEval(p) !== 2,
  },
  {
    prompt: 'estudiantes de ingeniería industrial sin licencia de conducir',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && !p.licencia,
  },
  {
    prompt: 'postulantes de Arequipa que no vivan en Cayma',
    tipo: 'negacion',
    correcto: (p) => enRegion(p, 4) && p.distrito !== 'Cayma',
  },
  {
    prompt: 'técnicos en computación e informática que no sean de SENATI',
    tipo: 'negacion',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática') && p.institucion.sigla !== 'SENATI',
  },
  {
    prompt: 'egresados de derecho que no hablen inglés',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && sinIngles(p),
  },
  {
    prompt: 'estudiantes que no hablen ni inglés ni portugués',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && sinIngles(p) && habla(p, 'Portugués') === 0,
  },
  {
    prompt: 'alumnos de economía que no sepan Python ni Stata',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía') && conoce(p, 'Python') === 0 && conoce(p, 'Stata') === 0,
  },
  {
    prompt: 'ingenieros civiles que no manejen AutoCAD',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && conoce(p, 'AutoCAD') === 0,
  },
  {
    prompt: 'estudiantes de contabilidad, excepto los de la PUCP',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && p.institucion.sigla !== 'PUCP',
  },
  {
    prompt: 'estudiantes de psicología que no sean de Lima Metropolitana',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Psicología') && !(enRegion(p, 15) && p.provincia === 'Lima'),
  },
  {
    prompt: 'postulantes de administración que no vivan en Miraflores',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Administración') && p.distrito !== 'Miraflores',
  },
  { prompt: 'egresados que no sean de contabilidad', tipo: 'negacion', correcto: (p) => egresado(p) && !estudia(p, 'Contabilidad') },
  {
    prompt: 'estudiantes de derecho salvo los que hablan quechua',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && habla(p, 'Quechua') === 0,
  },
  {
    prompt: 'egresados de marketing menos los de Trujillo',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Marketing') && p.provincia !== 'Trujillo',
  },
  {
    prompt: 'estudiantes de ingeniería de sistemas sin inglés intermedio',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas') && habla(p, 'Inglés') < 2,
  },
  // Combinations: counts, order, preferences, year of study.
  {
    prompt: 'los 5 mejores estudiantes de ingeniería industrial que no sean de Lima',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && !enRegion(p, 15),
  },
  {
    prompt: 'egresados de administración, primero los que tienen más experiencia',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Administración'),
    primero: conExperiencia,
  },
  {
    prompt: 'estudiantes de derecho, de preferencia con inglés avanzado',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho'),
    primero: (p) => habla(p, 'Inglés') >= 3,
  },
  {
    prompt: 'egresados de contabilidad, ideal si saben CONCAR',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad'),
    primero: (p) => conoce(p, 'CONCAR') >= 1,
  },
  {
    prompt: 'estudiantes de último año de economía que no sean de Lima',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía') && ciclo(p) >= 9 && !enRegion(p, 15),
  },
  {
    prompt: 'dame 3 egresados de derecho sin experiencia',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && !conExperiencia(p),
  },
  {
    prompt: 'ingenieros industriales de Arequipa con Excel, mejor si saben Power BI',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && enRegion(p, 4) && conoce(p, 'Excel') >= 1,
    primero: (p) => conoce(p, 'Power BI') >= 1,
  },
  {
    prompt: 'estudiantes de contabilidad de 8vo ciclo en adelante que no sean de Arequipa, ordenados por ciclo',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && ciclo(p) >= 8 && !enRegion(p, 4),
  },
  // Understood in part: the rest searched, what was set aside said, nobody at 100 %.
  {
    prompt: 'estudiantes de contabilidad que acepten 1025 soles',
    tipo: 'parcial',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad'),
  },
  { prompt: 'egresados de derecho colegiados', tipo: 'parcial', correcto: (p) => egresado(p) && estudia(p, 'Derecho') },
  {
    prompt: 'estudiantes de ingeniería civil que vivan cerca de la oficina',
    tipo: 'parcial',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil'),
  },
  {
    prompt: 'practicantes de marketing con disponibilidad de lunes a viernes',
    tipo: 'parcial',
    correcto: (p) => estudia(p, 'Marketing'),
  },
  {
    prompt: 'egresados de administración proactivos y con liderazgo',
    tipo: 'parcial',
    correcto: (p) => egresado(p) && estudia(p, 'Administración'),
  },
  {
    prompt: 'estudiantes de economía responsables y puntuales',
    tipo: 'parcial',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía'),
  },
  {
    prompt: 'egresados de ingeniería industrial con certificación PMP',
    tipo: 'parcial',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Industrial'),
  },
  // Off topic, with an incidental place, career, knowledge or language word: nobody listed.
  fueraDeTema('recomiéndame un restaurante en Miraflores'),
  fueraDeTema('¿cuánto cuesta un pasaje a Cusco?'),
  fueraDeTema('necesito un contador para mi declaración de renta personal'),
  fueraDeTema('alguien que me arregle la refri'),
  fueraDeTema('busco un gasfitero para mi casa en Surco'),
  fueraDeTema('¿cuál es el mejor curso de Excel online?'),
  fueraDeTema('cómo hago una tabla dinámica en Excel'),
  fueraDeTema('qué hora es en Arequipa'),
  fueraDeTema('cómo cambio la contraseña de mi cuenta'),
  fueraDeTema('¿cuánto cuesta el plan premium?'),
  fueraDeTema('cómo publico una nueva oferta de prácticas'),
  fueraDeTema('necesito pagar la factura de la empresa'),
  fueraDeTema('traduce al inglés este correo'),
  fueraDeTema('un abogado para mi divorcio'),
  fueraDeTema('qué tal está el tráfico en Lima hoy'),
  fueraDeTema('cuál es la capital de Junín'),
  fueraDeTema('quiero aprender Python desde cero'),
  fueraDeTema('busco departamento en alquiler en San Isidro'),
  fueraDeTema('mándame el reporte de ventas del mes'),
  fueraDeTema('quién es el presidente del Perú'),
  fueraDeTema('un técnico que instale la cámara de seguridad de mi tienda'),
  fueraDeTema('qué le regalo a mi jefe por su cumpleaños'),
  fueraDeTema('¿a qué hora juega la selección?'),
  fueraDeTema('cuánto está el dólar hoy'),
  // Spelling: the same list as the clean request, exclusions included.
  {
    prompt: 'estudiantes de contabilidá que no sean de lima',
    tipo: 'ortografia',
    limpia: 'estudiantes de contabilidad que no sean de Lima',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && !enRegion(p, 15),
  },
  {
    prompt: 'egresados de derecho sin ingles',
    tipo: 'ortografia',
    limpia: 'egresados de derecho sin inglés',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && sinIngles(p),
  },
  {
    prompt: 'alumnos de marketing ke no ablen ingles avanzado',
    tipo: 'ortografia',
    limpia: 'alumnos de marketing que no hablen inglés avanzado',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing') && habla(p, 'Inglés') < 3,
  },
  {
    prompt: 'ingenieros civiles sin esperiencia',
    tipo: 'ortografia',
    limpia: 'ingenieros civiles sin experiencia',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && !conExperiencia(p),
  },
  // A second batch, written after the first fixes from other everyday phrasings (its first run is in the docs).
  {
    prompt: 'nada de egresados, solo estudiantes de derecho',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho'),
  },
  {
    prompt: 'egresados de contabilidad que nunca hayan trabajado',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && !conExperiencia(p),
  },
  { prompt: 'egresados que no estudiaron derecho', tipo: 'negacion', correcto: (p) => egresado(p) && !estudia(p, 'Derecho') },
  {
    prompt: 'no me muestres los de Cusco, solo egresados de economía',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Economía') && !enRegion(p, 8),
  },
  {
    prompt: 'estudiantes de ingeniería industrial, evitar a los de la PUCP',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && p.institucion.sigla !== 'PUCP',
  },
  {
    prompt: 'alumnos de contabilidad de los primeros ciclos',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && ciclo(p) <= 5,
  },
  {
    prompt: 'alumnos de derecho a punto de egresar',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && ciclo(p) >= 8,
  },
  {
    prompt: 'estudiantes de marketing sin experiencia en ventas',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing') && !trabajo(p, 'ventas'),
  },
  { prompt: 'cualquiera menos los de Arequipa', tipo: 'negacion', correcto: (p) => !enRegion(p, 4) },
  {
    prompt: 'estudiantes de ingeniería civil, primero los de Arequipa',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil'),
    primero: (p) => enRegion(p, 4),
  },
  {
    prompt: 'técnicos en computación e informática que no sean de Lima ni de Arequipa y sin inglés',
    tipo: 'negacion',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática') && !enRegion(p, 15, 4) && sinIngles(p),
  },
  {
    prompt: 'estudiantes de economía que no sepan Stata, de 8vo ciclo para arriba',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía') && conoce(p, 'Stata') === 0 && ciclo(p) >= 8,
  },
  {
    // Written as partly understood when a merit ruled out was said back; read whole since decision 125, so a negation.
    prompt: 'egresados de derecho que no sean del tercio superior',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && !(p.orden_merito >= 1 && p.orden_merito <= 4),
  },
  {
    prompt: 'egresados de economía que no hayan egresado en 2024',
    tipo: 'parcial',
    correcto: (p) => egresado(p) && estudia(p, 'Economía') && p.egreso !== 2024,
  },
  {
    prompt: 'alumnos de marketing con inglés pero no avanzado',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing') && habla(p, 'Inglés') >= 1 && habla(p, 'Inglés') < 3,
  },
  fueraDeTema('clases de inglés para niños'),
  fueraDeTema('un contador que me haga la declaración anual'),
  fueraDeTema('¿dónde queda la Universidad de Lima?'),
  fueraDeTema('quiero inscribirme a un curso de Power BI'),
  fueraDeTema('recomiéndame una pollería en Surco'),
  fueraDeTema('necesito un abogado para un juicio de alimentos'),
];

/**
 * What a recruiter's walk through the demo found still wrong (docs/assistant.md «A recruiter's walk»), with neighbouring
 * wordings (development set, written from the pool's facts before the parser changes for them): a university by its
 * usual name that holds a place name («la Católica San Pablo»), a district by its usual short name («Surco», which a
 * CV may also hold written so), a preference alone (everyone listed, X first, nobody left out), an order alone or with
 * criteria («los de mayor ciclo primero» is an order, not a range), the first place of merit («primer puesto»),
 * spelling of languages with z («inglez»), a request made only of a protected trait (one clear answer: the refusal)
 * and requests made only of words the assistant cannot read («colegiados»: said back as not understood, nobody
 * listed, not answered as off topic).
 */
const surco = (p: P) => p.distrito === 'Santiago de Surco' || p.distrito === 'Surco';
const ucsp = (p: P) => p.institucion.sigla === 'UCSP';
const primerPuesto = (p: P) => p.orden_merito === 1;
const todos = () => true;
const noEntendido = (prompt: string): ConsultaTipada => ({
  prompt,
  tipo: 'parcial',
  correcto: nadie,
  espera: { nada: true, ignora: ['no_entendido'] },
});
const soloRasgo = (prompt: string): ConsultaTipada => ({
  prompt,
  tipo: 'protegido',
  correcto: nadie,
  espera: { nada: true, ignora: ['protegido'] },
});
export const CONSULTAS_RECORRIDO: ConsultaTipada[] = [
  // A university whose usual name holds a place name.
  { prompt: 'estudiantes de la Católica San Pablo', tipo: 'plano', correcto: (p) => estudiante(p) && ucsp(p) },
  { prompt: 'egresados de la Universidad Católica San Pablo', tipo: 'plano', correcto: (p) => egresado(p) && ucsp(p) },
  { prompt: 'postulantes de la Católica San Pablo con inglés', tipo: 'plano', correcto: (p) => ucsp(p) && habla(p, 'Inglés') >= 1 },
  { prompt: 'alumnos de la San Pablo', tipo: 'plano', correcto: (p) => estudiante(p) && ucsp(p) },
  {
    prompt: 'estudiantes de ingeniería industrial que no sean de la Católica San Pablo',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && !ucsp(p),
  },
  // A district by its usual short name.
  { prompt: 'postulantes de Surco', tipo: 'plano', correcto: surco },
  { prompt: 'estudiantes que vivan en Surco', tipo: 'plano', correcto: (p) => estudiante(p) && surco(p) },
  { prompt: 'egresados de Santiago de Surco', tipo: 'plano', correcto: (p) => egresado(p) && surco(p) },
  { prompt: 'practicantes de Surco o Miraflores', tipo: 'plano', correcto: (p) => surco(p) || p.distrito === 'Miraflores' },
  { prompt: 'que no sean de Surco', tipo: 'negacion', correcto: (p) => !surco(p) },
  {
    prompt: 'estudiantes de Lima que no vivan en Surco',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && enRegion(p, 15) && !surco(p),
  },
  { prompt: 'chicos de SJL', tipo: 'plano', correcto: (p) => p.distrito === 'San Juan de Lurigancho' },
  // A preference alone: everyone listed, those with X first.
  { prompt: 'de preferencia con Power BI', tipo: 'negacion', correcto: todos, primero: (p) => conoce(p, 'Power BI') >= 1 },
  { prompt: 'ideal con SAP', tipo: 'negacion', correcto: todos, primero: (p) => conoce(p, 'SAP ERP') >= 1 },
  { prompt: 'de preferencia que hablen quechua', tipo: 'negacion', correcto: todos, primero: (p) => habla(p, 'Quechua') >= 1 },
  { prompt: 'ideal que sepan Python', tipo: 'negacion', correcto: todos, primero: (p) => conoce(p, 'Python') >= 1 },
  { prompt: 'de preferencia de Arequipa', tipo: 'negacion', correcto: todos, primero: (p) => enRegion(p, 4) },
  { prompt: 'mejor si saben AutoCAD', tipo: 'negacion', correcto: todos, primero: (p) => conoce(p, 'AutoCAD') >= 1 },
  { prompt: 'ideal con portugués', tipo: 'negacion', correcto: todos, primero: (p) => habla(p, 'Portugués') >= 1 },
  // Experience and the read state after a preference marker order; nobody is left out (nobody is read in the
  // evaluation's offer, so «primero los no leídos» lists everyone).
  {
    prompt: 'administración, de preferencia con experiencia',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Administración'),
    primero: conExperiencia,
  },
  { prompt: 'de preferencia con experiencia', tipo: 'negacion', correcto: todos, primero: conExperiencia },
  { prompt: 'mejor si tienen experiencia laboral', tipo: 'negacion', correcto: todos, primero: conExperiencia },
  {
    prompt: 'que no sean de Arequipa, de preferencia con experiencia',
    tipo: 'negacion',
    correcto: (p) => !enRegion(p, 4),
    primero: conExperiencia,
  },
  { prompt: 'primero los no leídos', tipo: 'negacion', correcto: todos },
  { prompt: 'ordena primero los que aún no reviso', tipo: 'negacion', correcto: todos },
  { prompt: 'primero los que no he revisado', tipo: 'negacion', correcto: todos },
  { prompt: 'los que tienen inglés básico nomás', tipo: 'plano', correcto: (p) => habla(p, 'Inglés') === 1 },
  {
    prompt: 'administración con inglés intermedio para arriba',
    tipo: 'plano',
    correcto: (p) => estudia(p, 'Administración') && habla(p, 'Inglés') >= 2,
  },
  { prompt: 'que sepan auto cad', tipo: 'ortografia', limpia: 'que sepan AutoCAD', correcto: (p) => conoce(p, 'AutoCAD') >= 1 },
  { prompt: 'sin inlges', tipo: 'ortografia', limpia: 'sin inglés', correcto: (p) => habla(p, 'Inglés') === 0 },
  {
    prompt: 'estudiantes de economía, de preferencia con Stata',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía'),
    primero: (p) => conoce(p, 'Stata') >= 1,
  },
  // An order alone, or with criteria: nobody left out by it.
  { prompt: 'los de mayor ciclo primero', tipo: 'negacion', correcto: todos, primero: (p) => estudiante(p) && ciclo(p) >= 9 },
  {
    prompt: 'estudiantes de contabilidad, los de mayor ciclo primero',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad'),
    primero: (p) => ciclo(p) >= 9,
  },
  {
    prompt: 'alumnos de derecho, primero los de ciclo más avanzado',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho'),
    primero: (p) => ciclo(p) >= 9,
  },
  {
    prompt: 'ordenados por ciclo, los más avanzados primero',
    tipo: 'negacion',
    correcto: todos,
    primero: (p) => estudiante(p) && ciclo(p) >= 9,
  },
  { prompt: 'primero los que tienen más experiencia', tipo: 'negacion', correcto: todos, primero: conExperiencia },
  { prompt: 'los que tengan más experiencia primero', tipo: 'negacion', correcto: todos, primero: conExperiencia },
  { prompt: 'ordenados por afinidad', tipo: 'negacion', correcto: todos },
  // The first place of merit.
  { prompt: 'egresados que ocuparon el primer puesto', tipo: 'plano', correcto: (p) => egresado(p) && primerPuesto(p) },
  { prompt: 'estudiantes de primer puesto', tipo: 'plano', correcto: (p) => estudiante(p) && primerPuesto(p) },
  { prompt: 'primeros puestos de ingeniería civil', tipo: 'plano', correcto: (p) => estudia(p, 'Ingeniería Civil') && primerPuesto(p) },
  {
    prompt: 'bachilleres de derecho con primer puesto',
    tipo: 'plano',
    correcto: (p) => p.estado_estudios === 2 && estudia(p, 'Derecho') && primerPuesto(p),
  },
  {
    prompt: 'estudiantes de economía del décimo superior',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía') && p.orden_merito >= 1 && p.orden_merito <= 2,
  },
  // Languages spelt with z, s or c.
  { prompt: 'inglez intermedio', tipo: 'ortografia', limpia: 'inglés intermedio', correcto: (p) => habla(p, 'Inglés') >= 2 },
  {
    prompt: 'estudiantes con inglez avanzado',
    tipo: 'ortografia',
    limpia: 'estudiantes con inglés avanzado',
    correcto: (p) => estudiante(p) && habla(p, 'Inglés') >= 3,
  },
  {
    prompt: 'egresados que ablen inglez',
    tipo: 'ortografia',
    limpia: 'egresados que hablen inglés',
    correcto: (p) => egresado(p) && habla(p, 'Inglés') >= 1,
  },
  {
    prompt: 'alumnos de contabilidad sin inglez',
    tipo: 'ortografia',
    limpia: 'alumnos de contabilidad sin inglés',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && sinIngles(p),
  },
  {
    prompt: 'postulantes con portuguez',
    tipo: 'ortografia',
    limpia: 'postulantes con portugués',
    correcto: (p) => habla(p, 'Portugués') >= 1,
  },
  { prompt: 'franses basico', tipo: 'ortografia', limpia: 'francés básico', correcto: (p) => habla(p, 'Francés') >= 1 },
  // Only a protected trait: the refusal, nobody listed.
  soloRasgo('solo mujeres'),
  soloRasgo('que sean jóvenes'),
  soloRasgo('gente blanca'),
  soloRasgo('sin tatuajes'),
  // Only words the assistant cannot read: said back as not understood, nobody listed (not off topic).
  noEntendido('colegiados'),
  noEntendido('cerca de la oficina'),
  noEntendido('que sean proactivos'),
  noEntendido('con vocación de servicio'),
  noEntendido('disponibilidad para viajar'),
];

/**
 * Wordings the development set lacked (written from the pool's facts, generador.ts, and the issue's six kinds before
 * any parser change for them): protected traits in many wordings beside real criteria (appearance, origin and accent,
 * health, family plans, religion, politics and unions, age in indirect words, marital status, orientation), negations
 * of every kind of criterion (institution, career, place, language and level, knowledge, study level, cycles,
 * decision, licence, experience), combinations with counts, plain criteria by university acronyms, usual names and
 * regions, spelling variants beside their clean request, partly understood and off-topic requests.
 */
const sigla = (p: P, ...siglas: string[]) => siglas.includes(p.institucion.sigla);
const conRasgo = (prompt: string, sinRasgo: string, correcto: (p: P) => boolean): ConsultaTipada & { sinRasgo: string } => ({
  prompt,
  tipo: 'protegido',
  sinRasgo,
  correcto,
});
const parcial = (prompt: string, correcto: (p: P) => boolean): ConsultaTipada => ({ prompt, tipo: 'parcial', correcto });
export const CONSULTAS_REDACCIONES: (ConsultaTipada & { sinRasgo?: string; limite?: number })[] = [
  // Protected traits beside criteria: refused, the list that of the request without them.
  conRasgo(
    'estudiantes de contabilidad de buena presencia',
    'estudiantes de contabilidad',
    (p) => estudiante(p) && estudia(p, 'Contabilidad'),
  ),
  conRasgo('egresados de derecho que sean solteros', 'egresados de derecho', (p) => egresado(p) && estudia(p, 'Derecho')),
  conRasgo('postulantes de marketing sin acento', 'postulantes de marketing', (p) => estudia(p, 'Marketing')),
  conRasgo(
    'alumnos de ingeniería industrial que no sean evangélicos',
    'alumnos de ingeniería industrial',
    (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial'),
  ),
  conRasgo('estudiantes de psicología católicos', 'estudiantes de psicología', (p) => estudiante(p) && estudia(p, 'Psicología')),
  conRasgo('egresados de economía que no estén embarazadas', 'egresados de economía', (p) => egresado(p) && estudia(p, 'Economía')),
  conRasgo('contadores que no piensen tener hijos pronto', 'contadores', (p) => estudia(p, 'Contabilidad')),
  conRasgo(
    'estudiantes de ingeniería de sistemas que no tengan ninguna discapacidad',
    'estudiantes de ingeniería de sistemas',
    (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas'),
  ),
  conRasgo(
    'egresados de administración sanos, sin enfermedades',
    'egresados de administración',
    (p) => egresado(p) && estudia(p, 'Administración'),
  ),
  conRasgo('alumnos de derecho que no sean de izquierda', 'alumnos de derecho', (p) => estudiante(p) && estudia(p, 'Derecho')),
  conRasgo('postulantes de ingeniería civil que no estén en ningún sindicato', 'postulantes de ingeniería civil', (p) =>
    estudia(p, 'Ingeniería Civil'),
  ),
  conRasgo('estudiantes de marketing de tez clara', 'estudiantes de marketing', (p) => estudiante(p) && estudia(p, 'Marketing')),
  conRasgo('egresados de contabilidad que no sean serranos', 'egresados de contabilidad', (p) => egresado(p) && estudia(p, 'Contabilidad')),
  conRasgo(
    'estudiantes de enfermería técnica que midan más de 1.60',
    'estudiantes de enfermería técnica',
    (p) => estudiante(p) && estudia(p, 'Enfermería Técnica'),
  ),
  conRasgo(
    'egresados de ingeniería de sistemas que hayan nacido en los 2000',
    'egresados de ingeniería de sistemas',
    (p) => egresado(p) && estudia(p, 'Ingeniería de Sistemas'),
  ),
  conRasgo('estudiantes de economía que no pasen los 22 años', 'estudiantes de economía', (p) => estudiante(p) && estudia(p, 'Economía')),
  conRasgo('alumnos de diseño gráfico sin piercings', 'alumnos de diseño gráfico', (p) => estudiante(p) && estudia(p, 'Diseño Gráfico')),
  conRasgo(
    'estudiantes de administración que sean heterosexuales',
    'estudiantes de administración',
    (p) => estudiante(p) && estudia(p, 'Administración'),
  ),
  conRasgo('egresados de derecho casados', 'egresados de derecho', (p) => egresado(p) && estudia(p, 'Derecho')),
  conRasgo(
    'estudiantes de ingeniería industrial varones',
    'estudiantes de ingeniería industrial',
    (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial'),
  ),
  conRasgo('contadores de la generación Z', 'contadores', (p) => estudia(p, 'Contabilidad')),
  conRasgo('egresados de marketing que no sean venezolanos', 'egresados de marketing', (p) => egresado(p) && estudia(p, 'Marketing')),
  conRasgo('egresados de psicología de contextura delgada', 'egresados de psicología', (p) => egresado(p) && estudia(p, 'Psicología')),
  conRasgo('estudiantes de derecho con cara bonita', 'estudiantes de derecho', (p) => estudiante(p) && estudia(p, 'Derecho')),
  soloRasgo('que no sean gorditos'),
  soloRasgo('de raza blanca'),
  soloRasgo('que no tengan hijos'),
  soloRasgo('menores de 30 años'),
  soloRasgo('que vayan a misa'),
  soloRasgo('sin problemas de salud'),
  // Negations of every kind of criterion.
  {
    prompt: 'egresados de economía que no sean de la UP',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Economía') && !sigla(p, 'UP'),
  },
  {
    prompt: 'estudiantes de ingeniería industrial excepto los de la UNI',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && !sigla(p, 'UNI'),
  },
  {
    prompt: 'técnicos de computación que no sean del SENATI',
    tipo: 'negacion',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática') && !sigla(p, 'SENATI'),
  },
  {
    prompt: 'estudiantes de la PUCP que no sean de derecho',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && sigla(p, 'PUCP') && !estudia(p, 'Derecho'),
  },
  {
    prompt: 'egresados de Arequipa menos los de contabilidad',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && enRegion(p, 4) && !estudia(p, 'Contabilidad'),
  },
  {
    prompt: 'alumnos de ingeniería de sistemas fuera de Lima',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas') && !enRegion(p, 15),
  },
  {
    prompt: 'egresados de administración que no vivan en Miraflores',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Administración') && p.distrito !== 'Miraflores',
  },
  {
    prompt: 'estudiantes de contabilidad que no hablen quechua',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && habla(p, 'Quechua') === 0,
  },
  {
    prompt: 'egresados de derecho sin francés ni portugués',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && habla(p, 'Francés') === 0 && habla(p, 'Portugués') === 0,
  },
  {
    prompt: 'alumnos de economía con inglés pero no básico',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía') && habla(p, 'Inglés') >= 2,
  },
  { prompt: 'contadores que no manejen SAP', tipo: 'negacion', correcto: (p) => estudia(p, 'Contabilidad') && conoce(p, 'SAP ERP') === 0 },
  {
    prompt: 'estudiantes de ingeniería civil sin AutoCAD',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil') && conoce(p, 'AutoCAD') === 0,
  },
  {
    prompt: 'egresados de marketing que no sepan Excel',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Marketing') && conoce(p, 'Excel') === 0,
  },
  {
    prompt: 'postulantes de psicología que no sean estudiantes',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Psicología'),
  },
  { prompt: 'de la UNSA pero que no sean egresados', tipo: 'negacion', correcto: (p) => estudiante(p) && sigla(p, 'UNSA') },
  {
    prompt: 'alumnos de ingeniería industrial que no estén en noveno ni décimo ciclo',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && ciclo(p) !== 9 && ciclo(p) !== 10,
  },
  {
    prompt: 'postulantes de contabilidad menos los descartados',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Contabilidad') && !descartadoEnEval(p),
  },
  {
    prompt: 'egresados de ingeniería civil sin brevete',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Civil') && !p.licencia,
  },
  {
    prompt: 'alumnos de administración que no tengan licencia de conducir',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Administración') && !p.licencia,
  },
  {
    prompt: 'egresados de contabilidad que nunca hayan trabajado',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && !conExperiencia(p),
  },
  {
    prompt: 'estudiantes de marketing sin experiencia en ventas',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing') && !trabajo(p, 'ventas'),
  },
  // Combinations and counts.
  {
    prompt: 'egresados de la PUCP o de la UPC con inglés avanzado',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && sigla(p, 'PUCP', 'UPC') && habla(p, 'Inglés') >= 3,
  },
  {
    prompt: 'estudiantes de la UNI de ingeniería civil o industrial',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && sigla(p, 'UNI') && estudia(p, 'Ingeniería Civil', 'Ingeniería Industrial'),
  },
  {
    prompt: 'contadores de Trujillo que sepan CONCAR',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Contabilidad') && p.provincia === 'Trujillo' && conoce(p, 'CONCAR') >= 1,
  },
  {
    prompt: 'los 5 mejores egresados de derecho de Lima',
    tipo: 'negacion',
    limite: 5,
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && enRegion(p, 15),
  },
  // Plain criteria by acronyms, usual names and places.
  { prompt: 'estudiantes de la UNSAAC', tipo: 'plano', correcto: (p) => estudiante(p) && sigla(p, 'UNSAAC') },
  { prompt: 'egresados de la UNT', tipo: 'plano', correcto: (p) => egresado(p) && sigla(p, 'UNT') },
  {
    prompt: 'alumnos de psicología de San Marcos',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && estudia(p, 'Psicología') && sigla(p, 'UNMSM'),
  },
  { prompt: 'postulantes de la Agraria La Molina', tipo: 'plano', correcto: (p) => sigla(p, 'UNALM') },
  { prompt: 'chicos de la USIL', tipo: 'plano', correcto: (p) => sigla(p, 'USIL') },
  {
    prompt: 'estudiantes de la UCV que vivan en Piura',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && sigla(p, 'UCV') && enRegion(p, 20),
  },
  { prompt: 'técnicos de TECSUP de Arequipa', tipo: 'plano', correcto: (p) => tecnico(p) && sigla(p, 'TECSUP') && enRegion(p, 4) },
  { prompt: 'egresados de la UNAC', tipo: 'plano', correcto: (p) => egresado(p) && sigla(p, 'UNAC') },
  { prompt: 'estudiantes de la Nacional de Trujillo', tipo: 'plano', correcto: (p) => estudiante(p) && sigla(p, 'UNT') },
  { prompt: 'postulantes de Chiclayo', tipo: 'plano', correcto: (p) => p.provincia === 'Chiclayo' },
  { prompt: 'egresados de Huancayo', tipo: 'plano', correcto: (p) => egresado(p) && p.provincia === 'Huancayo' },
  { prompt: 'postulantes de Ica o Puno', tipo: 'plano', correcto: (p) => enRegion(p, 11, 21) },
  { prompt: 'practicantes del Callao con Excel', tipo: 'plano', correcto: (p) => enRegion(p, 7) && conoce(p, 'Excel') >= 1 },
  {
    prompt: 'estudiantes de ingeniería de sistemas con brevete',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas') && p.licencia,
  },
  {
    prompt: 'estudiantes de derecho de último año',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && ciclo(p) >= 9,
  },
  {
    prompt: 'alumnos de 3er año de ingeniería industrial',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && ciclo(p) >= 5 && ciclo(p) <= 6,
  },
  // Spelling variants beside their clean request.
  {
    prompt: 'ejresados de contavilidad',
    tipo: 'ortografia',
    limpia: 'egresados de contabilidad',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad'),
  },
  {
    prompt: 'alumnos de ingenieria sivil',
    tipo: 'ortografia',
    limpia: 'alumnos de ingeniería civil',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil'),
  },
  {
    prompt: 'postulantes ke sepan exel',
    tipo: 'ortografia',
    limpia: 'postulantes que sepan Excel',
    correcto: (p) => conoce(p, 'Excel') >= 1,
  },
  {
    prompt: 'estudiantes de sicologia',
    tipo: 'ortografia',
    limpia: 'estudiantes de psicología',
    correcto: (p) => estudiante(p) && estudia(p, 'Psicología'),
  },
  {
    prompt: 'egresados de administrasion con ingles abanzado',
    tipo: 'ortografia',
    limpia: 'egresados de administración con inglés avanzado',
    correcto: (p) => egresado(p) && estudia(p, 'Administración') && habla(p, 'Inglés') >= 3,
  },
  {
    prompt: 'tecnicos de computasion del senati',
    tipo: 'ortografia',
    limpia: 'técnicos de computación del SENATI',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática') && sigla(p, 'SENATI'),
  },
  {
    prompt: 'alumnos de 9no siclo de derecho',
    tipo: 'ortografia',
    limpia: 'alumnos de noveno ciclo de derecho',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && ciclo(p) === 9,
  },
  {
    prompt: 'egresados ke ablen portuges',
    tipo: 'ortografia',
    limpia: 'egresados que hablen portugués',
    correcto: (p) => egresado(p) && habla(p, 'Portugués') >= 1,
  },
  {
    prompt: 'ing. industrial de la uni',
    tipo: 'ortografia',
    limpia: 'ingeniería industrial de la UNI',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && sigla(p, 'UNI'),
  },
  {
    prompt: 'estudiantes de marketing con powerbi',
    tipo: 'ortografia',
    limpia: 'estudiantes de marketing con Power BI',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing') && conoce(p, 'Power BI') >= 1,
  },
  // Partly understood: the rest answered, the unread part said back.
  parcial('egresados de contabilidad que sean puntuales', (p) => egresado(p) && estudia(p, 'Contabilidad')),
  parcial('estudiantes de ingeniería de sistemas con ganas de aprender', (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas')),
  parcial('alumnos de derecho que acepten 1000 soles', (p) => estudiante(p) && estudia(p, 'Derecho')),
  parcial('postulantes de Arequipa con disponibilidad inmediata', (p) => enRegion(p, 4)),
  parcial('estudiantes de marketing creativos y proactivos', (p) => estudiante(p) && estudia(p, 'Marketing')),
  // Off topic, some with a word a CV holds.
  fueraDeTema('cuánto está el dólar hoy'),
  fueraDeTema('dame una receta de lomo saltado'),
  fueraDeTema('quién ganó el clásico entre Alianza y Universitario'),
  fueraDeTema('necesito un gasfitero en Los Olivos'),
  fueraDeTema('cuéntame un chiste de contadores'),
  fueraDeTema('qué hora es en Cusco'),
];

/**
 * Requests written from the demo CVs (demo.md: 350 applicants, careers such as Ingeniería Industrial, Administración,
 * Marketing and Electrónica Industrial; Lima, Arequipa, La Libertad, Junín, Puno; San Marcos, UNSA, the two Católicas
 * of Arequipa, UNAC…; Excel, AutoCAD, Power BI, SAP modules, HubSpot; English at every level, Quechua, Portuguese;
 * about a fifth with a driving licence) and the issue's six kinds, in everyday Peruvian Spanish, before any parser
 * change for them (issue 33, second round). They hold on the generated pool too, where their facts exist.
 */
const ultimoAnio = (p: P) => estudiante(p) && (tecnico(p) ? ciclo(p) >= 5 : ciclo(p) >= 9);
const finalista = (p: P) => estadoEnEval(p) === 3;
const puestoCon = (p: P, palabra: string) =>
  p.experiencias.some((e) =>
    e.puesto
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .includes(palabra),
  );
export const CONSULTAS_DEMO_CV: (ConsultaTipada & { sinRasgo?: string; limite?: number })[] = [
  // Negations of places, institutions, careers, languages, knowledge, licence, cycles, decisions, experience.
  {
    prompt: 'estudiantes de ingeniería industrial que no sean de Arequipa',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && !enRegion(p, 4),
  },
  {
    prompt: 'postulantes de Arequipa que no vivan en Cayma ni en Yanahuara',
    tipo: 'negacion',
    correcto: (p) => enRegion(p, 4) && p.distrito !== 'Cayma' && p.distrito !== 'Yanahuara',
  },
  {
    prompt: 'de administración pero no de Lima ni del Callao',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Administración') && !enRegion(p, 15, 7),
  },
  { prompt: 'los que no hablan inglés', tipo: 'negacion', correcto: sinIngles },
  {
    prompt: 'estudiantes con inglés, excepto los de nivel básico',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && habla(p, 'Inglés') >= 2,
  },
  { prompt: 'egresados sin inglés avanzado', tipo: 'negacion', correcto: (p) => egresado(p) && habla(p, 'Inglés') < 3 },
  { prompt: 'alumnos que no sean de San Marcos', tipo: 'negacion', correcto: (p) => estudiante(p) && !sigla(p, 'UNMSM') },
  {
    prompt: 'ingeniería industrial menos los de la UNSA',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && !sigla(p, 'UNSA'),
  },
  {
    prompt: 'postulantes de Trujillo que no sepan Excel',
    tipo: 'negacion',
    correcto: (p) => p.provincia === 'Trujillo' && conoce(p, 'Excel') === 0,
  },
  { prompt: 'que no tengan brevete y sean de Lima', tipo: 'negacion', correcto: (p) => !p.licencia && enRegion(p, 15) },
  { prompt: 'con brevete pero que no sean de Lima', tipo: 'negacion', correcto: (p) => p.licencia && !enRegion(p, 15) },
  {
    prompt: 'estudiantes de ingeniería industrial que no estén en décimo ciclo',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && ciclo(p) !== 10,
  },
  {
    prompt: 'postulantes con experiencia, pero no en ventas',
    tipo: 'negacion',
    correcto: (p) => conExperiencia(p) && !trabajo(p, 'ventas'),
  },
  {
    prompt: 'sin experiencia en recursos humanos, de Lima',
    tipo: 'negacion',
    correcto: (p) => enRegion(p, 15) && !trabajo(p, 'rrhh'),
  },
  {
    prompt: 'egresados que no sean de administración ni de economía',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && !estudia(p, 'Administración', 'Economía'),
  },
  {
    prompt: 'estudiantes de Puno o Arequipa que no sepan quechua',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && enRegion(p, 21, 4) && habla(p, 'Quechua') === 0,
  },
  {
    prompt: 'practicantes con Power BI menos los descartados',
    tipo: 'negacion',
    correcto: (p) => conoce(p, 'Power BI') >= 1 && !descartadoEnEval(p),
  },
  { prompt: 'ni de Lima ni de Arequipa', tipo: 'negacion', correcto: (p) => !enRegion(p, 15, 4) },
  { prompt: 'todos menos los de la PUCP', tipo: 'negacion', correcto: (p) => !sigla(p, 'PUCP') },
  {
    prompt: 'técnicos en electrónica industrial que no sean de Junín',
    tipo: 'negacion',
    correcto: (p) => tecnico(p) && estudia(p, 'Electrónica Industrial') && !enRegion(p, 12),
  },
  {
    prompt: 'postulantes que no hablen ni inglés ni portugués',
    tipo: 'negacion',
    correcto: (p) => sinIngles(p) && habla(p, 'Portugués') === 0,
  },
  {
    prompt: 'de ingeniería industrial que no sean finalistas',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && !finalista(p),
  },
  {
    prompt: 'egresados con SAP que no sean de Lima',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && conoce(p, 'SAP ERP') >= 1 && !enRegion(p, 15),
  },
  {
    prompt: 'estudiantes de ingeniería industrial que no tengan inglés intermedio ni avanzado',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && habla(p, 'Inglés') < 2,
  },
  {
    prompt: 'postulantes de Lima, salvo los que viven en Barranco',
    tipo: 'negacion',
    correcto: (p) => enRegion(p, 15) && p.distrito !== 'Barranco',
  },
  {
    prompt: 'que no estudien en la Católica de Santa María',
    tipo: 'negacion',
    correcto: (p) => !sigla(p, 'UCSM'),
  },
  { prompt: 'estudiantes que no sean técnicos', tipo: 'negacion', correcto: (p) => estudiante(p) && !tecnico(p) },
  {
    prompt: 'sin AutoCAD ni SolidWorks, de ingeniería industrial',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && conoce(p, 'AutoCAD') === 0 && conoce(p, 'SolidWorks') === 0,
  },
  // Combinations, counts and years of study.
  {
    prompt: 'estudiantes de administración o economía de Arequipa con Excel',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Administración', 'Economía') && enRegion(p, 4) && conoce(p, 'Excel') >= 1,
  },
  {
    prompt: 'egresados de la UNSA o de la Católica de Santa María con inglés intermedio',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && sigla(p, 'UNSA', 'UCSM') && habla(p, 'Inglés') >= 2,
  },
  {
    prompt: 'los 3 mejores de marketing de Lima',
    tipo: 'negacion',
    limite: 3,
    correcto: (p) => estudia(p, 'Marketing') && enRegion(p, 15),
  },
  {
    prompt: 'dame 5 de ingeniería industrial con AutoCAD',
    tipo: 'negacion',
    limite: 5,
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && conoce(p, 'AutoCAD') >= 1,
  },
  {
    prompt: 'estudiantes de ingeniería industrial de último año con Power BI',
    tipo: 'negacion',
    correcto: (p) => ultimoAnio(p) && estudia(p, 'Ingeniería Industrial') && conoce(p, 'Power BI') >= 1,
  },
  {
    prompt: 'alumnos de 4to año de ingeniería industrial',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && ciclo(p) >= 7 && ciclo(p) <= 8,
  },
  {
    prompt: 'de Arequipa con Excel avanzado o Power BI',
    tipo: 'negacion',
    correcto: (p) => enRegion(p, 4) && (conoce(p, 'Excel') >= 3 || conoce(p, 'Power BI') >= 1),
  },
  {
    prompt: 'estudiantes de Lima con inglés avanzado y brevete',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && enRegion(p, 15) && habla(p, 'Inglés') >= 3 && p.licencia,
  },
  {
    prompt: 'los finalistas de Arequipa con inglés',
    tipo: 'negacion',
    correcto: (p) => finalista(p) && enRegion(p, 4) && habla(p, 'Inglés') >= 1,
  },
  // Spelling variants beside their clean request.
  {
    prompt: 'estudiantes de injenieria industrial de arekipa',
    tipo: 'ortografia',
    limpia: 'estudiantes de ingeniería industrial de Arequipa',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && enRegion(p, 4),
  },
  {
    prompt: 'egresados ke no sean de lima',
    tipo: 'ortografia',
    limpia: 'egresados que no sean de Lima',
    correcto: (p) => egresado(p) && !enRegion(p, 15),
  },
  { prompt: 'postulantes ke no ablen ingles', tipo: 'ortografia', limpia: 'postulantes que no hablen inglés', correcto: sinIngles },
  {
    prompt: 'alumnos de adm. con exel avansado',
    tipo: 'ortografia',
    limpia: 'alumnos de administración con Excel avanzado',
    correcto: (p) => estudiante(p) && estudia(p, 'Administración') && conoce(p, 'Excel') >= 3,
  },
  {
    prompt: 'ing. industrial de 8vo siclo',
    tipo: 'ortografia',
    limpia: 'ingeniería industrial de octavo ciclo',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && ciclo(p) === 8,
  },
  { prompt: 'chicos de la san markos', tipo: 'ortografia', limpia: 'chicos de San Marcos', correcto: (p) => sigla(p, 'UNMSM') },
  { prompt: 'postulantes con brebete', tipo: 'ortografia', limpia: 'postulantes con brevete', correcto: (p) => p.licencia },
  {
    prompt: 'estudiantes de mercadotecnia de truhillo',
    tipo: 'ortografia',
    limpia: 'estudiantes de marketing de Trujillo',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing') && p.provincia === 'Trujillo',
  },
  {
    prompt: 'ekonomia de la unsa',
    tipo: 'ortografia',
    limpia: 'economía de la UNSA',
    correcto: (p) => estudia(p, 'Economía') && sigla(p, 'UNSA'),
  },
  {
    prompt: 'que ablen kechua y sean de puno',
    tipo: 'ortografia',
    limpia: 'que hablen quechua y sean de Puno',
    correcto: (p) => habla(p, 'Quechua') >= 1 && enRegion(p, 21),
  },
  { prompt: 'sin experiensia en bentas', tipo: 'ortografia', limpia: 'sin experiencia en ventas', correcto: (p) => !trabajo(p, 'ventas') },
  {
    prompt: 'exepto los de arequipa, egresados de ing industrial',
    tipo: 'ortografia',
    limpia: 'excepto los de Arequipa, egresados de ingeniería industrial',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Industrial') && !enRegion(p, 4),
  },
  {
    prompt: 'estudiantes de relasiones industriales',
    tipo: 'ortografia',
    limpia: 'estudiantes de relaciones industriales',
    correcto: (p) => estudiante(p) && estudia(p, 'Relaciones Industriales'),
  },
  {
    prompt: 'postulantes con pawer bi',
    tipo: 'ortografia',
    limpia: 'postulantes con Power BI',
    correcto: (p) => conoce(p, 'Power BI') >= 1,
  },
  {
    prompt: 'alumnos del 2do año de electronica industrial',
    tipo: 'ortografia',
    limpia: 'alumnos de segundo año de electrónica industrial',
    correcto: (p) => estudiante(p) && estudia(p, 'Electrónica Industrial') && ciclo(p) >= 3 && ciclo(p) <= 4,
  },
  {
    prompt: 'egresados q no tengan experiencia',
    tipo: 'ortografia',
    limpia: 'egresados que no tengan experiencia',
    correcto: (p) => egresado(p) && !conExperiencia(p),
  },
  // Plain criteria the demo CVs hold.
  { prompt: 'estudiantes de la UCSP', tipo: 'plano', correcto: (p) => estudiante(p) && ucsp(p) },
  { prompt: 'egresados de la Católica de Santa María', tipo: 'plano', correcto: (p) => egresado(p) && sigla(p, 'UCSM') },
  { prompt: 'postulantes de la UNAC', tipo: 'plano', correcto: (p) => sigla(p, 'UNAC') },
  { prompt: 'alumnos de la San Martín de Porres', tipo: 'plano', correcto: (p) => estudiante(p) && sigla(p, 'USMP') },
  { prompt: 'chicos de la U de Lima', tipo: 'plano', correcto: (p) => sigla(p, 'ULima') },
  { prompt: 'estudiantes de la Universidad de Piura', tipo: 'plano', correcto: (p) => estudiante(p) && sigla(p, 'UDEP') },
  { prompt: 'postulantes que vivan en Barranco', tipo: 'plano', correcto: (p) => p.distrito === 'Barranco' },
  { prompt: 'de Sachaca o Cayma', tipo: 'plano', correcto: (p) => p.distrito === 'Sachaca' || p.distrito === 'Cayma' },
  {
    prompt: 'estudiantes de José Luis Bustamante y Rivero',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && p.distrito === 'José Luis Bustamante y Rivero',
  },
  { prompt: 'los que tienen SAP', tipo: 'plano', correcto: (p) => conoce(p, 'SAP ERP') >= 1 },
  { prompt: 'postulantes con Excel avanzado', tipo: 'plano', correcto: (p) => conoce(p, 'Excel') >= 3 },
  { prompt: 'que sepan HubSpot', tipo: 'plano', correcto: (p) => conoce(p, 'HubSpot CRM') >= 1 },
  {
    prompt: 'estudiantes de relaciones industriales',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && estudia(p, 'Relaciones Industriales'),
  },
  { prompt: 'técnicos en electrónica industrial', tipo: 'plano', correcto: (p) => tecnico(p) && estudia(p, 'Electrónica Industrial') },
  { prompt: 'los finalistas', tipo: 'plano', correcto: finalista },
  { prompt: 'postulantes con experiencia en producción', tipo: 'plano', correcto: (p) => trabajo(p, 'produccion') },
  { prompt: 'que hayan trabajado en almacén', tipo: 'plano', correcto: (p) => puestoCon(p, 'almacen') },
  {
    prompt: 'egresados de Huancayo con Excel',
    tipo: 'plano',
    correcto: (p) => egresado(p) && p.provincia === 'Huancayo' && conoce(p, 'Excel') >= 1,
  },
  { prompt: 'postulantes de Moquegua', tipo: 'plano', correcto: (p) => enRegion(p, 18) },
  {
    prompt: 'estudiantes con inglés intermedio de Arequipa',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && habla(p, 'Inglés') >= 2 && enRegion(p, 4),
  },
  // Partly understood: the rest answered, the unread part said back.
  parcial('egresados de economía que vivan cerca de la oficina', (p) => egresado(p) && estudia(p, 'Economía')),
  parcial('practicantes de Arequipa que acepten 1025 soles', (p) => enRegion(p, 4)),
  parcial('alumnos de administración con buena actitud', (p) => estudiante(p) && estudia(p, 'Administración')),
  parcial('egresados de ingeniería industrial colegiados', (p) => egresado(p) && estudia(p, 'Ingeniería Industrial')),
  parcial('postulantes con Power BI que puedan trabajar los sábados', (p) => conoce(p, 'Power BI') >= 1),
  // Off topic, some with a word a CV holds.
  fueraDeTema('recomiéndame un chifa en Barranco'),
  fueraDeTema('cómo se prepara un ceviche'),
  fueraDeTema('va a llover mañana en Arequipa?'),
  fueraDeTema('necesito un electricista para mi casa en Cayma'),
  fueraDeTema('quién es el presidente del Perú'),
  fueraDeTema('hazme la tarea de estadística'),
  // Protected traits beside criteria, and alone.
  conRasgo(
    'estudiantes de ingeniería industrial solteros y sin hijos',
    'estudiantes de ingeniería industrial',
    (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial'),
  ),
  conRasgo('practicantes de marketing de buena presencia y delgadas', 'practicantes de marketing', (p) => estudia(p, 'Marketing')),
  conRasgo('egresados de Arequipa nacidos después del 2000', 'egresados de Arequipa', (p) => egresado(p) && enRegion(p, 4)),
  conRasgo('de administración, que no sean muy morenos', 'de administración', (p) => estudia(p, 'Administración')),
  conRasgo('estudiantes de economía menores de 23', 'estudiantes de economía', (p) => estudiante(p) && estudia(p, 'Economía')),
  soloRasgo('puros hombres'),
  soloRasgo('que sean cristianos'),
  // Exclusion verbs and comparisons recruiters type (written after probing wordings, before the parser change).
  { prompt: 'descarta a los de Lima', tipo: 'negacion', correcto: (p) => !enRegion(p, 15) },
  {
    prompt: 'quita a los de Arequipa, quiero estudiantes de administración',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Administración') && !enRegion(p, 4),
  },
  { prompt: 'saca a los descartados', tipo: 'negacion', correcto: (p) => !descartadoEnEval(p) },
  { prompt: 'evita a los descartados', tipo: 'negacion', correcto: (p) => !descartadoEnEval(p) },
  {
    prompt: 'egresados de economía, dejando de lado los de Lima',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Economía') && !enRegion(p, 15),
  },
  {
    prompt: 'ninguno de Lima, egresados de ingeniería industrial',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Industrial') && !enRegion(p, 15),
  },
  { prompt: 'omite a los de la PUCP', tipo: 'negacion', correcto: (p) => !sigla(p, 'PUCP') },
  {
    prompt: 'estudiantes con Excel, sin contar a los de Arequipa',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && conoce(p, 'Excel') >= 1 && !enRegion(p, 4),
  },
  { prompt: 'estudiantes de menos de 6to ciclo', tipo: 'negacion', correcto: (p) => estudiante(p) && ciclo(p) >= 1 && ciclo(p) <= 5 },
  { prompt: 'estudiantes de más de 7mo ciclo', tipo: 'negacion', correcto: (p) => estudiante(p) && ciclo(p) >= 8 },
  {
    prompt: 'alumnos de ingeniería industrial de un ciclo mayor a 8',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && ciclo(p) >= 9,
  },
  { prompt: 'con inglés intermedio, no avanzado', tipo: 'negacion', correcto: (p) => habla(p, 'Inglés') === 2 },
  {
    prompt: 'sin experiencia en ventas ni en atención al cliente',
    tipo: 'negacion',
    correcto: (p) => !trabajo(p, 'ventas') && !trabajo(p, 'atencion'),
  },
  { prompt: 'los que no son de la capital', tipo: 'negacion', correcto: (p) => p.provincia !== 'Lima' },
  { prompt: 'los que ya terminaron la carrera', tipo: 'plano', correcto: egresado },
  {
    prompt: 'deskarta a los ke son de lima',
    tipo: 'ortografia',
    limpia: 'descarta a los que son de Lima',
    correcto: (p) => !enRegion(p, 15),
  },
  parcial('egresados de contabilidad habilitados', (p) => egresado(p) && estudia(p, 'Contabilidad')),
  parcial('estudiantes de marketing que puedan trabajar fines de semana', (p) => estudiante(p) && estudia(p, 'Marketing')),
];

/**
 * The causes decision 070 left open, each with neighbouring wordings (issue 33, third round; written before the
 * parser changed): a list of experience areas under one negation joined by «ni en» / «o en», a specific area asked
 * («almacén») that the ranking widens to its family, a district listed with another of the province that bears its
 * name («Huancayo o El Tambo»: the district, not the province), «la capital» (Lima Metropolitana), finishing one's
 * studies said with a verb («ya terminaron la carrera»), and a one-letter typo in a short word of a two-word name
 * («pawer bi»).
 */
export const CONSULTAS_CAUSAS: (ConsultaTipada & { limpia?: string })[] = [
  {
    prompt: 'que no hayan trabajado en logística ni en ventas',
    tipo: 'negacion',
    correcto: (p) => !trabajo(p, 'logistica') && !trabajo(p, 'ventas'),
  },
  {
    prompt: 'sin experiencia en contabilidad ni en atención al cliente',
    tipo: 'negacion',
    correcto: (p) => !trabajo(p, 'contabilidad') && !trabajo(p, 'atencion'),
  },
  {
    prompt: 'estudiantes sin experiencia en obra ni en producción',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && !trabajo(p, 'obra') && !trabajo(p, 'produccion'),
  },
  {
    prompt: 'con experiencia en ventas o en atención al cliente',
    tipo: 'plano',
    correcto: (p) => trabajo(p, 'ventas', 'atencion'),
  },
  { prompt: 'con experiencia en almacén', tipo: 'plano', correcto: (p) => puestoCon(p, 'almacen') },
  { prompt: 'practicantes con experiencia en gestión humana', tipo: 'plano', correcto: (p) => puestoCon(p, 'gestion humana') },
  {
    prompt: 'estudiantes de Trujillo o Víctor Larco',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && (p.distrito === 'Trujillo' || p.distrito === 'Víctor Larco Herrera'),
  },
  { prompt: 'postulantes de El Tambo o Huancayo', tipo: 'plano', correcto: (p) => p.distrito === 'Huancayo' || p.distrito === 'El Tambo' },
  { prompt: 'practicantes de la capital', tipo: 'plano', correcto: (p) => p.provincia === 'Lima' },
  {
    prompt: 'estudiantes de contabilidad de la capital',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && p.provincia === 'Lima',
  },
  {
    prompt: 'egresados que no vivan en la capital',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && p.provincia !== 'Lima',
  },
  { prompt: 'los que ya acabaron sus estudios', tipo: 'plano', correcto: egresado },
  {
    prompt: 'contadores que ya culminaron la carrera',
    tipo: 'plano',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad'),
  },
  { prompt: 'los que aún no terminan la carrera', tipo: 'negacion', correcto: estudiante },
  {
    prompt: 'egresados con pawer bi',
    tipo: 'ortografia',
    limpia: 'egresados con Power BI',
    correcto: (p) => egresado(p) && conoce(p, 'Power BI') >= 1,
  },
  { prompt: 'que sepan gogle ads', tipo: 'ortografia', limpia: 'que sepan Google Ads', correcto: (p) => conoce(p, 'Google Ads') >= 1 },
  // Found while looking for structural causes (written with their fixes, so their first run is not a blind one):
  // "o" between two clauses that each ask a career, a place or a level — read as one, the clauses mix, so nobody may
  // be at 100 % —, a career ruled out with its family, negation words misspelt, «año» typed «anio».
  {
    prompt: 'estudiantes de Lima o egresados de Arequipa',
    tipo: 'negacion',
    correcto: (p) => (estudiante(p) && enRegion(p, 15)) || (egresado(p) && enRegion(p, 4)),
  },
  {
    prompt: 'ingenieros industriales de Lima o economistas de Arequipa',
    tipo: 'negacion',
    correcto: (p) => (estudia(p, 'Ingeniería Industrial') && enRegion(p, 15)) || (estudia(p, 'Economía') && enRegion(p, 4)),
  },
  {
    prompt: 'egresados de contabilidad o estudiantes de economía',
    tipo: 'negacion',
    correcto: (p) => (egresado(p) && estudia(p, 'Contabilidad')) || (estudiante(p) && estudia(p, 'Economía')),
  },
  { prompt: 'que no sean de marketing', tipo: 'negacion', correcto: (p) => !estudia(p, 'Marketing', 'Mercadotecnia') },
  { prompt: 'eksepto los de cusco', tipo: 'ortografia', limpia: 'excepto los de Cusco', correcto: (p) => !enRegion(p, 8) },
  { prompt: 'a exepcion de los de Lima', tipo: 'ortografia', limpia: 'a excepción de los de Lima', correcto: (p) => !enRegion(p, 15) },
  {
    prompt: 'ecseptuando a los de la PUCP',
    tipo: 'ortografia',
    limpia: 'exceptuando a los de la PUCP',
    correcto: (p) => !sigla(p, 'PUCP'),
  },
  { prompt: 'alumnos de ultimo anio', tipo: 'ortografia', limpia: 'alumnos de último año', correcto: ultimoAnio },
  {
    prompt: 'alunnos de 2do anio',
    tipo: 'ortografia',
    limpia: 'alumnos de 2do año',
    correcto: (p) => estudiante(p) && ciclo(p) >= 3 && ciclo(p) <= 4,
  },
  // «primeros ciclos» under a negation (the order word «primero» ended the negation: the list was inverted), a CV's
  // «≤ V» met for sure only by a range that holds every cycle up to V, "not required" said with «no tiene que» / «no
  // hace falta» (read as asked, or as ruled out) and a study level preferred.
  { prompt: 'que no estén en los primeros ciclos', tipo: 'negacion', correcto: (p) => !(estudiante(p) && ciclo(p) >= 1 && ciclo(p) <= 5) },
  { prompt: 'alumnos de V ciclo', tipo: 'plano', correcto: (p) => estudiante(p) && ciclo(p) === 5 },
  { prompt: 'no tienen que ser de Lima', tipo: 'negacion', correcto: todos },
  { prompt: 'no hace falta que sepan inglés', tipo: 'negacion', correcto: todos },
  { prompt: 'de preferencia egresados', tipo: 'negacion', correcto: todos, primero: egresado },
  // «último año» of a career taught only at institutes is V–VI (the levels were narrowed by the career only after the
  // years of study were read, so it asked IX–X and found nobody). Written with the fix.
  {
    prompt: 'estudiantes de último año de computación e informática',
    tipo: 'negacion',
    correcto: (p) => ultimoAnio(p) && estudia(p, 'Computación e Informática'),
  },
  {
    prompt: 'alumnos de los últimos ciclos de enfermería técnica',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && estudia(p, 'Enfermería Técnica') && ciclo(p) >= 5,
  },
];

/**
 * Fourth round: wordings of negations, combinations, counts, order, years of study and their
 * spelling variants that the set did not hold yet — «descartando», «quitando», «pero no», «tampoco», «no de …» after a
 * comma, a district ruled out inside its region, an institution by «estudiar en», a study level or a career family
 * ruled out, cycle ranges ruled out, decisions joined by «ni», «penúltimo», «tercer año», counts with exclusions —
 * written from the pool's facts before the parser changed for them (the held-out set is not read).
 */
const distrito = (p: P, ...ds: string[]) => ds.includes(p.distrito);
// A bachelor is a university graduate with the degree (level 8): a technical graduate is level 4 whatever the pool's
// estado_estudios says. Corrected after the first run: the three bachelor requests were first written with
// estado_estudios === 2, which counts technical graduates the product files as graduates (the parser was right).
const bachiller = (p: P) => nivelDe(p) === 8;
const entre = (p: P, a: number, b: number) => estudiante(p) && ciclo(p) >= a && ciclo(p) <= b;
export const CONSULTAS_CUARTA: (ConsultaTipada & { limite?: number })[] = [
  // Exclusion words and joins not written before.
  {
    prompt: 'estudiantes de economía descartando a los de Lima',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía') && !enRegion(p, 15),
  },
  {
    prompt: 'egresados de contabilidad quitando a los de Arequipa',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && !enRegion(p, 4),
  },
  {
    prompt: 'alumnos de ingeniería industrial, pero no de la UNI',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && !sigla(p, 'UNI'),
  },
  {
    prompt: 'egresados de economía que no sean de Lima y tampoco de Arequipa',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Economía') && !enRegion(p, 15, 4),
  },
  {
    prompt: 'estudiantes que no sepan inglés y tampoco portugués',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && habla(p, 'Inglés') === 0 && habla(p, 'Portugués') === 0,
  },
  {
    prompt: 'alumnos de administración salvo los de Piura y Cusco',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Administración') && !enRegion(p, 20, 8),
  },
  {
    prompt: 'estudiantes de contabilidad, no de Lima',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && !enRegion(p, 15),
  },
  {
    prompt: 'egresados de administración, no técnicos',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Administración') && universitario(p),
  },
  {
    prompt: 'alumnos de ingeniería de sistemas, no de la UNI',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas') && !sigla(p, 'UNI'),
  },
  { prompt: 'todos excepto los que estudian derecho', tipo: 'negacion', correcto: (p) => !estudia(p, 'Derecho') },
  {
    prompt: 'estudiantes que no sean ni de contabilidad ni de economía',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && !estudia(p, 'Contabilidad', 'Economía'),
  },
  { prompt: 'estudiantes que no sean de ingeniería', tipo: 'negacion', correcto: (p) => estudiante(p) && !estudia(p, 'Ingeniería') },
  // Places at every level ruled out.
  {
    prompt: 'postulantes de Lima, pero no de Miraflores',
    tipo: 'negacion',
    correcto: (p) => enRegion(p, 15) && !distrito(p, 'Miraflores'),
  },
  {
    prompt: 'postulantes de Lima que no vivan en La Molina',
    tipo: 'negacion',
    correcto: (p) => enRegion(p, 15) && !distrito(p, 'La Molina'),
  },
  {
    prompt: 'alumnos que no sean de Lima Metropolitana',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && p.provincia !== 'Lima',
  },
  {
    prompt: 'postulantes de la región Lima excepto Huaral',
    tipo: 'negacion',
    correcto: (p) => enRegion(p, 15) && p.provincia !== 'Huaral',
  },
  {
    prompt: 'estudiantes de Cusco menos los de Wanchaq',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && enRegion(p, 8) && !distrito(p, 'Wanchaq'),
  },
  {
    prompt: 'egresados de Piura pero no de Castilla',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && enRegion(p, 20) && !distrito(p, 'Castilla'),
  },
  {
    prompt: 'de Arequipa, a excepción de Cerro Colorado',
    tipo: 'negacion',
    correcto: (p) => enRegion(p, 4) && !distrito(p, 'Cerro Colorado'),
  },
  {
    prompt: 'egresados de Trujillo salvo los de Víctor Larco',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && p.provincia === 'Trujillo' && !distrito(p, 'Víctor Larco Herrera'),
  },
  // Institutions ruled out, by acronym, usual name or «estudiar en».
  {
    prompt: 'que no estudien en La Molina',
    tipo: 'negacion',
    correcto: (p) => !sigla(p, 'UNALM'),
  },
  {
    prompt: 'egresados de ingeniería civil, a excepción de los de San Marcos',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Civil') && !sigla(p, 'UNMSM'),
  },
  {
    prompt: 'egresados de Trujillo salvo los de la UCV',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && enRegion(p, 13) && !sigla(p, 'UCV'),
  },
  {
    prompt: 'de Lima pero no de la PUCP ni de la UPC',
    tipo: 'negacion',
    correcto: (p) => enRegion(p, 15) && !sigla(p, 'PUCP', 'UPC'),
  },
  {
    prompt: 'estudiantes de Arequipa que no sean de la Católica de Santa María ni de la San Pablo',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && enRegion(p, 4) && !sigla(p, 'UCSM', 'UCSP'),
  },
  {
    prompt: 'técnicos que no hayan estudiado en SENATI ni en TECSUP',
    tipo: 'negacion',
    correcto: (p) => tecnico(p) && !sigla(p, 'SENATI', 'TECSUP'),
  },
  // Languages, knowledge and levels ruled out.
  {
    prompt: 'egresados de psicología excepto los que hablan inglés avanzado',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Psicología') && habla(p, 'Inglés') < 3,
  },
  { prompt: 'practicantes sin Excel avanzado', tipo: 'negacion', correcto: (p) => conoce(p, 'Excel') < 3 },
  {
    prompt: 'estudiantes de ingeniería de sistemas que no manejen SQL ni Python',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'SQL') === 0 && conoce(p, 'Python') === 0,
  },
  {
    prompt: 'postulantes de la UNSA que no hablen quechua',
    tipo: 'negacion',
    correcto: (p) => sigla(p, 'UNSA') && habla(p, 'Quechua') === 0,
  },
  {
    prompt: 'estudiantes de la UNI que no sepan AutoCAD',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && sigla(p, 'UNI') && conoce(p, 'AutoCAD') === 0,
  },
  { prompt: 'estudiantes con inglés que no sea básico', tipo: 'negacion', correcto: (p) => estudiante(p) && habla(p, 'Inglés') >= 2 },
  {
    prompt: 'egresados con portugués pero no avanzado',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && habla(p, 'Portugués') >= 1 && habla(p, 'Portugués') < 3,
  },
  // Study level, decisions, licence and experience ruled out.
  {
    prompt: 'egresados de administración que no sean bachilleres',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Administración') && !bachiller(p),
  },
  { prompt: 'bachilleres que no sean de derecho', tipo: 'negacion', correcto: (p) => bachiller(p) && !estudia(p, 'Derecho') },
  { prompt: 'que no sean técnicos ni bachilleres', tipo: 'negacion', correcto: (p) => universitario(p) && !bachiller(p) },
  {
    prompt: 'postulantes que no estén en proceso ni descartados',
    tipo: 'negacion',
    correcto: (p) => estadoEnEval(p) !== 1 && estadoEnEval(p) !== 2,
  },
  {
    prompt: 'egresados de derecho menos los seleccionados',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && !finalista(p),
  },
  {
    prompt: 'quitando a los descartados, estudiantes de Cusco',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && enRegion(p, 8) && activo(p),
  },
  { prompt: 'técnicos que no tengan brevete', tipo: 'negacion', correcto: (p) => tecnico(p) && !p.licencia },
  {
    prompt: 'egresados sin licencia de conducir ni experiencia',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && !p.licencia && !conExperiencia(p),
  },
  {
    prompt: 'alumnos con brevete excepto los de Lima',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && p.licencia && !enRegion(p, 15),
  },
  {
    prompt: 'egresados que no hayan trabajado en contabilidad',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && !trabajo(p, 'contabilidad'),
  },
  // Cycle ranges ruled out and years of study.
  { prompt: 'estudiantes que no estén entre sexto y octavo ciclo', tipo: 'negacion', correcto: (p) => estudiante(p) && !entre(p, 6, 8) },
  {
    prompt: 'alumnos de ingeniería industrial excepto los de 9no y 10mo ciclo',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && ciclo(p) < 9,
  },
  {
    prompt: 'estudiantes de penúltimo año de ingeniería industrial',
    tipo: 'plano',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && entre(p, 7, 8),
  },
  { prompt: 'alumnos del penúltimo ciclo de derecho', tipo: 'plano', correcto: (p) => estudia(p, 'Derecho') && entre(p, 9, 9) },
  {
    prompt: 'alumnos que estén en tercer año de economía',
    tipo: 'plano',
    correcto: (p) => estudia(p, 'Economía') && entre(p, 5, 6),
  },
  {
    prompt: 'alumnos de quinto año de ingeniería civil',
    tipo: 'plano',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && entre(p, 9, 10),
  },
  {
    prompt: 'estudiantes de sexto a octavo ciclo de administración',
    tipo: 'plano',
    correcto: (p) => estudia(p, 'Administración') && entre(p, 6, 8),
  },
  {
    prompt: 'alumnos entre 7mo y 9no ciclo que no sean de Lima',
    tipo: 'negacion',
    correcto: (p) => entre(p, 7, 9) && !enRegion(p, 15),
  },
  {
    prompt: 'estudiantes de último año que no sean de Lima',
    tipo: 'negacion',
    correcto: (p) => ultimoAnio(p) && !enRegion(p, 15),
  },
  // Counts and order with exclusions.
  {
    prompt: 'los 3 mejores egresados de contabilidad de Arequipa',
    tipo: 'negacion',
    limite: 3,
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && enRegion(p, 4),
  },
  {
    prompt: 'dame los 5 mejores de economía que no sean de Lima',
    tipo: 'negacion',
    limite: 5,
    correcto: (p) => estudia(p, 'Economía') && !enRegion(p, 15),
  },
  {
    prompt: 'top 10 de ingeniería de sistemas sin los descartados',
    tipo: 'negacion',
    limite: 10,
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && activo(p),
  },
  {
    prompt: 'estudiantes de administración que no sean de Lima, primero los de más experiencia',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Administración') && !enRegion(p, 15),
    primero: conExperiencia,
  },
  {
    prompt: 'egresados de marketing, los de más experiencia primero',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Marketing'),
    primero: conExperiencia,
  },
  // Spelling variants of the above (k/qu, s/z/c, v/b, y/ll, dropped h, no accents, abbreviations, one-letter typos).
  {
    prompt: 'estudiantes de ekonomia ke no sean de lima',
    tipo: 'ortografia',
    limpia: 'estudiantes de economía que no sean de Lima',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía') && !enRegion(p, 15),
  },
  {
    prompt: 'egresados de contavilidad sin ingles',
    tipo: 'ortografia',
    limpia: 'egresados de contabilidad sin inglés',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && sinIngles(p),
  },
  {
    prompt: 'alunos de injenieria industrial exepto los de arequipa',
    tipo: 'ortografia',
    limpia: 'alumnos de ingeniería industrial excepto los de Arequipa',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && !enRegion(p, 4),
  },
  {
    prompt: 'practicantes de sistemas ke no sepan jaba',
    tipo: 'ortografia',
    limpia: 'practicantes de sistemas que no sepan Java',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'Java') === 0,
  },
  {
    prompt: 'estudiantes de la uni ke no ablen ingles',
    tipo: 'ortografia',
    limpia: 'estudiantes de la UNI que no hablen inglés',
    correcto: (p) => estudiante(p) && sigla(p, 'UNI') && sinIngles(p),
  },
  {
    prompt: 'egresados de derecho salbo los de la pucp',
    tipo: 'ortografia',
    limpia: 'egresados de derecho salvo los de la PUCP',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && !sigla(p, 'PUCP'),
  },
  {
    prompt: 'los 3 megores de kontabilidad',
    tipo: 'ortografia',
    limpia: 'los 3 mejores de contabilidad',
    limite: 3,
    correcto: (p) => estudia(p, 'Contabilidad'),
  },
  {
    prompt: 'estudiantes de penultimo anio de ing. industrial',
    tipo: 'ortografia',
    limpia: 'estudiantes de penúltimo año de ingeniería industrial',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && entre(p, 7, 8),
  },
  {
    prompt: 'alumnos de 8vo siclo de adm.',
    tipo: 'ortografia',
    limpia: 'alumnos de 8vo ciclo de administración',
    correcto: (p) => estudia(p, 'Administración') && entre(p, 8, 8),
  },
  {
    prompt: 'postulantes ke no esten descartados ni en proseso',
    tipo: 'ortografia',
    limpia: 'postulantes que no estén descartados ni en proceso',
    correcto: (p) => estadoEnEval(p) !== 1 && estadoEnEval(p) !== 2,
  },
  { prompt: 'tecnicos sin brebete', tipo: 'ortografia', limpia: 'técnicos sin brevete', correcto: (p) => tecnico(p) && !p.licencia },
  {
    prompt: 'estudiantes de cuzco menos los de wanchak',
    tipo: 'ortografia',
    limpia: 'estudiantes de Cusco menos los de Wanchaq',
    correcto: (p) => estudiante(p) && enRegion(p, 8) && !distrito(p, 'Wanchaq'),
  },
  {
    prompt: 'egresados de psicolojia con ingles pero no abanzado',
    tipo: 'ortografia',
    limpia: 'egresados de psicología con inglés pero no avanzado',
    correcto: (p) => egresado(p) && estudia(p, 'Psicología') && habla(p, 'Inglés') >= 1 && habla(p, 'Inglés') < 3,
  },
  {
    prompt: 'alumnos de marketin que no manejen exel',
    tipo: 'ortografia',
    limpia: 'alumnos de marketing que no manejen Excel',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing') && conoce(p, 'Excel') === 0,
  },
  {
    prompt: 'ejresados de economia quitando a los de arequipa',
    tipo: 'ortografia',
    limpia: 'egresados de economía quitando a los de Arequipa',
    correcto: (p) => egresado(p) && estudia(p, 'Economía') && !enRegion(p, 4),
  },
  {
    prompt: 'que no sean de la san marcos ni de la uni',
    tipo: 'ortografia',
    limpia: 'que no sean de San Marcos ni de la UNI',
    correcto: (p) => !sigla(p, 'UNMSM', 'UNI'),
  },
  {
    prompt: 'alumnos de 3er anio de contabilidad exepto los de lima',
    tipo: 'ortografia',
    limpia: 'alumnos de 3er año de contabilidad excepto los de Lima',
    correcto: (p) => estudia(p, 'Contabilidad') && entre(p, 5, 6) && !enRegion(p, 15),
  },
  {
    prompt: 'bachilleres ke no sean de derecho',
    tipo: 'ortografia',
    limpia: 'bachilleres que no sean de derecho',
    correcto: (p) => bachiller(p) && !estudia(p, 'Derecho'),
  },
  {
    prompt: 'egresados de ing. civil a esepcion de los de san markos',
    tipo: 'ortografia',
    limpia: 'egresados de ingeniería civil a excepción de los de San Marcos',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Civil') && !sigla(p, 'UNMSM'),
  },
  {
    prompt: 'alumnos con brebete eksepto los de lima',
    tipo: 'ortografia',
    limpia: 'alumnos con brevete excepto los de Lima',
    correcto: (p) => estudiante(p) && p.licencia && !enRegion(p, 15),
  },
  // Found by a probe of further wordings after the first run (written with their fixes, so their first run is not a
  // blind one): a verb of asking between the negation and a decision or the licence («no me muestres a los
  // descartados» listed only the discarded at 100 %), «sin importar si», «aunque no» (ruled out what is not required),
  // «sino», study levels joined by «ni» / «o» under a negation, «estudiar en La Molina».
  { prompt: 'no me muestres a los descartados', tipo: 'negacion', correcto: activo },
  {
    prompt: 'no quiero ver a los finalistas de Lima',
    tipo: 'negacion',
    correcto: (p) => enRegion(p, 15) && !finalista(p),
  },
  { prompt: 'no quiero a los que tengan brevete', tipo: 'negacion', correcto: (p) => !p.licencia },
  { prompt: 'no incluyas a los de la UNI', tipo: 'negacion', correcto: (p) => !sigla(p, 'UNI') },
  {
    prompt: 'sin importar si son de Lima, egresados de economía',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Economía'),
  },
  {
    prompt: 'estudiantes de Arequipa aunque no tengan inglés',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && enRegion(p, 4),
  },
  { prompt: 'que no sean de Lima sino de Arequipa', tipo: 'negacion', correcto: (p) => enRegion(p, 4) },
  {
    prompt: 'no egresados sino estudiantes de contabilidad',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad'),
  },
  { prompt: 'que no sean egresados ni técnicos', tipo: 'negacion', correcto: (p) => estudiante(p) && universitario(p) },
  {
    prompt: 'egresados que no sean técnicos o bachilleres',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && universitario(p) && !bachiller(p),
  },
  { prompt: 'que estudien en La Molina', tipo: 'plano', correcto: (p) => estudiante(p) && sigla(p, 'UNALM') },
  { prompt: 'postulantes que viven en La Molina', tipo: 'plano', correcto: (p) => distrito(p, 'La Molina') },
  {
    prompt: 'de Lima salvo Miraflores y San Isidro',
    tipo: 'negacion',
    correcto: (p) => enRegion(p, 15) && !distrito(p, 'Miraflores', 'San Isidro'),
  },
  // «y los de …» after an exclusion: another group left out, whatever its kind (read as a clause of its own, asked).
  {
    prompt: 'estudiantes, excepto los de Lima y los de la UNI',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && !enRegion(p, 15) && !sigla(p, 'UNI'),
  },
  {
    prompt: 'egresados excepto los de Lima y los que hablen inglés',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && !enRegion(p, 15) && sinIngles(p),
  },
  {
    prompt: 'de contabilidad, menos los descartados y los de Cusco',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Contabilidad') && activo(p) && !enRegion(p, 8),
  },
  {
    prompt: 'no me muestres a los deskartados',
    tipo: 'ortografia',
    limpia: 'no me muestres a los descartados',
    correcto: activo,
  },
  { prompt: 'q no sean d lima', tipo: 'ortografia', limpia: 'que no sean de Lima', correcto: (p) => !enRegion(p, 15) },
  // Misspelt negation words and decisions a second probe found (with their fixes): «menoz» (the key of «menos» is
  // «meno», so its sound was never compared), «excepción de» without «a», «finalistaz», «d» for «de».
  // An area ruled out after an area asked (read as the knowledge item «Técnicas de venta» ruled out; «excepto» was
  // taken into the area's name). Found by a probe of the demo's wordings, written with the fix.
  {
    prompt: 'con experiencia en logística pero no en ventas',
    tipo: 'negacion',
    correcto: (p) => trabajo(p, 'logistica') && !trabajo(p, 'ventas'),
  },
  {
    prompt: 'con experiencia en contabilidad excepto en ventas',
    tipo: 'negacion',
    correcto: (p) => trabajo(p, 'contabilidad') && !trabajo(p, 'ventas'),
  },
  // Cycles listed without the word «ciclo» (the last ordinal read used to win) or with a gap (read as the range that
  // holds them: said back, nobody at 100 %). Found by the same probe, written with their fixes.
  { prompt: 'que no estén en 9no ni 10mo', tipo: 'negacion', correcto: (p) => !entre(p, 9, 10) },
  {
    prompt: 'alumnos de 7mo o 9no ciclo',
    tipo: 'negacion',
    correcto: (p) => entre(p, 7, 7) || entre(p, 9, 9),
  },
  {
    prompt: 'estudiantes menoz los de arequipa',
    tipo: 'ortografia',
    limpia: 'estudiantes menos los de Arequipa',
    correcto: (p) => estudiante(p) && !enRegion(p, 4),
  },
  {
    prompt: 'egresados excepsion de los de lima',
    tipo: 'ortografia',
    limpia: 'egresados excepción de los de Lima',
    correcto: (p) => egresado(p) && !enRegion(p, 15),
  },
  {
    prompt: 'de contabilidad que no sean finalistaz',
    tipo: 'ortografia',
    limpia: 'de contabilidad que no sean finalistas',
    correcto: (p) => estudia(p, 'Contabilidad') && !finalista(p),
  },
  {
    prompt: 'estudiantes q no sean d la pucp',
    tipo: 'ortografia',
    limpia: 'estudiantes que no sean de la PUCP',
    correcto: (p) => estudiante(p) && !sigla(p, 'PUCP'),
  },
  {
    prompt: 'estudiantes de penultimo siclo de derecho',
    tipo: 'ortografia',
    limpia: 'estudiantes de penúltimo ciclo de derecho',
    correcto: (p) => estudia(p, 'Derecho') && entre(p, 9, 9),
  },
];

/**
 * Fifth round (development set): wordings the set lacked, aimed where negations still trip — counts and
 * orders combined with exclusions, years of study under a negation and as ranges, the reach of a negation across
 * «y», «pero», «o» and commas, decisions and institutions ruled out by acronym, double and implicit negations
 * («a excepción de los que no…», «nadie de», «que no tengan nada de»), misspelt negation words and spelling variants
 * paired with their clean request. Written from the pool's facts before the parser changed for them (the held-out
 * set is not read). «último año» is IX–X for a university student and V–VI for a technical one (the product's years
 * of study); a bachelor is level 8 only (a technical graduate is filed as a graduate).
 */
const ultimoOPenultimo = (p: P) => estudiante(p) && (tecnico(p) ? ciclo(p) >= 3 : ciclo(p) >= 7);
const ultimosCiclos = (p: P) => estudiante(p) && (tecnico(p) ? ciclo(p) >= 5 : ciclo(p) >= 8);
const estado = (p: P, ...e: number[]) => e.includes(estadoEnEval(p));
export const CONSULTAS_QUINTA: (ConsultaTipada & { limite?: number })[] = [
  // Counts combined with exclusions.
  { prompt: 'los 5 mejores que no sean de Lima', tipo: 'negacion', limite: 5, correcto: (p) => !enRegion(p, 15) },
  {
    prompt: 'dame 3 egresados de derecho que no hablen inglés',
    tipo: 'negacion',
    limite: 3,
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && sinIngles(p),
  },
  {
    prompt: 'top 5 de contabilidad excepto los de la UNSA',
    tipo: 'negacion',
    limite: 5,
    correcto: (p) => estudia(p, 'Contabilidad') && !sigla(p, 'UNSA'),
  },
  {
    prompt: 'quiero los 10 mejores estudiantes de ingeniería civil, ninguno de Lima',
    tipo: 'negacion',
    limite: 10,
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil') && !enRegion(p, 15),
  },
  {
    prompt: 'los cinco mejores alumnos de marketing que no estén descartados ni sean de Arequipa',
    tipo: 'negacion',
    limite: 5,
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing') && activo(p) && !enRegion(p, 4),
  },
  {
    prompt: 'muéstrame 4 bachilleres de economía que no sean de Lima',
    tipo: 'negacion',
    limite: 4,
    correcto: (p) => bachiller(p) && estudia(p, 'Economía') && !enRegion(p, 15),
  },
  {
    prompt: 'los 3 primeros de ingeniería industrial sin experiencia',
    tipo: 'negacion',
    limite: 3,
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && !conExperiencia(p),
  },
  {
    prompt: 'solo 5 egresados de administración que no sean de Cusco',
    tipo: 'negacion',
    limite: 5,
    correcto: (p) => egresado(p) && estudia(p, 'Administración') && !enRegion(p, 8),
  },
  {
    prompt: 'los mejores 5 de Arequipa sin contar a los de Cayma',
    tipo: 'negacion',
    limite: 5,
    correcto: (p) => enRegion(p, 4) && !distrito(p, 'Cayma'),
  },
  {
    prompt: 'quiero 3 de la UNI con inglés avanzado que no sean egresados',
    tipo: 'negacion',
    limite: 3,
    correcto: (p) => sigla(p, 'UNI') && habla(p, 'Inglés') >= 3 && estudiante(p),
  },
  // Order combined with exclusions.
  {
    prompt: 'primero los de más experiencia, pero no de Lima',
    tipo: 'negacion',
    correcto: (p) => !enRegion(p, 15),
    primero: conExperiencia,
  },
  {
    prompt: 'egresados de contabilidad sin los de Arequipa, ordenados por experiencia',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && !enRegion(p, 4),
    primero: conExperiencia,
  },
  {
    prompt: 'alumnos de derecho que no sean de Lima ni de Callao, primero los que tengan experiencia',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && !enRegion(p, 15, 7),
    primero: conExperiencia,
  },
  {
    prompt: 'ordénalos por experiencia, menos los descartados',
    tipo: 'negacion',
    correcto: activo,
    primero: conExperiencia,
  },
  {
    prompt: 'primero los que tienen más experiencia, sin contar a los técnicos',
    tipo: 'negacion',
    correcto: universitario,
    primero: conExperiencia,
  },
  {
    prompt: 'con más experiencia primero, pero que no sean de la PUCP',
    tipo: 'negacion',
    correcto: (p) => !sigla(p, 'PUCP'),
    primero: conExperiencia,
  },
  {
    prompt: 'ordena por experiencia a los de contabilidad que no sean de Lima',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Contabilidad') && !enRegion(p, 15),
    primero: conExperiencia,
  },
  // Years of study under a negation, and as ranges.
  { prompt: 'estudiantes que no estén en último año', tipo: 'negacion', correcto: (p) => estudiante(p) && !ultimoAnio(p) },
  {
    prompt: 'alumnos de ingeniería industrial que no sean de último año',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && ciclo(p) < 9,
  },
  { prompt: 'estudiantes de 2do o 3er año pero no de 4to', tipo: 'negacion', correcto: (p) => entre(p, 3, 6) },
  {
    prompt: 'alumnos de 2do año que no sean de Lima',
    tipo: 'negacion',
    correcto: (p) => entre(p, 3, 4) && !enRegion(p, 15),
  },
  {
    prompt: 'alumnos de contabilidad de tercer o cuarto año',
    tipo: 'plano',
    correcto: (p) => estudia(p, 'Contabilidad') && entre(p, 5, 8),
  },
  { prompt: 'estudiantes que no estén en 3er ni 4to año', tipo: 'negacion', correcto: (p) => estudiante(p) && !entre(p, 5, 8) },
  {
    prompt: 'alumnos de último año, excepto los de ingeniería civil',
    tipo: 'negacion',
    correcto: (p) => ultimoAnio(p) && !estudia(p, 'Ingeniería Civil'),
  },
  {
    prompt: 'de 4to año en adelante, sin los de Arequipa',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && ciclo(p) >= 7 && !enRegion(p, 4),
  },
  {
    prompt: 'estudiantes del último año de administración, no de la UPC',
    tipo: 'negacion',
    correcto: (p) => ultimoAnio(p) && estudia(p, 'Administración') && !sigla(p, 'UPC'),
  },
  {
    prompt: 'estudiantes de último o penúltimo año que no hablen inglés',
    tipo: 'negacion',
    correcto: (p) => ultimoOPenultimo(p) && sinIngles(p),
  },
  {
    prompt: 'que no estén en último año ni sean egresados',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && !ultimoAnio(p),
  },
  {
    prompt: 'alumnos de 5to año pero no de derecho',
    tipo: 'negacion',
    correcto: (p) => entre(p, 9, 10) && !estudia(p, 'Derecho'),
  },
  {
    prompt: 'estudiantes de los últimos ciclos que no sean de la UNI',
    tipo: 'negacion',
    correcto: (p) => ultimosCiclos(p) && !sigla(p, 'UNI'),
  },
  // The reach of a negation across «y», «pero», «o» and commas.
  {
    prompt: 'que no sean de Lima y hablen inglés',
    tipo: 'negacion',
    correcto: (p) => !enRegion(p, 15) && habla(p, 'Inglés') >= 1,
  },
  { prompt: 'que no sean de Lima ni hablen inglés', tipo: 'negacion', correcto: (p) => !enRegion(p, 15) && sinIngles(p) },
  {
    prompt: 'estudiantes que no vivan en Arequipa y que sepan Excel',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && !enRegion(p, 4) && conoce(p, 'Excel') >= 1,
  },
  {
    prompt: 'egresados que no sean de Cusco pero sí hablen quechua',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && !enRegion(p, 8) && habla(p, 'Quechua') >= 1,
  },
  {
    prompt: 'alumnos que no hablen inglés o que no sepan Excel',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && (sinIngles(p) || conoce(p, 'Excel') === 0),
  },
  {
    prompt: 'que no sean de Lima, con experiencia en ventas',
    tipo: 'negacion',
    correcto: (p) => !enRegion(p, 15) && trabajo(p, 'ventas'),
  },
  { prompt: 'sin inglés, de Arequipa', tipo: 'negacion', correcto: (p) => sinIngles(p) && enRegion(p, 4) },
  {
    prompt: 'egresados de derecho, no de la PUCP, con inglés avanzado',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && !sigla(p, 'PUCP') && habla(p, 'Inglés') >= 3,
  },
  { prompt: 'que no sean técnicos y tengan brevete', tipo: 'negacion', correcto: (p) => universitario(p) && p.licencia },
  {
    prompt: 'que no tengan experiencia pero sí sepan Power BI',
    tipo: 'negacion',
    correcto: (p) => !conExperiencia(p) && conoce(p, 'Power BI') >= 1,
  },
  {
    prompt: 'de contabilidad que no sean de Lima o Callao',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Contabilidad') && !enRegion(p, 15, 7),
  },
  {
    prompt: 'estudiantes de ingeniería de sistemas que sepan Python pero no Java',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'Python') >= 1 && conoce(p, 'Java') === 0,
  },
  {
    prompt: 'egresados que no sean ni de Lima ni de Arequipa y que tengan experiencia',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && !enRegion(p, 15, 4) && conExperiencia(p),
  },
  {
    prompt: 'egresados de ingeniería industrial que no sean bachilleres ni de Lima',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Industrial') && !bachiller(p) && !enRegion(p, 15),
  },
  {
    prompt: 'estudiantes que no sepan ni Excel ni Word',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && conoce(p, 'Excel') === 0 && conoce(p, 'Word') === 0,
  },
  {
    prompt: 'alumnos de administración sin Excel ni Power BI',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Administración') && conoce(p, 'Excel') === 0 && conoce(p, 'Power BI') === 0,
  },
  {
    prompt: 'estudiantes de Lima que no sean de SJL ni de Ate',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && enRegion(p, 15) && !distrito(p, 'San Juan de Lurigancho', 'Ate'),
  },
  {
    prompt: 'de Lima Metropolitana, pero no de Los Olivos',
    tipo: 'negacion',
    correcto: (p) => p.provincia === 'Lima' && !distrito(p, 'Los Olivos'),
  },
  // Decisions and institutions ruled out, by acronym.
  { prompt: 'egresados que no sean de la UNMSM', tipo: 'negacion', correcto: (p) => egresado(p) && !sigla(p, 'UNMSM') },
  {
    prompt: 'alumnos de ingeniería civil que no estudien en la UNI ni en la UTP',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil') && !sigla(p, 'UNI', 'UTP'),
  },
  {
    prompt: 'estudiantes de la UNSAAC que no estén descartados',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && sigla(p, 'UNSAAC') && activo(p),
  },
  { prompt: 'finalistas que no sean de la UNT', tipo: 'negacion', correcto: (p) => finalista(p) && !sigla(p, 'UNT') },
  {
    prompt: 'los que no son finalistas, de La Libertad',
    tipo: 'negacion',
    correcto: (p) => !finalista(p) && enRegion(p, 13),
  },
  { prompt: 'no quiero a los que están en proceso', tipo: 'negacion', correcto: (p) => !estado(p, 2) },
  { prompt: 'que no estén seleccionados ni descartados', tipo: 'negacion', correcto: (p) => !estado(p, 1, 3) },
  {
    prompt: 'egresados de la USMP excepto los descartados',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && sigla(p, 'USMP') && activo(p),
  },
  {
    prompt: 'postulantes de Piura que no sean de la UDEP ni de la UNP',
    tipo: 'negacion',
    correcto: (p) => enRegion(p, 20) && !sigla(p, 'UDEP', 'UNP'),
  },
  {
    prompt: 'técnicos que no sean de Cibertec ni de IDAT',
    tipo: 'negacion',
    correcto: (p) => tecnico(p) && !sigla(p, 'Cibertec', 'IDAT'),
  },
  {
    prompt: 'estudiantes de Arequipa, menos los de la UNSA',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && enRegion(p, 4) && !sigla(p, 'UNSA'),
  },
  // Double and implicit negations.
  {
    prompt: 'egresados de economía, a excepción de los que no hablan inglés',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Economía') && habla(p, 'Inglés') >= 1,
  },
  {
    prompt: 'dejando de lado a los que no tienen experiencia, alumnos de marketing',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing') && conExperiencia(p),
  },
  { prompt: 'no incluyas a los que no sepan Excel', tipo: 'negacion', correcto: (p) => conoce(p, 'Excel') >= 1 },
  { prompt: 'que no tengan nada de inglés', tipo: 'negacion', correcto: sinIngles },
  {
    prompt: 'estudiantes de administración que no tengan nada de experiencia',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Administración') && !conExperiencia(p),
  },
  {
    prompt: 'salvo los de Lima, todos los egresados de contabilidad',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && !enRegion(p, 15),
  },
  {
    prompt: 'a excepción de los técnicos, postulantes de Cusco',
    tipo: 'negacion',
    correcto: (p) => universitario(p) && enRegion(p, 8),
  },
  {
    prompt: 'nadie de Lima, solo egresados de derecho',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && !enRegion(p, 15),
  },
  { prompt: 'ninguno que sea de la PUCP', tipo: 'negacion', correcto: (p) => !sigla(p, 'PUCP') },
  {
    prompt: 'no incluyas a los de Arequipa ni a los de Cusco',
    tipo: 'negacion',
    correcto: (p) => !enRegion(p, 4, 8),
  },
  {
    prompt: 'dejando fuera a los que tienen brevete, técnicos de Lima',
    tipo: 'negacion',
    correcto: (p) => tecnico(p) && enRegion(p, 15) && !p.licencia,
  },
  { prompt: 'excluye a los egresados', tipo: 'negacion', correcto: estudiante },
  { prompt: 'todos menos los que no tienen brevete', tipo: 'negacion', correcto: (p) => p.licencia },
  // Misspelt negation words and spelling variants, each with its clean request.
  {
    prompt: 'estudiantes ke no sean de arekipa',
    tipo: 'ortografia',
    limpia: 'estudiantes que no sean de Arequipa',
    correcto: (p) => estudiante(p) && !enRegion(p, 4),
  },
  {
    prompt: 'egresados exepto los de kusco',
    tipo: 'ortografia',
    limpia: 'egresados excepto los de Cusco',
    correcto: (p) => egresado(p) && !enRegion(p, 8),
  },
  {
    prompt: 'alumnos sin ingles de lima',
    tipo: 'ortografia',
    limpia: 'alumnos sin inglés de Lima',
    correcto: (p) => estudiante(p) && sinIngles(p) && enRegion(p, 15),
  },
  {
    prompt: 'que no ablen ingles nisiquiera basico',
    tipo: 'ortografia',
    limpia: 'que no hablen inglés ni siquiera básico',
    correcto: sinIngles,
  },
  {
    prompt: 'egresados de derecho ecsepto los de la pucp',
    tipo: 'ortografia',
    limpia: 'egresados de derecho excepto los de la PUCP',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && !sigla(p, 'PUCP'),
  },
  {
    prompt: 'alumnos de contabilidad salbo los de kallao',
    tipo: 'ortografia',
    limpia: 'alumnos de contabilidad salvo los de Callao',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && !enRegion(p, 7),
  },
  {
    prompt: 'estudiantes menos los desacrtados',
    tipo: 'ortografia',
    limpia: 'estudiantes menos los descartados',
    correcto: (p) => estudiante(p) && activo(p),
  },
  {
    prompt: 'egresados kon ingles pero no avansado',
    tipo: 'ortografia',
    limpia: 'egresados con inglés pero no avanzado',
    correcto: (p) => egresado(p) && habla(p, 'Inglés') >= 1 && habla(p, 'Inglés') < 3,
  },
  {
    prompt: 'alumnos ke no esten en ultimo anio',
    tipo: 'ortografia',
    limpia: 'alumnos que no estén en último año',
    correcto: (p) => estudiante(p) && !ultimoAnio(p),
  },
  {
    prompt: 'los 5 mejores ke no sean de lima',
    tipo: 'ortografia',
    limpia: 'los 5 mejores que no sean de Lima',
    limite: 5,
    correcto: (p) => !enRegion(p, 15),
  },
  {
    prompt: 'ejresados ke no tengan experensia',
    tipo: 'ortografia',
    limpia: 'egresados que no tengan experiencia',
    correcto: (p) => egresado(p) && !conExperiencia(p),
  },
  {
    prompt: 'tecnicos sin brevete ni esperiencia',
    tipo: 'ortografia',
    limpia: 'técnicos sin brevete ni experiencia',
    correcto: (p) => tecnico(p) && !p.licencia && !conExperiencia(p),
  },
  {
    prompt: 'ke no sean de la uni ni de la upc',
    tipo: 'ortografia',
    limpia: 'que no sean de la UNI ni de la UPC',
    correcto: (p) => !sigla(p, 'UNI', 'UPC'),
  },
  {
    prompt: 'estudiantes de 2do o 3er anio pero no 4to',
    tipo: 'ortografia',
    limpia: 'estudiantes de 2do o 3er año pero no 4to',
    correcto: (p) => entre(p, 3, 6),
  },
  {
    prompt: 'alumnos de injenieria sivil ke no sean de la uni',
    tipo: 'ortografia',
    limpia: 'alumnos de ingeniería civil que no sean de la UNI',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil') && !sigla(p, 'UNI'),
  },
  {
    prompt: 'egresados de adm. ke no bivan en lima',
    tipo: 'ortografia',
    limpia: 'egresados de administración que no vivan en Lima',
    correcto: (p) => egresado(p) && estudia(p, 'Administración') && !enRegion(p, 15),
  },
  {
    prompt: 'postulantes de puno ke no ablen kechua',
    tipo: 'ortografia',
    limpia: 'postulantes de Puno que no hablen quechua',
    correcto: (p) => enRegion(p, 21) && habla(p, 'Quechua') === 0,
  },
  {
    prompt: 'alumnos de llanahuara o cayma',
    tipo: 'ortografia',
    limpia: 'alumnos de Yanahuara o Cayma',
    correcto: (p) => estudiante(p) && distrito(p, 'Yanahuara', 'Cayma'),
  },
  {
    prompt: 'egresados de sicologia sin esperiencia',
    tipo: 'ortografia',
    limpia: 'egresados de psicología sin experiencia',
    correcto: (p) => egresado(p) && estudia(p, 'Psicología') && !conExperiencia(p),
  },
  {
    prompt: 'alumnos de enfermeria tecnica ke no sean de lima',
    tipo: 'ortografia',
    limpia: 'alumnos de enfermería técnica que no sean de Lima',
    correcto: (p) => estudiante(p) && estudia(p, 'Enfermería Técnica') && !enRegion(p, 15),
  },
  {
    prompt: 'hegresados de economia exepto los de piura',
    tipo: 'ortografia',
    limpia: 'egresados de economía excepto los de Piura',
    correcto: (p) => egresado(p) && estudia(p, 'Economía') && !enRegion(p, 20),
  },
  {
    prompt: 'estudiantes ke no esten en 3er ni 4to anio',
    tipo: 'ortografia',
    limpia: 'estudiantes que no estén en 3er ni 4to año',
    correcto: (p) => estudiante(p) && !entre(p, 5, 8),
  },
  {
    prompt: 'a exsepcion de los tecnicos, postulantes de cuzco',
    tipo: 'ortografia',
    limpia: 'a excepción de los técnicos, postulantes de Cusco',
    correcto: (p) => universitario(p) && enRegion(p, 8),
  },
  {
    prompt: 'primero los de mas esperiencia, pero no de lima',
    tipo: 'ortografia',
    limpia: 'primero los de más experiencia, pero no de Lima',
    correcto: (p) => !enRegion(p, 15),
    primero: conExperiencia,
  },
  // Found by a probe of further wordings after the fixes (written with their fix, so their first run is not a blind
  // one): «cursen» was said back as not understood (nobody at 100 %), «los 3 con …» was no count.
  { prompt: 'alumnos que no cursen el último año', tipo: 'negacion', correcto: (p) => estudiante(p) && !ultimoAnio(p) },
  {
    prompt: 'los 3 con más experiencia que no sean de Lima',
    tipo: 'negacion',
    limite: 3,
    correcto: (p) => !enRegion(p, 15),
    primero: conExperiencia,
  },
];

/**
 * Sixth round, after the generated spelling variants (variantes.ts): misspellings its last run read confidently as
 * another item — an order word taken as a requirement, an institution word read as a place, a typo of Lima read as a
 * district — each with its clean request. Written before the parser changed.
 */
export const CONSULTAS_SEXTA: ConsultaTipada[] = [
  {
    prompt: 'alumnos de derecho que no sean de Lima ni de Callao, primeor los que tengan experiencia',
    tipo: 'ortografia',
    limpia: 'alumnos de derecho que no sean de Lima ni de Callao, primero los que tengan experiencia',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && !enRegion(p, 15, 7),
    primero: conExperiencia,
  },
  {
    prompt: 'alumnos de la San Martín de Porre',
    tipo: 'ortografia',
    limpia: 'alumnos de la San Martín de Porres',
    correcto: (p) => estudiante(p) && sigla(p, 'USMP'),
  },
  {
    prompt: 'egresados de la Católica de Sana María',
    tipo: 'ortografia',
    limpia: 'egresados de la Católica de Santa María',
    correcto: (p) => egresado(p) && sigla(p, 'UCSM'),
  },
  // «Loma» is one letter from the department Lima and, without its article, the district Las Lomas: said back, not
  // guessed either way (the clean request, «… de Lima», is in the set).
  {
    prompt: 'alumnos de 2do año que no sean de Loma',
    tipo: 'parcial',
    espera: { ignora: ['no_entendido'] },
    correcto: (p) => entre(p, 3, 4) && !enRegion(p, 15),
  },
  {
    prompt: 'alumnos de ingeniería de sistemas fuera de Loma',
    tipo: 'parcial',
    espera: { ignora: ['no_entendido'] },
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas') && !enRegion(p, 15),
  },
  // «sino» typed «sin» after a negation inverted the place asked.
  {
    prompt: 'que no sean de Lima sin de Arequipa',
    tipo: 'ortografia',
    limpia: 'que no sean de Lima sino de Arequipa',
    correcto: (p) => enRegion(p, 4),
  },
  // A misspelt place after a comma and «de», past the area ruled out: taken as a second area ruled out, the place lost
  // and everyone else at 100 %.
  {
    prompt: 'sin experiencia en recursos humanos, de Liam',
    tipo: 'parcial',
    espera: {},
    correcto: (p) => enRegion(p, 15) && !trabajo(p, 'rrhh'),
  },
];

/**
 * Eighth round: shapes the set lacked, written from the demo CVs and the spelling kinds of the issue (chat short
 * forms, ordinals and counts typed as people type them, a negation word mistyped into another word, abbreviated
 * study levels, misspelt experience areas), each with its clean request. Written, and run once, before the parser
 * changed.
 */
export const CONSULTAS_OCTAVA: (ConsultaTipada & { limite?: number })[] = [
  // «s/» and «c/» are «sin» and «con» in notes and chats; «sn», «cn» the same without the slash.
  {
    prompt: 'alumnos s/ experiencia',
    tipo: 'ortografia',
    limpia: 'alumnos sin experiencia',
    correcto: (p) => estudiante(p) && !conExperiencia(p),
  },
  {
    prompt: 'egresados de contabilidad s/exp',
    tipo: 'ortografia',
    limpia: 'egresados de contabilidad sin experiencia',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && !conExperiencia(p),
  },
  {
    prompt: 'alumnos de derecho sn experiencia',
    tipo: 'ortografia',
    limpia: 'alumnos de derecho sin experiencia',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && !conExperiencia(p),
  },
  {
    prompt: 'alumnos de administración c/ experiencia en ventas',
    tipo: 'ortografia',
    limpia: 'alumnos de administración con experiencia en ventas',
    correcto: (p) => estudiante(p) && estudia(p, 'Administración') && trabajo(p, 'ventas'),
  },
  {
    prompt: 'egresados c/ inglés avanzado',
    tipo: 'ortografia',
    limpia: 'egresados con inglés avanzado',
    correcto: (p) => egresado(p) && habla(p, 'Inglés') >= 3,
  },
  {
    prompt: 'estudiantes s/ inglés',
    tipo: 'ortografia',
    limpia: 'estudiantes sin inglés',
    correcto: (p) => estudiante(p) && habla(p, 'Inglés') === 0,
  },
  // «x» for «por» (and not the cycle X), «+» for «más».
  {
    prompt: 'alumnos de economía ordenados x experiencia',
    tipo: 'ortografia',
    limpia: 'alumnos de economía ordenados por experiencia',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía'),
    primero: conExperiencia,
  },
  {
    prompt: 'alumnos de contabilidad ordenados x ciclo',
    tipo: 'ortografia',
    limpia: 'alumnos de contabilidad ordenados por ciclo',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad'),
  },
  {
    prompt: 'que no sean de Lima x favor',
    tipo: 'ortografia',
    limpia: 'que no sean de Lima por favor',
    correcto: (p) => !enRegion(p, 15),
  },
  {
    prompt: 'alumnos de economía de 6to ciclo a +',
    tipo: 'ortografia',
    limpia: 'alumnos de economía de sexto ciclo a más',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía') && ciclo(p) >= 6,
  },
  {
    prompt: 'egresados de administración, primero los de + experiencia',
    tipo: 'ortografia',
    limpia: 'egresados de administración, primero los de más experiencia',
    correcto: (p) => egresado(p) && estudia(p, 'Administración'),
    primero: conExperiencia,
  },
  // The usual short form of an area of work.
  {
    prompt: 'egresados con exp en rrhh',
    tipo: 'ortografia',
    limpia: 'egresados con experiencia en recursos humanos',
    correcto: (p) => egresado(p) && trabajo(p, 'rrhh'),
  },
  {
    prompt: 'alumnos con experiencia en RR.HH.',
    tipo: 'ortografia',
    limpia: 'alumnos con experiencia en recursos humanos',
    correcto: (p) => estudiante(p) && trabajo(p, 'rrhh'),
  },
  // Ordinals as people type them: «8avo», «7imo», «9eno»; «pa delante»; «mín.», «máx.».
  {
    prompt: 'alumnos de 8avo ciclo a más',
    tipo: 'ortografia',
    limpia: 'alumnos de octavo ciclo a más',
    correcto: (p) => estudiante(p) && ciclo(p) >= 8,
  },
  {
    prompt: 'alumnos de ingeniería civil de 7imo ciclo',
    tipo: 'ortografia',
    limpia: 'alumnos de ingeniería civil de séptimo ciclo',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil') && ciclo(p) === 7,
  },
  {
    prompt: 'alumnos de 9eno ciclo',
    tipo: 'ortografia',
    limpia: 'alumnos de noveno ciclo',
    correcto: (p) => estudiante(p) && ciclo(p) === 9,
  },
  {
    prompt: 'alumnos de ingeniería de sistemas de 8vo ciclo pa delante',
    tipo: 'ortografia',
    limpia: 'alumnos de ingeniería de sistemas de 8vo ciclo para adelante',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas') && ciclo(p) >= 8,
  },
  {
    prompt: 'alumnos mín. 8vo ciclo',
    tipo: 'ortografia',
    limpia: 'alumnos mínimo 8vo ciclo',
    correcto: (p) => estudiante(p) && ciclo(p) >= 8,
  },
  {
    prompt: 'alumnos de derecho max 6to ciclo',
    tipo: 'ortografia',
    limpia: 'alumnos de derecho máximo 6to ciclo',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && ciclo(p) <= 6,
  },
  // «dsd», «hsta»: «desde», «hasta» without vowels.
  {
    prompt: 'egresados dsd el 2022',
    tipo: 'ortografia',
    limpia: 'egresados desde el 2022',
    correcto: (p) => egresado(p) && p.egreso !== null && p.egreso >= 2022,
  },
  {
    prompt: 'egresados de economía hsta el 2020',
    tipo: 'ortografia',
    limpia: 'egresados de economía hasta el 2020',
    correcto: (p) => egresado(p) && estudia(p, 'Economía') && p.egreso !== null && p.egreso <= 2020,
  },
  // A negation word mistyped into another word: «nos» for «no», «fuer» for «fuera», «ningun».
  {
    prompt: 'que nos sean de Lima ni del Callao',
    tipo: 'ortografia',
    limpia: 'que no sean de Lima ni del Callao',
    correcto: (p) => !enRegion(p, 15, 7),
  },
  {
    prompt: 'alumnos que nos hablen inglés',
    tipo: 'ortografia',
    limpia: 'alumnos que no hablen inglés',
    correcto: (p) => estudiante(p) && habla(p, 'Inglés') === 0,
  },
  {
    prompt: 'alumnos de derecho fuer de Lima',
    tipo: 'ortografia',
    limpia: 'alumnos de derecho fuera de Lima',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && !enRegion(p, 15),
  },
  // Counts in words: «tres» and «seis» end in s.
  {
    prompt: 'los tres mejores de contabilidad',
    tipo: 'ortografia',
    limpia: 'los 3 mejores de contabilidad',
    limite: 3,
    correcto: (p) => estudia(p, 'Contabilidad'),
  },
  {
    prompt: 'los sinco mejores alumnos de derecho',
    tipo: 'ortografia',
    limpia: 'los 5 mejores alumnos de derecho',
    limite: 5,
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho'),
  },
  // Study levels abbreviated: «bach.», «egres.», «est.», «tit.».
  {
    prompt: 'bach. en derecho',
    tipo: 'ortografia',
    limpia: 'bachilleres en derecho',
    correcto: (p) => bachiller(p) && estudia(p, 'Derecho'),
  },
  {
    prompt: 'egres. de economía sin experiencia',
    tipo: 'ortografia',
    limpia: 'egresados de economía sin experiencia',
    correcto: (p) => egresado(p) && estudia(p, 'Economía') && !conExperiencia(p),
  },
  {
    prompt: 'est. de derecho de Lima',
    tipo: 'ortografia',
    limpia: 'estudiantes de derecho de Lima',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && enRegion(p, 15),
  },
  {
    prompt: 'tit. en contabilidad',
    tipo: 'ortografia',
    limpia: 'titulados en contabilidad',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad'),
  },
  // An area of work misspelt by sound or by one letter.
  {
    prompt: 'alumnos con experiencia en logistik',
    tipo: 'ortografia',
    limpia: 'alumnos con experiencia en logística',
    correcto: (p) => estudiante(p) && trabajo(p, 'logistica'),
  },
  {
    prompt: 'egresados con experiencia en produsion',
    tipo: 'ortografia',
    limpia: 'egresados con experiencia en producción',
    correcto: (p) => egresado(p) && trabajo(p, 'produccion'),
  },
  {
    prompt: 'alumnos con experiencia en atensión al cliente',
    tipo: 'ortografia',
    limpia: 'alumnos con experiencia en atención al cliente',
    correcto: (p) => estudiante(p) && trabajo(p, 'atencion'),
  },
  // Several spellings at once, as people type whole phrases by sound.
  {
    prompt: 'técnicos c/ lisencia de conducir',
    tipo: 'ortografia',
    limpia: 'técnicos con licencia de conducir',
    correcto: (p) => tecnico(p) && p.licencia,
  },
  {
    prompt: 'ejresados de konta ke no sepan exel',
    tipo: 'ortografia',
    limpia: 'egresados de contabilidad que no sepan Excel',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && conoce(p, 'Excel') === 0,
  },
  // Found by a probe after the first run (written with their fix, so their first run is not a blind one): «no» typed
  // on a neighbouring key («mo», «np») or with a letter lost was dropped as noise, and what it ruled out was asked.
  { prompt: 'que mo sean de Lima', tipo: 'ortografia', limpia: 'que no sean de Lima', correcto: (p) => !enRegion(p, 15) },
  {
    prompt: 'alumnos que np sepan Excel',
    tipo: 'ortografia',
    limpia: 'alumnos que no sepan Excel',
    correcto: (p) => estudiante(p) && conoce(p, 'Excel') === 0,
  },
  {
    prompt: 'alumnos que n hablen inglés',
    tipo: 'ortografia',
    limpia: 'alumnos que no hablen inglés',
    correcto: (p) => estudiante(p) && habla(p, 'Inglés') === 0,
  },
  {
    prompt: 'alumnos de pref. con inglés',
    tipo: 'ortografia',
    limpia: 'alumnos de preferencia con inglés',
    correcto: (p) => estudiante(p),
    primero: (p) => habla(p, 'Inglés') >= 1,
  },
  {
    prompt: 'alumnos exc. los de Lima',
    tipo: 'ortografia',
    limpia: 'alumnos excepto los de Lima',
    correcto: (p) => estudiante(p) && !enRegion(p, 15),
  },
  {
    prompt: 'alumnos de conta tb de adm',
    tipo: 'ortografia',
    limpia: 'alumnos de contabilidad y también de administración',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad', 'Administración'),
  },
];

/**
 * Tenth round (development set, written and committed before the parser changed for it): spelling variants of what
 * the generated families never vary — the chat forms of whole requests («kiero», «d», «ls», «tmb», «pa», «xfa»),
 * a word typed into another real word («ingle», «anos», «sistema», «contables»), place names in lower case or one
 * letter from another place, acronyms in lower case or with dots, numbers written as words or signs («8°», «1er»,
 * «3cio»), a quantifier run together («almenos», «mas de»), and the Peruvian names of what the CVs hold («brevete»,
 * «mercadotecnia»). Each paired with its clean request; the predicate is the clean request's, read as a person would.
 */
export const CONSULTAS_DECIMA: (ConsultaTipada & { limite?: number })[] = [
  // Chat writing of a whole request.
  {
    prompt: 'kiero alumnos d ing industrial d Arequipa',
    tipo: 'ortografia',
    limpia: 'quiero alumnos de ingeniería industrial de Arequipa',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && enRegion(p, 4),
  },
  {
    prompt: 'necesito egresados d contabilidad q sepan concar',
    tipo: 'ortografia',
    limpia: 'necesito egresados de contabilidad que sepan CONCAR',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && conoce(p, 'CONCAR') >= 1,
  },
  {
    prompt: 'bachilleres d derecho d lima xfa',
    tipo: 'ortografia',
    limpia: 'bachilleres de derecho de Lima por favor',
    correcto: (p) => bachiller(p) && estudia(p, 'Derecho') && enRegion(p, 15),
  },
  {
    prompt: 'alumnos d ing. sistemas q sepan java tmb python',
    tipo: 'ortografia',
    limpia: 'alumnos de ingeniería de sistemas que sepan Java y también Python',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'Java') >= 1 && conoce(p, 'Python') >= 1,
  },
  {
    prompt: 'estudiantes d ls ultimos ciclos d economia',
    tipo: 'ortografia',
    limpia: 'estudiantes de los últimos ciclos de economía',
    correcto: (p) => ultimosCiclos(p) && estudia(p, 'Economía'),
  },
  {
    prompt: 'ke ablen kechua y sean d cuzco',
    tipo: 'ortografia',
    limpia: 'que hablen quechua y sean de Cusco',
    correcto: (p) => habla(p, 'Quechua') >= 1 && enRegion(p, 8),
  },
  {
    prompt: 'egresados d administracion k tengan exp en ventas',
    tipo: 'ortografia',
    limpia: 'egresados de administración que tengan experiencia en ventas',
    correcto: (p) => egresado(p) && estudia(p, 'Administración') && trabajo(p, 'ventas'),
  },
  {
    prompt: 'alumnos d derecho tmb d economia',
    tipo: 'ortografia',
    limpia: 'alumnos de derecho y también de economía',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho', 'Economía'),
  },
  {
    prompt: 'egresados d contabilidad pa practicas profesionales',
    tipo: 'ortografia',
    limpia: 'egresados de contabilidad para prácticas profesionales',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad'),
  },
  {
    prompt: 'alumnos q no sean d lima',
    tipo: 'ortografia',
    limpia: 'alumnos que no sean de Lima',
    correcto: (p) => estudiante(p) && !enRegion(p, 15),
  },
  {
    prompt: 'egresados k no sepan exel',
    tipo: 'ortografia',
    limpia: 'egresados que no sepan Excel',
    correcto: (p) => egresado(p) && conoce(p, 'Excel') === 0,
  },
  {
    prompt: 'alumnos d marketing q vivan x miraflores',
    tipo: 'ortografia',
    limpia: 'alumnos de marketing que vivan por Miraflores',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing') && p.distrito === 'Miraflores',
  },
  // A typo that is another real word.
  {
    prompt: 'alumnos con ingle avanzado',
    tipo: 'ortografia',
    limpia: 'alumnos con inglés avanzado',
    correcto: (p) => estudiante(p) && habla(p, 'Inglés') >= 3,
  },
  {
    prompt: 'egresados de los ultimos 2 anos',
    tipo: 'ortografia',
    limpia: 'egresados de los últimos 2 años',
    correcto: (p) => egresado(p) && p.egreso !== null && p.egreso >= ANIO - 2,
  },
  {
    prompt: 'alumnos de ingenieria de sistema con SQL',
    tipo: 'ortografia',
    limpia: 'alumnos de ingeniería de sistemas con SQL',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'SQL') >= 1,
  },
  {
    prompt: 'egresados contables de Arequipa',
    tipo: 'ortografia',
    limpia: 'egresados de contabilidad de Arequipa',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && enRegion(p, 4),
  },
  {
    prompt: 'egresados de sistemas con jaba',
    tipo: 'ortografia',
    limpia: 'egresados de ingeniería de sistemas con Java',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'Java') >= 1,
  },
  {
    prompt: 'tecnicos en computacion que sepan redes',
    tipo: 'ortografia',
    limpia: 'técnicos en computación e informática que sepan redes TCP/IP',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación') && conoce(p, 'Redes TCP/IP') >= 1,
  },
  {
    prompt: 'alumnos de la carrera de derecho de ica',
    tipo: 'ortografia',
    limpia: 'alumnos de la carrera de derecho de Ica',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && enRegion(p, 11),
  },
  // Places in lower case, with a letter changed, or their other spelling.
  {
    prompt: 'egresados d trujiyo',
    tipo: 'ortografia',
    limpia: 'egresados de Trujillo',
    correcto: (p) => egresado(p) && vive(p, 'Trujillo'),
  },
  {
    prompt: 'alumnos de huancallo con excel',
    tipo: 'ortografia',
    limpia: 'alumnos de Huancayo con Excel',
    correcto: (p) => estudiante(p) && vive(p, 'Huancayo') && conoce(p, 'Excel') >= 1,
  },
  {
    prompt: 'alumnos de juliaca',
    tipo: 'ortografia',
    limpia: 'alumnos de Juliaca',
    correcto: (p) => estudiante(p) && vive(p, 'Juliaca'),
  },
  {
    prompt: 'egresados de la libertad',
    tipo: 'ortografia',
    limpia: 'egresados de La Libertad',
    correcto: (p) => egresado(p) && enRegion(p, 13),
  },
  {
    prompt: 'alumnos d ls olivos',
    tipo: 'ortografia',
    limpia: 'alumnos de Los Olivos',
    correcto: (p) => estudiante(p) && p.distrito === 'Los Olivos',
  },
  {
    prompt: 'postulantes de canete',
    tipo: 'ortografia',
    limpia: 'postulantes de Cañete',
    correcto: (p) => vive(p, 'Cañete', 'San Vicente de Cañete'),
  },
  {
    prompt: 'alumnos de wanchac',
    tipo: 'ortografia',
    limpia: 'alumnos de Wanchaq',
    correcto: (p) => estudiante(p) && p.distrito === 'Wanchaq',
  },
  {
    prompt: 'egresados del tambo',
    tipo: 'ortografia',
    limpia: 'egresados de El Tambo',
    correcto: (p) => egresado(p) && p.distrito === 'El Tambo',
  },
  {
    prompt: 'alumnos de chiclallo',
    tipo: 'ortografia',
    limpia: 'alumnos de Chiclayo',
    correcto: (p) => estudiante(p) && vive(p, 'Chiclayo'),
  },
  {
    prompt: 'egresados de sjl',
    tipo: 'ortografia',
    limpia: 'egresados de San Juan de Lurigancho',
    correcto: (p) => egresado(p) && p.distrito === 'San Juan de Lurigancho',
  },
  {
    prompt: 'alumnos de piura q hablen ingles',
    tipo: 'ortografia',
    limpia: 'alumnos de Piura que hablen inglés',
    correcto: (p) => estudiante(p) && enRegion(p, 20) && habla(p, 'Inglés') >= 1,
  },
  // Acronyms in lower case or with dots.
  {
    prompt: 'egresados de la uni de ing civil',
    tipo: 'ortografia',
    limpia: 'egresados de la UNI de ingeniería civil',
    correcto: (p) => egresado(p) && sigla(p, 'UNI') && estudia(p, 'Ingeniería Civil'),
  },
  {
    prompt: 'alumnos d la pucp',
    tipo: 'ortografia',
    limpia: 'alumnos de la PUCP',
    correcto: (p) => estudiante(p) && sigla(p, 'PUCP'),
  },
  {
    prompt: 'egresados de la u.n.s.a.',
    tipo: 'ortografia',
    limpia: 'egresados de la UNSA',
    correcto: (p) => egresado(p) && sigla(p, 'UNSA'),
  },
  {
    prompt: 'alumnos del senati de mecanica',
    tipo: 'ortografia',
    limpia: 'alumnos del SENATI de mecánica automotriz',
    correcto: (p) => estudiante(p) && sigla(p, 'SENATI') && estudia(p, 'Mecánica Automotriz'),
  },
  {
    prompt: 'alumnos de tecsup q sepan autocad',
    tipo: 'ortografia',
    limpia: 'alumnos de TECSUP que sepan AutoCAD',
    correcto: (p) => estudiante(p) && sigla(p, 'TECSUP') && conoce(p, 'AutoCAD') >= 1,
  },
  {
    prompt: 'egresados de la unsaac',
    tipo: 'ortografia',
    limpia: 'egresados de la UNSAAC',
    correcto: (p) => egresado(p) && sigla(p, 'UNSAAC'),
  },
  // Numbers as words or signs.
  {
    prompt: 'alumnos d 8° ciclo de contabilidad',
    tipo: 'ortografia',
    limpia: 'alumnos de octavo ciclo de contabilidad',
    correcto: (p) => estudiante(p) && ciclo(p) === 8 && estudia(p, 'Contabilidad'),
  },
  {
    prompt: 'alumnos del 3cio superior',
    tipo: 'ortografia',
    limpia: 'alumnos del tercio superior',
    correcto: (p) => estudiante(p) && p.orden_merito >= 1 && p.orden_merito <= 4,
  },
  {
    prompt: 'egresados q ocuparon el 1er puesto',
    tipo: 'ortografia',
    limpia: 'egresados que ocuparon el primer puesto',
    correcto: (p) => egresado(p) && primerPuesto(p),
  },
  {
    prompt: 'alumnos de economia del noveno ciclo pa arriba',
    tipo: 'ortografia',
    limpia: 'alumnos de economía de 9no ciclo para arriba',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía') && ciclo(p) >= 9,
  },
  {
    prompt: 'egresados del 2023 pa adelante',
    tipo: 'ortografia',
    limpia: 'egresados del 2023 para adelante',
    correcto: (p) => egresado(p) && p.egreso !== null && p.egreso >= 2023,
  },
  // A quantifier run together or without its accent.
  {
    prompt: 'q hablen ingles almenos intermedio',
    tipo: 'ortografia',
    limpia: 'que hablen inglés al menos intermedio',
    correcto: (p) => habla(p, 'Inglés') >= 2,
  },
  {
    prompt: 'egresados con minimo ingles intermedio',
    tipo: 'ortografia',
    limpia: 'egresados con mínimo inglés intermedio',
    correcto: (p) => egresado(p) && habla(p, 'Inglés') >= 2,
  },
  {
    prompt: 'alumnos de 7mo ciclo a mas',
    tipo: 'ortografia',
    limpia: 'alumnos de séptimo ciclo a más',
    correcto: (p) => estudiante(p) && ciclo(p) >= 7,
  },
  // Peruvian names of what the CVs hold.
  {
    prompt: 'postulantes con brevete',
    tipo: 'ortografia',
    limpia: 'postulantes con licencia de conducir',
    correcto: (p) => p.licencia,
  },
  {
    prompt: 'egresados de mercadotecnia',
    tipo: 'ortografia',
    limpia: 'egresados de marketing',
    correcto: (p) => egresado(p) && estudia(p, 'Marketing'),
  },
  {
    prompt: 'alumnos con exel abanzado',
    tipo: 'ortografia',
    limpia: 'alumnos con Excel avanzado',
    correcto: (p) => estudiante(p) && conoce(p, 'Excel') >= 3,
  },
  {
    prompt: 'egresados que manejen sap',
    tipo: 'ortografia',
    limpia: 'egresados que manejen SAP',
    correcto: (p) => egresado(p) && conoce(p, 'SAP ERP') >= 1,
  },
  {
    prompt: 'alumnos que sepan powerbi',
    tipo: 'ortografia',
    limpia: 'alumnos que sepan Power BI',
    correcto: (p) => estudiante(p) && conoce(p, 'Power BI') >= 1,
  },
  // Decisions and levels typed by phone.
  {
    prompt: 'los finalistas d lima',
    tipo: 'ortografia',
    limpia: 'los finalistas de Lima',
    correcto: (p) => finalista(p) && enRegion(p, 15),
  },
  {
    prompt: 'los q stan en proceso',
    tipo: 'ortografia',
    limpia: 'los que están en proceso',
    correcto: (p) => estado(p, 2),
  },
  {
    prompt: 'egresados d derecho c exp legal',
    tipo: 'ortografia',
    limpia: 'egresados de derecho con experiencia legal',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && trabajo(p, 'legal'),
  },
  {
    prompt: 'alumnos d economia interesados n finanzas',
    tipo: 'ortografia',
    limpia: 'alumnos de economía interesados en finanzas',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía') && interesa(p, 'finanzas'),
  },
  {
    prompt: 'tecnicos d enfermeria d 5to ciclo',
    tipo: 'ortografia',
    limpia: 'técnicos de enfermería de quinto ciclo',
    correcto: (p) => estudiante(p) && p.carrera === 'Enfermería Técnica' && ciclo(p) === 5,
  },
  {
    prompt: 'contadores d arekipa',
    tipo: 'ortografia',
    limpia: 'contadores de Arequipa',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, 4),
  },
  // What the applicant is interested in, named like a career («finanzas», «educación»): an interest, not a career.
  {
    prompt: 'estudiantes d ing. industrial interesados en mineria',
    tipo: 'ortografia',
    limpia: 'estudiantes de ingeniería industrial interesados en minería',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && interesa(p, 'minería'),
  },
  {
    prompt: 'egresados d administracion interesados en emprendimiento',
    tipo: 'ortografia',
    limpia: 'egresados de administración interesados en emprendimiento',
    correcto: (p) => egresado(p) && estudia(p, 'Administración') && interesa(p, 'emprendimiento'),
  },
  {
    prompt: 'alumnos d derecho interesados en investigacion',
    tipo: 'ortografia',
    limpia: 'alumnos de derecho interesados en investigación',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && interesa(p, 'investigación'),
  },
  {
    prompt: 'alumnos d ing de sistemas interesados en robotica',
    tipo: 'ortografia',
    limpia: 'alumnos de ingeniería de sistemas interesados en robótica',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas') && interesa(p, 'robótica'),
  },
  {
    prompt: 'egresados de psicologia interesados en educacion',
    tipo: 'ortografia',
    limpia: 'egresados de psicología interesados en educación',
    correcto: (p) => egresado(p) && estudia(p, 'Psicología') && interesa(p, 'educación'),
  },
  {
    prompt: 'alumnos de ing ambiental interesados en energia renovable',
    tipo: 'ortografia',
    limpia: 'alumnos de ingeniería ambiental interesados en energía renovable',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Ambiental') && interesa(p, 'energía renovable'),
  },
  {
    prompt: 'egresados d ingenieria ambiental interesados en sostenibilidad',
    tipo: 'ortografia',
    limpia: 'egresados de ingeniería ambiental interesados en sostenibilidad',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Ambiental') && interesa(p, 'sostenibilidad'),
  },
  {
    prompt: 'gente d lima interesada en finanzas',
    tipo: 'ortografia',
    limpia: 'postulantes de Lima interesados en finanzas',
    correcto: (p) => enRegion(p, 15) && interesa(p, 'finanzas'),
  },
  {
    prompt: 'alumnos de contabilidad con interes en finanzas',
    tipo: 'ortografia',
    limpia: 'alumnos de contabilidad con interés en finanzas',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && interesa(p, 'finanzas'),
  },
  // «c» alone for «con», «ls» for «los».
  {
    prompt: 'alumnos c ingles avanzado',
    tipo: 'ortografia',
    limpia: 'alumnos con inglés avanzado',
    correcto: (p) => estudiante(p) && habla(p, 'Inglés') >= 3,
  },
  {
    prompt: 'tecnicos c excel',
    tipo: 'ortografia',
    limpia: 'técnicos con Excel',
    correcto: (p) => tecnico(p) && conoce(p, 'Excel') >= 1,
  },
  {
    prompt: 'ls egresados d lima',
    tipo: 'ortografia',
    limpia: 'los egresados de Lima',
    correcto: (p) => egresado(p) && enRegion(p, 15),
  },
  // Found by a probe after the first run (written with their fix, so their first run is not a blind one): the
  // SUNEDU abbreviation «UNA» is also the article, so «la UNA Puno» read the region Puno (its technical students at
  // 100 %); other words of interest («les guste», «con enfoque en», «vocación por»).
  {
    prompt: 'egresados de la una puno',
    tipo: 'ortografia',
    limpia: 'egresados de la UNA Puno',
    correcto: (p) => egresado(p) && sigla(p, 'UNA Puno'),
  },
  {
    prompt: 'alumnos d la unap',
    tipo: 'ortografia',
    limpia: 'alumnos de la UNA Puno',
    correcto: (p) => estudiante(p) && sigla(p, 'UNA Puno'),
  },
  {
    prompt: 'egresados de la nacional del centro',
    tipo: 'ortografia',
    limpia: 'egresados de la UNCP',
    correcto: (p) => egresado(p) && sigla(p, 'UNCP'),
  },
  {
    prompt: 'alumnos q les guste la mineria',
    tipo: 'ortografia',
    limpia: 'alumnos a los que les guste la minería',
    correcto: (p) => estudiante(p) && interesa(p, 'minería'),
  },
  {
    prompt: 'egresados d economia con enfoque en finanzas',
    tipo: 'ortografia',
    limpia: 'egresados de economía con enfoque en finanzas',
    correcto: (p) => egresado(p) && estudia(p, 'Economía') && interesa(p, 'finanzas'),
  },
  {
    prompt: 'alumnos con vocacion x la educacion',
    tipo: 'ortografia',
    limpia: 'alumnos con vocación por la educación',
    correcto: (p) => estudiante(p) && interesa(p, 'educación'),
  },
  // Found by a probe (written with their fix): «soporte técnico» read «técnico» as the study level; knowledge names
  // written as a recruiter says them.
  {
    prompt: 'alumnos c soporte tecnico',
    tipo: 'ortografia',
    limpia: 'alumnos con soporte técnico de computadoras',
    correcto: (p) => estudiante(p) && conoce(p, 'Soporte técnico de computadoras') >= 1,
  },
  {
    prompt: 'egresados d contabilidad c tributacion',
    tipo: 'ortografia',
    limpia: 'egresados de contabilidad con tributación peruana',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && conoce(p, 'Tributación peruana') >= 1,
  },
  {
    prompt: 'tecnicos d mecanica automotriz q lean planos',
    tipo: 'ortografia',
    limpia: 'técnicos de mecánica automotriz con lectura de planos',
    correcto: (p) => tecnico(p) && estudia(p, 'Mecánica Automotriz') && conoce(p, 'Lectura de planos') >= 1,
  },
  // Found by a probe (written with their fix): a year before or after («antes del 2020» read 2020 itself: the
  // singular folds «antes» to «ante»), «este año», a workplace named for its area («estudio de abogados» read the career
  // Derecho and dropped the area), «el tercio» alone (dropped, everyone at 100 %).
  {
    prompt: 'egresados d contabilidad antes del 2020',
    tipo: 'ortografia',
    limpia: 'egresados de contabilidad antes del 2020',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && p.egreso !== null && p.egreso < 2020,
  },
  {
    prompt: 'egresados despues del 2023',
    tipo: 'ortografia',
    limpia: 'egresados después del 2023',
    correcto: (p) => egresado(p) && p.egreso !== null && p.egreso > 2023,
  },
  {
    prompt: 'egresados d este año',
    tipo: 'ortografia',
    limpia: 'egresados de este año',
    correcto: (p) => egresado(p) && p.egreso === ANIO,
  },
  {
    prompt: 'egresados con esperiencia en un estudio de abogados',
    tipo: 'ortografia',
    limpia: 'egresados con experiencia en un estudio de abogados',
    correcto: (p) => egresado(p) && trabajo(p, 'legal'),
  },
  {
    prompt: 'alumnos q esten en el tercio',
    tipo: 'ortografia',
    limpia: 'alumnos que estén en el tercio superior',
    correcto: (p) => estudiante(p) && p.orden_merito >= 1 && p.orden_merito <= 4,
  },
  // Found by a probe (written with its fix): «por lo menos» between a language and its level lost the level.
  {
    prompt: 'q hablen ingles x lo menos intermedio',
    tipo: 'ortografia',
    limpia: 'que hablen inglés por lo menos intermedio',
    correcto: (p) => habla(p, 'Inglés') >= 2,
  },
  // Found by a probe (written with its fix): a kind asked without a status («técnicos») in its last year read «último
  // año» as graduated in the last year: recent technical graduates at 100 %, no student listed.
  {
    prompt: 'tecnicos de ultimo ano de computacion',
    tipo: 'ortografia',
    limpia: 'técnicos de último año de computación e informática',
    correcto: (p) => estudiante(p) && tecnico(p) && estudia(p, 'Computación') && ciclo(p) >= 5,
  },
];

/**
 * Eleventh round (development set, written and committed before the parser changed for it): request shapes the
 * earlier sets have few of — two or three criteria of different kinds in one sentence joined by «y que», «pero que»,
 * «además»; criteria after a relative clause («los que estudian X en Y»); institution, career and cycle together; a
 * place qualified by its region; graduation years («del 2023», «el año pasado», «la promoción 2022»); study status
 * words («bachilleres», «practicantes preprofesionales / profesionales»); levels written out («a nivel avanzado»,
 * «intermedio para arriba», «con dominio de»); and all of it typed as on a phone («q», «d», «x», «tb», «8vo», «conta»,
 * «adm.», «ing.»). Each paired with its clean request; the predicate is the clean request's, read as a person would.
 */
export const CONSULTAS_UNDECIMA: (ConsultaTipada & { limite?: number })[] = [
  // Institution, career and cycle together.
  {
    prompt: 'alumnos d ing industrial d la uni q esten en 8vo ciclo',
    tipo: 'ortografia',
    limpia: 'alumnos de ingeniería industrial de la UNI que estén en octavo ciclo',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && sigla(p, 'UNI') && ciclo(p) === 8,
  },
  {
    prompt: 'alumnos d la pucp d derecho d 9no ciclo a mas',
    tipo: 'ortografia',
    limpia: 'alumnos de la PUCP de derecho de noveno ciclo a más',
    correcto: (p) => estudiante(p) && sigla(p, 'PUCP') && estudia(p, 'Derecho') && ciclo(p) >= 9,
  },
  {
    prompt: 'conta d 8vo ciclo a mas con siscont',
    tipo: 'ortografia',
    limpia: 'alumnos de contabilidad de octavo ciclo a más con SISCONT',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && ciclo(p) >= 8 && conoce(p, 'SISCONT') >= 1,
  },
  {
    prompt: 'alumnos d ultimo ciclo d conta',
    tipo: 'ortografia',
    limpia: 'alumnos de último ciclo de contabilidad',
    // The last cycle of the career: X, VI for a technical student (the pool has technical Contabilidad too).
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && ciclo(p) === (tecnico(p) ? 6 : 10),
  },
  // Criteria after a relative clause.
  {
    prompt: 'los q estudian conta en la unsa y sepan concar',
    tipo: 'ortografia',
    limpia: 'los que estudian contabilidad en la UNSA y sepan CONCAR',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && sigla(p, 'UNSA') && conoce(p, 'CONCAR') >= 1,
  },
  {
    prompt: 'los q viven en arequipa y estudian en la ucsm',
    tipo: 'ortografia',
    limpia: 'los que viven en Arequipa y estudian en la UCSM',
    correcto: (p) => estudiante(p) && enRegion(p, 4) && sigla(p, 'UCSM'),
  },
  {
    prompt: 'los q estudian economia y hablan ingles',
    tipo: 'ortografia',
    limpia: 'los que estudian economía y hablan inglés',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía') && habla(p, 'Inglés') >= 1,
  },
  // Two or three criteria of different kinds joined by «y que», «pero que», «además».
  {
    prompt: 'alumnos d economia y q sean d arequipa pero q no sepan sql',
    tipo: 'ortografia',
    limpia: 'alumnos de economía y que sean de Arequipa pero que no sepan SQL',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía') && enRegion(p, 4) && conoce(p, 'SQL') === 0,
  },
  {
    prompt: 'egresados d derecho q ademas tengan experiencia',
    tipo: 'ortografia',
    limpia: 'egresados de derecho que además tengan experiencia',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && conExperiencia(p),
  },
  {
    prompt: 'estudiantes d psicologia q hablen ingles y tb quechua',
    tipo: 'ortografia',
    limpia: 'estudiantes de psicología que hablen inglés y también quechua',
    correcto: (p) => estudiante(p) && estudia(p, 'Psicología') && habla(p, 'Inglés') >= 1 && habla(p, 'Quechua') >= 1,
  },
  {
    prompt: 'alumnos d ing. industrial c/ power bi y excel avanzado',
    tipo: 'ortografia',
    limpia: 'alumnos de ingeniería industrial con Power BI y Excel avanzado',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && conoce(p, 'Power BI') >= 1 && conoce(p, 'Excel') >= 3,
  },
  {
    prompt: 'egresados d la unmsm pero q no hablen ingles',
    tipo: 'ortografia',
    limpia: 'egresados de la UNMSM pero que no hablen inglés',
    correcto: (p) => egresado(p) && sigla(p, 'UNMSM') && habla(p, 'Inglés') === 0,
  },
  {
    prompt: 'alumnos d derecho d cusco q sepan kechua',
    tipo: 'ortografia',
    limpia: 'alumnos de derecho de Cusco que sepan quechua',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && enRegion(p, 8) && habla(p, 'Quechua') >= 1,
  },
  {
    prompt: 'egresados d ing. civil con exp en obra y q sean d lima',
    tipo: 'ortografia',
    limpia: 'egresados de ingeniería civil con experiencia en obra y que sean de Lima',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Civil') && trabajo(p, 'obra') && enRegion(p, 15),
  },
  // A place qualified by its region.
  {
    prompt: 'egresados d la region la libertad',
    tipo: 'ortografia',
    limpia: 'egresados de la región La Libertad',
    correcto: (p) => egresado(p) && enRegion(p, 13),
  },
  {
    prompt: 'alumnos d trujillo la libertad con excel',
    tipo: 'ortografia',
    limpia: 'alumnos de Trujillo, La Libertad con Excel',
    correcto: (p) => estudiante(p) && vive(p, 'Trujillo') && conoce(p, 'Excel') >= 1,
  },
  {
    prompt: 'tecnicos d computacion d 5to ciclo en adelante d lima',
    tipo: 'ortografia',
    limpia: 'técnicos de computación e informática de quinto ciclo en adelante de Lima',
    correcto: (p) => estudiante(p) && tecnico(p) && estudia(p, 'Computación') && ciclo(p) >= 5 && enRegion(p, 15),
  },
  // Graduation years.
  {
    prompt: 'egresados del 2023 d administracion',
    tipo: 'ortografia',
    limpia: 'egresados del 2023 de administración',
    correcto: (p) => egresado(p) && p.egreso === 2023 && estudia(p, 'Administración'),
  },
  {
    prompt: 'egresados q terminaron el año pasado con exel',
    tipo: 'ortografia',
    limpia: 'egresados que terminaron el año pasado con Excel',
    correcto: (p) => egresado(p) && p.egreso === ANIO - 1 && conoce(p, 'Excel') >= 1,
  },
  {
    prompt: 'egresados d la promocion 2022 d ing industrial',
    tipo: 'ortografia',
    limpia: 'egresados de la promoción 2022 de ingeniería industrial',
    correcto: (p) => egresado(p) && p.egreso === 2022 && estudia(p, 'Ingeniería Industrial'),
  },
  {
    prompt: 'egresados del 2024 a la fecha d sistemas',
    tipo: 'ortografia',
    limpia: 'egresados del 2024 a la fecha de ingeniería de sistemas',
    correcto: (p) => egresado(p) && p.egreso !== null && p.egreso >= 2024 && estudia(p, 'Ingeniería de Sistemas'),
  },
  {
    prompt: 'bachilleres q terminaron antes del 2022',
    tipo: 'ortografia',
    limpia: 'bachilleres que terminaron antes del 2022',
    correcto: (p) => bachiller(p) && p.egreso !== null && p.egreso < 2022,
  },
  // Study status words.
  {
    prompt: 'bachilleres d ing d sistemas con ingles nivel avanzado',
    tipo: 'ortografia',
    limpia: 'bachilleres de ingeniería de sistemas con inglés a nivel avanzado',
    correcto: (p) => bachiller(p) && estudia(p, 'Ingeniería de Sistemas') && habla(p, 'Inglés') >= 3,
  },
  {
    prompt: 'practicantes preprofesionales d conta',
    tipo: 'ortografia',
    limpia: 'practicantes preprofesionales de contabilidad',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad'),
  },
  {
    prompt: 'practicantes profesionales d adm.',
    tipo: 'ortografia',
    limpia: 'practicantes profesionales de administración',
    correcto: (p) => egresado(p) && estudia(p, 'Administración'),
  },
  {
    prompt: 'tecnicos egresados d senati con autocad',
    tipo: 'ortografia',
    limpia: 'técnicos egresados del SENATI con AutoCAD',
    correcto: (p) => egresado(p) && tecnico(p) && sigla(p, 'SENATI') && conoce(p, 'AutoCAD') >= 1,
  },
  // Levels written out.
  {
    prompt: 'alumnos con exel nivel intermedio pa arriba',
    tipo: 'ortografia',
    limpia: 'alumnos con Excel nivel intermedio para arriba',
    correcto: (p) => estudiante(p) && conoce(p, 'Excel') >= 2,
  },
  {
    prompt: 'egresados con ingles a nivel avanzado y excel intermedio',
    tipo: 'ortografia',
    limpia: 'egresados con inglés a nivel avanzado y Excel intermedio',
    correcto: (p) => egresado(p) && habla(p, 'Inglés') >= 3 && conoce(p, 'Excel') >= 2,
  },
  {
    prompt: 'egresados d economia con ingles intermedio x lo menos y python',
    tipo: 'ortografia',
    limpia: 'egresados de economía con inglés intermedio por lo menos y Python',
    correcto: (p) => egresado(p) && estudia(p, 'Economía') && habla(p, 'Inglés') >= 2 && conoce(p, 'Python') >= 1,
  },
  {
    prompt: 'alumnos d sistemas con java nivel basico para arriba',
    tipo: 'ortografia',
    limpia: 'alumnos de ingeniería de sistemas con Java nivel básico para arriba',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'Java') >= 1,
  },
  {
    prompt: 'egresados con dominio d ingles',
    tipo: 'ortografia',
    limpia: 'egresados con dominio de inglés',
    correcto: (p) => egresado(p) && habla(p, 'Inglés') >= 3,
  },
  // Application status words.
  {
    prompt: 'finalistas d conta q sepan exel',
    tipo: 'ortografia',
    limpia: 'finalistas de contabilidad que sepan Excel',
    correcto: (p) => estado(p, 3) && estudia(p, 'Contabilidad') && conoce(p, 'Excel') >= 1,
  },
  {
    prompt: 'alumnos ke esten en el tercio superior d ing civil',
    tipo: 'ortografia',
    limpia: 'alumnos que estén en el tercio superior de ingeniería civil',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil') && p.orden_merito >= 1 && p.orden_merito <= 4,
  },
  // The short form of a region is the region, never a criterion that sounds alike («aqp» is no HACCP).
  {
    prompt: 'administracion de aqp',
    tipo: 'ortografia',
    limpia: 'administración de Arequipa',
    correcto: (p) => estudia(p, 'Administración') && enRegion(p, 4),
  },
  // A career by its one word, as people say it; careers joined by «o» are alternatives.
  { prompt: 'egresados de industrial', tipo: 'plano', correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Industrial') },
  { prompt: 'alumnos de civil', tipo: 'plano', correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil') },
  {
    prompt: 'industrial o administración del quinto superior',
    tipo: 'plano',
    correcto: (p) => estudia(p, 'Ingeniería Industrial', 'Administración') && p.orden_merito >= 1 && p.orden_merito <= 3,
  },
  // A district ruled out inside its region by «menos».
  { prompt: 'de Arequipa menos Cayma', tipo: 'negacion', correcto: (p) => enRegion(p, 4) && p.distrito !== 'Cayma' },
];

/**
 * Thirteenth round (development set, written and committed before the parser changed for it): words the variant
 * families never vary — universities and institutes by the names people use («San Marcos», «la Católica», «la
 * Agraria», «la Pacífico», «la San Antonio Abad», «la César Vallejo»; some with no applicant in the pool:
 * «Cayetano», «la Villarreal», «la Ricardo Palma»), graduation years as typed («egresados 2024», «del 2k23», «promo
 * 2022», «en el 23»), cycles in words («sexto», «setimo», «decimo»), levels and languages misspelt («intermedo»,
 * «avansado», «portugez», «quechwa»), knowledge names as typed («powerbi», «phyton», «jaba», «fotoshop»), places that
 * are also part of an institution's name (Lima, Callao, Piura, Ica, San Martín, Cusco) and words of one kind that
 * name another («marketing», «contabilidad», «diseño», «soporte técnico»). Each paired with its clean request; the
 * predicate is the clean request's, read as a person would, from the pool's facts.
 */
export const CONSULTAS_DECIMOTERCERA: (ConsultaTipada & { limite?: number })[] = [
  // Universities and institutes by the names people use.
  {
    prompt: 'alumnos d san markos d derecho',
    tipo: 'ortografia',
    limpia: 'alumnos de San Marcos de derecho',
    correcto: (p) => estudiante(p) && sigla(p, 'UNMSM') && estudia(p, 'Derecho'),
  },
  {
    prompt: 'egresados d sanmarcos',
    tipo: 'ortografia',
    limpia: 'egresados de San Marcos',
    correcto: (p) => egresado(p) && sigla(p, 'UNMSM'),
  },
  {
    prompt: 'alumnos d la san marcos q sepan exel',
    tipo: 'ortografia',
    limpia: 'alumnos de la San Marcos que sepan Excel',
    correcto: (p) => estudiante(p) && sigla(p, 'UNMSM') && conoce(p, 'Excel') >= 1,
  },
  {
    prompt: 'egresados d la catolica d economia',
    tipo: 'ortografia',
    limpia: 'egresados de la Católica de economía',
    correcto: (p) => egresado(p) && sigla(p, 'PUCP') && estudia(p, 'Economía'),
  },
  {
    prompt: 'alumnos d la katolika',
    tipo: 'ortografia',
    limpia: 'alumnos de la Católica',
    correcto: (p) => estudiante(p) && sigla(p, 'PUCP'),
  },
  // No applicant of the pool studies at these: nobody is the answer.
  { prompt: 'egresados d cayetano', tipo: 'ortografia', limpia: 'egresados de Cayetano', correcto: nadie },
  { prompt: 'alumnos d la villareal', tipo: 'ortografia', limpia: 'alumnos de la Villarreal', correcto: nadie },
  { prompt: 'egresados d la ricardo palma', tipo: 'ortografia', limpia: 'egresados de la Ricardo Palma', correcto: nadie },
  {
    prompt: 'egresados d la u del pacifico',
    tipo: 'ortografia',
    limpia: 'egresados de la Universidad del Pacífico',
    correcto: (p) => egresado(p) && sigla(p, 'UP'),
  },
  {
    prompt: 'estudiantes d economia d la pacifico',
    tipo: 'ortografia',
    limpia: 'estudiantes de economía de la Pacífico',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía') && sigla(p, 'UP'),
  },
  {
    prompt: 'alumnos d la san antonio abad d derecho',
    tipo: 'ortografia',
    limpia: 'alumnos de la San Antonio Abad de derecho',
    correcto: (p) => estudiante(p) && sigla(p, 'UNSAAC') && estudia(p, 'Derecho'),
  },
  {
    prompt: 'alumnos d la catolica san pablo',
    tipo: 'ortografia',
    limpia: 'alumnos de la Católica San Pablo',
    correcto: (p) => estudiante(p) && sigla(p, 'UCSP'),
  },
  {
    prompt: 'egresados d la santa maria',
    tipo: 'ortografia',
    limpia: 'egresados de la Santa María',
    correcto: (p) => egresado(p) && sigla(p, 'UCSM'),
  },
  {
    prompt: 'alumnos d la agraria',
    tipo: 'ortografia',
    limpia: 'alumnos de la Agraria',
    correcto: (p) => estudiante(p) && sigla(p, 'UNALM'),
  },
  {
    prompt: 'alumnos d la cesar vallejo',
    tipo: 'ortografia',
    limpia: 'alumnos de la César Vallejo',
    correcto: (p) => estudiante(p) && sigla(p, 'UCV'),
  },
  {
    prompt: 'egresados d la antenor orrego',
    tipo: 'ortografia',
    limpia: 'egresados de la Antenor Orrego',
    correcto: (p) => egresado(p) && sigla(p, 'UPAO'),
  },
  {
    prompt: 'alumnos d la nacional d trujillo',
    tipo: 'ortografia',
    limpia: 'alumnos de la Nacional de Trujillo',
    correcto: (p) => estudiante(p) && sigla(p, 'UNT'),
  },
  {
    prompt: 'egresados d la continental',
    tipo: 'ortografia',
    limpia: 'egresados de la Continental',
    correcto: (p) => egresado(p) && sigla(p, 'Continental'),
  },
  {
    prompt: 'tecnicos d tecsup d mecanica',
    tipo: 'ortografia',
    limpia: 'técnicos de Tecsup de mecánica automotriz',
    correcto: (p) => tecnico(p) && sigla(p, 'TECSUP') && estudia(p, 'Mecánica Automotriz'),
  },
  {
    prompt: 'alumnos d cibertec d computacion',
    tipo: 'ortografia',
    limpia: 'alumnos de Cibertec de computación e informática',
    correcto: (p) => estudiante(p) && sigla(p, 'Cibertec') && estudia(p, 'Computación e Informática'),
  },
  // Graduation years as typed.
  {
    prompt: 'egresados 2024 d conta',
    tipo: 'ortografia',
    limpia: 'egresados 2024 de contabilidad',
    correcto: (p) => egresado(p) && p.egreso === 2024 && estudia(p, 'Contabilidad'),
  },
  {
    prompt: 'egresados del 2k23',
    tipo: 'ortografia',
    limpia: 'egresados del 2023',
    correcto: (p) => egresado(p) && p.egreso === 2023,
  },
  {
    prompt: 'promo 2022 d derecho',
    tipo: 'ortografia',
    limpia: 'egresados de la promoción 2022 de derecho',
    correcto: (p) => egresado(p) && p.egreso === 2022 && estudia(p, 'Derecho'),
  },
  {
    prompt: 'egresados en el 23 d economia',
    tipo: 'ortografia',
    limpia: 'egresados en el 2023 de economía',
    correcto: (p) => egresado(p) && p.egreso === 2023 && estudia(p, 'Economía'),
  },
  {
    prompt: 'egresados dl 2021 al 2023',
    tipo: 'ortografia',
    limpia: 'egresados del 2021 al 2023',
    correcto: (p) => egresado(p) && p.egreso !== null && p.egreso >= 2021 && p.egreso <= 2023,
  },
  {
    prompt: 'egresados del 2020 pa adelante',
    tipo: 'ortografia',
    limpia: 'egresados del 2020 en adelante',
    correcto: (p) => egresado(p) && p.egreso !== null && p.egreso >= 2020,
  },
  // Cycles in words.
  {
    prompt: 'alumnos d sexto siclo',
    tipo: 'ortografia',
    limpia: 'alumnos de sexto ciclo',
    correcto: (p) => estudiante(p) && ciclo(p) === 6,
  },
  {
    prompt: 'alumnos d setimo ciclo d derecho',
    tipo: 'ortografia',
    limpia: 'alumnos de séptimo ciclo de derecho',
    correcto: (p) => estudiante(p) && ciclo(p) === 7 && estudia(p, 'Derecho'),
  },
  {
    prompt: 'alumnos d octavo d ing civil',
    tipo: 'ortografia',
    limpia: 'alumnos de octavo ciclo de ingeniería civil',
    correcto: (p) => estudiante(p) && ciclo(p) === 8 && estudia(p, 'Ingeniería Civil'),
  },
  {
    prompt: 'alumnos d decimo ciclo',
    tipo: 'ortografia',
    limpia: 'alumnos de décimo ciclo',
    correcto: (p) => estudiante(p) && ciclo(p) === 10,
  },
  {
    prompt: 'alumnos d noveno o decimo siclo',
    tipo: 'ortografia',
    limpia: 'alumnos de noveno o décimo ciclo',
    correcto: (p) => estudiante(p) && ciclo(p) >= 9 && ciclo(p) <= 10,
  },
  {
    prompt: 'tecnicos d cuarto siclo',
    tipo: 'ortografia',
    limpia: 'técnicos de cuarto ciclo',
    correcto: (p) => estudiante(p) && tecnico(p) && ciclo(p) === 4,
  },
  {
    prompt: 'alumnos del sesto siclo d psicologia',
    tipo: 'ortografia',
    limpia: 'alumnos de sexto ciclo de psicología',
    correcto: (p) => estudiante(p) && ciclo(p) === 6 && estudia(p, 'Psicología'),
  },
  // Levels and languages misspelt.
  {
    prompt: 'alumnos con ingles basico',
    tipo: 'ortografia',
    limpia: 'alumnos con inglés básico',
    correcto: (p) => estudiante(p) && habla(p, 'Inglés') >= 1,
  },
  {
    prompt: 'egresados con ingles intermedo',
    tipo: 'ortografia',
    limpia: 'egresados con inglés intermedio',
    correcto: (p) => egresado(p) && habla(p, 'Inglés') >= 2,
  },
  {
    prompt: 'egresados con exel avansado',
    tipo: 'ortografia',
    limpia: 'egresados con Excel avanzado',
    correcto: (p) => egresado(p) && conoce(p, 'Excel') >= 3,
  },
  {
    prompt: 'alumnos con portugez intermedio',
    tipo: 'ortografia',
    limpia: 'alumnos con portugués intermedio',
    correcto: (p) => estudiante(p) && habla(p, 'Portugués') >= 2,
  },
  { prompt: 'q ablen frances', tipo: 'ortografia', limpia: 'que hablen francés', correcto: (p) => habla(p, 'Francés') >= 1 },
  { prompt: 'q sepan aleman', tipo: 'ortografia', limpia: 'que sepan alemán', correcto: nadie },
  {
    prompt: 'alumnos q ablen quechwa',
    tipo: 'ortografia',
    limpia: 'alumnos que hablen quechua',
    correcto: (p) => estudiante(p) && habla(p, 'Quechua') >= 1,
  },
  {
    prompt: 'egresados con ingles avansado y portugez',
    tipo: 'ortografia',
    limpia: 'egresados con inglés avanzado y portugués',
    correcto: (p) => egresado(p) && habla(p, 'Inglés') >= 3 && habla(p, 'Portugués') >= 1,
  },
  {
    prompt: 'q ablen kechua nivel intermedo',
    tipo: 'ortografia',
    limpia: 'que hablen quechua nivel intermedio',
    correcto: (p) => habla(p, 'Quechua') >= 2,
  },
  // Knowledge names as typed.
  {
    prompt: 'alumnos d ing industrial c sap',
    tipo: 'ortografia',
    limpia: 'alumnos de ingeniería industrial con SAP',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && conoce(p, 'SAP ERP') >= 1,
  },
  {
    prompt: 'egresados con powerbi',
    tipo: 'ortografia',
    limpia: 'egresados con Power BI',
    correcto: (p) => egresado(p) && conoce(p, 'Power BI') >= 1,
  },
  {
    prompt: 'alumnos d civil con autocad y s10',
    tipo: 'ortografia',
    limpia: 'alumnos de ingeniería civil con AutoCAD y S10',
    correcto: (p) =>
      estudiante(p) && estudia(p, 'Ingeniería Civil') && conoce(p, 'AutoCAD') >= 1 && conoce(p, 'S10 Costos y Presupuestos') >= 1,
  },
  {
    prompt: 'alumnos q sepan phyton',
    tipo: 'ortografia',
    limpia: 'alumnos que sepan Python',
    correcto: (p) => estudiante(p) && conoce(p, 'Python') >= 1,
  },
  {
    prompt: 'egresados d sistemas q sepan jaba',
    tipo: 'ortografia',
    limpia: 'egresados de ingeniería de sistemas que sepan Java',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'Java') >= 1,
  },
  {
    prompt: 'alumnos con sql y powerbi',
    tipo: 'ortografia',
    limpia: 'alumnos con SQL y Power BI',
    correcto: (p) => estudiante(p) && conoce(p, 'SQL') >= 1 && conoce(p, 'Power BI') >= 1,
  },
  {
    prompt: 'egresados con exel y word',
    tipo: 'ortografia',
    limpia: 'egresados con Excel y Word',
    correcto: (p) => egresado(p) && conoce(p, 'Excel') >= 1 && conoce(p, 'Word') >= 1,
  },
  {
    prompt: 'alumnos con fotoshop',
    tipo: 'ortografia',
    limpia: 'alumnos con Photoshop',
    correcto: (p) => estudiante(p) && conoce(p, 'Adobe Photoshop') >= 1,
  },
  {
    prompt: 'egresados con spss',
    tipo: 'ortografia',
    limpia: 'egresados con SPSS',
    correcto: (p) => egresado(p) && conoce(p, 'IBM SPSS') >= 1,
  },
  { prompt: 'q sepan arc gis', tipo: 'ortografia', limpia: 'que sepan ArcGIS', correcto: (p) => conoce(p, 'ArcGIS') >= 1 },
  // Places that are also part of an institution's name.
  { prompt: 'alumnos d san martin', tipo: 'ortografia', limpia: 'alumnos de San Martín', correcto: nadie },
  {
    prompt: 'alumnos d la san martin d derecho',
    tipo: 'ortografia',
    limpia: 'alumnos de la San Martín de derecho',
    correcto: (p) => estudiante(p) && sigla(p, 'USMP') && estudia(p, 'Derecho'),
  },
  {
    prompt: 'alumnos d la u d lima',
    tipo: 'ortografia',
    limpia: 'alumnos de la Universidad de Lima',
    correcto: (p) => estudiante(p) && sigla(p, 'ULima'),
  },
  {
    prompt: 'egresados d la ulima q vivan en surco',
    tipo: 'ortografia',
    limpia: 'egresados de la Universidad de Lima que vivan en Surco',
    correcto: (p) => egresado(p) && sigla(p, 'ULima') && surco(p),
  },
  {
    prompt: 'alumnos d lima d la pucp',
    tipo: 'ortografia',
    limpia: 'alumnos de Lima de la PUCP',
    correcto: (p) => estudiante(p) && enRegion(p, 15) && sigla(p, 'PUCP'),
  },
  {
    prompt: 'alumnos d la nacional del callao',
    tipo: 'ortografia',
    limpia: 'alumnos de la Nacional del Callao',
    correcto: (p) => estudiante(p) && sigla(p, 'UNAC'),
  },
  { prompt: 'alumnos dl callao', tipo: 'ortografia', limpia: 'alumnos del Callao', correcto: (p) => estudiante(p) && enRegion(p, 7) },
  {
    prompt: 'alumnos d la u d piura',
    tipo: 'ortografia',
    limpia: 'alumnos de la Universidad de Piura',
    correcto: (p) => estudiante(p) && sigla(p, 'UDEP'),
  },
  {
    prompt: 'alumnos d la nacional d piura',
    tipo: 'ortografia',
    limpia: 'alumnos de la Nacional de Piura',
    correcto: (p) => estudiante(p) && sigla(p, 'UNP'),
  },
  {
    prompt: 'egresados d la san luis gonzaga d ica',
    tipo: 'ortografia',
    limpia: 'egresados de la San Luis Gonzaga de Ica',
    correcto: (p) => egresado(p) && sigla(p, 'UNICA'),
  },
  { prompt: 'alumnos d ica', tipo: 'ortografia', limpia: 'alumnos de Ica', correcto: (p) => estudiante(p) && enRegion(p, 11) },
  {
    prompt: 'alumnos d cusco q no sean d la unsaac',
    tipo: 'ortografia',
    limpia: 'alumnos de Cusco que no sean de la UNSAAC',
    correcto: (p) => estudiante(p) && enRegion(p, 8) && !sigla(p, 'UNSAAC'),
  },
  {
    prompt: 'egresados d la u d lima q no vivan en lima',
    tipo: 'ortografia',
    limpia: 'egresados de la Universidad de Lima que no vivan en Lima',
    correcto: (p) => egresado(p) && sigla(p, 'ULima') && !enRegion(p, 15),
  },
  // Words of one kind that name another.
  {
    prompt: 'egresados con exp en conta',
    tipo: 'ortografia',
    limpia: 'egresados con experiencia en contabilidad',
    correcto: (p) => egresado(p) && trabajo(p, 'contabilidad'),
  },
  {
    prompt: 'alumnos con exp en marketin',
    tipo: 'ortografia',
    limpia: 'alumnos con experiencia en marketing',
    correcto: (p) => estudiante(p) && trabajo(p, 'marketing'),
  },
  {
    prompt: 'alumnos d marketin',
    tipo: 'ortografia',
    limpia: 'alumnos de marketing',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing'),
  },
  {
    prompt: 'egresados q sepan marketing dijital',
    tipo: 'ortografia',
    limpia: 'egresados que sepan marketing digital',
    correcto: (p) => egresado(p) && conoce(p, 'Marketing digital') >= 1,
  },
  {
    prompt: 'tecnicos d diseno',
    tipo: 'ortografia',
    limpia: 'técnicos de diseño gráfico',
    correcto: (p) => tecnico(p) && estudia(p, 'Diseño Gráfico'),
  },
  {
    prompt: 'alumnos d diseño grafico q sepan ilustrator',
    tipo: 'ortografia',
    limpia: 'alumnos de diseño gráfico que sepan Illustrator',
    correcto: (p) => estudiante(p) && estudia(p, 'Diseño Gráfico') && conoce(p, 'Adobe Illustrator') >= 1,
  },
  {
    prompt: 'egresados q sepan soporte tecnico',
    tipo: 'ortografia',
    limpia: 'egresados que sepan soporte técnico',
    correcto: (p) => egresado(p) && conoce(p, 'Soporte técnico de computadoras') >= 1,
  },
  {
    prompt: 'alumnos con exp en bentas',
    tipo: 'ortografia',
    limpia: 'alumnos con experiencia en ventas',
    correcto: (p) => estudiante(p) && trabajo(p, 'ventas'),
  },
  {
    prompt: 'egresados d adm. logistica',
    tipo: 'ortografia',
    limpia: 'egresados de administración logística',
    correcto: (p) => egresado(p) && estudia(p, 'Administración Logística'),
  },
  {
    prompt: 'alumnos d enfermeria tecnica',
    tipo: 'ortografia',
    limpia: 'alumnos de enfermería técnica',
    correcto: (p) => estudiante(p) && estudia(p, 'Enfermería Técnica'),
  },
  {
    prompt: 'egresados d ciencias d la comunicasion',
    tipo: 'ortografia',
    limpia: 'egresados de ciencias de la comunicación',
    correcto: (p) => egresado(p) && estudia(p, 'Ciencias de la Comunicación'),
  },
  {
    prompt: 'alumnos d ing ambiental q sepan arcgis',
    tipo: 'ortografia',
    limpia: 'alumnos de ingeniería ambiental que sepan ArcGIS',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Ambiental') && conoce(p, 'ArcGIS') >= 1,
  },
  {
    prompt: 'tecnicos egresados d contabilidad con concar',
    tipo: 'ortografia',
    limpia: 'técnicos egresados de contabilidad con CONCAR',
    correcto: (p) => egresado(p) && tecnico(p) && estudia(p, 'Contabilidad') && conoce(p, 'CONCAR') >= 1,
  },
];

/**
 * The fourteenth round: every kind of criterion typed as on a phone — k/qu/c, s/z/c, v/b, y/ll, a dropped or added h,
 * no accents, ñ as n or ni, the usual abbreviations (ing., adm., conta, psico, ing sist, univ., inst., dpto, prov,
 * egres., est., 8vo), fused and split words, doubled or missing letters, neighbour keys, capitals, punctuation and
 * chat words («xfa», «q», «k», «pa»), with negations and counts in the same request. Written from the pool's facts
 * (generador.ts) and the issue only, before the parser was read or changed.
 */
const sinRegion = (p: P, ...ids: number[]) => !enRegion(p, ...ids);
export const CONSULTAS_DECIMOCUARTA: (ConsultaTipada & { limite?: number })[] = [
  // Careers by their abbreviations.
  {
    prompt: 'alumnos d ing. sist. q sepan sql',
    tipo: 'ortografia',
    limpia: 'alumnos de ingeniería de sistemas que sepan SQL',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'SQL') >= 1,
  },
  {
    prompt: 'egres. d adm. d empresas',
    tipo: 'ortografia',
    limpia: 'egresados de administración de empresas',
    correcto: (p) => egresado(p) && adminEmpresas(p),
  },
  {
    prompt: 'est. d psico q manejen spss',
    tipo: 'ortografia',
    limpia: 'estudiantes de psicología que manejen SPSS',
    correcto: (p) => estudiante(p) && estudia(p, 'Psicología') && conoce(p, 'IBM SPSS') >= 1,
  },
  {
    prompt: 'ing sist d 8vo pa arriba',
    tipo: 'ortografia',
    limpia: 'estudiantes de ingeniería de sistemas de octavo ciclo para arriba',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas') && ciclo(p) >= 8,
  },
  {
    prompt: 'admin con exel abanzado',
    tipo: 'ortografia',
    limpia: 'administración con Excel avanzado',
    correcto: (p) => estudia(p, 'Administración') && conoce(p, 'Excel') >= 3,
  },
  {
    prompt: 'contas titulados d arequipa',
    tipo: 'ortografia',
    limpia: 'contadores titulados de Arequipa',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && enRegion(p, 4),
  },
  {
    prompt: 'ing. civil c autocad y rebit',
    tipo: 'ortografia',
    limpia: 'ingeniería civil con AutoCAD y Revit',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && conoce(p, 'AutoCAD') >= 1 && conoce(p, 'Revit') >= 1,
  },
  {
    prompt: 'tec. en computasion e informatica',
    tipo: 'ortografia',
    limpia: 'técnicos en computación e informática',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática'),
  },
  {
    prompt: 'mecanica automotris d senati',
    tipo: 'ortografia',
    limpia: 'mecánica automotriz de SENATI',
    correcto: (p) => estudia(p, 'Mecánica Automotriz') && sigla(p, 'SENATI'),
  },
  {
    prompt: 'economistas c stata avansado',
    tipo: 'ortografia',
    limpia: 'economistas con Stata avanzado',
    correcto: (p) => estudia(p, 'Economía') && conoce(p, 'Stata') >= 3,
  },
  {
    prompt: 'alumnos d conta y finansas',
    tipo: 'ortografia',
    limpia: 'alumnos de contabilidad y finanzas',
    correcto: (p) => estudiante(p) && p.carrera === 'Contabilidad y Finanzas',
  },
  {
    prompt: 'egresados d ing d sistemas e informatica',
    tipo: 'ortografia',
    limpia: 'egresados de ingeniería de sistemas e informática',
    correcto: (p) => egresado(p) && p.carrera === 'Ingeniería de Sistemas e Informática',
  },
  {
    prompt: 'disenadores graficos c figma',
    tipo: 'ortografia',
    limpia: 'diseñadores gráficos con Figma',
    correcto: (p) => estudia(p, 'Diseño Gráfico') && conoce(p, 'Figma') >= 1,
  },
  {
    prompt: 'mkt c google ads',
    tipo: 'ortografia',
    limpia: 'marketing con Google Ads',
    correcto: (p) => estudia(p, 'Marketing') && conoce(p, 'Google Ads') >= 1,
  },
  {
    prompt: 'psicologos c exp en rr.hh.',
    tipo: 'ortografia',
    limpia: 'psicólogos con experiencia en recursos humanos',
    correcto: (p) => estudia(p, 'Psicología') && trabajo(p, 'rrhh'),
  },
  {
    prompt: 'ing. ambiental c iso 14001',
    tipo: 'ortografia',
    limpia: 'ingeniería ambiental con ISO 14001',
    correcto: (p) => estudia(p, 'Ingeniería Ambiental') && conoce(p, 'ISO 14001') >= 1,
  },
  // Universities and institutes, abbreviated, in lower case, misspelt.
  {
    prompt: 'alumnos d la univ. nac. d ingenieria',
    tipo: 'ortografia',
    limpia: 'alumnos de la Universidad Nacional de Ingeniería',
    correcto: (p) => estudiante(p) && sigla(p, 'UNI'),
  },
  {
    prompt: 'egresados d la unmsm d conta',
    tipo: 'ortografia',
    limpia: 'egresados de la UNMSM de contabilidad',
    correcto: (p) => egresado(p) && sigla(p, 'UNMSM') && estudia(p, 'Contabilidad'),
  },
  {
    prompt: 'alumnos dl inst. idat',
    tipo: 'ortografia',
    limpia: 'alumnos del instituto IDAT',
    correcto: (p) => estudiante(p) && sigla(p, 'IDAT'),
  },
  {
    prompt: 'tecnicos d toulous lotrec',
    tipo: 'ortografia',
    limpia: 'técnicos de Toulouse Lautrec',
    correcto: (p) => tecnico(p) && sigla(p, 'Toulouse Lautrec'),
  },
  { prompt: 'alumnos d la U.P.C.', tipo: 'ortografia', limpia: 'alumnos de la UPC', correcto: (p) => estudiante(p) && sigla(p, 'UPC') },
  {
    prompt: 'egresados d la san ignasio',
    tipo: 'ortografia',
    limpia: 'egresados de la San Ignacio de Loyola',
    correcto: (p) => egresado(p) && sigla(p, 'USIL'),
  },
  {
    prompt: 'alumnos d la sientifica',
    tipo: 'ortografia',
    limpia: 'alumnos de la Científica del Sur',
    correcto: (p) => estudiante(p) && sigla(p, 'UCSUR'),
  },
  {
    prompt: 'alumnos d la utp q vivan en aqp',
    tipo: 'ortografia',
    limpia: 'alumnos de la UTP que vivan en Arequipa',
    correcto: (p) => estudiante(p) && sigla(p, 'UTP') && enRegion(p, 4),
  },
  {
    prompt: 'egresados d la unsa q no sean d aqp',
    tipo: 'ortografia',
    limpia: 'egresados de la UNSA que no sean de Arequipa',
    correcto: (p) => egresado(p) && sigla(p, 'UNSA') && sinRegion(p, 4),
  },
  {
    prompt: 'alumnos d la nacional dl sentro',
    tipo: 'ortografia',
    limpia: 'alumnos de la Universidad Nacional del Centro del Perú',
    correcto: (p) => estudiante(p) && sigla(p, 'UNCP'),
  },
  {
    prompt: 'egresados d la pedro ruis gayo',
    tipo: 'ortografia',
    limpia: 'egresados de la Pedro Ruiz Gallo',
    correcto: (p) => egresado(p) && sigla(p, 'UNPRG'),
  },
  {
    prompt: 'alumnos d la una puno',
    tipo: 'ortografia',
    limpia: 'alumnos de la Universidad Nacional del Altiplano',
    correcto: (p) => estudiante(p) && sigla(p, 'UNA Puno'),
  },
  {
    prompt: 'alumnos d la sanagustin',
    tipo: 'ortografia',
    limpia: 'alumnos de la San Agustín',
    correcto: (p) => estudiante(p) && sigla(p, 'UNSA'),
  },
  {
    prompt: 'egresados d cibertek',
    tipo: 'ortografia',
    limpia: 'egresados de Cibertec',
    correcto: (p) => egresado(p) && sigla(p, 'Cibertec'),
  },
  {
    prompt: 'alumnos d la unica d ica',
    tipo: 'ortografia',
    limpia: 'alumnos de la UNICA de Ica',
    correcto: (p) => estudiante(p) && sigla(p, 'UNICA'),
  },
  {
    prompt: 'alumnos d la unp',
    tipo: 'ortografia',
    limpia: 'alumnos de la Universidad Nacional de Piura',
    correcto: (p) => estudiante(p) && sigla(p, 'UNP'),
  },
  {
    prompt: 'egresados d la udep',
    tipo: 'ortografia',
    limpia: 'egresados de la Universidad de Piura',
    correcto: (p) => egresado(p) && sigla(p, 'UDEP'),
  },
  {
    prompt: 'alumnos d la upao d trujiyo',
    tipo: 'ortografia',
    limpia: 'alumnos de la UPAO de Trujillo',
    correcto: (p) => estudiante(p) && sigla(p, 'UPAO') && p.provincia === 'Trujillo',
  },
  {
    prompt: 'alumnos d la ucsp',
    tipo: 'ortografia',
    limpia: 'alumnos de la San Pablo',
    correcto: (p) => estudiante(p) && sigla(p, 'UCSP'),
  },
  {
    prompt: 'egresados d la unac',
    tipo: 'ortografia',
    limpia: 'egresados de la Universidad Nacional del Callao',
    correcto: (p) => egresado(p) && sigla(p, 'UNAC'),
  },
  {
    prompt: 'alumnos d la uncp d huancallo',
    tipo: 'ortografia',
    limpia: 'alumnos de la UNCP de Huancayo',
    correcto: (p) => estudiante(p) && sigla(p, 'UNCP') && p.provincia === 'Huancayo',
  },
  {
    prompt: 'tecnicos q no sean d senati',
    tipo: 'ortografia',
    limpia: 'técnicos que no sean de SENATI',
    correcto: (p) => tecnico(p) && !sigla(p, 'SENATI'),
  },
  {
    prompt: 'alumnos q no sean d la pucp ni d la uni',
    tipo: 'ortografia',
    limpia: 'alumnos que no sean de la PUCP ni de la UNI',
    correcto: (p) => estudiante(p) && !sigla(p, 'PUCP', 'UNI'),
  },
  // Places at every level.
  {
    prompt: 'postulantes dl dpto d la libertad',
    tipo: 'ortografia',
    limpia: 'postulantes del departamento de La Libertad',
    correcto: (p) => enRegion(p, 13),
  },
  {
    prompt: 'alumnos d la prov d lima',
    tipo: 'ortografia',
    limpia: 'alumnos de la provincia de Lima',
    correcto: (p) => estudiante(p) && p.provincia === 'Lima',
  },
  {
    prompt: 'egresados q vivan en sjl',
    tipo: 'ortografia',
    limpia: 'egresados que vivan en San Juan de Lurigancho',
    correcto: (p) => egresado(p) && distrito(p, 'San Juan de Lurigancho'),
  },
  { prompt: 'alumnos d surko', tipo: 'ortografia', limpia: 'alumnos de Surco', correcto: (p) => estudiante(p) && surco(p) },
  { prompt: 'postulantes d llanahuara', tipo: 'ortografia', limpia: 'postulantes de Yanahuara', correcto: (p) => distrito(p, 'Yanahuara') },
  {
    prompt: 'alumnos d huanchac',
    tipo: 'ortografia',
    limpia: 'alumnos de Wanchaq',
    correcto: (p) => estudiante(p) && distrito(p, 'Wanchaq'),
  },
  {
    prompt: 'egresados d cerro colorao',
    tipo: 'ortografia',
    limpia: 'egresados de Cerro Colorado',
    correcto: (p) => egresado(p) && distrito(p, 'Cerro Colorado'),
  },
  {
    prompt: 'alumnos d bictor larco',
    tipo: 'ortografia',
    limpia: 'alumnos de Víctor Larco',
    correcto: (p) => estudiante(p) && distrito(p, 'Víctor Larco Herrera'),
  },
  {
    prompt: 'alumnos d caniete',
    tipo: 'ortografia',
    limpia: 'alumnos de Cañete',
    correcto: (p) => estudiante(p) && vive(p, 'Cañete', 'San Vicente de Cañete'),
  },
  { prompt: 'postulantes d chiclallo', tipo: 'ortografia', limpia: 'postulantes de Chiclayo', correcto: (p) => p.provincia === 'Chiclayo' },
  {
    prompt: 'alumnos d el tanbo',
    tipo: 'ortografia',
    limpia: 'alumnos de El Tambo',
    correcto: (p) => estudiante(p) && distrito(p, 'El Tambo'),
  },
  {
    prompt: 'los q biben en la molina',
    tipo: 'ortografia',
    limpia: 'los que viven en La Molina',
    correcto: (p) => distrito(p, 'La Molina'),
  },
  {
    prompt: 'alumnos d sn isidro',
    tipo: 'ortografia',
    limpia: 'alumnos de San Isidro',
    correcto: (p) => estudiante(p) && distrito(p, 'San Isidro'),
  },
  {
    prompt: 'egresados d la rejion cuzco',
    tipo: 'ortografia',
    limpia: 'egresados de la región Cusco',
    correcto: (p) => egresado(p) && enRegion(p, 8),
  },
  {
    prompt: 'q no bivan en lima ni en el callao',
    tipo: 'ortografia',
    limpia: 'que no vivan en Lima ni en el Callao',
    correcto: (p) => sinRegion(p, 15, 7),
  },
  {
    prompt: 'alumnos d losolivos',
    tipo: 'ortografia',
    limpia: 'alumnos de Los Olivos',
    correcto: (p) => estudiante(p) && distrito(p, 'Los Olivos'),
  },
  {
    prompt: 'alumnos d miraflores aqp',
    tipo: 'ortografia',
    limpia: 'alumnos de Miraflores, Arequipa',
    correcto: (p) => estudiante(p) && distrito(p, 'Miraflores') && enRegion(p, 4),
  },
  {
    prompt: 'egresados d san sebastian cusco',
    tipo: 'ortografia',
    limpia: 'egresados de San Sebastián, Cusco',
    correcto: (p) => egresado(p) && distrito(p, 'San Sebastián'),
  },
  {
    prompt: 'alumnos d castiya piura',
    tipo: 'ortografia',
    limpia: 'alumnos de Castilla, Piura',
    correcto: (p) => estudiante(p) && distrito(p, 'Castilla'),
  },
  { prompt: 'postulantes d juaral', tipo: 'ortografia', limpia: 'postulantes de Huaral', correcto: (p) => vive(p, 'Huaral') },
  // Cycles and years of study.
  {
    prompt: 'alumnos d 3er anio d derecho',
    tipo: 'ortografia',
    limpia: 'alumnos de tercer año de derecho',
    correcto: (p) => estudia(p, 'Derecho') && entre(p, 5, 6),
  },
  { prompt: 'alumnos d 7mo siclo', tipo: 'ortografia', limpia: 'alumnos de séptimo ciclo', correcto: (p) => entre(p, 7, 7) },
  { prompt: 'alumnos d 6to a 8vo ciclo', tipo: 'ortografia', limpia: 'alumnos de sexto a octavo ciclo', correcto: (p) => entre(p, 6, 8) },
  {
    prompt: 'alumnos d los ultimos siclos d conta',
    tipo: 'ortografia',
    limpia: 'alumnos de los últimos ciclos de contabilidad',
    correcto: (p) => ultimosCiclos(p) && estudia(p, 'Contabilidad'),
  },
  {
    prompt: 'alumnos d penultimo siclo d economia',
    tipo: 'ortografia',
    limpia: 'alumnos de penúltimo ciclo de economía',
    correcto: (p) => estudia(p, 'Economía') && entre(p, 9, 9),
  },
  { prompt: 'tecnicos d ultimo anio', tipo: 'ortografia', limpia: 'técnicos de último año', correcto: (p) => tecnico(p) && ultimoAnio(p) },
  {
    prompt: 'alumnos d 4to anio d civil',
    tipo: 'ortografia',
    limpia: 'alumnos de cuarto año de ingeniería civil',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && entre(p, 7, 8),
  },
  { prompt: 'alumnos d 9no y 10mo', tipo: 'ortografia', limpia: 'alumnos de noveno y décimo ciclo', correcto: (p) => entre(p, 9, 10) },
  // Study levels.
  {
    prompt: 'bachiyeres d derecho',
    tipo: 'ortografia',
    limpia: 'bachilleres de derecho',
    correcto: (p) => bachiller(p) && estudia(p, 'Derecho'),
  },
  {
    prompt: 'egresados universitarios d lima',
    tipo: 'ortografia',
    limpia: 'egresados universitarios de Lima',
    correcto: (p) => egresado(p) && universitario(p) && enRegion(p, 15),
  },
  { prompt: 'tecnikos titulados', tipo: 'ortografia', limpia: 'técnicos titulados', correcto: (p) => tecnico(p) && egresado(p) },
  {
    prompt: 'est. d inst. d conta',
    tipo: 'ortografia',
    limpia: 'estudiantes de instituto de contabilidad',
    correcto: (p) => estudiante(p) && tecnico(p) && estudia(p, 'Contabilidad'),
  },
  {
    prompt: 'egresados d univ. d psicologia',
    tipo: 'ortografia',
    limpia: 'egresados universitarios de psicología',
    correcto: (p) => egresado(p) && universitario(p) && estudia(p, 'Psicología'),
  },
  // Languages and their levels.
  { prompt: 'q ablen ingles abansado', tipo: 'ortografia', limpia: 'que hablen inglés avanzado', correcto: (p) => habla(p, 'Inglés') >= 3 },
  {
    prompt: 'alumnos c ingles intermedio pa arriba',
    tipo: 'ortografia',
    limpia: 'alumnos con inglés intermedio para arriba',
    correcto: (p) => estudiante(p) && habla(p, 'Inglés') >= 2,
  },
  {
    prompt: 'egresados q ablen franses basico',
    tipo: 'ortografia',
    limpia: 'egresados que hablen francés básico',
    correcto: (p) => egresado(p) && habla(p, 'Francés') >= 1,
  },
  { prompt: 'k no ablen ingles', tipo: 'ortografia', limpia: 'que no hablen inglés', correcto: sinIngles },
  {
    prompt: 'alumnos c keshua e ingles',
    tipo: 'ortografia',
    limpia: 'alumnos con quechua e inglés',
    correcto: (p) => estudiante(p) && habla(p, 'Quechua') >= 1 && habla(p, 'Inglés') >= 1,
  },
  {
    prompt: 'q sepan portuges avanzado',
    tipo: 'ortografia',
    limpia: 'que sepan portugués avanzado',
    correcto: (p) => habla(p, 'Portugués') >= 3,
  },
  { prompt: 'sin ingles abanzado', tipo: 'ortografia', limpia: 'sin inglés avanzado', correcto: (p) => habla(p, 'Inglés') < 3 },
  // Knowledge.
  { prompt: 'c eksel intermedio', tipo: 'ortografia', limpia: 'con Excel intermedio', correcto: (p) => conoce(p, 'Excel') >= 2 },
  { prompt: 'q sepan git hub', tipo: 'ortografia', limpia: 'que sepan GitHub', correcto: (p) => conoce(p, 'Git y GitHub') >= 1 },
  {
    prompt: 'q manejen autocad sivil 3d',
    tipo: 'ortografia',
    limpia: 'que manejen AutoCAD Civil 3D',
    correcto: (p) => conoce(p, 'AutoCAD Civil 3D') >= 1,
  },
  { prompt: 'c ms proyect', tipo: 'ortografia', limpia: 'con Microsoft Project', correcto: (p) => conoce(p, 'Microsoft Project') >= 1 },
  {
    prompt: 'alumnos c javascrip',
    tipo: 'ortografia',
    limpia: 'alumnos con JavaScript',
    correcto: (p) => estudiante(p) && conoce(p, 'JavaScript') >= 1,
  },
  { prompt: 'q sepan niff', tipo: 'ortografia', limpia: 'que sepan NIIF', correcto: (p) => conoce(p, 'NIIF') >= 1 },
  {
    prompt: 'q sepan linus y doker',
    tipo: 'ortografia',
    limpia: 'que sepan Linux y Docker',
    correcto: (p) => conoce(p, 'Linux') >= 1 && conoce(p, 'Docker') >= 1,
  },
  {
    prompt: 'tecnicos d enfermeria q sepan primeros ausilios',
    tipo: 'ortografia',
    limpia: 'técnicos de enfermería que sepan primeros auxilios',
    correcto: (p) => tecnico(p) && estudia(p, 'Enfermería Técnica') && conoce(p, 'Primeros auxilios') >= 1,
  },
  { prompt: 'c kanva', tipo: 'ortografia', limpia: 'con Canva', correcto: (p) => conoce(p, 'Canva') >= 1 },
  {
    prompt: 'q sepan redacsion d contratos',
    tipo: 'ortografia',
    limpia: 'que sepan redacción de contratos',
    correcto: (p) => conoce(p, 'Redacción de contratos') >= 1,
  },
  {
    prompt: 'c minitap y lean sixsigma',
    tipo: 'ortografia',
    limpia: 'con Minitab y Lean Six Sigma',
    correcto: (p) => conoce(p, 'Minitab') >= 1 && conoce(p, 'Lean Six Sigma') >= 1,
  },
  { prompt: 'q no sepan exel', tipo: 'ortografia', limpia: 'que no sepan Excel', correcto: (p) => conoce(p, 'Excel') === 0 },
  // Driving licence.
  { prompt: 'q tengan licensia d conducir', tipo: 'ortografia', limpia: 'que tengan licencia de conducir', correcto: (p) => p.licencia },
  {
    prompt: 'egresados d civil sin brebete',
    tipo: 'ortografia',
    limpia: 'egresados de ingeniería civil sin brevete',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Civil') && !p.licencia,
  },
  // Experience.
  {
    prompt: 'c experiensia en lojistica',
    tipo: 'ortografia',
    limpia: 'con experiencia en logística',
    correcto: (p) => trabajo(p, 'logistica'),
  },
  { prompt: 'sin esperiencia laboral', tipo: 'ortografia', limpia: 'sin experiencia laboral', correcto: (p) => !conExperiencia(p) },
  {
    prompt: 'egresados c hexperiencia en obras',
    tipo: 'ortografia',
    limpia: 'egresados con experiencia en obra',
    correcto: (p) => egresado(p) && trabajo(p, 'obra'),
  },
  {
    prompt: 'c exp en atension al clinte',
    tipo: 'ortografia',
    limpia: 'con experiencia en atención al cliente',
    correcto: (p) => trabajo(p, 'atencion'),
  },
  {
    prompt: 'alumnos c exp en produsion',
    tipo: 'ortografia',
    limpia: 'alumnos con experiencia en producción',
    correcto: (p) => estudiante(p) && trabajo(p, 'produccion'),
  },
  // Merit.
  {
    prompt: 'alumnos dl 5to superior',
    tipo: 'ortografia',
    limpia: 'alumnos del quinto superior',
    correcto: (p) => estudiante(p) && p.orden_merito >= 1 && p.orden_merito <= 3,
  },
  {
    prompt: 'egresados dl desimo superior',
    tipo: 'ortografia',
    limpia: 'egresados del décimo superior',
    correcto: (p) => egresado(p) && p.orden_merito >= 1 && p.orden_merito <= 2,
  },
  // Decisions on the application.
  {
    prompt: 'los finalistaz d lima',
    tipo: 'ortografia',
    limpia: 'los finalistas de Lima',
    correcto: (p) => finalista(p) && enRegion(p, 15),
  },
  { prompt: 'los k stan en proseso', tipo: 'ortografia', limpia: 'los que están en proceso', correcto: (p) => estado(p, 2) },
  { prompt: 'q no esten descartaos', tipo: 'ortografia', limpia: 'que no estén descartados', correcto: activo },
  {
    prompt: 'los descartados d conta',
    tipo: 'ortografia',
    limpia: 'los descartados de contabilidad',
    correcto: (p) => estado(p, 1) && estudia(p, 'Contabilidad'),
  },
  // Interests.
  {
    prompt: 'interezados en energia renobable',
    tipo: 'ortografia',
    limpia: 'interesados en energía renovable',
    correcto: (p) => interesa(p, 'energía renovable'),
  },
  // Counts and order.
  {
    prompt: 'los 5 mejores d ing sist',
    tipo: 'ortografia',
    limpia: 'los 5 mejores de ingeniería de sistemas',
    limite: 5,
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas'),
  },
  {
    prompt: 'dame 3 d conta c concar',
    tipo: 'ortografia',
    limpia: 'dame 3 de contabilidad con CONCAR',
    limite: 3,
    correcto: (p) => estudia(p, 'Contabilidad') && conoce(p, 'CONCAR') >= 1,
  },
  {
    prompt: 'top10 egresados d derecho',
    tipo: 'ortografia',
    limpia: 'top 10 egresados de derecho',
    limite: 10,
    correcto: (p) => egresado(p) && estudia(p, 'Derecho'),
  },
  {
    prompt: 'los dies mejores alumnos d economia',
    tipo: 'ortografia',
    limpia: 'los diez mejores alumnos de economía',
    limite: 10,
    correcto: (p) => estudiante(p) && estudia(p, 'Economía'),
  },
  {
    prompt: 'alumnos d admin, primero los d mas exp',
    tipo: 'ortografia',
    limpia: 'alumnos de administración, primero los de más experiencia',
    correcto: (p) => estudiante(p) && estudia(p, 'Administración'),
    primero: conExperiencia,
  },
  {
    prompt: 'alumnos d conta, d preferensia c siscont',
    tipo: 'ortografia',
    limpia: 'alumnos de contabilidad, de preferencia con SISCONT',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad'),
    primero: (p) => conoce(p, 'SISCONT') >= 1,
  },
  {
    prompt: 'los 3 mejores d conta q no sean d lima',
    tipo: 'ortografia',
    limpia: 'los 3 mejores de contabilidad que no sean de Lima',
    limite: 3,
    correcto: (p) => estudia(p, 'Contabilidad') && sinRegion(p, 15),
  },
  // Negations mixed with other criteria.
  {
    prompt: 'alumnos d ing sist q no sean d lima ni callao',
    tipo: 'ortografia',
    limpia: 'alumnos de ingeniería de sistemas que no sean de Lima ni del Callao',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas') && sinRegion(p, 15, 7),
  },
  {
    prompt: 'egresados d conta sin exp y q no sean finalistas',
    tipo: 'ortografia',
    limpia: 'egresados de contabilidad sin experiencia y que no sean finalistas',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && !conExperiencia(p) && !finalista(p),
  },
  {
    prompt: 'alumnos d derecho q no sepan ingles',
    tipo: 'ortografia',
    limpia: 'alumnos de derecho que no sepan inglés',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && sinIngles(p),
  },
  {
    prompt: 'alumnos d psico esepto los d aqp',
    tipo: 'ortografia',
    limpia: 'alumnos de psicología excepto los de Arequipa',
    correcto: (p) => estudiante(p) && estudia(p, 'Psicología') && sinRegion(p, 4),
  },
  // Chat words, capitals, punctuation, doubled, missing, fused and neighbouring letters.
  {
    prompt: 'xfa pasame los alumnos d conta d lima',
    tipo: 'ortografia',
    limpia: 'por favor pásame los alumnos de contabilidad de Lima',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && enRegion(p, 15),
  },
  {
    prompt: 'alumnos k sepan paiton',
    tipo: 'ortografia',
    limpia: 'alumnos que sepan Python',
    correcto: (p) => estudiante(p) && conoce(p, 'Python') >= 1,
  },
  {
    prompt: 'ALUMNOS DE ING. CIVIL!!!',
    tipo: 'ortografia',
    limpia: 'alumnos de ingeniería civil',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil'),
  },
  {
    prompt: 'egresados,,, d conta...2024',
    tipo: 'ortografia',
    limpia: 'egresados de contabilidad 2024',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && p.egreso === 2024,
  },
  {
    prompt: 'allumnos dee derecho',
    tipo: 'ortografia',
    limpia: 'alumnos de derecho',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho'),
  },
  {
    prompt: 'eggresados d economiaa',
    tipo: 'ortografia',
    limpia: 'egresados de economía',
    correcto: (p) => egresado(p) && estudia(p, 'Economía'),
  },
  {
    prompt: 'alumnod d derecjo',
    tipo: 'ortografia',
    limpia: 'alumnos de derecho',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho'),
  },
  {
    prompt: 'estudiantrs d psicologia',
    tipo: 'ortografia',
    limpia: 'estudiantes de psicología',
    correcto: (p) => estudiante(p) && estudia(p, 'Psicología'),
  },
  {
    prompt: 'alumnosde conta',
    tipo: 'ortografia',
    limpia: 'alumnos de contabilidad',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad'),
  },
  { prompt: 'q sepanexcel', tipo: 'ortografia', limpia: 'que sepan Excel', correcto: (p) => conoce(p, 'Excel') >= 1 },
  {
    prompt: 'alumnos d contabi lidad',
    tipo: 'ortografia',
    limpia: 'alumnos de contabilidad',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad'),
  },
  {
    prompt: 'alumnos d disenio grafico',
    tipo: 'ortografia',
    limpia: 'alumnos de diseño gráfico',
    correcto: (p) => estudiante(p) && estudia(p, 'Diseño Gráfico'),
  },
  {
    prompt: 'Egresados De Ing. Industrial De Trujillo',
    tipo: 'ortografia',
    limpia: 'egresados de ingeniería industrial de Trujillo',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Industrial') && p.provincia === 'Trujillo',
  },
];

/**
 * The fifteenth round, from the wording classes of the third code-blind walk (written before the parser was changed
 * for them): a criterion ruled out by «excepto / menos los que tienen…» (experience, its area, what was already read),
 * two decisions ruled out under one «excepto / menos … y …», negative preferences («mejor si no…», «de preferencia que
 * no…») that order and exclude nobody, an experience area beside a related one, negated levels and merit, order and
 * count words («primero los finalistas», «el mejor de…», «sin contar…»), words the CVs hold typed alone, and protected
 * traits in the wordings that were not refused (family plans, political affiliation, origin, age, appearance, health,
 * speech; a trait before «no»). Nobody has been read in the evaluation's offer.
 */
const funcionesCon = (p: P, palabra: string) =>
  p.experiencias.some((e) =>
    e.funciones
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .includes(palabra),
  );
const quintoSuperior = (p: P) => p.orden_merito >= 1 && p.orden_merito <= 3;
/** The pool's jobs last six months each (cargar.ts): the months of experience are six per job. */
const entreMeses = (p: P, min: number, max: number) => p.experiencias.length * 6 >= min && p.experiencias.length * 6 <= max;
/**
 * «administración» in its narrow reading: the career, Administración de Empresas and a career joined to it («Administración
 * y Finanzas», which the demo CVs hold: its graduates studied administration as one of two halves), not a specialty
 * named after it («Administración Logística», «Administración de Negocios Internacionales»).
 */
const administracionPlena = (p: P) => adminEmpresas(p) || /^Administración (y|e) /.test(p.carrera);
export const CONSULTAS_DECIMOQUINTA: (ConsultaTipada & { limite?: number; sinRasgo?: string })[] = [
  // A second walk (written before the parser changed for them): «mayor a» a length is strictly more, never an age;
  // «año y medio» without «un»; a range asks its minimum, its maximum said back; the length after an area.
  { prompt: 'con experiencia mayor a 6 meses', tipo: 'plano', correcto: (p) => p.experiencias.length * 6 >= 7 },
  { prompt: 'con experiencia mayor a un año', tipo: 'plano', correcto: (p) => p.experiencias.length * 6 >= 13 },
  { prompt: 'con año y medio de experiencia', tipo: 'plano', correcto: (p) => p.experiencias.length * 6 >= 18 },
  // A range reads both ends since a maximum became a criterion (first written as partly understood, the maximum said
  // back, with the minimum as predicate).
  { prompt: 'de 6 meses a 1 año de experiencia', tipo: 'plano', correcto: (p) => entreMeses(p, 6, 12) },
  { prompt: 'entre 6 y 12 meses de experiencia', tipo: 'plano', correcto: (p) => entreMeses(p, 6, 12) },
  // A maximum (written with the parser change that reads it): those without experience meet it; with an area, that
  // area's jobs, some of them.
  { prompt: 'que no tengan más de 6 meses de experiencia', tipo: 'negacion', correcto: (p) => entreMeses(p, 0, 6) },
  { prompt: 'con menos de 1 año de experiencia', tipo: 'plano', correcto: (p) => entreMeses(p, 0, 11) },
  { prompt: 'hasta un año de experiencia laboral', tipo: 'plano', correcto: (p) => entreMeses(p, 0, 12) },
  {
    prompt: 'estudiantes de Lima con máximo 6 meses de experiencia',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && enRegion(p, 15) && entreMeses(p, 0, 6),
  },
  {
    prompt: 'con hasta 6 meses de experiencia en ventas',
    tipo: 'plano',
    correcto: (p) => trabajo(p, 'ventas') && p.experiencias.filter((e) => e.area === 'ventas').length * 6 <= 6,
  },
  { prompt: 'experiencia en almacén de al menos 6 meses', tipo: 'plano', correcto: (p) => puestoCon(p, 'almacen') },
  { prompt: 'experiencia superior a 6 meses', tipo: 'plano', correcto: (p) => p.experiencias.length * 6 >= 7 },
  // The natural regions are said back (where someone lives is no protected trait); «de provincias» is every region
  // but Lima and Callao.
  noEntendido('de la sierra'),
  noEntendido('de la costa'),
  noEntendido('de la Amazonía'),
  soloRasgo('que no sean serranos'),
  { prompt: 'de provincias', tipo: 'plano', correcto: (p) => !enRegion(p, 7, 15) },
  // A minimum length of experience (written before the parser read it). The pool's jobs last six months each
  // (cargar.ts: January to June of one year), so months are six per job; in an area, that area's job alone.
  { prompt: 'con al menos un año de experiencia', tipo: 'plano', correcto: (p) => p.experiencias.length * 6 >= 12 },
  { prompt: 'con más de un año de experiencia', tipo: 'plano', correcto: (p) => p.experiencias.length * 6 >= 13 },
  { prompt: 'mínimo 6 meses de experiencia', tipo: 'plano', correcto: (p) => p.experiencias.length * 6 >= 6 },
  { prompt: '2 años de experiencia como mínimo', tipo: 'plano', correcto: (p) => p.experiencias.length * 6 >= 24 },
  { prompt: 'con 3 meses a más de experiencia', tipo: 'plano', correcto: (p) => p.experiencias.length * 6 >= 3 },
  { prompt: 'experiencia mínima de 6 meses en logística', tipo: 'plano', correcto: (p) => trabajo(p, 'logistica') },
  {
    prompt: 'egresados de contabilidad con al menos un año de experiencia',
    tipo: 'plano',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && p.experiencias.length * 6 >= 12,
  },
  // Small readings found after the eighteenth round (written before the parser changed for them). A written ordinal
  // after «en el» or a verb of studying is a cycle, as after «del».
  { prompt: 'que estén en el quinto', tipo: 'plano', correcto: (p) => estudiante(p) && ciclo(p) === 5 },
  { prompt: 'que cursen el quinto', tipo: 'plano', correcto: (p) => estudiante(p) && ciclo(p) === 5 },
  { prompt: 'los del quinto', tipo: 'plano', correcto: (p) => estudiante(p) && ciclo(p) === 5 },
  {
    prompt: 'q esten en el 5to',
    tipo: 'ortografia',
    limpia: 'que estén en el quinto',
    correcto: (p) => estudiante(p) && ciclo(p) === 5,
  },
  {
    prompt: 'estudiantes de contabilidad que estén en el octavo',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && ciclo(p) === 8,
  },
  // The year someone started working: no CV date the assistant reads; said back, never a graduation year.
  noEntendido('que empezaron a trabajar en 2020'),
  noEntendido('que trabajan desde el 2021'),
  {
    prompt: 'egresados de contabilidad que empezaron a trabajar en 2020',
    tipo: 'parcial',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad'),
  },
  // UNICA, the Universidad Nacional San Luis Gonzaga de Ica, after «la»; the adjective «única» stays a word.
  { prompt: 'que estudien en la UNICA', tipo: 'plano', correcto: (p) => estudiante(p) && sigla(p, 'UNICA') },
  { prompt: 'de la UNICA', tipo: 'plano', correcto: (p) => sigla(p, 'UNICA') },
  { prompt: 'egresados de la UNICA', tipo: 'plano', correcto: (p) => egresado(p) && sigla(p, 'UNICA') },
  {
    prompt: 'egresados de la unica',
    tipo: 'ortografia',
    limpia: 'egresados de la UNICA',
    correcto: (p) => egresado(p) && sigla(p, 'UNICA'),
  },
  { prompt: 'la única condición es que sepan excel', tipo: 'plano', correcto: (p) => conoce(p, 'Excel') > 0 },
  // A numbered campus of an institute the reference list holds apart.
  { prompt: 'técnicos de Tecsup No.1', tipo: 'plano', correcto: (p) => tecnico(p) && p.institucion.nombre === 'Tecsup No.1' },
  { prompt: 'de Tecsup N° 2', tipo: 'plano', correcto: (p) => p.institucion.nombre === 'Tecsup No.2' },
  { prompt: 'egresados de Tecsup 2', tipo: 'plano', correcto: (p) => egresado(p) && p.institucion.nombre === 'Tecsup No.2' },
  {
    prompt: 'técnicos que no sean de Tecsup 1',
    tipo: 'negacion',
    correcto: (p) => tecnico(p) && p.institucion.nombre !== 'Tecsup No.1',
  },
  // A specialty named after a career (found reading two code-blind rounds that read «administración» two ways: the
  // whole family, or Administración and Administración de Empresas only). Either reading holds when the specialty is
  // listed below 100 %: these measure the narrow one; the seventeenth round's measure the broad one.
  { prompt: 'egresados de administración', tipo: 'plano', correcto: (p) => egresado(p) && administracionPlena(p) },
  {
    prompt: 'alumnos de administracion con excel',
    tipo: 'ortografia',
    limpia: 'alumnos de administración con excel',
    correcto: (p) => estudiante(p) && administracionPlena(p) && conoce(p, 'Excel') > 0,
  },
  { prompt: 'técnicos de administración', tipo: 'plano', correcto: (p) => tecnico(p) && administracionPlena(p) },
  // The technical level of a career is that career, not a specialty of it.
  { prompt: 'técnicos en enfermería', tipo: 'plano', correcto: (p) => estudia(p, 'Enfermería') },
  // The year of entering as an open range (found by the lead probing «que ingresaron antes del 2020», read as a
  // graduation year; written before the parser changed).
  { prompt: 'que ingresaron antes del 2020', tipo: 'plano', correcto: (p) => p.ingreso < 2020 },
  { prompt: 'ingresantes desde el 2022', tipo: 'plano', correcto: (p) => p.ingreso >= 2022 },
  { prompt: 'que ingresaron después del 2021', tipo: 'plano', correcto: (p) => p.ingreso > 2021 },
  { prompt: 'que ingresaron hasta el 2019', tipo: 'plano', correcto: (p) => p.ingreso <= 2019 },
  {
    prompt: 'estudiantes de derecho que ingresaron a partir del 2023',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && p.ingreso >= 2023,
  },
  { prompt: 'que empezaron la carrera antes del 2020', tipo: 'plano', correcto: (p) => p.ingreso < 2020 },
  {
    prompt: 'q ingresaron antes dl 2020',
    tipo: 'ortografia',
    limpia: 'que ingresaron antes del 2020',
    correcto: (p) => p.ingreso < 2020,
  },
  {
    prompt: 'egresados que ingresaron antes del 2018',
    tipo: 'plano',
    correcto: (p) => egresado(p) && p.ingreso < 2018,
  },
  // A merit with «superior» left out beside one named whole (found by a code-blind walk: «quinto» read as cycle V).
  {
    prompt: 'del tercio superior pero no del quinto',
    tipo: 'negacion',
    correcto: (p) => p.orden_merito === 4,
  },
  {
    prompt: 'del quinto superior pero no del décimo',
    tipo: 'negacion',
    correcto: (p) => p.orden_merito === 3,
  },
  // Found by the same walk: s written z in «SAP», office with one f.
  { prompt: 'con zap', tipo: 'ortografia', limpia: 'con SAP', correcto: (p) => conoce(p, 'SAP ERP') > 0 },
  {
    prompt: 'que sepan ofice',
    tipo: 'ortografia',
    limpia: 'que sepan office',
    correcto: (p) => conoce(p, 'Word') > 0 || conoce(p, 'Excel') > 0 || conoce(p, 'PowerPoint') > 0,
  },
  {
    prompt: 'del tersio superior pero no del kinto',
    tipo: 'ortografia',
    limpia: 'del tercio superior pero no del quinto',
    correcto: (p) => p.orden_merito === 4,
  },
  // Experience and read state ruled out with «excepto / menos los que…».
  { prompt: 'excepto los que tienen experiencia en ventas', tipo: 'negacion', correcto: (p) => !trabajo(p, 'ventas') },
  { prompt: 'menos los que tienen experiencia', tipo: 'negacion', correcto: (p) => !conExperiencia(p) },
  {
    prompt: 'estudiantes de contabilidad, excepto los que ya tienen experiencia',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && !conExperiencia(p),
  },
  {
    prompt: 'menos los que han trabajado en atención al cliente',
    tipo: 'negacion',
    correcto: (p) => !trabajo(p, 'atencion'),
  },
  {
    prompt: 'ingeniería industrial excepto los que tienen experiencia en producción',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && !trabajo(p, 'produccion'),
  },
  { prompt: 'excepto los que ya revisé', tipo: 'negacion', correcto: todos },
  { prompt: 'administración menos los que ya vi', tipo: 'negacion', correcto: (p) => estudia(p, 'Administración') },
  // A specific area beside a related one of its family.
  {
    prompt: 'que no tengan experiencia en almacén',
    tipo: 'negacion',
    correcto: (p) => !puestoCon(p, 'almacen'),
  },
  {
    prompt: 'ingeniería industrial, de preferencia con experiencia en almacén',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Ingeniería Industrial'),
    primero: (p) => puestoCon(p, 'almacen'),
  },
  {
    prompt: 'estudiantes con experiencia en almacén',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && puestoCon(p, 'almacen'),
  },
  // Two decisions ruled out under one «excepto / menos».
  {
    prompt: 'excepto finalistas y descartados',
    tipo: 'negacion',
    correcto: (p) => estadoEnEval(p) !== 3 && estadoEnEval(p) !== 1,
  },
  {
    prompt: 'menos finalistas y en proceso',
    tipo: 'negacion',
    correcto: (p) => estadoEnEval(p) !== 3 && estadoEnEval(p) !== 2,
  },
  {
    prompt: 'economía, excepto los descartados y los finalistas',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Economía') && estadoEnEval(p) !== 1 && estadoEnEval(p) !== 3,
  },
  {
    prompt: 'menos los que están en proceso y los descartados',
    tipo: 'negacion',
    correcto: (p) => estadoEnEval(p) !== 2 && estadoEnEval(p) !== 1,
  },
  // Negative preferences: order, exclude nobody.
  {
    prompt: 'mejor si no tienen experiencia en ventas',
    tipo: 'negacion',
    correcto: todos,
    primero: (p) => !trabajo(p, 'ventas'),
  },
  {
    prompt: 'de preferencia los que no tengan experiencia en logística',
    tipo: 'negacion',
    correcto: todos,
    primero: (p) => !trabajo(p, 'logistica'),
  },
  { prompt: 'de preferencia que no sean de Lima', tipo: 'negacion', correcto: todos, primero: (p) => !enRegion(p, 15) },
  {
    prompt: 'contabilidad, idealmente que no sean de Arequipa',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Contabilidad'),
    primero: (p) => !enRegion(p, 4),
  },
  { prompt: 'mejor si no son descartados', tipo: 'negacion', correcto: todos, primero: (p) => estadoEnEval(p) !== 1 },
  {
    prompt: 'de preferencia que no hablen quechua',
    tipo: 'negacion',
    correcto: todos,
    primero: (p) => habla(p, 'Quechua') === 0,
  },
  // Levels and merit ruled out.
  { prompt: 'que no tengan inglés básico', tipo: 'negacion', correcto: (p) => habla(p, 'Inglés') !== 1 },
  { prompt: 'que no tengan excel básico', tipo: 'negacion', correcto: (p) => conoce(p, 'Excel') !== 1 },
  {
    prompt: 'derecho, que no sean del quinto superior',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Derecho') && !quintoSuperior(p),
  },
  // Order and count words.
  { prompt: 'primero los finalistas', tipo: 'negacion', correcto: todos, primero: finalista },
  {
    prompt: 'economía, primero los que están en proceso',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Economía'),
    primero: (p) => estadoEnEval(p) === 2,
  },
  {
    prompt: 'el mejor de administración',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Administración'),
    limite: 1,
  },
  {
    prompt: 'solo los de Lima sin contar Miraflores',
    tipo: 'negacion',
    correcto: (p) => enRegion(p, 15) && p.distrito !== 'Miraflores',
  },
  {
    prompt: 'los de Arequipa sin contar Cayma',
    tipo: 'negacion',
    correcto: (p) => enRegion(p, 4) && p.distrito !== 'Cayma',
  },
  // Words the CVs hold, typed alone: a soft signal, never nothing understood, never 100 %.
  { prompt: 'kardex', tipo: 'parcial', correcto: (p) => funcionesCon(p, 'kardex') },
  { prompt: 'inventarios', tipo: 'parcial', correcto: (p) => funcionesCon(p, 'inventarios') },
  // Protected traits in the wordings that were not refused.
  soloRasgo('sin planes de tener hijos'),
  soloRasgo('que no piensen tener hijos pronto'),
  soloRasgo('apolíticos'),
  soloRasgo('que no militen en ningún partido'),
  soloRasgo('sin afiliación política'),
  // Where someone lives is no protected trait; a natural region spans departments, so it is said back.
  noEntendido('que no sean de la sierra'),
  noEntendido('que no sean de la selva'),
  soloRasgo('que no sean muy mayores'),
  soloRasgo('que no usen lentes'),
  soloRasgo('con buena dicción'),
  soloRasgo('cholos no'),
  soloRasgo('casados no'),
  conRasgo('industriales apolíticos', 'industriales', (p) => estudia(p, 'Ingeniería Industrial')),
  conRasgo('administración sin planes de tener hijos', 'administración', (p) => estudia(p, 'Administración')),
  parcial('contabilidad, que no sean de la sierra', (p) => estudia(p, 'Contabilidad')),
  // The same, typed on a phone.
  {
    prompt: 'excepto los q tienen esperiencia en bentas',
    tipo: 'ortografia',
    limpia: 'excepto los que tienen experiencia en ventas',
    correcto: (p) => !trabajo(p, 'ventas'),
  },
  {
    prompt: 'menos finalistaz y en proseso',
    tipo: 'ortografia',
    limpia: 'menos finalistas y en proceso',
    correcto: (p) => estadoEnEval(p) !== 3 && estadoEnEval(p) !== 2,
  },
  {
    prompt: 'mejor si no son d lima',
    tipo: 'ortografia',
    limpia: 'mejor si no son de Lima',
    correcto: todos,
    primero: (p) => !enRegion(p, 15),
  },
  {
    prompt: 'menos los q tienen exp',
    tipo: 'ortografia',
    limpia: 'menos los que tienen experiencia',
    correcto: (p) => !conExperiencia(p),
  },
  // A university's full name asked or ruled out (its word «Universidad» is part of the name, not a study level), a level
  // written after the last item of a list, merit and levels abbreviated or misspelt, places with one letter wrong.
  {
    prompt: 'ingeniería industrial que no sean de la Universidad Nacional de San Agustín',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && p.institucion.sigla !== 'UNSA',
  },
  {
    prompt: 'contabilidad que no sean de la Pontificia Universidad Católica del Perú',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Contabilidad') && p.institucion.sigla !== 'PUCP',
  },
  { prompt: 'de la Universidad Nacional de San Agustín', tipo: 'plano', correcto: (p) => p.institucion.sigla === 'UNSA' },
  {
    prompt: 'con Power BI y Excel avanzado',
    tipo: 'plano',
    correcto: (p) => conoce(p, 'Power BI') >= 1 && conoce(p, 'Excel') >= 3,
  },
  {
    prompt: 'con Excel y Power BI avanzados',
    tipo: 'plano',
    correcto: (p) => conoce(p, 'Power BI') >= 3 && conoce(p, 'Excel') >= 3,
  },
  {
    prompt: 'del quinto superiro',
    tipo: 'ortografia',
    limpia: 'del quinto superior',
    correcto: quintoSuperior,
  },
  {
    prompt: 'del tercio sup.',
    tipo: 'ortografia',
    limpia: 'del tercio superior',
    correcto: (p) => p.orden_merito >= 1 && p.orden_merito <= 4,
  },
  { prompt: 'con excel avanz.', tipo: 'ortografia', limpia: 'con Excel avanzado', correcto: (p) => conoce(p, 'Excel') >= 3 },
  {
    prompt: 'que hablen ingles avanz',
    tipo: 'ortografia',
    limpia: 'que hablen inglés avanzado',
    correcto: (p) => habla(p, 'Inglés') >= 3,
  },
  { prompt: 'con ingles inter', tipo: 'ortografia', limpia: 'con inglés intermedio', correcto: (p) => habla(p, 'Inglés') >= 2 },
  {
    prompt: 'egresados de econ.',
    tipo: 'ortografia',
    limpia: 'egresados de economía',
    correcto: (p) => egresado(p) && estudia(p, 'Economía'),
  },
  { prompt: 'que no sean de lma', tipo: 'ortografia', limpia: 'que no sean de Lima', correcto: (p) => !enRegion(p, 15) },
  {
    prompt: 'que vivan en mirafores',
    tipo: 'ortografia',
    limpia: 'que vivan en Miraflores',
    correcto: (p) => p.distrito === 'Miraflores',
  },
  // Technology names typed in two words where one word is another item («my sql» is not SQL, «node js» not
  // JavaScript too), and a name the catalogue spells otherwise («3d max»).
  { prompt: 'ke sepan my sql', tipo: 'ortografia', limpia: 'que sepan MySQL', correcto: (p) => conoce(p, 'MySQL') >= 1 },
  { prompt: 'que sepan node js', tipo: 'ortografia', limpia: 'que sepan Node.js', correcto: (p) => conoce(p, 'Node.js') >= 1 },
  { prompt: 'que sepan react js', tipo: 'ortografia', limpia: 'que sepan React', correcto: (p) => conoce(p, 'React') >= 1 },
  { prompt: 'ke sepan c sharp', tipo: 'ortografia', limpia: 'que sepan C#', correcto: (p) => conoce(p, 'C#') >= 1 },
  { prompt: 'que sepan 3d max', tipo: 'ortografia', limpia: 'que sepan 3ds Max', correcto: (p) => conoce(p, '3ds Max') >= 1 },
  {
    prompt: 'ingenieros civiles que sepan sap 2000',
    tipo: 'ortografia',
    limpia: 'ingenieros civiles que sepan SAP2000',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && conoce(p, 'SAP2000') >= 1,
  },
  { prompt: 'que sepan sap s4 hana', tipo: 'ortografia', limpia: 'que sepan SAP S/4HANA', correcto: (p) => conoce(p, 'SAP S/4HANA') >= 1 },
  {
    prompt: 'que sepan google analytics',
    tipo: 'ortografia',
    limpia: 'que sepan Google Analytics 4',
    correcto: (p) => conoce(p, 'Google Analytics 4') >= 1,
  },
  // A negation, a join and a clause of its own: what follows is asked.
  { prompt: 'sin SAP y con Power BI', tipo: 'negacion', correcto: (p) => conoce(p, 'SAP ERP') === 0 && conoce(p, 'Power BI') >= 1 },
  { prompt: 'que no sepan SAP y sepan Excel', tipo: 'negacion', correcto: (p) => conoce(p, 'SAP ERP') === 0 && conoce(p, 'Excel') >= 1 },
  { prompt: 'excepto los que sepan SAP', tipo: 'negacion', correcto: (p) => conoce(p, 'SAP ERP') === 0 },
  { prompt: 'menos los que manejen Excel', tipo: 'negacion', correcto: (p) => conoce(p, 'Excel') === 0 },
  { prompt: 'que no sepan SAP y sean de Arequipa', tipo: 'negacion', correcto: (p) => conoce(p, 'SAP ERP') === 0 && enRegion(p, 4) },
  { prompt: 'sin Power BI y con inglés', tipo: 'negacion', correcto: (p) => conoce(p, 'Power BI') === 0 && habla(p, 'Inglés') >= 1 },
  // Careers cut as on a CV or a note.
  {
    prompt: 'egresados de ing. civ.',
    tipo: 'ortografia',
    limpia: 'egresados de ingeniería civil',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Civil'),
  },
  { prompt: 'alumnos de der.', tipo: 'ortografia', limpia: 'alumnos de derecho', correcto: (p) => estudiante(p) && estudia(p, 'Derecho') },
  {
    prompt: 'de psic. o enf.',
    tipo: 'ortografia',
    limpia: 'de psicología o enfermería',
    correcto: (p) => estudia(p, 'Psicología') || estudia(p, 'Enfermería'),
  },
  {
    prompt: 'de cont. que sepan concar',
    tipo: 'ortografia',
    limpia: 'de contabilidad que sepan CONCAR',
    correcto: (p) => estudia(p, 'Contabilidad') && conoce(p, 'CONCAR') >= 1,
  },
  { prompt: 'que sepan 3dsmax', tipo: 'ortografia', limpia: 'que sepan 3ds Max', correcto: (p) => conoce(p, '3ds Max') >= 1 },
  // Leftovers of the walks on the demo data: a negation over a list joined by «ni», a family of careers by its first
  // word, a university's usual name and acronyms with one letter wrong, two-word names, office suites, a district's
  // sound.
  {
    prompt: 'que no sepan nada de sap ni power bi',
    tipo: 'negacion',
    correcto: (p) => conoce(p, 'SAP ERP') === 0 && conoce(p, 'Power BI') === 0,
  },
  { prompt: 'sin SAP ni con Power BI', tipo: 'negacion', correcto: (p) => conoce(p, 'SAP ERP') === 0 && conoce(p, 'Power BI') === 0 },
  { prompt: 'que no sean de ingenieria', tipo: 'negacion', correcto: (p) => !p.carrera.startsWith('Ingeniería') },
  { prompt: 'de ingeniería', tipo: 'plano', correcto: (p) => p.carrera.startsWith('Ingeniería') },
  { prompt: 'egresados de mecánica', tipo: 'plano', correcto: (p) => egresado(p) && estudia(p, 'Mecánica Automotriz') },
  { prompt: 'que no sean de mecanica', tipo: 'negacion', correcto: (p) => !estudia(p, 'Mecánica Automotriz') },
  { prompt: 'de la Agustina', tipo: 'plano', correcto: (p) => sigla(p, 'UNSA') },
  { prompt: 'que no sean de la Agustina', tipo: 'negacion', correcto: (p) => !sigla(p, 'UNSA') },
  { prompt: 'de la UNMSN', tipo: 'ortografia', limpia: 'de la UNMSM', correcto: (p) => sigla(p, 'UNMSM') },
  noEntendido('de la UCSN'),
  noEntendido('de la USP'),
  { prompt: 'que sepan mi sql', tipo: 'ortografia', limpia: 'que sepan MySQL', correcto: (p) => conoce(p, 'MySQL') >= 1 },
  {
    prompt: 'que sepan premier pro',
    tipo: 'ortografia',
    limpia: 'que sepan Adobe Premiere Pro',
    correcto: (p) => conoce(p, 'Adobe Premiere Pro') >= 1,
  },
  {
    prompt: 'que sepan ofimática',
    tipo: 'plano',
    correcto: (p) => conoce(p, 'Word') >= 1 || conoce(p, 'Excel') >= 1 || conoce(p, 'PowerPoint') >= 1,
  },
  {
    prompt: 'que sepan office',
    tipo: 'plano',
    correcto: (p) => conoce(p, 'Word') >= 1 || conoce(p, 'Excel') >= 1 || conoce(p, 'PowerPoint') >= 1,
  },
  { prompt: 'que vivan en caima', tipo: 'ortografia', limpia: 'que vivan en Cayma', correcto: (p) => p.distrito === 'Cayma' },
];

/**
 * The seventeenth round, written code-blind: from the issue's text and the pool's facts (generador.ts) only, without
 * reading how the assistant parses a request, and before any of it was run. Sixty-odd spelling pairs (k/qu, s/z/c,
 * v/b, y/ll, dropped h, no accents, «ing.», «adm.», «conta», «8vo», capitals, missing spaces, small typos), each
 * measured by the natural meaning of its clean request, and thirty-odd clean plain and negated requests. The wordings
 * vary careers by short, long and family names, institutions by acronym and usual name, years of study and cycle
 * ranges, graduation years, places at district, province and region level, knowledge and language levels, merit,
 * licence, decisions on the application and experience areas. The readings chosen where a recruiter could mean two
 * things (the reading a recruiter most likely means):
 * - «administración» alone is the whole family (Administración, Administración de Empresas, Administración
 *   Logística); «administración de empresas» is Administración de Empresas and Administración, never Logística.
 * - «contabilidad» includes Contabilidad y Finanzas; «Contabilidad y Finanzas» is only that career.
 * - «ingeniería» is every Ingeniería career (not Economía); «ingeniería de sistemas» includes Sistemas e Informática;
 *   «informática» is Ingeniería de Sistemas e Informática and Computación e Informática.
 * - «de Lima» is the region; «Lima Metropolitana» the province of Lima (Callao apart); «Lima provincias» the region
 *   without the province of Lima; «Arequipa ciudad» the province of Arequipa; «Miraflores» alone is both districts
 *   of that name, «Miraflores, Lima» only Lima's.
 * - A level asked («Excel intermedio», «inglés intermedio») is that level or more; «básico» is anyone who has it.
 * - «Office» is Excel or Word. «brevete» is the driving licence.
 * - Merit (catalogue orden_merito: 1 primer puesto, 2 décimo, 3 quinto, 4 tercio, 5 medio superior): «quinto
 *   superior» is 1–3, «tercio superior» 1–4, «décimo superior» 1–2, «medio superior» 1–5.
 * - Years of study: «segundo año» cycles 3–4, «tercer año» 5–6; «último año» 9–10 at university and 5–6 at an
 *   institute; «últimos ciclos» 8 or more at university and 5–6 at an institute. Graduates have no cycle.
 * - «egresados» are graduates and bachelors; «bachilleres» university applicants with estado_estudios 2;
 *   «titulados» (the CVs hold no title) graduates and bachelors, as a recruiter uses the word.
 */
type P17 = PostulanteEval;
const sigla17 = (p: P17, ...siglas: string[]) => siglas.includes(p.institucion.sigla);
const nacional17 = (p: P17) => universitario(p) && p.institucion.nombre.startsWith('Universidad Nacional');
const limaMetro17 = (p: P17) => p.id_region === 15 && p.provincia === 'Lima';
const ingenieria17 = (p: P17) => p.carrera.startsWith('Ingeniería');
const adminEmpresas17 = (p: P17) => p.carrera === 'Administración de Empresas' || p.carrera === 'Administración';
const bachiller17 = (p: P17) => universitario(p) && p.estado_estudios === 2;
const merito17 = (p: P17, hasta: number) => p.orden_merito >= 1 && p.orden_merito <= hasta;
const office17 = (p: P17) => conoce(p, 'Excel') >= 1 || conoce(p, 'Word') >= 1;
const ultimoAnio17 = (p: P17) => estudiante(p) && (tecnico(p) ? ciclo(p) >= 5 : ciclo(p) >= 9);
const ultimosCiclos17 = (p: P17) => estudiante(p) && (tecnico(p) ? ciclo(p) >= 5 : ciclo(p) >= 8);
const entreCiclos17 = (p: P17, a: number, b: number) => estudiante(p) && ciclo(p) >= a && ciclo(p) <= b;
const egresoEn17 = (p: P17, a: number, b = a) => egresado(p) && p.egreso !== null && p.egreso >= a && p.egreso <= b;
export const CONSULTAS_DECIMOSEPTIMA: (ConsultaTipada & { limite?: number })[] = [
  // ---------------------------------------------------------------- spelling pairs
  // Careers by short, abbreviated and family names.
  {
    prompt: 'estudiantes de ing. industrial de 8vo siclo',
    tipo: 'ortografia',
    limpia: 'estudiantes de ingeniería industrial de octavo ciclo',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && ciclo(p) === 8,
  },
  {
    prompt: 'alumnos de adm. de empresas',
    tipo: 'ortografia',
    limpia: 'alumnos de administración de empresas',
    correcto: (p) => estudiante(p) && adminEmpresas17(p),
  },
  {
    prompt: 'tecnicos en adm de empresas',
    tipo: 'ortografia',
    limpia: 'técnicos en administración de empresas',
    correcto: (p) => tecnico(p) && adminEmpresas17(p),
  },
  {
    prompt: 'egresados de conta',
    tipo: 'ortografia',
    limpia: 'egresados de contabilidad',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad'),
  },
  {
    prompt: 'estudiantes de contavilidad y finansas',
    tipo: 'ortografia',
    limpia: 'estudiantes de Contabilidad y Finanzas',
    correcto: (p) => estudiante(p) && p.carrera === 'Contabilidad y Finanzas',
  },
  {
    prompt: 'bachilleres de injenieria',
    tipo: 'ortografia',
    limpia: 'bachilleres de ingeniería',
    correcto: (p) => bachiller17(p) && ingenieria17(p),
  },
  {
    prompt: 'estudiantes de mercadotécnia',
    tipo: 'ortografia',
    limpia: 'estudiantes de mercadotecnia',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing'),
  },
  {
    prompt: 'egresados de cs. de la comunicacion',
    tipo: 'ortografia',
    limpia: 'egresados de ciencias de la comunicación',
    correcto: (p) => egresado(p) && estudia(p, 'Ciencias de la Comunicación'),
  },
  {
    prompt: 'tec. en enfermeria',
    tipo: 'ortografia',
    limpia: 'técnicos en enfermería',
    correcto: (p) => tecnico(p) && estudia(p, 'Enfermería'),
  },
  {
    prompt: 'de mecanica automotris',
    tipo: 'ortografia',
    limpia: 'de mecánica automotriz',
    correcto: (p) => estudia(p, 'Mecánica Automotriz'),
  },
  {
    prompt: 'de diseno grafico con ilustrator',
    tipo: 'ortografia',
    limpia: 'de diseño gráfico con Illustrator',
    correcto: (p) => estudia(p, 'Diseño Gráfico') && conoce(p, 'Adobe Illustrator') >= 1,
  },
  {
    prompt: 'ing. ambientales con arcgis',
    tipo: 'ortografia',
    limpia: 'ingenieros ambientales con ArcGIS',
    correcto: (p) => estudia(p, 'Ingeniería Ambiental') && conoce(p, 'ArcGIS') >= 1,
  },
  {
    prompt: 'de ing. de sistemas',
    tipo: 'ortografia',
    limpia: 'de ingeniería de sistemas',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas'),
  },
  // ambigua: «informática» names two careers (the engineering and the technical one); a recruiter means both.
  { prompt: 'de informatica', tipo: 'ortografia', limpia: 'de informática', correcto: (p) => p.carrera.includes('Informática') },
  {
    prompt: 'egresados de ing de sist. e informatica',
    tipo: 'ortografia',
    limpia: 'egresados de ingeniería de sistemas e informática',
    correcto: (p) => egresado(p) && p.carrera === 'Ingeniería de Sistemas e Informática',
  },
  {
    prompt: 'bach. en economia con stata',
    tipo: 'ortografia',
    limpia: 'bachilleres en economía con Stata',
    correcto: (p) => bachiller17(p) && estudia(p, 'Economía') && conoce(p, 'Stata') >= 1,
  },
  {
    prompt: 'psicologos con exp en selecsion de personal',
    tipo: 'ortografia',
    limpia: 'psicólogos con experiencia en selección de personal',
    correcto: (p) => estudia(p, 'Psicología') && trabajo(p, 'rrhh'),
  },
  {
    prompt: 'ESTUDIANTES DE COMPUTACION',
    tipo: 'ortografia',
    limpia: 'estudiantes de computación',
    correcto: (p) => estudiante(p) && estudia(p, 'Computación e Informática'),
  },
  // Institutions by acronym and usual name.
  { prompt: 'egresados de la uni', tipo: 'ortografia', limpia: 'egresados de la UNI', correcto: (p) => egresado(p) && sigla17(p, 'UNI') },
  {
    prompt: 'estudiantes de san marcos de 9no siclo',
    tipo: 'ortografia',
    limpia: 'estudiantes de San Marcos de noveno ciclo',
    correcto: (p) => estudiante(p) && sigla17(p, 'UNMSM') && ciclo(p) === 9,
  },
  {
    prompt: 'del senati ke sepan autocad',
    tipo: 'ortografia',
    limpia: 'del SENATI que sepan AutoCAD',
    correcto: (p) => sigla17(p, 'SENATI') && conoce(p, 'AutoCAD') >= 1,
  },
  {
    prompt: 'tecnicos de tecsup en computasion',
    tipo: 'ortografia',
    limpia: 'técnicos de TECSUP en computación',
    correcto: (p) => sigla17(p, 'TECSUP') && estudia(p, 'Computación e Informática'),
  },
  {
    prompt: 'de la pucp con ingles abanzado',
    tipo: 'ortografia',
    limpia: 'de la PUCP con inglés avanzado',
    correcto: (p) => sigla17(p, 'PUCP') && habla(p, 'Inglés') >= 3,
  },
  {
    prompt: 'de la unsa ke ablen kechua',
    tipo: 'ortografia',
    limpia: 'de la UNSA que hablen quechua',
    correcto: (p) => sigla17(p, 'UNSA') && habla(p, 'Quechua') >= 1,
  },
  {
    prompt: 'estudiantes de la utp de areqipa',
    tipo: 'ortografia',
    limpia: 'estudiantes de la UTP de Arequipa',
    correcto: (p) => estudiante(p) && sigla17(p, 'UTP') && enRegion(p, 4),
  },
  { prompt: 'de la cesar vallejo', tipo: 'ortografia', limpia: 'de la César Vallejo', correcto: (p) => sigla17(p, 'UCV') },
  { prompt: 'de sivertec o idat', tipo: 'ortografia', limpia: 'de Cibertec o IDAT', correcto: (p) => sigla17(p, 'Cibertec', 'IDAT') },
  {
    prompt: 'egresados de la agraria',
    tipo: 'ortografia',
    limpia: 'egresados de la Agraria',
    correcto: (p) => egresado(p) && sigla17(p, 'UNALM'),
  },
  {
    prompt: 'de univ. nacionales',
    tipo: 'ortografia',
    limpia: 'de universidades nacionales',
    correcto: nacional17,
  },
  { prompt: 'egresados d instituto', tipo: 'ortografia', limpia: 'egresados de instituto', correcto: (p) => egresado(p) && tecnico(p) },
  // Years of study, cycle ranges, graduation years.
  {
    prompt: 'estudiantes de 2do año',
    tipo: 'ortografia',
    limpia: 'estudiantes de segundo año',
    correcto: (p) => entreCiclos17(p, 3, 4),
  },
  { prompt: 'studiantes de 3er año', tipo: 'ortografia', limpia: 'estudiantes de tercer año', correcto: (p) => entreCiclos17(p, 5, 6) },
  {
    prompt: 'alumnos de ultimo año de ing. civil',
    tipo: 'ortografia',
    limpia: 'alumnos de último año de ingeniería civil',
    correcto: (p) => ultimoAnio17(p) && estudia(p, 'Ingeniería Civil'),
  },
  // ambigua: «últimos ciclos» at university: 8th or later (IX and X are the last year).
  {
    prompt: 'de los ultimos siclos de economia',
    tipo: 'ortografia',
    limpia: 'de los últimos ciclos de economía',
    correcto: (p) => ultimosCiclos17(p) && estudia(p, 'Economía'),
  },
  { prompt: 'del 6to al 8vo ciclo', tipo: 'ortografia', limpia: 'del sexto al octavo ciclo', correcto: (p) => entreCiclos17(p, 6, 8) },
  {
    prompt: 'de 9no o 10mo siclo con excel avansado',
    tipo: 'ortografia',
    limpia: 'de noveno o décimo ciclo con Excel avanzado',
    correcto: (p) => entreCiclos17(p, 9, 10) && conoce(p, 'Excel') >= 3,
  },
  {
    prompt: 'egresados promocion 2024 de derecho',
    tipo: 'ortografia',
    limpia: 'egresados promoción 2024 de derecho',
    correcto: (p) => egresoEn17(p, 2024) && estudia(p, 'Derecho'),
  },
  {
    prompt: 'egresados el 2023 de economia',
    tipo: 'ortografia',
    limpia: 'egresados el 2023 de economía',
    correcto: (p) => egresoEn17(p, 2023) && estudia(p, 'Economía'),
  },
  {
    prompt: 'bachilleres dezde el 2022',
    tipo: 'ortografia',
    limpia: 'bachilleres desde el 2022',
    correcto: (p) => bachiller17(p) && egresoEn17(p, 2022, ANIO),
  },
  { prompt: 'egresados asta el 2020', tipo: 'ortografia', limpia: 'egresados hasta el 2020', correcto: (p) => egresoEn17(p, 0, 2020) },
  // Places: district, province, region.
  {
    prompt: 'de lima metropolitana ke sepan power bi',
    tipo: 'ortografia',
    limpia: 'de Lima Metropolitana que sepan Power BI',
    correcto: (p) => limaMetro17(p) && conoce(p, 'Power BI') >= 1,
  },
  { prompt: 'del cayao con brebete', tipo: 'ortografia', limpia: 'del Callao con brevete', correcto: (p) => enRegion(p, 7) && p.licencia },
  {
    prompt: 'de areqipa ciudad',
    tipo: 'ortografia',
    limpia: 'de Arequipa ciudad',
    correcto: (p) => p.id_region === 4 && p.provincia === 'Arequipa',
  },
  {
    prompt: 'ke vivan en sjl',
    tipo: 'ortografia',
    limpia: 'que vivan en San Juan de Lurigancho',
    correcto: (p) => p.distrito === 'San Juan de Lurigancho',
  },
  { prompt: 'q vivan en surko', tipo: 'ortografia', limpia: 'que vivan en Surco', correcto: (p) => p.distrito === 'Santiago de Surco' },
  {
    prompt: 'ke bivan en miraflores lima',
    tipo: 'ortografia',
    limpia: 'que vivan en Miraflores, Lima',
    correcto: (p) => p.distrito === 'Miraflores' && enRegion(p, 15),
  },
  {
    prompt: 'de kaima o yanahuara',
    tipo: 'ortografia',
    limpia: 'de Cayma o Yanahuara',
    correcto: (p) => ['Cayma', 'Yanahuara'].includes(p.distrito),
  },
  // ambigua: «Lima provincias» is the region of Lima outside the province of Lima (Huaral, Cañete).
  {
    prompt: 'de lima probincias',
    tipo: 'ortografia',
    limpia: 'de Lima provincias',
    correcto: (p) => enRegion(p, 15) && p.provincia !== 'Lima',
  },
  {
    prompt: 'tecnicos egresados del cuzco',
    tipo: 'ortografia',
    limpia: 'técnicos egresados de Cusco',
    correcto: (p) => tecnico(p) && egresado(p) && enRegion(p, 8),
  },
  {
    prompt: 'estudiantes de trujiyo con excel',
    tipo: 'ortografia',
    limpia: 'estudiantes de Trujillo con Excel',
    correcto: (p) => estudiante(p) && p.provincia === 'Trujillo' && conoce(p, 'Excel') >= 1,
  },
  {
    prompt: 'de chiclallo o piura',
    tipo: 'ortografia',
    limpia: 'de Chiclayo o Piura',
    correcto: (p) => ['Chiclayo', 'Piura'].includes(p.provincia),
  },
  { prompt: 'de uancayo', tipo: 'ortografia', limpia: 'de Huancayo', correcto: (p) => p.provincia === 'Huancayo' },
  {
    prompt: 'UNIVERSITARIOS DE AREQUIPA',
    tipo: 'ortografia',
    limpia: 'universitarios de Arequipa',
    correcto: (p) => universitario(p) && enRegion(p, 4),
  },
  // Knowledge and levels, Office, SAP.
  // ambigua: «Excel intermedio» is intermediate or more (a recruiter asks a minimum).
  { prompt: 'con exel intermedio', tipo: 'ortografia', limpia: 'con Excel intermedio', correcto: (p) => conoce(p, 'Excel') >= 2 },
  // ambigua: «Excel básico» as a requirement is anyone with Excel.
  { prompt: 'con ecxel basico', tipo: 'ortografia', limpia: 'con Excel básico', correcto: (p) => conoce(p, 'Excel') >= 1 },
  { prompt: 'ke manejen ofice', tipo: 'ortografia', limpia: 'que manejen Office', correcto: office17 },
  {
    prompt: 'con word i excel',
    tipo: 'ortografia',
    limpia: 'con Word y Excel',
    correcto: (p) => conoce(p, 'Word') >= 1 && conoce(p, 'Excel') >= 1,
  },
  { prompt: 'qe sepan sap', tipo: 'ortografia', limpia: 'que sepan SAP', correcto: (p) => conoce(p, 'SAP ERP') >= 1 },
  // A SAP module nobody's CV names: nobody is known to have it (those with «SAP ERP» may or may not).
  { prompt: 'con sap-mm', tipo: 'ortografia', limpia: 'con SAP MM', correcto: (p) => conoce(p, 'SAP MM') >= 1 },
  { prompt: 'con powerbi', tipo: 'ortografia', limpia: 'con Power BI', correcto: (p) => conoce(p, 'Power BI') >= 1 },
  {
    prompt: 'ke sepan autocad civil 3d',
    tipo: 'ortografia',
    limpia: 'que sepan AutoCAD Civil 3D',
    correcto: (p) => conoce(p, 'AutoCAD Civil 3D') >= 1,
  },
  { prompt: 'ke sepan s10', tipo: 'ortografia', limpia: 'que sepan S10', correcto: (p) => conoce(p, 'S10 Costos y Presupuestos') >= 1 },
  {
    prompt: 'ke manejen concar o siscont',
    tipo: 'ortografia',
    limpia: 'que manejen CONCAR o SISCONT',
    correcto: (p) => conoce(p, 'CONCAR') >= 1 || conoce(p, 'SISCONT') >= 1,
  },
  {
    prompt: 'con lean six sigma y minitab',
    tipo: 'ortografia',
    limpia: 'con Lean Six Sigma y Minitab',
    correcto: (p) => conoce(p, 'Lean Six Sigma') >= 1 && conoce(p, 'Minitab') >= 1,
  },
  // Languages and levels.
  { prompt: 'con ingles intermedo', tipo: 'ortografia', limpia: 'con inglés intermedio', correcto: (p) => habla(p, 'Inglés') >= 2 },
  { prompt: 'que ablen portuges', tipo: 'ortografia', limpia: 'que hablen portugués', correcto: (p) => habla(p, 'Portugués') >= 1 },
  { prompt: 'con franses', tipo: 'ortografia', limpia: 'con francés', correcto: (p) => habla(p, 'Francés') >= 1 },
  // Merit.
  { prompt: 'del 5to superior', tipo: 'ortografia', limpia: 'del quinto superior', correcto: (p) => merito17(p, 3) },
  {
    prompt: 'del tersio superior de derecho',
    tipo: 'ortografia',
    limpia: 'del tercio superior de derecho',
    correcto: (p) => merito17(p, 4) && estudia(p, 'Derecho'),
  },
  { prompt: 'del 10mo superior', tipo: 'ortografia', limpia: 'del décimo superior', correcto: (p) => merito17(p, 2) },
  {
    prompt: 'primer puesto de su promosion',
    tipo: 'ortografia',
    limpia: 'primer puesto de su promoción',
    correcto: (p) => p.orden_merito === 1,
  },
  // Licence, decisions, experience.
  { prompt: 'con lisencia de conduzir', tipo: 'ortografia', limpia: 'con licencia de conducir', correcto: (p) => p.licencia },
  {
    prompt: 'finalistaz de marketin',
    tipo: 'ortografia',
    limpia: 'finalistas de marketing',
    correcto: (p) => estadoEnEval(p) === 3 && estudia(p, 'Marketing'),
  },
  { prompt: 'los q estan en proseso', tipo: 'ortografia', limpia: 'los que están en proceso', correcto: (p) => estadoEnEval(p) === 2 },
  {
    prompt: 'con experiensia en bentas o atension al cliente',
    tipo: 'ortografia',
    limpia: 'con experiencia en ventas o atención al cliente',
    correcto: (p) => trabajo(p, 'ventas', 'atencion'),
  },
  { prompt: 'con exp. en rrhh', tipo: 'ortografia', limpia: 'con experiencia en recursos humanos', correcto: (p) => trabajo(p, 'rrhh') },
  { prompt: 'con esperiencia en obra', tipo: 'ortografia', limpia: 'con experiencia en obra', correcto: (p) => trabajo(p, 'obra') },
  { prompt: 'sin esperiensia', tipo: 'ortografia', limpia: 'sin experiencia', correcto: (p) => !conExperiencia(p) },
  // Negations typed fast.
  {
    prompt: 'ke no bivan en lima ni cayao',
    tipo: 'ortografia',
    limpia: 'que no vivan en Lima ni Callao',
    correcto: (p) => !enRegion(p, 15, 7),
  },
  { prompt: 'ke no ablen ingles', tipo: 'ortografia', limpia: 'que no hablen inglés', correcto: (p) => habla(p, 'Inglés') === 0 },
  {
    prompt: 'estudiantes de conta q no sean de la pucp',
    tipo: 'ortografia',
    limpia: 'estudiantes de contabilidad que no sean de la PUCP',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && !sigla17(p, 'PUCP'),
  },

  // ---------------------------------------------------------------- clean plain and negated requests
  // «administración» alone: the whole family, Logística included.
  { prompt: 'estudiantes de administración', tipo: 'plano', correcto: (p) => estudiante(p) && estudia(p, 'Administración') },
  {
    prompt: 'universitarios de administración de empresas',
    tipo: 'plano',
    correcto: (p) => universitario(p) && adminEmpresas17(p),
  },
  {
    prompt: 'de contabilidad, menos los de Contabilidad y Finanzas',
    tipo: 'negacion',
    correcto: (p) => p.carrera === 'Contabilidad',
  },
  {
    prompt: 'ingenieros que no sean industriales',
    tipo: 'negacion',
    correcto: (p) => ingenieria17(p) && !estudia(p, 'Ingeniería Industrial'),
  },
  { prompt: 'de ingeniería, excepto civil', tipo: 'negacion', correcto: (p) => ingenieria17(p) && !estudia(p, 'Ingeniería Civil') },
  { prompt: 'universitarios que no sean de la UNI', tipo: 'negacion', correcto: (p) => universitario(p) && !sigla17(p, 'UNI') },
  { prompt: 'técnicos que no sean del SENATI', tipo: 'negacion', correcto: (p) => tecnico(p) && !sigla17(p, 'SENATI') },
  // ambigua: «privadas» are the universities whose name is not «Universidad Nacional…».
  { prompt: 'de universidades privadas', tipo: 'plano', correcto: (p) => universitario(p) && !nacional17(p) },
  { prompt: 'que vivan en La Molina', tipo: 'plano', correcto: (p) => p.distrito === 'La Molina' },
  { prompt: 'que vivan en Miraflores', tipo: 'plano', correcto: (p) => p.distrito === 'Miraflores' },
  { prompt: 'de Lima, pero no de Lima Metropolitana', tipo: 'negacion', correcto: (p) => enRegion(p, 15) && !limaMetro17(p) },
  { prompt: 'de Lima Metropolitana o Callao', tipo: 'plano', correcto: (p) => limaMetro17(p) || enRegion(p, 7) },
  { prompt: 'que no sean de Lima Metropolitana', tipo: 'negacion', correcto: (p) => !limaMetro17(p) },
  { prompt: 'de Trujillo, Piura o Chiclayo', tipo: 'plano', correcto: (p) => ['Trujillo', 'Piura', 'Chiclayo'].includes(p.provincia) },
  {
    prompt: 'con Excel intermedio o avanzado, sin Power BI',
    tipo: 'negacion',
    correcto: (p) => conoce(p, 'Excel') >= 2 && conoce(p, 'Power BI') === 0,
  },
  { prompt: 'con inglés, pero no básico', tipo: 'negacion', correcto: (p) => habla(p, 'Inglés') >= 2 },
  { prompt: 'que hablen inglés y quechua', tipo: 'plano', correcto: (p) => habla(p, 'Inglés') >= 1 && habla(p, 'Quechua') >= 1 },
  { prompt: 'del tercio superior, pero no del quinto superior', tipo: 'negacion', correcto: (p) => p.orden_merito === 4 },
  { prompt: 'del medio superior', tipo: 'plano', correcto: (p) => merito17(p, 5) },
  { prompt: 'sin orden de mérito', tipo: 'negacion', correcto: (p) => p.orden_merito === 0 },
  { prompt: 'sin licencia de conducir', tipo: 'negacion', correcto: (p) => !p.licencia },
  { prompt: 'con brevete y experiencia en logística', tipo: 'plano', correcto: (p) => p.licencia && trabajo(p, 'logistica') },
  { prompt: 'finalistas o en proceso', tipo: 'plano', correcto: (p) => [2, 3].includes(estadoEnEval(p)) },
  { prompt: 'que no estén descartados ni sean finalistas', tipo: 'negacion', correcto: (p) => [0, 2].includes(estadoEnEval(p)) },
  {
    prompt: 'egresados universitarios que aún no son bachilleres',
    tipo: 'negacion',
    correcto: (p) => universitario(p) && p.estado_estudios === 1,
  },
  // ambigua: the CVs hold no title; «titulados» is a graduate or a bachelor, as recruiters use it.
  { prompt: 'titulados de derecho', tipo: 'plano', correcto: (p) => egresado(p) && estudia(p, 'Derecho') },
  { prompt: 'egresados antes del 2021', tipo: 'plano', correcto: (p) => egresoEn17(p, 0, 2020) },
  {
    prompt: 'egresados entre 2020 y 2022 de ingeniería civil',
    tipo: 'plano',
    correcto: (p) => egresoEn17(p, 2020, 2022) && estudia(p, 'Ingeniería Civil'),
  },
  {
    prompt: 'estudiantes del 5to al 7mo ciclo de derecho',
    tipo: 'plano',
    correcto: (p) => entreCiclos17(p, 5, 7) && estudia(p, 'Derecho'),
  },
  { prompt: 'de 10mo ciclo', tipo: 'plano', correcto: (p) => entreCiclos17(p, 10, 10) },
  { prompt: 'técnicos del último año', tipo: 'plano', correcto: (p) => tecnico(p) && ultimoAnio17(p) },
  {
    prompt: 'universitarios de último año con inglés avanzado',
    tipo: 'plano',
    correcto: (p) => universitario(p) && ultimoAnio17(p) && habla(p, 'Inglés') >= 3,
  },
  { prompt: 'con experiencia, pero no en ventas', tipo: 'negacion', correcto: (p) => conExperiencia(p) && !trabajo(p, 'ventas') },
  {
    prompt: 'con experiencia en marketing y no en ventas',
    tipo: 'negacion',
    correcto: (p) => trabajo(p, 'marketing') && !trabajo(p, 'ventas'),
  },
  {
    prompt: 'que sepan Python, excepto los de ingeniería de sistemas',
    tipo: 'negacion',
    correcto: (p) => conoce(p, 'Python') >= 1 && !estudia(p, 'Ingeniería de Sistemas'),
  },
  { prompt: 'de Arequipa, menos los de la UNSA', tipo: 'negacion', correcto: (p) => enRegion(p, 4) && !sigla17(p, 'UNSA') },
  { prompt: 'de Cusco que no estudien en la UNSAAC', tipo: 'negacion', correcto: (p) => enRegion(p, 8) && !sigla17(p, 'UNSAAC') },
  { prompt: 'interesados en energía renovable', tipo: 'plano', correcto: (p) => interesa(p, 'energía renovable') },
  {
    prompt: 'economistas con SPSS o Stata',
    tipo: 'plano',
    correcto: (p) => estudia(p, 'Economía') && (conoce(p, 'IBM SPSS') >= 1 || conoce(p, 'Stata') >= 1),
  },
  { prompt: 'de la UNI, San Marcos o la PUCP', tipo: 'plano', correcto: (p) => sigla17(p, 'UNI', 'UNMSM', 'PUCP') },
  {
    prompt: 'egresados de institutos con experiencia en soporte',
    tipo: 'plano',
    correcto: (p) => egresado(p) && tecnico(p) && trabajo(p, 'soporte'),
  },
  {
    prompt: 'estudiantes de derecho que no sean de Lima ni del Callao',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && !enRegion(p, 15, 7),
  },
  { prompt: 'que no sepan Excel', tipo: 'negacion', correcto: (p) => conoce(p, 'Excel') === 0 },
  { prompt: 'de sistemas sin Java', tipo: 'negacion', correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'Java') === 0 },
  {
    prompt: 'de Lima con Excel avanzado y experiencia en contabilidad',
    tipo: 'plano',
    correcto: (p) => enRegion(p, 15) && conoce(p, 'Excel') >= 3 && trabajo(p, 'contabilidad'),
  },
];

/**
 * The eighteenth round (development set): written code-blind, from the issue's text and the pool's facts
 * (generador.ts) only, before running the assistant on it; about readings where an assistant could be looser than a
 * recruiter means. Choices made as a recruiter reads the words (the ambiguous ones are marked `// ambigua:` where used):
 * - A cycle filter asks for students. «del 6to al 8vo» and «entre quinto y octavo» include both ends; «a partir del
 *   7mo», «de 8vo para arriba» and «desde 8vo» include the cycle named; «más de 6to» and «mayor a 6to» are 7 or more;
 *   «menos de 5to» is 4 or less; «hasta el 4to» includes the 4th.
 * - Years of study: «primer año» cycles 1–2, «segundo año» 3–4, «tercer año» 5–6, «cuarto año» 7–8; «último año»
 *   9–10 at university and 5–6 at an institute; «penúltimo año» 7–8 at university and 3–4 at an institute;
 *   «primeros ciclos» cycles 1–4 (the first two years); «últimos ciclos» 8 or more at university and 5–6 at an
 *   institute.
 * - «egresados» are graduates and bachelors; «bachilleres» university applicants with estado_estudios 2;
 *   «técnicos» applicants of a technical career (either state), «universitarios» of a university career.
 * - Graduation year («promoción 2024», «egresados el 2023», «egresados antes del 2022») reads egreso with the
 *   comparison as said («antes del» strict, «desde» and «a partir del» inclusive, «hasta» inclusive); «recién
 *   egresados» graduated this year or the last (2025–2026). Entering year reads ingreso the same way.
 * - A level asked is that level or more: «inglés intermedio» is intermedio or avanzado; «inglés básico» anyone with
 *   English (a recruiter asking basic English does not exclude the fluent); «solo básico» / «nada más básico» is
 *   exactly básico. «con inglés» is any level. Excel the same; «Office» is Excel or Word; «SAP» is SAP ERP.
 * - Careers: «administración» is Administración and Administración de Empresas, not Administración Logística (a
 *   different specialty); «contabilidad» includes Contabilidad y Finanzas; «sistemas» includes Sistemas e
 *   Informática; «ingeniería» every engineering; «computación» Computación e Informática.
 * - Places: «de Lima» the region (department) of Lima; «Lima Metropolitana» the province of Lima; «Lima Norte» its
 *   northern districts (Los Olivos in the pool); «Lima Este» Ate, San Juan de Lurigancho and La Molina; «Cono Sur»
 *   the southern districts (none in the pool: nobody is correct); «del Callao» the region of Callao.
 * - Merit (orden_merito 1 primer puesto, 2 décimo, 3 quinto, 4 tercio, 5 medio superior): each group includes the
 *   better ones («tercio superior» is 1–4), «primer puesto» is 1 only.
 * - Decisions: estadoEnEval (1 descartado, 2 en proceso, 3 finalista). Licence: «brevete» / «licencia de conducir».
 */
type P18 = PostulanteEval;
const sigla18 = (p: P18, ...siglas: string[]) => siglas.includes(p.institucion.sigla);
const limaMetro18 = (p: P18) => p.id_region === 15 && p.provincia === 'Lima';
const admin18 = (p: P18) => p.carrera === 'Administración de Empresas' || p.carrera === 'Administración';
const conta18 = (p: P18) => p.carrera === 'Contabilidad' || p.carrera === 'Contabilidad y Finanzas';
const sistemas18 = (p: P18) => p.carrera === 'Ingeniería de Sistemas' || p.carrera === 'Ingeniería de Sistemas e Informática';
const ingenieria18 = (p: P18) => p.carrera.startsWith('Ingeniería');
const bachiller18 = (p: P18) => universitario(p) && p.estado_estudios === 2;
const merito18 = (p: P18, hasta: number) => p.orden_merito >= 1 && p.orden_merito <= hasta;
const entre18 = (p: P18, a: number, b: number) => estudiante(p) && ciclo(p) >= a && ciclo(p) <= b;
const desde18 = (p: P18, a: number) => estudiante(p) && ciclo(p) >= a;
const egreso18 = (p: P18, a: number, b = a) => egresado(p) && p.egreso !== null && p.egreso >= a && p.egreso <= b;
const ultimoAnio18 = (p: P18) => estudiante(p) && (tecnico(p) ? ciclo(p) >= 5 : ciclo(p) >= 9);
const penultimoAnio18 = (p: P18) => estudiante(p) && (tecnico(p) ? ciclo(p) >= 3 && ciclo(p) <= 4 : ciclo(p) >= 7 && ciclo(p) <= 8);
const ultimosCiclos18 = (p: P18) => estudiante(p) && (tecnico(p) ? ciclo(p) >= 5 : ciclo(p) >= 8);
const office18 = (p: P18) => conoce(p, 'Excel') >= 1 || conoce(p, 'Word') >= 1;
const limaEste18 = (p: P18) => limaMetro18(p) && ['Ate', 'San Juan de Lurigancho', 'La Molina'].includes(p.distrito);
export const CONSULTAS_DECIMOCTAVA: (ConsultaTipada & { limite?: number })[] = [
  // ---------------------------------------------------------------- clean: cycle ranges in every wording
  { prompt: 'estudiantes del 6to al 8vo ciclo', tipo: 'plano', correcto: (p) => entre18(p, 6, 8) },
  { prompt: 'alumnos a partir del 7mo ciclo', tipo: 'plano', correcto: (p) => desde18(p, 7) },
  // ambigua: «más de 6to» could include the 6th; a recruiter saying «más de» means above it.
  { prompt: 'estudiantes de más de 6to ciclo', tipo: 'plano', correcto: (p) => desde18(p, 7) },
  { prompt: 'estudiantes de menos de 5to ciclo', tipo: 'plano', correcto: (p) => estudiante(p) && ciclo(p) >= 1 && ciclo(p) <= 4 },
  { prompt: 'estudiantes entre quinto y octavo ciclo', tipo: 'plano', correcto: (p) => entre18(p, 5, 8) },
  { prompt: 'de 8vo ciclo para arriba', tipo: 'plano', correcto: (p) => desde18(p, 8) },
  { prompt: 'estudiantes hasta el 4to ciclo', tipo: 'plano', correcto: (p) => estudiante(p) && ciclo(p) >= 1 && ciclo(p) <= 4 },
  {
    prompt: 'estudiantes de derecho del noveno ciclo en adelante',
    tipo: 'plano',
    correcto: (p) => estudia(p, 'Derecho') && desde18(p, 9),
  },
  {
    prompt: 'alumnos de economía que estén entre el 7mo y el 9no ciclo',
    tipo: 'plano',
    correcto: (p) => estudia(p, 'Economía') && entre18(p, 7, 9),
  },
  // ---------------------------------------------------------------- clean: years of study
  { prompt: 'estudiantes de 2do año', tipo: 'plano', correcto: (p) => entre18(p, 3, 4) },
  { prompt: 'estudiantes de tercer año', tipo: 'plano', correcto: (p) => entre18(p, 5, 6) },
  {
    prompt: 'estudiantes de último año de ingeniería civil',
    tipo: 'plano',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && ultimoAnio18(p),
  },
  { prompt: 'estudiantes de penúltimo año', tipo: 'plano', correcto: (p) => penultimoAnio18(p) },
  // ambigua: «primeros ciclos» read as the first two years (cycles 1–4).
  { prompt: 'alumnos de los primeros ciclos', tipo: 'plano', correcto: (p) => estudiante(p) && ciclo(p) >= 1 && ciclo(p) <= 4 },
  {
    prompt: 'estudiantes de contabilidad de los últimos ciclos',
    tipo: 'plano',
    correcto: (p) => conta18(p) && ultimosCiclos18(p),
  },
  // ---------------------------------------------------------------- clean: graduation and entering years
  { prompt: 'egresados promoción 2024', tipo: 'plano', correcto: (p) => egreso18(p, 2024) },
  { prompt: 'egresados antes del 2022', tipo: 'plano', correcto: (p) => egresado(p) && p.egreso !== null && p.egreso < 2022 },
  { prompt: 'egresados después del 2023', tipo: 'plano', correcto: (p) => egresado(p) && p.egreso !== null && p.egreso > 2023 },
  { prompt: 'egresados desde el 2021 hasta el 2023', tipo: 'plano', correcto: (p) => egreso18(p, 2021, 2023) },
  { prompt: 'egresados hasta el 2020', tipo: 'plano', correcto: (p) => egresado(p) && p.egreso !== null && p.egreso <= 2020 },
  // ambigua: «recién egresados» read as graduated this year or the last.
  { prompt: 'recién egresados de administración', tipo: 'plano', correcto: (p) => admin18(p) && egreso18(p, 2025, 2026) },
  { prompt: 'que ingresaron en el 2023', tipo: 'plano', correcto: (p) => p.ingreso === 2023 },
  { prompt: 'que ingresaron entre el 2018 y el 2020', tipo: 'plano', correcto: (p) => p.ingreso >= 2018 && p.ingreso <= 2020 },
  // ---------------------------------------------------------------- clean: languages and knowledge with levels
  { prompt: 'con inglés', tipo: 'plano', correcto: (p) => habla(p, 'Inglés') >= 1 },
  // ambigua: «inglés básico» read as at least básico (anyone with English).
  { prompt: 'estudiantes con inglés básico', tipo: 'plano', correcto: (p) => estudiante(p) && habla(p, 'Inglés') >= 1 },
  { prompt: 'con inglés básico nada más', tipo: 'plano', correcto: (p) => habla(p, 'Inglés') === 1 },
  { prompt: 'con inglés intermedio', tipo: 'plano', correcto: (p) => habla(p, 'Inglés') >= 2 },
  { prompt: 'que hablen inglés y portugués', tipo: 'plano', correcto: (p) => habla(p, 'Inglés') >= 1 && habla(p, 'Portugués') >= 1 },
  { prompt: 'que hablen francés o portugués', tipo: 'plano', correcto: (p) => habla(p, 'Francés') >= 1 || habla(p, 'Portugués') >= 1 },
  { prompt: 'con Excel intermedio', tipo: 'plano', correcto: (p) => conoce(p, 'Excel') >= 2 },
  { prompt: 'con Excel básico solamente', tipo: 'plano', correcto: (p) => conoce(p, 'Excel') === 1 },
  { prompt: 'con SAP y Power BI', tipo: 'plano', correcto: (p) => conoce(p, 'SAP ERP') >= 1 && conoce(p, 'Power BI') >= 1 },
  // ---------------------------------------------------------------- clean: study level, merit, experience, licence, decisions
  { prompt: 'técnicos egresados', tipo: 'plano', correcto: (p) => tecnico(p) && egresado(p) },
  { prompt: 'universitarios de Arequipa', tipo: 'plano', correcto: (p) => universitario(p) && enRegion(p, 4) },
  { prompt: 'bachilleres de economía', tipo: 'plano', correcto: (p) => estudia(p, 'Economía') && bachiller18(p) },
  { prompt: 'que hayan ocupado el primer puesto', tipo: 'plano', correcto: (p) => p.orden_merito === 1 },
  { prompt: 'del décimo superior', tipo: 'plano', correcto: (p) => merito18(p, 2) },
  { prompt: 'egresados del medio superior', tipo: 'plano', correcto: (p) => egresado(p) && merito18(p, 5) },
  { prompt: 'con más de una experiencia laboral', tipo: 'plano', correcto: (p) => p.experiencias.length >= 2 },
  { prompt: 'con experiencia en obra', tipo: 'plano', correcto: (p) => trabajo(p, 'obra') },
  { prompt: 'con brevete', tipo: 'plano', correcto: (p) => p.licencia },
  { prompt: 'los finalistas', tipo: 'plano', correcto: (p) => estadoEnEval(p) === 3 },
  { prompt: 'los que están en proceso', tipo: 'plano', correcto: (p) => estadoEnEval(p) === 2 },
  // ---------------------------------------------------------------- clean: institutions, districts, three criteria
  {
    prompt: 'estudiantes de ingeniería industrial de la UNI que vivan en Lima',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && sigla18(p, 'UNI') && enRegion(p, 15),
  },
  {
    prompt: 'de computación del SENATI de Arequipa',
    tipo: 'plano',
    correcto: (p) => estudia(p, 'Computación e Informática') && sigla18(p, 'SENATI') && enRegion(p, 4),
  },
  { prompt: 'de San Juan de Lurigancho', tipo: 'plano', correcto: (p) => p.distrito === 'San Juan de Lurigancho' },
  { prompt: 'estudiantes de Los Olivos', tipo: 'plano', correcto: (p) => estudiante(p) && p.distrito === 'Los Olivos' },
  // ambigua: «Lima Norte» in the pool is only Los Olivos.
  { prompt: 'postulantes de Lima Norte', tipo: 'plano', correcto: (p) => limaMetro18(p) && p.distrito === 'Los Olivos' },
  // No district of the southern cone is in the pool: nobody is correct.
  { prompt: 'postulantes del Cono Sur', tipo: 'plano', correcto: nadie },
  { prompt: 'de Lima Este con Excel', tipo: 'plano', correcto: (p) => limaEste18(p) && conoce(p, 'Excel') >= 1 },
  {
    prompt: 'estudiantes de sistemas de Lima Metropolitana con inglés avanzado',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && sistemas18(p) && limaMetro18(p) && habla(p, 'Inglés') >= 3,
  },
  {
    prompt: 'egresados de ingeniería del tercio superior con experiencia',
    tipo: 'plano',
    correcto: (p) => egresado(p) && ingenieria18(p) && merito18(p, 4) && conExperiencia(p),
  },
  // ---------------------------------------------------------------- clean: negations
  { prompt: 'estudiantes que no sean de 10mo ciclo', tipo: 'negacion', correcto: (p) => estudiante(p) && ciclo(p) !== 10 },
  { prompt: 'sin experiencia y sin brevete', tipo: 'negacion', correcto: (p) => !conExperiencia(p) && !p.licencia },
  { prompt: 'que no tengan inglés avanzado', tipo: 'negacion', correcto: (p) => habla(p, 'Inglés') < 3 },
  {
    prompt: 'egresados de administración que no sean técnicos',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && admin18(p) && universitario(p),
  },
  { prompt: 'de Lima pero no de Lima Metropolitana', tipo: 'negacion', correcto: (p) => enRegion(p, 15) && !limaMetro18(p) },
  { prompt: 'finalistas que no sean del Callao', tipo: 'negacion', correcto: (p) => estadoEnEval(p) === 3 && !enRegion(p, 7) },
  {
    prompt: 'de contabilidad, excepto los de la UNMSM',
    tipo: 'negacion',
    correcto: (p) => conta18(p) && !sigla18(p, 'UNMSM'),
  },
  // ---------------------------------------------------------------- spelling pairs
  {
    prompt: 'estudiantes del 6to al 8bo siclo',
    tipo: 'ortografia',
    limpia: 'estudiantes del sexto al octavo ciclo',
    correcto: (p) => entre18(p, 6, 8),
  },
  {
    prompt: 'alumnos apartir del 7mo',
    tipo: 'ortografia',
    limpia: 'alumnos a partir del séptimo ciclo',
    correcto: (p) => desde18(p, 7),
  },
  {
    prompt: 'estudiantes de mas de 6to',
    tipo: 'ortografia',
    limpia: 'estudiantes de más de sexto ciclo',
    correcto: (p) => desde18(p, 7),
  },
  {
    prompt: 'estudiantes de menos de 5to siclo',
    tipo: 'ortografia',
    limpia: 'estudiantes de menos de quinto ciclo',
    correcto: (p) => estudiante(p) && ciclo(p) >= 1 && ciclo(p) <= 4,
  },
  {
    prompt: 'entre 5to y 8vo siclo',
    tipo: 'ortografia',
    limpia: 'entre quinto y octavo ciclo',
    correcto: (p) => entre18(p, 5, 8),
  },
  {
    prompt: 'de 8bo para ariba',
    tipo: 'ortografia',
    limpia: 'de octavo ciclo para arriba',
    correcto: (p) => desde18(p, 8),
  },
  {
    prompt: 'asta el 4to siclo',
    tipo: 'ortografia',
    limpia: 'hasta el cuarto ciclo',
    correcto: (p) => estudiante(p) && ciclo(p) >= 1 && ciclo(p) <= 4,
  },
  {
    prompt: 'estudiantes de 2do año',
    tipo: 'ortografia',
    limpia: 'estudiantes de segundo año',
    correcto: (p) => entre18(p, 3, 4),
  },
  {
    prompt: 'estudiantes de 3er ano',
    tipo: 'ortografia',
    limpia: 'estudiantes de tercer año',
    correcto: (p) => entre18(p, 5, 6),
  },
  {
    prompt: 'estudiantes de ultimo ano',
    tipo: 'ortografia',
    limpia: 'estudiantes de último año',
    correcto: (p) => ultimoAnio18(p),
  },
  {
    prompt: 'alumnos de penultimo año',
    tipo: 'ortografia',
    limpia: 'alumnos de penúltimo año',
    correcto: (p) => penultimoAnio18(p),
  },
  {
    prompt: 'de los ultimos siclos de conta',
    tipo: 'ortografia',
    limpia: 'de los últimos ciclos de contabilidad',
    correcto: (p) => conta18(p) && ultimosCiclos18(p),
  },
  {
    prompt: 'egresados promosion 2024',
    tipo: 'ortografia',
    limpia: 'egresados promoción 2024',
    correcto: (p) => egreso18(p, 2024),
  },
  {
    prompt: 'egresados el 2023',
    tipo: 'ortografia',
    limpia: 'egresados en el 2023',
    correcto: (p) => egreso18(p, 2023),
  },
  {
    prompt: 'egresados antes dl 2022',
    tipo: 'ortografia',
    limpia: 'egresados antes del 2022',
    correcto: (p) => egresado(p) && p.egreso !== null && p.egreso < 2022,
  },
  {
    prompt: 'egresados despues del 2023',
    tipo: 'ortografia',
    limpia: 'egresados después del 2023',
    correcto: (p) => egresado(p) && p.egreso !== null && p.egreso > 2023,
  },
  {
    prompt: 'resien egresados de adm.',
    tipo: 'ortografia',
    limpia: 'recién egresados de administración',
    correcto: (p) => admin18(p) && egreso18(p, 2025, 2026),
  },
  {
    prompt: 'ke ingresaron el 2023',
    tipo: 'ortografia',
    limpia: 'que ingresaron en el 2023',
    correcto: (p) => p.ingreso === 2023,
  },
  {
    prompt: 'con ingles',
    tipo: 'ortografia',
    limpia: 'con inglés',
    correcto: (p) => habla(p, 'Inglés') >= 1,
  },
  {
    prompt: 'con ingles vasico',
    tipo: 'ortografia',
    limpia: 'con inglés básico',
    correcto: (p) => habla(p, 'Inglés') >= 1,
  },
  {
    prompt: 'con ingles intermedio o mas',
    tipo: 'ortografia',
    limpia: 'con inglés intermedio o más',
    correcto: (p) => habla(p, 'Inglés') >= 2,
  },
  {
    prompt: 'ke ablen ingles y portuges',
    tipo: 'ortografia',
    limpia: 'que hablen inglés y portugués',
    correcto: (p) => habla(p, 'Inglés') >= 1 && habla(p, 'Portugués') >= 1,
  },
  {
    prompt: 'que ablen franses',
    tipo: 'ortografia',
    limpia: 'que hablen francés',
    correcto: (p) => habla(p, 'Francés') >= 1,
  },
  {
    prompt: 'con exel intermedio',
    tipo: 'ortografia',
    limpia: 'con Excel intermedio',
    correcto: (p) => conoce(p, 'Excel') >= 2,
  },
  {
    prompt: 'con EXCEL AVANZADO',
    tipo: 'ortografia',
    limpia: 'con Excel avanzado',
    correcto: (p) => conoce(p, 'Excel') >= 3,
  },
  {
    prompt: 'que manejen ofis',
    tipo: 'ortografia',
    limpia: 'que manejen Office',
    correcto: (p) => office18(p),
  },
  {
    prompt: 'tecnicos egresados',
    tipo: 'ortografia',
    limpia: 'técnicos egresados',
    correcto: (p) => tecnico(p) && egresado(p),
  },
  {
    prompt: 'univercitarios de Arekipa',
    tipo: 'ortografia',
    limpia: 'universitarios de Arequipa',
    correcto: (p) => universitario(p) && enRegion(p, 4),
  },
  {
    prompt: 'vachilleres de economia',
    tipo: 'ortografia',
    limpia: 'bachilleres de economía',
    correcto: (p) => estudia(p, 'Economía') && bachiller18(p),
  },
  {
    prompt: 'del desimo superior',
    tipo: 'ortografia',
    limpia: 'del décimo superior',
    correcto: (p) => merito18(p, 2),
  },
  {
    prompt: 'del 1er puesto',
    tipo: 'ortografia',
    limpia: 'del primer puesto',
    correcto: (p) => p.orden_merito === 1,
  },
  {
    prompt: 'con experiensia en ventas',
    tipo: 'ortografia',
    limpia: 'con experiencia en ventas',
    correcto: (p) => trabajo(p, 'ventas'),
  },
  {
    prompt: 'sin esperiencia',
    tipo: 'ortografia',
    limpia: 'sin experiencia',
    correcto: (p) => !conExperiencia(p),
  },
  {
    prompt: 'con lisencia de conducir',
    tipo: 'ortografia',
    limpia: 'con licencia de conducir',
    correcto: (p) => p.licencia,
  },
  {
    prompt: 'los finalistas ke no sean de lima',
    tipo: 'ortografia',
    limpia: 'los finalistas que no sean de Lima',
    correcto: (p) => estadoEnEval(p) === 3 && !enRegion(p, 15),
  },
  {
    prompt: 'de san juan de lurigancho',
    tipo: 'ortografia',
    limpia: 'de San Juan de Lurigancho',
    correcto: (p) => p.distrito === 'San Juan de Lurigancho',
  },
  {
    prompt: 'de losolivos',
    tipo: 'ortografia',
    limpia: 'de Los Olivos',
    correcto: (p) => p.distrito === 'Los Olivos',
  },
  {
    prompt: 'alumnos de ing. civil de la UNI',
    tipo: 'ortografia',
    limpia: 'alumnos de ingeniería civil de la UNI',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil') && sigla18(p, 'UNI'),
  },
  {
    prompt: 'de sistemas de la san marcos de lima',
    tipo: 'ortografia',
    limpia: 'de sistemas de San Marcos de Lima',
    correcto: (p) => sistemas18(p) && sigla18(p, 'UNMSM') && enRegion(p, 15),
  },
  {
    prompt: 'de computasion del senati',
    tipo: 'ortografia',
    limpia: 'de computación del SENATI',
    correcto: (p) => estudia(p, 'Computación e Informática') && sigla18(p, 'SENATI'),
  },
  {
    prompt: 'ingenieros del callao con ingles avansado',
    tipo: 'ortografia',
    limpia: 'ingenieros del Callao con inglés avanzado',
    correcto: (p) => ingenieria18(p) && enRegion(p, 7) && habla(p, 'Inglés') >= 3,
  },
  {
    prompt: 'estudiantes de derecho de 9no siclo con ingles',
    tipo: 'ortografia',
    limpia: 'estudiantes de derecho de noveno ciclo con inglés',
    correcto: (p) => estudia(p, 'Derecho') && entre18(p, 9, 9) && habla(p, 'Inglés') >= 1,
  },
  {
    prompt: 'que no ablen ingles',
    tipo: 'ortografia',
    limpia: 'que no hablen inglés',
    correcto: (p) => habla(p, 'Inglés') === 0,
  },
  {
    prompt: 'estudiantesde conta con SAP',
    tipo: 'ortografia',
    limpia: 'estudiantes de contabilidad con SAP',
    correcto: (p) => estudiante(p) && conta18(p) && conoce(p, 'SAP ERP') >= 1,
  },
];

/**
 * The nineteenth round (development set): written code-blind, from the issue's text and the pool's facts
 * (generador.ts) only, and committed before it was first run. It covers values earlier rounds used little: knowledge
 * items by name and by family (payroll and tax, engineering and design software, programming languages, Adobe,
 * Office), languages other than English with levels, experience areas by the words of the job (almacén, call center,
 * mesa de ayuda) and by job title or company, careers by their catalog names and synonyms (Mercadotecnia,
 * Contabilidad y Finanzas, Computación e Informática, Enfermería Técnica, Ciencias de la Comunicación, Diseño
 * Gráfico, Mecánica Automotriz, Administración Logística), institutes and regional universities, provinces and
 * districts outside Lima Metropolitana, decisions, licence, merit, graduation and entering years, counts and order;
 * negations of each; and spelling pairs of those. Readings chosen where a recruiter could mean two things (marked
 * `// ambigua:` where used):
 * - A level asked is that level or more («Word avanzado» avanzado; «francés intermedio» intermedio or avanzado;
 *   «de intermedio a más» the same); «nomás» / «solo» after a level is exactly that level; «que dominen X» is
 *   avanzado; «con X pero que no sea avanzado» is básico or intermedio.
 * - Knowledge names as people shorten them: «Project» / «MS Project» is Microsoft Project, «S10» S10 Costos y
 *   Presupuestos, «Civil 3D» AutoCAD Civil 3D (not plain AutoCAD), «Premiere» Adobe Premiere Pro, «Photoshop» /
 *   «Illustrator» the Adobe items, «Git» Git y GitHub, «tributación» Tributación peruana, «SAP» SAP ERP.
 * - Families: «lenguaje de programación» is Python, Java or JavaScript (SQL, a query language, is not counted);
 *   «programas de Adobe» Photoshop, Illustrator or Premiere Pro; «software contable» CONCAR or SISCONT (PLAME, a
 *   payroll declaration, is not counted); «Java» is not JavaScript.
 * - «que sepan de reclutamiento y selección» is the knowledge item or experience in human resources (whose tasks
 *   are recruiting and selection).
 * - Experience by the words of the job: «almacén» the logistics area; «call center» the customer service area;
 *   «mesa de ayuda» the support area. By title («como promotor de ventas», «que hayan sido asistente contable»)
 *   the exact job title, not the whole area. By company («que hayan trabajado en Alicorp») the employer's name.
 *   «los N con más experiencia» are among those with the most experiences (two, each of six months).
 * - Careers: «mercadotecnia» is Marketing; «Contabilidad y Finanzas» named whole is that career only; «contadores»
 *   both Contabilidad careers; «sistemas e informática» named whole is that career only; «comunicadores» Ciencias
 *   de la Comunicación; «mecánicos» Mecánica Automotriz; «técnicos de enfermería» Enfermería Técnica;
 *   «administración logística» is that technical career, not Administración; «economistas», «abogados»,
 *   «psicólogos», «ingenieros civiles» their careers, students included (a career noun is not a graduation).
 * - Institutions: «Tecsup» any of its campuses; «la Católica de Santa María» UCSM (not PUCP); «la UDEP» the
 *   Universidad de Piura (not the Nacional de Piura); «la San Luis Gonzaga» UNICA; «del Altiplano» UNA Puno.
 * - Places: a province names all its districts («de Cañete» San Vicente de Cañete; «de la provincia de Lima» Lima
 *   Metropolitana, not Huaral or Cañete); «Miraflores de Arequipa» the Arequipa district only; «AQP» and «Cuzco» are
 *   Arequipa and Cusco; «Huanchaq» is Wanchaq.
 * - Decisions: estadoEnEval (1 descartado, 2 en proceso, 3 finalista). Merit: «quinto superior» 1–3, «con orden de
 *   mérito» any of 1–5. «egresados hace más de 5 años» graduated before 2021.
 * - «algún idioma además del inglés» is Quechua, Portuguese or French, whether or not they speak English.
 * - «de preferencia X» / «primero los que X»: everyone else asked for stays, X first.
 */
type P19 = PostulanteEval;
const sigla19 = (p: P19, ...siglas: string[]) => siglas.includes(p.institucion.sigla);
const limaMetro19 = (p: P19) => p.id_region === 15 && p.provincia === 'Lima';
const conta19 = (p: P19) => p.carrera === 'Contabilidad' || p.carrera === 'Contabilidad y Finanzas';
const estado19 = (p: P19, ...e: number[]) => e.includes(estadoEnEval(p));
const merito19 = (p: P19, hasta: number) => p.orden_merito >= 1 && p.orden_merito <= hasta;
const egreso19 = (p: P19, a: number, b = a) => egresado(p) && p.egreso !== null && p.egreso >= a && p.egreso <= b;
const programa19 = (p: P19) => conoce(p, 'Python') >= 1 || conoce(p, 'Java') >= 1 || conoce(p, 'JavaScript') >= 1;
const adobe19 = (p: P19) =>
  conoce(p, 'Adobe Photoshop') >= 1 || conoce(p, 'Adobe Illustrator') >= 1 || conoce(p, 'Adobe Premiere Pro') >= 1;
const contable19 = (p: P19) => conoce(p, 'CONCAR') >= 1 || conoce(p, 'SISCONT') >= 1;
const otroIdioma19 = (p: P19) => habla(p, 'Quechua') >= 1 || habla(p, 'Portugués') >= 1 || habla(p, 'Francés') >= 1;
const puesto19 = (p: P19, titulo: string) => p.experiencias.some((e) => e.puesto === titulo);
const empresa19 = (p: P19, nombre: string) => p.experiencias.some((e) => e.empresa.startsWith(nombre));
const reclutamiento19 = (p: P19) => conoce(p, 'Reclutamiento y selección') >= 1 || trabajo(p, 'rrhh');
export const CONSULTAS_DECIMONOVENA: (ConsultaTipada & { limite?: number })[] = [
  // ---------------------------------------------------------------- clean: accounting, tax and payroll knowledge
  { prompt: 'practicantes que sepan PLAME', tipo: 'plano', correcto: (p) => conoce(p, 'PLAME') >= 1 },
  { prompt: 'que manejen NIIF a nivel avanzado', tipo: 'plano', correcto: (p) => conoce(p, 'NIIF') >= 3 },
  { prompt: 'con conocimientos de tributación', tipo: 'plano', correcto: (p) => conoce(p, 'Tributación peruana') >= 1 },
  // ambigua: «software contable» read as CONCAR or SISCONT.
  { prompt: 'que manejen algún software contable', tipo: 'plano', correcto: (p) => contable19(p) },
  // ---------------------------------------------------------------- clean: engineering and management software
  {
    prompt: 'ingenieros civiles que manejen ETABS',
    tipo: 'plano',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && conoce(p, 'ETABS') >= 1,
  },
  {
    prompt: 'estudiantes de ingeniería civil con Revit o Civil 3D',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil') && (conoce(p, 'Revit') >= 1 || conoce(p, 'AutoCAD Civil 3D') >= 1),
  },
  { prompt: 'que sepan S10 costos y presupuestos', tipo: 'plano', correcto: (p) => conoce(p, 'S10 Costos y Presupuestos') >= 1 },
  { prompt: 'con MS Project intermedio', tipo: 'plano', correcto: (p) => conoce(p, 'Project') >= 2 },
  {
    prompt: 'ingenieros industriales con Minitab y Lean Six Sigma',
    tipo: 'plano',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && conoce(p, 'Minitab') >= 1 && conoce(p, 'Lean Six Sigma') >= 1,
  },
  {
    prompt: 'técnicos en administración logística con SAP',
    tipo: 'plano',
    correcto: (p) => tecnico(p) && p.carrera === 'Administración Logística' && conoce(p, 'SAP ERP') >= 1,
  },
  // ---------------------------------------------------------------- clean: programming, Office, design
  { prompt: 'que sepan JavaScript', tipo: 'plano', correcto: (p) => conoce(p, 'JavaScript') >= 1 },
  { prompt: 'que manejen Linux', tipo: 'plano', correcto: (p) => conoce(p, 'Linux') >= 1 },
  {
    prompt: 'que sepan programar en Python o Java',
    tipo: 'negacion',
    correcto: (p) => conoce(p, 'Python') >= 1 || conoce(p, 'Java') >= 1,
  },
  // ambigua: «lenguaje de programación» read as Python, Java or JavaScript.
  { prompt: 'que sepan algún lenguaje de programación', tipo: 'plano', correcto: (p) => programa19(p) },
  { prompt: 'con Word avanzado', tipo: 'plano', correcto: (p) => conoce(p, 'Word') >= 3 },
  // ambigua: «que dominen Excel» read as Excel avanzado.
  { prompt: 'que dominen Excel', tipo: 'plano', correcto: (p) => conoce(p, 'Excel') >= 3 },
  { prompt: 'con Excel de intermedio a más', tipo: 'plano', correcto: (p) => conoce(p, 'Excel') >= 2 },
  {
    prompt: 'técnicos en diseño gráfico que sepan Figma',
    tipo: 'plano',
    correcto: (p) => tecnico(p) && estudia(p, 'Diseño Gráfico') && conoce(p, 'Figma') >= 1,
  },
  {
    prompt: 'comunicadores que sepan Premiere',
    tipo: 'plano',
    correcto: (p) => estudia(p, 'Ciencias de la Comunicación') && conoce(p, 'Adobe Premiere Pro') >= 1,
  },
  { prompt: 'con Photoshop avanzado', tipo: 'plano', correcto: (p) => conoce(p, 'Adobe Photoshop') >= 3 },
  // ambigua: «programas de Adobe» read as Photoshop, Illustrator or Premiere Pro.
  { prompt: 'que manejen programas de Adobe', tipo: 'plano', correcto: (p) => adobe19(p) },
  // ---------------------------------------------------------------- clean: health, mechanics, law, psychology knowledge
  {
    prompt: 'técnicos de enfermería con bioseguridad',
    tipo: 'plano',
    correcto: (p) => p.carrera === 'Enfermería Técnica' && conoce(p, 'Bioseguridad') >= 1,
  },
  { prompt: 'que sepan primeros auxilios', tipo: 'plano', correcto: (p) => conoce(p, 'Primeros auxilios') >= 1 },
  {
    prompt: 'mecánicos que sepan lectura de planos',
    tipo: 'plano',
    correcto: (p) => p.carrera === 'Mecánica Automotriz' && conoce(p, 'Lectura de planos') >= 1,
  },
  { prompt: 'con conocimientos de redes TCP/IP', tipo: 'plano', correcto: (p) => conoce(p, 'Redes TCP/IP') >= 1 },
  {
    prompt: 'abogados que sepan redactar contratos',
    tipo: 'plano',
    correcto: (p) => estudia(p, 'Derecho') && conoce(p, 'Redacción de contratos') >= 1,
  },
  // ambigua: the knowledge item or experience in human resources (recruiting and selection are its tasks).
  {
    prompt: 'psicólogos que sepan de reclutamiento y selección',
    tipo: 'plano',
    correcto: (p) => estudia(p, 'Psicología') && reclutamiento19(p),
  },
  // ---------------------------------------------------------------- clean: languages other than English
  { prompt: 'que hablen portugués avanzado', tipo: 'plano', correcto: (p) => habla(p, 'Portugués') >= 3 },
  { prompt: 'con francés intermedio', tipo: 'plano', correcto: (p) => habla(p, 'Francés') >= 2 },
  { prompt: 'quechuahablantes de Cusco', tipo: 'plano', correcto: (p) => habla(p, 'Quechua') >= 1 && enRegion(p, 8) },
  // ambigua: English not required.
  { prompt: 'que hablen algún idioma además del inglés', tipo: 'plano', correcto: (p) => otroIdioma19(p) },
  { prompt: 'con quechua básico nomás', tipo: 'plano', correcto: (p) => habla(p, 'Quechua') === 1 },
  // ---------------------------------------------------------------- clean: experience by the words of the job
  // ambigua: «almacén» read as the logistics area.
  { prompt: 'con experiencia en almacenes', tipo: 'plano', correcto: (p) => trabajo(p, 'logistica') },
  // ambigua: «call center» read as the customer service area.
  { prompt: 'que hayan trabajado en call center', tipo: 'plano', correcto: (p) => trabajo(p, 'atencion') },
  // ambigua: a job title is that title, not the whole area.
  { prompt: 'con experiencia como promotor de ventas', tipo: 'plano', correcto: (p) => puesto19(p, 'Promotor de ventas') },
  { prompt: 'que hayan sido asistente contable', tipo: 'plano', correcto: (p) => puesto19(p, 'Asistente contable') },
  // ambigua: «mesa de ayuda» read as the support area.
  { prompt: 'con experiencia en mesa de ayuda', tipo: 'plano', correcto: (p) => trabajo(p, 'soporte') },
  { prompt: 'que hayan trabajado en Alicorp', tipo: 'plano', correcto: (p) => empresa19(p, 'Alicorp') },
  // ---------------------------------------------------------------- clean: careers by catalog name and synonym
  { prompt: 'estudiantes de mercadotecnia', tipo: 'plano', correcto: (p) => estudiante(p) && estudia(p, 'Marketing') },
  // ambigua: the whole catalog name is that career only.
  {
    prompt: 'egresados de contabilidad y finanzas',
    tipo: 'plano',
    correcto: (p) => egresado(p) && p.carrera === 'Contabilidad y Finanzas',
  },
  {
    prompt: 'técnicos en computación e informática egresados',
    tipo: 'plano',
    correcto: (p) => tecnico(p) && egresado(p) && estudia(p, 'Computación e Informática'),
  },
  {
    prompt: 'egresados de ciencias de la comunicación',
    tipo: 'plano',
    correcto: (p) => egresado(p) && estudia(p, 'Ciencias de la Comunicación'),
  },
  {
    prompt: 'estudiantes de mecánica automotriz del SENATI',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && p.carrera === 'Mecánica Automotriz' && sigla19(p, 'SENATI'),
  },
  {
    prompt: 'ingeniería de sistemas e informática',
    tipo: 'plano',
    correcto: (p) => p.carrera === 'Ingeniería de Sistemas e Informática',
  },
  // ---------------------------------------------------------------- clean: institutes and regional universities
  { prompt: 'del IDAT', tipo: 'plano', correcto: (p) => sigla19(p, 'IDAT') },
  { prompt: 'de Toulouse Lautrec', tipo: 'plano', correcto: (p) => sigla19(p, 'Toulouse Lautrec') },
  { prompt: 'de Tecsup', tipo: 'plano', correcto: (p) => sigla19(p, 'TECSUP') },
  { prompt: 'de la Pedro Ruiz Gallo', tipo: 'plano', correcto: (p) => sigla19(p, 'UNPRG') },
  { prompt: 'de la Universidad Nacional del Altiplano', tipo: 'plano', correcto: (p) => sigla19(p, 'UNA Puno') },
  { prompt: 'de la Católica de Santa María', tipo: 'plano', correcto: (p) => sigla19(p, 'UCSM') },
  { prompt: 'estudiantes de la UDEP', tipo: 'plano', correcto: (p) => estudiante(p) && sigla19(p, 'UDEP') },
  { prompt: 'de la San Luis Gonzaga', tipo: 'plano', correcto: (p) => sigla19(p, 'UNICA') },
  // ---------------------------------------------------------------- clean: provinces and districts outside Lima Metropolitana
  { prompt: 'de Cañete', tipo: 'plano', correcto: (p) => p.provincia === 'Cañete' },
  { prompt: 'de Juliaca', tipo: 'plano', correcto: (p) => p.distrito === 'Juliaca' },
  { prompt: 'de Bellavista', tipo: 'plano', correcto: (p) => p.distrito === 'Bellavista' },
  { prompt: 'de Wanchaq o San Sebastián', tipo: 'negacion', correcto: (p) => p.distrito === 'Wanchaq' || p.distrito === 'San Sebastián' },
  { prompt: 'de Miraflores de Arequipa', tipo: 'plano', correcto: (p) => p.distrito === 'Miraflores' && enRegion(p, 4) },
  { prompt: 'de la provincia de Lima', tipo: 'plano', correcto: (p) => limaMetro19(p) },
  // ---------------------------------------------------------------- clean: decisions, licence, merit, years
  { prompt: 'finalistas de Arequipa', tipo: 'plano', correcto: (p) => estado19(p, 3) && enRegion(p, 4) },
  { prompt: 'los descartados de contabilidad', tipo: 'plano', correcto: (p) => estado19(p, 1) && conta19(p) },
  { prompt: 'los que están en proceso o son finalistas', tipo: 'negacion', correcto: (p) => estado19(p, 2, 3) },
  { prompt: 'con licencia de conducir de Piura', tipo: 'plano', correcto: (p) => p.licencia && enRegion(p, 20) },
  { prompt: 'del quinto superior de la UNSAAC', tipo: 'plano', correcto: (p) => merito19(p, 3) && sigla19(p, 'UNSAAC') },
  { prompt: 'egresados con orden de mérito', tipo: 'plano', correcto: (p) => egresado(p) && merito19(p, 5) },
  { prompt: 'egresados del 2019', tipo: 'plano', correcto: (p) => egreso19(p, 2019) },
  { prompt: 'que ingresaron el 2025', tipo: 'plano', correcto: (p) => p.ingreso === 2025 },
  // ambigua: «hace más de 5 años» read as graduated before 2021.
  { prompt: 'egresados hace más de 5 años', tipo: 'plano', correcto: (p) => egresado(p) && p.egreso !== null && p.egreso < 2021 },
  // ---------------------------------------------------------------- clean: counts and order
  { prompt: 'los 5 con más experiencia', tipo: 'plano', limite: 5, correcto: (p) => p.experiencias.length >= 2 },
  {
    prompt: 'dame 10 contadores con CONCAR',
    tipo: 'plano',
    limite: 10,
    correcto: (p) => conta19(p) && conoce(p, 'CONCAR') >= 1,
  },
  {
    prompt: 'economistas, primero los que saben Stata',
    tipo: 'plano',
    correcto: (p) => estudia(p, 'Economía'),
    primero: (p) => conoce(p, 'Stata') >= 1,
  },
  {
    prompt: 'de Trujillo, de preferencia con inglés',
    tipo: 'plano',
    correcto: (p) => p.provincia === 'Trujillo',
    primero: (p) => habla(p, 'Inglés') >= 1,
  },
  // ---------------------------------------------------------------- negations and combinations
  { prompt: 'contadores que no sepan CONCAR', tipo: 'negacion', correcto: (p) => conta19(p) && conoce(p, 'CONCAR') === 0 },
  {
    prompt: 'de computación e informática sin JavaScript',
    tipo: 'negacion',
    correcto: (p) => estudia(p, 'Computación e Informática') && conoce(p, 'JavaScript') === 0,
  },
  { prompt: 'de Cusco que no hablen quechua', tipo: 'negacion', correcto: (p) => enRegion(p, 8) && habla(p, 'Quechua') === 0 },
  { prompt: 'de Arequipa pero no de Cayma', tipo: 'negacion', correcto: (p) => enRegion(p, 4) && p.distrito !== 'Cayma' },
  {
    prompt: 'del SENATI excepto los de mecánica automotriz',
    tipo: 'negacion',
    correcto: (p) => sigla19(p, 'SENATI') && p.carrera !== 'Mecánica Automotriz',
  },
  { prompt: 'técnicos excepto los de enfermería', tipo: 'negacion', correcto: (p) => tecnico(p) && p.carrera !== 'Enfermería Técnica' },
  // ambigua: «con Excel pero que no sea avanzado» is básico or intermedio.
  {
    prompt: 'con Excel pero que no sea avanzado',
    tipo: 'negacion',
    correcto: (p) => conoce(p, 'Excel') >= 1 && conoce(p, 'Excel') <= 2,
  },
  { prompt: 'egresados que no sean de la promoción 2020', tipo: 'negacion', correcto: (p) => egresado(p) && p.egreso !== 2020 },
  { prompt: 'ni de Puno ni de Cusco', tipo: 'negacion', correcto: (p) => !enRegion(p, 21, 8) },
  { prompt: 'sin experiencia en ventas', tipo: 'negacion', correcto: (p) => !trabajo(p, 'ventas') },
  { prompt: 'de marketing menos los finalistas', tipo: 'negacion', correcto: (p) => estudia(p, 'Marketing') && !estado19(p, 3) },
  {
    prompt: 'técnicos de computación que no sean ni del IDAT ni de Cibertec',
    tipo: 'negacion',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática') && !sigla19(p, 'IDAT', 'Cibertec'),
  },
  { prompt: 'de Lima sin brevete', tipo: 'negacion', correcto: (p) => enRegion(p, 15) && !p.licencia },
  { prompt: 'con SAP pero sin Power BI', tipo: 'negacion', correcto: (p) => conoce(p, 'SAP ERP') >= 1 && conoce(p, 'Power BI') === 0 },
  // ---------------------------------------------------------------- spelling pairs
  {
    prompt: 'practicantes q sepan plame',
    tipo: 'ortografia',
    limpia: 'practicantes que sepan PLAME',
    correcto: (p) => conoce(p, 'PLAME') >= 1,
  },
  {
    prompt: 'q manejen niif a nivel avansado',
    tipo: 'ortografia',
    limpia: 'que manejen NIIF a nivel avanzado',
    correcto: (p) => conoce(p, 'NIIF') >= 3,
  },
  {
    prompt: 'con conosimientos de tributacion',
    tipo: 'ortografia',
    limpia: 'con conocimientos de tributación',
    correcto: (p) => conoce(p, 'Tributación peruana') >= 1,
  },
  {
    prompt: 'ing. civiles q manejen etabs',
    tipo: 'ortografia',
    limpia: 'ingenieros civiles que manejen ETABS',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && conoce(p, 'ETABS') >= 1,
  },
  {
    prompt: 'con ms proyect intermedio',
    tipo: 'ortografia',
    limpia: 'con MS Project intermedio',
    correcto: (p) => conoce(p, 'Project') >= 2,
  },
  {
    prompt: 'ing. industriales con minitab y lean six sigma',
    tipo: 'ortografia',
    limpia: 'ingenieros industriales con Minitab y Lean Six Sigma',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && conoce(p, 'Minitab') >= 1 && conoce(p, 'Lean Six Sigma') >= 1,
  },
  {
    prompt: 'que sepan javascrip',
    tipo: 'ortografia',
    limpia: 'que sepan JavaScript',
    correcto: (p) => conoce(p, 'JavaScript') >= 1,
  },
  {
    prompt: 'ke manejen Linux',
    tipo: 'ortografia',
    limpia: 'que manejen Linux',
    correcto: (p) => conoce(p, 'Linux') >= 1,
  },
  {
    prompt: 'que sepan programar en pyton o jaba',
    tipo: 'ortografia',
    limpia: 'que sepan programar en Python o Java',
    correcto: (p) => conoce(p, 'Python') >= 1 || conoce(p, 'Java') >= 1,
  },
  {
    prompt: 'con exel de intermedio a mas',
    tipo: 'ortografia',
    limpia: 'con Excel de intermedio a más',
    correcto: (p) => conoce(p, 'Excel') >= 2,
  },
  {
    prompt: 'tecnicos en diseño grafico q sepan figma',
    tipo: 'ortografia',
    limpia: 'técnicos en diseño gráfico que sepan Figma',
    correcto: (p) => tecnico(p) && estudia(p, 'Diseño Gráfico') && conoce(p, 'Figma') >= 1,
  },
  {
    prompt: 'comunicadores que sepan premier',
    tipo: 'ortografia',
    limpia: 'comunicadores que sepan Premiere',
    correcto: (p) => estudia(p, 'Ciencias de la Comunicación') && conoce(p, 'Adobe Premiere Pro') >= 1,
  },
  {
    prompt: 'con fotoshop avanzado',
    tipo: 'ortografia',
    limpia: 'con Photoshop avanzado',
    correcto: (p) => conoce(p, 'Adobe Photoshop') >= 3,
  },
  {
    prompt: 'tecnicos de enfermeria con bioseguridad',
    tipo: 'ortografia',
    limpia: 'técnicos de enfermería con bioseguridad',
    correcto: (p) => p.carrera === 'Enfermería Técnica' && conoce(p, 'Bioseguridad') >= 1,
  },
  {
    prompt: 'que sepan primeros auxilos',
    tipo: 'ortografia',
    limpia: 'que sepan primeros auxilios',
    correcto: (p) => conoce(p, 'Primeros auxilios') >= 1,
  },
  {
    prompt: 'abogados q sepan redactar contratos',
    tipo: 'ortografia',
    limpia: 'abogados que sepan redactar contratos',
    correcto: (p) => estudia(p, 'Derecho') && conoce(p, 'Redacción de contratos') >= 1,
  },
  {
    prompt: 'que ablen portugues avanzado',
    tipo: 'ortografia',
    limpia: 'que hablen portugués avanzado',
    correcto: (p) => habla(p, 'Portugués') >= 3,
  },
  {
    prompt: 'con frances intermedio',
    tipo: 'ortografia',
    limpia: 'con francés intermedio',
    correcto: (p) => habla(p, 'Francés') >= 2,
  },
  {
    prompt: 'quechua ablantes de Cuzco',
    tipo: 'ortografia',
    limpia: 'quechuahablantes de Cusco',
    correcto: (p) => habla(p, 'Quechua') >= 1 && enRegion(p, 8),
  },
  {
    prompt: 'con eksperiencia en almasenes',
    tipo: 'ortografia',
    limpia: 'con experiencia en almacenes',
    correcto: (p) => trabajo(p, 'logistica'),
  },
  {
    prompt: 'q ayan trabajado en call center',
    tipo: 'ortografia',
    limpia: 'que hayan trabajado en call center',
    correcto: (p) => trabajo(p, 'atencion'),
  },
  {
    prompt: 'que ayan sido asistente contable',
    tipo: 'ortografia',
    limpia: 'que hayan sido asistente contable',
    correcto: (p) => puesto19(p, 'Asistente contable'),
  },
  {
    prompt: 'con experiensia en mesa de ayuda',
    tipo: 'ortografia',
    limpia: 'con experiencia en mesa de ayuda',
    correcto: (p) => trabajo(p, 'soporte'),
  },
  {
    prompt: 'estudiantes d mercadotecnia',
    tipo: 'ortografia',
    limpia: 'estudiantes de mercadotecnia',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing'),
  },
  {
    prompt: 'egresados de conta y finanzas',
    tipo: 'ortografia',
    limpia: 'egresados de contabilidad y finanzas',
    correcto: (p) => egresado(p) && p.carrera === 'Contabilidad y Finanzas',
  },
  {
    prompt: 'tecnicos en computacion e informatica egresados',
    tipo: 'ortografia',
    limpia: 'técnicos en computación e informática egresados',
    correcto: (p) => tecnico(p) && egresado(p) && estudia(p, 'Computación e Informática'),
  },
  {
    prompt: 'egresados de cs. de la comunicación',
    tipo: 'ortografia',
    limpia: 'egresados de ciencias de la comunicación',
    correcto: (p) => egresado(p) && estudia(p, 'Ciencias de la Comunicación'),
  },
  {
    prompt: 'estudiantes de mecanica automotris del senati',
    tipo: 'ortografia',
    limpia: 'estudiantes de mecánica automotriz del SENATI',
    correcto: (p) => estudiante(p) && p.carrera === 'Mecánica Automotriz' && sigla19(p, 'SENATI'),
  },
  {
    prompt: 'tecnicos en adm. logistica con SAP',
    tipo: 'ortografia',
    limpia: 'técnicos en administración logística con SAP',
    correcto: (p) => tecnico(p) && p.carrera === 'Administración Logística' && conoce(p, 'SAP ERP') >= 1,
  },
  { prompt: 'del Idat', tipo: 'ortografia', limpia: 'del IDAT', correcto: (p) => sigla19(p, 'IDAT') },
  { prompt: 'de Tulouse Lautrec', tipo: 'ortografia', limpia: 'de Toulouse Lautrec', correcto: (p) => sigla19(p, 'Toulouse Lautrec') },
  { prompt: 'de la pedro ruiz galo', tipo: 'ortografia', limpia: 'de la Pedro Ruiz Gallo', correcto: (p) => sigla19(p, 'UNPRG') },
  { prompt: 'de Canete', tipo: 'ortografia', limpia: 'de Cañete', correcto: (p) => p.provincia === 'Cañete' },
  { prompt: 'de juliaka', tipo: 'ortografia', limpia: 'de Juliaca', correcto: (p) => p.distrito === 'Juliaca' },
  { prompt: 'de bellabista', tipo: 'ortografia', limpia: 'de Bellavista', correcto: (p) => p.distrito === 'Bellavista' },
  {
    prompt: 'de Huanchaq o San Sebastian',
    tipo: 'ortografia',
    limpia: 'de Wanchaq o San Sebastián',
    correcto: (p) => p.distrito === 'Wanchaq' || p.distrito === 'San Sebastián',
  },
  {
    prompt: 'de miraflores d arekipa',
    tipo: 'ortografia',
    limpia: 'de Miraflores de Arequipa',
    correcto: (p) => p.distrito === 'Miraflores' && enRegion(p, 4),
  },
  { prompt: 'finalistas de AQP', tipo: 'ortografia', limpia: 'finalistas de Arequipa', correcto: (p) => estado19(p, 3) && enRegion(p, 4) },
  {
    prompt: 'con licensia de conducir de piura',
    tipo: 'ortografia',
    limpia: 'con licencia de conducir de Piura',
    correcto: (p) => p.licencia && enRegion(p, 20),
  },
  {
    prompt: 'del 5to superior de la unsaac',
    tipo: 'ortografia',
    limpia: 'del quinto superior de la UNSAAC',
    correcto: (p) => merito19(p, 3) && sigla19(p, 'UNSAAC'),
  },
  {
    prompt: 'los 5 con + experiencia',
    tipo: 'ortografia',
    limpia: 'los 5 con más experiencia',
    limite: 5,
    correcto: (p) => p.experiencias.length >= 2,
  },
  {
    prompt: 'con SAP y tb Power BI',
    tipo: 'ortografia',
    limpia: 'con SAP y también Power BI',
    correcto: (p) => conoce(p, 'SAP ERP') >= 1 && conoce(p, 'Power BI') >= 1,
  },
  {
    prompt: 'contadores q no sepan concar',
    tipo: 'ortografia',
    limpia: 'contadores que no sepan CONCAR',
    correcto: (p) => conta19(p) && conoce(p, 'CONCAR') === 0,
  },
  { prompt: 'ni de puno ni de cuzco', tipo: 'ortografia', limpia: 'ni de Puno ni de Cusco', correcto: (p) => !enRegion(p, 21, 8) },
  {
    prompt: 'del senati exepto los de mecanica automotriz',
    tipo: 'ortografia',
    limpia: 'del SENATI excepto los de mecánica automotriz',
    correcto: (p) => sigla19(p, 'SENATI') && p.carrera !== 'Mecánica Automotriz',
  },
];

/**
 * The twentieth round (development set): written code-blind, from the issue's text and the pool's facts
 * (generador.ts) only, and committed before it was first run. Three recruiters, about forty requests each, with their
 * own vocabulary and habits: an HR analyst of a mining company in Arequipa and the south (engineering careers, cycles
 * and years of study, institutes and southern universities, southern places, licence, merit, «de preferencia»,
 * typed fast on a phone); a recruiter of a bank in Lima (economics, accounting, administration and finance, universities
 * by their usual names, Lima's districts and «conos», graduation years, English, Excel, decisions, counts and order,
 * long polite sentences); a store chain's recruiter in Trujillo and the north (technical careers, institutes, sales
 * and customer service, places of the north, «ni», «excepto», «menos», everyday words the CVs do not hold). Clean
 * requests, negations and combinations, a few partly understood ones (a word no CV holds beside understood criteria)
 * and spelling pairs of the clean ones. Readings chosen where a recruiter could mean two things (marked `// ambigua:`
 * where used):
 * - «practicantes», «chicos», «postulantes» set no study status; «ingenieros», «economistas», «contadores»,
 *   «mecánicos», «diseñadores gráficos», «administradores logísticos» name the career, students included;
 *   «vendedores» are those with experience in sales; «que hayan terminado» are graduates.
 * - Years of study: «4to año» cycles 7–8; «último año» 9–10 at university; «últimos ciclos» 8 or more at university
 *   and 5–6 at an institute; «del 8vo al 10mo» and «de 1ro a 3er ciclo» include both ends and ask for students.
 *   «ingresantes del 2021» entered in 2021; «desde el 2023» as a graduation year includes 2023.
 * - A level asked is that level or more («inglés intermedio o avanzado» the same); «que dominen X» is avanzado.
 *   «AutoCAD» is the AutoCAD item only (AutoCAD Civil 3D is its own item, «Civil 3D»); «S10» S10 Costos y
 *   Presupuestos; «SAP» SAP ERP; «CONCAR o SISCONT» either.
 * - Careers: «administración» is Administración and Administración de Empresas, not Administración Logística;
 *   «técnicos en administración» the technical Administración de Empresas; «contabilidad» / «contadores» both
 *   Contabilidad careers; «Contabilidad y Finanzas» named whole that career only; «Finanzas» alone the career
 *   Contabilidad y Finanzas (the interest «finanzas» is not a career); «sistemas» includes Sistemas e Informática;
 *   «ingeniería» / «ingenieros» every engineering career (Economía is not one).
 * - Institutions: «la Católica» in a Lima bank's request is the PUCP; «la Católica de Santa María» UCSM; «la San
 *   Pablo» UCSP; «San Marcos» UNMSM; «del Tecsup de Arequipa» its Arequipa campus (Tecsup
 *   No.2), «Tecsup Trujillo» that campus; «del SENATI de Trujillo» and «la UTP de Arequipa» that institution and
 *   living in that province or region (one record for every campus); «Toulouse» Toulouse Lautrec; «la Villarreal» is
 *   no institution of the pool (excluding it excludes nobody).
 * - Places: «del sur» Arequipa, Cusco and Puno (Ica, on the central coast, is not counted); «del norte» La Libertad,
 *   Piura and Lambayeque; «Surco» Santiago de Surco; «Miraflores» in a Lima request the Lima district; «el centro de
 *   Trujillo» the district of Trujillo; «de Trujillo» the province (Trujillo and Víctor Larco Herrera); «Chiclayo» the
 *   province; «los conos de Lima» the districts of the northern and eastern cones the pool holds (Los Olivos, San Juan
 *   de Lurigancho, Ate; La Molina is Lima Este but no «cono»); «Lima Norte» Los Olivos.
 * - Experience: «metrados y valorizaciones» the works area; «trabajado en tienda» the in-store sales job (Promotor
 *   de ventas), not the warehouse's deliveries to stores; «atención al público» the customer service area;
 *   «promotores de ventas» that job title; «que hayan trabajado en Minera Los Andes» that employer.
 * - Decisions: estadoEnEval (1 descartado, 2 en proceso, 3 finalista). Merit: «quinto superior» 1–3, «tercio
 *   superior» 1–4, «primer puesto» 1. Licence: «brevete» / «licencia de conducir».
 * - Counts and order: «los N … con más experiencia» are among those with experience, those with two experiences
 *   first; «con mejor orden de mérito» those with a merit place, the first places first; «de preferencia X» and
 *   «primero los que X» keep everyone else asked for, X first; «ordenados por experiencia» those with experience first.
 * - Partly understood: «disponibilidad inmediata», «disponibilidad para viajar a mina», «colegiados», «cerca de la
 *   tienda» are in no CV; the rest of the request is what it asks.
 */
type P20 = PostulanteEval;
const sigla20 = (p: P20, ...siglas: string[]) => siglas.includes(p.institucion.sigla);
const limaMetro20 = (p: P20) => p.id_region === 15 && p.provincia === 'Lima';
const distrito20 = (p: P20, ...ds: string[]) => limaMetro20(p) && ds.includes(p.distrito);
const admin20 = (p: P20) => p.carrera === 'Administración de Empresas' || p.carrera === 'Administración';
const conta20 = (p: P20) => p.carrera === 'Contabilidad' || p.carrera === 'Contabilidad y Finanzas';
const sistemas20 = (p: P20) => p.carrera === 'Ingeniería de Sistemas' || p.carrera === 'Ingeniería de Sistemas e Informática';
const ingenieria20 = (p: P20) => p.carrera.startsWith('Ingeniería');
const estado20 = (p: P20, ...e: number[]) => e.includes(estadoEnEval(p));
const merito20 = (p: P20, hasta: number) => p.orden_merito >= 1 && p.orden_merito <= hasta;
const egreso20 = (p: P20, a: number, b = a) => egresado(p) && p.egreso !== null && p.egreso >= a && p.egreso <= b;
const entre20 = (p: P20, a: number, b: number) => estudiante(p) && ciclo(p) >= a && ciclo(p) <= b;
const ultimosCiclos20 = (p: P20) => estudiante(p) && (tecnico(p) ? ciclo(p) >= 5 : ciclo(p) >= 8);
const bachiller20 = (p: P20) => universitario(p) && p.estado_estudios === 2;
const sur20 = (p: P20) => enRegion(p, 4, 8, 21);
const norte20 = (p: P20) => enRegion(p, 13, 20, 14);
const trujillo20 = (p: P20) => p.provincia === 'Trujillo';
const conos20 = (p: P20) => distrito20(p, 'Los Olivos', 'San Juan de Lurigancho', 'Ate');
const puesto20 = (p: P20, titulo: string) => p.experiencias.some((e) => e.puesto === titulo);
const empresa20 = (p: P20, nombre: string) => p.experiencias.some((e) => e.empresa.startsWith(nombre));
const tecsupArequipa20 = (p: P20) => p.institucion.id === 10_950;
const tecsupTrujillo20 = (p: P20) => p.institucion.id === 10_951;
const mecanica20 = (p: P20) => p.carrera === 'Mecánica Automotriz';
const computacion20 = (p: P20) => p.carrera === 'Computación e Informática';
const disenio20 = (p: P20) => p.carrera === 'Diseño Gráfico';
const enfermeria20 = (p: P20) => p.carrera === 'Enfermería Técnica';
const logistica20 = (p: P20) => p.carrera === 'Administración Logística';
// The clean requests each spelling pair repeats, with their predicates (one place for both).
const C20 = {
  unsa: (p: P20) => estudia(p, 'Ingeniería Industrial') && sigla20(p, 'UNSA'),
  civilAqp: (p: P20) => estudia(p, 'Ingeniería Civil') && enRegion(p, 4) && entre20(p, 8, 10),
  iso: (p: P20) => estudia(p, 'Ingeniería Ambiental') && conoce(p, 'ISO 14001') >= 1,
  quechua: (p: P20) => habla(p, 'Quechua') >= 1 && enRegion(p, 8, 21),
  cuartoAnio: (p: P20) => estudia(p, 'Ingeniería Industrial') && entre20(p, 7, 8),
  ingreso2021: (p: P20) => sistemas20(p) && p.ingreso === 2021,
  civilQuinto: (p: P20) => egresado(p) && estudia(p, 'Ingeniería Civil') && merito20(p, 3) && p.licencia,
  ambiental: (p: P20) => estudiante(p) && estudia(p, 'Ingeniería Ambiental'),
  metrados: (p: P20) => trabajo(p, 'obra'),
  cayma: (p: P20) => enRegion(p, 4) && ['Cerro Colorado', 'Cayma'].includes(p.distrito),
  juliaca: (p: P20) => p.distrito === 'Juliaca',
  mecanicosSenati: (p: P20) => mecanica20(p) && sigla20(p, 'SENATI') && p.licencia,
  etabs: (p: P20) => estudia(p, 'Ingeniería Civil') && conoce(p, 'ETABS') >= 1 && conoce(p, 'Revit') >= 1,
  unsaac: (p: P20) => sigla20(p, 'UNSAAC') && egreso20(p, 2022, 2024),
  mineria: (p: P20) => interesa(p, 'minería') && enRegion(p, 4),
  civilesExp: (p: P20) => estudia(p, 'Ingeniería Civil') && conExperiencia(p),
  noUnsa: (p: P20) => ingenieria20(p) && enRegion(p, 4) && !sigla20(p, 'UNSA'),
  tecsupAqp: (p: P20) => mecanica20(p) && tecsupArequipa20(p),
  up: (p: P20) => estudiante(p) && estudia(p, 'Economía') && sigla20(p, 'UP') && habla(p, 'Inglés') >= 2,
  niif: (p: P20) => bachiller20(p) && p.carrera === 'Contabilidad y Finanzas' && conoce(p, 'NIIF') >= 1 && conoce(p, 'Excel') >= 3,
  stata: (p: P20) => estudiante(p) && estudia(p, 'Economía') && sigla20(p, 'UNMSM') && conoce(p, 'Stata') >= 1,
  finalistasEco: (p: P20) => estado20(p, 3) && estudia(p, 'Economía'),
  enProceso: (p: P20) => estado20(p, 2) && distrito20(p, 'San Isidro', 'Miraflores', 'Santiago de Surco'),
  powerBi: (p: P20) =>
    (estudia(p, 'Economía') || conta20(p)) && egresado(p) && p.egreso !== null && p.egreso >= 2023 && conoce(p, 'Power BI') >= 1,
  merito: (p: P20) => estudia(p, 'Economía') && merito20(p, 5),
  derechoPucp: (p: P20) => bachiller20(p) && estudia(p, 'Derecho') && sigla20(p, 'PUCP') && habla(p, 'Inglés') >= 2,
  contaSinIngles: (p: P20) => estudiante(p) && conta20(p) && habla(p, 'Inglés') === 0,
  conos: (p: P20) => conos20(p) && conoce(p, 'Excel') >= 1,
  usmp: (p: P20) => egresado(p) && sigla20(p, 'USMP') && conExperiencia(p),
  senatiTrujillo: (p: P20) => tecnico(p) && admin20(p) && sigla20(p, 'SENATI') && trujillo20(p),
  ventasTrujillo: (p: P20) => trabajo(p, 'ventas', 'atencion') && trujillo20(p),
  victorLarco: (p: P20) => p.provincia === 'Trujillo' && ['Víctor Larco Herrera', 'Trujillo'].includes(p.distrito),
  piuraChiclayo: (p: P20) => (enRegion(p, 20) || p.provincia === 'Chiclayo') && trabajo(p, 'ventas'),
  upao: (p: P20) => estudiante(p) && admin20(p) && sigla20(p, 'UPAO', 'UNT'),
  enfermeria: (p: P20) => enfermeria20(p) && enRegion(p, 13),
  lambayeque: (p: P20) => enRegion(p, 14) && conoce(p, 'Excel') >= 2,
  vendedores: (p: P20) => trabajo(p, 'ventas') && trujillo20(p) && p.licencia,
  primerosCiclos: (p: P20) => trujillo20(p) && entre20(p, 1, 3),
  norteSinPiura: (p: P20) => tecnico(p) && norte20(p) && !enRegion(p, 20),
  libertadSinUcv: (p: P20) => enRegion(p, 13) && !sigla20(p, 'UCV'),
  disenio: (p: P20) => disenio20(p) && sigla20(p, 'Toulouse Lautrec', 'IDAT'),
  adminSinVentas: (p: P20) => admin20(p) && !trabajo(p, 'ventas', 'atencion'),
  castilla: (p: P20) => p.distrito === 'Castilla',
};
export const CONSULTAS_VIGESIMA: (ConsultaTipada & { limite?: number })[] = [
  // ================================================================ 1. mining company, Arequipa and the south
  // ---------------------------------------------------------------- clean
  // ambigua: «practicantes» sets no study status.
  { prompt: 'practicantes de ingeniería industrial de la UNSA', tipo: 'plano', correcto: C20.unsa },
  { prompt: 'estudiantes de ingeniería civil de Arequipa del 8vo al 10mo ciclo', tipo: 'plano', correcto: C20.civilAqp },
  { prompt: 'ingenieros ambientales con ISO 14001', tipo: 'plano', correcto: C20.iso },
  {
    prompt: 'estudiantes de ingeniería civil que manejen Civil 3D y S10',
    tipo: 'plano',
    correcto: (p) =>
      estudiante(p) && estudia(p, 'Ingeniería Civil') && conoce(p, 'AutoCAD Civil 3D') >= 1 && conoce(p, 'S10 Costos y Presupuestos') >= 1,
  },
  {
    prompt: 'egresados de ingeniería de la Universidad Católica de Santa María',
    tipo: 'plano',
    correcto: (p) => egresado(p) && ingenieria20(p) && sigla20(p, 'UCSM'),
  },
  { prompt: 'alumnos de la San Pablo de los últimos ciclos', tipo: 'plano', correcto: (p) => sigla20(p, 'UCSP') && ultimosCiclos20(p) },
  // ambigua: «del Tecsup de Arequipa» its Arequipa campus (Tecsup No.2), not any Tecsup student living there.
  { prompt: 'técnicos de mecánica automotriz del Tecsup de Arequipa', tipo: 'plano', correcto: C20.tecsupAqp },
  { prompt: 'que hablen quechua y vivan en Cusco o Puno', tipo: 'plano', correcto: C20.quechua },
  { prompt: 'estudiantes de 4to año de ingeniería industrial', tipo: 'plano', correcto: C20.cuartoAnio },
  { prompt: 'ingresantes del 2021 de ingeniería de sistemas', tipo: 'plano', correcto: C20.ingreso2021 },
  { prompt: 'egresados de ingeniería civil del quinto superior con brevete', tipo: 'plano', correcto: C20.civilQuinto },
  {
    prompt: 'estudiantes de ingeniería ambiental, de preferencia con brevete',
    tipo: 'plano',
    correcto: C20.ambiental,
    primero: (p) => p.licencia,
  },
  { prompt: 'con experiencia en metrados y valorizaciones', tipo: 'plano', correcto: C20.metrados },
  { prompt: 'que hayan trabajado en Minera Los Andes', tipo: 'plano', correcto: (p) => empresa20(p, 'Minera Los Andes') },
  { prompt: 'interesados en minería de Arequipa', tipo: 'plano', correcto: C20.mineria },
  { prompt: 'de Cerro Colorado o Cayma', tipo: 'plano', correcto: C20.cayma },
  { prompt: 'que vivan en Juliaca', tipo: 'plano', correcto: C20.juliaca },
  // ambigua: «del sur» Arequipa, Cusco and Puno; «AutoCAD» the AutoCAD item only.
  { prompt: 'postulantes del sur del país con AutoCAD', tipo: 'plano', correcto: (p) => sur20(p) && conoce(p, 'AutoCAD') >= 1 },
  { prompt: 'egresados de la UNSAAC del 2022 al 2024', tipo: 'plano', correcto: C20.unsaac },
  {
    prompt: 'estudiantes de ingeniería que ocupen el primer puesto',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && ingenieria20(p) && p.orden_merito === 1,
  },
  { prompt: 'mecánicos del SENATI con licencia de conducir', tipo: 'plano', correcto: C20.mecanicosSenati },
  {
    prompt: 'ingenieros industriales con Minitab o Lean Six Sigma',
    tipo: 'plano',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && (conoce(p, 'Minitab') >= 1 || conoce(p, 'Lean Six Sigma') >= 1),
  },
  // ambigua: «la UTP de Arequipa» the UTP and living in the region of Arequipa.
  {
    prompt: 'estudiantes de sistemas de la UTP de Arequipa',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && sistemas20(p) && sigla20(p, 'UTP') && enRegion(p, 4),
  },
  { prompt: 'ingenieros civiles con ETABS y Revit', tipo: 'plano', correcto: C20.etabs },
  { prompt: 'ingenieros de Puno', tipo: 'plano', correcto: (p) => ingenieria20(p) && enRegion(p, 21) },
  {
    prompt: 'los 5 ingenieros civiles con más experiencia',
    tipo: 'plano',
    limite: 5,
    correcto: C20.civilesExp,
    primero: (p) => p.experiencias.length >= 2,
  },
  {
    prompt: 'egresados de ingeniería industrial de Arequipa del tercio superior con experiencia en producción',
    tipo: 'plano',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Industrial') && enRegion(p, 4) && merito20(p, 4) && trabajo(p, 'produccion'),
  },
  // ---------------------------------------------------------------- negations and partly understood
  { prompt: 'ingenieros de Arequipa que no sean de la UNSA', tipo: 'negacion', correcto: C20.noUnsa },
  {
    prompt: 'estudiantes de ingeniería industrial sin experiencia en producción',
    tipo: 'negacion',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && !trabajo(p, 'produccion'),
  },
  {
    prompt: 'egresados de ingeniería ambiental que no sean ni de Lima ni del Callao',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Ambiental') && !enRegion(p, 15, 7),
  },
  {
    prompt: 'técnicos del sur que no sean del SENATI',
    tipo: 'negacion',
    correcto: (p) => tecnico(p) && sur20(p) && !sigla20(p, 'SENATI'),
  },
  {
    prompt: 'estudiantes de ingeniería con disponibilidad para viajar a mina',
    tipo: 'parcial',
    correcto: (p) => estudiante(p) && ingenieria20(p),
  },
  // ---------------------------------------------------------------- spelling (typed fast on a phone)
  {
    prompt: 'practicantes de ing industrial de la unsa',
    tipo: 'ortografia',
    limpia: 'practicantes de ingeniería industrial de la UNSA',
    correcto: C20.unsa,
  },
  {
    prompt: 'estudiantes de ing civil de aqp del 8vo al 10mo',
    tipo: 'ortografia',
    limpia: 'estudiantes de ingeniería civil de Arequipa del 8vo al 10mo ciclo',
    correcto: C20.civilAqp,
  },
  { prompt: 'ing ambientales con iso 14001', tipo: 'ortografia', limpia: 'ingenieros ambientales con ISO 14001', correcto: C20.iso },
  {
    prompt: 'q ablen quechua y vivan en cuzco o puno',
    tipo: 'ortografia',
    limpia: 'que hablen quechua y vivan en Cusco o Puno',
    correcto: C20.quechua,
  },
  {
    prompt: 'estudiantes de 4to ano de ing industrial',
    tipo: 'ortografia',
    limpia: 'estudiantes de 4to año de ingeniería industrial',
    correcto: C20.cuartoAnio,
  },
  {
    prompt: 'ingresantes dl 2021 de ing. de sistemas',
    tipo: 'ortografia',
    limpia: 'ingresantes del 2021 de ingeniería de sistemas',
    correcto: C20.ingreso2021,
  },
  {
    prompt: 'egresados de ing civil del quinto sup con brevete',
    tipo: 'ortografia',
    limpia: 'egresados de ingeniería civil del quinto superior con brevete',
    correcto: C20.civilQuinto,
  },
  {
    prompt: 'estudiantes de ing ambiental d preferencia con brebete',
    tipo: 'ortografia',
    limpia: 'estudiantes de ingeniería ambiental, de preferencia con brevete',
    correcto: C20.ambiental,
    primero: (p) => p.licencia,
  },
  {
    prompt: 'con experiensia en metrados y valorisaciones',
    tipo: 'ortografia',
    limpia: 'con experiencia en metrados y valorizaciones',
    correcto: C20.metrados,
  },
  { prompt: 'de cerro colorado o caima', tipo: 'ortografia', limpia: 'de Cerro Colorado o Cayma', correcto: C20.cayma },
  { prompt: 'q vivan en juliaka', tipo: 'ortografia', limpia: 'que vivan en Juliaca', correcto: C20.juliaca },
  {
    prompt: 'mecanicos del senati con licensia de conducir',
    tipo: 'ortografia',
    limpia: 'mecánicos del SENATI con licencia de conducir',
    correcto: C20.mecanicosSenati,
  },
  {
    prompt: 'ingenieros civiles con etabs y rebit',
    tipo: 'ortografia',
    limpia: 'ingenieros civiles con ETABS y Revit',
    correcto: C20.etabs,
  },
  {
    prompt: 'egresados de la unsaac del 2022 al 2024',
    tipo: 'ortografia',
    limpia: 'egresados de la UNSAAC del 2022 al 2024',
    correcto: C20.unsaac,
  },
  { prompt: 'interesados en mineria de arequipa', tipo: 'ortografia', limpia: 'interesados en minería de Arequipa', correcto: C20.mineria },
  {
    prompt: 'los 5 ing civiles con mas experiencia',
    tipo: 'ortografia',
    limpia: 'los 5 ingenieros civiles con más experiencia',
    limite: 5,
    correcto: C20.civilesExp,
    primero: (p) => p.experiencias.length >= 2,
  },
  {
    prompt: 'ingenieros de aqp q no sean de la unsa',
    tipo: 'ortografia',
    limpia: 'ingenieros de Arequipa que no sean de la UNSA',
    correcto: C20.noUnsa,
  },
  {
    prompt: 'tecnicos de mecanica automotris del tecsup de arequipa',
    tipo: 'ortografia',
    limpia: 'técnicos de mecánica automotriz del Tecsup de Arequipa',
    correcto: C20.tecsupAqp,
  },

  // ================================================================ 2. a bank in Lima
  // ---------------------------------------------------------------- clean
  {
    prompt: 'Buenos días, quisiera ver a los estudiantes de Economía de la Universidad del Pacífico con inglés intermedio, por favor',
    tipo: 'plano',
    correcto: C20.up,
  },
  {
    prompt: 'Por favor, muéstrame a los bachilleres en Contabilidad y Finanzas que manejen NIIF y Excel avanzado',
    tipo: 'plano',
    correcto: C20.niif,
  },
  // ambigua: «la Católica» in a Lima bank's request is the PUCP.
  {
    prompt: 'Necesito estudiantes de Administración de la Universidad de Lima o de la Católica que vivan en Lima Metropolitana',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && admin20(p) && sigla20(p, 'ULima', 'PUCP') && limaMetro20(p),
  },
  { prompt: 'Quisiera egresados de Economía o Contabilidad desde el 2023, con Power BI', tipo: 'plano', correcto: C20.powerBi },
  { prompt: 'Me gustaría ver a los finalistas de la carrera de Economía', tipo: 'plano', correcto: C20.finalistasEco },
  { prompt: 'Por favor, los postulantes en proceso que vivan en San Isidro, Miraflores o Surco', tipo: 'plano', correcto: C20.enProceso },
  {
    prompt: 'Buenas tardes, ¿podría mostrarme a los estudiantes de Economía de San Marcos que sepan Stata?',
    tipo: 'plano',
    correcto: C20.stata,
  },
  // ambigua: «los conos de Lima» Los Olivos, San Juan de Lurigancho and Ate in the pool.
  { prompt: 'Necesitamos practicantes de los conos de Lima con conocimientos de Excel', tipo: 'plano', correcto: C20.conos },
  {
    prompt: 'Les agradecería una lista de los egresados de Contabilidad con CONCAR o SISCONT que vivan en Lima Norte',
    tipo: 'plano',
    correcto: (p) => egresado(p) && conta20(p) && (conoce(p, 'CONCAR') >= 1 || conoce(p, 'SISCONT') >= 1) && distrito20(p, 'Los Olivos'),
  },
  {
    prompt: 'Quisiera a los diez egresados de Administración con mayor afinidad al puesto',
    tipo: 'plano',
    limite: 10,
    correcto: (p) => egresado(p) && admin20(p),
  },
  {
    prompt: 'Por favor, los 5 economistas con mejor orden de mérito',
    tipo: 'plano',
    limite: 5,
    correcto: C20.merito,
    primero: (p) => p.orden_merito === 1,
  },
  { prompt: 'Necesito bachilleres de Derecho de la PUCP con inglés intermedio o avanzado', tipo: 'plano', correcto: C20.derechoPucp },
  {
    prompt: 'Buenos días, busco estudiantes de Economía de la UNI del último año',
    tipo: 'plano',
    correcto: (p) => estudia(p, 'Economía') && sigla20(p, 'UNI') && estudiante(p) && ciclo(p) >= 9,
  },
  {
    prompt: 'Quisiera egresados de Marketing de la USIL o de la UPC que sepan Google Ads',
    tipo: 'plano',
    correcto: (p) => egresado(p) && estudia(p, 'Marketing') && sigla20(p, 'USIL', 'UPC') && conoce(p, 'Google Ads') >= 1,
  },
  {
    prompt: 'Me gustaría revisar a los estudiantes de Ingeniería Industrial de la Universidad de Lima que dominen Excel',
    tipo: 'plano',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && sigla20(p, 'ULima') && conoce(p, 'Excel') >= 3,
  },
  { prompt: 'Muéstrame, por favor, a los descartados de Administración', tipo: 'plano', correcto: (p) => estado20(p, 1) && admin20(p) },
  {
    prompt: 'Busco egresados de la Universidad de San Martín de Porres con experiencia laboral',
    tipo: 'plano',
    correcto: C20.usmp,
  },
  {
    prompt: 'Quisiera estudiantes de Economía o Administración del tercio superior que vivan en Santiago de Surco o La Molina',
    tipo: 'plano',
    correcto: (p) =>
      estudiante(p) && (estudia(p, 'Economía') || admin20(p)) && merito20(p, 4) && distrito20(p, 'Santiago de Surco', 'La Molina'),
  },
  {
    prompt: 'Por favor, los 3 contadores con Excel avanzado que tengan más experiencia',
    tipo: 'plano',
    limite: 3,
    correcto: (p) => conta20(p) && conoce(p, 'Excel') >= 3,
    primero: (p) => conExperiencia(p),
  },
  // ambigua: «Finanzas» alone is the career Contabilidad y Finanzas.
  {
    prompt: 'Buenas, ¿tienen egresados de Finanzas?',
    tipo: 'plano',
    correcto: (p) => egresado(p) && p.carrera === 'Contabilidad y Finanzas',
  },
  {
    prompt: 'Egresados de Contabilidad de Lima, primero los que tengan Excel avanzado',
    tipo: 'plano',
    correcto: (p) => egresado(p) && conta20(p) && enRegion(p, 15),
    primero: (p) => conoce(p, 'Excel') >= 3,
  },
  {
    prompt: 'Quisiera egresados de Economía del 2020 al 2022 que hablen inglés y portugués',
    tipo: 'plano',
    correcto: (p) => estudia(p, 'Economía') && egreso20(p, 2020, 2022) && habla(p, 'Inglés') >= 1 && habla(p, 'Portugués') >= 1,
  },
  // ---------------------------------------------------------------- negations and partly understood
  // «la Villarreal» is no institution of the pool: excluding it excludes nobody.
  {
    prompt: 'Egresados de Economía de Lima que no sean de San Marcos ni de la Villarreal',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && estudia(p, 'Economía') && enRegion(p, 15) && !sigla20(p, 'UNMSM'),
  },
  { prompt: 'Estudiantes de Contabilidad sin inglés, por favor', tipo: 'negacion', correcto: C20.contaSinIngles },
  {
    prompt: 'Quisiera a todos los de Administración, excepto los finalistas y los descartados',
    tipo: 'negacion',
    correcto: (p) => admin20(p) && !estado20(p, 1, 3),
  },
  {
    prompt: 'Egresados de Administración de Empresas, menos los técnicos',
    tipo: 'negacion',
    correcto: (p) => egresado(p) && admin20(p) && universitario(p),
  },
  {
    prompt: 'Por favor, los postulantes de Contabilidad que no hayan sido descartados, ordenados por experiencia',
    tipo: 'negacion',
    correcto: (p) => conta20(p) && !estado20(p, 1),
    primero: (p) => conExperiencia(p),
  },
  { prompt: 'Me podría filtrar a los contadores colegiados, por favor', tipo: 'parcial', correcto: (p) => conta20(p) },
  // ---------------------------------------------------------------- spelling (careful typing: accents, capitals)
  {
    prompt: 'buenos dias, quisiera ver a los estudiantes de economia de la universidad del pacifico con ingles intermedio, por favor',
    tipo: 'ortografia',
    limpia: 'Buenos días, quisiera ver a los estudiantes de Economía de la Universidad del Pacífico con inglés intermedio, por favor',
    correcto: C20.up,
  },
  {
    prompt: 'POR FAVOR, MUESTRAME A LOS BACHILLERES EN CONTABILIDAD Y FINANZAS QUE MANEJEN NIIF Y EXCEL AVANZADO',
    tipo: 'ortografia',
    limpia: 'Por favor, muéstrame a los bachilleres en Contabilidad y Finanzas que manejen NIIF y Excel avanzado',
    correcto: C20.niif,
  },
  {
    prompt: 'quisiera egresados de economia o conta desde el 2023, con power bi',
    tipo: 'ortografia',
    limpia: 'Quisiera egresados de Economía o Contabilidad desde el 2023, con Power BI',
    correcto: C20.powerBi,
  },
  {
    prompt: 'me gustaria ver a los finalistas de la carrera de economia',
    tipo: 'ortografia',
    limpia: 'Me gustaría ver a los finalistas de la carrera de Economía',
    correcto: C20.finalistasEco,
  },
  {
    prompt: 'Por favor, los postulantes en proseso que vivan en San Isidro,Miraflores o Surco',
    tipo: 'ortografia',
    limpia: 'Por favor, los postulantes en proceso que vivan en San Isidro, Miraflores o Surco',
    correcto: C20.enProceso,
  },
  {
    prompt: 'Buenas tardes, podria mostrarme a los estudiantes de Economia de San Marcos que sepan stata',
    tipo: 'ortografia',
    limpia: 'Buenas tardes, ¿podría mostrarme a los estudiantes de Economía de San Marcos que sepan Stata?',
    correcto: C20.stata,
  },
  {
    prompt: 'Por favor, los 5 economistas con mejor orden de merito',
    tipo: 'ortografia',
    limpia: 'Por favor, los 5 economistas con mejor orden de mérito',
    limite: 5,
    correcto: C20.merito,
    primero: (p) => p.orden_merito === 1,
  },
  {
    prompt: 'Necesito bachilleres de Derecho de la PUCP con ingles intermedio o abanzado',
    tipo: 'ortografia',
    limpia: 'Necesito bachilleres de Derecho de la PUCP con inglés intermedio o avanzado',
    correcto: C20.derechoPucp,
  },
  {
    prompt: 'Estudiantes de Contabilidad sin ingles, porfavor',
    tipo: 'ortografia',
    limpia: 'Estudiantes de Contabilidad sin inglés, por favor',
    correcto: C20.contaSinIngles,
  },
  {
    prompt: 'Necesitamos practicantes de los conos de lima con conocimientos de excel',
    tipo: 'ortografia',
    limpia: 'Necesitamos practicantes de los conos de Lima con conocimientos de Excel',
    correcto: C20.conos,
  },
  {
    prompt: 'busco egresados de la universidad de san martin de porres con experiensia laboral',
    tipo: 'ortografia',
    limpia: 'Busco egresados de la Universidad de San Martín de Porres con experiencia laboral',
    correcto: C20.usmp,
  },

  // ================================================================ 3. a store chain, Trujillo and the north
  // ---------------------------------------------------------------- clean
  // ambigua: «del SENATI de Trujillo» the SENATI and living in the province of Trujillo.
  { prompt: 'técnicos en administración del SENATI de Trujillo', tipo: 'plano', correcto: C20.senatiTrujillo },
  { prompt: 'con experiencia en ventas o atención al cliente en Trujillo', tipo: 'plano', correcto: C20.ventasTrujillo },
  // ambigua: «trabajado en tienda» the in-store sales job, not the warehouse's deliveries to stores.
  { prompt: 'chicos que hayan trabajado en tienda', tipo: 'plano', correcto: (p) => puesto20(p, 'Promotor de ventas') },
  { prompt: 'que vivan en Víctor Larco o en el centro de Trujillo', tipo: 'plano', correcto: C20.victorLarco },
  {
    prompt: 'técnicos de computación de Tecsup Trujillo',
    tipo: 'plano',
    correcto: (p) => computacion20(p) && tecsupTrujillo20(p),
  },
  { prompt: 'de Piura o Chiclayo con experiencia en ventas', tipo: 'plano', correcto: C20.piuraChiclayo },
  { prompt: 'de Castilla', tipo: 'plano', correcto: C20.castilla },
  { prompt: 'estudiantes de la UPAO o la UNT de administración', tipo: 'plano', correcto: C20.upao },
  {
    prompt: 'egresados técnicos de contabilidad del norte',
    tipo: 'plano',
    correcto: (p) => tecnico(p) && egresado(p) && conta20(p) && norte20(p),
  },
  // ambigua: «atención al público» the customer service area.
  { prompt: 'con experiencia en atención al público', tipo: 'plano', correcto: (p) => trabajo(p, 'atencion') },
  { prompt: 'técnicos en enfermería de La Libertad', tipo: 'plano', correcto: C20.enfermeria },
  { prompt: 'de Lambayeque con Excel intermedio', tipo: 'plano', correcto: C20.lambayeque },
  {
    prompt: 'administradores logísticos del norte con SAP',
    tipo: 'plano',
    correcto: (p) => logistica20(p) && norte20(p) && conoce(p, 'SAP ERP') >= 1,
  },
  { prompt: 'diseñadores gráficos de Toulouse o IDAT', tipo: 'plano', correcto: C20.disenio },
  // ambigua: «vendedores» those with experience in sales.
  { prompt: 'vendedores de Trujillo con brevete', tipo: 'plano', correcto: C20.vendedores },
  {
    prompt: 'promotores de ventas de la UCV',
    tipo: 'plano',
    correcto: (p) => puesto20(p, 'Promotor de ventas') && sigla20(p, 'UCV'),
  },
  { prompt: 'de Trujillo de 1ro a 3er ciclo', tipo: 'plano', correcto: C20.primerosCiclos },
  { prompt: 'dame los 10 mejores de Trujillo', tipo: 'plano', limite: 10, correcto: (p) => trujillo20(p) },
  {
    prompt: 'técnicos de Trujillo o Piura que hayan terminado',
    tipo: 'plano',
    correcto: (p) => tecnico(p) && egresado(p) && (trujillo20(p) || enRegion(p, 20)),
  },
  {
    prompt: 'de computación e informática de Chiclayo o Piura con experiencia en soporte',
    tipo: 'plano',
    correcto: (p) => computacion20(p) && (p.provincia === 'Chiclayo' || enRegion(p, 20)) && trabajo(p, 'soporte'),
  },
  // ---------------------------------------------------------------- negations and partly understood
  {
    prompt: 'de Trujillo con experiencia en ventas, ni finalistas ni descartados',
    tipo: 'negacion',
    correcto: (p) => trujillo20(p) && trabajo(p, 'ventas') && !estado20(p, 1, 3),
  },
  { prompt: 'técnicos del norte excepto los de Piura', tipo: 'negacion', correcto: C20.norteSinPiura },
  { prompt: 'de La Libertad menos los de la UCV', tipo: 'negacion', correcto: C20.libertadSinUcv },
  {
    prompt: 'de administración que no tengan experiencia en ventas ni en atención al cliente',
    tipo: 'negacion',
    correcto: C20.adminSinVentas,
  },
  {
    prompt: 'de computación del SENATI o Tecsup que no vivan en Trujillo',
    tipo: 'negacion',
    correcto: (p) => computacion20(p) && sigla20(p, 'SENATI', 'TECSUP') && !trujillo20(p),
  },
  {
    prompt: 'con experiencia en atención al cliente, excepto los que estén en proceso',
    tipo: 'negacion',
    correcto: (p) => trabajo(p, 'atencion') && !estado20(p, 2),
  },
  {
    prompt: 'técnicos de Chiclayo sin brevete',
    tipo: 'negacion',
    correcto: (p) => tecnico(p) && p.provincia === 'Chiclayo' && !p.licencia,
  },
  {
    prompt: 'con disponibilidad inmediata, técnicos de administración',
    tipo: 'parcial',
    correcto: (p) => tecnico(p) && admin20(p),
  },
  { prompt: 'que vivan cerca de la tienda, en Trujillo', tipo: 'parcial', correcto: (p) => trujillo20(p) },
  // ---------------------------------------------------------------- spelling (everyday typing)
  {
    prompt: 'tecnicos en adm. del senati de trujillo',
    tipo: 'ortografia',
    limpia: 'técnicos en administración del SENATI de Trujillo',
    correcto: C20.senatiTrujillo,
  },
  {
    prompt: 'con experiencia en bentas o atencion al cliente en trujillo',
    tipo: 'ortografia',
    limpia: 'con experiencia en ventas o atención al cliente en Trujillo',
    correcto: C20.ventasTrujillo,
  },
  {
    prompt: 'q vivan en victor larco o en el centro de trujillo',
    tipo: 'ortografia',
    limpia: 'que vivan en Víctor Larco o en el centro de Trujillo',
    correcto: C20.victorLarco,
  },
  {
    prompt: 'de piura o chiclayo con experiencia en bentas',
    tipo: 'ortografia',
    limpia: 'de Piura o Chiclayo con experiencia en ventas',
    correcto: C20.piuraChiclayo,
  },
  {
    prompt: 'estudiantes de la upao o la unt de administrasion',
    tipo: 'ortografia',
    limpia: 'estudiantes de la UPAO o la UNT de administración',
    correcto: C20.upao,
  },
  {
    prompt: 'tecnicos en enfermeria de la libertad',
    tipo: 'ortografia',
    limpia: 'técnicos en enfermería de La Libertad',
    correcto: C20.enfermeria,
  },
  {
    prompt: 'de lambayeque con exel intermedio',
    tipo: 'ortografia',
    limpia: 'de Lambayeque con Excel intermedio',
    correcto: C20.lambayeque,
  },
  {
    prompt: 'vendedores de trujillo con brebete',
    tipo: 'ortografia',
    limpia: 'vendedores de Trujillo con brevete',
    correcto: C20.vendedores,
  },
  { prompt: 'de trujillo de 1ro a 3er siclo', tipo: 'ortografia', limpia: 'de Trujillo de 1ro a 3er ciclo', correcto: C20.primerosCiclos },
  {
    prompt: 'tecnicos del norte exepto los de piura',
    tipo: 'ortografia',
    limpia: 'técnicos del norte excepto los de Piura',
    correcto: C20.norteSinPiura,
  },
  {
    prompt: 'de la libertad menos los de la ucv',
    tipo: 'ortografia',
    limpia: 'de La Libertad menos los de la UCV',
    correcto: C20.libertadSinUcv,
  },
  {
    prompt: 'diseñadores graficos de toulouse o idat',
    tipo: 'ortografia',
    limpia: 'diseñadores gráficos de Toulouse o IDAT',
    correcto: C20.disenio,
  },
  {
    prompt: 'de administrasion q no tengan experiencia en ventas ni en atencion al cliente',
    tipo: 'ortografia',
    limpia: 'de administración que no tengan experiencia en ventas ni en atención al cliente',
    correcto: C20.adminSinVentas,
  },
  { prompt: 'de castiya', tipo: 'ortografia', limpia: 'de Castilla', correcto: C20.castilla },
];
