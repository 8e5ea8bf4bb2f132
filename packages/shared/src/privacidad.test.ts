/** The legal terms of a rights request run in business days in Lima: weekends and Peru's national holidays do not count. */
import { describe, expect, it } from 'vitest';
import { diasHabilesRestantes, domingoDePascua, esDiaHabil, feriadosDelAnio, sumarDiasHabiles, venceEl } from './privacidad.ts';

describe('business days', () => {
  it('Easter Sunday of the years the product runs in', () => {
    expect([2024, 2025, 2026, 2027, 2028].map(domingoDePascua)).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
    ]);
  });

  it('Holy Thursday and Good Friday are holidays, as are the fixed national days', () => {
    const y2026 = feriadosDelAnio(2026);
    expect(y2026.has('2026-04-02')).toBe(true);
    expect(y2026.has('2026-04-03')).toBe(true);
    for (const day of ['2026-01-01', '2026-06-29', '2026-07-28', '2026-07-29', '2026-08-30', '2026-12-08', '2026-12-25']) {
      expect(esDiaHabil(day), day).toBe(false);
    }
  });

  it('weekends are not business days; an ordinary Monday is', () => {
    expect(esDiaHabil('2026-11-21')).toBe(false);
    expect(esDiaHabil('2026-11-22')).toBe(false);
    expect(esDiaHabil('2026-11-23')).toBe(true);
  });

  it('a term runs from the day after the request and skips the Easter holidays', () => {
    // Tuesday 31 March 2026: Wednesday counts, Thursday and Friday are Holy Week, then Monday and Tuesday.
    expect(sumarDiasHabiles('2026-03-31', 3)).toBe('2026-04-07');
  });

  it('Fiestas Patrias and the Air Force day push a term past them', () => {
    expect(sumarDiasHabiles('2026-07-22', 1)).toBe('2026-07-24');
    expect(sumarDiasHabiles('2026-07-24', 2)).toBe('2026-07-30');
  });

  it('access is answered in 20 business days, rectification, cancellation, opposition and human review in 10', () => {
    // Friday 20 November 2026; 8 and 9 December are holidays.
    expect(venceEl('acceso', '2026-11-20')).toBe('2026-12-22');
    for (const tipo of ['rectificacion', 'cancelacion', 'oposicion', 'revision_humana'] as const) {
      expect(venceEl(tipo, '2026-11-20')).toBe('2026-12-04');
    }
  });

  it('a request filed on a Saturday starts counting on Monday', () => {
    expect(sumarDiasHabiles('2026-11-21', 1)).toBe('2026-11-23');
  });

  it('counts the business days left, and the days overdue as negative', () => {
    expect(diasHabilesRestantes('2026-12-10', '2026-12-10')).toBe(0);
    expect(diasHabilesRestantes('2026-12-07', '2026-12-10')).toBe(1);
    expect(diasHabilesRestantes('2026-12-14', '2026-12-10')).toBe(-2);
  });
});
