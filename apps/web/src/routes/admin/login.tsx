import { LoginPage } from '../../features/auth/login-page';

/** `/admin/inicio-sesion` */
export function AdminLoginPage() {
  return <LoginPage area="admin" />;
}
