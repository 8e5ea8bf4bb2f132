import { describe, expect, it } from 'vitest';
import { buildUrl } from '../api-client';

describe('buildUrl', () => {
  it('puts the path under /api and leaves empty values out of the query', () => {
    expect(buildUrl('oferta/recommended')).toBe('/api/oferta/recommended');
    expect(buildUrl('/oferta/recommended', { page: 2, q: '', region: undefined, nivel: null, vigente: true })).toBe(
      '/api/oferta/recommended?page=2&vigente=true',
    );
    expect(buildUrl('oferta/recommended', { q: undefined })).toBe('/api/oferta/recommended');
  });

  it('writes a list as key[0]=…&key[1]=…, in order; an empty list adds nothing', () => {
    const url = buildUrl('postulanteOferta/offerMyApplicants/6', {
      read: '1',
      departamentos: [4, 21],
      conocimientos: ['Excel|avanzado', 'SAP'],
      ciclos: [],
      page: 2,
    });
    expect(decodeURIComponent(url)).toBe(
      '/api/postulanteOferta/offerMyApplicants/6?read=1&departamentos[0]=4&departamentos[1]=21&conocimientos[0]=Excel|avanzado&conocimientos[1]=SAP&page=2',
    );
  });
});
