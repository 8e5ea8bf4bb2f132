import { EditOfferPage, offerFormLoader } from '../../../features/ofertas/form-pages';

/** `/empresas/mis-publicaciones/{id}/actualizar`: pending offers only (else /empresas/404). */
export const loader = offerFormLoader('edit');

export default function EmpresaPublicacionActualizarPage() {
  return <EditOfferPage />;
}
