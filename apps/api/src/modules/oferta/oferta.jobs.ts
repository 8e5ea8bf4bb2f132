/**
 * The daily job that finishes approved offers past their deadline (decision 010). One job per Lima day,
 * keyed by the day, so enqueueing it again is harmless; each run enqueues the next day's at 00:05 Lima. The app
 * enqueues today's at start, which also restarts the chain after a stop of any length.
 */
import { addDays, limaDayStart, limaToday } from '@practiperu/shared/dates';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { OfertaService } from './oferta.service.ts';

export const FINALIZAR_VENCIDAS_JOB = 'oferta.finalizar_vencidas';
const FIVE_MINUTES = 5 * 60_000;

export function finalizarVencidasKey(day: string): string {
  return `${FINALIZAR_VENCIDAS_JOB}:${day}`;
}

/** Enqueues the run of a Lima day ('YYYY-MM-DD'), due at 00:05 of that day; a day already enqueued stays as it is. */
export async function scheduleFinalizarVencidas(db: DbOrTx, day: string): Promise<void> {
  await enqueue(
    db,
    FINALIZAR_VENCIDAS_JOB,
    { dia: day },
    {
      clave: finalizarVencidasKey(day),
      ejecutarEn: new Date(limaDayStart(day).getTime() + FIVE_MINUTES),
    },
  );
}

export function registerOfertaJobs(app: FastifyInstance, service: OfertaService): void {
  app.queue.register(FINALIZAR_VENCIDAS_JOB, async () => {
    const now = app.now();
    const ids = await service.finishExpired(now);
    if (ids.length > 0) app.log.info({ ofertas: ids }, 'ofertas finalizadas por fecha límite');
    await scheduleFinalizarVencidas(app.db, addDays(limaToday(now), 1));
  });
  app.addHook('onReady', async () => {
    await scheduleFinalizarVencidas(app.db, limaToday(app.now()));
  });
}
