/** `/api/postulante`: the applicant's own profile, its forms, the photo and the CV (packages/shared/src/api/postulante.ts). */
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
});
