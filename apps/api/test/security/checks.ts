/** What both security suites check on every answer: the JSON envelope, and no private marker for the wrong reader. */
import type { FastifyInstance } from 'fastify';
import { multipartBody } from '../helpers.ts';
import { fillPath, queryString, type Operation } from './openapi.ts';
import type { Req } from './routes.ts';
import { inject, MARKERS, MAY_READ, type Principal } from './world.ts';

/** Why a body is not the envelope `{ state: boolean, data: [], message: string }`, or null when it is. */
export function envelopeProblem(body: unknown): string | null {
  if (body === undefined) return 'the body is not JSON';
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body is not a JSON object';
  const b = body as Record<string, unknown>;
  if (typeof b.state !== 'boolean') return '`state` is not a boolean';
  if (!Array.isArray(b.data)) return '`data` is not an array';
  if (typeof b.message !== 'string') return '`message` is not a string';
  return null;
}

/** The private markers of others that an answer to `p` carries. */
export function leakedMarkers(p: Principal, raw: string): string[] {
  const found: string[] = [];
  for (const owner of ['A', 'X'] as const) {
    if (MAY_READ[p].includes(owner)) continue;
    for (const [what, value] of Object.entries(MARKERS[owner])) if (raw.includes(value)) found.push(`${owner}.${what}`);
  }
  return found;
}

/** The URL of an operation with the request's path parameters (encoded) and query. */
export function urlOf(op: Operation, req: Req): string {
  const segments: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.params ?? {})) segments[k] = encodeURIComponent(String(v));
  return fillPath(op.path, segments) + queryString(req.query ?? {});
}

export async function send(app: FastifyInstance, op: Operation, req: Req, token: string | undefined) {
  const url = urlOf(op, req);
  if (req.multipart) {
    const form = multipartBody(req.multipart);
    return { url, ...(await inject(app, { method: op.method, url, token, payload: form.payload, headers: form.headers })) };
  }
  const payload = req.body === undefined ? undefined : (req.body as Parameters<typeof inject>[1]['payload']);
  return { url, ...(await inject(app, { method: op.method, url, token, ...(payload === undefined ? {} : { payload }) })) };
}
