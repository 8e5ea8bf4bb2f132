/**
 * Several API processes share the invalidation of their cached lists through Redis (REDIS_URL; the local Redis of
 * this machine, started by .ci/run when it is down): a change in one process drops the lists of the others, and a
 * process does not act on its own messages.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { compartirInvalidacion, crearCache, ofertasCambiaron } from '../src/lib/ofertas-cache.ts';
import { cacheBusPlugin } from '../src/plugins/cache-bus.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A process stand-in: the bus plugin, with what its caches would do on a message from another process counted. */
async function proceso(canal: string) {
  const recibidos: number[] = [];
  let aviso: (() => void) | undefined;
  const esperas: Array<() => void> = [];
  const app = Fastify({ logger: false });
  await app.register(cacheBusPlugin, {
    url: REDIS_URL,
    canal,
    conectar: (publicar) => {
      aviso = publicar;
      return {
        recibido: () => {
          recibidos.push(Date.now());
          esperas.shift()?.();
        },
        dejar: () => {},
      };
    },
  });
  await app.ready();
  return {
    app,
    recibidos,
    publicar: () => aviso!(),
    /** Resolves at the next message from another process. */
    siguiente: () => new Promise<void>((resolve) => esperas.push(resolve)),
  };
}

describe('cache invalidation across processes (Redis)', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });

  it('a change in one process reaches the other; neither acts on its own message', async () => {
    const canal = `practiperu:prueba:${process.pid}:${Date.now()}`;
    const a = await proceso(canal);
    const b = await proceso(canal);
    apps.push(a.app, b.app);

    const bOye = b.siguiente();
    a.publicar();
    await bOye;
    expect(b.recibidos).toHaveLength(1);

    // Redis delivers a connection's messages in order: when A hears B's, its own earlier one was already handled.
    const aOye = a.siguiente();
    b.publicar();
    await aOye;
    expect(a.recibidos).toHaveLength(1);
    expect(b.recibidos).toHaveLength(1);
  });

  it('a message from another process drops this process’s cached lists, as a change made here does', async () => {
    const avisos: number[] = [];
    const { recibido, dejar } = compartirInvalidacion(() => avisos.push(1));
    try {
      const cache = crearCache<string>({ ttlMs: 60_000, maxPeso: 10 });
      let calculos = 0;
      const leer = () => cache.obtener('clave', async () => `v${++calculos}`);
      expect(await leer()).toBe('v1');
      expect(await leer()).toBe('v1');
      recibido();
      expect(await leer()).toBe('v2');
      // And a change made here is told to the others.
      ofertasCambiaron();
      expect(avisos).toHaveLength(1);
      expect(await leer()).toBe('v3');
    } finally {
      dejar();
    }
    ofertasCambiaron();
    expect(avisos).toHaveLength(1);
  });
});
