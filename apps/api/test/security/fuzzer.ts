/**
 * Schema-driven fuzzing of every route of the OpenAPI document, shared by the CI suite (fuzz-suite.ts, in two parts) and the long
 * runs of `npm run fuzz`. Two parts:
 * - a fixed corpus: every route gets each class of hostile request that applies to it (bad encodings and over-long
 *   path parameters, malformed JSON, wrong content types, deep nesting, huge and odd strings in each field…);
 * - generated requests (fast-check, from a seed): valid values from the route's declared JSON schemas or from the
 *   request of routes.ts, then mutated, sent with a session of the right role (and some without).
 * Every answer must be below 500, the JSON envelope for every /api answer (files aside), within the time limit, and
 * carry no private marker for the wrong reader.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { ROLE, type Role } from '@practiperu/shared/constants';
import { createUser, login, multipartBody, type TestUser } from '../helpers.ts';
import { envelopeProblem, leakedMarkers } from './checks.ts';
import { arbitraryFor, fillPath, queryString, type JsonSchema, type Operation } from './openapi.ts';
import { ROUTES, servedPrincipals, type Req, type RouteRule } from './routes.ts';
import { PRINCIPALS, type Principal, type World } from './world.ts';

// ------------------------------------------------------------------ hostile values

/** Strings that have broken servers: NUL, lone surrogates, bidi controls, emoji, encodings, traversal, SQL and HTML. */
export const ODD_STRINGS = [
  '\u0000',
  'texto\u0000con NUL',
  '\ud800',
  'solo\udfffmitad',
  '\u202Eevil\u202C',
  '\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627',
  '😀👩‍👩‍👧‍👦🇵🇪',
  '%',
  '%E0%A4%A',
  '%00',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR '1'='1",
  "'; DROP TABLE usuario; --",
  '"\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{constructor.constructor("return 1")()}}',
  '${7*7}',
  '\r\nSet-Cookie: x=1',
  ' ',
  '',
  'null',
  'NaN',
  '-0',
  '1e309',
  '\uFEFF',
  '\uFFFF',
];

export const HUGE = 'x'.repeat(100_000);

/** Any UTF-16 code unit: NUL and lone surrogates included (fast-check's own units leave surrogate halves out). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD_STRINGS), weight: 6 },
  { arbitrary: fc.string({ unit: codeUnit, maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.constantFrom(HUGE, `${HUGE}\u0000`, '😀'.repeat(50_000), '\ud800'.repeat(1000)), weight: 1 },
);

function nested(depth: number, kind: 'object' | 'array'): unknown {
  let v: unknown = 'fondo';
  for (let i = 0; i < depth; i++) v = kind === 'object' ? { a: v } : [v];
  return v;
}
const DEEP_OBJECT = nested(1000, 'object');
const DEEP_ARRAY = nested(1000, 'array');

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 8 },
  {
    arbitrary: fc.constantFrom<unknown>(0, -1, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, -1e308, 1e308, 0.5, -0, true, false, null),
    weight: 3,
  },
  { arbitrary: fc.constantFrom<unknown>([], {}, [1, 2, 3], { id: 1 }, DEEP_OBJECT, DEEP_ARRAY), weight: 2 },
  { arbitrary: fc.anything({ maxDepth: 3 }), weight: 2 },
);

/** Path segments as they travel on the wire: malformed percent-encodings, over-long values, encoded odd strings. */
export const HOSTILE_SEGMENTS = [
  '%',
  '%E0%A4%A',
  '%zz',
  '%00',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2F..%2F',
  '0',
  '-1',
  '2147483648',
  '99999999999999999999999',
  '1e3',
  '1.5',
  'NaN',
  '%20',
  'null',
  "1'%20OR%20'1'%3D'1",
  'a'.repeat(101),
  '9'.repeat(150),
  // A lone surrogate (U+D800) in UTF-8: not valid UTF-8, so not decodable.
  '%ED%A0%80',
];

const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS), weight: 5 },
  // Never a small number: that is a valid id, possibly one of the fuzzer's own accounts (see fuzzIds).
  { arbitrary: hostileString.filter((s) => s.length < 5000 && !/^\s*\d{1,9}\s*$/.test(s)).map(safeEncode), weight: 3 },
  { arbitrary: fc.integer({ min: 101, max: 2000 }).map((n) => 'b'.repeat(n)), weight: 1 },
);

/** Query pieces: malformed encodings, repeated keys, brackets, prototype keys. */
export const HOSTILE_QUERIES = [
  '?page=%',
  '?page=%E0%A4%A',
  '?q=%E0%A4%A&page=1',
  '?page=1&page=2',
  '?page[]=1',
  '?__proto__[polluted]=1',
  '?constructor[prototype][polluted]=1',
  '?id_oferta=%00',
  `?q=${'x'.repeat(8000)}`,
  '?&&&=&=',
  '?%=%',
];

/** encodeURIComponent that survives lone surrogates (which it throws on): they are sent as raw UTF-8 of U+FFFD. */
export function safeEncode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd')).concat('%ED%A0%80');
  }
}

// ------------------------------------------------------------------ request plans

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; payload: string | Buffer; contentType: string | null }
  | { kind: 'multipart'; parts: Parameters<typeof multipartBody>[0] };

export interface Plan {
  strategy: string;
  /**
   * 'stunt': a throwaway account of the route's role (routes that end or change their session). 'suspendida': a
   * colleague's seat of a suspended company (world.ts), which every route must refuse with 'usuario inactivo'.
   */
  principal: Principal | 'stunt' | 'suspendida';
  /** Path segments, already encoded as they go on the wire. */
  segments: Record<string, string>;
  /** The query string with its '?', already encoded. */
  query: string;
  body: Body;
  remoteAddress: string;
}

interface RouteContext {
  op: Operation;
  rule: RouteRule;
  example: Req;
}

const hasBody = (op: Operation) => op.method !== 'GET' && op.method !== 'DELETE';
const isMultipart = (ctx: RouteContext) => ctx.op.consumes.includes('multipart/form-data') || Boolean(ctx.example.multipart);
const pathNames = (op: Operation) => [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

function exampleSegments(ctx: RouteContext, w: World): Record<string, string> {
  const ids = ctx.rule.fuzzIds?.(w) ?? {};
  const out: Record<string, string> = {};
  for (const name of pathNames(ctx.op)) out[name] = safeEncode(String(ids[name] ?? ctx.example.params?.[name] ?? 1));
  return out;
}

const paramSchema = (op: Operation, where: 'path' | 'query', name: string): JsonSchema | undefined =>
  op.parameters.find((p) => p.in === where && p.name === name)?.schema;

/** Valid path segments: the example's ids, or values the declared schema accepts (not for the protected ids). */
function validSegments(ctx: RouteContext, w: World): fc.Arbitrary<Record<string, string>> {
  const names = pathNames(ctx.op);
  if (names.length === 0 || ctx.rule.fuzzIds) return fc.constant(exampleSegments(ctx, w));
  const generated: Record<string, fc.Arbitrary<string>> = {};
  for (const name of names)
    generated[name] = arbitraryFor(paramSchema(ctx.op, 'path', name) ?? { type: 'string' }).map((v) => safeEncode(String(v)));
  return fc.oneof({ arbitrary: fc.constant(exampleSegments(ctx, w)), weight: 3 }, { arbitrary: fc.record(generated), weight: 2 });
}

function validQueryObject(ctx: RouteContext): fc.Arbitrary<Record<string, unknown>> {
  const queryParams = ctx.op.parameters.filter((p) => p.in === 'query');
  const example = fc.constant<Record<string, unknown>>(ctx.example.query ?? {});
  if (queryParams.length === 0) return example;
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of queryParams) record[p.name] = arbitraryFor(p.schema);
  const generated = fc.record(record, { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) });
  // The example's values (real ids) under the generated ones, so required ids point at real objects.
  return fc.oneof(
    example,
    generated.map((g) => ({ ...g, ...(ctx.example.query ?? {}) })),
    generated,
  );
}

function validJsonBody(ctx: RouteContext): fc.Arbitrary<unknown> {
  const example = ctx.example.body;
  if (ctx.op.body) {
    const generated = arbitraryFor(ctx.op.body);
    return example === undefined
      ? generated
      : fc.oneof({ arbitrary: fc.constant(example), weight: 2 }, { arbitrary: generated, weight: 3 });
  }
  return fc.constant(example ?? {});
}

function mutate(value: unknown): fc.Arbitrary<unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value as object);
    const key =
      keys.length > 0
        ? fc.oneof({ arbitrary: fc.constantFrom(...keys), weight: 4 }, { arbitrary: fc.string({ maxLength: 12 }), weight: 1 })
        : fc.string({ maxLength: 12 });
    return fc.tuple(key, hostileValue).map(([k, v]) => ({ ...(value as object), [k]: v }));
  }
  return hostileValue;
}

/** Every string field of a body replaced with one odd string: the targeted NUL / surrogate / huge checks. */
function everyStringWith(value: unknown, odd: string): unknown {
  if (typeof value === 'string') return odd;
  if (Array.isArray(value)) return value.map((v) => everyStringWith(v, odd));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, everyStringWith(v, odd)]));
  return value;
}

/** The paths of the string leaves of a body (at most `max`), for the field-by-field checks. */
function stringPaths(value: unknown, max = 12, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (out.length >= max) return out;
  if (typeof value === 'string') out.push(path);
  else if (Array.isArray(value)) value.forEach((v, i) => stringPaths(v, max, [...path, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) stringPaths(v, max, [...path, k], out);
  return out;
}

/** A copy of a body with one string leaf replaced. */
function withStringAt(value: unknown, path: (string | number)[], odd: string): unknown {
  if (path.length === 0) return odd;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? withStringAt(v, rest, odd) : v));
  return { ...(value as object), [head!]: withStringAt((value as Record<string, unknown>)[head!], rest, odd) };
}

const RAW_BODIES: { payload: string; contentType: string | null; what: string }[] = [
  { payload: '{"a":', contentType: 'application/json', what: 'truncated JSON' },
  { payload: "{'a':1}", contentType: 'application/json', what: 'single quotes' },
  { payload: '{"a":1,}', contentType: 'application/json', what: 'trailing comma' },
  { payload: 'nul', contentType: 'application/json', what: 'bad literal' },
  { payload: '\u0000', contentType: 'application/json', what: 'NUL body' },
  { payload: '', contentType: 'application/json', what: 'empty JSON body' },
  {
    payload: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
    contentType: 'application/json',
    what: 'prototype keys',
  },
  { payload: '"\\ud800"', contentType: 'application/json', what: 'a JSON string with a lone surrogate' },
  { payload: '{"a":"\\u0000"}', contentType: 'application/json', what: 'an escaped NUL' },
  { payload: '[]', contentType: 'application/json', what: 'an array' },
  { payload: '"texto"', contentType: 'application/json', what: 'a string' },
  { payload: '42', contentType: 'application/json', what: 'a number' },
  { payload: 'null', contentType: 'application/json', what: 'null' },
  { payload: 'hola=mundo', contentType: 'text/plain', what: 'text/plain' },
  { payload: '<a>1</a>', contentType: 'application/xml', what: 'application/xml' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded', what: 'a form' },
  {
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    contentType: 'multipart/form-data; boundary=x',
    what: 'multipart',
  },
  { payload: '--roto', contentType: 'multipart/form-data; boundary=x', what: 'a broken multipart' },
  { payload: '{"a":1}', contentType: 'application/json; charset=utf-16', what: 'an odd charset' },
  { payload: '{"a":1}', contentType: 'application/json\u0000', what: 'a NUL in the content type' },
  { payload: '{"a":1}', contentType: null, what: 'no content type' },
];

const rawBody = fc.constantFrom(...RAW_BODIES);

const remoteAddress = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`);

function principalFor(ctx: RouteContext): fc.Arbitrary<Principal | 'stunt'> {
  const served = servedPrincipals(ctx.rule);
  const right: fc.Arbitrary<Principal | 'stunt'> = ctx.rule.fresh
    ? fc.constant('stunt')
    : fc.constantFrom(...(served.length > 0 ? served : PRINCIPALS));
  const others = PRINCIPALS.filter((p) => !served.includes(p));
  if (others.length === 0) return right;
  return fc.oneof({ arbitrary: right, weight: 17 }, { arbitrary: fc.constantFrom(...others), weight: 3 });
}

/** A query parameter to spoil: mostly one the route declares, sometimes one it does not know. */
function queryKey(q: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(q);
  const unknown = fc.string({ minLength: 1, maxLength: 10 });
  return keys.length === 0 ? unknown : fc.oneof({ arbitrary: fc.constantFrom(...keys), weight: 3 }, { arbitrary: unknown, weight: 1 });
}

/** One generated request of a route. */
function planArbitrary(ctx: RouteContext, w: World): fc.Arbitrary<Plan> {
  const names = pathNames(ctx.op);
  const validBody: fc.Arbitrary<Body> = !hasBody(ctx.op)
    ? fc.constant({ kind: 'none' })
    : isMultipart(ctx)
      ? fc.constant({ kind: 'multipart', parts: ctx.example.multipart ?? [{ name: 'a', value: '1' }] })
      : validJsonBody(ctx).map((value) => ({ kind: 'json', value }));
  const validQuery = validQueryObject(ctx).map(queryString);

  const strategies: { arbitrary: fc.Arbitrary<Omit<Plan, 'principal' | 'remoteAddress'>>; weight: number }[] = [
    {
      weight: 4,
      arbitrary: fc.record({ strategy: fc.constant('valid'), segments: validSegments(ctx, w), query: validQuery, body: validBody }),
    },
    {
      weight: 2,
      arbitrary: validQueryObject(ctx)
        .chain((q) => fc.tuple(fc.constant(q), queryKey(q), hostileValue))
        .map(([q, key, v]) => {
          // One parameter (declared, or a new one) replaced by a hostile value; URLs stay under 8,000 characters.
          const rest = Object.fromEntries(Object.entries(q).filter(([k]) => k !== key));
          const value = typeof v === 'string' ? v.slice(0, 8000) : (JSON.stringify(v) ?? '');
          const head = queryString(rest);
          return `${head}${head ? '&' : '?'}${safeEncode(key)}=${safeEncode(value)}`;
        })
        .chain((query) =>
          fc.record({
            strategy: fc.constant('mutated query'),
            segments: validSegments(ctx, w),
            query: fc.constant(query),
            body: validBody,
          }),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        strategy: fc.constant('hostile query'),
        segments: validSegments(ctx, w),
        query: fc.constantFrom(...HOSTILE_QUERIES),
        body: validBody,
      }),
    },
  ];
  if (names.length > 0) {
    strategies.push({
      weight: 3,
      arbitrary: fc
        .tuple(validSegments(ctx, w), fc.constantFrom(...names), hostileSegment)
        .map(([segments, name, bad]) => ({ ...segments, [name]: bad }))
        .chain((segments) =>
          fc.record({ strategy: fc.constant('hostile path'), segments: fc.constant(segments), query: validQuery, body: validBody }),
        ),
    });
  }
  if (hasBody(ctx.op) && !isMultipart(ctx)) {
    strategies.push(
      {
        weight: 5,
        arbitrary: validJsonBody(ctx)
          .chain(mutate)
          .chain((value) =>
            fc.record({
              strategy: fc.constant('mutated body'),
              segments: validSegments(ctx, w),
              query: validQuery,
              body: fc.constant<Body>({ kind: 'json', value }),
            }),
          ),
      },
      {
        weight: 2,
        arbitrary: fc.tuple(validJsonBody(ctx), hostileString).chain(([value, odd]) =>
          fc.record({
            strategy: fc.constant('every field odd'),
            segments: validSegments(ctx, w),
            query: validQuery,
            body: fc.constant<Body>({ kind: 'json', value: everyStringWith(value, odd) }),
          }),
        ),
      },
    );
  }
  if (hasBody(ctx.op)) {
    strategies.push(
      {
        weight: 2,
        arbitrary: rawBody.chain((raw) =>
          fc.record({
            strategy: fc.constant(`raw body: ${raw.what}`),
            segments: validSegments(ctx, w),
            query: validQuery,
            body: fc.constant<Body>({ kind: 'raw', payload: raw.payload, contentType: raw.contentType }),
          }),
        ),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom<unknown>(DEEP_OBJECT, DEEP_ARRAY, [ctx.example.body ?? {}], HUGE, { a: HUGE }).chain((value) =>
          fc.record({
            strategy: fc.constant('hostile JSON shape'),
            segments: validSegments(ctx, w),
            query: validQuery,
            body: fc.constant<Body>({ kind: 'json', value }),
          }),
        ),
      },
    );
  }
  if (isMultipart(ctx)) {
    strategies.push({
      weight: 3,
      arbitrary: fc
        .tuple(fc.uint8Array({ maxLength: 2000 }), hostileString, fc.constantFrom('photo', 'logo', 'imagen', 'archivo', 'otro', '\u0000'))
        .map(([bytes, text, field]) => [
          { name: field, filename: text.slice(0, 200) || 'x', type: 'image/png', content: Buffer.from(bytes) },
          { name: text.slice(0, 200) || 'campo', value: text },
        ])
        .chain((parts) =>
          fc.record({
            strategy: fc.constant('odd multipart'),
            segments: validSegments(ctx, w),
            query: validQuery,
            body: fc.constant<Body>({ kind: 'multipart', parts }),
          }),
        ),
    });
  }
  return fc
    .tuple(fc.oneof(...strategies), principalFor(ctx), remoteAddress)
    .map(([plan, principal, address]) => ({ ...plan, principal, remoteAddress: address }));
}

/** The fixed corpus of a route: each class of hostile request that applies to it, once. */
function corpusOf(ctx: RouteContext, w: World): Plan[] {
  const served = servedPrincipals(ctx.rule);
  const principal: Principal | 'stunt' = ctx.rule.fresh ? 'stunt' : (served[0] ?? 'anonymous');
  const segments = exampleSegments(ctx, w);
  const query = queryString(ctx.example.query ?? {});
  const validBody: Body = !hasBody(ctx.op)
    ? { kind: 'none' }
    : ctx.example.multipart
      ? { kind: 'multipart', parts: ctx.example.multipart }
      : { kind: 'json', value: ctx.example.body ?? {} };
  const base = { principal, segments, query, body: validBody, remoteAddress: '10.9.9.9' };
  const plans: Plan[] = [{ ...base, strategy: 'corpus: the valid request' }];
  // Routes that take a session (public ones answer anyone, a suspended seat too).
  if (ctx.rule.access !== 'public' && served.includes('X')) {
    plans.push({ ...base, principal: 'suspendida', strategy: 'corpus: a seat of a suspended company' });
  }
  for (const name of pathNames(ctx.op)) {
    for (const bad of ['%', '%E0%A4%A', 'a'.repeat(101), '-1', '99999999999999999999999', '%00', '..%2F..%2Fetc']) {
      plans.push({ ...base, strategy: `corpus: path {${name}} = ${bad.slice(0, 20)}`, segments: { ...segments, [name]: bad } });
    }
  }
  for (const q of ['?page=%', '?q=%E0%A4%A', '?page=1&page=2', '?__proto__[polluted]=1']) {
    plans.push({ ...base, strategy: `corpus: query ${q}`, query: query ? `${query}&${q.slice(1)}` : q });
  }
  if (hasBody(ctx.op)) {
    for (const raw of RAW_BODIES)
      plans.push({
        ...base,
        strategy: `corpus: body ${raw.what}`,
        body: { kind: 'raw', payload: raw.payload, contentType: raw.contentType },
      });
    for (const [what, value] of [
      ['1000 nested objects', DEEP_OBJECT],
      ['1000 nested arrays', DEEP_ARRAY],
      ['an array of the valid body', [ctx.example.body ?? {}]],
    ] as const) {
      plans.push({ ...base, strategy: `corpus: body ${what}`, body: { kind: 'json', value } });
    }
    if (!ctx.example.multipart) {
      for (const [what, odd] of [
        ['NUL', 'texto\u0000con NUL'],
        ['a lone surrogate', 'solo\ud800mitad'],
        ['100,000 characters', HUGE],
        ['RTL and emoji', '\u202Eevil\u202C 😀👩‍👩‍👧‍👦'],
        ['SQL and HTML', "'; DROP TABLE usuario; -- <script>alert(1)</script>"],
        ['% and ../', '%E0%A4%A ../../etc/passwd'],
      ] as const) {
        plans.push({
          ...base,
          strategy: `corpus: every string field = ${what}`,
          body: { kind: 'json', value: everyStringWith(ctx.example.body ?? {}, odd) },
        });
      }
      // One field at a time too: with every field odd, an enum or a format refuses the body before the odd text
      // reaches the database.
      for (const field of stringPaths(ctx.example.body)) {
        for (const [what, odd] of [
          ['NUL', 'texto\u0000con NUL'],
          ['a lone surrogate', 'solo\ud800mitad'],
        ] as const) {
          plans.push({
            ...base,
            strategy: `corpus: ${field.join('.')} = ${what}`,
            body: { kind: 'json', value: withStringAt(ctx.example.body, field, odd) },
          });
        }
      }
    }
  }
  return plans;
}

// ------------------------------------------------------------------ running

export interface Failure {
  kind: 'status ≥ 500' | 'not the envelope' | 'hang' | 'leak' | 'suspended seat served';
  route: string;
  strategy: string;
  principal: string;
  method: string;
  url: string;
  contentType: string | null;
  body: string;
  status: number;
  answer: string;
}

export interface FuzzSummary {
  requests: number;
  routes: number;
  byStatus: Record<string, number>;
  byStrategy: Record<string, number>;
  failures: Failure[];
}

export interface FuzzOptions {
  /** Generated requests (the corpus comes on top unless `corpus` is false). */
  runs: number;
  seed: number;
  corpus?: boolean;
  /** Only the corpus's classes whose strategy this accepts (all by default). */
  corpusClasses?: (strategy: string) => boolean;
  /** A request taking longer counts as a hang. */
  timeoutMs?: number;
  /** Progress every n requests. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Only the routes of one part of `of` (the i-th route of the document goes to part i % of), with the requests they
   * get in the whole run: the parts together send exactly the whole run's requests (fuzz.*.test.ts, one per worker).
   */
  part?: { index: number; of: number };
}

/** Throwaway accounts for the calls that end or change their session; replaced when one can no longer log in. */
function stuntAccounts(app: FastifyInstance, w: World) {
  const current = new Map<Role, TestUser>();
  return async (rule: RouteRule): Promise<string> => {
    const role: Role = rule.access === 'recruiter' ? ROLE.RECLUTADOR : rule.access === 'admin' ? ROLE.ADMIN : ROLE.POSTULANTE;
    let user = current.get(role);
    if (user) {
      try {
        return await login(app, user);
      } catch {
        // Removed, deactivated or its password changed: a new one.
      }
    }
    user = await createUser(w.t.db, { role, nombres: 'Doble', nombreOrg: 'Doble de Riesgo' });
    current.set(role, user);
    return login(app, user);
  };
}

function preview(body: Body): { contentType: string | null; text: string } {
  switch (body.kind) {
    case 'none':
      return { contentType: null, text: '' };
    case 'json': {
      const text = JSON.stringify(body.value) ?? '';
      return { contentType: 'application/json', text: text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text };
    }
    case 'raw':
      return { contentType: body.contentType, text: String(body.payload).slice(0, 300) };
    case 'multipart':
      return {
        contentType: 'multipart/form-data',
        text: JSON.stringify(
          body.parts.map((p) =>
            'value' in p
              ? { name: p.name, value: p.value.slice(0, 50) }
              : { name: p.name, filename: p.filename.slice(0, 50), bytes: p.content.length },
          ),
        ),
      };
  }
}

export async function runFuzz(app: FastifyInstance, w: World, operations: Operation[], opts: FuzzOptions): Promise<FuzzSummary> {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const contexts: RouteContext[] = [];
  for (const op of operations) {
    const rule = ROUTES[op.key];
    if (!rule) continue; // the access matrix fails on undeclared routes
    contexts.push({ op, rule, example: await (rule.req?.(w) ?? {}) });
  }
  const inPart = (i: number) => !opts.part || i % opts.part.of === opts.part.index;
  const plans: { ctx: RouteContext; plan: Plan }[] = [];
  if (opts.corpus !== false) {
    contexts.forEach((ctx, i) => {
      if (!inPart(i)) return;
      for (const plan of corpusOf(ctx, w)) if (opts.corpusClasses?.(plan.strategy) ?? true) plans.push({ ctx, plan });
    });
  }
  // Generated requests: the routes in turn, so every route gets its share whatever the count.
  contexts.forEach((ctx, i) => {
    const share = Math.floor(opts.runs / contexts.length) + (i < opts.runs % contexts.length ? 1 : 0);
    if (share === 0 || !inPart(i)) return;
    for (const plan of fc.sample(planArbitrary(ctx, w), { seed: (opts.seed + i * 7919) | 0, numRuns: share })) plans.push({ ctx, plan });
  });

  const stunt = stuntAccounts(app, w);
  const summary: FuzzSummary = {
    requests: 0,
    routes: contexts.filter((_, i) => inPart(i)).length,
    byStatus: {},
    byStrategy: {},
    failures: [],
  };
  for (const { ctx, plan } of plans) {
    const token =
      plan.principal === 'stunt'
        ? await stunt(ctx.rule)
        : plan.principal === 'suspendida'
          ? w.suspendida.colegaToken
          : w.tokens[plan.principal];
    const url = fillPath(ctx.op.path, plan.segments) + plan.query;
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    let payload: string | Buffer | undefined;
    if (plan.body.kind === 'json') {
      payload = JSON.stringify(plan.body.value);
      headers['content-type'] = 'application/json';
    } else if (plan.body.kind === 'raw') {
      payload = plan.body.payload;
      if (plan.body.contentType !== null) headers['content-type'] = plan.body.contentType;
    } else if (plan.body.kind === 'multipart') {
      const form = multipartBody(plan.body.parts);
      payload = form.payload;
      Object.assign(headers, form.headers);
    }
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      app
        .inject({ method: ctx.op.method, url, headers, remoteAddress: plan.remoteAddress, ...(payload === undefined ? {} : { payload }) })
        .then((res) => ({ status: res.statusCode, raw: res.body })),
      new Promise<'hang'>((resolve) => {
        timer = setTimeout(() => resolve('hang'), timeoutMs);
      }),
    ]).finally(() => clearTimeout(timer));

    summary.requests++;
    const family = plan.strategy.startsWith('corpus') ? 'corpus' : plan.strategy.replace(/^raw body: .*/, 'raw body');
    summary.byStrategy[family] = (summary.byStrategy[family] ?? 0) + 1;
    const sent = preview(plan.body);
    const failure = (kind: Failure['kind'], status: number, answer: string) =>
      summary.failures.push({
        kind,
        route: ctx.op.key,
        strategy: plan.strategy,
        principal: plan.principal,
        method: ctx.op.method,
        url: url.length > 300 ? `${url.slice(0, 300)}… (${url.length} chars)` : url,
        contentType: sent.contentType,
        body: sent.text,
        status,
        answer: answer.slice(0, 300),
      });
    if (outcome === 'hang') {
      summary.byStatus.hang = (summary.byStatus.hang ?? 0) + 1;
      failure('hang', 0, `no answer within ${timeoutMs} ms`);
    } else {
      summary.byStatus[outcome.status] = (summary.byStatus[outcome.status] ?? 0) + 1;
      if (outcome.status >= 500) failure('status ≥ 500', outcome.status, outcome.raw);
      const isFile = ctx.rule.file && outcome.status >= 200 && outcome.status < 300;
      if (url.startsWith('/api') && !isFile) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(outcome.raw);
        } catch {
          parsed = undefined;
        }
        const bad = envelopeProblem(parsed);
        if (bad) failure('not the envelope', outcome.status, `${bad}: ${outcome.raw}`);
      }
      if (plan.principal === 'suspendida' && (outcome.status !== 403 || !outcome.raw.includes('"usuario inactivo"'))) {
        failure('suspended seat served', outcome.status, outcome.raw);
      }
      if (!ctx.rule.noLeakCheck && plan.principal !== 'stunt' && plan.principal !== 'suspendida') {
        const leaked = leakedMarkers(plan.principal, outcome.raw);
        if (leaked.length > 0) failure('leak', outcome.status, `${leaked.join(', ')}: ${outcome.raw}`);
      }
    }
    if (opts.onProgress && summary.requests % 250 === 0) opts.onProgress(summary.requests, plans.length);
  }
  return summary;
}

/** Failures grouped by kind, route and status, each with its first request: the report a developer reads. */
export function groupFailures(failures: Failure[]): { key: string; count: number; first: Failure }[] {
  const groups = new Map<string, { key: string; count: number; first: Failure }>();
  for (const f of failures) {
    // With the strategy: the corpus names its hostile class (NUL, a lone surrogate, …), so distinct causes stay apart.
    const key = `${f.kind} | ${f.route} | ${f.status} | ${f.strategy}`;
    const g = groups.get(key);
    if (g) g.count++;
    else groups.set(key, { key, count: 1, first: f });
  }
  return [...groups.values()];
}

export function formatSummary(s: FuzzSummary, seed: number): string {
  const statuses = Object.entries(s.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  const strategies = Object.entries(s.byStrategy)
    .sort(([, a], [, b]) => b - a)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  const lines = [
    `fuzz: ${s.requests} requests over ${s.routes} routes (seed ${seed})`,
    `  by status: ${statuses}`,
    `  by strategy: ${strategies}`,
    `  failures: ${s.failures.length}`,
  ];
  for (const g of groupFailures(s.failures)) {
    const f = g.first;
    lines.push(
      `  ✗ ${g.key} (${g.count}×), e.g. ${f.strategy} as ${f.principal}:`,
      `      ${f.method} ${f.url}${f.contentType ? `  [${f.contentType}] ${f.body}` : ''}`,
      `      → ${f.status} ${f.answer}`,
    );
  }
  return lines.join('\n');
}
