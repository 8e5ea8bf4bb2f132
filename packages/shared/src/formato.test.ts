import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from './constants.ts';
import { formatDay, formatInstant, formatSoles, plazoOferta } from './formato.ts';

describe('how money and days read', () => {
  it('writes soles one way: whole soles for salaries and prices, céntimos for payments', () => {
    expect(formatSoles(1130)).toBe('S/ 1,130');
    expect(formatSoles(69)).toBe('S/ 69');
    expect(formatSoles(69, { centimos: true })).toBe('S/ 69.00');
    expect(formatSoles(1025.5, { centimos: true })).toBe('S/ 1,025.50');
  });

  it('writes a calendar day in Spanish, setiembre included, whatever the time zone', () => {
    expect(formatDay('2026-09-01')).toBe('1 de setiembre de 2026');
    expect(formatDay('2026-11-26T23:00:00Z')).toBe('26 de noviembre de 2026');
  });

  it('writes an instant as its day in Lima, the day changing at Lima midnight (05:00 UTC)', () => {
    expect(formatInstant('2026-11-27T04:59:59Z')).toBe('26 de noviembre de 2026');
    expect(formatInstant('2026-11-27T05:00:00Z')).toBe('27 de noviembre de 2026');
    expect(formatInstant('2027-01-01T02:59:59-02:00')).toBe('31 de diciembre de 2026');
    expect(formatInstant('no es una fecha')).toBe('');
    expect(formatInstant(null)).toBe('');
  });

  it('writes days and instants as Intl writes them for es-PE in Lima, over five years', () => {
    const day = new Intl.DateTimeFormat('es-PE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const lima = new Intl.DateTimeFormat('es-PE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2029, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString();
      expect(formatDay(iso.slice(0, 10))).toBe(day.format(t));
      // Hours either side of Lima's midnight, and midday.
      for (const hour of [4, 5, 17]) {
        const instant = t + hour * 3_600_000 + (hour === 4 ? 3_599_000 : 0);
        expect(formatInstant(new Date(instant).toISOString())).toBe(lima.format(instant));
      }
    }
  });

  it('writes soles as Intl writes them for es-PE, whole and with céntimos', () => {
    const whole = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0 });
    const centimos = new Intl.NumberFormat('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [0, 0.5, 1.5, 2.5, 999, 1000, 9999.5, 12_345_678, 0.1 + 0.2, 1.005, 19.99, 1025.5, -3, -2.5, 1e21];
    for (let n = 0; n < 2_000_000; n += 997.13) amounts.push(n, Math.round(n), Math.round(n * 100) / 100);
    for (const amount of amounts) {
      expect(formatSoles(amount)).toBe(`S/ ${whole.format(amount)}`);
      expect(formatSoles(amount, { centimos: true })).toBe(`S/ ${centimos.format(amount)}`);
    }
  });
});

describe('plazoOferta', () => {
  const now = new Date('2026-11-30T15:00:00Z');
  it('an open offer says until when it takes applications', () => {
    expect(plazoOferta({ finaliza: null, fin_convocatoria: '2026-12-25' }, now)).toEqual({
      label: 'Postular hasta',
      dia: '2026-12-25',
      texto: '25 de diciembre de 2026',
    });
  });
  it('a finished offer says the day it closed, never a deadline still to come', () => {
    // Finished by the company on 29 Nov at 22:00 Lima (30 Nov 03:00 UTC).
    expect(plazoOferta({ finaliza: '2026-11-30T03:00:00.000Z', fin_convocatoria: '2026-12-25' }, now)).toEqual({
      label: 'Cerró el',
      dia: '2026-11-29',
      texto: '29 de noviembre de 2026',
    });
    // Finished by the daily job the day after its deadline: it closed on its deadline.
    expect(plazoOferta({ finaliza: '2026-11-21T05:00:00.000Z', fin_convocatoria: '2026-11-20' }, now)).toEqual({
      label: 'Cerró el',
      dia: '2026-11-20',
      texto: '20 de noviembre de 2026',
    });
  });
  it('past its deadline, not yet finished by the job, it is closed too', () => {
    expect(plazoOferta({ finaliza: null, fin_convocatoria: '2026-11-29' }, now)).toEqual({
      label: 'Cerró el',
      dia: '2026-11-29',
      texto: '29 de noviembre de 2026',
    });
  });
  it('an offer that never opened did not close: rejected, or pending past its deadline', () => {
    for (const fin of ['2026-10-31', '2026-12-25'])
      expect(plazoOferta({ estado: 2, finaliza: null, fin_convocatoria: fin }, now)).toMatchObject({
        label: 'Postulaciones',
        texto: 'No se abrieron: la oferta fue rechazada.',
      });
    expect(plazoOferta({ estado: 0, finaliza: null, fin_convocatoria: '2026-10-31' }, now)).toMatchObject({
      label: 'Postulaciones',
      texto: 'No se abrieron: su plazo venció el 31 de octubre de 2026 sin que se aprobara.',
    });
    // Pending within its deadline: the deadline it will have once approved.
    expect(plazoOferta({ estado: 0, finaliza: null, fin_convocatoria: '2026-12-25' }, now).label).toBe('Postular hasta');
  });
});
