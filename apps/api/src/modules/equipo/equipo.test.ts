/**
 * Recruiting as a team through the HTTP API: the holder invites a colleague, the colleague joins with the link and
 * works on the company's offers and applicants, every change lands in the company's audit trail, and removing the
 * colleague ends its sessions at once.
 */
import { ROLE } from '@practiperu/shared/constants';
import { limaToday } from '@practiperu/shared/dates';
import { EQUIPO_MAX_ASIENTOS, EQUIPO_MESSAGES, SOLICITUD_MESSAGES } from '@practiperu/shared/equipo';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, lastMailTo, login, TEST_PASSWORD, type TestContext } from '../../../test/helpers.ts';
import { career, empresa, postulanteCon } from '../../../test/fixtures/matching.ts';
import { aplicante, ofertaDestacadaPagada } from '../../../test/fixtures/reclutador.ts';
import { ofertaBody } from '../../../test/security/world.ts';
import { auditoriaEmpresa, invitacionEquipo, miembroOrganizacion, oferta, pago, sesion, usuario } from '../../db/schema/index.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
});
afterAll(async () => t?.close());

let n = 0;
const correoNuevo = () => `colega${++n}-${Date.now().toString(36)}@andina.pe`;

const invitar = (token: string | undefined, body: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url: '/api/equipo/invitar', token, payload: body });
const miembros = (token: string | undefined) =>
  call<{
    miembros: { usuario_id: number; correo: string; rol: string; titular: boolean; yo: boolean }[];
    invitaciones: { id: number; correo: string }[];
  }>(t.app, { method: 'GET', url: '/api/equipo/miembros', token });
const actividad = (token: string | undefined, query = '') =>
  call<{ accion: string; usuario_correo: string; detalle: Record<string, unknown> }>(t.app, {
    method: 'GET',
    url: `/api/equipo/actividad${query}`,
    token,
  });

/** The token of the newest invitation link mailed to an address. */
async function enlaceDe(correo: string): Promise<string> {
  const mail = await lastMailTo(t, correo);
  const link = mail?.enlaces.find((l) => l.includes('/empresas/unirse/'));
  if (!link) throw new Error(`sin invitación para ${correo}`);
  return link.split('/empresas/unirse/')[1]!;
}

async function unirse(token: string, patch: Record<string, unknown> = {}) {
  return call<string>(t.app, {
    method: 'POST',
    url: '/api/equipo/unirse',
    payload: { token, nombres: 'Carla', apellidos: 'Quispe Mamani', password: TEST_PASSWORD, repeat_password: TEST_PASSWORD, ...patch },
  });
}

/** A company with a colleague who joined through the link, both signed in. */
async function equipoConColega(rol: 'administrador' | 'reclutador' = 'reclutador') {
  const titular = await empresa(t);
  const correo = correoNuevo();
  const inv = await invitar(titular.token, { correo, rol });
  expect(inv.status).toBe(201);
  const res = await unirse(await enlaceDe(correo));
  expect(res.status).toBe(201);
  const [u] = await t.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.correo, correo));
  return { titular, colega: { id: u!.id, correo, token: res.body.token! } };
}

describe('inviting and joining', () => {
  it('the holder invites a colleague, who joins with the mailed link and is signed in as a seat of the company', async () => {
    const titular = await empresa(t, 'Andina Logística');
    const correo = correoNuevo();
    const inv = await invitar(titular.token, { correo, rol: 'reclutador' });
    expect(inv.status).toBe(201);
    expect(inv.body.message).toBe(EQUIPO_MESSAGES.invitado);

    const mail = await lastMailTo(t, correo);
    expect(mail?.asunto).toBe('Andina Logística te invita a su equipo en PractiPerú');
    const token = await enlaceDe(correo);

    const info = await call(t.app, { method: 'GET', url: `/api/equipo/invitacion/${token}` });
    expect(info.body.data[0]).toEqual({ organizacion: 'Andina Logística', correo, rol: 'reclutador' });

    const joined = await unirse(token);
    expect(joined.status).toBe(201);
    const session = await call<{ role: number; nombre_org: string; equipo_rol?: string; titular?: boolean }>(t.app, {
      method: 'POST',
      url: '/api/auth/mySession',
      token: joined.body.token,
    });
    expect(session.body.data[0]).toMatchObject({
      role: ROLE.RECLUTADOR,
      nombre_org: 'Andina Logística',
      equipo_rol: 'reclutador',
      titular: false,
    });

    const holder = await call<Record<string, unknown>>(t.app, { method: 'POST', url: '/api/auth/mySession', token: titular.token });
    expect(holder.body.data[0]).not.toHaveProperty('equipo_rol');
    // The colleague logs in with its own e-mail and password too.
    expect(await login(t.app, { id: 0, email: correo, password: TEST_PASSWORD, role: ROLE.RECLUTADOR })).toBeTruthy();

    const team = await miembros(titular.token);
    expect(team.body.data[0]!.miembros.map((m) => [m.rol, m.titular, m.yo])).toEqual([
      ['administrador', true, true],
      ['reclutador', false, false],
    ]);
    expect(team.body.data[0]!.invitaciones).toEqual([]);
  });

  it('the link works once, and an expired or cancelled one is refused', async () => {
    const titular = await empresa(t);
    const correo = correoNuevo();
    await invitar(titular.token, { correo, rol: 'reclutador' });
    const token = await enlaceDe(correo);
    expect((await unirse(token)).status).toBe(201);
    const again = await unirse(token);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(EQUIPO_MESSAGES.enlaceInvalido);

    const tarde = correoNuevo();
    await invitar(titular.token, { correo: tarde, rol: 'reclutador' });
    const tokenTarde = await enlaceDe(tarde);
    const before = t.clock.now;
    t.clock.now = new Date(before.getTime() + 7 * 86_400_000 + 1000);
    try {
      expect((await call(t.app, { method: 'GET', url: `/api/equipo/invitacion/${tokenTarde}` })).status).toBe(404);
      expect((await unirse(tokenTarde)).status).toBe(404);
    } finally {
      t.clock.now = before;
    }

    const cancelado = correoNuevo();
    const inv = await invitar(titular.token, { correo: cancelado, rol: 'administrador' });
    const id = (inv.body.data[0] as { id: number }).id;
    const tokenCancelado = await enlaceDe(cancelado);
    expect((await call(t.app, { method: 'DELETE', url: `/api/equipo/invitaciones/${id}`, token: titular.token })).status).toBe(200);
    expect((await unirse(tokenCancelado)).status).toBe(404);
  });

  it('re-inviting sends a new link and the old one stops working', async () => {
    const titular = await empresa(t);
    const correo = correoNuevo();
    const inv = await invitar(titular.token, { correo, rol: 'reclutador' });
    const viejo = await enlaceDe(correo);
    const id = (inv.body.data[0] as { id: number }).id;
    const res = await call(t.app, { method: 'POST', url: `/api/equipo/invitaciones/${id}/reenviar`, token: titular.token });
    expect(res.status).toBe(200);
    const nuevo = await enlaceDe(correo);
    expect(nuevo).not.toBe(viejo);
    expect((await unirse(viejo)).status).toBe(404);
    expect((await unirse(nuevo)).status).toBe(201);
  });

  it('bad input is answered at the field: an e-mail with an account, a pending invitation, a role, the join form', async () => {
    const titular = await empresa(t);
    const otro = await createUser(t.db, { role: ROLE.POSTULANTE });
    const conCuenta = await invitar(titular.token, { correo: otro.email.toUpperCase(), rol: 'reclutador' });
    expect(conCuenta.status).toBe(400);
    expect(conCuenta.body.optional).toMatchObject({ errors: { correo: EQUIPO_MESSAGES.correoConCuenta } });

    const correo = correoNuevo();
    await invitar(titular.token, { correo, rol: 'reclutador' });
    const twice = await invitar(titular.token, { correo, rol: 'administrador' });
    expect(twice.body.optional).toMatchObject({ errors: { correo: EQUIPO_MESSAGES.yaInvitado } });

    const rol = await invitar(titular.token, { correo: correoNuevo(), rol: 'jefe' });
    expect(rol.status).toBe(400);
    expect(rol.body.optional).toMatchObject({ errors: { rol: EQUIPO_MESSAGES.rolInvalido } });
    const mal = await invitar(titular.token, { correo: 'no-es-correo', rol: 'reclutador' });
    expect(mal.body.optional).toMatchObject({ errors: { correo: 'No se reconoce como correo' } });

    const token = await enlaceDe(correo);
    const distintas = await unirse(token, { repeat_password: 'OtraClave99' });
    expect(distintas.status).toBe(400);
    expect(distintas.body.optional).toMatchObject({ errors: { repeat_password: EQUIPO_MESSAGES.clavesDistintas } });
    // The refused form did not use the link up.
    expect((await unirse(token)).status).toBe(201);
  });

  it(`a company has at most ${EQUIPO_MAX_ASIENTOS} seats, pending invitations included`, async () => {
    const titular = await empresa(t);
    for (let i = 1; i < EQUIPO_MAX_ASIENTOS; i++)
      expect((await invitar(titular.token, { correo: correoNuevo(), rol: 'reclutador' })).status).toBe(201);
    const over = await invitar(titular.token, { correo: correoNuevo(), rol: 'reclutador' });
    expect(over.status).toBe(400);
    expect(over.body.optional).toMatchObject({ errors: { correo: EQUIPO_MESSAGES.limite } });
  });
});

describe('a colleague works for the company', () => {
  it('publishes an offer of the company, spending the company’s free quota, and reviews its applicants', async () => {
    const { titular, colega } = await equipoConColega();
    const industrial = (await career(t, 'Ingeniería Industrial')).id;
    const creada = await call<{ id_oferta: number }>(t.app, {
      method: 'POST',
      url: '/api/oferta/create',
      token: colega.token,
      payload: ofertaBody(industrial, limaToday(t.clock.now)),
    });
    expect(creada.status).toBe(201);
    const id = creada.body.data[0]!.id_oferta;
    const [row] = await t.db.select({ org: oferta.id_organizacion }).from(oferta).where(eq(oferta.id, id));
    expect(row!.org).toBe(titular.organizacionId);

    // The holder sees it among the company's offers, and the quota is the company's.
    const lista = await call<{ id: number }>(t.app, { method: 'GET', url: '/api/oferta/myList?page=1', token: titular.token });
    expect(lista.body.data.map((o) => o.id)).toContain(id);
    const cupo = (token: string) => call<number>(t.app, { method: 'GET', url: '/api/oferta/getTotalOfferAvailable', token });
    const cupoTitular = await cupo(titular.token);
    expect((await cupo(colega.token)).body).toEqual(cupoTitular.body);
    expect(cupoTitular.body.optional).toMatchObject({ usadas: 1 });

    // An applicant of the holder's featured offer, moved by the colleague.
    const destacada = await ofertaDestacadaPagada(t, titular.organizacionId);
    const a = await aplicante(t, destacada);
    const estado = await call(t.app, {
      method: 'PATCH',
      url: `/api/postulanteOferta/updateEstado/${a.postulacionId}`,
      token: colega.token,
      payload: { data: { estado: 2 } },
    });
    expect(estado.status).toBe(200);

    const trail = await actividad(titular.token);
    expect(trail.body.data.map((e) => [e.accion, e.usuario_correo])).toEqual(
      expect.arrayContaining([
        ['oferta.publicar', colega.correo],
        ['postulacion.estado', colega.correo],
        ['equipo.unirse', colega.correo],
        ['equipo.invitar', titular.email],
      ]),
    );
    // Newest first, and filtered by seat and by action.
    expect(trail.body.data[0]!.accion).toBe('postulacion.estado');
    const soloColega = await actividad(titular.token, `?usuario_id=${colega.id}&accion=oferta`);
    expect(soloColega.body.data.map((e) => e.accion)).toEqual(['oferta.publicar']);
  });

  it('a recruiter seat gets a clear 403 on company data, payments, seats and the trail; an administrator seat does not', async () => {
    const { colega } = await equipoConColega('reclutador');
    const forbidden = [
      await call(t.app, { method: 'PUT', url: '/api/organizacion/update', token: colega.token, payload: { form: 'contact', data: {} } }),
      await call(t.app, {
        method: 'PUT',
        url: '/api/organizacion/updatePaginaPublica',
        token: colega.token,
        payload: { pagina_publica: false },
      }),
      await call(t.app, { method: 'POST', url: '/api/organizacion/removeLogo', token: colega.token }),
      await call(t.app, { method: 'POST', url: '/api/pago/create', token: colega.token, payload: {} }),
      await miembros(colega.token),
      await invitar(colega.token, { correo: correoNuevo(), rol: 'reclutador' }),
      await actividad(colega.token),
    ];
    for (const res of forbidden) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(EQUIPO_MESSAGES.soloAdministradores);
    }
    // Reading the company's data is every seat's.
    expect((await call(t.app, { method: 'GET', url: '/api/organizacion/myAccount', token: colega.token })).status).toBe(200);

    const admin = await equipoConColega('administrador');
    expect((await miembros(admin.colega.token)).status).toBe(200);
    const update = await call(t.app, {
      method: 'PUT',
      url: '/api/organizacion/update',
      token: admin.colega.token,
      payload: { form: 'contact', data: { correo_contacto: 'rrhh@andina.pe', numero_contacto: '987654321' } },
    });
    expect(update.status).toBe(200);
    const trail = await actividad(admin.titular.token, '?accion=organizacion.editar');
    expect(trail.body.data[0]).toMatchObject({
      usuario_correo: admin.colega.correo,
      detalle: { campos: ['correo_contacto', 'numero_contacto'] },
    });
  });
});

describe('roles and removal', () => {
  it('removing a colleague ends its sessions at once: its next call answers 401, its trail entries stay', async () => {
    const { titular, colega } = await equipoConColega();
    const other = await login(t.app, { id: colega.id, email: colega.correo, password: TEST_PASSWORD, role: ROLE.RECLUTADOR });
    const res = await call(t.app, { method: 'DELETE', url: `/api/equipo/miembros/${colega.id}`, token: titular.token });
    expect(res.status).toBe(200);
    for (const token of [colega.token, other]) {
      expect((await call(t.app, { method: 'GET', url: '/api/oferta/getTotalOfferAvailable', token })).status).toBe(401);
    }
    expect(await t.db.select().from(sesion).where(eq(sesion.usuario_id, colega.id))).toEqual([]);
    const login2 = await t.app.inject({
      method: 'POST',
      url: '/api/auth/loginRecruiter',
      payload: { email: colega.correo, password: TEST_PASSWORD },
    });
    expect(login2.statusCode).not.toBe(200);

    const trail = await actividad(titular.token);
    expect(trail.body.data[0]).toMatchObject({ accion: 'equipo.quitar', detalle: { correo: colega.correo } });
    const unido = trail.body.data.find((e) => e.accion === 'equipo.unirse');
    expect(unido).toMatchObject({ usuario_correo: colega.correo, usuario_id: null });

    // The address can be invited again.
    expect((await invitar(titular.token, { correo: colega.correo, rol: 'reclutador' })).status).toBe(201);
  });

  it('an administrator changes a colleague’s role, never the holder’s nor its own', async () => {
    const { titular, colega } = await equipoConColega('administrador');
    const rol = (token: string, id: number, r: string) =>
      call(t.app, { method: 'PUT', url: `/api/equipo/miembros/${id}/rol`, token, payload: { rol: r } });
    expect((await rol(colega.token, titular.id, 'reclutador')).body.message).toBe(EQUIPO_MESSAGES.titularIntocable);
    expect((await call(t.app, { method: 'DELETE', url: `/api/equipo/miembros/${titular.id}`, token: colega.token })).status).toBe(403);
    expect((await rol(colega.token, colega.id, 'reclutador')).body.message).toBe(EQUIPO_MESSAGES.unoMismo);

    expect((await rol(titular.token, colega.id, 'reclutador')).status).toBe(200);
    // The new role counts at once, with the same session.
    expect((await miembros(colega.token)).status).toBe(403);
    const [seat] = await t.db.select().from(miembroOrganizacion).where(eq(miembroOrganizacion.usuario_id, colega.id));
    expect(seat!.rol).toBe('reclutador');
  });

  it('another company, an applicant and no session cannot touch the seats', async () => {
    const { titular, colega } = await equipoConColega();
    const otra = await empresa(t, 'Otra Empresa');
    expect((await call(t.app, { method: 'DELETE', url: `/api/equipo/miembros/${colega.id}`, token: otra.token })).status).toBe(404);
    expect(
      (
        await call(t.app, {
          method: 'PUT',
          url: `/api/equipo/miembros/${colega.id}/rol`,
          token: otra.token,
          payload: { rol: 'administrador' },
        })
      ).status,
    ).toBe(404);
    const [inv] = await t.db
      .insert(invitacionEquipo)
      .values({
        organizacion_id: titular.organizacionId,
        correo: correoNuevo(),
        rol: 'reclutador',
        token_hash: 'x'.repeat(64),
        expira_en: new Date(t.clock.now.getTime() + 86_400_000),
      })
      .returning();
    expect((await call(t.app, { method: 'DELETE', url: `/api/equipo/invitaciones/${inv!.id}`, token: otra.token })).status).toBe(404);
    expect((await miembros(otra.token)).body.data[0]!.miembros.map((m) => m.correo)).toEqual([otra.email]);
    expect((await actividad(otra.token)).body.data.every((e) => e.usuario_correo !== colega.correo)).toBe(true);

    const postulante = await postulanteCon(t);
    expect((await miembros(postulante.token)).status).toBe(403);
    expect((await miembros(undefined)).status).toBe(401);
  });

  it('a colleague deleting its own account leaves the company; the holder deleting its account takes the seats with it', async () => {
    const { titular, colega } = await equipoConColega();
    const del = (token: string) =>
      call(t.app, { method: 'POST', url: '/api/usuario/removeAccount', token, payload: { password: TEST_PASSWORD } });
    expect((await del(colega.token)).status).toBe(200);
    expect((await miembros(titular.token)).body.data[0]!.miembros).toHaveLength(1);
    expect((await actividad(titular.token)).body.data[0]).toMatchObject({ accion: 'equipo.salir', usuario_correo: colega.correo });

    const otro = await equipoConColega();
    expect((await del(otro.titular.token)).status).toBe(200);
    expect(await t.db.select().from(usuario).where(eq(usuario.id, otro.colega.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(auditoriaEmpresa)
        .where(and(eq(auditoriaEmpresa.organizacion_id, otro.titular.organizacionId))),
    ).toEqual([]);
  });

  it('a change rolled back leaves no trail entry', async () => {
    const { titular } = await equipoConColega();
    const before = (await actividad(titular.token)).body.data.length;
    // Refused under the lock (the address got an account in between): nothing is recorded.
    const correo = correoNuevo();
    await createUser(t.db, { role: ROLE.POSTULANTE, email: correo });
    expect((await invitar(titular.token, { correo, rol: 'reclutador' })).status).toBe(400);
    expect((await actividad(titular.token)).body.data.length).toBe(before);
  });
});

/**
 * One company with a recruiter seat for the stories below: joining is rate-limited per address (UNIRSE_LIMIT), and
 * each story works on offers of its own.
 */
let equipoReclutador: Awaited<ReturnType<typeof equipoConColega>> | undefined;
const conReclutador = async () => (equipoReclutador ??= await equipoConColega('reclutador'));

describe('money is the administrators’: a paid feature in review', () => {
  /** A featured offer of the company whose S/ 69 payment, sent by the holder, awaits validation. */
  async function destacadaEnRevision(titularToken: string) {
    const industrial = (await career(t, 'Ingeniería Industrial')).id;
    const created = await call<{ id_oferta: number }>(t.app, {
      method: 'POST',
      url: '/api/oferta/create',
      token: titularToken,
      payload: ofertaBody(industrial, limaToday(t.clock.now), { tipo: 1, titulo: 'Practicante de Almacén' }),
    });
    expect(created.status).toBe(201);
    const id = created.body.data[0]!.id_oferta;
    const paid = await call(t.app, {
      method: 'POST',
      url: '/api/pago/create',
      token: titularToken,
      payload: { id_oferta: id, nro_operacion: `OP-${id}-${Date.now()}`, metodo_pago: 'Yape', monto: 69 },
    });
    expect(paid.status).toBe(201);
    return id;
  }
  const estadoPago = async (ofertaId: number) =>
    (await t.db.select({ estado: pago.estado }).from(pago).where(eq(pago.oferta_id, ofertaId)))[0]!.estado;

  it('a recruiter seat cannot cancel the feature nor remove the offer: the payment stays in review', async () => {
    const { titular, colega } = await conReclutador();
    const id = await destacadaEnRevision(titular.token);
    for (const url of [`/api/oferta/cancelDestacado/${id}`, `/api/oferta/removeMyOffer/${id}`]) {
      const res = await call(t.app, { method: 'POST', url, token: colega.token });
      expect(res.status, url).toBe(403);
      expect(res.body.message).toBe(SOLICITUD_MESSAGES.soloAdministradoresAnulan);
    }
    expect(await estadoPago(id)).toBe(0);
    const [o] = await t.db.select({ tipo: oferta.tipo, eliminado_en: oferta.eliminado_en }).from(oferta).where(eq(oferta.id, id));
    expect(o).toEqual({ tipo: 1, eliminado_en: null });
  });

  it('the summary tells the seat beforehand: the payment, who sent it, the quota, and that it may not annul it', async () => {
    const { titular, colega } = await conReclutador();
    const id = await destacadaEnRevision(titular.token);
    const res = await call<Record<string, unknown>>(t.app, { method: 'GET', url: `/api/oferta/resumen/${id}`, token: colega.token });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      gratis_disponibles: 3,
      pago_pendiente: { monto: 69, metodo_pago: 'Yape', pagado_por: 'Rosa Huamán Ccori' },
      puede_anular_pago: false,
    });
    const holder = await call<Record<string, unknown>>(t.app, { method: 'GET', url: `/api/oferta/resumen/${id}`, token: titular.token });
    expect(holder.body.data[0]).toMatchObject({ puede_anular_pago: true });
  });

  it('an administrator cancels it: the payment is annulled, the payer is mailed the refund, the trail records it', async () => {
    const { titular, colega } = await equipoConColega('administrador');
    const id = await destacadaEnRevision(titular.token);
    const res = await call(t.app, { method: 'POST', url: `/api/oferta/cancelDestacado/${id}`, token: colega.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se canceló el destacado: tu oferta ahora es gratuita.');
    expect(await estadoPago(id)).toBe(3);
    const mail = await lastMailTo(t, titular.email);
    expect(mail?.asunto).toBe('Se anuló tu pago del destacado de «Practicante de Almacén»');
    expect(mail?.texto).toContain('Carla Quispe Mamani canceló el destacado del aviso «Practicante de Almacén»');
    expect(mail?.texto).toContain('La oferta sigue publicada como aviso gratuito.');
    expect(mail?.texto).toContain('Te devolveremos S/ 69 (Yape, operación');
    const trail = await actividad(titular.token, '?accion=pago');
    expect(trail.body.data.map((e) => [e.accion, e.usuario_correo])).toContainEqual(['pago.anular', colega.correo]);
  });

  it('the summary of another company’s offer is 404, and a bad id 400', async () => {
    const { titular } = await conReclutador();
    const id = await destacadaEnRevision(titular.token);
    const otra = await empresa(t, 'Otra Empresa');
    expect((await call(t.app, { method: 'GET', url: `/api/oferta/resumen/${id}`, token: otra.token })).status).toBe(404);
    const bad = await call(t.app, { method: 'GET', url: '/api/oferta/resumen/abc', token: titular.token });
    expect(bad.status).toBe(400);
  });
});

describe('a recruiter seat asks the administrators to feature an offer', () => {
  const solicitar = (token: string | undefined, body: Record<string, unknown>) =>
    call<{ id: number; estado: string; mia: boolean; pagable: boolean; resuelto_por: string | null; motivo: string | null }>(t.app, {
      method: 'POST',
      url: '/api/pago/solicitudes',
      token,
      payload: body,
    });
  const listar = (token: string | undefined) =>
    call<{
      id: number;
      id_oferta: number;
      estado: string;
      mia: boolean;
      pagable: boolean;
      solicitado_por: string;
      resuelto_por: string | null;
    }>(t.app, { method: 'GET', url: '/api/pago/solicitudes', token });
  /** A featured offer the seat prepared: it waits for its payment. */
  async function destacadaSinPago(token: string, titulo: string) {
    const industrial = (await career(t, 'Ingeniería Industrial')).id;
    const res = await call<{ id_oferta: number }>(t.app, {
      method: 'POST',
      url: '/api/oferta/create',
      token,
      payload: ofertaBody(industrial, limaToday(t.clock.now), { tipo: 1, titulo }),
    });
    expect(res.status).toBe(201);
    return res.body.data[0]!.id_oferta;
  }

  it('the seat asks, the administrators are mailed and see it, one pays it and the seat is told', async () => {
    const { titular, colega } = await conReclutador();
    const id = await destacadaSinPago(colega.token, 'Practicante de Compras');
    // The seat cannot pay: it is told so, and asks instead.
    const pay = { id_oferta: id, nro_operacion: `OP-S-${id}`, metodo_pago: 'Yape', monto: 69 };
    expect((await call(t.app, { method: 'POST', url: '/api/pago/create', token: colega.token, payload: pay })).status).toBe(403);
    const res = await solicitar(colega.token, { id_oferta: id, mensaje: 'La necesitamos destacada esta semana.' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(SOLICITUD_MESSAGES.enviada);
    expect(res.body.data[0]).toMatchObject({ estado: 'pendiente', mia: true, pagable: true });
    const aviso = await lastMailTo(t, titular.email);
    expect(aviso?.asunto).toBe('Carla Quispe Mamani pide destacar «Practicante de Compras»');
    expect(aviso?.texto).toContain('La necesitamos destacada esta semana.');
    expect(aviso?.enlaces).toContain('http://practiperu.test/empresas/equipo');
    const again = await solicitar(colega.token, { id_oferta: id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SOLICITUD_MESSAGES.yaPendiente);

    const admins = await listar(titular.token);
    expect(admins.body.data.find((s) => s.id_oferta === id)).toMatchObject({
      estado: 'pendiente',
      mia: false,
      pagable: true,
      solicitado_por: 'Carla Quispe Mamani',
    });

    expect((await call(t.app, { method: 'POST', url: '/api/pago/create', token: titular.token, payload: pay })).status).toBe(201);
    const mine = await listar(colega.token);
    expect(mine.body.data.find((s) => s.id_oferta === id)).toMatchObject({
      estado: 'pagada',
      mia: true,
      resuelto_por: 'Rosa Huamán Ccori',
    });
    const told = await lastMailTo(t, colega.correo);
    expect(told?.asunto).toBe('Se pagó el destacado de «Practicante de Compras»');
    const trail = await actividad(titular.token, '?accion=solicitud');
    expect(trail.body.data.map((e) => [e.accion, e.usuario_correo])).toContainEqual(['solicitud.destacar', colega.correo]);
  });

  it('an administrator declines it with a reason; the seat is told; only administrators of that company may', async () => {
    const { titular, colega } = await conReclutador();
    const id = await destacadaSinPago(colega.token, 'Practicante de Ventas');
    const solicitud = (await solicitar(colega.token, { id_oferta: id })).body.data[0]!;
    const url = `/api/pago/solicitudes/${solicitud.id}/rechazar`;
    const byColega = await call(t.app, { method: 'POST', url, token: colega.token, payload: {} });
    expect(byColega.status).toBe(403);
    expect(byColega.body.message).toBe(EQUIPO_MESSAGES.soloAdministradores);
    const otra = await empresa(t, 'Otra Empresa');
    expect((await call(t.app, { method: 'POST', url, token: otra.token, payload: {} })).status).toBe(404);
    const long = await call(t.app, { method: 'POST', url, token: titular.token, payload: { motivo: 'x'.repeat(501) } });
    expect(long.status).toBe(400);
    expect(long.body.optional).toMatchObject({ errors: { motivo: SOLICITUD_MESSAGES.notaLarga } });

    const res = await call<{ estado: string; motivo: string }>(t.app, {
      method: 'POST',
      url,
      token: titular.token,
      payload: { motivo: 'Este mes no hay presupuesto.' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ estado: 'rechazada', motivo: 'Este mes no hay presupuesto.' });
    const told = await lastMailTo(t, colega.correo);
    expect(told?.asunto).toBe('No se pagará el destacado de «Practicante de Ventas»');
    expect(told?.texto).toContain('Este mes no hay presupuesto.');
    expect((await call(t.app, { method: 'POST', url, token: titular.token, payload: {} })).status).toBe(404);
    const trail = await actividad(titular.token, '?accion=solicitud');
    expect(trail.body.data.map((e) => e.accion)).toContain('solicitud.rechazar');
    // Declined, the seat may ask again.
    expect((await solicitar(colega.token, { id_oferta: id })).status).toBe(201);
  });

  it('bad input at its field, an administrator pays instead, another company’s offer 404, applicants 403, no session 401', async () => {
    const { titular, colega } = await conReclutador();
    const id = await destacadaSinPago(colega.token, 'Practicante de Logística');
    const bad = await solicitar(colega.token, { id_oferta: 'abc', mensaje: 'x'.repeat(501) });
    expect(bad.status).toBe(400);
    expect(bad.body.optional).toMatchObject({ errors: { id_oferta: 'Oferta inválida', mensaje: SOLICITUD_MESSAGES.notaLarga } });
    const admin = await solicitar(titular.token, { id_oferta: id });
    expect(admin.status).toBe(409);
    expect(admin.body.message).toBe(SOLICITUD_MESSAGES.administradorPaga);
    const otra = await empresa(t, 'Otra Empresa');
    const ajena = await destacadaSinPago(otra.token, 'Practicante Ajeno');
    expect((await solicitar(colega.token, { id_oferta: ajena })).status).toBe(404);
    // An offer whose payment is already in review cannot be asked for.
    await call(t.app, {
      method: 'POST',
      url: '/api/pago/create',
      token: titular.token,
      payload: { id_oferta: id, nro_operacion: `OP-L-${id}`, metodo_pago: 'Yape', monto: 69 },
    });
    const enRevision = await solicitar(colega.token, { id_oferta: id });
    expect(enRevision.status).toBe(409);
    expect(enRevision.body.message).toBe(SOLICITUD_MESSAGES.noDestacable);
    const student = await postulanteCon(t, {});
    expect((await listar(student.token)).status).toBe(403);
    expect((await listar(undefined)).status).toBe(401);
    expect((await solicitar(undefined, { id_oferta: id })).status).toBe(401);
  });
});
