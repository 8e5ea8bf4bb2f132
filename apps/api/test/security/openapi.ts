/**
 * The routes of the OpenAPI document the app serves (`app.swagger()`, the same as GET /api/docs/json) and arbitraries
 * of fast-check built from their declared JSON schemas: what both security suites iterate over.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The subset of JSON Schema that fastify-type-provider-zod writes for our zod schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** "GET /api/oferta/id/{id}": the key of the route tables. */
  key: string;
  method: HttpMethod;
  /** The path template with `{name}` placeholders. */
  path: string;
  parameters: Parameter[];
  /** The declared JSON body, when the route declares one. */
  body?: JsonSchema;
  /** The content types the route declares it consumes (multipart routes say so). */
  consumes: string[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
}

/** Every operation of the document, in the document's order. */
export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as unknown as OpenApiDocument;
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase() as HttpMethod;
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      out.push({
        key: `${method} ${path}`,
        method,
        path,
        parameters: (op.parameters ?? []).map((p) => ({ ...p, required: Boolean(p.required), schema: p.schema ?? {} })),
        body: content['application/json']?.schema,
        consumes: Object.keys(content),
      });
    }
  }
  return out;
}

/** The path with its placeholders replaced by already-encoded segments. */
export function fillPath(template: string, segments: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => segments[name] ?? '1');
}

/** A query string from values (arrays repeat the key); keys and values are percent-encoded. */
export function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) {
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
      parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(text)}`);
    }
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

const MAX_GENERATED_STRING = 60;

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? MAX_GENERATED_STRING, MAX_GENERATED_STRING));
  if (s.pattern) {
    // Patterns of ours are anchored; fast-check's generator accepts them as they are.
    return fc
      .stringMatching(new RegExp(s.pattern))
      .filter((v) => v.length >= minLength && (s.maxLength === undefined || v.length <= s.maxLength));
  }
  if (s.format === 'email') return fc.emailAddress().filter((v) => v.length <= (s.maxLength ?? 255));
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  let min = s.minimum ?? (typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : undefined);
  let max = s.maximum ?? (typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : undefined);
  if (integer) {
    min = min === undefined ? -2_147_483_648 : Math.ceil(min);
    max = max === undefined ? 2_147_483_647 : Math.floor(max);
    return fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) });
  }
  return fc.double({ min: min ?? -1e9, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values that the schema accepts (as far as a JSON schema can tell: zod refinements such as dates in the future are
 * not in it, so some generated values are still refused with a 400, which is what a fuzzer wants anyway).
 */
export function arbitraryFor(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 6) return fc.constant(undefined);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union && union.length > 0) return fc.oneof(...union.map((u) => arbitraryFor(u, depth + 1)));
  if (s.allOf && s.allOf.length > 0) return arbitraryFor(Object.assign({}, ...s.allOf) as JsonSchema, depth + 1);
  const base = baseArbitrary(s, depth);
  return s.nullable ? fc.oneof({ arbitrary: base, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 }) : base;
}

function baseArbitrary(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(s.items, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 5, 5) });
    case 'object':
    default: {
      if (!s.properties) return type === 'object' ? fc.constant({}) : fc.anything({ maxDepth: 2 });
      const required = new Set(s.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(s.properties)) record[k] = arbitraryFor(v, depth + 1);
      return fc.record(record, { requiredKeys: Object.keys(record).filter((k) => required.has(k)) });
    }
  }
}

/**
 * Every route the app registered ("GET /api/oferta/id/{id}"), read from Fastify's route tree, HEAD aside: the
 * routes the OpenAPI document leaves out (hidden ones) show up here.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const out: string[] = [];
  const parts: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    parts.length = depth;
    parts.push(match[2]!);
    const path = parts.join('').replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD') out.push(`${method} ${path}`);
    }
  }
  return out;
}
