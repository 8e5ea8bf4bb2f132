import { TIPO_OFERTA } from '@practiperu/shared/oferta';
import { newOfertaLoader, NewOfertaPage } from '../../../features/ofertas/form-pages';

/** `/empresas/publicar/gratis` */
export const loader = newOfertaLoader(TIPO_OFERTA.GRATIS);

export default function EmpresaPublicarGratisPage() {
  return <NewOfertaPage tipo={TIPO_OFERTA.GRATIS} />;
}
