import { offersLoader, OffersPage } from '../../../features/postulaciones/offers-page';

/** `/postulantes/nuevas-ofertas` */
export const loader = offersLoader;

export default function NuevasOfertasPage() {
  return <OffersPage />;
}
