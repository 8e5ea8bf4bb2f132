/**
 * The login form's own check of its two fields, without a validation library: the login is the first screen of
 * every area and its JavaScript is kept close to the smallest React app's. It gives the same answers and messages
 * as the API's `loginSchema` (schemas/auth.ts, zod/mini), which a test holds it to.
 */
import { EMAIL_MAX, PASSWORD_MAX } from './constants.ts';

/** zod's e-mail pattern (`z.email()`), the one the API's schema applies, written exactly as zod writes it. */
// eslint-disable-next-line no-useless-escape
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export type LoginCheck =
  { ok: true; data: { email: string; password: string } } | { ok: false; errors: Partial<Record<'email' | 'password', string>> };

/** The e-mail trimmed and the password as typed, or the first message of each field in error. */
export function checkLogin(input: { email?: unknown; password?: unknown }): LoginCheck {
  const errors: Partial<Record<'email' | 'password', string>> = {};
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  if (!email) errors.email = 'Requerido';
  else if (email.length > EMAIL_MAX) errors.email = `Máximo ${EMAIL_MAX} caracteres`;
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'No se reconoce como correo';
  const password = typeof input.password === 'string' ? input.password : '';
  if (!password) errors.password = 'Requerido';
  else if (password.length > PASSWORD_MAX) errors.password = `Máximo ${PASSWORD_MAX} caracteres`;
  return errors.email || errors.password ? { ok: false, errors } : { ok: true, data: { email, password } };
}
