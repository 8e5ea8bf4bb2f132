import { searchLoader, SearchPage } from '../../features/publico/search-page';

/** `/ofertas` */
export const loader = searchLoader;

export default function OfertasPage() {
  return <SearchPage />;
}
