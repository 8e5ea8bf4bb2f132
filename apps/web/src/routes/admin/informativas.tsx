import { InformativasPage } from '../../features/admin/informativas-page';

/** `/admin/informativas` (docs/admin.md "Web screens") */
export default function Page() {
  return <InformativasPage />;
}
