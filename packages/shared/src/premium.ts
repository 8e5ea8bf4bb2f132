/**
 * Applicant premium (docs/premium.md): the states and messages, the status record, the content items and the days
 * left counted to 23:59 Lima of expira_el. The payment form's schema is in schemas/premium.ts.
 */
import type { z } from 'zod';
import type { membresia, premiumItem, premiumStatus } from './api/premium.ts';
import { limaToday } from './dates.ts';

/** estado_pago: none (null) not premium, 0 pending validation, 1 active, 2 rejected. */
export const ESTADO_PREMIUM = { PENDIENTE: 0, ACTIVO: 1, RECHAZADO: 2 } as const;

export const PREMIUM_MESSAGES = {
  received: 'Recibimos tu solicitud. Validaremos tu pago en las próximas horas y te avisaremos por correo.',
  pendingConfirm:
    'Ya tienes una solicitud premium en validación. Si enviaste un pago adicional, confirma que quieres registrar otra solicitud.',
  processing: 'Tu solicitud está siendo procesada. Te avisaremos por correo cuando validemos tu pago.',
  rejected: 'No pudimos validar tu pago premium.',
  hidden: 'Listo, ya no mostraremos este aviso.',
  notFoundPago: 'No se encontró la solicitud.',
  notRejected: 'Solo se puede ocultar el aviso de una solicitud rechazada.',
  locked: 'Este contenido es exclusivo para postulantes Premium.',
  notFound: 'No se encontró el contenido.',
  lastDay: 'Hoy es el último día de tu membresía Premium. Renuévala para no perder el acceso.',
} as const;

/** The premium status record (`postulantePremium/isPremiumPostulant` data[0]), declared in api/premium.ts. */
export type PremiumStatus = z.input<typeof premiumStatus>;

/** `postulantePremium/membresia` data[0]: the status and the memberships, the newest first. */
export type Membresia = z.input<typeof membresia>;

/** Days left of a membership ending at 23:59 Lima of `expiraEl`, today included: the last day answers 1; past, 0. */
export function premiumDaysLeft(expiraEl: string, now: Date = new Date()): number {
  const today = limaToday(now);
  if (expiraEl < today) return 0;
  const ms = Date.parse(`${expiraEl}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** `… te quedan N días` as shown beside the badge. */
export function premiumDaysLabel(dias: number): string {
  return dias === 1 ? 'Último día' : `${dias} días restantes`;
}

/** A premium content item (video or resource), as `getPremiumData`, `getVideo` and `getRecurso` answer it. */
export type PremiumItem = z.input<typeof premiumItem>;
