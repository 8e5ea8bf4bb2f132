import { empresaAccountLoader } from '../../../features/cuenta/account-data';
import { AccountPage } from '../../../features/cuenta/account-page';

/** `/empresas/cuenta` */
export const loader = empresaAccountLoader;

export default function EmpresaCuentaPage() {
  return <AccountPage area="empresas" />;
}
