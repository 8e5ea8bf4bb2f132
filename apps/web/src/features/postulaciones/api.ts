/**
 * The applicant's offer calls and the public ones (docs/matching.md): recommendations, the offer detail, applying
 * and cancelling, Mis postulaciones, job alerts and the public search and page.
 */
import { origenDeOferta } from '../../lib/visitas';
import type { OptionalCvField } from '@practiperu/shared/cv';
import { paths } from '@practiperu/shared/paths';
import type {
  Frecuencia,
  MiPostulacion,
  OfertaCardPostulante,
  OfertaDetallePostulante,
  OfertaInformativa,
  OfertaPublicaDetalle,
  SuscripcionVista,
} from '@practiperu/shared/postulacion';
import type { ApiResult } from '../../lib/api-client';
import { oferta } from '../../lib/api/oferta';
import { postulante } from '../../lib/api/postulante';
import { postulanteOferta } from '../../lib/api/postulante-oferta';
import { publico } from '../../lib/api/publico';
import { suscripcion } from '../../lib/api/suscripcion';
import type { Loaded } from '../../lib/loaded';
import { marcarPostulacion } from './guardadas';

export interface Pagina<T> {
  items: T[];
  currentPage: number;
  totalPages: number;
  total: number;
  /** The search counts up to 1,000 matches: past that, there are more. */
  masResultados: boolean;
}

/** A page of offer cards: the recommendations and both searches answer the same (`optional.mas_resultados` past the count). */
type PaginaAnswer = Awaited<ReturnType<typeof publico.ofertas>>;

function pagina(res: PaginaAnswer): Loaded<Pagina<OfertaCardPostulante>> {
  if (!res.state) return { ok: false, message: res.message };
  const { current_page, total_pages, total, mas_resultados } = res.optional;
  return {
    ok: true,
    data: { items: res.data, currentPage: current_page, totalPages: total_pages, total, masResultados: mas_resultados === true },
  };
}

/** `recommended` (own department + virtual), `recommendedProfile` (other departments), `recommendedBothProfile` (home, 5). */
export type Lista = 'recommended' | 'recommendedProfile' | 'recommendedBothProfile';

export const loadRecomendadas = async (lista: Lista, page: number) => pagina(await oferta[lista]({ query: { page } }));

export async function loadMisPostulaciones(page: number): Promise<Loaded<Pagina<MiPostulacion>>> {
  const res = await postulanteOferta.postulantMyApplicants({ query: { page } });
  if (!res.state) return { ok: false, message: res.message };
  const { current_page, total_pages, total } = res.optional;
  return { ok: true, data: { items: res.data, currentPage: current_page, totalPages: total_pages, total, masResultados: false } };
}

export interface Filtros {
  q?: string;
  region?: string;
  modalidad?: string;
  modalidad_tiempo?: string;
  nivel?: string;
  /** The public search only: a company's public slug (its page's «Ver todas las ofertas»). */
  empresa?: string;
  page: number;
}

/** A page of the public search: with `?empresa=`, the company filtered on (null: none shown has that slug) and why. */
export interface PaginaBusqueda extends Pagina<OfertaCardPostulante> {
  empresa?: { slug: string; nombre: string } | null;
  /** The server's sentence when the company was not found. */
  aviso?: string;
}

/** `publico/ofertas`: the public search (no session). */
export async function buscarOfertas(f: Filtros): Promise<Loaded<PaginaBusqueda>> {
  const res = await publico.ofertas({ query: { ...f } });
  const loaded = pagina(res);
  if (!loaded.ok || !res.state || res.optional.empresa === undefined) return loaded;
  return { ok: true, data: { ...loaded.data, empresa: res.optional.empresa, ...(res.message ? { aviso: res.message } : {}) } };
}

/** An offer's answer: the data, not found (404/400: no such offer or not visible to them), or a failure. */
export type OfertaLoaded<T> = Loaded<T> | { ok: false; notFound: true; message: string };

/** The failure of a detail call: not found (404/400), or another failure. */
function fallo(res: { status: number; message: string }): OfertaLoaded<never> {
  if (res.status === 404 || res.status === 400) return { ok: false, notFound: true, message: res.message };
  return { ok: false, message: res.message };
}

/** `oferta/id/{id}` as an applicant (a company's session gets its own view, never asked here). */
export async function loadOfertaPostulante(id: string | number): Promise<OfertaLoaded<OfertaDetallePostulante | OfertaInformativa>> {
  const res = await oferta.id({ params: { id } });
  const item = res.state ? res.data[0] : undefined;
  if (item && 'puede_postular' in item) return { ok: true, data: item };
  return fallo(res);
}

/** The public page's answer: the offer, and open offers like it once it closed (`optional.similares`; else null). */
export interface PaginaPublica {
  oferta: OfertaPublicaDetalle | OfertaInformativa;
  similares: OfertaCardPostulante[] | null;
}

/** `publico/oferta/{id}`: the public page. */
export async function loadOfertaPublica(id: string | number): Promise<OfertaLoaded<PaginaPublica>> {
  const res = await publico.oferta({ params: { id } });
  const item = res.state ? res.data[0] : undefined;
  if (!res.state || !item) return fallo(res);
  return { ok: true, data: { oferta: item, similares: res.optional?.similares ?? null } };
}

/** `POST postulanteOferta/create`: data[0] = the application's id; a refusal for the CV names `optional.missing`/`ruta`. */
export async function postular(idOferta: number, idReclutador: number) {
  // Where the applicant reached the offer from, for the offer's counts (docs/insights.md).
  const origen = origenDeOferta(idOferta);
  const res = await postulanteOferta.create({
    body: { id_oferta: idOferta, id_reclutador: idReclutador, ...(origen ? { fuente: origen.fuente, canal: origen.canal } : {}) },
  });
  if (res.state) marcarPostulacion(idOferta, 'postulada');
  return res;
}

/** `POST postulanteOferta/removeById {id, id_oferta}`. */
export async function cancelarPostulacion(id: number, idOferta: number) {
  const res = await postulanteOferta.removeById({ body: { id, id_oferta: idOferta } });
  if (res.state) marcarPostulacion(idOferta, 'cancelada');
  return res;
}

/** The CV parts 'required to apply', named and linked to their place on the update page (its anchors). */
export const PARTES_PARA_POSTULAR: Record<OptionalCvField, { label: string; to: string }> = {
  resumen_profesional: { label: 'Tu resumen profesional', to: `${paths.postulantes.curriculumUpdate}#resumen_profesional` },
  conocimientos: { label: 'Al menos un conocimiento', to: `${paths.postulantes.curriculumUpdate}#knowledge` },
  idiomas: { label: 'Al menos un idioma', to: `${paths.postulantes.curriculumUpdate}#language` },
  habilidades: { label: 'Al menos una habilidad', to: `${paths.postulantes.curriculumUpdate}#skills` },
};

/**
 * `GET postulante/completeCvOptionals`: the 'required to apply' parts still missing, read before the applicant
 * presses Postular; null when the answer did not come (the server still checks when applying).
 */
export async function loadFaltantesParaPostular(): Promise<OptionalCvField[] | null> {
  const res = await postulante.completeCvOptionals();
  const data = res.state ? res.data[0] : undefined;
  return data ? data.missing : null;
}

/** What a refusal of `create` tells about the CV (the parts 'required to apply'). */
export function faltantesDe(res: ApiResult<unknown>): { missing: OptionalCvField[]; ruta: string } | null {
  const missing = res.optional?.missing;
  const ruta = res.optional?.ruta;
  return Array.isArray(missing) && missing.length > 0 && typeof ruta === 'string' ? { missing: missing as OptionalCvField[], ruta } : null;
}

// ------------------------------------------------------------------ job alerts

export interface Alerta {
  suscripcion: SuscripcionVista | null;
  autorizacionMarketing: boolean;
}

export async function loadAlerta(): Promise<Loaded<Alerta>> {
  const res = await suscripcion.mySubscription();
  if (!res.state) return { ok: false, message: res.message };
  return { ok: true, data: { suscripcion: res.data[0] ?? null, autorizacionMarketing: res.optional.autorizacion_marketing === 1 } };
}

export function suscribir(frecuencia: Frecuencia) {
  return suscripcion.createPostulant({ body: { frecuencia } });
}

export function desuscribir() {
  return suscripcion.deleteMySubscription();
}
