import type { FastifyRequest } from 'fastify';

const isLoopback = (address: string | undefined) =>
  !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/** The name in the Host header, without its port: what the client typed to reach this server. */
function hostName(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
  if (bracketed) return bracketed[1]!.toLowerCase();
  return host.replace(/:\d+$/, '').toLowerCase();
}

const isLoopbackName = (name: string | undefined) =>
  name === 'localhost' || name === '::1' || (!!name && /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name));

/**
 * A request made on this machine, not through a proxy: a proxy on the same machine would otherwise open what only
 * this machine may read (the development outbox, the metrics without a token) to anyone. A forwarder that adds no
 * header (socat, an SSH tunnel, a bare TCP proxy) is seen by the Host it passes on: whoever types the machine's
 * network name or address is not on this machine, so only a loopback name counts.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined || headers['x-real-ip'] !== undefined) return false;
  if (!isLoopbackName(hostName(headers.host))) return false;
  return isLoopback(request.raw.socket.remoteAddress) && isLoopback(request.ip);
}
