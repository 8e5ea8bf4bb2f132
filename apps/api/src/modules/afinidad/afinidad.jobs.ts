/**
 * The affinity job `postulacion.evaluar {id}` (docs/affinity.md, docs/decisions/017-affinity.md) and the "no silence"
 * jobs of finished offers (finalizada.ts). Registered by the app (afinidadPlugin), so both the in-process worker and
 * `npm run worker` (which builds the same app) run them.
 *
 * Scoring: one query loads the applications with their offers and CVs, the pure `calcularAfinidad` scores them,
 * one update stores afinidad_puesto, afinidad_detalle and estado_evaluacion 1 — for the job's own application and,
 * in the same transaction, up to 99 other due scoring jobs (evaluarLote). Cancelled and blocked applications are
 * skipped (blocked ones are enqueued again when they unlock). A failure is retried by the queue (10 s, 20 s,
 * 40 s…); after the last attempt the application reads estado_evaluacion 2 ("Se produjo un error").
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import type { JobHandler } from '../../jobs/queue.ts';
import * as repo from './afinidad.repository.ts';
import { calcularAfinidad } from './afinidad.score.ts';
import { registerFinalizadaJobs } from './finalizada.ts';

/** How many applications one run of the job scores at most: its own and other due ones (docs/affinity.md). */
export const LOTE_AFINIDAD = 100;

/**
 * Scores the job's application and, in the same transaction, up to `lote − 1` other due scoring jobs' (locked with
 * SKIP LOCKED, so two workers never take the same one). Reading, scoring and writing them together is what makes
 * 10,000 applications take seconds instead of minutes. Cancelled, blocked and vanished applications are skipped
 * (their jobs are done). If the job's own application cannot be scored the error is thrown and nothing is written
 * (the queue retries it); another job's application that cannot be scored is left with its job pending, which then
 * runs (and retries) on its own. Returns how many applications were scored.
 */
export async function evaluarLote(db: Db, id: number, now: Date, opts: { jobId?: number; lote?: number } = {}): Promise<number> {
  return db.transaction(async (tx) => {
    const otros = await repo.tomarPendientes(tx, (opts.lote ?? LOTE_AFINIDAD) - 1, opts.jobId ?? 0);
    const filas = new Map((await repo.cargar(tx, [id, ...otros.map((o) => o.id)])).map((f) => [f.id, f]));
    const calculados: { id: number; detalle: ReturnType<typeof calcularAfinidad> }[] = [];
    const fallidos = new Set<number>();
    for (const pid of new Set([id, ...otros.map((o) => o.id)])) {
      const fila = filas.get(pid);
      if (!fila || fila.cancelada || fila.estado_evaluacion === 3) continue;
      try {
        calculados.push({ id: pid, detalle: calcularAfinidad(fila.oferta, fila.cv) });
      } catch (err) {
        if (pid === id) throw err;
        fallidos.add(pid);
      }
    }
    const n = await repo.guardar(tx, calculados, now);
    await repo.completarTrabajos(
      tx,
      otros.filter((o) => !fallidos.has(o.id)).map((o) => o.jobId),
      now,
    );
    return n;
  });
}

/** The job's handler over a database and a clock (the app registers it; the benchmark drives it the same way). */
export function evaluarHandler(db: Db, now: () => Date, lote = LOTE_AFINIDAD): JobHandler {
  return async (payload, job) => {
    const id = Number(payload.id);
    if (!Number.isInteger(id) || id < 1) return;
    try {
      await evaluarLote(db, id, now(), { jobId: job.id, lote });
    } catch (err) {
      // The queue retries; on the last attempt the recruiter sees the error instead of "evaluating" forever.
      if (job.intentos >= job.maxIntentos) await repo.marcarError(db, id, now());
      throw err;
    }
  };
}

export function registerAfinidadJobs(app: FastifyInstance): void {
  app.queue.register(repo.EVALUAR_JOB, evaluarHandler(app.db, app.now));

  // Applications left at 0 without a job (from before this job existed): queued once at start, keyed by id.
  app.addHook('onReady', async () => {
    const n = await repo.backfill(app.db);
    if (n > 0) app.log.info({ postulaciones: n }, 'postulaciones encoladas para calcular su afinidad');
  });
}

/** The plugin app.ts registers: the scoring job and the finished-offer e-mails. */
export const afinidadPlugin = fp(async (app: FastifyInstance) => {
  registerAfinidadJobs(app);
  registerFinalizadaJobs(app);
});
