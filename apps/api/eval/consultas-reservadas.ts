/**
 * The assistant's HELD-OUT evaluation set (issue #33 item 7, docs/assistant-ranking.md «Conjunto reservado»):
 * requests written as a recruiter types them, from the evaluation pool's CV facts (generador.ts) and the issue only,
 * before the parser changed and without reading it. Who is a correct answer is computed from the facts by reading the
 * request as a person would, never from the ranker.
 *
 * FROZEN: its SHA-256 is recorded in docs/assistant-ranking.md and checked by reservadas.test.ts. Never edit this
 * file to fit the parser; a request found wrong is fixed in a new, separately hashed set.
 *
 * Kinds: `plano` plain criteria (career, place, cycle, level, language, knowledge, university or institute by its
 * usual name, driving licence, decision on the application); `negacion` negations, combinations, counts, order, year
 * of study; `parcial` partly understood (the understood part answers, the rest is said back); `fuera` off-topic or
 * nonsense (nobody listed); `protegido` protected traits (refused: nobody listed, or the list of the same request
 * without the trait, `sinRasgo`); `ortografia` a spelling variant of `limpia`, which must give the same list.
 */
import { cicloDe, conoce, estadoEnEval, habla, type AreaExperiencia, type PostulanteEval } from './generador.ts';

export type TipoReservada = 'plano' | 'negacion' | 'parcial' | 'fuera' | 'protegido' | 'ortografia';

export interface ConsultaReservada {
  id: string;
  tipo: TipoReservada;
  prompt: string;
  correcto: (p: PostulanteEval) => boolean;
  /** "los 5 mejores": at most this many listed (recall out of min(limite, correct)). */
  limite?: number;
  /** "primero los que tienen más experiencia": the first places must also meet this (precision reads it). */
  primero?: (p: PostulanteEval) => boolean;
  /** protegido: the same request without the protected trait; the list must be that request's list. */
  sinRasgo?: string;
  /** ortografia: the clean request this variant must answer like. */
  limpia?: string;
}

type P = PostulanteEval;
const estudia = (p: P, ...prefijos: string[]) => prefijos.some((x) => p.carrera === x || p.carrera.startsWith(`${x} `));
const estudiante = (p: P) => p.estado_estudios === 0;
const egresado = (p: P) => p.estado_estudios !== 0;
const tecnico = (p: P) => p.tipo_carrera === 0;
const trabajo = (p: P, ...areas: AreaExperiencia[]) => p.experiencias.some((e) => areas.includes(e.area));
const conExperiencia = (p: P) => p.experiencias.length > 0;
const ciclo = (p: P) => cicloDe(p) ?? -1;
const enRegion = (p: P, ...ids: number[]) => ids.includes(p.id_region);
const de = (p: P, ...siglas: string[]) => siglas.includes(p.institucion.sigla);
const estado = (p: P) => estadoEnEval(p);
/** Last year of studies: university IX–X, technical V–VI. */
const ultimoAnio = (p: P) => estudiante(p) && (tecnico(p) ? ciclo(p) >= 5 : ciclo(p) >= 9);
const nadie = () => false;

const LIMA = 15;
const AREQUIPA = 4;
const CUSCO = 8;
const PIURA = 20;
const CALLAO = 7;
const PUNO = 21;

export const CONSULTAS_RESERVADAS: ConsultaReservada[] = [
  // ------------------------------------------------------------------ plano
  { id: 'P01', tipo: 'plano', prompt: 'estudiantes de la UNI', correcto: (p) => estudiante(p) && de(p, 'UNI') },
  {
    id: 'P02',
    tipo: 'plano',
    prompt: 'egresados de la PUCP con inglés avanzado',
    correcto: (p) => egresado(p) && de(p, 'PUCP') && habla(p, 'Inglés') >= 3,
  },
  { id: 'P03', tipo: 'plano', prompt: 'alumnos de San Marcos', correcto: (p) => estudiante(p) && de(p, 'UNMSM') },
  {
    id: 'P04',
    tipo: 'plano',
    prompt: 'ingenieros industriales de la UNSA',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && de(p, 'UNSA'),
  },
  { id: 'P05', tipo: 'plano', prompt: 'técnicos del SENATI', correcto: (p) => tecnico(p) && de(p, 'SENATI') },
  {
    id: 'P06',
    tipo: 'plano',
    prompt: 'técnicos de TECSUP',
    correcto: (p) => tecnico(p) && de(p, 'TECSUP'),
  },
  {
    id: 'P07',
    tipo: 'plano',
    prompt: 'postulantes de la Universidad Nacional de Ingeniería',
    correcto: (p) => de(p, 'UNI'),
  },
  { id: 'P08', tipo: 'plano', prompt: 'estudiantes de la UNSAAC', correcto: (p) => estudiante(p) && de(p, 'UNSAAC') },
  {
    id: 'P09',
    tipo: 'plano',
    prompt: 'contadores de la Universidad de Lima',
    correcto: (p) => estudia(p, 'Contabilidad') && de(p, 'ULima'),
  },
  { id: 'P10', tipo: 'plano', prompt: 'egresados de la UP', correcto: (p) => egresado(p) && de(p, 'UP') },
  { id: 'P11', tipo: 'plano', prompt: 'postulantes de la UNALM', correcto: (p) => de(p, 'UNALM') },
  {
    id: 'P12',
    tipo: 'plano',
    prompt: 'alumnos de la UPC de ingeniería de sistemas',
    correcto: (p) => estudiante(p) && de(p, 'UPC') && estudia(p, 'Ingeniería de Sistemas'),
  },
  { id: 'P13', tipo: 'plano', prompt: 'egresados de la UNT', correcto: (p) => egresado(p) && de(p, 'UNT') },
  { id: 'P14', tipo: 'plano', prompt: 'estudiantes de la USIL o la UPC', correcto: (p) => estudiante(p) && de(p, 'USIL', 'UPC') },
  { id: 'P15', tipo: 'plano', prompt: 'postulantes con licencia de conducir', correcto: (p) => p.licencia },
  { id: 'P16', tipo: 'plano', prompt: 'que tengan brevete, de Arequipa', correcto: (p) => p.licencia && enRegion(p, AREQUIPA) },
  { id: 'P17', tipo: 'plano', prompt: 'los finalistas', correcto: (p) => estado(p) === 3 },
  { id: 'P18', tipo: 'plano', prompt: 'postulantes en proceso de Lima', correcto: (p) => estado(p) === 2 && enRegion(p, LIMA) },
  {
    id: 'P19',
    tipo: 'plano',
    prompt: 'los descartados de Arequipa',
    correcto: (p) => estado(p) === 1 && enRegion(p, AREQUIPA),
  },
  {
    id: 'P20',
    tipo: 'plano',
    prompt: 'estudiantes de contabilidad de Piura',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && enRegion(p, PIURA),
  },
  {
    id: 'P21',
    tipo: 'plano',
    prompt: 'egresados de derecho con inglés intermedio',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && habla(p, 'Inglés') >= 2,
  },
  {
    id: 'P22',
    tipo: 'plano',
    prompt: 'alumnos de noveno ciclo de ingeniería industrial',
    correcto: (p) => estudiante(p) && ciclo(p) === 9 && estudia(p, 'Ingeniería Industrial'),
  },
  {
    id: 'P23',
    tipo: 'plano',
    prompt: 'técnicos en administración logística de Lima',
    correcto: (p) => tecnico(p) && estudia(p, 'Administración Logística') && enRegion(p, LIMA),
  },
  { id: 'P24', tipo: 'plano', prompt: 'postulantes que hablen francés', correcto: (p) => habla(p, 'Francés') >= 1 },
  { id: 'P25', tipo: 'plano', prompt: 'estudiantes con Power BI avanzado', correcto: (p) => estudiante(p) && conoce(p, 'Power BI') >= 3 },
  {
    id: 'P26',
    tipo: 'plano',
    prompt: 'bachilleres de economía con Stata',
    correcto: (p) => p.estado_estudios === 2 && estudia(p, 'Economía') && conoce(p, 'Stata') >= 1,
  },
  {
    id: 'P27',
    tipo: 'plano',
    prompt: 'egresados de ingeniería ambiental con ISO 14001',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Ambiental') && conoce(p, 'ISO 14001') >= 1,
  },
  {
    id: 'P28',
    tipo: 'plano',
    prompt: 'gente con experiencia en atención al cliente de Trujillo',
    correcto: (p) => trabajo(p, 'atencion') && p.provincia === 'Trujillo',
  },
  { id: 'P29', tipo: 'plano', prompt: 'postulantes de Puno o Juliaca', correcto: (p) => enRegion(p, PUNO) },
  {
    id: 'P30',
    tipo: 'plano',
    prompt: 'ingenieros civiles de la UNI',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && de(p, 'UNI'),
  },
  {
    id: 'P31',
    tipo: 'plano',
    prompt: 'psicólogos de la San Marcos',
    correcto: (p) => estudia(p, 'Psicología') && de(p, 'UNMSM'),
  },
  {
    id: 'P32',
    tipo: 'plano',
    prompt: 'técnicos de computación e informática de Cibertec o IDAT',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática') && de(p, 'Cibertec', 'IDAT'),
  },
  {
    id: 'P33',
    tipo: 'plano',
    prompt: 'con SAP y experiencia en logística',
    correcto: (p) => conoce(p, 'SAP ERP') >= 1 && trabajo(p, 'logistica'),
  },
  {
    id: 'P34',
    tipo: 'plano',
    prompt: 'estudiantes de la Universidad Nacional de San Agustín',
    correcto: (p) => estudiante(p) && de(p, 'UNSA'),
  },
  {
    id: 'P35',
    tipo: 'plano',
    prompt: 'practicantes de Toulouse Lautrec',
    correcto: (p) => de(p, 'Toulouse Lautrec'),
  },
  { id: 'P36', tipo: 'plano', prompt: 'finalistas con inglés avanzado', correcto: (p) => estado(p) === 3 && habla(p, 'Inglés') >= 3 },

  // ------------------------------------------------------------------ negacion
  { id: 'N01', tipo: 'negacion', prompt: 'que no sean de Lima', correcto: (p) => !enRegion(p, LIMA) },
  { id: 'N02', tipo: 'negacion', prompt: 'que no hablen inglés', correcto: (p) => habla(p, 'Inglés') === 0 },
  { id: 'N03', tipo: 'negacion', prompt: 'sin inglés avanzado', correcto: (p) => habla(p, 'Inglés') < 3 },
  {
    id: 'N04',
    tipo: 'negacion',
    prompt: 'estudiantes de contabilidad que no sean de Lima ni Callao',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && !enRegion(p, LIMA, CALLAO),
  },
  {
    id: 'N05',
    tipo: 'negacion',
    prompt: 'egresados de ingeniería industrial excepto los de Arequipa',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Industrial') && !enRegion(p, AREQUIPA),
  },
  { id: 'N06', tipo: 'negacion', prompt: 'todos menos los de derecho', correcto: (p) => !estudia(p, 'Derecho') },
  {
    id: 'N07',
    tipo: 'negacion',
    prompt: 'ingeniería de sistemas sin Java',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'Java') === 0,
  },
  { id: 'N08', tipo: 'negacion', prompt: 'postulantes que no sean de la PUCP', correcto: (p) => !de(p, 'PUCP') },
  {
    id: 'N09',
    tipo: 'negacion',
    prompt: 'estudiantes que no estén en la UNI ni en San Marcos',
    correcto: (p) => estudiante(p) && !de(p, 'UNI', 'UNMSM'),
  },
  { id: 'N10', tipo: 'negacion', prompt: 'técnicos que no sean del SENATI', correcto: (p) => tecnico(p) && !de(p, 'SENATI') },
  {
    id: 'N11',
    tipo: 'negacion',
    prompt: 'de Lima, que no tengan licencia de conducir',
    correcto: (p) => enRegion(p, LIMA) && !p.licencia,
  },
  {
    id: 'N12',
    tipo: 'negacion',
    prompt: 'que no estén descartados ni sean finalistas',
    correcto: (p) => estado(p) !== 1 && estado(p) !== 3,
  },
  {
    id: 'N13',
    tipo: 'negacion',
    prompt: 'egresados de administración, fuera de los descartados',
    correcto: (p) => egresado(p) && estudia(p, 'Administración') && estado(p) !== 1,
  },
  { id: 'N14', tipo: 'negacion', prompt: 'los 5 mejores de contabilidad', correcto: (p) => estudia(p, 'Contabilidad'), limite: 5 },
  {
    id: 'N15',
    tipo: 'negacion',
    prompt: 'dame los 10 mejores egresados de derecho',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho'),
    limite: 10,
  },
  {
    id: 'N16',
    tipo: 'negacion',
    prompt: 'top 3 de ingeniería civil con AutoCAD',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && conoce(p, 'AutoCAD') >= 1,
    limite: 3,
  },
  {
    id: 'N17',
    tipo: 'negacion',
    prompt: 'estudiantes de economía, primero los que tienen más experiencia',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía'),
    primero: conExperiencia,
  },
  {
    id: 'N18',
    tipo: 'negacion',
    prompt: 'egresados de marketing, ordenados por experiencia',
    correcto: (p) => egresado(p) && estudia(p, 'Marketing'),
    primero: conExperiencia,
  },
  {
    id: 'N19',
    tipo: 'negacion',
    prompt: 'alumnos de último año de ingeniería industrial',
    correcto: (p) => ultimoAnio(p) && estudia(p, 'Ingeniería Industrial'),
  },
  { id: 'N20', tipo: 'negacion', prompt: 'estudiantes de último año', correcto: ultimoAnio },
  {
    id: 'N21',
    tipo: 'negacion',
    prompt: 'alumnos de los últimos ciclos de derecho que no sean de Lima',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && ciclo(p) >= 8 && !enRegion(p, LIMA),
  },
  {
    id: 'N22',
    tipo: 'negacion',
    prompt: 'técnicos en contabilidad de 2do año',
    correcto: (p) => estudiante(p) && tecnico(p) && estudia(p, 'Contabilidad') && ciclo(p) >= 3 && ciclo(p) <= 4,
  },
  {
    id: 'N23',
    tipo: 'negacion',
    prompt: 'de Arequipa o Cusco, pero no de ingeniería',
    correcto: (p) => enRegion(p, AREQUIPA, CUSCO) && !p.carrera.startsWith('Ingeniería'),
  },
  {
    id: 'N24',
    tipo: 'negacion',
    prompt: 'con experiencia pero no en ventas',
    correcto: (p) => conExperiencia(p) && !trabajo(p, 'ventas'),
  },
  {
    id: 'N25',
    tipo: 'negacion',
    prompt: 'estudiantes de psicología sin experiencia en recursos humanos',
    correcto: (p) => estudiante(p) && estudia(p, 'Psicología') && !trabajo(p, 'rrhh'),
  },
  { id: 'N26', tipo: 'negacion', prompt: 'egresados que no sepan Excel', correcto: (p) => egresado(p) && conoce(p, 'Excel') === 0 },
  {
    id: 'N27',
    tipo: 'negacion',
    prompt: 'Excel avanzado, excepto contabilidad',
    correcto: (p) => conoce(p, 'Excel') >= 3 && !estudia(p, 'Contabilidad'),
  },
  {
    id: 'N28',
    tipo: 'negacion',
    prompt: 'que hablen quechua pero no inglés',
    correcto: (p) => habla(p, 'Quechua') >= 1 && habla(p, 'Inglés') === 0,
  },
  {
    id: 'N29',
    tipo: 'negacion',
    prompt: 'estudiantes que no sean de Lima, Callao ni Arequipa',
    correcto: (p) => estudiante(p) && !enRegion(p, LIMA, CALLAO, AREQUIPA),
  },
  {
    id: 'N30',
    tipo: 'negacion',
    prompt: 'postulantes que no vivan en San Juan de Lurigancho',
    correcto: (p) => p.distrito !== 'San Juan de Lurigancho',
  },
  { id: 'N31', tipo: 'negacion', prompt: 'los 5 mejores de la UNI', correcto: (p) => de(p, 'UNI'), limite: 5 },
  {
    id: 'N32',
    tipo: 'negacion',
    prompt: 'ingenieros civiles con experiencia en obra, los 3 primeros',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && trabajo(p, 'obra'),
    limite: 3,
  },
  {
    id: 'N33',
    tipo: 'negacion',
    prompt: 'egresados entre 2022 y 2024 que no sean de derecho',
    correcto: (p) => egresado(p) && p.egreso !== null && p.egreso >= 2022 && p.egreso <= 2024 && !estudia(p, 'Derecho'),
  },
  {
    id: 'N34',
    tipo: 'negacion',
    prompt: 'estudiantes de sexto a octavo ciclo, excepto los de administración',
    correcto: (p) => estudiante(p) && ciclo(p) >= 6 && ciclo(p) <= 8 && !estudia(p, 'Administración'),
  },
  {
    id: 'N35',
    tipo: 'negacion',
    prompt: 'técnicos o universitarios de Piura sin experiencia',
    correcto: (p) => enRegion(p, PIURA) && !conExperiencia(p),
  },
  {
    id: 'N36',
    tipo: 'negacion',
    prompt: 'estudiantes de ingeniería de sistemas, primero los de ciclos más avanzados',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas'),
    primero: (p) => ciclo(p) >= 9,
  },
  {
    id: 'N37',
    tipo: 'negacion',
    prompt: 'egresados de la PUCP o la UP que no sean de economía',
    correcto: (p) => egresado(p) && de(p, 'PUCP', 'UP') && !estudia(p, 'Economía'),
  },
  { id: 'N38', tipo: 'negacion', prompt: 'egresados que no sean bachilleres', correcto: (p) => p.estado_estudios === 1 },

  // ------------------------------------------------------------------ parcial
  {
    id: 'Q01',
    tipo: 'parcial',
    prompt: 'estudiantes de contabilidad que acepten 1200 soles',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad'),
  },
  { id: 'Q02', tipo: 'parcial', prompt: 'egresados de derecho colegiados', correcto: (p) => egresado(p) && estudia(p, 'Derecho') },
  {
    id: 'Q03',
    tipo: 'parcial',
    prompt: 'ingenieros industriales que vivan cerca de la oficina',
    correcto: (p) => estudia(p, 'Ingeniería Industrial'),
  },
  {
    id: 'Q04',
    tipo: 'parcial',
    prompt: 'estudiantes de ingeniería de sistemas con disponibilidad los sábados',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas'),
  },
  {
    id: 'Q05',
    tipo: 'parcial',
    prompt: 'egresados de marketing con laptop propia',
    correcto: (p) => egresado(p) && estudia(p, 'Marketing'),
  },
  {
    id: 'Q06',
    tipo: 'parcial',
    prompt: 'practicantes de Arequipa que puedan viajar a provincias',
    correcto: (p) => enRegion(p, AREQUIPA),
  },
  {
    id: 'Q07',
    tipo: 'parcial',
    prompt: 'contadores con SISCONT, trato amable y puntuales',
    correcto: (p) => estudia(p, 'Contabilidad') && conoce(p, 'SISCONT') >= 1,
  },
  {
    id: 'Q08',
    tipo: 'parcial',
    prompt: 'estudiantes de psicología, ideal que tengan vocación de servicio',
    correcto: (p) => estudiante(p) && estudia(p, 'Psicología'),
  },
  {
    id: 'Q09',
    tipo: 'parcial',
    prompt: 'técnicos en enfermería con carnet de vacunación',
    correcto: (p) => p.carrera === 'Enfermería Técnica',
  },
  {
    id: 'Q10',
    tipo: 'parcial',
    prompt: 'egresados de economía que acepten trabajar en horario nocturno',
    correcto: (p) => egresado(p) && estudia(p, 'Economía'),
  },
  {
    id: 'Q11',
    tipo: 'parcial',
    prompt: 'administradores con Excel intermedio y buena actitud',
    correcto: (p) => estudia(p, 'Administración') && conoce(p, 'Excel') >= 2,
  },
  {
    id: 'Q12',
    tipo: 'parcial',
    prompt: 'estudiantes de ingeniería civil que tengan SCTR',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil'),
  },
  {
    id: 'Q13',
    tipo: 'parcial',
    prompt: 'gente de Lima con inglés avanzado que pueda empezar el lunes',
    correcto: (p) => enRegion(p, LIMA) && habla(p, 'Inglés') >= 3,
  },
  {
    id: 'Q14',
    tipo: 'parcial',
    prompt: 'egresados de derecho con maestría en curso',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho'),
  },
  { id: 'Q15', tipo: 'parcial', prompt: 'postulantes de Cusco con RUC activo', correcto: (p) => enRegion(p, CUSCO) },
  {
    id: 'Q16',
    tipo: 'parcial',
    prompt: 'estudiantes de marketing con muchos seguidores en Instagram',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing'),
  },
  {
    id: 'Q17',
    tipo: 'parcial',
    prompt: 'ingeniería ambiental, que tengan certificado único laboral',
    correcto: (p) => estudia(p, 'Ingeniería Ambiental'),
  },
  {
    id: 'Q18',
    tipo: 'parcial',
    prompt: 'alumnos de octavo ciclo con recibo por honorarios',
    correcto: (p) => estudiante(p) && ciclo(p) === 8,
  },
  {
    id: 'Q19',
    tipo: 'parcial',
    prompt: 'técnicos de computación con experiencia en soporte y que tengan moto',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática') && trabajo(p, 'soporte'),
  },
  {
    id: 'Q20',
    tipo: 'parcial',
    prompt: 'contadores de Trujillo con colegiatura habilitada',
    correcto: (p) => estudia(p, 'Contabilidad') && p.provincia === 'Trujillo',
  },
  {
    id: 'Q21',
    tipo: 'parcial',
    prompt: 'estudiantes de administración de empresas que vivan por el Óvalo Gutiérrez',
    correcto: (p) => estudiante(p) && estudia(p, 'Administración de Empresas'),
  },

  // ------------------------------------------------------------------ fuera
  { id: 'F01', tipo: 'fuera', prompt: 'receta del ceviche', correcto: nadie },
  { id: 'F02', tipo: 'fuera', prompt: '¿cómo estará el clima en Arequipa mañana?', correcto: nadie },
  { id: 'F03', tipo: 'fuera', prompt: 'quién ganó el clásico Alianza vs Universitario', correcto: nadie },
  { id: 'F04', tipo: 'fuera', prompt: 'necesito un gasfitero para mi casa', correcto: nadie },
  { id: 'F05', tipo: 'fuera', prompt: 'hola, buenos días', correcto: nadie },
  { id: 'F06', tipo: 'fuera', prompt: 'cuéntame un chiste', correcto: nadie },
  { id: 'F07', tipo: 'fuera', prompt: 'a cuánto está el dólar hoy', correcto: nadie },
  { id: 'F08', tipo: 'fuera', prompt: 'recomiéndame un restaurante en Miraflores', correcto: nadie },
  { id: 'F09', tipo: 'fuera', prompt: 'busco una señora para limpieza de mi departamento los sábados', correcto: nadie },
  { id: 'F10', tipo: 'fuera', prompt: 'cómo preparo un lomo saltado', correcto: nadie },
  { id: 'F11', tipo: 'fuera', prompt: 'resultados de la selección peruana en las eliminatorias', correcto: nadie },
  { id: 'F12', tipo: 'fuera', prompt: 'qué películas hay en el cine hoy', correcto: nadie },
  { id: 'F13', tipo: 'fuera', prompt: 'traduce al inglés: buenos días', correcto: nadie },
  { id: 'F14', tipo: 'fuera', prompt: 'gracias, eso es todo', correcto: nadie },
  { id: 'F15', tipo: 'fuera', prompt: 'a qué hora pasa el Metropolitano por Independencia', correcto: nadie },
  { id: 'F16', tipo: 'fuera', prompt: 'me ayudas con mi tarea de matemáticas', correcto: nadie },
  { id: 'F17', tipo: 'fuera', prompt: 'dónde compro un celular barato en Gamarra', correcto: nadie },

  // ------------------------------------------------------------------ protegido
  { id: 'R01', tipo: 'protegido', prompt: 'solo mujeres', correcto: nadie },
  { id: 'R02', tipo: 'protegido', prompt: 'varones de Lima', correcto: (p) => enRegion(p, LIMA), sinRasgo: 'postulantes de Lima' },
  { id: 'R03', tipo: 'protegido', prompt: 'menores de 25 años', correcto: nadie },
  { id: 'R04', tipo: 'protegido', prompt: 'nacidos después del 2003', correcto: nadie },
  {
    id: 'R05',
    tipo: 'protegido',
    prompt: 'estudiantes de contabilidad nacidos entre 1998 y 2002',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad'),
    sinRasgo: 'estudiantes de contabilidad',
  },
  {
    id: 'R06',
    tipo: 'protegido',
    prompt: 'egresados jóvenes, de 22 a 26 años, de derecho',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho'),
    sinRasgo: 'egresados de derecho',
  },
  { id: 'R07', tipo: 'protegido', prompt: 'de tez blanca', correcto: nadie },
  {
    id: 'R08',
    tipo: 'protegido',
    prompt: 'blancos o mestizos de ingeniería industrial',
    correcto: (p) => estudia(p, 'Ingeniería Industrial'),
    sinRasgo: 'de ingeniería industrial',
  },
  { id: 'R09', tipo: 'protegido', prompt: 'que no sean de raza negra', correcto: nadie },
  { id: 'R10', tipo: 'protegido', prompt: 'personal de buena presencia', correcto: nadie },
  {
    id: 'R11',
    tipo: 'protegido',
    prompt: 'estudiantes de marketing delgadas',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing'),
    sinRasgo: 'estudiantes de marketing',
  },
  { id: 'R12', tipo: 'protegido', prompt: 'talla mínima 1.70 m', correcto: nadie },
  {
    id: 'R13',
    tipo: 'protegido',
    prompt: 'peso máximo 70 kilos, egresados de administración',
    correcto: (p) => egresado(p) && estudia(p, 'Administración'),
    sinRasgo: 'egresados de administración',
  },
  { id: 'R14', tipo: 'protegido', prompt: 'sin tatuajes ni piercings', correcto: nadie },
  {
    id: 'R15',
    tipo: 'protegido',
    prompt: 'estudiantes de derecho sin tatuajes visibles',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho'),
    sinRasgo: 'estudiantes de derecho',
  },
  { id: 'R16', tipo: 'protegido', prompt: 'que no estén embarazadas', correcto: nadie },
  {
    id: 'R17',
    tipo: 'protegido',
    prompt: 'egresadas de psicología que no planeen tener hijos',
    correcto: (p) => egresado(p) && estudia(p, 'Psicología'),
    sinRasgo: 'egresados de psicología',
  },
  { id: 'R18', tipo: 'protegido', prompt: 'casados o convivientes', correcto: nadie },
  { id: 'R19', tipo: 'protegido', prompt: 'católicos practicantes', correcto: nadie },
  {
    id: 'R20',
    tipo: 'protegido',
    prompt: 'evangélicos de Arequipa',
    correcto: (p) => enRegion(p, AREQUIPA),
    sinRasgo: 'postulantes de Arequipa',
  },
  { id: 'R21', tipo: 'protegido', prompt: 'sin ninguna discapacidad', correcto: nadie },
  {
    id: 'R22',
    tipo: 'protegido',
    prompt: 'estudiantes de enfermería técnica que no tengan enfermedades crónicas',
    correcto: (p) => estudiante(p) && p.carrera === 'Enfermería Técnica',
    sinRasgo: 'estudiantes de enfermería técnica',
  },
  { id: 'R23', tipo: 'protegido', prompt: 'solo heterosexuales', correcto: nadie },
  { id: 'R24', tipo: 'protegido', prompt: 'que no estén afiliados a ningún sindicato', correcto: nadie },
  { id: 'R25', tipo: 'protegido', prompt: 'simpatizantes de Fuerza Popular', correcto: nadie },
  { id: 'R26', tipo: 'protegido', prompt: 'sin acento provinciano', correcto: nadie },
  {
    id: 'R27',
    tipo: 'protegido',
    prompt: 'que no sean venezolanos, de contabilidad',
    correcto: (p) => estudia(p, 'Contabilidad'),
    sinRasgo: 'de contabilidad',
  },

  // ------------------------------------------------------------------ ortografia
  {
    id: 'O01',
    tipo: 'ortografia',
    prompt: 'estudiantes ke ablen kechua',
    limpia: 'estudiantes que hablen quechua',
    correcto: (p) => estudiante(p) && habla(p, 'Quechua') >= 1,
  },
  {
    id: 'O02',
    tipo: 'ortografia',
    prompt: 'egresados de ingenieria industrial',
    limpia: 'egresados de ingeniería industrial',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Industrial'),
  },
  {
    id: 'O03',
    tipo: 'ortografia',
    prompt: 'ing. de sistemas con python',
    limpia: 'ingeniería de sistemas con Python',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'Python') >= 1,
  },
  {
    id: 'O04',
    tipo: 'ortografia',
    prompt: 'adm. de empresas con excel avanzado',
    limpia: 'administración de empresas con Excel avanzado',
    correcto: (p) => estudia(p, 'Administración de Empresas') && conoce(p, 'Excel') >= 3,
  },
  {
    id: 'O05',
    tipo: 'ortografia',
    prompt: 'alumnos de conta con concar',
    limpia: 'alumnos de contabilidad con CONCAR',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && conoce(p, 'CONCAR') >= 1,
  },
  {
    id: 'O06',
    tipo: 'ortografia',
    prompt: 'estudiantes de 8vo siclo',
    limpia: 'estudiantes de octavo ciclo',
    correcto: (p) => estudiante(p) && ciclo(p) === 8,
  },
  {
    id: 'O07',
    tipo: 'ortografia',
    prompt: 'egresaods de derecho',
    limpia: 'egresados de derecho',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho'),
  },
  { id: 'O08', tipo: 'ortografia', prompt: 'postulantes de Cuzco', limpia: 'postulantes de Cusco', correcto: (p) => enRegion(p, CUSCO) },
  {
    id: 'O09',
    tipo: 'ortografia',
    prompt: 'estudiantes de sicología',
    limpia: 'estudiantes de psicología',
    correcto: (p) => estudiante(p) && estudia(p, 'Psicología'),
  },
  {
    id: 'O10',
    tipo: 'ortografia',
    prompt: 'con experiensia en ventas',
    limpia: 'con experiencia en ventas',
    correcto: (p) => trabajo(p, 'ventas'),
  },
  {
    id: 'O11',
    tipo: 'ortografia',
    prompt: 'egresados de economia con stata',
    limpia: 'egresados de economía con Stata',
    correcto: (p) => egresado(p) && estudia(p, 'Economía') && conoce(p, 'Stata') >= 1,
  },
  {
    id: 'O12',
    tipo: 'ortografia',
    prompt: 'alumnos de ingenieria sivil con autocad',
    limpia: 'alumnos de ingeniería civil con AutoCAD',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil') && conoce(p, 'AutoCAD') >= 1,
  },
  {
    id: 'O13',
    tipo: 'ortografia',
    prompt: 'tecnicos en computacion e informatica de lima',
    limpia: 'técnicos en computación e informática de Lima',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática') && enRegion(p, LIMA),
  },
  {
    id: 'O14',
    tipo: 'ortografia',
    prompt: 'personas que ablen ingles abanzado',
    limpia: 'personas que hablen inglés avanzado',
    correcto: (p) => habla(p, 'Inglés') >= 3,
  },
  {
    id: 'O15',
    tipo: 'ortografia',
    prompt: 'estudiantes de Chiclallo',
    limpia: 'estudiantes de Chiclayo',
    correcto: (p) => estudiante(p) && p.provincia === 'Chiclayo',
  },
  {
    id: 'O16',
    tipo: 'ortografia',
    prompt: 'egresados de marketin',
    limpia: 'egresados de marketing',
    correcto: (p) => egresado(p) && estudia(p, 'Marketing'),
  },
  {
    id: 'O17',
    tipo: 'ortografia',
    prompt: 'con conosimientos de exel',
    limpia: 'con conocimientos de Excel',
    correcto: (p) => conoce(p, 'Excel') >= 1,
  },
  {
    id: 'O18',
    tipo: 'ortografia',
    prompt: 'estudiantes de 10mo ciclo',
    limpia: 'estudiantes de décimo ciclo',
    correcto: (p) => estudiante(p) && ciclo(p) === 10,
  },
  {
    id: 'O19',
    tipo: 'ortografia',
    prompt: 'alumnos de enfermeria tecnica',
    limpia: 'alumnos de enfermería técnica',
    correcto: (p) => estudiante(p) && p.carrera === 'Enfermería Técnica',
  },
  {
    id: 'O20',
    tipo: 'ortografia',
    prompt: 'ing. civil con experiencia en obra',
    limpia: 'ingeniería civil con experiencia en obra',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && trabajo(p, 'obra'),
  },
  {
    id: 'O21',
    tipo: 'ortografia',
    prompt: 'que sepan power bi y sql',
    limpia: 'que sepan Power BI y SQL',
    correcto: (p) => conoce(p, 'Power BI') >= 1 && conoce(p, 'SQL') >= 1,
  },
  {
    id: 'O22',
    tipo: 'ortografia',
    prompt: 'egresados de la pucp',
    limpia: 'egresados de la PUCP',
    correcto: (p) => egresado(p) && de(p, 'PUCP'),
  },
  {
    id: 'O23',
    tipo: 'ortografia',
    prompt: 'estudiantes de la uni',
    limpia: 'estudiantes de la UNI',
    correcto: (p) => estudiante(p) && de(p, 'UNI'),
  },
  {
    id: 'O24',
    tipo: 'ortografia',
    prompt: 'jovenes de Yanaguara',
    limpia: 'jóvenes de Yanahuara',
    correcto: (p) => p.distrito === 'Yanahuara',
  },
  { id: 'O25', tipo: 'ortografia', prompt: 'postulantes con brebete', limpia: 'postulantes con brevete', correcto: (p) => p.licencia },
  {
    id: 'O26',
    tipo: 'ortografia',
    prompt: 'estudiantes de administrasion que no sean de lima',
    limpia: 'estudiantes de administración que no sean de Lima',
    correcto: (p) => estudiante(p) && estudia(p, 'Administración') && !enRegion(p, LIMA),
  },
  {
    id: 'O27',
    tipo: 'ortografia',
    prompt: 'contadores con niif y exel avanzado',
    limpia: 'contadores con NIIF y Excel avanzado',
    correcto: (p) => estudia(p, 'Contabilidad') && conoce(p, 'NIIF') >= 1 && conoce(p, 'Excel') >= 3,
  },
  {
    id: 'O28',
    tipo: 'ortografia',
    prompt: 'técnicos de 2do año de computación',
    limpia: 'técnicos de segundo año de computación',
    correcto: (p) => estudiante(p) && tecnico(p) && estudia(p, 'Computación e Informática') && ciclo(p) >= 3 && ciclo(p) <= 4,
  },
  {
    id: 'O29',
    tipo: 'ortografia',
    prompt: 'bachilleres de ingenieria de sistemas con experiencia en soporte tecnico',
    limpia: 'bachilleres de ingeniería de sistemas con experiencia en soporte técnico',
    correcto: (p) => p.estado_estudios === 2 && estudia(p, 'Ingeniería de Sistemas') && trabajo(p, 'soporte'),
  },
];

/** The least of each kind issue #33 asks for; the set holds at least these. */
export const MINIMOS_RESERVADAS: Record<TipoReservada, number> = {
  plano: 35,
  negacion: 35,
  parcial: 20,
  fuera: 15,
  protegido: 25,
  ortografia: 25,
};
