import { RegisterContinuePage } from '../../../features/cuenta/register-continue-page';

/** `/empresas/registrarse/continuar` */
export default function EmpresaRegistroContinuarPage() {
  return <RegisterContinuePage area="empresas" />;
}
