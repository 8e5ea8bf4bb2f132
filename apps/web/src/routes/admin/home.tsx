import { DashboardPage } from '../../features/admin/dashboard-page';

/** `/admin/`: the back office's dashboard (docs/admin.md). */
export default function AdminHomePage() {
  return <DashboardPage />;
}
