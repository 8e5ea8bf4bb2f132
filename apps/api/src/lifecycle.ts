/**
 * How a process ends (docs/deployment.md). On SIGTERM or SIGINT it stops taking work and finishes what it started:
 * `/api/health/ready` answers 503 at once, the process keeps serving for SHUTDOWN_DELAY_MS (so a load balancer that
 * polls readiness moves the traffic first), then it stops listening, finishes the requests in flight (idle keep-alive
 * connections are closed; a request that arrives on a busy one is still served), lets the job worker finish its
 * batch and closes the database. If that takes longer than SHUTDOWN_TIMEOUT_MS it exits anyway, with code 1.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the process is shutting down (`/api/health/ready` answers 503). */
    lifecycle: { closing: boolean };
  }
}

export interface ShutdownOptions {
  delayMs: number;
  timeoutMs: number;
  /** Waits `ms` (a timer; tests pass their own). */
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Drains and closes; answers whether everything finished in time ('drained') or the bound was reached. */
export async function shutDown(app: FastifyInstance, database: Database, opts: ShutdownOptions): Promise<'drained' | 'timed-out'> {
  const wait = opts.wait ?? sleep;
  app.lifecycle.closing = true;
  if (opts.delayMs > 0) await wait(opts.delayMs);
  const closed = (async () => {
    await app.close();
    await database.close();
    return 'drained' as const;
  })();
  const outcome = await Promise.race([closed, wait(opts.timeoutMs).then(() => 'timed-out' as const)]);
  app.log.info({ outcome }, outcome === 'drained' ? 'cerrado: solicitudes y trabajos terminados' : 'cerrado por tiempo');
  return outcome;
}
