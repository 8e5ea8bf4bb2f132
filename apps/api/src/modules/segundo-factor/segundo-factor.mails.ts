/**
 * The account-security notices of the second factor: turned on, turned off, reset by the back office; and the
 * company's requirement changed, told to its other administrators.
 */
import { formatFechaHoraLima, renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';

export type EventoSegundoFactor = 'activado' | 'desactivado' | 'restablecido';

const SI_NO_FUISTE = 'Si no fuiste tú, cambia tu contraseña y escríbenos de inmediato: alguien podría conocer tu contraseña.';

const TEXTOS: Record<EventoSegundoFactor, { subject: string; preheader: string; parrafo: string; nota?: string }> = {
  activado: {
    subject: 'Activaste el segundo factor en PractiPerú',
    preheader: 'Desde ahora ingresarás con un código de tu aplicación.',
    parrafo: 'Se activó el segundo factor de tu cuenta: al ingresar te pediremos un código de tu aplicación de autenticación.',
  },
  desactivado: {
    subject: 'Desactivaste el segundo factor en PractiPerú',
    preheader: 'Tu cuenta ya no pide un código al ingresar.',
    parrafo: 'Se desactivó el segundo factor de tu cuenta: desde ahora ingresas solo con tu contraseña.',
  },
  restablecido: {
    subject: 'Restablecimos el segundo factor de tu cuenta de PractiPerú',
    preheader: 'Un administrador quitó el segundo factor de tu cuenta.',
    parrafo:
      'Un administrador de PractiPerú quitó el segundo factor de tu cuenta, como se pide cuando se pierden el teléfono y los códigos de recuperación. Ingresa con tu contraseña y vuelve a activarlo desde Mi cuenta.',
    // The owner did not do the reset; someone asked for it, and it should have been them.
    nota: 'Si no lo pediste tú, cambia tu contraseña y escríbenos de inmediato: alguien podría estar intentando entrar a tu cuenta.',
  },
};

export function segundoFactorAvisoMail(input: { nombres: string; evento: EventoSegundoFactor; fecha: Date }): RenderedMail {
  const t = TEXTOS[input.evento];
  return renderMail({
    subject: t.subject,
    preheader: t.preheader,
    greeting: saludo(input.nombres),
    paragraphs: [t.parrafo, `Fecha: ${formatFechaHoraLima(input.fecha)}.`],
    notes: [t.nota ?? SI_NO_FUISTE],
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
