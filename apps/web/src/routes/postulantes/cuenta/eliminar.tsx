import { DeleteAccountPage } from '../../../features/cuenta/delete-account-page';

/** `/postulantes/cuenta/eliminar` */
export default function PostulanteEliminarCuentaPage() {
  return <DeleteAccountPage area="postulantes" />;
}
