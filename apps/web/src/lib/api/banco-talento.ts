/** `/api/bancoTalento`: the talent pool and the applicant's choice of invitations (packages/shared/src/api/banco-talento.ts). */
import type { BancoTalentoApi } from '@practiperu/shared/api/banco-talento';
import { clientOf } from '../api-contract';

export const bancoTalento = clientOf<BancoTalentoApi>('/bancoTalento', {
  buscar: 'GET /buscar',
  invitar: 'POST /invitar',
  preferencia: 'GET /preferencia',
  guardarPreferencia: 'PUT /preferencia',
  baja: 'POST /baja',
});
