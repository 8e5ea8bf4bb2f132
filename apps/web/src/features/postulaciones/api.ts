/**
 * The applicant's offer calls and the public ones (docs/matching.md): recommendations, the offer detail, applying
 * and cancelling, Mis postulaciones, job alerts and the public search and page.
 */
import type { CvCompleteness, OptionalCvField } from '@practiperu/shared/cv';
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
import { api, request, type ApiResult } from '../../lib/api-client';
import type { Loaded } from '../cuenta/account-data';

export interface Pagina<T> {
  items: T[];
  currentPage: number;
  totalPages: number;
  total: number;
  /** The search counts up to 1,000 matches: past that, there are more. */
  masResultados: boolean;
}

async function pagina<T>(path: string, query: Record<string, string | number | undefined>): Promise<Loaded<Pagina<T>>> {
  const res = await api.get<T>(path, { query });
  if (!res.state) return { ok: false, message: res.message };
  const opt = res.optional ?? {};
  return {
    ok: true,
    data: {
      items: res.data,
      currentPage: Number(opt.current_page ?? query.page ?? 1),
      totalPages: Number(opt.total_pages ?? 1),
      total: Number(opt.total ?? res.data.length),
      masResultados: opt.mas_resultados === true,
    },
  };
}

/** `recommended` (own department + virtual), `recommendedProfile` (other departments), `recommendedBothProfile` (home, 5). */
export type Lista = 'recommended' | 'recommendedProfile' | 'recommendedBothProfile';

export const loadRecomendadas = (lista: Lista, page: number) => pagina<OfertaCardPostulante>(`oferta/${lista}`, { page });

export const loadMisPostulaciones = (page: number) => pagina<MiPostulacion>('postulanteOferta/postulantMyApplicants', { page });

export interface Filtros {
  q?: string;
  region?: string;
  modalidad?: string;
  modalidad_tiempo?: string;
  nivel?: string;
  page: number;
}

/** `publico/ofertas`: the public search (no session). */
export const buscarOfertas = (f: Filtros) => pagina<OfertaCardPostulante>('publico/ofertas', { ...f });

/** An offer's answer: the data, not found (404/400: no such offer or not visible to them), or a failure. */
export type OfertaLoaded<T> = Loaded<T> | { ok: false; notFound: true; message: string };

async function one<T>(path: string): Promise<OfertaLoaded<T>> {
  const loaded = await oneWithOptional<T>(path);
  return loaded.ok ? { ok: true, data: loaded.data.item } : loaded;
}

async function oneWithOptional<T>(path: string): Promise<OfertaLoaded<{ item: T; optional: Record<string, unknown> }>> {
  const res = await api.get<T>(path);
  const item = res.data[0];
  if (res.state && item) return { ok: true, data: { item, optional: res.optional ?? {} } };
  if (res.status === 404 || res.status === 400) return { ok: false, notFound: true, message: res.message };
  return { ok: false, message: res.message };
}

/** `oferta/id/{id}` as an applicant. */
export const loadOfertaPostulante = (id: string | number) =>
  one<OfertaDetallePostulante | OfertaInformativa>(`oferta/id/${encodeURIComponent(id)}`);

/** The public page's answer: the offer, and open offers like it once it closed (`optional.similares`; else null). */
export interface PaginaPublica {
  oferta: OfertaPublicaDetalle | OfertaInformativa;
  similares: OfertaCardPostulante[] | null;
}

/** `publico/oferta/{id}`: the public page. */
export async function loadOfertaPublica(id: string | number): Promise<OfertaLoaded<PaginaPublica>> {
  const loaded = await oneWithOptional<OfertaPublicaDetalle | OfertaInformativa>(`publico/oferta/${encodeURIComponent(id)}`);
  if (!loaded.ok) return loaded;
  const { similares } = loaded.data.optional;
  return {
    ok: true,
    data: { oferta: loaded.data.item, similares: Array.isArray(similares) ? (similares as OfertaCardPostulante[]) : null },
  };
}

/** `POST postulanteOferta/create`: data[0] = the application's id; a refusal for the CV names `optional.missing`/`ruta`. */
export function postular(idOferta: number, idReclutador: number): Promise<ApiResult<number>> {
  return api.post<number>('postulanteOferta/create', { id_oferta: idOferta, id_reclutador: idReclutador });
}

/** `POST postulanteOferta/removeById {id, id_oferta}`. */
export function cancelarPostulacion(id: number, idOferta: number): Promise<ApiResult<unknown>> {
  return api.post('postulanteOferta/removeById', { id, id_oferta: idOferta });
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
  const res = await api.get<CvCompleteness<OptionalCvField>>('postulante/completeCvOptionals');
  const data = res.data[0];
  return res.state && data ? data.missing : null;
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
  const res = await api.get<SuscripcionVista>('suscripcion/mySubscription');
  if (!res.state) return { ok: false, message: res.message };
  return {
    ok: true,
    data: { suscripcion: res.data[0] ?? null, autorizacionMarketing: Number(res.optional?.autorizacion_marketing ?? 0) === 1 },
  };
}

export function suscribir(frecuencia: Frecuencia): Promise<ApiResult<SuscripcionVista>> {
  return api.post<SuscripcionVista>('suscripcion/createPostulant', { frecuencia });
}

export function desuscribir(): Promise<ApiResult<unknown>> {
  return request('DELETE', 'suscripcion/mySubscription');
}
