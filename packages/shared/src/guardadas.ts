/**
 * Saved offers (docs/team.md, "Applicants' saved offers"): the limit, the page size and the texts the API answers
 * and the web shows. The answer shapes are in api/oferta-guardada.ts.
 */
import type { z } from 'zod';
import type { ofertaGuardadaVista } from './api/oferta-guardada.ts';

/** Offers one applicant may keep saved at once. */
export const OFERTAS_GUARDADAS_MAX = 200;
/** Guardadas: saved offers per page. */
export const GUARDADAS_PAGE_SIZE = 10;
/** The reminder goes out this many Lima days before a saved offer's deadline (fin_convocatoria). */
export const RECORDATORIO_DIAS_ANTES = 2;

export const GUARDADAS_MESSAGES = {
  guardada: 'Guardaste la oferta. La encuentras en Guardadas.',
  yaGuardada: 'Esta oferta ya está en Guardadas.',
  quitada: 'Quitaste la oferta de Guardadas.',
  noEstaba: 'Esta oferta no estaba en Guardadas.',
  limite: `Puedes guardar hasta ${OFERTAS_GUARDADAS_MAX} ofertas. Quita alguna de Guardadas para guardar otra.`,
  noDisponible: 'La oferta no existe o ya no está disponible.',
  cerrada: 'Esta convocatoria ya no recibe postulaciones: no se puede guardar.',
  /** Shown beside the list when the applicant does not accept informational mail: the reminder will not arrive. */
  sinMarketing:
    'Te enviamos un recordatorio dos días antes del cierre de tus ofertas guardadas solo si aceptas recibir correos informativos de PractiPerú. Actívalo en Mi cuenta.',
  conMarketing: 'Te enviaremos un correo dos días antes del cierre de las ofertas guardadas a las que aún no postulaste.',
} as const;

/** A row of Guardadas: the offer's card, or null when the offer is no longer shown to applicants. */
export type OfertaGuardadaVista = z.input<typeof ofertaGuardadaVista>;
