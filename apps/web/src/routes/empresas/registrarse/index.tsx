import { RegisterPage } from '../../../features/cuenta/register-page';

/** `/empresas/registrarse` */
export default function EmpresaRegistroPage() {
  return <RegisterPage area="empresas" />;
}
