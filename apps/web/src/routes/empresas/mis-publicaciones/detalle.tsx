import { ofertaDetailLoader, OfertaDetailPage } from '../../../features/ofertas/oferta-detail-page';

/** `/empresas/mis-publicaciones/{id}` */
export const loader = ofertaDetailLoader;

export default function EmpresaPublicacionPage() {
  return <OfertaDetailPage />;
}
