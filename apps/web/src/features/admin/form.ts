/**
 * What the back office's forms share beyond components/use-app-form.ts (docs/admin.md "How the forms validate"): a
 * refused save puts the server's field errors at their fields, and its message above the form when none of them is a
 * field of the form.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { Answer } from '../../lib/api-contract';
import { applyServerErrors } from '../../lib/server-errors';

/**
 * The server's `optional.errors` on the fields of `fields` (top to bottom; focus on the first). Returns the message
 * for above the form: the server's, when no field got an error; else undefined.
 */
export function serverErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'setFocus'>,
  res: Answer<unknown, unknown>,
  fields: readonly Path<T>[],
): string | undefined {
  const optional = res.state ? undefined : res.optional;
  return applyServerErrors(form, { message: res.message, optional }, fields).length > 0 ? undefined : res.message;
}
