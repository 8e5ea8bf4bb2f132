/**
 * Job alerts: an applicant subscribes to a daily or weekly digest of new matching offers; the daily job mails each
 * due digest once per period, only to applicants who accept marketing mail, with the unsubscribe link; the link
 * stops it.
 */
import { ROLE } from '@practiperu/shared/constants';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, login, type TestContext } from '../../../test/helpers.ts';
import { correo, postulacion, suscripcionAlerta, trabajo } from '../../db/schema/index.ts';
import { enqueue } from '../../jobs/queue.ts';
import { CV_GATE_MESSAGE } from '../matching/cv-gate.ts';
import { career, empresa, ofertaAprobada, postulanteCon } from '../../../test/fixtures/matching.ts';
import { scheduleDigest } from './suscripcion.jobs.ts';
import type { SuscripcionVista } from '@practiperu/shared/postulacion';
import { DIGEST_JOB, ENVIAR_JOB, digestKey } from './suscripcion.service.ts';

let t: TestContext;
// Wednesday 10 March 2027, 10:00 in Lima.
const START = new Date('2027-03-10T15:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
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

const subscribe = (token: string | undefined, payload?: Record<string, unknown>) =>
  call<SuscripcionVista>(t.app, { method: 'POST', url: '/api/suscripcion/createPostulant', token, ...(payload ? { payload } : {}) });
const mySubscription = (token: string) => call<SuscripcionVista>(t.app, { method: 'GET', url: '/api/suscripcion/mySubscription', token });

async function mailsTo(email: string) {
  return t.db
    .select()
    .from(correo)
    .where(sql`lower(${correo.para}) = lower(${email})`)
    .orderBy(asc(correo.id));
}

let runs = 0;
/**
 * 10:00 Lima of a day, after the day's run. The scheduled run of a day happens once per database; each story
 * enqueues a run of its own too, so stories that revisit a day still get one.
 */
async function runDay(day: string) {
  t.clock.now = new Date(`${day}T15:00:00Z`);
  await scheduleDigest(t.db, day);
  await enqueue(t.db, DIGEST_JOB, { dia: day }, { clave: `${digestKey(day)}:prueba-${++runs}` });
  await t.app.queue.drain();
}

describe('subscribing (suscripcion/createPostulant)', () => {
  it('subscribes weekly by default, daily when chosen, and says so', async () => {
    const me = await postulanteCon(t, {}, { marketing: 1 });
    const weekly = await subscribe(me.token);
    expect(weekly.status).toBe(200);
    expect(weekly.body).toMatchObject({
      state: true,
      message: 'Listo: te enviaremos un resumen semanal de las ofertas nuevas que coincidan con tu formación.',
      data: [{ frecuencia: 'semanal', activa: 1, ultimo_envio: null, creado_en: START.toISOString() }],
      optional: { autorizacion_marketing: 1 },
    });
    const daily = await subscribe(me.token, { frecuencia: 'diaria' });
    expect(daily.body.data[0]).toMatchObject({ frecuencia: 'diaria', activa: 1 });
    expect(daily.body.message).toContain('resumen diario');
    expect((await mySubscription(me.token)).body).toMatchObject({ data: [{ frecuencia: 'diaria', activa: 1 }] });
    const rows = await t.db.select().from(suscripcionAlerta).where(eq(suscripcionAlerta.usuario_id, me.id));
    expect(rows).toHaveLength(1);
  });

  it('stops and starts again', async () => {
    const me = await postulanteCon(t, {}, { marketing: 1 });
    expect((await mySubscription(me.token)).body).toMatchObject({ data: [], optional: { autorizacion_marketing: 1 } });
    await subscribe(me.token, { frecuencia: 'semanal' });
    const stop = await call(t.app, { method: 'DELETE', url: '/api/suscripcion/mySubscription', token: me.token });
    expect(stop.body).toMatchObject({ state: true, message: 'Listo, ya no recibirás alertas de empleo.' });
    expect((await mySubscription(me.token)).body.data[0]).toMatchObject({ activa: 0 });
    const again = await call(t.app, { method: 'DELETE', url: '/api/suscripcion/mySubscription', token: me.token });
    expect(again.body.message).toBe('No tienes alertas de empleo activas.');
    expect((await subscribe(me.token, { frecuencia: 'semanal' })).body.data[0]).toMatchObject({ activa: 1 });
  });

  it('warns an applicant who does not accept marketing mail that nothing will arrive until they do', async () => {
    const me = await postulanteCon(t, {}, { marketing: 0 });
    const res = await subscribe(me.token, { frecuencia: 'diaria' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message:
        'Guardamos tu alerta, pero no te llegará mientras no aceptes recibir correos informativos de PractiPerú. Actívalo en Mi cuenta.',
      optional: { autorizacion_marketing: 0 },
    });
  });

  it('bad input 400; no session 401; a company 403; an incomplete CV 403', async () => {
    const me = await postulanteCon(t, {}, { marketing: 1 });
    const bad = await subscribe(me.token, { frecuencia: 'mensual' });
    expect(bad.status).toBe(400);
    expect(bad.body.optional?.errors).toEqual({ frecuencia: "Elige la frecuencia: 'semanal' o 'diaria'." });
    expect((await subscribe(undefined, { frecuencia: 'diaria' })).status).toBe(401);
    const laEmpresa = await empresa(t, 'Otra');
    expect((await subscribe(laEmpresa.token, { frecuencia: 'diaria' })).status).toBe(403);
    expect((await mySubscription(laEmpresa.token)).status).toBe(403);
    const incomplete = await login(t.app, await createUser(t.db, { role: ROLE.POSTULANTE }));
    const gate = await subscribe(incomplete, { frecuencia: 'diaria' });
    expect(gate.status).toBe(403);
    expect(gate.body.message).toBe(CV_GATE_MESSAGE);
  });
});

describe('the digest job', () => {
  it('mails the new matching offers once a day, with the unsubscribe link; nothing new, no mail', async () => {
    const quim = await career(t, 'Ingeniería Química');
    const me = await postulanteCon(t, { claves: 'Ingeniería Química' }, { marketing: 1 });
    await subscribe(me.token, { frecuencia: 'diaria' });
    const at = (h: number) => new Date(START.getTime() + h * HOUR);
    await ofertaAprobada(t, org, [quim], { titulo: 'Practicante de Procesos Químicos', fecha_publicacion: at(-2) });
    await ofertaAprobada(t, org, [quim], {
      titulo: 'Practicante de Laboratorio',
      fecha_publicacion: at(-3),
      tipo: 1,
      estado_pago: 1,
      destacado_desde: at(-3),
    });
    // Too old for a first daily digest, another career, and one already applied to: not listed.
    await ofertaAprobada(t, org, [quim], { titulo: 'Practicante Antigua', fecha_publicacion: at(-72) });
    await ofertaAprobada(t, org, [await career(t, 'Medicina Humana')], { titulo: 'Practicante de Medicina', fecha_publicacion: at(-1) });
    const applied = await ofertaAprobada(t, org, [quim], { titulo: 'Practicante Postulada', fecha_publicacion: at(-1) });
    await t.db.insert(postulacion).values({ postulante_id: me.postulanteId, oferta_id: applied });

    await runDay('2027-03-10');
    const [mail, ...more] = await mailsTo(me.email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ asunto: '2 ofertas nuevas para ti en PractiPerú', categoria: 'marketing', estado: 'enviado' });
    expect(mail!.texto).toContain('Hola, Lucía:');
    expect(mail!.texto.indexOf('Practicante de Laboratorio (destacada)')).toBeLessThan(
      mail!.texto.indexOf('Practicante de Procesos Químicos'),
    );
    expect(mail!.texto).toContain('Andina Logística · Cayma, Arequipa · postula hasta el 15 de marzo de 2027');
    expect(mail!.texto).not.toMatch(/Antigua|Medicina|Postulada/);
    expect(mail!.texto).toContain('Recibes este resumen diario');
    const unsubscribe = mail!.enlaces.find((l) => l.includes('/postulantes/suscripciones/'));
    expect(unsubscribe).toMatch(/^http:\/\/practiperu\.test\/postulantes\/suscripciones\/[A-Za-z0-9_-]{32,}$/);
    expect(mail!.html).toContain('Darte de baja');
    expect(mail!.enlaces).toContain('http://practiperu.test/postulantes/nuevas-ofertas');

    // The same day again, or a repeated send job: nothing twice in a period.
    await scheduleDigest(t.db, '2027-03-10');
    await enqueue(t.db, ENVIAR_JOB, { usuarioId: me.id }, { clave: 'repetido' });
    await t.app.queue.drain();
    expect(await mailsTo(me.email)).toHaveLength(1);

    // The next day nothing new: no mail. The day after, only what was published since the last digest.
    await runDay('2027-03-11');
    expect(await mailsTo(me.email)).toHaveLength(1);
    await ofertaAprobada(t, org, [quim], {
      titulo: 'Practicante de Control de Calidad',
      fecha_publicacion: new Date('2027-03-11T20:00:00Z'),
    });
    await runDay('2027-03-12');
    const mails = await mailsTo(me.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.asunto).toBe('1 oferta nueva para ti en PractiPerú');
    expect(mails[1]!.texto).toContain('Practicante de Control de Calidad');
    expect(mails[1]!.texto).not.toContain('Practicante de Laboratorio');

    // The unsubscribe link of the mail stops the digests.
    const token = unsubscribe!.split('/').at(-1)!;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/usuario/unsubscribeMarketing',
      payload: { token, reason: 'Ya conseguí prácticas' },
    });
    expect(res.status).toBe(200);
    await ofertaAprobada(t, org, [quim], { titulo: 'Practicante de Plantas', fecha_publicacion: new Date('2027-03-12T20:00:00Z') });
    await runDay('2027-03-13');
    expect(await mailsTo(me.email)).toHaveLength(2);
  });

  it('weekly digests come seven Lima days apart', async () => {
    const geo = await career(t, 'Geografía');
    const me = await postulanteCon(t, { claves: 'geografia' }, { marketing: 1 });
    await subscribe(me.token, { frecuencia: 'semanal' });
    await ofertaAprobada(t, org, [geo], { titulo: 'Practicante de Cartografía', fecha_publicacion: new Date(START.getTime() - 2 * DAY) });
    await runDay('2027-03-10');
    expect(await mailsTo(me.email)).toHaveLength(1);
    await ofertaAprobada(t, org, [geo], {
      titulo: 'Practicante de SIG',
      fecha_publicacion: new Date('2027-03-11T18:00:00Z'),
      fin_convocatoria: '2027-03-25',
    });
    for (const day of ['2027-03-11', '2027-03-14', '2027-03-16']) {
      await runDay(day);
      expect(await mailsTo(me.email), day).toHaveLength(1);
    }
    await runDay('2027-03-17');
    const mails = await mailsTo(me.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.texto).toContain('Practicante de SIG');
    expect(mails[1]!.texto).toContain('Recibes este resumen semanal');
  });

  it('never to applicants who do not accept marketing mail, nor to stopped subscriptions', async () => {
    const hist = await career(t, 'Historia');
    const noMarketing = await postulanteCon(t, { claves: 'historia' }, { marketing: 0 });
    const stopped = await postulanteCon(t, { claves: 'historia' }, { marketing: 1 });
    await subscribe(noMarketing.token, { frecuencia: 'diaria' });
    await subscribe(stopped.token, { frecuencia: 'diaria' });
    await call(t.app, { method: 'DELETE', url: '/api/suscripcion/mySubscription', token: stopped.token });
    await ofertaAprobada(t, org, [hist], {
      titulo: 'Practicante de Archivo Histórico',
      fecha_publicacion: new Date(START.getTime() - HOUR),
    });
    await runDay('2027-03-10');
    expect(await mailsTo(noMarketing.email)).toHaveLength(0);
    expect(await mailsTo(stopped.email)).toHaveLength(0);
  });

  it('each day’s run happens once and schedules the next day’s at 07:00 Lima', async () => {
    const [today] = await t.db
      .select()
      .from(trabajo)
      .where(eq(trabajo.clave, digestKey('2027-03-13')));
    expect(today).toMatchObject({ tipo: 'suscripcion.digest', estado: 'hecho' });
    const [next] = await t.db
      .select()
      .from(trabajo)
      .where(and(eq(trabajo.tipo, 'suscripcion.digest'), eq(trabajo.estado, 'pendiente')));
    expect(next).toMatchObject({ clave: digestKey('2027-03-18') });
    expect(next!.ejecutar_en.toISOString()).toBe('2027-03-18T12:00:00.000Z');
  });
});
