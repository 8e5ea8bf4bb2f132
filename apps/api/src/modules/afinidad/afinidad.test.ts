/**
 * The affinity job and the finished-offer e-mails (docs/affinity.md) through the real app and database:
 * applying queues the scoring, the worker stores the score and its explanation, blocked and cancelled applications
 * are skipped, a failing evaluation is retried and ends as an error, the start-up backfill is idempotent; and
 * finishing an offer (by the company, by removing it, or past its deadline) leaves every application as it was and
 * mails nobody.
 */
import type { AfinidadDetalle } from '@practiperu/shared/afinidad';
import { ROLE } from '@practiperu/shared/constants';
import { addDays, limaToday } from '@practiperu/shared/dates';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { correo, oferta, postulacion, postulante, trabajo } from '../../db/schema/index.ts';
import { career, empresa, ofertaAprobada, postulanteCon } from '../../../test/fixtures/matching.ts';
import { scheduleFinalizarVencidas } from '../oferta/oferta.jobs.ts';
import { EVALUAR_JOB, backfill, evaluarKey } from './afinidad.repository.ts';

let t: TestContext;
const START = new Date('2027-03-10T15:00:00Z');
let laEmpresa: Awaited<ReturnType<typeof empresa>>;
let industrial: Awaited<ReturnType<typeof career>>;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000',
    RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
  });
  t.clock.now = START;
  laEmpresa = await empresa(t);
  industrial = await career(t, 'Ingeniería Industrial');
  // Whatever the app queued at start (the daily jobs of the real date) runs now, not in the middle of a story.
  await t.app.queue.drain();
});
afterAll(async () => t?.close());
afterEach(() => {
  t.clock.now = START;
});

/** Mejora Continua: VII–IX ciclo, Excel intermedio (indispensable), inglés avanzado (deseable), in Arequipa. */
const REQUISITOS = {
  ciclo: [2, 3, 4],
  conocimientos: [{ name: 'Excel', level: 'intermedio' as const, required: 'indispensable' as const }],
  idiomas: [{ name: 'Inglés', level: 'avanzado' as const, required: 'deseable' as const }],
};
const open = (patch = {}) => ofertaAprobada(t, laEmpresa.organizacionId, [industrial], { ...REQUISITOS, ...patch });
/** Lucía of the fixtures: Ingeniería Industrial, VIII ciclo, Cayma (Arequipa), Microsoft Excel avanzado, inglés intermedio. */
const lucia = () => postulanteCon(t, {}, { paraPostular: true });
const apply = (token: string, id_oferta: number) =>
  call<number>(t.app, {
    method: 'POST',
    url: '/api/postulanteOferta/create',
    token,
    payload: { id_oferta, id_reclutador: laEmpresa.organizacionId },
  });
const cancel = (token: string, id: number, id_oferta: number) =>
  call(t.app, { method: 'POST', url: '/api/postulanteOferta/removeById', token, payload: { id, id_oferta } });
const row = async (id: number) => (await t.db.select().from(postulacion).where(eq(postulacion.id, id)))[0]!;
const job = async (clave: string) => (await t.db.select().from(trabajo).where(eq(trabajo.clave, clave)))[0];

describe('scoring applications (postulacion.evaluar)', () => {
  it('applying queues the scoring in the same transaction; the worker stores 89 with its explanation', async () => {
    const me = await lucia();
    const ofertaId = await open();
    const res = await apply(me.token, ofertaId);
    expect(res.status).toBe(201);
    const id = res.body.data[0]!;
    expect(await job(evaluarKey(id))).toMatchObject({ tipo: EVALUAR_JOB, estado: 'pendiente', payload: { id } });
    expect(await row(id)).toMatchObject({ estado_evaluacion: 0, afinidad_puesto: null });

    await t.app.queue.drain();
    const scored = await row(id);
    expect(scored).toMatchObject({ estado_evaluacion: 1, afinidad_puesto: 89 });
    const detalle = scored.afinidad_detalle as unknown as AfinidadDetalle;
    expect(detalle.version).toBe(1);
    expect(detalle.puntaje).toBe(89);
    expect(detalle.criterios.map((c) => [c.clave, c.cumple])).toEqual([
      ['carrera', 'si'],
      ['nivel', 'si'],
      ['ciclo', 'si'],
      ['conocimiento:excel', 'si'],
      ['idioma:ingles', 'parcial'],
      ['region', 'si'],
      ['experiencia', 'no'],
      ['orden_merito', 'no'],
    ]);
    expect(detalle.criterios[3]!.detalle).toBe('Domina Excel en nivel Avanzado (pide Intermedio).');
    expect((await job(evaluarKey(id)))!.estado).toBe('hecho');
  });

  it('a blocked application (the 16th of a free offer) is not scored until a cancellation lets it in', async () => {
    // max_free_postulantes 1 stands for a free offer's 15 accessible applications: the second application waits blocked.
    const ofertaId = await open({ max_free_postulantes: 1 });
    const first = await lucia();
    const second = await lucia();
    const a = (await apply(first.token, ofertaId)).body.data[0]!;
    const b = (await apply(second.token, ofertaId)).body.data[0]!;
    await t.app.queue.drain();
    expect(await row(a)).toMatchObject({ estado_evaluacion: 1, afinidad_puesto: 89 });
    expect(await row(b)).toMatchObject({ estado_evaluacion: 3, afinidad_puesto: null });
    expect(await job(evaluarKey(b))).toBeUndefined();

    expect((await cancel(first.token, a, ofertaId)).status).toBe(200);
    // Moved up in the cancellation's transaction, with its job.
    expect(await row(b)).toMatchObject({ estado_evaluacion: 0 });
    expect((await job(evaluarKey(b)))!.estado).toBe('pendiente');
    await t.app.queue.drain();
    expect(await row(b)).toMatchObject({ estado_evaluacion: 1, afinidad_puesto: 89 });
  });

  it('an application cancelled before the worker ran is left alone', async () => {
    const me = await lucia();
    const ofertaId = await open();
    const id = (await apply(me.token, ofertaId)).body.data[0]!;
    expect((await cancel(me.token, id, ofertaId)).status).toBe(200);
    await t.app.queue.drain();
    expect(await row(id)).toMatchObject({ estado_evaluacion: 0, afinidad_puesto: null, afinidad_detalle: null });
    expect((await job(evaluarKey(id)))!.estado).toBe('hecho');
  });

  it('a failing evaluation is retried with backoff and, after the last attempt, reads as an error (2)', async () => {
    const me = await lucia();
    const ofertaId = await open();
    const id = (await apply(me.token, ofertaId)).body.data[0]!;
    // Data the scorer cannot read (a requirement list that is not a list) makes every attempt fail.
    await t.db.execute(sql`update oferta set conocimientos = '{"roto": true}'::jsonb where id = ${ofertaId}`);

    await t.app.queue.drain();
    expect(await job(evaluarKey(id))).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect((await row(id)).estado_evaluacion).toBe(0);
    for (let attempt = 2; attempt <= 5; attempt++) {
      t.clock.now = new Date(t.clock.now.getTime() + 60 * 60_000);
      await t.app.queue.drain();
      const j = (await job(evaluarKey(id)))!;
      expect(j.intentos).toBe(attempt);
      expect(j.estado).toBe(attempt < 5 ? 'pendiente' : 'fallido');
      expect((await row(id)).estado_evaluacion).toBe(attempt < 5 ? 0 : 2);
    }
    expect((await row(id)).afinidad_puesto).toBeNull();
  });

  it('one run scores a batch of due applications; one that cannot be scored does not hold the others back', async () => {
    const good = await open();
    const broken = await open({ titulo: 'Practicante de Calidad' });
    const people = [await lucia(), await lucia(), await lucia(), await lucia()];
    const ids: number[] = [];
    for (const p of people) ids.push((await apply(p.token, good)).body.data[0]!);
    const bad = (await apply(people[0]!.token, broken)).body.data[0]!;
    await t.db.execute(sql`update oferta set idiomas = '"roto"'::jsonb where id = ${broken}`);

    // The first job's run takes the other due ones with it.
    expect(await t.app.queue.runOne()).toBe(true);
    const done = await t.db
      .select()
      .from(trabajo)
      .where(and(sql`${trabajo.clave} in ${ids.map(evaluarKey)}`, eq(trabajo.estado, 'hecho')));
    expect(done).toHaveLength(4);
    for (const id of ids) expect(await row(id)).toMatchObject({ estado_evaluacion: 1, afinidad_puesto: 89 });
    // The unreadable one kept its own job, which fails on its own and is retried.
    expect(await job(evaluarKey(bad))).toMatchObject({ estado: 'pendiente', intentos: 0 });
    await t.app.queue.drain();
    expect(await job(evaluarKey(bad))).toMatchObject({ estado: 'pendiente', intentos: 1 });
    expect((await row(bad)).estado_evaluacion).toBe(0);
  });

  it('the start-up backfill queues applications left at 0 without a job, once, and re-arms failed ones', async () => {
    const ofertaId = await open();
    const people = [await lucia(), await lucia(), await lucia()];
    // Rows from before the affinity job: estado_evaluacion 0 and no job (one with a job that failed for lack of a handler).
    const ids: number[] = [];
    for (const p of people) {
      const [r] = await t.db
        .insert(postulacion)
        .values({ postulante_id: p.postulanteId, oferta_id: ofertaId, estado_evaluacion: 0, creado_en: START })
        .returning({ id: postulacion.id });
      ids.push(r!.id);
    }
    await t.db
      .insert(trabajo)
      .values({ tipo: EVALUAR_JOB, payload: { id: ids[2]! }, clave: evaluarKey(ids[2]!), estado: 'fallido', intentos: 5 });

    expect(await backfill(t.db)).toBe(3);
    expect(await backfill(t.db)).toBe(0);
    const jobs = await t.db
      .select({ n: count() })
      .from(trabajo)
      .where(and(eq(trabajo.tipo, EVALUAR_JOB), sql`${trabajo.clave} in ${ids.map(evaluarKey)}`));
    expect(jobs[0]!.n).toBe(3);
    await t.app.queue.drain();
    for (const id of ids) expect(await row(id)).toMatchObject({ estado_evaluacion: 1, afinidad_puesto: 89 });
    expect(await backfill(t.db)).toBe(0);
  });
});

describe('closing a call decides on nobody', () => {
  /** Applicants of an offer in every state, written as the recruiter's review would leave them. */
  async function postulantes(ofertaId: number) {
    const make = async (values: Partial<typeof postulacion.$inferInsert>) => {
      const user = await createUser(t.db, { role: ROLE.POSTULANTE, nombres: 'Diego Alonso' });
      const [p] = await t.db.select({ id: postulante.id }).from(postulante).where(eq(postulante.usuario_id, user.id));
      await t.db.insert(postulacion).values({ postulante_id: p!.id, oferta_id: ofertaId, creado_en: START, ...values });
      return user.email;
    };
    return {
      recibida: await make({}),
      enProceso: await make({ estado: 2, revisado: 1 }),
      bloqueada: await make({ estado_evaluacion: 3 }),
      finalista: await make({ estado: 3, revisado: 1 }),
      descartada: await make({ estado: 1, revisado: 1 }),
      cancelada: await make({ eliminado_en: START }),
    };
  }
  const mailsTo = async (to: string) => {
    const [r] = await t.db
      .select({ n: count() })
      .from(correo)
      .where(sql`lower(${correo.para}) = lower(${to})`);
    return r!.n;
  };
  const estados = async (ofertaId: number) =>
    (
      await t.db
        .select({ estado: postulacion.estado })
        .from(postulacion)
        .where(eq(postulacion.oferta_id, ofertaId))
        .orderBy(asc(postulacion.id))
    ).map((r) => r.estado);
  /** Nobody was mailed, every application kept its state, and no job about the applicants was queued. */
  async function nadieDecidido(ofertaId: number, who: Awaited<ReturnType<typeof postulantes>>, antes: number[]) {
    await t.app.queue.drain();
    for (const correoPostulante of Object.values(who)) expect(await mailsTo(correoPostulante)).toBe(0);
    expect(await estados(ofertaId)).toEqual(antes);
    const [jobs] = await t.db
      .select({ n: count() })
      .from(trabajo)
      .where(sql`${trabajo.clave} = ${'oferta.finalizada:' + ofertaId} or ${trabajo.clave} like 'no_seleccionada:%'`);
    expect(jobs!.n).toBe(0);
  }

  it('the company finishes the offer: nobody is mailed and every application keeps its state', async () => {
    const ofertaId = await open({ titulo: 'Practicante de Planeamiento' });
    const who = await postulantes(ofertaId);
    const antes = await estados(ofertaId);
    // The dialog says beforehand how many applications are in each state (cancelled ones are not the company's; the one
    // past the free offer's limit is counted apart, in no state the company could change).
    const resumen = await call<{ postulaciones: Record<string, number> }>(t.app, {
      method: 'GET',
      url: `/api/oferta/resumen/${ofertaId}`,
      token: laEmpresa.token,
    });
    expect(resumen.body.data[0]!.postulaciones).toEqual({
      total: 5,
      sin_decision: 1,
      en_proceso: 1,
      finalistas: 1,
      descartados: 1,
      ocultas: 1,
    });
    const res = await call(t.app, { method: 'PATCH', url: '/api/oferta/finish', token: laEmpresa.token, payload: { id_oferta: ofertaId } });
    expect(res.status).toBe(200);
    await nadieDecidido(ofertaId, who, antes);
  });

  it('the daily job finishing an offer past its deadline decides on nobody either', async () => {
    const ofertaId = await open({ fin_convocatoria: addDays(limaToday(START), 1) });
    const who = await postulantes(ofertaId);
    const antes = await estados(ofertaId);
    t.clock.now = new Date(START.getTime() + 3 * 86_400_000);
    await scheduleFinalizarVencidas(t.db, limaToday(t.clock.now));
    await t.app.queue.drain();
    const [o] = await t.db.select({ finaliza: oferta.finaliza }).from(oferta).where(eq(oferta.id, ofertaId));
    expect(o!.finaliza).not.toBeNull();
    await nadieDecidido(ofertaId, who, antes);
  });

  it('removing an offer with applicants finishes it instead, and decides on nobody', async () => {
    const ofertaId = await open();
    const who = await postulantes(ofertaId);
    const antes = await estados(ofertaId);
    const res = await call(t.app, { method: 'POST', url: `/api/oferta/removeMyOffer/${ofertaId}`, token: laEmpresa.token });
    expect(res.status).toBe(200);
    expect(res.body.optional).toMatchObject({ eliminada: false });
    await nadieDecidido(ofertaId, who, antes);
  });

  it('an applicant in process still reads «En proceso» on the finished offer', async () => {
    const me = await lucia();
    const ofertaId = await open();
    const id = (await apply(me.token, ofertaId)).body.data[0]!;
    await t.db.update(postulacion).set({ estado: 2, revisado: 1 }).where(eq(postulacion.id, id));
    await call(t.app, { method: 'PATCH', url: '/api/oferta/finish', token: laEmpresa.token, payload: { id_oferta: ofertaId } });
    const mine = await call<{ id: number; postulacion: { estado_texto: string } }>(t.app, {
      method: 'GET',
      url: `/api/oferta/id/${ofertaId}`,
      token: me.token,
    });
    expect(mine.body.data[0]!.postulacion.estado_texto).toBe('En proceso');
  });
});

describe('job rows', () => {
  it('scoring jobs are keyed evaluar:{id}, the same key the payment validation uses', async () => {
    const rows = await t.db
      .select({ clave: trabajo.clave, payload: trabajo.payload })
      .from(trabajo)
      .where(eq(trabajo.tipo, EVALUAR_JOB))
      .orderBy(asc(trabajo.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.clave === evaluarKey(Number(r.payload.id)))).toBe(true);
  });
});
