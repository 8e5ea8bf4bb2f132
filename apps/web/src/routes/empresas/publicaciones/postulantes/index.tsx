import { devPostulantesLoader, DevPostulantesPage } from '../../../../features/postulantes-empresa/postulantes-page';

/** `/empresas/publicaciones/{id}/postulantes` (developer mode) */
export const loader = devPostulantesLoader;

export default function EmpresaPostulantesDevPage() {
  return <DevPostulantesPage />;
}
