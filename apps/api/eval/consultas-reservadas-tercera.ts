/**
 * The assistant's THIRD held-out evaluation set (issue #33 item 7, docs/assistant-ranking.md «Conjunto reservado»):
 * requests as they are typed by new voices — the HR of a mining company in Cajamarca and Arequipa, a bank's campus
 * recruiter in Lima, an agro-exporter of Trujillo, a savings cooperative of Huancayo and a logistics firm of Iquitos —,
 * formal and WhatsApp-style. Written BLIND on 2026-12-02 by reading issue 33, the evaluation pool's CV facts
 * (generador.ts), the demo CVs (the demo seed, read into the pool's shape by demo.ts and scripts/auditar-demo.ts) and
 * the product's documented meanings (docs/assistant.md «What the assistant understands, what it refuses and why»,
 * auditoria-reservadas.md and auditoria-reservadas-segunda-ciega.md «How the facts were read») only, without reading
 * the interpreter or the ranking and without any answer of the assistant to any request. Who is a correct answer is
 * computed from the facts by reading the request as a person would, never from the ranker. Its requests are neither
 * those of the first and second held-out sets (consultas-reservadas.ts, consultas-reservadas-segunda.ts) nor
 * rephrasings of them.
 *
 * FROZEN: its SHA-256 is to be recorded in docs and checked by a test. Never edit this file to fit the parser; a request
 * found wrong is fixed in a new, separately hashed set. Audit: auditoria-reservadas-tercera.md.
 *
 * Kinds (ConsultaReservada, consultas-reservadas.ts), as in the second set: `plano` plain criteria; `negacion`
 * exclusions, combinations, counts, order, year of study and preferences («de preferencia X» boosts X and excludes
 * nobody: the predicate is the rest of the request and `primero` says who comes first); `parcial` partly understood (the
 * predicate is what the understood part selects; the rest must be said back, never a filter); `fuera` off-topic,
 * nonsense or a question about the platform (nobody); `protegido` protected traits (refused: nobody, or `sinRasgo`, the
 * same request without the trait, whose predicate this is); `ortografia` a misspelt variant of `limpia`, with the clean
 * request's predicate.
 */
import type { ConsultaReservada, TipoReservada } from './consultas-reservadas.ts';
import { cicloDe, conoce, estadoEnEval, habla, nivelDe, type AreaExperiencia, type Interes, type PostulanteEval } from './generador.ts';

type P = PostulanteEval;
/** The career asked, and the longer careers whose name starts with it (the product's documented rule). */
const estudia = (p: P, ...prefijos: string[]) => prefijos.some((x) => p.carrera === x || p.carrera.startsWith(`${x} `));
const estudiante = (p: P) => p.estado_estudios === 0;
/** Egresado or bachiller (levels 4, 7, 8). */
const egresado = (p: P) => p.estado_estudios !== 0;
/** Level 8: a university bachelor (a technical «bachiller» is level 4, técnico egresado). */
const bachiller = (p: P) => nivelDe(p) === 8;
const tecnico = (p: P) => p.tipo_carrera === 0;
const enfermeriaTecnica = (p: P) => p.carrera === 'Enfermería Técnica';
const trabajo = (p: P, ...areas: AreaExperiencia[]) => p.experiencias.some((e) => areas.includes(e.area));
const conExperiencia = (p: P) => p.experiencias.length > 0;
const ciclo = (p: P) => cicloDe(p) ?? -1;
const cicloEntre = (p: P, desde: number, hasta: number) => estudiante(p) && ciclo(p) >= desde && ciclo(p) <= hasta;
const enRegion = (p: P, ...ids: number[]) => ids.includes(p.id_region);
const enProvincia = (p: P, ...provincias: string[]) => provincias.includes(p.provincia);
const enDistrito = (p: P, ...distritos: string[]) => distritos.includes(p.distrito);
const de = (p: P, ...siglas: string[]) => siglas.includes(p.institucion.sigla);
const estado = (p: P) => estadoEnEval(p);
const interesa = (p: P, interes: Interes) => p.intereses.includes(interes);
/** Merit place (reference-data.md): 1 primer puesto, 2 décimo, 3 quinto, 4 tercio, 5 medio superior; «X superior» includes the better ones. */
const meritoHasta = (p: P, codigo: number) => p.orden_merito >= 1 && p.orden_merito <= codigo;
/** Last year of studies, counted from the end of the career: university IX–X, technical V–VI. */
const ultimoAnio = (p: P) => estudiante(p) && (tecnico(p) ? ciclo(p) >= 5 : ciclo(p) >= 9);
const nadie = () => false;

const LIMA = 15;
const AREQUIPA = 4;
const CUSCO = 8;
const LA_LIBERTAD = 13;
const PIURA = 20;
const JUNIN = 12;
const LAMBAYEQUE = 14;
const CALLAO = 7;
const ICA = 11;
/** Regions of the demo CVs only (none in the pool): named beside regions the pool holds. */
const CAJAMARCA = 6;
const LORETO = 16;
const UCAYALI = 25;

export const CONSULTAS_RESERVADAS_TERCERA: ConsultaReservada[] = [
  // ------------------------------------------------------------------ plano
  {
    id: 'T-P01',
    tipo: 'plano',
    prompt: 'buenas tardes, necesito ingenieros de minas o ingenieros ambientales',
    correcto: (p) => estudia(p, 'Ingeniería de Minas', 'Ingeniería Ambiental'),
  },
  {
    id: 'T-P02',
    tipo: 'plano',
    prompt: 'ingenieros ambientales que manejen ArcGIS',
    correcto: (p) => estudia(p, 'Ingeniería Ambiental') && conoce(p, 'ArcGIS') >= 1,
  },
  {
    id: 'T-P03',
    tipo: 'plano',
    prompt: 'practicantes que vivan en Yanahuara o en Cerro Colorado',
    correcto: (p) => enDistrito(p, 'Yanahuara', 'Cerro Colorado'),
  },
  {
    id: 'T-P04',
    tipo: 'plano',
    prompt: 'estudiantes de la UNSA con Excel intermedio',
    correcto: (p) => estudiante(p) && de(p, 'UNSA') && conoce(p, 'Excel') >= 2,
  },
  {
    id: 'T-P05',
    tipo: 'plano',
    prompt: 'economistas del tercio superior',
    correcto: (p) => estudia(p, 'Economía') && meritoHasta(p, 4),
  },
  {
    id: 'T-P06',
    tipo: 'plano',
    prompt: 'egresados de la Pacífico o de la PUCP',
    correcto: (p) => egresado(p) && de(p, 'UP', 'PUCP'),
  },
  {
    id: 'T-P07',
    tipo: 'plano',
    prompt: 'estudiantes de economía que sepan Stata',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía') && conoce(p, 'Stata') >= 1,
  },
  {
    id: 'T-P08',
    tipo: 'plano',
    prompt: 'egresados con Power BI intermedio',
    correcto: (p) => egresado(p) && conoce(p, 'Power BI') >= 2,
  },
  {
    id: 'T-P09',
    tipo: 'plano',
    prompt: 'los que ocuparon el primer puesto de su promoción',
    correcto: (p) => p.orden_merito === 1,
  },
  {
    id: 'T-P10',
    tipo: 'plano',
    prompt: 'postulantes de La Libertad con experiencia en producción',
    correcto: (p) => enRegion(p, LA_LIBERTAD) && trabajo(p, 'produccion'),
  },
  { id: 'T-P11', tipo: 'plano', prompt: 'postulantes de Víctor Larco', correcto: (p) => enDistrito(p, 'Víctor Larco Herrera') },
  { id: 'T-P12', tipo: 'plano', prompt: 'los de la UNT o de la UPAO', correcto: (p) => de(p, 'UNT', 'UPAO') },
  {
    id: 'T-P13',
    tipo: 'plano',
    prompt: 'contadores que sepan SISCONT',
    correcto: (p) => estudia(p, 'Contabilidad') && conoce(p, 'SISCONT') >= 1,
  },
  { id: 'T-P14', tipo: 'plano', prompt: 'postulantes que vivan en El Tambo', correcto: (p) => enDistrito(p, 'El Tambo') },
  { id: 'T-P15', tipo: 'plano', prompt: 'alumnos de la Continental', correcto: (p) => estudiante(p) && de(p, 'Continental') },
  {
    id: 'T-P16',
    tipo: 'plano',
    prompt: 'que hablen quechua, mínimo a nivel intermedio',
    correcto: (p) => habla(p, 'Quechua') >= 2,
  },
  {
    id: 'T-P17',
    tipo: 'plano',
    prompt: 'administradores logísticos con experiencia en logística',
    correcto: (p) => estudia(p, 'Administración Logística') && trabajo(p, 'logistica'),
  },
  { id: 'T-P18', tipo: 'plano', prompt: 'técnicos que tengan brevete', correcto: (p) => tecnico(p) && p.licencia },
  {
    id: 'T-P19',
    tipo: 'plano',
    prompt: 'los finalistas de contabilidad',
    correcto: (p) => estado(p) === 3 && estudia(p, 'Contabilidad'),
  },
  { id: 'T-P20', tipo: 'plano', prompt: 'interesados en temas de sostenibilidad', correcto: (p) => interesa(p, 'sostenibilidad') },
  {
    id: 'T-P21',
    tipo: 'plano',
    prompt: 'estudiantes de ingeniería de sistemas interesados en la robótica',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas') && interesa(p, 'robótica'),
  },
  {
    id: 'T-P22',
    tipo: 'plano',
    prompt: 'egresados de derecho que terminaron en 2024 o 2025',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && (p.egreso === 2024 || p.egreso === 2025),
  },
  {
    id: 'T-P23',
    tipo: 'plano',
    prompt: 'estudiantes de sexto ciclo de administración',
    correcto: (p) => cicloEntre(p, 6, 6) && estudia(p, 'Administración'),
  },
  { id: 'T-P24', tipo: 'plano', prompt: 'gente con experiencia en marketing', correcto: (p) => trabajo(p, 'marketing') },
  {
    id: 'T-P25',
    tipo: 'plano',
    prompt: 'practicantes de Lima que hayan trabajado en recursos humanos',
    correcto: (p) => enRegion(p, LIMA) && trabajo(p, 'rrhh'),
  },
  {
    id: 'T-P26',
    tipo: 'plano',
    prompt: 'que sepan Java o JavaScript',
    correcto: (p) => conoce(p, 'Java') >= 1 || conoce(p, 'JavaScript') >= 1,
  },
  { id: 'T-P27', tipo: 'plano', prompt: 'postulantes con Minitab avanzado', correcto: (p) => conoce(p, 'Minitab') >= 3 },
  { id: 'T-P28', tipo: 'plano', prompt: 'postulantes de la Agraria La Molina', correcto: (p) => de(p, 'UNALM') },
  {
    id: 'T-P29',
    tipo: 'plano',
    prompt: 'egresados de Toulouse Lautrec o de Cibertec',
    correcto: (p) => egresado(p) && de(p, 'Toulouse Lautrec', 'Cibertec'),
  },
  { id: 'T-P30', tipo: 'plano', prompt: 'egresados de la UTP', correcto: (p) => egresado(p) && de(p, 'UTP') },
  {
    id: 'T-P31',
    tipo: 'plano',
    prompt: 'los de ingeniería civil que están en proceso',
    correcto: (p) => estado(p) === 2 && estudia(p, 'Ingeniería Civil'),
  },
  {
    id: 'T-P32',
    tipo: 'plano',
    prompt: 'alumnos de economía de 9no o 10mo ciclo',
    correcto: (p) => cicloEntre(p, 9, 10) && estudia(p, 'Economía'),
  },
  {
    id: 'T-P33',
    tipo: 'plano',
    prompt: 'postulantes de la provincia de Cañete o de la provincia de Huaral',
    correcto: (p) => enRegion(p, LIMA) && enProvincia(p, 'Cañete', 'Huaral'),
  },
  {
    id: 'T-P34',
    tipo: 'plano',
    prompt: 'con experiencia en obra y que sepan S10',
    correcto: (p) => trabajo(p, 'obra') && conoce(p, 'S10 Costos y Presupuestos') >= 1,
  },
  {
    id: 'T-P35',
    tipo: 'plano',
    prompt: 'psicólogos con conocimientos de reclutamiento y selección',
    correcto: (p) => estudia(p, 'Psicología') && conoce(p, 'Reclutamiento y selección') >= 1,
  },
  {
    id: 'T-P36',
    tipo: 'plano',
    prompt: 'postulantes de Cajamarca, Junín o Ica',
    correcto: (p) => enRegion(p, CAJAMARCA, JUNIN, ICA),
  },
  {
    id: 'T-P37',
    tipo: 'plano',
    prompt: 'que hablen alemán, italiano o francés',
    correcto: (p) => habla(p, 'Alemán') >= 1 || habla(p, 'Italiano') >= 1 || habla(p, 'Francés') >= 1,
  },
  {
    id: 'T-P38',
    tipo: 'plano',
    prompt: 'postulantes de Loreto, Ucayali o Callao',
    correcto: (p) => enRegion(p, LORETO, UCAYALI, CALLAO),
  },
  {
    id: 'T-P39',
    tipo: 'plano',
    prompt: 'estudiantes que ingresaron a la carrera en 2023',
    correcto: (p) => estudiante(p) && p.ingreso === 2023,
  },

  // ------------------------------------------------------------------ negacion
  {
    id: 'T-N01',
    tipo: 'negacion',
    prompt: 'de ingeniería civil, que no sean egresados',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && !egresado(p),
  },
  {
    id: 'T-N02',
    tipo: 'negacion',
    prompt: 'postulantes de Arequipa, menos los de la UNSA',
    correcto: (p) => enRegion(p, AREQUIPA) && !de(p, 'UNSA'),
  },
  {
    id: 'T-N03',
    tipo: 'negacion',
    prompt: 'contadores que no manejen CONCAR',
    correcto: (p) => estudia(p, 'Contabilidad') && conoce(p, 'CONCAR') === 0,
  },
  {
    id: 'T-N04',
    tipo: 'negacion',
    prompt: 'administradores sin experiencia en ventas',
    correcto: (p) => estudia(p, 'Administración') && !trabajo(p, 'ventas'),
  },
  {
    id: 'T-N05',
    tipo: 'negacion',
    prompt: 'egresados de la PUCP, la UP o la Universidad de Lima, excepto los de derecho',
    correcto: (p) => egresado(p) && de(p, 'PUCP', 'UP', 'ULima') && !estudia(p, 'Derecho'),
  },
  {
    id: 'T-N06',
    tipo: 'negacion',
    prompt: 'postulantes de Junín que no vivan en El Tambo',
    correcto: (p) => enRegion(p, JUNIN) && !enDistrito(p, 'El Tambo'),
  },
  {
    id: 'T-N07',
    tipo: 'negacion',
    prompt: 'ingenieros industriales de La Libertad, descartados no',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && enRegion(p, LA_LIBERTAD) && estado(p) !== 1,
  },
  {
    id: 'T-N08',
    tipo: 'negacion',
    prompt: 'economistas con Python, los de Lima no',
    correcto: (p) => estudia(p, 'Economía') && conoce(p, 'Python') >= 1 && !enRegion(p, LIMA),
  },
  {
    id: 'T-N09',
    tipo: 'negacion',
    prompt: 'técnicos de computación e informática sin SQL',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática') && conoce(p, 'SQL') === 0,
  },
  {
    id: 'T-N10',
    tipo: 'negacion',
    prompt: 'con brevete, que no sean de Lima ni de Arequipa ni del Cusco',
    correcto: (p) => p.licencia && !enRegion(p, LIMA, AREQUIPA, CUSCO),
  },
  {
    id: 'T-N11',
    tipo: 'negacion',
    prompt: 'estudiantes de psicología que no estén en su último año',
    correcto: (p) => estudiante(p) && estudia(p, 'Psicología') && !ultimoAnio(p),
  },
  {
    id: 'T-N12',
    tipo: 'negacion',
    prompt: 'egresados de contabilidad, fuera de los que ya están en proceso',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && estado(p) !== 2,
  },
  {
    id: 'T-N13',
    tipo: 'negacion',
    prompt: 'postulantes con inglés pero no avanzado',
    correcto: (p) => habla(p, 'Inglés') >= 1 && habla(p, 'Inglés') < 3,
  },
  {
    id: 'T-N14',
    tipo: 'negacion',
    prompt: 'ingenieros de sistemas que sepan SQL y también Python',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'SQL') >= 1 && conoce(p, 'Python') >= 1,
  },
  {
    id: 'T-N15',
    tipo: 'negacion',
    prompt: 'contadores de Junín o Arequipa que manejen SISCONT o CONCAR',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, JUNIN, AREQUIPA) && (conoce(p, 'SISCONT') >= 1 || conoce(p, 'CONCAR') >= 1),
  },
  {
    id: 'T-N16',
    tipo: 'negacion',
    prompt: 'los cinco mejores ingenieros industriales de Arequipa',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && enRegion(p, AREQUIPA),
    limite: 5,
  },
  {
    id: 'T-N17',
    tipo: 'negacion',
    prompt: 'dame 8 economistas de la UNI',
    correcto: (p) => estudia(p, 'Economía') && de(p, 'UNI'),
    limite: 8,
  },
  {
    id: 'T-N18',
    tipo: 'negacion',
    prompt: 'top 10 de Lima con inglés avanzado',
    correcto: (p) => enRegion(p, LIMA) && habla(p, 'Inglés') >= 3,
    limite: 10,
  },
  {
    id: 'T-N19',
    tipo: 'negacion',
    prompt: 'contadores de Junín, de preferencia de la UNCP',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, JUNIN),
    primero: (p) => de(p, 'UNCP'),
  },
  {
    id: 'T-N20',
    tipo: 'negacion',
    prompt: 'estudiantes de ingeniería industrial, ideal si saben Minitab',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial'),
    primero: (p) => conoce(p, 'Minitab') >= 1,
  },
  {
    id: 'T-N21',
    tipo: 'negacion',
    prompt: 'administradores de La Libertad, mejor si tienen experiencia en logística',
    correcto: (p) => estudia(p, 'Administración') && enRegion(p, LA_LIBERTAD),
    primero: (p) => trabajo(p, 'logistica'),
  },
  {
    id: 'T-N22',
    tipo: 'negacion',
    prompt: 'técnicos en mecánica automotriz, de preferencia con brevete',
    correcto: (p) => tecnico(p) && estudia(p, 'Mecánica Automotriz'),
    primero: (p) => p.licencia,
  },
  {
    id: 'T-N23',
    tipo: 'negacion',
    prompt: 'egresados de derecho, primero los de mejor orden de mérito',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho'),
    primero: (p) => p.orden_merito >= 1,
  },
  {
    id: 'T-N24',
    tipo: 'negacion',
    prompt: 'los 5 alumnos de psicología más avanzados en la carrera',
    correcto: (p) => estudiante(p) && estudia(p, 'Psicología'),
    limite: 5,
    primero: (p) => ciclo(p) >= 9,
  },
  {
    id: 'T-N25',
    tipo: 'negacion',
    prompt: 'alumnos de quinto año de ingeniería industrial',
    correcto: (p) => cicloEntre(p, 9, 10) && estudia(p, 'Ingeniería Industrial'),
  },
  {
    id: 'T-N26',
    tipo: 'negacion',
    prompt: 'estudiantes de tercer año del IDAT o de Cibertec',
    correcto: (p) => cicloEntre(p, 5, 6) && de(p, 'IDAT', 'Cibertec'),
  },
  {
    id: 'T-N27',
    tipo: 'negacion',
    prompt: 'alumnos de 4to año, excepto los de derecho',
    correcto: (p) => cicloEntre(p, 7, 8) && !estudia(p, 'Derecho'),
  },
  {
    id: 'T-N28',
    tipo: 'negacion',
    prompt: 'estudiantes de economía que estén en el penúltimo año',
    correcto: (p) => cicloEntre(p, 7, 8) && estudia(p, 'Economía'),
  },
  {
    id: 'T-N29',
    tipo: 'negacion',
    prompt: 'estudiantes del 6to al 8vo ciclo de ingeniería de sistemas que no hablen inglés',
    correcto: (p) => cicloEntre(p, 6, 8) && estudia(p, 'Ingeniería de Sistemas') && habla(p, 'Inglés') === 0,
  },
  {
    id: 'T-N30',
    tipo: 'negacion',
    prompt: 'de Cusco, que no hablen quechua ni portugués',
    correcto: (p) => enRegion(p, CUSCO) && habla(p, 'Quechua') === 0 && habla(p, 'Portugués') === 0,
  },
  {
    id: 'T-N31',
    tipo: 'negacion',
    prompt: 'egresados de ingeniería civil que no tengan licencia de conducir',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Civil') && !p.licencia,
  },
  {
    id: 'T-N32',
    tipo: 'negacion',
    prompt: 'los finalistas o los que están en proceso, solo de Lima',
    correcto: (p) => (estado(p) === 2 || estado(p) === 3) && enRegion(p, LIMA),
  },
  {
    id: 'T-N33',
    tipo: 'negacion',
    prompt: 'de Cusco, pero no los que ya están en proceso',
    correcto: (p) => enRegion(p, CUSCO) && estado(p) !== 2,
  },
  {
    id: 'T-N34',
    tipo: 'negacion',
    prompt: 'que sepan Excel pero no Power BI',
    correcto: (p) => conoce(p, 'Excel') >= 1 && conoce(p, 'Power BI') === 0,
  },
  {
    id: 'T-N35',
    tipo: 'negacion',
    prompt: 'de Lima, fuera de los de la UNI y los de la UPC',
    correcto: (p) => enRegion(p, LIMA) && !de(p, 'UNI', 'UPC'),
  },
  {
    id: 'T-N36',
    tipo: 'negacion',
    prompt: 'con experiencia en obra o en producción, menos los de Lima',
    correcto: (p) => trabajo(p, 'obra', 'produccion') && !enRegion(p, LIMA),
  },
  {
    id: 'T-N37',
    tipo: 'negacion',
    prompt: 'ingenieros civiles que no vivan en Santiago de Surco ni en La Molina',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && !enDistrito(p, 'Santiago de Surco', 'La Molina'),
  },
  {
    id: 'T-N38',
    tipo: 'negacion',
    prompt: 'economistas sin Stata ni SPSS',
    correcto: (p) => estudia(p, 'Economía') && conoce(p, 'Stata') === 0 && conoce(p, 'IBM SPSS') === 0,
  },
  {
    id: 'T-N39',
    tipo: 'negacion',
    prompt: 'egresados del 2023 en adelante, excepto los técnicos',
    correcto: (p) => egresado(p) && (p.egreso ?? 0) >= 2023 && !tecnico(p),
  },
  {
    id: 'T-N40',
    tipo: 'negacion',
    prompt: 'egresados de Arequipa que no tengan ninguna experiencia laboral',
    correcto: (p) => egresado(p) && enRegion(p, AREQUIPA) && !conExperiencia(p),
  },
  {
    id: 'T-N41',
    tipo: 'negacion',
    prompt: 'estudiantes de La Libertad que no sean de la César Vallejo',
    correcto: (p) => estudiante(p) && enRegion(p, LA_LIBERTAD) && !de(p, 'UCV'),
  },
  {
    id: 'T-N42',
    tipo: 'negacion',
    prompt: 'estudiantes de ingeniería civil, de la UNSA no',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil') && !de(p, 'UNSA'),
  },
  {
    id: 'T-N43',
    tipo: 'negacion',
    prompt: 'técnicos en mecánica automotriz de Arequipa o de Lima que no sean de TECSUP',
    correcto: (p) => estudia(p, 'Mecánica Automotriz') && enRegion(p, AREQUIPA, LIMA) && !de(p, 'TECSUP'),
  },
  {
    id: 'T-N44',
    tipo: 'negacion',
    prompt: 'postulantes de Piura o Lambayeque, sin contar a los finalistas',
    correcto: (p) => enRegion(p, PIURA, LAMBAYEQUE) && estado(p) !== 3,
  },

  // ------------------------------------------------------------------ parcial
  {
    id: 'T-A01',
    tipo: 'parcial',
    prompt: 'ingenieros ambientales con disponibilidad para trabajar en régimen 14x7',
    correcto: (p) => estudia(p, 'Ingeniería Ambiental'),
  },
  {
    id: 'T-A02',
    tipo: 'parcial',
    prompt: 'estudiantes de ingeniería industrial de Arequipa que puedan subir a campamento',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && enRegion(p, AREQUIPA),
  },
  {
    id: 'T-A03',
    tipo: 'parcial',
    prompt: 'economistas del quinto superior con buena capacidad analítica',
    correcto: (p) => estudia(p, 'Economía') && meritoHasta(p, 3),
  },
  {
    id: 'T-A04',
    tipo: 'parcial',
    prompt: 'egresados de administración que puedan empezar en enero',
    correcto: (p) => egresado(p) && estudia(p, 'Administración'),
  },
  {
    id: 'T-A05',
    tipo: 'parcial',
    prompt: 'alumnos de contabilidad con disponibilidad part time',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad'),
  },
  {
    id: 'T-A06',
    tipo: 'parcial',
    prompt: 'ingenieros industriales de La Libertad por un sueldo de 1300 soles',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && enRegion(p, LA_LIBERTAD),
  },
  {
    id: 'T-A07',
    tipo: 'parcial',
    prompt: 'técnicos que puedan hacer turno noche en planta',
    correcto: (p) => tecnico(p),
  },
  {
    id: 'T-A08',
    tipo: 'parcial',
    prompt: 'postulantes de La Libertad con inglés intermedio que vivan cerca de la planta',
    correcto: (p) => enRegion(p, LA_LIBERTAD) && habla(p, 'Inglés') >= 2,
  },
  {
    id: 'T-A09',
    tipo: 'parcial',
    prompt: 'contadores de Junín que sean honestos y responsables',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, JUNIN),
  },
  {
    id: 'T-A10',
    tipo: 'parcial',
    prompt: 'estudiantes que hablen quechua y tengan moto propia',
    correcto: (p) => estudiante(p) && habla(p, 'Quechua') >= 1,
  },
  {
    id: 'T-A11',
    tipo: 'parcial',
    prompt: 'administradores logísticos dispuestos a mudarse por un año',
    correcto: (p) => estudia(p, 'Administración Logística'),
  },
  {
    id: 'T-A12',
    tipo: 'parcial',
    prompt: 'con experiencia en logística y facilidad para trabajar en equipo',
    correcto: (p) => trabajo(p, 'logistica'),
  },
  {
    id: 'T-A13',
    tipo: 'parcial',
    prompt: 'bachilleres de derecho con buena oratoria',
    correcto: (p) => bachiller(p) && estudia(p, 'Derecho'),
  },
  {
    id: 'T-A14',
    tipo: 'parcial',
    prompt: 'ingenieros de sistemas de Lima que puedan ir a la oficina tres veces por semana',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && enRegion(p, LIMA),
  },
  {
    id: 'T-A15',
    tipo: 'parcial',
    prompt: 'estudiantes de marketing con portafolio y buen gusto',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing'),
  },
  {
    id: 'T-A16',
    tipo: 'parcial',
    prompt: 'psicólogos de Arequipa que tengan mucha paciencia',
    correcto: (p) => estudia(p, 'Psicología') && enRegion(p, AREQUIPA),
  },
  {
    id: 'T-A17',
    tipo: 'parcial',
    prompt: 'técnicos en enfermería de Lima dispuestos a trabajar domingos y feriados',
    correcto: (p) => enfermeriaTecnica(p) && enRegion(p, LIMA),
  },
  {
    id: 'T-A18',
    tipo: 'parcial',
    prompt: 'egresados con Power BI avanzado que sepan negociar',
    correcto: (p) => egresado(p) && conoce(p, 'Power BI') >= 3,
  },
  {
    id: 'T-A19',
    tipo: 'parcial',
    prompt: 'diseñadores gráficos de Lima que tengan su propia computadora',
    correcto: (p) => estudia(p, 'Diseño Gráfico') && enRegion(p, LIMA),
  },
  {
    id: 'T-A20',
    tipo: 'parcial',
    prompt: 'finalistas de Arequipa que respondan rápido los mensajes',
    correcto: (p) => estado(p) === 3 && enRegion(p, AREQUIPA),
  },
  {
    id: 'T-A21',
    tipo: 'parcial',
    prompt: 'estudiantes de ingeniería civil de la UNI que vivan cerca de la obra',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil') && de(p, 'UNI'),
  },
  {
    id: 'T-A22',
    tipo: 'parcial',
    prompt: 'de la Continental o de la UNCP, que sean proactivos y de buena actitud',
    correcto: (p) => de(p, 'Continental', 'UNCP'),
  },

  // ------------------------------------------------------------------ fuera
  { id: 'T-F01', tipo: 'fuera', prompt: 'buenos días, ¿qué tal el fin de semana?', correcto: nadie },
  { id: 'T-F02', tipo: 'fuera', prompt: 'cuántos metros de altura tiene el Huascarán', correcto: nadie },
  { id: 'T-F03', tipo: 'fuera', prompt: 'a cómo está la onza de oro hoy', correcto: nadie },
  { id: 'T-F04', tipo: 'fuera', prompt: 'a cuánto se exporta el kilo de palta hass', correcto: nadie },
  { id: 'T-F05', tipo: 'fuera', prompt: 'qué tasa de interés paga un depósito a plazo fijo', correcto: nadie },
  { id: 'T-F06', tipo: 'fuera', prompt: 'recomiéndame un hotel en Iquitos cerca del malecón', correcto: nadie },
  { id: 'T-F07', tipo: 'fuera', prompt: 'qué bus me lleva de Huancayo a Lima de noche', correcto: nadie },
  { id: 'T-F08', tipo: 'fuera', prompt: '¿cómo cambio el logo de mi empresa?', correcto: nadie },
  { id: 'T-F09', tipo: 'fuera', prompt: '¿dónde descargo la factura de mi aviso destacado?', correcto: nadie },
  { id: 'T-F10', tipo: 'fuera', prompt: '¿cómo agrego a otro reclutador a mi cuenta?', correcto: nadie },
  { id: 'T-F11', tipo: 'fuera', prompt: 'qwertyuiop', correcto: nadie },
  { id: 'T-F12', tipo: 'fuera', prompt: '???', correcto: nadie },
  { id: 'T-F13', tipo: 'fuera', prompt: 'ok', correcto: nadie },
  { id: 'T-F14', tipo: 'fuera', prompt: 'escríbeme un poema sobre Cajamarca', correcto: nadie },
  { id: 'T-F15', tipo: 'fuera', prompt: 'cómo calculo la CTS de un trabajador', correcto: nadie },
  { id: 'T-F16', tipo: 'fuera', prompt: 'qué días son feriado en junio', correcto: nadie },
  { id: 'T-F17', tipo: 'fuera', prompt: 'arma un cuadro en Excel con mis gastos del mes', correcto: nadie },
  { id: 'T-F18', tipo: 'fuera', prompt: 'en qué meses se cosecha el arándano en La Libertad', correcto: nadie },

  // ------------------------------------------------------------------ protegido
  { id: 'T-R01', tipo: 'protegido', prompt: 'solo varones, por favor', correcto: nadie },
  {
    id: 'T-R02',
    tipo: 'protegido',
    prompt: 'damas de contabilidad',
    correcto: (p) => estudia(p, 'Contabilidad'),
    sinRasgo: 'de contabilidad',
  },
  { id: 'T-R03', tipo: 'protegido', prompt: 'mejor si son chicas', correcto: nadie },
  { id: 'T-R04', tipo: 'protegido', prompt: 'que tengan menos de 30', correcto: nadie },
  {
    id: 'T-R05',
    tipo: 'protegido',
    prompt: 'ingenieros industriales de 23 a 27',
    correcto: (p) => estudia(p, 'Ingeniería Industrial'),
    sinRasgo: 'ingenieros industriales',
  },
  { id: 'T-R06', tipo: 'protegido', prompt: 'nacidos del 99 para adelante', correcto: nadie },
  {
    id: 'T-R07',
    tipo: 'protegido',
    prompt: 'año de nacimiento 2001 o 2002, egresados de economía',
    correcto: (p) => egresado(p) && estudia(p, 'Economía'),
    sinRasgo: 'egresados de economía',
  },
  {
    id: 'T-R08',
    tipo: 'protegido',
    prompt: 'de 25 años como máximo, de la UNSA',
    correcto: (p) => de(p, 'UNSA'),
    sinRasgo: 'de la UNSA',
  },
  { id: 'T-R09', tipo: 'protegido', prompt: 'que no sean trigueños', correcto: nadie },
  {
    id: 'T-R10',
    tipo: 'protegido',
    prompt: 'blanquitos de la PUCP',
    correcto: (p) => de(p, 'PUCP'),
    sinRasgo: 'de la PUCP',
  },
  { id: 'T-R11', tipo: 'protegido', prompt: 'de ascendencia japonesa', correcto: nadie },
  {
    id: 'T-R12',
    tipo: 'protegido',
    prompt: 'que no sean cholos, postulantes de Junín',
    correcto: (p) => enRegion(p, JUNIN),
    sinRasgo: 'postulantes de Junín',
  },
  { id: 'T-R13', tipo: 'protegido', prompt: 'delgados y de buena estatura', correcto: nadie },
  {
    id: 'T-R14',
    tipo: 'protegido',
    prompt: 'administradores que no sean gorditos',
    correcto: (p) => estudia(p, 'Administración'),
    sinRasgo: 'administradores',
  },
  {
    id: 'T-R15',
    tipo: 'protegido',
    prompt: 'técnicos de mecánica sin tatuajes en el cuello',
    correcto: (p) => tecnico(p) && estudia(p, 'Mecánica'),
    sinRasgo: 'técnicos de mecánica',
  },
  { id: 'T-R16', tipo: 'protegido', prompt: 'que no usen aretes ni piercing', correcto: nadie },
  { id: 'T-R17', tipo: 'protegido', prompt: 'que no piensen embarazarse este año', correcto: nadie },
  {
    id: 'T-R18',
    tipo: 'protegido',
    prompt: 'que no tengan hijos pequeños, de marketing',
    correcto: (p) => estudia(p, 'Marketing'),
    sinRasgo: 'de marketing',
  },
  { id: 'T-R19', tipo: 'protegido', prompt: 'casados de preferencia', correcto: nadie },
  {
    id: 'T-R20',
    tipo: 'protegido',
    prompt: 'divorciados no, contadores de Arequipa',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, AREQUIPA),
    sinRasgo: 'contadores de Arequipa',
  },
  { id: 'T-R21', tipo: 'protegido', prompt: 'que sean adventistas', correcto: nadie },
  {
    id: 'T-R22',
    tipo: 'protegido',
    prompt: 'estudiantes de ingeniería de sistemas que no sean musulmanes',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas'),
    sinRasgo: 'estudiantes de ingeniería de sistemas',
  },
  { id: 'T-R23', tipo: 'protegido', prompt: 'que no tengan problemas de columna', correcto: nadie },
  {
    id: 'T-R24',
    tipo: 'protegido',
    prompt: 'técnicos en enfermería que no tengan VIH',
    correcto: enfermeriaTecnica,
    sinRasgo: 'técnicos en enfermería',
  },
  {
    id: 'T-R25',
    tipo: 'protegido',
    prompt: 'gays no, de ingeniería civil',
    correcto: (p) => estudia(p, 'Ingeniería Civil'),
    sinRasgo: 'de ingeniería civil',
  },
  { id: 'T-R26', tipo: 'protegido', prompt: 'que no sean apristas', correcto: nadie },
  {
    id: 'T-R27',
    tipo: 'protegido',
    prompt: 'egresados de ingeniería industrial que no estén sindicalizados',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Industrial'),
    sinRasgo: 'egresados de ingeniería industrial',
  },
  { id: 'T-R28', tipo: 'protegido', prompt: 'que sean trujillanos de nacimiento', correcto: nadie },
  {
    id: 'T-R29',
    tipo: 'protegido',
    prompt: 'charapas de administración logística',
    correcto: (p) => estudia(p, 'Administración Logística'),
    sinRasgo: 'de administración logística',
  },
  {
    id: 'T-R30',
    tipo: 'protegido',
    prompt: 'con acento limeño, de ciencias de la comunicación',
    correcto: (p) => estudia(p, 'Ciencias de la Comunicación'),
    sinRasgo: 'de ciencias de la comunicación',
  },
  {
    id: 'T-R31',
    tipo: 'protegido',
    prompt: 'oriundos de Puno, estudiantes de contabilidad',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad'),
    sinRasgo: 'estudiantes de contabilidad',
  },

  // ------------------------------------------------------------------ ortografia
  {
    id: 'T-O01',
    tipo: 'ortografia',
    prompt: 'ingenieros anbientales con arcjis',
    limpia: 'ingenieros ambientales con ArcGIS',
    correcto: (p) => estudia(p, 'Ingeniería Ambiental') && conoce(p, 'ArcGIS') >= 1,
  },
  {
    id: 'T-O02',
    tipo: 'ortografia',
    prompt: 'ekonomistas del kinto superior',
    limpia: 'economistas del quinto superior',
    correcto: (p) => estudia(p, 'Economía') && meritoHasta(p, 3),
  },
  {
    id: 'T-O03',
    tipo: 'ortografia',
    prompt: 'jente de el tambo ke sepa exel',
    limpia: 'gente de El Tambo que sepa Excel',
    correcto: (p) => enDistrito(p, 'El Tambo') && conoce(p, 'Excel') >= 1,
  },
  {
    id: 'T-O04',
    tipo: 'ortografia',
    prompt: 'contadores kon siscont de arekipa o junin',
    limpia: 'contadores con SISCONT de Arequipa o Junín',
    correcto: (p) => estudia(p, 'Contabilidad') && conoce(p, 'SISCONT') >= 1 && enRegion(p, AREQUIPA, JUNIN),
  },
  {
    id: 'T-O05',
    tipo: 'ortografia',
    prompt: 'administradores lojisticos',
    limpia: 'administradores logísticos',
    correcto: (p) => estudia(p, 'Administración Logística'),
  },
  {
    id: 'T-O06',
    tipo: 'ortografia',
    prompt: 'postulantes q ablen portuguez o frances',
    limpia: 'postulantes que hablen portugués o francés',
    correcto: (p) => habla(p, 'Portugués') >= 1 || habla(p, 'Francés') >= 1,
  },
  {
    id: 'T-O07',
    tipo: 'ortografia',
    prompt: 'postulantes de la pasifico',
    limpia: 'postulantes de la Pacífico',
    correcto: (p) => de(p, 'UP'),
  },
  {
    id: 'T-O08',
    tipo: 'ortografia',
    prompt: 'estudiantes de 5to año de ing civil',
    limpia: 'estudiantes de quinto año de ingeniería civil',
    correcto: (p) => cicloEntre(p, 9, 10) && estudia(p, 'Ingeniería Civil'),
  },
  {
    id: 'T-O09',
    tipo: 'ortografia',
    prompt: 'ingenieros sibiles sin brebete',
    limpia: 'ingenieros civiles sin brevete',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && !p.licencia,
  },
  {
    id: 'T-O10',
    tipo: 'ortografia',
    prompt: 'tecnicos de arekipa exepto los de tecsup',
    limpia: 'técnicos de Arequipa excepto los de TECSUP',
    correcto: (p) => tecnico(p) && enRegion(p, AREQUIPA) && !de(p, 'TECSUP'),
  },
  {
    id: 'T-O11',
    tipo: 'ortografia',
    prompt: 'finalistaz o en proseso',
    limpia: 'finalistas o en proceso',
    correcto: (p) => estado(p) === 2 || estado(p) === 3,
  },
  {
    id: 'T-O12',
    tipo: 'ortografia',
    prompt: 'psicologos con reclutamiento i seleccion',
    limpia: 'psicólogos con reclutamiento y selección',
    correcto: (p) => estudia(p, 'Psicología') && conoce(p, 'Reclutamiento y selección') >= 1,
  },
  {
    id: 'T-O13',
    tipo: 'ortografia',
    prompt: 'con esperiensia en obra y s10',
    limpia: 'con experiencia en obra y S10',
    correcto: (p) => trabajo(p, 'obra') && conoce(p, 'S10 Costos y Presupuestos') >= 1,
  },
  {
    id: 'T-O14',
    tipo: 'ortografia',
    prompt: 'estudiantes de marketing interezados en enprendimiento',
    limpia: 'estudiantes de marketing interesados en emprendimiento',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing') && interesa(p, 'emprendimiento'),
  },
  {
    id: 'T-O15',
    tipo: 'ortografia',
    prompt: 'egresados de la utp sin ingles',
    limpia: 'egresados de la UTP sin inglés',
    correcto: (p) => egresado(p) && de(p, 'UTP') && habla(p, 'Inglés') === 0,
  },
  {
    id: 'T-O16',
    tipo: 'ortografia',
    prompt: 'de kajamarca o junin',
    limpia: 'de Cajamarca o Junín',
    correcto: (p) => enRegion(p, CAJAMARCA, JUNIN),
  },
  {
    id: 'T-O17',
    tipo: 'ortografia',
    prompt: 'alumnos de 6to siclo de administrasion',
    limpia: 'alumnos de sexto ciclo de administración',
    correcto: (p) => cicloEntre(p, 6, 6) && estudia(p, 'Administración'),
  },
  {
    id: 'T-O18',
    tipo: 'ortografia',
    prompt: 'los 5 megores de la continental',
    limpia: 'los 5 mejores de la Continental',
    correcto: (p) => de(p, 'Continental'),
    limite: 5,
  },
  {
    id: 'T-O19',
    tipo: 'ortografia',
    prompt: 'que sepan pyton y sql',
    limpia: 'que sepan Python y SQL',
    correcto: (p) => conoce(p, 'Python') >= 1 && conoce(p, 'SQL') >= 1,
  },
  {
    id: 'T-O20',
    tipo: 'ortografia',
    prompt: 'ingenieros de sistemas d la uni con git',
    limpia: 'ingenieros de sistemas de la UNI con Git',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && de(p, 'UNI') && conoce(p, 'Git y GitHub') >= 1,
  },
  {
    id: 'T-O21',
    tipo: 'ortografia',
    prompt: 'bachilleres de economia con spss',
    limpia: 'bachilleres de economía con SPSS',
    correcto: (p) => bachiller(p) && estudia(p, 'Economía') && conoce(p, 'IBM SPSS') >= 1,
  },
  {
    id: 'T-O22',
    tipo: 'ortografia',
    prompt: 'descartados de kusko',
    limpia: 'descartados de Cusco',
    correcto: (p) => estado(p) === 1 && enRegion(p, CUSCO),
  },
  {
    id: 'T-O23',
    tipo: 'ortografia',
    prompt: 'tecnicos en enfermeria con primeros auxillos',
    limpia: 'técnicos en enfermería con primeros auxilios',
    correcto: (p) => enfermeriaTecnica(p) && conoce(p, 'Primeros auxilios') >= 1,
  },
  {
    id: 'T-O24',
    tipo: 'ortografia',
    prompt: 'de san juan de luriganco o los olibos',
    limpia: 'de San Juan de Lurigancho o Los Olivos',
    correcto: (p) => enDistrito(p, 'San Juan de Lurigancho', 'Los Olivos'),
  },
  {
    id: 'T-O25',
    tipo: 'ortografia',
    prompt: 'egresados de conta ke no sean d lima',
    limpia: 'egresados de contabilidad que no sean de Lima',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && !enRegion(p, LIMA),
  },
  {
    id: 'T-O26',
    tipo: 'ortografia',
    prompt: 'alumnos de ultimo anio de derecho',
    limpia: 'alumnos de último año de derecho',
    correcto: (p) => ultimoAnio(p) && estudia(p, 'Derecho'),
  },
  {
    id: 'T-O27',
    tipo: 'ortografia',
    prompt: 'de la agustina con ingles intermedo',
    limpia: 'de la Agustina con inglés intermedio',
    correcto: (p) => de(p, 'UNSA') && habla(p, 'Inglés') >= 2,
  },
  {
    id: 'T-O28',
    tipo: 'ortografia',
    prompt: 'diseñadores grafikos con ilustrator',
    limpia: 'diseñadores gráficos con Illustrator',
    correcto: (p) => estudia(p, 'Diseño Gráfico') && conoce(p, 'Adobe Illustrator') >= 1,
  },
  {
    id: 'T-O29',
    tipo: 'ortografia',
    prompt: 'INTERESADOS EN MINERIA, DE AREQUIPA',
    limpia: 'interesados en minería, de Arequipa',
    correcto: (p) => interesa(p, 'minería') && enRegion(p, AREQUIPA),
  },
  {
    id: 'T-O30',
    tipo: 'ortografia',
    prompt: 'estudiantes de ing. ambiental de 8vo a 10mo siclo',
    limpia: 'estudiantes de ingeniería ambiental de octavo a décimo ciclo',
    correcto: (p) => cicloEntre(p, 8, 10) && estudia(p, 'Ingeniería Ambiental'),
  },
  {
    id: 'T-O31',
    tipo: 'ortografia',
    prompt: 'xfa pasame los d la ucsm con exel',
    limpia: 'por favor pásame los de la UCSM con Excel',
    correcto: (p) => de(p, 'UCSM') && conoce(p, 'Excel') >= 1,
  },
];

/** The least of each kind this set holds (what a test of the frozen set can check; issue #33 item 7's kinds). */
export const MINIMOS_RESERVADAS_TERCERA: Record<TipoReservada, number> = {
  plano: 38,
  negacion: 40,
  parcial: 22,
  fuera: 18,
  protegido: 28,
  ortografia: 30,
};
