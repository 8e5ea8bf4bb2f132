import { TIPO_OFERTA } from '@practiperu/shared/oferta';
import { newOfferLoader, NewOfferPage } from '../../../../features/ofertas/form-pages';

/** `/empresas/publicar/destacado` (step 1 of 3) */
export const loader = newOfferLoader(TIPO_OFERTA.DESTACADO);

export default function EmpresaPublicarDestacadoPage() {
  return <NewOfferPage tipo={TIPO_OFERTA.DESTACADO} />;
}
