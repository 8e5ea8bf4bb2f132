import { AnunciosPage } from '../../features/admin/anuncios-page';

/** `/admin/anuncios` (docs/admin.md "Web screens") */
export default function Page() {
  return <AnunciosPage />;
}
