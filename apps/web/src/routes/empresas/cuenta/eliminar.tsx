import { DeleteAccountPage } from '../../../features/cuenta/delete-account-page';

/** `/empresas/cuenta/eliminar` */
export default function EmpresaEliminarCuentaPage() {
  return <DeleteAccountPage area="empresas" />;
}
