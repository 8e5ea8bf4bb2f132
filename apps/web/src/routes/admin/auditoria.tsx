import { AuditoriaPage } from '../../features/admin/auditoria-page';

/** `/admin/auditoria` (docs/admin.md "Web screens") */
export default function Page() {
  return <AuditoriaPage />;
}
