/** `/api/organizacion`: the company's data, its update forms, its logo and its public page (packages/shared/src/api/organizacion.ts). */
import type { OrganizacionApi } from '@practiperu/shared/api/organizacion';
import { clientOf } from '../api-contract';

export const organizacion = clientOf<OrganizacionApi>('/organizacion', {
  myAccount: 'GET /myAccount',
  myAccountDescription: 'GET /myAccountDescription',
  update: 'PUT /update',
  updateLogo: 'POST /updateLogo',
  removeLogo: 'POST /removeLogo',
  updatePaginaPublica: 'PUT /updatePaginaPublica',
});
