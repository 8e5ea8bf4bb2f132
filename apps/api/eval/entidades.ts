/**
 * The entity-level spelling sweep (docs/assistant-ranking.md "Sixteenth round"): instead of re-spelling whole
 * development requests (variantes.ts), every NAME the parser knows that applicants of the evaluation pool hold — a
 * career, a university or institute by its name or usual acronym, a region, province or district and their usual
 * names, a knowledge item and its short names, a language, a language level, a study level — and every function word
 * that turns a criterion (no, ni, sin, excepto, menos, fuera de, salvo; order and count words; decisions on the
 * application; «ciclo», «año», «egresado», «bachiller», «titulado», «de preferencia») is misspelt by the rules of
 * Peruvian spelling (k/qu/c, s/z/c, v/b, y/ll, a dropped or added h, no accents, ñ as n, lower case, the usual
 * abbreviations) and by one small typo per word (a letter dropped, doubled, swapped with its neighbour or replaced by
 * a neighbouring key), deterministically from a seed. Each misspelling is put in a few request templates and its
 * answer compared with the clean request's:
 *
 * - «otro»: someone at 100 % the clean request does not give 100 % (the name read as another item, or a criterion
 *   dropped or flipped) — what the sweep must never find;
 * - «distinta»: another list, said with confidence;
 * - «dicho»: another list, but more said back as not understood (or nothing searched) — honest;
 * - «igual»: the clean request's list.
 *
 * A misspelling that spells exactly another name the parser knows (UNSA → UNA) is no misspelling: it is left out.
 */
import { toClave } from '@practiperu/shared/text';
import { FAMILIAS_CARRERA, DISTRITOS_NOMBRE_CORTO } from '../src/modules/llm/integrado/datos.ts';
import { clavesDeNombre } from '../src/modules/llm/integrado/texto.ts';
import {
  ALIAS_CONOCIMIENTO,
  ALIAS_LUGAR,
  siglasInstituciones,
  variantesConocimiento,
  type Vocabulario,
} from '../src/modules/llm/integrado/vocabulario.ts';
import { malAl100, type RespuestaAsistente } from './evaluar.ts';
import type { PostulanteEval } from './generador.ts';
import {
  aleatorio,
  comoEn,
  comparar,
  contarErratas,
  hash,
  sinTildes,
  vecinaDe,
  tablaErratas,
  type Comparacion,
  type FilaErratas,
} from './variantes.ts';

export const TIPOS_ENTIDAD = [
  'carrera',
  'institucion',
  'region',
  'provincia',
  'distrito',
  'conocimiento',
  'idioma',
  'nivel_idioma',
  'nivel_estudios',
  'funcion',
] as const;
export type TipoEntidad = (typeof TIPOS_ENTIDAD)[number];

/** A name as a recruiter writes it clean, and the request templates it is tried in ({X} is the name). */
export interface EntidadBarrido {
  tipo: TipoEntidad;
  nombre: string;
  plantillas: string[];
}

/** Request templates per kind of name: asked, asked in another wording, and ruled out. */
export const PLANTILLAS: Record<Exclude<TipoEntidad, 'funcion'>, string[]> = {
  carrera: ['estudiantes de {X}', 'que estudien {X}', 'que no estudien {X}'],
  institucion: ['que estudien en la {X}', 'egresados de la {X}', 'que no sean de la {X}'],
  region: ['postulantes de {X}', 'que vivan en {X}', 'que no sean de {X}'],
  provincia: ['postulantes de {X}', 'que vivan en {X}', 'que no sean de {X}'],
  distrito: ['postulantes de {X}', 'que vivan en {X}', 'que no sean de {X}'],
  conocimiento: ['que sepan {X}', 'con conocimientos de {X}', 'sin {X}'],
  idioma: ['que hablen {X}', 'con {X} avanzado', 'que no hablen {X}'],
  nivel_idioma: ['con inglés {X}', 'que hablen inglés {X}', 'que hablen quechua {X}'],
  nivel_estudios: ['{X} de contabilidad', '{X} que hablen inglés', '{X} de Lima'],
};

/**
 * One template per kind with a second criterion beside the name (`ENTIDADES_PLANTILLAS=combinadas`): a misspelt name
 * must not drop or flip the criterion next to it either.
 */
export const COMBINADAS: Record<Exclude<TipoEntidad, 'funcion'>, string[]> = {
  carrera: ['egresados de {X} de Lima que hablen inglés'],
  institucion: ['egresados de la {X} que sepan Excel'],
  region: ['estudiantes de contabilidad de {X}'],
  provincia: ['estudiantes de contabilidad de {X}'],
  distrito: ['egresados de {X} con inglés avanzado'],
  conocimiento: ['estudiantes de Lima que sepan {X}'],
  idioma: ['egresados de Arequipa que hablen {X}'],
  nivel_idioma: ['estudiantes de derecho con inglés {X}'],
  nivel_estudios: ['{X} de Cusco que sepan Excel'],
};

/**
 * Function words and the clean requests they turn: negation and exclusion words, order and count words, decisions
 * on the application, the cycle and year words, study levels and preferences. The word misspelt is {X}.
 */
export const FUNCIONES: { palabra: string; plantillas: string[] }[] = [
  { palabra: 'no', plantillas: ['que {X} sean de Lima', 'que {X} hablen inglés', 'egresados que {X} sepan Excel'] },
  { palabra: 'ni', plantillas: ['que no sean de Lima {X} de Callao', 'ni de derecho {X} de contabilidad'] },
  { palabra: 'sin', plantillas: ['{X} inglés', 'egresados {X} experiencia', 'estudiantes de derecho {X} Excel'] },
  { palabra: 'excepto', plantillas: ['todos {X} los de Lima', 'estudiantes {X} los de contabilidad'] },
  { palabra: 'menos', plantillas: ['todos {X} los de Lima', 'egresados {X} los de derecho'] },
  { palabra: 'salvo', plantillas: ['todos {X} los de Arequipa'] },
  { palabra: 'fuera', plantillas: ['postulantes {X} de Lima'] },
  { palabra: 'tampoco', plantillas: ['que no sean de Lima y {X} de Callao'] },
  { palabra: 'ninguno', plantillas: ['{X} de Lima'] },
  { palabra: 'primero', plantillas: ['estudiantes de derecho, {X} los que tengan más experiencia'] },
  { palabra: 'mejores', plantillas: ['los 5 {X} de contabilidad'] },
  { palabra: 'experiencia', plantillas: ['ordenados por {X}', 'con {X} en ventas'] },
  { palabra: 'finalistas', plantillas: ['los {X} de derecho', 'que no sean {X}'] },
  { palabra: 'descartados', plantillas: ['que no estén {X}', 'los {X}'] },
  { palabra: 'seleccionados', plantillas: ['los {X} de contabilidad'] },
  { palabra: 'proceso', plantillas: ['los que están en {X}'] },
  { palabra: 'ciclo', plantillas: ['estudiantes de octavo {X}', 'de quinto {X} en adelante', 'de {X} 6 a 8'] },
  { palabra: 'año', plantillas: ['estudiantes de último {X}', 'egresados del último {X}'] },
  { palabra: 'último', plantillas: ['estudiantes de {X} año', 'de los {X}s ciclos'] },
  { palabra: 'egresados', plantillas: ['{X} de contabilidad', '{X} de Arequipa'] },
  { palabra: 'bachilleres', plantillas: ['{X} de derecho', '{X} en economía'] },
  { palabra: 'titulados', plantillas: ['{X} de derecho'] },
  { palabra: 'estudiantes', plantillas: ['{X} de derecho', '{X} de Cusco'] },
  { palabra: 'preferencia', plantillas: ['estudiantes de contabilidad, de {X} con inglés', 'de {X} de Lima'] },
  { palabra: 'técnicos', plantillas: ['{X} de contabilidad'] },
];

export const REGLAS = [
  'k_qu_c',
  's_z_c',
  'v_b',
  'y_ll',
  'h',
  'tildes',
  'enie',
  'minusculas',
  'abreviatura',
  'omitida',
  'doble',
  'cambiada',
  'vecina',
  // Added after the first run (not in its figures): the words of a name run together, two typos in two words.
  'juntas',
  'dos_errores',
] as const;
export type Regla = (typeof REGLAS)[number];

export interface Errata {
  regla: Regla;
  texto: string;
  /** A person still reads the name (a letter changed in a word of four letters or fewer is not counted). */
  legible: boolean;
}

/** The usual abbreviations of the words of names (the full word as written, lower or capitalised). */
const ABREVIATURAS_NOMBRE: [RegExp, string][] = [
  [/\bIngenier[ií]a\b/giu, 'Ing.'],
  [/\bAdministraci[oó]n\b/giu, 'Adm.'],
  [/\bContabilidad\b/giu, 'Conta'],
  [/\bUniversidad\b/giu, 'Univ.'],
  [/\bNacional\b/giu, 'Nac.'],
  [/\bInstituto\b/giu, 'Inst.'],
  [/\bComunicaci[oó]n\b/giu, 'Comunic.'],
  [/\bInform[aá]tica\b/giu, 'Inform.'],
  [/\bComputaci[oó]n\b/giu, 'Comput.'],
  [/\bEconom[ií]a\b/giu, 'Econ.'],
  [/\bPsicolog[ií]a\b/giu, 'Psico'],
  [/\bMarketing\b/giu, 'Mkt'],
  [/\bSan\b(?= \p{Lu})/gu, 'Sn'],
  [/\bSanta\b(?= \p{Lu})/gu, 'Sta'],
  [/\bMicrosoft\b/giu, 'MS'],
  [/\bintermedio\b/giu, 'interm.'],
  [/\bavanzado\b/giu, 'avanz.'],
  [/\begresados\b/giu, 'egres.'],
  [/\bestudiantes\b/giu, 'est.'],
  [/\bbachilleres\b/giu, 'bach.'],
  [/\btitulados\b/giu, 'tit.'],
  [/\bexperiencia\b/giu, 'exp.'],
];

/**
 * The misspellings of one name by every rule that changes it, deterministically from the seed: the sound rules
 * re-spell every letter they apply to; the typo rules change one letter of one word of three letters or more (two
 * for a doubled letter), never the first.
 */
export function erratas(nombre: string, semilla = 1): Errata[] {
  const out: Errata[] = [];
  const vistas = new Set<string>([nombre]);
  const poner = (regla: Regla, texto: string | null, legible = true) => {
    if (texto === null || vistas.has(texto)) return;
    vistas.add(texto);
    out.push({ regla, texto, legible });
  };
  const sust = (re: RegExp, f: (m: string) => string) => nombre.replace(re, f);
  for (const regla of REGLAS) {
    const r = aleatorio(hash(`${semilla}|${regla}|${nombre}`));
    switch (regla) {
      case 'k_qu_c':
        poner(
          regla,
          sust(/qu(?=[eiéí])|c(?=[aouáóú])/giu, (m) => comoEn(m[0]!, 'k')),
        );
        break;
      case 's_z_c': {
        const a = sust(/c(?=[eiéí])|z/giu, (m) => comoEn(m, 's'));
        poner(regla, a !== nombre ? a : nombre.replace(/s(?=\p{L})|(?<=\p{L})s/u, (m) => comoEn(m, 'z')));
        break;
      }
      case 'v_b':
        poner(
          regla,
          sust(/(?<=\p{L})[vb]|[vb](?=\p{L})/giu, (m) => comoEn(m, m.toLowerCase() === 'v' ? 'b' : 'v')),
        );
        break;
      case 'y_ll': {
        const a = sust(/ll/giu, (m) => comoEn(m[0]!, 'y'));
        poner(regla, a !== nombre ? a : sust(/(?<=[aeiouáéíóú])y(?=[aeiouáéíóú])/giu, (m) => comoEn(m, 'll')));
        break;
      }
      case 'h': {
        const a = sust(/\bh(?=\p{L})|(?<=[aeiouáéíóú])h(?=[aeiouáéíóú])/giu, () => '');
        if (a !== nombre) poner(regla, a);
        else {
          const ps = [...nombre.matchAll(/\b[aeiouáéíóú]\p{L}{2,}/giu)];
          const p = ps[Math.floor(r() * ps.length)];
          // «Huniversidad», «hingles»: the h takes the word's capital.
          if (p) {
            const conH = /^\p{Lu}\p{Ll}/u.test(p[0]) ? `H${p[0][0]!.toLowerCase()}${p[0].slice(1)}` : comoEn(p[0][0]!, 'h') + p[0];
            poner(regla, nombre.slice(0, p.index) + conH + nombre.slice(p.index! + p[0].length));
          }
        }
        break;
      }
      case 'tildes':
        poner(regla, sinTildes(nombre));
        break;
      case 'enie':
        poner(
          regla,
          sust(/ñ/giu, (m) => comoEn(m, 'n')),
        );
        break;
      case 'minusculas':
        poner(regla, nombre.toLowerCase());
        break;
      case 'abreviatura':
        poner(
          regla,
          ABREVIATURAS_NOMBRE.reduce((s, [re, a]) => s.replace(re, (m) => (/^\p{Ll}/u.test(m) ? a.toLowerCase() : a)), nombre),
        );
        break;
      case 'omitida':
      case 'doble':
      case 'cambiada':
      case 'vecina': {
        const ps = [...nombre.matchAll(/\p{L}+/gu)].filter((p) => p[0].length >= (regla === 'doble' ? 2 : 3));
        const p = ps[Math.floor(r() * ps.length)];
        if (!p) break;
        const w = p[0];
        const j = 1 + Math.floor(r() * (w.length - 1));
        let nueva = w;
        if (regla === 'omitida') nueva = w.slice(0, j) + w.slice(j + 1);
        else if (regla === 'doble') nueva = w.slice(0, j + 1) + w[j] + w.slice(j + 1);
        else if (regla === 'cambiada') {
          const k = Math.min(j, w.length - 2);
          nueva = w.slice(0, k) + w[k + 1]! + w[k]! + w.slice(k + 2);
        } else {
          const c = vecinaDe(sinTildes(w[j]!.toLowerCase()), r);
          if (c) nueva = w.slice(0, j) + comoEn(w[j]!, c) + w.slice(j + 1);
        }
        if (nueva.toLowerCase() === w.toLowerCase()) break;
        // A doubled letter stays readable in any word; any other typo only in a word of five letters or more.
        poner(regla, nombre.slice(0, p.index) + nueva + nombre.slice(p.index! + w.length), regla === 'doble' || w.length >= 5);
        break;
      }
      case 'juntas':
        // «SanMarcos», «losolivos»: the words of a name of several words typed without their spaces.
        if (/\s/.test(nombre.trim())) poner(regla, nombre.replace(/\s+/g, ''));
        break;
      case 'dos_errores': {
        // A letter dropped in one word of five letters or more and two neighbours swapped in another.
        const ps = [...nombre.matchAll(/\p{L}{5,}/gu)];
        if (ps.length < 2) break;
        const a = Math.floor(r() * ps.length);
        const b = (a + 1 + Math.floor(r() * (ps.length - 1))) % ps.length;
        const [p, q] = a < b ? [ps[a]!, ps[b]!] : [ps[b]!, ps[a]!];
        const j = 1 + Math.floor(r() * (q[0].length - 1));
        const wq = q[0].slice(0, j) + q[0].slice(j + 1);
        const k = 1 + Math.floor(r() * (p[0].length - 2));
        const wp = p[0].slice(0, k) + p[0][k + 1]! + p[0][k]! + p[0].slice(k + 2);
        poner(
          regla,
          nombre.slice(0, p.index) + wp + nombre.slice(p.index! + p[0].length, q.index) + wq + nombre.slice(q.index! + q[0].length),
        );
        break;
      }
    }
  }
  return out;
}

const canon = (s: string) => toClave(s).replace(/^microsoft /, '');

/**
 * The names to sweep: those of the pool's applicants (career, institution, region, province, district, knowledge,
 * language) and every alias the parser's data gives them (acronyms and usual names of institutions, short names of
 * districts and regions, knowledge aliases and names without their brand, career families), each once; plus the
 * language and study levels. Only names someone in `vivos` holds.
 */
export function entidadesDelPool(vivos: PostulanteEval[]): EntidadBarrido[] {
  const out: EntidadBarrido[] = [];
  const vistas = new Set<string>();
  const poner = (tipo: Exclude<TipoEntidad, 'funcion'>, nombre: string) => {
    const k = `${tipo}|${nombre}`;
    if (vistas.has(k) || !nombre.trim()) return;
    vistas.add(k);
    out.push({ tipo, nombre, plantillas: PLANTILLAS[tipo] });
  };
  const carreras = new Set(vivos.map((p) => p.carrera));
  for (const c of carreras) {
    poner('carrera', c);
    for (const familia of FAMILIAS_CARRERA) if (familia.includes(c)) for (const otra of familia) poner('carrera', otra);
  }
  const instituciones = new Map(vivos.map((p) => [p.institucion.nombre, p.institucion]));
  for (const [nombre, i] of instituciones) {
    poner('institucion', nombre);
    if (i.sigla !== nombre) poner('institucion', i.sigla);
    for (const s of siglasInstituciones())
      if (s.instituciones.includes(nombre)) for (const a of s.alias) poner('institucion', a.replace(/^la /, ''));
  }
  for (const region of new Set(vivos.map((p) => p.region))) poner('region', region);
  for (const a of ALIAS_LUGAR)
    if (a.entidad.tipo === 'region' && vivos.some((p) => p.id_region === (a.entidad as { id: number }).id)) poner('region', a.nombre);
  for (const provincia of new Set(vivos.map((p) => p.provincia))) poner('provincia', provincia);
  for (const distrito of new Set(vivos.map((p) => p.distrito))) {
    poner('distrito', distrito);
    for (const d of DISTRITOS_NOMBRE_CORTO) if (d.distrito === distrito) for (const c of d.cortos) poner('distrito', c);
  }
  const conocimientos = new Set(vivos.flatMap((p) => p.conocimientos.map(([n]) => n)));
  const tiene = (nombre: string) => [...conocimientos].some((c) => canon(c) === canon(nombre));
  for (const c of conocimientos) for (const v of variantesConocimiento(c)) poner('conocimiento', v);
  for (const [alias, nombre] of Object.entries(ALIAS_CONOCIMIENTO))
    // The aliases as keys are lower case; a recruiter writes acronyms in capitals.
    if (tiene(nombre)) poner('conocimiento', alias.length <= 4 ? alias.toUpperCase() : alias);
  for (const idioma of new Set(vivos.flatMap((p) => p.idiomas.map(([n]) => n)))) poner('idioma', idioma);
  for (const nivel of ['básico', 'intermedio', 'avanzado']) poner('nivel_idioma', nivel);
  for (const nivel of ['estudiantes', 'egresados', 'bachilleres', 'universitarios', 'técnicos']) poner('nivel_estudios', nivel);
  return out;
}

/** One request of the sweep: a template with a misspelt name, and its clean request. */
export interface PedidoBarrido {
  tipo: TipoEntidad;
  nombre: string;
  regla: Regla;
  legible: boolean;
  limpia: string;
  prompt: string;
}

/**
 * The clean names spelt otherwise that spell exactly another name the parser knows («UNSA» without its S is «UNA»):
 * another item asked, not a misspelling.
 */
export function esOtroNombre(limpio: string, escrito: string, v: Pick<Vocabulario, 'frases'>): boolean {
  const a = clavesDeNombre(limpio).join(' ');
  const b = clavesDeNombre(escrito);
  if (b.join(' ') === a || b.length === 0) return false;
  return (v.frases.get(b[0]!) ?? []).some((f) => f.claves.join(' ') === b.join(' '));
}

/** Every misspelt request of the sweep (the entities' and the function words'), each prompt once. */
export function pedidosBarrido(
  entidades: EntidadBarrido[],
  v: Pick<Vocabulario, 'frases'>,
  opts: { semilla?: number; funciones?: boolean; reglas?: readonly Regla[] } = {},
): { pedidos: PedidoBarrido[]; otrosNombres: number } {
  const pedidos: PedidoBarrido[] = [];
  const vistas = new Set<string>();
  let otrosNombres = 0;
  const todas: { tipo: TipoEntidad; nombre: string; plantillas: string[] }[] = [
    ...entidades,
    ...(opts.funciones === false ? [] : FUNCIONES.map((f) => ({ tipo: 'funcion' as const, nombre: f.palabra, plantillas: f.plantillas }))),
  ];
  for (const e of todas) {
    for (const errata of erratas(e.nombre, opts.semilla)) {
      if (opts.reglas && !opts.reglas.includes(errata.regla)) continue;
      if (e.tipo !== 'funcion' && esOtroNombre(e.nombre, errata.texto, v)) {
        otrosNombres++;
        continue;
      }
      // A function word of two letters typo'd is another word («no» → «ño»): only its sound and doubled spellings.
      if (e.tipo === 'funcion' && e.nombre.length <= 3 && !['doble', 'k_qu_c', 's_z_c', 'v_b', 'h'].includes(errata.regla)) continue;
      for (const plantilla of e.plantillas) {
        const limpia = plantilla.replaceAll('{X}', e.nombre);
        const prompt = plantilla.replaceAll('{X}', errata.texto);
        if (vistas.has(prompt)) continue;
        vistas.add(prompt);
        pedidos.push({ tipo: e.tipo, nombre: e.nombre, regla: errata.regla, legible: errata.legible, limpia, prompt });
      }
    }
  }
  return { pedidos, otrosNombres };
}

export interface MedidaBarrido extends PedidoBarrido {
  /** 'otro': someone at 100 % the clean request does not give 100 %. */
  resultado: 'otro' | Comparacion;
  mal100: number;
  consulta_texto: string;
  limpia_texto: string;
}

/** A clean request the parser does not read whole (something said back, or nothing searched): its variants are not asked. */
export interface LimpiaNoLeida {
  tipo: TipoEntidad;
  limpia: string;
  consulta_texto: string;
}

/** Asks every clean request once and every misspelt one, and compares them. */
export async function medirBarrido(
  pedidos: PedidoBarrido[],
  preguntar: (prompt: string) => Promise<RespuestaAsistente>,
): Promise<{ medidas: MedidaBarrido[]; limpiasNoLeidas: LimpiaNoLeida[] }> {
  const limpias = new Map<string, RespuestaAsistente>();
  const noLeidas = new Map<string, LimpiaNoLeida>();
  const medidas: MedidaBarrido[] = [];
  for (const p of pedidos) {
    let limpia = limpias.get(p.limpia);
    if (!limpia) {
      limpia = await preguntar(p.limpia);
      limpias.set(p.limpia, limpia);
      const apartes = (limpia.criterios.ignorados ?? []).filter((i) => i.motivo !== 'protegido').length;
      if (limpia.nada || apartes > 0) noLeidas.set(p.limpia, { tipo: p.tipo, limpia: p.limpia, consulta_texto: limpia.consulta_texto });
    }
    if (noLeidas.has(p.limpia)) continue;
    const r = await preguntar(p.prompt);
    const al100 = new Set(limpia.lista.filter((x) => x.puntaje >= 100).map((x) => x.id));
    const mal100 = malAl100(
      r.lista.map((x) => ({ postulacion_id: x.id, puntaje: x.puntaje })),
      al100,
      r.criterios,
    );
    const comparacion = comparar(
      { lista: limpia.lista.map((x) => x.id), criterios: limpia.criterios, nada: limpia.nada },
      { lista: r.lista.map((x) => x.id), criterios: r.criterios, nada: r.nada },
    );
    medidas.push({
      ...p,
      resultado: mal100 > 0 ? 'otro' : comparacion,
      mal100,
      consulta_texto: r.nada ? '—' : r.consulta_texto,
      limpia_texto: limpia.consulta_texto,
    });
  }
  return { medidas, limpiasNoLeidas: [...noLeidas.values()] };
}

export interface ResumenBarrido extends Omit<FilaErratas, 'grupo' | 'conMal100'> {
  tipo: TipoEntidad | 'total';
  /** Requests read as another item (someone at 100 % the clean request does not give 100 %). */
  otros: number;
}

export function resumirBarrido(medidas: MedidaBarrido[]): ResumenBarrido[] {
  const fila = (tipo: TipoEntidad | 'total', de: MedidaBarrido[]): ResumenBarrido => {
    const { conMal100, ...cuentas } = contarErratas(
      de,
      (m) => m.resultado,
      (m) => m.resultado === 'otro',
    );
    return { tipo, otros: conMal100, ...cuentas };
  };
  return [
    ...TIPOS_ENTIDAD.map((t) =>
      fila(
        t,
        medidas.filter((m) => m.tipo === t),
      ),
    ).filter((f) => f.pedidos > 0),
    fila('total', medidas),
  ];
}

export function tablaBarrido(resumen: ResumenBarrido[]): string {
  return tablaErratas(
    { grupo: 'tipo', pedidos: 'pedidos', mal100: 'otro ítem: mal al 100 % (pedidos)' },
    resumen.map((f) => ({ ...f, grupo: f.tipo, conMal100: f.otros })),
  );
}
