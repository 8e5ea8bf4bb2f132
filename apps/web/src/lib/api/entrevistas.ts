/** `/api/entrevistas`: interviews arranged in the product (packages/shared/src/api/entrevistas.ts). */
import type { EntrevistasApi } from '@practiperu/shared/api/entrevistas';
import { clientOf } from '../api-contract';

export const entrevistas = clientOf<EntrevistasApi>('/entrevistas', {
  dePostulacion: 'GET /postulacion/:id',
  proponer: 'POST /postulacion/:id',
  proponerVarias: 'POST /oferta/:id',
  semana: 'GET /semana',
  reprogramar: 'PUT /:id',
  cancelar: 'POST /:id/cancelar',
  resultado: 'PUT /:id/resultado',
  criterios: 'GET /criterios',
  guardarCriterios: 'PUT /criterios',
  mias: 'GET /mias',
  elegir: 'POST /mias/:id/elegir',
  enlace: 'GET /enlace/:token',
  elegirPorEnlace: 'POST /enlace/:token',
});

/** The .ics links (files, not the envelope): the team's and the applicant's need the session; the mail link's does not. */
export const icsPaths = {
  equipo: (id: number) => `/api/entrevistas/${id}/ics`,
  mia: (id: number) => `/api/entrevistas/mias/${id}/ics`,
  enlace: (token: string) => `/api/entrevistas/enlace/${encodeURIComponent(token)}/ics`,
};
