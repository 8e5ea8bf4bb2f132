/**
 * The second factor (TOTP) of administrators and company administrators: its texts, shared by the API and the web
 * app (docs/security.md "Second factor").
 */

/** Digits of a code from the authenticator app. */
export const CODIGO_TOTP_DIGITOS = 6;

export const SEGUNDO_FACTOR_MESSAGES = {
  codigoRequerido: 'Ingresa el código de 6 dígitos de tu aplicación o un código de recuperación.',
  codigoFormato: 'El código tiene 6 dígitos, o es un código de recuperación como ABCD-EFGH.',
  codigoIncorrecto: 'El código no es correcto o ya se usó. Espera el siguiente código de tu aplicación e inténtalo de nuevo.',
  desafioVencido: 'El ingreso venció o tuvo demasiados intentos. Vuelve a ingresar tu correo y contraseña.',
  demasiados: 'Demasiados códigos incorrectos. Espera unos minutos e inténtalo de nuevo.',
  soloAdministradores: 'El segundo factor es para administradores y administradores de empresa.',
  yaActivo: 'Ya tienes activo el segundo factor.',
  noActivo: 'No tienes activo el segundo factor.',
  sinInscripcion: 'Primero genera el código QR.',
  requerido: 'Tu cuenta debe tener un segundo factor: no puedes desactivarlo.',
  claveIncorrecta: 'La contraseña no es correcta.',
  pedirCodigo: 'Ingresa el código de tu aplicación de autenticación.',
  pedirInscripcion: 'Tu cuenta requiere un segundo factor. Actívalo para continuar.',
  activado: 'Se activó el segundo factor. Guarda tus códigos de recuperación.',
  desactivado: 'Se desactivó el segundo factor.',
  regenerados: 'Se generaron códigos de recuperación nuevos; los anteriores ya no sirven.',
  exigirOn: 'Desde ahora, los administradores de la empresa ingresan con segundo factor.',
  exigirOff: 'El segundo factor ya no es obligatorio para los administradores de la empresa.',
  exigirSinFactor:
    'Para exigir el segundo factor a los administradores de la empresa, activa primero el tuyo (botón «Activar segundo factor»).',
  restablecido:
    'Se restableció el segundo factor y se cerraron las sesiones abiertas de la cuenta: ingresa con su contraseña y puede activarlo de nuevo desde Mi cuenta.',
  restablecidoExigido:
    'Se restableció el segundo factor y se cerraron las sesiones abiertas de la cuenta: su cuenta lo exige, así que deberá activarlo de nuevo la próxima vez que ingrese.',
  sinFactor: 'La cuenta no tiene segundo factor.',
} as const;
