/**
 * What the back office's calls answer (docs/admin.md): the API builds these shapes and the web app's admin screens
 * read them, with the same types.
 */

export type PagoTipo = 'destacado' | 'premium';

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
export type AlertaTipo = 'general' | 'publicar';
export type Audiencia = 'empresas' | 'postulantes';

export interface AdminEmpresa {
  id: number;
  nombre: string;
  ruc: string;
  correo: string;
}

/** A row of the review queue. */
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
  empresa: AdminEmpresa | null;
  /** Pending offers only: whole hours since the company sent it, against the 48-hour promise. */
  horas_esperando: number | null;
  horas_restantes: number | null;
  fuera_de_plazo: boolean;
  /** The deadline to apply is already past (Lima day). */
  plazo_vencido: boolean;
}

export interface AdminPagoDeOferta {
  id: number;
  estado: number;
  nro_operacion: string;
  metodo_pago: string;
  monto: number;
  /** The featured offer's current price, which the amount must equal; monto_distinto when the declared amount is another. */
  precio: number;
  monto_distinto: boolean;
  motivo: string | null;
  creado_en: string;
  decidido_en: string | null;
  decidido_por: string | null;
}

/** The offer as applicants will see it (`texto`: its sections as HTML), with the fields and payments the reviewer checks. */
export interface AdminOfertaDetalle extends AdminOfertaCard {
  funciones: string;
  beneficios: string;
  texto: string;
  enlace: string | null;
  modalidad: string;
  modalidad_tiempo: string;
  horario: string;
  pais: string;
  id_region: number;
  region: string;
  provincia: string;
  distrito: string;
  salario: number;
  mostrar_salario: number;
  nro_plazas: number;
  niveles: { codigo: number; nombre: string }[];
  profesion: string;
  otros_requisitos: string;
  destacado_desde: string | null;
  total_postulantes: number;
  pagos: AdminPagoDeOferta[];
}

export interface AdminPago {
  id: number;
  tipo: PagoTipo;
  estado: number;
  nro_operacion: string;
  metodo_pago: string;
  /** As declared (payments stored before the amount had to equal the price may differ from it). */
  monto: number;
  /** The current price of what it pays for (featured offer or premium). */
  precio: number;
  /** The declared amount is not the price: the back office warns before validating. */
  monto_distinto: boolean;
  creado_en: string;
  horas_esperando: number | null;
  motivo: string | null;
  decidido_en: string | null;
  decidido_por: string | null;
  mostrar_rechazado: number;
  pagador: { id: number; correo: string; nombres: string; apellidos: string } | null;
  empresa: { id: number; nombre: string; ruc: string } | null;
  oferta: { id: number; titulo: string; estado: number; estado_pago: number | null; fin_convocatoria: string } | null;
  membresia: { id: number; inicio: string; expira_el: string } | null;
}

export interface Dashboard {
  ofertas_pendientes: {
    total: number;
    /** Waiting 48 hours or more. */
    fuera_de_plazo: number;
    promesa_horas: number;
    /** The longest waiting first (at most 10). */
    items: AdminOfertaCard[];
  };
  pagos_pendientes: { total: number; destacado: number; premium: number; mas_antiguo_horas: number | null };
  semana: {
    /** Monday of this week (Lima). */
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
  tipo: AlertaTipo;
  content: string;
  expireIn: string | null;
  /** Shown now: content not empty and not expired. */
  visible: boolean;
  actualizado_en: string | null;
}

export interface AdminPlantilla {
  clave: string;
  nombre: string;
  /** What the template is for, in Spanish, for the administrator. */
  descripcion: string;
  /** Where people see it (a screen, in Spanish; never an API path). */
  usada_en: string;
  placeholders: string[];
  html: string;
  actualizado_en: string;
}

export interface AdminInformativa {
  id: number;
  titulo: string;
  alias: string;
  funciones: string;
  beneficios: string;
  enlace: string;
  fin_convocatoria: string;
  modalidad: string;
  modalidad_tiempo: string;
  id_region: number;
  region: string;
  estado: number;
  fecha_publicacion: string | null;
  creado_en: string;
  actualizado_en: string;
  retirada: boolean;
  retirada_en: string | null;
  /** The offer's public page, /ofertas/{alias}-{id}. */
  url_publica: string;
  /** What applicants see (`texto` of an informational offer: the description and the link). */
  texto: string;
}

export interface AdminAnuncio {
  id: number;
  audiencia: Audiencia;
  asunto: string;
  html: string;
  /** borrador → enviando (queued) → enviado (every mail handed to the mailer). */
  estado: 'borrador' | 'enviando' | 'enviado';
  /** Recipients queued when it was sent (0 for drafts). */
  destinatarios: number;
  /** Drafts: how many would receive it if sent now. */
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
  description: string;
  duration: string | null;
  /** URL of the cover image, or null. */
  image: string | null;
  /** URL of the video (mp4) or resource (pdf), or null until uploaded. */
  file: string | null;
  folder_name: string | null;
  glossary: { title: string; description: string }[];
  orden: number;
  publicado: number;
  creado_en: string;
  actualizado_en: string;
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
  autorizacion_marketing: number;
  creado_en: string;
  organizacion: { id: number; ruc: string; nombre: string; nombre_completo: string; is_premium: boolean } | null;
  /** Applicants: the last day (Lima) of a membership running today, or null. */
  premium_hasta: string | null;
}

export interface AdminUsuarioDetalle extends AdminUsuario {
  sesiones_activas: number;
  ofertas: number;
  postulaciones: number;
}
