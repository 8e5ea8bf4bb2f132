import { OfertaReviewPage } from '../../../features/admin/ofertas-pages';

/** `/admin/ofertas/{id}` (docs/admin.md "Web screens") */
export default function Page() {
  return <OfertaReviewPage />;
}
