/**
 * New-applicant notices: each seat of a company chooses how it hears of new applications (at once, a daily digest at
 * 08:00 Lima, or not at all), for the offers it follows or for all the company's offers. Its author follows an offer
 * from its publication. «At once» gathers a burst into one mail; the digest arrives in the Lima morning; a mail counts
 * the applicants, names the best matches by affinity and links to the list, and never names one the free offer hides.
 * A removed seat is told nothing more. Only a company's seats choose, each its own, for its company's offers.
 */
import type { PreferenciasAviso, OfertaSeguible } from '@practiperu/shared/avisos-postulantes';
import { limaToday } from '@practiperu/shared/dates';
import { misOfertasPaths } from '@practiperu/shared/paths';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { asiento, career, empresa, ofertaAprobada, postulanteCon } from '../../../test/fixtures/matching.ts';
import { ofertaBody } from '../../../test/security/world.ts';
import { avisoPendiente, correo, miembroOrganizacion, ofertaSeguimiento, postulacion, postulante, usuario } from '../../db/schema/index.ts';
import { enqueue } from '../../jobs/queue.ts';
import { AVISO_DIARIO_JOB, diarioKey } from './avisos-nuevos.service.ts';

let t: TestContext;
// Wednesday 14 April 2027, 10:01 in Lima (a 5-minute window ends at 10:05).
const START = new Date('2027-04-14T15:01:00Z');
const at = (hhmmLima: string, day = '2027-04-14') => new Date(`${day}T${hhmmLima}:00-05:00`);
let industrial: Awaited<ReturnType<typeof career>>;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000',
    RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
  });
  t.clock.now = START;
  industrial = await career(t, 'Ingeniería Industrial');
  // The start's run of today's digest: nothing to tell yet; it schedules tomorrow's at 08:00.
  await t.app.queue.drain();
});
afterAll(async () => t?.close());
afterEach(() => {
  t.clock.now = START;
});

const api = <T>(method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  call<T>(t.app, { method, url: `/api/avisosPostulantes${url}`, token, ...(payload === undefined ? {} : { payload: payload as object }) });

let personas = 0;
/** An applicant with a complete CV of Ingeniería Industrial, with a name of its own, who applies to an offer. */
async function aplica(ofertaId: number, organizacionId: number, nombres: string, apellidos: string) {
  const p = await postulanteCon(t, {}, { paraPostular: true });
  await t.db
    .update(usuario)
    .set({ nombres, apellidos, correo: `persona${++personas}@correo.pe` })
    .where(eq(usuario.id, p.id));
  const res = await call<number>(t.app, {
    method: 'POST',
    url: '/api/postulanteOferta/create',
    token: p.token,
    payload: { id_oferta: ofertaId, id_reclutador: organizacionId },
  });
  expect(res.status).toBe(201);
  return p;
}

async function mailsA(email: string) {
  await t.app.queue.drain();
  return t.db
    .select({ asunto: correo.asunto, texto: correo.texto, html: correo.html, enlaces: correo.enlaces })
    .from(correo)
    .where(sql`lower(${correo.para}) = lower(${email})`)
    .orderBy(asc(correo.id));
}

let corridas = 0;
/** The digest run of a Lima day, now (each call a run of its own, as the development call does). */
async function digest(day: string) {
  await enqueue(t.db, AVISO_DIARIO_JOB, { dia: day }, { clave: `${diarioKey(day)}:prueba-${++corridas}` });
  await t.app.queue.drain();
}

describe("a seat's choices (avisosPostulantes/preferencias, ofertas/{id})", () => {
  it('starts with a daily digest of the offers it follows; changes it; follows an offer at once and unfollows it', async () => {
    const e = await empresa(t, 'Textiles del Norte');
    const oferta = await ofertaAprobada(t, e.organizacionId, [industrial], { titulo: 'Practicante de Producción' });
    const first = await api<PreferenciasAviso>('GET', '/preferencias', e.token);
    expect(first.status).toBe(200);
    expect(first.body.data[0]).toEqual({
      frecuencia: 'diario',
      alcance: 'seguidas',
      ofertas: [{ id_oferta: oferta, titulo: 'Practicante de Producción', sigue: false, frecuencia: null, recibe: 'ninguno' }],
    });

    const saved = await api<PreferenciasAviso>('PUT', '/preferencias', e.token, { frecuencia: 'ninguno', alcance: 'todas' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Guardamos tus avisos de nuevos postulantes.');
    expect(saved.body.data[0]).toMatchObject({
      frecuencia: 'ninguno',
      alcance: 'todas',
      ofertas: [{ id_oferta: oferta, recibe: 'ninguno' }],
    });

    const follow = await api<OfertaSeguible>('PUT', `/ofertas/${oferta}`, e.token, { frecuencia: 'inmediato' });
    expect(follow.status).toBe(200);
    expect(follow.body.data[0]).toEqual({
      id_oferta: oferta,
      titulo: 'Practicante de Producción',
      sigue: true,
      frecuencia: 'inmediato',
      recibe: 'inmediato',
    });
    const general = await api<OfertaSeguible>('PUT', `/ofertas/${oferta}`, e.token, {});
    expect(general.body.data[0]).toMatchObject({ sigue: true, frecuencia: null, recibe: 'ninguno' });

    const unfollow = await api<OfertaSeguible>('DELETE', `/ofertas/${oferta}`, e.token);
    expect(unfollow.status).toBe(200);
    expect(unfollow.body.data[0]).toMatchObject({ sigue: false, frecuencia: null });
    expect(await t.db.select().from(ofertaSeguimiento).where(eq(ofertaSeguimiento.oferta_id, oferta))).toEqual([]);
    // Unfollowing twice changes nothing.
    expect((await api('DELETE', `/ofertas/${oferta}`, e.token)).status).toBe(200);
  });

  it('the author of an offer follows it from its publication; a colleague does not', async () => {
    const e = await empresa(t, 'Agroexportadora del Valle');
    const colega = await asiento(t, e.organizacionId);
    const created = await call<{ id_oferta: number }>(t.app, {
      method: 'POST',
      url: '/api/oferta/create',
      token: colega.token,
      payload: ofertaBody(industrial.id, limaToday(t.clock.now), { titulo: 'Practicante de Calidad Agrícola' }),
    });
    expect(created.status).toBe(201);
    const id = created.body.data[0]!.id_oferta;
    const suya = await api<PreferenciasAviso>('GET', '/preferencias', colega.token);
    expect(suya.body.data[0]!.ofertas).toEqual([
      { id_oferta: id, titulo: 'Practicante de Calidad Agrícola', sigue: true, frecuencia: null, recibe: 'diario' },
    ]);
    const delTitular = await api<PreferenciasAviso>('GET', '/preferencias', e.token);
    expect(delTitular.body.data[0]!.ofertas[0]).toMatchObject({ id_oferta: id, sigue: false, recibe: 'ninguno' });
  });

  it('bad input gets a Spanish message at its field', async () => {
    const e = await empresa(t, 'Ferretería Central');
    const oferta = await ofertaAprobada(t, e.organizacionId, [industrial]);
    const bad = await api('PUT', '/preferencias', e.token, { frecuencia: 'semanal' });
    expect(bad.status).toBe(400);
    expect(bad.body.optional?.errors).toEqual({
      frecuencia: 'Elige cómo quieres recibir los avisos.',
      alcance: 'Elige de qué ofertas quieres recibir avisos.',
    });
    const badFollow = await api('PUT', `/ofertas/${oferta}`, e.token, { frecuencia: 7 });
    expect(badFollow.status).toBe(400);
    expect(badFollow.body.optional?.errors).toEqual({ frecuencia: 'Elige cómo quieres recibir los avisos.' });
    const badId = await api('PUT', '/ofertas/abc', e.token, { frecuencia: 'diario' });
    expect(badId.status).toBe(400);
    expect(badId.body.optional?.errors).toHaveProperty('id');
  });

  it('no session is 401, an applicant 403, and another company’s offer 404 without following it', async () => {
    const e = await empresa(t, 'Pesquera Austral');
    const rival = await empresa(t, 'Pesquera Boreal');
    const suya = await ofertaAprobada(t, rival.organizacionId, [industrial], { titulo: 'Practicante de Planta' });
    expect((await api('GET', '/preferencias')).status).toBe(401);
    expect((await api('PUT', '/preferencias', undefined, { frecuencia: 'diario', alcance: 'todas' })).status).toBe(401);
    const postulante = await postulanteCon(t);
    expect((await api('GET', '/preferencias', postulante.token)).status).toBe(403);
    expect((await api('PUT', `/ofertas/${suya}`, postulante.token, { frecuencia: 'diario' })).status).toBe(403);
    const ajena = await api('PUT', `/ofertas/${suya}`, e.token, { frecuencia: 'inmediato' });
    expect(ajena.status).toBe(404);
    expect((await api('DELETE', `/ofertas/${suya}`, e.token)).status).toBe(404);
    expect(await t.db.select().from(ofertaSeguimiento).where(eq(ofertaSeguimiento.oferta_id, suya))).toEqual([]);
    const lista = await api<PreferenciasAviso>('GET', '/preferencias', e.token);
    expect(lista.body.data[0]!.ofertas).toEqual([]);
  });
});

describe('the mails', () => {
  it('at once: a burst of applications is one mail at the end of its 5-minute window, with the count, the best matches and the link', async () => {
    const e = await empresa(t, 'Logística Inca');
    const colega = await asiento(t, e.organizacionId);
    // A paid featured offer: its list, and so its mail, shows the affinity.
    const oferta = await ofertaAprobada(t, e.organizacionId, [industrial], {
      titulo: 'Practicante de Almacén',
      tipo: 1,
      destacado_desde: t.clock.now,
      estado_pago: 1,
    });
    await api('PUT', `/ofertas/${oferta}`, colega.token, { frecuencia: 'inmediato' });

    t.clock.now = at('10:01');
    await aplica(oferta, e.organizacionId, 'Ana', 'Quispe');
    t.clock.now = at('10:03');
    await aplica(oferta, e.organizacionId, 'Bruno', 'Mamani');
    t.clock.now = at('10:04');
    await aplica(oferta, e.organizacionId, 'Carla', 'Flores');
    // Scored, but the window is still open: nothing yet.
    expect(await mailsA(colega.email)).toEqual([]);

    t.clock.now = at('10:05');
    const mails = await mailsA(colega.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.asunto).toBe('3 nuevas postulaciones en «Practicante de Almacén»');
    expect(mails[0]!.texto).toContain('Recibiste 3 nuevas postulaciones hace unos minutos en tu oferta:');
    expect(mails[0]!.texto).toMatch(/mejor afinidad: (Ana Quispe|Bruno Mamani|Carla Flores) \(\d+ %\)/);
    expect(mails[0]!.enlaces).toContain(`${t.app.config.PUBLIC_URL}${misOfertasPaths(oferta).postulantes}`);
    // The footer names the page as the page titles itself.
    expect(mails[0]!.texto).toContain('Cámbialos en Mi cuenta › Avisos de nuevos postulantes:');
    // The holder follows nothing here (the offer was not published through the form): it is told nothing.
    expect(await mailsA(e.email)).toEqual([]);

    // The next application opens a new window: a second mail, for it alone.
    t.clock.now = at('10:07');
    await aplica(oferta, e.organizacionId, 'Darío', 'Rojas');
    t.clock.now = at('10:10');
    const after = await mailsA(colega.email);
    expect(after.map((m) => m.asunto)).toEqual([
      '3 nuevas postulaciones en «Practicante de Almacén»',
      '1 nueva postulación en «Practicante de Almacén»',
    ]);
    expect(await t.db.select().from(avisoPendiente).where(eq(avisoPendiente.usuario_id, colega.id))).toEqual([]);
  });

  it('names as best match no applicant the team already decided (No seleccionada) before the mail left', async () => {
    const e = await empresa(t, 'Almacenes del Sur');
    const colega = await asiento(t, e.organizacionId);
    const oferta = await ofertaAprobada(t, e.organizacionId, [industrial], {
      titulo: 'Practicante de Inventarios',
      tipo: 1,
      destacado_desde: t.clock.now,
      estado_pago: 1,
    });
    await api('PUT', `/ofertas/${oferta}`, colega.token, { frecuencia: 'inmediato' });
    t.clock.now = at('10:01');
    const valeria = await aplica(oferta, e.organizacionId, 'Valeria', 'Pruebas');
    t.clock.now = at('10:02');
    await aplica(oferta, e.organizacionId, 'Diego', 'Salas');
    const idDe = async (usuarioId: number) =>
      (
        await t.db
          .select({ id: postulacion.id })
          .from(postulacion)
          .innerJoin(postulante, eq(postulante.id, postulacion.postulante_id))
          .where(and(eq(postulante.usuario_id, usuarioId), eq(postulacion.oferta_id, oferta)))
      )[0]!.id;
    const deValeria = await idDe(valeria.id);
    await t.app.queue.drain();
    // Both match alike (Valeria first, as she applied first); the team decides on her within the window.
    const decision = await call(t.app, {
      method: 'PATCH',
      url: `/api/postulanteOferta/updateEstado/${deValeria}`,
      token: e.token,
      payload: { data: { estado: 1, avisar: false } },
    });
    expect(decision.status).toBe(200);

    t.clock.now = at('10:05');
    const [mail] = await mailsA(colega.email);
    expect(mail!.asunto).toBe('2 nuevas postulaciones en «Practicante de Inventarios»');
    expect(mail!.texto).toMatch(/mejor afinidad: Diego Salas \(\d+ %\):/);
    expect(mail!.texto).not.toContain('Valeria');
  });

  it('each seat as it chose: every offer of the company, none, or none for one offer', async () => {
    const e = await empresa(t, 'Constructora Andes');
    const todas = await asiento(t, e.organizacionId);
    const nada = await asiento(t, e.organizacionId);
    const casi = await asiento(t, e.organizacionId);
    const obra = await ofertaAprobada(t, e.organizacionId, [industrial], { titulo: 'Practicante de Obra' });
    const costos = await ofertaAprobada(t, e.organizacionId, [industrial], { titulo: 'Practicante de Costos' });
    await api('PUT', '/preferencias', todas.token, { frecuencia: 'inmediato', alcance: 'todas' });
    await api('PUT', '/preferencias', nada.token, { frecuencia: 'ninguno', alcance: 'todas' });
    await api('PUT', '/preferencias', casi.token, { frecuencia: 'inmediato', alcance: 'todas' });
    await api('PUT', `/ofertas/${costos}`, casi.token, { frecuencia: 'ninguno' });

    await aplica(obra, e.organizacionId, 'Elena', 'Huanca');
    await aplica(costos, e.organizacionId, 'Fabio', 'Ccori');
    t.clock.now = at('10:05');
    const deTodas = await mailsA(todas.email);
    expect(deTodas.map((m) => m.asunto)).toEqual(['2 nuevas postulaciones en 2 ofertas de Constructora Andes']);
    expect(deTodas[0]!.enlaces).toEqual(
      expect.arrayContaining([
        `${t.app.config.PUBLIC_URL}${misOfertasPaths(obra).postulantes}`,
        `${t.app.config.PUBLIC_URL}${misOfertasPaths(costos).postulantes}`,
      ]),
    );
    expect(await mailsA(nada.email)).toEqual([]);
    expect((await mailsA(casi.email)).map((m) => m.asunto)).toEqual(['1 nueva postulación en «Practicante de Obra»']);
  });

  it('a free offer’s digest counts its applicants and names none: neither those it hides nor an affinity its list does not show', async () => {
    const e = await empresa(t, 'Minimarket Los Olivos');
    const colega = await asiento(t, e.organizacionId);
    // A free offer that shows its company its first 2 applicants.
    const gratis = await ofertaAprobada(t, e.organizacionId, [industrial], {
      titulo: 'Practicante de Ventas',
      tipo: 0,
      max_free_postulantes: 2,
    });
    await api('PUT', `/ofertas/${gratis}`, colega.token, { frecuencia: 'diario' });
    await aplica(gratis, e.organizacionId, 'Gina', 'Paredes');
    await aplica(gratis, e.organizacionId, 'Hugo', 'Salas');
    await aplica(gratis, e.organizacionId, 'Oculta', 'Escondida');
    await t.app.queue.drain();
    await digest('2027-04-14');
    const mails = await mailsA(colega.email);
    expect(mails).toHaveLength(1);
    const m = mails[0]!;
    expect(m.asunto).toBe('3 nuevas postulaciones en «Practicante de Ventas»');
    expect(m.texto).toContain('desde el último resumen');
    expect(m.texto).toContain('1 está fuera de los primeros postulantes que muestra una oferta gratuita');
    for (const body of [m.texto, m.html, m.asunto]) {
      expect(body).not.toContain('Oculta');
      expect(body).not.toContain('Escondida');
      // A free offer's list says «Disponible solo para avisos destacados» where the affinity would be.
      expect(body).not.toContain('Gina Paredes');
      expect(body).not.toMatch(/afinidad/i);
    }
  });

  it('a removed seat is told nothing more of what was waiting for it', async () => {
    const e = await empresa(t, 'Clínica San Martín');
    const colega = await asiento(t, e.organizacionId);
    const oferta = await ofertaAprobada(t, e.organizacionId, [industrial], { titulo: 'Practicante de Admisión' });
    await api('PUT', `/ofertas/${oferta}`, colega.token, { frecuencia: 'inmediato' });
    await aplica(oferta, e.organizacionId, 'Iris', 'Vargas');
    expect(await t.db.select().from(avisoPendiente).where(eq(avisoPendiente.usuario_id, colega.id))).toHaveLength(1);

    const removed = await call(t.app, { method: 'DELETE', url: `/api/equipo/miembros/${colega.id}`, token: e.token });
    expect(removed.status).toBe(200);
    t.clock.now = at('10:05');
    const asuntos = (await mailsA(colega.email)).map((m) => m.asunto);
    // Only the mail that tells it it was removed.
    expect(asuntos.filter((a) => a.includes('postulaci'))).toEqual([]);
    expect(await t.db.select().from(avisoPendiente).where(eq(avisoPendiente.usuario_id, colega.id))).toEqual([]);
    // A later application to the offer is noted for nobody.
    await aplica(oferta, e.organizacionId, 'Jorge', 'Ticona');
    const [pending] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(avisoPendiente)
      .innerJoin(
        miembroOrganizacion,
        and(eq(miembroOrganizacion.usuario_id, avisoPendiente.usuario_id), eq(miembroOrganizacion.organizacion_id, e.organizacionId)),
      );
    expect(pending!.n).toBe(0);
  });

  it('the daily digest arrives at 08:00 in Lima the next morning, once, with both applications', async () => {
    const e = await empresa(t, 'Banco del Sur');
    const colega = await asiento(t, e.organizacionId);
    const oferta = await ofertaAprobada(t, e.organizacionId, [industrial], { titulo: 'Practicante de Riesgos' });
    await api('PUT', `/ofertas/${oferta}`, colega.token, { frecuencia: null });
    await aplica(oferta, e.organizacionId, 'Karen', 'Chávez');
    t.clock.now = at('16:30');
    await aplica(oferta, e.organizacionId, 'Luis', 'Poma');
    t.clock.now = at('23:59');
    expect(await mailsA(colega.email)).toEqual([]);
    t.clock.now = at('07:59', '2027-04-15');
    expect(await mailsA(colega.email)).toEqual([]);
    t.clock.now = at('08:00', '2027-04-15');
    const mails = await mailsA(colega.email);
    expect(mails.map((m) => m.asunto)).toEqual(['2 nuevas postulaciones en «Practicante de Riesgos»']);
    // The run is once a day: later in the morning nothing more.
    t.clock.now = at('09:00', '2027-04-15');
    expect(await mailsA(colega.email)).toHaveLength(1);
  });
});
