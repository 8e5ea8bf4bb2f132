/**
 * The mails of a recruiter seat's request to the administrators (docs/team.md): to the company's administrators when
 * the seat asks, and to that seat when an administrator does it (pays, cancels the feature, removes the offer) or
 * declines it. Transactional: about the company's own work.
 */
import { PRECIO_OFERTA_DESTACADA } from '@practiperu/shared/constants';
import type { SolicitudTipo } from '@practiperu/shared/equipo';
import { renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';

/** What the seat asks, in a sentence after «pide que un administrador». */
const QUE: Record<Exclude<SolicitudTipo, 'destacar'>, { asunto: string; pide: string; rechazado: string }> = {
  anular_pago: {
    asunto: 'pide anular el pago en revisión de',
    pide: 'cancele su destacado y anule su pago en revisión (se devuelve por el mismo medio de pago)',
    rechazado: 'rechazó tu solicitud de anular el pago en revisión de «{titulo}».',
  },
  eliminar: {
    asunto: 'pide eliminar',
    pide: 'la elimine, lo que anula su pago en revisión (se devuelve por el mismo medio de pago)',
    rechazado: 'rechazó tu solicitud de eliminar «{titulo}».',
  },
};

type Como = 'cancelado' | 'eliminada' | 'cancelado_y_eliminada';

/**
 * What the administrator did, after its name, by what was asked and what actually happened to the offer. A request to
 * remove is done only when the offer was removed: cancelling that kept it closes that request without effect.
 */
const HECHO: { anular_pago: Record<Como, string>; eliminar: Record<Exclude<Como, 'cancelado'>, string> } = {
  anular_pago: {
    cancelado: 'canceló el destacado de «{titulo}» y anuló su pago en revisión, como pediste.',
    eliminada: 'eliminó la oferta «{titulo}», lo que anuló su pago en revisión: la oferta ya no se ve en ninguna parte.',
    cancelado_y_eliminada:
      'canceló el destacado de «{titulo}» y anuló su pago en revisión, como pediste. Como a la empresa no le quedaban publicaciones gratuitas este mes, la oferta se eliminó.',
  },
  eliminar: {
    eliminada: 'eliminó la oferta «{titulo}» y anuló su pago en revisión, como pediste.',
    cancelado_y_eliminada:
      'canceló el destacado de «{titulo}», lo que anuló su pago en revisión y eliminó la oferta (no quedaban publicaciones gratuitas este mes), como pediste.',
  },
};

export function solicitudDestacadoMail(input: {
  tipo: SolicitudTipo;
  nombres: string;
  solicitante: string;
  empresa: string;
  titulo: string;
  mensaje: string | null;
  url: string;
}): RenderedMail {
  if (input.tipo !== 'destacar') {
    const q = QUE[input.tipo];
    return renderMail({
      subject: `${input.solicitante} ${q.asunto} «${input.titulo}»`,
      preheader: 'Un reclutador de tu empresa pide algo que solo un administrador puede hacer.',
      greeting: saludo(input.nombres),
      paragraphs: [
        `${input.solicitante}, del equipo de ${input.empresa}, pide que un administrador ${q.pide} de la oferta «${input.titulo}». Solo los administradores pueden anular un pago.`,
        ...(input.mensaje ? [`Su mensaje: «${input.mensaje}»`] : []),
        'En Equipo › Solicitudes a los administradores ves el pago en revisión y puedes hacerlo o rechazar la solicitud.',
      ],
      action: { label: 'Ver la solicitud', url: input.url },
    });
  }
  return renderMail({
    subject: `${input.solicitante} pide destacar «${input.titulo}»`,
    preheader: 'Un reclutador de tu empresa pide que un administrador pague el destacado.',
    greeting: saludo(input.nombres),
    paragraphs: [
      `${input.solicitante}, del equipo de ${input.empresa}, preparó la oferta «${input.titulo}» y pide que un administrador pague su destacado (S/ ${PRECIO_OFERTA_DESTACADA}). Solo los administradores pueden pagar.`,
      ...(input.mensaje ? [`Su mensaje: «${input.mensaje}»`] : []),
      'En Equipo › Solicitudes a los administradores puedes pagarlo (el pago de siempre, con tu número de operación) o rechazar la solicitud.',
    ],
    action: { label: 'Ver la solicitud', url: input.url },
  });
}

export function solicitudRespondidaMail(input: {
  tipo: SolicitudTipo;
  nombres: string;
  titulo: string;
  resueltoPor: string;
  estado: 'pagada' | 'hecha' | 'rechazada';
  motivo: string | null;
  /** How the payment was annulled, when the request was done. */
  como?: 'cancelado' | 'eliminada' | 'cancelado_y_eliminada';
  url: string;
}): RenderedMail {
  if (input.tipo !== 'destacar') {
    const q = QUE[input.tipo];
    const hecha = input.estado !== 'rechazada';
    const hecho =
      input.tipo === 'eliminar'
        ? HECHO.eliminar[input.como === 'cancelado_y_eliminada' ? 'cancelado_y_eliminada' : 'eliminada']
        : HECHO.anular_pago[input.como ?? 'cancelado'];
    return renderMail({
      subject: hecha ? `Se atendió tu solicitud sobre «${input.titulo}»` : `Se rechazó tu solicitud sobre «${input.titulo}»`,
      preheader: hecha ? 'Un administrador hizo lo que pediste.' : 'Un administrador rechazó tu solicitud.',
      greeting: saludo(input.nombres),
      paragraphs: [
        `${input.resueltoPor} ${(hecha ? hecho : q.rechazado).replace('{titulo}', input.titulo)}`,
        ...(!hecha && input.motivo ? [`Motivo: «${input.motivo}»`] : []),
        ...(hecha ? [] : ['La oferta y su pago siguen como estaban.']),
      ],
      action: { label: 'Ver mis publicaciones', url: input.url },
    });
  }
  if (input.estado === 'pagada') {
    return renderMail({
      subject: `Se pagó el destacado de «${input.titulo}»`,
      preheader: 'Un administrador atendió tu solicitud.',
      greeting: saludo(input.nombres),
      paragraphs: [
        `${input.resueltoPor} registró el pago del destacado de «${input.titulo}», como pediste.`,
        'Validaremos el pago en las próximas horas; la oferta se mostrará destacada cuando lo validemos.',
      ],
      action: { label: 'Ver mis publicaciones', url: input.url },
    });
  }
  return renderMail({
    subject: `No se pagará el destacado de «${input.titulo}»`,
    preheader: 'Un administrador rechazó tu solicitud.',
    greeting: saludo(input.nombres),
    paragraphs: [
      `${input.resueltoPor} rechazó tu solicitud de destacar «${input.titulo}».`,
      ...(input.motivo ? [`Motivo: «${input.motivo}»`] : []),
      'La oferta sigue como estaba. Si era una oferta destacada sin pago, puedes cancelar su destacado en Mis publicaciones para que quede como gratuita.',
    ],
    action: { label: 'Ver mis publicaciones', url: input.url },
  });
}

/** A request that lost its object before anyone did it: the offer was removed, or its payment left review. */
export function solicitudSinEfectoMail(input: { nombres: string; titulo: string; motivo: string; url: string }): RenderedMail {
  return renderMail({
    subject: `Tu solicitud sobre «${input.titulo}» quedó sin efecto`,
    preheader: 'Ya no hay nada que hacer con lo que pediste.',
    greeting: saludo(input.nombres),
    paragraphs: [`Tu solicitud a los administradores sobre «${input.titulo}» quedó sin efecto. ${input.motivo}`],
    action: { label: 'Ver mis publicaciones', url: input.url },
  });
}
