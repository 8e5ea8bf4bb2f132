/**
 * `/api/postulante`, the company's calls: an applicant's CV, its PDF, the developer-mode list
 * (packages/shared/src/api/postulante-reclutador.ts).
 */
import type { PostulanteReclutadorApi } from '@practiperu/shared/api/postulante-reclutador';
import { clientOf } from '../api-contract';

export const postulanteReclutador = clientOf<PostulanteReclutadorApi>('/postulante', {
  findOneForRecruiter: 'GET /findOneForRecruiter/:id',
  findForRecruiter: 'GET /findForRecruiter',
  getCv: 'POST /getCv/:id',
});
