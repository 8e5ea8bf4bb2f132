/** The account-security notices of the second factor: turned on, turned off, reset by the back office. */
import { formatFechaHoraLima, renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';

export type EventoSegundoFactor = 'activado' | 'desactivado' | 'restablecido';

const TEXTOS: Record<EventoSegundoFactor, { subject: string; preheader: string; parrafo: string }> = {
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
  },
};

export function segundoFactorAvisoMail(input: { nombres: string; evento: EventoSegundoFactor; fecha: Date }): RenderedMail {
  const t = TEXTOS[input.evento];
  return renderMail({
    subject: t.subject,
    preheader: t.preheader,
    greeting: saludo(input.nombres),
    paragraphs: [t.parrafo, `Fecha: ${formatFechaHoraLima(input.fecha)}.`],
    notes: ['Si no fuiste tú, cambia tu contraseña y escríbenos de inmediato: alguien podría conocer tu contraseña.'],
  });
}
