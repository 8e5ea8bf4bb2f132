/**
 * Routes from the shared declarations (packages/shared/src/api/contract.ts): `r.route({ ...routeOf(group, 'create'),
 * handler })` registers a call with its params, query, body and answer schemas, so Fastify validates the inputs,
 * `/api/docs` documents them, and the answer is encoded through its schema (unknown fields are dropped; a handler
 * that returns something else fails loudly as a 500 instead of leaking it).
 */
import { answerSchema, isMultipart, type AnswerSchema, type Call, type Group } from '@practiperu/shared/api/contract';
import { z } from '@practiperu/shared/schemas/zod';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

type Part<S> = S extends z.ZodType ? S : undefined;

/** A file answer (`file` of the call): its bytes under each media type, documented as binary. */
interface FileAnswer {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}
const fileAnswer = (types: readonly string[]): FileAnswer => ({
  description: 'El archivo',
  content: Object.fromEntries(types.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }])),
});

type Answers<C extends Call> = C['file'] extends readonly string[]
  ? { 200: FileAnswer }
  : C['status'] extends 201
    ? { 201: AnswerSchema<C> }
    : { 200: AnswerSchema<C> };

export interface RouteSchema<C extends Call> {
  summary: string;
  tags: string[];
  params: Part<C['params']>;
  querystring: Part<C['query']>;
  body: Part<C['body']>;
  consumes?: string[];
  response: Answers<C>;
}

export interface RouteOptions {
  /**
   * The body's rules depend on the moment (years counted from this year, dates not before today) or on settings:
   * the schema is built for each request. The declared body still documents the call.
   */
  bodyAt?: () => z.ZodType;
}

/** The method, URL (under the group's prefix) and schemas of one declared call, ready for `r.route`. */
export function routeOf<G extends Group, K extends keyof G['calls'] & string>(group: G, name: K, options: RouteOptions = {}) {
  const call = group.calls[name] as G['calls'][K];
  const form = isMultipart(call.body) ? call.body.multipart : undefined;
  const parts = { params: call.params, querystring: call.query, body: form ?? call.body };
  const schema = {
    summary: call.summary,
    tags: [group.tag],
    // Only the parts the call has: Fastify warns about a part declared without a schema.
    ...Object.fromEntries(Object.entries(parts).filter(([, part]) => part !== undefined)),
    ...(form ? { consumes: ['multipart/form-data'] } : {}),
    response: { [call.status ?? 200]: call.file ? fileAnswer(call.file) : answerSchema(call) },
  } as unknown as RouteSchema<G['calls'][K]>;
  const bodyAt = options.bodyAt;
  // A multipart form's parts are read by the route itself (the body is a stream): its schema only documents them.
  const bodyCompiler = form
    ? () => (data: unknown) => ({ value: data })
    : bodyAt
      ? (route: Parameters<FastifySchemaCompiler<z.ZodType>>[0]) => (data: unknown) =>
          validatorCompiler({ ...route, schema: bodyAt() })(data)
      : undefined;
  const compiler: FastifySchemaCompiler<z.ZodType> | undefined = bodyCompiler
    ? (route) => (route.httpPart === 'body' ? bodyCompiler(route) : validatorCompiler(route))
    : undefined;
  return {
    method: call.method as G['calls'][K]['method'],
    url: call.path as G['calls'][K]['path'],
    schema,
    // Fastify types a route's compiler by the whole route schema; this one is called per part, as Fastify does.
    ...(compiler ? { validatorCompiler: compiler as never } : {}),
  };
}
