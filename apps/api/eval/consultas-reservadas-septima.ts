/**
 * The assistant's SEVENTH held-out evaluation set (issue #33 item 7, docs/assistant-ranking.md «Conjunto reservado»):
 * requests as they are typed by new voices — an agro-export company with farms in Ica and Piura, a hotel chain, a port
 * logistics operator in the Callao, a law firm, a network of schools, a fintech, a public-sector office writing in
 * formal register, a start-up founder who mixes English and Spanish, a recruiter who dictates by voice (no punctuation,
 * «coma» and «punto» spoken), a regional NGO, a fragment of a job ad pasted as it is, a recruiter who corrects
 * themself mid-message («…de Lima, no, mejor de Arequipa»), a long and very polite writer and a very short one (two to
 * four words). Written BLIND on 2026-12-03 by reading issue 33, the evaluation pool's CV facts (generador.ts), the demo
 * CVs (the demo seed, read into the pool's shape by demo.ts and scripts/auditar-demo.ts), the reference data
 * (docs/reference-data.md, the universities' «tipo») and the product's documented meanings (docs/assistant.md «What
 * the assistant understands, what it refuses and why», its summary table only; auditoria-reservadas*.md «How the facts
 * were read») only, without reading the interpreter or the ranking and without any answer of the assistant to any
 * request. Who is a correct answer is computed from the facts by reading the request as a person would, never from the
 * ranker. Its requests are neither those of the first six held-out sets (consultas-reservadas.ts with its versions v2
 * and v3, consultas-reservadas-segunda.ts, -tercera.ts, -cuarta.ts, -quinta.ts, -sexta.ts) nor rephrasings of them.
 *
 * FROZEN: its SHA-256 is to be recorded in docs and checked by a test. Never edit this file to fit the parser; a request
 * found wrong is fixed in a new, separately hashed set. Audit: auditoria-reservadas-septima.md.
 *
 * Kinds (ConsultaReservada, consultas-reservadas.ts), as in the second to sixth sets: `plano` plain criteria;
 * `negacion` exclusions, combinations (two requests in one message: either group), counts, order, year of study,
 * preferences («de preferencia X», «mejor si», «ideal», «no excluyente, pero suma si», «no tienen que…, pero si…,
 * mejor», «X first» boost X and exclude nobody: the predicate is the rest of the request and `primero` says who comes
 * first) and indifference («da igual…», «con o sin…»: neither asked nor ruled out); `parcial` partly understood (the
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
/** «comunicadores» (not named whole): Ciencias de la Comunicación and the careers named «Comunicación …». */
const comunicacion = (p: P) => estudia(p, 'Ciencias de la Comunicación', 'Comunicación');
/** «de ingeniería», «alguna ingeniería»: every career whose name begins with «Ingeniería» (documented). */
const ingenieria = (p: P) => estudia(p, 'Ingeniería');
/**
 * «universidades públicas / nacionales» and «privadas»: the reference data's `tipo` of the university
 * (universidades.json, SUNEDU's gestión). Every public university the pool and the demo hold is named «Universidad
 * Nacional …» except the Universidad Autónoma Municipal de Los Olivos (checked over both data); a technical career is
 * at an institute, neither.
 */
const PUBLICAS_SIN_NACIONAL = ['Universidad Autónoma Municipal de Los Olivos'];
const universitario = (p: P) => p.tipo_carrera === 1;
const universidadPublica = (p: P) =>
  universitario(p) && (p.institucion.nombre.startsWith('Universidad Nacional') || PUBLICAS_SIN_NACIONAL.includes(p.institucion.nombre));
const universidadPrivada = (p: P) => universitario(p) && !universidadPublica(p);
const trabajo = (p: P, ...areas: AreaExperiencia[]) => p.experiencias.some((e) => areas.includes(e.area));
const conExperiencia = (p: P) => p.experiencias.length > 0;
const ciclo = (p: P) => cicloDe(p) ?? -1;
const cicloEntre = (p: P, desde: number, hasta: number) => estudiante(p) && ciclo(p) >= desde && ciclo(p) <= hasta;
const enRegion = (p: P, ...ids: number[]) => ids.includes(p.id_region);
const enProvincia = (p: P, ...provincias: string[]) => provincias.includes(p.provincia);
const enDistrito = (p: P, ...distritos: string[]) => distritos.includes(p.distrito);
/** «Lima Metropolitana»: the province of Lima; «Lima provincias»: the region of Lima without it (documented). */
const limaMetropolitana = (p: P) => enRegion(p, LIMA) && enProvincia(p, 'Lima');
const limaProvincias = (p: P) => enRegion(p, LIMA) && !enProvincia(p, 'Lima');
const de = (p: P, ...siglas: string[]) => siglas.includes(p.institucion.sigla);
const estado = (p: P) => estadoEnEval(p);
const interesa = (p: P, ...intereses: Interes[]) => intereses.some((i) => p.intereses.includes(i));
/** Merit place (reference-data.md): 1 primer puesto, 2 décimo, 3 quinto, 4 tercio, 5 medio; «X superior» includes the better ones. */
const meritoHasta = (p: P, codigo: number) => p.orden_merito >= 1 && p.orden_merito <= codigo;
const conMerito = (p: P) => p.orden_merito >= 1;
/** Last year of studies, counted from the end of the career: university IX–X, technical V–VI (documented). */
const ultimoAnio = (p: P) => estudiante(p) && (tecnico(p) ? ciclo(p) >= 5 : ciclo(p) >= 9);
/** «último ciclo»: the last cycle alone, university X, technical VI (documented). */
const ultimoCiclo = (p: P) => estudiante(p) && ciclo(p) === (tecnico(p) ? 6 : 10);
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

export const CONSULTAS_RESERVADAS_SEPTIMA: ConsultaReservada[] = [
  // ------------------------------------------------------------------ plano
  {
    id: 'Z-P01',
    tipo: 'plano',
    prompt:
      'Buenos días, les escribo de una agroexportadora: buscamos practicantes con experiencia en producción que vivan en Ica o en Piura',
    correcto: (p) => trabajo(p, 'produccion') && enRegion(p, ICA, PIURA),
  },
  {
    id: 'Z-P02',
    tipo: 'plano',
    prompt: 'ingenieros agroindustriales o industriales de Piura o Ica que sepan Excel',
    correcto: (p) => estudia(p, 'Ingeniería Agroindustrial', 'Ingeniería Industrial') && enRegion(p, PIURA, ICA) && conoce(p, 'Excel') >= 1,
  },
  {
    id: 'Z-P03',
    tipo: 'plano',
    prompt: 'para el packing de uva: técnicos de Ica o Piura con Excel intermedio o avanzado',
    correcto: (p) => tecnico(p) && enRegion(p, ICA, PIURA) && conoce(p, 'Excel') >= 2,
  },
  {
    id: 'Z-P04',
    tipo: 'plano',
    prompt: 'agroexportadora busca ingenieros ambientales interesados en la sostenibilidad',
    correcto: (p) => estudia(p, 'Ingeniería Ambiental') && interesa(p, 'sostenibilidad'),
  },
  {
    id: 'Z-P05',
    tipo: 'plano',
    prompt:
      'Hola, somos una cadena de hoteles: necesitamos practicantes que hablen inglés avanzado y tengan experiencia en atención al cliente, que vivan en Cusco o Arequipa',
    correcto: (p) => habla(p, 'Inglés') >= 3 && trabajo(p, 'atencion') && enRegion(p, CUSCO, AREQUIPA),
  },
  {
    id: 'Z-P06',
    tipo: 'plano',
    prompt: 'para recepción: postulantes que vivan en Barranco, San Isidro o Santiago de Surco y que hablen inglés avanzado',
    correcto: (p) => enRegion(p, LIMA) && enDistrito(p, 'Barranco', 'San Isidro', 'Santiago de Surco') && habla(p, 'Inglés') >= 3,
  },
  {
    id: 'Z-P07',
    tipo: 'plano',
    prompt: 'para la cadena de hoteles: estudiantes de marketing con inglés intermedio o avanzado',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing') && habla(p, 'Inglés') >= 2,
  },
  {
    id: 'Z-P08',
    tipo: 'plano',
    prompt: 'Somos un operador logístico portuario y buscamos técnicos en administración logística o ingenieros industriales que sepan SAP',
    correcto: (p) =>
      ((tecnico(p) && estudia(p, 'Administración Logística')) || estudia(p, 'Ingeniería Industrial')) && conoce(p, 'SAP ERP') >= 1,
  },
  {
    id: 'Z-P09',
    tipo: 'plano',
    prompt: 'practicantes del Callao o de Lima Metropolitana con experiencia en almacén',
    correcto: (p) => (enRegion(p, CALLAO) || limaMetropolitana(p)) && trabajo(p, 'logistica'),
  },
  {
    id: 'Z-P10',
    tipo: 'plano',
    prompt: 'operador logístico: egresados de ingeniería industrial del Callao o de Lima que manejen Microsoft Project',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Industrial') && enRegion(p, CALLAO, LIMA) && conoce(p, 'Microsoft Project') >= 1,
  },
  {
    id: 'Z-P11',
    tipo: 'plano',
    prompt: 'Somos un estudio de abogados: postulantes de derecho de la PUCP o la Ulima que sepan derecho civil',
    correcto: (p) => estudia(p, 'Derecho') && de(p, 'PUCP', 'ULima') && conoce(p, 'Derecho civil') >= 1,
  },
  {
    id: 'Z-P12',
    tipo: 'plano',
    prompt: 'bachilleres en derecho que manejen derecho laboral o redacción de contratos',
    correcto: (p) =>
      bachiller(p) && estudia(p, 'Derecho') && (conoce(p, 'Derecho laboral') >= 1 || conoce(p, 'Redacción de contratos') >= 1),
  },
  {
    id: 'Z-P13',
    tipo: 'plano',
    prompt: 'practicantes con experiencia legal que vivan en Arequipa o en La Libertad',
    correcto: (p) => trabajo(p, 'legal') && enRegion(p, AREQUIPA, LA_LIBERTAD),
  },
  {
    id: 'Z-P14',
    tipo: 'plano',
    prompt: 'Escribo de un consorcio de colegios: necesitamos practicantes interesados en la educación con inglés avanzado',
    correcto: (p) => interesa(p, 'educación') && habla(p, 'Inglés') >= 3,
  },
  {
    id: 'Z-P15',
    tipo: 'plano',
    prompt: 'para los colegios de la red: alumnos de psicología de 8vo ciclo a más',
    correcto: (p) => estudia(p, 'Psicología') && cicloEntre(p, 8, 10),
  },
  {
    id: 'Z-P16',
    tipo: 'plano',
    prompt: 'para el departamento psicopedagógico: psicólogos que sepan Excel intermedio o avanzado',
    correcto: (p) => estudia(p, 'Psicología') && conoce(p, 'Excel') >= 2,
  },
  {
    id: 'Z-P17',
    tipo: 'plano',
    prompt: 'Somos una fintech: ingenieros de sistemas o economistas con Python que hablen inglés intermedio o avanzado',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas', 'Economía') && conoce(p, 'Python') >= 1 && habla(p, 'Inglés') >= 2,
  },
  {
    id: 'Z-P18',
    tipo: 'plano',
    prompt: 'fintech: economistas con Stata o Power BI que hablen inglés avanzado',
    correcto: (p) => estudia(p, 'Economía') && (conoce(p, 'Stata') >= 1 || conoce(p, 'Power BI') >= 1) && habla(p, 'Inglés') >= 3,
  },
  {
    id: 'Z-P19',
    tipo: 'plano',
    prompt: 'Se solicita la relación de egresados de las carreras de Economía o Contabilidad con residencia en la región Junín',
    correcto: (p) => egresado(p) && estudia(p, 'Economía', 'Contabilidad') && enRegion(p, JUNIN),
  },
  {
    id: 'Z-P20',
    tipo: 'plano',
    prompt:
      'En atención al requerimiento del área usuaria, se requieren egresados de Derecho con conocimiento de derecho laboral y residencia en Lima Metropolitana',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && conoce(p, 'Derecho laboral') >= 1 && limaMetropolitana(p),
  },
  {
    id: 'Z-P21',
    tipo: 'plano',
    prompt: 'Se requiere practicantes de Ingeniería Civil de universidades públicas, con licencia de conducir',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && universidadPublica(p) && p.licencia,
  },
  {
    id: 'Z-P22',
    tipo: 'plano',
    prompt: 'hey! buscamos interns de ingeniería de sistemas con SQL advanced, ASAP',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'SQL') >= 3,
  },
  {
    id: 'Z-P23',
    tipo: 'plano',
    prompt: 'need estudiantes de marketing con Google Ads o Canva, Lima-based pls',
    correcto: (p) =>
      estudiante(p) && estudia(p, 'Marketing') && (conoce(p, 'Google Ads') >= 1 || conoce(p, 'Canva') >= 1) && enRegion(p, LIMA),
  },
  {
    id: 'Z-P24',
    tipo: 'plano',
    prompt: 'somos una startup y queremos growth interns: egresados de marketing con experiencia en ventas',
    correcto: (p) => egresado(p) && estudia(p, 'Marketing') && trabajo(p, 'ventas'),
  },
  {
    id: 'Z-P25',
    tipo: 'plano',
    prompt: 'necesito contadores de la libertad o lambayeque que manejen siscont punto gracias',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, LA_LIBERTAD, LAMBAYEQUE) && conoce(p, 'SISCONT') >= 1,
  },
  {
    id: 'Z-P26',
    tipo: 'plano',
    prompt: 'busco ingenieros civiles que sepan s10 coma de arequipa o cusco',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && conoce(p, 'S10 Costos y Presupuestos') >= 1 && enRegion(p, AREQUIPA, CUSCO),
  },
  {
    id: 'Z-P27',
    tipo: 'plano',
    prompt: 'quisiera ver a los estudiantes de la unsa o de la católica san pablo que estén en el noveno o en el décimo ciclo',
    correcto: (p) => de(p, 'UNSA', 'UCSP') && cicloEntre(p, 9, 10),
  },
  {
    id: 'Z-P28',
    tipo: 'plano',
    prompt: 'Somos una ONG de desarrollo rural: egresados de ingeniería ambiental o de economía que hablen quechua',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Ambiental', 'Economía') && habla(p, 'Quechua') >= 1,
  },
  {
    id: 'Z-P29',
    tipo: 'plano',
    prompt: 'para proyectos productivos: practicantes de Cusco, Puno o Junín interesados en el emprendimiento',
    correcto: (p) => enRegion(p, CUSCO, PUNO, JUNIN) && interesa(p, 'emprendimiento'),
  },
  {
    id: 'Z-P30',
    tipo: 'plano',
    prompt: 'Perfil: Egresado de Ingeniería Industrial. Manejo de SAP o Power BI. Residencia: Lima o Arequipa.',
    correcto: (p) =>
      egresado(p) &&
      estudia(p, 'Ingeniería Industrial') &&
      (conoce(p, 'SAP ERP') >= 1 || conoce(p, 'Power BI') >= 1) &&
      enRegion(p, LIMA, AREQUIPA),
  },
  {
    id: 'Z-P31',
    tipo: 'plano',
    prompt: 'Puesto: Practicante de Soporte. Requisitos: técnico egresado de Computación e Informática con experiencia en soporte técnico.',
    correcto: (p) => tecnico(p) && egresado(p) && estudia(p, 'Computación e Informática') && trabajo(p, 'soporte'),
  },
  {
    id: 'Z-P32',
    tipo: 'plano',
    prompt: 'contadores de Lima, no, mejor de Arequipa, que sepan PLAME',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, AREQUIPA) && conoce(p, 'PLAME') >= 1,
  },
  {
    id: 'Z-P33',
    tipo: 'plano',
    prompt: 'alumnos de sexto, digo, de séptimo ciclo de ingeniería civil',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && cicloEntre(p, 7, 7),
  },
  {
    id: 'Z-P34',
    tipo: 'plano',
    prompt:
      'Muy buenas tardes, espero que se encuentren muy bien. Quisiera, si no es mucha molestia, que me ayuden a ubicar a los postulantes de Ingeniería Ambiental que hayan trabajado en producción; les agradezco muchísimo de antemano',
    correcto: (p) => estudia(p, 'Ingeniería Ambiental') && trabajo(p, 'produccion'),
  },
  {
    id: 'Z-P35',
    tipo: 'plano',
    prompt: 'Disculpe la molestia, ¿sería tan amable de mostrarme a los egresados de la Universidad Nacional del Altiplano? Mil gracias',
    correcto: (p) => egresado(p) && de(p, 'UNA Puno'),
  },
  { id: 'Z-P36', tipo: 'plano', prompt: 'UTP, Arequipa', correcto: (p) => de(p, 'UTP') && enRegion(p, AREQUIPA) },
  { id: 'Z-P37', tipo: 'plano', prompt: 'descartados con brevete', correcto: (p) => estado(p) === 1 && p.licencia },
  { id: 'Z-P38', tipo: 'plano', prompt: 'bachilleres con Python', correcto: (p) => bachiller(p) && conoce(p, 'Python') >= 1 },
  { id: 'Z-P39', tipo: 'plano', prompt: 'quinto superior de la UNT', correcto: (p) => meritoHasta(p, 3) && de(p, 'UNT') },
  {
    id: 'Z-P40',
    tipo: 'plano',
    prompt: 'técnicos de computación e informática que estén en el quinto ciclo',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática') && cicloEntre(p, 5, 5),
  },
  {
    id: 'Z-P41',
    tipo: 'plano',
    prompt: 'técnicos en contabilidad que estén en su último ciclo',
    correcto: (p) => tecnico(p) && estudia(p, 'Contabilidad') && ultimoCiclo(p),
  },
  {
    id: 'Z-P42',
    tipo: 'plano',
    prompt: 'egresados de marketing de los años 2021 y 2022',
    correcto: (p) => egresado(p) && estudia(p, 'Marketing') && (p.egreso === 2021 || p.egreso === 2022),
  },
  {
    id: 'Z-P43',
    tipo: 'plano',
    prompt: 'contadores que ingresaron en 2019 o 2020',
    correcto: (p) => estudia(p, 'Contabilidad') && (p.ingreso === 2019 || p.ingreso === 2020),
  },
  {
    id: 'Z-P44',
    tipo: 'plano',
    prompt: 'postulantes de la provincia de Huaral con experiencia en ventas',
    correcto: (p) => enRegion(p, LIMA) && enProvincia(p, 'Huaral') && trabajo(p, 'ventas'),
  },
  {
    id: 'Z-P45',
    tipo: 'plano',
    prompt: 'postulantes de Víctor Larco o de Yanahuara con inglés avanzado',
    correcto: (p) => enDistrito(p, 'Víctor Larco Herrera', 'Yanahuara') && habla(p, 'Inglés') >= 3,
  },
  {
    id: 'Z-P46',
    tipo: 'plano',
    prompt: 'con inglés intermedio como mínimo y algo de quechua',
    correcto: (p) => habla(p, 'Inglés') >= 2 && habla(p, 'Quechua') >= 1,
  },
  {
    id: 'Z-P47',
    tipo: 'plano',
    prompt: 'con experiencia en recursos humanos, de Arequipa o Junín',
    correcto: (p) => trabajo(p, 'rrhh') && enRegion(p, AREQUIPA, JUNIN),
  },
  {
    id: 'Z-P48',
    tipo: 'plano',
    prompt: 'quiero revisar otra vez a los descartados que tienen experiencia en obra',
    correcto: (p) => estado(p) === 1 && trabajo(p, 'obra'),
  },
  {
    id: 'Z-P49',
    tipo: 'plano',
    prompt: 'de universidades públicas, con residencia en Arequipa o Cusco',
    correcto: (p) => universidadPublica(p) && enRegion(p, AREQUIPA, CUSCO),
  },
  {
    id: 'Z-P50',
    tipo: 'plano',
    prompt: 'contadores con vocación por las finanzas',
    correcto: (p) => estudia(p, 'Contabilidad') && interesa(p, 'finanzas'),
  },
  {
    id: 'Z-P51',
    tipo: 'plano',
    prompt: 'gente de Arequipa que tenga 3 meses a más de experiencia en ventas',
    correcto: (p) => trabajo(p, 'ventas') && enRegion(p, AREQUIPA),
  },
  {
    id: 'Z-P52',
    tipo: 'plano',
    prompt: 'con hasta 3 años de experiencia en producción',
    correcto: (p) => trabajo(p, 'produccion'),
  },
  {
    id: 'Z-P53',
    tipo: 'plano',
    prompt: 'egresados de ingeniería industrial del medio superior con Minitab',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Industrial') && meritoHasta(p, 5) && conoce(p, 'Minitab') >= 1,
  },
  {
    id: 'Z-P54',
    tipo: 'plano',
    prompt: 'egresados que ocuparon el primer puesto, de Junín o Cusco',
    correcto: (p) => egresado(p) && p.orden_merito === 1 && enRegion(p, JUNIN, CUSCO),
  },

  // ------------------------------------------------------------------ negacion
  {
    id: 'Z-N01',
    tipo: 'negacion',
    prompt: 'técnicos de Ica o Piura que no sean de computación e informática',
    correcto: (p) => tecnico(p) && enRegion(p, ICA, PIURA) && !estudia(p, 'Computación e Informática'),
  },
  {
    id: 'Z-N02',
    tipo: 'negacion',
    prompt: 'ingenieros industriales de Piura, menos los de la UDEP',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && enRegion(p, PIURA) && !de(p, 'UDEP'),
  },
  {
    id: 'Z-N03',
    tipo: 'negacion',
    prompt: 'con inglés avanzado, dejando fuera a los de Lima Metropolitana',
    correcto: (p) => habla(p, 'Inglés') >= 3 && !limaMetropolitana(p),
  },
  {
    id: 'Z-N04',
    tipo: 'negacion',
    prompt: 'con experiencia en ventas que no vivan en Lima, de preferencia que hablen portugués',
    correcto: (p) => trabajo(p, 'ventas') && !enRegion(p, LIMA),
    primero: (p) => habla(p, 'Portugués') >= 1,
  },
  {
    id: 'Z-N05',
    tipo: 'negacion',
    prompt: 'con experiencia en logística, pero descarta a los que ya están en proceso',
    correcto: (p) => trabajo(p, 'logistica') && estado(p) !== 2,
  },
  {
    id: 'Z-N06',
    tipo: 'negacion',
    prompt: 'egresados de administración logística que no tengan brevete',
    correcto: (p) => egresado(p) && estudia(p, 'Administración Logística') && !p.licencia,
  },
  {
    id: 'Z-N07',
    tipo: 'negacion',
    prompt: 'estudiantes de derecho de San Marcos o de la PUCP que todavía no tengan experiencia legal',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && de(p, 'UNMSM', 'PUCP') && !trabajo(p, 'legal'),
  },
  {
    id: 'Z-N08',
    tipo: 'negacion',
    prompt: 'egresados de contabilidad del medio superior que no lleguen al tercio',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && p.orden_merito === 5,
  },
  {
    id: 'Z-N09',
    tipo: 'negacion',
    prompt: 'para colegios: practicantes interesados en la educación, excepto los de ingeniería',
    correcto: (p) => interesa(p, 'educación') && !ingenieria(p),
  },
  {
    id: 'Z-N10',
    tipo: 'negacion',
    prompt: 'economistas con Python que no hayan trabajado en ventas',
    correcto: (p) => estudia(p, 'Economía') && conoce(p, 'Python') >= 1 && !trabajo(p, 'ventas'),
  },
  {
    id: 'Z-N11',
    tipo: 'negacion',
    prompt: 'economistas con Stata; de preferencia del décimo superior',
    correcto: (p) => estudia(p, 'Economía') && conoce(p, 'Stata') >= 1,
    primero: (p) => meritoHasta(p, 2),
  },
  {
    id: 'Z-N12',
    tipo: 'negacion',
    prompt: 'Se requiere la relación de egresados de Contabilidad, con excepción de aquellos que residen en la provincia de Lima',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && !limaMetropolitana(p),
  },
  {
    id: 'Z-N13',
    tipo: 'negacion',
    prompt: 'give me 5 ingenieros industriales con Power BI, los del quinto superior first',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && conoce(p, 'Power BI') >= 1,
    limite: 5,
    primero: (p) => meritoHasta(p, 3),
  },
  {
    id: 'Z-N14',
    tipo: 'negacion',
    prompt: 'quiero ocho egresados de derecho que no sean de lima ni del callao',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && !enRegion(p, LIMA, CALLAO),
    limite: 8,
  },
  {
    id: 'Z-N15',
    tipo: 'negacion',
    prompt: 'de Puno o Cusco que hablen quechua, sin contar a los de alguna ingeniería',
    correcto: (p) => enRegion(p, PUNO, CUSCO) && habla(p, 'Quechua') >= 1 && !ingenieria(p),
  },
  {
    id: 'Z-N16',
    tipo: 'negacion',
    prompt: 'Requisitos excluyentes: egresado de Ingeniería Civil, manejo de S10. No se considerará a postulantes de Lima.',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Civil') && conoce(p, 'S10 Costos y Presupuestos') >= 1 && !enRegion(p, LIMA),
  },
  {
    id: 'Z-N17',
    tipo: 'negacion',
    prompt: 'postulantes de la UNSA, bueno no, mejor los de la UCSM, que no sean de ingeniería',
    correcto: (p) => de(p, 'UCSM') && !ingenieria(p),
  },
  {
    id: 'Z-N18',
    tipo: 'negacion',
    prompt:
      'Buenos días, disculpen la molestia: ¿podrían mostrarme a los estudiantes de marketing, pero dejando de lado a quienes ya fueron descartados? Muchas gracias',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing') && estado(p) !== 1,
  },
  { id: 'Z-N19', tipo: 'negacion', prompt: 'sin inglés, Piura', correcto: (p) => habla(p, 'Inglés') === 0 && enRegion(p, PIURA) },
  {
    id: 'Z-N20',
    tipo: 'negacion',
    prompt: 'los 3 contadores de Ica con mejor orden de mérito',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, ICA),
    limite: 3,
    primero: conMerito,
  },
  {
    id: 'Z-N21',
    tipo: 'negacion',
    prompt: 'estudiantes de economía de Lima, ordenados del ciclo más alto al más bajo',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía') && enRegion(p, LIMA),
    primero: (p) => cicloEntre(p, 10, 10),
  },
  {
    id: 'Z-N22',
    tipo: 'negacion',
    prompt: 'técnicos en contabilidad del SENATI; no excluyente, pero suma si tienen SISCONT',
    correcto: (p) => tecnico(p) && estudia(p, 'Contabilidad') && de(p, 'SENATI'),
    primero: (p) => conoce(p, 'SISCONT') >= 1,
  },
  {
    id: 'Z-N23',
    tipo: 'negacion',
    prompt: 'ingenieros industriales de La Libertad, de preferencia que no hayan trabajado en ventas',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && enRegion(p, LA_LIBERTAD),
    primero: (p) => !trabajo(p, 'ventas'),
  },
  {
    id: 'Z-N24',
    tipo: 'negacion',
    prompt: 'alumnos de ingeniería civil de la UNSA o de la UNSAAC, da igual en qué ciclo estén',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil') && de(p, 'UNSA', 'UNSAAC'),
  },
  {
    id: 'Z-N25',
    tipo: 'negacion',
    prompt: 'egresados de marketing de Lima, con o sin inglés',
    correcto: (p) => egresado(p) && estudia(p, 'Marketing') && enRegion(p, LIMA),
  },
  {
    id: 'Z-N26',
    tipo: 'negacion',
    prompt: 'técnicos del IDAT o de Cibertec, pero no me pongas a los que no tienen brevete',
    correcto: (p) => tecnico(p) && de(p, 'IDAT', 'Cibertec') && p.licencia,
  },
  {
    id: 'Z-N27',
    tipo: 'negacion',
    prompt: 'economistas de Lima; saca a los que no manejan Excel',
    correcto: (p) => estudia(p, 'Economía') && enRegion(p, LIMA) && conoce(p, 'Excel') >= 1,
  },
  {
    id: 'Z-N28',
    tipo: 'negacion',
    prompt: 'necesito dos perfiles: contadores de Piura y, por otro lado, ingenieros industriales de Ica',
    correcto: (p) => (estudia(p, 'Contabilidad') && enRegion(p, PIURA)) || (estudia(p, 'Ingeniería Industrial') && enRegion(p, ICA)),
  },
  {
    id: 'Z-N29',
    tipo: 'negacion',
    prompt: 'técnicos en administración logística en su último año',
    correcto: (p) => tecnico(p) && estudia(p, 'Administración Logística') && ultimoAnio(p),
  },
  {
    id: 'Z-N30',
    tipo: 'negacion',
    prompt: 'alumnos de psicología de los últimos ciclos que no hablen inglés',
    correcto: (p) => estudia(p, 'Psicología') && cicloEntre(p, 8, 10) && habla(p, 'Inglés') === 0,
  },
  {
    id: 'Z-N31',
    tipo: 'negacion',
    prompt: 'de Junín con brevete, pero ninguno de la Continental',
    correcto: (p) => enRegion(p, JUNIN) && p.licencia && !de(p, 'Continental'),
  },
  {
    id: 'Z-N32',
    tipo: 'negacion',
    prompt: 'contadores de Lima o del Callao, omite a los bachilleres',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, LIMA, CALLAO) && !bachiller(p),
  },
  {
    id: 'Z-N33',
    tipo: 'negacion',
    prompt: 'con Power BI, de La Libertad, saca a los de Víctor Larco',
    correcto: (p) => conoce(p, 'Power BI') >= 1 && enRegion(p, LA_LIBERTAD) && !enDistrito(p, 'Víctor Larco Herrera'),
  },
  {
    id: 'Z-N34',
    tipo: 'negacion',
    prompt: 'egresados de ciencias de la comunicación que no sepan Premiere ni tampoco Photoshop',
    correcto: (p) =>
      egresado(p) &&
      estudia(p, 'Ciencias de la Comunicación') &&
      conoce(p, 'Adobe Premiere Pro') === 0 &&
      conoce(p, 'Adobe Photoshop') === 0,
  },
  {
    id: 'Z-N35',
    tipo: 'negacion',
    prompt: 'psicólogos de Lima sin ningún orden de mérito',
    correcto: (p) => estudia(p, 'Psicología') && enRegion(p, LIMA) && p.orden_merito === 0,
  },
  {
    id: 'Z-N36',
    tipo: 'negacion',
    prompt: 'que hablen quechua pero no a nivel avanzado, de Junín o Puno',
    correcto: (p) => habla(p, 'Quechua') >= 1 && habla(p, 'Quechua') < 3 && enRegion(p, JUNIN, PUNO),
  },
  {
    id: 'Z-N37',
    tipo: 'negacion',
    prompt: 'estudiantes de ingeniería civil que no estén ni en noveno ni en décimo',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil') && !cicloEntre(p, 9, 10),
  },
  {
    id: 'Z-N38',
    tipo: 'negacion',
    prompt: 'los finalistas de la UNPRG y los descartados de la UNP',
    correcto: (p) => (estado(p) === 3 && de(p, 'UNPRG')) || (estado(p) === 1 && de(p, 'UNP')),
  },
  {
    id: 'Z-N39',
    tipo: 'negacion',
    prompt: 'egresados de economía que no estudiaron en universidades públicas',
    correcto: (p) => egresado(p) && estudia(p, 'Economía') && universidadPrivada(p),
  },
  {
    id: 'Z-N40',
    tipo: 'negacion',
    prompt: 'necesito 12 economistas de Lima con Power BI',
    correcto: (p) => estudia(p, 'Economía') && enRegion(p, LIMA) && conoce(p, 'Power BI') >= 1,
    limite: 12,
  },
  {
    id: 'Z-N41',
    tipo: 'negacion',
    prompt: 'mándame los siete mejores técnicos en computación de Arequipa',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática') && enRegion(p, AREQUIPA),
    limite: 7,
  },
  {
    id: 'Z-N42',
    tipo: 'negacion',
    prompt: 'los 4 más afines de la UNSAAC',
    correcto: (p) => de(p, 'UNSAAC'),
    limite: 4,
  },
  {
    id: 'Z-N43',
    tipo: 'negacion',
    prompt: 'practicantes de Cusco, primero los que hablen francés',
    correcto: (p) => enRegion(p, CUSCO),
    primero: (p) => habla(p, 'Francés') >= 1,
  },
  {
    id: 'Z-N44',
    tipo: 'negacion',
    prompt: 'con experiencia en logística, del Callao o de Lima, de preferencia con brevete',
    correcto: (p) => trabajo(p, 'logistica') && enRegion(p, CALLAO, LIMA),
    primero: (p) => p.licencia,
  },
  {
    id: 'Z-N45',
    tipo: 'negacion',
    prompt: 'egresados de ingeniería civil de Arequipa, mejor si son del décimo superior',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Civil') && enRegion(p, AREQUIPA),
    primero: (p) => meritoHasta(p, 2),
  },
  {
    id: 'Z-N46',
    tipo: 'negacion',
    prompt: 'ingenieros de sistemas de La Libertad o Arequipa, ideal con Docker',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && enRegion(p, LA_LIBERTAD, AREQUIPA),
    primero: (p) => conoce(p, 'Docker') >= 1,
  },
  {
    id: 'Z-N47',
    tipo: 'negacion',
    prompt: 'universitarios de Arequipa que no vengan de la UNSA, la UCSM ni la UCSP',
    correcto: (p) => universitario(p) && enRegion(p, AREQUIPA) && !de(p, 'UNSA', 'UCSM', 'UCSP'),
  },
  {
    id: 'Z-N48',
    tipo: 'negacion',
    prompt: 'fuera de los finalistas, ¿quiénes de derecho hablan inglés avanzado?',
    correcto: (p) => estudia(p, 'Derecho') && habla(p, 'Inglés') >= 3 && estado(p) !== 3,
  },
  {
    id: 'Z-N49',
    tipo: 'negacion',
    prompt: 'egresados de ingeniería de sistemas, salvo los que terminaron antes del 2023',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería de Sistemas') && (p.egreso ?? 0) >= 2023,
  },
  {
    id: 'Z-N50',
    tipo: 'negacion',
    prompt: 'estudiantes de derecho que no hayan ingresado el 2022',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && p.ingreso !== 2022,
  },
  {
    id: 'Z-N51',
    tipo: 'negacion',
    prompt: 'psicólogos de Arequipa; no tienen que tener experiencia, pero si la tienen, mejor',
    correcto: (p) => estudia(p, 'Psicología') && enRegion(p, AREQUIPA),
    primero: conExperiencia,
  },
  {
    id: 'Z-N52',
    tipo: 'negacion',
    prompt: 'alumnos de cuarto año de contabilidad de universidades privadas',
    correcto: (p) => estudia(p, 'Contabilidad') && universidadPrivada(p) && cicloEntre(p, 7, 8),
  },
  {
    id: 'Z-N53',
    tipo: 'negacion',
    prompt: 'contadores con experiencia contable, descartando a los de la UCV y a los del SENATI',
    correcto: (p) => estudia(p, 'Contabilidad') && trabajo(p, 'contabilidad') && !de(p, 'UCV', 'SENATI'),
  },

  // ------------------------------------------------------------------ parcial
  {
    id: 'Z-A01',
    tipo: 'parcial',
    prompt: 'técnicos de Ica o Piura dispuestos a trabajar en fundo de lunes a sábado',
    correcto: (p) => tecnico(p) && enRegion(p, ICA, PIURA),
  },
  {
    id: 'Z-A02',
    tipo: 'parcial',
    prompt: 'ingenieros industriales que conozcan la certificación GlobalG.A.P.',
    correcto: (p) => estudia(p, 'Ingeniería Industrial'),
  },
  {
    id: 'Z-A03',
    tipo: 'parcial',
    prompt: 'practicantes con inglés avanzado que sepan preparar cócteles',
    correcto: (p) => habla(p, 'Inglés') >= 3,
  },
  {
    id: 'Z-A04',
    tipo: 'parcial',
    prompt: 'con experiencia en atención al cliente que puedan cubrir el turno de noche en recepción',
    correcto: (p) => trabajo(p, 'atencion'),
  },
  {
    id: 'Z-A05',
    tipo: 'parcial',
    prompt: 'técnicos en administración logística que tengan su pase para ingresar al puerto',
    correcto: (p) => tecnico(p) && estudia(p, 'Administración Logística'),
  },
  {
    id: 'Z-A06',
    tipo: 'parcial',
    prompt: 'bachilleres en derecho que estén por colegiarse',
    correcto: (p) => bachiller(p) && estudia(p, 'Derecho'),
  },
  {
    id: 'Z-A07',
    tipo: 'parcial',
    prompt: 'practicantes interesados en la educación que sepan tocar guitarra',
    correcto: (p) => interesa(p, 'educación'),
  },
  {
    id: 'Z-A08',
    tipo: 'parcial',
    prompt: 'ingenieros de sistemas con Python que hayan participado en proyectos de blockchain',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'Python') >= 1,
  },
  {
    id: 'Z-A09',
    tipo: 'parcial',
    prompt: 'egresados de contabilidad que estén inscritos en el RNP como proveedores',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad'),
  },
  {
    id: 'Z-A10',
    tipo: 'parcial',
    prompt: 'bachilleres en economía que estén habilitados para trabajar en el sector público',
    correcto: (p) => bachiller(p) && estudia(p, 'Economía'),
  },
  {
    id: 'Z-A11',
    tipo: 'parcial',
    prompt: 'devs de ingeniería de sistemas con SQL que tengan growth mindset',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'SQL') >= 1,
  },
  {
    id: 'Z-A12',
    tipo: 'parcial',
    prompt: 'marketing interns con Canva y buena vibra',
    correcto: (p) => estudia(p, 'Marketing') && conoce(p, 'Canva') >= 1,
  },
  {
    id: 'Z-A13',
    tipo: 'parcial',
    prompt: 'busco contadores de arequipa que vivan por el centro histórico',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, AREQUIPA),
  },
  {
    id: 'Z-A14',
    tipo: 'parcial',
    prompt: 'egresados de ingeniería ambiental con ganas de trabajar con comunidades altoandinas',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Ambiental'),
  },
  {
    id: 'Z-A15',
    tipo: 'parcial',
    prompt: 'Se requiere: egresado de Ingeniería Ambiental, manejo de ArcGIS, conocimiento de monitoreo de calidad de aire',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Ambiental') && conoce(p, 'ArcGIS') >= 1,
  },
  {
    id: 'Z-A16',
    tipo: 'parcial',
    prompt: 'ingenieros civiles de Cusco, no, espera, de Arequipa, que conozcan bien la zona de Majes',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && enRegion(p, AREQUIPA),
  },
  {
    id: 'Z-A17',
    tipo: 'parcial',
    prompt:
      'Buenas tardes, disculpe, ¿me podría ayudar a encontrar economistas de Lima con inglés avanzado que tengan una buena red de contactos en el sector financiero? Se lo agradecería mucho',
    correcto: (p) => estudia(p, 'Economía') && enRegion(p, LIMA) && habla(p, 'Inglés') >= 3,
  },
  { id: 'Z-A18', tipo: 'parcial', prompt: 'técnicos chambeadores', correcto: tecnico },
  {
    id: 'Z-A19',
    tipo: 'parcial',
    prompt: 'que hablen portugués y sepan servir vinos',
    correcto: (p) => habla(p, 'Portugués') >= 1,
  },
  {
    id: 'Z-A20',
    tipo: 'parcial',
    prompt: 'del Callao con brevete que sepan manejar camión',
    correcto: (p) => enRegion(p, CALLAO) && p.licencia,
  },
  {
    id: 'Z-A21',
    tipo: 'parcial',
    prompt: 'interesados en la sostenibilidad que conozcan de riego tecnificado',
    correcto: (p) => interesa(p, 'sostenibilidad'),
  },
  {
    id: 'Z-A22',
    tipo: 'parcial',
    prompt: 'economistas del quinto superior que sepan de criptomonedas',
    correcto: (p) => estudia(p, 'Economía') && meritoHasta(p, 3),
  },
  {
    id: 'Z-A23',
    tipo: 'parcial',
    prompt: 'alumnos de derecho de la PUCP que hayan pasado por el consultorio jurídico gratuito de la facultad',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && de(p, 'PUCP'),
  },
  {
    id: 'Z-A24',
    tipo: 'parcial',
    prompt: 'psicólogos de Junín o Cusco que sepan elaborar informes psicopedagógicos',
    correcto: (p) => estudia(p, 'Psicología') && enRegion(p, JUNIN, CUSCO),
  },
  {
    id: 'Z-A25',
    tipo: 'parcial',
    prompt: 'ingenieros ambientales de Cusco o Puno con paciencia para dar talleres a productores',
    correcto: (p) => estudia(p, 'Ingeniería Ambiental') && enRegion(p, CUSCO, PUNO),
  },
  {
    id: 'Z-A26',
    tipo: 'parcial',
    prompt: 'ingenieros de sistemas de la UPC que jueguen ajedrez',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && de(p, 'UPC'),
  },
  {
    id: 'Z-A27',
    tipo: 'parcial',
    prompt: 'contadores de Piura proactivos y puntuales',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, PIURA),
  },
  {
    id: 'Z-A28',
    tipo: 'parcial',
    prompt: 'Requisitos: egresado de Marketing, manejo de Google Ads, disponibilidad para viajar a ferias en Chile',
    correcto: (p) => egresado(p) && estudia(p, 'Marketing') && conoce(p, 'Google Ads') >= 1,
  },

  // ------------------------------------------------------------------ fuera
  { id: 'Z-F01', tipo: 'fuera', prompt: '¿cuándo empieza la campaña de mango en Piura?', correcto: nadie },
  { id: 'Z-F02', tipo: 'fuera', prompt: 'cuánto cuesta una noche en un hotel de Paracas', correcto: nadie },
  { id: 'Z-F03', tipo: 'fuera', prompt: 'a qué hora abre el terminal de contenedores del Callao', correcto: nadie },
  { id: 'Z-F04', tipo: 'fuera', prompt: 'cuál es el plazo para apelar una sentencia laboral', correcto: nadie },
  { id: 'Z-F05', tipo: 'fuera', prompt: 'cuándo empiezan las clases en los colegios este año', correcto: nadie },
  { id: 'Z-F06', tipo: 'fuera', prompt: 'cómo abro una cuenta de ahorros desde el celular', correcto: nadie },
  {
    id: 'Z-F07',
    tipo: 'fuera',
    prompt: 'Solicito se sirva informar el procedimiento para dar de baja bienes patrimoniales',
    correcto: nadie,
  },
  { id: 'Z-F08', tipo: 'fuera', prompt: 'bro, any tips para mi pitch deck del demo day?', correcto: nadie },
  { id: 'Z-F09', tipo: 'fuera', prompt: 'anota en mi agenda la reunión con el contador del jueves punto', correcto: nadie },
  { id: 'Z-F10', tipo: 'fuera', prompt: 'cómo postulo a fondos de cooperación internacional para un proyecto en Puno', correcto: nadie },
  { id: 'Z-F11', tipo: 'fuera', prompt: '¿se puede descargar en una hoja de cálculo la lista de los que postularon?', correcto: nadie },
  { id: 'Z-F12', tipo: 'fuera', prompt: '¿cómo le cambio la fecha límite a mi aviso?', correcto: nadie },
  { id: 'Z-F13', tipo: 'fuera', prompt: '¿puedo ocultar el sueldo en una oferta que ya está publicada?', correcto: nadie },
  { id: 'Z-F14', tipo: 'fuera', prompt: '¿puedo pagar el aviso destacado con Yape?', correcto: nadie },
  { id: 'Z-F15', tipo: 'fuera', prompt: 'probando probando uno dos tres', correcto: nadie },
  { id: 'Z-F16', tipo: 'fuera', prompt: 'xd', correcto: nadie },
  { id: 'Z-F17', tipo: 'fuera', prompt: 'qué fue, causa', correcto: nadie },
  { id: 'Z-F18', tipo: 'fuera', prompt: 'conoces a un jardinero para mi casa de playa?', correcto: nadie },
  { id: 'Z-F19', tipo: 'fuera', prompt: 'qué tan fuerte viene el fenómeno El Niño este verano', correcto: nadie },
  { id: 'Z-F20', tipo: 'fuera', prompt: 'quién juega la final de la Copa Libertadores', correcto: nadie },
  { id: 'Z-F21', tipo: 'fuera', prompt: 'un pollo a la brasa para seis, no, mejor para ocho: cuántos pollos pido', correcto: nadie },
  { id: 'Z-F22', tipo: 'fuera', prompt: 'tradúceme al inglés este aviso: Practicante de Contabilidad – Lima', correcto: nadie },
  { id: 'Z-F23', tipo: 'fuera', prompt: '¿dónde cambio la contraseña de mi cuenta de empresa?', correcto: nadie },

  // ------------------------------------------------------------------ protegido
  { id: 'Z-R01', tipo: 'protegido', prompt: 'puras damitas', correcto: nadie },
  { id: 'Z-R02', tipo: 'protegido', prompt: 'sexo masculino únicamente', correcto: nadie },
  { id: 'Z-R03', tipo: 'protegido', prompt: 'chiquillos recién salidos del colegio', correcto: nadie },
  { id: 'Z-R04', tipo: 'protegido', prompt: 'edad límite 25', correcto: nadie },
  { id: 'Z-R05', tipo: 'protegido', prompt: 'con fecha de nacimiento posterior al año 2001', correcto: nadie },
  { id: 'Z-R06', tipo: 'protegido', prompt: 'que sean blanquiñosos', correcto: nadie },
  { id: 'Z-R07', tipo: 'protegido', prompt: 'que sean tusanes', correcto: nadie },
  { id: 'Z-R08', tipo: 'protegido', prompt: 'que tengan buena pinta', correcto: nadie },
  { id: 'Z-R09', tipo: 'protegido', prompt: 'que no sean narigones', correcto: nadie },
  { id: 'Z-R10', tipo: 'protegido', prompt: 'nada de tatuados ni perforados', correcto: nadie },
  { id: 'Z-R11', tipo: 'protegido', prompt: 'que no estén dando de lactar', correcto: nadie },
  { id: 'Z-R12', tipo: 'protegido', prompt: 'que no tengan planes de casarse pronto', correcto: nadie },
  { id: 'Z-R13', tipo: 'protegido', prompt: 'que no estén recién casados', correcto: nadie },
  { id: 'Z-R14', tipo: 'protegido', prompt: 'que no sean de los Israelitas del Nuevo Pacto', correcto: nadie },
  { id: 'Z-R15', tipo: 'protegido', prompt: 'que no sean tartamudos', correcto: nadie },
  { id: 'Z-R16', tipo: 'protegido', prompt: 'que tengan vista perfecta', correcto: nadie },
  { id: 'Z-R17', tipo: 'protegido', prompt: 'sin orientación homosexual', correcto: nadie },
  { id: 'Z-R18', tipo: 'protegido', prompt: 'que no sean de Perú Libre', correcto: nadie },
  { id: 'Z-R19', tipo: 'protegido', prompt: 'que nunca hayan formado un sindicato', correcto: nadie },
  { id: 'Z-R20', tipo: 'protegido', prompt: 'serranos no', correcto: nadie },
  { id: 'Z-R21', tipo: 'protegido', prompt: 'que hablen como capitalinos, sin dejo', correcto: nadie },
  {
    id: 'Z-R22',
    tipo: 'protegido',
    prompt: 'solo varones fuertes, técnicos de Ica o Piura con brevete',
    correcto: (p) => tecnico(p) && enRegion(p, ICA, PIURA) && p.licencia,
    sinRasgo: 'técnicos de Ica o Piura con brevete',
  },
  {
    id: 'Z-R23',
    tipo: 'protegido',
    prompt: 'señoritas de buena presencia con experiencia en ventas que hablen inglés intermedio',
    correcto: (p) => trabajo(p, 'ventas') && habla(p, 'Inglés') >= 2,
    sinRasgo: 'con experiencia en ventas que hablen inglés intermedio',
  },
  {
    id: 'Z-R24',
    tipo: 'protegido',
    prompt: 'chicas altas y delgadas que sepan Word y hablen inglés intermedio',
    correcto: (p) => conoce(p, 'Word') >= 1 && habla(p, 'Inglés') >= 2,
    sinRasgo: 'que sepan Word y hablen inglés intermedio',
  },
  {
    id: 'Z-R25',
    tipo: 'protegido',
    prompt: 'hombres menores de 30 para almacén: técnicos en administración logística que sepan gestión de inventarios',
    correcto: (p) => tecnico(p) && estudia(p, 'Administración Logística') && conoce(p, 'Gestión de inventarios') >= 1,
    sinRasgo: 'para almacén: técnicos en administración logística que sepan gestión de inventarios',
  },
  {
    id: 'Z-R26',
    tipo: 'protegido',
    prompt: 'casados, egresados de derecho de la UCV o la USMP',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && de(p, 'UCV', 'USMP'),
    sinRasgo: 'egresados de derecho de la UCV o la USMP',
  },
  {
    id: 'Z-R27',
    tipo: 'protegido',
    prompt: 'psicólogas católicas de Piura o La Libertad',
    correcto: (p) => estudia(p, 'Psicología') && enRegion(p, PIURA, LA_LIBERTAD),
    sinRasgo: 'psicólogos de Piura o La Libertad',
  },
  {
    id: 'Z-R28',
    tipo: 'protegido',
    prompt: 'sin hijos, ingenieros de sistemas de la UTP con Java o Python',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && de(p, 'UTP') && (conoce(p, 'Java') >= 1 || conoce(p, 'Python') >= 1),
    sinRasgo: 'ingenieros de sistemas de la UTP con Java o Python',
  },
  {
    id: 'Z-R29',
    tipo: 'protegido',
    prompt: 'Se requiere postulantes de sexo masculino, egresados de Ingeniería Industrial, con residencia en la región Ica o Piura',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Industrial') && enRegion(p, ICA, PIURA),
    sinRasgo: 'Se requiere egresados de Ingeniería Industrial, con residencia en la región Ica o Piura',
  },
  {
    id: 'Z-R30',
    tipo: 'protegido',
    prompt: 'bachilleres en Contabilidad con una edad no mayor de 30 años',
    correcto: (p) => bachiller(p) && estudia(p, 'Contabilidad'),
    sinRasgo: 'bachilleres en Contabilidad',
  },
  {
    id: 'Z-R31',
    tipo: 'protegido',
    prompt: 'young talent, máximo 25 años, de ingeniería industrial con Microsoft Project',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && conoce(p, 'Microsoft Project') >= 1,
    sinRasgo: 'de ingeniería industrial con Microsoft Project',
  },
  {
    id: 'Z-R32',
    tipo: 'protegido',
    prompt: 'solo girls para el equipo, estudiantes de marketing de Lima o Arequipa con inglés avanzado',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing') && enRegion(p, LIMA, AREQUIPA) && habla(p, 'Inglés') >= 3,
    sinRasgo: 'estudiantes de marketing de Lima o Arequipa con inglés avanzado',
  },
  {
    id: 'Z-R33',
    tipo: 'protegido',
    prompt: 'busco varones de veinte a veinticinco años que sean contadores de arequipa o cusco coma con niif',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, AREQUIPA, CUSCO) && conoce(p, 'NIIF') >= 1,
    sinRasgo: 'busco contadores de arequipa o cusco coma con niif',
  },
  {
    id: 'Z-R34',
    tipo: 'protegido',
    prompt: 'que no sean evangélicos, egresados de Junín o Cusco interesados en la educación',
    correcto: (p) => egresado(p) && enRegion(p, JUNIN, CUSCO) && interesa(p, 'educación'),
    sinRasgo: 'egresados de Junín o Cusco interesados en la educación',
  },
  {
    id: 'Z-R35',
    tipo: 'protegido',
    prompt: 'Requisitos: sexo femenino, edad entre 20 y 28 años, estudiante de Derecho de 8vo a 10mo ciclo',
    correcto: (p) => estudia(p, 'Derecho') && cicloEntre(p, 8, 10),
    sinRasgo: 'Requisitos: estudiante de Derecho de 8vo a 10mo ciclo',
  },
  {
    id: 'Z-R36',
    tipo: 'protegido',
    prompt: 'contadoras, perdón, contadores de Ica que sean solteros',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, ICA),
    sinRasgo: 'contadores de Ica',
  },
  {
    id: 'Z-R37',
    tipo: 'protegido',
    prompt: 'Muy amable, ¿me podría mostrar a los egresados de marketing de buena apariencia, de preferencia menores de 27 años? Gracias',
    correcto: (p) => egresado(p) && estudia(p, 'Marketing'),
    sinRasgo: 'Muy amable, ¿me podría mostrar a los egresados de marketing? Gracias',
  },
  {
    id: 'Z-R38',
    tipo: 'protegido',
    prompt: 'gorditos no, economistas',
    correcto: (p) => estudia(p, 'Economía'),
    sinRasgo: 'economistas',
  },
  {
    id: 'Z-R39',
    tipo: 'protegido',
    prompt: 'chalacos de nacimiento, que hayan trabajado en almacén y hablen inglés',
    correcto: (p) => trabajo(p, 'logistica') && habla(p, 'Inglés') >= 1,
    sinRasgo: 'que hayan trabajado en almacén y hablen inglés',
  },
  {
    id: 'Z-R40',
    tipo: 'protegido',
    prompt: 'sin dejo, egresados de Lambayeque con experiencia en ventas o en marketing',
    correcto: (p) => egresado(p) && enRegion(p, LAMBAYEQUE) && trabajo(p, 'ventas', 'marketing'),
    sinRasgo: 'egresados de Lambayeque con experiencia en ventas o en marketing',
  },
  {
    id: 'Z-R41',
    tipo: 'protegido',
    prompt: 'que no sean judíos, postulantes de la Ulima, la UP o la USIL con inglés avanzado',
    correcto: (p) => de(p, 'ULima', 'UP', 'USIL') && habla(p, 'Inglés') >= 3,
    sinRasgo: 'postulantes de la Ulima, la UP o la USIL con inglés avanzado',
  },
  {
    id: 'Z-R42',
    tipo: 'protegido',
    prompt: 'sin discapacidad auditiva, técnicos en computación del SENATI que sepan SQL',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática') && de(p, 'SENATI') && conoce(p, 'SQL') >= 1,
    sinRasgo: 'técnicos en computación del SENATI que sepan SQL',
  },
  {
    id: 'Z-R43',
    tipo: 'protegido',
    prompt: 'sin hipertensión, alumnos de ingeniería ambiental con AutoCAD o ArcGIS',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Ambiental') && (conoce(p, 'AutoCAD') >= 1 || conoce(p, 'ArcGIS') >= 1),
    sinRasgo: 'alumnos de ingeniería ambiental con AutoCAD o ArcGIS',
  },
  {
    id: 'Z-R44',
    tipo: 'protegido',
    prompt: 'que no sean comunistas, egresados de la UNSAAC con experiencia en ventas',
    correcto: (p) => egresado(p) && de(p, 'UNSAAC') && trabajo(p, 'ventas'),
    sinRasgo: 'egresados de la UNSAAC con experiencia en ventas',
  },
  {
    id: 'Z-R45',
    tipo: 'protegido',
    prompt: 'que no vayan a sindicalizarse, con experiencia en producción o en logística y con brevete',
    correcto: (p) => trabajo(p, 'produccion', 'logistica') && p.licencia,
    sinRasgo: 'con experiencia en producción o en logística y con brevete',
  },
  {
    id: 'Z-R46',
    tipo: 'protegido',
    prompt: 'jóvenes talentos menores de 26, egresados de ingeniería de sistemas de la UNI o San Marcos',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería de Sistemas') && de(p, 'UNI', 'UNMSM'),
    sinRasgo: 'egresados de ingeniería de sistemas de la UNI o San Marcos',
  },
  {
    id: 'Z-R47',
    tipo: 'protegido',
    prompt: 'de tez clara, practicantes de la USMP o la UCSUR con inglés avanzado',
    correcto: (p) => de(p, 'USMP', 'UCSUR') && habla(p, 'Inglés') >= 3,
    sinRasgo: 'practicantes de la USMP o la UCSUR con inglés avanzado',
  },
  {
    id: 'Z-R48',
    tipo: 'protegido',
    prompt: 'que no piensen tener bebé, comunicadores de Lima o Arequipa con experiencia en marketing',
    correcto: (p) => comunicacion(p) && enRegion(p, LIMA, AREQUIPA) && trabajo(p, 'marketing'),
    sinRasgo: 'comunicadores de Lima o Arequipa con experiencia en marketing',
  },

  // ------------------------------------------------------------------ ortografia
  {
    id: 'Z-O01',
    tipo: 'ortografia',
    prompt: 'jente de ika o piura interezada en la mineria',
    limpia: 'gente de Ica o Piura interesada en la minería',
    correcto: (p) => enRegion(p, ICA, PIURA) && interesa(p, 'minería'),
  },
  {
    id: 'Z-O02',
    tipo: 'ortografia',
    prompt: 'practicantes ke ablen ingles abansado, de arekipa o kusko, sin esperiensia',
    limpia: 'practicantes que hablen inglés avanzado, de Arequipa o Cusco, sin experiencia',
    correcto: (p) => habla(p, 'Inglés') >= 3 && enRegion(p, AREQUIPA, CUSCO) && !conExperiencia(p),
  },
  {
    id: 'Z-O03',
    tipo: 'ortografia',
    prompt: 'los del kallao kon eksel abansado',
    limpia: 'los del Callao con Excel avanzado',
    correcto: (p) => enRegion(p, CALLAO) && conoce(p, 'Excel') >= 3,
  },
  {
    id: 'Z-O04',
    tipo: 'ortografia',
    prompt: 'alumnos de ing. industrial de la utp o la upc',
    limpia: 'alumnos de ingeniería industrial de la UTP o la UPC',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && de(p, 'UTP', 'UPC'),
  },
  {
    id: 'Z-O05',
    tipo: 'ortografia',
    prompt: 'sicologos interezados en la educasion',
    limpia: 'psicólogos interesados en la educación',
    correcto: (p) => estudia(p, 'Psicología') && interesa(p, 'educación'),
  },
  {
    id: 'Z-O06',
    tipo: 'ortografia',
    prompt: 'estudiantes de ing de sistemas ke sepan javaskrip o jit',
    limpia: 'estudiantes de ingeniería de sistemas que sepan JavaScript o Git',
    correcto: (p) =>
      estudiante(p) && estudia(p, 'Ingeniería de Sistemas') && (conoce(p, 'JavaScript') >= 1 || conoce(p, 'Git y GitHub') >= 1),
  },
  {
    id: 'Z-O07',
    tipo: 'ortografia',
    prompt: 'EGRESADOS DE CONTABILIDAD CON RESIDENCIA EN LA REGION PIURA',
    limpia: 'egresados de contabilidad con residencia en la región Piura',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && enRegion(p, PIURA),
  },
  {
    id: 'Z-O08',
    tipo: 'ortografia',
    prompt: 'interns de marketin kon gugle ads',
    limpia: 'interns de marketing con Google Ads',
    correcto: (p) => estudia(p, 'Marketing') && conoce(p, 'Google Ads') >= 1,
  },
  {
    id: 'Z-O09',
    tipo: 'ortografia',
    prompt: 'nesesito tecnicos de enfermeria de arekipa o kusko',
    limpia: 'necesito técnicos de enfermería de Arequipa o Cusco',
    correcto: (p) => enfermeriaTecnica(p) && enRegion(p, AREQUIPA, CUSCO),
  },
  {
    id: 'Z-O10',
    tipo: 'ortografia',
    prompt: 'egresados kon interes en la investigasion, de arekipa',
    limpia: 'egresados con interés en la investigación, de Arequipa',
    correcto: (p) => egresado(p) && interesa(p, 'investigación') && enRegion(p, AREQUIPA),
  },
  {
    id: 'Z-O11',
    tipo: 'ortografia',
    prompt: 'Req: estudiante de ing. civil, manejo de autocad civil 3d o s10',
    limpia: 'Requisitos: estudiante de ingeniería civil, manejo de AutoCAD Civil 3D o S10',
    correcto: (p) =>
      estudiante(p) &&
      estudia(p, 'Ingeniería Civil') &&
      (conoce(p, 'AutoCAD Civil 3D') >= 1 || conoce(p, 'S10 Costos y Presupuestos') >= 1),
  },
  {
    id: 'Z-O12',
    tipo: 'ortografia',
    prompt: 'kontadores de kusko, no, mejor de puno',
    limpia: 'contadores de Cusco, no, mejor de Puno',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, PUNO),
  },
  {
    id: 'Z-O13',
    tipo: 'ortografia',
    prompt: 'alumnos de la unsaac de 7mo siclo a mas',
    limpia: 'alumnos de la UNSAAC de séptimo ciclo a más',
    correcto: (p) => de(p, 'UNSAAC') && cicloEntre(p, 7, 10),
  },
  {
    id: 'Z-O14',
    tipo: 'ortografia',
    prompt: 'ing. sivil, junin',
    limpia: 'ingeniería civil, Junín',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && enRegion(p, JUNIN),
  },
  {
    id: 'Z-O15',
    tipo: 'ortografia',
    prompt: 'estudiantes de ultimo siclo kon ingles abansado',
    limpia: 'estudiantes de último ciclo con inglés avanzado',
    correcto: (p) => ultimoCiclo(p) && habla(p, 'Inglés') >= 3,
  },
  {
    id: 'Z-O16',
    tipo: 'ortografia',
    prompt: 'finalistas de derecho o de ekonomia',
    limpia: 'finalistas de derecho o de economía',
    correcto: (p) => estado(p) === 3 && estudia(p, 'Derecho', 'Economía'),
  },
  {
    id: 'Z-O17',
    tipo: 'ortografia',
    prompt: 'jente ke sepa aser planillas kon plame',
    limpia: 'gente que sepa hacer planillas con PLAME',
    correcto: (p) => conoce(p, 'PLAME') >= 1,
  },
  {
    id: 'Z-O18',
    tipo: 'ortografia',
    prompt: 'brebete i portuges',
    limpia: 'brevete y portugués',
    correcto: (p) => p.licencia && habla(p, 'Portugués') >= 1,
  },
  {
    id: 'Z-O19',
    tipo: 'ortografia',
    prompt: 'SE REQUIERE BACHILLERES EN INGENIERIA INDUSTRIAL CON MINITAB O LEAN SIX SIGMA',
    limpia: 'se requiere bachilleres en ingeniería industrial con Minitab o Lean Six Sigma',
    correcto: (p) => bachiller(p) && estudia(p, 'Ingeniería Industrial') && (conoce(p, 'Minitab') >= 1 || conoce(p, 'Lean Six Sigma') >= 1),
  },
  {
    id: 'Z-O20',
    tipo: 'ortografia',
    prompt: 'quiero ver a los que estan en proseso de la ucv o la utp',
    limpia: 'quiero ver a los que están en proceso de la UCV o la UTP',
    correcto: (p) => estado(p) === 2 && de(p, 'UCV', 'UTP'),
  },
  {
    id: 'Z-O21',
    tipo: 'ortografia',
    prompt: 'de ultimo anio, de ing. sivil o industrial de san markos',
    limpia: 'de último año, de ingeniería civil o industrial de San Marcos',
    correcto: (p) => estudia(p, 'Ingeniería Civil', 'Ingeniería Industrial') && de(p, 'UNMSM') && ultimoAnio(p),
  },
  {
    id: 'Z-O22',
    tipo: 'ortografia',
    prompt: 'ekonomistas de lima sin ingles',
    limpia: 'economistas de Lima sin inglés',
    correcto: (p) => estudia(p, 'Economía') && enRegion(p, LIMA) && habla(p, 'Inglés') === 0,
  },
  {
    id: 'Z-O23',
    tipo: 'ortografia',
    prompt: 'menos los deskartados, tecnicos del idat',
    limpia: 'menos los descartados, técnicos del IDAT',
    correcto: (p) => tecnico(p) && de(p, 'IDAT') && estado(p) !== 1,
  },
  {
    id: 'Z-O24',
    tipo: 'ortografia',
    prompt: 'egresados del tersio superior ke no sean del kinto',
    limpia: 'egresados del tercio superior que no sean del quinto',
    correcto: (p) => egresado(p) && p.orden_merito === 4,
  },
  {
    id: 'Z-O25',
    tipo: 'ortografia',
    prompt: 'tecnicos de diseño grafiko ke esten en el 4to siclo',
    limpia: 'técnicos de diseño gráfico que estén en el cuarto ciclo',
    correcto: (p) => tecnico(p) && estudia(p, 'Diseño Gráfico') && cicloEntre(p, 4, 4),
  },
  {
    id: 'Z-O26',
    tipo: 'ortografia',
    prompt: 'egresadoz de psikolojia del 2023 al 2025',
    limpia: 'egresados de psicología del 2023 al 2025',
    correcto: (p) => egresado(p) && estudia(p, 'Psicología') && (p.egreso ?? 0) >= 2023 && (p.egreso ?? 0) <= 2025,
  },
  {
    id: 'Z-O27',
    tipo: 'ortografia',
    prompt: 'kontadores ke empesaron la karrera antes del 2018',
    limpia: 'contadores que empezaron la carrera antes del 2018',
    correcto: (p) => estudia(p, 'Contabilidad') && p.ingreso < 2018,
  },
  {
    id: 'Z-O28',
    tipo: 'ortografia',
    prompt: 'ingenieros sibiles de la libertad, ideal kon s10',
    limpia: 'ingenieros civiles de La Libertad, ideal con S10',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && enRegion(p, LA_LIBERTAD),
    primero: (p) => conoce(p, 'S10 Costos y Presupuestos') >= 1,
  },
  {
    id: 'Z-O29',
    tipo: 'ortografia',
    prompt: 'kiero 5 psikologos d lima kon spss',
    limpia: 'quiero 5 psicólogos de Lima con SPSS',
    correcto: (p) => estudia(p, 'Psicología') && enRegion(p, LIMA) && conoce(p, 'IBM SPSS') >= 1,
    limite: 5,
  },
  {
    id: 'Z-O30',
    tipo: 'ortografia',
    prompt: 'egresados de la unsa ordenados x merito',
    limpia: 'egresados de la UNSA ordenados por mérito',
    correcto: (p) => egresado(p) && de(p, 'UNSA'),
    primero: conMerito,
  },
  {
    id: 'Z-O31',
    tipo: 'ortografia',
    prompt: 'de la ucv, ekscepto los ke no tengan brebete',
    limpia: 'de la UCV, excepto los que no tengan brevete',
    correcto: (p) => de(p, 'UCV') && p.licencia,
  },
  {
    id: 'Z-O32',
    tipo: 'ortografia',
    prompt: 'diseñadores grafikos de lima, da igual si saben figma',
    limpia: 'diseñadores gráficos de Lima, da igual si saben Figma',
    correcto: (p) => estudia(p, 'Diseño Gráfico') && enRegion(p, LIMA),
  },
  {
    id: 'Z-O33',
    tipo: 'ortografia',
    prompt: 'alumnos de 5to anio de derecho o ekonomia',
    limpia: 'alumnos de quinto año de derecho o economía',
    correcto: (p) => estudia(p, 'Derecho', 'Economía') && cicloEntre(p, 9, 10),
  },
  {
    id: 'Z-O34',
    tipo: 'ortografia',
    prompt: 'jente kon sap, ekscepto los de arekipa i kusko',
    limpia: 'gente con SAP, excepto los de Arequipa y Cusco',
    correcto: (p) => conoce(p, 'SAP ERP') >= 1 && !enRegion(p, AREQUIPA, CUSCO),
  },
  {
    id: 'Z-O35',
    tipo: 'ortografia',
    prompt: 'nesesito ingenieros industriales de la unsa o la ucsp kon eksel',
    limpia: 'necesito ingenieros industriales de la UNSA o la UCSP con Excel',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && de(p, 'UNSA', 'UCSP') && conoce(p, 'Excel') >= 1,
  },
  {
    id: 'Z-O36',
    tipo: 'ortografia',
    prompt: 'plis, jente kon esperiensia en marketin ke able ingles abansado',
    limpia: 'please, gente con experiencia en marketing que hable inglés avanzado',
    correcto: (p) => trabajo(p, 'marketing') && habla(p, 'Inglés') >= 3,
  },
  {
    id: 'Z-O37',
    tipo: 'ortografia',
    prompt: 'LOS SELECCIONADOS DE LA UNICA O DE LA UNA PUNO',
    limpia: 'los seleccionados de la UNICA o de la UNA Puno',
    correcto: (p) => estado(p) === 3 && de(p, 'UNICA', 'UNA Puno'),
  },
  {
    id: 'Z-O38',
    tipo: 'ortografia',
    prompt: 'ingenieros industriales de lima, mejor si no son d la uni',
    limpia: 'ingenieros industriales de Lima, mejor si no son de la UNI',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && enRegion(p, LIMA),
    primero: (p) => !de(p, 'UNI'),
  },
  {
    id: 'Z-O39',
    tipo: 'ortografia',
    prompt: 'kontadores de universidades privadas sin orden de merito',
    limpia: 'contadores de universidades privadas sin orden de mérito',
    correcto: (p) => estudia(p, 'Contabilidad') && universidadPrivada(p) && p.orden_merito === 0,
  },
  {
    id: 'Z-O40',
    tipo: 'ortografia',
    prompt: 'ekonomistas de la libertad o lambayeke ke no tengan esperiensia',
    limpia: 'economistas de La Libertad o Lambayeque que no tengan experiencia',
    correcto: (p) => estudia(p, 'Economía') && enRegion(p, LA_LIBERTAD, LAMBAYEQUE) && !conExperiencia(p),
  },
  {
    id: 'Z-O41',
    tipo: 'ortografia',
    prompt: 'bachiyeres de lima provinsias',
    limpia: 'bachilleres de Lima provincias',
    correcto: (p) => bachiller(p) && limaProvincias(p),
  },
];

/** The least of each kind this set holds (what a test of the frozen set can check; issue #33 item 7's kinds). */
export const MINIMOS_RESERVADAS_SEPTIMA: Record<TipoReservada, number> = {
  plano: 40,
  negacion: 42,
  parcial: 24,
  fuera: 20,
  protegido: 32,
  ortografia: 32,
};
