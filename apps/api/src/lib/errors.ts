/** Typed application errors: one funnel maps them to HTTP statuses and the envelope (STYLE habit 4). */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'GONE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly optional?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS[code];
  }
}

/** 400 with the message on a field, as the forms expect (`optional.errors`). */
export function fieldError(field: string, message: string): AppError {
  return new AppError('BAD_REQUEST', message, { errors: { [field]: message } });
}

export const MESSAGES = {
  sessionRequired: 'Tu sesión expiró o no has iniciado sesión. Ingresa nuevamente.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  inactive: 'usuario inactivo',
  notFound: 'No se encontró el recurso solicitado.',
  tooMany: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  internal: 'Se produjo un error, vuelva a intentarlo más adelante.',
  invalidJson: 'La solicitud no tiene un formato válido.',
  tooDeep: 'La solicitud tiene demasiados niveles de anidación.',
  badUrl: 'La dirección de la solicitud no es válida.',
  malformedRequest: 'La solicitud está mal formada: revisa su dirección y sus cabeceras.',
  headersTooLarge: 'Las cabeceras de la solicitud son demasiado grandes.',
  requestTimeout: 'La solicitud tardó demasiado en llegar. Vuelve a intentarlo.',
  uriTooLong: 'La dirección de la solicitud es demasiado larga.',
  tooLarge: 'La solicitud es demasiado grande.',
  unsupportedType: 'Tipo de contenido no admitido.',
  closing: 'El servicio se está reiniciando. Vuelve a intentarlo en unos segundos.',
  databaseDown: 'El servicio no puede atender en este momento. Vuelve a intentarlo en unos minutos.',
} as const;
