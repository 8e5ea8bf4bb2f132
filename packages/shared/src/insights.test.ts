import { describe, expect, it } from 'vitest';
import { urlConCampana } from './compartir.ts';
import { errorDePeriodo, esBot, fuenteDeQuery, PERIODO_MESSAGES } from './insights.ts';

describe('where a visit to an offer came from', () => {
  it('takes a shared link’s channel from its campaign tags, whatever else the link says', () => {
    const url = urlConCampana('https://practiperu.pe/ofertas/practicante-42', 'whatsapp', 'postulante');
    expect(fuenteDeQuery(url.split('?')[1]!)).toEqual({ fuente: 'compartido', canal: 'whatsapp' });
    expect(fuenteDeQuery('?de=busqueda&utm_campaign=compartir-oferta&utm_source=linkedin')).toEqual({
      fuente: 'compartido',
      canal: 'linkedin',
    });
  });

  it('reads the app’s own links, and calls anything else direct', () => {
    expect(fuenteDeQuery('?de=busqueda')).toEqual({ fuente: 'busqueda', canal: '' });
    expect(fuenteDeQuery('de=recomendacion')).toEqual({ fuente: 'recomendacion', canal: '' });
    expect(fuenteDeQuery('?de=empresa')).toEqual({ fuente: 'empresa', canal: '' });
    expect(fuenteDeQuery('?de=compartido')).toEqual({ fuente: 'directo', canal: '' });
    expect(fuenteDeQuery('?de=google')).toEqual({ fuente: 'directo', canal: '' });
    expect(fuenteDeQuery('')).toEqual({ fuente: 'directo', canal: '' });
    expect(fuenteDeQuery('?utm_campaign=compartir-oferta&utm_source=<script>')).toEqual({ fuente: 'compartido', canal: '' });
    // A channel the share buttons never use counts as a shared link without channel.
    expect(fuenteDeQuery('?utm_campaign=compartir-oferta&utm_source=tiktok')).toEqual({ fuente: 'compartido', canal: '' });
  });
});

describe('automated clients', () => {
  it('are told by their User-Agent; browsers, headless ones included, are visitors', () => {
    expect(esBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(esBot('facebookexternalhit/1.1')).toBe(true);
    expect(esBot('WhatsApp/2.23.20.0 A')).toBe(true);
    expect(esBot('curl/8.5.0')).toBe(true);
    expect(esBot(undefined)).toBe(true);
    expect(esBot('')).toBe(true);
    expect(
      esBot(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
    expect(esBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36')).toBe(
      false,
    );
  });
});

describe('errorDePeriodo', () => {
  it('says a period’s first mistake at its field, as the API does, and nothing for a valid one', () => {
    expect(errorDePeriodo({})).toBeNull();
    expect(errorDePeriodo({ desde: '2026-01-01', hasta: '2026-12-31' })).toBeNull();
    expect(errorDePeriodo({ desde: '2026-02-30' })).toEqual({ campo: 'desde', mensaje: PERIODO_MESSAGES.desde });
    // An emptied field asks for its day; the format is named only for a day that is not one.
    expect(errorDePeriodo({ desde: '2026-11-01', hasta: '' })).toEqual({ campo: 'hasta', mensaje: 'Ingresa la fecha final.' });
    expect(errorDePeriodo({ desde: '', hasta: '2026-11-01' })).toEqual({ campo: 'desde', mensaje: 'Ingresa la fecha inicial.' });
    expect(errorDePeriodo({ desde: '2026-11-01', hasta: '2026-13-01' })).toEqual({ campo: 'hasta', mensaje: PERIODO_MESSAGES.hasta });
    expect(errorDePeriodo({ desde: '2026-11-29', hasta: '2026-11-01' })).toEqual({ campo: 'desde', mensaje: PERIODO_MESSAGES.orden });
    expect(errorDePeriodo({ desde: '2020-01-01', hasta: '2026-11-29' })).toEqual({ campo: 'desde', mensaje: PERIODO_MESSAGES.largo });
    // 366 days, both ends included, is the longest.
    expect(errorDePeriodo({ desde: '2026-01-01', hasta: '2027-01-01' })).toBeNull();
    expect(errorDePeriodo({ desde: '2025-12-31', hasta: '2027-01-01' })).toEqual({ campo: 'desde', mensaje: PERIODO_MESSAGES.largo });
  });
});
