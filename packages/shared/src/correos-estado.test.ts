/**
 * The company's own status mails are plain text: cleaned before they are stored, with only the three known
 * placeholders, filled per applicant and split into paragraphs at blank lines.
 */
import { describe, expect, it } from 'vitest';
import { aplicarPlantilla, limpiarTexto, marcadoresDesconocidos, PLANTILLAS_DEFECTO } from './correos-estado.ts';

describe('a template as it is stored', () => {
  it('loses control and direction characters, CRLF, trailing spaces and runs of blank lines', () => {
    expect(limpiarTexto('  Hola\u0000 {nombre}\u202e,\t  \r\n\r\n\r\n\r\nGracias.\u00a0 \n')).toBe('Hola {nombre},\n\nGracias.');
  });

  it('names each unknown placeholder once, in order, and accepts the three known ones', () => {
    expect(marcadoresDesconocidos('{nombre} {apellido} de {Empresa} y {apellido}')).toEqual(['apellido', 'Empresa']);
    expect(marcadoresDesconocidos('{nombre}, {oferta} en {empresa}')).toEqual([]);
  });
});

describe('a template filled for an applicant', () => {
  it('fills the placeholders and splits the paragraphs', () => {
    const mail = aplicarPlantilla(
      { asunto: '{nombre}: {oferta}', cuerpo: 'En {empresa} seguimos.\n\nGracias, {nombre}.' },
      { nombre: 'Ana', oferta: 'Practicante de Ventas', empresa: 'Andina' },
    );
    expect(mail).toEqual({ asunto: 'Ana: Practicante de Ventas', parrafos: ['En Andina seguimos.', 'Gracias, Ana.'] });
  });

  it("the platform's defaults use only known placeholders and fit the limits", () => {
    for (const t of Object.values(PLANTILLAS_DEFECTO)) {
      expect(marcadoresDesconocidos(t.asunto + t.cuerpo)).toEqual([]);
      expect(limpiarTexto(t.cuerpo)).toBe(t.cuerpo);
      expect(t.asunto.length).toBeLessThanOrEqual(120);
    }
  });
});
