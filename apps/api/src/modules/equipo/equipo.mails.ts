/** The invitation to join a company's team (docs/team.md). */
import { EQUIPO_ROL_LABEL, type EquipoRol } from '@practiperu/shared/equipo';
import { renderMail, type RenderedMail } from '../../mail/layout.ts';

export function invitacionLink(publicUrl: string, token: string): string {
  return `${publicUrl}/empresas/unirse/${token}`;
}

export function invitacionMail(input: { organizacion: string; invitadoPor: string; rol: EquipoRol; link: string }): RenderedMail {
  return renderMail({
    subject: `${input.organizacion} te invita a su equipo en PractiPerú`,
    preheader: 'Crea tu contraseña y únete al equipo de la empresa.',
    greeting: 'Hola:',
    paragraphs: [
      `${input.invitadoPor} te invita a unirte al equipo de ${input.organizacion} en PractiPerú como ${EQUIPO_ROL_LABEL[input.rol].toLowerCase()}.`,
      'Con tu propia cuenta podrás publicar ofertas y revisar a los postulantes de la empresa.',
    ],
    action: { label: 'Unirme al equipo', url: input.link },
    notes: ['El enlace vence en 7 días y solo puede usarse una vez.', 'Si no esperabas esta invitación, ignora este mensaje.'],
  });
}

/** To the administrator who becomes the company's holder. */
export function titularMail(input: { organizacion: string; anterior: string; nombres: string; equipoUrl: string }): RenderedMail {
  return renderMail({
    subject: `Ahora eres titular de ${input.organizacion} en PractiPerú`,
    preheader: 'La titularidad de la cuenta de la empresa pasó a ti.',
    greeting: `Hola, ${input.nombres}:`,
    paragraphs: [
      `${input.anterior} te transfirió la titularidad de ${input.organizacion} en PractiPerú.`,
      'Como titular eres la persona de contacto de la empresa y nadie puede quitarte del equipo. Si algún día cierras tu cuenta, antes tendrás que transferir la titularidad a otro administrador.',
    ],
    action: { label: 'Ver el equipo', url: input.equipoUrl },
  });
}

/** To each colleague when the holder deletes its account and the company closes with it. */
export function empresaCerradaMail(input: { organizacion: string; nombres: string; registroUrl: string }): RenderedMail {
  return renderMail({
    subject: `${input.organizacion} cerró su cuenta en PractiPerú`,
    preheader: 'Tu acceso al equipo de la empresa terminó.',
    greeting: `Hola, ${input.nombres}:`,
    paragraphs: [
      `El titular de ${input.organizacion} eliminó la cuenta de la empresa en PractiPerú. Con ella se eliminaron sus ofertas, sus postulantes y tu cuenta del equipo: ya no puedes ingresar con este correo.`,
      'Si quieres seguir usando PractiPerú, puedes registrarte de nuevo con este mismo correo.',
    ],
    action: { label: 'Ir a PractiPerú', url: input.registroUrl },
  });
}
