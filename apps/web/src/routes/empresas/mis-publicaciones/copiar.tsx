import { TIPO_OFERTA } from '@practiperu/shared/oferta';
import { CopyOfertaPage, ofertaFormLoader } from '../../../features/ofertas/form-pages';

/** `/empresas/mis-publicaciones/{id}/copiar` */
export const loader = ofertaFormLoader('copy');

export default function EmpresaPublicacionCopiarPage() {
  return <CopyOfertaPage tipo={TIPO_OFERTA.GRATIS} />;
}
