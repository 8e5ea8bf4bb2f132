/**
 * Other modules may import this file: the Lima week the interviews are shown by (docs/team.md "Interviews"), the
 * cancellation of an application's interviews when something ends them (No seleccionada, the applicant's withdrawal,
 * the offer removed, the account deleted: decisions 075 and 079), how many a change would cancel, and the applicant list's hint of each
 * row's interview.
 */
export {
  cancelarEntrevistasDe,
  cancelarEntrevistasDeCuenta,
  cancelarEntrevistasDeOferta,
  cancelarPorDecision,
  entrevistasDeFilas,
  lunesDe,
  pendientesDeContar,
  type CausaCancelacion,
} from './entrevista.service.ts';
