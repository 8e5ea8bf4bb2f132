import { postulantesLoader, PostulantesPage } from '../../../../features/postulantes-empresa/postulantes-page';

/** `/empresas/mis-publicaciones/{id}/postulantes` */
export const loader = postulantesLoader;

export default function EmpresaPostulantesPage() {
  return <PostulantesPage />;
}
