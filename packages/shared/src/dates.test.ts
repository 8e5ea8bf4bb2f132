import { describe, expect, it } from 'vitest';
import { addDays, fechaLarga, limaDayStart, limaMonth, limaToday, limaYear, offsetMinutes, validIsoDate } from './dates.ts';

describe('days in Lima', () => {
  it('is five hours behind UTC all year (Peru has no daylight saving time)', () => {
    expect(offsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(-300);
    expect(offsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(-300);
  });

  it('a Lima day starts at 05:00 UTC, and late evening in Lima is already the next day in UTC', () => {
    expect(limaDayStart('2026-11-26').toISOString()).toBe('2026-11-26T05:00:00.000Z');
    expect(limaToday(new Date('2026-11-27T04:59:59Z'))).toBe('2026-11-26');
    expect(limaToday(new Date('2026-11-27T05:00:00Z'))).toBe('2026-11-27');
    expect(limaYear(new Date('2027-01-01T04:00:00Z'))).toBe(2026);
  });

  it('the month of the free quota runs from the 1st of the month to the 1st of the next, December included', () => {
    expect(limaMonth(new Date('2026-12-31T20:00:00Z'))).toEqual({ periodo: '2026-12', desde: '2026-12-01', hasta: '2027-01-01' });
    expect(limaMonth(new Date('2027-01-01T03:00:00Z'))).toEqual({ periodo: '2026-12', desde: '2026-12-01', hasta: '2027-01-01' });
  });

  it('adds calendar days and checks real dates', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(validIsoDate('2026-02-30')).toBe(false);
    expect(validIsoDate('2028-02-29')).toBe(true);
  });
});

describe('a day in words', () => {
  it('writes the day, the month as Peru spells it and the year', () => {
    expect(fechaLarga('2027-09-10')).toBe('10 de setiembre de 2027');
    expect(fechaLarga('2027-01-01')).toBe('1 de enero de 2027');
  });
});
