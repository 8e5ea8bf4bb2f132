import { LoginPage } from '../../features/auth/login-page';

/** `/empresas/inicio-sesion` */
export default function EmpresaLoginPage() {
  return <LoginPage area="empresas" />;
}
