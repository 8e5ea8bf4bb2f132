/**
 * The back office's calls (`/api/admin/*`, docs/admin.md) and the shapes of their answers. Every call goes through
 * `adminApi`, which marks the generic 404 of the admin door as a lost session (no administrator's session any more:
 * the router sends the user to /admin/inicio-sesion, decision 014).
 */
import { api, type ApiResult, type RequestOptions } from '../../lib/api-client';

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

export interface EmpresaRef {
  id: number;
  nombre: string;
  ruc: string;
  correo?: string;
}

export interface AdminOfertaCard {
  id: number;
  titulo: string;
  alias: string;
  tipo: number;
  estado: number;
  estado_pago: number | null;
  oferta_publica: number;
  mensaje_rechazado: string | null;
  creado_en: string;
  fecha_publicacion: string | null;
  fin_convocatoria: string;
  finaliza: string | null;
  publicar: number;
  empresa: EmpresaRef | null;
  horas_esperando: number | null;
  horas_restantes: number | null;
  fuera_de_plazo: boolean;
  plazo_vencido: boolean;
}

export interface AdminPagoDeOferta {
  id: number;
  estado: number;
  nro_operacion: string;
  metodo_pago: string;
  monto: number;
  motivo: string | null;
  creado_en: string;
  decidido_en: string | null;
  decidido_por: string | null;
}

export interface AdminOfertaDetalle extends AdminOfertaCard {
  texto: string;
  enlace: string | null;
  modalidad: string;
  modalidad_tiempo: string;
  horario: string;
  region: string | null;
  provincia: string | null;
  distrito: string | null;
  salario: number | null;
  mostrar_salario: number | boolean;
  nro_plazas: number | null;
  niveles: { codigo: number; nombre: string }[];
  profesion: string | null;
  destacado_desde: string | null;
  total_postulantes: number;
  pagos: AdminPagoDeOferta[];
}

export interface AdminPago {
  id: number;
  tipo: 'destacado' | 'premium';
  estado: number;
  nro_operacion: string;
  metodo_pago: string;
  monto: number;
  creado_en: string;
  horas_esperando: number | null;
  motivo: string | null;
  decidido_en: string | null;
  decidido_por: string | null;
  pagador: { id: number; correo: string; nombres: string; apellidos: string } | null;
  empresa: EmpresaRef | null;
  oferta: { id: number; titulo: string; estado: number; estado_pago: number | null; fin_convocatoria: string } | null;
  membresia: { id: number; inicio: string; expira_el: string } | null;
}

export interface Dashboard {
  ofertas_pendientes: { total: number; fuera_de_plazo: number; promesa_horas: number; items: AdminOfertaCard[] };
  pagos_pendientes: { total: number; destacado: number; premium: number; mas_antiguo_horas: number | null };
  semana: {
    desde: string;
    usuarios: number;
    postulantes: number;
    empresas: number;
    ofertas: number;
    ofertas_aprobadas: number;
    postulaciones: number;
  };
  totales: { postulantes: number; empresas: number; administradores: number; ofertas_vigentes: number };
}

export interface AdminAlerta {
  tipo: 'general' | 'publicar';
  content: string;
  expireIn: string | null;
  visible: boolean;
  actualizado_en: string | null;
}

export interface AdminPlantilla {
  clave: string;
  nombre: string;
  usada_en: string;
  placeholders: string[];
  html: string;
  actualizado_en: string | null;
}

export interface AdminInformativa {
  id: number;
  titulo: string;
  alias: string;
  funciones: string;
  beneficios: string | null;
  enlace: string;
  fin_convocatoria: string;
  modalidad: string;
  modalidad_tiempo: string;
  id_region: number;
  region: string | null;
  estado: number;
  fecha_publicacion: string | null;
  creado_en: string;
  actualizado_en: string | null;
  retirada: boolean;
  retirada_en: string | null;
  url_publica: string;
  texto: string;
}

export interface AdminAnuncio {
  id: number;
  audiencia: 'empresas' | 'postulantes';
  asunto: string;
  html: string;
  estado: 'borrador' | 'enviando' | 'enviado';
  destinatarios: number | null;
  destinatarios_posibles: number | null;
  progreso: { enviados: number; pendientes: number; fallidos: number } | null;
  creado_por: string | null;
  creado_en: string;
  enviado_en: string | null;
}

export interface AnuncioPreview {
  asunto: string;
  html: string;
  texto: string;
  destinatarios_posibles: number;
}

export interface AdminContenido {
  id: number;
  type: 'video' | 'recurso';
  title: string;
  description: string | null;
  duration: string | null;
  image: string | null;
  file: string | null;
  folder_name: string | null;
  glossary: { title: string; description: string }[];
  orden: number;
  publicado: number;
  creado_en: string;
  actualizado_en: string | null;
}

export interface AdminUsuario {
  id: number;
  correo: string;
  rol: number;
  nombres: string;
  apellidos: string;
  activo: boolean;
  confirmado: boolean;
  is_dev: boolean;
  autorizacion_marketing: number | boolean;
  creado_en: string;
  organizacion: { id: number; ruc: string; nombre: string; nombre_completo: string; is_premium: boolean } | null;
  premium_hasta: string | null;
}

export interface AdminUsuarioDetalle extends AdminUsuario {
  sesiones_activas: number;
  ofertas: number;
  postulaciones: number;
}

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
  timeZone: 'America/Lima',
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

export function soles(amount: number): string {
  return `S/ ${amount.toLocaleString('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
