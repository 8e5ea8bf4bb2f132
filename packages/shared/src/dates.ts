/**
 * Calendar days in Lima, the days the business reasons about: today's date there, day arithmetic, the check of a
 * 'YYYY-MM-DD' string, and the instants where a Lima day or month starts (the free quota of the month, the daily
 * jobs). Small on purpose: the app shell uses it (the premium badge counts days), and what only the server uses
 * builds its formatter on first use, so a page that does not call it carries nothing of it.
 */
import { MONTHS, TIME_ZONE } from './constants.ts';

/** Built on first use (a formatter with a time zone loads its data): a module that imports this file pays nothing. */
let limaFormat: Intl.DateTimeFormat | null = null;

let lastMinute = { minute: Number.NaN, day: '' };

/**
 * The date in Lima ('YYYY-MM-DD') of an instant. Remembered for the last minute asked: every card of every list
 * asks it, and a day only changes on a minute boundary.
 */
export function limaToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute.minute)
    lastMinute = {
      minute,
      day: (limaFormat ??= new Intl.DateTimeFormat('en-CA', {
        timeZone: TIME_ZONE,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      })).format(now),
    };
  return lastMinute.day;
}

/** The year in Lima of an instant (the © line, the lists of years). */
export function limaYear(now: Date = new Date()): number {
  return Number(limaToday(now).slice(0, 4));
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

let partsFormat: Intl.DateTimeFormat | null = null;

/** Minutes Lima is ahead of UTC at an instant (−300 today): read from the time-zone database, not assumed. */
export function offsetMinutes(instant: Date): number {
  partsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const p = Object.fromEntries(partsFormat.formatToParts(instant).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a Lima day ('YYYY-MM-DD') starts. */
export function limaDayStart(isoDate: string): Date {
  const utcMidnight = new Date(`${isoDate}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - offsetMinutes(utcMidnight) * 60_000);
}

/** The Lima calendar month of an instant: 'YYYY-MM', its first day, and the first day of the next. */
export function limaMonth(now: Date): { periodo: string; desde: string; hasta: string } {
  const today = limaToday(now);
  const desde = `${today.slice(0, 7)}-01`;
  const hasta = `${addDays(desde, 31).slice(0, 7)}-01`;
  return { periodo: today.slice(0, 7), desde, hasta };
}

/** '10 de setiembre de 2027' of a 'YYYY-MM-DD' day, as mails and offer texts write it. */
export function fechaLarga(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${d} de ${(MONTHS[(m ?? 1) - 1] ?? '').toLowerCase()} de ${y}`;
}
