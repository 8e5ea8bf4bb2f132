import { postulanteOfertaLoader, PostulanteOfertaPage } from '../../../features/postulaciones/oferta-page';

/** `/postulantes/nuevas-ofertas/{id}` */
export const loader = postulanteOfertaLoader;

export default function NuevaOfertaPage() {
  return <PostulanteOfertaPage from="ofertas" />;
}
