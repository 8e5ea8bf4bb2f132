/** What premium offers the other areas: the badge beside a premium applicant's name (the side menu). */
export { PremiumBadge } from './premium-ui';
