import { DashboardPage } from '../../features/admin/dashboard-page';
import { SegundoFactorBlock } from '../../features/segundo-factor';

/** `/admin/`: the back office's dashboard (docs/admin.md) and the administrator's own second factor. */
export default function AdminHomePage() {
  return (
    <>
      <DashboardPage />
      <div className="mt-6 grid md:grid-cols-2">
        <SegundoFactorBlock />
      </div>
    </>
  );
}
