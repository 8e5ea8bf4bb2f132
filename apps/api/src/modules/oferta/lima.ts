/**
 * Instants of days in America/Lima: when a Lima day or month starts, for the free quota of the month
 * and the daily finishing job. The offset is read from the time-zone database, not assumed.
 */
import { TIME_ZONE } from '@practiperu/shared/constants';
import { addDays, limaToday } from '@practiperu/shared/dates';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Minutes Lima is ahead of UTC at an instant (−300 today). */
export function offsetMinutes(instant: Date): number {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
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
