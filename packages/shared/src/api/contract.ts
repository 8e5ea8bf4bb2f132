/**
 * How a call of the API is declared once for the server, its documentation and the web app (docs/architecture.md
 * "Contracts"). A group is one URL prefix under `/api` (the spec's groups: `postulanteOferta`, `oferta`, …); each
 * call states its method, path, inputs and the answer it gives on success. The API registers its routes from these
 * declarations (validation, the OpenAPI document at `/api/docs`, answers checked and stripped of unknown fields); the
 * web app calls them through a client typed from the same declarations (apps/web/src/lib/api-contract.ts).
 *
 * The web app imports these modules with `import type` only, so pages do not load zod.
 */
import { z } from '../schemas/zod.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Call {
  method: Method;
  /** Under the group's prefix, path parameters as `:name` (`'/removeMyOffer/:id'`). */
  path: string;
  /** One line for `/api/docs`, in Spanish like the rest of the document. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body, or `multipart(fields)` for a form that carries a file. */
  body?: z.ZodType | Multipart;
  /** One item of the answer's `data` list. */
  data: z.ZodType;
  /** The answer's `optional` object, when the call gives one. */
  optional?: z.ZodType;
  /** The status of a success: 201 for a creation. */
  status?: 200 | 201;
  /**
   * The success is a file of one of these media types, not the JSON envelope (a link the browser opens itself, such
   * as a signed video URL); `data` is then `noData`. Failures are still the envelope.
   */
  file?: readonly string[];
}

/**
 * A multipart/form-data body: its text fields and file parts (`filePart`). The route reads the parts itself (a file is
 * checked by its bytes, fields with the schema the form's messages come from); this declaration documents them in
 * `/api/docs`.
 */
export interface Multipart {
  multipart: z.ZodObject;
}

export function multipart(fields: z.ZodObject): Multipart {
  return { multipart: fields };
}

export function isMultipart(body: Call['body']): body is Multipart {
  return typeof body === 'object' && 'multipart' in body;
}

/** A file part of a multipart form, documented as binary. */
export function filePart(description: string) {
  return z.string().meta({ format: 'binary', description });
}

export interface Group {
  /** The URL prefix under `/api`, e.g. `'/postulanteOferta'`. */
  prefix: string;
  /** The section of `/api/docs`. */
  tag: string;
  calls: Record<string, Call>;
}

/** Declares a group; `const` keeps each call's literal method and path for the typed client. */
export function defineGroup<const G extends Group>(group: G): G {
  return group;
}

type OptionalOf<C extends Call> = C['optional'] extends z.ZodType ? C['optional'] : z.ZodOptional<z.ZodNever>;

/** The envelope of a successful answer of `call`. */
export type AnswerSchema<C extends Call> = z.ZodObject<{
  state: z.ZodBoolean;
  data: z.ZodArray<C['data']>;
  message: z.ZodString;
  optional: OptionalOf<C>;
  token: z.ZodOptional<z.ZodString>;
}>;

/**
 * Built once per call and kept: a schema is never changed once made, so every app of a process (the API's tests build
 * one per test file, each with some 240 calls) shares it instead of building its own.
 */
const answers = new WeakMap<Call, z.ZodType>();

export function answerSchema<C extends Call>(call: C): AnswerSchema<C> {
  let answer = answers.get(call);
  if (!answer) {
    answer = z.object({
      state: z.boolean(),
      data: z.array(call.data),
      message: z.string(),
      optional: (call.optional ?? z.never().optional()) as OptionalOf<C>,
      token: z.string().optional(),
    });
    answers.set(call, answer);
  }
  return answer as AnswerSchema<C>;
}

// ------------------------------------------------------------------ types the client reads

/** What travels on the wire: a schema's input side (answers are encoded from the handler's values to it). */
type Wire<S> = S extends z.ZodType ? z.input<S> : never;

/** The answer's `data` item and `optional` of a call, as the web app receives them. */
export type DataOf<C extends Call> = Wire<C['data']>;
export type OptionalOfCall<C extends Call> = C['optional'] extends z.ZodType ? Wire<C['optional']> : undefined;

/** The inputs of a call: `params`, `query` and `body` when it has them. */
export type InputOf<C extends Call> = (C['params'] extends z.ZodType ? { params: Wire<C['params']> } : unknown) &
  (C['query'] extends z.ZodType ? { query: Wire<C['query']> } : unknown) &
  (C['body'] extends Multipart ? { body: FormBody } : C['body'] extends z.ZodType ? { body: Wire<C['body']> } : unknown);

/** A browser's FormData (named structurally: this package is not compiled with the DOM's types). */
export interface FormBody {
  append: (...args: never[]) => void;
}

/** `'POST /create'`: how the web's client names a call, checked against the declaration. */
export type RouteOf<C extends Call> = `${C['method']} ${C['path']}`;

// ------------------------------------------------------------------ pieces many calls share

/** `optional` of a paginated list. */
export const pageOptional = z.object({ current_page: z.number().int(), total_pages: z.number().int() });

/** A call whose answer carries nothing in `data`. */
export const noData = z.never();
