/** Other modules may import this file: what auth offers them besides its service. */

/**
 * Registration (registro.service.ts) finds an existing account by its e-mail exactly as logging in does (without
 * regard to case): this query of auth.repository.ts. The auth service is built for sessions, which registration does
 * not handle.
 */
export { findUserByEmail } from './auth.repository.ts';

/**
 * Registration locks an account's row as password recovery does (auth/recuperacion.service.ts): a resend, a
 * confirmation and a recovery of one account run one after the other.
 */
export { lockUsuario } from './auth.repository.ts';
