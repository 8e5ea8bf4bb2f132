/**
 * How offers' dates, money and places read in es-PE, on the web pages and in the HTML the server writes for the
 * public offer pages (the two must print the same text). Deadlines are Lima days ('YYYY-MM-DD'); the rest are
 * instants shown in Lima.
 */
import { once } from './once.ts';

/** The months as es-PE writes them (CLDR: «setiembre»). */
const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'setiembre', 'octubre', 'noviembre', 'diciembre'];
/** Lima's offset: Peru keeps UTC−5 all year (no summer time since 1994; the API's deadlines assume it too). */
const LIMA_OFFSET_MS = -5 * 3_600_000;

/**
 * '23 de noviembre de 2026', written by hand rather than by `Intl.DateTimeFormat`: making one loads the locale's and
 * the time zone's data, 150–200 ms of a phone's main thread (4× CPU slowdown) on the search and an offer page, whose
 * cards show dates (docs/performance.md). A test holds it to `Intl` over years of days.
 */
/** An instant's day in Lima, 'YYYY-MM-DD', without `Intl` (the same reason as `dayText`; `limaToday` makes one). */
const limaDia = (instant: Date) => new Date(instant.getTime() + LIMA_OFFSET_MS).toISOString().slice(0, 10);

const dayText = (utc: Date) => `${utc.getUTCDate()} de ${MESES[utc.getUTCMonth()]} de ${utc.getUTCFullYear()}`;

/** '2026-11-23' → '23 de noviembre de 2026' (a calendar day: no time zone may move it). */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return '';
  return dayText(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}

/** An ISO instant → its day in Lima, '20 de noviembre de 2026'. */
export function formatInstant(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? '' : dayText(new Date(time + LIMA_OFFSET_MS));
}

const SOLES = once(() => new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0 }));
const SOLES_CENTIMOS = once(() => new Intl.NumberFormat('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** 1130 → '1,130' (a whole number of at least 0, grouped as es-PE groups it). */
const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Money, the one way it is written everywhere: 'S/ 1,130' (salaries, prices), or with céntimos for the amounts of
 * payments, 'S/ 69.00'. Written by hand for the amounts pages show (whole soles, or exact céntimos, not negative):
 * making an `Intl.NumberFormat` loads the locale's data, about 200 ms of a phone's main thread (4× CPU slowdown) on
 * an offer page with a salary (docs/performance.md). Anything else goes to `Intl`; a test holds both to it.
 */
export function formatSoles(amount: number, opts: { centimos?: boolean } = {}): string {
  const centimos = Math.round(amount * 100);
  if (amount >= 0 && Number.isSafeInteger(centimos)) {
    if (!opts.centimos) return `S/ ${grouped(Math.round(amount))}`;
    if (Math.abs(centimos - amount * 100) < 1e-6)
      return `S/ ${grouped(Math.floor(centimos / 100))}.${String(centimos % 100).padStart(2, '0')}`;
  }
  return `S/ ${(opts.centimos ? SOLES_CENTIMOS : SOLES)().format(amount)}`;
}

/** An offer's place and time modality: 'Cayma, Arequipa · Presencial', or 'Virtual' alone. */
export function placeText(o: { modalidad_tiempo: string; region: string; distrito: string }): string {
  const place = [o.distrito, o.region].filter(Boolean).join(', ');
  return place ? `${place} · ${o.modalidad_tiempo}` : o.modalidad_tiempo;
}

/**
 * The deadline fact of an offer's views: «Postular hasta» and its day while it may still take applications; once it
 * finished (the company finished it, or the daily job after the deadline) or its deadline passed, «Cerró el» and the
 * day it closed, so a finished offer never shows a future deadline beside «Finalizó». An offer that never opened did
 * not close: a rejected one (estado 2), or one still pending past its deadline, says so under «Postulaciones».
 * `texto` is the value to show beside `label`; `dia` stays the day it is about.
 */
export function plazoOferta(
  o: { finaliza: string | Date | null; fin_convocatoria: string; estado?: number },
  now: Date = new Date(),
): { label: 'Postular hasta' | 'Cerró el' | 'Postulaciones'; dia: string; texto: string } {
  const vencida = o.fin_convocatoria < limaDia(now);
  if (o.estado === 2) return { label: 'Postulaciones', dia: o.fin_convocatoria, texto: 'No se abrieron: la oferta fue rechazada.' };
  if (o.estado === 0 && vencida)
    return {
      label: 'Postulaciones',
      dia: o.fin_convocatoria,
      texto: `No se abrieron: su plazo venció el ${formatDay(o.fin_convocatoria)} sin que se aprobara.`,
    };
  if (o.finaliza) {
    const dia = limaDia(new Date(o.finaliza));
    const cerro = dia < o.fin_convocatoria ? dia : o.fin_convocatoria;
    return { label: 'Cerró el', dia: cerro, texto: formatDay(cerro) };
  }
  if (vencida) return { label: 'Cerró el', dia: o.fin_convocatoria, texto: formatDay(o.fin_convocatoria) };
  return { label: 'Postular hasta', dia: o.fin_convocatoria, texto: formatDay(o.fin_convocatoria) };
}
