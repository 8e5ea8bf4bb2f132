/**
 * The daily retention run (docs/privacy.md "Retention"): `retencion.diaria` at 03:30 Lima, one job per Lima day keyed
 * by the day (enqueueing it again is harmless), which runs every rule and enqueues the next day's. A process that
 * runs the worker (the server with WORKER_IN_PROCESS, or `npm run worker`) enqueues today's when it starts, which
 * restarts the chain after a stop. Processes without a worker (the test apps, which drain their queue by hand) do not
 * start the chain: a destructive run must never come from another story's moved clock.
 */
import { addDays, limaDayStart, limaToday } from '@practiperu/shared/dates';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';

export const RETENCION_JOB = 'retencion.diaria';
/** The daily run: 03:30 Lima, when the site is quietest. */
const RETENCION_HORA_LIMA_MS = 3.5 * 3_600_000;

export async function scheduleRetencion(db: DbOrTx, day: string): Promise<void> {
  await enqueue(
    db,
    RETENCION_JOB,
    { dia: day },
    { clave: `${RETENCION_JOB}:${day}`, ejecutarEn: new Date(limaDayStart(day).getTime() + RETENCION_HORA_LIMA_MS) },
  );
}

export const retencionPlugin = fp(async (app: FastifyInstance, opts: { programar: boolean }) => {
  app.queue.register(RETENCION_JOB, async () => {
    const now = app.now();
    const resultado = await app.services.retencion.ejecutar(now);
    app.log.info({ retencion: resultado }, 'retención de datos aplicada');
    await scheduleRetencion(app.db, addDays(limaToday(now), 1));
  });
  if (opts.programar) {
    app.addHook('onReady', async () => {
      await scheduleRetencion(app.db, limaToday(app.now()));
    });
  }
});
