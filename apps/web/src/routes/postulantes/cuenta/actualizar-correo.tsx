import { myEmailLoader } from '../../../features/cuenta/account-data';
import { UpdateEmailPage } from '../../../features/cuenta/update-email-page';

/** `/postulantes/cuenta/actualizar-correo` */
export const loader = myEmailLoader;

export default function PostulanteActualizarCorreoPage() {
  return <UpdateEmailPage area="postulantes" />;
}
