import { publicOfertaLoader, PublicOfertaPage } from '../../features/publico/public-oferta-page';

/** `/ofertas/{alias}-{id}` */
export const loader = publicOfertaLoader;

export default function OfertaPublicaPage() {
  return <PublicOfertaPage />;
}
