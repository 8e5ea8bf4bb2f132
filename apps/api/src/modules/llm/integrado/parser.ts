/**
 * The built-in Spanish parser (docs/assistant-ranking.md "How the request is understood"): a recruiter's
 * request → CriteriosAsistente, with the vocabulary of the reference tables. It reads in passes over the tokens,
 * each pass marking the tokens it used so that a later one does not read them again:
 *
 * 1. merit order ("tercio superior"); 2. experience ("con experiencia en logística", "sin experiencia"), whose area
 * words are kept as words; 3. names from the reference lists, longest first (careers, knowledge, languages,
 * regions, provinces, districts), a misspelt name read as the one name it is one edit away from; 4. the level of each knowledge or language ("inglés avanzado", "nivel avanzado de
 * inglés", "dominio de inglés") and which of them are alternatives ("francés o portugués"); 5. study level ("estudiantes", "egresados", "técnicos"…); 6. cycles; 7. graduation
 * years; 8. what is left and meaningful becomes a keyword.
 */
import {
  ASISTENTE_LIMITE_MAX,
  type CriteriosAsistente,
  type IgnoradoAsistente,
  type LugarPedido,
  type MotivoIgnorado,
  excluyeAlgo,
  pideRequisito,
} from '@practiperu/shared/asistente';
import type { Nivel } from '@practiperu/shared/cv';
import { toClave } from '@practiperu/shared/text';
import {
  AMBITO_LABORAL,
  ANTES_DE_EL_CICLO,
  AREAS_AFINES,
  DINERO,
  ESTADOS,
  FIN_NEGACION,
  FUERA_DE_TEMA,
  ACCIONES_PLATAFORMA,
  ACCIONES_CON_POSTULANTES,
  ACCIONES_DONDE,
  DETERMINANTES_PLATAFORMA,
  OBJETOS_PLATAFORMA,
  SALUDOS,
  INTENCION,
  LICENCIA,
  LUGARES_DE_TRABAJO,
  NEGACIONES,
  NEGACION_INTERNA,
  ORDENES,
  OTROS_NOMBRES_LUGAR,
  PIDE_CANTIDAD,
  PEDIR_ENTRE_NEGACION,
  PERSONAS_EN_FEMENINO,
  POR_EGRESAR,
  POSESIVOS,
  INDIFERENCIAS,
  PREFERENCIAS,
  PREGUNTAS_DE_USO,
  PREFERENCIAS_ANTES,
  PREGUNTAS_OTRO_TEMA,
  PROTEGIDOS,
  PROTEGIDOS_PRIMERO,
  PARTES_DEL_CUERPO,
  CUALIDADES,
  CUALIDADES_CON_NOMBRE,
  TERMINO_ESTUDIOS,
  TRAS_SIGLA_ADJETIVO,
  VERBOS_MERITO,
  VERBOS_CON_NOS,
  VERBOS_DE_TRABAJAR,
  SINONIMOS,
} from './datos.ts';
import {
  CARRERAS_POR_FAMILIA,
  GESTION_UNIVERSIDAD,
  LUGAR_COMUN_EN_REGION,
  NIVEL_PARA_TODOS,
  PALABRAS_DE_CARRERAS,
  PALABRAS_DE_INSTITUCION,
  REGION_SIN_SU_PROVINCIA,
} from './datos.ts';
import { DOMINIO, FAMILIAS_NOMBRADAS, NO_TRAS_ZONA, OFICIOS, ZONAS } from './datos.ts';
import { APARTES, CURSOS, DOCUMENTOS, OTRAS_TAREAS, PREGUNTAS_POR_QUE } from './datos.ts';
import { AREAS_MISMO_NOMBRE, FAMILIAS_CARRERA } from './datos.ts';
import { CONECTORES, clave, clavesDeNombre, fonetica, singular, tokenizar, type Token } from './texto.ts';
import { siglasInstituciones, type Entidad, type Vocabulario } from './vocabulario.ts';
import { REGIONES } from './describir.ts';

/** The empty criteria: every list empty, every bound null. */
export function criteriosVacios(): CriteriosAsistente {
  return {
    carreras: [],
    niveles: [],
    ciclo_min: null,
    ciclo_max: null,
    egreso_desde: null,
    egreso_hasta: null,
    regiones: [],
    distritos: [],
    conocimientos: [],
    idiomas: [],
    experiencia: null,
    experiencia_en: [],
    orden_merito: null,
    palabras_clave: [],
  };
}

/** The same place asked (the same name, of the same region or of none). */
export function mismoLugar(a: LugarPedido, b: LugarPedido): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.nombre === b.nombre && a.id_region === b.id_region;
}

/** Words that never become keywords: Spanish function words and the vocabulary of a request itself. */
/**
 * A set of words folded like the request's keys ("después" → its key, "menos" → its singular): every list the parser
 * compares with `l.key(i)` is built with it, so a word written as a recruiter types it is never silently unmatched.
 */
const claves = (xs: string[]) => new Set(xs.map((x) => clave(x)));
/** Levels of a knowledge item or a language, lowest first. */
const NIVELES_ORDEN: Nivel[] = ['básico', 'intermedio', 'avanzado'];

const VACIAS = new Set(
  `a al algo algun alguna alguno algunos ante antes aquel como con contra cual cuales cuando cuanto cuantos cuantas de del desde donde dos e el ella
  ellos en entre era es esa ese eso esta estan este esto estos fue ha hay la las le les lo los mas me mi muy nada ni no nos
  o otra otro para pero poco por porque que quien se sea ser si sin sobre solo son su sus tambien tan tanto te tiene tienen
  tengan tenga todo todos tu un una uno unos y ya yo cada mismo misma puedan pueda puede pueden sepan sepa saber sabe hablen
  hable habla hablan manejen maneje manejo maneja manejar conocimiento conocimientos nociones nocion conozcan dominen domine nivel niveles
  busco buscamos buscando necesito necesitamos requiero requerimos quiero queremos dame dime muestrame mostrar muestra lista
  listado encuentra encontrar ver candidato candidatos candidata candidatas postulante postulantes persona personas perfil
  perfiles joven jovenes practicante practicantes practica practicas puesto puestos area areas campo rubro sector vacante
  oferta convocatoria empresa interesado interesados interesada interesadas interes deseable indispensable preferible preferentemente
  preferencia idealmente ideal minimo maximo menos adelante partir hasta etc cualquier mejor mejores buen buena buenos buenas
  bueno favor porfa gracias hola tipo ciclo ciclos ano anos ultimo ultimos ultima ultimas recien experiencia laboral previa
  profesional experiencias trabajo trabajado carrera carreras estudio estudios formacion academica academico orden merito
  superior tercio quinto decimo medio nivel idioma idiomas lengua que vivan viva residan resida residentes residente ubicados
  ubicado ubicadas radiquen radique zona distrito provincia region departamento ciudad hayan haya han tenido tengo
  programar programen cuenten cuente posean posea esten este sean estudiante estudiantes alumnos alumno chico chicos chica
  chicas gente muchachos muchachas quienes quien saben conozca pasen pase superen supere excedan mayor menor alguien
  talento talentos mujer mujeres hombre hombres varon varones edad
  ademas hecho tiempo vengan venga vienen venir pais paises asi bien mucho mucha muchos muchas cosa cosas hacer hagan haga
  tener estar sido siendo debe deben deberia deberian puedo podria podrian gustaria quisiera quisieramos necesitan ojala
  urgente urgentemente pronto rapido ahora hoy semana mes meses dia dias parte lado forma manera caso vez veces siempre
  nunca aqui alli ahi total totalmente general tal ok okay propio propia propios propias importante importa considerar
  tomar cuenta revisar revisa elegir escoger seleccionar selecciona filtrar filtra ordenar ordena ordenados traer trae
  tengas sepas tienes usted ustedes nosotros ellas quiza quizas talvez tal vez algo alguien otros otras demas resto
  oye mira ruego rogamos ubicar ubiques ubique ubicame ubiqueme ubiquen localizar localiceme localizame filtrame filtreme
  filteame filtrarme rankea rankeame rankear aparte debajo encima nose listar listarme listame shortlist jaja jajaja jajajaja jeje jejeje jiji jsjs jajaj xd lol ah eh oh uy encargo mijita mijito hijito hijita aunque vas voy verdad veras
  primera primero primeros acepten acepte aceptar acepta necesiten quieran dispuesto dispuestos dispuesta dispuestas
  plus valorable valora opcional deseables preferiblemente preferible si posible porfavor please pls gracias
  mostrar muestrame ensename pasame traeme listame ayudame ayuda aquellos aquellas aquel cuales cualquiera todavia aun nunca jamas
  todas toda pasas pasa pases pasen mandes manda mandas mandame mandar envies envia enviame enviar necesitaria
  sino cursen curse cursan cursa cursar interese interesen interesa interesan apasionado apasionada apasionados apasionadas
  apasione apasionen guste gusten enfocado enfocada enfocados enfocadas enfoque orientado orientada orientados orientadas
  vocacion aprender hablante hablantes tarde tardes noche noches mostrarme mostrarnos muestreme muestrenme agradeceria
  agradeceriamos agradezco agradecere agradecido
  dev devs developer developers any level must have looking for need needs want nomas noma requiere requieren solicita solicitan relacion residencia sirvase remitir nomina hey asap pls plz please puras puros disculpen disculpe molestia llevado llevada llevados llevaron tomado tomaron
  estimado estimada estimados estimadas senores senoras presente solicito solicitamos solicitar sirvan sirva remitan remita
  cordialmente atentamente saludo saludos nuestro nuestra nuestros nuestras match skill skills ish profile profiles background
  hire hiring candidates intern interns trainee trainees contratar incorporar sumar reclutar convocar hablar vivir residir they should mmm mm ehh eh causa pata patas
  usar utilizar usen utilicen use utilice buscar varios varias encontremos encuentre encuentres quer eu voce gostaria mande salgan salga aparezcan aparezca pues vale prefiere prefieren
  che parce parcero orale gua oe chavos chavas chamos chamas cabros cabras todes todxs sede busca necesita vos manito pana compa
  bro broder incluye incluir incluyan deja dejame dejen regalas regala regalame regalen hoja hojas vida pena contigo
  ordenamelos ordenalos pide piden exige exigen quiere quieren pido pedimos vendria
  vendrian barbaro genial`.split(/\s+/),
);

/** Nouns that end as a verb of «nosotros» or of «ellos» in the past does. */
const NO_SON_VERBOS = new Set(
  ['reclamos', 'prestamos', 'ramos', 'tramos', 'minimos', 'maximos', 'ultimos', 'proximos', 'maritimos', 'legitimos'].concat([
    'optimos',
    'intimos',
    'animos',
    'racimos',
    'centimos',
    'extremos',
    'supremos',
    'remos',
    'decimos',
    'primos',
  ]),
);
/**
 * What the recruiter tells of the team («entrevistamos a varios», «probamos con…», «contratamos el año pasado»), or of
 * others in the past («se fueron», «renunciaron»): no applicant's CV holds it, so it is no keyword.
 */
function verboDelRelato(k: string): boolean {
  return /^[a-z]{4,}(amos|emos|imos|aron|ieron)$/.test(k) && !NO_SON_VERBOS.has(k);
}

const NIVEL_PALABRA: Record<string, Nivel> = {
  basico: 'básico',
  basica: 'básico',
  elemental: 'básico',
  principiante: 'básico',
  inicial: 'básico',
  intermedio: 'intermedio',
  intermedia: 'intermedio',
  conversacional: 'intermedio',
  avanzado: 'avanzado',
  avanzada: 'avanzado',
  fluido: 'avanzado',
  fluida: 'avanzado',
  nativo: 'avanzado',
  nativa: 'avanzado',
  dominio: 'avanzado',
  experto: 'avanzado',
  experta: 'avanzado',
  alto: 'avanzado',
  solido: 'avanzado',
  solida: 'avanzado',
  // CEFR levels.
  a1: 'básico',
  a2: 'básico',
  b1: 'intermedio',
  b2: 'intermedio',
  c1: 'avanzado',
  c2: 'avanzado',
};

const ORDINALES: Record<string, number> = {
  primer: 1,
  primero: 1,
  segundo: 2,
  tercer: 3,
  tercero: 3,
  cuarto: 4,
  quinto: 5,
  sexto: 6,
  septimo: 7,
  setimo: 7,
  octavo: 8,
  noveno: 9,
  decimo: 10,
};
const ROMANOS: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10 };
const CARDINALES: Record<string, number> = {
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
};

/** A cycle number written as 8, 8vo, 8°, octavo or VIII (roman numerals only beside the word ciclo). */
function numeroCiclo(t: Token, romanos: boolean): number | null {
  const w = toClave(t.raw);
  // «8vo», «8avo», «7imo», «9eno», «8°», «8.º» (the dot of the ordinal sign typed too), «8bo» (v typed b).
  const m = /^(\d{1,2})\.?(vo|bo|avo|abo|mo|imo|to|ro|do|er|no|eno|°|º|ª|o)?$/.exec(w);
  if (m) return Number(m[1]);
  // The word as written, or as re-spelt by sound («désimo», «kinto»: fonetizar set the key).
  const o = ORDINALES[w] ?? ORDINALES[t.key];
  if (o !== undefined) return o;
  if (romanos && ROMANOS[w] !== undefined) return ROMANOS[w]!;
  return null;
}

const FRASES_POR_EGRESAR = frases(POR_EGRESAR);

function anio(t: Token): number | null {
  return /^(19|20)\d\d$/.test(t.raw) ? Number(t.raw) : null;
}

interface Hallazgo {
  entidad: Entidad;
  inicio: number;
  fin: number; // exclusive
}

class Lectura {
  readonly usado: boolean[];
  /** The words the request typed in capitals (lower case, as `Token.raw`), when it is not all in capitals. */
  siglas: Set<string> = new Set();
  /** The tokens refused as a protected trait: a negation or a preference that reaches one ends with it. */
  readonly rasgo = new Set<number>();
  /** The tokens that end a sentence (kept apart: a pass that reads a word anew writes a new token). */
  readonly finDeFrase: Set<number>;
  constructor(readonly t: Token[]) {
    this.usado = t.map(() => false);
    this.finDeFrase = new Set(t.flatMap((x, i) => (x.finDeFrase ? [i] : [])));
  }
  key(i: number): string {
    return this.t[i]?.key ?? '';
  }
  usar(desde: number, hasta: number) {
    for (let i = desde; i < hasta; i++) this.usado[i] = true;
  }
  /** Index of the next token after i that is not a connector (or -1). */
  siguiente(i: number, saltar = CONECTORES): number {
    for (let j = i + 1; j < this.t.length; j++) if (!saltar.has(this.key(j))) return j;
    return -1;
  }
  anterior(i: number, saltar = CONECTORES): number {
    for (let j = i - 1; j >= 0; j--) if (!saltar.has(this.key(j))) return j;
    return -1;
  }
}

// ------------------------------------------------------------------ 1. merit order

const FRASES_VERBO_MERITO = frases(VERBOS_MERITO);
type Merito = NonNullable<CriteriosAsistente['orden_merito']>;
/** The merit ranks from the narrowest (primer puesto) to the widest (medio superior, which holds them all). */
const MERITOS_ORDEN: Merito[] = ['primero', 'decimo', 'quinto', 'tercio', 'medio'];

/** Two merits asked together: «orden de mérito: tercio superior» keeps the more precise, «primer puesto o décimo
 * superior» the wider of the two. */
function unirMerito(previo: Merito | null, valor: Merito): Merito {
  if (previo === null || previo === 'medio') return valor;
  if (previo === 'primero') return valor === 'medio' ? 'primero' : valor;
  return previo;
}

/**
 * Reads the merit order asked; returns the spans it read ([from, to)) with the merit of each, for a negation or a
 * preference read later to take them apart.
 */
function ordenMerito(l: Lectura, c: CriteriosAsistente, leidos: Set<number> = new Set()): [number, number, Merito][] {
  const tramos: [number, number, Merito][] = [];
  // A merit named whole somewhere in the request («tercio superior»): a bare «quinto» or «décimo» beside it is that
  // merit with «superior» left out («del tercio superior pero no del quinto»), not a cycle.
  // An ordinal written with digits reads as its word («5to superior», «1er puesto»).
  const palabra = (j: number) => {
    const k = l.key(j);
    const n = /^\d/.test(k) ? numeroCiclo(l.t[j]!, false) : null;
    return n !== null ? (({ 1: 'primer', 5: 'quinto', 10: 'decimo' } as Record<number, string>)[n] ?? k) : k;
  };
  const conMerito = l.t.some((_, j) => l.key(j + 1) === 'superior' && ['tercio', 'quinto', 'decimo', 'medio'].includes(palabra(j)));
  for (let i = 0; i < l.t.length; i++) {
    // Read as an order already («ordenados por orden de mérito»).
    if (leidos.has(i)) continue;
    const k = palabra(i);
    const next = l.key(i + 1);
    let valor: CriteriosAsistente['orden_merito'] = null;
    let fin = i + 2;
    if (next === 'superior' && (k === 'tercio' || k === 'quinto' || k === 'decimo' || k === 'medio')) valor = k;
    // "primer puesto" is a place of its own in the merit list (listOrdenMerito 1), not the décimo superior.
    else if ((k === 'primer' || k === 'primero') && next === 'puesto') valor = 'primero';
    else if (k === 'orden' && next === 'merito') valor = 'medio';
    // «que estén en el tercio», «del tercio»: the tercio superior, as it is said (a function word, «tercio» was dropped
    // and everyone listed at 100 %).
    else if (k === 'tercio' && ['el', 'del'].includes(l.key(i - 1)) && !['inferior', 'medio'].includes(next)) {
      valor = 'tercio';
      fin = i + 1;
    } else if (
      conMerito &&
      (k === 'quinto' || k === 'decimo') &&
      ['el', 'del', 'al'].includes(l.key(i - 1)) &&
      !['ciclo', 'semestre', 'ano', 'puesto', 'lugar'].includes(next)
    ) {
      valor = k;
      fin = i + 1;
    } else if (k === 'orden' && next === 'de' && l.key(i + 2) === 'merito') {
      valor = 'medio';
      fin = i + 3;
    } else continue;
    // "que ocuparon el primer puesto", "quedó en el tercio superior": the verb before it is part of it.
    let desde = i;
    let a = i - 1;
    while (a >= 0 && ['el', 'en', 'del', 'al'].includes(l.key(a))) a--;
    const verbo = FRASES_VERBO_MERITO.find((f) => frase(l, a - f.length + 1, [f]));
    if (verbo) desde = a - verbo.length + 1;
    c.orden_merito = unirMerito(c.orden_merito, valor);
    l.usar(desde, fin);
    tramos.push([desde, fin, valor]);
  }
  return tramos;
}

// ------------------------------------------------------------------ 2. experience

/**
 * «con más de una experiencia», «con 2 experiencias o más»: a count of jobs, which the criteria cannot hold. The count
 * is said back (nobody at 100 %) and «experiencia» is still read: the list keeps whoever has any.
 */
function masDeUnaExperiencia(l: Lectura, ig: Ignorados) {
  for (let i = 0; i + 1 < l.t.length; i++) {
    if (l.usado[i]) continue;
    const exp = (j: number) => /^experiencia/.test(l.key(j));
    // «más de una / un / 1 experiencia», «mas de 1 experiencia»
    if (l.key(i) === 'mas' && l.key(i + 1) === 'de' && ['una', 'un', 'uno', '1'].includes(l.key(i + 2)) && exp(i + 3)) {
      ig.add(i, texto(l, i, i + 3), 'no_entendido');
      l.usar(i, i + 3);
      continue;
    }
    // «2 experiencias», «dos o más experiencias»
    const cuantas = /^(\d+|dos|tres|cuatro|cinco|varias)$/.test(l.key(i));
    const cola = l.key(i + 1) === 'o' && l.key(i + 2) === 'mas' ? 2 : 0;
    if (cuantas && exp(i + 1 + cola) && toClave(l.t[i + 1 + cola]!.raw).endsWith('s')) {
      ig.add(i, texto(l, i, i + 1 + cola), 'no_entendido');
      l.usar(i, i + 1 + cola);
    }
  }
}

/**
 * A length of experience («al menos un año de experiencia», «experiencia mínima de 6 meses», «2 años de experiencia
 * como mínimo», «con 3 meses a más de experiencia»): read before anything else, so that «1 año» is never an age nor
 * a year, and its words taken out of the request («experiencia mínima de 1 año en logística» reads on as «experiencia
 * en logística»). Only beside «experiencia»: «mínimo 6 meses» alone says nothing of what lasted six months.
 */
interface DuracionLeida {
  /** Indices of the tokens taken out (the length and its bound; «experiencia» itself stays unless a maximum). */
  quitar: Set<number>;
  /** Whole months asked at least (`maximo` false) or at most (`maximo` true). */
  meses: number;
  maximo: boolean;
  /** The words of the length, as typed (said back when it cannot hold). */
  texto: string;
  /** Index of its first word. */
  i: number;
  /** An adult's age in years, not said as «… de experiencia»: refused as an age when no experience holds it. */
  edad?: boolean;
}

const NUMERO_DURACION: Record<string, number> = Object.fromEntries(
  Object.entries({ ...CARDINALES, once: 11, doce: 12, dieciocho: 18, veinticuatro: 24 }).map(([w, n]) => [clave(w), n]),
);
const ADJETIVOS_DURACION = claves(['laboral', 'previa', 'profesional', 'comprobada', 'comprobable']);
/** Bounds before the number: [words, 'min' | 'mas' (strictly more) | 'max' | 'menos' (strictly less)]. */
type Cota = 'min' | 'mas' | 'max' | 'menos';
const COTAS_ANTES: [string[], Cota][] = (
  [
    [['no', 'menos', 'de'], 'min'],
    [['no', 'mas', 'de'], 'max'],
    [['al', 'menos'], 'min'],
    [['por', 'lo', 'menos'], 'min'],
    [['un', 'minimo', 'de'], 'min'],
    [['como', 'minimo'], 'min'],
    [['minimo', 'de'], 'min'],
    [['minima', 'de'], 'min'],
    [['minimo'], 'min'],
    [['minima'], 'min'],
    [['desde'], 'min'],
    [['mas', 'de'], 'mas'],
    // «experiencia mayor a 6 meses», «superior a un año»: strictly more (never an age: read before the ages are).
    [['mayor', 'a'], 'mas'],
    [['mayor', 'de'], 'mas'],
    [['mayores', 'a'], 'mas'],
    [['superior', 'a'], 'mas'],
    // «que superen los 6 meses», «que no pasen de un año» (with «no» before: at most).
    [['superen', 'los'], 'mas'],
    [['superen', 'el'], 'mas'],
    [['superen'], 'mas'],
    [['pasen', 'de'], 'mas'],
    [['pasen', 'los'], 'mas'],
    [['excedan', 'los'], 'mas'],
    [['excedan'], 'mas'],
    // «menos de 1 año»: strictly less, 11 months.
    [['menos', 'de'], 'menos'],
    [['menor', 'a'], 'menos'],
    [['menor', 'de'], 'menos'],
    [['inferior', 'a'], 'menos'],
    [['un', 'maximo', 'de'], 'max'],
    [['como', 'maximo'], 'max'],
    [['maximo', 'de'], 'max'],
    [['maxima', 'de'], 'max'],
    [['maximo'], 'max'],
    [['maxima'], 'max'],
    [['hasta'], 'max'],
  ] as [string[], Cota][]
).map(([ws, q]) => [ws.map((w) => clave(w)), q]);
/**
 * The verb between a «no» and the bound: «que no tengan más de 6 meses», «que no cuenten con más de un año», «no
 * tengan experiencia mayor a 1 año». The «no» turns the bound round (at most, at least) and goes with the length:
 * never a «sin experiencia».
 */
const VERBOS_LARGO = claves(['tengan', 'tenga', 'tienen', 'tiene', 'posean', 'sumen', 'acumulen', 'registren', 'cuenten']);
/** Bounds after the length: «a más», «o más», «como mínimo», «para arriba», «en adelante»; «o menos», «como máximo». */
const COTAS_DESPUES: [string[], 'min' | 'max'][] = (
  [
    [['a', 'mas'], 'min'],
    [['o', 'mas'], 'min'],
    [['como', 'minimo'], 'min'],
    [['como', 'minima'], 'min'],
    [['minimo'], 'min'],
    [['para', 'arriba'], 'min'],
    [['en', 'adelante'], 'min'],
    [['o', 'menos'], 'max'],
    [['como', 'maximo'], 'max'],
    [['maximo'], 'max'],
  ] as [string[], 'min' | 'max'][]
).map(([ws, q]) => [ws.map((w) => clave(w)), q]);

/**
 * A maximum length asks for no job: «que no tengan más de 6 meses de experiencia», «con menos de un año de
 * experiencia» list those without any too (their «experiencia» asked nothing else). With an area («hasta 1 año de
 * experiencia en ventas») or a least length, experience is asked. A maximum below the least is no range: both said
 * back. A maximum preferred or denied takes with it the preference for experience its «experiencia» made, which
 * would put the most experienced first.
 */
function masLargoPedido(c: CriteriosAsistente, leidas: DuracionLeida[], ig: Ignorados) {
  const max = c.experiencia_meses_max ?? null;
  const min = c.experiencia_meses_min ?? null;
  if (max !== null && min !== null && max < min) {
    c.experiencia_meses_max = null;
    c.experiencia_meses_min = null;
    for (const d of leidas) ig.add(d.i, d.texto, 'no_entendido');
  } else if (max !== null && min === null && c.experiencia_en.length === 0) c.experiencia = null;
  if (max === null && c.experiencia !== true && leidas.some((d) => d.maximo))
    for (const x of [c.preferir, c.evitar]) if (x?.experiencia === true && (x.experiencia_en ?? []).length === 0) delete x.experiencia;
  for (const clave of ['preferir', 'evitar'] as const) if (c[clave] && Object.keys(c[clave]).length === 0) delete c[clave];
}

function duraciones(tokens: Token[]): DuracionLeida[] {
  const key = (i: number) => tokens[i]?.key ?? '';
  // A bound as typed fast («mennos de», «masimo», «asta»): by sound for its longer words (this pass runs before the
  // spelling passes; a bound misread as none is read as a least length, the opposite of «menos»).
  const parecida = (k: string, w: string) =>
    k.length >= 4 && w.length >= 4 && (fonetica(k) === fonetica(w) || (w.length >= 5 && distanciaEdicion(k, w, 1) <= 1));
  const es = (i: number, ws: string[]) => ws.every((w, n) => key(i + n) === w || parecida(key(i + n), w));
  // «experiencia» as typed fast («experiensia», «hexperiencia», «esperiencia», «experinecia»): this pass runs before
  // the spelling passes, and a misspelt word must not leave the length unread (nor read as an age).
  const EXP = clave('experiencia');
  const escrito = (i: number) => toClave(tokens[i]?.raw ?? '');
  const esExp = (i: number) =>
    key(i) === EXP ||
    (escrito(i).length >= 8 &&
      (fonetica(escrito(i)) === fonetica('experiencia') || distanciaEdicion(escrito(i).replace(/^h/, ''), 'experiencia', 2) <= 2));
  const out: DuracionLeida[] = [];
  const tomados = new Set<number>();
  for (let n = 0; n < tokens.length; n++) {
    if (tomados.has(n)) continue;
    // The number and its unit: «1 año», «seis meses», «un año y medio», «medio año», «1.5 años».
    let inicio = n;
    let fin: number;
    let meses: number;
    const k = key(n);
    // «años», «anios», «meses», «mezes», «meces».
    const unidad = (j: number) => {
      const f = fonetica(escrito(j));
      if (key(j) === 'ano' || ['ano', 'anos', 'anio', 'anios'].includes(f)) return 12;
      return key(j) === 'mes' || key(j) === 'mese' || ['mes', 'meses'].includes(f) ? 1 : 0;
    };
    const cifraEn = (j: number) => {
      const c = key(j);
      return /^\d{1,2}([.,]5)?$/.test(c) ? Number(c.replace(',', '.')) : NUMERO_DURACION[c];
    };
    const esCifra = (j: number) => cifraEn(j) !== undefined;
    if (k === 'medio' && unidad(n + 1) === 12) {
      meses = 6;
      fin = n + 2;
    } else if (k === 'par' && key(n + 1) === 'de' && unidad(n + 2) !== 0) {
      // «un par de años»: two.
      meses = 2 * unidad(n + 2);
      if (key(n - 1) === 'un') inicio = n - 1;
      fin = n + 3;
    } else if (unidad(n) === 12 && key(n + 1) === 'y' && key(n + 2) === 'medio' && !esCifra(n - 1)) {
      // «con año y medio de experiencia»: the «un» left out.
      meses = 18;
      fin = n + 3;
    } else {
      const cifra = cifraEn(n);
      const u = unidad(n + 1);
      if (cifra === undefined || u === 0) continue;
      meses = Math.round(cifra * u);
      fin = n + 2;
      if (u === 12 && key(fin) === 'y' && key(fin + 1) === 'medio') {
        meses += 6;
        fin += 2;
      }
    }
    if (meses < 1) continue;
    // A range («de 6 meses a 1 año», «entre 6 y 12 meses», «de 6 a 12 meses»): its minimum and its maximum, both
    // asked; never the maximum read as a minimum.
    // Alternatives («de 2 o 3 años», «2 o 3 años»): the shorter one is enough, and nothing caps it.
    let rango: { meses: number; conector: number; alternativa: boolean } | null = null;
    const alternativa = key(inicio - 1) === 'o';
    if (['a', 'y', 'hasta', 'o'].includes(key(inicio - 1))) {
      let j = inicio - 2;
      let u = unidad(j);
      if (u !== 0) j--;
      else u = unidad(fin - 1) || 12;
      const primera = cifraEn(j);
      if (primera !== undefined && (alternativa || ['de', 'entre', 'desde'].includes(key(j - 1)))) {
        const minimo = Math.round(primera * u);
        if (minimo >= 1 && minimo < meses) {
          rango = { meses: minimo, conector: inicio - 1, alternativa };
          inicio = alternativa && key(j - 1) !== 'de' ? j : j - 1;
        }
      }
    }
    // The bound before it («no menos de» before «menos de»).
    let cota: Cota | null = rango ? 'min' : null;
    for (const [ws, q] of rango ? [] : COTAS_ANTES) {
      if (inicio - ws.length >= 0 && es(inicio - ws.length, ws)) {
        cota = q;
        inicio -= ws.length;
        break;
      }
    }
    // «experiencia (laboral) (mínima) (de) …» before it, or «(de) experiencia» after it.
    let p = inicio - 1;
    const deAntes = key(p) === 'de';
    if (deAntes) p--;
    let minimaEn = -1;
    if (cota === null && (key(p) === clave('minima') || key(p) === clave('minimo'))) {
      minimaEn = p;
      p--;
    }
    while (ADJETIVOS_DURACION.has(key(p))) p--;
    let anclaAntes = esExp(p);
    // After an area: «experiencia en almacén de al menos 6 meses», «experiencia como cajero de mínimo 3 meses» (a
    // bound or «de» before the length, a few words of area between, no clause starting).
    let anclaArea = false;
    if (!anclaAntes && (deAntes || cota !== null))
      for (let j = p - 1; j >= Math.max(0, p - 5); j--) {
        if (FIN_AREA.has(key(j + 1)) && !['en', 'como'].includes(key(j + 1))) break;
        if (esExp(j) && ['en', 'como'].includes(key(j + 1))) {
          anclaAntes = anclaArea = true;
          break;
        }
      }
    let anclaDespues = false;
    let finAncla = fin;
    if (!anclaAntes) {
      // «3 meses a más de experiencia»: the bound may come before «de experiencia».
      let j = fin;
      for (const [ws] of COTAS_DESPUES) if (es(j, ws)) j += ws.length;
      if (key(j) === 'de' && esExp(j + 1)) {
        anclaDespues = true;
        finAncla = j + 1;
      } else if (esExp(j)) {
        anclaDespues = true;
        finAncla = j;
      }
    }
    if (!anclaAntes && !anclaDespues) continue;
    // «mayores de 25 años», «de 20 a 30 años de edad» beside an area of experience: an age (plural, of people, or said
    // «de edad»), never the experience's length.
    // «edad máxima 28 años», «edad entre 20 y 28 años»: the age word before the bound.
    const dePersonas =
      [inicio, inicio - 1, inicio - 2].some((x) => /^(mayor|menor)es$/.test(toClave(tokens[x]?.raw ?? ''))) || key(inicio - 1) === 'edad';
    if ((key(fin) === 'de' && ['edad', 'vida'].includes(key(fin + 1))) || (dePersonas && !anclaDespues)) continue;
    // «… experiencia en ventas entre 20 y 28 años», «más experiencia hasta 30 años»: an adult's age in years beside
    // the experience, bounded or in a range, is an age (no intern has 15 years of it); «20 años de experiencia» and
    // «experiencia de 20 años» stay lengths.
    if (meses >= 180 && !anclaDespues && (anclaArea || cota !== null || rango !== null)) continue;
    // The bound after it: right after the length, or after «de experiencia (laboral)».
    let cotaDespues: 'min' | 'max' | null = null;
    const quitar = new Set<number>();
    const buscarDespues = (j: number) => {
      for (const [ws, q] of COTAS_DESPUES)
        if (es(j, ws)) {
          cotaDespues = q;
          for (let x = j; x < j + ws.length; x++) quitar.add(x);
          return j + ws.length;
        }
      return j;
    };
    const despues = buscarDespues(fin);
    if (anclaDespues && cotaDespues === null) {
      let j = finAncla + 1;
      while (ADJETIVOS_DURACION.has(key(j))) j++;
      buscarDespues(j);
    }
    let final: Cota = cota ?? (minimaEn >= 0 ? 'min' : ((cotaDespues as 'min' | 'max' | null) ?? 'min'));
    // «que no tengan más de 6 meses de experiencia»: at most 6; «que no tengan menos de 6 meses»: at least 6.
    if (final !== 'min' && final !== 'max') {
      let j = (anclaAntes && !anclaArea ? p : inicio) - 1;
      if (key(j) === 'con' && key(j - 1) === clave('cuenten')) j--;
      const verbo = VERBOS_LARGO.has(key(j)) ? j : -1;
      if (verbo >= 0 && key(verbo - 1) === 'no') {
        final = final === 'menos' ? 'min' : 'max';
        for (let x = verbo - 1; x <= (anclaAntes && !anclaArea ? p - 1 : inicio - 1); x++) quitar.add(x);
      }
    }
    // «experiencia mínima de 1 año», «experiencia de al menos un año»: «mínima de» / «de» go with the length.
    const desde = anclaAntes ? (minimaEn >= 0 ? minimaEn : deAntes ? inicio - 1 : inicio) : inicio;
    for (let x = desde; x < despues; x++) quitar.add(x);
    const dicho = (xs: Set<number>) =>
      [...xs]
        .sort((x, y) => x - y)
        .map((x) => tokens[x]!.raw)
        .join(' ');
    const texto = dicho(quitar);
    // «6 meses de experiencia»: «de» goes too, «experiencia» stays.
    if (anclaDespues && key(despues) === 'de') quitar.add(despues);
    const orden = [...quitar].sort((a, b) => a - b);
    for (const x of orden) tomados.add(x);
    if (rango) {
      out.push({ quitar, meses: rango.meses, maximo: false, texto, i: orden[0] ?? n });
      if (!rango.alternativa)
        out.push({
          quitar: new Set(),
          meses,
          maximo: true,
          texto: dicho(new Set(Array.from({ length: fin - rango.conector - 1 }, (_, x) => rango!.conector + 1 + x))),
          i: rango.conector + 1,
        });
      n = Math.max(n, despues - 1);
      continue;
    }
    out.push({
      quitar,
      meses: final === 'mas' ? meses + 1 : final === 'menos' ? meses - 1 : meses,
      maximo: final === 'max' || final === 'menos',
      texto,
      i: orden[0] ?? n,
      edad: meses >= 180 && !anclaDespues,
    });
    n = Math.max(n, despues - 1);
  }
  return out;
}

const FIN_AREA = new Set([
  ',',
  'con',
  'que',
  'sin',
  'para',
  'y',
  'o',
  'e',
  'de',
  'en',
  'del',
  'nivel',
  'ciclo',
  'egresado',
  'estudiante',
  'bachiller',
  'minimo',
  'como',
  'al',
  // Courtesy after the request («… en logística. gracias»): never a word of the area.
  ...claves(['gracias', 'porfa', 'porfavor', 'please', 'pls', 'xfa', 'saludos', 'atentamente', 'bendiciones']),
]);
const ADJETIVOS_EXPERIENCIA = new Set([
  'laboral',
  'previa',
  'previo',
  'profesional',
  'minima',
  'comprobada',
  'comprobable',
  'demostrable',
  'relevante',
  'deseable',
  'real',
]);
const RELLENO_AREA = new Set(['el', 'la', 'los', 'las', 'area', 'rubro', 'sector', 'campo', 'tema', 'puesto', 'un', 'una']);
/** Where one works named for its area (datos.ts LUGARES_DE_TRABAJO), as keys («abogados» reads «derecho»). */
const FRASES_LUGAR_DE_TRABAJO = Object.entries(LUGARES_DE_TRABAJO).map(([frase, area]) => ({
  palabras: tokenizar(frase).map((t) => t.key),
  area,
}));

/**
 * A word of an experience area as written, or as re-spelt when the spelling pass read it ("bentas" → ventas: the
 * key is singular, so the plural written is put back).
 */
function palabraArea(l: Lectura, j: number): string {
  const t = l.t[j]!;
  // An area's own word typed without its accents («logistica», «produccion») is said back as the area writes it.
  if (clave(t.raw) === t.key) return AREA_CON_TILDE.get(t.raw.toLowerCase()) ?? t.raw;
  // An area's own word misspelt by sound is that word as written («asistente kontable»: «contable», not the key
  // «contabilidad» the spelling pass reads it as; a title is searched by its words).
  const escrita = AREA_POR_SU_SONIDO.get(fonetica(toClave(t.raw)));
  if (escrita) return escrita;
  return /s$/i.test(t.raw) && !t.key.endsWith('s') ? `${t.key}s` : t.key;
}

/** The areas' words written with an accent (datos.ts AREAS_AFINES), by the same word typed without it. */
const AREA_CON_TILDE = new Map(
  AREAS_AFINES.flat()
    .flatMap((n) => n.split(/\s+/))
    .filter((w) => toClave(w) !== w.toLowerCase() && toClave(w) === w.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''))
    .map((w) => [toClave(w), w.toLowerCase()] as const),
);

/** The areas' words (datos.ts AREAS_AFINES) by their sound, as written: one word per sound only. */
const AREA_POR_SU_SONIDO = (() => {
  const out = new Map<string, string>();
  const dobles = new Set<string>();
  for (const w of new Set(AREAS_AFINES.flat().flatMap((n) => n.split(/\s+/)))) {
    if (w.length < 5) continue;
    const s = fonetica(toClave(w));
    if (out.has(s) && out.get(s) !== w) dobles.add(s);
    out.set(s, w);
  }
  for (const s of dobles) out.delete(s);
  return out;
})();

/** The names of the experience areas (datos.ts AREAS_AFINES), as keys. */
const FRASES_AREA = [...new Set(AREAS_AFINES.flat())].map((n) => tokenizar(n).map((t) => t.key));
/** The names of several words of the experience areas as written: read whole, by key or by sound («mesa de alluda»). */
const NOMBRES_AREA_LARGOS = [...new Set(AREAS_AFINES.flat())].map((n) => tokenizar(n)).filter((ts) => ts.length > 1);

/** Words joining two experience areas: "en ventas o atención", "en ventas ni en atención al cliente". */
const UNE_AREAS = new Set(['y', 'o', 'u', ',', 'e', 'ni']);

/** Words that deny the experience right before it: "sin experiencia", "que nunca hayan trabajado". */
const NIEGA_EXPERIENCIA = claves(['sin', 'no', 'ni', 'tampoco', 'ninguna', 'ninguno', 'nadie', 'nunca', 'jamas']);

/** Words that rule out the area after an experience asked ("con experiencia, pero no en ventas"). */
const EXCLUYE_AREA = claves(['no', 'nunca', 'jamas', 'excepto', 'salvo', 'menos']);
/** What may stand between a negation and «experiencia»: "no tengan nada de experiencia", "sin ninguna experiencia". */
const ANTES_DE_EXPERIENCIA = claves(
  ['nada', 'de', 'ninguna', 'alguna', 'tengan', 'tienen', 'tenga', 'tiene', 'cuenten', 'cuente', 'con'].concat(
    // «ninguno que ya haya trabajado en ventas».
    ['que', 'ya', 'haya', 'hayan', 'ha', 'han'],
  ),
);

/** The words that leave out the people named after them: «excepto los que…», «menos a quienes…», «fuera de los que…». */
const EXCLUYE_QUIENES = claves(
  ['excepto', 'salvo', 'menos', 'exceptuando', 'excluyendo', 'quitando', 'descartando', 'sacando'].concat(
    // «Quita a los que ya trabajaron en…», «descarta a quienes…», «excluye a los que…».
    ['quita', 'quitame', 'saca', 'sacame', 'descarta', 'descartame', 'excluye', 'excluyan', 'excluya', 'elimina', 'eliminame'],
  ),
);
/** Between such a word and what those people have or did: «excepto los que ya tienen», «menos los que han trabajado». */
const ENTRE_QUIENES = claves([
  'los',
  'las',
  'a',
  'aquellos',
  'aquellas',
  'que',
  'quienes',
  'ya',
  'han',
  'hayan',
  'ha',
  'haya',
  'tienen',
  'tengan',
  'tiene',
  'tenga',
  'cuentan',
  'cuenten',
  'poseen',
  'posean',
  'con',
  'alguna',
  'algo',
  'de',
  'he',
  'hemos',
]);

/**
 * Where a word that leaves people out begins, when it governs the word at i through who they are («excepto los que
 * tienen experiencia», «menos los que ya revisé», «fuera de los que han trabajado»), or -1. Who they are must be
 * named («los», «que», «quienes»): «al menos», «por lo menos» are bounds, not exclusions.
 */
function excluyeAQuienes(l: Lectura, i: number): number {
  let b = i - 1;
  let quienes = false;
  while (b >= 0 && i - b <= 7 && !l.usado[b] && ENTRE_QUIENES.has(l.key(b))) {
    if (QUIENES.has(l.key(b))) quienes = true;
    b--;
  }
  if (b < 0 || l.usado[b] || !quienes) return -1;
  const k = l.key(b);
  if (EXCLUYE_QUIENES.has(k)) return ['al', 'lo', 'por'].includes(l.key(b - 1)) && k === clave('menos') ? -1 : b;
  // «fuera de los que…», «a excepción de los que…».
  if (k === 'fuera') return b;
  if (k === 'excepcion') return ['a', 'con'].includes(l.key(b - 1)) ? b - 1 : b;
  return -1;
}

/** The forms of «haber» before «sido» («que hayan sido asistente contable»). */
const HABER = new Set(['hayan', 'haya', 'han', 'ha', 'hubieran', 'hubiera']);

/** A participle after «sido» («que hayan sido seleccionados, becados»): what was done to them, not a job title. */
const esParticipio = (l: Lectura, j: number) => /^[a-z]+(?:ad|id)[oa]s?$/.test(toClave(l.t[j]?.raw ?? ''));

/** An experience read: the index of its word, what it asks (with or without) and its areas. */
interface ExperienciaLeida {
  i: number;
  valor: boolean;
  areas: string[];
}

/** «morenos no con experiencia»: the «no» at b comes after a protected trait and denies it, not what follows. */
function noDeUnRasgo(l: Lectura, b: number): boolean {
  if (l.key(b) !== 'no') return false;
  for (let s = b - 1; s >= Math.max(0, b - 4); s--) if (frase(l, s, FRASES_PROTEGIDAS)?.length === b - s) return true;
  return false;
}

/** Whether the mention of experience at i is joined to what comes before it by «o» («… o que tenga experiencia en…»). */
function unidaPorO(l: Lectura, i: number): boolean {
  let b = i - 1;
  while (b >= 0 && ['con', 'que', 'tenga', 'tengan', 'haya', 'hayan', ',', 'ya', 'alguna', 'algo', 'de'].includes(l.key(b))) b--;
  return b >= 0 && (l.key(b) === 'o' || l.key(b) === 'u');
}

function experiencia(
  l: Lectura,
  c: CriteriosAsistente,
  esInicioDeEntidad: (i: number, soloLugares?: boolean) => boolean,
): ExperienciaLeida[] {
  const leidas: ExperienciaLeida[] = [];
  /** Whether an area was joined by «y también», «y además»: each asked, not one of them. */
  let cadaUna = false;
  for (let i = 0; i < l.t.length; i++) {
    const k = l.key(i);
    const trabajo = k === 'trabajado' || k === 'trabajaron';
    // «que hayan sido asistente contable»: a job title after «sido», as after «experiencia como».
    const sido = k === 'sido' && HABER.has(l.key(i - 1)) && !esParticipio(l, i + 1) && empiezaTitulo(i + 1);
    // «que hayan pasado por soporte técnico», «que hayan hecho ventas»: an area worked in, named right after.
    const pasado = k === 'pasado' && HABER.has(l.key(i - 1)) && l.key(i + 1) === 'por' && !l.usado[i + 1];
    const hecho = k === 'hecho' && HABER.has(l.key(i - 1));
    // «los que han estado en producción o en almacén»: an area worked in, after «estado en».
    const estado = k === 'estado' && HABER.has(l.key(i - 1)) && l.key(i + 1) === 'en' && nombreDeArea(i + 2);
    // Not when «o» joins another kind of criterion right after («que hayan hecho soporte técnico o que sepan SQL»):
    // experience and a skill cannot be alternatives of one another.
    const otraAlternativa = [2, 3, 4, 5].some((d) => ['o', 'u'].includes(l.key(i + d)) && ['que', 'con'].includes(l.key(i + d + 1)));
    const directo = !otraAlternativa && ((pasado && nombreDeArea(i + 2)) || (hecho && nombreDeArea(i + 1)));
    if (directo && pasado) l.usar(i + 1, i + 2);
    const desdeArea = directo && pasado ? i + 1 : i;
    if ((k !== 'experiencia' && !trabajo && !sido && !directo && !estado) || l.usado[i]) continue;
    const prev = l.key(i - 1);
    // "que no tengan nada de experiencia", "sin ninguna experiencia": the negation a few words back.
    let b = i - 1;
    while (b >= 0 && i - b <= 4 && !l.usado[b] && ANTES_DE_EXPERIENCIA.has(l.key(b))) b--;
    const niega = (j: number) => NIEGA_EXPERIENCIA.has(l.key(j)) && !noDeUnRasgo(l, j);
    let lejos = b >= 0 && !l.usado[b] && niega(b) ? b : -1;
    // "excepto los que tienen experiencia", "menos los que han trabajado en ventas": who is left out, before it.
    if (lejos < 0) lejos = excluyeAQuienes(l, i);
    // «ningún ingeniero industrial que haya trabajado en ventas»: «ninguno», who they are, «que» and the verb; only the
    // «ninguno» is the negation's (who they are is still asked).
    let ninguno = -1;
    if (lejos < 0 && (trabajo || directo)) {
      for (let m = i - 1, que = false; m >= 0 && i - m <= 7 && l.key(m) !== ',' && !l.finDeFrase.has(m); m--) {
        if (l.key(m) === 'que') que = true;
        if (que && ['ninguno', 'ninguna'].includes(l.key(m)) && !l.usado[m]) {
          ninguno = m;
          break;
        }
      }
    }
    // «industriales, experiencia no», «experiencia: no»: a «no» closing the clause right after it denies it.
    const noDespues = l.key(i + 1) === 'no' && !l.usado[i + 1] && (i + 2 >= l.t.length || [',', 'y', '.', ';'].includes(l.key(i + 2)));
    if (noDespues) l.usar(i + 1, i + 2);
    const negada = niega(i - 1) || niega(i - 2) || lejos >= 0 || noDespues || ninguno >= 0;
    if (ninguno >= 0) l.usar(ninguno, ninguno + 1);
    l.usar(i, i + 1);
    if (niega(i - 1) || prev === 'con' || prev === 'tengan') l.usar(i - 1, i);
    if (negada) {
      if (niega(i - 2)) l.usar(i - 2, i);
      else if (lejos >= 0) l.usar(lejos, i);
      // "sin experiencia en ventas", "que no tengan experiencia en logística": those with experience in that area
      // are left out (others, with experience elsewhere or none, stay); without an area, no experience at all.
      const fuera = area(desdeArea, sido || directo);
      if (fuera.length > 0) {
        const x = (c.excluir ??= {});
        x.experiencia_en = [...new Set([...(x.experiencia_en ?? []), ...fuera])];
        // «sin experiencia en ventas, pero sí en atención al cliente»: the area granted after it is asked.
        let j = i + 1;
        while (j < l.t.length && l.usado[j]) j++;
        if (l.key(j) === ',') j++;
        if (l.key(j) === 'pero' && toClave(l.t[j + 1]?.raw ?? '') === 'si' && ['en', 'de'].includes(l.key(j + 2)) && !l.usado[j + 2]) {
          const dentro = area(j + 1);
          if (dentro.length > 0) {
            l.usar(j, j + 2);
            c.experiencia = true;
            leidas.push({ i: j + 1, valor: true, areas: dentro });
            for (const a of dentro) if (!c.experiencia_en.includes(a)) c.experiencia_en.push(a);
          }
        }
      } else {
        c.experiencia = false;
        leidas.push({ i, valor: false, areas: [] });
      }
      continue;
    }
    c.experiencia = true;
    const areas = area(desdeArea, sido || directo);
    // «vendedores (con experiencia en ventas) … con experiencia en atención al cliente», «que haya trabajado en
    // almacén y tenga experiencia en compras»: an area asked in a mention of its own, beside another, is asked too
    // (each), unless an «o» joins the two mentions.
    const anterior = leidas.filter((x) => x.valor && x.areas.length > 0).at(-1);
    if (anterior && anterior.areas.length === 1 && areas.length === 1 && !anterior.areas.includes(areas[0]!) && !unidaPorO(l, i))
      cadaUna = true;
    leidas.push({ i, valor: true, areas });
    for (const a of areas) if (!c.experiencia_en.includes(a)) c.experiencia_en.push(a);
    if (cadaUna && c.experiencia_en.length > 1) c.experiencia_en_todas = true;
    // "con experiencia, pero no en ventas", "con experiencia excepto en logística": an area ruled out.
    // Past the area asked too: "con experiencia en almacén pero no en ventas" (read as the knowledge item «Técnicas
    // de venta» ruled out, whoever had worked in sales stayed at 100 %).
    let j = i + 1;
    while (areas.length > 0 && j < l.t.length && l.usado[j]) j++;
    const desdeJ = j;
    // «con experiencia en marketing y no en ventas»: «y» before the negation joins it as «pero» does.
    while (j < l.t.length && !l.usado[j] && (ADJETIVOS_EXPERIENCIA.has(l.key(j)) || [',', 'pero', 'y'].includes(l.key(j)))) j++;
    if (!l.usado[j] && EXCLUYE_AREA.has(l.key(j)) && ['en', 'de'].includes(l.key(j + 1))) {
      const fuera = area(j);
      if (fuera.length > 0) {
        l.usar(areas.length > 0 ? desdeJ : i + 1, j + 1);
        const x = (c.excluir ??= {});
        x.experiencia_en = [...new Set([...(x.experiencia_en ?? []), ...fuera])];
      }
    }
  }
  return leidas;

  /**
   * The area after "experiencia" at i, its tokens marked used: "experiencia (laboral|previa)? (en|de) (el área de)? X (y|o|, Y)*".
   * After «como» (or right after «sido»: `titulo`) it is a job title, whose «de» goes on but before a place
   * («como promotor de ventas», not the knowledge item «Técnicas de venta»).
   */
  function area(i: number, tituloDirecto = false): string[] {
    let j = i + 1;
    while (ADJETIVOS_EXPERIENCIA.has(l.key(j))) l.usar(j, ++j);
    const titulo = tituloDirecto || l.key(j) === 'como';
    if (tituloDirecto) j--;
    else if (!['en', 'de', 'del', 'como'].includes(l.key(j))) {
      // "experiencia contable", "experiencia comercial": the adjective is the area.
      if (empiezaTitulo(j) && !EXCLUYE_QUIENES.has(l.key(j))) {
        l.usar(j, j + 1);
        const adjetivo = mismoNombre(palabraArea(l, j));
        // «experiencia contable o en ventas»: another area after it, with its own «en» (read alone, «ventas» was the
        // knowledge item «Técnicas de venta» asked beside accounting).
        if (['o', 'u', 'y', 'e', ','].includes(l.key(j + 1)) && l.key(j + 2) === 'en' && !l.usado[j + 2] && !esLugar(j + 3)) {
          const mas = area(j + 1);
          if (mas.length > 0) {
            l.usar(j + 1, j + 2);
            return [adjetivo, ...mas];
          }
        }
        return [adjetivo];
      }
      return [];
    }
    j++;
    let actual: string[] = [];
    const areas: string[] = [];
    let inicioSpan = i;
    for (; j < l.t.length; j++) {
      const kj = l.key(j);
      if (RELLENO_AREA.has(kj) && actual.length === 0) continue;
      // «en ventas solteros», «en ventas de piel blanca»: a protected trait ends the area (its first word stays the
      // area's: «experiencia en salud»).
      if ((actual.length > 0 || areas.length > 0) && (rasgoEn(l, j) || (['de', 'del'].includes(kj) && rasgoEn(l, j + 1)))) break;
      // «en un estudio de abogados»: the workplace names the area («abogados» is no career asked).
      const lugar =
        actual.length === 0 && FRASES_LUGAR_DE_TRABAJO.find((f) => f.palabras.every((w, n) => !l.usado[j + n] && l.key(j + n) === w));
      if (lugar) {
        if (areas.length === 0) inicioSpan = j;
        actual.push(lugar.area);
        j += lugar.palabras.length;
        break;
      }
      // An area's whole name, whatever words it holds («mesa de ayuda»: «ayuda» is a word of the parser's own), its
      // words as typed or misspelt by sound («mesa de alluda», «cay center»: then as the name writes them).
      const comoSuena = (n: number, w: Token) => fonetica(toClave(l.t[j + n]?.raw ?? '')) === fonetica(toClave(w.raw));
      const nombre =
        actual.length === 0 &&
        NOMBRES_AREA_LARGOS.find((f) => f.every((w, n) => !l.usado[j + n] && (l.key(j + n) === w.key || comoSuena(n, w))));
      if (nombre) {
        if (areas.length === 0) inicioSpan = j;
        for (let n = 0; n < nombre.length; n++) actual.push(l.key(j + n) === nombre[n]!.key ? palabraArea(l, j + n) : nombre[n]!.raw);
        j += nombre.length - 1;
        // «…en atención al cliente: técnicos de Piura»: a colon or a sentence ends the area.
        if (l.t[j]!.dosPuntos || l.finDeFrase.has(j)) {
          j++;
          break;
        }
        continue;
      }
      if (UNE_AREAS.has(kj) && actual.length > 0 && rasgoEn(l, j + 1)) break;
      if (UNE_AREAS.has(kj) && actual.length > 0) {
        // Another area only if a plain word follows. The preposition said again ("ni en atención al cliente", "o en
        // ventas") or "ni" says it is another area whatever name it holds (a knowledge item too), unless a place.
        let n = j + 1;
        // «… en recursos humanos y tampoco en atención al cliente»: another area denied with the first.
        if (['y', 'e'].includes(kj) && l.key(n) === 'tampoco' && !l.usado[n]) n++;
        // «… en ventas y también en logística», «y además en…»: another area said with the first.
        const tambien = ['y', 'e', ','].includes(kj) && ['tambien', 'ademas'].includes(toClave(l.t[n]?.raw ?? '')) && !l.usado[n];
        if (tambien) n++;
        // «…, quitando a los del IDAT»: a negation after the list starts another clause, never an area.
        if (frase(l, n, FRASES_NEGACION)) break;
        const repite = ['en', 'de', 'del'].includes(l.key(n)) && !l.usado[n];
        // A comma then «de» / «del» opens where the people are from («sin experiencia en recursos humanos, de Lim»),
        // not another area: the list of areas ends there, whatever the next word is.
        if (kj === ',' && repite && l.key(n) !== 'en') break;
        if (repite) n++;
        // After «o», an area's own name is another area even when it also names a knowledge item («en ventas o
        // atención al cliente»: either experience, not the item «Atención al cliente» asked beside ventas).
        const otraArea = repite || kj === 'ni' ? !esLugar(n) : !esInicioDeEntidad(n) || (['o', 'u'].includes(kj) && nombreDeArea(n));
        if (n < l.t.length && !FIN_AREA.has(l.key(n)) && !VACIAS.has(l.key(n)) && !l.usado[n] && otraArea) {
          areas.push(actual.join(' '));
          actual = [];
          j = n - 1;
          if (tambien) cadaUna = true;
          continue;
        }
        break;
      }
      if ((kj === 'de' || kj === 'del' || kj === 'al') && actual.length > 0) {
        // "atención al cliente", "gestión de almacenes": a joined word, unless a place or another criterion follows.
        const n = j + 1;
        const otroCriterio = titulo ? esLugar(n) : esInicioDeEntidad(n);
        // «en ventas de 25 años»: a figure after «de» ends the area; «en ventas de verdad», an emphasis.
        if (['verdad', 'veras'].includes(l.key(n))) break;
        if (n < l.t.length && !FIN_AREA.has(l.key(n)) && !VACIAS.has(l.key(n)) && !otroCriterio && !l.usado[n] && !/^\d/.test(l.key(n))) {
          actual.push(l.t[j]!.raw);
          continue;
        }
        break;
      }
      if (l.usado[j] || FIN_AREA.has(kj) || VACIAS.has(kj) || EXCLUYE_AREA.has(kj) || NIVEL_PALABRA[kj] || /^\d/.test(kj)) break;
      if (actual.length === 0 && areas.length === 0) inicioSpan = j;
      // A place name right after "en" is where, not what ("experiencia en Lima").
      if (actual.length === 0 && esLugar(j)) break;
      actual.push(palabraArea(l, j));
      if (actual.length >= 4) break;
      // «primero los que tengan experiencia en producción: técnicos de Arequipa»: a colon or a sentence ends the area.
      if (l.t[j]!.dosPuntos || l.finDeFrase.has(j)) {
        j++;
        break;
      }
    }
    if (actual.length > 0) areas.push(actual.join(' '));
    if (areas.length > 0) l.usar(inicioSpan - 1, j);
    return areas.map(mismoNombre);
  }

  /** Another name of an area that is the area itself (datos.ts AREAS_MISMO_NOMBRE): the area's own name. */
  function mismoNombre(area: string): string {
    const k = area
      .split(/\s+/)
      .map((w) => singular(toClave(w)))
      .join(' ');
    return AREAS_MISMO_NOMBRE[k] ?? area;
  }

  function esLugar(j: number): boolean {
    return esInicioDeEntidad(j, true);
  }

  /** Whether a job title may start at j: a word no other reading took nor the parser's own, and no place. */
  function empiezaTitulo(j: number): boolean {
    const kj = l.key(j);
    return (
      j < l.t.length &&
      !l.usado[j] &&
      !FIN_AREA.has(kj) &&
      !VACIAS.has(kj) &&
      !EXCLUYE_AREA.has(kj) &&
      !NIVEL_PALABRA[kj] &&
      !/^\d/.test(kj) &&
      !esLugar(j)
    );
  }

  function nombreDeArea(j: number): boolean {
    return FRASES_AREA.some((f) => f.every((w, m) => !l.usado[j + m] && l.key(j + m) === w));
  }
}

// ------------------------------------------------------------------ 3. reference names

/**
 * Words that say what the applicant is interested in («interesados en», «con interés en», «que les interese», «les
 * gusta»): a career, knowledge item or language named after them is a topic of interest, not the applicant's career
 * nor something they hold («interesados en finanzas» is no career Finanzas); it stays a soft word.
 */
const PALABRAS_INTERES = [
  ...['interesado', 'interesada', 'interes', 'interesa', 'interesan', 'interese', 'interesen'],
  ...['apasionado', 'apasionada', 'apasione', 'apasionen', 'gusta', 'gustan', 'guste', 'gusten'],
  ...['enfocado', 'enfocada', 'enfoque', 'orientado', 'orientada', 'vocacion', 'aprender', 'voluntariado'],
];
const INTERES = claves(PALABRAS_INTERES);
/** What may stand between the word of interest and its topics («interesados en la minería y las finanzas»). */
const ENTRE_INTERES = new Set([
  'en',
  'por',
  'a',
  'al',
  'la',
  'el',
  'los',
  'las',
  'lo',
  'y',
  'e',
  'o',
  'u',
  ',',
  'tema',
  'temas',
  'sobre',
  'todo',
]);
/** Words before «de» that keep the topic («interesados en el área de finanzas»). */
const AMBITO_DE_INTERES = new Set(['area', 'rubro', 'sector', 'campo', 'tema', 'mundo', 'ambito']);

/** Whether the name at token i is a topic of interest: after a word of `INTERES`, across joins and earlier topics. */
function deInteres(l: Lectura, i: number): boolean {
  let sueltas = 0;
  for (let j = i - 1; j >= 0; j--) {
    const k = l.key(j);
    // «nos interesan contadores», «me gustan los de Lima»: the company's interest, not the applicant's.
    if (INTERES.has(k)) return l.key(j - 1) !== 'nos' && l.key(j - 1) !== 'me';
    // «interesados en la educación con inglés avanzado»: «con», «que», «sin» open a criterion of its own.
    if (['con', 'que', 'sin'].includes(k)) return false;
    if (ENTRE_INTERES.has(k) || AMBITO_DE_INTERES.has(k) || ((k === 'de' || k === 'del') && AMBITO_DE_INTERES.has(l.key(j - 1)))) continue;
    // An earlier topic of the same list («interesados en minería y finanzas»): a free word, at most three of them.
    if (l.usado[j] || k === 'de' || k === 'del' || ++sueltas > 3) return false;
  }
  return false;
}

function buscarEntidades(l: Lectura, v: Vocabulario, soloLugares = false): Hallazgo[] {
  const out: Hallazgo[] = [];
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i]) continue;
    const hallado = entidadEn(l, v, i, soloLugares);
    const seguida = hallado ? familiaSeguida(l, v, hallado) : null;
    if (!hallado || seguida === 'cortada') continue;
    const h = seguida ?? hallado;
    const tipo = h.entidad.tipo;
    // «los que ya esán en proceso»: a short word written with an accent, not after «de» / «la», is a misspelt word,
    // never an acronym (ESAN); «de la única» is still the UNICA.
    if (
      !['de', 'del', 'la', 'en'].includes(l.key(h.inicio - 1)) &&
      tipo === 'institucion' &&
      h.fin - h.inicio === 1 &&
      /^[^\s]{2,5}$/.test(l.t[h.inicio]!.raw) &&
      /[áéíóú]/i.test(l.t[h.inicio]!.raw)
    )
      continue;
    if (!soloLugares && (tipo === 'carrera' || tipo === 'conocimiento' || tipo === 'idioma') && deInteres(l, h.inicio)) {
      i = h.fin - 1;
      continue;
    }
    // «que sepan contar la historia del Qhapaq Ñan», «que conozcan la historia de Machu Picchu»: the story of a thing
    // told or known, not the career of that name.
    if (
      tipo === 'carrera' &&
      ['la', 'el'].includes(l.key(h.inicio - 1)) &&
      CONTAR_SABER.has(l.key(h.inicio - 2)) &&
      ['de', 'del'].includes(l.key(h.fin))
    ) {
      i = h.fin - 1;
      continue;
    }
    out.push(h);
    l.usar(h.inicio, h.fin);
    i = h.fin - 1;
    // «derecho laboral o civil», «contabilidad financiera o de costos»: the next knowledge item shares the first word
    // (read alone, «civil» was the career Ingeniería Civil).
    if (h.entidad.tipo === 'conocimiento' && !soloLugares) {
      const primera = l.key(h.inicio);
      for (let sig = elipsisDeConocimiento(l, v, h); sig; sig = elipsisDeConocimiento(l, v, sig, primera)) {
        out.push(sig);
        l.usar(sig.inicio, sig.fin);
        i = sig.fin - 1;
      }
    }
    // "ingeniería industrial o mecánica": the next career shares the first word.
    if (h.entidad.tipo === 'carrera' && !soloLugares) {
      for (let sig = elipsis(l, v, h); sig; sig = elipsis(l, v, sig)) {
        out.push(sig);
        l.usar(sig.inicio, sig.fin);
        i = sig.fin - 1;
      }
    }
  }
  return out;
}

/** What an ordinal may count besides a cycle: a floor, a round, a day («del tercer piso», «la segunda ronda»). */
const ORDINAL_DE_OTRA_COSA = claves(
  ['piso', 'pisos', 'grado', 'dia', 'vez', 'turno', 'etapa', 'fase', 'ronda', 'entrevista', 'filtro', 'trimestre'].concat([
    'bimestre',
    'mes',
    'sotano',
    'nivel',
    'bloque',
    'pabellon',
    'lote',
    'edificio',
    'oficina',
    'mundo',
    'generacion',
  ]),
);

/** Verbs of telling or knowing a thing: a career's name after them and an article is that thing («contar la historia»). */
const CONTAR_SABER = claves(
  ['contar', 'cuenten', 'narrar', 'narren', 'explicar', 'expliquen', 'conozcan', 'conocer', 'sepan', 'saber'].concat([
    'entiendan',
    'entender',
    'ensenar',
    'ensenen',
    'relatar',
    'relaten',
  ]),
);

const FAMILIAS = new Set(CARRERAS_POR_FAMILIA);
/**
 * A family of careers by its first word (datos.ts CARRERAS_POR_FAMILIA) and the word after it. When that word is the
 * person's form of one of its careers' second word («ingenieros mecánicos»: Ingeniería Mecánica), the hallazgo of that
 * career; when it is a misspelt word of one of its careers' names («ingeniería indsutiral», «ingeniería de sistemad»),
 * 'cortada': the longer name typed wrong, not the whole family, left to be said back; otherwise null.
 */
function familiaSeguida(l: Lectura, v: Vocabulario, h: Hallazgo): Hallazgo | 'cortada' | null {
  if (h.entidad.tipo !== 'carrera' || !FAMILIAS.has(h.entidad.nombre)) return null;
  const largas = (v.frases.get(l.key(h.inicio)) ?? []).filter((f) => f.entidad.tipo === 'carrera' && f.claves.length > 1);
  let j = h.fin;
  while (['de', 'en', 'del'].includes(l.key(j))) j++;
  const k = l.key(j);
  if (j >= l.t.length || l.usado[j] || !/^[a-z]{5,}$/.test(k) || entidadEn(l, v, j)) return null;
  const raiz = (x: string) => x.replace(/(?:os|as|es|o|a|e|s)$/, '');
  const persona = largas.find((f) => f.claves.length === 2 && raiz(f.claves[1]!) === raiz(k));
  if (persona) return { entidad: persona.entidad, inicio: h.inicio, fin: j + 1 };
  return largas.some((f) => distanciaEdicion(k, f.claves[1]!, 2) <= 2) ? 'cortada' : null;
}

/** A career after "o", "y" or "," that leaves out the first word of the previous one ("Ingeniería … o Mecánica"). */
function elipsis(l: Lectura, v: Vocabulario, previo: Hallazgo): Hallazgo | null {
  if (previo.entidad.tipo !== 'carrera') return null;
  const primera = clavesDeNombre(previo.entidad.nombre)[0] ?? '';
  let j = previo.fin;
  if (![',', 'o', 'y', 'e', 'u'].includes(l.key(j))) return null;
  while (j + 1 < l.t.length && ['de', 'en', 'del'].includes(l.key(j + 1))) j++;
  j++;
  if (j >= l.t.length || l.usado[j]) return null;
  // A family of careers by its first word («mecánica») is a career of its own only when no longer name follows.
  const otra = entidadEn(l, v, j);
  if (otra && !(otra.entidad.tipo === 'carrera' && FAMILIAS.has(otra.entidad.nombre))) return null;
  let mejor: Hallazgo | null = null;
  for (const f of v.frases.get(primera) ?? []) {
    if (f.entidad.tipo !== 'carrera' || f.claves.length < 2) continue;
    let k = j;
    let fin = j;
    let ok = true;
    for (let n = 1; n < f.claves.length; n++) {
      if (n > 1) k = l.siguiente(k);
      if (k < 0 || l.usado[k] || l.key(k) !== f.claves[n]) {
        ok = false;
        break;
      }
      fin = k + 1;
    }
    if (ok && (!mejor || fin > mejor.fin)) mejor = { entidad: f.entidad, inicio: j, fin };
  }
  return mejor;
}

/** A knowledge item after «o», «y» or «,» that leaves out the first word of the previous one («derecho laboral o civil»). */
function elipsisDeConocimiento(l: Lectura, v: Vocabulario, previo: Hallazgo, dicha?: string): Hallazgo | null {
  if (previo.entidad.tipo !== 'conocimiento' || (dicha === undefined && previo.fin - previo.inicio < 2)) return null;
  // The first word written once, before the first item of the list.
  const primera = dicha ?? l.key(previo.inicio);
  let j = previo.fin;
  if (![',', 'o', 'y', 'e', 'u'].includes(l.key(j))) return null;
  j++;
  if (j >= l.t.length || l.usado[j] || l.key(j) === primera) return null;
  // Only a word that is no knowledge item or language of its own («Excel o Word» are two items).
  const otra = entidadEn(l, v, j);
  if (otra && (otra.entidad.tipo === 'conocimiento' || otra.entidad.tipo === 'idioma' || otra.fin - otra.inicio > 1)) return null;
  for (const f of v.frases.get(primera) ?? []) {
    if (f.entidad.tipo !== 'conocimiento' || f.claves.length !== 2 || f.claves[1] !== l.key(j)) continue;
    if (f.entidad.nombre === previo.entidad.nombre) continue;
    return { entidad: f.entidad, inicio: j, fin: j + 1 };
  }
  return null;
}

/** People named by their studies: «egresados de La Molina» names where they study (not «postulantes de …»). */
const DE_ESTUDIOS = new Set([
  'estudiante',
  'alumno',
  'alumna',
  'egresado',
  'egresada',
  'bachiller',
  'bachillere',
  'titulado',
  'titulada',
  'exalumno',
]);

function trasEstudiosDe(l: Lectura, i: number): boolean {
  const j = l.key(i - 1) === 'la' ? i - 2 : i - 1;
  return ['de', 'del'].includes(l.key(j)) && DE_ESTUDIOS.has(l.key(j - 1));
}

/** Context words before a name that say it is a place. */
// A word that rules out what follows stands for "de" too ("de Lima excepto Huaral", "salvo Cayma", "ni Huaral").
const ANTES_DE_LUGAR = new Set([
  ...['de', 'en', 'del', 'distrito', 'provincia', 'region', 'departamento', ',', 'y', 'o', 'desde', 'ciudad', 'por'],
  // As keys: «menos» is read with its plural folded.
  ...claves(['excepto', 'salvo', 'menos', 'exceptuando', 'excluyendo', 'quitando', 'descartando', 'ni']),
  // «sin contar Cayma», «sin incluir Huaral», «sin considerar Callao».
  ...claves(['contar', 'incluir', 'considerar']),
]);
const ANTES_DE_CONOCIMIENTO = new Set([
  'conocimiento',
  'manejo',
  'sepan',
  'sepa',
  'dominio',
  'dominen',
  'manejen',
  'con',
  'usen',
  'programar',
  'herramienta',
]);

/** datos.ts TRAS_SIGLA_ADJETIVO as written (no accents). */
const TRAS_ADJETIVO = new Set(TRAS_SIGLA_ADJETIVO.map((w) => toClave(w)));

/**
 * Whether the place name at i follows another right before it, in a list dictated without commas («de San Isidro
 * Miraflores o Surco», «de Cayma Socabaya o Cerro Colorado»), and a join or the end comes after it.
 */
function trasOtroLugar(l: Lectura, v: Vocabulario, i: number): boolean {
  if (i + 1 < l.t.length && ![',', 'o', 'u', 'y', 'e', 'ni'].includes(l.key(i + 1)) && !l.finDeFrase.has(i)) return false;
  for (let s = i - 1; s >= Math.max(0, i - 3); s--) {
    const lugar = (v.frases.get(l.key(s)) ?? []).some(
      (f) =>
        (f.entidad.tipo === 'lugar' || f.entidad.tipo === 'region') &&
        f.claves.length === i - s &&
        f.claves.every((k, n) => l.key(s + n) === k),
    );
    // The one before must itself be a place said as one («de Cayma», «San Isidro»), not a plain word.
    if (lugar && (i - s > 1 || ANTES_DE_LUGAR.has(l.key(s - 1)))) return true;
  }
  return false;
}

/** The longest reference name that starts at token i (connectors inside it skipped), if any. */
function entidadEn(l: Lectura, v: Vocabulario, i: number, soloLugares = false): Hallazgo | null {
  const candidatas = v.frases.get(l.key(i));
  if (!candidatas) return null;
  const coincidencias: Hallazgo[] = [];
  // «que ya hayan grabado cuñas»: a participle after «haber» is a deed, not the career Grabado.
  const antes = ['ya', 'antes', 'previamente'].includes(l.key(i - 1)) ? i - 2 : i - 1;
  const participio = HAYAN.has(l.key(antes)) && /^\p{L}{3,}(ado|ada|ido|ida)s?$/u.test(toClave(l.t[i]!.raw));
  for (const f of candidatas) {
    if (soloLugares && f.entidad.tipo !== 'region' && f.entidad.tipo !== 'lugar') continue;
    if (participio && f.entidad.tipo === 'carrera') continue;
    if (f.forma && toClave(l.t[i]!.raw) !== f.forma) continue;
    let j = i;
    let ok = true;
    let fin = i;
    for (let n = 0; n < f.claves.length; n++) {
      if (n > 0) {
        j = l.siguiente(j);
        if (j < 0) {
          ok = false;
          break;
        }
      }
      if (l.usado[j] || l.key(j) !== f.claves[n]) {
        ok = false;
        break;
      }
      fin = j + 1;
    }
    // An alias that is also a word or a place ("La Molina", "Católica") names the institution only after "la",
    // "la", "universidad", "u" or "instituto", or after a verb of studying ("que no estudien en La Molina": where one
    // studies is an institution, not a district).
    if (
      ok &&
      f.entidad.tipo === 'institucion' &&
      f.entidad.contexto &&
      !(
        f.entidad.contexto === true
          ? ['la', 'universidad', 'u', 'instituto']
          : f.entidad.contexto === 'la' || f.entidad.contexto === 'adjetivo'
            ? ['la', 'universidad', 'u']
            : ['universidad', 'u', 'instituto']
      ).includes(l.key(i - 1) === 'la' && f.entidad.contexto === 'estudiar' ? l.key(i - 2) : l.key(i - 1)) &&
      // «la del Pacífico», «la de San Marcos»: the university's article before «de» / «del».
      !(f.entidad.contexto === true && ['de', 'del'].includes(l.key(i - 1)) && l.key(i - 2) === 'la') &&
      // «Universidad de San Martín», «instituto de …»: the institution's own word before «de» / «del».
      !(['de', 'del'].includes(l.key(i - 1)) && ['universidad', 'u', 'instituto'].includes(l.key(i - 2))) &&
      // «egresados de La Molina», «alumnos de La Molina»: people named by where they study, the university.
      !(f.entidad.contexto === 'estudiar' && trasEstudiosDe(l, i)) &&
      !(f.entidad.contexto !== 'la' && estudiarEn(l.key(l.anterior(i, new Set(['en', 'la'])))))
    )
      ok = false;
    // An acronym that is also an adjective (UNICA) typed in lower case is the adjective before a noun it may qualify
    // («la única condición»): the institution only at the end, before a comma or a word that is no such noun.
    if (
      ok &&
      f.entidad.tipo === 'institucion' &&
      f.entidad.contexto === 'adjetivo' &&
      !sigla(l, i) &&
      fin < l.t.length &&
      l.t[fin]!.key !== ',' &&
      !TRAS_ADJETIVO.has(toClave(l.t[fin]!.raw)) &&
      !TRAS_ADJETIVO.has(l.key(fin))
    )
      ok = false;
    // An alias that starts with a function word («UNA Puno») is read with words between («la UNA de Puno») only after
    // «la», «universidad» or «u»: «dame una de Puno» is someone from Puno.
    if (
      ok &&
      f.entidad.tipo === 'institucion' &&
      VACIAS.has(f.claves[0]!) &&
      fin - i !== f.claves.length &&
      !['la', 'universidad', 'u'].includes(l.key(i - 1))
    )
      ok = false;
    if (ok) coincidencias.push({ entidad: f.entidad, inicio: i, fin });
  }
  if (coincidencias.length === 0) return null;
  const largo = Math.max(...coincidencias.map((h) => h.fin - h.inicio));
  const mejores = coincidencias.filter((h) => h.fin - h.inicio === largo);
  const prev = l.key(l.anterior(i, new Set(['de', 'del', 'la', 'el', 'a'])));
  // The word before the name, past an article that belongs to it ("o El Tambo", "en La Molina").
  const prevInmediato = ['el', 'la', 'los', 'las'].includes(l.key(i - 1)) ? l.key(i - 2) : l.key(i - 1);
  const deTipo = (t: Entidad['tipo']) => mejores.find((h) => h.entidad.tipo === t);
  // Same length: a region before a province before a district; knowledge after "manejo de", a career otherwise.
  const region = deTipo('region');
  const lugar = deTipo('lugar');
  const conocimiento = deTipo('conocimiento');
  const carrera = deTipo('carrera');
  const idioma = deTipo('idioma');
  const institucion = deTipo('institucion');
  if (institucion && !soloLugares) return institucion;
  if (idioma) return idioma;
  if (conocimiento && (ANTES_DE_CONOCIMIENTO.has(prev) || !carrera)) {
    // A place only loses to knowledge when there is no place context.
    if (!(region || lugar) || !ANTES_DE_LUGAR.has(prevInmediato)) return conocimiento;
  }
  if (carrera && !(region && ANTES_DE_LUGAR.has(prevInmediato))) return carrera;
  // "provincia de Arequipa": the province, not the region.
  const provinciaDicha = mejores.find((h) => h.entidad.tipo === 'lugar' && h.entidad.nivel === 'provincia');
  if (provinciaDicha && prev === 'provincia') return provinciaDicha;
  if (region) return region;
  if (lugar) {
    // "la San Marcos", "universidad de San Marcos": an institution, not the place.
    const antes = l.key(i - 1);
    const conArticulo = mejores.some((h) => h.entidad.tipo === 'lugar' && /^la /.test(toClave(h.entidad.nombre)));
    if (antes === 'la' && !conArticulo && !region) return null;
    if (['universidad', 'instituto', 'u'].includes(l.key(l.anterior(i)))) return null;
    // A one-word province or district needs a place word before it ("de Miraflores", "en Surco"): too many are
    // also plain words. Longer names ("San Isidro", "Lima Metropolitana") stand alone.
    const provincia = mejores.find((h) => h.entidad.tipo === 'lugar' && h.entidad.nivel === 'provincia');
    // "Miraflores, Arequipa" / "Miraflores (Arequipa)": a region that holds it right after says so too.
    const elegido = provincia ?? lugar;
    if (largo === 1 && (i === 0 || !ANTES_DE_LUGAR.has(prevInmediato)) && !seguidoDeSuRegion(l, v, elegido) && !trasOtroLugar(l, v, i))
      return null;
    return elegido;
  }
  return conocimiento ?? null;
}

/** The ids of the regions a place hallazgo lies in (empty for anything else). */
function regionesDe(v: Vocabulario, h: Hallazgo): Set<number> {
  return h.entidad.tipo === 'lugar' ? (v.regionesDeLugar.get(toClave(h.entidad.nombre)) ?? new Set()) : new Set();
}

/** Words between a district and the region that qualifies it: "Miraflores, Arequipa", "Cayma en (la región de) Arequipa". */
const ENTRE_LUGAR_Y_REGION = new Set([',', 'en', 'de', 'del', 'la', 'region', 'departamento']);
/** Words between a region and a district of it: "Arequipa, distrito de Cayma" (the word distrito or provincia needed). */
const ENTRE_REGION_Y_LUGAR = new Set([',', 'en', 'de', 'del', 'el', 'la', 'distrito', 'provincia']);
/** Words joining places of one list: "Miraflores o Cayma, Arequipa". */
const ENTRE_LUGARES = new Set([',', 'o', 'u', 'y', 'e', 'de', 'del', 'en', 'la', 'el', 'distrito', 'provincia']);

/** Whether the tokens desde…hasta (exclusive) are all among these words. */
const soloPalabras = (l: Lectura, desde: number, hasta: number, permitidas: Set<string>) => {
  for (let k = desde; k < hasta; k++) if (!permitidas.has(l.key(k))) return false;
  return true;
};
const dicenDistrito = (l: Lectura, desde: number, hasta: number) => {
  for (let k = desde; k < hasta; k++) if (l.key(k) === 'distrito' || l.key(k) === 'provincia') return true;
  return false;
};

/** Whether a region holding this one-word place follows it ("Miraflores, Arequipa", "Miraflores (Arequipa)"). */
function seguidoDeSuRegion(l: Lectura, v: Vocabulario, h: Hallazgo): boolean {
  const regiones = regionesDe(v, h);
  for (let j = h.fin; j < l.t.length && j <= h.fin + 3; j++) {
    const r = (v.frases.get(l.key(j)) ?? []).find((f) => f.entidad.tipo === 'region' && f.claves.length === 1);
    if (r?.entidad.tipo === 'region' && regiones.has(r.entidad.id)) return soloPalabras(l, h.fin, j, ENTRE_LUGAR_Y_REGION);
  }
  return false;
}

/**
 * Places qualified by a region they lie in: "Miraflores, Arequipa", "Miraflores (Arequipa)", "de Cayma en Arequipa",
 * "de Arequipa, distrito de Cayma", and the places joined to that one ("Cayma o Yanahuara, Arequipa") while they lie
 * in it too. Returns the region of each qualified place and the region hallazgos used as qualifiers (not asked for
 * on their own). Any other mix of places is a list of alternatives ("Surco o Arequipa").
 */
function calificarLugares(l: Lectura, v: Vocabulario, hallazgos: Hallazgo[]) {
  const region = new Map<Hallazgo, number>();
  const calificadoras = new Set<Hallazgo>();
  const lugarEn = (h: Hallazgo | undefined, id: number) => h !== undefined && !region.has(h) && regionesDe(v, h).has(id);
  for (let n = 0; n < hallazgos.length; n++) {
    const r = hallazgos[n]!;
    if (r.entidad.tipo !== 'region') continue;
    const id = r.entidad.id;
    const antes = hallazgos[n - 1];
    const despues = hallazgos[n + 1];
    if (lugarEn(antes, id) && soloPalabras(l, antes!.fin, r.inicio, ENTRE_LUGAR_Y_REGION)) {
      calificadoras.add(r);
      for (let m = n - 1; m >= 0; m--) {
        const h = hallazgos[m]!;
        if (!lugarEn(h, id)) break;
        if (m < n - 1 && !soloPalabras(l, h.fin, hallazgos[m + 1]!.inicio, ENTRE_LUGARES)) break;
        region.set(h, id);
      }
    } else if (
      lugarEn(despues, id) &&
      soloPalabras(l, r.fin, despues!.inicio, ENTRE_REGION_Y_LUGAR) &&
      dicenDistrito(l, r.fin, despues!.inicio)
    ) {
      calificadoras.add(r);
      for (let m = n + 1; m < hallazgos.length; m++) {
        const h = hallazgos[m]!;
        if (!lugarEn(h, id)) break;
        if (m > n + 1 && !soloPalabras(l, hallazgos[m - 1]!.fin, h.inicio, ENTRE_LUGARES)) break;
        region.set(h, id);
      }
    }
  }
  return { region, calificadoras };
}

// ------------------------------------------------------------------ 3a. misspelt names

/**
 * Optimal string alignment distance (Levenshtein plus the transposition of two neighbours: "industiral" →
 * "industrial" is one edit), or max + 1 as soon as it must exceed max. Twenty lines rather than a dependency:
 * fastest-levenshtein and similar libraries count a transposition as two edits.
 */
function distanciaEdicion(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let antes: number[] = [];
  let previa = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const fila = [i];
    let menor = i;
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(previa[j]! + 1, fila[j - 1]! + 1, previa[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, antes[j - 2]! + 1);
      fila.push(d);
      menor = Math.min(menor, d);
    }
    if (menor > max) return max + 1;
    antes = previa;
    previa = fila;
  }
  return previa[b.length]!;
}

/** Rows of a Spanish keyboard, to tell a neighbouring key. */
const TECLADO = ['qwertyuiop', 'asdfghjklñ', 'zxcvbnm'];
const TECLA = new Map([...TECLADO.entries()].flatMap(([fila, teclas]) => [...teclas].map((c, n) => [c, [fila, n + fila / 2]] as const)));
function teclasVecinas(a: string, b: string): boolean {
  const [pa, pb] = [TECLA.get(a), TECLA.get(b)];
  return pa !== undefined && pb !== undefined && Math.abs(pa[0] - pb[0]) <= 1 && Math.abs(pa[1] - pb[1]) <= 1;
}
/** One letter hit on the key beside it, or two neighbours swapped: the slips of a thumb on a phone. */
function desliz(palabra: string, nombre: string): boolean {
  if (palabra.length !== nombre.length || palabra === nombre) return false;
  const d = [...palabra].flatMap((c, n) => (c === nombre[n] ? [] : [n]));
  if (d.length === 1) return teclasVecinas(palabra[d[0]!]!, nombre[d[0]!]!);
  return d.length === 2 && d[1] === d[0]! + 1 && palabra[d[0]!] === nombre[d[1]!] && palabra[d[1]!] === nombre[d[0]!];
}
/**
 * A short name (4 or 5 letters: a department, a language, a knowledge item, a career) typed with a thumb's slip
 * («kima», «cuaco», «jaca», «satta», «wrod»): one edit corrects no word this short (too many ordinary words are one edit
 * from one), but a neighbouring key or two swapped letters, to exactly one name, does.
 */
function nombreCortoTecleado(palabra: string, v: Vocabulario): string | null {
  if (!/^[a-zñ]{4,5}$/.test(palabra)) return null;
  const hallados = new Set<string>();
  for (const lista of v.frases.values())
    for (const f of lista) {
      const k = f.claves[0]!;
      // Not an acronym («SIRE»: «aire» is an ordinary word a slip away) nor an institution.
      const tipo = f.entidad.tipo;
      if (f.claves.length !== 1 || tipo === 'lugar' || tipo === 'institucion' || k.length !== palabra.length || !desliz(palabra, k))
        continue;
      if (!f.entidad.nombre.split(/[^\p{L}]+/u).includes(k.toUpperCase())) hallados.add(k);
    }
  return hallados.size === 1 ? [...hallados][0]! : null;
}

/** Level words a misspelt word may be corrected to ("avanzdo" → avanzado). */
const NIVELES_CORREGIBLES = ['basico', 'basica', 'intermedio', 'intermedia', 'avanzado', 'avanzada'];

/** The words of 6 letters or more of the experience areas (datos.ts AREAS_AFINES): «atencin», «lgística», «vetnas». */
const AREA_ESCRITA = new Map<string, string>();
for (const t of AREAS_AFINES.flat().flatMap((n) => tokenizar(n)))
  // The first name written of a key («almacén» before «almacenes», «contabilidad» before «contable»).
  if (t.key.length >= 6 && /^[a-z]+$/.test(t.key) && !AREA_ESCRITA.has(t.key)) AREA_ESCRITA.set(t.key, t.raw);
const AREAS_CORREGIBLES = [...AREA_ESCRITA.keys()];
/**
 * The areas' words of 4 or 5 letters («legal», «venta» for ventas), corrected in an area only (one edit from them is
 * no ordinary word there: «experiencia en el área lega», «en vntas»).
 */
const AREA_CORTA = new Map<string, string>();
for (const t of AREAS_AFINES.flat().flatMap((n) => tokenizar(n)))
  if (t.key.length >= 4 && t.key.length <= 5 && /^[a-z]+$/.test(t.key) && !AREA_CORTA.has(t.key)) AREA_CORTA.set(t.key, t.raw);
/** The areas' names as written, by key: a word whose key is one of them is not re-spelt. */
const AREA_NOMBRES = new Set(AREAS_AFINES.flat().map((n) => toClave(n)));
const AREAS_POR_SONIDO = AREAS_CORREGIBLES.map((a) => ({ a, s: fonetica(a) }));

/**
 * An area word misspelt by sound and by one letter at once («logistik», «produsion»): the one area word whose sound
 * key (texto.ts `fonetica`) is one edit from the word's, when exactly one is and the word is no ordinary form of it.
 * Only after the one-edit correction found nothing, and only among the areas' own words.
 */
function areaPorSonido(palabra: string): string | null {
  const s = fonetica(palabra);
  const cerca = AREAS_POR_SONIDO.filter((x) => distanciaEdicion(s, x.s, 1) <= 1 && !esVariante(palabra, x.a)).map((x) => x.a);
  return new Set(cerca.map((a) => AREA_ESCRITA.get(a))).size === 1 ? cerca[0]! : null;
}

/** Words of a request that are never corrected: the parser's own vocabulary. */
const NO_CORREGIR = new Set([
  ...VACIAS,
  ...CONECTORES,
  // Whole words that look like two known ones: «entrevista» is no «entre vista».
  'entrevista',
  'entrevistar',
  'entrevistador',
  'entrevistadora',
  'entrenamiento',
  'entrenador',
  'entretenimiento',
  ...Object.keys(NIVEL_PALABRA),
  ...Object.keys(ORDINALES),
  ...Object.keys(CARDINALES),
  'semestre',
  'egresado',
  'egresada',
  'titulado',
  'titulada',
  'graduado',
  'graduada',
  'bachiller',
  'tecnico',
  'tecnica',
  'instituto',
  'tecnologico',
  'universitario',
  'universitaria',
  'universidad',
  'cursando',
  'preprofesional',
  'licenciado',
  'licenciada',
  'trabajado',
  'trabajaron',
  // Ordinary words one edit from a name, found by running the corrector over the Spanish text of this repository.
  'informativa',
  'informativo',
  'expreso',
  'expresa',
  // «minería» written without its accent (one edit from «minera»): a topic, the same free word as with the accent.
  'mineria',
]);

/**
 * An ordinary Spanish form of a name rather than a misspelling: another gender, the adjective or a derived word
 * ("derecha" beside Derecho, "económica" beside Economía, "estadístico" beside Estadística, "historial" beside
 * Historia).
 */
function esVariante(palabra: string, nombre: string): boolean {
  const vocal = /[aeo]/;
  if (
    palabra.length === nombre.length &&
    palabra.slice(0, -1) === nombre.slice(0, -1) &&
    vocal.test(palabra.at(-1)!) &&
    vocal.test(nombre.at(-1)!)
  )
    return true;
  if (/ic[ao]$/.test(palabra) && nombre.endsWith('ia') && palabra.slice(0, -3) === nombre.slice(0, -2)) return true;
  // A word made from the name by one more letter at its end ("historial" from Historia).
  return palabra.length === nombre.length + 1 && palabra.startsWith(nombre) && /[aeiou]$/.test(nombre);
}

/** The one word of the vocabulary a misspelt word stands for, or null (none, several, or an ordinary word). */
function correccion(palabra: string, v: Vocabulario, extra: string[] = []): string | null {
  // One edit only: two (for long words) turned ordinary words into names ("modificación" → Edificaciones).
  const max = 1;
  let mejor = max + 1;
  let candidatos: string[] = [];
  for (const nombre of [...v.corregibles, ...NIVELES_CORREGIBLES, ...extra]) {
    const d = distanciaEdicion(palabra, nombre, max);
    if (d > max) continue;
    if (esVariante(palabra, nombre)) return null;
    if (d < mejor) {
      mejor = d;
      candidatos = [nombre];
    } else if (d === mejor && !candidatos.includes(nombre)) candidatos.push(nombre);
  }
  return candidatos.length === 1 ? candidatos[0]! : null;
}

/**
 * A misspelt word of a name of two words or more whose other words are written right beside it ("pawer bi" → Power
 * BI, "gogle ads", "San Martín de Porre", connectors between them skipped as the name's keys skip them): one edit
 * from the name's word of 4 letters or more, when exactly one such word fits. The words beside it make the correction
 * safe where a short word alone would not be (ordinary words of 4 or 5 letters are one edit from many names' words).
 * Not places (their words are ordinary Spanish too).
 */
function correccionEnNombre(l: Lectura, i: number, v: Vocabulario, palabra = l.key(i), lugares = false): string | null {
  // The request's words without its connectors, and where the word is among them.
  const pos = l.t.map((_, j) => j).filter((j) => j === i || !CONECTORES.has(l.key(j)));
  const aqui = pos.indexOf(i);
  const hallados = new Set<string>();
  for (const lista of v.frases.values()) {
    for (const f of lista) {
      const esLugar = f.entidad.tipo === 'lugar' || f.entidad.tipo === 'region';
      if (f.claves.length < 2 || esLugar !== lugares) continue;
      f.claves.forEach((k, p) => {
        const inicio = aqui - p;
        // A place's word only after its first, written whole (a place is read by its start).
        if (k.length < 4 || inicio < 0 || inicio + f.claves.length > pos.length || (lugares && p === 0)) return;
        if (!f.claves.every((o, q) => q === p || l.key(pos[inicio + q]!) === o)) return;
        // A place's word is compared as written and folded as its name's keys are («Porres» is the key «porr»).
        const cerca = distanciaEdicion(palabra, k, 1) === 1 || (lugares && distanciaEdicion(singular(palabra), k, 1) === 1);
        if (cerca && !esVariante(palabra, k)) hallados.add(k);
      });
    }
  }
  return hallados.size === 1 ? [...hallados][0]! : null;
}

/**
 * A place read from one word that is not a word of its name as written («Loma» for the district Las Lomas: its
 * article dropped, its plural folded) while that word is one edit from a department's name («Lima»): two readings, a
 * place the recruiter may not have meant and a department they may have misspelt. Neither is guessed: the word is
 * said back as not understood and the place is dropped. So is a district (no province) of one word written whole that is
 * one edit from a department («Pira» beside Piura), unless its own region follows it («Pira, Áncash»).
 */
function lugaresDudosos(l: Lectura, v: Vocabulario, hallazgos: Hallazgo[], ig: Ignorados): Hallazgo[] {
  const departamentos = [...v.frases.values()].flatMap((lista) =>
    lista.filter((f) => f.entidad.tipo === 'region' && f.claves.length === 1).map((f) => f.claves[0]!),
  );
  return hallazgos.filter((h) => {
    if (h.entidad.tipo !== 'lugar' || h.fin - h.inicio !== 1) return true;
    const escrita = toClave(l.t[h.inicio]!.raw);
    const palabra = l.key(h.inicio);
    const nombre = toClave(h.entidad.nombre).split(' ');
    // A district of one word, written whole, one edit from a department's name («Pira», a district of Áncash, beside
    // Piura): as likely the department misspelt as that small place, unless the region it lies in follows it. A
    // province is a place people name («Pisco», one letter from Pasco), and stays.
    const unaPalabra =
      h.entidad.nivel === 'distrito' &&
      v.lugares.get(toClave(h.entidad.nombre))?.nivel !== 'provincia' &&
      nombre.length === 1 &&
      nombre[0] === escrita &&
      !seguidoDeSuRegion(l, v, h);
    if (nombre.includes(escrita) && !unaPalabra) return true;
    if (!departamentos.some((d) => d !== palabra && distanciaEdicion(palabra, d, 1) === 1)) return true;
    ig.add(h.inicio, l.t[h.inicio]!.raw, 'no_entendido');
    return false;
  });
}

/** Whether a word of the vocabulary is a word of place names only (no career, institution or knowledge holds it). */
function soloDeLugares(palabra: string, v: Vocabulario): boolean {
  for (const lista of v.frases.values())
    for (const f of lista) if (f.entidad.tipo !== 'lugar' && f.entidad.tipo !== 'region' && f.claves.includes(palabra)) return false;
  return true;
}

/**
 * Misspelt names ("ingenieria industiral", "contablidad", "Arequpa", "inglés avanzdo"): a word of 6 letters or more
 * that no name of the vocabulary contains, nor the parser's own words, is read as the one vocabulary word of 6 letters
 * or more one edit away, if exactly one is and the word is not an ordinary form of it (esVariante). Returns the corrected tokens with their key as written:
 * a correction that then takes part in no name or level is undone (the word stays a keyword as written).
 */
function corregir(l: Lectura, v: Vocabulario): Map<number, string> {
  const corregidos = new Map<number, string>();
  const memo = new Map<string, string | null>();
  for (let i = 0; i < l.t.length; i++) {
    const t = l.t[i]!;
    // A word read as neither of two known words (fonetizar) is not corrected into one of them.
    if (dudosas.get(l)?.has(i)) continue;
    // A word of a place of two words or more, after its first word written whole, one edit from the place's word
    // («Santiago de Suro», «San Martín de Pores»: the singular folded «pores» into «por»): the place. As written,
    // so that a plural the singular folds into another word is still compared.
    const escrito = toClave(t.raw);
    // (A key the singular folded to three letters is no word of the name either: «por» is some name's word.)
    if (!l.usado[i] && /^[a-z]{4,}$/.test(escrito) && !v.palabras.has(escrito) && (!v.palabras.has(t.key) || t.key.length <= 3)) {
      const lugar = correccionEnNombre(l, i, v, escrito, true);
      if (lugar) {
        corregidos.set(i, t.key);
        l.t[i] = { raw: t.raw, key: lugar };
        continue;
      }
    }
    // An «e» before an «s» and a consonant, as Spanish says them («espss», «esql»): the name without it, when that is
    // a name's word of at most one vowel (an acronym) or a knowledge item's whole name («estata»: Stata); never an
    // ordinary word («escala» stays). As written too: the singular folds «espss» to «esps».
    const sinE =
      !l.usado[i] && /^es[^aeiou][a-z]+$/.test(escrito) && !v.palabras.has(escrito) && !v.palabras.has(t.key)
        ? [escrito.slice(1), singular(escrito.slice(1)), t.key.slice(1)].find((x) => v.palabras.has(x))
        : undefined;
    if (sinE && ((sinE.match(/[aeiou]/g)?.length ?? 0) <= 1 || v.conocimientos.has(sinE))) {
      corregidos.set(i, t.key);
      l.t[i] = { raw: t.raw, key: sinE };
      continue;
    }
    if (l.usado[i] || t.key.length < 4 || !/^[a-z]+$/.test(t.key)) continue;
    if (v.palabras.has(t.key)) {
      // A word of place names only, amid the other words of an institution's or a career's name, one edit from the
      // word it lacks («Católica de Sana María»: Saña is a place, «Santa María» the name): the name, not the place
      // (even when the word is also an ordinary or a protected word: the name's other words beside it decide).
      const nombre = soloDeLugares(t.key, v) ? correccionEnNombre(l, i, v) : null;
      if (nombre) {
        corregidos.set(i, t.key);
        l.t[i] = { raw: t.raw, key: nombre };
      }
      continue;
    }
    if (NO_CORREGIR.has(t.key) || PALABRAS_PARSER.has(t.key)) continue;
    if (!memo.has(t.key)) memo.set(t.key, correccion(t.key, v));
    const nuevo = memo.get(t.key) ?? correccionEnNombre(l, i, v) ?? nombreCortoTecleado(escrito, v);
    if (!nuevo) continue;
    corregidos.set(i, t.key);
    l.t[i] = { raw: t.raw, key: nuevo };
  }
  return corregidos;
}

/**
 * The words after «experiencia» / «trabajado» (up to 8), misspelt by one edit, read before the experience pass cuts
 * its areas: an area word («sin experiencia en atencin al cliente» → atención) or a place that ends the area
 * («experiencia en ventas de Areuipa» → Arequipa), by the same rule as `corregir` (one candidate only, never an
 * ordinary form of it). A word two names are one edit from is left as written: said back, never guessed.
 */
/**
 * A word one edit from several area words («human»: humana, humano), after the word an area's name begins with: the
 * one that makes that name («gestión human» → gestión humana), or null.
 */
function enNombreDeArea(key: string, previa: string): string | null {
  const hallados = [...AREA_ESCRITA, ...AREA_CORTA].filter(
    ([k, escrita]) => distanciaEdicion(key, k, 1) <= 1 && AREA_NOMBRES.has(`${previa} ${toClave(escrita)}`),
  );
  return new Set(hallados.map(([k]) => k)).size === 1 ? hallados[0]![0] : null;
}

function corregirAreas(l: Lectura, v: Vocabulario) {
  const memo = new Map<string, string | null>();
  for (let i = 0; i < l.t.length; i++) {
    const k = l.key(i);
    if (k !== 'experiencia' && k !== 'trabajado' && k !== 'trabajaron') continue;
    for (let j = i + 1; j < Math.min(l.t.length, i + 9); j++) {
      const t = l.t[j]!;
      // A short area word written in another form («venta», «conta») is the area as its group writes it: searched as
      // written, it was another list.
      const escrita = AREA_CORTA.get(t.key) ?? AREA_ESCRITA.get(t.key);
      if (!l.usado[j] && escrita && !AREA_NOMBRES.has(toClave(t.raw)) && /^[a-z]+$/.test(toClave(t.raw))) {
        // Re-spelt by sound as an area's name of that key («kontable», «contavle» sound «contable»): that name, as the
        // clean request writes it (the group's first name, «contabilidad», searched another list).
        const suena = fonetica(toClave(t.raw));
        const mismoSonido = [...AREA_NOMBRES].find((n) => /^[a-z]+$/.test(n) && fonetica(n) === suena && clave(n) === t.key);
        l.t[j] = { raw: mismoSonido ?? escrita, key: t.key };
        continue;
      }
      if (!l.usado[j] && t.key.length === 4 && /^[a-z]+$/.test(t.key) && !v.palabras.has(t.key) && !PALABRAS_PARSER.has(t.key)) {
        const corta = correccion(t.key, v, [...AREA_CORTA.keys()]);
        if (corta && AREA_CORTA.has(corta)) l.t[j] = { raw: AREA_CORTA.get(corta)!, key: corta };
        continue;
      }
      if (
        l.usado[j] ||
        t.key.length < 5 ||
        !/^[a-z]+$/.test(t.key) ||
        v.palabras.has(t.key) ||
        NO_CORREGIR.has(t.key) ||
        PALABRAS_PARSER.has(t.key)
      )
        continue;
      if (!memo.has(t.key)) memo.set(t.key, correccion(t.key, v, [...AREAS_CORREGIBLES, ...AREA_CORTA.keys()]) ?? areaPorSonido(t.key));
      const nuevo = memo.get(t.key) ?? enNombreDeArea(t.key, j > 0 ? toClave(l.t[j - 1]!.raw) : '');
      if (nuevo) l.t[j] = { raw: AREA_ESCRITA.get(nuevo) ?? AREA_CORTA.get(nuevo) ?? nuevo, key: nuevo };
    }
  }
}

// ------------------------------------------------------------------ 4. knowledge and language levels

const SALTO_NIVEL = claves([
  'a',
  'de',
  'del',
  'en',
  'nivel',
  'un',
  'con',
  'el',
  'la',
  'conocimiento',
  'manejo',
  'como',
  'minimo',
  'al',
  'menos',
  // «por lo menos intermedio»: «por lo» was no bridge, and the level was lost (every level at 100 %).
  'por',
  'lo',
]);

/** A CEFR code (a letter A, B or C and a digit) is a language's level only: «SAP B1» is SAP Business One, not SAP at an intermediate level. */
const esMarcoEuropeo = (k: string) => /^[abc][12]$/.test(k);

/** Words of mastery (datos.ts DOMINIO), as keys: the advanced level, before the item only. */
const DOMINA = new Set(DOMINIO.map((x) => clave(x)));

/** The level above one: what «más que básico» asks. */
const NIVEL_SIGUIENTE: Record<Nivel, Nivel> = { básico: 'intermedio', intermedio: 'avanzado', avanzado: 'avanzado' };

function nivelDerecha(l: Lectura, h: Hallazgo): { nivel: Nivel; hasta: number } | null {
  let j = h.fin;
  // «quechua, mínimo a nivel intermedio», «Excel, nivel avanzado»: a comma before a minimum or «nivel» keeps the level.
  const trasComa = l.key(j) === ',' && !l.usado[j] && ['minimo', 'nivel'].includes(l.key(j + 1));
  if (trasComa) j++;
  for (let n = 0; n < 4 && j < l.t.length; n++, j++) {
    const k = l.key(j);
    if (l.usado[j] || (esMarcoEuropeo(k) && h.entidad.tipo !== 'idioma')) return null;
    if (NIVEL_PALABRA[k] && !DOMINA.has(k)) return { nivel: NIVEL_PALABRA[k]!, hasta: j + 1 };
    // «más que básico», «mayor a intermedio», «superior al básico»: the level above the one named.
    const nombrado = NIVEL_PALABRA[l.key(j + 2)];
    if (['mas', 'mayor', 'superior'].includes(k) && ['que', 'a', 'al', 'de', 'del'].includes(l.key(j + 1)) && nombrado && !l.usado[j + 2])
      return { nivel: NIVEL_SIGUIENTE[nombrado], hasta: j + 3 };
    if (k === 'medio' && l.key(j - 1) === 'nivel') return { nivel: 'intermedio', hasta: j + 1 };
    if (!SALTO_NIVEL.has(k)) return null;
  }
  return null;
}

function nivelIzquierda(l: Lectura, h: Hallazgo): { nivel: Nivel; desde: number } | null {
  let j = h.inicio - 1;
  for (let n = 0; n < 4 && j >= 0; n++, j--) {
    const k = l.key(j);
    if (l.usado[j] || (esMarcoEuropeo(k) && h.entidad.tipo !== 'idioma')) return null;
    if (NIVEL_PALABRA[k]) return { nivel: NIVEL_PALABRA[k]!, desde: j };
    if (DOMINA.has(k)) return { nivel: 'avanzado', desde: j };
    if (k === 'medio' && l.key(j - 1) === 'nivel') return { nivel: 'intermedio', desde: j - 1 };
    if (!SALTO_NIVEL.has(k)) return null;
  }
  return null;
}

function niveles(
  l: Lectura,
  hallazgos: Hallazgo[],
  paraTodos?: (a: Hallazgo, b: Hallazgo) => boolean,
): Map<Hallazgo, { nivel: Nivel; lado: 'der' | 'izq'; exacto?: boolean }> {
  const out = new Map<Hallazgo, { nivel: Nivel; lado: 'der' | 'izq'; exacto?: boolean }>();
  const items = hallazgos.filter((h) => h.entidad.tipo === 'conocimiento' || h.entidad.tipo === 'idioma');
  for (const h of items) {
    const der = nivelDerecha(l, h);
    if (der) {
      out.set(h, { nivel: der.nivel, lado: 'der' });
      l.usar(h.fin, der.hasta);
      // "o más", "como mínimo", "o superior": the level is already a minimum.
      let k = der.hasta;
      if ((l.key(k) === 'o' || l.key(k) === 'a') && ['mas', 'superior', 'mayor'].includes(l.key(k + 1))) l.usar(k, k + 2);
      k = der.hasta;
      if (l.key(k) === 'como' && l.key(k + 1) === 'minimo') l.usar(k, k + 2);
      // «intermedio para arriba», «básico en adelante»: a minimum too, as the level already is.
      if (['para', 'pa', 'en', 'a'].includes(l.key(k)) && ['arriba', 'adelante'].includes(l.key(k + 1))) l.usar(k, k + 2);
      // «inglés básico nomás», «básico no más / nada más», «básico solamente»: that level and no other (the next one
      // ruled out).
      const tras = toClave(l.t[k]?.raw ?? '');
      const exacto = tras === 'nomas' || tras === 'solamente' || ((tras === 'no' || tras === 'nada') && l.key(k + 1) === 'mas');
      if (exacto && !l.usado[k]) {
        l.usar(k, tras === 'no' || tras === 'nada' ? k + 2 : k + 1);
        out.set(h, { nivel: der.nivel, lado: 'der', exacto: true });
      }
      // "intermedio o avanzado": the lower one is the minimum, the other is read.
      if (l.key(k) === 'o' && NIVEL_PALABRA[l.key(k + 1)]) l.usar(k, k + 2);
      continue;
    }
    const izq = nivelIzquierda(l, h);
    if (izq) {
      out.set(h, { nivel: izq.nivel, lado: 'izq' });
      l.usar(izq.desde, h.inicio);
    }
  }
  // A level said once for a list: "Excel y Power BI avanzado", "nivel avanzado de inglés y francés".
  const unido = (a: Hallazgo, b: Hallazgo) => {
    for (let j = a.fin; j < b.inicio; j++) if (![',', 'y', 'e', 'o', 'u'].includes(l.key(j))) return false;
    return a.entidad.tipo === b.entidad.tipo;
  };
  for (let n = items.length - 2; n >= 0; n--) {
    const a = items[n]!;
    const b = items[n + 1]!;
    const nb = out.get(b);
    if (!out.has(a) && nb?.lado === 'der' && unido(a, b) && (!paraTodos || paraTodos(a, b))) out.set(a, nb);
  }
  for (let n = 1; n < items.length; n++) {
    const a = items[n - 1]!;
    const b = items[n]!;
    const na = out.get(a);
    if (!out.has(b) && na?.lado === 'izq' && unido(a, b)) out.set(b, na);
  }
  return out;
}

// ------------------------------------------------------------------ 4b. alternatives ("francés o portugués")

/** Words that may stand between two items of one list: joins, and what their levels are written with. */
const ENTRE_ITEMS = new Set([',', 'y', 'e', 'o', 'u', 'ya', 'sea', 'bien', 'mas', 'superior', 'mayor', 'medio', ...SALTO_NIVEL]);
/**
 * Words that repeat the start of the phrase after an «o» of a run: «con su Python o su SQL», «que sepan Python o que
 * sepan SQL», «que manejen Excel o manejen Power BI». Only between an «o» and the next item.
 */
const TRAS_O_REPETIDAS = new Set([
  ...['su', 'sus', 'el', 'la', 'los', 'las', 'que', 'con', 'en', 'de', 'algo', 'tambien'],
  ...['sepan', 'sepa', 'manejen', 'maneje', 'dominen', 'domine', 'conozcan', 'conozca', 'usen', 'use', 'hablen', 'hable'],
]);

/**
 * Which knowledge items and languages are alternatives. A run is a sequence of items of one kind with only joins
 * and level words between them; it is cut at "y"/"e" into segments, and a segment joined by "o"/"u" anywhere is one
 * group: "francés o portugués", "Excel, Word o PowerPoint" (a list closed by "o"), "ya sea A o B". So "o" binds
 * tighter than "y": "Excel y SQL o Python" = Excel and (SQL or Python); "SQL o Python y Git" = (SQL or Python) and
 * Git. An "o" between a knowledge item and a language is read as "y" (each list has its own groups). Returns a
 * group label per item that is in a group.
 */
function alternativas(l: Lectura, hallazgos: Hallazgo[]): Map<Hallazgo, number> {
  const out = new Map<Hallazgo, number>();
  const items = hallazgos.filter((h) => h.entidad.tipo === 'conocimiento' || h.entidad.tipo === 'idioma');
  /** The join between two neighbours of a run ("," when none is written), or null when they are not a run. */
  const union = (a: Hallazgo, b: Hallazgo): string | null => {
    if (a.entidad.tipo !== b.entidad.tipo) return null;
    let junta = ',';
    /** Whether only repeated words of the phrase stand between an «o» of the gap and token j. */
    const trasO = (j: number): boolean => {
      for (let m = j - 1; m >= a.fin; m--) {
        if (l.key(m) === 'o' || l.key(m) === 'u') return true;
        if (!TRAS_O_REPETIDAS.has(l.key(m))) return false;
      }
      return false;
    };
    for (let j = a.fin; j < b.inicio; j++) {
      const k = l.key(j);
      // A brand written short right before the next item («S10 o MS Project») belongs to that item's name.
      if (j === b.inicio - 1 && MARCAS_CORTAS.has(k)) continue;
      // A name it does not know between two separators of the list («Salesforce, HubSpot o Google Ads») is one more
      // item: said back on its own, it does not cut the list in two.
      const separa = (m: number) => [',', 'o', 'u', 'y', 'e'].includes(l.key(m));
      const desconocida = (m: number) => !l.usado[m] && /^[a-z0-9]+$/.test(l.key(m)) && !VACIAS.has(l.key(m)) && !ENTRE_ITEMS.has(l.key(m));
      // Two words too («SAP, Zoho Inventory o Dynamics 365»), and right before the next item («…, Zoho Inventor o …»).
      const antes = desconocida(j - 1) ? j - 2 : j - 1;
      const despues = desconocida(j + 1) ? j + 2 : j + 1;
      if (desconocida(j) && separa(antes) && (separa(despues) || despues === b.inicio) && despues - antes <= 3) continue;
      if (!ENTRE_ITEMS.has(k) && !NIVEL_PALABRA[k] && !(TRAS_O_REPETIDAS.has(k) && trasO(j))) return null;
      // "intermedio o más", "intermedio o avanzado": that "o" belongs to the level, not to the list.
      const siguiente = l.key(j + 1);
      const deNivel = (k === 'o' || k === 'u') && (['mas', 'superior', 'mayor'].includes(siguiente) || NIVEL_PALABRA[siguiente]);
      if ([',', 'y', 'e', 'o', 'u'].includes(k) && !deNivel) junta = k === 'e' ? 'y' : k === 'u' ? 'o' : k;
    }
    return junta;
  };
  let etiqueta = 0;
  let segmento: Hallazgo[] = [];
  let conO = false;
  const cerrar = () => {
    if (conO && segmento.length >= 2) {
      etiqueta++;
      for (const h of segmento) out.set(h, etiqueta);
    }
    segmento = [];
    conO = false;
  };
  for (let n = 0; n < items.length; n++) {
    const h = items[n]!;
    const junta = n > 0 ? union(items[n - 1]!, h) : null;
    if (junta === null || junta === 'y') cerrar();
    else if (junta === 'o') conO = true;
    segmento.push(h);
  }
  cerrar();
  return out;
}

/**
 * Groups as the contract wants them (ItemConNivel): numbered 1, 2… in order of first appearance within the list, and
 * a group left with one member (a repeated name, an unknown one dropped) is no group: that item is required.
 */
export function numerarGrupos<T extends { grupo?: number }>(lista: T[]): T[] {
  const miembros = new Map<number, number>();
  for (const x of lista) if (x.grupo !== undefined) miembros.set(x.grupo, (miembros.get(x.grupo) ?? 0) + 1);
  const numeros = new Map<number, number>();
  return lista.map((x) => {
    const { grupo, ...resto } = x;
    if (grupo === undefined || (miembros.get(grupo) ?? 0) < 2) return resto as T;
    if (!numeros.has(grupo)) numeros.set(grupo, numeros.size + 1);
    return { ...resto, grupo: numeros.get(grupo)! } as T;
  });
}

// ------------------------------------------------------------------ 5. study level

const ESTUDIANTE = new Set([
  'estudiante',
  'alumno',
  'alumna',
  'cursando',
  'estudien',
  'estudia',
  'estudian',
  'preprofesional',
  'universitario_estudiante',
]);
const EGRESADO = new Set([
  'egresado',
  'egresada',
  'titulado',
  'titulada',
  'graduado',
  'graduada',
  'egreso',
  'egresaron',
  'egresen',
  'licenciado',
  'licenciada',
]);
const BACHILLER = new Set(['bachiller', 'bachillere']);
const TECNICO = new Set(['tecnico', 'tecnica', 'instituto', 'tecnologico']);
const UNIVERSITARIO = new Set(['universitario', 'universitaria', 'universidad']);

/** A word of study level ("estudiantes", "egresados", "bachilleres", "técnicos", "universitarios"). */
const esNivelDeEstudio = (k: string) => ESTUDIANTE.has(k) || EGRESADO.has(k) || BACHILLER.has(k) || TECNICO.has(k) || UNIVERSITARIO.has(k);

/**
 * A graduation year or "recién egresados" under a negation ("que no hayan egresado en 2024", "que no sean recién
 * egresados"): the ranking has no such exclusion, so the phrase, with its verb, is said back as not understood (never
 * read as its opposite, nor its "egresado" as a study level excluded).
 */
function egresoNegado(l: Lectura, negados: Set<number>, ig: Ignorados) {
  const PUENTE = claves(['en', 'el', 'del', 'de', 'ano', 'hayan', 'haya', 'sido', 'recien', 'desde', 'antes', 'despues', 'hasta', 'este']);
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i] || !negados.has(i) || (anio(l.t[i]!) === null && l.key(i) !== 'recien')) continue;
    let desde = i;
    while (desde > 0 && negados.has(desde - 1) && !l.usado[desde - 1] && (PUENTE.has(l.key(desde - 1)) || EGRESADO.has(l.key(desde - 1))))
      desde--;
    while (desde < i && PUENTE.has(l.key(desde)) && l.key(desde) !== 'recien') desde++;
    let hasta = i + 1;
    if (l.key(i) === 'recien' && EGRESADO.has(l.key(i + 1))) hasta++;
    l.usar(desde, hasta);
    ig.add(desde, texto(l, desde, hasta), 'no_entendido');
    i = hasta - 1;
  }
}

/**
 * Study-level words that are no study level here, said back as not understood: «técnico» right after a language
 * («inglés técnico»: a kind of English no CV field holds; read as the level, it listed technical applicants only), and
 * «titulado» under a negation («egresados no titulados»: the CVs hold no title apart from the bachelor's degree, and
 * read as graduates ruled out it listed nobody).
 */
function nivelQueNoEs(l: Lectura, hallazgos: Hallazgo[], negados: Set<number>, ig: Ignorados) {
  for (const h of hallazgos) {
    const j = h.fin;
    if (h.entidad.tipo !== 'idioma' || j >= l.t.length || l.usado[j] || !['tecnico', 'tecnica'].includes(l.key(j))) continue;
    l.usar(j, j + 1);
    ig.add(j, texto(l, j, j + 1), 'no_entendido');
  }
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i] || !negados.has(i) || !['titulado', 'titulada'].includes(l.key(i))) continue;
    l.usar(i, i + 1);
    ig.add(i, texto(l, i, i + 1), 'no_entendido');
  }
}

/** A form of «estudiar» that says where («estudien en», «estudió en», «estudiado en»), not «estudiantes». */
const estudiarEn = (k: string) => /^estudi(?:a|an|e|en|o|aron|ado|ada|ados|adas|ando|aste)$/.test(k);
/** What separates the items of a list under a negation («ni técnicos ni bachilleres», «egresados o bachilleres»). */
const SEPARA_ITEMS = new Set(['ni', 'o', 'u', ',']);
const VERBO_ESTUDIAR = new Set(['estudien', 'estudia', 'estudian', 'cursando']);
const TERMINA = {
  verbos: TERMINO_ESTUDIOS.verbos,
  entre: claves(TERMINO_ESTUDIOS.entre),
  que: claves(TERMINO_ESTUDIOS.que),
  antes: claves(TERMINO_ESTUDIOS.antes),
  despues: claves(TERMINO_ESTUDIOS.despues),
};

function nivelEstudios(l: Lectura, c: CriteriosAsistente, negados: Set<number> = new Set(), preferidos: Set<number> = new Set()) {
  if (preferidos.size > 0) {
    // "de preferencia egresados", "no tiene que ser egresado": a study level preferred, soft (never asked, never 100 %).
    const x = new Lectura(l.t);
    for (let i = 0; i < l.t.length; i++) x.usado[i] = l.usado[i]! || !preferidos.has(i) || negados.has(i);
    const pref = criteriosVacios();
    nivelEstudios(x, pref);
    for (let i = 0; i < l.t.length; i++) if (preferidos.has(i) && x.usado[i]) l.usar(i, i + 1);
    if (pref.niveles.length > 0) (c.preferir ??= {}).niveles = pref.niveles;
  }
  if (negados.size > 0) {
    // "que no sean egresados": the same words under a negation are levels excluded.
    const x = new Lectura(l.t);
    // "que no estudien derecho" leaves the career out, not the students: a verb of studying is no level here. Said
    // with nothing studied after it («excepto los que todavía estudian»), it is the students.
    const algoEstudiado = (i: number) =>
      i + 1 < l.t.length && !l.finDeFrase.has(i) && ![',', 'y', 'e', 'pero', 'que', 'con', 'sin'].includes(l.key(i + 1));
    for (let i = 0; i < l.t.length; i++) x.usado[i] = l.usado[i]! || !negados.has(i) || (VERBO_ESTUDIAR.has(l.key(i)) && algoEstudiado(i));
    // Each item of a list is a level of its own: «que no sean técnicos ni bachilleres» rules out the technical ones
    // and the bachelors (read as one, «técnicos» narrowed «bachilleres» to technical graduates and the bachelors
    // stayed, at 100 %); «que no sean egresados técnicos» stays one item.
    const excluidos = new Set<number>();
    let desde = 0;
    for (let i = 0; i <= l.t.length; i++) {
      if (i < l.t.length && !SEPARA_ITEMS.has(l.key(i))) continue;
      const y = new Lectura(l.t);
      for (let k = 0; k < l.t.length; k++) y.usado[k] = x.usado[k]! || k < desde || k >= i;
      const fuera = criteriosVacios();
      nivelEstudios(y, fuera);
      fuera.niveles.forEach((n) => excluidos.add(n));
      for (let k = desde; k < i; k++) if (negados.has(k) && y.usado[k]) l.usar(k, k + 1);
      desde = i + 1;
    }
    if (excluidos.size > 0) (c.excluir ??= {}).niveles = [...excluidos].sort((a, b) => a - b);
  }
  let est = false;
  let egr = false;
  let bach = false;
  let tec = false;
  let univ = false;
  // "los que ya terminaron la carrera", "que culminaron sus estudios": graduates, said with a verb.
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i] || !TERMINA.verbos.some((v) => l.key(i).startsWith(v))) continue;
    let j = i + 1;
    // «que hayan terminado»: the verb alone, at the end or before another clause.
    const solo = TERMINA.antes.has(l.key(i - 1)) && (i + 1 >= l.t.length || TERMINA.despues.has(l.key(i + 1)));
    if (solo) {
      egr = true;
      l.usar(i, i + 1);
      continue;
    }
    while (j < l.t.length && j <= i + 3 && !l.usado[j] && TERMINA.entre.has(l.key(j))) j++;
    if (j >= l.t.length || l.usado[j] || !TERMINA.que.has(l.key(j))) continue;
    egr = true;
    if (l.key(j) === 'universidad') univ = true;
    if (l.key(j) === 'instituto') tec = true;
    l.usar(i, j + 1);
  }
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i]) continue;
    const k = l.key(i);
    if (ESTUDIANTE.has(k)) est = true;
    else if (EGRESADO.has(k)) egr = true;
    else if (BACHILLER.has(k)) bach = true;
    else if (TECNICO.has(k)) tec = true;
    else if (UNIVERSITARIO.has(k)) univ = true;
    else if (k === 'profesional' && ['practica', 'practicante'].includes(l.key(i - 1))) egr = true;
    // "profesionales de psicología", "profesionales en contabilidad": people with the degree, i.e. graduates (not
    // "experiencia profesional en …", which is about experience).
    else if (k === 'profesional' && ['de', 'en'].includes(l.key(i + 1)) && !['experiencia', 'formacion'].includes(l.key(i - 1))) egr = true;
    else continue;
    l.usar(i, i + 1);
  }
  const tipos = tec || univ ? { tec, univ } : { tec: true, univ: true };
  const out = new Set<number>();
  if (!est && !egr && !bach) {
    if (tec || univ) {
      if (tipos.tec) [3, 4].forEach((n) => out.add(n));
      if (tipos.univ) [6, 7, 8].forEach((n) => out.add(n));
    }
  } else {
    if (est) {
      if (tipos.tec) out.add(3);
      if (tipos.univ) out.add(6);
    }
    if (egr) {
      if (tipos.tec) out.add(4);
      if (tipos.univ) [7, 8].forEach((n) => out.add(n));
    }
    if (bach) {
      if (tipos.univ) out.add(8);
      if (tec) out.add(4);
    }
  }
  c.niveles = [...out].sort((a, b) => a - b);
}

// ------------------------------------------------------------------ 6. cycles

/** A cycle range read: into the criteria, or into the exclusions when it was under a negation ("que no estén en los últimos ciclos"). */
type RangoCiclos = { ciclo_min?: number | null; ciclo_max?: number | null; ciclo_del_final?: boolean; ciclo_proporcional?: boolean };
const destinoCiclos = (c: CriteriosAsistente, negado: boolean): RangoCiclos => (negado ? (c.excluir ??= {}) : c);
/**
 * The cycles named right after «últimos ciclos» / «primeros ciclos», after a comma, a colon or «o sea» («, noveno o
 * décimo», «: 9no y 10mo»): two or more ordinals joined by «o», «y», «a» or commas, or one. Null when there are none.
 */
function ciclosNombradosTras(l: Lectura, desde: number): { ciclos: number[]; desde: number; fin: number } | null {
  let m = desde;
  while ([',', 'o', 'sea', 'es', 'decir', 'como', 'entre'].includes(l.key(m)) || l.t[m - 1]?.dosPuntos) {
    if (l.key(m) === 'o' && l.key(m + 1) !== 'sea') break;
    if (l.t[m - 1]?.dosPuntos && ![',', 'o', 'sea', 'es', 'decir', 'como', 'entre'].includes(l.key(m))) break;
    m++;
  }
  // Right after the word («ciclos (noveno o décimo)»: the brackets are not kept), two at least.
  const pegados = m === desde && !l.t[desde - 1]?.dosPuntos;
  // «: del sexto al octavo».
  if (['del', 'de', 'desde'].includes(l.key(m)) && l.t[m + 1] && numeroCiclo(l.t[m + 1]!, true) !== null) m++;
  const ciclos: number[] = [];
  let fin = m;
  for (let j = m; j < l.t.length && !l.usado[j];) {
    // One roman letter only after another numeral («IX y X»): else «y», «i», «x» are words.
    const n = /^[ivx]$/.test(l.t[j]!.raw) && ciclos.length === 0 ? null : numeroCiclo(l.t[j]!, true);
    if (n === null || n < 1 || n > 14) break;
    ciclos.push(n);
    fin = j + 1;
    if (![',', 'o', 'u', 'y', 'e', 'a', 'al', 'hasta'].includes(l.key(j + 1))) break;
    j += 2;
  }
  return ciclos.length > (pegados ? 1 : 0) ? { ciclos, desde: m, fin } : null;
}
/** datos.ts ANTES_DE_EL_CICLO as keys. */
const ANTES_EL_CICLO = new Set(ANTES_DE_EL_CICLO.map((w) => clave(w)));

/**
 * «último año», «penúltimo año» when the levels asked are not of one kind of studies: counted from the end of the
 * career (ciclo_del_final), so a technical student in V–VI is in the last year as a university one in IX–X is (read
 * as IX–X alone, «que no estén en último año» listed the technical last-year students at 100 %).
 */
const delFinal = (c: CriteriosAsistente) => {
  const tecnicos = c.niveles.some((x) => x === 3 || x === 4);
  const universitarios = c.niveles.some((x) => x === 6 || x === 7 || x === 8);
  return c.niveles.length === 0 || (tecnicos && universitarios);
};

/** Reaching a cycle is being in it or past it: «que ya lleguen al octavo ciclo», «que aún no lleguen al noveno ciclo». */
const LLEGAN = claves(['lleguen', 'llegue', 'llegan', 'llega', 'llegado', 'llegaron', 'alcancen', 'alcance', 'alcanzan', 'alcanzado']);

function ciclos(l: Lectura, c: CriteriosAsistente, v: Vocabulario, negados: Set<number> = new Set(), ig?: Ignorados) {
  // Technical students only: the levels asked say so, or, with none asked, the careers asked are taught only at
  // institutes («de los últimos ciclos de Computación e Informática» is V–VI, as its «último año» is).
  const soloTecnicos =
    c.niveles.length > 0 ? c.niveles.every((n) => n === 3 || n === 4) : c.carreras.length > 0 && !tiposDeCarreras(c, v).has(1);
  // "a punto de egresar", "por egresar" (datos.ts POR_EGRESAR): the last cycles, as "últimos ciclos".
  for (let i = 0; i < l.t.length; i++) {
    const f = l.usado[i] ? null : frase(l, i, FRASES_POR_EGRESAR);
    if (!f) continue;
    const negado = negados.has(i);
    const r = destinoCiclos(c, negado);
    r.ciclo_min = soloTecnicos ? 5 : 8;
    if (!soloTecnicos && delFinal(c) && negado) r.ciclo_proporcional = true;
    l.usar(i, i + f.length);
  }
  for (let i = 0; i < l.t.length; i++) {
    const k = l.key(i);
    if (k !== 'ciclo' && k !== 'semestre') continue;
    l.usar(i, i + 1);
    // «de últimos ciclos, noveno o décimo», «los últimos ciclos (9no y 10mo)»: the cycles it names say which.
    const vago = ['ultimo', 'primero'].includes(l.key(i - 1)) ? i - 1 : ['ultimo', 'primero'].includes(l.key(i + 1)) ? i + 1 : -1;
    const nombrados = vago >= 0 && !l.usado[vago] ? ciclosNombradosTras(l, Math.max(i, vago) + 1) : null;
    if (nombrados) {
      // «que no estén en los últimos ciclos: del sexto al octavo»: cycles outside the vague ones are those asked.
      const fuera = l.key(vago) === 'ultimo' ? Math.min(...nombrados.ciclos) < 8 : Math.max(...nombrados.ciclos) > 5;
      const r = destinoCiclos(c, (negados.has(i) || negados.has(vago)) && !fuera);
      r.ciclo_min = Math.min(...nombrados.ciclos);
      r.ciclo_max = Math.max(...nombrados.ciclos);
      l.usar(vago, vago + 1);
      l.usar(nombrados.desde, nombrados.fin);
      continue;
    }
    // "últimos ciclos" (VIII onwards; V onwards for technical students only), "primeros ciclos" (up to the first
    // cycle a CV records: "≤ V", technical "≤ III").
    for (const [palabra, tope] of [
      ['ultimo', 'min'],
      ['primero', 'max'],
    ] as const) {
      const j = l.key(i - 1) === palabra ? i - 1 : l.key(i + 1) === palabra ? i + 1 : -1;
      if (j < 0 || l.usado[j]) continue;
      const negado = negados.has(i) || negados.has(j);
      const r = destinoCiclos(c, negado);
      // "último ciclo" (both words singular) is the last cycle alone: X, VI for technical students only, counted
      // from the end of the career when the levels asked are not of one kind (read as "últimos ciclos", it listed
      // VIII and IX at 100 %).
      const unSolo = toClave(l.t[j]!.raw) === 'ultimo' && ['ciclo', 'semestre', 'siclo'].includes(toClave(l.t[i]!.raw));
      if (tope === 'min' && unSolo) {
        r.ciclo_min = r.ciclo_max = soloTecnicos ? 6 : 10;
        if (!soloTecnicos && delFinal(c)) r.ciclo_del_final = true;
      } else {
        if (tope === 'min') r.ciclo_min = soloTecnicos ? 5 : 8;
        else r.ciclo_max = soloTecnicos ? 3 : 5;
        // Levels of both kinds (or none): a technical student's last or first cycles may be read as a university's
        // (VIII onwards, up to V) or in proportion to six cycles (V onwards, up to III). What is asked takes the
        // narrower, what is ruled out the wider, so nobody either reading leaves out is at 100 %: «los últimos
        // ciclos» VIII onwards; «que no estén en los últimos ciclos» leaves out technical V–VI too (read as VIII alone,
        // they were listed at 100 %); «los primeros ciclos» technical up to III; «que no estén en los primeros
        // ciclos» leaves out technical up to V.
        const proporcional = tope === 'min' ? negado : !negado;
        if (!soloTecnicos && delFinal(c) && !r.ciclo_del_final && proporcional) r.ciclo_proporcional = true;
      }
      l.usar(j, j + 1);
    }
    if (l.usado[i - 1] && ['ultimo', 'primero'].includes(l.key(i - 1))) continue;
    if (l.usado[i + 1] && ['ultimo', 'primero'].includes(l.key(i + 1))) continue;
    // Numbers in a window around the word: "de 8vo ciclo en adelante", "entre 6 y 9 ciclo", "ciclo VIII", "del 7mo al 10mo ciclo".
    const nums: { i: number; n: number }[] = [];
    for (let j = Math.max(0, i - 6); j <= Math.min(l.t.length - 1, i + 3); j++) {
      if (j === i || l.usado[j]) continue;
      // Roman numerals: beside the word, or two letters or more in the window ("del VII al IX ciclo"), or one letter
      // closing a range that opens with one («ciclo VIII-X», «ciclo VIII al X»).
      const romanoAntes = (m: number) => /^[ivx]{2,}$/.test(l.t[m]?.raw ?? '');
      const cierraRango = romanoAntes(j - 1) || (['a', 'al', 'y', 'hasta'].includes(l.key(j - 1)) && romanoAntes(j - 2));
      const n = numeroCiclo(l.t[j]!, Math.abs(j - i) === 1 || l.t[j]!.raw.length >= 2 || cierraRango);
      if (n !== null && n >= 1 && n <= 12) nums.push({ i: j, n });
    }
    // Only numbers not separated from the word by another criterion: stop at a comma or "con".
    const cerca = nums.filter(({ i: j }) => {
      const [a, b] = j < i ? [j, i] : [i, j];
      // A comma inside a list of cycles («octavo, noveno o décimo ciclo») joins them.
      const enLista = (m: number) =>
        l.key(m) === ',' && numeroCiclo(l.t[m - 1]!, true) !== null && numeroCiclo(l.t[m + 1] ?? { raw: '', key: '' }, true) !== null;
      for (let m = a + 1; m < b; m++) if (([',', 'con', 'que'].includes(l.key(m)) && !enLista(m)) || l.usado[m]) return false;
      return true;
    });
    if (cerca.length === 0) continue;
    // Without a refused trait, nor a «no» that denies one: «de 8vo ciclo a más no embarazadas» is no maximum.
    const ventana = (a: number, b: number) => {
      const out: string[] = [];
      for (let m = Math.max(0, a); m <= b && m < l.t.length; m++) {
        if (m > i && l.key(m) === 'no' && rasgoEn(l, m + 1)) break;
        if (!l.rasgo.has(m)) out.push(l.key(m));
      }
      return out;
    };
    const desde = Math.min(i, ...cerca.map((x) => x.i)) - 3;
    const hasta = Math.max(i, ...cerca.map((x) => x.i)) + 3;
    const palabras = ventana(desde, hasta);
    const valores = cerca.map((x) => x.n);
    // "que no pasen del sexto ciclo" is a bound (below); "que no estén en VIII ciclo" leaves that cycle out.
    const acotado =
      palabras.includes('no') && ['pasen', 'pase', 'superen', 'supere', 'excedan', 'mayor', 'mas'].some((w) => palabras.includes(w));
    const r = destinoCiclos(c, !acotado && (negados.has(i) || cerca.some((x) => negados.has(x.i))));
    if (valores.length >= 2) {
      r.ciclo_min = Math.min(...valores);
      r.ciclo_max = Math.max(...valores);
      // "de 7mo o 9no ciclo": cycles listed as alternatives with a gap are read as the range that holds them (the
      // criteria have ranges only), so the gap is said back and nobody is at 100 % (an VIII was, before).
      const posiciones = cerca.map((x) => x.i).sort((a, b) => a - b);
      const entre = l.t.slice(posiciones[0]!, posiciones.at(-1)! + 1).map((t) => t.key);
      const lista = entre.some((k) => ['o', 'u', 'ni', 'y', ','].includes(k)) && !entre.some((k) => ['a', 'al', 'hasta'].includes(k));
      if (ig && lista && !palabras.includes('entre') && new Set(valores).size < r.ciclo_max - r.ciclo_min + 1)
        ig.add(posiciones[0]!, texto(l, posiciones[0]!, posiciones.at(-1)! + 1), 'no_entendido');
    } else {
      const n = valores[0]!;
      const minimo =
        palabras.includes('adelante') ||
        palabras.includes('arriba') ||
        palabras.includes('partir') ||
        palabras.includes('desde') ||
        palabras.includes('minimo') ||
        (palabras.includes('mas') && !palabras.includes('maximo')) ||
        palabras.includes('superior') ||
        palabras.includes('mayor') ||
        palabras.some((w) => LLEGAN.has(w));
      // "que no pasen del sexto ciclo", "no mayor a VI ciclo": a maximum.
      const noMas =
        palabras.includes('no') && ['pasen', 'pase', 'superen', 'supere', 'excedan', 'mayor', 'mas'].some((w) => palabras.includes(w));
      const maximo =
        // «del séptimo ciclo para abajo».
        palabras.includes('abajo') ||
        palabras.includes('hasta') ||
        palabras.includes('maximo') ||
        palabras.includes(clave('menos')) ||
        palabras.includes('menor') ||
        palabras.includes('inferior') ||
        noMas;
      // "menos de 6to ciclo", "más de 7mo", "mayor a 8": a comparison right before the number leaves it out.
      const comparado = cerca[0]!.i;
      const estricto =
        !noMas &&
        ['de', 'del', 'a', 'al', 'que'].includes(l.key(comparado - 1)) &&
        [clave('menos'), 'mas', 'mayor', 'menor', 'superior', 'inferior'].includes(l.key(comparado - 2));
      if (noMas) r.ciclo_max = n;
      else if (minimo && !maximo) r.ciclo_min = estricto ? n + 1 : n;
      else if (maximo && !minimo) r.ciclo_max = estricto ? n - 1 : n;
      else {
        r.ciclo_min = n;
        r.ciclo_max = n;
      }
    }
    for (const x of cerca) l.usar(x.i, x.i + 1);
    for (let j = Math.max(0, desde); j <= Math.min(l.t.length - 1, hasta); j++) {
      if (
        [
          'adelante',
          'arriba',
          'abajo',
          'partir',
          'desde',
          'minimo',
          'mas',
          'hasta',
          'maximo',
          clave('menos'),
          'entre',
          'superior',
          'mayor',
          'menor',
          'inferior',
          'no',
          'pasen',
          'pase',
          'superen',
          'supere',
          'excedan',
        ].includes(l.key(j)) ||
        LLEGAN.has(l.key(j))
      )
        l.usar(j, j + 1);
    }
  }
}

// ------------------------------------------------------------------ 7. graduation years

function egreso(
  l: Lectura,
  c: CriteriosAsistente,
  now: Date,
  negados: Set<number> = new Set(),
  ig?: Ignorados,
  preferidos: Set<number> = new Set(),
) {
  // A graduation year under a negation ("que no hayan egresado en 2024") is no exclusion the ranking has: said back
  // as not understood, never turned into its opposite.
  const apartar = (desde: number, hasta: number) => {
    l.usar(desde, hasta);
    ig?.add(desde, texto(l, desde, hasta), 'no_entendido');
  };
  const actual = now.getUTCFullYear();
  // "de los últimos 2 años", "del último año"
  for (let i = 0; i < l.t.length; i++) {
    if (l.key(i) !== 'ultimo' || l.usado[i]) continue;
    let j = i + 1;
    let n = 1;
    const w = toClave(l.t[j]?.raw ?? '');
    if (/^\d{1,2}$/.test(w)) {
      n = Number(w);
      j++;
    } else if (CARDINALES[w] !== undefined) {
      n = CARDINALES[w]!;
      j++;
    }
    if (l.key(j) !== 'ano') continue;
    l.usar(i, j + 1);
    const negado = negados.has(i) || negados.has(j);
    // Students "del último año" are in the last cycles (two per year), not graduates: "de último año" (no number,
    // and graduates not asked) is cycles IX–X (V–VI for technical students only), the last two of a ten-cycle career.
    const soloEstudiantes = c.niveles.length > 0 && c.niveles.every((x) => x === 3 || x === 6);
    const sinEgresados = !c.niveles.some((x) => x === 4 || x === 7 || x === 8);
    // «técnicos de último año», «universitarios del último año»: a kind asked without a status (students and graduates
    // of it) is in its last year of study — its students; «último año» was read as graduated in the last year.
    const deUnTipo = c.niveles.some((x) => x === 3 || x === 6) && !sinEgresados;
    // «mejor si están en último año», «de preferencia de último año»: the years of study order, like a cycle
    // preferred, and leave nobody out (neither the graduates nor the other cycles).
    const preferido = !negado && j === i + 1 && preferidos.has(i) && preferidos.has(j);
    // «egresados o del último año», «egresados o alumnos de último año»: graduates, or students in their last year (the
    // cycle range is the students' part only; read as graduated in the last year, the students were lost).
    const oEgresados =
      !negado &&
      !preferido &&
      j === i + 1 &&
      c.niveles.some((x) => x === 4 || x === 7 || x === 8) &&
      [i - 1, i - 2, i - 3].some(
        (m) => m >= 0 && ['o', 'u'].includes(l.key(m)) && !l.t.slice(m + 1, i).some((t) => /^egres|^bachiller/.test(t.key)),
      );
    if (oEgresados) {
      c.niveles = [
        ...new Set([...c.niveles, ...(c.niveles.includes(4) && !c.niveles.some((x) => x === 7 || x === 8) ? [3] : [3, 6])]),
      ].sort((a, b) => a - b);
      const tecnicos = c.niveles.every((x) => x === 3 || x === 4);
      c.ciclo_min = Math.max(1, (tecnicos ? 7 : 11) - 2 * n);
      c.ciclo_max = tecnicos ? 6 : 10;
      if (delFinal(c)) c.ciclo_del_final = true;
      continue;
    }
    if (deUnTipo && j === i + 1 && !negado && !preferido) c.niveles = c.niveles.filter((x) => x === 3 || x === 6);
    if (soloEstudiantes || (sinEgresados && j === i + 1) || (deUnTipo && j === i + 1 && !negado)) {
      const tecnicos = c.niveles.length > 0 && c.niveles.every((x) => x === 3 || x === 4);
      const r: RangoCiclos = preferido ? (c.preferir ??= {}) : destinoCiclos(c, negado);
      r.ciclo_min = Math.max(1, (tecnicos ? 7 : 11) - 2 * n);
      if (j === i + 1) r.ciclo_max = tecnicos ? 6 : 10;
      if (delFinal(c)) r.ciclo_del_final = true;
      continue;
    }
    if (negado) {
      apartar(i, j + 1);
      continue;
    }
    c.egreso_desde = actual - n;
    c.egreso_hasta = actual;
  }
  // "recién egresados": the last year.
  for (let i = 0; i < l.t.length; i++) {
    if (l.key(i) === 'recien' && negados.has(i)) apartar(i, l.key(i + 1).startsWith('egres') ? i + 2 : i + 1);
    // Not a «recién» of a refused trait («que recién hayan cumplido la mayoría de edad»).
    else if (l.key(i) === 'recien' && c.egreso_desde === null && !l.rasgo.has(i)) {
      c.egreso_desde = actual - 1;
      c.egreso_hasta = actual;
      l.usar(i, i + 1);
    }
  }
  // «de este año», «del presente año», «del año pasado»: that year, as a number (graduates; students' years are
  // years of study).
  if (!(c.niveles.length > 0 && c.niveles.every((x) => x === 3 || x === 6))) {
    for (let i = 0; i + 1 < l.t.length; i++) {
      if (l.usado[i] || l.usado[i + 1]) continue;
      const este = (l.key(i) === 'este' || l.key(i) === 'presente') && l.key(i + 1) === 'ano';
      const pasado = l.key(i) === 'ano' && l.key(i + 1) === 'pasado';
      if (!este && !pasado) continue;
      // Only as a graduation's («de este año», «egresados este año»): «este año queremos ordenar los costos» is when.
      // «que terminaron el año pasado», «egresados este año»: a verb of finishing or a graduate's word before it.
      const b = l.key(i - 1) === 'el' ? i - 2 : i - 1;
      const acabo =
        b >= 0 && (EGRESADO.has(l.key(b)) || /^(termin|culmin|acab|finaliz|egres)[a-z]*(aron|ieron|o)$/.test(toClave(l.t[b]!.raw)));
      if (!['de', 'del', 'en'].includes(l.key(i - 1)) && !acabo) continue;
      const y = String(este ? actual : actual - 1);
      l.t[i] = { raw: y, key: y };
      l.usar(i + 1, i + 2);
    }
  }
  const anios: { i: number; y: number }[] = [];
  for (let i = 0; i < l.t.length; i++) {
    const y = l.usado[i] ? null : anio(l.t[i]!);
    // «que ingresaron a la carrera en 2023», «empezaron en 2022»: a year of entry, which no CV field holds; said back,
    // never a graduation year.
    const ingreso = y !== null && [1, 2, 3, 4, 5].some((d) => i - d >= 0 && INGRESO.test(toClave(l.t[i - d]!.raw)));
    // «estudiantes de la promoción 2027»: a year still to come is when students expect to finish, which no CV holds
    // (graduates have passed it): said back, never a filter that leaves everyone out.
    const porVenir = y !== null && y > actual;
    if (y !== null && (negados.has(i) || ingreso || porVenir)) apartar(porVenir && PROMOCION.has(l.key(i - 1)) ? i - 1 : i, i + 1);
    else if (y !== null) anios.push({ i, y });
  }
  if (anios.length === 0) return;
  const antes = (i: number) => [l.key(i - 1), l.key(i - 2), l.key(i - 3)];
  if (anios.length >= 2) {
    c.egreso_desde = Math.min(...anios.map((a) => a.y));
    c.egreso_hasta = Math.max(...anios.map((a) => a.y));
  } else {
    const { i, y } = anios[0]!;
    const previas = antes(i);
    const despues = [l.key(i + 1), l.key(i + 2)];
    if (
      previas.includes('desde') ||
      previas.includes('partir') ||
      despues.includes('adelante') ||
      (despues.includes('mas') && despues[0] !== 'o')
    )
      c.egreso_desde = y;
    else if (previas.includes('hasta')) c.egreso_hasta = y;
    // «antes del 2020», «después del 2023» leave that year out (keys: the singular folds «antes» and «después»).
    else if (previas.includes(clave('antes'))) c.egreso_hasta = y - 1;
    else if (previas.includes(clave('después'))) {
      c.egreso_desde = y + 1;
      l.usar(i - 1 - previas.indexOf(clave('después')), i - previas.indexOf(clave('después')));
    } else if (despues[0] === 'o' && despues[1] === 'mas') c.egreso_desde = y;
    else {
      c.egreso_desde = y;
      c.egreso_hasta = y;
    }
  }
  for (const a of anios) l.usar(a.i, a.i + 1);
  // Asking for a graduation year asks for graduates (unless the level says otherwise).
  if (c.niveles.length === 0) c.niveles = [4, 7, 8];
}

// ------------------------------------------------------------------ 7b. what is said but not searched

/** The parts of the request set aside, in the order they were written. */
class Ignorados {
  private readonly lista: { i: number; item: IgnoradoAsistente }[] = [];
  add(i: number, texto: string, motivo: MotivoIgnorado) {
    if (!this.lista.some((x) => x.item.texto === texto && x.item.motivo === motivo)) this.lista.push({ i, item: { texto, motivo } });
  }
  items(): IgnoradoAsistente[] {
    return [...this.lista].sort((a, b) => a.i - b.i).map((x) => x.item);
  }
  /** Whether something starting in [desde, hasta) was said back. */
  dentro(desde: number, hasta: number): boolean {
    return this.lista.some((x) => x.i >= desde && x.i < hasta);
  }
}

const texto = (l: Lectura, desde: number, hasta: number) =>
  l.t
    .slice(desde, hasta)
    .map((t) => t.raw)
    .join(' ')
    .replace(/ ,/g, ',');

/** Words of an age limit around a number: "menores de 25 años", "entre 20 y 25 años", "edad máxima 30". */
const EDAD_ALREDEDOR = new Set([
  // «que no pasen los 35 años».
  'los',
  'menor',
  'menore',
  'mayor',
  'mayore',
  'de',
  'entre',
  'y',
  'a',
  'hasta',
  'maximo',
  'maxima',
  'minimo',
  'minima',
  'con',
  'edad',
  'tengan',
  'tenga',
  'no',
  'pasen',
  'mas',
]);

/** Phrases of a data list as token keys (folded like the request), longest first. */
function frases(lista: string[]): string[][] {
  return [...new Set(lista)]
    .map((x) => tokenizar(x).map((t) => t.key))
    .filter((f) => f.length > 0)
    .sort((a, b) => b.length - a.length);
}
/** The phrase of `lista` that starts at token i among unused tokens, if any (the longest). */
function frase(l: Lectura, i: number, lista: string[][]): string[] | null {
  for (const f of lista) {
    let ok = true;
    for (let n = 0; n < f.length && ok; n++) ok = !l.usado[i + n] && l.key(i + n) === f[n];
    if (ok) return f;
  }
  return null;
}

/** Whether a protected trait (or a height) starts at token i among unused tokens. */
function rasgoEn(l: Lectura, i: number): boolean {
  return !l.usado[i] && (frase(l, i, FRASES_PROTEGIDAS) !== null || ALTURA.test(l.key(i)));
}
const FRASES_PROTEGIDAS = frases([...Object.values(PROTEGIDOS).flat(), ...PROTEGIDOS_PRIMERO]);
/** The one-word protected traits by their sound (texto.ts `fonetica`). */
const FONETICA_PROTEGIDA = new Map(
  frases(Object.values(PROTEGIDOS).flat())
    .filter((f) => f.length === 1 && f[0]!.length >= 5)
    .map((f) => [fonetica(f[0]!), f[0]!] as const),
);
/** Words of a count after a figure («los 10 mejores»). */
const PIDE_CANTIDAD_CLAVES = claves(['mejores', 'mejor', 'primeros', 'primeras', 'postulantes', 'candidatos']);
/** «los 10 mejores»: a count (its «los» or its figure) at i, never an age's figure. */
const esCantidad = (l: Lectura, i: number) =>
  (/^\d/.test(l.key(i)) && PIDE_CANTIDAD_CLAVES.has(l.key(i + 1))) ||
  (l.key(i) === 'los' && /^\d/.test(l.key(i + 1)) && PIDE_CANTIDAD_CLAVES.has(l.key(i + 2)));
/** The age words (PROTEGIDOS.edad) as their keys: they take the figures after them. */
const FRASES_EDAD = new Set(frases(PROTEGIDOS.edad ?? []).map((f) => f.join(' ')));
/** What the first pass reads: the age and measure words (with their figures only) and PROTEGIDOS_PRIMERO. */
const FRASES_PRIMERO_SOLAS = new Set(frases(PROTEGIDOS_PRIMERO).map((f) => f.join(' ')));
const FRASES_PRIMERO = frases([
  ...(PROTEGIDOS.edad ?? []),
  ...PROTEGIDOS_PRIMERO,
  'talla',
  'estatura',
  'altura',
  'peso',
  'pesen',
  'pese',
  'mida',
  'midan',
  'mide',
  'miden',
  'medir',
]);
/** A height in metres: 1.40 to 2.19 with two decimals (nothing else a recruiter asks is written so). */
const ALTURA = /^(1\.[4-9]\d|2\.[01]\d)$/;
/** The tattoo and piercing words the body part after them goes with. */
const MARCAS_EN_EL_CUERPO = new Set(frases(PROTEGIDOS.tatuajes ?? []).map((f) => f.join(' ')));
const PARTES_CUERPO = claves(PARTES_DEL_CUERPO);
/** Affiliation words (PROTEGIDOS.afiliacion) and the words that end the name that follows them. */
const AFILIACION = new Set(
  (PROTEGIDOS.afiliacion ?? []).map((x) =>
    tokenizar(x)
      .map((t) => t.key)
      .join(' '),
  ),
);
const FIN_AFILIACION = new Set(['con', 'que', 'y', 'o', 'sin', 'en', 'de', 'del', 'para', 'excepto', 'ni', 'no']);
/** Words that go with a protected trait: "sin hijos", "con tatuajes", "buena presencia", "nacidos después del 2003". */
const ANTES_PROTEGIDO = claves([
  // «recién salidos del colegio»: the school left lately, an age.
  'recien',
  // «que se vean atléticos», «que luzcan jóvenes».
  'vean',
  'vea',
  'luzcan',
  'luzca',
  'sin',
  'con',
  'buena',
  'buen',
  'tengan',
  'tenga',
  'sean',
  'sea',
  'que',
  'no',
  // "que vayan a misa", "que asistan a la iglesia": the verb and its article go with the trait.
  'vayan',
  // «que no usen lentes», «que no planeen tener hijos», «que no pertenezcan a un sindicato», «que no estén
  // embarazadas», «ni piercings»: the verb, its article or the «ni» that joins it go with the trait too.
  'usen',
  'use',
  'planeen',
  'planee',
  'piensen',
  'piense',
  // «que no estén pensando en tener familia», «planeando tener un bebé».
  'pensando',
  'planeando',
  'pertenezcan',
  'pertenezca',
  'esten',
  'este',
  'un',
  'una',
  'ni',
  'ninguna',
  'ningun',
  'vaya',
  'asistan',
  'asista',
  'acudan',
  'practiquen',
  'profesen',
  'a',
  'la',
]);
/** Adjectives that describe a protected trait right after it ("tez clara", "ojos azules"): part of the trait. */
const DESCRIBE_RASGO = claves([
  'clara',
  'claro',
  'claros',
  'claras',
  'oscura',
  'oscuro',
  'oscuros',
  'oscuras',
  'blanca',
  'blanco',
  'morena',
  'moreno',
  'triguena',
  'trigueno',
  'canela',
  'azules',
  'verdes',
  'lacio',
  'rizado',
  'crespo',
  'rubio',
  'rubia',
  // «sin tatuajes visibles», «hijos pequeños», «de origen andino»: part of the trait, never a word searched.
  'visible',
  'visibles',
  'pequeno',
  'pequenos',
  'pequena',
  'pequenas',
  'andino',
  'andina',
  'andinos',
  'andinas',
  'amazonico',
  'amazonica',
  'extranjero',
  'extranjera',
  // «que no tengan dejo serrano»: the accent's origin.
  'serrano',
  'serrana',
  'provinciano',
  'provinciana',
  'costeno',
  'norteno',
  'charapa',
  // «sin orientación sexual diversa», «sin problemas de salud mental».
  'mental',
  'diversa',
  'diverso',
]);
/** Words of a body measure ("midan", "talla", "peso") that take the comparison and the figure after them. */
const MEDIDA = claves(['mida', 'midan', 'mide', 'miden', 'medir', 'midiendo', 'talla', 'estatura', 'altura', 'peso', 'pesen', 'pese']);
const DESPUES_MEDIDA = claves([
  'mas',
  'menos',
  'de',
  'del',
  'que',
  'a',
  'partir',
  'para',
  'arriba',
  'abajo',
  'entre',
  'y',
  'minimo',
  'maximo',
  'minima',
  'maxima',
  'metro',
  'metros',
  'm',
  'cm',
  'kilo',
  'kilos',
  'kg',
  'como',
]);
/** A measure said in words: «un metro setenta», «metro sesenta y cinco», «cincuenta kilos». */
const CIFRA_DE_MEDIDA = claves([
  'un',
  'uno',
  'cinco',
  'cuarenta',
  'cincuenta',
  'sesenta',
  'setenta',
  'ochenta',
  'noventa',
  'cien',
  'centimetro',
  'centimetros',
]);
const DESPUES_NACIMIENTO = claves([
  'luego',
  'posterior',
  'posteriores',
  'anterior',
  'anteriores',
  'al',
  'los',
  'las',
  'la',
  'decada',
  'despues',
  'antes',
  'del',
  'de',
  'en',
  'el',
  'a',
  'partir',
  'entre',
  'y',
  'desde',
  'hasta',
  'ano',
  'o',
  'mas',
  'para',
  'adelante',
  'arriba',
]);

const DURACION_DESPUES = claves([
  'experiencia',
  'trabajando',
  'laborando',
  'egresado',
  'egresada',
  'egreso',
  'estudio',
  'estudiando',
  'carrera',
  'practica',
  // A company's years («20 años de trayectoria», «30 años en el mercado»).
  'trayectoria',
  'mercado',
  'rubro',
  'operando',
]);
/** Words after «N años» that start another criterion: the duration word after them is not the years'. */
const SEPARAN_EDAD = claves(['con', 'sin', 'y', 'e', 'o', ',', 'que']);
// «llevamos 20 años en el rubro», «tenemos 30 años»: the writer's own years (a company's), never an applicant's age.
const DURACION_ANTES = claves(['ultimo', 'ultimos', 'hace', 'durante', 'por', 'minimo', 'llevamos', 'llevo', 'tenemos', 'cumplimos']);

/**
 * Where someone was born is origin, never where they live: the place right after «nacido(s) en», «natural(es) de»
 * («que hayan nacido en Lima», «naturales de Arequipa») is refused with the trait, not read as residence.
 */
function lugarDeNacimiento(l: Lectura, hallazgos: Hallazgo[], ig: Ignorados) {
  for (let n = hallazgos.length - 1; n >= 0; n--) {
    const h = hallazgos[n]!;
    if (h.entidad.tipo !== 'lugar' && h.entidad.tipo !== 'region') continue;
    if (!['en', 'de'].includes(l.key(h.inicio - 1)) || !/^(nac|nas|natural|nativ|oriund|dni$)/.test(l.key(h.inicio - 2))) continue;
    // «con DNI de Lima»: where the document was issued is origin too (residence is asked as «que vivan en Lima»);
    // «con DNI» alone is no trait, so the document's words are refused only with the place.
    const dni = l.key(h.inicio - 2) === 'dni';
    const desde = dni ? (l.key(h.inicio - 3) === 'con' && !l.usado[h.inicio - 3] ? h.inicio - 3 : h.inicio - 2) : h.inicio - 1;
    l.usar(desde, h.fin);
    for (let m = desde; m < h.fin; m++) l.rasgo.add(m);
    ig.add(desde, texto(l, desde, h.fin), 'protegido');
    hallazgos.splice(n, 1);
  }
}

const FRASES_PREFERENCIA_ANTES = frases(PREFERENCIAS_ANTES);
/**
 * «de preferencia mujeres con 1 año de experiencia»: where a preference marker said right before the trait at
 * `desde` starts (-1 if none). The marker is the trait's: the rest of the request is read as if both were absent.
 */
function preferenciaDelRasgo(l: Lectura, desde: number): number {
  let m = desde;
  while (m > 0 && !l.usado[m - 1] && ['que', 'sean', 'sea', 'son', 'los', 'las'].includes(l.key(m - 1))) m--;
  for (const f of FRASES_PREFERENCIA_ANTES) {
    const inicio = m - f.length;
    if (inicio >= 0 && f.every((w, n) => l.key(inicio + n) === w && !l.usado[inicio + n])) return inicio;
  }
  return -1;
}
const PALABRAS_CICLO = claves(['ciclo', 'ciclos', 'semestre', 'semestres']);
/**
 * «de 8vo ciclo a más entre 20 y 28 años», «del ciclo 8 a más de 25 años»: the «a más» that closes a cycle is the
 * cycle's minimum, not the start of an age; the age's words begin after it.
 */
function despuesDelCiclo(l: Lectura, desde: number, hasta: number): number {
  for (let j = Math.max(1, desde - 1); j < hasta - 1; j++) {
    if (l.key(j) !== 'a' || l.key(j + 1) !== 'mas') continue;
    if (!PALABRAS_CICLO.has(l.key(j - 1)) && !(PALABRAS_CICLO.has(l.key(j - 2)) && /^\d{1,2}$/.test(l.key(j - 1)))) continue;
    let d = j + 2;
    while (d < hasta - 1 && /^(de|y|a|con|no)$/.test(l.key(d))) d++;
    return d;
  }
  return desde;
}

/** Sex, age and other protected traits (datos.ts PROTEGIDOS, decision 048): set aside with their reason, never searched. */
/** Protests and strikes (a protected affiliation), and the words that end where they were. */
const PROTESTAS = claves(['protestas', 'marchas', 'huelgas', 'paros', 'movilizaciones', 'marchado', 'protestado']);
const FIN_DE_PROTESTA = claves([',', 'y', 'e', 'o', 'u', 'que', 'con', 'sin', 'pero', 'ni', 'para']);

function protegidos(l: Lectura, ig: Ignorados, temprano = false) {
  const rechazar = (desde: number, hasta: number) => {
    l.usar(desde, hasta);
    for (let m = desde; m < hasta; m++) l.rasgo.add(m);
    ig.add(desde, texto(l, desde, hasta), 'protegido');
  };
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i]) continue;
    const f = frase(l, i, temprano ? FRASES_PRIMERO : FRASES_PROTEGIDAS);
    // «notas altas», «ciclos más altos»: a height only when said of people.
    const altoNoDePersonas = f?.length === 1 && /^(alt|baj)(it)?[oa]s?$/.test(toClave(l.t[i]!.raw)) && altoDeOtraCosa(l, i);
    // «Hijito, ¿cuánta levadura…?», «mijita, pásame…»: a fond way of addressing the assistant, not a child.
    if (
      f?.length === 1 &&
      /^(hijit[oa]|mij[oa]|mijit[oa])$/.test(toClave(l.t[i]!.raw)) &&
      l.key(i + 1) === ',' &&
      (i === 0 || SALUDO_SUELTO.has(l.key(i - 1)))
    ) {
      l.usar(i, i + 1);
      continue;
    }
    // «un kilo de harina»: a thing weighed, not a body.
    if (f?.length === 1 && /^kilos?$/.test(toClave(l.t[i]!.raw)) && l.key(i + 1) === 'de' && /^[a-z]{3,}$/.test(l.key(i + 2))) continue;
    // «pese a haber egresado»: «despite», not a weight.
    if (f?.length === 1 && toClave(l.t[i]!.raw) === 'pese' && l.key(i + 1) === 'a') continue;
    // «el Día de la Madre», «por el día del padre»: a date of the calendar, not a status of the applicants.
    const fin = i + (f?.length ?? 0) - 1;
    if (f && /^(madre|padre|nino|mujer)$/.test(l.key(fin)) && [i - 1, i - 2, i - 3].some((m) => l.key(m) === 'dia')) {
      l.usar(i, fin + 1);
      continue;
    }
    // «ojo: ninguno de computación», «ojo, que sepan SAP»: a warning, not an eye (one is said with its article).
    if (f?.length === 1 && l.t[i]!.raw === 'ojo' && !['un', 'el', 'del', 'su', 'sus', 'de', 'mal'].includes(l.key(i - 1))) {
      l.usar(i, i + 1);
      continue;
    }
    if (f && !altoNoDePersonas) {
      const k = f.join(' ');
      let desde = i;
      while (desde > 0 && desde > i - 3 && !l.usado[desde - 1] && ANTES_PROTEGIDO.has(l.key(desde - 1))) desde--;
      while (desde < i && ['que', 'no', 'sean', 'sea', 'tengan', 'tenga'].includes(l.key(desde)) && l.key(desde) !== 'no') desde++;
      let hasta = i + f.length;
      let cifra = false;
      // Birth: "nacidos después del 2003", "año de nacimiento 2000 o más".
      // When they left school («salido del colegio del 2019 para adelante»): a birth year by another name.
      if ((/^na[cs]/.test(f[0]!) || f.includes('colegio')) && FRASES_EDAD.has(k)) {
        if (l.key(i - 1) === 'de' && ['ano', 'fecha'].includes(l.key(i - 2))) desde = i - 2;
        while (
          hasta < l.t.length &&
          hasta < i + 7 &&
          !l.usado[hasta] &&
          (DESPUES_NACIMIENTO.has(l.key(hasta)) ||
            /^\d{4}$/.test(l.key(hasta)) ||
            // «nacidos en los 90»: a decade; not «los 10 mejores», a count after the years.
            (/^\d{2}$/.test(l.key(hasta)) &&
              !l.t.slice(i, hasta).some((t) => /^\d/.test(t.key)) &&
              !PIDE_CANTIDAD_CLAVES.has(l.key(hasta + 1))))
        )
          hasta++;
        while (hasta > i + f.length && !/^\d/.test(l.key(hasta - 1))) hasta--;
        cifra = true;
      } else if (FRASES_EDAD.has(k) || f[f.length - 1] === 'menor') {
        // An age word and the figures after it: «de edad entre 20 y 30», «edad mínima 21», «jóvenes de 20 a 25».
        let fin = hasta;
        while (
          fin < l.t.length &&
          !l.usado[fin] &&
          !esCantidad(l, fin) &&
          (EDAD_ALREDEDOR.has(l.key(fin)) || /^\d{1,2}$/.test(l.key(fin)) || l.key(fin) === 'ano')
        )
          fin++;
        while (fin > hasta && /^(de|y|a|con|no|mas|los)$/.test(l.key(fin - 1))) fin--;
        const cifras = l.t.slice(hasta, fin).some((t) => /^\d/.test(t.key));
        if (cifras && !['ciclo', 'semestre'].includes(l.key(fin))) {
          hasta = fin;
          cifra = true;
        }
        // «de 20 a 30 años de edad»: the figures before the age word.
        if (k === 'edad' && l.key(i - 1) === 'de' && l.key(i - 2) === 'ano' && /^\d{1,2}$/.test(l.key(i - 3))) {
          desde = i - 3;
          while (desde > 0 && !l.usado[desde - 1] && (EDAD_ALREDEDOR.has(l.key(desde - 1)) || /^\d{1,2}$/.test(l.key(desde - 1)))) desde--;
          while (desde < i && /^(de|y|a|con|no)$/.test(l.key(desde))) desde++;
          desde = despuesDelCiclo(l, desde, i);
          cifra = true;
        }
      }
      // A body measure: "que midan más de 1.60", "talla mínima 1.65 m", "peso hasta 70 kilos".
      if (MEDIDA.has(f[f.length - 1]!)) {
        while (
          hasta < l.t.length &&
          hasta < i + 8 &&
          !l.usado[hasta] &&
          (DESPUES_MEDIDA.has(l.key(hasta)) || /^\d+([.,]\d+)?$/.test(l.key(hasta)) || CIFRA_DE_MEDIDA.has(l.key(hasta)))
        )
          hasta++;
        while (
          hasta > i + f.length &&
          !/^\d/.test(l.key(hasta - 1)) &&
          !DESPUES_MEDIDA.has(l.key(hasta - 1)) &&
          !CIFRA_DE_MEDIDA.has(l.key(hasta - 1))
        )
          hasta--;
        while (hasta > i + f.length && ['de', 'del', 'que', 'a', 'y', 'entre', 'como'].includes(l.key(hasta - 1))) hasta--;
        // «de 1.70 de estatura a más»: the figure before the measure word.
        const n = l.key(i - 1) === 'de' ? i - 2 : i - 1;
        if (n >= 0 && !l.usado[n] && ALTURA.test(l.key(n))) desde = Math.min(desde, l.key(n - 1) === 'de' && !l.usado[n - 1] ? n - 1 : n);
        cifra = l.t.slice(desde, hasta).some((t) => /^\d/.test(t.key));
      }
      // Read first only what other passes would misread: the phrases of PROTEGIDOS_PRIMERO, and ages, births and
      // measures with their figures (counts, cycles, graduation years and lengths would take those).
      if (temprano && !cifra && !FRASES_PRIMERO_SOLAS.has(k)) continue;
      // The colour or shape that describes it: "tez clara", "piel oscura", "ojos claros", "pelo lacio".
      while (hasta < l.t.length && hasta < i + f.length + 2 && !l.usado[hasta] && DESCRIBE_RASGO.has(l.key(hasta))) hasta++;
      // When a plan is for («que no piensen embarazarse este año», «tener hijos pronto»): the plan's, not a graduation year.
      for (const tiempo of TIEMPO_DEL_RASGO)
        if (tiempo.every((w, n) => l.key(hasta + n) === w && !l.usado[hasta + n])) {
          hasta += tiempo.length;
          break;
        }
      // The people or the place of an ancestry: «de ascendencia japonesa», «descendientes de chinos», «de origen andino».
      if (
        ANCESTRO.has(k) &&
        hasta === i + f.length &&
        hasta < l.t.length &&
        !l.usado[hasta] &&
        /^[a-z]{4,}$/.test(l.key(hasta)) &&
        !FIN_ANCESTRO.has(l.key(hasta)) &&
        !PERSONA_SUELTA.has(l.key(hasta))
      )
        hasta++;
      // Where a protest was («las protestas del sur», «las marchas de Lima»): the place is the event's, refused with it.
      if (PROTESTAS.has(f[f.length - 1]!) && ['de', 'del', 'en'].includes(l.key(hasta)) && !l.usado[hasta]) {
        let fin = hasta + 1;
        while (fin < l.t.length && fin < hasta + 5 && !l.usado[fin] && !l.finDeFrase.has(fin - 1) && !FIN_DE_PROTESTA.has(l.key(fin)))
          fin++;
        hasta = fin;
      }
      // Where a tattoo or a piercing is: «sin tatuajes en los brazos ni en el cuello», «piercings en la lengua».
      if (MARCAS_EN_EL_CUERPO.has(f[f.length - 1]!)) hasta = partesDelCuerpo(l, hasta);
      // A party or a union named after "simpatizantes de", "militantes del", "afiliados al" ("Fuerza Popular",
      // "Perú Libre"): part of the trait, never a keyword nor a place.
      if (AFILIACION.has(k) && ['de', 'del', 'al', 'a'].includes(l.key(hasta))) {
        let fin = hasta + 1;
        while (fin < l.t.length && fin < hasta + 5 && !l.usado[fin] && !FIN_AFILIACION.has(l.key(fin))) fin++;
        if (fin > hasta + 1) hasta = fin;
      }
      // «morenos no», «tatuados no»: a «no» after the trait denies the trait, not what follows it.
      if (
        l.key(hasta) === 'no' &&
        !l.usado[hasta] &&
        !l.t.slice(desde, i).some((t) => t.key === 'no' || t.key === 'sin') &&
        // «morenos no con 1 año de experiencia»: «con» opens the next criterion («no con» is said «sin»).
        (!VERBOS_ALCANCE.has(l.key(hasta + 1)) || l.key(hasta + 1) === 'con') &&
        !['sean', 'sea', 'tengan', 'tenga', 'esten', 'este'].includes(l.key(hasta + 1))
      )
        hasta++;
      const preferido = preferenciaDelRasgo(l, desde);
      if (preferido >= 0) desde = preferido;
      rechazar(desde, hasta);
      i = hasta - 1;
      continue;
    }
    const k = l.key(i);
    // «altos», «altas»: said of people, a height; the level «alto» is singular («inglés alto»), so it is read first.
    // Not said of a cycle, a level or a grade («primero los de ciclos más altos», «notas altas»).
    const deOtraCosa = altoDeOtraCosa(l, i);
    if (temprano && ['altos', 'altas'].includes(toClave(l.t[i]!.raw)) && !deOtraCosa) {
      rechazar(i, i + 1);
      continue;
    }
    // «de 1.65 a más», «de 1.60 m a más»: a figure in metres that can only be a height.
    if (ALTURA.test(k)) {
      let desde = i;
      while (
        desde > 0 &&
        desde > i - 3 &&
        !l.usado[desde - 1] &&
        ['de', 'con', 'que', 'midan', 'mida', 'minimo', 'minima'].includes(l.key(desde - 1))
      )
        desde--;
      let hasta = i + 1;
      while (hasta < l.t.length && hasta < i + 5 && !l.usado[hasta] && (DESPUES_MEDIDA.has(l.key(hasta)) || ALTURA.test(l.key(hasta))))
        hasta++;
      while (hasta > i + 1 && ['de', 'del', 'que', 'a', 'y', 'entre', 'como', 'para'].includes(l.key(hasta - 1))) hasta--;
      rechazar(desde, hasta);
      i = hasta - 1;
      continue;
    }
    // "menores de 25", "mayores de 30" (no "ciclo" after the number): an age.
    if (
      (k === 'menor' || k === 'mayor') &&
      ['de', 'a'].includes(l.key(i + 1)) &&
      /^\d{1,2}$/.test(l.key(i + 2)) &&
      !['ciclo', 'semestre'].includes(l.key(i + 3)) &&
      // "un ciclo mayor a 8": the number is a cycle's (no cycle is 15 or more: «ordenados por ciclo menores de 30»).
      ((!['ciclo', 'semestre'].includes(l.key(i - 1)) && !['ciclo', 'semestre'].includes(l.key(i - 2))) || Number(l.key(i + 2)) >= 15) &&
      // Early, only a figure no cycle has: «menores de 30», not «menor a 8» (a cycle written without «ciclo»).
      (!temprano || Number(l.key(i + 2)) >= 15)
    ) {
      let hasta = l.key(i + 3) === 'ano' ? i + 4 : i + 3;
      if (l.key(hasta) === 'de' && l.key(hasta + 1) === 'edad') hasta += 2;
      const desde = l.key(i - 1) === 'no' && !l.usado[i - 1] ? i - 1 : i;
      rechazar(desde, hasta);
      i = hasta - 1;
      continue;
    }
    // «entre 20 y 24», «de menos de 25», «hasta 28» with nothing after the figures: what else an adult's figure would
    // count (hours, soles, a grade, a place in the merit order) is said after it or before it; left unsaid, it is an
    // age (read late: a figure another criterion reads is taken by then).
    if (!temprano) {
      const edad = edadSinAnios(l, i);
      if (edad) {
        rechazar(edad.desde, edad.hasta);
        i = edad.hasta - 1;
        continue;
      }
    }
    // «24 añitos», said fondly, is years too.
    const anio = k === 'ano' || k === 'anito';
    const cifra = Number(l.key(i - 1));
    // "25 años" is an age; "2 años de experiencia", "los últimos 2 años", "hace 3 años" are lengths of time. A figure of
    // an adult's age in a range («entre 20 y 28 años egresados») is an age whatever follows it.
    const adulta =
      /^\d{1,2}$/.test(l.key(i - 1)) &&
      cifra >= 15 &&
      ((EDAD_ALREDEDOR.has(l.key(i - 2)) && /^\d{1,2}$/.test(l.key(i - 3))) ||
        // Later, any figure of an adult's age is one («hasta 30 años egresados»); first, only in a range (a length
        // «hace más de 15 años» is read after).
        (!temprano && ![1, 2, 3, 4].some((d) => ['hace', 'ultimo', 'durante'].includes(l.key(i - d)))));
    const esEdad =
      (!temprano && k === 'edad') ||
      (anio &&
        /^\d{1,2}$/.test(l.key(i - 1)) &&
        (adulta ||
          (!temprano &&
            !DURACION_DESPUES.has(l.key(i + 1)) &&
            // «2 años de experiencia»; not «25 años con experiencia», an age beside another criterion.
            !(DURACION_DESPUES.has(l.key(i + 2)) && !SEPARAN_EDAD.has(l.key(i + 1))))) &&
        !DURACION_ANTES.has(l.key(i - 2)));
    if (!esEdad) continue;
    let desde = i;
    while (desde > 0 && !l.usado[desde - 1] && (EDAD_ALREDEDOR.has(l.key(desde - 1)) || /^\d{1,2}$/.test(l.key(desde - 1)))) desde--;
    while (desde < i && /^(de|y|a|con|no)$/.test(l.key(desde))) desde++;
    desde = despuesDelCiclo(l, desde, i);
    let hasta = i + 1;
    while (
      hasta < l.t.length &&
      !l.usado[hasta] &&
      !esCantidad(l, hasta) &&
      (/^\d{1,2}$/.test(l.key(hasta)) || EDAD_ALREDEDOR.has(l.key(hasta)) || l.key(hasta) === 'ano')
    )
      hasta++;
    while (hasta > i + 1 && /^(de|y|a|con|no|los)$/.test(l.key(hasta - 1))) hasta--;
    if (l.key(hasta) === 'de' && l.key(hasta + 1) === 'edad') hasta += 2;
    // «de 24 años para abajo», «25 años a más», «22 años o menos»: the bound is the age's.
    const cota = ['para', 'a', 'o', 'en', 'hacia'].includes(l.key(hasta)) ? l.key(hasta + 1) : '';
    if (!l.usado[hasta] && COTA_DE_EDAD.has(cota)) hasta += 2;
    rechazar(desde, hasta);
    i = hasta - 1;
  }
}

const COTA_DE_EDAD = claves(['abajo', 'arriba', 'mas', 'menos', 'adelante', 'menor', 'mayor']);
/** When, said right after a trait: a plan's time («este año», «pronto»), part of the trait. */
const TIEMPO_DEL_RASGO = [
  ['este', 'ano'],
  ['el', 'proximo', 'ano'],
  ['proximo', 'ano'],
  ['en', 'los', 'proximos', 'ano'],
  ['pronto'],
  ['por', 'ahora'],
  ['a', 'corto', 'plazo'],
].map((ws) => ws.map((w) => clave(w)));

/** Phrases of ancestry whose next word is the people or place it names, and the words that are no such name. */
const ANCESTRO = new Set(['de origen', 'de ascendencia', 'descendientes de', 'descendiente de', 'ascendencia', 'descendencia']);
const FIN_ANCESTRO = claves(['que', 'con', 'sin', 'pero', 'para', 'como', 'solo', 'sean', 'tengan']);
/**
 * «ciclos más altos», «notas altas»: «alto» said, one or two words before, of a thing of `ALTO_DE_OTRA_COSA` that agrees
 * with it in number («ordenados por ciclo altos»: «altos» does not agree with «ciclo», it is said of people).
 */
function altoDeOtraCosa(l: Lectura, i: number): boolean {
  const plural = /s$/.test(toClave(l.t[i]!.raw));
  return [i - 1, i - 2].some((m) => m >= 0 && ALTO_DE_OTRA_COSA.has(l.key(m)) && /s$/.test(toClave(l.t[m]!.raw)) === plural);
}

/** What «altos», «altas» may be said of besides people: a cycle, a level, a grade, a post. */
const ALTO_DE_OTRA_COSA = claves([
  ...['ciclo', 'ciclos', 'semestre', 'semestres', 'nivel', 'niveles', 'nota', 'notas', 'promedio', 'promedios'],
  ...['puesto', 'puestos', 'cargo', 'cargos', 'calificacion', 'calificaciones', 'puntaje', 'puntajes'],
  ...['merito', 'meritos', 'orden', 'rendimiento', 'desempeno'],
  // «con presupuesto bajo», «sueldos altos», «riesgo bajo»: an amount or a degree.
  ...['presupuesto', 'presupuestos', 'precio', 'precios', 'costo', 'costos', 'sueldo', 'sueldos', 'salario', 'salarios'],
  ...['pago', 'pagos', 'riesgo', 'riesgos', 'volumen', 'consumo', 'monto', 'montos', 'tono', 'perfil'],
]);

/** An adult's age as a figure: from 18 (a grade goes up to 20: «más de 16» is one) to 70. */
const cifraDeEdad = (l: Lectura, i: number, desde = 18) =>
  !l.usado[i] && /^\d{2}$/.test(l.key(i)) && Number(l.key(i)) >= desde && Number(l.key(i)) <= 70;
/** Words that say what a bare figure counts when they come just before it or near it. */
const CUENTA_DE_LA_CIFRA = claves([
  'promedio',
  'nota',
  'notas',
  'ponderado',
  'puesto',
  'puestos',
  'merito',
  'tercio',
  'quinto',
  'ciclo',
  'ciclos',
  'semestre',
  'horas',
  'hora',
  'soles',
  'sueldo',
  'pago',
  'dias',
  'meses',
  'semanas',
  'postulantes',
  'personas',
  'candidatos',
  'primeros',
  'mejores',
  'ultimos',
  'top',
  'por',
  '%',
  ...['h', 'hrs', 'semana', 'mes', 'ano', 'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto'],
  ...['setiembre', 'septiembre', 'octubre', 'noviembre', 'diciembre', 'experiencia', 'creditos', 'cursos'],
]);
const MENOS_O_MAS = claves(['menos', 'mas']);
const TENER_EDAD = claves(['tengan', 'tenga', 'tienen', 'tiene']);
/** Verbs of going past a figure: with an adult's figure and no unit, an age («que no pasen de los 23»). */
const PASAR_DE = claves(['pasen', 'pase', 'superen', 'supere', 'excedan', 'exceda', 'sobrepasen', 'sobrepase']);
const COTA_SIN_DE = claves(['hasta', 'maximo', 'minimo']);
/** What may follow the age's figure: the end of the request or the start of another criterion. */
const TRAS_EDAD_SIN_ANIOS = claves([
  ',',
  '.',
  ';',
  'y',
  'e',
  'que',
  'con',
  'sin',
  'o',
  'pero',
  'ni',
  'para',
  'de',
  'del',
  'en',
  'no',
  'tampoco',
]);

/**
 * «entre 20 y 24», «de 20 a 24», «de menos de 25», «más de 30», «hasta 28», «máximo 27» with no unit: an age (the
 * tokens to refuse), or null. Not when a word near it says what the figure counts («más de 20 horas», «promedio
 * mayor a 16», «los 20 mejores»).
 */
function edadSinAnios(l: Lectura, i: number): { desde: number; hasta: number } | null {
  if (!cifraDeEdad(l, i, 16)) return null;
  let desde = -1;
  let hasta = i + 1;
  // «de 30 para abajo», «25 o menos»: the bound says the figure is a limit of its own, whatever word comes next.
  let cota = false;
  const k1 = l.key(i - 1);
  // «del 18 al 24 de diciembre»: dates.
  if (k1 === 'del') return null;
  if (['y', 'a', 'e', 'al', 'o', 'u'].includes(l.key(i + 1)) && cifraDeEdad(l, i + 2, 16)) {
    // «entre 20 y 24», «de 20 a 24», «administración, 18 a 24», «18-24», «de 22 o 23».
    const alternativa = ['o', 'u'].includes(l.key(i + 1));
    if (alternativa ? Number(l.key(i + 2)) === Number(l.key(i)) : Number(l.key(i + 2)) <= Number(l.key(i))) return null;
    desde = ['entre', 'de'].includes(k1) ? i - 1 : i;
    hasta = i + 3;
  } else if (cifraDeEdad(l, i + 1, 16) && Number(l.key(i + 1)) > Number(l.key(i))) {
    // «18-24»: the dash is not a word.
    desde = ['entre', 'de'].includes(k1) ? i - 1 : i;
    hasta = i + 2;
  } else if (!cifraDeEdad(l, i)) return null;
  else if (k1 === 'de' && MENOS_O_MAS.has(l.key(i - 2))) desde = i - 2;
  else if (COTA_SIN_DE.has(k1)) desde = i - 1;
  // «hasta los 24».
  else if (k1 === 'los' && COTA_SIN_DE.has(l.key(i - 2))) desde = i - 2;
  // «que tengan 21».
  else if (TENER_EDAD.has(k1)) desde = i - 1;
  // «que no pasen de los 23», «que no superen los 25», «que no pasen de 24».
  else if (PASAR_DE.has(k1)) desde = i - 1;
  else if (['de', 'los'].includes(k1) && PASAR_DE.has(l.key(i - 2))) desde = i - 2;
  else if (k1 === 'los' && l.key(i - 2) === 'de' && PASAR_DE.has(l.key(i - 3))) desde = i - 3;
  // «de 25 para abajo», «25 o menos», «20 a más».
  else if (['para', 'a', 'o', 'hacia'].includes(l.key(i + 1)) && COTA_DE_EDAD.has(l.key(i + 2))) {
    desde = k1 === 'de' ? i - 1 : i;
    hasta = i + 3;
    cota = true;
  }
  if (desde < 0 || l.t.slice(desde, hasta).some((_, m) => l.usado[desde + m])) return null;
  // «de 22 o 23 años»: the years said after the range are its own.
  if (hasta > i + 1 && ['ano', 'anito'].includes(l.key(hasta)) && !l.usado[hasta]) hasta++;
  // What follows is another criterion when the bound or a heading's colon or a sentence's end closes the figure.
  const cerrada = cota || l.t[hasta - 1]!.dosPuntos || l.t[hasta - 1]!.finDeFrase;
  if (hasta < l.t.length && !cerrada && !TRAS_EDAD_SIN_ANIOS.has(l.key(hasta))) return null;
  // «de 20 a 24 de promedio», «más de 20 por semana»: what follows or precedes says what the figure counts.
  const cerca: number[] = [];
  for (let m = desde - 1; m >= 0 && m >= desde - 3 && l.key(m) !== ','; m--) cerca.push(m);
  for (let m = hasta; m < l.t.length && m <= hasta + 1 && l.key(m) !== ','; m++) cerca.push(m);
  if (cerca.some((m) => CUENTA_DE_LA_CIFRA.has(l.key(m)))) return null;
  // «de menos de 25», «que no tengan más de 30»: the words that lead to the figure go with it.
  while (desde > 0 && !l.usado[desde - 1] && ['de', 'no'].includes(l.key(desde - 1))) desde--;
  return { desde, hasta };
}

/** The body part after a tattoo or a piercing, from `hasta`: «en los brazos ni en el cuello», «en la cara». */
function partesDelCuerpo(l: Lectura, hasta: number): number {
  let j = hasta;
  let fin = hasta;
  while (j < l.t.length) {
    let n = j;
    if (fin > hasta) {
      if (![',', 'y', 'e', 'o', 'u', 'ni'].includes(l.key(n))) break;
      n++;
    }
    if (!['en', 'de', 'del'].includes(l.key(n))) break;
    n++;
    if (['el', 'la', 'los', 'las', 'su', 'sus'].includes(l.key(n))) n++;
    if (!PARTES_CUERPO.has(l.key(n)) || l.usado[n]) break;
    fin = j = n + 1;
    while (fin < l.t.length && DESCRIBE_RASGO.has(l.key(fin))) fin++;
    j = fin;
  }
  return fin;
}

/**
 * The request with its protected parts left out, for an external model (proveedor.ts): what it never receives.
 * Returns the text to send and the parts removed (said back as refused). With the vocabulary, the place after
 * «nacidos en», «naturales de» goes with them (a birthplace is origin); without it only the trait's own words can be
 * told, which is what `esProtegido` needs for a single name.
 */
export function sinProtegidos(prompt: string, v?: Vocabulario): { texto: string; ignorados: IgnoradoAsistente[] } {
  const l = new Lectura(tokenizar(prompt));
  const ig = new Ignorados();
  // A length of experience («experiencia mínima de 1 año») is no age: kept out of the check, sent as written.
  const enviar = new Set(duraciones(l.t).flatMap((d) => [...d.quitar]));
  for (const i of enviar) l.usar(i, i + 1);
  // Places first, as the full reading does, so a trait's words never swallow one; those not of birth are sent.
  const lugares = v ? buscarEntidades(l, v, true) : [];
  protegidos(l, ig);
  lugarDeNacimiento(l, lugares, ig);
  // «contadoras»: refused, and still sent, for the career it names.
  personasEnFemenino(l, ig);
  for (const h of lugares) for (let i = h.inicio; i < h.fin; i++) enviar.add(i);
  const ignorados = ig.items();
  if (ignorados.length === 0) return { texto: prompt, ignorados };
  return {
    texto: l.t
      .filter((_, i) => !l.usado[i] || enviar.has(i))
      .map((t) => t.raw)
      .join(' '),
    ignorados,
  };
}

/** Whether a text (a keyword, an area, a name an external model returned) is or holds a protected trait. */
export function esProtegido(x: string): boolean {
  return sinProtegidos(x).ignorados.length > 0;
}

// Keyed as the request's words are (the singular folds «tres» to «tre», «seis» to «sei»), and by sound («sinco»).
const CARDINALES_LIMITE = Object.entries(CARDINALES).filter(([w]) => w !== 'un' && w !== 'una');
const NUMERO_PALABRA: Record<string, number> = Object.fromEntries(CARDINALES_LIMITE.map(([w, n]) => [clave(w), n]));
const NUMERO_POR_SONIDO: Record<string, number> = Object.fromEntries(CARDINALES_LIMITE.map(([w, n]) => [fonetica(w), n]));
// «unos», «unas» («pásame unos 5»): some, never one.
const numeroLimite = (k: string, escrito = k): number | null =>
  /^\d{1,4}$/.test(k)
    ? Number(k)
    : ['unos', 'unas'].includes(escrito)
      ? null
      : (NUMERO_PALABRA[k] ?? (escrito.length >= 4 ? NUMERO_POR_SONIDO[fonetica(escrito)] : undefined) ?? null);
/** Words between a "no" and the decision: "que no estén descartados", "que no hayan sido descartados". */
const ENTRE_NEGACION = claves([
  'que',
  'esten',
  'este',
  'sean',
  'sea',
  'hayan',
  'haya',
  'sido',
  'han',
  'fueron',
  'estan',
  // "los que no son finalistas", "que no es de los descartados".
  'son',
  'es',
  'eran',
  'era',
  'quedaron',
  'quedan',
  'queden',
  'los',
  // «dejando de lado a quienes ya fueron descartados».
  'quienes',
  'quien',
  'aquellos',
  'aquellas',
  'las',
  'el',
  'la',
  'a',
  'ya',
  'hemos',
  'he',
  // «ni los que ya tengo en proceso».
  'tengo',
  'tenemos',
  ...PEDIR_ENTRE_NEGACION,
]);
/**
 * Where a negation phrase (datos.ts NEGACIONES: "no", "excepto", "evita", "dejando de lado"…) that ends at token j
 * begins, among unused tokens, or -1. One list for every pass, so a decision or the licence is denied by the same
 * words as a place ("evita a los descartados" is no request for the discarded ones).
 */
function negacionHasta(l: Lectura, j: number): number {
  for (const f of FRASES_NEGACION) {
    const desde = j - f.length + 1;
    if (desde < 0) continue;
    let ok = true;
    for (let n = 0; n < f.length && ok; n++) ok = !l.usado[desde + n] && l.key(desde + n) === f[n];
    if (ok) return desde;
  }
  // "fuera los descartados".
  return l.key(j) === 'fuera' && !l.usado[j] ? j : -1;
}
const FRASES_ESTADO = frases(Object.keys(ESTADOS));
const ESTADO_DE_FRASE = new Map(
  Object.entries(ESTADOS).map(([k, v]) => [
    tokenizar(k)
      .map((t) => t.key)
      .join(' '),
    v,
  ]),
);
const CANTIDAD = new Set(PIDE_CANTIDAD.map((x) => clave(x)));
/** Nouns after a number that make it a count: "3 practicantes", "5 candidatos". */
const PERSONAS = new Set([
  'postulante',
  'candidato',
  'candidata',
  'practicante',
  'perfil',
  'persona',
  'estudiante',
  'egresado',
  'alumno',
  'chico',
  'opcion',
  'cv',
]);

/**
 * "los 3 mejores", "top 5", "los cinco primeros", "dame 3", "3 candidatos" → limite. Decisions on the application
 * (datos.ts ESTADOS): "los finalistas", "en proceso" → estados; after a negation ("que no estén descartados", "sin
 * los finalistas") → excluir_estados (descartado, finalista) or excluir.estados (the others).
 */
/** Between a preference marker and a decision: «primero los finalistas», «de preferencia los que están en proceso». */
const ENTRE_PREFERIDO_Y_ESTADO = claves(['los', 'las', 'a', 'que', 'quienes', 'esten', 'estan', 'sean', 'son', 'ya']);

/** Counts said by a noun: «una terna», «un par de», «una docena», «media docena». */
const CANTIDAD_NOMBRADA: Record<string, number> = { terna: 3, par: 2, docena: 12, decena: 10 };
/** Lists asked with their length after them: «shortlist de 4», «lista corta de 5», «terna de 3». */
const LISTA_CORTA = [['shortlist'], ['short', 'list'], ['lista', 'corta'], ['terna']];
/** Units a «par de» counts that are no applicants («un par de años de experiencia»). */
const NO_SON_PERSONAS = claves(['ano', 'anos', 'mes', 'meses', 'semana', 'semanas', 'dia', 'dias', 'ciclo', 'ciclos', 'hora', 'horas']);

/**
 * A count said by a noun («pásame una terna de egresados», «media docena de psicólogos», «un par de contadores») or a
 * short list with its length («shortlist de 4 devs», «una lista corta de 5»): the count asked, never a word searched.
 */
function cantidadesConNombre(l: Lectura, c: CriteriosAsistente) {
  const poner = (n: number) => (c.limite = Math.min(c.limite ?? n, n));
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i]) continue;
    const lista = LISTA_CORTA.find((f) => f.every((w, n) => l.key(i + n) === w && !l.usado[i + n]));
    if (lista) {
      const j = i + lista.length;
      const n = l.key(j) === 'de' && /^\d{1,3}$/.test(l.key(j + 1)) ? Number(l.key(j + 1)) : null;
      if (n !== null && n > 0) {
        l.usar(i, j + 2);
        poner(n);
        i = j + 1;
        continue;
      }
    }
    const k = l.key(i);
    const cuantos = CANTIDAD_NOMBRADA[k];
    if (cuantos === undefined) continue;
    const media = k === 'docena' && l.key(i - 1) === 'media' && !l.usado[i - 1];
    const articulo = ['un', 'una', 'la'].includes(l.key(i - 1)) && !l.usado[i - 1];
    // «par» only as «un par de» people; «terna» and «docena» with or without their article.
    if (k === 'par' && !(articulo && l.key(i + 1) === 'de')) continue;
    if (l.key(i + 1) === 'de' && NO_SON_PERSONAS.has(l.key(i + 2))) continue;
    const desde = media || articulo ? i - 1 : i;
    const hasta = l.key(i + 1) === 'de' ? i + 2 : i + 1;
    l.usar(desde, hasta);
    poner(media ? cuantos / 2 : cuantos);
    i = hasta - 1;
  }
}

/** Words that leave out the group after them («excepto los…», «menos los…», «sin los…»). */
const NIEGA_GRUPO = claves(['excepto', 'menos', 'salvo', 'sin', 'fuera']);
/** «… y también a los descartados», «… y además los finalistas». */
const TAMBIEN = claves(['tambien', 'ademas']);

/**
 * Two groups asked in one breath, each a decision with its own qualifier («los finalistas de la UNPRG y los descartados
 * de la UNP»): one list cannot hold «finalists of one and discarded of the other». The decisions and the names are
 * read as usual (both, as alternatives) and the second group's opening words are said back, so nobody shows 100 % for
 * the mix, as «por un lado … por otro» is.
 */
function dosGruposPorDecision(l: Lectura, ig: Ignorados) {
  const CALIFICA = ['de', 'del', 'que', 'con', 'en', 'sin'];
  // Between the article and the decision: «los que están en proceso», «las que siguen en proceso».
  const ENTRE = ['que', 'estan', 'esten', 'siguen', 'sigan', 'son', 'ya', 'se', 'encuentran'];
  const grupos: { art: number; fin: number; estados: string }[] = [];
  for (let i = 1; i < l.t.length; i++) {
    const f = l.usado[i] ? null : frase(l, i, FRASES_ESTADO);
    if (!f || !CALIFICA.includes(l.key(i + f.length))) continue;
    let art = i - 1;
    while (art > 0 && art >= i - 4 && ENTRE.includes(l.key(art))) art--;
    if (!['los', 'las'].includes(l.key(art))) continue;
    grupos.push({ art, fin: i + f.length, estados: ESTADO_DE_FRASE.get(f.join(' '))!.join() });
    i += f.length - 1;
  }
  for (let n = 1; n < grupos.length; n++) {
    const { art, fin, estados } = grupos[n]!;
    if (estados === grupos[n - 1]!.estados || ![',', 'y', 'e'].includes(l.key(art - 1))) continue;
    // A negation before either group leaves it out: «excepto los finalistas de Lima y los descartados» is one list.
    const negada = (j: number) => [1, 2, 3].some((d) => ['no', 'ni', 'sin', 'excepto', 'menos', 'salvo', 'fuera'].includes(l.key(j - d)));
    if (negada(art) || negada(grupos[n - 1]!.art)) continue;
    ig.add(art - 1, texto(l, art - 1, fin), 'no_entendido');
    return;
  }
}

function limiteYEstados(l: Lectura, c: CriteriosAsistente, v: Vocabulario) {
  let finNegado = -2;
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i]) continue;
    const k = l.key(i);
    const n = numeroLimite(k, toClave(l.t[i]!.raw));
    const antes = l.key(i - 1);
    const despues = l.key(i + 1);
    if (
      n !== null &&
      !l.t[i + 1]?.dosPuntos &&
      (despues === 'mejor' ||
        despues === 'mejore' ||
        despues === 'primero' ||
        antes === 'top' ||
        (CANTIDAD.has(antes) && !['ciclo', 'semestre', 'ano', 'mese', 'mes'].includes(despues)) ||
        // «necesito dos perfiles: contadores de Piura y…»: kinds of profile a heading announces, no count.
        (PERSONAS.has(despues) && /^\d{1,3}$|^[a-z]+$/.test(k) && !l.t[i + 1]!.dosPuntos) ||
        ((antes === 'mejor' || antes === 'mejore') && l.key(i + 1) !== 'ciclo') ||
        // "los 3 con más experiencia", "las 5 que más saben": an article, a number and who they are.
        // "los 3 de administración con más experiencia", "los tres de Arequipa": an article, a number and who they are.
        ((antes === 'los' || antes === 'las') &&
          (/^\d{1,3}$/.test(k) || NUMERO_PALABRA[k] !== undefined) &&
          ['con', 'que', 'de', 'del', 'mas', 'estudiante', 'egresado', 'bachiller', 'alumno', 'ingeniero'].includes(despues) &&
          // «los 2 de ciclo más alto»: the order said after the cycle.
          (!['ciclo', 'semestre', 'ano', 'mese', 'mes'].includes(l.key(i + 2)) || l.key(i + 3) === 'mas')) ||
        // "los 5 ingenieros civiles", "los 3 contadores": an article, a number and the people of a career.
        ((antes === 'los' || antes === 'las') &&
          (/^\d{1,3}$/.test(k) || NUMERO_PALABRA[k] !== undefined) &&
          entidadEn(l, v, i + 1)?.entidad.tipo === 'carrera'))
    ) {
      if (n >= 1 && n <= ASISTENTE_LIMITE_MAX) {
        const desde = antes === 'top' || antes === 'mejor' || antes === 'mejore' || CANTIDAD.has(antes) ? i - 1 : i;
        const hasta = despues === 'mejor' || despues === 'mejore' || despues === 'primero' ? i + 2 : i + 1;
        l.usar(desde, hasta);
        c.limite = Math.min(c.limite ?? n, n);
      }
      continue;
    }
    // "el mejor de administración", "la mejor de Arequipa": one, the first of the ranking.
    if (
      (k === 'mejor' || k === 'mejore') &&
      ['el', 'la'].includes(antes) &&
      !l.usado[i - 1] &&
      (['de', 'del', 'con', 'que', 'en', 'para', ''].includes(despues) || PERSONAS.has(despues))
    ) {
      l.usar(i - 1, i + 1);
      c.limite = Math.min(c.limite ?? 1, 1);
      continue;
    }
    const f = frase(l, i, FRASES_ESTADO);
    if (!f) continue;
    const estados = ESTADO_DE_FRASE.get(f.join(' '))!;
    let j = i - 1;
    // Up to «no me muestres a los que ya están en proceso»: only words of asking and of who stand between.
    while (j >= 0 && ENTRE_NEGACION.has(l.key(j)) && i - j <= 8) j--;
    // "sin decisión" is a state of its own, not "sin" + decision.
    let marca = f[0] !== 'sin' && j >= 0 ? negacionHasta(l, j) : -1;
    // «nadie que esté descartado», «ninguno que sea finalista»: nobody in that decision.
    if (marca < 0 && j >= 0 && !l.usado[j] && ['nadie', 'ninguno', 'ninguna'].includes(l.key(j))) marca = j;
    // «ni uno que esté descartado».
    if (marca < 0 && j >= 1 && !l.usado[j] && ['uno', 'una'].includes(l.key(j)) && l.key(j - 1) === 'ni') marca = j - 1;
    // "excepto finalistas y descartados", "menos los que están en proceso y los descartados": a decision joined to one
    // ruled out is ruled out too (it used to be asked: the list inverted).
    let u = i - 1;
    // «… y a los que ya están en proceso»: who they are, before the decision.
    const QUIEN_ESTA = ['los', 'las', 'a', 'que', 'quienes', 'ya', 'estan', 'esten', 'siguen', 'sigan', 'son', 'sean', 'aun', 'todavia'];
    // «… y también a los descartados», «… y además a los finalistas».
    while (u >= 0 && (QUIEN_ESTA.includes(l.key(u)) || TAMBIEN.has(l.key(u)))) u--;
    let grupo = u + 1;
    while (TAMBIEN.has(l.key(grupo)) || ['a', 'al'].includes(l.key(grupo))) grupo++;
    if (marca < 0 && u >= 0 && u === finNegado && ['y', 'e', ',', 'ni', 'o', 'u'].includes(l.key(u))) marca = u;
    // «menos los de Lima y los descartados», «excepto los finalistas de Lima y los descartados de Cusco»: a new «los …»
    // after a join under a negation is another group left out (as the negations' reach reads it); asked, the list
    // inverted.
    if (marca < 0 && u >= 1 && ['y', 'e', ','].includes(l.key(u)) && ['los', 'las'].includes(l.key(grupo)))
      for (let k = u - 1; k >= 0 && k >= u - 10; k--) {
        if (['.', 'pero', 'sino', 'mejor', 'preferencia', 'ideal', 'primero'].includes(l.key(k))) break;
        // The negation word may have been read with the first group («excepto los finalistas de Lima»).
        const palabra =
          (NIEGA_GRUPO.has(l.key(k)) && !['al', 'lo', 'a', 'por'].includes(l.key(k - 1))) ||
          // A verb of leaving out another pass has read («quítame a los que no saben Excel y también a los…»).
          PALABRAS_NEGACION.includes(clave(l.t[k]!.raw));
        const m = palabra ? k : l.key(k) === clave('menos') ? -1 : negacionHasta(l, k);
        if (m >= 0 && ['los', 'las', 'a', 'al'].includes(l.key(k + 1))) {
          marca = u;
          break;
        }
      }
    // "primero los finalistas", "de preferencia en proceso": the decision orders, nobody is left out.
    if (marca < 0) {
      const terminaEn = (q: number) =>
        FRASES_PREFERENCIA.find(
          (p) => q - p.length + 1 >= 0 && p.every((w, n) => !l.usado[q - p.length + 1 + n] && l.key(q - p.length + 1 + n) === w),
        );
      let q = i - 1;
      let pref = q >= 0 ? terminaEn(q) : undefined;
      while (!pref && q >= 0 && !l.usado[q] && ENTRE_PREFERIDO_Y_ESTADO.has(l.key(q)) && i - q <= 4) pref = terminaEn(--q);
      if (pref && q >= 0) {
        l.usar(q - pref.length + 1, i + f.length);
        const pr = (c.preferir ??= {});
        pr.estados = [...new Set([...(pr.estados ?? []), ...estados])].sort((a, b) => a - b);
        continue;
      }
    }
    const negado = marca >= 0;
    if (negado) finNegado = i + f.length;
    // The negation word stays for the reach of negations when a new group follows («menos los descartados y los de
    // Cusco»: Cusco is left out too, not asked).
    const sigue = (l.key(i + f.length) === 'y' || l.key(i + f.length) === ',') && GRUPO_NUEVO.has(l.key(i + f.length + 1));
    l.usar(negado && !sigue ? marca : i, i + f.length);
    if (negado) {
      for (const e of estados) {
        if (e === 1 || e === 3) {
          const lista = c.excluir_estados ?? [];
          if (!lista.includes(e)) lista.push(e);
          c.excluir_estados = lista.sort((a, b) => a - b);
        } else {
          const x = (c.excluir ??= {});
          x.estados = [...new Set([...(x.estados ?? []), e])].sort((a, b) => a - b);
        }
      }
    } else c.estados = [...new Set([...(c.estados ?? []), ...estados])].sort((a, b) => a - b);
  }
}

/** The recruiter's reading of an application, as written: «revisado», «revisé», «leídos», «visto», «revisar»… */
const REVISAR =
  /^(revisad[oa]s?|revise|revisamos|reviso|revisaste|revisar|leid[oa]s?|lei|leimos|leer|vist[oa]s?|abiert[oa]s?|abri|abrimos|vi|vimos)$/;
/** Done forms: said with «ya» or alone they ask for what was read («los que ya revisé», «los leídos»). */
const REVISADO_HECHO = /^(revisad[oa]s?|revise|revisamos|revisaste|leid[oa]s?|lei|leimos)$/;
/** «vi» is also the cycle VI: the recruiter's «ya vi» / «no vi» only right after those words. */
const VI_DEL_RECLUTADOR = /^(vi|vimos)$/;
/** Between the denial and the verb: «los que no he revisado», «que todavía no leímos», «que aún no has abierto». */
const ENTRE_REVISADO = new Set(['he', 'hemos', 'has', 'ha', 'han', 'aun', 'todavia', 'ya', 'se', 'los', 'las', 'lo', 'la']);
/** «que no hayan sido revisados», «que no estén vistos»: the passive between the denial and the participle. */
const PASIVA_REVISADO = new Set(['hayan', 'haya', 'sido', 'esten', 'este', 'sean', 'sea', 'fueron', 'fue']);
/**
 * The recruiter's «Leído» asked in words: «los que no he revisado», «sin revisar», «por revisar», «no leídos» →
 * revisado false; «los que ya revisé», «los leídos», «ya vistos» → true. «revisar» or «leer» without a denial or «ya»
 * is the recruiter's own verb («quiero revisar los de Lima»), not a criterion: left to the other passes.
 */
function revisado(l: Lectura, c: CriteriosAsistente, v: Vocabulario): { i: number; valor: boolean }[] {
  const leidos: { i: number; valor: boolean }[] = [];
  for (let i = 0; i < l.t.length; i++) {
    const w = toClave(l.t[i]!.raw);
    if (l.usado[i] || !REVISAR.test(w)) continue;
    // The verb that begins a name with the words after it is that name («sin leer planos»: the knowledge item Lectura
    // de planos ruled out, not the applications not read yet).
    if ((v.frases.get(l.key(i)) ?? []).some((f) => f.claves.length > 1 && f.claves.every((k, n) => l.key(i + n) === k))) continue;
    if (VI_DEL_RECLUTADOR.test(w) && !['ya', 'no', 'aun', 'todavia', 'he', 'hemos'].includes(toClave(l.t[i - 1]?.raw ?? ''))) continue;
    // «que hayan leído a Vargas Llosa»: what the applicants read, not the recruiter.
    const previa = ['ya', 'alguna', 'vez'].includes(l.key(i - 1)) ? (l.key(i - 2) === 'alguna' ? i - 3 : i - 2) : i - 1;
    if ((HAYAN.has(l.key(previa)) || HAYAN.has(l.key(i - 1))) && l.key(i - 1) !== 'sido') continue;
    let j = i - 1;
    const participio = REVISADO_HECHO.test(w) || /^vist[oa]s$/.test(w);
    while (
      j >= 0 &&
      !l.usado[j] &&
      (ENTRE_REVISADO.has(toClave(l.t[j]!.raw)) || (participio && PASIVA_REVISADO.has(toClave(l.t[j]!.raw)))) &&
      i - j <= 4
    )
      j--;
    const antes = j >= 0 && !l.usado[j] ? toClave(l.t[j]!.raw) : '';
    const hayYa = [...Array(i - j - 1).keys()].some((n) => toClave(l.t[j + 1 + n]!.raw) === 'ya');
    // «pendientes de revisar», «por leer»: not read yet.
    const pendiente = antes === 'por' || (antes === 'de' && ['pendiente', 'pendientes'].includes(toClave(l.t[j - 1]?.raw ?? '')));
    let valor: boolean | null = null;
    let desde = i;
    if (antes === 'no' || antes === 'sin' || antes === 'nunca' || pendiente) {
      valor = false;
      desde = antes === 'de' ? j - 1 : j;
    } else if (hayYa || REVISADO_HECHO.test(w)) {
      valor = true;
      desde = j + 1;
    }
    if (valor === null) continue;
    // «excepto los que ya revisé»: those read are left out, so the unread are asked (never the read ones).
    const excluye = excluyeAQuienes(l, desde);
    if (excluye >= 0) {
      valor = !valor;
      desde = excluye;
    }
    l.usar(desde, i + 1);
    c.revisado = valor;
    leidos.push({ i, valor });
  }
  return leidos;
}

/**
 * The tokens a preference reaches, and also those of a phrase read before it that follows the marker right away
 * («primero los que no he revisado»: the words already read by another pass end no clause).
 */
function alcanzados(l: Lectura, a: Alcance): Set<number> {
  const out = new Set(a.tokens);
  for (const { marca } of a.clausulas) {
    let j = marca;
    while (j < l.t.length && !l.usado[j] && QUIENES.has(l.key(j))) j++;
    while (j < l.t.length && l.usado[j]) out.add(j++);
  }
  return out;
}

/**
 * A cycle or a year of study under a preference marker («primero los de 10mo ciclo», «de preferencia de 9no ciclo»,
 * «primero los de últimos ciclos»): the range read orders, like merit, and leaves nobody out (it was a filter). Only
 * when every token the cycle passes read (`usado` now and not `antes`) is under the preference and none under a
 * negation.
 */
function cicloPreferido(l: Lectura, c: CriteriosAsistente, antes: boolean[], preferidos: Set<number>, negados: Set<number>) {
  if (c.ciclo_min === null && c.ciclo_max === null) return;
  const leidos = l.usado.flatMap((u, i) => (u && !antes[i] ? [i] : []));
  if (leidos.length === 0 || !leidos.every((i) => preferidos.has(i) && !negados.has(i))) return;
  const pr = (c.preferir ??= {});
  pr.ciclo_min = c.ciclo_min;
  pr.ciclo_max = c.ciclo_max;
  if (c.ciclo_del_final) pr.ciclo_del_final = true;
  if (c.ciclo_proporcional) pr.ciclo_proporcional = true;
  c.ciclo_min = null;
  c.ciclo_max = null;
  delete c.ciclo_del_final;
  delete c.ciclo_proporcional;
}

/**
 * Experience and the read state under a preference marker («de preferencia con experiencia», «mejor si tienen
 * experiencia laboral», «primero los no leídos»): read on the same data, they order and leave nobody out, like merit.
 * Asked plainly («con experiencia», «los no leídos») they stay requirements.
 */
function preferirExperienciaYLeido(
  c: CriteriosAsistente,
  experiencias: ExperienciaLeida[],
  revisados: { i: number; valor: boolean }[],
  preferidos: Set<number>,
  negados: Set<number>,
) {
  const esPreferido = (i: number) => preferidos.has(i) && !negados.has(i);
  const expPreferidas = experiencias.filter((e) => esPreferido(e.i));
  if (expPreferidas.length > 0) {
    const exigidas = experiencias.filter((e) => !esPreferido(e.i));
    const pr = (c.preferir ??= {});
    for (const e of expPreferidas) {
      if (e.areas.length > 0 && e.valor) pr.experiencia_en = [...new Set([...(pr.experiencia_en ?? []), ...e.areas])];
      else pr.experiencia = e.valor;
    }
    const areasExigidas = new Set(exigidas.flatMap((e) => e.areas));
    c.experiencia_en = c.experiencia_en.filter((a) => areasExigidas.has(a));
    c.experiencia = exigidas.length > 0 ? exigidas[exigidas.length - 1]!.valor : null;
  }
  const leidoPreferido = revisados.filter((r) => esPreferido(r.i));
  if (leidoPreferido.length > 0) {
    (c.preferir ??= {}).revisado = leidoPreferido[leidoPreferido.length - 1]!.valor;
    const exigido = revisados.filter((r) => !esPreferido(r.i));
    c.revisado = exigido.length > 0 ? exigido[exigido.length - 1]!.valor : null;
    if (c.revisado === null) delete c.revisado;
  }
}

const FRASES_LICENCIA = frases(LICENCIA);
/** The driving licence: "con licencia de conducir", "que tengan brevete" → true; "sin brevete" → false. */
function licencia(l: Lectura, c: CriteriosAsistente, ig: Ignorados): { i: number; valor: boolean }[] {
  const leidas: { i: number; valor: boolean }[] = [];
  for (let i = 0; i < l.t.length; i++) {
    const f = l.usado[i] ? null : frase(l, i, FRASES_LICENCIA);
    if (!f) continue;
    // «licencia para portar armas», «licencia de armas»: another licence, said back (not the driving licence).
    const otra =
      f.length === 1 && ['para', 'de'].includes(l.key(i + 1)) && /^(port|arma|pesca|caza|funcion|construc|obra)/.test(l.key(i + 2));
    if (otra) {
      let fin = i + 2;
      while (fin < l.t.length && fin < i + 5 && !l.usado[fin] && ![',', 'y', 'o', 'que', 'con', 'sin', 'pero'].includes(l.key(fin))) fin++;
      l.usar(i, fin);
      ig.add(i, texto(l, i, fin), 'no_entendido');
      continue;
    }
    let desde = i;
    let j = i - 1;
    while (
      j >= 0 &&
      ([
        'que',
        'tengan',
        'tenga',
        'tienen',
        'tiene',
        'cuenten',
        'cuente',
        'con',
        'posean',
        'la',
        'su',
        'una',
        'esten',
        'los',
        'las',
        'a',
        'quienes',
        // «que (no) sepan manejar» (read as the licence above).
        'sepan',
        'sepa',
        'saben',
        'sabe',
        'puedan',
        'pueda',
      ].includes(l.key(j)) ||
        ENTRE_NEGACION.has(l.key(j))) &&
      i - j <= 6
    )
      j--;
    // "sin experiencia ni brevete": «ni» goes on denying.
    const marca = j >= 0 ? negacionHasta(l, j) : -1;
    const negado = marca >= 0;
    if (negado || (j + 1 < i && l.key(j + 1) === 'con')) desde = negado ? marca : j + 1;
    // "licencia A-I", "brevete A1": the category goes with it.
    let hasta = i + f.length;
    if (/^(a|b)\d?$|^(a|b)i+[abc]?$/.test(l.key(hasta))) hasta++;
    l.usar(desde, hasta);
    c.licencia = !negado;
    leidas.push({ i, valor: !negado });
  }
  return leidas;
}

/** «de preferencia con brevete», «mejor si tienen licencia»: the licence preferred orders, nobody is left out. */
function preferirLicencia(c: CriteriosAsistente, leidas: { i: number; valor: boolean }[], preferidos: Set<number>) {
  const preferidas = leidas.filter((x) => preferidos.has(x.i));
  if (preferidas.length === 0) return;
  (c.preferir ??= {}).licencia = preferidas[preferidas.length - 1]!.valor;
  const exigidas = leidas.filter((x) => !preferidos.has(x.i));
  if (exigidas.length > 0) c.licencia = exigidas[exigidas.length - 1]!.valor;
  else delete c.licencia;
}

/**
 * «de universidades privadas», «de univ. nacionales» (datos.ts GESTION_UNIVERSIDAD): how the university is run, the
 * adjective in the plural right after the university word (which stays the study level). Returns where each was read
 * and its value, for a negation or a preference read later to say it back (the criteria hold no exclusion of it).
 */
function gestionUniversidad(l: Lectura): { i: number; valor: 'publica' | 'privada' }[] {
  const out: { i: number; valor: 'publica' | 'privada' }[] = [];
  for (let i = 1; i < l.t.length; i++) {
    const valor = GESTION_UNIVERSIDAD[toClave(l.t[i]!.raw)];
    if (!valor || l.usado[i] || !UNIVERSITARIO.has(l.key(i - 1))) continue;
    // «que no sean de universidades privadas»: under a negation the noun goes with its kind, no level of study (ruled
    // out, it left out everyone); asked, it is the level too («de universidades privadas»: universitarios).
    const negada = [2, 3, 4, 5].some((d) =>
      ['no', 'ni', 'sin', 'excepto', 'salvo', 'ninguno', 'ninguna', 'nadie', 'menos'].includes(l.key(i - d)),
    );
    l.usar(negada && /^universidad/.test(toClave(l.t[i - 1]!.raw)) ? i - 1 : i, i + 1);
    out.push({ i, valor });
  }
  return out;
}

const FRASES_DINERO = new Set(DINERO.map((x) => clave(x)));
/** Money ("que acepten 1200 soles", "S/ 1 500", "sueldo de 1025"): a CV holds none of it; said back as not understood. */
function dinero(l: Lectura, ig: Ignorados) {
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i] || !/^\d[\d.,]*$/.test(l.key(i))) continue;
    let desde = i;
    let hasta = i + 1;
    while (hasta < l.t.length && /^\d{3}$/.test(l.key(hasta))) hasta++; // "1 500"
    const antes = FRASES_DINERO.has(l.key(i - 1)) || (l.key(i - 1) === 'de' && FRASES_DINERO.has(l.key(i - 2)));
    const despues = FRASES_DINERO.has(l.key(hasta));
    if (!antes && !despues) continue;
    if (antes) desde = l.key(i - 1) === 'de' ? i - 2 : i - 1;
    if (despues) hasta++;
    l.usar(desde, hasta);
    ig.add(desde, texto(l, desde, hasta), 'no_entendido');
  }
}

const FRASES_ORDEN = Object.entries(ORDENES)
  .flatMap(([orden, lista]) => frases(lista).map((f) => ({ f, orden: orden as NonNullable<CriteriosAsistente['orden']> })))
  .sort((a, b) => b.f.length - a.f.length);
/** "primero los que tienen más experiencia", "ordenados por ciclo": the order asked, never a filter nor a keyword. */
function orden(l: Lectura, c: CriteriosAsistente): Set<number> {
  const leidos = new Set<number>();
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i]) continue;
    const hit = FRASES_ORDEN.find(({ f }) => frase(l, i, [f]));
    if (!hit) continue;
    c.orden ??= hit.orden;
    // «con mejor orden de mérito»: those with a merit place (as «con orden de mérito»), the best first.
    if (hit.orden === 'merito' && l.key(i - 1) === 'con') c.orden_merito ??= 'medio';
    let desde = i;
    while (
      desde > 0 &&
      [
        'primero',
        'primer',
        'los',
        'las',
        'que',
        'tienen',
        'tengan',
        'con',
        'de',
        'a',
        'sean',
        'esten',
        'ordenado',
        'ordena',
        'ordenalo',
        'antes',
      ].includes(l.key(desde - 1)) &&
      !l.usado[desde - 1]
    )
      desde--;
    // "los de mayor ciclo primero": the order word after the phrase is part of it (never "primeros ciclos").
    let hasta = i + hit.f.length;
    if (!l.usado[hasta] && (l.key(hasta) === 'primero' || l.key(hasta) === 'primera')) hasta++;
    l.usar(desde, hasta);
    for (let n = desde; n < hasta; n++) leidos.add(n);
    i = hasta - 1;
  }
  return leidos;
}

/**
 * Things a CV here does not hold ("carro propio", "disponibilidad inmediata", "sueldo", the days one can work, a
 * professional registration, how near someone lives to an office): said, never searched — searched, a word some CV
 * happens to hold ("colegiado" in a summary) would order the list by it.
 */
const NO_BUSCABLE =
  /^(carro|auto|vehiculo|movilidad|moto|computadora|laptop|pc|computador|celular|equipo|disponibilidad|sueldo|salario|remuneracion|pago|horario|turno|full|part|fulltime|parttime|presencial|remoto|virtual|hibrido|sabados?|domingos?|feriados?|fines|colegiad[oa]s?|colegiatura|habilitad[oa]s?|cerca|cercan[oa]s?)$/;
const REGIONES_NATURALES = /^(sierra|costa|selva|amazonia)$/;
/** «propio», «propia»… after or, with «su», before what someone owns. */
const PROPIO = claves(['propio', 'propia', 'propios', 'propias']);
const ACOMPANA =
  /^(propio|propia|propios|propias|inmediata|inmediato|completo|completa|conducir|time|de|semana|la|el|oficina|empresa|sede|local|planta|trabajo|nuestra|nuestro)$/;

const FRASES_CUALIDAD = frases(CUALIDADES);

/** Nouns of the kind of a knowledge item: «herramientas de ofimática», «programas de Adobe», «software de SAP». */
const TIPO_DE_CONOCIMIENTO = new Set([
  'herramienta',
  'herramientas',
  'programa',
  'programas',
  'software',
  'softwares',
  'paquete',
  'paquetes',
]);
/** Words that only stress who is asked: «puros ingenieros», «solamente contadores». */
const SOLO_ELLOS = new Set(['puro', 'puros', 'pura', 'puras', 'solo', 'solamente', 'unicamente']);
/** Person nouns that are no career: «puros practicantes», «solo egresados». */
const PERSONA_SUELTA = new Set([
  ...PERSONAS,
  ...claves(['postulantes', 'candidatos', 'candidatas', 'estudiantes', 'egresados', 'egresadas', 'alumnos', 'alumnas', 'chicos']),
  ...claves(['chicas', 'jovenes', 'practicantes', 'bachilleres', 'tecnicos', 'tecnicas', 'personas', 'profesionales', 'universitarios']),
]);

/**
 * Words that name no criterion of their own and were searched or said back: «herramientas / programas / software /
 * paquetes de» before a knowledge item or a family (the item says what is asked: «herramientas de ofimática» is the
 * ofimática family), and «puros / puras / solo / solamente» before a person noun (a career read or a word for
 * applicants: «puros ingenieros q sepan autocad»). «solo finalistas» is a decision read before, never here.
 */
function palabrasDeRelleno(l: Lectura, hallazgos: Hallazgo[]) {
  const empieza = (j: number, tipos: string[]) => hallazgos.some((h) => h.inicio === j && tipos.includes(h.entidad.tipo));
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i]) continue;
    const k = toClave(l.t[i]!.raw);
    if (TIPO_DE_CONOCIMIENTO.has(k)) {
      const j = ['de', 'del'].includes(l.key(i + 1)) ? i + 2 : i + 1;
      if (empieza(j, ['conocimiento'])) l.usar(i, i + 1);
    }
    if (SOLO_ELLOS.has(k) && (empieza(i + 1, ['carrera']) || PERSONA_SUELTA.has(l.key(i + 1)))) l.usar(i, i + 1);
  }
}

/** Who writes, before what they ask («Somos una red de colegios: buscamos…», «les escribo de la clínica: necesitamos…»). */
const PRESENTA = claves(['somos', 'soy', 'escribo', 'escribimos']);
const PIDE = claves([
  ...['buscamos', 'busco', 'necesitamos', 'necesito', 'requerimos', 'requiero', 'queremos', 'quiero', 'solicitamos'],
  ...['quisieramos', 'quisiera', 'estamos', 'estoy', 'tenemos', 'pasame', 'dame', 'muestrame'],
]);
/** Infinitives after «queremos», «necesitamos» that take people on («queremos contratar», «necesitamos sumar»). */
const SUMAR_PERSONAS = new Set([
  'contratar',
  'incorporar',
  'sumar',
  'buscar',
  'encontrar',
  'tener',
  'reclutar',
  'ver',
  'conocer',
  'entrevistar',
  'convocar',
]);
/**
 * What a writer's organisation is called in a heading («Agencia de turismo: …», «Para agencias bancarias: …», «Desde
 * nuestra consultora: …»). Not a university nor an institute: «UNI: ingenieros civiles» asks for its students.
 */
const ORGANIZACION = claves([
  ...['agencia', 'agencias', 'empresa', 'empresas', 'clinica', 'clinicas', 'colegio', 'colegios', 'banco', 'bancos'],
  ...['consultora', 'consultoria', 'estudio', 'hotel', 'hoteles', 'cadena', 'red', 'ong', 'municipalidad', 'startup'],
  ...['fintech', 'minera', 'constructora', 'area', 'equipo', 'oficina', 'sucursal', 'sede', 'tienda', 'tiendas'],
  ...['restaurante', 'negocio', 'compania', 'corporacion', 'grupo', 'fundacion', 'asociacion', 'cooperativa', 'caja'],
  ...['academia', 'academias', 'editorial', 'gimnasio', 'gimnasios', 'cine', 'cines', 'servicios', 'base', 'ruta'],
]);
/** People named by their career right after a heading («Arquitectura: ingenieros civiles…»): the heading is the sector. */
const PERSONAS_TRAS_ENCABEZADO = new Set([
  ...['postulantes', 'practicantes', 'candidatos', 'estudiantes', 'egresados', 'alumnos', 'bachilleres', 'tecnicos'],
  ...['ingenieros', 'ingenieras', 'chicos', 'chicas', 'personas', 'jovenes', 'gente'],
]);
const ANTES_DE_ORGANIZACION = claves(['para', 'desde', 'de', 'la', 'el', 'las', 'los', 'una', 'un', 'mi', 'nuestra', 'nuestro']);

/**
 * The writer's own presentation at the start of a request, up to the verb that asks («Somos una red de colegios:
 * buscamos…») or to the colon that ends a heading naming their organisation («Agencia de turismo: postulantes de…»,
 * «para agencias bancarias: …»): who they are, not who they look for. Set aside silently, as a reader skips it; read
 * as words, «red» and «colegios» were searched or said back and took everyone off 100 %, and «de turismo» asked for
 * the career. Read before places, so that «del norte» in «escribo de una red de clínicas del norte» is not a zone.
 */
const ARTICULO_O_POSESIVO = claves(['el', 'la', 'los', 'las', 'un', 'una', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'mi', 'su']);
/** Who is asked by what they study or studied: never the job's heading. */
const QUIEN_ESTUDIA = claves([
  ...['tecnicos', 'tecnicas', 'egresados', 'egresadas', 'titulados', 'tituladas', 'graduados', 'graduadas', 'bachilleres'],
  ...['estudiantes', 'alumnos', 'alumnas', 'universitarios', 'universitarias', 'practicantes', 'profesionales'],
]);
function presentacion(l: Lectura, v: Vocabulario): Set<number> {
  let i = 0;
  // After the greetings (datos.ts SALUDOS) and whom the message is addressed to.
  while (i < l.t.length) {
    const saludo = l.usado[i] ? null : frase(l, i, PALABRAS_SALUDO);
    if (saludo) i += saludo.length;
    else if (l.usado[i] || ['les', 'le', 'te', ',', 'estimado', 'estimados', 'buenas'].includes(l.key(i))) i++;
    else break;
  }
  let org = i;
  while (ANTES_DE_ORGANIZACION.has(l.key(org)) && org < i + 3) org++;
  // A heading that says what the job is for («para vender publicidad radial: …») or names it in words no list holds
  // («delivery: …», «Almacén central: …» is not one: «almacén» is read): the job, not who is asked.
  const dosPuntos = l.t.findIndex((t, n) => n >= i && t.dosPuntos);
  const tarea = l.key(i) === 'para' && /^[a-z]{3,}(ar|er|ir)$/.test(toClave(l.t[i + 1]?.raw ?? '')) && dosPuntos > i && dosPuntos <= i + 6;
  const sinNombres =
    dosPuntos >= i &&
    dosPuntos <= i + 1 &&
    l.t
      .slice(i, dosPuntos + 1)
      // «técnicos: ninguno de computación» asks for technicians: a level or a person is no heading.
      .every(
        (t, n) =>
          !v.frases.has(t.key) &&
          !l.usado[i + n] &&
          !VACIAS.has(t.key) &&
          !t.personas &&
          !QUIEN_ESTUDIA.has(t.key) &&
          // «Excluye: Lima, Callao»: a negation's label, not the job's.
          frase(l, i + n, FRASES_NEGACION) === null,
      );
  if (tarea || sinNombres) {
    // «Para cargar mercadería, solo hombres: …»: a refused trait in the heading is still refused; the heading ends
    // before it.
    let fin = dosPuntos + 1;
    const rasgo = Array.from({ length: fin - i }, (_, n) => i + n).find((m) => rasgoEn(l, m));
    if (rasgo !== undefined) {
      fin = rasgo;
      while (fin > i && [',', 'solo', 'solamente', 'unicamente', 'y'].includes(l.key(fin - 1))) fin--;
    }
    l.usar(i, fin);
    return new Set(Array.from({ length: fin - i }, (_, n) => i + n));
  }
  // «Para el almacén de productos terminados: técnicos…»: what the job is for, in words no name holds (one that holds
  // a name, «Para la sede de Arequipa:», is read by the passes after).
  const para = l.key(i) === 'para' && ARTICULO_O_POSESIVO.has(l.key(i + 1)) && dosPuntos > i + 1 && dosPuntos <= i + 12;
  const deLaTarea = l.t.slice(i, dosPuntos + 1);

  // A protected trait in it is left to be refused («Para el almacén, que sean hombres: técnicos…»).
  const rasgos = new Set<number>();
  for (let n = i; n <= dosPuntos && para; n++) {
    if (l.rasgo.has(n)) rasgos.add(n);
    const f = l.usado[n] ? null : frase(l, n, FRASES_PROTEGIDAS);
    if (f) for (let m = n; m < n + f.length; m++) rasgos.add(m);
  }
  // The word that qualifies a trait right before it («de buena contextura») goes with it.
  for (const n of [...rasgos]) if (n - 1 > i && !rasgos.has(n - 1) && /^(buen|buena|bien|muy|mas)$/.test(l.key(n - 1))) rasgos.add(n - 1);
  if (
    para &&
    deLaTarea.every(
      (t, n) =>
        rasgos.has(i + n) ||
        // «Para la academia buscamos tutores…:» a verb of asking makes it the request, not its heading.
        (!l.usado[i + n] && !v.frases.has(t.key) && !t.personas && !QUIEN_ESTUDIA.has(t.key) && !PIDE.has(t.key)),
    )
  ) {
    const dejados = new Set<number>();
    for (let n = i; n <= dosPuntos; n++)
      if (!rasgos.has(n)) {
        l.usar(n, n + 1);
        dejados.add(n);
      }
    return dejados;
  }
  // «Arquitectura: ingenieros civiles de Lima…»: a career heading the request, then the people asked, is the
  // company's line of work (not «UNI: ingenieros civiles», a university).
  const carrera = entidadEn(l, v, i);
  if (
    carrera?.entidad.tipo === 'carrera' &&
    l.t[carrera.fin - 1]?.dosPuntos &&
    PERSONAS_TRAS_ENCABEZADO.has(toClave(l.t[carrera.fin]?.raw ?? '')) &&
    (l.t[carrera.fin]?.personas === true || entidadEn(l, v, carrera.fin)?.entidad.tipo === 'carrera')
  ) {
    l.usar(i, carrera.fin);
    return new Set(Array.from({ length: carrera.fin - i }, (_, n) => i + n));
  }
  const encabezado = ORGANIZACION.has(l.key(org));
  if (!PRESENTA.has(l.key(i)) && !encabezado) return new Set();
  // A colon ends a heading further on than a verb: a zone named in it is read as its places (datos.ts ZONAS).
  for (let j = i; j < l.t.length && j <= i + 32; j++) {
    if (l.usado[j]) return new Set();
    // A presentation that says who writes («Somos…», «Soy…») may run longer before its verb than a heading.
    if (j > i + (PRESENTA.has(l.key(i)) ? 30 : 12) && !l.t.slice(j).some((t) => t.dosPuntos)) break;
    // The heading ends with its colon, the presentation with the verb that asks.
    // Not a wish of the company's own («queremos crecer, por eso buscamos…»): an infinitive after the verb that is no
    // way of taking people on.
    const siguiente = toClave(l.t[j + 1]?.raw ?? '');
    const otroDeseo = /^[a-z]{3,}(ar|er|ir)$/.test(siguiente) && !SUMAR_PERSONAS.has(siguiente);
    let fin = l.t[j]!.dosPuntos ? j + 1 : j > i && PIDE.has(l.key(j)) && !otroDeseo ? j : -1;
    // A heading that names a workplace ends at its colon, unless a verb of asking and the people it asks for come
    // first («Para la academia buscamos tutores con inglés: …»: the people are asked before the colon).
    const pideAntes =
      PIDE.has(l.key(j)) &&
      (l.t[j + 1]?.personas === true ||
        /(ores|oras|istas|antes|entes|ados|adas|nos|nas|cos|cas)$/.test(siguiente) ||
        ['gente', 'personas', 'alguien', 'jovenes'].includes(siguiente));
    if (fin < 0 || (encabezado && !l.t[j]!.dosPuntos && !PRESENTA.has(l.key(i)) && !pideAntes)) continue;
    // «para la base de Talara, solo varones: …»: a refused trait in the heading is still refused; the heading ends
    // before it.
    const rasgo = Array.from({ length: fin - i }, (_, n) => i + n).find((m) => rasgoEn(l, m));
    if (rasgo !== undefined) {
      fin = rasgo;
      while (fin > i && [',', 'solo', 'solamente', 'unicamente', 'y'].includes(l.key(fin - 1))) fin--;
      if (fin <= i) return new Set();
    }
    l.usar(i, fin);
    return new Set(Array.from({ length: fin - i }, (_, n) => i + n));
  }
  return new Set();
}

/** Where a company works, as a writer names it («nuestro hotel de Puno», «para la sucursal de Iquitos»). */
const LUGAR_DE_TRABAJO = claves([
  ...['hotel', 'hoteles', 'oficina', 'oficinas', 'sede', 'sedes', 'sucursal', 'sucursales', 'planta', 'plantas', 'tienda'],
  ...['tiendas', 'local', 'locales', 'agencia', 'agencias', 'filial', 'fabrica', 'almacen', 'mina', 'unidad', 'obra'],
  ...['obras', 'proyecto', 'clinica', 'hospital', 'colegio', 'colegios', 'restaurante', 'radio', 'empresa', 'operacion'],
  ...['central', 'centrales', 'fundo', 'campamento', 'puerto', 'represa', 'minera', 'pesquera', 'concesionario'],
]);
const POSESIVO_PROPIO = claves(['nuestro', 'nuestra', 'nuestros', 'nuestras', 'mi', 'mis']);

/**
 * The place of the writer's own workplace («en nuestro hotel de Puno», «para nuestra planta en Chimbote») says where
 * they are, not where the applicants live: set aside silently, as their presentation is. Said with an article only
 * («para la sucursal de Iquitos»), whose it is is left open: said back as not understood, never required (the recruiter
 * adds «que vivan en…» when that is what they mean). Read before places.
 */
const ESCRIBO = claves(['escribo', 'escribimos', 'saludo', 'saludamos', 'comunico', 'comunicamos']);

function lugarDeLaEmpresa(l: Lectura, v: Vocabulario, ig: Ignorados) {
  // «desde Juliaca le escribo», «les escribimos desde Tacna»: where the writer is, not where the applicants live.
  for (let i = 0; i + 1 < l.t.length; i++) {
    if (l.usado[i] || l.key(i) !== 'desde') continue;
    const lugar = entidadEn(l, v, i + 1, true);
    if (!lugar) continue;
    let n = lugar.fin;
    while (['le', 'les', 'te', 'los', 'lo'].includes(l.key(n))) n++;
    const antes = ESCRIBO.has(l.key(i - 1)) || ESCRIBO.has(l.key(i - 2));
    if (!ESCRIBO.has(l.key(n)) && !antes) continue;
    const fin = ESCRIBO.has(l.key(n)) ? n + 1 : lugar.fin;
    l.usar(antes ? i - (ESCRIBO.has(l.key(i - 1)) ? 1 : 2) : i, fin);
  }
  for (let i = 1; i + 2 < l.t.length; i++) {
    if (l.usado[i] || !LUGAR_DE_TRABAJO.has(l.key(i))) continue;
    // «una empresa agroindustrial de Virú», «la central hidroeléctrica del Mantaro»: one adjective may stand between.
    const adjetivo = /^[a-z]{3,}(al|ica|ico|era|ero|ora|or)$/.test(toClave(l.t[i + 1]?.raw ?? '')) && !l.usado[i + 1] ? 1 : 0;
    if (!['de', 'del', 'en'].includes(l.key(i + 1 + adjetivo))) continue;
    const propio = POSESIVO_PROPIO.has(l.key(i - 1));
    const conArticulo =
      (['la', 'el', 'las', 'los'].includes(l.key(i - 1)) && ['para', 'en', 'a'].includes(l.key(i - 2))) ||
      // «por encargo de una empresa … de Virú».
      (['una', 'un'].includes(l.key(i - 1)) && ['de', 'para', 'en', 'a'].includes(l.key(i - 2)));
    if (!propio && !conArticulo) continue;
    const lugar = entidadEn(l, v, i + 2 + adjetivo, true);
    if (!lugar) continue;
    const desde = propio ? i - 1 : i - 2;
    l.usar(desde, lugar.fin);
    if (!propio) ig.add(desde, texto(l, desde, lugar.fin), 'no_entendido');
    i = lugar.fin - 1;
  }
}

/**
 * «que conozcan bien la zona de Majes»: knowing a place is not living there, and no CV says it, so the phrase is said
 * back (read as the place, it asked for residents). Read before zones and places.
 */
function zonaConocida(l: Lectura, v: Vocabulario, ig: Ignorados): Set<number> {
  const dichos = new Set<number>();
  // «que conozcan bien la zona de Majes»: knowing a place is not living there; no CV says it, so it is said back.
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i] || !/^cono(c|zc)(e|en|a|an|er|iendo)$/.test(toClave(l.t[i]!.raw))) continue;
    let j = i + 1;
    while (['bien', 'muy', 'la', 'el', 'las', 'los'].includes(l.key(j)) && j < i + 4) j++;
    const zona = ['zona', 'region', 'area', 'sector', 'territorio', 'localidad'].includes(l.key(j)) && ['de', 'del'].includes(l.key(j + 1));
    // «que conozcan la música del valle del Mantaro», «conozcan las costumbres de Puno»: a thing of a place, known,
    // is neither the place lived in nor a career («música»).
    const articulo = ['la', 'el', 'las', 'los'].includes(l.key(j - 1));
    const nombre = entidadEn(l, v, j)?.entidad.tipo;
    const deLugar =
      articulo &&
      nombre !== 'conocimiento' &&
      nombre !== 'idioma' &&
      ['de', 'del'].includes(l.key(j + 1)) &&
      [2, 3, 4, 5].some(
        (d) => !l.t.slice(j + 2, j + d).some((t) => [',', 'y', 'o', 'que', 'con'].includes(t.key)) && entidadEn(l, v, j + d, true) !== null,
      );
    if (!zona && !deLugar) continue;
    let fin = j + 2;
    while (fin < l.t.length && !l.usado[fin] && ![',', 'y', 'o', 'que', 'con', 'sin', 'pero'].includes(l.key(fin))) fin++;
    l.usar(i, fin);
    ig.add(i, texto(l, i, fin), 'no_entendido');
    for (let n = i; n < fin; n++) dichos.add(n);
    i = fin - 1;
  }
  return dichos;
}

/** What a writer says after a comma to take back what came just before («…, no, mejor…», «…, digo, …»). */
/** «quise decir», «quiero decir», «quise poner», as typed or by sound («quise desir»). */
const QUISE_DECIR = ['quise', 'quiero', 'queria'].flatMap((q) => ['decir', 'desir', 'poner'].map((d) => [q, d]));
const CORRIGE: string[][] = [
  ...QUISE_DECIR.flatMap((q) => [['perdon', ',', ...q], ['perdon', ...q], ['no', ',', ...q], q]),
  ['me', 'equivoque', ','],
  ['no', ',', 'mejor'],
  ['bueno', 'no', ',', 'mejor'],
  ['bueno', ',', 'no', ',', 'mejor'],
  ['no', 'mejor'],
  ['no', ',', 'espera', ','],
  ['no', 'espera', ','],
  ['digo', ','],
  ['perdon', ','],
  ['mejor', 'dicho', ','],
  ['mejor', 'dicho'],
  ['corrijo', ','],
];
const OPUESTA_EN_CORRECCION: Record<string, string> = { con: 'sin', sin: 'con' };
/** The same without a comma before it, where a pause was typed as dots: «no perdón», «perdón,». */
const CORRIGE_SIN_COMA: string[][] = [
  ...QUISE_DECIR.flatMap((q) => [
    ['perdon', ',', ...q],
    ['perdon', ...q],
  ]),
  // «…con CONCAR; corrijo: con CONCAR o con SISCONT».
  ['corrijo'],
  ['no', 'perdon', ','],
  ['no', 'perdon'],
  ['perdon', ','],
  ['bueno', 'no', 'mejor'],
  ['no', 'mejor', 'dicho'],
];
/**
 * A writer who corrects themself mid-message («contadores de Lima, no, mejor de Arequipa», «de la UNSA, bueno no,
 * mejor los de la UCSM»): what they took back is set aside with the words that take it back, and the correction read.
 * What was taken back is found by the correction's first word («de Arequipa» replaces the last «de …» before it);
 * without it, nothing is set aside (read as written, both are said). Read as written, the withdrawn place was asked too.
 */
function correcciones(l: Lectura) {
  for (let i = 1; i < l.t.length; i++) {
    if (l.usado[i]) continue;
    // After a comma, or where dots stood («de administración... no perdón, de industrial»: the dots are no token).
    const coma = l.key(i) === ',';
    const f = coma
      ? CORRIGE.find((seq) => seq.every((w, n) => l.key(i + 1 + n) === w && !l.usado[i + 1 + n]))
      : CORRIGE_SIN_COMA.find((seq) => seq.every((w, n) => l.key(i + n) === w && !l.usado[i + n]));
    if (!f) continue;
    let c = coma ? i + 1 + f.length : i + f.length;
    while (['los', 'las', 'a', 'al'].includes(l.key(c)) && l.key(c + 1) !== ',') c++;
    const primera = l.key(c);
    if (!primera || primera === ',') continue;
    // «sin experiencia; corrijo: con o sin experiencia da igual»: «con» takes back a «sin», and the other way round.
    const igual = (k: string) => k === primera || (OPUESTA_EN_CORRECCION[primera] === k && l.key(c + 1) === 'o');
    let b = i - 1;
    while (b >= 0 && b >= i - 7 && (!igual(l.key(b)) || l.usado[b])) b--;
    if (b >= 0 && b >= i - 7 && igual(l.key(b))) {
      l.usar(b, c);
      continue;
    }
    // Nothing to match it by («industrial no perdón administración»): what was taken back runs from the clause's start
    // (a comma, a sentence's end, a verb of asking) to the correction. Read as written, its «no» denied the correction.
    let inicio = i - 1;
    while (inicio > 0 && inicio > i - 8 && l.key(inicio - 1) !== ',' && !l.finDeFrase.has(inicio - 1) && !PIDE.has(l.key(inicio - 1)))
      inicio--;
    l.usar(Math.max(0, inicio), c);
  }
}

const FRASES_APARTE = frases(APARTES);
/**
 * An aside on another subject after the request («ingenieros civiles de Arequipa y, de paso, si sabes de un buen
 * cevichero para el almuerzo»; datos.ts APARTES): from its opening words to the end it is said back, and the request
 * before it is answered. Without a word of another subject after them («de paso, que sepan inglés») they are nothing.
 */
function aparte(l: Lectura, ig: Ignorados): Set<number> {
  for (let i = 1; i < l.t.length; i++) {
    const f = l.usado[i] ? null : frase(l, i, FRASES_APARTE);
    if (!f) continue;
    let otroTema = false;
    for (let j = i + f.length; j < l.t.length; j++) if (!l.usado[j] && frase(l, j, PALABRAS_FUERA)) otroTema = true;
    if (!otroTema) continue;
    let desde = i;
    while (desde > 1 && [',', 'y'].includes(l.key(desde - 1)) && !l.usado[desde - 1]) desde--;
    const fin = l.t.length;
    ig.add(i, texto(l, i, fin), 'no_entendido');
    l.usar(desde, fin);
    return new Set(Array.from({ length: fin - desde }, (_, n) => desde + n));
  }
  return new Set();
}

const FRASES_CURSO = frases(CURSOS);
/** What says a course was taken or is held («que hayan llevado un curso de…», «con diplomado en…»). */
const CURSO_TOMADO = claves([
  ...['con', 'tengan', 'tenga', 'cuenten', 'cuente', 'llevado', 'llevaron', 'hecho', 'hicieron', 'tomado', 'tomaron'],
  ...['seguido', 'culminado', 'terminado', 'algun', 'alguna'],
]);
/**
 * «que hayan llevado un curso de arbitraje» (datos.ts CURSOS): the course taken is said back and the item after it is
 * preferred (`alcance`, at the positions returned). A course the writer wants («quiero inscribirme a un curso de Power
 * BI») is no such thing: left to the off-topic check.
 */
function cursos(l: Lectura, ig: Ignorados): Set<number> {
  const tomados = new Set<number>();
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i] || !frase(l, i, FRASES_CURSO)) continue;
    let b = i - 1;
    while (b >= 0 && b > i - 3 && ['un', 'una', 'unos', 'el', 'la', 'los'].includes(l.key(b))) b--;
    if (!CURSO_TOMADO.has(l.key(b))) continue;
    ig.add(i, l.t[i]!.raw, 'no_entendido');
    tomados.add(i);
  }
  return tomados;
}

const FRASES_DOCUMENTO = frases(DOCUMENTOS);
/**
 * «que tengan carné de guía oficial de turismo» (datos.ts DOCUMENTOS): a document no CV holds, said back whole to the
 * end of its clause; its words are not the career or the knowledge they name.
 */
function documentos(l: Lectura, ig: Ignorados) {
  for (let i = 0; i < l.t.length; i++) {
    const f = l.usado[i] ? null : frase(l, i, FRASES_DOCUMENTO);
    if (!f) continue;
    let hasta = i + f.length;
    while (hasta < l.t.length && !l.usado[hasta] && ![',', 'y', 'o', 'que', 'con', 'sin', 'pero'].includes(l.key(hasta))) hasta++;
    l.usar(i, hasta);
    ig.add(i, texto(l, i, hasta), 'no_entendido');
    i = hasta - 1;
  }
}

const FEMENINOS = new Set(PERSONAS_EN_FEMENINO);
/** A word written as a person noun in the feminine (datos.ts PERSONAS_EN_FEMENINO), singular or plural. */
const enFemenino = (escrito: string) => FEMENINOS.has(toClave(escrito).replace(/s$/, ''));
/**
 * «contadoras», «ingenieras», «egresadas»: the sex they ask for is refused, said back as protected, and the word is left
 * for the career or the level it names (datos.ts PERSONAS_EN_FEMENINO).
 */
function personasEnFemenino(l: Lectura, ig: Ignorados) {
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i] || !enFemenino(l.t[i]!.raw)) continue;
    ig.add(i, l.t[i]!.raw, 'protegido');
    // Read on in the masculine, Spanish's word for everyone («promotoras» searched as «promotores»).
    // Not a word another reading took («vendedoras»: the trade's area).
    const masculino = l.t[i]!.raw.replace(/ora(s?)$/i, (_m, s: string) => (s ? 'ores' : 'or')).replace(/a(s?)$/i, 'o$1');
    if (l.key(i) === clave(l.t[i]!.raw)) l.t[i] = { ...l.t[i]!, raw: masculino, key: clave(masculino) };
  }
}

/** Verbs of going to live or work somewhere, as a person is asked to be willing to («dispuestos a mudarse a…»). */
const TRASLADO = claves([
  ...['vivir', 'residir', 'radicar', 'mudarse', 'mudar', 'trasladarse', 'trasladar', 'reubicarse', 'reubicar'],
  ...['desplazarse', 'viajar', 'ir', 'irse', 'trabajar', 'laborar', 'rotar'],
]);
/** What makes such a verb a willingness: «dispuestos a», «con disponibilidad para», «que acepten», «que puedan». */
const DISPUESTO = claves([
  ...['dispuesto', 'dispuestos', 'dispuesta', 'dispuestas', 'disponibilidad', 'disponible', 'disponibles'],
  ...['acepten', 'acepte', 'aceptar', 'puedan', 'pueda', 'quieran', 'quiera'],
]);
/** Words that close the place a willingness goes to. */
const FIN_DESTINO = claves([',', 'y', 'o', 'que', 'con', 'sin', 'pero', 'preferencia', 'ideal', 'mejor']);

/**
 * The place of a willingness to move or to work there («dispuestos a vivir seis meses en Vilcashuamán», «con
 * disponibilidad para viajar a Cusco», «que acepten trabajar en Piura») is where the job is, not where the applicants
 * live; a place someone lives near («cerca de Lurín») is not where they live either. No CV holds either, so the whole
 * phrase is said back, never read as residence (which listed only those who already live there).
 */
function destinos(l: Lectura, ig: Ignorados): Set<number> {
  const dichos = new Set<number>();
  // «que vivan cerca de Lurín», «cerca al Callao»: near a place is not in it; no CV says how near, so it is said back.
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i] || l.key(i) !== 'cerca' || !['de', 'a', 'al', 'del'].includes(l.key(i + 1))) continue;
    let fin = i + 2;
    while (fin < l.t.length && fin <= i + 6 && !l.usado[fin] && !FIN_DESTINO.has(l.key(fin))) fin++;
    if (fin === i + 2) continue;
    l.usar(i, fin);
    ig.add(i, texto(l, i, fin), 'no_entendido');
    for (let n = i; n < fin; n++) dichos.add(n);
    i = fin - 1;
  }
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i] || !TRASLADO.has(l.key(i))) continue;
    let marca = -1;
    for (let b = i - 1; b >= Math.max(0, i - 3); b--) if (DISPUESTO.has(l.key(b)) && !l.usado[b]) marca = b;
    if (marca < 0) continue;
    // A length between («vivir seis meses en…»), then where.
    let j = i + 1;
    while (j < l.t.length && j <= i + 3 && !['a', 'al', 'en', 'hacia', 'para', 'entre', 'por'].includes(l.key(j))) j++;
    if (j >= l.t.length || !['a', 'al', 'en', 'hacia', 'entre', 'por'].includes(l.key(j)) || l.usado[j]) continue;
    // «rotar entre agencias de Juliaca y Tacna»: the «y» of «entre» joins the two places, it does not end them.
    const entre = l.key(j) === 'entre';
    let fin = j + 1;
    let unidos = 0;
    while (
      fin < l.t.length &&
      fin <= j + 7 &&
      !l.usado[fin] &&
      (!FIN_DESTINO.has(l.key(fin)) || (entre && l.key(fin) === 'y' && unidos++ === 0))
    )
      fin++;
    if (fin === j + 1) continue;
    const desde = l.key(marca - 1) === 'con' && !l.usado[marca - 1] ? marca - 1 : marca;
    l.usar(desde, fin);
    ig.add(desde, texto(l, desde, fin), 'no_entendido');
    // Its words («viajar») are no other subject: the request is about applicants willing to.
    for (let n = desde; n < fin; n++) dichos.add(n);
    i = fin - 1;
  }
  return dichos;
}

/** The qualities that hold a name (datos.ts CUALIDADES_CON_NOMBRE), said back before the names are read. */
function cualidadesConNombre(l: Lectura, ig: Ignorados) {
  for (let i = 0; i < l.t.length; i++) {
    const f = l.usado[i] ? null : frase(l, i, FRASES_CUALIDAD_CON_NOMBRE);
    if (!f) continue;
    let desde = i;
    while (desde > 0 && !l.usado[desde - 1] && ['con', 'que', 'tengan', 'tenga', 'muy'].includes(l.key(desde - 1)) && i - desde < 2)
      desde--;
    l.usar(desde, i + f.length);
    ig.add(desde, texto(l, desde, i + f.length), 'no_entendido');
    i += f.length - 1;
  }
}
const FRASES_CUALIDAD_CON_NOMBRE = frases(CUALIDADES_CON_NOMBRE);

function noBuscables(l: Lectura, ig: Ignorados) {
  for (let i = 0; i < l.t.length; i++) {
    const cualidad = l.usado[i] ? null : frase(l, i, FRASES_CUALIDAD);
    if (cualidad) {
      // "que sean proactivos", "con ganas de aprender": the joining words go with the quality said back.
      let desde = i;
      while (desde > 0 && !l.usado[desde - 1] && ['con', 'que', 'sean', 'sea', 'muy'].includes(l.key(desde - 1)) && i - desde < 3) desde--;
      let hasta = i + cualidad.length;
      // «con criterio para hablar con gerentes»: what the quality is for goes with it, to the end of its clause.
      if (l.key(hasta) === 'para' && /(ar|er|ir)(se|le|les|lo|los|las)?$/.test(l.key(hasta + 1))) {
        hasta += 2;
        while (hasta < l.t.length && !l.usado[hasta] && ![',', 'y', 'o', 'que', 'pero'].includes(l.key(hasta))) hasta++;
      }
      l.usar(desde, hasta);
      ig.add(desde, texto(l, desde, hasta), 'no_entendido');
      i = hasta - 1;
      continue;
    }
    // A natural region («de la sierra», «la costa», «la selva», «la Amazonía»): where someone lives, no origin, but no
    // set of departments either (most departments span two or three), so said back; never refused, never searched.
    const natural = !l.usado[i] && REGIONES_NATURALES.test(toClave(l.t[i]!.raw));
    if (natural && l.key(i - 1) === 'la' && !l.usado[i - 1]) {
      l.usar(i - 1, i + 1);
      ig.add(i - 1, texto(l, i - 1, i + 1), 'no_entendido');
      continue;
    }
    // What someone owns, whatever it is: «herramientas propias», «su propia camioneta», «sus propios equipos». No CV
    // holds it; searched, a word some CV happens to hold («herramientas» in a duty) ordered the list by it.
    const propia = (j: number) => PROPIO.has(l.key(j)) && !l.usado[j];
    if (!l.usado[i] && /^\p{L}{3,}$/u.test(l.key(i)) && !PROPIO.has(l.key(i)) && !['su', 'sus'].includes(l.key(i))) {
      const antes = propia(i + 1) ? i : propia(i - 1) && ['su', 'sus'].includes(l.key(i - 2)) && !l.usado[i - 2] ? i - 2 : -1;
      if (antes >= 0) {
        const hasta = antes === i ? i + 2 : i + 1;
        l.usar(antes, hasta);
        ig.add(antes, texto(l, antes, hasta), 'no_entendido');
        i = hasta - 1;
        continue;
      }
    }
    if (l.usado[i] || !NO_BUSCABLE.test(toClave(l.t[i]!.raw))) continue;
    let hasta = i + 1;
    while (hasta < l.t.length && !l.usado[hasta] && ACOMPANA.test(toClave(l.t[hasta]!.raw))) hasta++;
    while (hasta > i + 1 && l.key(hasta - 1) === 'de') hasta--;
    l.usar(i, hasta);
    ig.add(i, texto(l, i, hasta), 'no_entendido');
  }
}

/** «que hayan…», «que ya hayan…»: what someone has done, as a request says it. */
const HAYAN = claves(['hayan', 'haya', 'hubieran', 'hubiera', 'hubiesen']);
/** «que sepan…», «que sepa…» before a verb: a skill said by what one does. */
const SABER_HACER = new Set(['sepan', 'sepa', 'saben', 'sabe', 'sepas']);
const UNIONES_DE_HECHO = claves(['de', 'del', 'en', 'la', 'el', 'los', 'las', 'un', 'una', 'con', 'a', 'al', 'sus', 'su']);
/**
 * A deed no pass read («que hayan liderado proyectos de mejora», «que hayan hecho auditorías en campo»): no CV field
 * holds what someone did, so the deed is said back whole, to the end of its clause, never searched word by word
 * (searched, a word some duty happens to hold — «proyectos», «auditorías» — ordered the list and nothing was said).
 * A deed a pass read («que hayan trabajado en ventas», «que hayan estudiado en la UNI») was used before.
 */
/** Verbs of something lived or won, not of a skill used («que hayan vivido una fiscalización de SUNAT»). */
const VIVIDO = claves([
  ...['vivido', 'pasado', 'sufrido', 'enfrentado', 'afrontado', 'atravesado', 'sobrevivido', 'presenciado', 'representado'],
  ...['ganado', 'competido', 'clasificado', 'obtenido'],
]);

/**
 * «que hayan vivido una fiscalización de SUNAT de cerca», «que hayan representado a la universidad en olimpiadas de
 * matemática»: something lived or won, which no CV field holds. The whole deed is said back before any name in it is
 * read (SUNAT read as a knowledge item, «matemática» as the career: nobody met them).
 */
const ANTERIOR = new Set(['anterior', 'anteriores', 'ultimo', 'ultima', 'ultimos', 'ultimas', 'pasado', 'pasada', 'previo', 'previa']);
const DE_ANTES = new Set(['antes', 'pasado', 'pasada']);
/** The past of a person told of: «era», «sabía», «hablaba», «renunció», «se fue». */
const PASADO_DE_OTRO = new Set(['era', 'eran', 'fue', 'fueron', 'tuvo', 'tuvieron', 'vino', 'estuvo', 'supo', 'hizo', 'dijo', 'pudo']);
/** The imperfect in -ía of the verbs a former intern is told by (not a noun in -ía: «psicología», «economía»). */
const IMPERFECTO_IA =
  /^(sab|ten|hac|ven|viv|conoc|pod|quer|dec|entend|aprend|escrib|le|cre|sal|ofrec|cumpl|asist|atend|resolv|respond|hab|deb|com|romp|mov|perd|ca)ían?$/;
const esPasadoDeOtro = (raw: string) =>
  PASADO_DE_OTRO.has(toClave(raw)) ||
  IMPERFECTO_IA.test(raw) ||
  /^[a-zñ]{2,}(aba|aban|aron|ieron)$/.test(raw) ||
  /^[a-zñ]{3,}(ió|ó)$/.test(raw);
/**
 * «quiero a alguien igual», «el mismo perfil», «como él»: the former intern is the model asked for, not a story («da
 * igual» is no such word).
 */
const MODELO =
  /(?<![\p{L}])(?:(?:alguien|otro|otra|otros|otras|uno|una|gente)\s+(?:igual(?:ito|ita)?|parecid[oa]s?|similar(?:es)?)|mismo perfil|como (?:él|ella|ese|esa|aquel|aquella))(?![\p{L}])/u;
/** Where the request turns back from the story: «así que», «por eso», «ahora», «esta vez», «pero». */
const VUELTA_DEL_RELATO = frases([
  'asi que',
  'por eso',
  'por ello',
  'entonces',
  'ahora',
  'esta vez',
  'pero',
  'en cambio',
  'necesito',
  'quiero',
  'busco',
]);
/**
 * «el practicante anterior no sabía Excel; esta vez…», «nuestra última practicante era de Lima y se fue»: what a former
 * intern was or lacked is a story, not a criterion (read as one, «no sabía Excel» ruled out everyone with Excel). Said
 * back; the request resumes at the sentence's end or where it turns («así que», «ahora», «esta vez»). A story with a
 * protected trait is left to be refused.
 */
/** The verbs a client's request is relayed with («mi cliente busca…», «para un cliente que necesita…»). */
const PIDE_EL_CLIENTE = claves(['busca', 'necesita', 'requiere', 'pide', 'solicita', 'quiere', 'desea']);
/**
 * «mi cliente busca contadores», «para un cliente: ingenieros civiles»: a headhunter relaying a client's request; the
 * client is who asks, not something asked (said back, its words left nobody at 100 %).
 */
function clienteQuePide(l: Lectura) {
  for (let i = 0; i + 1 < l.t.length; i++) {
    if (l.usado[i] || !['cliente', 'clienta'].includes(l.key(i + 1))) continue;
    if (!['mi', 'mis', 'nuestro', 'nuestra', 'un', 'una', 'el', 'la'].includes(l.key(i))) continue;
    // «mi cliente», «nuestro cliente»: whoever the recruiter works for, whatever follows.
    const suyo = ['mi', 'mis', 'nuestro', 'nuestra'].includes(l.key(i));
    const pide = suyo || PIDE_EL_CLIENTE.has(l.key(i + 2)) || l.key(i - 1) === 'para' || l.t[i + 1]!.dosPuntos;
    if (pide) l.usar(l.key(i - 1) === 'para' ? i - 1 : i, PIDE_EL_CLIENTE.has(l.key(i + 2)) ? i + 3 : i + 2);
  }
}

/**
 * «Idioma: inglés», «idioma -> portugués», «idiomas inglés y quechua»: the field's name of a form, not the career
 * Idiomas (read as one, only language students were listed).
 */
function etiquetaDeIdioma(l: Lectura, v: Vocabulario) {
  for (let i = 0; i + 1 < l.t.length; i++) {
    if (l.usado[i] || !['idioma', 'lengua'].includes(l.key(i))) continue;
    if (['de', 'del', 'en', 'carrera'].includes(l.key(i - 1))) continue;
    if (l.t[i]!.dosPuntos || entidadEn(l, v, i + 1)?.entidad.tipo === 'idioma') l.usar(i, i + 1);
  }
}

function relatoDeOtro(l: Lectura, ig: Ignorados) {
  if (MODELO.test(l.t.map((t) => t.raw).join(' '))) return;
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i] || !['el', 'la', 'los', 'las', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'mi', 'mis'].includes(l.key(i))) continue;
    if (i > 0 && !l.finDeFrase.has(i - 1) && ![',', 'que', 'es', 'porque', 'pues', 'como', 'y'].includes(l.key(i - 1))) continue;
    // The former one: «el anterior», «la última practicante», «el practicante de antes», «el chico que tuvimos».
    let sujeto = -1;
    for (let j = i + 1; j <= i + 3 && j < l.t.length && !l.finDeFrase.has(j - 1); j++) {
      const k = toClave(l.t[j]!.raw);
      const dicho =
        ANTERIOR.has(k) || (k === 'de' && DE_ANTES.has(toClave(l.t[j + 1]?.raw ?? ''))) || (k === 'que' && /^tuv/.test(l.key(j + 1)));
      if (dicho && !['ano', 'ciclo', 'semestre', 'curso', 'nivel', 'modulo', 'grado', 'puesto'].includes(l.key(j + 1))) {
        sujeto = j;
        break;
      }
    }
    if (sujeto < 0) continue;
    let fin = sujeto + 1;
    // To the sentence's end, a colon (what follows it is the profile asked), or where the request turns.
    while (fin < l.t.length && !l.finDeFrase.has(fin - 1) && !l.t[fin - 1]!.dosPuntos && !frase(l, fin, VUELTA_DEL_RELATO)) fin++;
    const relato = Array.from({ length: fin - i }, (_, n) => i + n);
    if (!relato.some((m) => m > sujeto && esPasadoDeOtro(l.t[m]!.raw))) continue;
    let dicho = fin;
    while (dicho > sujeto + 1 && l.key(dicho - 1) === ',') dicho--;
    // A protected trait told of is still refused (left to be read as one).
    for (const m of relato) if (!rasgoEn(l, m)) l.usar(m, m + 1);
    ig.add(i, texto(l, i, dicho), 'no_entendido');
    i = fin - 1;
  }
}

/** Words that may open a request before it refers to an earlier answer («ok, de esos…», «ahora, de los mismos…»). */
const ANTES_DE_REFERIR = claves([
  'ok',
  'okay',
  'oka',
  'ya',
  'bueno',
  'ahora',
  'y',
  'perfecto',
  'listo',
  'gracias',
  'bien',
  'oye',
  'mira',
  'entonces',
]);
/** As written: their keys fold to the singular («eso es todo» refers to nothing). */
const DEMOSTRATIVOS = new Set(['esos', 'esas', 'estos', 'estas', 'ellos', 'ellas', 'aquellos', 'aquellas']);
const LISTA_DADA = claves(['lista', 'listado', 'busqueda', 'resultado', 'resultados', 'seleccion', 'relacion']);
const MISMOS = claves(['mismos', 'mismas']);
const PREP_DE_LISTA = claves(['de', 'entre', 'sobre', 'a', 'en', 'desde', 'con', 'para']);
const RELATIVO_TRAS_DEMOSTRATIVO = claves(['que', 'quienes', 'quien']);
const ARTICULO_DE_LISTA = claves(['la', 'las', 'los', 'el', 'esa', 'esta', 'esos', 'estos', 'tu', 'tus', 'mi']);
const ARTICULO_DE_MISMOS = claves(['los', 'las']);
const A_MI = claves(['me', 'nos']);
const DADA_ANTES = claves(['anterior', 'anteriores', 'antes', 'previa', 'previos', 'recien', 'pasada', 'ultima']);
const LO_MISMO = claves(['criterios', 'filtros', 'requisitos', 'condiciones', 'perfiles', 'postulantes', 'candidatos', 'datos']);
const RATO = claves(['un', 'unos', 'rato', 'ratito', 'momento', 'minutos']);
const DADA = claves(['diste', 'dio', 'pasaste', 'paso', 'mostraste', 'mostro', 'salio', 'salieron', 'enviaste', 'mandaste']);

/** How many words at k say the list was given before («anterior», «de antes», «de hace un rato», «que me diste»), or 0. */
function cuandoSeDio(l: Lectura, k: number): number {
  if (DADA_ANTES.has(l.key(k))) return 1;
  if (l.key(k) === 'de' && DADA_ANTES.has(l.key(k + 1))) return 2;
  if (l.key(k) === 'de' && l.key(k + 1) === 'hace' && RATO.has(l.key(k + 2))) {
    let m = k + 2;
    while (RATO.has(l.key(m))) m++;
    return m - k;
  }
  if (l.key(k) === 'que' && A_MI.has(l.key(k + 1)) && DADA.has(l.key(k + 2))) return 3;
  if (l.key(k) === 'que' && DADA.has(l.key(k + 1))) return 2;
  return 0;
}

/**
 * A request that refers to an earlier answer («de esos, solo los de Cusco», «sobre la lista de hace un rato, los que
 * hablen inglés», «a los mismos de antes quítales los descartados»). Each request is read on its own: the rest is
 * answered over every applicant, and the reference is said back so that the recruiter knows it was not applied
 * (nobody is at 100 %). Only at the start of a sentence: «egresados de la UNSA, y de esos los que hablen inglés» narrows
 * the same request, and «esos que hablan inglés» is a relative clause.
 */
function busquedaAnterior(l: Lectura, ig: Ignorados) {
  const inicioDeFrase = (i: number) => {
    let m = i - 1;
    while (m >= 0 && (ANTES_DE_REFERIR.has(l.key(m)) || l.key(m) === ',') && !l.finDeFrase.has(m)) m--;
    return m < 0 || l.finDeFrase.has(m);
  };
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i] || !inicioDeFrase(i)) continue;
    let j = i;
    if (PREP_DE_LISTA.has(l.key(j))) j++;
    let fin = -1;
    if (DEMOSTRATIVOS.has(toClave(l.t[j]?.raw ?? '')) && !RELATIVO_TRAS_DEMOSTRATIVO.has(l.key(j + 1))) fin = j + 1;
    else if (ARTICULO_DE_LISTA.has(l.key(j))) {
      const mismos = MISMOS.has(l.key(j + 1)) && ARTICULO_DE_MISMOS.has(l.key(j));
      if (!mismos && !LISTA_DADA.has(l.key(j + 1))) continue;
      let k = j + 2;
      let antes = mismos;
      // «los mismos criterios», «los mismos filtros de antes».
      if (mismos && LO_MISMO.has(l.key(k))) k++;
      // «de la lista, los de Lima»: the list alone, closed by a comma, is the one given.
      if (!mismos && l.key(k) === ',' && ['de', 'sobre', 'entre'].includes(l.key(i))) antes = true;
      // «anterior», «de antes», «de hace un rato», «que me diste», «que salió».
      const dicho = cuandoSeDio(l, k);
      if (antes || dicho > 0) fin = k + dicho;
    }
    if (fin < 0 || l.t.slice(i, fin).some((_, n) => l.usado[i + n])) continue;
    l.usar(i, fin);
    ig.add(i, texto(l, i, fin), 'no_entendido');
    i = fin - 1;
  }
}

/** What opens an exception with a condition («salvo que sean de Arequipa», «a menos que sepan SAP»). */
const EXCEPCION_CON_CONDICION = frases([
  'salvo que',
  'salvo si',
  'a menos que',
  'excepto que',
  'excepto si',
  'a no ser que',
  'excepto cuando',
  'salvo cuando',
]);
/**
 * «que no tengan Excel, salvo que sean de Arequipa», «a menos que sepan SAP, no quiero a los de Administración»: an
 * exception that holds on a condition, which no criterion says (each one is met or not by everyone alike). Read as
 * written, it became another exclusion or a requirement for all; it is said back, to the clause's end, and the rest
 * is answered (nobody at 100 %).
 */
function excepcionConCondicion(l: Lectura, ig: Ignorados) {
  for (let i = 0; i < l.t.length; i++) {
    const f = l.usado[i] ? null : frase(l, i, EXCEPCION_CON_CONDICION);
    if (!f) continue;
    let fin = i + f.length;
    while (fin < l.t.length && l.key(fin) !== ',' && !l.finDeFrase.has(fin - 1) && !l.t[fin - 1]!.dosPuntos) fin++;
    l.usar(i, fin);
    ig.add(i, texto(l, i, fin), 'no_entendido');
    i = fin - 1;
  }
}

function hechosVividos(l: Lectura, ig: Ignorados) {
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i] || !HAYAN.has(l.key(i))) continue;
    let j = i + 1;
    while (['ya', 'antes', 'previamente', 'alguna', 'vez'].includes(l.key(j)) && !l.usado[j]) j++;
    if (l.usado[j] || !VIVIDO.has(l.key(j))) continue;
    let fin = j + 1;
    while (fin < l.t.length && ![',', 'y', 'o', 'que', 'pero'].includes(l.key(fin)) && !l.finDeFrase.has(fin - 1)) fin++;
    if (fin === j + 1) continue;
    l.usar(j, fin);
    ig.add(j, texto(l, j, fin), 'no_entendido');
    i = fin - 1;
  }
}

function hechos(l: Lectura, ig: Ignorados) {
  const propia = (m: number) => l.key(m).length >= 3 && !VACIAS.has(l.key(m)) && !CONECTORES.has(l.key(m));
  for (let i = 0; i < l.t.length; i++) {
    // «que sepan aplicar pruebas proyectivas», «que sepa usar una caja registradora»: a skill said by its verb, as a deed.
    const sabe = SABER_HACER.has(toClave(l.t[i]?.raw ?? '')) && /^\p{L}{2,}(ar|er|ir)$/u.test(toClave(l.t[i + 1]?.raw ?? ''));
    // «sepa» may have been read as the verb before a knowledge item («que sepa SAP»): its infinitive is what counts.
    if ((l.usado[i] && !sabe) || (!HAYAN.has(l.key(i)) && !sabe)) continue;
    let j = i + 1;
    while (['ya', 'antes', 'previamente', 'alguna', 'vez'].includes(l.key(j)) && !l.usado[j]) j++;
    const participio = toClave(l.t[j]?.raw ?? '');
    if (
      l.usado[j] ||
      VERBOS_ALCANCE.has(l.key(j)) ||
      (!sabe && !/^\p{L}{2,}(ado|ada|ados|adas|ido|ida|idos|idas|cho|sto|to)$/u.test(participio))
    )
      continue;
    // The clause's end; what a pass read inside it («cierres contables» read as the career's word) stays read.
    let fin = j + 1;
    while (fin < l.t.length && ![',', 'y', 'o', 'que', 'pero'].includes(l.key(fin))) fin++;
    const tramos: [number, number][] = [];
    for (let m = j; m < fin; m++) {
      if (l.usado[m]) continue;
      let h = m;
      while (h < fin && !l.usado[h]) h++;
      let hasta = h;
      while (hasta > m + 1 && (CONECTORES.has(l.key(hasta - 1)) || UNIONES_DE_HECHO.has(l.key(hasta - 1)))) hasta--;
      tramos.push([m, hasta]);
      m = h - 1;
    }
    // Only a deed with a word of its own to say; its object read by a pass («que hayan realizado sus prácticas en
    // Lima»), the verb is no word to search.
    const dichos = tramos.filter(([m, h]) => Array.from({ length: h - m }, (_, n) => m + n).some((x) => x !== j && propia(x)));
    for (const [m, h] of dichos) {
      l.usar(m, h);
      ig.add(m, texto(l, m, h), 'no_entendido');
    }
    // The participle said back with its object, or alone no word to search.
    if (dichos[0]?.[0] !== j) l.usar(j, j + 1);
    i = fin - 1;
  }
}

/** The request asks for every applicant ("muéstrame a todos", "cualquiera", "la lista completa"). */
export function pideTodos(prompt: string): boolean {
  const keys = tokenizar(prompt).map((t) => toClave(t.raw));
  return keys.some((k, i) => k === 'todos' || k === 'todas' || k === 'cualquiera' || (k === 'lista' && keys[i + 1] === 'completa'));
}

// ------------------------------------------------------------------ 7c. negations and preferences

const FRASES_NEGACION = frases(NEGACIONES);
const FRASES_FIN_NEGACION = frases(FIN_NEGACION);
const FRASES_PREFERENCIA = frases(PREFERENCIAS);
/** "no es indispensable", "no es obligatorio", "no importa": what follows is not required (a preference at most). */
const NO_EXIGE = claves([
  'indispensable',
  'necesario',
  'obligatorio',
  'excluyente',
  'importa',
  'requisito',
  'imprescindible',
  'necesariamente',
]);
/** Words a negation or a preference reaches across without ending ("que no sean de Lima", "de preferencia con inglés"). */
/** The verbs of VERBOS_ALCANCE that open a clause of their own after a join (not the nouns «manejo», «egresado»…). */
const VERBO_DE_CLAUSULA = claves(['sean', 'sea', 'esten', 'vivan', 'viva', 'residan', 'hablen', 'hable', 'tengan', 'tenga']);
/**
 * A verb of asking after a comma starts what is asked («no quiero personas de Lima, quiero de Arequipa o de Cusco»):
 * the negation before it does not reach it.
 */
const PIDE_DE_NUEVO = claves(['quiero', 'queremos', 'necesito', 'necesitamos', 'busco', 'buscamos', 'prefiero', 'preferimos']);

const VERBOS_ALCANCE = claves([
  'sean',
  'sea',
  'esten',
  'vivan',
  'viva',
  'residan',
  'hablen',
  'hable',
  'tengan',
  'tenga',
  'sepan',
  'sepa',
  'manejen',
  'maneje',
  'estudien',
  'estudie',
  'provengan',
  'vengan',
  'es',
  'son',
  'seran',
  'con',
  'conocimiento',
  'manejo',
  'dominio',
  'estudiante',
  'egresado',
  'egresada',
  'hayan',
  'estudiado',
  // "que no cursen el último año".
  'cursen',
  'curse',
  'cursan',
  'cursa',
  // The indicative, as in "salvo los que hablan quechua", "excepto los que viven en Lima".
  'hablan',
  'habla',
  'saben',
  'sabe',
  'tienen',
  'tiene',
  'manejan',
  'maneja',
  'dominan',
  'conocen',
  'viven',
  'vive',
  'estudian',
  'estudia',
  // The past, as in «egresados que no estudiaron derecho».
  'estudiaron',
  'cursaron',
  'estan',
  'esta',
  'residen',
  // "no me muestres los de Cusco", "no incluyas a los de la PUCP".
  'muestres',
  'muestre',
  'incluyas',
  'incluya',
  'pongas',
  'traigas',
  'listes',
  'consideres',
  'quiero',
  'queremos',
  // «No deseo practicantes del SENATI ni de TECSUP», «no aceptamos…».
  ...['deseo', 'deseamos', 'quisiera', 'requiero', 'requerimos', 'acepto', 'aceptamos', 'admito', 'admitimos'],
]);
/** After "excepto", "salvo", "menos"…: who is left out, before the criterion ("salvo los que hablan quechua"). */
const QUIENES = claves(['los', 'las', 'el', 'la', 'a', 'aquellos', 'aquellas', 'que', 'quienes', 'cuales']);
/** The words that open a new group of people in a list («y los de…», «y aquellos que…»). */
const GRUPO_NUEVO = claves(['los', 'las', 'aquellos', 'aquellas', 'quienes']);
/** The question words that open a question of their own after a comma, and the verbs that state after them. */
const PREGUNTA_QUIEN = claves(['quienes', 'quien', 'cuales']);
const INDICATIVO_QUIEN = claves([
  ...['saben', 'sabe', 'tienen', 'tiene', 'manejan', 'maneja', 'hablan', 'habla', 'conocen', 'conoce', 'dominan'],
  ...['domina', 'son', 'es', 'estan', 'esta', 'viven', 'vive', 'cumplen', 'cumple'],
]);

interface Alcance {
  /** The hallazgos under it. */
  hallazgos: Set<Hallazgo>;
  /** Every token index under it (study-level words, words not understood). */
  tokens: Set<number>;
  /** Each marker's clause: the marker in [desde, marca), its reach up to `hasta` (excluded). */
  clausulas: { desde: number; marca: number; hasta: number }[];
}

/**
 * The reach of negations (datos.ts NEGACIONES) or preferences (PREFERENCIAS): from the marker on, the names and
 * level words that follow, joined by "ni", "o", "y" or a comma while the next name is of the same kind, until the
 * clause ends (FIN_NEGACION, another verb, a name of another kind after a join). Nothing is ever turned into its
 * opposite: a word under a negation that is not a name stays a word said back as not understood.
 */
function alcance(
  l: Lectura,
  hallazgos: Hallazgo[],
  marcas: string[][],
  fin: string[][],
  preferencia: boolean,
  // Whether a marker found at i counts (a course only where it was taken: `cursos`).
  cuenta: (i: number) => boolean = () => true,
): Alcance {
  const out: Alcance = { hallazgos: new Set(), tokens: new Set(), clausulas: [] };
  const porInicio = new Map(hallazgos.map((h) => [h.inicio, h]));
  const tipo = (h: Hallazgo) => (h.entidad.tipo === 'region' || h.entidad.tipo === 'lugar' ? 'lugar' : h.entidad.tipo);
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i]) continue;
    const f = frase(l, i, marcas);
    if (!f || !cuenta(i)) continue;
    const k = f.join(' ');
    // «morenos no estudiantes de Contabilidad»: a «no» right after a refused trait denies the trait, nothing after it.
    if (!preferencia && k === 'no' && l.rasgo.has(i - 1)) {
      l.usar(i, i + 1);
      continue;
    }
    // «con AutoCAD, inglés no», «de la UNSA no»: a «no» that closes its clause denies the name right before it (its
    // level between: «Excel avanzado no»). Said back as not understood, the name stayed asked: the list inverted.
    // «tampoco» closes its clause the same way («los de Yanahuara no, y los de Miraflores tampoco»).
    if (!preferencia && (k === 'no' || k === 'tampoco') && (i + 1 >= l.t.length || [',', 'y', '.', ';', 'pero'].includes(l.key(i + 1)))) {
      let b = i - 1;
      while (b > i - 3 && b >= 0 && NIVEL_PALABRA[l.key(b)]) b--;
      const h = hallazgos.find((x) => x.fin === b + 1);
      if (h && !out.hallazgos.has(h)) {
        out.hallazgos.add(h);
        for (let m = h.inicio; m < i; m++) out.tokens.add(m);
        l.usar(i, i + 1);
        continue;
      }
    }
    // "al menos", "por lo menos", "menos de 3": bounds, not negations; "no es indispensable X": not required.
    if (
      k === clave('menos') &&
      (['al', 'lo', 'a'].includes(l.key(i - 1)) ||
        /^\d/.test(l.key(i + 1)) ||
        (['de', 'del'].includes(l.key(i + 1)) && numeroCiclo(l.t[i + 2] ?? { raw: '', key: '' }, true) !== null))
    )
      continue;
    if (k === 'fuera' && l.key(i + 1) !== 'de') continue;
    let j = i + f.length;
    // «…que no hayan trabajado nunca. Que vivan en Lima»: a marker that ends its sentence or its heading reaches
    // nothing after it (the next sentence's places were ruled out).
    if (!preferencia && (l.finDeFrase.has(j - 1) || l.t[j - 1]!.dosPuntos) && !/^(excluye|excluir|excepto|salvo|menos)$/.test(k)) {
      l.usar(i, j);
      continue;
    }
    // "no tiene que ser de Lima", "no hace falta que sepan inglés": not required either (a preference), not ruled out.
    const noExige =
      NO_EXIGE.has(l.key(j)) ||
      (['es', 'sea', 'sean'].includes(l.key(j)) && NO_EXIGE.has(l.key(j + 1))) ||
      (['tiene', 'tienen'].includes(l.key(j)) && ['que', 'por'].includes(l.key(j + 1))) ||
      (l.key(j) === 'hace' && l.key(j + 1) === 'falta');
    if (!preferencia && k === 'no' && noExige) continue;
    // "sin importar si son de Lima", "aunque no tengan inglés": a preference phrase that holds the marker, not a negation.
    if (!preferencia && (frase(l, i, FRASES_PREFERENCIA) || (i > 0 && (frase(l, i - 1, FRASES_PREFERENCIA)?.length ?? 0) > 1))) continue;
    if (preferencia) {
      // "Excel es un plus", "inglés deseable": a marker at the end of a clause looks back to the name before it.
      const siguiente = l.key(j);
      // «no es indispensable, pero mejor si saben JavaScript»: the «pero» after it says what is preferred, ahead.
      const sigue = siguiente === 'pero' || (siguiente === ',' && l.key(j + 1) === 'pero');
      if ((j >= l.t.length || siguiente === ',' || siguiente === 'y') && !sigue) {
        let nombre = false;
        // «contadores con SAP, no es indispensable»: the comma before it does not part it from its name.
        const desde = l.key(i - 1) === ',' ? i - 2 : i - 1;
        for (let b = desde; b >= 0 && b >= desde - 3; b--) {
          const h = hallazgos.find((x) => x.fin === b + 1);
          if (h) {
            out.hallazgos.add(h);
            nombre = true;
            break;
          }
          if (!['es', 'un', 'una', 'seria', 'sera', 'muy'].includes(l.key(b))) break;
        }
        // «experiencia en ventas no indispensable», «brevete deseable»: what an earlier pass read right before it
        // (experience, the licence) is preferred too, not required.
        if (!nombre) {
          let b = i - 1;
          while (b >= 0 && ['es', 'un', 'una', 'seria', 'sera', 'muy'].includes(l.key(b)) && !l.usado[b]) b--;
          for (let n = 0; b >= 0 && n < 6 && l.usado[b] && l.key(b) !== ','; b--, n++) out.tokens.add(b);
        }
      }
    }
    let ultimo: string | null = null;
    let sueltas = 0;
    // "sin inglés de Lima", "sin Excel, de Arequipa": «sin» denies one noun and its list («sin inglés ni francés»); a
    // name of another kind after it, not joined by «ni», is asked (it used to be ruled out: the list inverted).
    const soloUnNombre = k === 'sin';
    let trasNi = false;
    // "excepto los que…", "salvo a quienes…": the relative words name who is left out; the clause goes on.
    if (!preferencia) {
      const antes = j;
      // «no me muestres a los que son de Lima», «no quiero ver a los que…»: words of asking before who is left out.
      if (k === 'no') while (j < l.t.length && PEDIR_ENTRE.has(l.key(j)) && !porInicio.has(j)) out.tokens.add(j++);
      // «no queremos más de la UNSA», «no quiero más gente de Lima»: «more» of those is none of them (not «más de 5»).
      const cifra = (n: number) => /^\d/.test(l.key(n)) || CARDINALES[l.key(n)] !== undefined;
      if (k === 'no' && j > antes && l.key(j) === 'mas' && !cifra(j + 1) && !(l.key(j + 1) === 'de' && cifra(j + 2))) out.tokens.add(j++);
      while (j < l.t.length && QUIENES.has(l.key(j)) && !porInicio.has(j)) out.tokens.add(j++);
      // «excepto los que sepan SAP», «menos los que manejen Excel»: the verb after «los que» opens the clause (as a
      // clause's end, it left the clause empty and SAP asked: the request inverted).
      // «descartando a los que estudiaron o estudian en la UCV»: two verbs joined are one clause.
      const verbo = (n: number) => VERBOS_ALCANCE.has(l.key(n)) && !porInicio.has(n);
      if (j > antes)
        while (j < l.t.length && (verbo(j) || (['o', 'u', 'y', 'e'].includes(l.key(j)) && verbo(j - 1) && verbo(j + 1))))
          out.tokens.add(j++);
    }
    // "ideal que sepan Python", "de preferencia que hablen quechua": the verb right after the marker opens the clause.
    else while (j < l.t.length && (QUIENES.has(l.key(j)) || VERBOS_ALCANCE.has(l.key(j))) && !porInicio.has(j)) out.tokens.add(j++);
    const primero = j;
    while (j < l.t.length) {
      // «nada de Lima: contadores con PLAME»: a colon ends what the negation reaches.
      // A sentence's end too («no quiero a los de la UNSA. Contadores de Arequipa»).
      if (j > primero && (l.t[j - 1]!.dosPuntos || l.finDeFrase.has(j - 1))) break;
      // «que no estén embarazadas estudiantes de Contabilidad», «de preferencia mujeres de Lima»: a refused trait ends
      // the clause; nothing after it is denied or preferred with it.
      if (l.rasgo.has(j)) {
        while (j < l.t.length && l.rasgo.has(j)) j++;
        break;
      }
      const h = porInicio.get(j);
      if (h) {
        if (ultimo !== null && sueltas > 0 && tipo(h) !== ultimo && !preferencia) break;
        // «los que no hablan inglés del Cusco»: a place after a language or a knowledge item is where they are, not
        // what is denied (read on, Cusco was left out: the list inverted).
        if ((ultimo === 'idioma' || ultimo === 'conocimiento') && tipo(h) === 'lugar' && !trasNi) break;
        if (soloUnNombre && ultimo !== null && tipo(h) !== ultimo && !trasNi) break;
        trasNi = false;
        out.hallazgos.add(h);
        for (let m = h.inicio; m < h.fin; m++) out.tokens.add(m);
        ultimo = tipo(h);
        sueltas = 0;
        j = h.fin;
        continue;
      }
      const kj = l.key(j);
      if (kj === 'ni') {
        trasNi = true;
        j++;
        // «sin SAP ni con Power BI», «que no sepan SAP ni manejen Excel»: «ni» carries the negation over its own «con»
        // or verb (read as a clause's end, Power BI was asked: the list inverted).
        while (j < l.t.length && !porInicio.has(j) && (l.key(j) === 'con' || VERBOS_ALCANCE.has(l.key(j)))) out.tokens.add(j++);
        continue;
      }
      // "excepto los de Lima y los de la UNI", "menos los descartados y los de Cusco", "excepto los de Lima y los que
      // hablen inglés": a new «los …» after a join is another group of people left out, whatever its kind (read as a
      // clause of its own, the UNI, Cusco or English were asked instead: the list inverted).
      // Not a question after a comma («fuera de los de Lima y Callao, ¿quiénes saben SAP?»): «quiénes» with a verb
      // that states («saben», not «sepan») asks who of the rest, a clause of its own.
      const pregunta = kj === ',' && PREGUNTA_QUIEN.has(l.key(j + 1)) && INDICATIVO_QUIEN.has(l.key(j + 2));
      // «fuera de los finalistas, ¿quiénes de derecho hablan inglés?»: a question written as one (its accent) opens a
      // clause of its own, whatever comes between it and its verb.
      if (kj === ',' && PREGUNTA_QUIEN.has(l.key(j + 1)) && /[éá]/.test(l.t[j + 1]!.raw)) break;
      if (
        (kj === ',' || kj === 'y' || kj === 'e') &&
        !pregunta &&
        (GRUPO_NUEVO.has(l.key(j + 1)) || (l.key(j + 1) === 'a' && GRUPO_NUEVO.has(l.key(j + 2))))
      ) {
        out.tokens.add(j++);
        while (j < l.t.length && QUIENES.has(l.key(j)) && !porInicio.has(j)) out.tokens.add(j++);
        ultimo = null;
        sueltas = 0;
        continue;
      }
      if (kj === ',' || kj === 'y' || kj === 'o' || kj === 'e' || kj === 'u') {
        // Another name of the same kind goes on ("Lima, Callao ni Ica"); anything else ends the clause.
        let n = j + 1;
        while (n < l.t.length && (CONECTORES.has(l.key(n)) || l.key(n) === 'ni' || VERBOS_ALCANCE.has(l.key(n))) && !porInicio.has(n)) n++;
        // «no» and «sin» deny their own verb or noun: a new clause after the join and no «ni» («sin SAP y con Power
        // BI», «que no sepan SAP y sepan Excel», «… y sean de Arequipa») is asked, not ruled out (read on, the list was
        // inverted). After «excepto los que…» the verbs go on naming who is left out.
        let nuevaClausula = false;
        for (let m = j + 1; m < n && !nuevaClausula && (k === 'no' || k === 'sin'); m++) {
          if (l.key(m) === 'ni') break;
          if (frase(l, m, fin) || VERBO_DE_CLAUSULA.has(l.key(m)) || (kj === ',' && PIDE_DE_NUEVO.has(l.key(m)))) nuevaClausula = true;
        }
        if (nuevaClausula) break;
        const sig = porInicio.get(n);
        // Only a list goes on past a join: after a name of the same kind ("Lima, Callao ni Ica"), or a study level after
        // a study level ("que no sean egresados o bachilleres"); a comma after a clause without a name ends it.
        if (sig && ultimo !== null && tipo(sig) === ultimo) {
          j = n;
          continue;
        }
        if (!sig && ultimo === null && kj !== ',' && esNivelDeEstudio(l.key(j - 1)) && esNivelDeEstudio(l.key(n))) {
          j = n;
          continue;
        }
        break;
      }
      // "primero" ends a clause as an order ("…, primero los de Lima"), not as "los primeros ciclos / años".
      const esCiclo = kj === 'primero' && ['ciclo', 'semestre', 'ano'].includes(l.key(j + 1));
      if (j > i + f.length && frase(l, j, fin) && !esCiclo) break;
      // «que no sepan nada de SAP»: the negation said twice, as Spanish does, is one («nada de» as a clause of its own
      // left «no sepan» unread).
      // «que no sean de ninguna ingeniería»: «ninguna» after «no» is the same denial.
      if (!preferencia && k === 'no' && (kj === 'ninguna' || kj === 'ninguno')) {
        l.usar(j, j + 1);
        out.tokens.add(j++);
        continue;
      }
      if (!preferencia && k === 'no' && kj === 'nada' && l.key(j + 1) === 'de') {
        out.tokens.add(j++);
        out.tokens.add(j++);
        continue;
      }
      if (frase(l, j, marcas) && !preferencia && kj !== 'no') break;
      out.tokens.add(j);
      if (!CONECTORES.has(kj) && !VERBOS_ALCANCE.has(kj)) sueltas++;
      if (sueltas > 3) break;
      j++;
    }
    l.usar(i, i + f.length);
    out.clausulas.push({ desde: i, marca: i + f.length, hasta: j });
    i = j - 1;
  }
  return out;
}

/**
 * A negation whose clause no pass read ("que no sean de provincia": no name, no level, no word said back) is said
 * back whole as not understood: otherwise the rest of the request would be answered — and met at 100 % — as if the
 * recruiter had not ruled anything out.
 */
function negacionesSinLeer(l: Lectura, negacion: Alcance, ig: Ignorados) {
  for (const { desde, marca, hasta } of negacion.clausulas) {
    let leida = ig.dentro(desde, hasta);
    for (const h of negacion.hallazgos) if (h.inicio >= desde && h.inicio < hasta) leida = true;
    // The marker itself is used by alcance; any other token used means a pass read the clause.
    for (let m = marca; m < hasta && !leida; m++) if (l.usado[m]) leida = true;
    if (!leida) ig.add(desde, texto(l, desde, hasta), 'no_entendido');
  }
}

/**
 * What may stand between an item and its level ruled out, the bound of the item's own level included («inglés
 * intermedio a más, pero no avanzado», «intermedio para arriba»).
 */
const ENTRE_ITEM_Y_NIVEL = new Set([
  ...[',', 'pero', 'aunque', 'no', 'sin', 'y', 'a', 'nivel', 'de', 'en', 'tan', 'muy', 'que', 'sea', 'tenga'],
  ...claves(['mas', 'para', 'arriba', 'adelante', 'partir']),
]);

/**
 * "inglés, pero no avanzado", "Excel no avanzado": a level alone under a negation, right after a knowledge item or a
 * language asked (only joins and "pero" between), leaves out that item at that level or above; the item stays asked.
 * The level tokens are marked used; anything else under a negation is left to the passes after.
 */
function nivelNegado(
  l: Lectura,
  hallazgos: Hallazgo[],
  negados: Set<number>,
  nivelesDe: Map<Hallazgo, { nivel: Nivel }>,
): { h: Hallazgo; nivel: Nivel }[] {
  const out: { h: Hallazgo; nivel: Nivel }[] = [];
  for (let i = 0; i < l.t.length; i++) {
    const nivel = NIVEL_PALABRA[l.key(i)];
    // «avanzado ni intermedio»: the second level is denied by its «ni», whatever the reach read.
    const trasNi = l.key(i - 1) === 'ni' && NIVEL_PALABRA[l.key(i - 2)] !== undefined;
    if (!nivel || l.usado[i] || (!negados.has(i) && !trasNi)) continue;
    let j = i - 1;
    // The item's own level may stand between ("inglés intermedio, no avanzado").
    while (j >= 0 && j > i - 8 && (ENTRE_ITEM_Y_NIVEL.has(l.key(j)) || l.key(j) === 'ni' || NIVEL_PALABRA[l.key(j)])) j--;
    const h = hallazgos.find((x) => x.fin === j + 1 && (x.entidad.tipo === 'idioma' || x.entidad.tipo === 'conocimiento'));
    if (!h) continue;
    if (negados.has(h.inicio)) {
      // «que no hablen inglés avanzado ni intermedio»: a second level ruled out with the item's own; where the two reach
      // the top level, the lower rules out both (and what is above). «básico ni intermedio» keeps the advanced: said back.
      const propio = nivelesDe.get(h);
      const orden = (n: Nivel) => NIVELES_ORDEN.indexOf(n);
      const junto = ['ni', 'o', 'u', ','].includes(l.key(i - 1)) && NIVEL_PALABRA[l.key(i - 2)] !== undefined;
      if (propio && junto && Math.max(orden(propio.nivel), orden(nivel)) === NIVELES_ORDEN.length - 1) {
        if (orden(nivel) < orden(propio.nivel)) propio.nivel = nivel;
        l.usar(i, i + 1);
      }
      continue;
    }
    // The item asked at a level of its own below this one stays as asked ("inglés básico, pero no avanzado").
    const propio = nivelesDe.get(h)?.nivel;
    if (propio === nivel) continue;
    out.push({ h, nivel });
    l.usar(i, i + 1);
  }
  return out;
}

/**
 * The level granted right after an item's basic level denied («sin inglés básico: o intermedio o avanzado», «inglés
 * básico no, sino intermedio o más»): the lowest level named, its words marked read; null when none follows.
 */
function nivelConcedidoTras(l: Lectura, h: Hallazgo): Nivel | null {
  let j = h.fin;
  while (j < l.t.length && j < h.fin + 3 && NIVEL_PALABRA[l.key(j)] !== 'básico') j++;
  if (NIVEL_PALABRA[l.key(j)] !== 'básico') return null;
  let m = j + 1;
  while (m < l.t.length && m <= j + 4 && CONCEDE_NIVEL.has(l.key(m)) && !NIVEL_PALABRA[l.key(m)]) m++;
  const niveles: Nivel[] = [];
  let fin = m;
  while (fin < l.t.length && (NIVEL_PALABRA[l.key(fin)] || ['o', 'u', ','].includes(l.key(fin)))) {
    const n = NIVEL_PALABRA[l.key(fin)];
    if (n) niveles.push(n);
    fin++;
  }
  if (niveles.length === 0 || niveles.includes('básico')) return null;
  l.usar(j + 1, fin);
  return niveles.sort((a, b) => NIVELES_ORDEN.indexOf(a) - NIVELES_ORDEN.indexOf(b))[0]!;
}
/** Words between a basic level denied and the levels granted after it. */
const CONCEDE_NIVEL = claves([',', 'o', 'u', 'no', 'sino', 'solo', 'pero', 'si', 'mas', 'bien', 'minimo', 'ya', 'sea']);

// ------------------------------------------------------------------ 7d. year of study

/**
 * "2do año", "tercer año", "de segundo año": year n of the career is cycles 2n-1 and 2n (two cycles a year).
 * ("último año" is read in egreso: students in cycles IX–X.) "penúltimo año" / "penúltimo ciclo" are read here.
 */
/** Words joining years of study in one list: "2do o 3er año", "3er ni 4to año", "de 2do a 4to año". */
const UNE_ANIOS = new Set(['o', 'u', 'y', 'e', 'ni', ',', 'a', 'al', 'hasta']);

function anioDeEstudios(l: Lectura, c: CriteriosAsistente, negados: Set<number> = new Set()) {
  // "penúltimo año" is the year before the last (VII–VIII; III–IV for technical students only), "penúltimo ciclo" the
  // cycle before the last (IX; V), of a ten-cycle (six-cycle) career, as "último año" is IX–X (V–VI).
  const tecnicos = c.niveles.length > 0 && c.niveles.every((x) => x === 3 || x === 4);
  for (let i = 0; i < l.t.length; i++) {
    let k = l.key(i + 1);
    if (l.usado[i] || l.key(i) !== 'penultimo' || l.usado[i + 1]) continue;
    // "último o penúltimo año", "penúltimo o último año": both years, one range.
    const conUltimo =
      (UNE_ANIOS.has(l.key(i - 1)) && l.key(i - 2) === 'ultimo' && !l.usado[i - 2]) ||
      (UNE_ANIOS.has(k) && l.key(i + 2) === 'ultimo' && !l.usado[i + 2]);
    const fin = conUltimo && UNE_ANIOS.has(k) ? i + 3 : i + 1;
    k = l.key(fin);
    if (!['ano', 'ciclo', 'semestre'].includes(k) || l.usado[fin]) continue;
    const desde = conUltimo && !UNE_ANIOS.has(l.key(i + 1)) ? i - 2 : i;
    const r = destinoCiclos(c, negados.has(i) || negados.has(fin) || negados.has(desde));
    const ultimo = tecnicos ? 6 : 10;
    r.ciclo_min = k === 'ano' ? ultimo - 3 : ultimo - 1;
    r.ciclo_max = conUltimo ? ultimo : k === 'ano' ? ultimo - 2 : ultimo - 1;
    if (delFinal(c)) r.ciclo_del_final = true;
    l.usar(desde, fin + 1);
  }
  // "2do año", "de 2do o 3er año", "tercer o cuarto año", "de 2do a 4to año", "3er ni 4to año": the ordinals of one
  // list before «año» are years (a list used to read its first ordinal as a cycle: «2do» = II); "de 4to año en
  // adelante" / "a partir de 3er año" is a minimum, "hasta 3er año" a maximum.
  let leyoAnios = false;
  for (let a = 0; a < l.t.length; a++) {
    if (l.key(a) !== 'ano' || l.usado[a]) continue;
    const nums: { i: number; n: number }[] = [];
    let b = a - 1;
    while (b >= 0 && !l.usado[b]) {
      const raw = toClave(l.t[b]!.raw);
      const n = /^\d+$/.test(raw) ? null : numeroCiclo(l.t[b]!, false);
      if (n !== null && n >= 1 && n <= 6) nums.unshift({ i: b, n });
      else if (!(nums.length > 0 && UNE_ANIOS.has(l.key(b)) && b > 0 && numeroCiclo(l.t[b - 1]!, false) !== null)) break;
      b--;
    }
    // "2 años": a length of time, not a year of study (the number right before «año» is no ordinal).
    if (nums.length === 0 || nums[nums.length - 1]!.i !== a - 1) continue;
    const desde = nums[0]!.i;
    const negado = nums.some((x) => negados.has(x.i)) || negados.has(a);
    const r = destinoCiclos(c, negado);
    // «en adelante», «para adelante», «pa delante» (datos.ts SINONIMOS: «delante» is «adelante»).
    const antesDeAdelante = ['en', 'para', 'pa'].includes(l.key(a + 1));
    const enAdelante = l.key(a + 1) === 'adelante' || (antesDeAdelante && l.key(a + 2) === 'adelante') || l.key(desde - 2) === 'partir';
    const hasta = ['hasta', 'maximo'].includes(l.key(desde - 1));
    const min = Math.min(...nums.map((x) => 2 * x.n - 1));
    const max = Math.max(...nums.map((x) => 2 * x.n));
    if (!hasta) r.ciclo_min = Math.min(r.ciclo_min ?? 99, min);
    if (!enAdelante) r.ciclo_max = Math.max(r.ciclo_max ?? 0, max);
    let fin = a + 1;
    if (enAdelante) fin = antesDeAdelante ? a + 3 : a + 2;
    l.usar(desde, fin);
    leyoAnios = true;
  }
  // "de 2do o 3er año pero no de 4to": once years are read and no cycle is named, a bare ordinal is a year too.
  if (leyoAnios && !l.t.some((t) => t.key === 'ciclo' || t.key === 'semestre')) {
    for (let i = 0; i < l.t.length; i++) {
      const raw = toClave(l.t[i]!.raw);
      if (
        l.usado[i] ||
        !/^\d{1,2}(vo|avo|mo|to|ro|do|er|no|°|º)$/.test(raw) ||
        ['puesto', 'lugar', 'mejor', 'superior'].includes(l.key(i + 1))
      )
        continue;
      const n = numeroCiclo(l.t[i]!, false);
      if (n === null || n < 1 || n > 6) continue;
      const r = destinoCiclos(c, negados.has(i));
      r.ciclo_min = Math.min(r.ciclo_min ?? 99, 2 * n - 1);
      r.ciclo_max = Math.max(r.ciclo_max ?? 0, 2 * n);
      l.usar(i, i + 1);
    }
    return;
  }
  // "de 8vo", "del 9no" without the word ciclo: an ordinal written with its ending is a cycle. Beside a cycle named
  // elsewhere («del 6to al 10mo ciclo, salvo los de 8vo», «no de los primeros ciclos, del 7mo para arriba») only the
  // ordinal in figures is: a word such as «quinto» there is too often something else.
  const cicloNombrado = l.t.some((t) => t.key === 'ciclo' || t.key === 'semestre');
  // An ordinal of the cycle word's own clause was read with it (the window above), whether or not it took it.
  const esCiclo = (m: number) => l.key(m) === 'ciclo' || l.key(m) === 'semestre';
  const conSuCiclo = (i: number) => {
    for (let m = i + 1; m < l.t.length && m <= i + 6 && l.key(m) !== ','; m++) if (esCiclo(m)) return true;
    for (let m = i - 1; m >= 0 && m >= i - 3 && l.key(m) !== ','; m--) if (esCiclo(m)) return true;
    return false;
  };
  const vistos = new Map<object, { min: number; max: number | null }>();
  for (let i = 0; i < l.t.length; i++) {
    const raw = toClave(l.t[i]!.raw);
    // An ordinal written out counts too right after «de», «del» or «en» («alumnos de octavo de civil»), after «el» in «en
    // el» or after a verb of studying (datos.ts ANTES_DE_EL_CICLO: «que estén en el quinto»), or after «o»,
    // «y», «a» following one so read («de noveno o décimo»): elsewhere «tercero», «cuarto» are ordinary words. Not
    // «primero» (an instruction word) nor «segundo».
    const escrito =
      !cicloNombrado &&
      // The word as written or as re-spelt («octabo»: datos.ts SINONIMOS set the key).
      (ORDINALES[raw] ?? ORDINALES[l.key(i)] ?? 0) >= 3 &&
      (['de', 'del', 'en'].includes(l.key(i - 1)) ||
        (l.key(i - 1) === 'el' && ANTES_EL_CICLO.has(l.key(i - 2))) ||
        (['o', 'y', 'u', 'a', 'al'].includes(l.key(i - 1)) &&
          l.t[i - 2] !== undefined &&
          ORDINALES[toClave(l.t[i - 2]!.raw)] !== undefined &&
          l.usado[i - 2]));
    if (
      l.usado[i] ||
      (cicloNombrado && conSuCiclo(i)) ||
      (!/^\d{1,2}(vo|bo|avo|abo|mo|to|ro|do|er|no|°|º)$/.test(raw) && !escrito) ||
      ['ano', 'puesto', 'lugar', 'mejor', 'superior', 'tercio', 'quinto', 'decimo'].includes(l.key(i + 1)) ||
      // «la impresora del tercer piso», «alumnos de tercero de secundaria»: a floor, a school year, a round.
      ORDINAL_DE_OTRA_COSA.has(l.key(i + 1)) ||
      (l.key(i + 1) === 'de' && ['secundaria', 'primaria', 'media', 'colegio'].includes(l.key(i + 2)))
    )
      continue;
    const n = numeroCiclo(l.t[i]!, false);
    if (n === null || n < 1 || n > 12) continue;
    // «8vo en adelante», «8vo a más», «8vo para arriba»: a minimum (the words of «a más» were left over, VIII alone).
    const cola = ['a', 'en', 'para', 'pa'].includes(l.key(i + 1)) && ['adelante', 'mas', 'arriba', 'abajo'].includes(l.key(i + 2)) ? 2 : 0;
    const abajo = cola > 0 && l.key(i + 2) === 'abajo';
    // «más de 6to», «menos del 5to», «hasta el 4to», «a partir del 7mo», «desde el 6to»: a comparison before it (the
    // word of the comparison, then «de / del / el / a / al»); «más» and «menos» leave the cycle out.
    const enlace = ['de', 'del', 'el', 'a', 'al', 'que'].includes(l.key(i - 1));
    const antes = enlace ? l.key(i - 2) : l.key(i - 1);
    const comparacion = enlace ? i - 2 : i - 1;
    const libre = comparacion >= 0 && !l.usado[comparacion];
    const mas = libre && ['mas', 'mayor', 'superior'].includes(antes);
    const menos = libre && [clave('menos'), 'menor', 'inferior'].includes(antes);
    const hasta = (libre && antes === 'hasta') || abajo;
    const desde =
      ['adelante', 'mas'].includes(l.key(i + 1)) || (cola > 0 && !abajo) || (libre && ['partir', 'desde'].includes(antes)) || mas;
    const r = destinoCiclos(c, negados.has(i));
    // "que no estén en 9no ni 10mo": the ordinals of one list make one range (the last one read used to win: 9no stayed).
    const previo = vistos.get(r);
    if (menos || hasta) {
      r.ciclo_max = menos ? n - 1 : n;
      vistos.set(r, { min: r.ciclo_min ?? 1, max: r.ciclo_max });
    } else {
      const bajo = mas ? n + 1 : n;
      r.ciclo_min = previo ? Math.min(previo.min, bajo) : bajo;
      if (!desde) r.ciclo_max = previo?.max != null ? Math.max(previo.max, n) : n;
      vistos.set(r, { min: r.ciclo_min, max: desde ? null : (r.ciclo_max ?? null) });
    }
    l.usar(mas || menos || hasta || (libre && ['partir', 'desde'].includes(antes)) ? comparacion : i, i + 1 + cola);
  }
}

// ------------------------------------------------------------------ 8. keywords

/**
 * Two words left unread one edit from a name of two words («ingeniería industria»: Ingeniería Industrial), both
 * known words: the name written with a letter lost, not two free words.
 */
function nombreRoto(primera: string, segunda: string, v: Vocabulario): boolean {
  return (v.frases.get(primera) ?? []).some(
    (f) => f.claves.length === 2 && f.claves[1] !== segunda && distanciaEdicion(segunda, f.claves[1]!, 1) <= 1,
  );
}

/** The short forms and synonyms the parser reads as a name («ingeniero», «economista»), as words to misspell. */
const SINONIMOS_LARGOS = Object.keys(SINONIMOS).filter((k) => k.length >= 5 && /^[a-z]+$/.test(k));

/** The parser's own words and the names it reads by another word («contador», «egresado»), of five letters or more. */
/**
 * The words every request is made of: who is asked, by what they study, and the words of order and experience (not
 * the parser's other words: «cocina» is no slip of «cocinar», nor «academia» of «académica»).
 */
const PALABRAS_PEDIDO = [
  ...['postulante', 'postulantes', 'candidato', 'candidatos', 'candidata', 'candidatas', 'practicante', 'practicantes'],
  ...['estudiante', 'estudiantes', 'egresado', 'egresados', 'egresada', 'egresadas', 'bachiller', 'bachilleres'],
  ...['tecnico', 'tecnicos', 'titulado', 'titulados', 'universitario', 'universitarios', 'mejores', 'experiencia'],
].map((w) => clave(w));
/** Per vocabulary: the words to correct to, and the corrections found. */
const corregiblesDelParser = new WeakMap<Vocabulario, { palabras: string[]; memo: Map<string, string | null> }>();
/**
 * A word of six letters or more one edit from exactly one of those («contdores», «admnistradores», «ingneieros»,
 * «egresadis»), and no other form of it: that word, as the parser reads it.
 */
function palabraDelParser(key: string, escrita: string, v: Vocabulario): string | null {
  let cache = corregiblesDelParser.get(v);
  if (!cache) {
    // Of the synonyms, those that name something the vocabulary holds («contador»: Contabilidad), not a verb
    // («chambeado»: «chambeadores» is no slip of it) nor a short form («informa»: «informes» is no slip of it).
    const nombra = (w: string) => v.palabras.has(clave(w)) && !toClave(SINONIMOS[w] ?? '').startsWith(w);
    const palabras = [...new Set([...PALABRAS_PEDIDO, ...SINONIMOS_LARGOS.filter(nombra)])];
    cache = { palabras: palabras.filter((k) => k.length >= 5 && /^[a-z]+$/.test(k)), memo: new Map() };
    corregiblesDelParser.set(v, cache);
  }
  const palabrasCorregibles = cache.palabras;
  const memo = `${key} ${escrita}`;
  let hallada = cache.memo.get(memo);
  if (hallada === undefined) {
    // As folded and as written, against the word and its plural («administradroes»: «administradores»).
    const formas = [key, escrita].filter((w) => w.length >= 6);
    // A word with an ending of its own («informativo», «operación») is a word, not a slip of another ending.
    const terminacion = /(iv[oa]s?|cion|ciones|mente|bles?|os[oa]s?|ari[oa]s?|ism[oa]s?)$/.exec(escrita)?.[1];
    const cerca = palabrasCorregibles.filter(
      (w) =>
        (terminacion === undefined || w.endsWith(terminacion.replace(/s$/, ''))) &&
        formas.some((f) => [w, `${w}s`, `${w}es`].some((x) => distanciaEdicion(f, x, 1) <= 1 && !esVariante(f, x))),
    );
    let claves = new Set(cerca.map((w) => clave(w)));
    // Two forms of one word apart by a thumb's slip («egresadis»: «egresados», not «egresadas»).
    if (claves.size > 1) claves = new Set(cerca.filter((w) => formas.some((f) => desliz(f, w) || desliz(f, `${w}s`))).map((w) => clave(w)));
    // Never one edit from a name too: the name's correction (`corregir`, later) reads it.
    hallada = claves.size === 1 && !v.corregibles.some((w) => distanciaEdicion(key, w, 1) <= 1) ? [...claves][0]! : null;
    cache.memo.set(memo, hallada);
  }
  return hallada;
}

/** A letter no Spanish word is made with after a vowel ending («sistemad»: not «historial» from Historia). */
function tecleada(palabra: string, nombre: string): boolean {
  return palabra.length === nombre.length + 1 && palabra.startsWith(nombre) && !/[lnrs]$/.test(palabra);
}

/**
 * A word one edit from a word the assistant reads (a name's word, a place, the parser's own words) that no pass read:
 * a misspelling of something asked («Cusc», «cicli», «sistemad», «superir»). Searched as a free word it gave another
 * list without a word; it is said back instead. Not an ordinary form of that word («venta» beside ventas).
 */
function errataDeConocida(key: string, v: Vocabulario, escrita?: string): boolean {
  if (key.length < 4 || !/^[a-z]+$/.test(key) || v.palabras.has(key) || PALABRAS_PARSER.has(key) || NO_CORREGIR.has(key)) return false;
  // Another form of a known word, left unread («inglé»).
  if (v.palabras.has(singular(key))) return true;
  // A word written with its accent was written with care: an ordinary word («minería» beside Minera), not a slip.
  if (escrita !== undefined && /[áéíóú]/i.test(escrita)) return false;
  for (const conocida of [...v.palabras, ...PALABRAS_PARSER, ...SINONIMOS_LARGOS])
    if (conocida.length >= 4 && distanciaEdicion(key, conocida, 1) <= 1 && (!esVariante(key, conocida) || tecleada(key, conocida)))
      return true;
  return false;
}

/**
 * The words of two letters or more typed in capitals, lower-cased: acronyms as a recruiter types them («la UNI»,
 * «PUCP»). None when the request has no lower-case letter (capitals then say nothing of one word).
 */
function enMayusculas(prompt: string): Set<string> {
  const texto = prompt.normalize('NFC');
  if (!/\p{Ll}/u.test(texto)) return new Set();
  return new Set([...texto.matchAll(/(?<![\p{L}\p{N}])\p{Lu}{2,}(?![\p{L}\p{N}])/gu)].map((m) => m[0].toLowerCase()));
}

/** Whether the token was typed in capitals. */
function sigla(l: Lectura, i: number): boolean {
  return l.siglas.has(l.t[i]?.raw ?? '');
}

/** Words a recruiter writes in capitals for emphasis («que NO sean», «SOLO de Lima»): never said back for it. */
const ENFASIS = new Set([
  ...NEGACION_INTERNA.map((w) => toClave(w)),
  ...CONECTORES,
  'ni',
  // Written in capitals as it is said («ASAP»): urgency, no name.
  'asap',
  'o',
  'u',
  'y',
  'e',
  'q',
  'que',
  'con',
  'solo',
  'todo',
  'todos',
  'mas',
  'por',
  'sus',
  'ya',
  'si',
]);

/** Brands written short before a product's name («MS Word»): no acronym of a name the parser lacks. */
const MARCAS_CORTAS = new Set(['ms']);

/** The free words of a request; returns where those that are a misspelling of a known word stand (`errataDeConocida`). */
function palabrasClave(l: Lectura, c: CriteriosAsistente, ig: Ignorados, negados: Set<number>, v: Vocabulario): number[] {
  const erratas: number[] = [];
  const razones = explicaciones(l);
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i]) continue;
    const t = l.t[i]!;
    const k = toClave(t.raw);
    // "con inglés pero no avanzado": a level under a negation is no exclusion the parser reads; said back, never dropped.
    if (NIVEL_PALABRA[k] && negados.has(i)) {
      ig.add(i, t.raw, 'no_entendido');
      continue;
    }
    // A CEFR code no language took («SAP B1», «Excel B2»): said back, never dropped (dropped, SAP alone was asked).
    if (esMarcoEuropeo(k)) {
      ig.add(i, t.raw, 'no_entendido');
      continue;
    }
    // A word read as neither of two known words (fonetizar): said back.
    if (dudosas.get(l)?.has(i)) {
      ig.add(i, sigla(l, i) ? t.raw.toUpperCase() : t.raw, 'no_entendido');
      continue;
    }
    // A word typed in capitals (an acronym: «la UA», «la UNO», «la HUNA») that no pass read is a name the parser does
    // not know, not the function word or the short word it spells: said back, never dropped (dropped, the rest of the
    // request was given at 100 %). Words a recruiter writes in capitals for emphasis («que NO sean») are left as they are.
    if (sigla(l, i) && (VACIAS.has(k) || VACIAS.has(t.key) || k.length < 3) && !ENFASIS.has(k) && !MARCAS_CORTAS.has(k)) {
      ig.add(i, t.raw.toUpperCase(), 'no_entendido');
      continue;
    }
    if (k === ',' || VACIAS.has(k) || VACIAS.has(t.key) || CONECTORES.has(k) || NIVEL_PALABRA[k]) continue;
    if (VERBOS_ALCANCE.has(t.key) || verboDelRelato(k)) continue;
    // A word under a negation that is no name: said back, never searched (searching it would invert it).
    if (negados.has(i)) {
      ig.add(i, t.raw, 'no_entendido');
      continue;
    }
    // A number no pass read ("12345", "3" without "mejores" or "ciclo") is said, not searched.
    if (/^\d+[°ºª]?$/.test(k)) {
      ig.add(i, t.raw, 'no_entendido');
      continue;
    }
    if (k.length < 2) continue;
    // Two letters in the slot of a name that are no word («la ua», «de Ic», «de At»): a name lost a letter; said back,
    // never dropped (dropped, the request's other criteria were given at 100 %).
    if (
      k.length === 2 &&
      /^[a-z]{2}$/.test(k) &&
      ['la', 'de', 'del', 'en'].includes(l.key(i - 1)) &&
      !VACIAS.has(t.key) &&
      !VACIAS.has(k) &&
      !CONECTORES.has(k) &&
      // After «la» (an institution's slot) even a known word's piece («la ui»); elsewhere no known word.
      (l.key(i - 1) === 'la' || !v.palabras.has(k)) &&
      !PALABRAS_PARSER.has(k)
    ) {
      ig.add(i, t.raw, 'no_entendido');
      continue;
    }
    if (k.length < 3 && !/[+#]/.test(k)) continue;
    // A word of a reason or a purpose («porque en la planta se pasa el día parado», «para trabajar con las madres de la
    // comunidad») explains the request; it asks for nothing, so it is said back, never searched.
    if (razones.has(i)) {
      ig.add(i, t.raw, 'no_entendido');
      continue;
    }
    // The parser's own word that no pass read where it stands («primer» without a cycle), and a word of a name beside
    // a misspelt one («ingeniería de sistemad»), are said back the same way: searched alone, they gave another list.
    const junto = [l.anterior(i, CONECTORES), l.siguiente(i, CONECTORES)].some(
      (j) =>
        j >= 0 &&
        !l.usado[j] &&
        (errataDeConocida(l.key(j), v, l.t[j]!.raw) || nombreRoto(l.key(Math.min(i, j)), l.key(Math.max(i, j)), v)),
    );
    // A topic of interest («interesados en energías renovables») is searched whatever known word it is a form of.
    const deTema = deInteres(l, i);
    if (PALABRAS_PARSER.has(t.key) || (!deTema && (errataDeConocida(t.key, v, t.raw) || (v.palabras.has(t.key) && junto)))) erratas.push(i);
    // A word re-spelt by its sound («sistemaz» read «sistemas») is searched as read: as written, no CV holds it and the
    // list was another than the clean request's.
    const palabra = /^[a-z]{4,}$/.test(t.key) && t.key !== clave(t.raw) ? t.key : t.raw;
    if (!c.palabras_clave.includes(palabra)) c.palabras_clave.push(palabra);
  }
  return erratas;
}

/** Words that open a reason: «porque…», «ya que…», «dado que…», «puesto que…», «debido a que…». */
const FRASES_RAZON = frases(
  ['porque', 'ya que', 'dado que', 'puesto que', 'debido a que', 'pues en', 'pues se', 'pues ahi', 'habida cuenta'].concat([
    'en vista de que',
    'considerando que',
    'toda vez que',
  ]),
);
/**
 * The words of the reasons and purposes a request gives: from «porque», «ya que»… to the end of its sentence, and from
 * «para» and an infinitive («para trabajar con…», «para estibar en…») to the end of its clause.
 */
function explicaciones(l: Lectura): Set<number> {
  const dentro = new Set<number>();
  for (let i = 0; i < l.t.length; i++) {
    const razon = frase(l, i, FRASES_RAZON);
    const proposito = l.key(i) === 'para' && /^[a-z]{3,}(ar|er|ir)(se|le|les|lo|los|la|las)?$/.test(toClave(l.t[i + 1]?.raw ?? ''));
    if (!razon && !proposito) continue;
    let fin = i;
    while (fin < l.t.length) {
      const t = l.t[fin]!;
      if (fin > i && proposito && [',', ';'].includes(t.key)) break;
      dentro.add(fin);
      fin++;
      if (t.dosPuntos || t.finDeFrase) break;
    }
    i = fin - 1;
  }
  return dentro;
}

// ------------------------------------------------------------------ the whole request

/** Intention words of one word, matched on the word as written ("mejores" is one, "el mejor curso" is not). */
const INTENCION_SUELTA = new Set(INTENCION.filter((x) => !x.includes(' ')).map((x) => toClave(x)));
/** …and on the key when the entry is its own key ("hablen" read from "ablen", "estudiante" from "estudaintes"). */
const INTENCION_CLAVE = new Set([...INTENCION_SUELTA].filter((x) => clave(x) === x));
const PALABRAS_INTENCION = frases(INTENCION.filter((x) => x.includes(' ')));
const PALABRAS_FUERA = frases(FUERA_DE_TEMA);
/**
 * The same phrases of two words or more by sound («ke tiempo ba a acer»: «tiempo va a hacer»), for a request typed as
 * it sounds; by their first word's sound.
 */
const FUERA_POR_SONIDO = new Map<string, string[][]>();
for (const f of PALABRAS_FUERA.filter((x) => x.length > 1).map((x) => x.map((w) => fonetica(w))))
  FUERA_POR_SONIDO.set(f[0]!, [...(FUERA_POR_SONIDO.get(f[0]!) ?? []), f]);
/** The phrase of another subject said by sound at `i`, as its keys; `sonidos` holds each token's sound (null: no word). */
function fueraPorSonido(l: Lectura, i: number, sonidos: (string | null)[]): string[] | null {
  for (const f of FUERA_POR_SONIDO.get(sonidos[i] ?? '') ?? []) {
    if (f.every((s, n) => !l.usado[i + n] && sonidos[i + n] === s)) return f.map((_, n) => l.key(i + n));
  }
  return null;
}
const PALABRAS_PREGUNTA = frases(PREGUNTAS_OTRO_TEMA);
const PALABRAS_SALUDO = frases(SALUDOS);
const ACCION_PLATAFORMA = new Set(ACCIONES_PLATAFORMA.map((x) => clave(x)));
const DETERMINANTE_PLATAFORMA = new Set(DETERMINANTES_PLATAFORMA.map((x) => clave(x)));
const OBJETO_PLATAFORMA = new Set(OBJETOS_PLATAFORMA.map((x) => clave(x)));
/** «cómo publico una nueva oferta», «cambiar mi contraseña» (datos.ts ACCIONES_PLATAFORMA): using the platform. */
function sobreLaPlataforma(l: Lectura, i: number): boolean {
  // «¿los postulantes ven el puntaje que les pone el asistente?»: the assistant itself, or its score, asked about.
  if (l.key(i) === 'asistente' && ['el', 'este', 'del', 'al'].includes(l.key(i - 1)) && !['de', 'del', 'en'].includes(l.key(i + 1)))
    return true;
  if (['puntaje', 'porcentaje'].includes(l.key(i)) && ['el', 'ese', 'este', 'su'].includes(l.key(i - 1)) && l.key(i + 1) === 'que')
    return true;
  if (!ACCION_PLATAFORMA.has(l.key(i))) return false;
  let j = i + 1;
  while (j < i + 3 && DETERMINANTE_PLATAFORMA.has(l.key(j))) j++;
  return j > i + 1 && OBJETO_PLATAFORMA.has(l.key(j));
}
const PALABRAS_USO = frases(PREGUNTAS_DE_USO);
const PALABRAS_POR_QUE = frases(PREGUNTAS_POR_QUE);
const PALABRAS_OTRA_TAREA = frases(OTRAS_TAREAS);
const SALUDO_SUELTO = claves(['hola', 'oye', 'oiga', 'buenas', ',', 'hey', 'porfa', 'porfavor', 'hijito', 'hijita', 'mijito', 'mijita']);
const ACCION_USO = new Set([...ACCIONES_PLATAFORMA, ...ACCIONES_CON_POSTULANTES].map((x) => clave(x)));
const ACCION_DONDE = new Set(ACCIONES_DONDE.map((x) => clave(x)));
/** «cómo exporto a Excel la lista», «¿puedo cambiar el estado de un postulante?»: how to use the platform. */
function preguntaDeUso(l: Lectura, i: number): boolean {
  const inicio = i === 0 || [',', '.', 'y', 'hola', 'oye', 'disculpa', 'consulta', 'pregunta', 'explicame', 'dime'].includes(l.key(i - 1));
  if (inicio && frase(l, i, PALABRAS_POR_QUE)) return true;
  const f = frase(l, i, PALABRAS_USO);
  if (!f || !inicio) return false;
  const j = i + f.length;
  const accion = (m: number) => ACCION_USO.has(l.key(m)) || (f.length === 1 && f[0] === 'donde' && ACCION_DONDE.has(l.key(m)));
  return [j, j + 1, j + 2].some((m) => accion(m) && (m === j || ['se', 'le', 'les', 'lo', 'los', 'hago', 'puedo'].includes(l.key(m - 1))));
}
const POSESIVO = new Set(POSESIVOS.map((x) => clave(x)));
const AMBITO = new Set(AMBITO_LABORAL.map((x) => clave(x)));

/** Whether the criteria hold anything that is about choosing applicants (a name, a level, an order, a count…). */
function algoEntendido(c: CriteriosAsistente): boolean {
  return (
    pideRequisito(c) ||
    excluyeAlgo(c) ||
    Object.keys(c.evitar ?? {}).length > 0 ||
    typeof c.revisado === 'boolean' ||
    (c.limite ?? null) !== null ||
    (c.orden ?? null) !== null
  );
}

/**
 * Off topic (decision 048): whether the request is about choosing among the applicants at all. Three kinds of sign
 * say it is: a word of intention (datos.ts INTENCION: a person noun of a pool, "postulantes", "egresados", a plural
 * of a career's people, "contadores"; an attribute asked of them, "que sepan", "que vivan"; a ranking word), a
 * criterion only applicants have (a study level, cycles, graduation, experience, merit, a count, an order, a
 * decision, an exclusion, the licence), or a refused trait. Three kinds say it is about something else: a word of
 * another subject (FUERA_DE_TEMA: food, weather, football, a service at home, travel, lessons, the company's own
 * admin), a question about something else (PREGUNTAS_OTRO_TEMA: "¿cuánto cuesta…?", "¿qué hora es…?") and a purpose
 * of one's own (a possessive before a noun that is no work setting: "para mi casa", "mi divorcio"). Another subject
 * without a word of intention is off topic whatever name was read with it ("un contador para mi declaración de
 * renta personal"). With neither kind of sign, a request made only of names (careers, institutions, knowledge,
 * languages, places) is a terse search ("Excel avanzado", "contabilidad Arequipa") unless its words left unread
 * outnumber its names ("clases de inglés para niños"): one word that some CV holds never makes it one.
 */
/** A verb in the singular said of one applicant after «que» («que sepa», «que hable», «que maneje»). */
const SINGULAR_DE_POSTULANTE = new Set(['sepa', 'hable', 'maneje', 'domine', 'conozca', 'viva', 'resida', 'estudie', 'haya']);
/** Whether a word is a figure or a number said in words («40», «cuarenta»). */
const cifraDe = (k: string) =>
  /^\d+$/.test(k) ||
  NUMERO_PALABRA[k] !== undefined ||
  CARDINALES[k] !== undefined ||
  /^(veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento)$/.test(k);

/**
 * «de Lima, que vivan en Miraflores o San Isidro»: districts inside the one region asked narrow it, they are not more
 * places beside it (read as alternatives, all of Lima was listed). The region is kept as the districts' qualifier
 * («Miraflores» of Lima, not of Arequipa).
 */
function lugaresDentroDeLaRegion(c: CriteriosAsistente, v: Vocabulario, l: Lectura, hallazgos: Hallazgo[]) {
  if (c.regiones.length !== 1 || c.distritos.length === 0) return;
  const region = c.regiones[0]!;
  // «Lima o Miraflores»: joined by «o», both are asked.
  const dicha = hallazgos.filter((h) => h.entidad.tipo === 'region' && h.entidad.id === region);
  if (dicha.some((h) => ['o', 'u'].includes(l.key(h.fin)) || ['o', 'u'].includes(l.key(h.inicio - 1)))) return;
  const dentro = c.distritos.every((d) =>
    typeof d === 'string' ? (v.regionesDeLugar.get(toClave(d))?.has(region) ?? false) : d.id_region === region,
  );
  if (!dentro) return;
  c.distritos = c.distritos.map((d) => (typeof d === 'string' ? { nombre: d, id_region: region } : d));
  c.regiones = [];
}

function fueraDeTema(
  tokens: Token[],
  c: CriteriosAsistente,
  hallazgos: Hallazgo[],
  // The writer's presentation, set aside («Somos una red de colegios»): its words are no subject of the request.
  apartados: Set<number> = new Set(),
): 'fuera' | 'plataforma' | 'solo_palabras' | false {
  const l = new Lectura(tokens);
  let intencion = false;
  let otroTema = false;
  let saludo = false;
  // The words of the protected traits refused.
  const rasgo = new Set((c.ignorados ?? []).filter((x) => x.motivo === 'protegido').flatMap((x) => tokenizar(x.texto).map((t) => t.key)));
  // A personal quality («con ganas de aprender») describes applicants: its words are no other subject («aprender»).
  const cualidad = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const f = frase(l, i, FRASES_CUALIDAD);
    if (f) for (let n = i; n < i + f.length; n++) cualidad.add(n);
  }
  const sonidos = tokens.map((t) => (/^[a-z]+$/.test(t.key) ? fonetica(t.key) : null));
  const enNombre = new Set(hallazgos.flatMap((h) => Array.from({ length: h.fin - h.inicio }, (_, n) => h.inicio + n)));
  for (let i = 0; i < tokens.length; i++) {
    if (apartados.has(i)) continue;
    const t = tokens[i]!;
    // «para unas cuarenta personas»: how many a dish or a party is for, not people asked for.
    const porciones =
      ['persona', 'personas'].includes(toClave(t.raw)) &&
      /^\d+$|^[a-z]+$/.test(l.key(i - 1)) &&
      cifraDe(l.key(i - 1)) &&
      [l.key(i - 2), l.key(i - 3)].includes('para');
    if ((INTENCION_SUELTA.has(toClave(t.raw)) || INTENCION_CLAVE.has(t.key) || frase(l, i, PALABRAS_INTENCION)) && !porciones)
      intencion = true;
    // «algún contador del Cusco que sepa…»: one person of a career and what they should know or do.
    if (
      t.key === 'que' &&
      SINGULAR_DE_POSTULANTE.has(toClave(tokens[i + 1]?.raw ?? '')) &&
      hallazgos.some((h) => h.fin <= i && h.entidad.tipo === 'carrera')
    )
      intencion = true;
    // «que» and a verb said of several people («industriales que jueguen fútbol», «que puedan viajar», «q les guste
    // el fútbol»): the request describes applicants, whatever subject its words are of.
    const siguiente = toClave(tokens[i + 1]?.raw ?? '');
    const gusto = ['les', 'le'].includes(siguiente) && /^(gust|interes|agrad|apasion|encant)/.test(toClave(tokens[i + 2]?.raw ?? ''));
    if (t.key === 'que' && ((/^[a-z]{3,}(en|an)$/.test(siguiente) && !VACIAS.has(siguiente)) || gusto)) intencion = true;
    // A word of another subject inside a refused trait («que no militen en ningún partido») is the trait, not a subject.
    const fuera = frase(l, i, PALABRAS_FUERA) ?? fueraPorSonido(l, i, sonidos);
    const enRasgo = fuera !== null && fuera.every((w) => rasgo.has(w));
    // Nor inside a name read («con clima laboral», a knowledge item): the name, not a subject.
    const enNombreLeido = fuera !== null && fuera.every((_, n) => enNombre.has(i + n));
    // «mándame 4 ingenieros», «pásame 3 contadores»: a verb of sending before a count asks for applicants, not a report.
    const cuenta =
      fuera !== null &&
      fuera.length === 1 &&
      (/^\d{1,3}$/.test(l.key(i + 1)) || numeroLimite(l.key(i + 1), toClave(l.t[i + 1]?.raw ?? '')) !== null);
    const pregunta = frase(l, i, PALABRAS_PREGUNTA);
    if (!cualidad.has(i) && ((fuera && !enRasgo && !enNombreLeido && !cuenta) || (pregunta && !preguntaPorEllos(l, i, pregunta))))
      otroTema = true;
    if (frase(l, i, PALABRAS_SALUDO)) saludo = true;
    // Using the platform: off topic whatever else the request holds, answered with where it is done.
    if (sobreLaPlataforma(l, i) || preguntaDeUso(l, i)) return 'plataforma';
    // «tradúceme al inglés este aviso: Practicante de…», «cómo postulo a fondos…»: another task asked at the start;
    // the applicants' words after it are its object, not a request about them.
    if ((i === 0 || (i <= 2 && tokens.slice(0, i).every((x) => SALUDO_SUELTO.has(x.key)))) && frase(l, i, PALABRAS_OTRA_TAREA))
      return 'fuera';
    if (POSESIVO.has(t.key)) {
      const n = l.siguiente(i, new Set(['mismo', 'misma', 'propio', 'propia', 'nuevo', 'nueva']));
      if (n >= 0 && !AMBITO.has(l.key(n)) && l.key(n) !== ',') otroTema = true;
    }
  }
  // «cuántos barriles saca un pozo», «cuánto demoran en instalar…», «qué trámites pide…»: a question of how many or
  // which things, not of applicants, whatever a word of it names.
  let p0 = 0;
  while (p0 < tokens.length && SALUDO_SUELTO.has(tokens[p0]!.key)) p0++;
  const pregunta = tokens[p0]
    ? /^(cu[aá]nt[oa]s?|qu[eé]|cu[aá]l(es)?)$/.test(tokens[p0]!.raw) && (tokens[p0]!.raw !== 'que' || p0 > 0)
    : false;
  const sig = tokens[p0 + 1];
  if (otraTareaAlInicio(l, p0, enNombre)) return 'fuera';
  if (
    pregunta &&
    tokens[p0]!.raw !== 'que' &&
    sig &&
    !sig.personas &&
    !enNombre.has(p0 + 1) &&
    !PREGUNTA_DE_POSTULANTES.has(toClave(sig.raw)) &&
    (!/(dores|doras|istas|logos|logas|antes|entes|ados|adas|idos|idas)$/.test(toClave(sig.raw)) ||
      COSAS_COMO_PERSONAS.has(toClave(sig.raw))) &&
    !VERBOS_ALCANCE.has(sig.key) &&
    !INDICATIVO_QUIEN.has(sig.key)
  )
    return 'fuera';
  // What only an applicant has (experience, a driving licence) asks about applicants, whatever else the story holds
  // («repartimos pan a restaurantes… Necesito a alguien que ya haya trabajado en logística y tenga brevete»).
  if (c.experiencia === true || c.licencia === true) intencion = true;
  // Another subject without a word of recruiting intent: off topic whatever name was read with it.
  if (otroTema && !intencion) return 'fuera';
  // A preference ("de preferencia con Power BI") asks to order the applicants: a request about them.
  if (c.preferir || c.evitar) intencion = true;
  // Plural person nouns ("comunicadores", "diseñadoras", "analistas") ask for people, unless the subject is another.
  if (!otroTema && tokens.some((t) => t.personas || /(dores|doras|istas|logos|logas)$/.test(toClave(t.raw)))) intencion = true;
  // A refused trait or a CV-like thing not understood ("carro propio") is still a request about applicants.
  const dicho = (c.ignorados ?? []).some((x) => x.motivo !== 'no_entendido' || !/^[\d\s.,°ºª?¿!¡]+$/.test(x.texto));
  // A refused trait and words it cannot read, nothing else («nada de gente del otro equipo, tú me entiendes»): the
  // words are no request of their own; nobody is listed by them.
  const rechazado = (c.ignorados ?? []).some((x) => x.motivo === 'protegido');
  if (rechazado && !algoEntendido(c) && c.palabras_clave.length > 0) return 'solo_palabras';
  if (intencion) return false;
  // Nothing understood but words it cannot read ("colegiados", "cerca de la oficina"): not another subject, so the
  // answer says those words back as not understood, with examples, and lists nobody.
  if (!algoEntendido(c) && c.palabras_clave.length > 0 && !saludo) return 'solo_palabras';
  if (dicho) return false;
  if (!algoEntendido(c)) return 'fuera';
  // A criterion only applicants have: a request about them. A language or a skill at a level («con inglés intermedio»)
  // is one too: nothing else is had at a level.
  if ([...c.idiomas, ...c.conocimientos].some((x) => x.nivel)) return false;
  const sinNombres = { ...c, carreras: [], regiones: [], distritos: [], conocimientos: [], idiomas: [], instituciones: [] };
  if (algoEntendido(sinNombres)) return false;
  const soloLugares = !algoEntendido({ ...c, regiones: [], distritos: [] });
  if (saludo && soloLugares) return 'fuera';
  // Only names: a terse search, unless the words left unread outnumber the names read.
  const nombres = hallazgos.length;
  // A figure left unread («de industrial <25») is no word of another subject.
  const sobrantes =
    c.palabras_clave.length +
    (c.ignorados ?? []).filter((x) => x.motivo === 'no_entendido' && !/^[\d\s.,°ºª%<>=+-]+$/.test(x.texto)).length;
  return sobrantes > nombres ? 'fuera' : false;
}

/** Things whose plural ends as a trade's people do («cuántos contenedores…», «qué indicadores…»). */
const COSAS_COMO_PERSONAS = new Set(
  ['contenedores', 'ordenadores', 'computadores', 'servidores', 'refrigeradores', 'ventiladores', 'indicadores'].concat([
    'marcadores',
    'medidores',
    'borradores',
    'separadores',
    'reguladores',
    'acumuladores',
    'mostradores',
    'comedores',
  ]),
);
/** Verbs asking the assistant to hand over or tell something («pásame…», «dame…», «cuéntame…»). */
const VERBOS_DE_ENTREGA = claves(['pasame', 'dame', 'mandame', 'enviame', 'alcanzame', 'facilitame', 'comparteme', 'regalame']);
/** What may be handed over about the applicants («pásame la lista…», «dame el top 5», «mándame una decena de…»). */
const ENTREGA_DE_POSTULANTES = claves(
  ['lista', 'listado', 'relacion', 'ranking', 'top', 'nombre', 'cv', 'curriculum', 'perfil', 'dato', 'correo', 'contacto'].concat(
    ['telefono', 'numero', 'resultado', 'mejor', 'primero', 'terna', 'shortlist', 'reporte', 'resumen', 'excel', 'archivo'],
    ['decena', 'docena', 'par', 'grupo', 'punado', 'centenar', 'monton', 'cantidad', 'media', 'veintena', 'quincena'],
  ),
);
/** Verbs asking for an explanation or a story: another task than choosing applicants («explícame la regla de tres»). */
const VERBOS_DE_EXPLICAR = claves([
  'explicame',
  'explicanos',
  'ensename',
  'ensenanos',
  'redactame',
  'redactanos',
  'redacta',
  'redacte',
  'redactar',
]);
/** «cuéntame uno», «cuéntame un chiste», «échate uno»: a joke asked for. */
const CHISTE = frases(['cuentame uno', 'cuentanos uno', 'cuentame un chiste', 'echate uno', 'un chiste', 'unos chistes']);

/**
 * Another task asked at the start: an explanation or a letter («explícame la regla de tres», «redáctame un correo»),
 * a joke («cuéntame uno de contadores»), a thing handed over that no applicant is («pásame la fórmula de Excel para la
 * cuota»: a formula, not a list), or a question whether a named thing is something («¿el quechua y el aimara son de la
 * misma familia?», «¿el Excel es difícil?»).
 */
function otraTareaAlInicio(l: Lectura, p0: number, enNombre: Set<number>): boolean {
  const k = l.key(p0);
  if (VERBOS_DE_EXPLICAR.has(k)) return true;
  if (l.t.some((_, i) => frase(l, i, CHISTE))) return true;
  if (VERBOS_DE_ENTREGA.has(k)) {
    let j = p0 + 1;
    if (!['el', 'la', 'un', 'una', 'unos', 'unas'].includes(l.key(j))) return false;
    while (['el', 'la', 'un', 'una', 'unos', 'unas', 'mejor', 'buen', 'buena'].includes(l.key(j))) j++;
    const t = l.t[j];
    if (!t || enNombre.has(j) || t.personas || ENTREGA_DE_POSTULANTES.has(t.key) || /^\d+$/.test(t.key)) return false;
    // «mándame una tanda de egresados», «pásame un par de los de Lima»: how many people, whatever the word.
    const de = l.t[j + 1]?.key === 'de' ? l.t[j + 2] : undefined;
    if (de && (de.personas || ['los', 'las', 'sus'].includes(de.key) || PREGUNTA_DE_POSTULANTES.has(toClave(de.raw)))) return false;
    if (de && /(dores|doras|istas|antes|entes|ados|adas|icos|icas)$/.test(toClave(de.raw))) return false;
    if (PREGUNTA_DE_POSTULANTES.has(toClave(t.raw)) || /(dor|dora|ista|logo|loga|ante|ente)s?$/.test(toClave(t.raw))) return false;
    return /^[a-z]{3,}$/.test(t.key);
  }
  // «¿El Niño costero de este año va a ser más fuerte…?»: a thing (no person) asked how it is or will be.
  if (['el', 'la'].includes(k) && !enNombre.has(p0 + 1) && l.t.at(-1)?.finDeFrase) {
    const t = l.t[p0 + 1];
    const persona =
      t &&
      (t.personas ||
        PERSONAS_DOBLE.has(t.key) ||
        /(dor|dora|ista|ante|ente|ado|ada)s?$/.test(toClave(t.raw)) ||
        // «¿la mejor es de Lima?», «¿el primero sabe SAP?»: one of the applicants, by their place in the list.
        ['mejor', 'peor', 'primero', 'primera', 'segundo', 'segunda', 'ultimo', 'ultima', 'unico', 'unica', 'otro', 'otra'].includes(
          t.key,
        ));
    const copula =
      l.t.some((x, j) => j > p0 + 1 && ['sera', 'fue', 'es', 'son'].includes(x.key)) ||
      l.t.some((_, j) => j > p0 + 1 && l.key(j) === 'va' && l.key(j + 1) === 'a' && ['ser', 'estar', 'haber'].includes(l.key(j + 2)));
    if (t && /^[a-z]{3,}$/.test(t.key) && !persona && copula && !PREGUNTA_DE_POSTULANTES.has(toClave(t.raw))) return true;
  }
  // «¿El quechua y el aimara son…?»: a definite article, a name read, and «es»/«son» before the question closes.
  if (['el', 'la'].includes(k) && enNombre.has(p0 + 1)) {
    for (let j = p0 + 2; j < l.t.length && l.key(j) !== ','; j++) {
      if (['es', 'son', 'sirve', 'sirven'].includes(l.key(j)) && !enNombre.has(j))
        return l.t.slice(j).some((t, n) => t.finDeFrase || (j + n === l.t.length - 1 && l.t.at(-1)!.finDeFrase));
      if (!enNombre.has(j) && !['y', 'e', 'o', 'el', 'la'].includes(l.key(j))) return false;
    }
  }
  return false;
}

/**
 * «cuáles son de Lima», «cuáles son los que hablan inglés», «cuál es el de la UNI»: which ones, with no noun, asks
 * which applicants; «cuáles son las playas de Lima» names another thing.
 */
function preguntaPorEllos(l: Lectura, i: number, pregunta: string[]): boolean {
  if (pregunta[0] !== 'cual' && pregunta[0] !== 'cuales') return false;
  const a = l.key(i + pregunta.length);
  const b = l.key(i + pregunta.length + 1);
  // «cuál es el mejor sitio para comer»: the best of another thing, not of the applicants.
  const n = i + pregunta.length + 2;
  const otraCosa =
    /^(mejor|mejores)$/.test(b) &&
    /^[a-z]{3,}$/.test(l.key(n)) &&
    !l.t[n]!.personas &&
    !PREGUNTA_DE_POSTULANTES.has(toClave(l.t[n]!.raw)) &&
    !/(dor|dora|ista|logo|loga|ante|ente|ado|ada)s?$/.test(toClave(l.t[n]!.raw)) &&
    !['para', 'entre', 'segun', 'con', 'sin', 'del', 'que', 'perfil', 'opcion', 'candidato', 'candidata'].includes(l.key(n));
  return a === 'de' || a === 'del' || (/^(el|la|los|las)$/.test(a) && /^(de|del|que|mejor|mejores)$/.test(b) && !otraCosa);
}

/** What may follow «cuántos», «qué» in a question about applicants («cuántos de Lima…», «qué postulantes…»). */
const PREGUNTA_DE_POSTULANTES = new Set([
  ...['de', 'del', 'en', 'con', 'sin', 'que', 'hay', 'me', 'nos', 'tienen', 'tengo', 'tenemos', 'son', 'estan', 'ya'],
  ...['postulantes', 'candidatos', 'candidatas', 'practicantes', 'personas', 'chicos', 'chicas', 'alumnos', 'alumnas'],
  ...['estudiantes', 'egresados', 'egresadas', 'bachilleres', 'tecnicos', 'tecnicas', 'ingenieros', 'ingenieras', 'jovenes'],
  ...['hablan', 'saben', 'viven', 'manejan', 'conocen', 'dominan', 'estudian', 'postularon', 'aplicaron', 'cumplen'],
  // An exclamation, no question: «qué pena contigo, ¿me regalas…?», «qué tal, necesito…».
  ...['pena', 'tal', 'gusto', 'bueno', 'bien', 'lastima', 'verguenza', 'chevere', 'bacan'],
]);

/** Every word the parser itself reads (besides the vocabulary's names): never re-spelt. */
const PALABRAS_PARSER = new Set<string>(
  [
    ...VACIAS,
    ...CONECTORES,
    ...Object.keys(NIVEL_PALABRA),
    ...Object.keys(ORDINALES),
    ...Object.keys(CARDINALES),
    ...[PROTEGIDOS, ORDENES].flatMap((d) => Object.values(d).flat()),
    ...INTENCION,
    ...FUERA_DE_TEMA,
    ...PREGUNTAS_OTRO_TEMA,
    ...ACCIONES_PLATAFORMA,
    ...ACCIONES_CON_POSTULANTES,
    ...ACCIONES_DONDE,
    ...SALUDOS,
    ...NEGACIONES,
    ...PREFERENCIAS,
    ...Object.keys(ESTADOS),
    ...LICENCIA,
    ...DINERO,
    ...PIDE_CANTIDAD,
    ...VERBOS_ALCANCE,
    'semestre',
    'ciclo',
    'egresado',
    'egresada',
    'titulado',
    'bachiller',
    'tecnico',
    'tecnica',
    'instituto',
    'universidad',
    'universitario',
    'experiencia',
  ].flatMap((x) => tokenizar(x).map((t) => t.key)),
);

const fonMemo = new WeakMap<Vocabulario, Map<string, string | null>>();
/** The phonetic keys of every known word → that word (null when two known words share the key). */
function mapaFonetico(v: Vocabulario): Map<string, string | null> {
  let m = fonMemo.get(v);
  if (m) return m;
  m = new Map();
  for (const w of [...v.palabras, ...PALABRAS_PARSER]) {
    if (!/^[a-z]+$/.test(w)) continue;
    const f = fonetica(w);
    const previo = m.get(f);
    m.set(f, previo === undefined || previo === w ? w : null);
  }
  // The short forms and synonyms of datos.ts SINONIMOS by sound too («kontador» → contabilidad, «ekonomista»).
  // A known word keeps its sound; two synonyms of one sound and different meanings are read as neither.
  const deSinonimo = new Set<string>();
  for (const [s, w] of Object.entries(SINONIMOS)) {
    if (s.length < 4 || !/^[a-z]+$/.test(s) || !/^[a-z]+$/.test(w)) continue;
    const f = fonetica(singular(s));
    if (!m.has(f)) {
      m.set(f, clave(w));
      deSinonimo.add(f);
    } else if (deSinonimo.has(f) && m.get(f) !== clave(w)) m.set(f, null);
  }
  fonMemo.set(v, m);
  return m;
}

const fonEscritoMemo = new WeakMap<Vocabulario, Map<string, string | null>>();
/**
 * The phonetic keys of the words of the vocabulary's names as written (without accents, before the singular folds
 * them: «inglés» is "ingles", whose key is "ingl") → their key. A misspelling changes the letters the singular reads
 * («inglez», «franses», «portuguez»), so it is compared with the written word, not with the key.
 */
function mapaFoneticoEscrito(v: Vocabulario): Map<string, string | null> {
  let m = fonEscritoMemo.get(v);
  if (m) return m;
  m = new Map();
  for (const nombre of [...v.idiomas.values(), ...v.conocimientos.values(), ...v.carreras.values()]) {
    for (const w of toClave(nombre).split(/[^a-z]+/)) {
      if (w.length < 4) continue;
      const f = fonetica(w);
      const k = clave(w);
      const previo = m.get(f);
      m.set(f, previo === undefined || previo === k ? k : null);
    }
  }
  fonEscritoMemo.set(v, m);
  return m;
}

const VERBO_CONDUCIR = claves(['manejar', 'manejen', 'maneje', 'conducir', 'conduzcan', 'conduzca', 'manejan', 'conducen']);
const ANTES_DE_CONDUCIR = claves(['sepan', 'sepa', 'saben', 'sabe', 'puedan', 'pueda', 'que']);
const VEHICULO = claves(['auto', 'carro', 'camioneta', 'vehiculo', 'moto', 'movilidad']);
/**
 * «que sepan manejar», «que manejen», «que sepan conducir (auto)»: driving, which a CV tells only by its licence. The
 * verb with nothing to handle after it (the request's end, a comma, «y», a vehicle) is read as the licence; «que sepan
 * manejar Excel» keeps its object. Left as a free word it was dropped silently, everyone else at 100 %.
 */
function manejarEsLicencia(l: Lectura) {
  for (let i = 1; i < l.t.length; i++) {
    if (!VERBO_CONDUCIR.has(l.key(i)) || !ANTES_DE_CONDUCIR.has(l.key(i - 1))) continue;
    const k = l.key(i + 1);
    const vehiculo = VEHICULO.has(k) || (['un', 'una', 'el'].includes(k) && VEHICULO.has(l.key(i + 2)));
    if (i + 1 >= l.t.length || [',', 'y', 'e', 'o', 'u', 'ni'].includes(k) || vehiculo) {
      l.t[i] = { raw: l.t[i]!.raw, key: 'licencia' };
      if (vehiculo) l.usar(i + 1, i + (VEHICULO.has(k) ? 2 : 3));
    }
  }
}

/**
 * Peruvian spelling (decision 048): a word that is neither in the vocabulary nor one of the
 * parser's own is read as the one known word with the same phonetic key ("ke" → que, "ablen" → hablen, "kechua" →
 * quechua, "bentas" → ventas), or as the one word of a name written with the same phonetic key («inglez» → inglés).
 * Known words are never re-spelt.
 */
/**
 * The word a diminutive is made from («practicantitos», «contadorcitos», «Excelcito», «añitos», «chiquitos»), when the
 * parser or the vocabulary knows it: the candidates in the order Spanish forms them, the first known one.
 */
function sinDiminutivo(raw: string, conocida: (k: string) => boolean): string | undefined {
  const m = /^([a-z]{2,}?)(ecit|cit|it|ill)([oa])(s?)$/.exec(toClave(raw));
  if (!m) return undefined;
  const [, raiz0, sufijo, g, pl] = m as unknown as [string, string, string, string, string];
  const raiz = raiz0.replace(/qu$/, 'c').replace(/gu$/, 'g');
  const consonante = /[^aeiou]$/.test(raiz);
  const candidatos = sufijo.endsWith('cit')
    ? [consonante && pl ? `${raiz}es` : `${raiz}${pl}`, `${raiz}e${pl}`, `${raiz}${g}${pl}`]
    : [`${raiz}${g}${pl}`, `${raiz}e${pl}`, consonante && pl ? `${raiz}es` : `${raiz}${pl}`];
  return candidatos.find((c) => conocida(clave(c)));
}

/** The short words that join a request, which a thumb's slip leaves unread («qie sepan», «egresados dek Cusco»). */
const JUNTAS_CORTAS = ['que', 'del', 'los', 'las', 'por', 'una'];
/** What a fallback is said with: «la UNSA, si no hay, la UCSM», «de Lima o en su defecto del Callao». */
const EN_SU_DEFECTO = frases([
  ...['si no hay', 'si no hubiera', 'si no hubiese', 'si no encuentras', 'si no se encuentra', 'si no encuentran'],
  ...['de no haber', 'en su defecto', 'caso contrario', 'en caso contrario', 'y si no', 'o si no', 'sino hay'],
  ...['si no alcanzan', 'si no alcanza', 'si no llegan', 'si no completas', 'si no completan', 'si no se completa'],
  ...['si faltan', 'si falta', 'rellena con', 'rellenalo con', 'completa con', 'completalos con', 'completalo con'],
]);
/** A fallback is an alternative: the phrase is an «o» (its «no» denied what came after it). */
function enSuDefecto(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let f = EN_SU_DEFECTO.find((x) => x.every((k, n) => tokens[i + n]?.key === k));
    // «y si no completas…»: the longer phrase after the join.
    const tras = ['y', 'o'].includes(tokens[i]?.key ?? '')
      ? EN_SU_DEFECTO.find((x) => x.every((k, n) => tokens[i + 1 + n]?.key === k))
      : undefined;
    if (tras && (!f || tras.length + 1 > f.length)) {
      f = ['y', ...tras];
    }
    if (!f) {
      out.push(tokens[i]!);
      continue;
    }
    // «…, o en su defecto, …»: one «o», without the commas around it, in one sentence with what it falls back from.
    while (out.length > 0 && [',', 'o', 'y'].includes(out.at(-1)!.key)) out.pop();
    if (out.length > 0) out[out.length - 1] = { ...out.at(-1)!, finDeFrase: false };
    out.push({ raw: 'o', key: 'o' });
    i += f.length - 1;
    // «si no completas los cuatro, rellena con…»: what it counts, said again, and «también».
    while (
      ['los', 'las', 'tambien'].includes(tokens[i + 1]?.key ?? '') &&
      /^(\d+|[a-z]+)$/.test(tokens[i + 2]?.key ?? '') &&
      numeroLimite(tokens[i + 2]!.key, toClave(tokens[i + 2]!.raw)) !== null
    )
      i += 2;
    while (tokens[i + 1]?.key === ',') i++;
    // Said again after the fallback: «, rellena con…».
    const otra = EN_SU_DEFECTO.find((x) => x.every((k, n) => tokens[i + 1 + n]?.key === k));
    if (otra) i += otra.length;
    while (tokens[i + 1]?.key === ',') i++;
    if (tokens[i + 1]?.key === 'tambien') i++;
  }
  return out;
}

/**
 * A word as typed, read as the word the parser knows, before anything reads it:
 * - gender-inclusive «-es» («alumnes»), an «-ado» without its d («trabajao»), a lost final d («ciuda»);
 * - a word of three letters no list knows, a neighbouring key from exactly one short joining word («qie», «dek»);
 *   never one that sounds as another known one («cin» is «sin» by its sound, not «con» by its keys);
 * - a diminutive of a known word («practicantitos de conta con Excelcito»);
 * - a slip on the words of who is asked (`palabraDelParser`: «egresadis», «contdores»).
 */
function formasTecleadas(tokens: Token[], v: Vocabulario): Token[] {
  const conocida = (k: string) => v.palabras.has(k) || PALABRAS_PARSER.has(k) || CLAVES_AREA.has(k);
  return tokens.map((t, i) => {
    const escrita = toClave(t.raw);
    // «Power Bien», «Power Vi»: the phone's word for the second word of Power BI.
    if (tokens[i - 1]?.key === 'power' && ['bien', 'vi', 'be', 'bee'].includes(escrita)) return { ...t, key: 'bi' };
    // A letter held down («contadoreees», «ingenierooos», «excelll»): the word with it once, or twice («llave», «acción»).
    if (/([a-z])\1\1/.test(escrita) && !conocida(t.key)) {
      const forma = [escrita.replace(/([a-z])\1{2,}/g, '$1'), escrita.replace(/([a-z])\1{2,}/g, '$1$1')].find(
        (w) => w.length >= 4 && conocida(clave(w)),
      );
      if (forma) return { ...t, key: clave(forma) };
    }
    // Gender-inclusive «-es» («alumnes», «egresades», «chiques»): the word in «-os», when the parser knows it.
    if (/^[a-z]{4,}es$/.test(escrita) && !conocida(t.key) && !conocida(escrita)) {
      const enOs = escrita.replace(/(qu|gu)?es$/, (_m, u: string | undefined) => `${u === 'qu' ? 'c' : u === 'gu' ? 'g' : ''}os`);
      if (conocida(clave(enOs))) return { ...t, key: clave(enOs) };
    }
    // «trabajao», «egresaos»: the «-ado» said without its d.
    const sinD = /^([a-z]{3,})ao(s?)$/.exec(escrita);
    if (sinD && !conocida(t.key) && conocida(clave(`${sinD[1]}ado${sinD[2]}`))) return { ...t, key: clave(`${sinD[1]}ado${sinD[2]}`) };
    // A word that lost its final «d» («ciuda», «universida»): the word with it.
    if (/^[a-z]{4,}a$/.test(escrita) && !conocida(t.key) && conocida(clave(`${escrita}d`)) && tokens[i + 1]?.key !== 'd')
      return { ...t, key: clave(`${escrita}d`) };
    if (/^[a-z]{3}$/.test(t.key) && t.raw === t.key && !conocida(t.key) && !PALABRAS_PARSER.has(fonetica(t.key))) {
      const juntas = JUNTAS_CORTAS.filter((w) => desliz(t.key, w));
      if (juntas.length === 1) return { ...t, key: juntas[0]! };
    }
    if (!/^[a-z]+$/.test(t.key) || escrita.length < 5 || conocida(t.key) || conocida(escrita)) return t;
    // A trade's noun counts too («comunicadorcitos»: «comunicadores», read as a career).
    const base = sinDiminutivo(t.raw, (k) => conocida(k) || CLAVES_DE_OFICIO.has(k));
    if (base) return { ...t, key: clave(base) };
    // «egresadis», «contdores», «admnistradores»: one of the parser's words.
    const palabra = palabraDelParser(t.key, escrita, v);
    return palabra ? { ...t, key: palabra } : t;
  });
}

/** Per vocabulary: the single-word knowledge names of seven letters or more, with their sound, and the answers. */
const conocimientosPorSonido = new WeakMap<Vocabulario, { nombres: { k: string; s: string }[]; memo: Map<string, string | null> }>();
function conocimientoPorSonido(palabra: string, v: Vocabulario): string | null {
  let cache = conocimientosPorSonido.get(v);
  if (!cache) {
    const nombres = [...v.conocimientos.keys()]
      .filter((k) => /^[a-z]{7,}$/.test(k) && v.palabras.has(k))
      .map((k) => ({ k, s: fonetica(k) }));
    cache = { nombres, memo: new Map() };
    conocimientosPorSonido.set(v, cache);
  }
  let hallado = cache.memo.get(palabra);
  if (hallado === undefined) {
    const s = fonetica(palabra);
    const cerca = cache.nombres.filter((x) => distanciaEdicion(s, x.s, 1) <= 1 && !esVariante(palabra, x.k));
    hallado = new Set(cerca.map((x) => v.conocimientos.get(x.k))).size === 1 ? cerca[0]!.k : null;
    cache.memo.set(palabra, hallado);
  }
  return hallado;
}

/**
 * An English name of a knowledge item as a Spanish speaker writes it by ear: «ilustreitor» (Illustrator: a long a said
 * «ei», a double l said l), «javaescrip» (JavaScript: an s before a consonant said «es», a final t dropped), «yava»
 * (Java: an English j said as y). The forms differ from the name itself, or null.
 */
function alOido(k: string): string[] {
  const ingles = k
    .replace(/ll/g, 'l')
    .replace(/ator$/, 'eitor')
    .replace(/(^|[aeiou])s(?=[cpt][^aeiou])/g, '$1es')
    .replace(/([^aeiou])t$/, '$1');
  return [...new Set([ingles, ingles.replace(/j/g, 'y')])].filter((x) => x !== k);
}
const mapasAlOido = new WeakMap<Vocabulario, Map<string, string | null>>();
/** The sound of each knowledge item's name heard in English (`alOido`) → its key (null when two share a sound). */
function mapaAlOido(v: Vocabulario): Map<string, string | null> {
  let m = mapasAlOido.get(v);
  if (m) return m;
  m = new Map();
  const fonetico = mapaFonetico(v);
  // Each word of a name that starts a name read alone («illustrator» of Adobe Illustrator).
  const palabras = new Set([...v.conocimientos.keys()].flatMap((k) => k.split(' ')));
  for (const k of palabras) {
    if (!/^[a-z]{4,}$/.test(k) || !v.frases.has(k)) continue;
    for (const forma of alOido(k)) {
      const s = fonetica(forma);
      // Never the sound of another known word («yava» may not be a word of its own).
      if (fonetico.has(s)) continue;
      m.set(s, m.has(s) && m.get(s) !== k ? null : k);
    }
  }
  mapasAlOido.set(v, m);
  return m;
}

function fonetizar(l: Lectura, v: Vocabulario) {
  const m = mapaFonetico(v);
  const alOidoDe = mapaAlOido(v);
  const escrito = mapaFoneticoEscrito(v);
  for (let i = 0; i < l.t.length; i++) {
    const t = l.t[i]!;
    // A roman numeral that sounds as the next word of the name before it («Power VI» is Power BI, v and b alike).
    if (/^[ivx]{2,}$/.test(t.key) && i > 0) {
      const siguiente = (v.frases.get(l.key(i - 1)) ?? []).find(
        (f) => f.claves.length === 2 && f.claves[1] !== t.key && fonetica(f.claves[1]!) === fonetica(t.key),
      )?.claves[1];
      if (siguiente) {
        l.t[i] = { raw: t.raw, key: siguiente };
        continue;
      }
    }
    // Not one letter nor a roman numeral ("X" is no "CSS").
    // Nor the experience areas' own words (datos.ts AREAS_AFINES): «mesa de ayuda» was re-spelt «meza» (a place).
    if (
      !/^[a-z]{2,}$/.test(t.key) ||
      /^[ivx]+$/.test(t.key) ||
      v.palabras.has(t.key) ||
      PALABRAS_PARSER.has(t.key) ||
      CLAVES_AREA.has(t.key)
    )
      continue;
    // A plural written with z («economistaz») sounds as the plural with s, which the singular folds; an f may be a ph,
    // a g before e or i a «gu».
    const w =
      m.get(fonetica(t.key)) ??
      escrito.get(fonetica(toClave(t.raw))) ??
      (/[^z]z$/.test(t.key) ? m.get(fonetica(singular(t.key.replace(/z$/, 's')))) : undefined) ??
      // An f where the borrowed name has ph («fotoshop»: Photoshop).
      (t.key.includes('f') ? m.get(fonetica(t.key.replace(/f/g, 'ph'))) : undefined) ??
      // A «gu» typed without its u before e or i («portuges»: portugués).
      (/g[ei]/.test(t.key)
        ? m.get(fonetica(singular(t.key.replace(/[^z]z$/, (x) => `${x[0]}s`)).replace(/g(?=[ei])/g, 'gu')))
        : undefined) ??
      // An English name written as heard («ilustreitor», «javaescrip», «yava»).
      (alOidoDe.get(fonetica(t.key)) || undefined);
    // «jabascrit»: a long knowledge name misspelt by sound and by one letter at once (JavaScript), when exactly one is.
    if (w === undefined && t.key.length >= 7 && /^[a-z]+$/.test(t.key) && !t.raw.match(/[áéíóú]/)) {
      const nombre = conocimientoPorSonido(t.key, v);
      if (nombre) {
        l.t[i] = { raw: t.raw, key: nombre };
        continue;
      }
    }
    // A short word is not read as a protected one by its sound: the Portuguese «quer» (wants) is no «queer».
    if (w && t.key.length < 5 && FONETICA_PROTEGIDA.get(fonetica(w)) === w) continue;
    // A protected word typed by sound («barones», «embarasadas», «evanjelicos»): refused as the word it sounds like.
    const rasgo = w === undefined && t.key.length >= 5 ? FONETICA_PROTEGIDA.get(fonetica(t.key)) : undefined;
    if (rasgo) {
      l.t[i] = { raw: t.raw, key: rasgo };
      continue;
    }
    // Never a shorter function word: «Exce» sounds «ese» (x and c before e both s), but a word that loses a letter
    // to a sound is a name misspelt, not «ese»; «ke» → «que» keeps its reading.
    // Nor one shorter than the word as written («cines», folded «cin», sounds «sin»: a noun, not the negation).
    if (w && VACIAS.has(w) && w.length < Math.max(t.key.replace(/h/g, '').length, toClave(t.raw).replace(/h/g, '').length - 1)) continue;
    // A short word (four letters or fewer) that sounds as two known words is read as neither, and said back, though
    // the written form of one name would pick it: «haqp» sounds AQP (Arequipa) and HACCP alike.
    if (w && m.get(fonetica(t.key)) === null && t.key.length <= 4 && variosPorSonido(fonetica(t.key), v)) {
      dudosasDe(l).add(i);
      continue;
    }
    // Nor a word of two letters grown into a longer name: «ke» sounds «que», but «mo» is no «Moho» (a place in Puno);
    // as «mo» it is the «no» typed on the next key.
    if (w && t.key.length <= 2 && w.length > 3) continue;
    // A word of three letters or fewer is too short for its sound to name a criterion: «aqp» sounds «haccp» but is
    // the usual short form of Arequipa. Only a function word or the parser's own («ke» → «que») is re-spelt.
    if (w && t.key.length <= 3 && !VACIAS.has(w) && !PALABRAS_PARSER.has(w)) continue;
    // A short name needs a higher bar: an institution's acronym reached by sound while one letter from another
    // institution's acronym is a typo of that one as much as a spelling of this one («UNAAC»: the UNSAAC with its S
    // lost, sounds UNAC; «UNSAA»: the UNSA, or the UNSAAC without its C). Read as neither, and said back.
    if (w && w.length <= 5 && siglaDeInstitucion(w, v) && aUnaLetraDeOtra(t.key, w, v)) {
      dudosasDe(l).add(i);
      continue;
    }
    if (w) l.t[i] = { raw: t.raw, key: w };
  }
}

/** The acronyms of universities and institutes (instituciones-siglas.json: «UNMSM», «UCSM», «ULima»), as keys. */
let siglasClave: string[] | null = null;
function siglasConocidas(): string[] {
  siglasClave ??= [
    ...new Set(
      siglasInstituciones()
        .flatMap((s) => s.alias)
        .filter((a) => /^[A-Z]{2,}[A-Za-z]*$/.test(a))
        .map((a) => toClave(a)),
    ),
  ];
  return siglasClave;
}

/**
 * An acronym typed with one letter wrong («la UNMSN», «la UCSN», «la USP»), in capitals or after «la», «universidad»
 * or «instituto»: read as the one known acronym that close when it has four letters or more; when several are that
 * close (UCSN: the UCSM or the UCSP), or it is shorter, said back as not understood, never searched as a word.
 */
function siglaErrada(l: Lectura, v: Vocabulario) {
  for (let i = 0; i < l.t.length; i++) {
    const t = l.t[i]!;
    const k = t.key;
    if (!/^[a-z]{3,7}$/.test(k) || v.palabras.has(k) || VACIAS.has(k) || PALABRAS_PARSER.has(k)) continue;
    if (!sigla(l, i) && !['la', 'universidad', 'instituto'].includes(l.key(i - 1))) continue;
    const cerca = siglasConocidas().filter((s) => s !== k && distanciaEdicion(k, s, 1) <= 1 && v.palabras.has(s));
    if (cerca.length === 1 && k.length >= 4) l.t[i] = { raw: t.raw, key: cerca[0]! };
    else if (cerca.length > 0) dudosasDe(l).add(i);
  }
}

const porSonidoMemo = new WeakMap<Vocabulario, Map<string, Set<string>>>();
/**
 * Whether the known words of one sound key name more than one thing: «aqp» (Arequipa) and «haccp» do; «nif» and «niif»
 * (both NIIF) do not. A word that is no whole name counts as a thing of its own.
 */
function variosPorSonido(f: string, v: Vocabulario): boolean {
  let m = porSonidoMemo.get(v);
  if (!m) {
    m = new Map();
    for (const w of [...v.palabras, ...PALABRAS_PARSER]) {
      if (!/^[a-z]+$/.test(w)) continue;
      const enteras = (v.frases.get(w) ?? []).filter((x) => x.claves.length === 1);
      const cosas = enteras.length > 0 ? enteras.map((x) => `${x.entidad.tipo}:${x.entidad.nombre}`) : [`palabra:${w}`];
      const s = m.get(fonetica(w)) ?? new Set<string>();
      for (const c of cosas) s.add(c);
      m.set(fonetica(w), s);
    }
    porSonidoMemo.set(v, m);
  }
  return (m.get(f)?.size ?? 0) > 1;
}

/** The words of a request read as neither of two known words (fonetizar): said back, never searched. */
const dudosas = new WeakMap<Lectura, Set<number>>();
function dudosasDe(l: Lectura): Set<number> {
  let d = dudosas.get(l);
  if (!d) dudosas.set(l, (d = new Set()));
  return d;
}

/** Whether the key is a university's or institute's name of one word («unac», «unsaac», «senati»). */
function siglaDeInstitucion(k: string, v: Vocabulario): boolean {
  return (v.frases.get(k) ?? []).some((f) => f.claves.length === 1 && f.entidad.tipo === 'institucion');
}

/**
 * Whether `palabra` is one edit from another institution's name of one word, of four letters or more, that does not
 * sound as `w`.
 */
function aUnaLetraDeOtra(palabra: string, w: string, v: Vocabulario): boolean {
  if (palabra.length < 4) return false;
  const s = fonetica(w);
  for (const k of v.palabras)
    if (
      k !== w &&
      k.length >= 4 &&
      /^[a-z]+$/.test(k) &&
      distanciaEdicion(palabra, k, 1) <= 1 &&
      fonetica(k) !== s &&
      siglaDeInstitucion(k, v)
    )
      return true;
  return false;
}

/**
 * The parser's own words of who is asked and of experience, misspelt by one edit or two swapped letters
 * ("egresaods", "estudaintes", "postulantse", "esperiencia", "alunos", "megores"), in a word of 5 letters or more: read as that word for good (the names of the vocabulary
 * are corrected later by `corregir`, which undoes a correction that takes part in nothing).
 */
const PROPIAS_CORREGIBLES = [
  'estudiante',
  'estudiantes',
  'alumno',
  'alumnos',
  'egresado',
  'egresados',
  'egresada',
  'egresadas',
  'postulante',
  'postulantes',
  'practicante',
  'practicantes',
  'bachilleres',
  'titulados',
  'tecnico',
  'tecnicos',
  'interesado',
  'interesados',
  'universitarios',
  'experiencia',
  // The decisions on the application ("finalistaz", "descartdos").
  'finalista',
  'descartado',
  'seleccionado',
  // "los 3 megores": the word of a count (a key of 5 letters: «megores» → «megor»; «menor» is a word of the parser).
  'mejor',
  // The words of an order («primeor los que tengan experiencia»): a typo in them is never a required word.
  'primero',
];

function corregirPropias(l: Lectura, v: Vocabulario) {
  for (let i = 0; i < l.t.length; i++) {
    const t = l.t[i]!;
    if (t.key.length < 5 || !/^[a-z]+$/.test(t.key) || v.palabras.has(t.key) || PALABRAS_PARSER.has(t.key)) continue;
    // By sound first («finalistaz» sounds «finalistas»), then by one edit.
    const son = singular(fonetica(t.key));
    const suena = PROPIAS_CORREGIBLES.filter((w) => fonetica(w) === son);
    let cerca = suena.length > 0 ? suena : PROPIAS_CORREGIBLES.filter((w) => distanciaEdicion(t.key, w, 1) <= 1 && !esVariante(t.key, w));
    // A word of 7 letters or more one edit from the sound of one of them («experensia» sounds «esperensia», one letter
    // from «esperiensia»): two slips of spelling, one of sound and one of typing.
    if (cerca.length === 0 && t.key.length >= 7)
      cerca = PROPIAS_CORREGIBLES.filter(
        (w) => w.length >= 7 && distanciaEdicion(son, singular(fonetica(w)), 1) <= 1 && !esVariante(t.key, w),
      );
    // One word in the singular and the plural is one candidate («alumnoa»: alumno and alumnos, both one edit away).
    if (cerca.length > 1 && new Set(cerca.map((w) => clave(w))).size === 1) cerca = [cerca[0]!];
    if (cerca.length === 1) l.t[i] = { raw: t.raw, key: clave(cerca[0]!) };
  }
  corregirNegaciones(l, v);
}

/**
 * «sino» typed «sin» after a negation («que no sean de Lima sin de Arequipa»): «sin» right before «de» / «del» is
 * no Spanish of its own (what «sin» leaves out follows it with no preposition), so after a «no» or «ni» it is the
 * «sino» that opens what is asked instead, never a second exclusion.
 */
function sinoEscritoSin(l: Lectura) {
  let negado = false;
  for (let i = 0; i < l.t.length; i++) {
    const k = l.key(i);
    if (k === 'no' || k === 'ni') negado = true;
    else if (negado && k === 'sin' && (l.key(i + 1) === 'de' || l.key(i + 1) === 'del')) l.t[i] = { raw: l.t[i]!.raw, key: 'sino' };
  }
}

/** What never follows the pronoun «nos»: a preposition, an article, a join, another pronoun, a level word. */
const TRAS_NOS_NO_PRONOMBRE = claves([
  ...['de', 'del', 'en', 'a', 'al', 'la', 'las', 'el', 'los', 'lo', 'y', 'e', 'o', 'u', 'ni', 'con', 'sin', 'me', 'te', 'se'],
  ...['para', 'por', 'desde', 'hasta', 'entre', 'sobre', 'solo', 'tan', 'muy', 'mas'],
]);
const NOS_PRONOMBRE = claves(VERBOS_CON_NOS);
const PEDIR_TRAS_NOS = claves(PEDIR_ENTRE_NEGACION.filter((w) => w !== 'nos'));

/**
 * «no» typed «nos» («que nos sean de Lima», «pero nos de Lima», «nos incluyas a los de la UNI»): dropped as the
 * pronoun it also is, the names after it were asked instead of ruled out. Read as «no» where the pronoun cannot be:
 * before what never follows it (a preposition, an article, a level or a name's word, a number), before a verb a
 * negation reaches across (VERBOS_ALCANCE) or a verb of asking. Before a verb the pronoun goes with in a request
 * («nos interesan», datos.ts VERBOS_CON_NOS) it stays the pronoun. Anywhere else the two readings cannot be told
 * apart: said back as not understood, never dropped silently.
 */
function noEscritoNos(l: Lectura, v: Vocabulario, ig: Ignorados) {
  for (let i = 0; i < l.t.length; i++) {
    if (l.key(i) !== 'nos' || l.usado[i]) continue;
    const sig = l.key(i + 1);
    // «no nos muestres a…»: after a «no» it is the pronoun.
    if (NOS_PRONOMBRE.has(sig) || l.key(i - 1) === 'no') continue;
    const noPronombre =
      TRAS_NOS_NO_PRONOMBRE.has(sig) ||
      // «…, inglés nos»: at the end no pronoun stands; a «no» closing its clause does.
      sig === '' ||
      sig === ',' ||
      /^\d/.test(sig) ||
      NIVEL_PALABRA[sig] !== undefined ||
      v.palabras.has(sig) ||
      PALABRAS_PARSER.has(sig) ||
      VERBOS_ALCANCE.has(sig) ||
      PEDIR_TRAS_NOS.has(sig);
    if (noPronombre) l.t[i] = { raw: l.t[i]!.raw, key: 'no' };
    else {
      ig.add(i, l.t[i]!.raw, 'no_entendido');
      l.usar(i, i + 1);
    }
  }
}

/** The verbs of VERBOS_ALCANCE (not its nouns nor «con»): the slot right before them is where a «no» stands. */
const VERBOS_NEGABLES = new Set(
  [...VERBOS_ALCANCE].filter(
    (k) => !['con', 'es', 'son', 'seran', 'conocimiento', 'manejo', 'dominio', 'estudiante', 'egresado', 'egresada'].includes(k),
  ),
);

/**
 * A word of one or two letters that no list knows, between «que» and a verb a negation reaches («que mo sean de
 * Lima», «que np sepan Excel»): the slot of a «no», typed on a neighbouring key. Dropped as noise, the request asked
 * for what it ruled out. One edit from «no», it is «no»; otherwise it is said back, never dropped silently.
 */
function noEnSuHueco(l: Lectura, v: Vocabulario, ig: Ignorados) {
  for (let i = 1; i + 1 < l.t.length; i++) {
    const k = l.key(i);
    if (l.usado[i] || !/^[a-zñ]{1,2}$/.test(k) || l.key(i - 1) !== 'que' || !VERBOS_NEGABLES.has(l.key(i + 1))) continue;
    // A name of its own («C», «R») is read as the name; a word of a longer name («mo») is no name here.
    const nombre = (v.frases.get(k) ?? []).some((f) => f.claves.length === 1);
    if (VACIAS.has(k) || CONECTORES.has(k) || PALABRAS_PARSER.has(k) || nombre || k === 'no') continue;
    if (distanciaEdicion(k, 'no', 1) <= 1) l.t[i] = { raw: l.t[i]!.raw, key: 'no' };
    else {
      ig.add(i, l.t[i]!.raw, 'no_entendido');
      l.usar(i, i + 1);
    }
  }
}

/** The words that open the group a negation leaves out («menos los de Lima», «salvo a quienes»). */
const GRUPO_TRAS_NEGACION = new Set(['los', 'las', 'lo', 'a', 'al', 'el', 'la', 'que', 'quienes', 'quien']);

/** The negation words of 5 letters as written (menos, salvo, fuera), for two swapped neighbours. */
const NEGACION_CORTA = [...new Set(NEGACIONES.flatMap((f) => toClave(f).split(/[^a-z]+/)).filter((w) => w.length === 5))];

/** The words of the negation phrases (datos.ts NEGACIONES) of 5 letters or more: excepto, excepción, salvo, descarta… */
const PALABRAS_NEGACION = [...new Set(NEGACIONES.flatMap((f) => tokenizar(f).map((t) => t.key)).filter((k) => k.length >= 5))];
/** A looser sound key for them: x, ks and s alike ("eksepto", "exepción" and "excepto", "excepción"). */
const sonidoSuelto = (k: string) => fonetica(k).replace(/ks/g, 's');
const NEGACION_POR_SONIDO = (() => {
  const m = new Map<string, string | null>();
  const poner = (s: string, w: string) => m.set(s, m.has(s) && m.get(s) !== w ? null : w);
  for (const w of PALABRAS_NEGACION) poner(sonidoSuelto(w), w);
  // The words as written too, before the singular folds them («menos» is the key «meno»: «menoz» sounds «menos»).
  for (const f of NEGACIONES)
    for (const raw of f.split(' ')) {
      const w = clave(raw);
      if (toClave(raw).length >= 5 && w !== toClave(raw)) poner(sonidoSuelto(toClave(raw)), w);
    }
  return m;
})();

/**
 * A negation word misspelt ("eksepto", "a exepcion de", "ecseptuando"): read as that word, never searched — searched,
 * the names after it would be asked instead of ruled out, the very inversion a recruiter cannot see. By the looser
 * sound key, or one edit away from a negation word of 6 letters or more when exactly one is (not an ordinary form of
 * it, esVariante), for a word that is no word of the vocabulary nor of the parser.
 */
const FRASES_NEGACION_EXTERNA = frases(NEGACIONES);
const NEGACION_INTERNA_CLAVES = claves(NEGACION_INTERNA);
const PEDIR_ENTRE = claves(PEDIR_ENTRE_NEGACION);
const RELATIVOS = claves(['que', 'quienes', 'cuales']);
const PERSONAS_DOBLE = claves([
  ...['los', 'las', 'a', 'aquellos', 'aquellas', 'el', 'la', 'nadie', 'ninguno', 'ninguna', 'todos', 'todas'],
  ...['gente', 'personas', 'postulantes', 'candidatos', 'candidatas', 'alumnos', 'chicos', 'chicas'],
  ...['practicantes', 'practicante', 'jovenes', 'perfiles', 'postulante', 'candidato'],
]);
/** What may stand between who is left out and «fuera de» («excepto los que sean de fuera de Lima»). */
const ANTES_DE_FUERA = claves(['sea', 'sean', 'es', 'son', 'esten', 'vivan', 'viva', 'vengan', 'venga', 'de', 'del']);
/** To lack: «que les falte inglés» denies it, «que no les falte inglés» asks it. */
const FALTAR = claves(['falte', 'falten', 'falta', 'faltan', 'faltara', 'faltaran', 'carezcan', 'carezca', 'carecen', 'carece']);
const LES = claves(['les', 'le']);
const DEJAR = claves(['dejan', 'deja', 'dejen', 'deje', 'dejaron']);

/**
 * A negation of a clause that denies ("excepto los que no hablan inglés", "dejando de lado a los que no tienen
 * experiencia", "no incluyas a los que no sepan Excel", "todos menos los que no tienen brevete", "salvo los sin
 * brevete"): the two negations cancel, so both words are set aside and the clause is read as asked. A negation word
 * (datos.ts NEGACION_INTERNA) counts as the inner one only after the words that name who is left out: a relative
 * ("que", "quienes") for «no», an article for «sin»; words of asking may stand between (PEDIR_ENTRE_NEGACION).
 */
function dobleNegacion(l: Lectura) {
  negacionesQueSeAnulan(l);
  // «nadie sin Excel», «ninguno sin experiencia»: nobody lacking it asks it.
  for (let i = 0; i + 1 < l.t.length; i++)
    if (
      !l.usado[i] &&
      ['nadie', 'ninguno', 'ninguna'].includes(l.key(i)) &&
      l.key(i + 1) === 'sin' &&
      !l.usado[i + 1] &&
      // «no quiero a nadie sin inglés»: «nadie» is the outer «no»'s own word (read below, with it).
      ![1, 2, 3, 4].some((d) => l.key(i - d) === 'no')
    ) {
      for (const m of [i, i + 1]) l.t[m] = { raw: l.t[m]!.raw, key: 'si' };
      l.usar(i, i + 2);
    }
  for (let i = 0; i < l.t.length; i++) {
    const f = l.usado[i] ? null : frase(l, i, FRASES_NEGACION_EXTERNA);
    if (!f) continue;
    let j = i + f.length;
    // «no quiero practicantes sin experiencia»: who is asked may come among the words of asking.
    let persona = false;
    while (j < l.t.length && PEDIR_ENTRE.has(l.key(j))) {
      if (PERSONAS_DOBLE.has(l.key(j))) persona = true;
      j++;
    }
    // «nadie que no sepa Excel», «ninguno que no…»: the negation's own phrase ends with the relative.
    let relativo = RELATIVOS.has(f[f.length - 1]!);
    while (j < l.t.length && (PERSONAS_DOBLE.has(l.key(j)) || RELATIVOS.has(l.key(j)))) {
      if (RELATIVOS.has(l.key(j))) relativo = true;
      else persona = true;
      j++;
    }
    // «aquellos que todavía no…», «aquellos que, pese a haber egresado, no…»: an adverb or an aside between commas
    // before the inner denial.
    if (relativo) {
      const saltar = (m: number) => {
        while (m < l.t.length && ADVERBIOS_ANTES_DE_NEGAR.has(l.key(m))) m++;
        return m;
      };
      j = saltar(j);
      if (l.key(j) === ',') {
        let m = j + 1;
        while (m < l.t.length && m <= j + 8 && l.key(m) !== ',') m++;
        if (l.key(m) === ',' && NEGACION_INTERNA_CLAVES.has(l.key(saltar(m + 1)))) j = saltar(m + 1);
      }
    }
    // «No me traigas contadores que no sepan PLAME»: who they are, named in a few words after a verb of asking, then
    // the relative and its denial; the names stay asked. Not after «excepto» (everyone else is asked too).
    const pedido = [...Array(j - i - f.length).keys()].some((n) => !PERSONAS_DOBLE.has(l.key(i + f.length + n)));
    if (!relativo && pedido && !NEGACION_INTERNA_CLAVES.has(l.key(j)))
      for (let m = j + 1; m <= j + 3 && m + 1 < l.t.length; m++) {
        if ([',', 'y', 'o', 'ni', 'no', 'sin', 'pero'].includes(l.key(m - 1)) || l.finDeFrase.has(m - 1)) break;
        if (RELATIVOS.has(l.key(m)) && NEGACION_INTERNA_CLAVES.has(l.key(m + 1)) && l.key(m + 1) !== 'sin') {
          relativo = true;
          j = m + 1;
          break;
        }
      }
    // «nadie de fuera de Arequipa», «excepto los que sean de fuera de Lima»: leaving out those from outside a place
    // asks the place.
    let fuera = j;
    if (persona || relativo || f[f.length - 1] === 'de') while (fuera < l.t.length && ANTES_DE_FUERA.has(l.key(fuera))) fuera++;
    const deFuera = l.key(fuera) === 'fuera' && l.key(fuera + 1) === 'de';
    if (deFuera) j = fuera;
    const interna = l.key(j);
    const cancela = deFuera || (NEGACION_INTERNA_CLAVES.has(interna) && (interna === 'sin' ? persona && !relativo : relativo));
    if (!cancela) {
      i += f.length - 1;
      continue;
    }
    const ancho = deFuera ? 2 : 1;
    for (const m of [...Array(f.length).keys()].map((x) => i + x).concat(j)) l.t[m] = { raw: l.t[m]!.raw, key: 'si' };
    // «ninguno que no sepa ni ArcGIS ni ISO 14001»: neither of them denied twice is either of them.
    let primeroNi = true;
    for (let m = j + 1; m < l.t.length && l.key(m) !== ',' && !l.finDeFrase.has(m - 1); m++) {
      if (l.key(m) !== 'ni') continue;
      if (
        primeroNi &&
        (VERBOS_ALCANCE.has(l.key(m - 1)) || ['sepa', 'hable', 'maneje', 'tenga', 'domine', 'conozca'].includes(l.key(m - 1)))
      )
        l.usar(m, m + 1);
      else l.t[m] = { raw: l.t[m]!.raw, key: 'o' };
      primeroNi = false;
    }
    // «evitando a los que no tengan ninguna experiencia»: «ninguna» is the inner denial said twice, as Spanish does.
    for (let m = j + 1; m < Math.min(l.t.length, j + 5); m++)
      if (['ninguna', 'ninguno', 'nada'].includes(l.key(m))) {
        l.t[m] = { raw: l.t[m]!.raw, key: 'alguna' };
        break;
      }
    l.usar(i, i + f.length);
    l.usar(j, j + ancho);
    // «no quiero a nadie que no hable inglés»: «nadie» is the outer negation's own word, cancelled with it.
    for (let m = i + f.length; m < j; m++) if (['nadie', 'ninguno', 'ninguna'].includes(l.key(m))) l.usar(m, m + 1);
    i = j + ancho - 1;
  }
}

/** Verbs after which «allí», «ahí» point back to a place of study or of living named before. */
const ESTUDIAR_ALLI = claves(['estudien', 'estudian', 'estudiaron', 'estudie', 'estudia', 'vengan', 'vienen', 'egresaron']);
const VIVIR_ALLI = claves(['vivan', 'viven', 'viva', 'vive', 'residan', 'residen', 'resida', 'reside']);

/**
 * «…practicantes de la PUCP… le ruego que excluya a quienes estudien allí»: «allí» under a negation points back to the
 * institution (after a verb of studying) or the place (after one of living) named last before it, which is then ruled
 * out with it.
 */
function negarLoNombradoAlli(l: Lectura, hallazgos: Hallazgo[], negacion: Alcance) {
  for (let a = 1; a < l.t.length; a++) {
    if (l.usado[a] || !['alli', 'ahi', 'alla'].includes(l.key(a)) || !negacion.tokens.has(a)) continue;
    const verbo = [a - 1, a - 2].find((m) => ESTUDIAR_ALLI.has(l.key(m)) || VIVIR_ALLI.has(l.key(m)));
    if (verbo === undefined) continue;
    const tipos = ESTUDIAR_ALLI.has(l.key(verbo)) ? ['institucion'] : ['region', 'lugar'];
    const antes = hallazgos.filter((h) => h.fin <= verbo && tipos.includes(h.entidad.tipo));
    const h = antes.at(-1);
    if (!h || negacion.hallazgos.has(h)) continue;
    negacion.hallazgos.add(h);
    for (let m = h.inicio; m < h.fin; m++) negacion.tokens.add(m);
    l.usar(a, a + 1);
  }
}

/**
 * «solo hombres, que las mujeres no aguantan»: a clause whose subject is a refused trait says why the trait is wanted;
 * its verb («aguantan») is the trait's remark, refused with it, never searched.
 */
function restoDelRasgo(l: Lectura, ig: Ignorados) {
  for (let i = 0; i + 1 < l.t.length; i++) {
    if (!l.rasgo.has(i) || l.rasgo.has(i + 1) || l.t[i]!.dosPuntos || l.finDeFrase.has(i)) continue;
    let inicio = i;
    while (inicio > 0 && l.rasgo.has(inicio - 1)) inicio--;
    if (!['los', 'las', 'el', 'la'].includes(l.key(inicio - 1)) || l.key(inicio - 2) !== 'que') continue;
    let fin = i + 1;
    while (
      fin < l.t.length &&
      fin <= i + 3 &&
      !l.usado[fin] &&
      (['no', 'se'].includes(l.key(fin)) || (/^[a-z]{4,}(an|en)$/.test(toClave(l.t[fin]!.raw)) && !VERBOS_ALCANCE.has(l.key(fin))))
    ) {
      fin++;
      if (l.t[fin - 1]!.dosPuntos || l.finDeFrase.has(fin - 1)) break;
    }
    const cierra = fin >= l.t.length || l.t[fin - 1]!.dosPuntos || l.finDeFrase.has(fin - 1) || [',', 'y', 'pero'].includes(l.key(fin));
    if (fin === i + 1 || !cierra) continue;
    l.usar(i + 1, fin);
    for (let m = i + 1; m < fin; m++) l.rasgo.add(m);
    ig.add(i + 1, texto(l, i + 1, fin), 'protegido');
    i = fin - 1;
  }
}

/** Verbs of what people believe themselves to be («que después se creen vendedores»): a remark, no criterion. */
const CREERSE = claves(['creen', 'cree', 'creian', 'creyeron']);

/**
 * «ninguno con experiencia en ventas, que después se creen vendedores»: what someone thinks they are is a remark about
 * them; its words («vendedores») ask for nothing. Said back as not understood.
 */
function loQueSeCreen(l: Lectura, ig: Ignorados) {
  for (let i = 0; i + 2 < l.t.length; i++) {
    if (l.usado[i] || l.key(i) !== 'se' || !CREERSE.has(l.key(i + 1))) continue;
    let fin = i + 2;
    while (fin < l.t.length && fin <= i + 5 && !l.usado[fin] && ![',', 'y', 'pero', ':', ';'].includes(l.key(fin))) {
      fin++;
      if (l.t[fin - 1]!.dosPuntos || l.finDeFrase.has(fin - 1)) break;
    }
    l.usar(i, fin);
    ig.add(i, texto(l, i, fin), 'no_entendido');
    i = fin - 1;
  }
}

/** Adverbs between a relative and its denial («los que todavía no han trabajado», «que aún no hablan inglés»). */
const ADVERBIOS_ANTES_DE_NEGAR = claves(['todavia', 'aun', 'ya', 'realmente', 'siquiera', 'jamas']);

/**
 * Idioms whose two denials cancel: «que no les falte inglés» asks English (and «que les falte experiencia» denies
 * it), «que no sea cierto que no hablen inglés» asks it, «los que no dejan de ser de Arequipa» are of Arequipa.
 */
function negacionesQueSeAnulan(l: Lectura) {
  const leer = (i: number, key: string) => (l.t[i] = { raw: l.t[i]!.raw, key });
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i]) continue;
    const k = l.key(i);
    if (FALTAR.has(k)) {
      // «que no les falte», «que no carezcan de»: asked; the words of lacking are read as nothing.
      let b = i - 1;
      if (LES.has(l.key(b))) b--;
      const de = ['carezcan', 'carezca', 'carecen', 'carece'].includes(k) && l.key(i + 1) === 'de' ? 1 : 0;
      if (l.key(b) === 'no' && !l.usado[b]) {
        l.usar(b, i + 1 + de);
        continue;
      }
      // «a los que les falta experiencia», «que carezcan de SAP»: read as «no tienen experiencia», «no tengan SAP».
      // «hace falta», «nos falta personal» are not said of the applicants.
      if (LES.has(l.key(i - 1))) {
        leer(i - 1, 'no');
        leer(i, 'tienen');
      } else if (de) {
        leer(i, 'no');
        leer(i + 1, 'tengan');
        i++;
      }
      continue;
    }
    // «que no estén fuera de Arequipa», «que no vivan fuera de Lima»: in the place.
    {
      let m = i + 1;
      if (k === 'no' && ['esten', 'este', 'vivan', 'viva', 'sean', 'sea', 'residan', 'resida'].includes(l.key(m))) m++;
      if (k === 'no' && m > i + 1 && l.key(m) === 'fuera' && l.key(m + 1) === 'de' && !l.usado[m]) {
        l.usar(i, i + 1);
        l.usar(m, m + 1);
        i = m + 1;
        continue;
      }
    }
    // «no es que no quiera a los de Lima»: two denials, nothing denied (read as written, Lima was asked and left out).
    if (k === 'no' && ['es', 'sea'].includes(l.key(i + 1)) && l.key(i + 2) === 'que' && l.key(i + 3) === 'no' && !l.usado[i + 3]) {
      let fin = i + 4;
      // The verb of wanting goes too («quiera», «queramos»): what follows is simply asked.
      if (/^quier|^quer|^busqu|^necesit/.test(l.key(fin))) fin++;
      l.usar(i, fin);
      i = fin - 1;
      continue;
    }
    // «que no sea cierto que vivan en Lima», «no es verdad que sepan SAP»: denied; read as «que no vivan en Lima».
    if (
      k === 'no' &&
      ['es', 'sea'].includes(l.key(i + 1)) &&
      ['cierto', 'verdad'].includes(l.key(i + 2)) &&
      l.key(i + 3) === 'que' &&
      l.key(i + 4) !== 'no'
    ) {
      l.usar(i + 1, i + 4);
      continue;
    }
    // «que no tengan menos de inglés intermedio», «que no sea menos que intermedio»: at least that level.
    {
      let m = i + 1;
      if (k === 'no' && ['tengan', 'tenga', 'sea', 'sean', 'manejen', 'maneje', 'hablen', 'hable'].includes(l.key(m))) m++;
      if (k === 'no' && l.key(m) === clave('menos') && ['de', 'que'].includes(l.key(m + 1)) && !l.usado[m]) {
        l.usar(i, i + 1);
        l.usar(m, m + 2);
        i = m + 1;
        continue;
      }
    }
    // «no sea cierto que no…», «no es verdad que no…».
    if (
      k === 'no' &&
      ['es', 'sea'].includes(l.key(i + 1)) &&
      ['cierto', 'verdad'].includes(l.key(i + 2)) &&
      l.key(i + 3) === 'que' &&
      l.key(i + 4) === 'no'
    ) {
      l.usar(i, i + 5);
      i += 4;
      continue;
    }
    // «no dejan de ser de Arequipa», «que no dejen de hablar inglés» (not «dejar de lado», a way of leaving out).
    if (k === 'no' && DEJAR.has(l.key(i + 1)) && l.key(i + 2) === 'de' && l.key(i + 3) !== 'lado') {
      l.usar(i, i + 3);
      i += 2;
    }
  }
}

function corregirNegaciones(l: Lectura, v: Vocabulario) {
  for (let i = 0; i < l.t.length; i++) {
    const t = l.t[i]!;
    if (!/^[a-z]{4,}$/.test(t.key) || PALABRAS_NEGACION.includes(t.key) || v.palabras.has(t.key) || PALABRAS_PARSER.has(t.key)) continue;
    let w = NEGACION_POR_SONIDO.get(sonidoSuelto(t.key)) ?? NEGACION_POR_SONIDO.get(sonidoSuelto(toClave(t.raw))) ?? null;
    // A longer word that sounds like one («cines» like «sin»): a noun, not the negation.
    if (w && toClave(t.raw).length > w.length + 1) w = null;
    if (!w && t.key.length >= 6) {
      const cerca = PALABRAS_NEGACION.filter((n) => n.length >= 6 && distanciaEdicion(t.key, n, 1) <= 1 && !esVariante(t.key, n));
      if (cerca.length === 1) w = cerca[0]!;
    }
    // A short one with two neighbours swapped, before the group it leaves out («menso los de Lima», «slavo a los»):
    // read as the negation only there, where a person reads it so too.
    const escrito = toClave(t.raw);
    if (!w && escrito.length === 5 && GRUPO_TRAS_NEGACION.has(l.key(i + 1))) {
      const orden = [...escrito].sort().join('');
      const cerca = NEGACION_CORTA.filter(
        (n) => n !== escrito && [...n].sort().join('') === orden && distanciaEdicion(escrito, n, 1) === 1,
      );
      if (cerca.length === 1) w = clave(cerca[0]!);
    }
    if (w) l.t[i] = { raw: t.raw, key: w };
  }
}

const FRASES_OTRO_NOMBRE = Object.entries(OTROS_NOMBRES_LUGAR)
  .map(([frase, lugar]) => ({ frase: tokenizar(frase).map((t) => t.key), lugar: tokenizar(lugar).map((t) => t.key) }))
  .filter(({ frase, lugar }) => frase.length === lugar.length);

/** «la capital» (not «la capital de Junín») read as the name it stands for (datos.ts OTROS_NOMBRES_LUGAR). */
function otrosNombresDeLugar(l: Lectura) {
  for (const { frase, lugar } of FRASES_OTRO_NOMBRE) {
    for (let i = 0; i + frase.length <= l.t.length; i++) {
      if (!frase.every((k, j) => l.key(i + j) === k) || ['de', 'del'].includes(l.key(i + frase.length))) continue;
      lugar.forEach((k, j) => (l.t[i + j] = { raw: l.t[i + j]!.raw, key: k }));
    }
  }
}

/** The parts of Lima people name by a cardinal point («Lima Norte», «Lima Este»): no list of their districts is held. */
const ZONAS_DE_LIMA = new Set(['norte', 'sur', 'este', 'oeste', 'centro', 'moderna']);

/**
 * «Lima Norte», «Lima Este»…: the zone is said back, never dropped («este» is also a function word, so «Lima Este»
 * read all of Lima at 100 %); Lima stays the place asked, and nobody is at 100 %.
 */
function zonasDeLima(l: Lectura, ig: Ignorados) {
  for (let i = 1; i < l.t.length; i++) {
    if (l.key(i - 1) !== 'lima' || !ZONAS_DE_LIMA.has(l.key(i)) || l.usado[i]) continue;
    l.usar(i, i + 1);
    ig.add(i, l.t[i]!.raw, 'no_entendido');
  }
}

const FRASES_REGION_SIN_PROVINCIA = REGION_SIN_SU_PROVINCIA.flatMap(({ frases, region, provincia }) =>
  frases.map((f) => ({ escritas: f.split(' '), claves: tokenizar(f).map((t) => t.key), region, provincia })),
);

/**
 * «Lima provincias», «provincias de Lima» (datos.ts REGION_SIN_SU_PROVINCIA): a region without its capital province,
 * found before the names (the province's alias «Lima Provincia» read it as the province, «provincias» dropped). A
 * word written in the plural in the data must be written so. Returns each as a region found, with the province it
 * rules out.
 */
function regionSinSuProvincia(l: Lectura): Map<Hallazgo, { region: number; provincia: string }> {
  const out = new Map<Hallazgo, { region: number; provincia: string }>();
  for (const f of FRASES_REGION_SIN_PROVINCIA) {
    for (let i = 0; i + f.claves.length <= l.t.length; i++) {
      const igual = f.claves.every(
        (k, j) => !l.usado[i + j] && l.key(i + j) === k && (!f.escritas[j]!.endsWith('s') || toClave(l.t[i + j]!.raw).endsWith('s')),
      );
      if (!igual) continue;
      const fin = i + f.claves.length;
      l.usar(i, fin);
      const nombre = REGIONES[f.region] ?? f.provincia;
      out.set({ entidad: { tipo: 'region', id: f.region, nombre }, inicio: i, fin }, { region: f.region, provincia: f.provincia });
      i = fin - 1;
    }
  }
  return out;
}

/**
 * "Huancayo o El Tambo", "Trujillo o Víctor Larco": a province named like its main district, listed beside another
 * district of that province, is that district ('Cercado de Huancayo'), not the whole province (which holds the other
 * district already, and Chilca besides). Only among places of the same standing (both asked, both ruled out, or both
 * preferred); a region keeps its meaning ("Arequipa o Cayma" is the region).
 */
function distritoDeSuProvincia(v: Vocabulario, hallazgos: Hallazgo[], mismos: (a: Hallazgo, b: Hallazgo) => boolean) {
  for (const h of hallazgos) {
    const e = h.entidad;
    if (e.tipo !== 'lugar' || e.nivel !== 'provincia') continue;
    const k = toClave(e.nombre);
    const cercado = v.lugares.get(toClave(`Cercado de ${e.nombre}`));
    if (!cercado || !v.provinciasDeDistrito.get(k)?.has(k)) continue;
    const otro = hallazgos.some(
      (d) =>
        d !== h &&
        d.entidad.tipo === 'lugar' &&
        toClave(d.entidad.nombre) !== k &&
        v.provinciasDeDistrito.get(toClave(d.entidad.nombre))?.has(k) === true &&
        mismos(h, d),
    );
    if (otro) h.entidad = { tipo: 'lugar', nombre: cercado.nombre, nivel: 'distrito' };
  }
}

/** Kinds of criteria an applicant has one value of: several asked are alternatives ("de Lima o Arequipa"). */
const CLASE_DE: Record<Entidad['tipo'], string> = {
  carrera: 'carrera',
  region: 'lugar',
  lugar: 'lugar',
  institucion: 'institucion',
  conocimiento: 'conocimiento',
  idioma: 'idioma',
};
const UNA_DE = new Set(['carrera', 'lugar', 'institucion', 'nivel', 'ciclo', 'experiencia']);

/**
 * "estudiantes de Lima o egresados de Arequipa", "ingenieros industriales de Lima o economistas de Arequipa": "o"
 * between two clauses that each ask the same two kinds of one-value criteria (career, place, institution, study
 * level, cycle, experience) is not a list of names. The criteria have no "or" of clauses: read as one, they mix the
 * clauses (students of Arequipa would be listed as meeting it), so the pairing is said back as not understood and
 * nobody is at 100 %. One kind shared ("de Arequipa o Cusco con Excel", "contadores con SAP o administradores con
 * Excel") reads right or narrower, and is left as it is.
 */
function clausulasConO(l: Lectura, hallazgos: Hallazgo[], fuera: Set<Hallazgo>, ig: Ignorados) {
  const clase = new Map<number, string>();
  for (const h of hallazgos) for (let i = h.inicio; i < h.fin; i++) clase.set(i, fuera.has(h) ? '' : CLASE_DE[h.entidad.tipo]);
  for (let i = 0; i < l.t.length; i++) {
    const k = l.key(i);
    if (clase.has(i)) continue;
    if (esNivelDeEstudio(k)) clase.set(i, 'nivel');
    else if (k === 'ciclo' || k === 'semestre') clase.set(i, 'ciclo');
    else if (k === 'experiencia' || k === 'trabajado' || k === 'trabajaron') clase.set(i, 'experiencia');
  }
  const clases = (desde: number, hasta: number) => {
    const out = new Set<string>();
    for (let i = desde; i < hasta; i++) if (clase.get(i)) out.add(clase.get(i)!);
    return out;
  };
  const vecina = (i: number, paso: 1 | -1) => {
    for (let j = i + paso; j >= 0 && j < l.t.length; j += paso) if (clase.get(j)) return clase.get(j)!;
    return '';
  };
  for (let m = 0; m < l.t.length; m++) {
    if ((l.key(m) !== 'o' && l.key(m) !== 'u') || clase.has(m) || vecina(m, -1) === vecina(m, 1)) continue;
    const izquierda = clases(0, m);
    const derecha = clases(m + 1, l.t.length);
    const compartidas = [...izquierda].filter((k) => UNA_DE.has(k) && derecha.has(k));
    if (compartidas.length < 2) continue;
    ig.add(m, texto(l, m, l.t.length), 'no_entendido');
    return;
  }
}

/**
 * Careers taught only at universities (or only at institutes) narrow the levels: "estudiantes de Ingeniería
 * Industrial" are university students. The careers the ranking finds for a name count too: those whose name starts
 * with it ("Enfermería" also finds the technical "Enfermería Técnica", so its students may be technical ones).
 */
function estrecharPorCarreras(c: CriteriosAsistente, v: Vocabulario) {
  if (c.carreras.length === 0 || c.niveles.length === 0) return;
  const tipos = tiposDeCarreras(c, v);
  const posibles = c.niveles.filter((n) => (n === 3 || n === 4 ? tipos.has(0) : tipos.has(1)));
  if (posibles.length > 0) c.niveles = posibles;
}

/**
 * The kinds of studies (0 technical, 1 university) the careers asked are taught at: their own, those of the careers
 * of their family (datos.ts FAMILIAS_CARRERA: «Comunicaciones», a university name, is Ciencias de la Comunicación,
 * taught at institutes too) and those of the longer names the ranking finds for them.
 */
function tiposDeCarreras(c: CriteriosAsistente, v: Vocabulario): Set<number> {
  const tipos = new Set<number>();
  const familia = (n: string) => FAMILIAS_CARRERA.find((f) => f.includes(n)) ?? [n];
  for (const nombre of new Set(c.carreras.flatMap(familia))) {
    const k = toClave(nombre);
    for (const t of v.tiposCarrera.get(k) ?? [0, 1]) tipos.add(t);
    // «Informática» (a word several careers' names hold) finds them all: the university ones too.
    const lleva = (otra: string) => otra.startsWith(`${k} `) || (PALABRAS_DE_CARRERAS.has(k) && ` ${otra} `.includes(` ${k} `));
    for (const [otra, ts] of v.tiposCarrera) if (lleva(otra)) for (const t of ts) tipos.add(t);
  }
  return tipos;
}

/**
 * The short words a recruiter joins to the next one on a phone («delima», «enventas», «dehecho»), shortest first: the
 * longer rest wins («deloma» is «de Loma», not «del Oma»).
 */
const PEGADAS = ['de', 'en', 'la', 'del', 'con', 'sin', 'los', 'las'];
/** Every key of the experience areas' words (datos.ts AREAS_AFINES), whatever its length. */
const CLAVES_AREA = new Set(AREAS_AFINES.flat().flatMap((n) => tokenizar(n).map((t) => t.key)));
const conocida = (k: string, v: Vocabulario) => v.palabras.has(k) || PALABRAS_PARSER.has(k) || NO_CORREGIR.has(k) || CLAVES_AREA.has(k);

/**
 * A short word joined to the next one («estudiantes deLima», «experiencia enventas», «de hecho» typed «dehecho»):
 * a word of 5 letters or more that is neither a word of the vocabulary, nor of the parser, nor of an experience area,
 * made of one of those short words and a known word of 3 letters or more, is the two words. Before any correction:
 * «dehecho» is one edit from «derecho», but it is «de hecho», which a person reads at once. A whole word known is
 * never cut («demanda», «lamas»). A name of two words written as one is cut the same way («sanmarcos»).
 */
/** Where a word splits into the two words of a name of the vocabulary («sanmarcos»: 3), or 0. */
function cortePorNombre(escrito: string, v: Vocabulario): number {
  for (let n = 2; n <= escrito.length - 3; n++) {
    const frases = v.frases.get(escrito.slice(0, n));
    if (frases?.some((f) => f.claves.length === 2 && f.claves[1] === clave(escrito.slice(n)))) return n;
  }
  return 0;
}

/**
 * The short words a recruiter joins to the word before it («alumnosde conta», «exceptoen ventas», «ingenieríaque
 * hablen»), longest first. What is left must be known as written: «estuden» is «estudien» misspelt, not «estud.» +
 * «en»; «bloque», «porque» leave too short a word.
 */
const PEGADAS_DETRAS = ['que', 'del', 'con', 'de', 'en'];
/** A known word as written, not through a short form («estud» is «estudiante» only when typed alone). */
const conocidaEscrita = (escrito: string, v: Vocabulario) => clave(escrito) === singular(escrito) && conocida(clave(escrito), v);
/**
 * Where a word splits into two known words of 5 letters or more, each as written («sepanexcel»: 5), or 0; only one
 * such cut. A word misspelt is never cut into two short known words («estudianets» is no «estudia» + «nets»).
 */
function corteEnDosConocidas(escrito: string, v: Vocabulario): number {
  const cortes: number[] = [];
  for (let n = 5; n <= escrito.length - 5; n++)
    if (conocidaEscrita(escrito.slice(0, n), v) && conocidaEscrita(escrito.slice(n), v)) cortes.push(n);
  return cortes.length === 1 ? cortes[0]! : 0;
}
const PRIMERA_PEGADA = ['los', 'las', 'del', 'de', 'con', 'en', 'al'];
const SEGUNDA_PEGADA = new Set(['de', 'del', 'la', 'las', 'los', 'el']);
/** Short words typed glued to their neighbours in a longer run («egresadosdeadministracion», «losquenohablan»). */
const CORTAS_PEGADAS = new Set([
  'de',
  'del',
  'en',
  'la',
  'las',
  'los',
  'el',
  'con',
  'sin',
  'que',
  'no',
  'y',
  'e',
  'a',
  'al',
  'su',
  'sus',
  'ni',
  'o',
  'para',
  'por',
]);
/**
 * Where a run of words typed without spaces splits into known words of 3 letters or more and short words, the
 * fewest pieces, with one such split only («egresadosdeadministracion»: egresados de administracion); empty when
 * there is none or more than one. Each known word as written, as corteEnDosConocidas reads them.
 */
function cortesDePegadas(escrito: string, v: Vocabulario): number[] {
  const n = escrito.length;
  // mejor[i]: the fewest pieces of escrito[0, i) and how many splits reach it; desde: where its last piece starts.
  const mejor: { piezas: number; formas: number; desde: number }[] = [{ piezas: 0, formas: 1, desde: -1 }];
  // A word of 5 letters or more may be a form the parser folds («contadores», «ingenieros»); a shorter one only as written.
  const sabida = (pieza: string) =>
    CORTAS_PEGADAS.has(pieza) ||
    (pieza.length >= 5
      ? conocida(clave(pieza), v)
      : pieza.length === 4
        ? conocidaEscrita(pieza, v)
        : // Three letters: a name's (an institution's «upc»), not a word's ending («controlados» is no «control a dos»).
          pieza.length === 3 && conocidaEscrita(pieza, v) && (v.frases.get(pieza) ?? []).some((f) => f.claves.length === 1));
  for (let i = 1; i <= n; i++) {
    let m = { piezas: Infinity, formas: 0, desde: -1 };
    for (let j = Math.max(0, i - 24); j < i; j++) {
      const antes = mejor[j]!;
      if (antes.piezas === Infinity) continue;
      const pieza = escrito.slice(j, i);
      if (!sabida(pieza)) continue;
      // A one-letter piece weighs more: «delaunsa» is «de la unsa», not «del a unsa».
      const piezas = antes.piezas + (pieza.length === 1 ? 1.5 : 1);
      if (piezas < m.piezas) m = { piezas, formas: antes.formas, desde: j };
      else if (piezas === m.piezas) m = { ...m, formas: m.formas + antes.formas };
    }
    mejor.push(m);
  }
  const fin = mejor[n]!;
  if (fin.piezas < 2 || fin.formas !== 1) return [];
  const cortes: number[] = [];
  for (let i = fin.desde; i > 0; i = mejor[i]!.desde) cortes.unshift(i);
  const piezas = [0, ...cortes, n].slice(1).map((f, k) => escrito.slice(k === 0 ? 0 : cortes[k - 1]!, f));
  // Two long words alone are corteEnDosConocidas's (five letters each): «villareal» is no «villa real». A short word
  // last is a word's own ending («cerrarla», «considerará»); first, only one that opens a phrase («losquenohablan»).
  const larga = (x: string) => x.length >= 3 && !CORTAS_PEGADAS.has(x);
  const abre = (x: string) => larga(x) || ['los', 'las', 'que', 'del', 'con', 'sin', 'para', 'por'].includes(x);
  // Two words of five letters or more, one a form the parser folds («ingenierosciviles»).
  const dosLargas = piezas.length === 2 && piezas.every((x) => x.length >= 5);
  return (piezas.length >= 3 || dosLargas) && abre(piezas[0]!) && larga(piezas.at(-1)!) ? cortes : [];
}

/** Short forms of the first word of a place or institution name («sn isidro», «sta anita»). */
const ABREVIA_NOMBRE: Record<string, string> = { sn: 'san', sta: 'santa', sto: 'santo' };

/**
 * A year said in words, as dictated («el dos mil veintitrés», «dosmil veinticuatro»): its figure, as if typed (the
 * readers of years read the figure as written).
 */
function aniosEnLetras(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const junto = tokens[i]!.key === 'dosmil';
    const separado = tokens[i]!.key === 'dos' && tokens[i + 1]?.key === 'mil';
    if (!junto && !separado) {
      out.push(tokens[i]!);
      continue;
    }
    const j = i + (junto ? 1 : 2);
    const sig = tokens[j]?.key ?? '';
    const n = /^\d{1,2}$/.test(sig) ? Number(sig) : (CARDINALES[sig] ?? null);
    const anio = 2000 + (n !== null && n >= 1 && n <= 40 ? n : 0);
    out.push({ raw: String(anio), key: String(anio) });
    i = n !== null && n >= 1 && n <= 40 ? j : j - 1;
    // «… o el veinticuatro», «… al veinticinco»: the next year said by its last figures only.
    let m = i + 1;
    if (!['o', 'u', 'y', 'e', 'a', 'al', 'hasta'].includes(tokens[m]?.key ?? '')) continue;
    const union = tokens[m]!;
    if (tokens[m + 1]?.key === 'el') m++;
    const otro = tokens[m + 1]?.key ?? '';
    if (!/^\d{1,2}$/.test(otro) || Number(otro) < 1 || Number(otro) > 40 || /^\d/.test(tokens[m + 1]!.raw)) continue;
    out.push(union);
    if (m > i + 1) out.push(tokens[m]!);
    out.push({ raw: String(2000 + Number(otro)), key: String(2000 + Number(otro)) });
    i = m + 1;
  }
  return out;
}

function separarPegadas(tokens: Token[], v: Vocabulario): Token[] {
  const out: Token[] = [];
  for (const [i, t] of tokens.entries()) {
    const escrito = toClave(t.raw);
    // «sn isidro»: «san» when a name of the vocabulary begins with «san» and that next word (else «sn» is «sin»).
    const nombre = ABREVIA_NOMBRE[escrito];
    if (nombre && v.frases.get(nombre)?.some((f) => f.claves[1] === tokens[i + 1]?.key)) {
      out.push({ raw: t.raw, key: nombre });
      continue;
    }
    // A word and a number typed together («top10», «los5»): the two, when the word is known and the whole is not.
    const conNumero = /^([a-z]{3,})(\d{1,3})$/.exec(escrito);
    if (conNumero && !conocida(t.key, v) && conocida(clave(conNumero[1]!), v)) {
      out.push({ raw: conNumero[1]!, key: clave(conNumero[1]!) }, { raw: conNumero[2]!, key: conNumero[2]! });
      continue;
    }
    // «o» or «y» typed against the name after it («javascript ojava», «Excel yWord»): the two, when the name is known,
    // the whole is not, and the word before ends a name too (an alternative or a list).
    const unida = /^([oy])([a-z]{3,})$/.exec(escrito);
    if (unida && !conocida(t.key, v) && v.frases.has(clave(unida[2]!)) && i > 0 && v.frases.has(tokens[i - 1]!.key)) {
      out.push({ raw: unida[1]!, key: unida[1]! }, { raw: t.raw.slice(1), key: clave(unida[2]!) });
      continue;
    }
    // Two short words typed as one («losde», «delos», «conel»).
    // Only an article or a preposition and the next: «quede», «nose», «sino» are words or read elsewhere.
    const corta = PRIMERA_PEGADA.find((x) => escrito.startsWith(x) && SEGUNDA_PEGADA.has(escrito.slice(x.length)));
    if (corta && escrito.length - corta.length >= 2 && !conocida(t.key, v) && t.raw.length === escrito.length) {
      out.push(
        { raw: t.raw.slice(0, corta.length), key: clave(corta) },
        { raw: t.raw.slice(corta.length), key: clave(escrito.slice(corta.length)) },
      );
      continue;
    }
    if (/^[a-z]{5,}$/.test(escrito) && !conocida(t.key, v) && !conocida(escrito, v)) {
      // Not a verb behind a short word («demoran» is no «de moran»): what is glued to «de», «en»… is a name.
      const verbo = (resto: string) => /(an|en|am|em)$/.test(resto) && !v.frases.has(clave(resto));
      const p = PEGADAS.find(
        (x) =>
          escrito.startsWith(x) &&
          escrito.length - x.length >= 3 &&
          conocida(clave(escrito.slice(x.length)), v) &&
          !(x !== 'que' && verbo(escrito.slice(x.length))),
      );
      if (p) {
        const resto = t.raw.slice(p.length);
        out.push({ raw: p, key: clave(p) }, { raw: resto, key: clave(resto) });
        continue;
      }
      // A short word joined to the word before it («alumnosde conta»): a known word of 5 letters or more and it.
      const q = PEGADAS_DETRAS.find(
        (x) => escrito.endsWith(x) && escrito.length - x.length >= 5 && conocidaEscrita(escrito.slice(0, -x.length), v),
      );
      // A name of two words written as one («sanmarcos», «sanisidro»), or two known words («sepanexcel»).
      const corte = q
        ? escrito.length - q.length
        : cortePorNombre(escrito, v) || (escrito.length >= 10 ? corteEnDosConocidas(escrito, v) : 0);
      // Three words or more typed as one («egresadosdeadministracion», «quenohablen»).
      const cortes = corte === 0 && escrito.length >= 8 && t.raw.length === escrito.length ? cortesDePegadas(escrito, v) : [];
      if (cortes.length > 0) {
        for (const [k, f] of [...cortes, escrito.length].entries()) {
          const pieza = t.raw.slice(k === 0 ? 0 : cortes[k - 1], f);
          out.push({ raw: pieza, key: clave(pieza) });
        }
        continue;
      }
      if (corte > 0) {
        out.push(
          { raw: t.raw.slice(0, corte), key: clave(t.raw.slice(0, corte)) },
          { raw: t.raw.slice(corte), key: clave(t.raw.slice(corte)) },
        );
        continue;
      }
    }
    // A word split in two, one part or both unknown («contabi lidad», «egresa dos», «Catól ica»): the one word of six
    // letters or more, known as written, the two make.
    const sig = tokens[i + 1];
    const junta = sig ? escrito + toClave(sig.raw) : '';
    if (
      sig &&
      /^[a-z]{2,}$/.test(escrito) &&
      /^[a-z]{2,}$/.test(toClave(sig.raw)) &&
      (!conocida(t.key, v) || !conocida(sig.key, v)) &&
      junta.length >= 6 &&
      conocidaEscrita(junta, v)
    ) {
      out.push({ raw: t.raw + sig.raw, key: clave(junta) });
      tokens.splice(i + 1, 1);
      continue;
    }
    out.push(t);
  }
  return out;
}

/** What comes before «año» of a year of study: an ordinal («4to», «quinto») or «último» / «penúltimo» / «primer». */
function antesDeAnio(t: Token | undefined): boolean {
  if (!t) return false;
  const w = toClave(t.raw);
  return numeroCiclo(t, false) !== null || ['ultimo', 'penultimo', 'primer', 'primero', 'ultimos'].includes(w);
}

/**
 * «año» typed without its «ñ» or with a letter dropped («último ao», «4to añ», «quinto ano»), after an ordinal or
 * «último»: the year of study. Elsewhere a word of two letters is nothing a person reads, and stays as written.
 */
function anioEscritoCorto(l: Lectura) {
  for (let i = 1; i < l.t.length; i++) {
    const w = toClave(l.t[i]!.raw);
    if ((w === 'ao' || w === 'an' || w === 'ano' || w === 'anio') && antesDeAnio(l.t[i - 1])) l.t[i] = { raw: l.t[i]!.raw, key: 'ano' };
  }
}

/**
 * A graduation year typed short: «2k23» is 2023 anywhere; «del 23», «en el 23», «promo 23» is 2023 when the request
 * asks for graduates (a word of graduating or of a class year in it) and the year is not later than this one. Then
 * the year reads as if written in full.
 */
function anioDeDosCifras(l: Lectura, now: Date) {
  const actual = now.getUTCFullYear();
  const deEgreso = l.t.some((t) => /^(egres|bachill|promo)/.test(t.key));
  for (let i = 0; i < l.t.length; i++) {
    const w = toClave(l.t[i]!.raw);
    const k = /^2k(\d\d)$/.exec(w);
    const corto =
      /^\d\d$/.test(w) &&
      deEgreso &&
      (['del', 'promo', 'promocion'].includes(l.key(i - 1)) || (l.key(i - 1) === 'el' && l.key(i - 2) === 'en'));
    const n = k ? 2000 + Number(k[1]) : corto ? 2000 + Number(w) : null;
    if (n === null || n > actual || n < actual - 40) continue;
    if (corto && /^(ciclo|semestre|ano|mejor|puesto|postulante|alumno|estudiante|egresado)/.test(l.key(i + 1))) continue;
    l.t[i] = { raw: String(n), key: String(n) };
  }
}

/**
 * Words of entering a university or institute: «ingresantes», «ingresaron», «ingresó», «entraron», «empezaron (la
 * carrera)», «iniciaron (sus estudios)».
 */
const INGRESO =
  /^(?:ingres(?:o|aron|antes?|ados?|adas?|aste|amos)|entr(?:o|aron|aste|amos)|(?:empez|empes|comenz|comens|inici)(?:o|aron|aste|amos))$/;
/** A word that rules out what follows it, before the word of entering («que no ingresaron el 2022»). */
const NIEGA_INGRESO = new Set(['no', 'ni', 'sin', 'excepto', 'menos', 'salvo']);
/**
 * What may stand between the word of entering and its year: «que ingresaron el 2022», «ingresantes del año 2022»,
 * «empezaron la carrera en 2021», «iniciaron sus estudios el 2020».
 */
const ANTES_DE_ANIO_INGRESO = new Set([
  // «entraron a la u el 2020»: the university said short.
  'u',
  'el',
  'en',
  'del',
  'de',
  'ano',
  'a',
  'la',
  'al',
  'los',
  'las',
  'carrera',
  'universidad',
  'instituto',
  'sus',
  'su',
  'estudios',
  'entre',
]);
/**
 * An open range of the year of entering («antes del 2020», «después del 2021», «desde el 2022», «hasta el 2019», «a
 * partir del 2023»): how each word bounds it («antes» and «después» leave the year out, as for graduation years).
 */
const RANGO_INGRESO: Record<string, (y: number) => { desde?: number; hasta?: number }> = {
  [clave('antes')]: (y) => ({ hasta: y - 1 }),
  [clave('después')]: (y) => ({ desde: y + 1 }),
  [clave('desde')]: (y) => ({ desde: y }),
  [clave('partir')]: (y) => ({ desde: y }),
  [clave('hasta')]: (y) => ({ hasta: y }),
};

/**
 * «egresados hace más de 5 años», «que egresaron hace 3 años», «egresados hace menos de 2 años»: a graduation year
 * counted back from now (more than N years: before now − N; less than N: after it; N: that year). Read before the
 * protected traits, which take «más de 5 años» for an age. Under a negation it is said back (the criteria hold no
 * graduation year ruled out).
 */
function egresoHace(l: Lectura, c: CriteriosAsistente, now: Date, ig: Ignorados) {
  const actual = now.getUTCFullYear();
  for (let i = 0; i < l.t.length; i++) {
    if (l.key(i) !== 'hace' || l.usado[i]) continue;
    let e = i - 1;
    while (e >= 0 && e > i - 4 && !/^egres/.test(l.key(e))) e--;
    if (e < 0 || e <= i - 4) continue;
    let j = i + 1;
    const comparacion = l.key(j) === 'mas' || l.key(j) === clave('menos') ? l.key(j) : null;
    if (comparacion) {
      if (l.key(j + 1) !== 'de') continue;
      j += 2;
    }
    if (l.key(j) === 'uno') j++;
    const w = l.key(j);
    // «hace un año»: one.
    const n = /^\d{1,2}$/.test(w) ? Number(w) : ['un', 'una'].includes(w) ? 1 : NUMERO_PALABRA[w];
    if (n === undefined || l.key(j + 1) !== 'ano') continue;
    if ([l.key(e - 1), l.key(e - 2)].some((k) => k === 'no' || k === 'ni' || k === 'sin')) {
      l.usar(e, j + 2);
      ig.add(e, texto(l, e, j + 2), 'no_entendido');
      continue;
    }
    // «hace tres años o más», «hace 2 años a más», «hace 2 años como mínimo»: that year or before; «o menos»: since.
    const despues = [j + 2, j + 3].map((x) => toClave(l.t[x]?.raw ?? '')).join(' ');
    const oMas = /^(o|a) mas$|^como minimo$|^por lo$|^al menos$/.test(despues);
    const oMenos = /^(o|a) menos$|^como maximo$/.test(despues);
    const fin = oMas || oMenos ? j + 4 : j + 2;
    l.usar(i, fin);
    if (comparacion === 'mas') c.egreso_hasta = actual - n - 1;
    else if (comparacion) c.egreso_desde = actual - n + 1;
    else if (oMas) c.egreso_hasta = actual - n;
    else if (oMenos) c.egreso_desde = actual - n;
    else c.egreso_desde = c.egreso_hasta = actual - n;
    if (c.niveles.length === 0) c.niveles = [4, 7, 8];
  }
}

/**
 * The year of entering studies («ingresantes 2022», «que ingresaron el 2k22», «los que entraron el 2021», «ingresantes
 * del 2021 al 2022»): the CV's start date of studies, a criterion of its own (never a graduation year). Without a year,
 * or ruled out («que no ingresaron el 2022»: no exclusion reads it), the phrase is said back as not understood.
 */
function anioDeIngreso(l: Lectura, ig: Ignorados, c: CriteriosAsistente): boolean {
  let universidad = false;
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i] || !INGRESO.test(toClave(l.t[i]!.raw))) continue;
    let j = i + 1;
    // The written word or its reading («dl» is «del»).
    const deEnlace = (x: number) => ANTES_DE_ANIO_INGRESO.has(toClave(l.t[x]!.raw)) || ANTES_DE_ANIO_INGRESO.has(l.key(x));
    // «que ingresaron a la carrera en 2023»: up to four linking words.
    while (j < l.t.length && j - i <= 4 && deEnlace(j)) j++;
    // «antes del», «a partir del»: an open range, then the words before the year again.
    const rango = j < l.t.length ? RANGO_INGRESO[l.key(j)] : undefined;
    if (rango) {
      const k = j + 1;
      j = k;
      while (j < l.t.length && j - k < 2 && deEnlace(j)) j++;
    }
    const anio = j < l.t.length && /^(19|20)\d\d$/.test(l.t[j]!.key) ? Number(l.t[j]!.key) : null;
    let hasta = anio !== null ? j + 1 : i + 1;
    let ultimo = anio;
    // «del 2021 al 2022», «entre el 2018 y el 2020», «2021 o 2022»: a range.
    const segundo = ['el', 'del'].includes(l.key(hasta + 1)) ? hasta + 2 : hasta + 1;
    if (anio !== null && ['al', 'a', 'hasta', 'o', 'u', 'y'].includes(l.key(hasta)) && /^(19|20)\d\d$/.test(l.key(segundo))) {
      ultimo = Number(l.key(segundo));
      hasta = segundo + 1;
    }
    // «que ingresaron»: the relative word goes with it.
    const desde = i > 0 && toClave(l.t[i - 1]!.raw) === 'que' ? i - 1 : i;
    const negado = [1, 2, 3].some((d) => NIEGA_INGRESO.has(l.key(i - d)));
    // A verb of entering alone («entraron») with no year is no criterion of its own: left to the rest of the reading.
    if (anio === null && !/^ingres/.test(toClave(l.t[i]!.raw))) continue;
    l.usar(desde, hasta);
    if (anio === null || ultimo === null || negado) ig.add(desde, texto(l, desde, hasta), 'no_entendido');
    else if (rango && ultimo === anio) {
      const r = rango(anio);
      c.ingreso_desde = r.desde ?? null;
      c.ingreso_hasta = r.hasta ?? null;
    } else {
      c.ingreso_desde = Math.min(anio, ultimo);
      c.ingreso_hasta = Math.max(anio, ultimo);
    }
    // «los que entraron a la u el 2020», «ingresaron a la universidad»: where they entered says the level too.
    if (!negado && anio !== null && l.t.slice(i + 1, j).some((t) => ['u', 'universidad'].includes(toClave(t.raw)))) universidad = true;
    i = hasta - 1;
  }
  return universidad;
}

const TRABAJAR = new Set(VERBOS_DE_TRABAJAR.map((w) => toClave(w)));
/** What may stand between a verb of working and its year: «en 2020», «desde el 2021», «a partir del año 2019». */
const ANTES_DE_ANIO_TRABAJO = new Set(
  ['en', 'el', 'del', 'de', 'desde', 'a', 'partir', 'antes', 'después', 'hasta', 'año', 'entre'].map((w) => toClave(w)),
);

/**
 * A year a job started or ended («que empezaron a trabajar en 2020», «que trabajan desde el 2021»): no criterion reads
 * a job's dates, so the phrase (with «empezaron a» and «que» before it, a second year of a range after it) is said back
 * as not understood; the year was read as a graduation year.
 */
function anioDeTrabajo(l: Lectura, ig: Ignorados) {
  const anio = (x: number) => /^(19|20)\d\d$/.test(l.t[x]?.key ?? '');
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i] || !TRABAJAR.has(toClave(l.t[i]!.raw))) continue;
    let j = i + 1;
    while (j < l.t.length && j - i <= 4 && ANTES_DE_ANIO_TRABAJO.has(toClave(l.t[j]!.raw))) j++;
    if (!anio(j)) continue;
    let hasta = j + 1;
    const segundo = ['el', 'del'].includes(l.key(hasta + 1)) ? hasta + 2 : hasta + 1;
    if (['al', 'a', 'hasta', 'y', 'o'].includes(l.key(hasta)) && anio(segundo)) hasta = segundo + 1;
    let desde = i;
    if (l.key(desde - 1) === 'a' && INGRESO.test(toClave(l.t[desde - 2]?.raw ?? ''))) desde -= 2;
    if (toClave(l.t[desde - 1]?.raw ?? '') === 'que') desde--;
    l.usar(desde, hasta);
    ig.add(desde, texto(l, desde, hasta), 'no_entendido');
    i = hasta - 1;
  }
}

/**
 * «demás» typed for «de más» before a cycle or a number («estudiantes demás de 7mo ciclo», «demás 2 años»): «más»
 * (more than), not «the rest».
 */
/** The words of the criteria read by a pass of their own (cycles, decisions, merit, study levels), not by a name. */
const CRITERIO_SIN_NOMBRE = claves([
  'ciclo',
  'ciclos',
  'semestre',
  'semestres',
  'finalista',
  'finalistas',
  'descartado',
  'descartados',
  'descartada',
  'descartadas',
  'proceso',
  'pendiente',
  'pendientes',
  'seleccionado',
  'seleccionados',
  'tercio',
  'quinto',
  'decimo',
  'superior',
  'puesto',
  'egresado',
  'egresados',
  'egresada',
  'egresadas',
  'bachiller',
  'bachilleres',
  'titulado',
  'titulados',
  'estudiante',
  'estudiantes',
  'tecnico',
  'tecnicos',
  'universitario',
  'universitarios',
]);
/**
 * «noveno ciclo no», «de Arequipa, finalistas no», «tercio superior no», «egresados no, de Arequipa»: a «no» (or
 * «tampoco») closing a short clause of a cycle, a decision, a merit or a study level is moved before it, where those
 * passes read a negation («no noveno ciclo»). Left where it was, the clause was asked: the list inverted. Names
 * (places, languages, careers…) closed by a «no» are read by the negation's reach itself.
 */
const PALABRAS_DE_CICLO_O_MERITO = claves([
  'de',
  'del',
  'los',
  'las',
  'en',
  'el',
  'la',
  'ultimo',
  'ultimos',
  'primero',
  'primeros',
  'primer',
  'orden',
  'merito',
  'mas',
]);
const DE_UN_CRITERIO_SIN_NOMBRE = (t: Token) =>
  CRITERIO_SIN_NOMBRE.has(t.key) ||
  CRITERIO_SIN_NOMBRE.has(toClave(t.raw)) ||
  PALABRAS_DE_CICLO_O_MERITO.has(t.key) ||
  numeroCiclo(t, t.raw.length >= 2) !== null;
/** The words of having worked that an area follows with «en». */
const DE_EXPERIENCIA = claves(['experiencia', 'trabajado', 'laborado', 'trabajaron', 'trabajo', 'practicas']);
/**
 * «que no hayan trabajado ni en ventas ni en marketing», «sin experiencia ni en ventas ni en logística»: the «ni» before
 * the first area only doubles the negation already said, as Spanish does; dropped, the areas read as a list ruled out
 * («no … en ventas ni en marketing»). Read as it stood, the first «ni» cut the areas off the experience.
 */
function niDelPrimerArea(tokens: Token[]): Token[] {
  return tokens.filter(
    (t, i) =>
      !(
        t.key === 'ni' &&
        tokens[i + 1]?.key === 'en' &&
        DE_EXPERIENCIA.has(tokens[i - 1]?.key ?? '') &&
        tokens.slice(i + 2).some((x) => x.key === 'ni')
      ),
  );
}

/**
 * «…, los de último año primero», «los de Lima primero»: a «primero» closing a clause of who comes first is moved before
 * it («primero los de último año»), where it is a preference: those first, nobody left out. Left where it was, the
 * clause was asked. Not a clause of experience («los con experiencia primero» is the order by experience, datos.ts
 * ORDENES), and not «el primero», «ciclo primero».
 */
function primeroPospuesto(tokens: Token[]): Token[] {
  const out = [...tokens];
  const corte = (k: string | undefined) => k === undefined || [',', ';', '.', 'y', 'pero'].includes(k);
  for (let i = 2; i < out.length; i++) {
    if (out[i]!.key !== clave('primero') || !corte(out[i + 1]?.key)) continue;
    let inicio = i - 1;
    while (inicio > 0 && !corte(out[inicio - 1]!.key) && i - inicio < 7) inicio--;
    const clausula = out.slice(inicio, i);
    if (!['los', 'las'].includes(clausula[0]?.key ?? '') || clausula.length < 3) continue;
    if (clausula.some((t) => ['experiencia', 'no', 'sin', 'ni', 'mas', 'mejor', 'primero'].includes(t.key))) continue;
    const primero = out.splice(i, 1)[0]!;
    out.splice(inicio, 0, primero);
  }
  return out;
}

/** The verbs of wanting or showing a group is denied with after it («a los de Lima no los quiero»). */
const NO_LOS_QUIERO = claves([
  ...['quiero', 'queremos', 'quisiera', 'necesito', 'necesitamos', 'busco', 'buscamos', 'deseo', 'consideres', 'considere'],
  ...['consideren', 'muestres', 'muestre', 'muestren', 'pongas', 'ponga', 'incluyas', 'incluya', 'tomes', 'tome', 'llames'],
  ...['llamen', 'mandes', 'pases', 'traigas', 'listes', 'contemples', 'tomaremos', 'consideraremos', 'llamaremos'],
]);
const CLITICO = claves(['los', 'las', 'les', 'lo', 'la']);
/**
 * «a los de Lima no los quiero», «los que no hablan inglés, no me los muestres»: a group said first and denied after,
 * with its pronoun, is read as «no quiero a los de Lima» (read in order, the group was asked and the denial said back:
 * the list inverted).
 */
function grupoAntepuesto(tokens: Token[]): Token[] {
  const out = [...tokens];
  const corte = (k: string | undefined) => k === undefined || [';', '.', 'pero', ':'].includes(k);
  for (let n = 2; n < out.length; n++) {
    if (out[n]!.key !== 'no') continue;
    let m = n + 1;
    if (['me', 'nos'].includes(out[m]?.key ?? '')) m++;
    if (!CLITICO.has(out[m]?.key ?? '') || !NO_LOS_QUIERO.has(out[m + 1]?.key ?? '')) continue;
    let inicio = -1;
    for (let b = n - 1; b >= 0 && n - b <= 14 && !corte(out[b]!.key); b--) {
      const previo = out[b - 1]?.key;
      const abre = b === 0 || corte(previo) || previo === ',';
      if (abre && ['los', 'las', 'aquellos', 'aquellas'].includes(out[b]!.key)) inicio = out[b - 1]?.key === 'a' ? b - 1 : b;
      else if (abre && out[b]!.key === 'a' && ['los', 'las', 'aquellos', 'aquellas'].includes(out[b + 1]?.key ?? '')) inicio = b;
    }
    if (inicio < 0) continue;
    const coma = out[n - 1]!.key === ',' ? 1 : 0;
    const verbo = out[m + 1]!;
    const negacion = [out[n]!, ...out.slice(n + 1, m).filter((t) => t.key !== 'me' && t.key !== 'nos'), { ...verbo, finDeFrase: false }];
    // The sentence's end after the verb stays where the group ends.
    if (verbo.finDeFrase) out[n - coma - 1] = { ...out[n - coma - 1]!, finDeFrase: true };
    out.splice(n - coma, m + 2 - (n - coma));
    out.splice(inicio, 0, ...negacion);
    n = m + 1;
  }
  return out;
}

const CUANTOS = claves(['mas', 'varios', 'varias', 'dos', 'tres', 'cuatro', 'multiples', 'muchos', 'otros', 'otro', 'mayor']);
/**
 * «los que tengan más idiomas», «que hablen dos idiomas»: how many languages, which the criteria cannot say (no CV field
 * counts them). Said back, never read as the career Idiomas (it was: a list of language students at 100 %).
 */
function cuantosIdiomas(l: Lectura, ig: Ignorados) {
  for (let i = 0; i + 1 < l.t.length; i++) {
    if (l.usado[i] || l.usado[i + 1]) continue;
    const n = l.key(i + 1) === 'numero' && l.key(i + 2) === 'de' ? i + 3 : i + 1;
    if ((CUANTOS.has(l.key(i)) || /^[2-9]$/.test(l.key(i))) && ['idioma', 'lengua'].includes(l.key(n))) {
      ig.add(i, texto(l, i, n + 1), 'no_entendido');
      l.usar(i, n + 1);
    }
  }
}

function noPospuesto(tokens: Token[]): Token[] {
  const out = [...tokens];
  const corte = (k: string | undefined) => k === undefined || [',', ';', '.', 'pero'].includes(k);
  for (let i = 1; i < out.length; i++) {
    // Closing its clause: at a comma or the end, or before «y» and the next one («descartados no y finalistas tampoco»).
    if (!['no', 'tampoco'].includes(out[i]!.key) || !(corte(out[i + 1]?.key) || out[i + 1]?.key === 'y')) continue;
    // The word right before the «no» says what it closes: «estudiantes de derecho inglés no» denies English only.
    const ultima = out[i - 1]!;
    if (!CRITERIO_SIN_NOMBRE.has(ultima.key) && !CRITERIO_SIN_NOMBRE.has(toClave(ultima.raw))) continue;
    // Back over that criterion's own words only («contadores de Lima estudiantes no» denies the students).
    let inicio = i - 1;
    while (inicio > 0 && !corte(out[inicio - 1]!.key) && DE_UN_CRITERIO_SIN_NOMBRE(out[inicio - 1]!)) inicio--;
    if (
      out.slice(inicio, i).some((t) => ['no', 'sin', 'ni', 'tampoco'].includes(t.key)) ||
      ['no', 'sin', 'que'].includes(out[inicio - 1]?.key ?? '')
    )
      continue;
    const no = out.splice(i, 1)[0]!;
    out.splice(inicio, 0, no);
  }
  return out;
}

/** What says, after a thing, that it is wished, not required («Minitab: deseable», «SAP (no obligatorio)»). */
const PREFERENCIA_POSPUESTA = frases([
  ...['deseable', 'opcional', 'valorable', 'un plus', 'plus', 'no obligatorio', 'no es obligatorio', 'no excluyente'],
  ...['no es excluyente', 'no indispensable', 'no es indispensable', 'no necesario', 'no es necesario', 'no requerido'],
  ...['pero no es excluyente', 'pero no es obligatorio', 'pero no es indispensable', 'pero no es necesario'],
  // «con brevete me vendría bárbaro», «… me vendría bien», «… sería ideal».
  ...['me vendria bien', 'me vendrian bien', 'me vendria barbaro', 'me vendrian barbaro', 'me vendria genial'],
  ...['me vendrian genial', 'nos vendria bien', 'seria ideal', 'seria un plus', 'sumaria'],
]);
/** «los que además saben Docker, arriba», «…, van primero»: an order said after a comma, a preference of that clause. */
const PREFERENCIA_TRAS_COMA = frases(['arriba', 'mas arriba', 'van arriba', 'van primero', 'primero', 'adelante', 'al inicio']);
/** The preference said after a thing that starts at n, with a second one joined by a comma, or null. */
function preferenciaEn(out: Token[], n: number): number | null {
  const f =
    PREFERENCIA_POSPUESTA.find((x) => x.every((k, m) => out[n + m]?.key === k)) ??
    (out[n - 1]?.key === ',' ? PREFERENCIA_TRAS_COMA.find((x) => x.every((k, m) => out[n + m]?.key === k)) : undefined);
  if (!f) return null;
  const fin = n + f.length;
  // «deseable, no obligatorio»: one preference said twice.
  return out[fin]?.key === ',' ? (preferenciaEn(out, fin + 1) ?? fin) : fin;
}
/**
 * «Minitab: deseable; de cualquier región menos Lima», «SAP (no obligatorio), de Arequipa»: a preference said after
 * what it qualifies, closing its clause, is read before it («de preferencia Minitab»). Read in order it reached the
 * next clause («de Arequipa» preferred, Minitab required).
 */
function preferenciaPospuesta(tokens: Token[]): Token[] {
  const out = [...tokens];
  for (let i = 1; i < out.length; i++) {
    const fin = preferenciaEn(out, i);
    if (fin === null) continue;
    const cierra = fin >= out.length || out[fin]!.key === ',' || Boolean(out[fin - 1]!.finDeFrase);
    if (!cierra) continue;
    // What it qualifies: back to the clause's start (a comma, a sentence's end), at most five words.
    let fin0 = i;
    if (out[fin0 - 1]?.key === ',') fin0--;
    // At a sentence's start it qualifies what follows («No es obligatorio, pero ideal si…»).
    if (out[fin0 - 1]?.finDeFrase) continue;
    let inicio = fin0 - 1;
    // A word that opens a criterion («con», «que», «sin») is where it starts.
    while (
      inicio > 0 &&
      fin0 - inicio < 5 &&
      out[inicio - 1]!.key !== ',' &&
      !out[inicio - 1]!.finDeFrase &&
      !['con', 'que', 'sin'].includes(out[inicio]!.key)
    )
      inicio--;
    if (inicio < 0 || inicio >= fin0) continue;
    const quitados = out.splice(fin0, fin - fin0);
    // The sentence's end (or the field's) stays where the clause ends; the colon before it named the thing only.
    const cierraFrase = quitados.some((t) => t.finDeFrase);
    for (let n = inicio; n < fin0; n++) out[n] = { ...out[n]!, dosPuntos: false };
    if (cierraFrase) out[fin0 - 1] = { ...out[fin0 - 1]!, finDeFrase: true };
    out.splice(inicio, 0, { raw: 'de', key: 'de' }, { raw: 'preferencia', key: clave('preferencia') });
    i = fin0 + 2;
  }
  return out;
}

function demasEscritoJunto(tokens: Token[]): Token[] {
  const out: Token[] = [];
  tokens.forEach((t, i) => {
    const sig = tokens[i + 1];
    const tras = sig && (sig.key === 'de' || sig.key === 'del') ? tokens[i + 2] : sig;
    if (toClave(t.raw) === 'demas' && tras && numeroCiclo(tras, true) !== null) {
      out.push({ raw: 'de', key: 'de' }, { raw: t.raw.slice(2), key: clave('más') });
      return;
    }
    out.push(t);
  });
  return out;
}

/** The graduating class, beside a graduation year read («de la promoción 2023», «promociones 2024 a 2026»). */
const PROMOCION = claves(['promocion', 'promociones', 'promo']);
/** The words that deny right after a preference marker: «mejor si no…», «de preferencia sin…». */
const NIEGA_PREFERIDO = claves(['no', 'sin', 'nunca']);
/** Between a preference marker and its denial: «de preferencia que no», «mejor si ya no», «primero los que no». */
const ANTES_DE_NEGAR_PREFERIDO = claves(['los', 'las', 'a', 'aquellos', 'aquellas', 'que', 'quienes', 'si', 'ya', ',']);
/** What ends a negative preference's clause: a comma, a contrast, an order or another marker. */
const FIN_PREFERIDO_NEGADO = claves([',', ';', 'pero', 'aunque', 'sino', 'solo', 'primero', 'ordenados', 'ordena', 'ordenado']);
/** After «y», what opens another clause rather than another name of the one denied («y que», «y los de…»). */
const OTRA_CLAUSULA = claves(['que', 'los', 'las', 'aquellos', 'aquellas', 'quienes', 'con', 'sepan', 'tengan', 'hablen', 'manejen']);

const FRASES_INDIFERENCIA = frases(INDIFERENCIAS);
const FRASES_CON_O_SIN = frases(['con o sin', 'sin o con']);
/** Where a thing said «con o sin» ends: its word, a level after it, an experience's «laboral» or «en» and its area. */
const FIN_CON_O_SIN = claves([',', 'y', 'e', 'o', 'u', 'ni', 'de', 'del', 'que', 'con', 'sin', 'pero', 'en']);
/**
 * «con o sin experiencia», «industriales con o sin inglés»: whether they have it does not matter. The phrase and the
 * thing said (one name, its level, an experience's area) are set aside as an indifference; the end of the phrase's
 * span, or `i` when none starts there. Read as «sin», it used to leave out everyone who has it.
 */
function conOSin(l: Lectura, i: number): number {
  // «con brevete o sin brevete», «con experiencia o sin experiencia»: the same thing said twice.
  if (l.key(i) === 'con' && !l.usado[i]) {
    for (let n = 1; n <= 3; n++) {
      const o = i + 1 + n;
      if (!['o', 'u'].includes(l.key(o)) || l.key(o + 1) !== 'sin') continue;
      const dicho = l.t.slice(i + 1, o).map((t) => t.key);
      if (dicho.every((k, m) => l.key(o + 2 + m) === k)) return o + 2 + dicho.length;
    }
  }
  const f = frase(l, i, FRASES_CON_O_SIN);
  if (!f) return i;
  let e = i + f.length;
  if (e >= l.t.length || l.usado[e] || FIN_CON_O_SIN.has(l.key(e))) return e;
  const primera = l.key(e);
  e++;
  const area = primera === clave('experiencia');
  while (e < l.t.length && !l.usado[e]) {
    const k = l.key(e);
    if (NIVEL_PALABRA[k] || ['laboral', 'previa', 'profesional'].includes(k)) e++;
    else if (area && k === 'en') {
      e++;
      for (let n = 0; n < 3 && e < l.t.length && !l.usado[e] && !FIN_CON_O_SIN.has(l.key(e)); n++) e++;
      break;
    } else break;
  }
  return e;
}
/**
 * «no importa si no tienen experiencia, de industrial», «sin importar el inglés»: the clause after a word of
 * indifference (datos.ts INDIFERENCIAS), up to a comma, a contrast or another clause, is set aside whole (its words
 * used): nothing of it is asked, preferred or ruled out, and nothing of it is said back as not understood.
 */
function indiferencias(l: Lectura): boolean {
  let alguna = false;
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i]) continue;
    const o = conOSin(l, i);
    if (o > i) {
      l.usar(i, o);
      alguna = true;
      i = o - 1;
      continue;
    }
    const f = frase(l, i, FRASES_INDIFERENCIA);
    if (!f) continue;
    let e = i + f.length;
    // «el nivel de inglés no importa», «la universidad da igual»: at the end of its clause the indifference looks back
    // to the clause's start (read ahead, nothing was set aside and English was asked).
    // A sentence's end closes it too, and «eso» points back («pero eso no importa: queremos…»); a colon after it
    // heads what follows («Da igual: la universidad.»).
    const cierra = e >= l.t.length || l.finDeFrase.has(e - 1);
    const atras = ['eso', 'esto', 'aquello'].includes(l.key(i - 1));
    if (atras || ((cierra || [',', '.', 'y', 'pero'].includes(l.key(e))) && !l.t[e - 1]!.dosPuntos)) {
      let b = i;
      const corte = (m: number) => l.finDeFrase.has(m) || Boolean(l.t[m]!.dosPuntos);
      while (b > 0 && !l.usado[b - 1] && ![',', '.', 'pero', 'que'].includes(l.key(b - 1)) && !corte(b - 1) && i - b < 6) b--;
      if (b < i) {
        l.usar(b, e);
        alguna = true;
        i = e - 1;
        continue;
      }
    }
    while (e < l.t.length && !l.usado[e]) {
      const k = l.key(e);
      // «le da igual si son estudiantes o egresados, o si hablan inglés»: another «si» of the same indifference.
      if (k === ',' && ['o', 'u', 'ni'].includes(l.key(e + 1)) && l.key(e + 2) === 'si') {
        e++;
        continue;
      }
      if (FIN_PREFERIDO_NEGADO.has(k) || frase(l, e, FRASES_PREFERENCIA) || frase(l, e, FRASES_INDIFERENCIA)) break;
      if ((k === 'y' || k === 'e') && OTRA_CLAUSULA.has(l.key(e + 1))) break;
      e++;
      if (l.t[e - 1]!.dosPuntos || l.finDeFrase.has(e - 1)) break;
    }
    l.usar(i, e);
    alguna = true;
    i = e - 1;
  }
  return alguna;
}

/** A negative preference: the marker's first token, the denial's, where the clause ends, and its own reading. */
interface PreferidoNegado {
  desde: number;
  hasta: number;
  lectura: CriteriosAsistente;
}

/**
 * «mejor si no tienen experiencia en compras», «de preferencia que no sean de Lima», «mejor si no son descartados»: a
 * preference whose clause denies. The clause (from the denial on) is read alone, as the request it would be, and what
 * it rules out becomes what the request prefers absent (`evitar`): those without it come first and nobody is left out.
 * Read before every other pass, so no pass reads the denial as an exclusion (it used to filter) or the clause as asked.
 */
function preferenciasNegadas(l: Lectura, leer: (texto: string) => CriteriosAsistente): PreferidoNegado[] {
  const out: PreferidoNegado[] = [];
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i]) continue;
    const f = frase(l, i, FRASES_PREFERENCIA);
    if (!f) continue;
    let n = i + f.length;
    while (n < l.t.length && !l.usado[n] && ANTES_DE_NEGAR_PREFERIDO.has(l.key(n)) && n - i - f.length < 4) n++;
    if (n >= l.t.length || l.usado[n] || !NIEGA_PREFERIDO.has(l.key(n))) continue;
    let e = n + 1;
    while (e < l.t.length && !l.usado[e]) {
      const k = l.key(e);
      if (FIN_PREFERIDO_NEGADO.has(k) || (e > n + 1 && frase(l, e, FRASES_PREFERENCIA))) break;
      if ((k === 'y' || k === 'e') && OTRA_CLAUSULA.has(l.key(e + 1))) break;
      e++;
    }
    if (e <= n + 1) continue;
    const lectura = leer(texto(l, n, e));
    l.usar(i, e);
    out.push({ desde: i, hasta: e, lectura });
    i = e - 1;
  }
  return out;
}

/**
 * What the negative preferences' clauses rule out, moved to `evitar` (the decisions too); experience and the read state
 * denied are the preferences `preferir` already holds («de preferencia sin experiencia»). A clause that rules out
 * nothing is said back whole as not understood: never read as asked, never as a filter.
 */
function unirPreferidosNegados(c: CriteriosAsistente, negados: PreferidoNegado[], l: Lectura, ig: Ignorados) {
  for (const { desde, hasta, lectura: s } of negados) {
    const v: NonNullable<CriteriosAsistente['evitar']> = c.evitar ?? {};
    const x = s.excluir ?? {};
    let algo = false;
    for (const [k, val] of Object.entries(x) as [keyof typeof x, unknown][]) {
      if (Array.isArray(val)) {
        if (val.length === 0) continue;
        const previo = (v[k] as unknown[] | undefined) ?? [];
        const unidos = [...previo];
        for (const item of val) if (!unidos.some((p) => JSON.stringify(p) === JSON.stringify(item))) unidos.push(item);
        (v as Record<string, unknown>)[k] = unidos;
        algo = true;
      } else if (val !== null && val !== undefined) {
        (v as Record<string, unknown>)[k] = val;
        algo = true;
      }
    }
    const estados = [...(s.excluir_estados ?? [])];
    if (estados.length > 0) {
      v.estados = [...new Set([...(v.estados ?? []), ...estados])].sort((a, b) => a - b);
      algo = true;
    }
    if (Object.keys(v).length > 0) c.evitar = v;
    if (s.experiencia === false && s.experiencia_en.length === 0) {
      (c.preferir ??= {}).experiencia = false;
      algo = true;
    }
    if (s.revisado === false) {
      (c.preferir ??= {}).revisado = false;
      algo = true;
    }
    for (const y of s.ignorados ?? []) ig.add(desde, y.texto, y.motivo);
    if (!algo && (s.ignorados ?? []).length === 0) ig.add(desde, texto(l, desde, hasta), 'no_entendido');
  }
}

/**
 * `regionOferta`: the region of the offer (0 or absent: unknown), for the usual names that mean another institution
 * there («la Católica» on an Arequipa offer is the Católica de Santa María).
 */
// ------------------------------------------------------------------ names typed whole, typos of places and merit

const PALABRAS_INSTITUCION = new Set(PALABRAS_DE_INSTITUCION);

/**
 * An institution's own words typed before the usual name read («de la Universidad Nacional de San Agustín»: the
 * alias «San Agustín» read; «Instituto SENATI»): part of the name read, so that «universidad» or «instituto» is no
 * study level (asked, or ruled out under a negation) and «nacional» no free word. Only words of its reference names
 * or of PALABRAS_DE_INSTITUCION, connectors between them, none read by another pass.
 */
function nombreEnteroDeInstitucion(l: Lectura, hallazgos: Hallazgo[]) {
  for (const h of hallazgos) {
    const e = h.entidad;
    if (e.tipo !== 'institucion') continue;
    const suyas = new Set(e.nombres.flatMap((n) => clavesDeNombre(n)));
    let desde = h.inicio;
    for (let j = h.inicio - 1; j >= 0 && !l.usado[j]; j--) {
      const k = l.key(j);
      if (suyas.has(k) || PALABRAS_INSTITUCION.has(k)) desde = j;
      else if (!CONECTORES.has(k)) break;
    }
    if (desde < h.inicio) {
      l.usar(desde, h.inicio);
      h.inicio = desde;
    }
  }
}

/**
 * A place name that is, in one region, the usual name of a district of a longer name (LUGAR_COMUN_EN_REGION:
 * «Magdalena» in Lima is Magdalena del Mar): read so when the request's other places lie in that region only, or,
 * naming no other place, when the offer is in it; elsewhere the name keeps its ambiguous reading.
 */
function lugarComunDeLaRegion(v: Vocabulario, hallazgos: Hallazgo[], regionOferta?: number | null) {
  for (const h of hallazgos) {
    if (h.entidad.tipo !== 'lugar') continue;
    const nombre = toClave(h.entidad.nombre);
    const comun = LUGAR_COMUN_EN_REGION.find((x) => toClave(x.nombre) === nombre);
    if (!comun) continue;
    const otras = new Set<number>();
    for (const o of hallazgos) {
      if (o === h) continue;
      if (o.entidad.tipo === 'region') otras.add(o.entidad.id);
      for (const id of regionesDe(v, o)) otras.add(id);
    }
    const region = otras.size === 0 ? regionOferta : otras.size === 1 ? [...otras][0] : null;
    if (region === comun.id_region) h.entidad = { tipo: 'lugar', nombre: comun.distrito, nivel: 'distrito' };
  }
}

/**
 * A district name that several regions bear, one of them the offer's («Miraflores» on an offer in Lima): read in the
 * offer's region, as a recruiter means it, when the request names no region and every other place it names lies in
 * that region too («de Surco o Miraflores» on a Lima offer). Elsewhere the name keeps its ambiguous reading, said back
 * with its regions.
 */
function lugarEnLaRegionDeLaOferta(v: Vocabulario, hallazgos: Hallazgo[], region: Map<Hallazgo, number>, regionOferta?: number | null) {
  if (!regionOferta) return;
  const lugares = hallazgos.filter((h) => h.entidad.tipo === 'lugar' || h.entidad.tipo === 'region');
  if (lugares.some((h) => h.entidad.tipo === 'region')) return;
  if (lugares.some((h) => !region.has(h) && !regionesDe(v, h).has(regionOferta))) return;
  for (const h of lugares) if (!region.has(h) && regionesDe(v, h).size > 1) region.set(h, regionOferta);
}

/**
 * «San Isidro, Miraflores o Surco»: a district name several regions bear, listed with places that each lie in one
 * region, the same for all, is read in that region, as a recruiter listing neighbours means it. The list is the places
 * joined by ENTRE_LUGARES words only; a region in it («Miraflores o Cusco»), or places of several regions, leave the
 * name its ambiguous reading. The criteria qualify a place by its region, not its province.
 */
function lugarEnLaRegionDeSuLista(l: Lectura, v: Vocabulario, hallazgos: Hallazgo[], region: Map<Hallazgo, number>) {
  const listas: Hallazgo[][] = [];
  for (let n = 0; n < hallazgos.length; n++) {
    const h = hallazgos[n]!;
    const previo = hallazgos[n - 1];
    const sigue =
      previo !== undefined &&
      (previo.entidad.tipo === 'lugar' || previo.entidad.tipo === 'region') &&
      soloPalabras(l, previo.fin, h.inicio, ENTRE_LUGARES);
    if (h.entidad.tipo !== 'lugar' && h.entidad.tipo !== 'region') continue;
    if (sigue && listas.length > 0 && listas[listas.length - 1]!.includes(previo)) listas[listas.length - 1]!.push(h);
    else listas.push([h]);
  }
  for (const lista of listas) {
    if (lista.length < 2 || lista.some((h) => h.entidad.tipo === 'region')) continue;
    const suyas = new Set<number>();
    for (const h of lista) {
      const r = region.get(h) ?? (regionesDe(v, h).size === 1 ? [...regionesDe(v, h)][0] : undefined);
      if (r !== undefined) suyas.add(r);
    }
    if (suyas.size !== 1) continue;
    const id = [...suyas][0]!;
    for (const h of lista) if (!region.has(h) && regionesDe(v, h).size > 1 && regionesDe(v, h).has(id)) region.set(h, id);
  }
}

const ANTES_DE_LUGAR_ESCRITO = new Set(['el', 'la', 'los', 'las']);
const lugaresEscritosMemo = new WeakMap<Vocabulario, { escritas: string[]; claves: string[]; region: boolean }[]>();

/** The place names of the vocabulary: their words as written (no accents) and their keys, without connectors. */
function lugaresEscritos(v: Vocabulario): { escritas: string[]; claves: string[]; region: boolean }[] {
  let out = lugaresEscritosMemo.get(v);
  if (!out) {
    out = [];
    for (const lista of v.frases.values())
      for (const f of lista) {
        if (f.entidad.tipo !== 'lugar' && f.entidad.tipo !== 'region') continue;
        const escritas = toClave(f.entidad.nombre)
          .split(/[^a-z]+/)
          .filter((w) => w && !CONECTORES.has(w));
        if (escritas.length === f.claves.length) out.push({ escritas, claves: f.claves, region: f.entidad.tipo === 'region' });
      }
    lugaresEscritosMemo.set(v, out);
  }
  return out;
}

/**
 * A place's first word typed with one letter wrong, after a word that says a place follows («que vivan en caima»,
 * «de paucarpta», «de madgalena del mar», «que no sean de lma»): the place, when exactly one place's name fits (the
 * longest when its other words follow as written), the word is no word the assistant reads for something else, and
 * no other known word is one edit from it. Returns the tokens rewritten, with what they were: a rewrite no name then
 * takes is undone. A word two places fit is left as written (said back, as before).
 */
function lugarMalEscrito(l: Lectura, v: Vocabulario, regionOferta?: number | null): Map<number, Token> {
  const antes = new Map<number, Token>();
  for (let i = 1; i < l.t.length; i++) {
    const t = l.t[i]!;
    const escrito = toClave(t.raw);
    if (l.usado[i] || !/^[a-z]{3,}$/.test(escrito)) continue;
    const previa = ANTES_DE_LUGAR_ESCRITO.has(l.key(i - 1)) ? l.key(i - 2) : l.key(i - 1);
    if (!ANTES_DE_LUGAR.has(previa) || entidadEn(l, v, i)) continue;
    if ([t.key, escrito].some((k) => PALABRAS_PARSER.has(k) || NO_CORREGIR.has(k) || VACIAS.has(k) || CLAVES_AREA.has(k))) continue;
    if (v.palabras.has(t.key) && !soloDeLugares(t.key, v)) continue;
    let largo = 0;
    let nombres = new Set<string>();
    let elegido: { escritas: string[]; claves: string[] } | null = null;
    for (const lugar of lugaresEscritos(v)) {
      const primera = lugar.escritas[0]!;
      if (primera === escrito || distanciaEdicion(escrito, primera, 1) > 1 || esVariante(escrito, primera)) continue;
      // A word of fewer than six letters only for a department («lma»): too many short words and acronyms («APRA»:
      // Anra; «smana»: Saña) are one letter from a district.
      if (escrito.length < 6 && !lugar.region) continue;
      // The name's other words, as they follow (connectors skipped).
      let j = i;
      let sigue = true;
      for (const k of lugar.claves.slice(1)) {
        j = l.siguiente(j);
        if (j < 0 || l.usado[j] || l.key(j) !== k) {
          sigue = false;
          break;
        }
      }
      if (!sigue) continue;
      const n = lugar.claves.length;
      if (n > largo) {
        largo = n;
        nombres = new Set();
      }
      if (n === largo) {
        nombres.add(lugar.escritas.join(' '));
        elegido = lugar;
      }
    }
    // Two letters wrong in a district's name of one word («yanahuraa», «chaicahuani»), on an offer whose region has
    // that district: read when it is the only district of the region that close, said back when several are. Not
    // under seven letters: «todos menos Camila» is a person, two letters from Camaná.
    if (nombres.size === 0 && regionOferta && escrito.length >= 7 && !v.palabras.has(t.key)) {
      const cerca = lugaresEscritos(v).filter(
        (x) =>
          !x.region &&
          x.escritas.length === 1 &&
          x.escritas[0] !== escrito &&
          v.regionesDeLugar.get(x.escritas[0]!)?.has(regionOferta) &&
          distanciaEdicion(escrito, x.escritas[0]!, 2) <= 2,
      );
      const distintos = new Set(cerca.map((x) => x.escritas[0]));
      if (distintos.size > 1) dudosasDe(l).add(i);
      if (distintos.size === 1) {
        nombres.add(cerca[0]!.escritas[0]!);
        elegido = cerca[0]!;
      }
    }
    if (nombres.size !== 1 || !elegido) continue;
    // Another word the assistant reads one edit from it: two readings, none guessed.
    const otra = [...v.palabras, ...PALABRAS_PARSER, ...NO_CORREGIR, ...SINONIMOS_LARGOS].some(
      (k) =>
        k.length >= 4 && k !== elegido.claves[0] && distanciaEdicion(escrito, k, 1) <= 1 && !(v.palabras.has(k) && soloDeLugares(k, v)),
    );
    if (otra) continue;
    antes.set(i, t);
    l.t[i] = { raw: elegido.escritas[0]!, key: elegido.claves[0]! };
  }
  return antes;
}

const ANTES_DE_SUPERIOR = new Set(['tercio', 'quinto', 'decimo']);

/**
 * «superior» misspelt after «tercio», «quinto», «décimo» («del quinto superiro»): one edit, the merit order; more,
 * both words said back — never the ordinal read as a cycle («Estudiantes de V ciclo» nobody asked).
 */
function superiorMalEscrito(l: Lectura, ig: Ignorados) {
  for (let i = 0; i + 1 < l.t.length; i++) {
    const n = /^\d/.test(l.key(i)) ? numeroCiclo(l.t[i]!, false) : null;
    if (!ANTES_DE_SUPERIOR.has(l.key(i)) && n !== 5 && n !== 10) continue;
    const palabra = toClave(l.t[i + 1]!.raw);
    if (l.key(i + 1) === 'superior' || !/^s[a-z]{4,}$/.test(palabra)) continue;
    const d = distanciaEdicion(palabra, 'superior', 3);
    if (d <= 1) l.t[i + 1] = { raw: l.t[i + 1]!.raw, key: 'superior' };
    else if (d <= 3 && palabra.startsWith('sup')) {
      ig.add(i, texto(l, i, i + 2), 'no_entendido');
      l.usar(i, i + 2);
    }
  }
}

/**
 * «inter» right after a language or a knowledge item of one word («inglés inter», «excel inter»): the level
 * intermedio cut short. Elsewhere it stays as written (other names hold the word).
 */
function nivelCortado(l: Lectura, v: Vocabulario) {
  for (let i = 1; i < l.t.length; i++) {
    if (l.usado[i] || toClave(l.t[i]!.raw) !== 'inter') continue;
    const antes = v.frases.get(l.key(i - 1)) ?? [];
    if (antes.some((f) => f.claves.length === 1 && (f.entidad.tipo === 'idioma' || f.entidad.tipo === 'conocimiento')))
      l.t[i] = { raw: l.t[i]!.raw, key: 'intermedio' };
  }
}

const PARA_TODOS = new Set(NIVEL_PARA_TODOS.map((x) => clave(x)));

/**
 * «ambos», «todos» beside a level word («Excel y Power BI, ambos avanzado», «a nivel avanzado en ambos»): that level
 * is every item's. The word (and a comma before it) is read as a bridge to the level, like «nivel», so it is never a
 * place («Ambo») nor a free word. Returns the levels' positions.
 */
function nivelParaTodos(l: Lectura): Set<number> {
  const out = new Set<number>();
  const puente = (j: number) => (l.t[j] = { raw: l.t[j]!.raw, key: 'nivel' });
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i] || !NIVEL_PALABRA[l.key(i)]) continue;
    const antes = PARA_TODOS.has(l.key(i - 1)) ? i - 1 : -1;
    const despues = PARA_TODOS.has(l.key(i + 1)) ? i + 1 : ['en', 'a'].includes(l.key(i + 1)) && PARA_TODOS.has(l.key(i + 2)) ? i + 2 : -1;
    const j = antes >= 0 ? antes : despues;
    if (j < 0 || l.usado[j]) continue;
    out.add(i);
    puente(j);
    if (j === i - 1 && l.key(i - 2) === ',') puente(i - 2);
  }
  return out;
}

/**
 * Whether the level after the last item of a list is every previous item's too: a plural level right after it
 * («Excel y Power BI avanzados»), one said with «ambos» / «todos» (`nivelParaTodos`), or one introduced by its own
 * words («a nivel intermedio»); alternatives share theirs. A singular level right after the last item of a list
 * joined by «y» is its own («Power BI y Excel avanzado»).
 */
function nivelDeLista(l: Lectura, a: Hallazgo, h: Hallazgo, todos: Set<number>): boolean {
  // Alternatives share their level («inglés o portugués avanzado»: either, at that level).
  for (let j = a.fin; j < h.inicio; j++) if (l.key(j) === 'o' || l.key(j) === 'u') return true;
  // A level introduced by its own words («Word, Excel y PowerPoint a nivel intermedio») is the list's, as before.
  if (!NIVEL_PALABRA[l.key(h.fin)]) return true;
  return todos.has(h.fin) || /s$/.test(toClave(l.t[h.fin]!.raw));
}

/** The phrases of the families named (datos.ts FAMILIAS_NOMBRADAS) as keys, with their items as the words they are read by. */
const FRASES_DE_FAMILIA = FAMILIAS_NOMBRADAS.flatMap(({ frases, nombres }) => {
  const items = nombres.flatMap((n, i) => [...(i > 0 ? [{ raw: 'o', key: 'o' }] : []), ...tokenizar(n)]);
  return frases.map((f) => ({ palabras: tokenizar(f), items }));
});

/** A word of a family's phrase: its key, or its sound as written («software kontable», «además del ingléz»). */
const palabraDeFamilia = (t: Token | undefined, p: Token) =>
  t !== undefined && (t.key === p.key || fonetica(toClave(t.raw)) === fonetica(toClave(p.raw)));

/** A word of a trade's noun: its key, or its singular's sound as written («bendedores», «promotores de ventaz»). */
const palabraDeOficio = (t: Token | undefined, p: Token) =>
  palabraDeFamilia(t, p) || (t !== undefined && fonetica(singular(toClave(t.raw))) === fonetica(singular(toClave(p.raw))));

/** The person nouns of a trade (datos.ts OFICIOS) as keys, with the words they are read as. */
const FRASES_DE_OFICIO = OFICIOS.flatMap(({ frases, lee, noTras }) =>
  frases.map((f) => ({ palabras: tokenizar(f), items: tokenizar(lee), noTras: claves(noTras ?? []) })),
);

/**
 * A form's field of experience («Experiencia: ventas o atención al cliente», «Experiencia → almacén»): its areas, as
 * «experiencia en …» says them (read as written, «atención al cliente» was a knowledge item).
 */
function experienciaRotulada(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (const [i, t] of tokens.entries()) {
    out.push(t);
    const sigue = tokens[i + 1]?.key ?? '';
    if (t.key === 'experiencia' && t.dosPuntos && !['en', 'de', 'como', ','].includes(sigue) && !/^\d/.test(sigue))
      out.push({ raw: 'en', key: 'en' });
  }
  return out;
}

/** Words after which a zone is no place asked: a protest's place, an origin noticed in one's speech. */
const ZONA_DE_OTRA_COSA = new Set([...PROTESTAS, ...claves(['note', 'nota', 'noten', 'notar'])]);

/** The Spanish names of the letters, as a phone writes what it hears («ese cu ele»: SQL). */
const NOMBRE_DE_LETRA: Record<string, string> = {
  ...{ a: 'a', be: 'b', ce: 'c', de: 'd', e: 'e', efe: 'f', ge: 'g', hache: 'h', i: 'i', jota: 'j', ka: 'k', ele: 'l' },
  ...{ eme: 'm', ene: 'n', o: 'o', pe: 'p', cu: 'q', erre: 'r', ese: 's', te: 't', u: 'u', uve: 'v', ve: 'v', equis: 'x' },
  ...{ ye: 'y', zeta: 'z' },
};
/** Letter names that are also words («de», «ese», «te»): a spelt name needs one that is not. */
const LETRA_Y_PALABRA = new Set(['a', 'de', 'e', 'i', 'o', 'u', 'ese', 'te', 've', 'ye']);
/**
 * A name spelt letter by letter, as a voice note turns it into text («que sepan ese cu ele», «pe hache pe»): the name,
 * when the letters make one the assistant knows and one of them is no word of its own.
 */
function deletreadas(tokens: Token[], v: Vocabulario): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let j = i;
    while (j < tokens.length && j - i < 6 && NOMBRE_DE_LETRA[toClave(tokens[j]!.raw)] !== undefined) j++;
    const nombres = tokens.slice(i, j).map((t) => toClave(t.raw));
    const palabra = nombres.map((x) => NOMBRE_DE_LETRA[x]).join('');
    const conocido = (v.frases.get(palabra) ?? []).some((f) => f.claves.length === 1);
    if (j - i >= 2 && nombres.some((x) => !LETRA_Y_PALABRA.has(x)) && conocido) {
      out.push({ raw: palabra, key: palabra });
      i = j - 1;
      continue;
    }
    out.push(tokens[i]!);
  }
  return out;
}

/** The trades' nouns of one word, as keys. */
const CLAVES_DE_OFICIO = new Set(FRASES_DE_OFICIO.filter((x) => x.palabras.length === 1).map((x) => x.palabras[0]!.key));

/** The parts of the country and of Lima named whole (datos.ts ZONAS) as keys, with their places joined by «o». */
const FRASES_DE_ZONA = ZONAS.flatMap(({ frases, lugares }) =>
  frases.map((f) => {
    const palabras = tokenizar(f);
    const de = palabras[0]!.key === 'de' || palabras[0]!.key === 'del' ? [{ raw: 'de', key: 'de' }] : [];
    return { palabras, items: [...de, ...lugares.flatMap((n, i) => [...(i > 0 ? [{ raw: 'o', key: 'o' }] : []), ...tokenizar(n)])] };
  }),
).sort((a, b) => b.palabras.length - a.palabras.length);
const NO_TRAS_ZONA_CLAVES = [...claves(NO_TRAS_ZONA)];
/** A word of an institution's name before «del Sur», as typed or misspelt («Científika», «Científida del Sur»). */
const noTrasZona = (t: Token | undefined) =>
  t !== undefined &&
  NO_TRAS_ZONA_CLAVES.some(
    (w) => t.key === w || fonetica(toClave(t.raw)) === fonetica(w) || (w.length >= 5 && distanciaEdicion(toClave(t.raw), w, 1) <= 1),
  );

/**
 * A family named («algún lenguaje de programación») as its items joined by «o», and a person noun of a trade
 * («mecánicos», «vendedores») as what it stands for, before anything else is read.
 */
function familiasNombradas(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const oficio = FRASES_DE_OFICIO.find(
      (x) =>
        x.palabras.every((p, n) => palabraDeOficio(tokens[i + n], p)) &&
        // Not within three words after one of `noTras` («con experiencia cono promotor de ventas», a typo of «como»).
        ![1, 2, 3].some((d) => x.noTras.has(tokens[i - d]?.key ?? '')),
    );
    const zona = FRASES_DE_ZONA.find(
      (x) =>
        x.palabras.every((p, n) => tokens[i + n]?.key === p.key) &&
        !noTrasZona(tokens[i - 1]) &&
        !['de', 'del'].includes(tokens[i + x.palabras.length]?.key ?? '') &&
        // «de provincia con acento», «sin acento de provincia»: an accent's origin, refused with it (no zone asked).
        !['acento', 'dejo', 'tonito', 'cantadito', 'cantito', 'tono'].includes(tokens[i - 1]?.key ?? '') &&
        // «las protestas del sur», «que se les note que son de provincia»: an event's place, or an origin heard.
        ![1, 2, 3, 4].some((d) => ZONA_DE_OTRA_COSA.has(tokens[i - d]?.key ?? '')) &&
        !(tokens[i + x.palabras.length]?.key === 'con' && ['acento', 'dejo'].includes(tokens[i + x.palabras.length + 1]?.key ?? '')),
    );
    // «del sur: Arequipa, Cusco o Puno», «del sur (Arequipa, Cusco, Puno)»: a zone as the heading of the places it
    // lists, or followed by them, is those places, not all of it.
    let tras = i + (zona?.palabras.length ?? 0);
    while (['como', 'o', 'sea', 'es', 'decir', ','].includes(tokens[tras]?.key ?? '')) tras++;
    const susLugares = zona !== undefined && zona.items.some((t) => t.key !== 'o' && t.key !== 'de' && t.key === tokens[tras]?.key);
    if (zona && oficio === undefined && (tokens[i + zona.palabras.length - 1]!.dosPuntos || susLugares)) {
      if (out.length > 0) out.push({ ...out.pop()!, dosPuntos: true });
      i += zona.palabras.length - 1;
      continue;
    }
    const f = oficio ?? zona ?? FRASES_DE_FAMILIA.find((x) => x.palabras.every((p, n) => palabraDeFamilia(tokens[i + n], p)));
    if (!f) {
      out.push(tokens[i]!);
      continue;
    }
    // «diseñadoras gráficas»: the feminine written stays on the first word, where the sex it asks is refused.
    const femenino = oficio !== undefined && enFemenino(tokens[i]!.raw);
    const leidos: Token[] = femenino ? f.items.map((t, n) => (n === 0 ? { ...t, raw: tokens[i]!.raw } : t)) : [...f.items];
    // «ingenieros civiles»: a plural person noun asks for people, whatever it is read as.
    if (oficio && /s$/.test(toClave(tokens[i]!.raw)) && leidos.length > 0) leidos[0] = { ...leidos[0]!, personas: true };
    out.push(...leidos);
    i += f.palabras.length - 1;
    // A heading's colon after the phrase stays after what it is read as.
    if (tokens[i]!.dosPuntos) out.push({ ...out.pop()!, dosPuntos: true });
  }
  return out;
}

export function interpretarTexto(prompt: string, v: Vocabulario, now: Date, regionOferta?: number | null): CriteriosAsistente {
  const c = criteriosVacios();
  const escritos = niDelPrimerArea(
    primeroPospuesto(
      noPospuesto(
        preferenciaPospuesta(
          grupoAntepuesto(
            familiasNombradas(
              demasEscritoJunto(
                enSuDefecto(experienciaRotulada(formasTecleadas(deletreadas(aniosEnLetras(separarPegadas(tokenizar(prompt), v)), v), v))),
              ),
            ),
          ),
        ),
      ),
    ),
  );
  // A length of experience first: its words leave the request, «experiencia» stays to be read with its area.
  const duracionesLeidas = duraciones(escritos);
  const quitados = new Set(duracionesLeidas.flatMap((d) => [...d.quitar]));
  const tokens = escritos.filter((_, i) => !quitados.has(i));
  const l = new Lectura(tokens);
  l.siglas = enMayusculas(prompt);
  // «1ro los c/ ISO 14001»: «primero los…», an order, not the first cycle.
  for (let i = 0; i + 1 < l.t.length; i++)
    if (/^(1ro|1ero|1er|1°|1º)$/.test(l.t[i]!.raw) && ['los', 'las'].includes(l.key(i + 1))) l.t[i] = { raw: l.t[i]!.raw, key: 'primero' };
  const ig = new Ignorados();
  // Ages, births and body measures with their figures, and the phrases whose words name a criterion too, before
  // counts, cycles, years and places read those figures and words.
  protegidos(l, ig, true);
  anioEscritoCorto(l);
  anioDeDosCifras(l, now);
  anioDeTrabajo(l, ig);
  const ingresoUniversitario = anioDeIngreso(l, ig, c);
  egresoHace(l, c, now, ig);
  fonetizar(l, v);
  manejarEsLicencia(l);
  siglaErrada(l, v);
  corregirPropias(l, v);
  sinoEscritoSin(l);
  noEscritoNos(l, v, ig);
  noEnSuHueco(l, v, ig);
  const presentada = presentacion(l, v);
  lugarDeLaEmpresa(l, v, ig);
  correcciones(l);
  relatoDeOtro(l, ig);
  loQueSeCreen(l, ig);
  busquedaAnterior(l, ig);
  excepcionConCondicion(l, ig);
  clienteQuePide(l);
  etiquetaDeIdioma(l, v);
  // «para el área de ventas», «para el área de costos de la planta»: the area the post belongs to, not what the
  // applicants must know or have studied; said back, never searched.
  for (let i = 0; i + 3 < l.t.length; i++) {
    if (l.usado[i] || l.key(i) !== 'para' || l.key(i + 1) !== 'el' || l.key(i + 2) !== 'area' || !['de', 'del'].includes(l.key(i + 3)))
      continue;
    let fin = i + 4;
    while (
      fin < l.t.length &&
      !l.usado[fin] &&
      ![',', 'que', 'con', 'sin', 'y'].includes(l.key(fin)) &&
      !PIDE.has(l.key(fin)) &&
      !l.t[fin]!.personas &&
      !(PERSONAS_DOBLE.has(l.key(fin)) && !/^(el|la|los|las|a)$/.test(l.key(fin))) &&
      !/(ores|oras|istas|antes|entes|ados|adas|icos|icas|ivos|ivas)$/.test(toClave(l.t[fin]!.raw))
    ) {
      fin++;
      if (l.t[fin - 1]!.dosPuntos || l.finDeFrase.has(fin - 1)) break;
    }
    if (fin === i + 4) continue;
    l.usar(i, fin);
    ig.add(i, texto(l, i, fin), 'no_entendido');
    i = fin - 1;
  }
  // «para el back office de cobranzas», «home office»: a side of the business or a way of working, not the suite
  // Microsoft Office; no CV field holds it.
  for (let i = 0; i + 1 < l.t.length; i++)
    if (!l.usado[i] && ['back', 'front', 'home'].includes(l.key(i)) && l.key(i + 1) === 'office') {
      l.usar(i, i + 2);
      ig.add(i, texto(l, i, i + 2), 'no_entendido');
    }
  // «En el marco del Programa de Prácticas…»: a phrase of formal register, never the place Marco.
  for (let i = 0; i + 3 < l.t.length; i++)
    if (l.key(i) === 'en' && l.key(i + 1) === 'el' && l.key(i + 2) === 'marco' && ['de', 'del'].includes(l.key(i + 3))) l.usar(i, i + 4);
  const conocida = zonaConocida(l, v, ig);
  const apartado = aparte(l, ig);
  otrosNombresDeLugar(l);
  zonasDeLima(l, ig);
  cuantosIdiomas(l, ig);
  dobleNegacion(l);
  // Said of the applicants («sin importar si son de Lima»): never off topic, even with nothing else asked.
  const indiferente = indiferencias(l);
  const negadosPreferidos = preferenciasNegadas(l, (t) => interpretarTexto(t, v, now, regionOferta));
  superiorMalEscrito(l, ig);
  const merito = ordenMerito(l, c, orden(l, c));
  dinero(l, ig);
  const destino = destinos(l, ig);
  personasEnFemenino(l, ig);
  const licencias = licencia(l, c, ig);
  // Before the decisions: «sin revisar» is the recruiter's «Leído», not «sin decisión».
  const revisados = revisado(l, c, v);
  cantidadesConNombre(l, c);
  dosGruposPorDecision(l, ig);
  limiteYEstados(l, c, v);
  corregirAreas(l, v);
  masDeUnaExperiencia(l, ig);
  const experiencias = experiencia(l, c, (i, soloLugares) => {
    const h = entidadEn(l, v, i, soloLugares);
    if (!h) return false;
    if (soloLugares) return h.entidad.tipo === 'region' || h.entidad.tipo === 'lugar';
    return true;
  });
  const corregidos = corregir(l, v);
  const todosAlNivel = nivelParaTodos(l);
  nivelCortado(l, v);
  const sinSuProvincia = regionSinSuProvincia(l);
  const gestiones = gestionUniversidad(l);
  const lugaresCorregidos = lugarMalEscrito(l, v, regionOferta);
  cualidadesConNombre(l, ig);
  documentos(l, ig);
  const cursosTomados = cursos(l, ig);
  hechosVividos(l, ig);
  const hallazgos = lugaresDudosos(l, v, buscarEntidades(l, v), ig);
  if (sinSuProvincia.size > 0) {
    hallazgos.push(...sinSuProvincia.keys());
    hallazgos.sort((a, b) => a.inicio - b.inicio);
  }
  for (const [i, original] of lugaresCorregidos) if (!l.usado[i]) l.t[i] = original;
  nombreEnteroDeInstitucion(l, hallazgos);
  lugarComunDeLaRegion(v, hallazgos, regionOferta);
  const nivelesDe = niveles(l, hallazgos, (a, b) => nivelDeLista(l, a, b, todosAlNivel));
  const gruposDe = alternativas(l, hallazgos);
  const calificados = calificarLugares(l, v, hallazgos);
  // The places whose region the request itself names («Miraflores, Arequipa»), before the offer's region or a list
  // picks one for the others.
  const regionNombrada = new Set(calificados.region.keys());
  lugarEnLaRegionDeLaOferta(v, hallazgos, calificados.region, regionOferta);
  lugarEnLaRegionDeSuLista(l, v, hallazgos, calificados.region);
  protegidos(l, ig);
  restoDelRasgo(l, ig);
  lugarDeNacimiento(l, hallazgos, ig);
  const negacion = alcance(l, hallazgos, FRASES_NEGACION, FRASES_FIN_NEGACION, false);
  negarLoNombradoAlli(l, hallazgos, negacion);
  const preferencia = alcance(
    l,
    hallazgos,
    [...FRASES_PREFERENCIA, ...FRASES_CURSO],
    FRASES_FIN_NEGACION.filter((f) => f.join(' ') !== 'con'),
    true,
    (i) => !frase(l, i, FRASES_CURSO) || cursosTomados.has(i),
  );
  distritoDeSuProvincia(
    v,
    hallazgos,
    (a, b) => negacion.hallazgos.has(a) === negacion.hallazgos.has(b) && preferencia.hallazgos.has(a) === preferencia.hallazgos.has(b),
  );
  for (const [i, original] of corregidos) if (!l.usado[i]) l.t[i] = { raw: l.t[i]!.raw, key: original };
  const nivelesExcluidos = nivelNegado(l, hallazgos, negacion.tokens, nivelesDe);
  // «que no sean del tercio superior», «sin orden de mérito», «del tercio superior, pero no del quinto superior»: the
  // merit ruled out (the widest of those denied) is an exclusion; the merit asked is read from the rest alone.
  const meritoNegado = merito.filter(([desde]) => negacion.tokens.has(desde));
  if (meritoNegado.length > 0) {
    c.orden_merito = null;
    for (const [desde, , valor] of merito) if (!negacion.tokens.has(desde)) c.orden_merito = unirMerito(c.orden_merito, valor);
    const valores = meritoNegado.map(([, , valor]) => MERITOS_ORDEN.indexOf(valor));
    (c.excluir ??= {}).orden_merito = MERITOS_ORDEN[Math.max(...valores)]!;
  }
  // "primero los del quinto superior", "de preferencia del tercio superior": merit preferred orders, never filters.
  const meritoPreferido = merito.filter(([desde]) => preferencia.tokens.has(desde) && !negacion.tokens.has(desde));
  if (meritoPreferido.length > 0 && c.orden_merito) {
    (c.preferir ??= {}).orden_merito = c.orden_merito;
    c.orden_merito = null;
  }
  preferirExperienciaYLeido(c, experiencias, revisados, alcanzados(l, preferencia), negacion.tokens);
  preferirLicencia(c, licencias, alcanzados(l, preferencia));
  const x: NonNullable<CriteriosAsistente['excluir']> = c.excluir ?? {};
  const agregarUnico = <T>(lista: T[], item: T, igual: (a: T) => boolean) => {
    if (!lista.some(igual)) lista.push(item);
  };
  // The region a usual name is read in: the one region of the places the request asks (not ruled out), or else the
  // offer's («alumnos de Arequipa de la Católica», «la Católica» on an Arequipa offer).
  const regionesPedidas = new Set<number>();
  for (const h of hallazgos) {
    if (negacion.hallazgos.has(h)) continue;
    if (h.entidad.tipo === 'region' && !calificados.calificadoras.has(h)) regionesPedidas.add(h.entidad.id);
    if (h.entidad.tipo === 'lugar') {
      const ids = calificados.region.has(h) ? [calificados.region.get(h)!] : [...regionesDe(v, h)];
      for (const id of ids) regionesPedidas.add(id);
    }
  }
  const regionDeLectura = regionesPedidas.size === 1 ? [...regionesPedidas][0]! : regionesPedidas.size === 0 ? regionOferta : null;
  const nombresDe = (e: Extract<Entidad, { tipo: 'institucion' }>) =>
    (regionDeLectura ? e.enRegion?.[String(regionDeLectura)] : undefined) ?? e.nombres;
  for (const h of hallazgos) {
    const e = h.entidad;
    const negado = negacion.hallazgos.has(h);
    // «Lima provincias»: the region asked, its capital province ruled out. Ruled out or preferred it cannot be said
    // (the criteria have no "region but not province" to rule out or prefer): said back, never read as all of Lima.
    const sinProvincia = sinSuProvincia.get(h);
    if (sinProvincia) {
      if (negado || preferencia.hallazgos.has(h)) ig.add(h.inicio, texto(l, h.inicio, h.fin), 'no_entendido');
      else {
        agregarUnico(c.regiones, sinProvincia.region, (a) => a === sinProvincia.region);
        const fuera: LugarPedido = { nombre: sinProvincia.provincia, id_region: sinProvincia.region };
        agregarUnico((x.distritos ??= []), fuera, (d) => mismoLugar(d, fuera));
      }
      continue;
    }
    // A preference is soft: read on the same CV field as the criterion, it orders the list and never leaves anyone out.
    if (preferencia.hallazgos.has(h) && !negado) {
      const pr = (c.preferir ??= {});
      if (e.tipo === 'carrera') agregarUnico((pr.carreras ??= []), e.nombre, (a) => a === e.nombre);
      if (e.tipo === 'institucion') for (const n of nombresDe(e)) agregarUnico((pr.instituciones ??= []), n, (a) => a === n);
      if (e.tipo === 'region' && !calificados.calificadoras.has(h)) agregarUnico((pr.regiones ??= []), e.id, (a) => a === e.id);
      if (e.tipo === 'lugar') {
        const id = calificados.region.get(h);
        const lugar: LugarPedido = id === undefined ? e.nombre : { nombre: e.nombre, id_region: id };
        agregarUnico((pr.distritos ??= []), lugar, (d) => mismoLugar(d, lugar));
      }
      if (e.tipo === 'conocimiento' || e.tipo === 'idioma') {
        const nivel = nivelesDe.get(h)?.nivel ?? null;
        const lista = e.tipo === 'conocimiento' ? (pr.conocimientos ??= []) : (pr.idiomas ??= []);
        agregarUnico(lista, { nombre: e.nombre, nivel }, (a) => a.nombre === e.nombre);
      }
      continue;
    }
    if (e.tipo === 'carrera') agregarUnico(negado ? (x.carreras ??= []) : c.carreras, e.nombre, (a) => a === e.nombre);
    if (e.tipo === 'institucion')
      for (const n of nombresDe(e)) agregarUnico(negado ? (x.instituciones ??= []) : (c.instituciones ??= []), n, (a) => a === n);
    if (e.tipo === 'region' && !calificados.calificadoras.has(h))
      agregarUnico(negado ? (x.regiones ??= []) : c.regiones, e.id, (a) => a === e.id);
    if (e.tipo === 'lugar') {
      // Ruled out, a name several regions bear is ruled out in all of them unless the request names its region: the
      // offer's region or the places listed beside it pick the one a recruiter asks, but read narrowly an exclusion
      // would keep the other regions' people at 100 % («que no vivan en Miraflores» on an Arequipa offer).
      const id = negado && !regionNombrada.has(h) ? undefined : calificados.region.get(h);
      const lugar: LugarPedido = id === undefined ? e.nombre : { nombre: e.nombre, id_region: id };
      agregarUnico(negado ? (x.distritos ??= []) : c.distritos, lugar, (d) => mismoLugar(d, lugar));
    }
    if (e.tipo === 'conocimiento' || e.tipo === 'idioma') {
      const nivel = nivelesDe.get(h)?.nivel ?? null;
      // «sin inglés básico: o intermedio o avanzado», «inglés básico no, sino intermedio»: the levels granted right
      // after the one denied are what is asked, from the lowest of them.
      const concedido = negado && nivel === 'básico' ? nivelConcedidoTras(l, h) : null;
      if (concedido) {
        const lista = e.tipo === 'conocimiento' ? c.conocimientos : c.idiomas;
        agregarUnico(lista, { nombre: e.nombre, nivel: concedido }, (a) => a.nombre === e.nombre);
        continue;
      }
      if (negado) {
        const lista = e.tipo === 'conocimiento' ? (x.conocimientos ??= []) : (x.idiomas ??= []);
        // «que no tengan inglés básico»: the basic level is what is ruled out, not English at all (those with none
        // or with a higher level stay); a higher level ruled out is that level and above («sin inglés avanzado»).
        const item = nivel === 'básico' ? { nombre: e.nombre, nivel, solo_nivel: true } : { nombre: e.nombre, nivel };
        agregarUnico(lista, item, (a) => a.nombre === e.nombre);
        continue;
      }
      const lista = e.tipo === 'conocimiento' ? c.conocimientos : c.idiomas;
      const grupo = gruposDe.get(h);
      // «inglés básico nomás»: that level only, so the next one and above are ruled out.
      const siguiente = nivel ? NIVELES_ORDEN[NIVELES_ORDEN.indexOf(nivel) + 1] : undefined;
      if (nivelesDe.get(h)?.exacto && siguiente) {
        const fuera = e.tipo === 'conocimiento' ? (x.conocimientos ??= []) : (x.idiomas ??= []);
        agregarUnico(fuera, { nombre: e.nombre, nivel: siguiente }, (a) => a.nombre === e.nombre);
      }
      const previo = lista.find((y) => y.nombre === e.nombre);
      if (!previo) lista.push(grupo === undefined ? { nombre: e.nombre, nivel } : { nombre: e.nombre, nivel, grupo });
      else if (nivel && !previo.nivel) previo.nivel = nivel;
    }
  }
  for (const { h, nivel } of nivelesExcluidos) {
    const e = h.entidad;
    // "con inglés pero no básico": the item is also asked, from a level at or above the one ruled out. Ruling out
    // that level and above would leave nobody; the recruiter rules out that level alone, so the item is asked from
    // the next level ("con inglés pero no avanzado" keeps its meaning: from básico, below avanzado).
    const pedido = (e.tipo === 'conocimiento' ? c.conocimientos : c.idiomas).find(
      (y) => y.nombre === e.nombre && typeof y.grupo !== 'number',
    );
    const orden = NIVELES_ORDEN.indexOf(nivel);
    if (pedido && orden >= 0 && orden < NIVELES_ORDEN.length - 1 && NIVELES_ORDEN.indexOf(pedido.nivel ?? 'básico') >= orden) {
      pedido.nivel = NIVELES_ORDEN[orden + 1]!;
      continue;
    }
    const lista = e.tipo === 'conocimiento' ? (x.conocimientos ??= []) : (x.idiomas ??= []);
    if (!lista.some((a) => a.nombre === e.nombre)) lista.push({ nombre: e.nombre, nivel });
  }
  // «de universidades privadas»: asked; ruled out or preferred (no criterion holds it), said back.
  // «estudiantes de derecho que no sean de universidades privadas»: where only universities are asked (their levels
  // or careers), the one kind ruled out is the other asked; elsewhere an institute's students meet it too.
  const soloUniversidades = c.niveles.length > 0 ? c.niveles.every((n) => n >= 6) : c.carreras.length > 0 && !tiposDeCarreras(c, v).has(0);
  for (const { i, valor } of gestiones) {
    const otro = valor === 'publica' ? 'privada' : 'publica';
    if (negacion.tokens.has(i) && soloUniversidades && gestiones.length === 1 && !c.gestion) c.gestion = otro;
    else if (negacion.tokens.has(i) || preferencia.tokens.has(i) || (c.gestion && c.gestion !== valor))
      ig.add(i, texto(l, /^universidad/.test(toClave(l.t[i - 1]!.raw)) ? i - 1 : i, i + 1), 'no_entendido');
    else c.gestion = valor;
  }
  // «de Miraflores o Lima provincias»: a place asked inside the province ruled out would be left out by it; said back.
  for (const [h, { region, provincia }] of sinSuProvincia) {
    const k = toClave(provincia);
    const fuera: LugarPedido = { nombre: provincia, id_region: region };
    const dentro = c.distritos.some((d) => {
      const n = toClave(typeof d === 'string' ? d : d.nombre);
      return n === k || v.provinciasDeDistrito.get(n)?.has(k) === true;
    });
    if (!dentro || !x.distritos?.some((d) => mismoLugar(d, fuera))) continue;
    x.distritos = x.distritos.filter((d) => !mismoLugar(d, fuera));
    if (x.distritos.length === 0) delete x.distritos;
    ig.add(h.inicio, texto(l, h.inicio, h.fin), 'no_entendido');
  }
  x.regiones?.sort((a, b) => a - b);
  if (Object.keys(x).length > 0) c.excluir = x;
  c.conocimientos = numerarGrupos(c.conocimientos);
  c.idiomas = numerarGrupos(c.idiomas);
  // "bilingüe": English at an advanced level.
  for (let i = 0; i < l.t.length; i++) {
    if (!l.usado[i] && l.key(i).startsWith('bilingu')) {
      l.usar(i, i + 1);
      if (!c.idiomas.some((y) => y.nombre === 'Inglés')) c.idiomas.push({ nombre: 'Inglés', nivel: 'avanzado' });
    }
  }
  egresoNegado(l, negacion.tokens, ig);
  nivelQueNoEs(l, hallazgos, negacion.tokens, ig);
  nivelEstudios(l, c, negacion.tokens, preferencia.tokens);
  if (ingresoUniversitario && c.niveles.length === 0) c.niveles = [6, 7, 8];
  // Before the years and cycles of study: "último año de Computación e Informática" is V–VI (a technical career).
  estrecharPorCarreras(c, v);
  const antesDeCiclos = [...l.usado];
  anioDeEstudios(l, c, negacion.tokens);
  ciclos(l, c, v, negacion.tokens, ig);
  cicloPreferido(l, c, antesDeCiclos, alcanzados(l, preferencia), negacion.tokens);
  egreso(l, c, now, negacion.tokens, ig, alcanzados(l, preferencia));
  // «de la promoción 2023», as the summary says it: the graduating class is the graduation year read, no free word.
  if (c.egreso_desde !== null || c.egreso_hasta !== null)
    for (let i = 0; i < l.t.length; i++) if (!l.usado[i] && PROMOCION.has(l.key(i))) l.usar(i, i + 1);
  palabrasDeRelleno(l, hallazgos);
  noBuscables(l, ig);
  hechos(l, ig);
  clausulasConO(l, hallazgos, new Set([...negacion.hallazgos, ...preferencia.hallazgos]), ig);
  const erratas = palabrasClave(l, c, ig, negacion.tokens, v);
  negacionesSinLeer(l, negacion, ig);
  unirPreferidosNegados(c, negadosPreferidos, l, ig);
  // A length holds with its experience asked; preferred or denied, it is said back.
  for (const d of duracionesLeidas) {
    // «menos de 1 mes»: no whole month to hold.
    // «primero los de más experiencia de 25 años»: no experience asked to hold it, an adult's age is refused as one.
    if (c.experiencia !== true || d.meses < 1) ig.add(d.i, d.texto, c.experiencia !== true && d.edad ? 'protegido' : 'no_entendido');
    else if (d.maximo) c.experiencia_meses_max = Math.min(c.experiencia_meses_max ?? d.meses, d.meses);
    else c.experiencia_meses_min = Math.max(c.experiencia_meses_min ?? 0, d.meses);
  }
  masLargoPedido(c, duracionesLeidas, ig);
  const ignorados = ig.items();
  if (ignorados.length > 0) c.ignorados = ignorados;
  // Asking for a cycle asks for students (unless the level says otherwise).
  if ((c.ciclo_min !== null || c.ciclo_max !== null) && c.niveles.length === 0) c.niveles = [3, 6];
  // Graduates have no cycle: graduates and a cycle («egresados o de último ciclo») are two groups, the graduates and
  // the students of that cycle (of the same kind of study); read as one, it listed nobody.
  // A kind of study said without a status («técnicos de V ciclo») is its students: with a cycle, graduates are a group
  // only when named.
  const cicloPedido = c.ciclo_min !== null || c.ciclo_max !== null;
  const egresadosNombrados = tokens.some((t) => EGRESADO.has(t.key) || BACHILLER.has(t.key));
  if (cicloPedido && !egresadosNombrados && c.niveles.some((n) => n === 3 || n === 6))
    c.niveles = c.niveles.filter((n) => n === 3 || n === 6);
  if (cicloPedido && c.niveles.length > 0 && c.niveles.every((n) => n === 4 || n === 7 || n === 8))
    c.niveles = [...new Set([...c.niveles, ...c.niveles.map((n) => (n === 4 ? 3 : 6))])].sort((a, b) => a - b);
  // «técnicos en computación e informática o ingenieros de sistemas»: a career only universities teach, asked beside
  // technical levels, is asked at its own levels too (read with «técnicos», it listed none of its students).
  if (
    c.niveles.length > 0 &&
    c.niveles.every((n) => n === 3 || n === 4) &&
    c.carreras.some((k) => {
      // Its own kinds and those of its family and longer names («Enfermería» finds «Enfermería Técnica»).
      const tipos = tiposDeCarreras({ ...c, carreras: [k] }, v);
      return tipos.size > 0 && !tipos.has(0);
    })
  )
    c.niveles = [...c.niveles, 6, 7, 8];
  estrecharPorCarreras(c, v);
  lugaresDentroDeLaRegion(c, v, l, hallazgos);
  c.regiones.sort((a, b) => a - b);
  const tema = fueraDeTema(tokens, c, hallazgos, new Set([...presentada, ...apartado, ...destino, ...conocida]));
  // In a request about applicants, a misspelt known word is said back rather than searched as a free word (which gave
  // another list without a word); off topic or only free words, the answer already says them back.
  if (tema === false && erratas.length > 0) {
    const escritas = new Set(erratas.map((i) => l.t[i]!.raw));
    c.palabras_clave = c.palabras_clave.filter((p) => !escritas.has(p));
    for (const i of erratas) ig.add(i, l.t[i]!.raw, 'no_entendido');
    c.ignorados = ig.items();
  }
  if (tema === 'fuera' && !indiferente) c.fuera_de_tema = true;
  if (tema === 'plataforma') {
    c.fuera_de_tema = true;
    c.sobre_plataforma = true;
    // Its words («exporto», «estado») are the question's, not a search: never said back as mentioned by no CV.
    c.palabras_clave = [];
    const rasgos = (c.ignorados ?? []).filter((x) => x.motivo === 'protegido');
    if (rasgos.length > 0) c.ignorados = rasgos;
    else delete c.ignorados;
  }
  if (tema === 'solo_palabras') c.solo_palabras = true;
  return c;
}
