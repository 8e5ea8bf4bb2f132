/**
 * The rights of Ley 29733 in the product (docs/privacy.md): the kinds of request a person files from Mi cuenta, the
 * terms the back office has to answer them in (business days in Lima, weekends and Peru's national holidays skipped),
 * the copy of one's data ("Descargar mis datos") and the words the screens, the API and the mails share. No validator
 * here: the request bodies are in schemas/privacidad.ts, the answers in api/privacidad.ts and api/admin/derechos.ts.
 */
import type { z } from 'zod';
import type { exportacionVista, solicitudVista } from './api/privacidad.ts';
import { addDays } from './dates.ts';

// ------------------------------------------------------------------ rights requests

/** ARCO (acceso, rectificación, cancelación, oposición) and the human review of an automated decision. */
export const TIPOS_SOLICITUD = ['acceso', 'rectificacion', 'cancelacion', 'oposicion', 'revision_humana'] as const;
export type TipoSolicitud = (typeof TIPOS_SOLICITUD)[number];

export const TIPO_SOLICITUD_TEXTO: Record<TipoSolicitud, string> = {
  acceso: 'Acceso',
  rectificacion: 'Rectificación',
  cancelacion: 'Cancelación',
  oposicion: 'Oposición',
  revision_humana: 'Revisión humana de una decisión automatizada',
};

/** One line under each choice of the form: what the person may ask with it. */
export const TIPO_SOLICITUD_AYUDA: Record<TipoSolicitud, string> = {
  acceso: 'Saber qué datos tuyos tratamos, de dónde vienen y a quién se comunicaron.',
  rectificacion: 'Corregir o completar un dato inexacto que no puedes cambiar tú mismo.',
  cancelacion: 'Que suprimamos datos que ya no sean necesarios o cuyo consentimiento retiras.',
  oposicion: 'Que dejemos de tratar tus datos para una finalidad concreta, por un motivo legítimo.',
  revision_humana: 'Que una persona de nuestro equipo revise un puntaje o un orden calculado automáticamente.',
};

/**
 * Business days to answer, counted from the day after the request (docs/privacy.md "Terms"): access 20, the others
 * 10 (Reglamento de la Ley 29733). The human review of an automated decision has no term of its own; it is answered in
 * the term of the opposition it is a form of.
 */
export const PLAZO_DIAS_HABILES: Record<TipoSolicitud, number> = {
  acceso: 20,
  rectificacion: 10,
  cancelacion: 10,
  oposicion: 10,
  revision_humana: 10,
};

export const ESTADOS_SOLICITUD = ['pendiente', 'atendida', 'denegada'] as const;
export type EstadoSolicitud = (typeof ESTADOS_SOLICITUD)[number];

export const ESTADO_SOLICITUD_TEXTO: Record<EstadoSolicitud, string> = {
  pendiente: 'En trámite',
  atendida: 'Atendida',
  denegada: 'Denegada',
};

/** What the back office decides: the request was met, or refused with a reason. */
export const RESOLUCIONES = ['atendida', 'denegada'] as const;
export type Resolucion = (typeof RESOLUCIONES)[number];

export const SOLICITUD_DETALLE_MIN = 10;
export const SOLICITUD_DETALLE_MAX = 2000;
export const RESPUESTA_MIN = 10;
export const RESPUESTA_MAX = 4000;
export const MOTIVO_DENEGACION_MAX = 1000;
/** Requests in process at once per account: enough for every right, not a flood of tickets. */
export const SOLICITUDES_EN_TRAMITE_MAX = 5;
export const MIS_SOLICITUDES_PAGE_SIZE = 10;

export const DERECHOS_MESSAGES = {
  tipo: 'Elige qué derecho quieres ejercer.',
  detalleRequerido: 'Cuéntanos qué necesitas.',
  detalleCorto: `Escribe al menos ${SOLICITUD_DETALLE_MIN} caracteres.`,
  detalleLargo: `Máximo ${SOLICITUD_DETALLE_MAX} caracteres.`,
  postulacion: 'Elige una de tus postulaciones.',
  postulacionAjena: 'No encontramos esa postulación entre las tuyas.',
  creada: 'Recibimos tu solicitud. Te responderemos dentro del plazo legal y te avisaremos por correo.',
  demasiadas: `Ya tienes ${SOLICITUDES_EN_TRAMITE_MAX} solicitudes en trámite. Espera nuestra respuesta antes de enviar otra.`,
  resolucion: 'Elige si la solicitud fue atendida o denegada.',
  respuestaRequerida: 'Escribe la respuesta para la persona.',
  respuestaCorta: `Escribe al menos ${RESPUESTA_MIN} caracteres.`,
  respuestaLarga: `Máximo ${RESPUESTA_MAX} caracteres.`,
  motivoRequerido: 'Indica el motivo de la denegación.',
  motivoLargo: `Máximo ${MOTIVO_DENEGACION_MAX} caracteres.`,
  noEncontrada: 'No se encontró la solicitud.',
  yaRespondida: 'Esta solicitud ya fue respondida.',
  respondida: 'Se registró la respuesta y se avisó por correo a la persona.',
  soloRectificacion: 'Solo una solicitud de rectificación lleva a corregir datos.',
  sinEmpresa: 'Quien presentó la solicitud no tiene una empresa: sus datos los corrige desde su propia cuenta.',
  rucTomado: 'Ya existe una empresa registrada con este RUC.',
  empresaCorregida: 'Se corrigieron los datos de la empresa. Quedó en la auditoría.',
  sinCambios: 'No hubo cambios.',
} as const;

export type SolicitudVista = z.input<typeof solicitudVista>;

// ------------------------------------------------------------------ the copy of one's data

/** How long a ready copy can be downloaded. */
export const EXPORTACION_HORAS = 24;
/** Copies an account may ask for in 24 hours (one at a time is being prepared). */
export const EXPORTACIONES_POR_DIA = 3;

export const EXPORTACION_MESSAGES = {
  solicitada: 'Estamos preparando la copia de tus datos. Te avisaremos por correo cuando esté lista.',
  enPreparacion: 'Ya estamos preparando una copia de tus datos. Espera a que esté lista.',
  demasiadas: `Puedes pedir hasta ${EXPORTACIONES_POR_DIA} copias de tus datos cada 24 horas. Vuelve a intentarlo más tarde.`,
  enlaceInvalido: 'El enlace de descarga no es válido.',
  caducada: `El enlace de descarga caducó: cada copia se puede descargar durante ${EXPORTACION_HORAS} horas. Solicita una nueva desde Mi cuenta.`,
  reemplazada:
    'Este enlace es de una copia anterior: al pedir una nueva, la anterior deja de poder descargarse. Descarga la más reciente desde Mi cuenta.',
} as const;

export type ExportacionVista = z.input<typeof exportacionVista>;
/** 'pendiente' (being prepared), 'lista' (downloadable until expira_en), 'caducada', 'fallida'. */
export type EstadoExportacion = ExportacionVista['estado'];

// ------------------------------------------------------------------ business days in Lima

/**
 * Peru's national holidays on a fixed date (Decreto Legislativo 713 and the laws that added days since), month-day.
 * Holy Thursday and Good Friday move with Easter (feriadosDelAnio). Regional holidays and the days the government
 * declares non-working for the public sector are not counted. Review the list each year (docs/privacy.md).
 */
export const FERIADOS_FIJOS: readonly { dia: string; nombre: string }[] = [
  { dia: '01-01', nombre: 'Año Nuevo' },
  { dia: '05-01', nombre: 'Día del Trabajo' },
  { dia: '06-07', nombre: 'Batalla de Arica y Día de la Bandera' },
  { dia: '06-29', nombre: 'San Pedro y San Pablo' },
  { dia: '07-23', nombre: 'Día de la Fuerza Aérea del Perú' },
  { dia: '07-28', nombre: 'Fiestas Patrias' },
  { dia: '07-29', nombre: 'Fiestas Patrias' },
  { dia: '08-06', nombre: 'Batalla de Junín' },
  { dia: '08-30', nombre: 'Santa Rosa de Lima' },
  { dia: '10-08', nombre: 'Combate de Angamos' },
  { dia: '11-01', nombre: 'Día de Todos los Santos' },
  { dia: '12-08', nombre: 'Inmaculada Concepción' },
  { dia: '12-09', nombre: 'Batalla de Ayacucho' },
  { dia: '12-25', nombre: 'Navidad' },
];

/** Easter Sunday of a Gregorian year ('YYYY-MM-DD'; the anonymous Gregorian algorithm). */
export function domingoDePascua(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const feriadosCache = new Map<number, Set<string>>();

/** Every national holiday of a year ('YYYY-MM-DD'): the fixed ones plus Holy Thursday and Good Friday. */
export function feriadosDelAnio(year: number): Set<string> {
  let days = feriadosCache.get(year);
  if (!days) {
    const pascua = domingoDePascua(year);
    days = new Set([...FERIADOS_FIJOS.map((f) => `${year}-${f.dia}`), addDays(pascua, -3), addDays(pascua, -2)]);
    feriadosCache.set(year, days);
  }
  return days;
}

/** Monday to Friday and not a national holiday. */
export function esDiaHabil(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !feriadosDelAnio(Number(isoDate.slice(0, 4))).has(isoDate);
}

/** The n-th business day after `isoDate` (the day itself does not count: a term runs from the next day). */
export function sumarDiasHabiles(isoDate: string, n: number): string {
  let day = isoDate;
  let counted = 0;
  while (counted < n) {
    day = addDays(day, 1);
    if (esDiaHabil(day)) counted++;
  }
  return day;
}

/** The Lima day a request filed on `filedOn` (a Lima day) must be answered by. */
export function venceEl(tipo: TipoSolicitud, filedOn: string): string {
  return sumarDiasHabiles(filedOn, PLAZO_DIAS_HABILES[tipo]);
}

/** Business days from `today` to `due` (0 on the day itself; negative once past: days overdue). */
export function diasHabilesRestantes(today: string, due: string): number {
  if (today === due) return 0;
  const forward = today < due;
  let day = today;
  let count = 0;
  while (day !== due) {
    day = addDays(day, forward ? 1 : -1);
    if (esDiaHabil(day) || day === due) count++;
  }
  return forward ? count : -count;
}
