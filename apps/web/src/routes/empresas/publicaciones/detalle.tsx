import { devOfertaLoader, DevOfertaPage } from '../../../features/postulantes-empresa/dev-oferta-page';

/** `/empresas/publicaciones/{id}` (developer mode) */
export const loader = devOfertaLoader;

export default function EmpresaPublicacionDevPage() {
  return <DevOfertaPage />;
}
