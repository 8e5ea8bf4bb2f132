import { UpdatePasswordPage } from '../../../features/cuenta/update-password-page';

/** `/postulantes/cuenta/actualizar-clave` */
export default function PostulanteActualizarClavePage() {
  return <UpdatePasswordPage area="postulantes" />;
}
