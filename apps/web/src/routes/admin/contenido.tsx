import { ContenidoPage } from '../../features/admin/contenido-page';

/** `/admin/contenido` (docs/admin.md "Web screens") */
export default function Page() {
  return <ContenidoPage />;
}
