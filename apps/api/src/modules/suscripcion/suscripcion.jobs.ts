/**
 * The job-alert digest jobs: `suscripcion.digest` runs once per Lima day at 07:00 (keyed by the day, so enqueueing
 * it again is harmless), enqueues one `suscripcion.enviar` per due subscriber (keyed by subscriber and day) and the
 * next day's run. The app enqueues today's at start, which restarts the chain after a stop of any length.
 */
import { addDays, limaToday } from '@practiperu/shared/dates';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { DIGEST_JOB, ENVIAR_JOB, digestDueAt, digestKey, type SuscripcionService } from './suscripcion.service.ts';

export async function scheduleDigest(db: DbOrTx, day: string): Promise<void> {
  await enqueue(db, DIGEST_JOB, { dia: day }, { clave: digestKey(day), ejecutarEn: digestDueAt(day) });
}

export function registerSuscripcionJobs(app: FastifyInstance, service: SuscripcionService): void {
  app.queue.register(DIGEST_JOB, async (payload) => {
    const day = typeof payload.dia === 'string' ? payload.dia : limaToday(app.now());
    const n = await service.enqueueDue(day);
    if (n > 0) app.log.info({ dia: day, suscriptores: n }, 'resúmenes de alertas de empleo encolados');
    await scheduleDigest(app.db, addDays(limaToday(app.now()), 1));
  });
  app.queue.register(ENVIAR_JOB, async (payload) => {
    await service.send(Number(payload.usuarioId));
  });
  app.addHook('onReady', async () => {
    await scheduleDigest(app.db, limaToday(app.now()));
  });
}
