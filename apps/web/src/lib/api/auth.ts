/** `/api/auth`: logins, logout, the session, password recovery (packages/shared/src/api/auth.ts). */
import type { AuthApi } from '@practiperu/shared/api/auth';
import { clientOf } from '../api-contract';

export const auth = clientOf<AuthApi>('/auth', {
  loginPostulant: 'POST /loginPostulant',
  loginRecruiter: 'POST /loginRecruiter',
  loginAdmin: 'POST /loginAdmin',
  logout: 'POST /logout',
  mySession: 'POST /mySession',
  isDev: 'POST /isDev',
  forgotPassword: 'POST /forgotPassword',
  validateTokenForgot: 'GET /validateTokenForgot/:token',
  newPassword: 'POST /newPassword',
});
