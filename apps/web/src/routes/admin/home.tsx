import { DashboardPage } from '../../features/admin/dashboard-page';

/** `/admin/`: the back office's dashboard (docs/admin.md); the administrator's own second factor is in Mi cuenta. */
export default function AdminHomePage() {
  return <DashboardPage />;
}
