/** Search keys of careers (`claves`: lower-cased, without accents) and the cut names of the menu and modal titles. */
import { describe, expect, it } from 'vitest';
import { MENU_NAME_MAX, MODAL_TITLE_MAX } from './constants.ts';
import { coincidencia, mejoresCoincidencias, toClave, truncate } from './text.ts';

describe('toClave: the career key, without accents or case', () => {
  it.each([
    ['Ingeniería', 'ingenieria'],
    ['Ñaña', 'nana'],
    ['ADMINISTRACIÓN Y NEGOCIOS INTERNACIONALES', 'administracion y negocios internacionales'],
    ['Lingüística', 'linguistica'],
    ['Ciencias de la Comunicación', 'ciencias de la comunicacion'],
  ])('%s → %s', (name, clave) => {
    expect(toClave(name)).toBe(clave);
  });

  it('trims and folds runs of spaces, tabs, newlines and non-breaking spaces into one space', () => {
    expect(toClave('  Ingeniería   de\tSistemas \n')).toBe('ingenieria de sistemas');
    expect(toClave('Ingeniería\u00a0Civil')).toBe('ingenieria civil');
  });

  it('gives the same key whether the accent was typed composed or decomposed (macOS)', () => {
    const composed = 'Ingeniería Agroindustrial'.normalize('NFC');
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(toClave(decomposed)).toBe(toClave(composed));
  });

  it('keeps the letters, digits and signs of a name', () => {
    expect(toClave('Programación en C++ y C#')).toBe('programacion en c++ y c#');
    expect(toClave('Técnico en Computación 3D')).toBe('tecnico en computacion 3d');
  });

  it('an empty or blank name has an empty key', () => {
    expect(toClave('')).toBe('');
    expect(toClave('   ')).toBe('');
  });
});

describe('truncate: names in the menu (15) and modal titles (50)', () => {
  it('cuts a long name in the menu to 15 characters and adds an ellipsis', () => {
    expect(MENU_NAME_MAX).toBe(15);
    expect(truncate('María Fernanda de los Ángeles', MENU_NAME_MAX)).toBe('María Fernanda …');
  });

  it('cuts a modal title to 50 characters and adds an ellipsis', () => {
    expect(MODAL_TITLE_MAX).toBe(50);
    const title = '¿Quiere salir de la edición de su experiencia laboral en Minera Los Andes?';
    const cut = truncate(title, MODAL_TITLE_MAX);
    expect(cut).toBe(`${title.slice(0, 50)}…`);
    expect(Array.from(cut)).toHaveLength(51);
  });

  it('leaves a text of exactly the limit, or shorter, untouched', () => {
    expect(truncate('Rosa Huamán Cco', 15)).toBe('Rosa Huamán Cco');
    expect(truncate('Rosa', 15)).toBe('Rosa');
    expect(truncate('', 15)).toBe('');
    const fifty = 'x'.repeat(50);
    expect(truncate(fifty, 50)).toBe(fifty);
  });

  it('counts an emoji as one character and never cuts it in half', () => {
    expect(truncate('😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀', 15)).toBe(`${'😀'.repeat(15)}…`);
    expect(truncate('Rosa 😀', 6)).toBe('Rosa 😀');
    expect(truncate('Equipo de 👩‍💻 y 🇵🇪 Perú', 11)).toBe('Equipo de 👩‍💻…');
    expect(truncate('Equipo de 👩‍💻 y 🇵🇪 Perú', 15)).toBe('Equipo de 👩‍💻 y 🇵🇪…');
    expect(truncate('Hola 👨‍👩‍👧‍👦', 6)).toBe('Hola 👨‍👩‍👧‍👦');
  });

  it('counts an accented letter as one character even when typed decomposed', () => {
    const name = 'José Ángel Pérez Ñahui'.normalize('NFD');
    expect(truncate(name, 15).normalize('NFC')).toBe('José Ángel Pére…');
  });

  it('cuts names of Latin letters (the common case, done without a segmenter) where the segmenter would', () => {
    const bySegmenter = (value: string, max: number) => {
      const chars = Array.from(new Intl.Segmenter('es', { granularity: 'grapheme' }).segment(value), (s) => s.segment);
      return chars.length > max ? `${chars.slice(0, max).join('')}…` : value;
    };
    const names = [
      'Ñusta Quispe Mamani',
      'José Ángel Pérez Ñahui',
      'Łukasz Świątek-Øster',
      'Zoë Müller ß Ærø',
      'Inversiones Andinas del Perú S.A.C.',
      'Ana\u00a0María Ccori',
      'María Fernanda de los Ángeles\u0301',
      'Rosa \r\nHuamán Ccorimanya',
    ];
    for (const name of names) for (const max of [1, 5, 14, 15, 16, 50]) expect(truncate(name, max)).toBe(bySegmenter(name, max));
  });
});

describe('coincidencia: how well a name matches what was typed', () => {
  it.each([
    ['Contabilidad', 'CONTABILIDAD', 0],
    ['Contabilidad y Finanzas', 'contab', 1],
    ['Diseño Industrial', 'industrial', 2],
    ['Ingeniería Agroindustrial', 'industrial', 3],
    ['Ingeniería de Sistemas', 'ing sistemas', 4],
    ['Enfermería', 'enfermeria', 0],
    ['Derecho', 'medicina', null],
  ] as const)('%s for «%s» → %s', (nombre, busqueda, rango) => {
    expect(coincidencia(nombre, busqueda)).toBe(rango);
  });

  it('orders the best first, alphabetically within each kind, and keeps at most max', () => {
    const nombres = ['Ingeniería Agroindustrial', 'Química Industrial', 'Industrial', 'Industrias Alimentarias', 'Diseño Industrial'];
    expect(mejoresCoincidencias(nombres, (n) => n, 'industria', 10)).toEqual([
      'Industrial',
      'Industrias Alimentarias',
      'Diseño Industrial',
      'Química Industrial',
      'Ingeniería Agroindustrial',
    ]);
    expect(mejoresCoincidencias(nombres, (n) => n, 'industrial', 2)).toEqual(['Industrial', 'Diseño Industrial']);
  });
});
