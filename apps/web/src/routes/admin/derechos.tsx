import { DerechosPage } from '../../features/admin/derechos-page';

/** `/admin/derechos` (docs/privacy.md "The back office") */
export default function Page() {
  return <DerechosPage />;
}
