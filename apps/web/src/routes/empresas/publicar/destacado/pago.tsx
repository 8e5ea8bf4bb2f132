import { pagoLoader, PagoPage } from '../../../../features/ofertas/pago-pages';

/** `/empresas/publicar/destacado/pago` (step 2 of 3) */
export const loader = pagoLoader;

export default function EmpresaPublicarDestacadoPagoPage() {
  return <PagoPage />;
}
