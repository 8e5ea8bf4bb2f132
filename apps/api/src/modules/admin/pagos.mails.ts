/**
 * The back office's decision on a payment: a featured offer's (to its company) or a premium membership's (to the
 * applicant). Transactional: always sent, no unsubscribe link.
 */
import { fechaLarga } from '@practiperu/shared/dates';
import { renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';

export function pagoDestacadoValidadoMail(input: {
  nombres: string;
  titulo: string;
  nroOperacion: string;
  finConvocatoria: string;
  url: string;
}): RenderedMail {
  return renderMail({
    subject: `Validamos tu pago: «${input.titulo}» es un aviso destacado`,
    preheader: 'Tu aviso ya aparece destacado.',
    greeting: saludo(input.nombres),
    paragraphs: [
      `Validamos tu pago (operación ${input.nroOperacion}) del aviso «${input.titulo}».`,
      `Tu aviso se muestra destacado hasta el ${fechaLarga(input.finConvocatoria)}, con acceso a los datos y CV de todos los postulantes, su puntaje de afinidad, los filtros y la exportación.`,
    ],
    action: { label: 'Ver mis publicaciones', url: input.url },
  });
}

export function pagoDestacadoRechazadoMail(input: {
  nombres: string;
  titulo: string;
  nroOperacion: string;
  motivo: string;
  url: string;
  soporteWhatsapp: string;
  /**
   * What the company can do now, as Mis publicaciones shows it (accionesOferta): «Pagar destacado» while the offer is
   * open and not rejected, otherwise «Duplicar como destacada».
   */
  puedePagar: boolean;
}): RenderedMail {
  return renderMail({
    subject: `No pudimos validar el pago de «${input.titulo}»`,
    preheader: input.puedePagar
      ? 'Revisa el motivo y vuelve a enviar tu pago.'
      : 'Revisa el motivo: puedes duplicar el aviso como destacado.',
    greeting: saludo(input.nombres),
    paragraphs: [
      `No pudimos validar tu pago (operación ${input.nroOperacion}) del aviso «${input.titulo}» por este motivo:`,
      input.motivo,
      input.puedePagar
        ? 'Puedes volver a enviar el pago desde Mis publicaciones con la opción «Pagar destacado», o cancelar el destacado.'
        : 'Este aviso ya no puede recibir un pago (fue rechazado, finalizó o venció su plazo). Si quieres publicarlo como destacado, elige «Duplicar como destacada» en «Más acciones» de Mis publicaciones y envía el pago con la copia.',
    ],
    action: { label: 'Ir a mis publicaciones', url: input.url },
    notes: [`¿Tienes dudas? Escríbenos por WhatsApp al +51 ${input.soporteWhatsapp}.`],
  });
}

export function pagoPremiumValidadoMail(input: { nombres: string; nroOperacion: string; expiraEl: string; url: string }): RenderedMail {
  return renderMail({
    subject: 'Tu membresía Premium de PractiPerú está activa',
    preheader: `Eres Premium hasta el ${fechaLarga(input.expiraEl)}.`,
    greeting: saludo(input.nombres),
    paragraphs: [
      `Validamos tu pago (operación ${input.nroOperacion}). Tu membresía Premium está activa hasta el ${fechaLarga(input.expiraEl)} a las 23:59 (hora de Lima).`,
      'Ya puedes ver los videos y recursos Premium.',
    ],
    action: { label: 'Ver mi membresía', url: input.url },
  });
}

export function pagoPremiumRechazadoMail(input: {
  nombres: string;
  nroOperacion: string;
  motivo: string;
  url: string;
  soporteWhatsapp: string;
}): RenderedMail {
  return renderMail({
    subject: 'No pudimos validar tu pago Premium',
    preheader: 'Revisa el motivo y vuelve a intentarlo.',
    greeting: saludo(input.nombres),
    paragraphs: [`No pudimos validar tu pago (operación ${input.nroOperacion}) de la membresía Premium por este motivo:`, input.motivo],
    action: { label: 'Ver mi membresía', url: input.url },
    notes: [`Si crees que es un error, escríbenos por WhatsApp al +51 ${input.soporteWhatsapp} con tu constancia de pago.`],
  });
}
