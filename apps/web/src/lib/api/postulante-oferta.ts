/**
 * `/api/postulanteOferta`: applying, cancelling, Mis postulaciones, and the company's review of an offer's
 * applicants (packages/shared/src/api/postulante-oferta.ts).
 */
import type { PostulanteOfertaApi } from '@practiperu/shared/api/postulante-oferta';
import { clientOf } from '../api-contract';

export const postulanteOferta = clientOf<PostulanteOfertaApi>('/postulanteOferta', {
  create: 'POST /create',
  removeById: 'POST /removeById',
  postulantMyApplicants: 'GET /postulantMyApplicants',
  offerMyApplicants: 'GET /offerMyApplicants/:id',
  offerMyApplicantsBody: 'POST /offerMyApplicants',
  updateEstado: 'PATCH /updateEstado/:id',
  appliedApplicant: 'GET /appliedApplicant',
  offerMyApplicantsExportExcel: 'GET /offerMyApplicantsExportExcel/:id',
  offerMyApplicantsExportCSV: 'GET /offerMyApplicantsExportCSV/:id',
});
