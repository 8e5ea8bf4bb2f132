import { LoginPage } from '../../features/auth/login-page';

/** `/admin/inicio-sesion` */
export default function AdminLoginPage() {
  return <LoginPage area="admin" />;
}
