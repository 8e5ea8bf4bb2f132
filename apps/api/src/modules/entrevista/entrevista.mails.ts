/**
 * The interviews' mails (decision 066): to the applicant when slots are proposed or changed, when the interview is
 * confirmed (with its .ics) or cancelled, and the day before; to the seat that proposed it when the applicant picks
 * a slot (with its .ics) and the day before. Transactional: no unsubscribe link.
 */
import { horarioLargo, MODALIDAD_ENTREVISTA_LABELS, type ModalidadEntrevista } from '@practiperu/shared/entrevistas';
import { paths } from '@practiperu/shared/paths';
import { renderMail, saludo, type MailAttachment, type RenderedMail } from '../../mail/layout.ts';
import { metodoIcs } from './entrevista.ics.ts';

export interface DatosCorreo {
  oferta: string;
  empresa: string | null;
  modalidad: ModalidadEntrevista;
  lugar: string;
  duracion_min: number;
  publicUrl: string;
}

const dondeLinea = (d: DatosCorreo) => `${MODALIDAD_ENTREVISTA_LABELS[d.modalidad]}: ${d.lugar} · ${d.duracion_min} minutos`;
const deEmpresa = (d: DatosCorreo) => (d.empresa ? `${d.empresa}` : 'La empresa');

export const icsAdjunto = (contenido: string): MailAttachment => ({
  filename: 'entrevista.ics',
  contentType: `text/calendar; charset=utf-8; method=${metodoIcs(contenido)}`,
  content: contenido,
});

/** Slots proposed (first time or again): the applicant picks one from the link. */
export function propuestaMail(
  d: DatosCorreo & {
    nombres: string;
    horarios: Date[];
    mensaje: string | null;
    token: string;
    reprogramada: boolean;
    /** A reschedule of a confirmed time: that time, whose cancelled event goes attached. */
    anterior?: Date | null;
  },
): RenderedMail {
  const url = `${d.publicUrl}${paths.postulantes.entrevista(d.token)}`;
  return renderMail({
    subject: d.reprogramada
      ? `${deEmpresa(d)} cambió los horarios de tu entrevista: elige uno`
      : `${deEmpresa(d)} te invita a una entrevista: elige un horario`,
    preheader: `Entrevista para «${d.oferta}».`,
    greeting: saludo(d.nombres),
    paragraphs: [
      d.reprogramada
        ? `${deEmpresa(d)} reprogramó tu entrevista para «${d.oferta}». El horario anterior ya no vale; elige uno de estos (hora de Lima):`
        : `${deEmpresa(d)} quiere entrevistarte para «${d.oferta}». Elige uno de estos horarios (hora de Lima):`,
      ...d.horarios.map((h) => `• ${horarioLargo(h)}`),
      dondeLinea(d),
      ...(d.mensaje ? [`Mensaje de la empresa: ${d.mensaje}`] : []),
      ...(d.anterior
        ? [
            `Adjuntamos la cancelación del horario anterior (${horarioLargo(d.anterior)}) para tu calendario (entrevista.ics): quita ese evento. Cuando elijas el nuevo horario te enviaremos la nueva invitación.`,
          ]
        : []),
    ],
    action: { label: 'Elegir horario', url },
    notes: ['También puedes elegirlo desde Mis postulaciones. El enlace solo sirve para esta entrevista; no lo compartas.'],
  });
}

/** The applicant picked: their confirmation, with the invitation attached. */
export function confirmadaPostulanteMail(d: DatosCorreo & { nombres: string; inicio: Date; ics: string; token: string }): RenderedMail {
  return {
    ...renderMail({
      subject: `Entrevista confirmada: ${horarioLargo(d.inicio)}`,
      preheader: `Tu entrevista para «${d.oferta}» está confirmada.`,
      greeting: saludo(d.nombres),
      paragraphs: [
        `Confirmamos tu entrevista con ${deEmpresa(d)} para «${d.oferta}» el ${horarioLargo(d.inicio)} (hora de Lima).`,
        dondeLinea(d),
        'Adjuntamos la invitación para tu calendario (entrevista.ics). Te recordaremos la entrevista el día anterior.',
      ],
      action: { label: 'Ver la entrevista', url: `${d.publicUrl}${paths.postulantes.entrevista(d.token)}` },
    }),
    attachments: [icsAdjunto(d.ics)],
  };
}

/** The applicant picked: the seat that proposed it, with the invitation attached. */
export function confirmadaEquipoMail(d: DatosCorreo & { nombres: string; postulante: string; inicio: Date; ics: string }): RenderedMail {
  return {
    ...renderMail({
      subject: `${d.postulante} eligió su horario: ${horarioLargo(d.inicio)}`,
      preheader: `Entrevista para «${d.oferta}».`,
      greeting: saludo(d.nombres),
      paragraphs: [
        `${d.postulante} eligió el ${horarioLargo(d.inicio)} (hora de Lima) para su entrevista de «${d.oferta}».`,
        dondeLinea(d),
        'Adjuntamos la invitación para tu calendario (entrevista.ics).',
      ],
      action: { label: 'Ver las entrevistas del equipo', url: `${d.publicUrl}${paths.empresas.entrevistas}` },
    }),
    attachments: [icsAdjunto(d.ics)],
  };
}

/** Cancelled: the applicant is told, with the calendar's cancellation when a time had been confirmed. */
export function canceladaMail(
  d: DatosCorreo & { nombres: string; inicio: Date | null; motivo: string | null; ics: string | null },
): RenderedMail {
  const mail = renderMail({
    subject: `${deEmpresa(d)} canceló tu entrevista para «${d.oferta}»`,
    preheader: 'Tu entrevista fue cancelada.',
    greeting: saludo(d.nombres),
    paragraphs: [
      d.inicio
        ? `${deEmpresa(d)} canceló tu entrevista para «${d.oferta}» del ${horarioLargo(d.inicio)}.`
        : `${deEmpresa(d)} canceló la entrevista que te había propuesto para «${d.oferta}».`,
      ...(d.motivo ? [`Motivo: ${d.motivo}`] : []),
      ...(d.ics ? ['Adjuntamos la cancelación para tu calendario.'] : []),
    ],
    action: { label: 'Ver mis postulaciones', url: `${d.publicUrl}${paths.postulantes.postulaciones}` },
  });
  return d.ics ? { ...mail, attachments: [icsAdjunto(d.ics)] } : mail;
}

/**
 * A confirmed time the team no longer has: the seat whose calendar holds the event gets it cancelled (same UID, a later
 * SEQUENCE), when the interview is rescheduled (the applicant picks again; that pick brings the new event) or
 * cancelled.
 */
export function equipoSinHorarioMail(
  d: DatosCorreo & {
    nombres: string;
    postulante: string;
    inicio: Date;
    ics: string;
    reprogramada: boolean;
    /** Why it ended without a seat cancelling it (a decision, the applicant's withdrawal, the offer removed). */
    motivo?: string;
  },
): RenderedMail {
  return {
    ...renderMail({
      subject: d.reprogramada
        ? `Entrevista reprogramada: ${d.postulante} elegirá otro horario`
        : `Entrevista cancelada: ${d.postulante}, ${horarioLargo(d.inicio)}`,
      preheader: `Entrevista para «${d.oferta}».`,
      greeting: saludo(d.nombres),
      paragraphs: [
        d.reprogramada
          ? `La entrevista con ${d.postulante} para «${d.oferta}» del ${horarioLargo(d.inicio)} se reprogramó: ese horario ya no vale. Cuando elija uno de los nuevos horarios te enviaremos la invitación actualizada.`
          : `La entrevista con ${d.postulante} para «${d.oferta}» del ${horarioLargo(d.inicio)} se canceló.`,
        ...(d.motivo ? [`Motivo: ${d.motivo}`] : []),
        'Adjuntamos la cancelación para tu calendario (entrevista.ics): quita el evento anterior.',
      ],
      action: { label: 'Ver las entrevistas del equipo', url: `${d.publicUrl}${paths.empresas.entrevistas}` },
    }),
    attachments: [icsAdjunto(d.ics)],
  };
}

/** The applicant cancelled an application with a proposal not yet picked: the seat that proposed it is told. */
export function equipoPropuestaRetiradaMail(d: DatosCorreo & { nombres: string; postulante: string }): RenderedMail {
  return renderMail({
    subject: `Propuesta de entrevista cancelada: ${d.postulante} canceló su postulación`,
    preheader: `Entrevista para «${d.oferta}».`,
    greeting: saludo(d.nombres),
    paragraphs: [
      `${d.postulante} canceló su postulación a «${d.oferta}», así que ya no elegirá uno de los horarios que le propusiste: la propuesta quedó cancelada.`,
    ],
    action: { label: 'Ver las entrevistas del equipo', url: `${d.publicUrl}${paths.empresas.entrevistas}` },
  });
}

/** The day before: to each side. */
export function recordatorioMail(d: DatosCorreo & { nombres: string; con: string; inicio: Date; url: string }): RenderedMail {
  return renderMail({
    subject: `Mañana: entrevista para «${d.oferta}»`,
    preheader: `${horarioLargo(d.inicio)} (hora de Lima).`,
    greeting: saludo(d.nombres),
    paragraphs: [
      `Te recordamos la entrevista de mañana, ${horarioLargo(d.inicio)} (hora de Lima), para «${d.oferta}» con ${d.con}.`,
      dondeLinea(d),
    ],
    action: { label: 'Ver la entrevista', url: d.url },
  });
}
