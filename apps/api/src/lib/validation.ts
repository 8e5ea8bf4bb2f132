/**
 * Checks a payload with a shared schema inside the handler, answering like the error funnel does for route schemas:
 * 400, `optional.errors` {field: message}, `message` the first one. The CV schemas depend on the date (year lists
 * counted from this year), so they are built per request with the app's clock instead of once per route.
 */
import type { z } from 'zod';
import { AppError, MESSAGES } from './errors.ts';

export function parseBody<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    // A body that is not an object at all is a malformed request, not a field error.
    errors[field || '_'] ??= field === '' && issue.code === 'invalid_type' ? MESSAGES.invalidJson : issue.message;
  }
  throw new AppError('BAD_REQUEST', Object.values(errors)[0] ?? MESSAGES.invalidJson, { errors });
}

/** 400 with several field messages at once (checks against the database after the schema passed). */
export function fieldErrors(errors: Record<string, string>): AppError {
  return new AppError('BAD_REQUEST', Object.values(errors)[0] ?? MESSAGES.invalidJson, { errors });
}
