/** Other modules may import this file: the Lima week the interviews are shown by (docs/team.md "Interviews"). */
export { lunesDe } from './entrevista.service.ts';
