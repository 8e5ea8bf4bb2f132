/** Other modules may import this file: what the back office offers them besides its services. */

/**
 * The back office's audit trail: a module whose service does something for an administrator (the second factor's
 * reset) records it there in the same transaction.
 */
export { audit, type Actor } from './auditoria.repository.ts';
