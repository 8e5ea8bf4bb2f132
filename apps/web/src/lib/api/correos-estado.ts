/** `/api/correosEstado`: what candidates receive (packages/shared/src/api/correos-estado.ts). */
import type { CorreosEstadoApi } from '@practiperu/shared/api/correos-estado';
import { clientOf } from '../api-contract';

export const correosEstadoApi = clientOf<CorreosEstadoApi>('/correosEstado', {
  plantillas: 'GET /plantillas',
  guardarPlantilla: 'PUT /plantillas/:clave',
  restaurarPlantilla: 'DELETE /plantillas/:clave',
  guardarPreferencia: 'PUT /preferencia',
  cerrarProceso: 'POST /cerrarProceso/:id',
});
