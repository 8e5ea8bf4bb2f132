/**
 * The account-security notices of the second factor: turned on, turned off, reset by the back office; and the
 * company's requirement changed, told to its other administrators.
 */
import { formatFechaHoraLima, renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';

export type EventoSegundoFactor = 'activado' | 'desactivado' | 'restablecido';

const TEXTOS: Record<EventoSegundoFactor, { subject: string; preheader: string; parrafos: string[] }> = {
  activado: {
    subject: 'Activaste el segundo factor en PractiPerú',
    preheader: 'Desde ahora ingresarás con un código de tu aplicación.',
    parrafos: ['Se activó el segundo factor de tu cuenta: al ingresar te pediremos un código de tu aplicación de autenticación.'],
  },
  desactivado: {
    subject: 'Desactivaste el segundo factor en PractiPerú',
    preheader: 'Tu cuenta ya no pide un código al ingresar.',
    parrafos: ['Se desactivó el segundo factor de tu cuenta: desde ahora ingresas solo con tu contraseña.'],
  },
  restablecido: {
    subject: 'Restablecimos el segundo factor de tu cuenta de PractiPerú',
    preheader: 'Un administrador quitó el segundo factor de tu cuenta: vuelve a activarlo.',
    parrafos: [
      'Un administrador de PractiPerú quitó el segundo factor de tu cuenta, como se hace cuando se pierden el teléfono y los códigos de recuperación. Tu contraseña no cambió, tus códigos de recuperación anteriores ya no sirven y cerramos las sesiones que tenías abiertas.',
      'Hasta que lo actives de nuevo, tu cuenta queda protegida solo por tu contraseña: ingresa y vuelve a activarlo desde Mi cuenta cuanto antes (si tu cuenta lo exige, te lo pediremos al ingresar). Guarda los nuevos códigos de recuperación en un lugar seguro, fuera de tu teléfono.',
    ],
  },
};

const SI_NO_FUISTE = 'Si no fuiste tú, cambia tu contraseña y escríbenos de inmediato: alguien podría conocer tu contraseña.';
const SI_NO_LO_PEDISTE =
  'Si no pediste que restablecieran tu segundo factor, cambia tu contraseña ahora por una que no uses en otros sitios: alguien podría estar intentando entrar a tu cuenta.';
const SI_NO_LO_PEDISTE_ADMIN =
  'Si no pediste que restablecieran tu segundo factor, pide a otro administrador que cambie tu contraseña con npm run admin:create y revisa la bitácora.';

/**
 * `recuperarUrl`: the password recovery page of the account's area (null for administrators, who have none); the
 * reset's notice offers it as its button.
 */
export function segundoFactorAvisoMail(input: {
  nombres: string;
  evento: EventoSegundoFactor;
  fecha: Date;
  recuperarUrl?: string | null;
}): RenderedMail {
  const t = TEXTOS[input.evento];
  const restablecido = input.evento === 'restablecido';
  const url = restablecido ? (input.recuperarUrl ?? null) : null;
  return renderMail({
    subject: t.subject,
    preheader: t.preheader,
    greeting: saludo(input.nombres),
    // What to do if it was not them is a paragraph of its own, before the button it leads to; the notes keep one line,
    // as every other notice does (two notes ran together in the text part).
    paragraphs: [
      ...t.parrafos,
      `Fecha: ${formatFechaHoraLima(input.fecha)}.`,
      restablecido ? (url ? SI_NO_LO_PEDISTE : SI_NO_LO_PEDISTE_ADMIN) : SI_NO_FUISTE,
    ],
    ...(url ? { action: { label: 'Cambiar mi contraseña', url } } : {}),
    notes: ['Nunca te pediremos tu contraseña ni tus códigos por correo.'],
  });
}

/** To the company's other administrators: someone turned the requirement of a second factor on or off. */
export function exigenciaCambiadaMail(input: {
  nombres: string;
  quien: string;
  empresa: string;
  exigir: boolean;
  fecha: Date;
}): RenderedMail {
  const que = input.exigir ? 'exigir' : 'dejar de exigir';
  return renderMail({
    subject: input.exigir
      ? `${input.empresa} ahora exige el segundo factor a sus administradores`
      : `${input.empresa} dejó de exigir el segundo factor a sus administradores`,
    preheader: `${input.quien} decidió ${que} el segundo factor.`,
    greeting: saludo(input.nombres),
    paragraphs: [
      `${input.quien} decidió ${que} el segundo factor a los administradores de ${input.empresa} en PractiPerú.`,
      input.exigir
        ? 'Si aún no lo tienes, te pediremos activarlo la próxima vez que ingreses.'
        : 'Desde ahora cada administrador decide si lo mantiene; quien lo tenga activo puede desactivarlo desde Mi cuenta.',
      `Fecha: ${formatFechaHoraLima(input.fecha)}.`,
    ],
    notes: ['Si nadie de tu empresa hizo este cambio, revisa Equipo › Actividad y escríbenos de inmediato.'],
  });
}
