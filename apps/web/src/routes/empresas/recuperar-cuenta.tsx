import { RecoverPage } from '../../features/cuenta/recover-page';

/** `/empresas/recuperar-cuenta` */
export default function EmpresaRecuperarCuentaPage() {
  return <RecoverPage area="empresas" />;
}
