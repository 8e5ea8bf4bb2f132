import { RecoverPage } from '../../features/cuenta/recover-page';

/** `/postulantes/recuperar-cuenta` */
export default function PostulanteRecuperarCuentaPage() {
  return <RecoverPage area="postulantes" />;
}
