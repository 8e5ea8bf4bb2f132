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

/** Built on first use: making a segmenter loads its rules, work a page that never cuts a text should not do. */
let graphemes: Intl.Segmenter | null = null;

/**
 * Cut a text to `max` characters with an ellipsis (menu name 15, modal title 50). A character is what
 * the reader sees: an emoji such as 👩‍💻 or 🇵🇪, or a letter with its accent, is never split.
 */
export function truncate(value: string, max: number): string {
  const chars = Array.from((graphemes ??= new Intl.Segmenter('es', { granularity: 'grapheme' })).segment(value), (s) => s.segment);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : value;
}
