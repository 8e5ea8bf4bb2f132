import { PasswordUpdatedPage } from '../../../features/cuenta/token-pages';

/** `/empresas/mensaje/nueva-clave/:token_password` */
export default function EmpresaMensajeNuevaClavePage() {
  return <PasswordUpdatedPage area="empresas" />;
}
