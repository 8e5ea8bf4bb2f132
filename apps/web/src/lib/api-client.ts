/**
 * The one API client, under the typed clients of lib/api/ (lib/api-contract.ts), which are the only way the web calls
 * the API (decision 046; lint forbids `request` anywhere else): adds the bearer token, stores a returned token, turns
 * network and parse failures into the spec's message, and reports a lost session (401 on a call that carried a token,
 * or 403 'usuario inactivo') to whoever listens (the router sends the user to the area's login).
 */
import { INACTIVE_USER_MESSAGE, NETWORK_ERROR_MESSAGE } from '@practiperu/shared/constants';
import type { Envelope } from '@practiperu/shared/envelope';
import { tokenStore } from './storage';

export interface ApiResult<T> extends Envelope<T> {
  status: number;
  /** true when the server was not reached or did not answer JSON (the spec's "marker catch"). */
  networkError?: boolean;
}

export type SessionLostReason = 'expired' | 'inactive';
type SessionLostListener = (reason: SessionLostReason) => void;
const listeners = new Set<SessionLostListener>();

export function onSessionLost(listener: SessionLostListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A value of the query: one, or a list sent as `key[0]=…&key[1]=…` (the API's `departamentos[i]=id`). */
export type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Do not treat a 401 as a lost session (login calls answer 401 for wrong credentials). */
  skipSessionHandling?: boolean;
  /**
   * The back office (docs/admin.md): its calls answer every non-administrator — no session, an expired one, another
   * role — with the generic 404 of a path that does not exist. Such an answer is a lost session too.
   */
  notFoundIsSessionLost?: boolean;
  /**
   * The answer to this very call, already asked for with the current token (lib/early-requests.ts): read it instead
   * of sending the call again.
   */
  pending?: Promise<Response> | undefined;
  /** Let the call finish even if the page is left or reloaded meanwhile (a counted view must not be lost). */
  keepalive?: boolean;
}

/** The API's answer to a path that does not exist (also every admin call without an administrator's session). */
export const GENERIC_NOT_FOUND_MESSAGE = 'No se encontró el recurso solicitado.';

/** `/api/{path}?{query}`; empty values are left out. */
export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `/api/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) v.forEach((item: string | number, i) => params.set(`${k}[${i}]`, String(item)));
    else if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

export async function request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const token = tokenStore.get();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  let envelope: Envelope<T>;
  try {
    response = await (options.pending ??
      fetch(buildUrl(path, options.query), {
        method,
        headers,
        body,
        signal: options.signal,
        ...(options.keepalive ? { keepalive: true } : {}),
      }));
    envelope = (await response.json()) as Envelope<T>;
    if (typeof envelope !== 'object' || envelope === null || typeof envelope.state !== 'boolean') throw new Error('sobre inválido');
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    return { state: false, data: [], message: NETWORK_ERROR_MESSAGE, status: 0, networkError: true };
  }

  if (envelope.token) tokenStore.set(envelope.token);
  // A token no longer in storage was ended meanwhile by another tab (logged out, or another account signed in): its
  // `storage` event sends this tab home or reloads it (app/layouts.tsx), so the answer is not this tab's lost session.
  if (!options.skipSessionHandling && token && tokenStore.get() === token) {
    const inactive = response.status === 403 && envelope.message === INACTIVE_USER_MESSAGE;
    const adminDoor = options.notFoundIsSessionLost === true && response.status === 404 && envelope.message === GENERIC_NOT_FOUND_MESSAGE;
    if (response.status === 401 || inactive || adminDoor) {
      tokenStore.clear();
      for (const l of listeners) l(inactive ? 'inactive' : 'expired');
    }
  }
  return { ...envelope, data: Array.isArray(envelope.data) ? envelope.data : [], status: response.status };
}
