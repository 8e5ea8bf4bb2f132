import { neverRevalidate } from '../../features/cuenta/token-pages';
import { unsubscribeLoader, UnsubscribePage } from '../../features/cuenta/unsubscribe-page';

/** `/empresas/suscripciones/:token` */
export const loader = unsubscribeLoader('empresas');
export const shouldRevalidate = neverRevalidate;

export default function EmpresaSuscripcionesPage() {
  return <UnsubscribePage />;
}
