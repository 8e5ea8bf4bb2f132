import { describe, expect, it } from 'vitest';
import { esInformativa, idDeRutaPublica, rutaPublica } from './postulacion.ts';

describe('the public page path', () => {
  it('is built from alias and id, and the id is read back from its end', () => {
    const ruta = rutaPublica({ alias: 'practicante-de-mejora-continua', id: 42 });
    expect(ruta).toBe('/ofertas/practicante-de-mejora-continua-42');
    expect(idDeRutaPublica(ruta.replace('/ofertas/', ''))).toBe(42);
    // A title ending in a number keeps working: only the last number is the id.
    expect(idDeRutaPublica('practicante-2027-7')).toBe(7);
    expect(idDeRutaPublica('15')).toBe(15);
  });

  it('no id, zero or beyond an int: no page', () => {
    for (const slug of ['practicante', 'practicante-', 'practicante-0', 'practicante-99999999999', 'practicante-4a', '']) {
      expect(idDeRutaPublica(slug), slug).toBeNull();
    }
  });

  it('tells an informational answer from a full one', () => {
    expect(esInformativa({ oferta_publica: 1, aviso: 'Esta es una convocatoria informativa…' } as never)).toBe(true);
    expect(esInformativa({ oferta_publica: 0 } as never)).toBe(false);
  });
});
