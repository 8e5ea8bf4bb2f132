/**
 * One gate for every request's text (docs/security.md): a NUL byte (which PostgreSQL refuses in text) or a lone
 * UTF-16 surrogate (which no valid UTF-8 can carry, and the audit log's JSON refuses) anywhere in the path
 * parameters, the query or a JSON body is answered 400 with the field that holds it, before any validation or
 * handler runs: never a 500, never half a write.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

export const INVALID_CHARACTERS = 'Contiene caracteres no válidos';

// The NUL byte is the point of this pattern.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The dotted path of the first string (value or key) with a forbidden character, or null. Iterative: any depth. */
export function firstInvalidText(root: unknown): string | null {
  const stack: Array<[unknown, string]> = [[root, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (FORBIDDEN.test(value)) return path || '_';
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (FORBIDDEN.test(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

function check(request: FastifyRequest): void {
  for (const part of [request.params, request.query, request.body]) {
    const field = firstInvalidText(part);
    if (field !== null) {
      throw new AppError('BAD_REQUEST', INVALID_CHARACTERS, { errors: { [field]: INVALID_CHARACTERS } });
    }
  }
}

export const inputGatePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => check(request));
});
