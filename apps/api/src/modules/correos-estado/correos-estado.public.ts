/**
 * Other modules may import this file: the company's own status mail (the status radio and the bulk change write it
 * when the company has one) and a seat's remembered choice of notifying the applicant.
 */
export { avisar, plantilla as plantillaDe, recordarAvisar } from './correos-estado.repository.ts';
export { correoConPlantilla } from './correos-estado.mails.ts';
