/** An offer's text under the page's h1: its headings renumbered so the outline never skips a level. */
import { describe, expect, it } from 'vitest';
import { encabezadosDesde } from './encabezados.ts';

describe('encabezadosDesde', () => {
  it("an offer's sections (h3) and the editor's subheadings (h4) become h2 and h3 under the page's h1", () => {
    const texto = '<h3>Funciones</h3>\n<p>Apoyar.</p><h4>Detalle</h4><ul><li>Uno</li></ul>\n<h3>Requisitos</h3>';
    expect(encabezadosDesde(texto, 2)).toBe('<h2>Funciones</h2>\n<p>Apoyar.</p><h3>Detalle</h3><ul><li>Uno</li></ul>\n<h2>Requisitos</h2>');
  });

  it('a gap inside the text is closed too (h2 then h4 → h2 then h3); text without headings is left alone', () => {
    expect(encabezadosDesde('<h2>A</h2><h4 class="x">B</h4>', 2)).toBe('<h2>A</h2><h3 class="x">B</h3>');
    expect(encabezadosDesde('<p>Sin títulos: h3 y <strong>h4</strong></p>', 2)).toBe('<p>Sin títulos: h3 y <strong>h4</strong></p>');
    expect(encabezadosDesde('<h2>Ya ordenado</h2><h3>Bien</h3>', 2)).toBe('<h2>Ya ordenado</h2><h3>Bien</h3>');
  });

  it('never goes past h6', () => {
    expect(encabezadosDesde('<h1>a</h1><h2>b</h2><h3>c</h3>', 5)).toBe('<h5>a</h5><h6>b</h6><h6>c</h6>');
  });
});
