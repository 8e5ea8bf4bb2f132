import { emailChangeConfirmLoader, EmailChangeConfirmPage, neverRevalidate } from '../../features/cuenta/token-pages';

/** `/empresas/confirmar-cambio/:token` */
export const loader = emailChangeConfirmLoader('empresas');
export const shouldRevalidate = neverRevalidate;

export default function EmpresaConfirmarCambioPage() {
  return <EmailChangeConfirmPage area="empresas" />;
}
