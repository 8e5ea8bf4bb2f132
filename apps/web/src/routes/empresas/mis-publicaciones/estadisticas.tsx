import { useParams } from 'react-router';
import { OfertaInsightsPage, ofertaInsightsLoader, rutaVolver } from '../../../features/insights/oferta-insights-page';

/** `/empresas/mis-publicaciones/{id}/estadisticas` (docs/insights.md) */
export const loader = ofertaInsightsLoader;

export default function EstadisticasOfertaPage() {
  const { id } = useParams();
  return <OfertaInsightsPage volver={rutaVolver(id)} />;
}
