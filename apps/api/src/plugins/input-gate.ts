/**
 * One gate for every request's text (docs/security.md): a NUL byte (which PostgreSQL refuses in text), a lone
 * UTF-16 surrogate (which no valid UTF-8 can carry, and the audit log's JSON refuses) or a bidirectional override
 * (which shows text reordered) anywhere in the path
 * parameters, the query or a JSON body is answered 400 with the field that holds it, before any validation or
 * handler runs: never a 500, never half a write.
 *
 * A JSON body nested deeper than MAX_JSON_DEPTH is refused 400 before it is parsed: no call takes more than a few
 * levels, and a 150,000-level body cost four times a flat one of the same size to parse, then to walk here and in
 * the validation, so a few in parallel stalled the process (health included).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, MESSAGES } from '../lib/errors.ts';

export const INVALID_CHARACTERS = 'Contiene caracteres no válidos';

/** The deepest nesting of objects and arrays a JSON body may have: every call's body is a few levels deep. */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether a JSON text opens more than `max` objects or arrays inside one another, read once and stopped at the first
 * level too many (brackets inside strings are text). Malformed text is left to the parser.
 */
export function jsonTooDeep(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
  }
  return false;
}

// The NUL byte is the point of this pattern. The bidirectional embeddings, overrides and isolates (U+202A–U+202E,
// U+2066–U+2069) reorder what a reader sees («de Lima \u202E raro» shows «orar»): a stored query, a name or an offer
// would read otherwise than it is, so they are refused as the NUL is. The marks U+200E/U+200F stay (harmless).
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /\u0000|[\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

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
  // Fastify's own JSON parser (prototype poisoning refused, empty and malformed bodies 400) behind the depth check;
  // same content types and body limit as before.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonTooDeep(body as string)) {
      done(new AppError('BAD_REQUEST', MESSAGES.tooDeep), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
  app.addHook('preValidation', async (request) => check(request));
});
