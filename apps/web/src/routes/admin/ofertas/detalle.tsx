import { OfferReviewPage } from '../../../features/admin/offers-pages';

/** `/admin/ofertas/{id}` (docs/admin.md "Web screens") */
export default function Page() {
  return <OfferReviewPage />;
}
