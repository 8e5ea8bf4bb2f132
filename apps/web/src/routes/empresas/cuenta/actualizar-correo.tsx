import { myEmailLoader } from '../../../features/cuenta/account-data';
import { UpdateEmailPage } from '../../../features/cuenta/update-email-page';

/** `/empresas/cuenta/actualizar-correo` */
export const loader = myEmailLoader;

export default function EmpresaActualizarCorreoPage() {
  return <UpdateEmailPage area="empresas" />;
}
