/**
 * The mails of the rights in Mi cuenta (docs/privacy.md): the copy of one's data is ready, a rights request was
 * received. Transactional: always sent, no unsubscribe link. The copy's mail links to Mi cuenta, not to the file:
 * the download needs the session, so a forwarded mail opens nobody's data.
 */
import { fechaLarga } from '@practiperu/shared/dates';
import { TIPO_SOLICITUD_TEXTO, type TipoSolicitud } from '@practiperu/shared/privacidad';
import { formatFechaHoraLima, renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';

export function exportacionListaMail(input: { nombres: string; expiraEn: Date; url: string }): RenderedMail {
  return renderMail({
    subject: 'La copia de tus datos está lista',
    preheader: 'Descárgala desde Mi cuenta en las próximas 24 horas.',
    greeting: saludo(input.nombres),
    paragraphs: [
      'Preparamos la copia de los datos personales que tenemos sobre tu cuenta: un archivo ZIP con un resumen en PDF y todos los datos en formato JSON.',
      `Descárgala desde Mi cuenta, con tu sesión iniciada, hasta el ${formatFechaHoraLima(input.expiraEn)}. Después el enlace caduca y puedes pedir una nueva.`,
    ],
    action: { label: 'Ir a Mi cuenta', url: input.url },
    notes: ['Si no pediste esta copia, cambia tu contraseña: alguien pudo entrar a tu cuenta.'],
  });
}

/** `empresa`: the request came from a company's account, where a rectification is about the company's data. */
export function solicitudRecibidaMail(input: {
  nombres: string;
  tipo: TipoSolicitud;
  venceEl: string;
  url: string;
  empresa: boolean;
}): RenderedMail {
  const sobre = input.empresa && input.tipo === 'rectificacion' ? 'los datos de tu empresa' : 'tus datos personales';
  return renderMail({
    subject: `Recibimos tu solicitud de ${TIPO_SOLICITUD_TEXTO[input.tipo].toLowerCase()}`,
    preheader: `Te responderemos a más tardar el ${fechaLarga(input.venceEl)}.`,
    greeting: saludo(input.nombres),
    paragraphs: [
      `Recibimos tu solicitud de ${TIPO_SOLICITUD_TEXTO[input.tipo].toLowerCase()} sobre ${sobre}.`,
      `La Ley N° 29733 nos da un plazo en días hábiles para responderte: lo haremos a más tardar el ${fechaLarga(input.venceEl)}. Te avisaremos por correo y verás la respuesta en Mi cuenta.`,
    ],
    action: { label: 'Ver mis solicitudes', url: input.url },
  });
}
