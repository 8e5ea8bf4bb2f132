import { contentLoader, ContentPage } from '../../../features/premium/premium-pages';

/** `/postulantes/contenido-premium/` */
export const loader = contentLoader;

export default function ContenidoPremiumPage() {
  return <ContentPage />;
}
