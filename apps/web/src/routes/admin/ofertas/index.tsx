import { OfertasQueuePage } from '../../../features/admin/ofertas-pages';

/** `/admin/ofertas` (docs/admin.md "Web screens") */
export default function Page() {
  return <OfertasQueuePage />;
}
