import { myOffersLoader, MyOffersPage } from '../../../features/ofertas/my-offers-page';

/** `/empresas/mis-publicaciones/` */
export const loader = myOffersLoader;

export default function EmpresaMisPublicacionesPage() {
  return <MyOffersPage />;
}
