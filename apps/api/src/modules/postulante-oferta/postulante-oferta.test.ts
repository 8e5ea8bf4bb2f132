/**
 * Applying and cancelling, and Mis postulaciones, through the HTTP API: the company id is checked, the CV parts
 * required to apply are named, one application per applicant and offer even under 50 concurrent requests, no
 * applying again after cancelling, the first 15 of a free offer, and each status an applicant reads.
 */
import { ROLE } from '@practiperu/shared/constants';
import type { OfertaCard } from '@practiperu/shared/oferta';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, login, type TestContext } from '../../../test/helpers.ts';
import { oferta, postulacion } from '../../db/schema/index.ts';
import { CV_GATE_MESSAGE } from '../matching/cv-gate.ts';
import { career, completarParaPostular, empresa, ofertaAprobada, postulanteCon } from '../../../test/fixtures/matching.ts';
import type { MiPostulacion } from '@practiperu/shared/postulacion';

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
});
afterAll(async () => t?.close());
afterEach(() => {
  t.clock.now = START;
});

const post = <T = number>(url: string, token: string | undefined, payload: unknown) =>
  call<T>(t.app, { method: 'POST', url, token, payload: payload as Record<string, unknown> });
const apply = (token: string | undefined, id_oferta: unknown, id_reclutador: unknown = laEmpresa.organizacionId) =>
  post('/api/postulanteOferta/create', token, { id_oferta, id_reclutador });
const cancel = (token: string | undefined, id: unknown, id_oferta: unknown) =>
  post('/api/postulanteOferta/removeById', token, { id, id_oferta });
const mine = (token: string, page = 1) =>
  call<MiPostulacion>(t.app, { method: 'GET', url: `/api/postulanteOferta/postulantMyApplicants?page=${page}`, token });
const open = (patch = {}) => ofertaAprobada(t, laEmpresa.organizacionId, [industrial], patch);
const ready = () => postulanteCon(t, {}, { paraPostular: true });
const rows = (ofertaId: number) => t.db.select().from(postulacion).where(eq(postulacion.oferta_id, ofertaId)).orderBy(asc(postulacion.id));

describe('applying', () => {
  it('an applicant with a complete CV applies: 201, data[0] is the new application', async () => {
    const me = await ready();
    const id = await open();
    const res = await apply(me.token, id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ state: true, message: 'Postulaste a la oferta. Puedes seguir tu postulación en Mis postulaciones.' });
    const [row] = await rows(id);
    expect(res.body.data).toEqual([row!.id]);
    expect(row).toMatchObject({ postulante_id: me.postulanteId, estado: 0, revisado: 0, estado_evaluacion: 0, eliminado_en: null });
    expect(row!.creado_en.toISOString()).toBe(START.toISOString());
    // The offer now says so.
    const detail = await call(t.app, { method: 'GET', url: `/api/oferta/id/${id}`, token: me.token });
    expect(detail.body.data[0]).toMatchObject({ postulado: true, postulacion: { id: row!.id, estado_texto: 'Recibida' } });
  });

  it('the same offer twice: 409 Ya postulaste a esta oferta.', async () => {
    const me = await ready();
    const id = await open();
    expect((await apply(me.token, id)).status).toBe(201);
    const again = await apply(me.token, id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ state: false, message: 'Ya postulaste a esta oferta.' });
    expect(await rows(id)).toHaveLength(1);
  });

  it('50 concurrent identical requests leave exactly one application; the others are 409', async () => {
    const me = await ready();
    const id = await open();
    const answers = await Promise.all(Array.from({ length: 50 }, () => apply(me.token, id)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.message))).toEqual(new Set(['Ya postulaste a esta oferta.']));
    expect(await rows(id)).toHaveLength(1);
  });

  it('the company id is checked against the offer and never trusted', async () => {
    const me = await ready();
    const id = await open();
    const rival = await empresa(t, 'Minera del Sur');
    const res = await apply(me.token, id, rival.organizacionId);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'La empresa indicada no corresponde a esta oferta.',
      optional: { errors: { id_reclutador: 'La empresa indicada no corresponde a esta oferta.' } },
    });
    expect(await rows(id)).toHaveLength(0);
  });

  it('bad input is 400 with a message per field', async () => {
    const me = await ready();
    const empty = await post('/api/postulanteOferta/create', me.token, {});
    expect(empty.status).toBe(400);
    expect(empty.body.optional?.errors).toEqual({ id_oferta: 'Requerido', id_reclutador: 'Requerido' });
    const bad = await apply(me.token, 'abc', -3);
    expect(bad.body.optional?.errors).toEqual({ id_oferta: 'Oferta inválida', id_reclutador: 'Empresa inválida' });
    const list = await call(t.app, {
      method: 'POST',
      url: '/api/postulanteOferta/create',
      token: me.token,
      payload: '[1]',
      headers: { 'content-type': 'application/json' },
    });
    expect(list.status).toBe(400);
  });

  it('offers an applicant cannot see are 404: pending, rejected, hidden, removed, non-existing', async () => {
    const me = await ready();
    const ids = [
      await open({ estado: 0, fecha_publicacion: null }),
      await open({ estado: 2, mensaje_rechazado: 'No cumple la Ley 28518.' }),
      await open({ publicar: 0 }),
      await open({ eliminado_en: START }),
      888_888,
    ];
    for (const id of ids) {
      const res = await apply(me.token, id);
      expect(res.status, String(id)).toBe(404);
      expect(res.body.message).toBe('No se encontró la oferta.');
    }
  });

  it('a finished offer or one past its deadline (Lima) no longer takes applications: 409', async () => {
    const me = await ready();
    const finished = await open({ finaliza: START });
    const today = await open({ fin_convocatoria: '2027-03-10' });
    expect((await apply(me.token, finished)).body).toMatchObject({
      state: false,
      message: 'Esta convocatoria ya no recibe postulaciones.',
    });
    t.clock.now = new Date('2027-03-11T05:00:00Z'); // 00:00 of the 11th in Lima
    const late = await apply(me.token, today);
    expect(late.status).toBe(409);
    t.clock.now = new Date('2027-03-11T04:59:00Z'); // 23:59 of the 10th
    expect((await apply(me.token, today)).status).toBe(201);
  });

  it('an informational offer cannot be applied to here: 409 with its link', async () => {
    const me = await ready();
    const id = await ofertaAprobada(t, null, [], { oferta_publica: 1, enlace: 'https://practicas.gob.pe', idniveluniv: 0 });
    const res = await apply(me.token, id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'Esta es una convocatoria informativa: postula desde el enlace de la organización.',
      optional: { enlace: 'https://practicas.gob.pe' },
    });
    await t.db.update(oferta).set({ eliminado_en: START }).where(eq(oferta.id, id));
  });

  it('the CV parts required to apply are named, with the section to go to', async () => {
    const me = await postulanteCon(t);
    const id = await open();
    const res = await apply(me.token, id);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      state: false,
      message:
        'Para postular, agrega en tu CV tu resumen profesional, al menos un conocimiento, al menos un idioma y al menos una habilidad.',
      optional: {
        missing: ['resumen_profesional', 'conocimientos', 'idiomas', 'habilidades'],
        ruta: '/postulantes/curriculum/actualizar#resumen_profesional',
      },
    });
    await completarParaPostular(t, me.postulanteId);
    expect((await apply(me.token, id)).status).toBe(201);
  });

  it('an applicant whose required data is incomplete is sent to complete it: 403', async () => {
    const user = await createUser(t.db, { role: ROLE.POSTULANTE });
    const res = await apply(await login(t.app, user), await open());
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: CV_GATE_MESSAGE, optional: { cv_completo: false } });
  });

  it('no session: 401; a company (a recruiter cannot apply) or an administrator: 403', async () => {
    const id = await open();
    expect((await apply(undefined, id)).status).toBe(401);
    const reclutador = await apply(laEmpresa.token, id);
    expect(reclutador.status).toBe(403);
    expect(reclutador.body.message).toBe('No tienes permiso para realizar esta acción.');
    const admin = await login(t.app, await createUser(t.db, { role: ROLE.ADMIN }));
    expect((await apply(admin, id)).status).toBe(403);
    for (const url of ['/api/postulanteOferta/removeById', '/api/postulanteOferta/postulantMyApplicants']) {
      const method = url.endsWith('removeById') ? 'POST' : 'GET';
      expect((await call(t.app, { method, url })).status, url).toBe(401);
      expect((await call(t.app, { method, url, token: laEmpresa.token })).status, url).toBe(403);
    }
    expect(await rows(id)).toHaveLength(0);
  });
});

describe('cancelling', () => {
  it('cancels, says so, and applying again is refused', async () => {
    const me = await ready();
    const id = await open();
    const idPostulacion = (await apply(me.token, id)).body.data[0]!;
    const res = await cancel(me.token, idPostulacion, id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: true, message: 'Cancelaste tu postulación. Ya no podrás volver a postular a esta oferta.' });
    const [row] = await rows(id);
    expect(row!.eliminado_en?.toISOString()).toBe(START.toISOString());

    const again = await apply(me.token, id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cancelaste tu postulación a esta oferta: ya no puedes volver a postular.');
    const twice = await cancel(me.token, idPostulacion, id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Esta postulación ya fue cancelada.');
    expect(await rows(id)).toHaveLength(1);
  });

  it('only one’s own application, with its own offer: otherwise 404', async () => {
    const me = await ready();
    const other = await ready();
    const id = await open();
    const second = await open();
    const theirs = (await apply(other.token, id)).body.data[0]!;
    const res = await cancel(me.token, theirs, id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No se encontró la postulación.');
    const mineId = (await apply(me.token, id)).body.data[0]!;
    expect((await cancel(me.token, mineId, second)).status).toBe(404);
    expect((await cancel(me.token, mineId, 777_777)).status).toBe(404);
    expect((await cancel(me.token, 'x', id)).body.optional?.errors).toEqual({ id: 'Postulación inválida' });
    expect((await rows(id)).every((r) => r.eliminado_en === null)).toBe(true);
  });
});

describe('the first 15 applications of a free offer', () => {
  it('the 16th waits blocked (estado_evaluacion 3); a cancellation among the first 15 lets it in', async () => {
    const id = await open();
    const people: { token: string; idPostulacion: number }[] = [];
    for (let i = 0; i < 16; i++) {
      const p = await ready();
      t.clock.now = new Date(START.getTime() + i * 60_000);
      const res = await apply(p.token, id);
      expect(res.status).toBe(201);
      people.push({ ...p, idPostulacion: res.body.data[0]! });
    }
    const states = (await rows(id)).map((r) => r.estado_evaluacion);
    expect(states).toEqual([...Array(15).fill(0), 3]);

    await cancel(people[3]!.token, people[3]!.idPostulacion, id);
    const after = await rows(id);
    expect(after.find((r) => r.id === people[15]!.idPostulacion)?.estado_evaluacion).toBe(0);
    // The company's count ignores the cancelled one.
    const own = await call<OfertaCard>(t.app, { method: 'GET', url: `/api/oferta/id/${id}`, token: laEmpresa.token });
    expect(own.body.data[0]!.total_postulantes).toBe(15);
  });

  it('a featured offer with a validated payment takes every application unblocked', async () => {
    const id = await open({ tipo: 1, estado_pago: 1, destacado_desde: START });
    await t.db.update(oferta).set({ max_free_postulantes: 1 }).where(eq(oferta.id, id));
    for (let i = 0; i < 3; i++) expect((await apply((await ready()).token, id)).status).toBe(201);
    expect((await rows(id)).map((r) => r.estado_evaluacion)).toEqual([0, 0, 0]);
  });
});

describe('Mis postulaciones', () => {
  it('lists one’s applications, newest first, each with the offer card and its status', async () => {
    const me = await ready();
    const ids = { recibida: 0, visto: 0, proceso: 0, finalista: 0, descartada: 0, finalizada: 0, cancelada: 0 };
    let minute = 0;
    for (const key of Object.keys(ids) as (keyof typeof ids)[]) {
      ids[key] = await open({ titulo: `Oferta ${key}` });
      t.clock.now = new Date(START.getTime() + minute++ * 60_000);
      expect((await apply(me.token, ids[key])).status).toBe(201);
    }
    const set = (key: keyof typeof ids, values: Partial<typeof postulacion.$inferInsert>) =>
      t.db
        .update(postulacion)
        .set(values)
        .where(and(eq(postulacion.oferta_id, ids[key]), eq(postulacion.postulante_id, me.postulanteId)));
    await set('visto', { revisado: 1 });
    await set('proceso', { revisado: 1, estado: 2 });
    await set('finalista', { revisado: 1, estado: 3 });
    await set('descartada', { revisado: 1, estado: 1 });
    await t.db.update(oferta).set({ finaliza: START }).where(eq(oferta.id, ids.finalizada));
    const [c] = await t.db
      .select()
      .from(postulacion)
      .where(and(eq(postulacion.oferta_id, ids.cancelada), eq(postulacion.postulante_id, me.postulanteId)));
    await cancel(me.token, c!.id, ids.cancelada);
    // Another applicant's applications never show.
    await apply((await ready()).token, ids.recibida);

    const res = await mine(me.token);
    expect(res.status).toBe(200);
    expect(res.body.optional).toEqual({ current_page: 1, total_pages: 1, total: 7 });
    expect(res.body.data.map((p) => [p.titulo, p.postulacion.estado_texto])).toEqual([
      ['Oferta cancelada', 'Cancelada'],
      // The offer finished: the application keeps its status (closing the call decides on nobody).
      ['Oferta finalizada', 'Recibida'],
      ['Oferta descartada', 'No seleccionada'],
      ['Oferta finalista', 'Finalista'],
      ['Oferta proceso', 'En proceso'],
      ['Oferta visto', 'CV visto'],
      ['Oferta recibida', 'Recibida'],
    ]);
    const first = res.body.data.at(-1)!;
    expect(first).toMatchObject({ id: ids.recibida, nombre_org: 'Andina Logística', postulado: true, estado_texto: 'Vigente' });
    expect(first.postulacion).toMatchObject({ estado: 0, revisado: 0, eliminado_en: null, estado_clave: 'recibida' });
    expect(res.body.data[0]).toMatchObject({ postulado: false, postulacion: { estado_clave: 'cancelada' } });
    expect(res.body.data[1]).toMatchObject({ estado_texto: 'Finalizó' });
  });

  it('is paginated by the server (10 a page); past the end an empty page; an offer removed by its company is gone', async () => {
    const me = await ready();
    const ids = [];
    for (let i = 0; i < 12; i++) {
      const id = await open({ titulo: `Oferta ${i}` });
      ids.push(id);
      t.clock.now = new Date(START.getTime() + i * 60_000);
      await apply(me.token, id);
    }
    const page1 = await mine(me.token, 1);
    expect(page1.body.data).toHaveLength(10);
    expect(page1.body.optional).toEqual({ current_page: 1, total_pages: 2, total: 12 });
    expect((await mine(me.token, 2)).body.data.map((p) => p.titulo)).toEqual(['Oferta 1', 'Oferta 0']);
    expect((await mine(me.token, 5)).body).toMatchObject({ data: [], optional: { current_page: 5, total_pages: 2, total: 12 } });
    const bad = await call(t.app, { method: 'GET', url: '/api/postulanteOferta/postulantMyApplicants?page=0', token: me.token });
    expect(bad.status).toBe(400);

    await t.db.update(oferta).set({ eliminado_en: START }).where(eq(oferta.id, ids[11]!));
    expect((await mine(me.token, 1)).body.optional?.total).toBe(11);
  });

  it('a new applicant has none', async () => {
    const me = await ready();
    expect((await mine(me.token)).body).toEqual({
      state: true,
      data: [],
      message: '',
      optional: { current_page: 1, total_pages: 0, total: 0 },
    });
  });
});

describe('a company with applicants', () => {
  it('removing an offer with active applications finishes it instead; its applicants see it as Finalizó, their status unchanged', async () => {
    const me = await ready();
    const id = await open();
    await apply(me.token, id);
    const res = await call(t.app, { method: 'POST', url: `/api/oferta/removeMyOffer/${id}`, token: laEmpresa.token });
    expect(res.body.optional).toEqual({ eliminada: false });
    const list = await mine(me.token);
    expect(list.body.data.find((p) => p.id === id)).toMatchObject({
      estado_texto: 'Finalizó',
      postulacion: { estado_texto: 'Recibida' },
    });
  });
});
