/**
 * What applicants and visitors read about offers and their applications (docs/matching.md): the answer shapes of the
 * applicant `oferta/*` calls, `postulanteOferta/*`, `publico/*` and `suscripcion/*`, and their fixed texts. The API
 * builds these answers (apps/api/src/modules/matching/matching.vistas.ts); the web app reads them with the same types.
 */
import type { z } from 'zod';
import type {
  estadoPostulacionClave,
  jobPostingJsonLd,
  miPostulacion,
  ofertaCardPostulante,
  ofertaDetallePostulante,
  ofertaInformativa,
  ofertaPublicaDetalle,
  postulacionVista,
} from './api/oferta-vistas.ts';
import type { suscripcionVista } from './api/suscripcion.ts';
import type { OfertaCampos } from './oferta.ts';
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

/** The answers of applying and cancelling (`postulanteOferta/create`, `removeById`). */
export const POSTULACION_MESSAGES = {
  creada: 'Postulaste a la oferta. Puedes seguir tu postulación en Mis postulaciones.',
  yaPostulaste: NO_POSTULAR.postulada,
  canceladaAntes: NO_POSTULAR.cancelada,
  reclutador: 'La empresa indicada no corresponde a esta oferta.',
  informativa: 'Esta es una convocatoria informativa: postula desde el enlace de la organización.',
  cerrada: NO_POSTULAR.cerrada,
  cancelo: 'Cancelaste tu postulación. Ya no podrás volver a postular a esta oferta.',
  yaCancelada: 'Esta postulación ya fue cancelada.',
  noEncontrada: 'No se encontró la postulación.',
  oferta: 'Oferta inválida',
  empresa: 'Empresa inválida',
  id: 'Postulación inválida',
} as const;

/** Mis postulaciones: applications per page. */
export const MIS_POSTULACIONES_PAGE_SIZE = 10;

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

/** An offer card as applicants and visitors see it (the schema: api/oferta-vistas.ts). */
export type OfertaCardPostulante = z.input<typeof ofertaCardPostulante>;

// ------------------------------------------------------------------ the application

/** The status of an application as its applicant sees it (docs/matching.md). */
export type EstadoPostulacionClave = z.input<typeof estadoPostulacionClave>;

export const ESTADO_POSTULACION_TEXTO: Record<EstadoPostulacionClave, string> = {
  recibida: 'Recibida',
  cv_visto: 'CV visto',
  en_proceso: 'En proceso',
  finalista: 'Finalista',
  no_seleccionada: 'No seleccionada',
  cancelada: 'Cancelada',
};

/** The applicant's own application, as the detail and Mis postulaciones show it. */
export type PostulacionVista = z.input<typeof postulacionVista>;

/** A row of Mis postulaciones: the offer's card (id = the offer) and the application with its status. */
export type MiPostulacion = z.input<typeof miPostulacion>;

// ------------------------------------------------------------------ the detail

/** `oferta/id/{id}` for an applicant. Informational offers answer `OfertaInformativa` instead. */
export type OfertaDetallePostulante = z.input<typeof ofertaDetallePostulante>;

/** An informational offer shows only the notice and the link: it cannot be applied to here. */
export type OfertaInformativa = z.input<typeof ofertaInformativa>;

/** schema.org JobPosting (Google for Jobs): the fields the page puts in its `application/ld+json` script. */
export type JobPostingJsonLd = z.input<typeof jobPostingJsonLd>;

/** `publico/oferta/{id}`: the public page. Informational offers answer `OfertaInformativa`. */
export type OfertaPublicaDetalle = z.input<typeof ofertaPublicaDetalle>;

/** Either answer of a detail call: an informational offer carries `oferta_publica: 1` and `aviso`. */
export function esInformativa(o: { oferta_publica: number }): o is OfertaInformativa {
  return o.oferta_publica === 1 && 'aviso' in o;
}

// ------------------------------------------------------------------ job alerts

export type Frecuencia = SuscripcionVista['frecuencia'];

export const FRECUENCIA_TEXTO: Record<Frecuencia, string> = { semanal: 'Una vez por semana', diaria: 'Todos los días' };

/** What `suscripcion/mySubscription` answers (data[0], or no data when never subscribed). */
export type SuscripcionVista = z.input<typeof suscripcionVista>;
