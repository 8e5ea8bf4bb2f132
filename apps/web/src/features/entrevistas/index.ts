/**
 * What the interviews offer the other areas: the button on an applicant's row (the team) and the interviews block of
 * Mis postulaciones (the applicant).
 */
export { EntrevistaBoton } from './entrevistas-postulacion';
export { MisEntrevistas } from './mis-entrevistas';
