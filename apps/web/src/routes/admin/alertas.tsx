import { AlertsPage } from '../../features/admin/alerts-page';

/** `/admin/alertas` (docs/admin.md "Web screens") */
export default function Page() {
  return <AlertsPage />;
}
