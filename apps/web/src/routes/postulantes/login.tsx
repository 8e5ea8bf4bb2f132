import { LoginPage } from '../../features/auth/login-page';

/** `/postulantes/inicio-sesion` */
export function PostulanteLoginPage() {
  return <LoginPage area="postulantes" />;
}
