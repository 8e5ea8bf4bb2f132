/**
 * The calls of the companies' offers (docs/offers.md): the offer itself, Mis publicaciones and its actions, the
 * featured payment, the free quota, and the lookups and templates the screens show. Lookups are reference data:
 * each is asked once per visit (a failed answer is not kept, so a retry asks again).
 */
import { DEFAULT_SUBSIDY, SUGGESTIONS_MAX } from '@practiperu/shared/constants';
import type { IdName } from '@practiperu/shared/cv';
import type { InfoFactura } from '@practiperu/shared/cuenta';
import type { CupoGratis, OfertaCard } from '@practiperu/shared/oferta';
import type { Alertas, Carrera, PlantillasPrecio } from '@practiperu/shared/recursos';
import type { OfertaInput } from '@practiperu/shared/schemas/oferta';
import type { PagoOfertaInput } from '@practiperu/shared/schemas/pago';
import { mejoresCoincidencias } from '@practiperu/shared/text';
import type { Answer } from '../../lib/api-contract';
import { oferta } from '../../lib/api/oferta';
import { pago } from '../../lib/api/pago';
import { carrera, recursos } from '../../lib/api/recursos';
import { usuario } from '../../lib/api/usuario';
import type { Loaded } from '../../lib/loaded';

// ------------------------------------------------------------------ the offer

export function createOferta(data: OfertaInput) {
  return oferta.create({ body: data });
}

export function updateOferta(id: number, data: OfertaInput) {
  return oferta.update({ body: { ...data, id_oferta: id } });
}

/** An offer's answer as the page needs it: the data, not found (another company's, removed), or a failure. */
export type OfertaLoaded<T> = Loaded<T> | { ok: false; notFound: true; message: string };

function one<T>(res: Answer<T, unknown>): OfertaLoaded<T> {
  const item = res.state ? res.data[0] : undefined;
  if (item) return { ok: true, data: item };
  if (res.status === 404 || res.status === 400) return { ok: false, notFound: true, message: res.message };
  return { ok: false, message: res.message };
}

/** `GET oferta/myIdComplete/{id}`: every field, for the edit and duplicate forms. */
export const loadOfertaCompleta = async (id: string | number) => one(await oferta.myIdComplete({ params: { id } }));
/** `GET oferta/myId/{id}`: the offer view of Mis publicaciones. */
export const loadOfertaDetalle = async (id: string | number) => one(await oferta.myId({ params: { id } }));

export interface MisOfertasPage {
  items: OfertaCard[];
  currentPage: number;
  totalPages: number;
  total: number;
}

/** `GET oferta/myList?page=&estado=`: 10 per page, newest first. */
export async function loadMisOfertas(page: number, estado: number | null): Promise<Loaded<MisOfertasPage>> {
  const res = await oferta.myList({ query: { page, estado } });
  if (!res.state) return { ok: false, message: res.message };
  const { current_page, total_pages, total } = res.optional;
  return { ok: true, data: { items: res.data, currentPage: current_page, totalPages: total_pages, total } };
}

/** `GET oferta/myLatestOffer`: the company's 5 newest (an applicant's session gets other cards, never asked here). */
export async function loadUltimasOfertas(): Promise<Loaded<OfertaCard[]>> {
  const res = await oferta.myLatestOffer();
  if (!res.state) return { ok: false, message: res.message };
  return { ok: true, data: res.data.filter((o): o is OfertaCard => 'total_postulantes' in o) };
}

/** `GET oferta/getTotalOfferAvailable`: data[0] = left this month; optional = total, usadas, periodo, renueva. */
export async function loadCupoGratis(): Promise<Loaded<CupoGratis>> {
  const res = await oferta.getTotalOfferAvailable();
  if (!res.state) return { ok: false, message: res.message };
  return { ok: true, data: { disponibles: res.data[0] ?? 0, ...res.optional } };
}

export const ofertaActions = {
  finish: (id: number) => oferta.finish({ body: { id_oferta: id } }),
  hidden: (id: number, publicar: 0 | 1) => oferta.hidden({ body: { id_oferta: id, publicar } }),
  /** From a seat's request (`solicitud`, in Equipo) the API refuses if that request is no longer pending. */
  remove: (id: number, solicitud?: number) => oferta.removeMyOffer({ params: { id }, query: solicitud ? { solicitud } : {} }),
  cancelDestacado: (id: number, solicitud?: number) => oferta.cancelDestacado({ params: { id }, query: solicitud ? { solicitud } : {} }),
  /** What finishing or cancelling the feature would touch, for the confirmation to say it beforehand. */
  resumen: (id: number) => oferta.resumen({ params: { id } }),
  /** A recruiter seat asks the administrators to feature (pay for) the offer. */
  solicitarDestacado: (id: number, mensaje: string) => pago.solicitarDestacado({ body: { id_oferta: id, mensaje } }),
  /** A recruiter seat asks the administrators to annul the offer's payment in review, or to remove the offer. */
  pedirAdministrador: (id: number, tipo: 'anular_pago' | 'eliminar', mensaje: string) =>
    pago.solicitarDestacado({ body: { id_oferta: id, mensaje, tipo } }),
};

// ------------------------------------------------------------------ payment

export function createPago(data: PagoOfertaInput) {
  return pago.create({ body: data });
}

/**
 * Paying a seat's request: whether it can still be paid (another administrator may have declined or paid it since
 * Equipo was read). `ok: false` carries the API's words.
 */
export async function loadSolicitudVigente(id: number): Promise<Loaded<true>> {
  const res = await pago.solicitudParaPagar({ params: { id } });
  return res.state ? { ok: true, data: true } : { ok: false, message: res.message || 'No se pudo comprobar la solicitud.' };
}

/** The platform's own billing data (`getInfoFactura`) and the payment-support WhatsApp number. */
export type { InfoFactura };

export async function loadInfoFactura(): Promise<Loaded<InfoFactura>> {
  const res = await usuario.getInfoFactura();
  const info = res.data[0];
  return res.state && info ? { ok: true, data: info } : { ok: false, message: res.message };
}

// ------------------------------------------------------------------ templates and alerts

/** `recursos/getTemplatePricing` data[0]: the pricing cards' HTML. */
export type PricingTemplates = PlantillasPrecio;

export async function loadPricing(): Promise<Loaded<PricingTemplates>> {
  const res = await recursos.getTemplatePricing();
  const t = res.data[0];
  return res.state && t ? { ok: true, data: t } : { ok: false, message: res.message };
}

export async function loadPagoDescription(): Promise<Loaded<string>> {
  const res = await recursos.getTemplatePaymentDescription({ query: { tipo: 'destacado' } });
  const html = res.data[0];
  return res.state && typeof html === 'string' ? { ok: true, data: html } : { ok: false, message: res.message };
}

export type AlertaPublicar = NonNullable<Alertas['alerta_publicar']>;

/** `recursos/listAlertas` data[0].alerta_publicar: the notice of the publish page, or null. */
export async function loadAlertaPublicar(): Promise<AlertaPublicar | null> {
  const res = await recursos.listAlertas();
  return res.state ? (res.data[0]?.alerta_publicar ?? null) : null;
}

// ------------------------------------------------------------------ lookups of the offer form

const cache = new Map<string, Promise<unknown>>();

function cached<T>(key: string, call: () => Promise<T>): Promise<T> {
  let pending = cache.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = call();
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

async function list<T>(res: Promise<{ state: boolean; message: string; data: T[] }>): Promise<T[]> {
  const r = await res;
  if (!r.state) throw new Error(r.message);
  return r.data;
}

export const ofertaLookups = {
  /** Presencial, Virtual, Mixto (`listOfertaModalidadTiempo`). */
  modalidadesTiempo: () => cached('modalidades', () => list<IdName>(recursos.listOfertaModalidadTiempo())),
  /** The full-time minimum subsidy; the spec's default (1130) when the server does not say. */
  subvencionMinima: () =>
    cached('subvencion', async () => {
      const [amount] = await list<number>(recursos.subvencionMinima());
      return typeof amount === 'number' && amount > 0 ? amount : DEFAULT_SUBSIDY;
    }),
  /** Every career, for the search of the careers field. */
  carreras: () => cached('carreras', () => list<Carrera>(carrera.listAll({ query: {} }))),
};

/** Forget the cached lookups (tests). */
export function clearOfertaLookups(): void {
  cache.clear();
}

/**
 * Careers whose name contains every word typed (no accents, no case), best first: the same name, then names that
 * start with the text, then those with a word that starts with it, then the rest (mejoresCoincidencias), each group
 * alphabetically. Searched in the whole list (`carrera/listAll`) so that every variant of a career is found; if that
 * list cannot be read, `carrera/like` answers (at most 7, in the same order).
 */
export async function searchCarrerasOferta(text: string, exclude: readonly number[], signal?: AbortSignal): Promise<Carrera[]> {
  const taken = new Set(exclude);
  let all: Carrera[];
  try {
    all = await ofertaLookups.carreras();
  } catch {
    const res = await carrera.like({ query: { search: text } }, { signal });
    if (!res.state) throw new Error(res.message);
    return res.data.filter((c) => !taken.has(c.id)).slice(0, SUGGESTIONS_MAX);
  }
  return mejoresCoincidencias(
    all.filter((c) => !taken.has(c.id)),
    (c) => c.nombre,
    text,
    SUGGESTIONS_MAX,
  );
}
