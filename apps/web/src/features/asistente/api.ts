/**
 * The calls of the applicant assistant (docs/assistant.md "Web screens"): ask (`llm/query`), read a page of a stored
 * query (`llm/results`), the offer's past queries (`llm/history`) and the Excel/CSV exports; the developer variants
 * under `llm/dev/…` (no exports). The page's address keeps the stored query, the page and the toggles
 * (`?historial=&page=&discard=1&pending=1&finalist=1`), so a reload, the back button and a shared link show the same
 * results.
 */
import { limaToday } from '@practiperu/shared/dates';
import {
  ASISTENTE_MESSAGES,
  type AsistenteHistorialItem,
  type AsistenteOptional,
  type ResultadoAsistente,
} from '@practiperu/shared/asistente';
import type { AsistenteFiltros } from '@practiperu/shared/schemas/asistente';
import { llm } from '../../lib/api/llm';
import type { Loaded } from '../../lib/loaded';
import { EXPORT_TYPES, type FormatoExport } from '../postulantes-empresa';

// ------------------------------------------------------------------ paths

/** The assistant's pages of one offer: under Mis publicaciones, or the developer-mode variant under publicaciones. */
export function asistentePaths(idOferta: number | string, dev = false) {
  const oferta = `/empresas/${dev ? 'publicaciones' : 'mis-publicaciones'}/${idOferta}`;
  const base = `${oferta}/asistente-postulantes`;
  return {
    oferta,
    /** Where the assistant's page goes back to: the applicants list (or the developer offer page). */
    back: dev ? oferta : `${oferta}/postulantes`,
    base,
    /** The results page with its address query (`historial`, `page`, toggles). */
    results: (search = '') => (search ? `${base}?${search.replace(/^\?/, '')}` : base),
    /** An applicant's CV, keeping the results' query so its back link returns to the same page of results. */
    postulante: (idPostulante: number | string, search = '') =>
      search ? `${base}/${idPostulante}?${search.replace(/^\?/, '')}` : `${base}/${idPostulante}`,
  };
}

// ------------------------------------------------------------------ the address

export interface AsistenteQuery {
  /** The stored query shown (null: nothing asked yet). */
  historial: number | null;
  page: number;
  filtros: AsistenteFiltros;
}

export const SIN_FILTROS_ASISTENTE: AsistenteFiltros = { discard: false, pending: false, finalist: false };
export const TOGGLES = ['discard', 'pending', 'finalist'] as const;
export type Toggle = (typeof TOGGLES)[number];

const positiveInt = (value: string | null): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
};

/** The page's address read leniently: what cannot be read is left out (a hand-edited link never breaks the page). */
export function readAsistenteQuery(params: URLSearchParams): AsistenteQuery {
  const flag = (k: Toggle) => params.get(k) === '1' || params.get(k) === 'true';
  const historial = positiveInt(params.get('historial'));
  return {
    historial,
    page: historial ? (positiveInt(params.get('page')) ?? 1) : 1,
    filtros: { discard: flag('discard'), pending: flag('pending'), finalist: flag('finalist') },
  };
}

/** The address of a query: `historial=12&page=2&finalist=1` (page 1 and toggles off are left out). */
export function asistenteQueryToParams(q: AsistenteQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.historial === null) return params;
  params.set('historial', String(q.historial));
  if (q.page > 1) params.set('page', String(q.page));
  for (const k of TOGGLES) if (q.filtros[k]) params.set(k, '1');
  return params;
}

/** The toggles as the API reads them (`discard=1&pending=0&finalist=1`). */
function togglesForApi(filtros: AsistenteFiltros): Record<Toggle, '0' | '1'> {
  return { discard: filtros.discard ? '1' : '0', pending: filtros.pending ? '1' : '0', finalist: filtros.finalist ? '1' : '0' };
}

// ------------------------------------------------------------------ answers

export interface ResultadosPage {
  items: ResultadoAsistente[];
  optional: AsistenteOptional;
}

/** The offer (or the stored query) not found — another company's, removed, or not premium: the page goes to 404. */
export type AsistenteLoaded<T> = Loaded<T> | { ok: false; notFound: true; message: string };

export type ConsultaResult =
  | { ok: true; data: ResultadosPage }
  | { ok: false; notFound?: true; message: string; /** A message for the prompt field (400 with optional.errors). */ fieldError?: string };

/** `POST llm/query {id_oferta, prompt}` (or `llm/dev/query`): the first page of a new stored query. */
export async function consultar(idOferta: string, prompt: string, dev: boolean): Promise<ConsultaResult> {
  const res = await (dev ? llm.devQuery : llm.query)({ body: { id_oferta: Number(idOferta), prompt } });
  if (res.state) return { ok: true, data: { items: res.data, optional: res.optional } };
  if (res.status === 404) return { ok: false, notFound: true, message: res.message };
  const errors = res.optional?.errors;
  if (res.status === 400 && errors) {
    const fieldError = errors.prompt ?? Object.values(errors)[0];
    return fieldError ? { ok: false, message: res.message, fieldError } : { ok: false, message: res.message };
  }
  return { ok: false, message: res.message };
}

// The first page of a query just asked is already here: the results loader takes it instead of asking again.
const primed = new Map<string, ResultadosPage>();
const primeKey = (dev: boolean, q: AsistenteQuery) => `${dev ? 'dev' : 'p'}:${asistenteQueryToParams(q).toString()}`;

export function primeResultados(dev: boolean, data: ResultadosPage): void {
  primed.clear();
  primed.set(primeKey(dev, { historial: data.optional.id_historial, page: 1, filtros: SIN_FILTROS_ASISTENTE }), data);
}

/** `GET llm/results?id_historial=&page=&discard=&pending=&finalist=` (or `llm/dev/results`, without toggles). */
export async function loadResultados(
  q: AsistenteQuery & { historial: number },
  dev: boolean,
  idOferta?: string,
): Promise<AsistenteLoaded<ResultadosPage>> {
  const key = primeKey(dev, q);
  const ready = primed.get(key);
  if (ready) {
    primed.delete(key);
    return { ok: true, data: ready };
  }
  const page = { id_historial: q.historial, page: q.page };
  const res = await (dev ? llm.devResults({ query: page }) : llm.results({ query: { ...page, ...togglesForApi(q.filtros) } }));
  // A stored query of another offer opened under this one's address (`…/6/asistente-postulantes?historial=` of a query of
  // offer 4): not this offer's, so not found, as an unknown query is.
  if (res.state && idOferta !== undefined && !deLaOferta((res.optional as AsistenteOptional | undefined)?.url, idOferta))
    return { ok: false, notFound: true, message: ASISTENTE_MESSAGES.historialNoEncontrado };
  if (res.state) return { ok: true, data: { items: res.data, optional: res.optional } };
  if (res.status === 404 || (res.status === 400 && !res.optional?.errors)) return { ok: false, notFound: true, message: res.message };
  return { ok: false, message: res.message };
}

/** Whether a stored query's address (`optional.url`, `/empresas/…/{id_oferta}/asistente-postulantes?…`) is the offer's. */
function deLaOferta(url: string | undefined, idOferta: string): boolean {
  return url === undefined || new URL(url, 'http://x').pathname.split('/').includes(idOferta);
}

/** `GET llm/history/{id_oferta}` (or `llm/dev/history`): the offer's past queries, newest first. */
export async function loadHistorial(idOferta: string, dev: boolean): Promise<Loaded<AsistenteHistorialItem[]>> {
  const res = await (dev ? llm.devHistory : llm.history)({ params: { id_oferta: idOferta } });
  if (!res.state) return { ok: false, message: res.message };
  return { ok: true, data: res.data };
}

// ------------------------------------------------------------------ exports

export { EXPORT_TYPES, type FormatoExport };

/** `GET llm/export{Excel|CSV}/{id_oferta}?id_historial=&discard=&pending=&finalist=`: data[0] base64, the name in optional. */
export function fetchExportAsistente(idOferta: string, formato: FormatoExport, historial: number, filtros: AsistenteFiltros) {
  const call = formato === 'csv' ? llm.exportCSV : llm.exportExcel;
  return call({ params: { id_oferta: idOferta }, query: { id_historial: historial, ...togglesForApi(filtros) } });
}

/** The file's name: the server's (optional.nombre, or name/filename), else 'resultados' and today's date. */
export function exportFileName(optional: Record<string, unknown> | undefined, formato: FormatoExport, today = new Date()): string {
  for (const k of ['nombre', 'name', 'filename', 'fileName']) {
    const v = optional?.[k];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  const day = limaToday(today);
  return `resultados-${day}.${formato}`;
}
