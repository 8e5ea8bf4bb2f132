/**
 * The built-in provider of the applicant assistant (docs/assistant-ranking.md): a Spanish parser that
 * needs nothing outside the database. `interpretar` turns a request into CriteriosAsistente; `normalizar` maps what
 * an external model returned onto the same reference vocabulary (unknown careers, places and languages dropped, a place's region kept only when the place lies in it,
 * unknown knowledge kept as keywords, numbers bounded, groups of alternatives renumbered); `describirConsulta` says the criteria back in Spanish.
 *
 * Units of the criteria: ciclo_min/ciclo_max are academic cycle numbers (8 = VIII); niveles are the level codes
 * (3 technical student, 4 technical graduate, 6 university student, 7 university graduate, 8 bachelor).
 */
import {
  ASISTENTE_LIMITE_MAX,
  pideRequisito,
  type CriteriosAsistente,
  type IgnoradoAsistente,
  type ItemConNivel,
  type LugarPedido,
} from '@practiperu/shared/asistente';
import { NIVELES, type Nivel } from '@practiperu/shared/cv';
import { toClave } from '@practiperu/shared/text';
import type { DbOrTx } from '../../../db/client.ts';
import { criteriosVacios, interpretarTexto, mismoLugar, numerarGrupos, sinProtegidos } from './parser.ts';
import type { RegionesDe } from './describir.ts';
import { vocabulario, type Vocabulario } from './vocabulario.ts';

export { describirConsulta, lugaresAmbiguos, NADIE_AL_100, type RegionesDe } from './describir.ts';
export { criteriosVacios, pideTodos } from './parser.ts';

export interface InterpreteIntegrado {
  /** `contexto.id_region`: the offer's region (0 or absent: unknown), for usual names that mean another institution there. */
  interpretar(prompt: string, contexto?: { id_region?: number | null }): Promise<CriteriosAsistente>;
  /** `id_region`: the offer's region, for the usual names that mean another institution there. */
  normalizar(c: CriteriosAsistente, id_region?: number): Promise<CriteriosAsistente>;
  /** The request an external model may receive: protected traits and a birthplace cut, said back as refused. */
  sinProtegidos(prompt: string): Promise<{ texto: string; ignorados: IgnoradoAsistente[] }>;
}

const NIVELES_VALIDOS = new Set([3, 4, 6, 7, 8]);
const MERITOS = new Set(['primero', 'decimo', 'quinto', 'tercio', 'medio']);

const texto = (x: unknown, max: number): string | null => {
  if (typeof x !== 'string') return null;
  const t = x.replace(/\s+/g, ' ').trim();
  return t && t.length <= max ? t : null;
};
const entero = (x: unknown, min: number, max: number): number | null => {
  const n = typeof x === 'string' && x.trim() !== '' ? Number(x) : x;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : null;
};
const lista = (x: unknown): unknown[] => (Array.isArray(x) ? x.slice(0, 30) : []);

function nivelDe(x: unknown): Nivel | null {
  if (typeof x !== 'string') return null;
  const k = toClave(x);
  return NIVELES.find((n) => toClave(n) === k) ?? null;
}

/** What a name means in the vocabulary: itself when it is a reference name, else what the parser reads in it. */
function resolver(v: Vocabulario, nombre: string, now: Date, region?: number) {
  return interpretarTexto(nombre, v, now, region);
}

/**
 * An institution's name as a model returns it: a reference name as it is; a usual name read as the built-in parser
 * reads it on the offer's region («Católica» on an Arequipa offer is the Católica de Santa María).
 */
function institucionesDe(v: Vocabulario, nombre: string, now: Date, region?: number): string[] {
  const directo = v.instituciones.get(toClave(nombre));
  const esReferencia = directo?.some((n) => toClave(n) === toClave(nombre)) ?? false;
  if (region && !esReferencia) {
    // Read as the recruiter would have written it («la Católica»), in the offer's region.
    const leidas = resolver(v, `la ${nombre.replace(/^la\s+/i, '')}`, now, region).instituciones ?? [];
    if (leidas.length > 0) return leidas;
  }
  return directo ?? resolver(v, nombre, now).instituciones ?? [];
}

function normalizarCon(v: Vocabulario, raw: CriteriosAsistente, now: Date, anidado = false, region?: number): CriteriosAsistente {
  const r = (raw ?? {}) as Partial<Record<keyof CriteriosAsistente, unknown>>;
  const c = criteriosVacios();
  const agregar = <T>(arr: T[], item: T, igual: (a: T) => boolean) => {
    if (!arr.some(igual)) arr.push(item);
  };

  for (const x of lista(r.carreras)) {
    const nombre = texto(x, 200);
    if (!nombre) continue;
    const directo = v.carreras.get(toClave(nombre));
    if (directo) agregar(c.carreras, directo, (a) => a === directo);
    else for (const k of resolver(v, nombre, now).carreras) agregar(c.carreras, k, (a) => a === k);
  }
  for (const x of lista(r.niveles)) {
    const n = entero(x, 0, 99);
    if (n !== null && NIVELES_VALIDOS.has(n)) agregar(c.niveles, n, (a) => a === n);
  }
  c.niveles.sort((a, b) => a - b);
  c.ciclo_min = entero(r.ciclo_min, 1, 12);
  c.ciclo_max = entero(r.ciclo_max, 1, 12);
  if (c.ciclo_min !== null && c.ciclo_max !== null && c.ciclo_min > c.ciclo_max) [c.ciclo_min, c.ciclo_max] = [c.ciclo_max, c.ciclo_min];
  if (r.ciclo_del_final === true && (c.ciclo_min !== null || c.ciclo_max !== null)) c.ciclo_del_final = true;
  else if (r.ciclo_proporcional === true && (c.ciclo_min !== null || c.ciclo_max !== null)) c.ciclo_proporcional = true;
  c.egreso_desde = entero(r.egreso_desde, 1950, 2100);
  c.egreso_hasta = entero(r.egreso_hasta, 1950, 2100);
  if (c.egreso_desde !== null && c.egreso_hasta !== null && c.egreso_desde > c.egreso_hasta)
    [c.egreso_desde, c.egreso_hasta] = [c.egreso_hasta, c.egreso_desde];
  // The year studies began, when a model gives it.
  const ingresoDesde = entero(r.ingreso_desde, 1950, 2100);
  const ingresoHasta = entero(r.ingreso_hasta, 1950, 2100);
  if (ingresoDesde !== null || ingresoHasta !== null) {
    c.ingreso_desde = ingresoDesde !== null && ingresoHasta !== null ? Math.min(ingresoDesde, ingresoHasta) : ingresoDesde;
    c.ingreso_hasta = ingresoDesde !== null && ingresoHasta !== null ? Math.max(ingresoDesde, ingresoHasta) : ingresoHasta;
  }
  for (const x of lista(r.regiones)) {
    const id = entero(x, 1, 25);
    if (id !== null && v.regiones.has(id)) agregar(c.regiones, id, (a) => a === id);
  }
  // A place is a name (anywhere in Peru) or { nombre, id_region } (that region's place of that name). A region the
  // place does not lie in is dropped (the name alone is kept: the wider search); a region's own name is the region.
  for (const x of lista(r.distritos)) {
    const item = (x ?? {}) as { nombre?: unknown; id_region?: unknown };
    const nombre = texto(typeof x === 'string' ? x : item.nombre, 100);
    if (!nombre) continue;
    const k = toClave(nombre);
    const region = [...v.regiones].find(([, n]) => toClave(n) === k);
    const lugar = v.lugares.get(k);
    const id = typeof x === 'string' ? null : entero(item.id_region, 1, 25);
    if (lugar) {
      const lugarEn = id !== null && v.regionesDeLugar.get(toClave(lugar.nombre))?.has(id);
      const pedido: LugarPedido = lugarEn ? { nombre: lugar.nombre, id_region: id } : lugar.nombre;
      agregar(c.distritos, pedido, (a) => mismoLugar(a, pedido));
    } else if (region) agregar(c.regiones, region[0], (a) => a === region[0]);
  }
  c.regiones.sort((a, b) => a - b);
  // A group of alternatives (ItemConNivel.grupo) is kept when it is a whole number; other values are dropped (the
  // item is then required), and a group left with one member is no group (numerarGrupos).
  const conGrupo = (item: ItemConNivel, grupo: unknown): ItemConNivel => {
    const g = entero(grupo, 1, 99);
    return g === null ? item : { ...item, grupo: g };
  };
  for (const x of lista(r.conocimientos)) {
    const item = (x ?? {}) as { nombre?: unknown; nivel?: unknown; grupo?: unknown };
    const nombre = texto(typeof x === 'string' ? x : item.nombre, 100);
    if (!nombre) continue;
    const nivel = nivelDe(item.nivel);
    const directo = v.conocimientos.get(toClave(nombre));
    const nombres = directo ? [directo] : resolver(v, nombre, now).conocimientos.map((k) => k.nombre);
    if (nombres.length === 0) {
      agregar(c.palabras_clave, nombre, (a) => toClave(a) === toClave(nombre));
      continue;
    }
    for (const n of nombres) agregar(c.conocimientos, conGrupo({ nombre: n, nivel }, item.grupo), (a) => a.nombre === n);
  }
  for (const x of lista(r.idiomas)) {
    const item = (x ?? {}) as { nombre?: unknown; nivel?: unknown; grupo?: unknown };
    const nombre = texto(typeof x === 'string' ? x : item.nombre, 60);
    if (!nombre) continue;
    const directo = v.idiomas.get(toClave(nombre)) ?? resolver(v, nombre, now).idiomas[0]?.nombre;
    if (directo) agregar(c.idiomas, conGrupo({ nombre: directo, nivel: nivelDe(item.nivel) }, item.grupo), (a) => a.nombre === directo);
  }
  c.conocimientos = numerarGrupos(c.conocimientos);
  c.idiomas = numerarGrupos(c.idiomas);
  c.experiencia = typeof r.experiencia === 'boolean' ? r.experiencia : null;
  for (const x of lista(r.experiencia_en).slice(0, 5)) {
    const area = texto(x, 60);
    if (area) agregar(c.experiencia_en, area, (a) => toClave(a) === toClave(area));
  }
  if (c.experiencia_en.length > 0 && c.experiencia === null) c.experiencia = true;
  if (r.experiencia_en_todas === true && c.experiencia_en.length > 1) c.experiencia_en_todas = true;
  // A least length (whole months, 1 or more) asks for experience; beside «sin experiencia» it means nothing.
  const meses = (r as { experiencia_meses_min?: unknown }).experiencia_meses_min;
  if (typeof meses === 'number' && Number.isInteger(meses) && meses >= 1 && meses <= 600 && c.experiencia !== false) {
    c.experiencia = true;
    c.experiencia_meses_min = meses;
  }
  // A most length: beside «sin experiencia», or below the least, it means nothing.
  const maximo = (r as { experiencia_meses_max?: unknown }).experiencia_meses_max;
  if (
    typeof maximo === 'number' &&
    Number.isInteger(maximo) &&
    maximo >= 1 &&
    maximo <= 600 &&
    c.experiencia !== false &&
    maximo >= (c.experiencia_meses_min ?? 0)
  )
    c.experiencia_meses_max = maximo;
  if (c.experiencia === false) c.experiencia_en = [];
  c.orden_merito =
    typeof r.orden_merito === 'string' && MERITOS.has(r.orden_merito) ? (r.orden_merito as CriteriosAsistente['orden_merito']) : null;
  for (const x of lista(r.palabras_clave)) {
    const p = texto(x, 40);
    if (p) agregar(c.palabras_clave, p, (a) => toClave(a) === toClave(p));
  }
  c.palabras_clave = c.palabras_clave.slice(0, 10);
  // "los 3 mejores" and "que no estén descartados" (1) or finalists (3), when a model gives them.
  const limite = entero(r.limite, 1, ASISTENTE_LIMITE_MAX);
  if (limite !== null) c.limite = limite;
  // Institutions by a reference name or a usual name ("UNI"); the licence; the order asked.
  for (const x of lista(r.instituciones)) {
    const nombre = texto(x, 200);
    const nombres = nombre ? institucionesDe(v, nombre, now, region) : [];
    for (const n of nombres) agregar((c.instituciones ??= []), n, (a) => a === n);
  }
  if (typeof r.licencia === 'boolean') c.licencia = r.licencia;
  if (r.orden === 'experiencia' || r.orden === 'ciclo' || r.orden === 'afinidad' || r.orden === 'merito') c.orden = r.orden;
  // What the model says is excluded, and what it says is preferred (soft): the same mapping, each kind kept only when
  // something of it is known; a merit order preferred ("primero los del quinto superior") too.
  const conjunto = (y: unknown): NonNullable<CriteriosAsistente['excluir']> | null => {
    if (!y || typeof y !== 'object' || Array.isArray(y) || anidado) return null;
    const x = normalizarCon(v, { ...criteriosVacios(), ...(y as object) } as CriteriosAsistente, now, true, region);
    const out: NonNullable<CriteriosAsistente['excluir']> = {};
    if (x.carreras.length > 0) out.carreras = x.carreras;
    if (x.niveles.length > 0) out.niveles = x.niveles;
    if (x.regiones.length > 0) out.regiones = x.regiones;
    if (x.distritos.length > 0) out.distritos = x.distritos;
    if (x.conocimientos.length > 0) out.conocimientos = x.conocimientos.map(({ nombre, nivel }) => ({ nombre, nivel }));
    if (x.idiomas.length > 0) out.idiomas = x.idiomas.map(({ nombre, nivel }) => ({ nombre, nivel }));
    if ((x.instituciones ?? []).length > 0) out.instituciones = x.instituciones;
    if (x.experiencia_en.length > 0) out.experiencia_en = x.experiencia_en;
    return Object.keys(out).length > 0 ? out : null;
  };
  const fuera = conjunto(r.excluir);
  if (fuera) c.excluir = fuera;
  const preferido = conjunto(r.preferir) ?? {};
  const meritoPreferido = (r.preferir as { orden_merito?: unknown } | undefined)?.orden_merito;
  if (!anidado && typeof meritoPreferido === 'string' && MERITOS.has(meritoPreferido))
    preferido.orden_merito = meritoPreferido as CriteriosAsistente['orden_merito'];
  // A merit asked both ways is a preference: the request said it orders.
  if (preferido.orden_merito && c.orden_merito === preferido.orden_merito) c.orden_merito = null;
  // Experience and the read state preferred ("de preferencia con experiencia", "primero los no leídos"): soft.
  const pr = (anidado ? {} : (r.preferir ?? {})) as { experiencia?: unknown; licencia?: unknown; revisado?: unknown };
  if (typeof pr.experiencia === 'boolean') preferido.experiencia = pr.experiencia;
  if (typeof pr.licencia === 'boolean') preferido.licencia = pr.licencia;
  if (typeof pr.revisado === 'boolean') preferido.revisado = pr.revisado;
  if (Object.keys(preferido).length > 0) c.preferir = preferido;
  const evitado = conjunto(r.evitar);
  if (evitado) c.evitar = evitado;
  if (typeof r.revisado === 'boolean') c.revisado = r.revisado;
  if (typeof preferido.revisado === 'boolean' && c.revisado === preferido.revisado) delete c.revisado;
  if (typeof preferido.experiencia === 'boolean' && c.experiencia === preferido.experiencia && c.experiencia_en.length === 0)
    c.experiencia = null;
  const excluir = [...new Set(lista(r.excluir_estados).map((x) => entero(x, 1, 3)))].filter((x): x is number => x === 1 || x === 3);
  if (excluir.length > 0) c.excluir_estados = excluir.sort((a, b) => a - b);
  return c;
}

/**
 * The regions each place name lies in, read from the vocabulary (loaded once per database, so no query per request):
 * what describirConsulta and lugaresAmbiguos need to tell an ambiguous plain name.
 */
export async function regionesDeLugares(db: DbOrTx): Promise<RegionesDe> {
  const v = await vocabulario(db);
  return (nombre) => [...(v.regionesDeLugar.get(toClave(nombre)) ?? [])].sort((a, b) => a - b);
}

/** «dos cosas:», «necesito dos perfiles:»: a heading that announces the groups, no criterion. */
const ANUNCIA_GRUPOS =
  /^\s*(?:(?:necesito|quiero|busco|buscamos|necesitamos|son|tenemos|hay)\s+)?(?:dos|2|tres|3)\s+(?:cosas|grupos|perfiles|b[uú]squedas|pedidos|encargos|vacantes|plazas|puestos)(?:\s+en\s+un[oa])?\s*:\s*/iu;
/** «una para un ingeniero de Arequipa … y otra para un técnico de Lima»: two openings, each its own request. */
const UNA_PARA = /(?<![\p{L}])un[ao]?\s+(?:vacante\s+|plaza\s+|puesto\s+)?para\s+/iu;
const OTRA_PARA = /\s*,?\s*y\s+otr[oa]\s+(?:vacante\s+|plaza\s+|puesto\s+)?para\s+/iu;
/** A decision that opens a group («los finalistas de…», «los que están en proceso de…»). */
const DECISION = '(?:que\\s+(?:est[aá]n|siguen)\\s+en\\s+proceso|finalistas|descartad[oa]s|seleccionad[oa]s|en\\s+proceso)';
const APARTE = /\s*,?\s*y\s*,?\s*aparte\s*,?\s*/iu;
/** Whether a request names who the people are (a career, a level, a place, an institution), not only what they know. */
const nombraPersonas = (c: CriteriosAsistente) =>
  c.carreras.length > 0 ||
  c.niveles.length > 0 ||
  c.regiones.length > 0 ||
  c.distritos.length > 0 ||
  (c.instituciones?.length ?? 0) > 0 ||
  (c.estados?.length ?? 0) > 0;
/**
 * Where a message asks for a second group of people (each a request of its own): «…, y por otro lado, …», «… y
 * aparte …», «… por separado …», «… y también técnicos en…» (a new subject after it), «los finalistas de X y los
 * descartados de Y» (a decision each). Not «excepto los finalistas de Lima y los descartados» (one list left out).
 */
const SEPARA_GRUPOS: RegExp[] = [
  /\s*,?\s*(?:y\s*,?\s*)?por\s+otro\s+lado\s*,?\s*/iu,
  /\s*,?\s*(?:y\s+)?por\s+separado\s*,?\s*/iu,
  APARTE,
  /\s*,?\s*aparte\s+de\s+eso\s*,?\s*/iu,
  /\s*,?\s*y\s+tambi[eé]n\s*,?\s*(?=(?:a\s+)?(?:t[eé]cnicos|estudiantes|egresad[oa]s|bachilleres|alumn[oa]s|practicantes|ingenier[oa]s|contador[ea]s|administrador[ea]s|abogad[oa]s)\s)/iu,
  new RegExp(`\\s*,?\\s+y\\s+(?=(?:a\\s+)?(?:los|las)\\s+${DECISION}\\b)`, 'iu'),
];
const UN_LADO = /(?<![\p{L}])por\s+un\s+lado\s*,?/iu;
const POR_OTRO = /(?<![\p{L}])por\s+(?:el\s+)?otro(?:\s+lado)?(?![\p{L}])/iu;
/** Words that leave people out: before the groups of decisions, one list is left out, not two asked. */
const NIEGA_ANTES =
  /(?<![\p{L}])(?:no|ni|sin|excepto|menos|salvo|fuera|quit\p{L}*|sac\p{L}*|elimin\p{L}*|exclu\p{L}*|omit\p{L}*|descart(?:a|e|en|ar|ando|ame|alos|ándolos))(?![\p{L}])/iu;

/**
 * The request as groups, when it asks for two (each read on its own, `grupos` holding the second), or null. Each part
 * must ask for something and neither be off topic; the second's refused traits are said with the first's.
 */
function enGrupos(prompt: string, leer: (texto: string) => CriteriosAsistente): CriteriosAsistente | null {
  let texto = prompt.replace(ANUNCIA_GRUPOS, '');
  const una = UNA_PARA.exec(texto);
  const otra = OTRA_PARA.exec(texto);
  if (una && otra && una.index < otra.index) texto = texto.replace(OTRA_PARA, ' por otro lado ').replace(UNA_PARA, ' ');
  // «por un lado a los finalistas de Lima y por otro a los que están en proceso en Arequipa»: «por un lado» opens the
  // first group, «por otro» the second, when the second says everything the first does (each its own decision, place…);
  // one that leaves part unsaid («… y por otro los de Tacna»: finalists too?) is said back.
  const otro = POR_OTRO.exec(texto);
  if (UN_LADO.test(texto) && otro) {
    const [a, b] = [leer(texto.slice(0, otro.index).replace(UN_LADO, ' ')), leer(texto.slice(otro.index + otro[0].length))];
    const completo =
      [...ademasDeLaCarrera(a).keys()].every((k) => ademasDeLaCarrera(b).has(k)) && (a.carreras.length === 0) === (b.carreras.length === 0);
    if (completo) texto = texto.replace(UN_LADO, ' ').replace(POR_OTRO, ' por otro lado ');
  }
  for (const [n, re] of SEPARA_GRUPOS.entries()) {
    const m = re.exec(texto);
    if (!m || m.index === 0) continue;
    const a = texto.slice(0, m.index);
    const b = texto.slice(m.index + m[0].length);
    if (!b.trim()) continue;
    // A decision for each group: the first must name one too, and no negation before (one list left out).
    if (n === SEPARA_GRUPOS.length - 1 && (!new RegExp(`(?:^|\\s)(?:los|las)\\s+${DECISION}`, 'iu').test(a) || NIEGA_ANTES.test(a)))
      continue;
    const [ca, cb] = [leer(a), leer(b)];
    const util = (c: CriteriosAsistente) => pideRequisito(c) && !c.fuera_de_tema && !c.sobre_plataforma;
    if (!util(ca) || !util(cb)) continue;
    // «… que sepan Python y, aparte, Git o Docker»: «aparte» before knowledge alone adds it («además»); a second group
    // names people (a career, a level, a place, an institution, or «los que…»).
    if (re === APARTE && !nombraPersonas(cb) && !/^\s*(?:a\s+)?(?:los|las|aquellos|aquellas|quienes)\b/iu.test(b)) continue;
    return unirGrupos(ca, cb);
  }
  return dosGruposConO(texto, leer);
}

function unirGrupos(ca: CriteriosAsistente, cb: CriteriosAsistente): CriteriosAsistente {
  const rasgos = (cb.ignorados ?? []).filter((x) => x.motivo === 'protegido');
  const ignorados = [...(ca.ignorados ?? []), ...rasgos.filter((x) => !(ca.ignorados ?? []).some((y) => y.texto === x.texto))];
  return { ...ca, ...(ignorados.length > 0 && { ignorados }), grupos: [cb] };
}

/** What a group asks besides its career (cycle, place, level…), each kind with its value. */
function ademasDeLaCarrera(c: CriteriosAsistente): Map<string, string> {
  const { carreras: _c, ignorados: _i, palabras_clave: _p, solo_palabras: _s, ...resto } = c;
  const vacio = (x: unknown) => x === null || x === undefined || x === false || (Array.isArray(x) && x.length === 0);
  return new Map(Object.entries(resto).flatMap(([k, x]) => (vacio(x) ? [] : [[k, JSON.stringify(x)] as [string, string]])));
}

/**
 * «industriales del octavo ciclo o administración del noveno», «contadores de Lima o administradores de Arequipa»: a
 * bare «o» between two careers, each asking the same kind of criterion with another value, joins two groups (read as
 * one, each career met the other's cycle or place too). A cycle said once («… del octavo ciclo o … del noveno») is the other's
 * word too. Not after a negation (one list left out).
 */
function dosGruposConO(texto: string, leer: (texto: string) => CriteriosAsistente): CriteriosAsistente | null {
  for (const m of texto.matchAll(/\s*,?\s+[ou]\s+/giu)) {
    const a = texto.slice(0, m.index);
    let b = texto.slice(m.index + m[0].length);
    if (NIEGA_ANTES.test(a) || NIEGA_ANTES.test(b)) return null;
    // A clause after the second group's own words («…, de Piura o Lambayeque, que tengan brevete») is of both.
    const corte = /,|\bque\b/iu.exec(b);
    const cola = corte ? b.slice(corte.index) : '';
    if (corte) b = b.slice(0, corte.index);
    const ciclo = /\b(ciclo|semestre)\b/iu.exec(a);
    if (ciclo && !/\b(ciclo|semestre|a[nñ]o)\b/iu.test(b)) b = b.replace(/(\S)\s*$/u, `$1 ${ciclo[1]}`);
    // The second group opens with its career («o administración del noveno», «o egresados de economía»), not with
    // another place of the first («… de Junín o de Lima que ya hayan grabado…»).
    if (leer(b.split(/\s+/u).slice(0, 3).join(' ')).carreras.length === 0) continue;
    const [ca, cb] = [leer(a), leer(b)];
    const util = (c: CriteriosAsistente) => pideRequisito(c) && !c.fuera_de_tema && !c.sobre_plataforma && c.carreras.length > 0;
    if (!util(ca) || !util(cb) || ca.carreras.some((x) => cb.carreras.includes(x))) continue;
    // The same kind of criterion asked of each with another value («de Lima o … de Arequipa»); a clause said once at
    // the end («… o de civil que vivan en Arequipa») or once at the start («estudiantes de … o …») is of both.
    const [oa, ob] = [ademasDeLaCarrera(ca), ademasDeLaCarrera(cb)];
    // Levels differ only as students and graduates do (a university and a technical career's students are one ask).
    const ajenos = !ca.niveles.some((n) => cb.niveles.includes(n));
    if (![...oa].some(([k, x]) => ob.has(k) && ob.get(k) !== x && (k !== 'niveles' || ajenos))) continue;
    return cola ? unirGrupos(leer(`${a} ${cola}`), leer(`${b} ${cola}`)) : unirGrupos(ca, cb);
  }
  return null;
}

/** The built-in interpreter over a database's vocabulary; `now` fixes "los últimos 2 años" in tests. */
export function crearInterpreteIntegrado(db: DbOrTx, opts: { now?: () => Date } = {}): InterpreteIntegrado {
  const now = opts.now ?? (() => new Date());
  return {
    async interpretar(prompt, contexto) {
      const v = await vocabulario(db);
      const texto = prompt.slice(0, 2000);
      const leer = (t: string) => interpretarTexto(t, v, now(), contexto?.id_region);
      return enGrupos(texto, leer) ?? leer(texto);
    },
    async normalizar(c, id_region) {
      const v = await vocabulario(db);
      return normalizarCon(v, c, now(), false, id_region || undefined);
    },
    async sinProtegidos(prompt) {
      return sinProtegidos(prompt.slice(0, 2000), await vocabulario(db));
    },
  };
}
