/**
 * The spec's `claves`: a name lower-cased and stripped of accents, used to compare careers and to
 * search names without caring for accents or case ("Ingeniería" → "ingenieria"). ñ becomes n.
 */
export function toClave(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Printable ASCII and Latin-1 to Latin Extended-B: letters with precomposed accents, each one character. */
const LATIN = /^[\u0020-\u007e\u00a0-\u024f]*$/;

/** Built on first use: making a segmenter loads its rules, work a page that never cuts a text should not do. */
let graphemes: Intl.Segmenter | null = null;

/**
 * Cut a text to `max` characters with an ellipsis (menu name 15, modal title 50). A character is what
 * the reader sees: an emoji such as 👩‍💻 or 🇵🇪, or a letter with its accent, is never split.
 */
export function truncate(value: string, max: number): string {
  // Every character is at least one UTF-16 unit, so a text of at most `max` units is whole. A text of printable
  // Latin letters alone (no combining mark, emoji or control character) has one character per unit. Both need no
  // segmenter: making one costs 140 ms of a phone's main thread (4× CPU slowdown) on every signed-in page, whose
  // menu shows the user's name (docs/performance.md).
  if (value.length <= max) return value;
  if (LATIN.test(value)) return `${value.slice(0, max)}…`;
  const chars = Array.from((graphemes ??= new Intl.Segmenter('es', { granularity: 'grapheme' })).segment(value), (s) => s.segment);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : value;
}

/**
 * How well a name matches what a person typed, both compared as claves (no accents, no case): 0 the same name,
 * 1 the name starts with it, 2 a word of the name starts with it, 3 the name contains it, 4 every typed word is
 * somewhere in the name; null when a typed word is missing. An empty search matches every name.
 */
export function coincidencia(nombre: string, busqueda: string): number | null {
  return rango(toClave(nombre), toClave(busqueda));
}

function rango(name: string, needle: string): number | null {
  if (name === needle) return 0;
  if (name.startsWith(needle)) return 1;
  if (name.includes(` ${needle}`)) return 2;
  if (name.includes(needle)) return 3;
  return needle.split(' ').every((w) => name.includes(w)) ? 4 : null;
}

/**
 * The items whose name matches the search, best first (coincidencia's order, then alphabetically in Spanish), at
 * most `max`: the order of every picker that searches a list as the person types.
 */
export function mejoresCoincidencias<T>(items: readonly T[], nombre: (item: T) => string, busqueda: string, max: number): T[] {
  const needle = toClave(busqueda);
  const found: { item: T; rango: number; nombre: string }[] = [];
  for (const item of items) {
    const r = rango(toClave(nombre(item)), needle);
    if (r !== null) found.push({ item, rango: r, nombre: nombre(item) });
  }
  return found
    .sort((a, b) => a.rango - b.rango || a.nombre.localeCompare(b.nombre, 'es'))
    .slice(0, max)
    .map((f) => f.item);
}
