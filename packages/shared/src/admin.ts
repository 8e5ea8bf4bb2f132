/**
 * What the back office's calls answer (docs/admin.md): the API builds these shapes and the web app's admin screens
 * read them, with the same types. The shapes are the answers' schemas in api/admin/ (one declaration each); this
 * module stays free of zod at runtime for the pages. Also the limits and messages of the requests, which the API and
 * the forms' schemas (schemas/admin.ts) share.
 */
import type { z } from 'zod';
import type {
  adminAlerta,
  adminAnuncio,
  adminSolicitud,
  adminContenido,
  adminEmpresa,
  adminInformativa,
  adminOfertaCard,
  adminOfertaDetalle,
  adminPageOptional,
  adminPago,
  adminPagoDeOferta,
  adminPlantilla,
  adminUsuario,
  adminUsuarioDetalle,
  alertaTipo,
  anuncioPreview,
  auditoriaRow,
  dashboard,
  pagoTipo,
} from './api/admin.ts';
import type { audiencia } from './schemas/admin.ts';

export type PagoTipo = z.input<typeof pagoTipo>;

/**
 * Common rejection reasons the back office offers to pick: a fixed list kept here, next to the answers the screens
 * read; the administrator may pick one and edit it, or write another. Each passes the API's rule for a reason (5–1000
 * characters) and speaks to the company or the applicant who receives it.
 */
export const MOTIVOS_RECHAZO = {
  oferta: [
    'La subvención es menor a la mínima legal para la jornada indicada.',
    'El título no describe el puesto: indica el área y el tipo de prácticas.',
    'Las funciones no son de prácticas (parecen un empleo o piden experiencia previa).',
    'Faltan datos del puesto: funciones, horario o lugar de trabajo.',
    'La oferta pide pagos, datos bancarios o contactos fuera de PractiPerú.',
    'La oferta ya está publicada: es un duplicado.',
  ],
  pago: [
    'El número de operación no figura en el extracto de Yape ni del banco.',
    'El monto recibido no es el precio del servicio.',
    'El número de operación corresponde a otro pago.',
    'El método de pago indicado no coincide con el que recibimos.',
  ],
} as const;

// ------------------------------------------------------------------ what the requests may hold, and the messages

/*
 * The limits and messages of the back office's requests: the schemas in schemas/admin.ts (the API's bodies, the web's
 * forms) and the API's services say the same words.
 */

export const ADMIN_MESSAGES = {
  id: 'El id debe ser un número entero positivo.',
  page: 'La página debe ser un número entero positivo.',
  motivoRequerido: 'Indica el motivo del rechazo',
  motivoCorto: 'El motivo debe tener al menos 5 caracteres',
  motivoLargo: 'Máximo 1000 caracteres',
} as const;

export const ALERTA_MESSAGES = {
  saved: 'Se guardó la alerta.',
  cleared: 'Se quitó la alerta.',
  tipo: 'El tipo de alerta debe ser general o publicar.',
  contentLargo: 'Máximo 500 caracteres',
  contentTexto: 'Escribe el texto de la alerta',
  fecha: 'Ingresa una fecha válida (AAAA-MM-DD o fecha y hora ISO 8601)',
  fechaPasada: 'La fecha de vencimiento debe ser posterior a la actual',
} as const;

/** An announcement's HTML as sent, in characters. */
export const ANUNCIO_HTML_MAX = 20_000;
/** A template's HTML as sent, in characters (the API refuses a longer one before sanitizing it). */
export const PLANTILLA_HTML_MAX = 20_000;

export const ANUNCIO_MESSAGES = {
  notFound: 'No se encontró el anuncio.',
  created: 'Se guardó el borrador del anuncio.',
  saved: 'Se guardó el anuncio.',
  removed: 'Se eliminó el borrador.',
  sending: (n: number) => `Se está enviando el anuncio a ${n} ${n === 1 ? 'destinatario' : 'destinatarios'}.`,
  alreadySent: 'El anuncio ya fue enviado.',
  notDraft: 'Este anuncio ya fue enviado: no se puede modificar ni eliminar.',
  noRecipients: 'Nadie de esta audiencia aceptó recibir comunicaciones: no hay a quién enviar el anuncio.',
  audiencia: 'Elige empresas o postulantes',
  asuntoCorto: 'Mínimo 3 caracteres',
  asuntoLargo: 'Máximo 150 caracteres',
  required: 'Requerido',
  tooLong: 'Texto muy largo',
  textoCorto: 'Mínimo 5 caracteres',
} as const;

export const PLANTILLA_MESSAGES = {
  notFound: 'No se encontró la plantilla.',
  saved: 'Se guardó la plantilla.',
  unchanged: 'La plantilla no cambió.',
  required: 'Requerido',
  tooLong: 'Texto muy largo',
} as const;

export const INFORMATIVA_MESSAGES = {
  notFound: 'No se encontró la oferta informativa.',
  created: 'Se publicó la oferta informativa.',
  saved: 'Se guardó la oferta informativa.',
  withdrawn: 'Se retiró la oferta informativa: ya no se muestra.',
  alreadyWithdrawn: 'La oferta informativa ya estaba retirada.',
  withdrawnLocked: 'Esta oferta informativa fue retirada: ya no se puede modificar.',
  enlace: 'Ingresa un enlace que empiece con http:// o https://',
  enlaceLargo: 'Máximo 500 caracteres',
  plazoLargo: 'El plazo máximo es de un año',
  region: 'Elige una región de la lista',
} as const;

export const CONTENIDO_MESSAGES = {
  notFound: 'No se encontró el contenido.',
  created: 'Se creó el contenido.',
  saved: 'Se guardó el contenido.',
  removed: 'Se eliminó el contenido y sus archivos.',
  ordered: 'Se guardó el orden.',
  imageSaved: 'Se guardó la imagen.',
  fileSaved: 'Se guardó el archivo.',
  required: 'Requerido',
  tipo: 'Elige video o recurso',
  tituloCorto: 'Mínimo 2 caracteres',
  tituloLargo: 'Máximo 150 caracteres',
  descripcionLarga: 'Máximo 2000 caracteres',
  duracion: 'Máximo 20 caracteres',
  carpeta: 'Máximo 100 caracteres',
  glosarioMax: 'Máximo 50 términos',
  glosarioTitulo: 'Máximo 100 caracteres',
  glosarioDescripcion: 'Máximo 1000 caracteres',
  publicado: 'Elige 0 o 1',
  orden: 'Envíe todos los contenidos una vez, en el orden deseado',
  imageSize: 'Error: Máximo 1MB',
  imageType: 'Error: Solo imágenes png y jpg',
  videoType: 'Error: Solo videos MP4',
  pdfType: 'Error: Solo archivos PDF',
  fileSize: (mb: number) => `Error: Máximo ${mb} MB`,
} as const;

// ------------------------------------------------------------------ answers

/** `optional` of a list: 20 a page. */
export type AdminPageInfo = z.input<typeof adminPageOptional>;
export type AlertaTipo = z.input<typeof alertaTipo>;
export type Audiencia = z.input<typeof audiencia>;

export type AdminEmpresa = z.input<typeof adminEmpresa>;
/** A row of the review queue. */
export type AdminOfertaCard = z.input<typeof adminOfertaCard>;
export type AdminPagoDeOferta = z.input<typeof adminPagoDeOferta>;
/** The offer as applicants will see it (`texto`: its sections as HTML), with the fields and payments the reviewer checks. */
export type AdminOfertaDetalle = z.input<typeof adminOfertaDetalle>;
export type AdminPago = z.input<typeof adminPago>;
export type Dashboard = z.input<typeof dashboard>;
export type AdminAlerta = z.input<typeof adminAlerta>;
export type AdminPlantilla = z.input<typeof adminPlantilla>;
export type AdminInformativa = z.input<typeof adminInformativa>;
export type AdminAnuncio = z.input<typeof adminAnuncio>;
export type AnuncioPreview = z.input<typeof anuncioPreview>;
export type AdminContenido = z.input<typeof adminContenido>;
export type AdminUsuario = z.input<typeof adminUsuario>;
export type AdminUsuarioDetalle = z.input<typeof adminUsuarioDetalle>;
/** One row of the audit log. */
export type AuditoriaRow = z.input<typeof auditoriaRow>;
/** A rights request as a back-office ticket (docs/privacy.md). */
export type AdminSolicitud = z.input<typeof adminSolicitud>;
