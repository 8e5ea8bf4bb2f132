/**
 * Applicant premium (docs/premium.md): the states and messages, the status record, the content items and the days
 * left counted to 23:59 Lima of expira_el. The payment form's schema is in schemas/premium.ts.
 */
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

/** The premium status record (`postulantePremium/isPremiumPostulant` data[0]). */
export interface PremiumStatus {
  /** null: not premium (never paid, or the membership ended). */
  estado_pago: 0 | 1 | 2 | null;
  /** 1 while a rejection notice is shown (estado_pago 2), else 0. */
  mostrar_rechazado: 0 | 1;
  /** The premium payment the state comes from (the one to dismiss when rejected), or null. */
  id: number | null;
  /** Last day (Lima, 'YYYY-MM-DD') of the running membership, premium until 23:59 of it; null when not active. */
  expira_el: string | null;
  /** Whole days left, today included (1 on the last day); null when not active. */
  dias_restantes: number | null;
  /** True on the last day of the membership. */
  ultimo_dia: boolean;
  /** A payment waiting for validation, also while premium is active (a renewal). */
  pago_pendiente: boolean;
  /** With estado_pago 2: the administrator's reason for the rejection (null when none was written). */
  motivo_rechazo?: string | null;
  /** Not premium now: the last day (Lima, 'YYYY-MM-DD') of the membership that ended most recently, else null. */
  vencio_el?: string | null;
}

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
export interface PremiumItem {
  id: number;
  type: 'video' | 'recurso';
  title: string;
  description: string;
  duration: string | null;
  image: string | null;
  folder_name: string | null;
  glossary: { title: string; description: string }[];
  /** Signed URL of the file (video or PDF), valid for a few hours; null until the administrator uploads it. */
  file: string | null;
}
