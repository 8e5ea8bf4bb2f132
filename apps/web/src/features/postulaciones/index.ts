/**
 * What the applicant's offers offer the other areas: the public search and offer page (publico) read the same calls
 * and draw the same cards and offer view; the account page shows the job alert.
 */
export {
  buscarOfertas,
  loadOfertaPublica,
  type Filtros,
  type OfertaLoaded,
  type Pagina,
  type PaginaBusqueda,
  type PaginaPublica,
} from './api';
export { CompartirOferta } from './compartir-oferta';
export { GuardarButton } from './guardar-button';
export { OfertaCardDelPostulante, PostularDelPostulante } from './estado-propio';
export { JobAlert } from './job-alert';
export { PostulanteOfertaCard } from './oferta-card';
export { InformativaView, OfertaView } from './oferta-view';
