/**
 * Applicant premium content: `/api/postulantePremium` and `GET /api/recursos/getPremiumData`
 * (packages/shared/src/api/premium.ts). The file route (`archivo`) is opened by its signed link: the client has no function for it.
 */
import type { PostulantePremiumApi, PremiumDataApi } from '@practiperu/shared/api/premium';
import { clientOf } from '../api-contract';

export const postulantePremium = clientOf<PostulantePremiumApi>('/postulantePremium', {
  isPremiumPostulant: 'GET /isPremiumPostulant',
  membresia: 'GET /membresia',
  getVideo: 'GET /getVideo/:id',
  getRecurso: 'GET /getRecurso/:id',
});

export const premiumData = clientOf<PremiumDataApi>('/recursos', { getPremiumData: 'GET /getPremiumData' });
