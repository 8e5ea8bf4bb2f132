/**
 * The window event a seat's new request to the administrators fires, for its list on Mis publicaciones to be read
 * again: the dialogs that ask do not reload the page. A module of one string, so that sending it pulls nothing in.
 */
export const SOLICITUDES_CAMBIARON = 'practiperu:solicitudes-cambiaron';

export function avisarSolicitudNueva(): void {
  window.dispatchEvent(new Event(SOLICITUDES_CAMBIARON));
}
