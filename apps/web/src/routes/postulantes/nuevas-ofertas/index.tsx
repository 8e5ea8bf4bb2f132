import { ofertasLoader, OfertasPage } from '../../../features/postulaciones/ofertas-page';

/** `/postulantes/nuevas-ofertas` */
export const loader = ofertasLoader;

export default function NuevasOfertasPage() {
  return <OfertasPage />;
}
