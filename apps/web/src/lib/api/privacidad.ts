/** `/api/privacidad`: the copy of one's data and the rights requests of Mi cuenta (packages/shared/src/api/privacidad.ts). */
import type { PrivacidadApi } from '@practiperu/shared/api/privacidad';
import { clientOf } from '../api-contract';

export const privacidad = clientOf<PrivacidadApi>('/privacidad', {
  exportacion: 'GET /exportacion',
  solicitarExportacion: 'POST /exportacion',
  solicitudes: 'GET /solicitudes',
  crearSolicitud: 'POST /solicitudes',
  postulacionesRevisables: 'GET /postulacionesRevisables',
});
