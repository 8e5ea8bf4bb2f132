import { TIPO_OFERTA } from '@practiperu/shared/oferta';
import { newOfferLoader, NewOfferPage } from '../../../features/ofertas/form-pages';

/** `/empresas/publicar/gratis` */
export const loader = newOfferLoader(TIPO_OFERTA.GRATIS);

export default function EmpresaPublicarGratisPage() {
  return <NewOfferPage tipo={TIPO_OFERTA.GRATIS} />;
}
