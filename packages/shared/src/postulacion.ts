/**
 * What applicants and visitors read about offers and their applications (docs/matching.md): the answer shapes of the
 * applicant `oferta/*` calls, `postulanteOferta/*`, `publico/*` and `suscripcion/*`, and their fixed texts. The API
 * builds these answers (apps/api/src/modules/matching/matching.vistas.ts); the web app reads them with the same types.
 */
import type { OfertaCampos, OfertaCard } from './oferta.ts';
import { NIVEL_LABELS } from './oferta.ts';

export type { OfertaCampos };

// ------------------------------------------------------------------ texts

/** An informational offer may have no company: its card names it this way. */
export const ORGANIZADOR_EXTERNO = 'Convocatoria externa';

export const AVISO_INFORMATIVA =
  'Esta es una convocatoria informativa: la organización recibe las postulaciones en su propia página. Revisa los requisitos y postula desde el enlace.';

/** A free offer that already has `max` active applications: the company sees the first `max` first. */
export function avisoMaxFree(max: number): string {
  return `Esta oferta gratuita ya recibió ${max} postulaciones: la empresa revisa primero las ${max} primeras. Aún puedes postular.`;
}

/** Why the apply bar does not offer "Postular" (`motivo_no_postular`). */
export const NO_POSTULAR = {
  postulada: 'Ya postulaste a esta oferta.',
  cancelada: 'Cancelaste tu postulación a esta oferta: ya no puedes volver a postular.',
  cerrada: 'Esta convocatoria ya no recibe postulaciones.',
} as const;

/** The cancel failure toast (7 s, TOAST_CANCEL_ERROR_MS) and its default text. */
export const CANCELAR_POSTULACION_TITULO = 'Cancelar postulación';
export const CANCELAR_POSTULACION_ERROR = 'No se pudo completar su cancelación, es posible que la oferta haya sido eliminada.';

/** The public page's path: `/ofertas/{alias}-{id}`. */
export function rutaPublica(o: { alias: string; id: number }): string {
  return `/ofertas/${o.alias}-${o.id}`;
}

/** The id at the end of a public page's slug ('practicante-de-logistica-42' → 42); null when there is none. */
export function idDeRutaPublica(slug: string): number | null {
  const m = /(?:^|-)(\d{1,10})$/.exec(slug);
  if (!m) return null;
  const id = Number(m[1]);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Level names for the search filter (the offers' study level codes). */
export const NIVELES_BUSQUEDA = Object.entries(NIVEL_LABELS).map(([codigo, nombre]) => ({ codigo: Number(codigo), nombre }));

/** The time modalities the search filters by (`modalidad_tiempo`). */
export const MODALIDADES_TIEMPO_BUSQUEDA = ['Presencial', 'Virtual', 'Mixto'] as const;

// ------------------------------------------------------------------ the card

/**
 * An offer card as applicants and visitors see it: the recruiters' card without their counters, plus what the card
 * shows beside it.
 */
export interface OfertaCardPostulante extends Pick<
  OfertaCard,
  | 'id'
  | 'titulo'
  | 'alias'
  | 'nombre_org'
  | 'logo_org'
  | 'fecha_publicacion'
  | 'fin_convocatoria'
  | 'modalidad_tiempo'
  | 'region'
  | 'distrito'
  | 'publicar'
  | 'estado'
  | 'finaliza'
  | 'tipo'
  | 'estado_pago'
  | 'mensaje_rechazado'
  | 'oferta_publica'
  | 'vigente'
  | 'destacado'
> {
  /** The public page's path, `/ofertas/{alias}-{id}`; the page redirects there when its alias differs. */
  ruta_publica: string;
  /** The external link of an informational offer; null otherwise. */
  enlace: string | null;
  /** Pendiente, Vigente, Finalizó or Rechazado. */
  estado_texto: string;
  /** Applicant lists: they already applied (and did not cancel). Absent on public lists. */
  postulado?: boolean;
}

// ------------------------------------------------------------------ the application

/** The status of an application as its applicant sees it (docs/matching.md). */
export type EstadoPostulacionClave = 'recibida' | 'cv_visto' | 'en_proceso' | 'finalista' | 'no_seleccionada' | 'cancelada';

export const ESTADO_POSTULACION_TEXTO: Record<EstadoPostulacionClave, string> = {
  recibida: 'Recibida',
  cv_visto: 'CV visto',
  en_proceso: 'En proceso',
  finalista: 'Finalista',
  no_seleccionada: 'No seleccionada',
  cancelada: 'Cancelada',
};

/** The applicant's own application, as the detail and Mis postulaciones show it. */
export interface PostulacionVista {
  id: number;
  estado: number;
  revisado: number;
  eliminado_en: string | null;
  creado_en: string;
  estado_clave: EstadoPostulacionClave;
  estado_texto: string;
}

/** A row of Mis postulaciones: the offer's card (id = the offer) and the application with its status. */
export interface MiPostulacion extends OfertaCardPostulante {
  postulacion: PostulacionVista;
}

// ------------------------------------------------------------------ the detail

/** `oferta/id/{id}` for an applicant. Informational offers answer `OfertaInformativa` instead. */
export interface OfertaDetallePostulante extends OfertaCardPostulante, OfertaCampos {
  /** The offer's company (id_reclutador of the application is the offer's id_organizacion), sent back by `create`. */
  id_reclutador: number | null;
  /** Present only when this free offer already has that many active applications. */
  max_free_postulantes?: number;
  aviso_max_free?: string;
  /** Their application (also a cancelled one), or null. */
  postulacion: PostulacionVista | null;
  /** Whether the apply bar offers "Postular" now; `motivo_no_postular` says why not. */
  puede_postular: boolean;
  motivo_no_postular: string | null;
}

/** An informational offer shows only the notice and the link: it cannot be applied to here. */
export interface OfertaInformativa {
  id: number;
  titulo: string;
  alias: string;
  ruta_publica: string;
  nombre_org: string;
  logo_org: string | null;
  fecha_publicacion: string | null;
  fin_convocatoria: string;
  oferta_publica: 1;
  enlace: string | null;
  aviso: string;
  vigente: boolean;
  estado_texto: string;
  puede_postular: false;
}

/** schema.org JobPosting (Google for Jobs): the fields the page puts in its `application/ld+json` script. */
export interface JobPostingJsonLd {
  '@context': 'https://schema.org';
  '@type': 'JobPosting';
  title: string;
  description: string;
  identifier: { '@type': 'PropertyValue'; name: string; value: string };
  datePosted: string | null;
  validThrough: string;
  employmentType: 'INTERN';
  hiringOrganization: { '@type': 'Organization'; name: string; logo?: string; sameAs?: string };
  jobLocation?: {
    '@type': 'Place';
    address: { '@type': 'PostalAddress'; streetAddress?: string; addressLocality: string; addressRegion: string; addressCountry: string };
  };
  jobLocationType?: 'TELECOMMUTE';
  applicantLocationRequirements?: { '@type': 'Country'; name: string };
  baseSalary?: { '@type': 'MonetaryAmount'; currency: 'PEN'; value: { '@type': 'QuantitativeValue'; value: number; unitText: 'MONTH' } };
  totalJobOpenings: number;
  directApply: boolean;
  url: string;
}

/** `publico/oferta/{id}`: the public page. Informational offers answer `OfertaInformativa`. */
export interface OfertaPublicaDetalle extends OfertaCardPostulante, OfertaCampos {
  json_ld: JobPostingJsonLd;
}

/** Either answer of a detail call: an informational offer carries `oferta_publica: 1` and `aviso`. */
export function esInformativa(o: { oferta_publica: number }): o is OfertaInformativa {
  return o.oferta_publica === 1 && 'aviso' in o;
}

// ------------------------------------------------------------------ job alerts

export type Frecuencia = 'diaria' | 'semanal';

export const FRECUENCIA_TEXTO: Record<Frecuencia, string> = { semanal: 'Una vez por semana', diaria: 'Todos los días' };

/** What `suscripcion/mySubscription` answers (data[0], or no data when never subscribed). */
export interface SuscripcionVista {
  frecuencia: Frecuencia;
  activa: number;
  ultimo_envio: string | null;
  creado_en: string;
}
