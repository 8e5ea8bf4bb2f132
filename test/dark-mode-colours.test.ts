/**
 * The dark mode of the web app changes colours only: every `dark:` utility is a colour (of text, a background, a
 * border, an outline, a ring, a divider, a gradient's stops, an SVG fill or stroke, a form control's accent) or the
 * `color-scheme`, and a stylesheet's `.dark` rules set colours only. The
 * journeys rely on it: in dark mode they check axe's colour rules only (e2e/support.ts, expectAccessible), since the
 * other rules find on the same page what they found in light mode. A `dark:` utility that changes anything else (a
 * size, a display, a spacing) fails here; it needs axe's full rules back in the dark run first.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readIfThere } from './source-files.ts';

const WEB_SRC = path.resolve(import.meta.dirname, '../apps/web/src');
const COLOUR_PROPERTIES =
  'text|bg|from|via|to|border(?:-[xytrbl])?|outline|ring|ring-offset|divide|fill|stroke|accent|caret|decoration|placeholder';
const PALETTE =
  'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|brand';
const COLOUR = new RegExp(
  `^!?(?:${COLOUR_PROPERTIES})-(?:(?:${PALETTE})-\\d{2,3}|white|black|transparent|current|inherit)(?:/\\d{1,3})?!?$`,
);
const ALSO_ALLOWED = new Set(['scheme-dark']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The utility of a class with variants (`dark:aria-pressed:[&_a]:text-white` → `text-white`): after the last `:` outside brackets. */
export function utilityOf(className: string): string {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const c = className[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === ':' && depth === 0) start = i + 1;
  }
  return className.slice(start);
}

/** Every `dark:` class in a text, as written. */
export function darkClasses(text: string): string[] {
  return [...text.matchAll(/(?<![\w-])dark:[^\s"'`{}]+/g)].map((m) => m[0]);
}

export const isColourUtility = (utility: string) => COLOUR.test(utility) || ALSO_ALLOWED.has(utility);

describe('the dark mode changes colours only', () => {
  it('tells a colour from anything else', () => {
    expect(utilityOf('dark:aria-pressed:[&_a:hover]:text-white')).toBe('text-white');
    expect(['text-slate-300', 'bg-slate-950/60', 'border-amber-700', 'fill-brand-300', 'scheme-dark'].every(isColourUtility)).toBe(true);
    expect(['text-sm', 'hidden', 'border-0', 'p-2', 'bg-none', 'ring-2', 'shadow-lg'].some(isColourUtility)).toBe(false);
    expect(darkClasses('className="p-2 dark:text-white dark:md:hidden"')).toEqual(['dark:text-white', 'dark:md:hidden']);
  });

  it('every dark: utility of the web app is a colour', () => {
    const files = sourceFiles(WEB_SRC);
    const found = files.flatMap((file) =>
      darkClasses(readIfThere(file) ?? '')
        .filter((cls) => !isColourUtility(utilityOf(cls)))
        .map((cls) => `${path.relative(WEB_SRC, file)}: ${cls}`),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(found).toEqual([]);
  });

  it("the stylesheets' .dark rules set colours only", () => {
    const found = sourceFiles(WEB_SRC)
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) =>
        [...(readIfThere(file) ?? '').matchAll(/^\s*\.dark\b[^{}@]*\{([^{}]*)\}/gm)].flatMap((rule) =>
          rule[1]!
            .split(';')
            .map((declaration) => declaration.split(':')[0]!.trim())
            .filter((property) => property && !/color|^color-scheme$/.test(property))
            .map((property) => `${path.relative(WEB_SRC, file)}: ${property}`),
        ),
      );
    expect(found).toEqual([]);
  });
});
