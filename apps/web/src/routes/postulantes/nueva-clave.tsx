import { newPasswordLoader, NewPasswordPage } from '../../features/cuenta/token-pages';

/** `/postulantes/nueva-clave/:token_password` */
export const loader = newPasswordLoader('postulantes');

export default function PostulanteNuevaClavePage() {
  return <NewPasswordPage area="postulantes" />;
}
