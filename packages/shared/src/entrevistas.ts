/**
 * Interviews arranged in the product (docs/team.md "Interviews"): the company proposes slots in Lima time, the
 * applicant picks one, both get a calendar invitation (.ics) and a reminder the day before; the team reschedules or
 * cancels with notice and records the outcome and a short scorecard (never shown to the applicant). The limits, the
 * labels and the Spanish messages; the call shapes are in api/entrevistas.ts.
 */
import type { z } from 'zod';
import type { entrevistaEquipo, entrevistaPostulante } from './api/entrevistas.ts';

/** An interview as the team sees it (with the outcome and the scorecard). */
export type EntrevistaEquipo = z.infer<typeof entrevistaEquipo>;
/** An interview as the applicant sees it (never the outcome nor the scorecard). */
export type EntrevistaPostulante = z.infer<typeof entrevistaPostulante>;

/** Slots one proposal offers. */
export const MAX_HORARIOS = 5;
/** An interview lasts 15 minutes to 4 hours. */
export const DURACION_MIN = 15;
export const DURACION_MAX = 240;
/** The place: an address (in person) or a meeting link (online). */
export const MAX_LUGAR = 300;
export const MAX_MENSAJE_ENTREVISTA = 500;
export const MAX_MOTIVO = 500;
/** A company's scorecard: up to 8 criteria of up to 60 characters; each scored 1 to 5 with a comment of up to 500. */
export const MAX_CRITERIOS = 8;
export const MAX_NOMBRE_CRITERIO = 60;
export const MAX_COMENTARIO_CRITERIO = 500;
/** Applicants one bulk proposal reaches (the bulk bar of the applicant list). */
export const MAX_ENTREVISTAS_MASIVO = 50;
/** How far ahead a slot may be proposed. */
export const MAX_DIAS_ADELANTE = 180;

export const MODALIDADES_ENTREVISTA = ['presencial', 'virtual'] as const;
export type ModalidadEntrevista = (typeof MODALIDADES_ENTREVISTA)[number];
export const MODALIDAD_ENTREVISTA_LABELS: Record<ModalidadEntrevista, string> = {
  presencial: 'Presencial',
  virtual: 'En línea',
};

export const ESTADOS_ENTREVISTA = ['propuesta', 'confirmada', 'cancelada'] as const;
export type EstadoEntrevista = (typeof ESTADOS_ENTREVISTA)[number];
/** An interview's state as the team reads it (la entrevista: feminine). */
export const ESTADO_ENTREVISTA_LABELS: Record<EstadoEntrevista, string> = {
  propuesta: 'Propuesta, sin elegir',
  confirmada: 'Confirmada',
  cancelada: 'Cancelada',
};
/** The same states as the applicant reads them on their own pages: spoken to them. */
export const ESTADO_ENTREVISTA_POSTULANTE_LABELS: Record<EstadoEntrevista, string> = {
  propuesta: 'Elige tu horario',
  confirmada: 'Confirmada',
  cancelada: 'Cancelada',
};

export const RESULTADOS_ENTREVISTA = ['pendiente', 'avanza', 'no_avanza', 'no_asistio'] as const;
export type ResultadoEntrevista = (typeof RESULTADOS_ENTREVISTA)[number];
export const RESULTADO_ENTREVISTA_LABELS: Record<ResultadoEntrevista, string> = {
  pendiente: 'Sin resultado',
  avanza: 'Avanza',
  no_avanza: 'No avanza',
  no_asistio: 'No asistió',
};

/** A slot as the forms write it: a Lima wall-clock time 'YYYY-MM-DDTHH:mm' (an `<input type="datetime-local">`). */
export const HORARIO_LIMA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export const ENTREVISTA_MESSAGES = {
  horarios: 'Propón al menos un horario.',
  maxHorarios: `Propón como máximo ${MAX_HORARIOS} horarios.`,
  horario: 'Escribe el horario como fecha y hora (AAAA-MM-DDTHH:MM, hora de Lima).',
  horarioPasado: 'Ese horario ya pasó: propón uno futuro.',
  horarioLejano: `Propón horarios dentro de los próximos ${MAX_DIAS_ADELANTE} días.`,
  horarioRepetido: 'Hay horarios repetidos.',
  horarioOcupado: 'Ya tienes otra entrevista confirmada a esa hora.',
  duracion: `La duración va de ${DURACION_MIN} a ${DURACION_MAX} minutos.`,
  modalidad: 'Elige presencial o en línea.',
  direccion: 'Escribe la dirección de la entrevista.',
  enlace: 'Escribe el enlace de la reunión (https://…).',
  lugarLargo: `Máximo ${MAX_LUGAR} caracteres`,
  mensajeLargo: `Máximo ${MAX_MENSAJE_ENTREVISTA} caracteres`,
  motivoLargo: `Máximo ${MAX_MOTIVO} caracteres`,
  propuesta: 'Enviamos los horarios al postulante.',
  seleccion: 'Elige a quién proponer la entrevista.',
  maxSeleccion: `Propón una entrevista a ${MAX_ENTREVISTAS_MASIVO} postulantes como máximo a la vez.`,
  reprogramada: 'Enviamos los nuevos horarios al postulante.',
  cancelada: 'Cancelamos la entrevista y avisamos al postulante.',
  yaTiene: 'Este postulante ya tiene una entrevista pendiente: reprográmala o cancélala.',
  noEncontrada: 'No se encontró la entrevista.',
  yaCancelada: 'La entrevista ya fue cancelada.',
  bloqueado: 'Este postulante está fuera de los primeros que muestra una oferta gratuita: destácala para entrevistarlo.',
  elegir: 'Elige uno de los horarios propuestos.',
  noPropuesto: 'Ese horario no es uno de los propuestos.',
  noDisponible: 'Ese horario ya no está disponible: elige otro.',
  yaElegida: 'Ya elegiste un horario para esta entrevista.',
  elegida: 'Confirmamos tu entrevista. Te enviamos la invitación de calendario.',
  enlaceInvalido: 'Este enlace de entrevista no es válido o fue reemplazado por uno más reciente.',
  /** A mail link whose application the applicant cancelled, or whose offer the company removed (decision 079). */
  enlaceRetiro: 'Esta entrevista se canceló porque cancelaste tu postulación.',
  enlaceOferta: 'Esta entrevista se canceló porque la empresa retiró la oferta.',
  /** Rescheduling a confirmed interview to the very time it replaces. */
  horarioReemplazado: 'Ese es el horario que estás reemplazando: propón otro.',
  /** Rescheduling or cancelling an interview whose time has come: it took place (propose a new one instead). */
  yaRealizada: 'Esta entrevista ya se realizó: si hace falta otra, propón una nueva.',
  sinHorario: 'La entrevista aún no tiene horario elegido.',
  resultado: 'Elige un resultado de la lista.',
  puntaje: 'Cada criterio se califica de 1 a 5.',
  criterioDesconocido: 'Califica solo los criterios de tu empresa.',
  comentarioLargo: `Máximo ${MAX_COMENTARIO_CRITERIO} caracteres`,
  resultadoGuardado: 'Guardamos el resultado de la entrevista.',
  resultadoAntes: 'Podrás registrar el resultado y la evaluación cuando empiece la entrevista.',
  criterio: 'Escribe el nombre del criterio.',
  criterioLargo: `Máximo ${MAX_NOMBRE_CRITERIO} caracteres`,
  maxCriterios: `Como máximo ${MAX_CRITERIOS} criterios.`,
  criterioRepetido: 'Hay criterios repetidos.',
  criteriosGuardados: 'Guardamos los criterios de evaluación.',
  semana: 'Escribe el primer día de la semana como AAAA-MM-DD.',
  decidida: 'La empresa ya tomó una decisión sobre esta postulación: esta entrevista ya no se puede confirmar.',
  noSeleccionado: 'Este postulante está como Descartado: cambia su estado antes de proponerle una entrevista.',
  /** The reason a decision's cancellation gives the applicant. */
  motivoDecision: 'La empresa tomó una decisión sobre tu postulación.',
  /** The reason stored when the applicant cancels the application (they are not mailed: it was their act). */
  motivoRetiro: 'El postulante canceló su postulación.',
  /** The reason the applicant reads when the company removes the offer. */
  motivoOferta: 'La empresa retiró la oferta.',
  /** What the seat whose calendar held the time reads, for each cause. */
  motivoDecisionEquipo: 'El postulante quedó como Descartado.',
  motivoOfertaEquipo: 'Se eliminó la oferta.',
  motivoRetiroEquipo: (postulante: string) => `${postulante} canceló su postulación.`,
} as const;

/** The bulk proposal refused because some of the selection are Descartado. */
export const noSeleccionados = (n: number) =>
  n === 1
    ? '1 de los elegidos está como Descartado: quítalo de la selección para proponer la entrevista.'
    : `${n} de los elegidos están como Descartados: quítalos de la selección para proponer la entrevista.`;

let limaParts: Intl.DateTimeFormat | null = null;

/** The Lima wall-clock 'YYYY-MM-DDTHH:mm' of an instant (what the forms show and send). */
export function horarioLima(instant: Date): string {
  limaParts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Lima',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const p = Object.fromEntries(limaParts.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

let largo: Intl.DateTimeFormat | null = null;

/** 'lunes 7 de diciembre, 10:30' in Lima time (mails, lists). */
export function horarioLargo(instant: Date): string {
  largo ??= new Intl.DateTimeFormat('es-PE', {
    timeZone: 'America/Lima',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return largo.format(instant);
}

/**
 * What Mis postulaciones says of an application's interview beside its status (the spec's status names stay as they
 * are): the confirmed time still to come, else a proposal waiting for the pick, else the last confirmed time already
 * past (the applicant had an interview, whatever the team decides next); null when there is none (cancelled ones say
 * nothing here).
 */
export function estadoEntrevistaTexto(
  entrevistas: readonly Pick<EntrevistaPostulante, 'id' | 'id_oferta' | 'estado' | 'inicio'>[],
  idOferta: number,
  now: Date,
): string | null {
  const suyas = entrevistas.filter((e) => e.id_oferta === idOferta);
  const confirmada = suyas.find((e) => e.estado === 'confirmada' && e.inicio && Date.parse(e.inicio) > now.getTime());
  if (confirmada?.inicio) return `Entrevista: ${horarioLargo(new Date(confirmada.inicio))} (hora de Lima)`;
  if (suyas.some((e) => e.estado === 'propuesta')) return 'Entrevista propuesta: elige un horario';
  const pasada = suyas
    .filter((e) => e.estado === 'confirmada' && e.inicio)
    .map((e) => Date.parse(e.inicio!))
    .sort((a, b) => b - a)[0];
  if (pasada !== undefined) return `Entrevista: fue el ${horarioLargo(new Date(pasada))} (hora de Lima)`;
  return null;
}
