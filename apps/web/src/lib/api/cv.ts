/**
 * The CV section groups, one client per prefix with the same five calls (packages/shared/src/api/cv.ts):
 * `cvSections.logro.create({ body })`. Certifications add `createMultiple`.
 */
import type {
  ActExtracurricularApi,
  ConocimientoApi,
  ExpLaboralApi,
  FormacionComplementariaApi,
  IdiomaApi,
  LogroApi,
  VoluntariadoApi,
} from '@practiperu/shared/api/cv';
import { clientOf } from '../api-contract';

const calls = {
  create: 'POST /create',
  update: 'PUT /update',
  removeById: 'POST /removeById',
  id: 'GET /id/:id',
  myList: 'GET /myList',
} as const;

export const cvSections = {
  conocimiento: clientOf<ConocimientoApi>('/conocimiento', calls),
  idioma: clientOf<IdiomaApi>('/idioma', calls),
  logro: clientOf<LogroApi>('/logro', calls),
  expLaboral: clientOf<ExpLaboralApi>('/expLaboral', calls),
  voluntariado: clientOf<VoluntariadoApi>('/voluntariado', calls),
  actExtracurricular: clientOf<ActExtracurricularApi>('/actExtracurricular', calls),
  formacionComplementaria: clientOf<FormacionComplementariaApi>('/formacionComplementaria', {
    ...calls,
    createMultiple: 'POST /createMultiple',
  }),
};
export type CvSections = typeof cvSections;
