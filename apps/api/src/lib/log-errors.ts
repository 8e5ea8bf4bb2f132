/**
 * How an error reaches the log (docs/security.md "Logs"): a failed database query is logged with its SQL but never
 * its parameter values, which may hold a password hash, a token or a person's data; the rest as pino logs errors
 * (type, message, stack, code), with causes followed a few levels down. A message that quotes a URL or an e-mail
 * address (a failed delivery, a storage error naming a signed link) keeps the query's names and the address's
 * domain only.
 */
import { redactLogText } from './log-redact.ts';

interface QueryError extends Error {
  query: string;
  params: unknown[];
}

const isQueryError = (err: unknown): err is QueryError =>
  err instanceof Error && typeof (err as Partial<QueryError>).query === 'string' && Array.isArray((err as Partial<QueryError>).params);

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  cause?: LoggedError;
}

export function serializeError(err: unknown): LoggedError {
  return serialize(err, 0);
}

function serialize(err: unknown, depth: number): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: redactLogText(String(err)), stack: '' };
  const out: LoggedError = { type: err.name, message: redactLogText(err.message), stack: redactLogText(err.stack ?? '') };
  if (isQueryError(err)) {
    const message = `Failed query: ${err.query} (${err.params.length} parámetros, valores omitidos)`;
    out.message = message;
    // The stack's first line repeats the message with the values.
    out.stack = out.stack.replace(/^[\s\S]*?\n(?=\s+at )/, `${err.name}: ${message}\n`);
  }
  const code = (err as { code?: unknown }).code;
  if (code !== undefined) out.code = code;
  if (err.cause !== undefined && depth < 3) out.cause = serialize(err.cause, depth + 1);
  return out;
}
