/**
 * The calendar invitation of an interview (.ics, RFC 5545) written with the `ics` library (decision 066). One event
 * per interview, its UID stable across reschedules and its SEQUENCE growing with each change, so a calendar that
 * imported the earlier file replaces the event; a cancelled interview is the same event with STATUS:CANCELLED.
 * No organizer or attendee mailbox is written: the file carries what both sides already know, nothing more.
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
}

export function icsEntrevista(e: EventoEntrevista): string {
  const virtual = e.modalidad === 'virtual';
  const { error, value } = createEvent({
    productId: 'practiperu/entrevistas',
    method: 'PUBLISH',
    uid: `entrevista-${e.id}@${e.host}`,
    sequence: e.secuencia,
    start: e.inicio.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: e.duracion_min },
    title: `Entrevista: ${e.oferta} (${e.con})`,
    description: [
      `Entrevista para «${e.oferta}»${e.empresa ? ` en ${e.empresa}` : ''} con ${e.con}.`,
      `${MODALIDAD_ENTREVISTA_LABELS[e.modalidad]}: ${e.lugar}`,
    ].join('\n'),
    ...(virtual ? { location: 'En línea', url: e.lugar } : { location: e.lugar }),
    status: e.cancelada ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: e.cancelada ? 'FREE' : 'BUSY',
  });
  if (error || !value) throw error ?? new Error('no se pudo escribir el .ics');
  return value;
}
