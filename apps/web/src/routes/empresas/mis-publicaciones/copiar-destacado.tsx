import { TIPO_OFERTA } from '@practiperu/shared/oferta';
import { CopyOfferPage, offerFormLoader } from '../../../features/ofertas/form-pages';

/** `/empresas/mis-publicaciones/{id}/copiar-destacado` (step 1 of 3) */
export const loader = offerFormLoader('copy-featured');

export default function EmpresaPublicacionCopiarDestacadoPage() {
  return <CopyOfferPage tipo={TIPO_OFERTA.DESTACADO} />;
}
