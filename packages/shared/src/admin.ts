/**
 * What the back office's calls answer (docs/admin.md): the API builds these shapes and the web app's admin screens
 * read them, with the same types. The shapes are the answers' schemas in api/admin/ (one declaration each); this
 * module stays free of zod at runtime for the pages.
 */
import type { z } from 'zod';
import type {
  adminAlerta,
  adminAnuncio,
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
  audiencia,
  auditoriaRow,
  dashboard,
  pagoTipo,
} from './api/admin.ts';

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
