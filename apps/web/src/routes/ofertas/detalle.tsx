import { publicOfferLoader, PublicOfferPage } from '../../features/publico/public-offer-page';

/** `/ofertas/{alias}-{id}` */
export const loader = publicOfferLoader;

export default function OfertaPublicaPage() {
  return <PublicOfferPage />;
}
