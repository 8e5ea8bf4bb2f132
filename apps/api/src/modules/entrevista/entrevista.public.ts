/**
 * Other modules may import this file: the Lima week the interviews are shown by (docs/team.md "Interviews"), and the
 * cancellation of a decided application's interviews (every status change to No seleccionada calls it), and the
 * applicant list's hint of each row's interview.
 */
export { cancelarPorDecision, entrevistasDeFilas, lunesDe } from './entrevista.service.ts';
