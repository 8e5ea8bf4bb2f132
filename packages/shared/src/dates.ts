/**
 * Calendar days in Lima, the days the business reasons about: today's date there, day arithmetic and
 * the check of a 'YYYY-MM-DD' string. Small on purpose: the app shell uses it (the premium badge counts days).
 */
import { TIME_ZONE } from './constants.ts';

const limaFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

let lastMinute = { minute: Number.NaN, day: '' };

/**
 * The date in Lima ('YYYY-MM-DD') of an instant. Remembered for the last minute asked: every card of every list
 * asks it, and a day only changes on a minute boundary.
 */
export function limaToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute.minute) lastMinute = { minute, day: limaFormat.format(now) };
  return lastMinute.day;
}

/** 'YYYY-MM-DD' plus n days (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** A real calendar day written 'YYYY-MM-DD' ('2026-02-30' is not). */
export function validIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
