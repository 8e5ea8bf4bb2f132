import { neverRevalidate, registerConfirmLoader, RegisterConfirmPage } from '../../../features/cuenta/token-pages';

/** `/postulantes/registrarse/confirmar/:key` */
export const loader = registerConfirmLoader('postulantes');
export const shouldRevalidate = neverRevalidate;

export default function PostulanteRegistroConfirmarPage() {
  return <RegisterConfirmPage area="postulantes" />;
}
