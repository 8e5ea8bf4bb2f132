/**
 * The mails of a request to feature an offer (docs/team.md): to the company's administrators when a recruiter seat
 * asks, and to that seat when an administrator pays or declines it. Transactional: about the company's own work.
 */
import { PRECIO_OFERTA_DESTACADA } from '@practiperu/shared/constants';
import { renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';

export function solicitudDestacadoMail(input: {
  nombres: string;
  solicitante: string;
  empresa: string;
  titulo: string;
  mensaje: string | null;
  url: string;
}): RenderedMail {
  return renderMail({
    subject: `${input.solicitante} pide destacar «${input.titulo}»`,
    preheader: 'Un reclutador de tu empresa pide que un administrador pague el destacado.',
    greeting: saludo(input.nombres),
    paragraphs: [
      `${input.solicitante}, del equipo de ${input.empresa}, preparó la oferta «${input.titulo}» y pide que un administrador pague su destacado (S/ ${PRECIO_OFERTA_DESTACADA}). Solo los administradores pueden pagar.`,
      ...(input.mensaje ? [`Su mensaje: «${input.mensaje}»`] : []),
      'En Equipo › Solicitudes de destacado puedes pagarlo (el pago de siempre, con tu número de operación) o rechazar la solicitud.',
    ],
    action: { label: 'Ver la solicitud', url: input.url },
  });
}

export function solicitudRespondidaMail(input: {
  nombres: string;
  titulo: string;
  resueltoPor: string;
  estado: 'pagada' | 'rechazada';
  motivo: string | null;
  url: string;
}): RenderedMail {
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
