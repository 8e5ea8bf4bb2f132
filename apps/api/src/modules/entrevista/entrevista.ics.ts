/**
 * The calendar invitation of an interview (.ics, RFC 5545) written with the `ics` library (decisions 066 and 070). One
 * event per interview, its UID stable across reschedules and its SEQUENCE growing with each change, so a calendar that
 * imported the earlier file replaces the event; a cancelled interview is the same event with METHOD:CANCEL and
 * STATUS:CANCELLED, which removes it from the calendar that has it.
 * The organizer is PractiPerú's own sending mailbox (decision 075): calendars act on a METHOD:CANCEL only from the
 * event's organizer, and that mailbox tells neither side anything new. No attendee is written.
 */
import { MODALIDAD_ENTREVISTA_LABELS, type ModalidadEntrevista } from '@practiperu/shared/entrevistas';
import { createEvent } from 'ics';

export interface EventoEntrevista {
  id: number;
  inicio: Date;
  duracion_min: number;
  secuencia: number;
  cancelada: boolean;
  modalidad: ModalidadEntrevista;
  lugar: string;
  oferta: string;
  empresa: string | null;
  /** Whose calendar it goes to: the applicant's reads the company, the team's reads the applicant. */
  con: string;
  /** The host of the site, for a UID unique across installations. */
  host: string;
  /** The site's sending mailbox (MAIL_FROM), the same on every version of the event. */
  organizador: { nombre: string; correo: string };
}

/** The longest a content line may be, in octets, without its CRLF (RFC 5545 §3.1). */
const MAX_OCTETOS = 75;
const utf8 = new TextEncoder();

/**
 * Folds one content line at 75 octets of UTF-8, never inside a character: each continuation starts with one space,
 * which counts in its 75. (The library folds at 75 characters, so a line with ñ or tildes could pass 75 octets.)
 */
export function plegarLinea(linea: string): string {
  const partes: string[] = [];
  let actual = '';
  let octetos = 0;
  for (const caracter of linea) {
    const n = utf8.encode(caracter).length;
    if (octetos + n > MAX_OCTETOS) {
      partes.push(actual);
      actual = ' ';
      octetos = 1;
    }
    actual += caracter;
    octetos += n;
  }
  partes.push(actual);
  return partes.join('\r\n');
}

/** The library's text unfolded and folded again by octets. */
export function plegarPorOctetos(ics: string): string {
  const lineas = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lineas.map((l) => (l === '' ? l : plegarLinea(l))).join('\r\n');
}

export function icsEntrevista(e: EventoEntrevista): string {
  const virtual = e.modalidad === 'virtual';
  const { error, value } = createEvent({
    productId: 'practiperu/entrevistas',
    method: e.cancelada ? 'CANCEL' : 'PUBLISH',
    uid: `entrevista-${e.id}@${e.host}`,
    sequence: e.secuencia,
    start: e.inicio.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: e.duracion_min },
    title: `Entrevista: ${e.oferta} (${e.con})`,
    description: [
      // The applicant's file meets the company itself: «en X con X» would say it twice.
      `Entrevista para «${e.oferta}»${e.empresa ? ` en ${e.empresa}` : ''}${e.con === e.empresa ? '' : ` con ${e.con}`}.`,
      `${MODALIDAD_ENTREVISTA_LABELS[e.modalidad]}: ${e.lugar}`,
    ].join('\n'),
    ...(virtual ? { location: 'En línea', url: e.lugar } : { location: e.lugar }),
    organizer: { name: e.organizador.nombre, email: e.organizador.correo },
    status: e.cancelada ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: e.cancelada ? 'FREE' : 'BUSY',
  });
  if (error || !value) throw error ?? new Error('no se pudo escribir el .ics');
  return plegarPorOctetos(value);
}

/** The METHOD of an .ics, for the attachment's content type (a calendar reads both). */
export const metodoIcs = (ics: string): 'CANCEL' | 'PUBLISH' => (/^METHOD:CANCEL\r?$/m.test(ics) ? 'CANCEL' : 'PUBLISH');
