import { AdminCuentaPage } from '../../features/admin/cuenta-page';

/** `/admin/cuenta` (docs/admin.md "Web screens"): the administrator's own account, its second factor. */
export default function Page() {
  return <AdminCuentaPage />;
}
