/**
 * Interviews: a company's seat proposes slots in Lima time to one of its applicants; the applicant picks one from the
 * mail's link or from Mis postulaciones; both sides get a calendar invitation that calendars read back; the team
 * reschedules or cancels with notice, sees its week, and records an outcome and a scorecard the applicant never sees;
 * the day before, both sides are reminded once. The bulk bar proposes the same slots to several applicants at once;
 * every proposal, reschedule and cancellation is in the company's trail; a confirmed time that changes leaves the
 * team's calendar too; the outcome waits for the interview's start. Another company, another role, no session, bad
 * input, a slot in the past and a double booking are refused.
 */
import type { EntrevistaEquipo as Equipo, EntrevistaPostulante as Postulante } from '@practiperu/shared/entrevistas';
import ICAL from 'ical.js';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, TEST_PASSWORD, type TestContext } from '../../../test/helpers.ts';
import { asiento, career, empresa, ofertaAprobada, postulanteCon } from '../../../test/fixtures/matching.ts';
import { auditoriaEmpresa, correo, entrevista, postulacion, usuario } from '../../db/schema/index.ts';
import { plegarLinea } from './entrevista.ics.ts';
import { contenidoDe } from '../privacidad/exportacion.contenido.ts';

let t: TestContext;
// Monday 7 June 2027, 09:00 in Lima.
const START = new Date('2027-06-07T14:00:00Z');
const lima = (s: string) => new Date(`${s}:00-05:00`).toISOString();
let industrial: Awaited<ReturnType<typeof career>>;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
    RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000',
    RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000',
  });
  t.clock.now = START;
  industrial = await career(t, 'Ingeniería Industrial');
  await t.app.queue.drain();
});
afterAll(async () => t?.close());

const api = <T>(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  call<T>(t.app, { method, url: `/api/entrevistas${url}`, token, ...(payload === undefined ? {} : { payload: payload as object }) });

async function rawIcs(url: string, token?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/entrevistas${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, type: String(res.headers['content-type']), body: res.body };
}

/** The event of an .ics file, as a calendar reads it. */
function leer(ics: string) {
  const cal = new ICAL.Component(ICAL.parse(ics));
  const vevent = cal.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('sin VEVENT');
  const ev = new ICAL.Event(vevent);
  return {
    uid: ev.uid,
    inicio: ev.startDate.toJSDate().toISOString(),
    minutos: ev.duration.toSeconds() / 60,
    secuencia: ev.sequence,
    estado: String(vevent.getFirstPropertyValue('status')),
    metodo: String(cal.getFirstPropertyValue('method')),
    lugar: ev.location,
    titulo: ev.summary,
    descripcion: ev.description,
    organizador: String(vevent.getFirstPropertyValue('organizer')),
  };
}

/** The company's trail entries of an action, oldest first. */
async function bitacora(organizacionId: number, accion: string) {
  return t.db
    .select({ correo: auditoriaEmpresa.usuario_correo, entidad_id: auditoriaEmpresa.entidad_id, detalle: auditoriaEmpresa.detalle })
    .from(auditoriaEmpresa)
    .where(sql`${auditoriaEmpresa.organizacion_id} = ${organizacionId} and ${auditoriaEmpresa.accion} = ${accion}`)
    .orderBy(asc(auditoriaEmpresa.id));
}

async function mails(email: string) {
  await t.app.queue.drain();
  return t.db
    .select()
    .from(correo)
    .where(sql`lower(${correo.para}) = lower(${email})`)
    .orderBy(asc(correo.id));
}

/** A company with an offer and one applicant who applied to it. */
async function escenario(nombreOrg: string, oferta: Record<string, unknown> = {}) {
  const e = await empresa(t, nombreOrg);
  const ofertaId = await ofertaAprobada(t, e.organizacionId, [industrial], { titulo: 'Practicante de Logística', ...oferta });
  const { p, postulacionId } = await postula(e, ofertaId);
  return { e, p, ofertaId, postulacionId };
}

/** A new applicant applies to the company's offer. */
async function postula(e: { organizacionId: number; email: string }, ofertaId: number) {
  const p = await postulanteCon(t, {}, { paraPostular: true });
  const res = await call<number>(t.app, {
    method: 'POST',
    url: '/api/postulanteOferta/create',
    token: p.token,
    payload: { id_oferta: ofertaId, id_reclutador: e.organizacionId },
  });
  expect(res.status).toBe(201);
  const [row] = await t.db.select({ id: postulacion.id }).from(postulacion).where(eq(postulacion.postulante_id, p.postulanteId));
  await mails(e.email); // the new-applicant notices, out of the way
  return { p, postulacionId: row!.id };
}

const propuesta = (horarios: string[], extra: Record<string, unknown> = {}) => ({
  horarios,
  duracion_min: 45,
  modalidad: 'presencial',
  lugar: 'Av. Javier Prado Este 1234, San Isidro',
  mensaje: 'Trae tu DNI.',
  ...extra,
});

/** The token of the newest mail link to the interview page. */
async function tokenDelCorreo(email: string) {
  const m = (await mails(email)).at(-1);
  const link = m?.enlaces.find((l) => l.includes('/postulantes/entrevista/'));
  if (!link) throw new Error('sin enlace de entrevista');
  return link.split('/').at(-1)!;
}

describe('proposing, picking and the invitations', () => {
  it('proposes slots; the applicant picks one from the mail link; both sides get an .ics that parses back', async () => {
    const { e, p, postulacionId } = await escenario('Transportes Rímac');
    const prop = await api<Equipo>('POST', `/postulacion/${postulacionId}`, e.token, propuesta(['2027-06-10T10:00', '2027-06-09T15:30']));
    expect(prop.status).toBe(201);
    const entrevista = prop.body.data[0]!;
    expect(entrevista).toMatchObject({ estado: 'propuesta', inicio: null, resultado: 'pendiente', puntajes: [] });
    // Stored in order, as instants: 15:30 Lima is 20:30 UTC.
    expect(entrevista.horarios).toEqual([lima('2027-06-09T15:30'), lima('2027-06-10T10:00')]);

    const correoPropuesta = (await mails(p.email)).at(-1)!;
    expect(correoPropuesta.asunto).toBe('Transportes Rímac te invita a una entrevista: elige un horario');
    expect(correoPropuesta.texto).toContain('Trae tu DNI.');
    const token = await tokenDelCorreo(p.email);

    // The link alone shows the interview, without the team's outcome or scorecard.
    const visto = await api<Postulante>('GET', `/enlace/${token}`);
    expect(visto.status).toBe(200);
    expect(visto.body.data[0]).not.toHaveProperty('resultado');
    expect(visto.body.data[0]).not.toHaveProperty('puntajes');

    // A slot not offered is refused at its field.
    const otro = await api('POST', `/enlace/${token}`, undefined, { inicio: lima('2027-06-09T16:00') });
    expect(otro.status).toBe(400);
    expect(otro.body.optional).toMatchObject({ errors: { inicio: 'Ese horario no es uno de los propuestos.' } });

    const elegida = await api<Postulante>('POST', `/enlace/${token}`, undefined, { inicio: lima('2027-06-10T10:00') });
    expect(elegida.status).toBe(200);
    expect(elegida.body.data[0]).toMatchObject({ estado: 'confirmada', inicio: lima('2027-06-10T10:00') });
    // Picking again is refused.
    expect((await api('POST', `/enlace/${token}`, undefined, { inicio: lima('2027-06-09T15:30') })).status).toBe(409);

    const alPostulante = (await mails(p.email)).at(-1)!;
    expect(alPostulante.asunto).toMatch(/^Entrevista confirmada: /);
    const alEquipo = (await mails(e.email)).at(-1)!;
    expect(alEquipo.asunto).toMatch(/eligió su horario/);
    for (const m of [alPostulante, alEquipo]) {
      const adj = m.adjuntos?.[0];
      expect(adj?.nombre).toBe('entrevista.ics');
      const ev = leer(adj!.contenido);
      expect(ev).toMatchObject({
        inicio: lima('2027-06-10T10:00'),
        minutos: 45,
        estado: 'CONFIRMED',
        lugar: 'Av. Javier Prado Este 1234, San Isidro',
      });
    }
    const uid = leer(alPostulante.adjuntos![0]!.contenido).uid;
    expect(leer(alPostulante.adjuntos![0]!.contenido).organizador).toMatch(/^mailto:no-responder@practiperu\.pe$/i);
    expect(leer(alEquipo.adjuntos![0]!.contenido).uid).toBe(uid);
    // The applicant's event names the company once; the team's names the applicant.
    expect(leer(alPostulante.adjuntos![0]!.contenido).descripcion).toMatch(
      /^Entrevista para «Practicante de Logística» en Transportes Rímac\.\n/,
    );
    expect(leer(alEquipo.adjuntos![0]!.contenido).descripcion).toMatch(
      /^Entrevista para «Practicante de Logística» en Transportes Rímac con \S+ \S+.*\.\n/,
    );

    // The same invitation from the API, for each side.
    const equipoIcs = await rawIcs(`/${entrevista.id}/ics`, e.token);
    expect(equipoIcs.status).toBe(200);
    expect(equipoIcs.type).toContain('text/calendar');
    expect(leer(equipoIcs.body)).toMatchObject({ uid, inicio: lima('2027-06-10T10:00') });
    const propioIcs = await rawIcs(`/mias/${entrevista.id}/ics`, p.token);
    expect(leer(propioIcs.body).titulo).toContain('Transportes Rímac');
    expect(leer((await rawIcs(`/enlace/${token}/ics`)).body).uid).toBe(uid);
  });

  it('lets the applicant pick from Mis postulaciones; refuses a slot already past', async () => {
    const { e, p, postulacionId } = await escenario('Agroexport Ica');
    const prop = await api<Equipo>('POST', `/postulacion/${postulacionId}`, e.token, propuesta(['2027-06-07T09:30', '2027-06-08T11:00']));
    expect(prop.status).toBe(201);
    const id = prop.body.data[0]!.id;
    const mias = await api<Postulante>('GET', '/mias', p.token);
    expect(mias.body.data.map((x) => x.id)).toContain(id);
    t.clock.now = new Date('2027-06-07T14:45:00Z'); // 09:45 Lima: the first slot has passed
    try {
      const tarde = await api('POST', `/mias/${id}/elegir`, p.token, { inicio: lima('2027-06-07T09:30') });
      expect(tarde.status).toBe(400);
      expect(tarde.body.optional).toMatchObject({ errors: { inicio: 'Ese horario ya pasó: propón uno futuro.' } });
      const ok = await api<Postulante>('POST', `/mias/${id}/elegir`, p.token, { inicio: lima('2027-06-08T11:00') });
      expect(ok.status).toBe(200);
      expect(ok.body.data[0]!.estado).toBe('confirmada');
    } finally {
      t.clock.now = START;
    }
  });
});

describe('bad input, the past and double booking', () => {
  it('answers each bad field in Spanish', async () => {
    const { e, postulacionId } = await escenario('Minera Sur');
    const casos: [unknown, string, string][] = [
      [propuesta([]), 'horarios', 'Propón al menos un horario.'],
      [propuesta(['mañana']), 'horarios', 'Escribe el horario como fecha y hora (AAAA-MM-DDTHH:MM, hora de Lima).'],
      [propuesta(['2027-02-30T10:00']), 'horarios', 'Escribe el horario como fecha y hora (AAAA-MM-DDTHH:MM, hora de Lima).'],
      [propuesta(['2027-06-01T10:00']), 'horarios', 'Ese horario ya pasó: propón uno futuro.'],
      [propuesta(['2027-06-10T10:00', '2027-06-10T10:00']), 'horarios', 'Hay horarios repetidos.'],
      [propuesta(['2027-06-10T10:00'], { duracion_min: 5 }), 'duracion_min', 'La duración va de 15 a 240 minutos.'],
      [propuesta(['2027-06-10T10:00'], { modalidad: 'telefono' }), 'modalidad', 'Elige presencial o en línea.'],
      [propuesta(['2027-06-10T10:00'], { modalidad: 'virtual', lugar: 'zoom' }), 'lugar', 'Escribe el enlace de la reunión (https://…).'],
      [propuesta(['2027-06-10T10:00'], { lugar: '  ' }), 'lugar', 'Escribe la dirección de la entrevista.'],
    ];
    for (const [body, campo, mensaje] of casos) {
      const res = await api('POST', `/postulacion/${postulacionId}`, e.token, body);
      expect(res.status, `${campo}: ${mensaje}`).toBe(400);
      expect(res.body.optional).toMatchObject({ errors: { [campo]: mensaje } });
    }
  });

  it("refuses a second pending interview, a seat's double booking, and a pick that collides with another interview", async () => {
    const { e, postulacionId, p } = await escenario('Banca Andina');
    const otro = await postulanteCon(t, {}, { paraPostular: true });
    const ofertaId = await ofertaAprobada(t, e.organizacionId, [industrial], { titulo: 'Practicante de Riesgos' });
    await call(t.app, {
      method: 'POST',
      url: '/api/postulanteOferta/create',
      token: otro.token,
      payload: { id_oferta: ofertaId, id_reclutador: e.organizacionId },
    });
    const [segunda] = await t.db.select({ id: postulacion.id }).from(postulacion).where(eq(postulacion.postulante_id, otro.postulanteId));

    const a = await api<Equipo>('POST', `/postulacion/${postulacionId}`, e.token, propuesta(['2027-06-11T10:00']));
    expect(a.status).toBe(201);
    expect((await api('POST', `/postulacion/${postulacionId}`, e.token, propuesta(['2027-06-12T10:00']))).status).toBe(409);
    // The second applicant gets the same slot proposed while the first has not picked: allowed (nothing confirmed).
    const b = await api<Equipo>('POST', `/postulacion/${segunda!.id}`, e.token, propuesta(['2027-06-11T10:15', '2027-06-11T12:00']));
    expect(b.status).toBe(201);
    expect((await api('POST', `/mias/${a.body.data[0]!.id}/elegir`, p.token, { inicio: lima('2027-06-11T10:00') })).status).toBe(200);
    // Now 10:15 overlaps the seat's confirmed 10:00–10:45: that pick is refused, the other slot is fine.
    const choque = await api('POST', `/mias/${b.body.data[0]!.id}/elegir`, otro.token, { inicio: lima('2027-06-11T10:15') });
    expect(choque.status).toBe(409);
    expect(choque.body.message).toBe('Ese horario ya no está disponible: elige otro.');
    // The team's week no longer lists the taken 10:15 under the other applicant's proposal, only the free 12:00.
    const semana = await api<Equipo>('GET', '/semana?desde=2027-06-07', e.token);
    expect(semana.body.data.find((x) => x.id === b.body.data[0]!.id)?.horarios).toEqual([lima('2027-06-11T12:00')]);
    expect(semana.body.data.find((x) => x.id === a.body.data[0]!.id)).toMatchObject({ estado: 'confirmada' });
    // And the seat cannot propose an overlapping slot any more.
    const tercero = await postulanteCon(t, {}, { paraPostular: true });
    await call(t.app, {
      method: 'POST',
      url: '/api/postulanteOferta/create',
      token: tercero.token,
      payload: { id_oferta: ofertaId, id_reclutador: e.organizacionId },
    });
    const [tercera] = await t.db
      .select({ id: postulacion.id })
      .from(postulacion)
      .where(eq(postulacion.postulante_id, tercero.postulanteId));
    const ocupado = await api('POST', `/postulacion/${tercera!.id}`, e.token, propuesta(['2027-06-11T10:30']));
    expect(ocupado.status).toBe(409);
    expect(ocupado.body.optional).toMatchObject({ errors: { horarios: 'Ya tienes otra entrevista confirmada a esa hora.' } });
    expect((await api('POST', `/mias/${b.body.data[0]!.id}/elegir`, otro.token, { inicio: lima('2027-06-11T12:00') })).status).toBe(200);
  });
});

describe('who may do what', () => {
  it('refuses no session, the wrong role, another company and another applicant', async () => {
    const { e, p, postulacionId } = await escenario('Cementos Lima');
    const y = await empresa(t, 'Otra Empresa');
    const extraño = await postulanteCon(t, {});
    const prop = await api<Equipo>('POST', `/postulacion/${postulacionId}`, e.token, propuesta(['2027-06-14T10:00']));
    const id = prop.body.data[0]!.id;

    expect((await api('POST', `/postulacion/${postulacionId}`, undefined, propuesta(['2027-06-14T11:00']))).status).toBe(401);
    expect((await api('GET', '/semana')).status).toBe(401);
    expect((await api('GET', '/mias')).status).toBe(401);
    expect((await api('POST', `/postulacion/${postulacionId}`, p.token, propuesta(['2027-06-14T11:00']))).status).toBe(403);
    expect((await api('GET', '/mias', e.token)).status).toBe(403);
    // Another company's application answers as every other foreign applicant does (the pipeline's notes, for one).
    const ajenaNotas = await call(t.app, { method: 'GET', url: `/api/pipeline/notas/${postulacionId}`, token: y.token });
    expect(ajenaNotas.status).toBe(404);
    for (const ajena of [
      await api('POST', `/postulacion/${postulacionId}`, y.token, propuesta(['2027-06-14T11:00'])),
      await api('GET', `/postulacion/${postulacionId}`, y.token),
    ]) {
      expect(ajena.status).toBe(404);
      expect(ajena.body.message).toBe('No se encontró el postulante en esta oferta.');
      expect(ajena.body.message).toBe(ajenaNotas.body.message);
    }
    expect((await api('POST', `/${id}/cancelar`, y.token, {})).status).toBe(404);
    expect((await api('PUT', `/${id}`, y.token, propuesta(['2027-06-15T10:00']))).status).toBe(404);
    expect((await rawIcs(`/${id}/ics`, y.token)).status).toBe(404);
    expect((await api('POST', `/mias/${id}/elegir`, extraño.token, { inicio: lima('2027-06-14T10:00') })).status).toBe(404);
    expect((await api('GET', '/enlace/abcdefghijklmnopqrstuvwxyz012345')).status).toBe(404);
    // The other company's week never shows this interview.
    const semana = await api<Equipo>('GET', '/semana?desde=2027-06-14', y.token);
    expect(semana.body.data).toEqual([]);
  });

  it('lets only administrators define the criteria; any seat scores by them; the applicant never sees the score', async () => {
    const { e, p, postulacionId } = await escenario('Seguros Pacífico');
    const reclutador = await asiento(t, e.organizacionId, 'reclutador');
    const admin = await asiento(t, e.organizacionId, 'administrador');
    expect((await api('PUT', '/criterios', reclutador.token, { criterios: ['Comunicación'] })).status).toBe(403);
    const guardados = await api<string>('PUT', '/criterios', admin.token, { criterios: ['Comunicación', 'Excel'] });
    expect(guardados.status).toBe(200);
    expect(guardados.body.data).toEqual(['Comunicación', 'Excel']);
    expect((await api('PUT', '/criterios', e.token, { criterios: ['A', 'a'] })).status).toBe(400);

    const prop = await api<Equipo>('POST', `/postulacion/${postulacionId}`, reclutador.token, propuesta(['2027-06-16T10:00']));
    const id = prop.body.data[0]!.id;
    // Before the interview takes place there is nothing to score: refused in words, while proposed and while confirmed.
    const antesDeElegir = await api('PUT', `/${id}/resultado`, reclutador.token, { resultado: 'avanza', puntajes: [] });
    expect(antesDeElegir.status).toBe(409);
    expect(antesDeElegir.body.message).toBe('Podrás registrar el resultado y la evaluación cuando empiece la entrevista.');
    await api('POST', `/mias/${id}/elegir`, p.token, { inicio: lima('2027-06-16T10:00') });
    t.clock.now = new Date(lima('2027-06-16T09:59'));
    const unMinutoAntes = await api('PUT', `/${id}/resultado`, reclutador.token, { resultado: 'no_asistio', puntajes: [] });
    expect(unMinutoAntes.status).toBe(409);
    expect(unMinutoAntes.body.message).toBe('Podrás registrar el resultado y la evaluación cuando empiece la entrevista.');
    expect((await api<Equipo>('GET', `/postulacion/${postulacionId}`, admin.token)).body.data[0]!.resultado).toBe('pendiente');
    // From its start on, the team records it.
    t.clock.now = new Date(lima('2027-06-16T10:00'));
    const desconocido = await api('PUT', `/${id}/resultado`, reclutador.token, {
      resultado: 'avanza',
      puntajes: [{ criterio: 'Liderazgo', puntaje: 4 }],
    });
    expect(desconocido.status).toBe(400);
    expect(
      (await api('PUT', `/${id}/resultado`, reclutador.token, { resultado: 'avanza', puntajes: [{ criterio: 'Excel', puntaje: 6 }] }))
        .status,
    ).toBe(400);
    const ok = await api<Equipo>('PUT', `/${id}/resultado`, reclutador.token, {
      resultado: 'avanza',
      puntajes: [
        { criterio: 'excel', puntaje: 5, comentario: 'Tablas dinámicas sin ayuda.' },
        { criterio: 'Comunicación', puntaje: 3 },
      ],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data[0]).toMatchObject({
      resultado: 'avanza',
      puntajes: [
        { criterio: 'Excel', puntaje: 5, comentario: 'Tablas dinámicas sin ayuda.' },
        { criterio: 'Comunicación', puntaje: 3, comentario: '' },
      ],
    });
    const equipo = await api<Equipo>('GET', `/postulacion/${postulacionId}`, admin.token);
    expect(equipo.body.data[0]!.puntajes).toHaveLength(2);
    const mias = await api<Postulante>('GET', '/mias', p.token);
    expect(JSON.stringify(mias.body)).not.toContain('Tablas dinámicas');
    expect(mias.body.data[0]).not.toHaveProperty('resultado');
    // The applicant's copy of their data (Ley 29733) has the interview, never the team's outcome or scores.
    const copia = await contenidoDe(t.db, p.id, START);
    expect(copia?.json.entrevistas).toEqual([
      expect.objectContaining({ oferta: 'Practicante de Logística', empresa: 'Seguros Pacífico', estado: 'confirmada' }),
    ]);
    expect(JSON.stringify(copia?.json)).not.toContain('Tablas dinámicas');
    expect((copia?.json.entrevistas as object[])[0]).not.toHaveProperty('resultado');
    expect((copia?.json.entrevistas as object[])[0]).not.toHaveProperty('puntajes');
    t.clock.now = START;
  });
});

describe('rescheduling, cancelling, the week and the reminder', () => {
  it('reschedules with a new link (the old one stops working), reminds both sides once the day before, and cancels with notice', async () => {
    const { e, p, postulacionId } = await escenario('Retail Miraflores');
    const prop = await api<Equipo>('POST', `/postulacion/${postulacionId}`, e.token, propuesta(['2027-06-09T10:00']));
    const id = prop.body.data[0]!.id;
    const primero = await tokenDelCorreo(p.email);
    await api('POST', `/enlace/${primero}`, undefined, { inicio: lima('2027-06-09T10:00') });

    const rep = await api<Equipo>(
      'PUT',
      `/${id}`,
      e.token,
      propuesta(['2027-06-10T16:00'], { modalidad: 'virtual', lugar: 'https://meet.example.pe/abc-123' }),
    );
    expect(rep.status).toBe(200);
    expect(rep.body.data[0]).toMatchObject({ estado: 'propuesta', inicio: null, modalidad: 'virtual' });
    const aviso = (await mails(p.email)).at(-1)!;
    expect(aviso.asunto).toBe('Retail Miraflores cambió los horarios de tu entrevista: elige uno');
    // The earlier confirmed time leaves the calendar: the same event, cancelled, with a later sequence.
    const cancelada = leer(aviso.adjuntos![0]!.contenido);
    expect(cancelada).toMatchObject({ estado: 'CANCELLED', metodo: 'CANCEL', inicio: lima('2027-06-09T10:00'), secuencia: 2 });
    expect(aviso.adjuntos![0]!.tipo).toBe('text/calendar; charset=utf-8; method=CANCEL');
    // A calendar acts on a cancellation from the event's organizer: the site's own mailbox, on every version of it.
    expect(cancelada.organizador).toMatch(/^mailto:no-responder@practiperu\.pe$/i);
    expect(aviso.adjuntos![0]!.contenido).toMatch(/^ORGANIZER;CN="?PractiPerú"?:mailto:no-responder@practiperu\.pe\r$/im);
    // …and the mail says so, naming the old time.
    expect(aviso.texto).toMatch(/Adjuntamos la cancelación del horario anterior \(\S+ 9 de junio, 10:00\)/);
    // The team's calendar loses the old time too: the seat that proposed it gets the same event cancelled.
    const alEquipo = (await mails(e.email)).at(-1)!;
    expect(alEquipo.asunto).toMatch(/^Entrevista reprogramada: /);
    expect(leer(alEquipo.adjuntos![0]!.contenido)).toMatchObject({
      uid: cancelada.uid,
      estado: 'CANCELLED',
      metodo: 'CANCEL',
      inicio: lima('2027-06-09T10:00'),
      secuencia: 2,
    });
    expect((await api('GET', `/enlace/${primero}`)).status).toBe(404);
    const segundo = await tokenDelCorreo(p.email);
    const el = await api('POST', `/enlace/${segundo}`, undefined, { inicio: lima('2027-06-10T16:00') });
    expect(el.status).toBe(200);
    const nueva = leer((await mails(p.email)).at(-1)!.adjuntos![0]!.contenido);
    expect(nueva).toMatchObject({ inicio: lima('2027-06-10T16:00'), estado: 'CONFIRMED', metodo: 'PUBLISH', secuencia: 3 });
    // …and the new pick brings the team the updated event: same UID, a later sequence.
    expect(leer((await mails(e.email)).at(-1)!.adjuntos![0]!.contenido)).toMatchObject({
      uid: cancelada.uid,
      inicio: lima('2027-06-10T16:00'),
      estado: 'CONFIRMED',
      secuencia: 3,
    });

    // The week of 7 June shows it at its new time.
    const semana = await api<Equipo>('GET', '/semana?desde=2027-06-07', e.token);
    expect(semana.body.optional).toEqual({ desde: '2027-06-07', hasta: '2027-06-14' });
    expect(semana.body.data.find((x) => x.id === id)?.inicio).toBe(lima('2027-06-10T16:00'));
    expect((await api('GET', '/semana?desde=07-06-2027', e.token)).status).toBe(400);

    // The day before (9 June): one reminder each; a second run sends nothing more.
    const antes = { p: (await mails(p.email)).length, e: (await mails(e.email)).length };
    await t.app.services.entrevistas.recordar('2027-06-09');
    await t.app.services.entrevistas.recordar('2027-06-09');
    const despuesP = await mails(p.email);
    const despuesE = await mails(e.email);
    expect(despuesP.length).toBe(antes.p + 1);
    expect(despuesE.length).toBe(antes.e + 1);
    expect(despuesP.at(-1)!.asunto).toBe('Mañana: entrevista para «Practicante de Logística»');
    expect(despuesE.at(-1)!.texto).toContain('https://meet.example.pe/abc-123');

    const cancel = await api<Equipo>('POST', `/${id}/cancelar`, e.token, { motivo: 'Se cubrió el puesto.' });
    expect(cancel.status).toBe(200);
    const avisoCancel = (await mails(p.email)).at(-1)!;
    expect(avisoCancel.texto).toContain('Motivo: Se cubrió el puesto.');
    expect(leer(avisoCancel.adjuntos![0]!.contenido)).toMatchObject({ estado: 'CANCELLED', secuencia: 4 });
    const cancelEquipo = (await mails(e.email)).at(-1)!;
    expect(cancelEquipo.asunto).toMatch(/^Entrevista cancelada: /);
    expect(leer(cancelEquipo.adjuntos![0]!.contenido)).toMatchObject({ uid: cancelada.uid, estado: 'CANCELLED', secuencia: 4 });
    expect((await api('POST', `/${id}/cancelar`, e.token, {})).status).toBe(409);

    // The company's trail has each step, by whom, with the offer and the applicant's first names.
    const quien = { correo: e.email.toLowerCase(), entidad_id: String(id) };
    // Actividad names the applicant in full.
    const [persona] = await t.db
      .select({ nombres: usuario.nombres, apellidos: usuario.apellidos })
      .from(usuario)
      .where(eq(usuario.id, p.id));
    const nombres = `${persona!.nombres} ${persona!.apellidos}`;
    expect(persona!.apellidos).not.toBe('');
    expect(await bitacora(e.organizacionId, 'entrevista.proponer')).toEqual([
      { ...quien, detalle: { oferta: 'Practicante de Logística', postulante: nombres, horarios: 1 } },
    ]);
    expect(await bitacora(e.organizacionId, 'entrevista.reprogramar')).toEqual([
      { ...quien, detalle: { oferta: 'Practicante de Logística', postulante: nombres, horarios: 1, confirmada: true } },
    ]);
    expect(await bitacora(e.organizacionId, 'entrevista.cancelar')).toEqual([
      { ...quien, detalle: { oferta: 'Practicante de Logística', postulante: nombres, motivo: 'Se cubrió el puesto.' } },
    ]);
  });
});

describe('the .ics is folded at 75 octets', () => {
  it('never splits a character, and a calendar reads ñ and tildes back whole', async () => {
    const linea = `DESCRIPTION:${'Ñandú en Cañete, señalización '.repeat(6)}`;
    const plegada = plegarLinea(linea);
    for (const parte of plegada.split('\r\n')) expect(Buffer.byteLength(parte, 'utf8')).toBeLessThanOrEqual(75);
    expect(
      plegada
        .split('\r\n')
        .slice(1)
        .every((l) => l.startsWith(' ')),
    ).toBe(true);
    expect(plegada.replace(/\r\n /g, '')).toBe(linea);

    const e = await empresa(t, 'Compañía Peruana de Señalización y Diseño Ñandú');
    const titulo = 'Practicante de Diseño Gráfico y Señalética — Campaña Año Nuevo';
    const ofertaId = await ofertaAprobada(t, e.organizacionId, [industrial], { titulo });
    const p = await postulanteCon(t, {}, { paraPostular: true });
    await call(t.app, {
      method: 'POST',
      url: '/api/postulanteOferta/create',
      token: p.token,
      payload: { id_oferta: ofertaId, id_reclutador: e.organizacionId },
    });
    const [row] = await t.db.select({ id: postulacion.id }).from(postulacion).where(eq(postulacion.postulante_id, p.postulanteId));
    const lugar = 'Av. José Gálvez Barrenechea 592, Urbanización Córpac, San Isidro — 3.er piso, oficina «Señor de los Milagros»';
    const prop = await api<Equipo>('POST', `/postulacion/${row!.id}`, e.token, propuesta(['2027-06-18T11:00'], { lugar }));
    expect(prop.status).toBe(201);
    await api('POST', `/mias/${prop.body.data[0]!.id}/elegir`, p.token, { inicio: lima('2027-06-18T11:00') });
    for (const ics of [
      (await mails(p.email)).at(-1)!.adjuntos![0]!.contenido,
      (await rawIcs(`/${prop.body.data[0]!.id}/ics`, e.token)).body,
    ]) {
      const lineas = ics.split('\r\n');
      expect(lineas.some((l) => l.startsWith(' '))).toBe(true);
      for (const l of lineas) expect(Buffer.byteLength(l, 'utf8'), l).toBeLessThanOrEqual(75);
      const ev = leer(ics);
      expect(ev.lugar).toBe(lugar);
      expect(ev.titulo).toContain(titulo);
    }
  });
});

describe('proposing from the bulk bar', () => {
  it('proposes the same slots to several applicants of one offer; one with an interview pending is counted, not invited twice', async () => {
    const { e, p, ofertaId, postulacionId } = await escenario('Textil Gamarra');
    const otros = [];
    for (const _ of [1, 2]) {
      const o = await postulanteCon(t, {}, { paraPostular: true });
      await call(t.app, {
        method: 'POST',
        url: '/api/postulanteOferta/create',
        token: o.token,
        payload: { id_oferta: ofertaId, id_reclutador: e.organizacionId },
      });
      const [r] = await t.db.select({ id: postulacion.id }).from(postulacion).where(eq(postulacion.postulante_id, o.postulanteId));
      otros.push({ ...o, postulacionId: r!.id });
    }
    await api('POST', `/postulacion/${postulacionId}`, e.token, propuesta(['2027-06-21T09:00']));
    const antes = (await mails(p.email)).length;

    const res = await api<{ propuestas: number; ya_tenian: number }>('POST', `/oferta/${ofertaId}`, e.token, {
      ...propuesta(['2027-06-22T10:00', '2027-06-22T11:00']),
      postulaciones: [postulacionId, ...otros.map((o) => o.postulacionId)],
    });
    expect(res.status).toBe(201);
    expect(res.body.data[0]).toEqual({ propuestas: 2, ya_tenian: 1 });
    expect(res.body.message).toBe('Enviamos los horarios a 2 postulantes. 1 ya tenía una entrevista pendiente.');
    expect((await mails(p.email)).length).toBe(antes);
    // Each gets their own link; the first to pick a slot takes it, the other picks the other one.
    const [uno, dos] = otros;
    const t1 = await tokenDelCorreo(uno!.email);
    const t2 = await tokenDelCorreo(dos!.email);
    expect(t1).not.toBe(t2);
    expect((await api('POST', `/enlace/${t1}`, undefined, { inicio: lima('2027-06-22T10:00') })).status).toBe(200);
    expect((await api('POST', `/enlace/${t2}`, undefined, { inicio: lima('2027-06-22T10:00') })).status).toBe(409);
    expect((await api('POST', `/enlace/${t2}`, undefined, { inicio: lima('2027-06-22T11:00') })).status).toBe(200);
    expect(await bitacora(e.organizacionId, 'entrevista.proponer_varias')).toEqual([
      {
        correo: e.email.toLowerCase(),
        entidad_id: String(ofertaId),
        detalle: { oferta: 'Practicante de Logística', postulaciones: 2, ya_tenian: 1, horarios: 2 },
      },
    ]);
  });

  it('refuses bad input, no session, another role, another offer or company, and an applicant a free offer hides', async () => {
    const { e, p, ofertaId, postulacionId } = await escenario('Calzado Trujillo');
    const y = await empresa(t, 'Calzado Ajeno');
    const cuerpo = (extra: Record<string, unknown> = {}) => ({
      ...propuesta(['2027-06-23T10:00']),
      postulaciones: [postulacionId],
      ...extra,
    });
    const casos: [unknown, string, string][] = [
      [cuerpo({ postulaciones: [] }), 'postulaciones', 'Elige a quién proponer la entrevista.'],
      [
        cuerpo({ postulaciones: Array.from({ length: 51 }, (_, i) => i + 1) }),
        'postulaciones',
        'Propón una entrevista a 50 postulantes como máximo a la vez.',
      ],
      [cuerpo({ postulaciones: [postulacionId, postulacionId] }), 'postulaciones', 'Elige a quién proponer la entrevista.'],
      // An id past PostgreSQL's int4 (the fuzzer's find) is refused at the field, not a 500.
      [cuerpo({ postulaciones: [postulacionId, 8387529346737032] }), 'postulaciones.1', 'Elige a quién proponer la entrevista.'],
      [cuerpo({ horarios: ['2027-06-01T10:00'] }), 'horarios', 'Ese horario ya pasó: propón uno futuro.'],
      [cuerpo({ modalidad: 'virtual', lugar: 'zoom' }), 'lugar', 'Escribe el enlace de la reunión (https://…).'],
    ];
    for (const [body, campo, mensaje] of casos) {
      const res = await api('POST', `/oferta/${ofertaId}`, e.token, body);
      expect(res.status, `${campo}: ${mensaje}`).toBe(400);
      expect(res.body.optional).toMatchObject({ errors: { [campo]: mensaje } });
    }
    expect((await api('POST', `/oferta/${ofertaId}`, undefined, cuerpo())).status).toBe(401);
    expect((await api('POST', `/oferta/${ofertaId}`, p.token, cuerpo())).status).toBe(403);
    // Another company's offer, and this offer with an application of another offer: 404, nothing proposed.
    const ajena = await api('POST', `/oferta/${ofertaId}`, y.token, cuerpo());
    expect(ajena.status).toBe(404);
    const otraOferta = await ofertaAprobada(t, e.organizacionId, [industrial], { titulo: 'Practicante de Compras' });
    const cruzada = await api('POST', `/oferta/${otraOferta}`, e.token, cuerpo());
    expect(cruzada.status).toBe(404);
    expect(cruzada.body.message).toBe('Algunos postulantes seleccionados no pertenecen a esta oferta.');
    expect((await api<Equipo>('GET', `/postulacion/${postulacionId}`, e.token)).body.data).toEqual([]);

    // A free offer past its first applicant: the hidden one cannot be invited, and nobody is when it is selected.
    const libre = await ofertaAprobada(t, e.organizacionId, [industrial], {
      titulo: 'Practicante de Almacén',
      tipo: 0,
      max_free_postulantes: 1,
    });
    const ids: number[] = [];
    for (const _ of [1, 2]) {
      const o = await postulanteCon(t, {}, { paraPostular: true });
      await call(t.app, {
        method: 'POST',
        url: '/api/postulanteOferta/create',
        token: o.token,
        payload: { id_oferta: libre, id_reclutador: e.organizacionId },
      });
      const [r] = await t.db.select({ id: postulacion.id }).from(postulacion).where(eq(postulacion.postulante_id, o.postulanteId));
      ids.push(r!.id);
    }
    const oculta = await api('POST', `/oferta/${libre}`, e.token, cuerpo({ postulaciones: ids }));
    expect(oculta.status).toBe(403);
    expect((await api<Equipo>('GET', `/postulacion/${ids[0]}`, e.token)).body.data).toEqual([]);
    expect(await bitacora(e.organizacionId, 'entrevista.proponer_varias')).toEqual([]);
  });
});

describe('a decision ends the interviews', () => {
  const noSeleccionar = (token: string | undefined, id: number, avisar = false) =>
    call(t.app, { method: 'PATCH', url: `/api/postulanteOferta/updateEstado/${id}`, token, payload: { data: { estado: 1, avisar } } });
  const cerrar = (token: string | undefined, ofertaId: number, body: unknown) =>
    call<{ cambiadas: number; entrevistas_canceladas: number }>(t.app, {
      method: 'POST',
      url: `/api/correosEstado/cerrarProceso/${ofertaId}`,
      token,
      payload: body as object,
    });

  it('No seleccionada from the status radio cancels a confirmed interview: both calendars lose it, the week too', async () => {
    const { e, p, postulacionId } = await escenario('Decisiones Callao');
    const id = (await api<Equipo>('POST', `/postulacion/${postulacionId}`, e.token, propuesta(['2027-06-16T10:00']))).body.data[0]!.id;
    expect((await api('POST', `/mias/${id}/elegir`, p.token, { inicio: lima('2027-06-16T10:00') })).status).toBe(200);
    const uid = leer((await mails(p.email)).at(-1)!.adjuntos![0]!.contenido).uid;

    // The seat chose not to mail the status: the interview's cancellation is told all the same.
    expect((await noSeleccionar(e.token, postulacionId)).status).toBe(200);
    const alPostulante = (await mails(p.email)).at(-1)!;
    expect(alPostulante.asunto).toBe('Decisiones Callao canceló tu entrevista para «Practicante de Logística»');
    expect(alPostulante.texto).toContain('Motivo: La empresa tomó una decisión sobre tu postulación');
    expect(leer(alPostulante.adjuntos![0]!.contenido)).toMatchObject({ uid, estado: 'CANCELLED', metodo: 'CANCEL', secuencia: 2 });
    const alEquipo = (await mails(e.email)).at(-1)!;
    expect(alEquipo.asunto).toMatch(/^Entrevista cancelada: /);
    expect(leer(alEquipo.adjuntos![0]!.contenido)).toMatchObject({ uid, estado: 'CANCELLED', secuencia: 2 });

    const mias = await api<Postulante>('GET', '/mias', p.token);
    expect(mias.body.data.find((x) => x.id === id)?.estado).toBe('cancelada');
    const semana = await api<Equipo>('GET', '/semana?desde=2027-06-14', e.token);
    expect(semana.body.data.map((x) => x.id)).not.toContain(id);
    const [cambio] = await bitacora(e.organizacionId, 'postulacion.estado');
    expect(cambio?.detalle).toMatchObject({ despues: 'no_seleccionada', correo: false, entrevistas_canceladas: 1 });
    // A rejected applicant is not proposed another interview.
    const otra = await api('POST', `/postulacion/${postulacionId}`, e.token, propuesta(['2027-06-17T10:00']));
    expect(otra.status).toBe(409);
    expect(otra.body.message).toBe('Este postulante está como Descartado: cambia su estado antes de proponerle una entrevista.');
  });

  it('«Cerrar el proceso» cancels the proposals of those it decides; a finalist keeps hers; the old link cannot confirm', async () => {
    const { e, p, ofertaId, postulacionId } = await escenario('Cierre Arequipa');
    const finalista = await postula(e, ofertaId);
    const id = (await api<Equipo>('POST', `/postulacion/${postulacionId}`, e.token, propuesta(['2027-06-16T10:00']))).body.data[0]!.id;
    const token = await tokenDelCorreo(p.email);
    const suya = (await api<Equipo>('POST', `/postulacion/${finalista.postulacionId}`, e.token, propuesta(['2027-06-16T12:00']))).body
      .data[0]!.id;
    await t.db.update(postulacion).set({ estado: 3, revisado: 1 }).where(eq(postulacion.id, finalista.postulacionId));

    // Refused calls change nothing: no session, an applicant, another company, a bad decision.
    const y = await empresa(t, 'Cierre Ajeno');
    expect((await cerrar(undefined, ofertaId, { decision: 'no_seleccionar', avisar: false })).status).toBe(401);
    expect((await cerrar(p.token, ofertaId, { decision: 'no_seleccionar', avisar: false })).status).toBe(403);
    expect((await cerrar(y.token, ofertaId, { decision: 'no_seleccionar', avisar: false })).status).toBe(404);
    const mala = await cerrar(e.token, ofertaId, { decision: 'rechazar_todo', avisar: false });
    expect(mala.status).toBe(400);
    expect((await api<Postulante>('GET', `/enlace/${token}`)).body.data[0]!.estado).toBe('propuesta');

    // The dialog says beforehand how many interviews closing would cancel: not the finalist's.
    const resumen = await call<{ entrevistas_en_proceso: number }>(t.app, {
      method: 'GET',
      url: `/api/oferta/resumen/${ofertaId}`,
      token: e.token,
    });
    expect(resumen.body.data[0]!.entrevistas_en_proceso).toBe(1);
    const r = await cerrar(e.token, ofertaId, { decision: 'no_seleccionar', avisar: false });
    expect(r.status).toBe(200);
    expect(r.body.data[0]).toMatchObject({ cambiadas: 1, entrevistas_canceladas: 1 });
    const visto = await api<Postulante>('GET', `/enlace/${token}`);
    expect(visto.body.data[0]).toMatchObject({ estado: 'cancelada', motivo_cancelacion: expect.stringMatching(/decisión/) });
    const confirmar = await api('POST', `/enlace/${token}`, undefined, { inicio: lima('2027-06-16T10:00') });
    expect(confirmar.status).toBe(409);
    // A proposal was in no calendar yet: its notice has no .ics.
    const aviso = (await mails(p.email)).at(-1)!;
    expect(aviso.asunto).toMatch(/canceló tu entrevista/);
    expect(aviso.adjuntos ?? []).toEqual([]);
    expect((await api<Equipo>('GET', `/postulacion/${finalista.postulacionId}`, e.token)).body.data[0]).toMatchObject({
      id: suya,
      estado: 'propuesta',
    });
    const [cierre] = await bitacora(e.organizacionId, 'oferta.cerrar_proceso');
    expect(cierre?.detalle).toMatchObject({ cambiadas: 1, entrevistas_canceladas: 1 });
    expect(id).toBeGreaterThan(0);
  });

  it('the bulk «No seleccionado» cancels them too; a proposal left on a decided application cannot be picked', async () => {
    const { e, p, ofertaId, postulacionId } = await escenario('Masivo Piura', { tipo: 1, estado_pago: 1, destacado_desde: START });
    const otro = await postula(e, ofertaId);
    await api('POST', `/postulacion/${postulacionId}`, e.token, propuesta(['2027-06-18T10:00']));
    const token = await tokenDelCorreo(p.email);
    const masivo = await call(t.app, {
      method: 'POST',
      url: `/api/pipeline/masivo/${ofertaId}`,
      token: e.token,
      payload: { accion: 'no_seleccionado', ids: [postulacionId], avisar: false },
    });
    expect(masivo.status).toBe(200);
    expect((await api<Postulante>('GET', `/enlace/${token}`)).body.data[0]!.estado).toBe('cancelada');
    const [bulk] = await bitacora(e.organizacionId, 'postulacion.masivo_no_seleccionado');
    expect(bulk?.detalle).toMatchObject({ cambiadas: 1, entrevistas_canceladas: 1 });

    // An interview still proposed on an application already No seleccionada (decided before this rule) is refused.
    await api('POST', `/postulacion/${otro.postulacionId}`, e.token, propuesta(['2027-06-18T12:00']));
    const suyo = await tokenDelCorreo(otro.p.email);
    await t.db.update(postulacion).set({ estado: 1, revisado: 1 }).where(eq(postulacion.id, otro.postulacionId));
    const tarde = await api('POST', `/enlace/${suyo}`, undefined, { inicio: lima('2027-06-18T12:00') });
    expect(tarde.status).toBe(409);
    expect(tarde.body.message).toBe('La empresa ya tomó una decisión sobre esta postulación: esta entrevista ya no se puede confirmar.');
    // …and the bulk bar does not propose to them.
    const varias = await api('POST', `/oferta/${ofertaId}`, e.token, {
      ...propuesta(['2027-06-19T10:00']),
      postulaciones: [postulacionId, otro.postulacionId],
    });
    expect(varias.status).toBe(409);
    expect(varias.body.message).toBe('2 de los elegidos están como Descartados: quítalos de la selección para proponer la entrevista.');
  });
});

describe('what a Descartado cancels, said before and after', () => {
  const resumen = (token: string | undefined, ofertaId: number | string, body: unknown) =>
    call<{ postulaciones: number; entrevistas: number }>(t.app, {
      method: 'POST',
      url: `/api/pipeline/masivo/${ofertaId}/resumen`,
      token,
      payload: body as object,
    });

  it('the bulk summary counts the interviews of the whole selection, from the server; the answers count what was cancelled', async () => {
    const { e, p, ofertaId, postulacionId } = await escenario('Resumen Huaraz', { tipo: 1, estado_pago: 1, destacado_desde: START });
    const segunda = await postula(e, ofertaId);
    const finalista = await postula(e, ofertaId);
    const sinNada = await postula(e, ofertaId);
    for (const [i, x] of [postulacionId, segunda.postulacionId, finalista.postulacionId].entries())
      await api('POST', `/postulacion/${x}`, e.token, propuesta([`2027-06-1${6 + i}T10:00`]));
    await t.db.update(postulacion).set({ estado: 3, revisado: 1 }).where(eq(postulacion.id, finalista.postulacionId));

    // Every application the filters give: all four, three with an interview; the notice leaves the finalist's alone.
    const todos = { accion: 'estado', estado: 1, todos: true };
    expect((await resumen(e.token, ofertaId, todos)).body.data[0]).toEqual({ postulaciones: 4, entrevistas: 3 });
    const aviso = await resumen(e.token, ofertaId, { accion: 'no_seleccionado', todos: true });
    expect(aviso.body.data[0]).toEqual({ postulaciones: 4, entrevistas: 2 });
    const otraAccion = await resumen(e.token, ofertaId, { accion: 'estado', estado: 2, ids: [postulacionId] });
    expect(otraAccion.body.data[0]).toEqual({ postulaciones: 1, entrevistas: 0 });

    // Refused: bad input, no session, an applicant, another company, an id of another offer.
    const y = await escenario('Resumen Ajeno', { tipo: 1, estado_pago: 1, destacado_desde: START });
    expect((await resumen(e.token, ofertaId, { accion: 'borrar', todos: true })).status).toBe(400);
    expect((await resumen(e.token, 'abc', todos)).status).toBe(400);
    expect((await resumen(undefined, ofertaId, todos)).status).toBe(401);
    expect((await resumen(p.token, ofertaId, todos)).status).toBe(403);
    expect((await resumen(y.e.token, ofertaId, todos)).status).toBe(404);
    expect((await resumen(e.token, ofertaId, { accion: 'estado', estado: 1, ids: [y.postulacionId] })).status).toBe(404);
    // Asking changed nothing.
    expect((await api<Equipo>('GET', `/postulacion/${postulacionId}`, e.token)).body.data[0]!.estado).toBe('propuesta');

    // The status radio's answer says how many it cancelled; the bulk bar's too.
    const radio = await call<{ entrevistas_canceladas?: number }>(t.app, {
      method: 'PATCH',
      url: `/api/postulanteOferta/updateEstado/${postulacionId}`,
      token: e.token,
      payload: { data: { estado: 1, avisar: false } },
    });
    expect(radio.body.data[0]?.entrevistas_canceladas).toBe(1);
    const masivo = await call<{ cambiadas: number; entrevistas_canceladas: number }>(t.app, {
      method: 'POST',
      url: `/api/pipeline/masivo/${ofertaId}`,
      token: e.token,
      payload: { accion: 'no_seleccionado', todos: true, avisar: false },
    });
    expect(masivo.body.data[0]).toMatchObject({ cambiadas: 2, entrevistas_canceladas: 1 });
    expect(sinNada.postulacionId).toBeGreaterThan(0);
  });
});

describe('a withdrawal or a removed offer ends the interviews', () => {
  const retirar = (token: string | undefined, id: number, id_oferta: number | string) =>
    call(t.app, { method: 'POST', url: '/api/postulanteOferta/removeById', token, payload: { id, id_oferta } as object });
  const filaDe = async (postulacionId: number) =>
    (
      await t.db
        .select({ id: entrevista.id, estado: entrevista.estado, motivo_cancelacion: entrevista.motivo_cancelacion })
        .from(entrevista)
        .where(eq(entrevista.postulacion_id, postulacionId))
    )[0];
  const eliminar = (token: string | undefined, ofertaId: number) =>
    call(t.app, { method: 'POST', url: `/api/oferta/removeMyOffer/${ofertaId}`, token });

  it('the applicant cancelling the application cancels a confirmed interview: the seat loses the event, the applicant is not mailed', async () => {
    const { e, p, ofertaId, postulacionId } = await escenario('Retiro Cusco');
    const id = (await api<Equipo>('POST', `/postulacion/${postulacionId}`, e.token, propuesta(['2027-06-16T10:00']))).body.data[0]!.id;
    expect((await api('POST', `/mias/${id}/elegir`, p.token, { inicio: lima('2027-06-16T10:00') })).status).toBe(200);
    const uid = leer((await mails(e.email)).at(-1)!.adjuntos![0]!.contenido).uid;
    const antes = (await mails(p.email)).length;

    // Refused calls change nothing: no session, bad input, the company's seat, another applicant.
    const otro = await postulanteCon(t, {}, { paraPostular: true });
    expect((await retirar(undefined, postulacionId, ofertaId)).status).toBe(401);
    expect((await retirar(p.token, postulacionId, 'x')).status).toBe(400);
    expect((await retirar(e.token, postulacionId, ofertaId)).status).toBe(403);
    expect((await retirar(otro.token, postulacionId, ofertaId)).status).toBe(404);
    // Mis postulaciones matches it to its application by the offer.
    expect((await api<Postulante>('GET', '/mias', p.token)).body.data.find((x) => x.id === id)).toMatchObject({
      estado: 'confirmada',
      id_oferta: ofertaId,
    });

    expect((await retirar(p.token, postulacionId, ofertaId)).status).toBe(200);
    const alEquipo = (await mails(e.email)).at(-1)!;
    expect(alEquipo.asunto).toMatch(/^Entrevista cancelada: /);
    expect(alEquipo.texto).toContain('canceló su postulación.');
    const ev = leer(alEquipo.adjuntos![0]!.contenido);
    expect(ev).toMatchObject({ uid, estado: 'CANCELLED', metodo: 'CANCEL', secuencia: 2 });
    expect(alEquipo.adjuntos![0]!.tipo).toContain('method=CANCEL');
    // Their own act: no mail to the applicant.
    expect((await mails(p.email)).length).toBe(antes);
    const semana = await api<Equipo>('GET', '/semana?desde=2027-06-14', e.token);
    expect(semana.body.data.map((x) => x.id)).not.toContain(id);
  });

  it('a proposal on a withdrawn application cannot be picked any more; other companies are untouched', async () => {
    const { e, p, ofertaId, postulacionId } = await escenario('Retiro Tacna');
    await api('POST', `/postulacion/${postulacionId}`, e.token, propuesta(['2027-06-17T10:00']));
    const token = await tokenDelCorreo(p.email);
    const ajena = await escenario('Retiro Ajeno');
    await api('POST', `/postulacion/${ajena.postulacionId}`, ajena.e.token, propuesta(['2027-06-17T10:00']));
    const suyo = await tokenDelCorreo(ajena.p.email);

    expect((await retirar(p.token, postulacionId, ofertaId)).status).toBe(200);
    expect(await filaDe(postulacionId)).toMatchObject({ estado: 'cancelada', motivo_cancelacion: 'El postulante canceló su postulación.' });
    // The link of a cancelled application opens nothing, and picks nothing; it says why (walk w36).
    const abierto = await api('GET', `/enlace/${token}`);
    expect(abierto.status).toBe(404);
    expect(abierto.body.message).toBe('Esta entrevista se canceló porque cancelaste tu postulación.');
    expect((await api('POST', `/enlace/${token}`, undefined, { inicio: lima('2027-06-17T10:00') })).status).toBe(404);
    // A proposal was in no calendar: the seat gets no cancelled event for it, but learns no pick will come.
    const alEquipo = await mails(e.email);
    expect(alEquipo.some((m) => m.asunto.startsWith('Entrevista cancelada'))).toBe(false);
    const aviso = alEquipo.at(-1)!;
    expect(aviso.asunto).toMatch(/^Propuesta de entrevista cancelada: .+ canceló su postulación$/);
    expect(aviso.texto).toContain('«Practicante de Logística»');
    expect(aviso.adjuntos ?? []).toEqual([]);
    expect((await api<Postulante>('GET', `/enlace/${suyo}`)).body.data[0]!.estado).toBe('propuesta');
  });

  it('removing an offer cancels what its applications still had, with notice to the applicant and the seat', async () => {
    // An application cancelled before this rule left its interview alive: the offer's removal ends it.
    const { e, p, ofertaId, postulacionId } = await escenario('Retirada Ica');
    const id = (await api<Equipo>('POST', `/postulacion/${postulacionId}`, e.token, propuesta(['2027-06-16T11:00']))).body.data[0]!.id;
    expect((await api('POST', `/mias/${id}/elegir`, p.token, { inicio: lima('2027-06-16T11:00') })).status).toBe(200);
    const uid = leer((await mails(p.email)).at(-1)!.adjuntos![0]!.contenido).uid;
    await t.db.update(postulacion).set({ eliminado_en: START }).where(eq(postulacion.id, postulacionId));

    // Refused calls change nothing: no session, bad input, an applicant, another company.
    const y = await empresa(t, 'Retirada Ajena');
    expect((await eliminar(undefined, ofertaId)).status).toBe(401);
    expect((await call(t.app, { method: 'POST', url: '/api/oferta/removeMyOffer/abc', token: e.token })).status).toBe(400);
    expect((await eliminar(p.token, ofertaId)).status).toBe(403);
    expect((await eliminar(y.token, ofertaId)).status).toBe(404);
    expect(await filaDe(postulacionId)).toMatchObject({ id, estado: 'confirmada' });

    expect((await eliminar(e.token, ofertaId)).status).toBe(200);
    expect(await filaDe(postulacionId)).toMatchObject({ id, estado: 'cancelada', motivo_cancelacion: 'La empresa retiró la oferta.' });
    const alPostulante = (await mails(p.email)).at(-1)!;
    expect(alPostulante.asunto).toMatch(/canceló tu entrevista/);
    expect(alPostulante.texto).toContain('Motivo: La empresa retiró la oferta.');
    expect(leer(alPostulante.adjuntos![0]!.contenido)).toMatchObject({ uid, estado: 'CANCELLED', metodo: 'CANCEL', secuencia: 2 });
    const alEquipo = (await mails(e.email)).at(-1)!;
    expect(alEquipo.asunto).toMatch(/^Entrevista cancelada: /);
    expect(leer(alEquipo.adjuntos![0]!.contenido)).toMatchObject({ uid, estado: 'CANCELLED', secuencia: 2 });
    const [entrada] = await bitacora(e.organizacionId, 'oferta.eliminar');
    expect(entrada?.detalle).toMatchObject({ entrevistas_canceladas: 1 });
    // The applicant's old mail link says why it opens nothing.
    const link = alPostulante.enlaces.find((l) => l.includes('/postulantes/entrevista/'));
    if (link) {
      const viejo = await api('GET', `/enlace/${link.split('/').at(-1)!}`);
      expect(viejo.body.message).toBe('Esta entrevista se canceló porque la empresa retiró la oferta.');
    }
  });
});

describe('a deleted account ends the interviews (decision 079)', () => {
  const borrarCuenta = (token: string) =>
    call(t.app, { method: 'POST', url: '/api/usuario/removeAccount', token, payload: { password: TEST_PASSWORD } });
  const estadoDe = async (id: number) =>
    (await t.db.select({ estado: entrevista.estado }).from(entrevista).where(eq(entrevista.id, id)))[0];

  it("an applicant's deleted account cancels a confirmed interview: the seat's calendar loses the event", async () => {
    const { e, p, postulacionId } = await escenario('Cuenta Borrada Puno');
    const id = (await api<Equipo>('POST', `/postulacion/${postulacionId}`, e.token, propuesta(['2027-06-18T10:00']))).body.data[0]!.id;
    expect((await api('POST', `/mias/${id}/elegir`, p.token, { inicio: lima('2027-06-18T10:00') })).status).toBe(200);
    const uid = leer((await mails(e.email)).at(-1)!.adjuntos![0]!.contenido).uid;

    expect((await borrarCuenta(p.token)).status).toBe(200);
    // The rows went with the account; the seat's calendar was told first.
    expect(await estadoDe(id)).toBeUndefined();
    const alEquipo = (await mails(e.email)).at(-1)!;
    expect(alEquipo.asunto).toMatch(/^Entrevista cancelada: /);
    expect(leer(alEquipo.adjuntos![0]!.contenido)).toMatchObject({ uid, estado: 'CANCELLED', metodo: 'CANCEL', secuencia: 2 });
    // Nothing is left to send to the deleted account.
    expect(await mails(p.email)).toEqual([]);
  });

  it("a holder's deleted account closes the company: each applicant with an interview is told, with the cancelled event", async () => {
    const { e, p, postulacionId } = await escenario('Cuenta Borrada Tumbes');
    const id = (await api<Equipo>('POST', `/postulacion/${postulacionId}`, e.token, propuesta(['2027-06-18T11:00']))).body.data[0]!.id;
    expect((await api('POST', `/mias/${id}/elegir`, p.token, { inicio: lima('2027-06-18T11:00') })).status).toBe(200);
    const uid = leer((await mails(p.email)).at(-1)!.adjuntos![0]!.contenido).uid;
    const ajena = await escenario('Cuenta Ajena Tumbes');
    const suya = (await api<Equipo>('POST', `/postulacion/${ajena.postulacionId}`, ajena.e.token, propuesta(['2027-06-18T11:00']))).body
      .data[0]!.id;

    expect((await borrarCuenta(e.token)).status).toBe(200);
    expect(await estadoDe(id)).toBeUndefined();
    const alPostulante = (await mails(p.email)).at(-1)!;
    expect(alPostulante.asunto).toMatch(/canceló tu entrevista/);
    expect(alPostulante.texto).toContain('Motivo: La empresa retiró la oferta.');
    expect(leer(alPostulante.adjuntos![0]!.contenido)).toMatchObject({ uid, estado: 'CANCELLED', metodo: 'CANCEL', secuencia: 2 });
    // Nothing is left to send to the deleted holder, whose mails go with the account.
    expect(await mails(e.email)).toEqual([]);
    // Another company's interview is untouched.
    expect(await estadoDe(suya)).toEqual({ estado: 'propuesta' });
  });
});

describe('a slot another candidate took', () => {
  it('is no longer listed on the mail link nor in Mis postulaciones', async () => {
    const { e, p, ofertaId, postulacionId } = await escenario('Slots Cusco');
    const otra = await postula(e, ofertaId);
    const slots = ['2027-06-23T10:00', '2027-06-23T11:00'];
    await api('POST', `/postulacion/${postulacionId}`, e.token, propuesta(slots));
    const id = (await api<Equipo>('POST', `/postulacion/${otra.postulacionId}`, e.token, propuesta(slots))).body.data[0]!.id;
    const token = await tokenDelCorreo(otra.p.email);
    expect((await api<Postulante>('GET', `/enlace/${token}`)).body.data[0]!.horarios).toEqual(slots.map(lima));

    const primero = await tokenDelCorreo(p.email);
    expect((await api('POST', `/enlace/${primero}`, undefined, { inicio: lima('2027-06-23T10:00') })).status).toBe(200);
    expect((await api<Postulante>('GET', `/enlace/${token}`)).body.data[0]!.horarios).toEqual([lima('2027-06-23T11:00')]);
    const mias = await api<Postulante>('GET', '/mias', otra.p.token);
    expect(mias.body.data.find((x) => x.id === id)?.horarios).toEqual([lima('2027-06-23T11:00')]);
    // The team still sees every slot it proposed.
    expect((await api<Equipo>('GET', `/postulacion/${otra.postulacionId}`, e.token)).body.data[0]!.horarios).toEqual(slots.map(lima));
  });
});

describe('the applicant list hints at the interview', () => {
  it('shows a proposal, then the confirmed time, and nothing once cancelled; another company sees no list', async () => {
    const { e, p, ofertaId, postulacionId } = await escenario('Pistas Tacna');
    const sin = await postula(e, ofertaId);
    const fila = async (token: string, id: number) => {
      const res = await call<{ id_postulacion: number; entrevista?: unknown }>(t.app, {
        method: 'GET',
        url: `/api/postulanteOferta/offerMyApplicants/${ofertaId}?page=1`,
        token,
      });
      return { status: res.status, fila: res.body.data?.find((x) => x.id_postulacion === id) };
    };
    const id = (await api<Equipo>('POST', `/postulacion/${postulacionId}`, e.token, propuesta(['2027-06-24T10:00']))).body.data[0]!.id;
    expect((await fila(e.token, postulacionId)).fila?.entrevista).toEqual({ estado: 'propuesta', inicio: null });
    expect((await fila(e.token, sin.postulacionId)).fila).not.toHaveProperty('entrevista');
    await api('POST', `/mias/${id}/elegir`, p.token, { inicio: lima('2027-06-24T10:00') });
    expect((await fila(e.token, postulacionId)).fila?.entrevista).toEqual({ estado: 'confirmada', inicio: lima('2027-06-24T10:00') });
    await api('POST', `/${id}/cancelar`, e.token, {});
    expect((await fila(e.token, postulacionId)).fila).not.toHaveProperty('entrevista');
    const y = await empresa(t, 'Pistas Ajenas');
    expect((await fila(y.token, postulacionId)).status).toBe(404);
    expect((await fila(p.token, postulacionId)).status).toBe(403);
  });
});

describe('a reschedule replaces the time, and a held interview is done (walk w36)', () => {
  it('refuses the confirmed time it replaces among the new slots; accepts others', async () => {
    const { e, p, postulacionId } = await escenario('Reemplazo Piura');
    const id = (await api<Equipo>('POST', `/postulacion/${postulacionId}`, e.token, propuesta(['2027-06-21T15:30']))).body.data[0]!.id;
    expect((await api('POST', `/mias/${id}/elegir`, p.token, { inicio: lima('2027-06-21T15:30') })).status).toBe(200);
    const antes = (await mails(p.email)).length;
    const mismo = await api('PUT', `/${id}`, e.token, propuesta(['2027-06-21T16:00', '2027-06-21T15:30']));
    expect(mismo.status).toBe(400);
    expect(mismo.body.optional).toMatchObject({ errors: { horarios: 'Ese es el horario que estás reemplazando: propón otro.' } });
    // Nothing changed and nobody was mailed.
    expect((await api<Equipo>('GET', `/postulacion/${postulacionId}`, e.token)).body.data[0]).toMatchObject({ estado: 'confirmada' });
    expect((await mails(p.email)).length).toBe(antes);
    const otro = await api<Equipo>('PUT', `/${id}`, e.token, propuesta(['2027-06-21T16:00']));
    expect(otro.status).toBe(200);
    expect(otro.body.data[0]!.horarios).toEqual([lima('2027-06-21T16:00')]);
  });

  it('once its time has come, an interview is neither rescheduled nor cancelled; a new one may be proposed', async () => {
    const { e, p, postulacionId } = await escenario('Realizada Tumbes');
    const id = (await api<Equipo>('POST', `/postulacion/${postulacionId}`, e.token, propuesta(['2027-06-08T10:00']))).body.data[0]!.id;
    expect((await api('POST', `/mias/${id}/elegir`, p.token, { inicio: lima('2027-06-08T10:00') })).status).toBe(200);
    const reloj = t.clock.now;
    t.clock.now = new Date(lima('2027-06-08T11:00'));
    try {
      const rep = await api('PUT', `/${id}`, e.token, propuesta(['2027-06-10T10:00']));
      expect(rep.status).toBe(409);
      expect(rep.body.message).toBe('Esta entrevista ya se realizó: si hace falta otra, propón una nueva.');
      expect((await api('POST', `/${id}/cancelar`, e.token, {})).status).toBe(409);
      expect((await api<Equipo>('PUT', `/${id}/resultado`, e.token, { resultado: 'avanza', puntajes: [] })).status).toBe(200);
      const nueva = await api<Equipo>('POST', `/postulacion/${postulacionId}`, e.token, propuesta(['2027-06-10T10:00']));
      expect(nueva.status).toBe(201);
      const lista = (await api<Equipo>('GET', `/postulacion/${postulacionId}`, e.token)).body.data;
      expect(lista.map((x) => x.estado).sort()).toEqual(['confirmada', 'propuesta']);
    } finally {
      t.clock.now = reloj;
    }
  });
});
