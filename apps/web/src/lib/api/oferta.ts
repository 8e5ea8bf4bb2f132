/** `/api/oferta`: a company's offers and the applicants' lists and detail (packages/shared/src/api/oferta.ts). */
import type { OfertaApi } from '@practiperu/shared/api/oferta';
import { clientOf } from '../api-contract';

export const oferta = clientOf<OfertaApi>('/oferta', {
  create: 'POST /create',
  update: 'PUT /update',
  id: 'GET /id/:id',
  myId: 'GET /myId/:id',
  myIdComplete: 'GET /myIdComplete/:id',
  myList: 'GET /myList',
  myLatestOffer: 'GET /myLatestOffer',
  getTituloOferta: 'GET /getTituloOferta/:id',
  getTipoOferta: 'GET /getTipoOferta/:id',
  recommended: 'GET /recommended',
  recommendedProfile: 'GET /recommendedProfile',
  recommendedBothProfile: 'GET /recommendedBothProfile',
  findForApplicant: 'GET /findForApplicant',
  getTotalOfferAvailable: 'GET /getTotalOfferAvailable',
  finish: 'PATCH /finish',
  hidden: 'PATCH /hidden',
  removeMyOffer: 'POST /removeMyOffer/:id',
  cancelDestacado: 'POST /cancelDestacado/:id',
  resumen: 'GET /resumen/:id',
});
