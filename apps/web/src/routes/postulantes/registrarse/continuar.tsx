import { RegisterContinuePage } from '../../../features/cuenta/register-continue-page';

/** `/postulantes/registrarse/continuar` */
export default function PostulanteRegistroContinuarPage() {
  return <RegisterContinuePage area="postulantes" />;
}
