/**
 * `/api/postulante` (packages/shared/src/api/postulante.ts): the applicant's own profile, its forms, the photo and the
 * CV; and a company's calls on its applicants (an applicant's CV, its PDF, the developer-mode list).
 */
import type { PostulanteApi } from '@practiperu/shared/api/postulante';
import { clientOf } from '../api-contract';

export const postulante = clientOf<PostulanteApi>('/postulante', {
  myAccount: 'GET /myAccount',
  myAccountDescripcion: 'GET /myAccountDescripcion',
  update: 'PUT /update',
  updatePhoto: 'POST /updatePhoto',
  completeCV: 'GET /completeCV',
  completeCvOptionals: 'GET /completeCvOptionals',
  getMyCv: 'GET /getMyCv',
  findOneForRecruiter: 'GET /findOneForRecruiter/:id',
  findForRecruiter: 'GET /findForRecruiter',
  getCv: 'POST /getCv/:id',
});
