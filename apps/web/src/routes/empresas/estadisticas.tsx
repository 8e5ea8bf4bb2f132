import { EmpresaInsightsPage, empresaInsightsLoader } from '../../features/insights/empresa-insights-page';

/** `/empresas/estadisticas` (docs/insights.md) */
export const loader = empresaInsightsLoader;

export default function Page() {
  return <EmpresaInsightsPage />;
}
