/**
 * The assistant's TENTH held-out evaluation set (issue #33 item 7, docs/assistant-ranking.md «Conjunto reservado»):
 * requests as they are typed by new voices — an oil-services company with operations in Talara, a contractor laying
 * fibre optics for a telecom operator, a publisher of school textbooks, a chain of gyms, an interprovincial bus
 * company, a security and surveillance company, a language academy in Arequipa, a pre-university academy in the south, a
 * chain of cinemas and an architecture and interiors studio; and, as roles and writing habits, a selection analyst
 * who types boolean search strings («Y», «O», «NO», AND, OR, quotes and brackets), a general manager's assistant who
 * relays the boss's words («el gerente dice que…», «mi jefa me pidió…»), a supervisor who writes in shorthand with
 * symbols («c/», «s/», «+», «/», «≥», «1ro»), an Andean manager writing from Juliaca and Cusco («pues», «nomás»,
 * «siempre»), a recruiter who hedges («no sé si se pueda, pero…», «a ver si hay…»), one who adds criteria in a
 * postscript («PD:»), one who labels criteria «Indispensable / Deseable / Da igual», and a fat-fingered phone typist
 * (keys next to each other, letters swapped, words glued or split). Written BLIND on 2026-12-03 by reading issue 33,
 * the evaluation pool's CV facts (generador.ts), the demo CVs (the demo seed, read into the pool's shape by demo.ts and
 * scripts/auditar-demo.ts), the reference data (docs/reference-data.md, universidades.json's «tipo», catalogos.json,
 * peru-ubigeo.json, instituciones-siglas.json) and the product's documented meanings (docs/assistant.md «What the
 * assistant understands, what it refuses and why», its summary table only; the earlier audits' «How the facts were
 * read») only, without reading the interpreter or the ranking and without any answer of the assistant to any request.
 * Who is a correct answer is computed from the facts by reading the request as a person would, never from the ranker.
 * Its requests are neither those of the first nine held-out sets (consultas-reservadas.ts with its versions v2 and v3,
 * consultas-reservadas-segunda.ts, -tercera.ts, -cuarta.ts, -quinta.ts, -sexta.ts, -septima.ts, -octava.ts, -novena.ts)
 * nor rephrasings of them.
 *
 * FROZEN: its SHA-256 is to be recorded in docs and checked by a test. Never edit this file to fit the parser; a request
 * found wrong is fixed in a new, separately hashed set. Audit: auditoria-reservadas-decima.md.
 *
 * Ids: T-PL (plano), T-NE (negacion), T-PA (parcial), T-FU (fuera), T-PR (protegido), T-OR (ortografia), numbered from
 * 01 (the third set's ids are T-P01…, T-N01…: two letters after the dash keep every id apart from theirs).
 *
 * Kinds (ConsultaReservada, consultas-reservadas.ts), as in the second to ninth sets: `plano` plain criteria;
 * `negacion` exclusions, double negations, combinations (two requests in one message: either group), counts, order,
 * year of study, preferences («de preferencia X», «Deseable: X», «mejor si», «primero los que…» boost X and exclude
 * nobody: the predicate is the rest of the request and `primero` says who comes first; a preference whose clause
 * denies puts those without it first) and indifference («da igual…», «me es indiferente…», «me da lo mismo…», «con …
 * o sin …»: neither asked nor ruled out); `parcial` partly understood (the predicate is what the understood part
 * selects; the rest must be said back, never a filter); `fuera` off-topic, nonsense or a question about the platform
 * (nobody); `protegido` protected traits (refused: nobody, or `sinRasgo`, the same request without the trait, whose
 * predicate this is); `ortografia` a misspelt, abbreviated, glued, split or capitalised variant of `limpia`, with the
 * clean request's predicate.
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
const universitario = (p: P) => p.tipo_carrera === 1;
const enfermeriaTecnica = (p: P) => p.carrera === 'Enfermería Técnica';
/** «comunicadores», «comunicación» (not named whole): Ciencias de la Comunicación and the careers named «Comunicación …». */
const comunicacion = (p: P) => estudia(p, 'Ciencias de la Comunicación', 'Comunicación');
/** «de ingeniería», «ingenieros» of no named branch: every career whose name begins with «Ingeniería» (documented). */
const ingenieria = (p: P) => estudia(p, 'Ingeniería');
/** «ingenieros de sistemas»: Ingeniería de Sistemas and the longer names (… e Informática, … y Computación). */
const sistemas = (p: P) => estudia(p, 'Ingeniería de Sistemas');
/**
 * «universidades privadas / públicas»: the reference data's `tipo` of the university (universidades.json, SUNEDU's
 * gestión). Every public university the pool and the demo hold is named «Universidad Nacional …» except the Universidad
 * Autónoma Municipal de Los Olivos (checked over both data); a technical career is at an institute, neither.
 */
const PUBLICAS_SIN_NACIONAL = ['Universidad Autónoma Municipal de Los Olivos'];
const universidadPublica = (p: P) =>
  universitario(p) && (p.institucion.nombre.startsWith('Universidad Nacional') || PUBLICAS_SIN_NACIONAL.includes(p.institucion.nombre));
const universidadPrivada = (p: P) => universitario(p) && !universidadPublica(p);
const trabajo = (p: P, ...areas: AreaExperiencia[]) => p.experiencias.some((e) => areas.includes(e.area));
const conExperiencia = (p: P) => p.experiencias.length > 0;
const ciclo = (p: P) => cicloDe(p) ?? -1;
const cicloEntre = (p: P, desde: number, hasta: number) => estudiante(p) && ciclo(p) >= desde && ciclo(p) <= hasta;
/** «último año» counted from the end of the career (documented): university IX–X, technical V–VI. */
const ultimoAnio = (p: P) => estudiante(p) && (tecnico(p) ? ciclo(p) >= 5 : ciclo(p) >= 9);
/** «último ciclo»: the last cycle alone (documented): university X, technical VI. */
const ultimoCiclo = (p: P) => estudiante(p) && ciclo(p) === (tecnico(p) ? 6 : 10);
/**
 * «de telecomunicaciones o de redes» (a word several careers' names hold, documented): the engineering careers with
 * «Telecomunicaciones» or «Redes» in their name (the demo's de Telecomunicaciones, Electrónica y Telecomunicaciones,
 * de Redes y Comunicaciones; none in the pool).
 */
const telecomunicacionesORedes = (p: P) => ingenieria(p) && /\b(Telecomunicaciones|Redes)\b/.test(p.carrera);
const enRegion = (p: P, ...ids: number[]) => ids.includes(p.id_region);
const enProvincia = (p: P, ...provincias: string[]) => provincias.includes(p.provincia);
const enDistrito = (p: P, ...distritos: string[]) => distritos.includes(p.distrito);
/** A district of Lima Metropolitana (the same names exist elsewhere: Miraflores of Arequipa, La Victoria of Chiclayo). */
const enDistritoDeLima = (p: P, ...distritos: string[]) => enRegion(p, LIMA) && enProvincia(p, 'Lima') && enDistrito(p, ...distritos);
/** «Lima Metropolitana»: the province of Lima (documented). */
const limaMetropolitana = (p: P) => enRegion(p, LIMA) && enProvincia(p, 'Lima');
const de = (p: P, ...siglas: string[]) => siglas.includes(p.institucion.sigla);
const estado = (p: P) => estadoEnEval(p);
const interesa = (p: P, ...intereses: Interes[]) => intereses.some((i) => p.intereses.includes(i));
/** Merit place (reference-data.md): 1 primer puesto, 2 décimo, 3 quinto, 4 tercio, 5 medio; «X superior» includes the better ones. */
const meritoHasta = (p: P, codigo: number) => p.orden_merito >= 1 && p.orden_merito <= codigo;
const nadie = () => false;

const LIMA = 15;
const AREQUIPA = 4;
const CALLAO = 7;
const CUSCO = 8;
const ICA = 11;
const JUNIN = 12;
const LA_LIBERTAD = 13;
const LAMBAYEQUE = 14;
const PIURA = 20;
const PUNO = 21;

export const CONSULTAS_RESERVADAS_DECIMA: ConsultaReservada[] = [
  // ------------------------------------------------------------------ plano
  {
    id: 'T-PL-01',
    tipo: 'plano',
    prompt:
      'Buenas tardes, somos una empresa de servicios petroleros con operaciones en Talara. Necesitamos ingenieros industriales o ambientales que vivan en Piura o en Lambayeque y que ya hayan trabajado.',
    correcto: (p) => estudia(p, 'Ingeniería Industrial', 'Ingeniería Ambiental') && enRegion(p, PIURA, LAMBAYEQUE) && conExperiencia(p),
  },
  {
    id: 'T-PL-02',
    tipo: 'plano',
    prompt:
      'para la base de Talara: técnicos de mecánica automotriz o egresados de ingeniería industrial, de Piura, Lambayeque o La Libertad, que tengan brevete',
    correcto: (p) =>
      ((tecnico(p) && estudia(p, 'Mecánica Automotriz')) || (egresado(p) && estudia(p, 'Ingeniería Industrial'))) &&
      enRegion(p, PIURA, LAMBAYEQUE, LA_LIBERTAD) &&
      p.licencia,
  },
  {
    id: 'T-PL-03',
    tipo: 'plano',
    prompt: 'petrolera: practicantes de Piura o de Lambayeque que sepan AutoCAD o Microsoft Project y tengan licencia de conducir',
    correcto: (p) => enRegion(p, PIURA, LAMBAYEQUE) && (conoce(p, 'AutoCAD') >= 1 || conoce(p, 'Microsoft Project') >= 1) && p.licencia,
  },
  {
    id: 'T-PL-04',
    tipo: 'plano',
    prompt:
      'para seguridad en los pozos: ingenieros industriales o ambientales de Piura, Lambayeque o La Libertad que sepan IPERC, ISO 14001 o Lean Six Sigma',
    correcto: (p) =>
      estudia(p, 'Ingeniería Industrial', 'Ingeniería Ambiental') &&
      enRegion(p, PIURA, LAMBAYEQUE, LA_LIBERTAD) &&
      (conoce(p, 'IPERC') >= 1 || conoce(p, 'ISO 14001') >= 1 || conoce(p, 'Lean Six Sigma') >= 1),
  },
  {
    id: 'T-PL-05',
    tipo: 'plano',
    prompt:
      'Somos contratistas de una operadora de telecomunicaciones: buscamos técnicos en computación e informática ya egresados que sepan redes TCP/IP, de Arequipa, Cusco o Puno',
    correcto: (p) =>
      tecnico(p) &&
      estudia(p, 'Computación e Informática') &&
      egresado(p) &&
      conoce(p, 'Redes TCP/IP') >= 1 &&
      enRegion(p, AREQUIPA, CUSCO, PUNO),
  },
  {
    id: 'T-PL-06',
    tipo: 'plano',
    prompt:
      'para las instalaciones de fibra óptica: practicantes con experiencia en soporte técnico que tengan brevete, de Lima o del Callao',
    correcto: (p) => trabajo(p, 'soporte') && p.licencia && enRegion(p, LIMA, CALLAO),
  },
  {
    id: 'T-PL-07',
    tipo: 'plano',
    prompt:
      'telecomunicaciones: ingenieros de sistemas, de telecomunicaciones o de redes de Arequipa, Cusco o Puno que manejen Linux o Docker',
    correcto: (p) =>
      (sistemas(p) || telecomunicacionesORedes(p)) &&
      enRegion(p, AREQUIPA, CUSCO, PUNO) &&
      (conoce(p, 'Linux') >= 1 || conoce(p, 'Docker') >= 1),
  },
  {
    id: 'T-PL-08',
    tipo: 'plano',
    prompt:
      'Les escribe una editorial de textos escolares: buscamos diseñadores gráficos o comunicadores de Lima que manejen Illustrator o Photoshop',
    correcto: (p) =>
      (estudia(p, 'Diseño Gráfico') || comunicacion(p)) &&
      enRegion(p, LIMA) &&
      (conoce(p, 'Adobe Illustrator') >= 1 || conoce(p, 'Adobe Photoshop') >= 1),
  },
  {
    id: 'T-PL-09',
    tipo: 'plano',
    prompt: 'para la editorial: postulantes de derecho de Lima que sepan redacción de contratos o derecho civil',
    correcto: (p) =>
      estudia(p, 'Derecho') && enRegion(p, LIMA) && (conoce(p, 'Redacción de contratos') >= 1 || conoce(p, 'Derecho civil') >= 1),
  },
  {
    id: 'T-PL-10',
    tipo: 'plano',
    prompt:
      'editorial, para vender a los colegios: practicantes con experiencia en ventas que vivan en Arequipa, Cusco o Puno y tengan brevete',
    correcto: (p) => trabajo(p, 'ventas') && enRegion(p, AREQUIPA, CUSCO, PUNO) && p.licencia,
  },
  {
    id: 'T-PL-11',
    tipo: 'plano',
    prompt: 'editorial: estudiantes de comunicación o de marketing que sepan gestión de redes sociales y Canva',
    correcto: (p) =>
      estudiante(p) &&
      (comunicacion(p) || estudia(p, 'Marketing')) &&
      conoce(p, 'Gestión de redes sociales') >= 1 &&
      conoce(p, 'Canva') >= 1,
  },
  {
    id: 'T-PL-12',
    tipo: 'plano',
    prompt:
      'Cadena de gimnasios: para la recepción buscamos gente con experiencia en atención al cliente o en ventas que viva en Santiago de Surco, Miraflores o San Isidro, en Lima',
    correcto: (p) => trabajo(p, 'atencion', 'ventas') && enDistritoDeLima(p, 'Santiago de Surco', 'Miraflores', 'San Isidro'),
  },
  {
    id: 'T-PL-13',
    tipo: 'plano',
    prompt:
      'gimnasios, para el contenido de nuestras sedes: comunicadores o gente de marketing de Arequipa o de La Libertad que sepan gestión de redes sociales',
    correcto: (p) =>
      (comunicacion(p) || estudia(p, 'Marketing')) && enRegion(p, AREQUIPA, LA_LIBERTAD) && conoce(p, 'Gestión de redes sociales') >= 1,
  },
  {
    id: 'T-PL-14',
    tipo: 'plano',
    prompt:
      'para nuestra sede de Trujillo: estudiantes de La Libertad con experiencia en ventas o en atención al cliente que hablen inglés',
    correcto: (p) => estudiante(p) && enRegion(p, LA_LIBERTAD) && trabajo(p, 'ventas', 'atencion') && habla(p, 'Inglés') >= 1,
  },
  {
    id: 'T-PL-15',
    tipo: 'plano',
    prompt:
      'Empresa de transporte interprovincial: para las boleterías del terminal de Arequipa, practicantes de Arequipa con experiencia en atención al cliente o en ventas que hablen inglés',
    correcto: (p) => enRegion(p, AREQUIPA) && trabajo(p, 'atencion', 'ventas') && habla(p, 'Inglés') >= 1,
  },
  {
    id: 'T-PL-16',
    tipo: 'plano',
    prompt:
      'para la ruta Cusco–Puno: postulantes del Cusco o de Puno que hablen quechua y tengan experiencia en ventas o en atención al cliente',
    correcto: (p) => enRegion(p, CUSCO, PUNO) && habla(p, 'Quechua') >= 1 && trabajo(p, 'ventas', 'atencion'),
  },
  {
    id: 'T-PL-17',
    tipo: 'plano',
    prompt: 'para el taller de buses: técnicos de mecánica automotriz egresados del SENATI o de TECSUP',
    correcto: (p) => tecnico(p) && estudia(p, 'Mecánica Automotriz') && egresado(p) && de(p, 'SENATI', 'TECSUP'),
  },
  {
    id: 'T-PL-18',
    tipo: 'plano',
    prompt: 'empresa de buses: ingenieros industriales con experiencia en logística que sepan Power BI o SAP',
    correcto: (p) =>
      estudia(p, 'Ingeniería Industrial') && trabajo(p, 'logistica') && (conoce(p, 'Power BI') >= 1 || conoce(p, 'SAP ERP') >= 1),
  },
  {
    id: 'T-PL-19',
    tipo: 'plano',
    prompt: 'Empresa de seguridad y vigilancia: egresados de derecho o de psicología de Lima o del Callao con licencia de conducir',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho', 'Psicología') && enRegion(p, LIMA, CALLAO) && p.licencia,
  },
  {
    id: 'T-PL-20',
    tipo: 'plano',
    prompt: 'seguridad: psicólogos ya egresados que sepan reclutamiento y selección, de Lima, Arequipa o La Libertad',
    correcto: (p) =>
      egresado(p) && estudia(p, 'Psicología') && conoce(p, 'Reclutamiento y selección') >= 1 && enRegion(p, LIMA, AREQUIPA, LA_LIBERTAD),
  },
  {
    id: 'T-PL-21',
    tipo: 'plano',
    prompt: 'Somos una academia de idiomas en Arequipa: estudiantes de Arequipa o de Puno que hablen francés o portugués',
    correcto: (p) => estudiante(p) && enRegion(p, AREQUIPA, PUNO) && (habla(p, 'Francés') >= 1 || habla(p, 'Portugués') >= 1),
  },
  {
    id: 'T-PL-22',
    tipo: 'plano',
    prompt: 'para la academia: estudiantes de la UNSA, de la Santa María o de la San Pablo con inglés avanzado',
    correcto: (p) => estudiante(p) && de(p, 'UNSA', 'UCSM', 'UCSP') && habla(p, 'Inglés') >= 3,
  },
  {
    id: 'T-PL-23',
    tipo: 'plano',
    prompt: 'academia de idiomas: postulantes del Cusco o de Arequipa con inglés avanzado interesados en la educación',
    correcto: (p) => enRegion(p, CUSCO, AREQUIPA) && habla(p, 'Inglés') >= 3 && interesa(p, 'educación'),
  },
  {
    id: 'T-PL-24',
    tipo: 'plano',
    prompt: 'Somos una academia preuniversitaria: para el área de ciencias, ingenieros civiles o industriales del décimo superior',
    correcto: (p) => estudia(p, 'Ingeniería Civil', 'Ingeniería Industrial') && meritoHasta(p, 2),
  },
  {
    id: 'T-PL-25',
    tipo: 'plano',
    prompt: 'academia pre: estudiantes de la UNSAAC o de la UNA Puno que tengan el primer puesto de su promoción',
    correcto: (p) => estudiante(p) && de(p, 'UNSAAC', 'UNA Puno') && p.orden_merito === 1,
  },
  {
    id: 'T-PL-26',
    tipo: 'plano',
    prompt: 'academia: economistas o ingenieros de Puno o del Cusco que estén en el tercio superior',
    correcto: (p) => (estudia(p, 'Economía') || ingenieria(p)) && enRegion(p, PUNO, CUSCO) && meritoHasta(p, 4),
  },
  {
    id: 'T-PL-27',
    tipo: 'plano',
    prompt: 'Cadena de cines: estudiantes de Lima o del Callao con experiencia en atención al cliente que hablen inglés',
    correcto: (p) => estudiante(p) && enRegion(p, LIMA, CALLAO) && trabajo(p, 'atencion') && habla(p, 'Inglés') >= 1,
  },
  {
    id: 'T-PL-28',
    tipo: 'plano',
    prompt: 'cines, para las campañas de estrenos: estudiantes de ciencias de la comunicación o de marketing de octavo ciclo a más',
    correcto: (p) => estudia(p, 'Ciencias de la Comunicación', 'Marketing') && cicloEntre(p, 8, 10),
  },
  {
    id: 'T-PL-29',
    tipo: 'plano',
    prompt: 'Estudio de arquitectura e interiores: ingenieros civiles de Lima que sepan Revit o AutoCAD Civil 3D',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && enRegion(p, LIMA) && (conoce(p, 'Revit') >= 1 || conoce(p, 'AutoCAD Civil 3D') >= 1),
  },
  {
    id: 'T-PL-30',
    tipo: 'plano',
    prompt:
      'estudio de arquitectura: egresados de ingeniería civil con experiencia en obra que sepan S10 o metrados y presupuestos de obra',
    correcto: (p) =>
      egresado(p) &&
      estudia(p, 'Ingeniería Civil') &&
      trabajo(p, 'obra') &&
      (conoce(p, 'S10 Costos y Presupuestos') >= 1 || conoce(p, 'Metrados y presupuestos de obra') >= 1),
  },
  {
    id: 'T-PL-31',
    tipo: 'plano',
    prompt: '(contabilidad O economía) Y (SAP O "Power BI") Y egresado',
    correcto: (p) => estudia(p, 'Contabilidad', 'Economía') && (conoce(p, 'SAP ERP') >= 1 || conoce(p, 'Power BI') >= 1) && egresado(p),
  },
  {
    id: 'T-PL-32',
    tipo: 'plano',
    prompt: 'psicología Y ("reclutamiento y selección" O SPSS) Y (Arequipa O Cusco O Puno)',
    correcto: (p) =>
      estudia(p, 'Psicología') &&
      (conoce(p, 'Reclutamiento y selección') >= 1 || conoce(p, 'IBM SPSS') >= 1) &&
      enRegion(p, AREQUIPA, CUSCO, PUNO),
  },
  {
    id: 'T-PL-33',
    tipo: 'plano',
    prompt: 'derecho AND "derecho laboral" AND (Trujillo OR Chiclayo OR Piura)',
    correcto: (p) => estudia(p, 'Derecho') && conoce(p, 'Derecho laboral') >= 1 && enProvincia(p, 'Trujillo', 'Chiclayo', 'Piura'),
  },
  {
    id: 'T-PL-34',
    tipo: 'plano',
    prompt:
      'Le escribo de parte del gerente general: me pide egresados de economía o de contabilidad de la PUCP, de la Universidad del Pacífico o de la Universidad de Lima que sepan Power BI o Stata',
    correcto: (p) =>
      egresado(p) &&
      estudia(p, 'Economía', 'Contabilidad') &&
      de(p, 'PUCP', 'UP', 'ULima') &&
      (conoce(p, 'Power BI') >= 1 || conoce(p, 'Stata') >= 1),
  },
  {
    id: 'T-PL-35',
    tipo: 'plano',
    prompt: 'mi jefa me pidió contadores que sepan NIIF y PLAME, de Lima o del Callao',
    correcto: (p) => estudia(p, 'Contabilidad') && conoce(p, 'NIIF') >= 1 && conoce(p, 'PLAME') >= 1 && enRegion(p, LIMA, CALLAO),
  },
  {
    id: 'T-PL-36',
    tipo: 'plano',
    prompt: 'dice mi jefe que le pase a los finalistas que tengan brevete y hablen inglés',
    correcto: (p) => estado(p) === 3 && p.licencia && habla(p, 'Inglés') >= 1,
  },
  {
    id: 'T-PL-37',
    tipo: 'plano',
    prompt: 'ing. industrial c/ SAP + Excel avanzado, Lima/Arequipa',
    correcto: (p) =>
      estudia(p, 'Ingeniería Industrial') && conoce(p, 'SAP ERP') >= 1 && conoce(p, 'Excel') >= 3 && enRegion(p, LIMA, AREQUIPA),
  },
  {
    id: 'T-PL-38',
    tipo: 'plano',
    prompt: 'téc. contabilidad egresados c/ CONCAR o SISCONT, Lima/Callao',
    correcto: (p) =>
      tecnico(p) &&
      estudia(p, 'Contabilidad') &&
      egresado(p) &&
      (conoce(p, 'CONCAR') >= 1 || conoce(p, 'SISCONT') >= 1) &&
      enRegion(p, LIMA, CALLAO),
  },
  {
    id: 'T-PL-39',
    tipo: 'plano',
    prompt:
      'Buenas tardes, desde Juliaca le escribo pues: necesito practicantes de Puno nomás que hablen quechua o aymara, y también inglés',
    correcto: (p) => enRegion(p, PUNO) && (habla(p, 'Quechua') >= 1 || habla(p, 'Aymara') >= 1) && habla(p, 'Inglés') >= 1,
  },
  {
    id: 'T-PL-40',
    tipo: 'plano',
    prompt: 'del Cusco siempre los quiero, ingenieros de cualquier especialidad que sepan AutoCAD pues',
    correcto: (p) => enRegion(p, CUSCO) && ingenieria(p) && conoce(p, 'AutoCAD') >= 1,
  },
  {
    id: 'T-PL-41',
    tipo: 'plano',
    prompt: 'no sé si se pueda, pero quisiera ver a los estudiantes de ingeniería civil de Arequipa o de Puno que sepan S10 o Revit',
    correcto: (p) =>
      estudiante(p) &&
      estudia(p, 'Ingeniería Civil') &&
      enRegion(p, AREQUIPA, PUNO) &&
      (conoce(p, 'S10 Costos y Presupuestos') >= 1 || conoce(p, 'Revit') >= 1),
  },
  {
    id: 'T-PL-42',
    tipo: 'plano',
    prompt: 'a ver si hay alguien de la UNT o de la UPAO que sepa Power BI o SQL',
    correcto: (p) => de(p, 'UNT', 'UPAO') && (conoce(p, 'Power BI') >= 1 || conoce(p, 'SQL') >= 1),
  },
  {
    id: 'T-PL-43',
    tipo: 'plano',
    prompt:
      'Necesito estudiantes de ingeniería de sistemas de la UNI o de San Marcos que sepan Python. PD: que tengan inglés intermedio o avanzado.',
    correcto: (p) => estudiante(p) && sistemas(p) && de(p, 'UNI', 'UNMSM') && conoce(p, 'Python') >= 1 && habla(p, 'Inglés') >= 2,
  },
  {
    id: 'T-PL-44',
    tipo: 'plano',
    prompt: 'Indispensable: egresado de Contabilidad. Indispensable: CONCAR. Lugar: Arequipa o Cusco.',
    correcto: (p) => egresado(p) && estudia(p, 'Contabilidad') && conoce(p, 'CONCAR') >= 1 && enRegion(p, AREQUIPA, CUSCO),
  },
  {
    id: 'T-PL-45',
    tipo: 'plano',
    prompt: 'petrolera: ingenieros industriales o técnicos en electrónica industrial que sepan Minitab o Lean Six Sigma',
    correcto: (p) =>
      (estudia(p, 'Ingeniería Industrial') || (tecnico(p) && estudia(p, 'Electrónica Industrial'))) &&
      (conoce(p, 'Minitab') >= 1 || conoce(p, 'Lean Six Sigma') >= 1),
  },
  {
    id: 'T-PL-46',
    tipo: 'plano',
    prompt: 'empresa de buses, para el terminal de Huancayo: practicantes de Junín que tengan brevete y hablen inglés',
    correcto: (p) => enRegion(p, JUNIN) && p.licencia && habla(p, 'Inglés') >= 1,
  },
  {
    id: 'T-PL-47',
    tipo: 'plano',
    prompt:
      'seguridad: estudiantes de psicología o de relaciones industriales de Lima o de Arequipa que ya hayan trabajado en recursos humanos',
    correcto: (p) =>
      estudiante(p) && estudia(p, 'Psicología', 'Relaciones Industriales') && enRegion(p, LIMA, AREQUIPA) && trabajo(p, 'rrhh'),
  },
  {
    id: 'T-PL-48',
    tipo: 'plano',
    prompt: 'academia pre: ingresantes 2022 o 2023 de la UNSA o de la UNSAAC que sepan Excel',
    correcto: (p) => (p.ingreso === 2022 || p.ingreso === 2023) && de(p, 'UNSA', 'UNSAAC') && conoce(p, 'Excel') >= 1,
  },

  // ------------------------------------------------------------------ negacion
  {
    id: 'T-NE-01',
    tipo: 'negacion',
    prompt:
      'para Talara: ingenieros industriales o ambientales con experiencia en producción, pero ninguno que viva en Lima ni en el Callao',
    correcto: (p) => estudia(p, 'Ingeniería Industrial', 'Ingeniería Ambiental') && trabajo(p, 'produccion') && !enRegion(p, LIMA, CALLAO),
  },
  {
    id: 'T-NE-02',
    tipo: 'negacion',
    prompt: 'servicios petroleros: practicantes de Piura, descartando a los que estudiaron o estudian en la UCV o en la UNP',
    correcto: (p) => enRegion(p, PIURA) && !de(p, 'UCV', 'UNP'),
  },
  {
    id: 'T-NE-03',
    tipo: 'negacion',
    prompt: 'dame 5 egresados de ingeniería industrial de Piura o Lambayeque, primero los que tengan brevete',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Industrial') && enRegion(p, PIURA, LAMBAYEQUE),
    limite: 5,
    primero: (p) => p.licencia,
  },
  {
    id: 'T-NE-04',
    tipo: 'negacion',
    prompt:
      'fibra óptica: técnicos en computación de Lima o del Callao con experiencia en soporte o en atención al cliente, quitando a los del IDAT y a los de Cibertec',
    correcto: (p) =>
      tecnico(p) &&
      estudia(p, 'Computación e Informática') &&
      enRegion(p, LIMA, CALLAO) &&
      trabajo(p, 'soporte', 'atencion') &&
      !de(p, 'IDAT', 'Cibertec'),
  },
  {
    id: 'T-NE-05',
    tipo: 'negacion',
    prompt: 'ingenieros de sistemas de Arequipa o del Cusco que sepan Python pero no Java',
    correcto: (p) => sistemas(p) && enRegion(p, AREQUIPA, CUSCO) && conoce(p, 'Python') >= 1 && conoce(p, 'Java') === 0,
  },
  {
    id: 'T-NE-06',
    tipo: 'negacion',
    prompt:
      'practicantes de Lima Metropolitana con experiencia en soporte, sin contar a los que viven en San Juan de Lurigancho, Ate o Los Olivos',
    correcto: (p) => limaMetropolitana(p) && trabajo(p, 'soporte') && !enDistrito(p, 'San Juan de Lurigancho', 'Ate', 'Los Olivos'),
  },
  {
    id: 'T-NE-07',
    tipo: 'negacion',
    prompt: 'editorial: diseñadores gráficos que sepan Illustrator o Figma, dejando de lado a los de Toulouse Lautrec y a los de Cibertec',
    correcto: (p) =>
      estudia(p, 'Diseño Gráfico') &&
      (conoce(p, 'Adobe Illustrator') >= 1 || conoce(p, 'Figma') >= 1) &&
      !de(p, 'Toulouse Lautrec', 'Cibertec'),
  },
  {
    id: 'T-NE-08',
    tipo: 'negacion',
    prompt: 'editorial: comunicadores que sepan Premiere o Photoshop, omitiendo a los descartados y a los que ya están en proceso',
    correcto: (p) =>
      comunicacion(p) && (conoce(p, 'Adobe Premiere Pro') >= 1 || conoce(p, 'Adobe Photoshop') >= 1) && estado(p) !== 1 && estado(p) !== 2,
  },
  {
    id: 'T-NE-09',
    tipo: 'negacion',
    prompt: 'los 4 mejores de marketing de Lima o de Arequipa que manejen Google Ads o Canva',
    correcto: (p) => estudia(p, 'Marketing') && enRegion(p, LIMA, AREQUIPA) && (conoce(p, 'Google Ads') >= 1 || conoce(p, 'Canva') >= 1),
    limite: 4,
  },
  {
    id: 'T-NE-10',
    tipo: 'negacion',
    prompt: 'gimnasio: gente con experiencia en ventas, menos los de contabilidad y los de economía',
    correcto: (p) => trabajo(p, 'ventas') && !estudia(p, 'Contabilidad', 'Economía'),
  },
  {
    id: 'T-NE-11',
    tipo: 'negacion',
    prompt: 'gimnasio: estudiantes de psicología de Lima que no hayan trabajado en recursos humanos y tampoco en atención al cliente',
    correcto: (p) => estudiante(p) && estudia(p, 'Psicología') && enRegion(p, LIMA) && !trabajo(p, 'rrhh', 'atencion'),
  },
  {
    id: 'T-NE-12',
    tipo: 'negacion',
    prompt: 'empresa de buses: practicantes de Puno o del Cusco que hablen quechua, excepto los que estudian o estudiaron en la UNSAAC',
    correcto: (p) => enRegion(p, PUNO, CUSCO) && habla(p, 'Quechua') >= 1 && !de(p, 'UNSAAC'),
  },
  {
    id: 'T-NE-13',
    tipo: 'negacion',
    prompt: 'boletería: estudiantes con experiencia en atención al cliente, salvo los que ya están en octavo, noveno o décimo ciclo',
    correcto: (p) => estudiante(p) && trabajo(p, 'atencion') && !cicloEntre(p, 8, 10),
  },
  {
    id: 'T-NE-14',
    tipo: 'negacion',
    prompt: 'estudiantes de ingeniería civil de Arequipa, Cusco o Puno, todos menos los que no sepan AutoCAD',
    correcto: (p) => estudiante(p) && estudia(p, 'Ingeniería Civil') && enRegion(p, AREQUIPA, CUSCO, PUNO) && conoce(p, 'AutoCAD') >= 1,
  },
  {
    id: 'T-NE-15',
    tipo: 'negacion',
    prompt: 'seguridad: egresados de derecho, pero ninguno de universidades privadas',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && !universidadPrivada(p),
  },
  {
    id: 'T-NE-16',
    tipo: 'negacion',
    prompt: 'seguridad: practicantes de Lima con brevete, evitando a los que no tengan ninguna experiencia',
    correcto: (p) => enRegion(p, LIMA) && p.licencia && conExperiencia(p),
  },
  {
    id: 'T-NE-17',
    tipo: 'negacion',
    prompt: 'para la academia: que hablen francés, excepto los que solo tienen nivel básico',
    correcto: (p) => habla(p, 'Francés') >= 2,
  },
  {
    id: 'T-NE-18',
    tipo: 'negacion',
    prompt:
      'para la sede del Cusco: estudiantes del Cusco o de Puno con experiencia en ventas o en atención al cliente que no tengan inglés intermedio ni avanzado',
    correcto: (p) => estudiante(p) && enRegion(p, CUSCO, PUNO) && trabajo(p, 'ventas', 'atencion') && habla(p, 'Inglés') < 2,
  },
  {
    id: 'T-NE-19',
    tipo: 'negacion',
    prompt: 'academia pre: estudiantes de ingeniería de la UNSAAC, primero los del décimo superior',
    correcto: (p) => estudiante(p) && ingenieria(p) && de(p, 'UNSAAC'),
    primero: (p) => meritoHasta(p, 2),
  },
  {
    id: 'T-NE-20',
    tipo: 'negacion',
    prompt:
      'academia pre: egresados de economía o de ingeniería industrial de Cusco o Puno, ordenados por orden de mérito, del mejor al peor',
    correcto: (p) => egresado(p) && estudia(p, 'Economía', 'Ingeniería Industrial') && enRegion(p, CUSCO, PUNO),
    primero: (p) => p.orden_merito === 1,
  },
  {
    id: 'T-NE-21',
    tipo: 'negacion',
    prompt:
      'cines: estudiantes de Lima que no sean de ninguna ingeniería ni de derecho, con experiencia en atención al cliente o en ventas',
    correcto: (p) => estudiante(p) && enRegion(p, LIMA) && !ingenieria(p) && !estudia(p, 'Derecho') && trabajo(p, 'atencion', 'ventas'),
  },
  {
    id: 'T-NE-22',
    tipo: 'negacion',
    prompt: 'cines: dame 8 de marketing o de comunicación, y que salgan primero los que ya trabajaron en marketing',
    correcto: (p) => estudia(p, 'Marketing') || comunicacion(p),
    limite: 8,
    primero: (p) => trabajo(p, 'marketing'),
  },
  {
    id: 'T-NE-23',
    tipo: 'negacion',
    prompt: 'estudio de arquitectura: ingenieros civiles que sepan AutoCAD, salvo los de la UNI, los de la PUCP y los de San Marcos',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && conoce(p, 'AutoCAD') >= 1 && !de(p, 'UNI', 'PUCP', 'UNMSM'),
  },
  {
    id: 'T-NE-24',
    tipo: 'negacion',
    prompt:
      'arquitectura: ingenieros civiles de Lima, del Callao o de Arequipa que sepan AutoCAD y además Revit o ETABS; me es indiferente si ya egresaron o siguen estudiando',
    correcto: (p) =>
      estudia(p, 'Ingeniería Civil') &&
      enRegion(p, LIMA, CALLAO, AREQUIPA) &&
      conoce(p, 'AutoCAD') >= 1 &&
      (conoce(p, 'Revit') >= 1 || conoce(p, 'ETABS') >= 1),
  },
  {
    id: 'T-NE-25',
    tipo: 'negacion',
    prompt: 'contabilidad Y CONCAR Y NO SISCONT Y (Arequipa O Cusco O Puno)',
    correcto: (p) =>
      estudia(p, 'Contabilidad') && conoce(p, 'CONCAR') >= 1 && conoce(p, 'SISCONT') === 0 && enRegion(p, AREQUIPA, CUSCO, PUNO),
  },
  {
    id: 'T-NE-26',
    tipo: 'negacion',
    prompt: '"ingeniería civil" Y obra Y NO (Lima O Callao)',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && trabajo(p, 'obra') && !enRegion(p, LIMA, CALLAO),
  },
  {
    id: 'T-NE-27',
    tipo: 'negacion',
    prompt: '(derecho O psicología) Y (Piura O Lambayeque) Y NO UCV',
    correcto: (p) => estudia(p, 'Derecho', 'Psicología') && enRegion(p, PIURA, LAMBAYEQUE) && !de(p, 'UCV'),
  },
  {
    id: 'T-NE-28',
    tipo: 'negacion',
    prompt:
      'el gerente dice que no le pase a nadie de la César Vallejo ni de la Antenor Orrego: quiere contadores o economistas de La Libertad que ya hayan trabajado',
    correcto: (p) => estudia(p, 'Contabilidad', 'Economía') && enRegion(p, LA_LIBERTAD) && conExperiencia(p) && !de(p, 'UCV', 'UPAO'),
  },
  {
    id: 'T-NE-29',
    tipo: 'negacion',
    prompt:
      'mi jefa pide egresados de ingeniería ambiental de Lima, del Cusco o de Arequipa, pero que no le mande a ninguno que no sepa ni ArcGIS ni ISO 14001',
    correcto: (p) =>
      egresado(p) &&
      estudia(p, 'Ingeniería Ambiental') &&
      enRegion(p, LIMA, CUSCO, AREQUIPA) &&
      (conoce(p, 'ArcGIS') >= 1 || conoce(p, 'ISO 14001') >= 1),
  },
  {
    id: 'T-NE-30',
    tipo: 'negacion',
    prompt: 'ing. civil s/ exp, Arequipa/Cusco, c/ AutoCAD',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && !conExperiencia(p) && enRegion(p, AREQUIPA, CUSCO) && conoce(p, 'AutoCAD') >= 1,
  },
  {
    id: 'T-NE-31',
    tipo: 'negacion',
    prompt: 'top 3 ing. ambientales de Lima, 1ro los c/ ISO 14001',
    correcto: (p) => estudia(p, 'Ingeniería Ambiental') && enRegion(p, LIMA),
    limite: 3,
    primero: (p) => conoce(p, 'ISO 14001') >= 1,
  },
  {
    id: 'T-NE-32',
    tipo: 'negacion',
    prompt: 'de Puno nomás pues, pero de Juliaca no, con experiencia',
    correcto: (p) => enRegion(p, PUNO) && !enDistrito(p, 'Juliaca') && conExperiencia(p),
  },
  {
    id: 'T-NE-33',
    tipo: 'negacion',
    prompt: 'técnicos ya egresados de Arequipa, del Cusco o de Puno pues, pero del SENATI no',
    correcto: (p) => tecnico(p) && egresado(p) && enRegion(p, AREQUIPA, CUSCO, PUNO) && !de(p, 'SENATI'),
  },
  {
    id: 'T-NE-34',
    tipo: 'negacion',
    prompt: 'no sé si se pueda, pero quisiera a los de Arequipa que no sean ni de la UNSA ni de la Santa María ni de la San Pablo',
    correcto: (p) => enRegion(p, AREQUIPA) && !de(p, 'UNSA', 'UCSM', 'UCSP'),
  },
  {
    id: 'T-NE-35',
    tipo: 'negacion',
    prompt: 'Ingenieros industriales de Trujillo con SAP o Minitab. PD: ninguno de la UCV, por favor.',
    correcto: (p) =>
      estudia(p, 'Ingeniería Industrial') &&
      enProvincia(p, 'Trujillo') &&
      (conoce(p, 'SAP ERP') >= 1 || conoce(p, 'Minitab') >= 1) &&
      !de(p, 'UCV'),
  },
  {
    id: 'T-NE-36',
    tipo: 'negacion',
    prompt: 'Indispensable: ingeniería civil y vivir en Lima o en el Callao. Deseable: S10. Da igual: la universidad.',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && enRegion(p, LIMA, CALLAO),
    primero: (p) => conoce(p, 'S10 Costos y Presupuestos') >= 1,
  },
  {
    id: 'T-NE-37',
    tipo: 'negacion',
    prompt: 'Indispensable: carrera de derecho y vivir en Arequipa. Deseable: inglés avanzado. Da igual: el ciclo.',
    correcto: (p) => estudia(p, 'Derecho') && enRegion(p, AREQUIPA),
    primero: (p) => habla(p, 'Inglés') >= 3,
  },
  {
    id: 'T-NE-38',
    tipo: 'negacion',
    prompt: 'alumnos de quinto año de contabilidad o de economía que vivan en Lima',
    correcto: (p) => estudia(p, 'Contabilidad', 'Economía') && cicloEntre(p, 9, 10) && enRegion(p, LIMA),
  },
  {
    id: 'T-NE-39',
    tipo: 'negacion',
    prompt: 'estudiantes de psicología o de economía de Lima que estén en su último ciclo',
    correcto: (p) => estudia(p, 'Psicología', 'Economía') && enRegion(p, LIMA) && ultimoCiclo(p),
  },
  {
    id: 'T-NE-40',
    tipo: 'negacion',
    prompt: 'técnicos en computación o en diseño gráfico que ya estén en su último año, de Lima',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática', 'Diseño Gráfico') && ultimoAnio(p) && enRegion(p, LIMA),
  },
  {
    id: 'T-NE-41',
    tipo: 'negacion',
    prompt: 'pásame a los tres mejores economistas que sepan Stata o SPSS, de Lima o de Trujillo',
    correcto: (p) =>
      estudia(p, 'Economía') &&
      (conoce(p, 'Stata') >= 1 || conoce(p, 'IBM SPSS') >= 1) &&
      (enRegion(p, LIMA) || (enRegion(p, LA_LIBERTAD) && enProvincia(p, 'Trujillo'))),
    limite: 3,
  },
  {
    id: 'T-NE-42',
    tipo: 'negacion',
    prompt: 'alumnos de economía o de contabilidad de la UNSAAC, ordénamelos por ciclo de mayor a menor',
    correcto: (p) => estudiante(p) && estudia(p, 'Economía', 'Contabilidad') && de(p, 'UNSAAC'),
    primero: (p) => ciclo(p) === 10,
  },
  {
    id: 'T-NE-43',
    tipo: 'negacion',
    prompt: 'dos pedidos: egresados de ingeniería civil del Cusco y, aparte, técnicos en enfermería de Arequipa',
    correcto: (p) =>
      (egresado(p) && estudia(p, 'Ingeniería Civil') && enRegion(p, CUSCO)) || (enfermeriaTecnica(p) && enRegion(p, AREQUIPA)),
  },
  {
    id: 'T-NE-44',
    tipo: 'negacion',
    prompt: 'por un lado, contadores que sepan PLAME; por otro, egresados de derecho que sepan derecho laboral',
    correcto: (p) =>
      (estudia(p, 'Contabilidad') && conoce(p, 'PLAME') >= 1) ||
      (egresado(p) && estudia(p, 'Derecho') && conoce(p, 'Derecho laboral') >= 1),
  },
  {
    id: 'T-NE-45',
    tipo: 'negacion',
    prompt: 'psicólogos de Lima, del Callao o de Arequipa que sepan SPSS; mejor si no han trabajado en atención al cliente',
    correcto: (p) => estudia(p, 'Psicología') && enRegion(p, LIMA, CALLAO, AREQUIPA) && conoce(p, 'IBM SPSS') >= 1,
    primero: (p) => !trabajo(p, 'atencion'),
  },
  {
    id: 'T-NE-46',
    tipo: 'negacion',
    prompt: 'ingenieros industriales de Arequipa o de Junín que sepan Minitab o Microsoft Project; me da lo mismo si hablan inglés o no',
    correcto: (p) =>
      estudia(p, 'Ingeniería Industrial') &&
      enRegion(p, AREQUIPA, JUNIN) &&
      (conoce(p, 'Minitab') >= 1 || conoce(p, 'Microsoft Project') >= 1),
  },
  {
    id: 'T-NE-47',
    tipo: 'negacion',
    prompt: 'contadores de Piura o Lambayeque con Excel intermedio o avanzado, con brevete o sin brevete',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, PIURA, LAMBAYEQUE) && conoce(p, 'Excel') >= 2,
  },
  {
    id: 'T-NE-48',
    tipo: 'negacion',
    prompt: 'los del Cusco que no son finalistas, ni están en proceso, ni fueron descartados',
    correcto: (p) => enRegion(p, CUSCO) && estado(p) === 0,
  },
  {
    id: 'T-NE-49',
    tipo: 'negacion',
    prompt: 'ingenieros civiles o industriales de Lima o de Arequipa del tercio superior, menos los que ya están en el quinto superior',
    correcto: (p) => estudia(p, 'Ingeniería Civil', 'Ingeniería Industrial') && enRegion(p, LIMA, AREQUIPA) && p.orden_merito === 4,
  },
  {
    id: 'T-NE-50',
    tipo: 'negacion',
    prompt: 'estudiantes de la PUCP o de la UPC que no hayan ingresado antes del 2022',
    correcto: (p) => estudiante(p) && de(p, 'PUCP', 'UPC') && p.ingreso >= 2022,
  },
  {
    id: 'T-NE-51',
    tipo: 'negacion',
    prompt: 'egresados de derecho de Lima, pero no los que egresaron antes del 2023',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho') && enRegion(p, LIMA) && p.egreso !== null && p.egreso >= 2023,
  },
  {
    id: 'T-NE-52',
    tipo: 'negacion',
    prompt: 'de institutos nomás, nada de universidades, que sepan Excel avanzado',
    correcto: (p) => tecnico(p) && conoce(p, 'Excel') >= 3,
  },
  {
    id: 'T-NE-53',
    tipo: 'negacion',
    prompt: 'practicantes de Ica que no tengan brevete ni experiencia',
    correcto: (p) => enRegion(p, ICA) && !p.licencia && !conExperiencia(p),
  },
  {
    id: 'T-NE-54',
    tipo: 'negacion',
    prompt: 'petrolera: ingenieros industriales que no vivan en Lima ni en Arequipa y que no sepan SAP',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && !enRegion(p, LIMA, AREQUIPA) && conoce(p, 'SAP ERP') === 0,
  },

  // ------------------------------------------------------------------ parcial
  {
    id: 'T-PA-01',
    tipo: 'parcial',
    prompt: 'egresados de ingeniería industrial o ambiental de Piura que hayan visitado alguna vez un campo petrolero',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Industrial', 'Ingeniería Ambiental') && enRegion(p, PIURA),
  },
  {
    id: 'T-PA-02',
    tipo: 'parcial',
    prompt: 'técnicos de mecánica automotriz de Lima que sepan soldar con arco eléctrico',
    correcto: (p) => tecnico(p) && estudia(p, 'Mecánica Automotriz') && enRegion(p, LIMA),
  },
  {
    id: 'T-PA-03',
    tipo: 'parcial',
    prompt: 'ingenieros ambientales de Piura o Lambayeque que sepan nadar, para las plataformas en el mar',
    correcto: (p) => estudia(p, 'Ingeniería Ambiental') && enRegion(p, PIURA, LAMBAYEQUE),
  },
  {
    id: 'T-PA-04',
    tipo: 'parcial',
    prompt: 'técnicos en computación de Lima o del Callao, ya egresados, con redes TCP/IP, que sepan usar una fusionadora de fibra óptica',
    correcto: (p) =>
      tecnico(p) && estudia(p, 'Computación e Informática') && enRegion(p, LIMA, CALLAO) && egresado(p) && conoce(p, 'Redes TCP/IP') >= 1,
  },
  {
    id: 'T-PA-05',
    tipo: 'parcial',
    prompt: 'practicantes de Arequipa o del Cusco con experiencia en soporte técnico que tengan su propia escalera telescópica',
    correcto: (p) => enRegion(p, AREQUIPA, CUSCO) && trabajo(p, 'soporte'),
  },
  {
    id: 'T-PA-06',
    tipo: 'parcial',
    prompt: 'comunicadores de Lima que hayan leído a Vargas Llosa',
    correcto: (p) => comunicacion(p) && enRegion(p, LIMA),
  },
  {
    id: 'T-PA-07',
    tipo: 'parcial',
    prompt: 'diseñadores gráficos de Lima con Illustrator o InDesign que sepan diagramar libros escolares',
    correcto: (p) =>
      estudia(p, 'Diseño Gráfico') && enRegion(p, LIMA) && (conoce(p, 'Adobe Illustrator') >= 1 || conoce(p, 'Adobe InDesign') >= 1),
  },
  {
    id: 'T-PA-08',
    tipo: 'parcial',
    prompt: 'estudiantes de marketing de Lima o de Arequipa con experiencia en ventas que sepan de suplementos deportivos',
    correcto: (p) => estudiante(p) && estudia(p, 'Marketing') && enRegion(p, LIMA, AREQUIPA) && trabajo(p, 'ventas'),
  },
  {
    id: 'T-PA-09',
    tipo: 'parcial',
    prompt: 'gente de Lima o del Callao con experiencia en ventas y con inglés que sepa cerrar membresías anuales por teléfono',
    correcto: (p) => enRegion(p, LIMA, CALLAO) && trabajo(p, 'ventas') && habla(p, 'Inglés') >= 1,
  },
  {
    id: 'T-PA-10',
    tipo: 'parcial',
    prompt: 'practicantes de Arequipa o de Puno con experiencia en atención al cliente o en ventas que conozcan las rutas de la sierra sur',
    correcto: (p) => enRegion(p, AREQUIPA, PUNO) && trabajo(p, 'atencion', 'ventas'),
  },
  {
    id: 'T-PA-11',
    tipo: 'parcial',
    prompt: 'técnicos de mecánica automotriz ya egresados que conozcan los motores Scania y Volvo',
    correcto: (p) => tecnico(p) && estudia(p, 'Mecánica Automotriz') && egresado(p),
  },
  {
    id: 'T-PA-12',
    tipo: 'parcial',
    prompt: 'bachilleres en derecho de Lima o de Arequipa con licencia para portar armas',
    correcto: (p) => bachiller(p) && estudia(p, 'Derecho') && enRegion(p, LIMA, AREQUIPA),
  },
  {
    id: 'T-PA-13',
    tipo: 'parcial',
    prompt: 'psicólogos de Lima o del Callao que sepan tomar pruebas de polígrafo',
    correcto: (p) => estudia(p, 'Psicología') && enRegion(p, LIMA, CALLAO),
  },
  {
    id: 'T-PA-14',
    tipo: 'parcial',
    prompt: 'postulantes de Arequipa con inglés avanzado que sepan manejar un salón lleno',
    correcto: (p) => enRegion(p, AREQUIPA) && habla(p, 'Inglés') >= 3,
  },
  {
    id: 'T-PA-15',
    tipo: 'parcial',
    prompt: 'ingenieros civiles del décimo superior que resuelvan problemas de física rapidito',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && meritoHasta(p, 2),
  },
  {
    id: 'T-PA-16',
    tipo: 'parcial',
    prompt:
      'estudiantes de Lima o del Callao con experiencia en atención al cliente o en ventas que puedan quedarse hasta la función de medianoche',
    correcto: (p) => estudiante(p) && enRegion(p, LIMA, CALLAO) && trabajo(p, 'atencion', 'ventas'),
  },
  {
    id: 'T-PA-17',
    tipo: 'parcial',
    prompt: 'estudiantes de comunicación o de marketing que sean bien cinéfilos',
    correcto: (p) => estudiante(p) && (comunicacion(p) || estudia(p, 'Marketing')),
  },
  {
    id: 'T-PA-18',
    tipo: 'parcial',
    prompt: 'egresados de ingeniería civil de Lima o de Arequipa con Revit que sepan de iluminación de interiores',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Civil') && enRegion(p, LIMA, AREQUIPA) && conoce(p, 'Revit') >= 1,
  },
  {
    id: 'T-PA-19',
    tipo: 'parcial',
    prompt: 'egresados de ingeniería civil de Lima o del Callao con AutoCAD o Revit que hayan hecho maquetas a escala',
    correcto: (p) =>
      egresado(p) && estudia(p, 'Ingeniería Civil') && enRegion(p, LIMA, CALLAO) && (conoce(p, 'AutoCAD') >= 1 || conoce(p, 'Revit') >= 1),
  },
  {
    id: 'T-PA-20',
    tipo: 'parcial',
    prompt: '"ingeniería industrial" Y Minitab Y (Arequipa O Cusco) Y "industria farmacéutica"',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && conoce(p, 'Minitab') >= 1 && enRegion(p, AREQUIPA, CUSCO),
  },
  {
    id: 'T-PA-21',
    tipo: 'parcial',
    prompt:
      'el gerente quiere contadores de Lima con experiencia contable y con inglés intermedio o avanzado que sepan jugar golf, para que lo acompañen con los clientes',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, LIMA) && trabajo(p, 'contabilidad') && habla(p, 'Inglés') >= 2,
  },
  {
    id: 'T-PA-22',
    tipo: 'parcial',
    prompt: 'de Puno o del Cusco pues, técnicos que hablen quechua y sepan bailar la diablada',
    correcto: (p) => enRegion(p, PUNO, CUSCO) && tecnico(p) && habla(p, 'Quechua') >= 1,
  },
  {
    id: 'T-PA-23',
    tipo: 'parcial',
    prompt: 'no sé si exista, pero ¿habrá economistas de la UNSA o de la UNSAAC con inglés que entiendan el mercado de la quinua?',
    correcto: (p) => estudia(p, 'Economía') && de(p, 'UNSA', 'UNSAAC') && habla(p, 'Inglés') >= 1,
  },
  {
    id: 'T-PA-24',
    tipo: 'parcial',
    prompt:
      'ingenieros de sistemas de Arequipa o del Cusco con SQL o Python. PD: que sepan explicar cosas técnicas a gente que no es de sistemas.',
    correcto: (p) => sistemas(p) && enRegion(p, AREQUIPA, CUSCO) && (conoce(p, 'SQL') >= 1 || conoce(p, 'Python') >= 1),
  },
  {
    id: 'T-PA-25',
    tipo: 'parcial',
    prompt: 'ing. industrial c/ Minitab + turno rotativo, Lima',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && conoce(p, 'Minitab') >= 1 && enRegion(p, LIMA),
  },
  {
    id: 'T-PA-26',
    tipo: 'parcial',
    prompt: 'Indispensable: técnico en enfermería de Lima o del Callao, ya egresado. Indispensable: que sepa tomar la presión.',
    correcto: (p) => enfermeriaTecnica(p) && enRegion(p, LIMA, CALLAO) && egresado(p),
  },
  {
    id: 'T-PA-27',
    tipo: 'parcial',
    prompt:
      'ingenieros industriales o técnicos en electrónica industrial de Puno, La Libertad o Piura que hayan calibrado sensores de presión',
    correcto: (p) =>
      (estudia(p, 'Ingeniería Industrial') || (tecnico(p) && estudia(p, 'Electrónica Industrial'))) &&
      enRegion(p, PUNO, LA_LIBERTAD, PIURA),
  },
  {
    id: 'T-PA-28',
    tipo: 'parcial',
    prompt: 'técnicos en computación del SENATI o de TECSUP, de Arequipa o de Trujillo, que sepan reparar celulares',
    correcto: (p) =>
      tecnico(p) &&
      estudia(p, 'Computación e Informática') &&
      de(p, 'SENATI', 'TECSUP') &&
      (enRegion(p, AREQUIPA) || (enRegion(p, LA_LIBERTAD) && enProvincia(p, 'Trujillo'))),
  },

  // ------------------------------------------------------------------ fuera
  { id: 'T-FU-01', tipo: 'fuera', prompt: 'cuántos barriles de crudo saca al día un pozo en Talara', correcto: nadie },
  { id: 'T-FU-02', tipo: 'fuera', prompt: 'cuánto demoran en instalar internet de fibra en una casa de Surco', correcto: nadie },
  { id: 'T-FU-03', tipo: 'fuera', prompt: 'qué libro le regalo a mi sobrino de diez años', correcto: nadie },
  { id: 'T-FU-04', tipo: 'fuera', prompt: 'cuántas calorías se queman en una hora de spinning', correcto: nadie },
  { id: 'T-FU-05', tipo: 'fuera', prompt: 'cuánto cuesta mandar una encomienda por bus de Arequipa a Puno', correcto: nadie },
  { id: 'T-FU-06', tipo: 'fuera', prompt: 'qué trámites pide la SUCAMEC para renovar una licencia de armas', correcto: nadie },
  { id: 'T-FU-07', tipo: 'fuera', prompt: 'cuántos tiempos verbales tiene el francés', correcto: nadie },
  { id: 'T-FU-08', tipo: 'fuera', prompt: 'cuál es la fórmula de la energía cinética', correcto: nadie },
  { id: 'T-FU-09', tipo: 'fuera', prompt: 'cuánto cuesta el combo de canchita grande con dos gaseosas', correcto: nadie },
  { id: 'T-FU-10', tipo: 'fuera', prompt: 'qué color de pintura hace ver más grande una sala pequeña', correcto: nadie },
  { id: 'T-FU-11', tipo: 'fuera', prompt: 'en una búsqueda booleana, qué diferencia hay entre AND y OR', correcto: nadie },
  { id: 'T-FU-12', tipo: 'fuera', prompt: 'el gerente pregunta si ya le separaste la sala de reuniones para el jueves', correcto: nadie },
  { id: 'T-FU-13', tipo: 'fuera', prompt: 'c/u cuánto sale? x fa', correcto: nadie },
  { id: 'T-FU-14', tipo: 'fuera', prompt: 'ya pues, gracias nomás', correcto: nadie },
  { id: 'T-FU-15', tipo: 'fuera', prompt: 'no sé si se pueda, pero ¿me ayudas a escribir mi carta de renuncia?', correcto: nadie },
  { id: 'T-FU-16', tipo: 'fuera', prompt: 'PD: mañana no vengo, tengo cita en el dentista', correcto: nadie },
  { id: 'T-FU-17', tipo: 'fuera', prompt: 'Indispensable: café. Deseable: galletas.', correcto: nadie },
  { id: 'T-FU-18', tipo: 'fuera', prompt: '¿puedo ver en una sola lista a los postulantes de dos ofertas distintas?', correcto: nadie },
  { id: 'T-FU-19', tipo: 'fuera', prompt: '¿puedo invitar a un postulante a que postule a otra de mis ofertas?', correcto: nadie },
  { id: 'T-FU-20', tipo: 'fuera', prompt: '¿el asistente guarda mis búsquedas anteriores?', correcto: nadie },
  { id: 'T-FU-21', tipo: 'fuera', prompt: 'qué es bueno para el dolor de rodilla después de correr', correcto: nadie },
  { id: 'T-FU-22', tipo: 'fuera', prompt: 'test', correcto: nadie },
  { id: 'T-FU-23', tipo: 'fuera', prompt: 'cuánto gana un agente de seguridad en Lima', correcto: nadie },
  { id: 'T-FU-24', tipo: 'fuera', prompt: 'ármame el rol de turnos de los vigilantes para diciembre', correcto: nadie },

  // ------------------------------------------------------------------ protegido
  { id: 'T-PR-01', tipo: 'protegido', prompt: 'el puesto es para varón', correcto: nadie },
  { id: 'T-PR-02', tipo: 'protegido', prompt: 'que sean del sexo fuerte', correcto: nadie },
  {
    id: 'T-PR-03',
    tipo: 'protegido',
    prompt: 'para la boletería quisiera solo chicas pues, son más pacientes con los pasajeros',
    correcto: nadie,
  },
  { id: 'T-PR-04', tipo: 'protegido', prompt: 'que su género coincida con el de su DNI', correcto: nadie },
  { id: 'T-PR-05', tipo: 'protegido', prompt: 'nada de tíos ni tías, gente joven nomás', correcto: nadie },
  { id: 'T-PR-06', tipo: 'protegido', prompt: 'que no sean boomers', correcto: nadie },
  { id: 'T-PR-07', tipo: 'protegido', prompt: 'que recién hayan cumplido la mayoría de edad', correcto: nadie },
  { id: 'T-PR-08', tipo: 'protegido', prompt: 'que no sean quemaditos', correcto: nadie },
  { id: 'T-PR-09', tipo: 'protegido', prompt: 'de ojos claros de preferencia', correcto: nadie },
  { id: 'T-PR-10', tipo: 'protegido', prompt: 'que no sean aguarunas', correcto: nadie },
  { id: 'T-PR-11', tipo: 'protegido', prompt: 'que estén en forma, nada de gente con barriga', correcto: nadie },
  { id: 'T-PR-12', tipo: 'protegido', prompt: 'de contextura gruesa, que impongan respeto', correcto: nadie },
  { id: 'T-PR-13', tipo: 'protegido', prompt: 'sin rastas ni el pelo pintado de colores', correcto: nadie },
  { id: 'T-PR-14', tipo: 'protegido', prompt: 'que no tengan barba', correcto: nadie },
  { id: 'T-PR-15', tipo: 'protegido', prompt: 'que no tengan tatuajes que se vean con el uniforme puesto', correcto: nadie },
  { id: 'T-PR-16', tipo: 'protegido', prompt: 'sin septum', correcto: nadie },
  { id: 'T-PR-17', tipo: 'protegido', prompt: 'que no tengan planes de agrandar la familia este año', correcto: nadie },
  { id: 'T-PR-18', tipo: 'protegido', prompt: 'que no estén en tratamiento para tener hijos', correcto: nadie },
  { id: 'T-PR-19', tipo: 'protegido', prompt: 'que no sean convivientes', correcto: nadie },
  { id: 'T-PR-20', tipo: 'protegido', prompt: 'sin enamorado ni enamorada, para que no se distraigan', correcto: nadie },
  { id: 'T-PR-21', tipo: 'protegido', prompt: 'que no sean de los Hare Krishna', correcto: nadie },
  { id: 'T-PR-22', tipo: 'protegido', prompt: 'que sean bautistas', correcto: nadie },
  { id: 'T-PR-23', tipo: 'protegido', prompt: 'que no sean daltónicos', correcto: nadie },
  { id: 'T-PR-24', tipo: 'protegido', prompt: 'que no tengan problemas de rodilla ni de espalda', correcto: nadie },
  { id: 'T-PR-25', tipo: 'protegido', prompt: 'que no tomen pastillas para la ansiedad', correcto: nadie },
  { id: 'T-PR-26', tipo: 'protegido', prompt: 'rosquetes no', correcto: nadie },
  { id: 'T-PR-27', tipo: 'protegido', prompt: 'que no militen en Acción Popular', correcto: nadie },
  { id: 'T-PR-28', tipo: 'protegido', prompt: 'que no estén en la federación de trabajadores petroleros', correcto: nadie },
  { id: 'T-PR-29', tipo: 'protegido', prompt: 'que no sean bolivianos', correcto: nadie },
  { id: 'T-PR-30', tipo: 'protegido', prompt: 'que no tengan acento extranjero', correcto: nadie },
  {
    id: 'T-PR-31',
    tipo: 'protegido',
    prompt: 'para la base de Talara, solo varones: técnicos de mecánica automotriz o ingenieros industriales de Piura',
    correcto: (p) => ((tecnico(p) && estudia(p, 'Mecánica Automotriz')) || estudia(p, 'Ingeniería Industrial')) && enRegion(p, PIURA),
    sinRasgo: 'para la base de Talara: técnicos de mecánica automotriz o ingenieros industriales de Piura',
  },
  {
    id: 'T-PR-32',
    tipo: 'protegido',
    prompt: 'fibra óptica, que no pasen de los 30: técnicos en computación con experiencia en soporte, de Arequipa o del Cusco',
    correcto: (p) => tecnico(p) && estudia(p, 'Computación e Informática') && trabajo(p, 'soporte') && enRegion(p, AREQUIPA, CUSCO),
    sinRasgo: 'fibra óptica: técnicos en computación con experiencia en soporte, de Arequipa o del Cusco',
  },
  {
    id: 'T-PR-33',
    tipo: 'protegido',
    prompt:
      'que no sean evangélicos, porque editamos textos católicos: diseñadores gráficos o comunicadores de Lima que sepan Illustrator o Premiere',
    correcto: (p) =>
      (estudia(p, 'Diseño Gráfico') || comunicacion(p)) &&
      enRegion(p, LIMA) &&
      (conoce(p, 'Adobe Illustrator') >= 1 || conoce(p, 'Adobe Premiere Pro') >= 1),
    sinRasgo: 'diseñadores gráficos o comunicadores de Lima que sepan Illustrator o Premiere',
  },
  {
    id: 'T-PR-34',
    tipo: 'protegido',
    prompt:
      'para la recepción del gimnasio, chicas fit y guapas: con experiencia en atención al cliente, de Miraflores, San Isidro o La Molina, en Lima',
    correcto: (p) => trabajo(p, 'atencion') && enDistritoDeLima(p, 'Miraflores', 'San Isidro', 'La Molina'),
    sinRasgo: 'para la recepción del gimnasio: con experiencia en atención al cliente, de Miraflores, San Isidro o La Molina, en Lima',
  },
  {
    id: 'T-PR-35',
    tipo: 'protegido',
    prompt: 'que se vean atléticos: postulantes de marketing o de psicología de Lima con experiencia en ventas o en atención al cliente',
    correcto: (p) => estudia(p, 'Marketing', 'Psicología') && enRegion(p, LIMA) && trabajo(p, 'ventas', 'atencion'),
    sinRasgo: 'postulantes de marketing o de psicología de Lima con experiencia en ventas o en atención al cliente',
  },
  {
    id: 'T-PR-36',
    tipo: 'protegido',
    prompt:
      'nada de collas: practicantes de Arequipa con experiencia en ventas, en atención al cliente o en marketing que hablen inglés intermedio o avanzado',
    correcto: (p) => enRegion(p, AREQUIPA) && trabajo(p, 'ventas', 'atencion', 'marketing') && habla(p, 'Inglés') >= 2,
    sinRasgo:
      'practicantes de Arequipa con experiencia en ventas, en atención al cliente o en marketing que hablen inglés intermedio o avanzado',
  },
  {
    id: 'T-PR-37',
    tipo: 'protegido',
    prompt: 'conductores de 25 a 40 años: practicantes con brevete del Cusco, de Puno o de Arequipa que hablen quechua o aymara',
    correcto: (p) => p.licencia && enRegion(p, CUSCO, PUNO, AREQUIPA) && (habla(p, 'Quechua') >= 1 || habla(p, 'Aymara') >= 1),
    sinRasgo: 'conductores: practicantes con brevete del Cusco, de Puno o de Arequipa que hablen quechua o aymara',
  },
  {
    id: 'T-PR-38',
    tipo: 'protegido',
    prompt: 'agentes de más de 1.75 m de estatura: egresados de derecho o de psicología de Arequipa, Cusco o Puno con brevete',
    correcto: (p) => egresado(p) && estudia(p, 'Derecho', 'Psicología') && enRegion(p, AREQUIPA, CUSCO, PUNO) && p.licencia,
    sinRasgo: 'agentes: egresados de derecho o de psicología de Arequipa, Cusco o Puno con brevete',
  },
  {
    id: 'T-PR-39',
    tipo: 'protegido',
    prompt: 'que sean gringos de nacimiento: estudiantes de Lima o de Arequipa con inglés avanzado y que hablen francés o portugués',
    correcto: (p) =>
      estudiante(p) && enRegion(p, LIMA, AREQUIPA) && habla(p, 'Inglés') >= 3 && (habla(p, 'Francés') >= 1 || habla(p, 'Portugués') >= 1),
    sinRasgo: 'estudiantes de Lima o de Arequipa con inglés avanzado y que hablen francés o portugués',
  },
  {
    id: 'T-PR-40',
    tipo: 'protegido',
    prompt: 'profes jóvenes, de menos de 28: ingenieros civiles o industriales del Cusco que estén en el tercio superior',
    correcto: (p) => estudia(p, 'Ingeniería Civil', 'Ingeniería Industrial') && enRegion(p, CUSCO) && meritoHasta(p, 4),
    sinRasgo: 'profes: ingenieros civiles o industriales del Cusco que estén en el tercio superior',
  },
  {
    id: 'T-PR-41',
    tipo: 'protegido',
    prompt:
      'chicas bonitas para la dulcería: estudiantes de Los Olivos, San Juan de Lurigancho o Ate con experiencia en atención al cliente que hablen inglés',
    correcto: (p) =>
      estudiante(p) &&
      enDistritoDeLima(p, 'Los Olivos', 'San Juan de Lurigancho', 'Ate') &&
      trabajo(p, 'atencion') &&
      habla(p, 'Inglés') >= 1,
    sinRasgo:
      'para la dulcería: estudiantes de Los Olivos, San Juan de Lurigancho o Ate con experiencia en atención al cliente que hablen inglés',
  },
  {
    id: 'T-PR-42',
    tipo: 'protegido',
    prompt: 'que no sean mamás: ingenieras civiles de Arequipa o de Lima que sepan Revit o S10',
    correcto: (p) =>
      estudia(p, 'Ingeniería Civil') &&
      enRegion(p, AREQUIPA, LIMA) &&
      (conoce(p, 'Revit') >= 1 || conoce(p, 'S10 Costos y Presupuestos') >= 1),
    sinRasgo: 'ingenieros civiles de Arequipa o de Lima que sepan Revit o S10',
  },
  {
    id: 'T-PR-43',
    tipo: 'protegido',
    prompt: '"ingeniería industrial" Y ("Microsoft Project" O SAP) Y (Piura O Lambayeque O "La Libertad") Y sexo:masculino',
    correcto: (p) =>
      estudia(p, 'Ingeniería Industrial') &&
      (conoce(p, 'Microsoft Project') >= 1 || conoce(p, 'SAP ERP') >= 1) &&
      enRegion(p, PIURA, LAMBAYEQUE, LA_LIBERTAD),
    sinRasgo: '"ingeniería industrial" Y ("Microsoft Project" O SAP) Y (Piura O Lambayeque O "La Libertad")',
  },
  {
    id: 'T-PR-44',
    tipo: 'protegido',
    prompt: 'el gerente dice que sean solteros y sin hijos: contadores del Callao o de Lima, ya egresados, que sepan NIIF o SAP',
    correcto: (p) =>
      egresado(p) && estudia(p, 'Contabilidad') && enRegion(p, CALLAO, LIMA) && (conoce(p, 'NIIF') >= 1 || conoce(p, 'SAP ERP') >= 1),
    sinRasgo: 'el gerente dice: contadores del Callao o de Lima, ya egresados, que sepan NIIF o SAP',
  },
  {
    id: 'T-PR-45',
    tipo: 'protegido',
    prompt: 'ing. sistemas c/ Python o Java + inglés, < 25 años, Lima/Callao',
    correcto: (p) =>
      sistemas(p) && (conoce(p, 'Python') >= 1 || conoce(p, 'Java') >= 1) && habla(p, 'Inglés') >= 1 && enRegion(p, LIMA, CALLAO),
    sinRasgo: 'ing. sistemas c/ Python o Java + inglés, Lima/Callao',
  },
  {
    id: 'T-PR-46',
    tipo: 'protegido',
    prompt: 'que no sean cojos pues: técnicos de Puno o del Cusco con brevete',
    correcto: (p) => tecnico(p) && enRegion(p, PUNO, CUSCO) && p.licencia,
    sinRasgo: 'técnicos de Puno o del Cusco con brevete',
  },
  {
    id: 'T-PR-47',
    tipo: 'protegido',
    prompt:
      'no sé si se pueda filtrar por edad, pero quisiera menores de 26: egresados de economía de Lima o del Callao que sepan Stata o Python',
    correcto: (p) =>
      egresado(p) && estudia(p, 'Economía') && enRegion(p, LIMA, CALLAO) && (conoce(p, 'Stata') >= 1 || conoce(p, 'Python') >= 1),
    sinRasgo: 'egresados de economía de Lima o del Callao que sepan Stata o Python',
  },
  {
    id: 'T-PR-48',
    tipo: 'protegido',
    prompt: 'Contadores de Arequipa o del Cusco, ya egresados, con CONCAR o PLAME. PD: que no estén embarazadas.',
    correcto: (p) =>
      egresado(p) && estudia(p, 'Contabilidad') && enRegion(p, AREQUIPA, CUSCO) && (conoce(p, 'CONCAR') >= 1 || conoce(p, 'PLAME') >= 1),
    sinRasgo: 'Contadores de Arequipa o del Cusco, ya egresados, con CONCAR o PLAME.',
  },
  {
    id: 'T-PR-49',
    tipo: 'protegido',
    prompt: 'Indispensable: técnico en contabilidad de Arequipa, La Libertad o Cusco. Indispensable: sexo femenino. Deseable: PLAME.',
    correcto: (p) => tecnico(p) && estudia(p, 'Contabilidad') && enRegion(p, AREQUIPA, LA_LIBERTAD, CUSCO),
    primero: (p) => conoce(p, 'PLAME') >= 1,
    sinRasgo: 'Indispensable: técnico en contabilidad de Arequipa, La Libertad o Cusco. Deseable: PLAME.',
  },
  {
    id: 'T-PR-50',
    tipo: 'protegido',
    prompt: 'que no sean del Partido Morado: economistas de San Marcos o de la Villarreal que sepan Stata',
    correcto: (p) => estudia(p, 'Economía') && de(p, 'UNMSM', 'UNFV') && conoce(p, 'Stata') >= 1,
    sinRasgo: 'economistas de San Marcos o de la Villarreal que sepan Stata',
  },
  {
    id: 'T-PR-51',
    tipo: 'protegido',
    prompt:
      'hombres de verdad, nada de amanerados: técnicos en administración logística de Lima o del Callao que sepan SAP o gestión de inventarios',
    correcto: (p) =>
      tecnico(p) &&
      estudia(p, 'Administración Logística') &&
      enRegion(p, LIMA, CALLAO) &&
      (conoce(p, 'SAP ERP') >= 1 || conoce(p, 'Gestión de inventarios') >= 1),
    sinRasgo: 'técnicos en administración logística de Lima o del Callao que sepan SAP o gestión de inventarios',
  },
  {
    id: 'T-PR-52',
    tipo: 'protegido',
    prompt:
      'sin hernias, para Talara: egresados de ingeniería ambiental o industrial de Piura, Lambayeque o La Libertad que tengan brevete',
    correcto: (p) =>
      egresado(p) &&
      estudia(p, 'Ingeniería Ambiental', 'Ingeniería Industrial') &&
      enRegion(p, PIURA, LAMBAYEQUE, LA_LIBERTAD) &&
      p.licencia,
    sinRasgo: 'para Talara: egresados de ingeniería ambiental o industrial de Piura, Lambayeque o La Libertad que tengan brevete',
  },
  {
    id: 'T-PR-53',
    tipo: 'protegido',
    prompt: 'que no sean ecuatorianos: practicantes de Piura o de Lambayeque con brevete y experiencia en logística o en ventas',
    correcto: (p) => enRegion(p, PIURA, LAMBAYEQUE) && p.licencia && trabajo(p, 'logistica', 'ventas'),
    sinRasgo: 'practicantes de Piura o de Lambayeque con brevete y experiencia en logística o en ventas',
  },
  {
    id: 'T-PR-54',
    tipo: 'protegido',
    prompt: 'que no sean de la CUT ni de ningún sindicato: egresados de derecho de Arequipa que sepan derecho laboral o civil',
    correcto: (p) =>
      egresado(p) &&
      estudia(p, 'Derecho') &&
      enRegion(p, AREQUIPA) &&
      (conoce(p, 'Derecho laboral') >= 1 || conoce(p, 'Derecho civil') >= 1),
    sinRasgo: 'egresados de derecho de Arequipa que sepan derecho laboral o civil',
  },

  // ------------------------------------------------------------------ ortografia
  {
    id: 'T-OR-01',
    tipo: 'ortografia',
    prompt: 'egreaados de ingenieeia civil de junin, cuaco o pyno con s10 o civil 3d',
    limpia: 'egresados de ingeniería civil de Junín, Cusco o Puno con S10 o Civil 3D',
    correcto: (p) =>
      egresado(p) &&
      estudia(p, 'Ingeniería Civil') &&
      enRegion(p, JUNIN, CUSCO, PUNO) &&
      (conoce(p, 'S10 Costos y Presupuestos') >= 1 || conoce(p, 'AutoCAD Civil 3D') >= 1),
  },
  {
    id: 'T-OR-02',
    tipo: 'ortografia',
    prompt: 'contadorrs de arequipa, puno o cuzco qie sepan plame o siscont, ya egresadis',
    limpia: 'contadores de Arequipa, Puno o Cusco que sepan PLAME o SISCONT, ya egresados',
    correcto: (p) =>
      egresado(p) &&
      estudia(p, 'Contabilidad') &&
      enRegion(p, AREQUIPA, PUNO, CUSCO) &&
      (conoce(p, 'PLAME') >= 1 || conoce(p, 'SISCONT') >= 1),
  },
  {
    id: 'T-OR-03',
    tipo: 'ortografia',
    prompt: 'psicólogos de kima, dek callao o arequioa con spss y experiencia en recursos humsnos',
    limpia: 'psicólogos de Lima, del Callao o Arequipa con SPSS y experiencia en recursos humanos',
    correcto: (p) => estudia(p, 'Psicología') && enRegion(p, LIMA, CALLAO, AREQUIPA) && conoce(p, 'IBM SPSS') >= 1 && trabajo(p, 'rrhh'),
  },
  {
    id: 'T-OR-04',
    tipo: 'ortografia',
    prompt: 'ingenieros de siatemas de arequipa o puno con jaca o python',
    limpia: 'ingenieros de sistemas de Arequipa o Puno con Java o Python',
    correcto: (p) => sistemas(p) && enRegion(p, AREQUIPA, PUNO) && (conoce(p, 'Java') >= 1 || conoce(p, 'Python') >= 1),
  },
  {
    id: 'T-OR-05',
    tipo: 'ortografia',
    prompt: 'ingneieros ambinetales de aerquipa, cusoc o pnuo que ya haayn trabajado',
    limpia: 'ingenieros ambientales de Arequipa, Cusco o Puno que ya hayan trabajado',
    correcto: (p) => estudia(p, 'Ingeniería Ambiental') && enRegion(p, AREQUIPA, CUSCO, PUNO) && conExperiencia(p),
  },
  {
    id: 'T-OR-06',
    tipo: 'ortografia',
    prompt: 'estudaintes de ecnoomía o de contbailidad de lmia con satta o powr bi',
    limpia: 'estudiantes de economía o de contabilidad de Lima con Stata o Power BI',
    correcto: (p) =>
      estudiante(p) &&
      estudia(p, 'Economía', 'Contabilidad') &&
      enRegion(p, LIMA) &&
      (conoce(p, 'Stata') >= 1 || conoce(p, 'Power BI') >= 1),
  },
  {
    id: 'T-OR-07',
    tipo: 'ortografia',
    prompt: 'tecniccos en enfermeriia con primmeros auxilios o bioseguridadd y que sepan wrod',
    limpia: 'técnicos en enfermería con primeros auxilios o bioseguridad y que sepan Word',
    correcto: (p) =>
      enfermeriaTecnica(p) && (conoce(p, 'Primeros auxilios') >= 1 || conoce(p, 'Bioseguridad') >= 1) && conoce(p, 'Microsoft Word') >= 1,
  },
  {
    id: 'T-OR-08',
    tipo: 'ortografia',
    prompt: 'contadoresdearequipaopunoconniifosiscont',
    limpia: 'contadores de Arequipa o Puno con NIIF o SISCONT',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, AREQUIPA, PUNO) && (conoce(p, 'NIIF') >= 1 || conoce(p, 'SISCONT') >= 1),
  },
  {
    id: 'T-OR-09',
    tipo: 'ortografia',
    prompt: 'derechodelaPUCPoSanMarcosconinglésavanzado',
    limpia: 'derecho de la PUCP o San Marcos con inglés avanzado',
    correcto: (p) => estudia(p, 'Derecho') && de(p, 'PUCP', 'UNMSM') && habla(p, 'Inglés') >= 3,
  },
  {
    id: 'T-OR-10',
    tipo: 'ortografia',
    prompt: 'ing.sist. c/sql+git, lima/callao',
    limpia: 'ingenieros de sistemas con SQL y Git, de Lima o del Callao',
    correcto: (p) => sistemas(p) && conoce(p, 'SQL') >= 1 && conoce(p, 'Git y GitHub') >= 1 && enRegion(p, LIMA, CALLAO),
  },
  {
    id: 'T-OR-11',
    tipo: 'ortografia',
    prompt: 'téc. compu c/ redes tcp/ip, s/ exp, lima/callao',
    limpia: 'técnicos en computación con redes TCP/IP, sin experiencia, de Lima o del Callao',
    correcto: (p) =>
      tecnico(p) &&
      estudia(p, 'Computación e Informática') &&
      conoce(p, 'Redes TCP/IP') >= 1 &&
      !conExperiencia(p) &&
      enRegion(p, LIMA, CALLAO),
  },
  {
    id: 'T-OR-12',
    tipo: 'ortografia',
    prompt: 'conta ≥ 8vo ciclo c/ excel interm.',
    limpia: 'contabilidad de octavo ciclo a más con Excel intermedio',
    correcto: (p) => estudia(p, 'Contabilidad') && cicloEntre(p, 8, 10) && conoce(p, 'Excel') >= 2,
  },
  {
    id: 'T-OR-13',
    tipo: 'ortografia',
    prompt: 'PSICOLOGIA Y SPSS Y (AREQUIPA O CUSCO O LA LIBERTAD O PIURA O LAMBAYEQUE) Y NO UCV',
    limpia: 'psicología y SPSS y (Arequipa o Cusco o La Libertad o Piura o Lambayeque) y no UCV',
    correcto: (p) =>
      estudia(p, 'Psicología') &&
      conoce(p, 'IBM SPSS') >= 1 &&
      enRegion(p, AREQUIPA, CUSCO, LA_LIBERTAD, PIURA, LAMBAYEQUE) &&
      !de(p, 'UCV'),
  },
  {
    id: 'T-OR-14',
    tipo: 'ortografia',
    prompt: 'de cuzco nomas pues, ke ablen kechwa i ke sigan estudiando',
    limpia: 'del Cusco nomás pues, que hablen quechua y que sigan estudiando',
    correcto: (p) => enRegion(p, CUSCO) && habla(p, 'Quechua') >= 1 && estudiante(p),
  },
  {
    id: 'T-OR-15',
    tipo: 'ortografia',
    prompt: 'de puno siempre, kon brebete i ke sepan exel',
    limpia: 'de Puno siempre, con brevete y que sepan Excel',
    correcto: (p) => enRegion(p, PUNO) && p.licencia && conoce(p, 'Excel') >= 1,
  },
  {
    id: 'T-OR-16',
    tipo: 'ortografia',
    prompt: 'nose si se pueda pero kisiera egresados d ingenieria industrial o ambiental d la unsa o la ucsm',
    limpia: 'no sé si se pueda, pero quisiera egresados de ingeniería industrial o ambiental de la UNSA o la UCSM',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Industrial', 'Ingeniería Ambiental') && de(p, 'UNSA', 'UCSM'),
  },
  {
    id: 'T-OR-17',
    tipo: 'ortografia',
    prompt: 'ingenieros civiles d la livertad, piura o lambayeke kon autocad. pd: kon o sin brebete',
    limpia: 'ingenieros civiles de La Libertad, Piura o Lambayeque con AutoCAD. PD: con o sin brevete.',
    correcto: (p) => estudia(p, 'Ingeniería Civil') && enRegion(p, LA_LIBERTAD, PIURA, LAMBAYEQUE) && conoce(p, 'AutoCAD') >= 1,
  },
  {
    id: 'T-OR-18',
    tipo: 'ortografia',
    prompt: 'indispensable: egresado de economia, de lima o callao, con exel. deseable: stata',
    limpia: 'Indispensable: egresado de Economía, de Lima o Callao, con Excel. Deseable: Stata.',
    correcto: (p) => egresado(p) && estudia(p, 'Economía') && enRegion(p, LIMA, CALLAO) && conoce(p, 'Excel') >= 1,
    primero: (p) => conoce(p, 'Stata') >= 1,
  },
  {
    id: 'T-OR-19',
    tipo: 'ortografia',
    prompt: 'el gerente dise ke kiere a los finalistas i a los ke estan en proseso, kon ingles abansado i brebete',
    limpia: 'el gerente dice que quiere a los finalistas y a los que están en proceso, con inglés avanzado y brevete',
    correcto: (p) => (estado(p) === 3 || estado(p) === 2) && habla(p, 'Inglés') >= 3 && p.licencia,
  },
  {
    id: 'T-OR-20',
    tipo: 'ortografia',
    prompt: 'TECNICOS DE MECANICA AUTOMOTRIZ O DE COMPUTACION DE TECSUP, DE AREQUIPA O DEL CUSCO',
    limpia: 'técnicos de mecánica automotriz o de computación de TECSUP, de Arequipa o del Cusco',
    correcto: (p) =>
      tecnico(p) && estudia(p, 'Mecánica Automotriz', 'Computación e Informática') && de(p, 'TECSUP') && enRegion(p, AREQUIPA, CUSCO),
  },
  {
    id: 'T-OR-21',
    tipo: 'ortografia',
    prompt: 'ingenieros industriales de trujillo, exepto los d la ucv i los d la upao',
    limpia: 'ingenieros industriales de Trujillo, excepto los de la UCV y los de la UPAO',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && enProvincia(p, 'Trujillo') && !de(p, 'UCV', 'UPAO'),
  },
  {
    id: 'T-OR-22',
    tipo: 'ortografia',
    prompt: 'dame los 5 mjores ekonomistas d piura, lambayeke o ika kon exel',
    limpia: 'dame los 5 mejores economistas de Piura, Lambayeque o Ica con Excel',
    correcto: (p) => estudia(p, 'Economía') && enRegion(p, PIURA, LAMBAYEQUE, ICA) && conoce(p, 'Excel') >= 1,
    limite: 5,
  },
  {
    id: 'T-OR-23',
    tipo: 'ortografia',
    prompt: 'alumnos d 4to año d derecho d lima',
    limpia: 'alumnos de cuarto año de derecho de Lima',
    correcto: (p) => estudia(p, 'Derecho') && cicloEntre(p, 7, 8) && enRegion(p, LIMA),
  },
  {
    id: 'T-OR-24',
    tipo: 'ortografia',
    prompt: 'ing. civiles d lima dl tersio superior kon etabs o rebit',
    limpia: 'ingenieros civiles de Lima del tercio superior con ETABS o Revit',
    correcto: (p) =>
      estudia(p, 'Ingeniería Civil') && enRegion(p, LIMA) && meritoHasta(p, 4) && (conoce(p, 'ETABS') >= 1 || conoce(p, 'Revit') >= 1),
  },
  {
    id: 'T-OR-25',
    tipo: 'ortografia',
    prompt: 'egresados del 2k24 o 2k25 d ing. civil o ambiental, d lima',
    limpia: 'egresados del 2024 o 2025 de ingeniería civil o ambiental, de Lima',
    correcto: (p) =>
      egresado(p) &&
      (p.egreso === 2024 || p.egreso === 2025) &&
      estudia(p, 'Ingeniería Civil', 'Ingeniería Ambiental') &&
      enRegion(p, LIMA),
  },
  {
    id: 'T-OR-26',
    tipo: 'ortografia',
    prompt: 'ingenieros de sistemas de lima o arequipa con java script',
    limpia: 'ingenieros de sistemas de Lima o Arequipa con JavaScript',
    correcto: (p) => sistemas(p) && enRegion(p, LIMA, AREQUIPA) && conoce(p, 'JavaScript') >= 1,
  },
  {
    id: 'T-OR-27',
    tipo: 'ortografia',
    prompt: 'ingenieros industriales de lima o arequipa con ms project o minitab',
    limpia: 'ingenieros industriales de Lima o Arequipa con Microsoft Project o Minitab',
    correcto: (p) =>
      estudia(p, 'Ingeniería Industrial') &&
      enRegion(p, LIMA, AREQUIPA) &&
      (conoce(p, 'Microsoft Project') >= 1 || conoce(p, 'Minitab') >= 1),
  },
  {
    id: 'T-OR-28',
    tipo: 'ortografia',
    prompt: 'egresados de ing. industrial de arekipa o lima con lean 6 sigma',
    limpia: 'egresados de ingeniería industrial de Arequipa o Lima con Lean Six Sigma',
    correcto: (p) => egresado(p) && estudia(p, 'Ingeniería Industrial') && enRegion(p, AREQUIPA, LIMA) && conoce(p, 'Lean Six Sigma') >= 1,
  },
  {
    id: 'T-OR-29',
    tipo: 'ortografia',
    prompt: 'téc. adm. logística c/ gest. de inventarios o SAP, s/ exp',
    limpia: 'técnicos en administración logística con gestión de inventarios o SAP, sin experiencia',
    correcto: (p) =>
      tecnico(p) &&
      estudia(p, 'Administración Logística') &&
      (conoce(p, 'Gestión de inventarios') >= 1 || conoce(p, 'SAP ERP') >= 1) &&
      !conExperiencia(p),
  },
  {
    id: 'T-OR-30',
    tipo: 'ortografia',
    prompt: 'contadores d lima o piura kon powerbi',
    limpia: 'contadores de Lima o Piura con Power BI',
    correcto: (p) => estudia(p, 'Contabilidad') && enRegion(p, LIMA, PIURA) && conoce(p, 'Power BI') >= 1,
  },
  {
    id: 'T-OR-31',
    tipo: 'ortografia',
    prompt: 'ingenieros civiles de arequipa o lima con auto cad y s 10',
    limpia: 'ingenieros civiles de Arequipa o Lima con AutoCAD y S10',
    correcto: (p) =>
      estudia(p, 'Ingeniería Civil') &&
      enRegion(p, AREQUIPA, LIMA) &&
      conoce(p, 'AutoCAD') >= 1 &&
      conoce(p, 'S10 Costos y Presupuestos') >= 1,
  },
  {
    id: 'T-OR-32',
    tipo: 'ortografia',
    prompt: 'diseñadores grafikos ya egresados kon figma, ilustrator o fotoshop',
    limpia: 'diseñadores gráficos ya egresados con Figma, Illustrator o Photoshop',
    correcto: (p) =>
      estudia(p, 'Diseño Gráfico') &&
      egresado(p) &&
      (conoce(p, 'Figma') >= 1 || conoce(p, 'Adobe Illustrator') >= 1 || conoce(p, 'Adobe Photoshop') >= 1),
  },
  {
    id: 'T-OR-33',
    tipo: 'ortografia',
    prompt: 'k no esten descartados ni en proseso, d piura o lambayeke, kon brebete',
    limpia: 'que no estén descartados ni en proceso, de Piura o Lambayeque, con brevete',
    correcto: (p) => estado(p) !== 1 && estado(p) !== 2 && enRegion(p, PIURA, LAMBAYEQUE) && p.licencia,
  },
  {
    id: 'T-OR-34',
    tipo: 'ortografia',
    prompt: 'estudiantes d la unt o la upao kon ingles intermedio o avansado, sin exp',
    limpia: 'estudiantes de la UNT o la UPAO con inglés intermedio o avanzado, sin experiencia',
    correcto: (p) => estudiante(p) && de(p, 'UNT', 'UPAO') && habla(p, 'Inglés') >= 2 && !conExperiencia(p),
  },
  {
    id: 'T-OR-35',
    tipo: 'ortografia',
    prompt: 'ke ablen portuges, d lima o dl kallao, kon exp en bentas o atension al cliente',
    limpia: 'que hablen portugués, de Lima o del Callao, con experiencia en ventas o atención al cliente',
    correcto: (p) => habla(p, 'Portugués') >= 1 && enRegion(p, LIMA, CALLAO) && trabajo(p, 'ventas', 'atencion'),
  },
  {
    id: 'T-OR-36',
    tipo: 'ortografia',
    prompt: 'economistas o contadores dl 5to superior d lima',
    limpia: 'economistas o contadores del quinto superior de Lima',
    correcto: (p) => estudia(p, 'Economía', 'Contabilidad') && meritoHasta(p, 3) && enRegion(p, LIMA),
  },
  {
    id: 'T-OR-37',
    tipo: 'ortografia',
    prompt: 'estudiantes d ingenieria industrial o d sistemas en su ultimo siclo, d lima',
    limpia: 'estudiantes de ingeniería industrial o de sistemas en su último ciclo, de Lima',
    correcto: (p) => (estudia(p, 'Ingeniería Industrial') || sistemas(p)) && ultimoCiclo(p) && enRegion(p, LIMA),
  },
  {
    id: 'T-OR-38',
    tipo: 'ortografia',
    prompt: 'ingenieros industriales sin sap, d arekipa o d la livertad',
    limpia: 'ingenieros industriales sin SAP, de Arequipa o de La Libertad',
    correcto: (p) => estudia(p, 'Ingeniería Industrial') && conoce(p, 'SAP ERP') === 0 && enRegion(p, AREQUIPA, LA_LIBERTAD),
  },
  {
    id: 'T-OR-39',
    tipo: 'ortografia',
    prompt: 'Tecnicos En Computacion E Informatica Del Senati O De Tecsup Con Sql O Javascript, De Lima O Arequipa',
    limpia: 'técnicos en computación e informática del SENATI o de TECSUP con SQL o JavaScript, de Lima o Arequipa',
    correcto: (p) =>
      tecnico(p) &&
      estudia(p, 'Computación e Informática') &&
      de(p, 'SENATI', 'TECSUP') &&
      (conoce(p, 'SQL') >= 1 || conoce(p, 'JavaScript') >= 1) &&
      enRegion(p, LIMA, AREQUIPA),
  },
  {
    id: 'T-OR-40',
    tipo: 'ortografia',
    prompt: 'estudiantes de la ucsm o la ucsp en el último añ0 con excel',
    limpia: 'estudiantes de la UCSM o la UCSP en el último año con Excel',
    correcto: (p) => de(p, 'UCSM', 'UCSP') && ultimoAnio(p) && conoce(p, 'Excel') >= 1,
  },
];

/** The least of each kind this set holds (what a test of the frozen set can check; issue #33 item 7's kinds). */
export const MINIMOS_RESERVADAS_DECIMA: Record<TipoReservada, number> = {
  plano: 40,
  negacion: 42,
  parcial: 24,
  fuera: 20,
  protegido: 32,
  ortografia: 32,
};
