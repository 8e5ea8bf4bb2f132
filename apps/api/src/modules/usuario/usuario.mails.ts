/**
 * Mails of account management: the e-mail change confirmation, and the security notices sent to
 * the old address when the e-mail or the password changed. All transactional: always sent, no unsubscribe link.
 */
import { formatFechaHoraLima, renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';

/** Sent to the NEW address: the link applies the change (valid 1 day). */
export function emailChangeConfirmationMail(input: { nombres: string; nuevoCorreo: string; url: string }): RenderedMail {
  return renderMail({
    subject: 'Confirma tu nuevo correo en PractiPerú',
    preheader: 'Confirma el cambio de correo de tu cuenta. El enlace vence en 1 día.',
    greeting: saludo(input.nombres),
    paragraphs: [
      `Recibimos una solicitud para que ${input.nuevoCorreo} sea el nuevo correo de tu cuenta de PractiPerú.`,
      'Para completar el cambio, confirma tu nuevo correo con el botón de abajo. Después tendrás que iniciar sesión de nuevo con este correo.',
    ],
    action: { label: 'Confirmar mi nuevo correo', url: input.url },
    notes: [
      'El enlace vence en 1 día y solo funciona una vez. Si pediste el cambio más de una vez, usa el enlace del último correo.',
      'Si no pediste este cambio, ignora este mensaje: tu correo actual seguirá siendo el mismo.',
    ],
  });
}

/**
 * Sent to the CURRENT address when a change to another address is asked for: the owner learns of it before the
 * link is used (a leaked password is enough to ask), and can change the password, which voids nothing but stops
 * the next attempt, or write to support.
 */
export function emailChangeRequestedNoticeMail(input: {
  nombres: string;
  nuevoCorreo: string;
  fecha: Date;
  recuperarUrl: string;
  soporteWhatsapp: string;
}): RenderedMail {
  return renderMail({
    subject: 'Se pidió cambiar el correo de tu cuenta de PractiPerú',
    preheader: 'Alguien pidió usar otro correo en tu cuenta.',
    greeting: saludo(input.nombres),
    paragraphs: [
      `El ${formatFechaHoraLima(input.fecha)} se pidió que ${input.nuevoCorreo} sea el nuevo correo de tu cuenta de PractiPerú.`,
      'El cambio se aplica solo cuando se abre el enlace que enviamos a ese correo; hasta entonces tu cuenta sigue usando esta dirección.',
    ],
    notes: [
      `Si no fuiste tú, cambia tu contraseña ahora en ${input.recuperarUrl} y escríbenos por WhatsApp al +51 ${input.soporteWhatsapp}.`,
    ],
  });
}

/** Sent to the OLD address once the change is applied, so a stolen session cannot move the account unnoticed. */
export function emailChangedNoticeMail(input: {
  nombres: string;
  nuevoCorreo: string;
  fecha: Date;
  soporteWhatsapp: string;
}): RenderedMail {
  return renderMail({
    subject: 'El correo de tu cuenta de PractiPerú cambió',
    preheader: 'Tu cuenta ahora usa otro correo para iniciar sesión.',
    greeting: saludo(input.nombres),
    paragraphs: [
      `El ${formatFechaHoraLima(input.fecha)} se cambió el correo de tu cuenta de PractiPerú a ${input.nuevoCorreo}.`,
      'Desde ahora, para iniciar sesión se usa ese correo, y a esta dirección ya no llegarán mensajes de tu cuenta.',
    ],
    notes: [`Si no fuiste tú, escríbenos de inmediato por WhatsApp al +51 ${input.soporteWhatsapp} para proteger tu cuenta.`],
  });
}

/**
 * Sent to the account's address after a password change. An administrator has no recovery page (null): the note
 * sends it to the technical team instead.
 */
export function passwordChangedNoticeMail(input: {
  nombres: string;
  fecha: Date;
  recuperarUrl: string | null;
  soporteWhatsapp: string;
}): RenderedMail {
  return renderMail({
    subject: 'Tu contraseña de PractiPerú cambió',
    preheader: 'Se cambió la contraseña de tu cuenta.',
    greeting: saludo(input.nombres),
    paragraphs: [
      `El ${formatFechaHoraLima(input.fecha)} se cambió la contraseña de tu cuenta de PractiPerú.`,
      'Por seguridad, cerramos las sesiones abiertas en otros dispositivos; la sesión desde la que hiciste el cambio sigue activa.',
    ],
    notes: [
      input.recuperarUrl
        ? `Si no fuiste tú, recupera tu cuenta ahora en ${input.recuperarUrl} y escríbenos por WhatsApp al +51 ${input.soporteWhatsapp}.`
        : `Si no fuiste tú, pide de inmediato al equipo técnico que restablezca tu contraseña y escríbenos por WhatsApp al +51 ${input.soporteWhatsapp}.`,
    ],
  });
}
