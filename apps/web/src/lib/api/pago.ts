/** `/api/pago`: the featured-offer payment (packages/shared/src/api/pago.ts). */
import type { PagoApi } from '@practiperu/shared/api/pago';
import { clientOf } from '../api-contract';

export const pago = clientOf<PagoApi>('/pago', { create: 'POST /create' });
