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
} from '@practiperu/shared/asistente';
import type { Nivel } from '@practiperu/shared/cv';
import { toClave } from '@practiperu/shared/text';
import { CONECTORES, clavesDeNombre, tokenizar, type Token } from './texto.ts';
import type { Entidad, Vocabulario } from './vocabulario.ts';

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
const VACIAS = new Set(
  `a al algo algun alguna alguno algunos ante antes aquel como con contra cual cuales cuando de del desde donde dos e el ella
  ellos en entre era es esa ese eso esta estan este esto estos fue ha hay la las le les lo los mas me mi muy nada ni no nos
  o otra otro para pero poco por porque que quien se sea ser si sin sobre solo son su sus tambien tan tanto te tiene tienen
  tengan tenga todo todos tu un una uno unos y ya yo cada mismo misma puedan pueda puede pueden sepan sepa saber sabe hablen
  hable habla hablan manejen maneje manejo maneja manejar conocimiento conocimientos conozcan dominen domine nivel niveles
  busco buscamos buscando necesito necesitamos requiero requerimos quiero queremos dame dime muestrame mostrar muestra lista
  listado encuentra encontrar ver candidato candidatos candidata candidatas postulante postulantes persona personas perfil
  perfiles joven jovenes practicante practicantes practica practicas puesto puestos area areas campo rubro sector vacante
  oferta convocatoria empresa interesado interesados interesadas deseable indispensable preferible preferentemente
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
  primera`.split(/\s+/),
);

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
  const m = /^(\d{1,2})(vo|avo|mo|to|ro|do|er|no|°|º|ª|o)?$/.exec(w);
  if (m) return Number(m[1]);
  if (ORDINALES[w] !== undefined) return ORDINALES[w]!;
  if (romanos && ROMANOS[w] !== undefined) return ROMANOS[w]!;
  return null;
}

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
  constructor(readonly t: Token[]) {
    this.usado = t.map(() => false);
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

function ordenMerito(l: Lectura, c: CriteriosAsistente) {
  for (let i = 0; i < l.t.length; i++) {
    const k = l.key(i);
    const next = l.key(i + 1);
    let valor: CriteriosAsistente['orden_merito'] = null;
    let fin = i + 2;
    if (next === 'superior' && (k === 'tercio' || k === 'quinto' || k === 'decimo' || k === 'medio')) valor = k;
    else if ((k === 'primer' || k === 'primero') && next === 'puesto') valor = 'decimo';
    else if (k === 'orden' && next === 'merito') valor = 'medio';
    else if (k === 'orden' && next === 'de' && l.key(i + 2) === 'merito') {
      valor = 'medio';
      fin = i + 3;
    } else continue;
    // "orden de mérito: tercio superior" keeps the more precise value.
    if (c.orden_merito === null || c.orden_merito === 'medio') c.orden_merito = valor;
    l.usar(i, fin);
  }
}

// ------------------------------------------------------------------ 2. experience

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

function experiencia(l: Lectura, c: CriteriosAsistente, esInicioDeEntidad: (i: number, soloLugares?: boolean) => boolean) {
  for (let i = 0; i < l.t.length; i++) {
    const k = l.key(i);
    const trabajo = k === 'trabajado' || k === 'trabajaron';
    if (k !== 'experiencia' && !trabajo) continue;
    const prev = l.key(i - 1);
    const prev2 = l.key(i - 2);
    const negada = prev === 'sin' || prev === 'no' || prev === 'ninguna' || prev2 === 'sin' || prev2 === 'no';
    l.usar(i, i + 1);
    if (prev === 'sin' || prev === 'no' || prev === 'con' || prev === 'tengan' || prev === 'ninguna') l.usar(i - 1, i);
    if (negada) {
      c.experiencia = false;
      if (prev2 === 'sin' || prev2 === 'no') l.usar(i - 2, i);
      continue;
    }
    c.experiencia = true;
    // The area: "experiencia (laboral|previa)? (en|de) (el área de)? X (y|o|, Y)*".
    let j = i + 1;
    while (ADJETIVOS_EXPERIENCIA.has(l.key(j))) l.usar(j, ++j);
    if (!['en', 'de', 'del', 'como'].includes(l.key(j))) {
      // "experiencia contable", "experiencia comercial": the adjective is the area.
      const kj = l.key(j);
      if (
        j < l.t.length &&
        !l.usado[j] &&
        !FIN_AREA.has(kj) &&
        !VACIAS.has(kj) &&
        !NIVEL_PALABRA[kj] &&
        !/^\d/.test(kj) &&
        !esInicioDeEntidad(j, true)
      ) {
        const area = l.t[j]!.raw;
        if (!c.experiencia_en.includes(area)) c.experiencia_en.push(area);
        l.usar(j, j + 1);
      }
      continue;
    }
    j++;
    let actual: string[] = [];
    const areas: string[] = [];
    let inicioSpan = i;
    for (; j < l.t.length; j++) {
      const kj = l.key(j);
      if (RELLENO_AREA.has(kj) && actual.length === 0) continue;
      if ((kj === 'y' || kj === 'o' || kj === ',' || kj === 'e') && actual.length > 0) {
        // Another area only if a plain word follows.
        const n = j + 1;
        if (n < l.t.length && !FIN_AREA.has(l.key(n)) && !VACIAS.has(l.key(n)) && !l.usado[n] && !esInicioDeEntidad(n)) {
          areas.push(actual.join(' '));
          actual = [];
          continue;
        }
        break;
      }
      if ((kj === 'de' || kj === 'del' || kj === 'al') && actual.length > 0) {
        // "atención al cliente", "gestión de almacenes": a joined word, unless a place or another criterion follows.
        const n = j + 1;
        if (n < l.t.length && !FIN_AREA.has(l.key(n)) && !VACIAS.has(l.key(n)) && !esInicioDeEntidad(n) && !l.usado[n]) {
          actual.push(l.t[j]!.raw);
          continue;
        }
        break;
      }
      if (l.usado[j] || FIN_AREA.has(kj) || VACIAS.has(kj) || NIVEL_PALABRA[kj] || /^\d/.test(kj)) break;
      if (actual.length === 0 && areas.length === 0) inicioSpan = j;
      // A place name right after "en" is where, not what ("experiencia en Lima").
      if (actual.length === 0 && esLugar(j)) break;
      actual.push(l.t[j]!.raw);
      if (actual.length >= 4) break;
    }
    if (actual.length > 0) areas.push(actual.join(' '));
    if (areas.length > 0) {
      for (const a of areas) if (!c.experiencia_en.includes(a)) c.experiencia_en.push(a);
      l.usar(inicioSpan - 1, j);
    }
  }

  function esLugar(j: number): boolean {
    return esInicioDeEntidad(j, true);
  }
}

// ------------------------------------------------------------------ 3. reference names

function buscarEntidades(l: Lectura, v: Vocabulario, soloLugares = false): Hallazgo[] {
  const out: Hallazgo[] = [];
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i]) continue;
    const h = entidadEn(l, v, i, soloLugares);
    if (!h) continue;
    out.push(h);
    l.usar(h.inicio, h.fin);
    i = h.fin - 1;
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

/** A career after "o", "y" or "," that leaves out the first word of the previous one ("Ingeniería … o Mecánica"). */
function elipsis(l: Lectura, v: Vocabulario, previo: Hallazgo): Hallazgo | null {
  if (previo.entidad.tipo !== 'carrera') return null;
  const primera = clavesDeNombre(previo.entidad.nombre)[0] ?? '';
  let j = previo.fin;
  if (![',', 'o', 'y', 'e', 'u'].includes(l.key(j))) return null;
  while (j + 1 < l.t.length && ['de', 'en', 'del'].includes(l.key(j + 1))) j++;
  j++;
  if (j >= l.t.length || l.usado[j] || entidadEn(l, v, j)) return null;
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

/** Context words before a name that say it is a place. */
const ANTES_DE_LUGAR = new Set(['de', 'en', 'del', 'distrito', 'provincia', 'region', 'departamento', ',', 'y', 'o', 'desde', 'ciudad']);
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

/** The longest reference name that starts at token i (connectors inside it skipped), if any. */
function entidadEn(l: Lectura, v: Vocabulario, i: number, soloLugares = false): Hallazgo | null {
  const candidatas = v.frases.get(l.key(i));
  if (!candidatas) return null;
  const coincidencias: Hallazgo[] = [];
  for (const f of candidatas) {
    if (soloLugares && f.entidad.tipo !== 'region' && f.entidad.tipo !== 'lugar') continue;
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
    if (largo === 1 && (i === 0 || !ANTES_DE_LUGAR.has(prevInmediato)) && !seguidoDeSuRegion(l, v, elegido)) return null;
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
const ENTRE_LUGARES = new Set([',', 'o', 'u', 'y', 'e', 'de', 'del', 'en', 'distrito', 'provincia']);

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

/** Level words a misspelt word may be corrected to ("avanzdo" → avanzado). */
const NIVELES_CORREGIBLES = ['basico', 'basica', 'intermedio', 'intermedia', 'avanzado', 'avanzada'];

/** Words of a request that are never corrected: the parser's own vocabulary. */
const NO_CORREGIR = new Set([
  ...VACIAS,
  ...CONECTORES,
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
function correccion(palabra: string, v: Vocabulario): string | null {
  // One edit only: two (for long words) turned ordinary words into names ("modificación" → Edificaciones).
  const max = 1;
  let mejor = max + 1;
  let candidatos: string[] = [];
  for (const nombre of [...v.corregibles, ...NIVELES_CORREGIBLES]) {
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
    if (l.usado[i] || t.key.length < 6 || !/^[a-z]+$/.test(t.key) || v.palabras.has(t.key) || NO_CORREGIR.has(t.key)) continue;
    if (!memo.has(t.key)) memo.set(t.key, correccion(t.key, v));
    const nuevo = memo.get(t.key);
    if (!nuevo) continue;
    corregidos.set(i, t.key);
    l.t[i] = { raw: t.raw, key: nuevo };
  }
  return corregidos;
}

// ------------------------------------------------------------------ 4. knowledge and language levels

const SALTO_NIVEL = new Set([
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
]);

function nivelDerecha(l: Lectura, h: Hallazgo): { nivel: Nivel; hasta: number } | null {
  let j = h.fin;
  for (let n = 0; n < 4 && j < l.t.length; n++, j++) {
    const k = l.key(j);
    if (l.usado[j]) return null;
    if (NIVEL_PALABRA[k] && k !== 'dominio') return { nivel: NIVEL_PALABRA[k]!, hasta: j + 1 };
    if (k === 'medio' && l.key(j - 1) === 'nivel') return { nivel: 'intermedio', hasta: j + 1 };
    if (!SALTO_NIVEL.has(k)) return null;
  }
  return null;
}

function nivelIzquierda(l: Lectura, h: Hallazgo): { nivel: Nivel; desde: number } | null {
  let j = h.inicio - 1;
  for (let n = 0; n < 4 && j >= 0; n++, j--) {
    const k = l.key(j);
    if (l.usado[j]) return null;
    if (NIVEL_PALABRA[k]) return { nivel: NIVEL_PALABRA[k]!, desde: j };
    if (k === 'medio' && l.key(j - 1) === 'nivel') return { nivel: 'intermedio', desde: j - 1 };
    if (!SALTO_NIVEL.has(k)) return null;
  }
  return null;
}

function niveles(l: Lectura, hallazgos: Hallazgo[]): Map<Hallazgo, { nivel: Nivel; lado: 'der' | 'izq' }> {
  const out = new Map<Hallazgo, { nivel: Nivel; lado: 'der' | 'izq' }>();
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
    if (!out.has(a) && nb?.lado === 'der' && unido(a, b)) out.set(a, nb);
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
    for (let j = a.fin; j < b.inicio; j++) {
      const k = l.key(j);
      if (!ENTRE_ITEMS.has(k) && !NIVEL_PALABRA[k]) return null;
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

function nivelEstudios(l: Lectura, c: CriteriosAsistente) {
  let est = false;
  let egr = false;
  let bach = false;
  let tec = false;
  let univ = false;
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

function ciclos(l: Lectura, c: CriteriosAsistente) {
  for (let i = 0; i < l.t.length; i++) {
    const k = l.key(i);
    if (k !== 'ciclo' && k !== 'semestre') continue;
    l.usar(i, i + 1);
    // "últimos ciclos"
    if (l.key(i - 1) === 'ultimo' || l.key(i + 1) === 'ultimo') {
      const soloTecnicos = c.niveles.length > 0 && c.niveles.every((n) => n === 3 || n === 4);
      c.ciclo_min = soloTecnicos ? 5 : 8;
      l.usar(l.key(i - 1) === 'ultimo' ? i - 1 : i + 1, l.key(i - 1) === 'ultimo' ? i : i + 2);
      continue;
    }
    // Numbers in a window around the word: "de 8vo ciclo en adelante", "entre 6 y 9 ciclo", "ciclo VIII", "del 7mo al 10mo ciclo".
    const nums: { i: number; n: number }[] = [];
    for (let j = Math.max(0, i - 6); j <= Math.min(l.t.length - 1, i + 3); j++) {
      if (j === i || l.usado[j]) continue;
      // Roman numerals: beside the word, or two letters or more in the window ("del VII al IX ciclo").
      const n = numeroCiclo(l.t[j]!, Math.abs(j - i) === 1 || l.t[j]!.raw.length >= 2);
      if (n !== null && n >= 1 && n <= 12) nums.push({ i: j, n });
    }
    // Only numbers not separated from the word by another criterion: stop at a comma or "con".
    const cerca = nums.filter(({ i: j }) => {
      const [a, b] = j < i ? [j, i] : [i, j];
      for (let m = a + 1; m < b; m++) if ([',', 'con', 'que'].includes(l.key(m)) || l.usado[m]) return false;
      return true;
    });
    if (cerca.length === 0) continue;
    const ventana = (a: number, b: number) => l.t.slice(Math.max(0, a), b + 1).map((t) => t.key);
    const desde = Math.min(i, ...cerca.map((x) => x.i)) - 3;
    const hasta = Math.max(i, ...cerca.map((x) => x.i)) + 3;
    const palabras = ventana(desde, hasta);
    const valores = cerca.map((x) => x.n);
    if (valores.length >= 2) {
      c.ciclo_min = Math.min(...valores);
      c.ciclo_max = Math.max(...valores);
    } else {
      const n = valores[0]!;
      const minimo =
        palabras.includes('adelante') ||
        palabras.includes('partir') ||
        palabras.includes('desde') ||
        palabras.includes('minimo') ||
        (palabras.includes('mas') && !palabras.includes('maximo')) ||
        palabras.includes('superior') ||
        palabras.includes('mayor');
      // "que no pasen del sexto ciclo", "no mayor a VI ciclo": a maximum.
      const noMas =
        palabras.includes('no') && ['pasen', 'pase', 'superen', 'supere', 'excedan', 'mayor', 'mas'].some((w) => palabras.includes(w));
      const maximo = palabras.includes('hasta') || palabras.includes('maximo') || palabras.includes('menos') || noMas;
      if (noMas) c.ciclo_max = n;
      else if (minimo && !maximo) c.ciclo_min = n;
      else if (maximo && !minimo) c.ciclo_max = n;
      else {
        c.ciclo_min = n;
        c.ciclo_max = n;
      }
    }
    for (const x of cerca) l.usar(x.i, x.i + 1);
    for (let j = Math.max(0, desde); j <= Math.min(l.t.length - 1, hasta); j++) {
      if (
        [
          'adelante',
          'partir',
          'desde',
          'minimo',
          'mas',
          'hasta',
          'maximo',
          'menos',
          'entre',
          'superior',
          'mayor',
          'no',
          'pasen',
          'pase',
          'superen',
          'supere',
          'excedan',
        ].includes(l.key(j))
      )
        l.usar(j, j + 1);
    }
  }
}

// ------------------------------------------------------------------ 7. graduation years

function egreso(l: Lectura, c: CriteriosAsistente, now: Date) {
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
    // Students "del último año" are in the last cycles (two per year), not graduates.
    const soloEstudiantes = c.niveles.length > 0 && c.niveles.every((x) => x === 3 || x === 6);
    if (soloEstudiantes) {
      const tecnicos = c.niveles.every((x) => x === 3);
      c.ciclo_min = Math.max(1, (tecnicos ? 7 : 11) - 2 * n);
      continue;
    }
    c.egreso_desde = actual - n;
    c.egreso_hasta = actual;
  }
  // "recién egresados": the last year.
  for (let i = 0; i < l.t.length; i++) {
    if (l.key(i) === 'recien' && c.egreso_desde === null) {
      c.egreso_desde = actual - 1;
      c.egreso_hasta = actual;
      l.usar(i, i + 1);
    }
  }
  const anios: { i: number; y: number }[] = [];
  for (let i = 0; i < l.t.length; i++) {
    const y = l.usado[i] ? null : anio(l.t[i]!);
    if (y !== null) anios.push({ i, y });
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
    else if (previas.includes('hasta') || previas.includes('antes')) c.egreso_hasta = y;
    else if (despues[0] === 'o' && despues[1] === 'mas') c.egreso_desde = y;
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
}

const texto = (l: Lectura, desde: number, hasta: number) =>
  l.t
    .slice(desde, hasta)
    .map((t) => t.raw)
    .join(' ')
    .replace(/ ,/g, ',');

/** Sex and other protected traits (never criteria: the assistant does not filter by them). Keys without accents. */
const PROTEGIDO =
  /^(mujer(es)?|hombres?|varon(es)?|femenin[oa]s?|masculin[oa]s?|senoritas?|damas?|caballeros?|chicas?|muchachas?|sexo|genero|solter[oa]s?|casad[oa]s?|estado civil|hijos?|embarazad[oa]s?|gestantes?|peruan[oa]s?|venezolan[oa]s?|extranjer[oa]s?|nacionalidad|religion|catolic[oa]s?|cristian[oa]s?|evangelic[oa]s?|raza|etnia|discapacidad|presencia|heterosexual(es)?|gays?|lgbt\w*|lesbianas?)$/;
/** Words of an age limit around a number: "menores de 25 años", "entre 20 y 25 años", "edad máxima 30". */
const EDAD_ALREDEDOR = new Set([
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

/** Sex, age and other protected traits: set aside with their reason, never searched. */
function protegidos(l: Lectura, ig: Ignorados) {
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i]) continue;
    const k = toClave(l.t[i]!.raw);
    if (PROTEGIDO.test(k)) {
      // "buena presencia", "sin hijos": the word before goes with it.
      const desde = (k === 'presencia' && l.key(i - 1) === 'buena') || (/^hijos?$/.test(k) && /^(sin|con)$/.test(l.key(i - 1))) ? i - 1 : i;
      l.usar(desde, i + 1);
      ig.add(desde, texto(l, desde, i + 1), 'protegido');
      continue;
    }
    const anio = k === 'ano' || k === 'anos';
    const esEdad = k === 'edad' || (anio && /^\d{1,2}$/.test(l.key(i - 1)));
    if (!esEdad) continue;
    let desde = i;
    while (desde > 0 && !l.usado[desde - 1] && (EDAD_ALREDEDOR.has(l.key(desde - 1)) || /^\d{1,2}$/.test(l.key(desde - 1)))) desde--;
    while (desde < i && /^(de|y|a|con|no)$/.test(l.key(desde))) desde++;
    let hasta = i + 1;
    while (
      hasta < l.t.length &&
      !l.usado[hasta] &&
      (/^\d{1,2}$/.test(l.key(hasta)) || EDAD_ALREDEDOR.has(l.key(hasta)) || l.key(hasta) === 'ano' || l.key(hasta) === 'anos')
    )
      hasta++;
    while (hasta > i + 1 && /^(de|y|a|con|no)$/.test(l.key(hasta - 1))) hasta--;
    l.usar(desde, hasta);
    ig.add(desde, texto(l, desde, hasta), 'protegido');
    i = hasta - 1;
  }
}

const NUMERO_PALABRA: Record<string, number> = { ...CARDINALES };
delete NUMERO_PALABRA.un;
delete NUMERO_PALABRA.una;
const numeroLimite = (k: string): number | null => (/^\d{1,4}$/.test(k) ? Number(k) : (NUMERO_PALABRA[k] ?? null));
/** Words between a "no" and the decision: "que no estén descartados", "que no hayan sido descartados". */
const ENTRE_NEGACION = new Set([
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
  'los',
  'las',
  'el',
  'la',
  'a',
  'ya',
  'hemos',
  'he',
]);
const NEGACION = new Set(['no', 'sin', 'excepto', 'salvo', 'menos', 'excluyendo', 'quitando', 'ni']);
/** Decision words (ESTADO_POSTULANTE): descartado 1, finalista 3; "pendientes" only through the toggles. */
const ESTADO_PALABRA: Record<string, number | null> = {
  descartado: 1,
  descartada: 1,
  finalista: 3,
  pendiente: null,
  seleccionado: null,
  seleccionada: null,
};

/**
 * "los 3 mejores", "top 5", "los cinco primeros" → limite; "que no estén descartados", "sin los finalistas" →
 * excluir_estados; a decision word without a "no" before it ("los descartados") is set aside: the toggles show
 * those.
 */
function limiteYEstados(l: Lectura, c: CriteriosAsistente, ig: Ignorados) {
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i]) continue;
    const k = l.key(i);
    const n = numeroLimite(k);
    const antes = l.key(i - 1);
    const despues = l.key(i + 1);
    if (
      n !== null &&
      (despues === 'mejor' ||
        despues === 'mejore' ||
        despues === 'primero' ||
        antes === 'top' ||
        ((antes === 'mejor' || antes === 'mejore') && l.key(i + 1) !== 'ciclo'))
    ) {
      if (n >= 1 && n <= ASISTENTE_LIMITE_MAX) {
        const desde = antes === 'top' || antes === 'mejor' || antes === 'mejore' ? i - 1 : i;
        const hasta = despues === 'mejor' || despues === 'mejore' || despues === 'primero' ? i + 2 : i + 1;
        l.usar(desde, hasta);
        c.limite = Math.min(c.limite ?? n, n);
      }
      continue;
    }
    const estado = ESTADO_PALABRA[k];
    if (estado === undefined) continue;
    let j = i - 1;
    while (j >= 0 && ENTRE_NEGACION.has(l.key(j)) && i - j <= 4) j--;
    if (estado !== null && j >= 0 && NEGACION.has(l.key(j)) && !l.usado[j]) {
      l.usar(j, i + 1);
      const lista = c.excluir_estados ?? [];
      if (!lista.includes(estado)) lista.push(estado);
      c.excluir_estados = lista.sort((a, b) => a - b);
    } else {
      l.usar(i, i + 1);
      ig.add(i, l.t[i]!.raw, 'estado');
    }
  }
}

/** Things a CV here does not hold ("carro propio", "disponibilidad inmediata", "sueldo"): said, never searched. */
const NO_BUSCABLE =
  /^(carro|auto|vehiculo|movilidad|moto|brevete|licencia|disponibilidad|sueldo|salario|remuneracion|pago|horario|turno|full|part|fulltime|parttime|presencial|remoto|virtual|hibrido)$/;
const ACOMPANA = /^(propio|propia|propios|propias|inmediata|inmediato|completo|completa|conducir|time|de|time)$/;

function noBuscables(l: Lectura, ig: Ignorados) {
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i] || !NO_BUSCABLE.test(toClave(l.t[i]!.raw))) continue;
    let hasta = i + 1;
    while (hasta < l.t.length && !l.usado[hasta] && ACOMPANA.test(toClave(l.t[hasta]!.raw))) hasta++;
    while (hasta > i + 1 && l.key(hasta - 1) === 'de') hasta--;
    l.usar(i, hasta);
    ig.add(i, texto(l, i, hasta), 'no_entendido');
  }
}

/** The request asks for every applicant ("muéstrame a todos", "cualquiera", "la lista completa"). */
export function pideTodos(prompt: string): boolean {
  const keys = tokenizar(prompt).map((t) => toClave(t.raw));
  return keys.some((k, i) => k === 'todos' || k === 'todas' || k === 'cualquiera' || (k === 'lista' && keys[i + 1] === 'completa'));
}

// ------------------------------------------------------------------ 8. keywords

function palabrasClave(l: Lectura, c: CriteriosAsistente, ig: Ignorados) {
  for (let i = 0; i < l.t.length; i++) {
    if (l.usado[i]) continue;
    const t = l.t[i]!;
    const k = toClave(t.raw);
    if (k === ',' || VACIAS.has(k) || VACIAS.has(t.key) || CONECTORES.has(k) || NIVEL_PALABRA[k]) continue;
    // A number no pass read ("12345", "3" without "mejores" or "ciclo") is said, not searched.
    if (/^\d+[°ºª]?$/.test(k)) {
      ig.add(i, t.raw, 'no_entendido');
      continue;
    }
    if (k.length < 2) continue;
    if (k.length < 3 && !/[+#]/.test(k)) continue;
    if (!c.palabras_clave.includes(t.raw)) c.palabras_clave.push(t.raw);
  }
}

// ------------------------------------------------------------------ the whole request

export function interpretarTexto(prompt: string, v: Vocabulario, now: Date): CriteriosAsistente {
  const c = criteriosVacios();
  const l = new Lectura(tokenizar(prompt));
  const ig = new Ignorados();
  ordenMerito(l, c);
  limiteYEstados(l, c, ig);
  experiencia(l, c, (i, soloLugares) => {
    const h = entidadEn(l, v, i, soloLugares);
    if (!h) return false;
    if (soloLugares) return h.entidad.tipo === 'region' || h.entidad.tipo === 'lugar';
    return true;
  });
  const corregidos = corregir(l, v);
  const hallazgos = buscarEntidades(l, v);
  const nivelesDe = niveles(l, hallazgos);
  const gruposDe = alternativas(l, hallazgos);
  const calificados = calificarLugares(l, v, hallazgos);
  for (const [i, original] of corregidos) if (!l.usado[i]) l.t[i] = { raw: l.t[i]!.raw, key: original };
  for (const h of hallazgos) {
    const e = h.entidad;
    if (e.tipo === 'carrera' && !c.carreras.includes(e.nombre)) c.carreras.push(e.nombre);
    if (e.tipo === 'region' && !calificados.calificadoras.has(h) && !c.regiones.includes(e.id)) c.regiones.push(e.id);
    if (e.tipo === 'lugar') {
      const id = calificados.region.get(h);
      const lugar: LugarPedido = id === undefined ? e.nombre : { nombre: e.nombre, id_region: id };
      if (!c.distritos.some((d) => mismoLugar(d, lugar))) c.distritos.push(lugar);
    }
    if (e.tipo === 'conocimiento' || e.tipo === 'idioma') {
      const lista = e.tipo === 'conocimiento' ? c.conocimientos : c.idiomas;
      const nivel = nivelesDe.get(h)?.nivel ?? null;
      const grupo = gruposDe.get(h);
      const previo = lista.find((x) => x.nombre === e.nombre);
      if (!previo) lista.push(grupo === undefined ? { nombre: e.nombre, nivel } : { nombre: e.nombre, nivel, grupo });
      else if (nivel && !previo.nivel) previo.nivel = nivel;
    }
  }
  c.conocimientos = numerarGrupos(c.conocimientos);
  c.idiomas = numerarGrupos(c.idiomas);
  // "bilingüe": English at an advanced level.
  for (let i = 0; i < l.t.length; i++) {
    if (!l.usado[i] && l.key(i).startsWith('bilingu')) {
      l.usar(i, i + 1);
      if (!c.idiomas.some((x) => x.nombre === 'Inglés')) c.idiomas.push({ nombre: 'Inglés', nivel: 'avanzado' });
    }
  }
  nivelEstudios(l, c);
  ciclos(l, c);
  egreso(l, c, now);
  protegidos(l, ig);
  noBuscables(l, ig);
  palabrasClave(l, c, ig);
  const ignorados = ig.items();
  if (ignorados.length > 0) c.ignorados = ignorados;
  // Asking for a cycle asks for students (unless the level says otherwise).
  if ((c.ciclo_min !== null || c.ciclo_max !== null) && c.niveles.length === 0) c.niveles = [3, 6];
  // Careers taught only at universities (or only at institutes) narrow the levels: "estudiantes de Ingeniería
  // Industrial" are university students.
  if (c.carreras.length > 0 && c.niveles.length > 0) {
    const tipos = new Set<number>();
    for (const nombre of c.carreras) for (const t of v.tiposCarrera.get(toClave(nombre)) ?? [0, 1]) tipos.add(t);
    const posibles = c.niveles.filter((n) => (n === 3 || n === 4 ? tipos.has(0) : tipos.has(1)));
    if (posibles.length > 0) c.niveles = posibles;
  }
  c.regiones.sort((a, b) => a - b);
  return c;
}
