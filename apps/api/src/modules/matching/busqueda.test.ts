/** The search text as a prefix full-text query: only letters and digits reach to_tsquery. */
import { describe, expect, it } from 'vitest';
import { busquedaQuery } from '@practiperu/shared/api/busqueda';
import { tsQueryDe } from './busqueda.ts';

describe('the text of a search', () => {
  it('becomes prefix terms joined by &', () => {
    expect(tsQueryDe('ingenieria indus')).toBe('ingenieria:* & indus:*');
    expect(tsQueryDe('  Ingeniería  Industrial ')).toBe('Ingeniería:* & Industrial:*');
  });

  it('asks for the plural of -ación, -ución and -logía words too (the stemmer knows those endings only with accent)', () => {
    expect(tsQueryDe('conciliación')).toBe('(conciliación:* | conciliaciónes:*)');
    expect(tsQueryDe('comunicacion')).toBe('(comunicacion:* | comunicaciones:*)');
    expect(tsQueryDe('tecnologia')).toBe('(tecnologia:* | tecnologias:*)');
    expect(tsQueryDe('gestion')).toBe('gestion:*');
  });

  it('drops every operator and symbol, keeps at most 8 terms of 40 characters', () => {
    expect(tsQueryDe("'); drop table oferta; --")).toBe('drop:* & table:* & oferta:*');
    expect(tsQueryDe('a & b | !c :* <-> (d)')).toBe('a:* & b:* & c:* & d:*');
    expect(tsQueryDe('uno dos tres cuatro cinco seis siete ocho nueve')?.split(' & ')).toHaveLength(8);
    expect(tsQueryDe('x'.repeat(60))).toBe(`${'x'.repeat(40)}:*`);
    expect(tsQueryDe('  ¡¿?!  ')).toBeUndefined();
    expect(tsQueryDe(undefined)).toBeUndefined();
  });

  it('the query string: blanks are no filter, case is forgiven, defaults to page 1', () => {
    expect(busquedaQuery.parse({ q: ' ', region: '', modalidad: 'profesional', modalidad_tiempo: 'VIRTUAL', nivel: '7' })).toEqual({
      q: undefined,
      region: undefined,
      modalidad: 'PROFESIONAL',
      modalidad_tiempo: 'Virtual',
      nivel: 7,
      page: 1,
    });
  });
});
