import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { trabajo } from '../db/schema/index.ts';
import { enqueue } from './queue.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function jobByKey(clave: string) {
  const [row] = await t.db.select().from(trabajo).where(eq(trabajo.clave, clave));
  return row;
}

describe('the durable job queue', () => {
  it('runs a due job once and marks it done', async () => {
    const seen: unknown[] = [];
    t.app.queue.register('prueba.ok', async (payload) => {
      seen.push(payload.n);
    });
    await enqueue(t.db, 'prueba.ok', { n: 1 }, { clave: 'ok-1' });
    await t.app.queue.drain();
    await t.app.queue.drain();
    expect(seen).toEqual([1]);
    expect((await jobByKey('ok-1'))?.estado).toBe('hecho');
  });

  it('enqueueing the same key twice yields one job', async () => {
    await enqueue(t.db, 'prueba.ok', { n: 2 }, { clave: 'dup' });
    await enqueue(t.db, 'prueba.ok', { n: 3 }, { clave: 'dup' });
    const [{ count } = { count: 0 }] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(trabajo)
      .where(eq(trabajo.clave, 'dup'));
    expect(count).toBe(1);
  });

  it('a failing job is retried later with backoff and succeeds on a later attempt', async () => {
    // The queue claims what is due by the later of its clock and the database's: put the clock an hour ahead so
    // the backoff is measured on it alone, however long this machine takes.
    t.clock.now = new Date(Date.now() + 3_600_000);
    let calls = 0;
    t.app.queue.register('prueba.flaky', async () => {
      calls++;
      if (calls < 3) throw new Error(`fallo ${calls}`);
    });
    await enqueue(t.db, 'prueba.flaky', {}, { clave: 'flaky' });
    await t.app.queue.drain();
    let job = await jobByKey('flaky');
    expect(job).toMatchObject({ estado: 'pendiente', intentos: 1, ultimo_error: 'fallo 1' });
    // Not due yet: nothing runs until the backoff has passed.
    await t.app.queue.drain();
    expect(calls).toBe(1);
    t.clock.now = new Date(t.clock.now.getTime() + 11_000);
    await t.app.queue.drain();
    expect(calls).toBe(2);
    t.clock.now = new Date(t.clock.now.getTime() + 21_000);
    await t.app.queue.drain();
    job = await jobByKey('flaky');
    expect(calls).toBe(3);
    expect(job?.estado).toBe('hecho');
  });

  it('gives up after max_intentos and keeps the last error', async () => {
    t.clock.now = new Date(Date.now() + 3_600_000);
    t.app.queue.register('prueba.roto', async () => {
      throw new Error('siempre falla');
    });
    await enqueue(t.db, 'prueba.roto', {}, { clave: 'roto', maxIntentos: 2 });
    await t.app.queue.drain();
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await t.app.queue.drain();
    expect(await jobByKey('roto')).toMatchObject({ estado: 'fallido', intentos: 2, ultimo_error: 'siempre falla' });
  });

  it('a job whose worker died (lock expired) is claimed again: work survives a restart', async () => {
    let runs = 0;
    t.app.queue.register('prueba.huerfano', async () => {
      runs++;
    });
    await enqueue(t.db, 'prueba.huerfano', {}, { clave: 'huerfano' });
    // Simulate a worker that claimed it and died.
    await t.db
      .update(trabajo)
      .set({ estado: 'en_proceso', intentos: 1, bloqueado_hasta: new Date(t.clock.now.getTime() + 5 * 60_000) })
      .where(eq(trabajo.clave, 'huerfano'));
    await t.app.queue.drain();
    expect(runs).toBe(0);
    t.clock.now = new Date(t.clock.now.getTime() + 6 * 60_000);
    await t.app.queue.drain();
    expect(runs).toBe(1);
    expect((await jobByKey('huerfano'))?.estado).toBe('hecho');
  });

  it('two workers draining at once never run the same job twice', async () => {
    const runs: number[] = [];
    t.app.queue.register('prueba.par', async (payload) => {
      runs.push(Number(payload.n));
    });
    for (let n = 0; n < 20; n++) await enqueue(t.db, 'prueba.par', { n }, { clave: `par-${n}` });
    await Promise.all([t.app.queue.drain(), t.app.queue.drain()]);
    expect(runs.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('a job type nobody handles fails with a clear error instead of vanishing', async () => {
    await enqueue(t.db, 'prueba.desconocido', {}, { clave: 'desconocido', maxIntentos: 1 });
    await t.app.queue.drain();
    expect(await jobByKey('desconocido')).toMatchObject({
      estado: 'fallido',
      ultimo_error: 'sin manejador para el trabajo prueba.desconocido',
    });
  });
});
