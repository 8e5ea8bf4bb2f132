import { TemplatesPage } from '../../features/admin/templates-page';

/** `/admin/plantillas` (docs/admin.md "Web screens") */
export default function Page() {
  return <TemplatesPage />;
}
