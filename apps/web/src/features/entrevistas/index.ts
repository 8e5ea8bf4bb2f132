/**
 * What the interviews offer the other areas: the button on an applicant's row and the bulk bar's window (the team),
 * and the interviews block of Mis postulaciones (the applicant).
 */
export { EntrevistaBoton } from './entrevistas-postulacion';
export { PropuestaMasiva } from './propuesta-masiva';
export { EntrevistaPill, MisEntrevistas, useMisEntrevistas, useTextoEntrevista } from './mis-entrevistas';
