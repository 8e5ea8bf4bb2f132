import { paymentLoader, PaymentPage } from '../../../../features/ofertas/payment-pages';

/** `/empresas/publicar/destacado/pago` (step 2 of 3) */
export const loader = paymentLoader;

export default function EmpresaPublicarDestacadoPagoPage() {
  return <PaymentPage />;
}
