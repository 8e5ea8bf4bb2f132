import { devPostulanteLoader, PostulantePage } from '../../../../features/postulantes-empresa/postulante-page';

/** `/empresas/publicaciones/{id}/postulantes/{id_postulant}` (developer mode) */
export const loader = devPostulanteLoader;

export default function EmpresaPostulanteDevPage() {
  return <PostulantePage dev />;
}
