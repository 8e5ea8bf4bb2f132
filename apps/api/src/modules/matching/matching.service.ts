/** Other modules may import this file: matching's queries, what they call of it. */

/**
 * Matching has no route and keeps no state of its own: the applicants' offer lists and offer page
 * (oferta.postulante.ts), applying (postulante-oferta), the public offer page (publico) and the job-alert digests
 * (suscripcion) run these queries of matching.repository.ts and shape the rows with matching.vistas.ts. (The pieces
 * for other modules' own SQL are in matching.public.ts, which the repository imports too: they cannot be offered from
 * there without an import cycle.)
 */
export {
  buscar,
  coincidentes,
  nuevasCoincidentes,
  paraPostulante,
  perfilConPostulaciones,
  perfilDeUsuario,
  publica,
  recomendadas,
  tieneLexemas,
  ultimas,
  type PaginaRows,
} from './matching.repository.ts';
