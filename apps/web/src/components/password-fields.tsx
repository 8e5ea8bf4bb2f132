/**
 * A new password and its confirmation, as registration, joining a company's team, the reset link and the password change
 * ask for them: one hint (the spec's rule), at most PASSWORD_MAX characters (PasswordField's default) and
 * `autoComplete="new-password"`, so a password manager offers to make one.
 *
 * It takes the fields already registered (`form.register('clave')`), like PhoneField: react-hook-form then registers
 * them in the form's own render, in reading order, and a failed submit still focuses the first field in error.
 */
import { NEW_PASSWORD_CHARS_MESSAGE, NEW_PASSWORD_MESSAGE } from '@practiperu/shared/cuenta';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './field';

/** The rule a new password follows, said before it is typed (the error repeats it when it is broken). */
export const NEW_PASSWORD_HINT = `${NEW_PASSWORD_MESSAGE}.`;
/** Where the spec's pattern applies (a reset or a change, not registration): the characters it allows, said too. */
export const NEW_PASSWORD_HINT_CHARS = `${NEW_PASSWORD_HINT} ${NEW_PASSWORD_CHARS_MESSAGE}.`;

export function PasswordFields({
  password,
  repeat,
  passwordError,
  repeatError,
  label = 'Contraseña',
  repeatLabel = 'Repetir contraseña',
  sideBySide = false,
  caracteres = false,
}: {
  password: UseFormRegisterReturn;
  repeat: UseFormRegisterReturn;
  passwordError?: string;
  repeatError?: string;
  label?: string;
  repeatLabel?: string;
  /** Two columns from the small breakpoint on (the registration forms). */
  sideBySide?: boolean;
  /** A reset or a change: the hint also names the characters allowed (registration allows any but spaces). */
  caracteres?: boolean;
}) {
  const fields = (
    <>
      <PasswordField
        label={label}
        required
        autoComplete="new-password"
        hint={caracteres ? NEW_PASSWORD_HINT_CHARS : NEW_PASSWORD_HINT}
        error={passwordError}
        {...password}
      />
      <PasswordField label={repeatLabel} required autoComplete="new-password" error={repeatError} {...repeat} />
    </>
  );
  return sideBySide ? <div className="grid gap-4 sm:grid-cols-2">{fields}</div> : fields;
}
