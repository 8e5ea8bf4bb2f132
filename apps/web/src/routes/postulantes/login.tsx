import { LoginPage } from '../../features/auth/login-page';

/** `/postulantes/inicio-sesion` */
export default function PostulanteLoginPage() {
  return <LoginPage area="postulantes" />;
}
