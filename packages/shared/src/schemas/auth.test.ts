/** Every message of the login form, shared by the web form and the API. */
import { describe, expect, it } from 'vitest';
import { regexes } from 'zod/v4/core';
import { checkLogin, EMAIL_PATTERN } from '../login.ts';
import { loginSchema } from './auth.ts';

/** The first message on each field, as the form shows them under the fields. */
function errorsOf(input: unknown): Record<string, string> {
  const result = loginSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('loginSchema', () => {
  it('accepts an e-mail and a password, and trims the spaces around the e-mail', () => {
    expect(loginSchema.parse({ email: '  Rosa.Huaman@Prueba.pe ', password: 'Clave1234' })).toEqual({
      email: 'Rosa.Huaman@Prueba.pe',
      password: 'Clave1234',
    });
  });

  it('keeps the password exactly as typed: spaces are part of it', () => {
    expect(loginSchema.parse({ email: 'rosa@prueba.pe', password: ' Clave 1234 ' }).password).toBe(' Clave 1234 ');
  });

  it('an empty form is "Requerido" on both fields', () => {
    expect(errorsOf({})).toEqual({ email: 'Requerido', password: 'Requerido' });
    expect(errorsOf({ email: '', password: '' })).toEqual({ email: 'Requerido', password: 'Requerido' });
  });

  it('an e-mail of only spaces is "Requerido", not a malformed e-mail', () => {
    expect(errorsOf({ email: '   ', password: 'x' })).toEqual({ email: 'Requerido' });
  });

  it('a value that is not text is "Requerido" as well', () => {
    expect(errorsOf({ email: 42, password: null })).toEqual({ email: 'Requerido', password: 'Requerido' });
  });

  it.each(['rosa', 'rosa@', '@prueba.pe', 'rosa@prueba', 'rosa perez@prueba.pe', 'rosa@prueba.pe.', 'rosa@@prueba.pe'])(
    '"%s" is "No se reconoce como correo"',
    (email) => {
      expect(errorsOf({ email, password: 'Clave1234' })).toEqual({ email: 'No se reconoce como correo' });
    },
  );

  it('an e-mail of up to 255 characters is accepted; one more is "Máximo 255 caracteres"', () => {
    const exactly255 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.pe`;
    expect(exactly255).toHaveLength(255);
    expect(errorsOf({ email: exactly255, password: 'x' })).toEqual({});
    expect(errorsOf({ email: `a${exactly255}`, password: 'x' })).toEqual({ email: 'Máximo 255 caracteres' });
  });

  it('a password of up to 40 characters is accepted; one more is "Máximo 40 caracteres"', () => {
    expect(errorsOf({ email: 'rosa@prueba.pe', password: 'x'.repeat(40) })).toEqual({});
    expect(errorsOf({ email: 'rosa@prueba.pe', password: 'x'.repeat(41) })).toEqual({ password: 'Máximo 40 caracteres' });
  });

  it('a login password is not checked for strength: old passwords still log in', () => {
    expect(errorsOf({ email: 'rosa@prueba.pe', password: 'a' })).toEqual({});
  });
});

describe("the login form's own check (no validation library on the first screen)", () => {
  it("uses zod's own e-mail pattern, the one the API applies", () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
  });

  const exactly255 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.pe`;
  it.each([
    {},
    { email: '', password: '' },
    { email: '   ', password: 'x' },
    { email: 42, password: null },
    { email: '  Rosa.Huaman@Prueba.pe ', password: 'Clave1234' },
    { email: 'rosa@prueba.pe', password: ' Clave 1234 ' },
    { email: 'rosa@prueba.pe', password: 'x'.repeat(40) },
    { email: 'rosa@prueba.pe', password: 'x'.repeat(41) },
    { email: exactly255, password: 'x' },
    { email: `a${exactly255}`, password: 'x' },
    { email: `a${exactly255}`, password: '' },
    ...['rosa', 'rosa@', '@prueba.pe', 'rosa@prueba', 'rosa perez@prueba.pe', 'rosa@prueba.pe.', 'rosa@@prueba.pe'].map((email) => ({
      email,
      password: 'Clave1234',
    })),
  ])('answers %j as the API schema does', (input) => {
    const check = checkLogin(input);
    const result = loginSchema.safeParse(input);
    if (result.success) expect(check).toEqual({ ok: true, data: result.data });
    else expect(check).toEqual({ ok: false, errors: errorsOf(input) });
  });
});
