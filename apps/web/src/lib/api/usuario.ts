/** `/api/usuario`: registration and its confirmation, the account of both areas (packages/shared/src/api/usuario.ts). */
import type { UsuarioApi } from '@practiperu/shared/api/usuario';
import { clientOf } from '../api-contract';

export const usuario = clientOf<UsuarioApi>('/usuario', {
  registerPostulant: 'POST /registerPostulant',
  registerRecruiter: 'POST /registerRecruiter',
  validateAccount: 'GET /validateAccount/:token',
  reSendMailRegister: 'GET /reSendMailRegister/:token',
  myAccount: 'GET /myAccount',
  myEmail: 'GET /myEmail',
  updatePassword: 'PATCH /updatePassword',
  updateEmail: 'POST /updateEmail',
  updateEmailConfirmed: 'PATCH /updateEmailConfirmed',
  removeAccount: 'POST /removeAccount',
  update: 'PUT /update',
  validateTokenSubscription: 'GET /validateTokenSubscription/:token',
  unsubscribeMarketing: 'POST /unsubscribeMarketing',
  updateMarketing: 'PATCH /updateMarketing',
  getInfoFactura: 'GET /getInfoFactura',
  isPremium: 'POST /isPremium',
});
