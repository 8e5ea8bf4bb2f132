import { DashboardPage } from '../../features/admin/dashboard-page';

/** `/admin/`: the back office's dashboard (issue #6). */
export default function AdminHomePage() {
  return <DashboardPage />;
}
