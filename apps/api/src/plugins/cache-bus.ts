/**
 * Tells the other API processes that shared data changed, through a Redis publish/subscribe channel (REDIS_URL): a
 * process publishes its own id on every change, and every other process that hears it drops its cached lists
 * (lib/ofertas-cache.ts, wired in app.ts). A process ignores its own messages. Redis keeps nothing of
 * a message: a process that was not listening (starting, or cut off) relies on the caches' lifetime, as before.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export interface CacheBusOptions {
  url: string;
  /** The channel (one per kind of change). */
  canal: string;
  /** Connects the bus to the caches: gets the function that publishes, answers what a message from another process calls. */
  conectar: (publicar: () => void) => { recibido: () => void; dejar: () => void };
}

export const cacheBusPlugin = fp(async (app: FastifyInstance, opts: CacheBusOptions) => {
  const yo = randomUUID();
  const redisOpts = { connectTimeout: 500, maxRetriesPerRequest: 1 };
  const pub = new Redis(opts.url, redisOpts);
  const sub = new Redis(opts.url, redisOpts);
  for (const conn of [pub, sub]) conn.on('error', (err) => app.log.warn({ err: err.message }, 'Redis: sin conexión para avisar cambios'));

  const { recibido, dejar } = opts.conectar(() => {
    // Fire and forget: a change is committed whether or not the others hear of it (their lifetime bounds it).
    pub.publish(opts.canal, yo).catch(() => {});
  });
  sub.on('message', (canal, emisor) => {
    if (canal === opts.canal && emisor !== yo) recibido();
  });
  await sub.subscribe(opts.canal);

  app.addHook('onClose', async () => {
    dejar();
    await Promise.all([sub.quit().catch(() => {}), pub.quit().catch(() => {})]);
  });
});
