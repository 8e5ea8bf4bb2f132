import { PaymentsPage } from '../../features/admin/payments-page';

/** `/admin/pagos` (docs/admin.md "Web screens") */
export default function Page() {
  return <PaymentsPage />;
}
