import { newPasswordLoader, NewPasswordPage } from '../../features/cuenta/token-pages';

/** `/empresas/nueva-clave/:token_password` */
export const loader = newPasswordLoader('empresas');

export default function EmpresaNuevaClavePage() {
  return <NewPasswordPage area="empresas" />;
}
