import { postulanteOfertaLoader, PostulanteOfertaPage } from '../../../features/postulaciones/oferta-page';

/** `/postulantes/mis-postulaciones/{id}` */
export const loader = postulanteOfertaLoader;

export default function MiPostulacionPage() {
  return <PostulanteOfertaPage from="postulaciones" />;
}
