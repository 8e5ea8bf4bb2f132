/**
 * Caching of API answers: what an answer gets when its route says nothing (not stored anywhere: most answers are one
 * person's data), and how a module that caches its answers tells whether a route already chose.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const API_DEFAULT_CACHE_CONTROL = 'no-store';

/** Whether the route set its own caching (the app's default, set first, does not count). */
export function hasOwnCaching(reply: FastifyReply): boolean {
  const current = reply.getHeader('cache-control');
  return current !== undefined && current !== API_DEFAULT_CACHE_CONTROL;
}

/**
 * An `onSend` hook for routes of one person's data: never kept by a shared cache or the browser's disk cache
 * (`app.addHook('onSend', personalData)`).
 */
export async function personalData(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  reply.header('cache-control', 'private, no-store');
  return payload;
}
