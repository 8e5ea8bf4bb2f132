/**
 * The twenty-third round (development set): written code-blind by a helper session, from the pool's facts
 * (generador.ts), docs/assistant.md, the recruiter spec and issue 33, and handed over to be committed before it is
 * first run. Its subject is spelling, and requests only partly understood. Every clean request is asked on its own
 * (plain, negation or partly understood) and then as one to three writers type it (`ortografia`, `limpia` the clean
 * request, the same `correcto`). Most clean requests ask for a large part of the pool (a broad career, a department,
 * English, Excel, a study status, the students of the last cycles) with one more criterion or one exclusion, so that a
 * misread variant puts many wrong applicants at 100 %. Three writers:
 * - a recruiter of a retail chain in Lima who types fast on a phone, without accents and with WhatsApp abbreviations:
 *   «q», «k», «x» for «por», «xfa», «porfa», «d» for «de», «dl» for «del», «n» for «en», «pa» for «para», «c» for «se»,
 *   «c/» for «con», «+» for «más», «tb», «exp», «adm.», «conta», «mkt», «lic.», «SJL», «sanmarcos», «la catolica»,
 *   and a sound typed as heard now and then («cayao», «noablen», «descartaos»);
 * - an HR assistant of a construction company in Cusco and Arequipa who writes as she speaks: k for qu and hard c
 *   («kiero», «ingenieria kimica», «kechua», «autokad»), j for g («injenieria»), s / z for c («siviles», «ziviles»,
 *   «computasion»), b for v and v for b («nibel», «bivan», «ovra», «octabo»), dropped and added h («ablen»,
 *   «hexcel»), a letter swapped or dropped («arequpia», «intermdio»), and names as heard («cuzco», «huanchac»);
 * - the owner of a small business in Piura who writes in capitals, with typos and words glued together («NOSON»,
 *   «EXCEPTOLOS», «QUESEPAN», «QUENOSEAN», «SINEXCEL»), y for ll («LAMBALLEQUE», «BACHIYERES»), «NADA D AREQUIPA»
 *   for «que no sean de Arequipa».
 * Each of them also asks for what no CV tells (pay, schedules, availability, nearness, own vehicle or tools, attitude,
 * a course or a certificate nobody in the pool holds), asks off-topic things and, a few times, for a protected trait.
 * Readings chosen where a recruiter could mean two things (marked `// ambigua:` where used):
 * - Careers: «administración», «adm.», «adm», «administradores» are Administración and Administración de Empresas, at
 *   university and at an institute, not Administración Logística; «contabilidad», «conta», «contadores» are
 *   Contabilidad (both levels) and Contabilidad y Finanzas; «sistemas», «sistemaz» Ingeniería de Sistemas and
 *   Ingeniería de Sistemas e Informática (not the technical Computación e Informática); «ingeniería», «injenieria» alone
 *   every career whose name starts with Ingeniería (Economía is not one); «ingenieros civiles» Ingeniería Civil whatever
 *   the study status; «mkt» Marketing; «técnicos de mecánica automotriz o computación» those two technical careers.
 *   Ingeniería Química («ingenieria kimica») is a career nobody in the pool studies: beside industrial it adds nobody.
 * - Study status: «practicantes», «postulantes», «contadores», «ingenieros», «administradores» set no study status;
 *   «estudiantes» are students; «egresados» graduates and bachelors; «bachilleres» university bachelors.
 * - Cycles: a cycle asks for students; «de octavo ciclo», «8vo», «ciclo 8», «octabo siclo» exactly VIII; «del octavo
 *   ciclo a más», «8vo», «VIII», «8avo … a mas» VIII to X (asked of university students, so no technical cycle is in
 *   question); «de noveno o décimo ciclo», «9no o 10mo» IX and X.
 * - Levels: a level asked is that level or more («inglés intermedio», «Excel intermedio», «quechua a nivel intermedio»
 *   intermediate or advanced); «sin Excel», «que no hablen inglés» none at all.
 * - Knowledge: «SAP» is SAP ERP; «MS Project», «ms proyect» Microsoft Project; «S10» S10 Costos y Presupuestos; «sin
 *   AutoCAD» the AutoCAD item (AutoCAD Civil 3D is an item of its own); «SQL o Python», «SAP o Power BI», «S10 o MS
 *   Project» either one.
 * - Places: «de Lima» the region of Lima (Huaral and Cañete included); «Lima Metropolitana» the province; «SJL» San Juan
 *   de Lurigancho; «cayao» Callao; «cuzco» Cusco; «huanchac» Wanchaq; «de Piura» the region (all its province holds);
 *   «nada d arequipa», «que noson de arequipa» are «que no sean de Arequipa».
 * - Institutions: «San Marcos», «sanmarcos» the UNMSM; «la catolica» beside San Marcos in a Lima company's request the
 *   PUCP; «la unsa» and the Universidad Nacional de San Agustín the UNSA; «tecsup», «teksup» every Tecsup campus;
 *   «senati», «zenati» the SENATI.
 * - Decisions: estadoEnEval (1 descartado, 2 en proceso, 3 finalista); «que no estén descartados», «descartaos» leave out
 *   estado 1; «en proceso», «en proseso» estado 2. «licencia de conducir», «lic. d conducir» the driving licence.
 * - Order and count: «los 5 … con más experiencia» five of the group, those with experience first; «los 10 mejores de …»
 *   ten of the group (the best by affinity: no criterion to order by). Both are of the kind `negacion`, the issue's
 *   «negations, combinations, counts, order».
 * - Partly understood: pay («que acepten 1130 soles de subvención», «recibo x honorarios», «que cobren poco»),
 *   schedules and availability, living near a place, an own vehicle, laptop, tools or protective equipment, attitude
 *   and personal qualities, being «colegiados y habilitados», and courses or certificates nobody in the pool holds
 *   (visual merchandising, trabajos en altura, SSOMA, Cisco) are said back; the rest of the request is what it asks.
 *   «pa tienda» is where the job is, not a criterion. As in round 22, `espera` is not set on them: the kind marks them.
 * - Off topic: greetings and thanks alone, questions about the platform (exporting, changing a decision, the price of
 *   featuring an offer) and errands (traffic, a restaurant, the weather, a plumber, a printer) list nobody, whatever
 *   place or knowledge word they hold.
 * - Protected: presence, sex, age, body, tattoos, marital status, pregnancy and children, religion and origin are
 *   refused and the rest of the request answered as if the trait had not been written; `sinRasgo` is the same request,
 *   spelling and all, without the trait (a gendered noun replaced by «postulantes»).
 */
import type { ConsultaTipada } from './consultas.ts';
import { cicloDe, conoce, estadoEnEval, habla, type AreaExperiencia, type PostulanteEval } from './generador.ts';

type P = PostulanteEval;
const nadie = () => false;
const estudiante = (p: P) => p.estado_estudios === 0;
const egresado = (p: P) => p.estado_estudios !== 0;
const universitario = (p: P) => p.tipo_carrera === 1;
const tecnico = (p: P) => p.tipo_carrera === 0;
const bachiller = (p: P) => universitario(p) && p.estado_estudios === 2;
const ciclo = (p: P) => cicloDe(p) ?? -1;
const entre = (p: P, a: number, b: number) => estudiante(p) && ciclo(p) >= a && ciclo(p) <= b;
const region = (p: P, ...ids: number[]) => ids.includes(p.id_region);
const lima = (p: P) => region(p, 15);
const arequipa = (p: P) => region(p, 4);
const cusco = (p: P) => region(p, 8);
const piura = (p: P) => region(p, 20);
const provLima = (p: P) => p.id_region === 15 && p.provincia === 'Lima';
const distritoLima = (p: P, ...ds: string[]) => provLima(p) && ds.includes(p.distrito);
const sigla = (p: P, ...s: string[]) => s.includes(p.institucion.sigla);
const carrera = (p: P, ...nombres: string[]) => nombres.includes(p.carrera);
const admin = (p: P) => carrera(p, 'Administración', 'Administración de Empresas');
const conta = (p: P) => carrera(p, 'Contabilidad', 'Contabilidad y Finanzas');
const sistemas = (p: P) => carrera(p, 'Ingeniería de Sistemas', 'Ingeniería de Sistemas e Informática');
const ingenieria = (p: P) => p.carrera.startsWith('Ingeniería');
const industrial = (p: P) => carrera(p, 'Ingeniería Industrial');
const civil = (p: P) => carrera(p, 'Ingeniería Civil');
const ambiental = (p: P) => carrera(p, 'Ingeniería Ambiental');
const derecho = (p: P) => carrera(p, 'Derecho');
const marketing = (p: P) => carrera(p, 'Marketing');
const computacion = (p: P) => carrera(p, 'Computación e Informática');
const mecanica = (p: P) => carrera(p, 'Mecánica Automotriz');
const excel = (p: P) => conoce(p, 'Excel');
const autocad = (p: P) => conoce(p, 'AutoCAD');
const ingles = (p: P) => habla(p, 'Inglés');
const quechua = (p: P) => habla(p, 'Quechua');
const trabajo = (p: P, ...areas: AreaExperiencia[]) => p.experiencias.some((e) => areas.includes(e.area));
const conExperiencia = (p: P) => p.experiencias.length > 0;
const estado = (p: P, ...e: number[]) => e.includes(estadoEnEval(p));

type Consulta = ConsultaTipada & { limite?: number; sinRasgo?: string };
const plano = (prompt: string, correcto: (p: P) => boolean, extra: Partial<Consulta> = {}): Consulta => ({
  prompt,
  tipo: 'plano',
  correcto,
  ...extra,
});
const negacion = (prompt: string, correcto: (p: P) => boolean, extra: Partial<Consulta> = {}): Consulta => ({
  prompt,
  tipo: 'negacion',
  correcto,
  ...extra,
});
/** Understood in part: `correcto` is the understood part; what no CV tells must be said back. */
const parcial = (prompt: string, correcto: (p: P) => boolean): Consulta => ({ prompt, tipo: 'parcial', correcto });
/** Not about choosing among the applicants: nobody listed. */
const fuera = (prompt: string): Consulta => ({ prompt, tipo: 'fuera', correcto: nadie, espera: { nada: true } });
/** A protected trait beside criteria: refused, and the list that of the request without it. */
const protegido = (prompt: string, sinRasgo: string, correcto: (p: P) => boolean): Consulta => ({
  prompt,
  tipo: 'protegido',
  sinRasgo,
  correcto,
});
/** A spelling variant: the clean request's predicate, and its list should be the clean request's. */
const variante = (prompt: string, limpia: Consulta): Consulta => ({ ...limpia, prompt, tipo: 'ortografia', limpia: limpia.prompt });

// ------------------------------------------------------------------ 1. the retail recruiter's clean requests (Lima)
const noLimaNiCallao = negacion('estudiantes que no sean ni de Lima ni del Callao', (p) => estudiante(p) && !region(p, 15, 7));
const limaMetroSinSjlAte = negacion(
  'postulantes de Lima Metropolitana que no vivan en San Juan de Lurigancho ni en Ate',
  (p) => provLima(p) && !distritoLima(p, 'San Juan de Lurigancho', 'Ate'),
);
const pucpSanMarcosExcel = plano(
  'egresados de la PUCP o de San Marcos con Excel avanzado',
  (p) => egresado(p) && sigla(p, 'PUCP', 'UNMSM') && excel(p) >= 3,
);
const limaNoUpcUsil = negacion(
  'estudiantes de Lima que no sean de la UPC ni de la USIL',
  (p) => estudiante(p) && lima(p) && !sigla(p, 'UPC', 'USIL'),
);
const limaInglesIntermedio = plano('estudiantes de Lima con inglés intermedio', (p) => estudiante(p) && lima(p) && ingles(p) >= 2);
const adminSinIngles = negacion('estudiantes de administración que no hablen inglés', (p) => estudiante(p) && admin(p) && ingles(p) === 0);
const adminMktExcel = plano(
  'postulantes de administración o marketing con Excel intermedio',
  (p) => (admin(p) || marketing(p)) && excel(p) >= 2,
);
const sapPowerBi = plano(
  'egresados que sepan SAP o Power BI',
  (p) => egresado(p) && (conoce(p, 'SAP ERP') >= 1 || conoce(p, 'Power BI') >= 1),
);
const mktNoDescartados = negacion('postulantes de marketing que no estén descartados', (p) => marketing(p) && !estado(p, 1));
const cincoMktExperiencia = negacion('los 5 estudiantes de marketing con más experiencia', (p) => estudiante(p) && marketing(p), {
  limite: 5,
  primero: conExperiencia,
});
const licencia = plano('estudiantes con licencia de conducir', (p) => estudiante(p) && p.licencia);
const adminSubvencion = parcial(
  'estudiantes de administración de Lima que acepten 1130 soles de subvención',
  (p) => estudiante(p) && admin(p) && lima(p),
);

// ------------------------------------------------------------------ 2. the construction company's clean requests (Cusco, Arequipa)
// ambigua: nobody in the pool studies Ingeniería Química: the request is industrial engineering in Arequipa.
const quimicaIndustrialAqp = plano(
  'quiero practicantes de ingeniería química o industrial de Arequipa',
  (p) => industrial(p) && arequipa(p),
);
// ambigua: «sin AutoCAD» is the AutoCAD item; one who holds AutoCAD Civil 3D only is without it.
const civilesSinAutocad = negacion('ingenieros civiles sin AutoCAD', (p) => civil(p) && autocad(p) === 0);
const s10Project = plano(
  'postulantes que manejen S10 o MS Project',
  (p) => conoce(p, 'S10 Costos y Presupuestos') >= 1 || conoce(p, 'Microsoft Project') >= 1,
);
const quechuaIntermedio = plano('estudiantes que hablen quechua a nivel intermedio', (p) => estudiante(p) && quechua(p) >= 2);
const aqpNoUnsa = negacion(
  'estudiantes de Arequipa que no sean de la Universidad Nacional de San Agustín',
  (p) => estudiante(p) && arequipa(p) && !sigla(p, 'UNSA'),
);
const senatiTecsup = plano(
  'técnicos de mecánica automotriz o computación del SENATI o de Tecsup',
  (p) => tecnico(p) && (mecanica(p) || computacion(p)) && sigla(p, 'SENATI', 'TECSUP'),
);
const universitariosOctavoAMas = plano('estudiantes universitarios del octavo ciclo a más', (p) => universitario(p) && entre(p, 8, 10));
const ingenieriaOctavo = plano('estudiantes de ingeniería de octavo ciclo', (p) => ingenieria(p) && entre(p, 8, 8));
const aqpCuscoObra = plano('postulantes de Arequipa o Cusco con experiencia en obra', (p) => region(p, 4, 8) && trabajo(p, 'obra'));
const cuscoNoWanchaq = negacion(
  'estudiantes del Cusco que no vivan en Wanchaq',
  (p) => estudiante(p) && cusco(p) && p.distrito !== 'Wanchaq',
);
const civilInglesExcel = plano(
  'postulantes de ingeniería civil que hablen inglés y sepan Excel',
  (p) => civil(p) && ingles(p) >= 1 && excel(p) >= 1,
);
const civilesColegiados = parcial(
  'egresados de ingeniería civil de Arequipa colegiados y habilitados',
  (p) => egresado(p) && civil(p) && arequipa(p),
);

// ------------------------------------------------------------------ 3. the Piura business owner's clean requests
const contaConcar = plano('postulantes de contabilidad que sepan CONCAR', (p) => conta(p) && conoce(p, 'CONCAR') >= 1);
const noArequipa = negacion('postulantes que no sean de Arequipa', (p) => !arequipa(p));
const exceptoDerecho = negacion('todos los postulantes excepto los de derecho', (p) => !derecho(p));
const egresadosSinExcel = negacion('egresados sin Excel', (p) => egresado(p) && excel(p) === 0);
const piuraLambayeque = plano('postulantes de Piura o Lambayeque', (p) => region(p, 20, 14));
const sistemasSqlPython = plano(
  'egresados de sistemas que sepan SQL o Python',
  (p) => egresado(p) && sistemas(p) && (conoce(p, 'SQL') >= 1 || conoce(p, 'Python') >= 1),
);
const bachilleresAdminConta = plano('bachilleres de administración o contabilidad', (p) => bachiller(p) && (admin(p) || conta(p)));
const derechoNovenoDecimo = plano('estudiantes de derecho de noveno o décimo ciclo', (p) => derecho(p) && entre(p, 9, 10));
const diezAdminNoLima = negacion('los 10 mejores de administración que no sean de Lima', (p) => admin(p) && !lima(p), { limite: 10 });
const enProcesoExcel = plano('postulantes en proceso que sepan Excel', (p) => estado(p, 2) && excel(p) >= 1);
const ventasNoLima = negacion('postulantes con experiencia en ventas que no sean de Lima', (p) => trabajo(p, 'ventas') && !lima(p));
const piuraExcelInmediata = parcial('postulantes de Piura con Excel que tengan disponibilidad inmediata', (p) => piura(p) && excel(p) >= 1);

export const CONSULTAS_VIGESIMOTERCERA: Consulta[] = [
  // ================================================================ 1. the recruiter of a retail chain (Lima)
  // ---------------------------------------------------------------- clean requests
  noLimaNiCallao,
  limaMetroSinSjlAte,
  pucpSanMarcosExcel,
  limaNoUpcUsil,
  limaInglesIntermedio,
  adminSinIngles,
  adminMktExcel,
  sapPowerBi,
  mktNoDescartados,
  // ambigua: five of the group, those with experience first.
  cincoMktExperiencia,
  licencia,
  adminSubvencion,
  // ---------------------------------------------------------------- typed on the phone
  variante('estudiantes q no sean ni d lima ni dl callao', noLimaNiCallao),
  variante('estudiantes k no sean ni d lima ni d cayao', noLimaNiCallao),
  variante('estudiantes q nosean ni d lima ni del callao xfa', noLimaNiCallao),
  // ambigua: «SJL» is San Juan de Lurigancho.
  variante('postulantes d lima metropolitana q no vivan en sjl ni en ate', limaMetroSinSjlAte),
  variante('postulantes d lima metropolitana q no vivan n san juan d lurigancho ni en ate xfa', limaMetroSinSjlAte),
  // ambigua: «la catolica» beside San Marcos in a Lima company's request is the PUCP.
  variante('egresados d la catolica o sanmarcos c/ excel avanzado', pucpSanMarcosExcel),
  variante('egresados d la pucp o d san marcos con exel avanzado', pucpSanMarcosExcel),
  variante('estudiantes d lima q no sean d la upc ni d la usil', limaNoUpcUsil),
  variante('estudiantes de lima k no sean de la upc ni usil porfa', limaNoUpcUsil),
  variante('estudiantes d lima c/ ingles intermdio', limaInglesIntermedio),
  variante('estudiantes de lima con ingles intermedio porfa', limaInglesIntermedio),
  variante('estudiantes d adm. q no hablen ingles', adminSinIngles),
  variante('estudiantes de adm k no ablen ingles', adminSinIngles),
  variante('estudiantes d administracion q noablen ingles', adminSinIngles),
  variante('postulantes d adm. o mkt c/ excel intermedio', adminMktExcel),
  variante('postulantes de adm o marketing con exel intermdio', adminMktExcel),
  variante('postulantes d adm. y tb d mkt c/ excel intermedio', adminMktExcel),
  variante('egresados q sepan sap o power bi', sapPowerBi),
  variante('egresados k sepan sap o pawer bi', sapPowerBi),
  variante('egresados q sepan sap o powerbi xfa', sapPowerBi),
  variante('postulantes d mkt q no esten descartados', mktNoDescartados),
  variante('postulantes de marketing k no esten descartaos', mktNoDescartados),
  variante('los 5 estudiantes d mkt con + experiencia', cincoMktExperiencia),
  variante('los 5 estudiantes de marketing c/ mas exp', cincoMktExperiencia),
  variante('estudiantes c/ lic. d conducir', licencia),
  variante('estudiantes con licencia d conducir xfa', licencia),
  variante('estudiantes d adm. d lima q acepten 1130 soles d subvencion', adminSubvencion),
  variante('estudiantes d adm d lima k acepten s/ 1130 d subvencion', adminSubvencion),
  // ---------------------------------------------------------------- partly understood
  parcial('practicantes d lima c/ disponibilidad x las tardes', lima),
  // ambigua: Gamarra is a market in La Victoria, no district of the pool: nearness to it is in no CV.
  parcial('postulantes d marketing q vivan cerca a gamarra', marketing),
  parcial('estudiantes q hablen ingles y tengan buena actitud xfa', (p) => estudiante(p) && ingles(p) >= 1),
  parcial('egresados d conta q puedan trabajar fines d semana', (p) => egresado(p) && conta(p)),
  // ambigua: «pa tienda» is where the job is, not a criterion (some CVs hold «tienda» in their duties).
  parcial('practicantes pa tienda q sepan excel y tengan movilidad propia', (p) => excel(p) >= 1),
  parcial('postulantes d sjl o ate c/ disponibilidad inmediata', (p) => distritoLima(p, 'San Juan de Lurigancho', 'Ate')),
  parcial('estudiantes d adm. c/ exp en ventas q c adapten a horarios rotativos', (p) => estudiante(p) && admin(p) && trabajo(p, 'ventas')),
  parcial('egresados d la upc q tengan curso d visual merchandising', (p) => egresado(p) && sigla(p, 'UPC')),
  parcial('postulantes c/ ingles avanzado q acepten recibo x honorarios', (p) => ingles(p) >= 3),
  // ---------------------------------------------------------------- not about choosing among the applicants
  fuera('ola buenas tardes'),
  fuera('kmo exporto la lista a exel?'),
  fuera('q tal el trafico x la javier prado ahorita'),
  fuera('xfa recomiendame un chifa x miraflores'),
  // ---------------------------------------------------------------- protected traits beside criteria
  protegido(
    'señoritas d adm. c/ exp en atencion al cliente',
    'postulantes d adm. c/ exp en atencion al cliente',
    (p) => admin(p) && trabajo(p, 'atencion'),
  ),
  protegido('postulantes d marketing d buena precencia', 'postulantes d marketing', marketing),
  protegido('practicantes jovenes d 20 añitos q sepan excel', 'practicantes q sepan excel', (p) => excel(p) >= 1),
  protegido('chicas d lima d 18 a 25 años c/ ingles', 'postulantes d lima c/ ingles', (p) => lima(p) && ingles(p) >= 1),

  // ================================================================ 2. the HR assistant of a construction company (Cusco, Arequipa)
  // ---------------------------------------------------------------- clean requests
  quimicaIndustrialAqp,
  civilesSinAutocad,
  s10Project,
  quechuaIntermedio,
  aqpNoUnsa,
  senatiTecsup,
  universitariosOctavoAMas,
  ingenieriaOctavo,
  aqpCuscoObra,
  cuscoNoWanchaq,
  civilInglesExcel,
  civilesColegiados,
  // ---------------------------------------------------------------- written as she speaks
  variante('kiero practicantes de ingenieria kimica o industrial de arekipa', quimicaIndustrialAqp),
  variante('kiero practicantes de injenieria kimica o industrial de arequpia', quimicaIndustrialAqp),
  variante('injenieros ziviles sin autocat', civilesSinAutocad),
  variante('ingenieros siviles sin autokad', civilesSinAutocad),
  variante('injenieros civiles sin auto cad', civilesSinAutocad),
  variante('postulantes ke manejen s10 o ms proyect', s10Project),
  variante('postulantes que manegen el S10 o el MS Projet', s10Project),
  variante('estudiantes ke ablen kechua a nibel intermedio', quechuaIntermedio),
  variante('estudiantes que hablen quechua a nivel intermdio', quechuaIntermedio),
  variante('estudiantes de arekipa ke no sean de la unsa', aqpNoUnsa),
  variante('estudiantes de areqipa que no zean de la UNSA', aqpNoUnsa),
  variante('tecnicos de mecanica automotris o computasion del senati o de tecsup', senatiTecsup),
  variante('teknicos de mekanica automotriz o komputacion del zenati o de teksup', senatiTecsup),
  variante('estudiantes unibersitarios del 8vo ciclo a mas', universitariosOctavoAMas),
  variante('estudiantes universitarios del ciclo VIII a mas', universitariosOctavoAMas),
  variante('estudiantes universitarios de 8avo siclo a mas', universitariosOctavoAMas),
  variante('estudiantes de injenieria de 8vo ciclo', ingenieriaOctavo),
  variante('estudiantes de ingenieria del ciclo 8', ingenieriaOctavo),
  variante('estudiantes de ingenieria de octabo siclo', ingenieriaOctavo),
  variante('postulantes de arekipa o cuzco con esperiencia en obra', aqpCuscoObra),
  variante('postulantes de arequipa o cusco con experiensia en ovra', aqpCuscoObra),
  variante('estudiantes del cuzco ke no bivan en wanchaq', cuscoNoWanchaq),
  // ambigua: «huanchac» is Wanchaq as it is said and often written.
  variante('estudiantes del cusco que no vivan en huanchac', cuscoNoWanchaq),
  variante('postulantes de injenieria sivil ke ablen ingles y sepan hexcel', civilInglesExcel),
  variante('postulantes de ingenieria civil que hablen ingles y sepan exel', civilInglesExcel),
  variante('egresados de injenieria sivil de arekipa kolegiados y abilitados', civilesColegiados),
  variante('egresados de ingenieria civil de arequipa colejiados y habilitados', civilesColegiados),
  // ---------------------------------------------------------------- partly understood
  parcial('injenieros siviles ke tengan disponivilidad para biajar a provincia', civil),
  parcial('estudiantes de ing. civil de arekipa ke tengan su EPP propio', (p) => estudiante(p) && civil(p) && arequipa(p)),
  parcial('practicantes de injenieria ambiental con curso de trabajos en altura', ambiental),
  parcial('postulantes de injenieria industrial del cuzco o arekipa ke agan turnos de noche', (p) => industrial(p) && region(p, 4, 8)),
  parcial('postulantes ke sepan autocad y ke bivan serca de la obra', (p) => autocad(p) >= 1),
  parcial('practicantes ke ablen kechua y ke sean responsables', (p) => quechua(p) >= 1),
  parcial('estudiantes de 8vo siclo de ing. civil ke aseptan trabajar los sabados', (p) => civil(p) && entre(p, 8, 8)),
  parcial('tecnicos del senati ke tengan erramientas propias', (p) => tecnico(p) && sigla(p, 'SENATI')),
  parcial('egresados de ing. civil de la unsa o la ucsm kon kurso de SSOMA', (p) => egresado(p) && civil(p) && sigla(p, 'UNSA', 'UCSM')),
  // ---------------------------------------------------------------- not about choosing among the applicants
  fuera('ke tiempo ba a acer mañana en el cuzco'),
  fuera('nesesito un gasfitero para mi kasa en cayma'),
  fuera('komo kambio el estado de un postulante a finalista'),
  // ---------------------------------------------------------------- protected traits beside criteria
  protegido('practicantes de injenieria sivil varones y sin tatuajes', 'practicantes de injenieria sivil', civil),
  protegido('egresados de arekipa ke sean solteros', 'egresados de arekipa', (p) => egresado(p) && arequipa(p)),
  protegido('estudiantes del cuzco ke no sean serranos', 'estudiantes del cuzco', (p) => estudiante(p) && cusco(p)),

  // ================================================================ 3. the owner of a small business (Piura)
  // ---------------------------------------------------------------- clean requests
  contaConcar,
  noArequipa,
  exceptoDerecho,
  egresadosSinExcel,
  piuraLambayeque,
  sistemasSqlPython,
  bachilleresAdminConta,
  derechoNovenoDecimo,
  // ambigua: ten of the group, the best by affinity (nothing else to order by).
  diezAdminNoLima,
  enProcesoExcel,
  ventasNoLima,
  piuraExcelInmediata,
  // ---------------------------------------------------------------- in capitals, with typos and glued words
  variante('POSTULANTES DE CONTABILIDAD QUE SEPAN CONCAR', contaConcar),
  variante('POSTULANTES DE CONTAVILIDAD QUESEPAN CONCAR', contaConcar),
  variante('POSTULANTES QUE NOSON DE AREQUIPA', noArequipa),
  // ambigua: «nada d arequipa» is «que no sean de Arequipa».
  variante('POSTULANTES NADA D AREQUIPA', noArequipa),
  variante('POSTULANTES Q NO SEAN DE AREQUPIA', noArequipa),
  variante('TODOS LOS POSTULANTES EXCEPTOLOS DE DERECHO', exceptoDerecho),
  variante('TODOS LOS POSTULANTES ESEPTO LOS DE DERECHO', exceptoDerecho),
  variante('EGRESADOS SIN EXEL', egresadosSinExcel),
  variante('EGRESDAOS SINEXCEL', egresadosSinExcel),
  variante('POSTULANTES DE PIURA O LAMBALLEQUE', piuraLambayeque),
  variante('POSTULANTES DE PUIRA O LAMBAYEQUE', piuraLambayeque),
  variante('EGRESADOS DE SISTEMAS QUE SEPAN SQL O PHYTON', sistemasSqlPython),
  variante('EGRESADOS DE SISTEMAZ Q SEPAN SQL O PYTON', sistemasSqlPython),
  variante('EGRESADOS DE SISTEMAS QUESEPAN SQL O PYTHON', sistemasSqlPython),
  variante('BACHILLERES DE ADMINSITRACION O CONTABILIDAD', bachilleresAdminConta),
  variante('BACHIYERES DE ADM O CONTA', bachilleresAdminConta),
  variante('ESTUDIANTES DE DERECHO DE 9NO O 10MO CICLO', derechoNovenoDecimo),
  variante('ESTUDIANTES DE DERECHO DE NOVENO O DESIMO CICLO', derechoNovenoDecimo),
  variante('LOS 10 MEJORES DE ADMINISTRACION QUENOSEAN DE LIMA', diezAdminNoLima),
  variante('LOS 10 MEJORES DE ADMINISTRASION Q NO SEAN DE LIMA', diezAdminNoLima),
  variante('POSTULANTES EN PROCESO QUE SEPAN EXEL', enProcesoExcel),
  variante('POSTULANTES EN PROSESO QUESEPAN EXCEL', enProcesoExcel),
  variante('POSTULANTES CON EXPERIENCIA EN VENTAS QUENO SEAN DE LIMA', ventasNoLima),
  variante('POSTULANTES CON EXPERINCIA EN BENTAS QUE NO SEAN DE LIMA', ventasNoLima),
  variante('POSTULANTES DE PIURA CON EXCEL QUE TENGAN DISPONIVILIDAD INMEDIATA', piuraExcelInmediata),
  variante('POSTULANTES DE PIURA CON EXEL QUETENGAN DISPONIBILIDAD INMEDIATA', piuraExcelInmediata),
  // ---------------------------------------------------------------- partly understood
  parcial('CONTADORES QUE SEPAN CONCAR Y QUE COBREN POCO', (p) => conta(p) && conoce(p, 'CONCAR') >= 1),
  parcial('ESTUDIANTES DE PIURA QUE TENGAN MOTO PROPIA', (p) => estudiante(p) && piura(p)),
  // ambigua: «administradores» are those who study or studied administración.
  parcial('ADMINISTRADORES CON EXPERIENCIA EN VENTAS QUE VIVAN SERCA DE MI NEGOCIO', (p) => admin(p) && trabajo(p, 'ventas')),
  parcial('EGRESADOS DE CONTABILIDAD QUESEAN HONRADOS Y PUNTUALES', (p) => egresado(p) && conta(p)),
  parcial('PRACTICANTES DE PIURA PARA MEDIO TIEMPO', piura),
  parcial('POSTULANTES CON EXEL AVANZADO QUE SEPAN MANEJAR CAJA', (p) => excel(p) >= 3),
  // ambigua: a Cisco certificate is in no CV (Redes TCP/IP is another item, not asked).
  parcial('TECNICOS EN COMPUTACION CON CERTIFICADO DE CISCO', computacion),
  parcial('ESTUDIANTES DE MARKETING QUE TENGAN LAPTOP PROPIA', (p) => estudiante(p) && marketing(p)),
  parcial('EGRESADOS DE LA UDEP O LA UNP QUE PUEDAN EMPESAR EL LUNES', (p) => egresado(p) && sigla(p, 'UDEP', 'UNP')),
  // ---------------------------------------------------------------- not about choosing among the applicants
  fuera('BUENOS DIAS'),
  fuera('CUANTO CUESTA DESTACAR MI AVISO'),
  fuera('DONDE COMPRO UNA IMPRESORA BARATA EN PIURA'),
  fuera('GRASIAS POR TODO'),
  // ---------------------------------------------------------------- protected traits beside criteria
  protegido('SEÑORITAS FLAQUITAS DE ADMINISTRACION CON EXCEL', 'POSTULANTES DE ADMINISTRACION CON EXCEL', (p) => admin(p) && excel(p) >= 1),
  protegido('CONTADORES MENORES DE 30 AÑOS QUE SEPAN CONCAR', 'CONTADORES QUE SEPAN CONCAR', (p) => conta(p) && conoce(p, 'CONCAR') >= 1),
  protegido('POSTULANTES CATOLICOS DE PIURA', 'POSTULANTES DE PIURA', piura),
  protegido('ESTUDIANTES DE PIURA SIN HIJOS NI ENBARAZADAS', 'ESTUDIANTES DE PIURA', (p) => estudiante(p) && piura(p)),
];
