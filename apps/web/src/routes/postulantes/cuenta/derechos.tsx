import { DerechosPage } from '../../../features/privacidad/derechos-page';

/** `/postulantes/cuenta/derechos` (docs/privacy.md) */
export default function PostulanteDerechosPage() {
  return <DerechosPage area="postulantes" />;
}
