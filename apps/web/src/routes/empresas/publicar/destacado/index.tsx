import { TIPO_OFERTA } from '@practiperu/shared/oferta';
import { newOfertaLoader, NewOfertaPage } from '../../../../features/ofertas/form-pages';

/** `/empresas/publicar/destacado` (step 1 of 3) */
export const loader = newOfertaLoader(TIPO_OFERTA.DESTACADO);

export default function EmpresaPublicarDestacadoPage() {
  return <NewOfertaPage tipo={TIPO_OFERTA.DESTACADO} />;
}
