import { neverRevalidate, registerConfirmLoader, RegisterConfirmPage } from '../../../features/cuenta/token-pages';

/** `/empresas/registrarse/confirmar/:key` */
export const loader = registerConfirmLoader('empresas');
export const shouldRevalidate = neverRevalidate;

export default function EmpresaRegistroConfirmarPage() {
  return <RegisterConfirmPage area="empresas" />;
}
