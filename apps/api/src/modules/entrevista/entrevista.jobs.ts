/**
 * The day-before reminder of interviews: `entrevistas.recordatorio` runs once per Lima day at 08:00 (keyed by the
 * day, so enqueueing it again is harmless), reminds both sides of the next day's confirmed interviews and enqueues
 * the next day's run; the app enqueues today's at start, which restarts the chain after a stop (like the saved-offer
 * reminder).
 */
import { addDays, limaToday } from '@practiperu/shared/dates';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import {
  RECORDATORIO_ENTREVISTAS_JOB,
  recordatorioEntrevistasDueAt,
  recordatorioEntrevistasKey,
  type EntrevistaService,
} from './entrevista.service.ts';

export async function scheduleRecordatorioEntrevistas(db: DbOrTx, dia: string): Promise<void> {
  await enqueue(
    db,
    RECORDATORIO_ENTREVISTAS_JOB,
    { dia },
    { clave: recordatorioEntrevistasKey(dia), ejecutarEn: recordatorioEntrevistasDueAt(dia) },
  );
}

export function registerEntrevistaJobs(app: FastifyInstance, service: EntrevistaService): void {
  app.queue.register(RECORDATORIO_ENTREVISTAS_JOB, async (payload) => {
    const dia = typeof payload.dia === 'string' ? payload.dia : limaToday(app.now());
    const n = await service.recordar(dia);
    if (n > 0) app.log.info({ dia, entrevistas: n }, 'recordatorios de entrevistas enviados');
    await scheduleRecordatorioEntrevistas(app.db, addDays(limaToday(app.now()), 1));
  });
  app.addHook('onReady', async () => {
    await scheduleRecordatorioEntrevistas(app.db, limaToday(app.now()));
  });
}
