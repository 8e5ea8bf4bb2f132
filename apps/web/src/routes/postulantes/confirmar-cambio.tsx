import { emailChangeConfirmLoader, EmailChangeConfirmPage, neverRevalidate } from '../../features/cuenta/token-pages';

/** `/postulantes/confirmar-cambio/:token` */
export const loader = emailChangeConfirmLoader('postulantes');
export const shouldRevalidate = neverRevalidate;

export default function PostulanteConfirmarCambioPage() {
  return <EmailChangeConfirmPage area="postulantes" />;
}
