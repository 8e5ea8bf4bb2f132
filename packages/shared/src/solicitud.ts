/**
 * The states of a recruiter seat's request to the administrators and their labels. Apart from `equipo.ts`, which every
 * company page loads: only the lists of requests and the contract that describes them read these.
 */
/**
 * What a request is: waiting for an administrator, paid by one (featuring), done by one (the other kinds, whether
 * through the request or directly), declined, or left without effect (the offer was removed, or its payment left review
 * by another path, before anyone did what it asks).
 */
export const SOLICITUD_ESTADOS = ['pendiente', 'pagada', 'hecha', 'rechazada', 'sin_efecto'] as const;
export type SolicitudEstado = (typeof SOLICITUD_ESTADOS)[number];
export const SOLICITUD_ESTADO_LABEL: Record<SolicitudEstado, string> = {
  pendiente: 'Esperando a un administrador',
  pagada: 'Pagada',
  hecha: 'Hecha',
  rechazada: 'Rechazada',
  sin_efecto: 'Sin efecto',
};
