/** Other modules may import this file: what registro offers them besides its service. */

/**
 * Password recovery (auth/recuperacion.service.ts) works on the same accounts and links as registration: it sends its
 * link under the same account lock as a confirmation resend, and a new password voids the pending confirmation links
 * too. It needs both inside its own transactions, so it runs these queries of registro.repository.ts rather than the
 * registro service, which opens its own.
 */
export { lockUsuario, voidTokens } from './registro.repository.ts';
