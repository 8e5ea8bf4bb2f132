import { PasswordUpdatedPage, passwordUpdatedLoader } from '../../../features/cuenta/token-pages';

/** `/postulantes/mensaje/nueva-clave/:token_password` */
export const loader = passwordUpdatedLoader('postulantes');

export default function PostulanteMensajeNuevaClavePage() {
  return <PasswordUpdatedPage area="postulantes" />;
}
