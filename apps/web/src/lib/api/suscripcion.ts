/** `/api/suscripcion`: job alerts (packages/shared/src/api/suscripcion.ts). */
import type { SuscripcionApi } from '@practiperu/shared/api/suscripcion';
import { clientOf } from '../api-contract';

export const suscripcion = clientOf<SuscripcionApi>('/suscripcion', {
  createPostulant: 'POST /createPostulant',
  mySubscription: 'GET /mySubscription',
  deleteMySubscription: 'DELETE /mySubscription',
});
