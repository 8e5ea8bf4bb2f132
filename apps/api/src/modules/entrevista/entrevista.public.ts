/**
 * Other modules may import this file: the Lima week the interviews are shown by (docs/team.md "Interviews"), and the
 * cancellation of a decided application's interviews (every status change to No seleccionada calls it).
 */
export { cancelarPorDecision, lunesDe } from './entrevista.service.ts';
