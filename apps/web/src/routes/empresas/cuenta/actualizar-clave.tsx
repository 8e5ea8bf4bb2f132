import { UpdatePasswordPage } from '../../../features/cuenta/update-password-page';

/** `/empresas/cuenta/actualizar-clave` */
export default function EmpresaActualizarClavePage() {
  return <UpdatePasswordPage area="empresas" />;
}
