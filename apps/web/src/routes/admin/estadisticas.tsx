import { AdminInsightsPage, adminInsightsLoader } from '../../features/insights/admin-insights-page';

/** `/admin/estadisticas` (docs/insights.md) */
export const loader = adminInsightsLoader;

export default function Page() {
  return <AdminInsightsPage />;
}
