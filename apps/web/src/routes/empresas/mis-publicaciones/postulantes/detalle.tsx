import { postulanteLoader, PostulantePage } from '../../../../features/postulantes-empresa/postulante-page';

/** `/empresas/mis-publicaciones/{id}/postulantes/{id_postulant}` */
export const loader = postulanteLoader;

export default function EmpresaPostulantePage() {
  return <PostulantePage />;
}
