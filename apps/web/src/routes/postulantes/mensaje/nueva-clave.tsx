import { PasswordUpdatedPage } from '../../../features/cuenta/token-pages';

/** `/postulantes/mensaje/nueva-clave/:token_password` */
export default function PostulanteMensajeNuevaClavePage() {
  return <PasswordUpdatedPage area="postulantes" />;
}
