/** Other modules may import this file: the offer's columns and row, for their own SQL, and the rule of a free offer's first applicants. */
export { ofertaColumns, type OfertaRow } from '../../db/oferta-row.ts';

/**
 * A company's own offers as other modules read and change them under their own rules and messages: the payment of a
 * featured offer (pago), the assistant (llm) and the applicants' lists (postulante-oferta) find the company and its
 * offer, and the administrators' informational offers check their time modality against the same reference list.
 * The queries the oferta service runs itself; each caller answers a missing company or offer in its own way, so they are
 * offered as they are rather than through the service's errors.
 */
export {
  catalogNames,
  countPostulantes,
  findOwn,
  findOwnForUpdate,
  organizacionOf,
  pagosPendientes,
  pagosPendientesDe,
  updateOferta,
} from './oferta.repository.ts';

export * as primerasGratis from './primeras-gratis.ts';

/** The applicant's offer service (recommendations, search, the offer page), which publico serves to visitors too. */
export { paginaOptional, type OfertaPostulanteService, type PaginaOfertas } from './oferta.postulante.ts';
