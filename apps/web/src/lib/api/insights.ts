/** `/api/insights` and `/api/metricas` (packages/shared/src/api/insights.ts, docs/insights.md). */
import type { InsightsApi, MetricasApi } from '@practiperu/shared/api/insights';
import { clientOf } from '../api-contract';

export const insights = clientOf<InsightsApi>('/insights', {
  oferta: 'GET /oferta/:id',
  empresa: 'GET /empresa',
});

export const metricas = clientOf<MetricasApi>('/metricas', {
  evento: 'POST /evento',
});
