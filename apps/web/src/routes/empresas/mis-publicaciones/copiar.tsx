import { TIPO_OFERTA } from '@practiperu/shared/oferta';
import { CopyOfferPage, offerFormLoader } from '../../../features/ofertas/form-pages';

/** `/empresas/mis-publicaciones/{id}/copiar` */
export const loader = offerFormLoader('copy');

export default function EmpresaPublicacionCopiarPage() {
  return <CopyOfferPage tipo={TIPO_OFERTA.GRATIS} />;
}
