/** The invitation to join a company's team (docs/team.md). */
import { EQUIPO_ROL_LABEL, type EquipoRol } from '@practiperu/shared/equipo';
import { renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';

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
      input.rol === 'administrador'
        ? 'Con tu propia cuenta podrás publicar ofertas y revisar a los postulantes de la empresa y, como administrador, gestionar el equipo, los datos y la página de la empresa, pagar destacados, anular pagos en revisión y atender lo que te pidan los reclutadores.'
        : 'Con tu propia cuenta podrás publicar ofertas y revisar a los postulantes de la empresa; lo que cuesta o devuelve dinero se lo pedirás a un administrador.',
    ],
    action: { label: 'Unirme al equipo', url: input.link },
    notes: ['El enlace vence en 7 días y solo puede usarse una vez.', 'Si no esperabas esta invitación, ignora este mensaje.'],
  });
}

/**
 * What an address that already has an account gets instead of a join link: the inviter's screen reads the same for
 * every address, and only the address's owner learns that this one cannot join.
 */
export function invitacionConCuentaMail(input: { organizacion: string; invitadoPor: string; rol: EquipoRol }): RenderedMail {
  return renderMail({
    subject: `${input.organizacion} te invita a su equipo en PractiPerú`,
    preheader: 'Este correo ya tiene una cuenta en PractiPerú.',
    greeting: 'Hola:',
    paragraphs: [
      `${input.invitadoPor} quiso invitarte a unirte al equipo de ${input.organizacion} en PractiPerú como ${EQUIPO_ROL_LABEL[input.rol].toLowerCase()}.`,
      'Este correo ya tiene una cuenta en PractiPerú, y cada correo puede tener una sola cuenta, así que la invitación no puede usarse con él.',
      'Si quieres unirte al equipo, pide a la empresa que te invite con otro correo.',
    ],
    notes: ['Si no esperabas esta invitación, ignora este mensaje: tu cuenta no cambió.'],
  });
}

/** The holder is told when a seat that can no longer invite had invitations pending: they were cancelled. */
export function invitacionesCanceladasMail(input: {
  organizacion: string;
  persona: string;
  motivo: 'quitado' | 'rol';
  correos: string[];
  link: string;
}): RenderedMail {
  const porque =
    input.motivo === 'quitado' ? `${input.persona} ya no es parte del equipo` : `${input.persona} ya no es administrador del equipo`;
  return renderMail({
    subject: `Cancelamos invitaciones pendientes de ${input.organizacion}`,
    preheader: 'Las invitaciones de quien ya no puede invitar dejaron de valer.',
    greeting: 'Hola:',
    paragraphs: [
      `${porque} de ${input.organizacion} en PractiPerú, así que cancelamos las invitaciones que había enviado y aún no se usaban: ${input.correos.join(', ')}.`,
      'Sus enlaces ya no sirven. Si alguna de esas personas debe unirse, invítala de nuevo desde Equipo.',
    ],
    action: { label: 'Ir a Equipo', url: input.link },
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

/**
 * To a colleague an administrator removed from the team. It is queued before the account is deleted, in the same
 * transaction, so it is the last thing the address hears from the company.
 */
export function quitadoDelEquipoMail(input: { organizacion: string; nombres: string; registroUrl: string }): RenderedMail {
  return renderMail({
    subject: `${input.organizacion} te quitó de su equipo en PractiPerú`,
    preheader: 'Tu acceso al equipo de la empresa terminó.',
    greeting: saludo(input.nombres),
    paragraphs: [
      `Un administrador de ${input.organizacion} te quitó de su equipo en PractiPerú. Tu acceso terminó y tu cuenta del equipo se eliminó: ya no puedes ingresar con este correo.`,
      'Las ofertas y los postulantes de la empresa siguen con su equipo. Si quieres seguir usando PractiPerú, puedes registrarte de nuevo con este mismo correo.',
    ],
    action: { label: 'Ir a PractiPerú', url: input.registroUrl },
  });
}

/** To a colleague whose role an administrator changed: what it may do now. */
export function rolCambiadoMail(input: { organizacion: string; nombres: string; rol: EquipoRol; equipoUrl: string }): RenderedMail {
  const puede =
    input.rol === 'administrador'
      ? 'Ahora también puedes gestionar el equipo, los datos de la empresa y sus pagos, y ver la actividad del equipo.'
      : 'Sigues publicando ofertas y revisando a los postulantes de la empresa; el equipo, los datos de la empresa y sus pagos quedan en manos de los administradores.';
  return renderMail({
    subject: `Tu rol en el equipo de ${input.organizacion} cambió`,
    preheader: `Ahora eres ${EQUIPO_ROL_LABEL[input.rol].toLowerCase()}.`,
    greeting: saludo(input.nombres),
    paragraphs: [`Ahora eres ${EQUIPO_ROL_LABEL[input.rol].toLowerCase()} del equipo de ${input.organizacion} en PractiPerú.`, puede],
    action: { label: 'Ir a PractiPerú', url: input.equipoUrl },
  });
}
