import { OffersQueuePage } from '../../../features/admin/offers-pages';

/** `/admin/ofertas` (docs/admin.md "Web screens") */
export default function Page() {
  return <OffersQueuePage />;
}
