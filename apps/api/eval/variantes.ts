/**
 * Spelling variants generated from the clean development requests (docs/assistant-ranking.md "Sixth round"): instead
 * of hand-written misspellings, every clean request that expects someone is re-spelt by each family of the ways a
 * recruiter types in Peru — k/qu/c, s/z/c, v/b, y/ll, a dropped or added h, no accents, the usual abbreviations, one
 * letter dropped, doubled, swapped with its neighbour or replaced by a neighbouring key, doubled spaces and
 * punctuation, upper case; and how a phone is typed on: two typos in one request, a typo inside a name of several
 * words, a letter lost in a negation word or in «ciclo» / «año», x/j/s, ll/y inside names, ñ → n, a short word joined
 * to the next, place and institution abbreviations, language and level words misspelt — deterministically from a
 * seed, and each variant's answer is compared with the clean request's:
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
  // Seventh round (decision 095): what the thirteen families above do not cover.
  'dos_errores',
  'nombre_compuesto',
  'negacion_ciclo',
  'x_j_s',
  'y_ll_nombres',
  'enie',
  'palabras_juntas',
  'abreviatura_lugar',
  'idiomas',
  // Eighth round: chat short forms, abbreviated study levels, ordinals and counts as typed, a negation word mistyped,
  // an accent on the wrong letter, ñ written «ni» or «nn».
  'chat',
  'nivel_abreviado',
  'ordinal_tecleado',
  'negacion_tecleada',
  'tilde_movida',
  'enie_ni',
  // Fourteenth round: a word split in two («contabi lidad»), a short word joined to the word before it («alumnosde»),
  // dots in a row between two words («conta...2024»).
  'palabra_partida',
  'pegada_detras',
  'puntos_seguidos',
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
export function hash(s: string): number {
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
export function vecinaDe(c: string, r: () => number): string | null {
  for (const [i, fila] of FILAS.entries()) {
    const j = fila.indexOf(c);
    if (j < 0) continue;
    const cand = [fila[j - 1], fila[j + 1], FILAS[i - 1]?.[j], FILAS[i + 1]?.[j]].filter((x): x is string => !!x && x !== 'ñ');
    return cand[Math.floor(r() * cand.length)] ?? null;
  }
  return null;
}

export const sinTildes = (s: string) =>
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
export const comoEn = (orig: string, nueva: string) =>
  orig === orig.toUpperCase() && orig !== orig.toLowerCase() ? nueva.toUpperCase() : nueva;

/** The place, institution and level abbreviations a recruiter types on a phone (seventh round). */
export const ABREVIATURAS_LUGAR: [RegExp, string][] = [
  [/\bdepartamento\b/giu, 'dpto'],
  [/\bprovincia\b/giu, 'prov.'],
  [/\bdistrito\b/giu, 'dist.'],
  [/\buniversidad\b/giu, 'univ'],
  [/\binstituto\b/giu, 'inst.'],
  [/\bt[eé]cnic(o|a)s?\b/giu, 'téc.'],
  [/\bsistemas\b/giu, 'sist.'],
  [/\bindustrial\b/giu, 'ind.'],
  [/\bbachiller(es)?\b/giu, 'bach.'],
  [/\bconocimientos?\b/giu, 'conoc.'],
];

/** Language and level words as they are often typed: no accent and a common misspelling (seventh round). */
export const IDIOMAS_MAL: [RegExp, string][] = [
  [/\bingl[eé]s\b/giu, 'ingles'],
  [/\bfranc[eé]s\b/giu, 'frances'],
  [/\bportugu[eé]s\b/giu, 'portuges'],
  [/\balem[aá]n\b/giu, 'aleman'],
  [/\bjapon[eé]s\b/giu, 'japones'],
  [/\bquechua\b/giu, 'kechwa'],
  [/\bb[aá]sico\b/giu, 'basico'],
  [/\bintermedio\b/giu, 'intermedo'],
  [/\bavanzado\b/giu, 'avansado'],
  [/\bnativo\b/giu, 'natibo'],
];

/** The short forms of a chat or a note (eighth round): «s/» and «c/», «x» for «por», «+» for «más», «k», «tb». */
export const ABREVIATURAS_CHAT: [RegExp, string][] = [
  [/\bsin\b/giu, 's/'],
  [/\bcon\b/giu, 'c/'],
  [/\bpor\b/giu, 'x'],
  [/\bm[aá]s\b/giu, '+'],
  [/\bque\b/giu, 'k'],
  [/\btambi[eé]n\b/giu, 'tb'],
  [/\bdesde\b/giu, 'dsd'],
  [/\bhasta\b/giu, 'hsta'],
  [/\bm[ií]nimo\b/giu, 'mín.'],
  [/\bm[aá]ximo\b/giu, 'máx.'],
  [/\brecursos humanos\b/giu, 'RRHH'],
];

/** Study levels abbreviated as in a note (eighth round). */
export const NIVELES_ABREVIADOS: [RegExp, string][] = [
  [/\bestudiantes?\b/giu, 'est.'],
  [/\begresad(o|a)s?\b/giu, 'egres.'],
  [/\bbachiller(es)?\b/giu, 'bach.'],
  [/\btitulad(o|a)s?\b/giu, 'tit.'],
];

/** Ordinals and counts as people type them (eighth round): «8avo», «7imo», «9eno», a count in words. */
export const ORDINALES_TECLEADOS: [RegExp, string][] = [
  [/\b(octavo|8vo)\b/giu, '8avo'],
  [/\b(s[eé]ptimo|7mo)\b/giu, '7imo'],
  [/\b(noveno|9no)\b/giu, '9eno'],
  [/\b(sexto|6to)\b/giu, '6vo'],
  [/\b(quinto|5to)\b(?! superior)/giu, '5o'],
  [/\b3(?= mejores)/gu, 'tres'],
  [/\b5(?= mejores)/gu, 'cinco'],
  [/\b10(?= mejores)/gu, 'diez'],
  [/\ben adelante\b/giu, 'pa delante'],
];

/** A negation word typed with a letter more or less, as a phone corrects it (eighth round). */
export const NEGACIONES_TECLEADAS: [RegExp, string][] = [
  [/\bno\b/gu, 'nos'],
  [/\bsin\b/gu, 'sn'],
  [/\bni\b/gu, 'nii'],
  [/\bfuera\b/gu, 'fuer'],
  [/\bninguno\b/gu, 'ningun'],
  [/\bexcepto\b/gu, 'exepto'],
  [/\bsalvo\b/gu, 'salbo'],
];

/** Negation words and the cycle and year words a letter is dropped from (seventh round). */
const NEGACION_CICLO = /^(excepto|menos|salvo|ninguno|ninguna|tampoco|fuera|ciclo|ciclos|semestre|años?|sino)$/iu;

/** Short words a recruiter joins to the next one («delima», «enarequipa»). */
const JUNTABLES = /^(de|del|en|la|los|las|con|sin)$/iu;

/** One letter dropped or two neighbours swapped in `w` (not the first letter), by the seed. */
function typo(w: string, r: () => number): string {
  const j = 1 + Math.floor(r() * (w.length - 1));
  if (r() < 0.5) return w.slice(0, j) + w.slice(j + 1);
  const k = Math.min(j, w.length - 2);
  return w.slice(0, k) + w[k + 1]! + w[k]! + w.slice(k + 2);
}

/** The first word of a name of several words that a recruiter writes in lower case too («ingeniería industrial»). */
const CABEZAS_DE_NOMBRE =
  /^(ingenier[ií]a|administraci[oó]n|ciencias|universidad|instituto|contabilidad|comunicaci[oó]n|dise[nñ]o|negocios|relaciones|gesti[oó]n|educaci[oó]n|computaci[oó]n|atenci[oó]n|recursos|comercio|trabajo|power|google|microsoft|lean|santiago|villa|puente|cercado)$/iu;

/**
 * The words of names of several words: a run of words with capitals («San Martín de Porres», «La Libertad»), or a
 * name's usual first word and the word after it («ingeniería industrial», «administración de empresas»).
 */
function palabrasDeNombres(s: string): { i: number; w: string }[] {
  const ps = palabras(s);
  const out: { i: number; w: string }[] = [];
  const cap = (w: string) => /^\p{Lu}\p{Ll}/u.test(w);
  const conector = (w: string | undefined) => !!w && /^(de|del|la|las|los|y|e|en)$/u.test(w);
  for (let a = 0; a < ps.length; a++) {
    const nombre: { i: number; w: string }[] = [ps[a]!];
    let b = a;
    if (cap(ps[a]!.w)) {
      while (b + 1 < ps.length && (cap(ps[b + 1]!.w) || (conector(ps[b + 1]!.w) && ps[b + 2] && cap(ps[b + 2]!.w)))) {
        b++;
        if (cap(ps[b]!.w)) nombre.push(ps[b]!);
      }
    }
    if (nombre.length < 2 && CABEZAS_DE_NOMBRE.test(ps[a]!.w)) {
      b = a + 1;
      while (conector(ps[b]?.w)) b++;
      if (ps[b] && ps[b]!.w.length >= 4) nombre.push(ps[b]!);
    }
    if (nombre.length >= 2) {
      out.push(...nombre.filter((p) => p.w.length >= 5));
      a = Math.max(a, b);
    }
  }
  return out;
}

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
    case 'dos_errores': {
      // Two typos in two words of five letters or more (one dropped letter or two swapped neighbours each).
      const ps = tecleables(limpia).filter((p) => p.w.length >= 5);
      if (ps.length < 2) break;
      const a = Math.floor(r() * ps.length);
      let b = Math.floor(r() * (ps.length - 1));
      if (b >= a) b++;
      const [p, q] = [ps[Math.min(a, b)]!, ps[Math.max(a, b)]!];
      const wq = typo(q.w, r);
      const wp = typo(p.w, r);
      prompt = enPalabra(enPalabra(limpia, q.i, q.w, wq), p.i, p.w, wp);
      break;
    }
    case 'nombre_compuesto': {
      // A typo in one word of a name of several words (a place, a university, a career written with capitals).
      const ps = palabrasDeNombres(limpia);
      const p = ps[Math.floor(r() * ps.length)];
      if (p) prompt = enPalabra(limpia, p.i, p.w, typo(p.w, r));
      break;
    }
    case 'negacion_ciclo': {
      // A letter dropped in a negation word or in «ciclo» / «año» (not the first letter); a word of four letters or
      // fewer typo'd is not counted as readable.
      const ps = palabras(limpia).filter((p) => NEGACION_CICLO.test(p.w));
      const p = ps[Math.floor(r() * ps.length)];
      if (!p) break;
      const j = 1 + Math.floor(r() * (p.w.length - 1));
      prompt = enPalabra(limpia, p.i, p.w, p.w.slice(0, j) + p.w.slice(j + 1));
      legible = p.w.length >= 5;
      break;
    }
    case 'x_j_s':
      // «Exel», «exepto»; «esperiencia», «estranjero»; «injeniería», «jestión» (g before e/i sounds j).
      prompt = sustituye(/xc(?=[eiéí])|x(?=[bcdfgjklmnpqrstvz])|g(?=[eiéí])/giu, (m) =>
        m.toLowerCase() === 'xc' ? comoEn(m[0]!, 'x') : m.toLowerCase() === 'x' ? comoEn(m, 's') : comoEn(m, 'j'),
      );
      break;
    case 'y_ll_nombres': {
      // ll and y swapped inside the names written with capitals («Cayao», «Chiclallo», «Allacucho», «Viya»).
      const ps = palabras(limpia).filter(
        (p) => /^\p{Lu}/u.test(p.w) && /ll|(?<=[aeiouáéíóú])y(?=[aeiouáéíóú])|^Y(?=[aeiouáéíóú])/iu.test(p.w),
      );
      const p = ps[Math.floor(r() * ps.length)];
      if (!p) break;
      const nueva = /ll/iu.test(p.w)
        ? p.w.replace(/ll/giu, (m) => comoEn(m[0]!, 'y'))
        : p.w.replace(/(?<=[aeiouáéíóú])y(?=[aeiouáéíóú])|^Y(?=[aeiouáéíóú])/giu, (m) => (m === 'Y' ? 'Ll' : comoEn(m, 'll')));
      prompt = enPalabra(limpia, p.i, p.w, nueva);
      break;
    }
    case 'enie':
      // A phone without ñ: «año» → «ano», «diseño» → «diseno», «Cañete» → «Canete».
      prompt = sustituye(/ñ/giu, (m) => comoEn(m, 'n'));
      break;
    case 'palabras_juntas': {
      // A short word joined to the next one («delima», «enarequipa», «conexperiencia»).
      const ps = palabras(limpia);
      const juntas = ps.filter((p, k) => JUNTABLES.test(p.w) && ps[k + 1] && limpia.slice(p.i + p.w.length, ps[k + 1]!.i) === ' ');
      const p = juntas[Math.floor(r() * juntas.length)];
      if (p) prompt = limpia.slice(0, p.i + p.w.length) + limpia.slice(p.i + p.w.length + 1);
      break;
    }
    case 'abreviatura_lugar': {
      const aplican = ABREVIATURAS_LUGAR.filter(([re]) => new RegExp(re.source, re.flags).test(limpia));
      prompt = aplican.reduce((s, [re, a]) => s.replace(new RegExp(re.source, re.flags), a), limpia);
      break;
    }
    case 'chat':
    case 'nivel_abreviado':
    case 'ordinal_tecleado':
    case 'negacion_tecleada': {
      const tabla = {
        chat: ABREVIATURAS_CHAT,
        nivel_abreviado: NIVELES_ABREVIADOS,
        ordinal_tecleado: ORDINALES_TECLEADOS,
        negacion_tecleada: NEGACIONES_TECLEADAS,
      }[familia];
      // One short form picked by the seed among those that apply, so that each is tried alone.
      const aplican = tabla.filter(([re]) => new RegExp(re.source, re.flags).test(limpia));
      const elegida = aplican[Math.floor(r() * aplican.length)];
      if (elegida) prompt = limpia.replace(new RegExp(elegida[0].source, elegida[0].flags), elegida[1]);
      break;
    }
    case 'tilde_movida':
      // The accent written on the vowel before the one that carries it («íngles», «ingeníeria»).
      prompt = limpia.replace(/([aeiou])([^aeiouáéíóú\s]*)([áéíóú])/giu, (_m, v: string, medio: string, t: string) => {
        const agudo: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };
        return `${agudo[v.toLowerCase()] ?? v}${medio}${sinTildes(t)}`;
      });
      break;
    case 'palabra_partida': {
      // A word of eight letters or more split by a space, at least three letters on each side.
      const ps = tecleables(limpia).filter((p) => p.w.length >= 8);
      const p = ps[Math.floor(r() * ps.length)];
      if (!p) break;
      const j = 3 + Math.floor(r() * (p.w.length - 5));
      prompt = enPalabra(limpia, p.i, p.w, `${p.w.slice(0, j)} ${p.w.slice(j)}`);
      break;
    }
    case 'pegada_detras': {
      // A short word joined to the word of five letters or more before it («alumnosde contabilidad»).
      const ps = palabras(limpia);
      const juntas = ps.filter(
        (p, k) =>
          k > 0 &&
          /^(de|del|en|con)$/iu.test(p.w) &&
          ps[k - 1]!.w.length >= 5 &&
          limpia.slice(ps[k - 1]!.i + ps[k - 1]!.w.length, p.i) === ' ',
      );
      const p = juntas[Math.floor(r() * juntas.length)];
      if (p) prompt = limpia.slice(0, p.i - 1) + limpia.slice(p.i);
      break;
    }
    case 'puntos_seguidos': {
      // One space between two words written as dots in a row («conta...2024», «egresados..de»).
      const espacios = [...limpia.matchAll(/(?<=[\p{L}\p{N}]) (?=[\p{L}\p{N}])/gu)].map((m) => m.index!);
      const i = espacios[Math.floor(r() * espacios.length)];
      if (i !== undefined) prompt = `${limpia.slice(0, i)}${r() < 0.5 ? '...' : '..'}${limpia.slice(i + 1)}`;
      break;
    }
    case 'enie_ni':
      // A phone without ñ: «año» → «anio» or «anno», by the seed.
      prompt = sustituye(/ñ/giu, (m) => comoEn(m, r() < 0.5 ? 'ni' : 'nn'));
      break;
    case 'idiomas': {
      const aplican = IDIOMAS_MAL.filter(([re]) => new RegExp(re.source, re.flags).test(limpia));
      prompt = aplican.reduce(
        (s, [re, a]) => s.replace(new RegExp(re.source, re.flags), (m: string) => comoEn(m[0]!, a[0]!) + a.slice(1)),
        limpia,
      );
      break;
    }
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

/** A family's figures: a row of the table of misspellings (`conMal100`: variants with anyone wrong at 100 %). */
export interface ResumenFamilia extends Omit<FilaErratas, 'grupo' | 'pedidos'> {
  familia: Familia | 'total';
  variantes: number;
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
    const { pedidos, ...cuentas } = contarErratas(
      de,
      (m) => m.comparacion,
      (m) => m.mal100 > 0,
    );
    return { familia, variantes: pedidos, ...cuentas };
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

/**
 * The counts of one row of misspellings (the variants' families, the entity sweep's kinds): requests, applicants wrong
 * at 100 %, the requests `conMal100` marks (someone wrong at 100 %, or read as another item), and how the readable ones
 * compare to the clean request. A request read as another item (the sweep's «otro») is none of the three comparisons.
 */
export function contarErratas<M extends { legible: boolean; mal100: number }>(
  de: M[],
  comparacion: (m: M) => Comparacion | 'otro',
  conMal100: (m: M) => boolean,
): Omit<FilaErratas, 'grupo'> {
  const leg = de.filter((m) => m.legible);
  return {
    pedidos: de.length,
    mal100: de.reduce((s, m) => s + m.mal100, 0),
    conMal100: de.filter(conMal100).length,
    legibles: leg.length,
    iguales: leg.filter((m) => comparacion(m) === 'igual').length,
    dichas: leg.filter((m) => comparacion(m) === 'dicho').length,
    distintas: leg.filter((m) => comparacion(m) === 'distinta').length,
  };
}

/** One row of a table of misspellings by group (a family of rules, a kind of name). */
export interface FilaErratas {
  grupo: string;
  pedidos: number;
  mal100: number;
  /** The requests with anyone wrong at 100 % (variants) or read as another item (the entity sweep). */
  conMal100: number;
  legibles: number;
  iguales: number;
  dichas: number;
  distintas: number;
}

/** The Markdown table of misspellings by group: the variants' families and the entity sweep's kinds. */
export function tablaErratas(cabeceras: { grupo: string; pedidos: string; mal100: string }, filas: FilaErratas[]): string {
  const pct = (a: number, b: number) => (b === 0 ? '–' : `${a}/${b} (${((100 * a) / b).toFixed(0)} %)`);
  return [
    `| ${cabeceras.grupo} | ${cabeceras.pedidos} | ${cabeceras.mal100} | legibles | misma lista | dicho de vuelta | otra lista sin decirlo |`,
    '|---|---|---|---|---|---|---|',
    ...filas.map(
      (f) =>
        `| ${f.grupo} | ${f.pedidos} | ${f.mal100} (${f.conMal100}) | ${f.legibles} | ${pct(f.iguales, f.legibles)} | ${pct(f.dichas, f.legibles)} | ${pct(f.distintas, f.legibles)} |`,
    ),
  ].join('\n');
}

/** The per-family table, as Markdown. */
export function tablaVariantes(resumen: ResumenFamilia[]): string {
  return tablaErratas(
    { grupo: 'familia', pedidos: 'variantes', mal100: 'mal al 100 % (variantes)' },
    resumen.map((f) => ({ ...f, grupo: f.familia, pedidos: f.variantes })),
  );
}
