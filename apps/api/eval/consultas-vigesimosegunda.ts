/**
 * The twenty-second round (development set): written code-blind, from the pool's facts (generador.ts) and the way
 * Peruvian recruiters write, and committed before it was first run. Its subject is exclusions of every kind of
 * criterion inside long requests, and requests that mix what a CV holds with what it cannot tell. Three recruiters
 * write them:
 * - an HR analyst of a mining company in Arequipa who writes long WhatsApp-style messages with several criteria and
 *   exclusions, greetings and «porfa» included, and names careers and regions the pool does not hold (Ingeniería de
 *   Minas, Geología, Moquegua);
 * - a recruiter of a bank in Lima who writes negations in every form (no / ni / sin / excepto / menos / fuera de /
 *   que no / salvo / a excepción de / no me mandes / descarta a los … / a postposed «inglés no»), on every kind of
 *   criterion: place at region, province and district level, career, institution, language and level, knowledge,
 *   study status, cycle range, decision on the application, licence and experience;
 * - the owner of a small company in Trujillo who mixes CV facts with what no CV tells (salary accepted, availability,
 *   attitude, living nearby), asks about the platform, greets, asks off-topic things and, a few times, for a
 *   protected trait.
 * Most requests ask for large parts of the pool (a department, a broad career, English, Excel, a study status) with
 * one more criterion or one exclusion, so that an inverted or dropped exclusion puts many wrong applicants at 100 %.
 * Readings chosen where a recruiter could mean two things (marked `// ambigua:` where used):
 * - Careers: «administración» is Administración and Administración de Empresas, at university and at an institute,
 *   not Administración Logística; «contabilidad», «conta», «contadores» are Contabilidad (both levels) and
 *   Contabilidad y Finanzas; «sistemas» Ingeniería de Sistemas and Ingeniería de Sistemas e Informática;
 *   «ingeniería», «ingenieros», «ing.» alone every career whose name starts with Ingeniería (Economía is not one);
 *   «técnicos de computación» Computación e Informática; «mecánica» Mecánica Automotriz. Ingeniería de Minas,
 *   Geología are careers nobody in the pool studies: asked alone they select nobody, asked beside a
 *   career of the pool («minas, geología o industrial») they add nobody.
 * - Study status: «practicantes», «postulantes», «contadores», «ingenieros» set no study status; «estudiantes»,
 *   «alumnos» are students; «egresados» graduates and bachelors; «bachilleres» university bachelors; «que no sean
 *   bachilleres» among graduates the graduates without a bachelor's degree; «que no sean estudiantes» graduates and
 *   bachelors; «menos los egresados» students.
 * - Cycles: a cycle asks for students; «del 7mo para arriba» 7 or more; «últimos ciclos» 8 or more at university
 *   and 5–6 at an institute; «que no sean del 9no ni del 10mo» students below 9.
 * - Levels: a level asked is that level or more; «sin inglés avanzado» below advanced, no English included; «pero no
 *   básico» intermediate or advanced; «menos los de nivel intermedio» among those who speak it, basic or advanced;
 *   «excepto los que lo tienen en nivel básico» intermediate or more; «inglés no», «que no hablen inglés» no English.
 * - Knowledge: «autocad» the AutoCAD item, not AutoCAD Civil 3D (named on its own when meant); «no me mandes a los que
 *   no saben CONCAR» is a double negation: those with CONCAR.
 * - Places: «de Lima» the region of Lima; «Lima Metropolitana» the province; «del sur» Arequipa, Cusco and Puno;
 *   «de Trujillo» the province, which is all the pool holds of La Libertad; Moquegua holds nobody; «no de La Molina
 *   ni de Ate» after a place is the district of La Molina, not the university; a district in a Lima request is that
 *   district of Lima Metropolitana.
 * - Institutions: «San Marcos» UNMSM; «tecsup arequipa» its Arequipa campus (Tecsup No.2); «del tecsup» every
 *   campus; «que no vengan de institutos» university careers.
 * - Decisions: estadoEnEval (1 descartado, 2 en proceso, 3 finalista); «sin los que ya descarté», «que no estén
 *   descartados», «no me mandes a los descartados» leave out estado 1; «descarta a los de derecho» is a verb: leave out
 *   that career, not a decision. Merit: «tercio superior» 1–4; «con mejor orden de mérito» those with a merit place,
 *   first places first.
 * - Partly understood: salary, availability, schedules, attitude, punctuality, living near a place, a vehicle, a
 *   course or a certificate no CV of the pool holds (IPERC, SUNAT's e-invoicing) are said back; the rest of the request
 *   is what it asks.
 * - Off topic: greetings and thanks alone, questions about the platform (exporting, how many applied, editing an
 *   offer, downloading a CV, prices) and errands list nobody, whatever place, career or knowledge word they hold.
 * - Protected: presence, sex, age and marital status are refused and the rest of the request answered as if the trait
 *   had not been written (`sinRasgo`).
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
const ultimosCiclos = (p: P) => estudiante(p) && (tecnico(p) ? ciclo(p) >= 5 : ciclo(p) >= 8);
const region = (p: P, ...ids: number[]) => ids.includes(p.id_region);
const lima = (p: P) => region(p, 15);
const sur = (p: P) => region(p, 4, 8, 21);
const provLima = (p: P) => p.id_region === 15 && p.provincia === 'Lima';
const distritoLima = (p: P, ...ds: string[]) => provLima(p) && ds.includes(p.distrito);
const trujillo = (p: P) => p.provincia === 'Trujillo';
const sigla = (p: P, ...s: string[]) => s.includes(p.institucion.sigla);
const carrera = (p: P, ...nombres: string[]) => nombres.includes(p.carrera);
const admin = (p: P) => carrera(p, 'Administración', 'Administración de Empresas');
const conta = (p: P) => carrera(p, 'Contabilidad', 'Contabilidad y Finanzas');
const sistemas = (p: P) => carrera(p, 'Ingeniería de Sistemas', 'Ingeniería de Sistemas e Informática');
const ingenieria = (p: P) => p.carrera.startsWith('Ingeniería');
const industrial = (p: P) => carrera(p, 'Ingeniería Industrial');
const civil = (p: P) => carrera(p, 'Ingeniería Civil');
const ambiental = (p: P) => carrera(p, 'Ingeniería Ambiental');
const economia = (p: P) => carrera(p, 'Economía');
const derecho = (p: P) => carrera(p, 'Derecho');
const psicologia = (p: P) => carrera(p, 'Psicología');
const marketing = (p: P) => carrera(p, 'Marketing');
const computacion = (p: P) => carrera(p, 'Computación e Informática');
const mecanica = (p: P) => carrera(p, 'Mecánica Automotriz');
const excel = (p: P) => conoce(p, 'Excel');
const autocad = (p: P) => conoce(p, 'AutoCAD');
const ingles = (p: P) => habla(p, 'Inglés');
const trabajo = (p: P, ...areas: AreaExperiencia[]) => p.experiencias.some((e) => areas.includes(e.area));
const conExperiencia = (p: P) => p.experiencias.length > 0;
const estado = (p: P, ...e: number[]) => e.includes(estadoEnEval(p));
const merito = (p: P, hasta: number) => p.orden_merito >= 1 && p.orden_merito <= hasta;
const tecsupArequipa = (p: P) => p.institucion.id === 10_950;

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

// ------------------------------------------------------------------ clean requests a variant repeats
const civilesSinAutocad = negacion('ing. civiles de arequipa sin autocad', (p) => civil(p) && region(p, 4) && autocad(p) === 0);
const civilesNoUnsa = negacion(
  'hola buenas, me pasas los estudiantes de ing. civil de arequipa que no sean de la UNSA ni de la UCSM porfa',
  (p) => estudiante(p) && civil(p) && region(p, 4) && !sigla(p, 'UNSA', 'UCSM'),
);
const aqpMenosDerecho = negacion(
  'practicantes de arequipa, todas las carreras menos derecho y psicología, que sepan excel',
  (p) => region(p, 4) && !derecho(p) && !psicologia(p) && excel(p) >= 1,
);
const economiaNoLima = negacion('estudiantes de economía que no sean de Lima', (p) => estudiante(p) && economia(p) && !lima(p));
const economiaSinIngles = negacion('egresados de economía que no hablen inglés', (p) => egresado(p) && economia(p) && ingles(p) === 0);
const contaConcar = negacion(
  // ambigua: a double negation: those who know CONCAR.
  'contadores de Lima, no me mandes a los que no saben CONCAR',
  (p) => conta(p) && lima(p) && conoce(p, 'CONCAR') >= 1,
);
const adminTrujillo = plano('practicantes de administración de Trujillo', (p) => admin(p) && trujillo(p));
const contaTrujilloExcel = plano(
  'estudiantes de contabilidad de Trujillo que sepan Excel',
  (p) => estudiante(p) && conta(p) && trujillo(p) && excel(p) >= 1,
);
const upaoUnt = plano(
  'egresados de la UPAO o la UNT de administración o contabilidad',
  (p) => egresado(p) && sigla(p, 'UPAO', 'UNT') && (admin(p) || conta(p)),
);
const marketingTrujillo = plano('practicantes de marketing de La Libertad', (p) => marketing(p) && region(p, 13));
const contaTrujillo = plano('postulantes de contabilidad de Trujillo', (p) => conta(p) && trujillo(p));

export const CONSULTAS_VIGESIMOSEGUNDA: Consulta[] = [
  // ================================================================ 1. the HR analyst of a mining company (Arequipa)
  // ---------------------------------------------------------------- several criteria, nothing left out
  plano(
    'practicantes de ing. civil o industrial de arequipa que sepan autocad',
    (p) => (civil(p) || industrial(p)) && region(p, 4) && autocad(p) >= 1,
  ),
  plano(
    'buenas, necesito estudiantes de ing. civil de arequipa o cusco de 8vo a 10mo ciclo con civil 3d o revit, gracias',
    (p) => civil(p) && region(p, 4, 8) && entre(p, 8, 10) && (conoce(p, 'AutoCAD Civil 3D') >= 1 || conoce(p, 'Revit') >= 1),
  ),
  plano(
    'egresados de ing. industrial de la UNSA o la San Pablo con experiencia en producción o logística',
    (p) => egresado(p) && industrial(p) && sigla(p, 'UNSA', 'UCSP') && trabajo(p, 'produccion', 'logistica'),
  ),
  // ambigua: «tecsup arequipa» is the Arequipa campus (Tecsup No.2).
  plano(
    'me pasas los de tecsup arequipa de mecánica o computación con brevete porfa',
    (p) => tecsupArequipa(p) && (mecanica(p) || computacion(p)) && p.licencia,
  ),
  plano(
    'estudiantes del 9no y 10mo ciclo de ing. ambiental o civil de arequipa',
    (p) => entre(p, 9, 10) && (ambiental(p) || civil(p)) && region(p, 4),
  ),
  // ambigua: nobody in the pool studies Ingeniería de Minas or Geología: the request is industrial engineering.
  plano(
    'egresados de ing. de minas, geología o industrial de arequipa con autocad',
    (p) => egresado(p) && industrial(p) && region(p, 4) && autocad(p) >= 1,
  ),
  // ambigua: careers nobody in the pool studies: nobody is correct, and nobody may be shown at 100 %.
  plano('necesito practicantes de ing. de minas o geología de arequipa', nadie),
  plano('ing. industriales del tercio superior de arequipa, cusco o puno', (p) => industrial(p) && merito(p, 4) && sur(p)),
  plano('practicantes de ing. civil con experiencia en obra, de preferencia de arequipa', (p) => civil(p) && trabajo(p, 'obra'), {
    primero: (p) => region(p, 4),
  }),
  plano(
    'los 10 estudiantes de ingeniería industrial de arequipa con mejor orden de mérito',
    (p) => estudiante(p) && industrial(p) && region(p, 4) && merito(p, 5),
    { limite: 10, primero: (p) => p.orden_merito === 1 },
  ),
  // ambigua: «para el área de seguridad» is where the job is, not a criterion.
  plano(
    'hola, para el área de seguridad necesito egresados de ing. ambiental del sur con experiencia en producción',
    (p) => egresado(p) && ambiental(p) && sur(p) && trabajo(p, 'produccion'),
  ),
  // ---------------------------------------------------------------- exclusions inside long messages
  // ambigua: the analyst's literal request: careers and a region nobody in the pool holds; nobody is correct.
  negacion(
    'necesito practicantes de ing. de minas o geología, de arequipa o moquegua pero no de la UNSA, que sepan autocad, sin los que ya descarté',
    nadie,
  ),
  negacion(
    'necesito practicantes de ing. de minas, geología o industrial, de arequipa o moquegua pero no de la UNSA, que sepan autocad, sin los que ya descarté',
    (p) => industrial(p) && region(p, 4) && !sigla(p, 'UNSA') && autocad(p) >= 1 && !estado(p, 1),
  ),
  civilesNoUnsa,
  negacion(
    'egresados de ingeniería del sur que no tengan experiencia en obra y que no sean de cusco',
    (p) => egresado(p) && ingenieria(p) && region(p, 4, 21) && !trabajo(p, 'obra'),
  ),
  aqpMenosDerecho,
  // ambigua: «sin los del tecsup» leaves out nobody here (Tecsup teaches no industrial engineering).
  negacion(
    'estudiantes de ing. industrial de arequipa, sin los de la UTP ni los del tecsup, que tengan excel avanzado',
    (p) => estudiante(p) && industrial(p) && region(p, 4) && !sigla(p, 'UTP', 'TECSUP') && excel(p) >= 3,
  ),
  // ambigua: «que no sean bachilleres» among graduates leaves those without a bachelor's degree.
  negacion(
    'egresados de ing. ambiental o civil de arequipa o puno pero que no sean bachilleres',
    (p) => p.estado_estudios === 1 && (ambiental(p) || civil(p)) && region(p, 4, 21),
  ),
  negacion(
    'practicantes de ingeniería de arequipa con inglés, pero no los que ya están en proceso ni los finalistas',
    (p) => ingenieria(p) && region(p, 4) && ingles(p) >= 1 && !estado(p, 2, 3),
  ),
  negacion(
    'estudiantes de ing. civil de arequipa que no estén en los primeros ciclos, del 7mo para arriba, y sin experiencia en ventas',
    (p) => civil(p) && region(p, 4) && entre(p, 7, 10) && !trabajo(p, 'ventas'),
  ),
  negacion(
    'practicantes de cusco o puno que hablen quechua pero no inglés',
    (p) => region(p, 8, 21) && habla(p, 'Quechua') >= 1 && ingles(p) === 0,
  ),
  civilesSinAutocad,
  negacion(
    'egresados de la UNSA de cualquier ingeniería excepto civil',
    (p) => egresado(p) && sigla(p, 'UNSA') && ingenieria(p) && !civil(p),
  ),
  negacion(
    'estudiantes de ingeniería de arequipa que no vivan en cerro colorado ni en cayma',
    (p) => estudiante(p) && ingenieria(p) && region(p, 4) && !['Cerro Colorado', 'Cayma'].includes(p.distrito),
  ),
  negacion(
    'practicantes del sur sin los de puno, con experiencia en logística o producción',
    (p) => region(p, 4, 8) && trabajo(p, 'logistica', 'produccion'),
  ),
  negacion('ingenieros de arequipa con autocad, inglés no', (p) => ingenieria(p) && region(p, 4) && autocad(p) >= 1 && ingles(p) === 0),
  negacion(
    'egresados de arequipa que no sean ni de derecho ni de psicología ni de marketing y que no estén descartados',
    (p) => egresado(p) && region(p, 4) && !derecho(p) && !psicologia(p) && !marketing(p) && !estado(p, 1),
  ),
  // ---------------------------------------------------------------- partly understood
  parcial(
    'estudiantes de ing. industrial de arequipa con disponibilidad para trabajar en mina 14x7',
    (p) => estudiante(p) && industrial(p) && region(p, 4),
  ),
  // ambigua: the IPERC course is in no CV of the pool.
  parcial('egresados de ing. civil de arequipa con curso de IPERC', (p) => egresado(p) && civil(p) && region(p, 4)),
  parcial('practicantes de ingeniería ambiental de arequipa que puedan vivir en campamento', (p) => ambiental(p) && region(p, 4)),
  // ---------------------------------------------------------------- typed fast
  variante('ing civiles de aqp sin autocad', civilesSinAutocad),
  variante('hola buenas, me pasas los estudiantes de ing civil de arequipa q no sean d la unsa ni d la ucsm xfa', civilesNoUnsa),
  variante('practicantes de arekipa, todas las carreras menos derecho y sicologia, ke sepan exel', aqpMenosDerecho),

  // ================================================================ 2. the recruiter of a bank (Lima): negations
  // ---------------------------------------------------------------- place: region, province, district
  economiaNoLima,
  negacion('egresados de contabilidad ni de Lima ni del Callao', (p) => egresado(p) && conta(p) && !region(p, 15, 7)),
  negacion('postulantes con inglés avanzado excepto los de Arequipa', (p) => ingles(p) >= 3 && !region(p, 4)),
  negacion('estudiantes del departamento de Lima salvo los de Huaral y Cañete', (p) => estudiante(p) && provLima(p)),
  negacion(
    'egresados de administración del departamento de Lima pero fuera de Lima Metropolitana',
    (p) => egresado(p) && admin(p) && lima(p) && !provLima(p),
  ),
  negacion(
    'estudiantes de Lima Metropolitana a excepción de los que viven en San Juan de Lurigancho',
    (p) => estudiante(p) && provLima(p) && p.distrito !== 'San Juan de Lurigancho',
  ),
  negacion(
    'egresados de economía de Lima, no me mandes a los de Miraflores ni San Isidro',
    (p) => egresado(p) && economia(p) && lima(p) && !distritoLima(p, 'Miraflores', 'San Isidro'),
  ),
  // ambigua: «no de La Molina» after places is the district, not the university.
  negacion(
    'practicantes de Lima o Callao, pero no de La Molina ni de Ate, con Excel',
    (p) => region(p, 15, 7) && !distritoLima(p, 'La Molina', 'Ate') && excel(p) >= 1,
  ),
  // ambigua: «la costa norte» La Libertad, Piura and Lambayeque.
  negacion('postulantes con Excel que no sean de la costa norte ni de Lima', (p) => excel(p) >= 1 && !region(p, 13, 20, 14, 15)),
  // ---------------------------------------------------------------- career
  negacion('egresados de ingeniería excepto industrial', (p) => egresado(p) && ingenieria(p) && !industrial(p)),
  negacion('practicantes de Lima de cualquier carrera menos derecho', (p) => lima(p) && !derecho(p)),
  negacion('estudiantes de contabilidad salvo los técnicos', (p) => estudiante(p) && conta(p) && universitario(p)),
  // ambigua: «administración» leaves Administración Logística in.
  negacion('postulantes de Lima que no estudien ni administración ni contabilidad', (p) => lima(p) && !admin(p) && !conta(p)),
  // ambigua: «descarta a los de» is a verb here: leave out those careers, not a decision on the application.
  negacion('egresados de Lima, descarta a los de derecho y psicología', (p) => egresado(p) && lima(p) && !derecho(p) && !psicologia(p)),
  negacion(
    'estudiantes de ingeniería de sistemas que no sean de sistemas e informática, de Lima',
    (p) => estudiante(p) && carrera(p, 'Ingeniería de Sistemas') && lima(p),
  ),
  // ---------------------------------------------------------------- institution
  negacion(
    'estudiantes de economía de Lima que no sean de la PUCP ni de la UP',
    (p) => estudiante(p) && economia(p) && lima(p) && !sigla(p, 'PUCP', 'UP'),
  ),
  negacion('egresados de ingeniería, fuera de los de la UNI', (p) => egresado(p) && ingenieria(p) && !sigla(p, 'UNI')),
  negacion('estudiantes de Lima, salvo los de San Marcos', (p) => estudiante(p) && lima(p) && !sigla(p, 'UNMSM')),
  // ambigua: «que no vengan de institutos» the university careers.
  negacion('contadores de Lima que no vengan de institutos', (p) => conta(p) && lima(p) && universitario(p)),
  negacion(
    'estudiantes de computación e informática que no sean del SENATI ni de Cibertec',
    (p) => estudiante(p) && computacion(p) && !sigla(p, 'SENATI', 'Cibertec'),
  ),
  negacion('egresados de Lima, a excepción de los de la USMP y la UPC', (p) => egresado(p) && lima(p) && !sigla(p, 'USMP', 'UPC')),
  negacion(
    'egresados de ingeniería industrial de Lima menos los de la Agraria',
    (p) => egresado(p) && industrial(p) && lima(p) && !sigla(p, 'UNALM'),
  ),
  // ---------------------------------------------------------------- language and level
  economiaSinIngles,
  negacion('estudiantes de Lima sin inglés avanzado', (p) => estudiante(p) && lima(p) && ingles(p) < 3),
  // ambigua: «pero no básico» intermediate or advanced.
  negacion('postulantes de administración con inglés, pero no básico', (p) => admin(p) && ingles(p) >= 2),
  negacion('estudiantes de derecho de Lima, inglés no', (p) => estudiante(p) && derecho(p) && lima(p) && ingles(p) === 0),
  // ambigua: among those who speak English, basic or advanced (their highest level).
  negacion(
    'egresados de Lima que hablen inglés, menos los de nivel intermedio',
    (p) => egresado(p) && lima(p) && ingles(p) >= 1 && ingles(p) !== 2,
  ),
  negacion(
    'estudiantes de Lima que no hablen portugués ni francés',
    (p) => estudiante(p) && lima(p) && habla(p, 'Portugués') === 0 && habla(p, 'Francés') === 0,
  ),
  // ---------------------------------------------------------------- knowledge
  negacion('estudiantes de contabilidad de Lima que no sepan Excel', (p) => estudiante(p) && conta(p) && lima(p) && excel(p) === 0),
  negacion(
    'egresados de economía con Excel, excepto los que lo tienen en nivel básico',
    (p) => egresado(p) && economia(p) && excel(p) >= 2,
  ),
  negacion('estudiantes de ingeniería de sistemas sin Python', (p) => estudiante(p) && sistemas(p) && conoce(p, 'Python') === 0),
  negacion(
    'egresados de Lima con Power BI pero sin SQL',
    (p) => egresado(p) && lima(p) && conoce(p, 'Power BI') >= 1 && conoce(p, 'SQL') === 0,
  ),
  contaConcar,
  // ---------------------------------------------------------------- study status
  negacion('postulantes de economía de Lima que no sean estudiantes', (p) => economia(p) && lima(p) && egresado(p)),
  // ambigua: «menos los egresados» leaves the bachelors out too: students.
  negacion('postulantes de contabilidad de Lima, menos los egresados', (p) => conta(p) && lima(p) && estudiante(p)),
  negacion('egresados de derecho que no sean bachilleres', (p) => derecho(p) && p.estado_estudios === 1),
  negacion('postulantes de Lima sin los bachilleres', (p) => lima(p) && !bachiller(p)),
  // ---------------------------------------------------------------- cycle range
  negacion(
    'estudiantes de economía de Lima que no estén en 5to ni 6to ciclo',
    (p) => estudiante(p) && economia(p) && lima(p) && ![5, 6].includes(ciclo(p)),
  ),
  negacion('estudiantes de ingeniería industrial que no sean del 9no ni del 10mo ciclo', (p) => industrial(p) && entre(p, 1, 8)),
  negacion(
    'estudiantes de administración de Lima, fuera de los que están en los últimos ciclos',
    (p) => estudiante(p) && admin(p) && lima(p) && !ultimosCiclos(p),
  ),
  negacion('estudiantes de derecho del 6to al 10mo ciclo, salvo los de 8vo', (p) => derecho(p) && entre(p, 6, 10) && ciclo(p) !== 8),
  // ---------------------------------------------------------------- decision on the application
  negacion('egresados de contabilidad de Lima que no estén descartados', (p) => egresado(p) && conta(p) && lima(p) && !estado(p, 1)),
  negacion(
    'estudiantes de economía, no me mandes a los descartados ni a los finalistas',
    (p) => estudiante(p) && economia(p) && !estado(p, 1, 3),
  ),
  negacion('postulantes de Lima con inglés avanzado salvo los que ya están en proceso', (p) => lima(p) && ingles(p) >= 3 && !estado(p, 2)),
  negacion('finalistas de Lima excepto los de derecho', (p) => estado(p, 3) && lima(p) && !derecho(p)),
  negacion('postulantes de Lima menos los finalistas', (p) => lima(p) && !estado(p, 3)),
  // ---------------------------------------------------------------- licence and experience
  negacion('egresados de Lima sin brevete', (p) => egresado(p) && lima(p) && !p.licencia),
  negacion('estudiantes de Lima sin ninguna experiencia laboral', (p) => estudiante(p) && lima(p) && !conExperiencia(p)),
  negacion(
    'egresados de administración que no tengan experiencia en ventas ni en atención al cliente',
    (p) => egresado(p) && admin(p) && !trabajo(p, 'ventas', 'atencion'),
  ),
  // ---------------------------------------------------------------- several exclusions at once
  negacion(
    'egresados de Lima salvo derecho, que no sean de la PUCP y sin los descartados',
    (p) => egresado(p) && lima(p) && !derecho(p) && !sigla(p, 'PUCP') && !estado(p, 1),
  ),
  negacion(
    'estudiantes de economía o contabilidad de Lima, ni de San Marcos ni de la Católica, que no hablen inglés',
    (p) => estudiante(p) && (economia(p) || conta(p)) && lima(p) && !sigla(p, 'UNMSM', 'PUCP') && ingles(p) === 0,
  ),
  negacion(
    'egresados del Callao o Lima sin experiencia, excepto los de Huaral, que sepan Excel',
    (p) => egresado(p) && region(p, 15, 7) && !conExperiencia(p) && p.provincia !== 'Huaral' && excel(p) >= 1,
  ),
  // ---------------------------------------------------------------- typed fast
  variante('estudiantes de economia q no sean de lima', economiaNoLima),
  variante('egresados de economia ke no ablen ingles', economiaSinIngles),
  variante('contadores de lima, no me mandes a los q no saben concar', contaConcar),

  // ================================================================ 3. the owner of a small company (Trujillo)
  // ---------------------------------------------------------------- what the CVs hold
  adminTrujillo,
  plano('hola, busco practicantes de administración de Trujillo', (p) => admin(p) && trujillo(p)),
  contaTrujilloExcel,
  upaoUnt,
  marketingTrujillo,
  plano('técnicos de computación de Trujillo', (p) => computacion(p) && trujillo(p)),
  plano('estudiantes que vivan en Víctor Larco', (p) => estudiante(p) && p.distrito === 'Víctor Larco Herrera'),
  contaTrujillo,
  // ---------------------------------------------------------------- what the CVs cannot tell
  parcial('practicantes de administración de Trujillo que acepten 1025 soles', (p) => admin(p) && trujillo(p)),
  parcial('estudiantes de contabilidad de Trujillo con buena actitud', (p) => estudiante(p) && conta(p) && trujillo(p)),
  parcial('egresados de marketing proactivos y creativos', (p) => egresado(p) && marketing(p)),
  // ambigua: «de Trujillo» the province; «cerca del Mall Plaza» in no CV.
  parcial('practicantes de Trujillo que vivan cerca del Mall Plaza', trujillo),
  parcial('técnicos en computación con disponibilidad de lunes a sábado', computacion),
  parcial('estudiantes de administración de la UCV que puedan trabajar medio tiempo', (p) => estudiante(p) && admin(p) && sigla(p, 'UCV')),
  parcial('practicantes con Excel intermedio que acepten el sueldo mínimo', (p) => excel(p) >= 2),
  parcial('postulantes con experiencia en atención al cliente que tengan moto propia', (p) => trabajo(p, 'atencion')),
  parcial('practicantes de Trujillo que no tengan problema en quedarse hasta tarde', trujillo),
  // ambigua: SUNAT's e-invoicing is in no CV (Tributación peruana is another item).
  parcial('contadores que sepan facturación electrónica de SUNAT', conta),
  // ---------------------------------------------------------------- exclusions
  negacion('de Trujillo pero que no sean de la UCV', (p) => trujillo(p) && !sigla(p, 'UCV')),
  negacion(
    'estudiantes de Trujillo que no sean de administración ni contabilidad',
    (p) => estudiante(p) && trujillo(p) && !admin(p) && !conta(p),
  ),
  negacion(
    'practicantes de La Libertad sin experiencia, menos los de Víctor Larco',
    (p) => region(p, 13) && !conExperiencia(p) && p.distrito !== 'Víctor Larco Herrera',
  ),
  // ---------------------------------------------------------------- not about choosing among the applicants
  fuera('hola buenas tardes'),
  fuera('cómo exporto a excel la lista de postulantes'),
  // ambigua: a question about the offer's figures, not a choice among the applicants.
  fuera('¿cuántos postularon a mi oferta?'),
  fuera('cómo cambio el sueldo de la oferta que publiqué'),
  fuera('cómo descargo el CV de un postulante en PDF'),
  fuera('gracias, muy amable'),
  fuera('cuánto cuesta publicar otra oferta en Trujillo'),
  // ambigua: an errand for the owner's own shop, not a choice among the offer's applicants.
  fuera('busco un contador que me lleve la contabilidad de mi bodega'),
  fuera('dónde queda la UPAO'),
  fuera('qué tal el clima en Trujillo mañana'),
  fuera('recomiéndame una cevichería en Huanchaco'),
  fuera('buenos días, ¿me ayudas?'),
  // ---------------------------------------------------------------- protected traits beside criteria
  protegido(
    'practicantes de administración de Trujillo de buena presencia',
    'practicantes de administración de Trujillo',
    (p) => admin(p) && trujillo(p),
  ),
  protegido('chicas de contabilidad de Trujillo', 'postulantes de contabilidad de Trujillo', (p) => conta(p) && trujillo(p)),
  protegido(
    'practicantes de marketing de La Libertad menores de 25 años',
    'practicantes de marketing de La Libertad',
    (p) => marketing(p) && region(p, 13),
  ),
  protegido(
    'estudiantes de contabilidad de Trujillo que sepan Excel, solteros y sin hijos',
    'estudiantes de contabilidad de Trujillo que sepan Excel',
    (p) => estudiante(p) && conta(p) && trujillo(p) && excel(p) >= 1,
  ),
  // ---------------------------------------------------------------- typed fast
  variante('practicantes de administrasion de trujiyo', adminTrujillo),
  variante('estudiantes de contavilidad de trujillo ke sepan exel', contaTrujilloExcel),
  variante('egresados de la upao o la unt de adm o conta', upaoUnt),
];
