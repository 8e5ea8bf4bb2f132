/**
 * The account-security notices (docs/security.md "Owners told of attacks"): repeated failed logins, and a login from a
 * browser the account had not used. Each says when and roughly from where (a network, never the full address) and
 * with which browser, and how to secure the account. Transactional: no unsubscribe link.
 */
import { formatFechaHoraLima, renderMail, saludo, type RenderedMail } from '../../mail/layout.ts';

export interface AvisoContexto {
  nombres: string;
  cuando: Date;
  /** "la red 190.42.17.0/24", "esta misma computadora (red local)". */
  red: string;
  /** "Chrome en Windows", "un navegador desconocido". */
  navegador: string;
  /** The password recovery page of the account's area; null for administrators (they have none). */
  recuperarUrl: string | null;
}

const SI_NO_FUISTE_ADMIN =
  'Si no fuiste tú, pide a otro administrador que cambie tu contraseña con npm run admin:create y revisa la bitácora.';

/**
 * Someone with the right password tried too many second-factor codes: the password is known to someone. While the
 * account is stopped no code is accepted, recovery codes included (they are guesses too: docs/security.md
 * "Guessing"), so the mail offers only what works: waiting until `hasta`, or the back office's reset when the phone
 * and the codes are lost.
 */
export function codigosFallidosMail(input: { nombres: string; cuando: Date; hasta: Date; recuperarUrl: string | null }): RenderedMail {
  return renderMail({
    subject: 'Demasiados códigos incorrectos en tu cuenta de PractiPerú',
    preheader: 'Alguien probó muchos códigos de segundo factor en tu cuenta.',
    greeting: saludo(input.nombres),
    paragraphs: [
      `Se probaron demasiados códigos incorrectos de segundo factor en tu cuenta; el último, el ${formatFechaHoraLima(input.cuando)}. Detuvimos los intentos hasta el ${formatFechaHoraLima(input.hasta)}: hasta entonces no aceptamos ningún código, ni los de tu aplicación ni los de recuperación.`,
      'Para llegar a pedir el código hay que escribir antes la contraseña correcta, o tener tu sesión abierta.',
      `Si fuiste tú, vuelve a intentarlo desde el ${formatFechaHoraLima(input.hasta)} con un código de tu aplicación o uno de recuperación. ${
        input.recuperarUrl
          ? 'Si perdiste tu teléfono y tus códigos de recuperación, escríbenos para que un administrador de PractiPerú restablezca tu segundo factor.'
          : 'Si perdiste tu teléfono y tus códigos de recuperación, pide a otro administrador que restablezca tu segundo factor desde Usuarios.'
      }`,
      input.recuperarUrl
        ? 'Si no fuiste tú, alguien conoce tu contraseña: cámbiala ahora. Al guardar la nueva, cerraremos la sesión en todos los dispositivos.'
        : SI_NO_FUISTE_ADMIN,
    ],
    ...(input.recuperarUrl ? { action: { label: 'Cambiar mi contraseña', url: input.recuperarUrl } } : {}),
    notes: ['Nunca te pediremos tu contraseña ni tus códigos por correo.'],
  });
}

export function intentosFallidosMail(input: AvisoContexto & { intentos: number }): RenderedMail {
  return renderMail({
    subject: 'Intentos fallidos de iniciar sesión en tu cuenta de PractiPerú',
    preheader: 'Alguien escribió una contraseña incorrecta varias veces seguidas.',
    greeting: saludo(input.nombres),
    paragraphs: [
      `Hubo ${input.intentos} intentos seguidos de iniciar sesión en tu cuenta con una contraseña incorrecta. El último fue el ${formatFechaHoraLima(input.cuando)}, desde ${input.red}, con ${input.navegador}.`,
      'Por seguridad, detuvimos por 15 minutos los intentos desde esa red, también los tuyos si estás en ella (el mismo wifi, la misma oficina). Tu contraseña no ha cambiado: puedes seguir ingresando desde otra red o pasados esos 15 minutos.',
      input.recuperarUrl
        ? 'Si fuiste tú y no recuerdas tu contraseña, puedes crear una nueva. Si no fuiste tú, te recomendamos cambiarla por una que no uses en otros sitios.'
        : SI_NO_FUISTE_ADMIN,
    ],
    ...(input.recuperarUrl ? { action: { label: 'Cambiar mi contraseña', url: input.recuperarUrl } } : {}),
    notes: ['Te enviamos este aviso como máximo una vez cada 15 minutos. Nunca te pediremos tu contraseña por correo.'],
  });
}

export function nuevoNavegadorMail(input: AvisoContexto & { conSegundoFactor?: boolean }): RenderedMail {
  // With a second factor, the notice leaves at the right password, before the code: it says what happened, not that
  // a session started (an attacker with the password is stopped by the code, and the owner must change it).
  if (input.conSegundoFactor) {
    return renderMail({
      subject: 'Se usó tu contraseña desde un navegador nuevo en PractiPerú',
      preheader: 'Alguien escribió tu contraseña correcta desde un navegador que no habías usado antes.',
      greeting: saludo(input.nombres),
      paragraphs: [
        `Alguien escribió la contraseña correcta de tu cuenta el ${formatFechaHoraLima(input.cuando)}, desde ${input.red}, con ${input.navegador}, un navegador que no habías usado antes para ingresar.`,
        'Tu cuenta pide además un código de tu segundo factor: sin ese código no se inicia sesión.',
        'Si fuiste tú, no tienes que hacer nada.',
        input.recuperarUrl
          ? 'Si no fuiste tú, alguien conoce tu contraseña: cámbiala ahora. Al guardar la nueva, cerraremos la sesión en todos los dispositivos.'
          : SI_NO_FUISTE_ADMIN,
      ],
      ...(input.recuperarUrl ? { action: { label: 'Cambiar mi contraseña', url: input.recuperarUrl } } : {}),
      notes: ['Nunca te pediremos tu contraseña ni tus códigos por correo.'],
    });
  }
  return renderMail({
    subject: 'Nuevo inicio de sesión en tu cuenta de PractiPerú',
    preheader: 'Ingresaste desde un navegador que no habías usado antes.',
    greeting: saludo(input.nombres),
    paragraphs: [
      `Se inició sesión en tu cuenta el ${formatFechaHoraLima(input.cuando)}, desde ${input.red}, con ${input.navegador}, un navegador que no habías usado antes para ingresar.`,
      'Si fuiste tú, no tienes que hacer nada.',
      input.recuperarUrl
        ? 'Si no fuiste tú, alguien conoce tu contraseña: cámbiala ahora. Al guardar la nueva, cerraremos la sesión en todos los dispositivos.'
        : SI_NO_FUISTE_ADMIN,
    ],
    ...(input.recuperarUrl ? { action: { label: 'Cambiar mi contraseña', url: input.recuperarUrl } } : {}),
    notes: ['Nunca te pediremos tu contraseña por correo.'],
  });
}
