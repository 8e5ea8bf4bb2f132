import { PasswordUpdatedPage, passwordUpdatedLoader } from '../../../features/cuenta/token-pages';

/** `/empresas/mensaje/nueva-clave/:token_password` */
export const loader = passwordUpdatedLoader('empresas');

export default function EmpresaMensajeNuevaClavePage() {
  return <PasswordUpdatedPage area="empresas" />;
}
