/** Dates and money of the offers in es-PE (their home is shared/formato: the server's offer pages print them too). */
export { formatDay, formatInstant, formatSoles } from '@practiperu/shared/formato';

/** '1 postulante', '12 postulantes' */
export function postulantesText(n: number): string {
  return n === 1 ? '1 postulante' : `${n} postulantes`;
}
