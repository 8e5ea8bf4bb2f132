/**
 * Saved offers: an applicant saves the offers they see, finds them in Guardadas newest first, removes them; saving
 * and removing twice change nothing; the limit holds; nobody else reads or changes another applicant's saves. A daily
 * run mails each applicant once, two days before the deadline, the saved offers they have not applied to, only when
 * they accept informational mail, with the unsubscribe link.
 */
import { addDays } from '@practiperu/shared/dates';
import { OFERTAS_GUARDADAS_MAX, type OfertaGuardadaVista } from '@practiperu/shared/guardadas';
import { ROLE } from '@practiperu/shared/constants';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, login, type TestContext } from '../../../test/helpers.ts';
import { empresa, ofertaAprobada, postulanteCon } from '../../../test/fixtures/matching.ts';
import { correo, oferta, ofertaGuardada, postulacion } from '../../db/schema/index.ts';
import { enqueue } from '../../jobs/queue.ts';
import { scheduleRecordatorio } from './oferta-guardada.jobs.ts';
import { RECORDAR_JOB, RECORDATORIO_JOB, recordatorioKey } from './oferta-guardada.service.ts';

let t: TestContext;
// Wednesday 10 March 2027, 10:00 in Lima.
const START = new Date('2027-03-10T15:00:00Z');
const TODAY = '2027-03-10';
let org: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
  t.clock.now = START;
  org = (await empresa(t)).organizacionId;
});
afterAll(async () => t?.close());
afterEach(() => {
  t.clock.now = START;
});

const save = (token: string | undefined, payload: unknown) =>
  call<{ id_oferta: number; guardada: boolean }>(t.app, {
    method: 'POST',
    url: '/api/ofertaGuardada/create',
    token,
    payload: payload as object,
  });
const unsave = (token: string | undefined, payload: unknown) =>
  call<{ id_oferta: number; guardada: boolean }>(t.app, {
    method: 'POST',
    url: '/api/ofertaGuardada/removeById',
    token,
    payload: payload as object,
  });
const myList = (token: string | undefined, page?: number) =>
  call<OfertaGuardadaVista>(t.app, { method: 'GET', url: `/api/ofertaGuardada/myList${page !== undefined ? `?page=${page}` : ''}`, token });
const myIds = (token: string | undefined) => call<number>(t.app, { method: 'GET', url: '/api/ofertaGuardada/myIds', token });

async function mailsTo(email: string) {
  return t.db
    .select()
    .from(correo)
    .where(sql`lower(${correo.para}) = lower(${email})`)
    .orderBy(asc(correo.id));
}

let runs = 0;
/** 10:00 Lima of a day, after that day's run (each call enqueues a run of its own, so a day can be run again). */
async function runDay(day: string) {
  t.clock.now = new Date(`${day}T15:00:00Z`);
  await scheduleRecordatorio(t.db, day);
  await enqueue(t.db, RECORDATORIO_JOB, { dia: day }, { clave: `${recordatorioKey(day)}:prueba-${++runs}` });
  await t.app.queue.drain();
}

describe('saving an offer (ofertaGuardada/create, removeById, myList, myIds)', () => {
  it('saves, lists newest first, and removes; doing either twice changes nothing', async () => {
    const me = await postulanteCon(t);
    const logistica = await ofertaAprobada(t, org, [], { titulo: 'Practicante de Logística' });
    const compras = await ofertaAprobada(t, org, [], { titulo: 'Practicante de Compras' });

    const first = await save(me.token, { id_oferta: logistica });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      state: true,
      message: 'Guardaste la oferta. La encuentras en Guardadas.',
      data: [{ id_oferta: logistica, guardada: true }],
      optional: { total: 1, max: OFERTAS_GUARDADAS_MAX },
    });
    t.clock.now = new Date(START.getTime() + 60_000);
    // As digits too, like every id of the API.
    expect((await save(me.token, { id_oferta: String(compras) })).body.optional).toMatchObject({ total: 2 });
    const again = await save(me.token, { id_oferta: logistica });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: 'Esta oferta ya está en Guardadas.', optional: { total: 2 } });

    const list = await myList(me.token);
    expect(list.status).toBe(200);
    expect(list.body.optional).toMatchObject({ current_page: 1, total_pages: 1, total: 2, autorizacion_marketing: 0 });
    expect(list.body.data.map((g) => g.oferta?.titulo)).toEqual(['Practicante de Compras', 'Practicante de Logística']);
    expect(list.body.data[1]).toMatchObject({
      id_oferta: logistica,
      guardada_en: START.toISOString(),
      recordatorio_enviado_en: null,
      disponible: true,
      oferta: { id: logistica, nombre_org: 'Andina Logística', vigente: true, estado_texto: 'Vigente', postulado: false },
    });
    expect((await myIds(me.token)).body.data).toEqual([compras, logistica]);

    const removed = await unsave(me.token, { id_oferta: logistica });
    expect(removed.body).toMatchObject({ message: 'Quitaste la oferta de Guardadas.', data: [{ id_oferta: logistica, guardada: false }] });
    const twice = await unsave(me.token, { id_oferta: logistica });
    expect(twice.status).toBe(200);
    expect(twice.body).toMatchObject({ message: 'Esta oferta no estaba en Guardadas.', optional: { total: 1 } });
    expect((await myIds(me.token)).body.data).toEqual([compras]);
  });

  it('myIds also names the offers applied to, standing and cancelled, for the public search and offer page', async () => {
    const me = await postulanteCon(t);
    const other = await postulanteCon(t);
    const guardada = await ofertaAprobada(t, org, [], { titulo: 'Practicante Guardada' });
    const aplicada = await ofertaAprobada(t, org, [], { titulo: 'Practicante Aplicada' });
    const cancelada = await ofertaAprobada(t, org, [], { titulo: 'Practicante Cancelada' });
    const ajena = await ofertaAprobada(t, org, [], { titulo: 'Practicante Ajena' });
    await save(me.token, { id_oferta: guardada });
    await t.db.insert(postulacion).values([
      { postulante_id: me.postulanteId, oferta_id: aplicada },
      { postulante_id: me.postulanteId, oferta_id: cancelada, eliminado_en: START },
      { postulante_id: other.postulanteId, oferta_id: ajena },
    ]);
    const res = await myIds(me.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: true, data: [guardada], optional: { postuladas: [aplicada], canceladas: [cancelada] } });
    // Another applicant's applications are theirs alone.
    expect((await myIds(other.token)).body).toMatchObject({ data: [], optional: { postuladas: [ajena], canceladas: [] } });
  });

  it("shows an applied or cancelled application's status on the card; never of an offer it no longer shows", async () => {
    const me = await postulanteCon(t);
    const aplicada = await ofertaAprobada(t, org, [], { titulo: 'Practicante Postulada' });
    const cancelada = await ofertaAprobada(t, org, [], { titulo: 'Practicante Cancelada' });
    const libre = await ofertaAprobada(t, org, [], { titulo: 'Practicante Libre' });
    const oculta = await ofertaAprobada(t, org, [], { titulo: 'Practicante Oculta Secreta' });
    for (const id of [aplicada, cancelada, libre, oculta]) expect((await save(me.token, { id_oferta: id })).status).toBe(200);
    await t.db.insert(postulacion).values([
      { postulante_id: me.postulanteId, oferta_id: aplicada },
      { postulante_id: me.postulanteId, oferta_id: cancelada, eliminado_en: START },
      { postulante_id: me.postulanteId, oferta_id: oculta, eliminado_en: START },
    ]);
    await t.db.update(oferta).set({ publicar: 0 }).where(eq(oferta.id, oculta));

    const byId = new Map((await myList(me.token)).body.data.map((g) => [g.id_oferta, g]));
    expect(byId.get(aplicada)).toMatchObject({
      oferta: { postulado: true },
      postulacion: { estado_clave: 'recibida', eliminado_en: null },
    });
    expect(byId.get(cancelada)).toMatchObject({
      oferta: { postulado: false },
      postulacion: { estado_clave: 'cancelada', eliminado_en: START.toISOString() },
    });
    expect(byId.get(libre)).toMatchObject({ postulacion: null });
    // A cancelled application does not make a hidden offer visible again.
    expect(byId.get(oculta)).toMatchObject({ disponible: false, oferta: null, postulacion: null });
  });

  it('keeps a finished offer as Finalizó and a withdrawn, hidden or unapproved one without any of its data; all can be removed', async () => {
    const me = await postulanteCon(t);
    const cierra = await ofertaAprobada(t, org, [], { titulo: 'Practicante que Cierra' });
    const retirada = await ofertaAprobada(t, org, [], { titulo: 'Practicante Retirada Secreta' });
    const oculta = await ofertaAprobada(t, org, [], { titulo: 'Practicante Oculta Secreta' });
    const rechazada = await ofertaAprobada(t, org, [], { titulo: 'Practicante Rechazada Secreta' });
    for (const id of [cierra, retirada, oculta, rechazada]) expect((await save(me.token, { id_oferta: id })).status).toBe(200);
    await t.db.update(oferta).set({ finaliza: START }).where(eq(oferta.id, cierra));
    await t.db.update(oferta).set({ eliminado_en: START }).where(eq(oferta.id, retirada));
    await t.db.update(oferta).set({ publicar: 0 }).where(eq(oferta.id, oculta));
    await t.db.update(oferta).set({ estado: 2, mensaje_rechazado: 'Datos falsos' }).where(eq(oferta.id, rechazada));

    const list = await myList(me.token);
    const byId = new Map(list.body.data.map((g) => [g.id_oferta, g]));
    expect(byId.get(cierra)).toMatchObject({ disponible: true, oferta: { vigente: false, estado_texto: 'Finalizó' } });
    expect(byId.get(retirada)).toMatchObject({ disponible: false, oferta: null });
    expect(byId.get(oculta)).toMatchObject({ disponible: false, oferta: null });
    expect(byId.get(rechazada)).toMatchObject({ disponible: false, oferta: null });
    expect(JSON.stringify(list.body)).not.toMatch(/Secreta|Datos falsos/);

    expect((await unsave(me.token, { id_oferta: retirada })).body.message).toBe('Quitaste la oferta de Guardadas.');
    expect((await myList(me.token)).body.optional).toMatchObject({ total: 3 });
  });

  it('refuses offers applicants do not see (404) and closed ones (409), in Spanish', async () => {
    const me = await postulanteCon(t);
    const pendiente = await ofertaAprobada(t, org, [], { titulo: 'Practicante Pendiente', estado: 0 });
    const rechazada = await ofertaAprobada(t, org, [], { titulo: 'Practicante Rechazada', estado: 2, mensaje_rechazado: 'Faltan datos' });
    const vencida = await ofertaAprobada(t, org, [], { titulo: 'Practicante Vencida', fin_convocatoria: addDays(TODAY, -1) });
    for (const id of [pendiente, rechazada, 999_999]) {
      const res = await save(me.token, { id_oferta: id });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ state: false, message: 'La oferta no existe o ya no está disponible.' });
    }
    const closed = await save(me.token, { id_oferta: vencida });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('Esta convocatoria ya no recibe postulaciones: no se puede guardar.');
    expect((await myList(me.token)).body.data).toEqual([]);
  });

  it('answers bad ids with the field error, never a 500', async () => {
    const me = await postulanteCon(t);
    for (const payload of [{}, { id_oferta: 'abc' }, { id_oferta: -3 }, { id_oferta: 1.5 }, { id_oferta: 2 ** 40 }]) {
      for (const send of [save, unsave]) {
        const res = await send(me.token, payload);
        expect(res.status, JSON.stringify(payload)).toBe(400);
        expect(res.body.state).toBe(false);
        expect(res.body.optional?.errors).toHaveProperty('id_oferta');
        expect(['Requerido', 'Oferta inválida']).toContain(res.body.message);
      }
    }
    const page = await myList(me.token, 0);
    expect(page.status).toBe(400);
  });

  it(`stops at ${OFERTAS_GUARDADAS_MAX} saved offers with a clear message`, async () => {
    const me = await postulanteCon(t);
    const rows: number[] = [];
    for (let i = 0; i < OFERTAS_GUARDADAS_MAX; i++) rows.push(await ofertaAprobada(t, org, [], { titulo: `Practicante ${i}` }));
    const extra = await ofertaAprobada(t, org, [], { titulo: 'Practicante Número 201' });
    await t.db.insert(ofertaGuardada).values(rows.map((id) => ({ postulante_id: me.postulanteId, oferta_id: id, creado_en: START })));
    const res = await save(me.token, { id_oferta: extra });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Puedes guardar hasta ${OFERTAS_GUARDADAS_MAX} ofertas. Quita alguna de Guardadas para guardar otra.`);
    // One already saved is still fine, and after removing one there is room again.
    expect((await save(me.token, { id_oferta: rows[0] })).status).toBe(200);
    await unsave(me.token, { id_oferta: rows[0] });
    expect((await save(me.token, { id_oferta: extra })).status).toBe(200);
  });

  it('no session 401; a company or an administrator 403', async () => {
    const id = await ofertaAprobada(t, org, []);
    expect((await save(undefined, { id_oferta: id })).status).toBe(401);
    expect((await myList(undefined)).status).toBe(401);
    expect((await myIds(undefined)).status).toBe(401);
    expect((await unsave(undefined, { id_oferta: id })).status).toBe(401);
    const laEmpresa = await empresa(t, 'Otra Empresa');
    const adminToken = await login(t.app, await createUser(t.db, { role: ROLE.ADMIN }));
    for (const token of [laEmpresa.token, adminToken]) {
      expect((await save(token, { id_oferta: id })).status).toBe(403);
      expect((await unsave(token, { id_oferta: id })).status).toBe(403);
      expect((await myList(token)).status).toBe(403);
      expect((await myIds(token)).status).toBe(403);
    }
    expect(await t.db.select().from(ofertaGuardada).where(eq(ofertaGuardada.oferta_id, id))).toEqual([]);
  });

  it("one applicant never sees nor removes another's saves", async () => {
    const ana = await postulanteCon(t);
    const beto = await postulanteCon(t);
    const id = await ofertaAprobada(t, org, [], { titulo: 'Practicante de Ana' });
    await save(ana.token, { id_oferta: id });
    expect((await myList(beto.token)).body).toMatchObject({ data: [], optional: { total: 0 } });
    expect((await myIds(beto.token)).body.data).toEqual([]);
    // Beto "removing" it only touches his own list: Ana keeps hers.
    expect((await unsave(beto.token, { id_oferta: id })).body.message).toBe('Esta oferta no estaba en Guardadas.');
    expect((await myIds(ana.token)).body.data).toEqual([id]);
  });
});

describe('the reminder two days before the deadline', () => {
  it('mails once, listing every due saved offer not applied to, with the unsubscribe link', async () => {
    const me = await postulanteCon(t, {}, { marketing: 1 });
    const enDos = addDays(TODAY, 2);
    const almacen = await ofertaAprobada(t, org, [], { titulo: 'Practicante de Almacén', fin_convocatoria: enDos });
    const ventas = await ofertaAprobada(t, org, [], { titulo: 'Practicante de Ventas', fin_convocatoria: enDos });
    const lejana = await ofertaAprobada(t, org, [], { titulo: 'Practicante Lejana', fin_convocatoria: addDays(TODAY, 9) });
    const postulada = await ofertaAprobada(t, org, [], { titulo: 'Practicante Postulada', fin_convocatoria: enDos });
    const finalizada = await ofertaAprobada(t, org, [], { titulo: 'Practicante Finalizada', fin_convocatoria: enDos });
    for (const id of [almacen, ventas, lejana, postulada, finalizada]) await save(me.token, { id_oferta: id });
    await t.db.insert(postulacion).values({ postulante_id: me.postulanteId, oferta_id: postulada });
    await t.db.update(oferta).set({ finaliza: START }).where(eq(oferta.id, finalizada));

    await runDay(TODAY);
    const [mail, ...more] = await mailsTo(me.email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      asunto: '2 ofertas guardadas cierran pronto: aún puedes postular',
      categoria: 'marketing',
      estado: 'enviado',
    });
    expect(mail!.texto).toContain('Hola, Lucía:');
    expect(mail!.texto).toContain(
      `• Practicante de Almacén — Andina Logística · cierra en 2 días, el 12 de marzo de 2027: http://practiperu.test/postulantes/nuevas-ofertas/${almacen}`,
    );
    expect(mail!.texto).toContain('Practicante de Ventas');
    expect(mail!.texto).not.toMatch(/Lejana|Postulada|Finalizada/);
    expect(mail!.enlaces).toContain('http://practiperu.test/postulantes/guardadas');
    expect(mail!.enlaces.some((l) => /^http:\/\/practiperu\.test\/postulantes\/suscripciones\/[A-Za-z0-9_-]{32,}$/.test(l))).toBe(true);
    expect(mail!.html).toContain('Darte de baja');
    // Each title is a link to its offer, in the HTML and among the mail's links.
    const url = `http://practiperu.test/postulantes/nuevas-ofertas/${almacen}`;
    expect(mail!.html).toMatch(new RegExp(`<a href="${url}"[^>]*>Practicante de Almacén</a>`));
    expect(mail!.enlaces).toContain(url);
    expect(mail!.texto).toContain('Te escribimos porque guardaste estas ofertas');
    const list = await myList(me.token);
    const reminded = list.body.data.filter((g) => g.recordatorio_enviado_en !== null).map((g) => g.id_oferta);
    expect(reminded.sort()).toEqual([almacen, ventas].sort());

    // The same day again, a repeated reminder job, and the next day (one day left): nothing twice.
    await runDay(TODAY);
    await enqueue(t.db, RECORDAR_JOB, { usuarioId: me.id, dia: TODAY }, { clave: 'repetido' });
    await t.app.queue.drain();
    await runDay(addDays(TODAY, 1));
    expect(await mailsTo(me.email)).toHaveLength(1);
  });

  it('two runs at the same time send one mail', async () => {
    const me = await postulanteCon(t, {}, { marketing: 1 });
    const id = await ofertaAprobada(t, org, [], { titulo: 'Practicante Concurrente', fin_convocatoria: addDays(TODAY, 2) });
    await save(me.token, { id_oferta: id });
    const outcomes = await Promise.all([
      t.app.services.ofertaGuardada.remind(me.id, TODAY),
      t.app.services.ofertaGuardada.remind(me.id, TODAY),
    ]);
    expect(outcomes.sort()).toEqual(['enviado', 'nada']);
    expect(await mailsTo(me.email)).toHaveLength(1);
  });

  it('makes up a missed run the next day, while a day is left', async () => {
    const me = await postulanteCon(t, {}, { marketing: 1 });
    const id = await ofertaAprobada(t, org, [], { titulo: 'Practicante de Mañana', fin_convocatoria: addDays(TODAY, 1) });
    const hoy = await ofertaAprobada(t, org, [], { titulo: 'Practicante de Hoy', fin_convocatoria: TODAY });
    await save(me.token, { id_oferta: id });
    await save(me.token, { id_oferta: hoy });
    await runDay(TODAY);
    const [mail] = await mailsTo(me.email);
    expect(mail!.asunto).toBe('Tu oferta guardada cierra pronto: aún puedes postular');
    expect(mail!.texto).toContain('Practicante de Mañana — Andina Logística · cierra mañana, el 11 de marzo de 2027');
    expect(mail!.texto).not.toContain('Practicante de Hoy');
    // One offer: the words agree with it.
    expect(mail!.texto).toContain('Te escribimos porque guardaste esta oferta en PractiPerú.');
    expect(mail!.texto).not.toMatch(/estas ofertas/);
    expect(mail!.html).toMatch(/<a href="[^"]+"[^>]*>Practicante de Mañana<\/a>/);
  });

  it('sends nothing to an applicant who does not accept informational mail, nor after unsubscribing', async () => {
    const quiet = await postulanteCon(t, {}, { marketing: 0 });
    const id = await ofertaAprobada(t, org, [], { titulo: 'Practicante Silenciosa', fin_convocatoria: addDays(TODAY, 2) });
    await save(quiet.token, { id_oferta: id });
    expect((await myList(quiet.token)).body.optional).toMatchObject({ autorizacion_marketing: 0 });
    await runDay(TODAY);
    expect(await mailsTo(quiet.email)).toHaveLength(0);
    // Not marked: if they accept informational mail before the deadline, the next run still reminds them.
    expect((await myList(quiet.token)).body.data[0]).toMatchObject({ recordatorio_enviado_en: null });

    const me = await postulanteCon(t, {}, { marketing: 1 });
    const first = await ofertaAprobada(t, org, [], { titulo: 'Practicante Primera', fin_convocatoria: addDays(TODAY, 2) });
    await save(me.token, { id_oferta: first });
    await runDay(TODAY);
    const [mail] = await mailsTo(me.email);
    const token = mail!.enlaces
      .find((l) => l.includes('/suscripciones/'))!
      .split('/')
      .at(-1)!;
    expect(
      (await call(t.app, { method: 'POST', url: '/api/usuario/unsubscribeMarketing', payload: { token, reason: 'Muchos correos' } }))
        .status,
    ).toBe(200);
    const second = await ofertaAprobada(t, org, [], { titulo: 'Practicante Segunda', fin_convocatoria: addDays(TODAY, 3) });
    await save(me.token, { id_oferta: second });
    await runDay(addDays(TODAY, 1));
    expect(await mailsTo(me.email)).toHaveLength(1);
  });

  it('the development hook runs a chosen day (outside production, from this machine)', async () => {
    const me = await postulanteCon(t, {}, { marketing: 1 });
    const id = await ofertaAprobada(t, org, [], { titulo: 'Practicante del Gancho', fin_convocatoria: addDays(TODAY, 6) });
    await save(me.token, { id_oferta: id });
    const res = await call<{ dia: string; postulantes: number }>(t.app, {
      method: 'POST',
      url: '/api/dev/recordatoriosGuardadas',
      payload: { dia: addDays(TODAY, 4) },
    });
    expect(res.body).toMatchObject({ state: true, data: [{ dia: addDays(TODAY, 4), postulantes: 1 }] });
    await t.app.queue.drain();
    const [mail] = await mailsTo(me.email);
    expect(mail!.texto).toContain('Practicante del Gancho');
    const bad = await call(t.app, { method: 'POST', url: '/api/dev/recordatoriosGuardadas', payload: { dia: '2027-02-30' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('El día debe tener la forma AAAA-MM-DD.');
  });
});
