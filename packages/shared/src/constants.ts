/** Business constants of both areas (limits, prices, timeouts). One place, used by the API and the web app. */

export const ROLE = { POSTULANTE: 0, RECLUTADOR: 1, ADMIN: 2 } as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];

export const TOAST_DEFAULT_MS = 8000;
export const TOAST_MESSAGE_MS = 6000;
export const TOAST_CANCEL_ERROR_MS = 7000;
export const TOAST_PAGO_ERROR_MS = 5000;

export const RESEND_COUNTDOWN_SECONDS = 180;
export const EMAIL_CHANGE_LINK_DAYS = 1;

export const PRECIO_OFERTA_DESTACADA = 69;
export const PRECIO_POSTULANTE_PREMIUM = 69;
export const DEFAULT_SUBSIDY = 1130;

export const HOME_RECOMMENDED_MAX = 5;
export const HOME_ULTIMAS_OFERTAS_MAX = 5;
/** A free offer shows its company its first 15 applicants; the rule, at every moment: apps/api/src/modules/oferta/primeras-gratis.ts. */
export const OFERTA_GRATUITA_MAX_POSTULANTES = 15;

export const PAGINATION_WINDOW = 5;
export const PAGINATION_NEIGHBOURS = 2;
export const PAGINATION_WINDOW_MOBILE = 3;
export const PAGINATION_NEIGHBOURS_MOBILE = 1;

export const BREAKPOINT_MOBILE = 768;
export const BREAKPOINT_LARGE = 1025;
export const RESIZE_DEBOUNCE_MS = 500;

export const MODAL_TITLE_MAX = 50;
export const MENU_NAME_MAX = 15;

export const DNI_LENGTH = 8;
export const PHONE_LENGTH = 9;
export const PHONE_PREFIX = '+51';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 40;
export const EMAIL_MAX = 255;
export const NRO_OPERACION_MAX = 255;
export const REGION_ID_MIN = 1;
export const REGION_ID_MAX = 25;
export const REGION_VIRTUAL = 0; // no place: a virtual offer
export const REGION_EXTRANJERO = 26; // abroad; 1–25 are the regions of listLugares

export const IMAGE_MAX_BYTES = 1_000_000;
export const PROFILE_PHOTO_SIZE = 130;

export const SUGGESTIONS_MAX = 7;
export const INSTITUTION_SEARCH_DONE_DELAY_MS = 1000;

export const AFINIDAD_GREEN_MIN = 70;
export const AFINIDAD_YELLOW_MIN = 40;

export const OFERTA_DEADLINE_DEFAULT_DAYS = 2;
export const OFERTA_DEADLINE_MAX_DAYS_GRATUITA = 15;
export const OFERTA_DEADLINE_MAX_DAYS_DESTACADA = 30;

export const TIME_ZONE = 'America/Lima';

/** Spanish month names, Peruvian spelling ('Setiembre'). */
export const MONTHS = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Setiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;

export const NETWORK_ERROR_MESSAGE = 'Se produjo un error, vuelva a intentarlo más adelante.';
export const INACTIVE_USER_MESSAGE = 'usuario inactivo';

/** Decision 002: real names outgrow the spec's limits; the real data wins. */
export const DISTRITO_MAX = 60;
export const PROVINCIA_MAX = 30;
export const CARRERA_MAX = 120;
export const REDES_URL_MAX = 200;
export const RESUMEN_PROFESIONAL_MIN = 5;
export const RESUMEN_PROFESIONAL_MAX = 500;
