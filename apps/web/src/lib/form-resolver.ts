/**
 * The shared zod schemas describe the API payloads (numbers, literal `true` for the terms); a browser form
 * holds what its inputs hold (booleans of checkboxes, a File or null). This resolver types the form by its
 * values and the submit handler by the schema's output, so each form states both once.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export function formResolver<TValues extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
): Resolver<TValues, unknown, z.output<TSchema>> {
  return zodResolver(schema as never) as unknown as Resolver<TValues, unknown, z.output<TSchema>>;
}
