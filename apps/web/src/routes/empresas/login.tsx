import { LoginPage } from '../../features/auth/login-page';

/** `/empresas/inicio-sesion` */
export function EmpresaLoginPage() {
  return <LoginPage area="empresas" />;
}
