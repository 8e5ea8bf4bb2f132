import { neverRevalidate } from '../../features/cuenta/token-pages';
import { unsubscribeLoader, UnsubscribePage } from '../../features/cuenta/unsubscribe-page';

/** `/postulantes/suscripciones/:token` */
export const loader = unsubscribeLoader('postulantes');
export const shouldRevalidate = neverRevalidate;

export default function PostulanteSuscripcionesPage() {
  return <UnsubscribePage />;
}
