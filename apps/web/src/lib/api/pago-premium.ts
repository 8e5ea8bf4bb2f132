/** `/api/pagoPremium`: the applicant's premium payment (packages/shared/src/api/pago-premium.ts). */
import type { PagoPremiumApi } from '@practiperu/shared/api/pago-premium';
import { clientOf } from '../api-contract';

export const pagoPremium = clientOf<PagoPremiumApi>('/pagoPremium', {
  create: 'POST /create',
  disableShowRejectMessage: 'PATCH /disable-show-reject-message/:id',
});
