import type { FastifyRequest } from 'fastify';

const isLoopback = (address: string | undefined) =>
  !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/**
 * A request made on this machine, not through a proxy: a proxy on the same machine would otherwise open what only
 * this machine may read (the development outbox, the metrics without a token) to anyone.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined || headers['x-real-ip'] !== undefined) return false;
  return isLoopback(request.raw.socket.remoteAddress) && isLoopback(request.ip);
}
