import { CompletedPage, completedLoader } from '../../../../features/ofertas/pago-pages';

/** `/empresas/publicar/destacado/completado` (step 3 of 3) */
export const loader = completedLoader;

export default function EmpresaPublicarDestacadoCompletadoPage() {
  return <CompletedPage />;
}
