import { CompletedPage, completedLoader } from '../../../../features/ofertas/payment-pages';

/** `/empresas/publicar/destacado/completado` (step 3 of 3) */
export const loader = completedLoader;

export default function EmpresaPublicarDestacadoCompletadoPage() {
  return <CompletedPage />;
}
