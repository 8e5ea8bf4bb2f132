/**
 * The saved-offer reminder jobs: `guardadas.recordatorio` runs once per Lima day at 08:00 (keyed by the day, so
 * enqueueing it again is harmless), enqueues one `guardadas.recordar` per applicant with a reminder due (keyed by
 * applicant and day) and the next day's run. The app enqueues today's at start, which restarts the chain after a stop.
 */
import { addDays, limaToday } from '@practiperu/shared/dates';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import {
  RECORDAR_JOB,
  RECORDATORIO_JOB,
  recordatorioDueAt,
  recordatorioKey,
  type OfertaGuardadaService,
} from './oferta-guardada.service.ts';

export async function scheduleRecordatorio(db: DbOrTx, day: string): Promise<void> {
  await enqueue(db, RECORDATORIO_JOB, { dia: day }, { clave: recordatorioKey(day), ejecutarEn: recordatorioDueAt(day) });
}

export function registerOfertaGuardadaJobs(app: FastifyInstance, service: OfertaGuardadaService): void {
  app.queue.register(RECORDATORIO_JOB, async (payload) => {
    const day = typeof payload.dia === 'string' ? payload.dia : limaToday(app.now());
    const n = await service.enqueueDue(day);
    if (n > 0) app.log.info({ dia: day, postulantes: n }, 'recordatorios de ofertas guardadas encolados');
    await scheduleRecordatorio(app.db, addDays(limaToday(app.now()), 1));
  });
  app.queue.register(RECORDAR_JOB, async (payload) => {
    const day = typeof payload.dia === 'string' ? payload.dia : limaToday(app.now());
    await service.remind(Number(payload.usuarioId), day);
  });
  app.addHook('onReady', async () => {
    await scheduleRecordatorio(app.db, limaToday(app.now()));
  });
}
