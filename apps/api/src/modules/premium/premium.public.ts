/** Other modules may import this file: what premium offers them besides its service. */

/**
 * Account management (usuario.service.ts `isPremium`) tells whether an applicant is premium on a Lima day by the
 * membership rule premium applies to its own content: this query of premium.repository.ts. The premium service is
 * built with the storage and the file signing, which account management has no use for.
 */
export { isActive } from './premium.repository.ts';
