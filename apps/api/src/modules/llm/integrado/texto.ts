/**
 * Text helpers of the built-in interpreter (docs/assistant-ranking.md): a Spanish request cut into tokens, each
 * with the word as written (for the keywords shown back) and a matching key (lower case, no accents, singular),
 * so that "Ingenierías", "ingenieria" and "INGENIERÍA" all read `ingenieria`.
 */
import { toClave } from '@practiperu/shared/text';
import { FORMAS_CON_SIGNO, FORMAS_CORTAS, SINONIMOS } from './datos.ts';

export interface Token {
  /** The word as written, lower-cased (accents kept). */
  raw: string;
  /** Lower case without accents, plural folded: what dictionaries are matched against. */
  key: string;
  /** The word is followed by a colon, as a heading is («Agencia de turismo: …»). */
  dosPuntos?: boolean;
  /** The word ends a sentence («… de la UNSA. Contadores…», «…; …», «…?»). */
  finDeFrase?: boolean;
  /** Read from a plural person noun («ingenieros civiles» as the career): asks for people. */
  personas?: boolean;
}

/** Words that join the parts of a name and are skipped inside a phrase ("Ingeniería de Sistemas" = ingenieria sistema). */
export const CONECTORES = new Set(['de', 'del', 'la', 'las', 'el', 'los', 'y', 'e', 'en', 'al', 'para', 'a']);

/**
 * A light Spanish singular: enough to fold the plurals of a request onto the names of the reference lists
 * ("industriales" → "industrial", "estudiantes" → "estudiante", "ciclos" → "ciclo"). Applied to both sides, so it
 * only has to be consistent, not correct.
 */
export function singular(word: string): string {
  if (word.length <= 3 || /[^a-z]/.test(word)) return word;
  if (word.endsWith('ces')) return `${word.slice(0, -3)}z`;
  if (word.endsWith('es') && /[lrndjy]$/.test(word.slice(0, -2)) && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('is') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** The matching key of one word: no accents, lower case, singular, abbreviations expanded. */
export function clave(word: string): string {
  // A last letter typed twice («economistass», «contadorr»): the word once.
  const base = toClave(word).replace(/(?<=[a-z]{3})([sdnr])\1$/, '$1');
  // A number from eleven to ninety said in words is its figure («de treinta para abajo» as «de 30…»): every reader of
  // figures reads it, and every list folded by this key agrees.
  const cifra = NUMEROS_EN_LETRAS[base];
  if (cifra !== undefined) return String(cifra);
  const s = singular(base);
  // A hard c typed k («ofimatika»): the synonym of several words of the word as spelt (one of a single word is found
  // by its sound, parser.ts `fonetizar`, which keeps the word as written where an area's title needs it).
  const conC = (w: string) => w.replace(/k(?=[aou])/g, 'c');
  const porSonido = s.includes('k') ? (SINONIMOS[conC(s)] ?? SINONIMOS[conC(base)]) : undefined;
  const sinonimo = SINONIMOS[s] ?? SINONIMOS[base] ?? (porSonido?.includes(' ') ? porSonido : undefined);
  // The word it stands for is folded as that word is («ingle» → «ingles», whose key is the singular «ingl»).
  if (sinonimo !== undefined) return /^[a-z]+$/.test(sinonimo) ? singular(sinonimo) : sinonimo;
  return FORMAS_CORTAS[s] ?? FORMAS_CORTAS[base] ?? s;
}

/** Numbers from eleven to ninety written as one word. */
const NUMEROS_EN_LETRAS: Record<string, number> = {
  ...{ once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17, dieciocho: 18 },
  ...{ diecinueve: 19, veinte: 20, veintiuno: 21, veintiun: 21, veintidos: 22, veintitres: 23, veinticuatro: 24 },
  ...{ veinticinco: 25, veintiseis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29, treinta: 30 },
  ...{ cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90 },
};

/**
 * The words after which «c» alone is the language C («que sepan C», «programación en C», «Java y C»); elsewhere, before
 * a word, it is «con» as typed on a phone («egresados c exp», «alumnos c inglés»).
 */
const ANTES_DE_C = new Set([
  ...['sepan', 'sepa', 'saben', 'sabe', 'manejen', 'maneje', 'maneja', 'manejo', 'dominen', 'domine', 'dominio'],
  ...['conocimiento', 'conozcan', 'programar', 'programen', 'programacion', 'lenguaje', 'con', 'en', 'de', 'y', 'e'],
  ...['o', 'u', ',', 'ni', 'sin', 'tambien', 'usen', 'use'],
]);

/** Words beside which «i» is the numeral I, not «y» typed with an i. */
const NUMERAL_TRAS = new Set(['ciclo', 'semestre', 'del', 'al', 'el', 'de', 'nivel', 'ano', 'modulo', 'grado', 'y', 'o', 'a']);

/** Abbreviations written with a full stop in requests («Ing. Industrial», «Adm. de Empresas», «Lic. en…»). */
const ABREVIATURAS = new Set(
  ['ing', 'adm', 'admin', 'ind', 'sist', 'lic', 'dr', 'dra', 'sr', 'sra', 'srta', 'etc', 'ej', 'av', 'jr', 'nro', 'prov'].concat([
    'dpto',
    'dist',
    'univ',
    'inst',
    'tec',
    'conta',
    'contab',
    'sem',
    'aprox',
    'min',
    'max',
    'esp',
    'ref',
    'cod',
  ]),
);

/**
 * Whether a sentence ends right after a word: a semicolon, a question or exclamation mark, or a full stop that is not an
 * abbreviation's («Ing. Industrial», «adm. de empresas», «8vo. ciclo»: a known abbreviation or a word with a figure).
 */
function terminaFrase(palabra: string, resto: string): boolean {
  if (/^\s*[;!?]/.test(resto)) return true;
  // A bracket or a quote closed before the sign: «SAP (no obligatorio); de Arequipa», «(Lima).».
  if (/^\s*[)\]"'»”]+\s*(?:[;!?]|\.\s+\S)/u.test(resto)) return true;
  if (!palabra.endsWith('.') || palabra.includes('..') || !/^\s+\S/u.test(resto)) return false;
  const sin = palabra.replace(/\.+$/, '');
  if (!/^\p{L}+$/u.test(sin) || ABREVIATURAS.has(sin.normalize('NFD').replace(/\p{M}/gu, ''))) return false;
  return true;
}

/**
 * The marks of a lettered or numbered list («a) contadores b) de Lima c) con Excel», «1) … 2) …»): each ends an item, as
 * a semicolon does, when the list's first two marks are there (else «c)» may be the language C in brackets).
 */
function marcasDeLista(texto: string): string {
  let out = texto;
  if (/(?:^|[\s;:,])\(?a\)\s/.test(out) && /\s\(?b\)\s/.test(out)) out = out.replace(/(^|[\s;:,])\(?[a-h]\)(?=\s)/g, '$1; ');
  if (/(?:^|[\s;:,])\(?1\)\s/.test(out) && /\s\(?2\)\s/.test(out)) out = out.replace(/(^|[\s;:,])\(?\d{1,2}\)(?=\s)/g, '$1; ');
  return out;
}

/**
 * Cuts a text into tokens: letters and digits, keeping what makes technology names (C++, C#, Node.js, .NET) and
 * ordinals (8°, 8vo); '/' and other punctuation separate. A trailing dot ("ing.") is dropped. A comma is kept as its
 * own token: it separates list items.
 */
export function tokenizar(text: string): Token[] {
  const out: Token[] = [];
  // Dots run together («conta...2024») separate words; one dot keeps its meaning inside a name («Node.js»).
  // «#SoloVarones #Contabilidad»: a hashtag's words apart, each hashtag a clause of its own («#NoBachilleres #Lima»).
  const texto = text
    .replace(/#(\p{L}[\p{L}\p{N}]*)/gu, (_m: string, w: string) => `, ${w.replace(/(\p{Ll})(\p{Lu}|\p{N})/gu, '$1 $2')},`)
    .toLowerCase()
    .normalize('NFC')
    .replace(/\.{2,}/g, ' ')
    // A form's fields («Perfil → contadores | Vive en → Lima»): an arrow says what a field holds, as a colon does; a
    // pipe ends the field, as a semicolon does.
    .replace(/\s*(?:→|->|=>|⇒|(?<![<>!=])=(?!=))\s*/g, ': ')
    .replace(/\s*[|¦]\s*/g, '; ')
    // Bullets («• contadores • de Lima») end an item, as a semicolon does (ticks and crosses are read below).
    .replace(/\s*[•●▪◦‣➤►]\s*/gu, '; ')
    // Gender-inclusive endings («egresad@s», «alumnxs», «l@s»): read in «-os».
    .replace(/(\p{L})[@x](s?)(?![\p{L}\p{N}])/gu, (m: string, l: string, pl: string) => (/[aeiou]/.test(l) ? m : `${l}o${pl}`));
  // Other emoji used as bullets («📍 Lima 🎓 sistemas 🐍 Python») end an item too, once the signs that mean «no» or
  // «yes» (FORMAS_CON_SIGNO) are read.
  const lower = FORMAS_CON_SIGNO.reduce((s, [re, por]) => s.replace(re, por as string), marcasDeLista(texto)).replace(
    /\s*\p{Extended_Pictographic}[\u{FE0F}\u{200D}\p{Extended_Pictographic}\p{Emoji_Modifier}]*\s*/gu,
    '; ',
  );
  for (const m of lower.matchAll(/,|\.net\b|[\p{L}\p{N}][\p{L}\p{N}+#°º.ª]*/gu)) {
    let raw = m[0];
    // A comma typed twice («Lima,, Callao») is one.
    if (raw === ',' && out.at(-1)?.raw === ',') continue;
    if (raw !== '.net') raw = raw.replace(/\.+$/, '');
    if (!raw) continue;
    // A zero typed for an «o» among letters («añ0», «c0ntador»): no name mixes letters with a lone 0 as its only figure.
    if (/\p{L}0|0\p{L}/u.test(raw) && !/[1-9]/.test(raw) && /\p{L}{2}/u.test(raw)) raw = raw.replace(/0/g, 'o');
    // «back office», «home office»: a side of the business or a way of working, not the suite Microsoft Office.
    const k = raw === 'office' && ['back', 'front', 'home'].includes(out.at(-1)?.raw ?? '') ? raw : clave(raw);
    const dosPuntos = /^\s*:/.test(lower.slice(m.index + m[0].length));
    const finDeFrase = terminaFrase(m[0], lower.slice(m.index + m[0].length));
    // A synonym may be two words ("powerbi" → "power bi").
    if (k.includes(' ')) for (const part of k.split(' ')) out.push({ raw: part, key: part });
    else out.push({ raw, key: k });
    if (dosPuntos) out.at(-1)!.dosPuntos = true;
    if (finDeFrase) out.at(-1)!.finDeFrase = true;
  }
  // «x» for «por» where only «por» fits: after a word of ordering («ordenados x experiencia») or of living («que vivan
  // x Miraflores»), or before «favor» or «lo menos»;
  // elsewhere «x» stays the cycle X («de X ciclo»).
  out.forEach((t, i) => {
    const loMenos = out[i + 1]?.key === 'lo' && out[i + 2]?.key === clave('menos');
    if (t.key === 'x' && (/^(?:orden|viv|resid)/.test(out[i - 1]?.key ?? '') || out[i + 1]?.key === 'favor' || loMenos))
      out[i] = { raw: t.raw, key: 'por' };
    const siguiente = out[i + 1]?.key ?? '';
    if (t.key === 'c' && !ANTES_DE_C.has(out[i - 1]?.key ?? '') && /^\p{L}/u.test(siguiente) && !ANTES_DE_C.has(siguiente))
      out[i] = { raw: t.raw, key: 'con' };
    // «contabilidad i ke sepan», «Arequipa i Cusco»: «i» typed for «y» between two words; after a word of the cycle or
    // a join («ciclo I», «del I al III», «de I ciclo») it stays the numeral.
    const anterior = out[i - 1]?.key ?? '';
    if (
      t.raw === 'i' &&
      /^\p{L}{3,}$/u.test(anterior) &&
      !NUMERAL_TRAS.has(anterior) &&
      /^\p{L}/u.test(siguiente) &&
      !NUMERAL_TRAS.has(siguiente)
    )
      out[i] = { ...t, raw: 'y', key: 'y' };
    // «English and SAP»: the English «and» as written (its key would fold «Andes» too).
    if (t.raw === 'and') out[i] = { ...t, key: 'y' };
    // «sem» after a cycle's number is «semestre» («8vo sem.»), not the knowledge item SEM.
    if (t.key === 'sem' && /^\d{1,2}/.test(out[i - 1]?.key ?? '')) out[i] = { raw: t.raw, key: 'semestre' };
  });
  return out;
}

/** The keys of a name, without the connectors: what a phrase dictionary stores. */
export function clavesDeNombre(nombre: string): string[] {
  return tokenizar(nombre)
    .map((t) => t.key)
    .filter((k) => k !== ',' && !CONECTORES.has(k));
}

/**
 * A phonetic key for Peruvian spelling (decision 048): what "ke ablen kechua", "inglez", "bentas" and "yave" share
 * with "que hablen quechua", "inglés", "ventas" and "llave". Folds qu/k/c(a,o,u) → k, c(e,i)/z/s → s, v → b,
 * ll → y, y → i before a consonant or at the end, a silent h (not in ch), sh → ch, n → m before b or p, g(e,i) → j, x → s before a consonant and ks elsewhere,
 * and doubled letters. Used only to find the one word of the
 * vocabulary a word that is not in it stands for (parser.ts `fonetizar`), never to compare two known words.
 */
export function fonetica(key: string): string {
  return (
    key
      // «sh» is how «ch» is often written in Quechua names («keshua», «Ancash»).
      .replace(/sh/g, 'ç')
      .replace(/ch/g, 'ç')
      .replace(/h/g, '')
      // «hu» before a vowel, at the start or after one, sounds w («Yanawara», «Wancayo»: Yanahuara, Huancayo).
      .replace(/(^|[aeiou])u(?=[aeio])/g, '$1w')
      .replace(/qu(?=[ei])/g, 'k')
      .replace(/q/g, 'k')
      .replace(/c(?=[ei])/g, 's')
      .replace(/c/g, 'k')
      .replace(/z/g, 's')
      // x before a consonant sounds s ("esperiencia", "estranjero"); at the end and elsewhere ks («Linux», «linuks»).
      .replace(/x$/, 'ks')
      .replace(/x(?![aeiou])/g, 's')
      .replace(/x/g, 'ks')
      .replace(/v/g, 'b')
      .replace(/ll/g, 'y')
      // A y before a consonant or at the end sounds i («caima»: Cayma; «Huaitará»).
      .replace(/y(?![aeiou])/g, 'i')
      .replace(/g(?=[ei])/g, 'j')
      .replace(/ç/g, 'ch')
      // An n before b or p sounds m («tanbo», «canpo»).
      .replace(/n(?=[bp])/g, 'm')
      .replace(/(.)\1+/g, '$1')
  );
}
