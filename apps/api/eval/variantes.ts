/**
 * Spelling variants generated from the clean development requests (docs/assistant-ranking.md "Sixth round"): instead
 * of hand-written misspellings, every clean request that expects someone is re-spelt by each family of the ways a
 * recruiter types in Peru — k/qu/c, s/z/c, v/b, y/ll, a dropped or added h, no accents, the usual abbreviations, one
 * letter dropped, doubled, swapped with its neighbour or replaced by a neighbouring key, doubled spaces and
 * punctuation, upper case — deterministically from a seed, and each variant's answer is compared with the clean
 * request's:
 *
 * (a) nobody may be listed at 100 % who does not meet the clean request's predicate (`malAl100`, as for every set);
 * (b) a variant a person still reads as the clean request (`legible`) must give the same list, or say back honestly
 *     what it did not understand (something more set aside than the clean request, or nothing searched) — never a
 *     different list given with confidence.
 *
 * The generator is pure (string in, strings out); `medirVariantes` asks the variants through the same `preguntar` as
 * the per-kind evaluation.
 */
import type { CriteriosAsistente } from '@practiperu/shared/asistente';
import { malAl100, type ConsultaPorTipo, type RespuestaAsistente } from './evaluar.ts';
import type { PostulanteEval } from './generador.ts';

export const FAMILIAS = [
  'k_qu_c',
  's_z_c',
  'v_b',
  'y_ll',
  'h',
  'tildes',
  'abreviatura',
  'letra_omitida',
  'letra_doble',
  'letras_vecinas',
  'tecla_vecina',
  'espacios',
  'mayusculas',
] as const;
export type Familia = (typeof FAMILIAS)[number];

export interface Variante {
  familia: Familia;
  limpia: string;
  prompt: string;
  /** A person reads it as the clean request (a one-letter typo in a word of four letters or fewer is not counted). */
  legible: boolean;
}

/** A small seeded generator (mulberry32): the same seed gives the same variants on every run and machine. */
export function aleatorio(semilla: number): () => number {
  let a = semilla >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A string's 32-bit FNV-1a hash: each request and family gets its own stream of the seed. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The usual abbreviations of a recruiter's request (the full word, lower case, as it is written clean). */
export const ABREVIATURAS: [RegExp, string][] = [
  [/\bingenier[ií]a\b/giu, 'ing.'],
  [/\badministraci[oó]n\b/giu, 'adm.'],
  [/\bcontabilidad\b/giu, 'conta'],
  [/\buniversidad\b/giu, 'univ.'],
  [/\bexperiencia\b/giu, 'exp.'],
  [/\bque\b/giu, 'q'],
  [/\bpor favor\b/giu, 'porfa'],
  // «primer» before a noun only: «primero» alone is «first» (an order), not an ordinal a recruiter writes «1er».
  [/\bprimer\b/giu, '1er'],
  [/\bsegundo\b/giu, '2do'],
  [/\btercer(o)?\b/giu, '3er'],
  [/\bcuarto\b/giu, '4to'],
  [/\bquinto\b/giu, '5to'],
  [/\bsexto\b/giu, '6to'],
  [/\bs[eé]ptimo\b/giu, '7mo'],
  [/\boctavo\b/giu, '8vo'],
  [/\bnoveno\b/giu, '9no'],
  [/\bd[eé]cimo\b/giu, '10mo'],
];

/** Neighbouring keys on a Spanish QWERTY keyboard (letters only). */
const FILAS = ['qwertyuiop', 'asdfghjklñ', 'zxcvbnm'];
function vecinaDe(c: string, r: () => number): string | null {
  for (const [i, fila] of FILAS.entries()) {
    const j = fila.indexOf(c);
    if (j < 0) continue;
    const cand = [fila[j - 1], fila[j + 1], FILAS[i - 1]?.[j], FILAS[i + 1]?.[j]].filter((x): x is string => !!x && x !== 'ñ');
    return cand[Math.floor(r() * cand.length)] ?? null;
  }
  return null;
}

const sinTildes = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0301\u0300\u0308]/g, '')
    .normalize('NFC');

/** The words of a text with their offsets (letters only; a number or «C++» is left alone). */
function palabras(s: string): { i: number; w: string }[] {
  return [...s.matchAll(/\p{L}+/gu)].map((m) => ({ i: m.index!, w: m[0] }));
}

function enPalabra(s: string, i: number, w: string, nueva: string): string {
  return s.slice(0, i) + nueva + s.slice(i + w.length);
}

/** Words a typo is made in: four letters or more, not a name in capitals the recruiter pasted (SAP, UNI, PUCP). */
function tecleables(s: string): { i: number; w: string }[] {
  return palabras(s).filter((p) => p.w.length >= 4 && p.w !== p.w.toUpperCase());
}

/** Keeps the case of the letter it replaces. */
const comoEn = (orig: string, nueva: string) => (orig === orig.toUpperCase() && orig !== orig.toLowerCase() ? nueva.toUpperCase() : nueva);

/**
 * One variant of `limpia` by `familia`, or null when the family does not apply to it (no letter to change). The
 * sound families re-spell every word they apply to (a recruiter who writes «ke» writes «kechua»), the typo families
 * one word picked by the seed.
 */
export function variante(limpia: string, familia: Familia, semilla = 1): Variante | null {
  const r = aleatorio(hash(`${semilla}|${familia}|${limpia}`));
  let prompt: string | null = null;
  let legible = true;
  const sustituye = (re: RegExp, f: (m: string, ...g: string[]) => string) => limpia.replace(re, f as never);
  switch (familia) {
    case 'k_qu_c':
      // qu before e/i and c before a/o/u sound k («ke ablen kechua», «kontabilidad»).
      prompt = sustituye(/qu(?=[eiéí])|c(?=[aouáóú])/giu, (m) => comoEn(m[0]!, 'k'));
      break;
    case 's_z_c':
      // Seseo: c before e/i and z sound s; with neither, an s written z («inglez»).
      prompt = sustituye(/c(?=[eiéí])|z/giu, (m) => comoEn(m, 's'));
      if (prompt === limpia) {
        const ps = palabras(limpia).filter((p) => /s$/i.test(p.w) && p.w.length >= 4);
        const p = ps[Math.floor(r() * ps.length)];
        if (p)
          prompt = enPalabra(
            limpia,
            p.i,
            p.w,
            p.w.replace(/s$/i, (m) => comoEn(m, 'z')),
          );
      }
      break;
    case 'v_b':
      // Not a letter alone: «V ciclo» is a roman numeral, not a word one spells.
      prompt = sustituye(/(?<=\p{L})[vb]|[vb](?=\p{L})/giu, (m) => comoEn(m, m.toLowerCase() === 'v' ? 'b' : 'v'));
      break;
    case 'y_ll':
      prompt = sustituye(/ll/giu, (m) => comoEn(m[0]!, 'y'));
      if (prompt === limpia) prompt = sustituye(/(?<=[aeiouáéíóú])y(?=[aeiouáéíóú])/giu, (m) => comoEn(m, 'll'));
      break;
    case 'h':
      // h is silent: dropped where written («ablen»), or added before a word that starts with a vowel («hingles»).
      prompt = sustituye(/\bh(?=\p{L})/giu, () => '');
      if (prompt === limpia) {
        const ps = palabras(limpia).filter((p) => /^[aeiouáéíóú]/i.test(p.w) && p.w.length >= 4);
        const p = ps[Math.floor(r() * ps.length)];
        if (p) prompt = enPalabra(limpia, p.i, p.w, `h${p.w}`);
      }
      break;
    case 'tildes':
      prompt = sinTildes(limpia);
      break;
    case 'abreviatura': {
      const aplican = ABREVIATURAS.filter(([re]) => new RegExp(re.source, re.flags).test(limpia));
      prompt = aplican.reduce((s, [re, a]) => s.replace(new RegExp(re.source, re.flags), a), limpia);
      break;
    }
    case 'letra_omitida':
    case 'letra_doble':
    case 'letras_vecinas':
    case 'tecla_vecina': {
      const ps = tecleables(limpia);
      const p = ps[Math.floor(r() * ps.length)];
      if (!p) break;
      // Not the first letter: a recruiter rarely misses it, and a person reads the word by its start.
      const j = 1 + Math.floor(r() * (p.w.length - 1));
      const w = p.w;
      let nueva = w;
      if (familia === 'letra_omitida') nueva = w.slice(0, j) + w.slice(j + 1);
      else if (familia === 'letra_doble') nueva = w.slice(0, j + 1) + w[j] + w.slice(j + 1);
      else if (familia === 'letras_vecinas') {
        const k = Math.min(j, w.length - 2);
        nueva = w.slice(0, k) + w[k + 1]! + w[k]! + w.slice(k + 2);
      } else {
        const c = vecinaDe(sinTildes(w[j]!.toLowerCase()), r);
        if (c) nueva = w.slice(0, j) + comoEn(w[j]!, c) + w.slice(j + 1);
      }
      if (nueva !== w) prompt = enPalabra(limpia, p.i, w, nueva);
      legible = w.length >= 5;
      break;
    }
    case 'espacios': {
      // Doubled spaces, the punctuation written doubled («Lima,, Callao») and the end marked twice; no comma is
      // added where there was none (a comma inside a name cuts it for a person too).
      const s = limpia.replace(/ /g, '  ').replace(/([,.;:!?])/g, '$1$1');
      prompt = `  ${s}${r() < 0.5 ? '..' : '??'}  `;
      break;
    }
    case 'mayusculas':
      prompt = limpia.toUpperCase();
      break;
  }
  if (prompt === null || prompt === limpia) return null;
  return { familia, limpia, prompt, legible };
}

/** Every family's variant of each clean request (those a family does not apply to are left out). */
export function generarVariantes(limpias: string[], semilla = 1, familias: readonly Familia[] = FAMILIAS): Variante[] {
  const vistas = new Set<string>();
  const out: Variante[] = [];
  for (const limpia of limpias)
    for (const familia of familias) {
      const v = variante(limpia, familia, semilla);
      if (!v || vistas.has(v.prompt)) continue;
      vistas.add(v.prompt);
      out.push(v);
    }
  return out;
}

/** How a variant's answer compares with its clean request's. */
export type Comparacion = 'igual' | 'dicho' | 'distinta';

/**
 * 'igual': the same list (same applicants, same order); 'dicho': another list, but the variant says back more than
 * the clean request did (a word set aside, or nothing searched) — an honest «not understood»; 'distinta': another
 * list given with confidence.
 */
export function comparar(
  limpia: { lista: number[]; criterios: Pick<CriteriosAsistente, 'ignorados'>; nada: boolean },
  variante: { lista: number[]; criterios: Pick<CriteriosAsistente, 'ignorados'>; nada: boolean },
): Comparacion {
  const { lista: a } = limpia;
  const { lista: b } = variante;
  if (a.length === b.length && a.every((x, i) => x === b[i])) return 'igual';
  const apartes = (c: Pick<CriteriosAsistente, 'ignorados'>) => (c.ignorados ?? []).filter((i) => i.motivo !== 'protegido').length;
  if ((variante.nada && !limpia.nada) || apartes(variante.criterios) > apartes(limpia.criterios)) return 'dicho';
  return 'distinta';
}

export interface MedidaVariante extends Variante {
  correctos: number;
  devueltos: number;
  mal100: number;
  comparacion: Comparacion;
  consulta_texto: string;
  limpia_texto: string;
}

export interface ResumenFamilia {
  familia: Familia | 'total';
  variantes: number;
  mal100: number;
  /** Variants with at least one applicant wrong at 100 %. */
  conMal100: number;
  legibles: number;
  iguales: number;
  dichas: number;
  distintas: number;
}

/**
 * The clean development requests the variants are made from: those that expect someone on the pool, once each, not
 * a spelling variant already (its clean request is in the set) and not a protected trait (refused whatever the
 * spelling; the protected words are another check).
 */
export function limpiasDe(consultas: ConsultaPorTipo[], vivos: PostulanteEval[]): ConsultaPorTipo[] {
  const vistas = new Set<string>();
  return consultas.filter((q) => {
    if (q.tipo === 'ortografia' || q.tipo === 'protegido' || q.tipo === 'fuera' || vistas.has(q.prompt)) return false;
    vistas.add(q.prompt);
    return vivos.some((p) => q.correcto(p));
  });
}

/** Asks every variant of every clean request and measures (a) and (b); `preguntar` is the evaluation's own. */
export async function medirVariantes(
  limpias: ConsultaPorTipo[],
  vivos: PostulanteEval[],
  idDe: (p: PostulanteEval) => number,
  preguntar: (prompt: string) => Promise<RespuestaAsistente>,
  opts: { semilla?: number; familias?: readonly Familia[] } = {},
): Promise<MedidaVariante[]> {
  const out: MedidaVariante[] = [];
  for (const q of limpias) {
    const correctos = new Set(vivos.filter((p) => q.correcto(p)).map(idDe));
    const limpia = await preguntar(q.prompt);
    const lim = { lista: limpia.lista.map((x) => x.id), criterios: limpia.criterios, nada: limpia.nada };
    for (const v of generarVariantes([q.prompt], opts.semilla, opts.familias)) {
      const r = await preguntar(v.prompt);
      const lista = r.lista.map((x) => x.id);
      out.push({
        ...v,
        correctos: correctos.size,
        devueltos: lista.length,
        mal100: malAl100(
          r.lista.map((x) => ({ postulacion_id: x.id, puntaje: x.puntaje })),
          correctos,
          r.criterios,
        ),
        comparacion: comparar(lim, { lista, criterios: r.criterios, nada: r.nada }),
        consulta_texto: r.nada ? '—' : r.consulta_texto,
        limpia_texto: limpia.consulta_texto,
      });
    }
  }
  return out;
}

/** The figures per family, and the total. */
export function resumirVariantes(medidas: MedidaVariante[]): ResumenFamilia[] {
  const fila = (familia: Familia | 'total', de: MedidaVariante[]): ResumenFamilia => {
    const leg = de.filter((m) => m.legible);
    return {
      familia,
      variantes: de.length,
      mal100: de.reduce((s, m) => s + m.mal100, 0),
      conMal100: de.filter((m) => m.mal100 > 0).length,
      legibles: leg.length,
      iguales: leg.filter((m) => m.comparacion === 'igual').length,
      dichas: leg.filter((m) => m.comparacion === 'dicho').length,
      distintas: leg.filter((m) => m.comparacion === 'distinta').length,
    };
  };
  return [
    ...FAMILIAS.map((f) =>
      fila(
        f,
        medidas.filter((m) => m.familia === f),
      ),
    ),
    fila('total', medidas),
  ];
}

/** The per-family table, as Markdown. */
export function tablaVariantes(resumen: ResumenFamilia[]): string {
  const pct = (a: number, b: number) => (b === 0 ? '–' : `${a}/${b} (${((100 * a) / b).toFixed(0)} %)`);
  return [
    '| familia | variantes | mal al 100 % (variantes) | legibles | misma lista | dicho de vuelta | otra lista sin decirlo |',
    '|---|---|---|---|---|---|---|',
    ...resumen.map(
      (f) =>
        `| ${f.familia} | ${f.variantes} | ${f.mal100} (${f.conMal100}) | ${f.legibles} | ${pct(f.iguales, f.legibles)} | ${pct(f.dichas, f.legibles)} | ${pct(f.distintas, f.legibles)} |`,
    ),
  ].join('\n');
}
