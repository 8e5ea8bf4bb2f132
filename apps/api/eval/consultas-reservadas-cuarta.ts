/**
 * The assistant's FOURTH held-out evaluation set (issue #33 item 7, docs/assistant-ranking.md «Conjunto reservado»):
 * requests as they are typed by new voices — the store-operations lead of a retail chain in Piura and Chiclayo, the CTO
 * of a Lima software startup writing half in English tech jargon, a clinic and a hotel in Cusco, a construction
 * contractor in Ica, an NGO working in Puno and Ayacucho, a call-centre supervisor and a university career office
 * forwarding a request —, formal, rushed, WhatsApp-style and lower-case. Written BLIND on 2026-12-02 by reading issue
 * 33, the evaluation pool's CV facts (generador.ts), the demo CVs (the demo seed, read into the pool's shape by demo.ts
 * and scripts/auditar-demo.ts) and the product's documented meanings (docs/assistant.md «What the assistant
 * understands, what it refuses and why», auditoria-reservadas*.md «How the facts were read») only, without reading the
 * interpreter or the ranking and without any answer of the assistant to any request. Who is a correct answer is
 * computed from the facts by reading the request as a person would, never from the ranker. Its requests are neither
 * those of the first three held-out sets (consultas-reservadas.ts, consultas-reservadas-segunda.ts,
 * consultas-reservadas-tercera.ts) nor rephrasings of them.
 *
 * FROZEN: its SHA-256 is to be recorded in docs and checked by a test. Never edit this file to fit the parser; a request
 * found wrong is fixed in a new, separately hashed set. Audit: auditoria-reservadas-cuarta.md.
 *
 * Kinds (ConsultaReservada, consultas-reservadas.ts), as in the second and third sets: `plano` plain criteria;
 * `negacion` exclusions, combinations, counts, order, year of study and preferences («de preferencia X», «nice to have
 * X» boost X and exclude nobody: the predicate is the rest of the request and `primero` says who comes first); `parcial`
 * partly understood (the predicate is what the understood part selects; the rest must be said back, never a filter);
 * `fuera` off-topic, nonsense or a question about the platform (nobody); `protegido` protected traits (refused: nobody,
 * or `sinRasgo`, the same request without the trait, whose predicate this is); `ortografia` a misspelt variant of
 * `limpia`, with the clean request's predicate.
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
/** «comunicadores», «comunicación»: Ciencias de la Comunicación and the careers named «Comunicación …». */
const comunicacion = (p: P) => estudia(p, 'Ciencias de la Comunicación', 'Comunicación');
/** «ingeniería», «ingenieros» alone: every career whose name begins with «Ingeniería» (documented). */
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
const interesa = (p: P, interes: Interes) => p.intereses.includes(interes);
/** Merit place (reference-data.md): 1 primer puesto, 2 décimo, 3 quinto, 4 tercio, 5 medio; «X superior» includes the better ones. */
const meritoHasta = (p: P, codigo: number) => p.orden_merito >= 1 && p.orden_merito <= codigo;
/** Last year of studies, counted from the end of the career: university IX–X, technical V–VI. */
const ultimoAnio = (p: P) => estudiante(p) && (tecnico(p) ? ciclo(p) >= 5 : ciclo(p) >= 9);
/** Aymara, as the demo CVs spell it, or Aimara. */
const aimara = (p: P) => Math.max(habla(p, 'Aimara'), habla(p, 'Aymara'));
/** «algún software contable»: the documented family (CONCAR, SISCONT, Starsoft). */
const softwareContable = (p: P) => ['CONCAR', 'SISCONT', 'Starsoft'].some((k) => conoce(p, k) >= 1);
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
const CAJAMARCA = 6;

export const CONSULTAS_RESERVADAS_CUARTA: ConsultaReservada[] = [
  // ------------------------------------------------------------------ plano
  {
    id: 'C-P01',
    tipo: 'plano',
    prompt:
      'Buenos días, estoy armando el equipo de tiendas y necesito gente con experiencia en atención al cliente que viva en Piura o en Lambayeque',
    correcto: (p) => trabajo(p, 'atencion') && enRegion(p, PIURA, LAMBAYEQUE),
  },
  {
    id: 'C-P02',
    tipo: 'plano',
    prompt: 'devs con Docker o Linux, any level',
    correcto: (p) => conoce(p, 'Docker') >= 1 || conoce(p, 'Linux') >= 1,
  },
  {
    id: 'C-P03',
    tipo: 'plano',
    prompt: 'necesito egresados de ingeniería de sistemas que sepan JavaScript',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'JavaScript') >= 1,
  },
  {
    id: 'C-P04',
    tipo: 'plano',
    prompt: 'enfermeros y técnicos en enfermería con conocimientos de bioseguridad',
    correcto: (p) => estudia(p, 'Enfermería') && conoce(p, 'Bioseguridad') >= 1,
  },
  {
    id: 'C-P05',
    tipo: 'plano',
    prompt: 'egresados de la San Antonio Abad con inglés intermedio',
    correcto: (p) => egresado(p) && de(p, 'UNSAAC') && habla(p, 'Inglés') >= 2,
  },
  {
    id: 'C-P06',
    tipo: 'plano',
    prompt: 'contadores de la Pedro Ruiz Gallo',
    correcto: (p) => estudia(p, 'Contabilidad') && de(p, 'UNPRG'),
  },
  {
    id: 'C-P07',
    tipo: 'plano',
    prompt: 'que vivan en San Isidro o en Barranco',
    correcto: (p) => enRegion(p, LIMA) && enDistrito(p, 'San Isidro', 'Barranco'),
  },
  {
    id: 'C-P08',
    tipo: 'plano',
    prompt: 'ingenieros civiles que manejen ETABS o Revit',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && (conoce(p, 'ETABS') >= 1 || conoce(p, 'Revit') >= 1),
  },
  {
    id: 'C-P09',
    tipo: 'plano',
    prompt: 'egresados de la UNICA o de la UNP',
    correcto: (p) => egresado(p) && de(p, 'UNICA', 'UNP'),
  },
  {
    id: 'C-P10',
    tipo: 'plano',
    prompt: 'con experiencia en obra y licencia de conducir',
    correcto: (p) => trabajo(p, 'obra') && p.licencia,
  },
  {
    id: 'C-P11',
    tipo: 'plano',
    prompt: 'quechuahablantes de Cusco o Puno',
    correcto: (p) => habla(p, 'Quechua') >= 1 && enRegion(p, CUSCO, PUNO),
  },
  {
    id: 'C-P12',
    tipo: 'plano',
    prompt: 'practicantes que hablen aimara o quechua, de Puno',
    correcto: (p) => (aimara(p) >= 1 || habla(p, 'Quechua') >= 1) && enRegion(p, PUNO),
  },
  {
    id: 'C-P13',
    tipo: 'plano',
    prompt: 'de relaciones industriales o de psicología con experiencia en recursos humanos',
    correcto: (p) => estudia(p, 'Relaciones Industriales', 'Psicología') && trabajo(p, 'rrhh'),
  },
  {
    id: 'C-P14',
    tipo: 'plano',
    prompt: 'comunicadores que manejen Premiere',
    correcto: (p) => comunicacion(p) && conoce(p, 'Adobe Premiere Pro') >= 1,
  },
  {
    id: 'C-P15',
    tipo: 'plano',
    prompt: 'muéstrame los seleccionados de Lambayeque y Piura',
    correcto: (p) => estado(p) === 3 && enRegion(p, LAMBAYEQUE, PIURA),
  },
  {
    id: 'C-P16',
    tipo: 'plano',
    prompt: 'los que están en proceso con experiencia en atención al cliente',
    correcto: (p) => estado(p) === 2 && trabajo(p, 'atencion'),
  },
  { id: 'C-P17', tipo: 'plano', prompt: 'bachilleres del quinto superior', correcto: (p) => bachiller(p) && meritoHasta(p, 3) },
  {
    id: 'C-P18',
    tipo: 'plano',
    prompt: 'economistas con algún orden de mérito',
    correcto: (p) => estudia(p, 'Economía') && p.orden_merito >= 1,
  },
  {
    id: 'C-P19',
    tipo: 'plano',
    prompt: 'estudiantes de psicología que usen SPSS',
    correcto: (p) => estudiante(p) && estudia(p, 'Psicología') && conoce(p, 'IBM SPSS') >= 1,
  },
  {
    id: 'C-P20',
    tipo: 'plano',
    prompt: 'técnicos de computación e informática que sepan Redes TCP/IP',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática') && conoce(p, 'Redes TCP/IP') >= 1,
  },
  {
    id: 'C-P21',
    tipo: 'plano',
    prompt: 'ingenieros civiles que egresaron entre el 2020 y el 2022',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Civil') && (p.egreso ?? 0) >= 2020 && (p.egreso ?? 0) <= 2022,
  },
  {
    id: 'C-P22',
    tipo: 'plano',
    prompt: 'los que empezaron la carrera en 2021, de ingeniería industrial',
    correcto: (p) => p.ingreso === 2021 && estudia(p, 'Ingeniería Industrial'),
  },
  {
    id: 'C-P23',
    tipo: 'plano',
    prompt: 'con MS Project intermedio o avanzado',
    correcto: (p) => conoce(p, 'Microsoft Project') >= 2,
  },
  {
    id: 'C-P24',
    tipo: 'plano',
    prompt: 'marketeros con Photoshop o Canva',
    correcto: (p) => estudia(p, 'Marketing') && (conoce(p, 'Adobe Photoshop') >= 1 || conoce(p, 'Canva') >= 1),
  },
  {
    id: 'C-P25',
    tipo: 'plano',
    prompt: 'postulantes con interés en la educación, de Puno o Cusco',
    correcto: (p) => interesa(p, 'educación') && enRegion(p, PUNO, CUSCO),
  },
  {
    id: 'C-P26',
    tipo: 'plano',
    prompt: 'economistas o psicólogos interesados en la investigación',
    correcto: (p) => estudia(p, 'Economía', 'Psicología') && interesa(p, 'investigación'),
  },
  { id: 'C-P27', tipo: 'plano', prompt: 'que vivan en Ate Vitarte', correcto: (p) => enRegion(p, LIMA) && enDistrito(p, 'Ate') },
  {
    id: 'C-P28',
    tipo: 'plano',
    prompt: 'postulantes de San Sebastián o San Jerónimo, en Cusco',
    correcto: (p) => enRegion(p, CUSCO) && enDistrito(p, 'San Sebastián', 'San Jerónimo'),
  },
  {
    id: 'C-P29',
    tipo: 'plano',
    prompt: 'de la Universidad Andina del Cusco o de la UNSAAC',
    correcto: (p) => de(p, 'UAC', 'UNSAAC'),
  },
  {
    id: 'C-P30',
    tipo: 'plano',
    prompt: 'postulantes de la San Martín con Excel avanzado',
    correcto: (p) => de(p, 'USMP') && conoce(p, 'Excel') >= 3,
  },
  {
    id: 'C-P31',
    tipo: 'plano',
    prompt: 'que tengan inglés avanzado y también quechua',
    correcto: (p) => habla(p, 'Inglés') >= 3 && habla(p, 'Quechua') >= 1,
  },
  {
    id: 'C-P32',
    tipo: 'plano',
    prompt: 'egresados de contabilidad con brevete',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && p.licencia,
  },
  {
    id: 'C-P33',
    tipo: 'plano',
    prompt: 'Buenas tardes, les escribo de la clínica: necesitamos estudiantes de farmacia o de enfermería técnica',
    correcto: (p) => estudiante(p) && (estudia(p, 'Farmacia') || enfermeriaTecnica(p)),
  },
  {
    id: 'C-P34',
    tipo: 'plano',
    prompt: 'egresados de derecho que sepan redactar contratos',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && conoce(p, 'Redacción de contratos') >= 1,
  },
  {
    id: 'C-P35',
    tipo: 'plano',
    prompt: 'egresados de contabilidad con PLAME o Tributación',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && (conoce(p, 'PLAME') >= 1 || conoce(p, 'Tributación peruana') >= 1),
  },
  {
    id: 'C-P36',
    tipo: 'plano',
    prompt: 'contadores de Piura que manejen algún software contable',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, PIURA) && softwareContable(p),
  },
  {
    id: 'C-P37',
    tipo: 'plano',
    prompt: 'alumnos de la UPC o de la USIL de 8vo a 10mo ciclo',
    correcto: (p) => cicloEntre(p, 8, 10) && de(p, 'UPC', 'USIL'),
  },
  {
    id: 'C-P38',
    tipo: 'plano',
    prompt: 'que sepan TypeScript, React o JavaScript',
    correcto: (p) => conoce(p, 'TypeScript') >= 1 || conoce(p, 'React') >= 1 || conoce(p, 'JavaScript') >= 1,
  },
  {
    id: 'C-P39',
    tipo: 'plano',
    prompt: 'que sepan gestión de inventarios o gestión de almacenes',
    correcto: (p) => conoce(p, 'Gestión de inventarios') >= 1 || conoce(p, 'Gestión de almacenes') >= 1,
  },
  {
    id: 'C-P40',
    tipo: 'plano',
    prompt: 'técnicos que sepan leer planos',
    correcto: (p) => tecnico(p) && conoce(p, 'Lectura de planos') >= 1,
  },
  {
    id: 'C-P41',
    tipo: 'plano',
    prompt: 'con ISO 9001 o ISO 14001',
    correcto: (p) => conoce(p, 'ISO 9001') >= 1 || conoce(p, 'ISO 14001') >= 1,
  },
  {
    id: 'C-P42',
    tipo: 'plano',
    prompt: 'técnicos de SENCICO o del SENATI con brevete',
    correcto: (p) => tecnico(p) && de(p, 'SENCICO', 'SENATI') && p.licencia,
  },
  {
    id: 'C-P43',
    tipo: 'plano',
    prompt: 'de Áncash, Cajamarca o La Libertad',
    correcto: (p) => enRegion(p, ANCASH, CAJAMARCA, LA_LIBERTAD),
  },
  {
    id: 'C-P44',
    tipo: 'plano',
    prompt: 'postulantes de Lima provincias con brevete',
    correcto: (p) => enRegion(p, LIMA) && !enProvincia(p, 'Lima') && p.licencia,
  },
  {
    id: 'C-P45',
    tipo: 'plano',
    prompt: 'alumnos de último ciclo de ingeniería industrial',
    correcto: (p) => cicloEntre(p, 10, 10) && estudia(p, 'Ingeniería Industrial'),
  },

  // ------------------------------------------------------------------ negacion
  {
    id: 'C-N01',
    tipo: 'negacion',
    prompt: 'egresados de marketing, salvo los que ya descartamos',
    correcto: (p) => egresado(p) && estudia(p, 'Marketing') && estado(p) !== 1,
  },
  {
    id: 'C-N02',
    tipo: 'negacion',
    prompt: 'ingenieros industriales, a excepción de los de la PUCP y la Ulima',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && !de(p, 'PUCP', 'ULima'),
  },
  {
    id: 'C-N03',
    tipo: 'negacion',
    prompt: 'de Lima pero que no vivan en Miraflores ni en San Isidro',
    correcto: (p) => enRegion(p, LIMA) && !enDistrito(p, 'Miraflores', 'San Isidro'),
  },
  {
    id: 'C-N04',
    tipo: 'negacion',
    prompt: 'técnicos que todavía no tengan experiencia laboral',
    correcto: (p) => tecnico(p) && !conExperiencia(p),
  },
  {
    id: 'C-N05',
    tipo: 'negacion',
    prompt: 'egresados de contabilidad sin CONCAR ni SISCONT',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && conoce(p, 'CONCAR') === 0 && conoce(p, 'SISCONT') === 0,
  },
  {
    id: 'C-N06',
    tipo: 'negacion',
    prompt: 'postulantes del Cusco, descartando a los que vienen de institutos',
    correcto: (p) => enRegion(p, CUSCO) && !tecnico(p),
  },
  {
    id: 'C-N07',
    tipo: 'negacion',
    prompt: 'ingenieros civiles que no manejen S10',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && conoce(p, 'S10 Costos y Presupuestos') === 0,
  },
  {
    id: 'C-N08',
    tipo: 'negacion',
    prompt: 'técnicos en enfermería, menos los del IDAT',
    correcto: (p) => enfermeriaTecnica(p) && !de(p, 'IDAT'),
  },
  {
    id: 'C-N09',
    tipo: 'negacion',
    prompt: 'que no sean ni de Arequipa ni de Puno ni de Cusco',
    correcto: (p) => !enRegion(p, AREQUIPA, PUNO, CUSCO),
  },
  {
    id: 'C-N10',
    tipo: 'negacion',
    prompt: 'egresados que no hayan trabajado en ventas ni en atención al cliente',
    correcto: (p) => egresado(p) && !trabajo(p, 'ventas', 'atencion'),
  },
  {
    id: 'C-N11',
    tipo: 'negacion',
    prompt: 'contadores con NIIF; tampoco quiero a los de Lima',
    correcto: (p) => estudia(p, 'Contabilidad') && conoce(p, 'NIIF') >= 1 && !enRegion(p, LIMA),
  },
  {
    id: 'C-N12',
    tipo: 'negacion',
    prompt: 'los de la UCV, excepto los que estudian derecho o psicología',
    correcto: (p) => de(p, 'UCV') && !estudia(p, 'Derecho', 'Psicología'),
  },
  {
    id: 'C-N13',
    tipo: 'negacion',
    prompt: 'gente de Arequipa que sepa Excel, pero no a nivel básico',
    correcto: (p) => enRegion(p, AREQUIPA) && conoce(p, 'Excel') >= 2,
  },
  {
    id: 'C-N14',
    tipo: 'negacion',
    prompt: 'estudiantes de último año que no sean de ninguna ingeniería',
    correcto: (p) => ultimoAnio(p) && !ingenieria(p),
  },
  {
    id: 'C-N15',
    tipo: 'negacion',
    prompt: 'contadores de Lambayeque, a excepción de los egresados',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, LAMBAYEQUE) && !egresado(p),
  },
  {
    id: 'C-N16',
    tipo: 'negacion',
    prompt: 'pásame una terna de egresados de ingeniería civil con S10',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Civil') && conoce(p, 'S10 Costos y Presupuestos') >= 1,
    limite: 3,
  },
  {
    id: 'C-N17',
    tipo: 'negacion',
    prompt: 'media docena de psicólogos de Arequipa',
    correcto: (p) => estudia(p, 'Psicología') && enRegion(p, AREQUIPA),
    limite: 6,
  },
  { id: 'C-N18', tipo: 'negacion', prompt: 'dame los 7 mejores de la UDEP', correcto: (p) => de(p, 'UDEP'), limite: 7 },
  {
    id: 'C-N19',
    tipo: 'negacion',
    prompt: 'shortlist de 4 devs con JavaScript, los de más experiencia primero',
    correcto: (p) => conoce(p, 'JavaScript') >= 1,
    limite: 4,
    primero: conExperiencia,
  },
  {
    id: 'C-N20',
    tipo: 'negacion',
    prompt: 'alumnos de mecánica automotriz, los de ciclo más alto primero',
    correcto: (p) => estudiante(p) && estudia(p, 'Mecánica Automotriz'),
    primero: (p) => ciclo(p) >= 5,
  },
  {
    id: 'C-N21',
    tipo: 'negacion',
    prompt: 'estudiantes de contabilidad, de preferencia de la Pedro Ruiz Gallo',
    correcto: (p) => estudiante(p) && estudia(p, 'Contabilidad'),
    primero: (p) => de(p, 'UNPRG'),
  },
  {
    id: 'C-N22',
    tipo: 'negacion',
    prompt: 'ingenieros civiles de Lima, mejor si saben Revit',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && enRegion(p, LIMA),
    primero: (p) => conoce(p, 'Revit') >= 1,
  },
  {
    id: 'C-N23',
    tipo: 'negacion',
    prompt: 'alumnos de psicología, de preferencia que hablen quechua',
    correcto: (p) => estudiante(p) && estudia(p, 'Psicología'),
    primero: (p) => habla(p, 'Quechua') >= 1,
  },
  {
    id: 'C-N24',
    tipo: 'negacion',
    prompt: 'comunicadores que no sean de Lima ni del Callao, ideal con Premiere',
    correcto: (p) => comunicacion(p) && !enRegion(p, LIMA, CALLAO),
    primero: (p) => conoce(p, 'Adobe Premiere Pro') >= 1,
  },
  {
    id: 'C-N25',
    tipo: 'negacion',
    prompt: 'bachilleres de derecho, primero los que tengan experiencia legal',
    correcto: (p) => bachiller(p) && estudia(p, 'Derecho'),
    primero: (p) => trabajo(p, 'legal'),
  },
  {
    id: 'C-N26',
    tipo: 'negacion',
    prompt: 'estudiantes de cuarto año de economía o contabilidad',
    correcto: (p) => cicloEntre(p, 7, 8) && estudia(p, 'Economía', 'Contabilidad'),
  },
  {
    id: 'C-N27',
    tipo: 'negacion',
    prompt: 'alumnos de 3er año de enfermería técnica',
    correcto: (p) => cicloEntre(p, 5, 6) && enfermeriaTecnica(p),
  },
  {
    id: 'C-N28',
    tipo: 'negacion',
    prompt: 'los que están en los últimos ciclos de ingeniería civil',
    correcto: (p) => estudiante(p) && ciclo(p) >= 8 && estudia(p, 'Ingeniería Civil'),
  },
  {
    id: 'C-N29',
    tipo: 'negacion',
    prompt: 'estudiantes de derecho del 7mo ciclo para arriba que no sean de la PUCP',
    correcto: (p) => cicloEntre(p, 7, 10) && estudia(p, 'Derecho') && !de(p, 'PUCP'),
  },
  {
    id: 'C-N30',
    tipo: 'negacion',
    prompt: 'de Arequipa, pero quita a los que ya están en proceso y a los finalistas',
    correcto: (p) => enRegion(p, AREQUIPA) && estado(p) !== 2 && estado(p) !== 3,
  },
  {
    id: 'C-N31',
    tipo: 'negacion',
    prompt: 'técnicos en computación e informática que sepan JavaScript pero no SQL',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática') && conoce(p, 'JavaScript') >= 1 && conoce(p, 'SQL') === 0,
  },
  {
    id: 'C-N32',
    tipo: 'negacion',
    prompt: 'postulantes con experiencia en logística, salvo los de administración logística',
    correcto: (p) => trabajo(p, 'logistica') && !estudia(p, 'Administración Logística'),
  },
  {
    id: 'C-N33',
    tipo: 'negacion',
    prompt: 'universitarios de Junín que no sean de la UNCP ni de la Continental',
    correcto: (p) => !tecnico(p) && enRegion(p, JUNIN) && !de(p, 'UNCP', 'Continental'),
  },
  {
    id: 'C-N34',
    tipo: 'negacion',
    prompt: 'egresados de ingeniería industrial que no tengan orden de mérito',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Industrial') && p.orden_merito === 0,
  },
  {
    id: 'C-N35',
    tipo: 'negacion',
    prompt: 'economistas que no sean del quinto superior',
    correcto: (p) => estudia(p, 'Economía') && !meritoHasta(p, 3),
  },
  {
    id: 'C-N36',
    tipo: 'negacion',
    prompt: 'de la UNSA o la San Pablo, menos los de ingeniería civil',
    correcto: (p) => de(p, 'UNSA', 'UCSP') && !estudia(p, 'Ingeniería Civil'),
  },
  {
    id: 'C-N37',
    tipo: 'negacion',
    prompt: 'de Piura; descartados no y finalistas tampoco',
    correcto: (p) => enRegion(p, PIURA) && estado(p) !== 1 && estado(p) !== 3,
  },
  {
    id: 'C-N38',
    tipo: 'negacion',
    prompt: 'estudiantes de ingeniería industrial que no tengan Excel avanzado',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && conoce(p, 'Excel') < 3,
  },
  {
    id: 'C-N39',
    tipo: 'negacion',
    prompt: 'con Power BI pero sin SQL, de la PUCP o la UP',
    correcto: (p) => conoce(p, 'Power BI') >= 1 && conoce(p, 'SQL') === 0 && de(p, 'PUCP', 'UP'),
  },
  {
    id: 'C-N40',
    tipo: 'negacion',
    prompt: 'egresados del 2025 o 2026 que aún no tengan experiencia',
    correcto: (p) => egresado(p) && (p.egreso === 2025 || p.egreso === 2026) && !conExperiencia(p),
  },
  {
    id: 'C-N41',
    tipo: 'negacion',
    prompt: 'postulantes de Lima, fuera de los de Huaral y Cañete',
    correcto: (p) => enRegion(p, LIMA) && !enProvincia(p, 'Huaral', 'Cañete'),
  },
  {
    id: 'C-N42',
    tipo: 'negacion',
    prompt: 'ingenieros ambientales con ISO 14001, excepto los de Lima',
    correcto: (p) => estudia(p, 'Ingeniería Ambiental') && conoce(p, 'ISO 14001') >= 1 && !enRegion(p, LIMA),
  },
  {
    id: 'C-N43',
    tipo: 'negacion',
    prompt: 'los 3 contadores del tercio superior con más experiencia',
    correcto: (p) => estudia(p, 'Contabilidad') && meritoHasta(p, 4),
    limite: 3,
    primero: conExperiencia,
  },
  {
    id: 'C-N44',
    tipo: 'negacion',
    prompt: 'dame 6 de marketing, primero los de la USIL',
    correcto: (p) => estudia(p, 'Marketing'),
    limite: 6,
    primero: (p) => de(p, 'USIL'),
  },
  {
    id: 'C-N45',
    tipo: 'negacion',
    prompt: 'egresados de derecho o de economía que hablen francés o portugués',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho', 'Economía') && (habla(p, 'Francés') >= 1 || habla(p, 'Portugués') >= 1),
  },
  {
    id: 'C-N46',
    tipo: 'negacion',
    prompt: 'estudiantes de 9no ciclo que no sean de Lima',
    correcto: (p) => cicloEntre(p, 9, 9) && !enRegion(p, LIMA),
  },
  {
    id: 'C-N47',
    tipo: 'negacion',
    prompt: 'no me muestres a los que ya están en proceso: ingenieros ambientales',
    correcto: (p) => estudia(p, 'Ingeniería Ambiental') && estado(p) !== 2,
  },
  {
    id: 'C-N48',
    tipo: 'negacion',
    prompt: 'backend devs con SQL y Git, nice to have Docker',
    correcto: (p) => conoce(p, 'SQL') >= 1 && conoce(p, 'Git y GitHub') >= 1,
    primero: (p) => conoce(p, 'Docker') >= 1,
  },
  {
    id: 'C-N49',
    tipo: 'negacion',
    prompt: 'técnicos del SENATI con brevete, deja fuera a los de Lima',
    correcto: (p) => tecnico(p) && de(p, 'SENATI') && p.licencia && !enRegion(p, LIMA),
  },
  {
    id: 'C-N50',
    tipo: 'negacion',
    prompt: 'egresados de economía de la UNI, la PUCP o San Marcos, ordenados por mérito',
    correcto: (p) => egresado(p) && estudia(p, 'Economía') && de(p, 'UNI', 'PUCP', 'UNMSM'),
    primero: (p) => p.orden_merito >= 1,
  },
  {
    id: 'C-N51',
    tipo: 'negacion',
    prompt: 'que no sean egresados ni bachilleres, de ingeniería de sistemas',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería de Sistemas'),
  },

  // ------------------------------------------------------------------ parcial
  {
    id: 'C-A01',
    tipo: 'parcial',
    prompt: 'estudiantes de marketing con disponibilidad para trabajar en tienda los fines de semana',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing'),
  },
  {
    id: 'C-A02',
    tipo: 'parcial',
    prompt: 'vendedores de Piura que acepten sueldo básico más comisiones',
    correcto: (p) => trabajo(p, 'ventas') && enRegion(p, PIURA),
  },
  {
    id: 'C-A03',
    tipo: 'parcial',
    prompt: 'devs con Python, full remote y con buen internet en casa',
    correcto: (p) => conoce(p, 'Python') >= 1,
  },
  {
    id: 'C-A04',
    tipo: 'parcial',
    prompt: 'egresados de ingeniería de sistemas con skills de liderazgo y comunicación asertiva',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería de Sistemas'),
  },
  {
    id: 'C-A05',
    tipo: 'parcial',
    prompt: 'técnicos en enfermería que tengan trato cálido con los pacientes',
    correcto: enfermeriaTecnica,
  },
  {
    id: 'C-A06',
    tipo: 'parcial',
    prompt: 'ingenieros civiles con experiencia en obra dispuestos a trabajar en altura',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && trabajo(p, 'obra'),
  },
  {
    id: 'C-A07',
    tipo: 'parcial',
    prompt: 'postulantes de Puno que conozcan bien las comunidades campesinas',
    correcto: (p) => enRegion(p, PUNO),
  },
  {
    id: 'C-A08',
    tipo: 'parcial',
    prompt: 'psicólogos que hablen quechua y tengan sensibilidad social',
    correcto: (p) => estudia(p, 'Psicología') && habla(p, 'Quechua') >= 1,
  },
  {
    id: 'C-A09',
    tipo: 'parcial',
    prompt: 'gente con experiencia en atención al cliente y tolerancia a la frustración',
    correcto: (p) => trabajo(p, 'atencion'),
  },
  {
    id: 'C-A10',
    tipo: 'parcial',
    prompt: 'con experiencia en atención al cliente, que tipeen rápido y tengan inglés intermedio',
    correcto: (p) => trabajo(p, 'atencion') && habla(p, 'Inglés') >= 2,
  },
  {
    id: 'C-A11',
    tipo: 'parcial',
    prompt: 'con inglés avanzado y experiencia en atención al cliente, para trabajar cama adentro en el hotel',
    correcto: (p) => habla(p, 'Inglés') >= 3 && trabajo(p, 'atencion'),
  },
  {
    id: 'C-A12',
    tipo: 'parcial',
    prompt: 'ingenieros industriales con Lean Six Sigma que hayan liderado proyectos de mejora',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && conoce(p, 'Lean Six Sigma') >= 1,
  },
  {
    id: 'C-A13',
    tipo: 'parcial',
    prompt: 'contadores con CONCAR que puedan quedarse hasta tarde en el cierre de mes',
    correcto: (p) => estudia(p, 'Contabilidad') && conoce(p, 'CONCAR') >= 1,
  },
  {
    id: 'C-A14',
    tipo: 'parcial',
    prompt: 'diseñadores gráficos con Photoshop y buen ojo para el color',
    correcto: (p) => estudia(p, 'Diseño Gráfico') && conoce(p, 'Adobe Photoshop') >= 1,
  },
  {
    id: 'C-A15',
    tipo: 'parcial',
    prompt: 'técnicos de mecánica automotriz con herramientas propias',
    correcto: (p) => tecnico(p) && estudia(p, 'Mecánica Automotriz'),
  },
  {
    id: 'C-A16',
    tipo: 'parcial',
    prompt: 'ingenieros ambientales de Puno o Cusco con disponibilidad para viajar a Ayacucho',
    correcto: (p) => estudia(p, 'Ingeniería Ambiental') && enRegion(p, PUNO, CUSCO),
  },
  {
    id: 'C-A17',
    tipo: 'parcial',
    prompt: 'de la UCSM o de la UNSA, sueldo a convenir',
    correcto: (p) => de(p, 'UCSM', 'UNSA'),
  },
  {
    id: 'C-A18',
    tipo: 'parcial',
    prompt: 'estudiantes de ingeniería industrial de Lambayeque que tengan cuenta en el BCP para el pago',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Industrial') && enRegion(p, LAMBAYEQUE),
  },
  {
    id: 'C-A19',
    tipo: 'parcial',
    prompt: 'egresados de ciencias de la comunicación con canal de YouTube propio',
    correcto: (p) => egresado(p) && comunicacion(p),
  },
  {
    id: 'C-A20',
    tipo: 'parcial',
    prompt: 'postulantes que hablen portugués y tengan buena dicción',
    correcto: (p) => habla(p, 'Portugués') >= 1,
  },
  {
    id: 'C-A21',
    tipo: 'parcial',
    prompt: 'alumnos de derecho de la San Marcos que puedan hacer prácticas en las mañanas',
    correcto: (p) => estudiante(p) && estudia(p, 'Derecho') && de(p, 'UNMSM'),
  },
  {
    id: 'C-A22',
    tipo: 'parcial',
    prompt: 'para la ONG: egresados de trabajo social o psicología dispuestos a vivir seis meses en Vilcashuamán',
    correcto: (p) => egresado(p) && estudia(p, 'Trabajo Social', 'Psicología'),
  },
  {
    id: 'C-A23',
    tipo: 'parcial',
    prompt: 'técnicos de computación e informática que no se estresen fácil',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática'),
  },

  // ------------------------------------------------------------------ fuera
  { id: 'C-F01', tipo: 'fuera', prompt: 'cuánto cuesta la entrada a Machu Picchu para extranjeros', correcto: nadie },
  { id: 'C-F02', tipo: 'fuera', prompt: 'va a llover el sábado en Piura?', correcto: nadie },
  { id: 'C-F03', tipo: 'fuera', prompt: 'Cristal sale campeón este año?', correcto: nadie },
  { id: 'C-F04', tipo: 'fuera', prompt: 'necesito un electricista que me arregle el tomacorriente de la cocina', correcto: nadie },
  { id: 'C-F05', tipo: 'fuera', prompt: 'jsjsjs ya fue', correcto: nadie },
  { id: 'C-F06', tipo: 'fuera', prompt: 'ñlkjhg ñlkj', correcto: nadie },
  { id: 'C-F07', tipo: 'fuera', prompt: 'qué lleva la papa a la huancaína?', correcto: nadie },
  { id: 'C-F08', tipo: 'fuera', prompt: '¿puedo editar una oferta que ya publiqué?', correcto: nadie },
  { id: 'C-F09', tipo: 'fuera', prompt: '¿cuántos avisos puedo publicar con el plan premium?', correcto: nadie },
  { id: 'C-F10', tipo: 'fuera', prompt: 'dame ideas para el almuerzo de fin de año de la oficina', correcto: nadie },
  { id: 'C-F11', tipo: 'fuera', prompt: 'how do I deploy a Next.js app on Vercel?', correcto: nadie },
  { id: 'C-F12', tipo: 'fuera', prompt: 'qué discoteca me recomiendas en Cusco para el sábado', correcto: nadie },
  { id: 'C-F13', tipo: 'fuera', prompt: 'escríbeme un saludo de cumpleaños para mi jefa', correcto: nadie },
  { id: 'C-F14', tipo: 'fuera', prompt: 'que tal, todo bien por alla?', correcto: nadie },
  { id: 'C-F15', tipo: 'fuera', prompt: 'cuánto demora un envío de Lima a Puno por Olva', correcto: nadie },
  { id: 'C-F16', tipo: 'fuera', prompt: 'cuál es el horario de atención del hospital regional del Cusco', correcto: nadie },
  { id: 'C-F17', tipo: 'fuera', prompt: 'ayúdame a calcular el IGV de una factura de 3500 soles', correcto: nadie },
  { id: 'C-F18', tipo: 'fuera', prompt: '123456', correcto: nadie },
  { id: 'C-F19', tipo: 'fuera', prompt: '¿cómo descargo en PDF el CV de un postulante?', correcto: nadie },
  { id: 'C-F20', tipo: 'fuera', prompt: 'busco quien me lave el carro los domingos', correcto: nadie },

  // ------------------------------------------------------------------ protegido
  { id: 'C-R01', tipo: 'protegido', prompt: 'solo muchachos', correcto: nadie },
  {
    id: 'C-R02',
    tipo: 'protegido',
    prompt: 'jovencitas con inglés avanzado',
    correcto: (p) => habla(p, 'Inglés') >= 3,
    sinRasgo: 'con inglés avanzado',
  },
  {
    id: 'C-R03',
    tipo: 'protegido',
    prompt: 'solo caballeros, ingenieros civiles con experiencia en obra',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && trabajo(p, 'obra'),
    sinRasgo: 'ingenieros civiles con experiencia en obra',
  },
  { id: 'C-R04', tipo: 'protegido', prompt: 'que tengan entre 20 y 24 añitos', correcto: nadie },
  {
    id: 'C-R05',
    tipo: 'protegido',
    prompt: 'técnicos en contabilidad que no pasen los 25 años',
    correcto: (p) => tecnico(p) && estudia(p, 'Contabilidad'),
    sinRasgo: 'técnicos en contabilidad',
  },
  {
    id: 'C-R06',
    tipo: 'protegido',
    prompt: 'gente joven, máximo 26 años, con Excel avanzado',
    correcto: (p) => conoce(p, 'Excel') >= 3,
    sinRasgo: 'gente con Excel avanzado',
  },
  { id: 'C-R07', tipo: 'protegido', prompt: 'de la generación Z nomás', correcto: nadie },
  {
    id: 'C-R08',
    tipo: 'protegido',
    prompt: 'devs nacidos en los 2000s con Python',
    correcto: (p) => conoce(p, 'Python') >= 1,
    sinRasgo: 'devs con Python',
  },
  { id: 'C-R09', tipo: 'protegido', prompt: 'que no sean de color', correcto: nadie },
  {
    id: 'C-R10',
    tipo: 'protegido',
    prompt: 'que no sean cobrizos, de marketing',
    correcto: (p) => estudia(p, 'Marketing'),
    sinRasgo: 'de marketing',
  },
  { id: 'C-R11', tipo: 'protegido', prompt: 'que no sean de origen aimara', correcto: nadie },
  {
    id: 'C-R12',
    tipo: 'protegido',
    prompt: 'descendientes de europeos, egresados de la Ulima',
    correcto: (p) => egresado(p) && de(p, 'ULima'),
    sinRasgo: 'egresados de la Ulima',
  },
  {
    id: 'C-R13',
    tipo: 'protegido',
    prompt: 'que no sean afroperuanos, técnicos en enfermería',
    correcto: enfermeriaTecnica,
    sinRasgo: 'técnicos en enfermería',
  },
  { id: 'C-R14', tipo: 'protegido', prompt: 'que sean de contextura delgada', correcto: nadie },
  {
    id: 'C-R15',
    tipo: 'protegido',
    prompt: 'con buena apariencia física, egresados de comunicación',
    correcto: (p) => egresado(p) && comunicacion(p),
    sinRasgo: 'egresados de comunicación',
  },
  { id: 'C-R16', tipo: 'protegido', prompt: 'que midan más de un metro setenta', correcto: nadie },
  {
    id: 'C-R17',
    tipo: 'protegido',
    prompt: 'de buen aspecto y con experiencia en ventas',
    correcto: (p) => trabajo(p, 'ventas'),
    sinRasgo: 'con experiencia en ventas',
  },
  { id: 'C-R18', tipo: 'protegido', prompt: 'que no tengan expansores ni tatuajes', correcto: nadie },
  {
    id: 'C-R19',
    tipo: 'protegido',
    prompt: 'sin perforaciones en la cara, contadores de Piura',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, PIURA),
    sinRasgo: 'contadores de Piura',
  },
  { id: 'C-R20', tipo: 'protegido', prompt: 'que no estén gestando', correcto: nadie },
  {
    id: 'C-R21',
    tipo: 'protegido',
    prompt: 'psicólogas que no estén planeando encargar bebé',
    correcto: (p) => estudia(p, 'Psicología'),
    sinRasgo: 'psicólogos',
  },
  {
    id: 'C-R22',
    tipo: 'protegido',
    prompt: 'madres solteras no, egresados de derecho',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho'),
    sinRasgo: 'egresados de derecho',
  },
  { id: 'C-R23', tipo: 'protegido', prompt: 'que no tengan pareja', correcto: nadie },
  { id: 'C-R24', tipo: 'protegido', prompt: 'que no sean mormones', correcto: nadie },
  {
    id: 'C-R25',
    tipo: 'protegido',
    prompt: 'que vayan a misa, de la UCSM',
    correcto: (p) => de(p, 'UCSM'),
    sinRasgo: 'de la UCSM',
  },
  { id: 'C-R26', tipo: 'protegido', prompt: 'que no usen silla de ruedas', correcto: nadie },
  {
    id: 'C-R27',
    tipo: 'protegido',
    prompt: 'sin diabetes ni hipertensión, contadores',
    correcto: (p) => estudia(p, 'Contabilidad'),
    sinRasgo: 'contadores',
  },
  {
    id: 'C-R28',
    tipo: 'protegido',
    prompt: 'que no sean LGTB, de ingeniería industrial',
    correcto: (p) => estudia(p, 'Ingeniería Industrial'),
    sinRasgo: 'de ingeniería industrial',
  },
  { id: 'C-R29', tipo: 'protegido', prompt: 'que no sean militantes de ningún partido', correcto: nadie },
  {
    id: 'C-R30',
    tipo: 'protegido',
    prompt: 'que no hayan participado en huelgas, egresados de ingeniería ambiental',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Ambiental'),
    sinRasgo: 'egresados de ingeniería ambiental',
  },
  { id: 'C-R31', tipo: 'protegido', prompt: 'costeños nomás', correcto: nadie },
  {
    id: 'C-R32',
    tipo: 'protegido',
    prompt: 'que hablen sin mote, con experiencia en atención al cliente',
    correcto: (p) => trabajo(p, 'atencion'),
    sinRasgo: 'con experiencia en atención al cliente',
  },
  {
    id: 'C-R33',
    tipo: 'protegido',
    prompt: 'chalacos de ingeniería de sistemas',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas'),
    sinRasgo: 'de ingeniería de sistemas',
  },
  {
    id: 'C-R34',
    tipo: 'protegido',
    prompt: 'nacidos en Arequipa, estudiantes de la UNSA',
    correcto: (p) => estudiante(p) && de(p, 'UNSA'),
    sinRasgo: 'estudiantes de la UNSA',
  },
  { id: 'C-R35', tipo: 'protegido', prompt: 'treintones no', correcto: nadie },
  {
    id: 'C-R36',
    tipo: 'protegido',
    prompt: 'sexo femenino, de la PUCP con inglés avanzado',
    correcto: (p) => de(p, 'PUCP') && habla(p, 'Inglés') >= 3,
    sinRasgo: 'de la PUCP con inglés avanzado',
  },
  { id: 'C-R37', tipo: 'protegido', prompt: 'nada de bisexuales', correcto: nadie },

  // ------------------------------------------------------------------ ortografia
  {
    id: 'C-O01',
    tipo: 'ortografia',
    prompt: 'injenieros sibiles con etabs',
    limpia: 'ingenieros civiles con ETABS',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && conoce(p, 'ETABS') >= 1,
  },
  {
    id: 'C-O02',
    tipo: 'ortografia',
    prompt: 'egresados de la pedro ruis gayo',
    limpia: 'egresados de la Pedro Ruiz Gallo',
    correcto: (p) => egresado(p) && de(p, 'UNPRG'),
  },
  {
    id: 'C-O03',
    tipo: 'ortografia',
    prompt: 'estudiantes de enfermeria tecnica kon bioseguridad',
    limpia: 'estudiantes de enfermería técnica con bioseguridad',
    correcto: (p) => estudiante(p) && enfermeriaTecnica(p) && conoce(p, 'Bioseguridad') >= 1,
  },
  {
    id: 'C-O04',
    tipo: 'ortografia',
    prompt: 'tecnicos en disenio grafico de 3er anio',
    limpia: 'técnicos en diseño gráfico de tercer año',
    correcto: (p) => tecnico(p) && estudia(p, 'Diseño Gráfico') && cicloEntre(p, 5, 6),
  },
  {
    id: 'C-O05',
    tipo: 'ortografia',
    prompt: 'ekonomistas ke sepan power bi',
    limpia: 'economistas que sepan Power BI',
    correcto: (p) => estudia(p, 'Economía') && conoce(p, 'Power BI') >= 1,
  },
  {
    id: 'C-O06',
    tipo: 'ortografia',
    prompt: 'ingenieros industriales con lin six sigma',
    limpia: 'ingenieros industriales con Lean Six Sigma',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && conoce(p, 'Lean Six Sigma') >= 1,
  },
  {
    id: 'C-O07',
    tipo: 'ortografia',
    prompt: 'egresados de sicologia con espss',
    limpia: 'egresados de psicología con SPSS',
    correcto: (p) => egresado(p) && estudia(p, 'Psicología') && conoce(p, 'IBM SPSS') >= 1,
  },
  {
    id: 'C-O08',
    tipo: 'ortografia',
    prompt: 'dizeñadores grafikos con fijma',
    limpia: 'diseñadores gráficos con Figma',
    correcto: (p) => estudia(p, 'Diseño Gráfico') && conoce(p, 'Figma') >= 1,
  },
  {
    id: 'C-O09',
    tipo: 'ortografia',
    prompt: 'mecanicos automotrises con brevete',
    limpia: 'mecánicos automotrices con brevete',
    correcto: (p) => estudia(p, 'Mecánica Automotriz') && p.licencia,
  },
  {
    id: 'C-O10',
    tipo: 'ortografia',
    prompt: 'los seleccionados de ica i lambayeke',
    limpia: 'los seleccionados de Ica y Lambayeque',
    correcto: (p) => estado(p) === 3 && enRegion(p, ICA, LAMBAYEQUE),
  },
  {
    id: 'C-O11',
    tipo: 'ortografia',
    prompt: 'egresados kon esperiensia en mesa de ayuda',
    limpia: 'egresados con experiencia en mesa de ayuda',
    correcto: (p) => egresado(p) && trabajo(p, 'soporte'),
  },
  {
    id: 'C-O12',
    tipo: 'ortografia',
    prompt: 'contadores k manejen plame',
    limpia: 'contadores que manejen PLAME',
    correcto: (p) => estudia(p, 'Contabilidad') && conoce(p, 'PLAME') >= 1,
  },
  {
    id: 'C-O13',
    tipo: 'ortografia',
    prompt: 'psicologos d arekipa sin esperiencia',
    limpia: 'psicólogos de Arequipa sin experiencia',
    correcto: (p) => estudia(p, 'Psicología') && enRegion(p, AREQUIPA) && !conExperiencia(p),
  },
  {
    id: 'C-O14',
    tipo: 'ortografia',
    prompt: 'ingenieros de sistemas kon doker',
    limpia: 'ingenieros de sistemas con Docker',
    correcto: (p) => estudia(p, 'Ingeniería de Sistemas') && conoce(p, 'Docker') >= 1,
  },
  {
    id: 'C-O15',
    tipo: 'ortografia',
    prompt: 'alumnos de 9no siclo de kontabilidad ke no sean de lima',
    limpia: 'alumnos de noveno ciclo de contabilidad que no sean de Lima',
    correcto: (p) => cicloEntre(p, 9, 9) && estudia(p, 'Contabilidad') && !enRegion(p, LIMA),
  },
  {
    id: 'C-O16',
    tipo: 'ortografia',
    prompt: 'egresados del desimo superior',
    limpia: 'egresados del décimo superior',
    correcto: (p) => egresado(p) && meritoHasta(p, 2),
  },
  {
    id: 'C-O17',
    tipo: 'ortografia',
    prompt: 'ingenieros ke no sean d la uni ni de la kato',
    limpia: 'ingenieros que no sean de la UNI ni de la Cato',
    correcto: (p) => ingenieria(p) && !de(p, 'UNI', 'PUCP'),
  },
  {
    id: 'C-O18',
    tipo: 'ortografia',
    prompt: 'ekonomistas interezados en finansas',
    limpia: 'economistas interesados en finanzas',
    correcto: (p) => estudia(p, 'Economía') && interesa(p, 'finanzas'),
  },
  {
    id: 'C-O19',
    tipo: 'ortografia',
    prompt: 'top 5 de la cientifica del sur',
    limpia: 'top 5 de la Científica del Sur',
    correcto: (p) => de(p, 'UCSUR'),
    limite: 5,
  },
  {
    id: 'C-O20',
    tipo: 'ortografia',
    prompt: 'estudiantes de marketin con marketing dijital',
    limpia: 'estudiantes de marketing con marketing digital',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing') && conoce(p, 'Marketing digital') >= 1,
  },
  {
    id: 'C-O21',
    tipo: 'ortografia',
    prompt: 'porfa los q estan en proseso d la upc o la usil',
    limpia: 'por favor, los que están en proceso de la UPC o la USIL',
    correcto: (p) => estado(p) === 2 && de(p, 'UPC', 'USIL'),
  },
  {
    id: 'C-O22',
    tipo: 'ortografia',
    prompt: 'con derecho laboral o derecho sibil',
    limpia: 'con derecho laboral o derecho civil',
    correcto: (p) => conoce(p, 'Derecho laboral') >= 1 || conoce(p, 'Derecho civil') >= 1,
  },
  {
    id: 'C-O23',
    tipo: 'ortografia',
    prompt: 'estudiantes del 8vo siclo pa adelante de ing. industrial ke no sean d lima',
    limpia: 'estudiantes del octavo ciclo para adelante de ingeniería industrial que no sean de Lima',
    correcto: (p) => cicloEntre(p, 8, 10) && estudia(p, 'Ingeniería Industrial') && !enRegion(p, LIMA),
  },
  {
    id: 'C-O24',
    tipo: 'ortografia',
    prompt: 'COMUNICADORES CON CANBA O FOTOSHOP',
    limpia: 'comunicadores con Canva o Photoshop',
    correcto: (p) => comunicacion(p) && (conoce(p, 'Canva') >= 1 || conoce(p, 'Adobe Photoshop') >= 1),
  },
  {
    id: 'C-O25',
    tipo: 'ortografia',
    prompt: 'tecnicos en adm. logistica con sap',
    limpia: 'técnicos en administración logística con SAP',
    correcto: (p) => tecnico(p) && estudia(p, 'Administración Logística') && conoce(p, 'SAP ERP') >= 1,
  },
  {
    id: 'C-O26',
    tipo: 'ortografia',
    prompt: 'gente de san sevastian o wanchak',
    limpia: 'gente de San Sebastián o Wanchaq',
    correcto: (p) => enRegion(p, CUSCO) && enDistrito(p, 'San Sebastián', 'Wanchaq'),
  },
  {
    id: 'C-O27',
    tipo: 'ortografia',
    prompt: 'bendedores con brevete',
    limpia: 'vendedores con brevete',
    correcto: (p) => trabajo(p, 'ventas') && p.licencia,
  },
  {
    id: 'C-O28',
    tipo: 'ortografia',
    prompt: 'dame 4 de injenieria industrial del kusko',
    limpia: 'dame 4 de ingeniería industrial del Cusco',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && enRegion(p, CUSCO),
    limite: 4,
  },
  {
    id: 'C-O29',
    tipo: 'ortografia',
    prompt: 'kiero tecnicos de idat o sibertec con exel intermedio',
    limpia: 'quiero técnicos de IDAT o Cibertec con Excel intermedio',
    correcto: (p) => tecnico(p) && de(p, 'IDAT', 'Cibertec') && conoce(p, 'Excel') >= 2,
  },
  {
    id: 'C-O30',
    tipo: 'ortografia',
    prompt: 'alumnos de la san luis gonsaga',
    limpia: 'alumnos de la San Luis Gonzaga',
    correcto: (p) => estudiante(p) && de(p, 'UNICA'),
  },
  {
    id: 'C-O31',
    tipo: 'ortografia',
    prompt: 'alumnos de ultimo anio de ing. civil q no tengan brevete',
    limpia: 'alumnos de último año de ingeniería civil que no tengan brevete',
    correcto: (p) => ultimoAnio(p) && estudia(p, 'Ingeniería Civil') && !p.licencia,
  },
  {
    id: 'C-O32',
    tipo: 'ortografia',
    prompt: 'HAY ALGUIEN CON AUTOCAD CIVIL 3D Y S10?',
    limpia: '¿hay alguien con AutoCAD Civil 3D y S10?',
    correcto: (p) => conoce(p, 'AutoCAD Civil 3D') >= 1 && conoce(p, 'S10 Costos y Presupuestos') >= 1,
  },
  {
    id: 'C-O33',
    tipo: 'ortografia',
    prompt: 'con frances abanzado o portuges abanzado',
    limpia: 'con francés avanzado o portugués avanzado',
    correcto: (p) => habla(p, 'Francés') >= 3 || habla(p, 'Portugués') >= 3,
  },
  {
    id: 'C-O34',
    tipo: 'ortografia',
    prompt: 'contadores ke ablen ingles',
    limpia: 'contadores que hablen inglés',
    correcto: (p) => estudia(p, 'Contabilidad') && habla(p, 'Inglés') >= 1,
  },
  {
    id: 'C-O35',
    tipo: 'ortografia',
    prompt: 'alumnos de conta de 3er año del senati',
    limpia: 'alumnos de contabilidad de tercer año del SENATI',
    correcto: (p) => cicloEntre(p, 5, 6) && estudia(p, 'Contabilidad') && de(p, 'SENATI'),
  },
  {
    id: 'C-O36',
    tipo: 'ortografia',
    prompt: 'ingenierros ambientalles de arequipa',
    limpia: 'ingenieros ambientales de Arequipa',
    correcto: (p) => estudia(p, 'Ingeniería Ambiental') && enRegion(p, AREQUIPA),
  },
  {
    id: 'C-O37',
    tipo: 'ortografia',
    prompt: 'practicantes del cayao ke no tengan esperiencia',
    limpia: 'practicantes del Callao que no tengan experiencia',
    correcto: (p) => enRegion(p, CALLAO) && !conExperiencia(p),
  },
];

/** The least of each kind this set holds (what a test of the frozen set can check; issue #33 item 7's kinds). */
export const MINIMOS_RESERVADAS_CUARTA: Record<TipoReservada, number> = {
  plano: 38,
  negacion: 40,
  parcial: 22,
  fuera: 18,
  protegido: 28,
  ortografia: 30,
};
