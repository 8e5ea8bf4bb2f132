/**
 * What the CV forms add to the shared form behaviour (components/field.tsx):
 * - field groups (personal, education, residence) shared by two forms see the form as a form of their own fields;
 * - a value the user picks from a list is held as an id plus a name, but the person sees one control: errors of the
 *   hidden id (from the schema or from the server) are shown, and focused, on the visible control.
 */
import { CV_MESSAGES, REQUIRED } from '@practiperu/shared/cv';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { ApiResult } from '../../lib/api-client';
import { formResolver } from '../../lib/form-resolver';
import { applyServerErrors } from '../../lib/server-errors';

/** A form whose values include those of a field group, seen as a form of the group (one cast, here). */
export function formPart<P extends FieldValues>(form: object): UseFormReturn<P> {
  return form as UseFormReturn<P>;
}

export interface ErrorAlias {
  /** The hidden value the schema and the server judge (id_inst_educativa). */
  from: string;
  /** The control the person uses (inst_educativa_nombre). */
  to: string;
  /** Said instead of 'Requerido' when the control holds text that was not picked from the list. */
  notPicked?: string;
}

/** The aliases of the CV forms: institution, career and region are picked from lists. */
export const CV_ALIASES: ErrorAlias[] = [
  { from: 'id_inst_educativa', to: 'inst_educativa_nombre', notPicked: CV_MESSAGES.institucion },
  { from: 'id_carrera_actual', to: 'carrera_actual', notPicked: CV_MESSAGES.carrera },
  { from: 'region', to: 'id_region' },
];

function moveErrors(errors: Record<string, unknown>, values: Record<string, unknown>, aliases: ErrorAlias[]) {
  for (const { from, to, notPicked } of aliases) {
    const error = errors[from] as { message?: string; type?: string } | undefined;
    if (!error) continue;
    delete errors[from];
    if (errors[to]) continue;
    const filled = typeof values[to] === 'string' && (values[to] as string).trim() !== '';
    errors[to] = { ...error, message: error.message === REQUIRED && filled && notPicked ? notPicked : error.message };
  }
}

/** The shared schema as the form's resolver, with the errors of picked values moved onto their controls. */
export function cvResolver<TValues extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  aliases: ErrorAlias[] = CV_ALIASES,
): Resolver<TValues, unknown, z.output<TSchema>> {
  const resolve = formResolver<TValues, TSchema>(schema);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length > 0) {
      const errors = { ...result.errors } as Record<string, unknown>;
      moveErrors(errors, values, aliases);
      return { values: {}, errors: errors as FieldErrors<TValues> };
    }
    return result;
  };
}

/** The server's field errors on the form's controls (aliases applied), focusing the first; returns the fields marked. */
export function applyCvServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'setFocus' | 'getValues'>,
  result: Pick<ApiResult<unknown>, 'message' | 'optional'>,
  fieldOrder: readonly Path<T>[],
  aliases: ErrorAlias[] = CV_ALIASES,
): Path<T>[] {
  const errors = { ...(result.optional?.errors ?? {}) } as Record<string, unknown>;
  const asErrors: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(errors)) asErrors[k] = { type: 'server', message: v };
  moveErrors(asErrors, form.getValues() as Record<string, unknown>, aliases);
  const flat: Record<string, string> = {};
  for (const [k, v] of Object.entries(asErrors)) flat[k] = (v as { message: string }).message;
  return applyServerErrors(form, { message: result.message, optional: { ...result.optional, errors: flat } }, fieldOrder);
}
