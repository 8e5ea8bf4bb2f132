/** `/api/ofertaGuardada`: the applicant's saved offers (packages/shared/src/api/oferta-guardada.ts). */
import type { OfertaGuardadaApi } from '@practiperu/shared/api/oferta-guardada';
import { clientOf } from '../api-contract';

export const ofertaGuardada = clientOf<OfertaGuardadaApi>('/ofertaGuardada', {
  create: 'POST /create',
  removeById: 'POST /removeById',
  myList: 'GET /myList',
  myIds: 'GET /myIds',
});
