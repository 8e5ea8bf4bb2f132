import { PagosPage } from '../../features/admin/pagos-page';

/** `/admin/pagos` (docs/admin.md "Web screens") */
export default function Page() {
  return <PagosPage />;
}
