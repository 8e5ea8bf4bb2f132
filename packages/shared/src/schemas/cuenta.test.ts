/** The password a person types to confirm an account change: one message, the same on every form, when it is too long. */
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX } from '../constants.ts';
import { removeAccountSchema, SAME_PASSWORD, updateEmailFormSchema, updateEmailSchema, updatePasswordSchema } from './cuenta.ts';

const tooLong = 'a'.repeat(PASSWORD_MAX + 1);

function passwordMessage(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) {
  return result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;
}

describe('a confirmation password of 41 characters', () => {
  it('is «Máximo 40 caracteres» on the e-mail change (form and call) and on deleting the account', () => {
    const email = 'rosa@prueba.pe';
    expect(
      passwordMessage(
        updateEmailFormSchema.safeParse({ target_email: email, new_email: 'nueva@prueba.pe', password: tooLong }),
        'password',
      ),
    ).toBe('Máximo 40 caracteres');
    expect(passwordMessage(updateEmailSchema.safeParse({ data: 'nueva@prueba.pe', password: tooLong }), 'password')).toBe(
      'Máximo 40 caracteres',
    );
    expect(passwordMessage(removeAccountSchema.safeParse({ password: tooLong }), 'password')).toBe('Máximo 40 caracteres');
  });

  it('is «Máximo 40 caracteres» as the current password of a password change', () => {
    const result = updatePasswordSchema.safeParse({ current_password: tooLong, clave: 'Nueva1234', repetir_clave: 'Nueva1234' });
    expect(passwordMessage(result, 'current_password')).toBe('Máximo 40 caracteres');
  });

  it('accepts exactly 40 characters', () => {
    expect(removeAccountSchema.safeParse({ password: 'a'.repeat(PASSWORD_MAX) }).success).toBe(true);
  });
});

describe('a password change', () => {
  it('refuses the current password as the new one, at the new password', () => {
    const result = updatePasswordSchema.safeParse({ current_password: 'Clave1234', clave: 'Clave1234', repetir_clave: 'Clave1234' });
    expect(passwordMessage(result, 'clave')).toBe(SAME_PASSWORD);
    expect(updatePasswordSchema.safeParse({ current_password: 'Clave1234', clave: 'Nueva1234', repetir_clave: 'Nueva1234' }).success).toBe(
      true,
    );
  });
});
