/**
 * Account texts and rules of both areas that need no validator: the new password rule, the RUC check digit, the
 * sector limits and the logo messages. The account schemas are in schemas/cuenta.ts, the answers in api/usuario.ts.
 */
import type { z } from 'zod';
import type { accountSummary, contactPerson, infoFactura } from './api/usuario.ts';

export const REQUIRED = 'Requerido';

// ------------------------------------------------------------------ passwords

/** A password typed to confirm an account change (e-mail change, deleting the account, handing over a company). */
export const WRONG_PASSWORD = 'La contraseña no es correcta.';

export const NEW_PASSWORD_MESSAGE = 'La contraseña debe ser igual o mayor a 8 caracteres y sin espacios';
/** Every new password after registration (reset, change): letters (ñ and accents too), digits and @ $ : ! ¡ ¿ ?, 8–40. */
export const NEW_PASSWORD_PATTERN = /^[A-Za-zÑñÁÉÍÓÚÜáéíóúü0-9@$:!¡¿?]{8,40}$/;
/** Added to the spec's message when the length is fine but a character is not allowed (e.g. '#'). */
export const NEW_PASSWORD_CHARS_MESSAGE = 'Solo letras, números y @ $ : ! ¡ ¿ ?';

/** Added to the spec's message when the password is longer than 40 (the spec's text names only the minimum). */
export const NEW_PASSWORD_MAX_MESSAGE = 'Máximo 40 caracteres';

/**
 * The message for a new password that breaks the rule: the spec's text first, plus the maximum when it is longer than
 * 40, or the allowed characters when the length is fine.
 */
export function newPasswordMessage(value: string): string {
  if (value.length > 40) return `${NEW_PASSWORD_MESSAGE}. ${NEW_PASSWORD_MAX_MESSAGE}`;
  return /^\S{8,40}$/.test(value) ? `${NEW_PASSWORD_MESSAGE}. ${NEW_PASSWORD_CHARS_MESSAGE}` : NEW_PASSWORD_MESSAGE;
}

// ------------------------------------------------------------------ company registration

/** SUNAT module-11 check digit of a RUC. */
export function rucCheckDigitOk(ruc: string): boolean {
  if (!/^\d{11}$/.test(ruc)) return false;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(ruc[i]), 0);
  const digit = (11 - (sum % 11)) % 10;
  return digit === Number(ruc[10]);
}

export const SECTOR_MAX = 10;
/** A sector id that is not a number of the sector list (only a hand-made request can send one). */
export const SECTOR_INVALID = 'Elige sectores de la lista';

/** Image rules of the logo and the profile photo (under 1,000,000 bytes, png or jpeg): checked by bytes on the server. */
export const LOGO_MESSAGES = {
  required: 'requerido',
  type: 'Error: Solo imágenes png o jpg',
  size: 'Error: Máximo 1MB',
} as const;

// ------------------------------------------------------------------ what the API answers

/** `usuario/myAccount`: the account summary of Mi cuenta (`organizacion` only for companies). */
export type AccountSummary = z.input<typeof accountSummary>;

/** `usuario/update`: the recruiter's contact person as saved. */
export type ContactPerson = z.input<typeof contactPerson>;

/** `usuario/getInfoFactura`: the platform's own billing data and the payment-support WhatsApp number. */
export type InfoFactura = z.input<typeof infoFactura>;
