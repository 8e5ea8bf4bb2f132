import { myAccountLoader } from '../../../features/cuenta/account-data';
import { UpdateContactPage } from '../../../features/cuenta/update-contact-page';

/** `/empresas/cuenta/actualizar-contacto` */
export const loader = myAccountLoader;

export default function EmpresaActualizarContactoPage() {
  return <UpdateContactPage />;
}
