/**
 * Server answers to form fields: `optional.errors` (`{ field: message }` of a 400) go to their
 * fields, and a message that names a field ('correo', 'ruc', 'contraseñas') is also put on that field.
 * Focus moves to the first field in error, in the order of the form.
 */
import { flushSync } from 'react-dom';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ApiResult } from './api-client';

export interface MessageRule<T extends FieldValues> {
  /** Tested against the server message, case-insensitively. */
  match: RegExp;
  fields: Path<T>[];
}

/** The spec's rules for the registration forms; a form passes only the rules whose fields it has. */
export const MESSAGE_RULES = {
  correo: /correo/i,
  ruc: /\bruc\b/i,
  contrasenas: /contraseñas/i,
} as const;

/**
 * Puts the server's verdict on the fields of `fieldOrder` (the form's fields, top to bottom) and focuses the
 * first. Returns the fields it marked.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'setFocus'>,
  result: Pick<ApiResult<unknown>, 'message' | 'optional'>,
  fieldOrder: readonly Path<T>[],
  rules: MessageRule<T>[] = [],
): Path<T>[] {
  const messages = new Map<Path<T>, string>();
  const known = new Set<string>(fieldOrder);
  const fromServer = result.optional?.errors;
  if (fromServer && typeof fromServer === 'object') {
    for (const [name, message] of Object.entries(fromServer)) {
      if (known.has(name) && typeof message === 'string' && message) messages.set(name as Path<T>, message);
    }
  }
  const message = result.message ?? '';
  if (message) {
    for (const rule of rules) {
      if (!rule.match.test(message)) continue;
      for (const field of rule.fields) if (!messages.has(field)) messages.set(field, message);
    }
  }
  const marked = fieldOrder.filter((name) => messages.has(name));
  // Drawn at once, before the focus moves, so the focused field is announced with its message. A timer meant to wait
  // for the redraw may fire before it on a busy phone, and the field is then focused still without its error.
  flushSync(() => {
    for (const name of marked) form.setError(name, { type: 'server', message: messages.get(name) });
  });
  const first = marked[0];
  if (first) {
    try {
      form.setFocus(first);
    } catch {
      /* a field without a focusable element */
    }
  }
  return marked;
}
