/**
 * The twenty-first round (development set): written code-blind, from the pool's facts (generador.ts) and the way
 * Peruvian recruiters write, and committed before it was first run. Its subject is spelling in the wide sense: every
 * `ortografia` request repeats a clean request of this file (`limpia`), and the clean requests are asked on their own
 * too (plain or negation). Three recruiters write them:
 * - a recruiter of a retail chain in Lima who types fast on a phone: no accents, k/qu, s/z/c, v/b, y/ll, dropped h,
 *   doubled or missing letters, words run together, «q» / «ke» for «que»;
 * - an HR analyst of an audit and accounting firm who abbreviates: «ing.», «adm.», «conta», «contab.», «sist.»,
 *   «est.», «egres.», «bach.», «téc.», «univ.», «8vo», «10mo», «4to año», «ult. ciclos», «prov.», «dpto.», «c/»;
 * - a recruiter of a consumer-goods company who uses synonyms and usual names: «Mercadotecnia» for Marketing,
 *   «Administración de Empresas» for Administración, Excel levels in other words, «SAP» for SAP ERP, institutions
 *   by acronym or by their usual name, districts by their popular name, «brevete», «RR.HH.».
 * Most requests ask for large parts of the pool (a broad career, a department, Excel, English, a study status, the
 * last cycles) with one more criterion, so that a small misreading puts many wrong applicants at 100 %; some ask for
 * the careers whose names overlap. Readings chosen where a recruiter could mean two things (marked `// ambigua:`
 * where used):
 * - Careers: «administración» is Administración and Administración de Empresas, at university and at an institute,
 *   not Administración Logística (a logistics career a recruiter names whole); «Administración de Empresas» is the
 *   same family; «contabilidad», «conta», «contadores» are Contabilidad (both levels) and Contabilidad y Finanzas;
 *   «Contabilidad y Finanzas» named whole is that career only; «sistemas», «ing. de sistemas» are Ingeniería de
 *   Sistemas and Ingeniería de Sistemas e Informática; «Sistemas e Informática» named whole is that career only;
 *   «ing.» alone, «ingeniería», «ingenieros» every career whose name starts with Ingeniería (Economía is not one);
 *   «técnicos en X» the technical career X, «universitarios de X» the university career X; «Mercadotecnia» and
 *   «mkt» are Marketing; «comunicaciones» is Ciencias de la Comunicación; «técnicos de administración» is the
 *   technical Administración de Empresas (the only technical career of that family).
 * - Study status: «estudiantes», «alumnos», «est.» are students; «egresados», «egres.» graduates and bachelors;
 *   «bachilleres», «bach.» university bachelors; «postulantes», «contadores» set no study status.
 * - Cycles: «del 8vo ciclo en adelante» / «a más» 8 or more; «9no y 10mo» 9–10; «10mo» / «décimo» 10; «4to año» 7–8;
 *   «últimos ciclos», «ult. ciclos» 8 or more at university and 5–6 at an institute. Every cycle asks for students.
 * - Levels: a level asked is that level or more. «Excel avanzado», «Excel a nivel avanzado», «dominio de Excel»
 *   avanzado; «Excel intermedio», «manejo intermedio de Excel», «Excel intermedio a más» intermedio or more;
 *   «que sepan Excel», «con Excel» any level. English the same. «SAP» is SAP ERP.
 * - Places: «de Lima», «dpto. de Lima», «departamento de Lima» the region of Lima (Huaral and Cañete included);
 *   «prov. de Lima», «provincia de Lima» Lima Metropolitana only; «Callao» the region; «Cusco» / «Cuzco» the region;
 *   «Trujillo» the province, which is all the pool holds of La Libertad, so «La Libertad» is the same list;
 *   «Surco» Santiago de Surco; «SJL» San Juan de Lurigancho; «Cercado de Lima» / «Lima Cercado» the district of Lima in
 *   the province of Lima; «Cañete» San Vicente de Cañete (the only district of its province in the pool);
 *   «Huancayo» the province (Huancayo and El Tambo).
 * - Institutions: «San Marcos», «sanmarcos», «UNMSM» the UNMSM; «la Católica» in a Lima company's request the PUCP;
 *   «la César Vallejo» UCV; «la UNI» and its full name the UNI; «SENATI» every campus.
 * - Experience: «RR.HH.», «gestión humana» the HR area; «experiencia
 *   contable» the accounting area. «brevete» is the driving licence. «que no estén descartados» leaves out estado 1.
 * - Negations: «no de Contabilidad y Finanzas» after «de Contabilidad» keeps the career Contabilidad only; «que no sean
 *   de sistemas e informática» after «de ingeniería de sistemas» keeps Ingeniería de Sistemas only; «fuera de Lima» is
 *   «que no sean de Lima».
 */
import type { ConsultaTipada } from './consultas.ts';
import { cicloDe, conoce, estadoEnEval, habla, type AreaExperiencia, type PostulanteEval } from './generador.ts';

type P = PostulanteEval;
const estudiante = (p: P) => p.estado_estudios === 0;
const egresado = (p: P) => p.estado_estudios !== 0;
const universitario = (p: P) => p.tipo_carrera === 1;
const tecnico = (p: P) => p.tipo_carrera === 0;
const bachiller = (p: P) => universitario(p) && p.estado_estudios === 2;
const ciclo = (p: P) => cicloDe(p) ?? -1;
const entre = (p: P, a: number, b: number) => estudiante(p) && ciclo(p) >= a && ciclo(p) <= b;
const ultimosCiclos = (p: P) => estudiante(p) && (tecnico(p) ? ciclo(p) >= 5 : ciclo(p) >= 8);
const region = (p: P, ...ids: number[]) => ids.includes(p.id_region);
const lima = (p: P) => region(p, 15);
const provLima = (p: P) => p.id_region === 15 && p.provincia === 'Lima';
const distrito = (p: P, ...ds: string[]) => provLima(p) && ds.includes(p.distrito);
const sigla = (p: P, ...s: string[]) => s.includes(p.institucion.sigla);
const carrera = (p: P, ...nombres: string[]) => nombres.includes(p.carrera);
const admin = (p: P) => carrera(p, 'Administración', 'Administración de Empresas');
const conta = (p: P) => carrera(p, 'Contabilidad', 'Contabilidad y Finanzas');
const sistemas = (p: P) => carrera(p, 'Ingeniería de Sistemas', 'Ingeniería de Sistemas e Informática');
const ingenieria = (p: P) => p.carrera.startsWith('Ingeniería');
const industrial = (p: P) => carrera(p, 'Ingeniería Industrial');
const excel = (p: P) => conoce(p, 'Excel');
const ingles = (p: P) => habla(p, 'Inglés');
const trabajo = (p: P, ...areas: AreaExperiencia[]) => p.experiencias.some((e) => areas.includes(e.area));
const conExperiencia = (p: P) => p.experiencias.length > 0;
const estado = (p: P) => estadoEnEval(p);

// The clean requests (their prompt and predicate), each asked on its own and beside its variants.
const L = {
  // ---------------------------------------------------------------- the phone recruiter's clean wordings
  indIngles: ['estudiantes de ingeniería que hablen inglés', (p: P) => estudiante(p) && ingenieria(p) && ingles(p) >= 1],
  limaExcel: ['postulantes de Lima con Excel avanzado', (p: P) => lima(p) && excel(p) >= 3],
  quechua: ['egresados que hablen quechua', (p: P) => egresado(p) && habla(p, 'Quechua') >= 1],
  cusco: ['estudiantes universitarios de Cusco', (p: P) => estudiante(p) && universitario(p) && region(p, 8)],
  limaSinIngles: ['estudiantes de Lima que no hablen inglés', (p: P) => estudiante(p) && lima(p) && ingles(p) === 0],
  ventasLima: ['con experiencia en ventas de Lima', (p: P) => trabajo(p, 'ventas') && lima(p)],
  callao: ['postulantes del Callao con inglés intermedio', (p: P) => region(p, 7) && ingles(p) >= 2],
  aqpNoIng: ['postulantes de Arequipa que no sean ingenieros', (p: P) => region(p, 4) && !ingenieria(p)],
  huancayo: ['postulantes de Huancayo', (p: P) => p.provincia === 'Huancayo'],
  sistemasLima: ['estudiantes de ingeniería de sistemas de Lima', (p: P) => estudiante(p) && sistemas(p) && lima(p)],
  licencia: ['postulantes de Lima con licencia de conducir', (p: P) => lima(p) && p.licencia],
  noDescartados: [
    'estudiantes de Lima con inglés avanzado que no estén descartados',
    (p: P) => estudiante(p) && lima(p) && ingles(p) >= 3 && estado(p) !== 1,
  ],
  excelSinExp: ['estudiantes con Excel intermedio sin experiencia', (p: P) => estudiante(p) && excel(p) >= 2 && !conExperiencia(p)],
  powerBi: ['postulantes de Lima con Power BI', (p: P) => lima(p) && conoce(p, 'Power BI') >= 1],
  huaral: ['postulantes de Huaral o Cañete', (p: P) => p.provincia === 'Huaral' || p.provincia === 'Cañete'],
  sinIngNiCallao: ['postulantes con inglés que no sean de Lima ni del Callao', (p: P) => ingles(p) >= 1 && !region(p, 15, 7)],
  // ---------------------------------------------------------------- the abbreviating analyst's clean wordings
  contaUltimos: ['estudiantes de contabilidad de los últimos ciclos', (p: P) => conta(p) && ultimosCiclos(p)],
  contaExcel: ['egresados de contabilidad con Excel', (p: P) => egresado(p) && conta(p) && excel(p) >= 1],
  ind8: ['estudiantes de ingeniería industrial del 8vo ciclo en adelante', (p: P) => industrial(p) && entre(p, 8, 10)],
  bachAdm: ['bachilleres de administración', (p: P) => bachiller(p) && admin(p)],
  sist910: ['estudiantes de ingeniería de sistemas de 9no y 10mo ciclo', (p: P) => sistemas(p) && entre(p, 9, 10)],
  admProvLima: ['egresados de administración de la provincia de Lima', (p: P) => egresado(p) && admin(p) && provLima(p)],
  contaDptoLima: ['estudiantes de contabilidad del departamento de Lima', (p: P) => estudiante(p) && conta(p) && lima(p)],
  ingDptoAqp: ['egresados de ingeniería del departamento de Arequipa', (p: P) => egresado(p) && ingenieria(p) && region(p, 4)],
  tecConta: ['técnicos en contabilidad', (p: P) => tecnico(p) && carrera(p, 'Contabilidad')],
  cyf: ['estudiantes de Contabilidad y Finanzas', (p: P) => estudiante(p) && carrera(p, 'Contabilidad y Finanzas')],
  contaNoCyf: ['egresados de Contabilidad que no sean de Contabilidad y Finanzas', (p: P) => egresado(p) && carrera(p, 'Contabilidad')],
  sistInf: ['postulantes de Ingeniería de Sistemas e Informática', (p: P) => carrera(p, 'Ingeniería de Sistemas e Informática')],
  sistNoInf: [
    'estudiantes de ingeniería de sistemas que no sean de sistemas e informática',
    (p: P) => estudiante(p) && carrera(p, 'Ingeniería de Sistemas'),
  ],
  admLog: ['técnicos en administración logística', (p: P) => carrera(p, 'Administración Logística')],
  tecAdmEmp: [
    'estudiantes técnicos de administración de empresas',
    (p: P) => estudiante(p) && tecnico(p) && carrera(p, 'Administración de Empresas'),
  ],
  univAdmExcel: [
    'estudiantes universitarios de administración con Excel',
    (p: P) => estudiante(p) && universitario(p) && admin(p) && excel(p) >= 1,
  ],
  decimo: ['estudiantes de 10mo ciclo con inglés', (p: P) => entre(p, 10, 10) && ingles(p) >= 1],
  ingSinIngles: ['estudiantes de ingeniería que no hablen inglés', (p: P) => estudiante(p) && ingenieria(p) && ingles(p) === 0],
  ultimosLimaExcel: ['estudiantes de los últimos ciclos de Lima con Excel', (p: P) => ultimosCiclos(p) && lima(p) && excel(p) >= 1],
  admNoLima: ['egresados de administración que no sean de Lima', (p: P) => egresado(p) && admin(p) && !lima(p)],
  cuartoConta: ['estudiantes de 4to año de contabilidad', (p: P) => conta(p) && entre(p, 7, 8)],
  contaNoTec: ['egresados de contabilidad que no sean técnicos', (p: P) => egresado(p) && conta(p) && universitario(p)],
  // ---------------------------------------------------------------- the synonym recruiter's clean wordings
  marketing: ['postulantes de marketing', (p: P) => carrera(p, 'Marketing')],
  admExcel: ['postulantes de administración con Excel', (p: P) => admin(p) && excel(p) >= 1],
  admEmpAqp: ['estudiantes de administración de empresas de Arequipa', (p: P) => estudiante(p) && admin(p) && region(p, 4)],
  excelConta: ['con Excel avanzado y experiencia en contabilidad', (p: P) => excel(p) >= 3 && trabajo(p, 'contabilidad')],
  excelIntLima: ['estudiantes de Lima con Excel intermedio', (p: P) => estudiante(p) && lima(p) && excel(p) >= 2],
  indSap: ['postulantes de ingeniería industrial con SAP', (p: P) => industrial(p) && conoce(p, 'SAP ERP') >= 1],
  sanMarcos: ['estudiantes de San Marcos con inglés', (p: P) => estudiante(p) && sigla(p, 'UNMSM') && ingles(p) >= 1],
  uni: ['egresados de la UNI', (p: P) => egresado(p) && sigla(p, 'UNI')],
  pucp: ['estudiantes de la PUCP', (p: P) => estudiante(p) && sigla(p, 'PUCP')],
  ucv: ['egresados de la UCV', (p: P) => egresado(p) && sigla(p, 'UCV')],
  senati: ['técnicos del SENATI con Excel', (p: P) => tecnico(p) && sigla(p, 'SENATI') && excel(p) >= 1],
  surco: ['que vivan en Santiago de Surco y hablen inglés', (p: P) => distrito(p, 'Santiago de Surco') && ingles(p) >= 1],
  sjl: ['estudiantes de San Juan de Lurigancho', (p: P) => estudiante(p) && distrito(p, 'San Juan de Lurigancho')],
  cercado: ['que vivan en el Cercado de Lima', (p: P) => distrito(p, 'Lima')],
  canete: ['de San Vicente de Cañete', (p: P) => p.distrito === 'San Vicente de Cañete'],
  libertad: ['estudiantes de La Libertad con inglés', (p: P) => estudiante(p) && region(p, 13) && ingles(p) >= 1],
  brevete: ['egresados con licencia de conducir', (p: P) => egresado(p) && p.licencia],
  rrhh: ['con experiencia en recursos humanos', (p: P) => trabajo(p, 'rrhh')],
  comunicacion: ['estudiantes de ciencias de la comunicación', (p: P) => estudiante(p) && carrera(p, 'Ciencias de la Comunicación')],
  contaLima: ['postulantes de contabilidad de Lima', (p: P) => conta(p) && lima(p)],
  inglesAvAqp: ['de Arequipa con inglés avanzado', (p: P) => region(p, 4) && ingles(p) >= 3],
  limaNoSanMarcos: ['estudiantes de Lima que no sean de San Marcos', (p: P) => estudiante(p) && lima(p) && !sigla(p, 'UNMSM')],
  indSinExcel: ['estudiantes de ingeniería industrial sin Excel', (p: P) => estudiante(p) && industrial(p) && excel(p) === 0],
  egresSinVentas: ['egresados de Lima sin experiencia en ventas', (p: P) => egresado(p) && lima(p) && !trabajo(p, 'ventas')],
} satisfies Record<string, [string, (p: P) => boolean]>;

type Clave = keyof typeof L;
const NEGACIONES = new Set<Clave>([
  'limaSinIngles',
  'aqpNoIng',
  'noDescartados',
  'excelSinExp',
  'sinIngNiCallao',
  'contaNoCyf',
  'sistNoInf',
  'ingSinIngles',
  'admNoLima',
  'contaNoTec',
  'limaNoSanMarcos',
  'indSinExcel',
  'egresSinVentas',
]);
/** A clean request asked on its own. */
const limpia = (k: Clave): ConsultaTipada => ({
  prompt: L[k][0],
  tipo: NEGACIONES.has(k) ? 'negacion' : 'plano',
  correcto: L[k][1],
});
/** A variant of a clean request: the same predicate, and its list should be the clean request's. */
const variante = (prompt: string, k: Clave): ConsultaTipada => ({
  prompt,
  tipo: 'ortografia',
  limpia: L[k][0],
  correcto: L[k][1],
});

export const CONSULTAS_VIGESIMOPRIMERA: (ConsultaTipada & { limite?: number })[] = [
  // ================================================================ every clean wording, on its own
  ...(Object.keys(L) as Clave[]).map(limpia),

  // ================================================================ 1. the phone recruiter (retail chain, Lima)
  variante('estudiantes de injenieria ke ablen ingles', 'indIngles'),
  variante('estudiantes de ingenieríaque hablen inglés', 'indIngles'),
  variante('postulantes de lima con excel abanzado', 'limaExcel'),
  variante('postulantes de Lima con Excell avanzado', 'limaExcel'),
  variante('postulantes de Lima con Excel avanz.', 'limaExcel'),
  variante('egresados que ablen kechua', 'quechua'),
  // ambigua: «Cuzco» is the older spelling of the same city and region, not a misspelling of another place.
  variante('estudiantes universitarios de Cuzco', 'cusco'),
  variante('estudiantes unibersitarios del cusco', 'cusco'),
  variante('estudiantes de lima q no ablen ingles', 'limaSinIngles'),
  variante('con esperiencia en bentas de lima', 'ventasLima'),
  variante('postulantes del Cayao con ingles intermedio', 'callao'),
  variante('postulantes de Arekipa ke no sean injenieros', 'aqpNoIng'),
  variante('postulantes de Uancayo', 'huancayo'),
  variante('estudiantes de injenieria de cistemas de lima', 'sistemasLima'),
  variante('postulantes de lima con lisencia de condusir', 'licencia'),
  variante('estudiantes de lima con ingles avanzado q no esten descartados', 'noDescartados'),
  variante('estudiantes con exel intermedio sin esperiencia', 'excelSinExp'),
  variante('postulantes de lima con powerbi', 'powerBi'),
  variante('postulantes de uaral o canete', 'huaral'),
  variante('postulantes con ingles ke no sean de lima ni del cayao', 'sinIngNiCallao'),
  variante('postulantes de markting', 'marketing'),
  variante('tecnicos del senati con excel', 'senati'),
  variante('egresados de la uni', 'uni'),
  variante('estudiantes de sanmarcos con ingles', 'sanMarcos'),
  variante('que bivan en el sercado de lima', 'cercado'),
  variante('estudiantes de la libertad con ingles', 'libertad'),

  // ================================================================ 2. the abbreviating analyst (audit firm)
  variante('est. de conta de ult. ciclos', 'contaUltimos'),
  variante('estudiantes de conta de los ultimos ciclos', 'contaUltimos'),
  variante('egres. de conta c/ Excel', 'contaExcel'),
  variante('est. de ing. industrial de 8vo ciclo a más', 'ind8'),
  variante('alumnos de ing. ind. de 8vo ciclo en adelante', 'ind8'),
  variante('bach. de adm.', 'bachAdm'),
  variante('est. de ing. de sist. de 9no y 10mo ciclo', 'sist910'),
  variante('egres. de adm. de la prov. de Lima', 'admProvLima'),
  variante('est. de conta del dpto. de Lima', 'contaDptoLima'),
  // ambigua: «ing.» alone after «egres. de» is the field of engineering, every Ingeniería career.
  variante('egres. de ing. del dpto. de Arequipa', 'ingDptoAqp'),
  variante('téc. en contabilidad', 'tecConta'),
  variante('tec. en conta', 'tecConta'),
  variante('est. de contab. y finanzas', 'cyf'),
  variante('estudiantes de conta y finanzas', 'cyf'),
  variante('egres. de conta, no de conta y finanzas', 'contaNoCyf'),
  variante('postulantes de ing. de sist. e informática', 'sistInf'),
  variante('est. de ing. de sistemas que no sean de sist. e informática', 'sistNoInf'),
  variante('téc. en adm. logística', 'admLog'),
  variante('est. téc. de adm. de empresas', 'tecAdmEmp'),
  variante('est. univ. de adm. c/ Excel', 'univAdmExcel'),
  variante('est. de 10mo ciclo con inglés', 'decimo'),
  variante('estudiantes de décimo ciclo con inglés', 'decimo'),
  variante('est. de ing. que no hablen inglés', 'ingSinIngles'),
  variante('est. de ult. ciclos de Lima c/ Excel', 'ultimosLimaExcel'),
  variante('egres. de adm. que no sean de Lima', 'admNoLima'),
  variante('est. de 4to año de conta', 'cuartoConta'),
  variante('egres. de conta que no sean téc.', 'contaNoTec'),
  variante('postulantes de mkt', 'marketing'),

  // ================================================================ 3. the synonym recruiter (consumer goods)
  variante('postulantes de mercadotecnia', 'marketing'),
  variante('postulantes de administración de empresas con Excel', 'admExcel'),
  variante('estudiantes de administración de Arequipa', 'admEmpAqp'),
  variante('con Excel a nivel avanzado y experiencia contable', 'excelConta'),
  variante('con dominio de Excel y experiencia en contabilidad', 'excelConta'),
  variante('estudiantes de Lima con manejo intermedio de Excel', 'excelIntLima'),
  variante('estudiantes de Lima con Excel intermedio a más', 'excelIntLima'),
  variante('postulantes de ingeniería industrial con SAP ERP', 'indSap'),
  variante('estudiantes de la UNMSM con inglés', 'sanMarcos'),
  variante('egresados de la Universidad Nacional de Ingeniería', 'uni'),
  // ambigua: «la Católica» in a Lima company's request is the PUCP, as people in Lima say it.
  variante('estudiantes de la Católica', 'pucp'),
  variante('egresados de la César Vallejo', 'ucv'),
  variante('que vivan en Surco y hablen inglés', 'surco'),
  variante('estudiantes de SJL', 'sjl'),
  variante('que vivan en Lima Cercado', 'cercado'),
  variante('de Cañete', 'canete'),
  // ambigua: the pool's La Libertad is the province of Trujillo only, so «Trujillo» names the same applicants.
  variante('estudiantes de Trujillo con inglés', 'libertad'),
  variante('egresados con brevete', 'brevete'),
  variante('con experiencia en RR.HH.', 'rrhh'),
  variante('con experiencia en gestión humana', 'rrhh'),
  variante('estudiantes de comunicaciones', 'comunicacion'),
  variante('contadores de Lima', 'contaLima'),
  variante('de Arequipa con inglés nivel avanzado', 'inglesAvAqp'),
  variante('estudiantes de ingeniería industrial que no sepan Excel', 'indSinExcel'),
  variante('estudiantes técnicos de administración', 'tecAdmEmp'),
  variante('egresados de administración fuera de Lima', 'admNoLima'),
];
