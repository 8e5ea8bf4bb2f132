/**
 * The assistant's FIFTH held-out evaluation set (issue #33 item 7, docs/assistant-ranking.md «Conjunto reservado»):
 * requests as they are typed by new voices — a cement plant in Junín, a fintech, an airline's ground operations in Lima
 * and Callao, a fishing company of Piura and Chimbote, a public university's research project, a law firm in Arequipa,
 * an accounting outsourcing firm, a textile exporter, a school network, a recruiter who dictates by voice (no
 * punctuation, one run-on sentence) and a recruiter who pastes a job ad and adds «filtrame a los que cumplan» —,
 * formal, rushed, WhatsApp-style, lower-case and in capitals. Written BLIND on 2026-12-02 by reading issue 33, the
 * evaluation pool's CV facts (generador.ts), the demo CVs (the demo seed, read into the pool's shape by demo.ts and
 * scripts/auditar-demo.ts) and the product's documented meanings (docs/assistant.md «What the assistant understands,
 * what it refuses and why», auditoria-reservadas*.md «How the facts were read») only, without reading the interpreter
 * or the ranking and without any answer of the assistant to any request. Who is a correct answer is computed from the
 * facts by reading the request as a person would, never from the ranker. Its requests are neither those of the first
 * four held-out sets (consultas-reservadas.ts, consultas-reservadas-segunda.ts, consultas-reservadas-tercera.ts,
 * consultas-reservadas-cuarta.ts) nor rephrasings of them.
 *
 * FROZEN: its SHA-256 is to be recorded in docs and checked by a test. Never edit this file to fit the parser; a request
 * found wrong is fixed in a new, separately hashed set. Audit: auditoria-reservadas-quinta.md.
 *
 * Kinds (ConsultaReservada, consultas-reservadas.ts), as in the second to fourth sets: `plano` plain criteria;
 * `negacion` exclusions, combinations, counts, order, year of study, preferences («de preferencia X», «ideal si», «mejor
 * si», «deseable» boost X and exclude nobody: the predicate is the rest of the request and `primero` says who comes
 * first) and indifference («no importa si…», «con o sin…»: neither asked nor ruled out); `parcial` partly understood
 * (the predicate is what the understood part selects; the rest must be said back, never a filter); `fuera` off-topic,
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
/** «universitarios»: a university career, at any status. */
const universitario = (p: P) => p.tipo_carrera === 1;
const enfermeriaTecnica = (p: P) => p.carrera === 'Enfermería Técnica';
/** «alguna ingeniería», «ninguna ingeniería»: every career whose name begins with «Ingeniería» (documented). */
const ingenieria = (p: P) => estudia(p, 'Ingeniería');
const trabajo = (p: P, ...areas: AreaExperiencia[]) => p.experiencias.some((e) => areas.includes(e.area));
const conExperiencia = (p: P) => p.experiencias.length > 0;
const ciclo = (p: P) => cicloDe(p) ?? -1;
const cicloEntre = (p: P, desde: number, hasta: number) => estudiante(p) && ciclo(p) >= desde && ciclo(p) <= hasta;
const enRegion = (p: P, ...ids: number[]) => ids.includes(p.id_region);
const enProvincia = (p: P, ...provincias: string[]) => provincias.includes(p.provincia);
const enDistrito = (p: P, ...distritos: string[]) => distritos.includes(p.distrito);
const de = (p: P, ...siglas: string[]) => siglas.includes(p.institucion.sigla);
const estado = (p: P) => estadoEnEval(p);
const interesa = (p: P, ...intereses: Interes[]) => intereses.some((i) => p.intereses.includes(i));
/** Merit place (reference-data.md): 1 primer puesto, 2 décimo, 3 quinto, 4 tercio, 5 medio; «X superior» includes the better ones. */
const meritoHasta = (p: P, codigo: number) => p.orden_merito >= 1 && p.orden_merito <= codigo;
/** Last year of studies, counted from the end of the career: university IX–X, technical V–VI (documented). */
const ultimoAnio = (p: P) => estudiante(p) && (tecnico(p) ? ciclo(p) >= 5 : ciclo(p) >= 9);
/** «algún software contable»: the documented family (CONCAR, SISCONT, Starsoft). */
const softwareContable = (p: P) => ['CONCAR', 'SISCONT', 'Starsoft'].some((k) => conoce(p, k) >= 1);
/** «ofimática»: Word, Excel or PowerPoint, any of them (documented). */
const ofimatica = (p: P) => ['Word', 'Excel', 'PowerPoint'].some((k) => conoce(p, k) >= 1);
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
const PUNO = 21;
/** Regions of the demo CVs only (none in the pool): named beside regions the pool holds. */
const ANCASH = 2;
const MOQUEGUA = 18;
const TACNA = 23;

export const CONSULTAS_RESERVADAS_QUINTA: ConsultaReservada[] = [
  // ------------------------------------------------------------------ plano
  {
    id: 'Q-P01',
    tipo: 'plano',
    prompt: 'Buenos días, les escribo de una cementera: buscamos estudiantes de ingeniería industrial que vivan en Huancayo o en El Tambo',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && enRegion(p, JUNIN) && enDistrito(p, 'Huancayo', 'El Tambo'),
  },
  {
    id: 'Q-P02',
    tipo: 'plano',
    prompt: 'practicantes con experiencia en producción que sepan Lean Six Sigma o Minitab',
    correcto: (p) => trabajo(p, 'produccion') && (conoce(p, 'Lean Six Sigma') >= 1 || conoce(p, 'Minitab') >= 1),
  },
  {
    id: 'Q-P03',
    tipo: 'plano',
    prompt: 'técnicos en mecánica automotriz que sepan lectura de planos o AutoCAD',
    correcto: (p) => tecnico(p) && estudia(p, 'Mecánica Automotriz') && (conoce(p, 'Lectura de planos') >= 1 || conoce(p, 'AutoCAD') >= 1),
  },
  {
    id: 'Q-P04',
    tipo: 'plano',
    prompt: 'hola, somos una fintech y buscamos estudiantes de ingeniería de sistemas que sepan Python y Git',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'Python') >= 1 && conoce(p, 'Git y GitHub') >= 1,
  },
  {
    id: 'Q-P05',
    tipo: 'plano',
    prompt: 'economistas con Power BI intermedio o avanzado',
    correcto: (p) => estudia(p, 'Economía') && conoce(p, 'Power BI') >= 2,
  },
  {
    id: 'Q-P06',
    tipo: 'plano',
    prompt: 'ingenieros de sistemas de la UPC, la UTP o la USIL que sepan SQL',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && de(p, 'UPC', 'UTP', 'USIL') && conoce(p, 'SQL') >= 1,
  },
  {
    id: 'Q-P07',
    tipo: 'plano',
    prompt: 'para operaciones en tierra necesitamos postulantes del Callao con inglés intermedio o más',
    correcto: (p) => enRegion(p, CALLAO) && habla(p, 'Inglés') >= 2,
  },
  {
    id: 'Q-P08',
    tipo: 'plano',
    prompt: 'postulantes que vivan en Bellavista, La Perla o Ventanilla',
    correcto: (p) => enRegion(p, CALLAO) && enDistrito(p, 'Bellavista', 'La Perla', 'Ventanilla'),
  },
  {
    id: 'Q-P09',
    tipo: 'plano',
    prompt: 'gente de la región Piura o de Lambayeque con experiencia en producción o en logística',
    correcto: (p) => enRegion(p, PIURA, LAMBAYEQUE) && trabajo(p, 'produccion', 'logistica'),
  },
  {
    id: 'Q-P10',
    tipo: 'plano',
    prompt: 'técnicos de Áncash, Piura o La Libertad que tengan brevete',
    correcto: (p) => tecnico(p) && enRegion(p, ANCASH, PIURA, LA_LIBERTAD) && p.licencia,
  },
  {
    id: 'Q-P11',
    tipo: 'plano',
    prompt: 'para un proyecto de investigación: estudiantes de la UNMSM o de la UNI interesados en la investigación',
    correcto: (p) => estudiante(p) && de(p, 'UNMSM', 'UNI') && interesa(p, 'investigación'),
  },
  {
    id: 'Q-P12',
    tipo: 'plano',
    prompt: 'bachilleres que manejen SPSS o Stata',
    correcto: (p) => bachiller(p) && (conoce(p, 'IBM SPSS') >= 1 || conoce(p, 'Stata') >= 1),
  },
  {
    id: 'Q-P13',
    tipo: 'plano',
    prompt: 'estudiantes de la UNALM o de la UNI que sigan ingeniería ambiental o ingeniería industrial',
    correcto: (p) => estudiante(p) && de(p, 'UNALM', 'UNI') && estudia(p, 'Ingeniería Ambiental', 'Ingeniería Industrial'),
  },
  {
    id: 'Q-P14',
    tipo: 'plano',
    prompt: 'con ArcGIS o QGIS, de los departamentos de Cusco, Puno o Arequipa',
    correcto: (p) => (conoce(p, 'ArcGIS') >= 1 || conoce(p, 'QGIS') >= 1) && enRegion(p, CUSCO, PUNO, AREQUIPA),
  },
  {
    id: 'Q-P15',
    tipo: 'plano',
    prompt: 'postulantes de alguna ingeniería interesados en la sostenibilidad o en las energías renovables',
    correcto: (p) => ingenieria(p) && interesa(p, 'sostenibilidad', 'energía renovable'),
  },
  {
    id: 'Q-P16',
    tipo: 'plano',
    prompt: 'somos un estudio jurídico: alumnos o egresados de derecho de la UNSA, la UCSM o la San Pablo',
    correcto: (p) => estudia(p, 'Derecho') && de(p, 'UNSA', 'UCSM', 'UCSP'),
  },
  {
    id: 'Q-P17',
    tipo: 'plano',
    prompt: 'practicantes de derecho que hayan trabajado en un estudio de abogados',
    correcto: (p) => estudia(p, 'Derecho') && trabajo(p, 'legal'),
  },
  {
    id: 'Q-P18',
    tipo: 'plano',
    prompt: 'postulantes de derecho que sepan redacción de contratos y tengan experiencia legal',
    correcto: (p) => estudia(p, 'Derecho') && conoce(p, 'Redacción de contratos') >= 1 && trabajo(p, 'legal'),
  },
  {
    id: 'Q-P19',
    tipo: 'plano',
    prompt: 'Somos un outsourcing contable y buscamos técnicos en contabilidad que manejen PLAME y algún software contable',
    correcto: (p) => tecnico(p) && estudia(p, 'Contabilidad') && conoce(p, 'PLAME') >= 1 && softwareContable(p),
  },
  {
    id: 'Q-P20',
    tipo: 'plano',
    prompt: 'contadores con experiencia contable que sepan NIIF',
    correcto: (p) => estudia(p, 'Contabilidad') && trabajo(p, 'contabilidad') && conoce(p, 'NIIF') >= 1,
  },
  {
    id: 'Q-P21',
    tipo: 'plano',
    prompt: 'egresados de contabilidad del SENATI, de Cibertec o del IDAT',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && de(p, 'SENATI', 'Cibertec', 'IDAT'),
  },
  {
    id: 'Q-P22',
    tipo: 'plano',
    prompt: 'para una exportadora textil: diseñadores gráficos de Toulouse Lautrec o del IDAT',
    correcto: (p) => estudia(p, 'Diseño Gráfico') && de(p, 'Toulouse Lautrec', 'IDAT'),
  },
  {
    id: 'Q-P23',
    tipo: 'plano',
    prompt: 'con experiencia en ventas y también en logística',
    correcto: (p) => trabajo(p, 'ventas') && trabajo(p, 'logistica'),
  },
  {
    id: 'Q-P24',
    tipo: 'plano',
    prompt: 'que vivan en Lince, Jesús María o San Isidro',
    correcto: (p) => enRegion(p, LIMA) && enDistrito(p, 'Lince', 'Jesús María', 'San Isidro'),
  },
  {
    id: 'Q-P25',
    tipo: 'plano',
    prompt: 'Somos una red de colegios: buscamos estudiantes de psicología o de educación interesados en la educación',
    correcto: (p) => estudiante(p) && estudia(p, 'Psicología', 'Educación') && interesa(p, 'educación'),
  },
  {
    id: 'Q-P26',
    tipo: 'plano',
    prompt: 'con inglés avanzado y experiencia en ventas, de Lima o del Callao',
    correcto: (p) => habla(p, 'Inglés') >= 3 && trabajo(p, 'ventas') && enRegion(p, LIMA, CALLAO),
  },
  {
    id: 'Q-P27',
    tipo: 'plano',
    prompt: 'necesito ingenieros industriales de Lima que sepan SAP y que tengan inglés intermedio gracias',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && enRegion(p, LIMA) && conoce(p, 'SAP ERP') >= 1 && habla(p, 'Inglés') >= 2,
  },
  {
    id: 'Q-P28',
    tipo: 'plano',
    prompt: 'oye búscame a los que están en proceso que sean de contabilidad o de economía y que vivan en Lima',
    correcto: (p) => estado(p) === 2 && estudia(p, 'Contabilidad', 'Economía') && enRegion(p, LIMA),
  },
  {
    id: 'Q-P29',
    tipo: 'plano',
    prompt:
      'Requisitos: estudiante de Ingeniería Industrial de 8vo ciclo a más, Excel intermedio, inglés básico. Filtrame a los que cumplan',
    correcto: (p) =>
      estudiante(p) && estudia(p, 'Ingeniería Industrial') && ciclo(p) >= 8 && conoce(p, 'Excel') >= 2 && habla(p, 'Inglés') >= 1,
  },
  {
    id: 'Q-P30',
    tipo: 'plano',
    prompt:
      'Practicante contable. Requisitos: egresado o bachiller de Contabilidad, manejo de PLAME y de Excel. Filtrame a los que cumplan, por favor',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && conoce(p, 'PLAME') >= 1 && conoce(p, 'Excel') >= 1,
  },
  {
    id: 'Q-P31',
    tipo: 'plano',
    prompt: 'los finalistas que vivan en Arequipa, Moquegua o Tacna',
    correcto: (p) => estado(p) === 3 && enRegion(p, AREQUIPA, MOQUEGUA, TACNA),
  },
  {
    id: 'Q-P32',
    tipo: 'plano',
    prompt: 'de la UCV o de la UPAO, solo los que están en proceso',
    correcto: (p) => estado(p) === 2 && de(p, 'UCV', 'UPAO'),
  },
  {
    id: 'Q-P33',
    tipo: 'plano',
    prompt: 'contadores del décimo superior',
    correcto: (p) => estudia(p, 'Contabilidad') && meritoHasta(p, 2),
  },
  {
    id: 'Q-P34',
    tipo: 'plano',
    prompt: 'alumnos de ingeniería civil que estén en el medio superior',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil') && meritoHasta(p, 5),
  },
  {
    id: 'Q-P35',
    tipo: 'plano',
    prompt: 'ingenieros civiles o ambientales que cuenten con brevete',
    correcto: (p) => estudia(p, 'Ingeniería Civil', 'Ingeniería Ambiental') && p.licencia,
  },
  {
    id: 'Q-P36',
    tipo: 'plano',
    prompt: 'los de derecho o economía que entraron a la universidad el 2022',
    correcto: (p) => estudia(p, 'Derecho', 'Economía') && p.ingreso === 2022,
  },
  {
    id: 'Q-P37',
    tipo: 'plano',
    prompt: 'egresados 2019 o 2020 de ingeniería de sistemas',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería de Sistemas') && (p.egreso === 2019 || p.egreso === 2020),
  },
  {
    id: 'Q-P38',
    tipo: 'plano',
    prompt: 'ingenieros industriales interesados en finanzas o en emprendimiento',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && interesa(p, 'finanzas', 'emprendimiento'),
  },
  {
    id: 'Q-P39',
    tipo: 'plano',
    prompt: 'con portugués de nivel intermedio para arriba',
    correcto: (p) => habla(p, 'Portugués') >= 2,
  },
  {
    id: 'Q-P40',
    tipo: 'plano',
    prompt: 'que sepan Google Ads y Canva',
    correcto: (p) => conoce(p, 'Google Ads') >= 1 && conoce(p, 'Canva') >= 1,
  },
  {
    id: 'Q-P41',
    tipo: 'plano',
    prompt: 'postulantes de la Ricardo Palma o de la San Martín de Porres',
    correcto: (p) => de(p, 'URP', 'USMP'),
  },
  {
    id: 'Q-P42',
    tipo: 'plano',
    prompt: 'universitarios de la región Ica que hablen inglés',
    correcto: (p) => universitario(p) && enRegion(p, ICA) && habla(p, 'Inglés') >= 1,
  },
  {
    id: 'Q-P43',
    tipo: 'plano',
    prompt: 'que vivan en Los Olivos, San Martín de Porres o Comas',
    correcto: (p) => enRegion(p, LIMA) && enDistrito(p, 'Los Olivos', 'San Martín de Porres', 'Comas'),
  },
  {
    id: 'Q-P44',
    tipo: 'plano',
    prompt: 'mecánicos automotrices del SENATI o de TECSUP',
    correcto: (p) => estudia(p, 'Mecánica Automotriz') && de(p, 'SENATI', 'TECSUP'),
  },
  {
    id: 'Q-P45',
    tipo: 'plano',
    prompt: 'estudiantes del último ciclo de derecho o de ingeniería civil',
    correcto: (p) => cicloEntre(p, 10, 10) && estudia(p, 'Derecho', 'Ingeniería Civil'),
  },
  {
    id: 'Q-P46',
    tipo: 'plano',
    prompt: 'NECESITO EGRESADOS CON EXPERIENCIA EN MARKETING QUE MANEJEN GOOGLE ADS',
    correcto: (p) => egresado(p) && trabajo(p, 'marketing') && conoce(p, 'Google Ads') >= 1,
  },

  // ------------------------------------------------------------------ negacion
  {
    id: 'Q-N01',
    tipo: 'negacion',
    prompt: 'ingenieros industriales de Junín que no vengan de la Continental',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && enRegion(p, JUNIN) && !de(p, 'Continental'),
  },
  {
    id: 'Q-N02',
    tipo: 'negacion',
    prompt: 'egresados de contabilidad sin experiencia contable',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && !trabajo(p, 'contabilidad'),
  },
  {
    id: 'Q-N03',
    tipo: 'negacion',
    prompt: 'postulantes con Python que no manejen Java',
    correcto: (p) => conoce(p, 'Python') >= 1 && conoce(p, 'Java') === 0,
  },
  {
    id: 'Q-N04',
    tipo: 'negacion',
    prompt: 'egresados de economía o de ingeniería de sistemas, salvo los de San Marcos',
    correcto: (p) => egresado(p) && estudia(p, 'Economía', 'Ingeniería de Sistemas') && !de(p, 'UNMSM'),
  },
  {
    id: 'Q-N05',
    tipo: 'negacion',
    prompt: 'de Lima o del Callao, excepto los que viven en San Juan de Lurigancho o en Ate',
    correcto: (p) => enRegion(p, LIMA, CALLAO) && !enDistrito(p, 'San Juan de Lurigancho', 'Ate'),
  },
  {
    id: 'Q-N06',
    tipo: 'negacion',
    prompt: 'técnicos del SENATI que no sean de mecánica automotriz',
    correcto: (p) => tecnico(p) && de(p, 'SENATI') && !estudia(p, 'Mecánica Automotriz'),
  },
  {
    id: 'Q-N07',
    tipo: 'negacion',
    prompt: 'estudiantes de ingeniería civil, descartando a los de la UNI y a los de la PUCP',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil') && !de(p, 'UNI', 'PUCP'),
  },
  {
    id: 'Q-N08',
    tipo: 'negacion',
    prompt: 'gente de Arequipa; los de Yanahuara no, y los de Miraflores tampoco',
    correcto: (p) => enRegion(p, AREQUIPA) && !enDistrito(p, 'Yanahuara', 'Miraflores'),
  },
  {
    id: 'Q-N09',
    tipo: 'negacion',
    prompt: 'contadores de Lambayeque o La Libertad que no estén en proceso ni sean finalistas',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, LAMBAYEQUE, LA_LIBERTAD) && estado(p) !== 2 && estado(p) !== 3,
  },
  {
    id: 'Q-N10',
    tipo: 'negacion',
    prompt: 'egresados de la UTP, a excepción de los de derecho y los de contabilidad',
    correcto: (p) => egresado(p) && de(p, 'UTP') && !estudia(p, 'Derecho', 'Contabilidad'),
  },
  {
    id: 'Q-N11',
    tipo: 'negacion',
    prompt: 'psicólogos que no hablen nada de inglés',
    correcto: (p) => estudia(p, 'Psicología') && habla(p, 'Inglés') === 0,
  },
  {
    id: 'Q-N12',
    tipo: 'negacion',
    prompt: 'técnicos en contabilidad con Excel, pero no avanzado',
    correcto: (p) => tecnico(p) && estudia(p, 'Contabilidad') && conoce(p, 'Excel') >= 1 && conoce(p, 'Excel') < 3,
  },
  {
    id: 'Q-N13',
    tipo: 'negacion',
    prompt: 'postulantes de Cusco o Puno sin licencia de conducir',
    correcto: (p) => enRegion(p, CUSCO, PUNO) && !p.licencia,
  },
  {
    id: 'Q-N14',
    tipo: 'negacion',
    prompt: 'ingenieros ambientales que no sean de Lima ni de Arequipa',
    correcto: (p) => estudia(p, 'Ingeniería Ambiental') && !enRegion(p, LIMA, AREQUIPA),
  },
  {
    id: 'Q-N15',
    tipo: 'negacion',
    prompt: 'de la UNSA, menos los que ya fueron descartados',
    correcto: (p) => de(p, 'UNSA') && estado(p) !== 1,
  },
  {
    id: 'Q-N16',
    tipo: 'negacion',
    prompt: 'estudiantes de penúltimo año de ingeniería civil',
    correcto: (p) => cicloEntre(p, 7, 8) && estudia(p, 'Ingeniería Civil'),
  },
  {
    id: 'Q-N17',
    tipo: 'negacion',
    prompt: 'alumnos de cuarto o quinto año de psicología',
    correcto: (p) => cicloEntre(p, 7, 10) && estudia(p, 'Psicología'),
  },
  {
    id: 'Q-N18',
    tipo: 'negacion',
    prompt: 'estudiantes de ingeniería ambiental que todavía no estén en los últimos ciclos',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Ambiental') && ciclo(p) < 8,
  },
  {
    id: 'Q-N19',
    tipo: 'negacion',
    prompt: 'top 5 de la UNSAAC con inglés',
    correcto: (p) => de(p, 'UNSAAC') && habla(p, 'Inglés') >= 1,
    limite: 5,
  },
  {
    id: 'Q-N20',
    tipo: 'negacion',
    prompt: 'pásame 10 contadores de Lima sin experiencia',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, LIMA) && !conExperiencia(p),
    limite: 10,
  },
  {
    id: 'Q-N21',
    tipo: 'negacion',
    prompt: 'egresados de ingeniería civil de Arequipa, ordenados de más a menos experiencia',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Civil') && enRegion(p, AREQUIPA),
    primero: conExperiencia,
  },
  {
    id: 'Q-N22',
    tipo: 'negacion',
    prompt: 'dame 3 de la UNSA o la UCSM que estén en décimo ciclo',
    correcto: (p) => de(p, 'UNSA', 'UCSM') && cicloEntre(p, 10, 10),
    limite: 3,
  },
  {
    id: 'Q-N23',
    tipo: 'negacion',
    prompt: 'una docena de egresados de ingeniería de sistemas con SQL',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'SQL') >= 1,
    limite: 12,
  },
  {
    id: 'Q-N24',
    tipo: 'negacion',
    prompt: 'estudiantes de ingeniería civil, de preferencia que manejen ETABS',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil'),
    primero: (p) => conoce(p, 'ETABS') >= 1,
  },
  {
    id: 'Q-N25',
    tipo: 'negacion',
    prompt: 'técnicos en administración logística, ideal si tienen brevete',
    correcto: (p) => tecnico(p) && estudia(p, 'Administración Logística'),
    primero: (p) => p.licencia,
  },
  {
    id: 'Q-N26',
    tipo: 'negacion',
    prompt: 'contadores de Arequipa, mejor si son de la UNSA',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, AREQUIPA),
    primero: (p) => de(p, 'UNSA'),
  },
  {
    id: 'Q-N27',
    tipo: 'negacion',
    prompt: 'egresados de marketing, primero los que sepan Google Ads',
    correcto: (p) => egresado(p) && estudia(p, 'Marketing'),
    primero: (p) => conoce(p, 'Google Ads') >= 1,
  },
  {
    id: 'Q-N28',
    tipo: 'negacion',
    prompt: 'psicólogos de Lima, deseable inglés avanzado',
    correcto: (p) => estudia(p, 'Psicología') && enRegion(p, LIMA),
    primero: (p) => habla(p, 'Inglés') >= 3,
  },
  {
    id: 'Q-N29',
    tipo: 'negacion',
    prompt: 'ingenieros de sistemas que no hayan trabajado en soporte, los de último año primero',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && !trabajo(p, 'soporte'),
    primero: ultimoAnio,
  },
  {
    id: 'Q-N30',
    tipo: 'negacion',
    prompt: 'bachilleres que no estén en el tercio superior',
    correcto: (p) => bachiller(p) && !meritoHasta(p, 4),
  },
  {
    id: 'Q-N31',
    tipo: 'negacion',
    prompt: 'de ingeniería industrial, que no sepan SAP ni Power BI',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && conoce(p, 'SAP ERP') === 0 && conoce(p, 'Power BI') === 0,
  },
  {
    id: 'Q-N32',
    tipo: 'negacion',
    prompt: 'estudiantes de contabilidad que no manejen ningún software contable',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad') && !softwareContable(p),
  },
  {
    id: 'Q-N33',
    tipo: 'negacion',
    prompt: 'de la PUCP o la Ulima, pero no de derecho ni de psicología',
    correcto: (p) => de(p, 'PUCP', 'ULima') && !estudia(p, 'Derecho', 'Psicología'),
  },
  {
    id: 'Q-N34',
    tipo: 'negacion',
    prompt: 'técnicos en computación sin inglés ni experiencia',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática') && habla(p, 'Inglés') === 0 && !conExperiencia(p),
  },
  {
    id: 'Q-N35',
    tipo: 'negacion',
    prompt: 'egresados de la UCV que no vivan en La Libertad',
    correcto: (p) => egresado(p) && de(p, 'UCV') && !enRegion(p, LA_LIBERTAD),
  },
  {
    id: 'Q-N36',
    tipo: 'negacion',
    prompt: 'de la región Lima pero fuera de Lima Metropolitana, con experiencia',
    correcto: (p) => enRegion(p, LIMA) && !enProvincia(p, 'Lima') && conExperiencia(p),
  },
  {
    id: 'Q-N37',
    tipo: 'negacion',
    prompt: 'todos los finalistas menos los de La Libertad y los de Lambayeque',
    correcto: (p) => estado(p) === 3 && !enRegion(p, LA_LIBERTAD, LAMBAYEQUE),
  },
  {
    id: 'Q-N38',
    tipo: 'negacion',
    prompt: 'ingenieros civiles con brevete, omite a los descartados',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && p.licencia && estado(p) !== 1,
  },
  {
    id: 'Q-N39',
    tipo: 'negacion',
    prompt: 'sin contar a los que están en proceso, egresados de la UNI',
    correcto: (p) => egresado(p) && de(p, 'UNI') && estado(p) !== 2,
  },
  {
    id: 'Q-N40',
    tipo: 'negacion',
    prompt: 'alumnos de la San Martín de Porres o de la Científica del Sur, quitando a los que están en quinto ciclo o menos',
    correcto: (p) => estudiante(p) && de(p, 'USMP', 'UCSUR') && ciclo(p) >= 6,
  },
  {
    id: 'Q-N41',
    tipo: 'negacion',
    prompt: 'egresados de ingeniería industrial de 2024 para adelante, pero sin los de Lima',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Industrial') && (p.egreso ?? 0) >= 2024 && !enRegion(p, LIMA),
  },
  {
    id: 'Q-N42',
    tipo: 'negacion',
    prompt: 'estudiantes de marketing que no hayan trabajado ni en ventas ni en marketing',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing') && !trabajo(p, 'ventas', 'marketing'),
  },
  {
    id: 'Q-N43',
    tipo: 'negacion',
    prompt: 'egresados del quinto superior excepto los de contabilidad',
    correcto: (p) => egresado(p) && meritoHasta(p, 3) && !estudia(p, 'Contabilidad'),
  },
  {
    id: 'Q-N44',
    tipo: 'negacion',
    prompt: 'alumnos de último año que no sean de Lima ni del Callao',
    correcto: (p) => ultimoAnio(p) && !enRegion(p, LIMA, CALLAO),
  },
  {
    id: 'Q-N45',
    tipo: 'negacion',
    prompt: 'alumnos de TECSUP o del SENATI que estén en su último año',
    correcto: (p) => de(p, 'TECSUP', 'SENATI') && ultimoAnio(p),
  },
  {
    id: 'Q-N46',
    tipo: 'negacion',
    prompt: 'dame 8 ingenieros industriales, primero los del quinto superior',
    correcto: (p) => estudia(p, 'Ingeniería Industrial'),
    limite: 8,
    primero: (p) => meritoHasta(p, 3),
  },
  {
    id: 'Q-N47',
    tipo: 'negacion',
    prompt: 'de ingeniería civil, todos menos los que no hablan inglés',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && habla(p, 'Inglés') >= 1,
  },
  {
    id: 'Q-N48',
    tipo: 'negacion',
    prompt: 'egresados de contabilidad que no sean técnicos',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && !tecnico(p),
  },
  {
    id: 'Q-N49',
    tipo: 'negacion',
    prompt: 'ingenieros de sistemas que sepan Java o Python pero no SQL',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && (conoce(p, 'Java') >= 1 || conoce(p, 'Python') >= 1) && conoce(p, 'SQL') === 0,
  },
  {
    id: 'Q-N50',
    tipo: 'negacion',
    prompt: 'gente de Lima Metropolitana con Excel avanzado, que no sean de Los Olivos',
    correcto: (p) => enRegion(p, LIMA) && enProvincia(p, 'Lima') && conoce(p, 'Excel') >= 3 && !enDistrito(p, 'Los Olivos'),
  },
  {
    id: 'Q-N51',
    tipo: 'negacion',
    prompt: 'de la región Ica, pásame los 6 con más experiencia',
    correcto: (p) => enRegion(p, ICA),
    limite: 6,
    primero: conExperiencia,
  },
  {
    id: 'Q-N52',
    tipo: 'negacion',
    prompt: 'dame a los de contabilidad de la Pedro Ruiz Gallo que no estén descartados y ponme primero a los que tienen experiencia',
    correcto: (p) => estudia(p, 'Contabilidad') && de(p, 'UNPRG') && estado(p) !== 1,
    primero: conExperiencia,
  },
  {
    id: 'Q-N53',
    tipo: 'negacion',
    prompt: 'ingenieros civiles con S10, mejor si no son de Lima',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && conoce(p, 'S10 Costos y Presupuestos') >= 1,
    primero: (p) => !enRegion(p, LIMA),
  },
  {
    id: 'Q-N54',
    tipo: 'negacion',
    prompt: 'egresados de derecho de Arequipa, no importa si tienen experiencia o no',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && enRegion(p, AREQUIPA),
  },
  {
    id: 'Q-N55',
    tipo: 'negacion',
    prompt: 'técnicos en enfermería del Callao o de Lima, con o sin experiencia',
    correcto: (p) => enfermeriaTecnica(p) && enRegion(p, CALLAO, LIMA),
  },
  {
    id: 'Q-N56',
    tipo: 'negacion',
    prompt: 'ingenieros industriales de La Libertad o Lambayeque que no tengan experiencia en producción',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && enRegion(p, LA_LIBERTAD, LAMBAYEQUE) && !trabajo(p, 'produccion'),
  },
  {
    id: 'Q-N57',
    tipo: 'negacion',
    prompt: 'egresados de economía que no hablen inglés avanzado',
    correcto: (p) => egresado(p) && estudia(p, 'Economía') && habla(p, 'Inglés') < 3,
  },
  {
    id: 'Q-N58',
    tipo: 'negacion',
    prompt: 'alumnos de la UNSAAC que no estudien ninguna ingeniería',
    correcto: (p) => estudiante(p) && de(p, 'UNSAAC') && !ingenieria(p),
  },
  {
    id: 'Q-N59',
    tipo: 'negacion',
    prompt: 'estudiantes de derecho de San Marcos, empezando por los más avanzados',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && de(p, 'UNMSM'),
    primero: (p) => ciclo(p) >= 9,
  },
  {
    id: 'Q-N60',
    tipo: 'negacion',
    prompt: 'con inglés pero no básico, egresados de la PUCP',
    correcto: (p) => egresado(p) && de(p, 'PUCP') && habla(p, 'Inglés') >= 2,
  },

  // ------------------------------------------------------------------ parcial
  {
    id: 'Q-A01',
    tipo: 'parcial',
    prompt: 'estudiantes de ingeniería industrial que puedan mudarse a Tarma por seis meses',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial'),
  },
  {
    id: 'Q-A02',
    tipo: 'parcial',
    prompt: 'ingenieros ambientales con promedio ponderado mayor a 14',
    correcto: (p) => estudia(p, 'Ingeniería Ambiental'),
  },
  {
    id: 'Q-A03',
    tipo: 'parcial',
    prompt: 'postulantes con SQL que tengan mentalidad de startup',
    correcto: (p) => conoce(p, 'SQL') >= 1,
  },
  {
    id: 'Q-A04',
    tipo: 'parcial',
    prompt: 'egresados de economía que acepten una subvención de 1500 soles',
    correcto: (p) => egresado(p) && estudia(p, 'Economía'),
  },
  {
    id: 'Q-A05',
    tipo: 'parcial',
    prompt: 'postulantes con inglés avanzado que puedan hacer turnos de madrugada en el aeropuerto',
    correcto: (p) => habla(p, 'Inglés') >= 3,
  },
  {
    id: 'Q-A06',
    tipo: 'parcial',
    prompt: 'técnicos en mecánica automotriz que vivan a menos de media hora del aeropuerto',
    correcto: (p) => tecnico(p) && estudia(p, 'Mecánica Automotriz'),
  },
  {
    id: 'Q-A07',
    tipo: 'parcial',
    prompt: 'ingenieros industriales de La Libertad o Lambayeque dispuestos a embarcarse varios días',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && enRegion(p, LA_LIBERTAD, LAMBAYEQUE),
  },
  {
    id: 'Q-A08',
    tipo: 'parcial',
    prompt: 'egresados con experiencia en producción que puedan trasladarse a Chimbote',
    correcto: (p) => egresado(p) && trabajo(p, 'produccion'),
  },
  {
    id: 'Q-A09',
    tipo: 'parcial',
    prompt: 'estudiantes de la UNMSM que tengan publicaciones en revistas indexadas',
    correcto: (p) => estudiante(p) && de(p, 'UNMSM'),
  },
  {
    id: 'Q-A10',
    tipo: 'parcial',
    prompt: 'bachilleres de economía que puedan dedicarle 20 horas semanales al proyecto',
    correcto: (p) => bachiller(p) && estudia(p, 'Economía'),
  },
  {
    id: 'Q-A11',
    tipo: 'parcial',
    prompt: 'alumnos de derecho con experiencia legal que puedan firmar el convenio de prácticas esta misma semana',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && trabajo(p, 'legal'),
  },
  {
    id: 'Q-A12',
    tipo: 'parcial',
    prompt: 'egresados de derecho con derecho civil que puedan ir al Poder Judicial todas las mañanas',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && conoce(p, 'Derecho civil') >= 1,
  },
  {
    id: 'Q-A13',
    tipo: 'parcial',
    prompt: 'técnicos en contabilidad con CONCAR que sean muy meticulosos',
    correcto: (p) => tecnico(p) && estudia(p, 'Contabilidad') && conoce(p, 'CONCAR') >= 1,
  },
  {
    id: 'Q-A14',
    tipo: 'parcial',
    prompt: 'técnicos en contabilidad con experiencia contable y certificado de antecedentes policiales',
    correcto: (p) => tecnico(p) && estudia(p, 'Contabilidad') && trabajo(p, 'contabilidad'),
  },
  {
    id: 'Q-A15',
    tipo: 'parcial',
    prompt: 'diseñadores gráficos que conozcan las tendencias de la moda',
    correcto: (p) => estudia(p, 'Diseño Gráfico'),
  },
  {
    id: 'Q-A16',
    tipo: 'parcial',
    prompt: 'con experiencia en ventas que tengan contactos con compradores de Estados Unidos',
    correcto: (p) => trabajo(p, 'ventas'),
  },
  {
    id: 'Q-A17',
    tipo: 'parcial',
    prompt: 'psicólogos que se lleven bien con niños de primaria',
    correcto: (p) => estudia(p, 'Psicología'),
  },
  {
    id: 'Q-A18',
    tipo: 'parcial',
    prompt: 'estudiantes de ciencias de la comunicación con disponibilidad para las vacaciones útiles de enero',
    correcto: (p) => estudiante(p) && estudia(p, 'Ciencias de la Comunicación'),
  },
  {
    id: 'Q-A19',
    tipo: 'parcial',
    prompt: 'busco egresados de contabilidad que tengan Excel avanzado y que puedan empezar la próxima semana sin falta',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && conoce(p, 'Excel') >= 3,
  },
  {
    id: 'Q-A20',
    tipo: 'parcial',
    prompt: 'Requisitos: bachiller en Ingeniería Civil, S10, disponibilidad inmediata y movilidad propia. Filtrame a los que cumplan',
    correcto: (p) => bachiller(p) && estudia(p, 'Ingeniería Civil') && conoce(p, 'S10 Costos y Presupuestos') >= 1,
  },
  {
    id: 'Q-A21',
    tipo: 'parcial',
    prompt: 'gente de Arequipa con experiencia en atención al cliente que tenga celular con internet',
    correcto: (p) => enRegion(p, AREQUIPA) && trabajo(p, 'atencion'),
  },
  {
    id: 'Q-A22',
    tipo: 'parcial',
    prompt: 'ingenieros de sistemas de la UNI con buena capacidad de abstracción',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && de(p, 'UNI'),
  },
  {
    id: 'Q-A23',
    tipo: 'parcial',
    prompt: 'egresados de la UCSM o la San Pablo que no tengan deudas en Infocorp',
    correcto: (p) => egresado(p) && de(p, 'UCSM', 'UCSP'),
  },
  {
    id: 'Q-A24',
    tipo: 'parcial',
    prompt: 'técnicos en enfermería con experiencia en atención al cliente que tengan letra clara',
    correcto: (p) => enfermeriaTecnica(p) && trabajo(p, 'atencion'),
  },
  {
    id: 'Q-A25',
    tipo: 'parcial',
    prompt: 'postulantes de Junín que hablen quechua y acepten viajar a las comunidades de la sierra central',
    correcto: (p) => enRegion(p, JUNIN) && habla(p, 'Quechua') >= 1,
  },
  {
    id: 'Q-A26',
    tipo: 'parcial',
    prompt: 'estudiantes de marketing con buena energía para activaciones en la calle',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing'),
  },

  // ------------------------------------------------------------------ fuera
  { id: 'Q-F01', tipo: 'fuera', prompt: 'cómo se prepara el arroz con pato a la chiclayana', correcto: nadie },
  { id: 'Q-F02', tipo: 'fuera', prompt: 'va a hacer mucho frío esta semana en Huancayo?', correcto: nadie },
  { id: 'Q-F03', tipo: 'fuera', prompt: 'a qué hora juega la U este domingo', correcto: nadie },
  { id: 'Q-F04', tipo: 'fuera', prompt: 'necesito alguien que me pinte la sala el sábado', correcto: nadie },
  { id: 'Q-F05', tipo: 'fuera', prompt: 'busco un técnico que venga a arreglar mi lavadora', correcto: nadie },
  { id: 'Q-F06', tipo: 'fuera', prompt: 'holaaa', correcto: nadie },
  { id: 'Q-F07', tipo: 'fuera', prompt: 'a cuánto está la bolsa de cemento Andino', correcto: nadie },
  { id: 'Q-F08', tipo: 'fuera', prompt: 'cuántos vuelos salen de Lima a Piura los domingos', correcto: nadie },
  { id: 'Q-F09', tipo: 'fuera', prompt: 'a cómo está la tonelada de harina de pescado', correcto: nadie },
  { id: 'Q-F10', tipo: 'fuera', prompt: 'qué es mejor, Yape o Plin?', correcto: nadie },
  { id: 'Q-F11', tipo: 'fuera', prompt: 'explícame la ley de modalidades formativas laborales', correcto: nadie },
  { id: 'Q-F12', tipo: 'fuera', prompt: 'kjkjkjkj', correcto: nadie },
  { id: 'Q-F13', tipo: 'fuera', prompt: 'zxcvbnm asdf', correcto: nadie },
  { id: 'Q-F14', tipo: 'fuera', prompt: '¿cómo marco a un postulante como finalista?', correcto: nadie },
  { id: 'Q-F15', tipo: 'fuera', prompt: '¿dónde veo cuántas personas vieron mi aviso?', correcto: nadie },
  { id: 'Q-F16', tipo: 'fuera', prompt: '¿cómo renuevo mi membresía premium?', correcto: nadie },
  { id: 'Q-F17', tipo: 'fuera', prompt: 'dime un chiste de contadores', correcto: nadie },
  { id: 'Q-F18', tipo: 'fuera', prompt: 'recomiéndame una serie para el fin de semana', correcto: nadie },
  { id: 'Q-F19', tipo: 'fuera', prompt: 'oye recuérdame que mañana tengo reunión con gerencia a las diez', correcto: nadie },
  { id: 'Q-F20', tipo: 'fuera', prompt: 'quién ganó el Mundial de Qatar', correcto: nadie },
  { id: 'Q-F21', tipo: 'fuera', prompt: 'mi impresora no imprime, qué hago', correcto: nadie },
  { id: 'Q-F22', tipo: 'fuera', prompt: 'qué hora es ahorita en Madrid', correcto: nadie },

  // ------------------------------------------------------------------ protegido
  { id: 'Q-R01', tipo: 'protegido', prompt: 'solo personal masculino', correcto: nadie },
  { id: 'Q-R02', tipo: 'protegido', prompt: 'que no pasen de los 23', correcto: nadie },
  { id: 'Q-R03', tipo: 'protegido', prompt: 'que hayan nacido antes de 1998', correcto: nadie },
  { id: 'Q-R04', tipo: 'protegido', prompt: 'nada de cuarentones', correcto: nadie },
  { id: 'Q-R05', tipo: 'protegido', prompt: 'preferible de piel blanca', correcto: nadie },
  { id: 'Q-R06', tipo: 'protegido', prompt: 'que no tengan apellidos quechuas', correcto: nadie },
  { id: 'Q-R07', tipo: 'protegido', prompt: 'que no sean bajitos', correcto: nadie },
  { id: 'Q-R08', tipo: 'protegido', prompt: 'que no tengan tattoos', correcto: nadie },
  { id: 'Q-R09', tipo: 'protegido', prompt: 'que no vayan a pedir licencia por maternidad', correcto: nadie },
  { id: 'Q-R10', tipo: 'protegido', prompt: 'que sean solteras', correcto: nadie },
  { id: 'Q-R11', tipo: 'protegido', prompt: 'que no sean ateos', correcto: nadie },
  { id: 'Q-R12', tipo: 'protegido', prompt: 'que no tengan ningún problema de salud mental', correcto: nadie },
  { id: 'Q-R13', tipo: 'protegido', prompt: 'trans no', correcto: nadie },
  { id: 'Q-R14', tipo: 'protegido', prompt: 'que no sean caviares', correcto: nadie },
  { id: 'Q-R15', tipo: 'protegido', prompt: 'arequipeños nomás', correcto: nadie },
  { id: 'Q-R16', tipo: 'protegido', prompt: 'sin dejo norteño', correcto: nadie },
  { id: 'Q-R17', tipo: 'protegido', prompt: 'puros veinteañeros', correcto: nadie },
  { id: 'Q-R18', tipo: 'protegido', prompt: 'que no pertenezcan a ningún gremio sindical', correcto: nadie },
  {
    id: 'Q-R19',
    tipo: 'protegido',
    prompt: 'ingenieras industriales de Arequipa',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && enRegion(p, AREQUIPA),
    sinRasgo: 'ingenieros industriales de Arequipa',
  },
  {
    id: 'Q-R20',
    tipo: 'protegido',
    prompt: 'contadoras con CONCAR',
    correcto: (p) => estudia(p, 'Contabilidad') && conoce(p, 'CONCAR') >= 1,
    sinRasgo: 'contadores con CONCAR',
  },
  {
    id: 'Q-R21',
    tipo: 'protegido',
    prompt: 'chibolos de la UPC con Excel',
    correcto: (p) => de(p, 'UPC') && conoce(p, 'Excel') >= 1,
    sinRasgo: 'de la UPC con Excel',
  },
  {
    id: 'Q-R22',
    tipo: 'protegido',
    prompt: 'de 22 años para abajo, estudiantes de ingeniería ambiental',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Ambiental'),
    sinRasgo: 'estudiantes de ingeniería ambiental',
  },
  {
    id: 'Q-R23',
    tipo: 'protegido',
    prompt: 'con edad entre 21 y 25, egresados de la UNT con inglés',
    correcto: (p) => egresado(p) && de(p, 'UNT') && habla(p, 'Inglés') >= 1,
    sinRasgo: 'egresados de la UNT con inglés',
  },
  {
    id: 'Q-R24',
    tipo: 'protegido',
    prompt: 'millennials no, egresados de ingeniería ambiental con ArcGIS',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Ambiental') && conoce(p, 'ArcGIS') >= 1,
    sinRasgo: 'egresados de ingeniería ambiental con ArcGIS',
  },
  {
    id: 'Q-R25',
    tipo: 'protegido',
    prompt: 'que no sean prietos, contadores de la UNSA',
    correcto: (p) => estudia(p, 'Contabilidad') && de(p, 'UNSA'),
    sinRasgo: 'contadores de la UNSA',
  },
  {
    id: 'Q-R26',
    tipo: 'protegido',
    prompt: 'mestizos, egresados de ingeniería de sistemas',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería de Sistemas'),
    sinRasgo: 'egresados de ingeniería de sistemas',
  },
  {
    id: 'Q-R27',
    tipo: 'protegido',
    prompt: 'de buen porte, egresados de marketing con Canva',
    correcto: (p) => egresado(p) && estudia(p, 'Marketing') && conoce(p, 'Canva') >= 1,
    sinRasgo: 'egresados de marketing con Canva',
  },
  {
    id: 'Q-R28',
    tipo: 'protegido',
    prompt: 'guapas y con inglés',
    correcto: (p) => habla(p, 'Inglés') >= 1,
    sinRasgo: 'con inglés',
  },
  {
    id: 'Q-R29',
    tipo: 'protegido',
    prompt: 'sin pircing en la ceja, técnicos de TECSUP con Excel',
    correcto: (p) => tecnico(p) && de(p, 'TECSUP') && conoce(p, 'Excel') >= 1,
    sinRasgo: 'técnicos de TECSUP con Excel',
  },
  {
    id: 'Q-R30',
    tipo: 'protegido',
    prompt: 'sin carga familiar, contadores de Lima',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, LIMA),
    sinRasgo: 'contadores de Lima',
  },
  {
    id: 'Q-R31',
    tipo: 'protegido',
    prompt: 'solteros sin compromiso, egresados de economía de Lima',
    correcto: (p) => egresado(p) && estudia(p, 'Economía') && enRegion(p, LIMA),
    sinRasgo: 'egresados de economía de Lima',
  },
  {
    id: 'Q-R32',
    tipo: 'protegido',
    prompt: 'creyentes, egresados de la Católica San Pablo',
    correcto: (p) => egresado(p) && de(p, 'UCSP'),
    sinRasgo: 'egresados de la Católica San Pablo',
  },
  {
    id: 'Q-R33',
    tipo: 'protegido',
    prompt: 'sin asma ni alergias, técnicos en computación de Lima',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática') && enRegion(p, LIMA),
    sinRasgo: 'técnicos en computación de Lima',
  },
  {
    id: 'Q-R34',
    tipo: 'protegido',
    prompt: 'que oigan bien, con experiencia en atención al cliente, de Lima',
    correcto: (p) => trabajo(p, 'atencion') && enRegion(p, LIMA),
    sinRasgo: 'con experiencia en atención al cliente, de Lima',
  },
  {
    id: 'Q-R35',
    tipo: 'protegido',
    prompt: 'nada de lesbianas, ingenieros de sistemas con Git',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'Git y GitHub') >= 1,
    sinRasgo: 'ingenieros de sistemas con Git',
  },
  {
    id: 'Q-R36',
    tipo: 'protegido',
    prompt: 'sin afiliación a partidos políticos, egresados de derecho de la PUCP',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && de(p, 'PUCP'),
    sinRasgo: 'egresados de derecho de la PUCP',
  },
  {
    id: 'Q-R37',
    tipo: 'protegido',
    prompt: 'cusqueños, estudiantes de derecho con inglés',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && habla(p, 'Inglés') >= 1,
    sinRasgo: 'estudiantes de derecho con inglés',
  },
  {
    id: 'Q-R38',
    tipo: 'protegido',
    prompt: 'peruanos de nacimiento, egresados de contabilidad con NIIF',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && conoce(p, 'NIIF') >= 1,
    sinRasgo: 'egresados de contabilidad con NIIF',
  },
  {
    id: 'Q-R39',
    tipo: 'protegido',
    prompt: 'huancaínos, egresados con experiencia en producción',
    correcto: (p) => egresado(p) && trabajo(p, 'produccion'),
    sinRasgo: 'egresados con experiencia en producción',
  },
  {
    id: 'Q-R40',
    tipo: 'protegido',
    prompt: 'que no estén encinta, técnicas en enfermería de Lima',
    correcto: (p) => enfermeriaTecnica(p) && enRegion(p, LIMA),
    sinRasgo: 'técnicos en enfermería de Lima',
  },
  {
    id: 'Q-R41',
    tipo: 'protegido',
    prompt: 'mayores de 30 no, egresados de ingeniería industrial del tercio superior',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Industrial') && meritoHasta(p, 4),
    sinRasgo: 'egresados de ingeniería industrial del tercio superior',
  },

  // ------------------------------------------------------------------ ortografia
  {
    id: 'Q-O01',
    tipo: 'ortografia',
    prompt: 'postulantes del kusko con kechua intermedio',
    limpia: 'postulantes del Cusco con quechua intermedio',
    correcto: (p) => enRegion(p, CUSCO) && habla(p, 'Quechua') >= 2,
  },
  {
    id: 'Q-O02',
    tipo: 'ortografia',
    prompt: 'ingenieros sivilez con rebit',
    limpia: 'ingenieros civiles con Revit',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && conoce(p, 'Revit') >= 1,
  },
  {
    id: 'Q-O03',
    tipo: 'ortografia',
    prompt: 'ekonomistas de la pukp o de la u del pasifico',
    limpia: 'economistas de la PUCP o de la Universidad del Pacífico',
    correcto: (p) => estudia(p, 'Economía') && de(p, 'PUCP', 'UP'),
  },
  {
    id: 'Q-O04',
    tipo: 'ortografia',
    prompt: 'estudiantes de 4to año de ing. industrial',
    limpia: 'estudiantes de cuarto año de ingeniería industrial',
    correcto: (p) => cicloEntre(p, 7, 8) && estudia(p, 'Ingeniería Industrial'),
  },
  {
    id: 'Q-O05',
    tipo: 'ortografia',
    prompt: 'adm. logistica del tecsup',
    limpia: 'administración logística de TECSUP',
    correcto: (p) => estudia(p, 'Administración Logística') && de(p, 'TECSUP'),
  },
  {
    id: 'Q-O06',
    tipo: 'ortografia',
    prompt: 'egresadoz de derecho kon derecho laboral',
    limpia: 'egresados de derecho con derecho laboral',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && conoce(p, 'Derecho laboral') >= 1,
  },
  {
    id: 'Q-O07',
    tipo: 'ortografia',
    prompt: 'ESTUDIANTES DE 8VO CICLO DE ING. DE SISTEMAS CON JAVA',
    limpia: 'estudiantes de octavo ciclo de ingeniería de sistemas con Java',
    correcto: (p) => cicloEntre(p, 8, 8) && estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'Java') >= 1,
  },
  {
    id: 'Q-O08',
    tipo: 'ortografia',
    prompt: 'contadores q no sepan siscont',
    limpia: 'contadores que no sepan SISCONT',
    correcto: (p) => estudia(p, 'Contabilidad') && conoce(p, 'SISCONT') === 0,
  },
  {
    id: 'Q-O09',
    tipo: 'ortografia',
    prompt: 'jente de la molina o surco con ingles',
    limpia: 'gente de La Molina o Surco con inglés',
    correcto: (p) => enRegion(p, LIMA) && enDistrito(p, 'La Molina', 'Santiago de Surco') && habla(p, 'Inglés') >= 1,
  },
  {
    id: 'Q-O10',
    tipo: 'ortografia',
    prompt: 'economistas con estata i espss',
    limpia: 'economistas con Stata y SPSS',
    correcto: (p) => estudia(p, 'Economía') && conoce(p, 'Stata') >= 1 && conoce(p, 'IBM SPSS') >= 1,
  },
  {
    id: 'Q-O11',
    tipo: 'ortografia',
    prompt: 'ingenieros de sistemas kon linuks',
    limpia: 'ingenieros de sistemas con Linux',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'Linux') >= 1,
  },
  {
    id: 'Q-O12',
    tipo: 'ortografia',
    prompt: 'tecnicos de compu ke sepan soporte tecnico de computadoras',
    limpia: 'técnicos de computación que sepan soporte técnico de computadoras',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática') && conoce(p, 'Soporte técnico de computadoras') >= 1,
  },
  {
    id: 'Q-O13',
    tipo: 'ortografia',
    prompt: 'los seleksionados de la libertad',
    limpia: 'los seleccionados de La Libertad',
    correcto: (p) => estado(p) === 3 && enRegion(p, LA_LIBERTAD),
  },
  {
    id: 'Q-O14',
    tipo: 'ortografia',
    prompt: 'xfa los de kontabilidad ke esten en 9no o 10mo siclo',
    limpia: 'por favor, los de contabilidad que estén en noveno o décimo ciclo',
    correcto: (p) => estudia(p, 'Contabilidad') && cicloEntre(p, 9, 10),
  },
  {
    id: 'Q-O15',
    tipo: 'ortografia',
    prompt: 'bachilleres con ecsel abansado',
    limpia: 'bachilleres con Excel avanzado',
    correcto: (p) => bachiller(p) && conoce(p, 'Excel') >= 3,
  },
  {
    id: 'Q-O16',
    tipo: 'ortografia',
    prompt: 'injenieros industriales d la uni o d la unalm',
    limpia: 'ingenieros industriales de la UNI o de la UNALM',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && de(p, 'UNI', 'UNALM'),
  },
  {
    id: 'Q-O17',
    tipo: 'ortografia',
    prompt: 'alumnos de merkadoteknia de lima',
    limpia: 'alumnos de mercadotecnia de Lima',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing') && enRegion(p, LIMA),
  },
  {
    id: 'Q-O18',
    tipo: 'ortografia',
    prompt: 'bachiyeres de ing. industrial o de ekonomia',
    limpia: 'bachilleres de ingeniería industrial o de economía',
    correcto: (p) => bachiller(p) && estudia(p, 'Ingeniería Industrial', 'Economía'),
  },
  {
    id: 'Q-O19',
    tipo: 'ortografia',
    prompt: 'bendedores de lambayeke o piura',
    limpia: 'vendedores de Lambayeque o Piura',
    correcto: (p) => trabajo(p, 'ventas') && enRegion(p, LAMBAYEQUE, PIURA),
  },
  {
    id: 'Q-O20',
    tipo: 'ortografia',
    prompt: 'ing. de sistemas d la uni, primero los q sepan piton',
    limpia: 'ingenieros de sistemas de la UNI, primero los que sepan Python',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && de(p, 'UNI'),
    primero: (p) => conoce(p, 'Python') >= 1,
  },
  {
    id: 'Q-O21',
    tipo: 'ortografia',
    prompt: 'HAY CONTADORES DE AREQUIPA CON PLAME?',
    limpia: '¿hay contadores de Arequipa con PLAME?',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, AREQUIPA) && conoce(p, 'PLAME') >= 1,
  },
  {
    id: 'Q-O22',
    tipo: 'ortografia',
    prompt: 'los q entraron el 2021 a injenieria sibil',
    limpia: 'los que entraron el 2021 a ingeniería civil',
    correcto: (p) => p.ingreso === 2021 && estudia(p, 'Ingeniería Civil'),
  },
  {
    id: 'Q-O23',
    tipo: 'ortografia',
    prompt: 'alumnos del tersio superior de derecho',
    limpia: 'alumnos del tercio superior de derecho',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && meritoHasta(p, 4),
  },
  {
    id: 'Q-O24',
    tipo: 'ortografia',
    prompt: 'kon esperiencia en rrhh o atension al cliente, de lima',
    limpia: 'con experiencia en recursos humanos o atención al cliente, de Lima',
    correcto: (p) => trabajo(p, 'rrhh', 'atencion') && enRegion(p, LIMA),
  },
  {
    id: 'Q-O25',
    tipo: 'ortografia',
    prompt: 'tecnicos en enfermeria k tengan brevete',
    limpia: 'técnicos en enfermería que tengan brevete',
    correcto: (p) => enfermeriaTecnica(p) && p.licencia,
  },
  {
    id: 'Q-O26',
    tipo: 'ortografia',
    prompt: 'alumnos de desimo siclo de ing. ambiental o sivil',
    limpia: 'alumnos de décimo ciclo de ingeniería ambiental o civil',
    correcto: (p) => cicloEntre(p, 10, 10) && estudia(p, 'Ingeniería Ambiental', 'Ingeniería Civil'),
  },
  {
    id: 'Q-O27',
    tipo: 'ortografia',
    prompt: 'tecnicos en enfermeria q sepan ofimatika',
    limpia: 'técnicos en enfermería que sepan ofimática',
    correcto: (p) => enfermeriaTecnica(p) && ofimatica(p),
  },
  {
    id: 'Q-O28',
    tipo: 'ortografia',
    prompt: 'nesesito jente de arekipa ke tenga brebete i ingles',
    limpia: 'necesito gente de Arequipa que tenga brevete e inglés',
    correcto: (p) => enRegion(p, AREQUIPA) && p.licencia && habla(p, 'Inglés') >= 1,
  },
  {
    id: 'Q-O29',
    tipo: 'ortografia',
    prompt: 'pasame 5 d la uncp xfa',
    limpia: 'pásame 5 de la UNCP, por favor',
    correcto: (p) => de(p, 'UNCP'),
    limite: 5,
  },
  {
    id: 'Q-O30',
    tipo: 'ortografia',
    prompt: 'economistass de la libertadd',
    limpia: 'economistas de La Libertad',
    correcto: (p) => estudia(p, 'Economía') && enRegion(p, LA_LIBERTAD),
  },
  {
    id: 'Q-O31',
    tipo: 'ortografia',
    prompt: 'de la u de lima o la pacifico con ingles abansado',
    limpia: 'de la Universidad de Lima o la Pacífico con inglés avanzado',
    correcto: (p) => de(p, 'ULima', 'UP') && habla(p, 'Inglés') >= 3,
  },
  {
    id: 'Q-O32',
    tipo: 'ortografia',
    prompt: 'ALUMNOS DE 7MO CICLO DE DERECHO O ECONOMIA',
    limpia: 'alumnos de séptimo ciclo de derecho o economía',
    correcto: (p) => cicloEntre(p, 7, 7) && estudia(p, 'Derecho', 'Economía'),
  },
  {
    id: 'Q-O33',
    tipo: 'ortografia',
    prompt: 'de conta del senati o idat kon concar',
    limpia: 'de contabilidad del SENATI o del IDAT con CONCAR',
    correcto: (p) => estudia(p, 'Contabilidad') && de(p, 'SENATI', 'IDAT') && conoce(p, 'CONCAR') >= 1,
  },
  {
    id: 'Q-O34',
    tipo: 'ortografia',
    prompt: 'q ablen portuges y tb ingles',
    limpia: 'que hablen portugués y también inglés',
    correcto: (p) => habla(p, 'Portugués') >= 1 && habla(p, 'Inglés') >= 1,
  },
  {
    id: 'Q-O35',
    tipo: 'ortografia',
    prompt: 'psicologos de arekipa o kusko con spss',
    limpia: 'psicólogos de Arequipa o Cusco con SPSS',
    correcto: (p) => estudia(p, 'Psicología') && enRegion(p, AREQUIPA, CUSCO) && conoce(p, 'IBM SPSS') >= 1,
  },
  {
    id: 'Q-O36',
    tipo: 'ortografia',
    prompt: 'ingenieros industriales ke no sepan autocad ni minitab',
    limpia: 'ingenieros industriales que no sepan AutoCAD ni Minitab',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && conoce(p, 'AutoCAD') === 0 && conoce(p, 'Minitab') === 0,
  },
  {
    id: 'Q-O37',
    tipo: 'ortografia',
    prompt: 'porfa ing. ambientales ordenados x esperiensia',
    limpia: 'por favor, ingenieros ambientales ordenados por experiencia',
    correcto: (p) => estudia(p, 'Ingeniería Ambiental'),
    primero: conExperiencia,
  },
];

/** The least of each kind this set holds (what a test of the frozen set can check; issue #33 item 7's kinds). */
export const MINIMOS_RESERVADAS_QUINTA: Record<TipoReservada, number> = {
  plano: 40,
  negacion: 42,
  parcial: 24,
  fuera: 20,
  protegido: 32,
  ortografia: 32,
};
