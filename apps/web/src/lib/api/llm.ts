/** `/api/llm`: the applicant assistant and its developer-mode variants (packages/shared/src/api/llm.ts). */
import type { LlmApi } from '@practiperu/shared/api/llm';
import { clientOf } from '../api-contract';

export const llm = clientOf<LlmApi>('/llm', {
  query: 'POST /query',
  results: 'GET /results',
  history: 'GET /history/:id_oferta',
  devQuery: 'POST /dev/query',
  devResults: 'GET /dev/results',
  devHistory: 'GET /dev/history/:id_oferta',
  exportExcel: 'GET /exportExcel/:id_oferta',
  exportCSV: 'GET /exportCSV/:id_oferta',
});
