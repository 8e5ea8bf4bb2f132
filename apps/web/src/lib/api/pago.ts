/** `/api/pago`: the featured-offer payment and the seats' requests to feature an offer (packages/shared/src/api/pago.ts). */
import type { PagoApi } from '@practiperu/shared/api/pago';
import { clientOf } from '../api-contract';

export const pago = clientOf<PagoApi>('/pago', {
  create: 'POST /create',
  solicitudes: 'GET /solicitudes',
  solicitarDestacado: 'POST /solicitudes',
  solicitudParaPagar: 'GET /solicitudes/:id/pagar',
  rechazarSolicitud: 'POST /solicitudes/:id/rechazar',
});
