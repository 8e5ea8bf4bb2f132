/**
 * How offers' dates, money and places read in es-PE, on the web pages and in the HTML the server writes for the
 * public offer pages (the two must print the same text). Deadlines are Lima days ('YYYY-MM-DD'); the rest are
 * instants shown in Lima.
 */
import { once } from './once.ts';
import { TIME_ZONE } from './constants.ts';

const DAY = once(() => new Intl.DateTimeFormat('es-PE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
const INSTANT = once(() => new Intl.DateTimeFormat('es-PE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }));

/** '2026-11-23' → '23 de noviembre de 2026' (a calendar day: no time zone may move it). */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return '';
  return DAY().format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}

/** An ISO instant → its day in Lima, '20 de noviembre de 2026'. */
export function formatInstant(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : INSTANT().format(date);
}

const SOLES = once(() => new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0 }));
const SOLES_CENTIMOS = once(() => new Intl.NumberFormat('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * Money, the one way it is written everywhere: 'S/ 1,130' (salaries, prices), or with céntimos for the amounts of
 * payments, 'S/ 69.00'.
 */
export function formatSoles(amount: number, opts: { centimos?: boolean } = {}): string {
  return `S/ ${(opts.centimos ? SOLES_CENTIMOS : SOLES)().format(amount)}`;
}

/** An offer's place and time modality: 'Cayma, Arequipa · Presencial', or 'Virtual' alone. */
export function placeText(o: { modalidad_tiempo: string; region: string; distrito: string }): string {
  const place = [o.distrito, o.region].filter(Boolean).join(', ');
  return place ? `${place} · ${o.modalidad_tiempo}` : o.modalidad_tiempo;
}
