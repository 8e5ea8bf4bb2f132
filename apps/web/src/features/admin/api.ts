/**
 * The back office's calls (`/api/admin/*`, docs/admin.md) and the shapes of their answers. Every call goes through
 * `adminApi`, which marks the generic 404 of the admin door as a lost session (no administrator's session any more:
 * the router sends the user to /admin/inicio-sesion, decision 014).
 */
import { TIME_ZONE } from '@practiperu/shared/constants';
import { api, type ApiResult, type RequestOptions } from '../../lib/api-client';
import type { AdminEmpresa } from '@practiperu/shared/admin';

const opts = (options?: RequestOptions): RequestOptions => ({ ...options, notFoundIsSessionLost: true });

export const adminApi = {
  get: <T>(path: string, options?: RequestOptions) => api.get<T>(`admin/${path}`, opts(options)),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => api.post<T>(`admin/${path}`, body, opts(options)),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => api.put<T>(`admin/${path}`, body, opts(options)),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => api.patch<T>(`admin/${path}`, body, opts(options)),
};

export type { ApiResult };

/** `optional` of the lists: 20 a page. */
export interface PageInfo {
  current_page: number;
  total_pages: number;
  total: number;
}

export function pageInfo(res: ApiResult<unknown>, page: number): PageInfo {
  const o = res.optional ?? {};
  return {
    current_page: Number(o.current_page ?? page),
    total_pages: Number(o.total_pages ?? 1),
    total: Number(o.total ?? res.data.length),
  };
}

/** The field errors of a 400 (`optional.errors`, nested names joined with dots). */
export function fieldErrors(res: ApiResult<unknown>): Record<string, string> {
  const errors = (res.optional as { errors?: Record<string, string> } | undefined)?.errors;
  return errors && typeof errors === 'object' ? errors : {};
}

// ------------------------------------------------------------------ shapes (docs/admin.md)

export type {
  AdminOfertaCard,
  AdminPagoDeOferta,
  AdminOfertaDetalle,
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
} from '@practiperu/shared/admin';

/** A company as the lists name it (the e-mail only where the answer has it). */
export type EmpresaRef = Pick<AdminEmpresa, 'id' | 'nombre' | 'ruc'> & { correo?: string };

export interface AuditoriaRow {
  id: number;
  admin_id: number | null;
  admin_correo: string;
  accion: string;
  entidad: string;
  entidad_id: string;
  antes: Record<string, unknown> | null;
  despues: Record<string, unknown> | null;
  creado_en: string;
}

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
