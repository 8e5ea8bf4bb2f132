/**
 * The reference lookups: `/api/recursos`, `/api/instEducativa` and `/api/carrera` (packages/shared/src/api/recursos.ts).
 * Public; the lists the forms choose from are cached per visit in lib/lookups.ts.
 */
import type { CarreraApi, InstEducativaApi, RecursosApi } from '@practiperu/shared/api/recursos';
import { clientOf } from '../api-contract';

export const recursos = clientOf<RecursosApi>('/recursos', {
  listLugares: 'GET /listLugares',
  listOrganizacionSector: 'POST /listOrganizacionSector',
  listTemasConocimientos: 'POST /listTemasConocimientos',
  listHabilidades: 'GET /listHabilidades',
  listIdiomas: 'GET /listIdiomas',
  listOrdenMerito: 'GET /listOrdenMerito',
  listExtracurricularTipos: 'GET /listExtracurricularTipos',
  listFormacionComplementariaTipos: 'GET /listFormacionComplementariaTipos',
  listOfertaModalidadTiempo: 'GET /listOfertaModalidadTiempo',
  subvencionMinima: 'GET /subvencionMinima',
  listClaves: 'GET /listClaves',
  listAlertas: 'GET /listAlertas',
  getTemplateUnsubscribe: 'GET /getTemplateUnsubscribe',
  getTemplateUnsubscribeMessage: 'GET /getTemplateUnsubscribeMessage',
  getTemplatePricing: 'GET /getTemplatePricing',
  getTemplatePaymentDescription: 'GET /getTemplatePaymentDescription',
});

export const instEducativa = clientOf<InstEducativaApi>('/instEducativa', {
  listUniversitarias: 'GET /listUniversitarias',
  listTecnologicos: 'GET /listTecnologicos',
  listAllUniversitarias: 'GET /listAllUniversitarias',
  listAllTecnologicos: 'GET /listAllTecnologicos',
  id: 'POST /id',
});

export const carrera = clientOf<CarreraApi>('/carrera', {
  like: 'GET /like',
  listAll: 'GET /listAll',
  id: 'GET /id/:id',
});
