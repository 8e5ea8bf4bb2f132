/**
 * `/api/publico`: the public search, offer page and company page, without a session
 * (packages/shared/src/api/publico.ts).
 */
import type { PublicoApi } from '@practiperu/shared/api/publico';
import { clientOf } from '../api-contract';

export const publico = clientOf<PublicoApi>('/publico', {
  ofertas: 'GET /ofertas',
  oferta: 'GET /oferta/:id',
  empresa: 'GET /empresa/:slug',
});
