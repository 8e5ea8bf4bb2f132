/**
 * The durable job queue kept in the database (decision 008): retried with backoff, idempotent by key,
 * survives a restart (a claimed job whose worker died is claimed again after its lock expires).
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import { trabajo } from '../db/schema/index.ts';
import { serializeError } from '../lib/log-errors.ts';

export type JobPayload = Record<string, unknown>;
/** `intentos` counts this run (1 = first); on the run where it equals `maxIntentos` a failure is final. */
export type JobHandler = (payload: JobPayload, job: { id: number; intentos: number; maxIntentos: number }) => Promise<void>;

const LOCK_MS = 5 * 60_000;

export interface EnqueueOptions {
  /** Enqueueing the same key twice yields one job. */
  clave?: string;
  ejecutarEn?: Date;
  maxIntentos?: number;
}

/** Adds a job; call it inside the transaction that makes the job necessary, so both happen or neither. */
export async function enqueue(db: DbOrTx, tipo: string, payload: JobPayload, opts: EnqueueOptions = {}): Promise<void> {
  await db
    .insert(trabajo)
    .values({
      tipo,
      payload,
      clave: opts.clave ?? null,
      // Without a date the database's now(): due at once.
      ...(opts.ejecutarEn ? { ejecutar_en: opts.ejecutarEn } : {}),
      max_intentos: opts.maxIntentos ?? 5,
    })
    .onConflictDoNothing();
}

/** Adds many jobs of one kind in one statement (each with its own payload and key), due at once. */
export async function enqueueMany(db: DbOrTx, tipo: string, jobs: readonly { payload: JobPayload; clave?: string }[]): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .insert(trabajo)
    .values(jobs.map((j) => ({ tipo, payload: j.payload, clave: j.clave ?? null, max_intentos: 5 })))
    .onConflictDoNothing();
}

interface ClaimedJob {
  id: number;
  tipo: string;
  payload: JobPayload;
  intentos: number;
  max_intentos: number;
}

export function createQueue(deps: { db: Db; log: FastifyBaseLogger; now?: () => Date }) {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  function register(tipo: string, handler: JobHandler) {
    handlers.set(tipo, handler);
  }

  async function claim(): Promise<ClaimedJob | null> {
    const t = now();
    // The later of the business clock and the database's: jobs enqueued "now" by the database are due, and a
    // test clock moved forward makes retries due.
    const due = sql`greatest(${t}::timestamptz, now())`;
    const result = await db.execute(sql`
      update ${trabajo} set estado = 'en_proceso', intentos = intentos + 1,
        bloqueado_hasta = ${new Date(t.getTime() + LOCK_MS)}, actualizado_en = ${t}
      where id = (
        select id from ${trabajo}
        where (estado = 'pendiente' and ejecutar_en <= ${due}) or (estado = 'en_proceso' and bloqueado_hasta < ${due})
        order by ejecutar_en, id
        limit 1
        for update skip locked
      )
      returning id, tipo, payload, intentos, max_intentos`);
    const rows = (result as unknown as { rows: ClaimedJob[] }).rows;
    const row = rows[0];
    return row ? { ...row, id: Number(row.id) } : null;
  }

  async function finish(id: number, estado: 'hecho' | 'pendiente' | 'fallido', error?: string, retryAt?: Date) {
    await db.execute(sql`
      update ${trabajo} set estado = ${estado}, bloqueado_hasta = null, actualizado_en = ${now()},
        ultimo_error = ${error ?? null}, ejecutar_en = coalesce(${retryAt ?? null}, ejecutar_en)
      where id = ${id}`);
  }

  /** Runs one due job; false when none was due. */
  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const handler = handlers.get(job.tipo);
    try {
      if (!handler) throw new Error(`sin manejador para el trabajo ${job.tipo}`);
      await handler(job.payload, { id: job.id, intentos: job.intentos, maxIntentos: job.max_intentos });
      await finish(job.id, 'hecho');
    } catch (err) {
      // A failed query's message without its parameter values (lib/log-errors.ts): it is stored and logged.
      const message = serializeError(err).message;
      const last = job.intentos >= job.max_intentos;
      // Backoff: 10 s, 20 s, 40 s, … capped at 30 minutes.
      const delay = Math.min(10_000 * 2 ** (job.intentos - 1), 30 * 60_000);
      await finish(job.id, last ? 'fallido' : 'pendiente', message.slice(0, 1000), last ? undefined : new Date(now().getTime() + delay));
      log.warn({ job: job.id, tipo: job.tipo, intentos: job.intentos, err: message }, last ? 'trabajo fallido' : 'trabajo reintentará');
    }
    return true;
  }

  /** Runs due jobs until none is left (tests call it to deliver what a request enqueued). */
  async function drain(max = 500): Promise<number> {
    let done = 0;
    while (done < max && (await runOne())) done++;
    return done;
  }

  function start(intervalMs = 1000) {
    if (timer) return;
    const tick = async () => {
      if (running) return;
      // Batches of 50 until the queue is empty (a burst of 10,000 scoring jobs is not held to 50 a second);
      // between batches stop() can end the loop.
      running = (async () => {
        while ((await drain(50)) === 50 && timer) {
          /* next batch */
        }
      })().catch((err: unknown) => log.error({ err }, 'cola de trabajos'));
      await running;
      running = null;
    };
    timer = setInterval(() => void tick(), intervalMs);
    timer.unref();
  }

  async function stop() {
    if (timer) clearInterval(timer);
    timer = null;
    await running;
  }

  return { register, runOne, drain, start, stop };
}

export type Queue = ReturnType<typeof createQueue>;
