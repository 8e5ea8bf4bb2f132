/** The public search's total (the server counts up to 1,000, docs/matching.md) and where "Postular" leads. */
import { describe, expect, it } from 'vitest';
import { postularDestino } from '../public-oferta-page';
import { totalText } from '../search-page';

describe('public offer pages', () => {
  it('the total says "más de" when the server stopped counting', () => {
    expect(totalText(1, false)).toBe('1 oferta');
    expect(totalText(23, false)).toBe('23 ofertas');
    expect(totalText(1000, true)).toBe('Más de 1000 ofertas');
  });

  it('Postular: a visitor goes to the applicant login and back to the offer; an applicant straight to it; a company nowhere', () => {
    expect(postularDestino(42, null)).toBe('/postulantes/inicio-sesion?volver=%2Fpostulantes%2Fnuevas-ofertas%2F42');
    expect(postularDestino(42, 0)).toBe('/postulantes/nuevas-ofertas/42');
    expect(postularDestino(42, 1)).toBeNull();
    expect(postularDestino(42, 2)).toBeNull();
  });
});
