/**
 * The new-applicant notice jobs (docs/team.md, "Told of new applicants"): `avisosPostulantes.inmediato` mails one seat
 * what its 5-minute window gathered; `avisosPostulantes.diario` runs once per Lima day at 08:00 (keyed by the day),
 * queues one `avisosPostulantes.resumen` per seat with something still to tell (keyed by seat and day) and the next
 * day's run. The app enqueues today's at start, which restarts the chain after a stop of any length.
 */
import { addDays, limaToday } from '@practiperu/shared/dates';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import {
  AVISO_DIARIO_JOB,
  AVISO_INMEDIATO_JOB,
  AVISO_RESUMEN_JOB,
  diarioDueAt,
  diarioKey,
  type AvisosNuevosService,
} from './avisos-nuevos.service.ts';

export async function scheduleDiario(db: DbOrTx, day: string): Promise<void> {
  await enqueue(db, AVISO_DIARIO_JOB, { dia: day }, { clave: diarioKey(day), ejecutarEn: diarioDueAt(day) });
}

export function registerAvisosNuevosJobs(app: FastifyInstance, service: AvisosNuevosService): void {
  app.queue.register(AVISO_INMEDIATO_JOB, async (payload) => {
    await service.avisar(Number(payload.usuarioId), 'inmediato');
  });
  app.queue.register(AVISO_DIARIO_JOB, async (payload) => {
    const day = typeof payload.dia === 'string' ? payload.dia : limaToday(app.now());
    const n = await service.enqueueDue(day);
    if (n > 0) app.log.info({ dia: day, asientos: n }, 'resúmenes de nuevos postulantes encolados');
    await scheduleDiario(app.db, addDays(limaToday(app.now()), 1));
  });
  app.queue.register(AVISO_RESUMEN_JOB, async (payload) => {
    await service.avisar(Number(payload.usuarioId), 'diario');
  });
  app.addHook('onReady', async () => {
    await scheduleDiario(app.db, limaToday(app.now()));
  });
}
