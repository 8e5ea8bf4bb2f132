/**
 * The assistant's ranking (docs/assistant-ranking.md "Ranking"): an offer's applicants against the criteria a
 * provider understood, best first, each with a percent score and one Spanish reason per criterion.
 *
 * Who is searched: the offer's active applications the recruiter may see. On a free offer without a validated
 * featured payment, blocked applications (estado_evaluacion 3, beyond the first 15) are left out and counted.
 *
 * Hard and soft criteria: everything the recruiter states about who the applicant is — career, study level, cycle,
 * graduation year, place (any one of the regions, districts and provinces asked), each knowledge item and language
 * at the level asked or above (for a group of alternatives, "francés o portugués", one of its members), work
 * experience (and its area, searched with Spanish full-text search in the experience), merit order, university or
 * institute, driving licence, application decision — must be met for the applicant to be returned at all, and
 * every exclusion (criterios.excluir: "que no sean de Lima ni Callao", "sin inglés avanzado") leaves out whoever
 * meets it. Keywords (full-text search in the whole CV) are SOFT: a keyword no applicant of the offer mentions is
 * dropped as noise and said back; the others order the list (the more found, the earlier) and never leave anyone
 * out nor count towards the score.
 *
 * Score: each hard criterion asked has a weight (PESOS); since they are filters, every applicant returned earns them
 * all: 100 % means "meets everything understood". A request whose only signal is keywords (nothing hard) scores the
 * share of its keywords found, at most 99 %: a word the assistant does not understand never makes anyone "100 %".
 * Ties: the order asked ("primero los que tienen más experiencia"), then the keywords found, the levels above the
 * one asked plus the full-text ranks (keywords in the CV, the area in the experience), then the offer's affinity,
 * then arrival. Empty criteria: the offer's affinity, then arrival; puntaje = the affinity.
 *
 * One query reads every visible application with what each criterion needs (knowledge and language levels by
 * subqueries on their postulante indexes, full-text matches on postulante_documento), keeps those that meet the
 * hard criteria, and the score and reasons are put together here; a second small query counts the blocked ones.
 */
import type { CriteriosAsistente, ExclusionesAsistente, ItemConNivel, RazonAsistente } from '@practiperu/shared/asistente';
import { cicloSoloDeEstudiantes, excluyeAlgo as algoExcluido, textoLargoPedido, textoMeses } from '@practiperu/shared/asistente';
import {
  ESTADO_TEXTO,
  MERITO_TEXTO,
  enumerar,
  romano,
  textoCiclo,
  textoExclusiones,
  textoLugares,
} from '@practiperu/shared/asistente-resumen';
import { NIVEL_LABELS } from '@practiperu/shared/oferta';
import { toClave } from '@practiperu/shared/text';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { primerasGratis } from '../oferta/oferta.public.ts';
import { nombresResumen, textoEgreso, textoIngreso, sinUsar } from './integrado/describir.ts';
import {
  AREAS_AFINES,
  AREAS_VECINAS,
  CARRERAS_POR_FAMILIA,
  CONOCIMIENTOS_POR_PALABRA,
  FAMILIAS_CARRERA,
  CARRERAS_QUE_ABARCA,
  FAMILIAS_CONOCIMIENTO,
  PALABRAS_DE_CARRERAS,
} from './integrado/datos.ts';
import { variantesConocimiento as variantesDe, variantesDistrito } from './integrado/vocabulario.ts';

/** The names a knowledge item is found under: its variants and those of its family ("SAP" → any SAP module). */
function variantesConocimiento(nombre: string): string[] {
  return [nombre, ...(FAMILIAS_CONOCIMIENTO[nombre] ?? [])].flatMap(variantesDe);
}

/** The asked careers as keys, once each. */
function clavesDeCarreras(nombres: string[]): string[] {
  return [...new Set(nombres.map(toClave).filter(Boolean))];
}

/** The careers of the families (FAMILIAS_CARRERA) of the asked ones and those a generic name takes in (CARRERAS_QUE_ABARCA), as keys. */
export function familiaDeCarreras(claves: string[]): string[] {
  const abarca = Object.entries(CARRERAS_QUE_ABARCA).flatMap(([n, otras]) => (claves.includes(toClave(n)) ? otras.map(toClave) : []));
  return [...FAMILIAS_CARRERA.filter((f) => f.some((n) => claves.includes(toClave(n)))).flatMap((f) => f.map(toClave)), ...abarca];
}

/**
 * The careers asked (keys) over a column of career keys: the same, one of its family (FAMILIAS_CARRERA), one whose name
 * starts with it («Administración» → «Administración de Empresas»), or, for a word several careers' names hold
 * (PALABRAS_DE_CARRERAS), one whose name holds it («Informática» → «Computación e Informática»).
 */
function condicionCarreras(columna: SQL, claves: string[]): SQL {
  // The family's names are the career's: their specialties are found as the asked name's are («Administración de
  // Empresas» lists «Administración Logística» as «Administración» does, below 100 %).
  const exactas = [...new Set([...claves, ...familiaDeCarreras(claves)])];
  const patron = (p: string) => sql`${columna} like ${p}`;
  const escapar = (k: string) => k.replace(/[\\%_]/g, '\\$&');
  const partes = exactas.flatMap((k) =>
    PALABRAS_DE_CARRERAS.has(k)
      ? [patron(`${escapar(k)} %`), patron(`% ${escapar(k)}`), patron(`% ${escapar(k)} %`)]
      : [patron(`${escapar(k)} %`)],
  );
  return sql`(${columna} in (${lista(exactas)}) or ${sql.join(partes, sql` or `)})`;
}

/** Region and career names of the reasons, as the summary says them. */
const NOMBRES = nombresResumen();
/** The words that begin several careers' names, asked alone for all of them (datos.ts CARRERAS_POR_FAMILIA), as keys. */
const FAMILIA_POR_PRIMERA_PALABRA = new Set(CARRERAS_POR_FAMILIA.map(toClave));

/**
 * Whether a career (key) the criterion found is only named after an asked one: a specialty whose name starts with it
 * («Administración Logística», «Psicología Organizacional» for «administración», «psicología»). Recruiters read such a
 * request two ways (the whole family, or the career itself), so the specialty is listed but never at 100 %. The
 * career itself, its family, a career joined to another («Contabilidad y Finanzas», «Ingeniería de Sistemas e
 * Informática»), its technical level («Enfermería Técnica») and a career holding a word several names hold
 * («Computación e Informática» for «informática») meet it fully.
 */
export function soloEspecialidadDe(clave: string, nombradas: string[]): boolean {
  if (nombradas.length === 0) return false;
  // The names of the asked careers' families are asked as well: a specialty of either is one of the career asked.
  const pedidas = [...new Set([...nombradas, ...familiaDeCarreras(nombradas)])];
  if (pedidas.includes(clave)) return false;
  // A word recruiters type for every career it begins («ingenieros»: every «Ingeniería …») asks them all.
  if (pedidas.some((k) => FAMILIA_POR_PRIMERA_PALABRA.has(k) && clave.startsWith(`${k} `))) return false;
  const plena = (k: string) =>
    clave.startsWith(`${k} y `) ||
    clave.startsWith(`${k} e `) ||
    clave === `${k} tecnica` ||
    (PALABRAS_DE_CARRERAS.has(k) && ` ${clave} `.includes(` ${k} `));
  if (pedidas.some(plena)) return false;
  return pedidas.some((k) => clave.startsWith(`${k} `));
}

export const PESOS = {
  carrera: 20,
  nivel: 15,
  ciclo: 10,
  egreso: 10,
  ingreso: 10,
  lugar: 10,
  conocimientos: 20,
  idiomas: 10,
  experiencia: 10,
  orden_merito: 5,
  institucion: 15,
  licencia: 5,
  estado: 5,
  revisado: 5,
  excluir: 10,
} as const;

export interface ResultadoRanking {
  postulacion_id: number;
  puntaje: number;
  razones: RazonAsistente[];
}

/** A decision ruled out, after «que no»: «que no estén descartados ni sean finalistas». */
const ESTADO_NEGADO: Record<number, string> = {
  0: 'estén sin decisión',
  1: 'estén descartados',
  2: 'estén en proceso',
  3: 'sean finalistas',
};

const CERCADO = 'cercado de ';
/**
 * A place asked (its key) against a CV's district and province keys: the district or province of that name, the
 * district of Lima alone for 'Cercado de Lima' (of Huancayo alone for 'Cercado de Huancayo'), and a district the CV wrote by its usual short name within its
 * province («Surco» for Santiago de Surco, datos.ts DISTRITOS_NOMBRE_CORTO).
 */
function lugarSql(k: string, distrito: string, provincia: string): SQL {
  const d = sql.raw(distrito);
  const p = sql.raw(provincia);
  // 'Cercado de Huancayo': the district Huancayo of the province Huancayo, not the province's other districts.
  if (k.startsWith(CERCADO)) {
    const nombre = k.slice(CERCADO.length);
    return sql`(${d} = ${nombre} and ${p} = ${nombre})`;
  }
  const cortos = variantesDistrito(k).filter((v) => v.provincia !== null);
  const corto = cortos.map((v) => sql` or (${d} = ${v.clave} and ${p} = ${v.provincia})`);
  return sql`(${d} = ${k} or ${p} = ${k}${sql.join(corto, sql``)})`;
}
const RANGO: Record<string, number> = { básico: 1, intermedio: 2, avanzado: 3 };
const NIVEL_TEXTO = ['', 'básico', 'intermedio', 'avanzado'];
/** Merit order asked → the highest listOrdenMerito id that meets it (1 primer puesto … 5 medio superior). */
const MERITO_MAX: Record<NonNullable<CriteriosAsistente['orden_merito']>, number> = {
  primero: 1,
  decimo: 2,
  quinto: 3,
  tercio: 4,
  medio: 5,
};
const MERITO_NOMBRE: Record<number, string> = {
  1: 'primer puesto',
  2: 'décimo superior',
  3: 'quinto superior',
  4: 'tercio superior',
  5: 'medio superior',
};

/** The group of kindred names (AREAS_AFINES) an experience area holds a name of: the longest name found decides. */
function grupoDeArea(area: string): string[] | null {
  const a = ` ${toClave(area)} `;
  let mejor: { grupo: string[]; largo: number } | null = null;
  for (const grupo of AREAS_AFINES) {
    for (const nombre of grupo) {
      const k = toClave(nombre);
      if (a.includes(` ${k} `) && (!mejor || k.length > mejor.largo)) mejor = { grupo, largo: k.length };
    }
  }
  return mejor?.grupo ?? null;
}

/** The tsquery of a list of names, any one of them. */
function consultaNombres(nombres: string[]): string {
  const partes = nombres.map((n) => consultaPrefijo(n)).filter((q): q is string => q !== null);
  return partes.map((q) => `(${q})`).join(' | ');
}

/** Words that join the names of an area («logística y almacenes», «atención al cliente»). */
const UNE_NOMBRE_AREA = new Set(['de', 'del', 'la', 'el', 'los', 'las', 'al', 'a', 'en', 'y', 'e', 'o', 'u']);

/**
 * The tsquery of an experience area: its group of kindred names (AREAS_AFINES) and the titles kindred to the group
 * (AREAS_VECINAS), or its own words.
 */
export function consultaArea(area: string): string | null {
  const grupo = grupoDeArea(area);
  if (!grupo) return consultaPrefijo(area);
  return consultaNombres([...grupo, ...(AREAS_VECINAS[grupo[0]!] ?? [])]);
}

/**
 * The tsquery a position's title must match for an experience area to be met for sure (100 %): the area's own words,
 * or its whole group when the area names the group itself ("logística" holds almacén, "recursos humanos" gestión
 * humana). A specific name asked ("almacén", "gestión humana") is widened to its group to list the kindred positions,
 * but a title that holds only a kindred name ("Asistente de logística" for "almacén") is not what was asked: listed,
 * below 100 %. A title kindred to the group (AREAS_VECINAS: «Practicante de operaciones» for «logística») is never met
 * for sure.
 */
export function consultaAreaPropia(area: string): string | null {
  const grupo = grupoDeArea(area);
  const propia = consultaPrefijo(area);
  if (!grupo) return propia;
  const a = ` ${toClave(area)} `;
  // The group is named when the area says nothing besides its names: a job title that holds the group's name
  // («promotor de ventas», «asistente de logística») asks that title, met for sure by that title only.
  const palabras = new Set(grupo.flatMap((n) => toClave(n).split(/\s+/)));
  const soloDelGrupo = a
    .trim()
    .split(/\s+/)
    .every((w) => palabras.has(w) || UNE_NOMBRE_AREA.has(w));
  const nombraElGrupo = a.includes(` ${toClave(grupo[0]!)} `) && grupoDeArea(grupo[0]!) === grupo && soloDelGrupo;
  return nombraElGrupo ? consultaNombres(grupo) : propia;
}

/**
 * The words of a text as a prefix tsquery ("logística de almacenes" → 'logística:* & (almacenes:* | almacen:*)'), or
 * null. A plural is its singular too: the Spanish stemmer cuts «almacenes» to «almacen» but «almacén» to «almac», so
 * the plural's prefix alone misses the singular title.
 */
export function consultaPrefijo(texto: string, op: '&' | '|' = '&'): string | null {
  const palabras = texto.match(/[\p{L}\p{N}]+/gu)?.filter((w) => w.length >= 2) ?? [];
  const prefijo = (w: string) => {
    const singular = /[^aeiouáéíóú]es$/i.test(w) && w.length >= 6 ? w.slice(0, -2) : null;
    return singular ? `(${w}:* | ${singular}:*)` : `${w}:*`;
  };
  return palabras.length > 0 ? palabras.map(prefijo).join(` ${op} `) : null;
}

/** The words of a text as whole words (their Spanish stems), all of them. */
function consultaEntera(texto: string): string | null {
  const palabras = texto.match(/[\p{L}\p{N}]+/gu)?.filter((w) => w.length >= 2) ?? [];
  return palabras.length > 0 ? palabras.join(' & ') : null;
}

/**
 * The tsquery an experience area asked is read with in a job's duties: its own words, the names of its group it
 * holds («soporte» in «soporte técnico») and the group's names of two words or more («atención al público» for
 * «atención al cliente», «redes sociales» for marketing), each whole. A kindred name of one word or a prefix is no
 * sign in the duties: «inventario de materias primas» of a production job is not «almacén», «Publicación de avisos»
 * or «atención al público» not «publicidad», «mercadería» not «mercadeo».
 */
export function consultaFunciones(area: string): string | null {
  const a = ` ${toClave(area)} `;
  let mejor: { grupo: string[]; largo: number } | null = null;
  for (const grupo of AREAS_AFINES)
    for (const nombre of grupo) {
      const k = toClave(nombre);
      if (a.includes(` ${k} `) && (!mejor || k.length > mejor.largo)) mejor = { grupo, largo: k.length };
    }
  const nombres = [area, ...(mejor?.grupo ?? []).filter((n) => a.includes(` ${toClave(n)} `) || toClave(n).includes(' '))];
  const partes = [...new Set(nombres.map((n) => consultaEntera(n)).filter((q): q is string => q !== null))];
  return partes.length > 0 ? partes.map((q) => `(${q})`).join(' | ') : null;
}

/**
 * The tsquery of a soft keyword: words of 5 letters or more as prefixes, shorter ones whole ("uni" must not find
 * "universidad"; Spanish stemming still folds their plurals).
 */
export function consultaPalabra(texto: string): string | null {
  const palabras = texto.match(/[\p{L}\p{N}]+/gu)?.filter((w) => w.length >= 2) ?? [];
  const prefijo = (w: string) => {
    const oficio = ACTIVIDAD.exec(w);
    if (!oficio) return `${w}:*`;
    // The person's word as the stemmer cuts it: «minero» is 'miner', «consultor» 'consultor'. Not the bare «miner»,
    // which the stemmer reads as a verb («min»: mínimo, ministerio).
    const persona = oficio[2]!.toLowerCase() === 'e' ? `${oficio[1]}o` : oficio[1]!;
    return `(${w}:* | ${persona}:*)`;
  };
  return palabras.length > 0 ? palabras.map((w) => (w.length >= 5 ? prefijo(w) : w)).join(' & ') : null;
}

/**
 * An activity named by its «-ería»/«-oría» noun is also its person's and adjective's word: «minería» is «minera»,
 * «mineros»; «ganadería» «ganadero»; «consultoría» «consultor». The Spanish stemmer keeps the noun apart («mineri»
 * against «miner»), so an interest written «la seguridad minera» missed «interesados en la minería».
 */
const ACTIVIDAD = /^(\p{L}{3,}([eo])r)[ií]as?$/iu;

const tsq = (q: string) => sql`to_tsquery('es_unaccent', ${q})`;
/**
 * The days of one job (`e`) as a person counts them: its last day included, an ongoing job up to today. Summed over
 * the jobs and divided by the days of an average month (DIAS_MES), rounded: the whole months of experience (January
 * to June is 6 months, not 5).
 */
const DIAS_SQL = sql`coalesce(e.fecha_salida, current_date) - e.fecha_inicio + 1`;
const DIAS_MES = 30.4375;
/** Whole months of `dias` days of work, as the filter counts them. */
const mesesDe = (dias: number) => Math.round(dias / DIAS_MES);
const lista = (xs: (string | number)[]) =>
  sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  );

/** tipo_carrera × estado_estudios → level code (3/4 technical, 6/7/8 university) in SQL; a technical bachelor is 4. */
const NIVEL_SQL = sql.raw(
  `case when c.tipo_carrera = 0 then (case when c.estado_estudios = 0 then 3 when c.estado_estudios in (1, 2) then 4 end)
        when c.tipo_carrera = 1 then (case c.estado_estudios when 0 then 6 when 1 then 7 when 2 then 8 end) end`,
);
/** The academic cycle number of a student (university 1 ≤ V … 6 X; technical 1 ≤ III … 4 VI); null if none. */
const CICLO_SQL = sql.raw(
  `case when c.estado_estudios <> 0 or c.ciclo_actual = 0 then null when c.tipo_carrera = 0 then c.ciclo_actual + 2 else c.ciclo_actual + 4 end`,
);
/** A student's cycle counted from the end of the career (ciclo_del_final): a technical VI is a university X. */
const CICLO_DEL_FINAL_SQL = sql.raw(
  `case when c.estado_estudios <> 0 or c.ciclo_actual = 0 then null when c.tipo_carrera = 0 then c.ciclo_actual + 6 else c.ciclo_actual + 4 end`,
);
/** A student's cycle in proportion to the career (ciclo_proporcional): a technical V is 8.3 of a university's ten. */
const CICLO_PROPORCIONAL_SQL = sql.raw(
  `case when c.estado_estudios <> 0 or c.ciclo_actual = 0 then null when c.tipo_carrera = 0 then (c.ciclo_actual + 2) * 10.0 / 6 else c.ciclo_actual + 4 end`,
);
/** The cycle column a range is compared on: as written, counted from the end, or in proportion. */
const cicloSqlDe = (x: { ciclo_del_final?: boolean; ciclo_proporcional?: boolean }) =>
  x.ciclo_del_final ? CICLO_DEL_FINAL_SQL : x.ciclo_proporcional ? CICLO_PROPORCIONAL_SQL : CICLO_SQL;
const RANGO_SQL = (alias: string) =>
  sql.raw(`max(case ${alias}.nivel when 'básico' then 1 when 'intermedio' then 2 when 'avanzado' then 3 else 0 end)`);

/**
 * An applicant's level (0–3) in a knowledge item asked: its names and those of its family («SAP» any module), as
 * written or without accents — the CV tables' unique (postulante_id, lower(nombre)) index answers. A tool a CV names
 * inside a longer item of its own (datos.ts CONOCIMIENTOS_POR_PALABRA) counts too: at the item's level when the item
 * begins with it («Excel avanzado para la gestión empresarial»), at the least level when it only holds it («Modelos
 * financieros en Excel»: that person uses Excel, and «que no sepan Excel» must leave them out).
 */
function nivelConocimientoSql(nombre: string): SQL {
  const variantes = lista([...new Set(variantesConocimiento(nombre).flatMap((v) => [v.toLowerCase(), toClave(v)]))]);
  const palabra = CONOCIMIENTOS_POR_PALABRA[nombre];
  if (!palabra)
    return sql`(select ${RANGO_SQL('k')} from conocimiento k where k.postulante_id = c.id and lower(k.nombre) in (${variantes}))`;
  const nivel = sql.raw(`(case k.nivel when 'básico' then 1 when 'intermedio' then 2 when 'avanzado' then 3 else 0 end)`);
  const clave = sql`lower(unaccent(k.nombre))`;
  const empieza = `^(microsoft )?${palabra}([^[:alnum:]]|$)`;
  const lleva = `(^|[^[:alnum:]])${palabra}([^[:alnum:]]|$)`;
  return sql`(select max(case when lower(k.nombre) in (${variantes}) or ${clave} ~ ${empieza} then ${nivel} else 1 end)
    from conocimiento k where k.postulante_id = c.id and (lower(k.nombre) in (${variantes}) or ${clave} ~ ${lleva}))`;
}

interface Fila {
  id: number;
  afinidad_puesto: number | null;
  creado_en: string | Date;
  nivel: number | null;
  ciclo: number | null;
  egreso: number | null;
  ingreso?: number | null;
  carrera_actual: string | null;
  region: string | null;
  id_region: number | null;
  provincia: string | null;
  distrito: string | null;
  orden_merito: number;
  rango: number | string | null;
  [k: string]: unknown;
}

/**
 * Applicants of an offer (visible to its recruiter) ranked against the criteria; how many were not searched (blocked
 * on a free offer). In a transaction of its own (a savepoint inside the caller's) with JIT off: the planner's cost
 * estimate of the correlated subqueries crosses jit_above_cost for a few thousand applicants, and compiling took
 * longer (≈120 ms) than the query itself (≈15 ms).
 */
export async function rankearPostulantes(
  db: DbOrTx,
  ofertaId: number,
  c: CriteriosAsistente,
  opts: { afinidad?: boolean } = {},
): Promise<Ranking> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return rankear(tx, ofertaId, c, opts.afinidad !== false);
  });
}

export interface Ranking {
  resultados: ResultadoRanking[];
  bloqueados: number;
  /** The keywords no visible applicant of the offer mentions: not searched (said back, never silent). */
  sinCoincidencia: string[];
}

/** True when the criteria ask for anything at all (a keyword only when some applicant mentions it). */
export function pideAlgo(c: CriteriosAsistente): boolean {
  return (
    pesoTotal(c) > 0 ||
    c.palabras_clave.length > 0 ||
    prefiereAlgo(c) ||
    (c.orden ?? null) !== null ||
    c.experiencia_en.length > 0 ||
    (c.limite ?? null) !== null ||
    (c.excluir_estados ?? []).length > 0
  );
}

/**
 * `conAfinidad` false (an offer that is not featured): the offer's affinity is a featured feature, so it neither
 * scores, orders nor is said; a request with nothing to meet lists by arrival.
 */
async function rankear(db: DbOrTx, ofertaId: number, pedido: CriteriosAsistente, conAfinidad = true): Promise<Ranking> {
  // «que hayan trabajado en una sala limpia»: an area of no known group (AREAS_AFINES) that no applicant's experience
  // mentions is a word nobody mentions, said back as a keyword is, not a filter that lists nobody. A known area («en
  // minería») stays asked: nobody having it is the answer.
  const desconocidas = pedido.experiencia === false ? [] : pedido.experiencia_en.filter((a) => grupoDeArea(a) === null);
  const areasSinNadie = await areasAusentes(db, ofertaId, desconocidas);
  const c: CriteriosAsistente =
    areasSinNadie.length === 0
      ? pedido
      : { ...pedido, experiencia_en: pedido.experiencia_en.filter((a) => !areasSinNadie.includes(a)), experiencia_en_todas: undefined };
  // "que no estén descartados": the decisions as they are when the query is asked.
  const excluir = (c.excluir_estados ?? []).filter((e) => Number.isInteger(e));
  const sinExcluidos = excluir.length > 0 ? sql` and p.estado not in (${lista(excluir)})` : sql``;
  const conteo = (await db.execute(sql`
    select count(*) filter (where ${primerasGratis.ocultaSql})::int as bloqueados
    from postulacion p join oferta o on o.id = p.oferta_id
    where p.oferta_id = ${ofertaId} and p.eliminado_en is null`)) as unknown as { rows: { bloqueados: number }[] };
  const bloqueados = Number(conteo.rows[0]?.bloqueados ?? 0);

  const palabras = await palabrasPresentes(db, ofertaId, c.palabras_clave);
  const presentes = new Set(palabras.map(({ p }) => p));
  const sinCoincidencia = [
    ...c.palabras_clave.filter((p) => !presentes.has(p)),
    ...(await areasAusentes(db, ofertaId, c.excluir?.experiencia_en ?? [])),
    ...areasSinNadie,
  ];
  // "100 %" is a promise: when part of the request was set aside (not understood, a word nobody mentions) nobody is
  // at 100 %, whatever the rest met. A protected trait is different: it is refused and the rest is answered as if it
  // had not been written, so it takes nothing from the score.
  const incompleta = sinUsar(c).length > 0 || sinCoincidencia.length > 0;
  if (pesoTotal(c) === 0 && palabras.length === 0 && !c.orden && !prefiereAlgo(c)) {
    // No criteria: the offer's affinity, then arrival, straight from postulacion_oferta_afinidad_idx's columns.
    const todas = (await db.execute(sql`
      select p.id, p.afinidad_puesto from postulacion p join oferta o on o.id = p.oferta_id
      where p.oferta_id = ${ofertaId} and p.eliminado_en is null and not ${primerasGratis.ocultaSql}${sinExcluidos}
      order by ${conAfinidad ? sql`p.afinidad_puesto desc nulls last, ` : sql``}p.creado_en, p.id`)) as unknown as {
      rows: { id: number; afinidad_puesto: number | null }[];
    };
    return {
      resultados: todas.rows.map((f) => {
        const r = conAfinidad ? sinCriterios(f.afinidad_puesto) : porLlegada();
        return { postulacion_id: Number(f.id), ...r, puntaje: incompleta ? Math.min(99, r.puntaje) : r.puntaje };
      }),
      bloqueados,
      sinCoincidencia,
    };
  }

  // Only the columns the criteria asked for read: a wide row for 5,000 applicants costs more than its filter.
  const columnas: SQL[] = [];
  const condiciones: SQL[] = [];
  const egresoPedido = c.egreso_desde !== null || c.egreso_hasta !== null;
  if (c.niveles.length > 0 || egresoPedido) columnas.push(sql`${NIVEL_SQL} as nivel`);
  if (c.ciclo_min !== null || c.ciclo_max !== null) columnas.push(sql`${CICLO_SQL} as ciclo`);
  if ((c.ciclo_min !== null || c.ciclo_max !== null) && (c.ciclo_del_final || c.ciclo_proporcional))
    columnas.push(sql`${cicloSqlDe(c)} as ciclo_final`);
  // ciclo_cota: the CV's first choice is a bound ("≤ V" university, "≤ III" technical), not a cycle (CICLO_COTA).
  if (c.ciclo_min !== null || c.ciclo_max !== null || (c.excluir?.ciclo_min ?? null) !== null || (c.excluir?.ciclo_max ?? null) !== null)
    columnas.push(sql`(c.estado_estudios = 0 and c.ciclo_actual = 1) as ciclo_cota`);
  if (egresoPedido) columnas.push(sql`extract(year from c.fecha_egreso)::int as egreso`);
  const ingresoPedido = (c.ingreso_desde ?? null) !== null || (c.ingreso_hasta ?? null) !== null;
  if (ingresoPedido) columnas.push(sql`extract(year from c.fecha_ingreso)::int as ingreso`);
  if (c.carreras.length > 0) columnas.push(sql`c.claves, c.carrera_actual`);
  if (c.regiones.length > 0 || c.distritos.length > 0) columnas.push(sql`c.id_region, c.region, c.provincia, c.distrito`);
  if (c.orden_merito || c.orden === 'merito') columnas.push(sql`c.orden_merito`);

  // Careers: the asked career or any career whose name starts with it ("Administración" → "Administración de Empresas").
  const claves = clavesDeCarreras(c.carreras);
  if (claves.length > 0) {
    // The careers of the same family (datos.ts FAMILIAS_CARRERA) by their exact name.
    condiciones.push(condicionCarreras(sql.raw('f.claves'), claves));
  }
  if (c.niveles.length > 0) condiciones.push(sql`f.nivel in (${lista(c.niveles)})`);
  const cicloComparado = sql.raw(c.ciclo_del_final || c.ciclo_proporcional ? 'f.ciclo_final' : 'f.ciclo');
  const enCiclo: SQL[] = [];
  if (c.ciclo_min !== null) enCiclo.push(sql`${cicloComparado} >= ${c.ciclo_min}`);
  if (c.ciclo_max !== null) enCiclo.push(sql`${cicloComparado} <= ${c.ciclo_max}`);
  // With graduates asked too, the range is the students' («egresados o de último ciclo»): a graduate meets it by level.
  if (enCiclo.length > 0)
    condiciones.push(
      cicloSoloDeEstudiantes(c) ? sql`(f.nivel in (4, 7, 8) or (${sql.join(enCiclo, sql` and `)}))` : sql.join(enCiclo, sql` and `),
    );
  if (c.egreso_desde !== null || c.egreso_hasta !== null) condiciones.push(sql`f.nivel in (4, 7, 8)`);
  if (c.egreso_desde !== null) condiciones.push(sql`f.egreso >= ${c.egreso_desde}`);
  if (c.egreso_hasta !== null) condiciones.push(sql`f.egreso <= ${c.egreso_hasta}`);
  // The year studies began, from the CV's start date (a CV without it does not meet it).
  if ((c.ingreso_desde ?? null) !== null) condiciones.push(sql`f.ingreso >= ${c.ingreso_desde}`);
  if ((c.ingreso_hasta ?? null) !== null) condiciones.push(sql`f.ingreso <= ${c.ingreso_hasta}`);
  // Places are alternatives: a region, a district or province name (all its districts) anywhere in Peru, or one
  // qualified by its region ("Miraflores, Arequipa"). 'Cercado de Lima' is the district of Lima alone.
  const lugares: SQL[] = [];
  if (c.regiones.length > 0) lugares.push(sql`f.id_region in (${lista(c.regiones)})`);
  const nombres = new Map<string, { k: string; id_region: number | null }>();
  for (const d of c.distritos) {
    const k = toClave(typeof d === 'string' ? d : d.nombre);
    const id_region = typeof d === 'string' ? null : d.id_region;
    if (k) nombres.set(`${k}|${id_region}`, { k, id_region });
  }
  if (nombres.size > 0) {
    columnas.push(
      sql`lower(unaccent(coalesce(c.distrito, ''))) as distrito_clave, lower(unaccent(coalesce(c.provincia, ''))) as provincia_clave`,
    );
    for (const { k, id_region } of nombres.values()) {
      const nombre = lugarSql(k, 'f.distrito_clave', 'f.provincia_clave');
      lugares.push(id_region === null ? nombre : sql`(${nombre} and f.id_region = ${id_region})`);
    }
  }
  if (lugares.length > 0) condiciones.push(sql`(${sql.join(lugares, sql` or `)})`);

  c.conocimientos.forEach((k, i) => {
    // lower(nombre) as written and without accents: the CV tables' unique (postulante_id, lower(nombre)) index answers.
    columnas.push(sql`${nivelConocimientoSql(k.nombre)} as ${sql.raw(`k${i}`)}`);
  });
  c.idiomas.forEach((k, i) => {
    columnas.push(
      sql`(select ${RANGO_SQL('n')} from idioma_postulante n where n.postulante_id = c.id and lower(n.nombre) in (${lista([...new Set([k.nombre.toLowerCase(), toClave(k.nombre)])])})) as ${sql.raw(`i${i}`)}`,
    );
  });
  // Each item required, or for a group of alternatives ("francés o portugués") any one of its members.
  for (const [prefijo, items] of [
    ['k', c.conocimientos],
    ['i', c.idiomas],
  ] as const) {
    for (const grupo of agrupar(items)) {
      const partes = grupo.map(({ item, i }) => sql`coalesce(${sql.raw(`f.${prefijo}${i}`)}, 0) >= ${minimo(item)}`);
      condiciones.push(partes.length === 1 ? partes[0]! : sql`(${sql.join(partes, sql` or `)})`);
    }
  }
  // «al menos un año de experiencia», «hasta 6 meses»: whole months, the same count the reason shows (mesesDe).
  const mesesMin = c.experiencia === true ? (c.experiencia_meses_min ?? null) : null;
  const mesesMax = c.experiencia === false ? null : (c.experiencia_meses_max ?? null);
  const largo = (columna: string) => {
    const meses = sql`round(${sql.raw(columna)}::numeric / ${sql.raw(String(DIAS_MES))})`;
    return [...(mesesMin !== null ? [sql`${meses} >= ${mesesMin}`] : []), ...(mesesMax !== null ? [sql`${meses} <= ${mesesMax}`] : [])];
  };
  if (c.orden === 'experiencia' || mesesMin !== null || mesesMax !== null) {
    columnas.push(sql`(select coalesce(sum(${DIAS_SQL}), 0) from experiencia_laboral e where e.postulante_id = c.id) as dias_exp`);
  }
  if (c.experiencia !== null) {
    columnas.push(sql`exists (select 1 from experiencia_laboral e where e.postulante_id = c.id) as con_exp`);
    condiciones.push(c.experiencia ? sql`f.con_exp` : sql`not f.con_exp`);
  }
  const areas = c.experiencia === false ? [] : c.experiencia_en.map((a) => consultaArea(a)).filter((q): q is string => q !== null);
  if (areas.length > 0) {
    const q = tsq(areas.map((x) => `(${x})`).join(' | '));
    // «en ventas y también en logística»: each area met (the condition below), not one of them.
    const todas = c.experiencia_en_todas === true && areas.length > 1;
    // exp_puesto: the area is in a position's title (weight A), not only in its duties ("Registro de compras y
    // ventas" of an accounting job): only then is the area met for sure (100 %); a match in the duties is listed, below.
    // exp_propio: the title holds what was asked, not only a kindred name of its group ("Asistente de logística"
    // for "almacén"): only then 100 %.
    const propias = c.experiencia_en.map((a) => consultaAreaPropia(a)).filter((x): x is string => x !== null);
    const qp = propias.length > 0 ? tsq(propias.map((x) => `(${x})`).join(' | ')) : q;
    // exp_area: the title holds the area or a kindred name, or the duties hold what `consultaFunciones` reads
    // («Registro de compras y ventas» for «ventas»): never a kindred name of one word nor a prefix found only there.
    const exactas = c.experiencia_en.map((a) => consultaFunciones(a)).filter((x): x is string => x !== null);
    const qe = exactas.length > 0 ? tsq(exactas.map((x) => `(${x})`).join(' | ')) : q;
    // «experiencia mínima de 1 año en logística»: the months of the jobs whose title names the area (or a kindred
    // name) or whose duties hold it as `exp_area` reads them, not the months of every job.
    if (mesesMin !== null || mesesMax !== null) {
      columnas.push(
        sql`(select coalesce(sum(${DIAS_SQL}), 0) from experiencia_laboral e where e.postulante_id = c.id and (to_tsvector('es_unaccent', coalesce(e.puesto, '')) @@ ${q} or to_tsvector('es_unaccent', coalesce(e.funciones, '')) @@ ${qe})) as dias_area`,
      );
      condiciones.push(...largo('f.dias_area'));
    }
    if (!todas) {
      columnas.push(
        sql`(coalesce(ts_filter(d.experiencia, '{a}') @@ ${q}, false) or coalesce(d.experiencia @@ ${qe}, false)) as exp_area, coalesce(ts_filter(d.experiencia, '{a}') @@ ${q}, false) as exp_puesto, coalesce(ts_filter(d.experiencia, '{a}') @@ ${qp}, false) as exp_propio, coalesce(ts_rank(d.experiencia, ${q}), 0) as exp_rango`,
      );
    } else {
      // Each area as the three columns read one: met (in a title or the duties), in a title, in a title by its own name.
      const cada = (tipo: 'area' | 'puesto' | 'propio') =>
        sql.join(
          c.experiencia_en.flatMap((a) => {
            const area = consultaArea(a);
            if (area === null) return [];
            const enTitulo = sql`coalesce(ts_filter(d.experiencia, '{a}') @@ ${tsq(area)}, false)`;
            if (tipo === 'puesto') return [enTitulo];
            if (tipo === 'propio') {
              const propia = consultaAreaPropia(a);
              return [propia !== null ? sql`coalesce(ts_filter(d.experiencia, '{a}') @@ ${tsq(propia)}, false)` : enTitulo];
            }
            const funciones = consultaFunciones(a);
            return [funciones !== null ? sql`(${enTitulo} or coalesce(d.experiencia @@ ${tsq(funciones)}, false))` : enTitulo];
          }),
          sql` and `,
        );
      columnas.push(
        sql`(${cada('area')}) as exp_area, (${cada('puesto')}) as exp_puesto, (${cada('propio')}) as exp_propio, coalesce(ts_rank(d.experiencia, ${q}), 0) as exp_rango`,
      );
    }
    condiciones.push(sql`f.exp_area`);
  }
  // Without an area to count in (none asked, or none searchable), the months of every job.
  if ((mesesMin !== null || mesesMax !== null) && !(areas.length > 0)) condiciones.push(...largo('f.dias_exp'));
  if (c.orden_merito) condiciones.push(sql`f.orden_merito between 1 and ${MERITO_MAX[c.orden_merito]}`);

  const instituciones = c.instituciones ?? [];
  const instExcluidas = c.excluir?.instituciones ?? [];
  if (
    instituciones.length > 0 ||
    instExcluidas.length > 0 ||
    (c.preferir?.instituciones ?? []).length > 0 ||
    (c.evitar?.instituciones ?? []).length > 0
  ) {
    columnas.push(
      sql`(select i.nombre from institucion i where i.id = c.id_inst_educativa) as inst_nombre, lower(unaccent(coalesce(c.inst_educativa_nombre, ''))) as inst_clave`,
    );
  }
  if (instituciones.length > 0) condiciones.push(condicionInstitucion(instituciones));
  // «de universidades privadas»: the reference list's «gestión» of the CV's listed university.
  if (c.gestion) {
    columnas.push(sql`(select i.gestion from institucion i where i.id = c.id_inst_educativa and i.tipo = 1) as inst_gestion`);
    condiciones.push(sql`f.inst_gestion = ${c.gestion}`);
  }
  if (typeof c.licencia === 'boolean') {
    columnas.push(sql`coalesce(c.licencia_conducir, 0) = 1 as licencia`);
    condiciones.push(c.licencia ? sql`f.licencia` : sql`not f.licencia`);
  }
  const estados = (c.estados ?? []).filter((e) => Number.isInteger(e));
  if (estados.length > 0) condiciones.push(sql`f.estado in (${lista(estados)})`);
  // The recruiter's «Leído» as it is when the query is asked.
  if (typeof c.revisado === 'boolean') condiciones.push(sql`f.revisado = ${c.revisado ? 1 : 0}`);
  if (c.orden === 'ciclo' && c.ciclo_min === null && c.ciclo_max === null) columnas.push(sql`${CICLO_SQL} as ciclo`);
  exclusiones(c, columnas, condiciones);
  const pref = preferencias(c, columnas);

  palabras.forEach(({ q }, i) => columnas.push(sql`coalesce(d.documento @@ ${tsq(q)}, false) as ${sql.raw(`w${i}`)}`));
  if (palabras.length > 0) {
    columnas.push(sql`coalesce(ts_rank(d.documento, ${tsq(palabras.map(({ q }) => `(${q})`).join(' | '))}), 0) as rango`);
  } else columnas.push(sql`0 as rango`);

  const result = (await db.execute(sql`
    select *${pref.externas.length > 0 ? sql`, ${sql.join(pref.externas, sql`, `)}` : sql``} from (
      select p.id, p.afinidad_puesto, p.creado_en, p.estado, p.revisado, ${sql.join(columnas, sql`, `)}
      from postulacion p
        join oferta o on o.id = p.oferta_id
        join postulante c on c.id = p.postulante_id
        left join postulante_documento d on d.postulante_id = c.id
      where p.oferta_id = ${ofertaId} and p.eliminado_en is null and not ${primerasGratis.ocultaSql}${sinExcluidos}
    ) f
    ${condiciones.length > 0 ? sql`where ${sql.join(condiciones, sql` and `)}` : sql``}`)) as unknown as { rows: Fila[] };

  const puntuados = result.rows.map((f) =>
    puntuar(
      conAfinidad ? f : { ...f, afinidad_puesto: null },
      c,
      palabras.map(({ p }) => p),
      incompleta,
      pref.textos,
    ),
  );
  // Only an order asked: the order decides, the score (the affinity) does not.
  const soloOrden = pesoTotal(c) === 0 && palabras.length === 0 && pref.textos.length === 0 && Boolean(c.orden);
  puntuados.sort(
    (a, b) =>
      (soloOrden ? b.orden - a.orden : 0) ||
      b.puntaje - a.puntaje ||
      b.certeza - a.certeza ||
      b.orden - a.orden ||
      b.encontradas - a.encontradas ||
      b.extra - a.extra ||
      (b.afinidad ?? -1) - (a.afinidad ?? -1) ||
      a.llegada - b.llegada ||
      a.postulacion_id - b.postulacion_id,
  );
  return {
    resultados: puntuados.map(({ postulacion_id, puntaje, razones }) => ({ postulacion_id, puntaje, razones })),
    bloqueados,
    sinCoincidencia,
  };
}

/**
 * What a query answers, for `llm/query` and the evaluation alike: the ranking; the keywords nobody mentions moved
 * from the criteria to `ignorados` (said back, not shown as criteria); nothing listed when nothing of the request can
 * be searched — unless it asks for everyone ("muéstrame a todos") — or when it is not about the applicants at all
 * (`fueraDeTema`), and "los 3 mejores" cut. Decisions asked ("los finalistas") are filters of featured-paid offers
 * only, like the toggles (`estadosPermitidos`); on another offer they are set aside with motivo 'estado'.
 */
export async function resolverConsulta(
  db: DbOrTx,
  ofertaId: number,
  pedidos: CriteriosAsistente,
  opts: { pideTodos: boolean; fueraDeTema?: boolean; estadosPermitidos?: boolean; afinidad?: boolean },
): Promise<{
  criterios: CriteriosAsistente;
  resultados: ResultadoRanking[];
  bloqueados: number;
  nadaEntendido: boolean;
  fueraDeTema: boolean;
}> {
  // Several groups in one message: each answered as a request of its own, an applicant listed with the best score
  // of the groups they meet, the best first (the first group's order among equals).
  if ((pedidos.grupos ?? []).length > 0) {
    const { grupos, ...primero } = pedidos;
    const partes = [];
    for (const g of [primero, ...grupos!]) partes.push(await resolverConsulta(db, ofertaId, g, opts));
    const mejor = new Map<number, { r: ResultadoRanking; n: number }>();
    let n = 0;
    for (const parte of partes)
      for (const r of parte.resultados) {
        const antes = mejor.get(r.postulacion_id);
        if (!antes || r.puntaje > antes.r.puntaje) mejor.set(r.postulacion_id, { r, n: antes?.n ?? n });
        n++;
      }
    const resultados = [...mejor.values()].sort((a, b) => b.r.puntaje - a.r.puntaje || a.n - b.n).map((x) => x.r);
    const limite = pedidos.limite ?? null;
    return {
      criterios: { ...partes[0]!.criterios, grupos: partes.slice(1).map((p) => p.criterios) },
      resultados: limite ? resultados.slice(0, limite) : resultados,
      bloqueados: Math.max(...partes.map((p) => p.bloqueados)),
      nadaEntendido: partes.every((p) => p.nadaEntendido),
      fueraDeTema: partes.every((p) => p.fueraDeTema),
    };
  }
  let base: CriteriosAsistente = { ...pedidos };
  // The affinity is a featured feature: on another offer an order by it is set aside, said back.
  if (opts.afinidad === false && base.orden === 'afinidad') {
    base = {
      ...base,
      orden: null,
      ignorados: [...(base.ignorados ?? []), { texto: 'afinidad (solo en avisos destacados)', motivo: 'no_entendido' as const }],
    };
  }
  // Decisions are a featured feature, wherever the request puts them: asked, ruled out, preferred or preferred
  // absent. Elsewhere each is set aside and said back (motivo 'estado'), never filters nor orders, and the rest of
  // the request is answered. Only asking for them («los finalistas») narrows who is listed: ruling them out or
  // ordering by them alone («excepto los descartados», «primero los finalistas») still lists everyone.
  let estadoQueAcota = false;
  let estadoSinAcotar = false;
  if (opts.estadosPermitidos === false) {
    const apartados: string[] = [];
    const negados = (es: number[]) =>
      `que no ${enumerar(
        es.map((e) => ESTADO_NEGADO[e] ?? `estén ${ESTADO_TEXTO[e] ?? e}`),
        'ni',
      )}`;
    const texto = (es: number[]) => enumerar(es.map((e) => ESTADO_TEXTO[e] ?? String(e)));
    const sin = <K extends 'excluir' | 'preferir' | 'evitar'>(k: K) => {
      const { estados: _, ...resto } = base[k] ?? {};
      return Object.keys(resto).length > 0 ? { [k]: resto } : {};
    };
    if ((base.estados ?? []).length > 0) {
      apartados.push(texto(base.estados!));
      base = { ...base, estados: [] };
      estadoQueAcota = true;
    }
    const excluidos = [...new Set([...(base.excluir_estados ?? []), ...(base.excluir?.estados ?? [])])].sort((a, b) => a - b);
    if (excluidos.length > 0) {
      apartados.push(negados(excluidos));
      const { excluir_estados: _, excluir: __, ...resto } = base;
      base = { ...resto, ...sin('excluir') };
      estadoSinAcotar = true;
    }
    // "primero los finalistas": an order by a decision.
    if ((base.preferir?.estados ?? []).length > 0) {
      apartados.push(texto(base.preferir!.estados!));
      const { preferir: _, ...resto } = base;
      base = { ...resto, ...sin('preferir') };
      estadoSinAcotar = true;
    }
    // "mejor si no son descartados": an order by a decision preferred absent.
    if ((base.evitar?.estados ?? []).length > 0) {
      apartados.push(`de preferencia ${negados(base.evitar!.estados!)}`);
      const { evitar: _, ...resto } = base;
      base = { ...resto, ...sin('evitar') };
      estadoSinAcotar = true;
    }
    if (apartados.length > 0) {
      base = { ...base, ignorados: [...(base.ignorados ?? []), ...apartados.map((t) => ({ texto: t, motivo: 'estado' as const }))] };
    }
  }
  const fueraDeTema = opts.fueraDeTema === true || base.fuera_de_tema === true;
  if (fueraDeTema) base.fuera_de_tema = true;
  const r = await rankearPostulantes(db, ofertaId, base, { afinidad: opts.afinidad !== false });
  const criterios: CriteriosAsistente = { ...base };
  // «que no tengan experiencia en administración» where nobody has it: understood, and it rules out nobody.
  let excluyeANadie = false;
  if (r.sinCoincidencia.length > 0) {
    criterios.palabras_clave = base.palabras_clave.filter((p) => !r.sinCoincidencia.includes(p));
    const areas = base.excluir?.experiencia_en ?? [];
    if (areas.some((a) => r.sinCoincidencia.includes(a))) {
      excluyeANadie = true;
      const { experiencia_en: _, ...resto } = base.excluir ?? {};
      const quedan = areas.filter((a) => !r.sinCoincidencia.includes(a));
      criterios.excluir = quedan.length > 0 ? { ...resto, experiencia_en: quedan } : resto;
    }
    // An area nobody mentions, of no known group, was not searched (rankear): it leaves the criteria, said back.
    if (base.experiencia_en.some((a) => r.sinCoincidencia.includes(a))) {
      criterios.experiencia_en = base.experiencia_en.filter((a) => !r.sinCoincidencia.includes(a));
      if (criterios.experiencia_en.length < 2) delete criterios.experiencia_en_todas;
    }
    criterios.ignorados = [
      ...(base.ignorados ?? []),
      // Off topic, the words were never a search: «no CV mentions it» would be a claim the answer did not check (a
      // district a CV holds, «Cayma», is not in its searched text).
      ...r.sinCoincidencia.map((texto) => ({ texto, motivo: fueraDeTema ? ('no_entendido' as const) : ('sin_coincidencia' as const) })),
    ];
  }
  // Only words it cannot read ("colegiados"): nothing searched; those some CV mentions are said back as not understood
  // (one word a CV happens to hold never makes a request searchable), those nobody mentions as such (above).
  if (base.solo_palabras === true && criterios.palabras_clave.length > 0) {
    criterios.ignorados = [
      ...(criterios.ignorados ?? []),
      ...criterios.palabras_clave.map((texto) => ({ texto, motivo: 'no_entendido' as const })),
    ];
    criterios.palabras_clave = [];
  }
  // Off topic: nobody listed, whatever word of the request some CV holds.
  // A decision set aside that only ruled out or ordered leaves «everyone» as what was asked, said with the reason.
  const todosSinElEstado = estadoSinAcotar && !estadoQueAcota;
  const quedaAlgo = pideAlgo(criterios) || opts.pideTodos === true || todosSinElEstado || excluyeANadie;
  const nadaEntendido = fueraDeTema || !quedaAlgo;
  const resultados = nadaEntendido ? [] : criterios.limite ? r.resultados.slice(0, criterios.limite) : r.resultados;
  return { criterios, resultados, bloqueados: r.bloqueados, nadaEntendido, fueraDeTema };
}

/**
 * The keywords worth searching: those some visible applicant of the offer mentions. A word nobody mentions ("chicos",
 * "urgente") is noise the parser let through; requiring it would empty the list, so it is left out.
 */
async function palabrasPresentes(db: DbOrTx, ofertaId: number, palabrasClave: string[]): Promise<{ p: string; q: string }[]> {
  const palabras = palabrasClave.map((p) => ({ p, q: consultaPalabra(p) })).filter((x): x is { p: string; q: string } => x.q !== null);
  if (palabras.length === 0) return [];
  const r = (await db.execute(sql`
    select ${sql.join(
      palabras.map(({ q }, i) => sql`coalesce(bool_or(d.documento @@ ${tsq(q)}), false) as ${sql.raw(`w${i}`)}`),
      sql`, `,
    )}
    from postulacion p join oferta o on o.id = p.oferta_id join postulante_documento d on d.postulante_id = p.postulante_id
    where p.oferta_id = ${ofertaId} and p.eliminado_en is null and not ${primerasGratis.ocultaSql}`)) as unknown as {
    rows: Record<string, boolean>[];
  };
  const fila = r.rows[0] ?? {};
  return palabras.filter((_, i) => fila[`w${i}`] === true);
}

/**
 * The experience areas ruled out («sin experiencia en vetnas») that no visible applicant's experience mentions, not
 * even in the duties: ruling them out rules nobody out, so the request was not understood as written (most often a
 * misspelt area). Said back like a keyword nobody mentions, and nobody is at 100 %.
 */
async function areasAusentes(db: DbOrTx, ofertaId: number, areas: string[]): Promise<string[]> {
  const conQ = areas.map((a) => ({ a, q: consultaArea(a) })).filter((x): x is { a: string; q: string } => x.q !== null);
  if (conQ.length === 0) return [];
  const r = (await db.execute(sql`
    select ${sql.join(
      conQ.map(({ q }, i) => sql`coalesce(bool_or(d.experiencia @@ ${tsq(q)}), false) as ${sql.raw(`a${i}`)}`),
      sql`, `,
    )}
    from postulacion p join oferta o on o.id = p.oferta_id join postulante_documento d on d.postulante_id = p.postulante_id
    where p.oferta_id = ${ofertaId} and p.eliminado_en is null and not ${primerasGratis.ocultaSql}`)) as unknown as {
    rows: Record<string, boolean>[];
  };
  const fila = r.rows[0] ?? {};
  return conQ.filter((_, i) => fila[`a${i}`] !== true).map(({ a }) => a);
}

/** Universities or institutes asked (reference names), read on the CV's institution id or, without one, its name. */
function condicionInstitucion(nombres: string[]): SQL {
  const claves = [...new Set(nombres.map(toClave))];
  return sql`(f.inst_nombre in (${lista(nombres)}) or f.inst_clave in (${lista(claves)}))`;
}

/** Whether any criterion of the exclusions is set (the decisions ruled out are weighed apart, as `estado`). */
export function excluyeAlgo(c: CriteriosAsistente): boolean {
  return algoExcluido({ excluir: c.excluir });
}

/**
 * The conditions of a set of kinds (`excluir` or `preferir`), one per item or kind, each reading the same columns as
 * the criterion it mirrors (an applicant without the data — no cycle, no place — meets none of them). `pre` names the
 * columns ('x' exclusions, 'p' preferences, 'v' what is preferred absent) so every set can be read in one query.
 */
function condicionesDe(x: ExclusionesAsistente, pre: 'x' | 'p' | 'v', columnas: SQL[]): SQL[] {
  const out: SQL[] = [];
  const col = (nombre: string) => sql.raw(`f.${pre}${nombre}`);
  const como = (nombre: string) => sql.raw(`${pre}${nombre}`);
  const carreras = [...new Set((x.carreras ?? []).map(toClave).filter(Boolean))];
  if (carreras.length > 0) {
    columnas.push(sql`coalesce(c.claves, '') as ${como('_claves')}`);
    // The same careers the criterion finds: its family too ("que no sean de marketing" leaves Mercadotecnia out).
    out.push(condicionCarreras(col('_claves'), carreras));
  }
  const niveles = (x.niveles ?? []).filter((n) => Number.isInteger(n));
  const cicloMin = x.ciclo_min ?? null;
  const cicloMax = x.ciclo_max ?? null;
  if (niveles.length > 0) {
    columnas.push(sql`${NIVEL_SQL} as ${como('_nivel')}`);
    out.push(sql`coalesce(${col('_nivel')}, 0) in (${lista(niveles)})`);
  }
  if (cicloMin !== null || cicloMax !== null) {
    columnas.push(sql`${cicloSqlDe(x)} as ${como('_ciclo')}`);
    out.push(sql`(${col('_ciclo')} is not null and ${col('_ciclo')} >= ${cicloMin ?? 1} and ${col('_ciclo')} <= ${cicloMax ?? 12})`);
  }
  const regiones = (x.regiones ?? []).filter((n) => Number.isInteger(n));
  const distritos = x.distritos ?? [];
  if (regiones.length > 0 || distritos.length > 0) {
    columnas.push(
      sql`c.id_region as ${como('_region')}, lower(unaccent(coalesce(c.distrito, ''))) as ${como('_distrito')}, lower(unaccent(coalesce(c.provincia, ''))) as ${como('_provincia')}`,
    );
    if (regiones.length > 0) out.push(sql`coalesce(${col('_region')}, 0) in (${lista(regiones)})`);
    for (const d of distritos) {
      const k = toClave(typeof d === 'string' ? d : d.nombre);
      if (!k) continue;
      const nombre = lugarSql(k, `f.${pre}_distrito`, `f.${pre}_provincia`);
      out.push(typeof d === 'string' ? nombre : sql`(${nombre} and ${col('_region')} = ${d.id_region})`);
    }
  }
  (x.conocimientos ?? []).forEach((k, i) => {
    columnas.push(sql`${nivelConocimientoSql(k.nombre)} as ${como(`k${i}`)}`);
    out.push(k.solo_nivel ? sql`coalesce(${col(`k${i}`)}, 0) = ${minimo(k)}` : sql`coalesce(${col(`k${i}`)}, 0) >= ${minimo(k)}`);
  });
  (x.idiomas ?? []).forEach((k, i) => {
    columnas.push(
      sql`(select ${RANGO_SQL('n')} from idioma_postulante n where n.postulante_id = c.id and lower(n.nombre) in (${lista([...new Set([k.nombre.toLowerCase(), toClave(k.nombre)])])})) as ${como(`i${i}`)}`,
    );
    out.push(k.solo_nivel ? sql`coalesce(${col(`i${i}`)}, 0) = ${minimo(k)}` : sql`coalesce(${col(`i${i}`)}, 0) >= ${minimo(k)}`);
  });
  const instituciones = x.instituciones ?? [];
  if (instituciones.length > 0) out.push(condicionInstitucion(instituciones));
  const estados = (x.estados ?? []).filter((e) => Number.isInteger(e));
  if (estados.length > 0) out.push(sql`f.estado in (${lista(estados)})`);
  // "sin experiencia en ventas": the area in a position's title leaves the applicant out; found only in the duties
  // ("Registro de compras y ventas" of an accountant) it does not, but that applicant is never at 100 % (x_exp).
  // The area itself decides (consultaAreaPropia), as it does for the criterion's 100 %: a position of a kindred area
  // («Asistente de compras» for «almacén») neither meets a preference for it nor is left out by its exclusion; the
  // kindred area or the duties (x_exp) keep it below 100 % under an exclusion.
  const areas = (x.experiencia_en ?? []).map((a) => consultaArea(a)).filter((q): q is string => q !== null);
  const propias = (x.experiencia_en ?? []).map((a) => consultaAreaPropia(a)).filter((q): q is string => q !== null);
  if (areas.length > 0 && propias.length > 0) {
    const q = tsq(areas.map((a) => `(${a})`).join(' | '));
    const qp = tsq(propias.map((a) => `(${a})`).join(' | '));
    columnas.push(
      sql`coalesce(d.experiencia @@ ${q}, false) as ${como('_exp')}, coalesce(ts_filter(d.experiencia, '{a}') @@ ${qp}, false) as ${como('_exp_puesto')}`,
    );
    out.push(col('_exp_puesto'));
  }
  if (x.orden_merito) {
    columnas.push(sql`c.orden_merito as ${como('_merito')}`);
    out.push(sql`${col('_merito')} between 1 and ${MERITO_MAX[x.orden_merito]}`);
  }
  if (typeof x.experiencia === 'boolean') {
    columnas.push(sql`exists (select 1 from experiencia_laboral e where e.postulante_id = c.id) as ${como('_con_exp')}`);
    out.push(x.experiencia ? col('_con_exp') : sql`not ${col('_con_exp')}`);
  }
  if (typeof x.licencia === 'boolean') {
    columnas.push(sql`coalesce(c.licencia_conducir, 0) = 1 as ${como('_licencia')}`);
    out.push(x.licencia ? col('_licencia') : sql`not ${col('_licencia')}`);
  }
  if (typeof x.revisado === 'boolean') out.push(sql`f.revisado = ${x.revisado ? 1 : 0}`);
  return out;
}

/**
 * The exclusions as hard filters: "not (meets any one of them)". Each kind reads the same columns as the criterion it
 * mirrors (an applicant without the data — no cycle, no place — is not excluded by it).
 */
function exclusiones(c: CriteriosAsistente, columnas: SQL[], condiciones: SQL[]) {
  const x = c.excluir;
  if (!x || !excluyeAlgo(c)) return;
  const excluye = condicionesDe(x, 'x', columnas);
  if (excluye.length > 0) condiciones.push(sql`not (${sql.join(excluye, sql` or `)})`);
}

/** Whether the request prefers anything (`preferir`, or `evitar`: what it prefers absent). */
export function prefiereAlgo(c: CriteriosAsistente): boolean {
  return excluyeAlgo({ ...c, excluir: c.preferir }) || excluyeAlgo({ ...c, excluir: c.evitar });
}

/** One set of kinds split into one part per item or kind, in the order condicionesDe builds its conditions. */
function partesDe(x: ExclusionesAsistente): ExclusionesAsistente[] {
  return [
    ...((x.carreras ?? []).length > 0 ? [{ carreras: x.carreras }] : []),
    ...((x.niveles ?? []).length > 0 ? [{ niveles: x.niveles }] : []),
    ...((x.ciclo_min ?? null) !== null || (x.ciclo_max ?? null) !== null
      ? [
          {
            ciclo_min: x.ciclo_min,
            ciclo_max: x.ciclo_max,
            ...(x.ciclo_del_final && { ciclo_del_final: true }),
            ...(x.ciclo_proporcional && { ciclo_proporcional: true }),
          },
        ]
      : []),
    ...((x.regiones ?? []).length > 0 ? [{ regiones: x.regiones }] : []),
    ...(x.distritos ?? []).map((d) => ({ distritos: [d] })),
    ...(x.conocimientos ?? []).map((k) => ({ conocimientos: [k] })),
    ...(x.idiomas ?? []).map((k) => ({ idiomas: [k] })),
    ...((x.instituciones ?? []).length > 0 ? [{ instituciones: x.instituciones }] : []),
    ...((x.estados ?? []).length > 0 ? [{ estados: x.estados }] : []),
    ...((x.experiencia_en ?? []).length > 0 ? [{ experiencia_en: x.experiencia_en }] : []),
    ...(x.orden_merito ? [{ orden_merito: x.orden_merito }] : []),
    ...(typeof x.experiencia === 'boolean' ? [{ experiencia: x.experiencia }] : []),
    ...(typeof x.licencia === 'boolean' ? [{ licencia: x.licencia }] : []),
    ...(typeof x.revisado === 'boolean' ? [{ revisado: x.revisado }] : []),
  ];
}

/**
 * The preferences as soft signals: one boolean column per item preferred (pref0, pref1…), read by `puntuar`; nobody
 * is left out by them. What the request prefers absent (`evitar`) follows, each column true for whoever does NOT meet
 * it (an applicant without the data meets none, so is not held against). Returns the text of each item, in the order
 * of its column.
 */
function preferencias(c: CriteriosAsistente, columnas: SQL[]): { externas: SQL[]; textos: string[] } {
  if (!prefiereAlgo(c)) return { externas: [], textos: [] };
  const externas: SQL[] = [];
  const textos: string[] = [];
  const x = c.preferir;
  if (x && excluyeAlgo({ ...c, excluir: x })) {
    const conds = condicionesDe(x, 'p', columnas);
    const t = partesDe(x).map((p) => textoExclusiones(p, NOMBRES).join(', '));
    conds.forEach((cond, i) => {
      externas.push(sql`coalesce(${cond}, false) as ${sql.raw(`pref${externas.length}`)}`);
      textos.push(t[i] ?? '');
    });
  }
  const v = c.evitar;
  if (v && excluyeAlgo({ ...c, excluir: v })) {
    const conds = condicionesDe(v, 'v', columnas);
    const t = partesDe(v).map((p) => textoEvitado(p));
    conds.forEach((cond, i) => {
      externas.push(sql`not coalesce(${cond}, false) as ${sql.raw(`pref${externas.length}`)}`);
      textos.push(t[i] ?? '');
    });
  }
  return { externas, textos };
}

/** An item preferred absent, as the reason says it: «no Lima», «sin experiencia en ventas», «no descartados». */
function textoEvitado(x: ExclusionesAsistente): string {
  const t = textoExclusiones(x, NOMBRES).join(', ');
  return (x.experiencia_en ?? []).length > 0 ? `sin ${t}` : `no ${t}`;
}

function pesoTotal(c: CriteriosAsistente): number {
  let total = 0;
  if (c.carreras.length > 0) total += PESOS.carrera;
  if (c.niveles.length > 0) total += PESOS.nivel;
  if (c.ciclo_min !== null || c.ciclo_max !== null) total += PESOS.ciclo;
  if (c.egreso_desde !== null || c.egreso_hasta !== null) total += PESOS.egreso;
  if ((c.ingreso_desde ?? null) !== null || (c.ingreso_hasta ?? null) !== null) total += PESOS.ingreso;
  if (c.regiones.length > 0 || c.distritos.length > 0) total += PESOS.lugar;
  if (c.conocimientos.length > 0) total += PESOS.conocimientos;
  if (c.idiomas.length > 0) total += PESOS.idiomas;
  // A maximum alone («hasta 6 meses de experiencia») is the experience criterion too.
  if (c.experiencia !== null || (c.experiencia_meses_max ?? null) !== null) total += PESOS.experiencia;
  if (c.orden_merito) total += PESOS.orden_merito;
  if ((c.instituciones ?? []).length > 0) total += PESOS.institucion;
  if (typeof c.licencia === 'boolean') total += PESOS.licencia;
  if ((c.estados ?? []).length > 0 || (c.excluir_estados ?? []).length > 0) total += PESOS.estado;
  if (typeof c.revisado === 'boolean') total += PESOS.revisado;
  if (excluyeAlgo(c)) total += PESOS.excluir;
  return total;
}

const pide = (nivel: string | null) => (nivel ? `pide ${nivel}${nivel === 'avanzado' ? '' : ' o más'}` : 'pide conocerlo');
const minimo = (item: ItemConNivel) => (item.nivel ? RANGO[item.nivel]! : 1);

/**
 * The items of a list as the ranking reads them: one entry per required item and one per group of alternatives
 * (ItemConNivel.grupo), in order of first appearance, each member with its index in the list (its column k{i}/i{i}).
 */
function agrupar(items: ItemConNivel[]): { item: ItemConNivel; i: number }[][] {
  const out: { item: ItemConNivel; i: number }[][] = [];
  const grupos = new Map<number, { item: ItemConNivel; i: number }[]>();
  items.forEach((item, i) => {
    const g = typeof item.grupo === 'number' ? grupos.get(item.grupo) : undefined;
    if (g) return void g.push({ item, i });
    const nuevo = [{ item, i }];
    if (typeof item.grupo === 'number') grupos.set(item.grupo, nuevo);
    out.push(nuevo);
  });
  return out;
}

/**
 * The reasons of one list: "Inglés: avanzado (pide intermedio o más)." per required item; per group, the members the
 * applicant meets: "Francés o Portugués: Portugués intermedio (pide uno de ellos, intermedio o más)." The tie-break
 * (extra) adds the levels above the one asked (the best member of a group) and one per further member met.
 */
function razonesDeLista(f: Fila, items: ItemConNivel[], prefijo: 'k' | 'i', criterio: string, razones: RazonAsistente[]): number {
  let extra = 0;
  for (const grupo of agrupar(items)) {
    const tienen = grupo.map(({ item, i }) => ({ item, tiene: Number(f[`${prefijo}${i}`] ?? 0) }));
    if (tienen.length === 1) {
      const { item, tiene } = tienen[0]!;
      extra += tiene - minimo(item);
      razones.push({ criterio, texto: `${item.nombre}: ${NIVEL_TEXTO[tiene] ?? ''} (${pide(item.nivel)}).`, cumple: true });
      continue;
    }
    const cumplen = tienen.filter(({ item, tiene }) => tiene >= minimo(item));
    extra += Math.max(0, ...cumplen.map(({ item, tiene }) => tiene - minimo(item))) + Math.max(0, cumplen.length - 1);
    const niveles = new Set(grupo.map(({ item }) => item.nivel));
    const pedido =
      niveles.size === 1
        ? `pide uno de ellos${grupo[0]!.item.nivel ? `, ${pide(grupo[0]!.item.nivel).slice('pide '.length)}` : ''}`
        : `pide ${enumerar(grupo.map(({ item }) => `${item.nombre} ${item.nivel ? pide(item.nivel).slice('pide '.length) : 'a cualquier nivel'}`))}`;
    const tiene = enumerar(
      cumplen.map(({ item, tiene: n }) => `${item.nombre} ${NIVEL_TEXTO[n] ?? ''}`),
      'y',
    );
    razones.push({
      criterio,
      texto: `${enumerar(grupo.map(({ item }) => item.nombre))}: ${tiene} (${pedido}).`,
      cumple: cumplen.length > 0,
    });
  }
  return extra;
}

/** The score and reason of an applicant when the request has no criteria: the offer's affinity. */
function sinCriterios(afinidadPuesto: number | null): { puntaje: number; razones: RazonAsistente[] } {
  const afinidad = afinidadPuesto === null ? null : Number(afinidadPuesto);
  const texto =
    afinidad === null
      ? 'La consulta no pide nada en particular: ordenado por orden de llegada.'
      : `La consulta no pide nada en particular: ordenado por su afinidad con la oferta (${afinidad} %).`;
  return { puntaje: afinidad ?? 0, razones: [{ criterio: 'afinidad', texto, cumple: true }] };
}

/**
 * A request with nothing to meet on an offer that is not featured (the affinity is a featured feature): by arrival,
 * everyone meets it (100 %).
 */
function porLlegada(): { puntaje: number; razones: RazonAsistente[] } {
  return {
    puntaje: 100,
    razones: [{ criterio: 'llegada', texto: 'La consulta no pide nada en particular: ordenado por orden de llegada.', cumple: true }],
  };
}

/**
 * The score shown (docs/assistant.md "Coincidencia", decisions 108, 111 and 142). What is required is a filter, so every
 * applicant listed meets it: 100 % means "meets everything understood". Soft signals (keywords and preferences) share
 * the score with it: what is required counts 70 % and the soft signals the other 30 %, so an applicant who meets
 * everything required and none of the soft signals shows 70 % (a recruiter read 50 % as «half a match» for someone
 * who meets every requirement) and one who meets them all 99 %. A preference says the rest is acceptable too, so with
 * nothing required the required part is met by everyone ("de preferencia de Arequipa": those of Arequipa at 100 %, the
 * rest at 70 %, never 0). Keywords alone (nothing required, nothing preferred) are the whole request: half for being
 * listed, half the share found (50 % for whoever lacks every word).
 * A soft signal, a criterion not met (ganado < total) or a weaker sign (`blanda`: an experience area found only in a
 * job's duties, or a request with a part set aside — not understood, refused, a word nobody mentions) caps the score
 * at 99: 100 % is a promise.
 */
/** The share of the score that what is required gives, beside soft signals; with keywords alone, being listed. */
const PARTE_REQUERIDA = 0.7;
/** With an order alone, the score of whoever has nothing to order by (listed last, not a match). */
const SIN_VALOR_PARA_ORDENAR = 50;
const PARTE_SOLO_PALABRAS = 0.5;

export function puntajeFinal(p: {
  ganado: number;
  total: number;
  palabras: number;
  encontradas: number;
  blanda?: boolean;
  /** How many of `palabras` are preferences (the rest are keywords). */
  preferencias?: number;
}): number {
  if (p.palabras > 0) {
    const blandas = p.encontradas / p.palabras;
    // Nothing required: the required part is met by everyone (keywords alone too: 50 % for whoever lacks them).
    const requerido = p.total === 0 ? 100 : (100 * p.ganado) / p.total;
    // Every soft signal a preference, every one met, nothing set aside: everything understood is met.
    const todoPreferido = (p.preferencias ?? 0) === p.palabras && p.encontradas === p.palabras && p.ganado === p.total && !p.blanda;
    const base = p.total === 0 && (p.preferencias ?? 0) === 0 ? PARTE_SOLO_PALABRAS : PARTE_REQUERIDA;
    return todoPreferido ? 100 : Math.min(99, Math.round(requerido * (base + (1 - base) * blandas)));
  }
  if (p.total === 0) return 0;
  const pct = Math.round((100 * p.ganado) / p.total);
  return p.ganado < p.total || p.blanda ? Math.min(99, pct) : pct;
}

/** The value an order-only request sorts by, said back ("Experiencia laboral: 1 año y 3 meses (primero los de más experiencia)."). */
function textoOrden(orden: NonNullable<CriteriosAsistente['orden']>, f: Fila, afinidad: number | null): string {
  if (orden === 'experiencia') {
    const meses = mesesDe(Number(f.dias_exp ?? 0));
    const valor = meses === 0 ? (Number(f.dias_exp ?? 0) > 0 ? 'menos de un mes' : 'sin experiencia laboral') : textoMeses(meses);
    return `Experiencia laboral: ${valor} (primero los de más experiencia).`;
  }
  if (orden === 'merito')
    return `Orden de mérito: ${MERITO_NOMBRE[Number(f.orden_merito)] ?? 'sin orden de mérito'} (primero los de mejor orden de mérito).`;
  if (orden === 'ciclo')
    return f.ciclo === null || f.ciclo === undefined
      ? 'No cursa ciclos (primero los de ciclo más avanzado).'
      : `Cursa el ${romano(Number(f.ciclo))} ciclo (primero los de ciclo más avanzado).`;
  return afinidad === null
    ? 'Sin afinidad calculada con la oferta (primero los de más afinidad).'
    : `Afinidad con la oferta: ${afinidad} % (primero los de más afinidad).`;
}

/** Whether the applicant has the value an order sorts by. */
function tieneOrden(orden: NonNullable<CriteriosAsistente['orden']>, f: Fila, afinidad: number | null): boolean {
  if (orden === 'experiencia') return Number(f.dias_exp ?? 0) > 0;
  if (orden === 'merito') return MERITO_NOMBRE[Number(f.orden_merito)] !== undefined;
  if (orden === 'ciclo') return f.ciclo !== null && f.ciclo !== undefined;
  return afinidad !== null;
}

function puntuar(f: Fila, c: CriteriosAsistente, palabras: string[], incompleta = false, preferidos: string[] = []) {
  const razones: RazonAsistente[] = [];
  const afinidad = f.afinidad_puesto === null ? null : Number(f.afinidad_puesto);
  const llegada = new Date(f.creado_en).getTime();
  const base = { postulacion_id: Number(f.id), afinidad, llegada };
  let ganado = 0;
  let total = 0;
  let extra = 0;
  const cumple = (criterio: string, peso: number, texto: string) => {
    total += peso;
    ganado += peso;
    razones.push({ criterio, texto, cumple: true });
  };
  const especialidad = c.carreras.length > 0 && soloEspecialidadDe(String(f.claves ?? ''), clavesDeCarreras(c.carreras));
  if (c.carreras.length > 0)
    cumple(
      'carrera',
      PESOS.carrera,
      especialidad
        ? `Carrera: ${f.carrera_actual ?? ''}, una especialidad que lleva el nombre de ${enumerar(c.carreras)} (no se da por cumplida del todo).`
        : `Carrera: ${f.carrera_actual ?? ''} (pide ${enumerar(c.carreras)}).`,
    );
  if (c.niveles.length > 0) cumple('nivel', PESOS.nivel, `Nivel: ${NIVEL_LABELS[f.nivel ?? 0] ?? 'sin indicar'}.`);
  // A CV that says "≤ V" (or "≤ III") is in that cycle or any before it: it meets a range for sure only when the range
  // holds all of them ("hasta el V ciclo"); "de V ciclo", "del III al V" may or may not hold it — listed, below 100 %.
  const cicloIncierto = f.ciclo_cota === true && (c.ciclo_min !== null || c.ciclo_max !== null) && (c.ciclo_min ?? 1) > 1;
  const egresadoSinCiclo = cicloSoloDeEstudiantes(c) && [4, 7, 8].includes(Number(f.nivel));
  if ((c.ciclo_min !== null || c.ciclo_max !== null) && !egresadoSinCiclo)
    cumple(
      'ciclo',
      PESOS.ciclo,
      cicloIncierto
        ? `Su CV dice «${romano(Number(f.ciclo))} o antes»: puede estar en un ciclo anterior (pide ${textoCiclo(c.ciclo_min, c.ciclo_max, c.ciclo_del_final === true, c.ciclo_proporcional === true)}).`
        : `Cursa el ${romano(Number(f.ciclo))} ciclo (pide ${textoCiclo(c.ciclo_min, c.ciclo_max, c.ciclo_del_final === true, c.ciclo_proporcional === true)}).`,
    );
  // Likewise a range ruled out that begins below that bound ("que no estén en los primeros ciclos"): kept, not for sure.
  const xMin = c.excluir?.ciclo_min ?? null;
  const xMax = c.excluir?.ciclo_max ?? null;
  const cicloExcluidoIncierto =
    f.ciclo_cota === true && (xMin !== null || xMax !== null) && (xMin ?? 1) < Number(f.x_ciclo ?? f.ciclo ?? 0);
  if (c.egreso_desde !== null || c.egreso_hasta !== null)
    cumple('egreso', PESOS.egreso, `Egresó en ${f.egreso} (pide ${textoEgreso(c.egreso_desde, c.egreso_hasta)}).`);
  if ((c.ingreso_desde ?? null) !== null || (c.ingreso_hasta ?? null) !== null)
    cumple('ingreso', PESOS.ingreso, `Ingresó en ${f.ingreso} (pide ${textoIngreso(c.ingreso_desde ?? null, c.ingreso_hasta ?? null)}).`);
  if (c.regiones.length > 0 || c.distritos.length > 0) {
    const donde = [...new Set([f.distrito, f.provincia, f.region].filter(Boolean))].join(', ');
    const pedido = enumerar(textoLugares(c, NOMBRES));
    cumple('lugar', PESOS.lugar, `Vive en ${donde} (pide ${pedido}).`);
  }
  // Knowledge and languages weigh as a whole each (every item and group is hard, so all of it is met).
  if (c.conocimientos.length > 0) {
    total += PESOS.conocimientos;
    ganado += PESOS.conocimientos;
    extra += razonesDeLista(f, c.conocimientos, 'k', 'conocimiento', razones);
  }
  if (c.idiomas.length > 0) {
    total += PESOS.idiomas;
    ganado += PESOS.idiomas;
    extra += razonesDeLista(f, c.idiomas, 'i', 'idioma', razones);
  }
  // An area found only in the duties of a job, not in its title, is a weaker sign: listed, never at 100 %.
  const areaEnFunciones = c.experiencia === true && f.exp_area === true && f.exp_puesto !== true;
  // A title that holds only a kindred name of the area asked ("Asistente de logística" for "almacén"): listed, not 100 %.
  const areaAfin = c.experiencia === true && f.exp_puesto === true && f.exp_propio === false;
  // The length asked («al menos 1 año», «hasta 6 meses», «entre 6 meses y 1 año») said with the applicant's own,
  // counted as the filter counts it.
  const pedido = c.experiencia === false ? null : textoLargoPedido(c);
  const duracion = (dias: unknown) => `${textoMeses(mesesDe(Number(dias ?? 0)))} (pide ${pedido ?? ''})`;
  if (c.experiencia === true) {
    cumple(
      'experiencia',
      PESOS.experiencia,
      c.experiencia_en.length === 0
        ? pedido !== null
          ? `Experiencia laboral: ${duracion(f.dias_exp)}.`
          : 'Tiene experiencia laboral.'
        : areaEnFunciones
          ? `Sus funciones mencionan ${enumerar(c.experiencia_en, c.experiencia_en_todas ? 'y' : 'o')}, no el nombre de su puesto.${pedido !== null ? ` Suma ${duracion(f.dias_area ?? f.dias_exp)}.` : ''}`
          : areaAfin
            ? `Su puesto es de un área afín a ${enumerar(c.experiencia_en, c.experiencia_en_todas ? 'y' : 'o')}, no la nombra.${pedido !== null ? ` Suma ${duracion(f.dias_area ?? f.dias_exp)}.` : ''}`
            : pedido !== null
              ? `Experiencia laboral en ${enumerar(c.experiencia_en, c.experiencia_en_todas ? 'y' : 'o')}: ${duracion(f.dias_area ?? f.dias_exp)}.`
              : `Tiene experiencia laboral en ${enumerar(c.experiencia_en, c.experiencia_en_todas ? 'y' : 'o')}.`,
    );
  }
  if (c.experiencia === false) cumple('experiencia', PESOS.experiencia, 'No registra experiencia laboral (pide sin experiencia).');
  // A maximum alone: those without any job meet it.
  if (c.experiencia === null && pedido !== null)
    cumple(
      'experiencia',
      PESOS.experiencia,
      Number(f.dias_exp ?? 0) > 0 ? `Experiencia laboral: ${duracion(f.dias_exp)}.` : `No registra experiencia laboral (pide ${pedido}).`,
    );
  if (c.orden_merito)
    cumple(
      'orden_merito',
      PESOS.orden_merito,
      `Orden de mérito: ${MERITO_NOMBRE[f.orden_merito] ?? ''} (pide ${MERITO_TEXTO[c.orden_merito]}).`,
    );
  const instituciones = c.instituciones ?? [];
  if (instituciones.length > 0)
    cumple(
      'institucion',
      PESOS.institucion,
      `Estudia o estudió en ${String(f.inst_nombre ?? '') || 'la institución pedida'} (pide ${enumerar(instituciones)}).`,
    );
  if (c.licencia === true) cumple('licencia', PESOS.licencia, 'Tiene licencia de conducir.');
  if (c.licencia === false) cumple('licencia', PESOS.licencia, 'No registra licencia de conducir (pide sin licencia).');
  if ((c.estados ?? []).length > 0)
    cumple(
      'estado',
      PESOS.estado,
      `Decisión: ${ESTADO_TEXTO[Number(f.estado)] ?? 'sin decisión'} (pide ${enumerar((c.estados ?? []).map((e) => ESTADO_TEXTO[e] ?? String(e)))}).`,
    );
  const excluidos = c.excluir_estados ?? [];
  if (excluidos.length > 0)
    cumple(
      'estado',
      PESOS.estado,
      `Decisión: ${ESTADO_TEXTO[Number(f.estado)] ?? 'sin decisión'} (pide que no ${enumerar(
        excluidos.map((e) => ESTADO_NEGADO[e] ?? `estén ${ESTADO_TEXTO[e] ?? e}`),
        'ni',
      )}).`,
    );
  if (typeof c.revisado === 'boolean')
    cumple('revisado', PESOS.revisado, Number(f.revisado) === 1 ? 'Ya lo revisaste (leído).' : 'Aún no lo revisas (sin leer).');
  if (excluyeAlgo(c))
    cumple(
      'excluir',
      PESOS.excluir,
      f.x_exp === true
        ? `Su experiencia es de un área afín a ${enumerar(c.excluir?.experiencia_en ?? [])} o la menciona solo en sus funciones, no en el nombre de su puesto: no se excluye, pero no es seguro (${textoExclusiones(c.excluir ?? {}, NOMBRES).join('; ')}).`
        : `No cumple nada de lo excluido (${textoExclusiones(c.excluir ?? {}, NOMBRES).join('; ')}).`,
    );
  let encontradas = 0;
  palabras.forEach((p, i) => {
    const si = f[`w${i}`] === true;
    if (si) encontradas++;
    razones.push({
      criterio: 'palabra_clave',
      texto: si ? `Su CV menciona «${p}» (se considera, no se exige).` : `Su CV no menciona «${p}» (se considera, no se exige).`,
      cumple: si,
    });
  });
  // Preferences: soft, like keywords (they order, never leave out, never make 100 %).
  preferidos.forEach((t, i) => {
    const si = f[`pref${i}`] === true;
    if (si) encontradas++;
    razones.push({
      criterio: 'preferencia',
      texto: si ? `Cumple lo preferido: ${t} (se considera, no se exige).` : `No cumple lo preferido: ${t} (se considera, no se exige).`,
      cumple: si,
    });
  });
  // Full-text ranks: the position weighs more than the duties (a "Registro de compras y ventas" is not a sales job).
  extra += Number(f.rango ?? 0) + Number(f.exp_rango ?? 0);
  // An excluded experience area found in the duties only: kept, but not for sure outside it.
  const dudosa = f.x_exp === true;
  const medida = {
    ganado,
    total,
    palabras: palabras.length + preferidos.length,
    preferencias: preferidos.length,
    encontradas,
  };
  const debil = especialidad || areaEnFunciones || areaAfin || cicloIncierto || cicloExcluidoIncierto || dudosa;
  const puntaje = puntajeFinal({ ...medida, blanda: debil || incompleta });
  // With part of the request set aside everyone who meets the rest shows 99 %, as does a weaker match (a specialty, an
  // area found in the duties only): the score the request would give without the part set aside keeps the sure ones first.
  const certeza = incompleta ? puntajeFinal({ ...medida, blanda: debil }) : puntaje;
  const orden =
    c.orden === 'experiencia'
      ? Number(f.dias_exp ?? 0)
      : c.orden === 'ciclo'
        ? Number(f.ciclo ?? 0)
        : c.orden === 'afinidad'
          ? Number(afinidad ?? -1)
          : c.orden === 'merito'
            ? // The first place (1) first; no merit place (0 or none) last.
              Number(f.orden_merito) >= 1
              ? 100 - Number(f.orden_merito)
              : 0
            : 0;
  // The order asked is said with the value the list is ordered by. Only an order asked ("los 5 con más experiencia"):
  // nothing else to meet, and the order is the ranking's own, so everyone listed meets what was understood (100 %).
  // Someone with nothing to order by (no experience, no cycle, no merit place, no affinity) does not meet «los 5 con más
  // experiencia»: listed last, without a tick, at half (shown at 100 %, the recruiter read them as among the most
  // experienced).
  const conValor = c.orden ? tieneOrden(c.orden, f, afinidad) : true;
  if (c.orden) razones.push({ criterio: 'orden', texto: textoOrden(c.orden, f, afinidad), cumple: conValor });
  if (total === 0 && palabras.length + preferidos.length === 0 && c.orden) {
    const sinValor = SIN_VALOR_PARA_ORDENAR;
    return {
      ...base,
      puntaje: conValor ? (incompleta ? 99 : 100) : sinValor,
      certeza: conValor ? 100 : sinValor,
      extra,
      razones,
      orden,
      encontradas,
    };
  }
  return { ...base, puntaje, certeza, extra, razones, orden, encontradas };
}
