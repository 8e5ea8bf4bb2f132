import { myAccountLoader } from '../../../features/cuenta/account-data';
import { AccountPage } from '../../../features/cuenta/account-page';

/** `/postulantes/cuenta/` */
export const loader = myAccountLoader;

export default function PostulanteCuentaPage() {
  return <AccountPage area="postulantes" />;
}
