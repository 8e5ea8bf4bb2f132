import { TIPO_OFERTA } from '@practiperu/shared/oferta';
import { CopyOfertaPage, ofertaFormLoader } from '../../../features/ofertas/form-pages';

/** `/empresas/mis-publicaciones/{id}/copiar-destacado` (step 1 of 3) */
export const loader = ofertaFormLoader('copy-featured');

export default function EmpresaPublicacionCopiarDestacadoPage() {
  return <CopyOfertaPage tipo={TIPO_OFERTA.DESTACADO} />;
}
