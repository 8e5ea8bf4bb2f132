import { offerDetailLoader, OfferDetailPage } from '../../../features/ofertas/offer-detail-page';

/** `/empresas/mis-publicaciones/{id}` */
export const loader = offerDetailLoader;

export default function EmpresaPublicacionPage() {
  return <OfferDetailPage />;
}
