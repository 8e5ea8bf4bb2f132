import { describe, expect, it } from 'vitest';
import { formatDay, formatSoles } from './formato.ts';

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
});
