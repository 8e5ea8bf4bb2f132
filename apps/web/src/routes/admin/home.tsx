import { DashboardPage } from '../../features/admin/dashboard-page';

/** `/admin/`: the back office's dashboard (issue #6). */
export function AdminHomePage() {
  return <DashboardPage />;
}
