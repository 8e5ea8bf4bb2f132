/**
 * Applicant premium content: `/api/postulantePremium` and `GET /api/recursos/getPremiumData`
 * (packages/shared/src/api/premium.ts). The file route is opened by its signed link, not called from here.
 */
import type { PostulantePremiumApi, PremiumDataApi } from '@practiperu/shared/api/premium';
import { clientOf } from '../api-contract';

export const postulantePremium = clientOf<PostulantePremiumApi>('/postulantePremium', {
  isPremiumPostulant: 'GET /isPremiumPostulant',
  membresia: 'GET /membresia',
  getVideo: 'GET /getVideo/:id',
  getRecurso: 'GET /getRecurso/:id',
  archivo: 'GET /archivo/:id',
});

export const premiumData = clientOf<PremiumDataApi>('/recursos', { getPremiumData: 'GET /getPremiumData' });
