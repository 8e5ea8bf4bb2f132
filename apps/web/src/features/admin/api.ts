/**
 * The back office's calls (`/api/admin/*`, docs/admin.md): the typed clients of lib/api/admin.ts, which mark the
 * generic 404 of the admin door as a lost session, and the shapes of their answers.
 */
import { TIME_ZONE } from '@practiperu/shared/constants';
import type { Answer } from '../../lib/api-contract';

export {
  adminAlertas,
  adminAnuncios,
  adminAuditoria,
  adminContenido,
  adminDashboard,
  adminDerechos,
  adminInformativas,
  adminOfertas,
  adminPagos,
  adminPlantillas,
  adminUsuarios,
} from '../../lib/api/admin';

/** The field errors of a 400 (`optional.errors`, nested names joined with dots). */
export function fieldErrors(res: Answer<unknown, unknown>): Record<string, string> {
  return (!res.state && res.optional?.errors) || {};
}

// ------------------------------------------------------------------ shapes (docs/admin.md)

export type {
  AdminOfertaCard,
  AdminPagoDeOferta,
  AdminOfertaDetalle,
  AdminPageInfo,
  AdminPago,
  Dashboard,
  AdminAlerta,
  AdminPlantilla,
  AdminInformativa,
  AdminAnuncio,
  AnuncioPreview,
  AdminContenido,
  AdminUsuario,
  AdminUsuarioDetalle,
  AdminEmpresa,
  AuditoriaRow,
  AdminSolicitud,
} from '@practiperu/shared/admin';

// ------------------------------------------------------------------ display helpers

const DATE_TIME = new Intl.DateTimeFormat('es-PE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

/** An ISO instant in Lima, '21 nov. 2026, 11:05'. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : DATE_TIME.format(d);
}

/** 'hace 3 h', 'hace 2 d 4 h' */
export function waitedText(hours: number | null | undefined): string {
  if (hours === null || hours === undefined) return '—';
  if (hours < 1) return 'hace menos de 1 h';
  if (hours < 24) return `hace ${hours} h`;
  const d = Math.floor(hours / 24);
  const h = hours % 24;
  return h ? `hace ${d} d ${h} h` : `hace ${d} d`;
}

export const ESTADO_OFERTA_TEXT: Record<number, string> = { 0: 'Pendiente', 1: 'Aprobada', 2: 'Rechazada' };
export const ESTADO_PAGO_TEXT: Record<number, string> = { 0: 'Pendiente', 1: 'Validado', 2: 'Rechazado', 3: 'Retirado' };
export const ROL_TEXT: Record<number, string> = { 0: 'Postulante', 1: 'Empresa', 2: 'Administrador' };
