/**
 * The typed client of a declared group (packages/shared/src/api/contract.ts): one function per call, its inputs and
 * its answer typed from the same declarations the API registers its routes with. Each call is named by its method
 * and path (`'POST /create'`); the compiler checks them against the declaration, so the group's schemas (zod) are
 * only imported as types and never reach the pages.
 *
 *   const postulanteOferta = clientOf<PostulanteOfertaApi>('/postulanteOferta', {
 *     create: 'POST /create', …
 *   });
 *   const res = await postulanteOferta.create({ body: { id_oferta, id_reclutador } });
 */
import type { Call, DataOf, Group, InputOf, OptionalOfCall, RouteOf } from '@practiperu/shared/api/contract';
import type { Envelope } from '@practiperu/shared/envelope';
import { request, type ApiResult, type RequestOptions } from './api-client';

/** The answer of a declared call: on success its typed `data` and `optional`; on failure the message and field errors. */
export type Answer<T, O> =
  | (Omit<ApiResult<T>, 'state' | 'optional'> & { state: true; optional: O })
  | (Omit<ApiResult<never>, 'state'> & { state: false; optional?: Envelope['optional'] });

export type CallOptions = Omit<RequestOptions, 'body' | 'query'>;

type Fn<C extends Call> = (
  ...args: object extends InputOf<C> ? [input?: InputOf<C>, options?: CallOptions] : [input: InputOf<C>, options?: CallOptions]
) => Promise<Answer<DataOf<C>, OptionalOfCall<C>>>;

/** The calls answered with the JSON envelope: a call whose success is a file (`file`) is opened by its link instead. */
type EnvelopeCalls<G extends Group> = {
  [K in keyof G['calls'] as G['calls'][K] extends { file: readonly string[] } ? never : K]: G['calls'][K];
};

export type Client<G extends Group> = { [K in keyof EnvelopeCalls<G>]: Fn<EnvelopeCalls<G>[K]> };

/** `'POST /create'` for every call of the group that answers with the envelope. */
export type RouteTable<G extends Group> = { [K in keyof EnvelopeCalls<G>]: RouteOf<EnvelopeCalls<G>[K]> };

interface AnyInput {
  params?: Record<string, string | number>;
  query?: RequestOptions['query'];
  body?: unknown;
}

/** Fills `:name` in a path from the call's params. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/**
 * A group reduced to some of its calls: for a client of only the calls a first screen makes, so that it does not
 * carry the whole group's table (`clientOf<SomeCalls<RecursosApi, 'listAlertas'>>('/recursos', { listAlertas: … })`).
 */
export type SomeCalls<G extends Group, K extends keyof G['calls']> = Omit<G, 'calls'> & { calls: Pick<G['calls'], K> };

export function clientOf<G extends Group>(prefix: G['prefix'], table: RouteTable<G>): Client<G> {
  const client: Record<string, unknown> = {};
  for (const [name, route] of Object.entries(table) as [string, string][]) {
    const space = route.indexOf(' ');
    const method = route.slice(0, space);
    const path = route.slice(space + 1);
    client[name] = (input: AnyInput = {}, options: CallOptions = {}) =>
      // A group's own list ('/') is asked for at the prefix itself (`/api/admin/pagos`, not `…/pagos/`).
      request(method, `${prefix}${path === '/' ? '' : fillPath(path, input.params)}`, { ...options, query: input.query, body: input.body });
  }
  return client as Client<G>;
}
