import { RegisterPage } from '../../../features/cuenta/register-page';

/** `/postulantes/registrarse` */
export default function PostulanteRegistroPage() {
  return <RegisterPage area="postulantes" />;
}
