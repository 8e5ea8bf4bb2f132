/** `/api/avisosPostulantes`: how a company's seat hears of new applicants (packages/shared/src/api/avisos-postulantes.ts). */
import type { AvisosPostulantesApi } from '@practiperu/shared/api/avisos-postulantes';
import { clientOf } from '../api-contract';

export const avisosPostulantes = clientOf<AvisosPostulantesApi>('/avisosPostulantes', {
  preferencias: 'GET /preferencias',
  guardarPreferencias: 'PUT /preferencias',
  seguir: 'PUT /ofertas/:id',
  dejarDeSeguir: 'DELETE /ofertas/:id',
});
