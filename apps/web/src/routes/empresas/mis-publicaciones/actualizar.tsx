import { EditOfertaPage, ofertaFormLoader } from '../../../features/ofertas/form-pages';

/** `/empresas/mis-publicaciones/{id}/actualizar`: pending offers only (else /empresas/404). */
export const loader = ofertaFormLoader('edit');

export default function EmpresaPublicacionActualizarPage() {
  return <EditOfertaPage />;
}
