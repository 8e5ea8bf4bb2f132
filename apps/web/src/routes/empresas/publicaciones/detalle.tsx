import { devOfferLoader, DevOfferPage } from '../../../features/postulantes-empresa/dev-offer-page';

/** `/empresas/publicaciones/{id}` (developer mode) */
export const loader = devOfferLoader;

export default function EmpresaPublicacionDevPage() {
  return <DevOfferPage />;
}
