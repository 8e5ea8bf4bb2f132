import { DerechosPage } from '../../../features/privacidad/derechos-page';

/** `/empresas/cuenta/derechos` (docs/privacy.md) */
export default function EmpresaDerechosPage() {
  return <DerechosPage area="empresas" />;
}
