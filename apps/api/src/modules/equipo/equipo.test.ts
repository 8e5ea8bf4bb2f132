/**
 * Recruiting as a team through the HTTP API: the holder invites a colleague, the colleague joins with the link and
 * works on the company's offers and applicants, every change lands in the company's audit trail, and removing the
 * colleague ends its sessions at once.
 */
import { ROLE } from '@practiperu/shared/constants';
import { WRONG_PASSWORD } from '@practiperu/shared/cuenta';
import { addDays, limaToday } from '@practiperu/shared/dates';
import {
  EQUIPO_MAX_ASIENTOS,
  EQUIPO_MESSAGES,
  INVITACION_REENVIO_SEGUNDOS,
  reenvioInvitacionMensaje,
  SOLICITUD_MESSAGES,
} from '@practiperu/shared/equipo';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, lastMailTo, login, TEST_PASSWORD, type TestContext } from '../../../test/helpers.ts';
import { adminCall, adminSession } from '../../../test/fixtures/admin.ts';
import { destacadaEnRevision as enRevision, equipoConAsiento } from '../../../test/fixtures/equipo.ts';
import { career, empresa, ofertaAprobada, postulanteCon } from '../../../test/fixtures/matching.ts';
import { aplicante, ofertaDestacadaPagada } from '../../../test/fixtures/reclutador.ts';
import { freshIp } from '../../../test/fixtures/registro.ts';
import { ofertaBody } from '../../../test/security/world.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  auditoriaEmpresa,
  correo as correoSaliente,
  invitacionEquipo,
  miembroOrganizacion,
  oferta,
  organizacion,
  pago,
  sesion,
  usuario,
} from '../../db/schema/index.ts';

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
    invitaciones: { id: number; correo: string; reenviar_en: number }[];
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
    // Each join from its own address: the per-IP limit of joining is not what these stories are about.
    remoteAddress: freshIp(),
    payload: {
      token,
      nombres: 'Carla',
      apellidos: 'Quispe Mamani',
      password: TEST_PASSWORD,
      repeat_password: TEST_PASSWORD,
      terminos: true,
      ...patch,
    },
  });
}

/** A company with a colleague who joined through the link, both signed in. */
async function equipoConColega(rol: 'administrador' | 'reclutador' = 'reclutador') {
  const { titular, colega } = await equipoConAsiento(t, { rol });
  const [u] = await t.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.correo, colega.correo));
  return { titular, colega: { ...colega, id: u!.id } };
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
    expect(mail?.texto).toContain('lo que cuesta o devuelve dinero se lo pedirás a un administrador');
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
    expect(again.body.message).toBe(EQUIPO_MESSAGES.invitacionUsada);

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

  it('re-inviting sends a new link and the old one stops working, not before 3 minutes after the last mail', async () => {
    const titular = await empresa(t);
    const correo = correoNuevo();
    const inv = await invitar(titular.token, { correo, rol: 'reclutador' });
    expect(inv.body.data[0]).toMatchObject({ reenviar_en: INVITACION_REENVIO_SEGUNDOS });
    const viejo = await enlaceDe(correo);
    const id = (inv.body.data[0] as { id: number }).id;
    const reenviar = () => call(t.app, { method: 'POST', url: `/api/equipo/invitaciones/${id}/reenviar`, token: titular.token });
    // A double click: refused with the wait, and no second mail.
    const pronto = await reenviar();
    expect(pronto.status).toBe(429);
    expect(pronto.body).toMatchObject({ state: false, message: reenvioInvitacionMensaje(180), optional: { retry_after: 180 } });
    expect(reenvioInvitacionMensaje(180)).toBe('Podrás reenviar esta invitación en 03:00.');
    expect(await enlaceDe(correo)).toBe(viejo);
    const before = t.clock.now;
    let nuevo: string;
    try {
      t.clock.now = new Date(before.getTime() + 179_000);
      expect((await reenviar()).body.message).toBe(reenvioInvitacionMensaje(1));
      // The list says how long the button waits, so a reloaded page keeps it.
      expect((await miembros(titular.token)).body.data[0]!.invitaciones.find((i) => i.id === id)).toMatchObject({ reenviar_en: 1 });
      t.clock.now = new Date(before.getTime() + 180_000);
      const res = await reenviar();
      expect(res.status).toBe(200);
      expect(res.body.data[0]).toMatchObject({ reenviar_en: INVITACION_REENVIO_SEGUNDOS });
      nuevo = await enlaceDe(correo);
      // Counted again from the new mail.
      expect((await reenviar()).status).toBe(429);
    } finally {
      t.clock.now = before;
    }
    expect(nuevo).not.toBe(viejo);
    expect((await unirse(viejo)).status).toBe(404);
    expect((await unirse(nuevo)).status).toBe(201);
  });

  it('bad input is answered at the field: a member of the team, a pending invitation, a role, the join form', async () => {
    const titular = await empresa(t);
    const miembro = await invitar(titular.token, { correo: titular.email.toUpperCase(), rol: 'reclutador' });
    expect(miembro.status).toBe(400);
    expect(miembro.body.optional).toMatchObject({ errors: { correo: EQUIPO_MESSAGES.yaEsMiembro } });

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
    // Joining creates an account: the terms and the privacy policy are accepted, as at registration.
    for (const terminos of [undefined, false, 'true']) {
      const sinTerminos = await unirse(token, { terminos });
      expect(sinTerminos.status).toBe(400);
      expect(sinTerminos.body.optional).toMatchObject({ errors: { terminos: EQUIPO_MESSAGES.terminos } });
    }
    // Both at once: the mismatch is said beside the unticked terms, not only once they are ticked.
    const ambos = await unirse(token, { terminos: false, repeat_password: 'OtraClave99' });
    expect(ambos.body.optional).toMatchObject({
      errors: { terminos: EQUIPO_MESSAGES.terminos, repeat_password: EQUIPO_MESSAGES.clavesDistintas },
    });
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

  it('the removed colleague is mailed which company removed it, that its access ended, and that it may register again', async () => {
    const { titular, colega } = await equipoConColega();
    expect((await call(t.app, { method: 'DELETE', url: `/api/equipo/miembros/${colega.id}`, token: titular.token })).status).toBe(200);
    const mail = await lastMailTo(t, colega.correo);
    expect(mail?.asunto).toBe('Andina Logística te quitó de su equipo en PractiPerú');
    expect(mail?.texto).toContain('Hola, Carla:');
    expect(mail?.texto).toContain('ya no puedes ingresar con este correo');
    expect(mail?.texto).toContain('puedes registrarte de nuevo con este mismo correo');
    expect(mail?.enlaces).toEqual(['http://practiperu.test/empresas/registrarse']);
  });

  it('a colleague whose role changes is mailed its new role; an unchanged role mails nothing', async () => {
    const { titular, colega } = await equipoConColega('administrador');
    const rol = (r: string) =>
      call(t.app, { method: 'PUT', url: `/api/equipo/miembros/${colega.id}/rol`, token: titular.token, payload: { rol: r } });
    expect((await rol('reclutador')).status).toBe(200);
    const bajado = await lastMailTo(t, colega.correo);
    expect(bajado?.asunto).toBe('Tu rol en el equipo de Andina Logística cambió');
    expect(bajado?.texto).toContain('Ahora eres reclutador del equipo de Andina Logística');
    const enviados = async () => (await t.db.select().from(correoSaliente).where(eq(correoSaliente.para, colega.correo))).length;
    const antes = await enviados();
    expect((await rol('reclutador')).status).toBe(200);
    expect(await enviados()).toBe(antes);
    expect((await rol('administrador')).status).toBe(200);
    expect((await lastMailTo(t, colega.correo))?.texto).toContain('Ahora eres administrador del equipo de Andina Logística');
  });

  it('a removed colleague is still a person of the trail’s filter, by the name and e-mail it had', async () => {
    const { titular, colega } = await equipoConColega();
    expect((await call(t.app, { method: 'DELETE', url: `/api/equipo/miembros/${colega.id}`, token: titular.token })).status).toBe(200);
    const personasDe = async (token: string) =>
      ((await actividad(token)).body.optional?.personas ?? []) as { correo: string; nombre: string }[];
    expect(await personasDe(titular.token)).toEqual(
      expect.arrayContaining([
        { correo: colega.correo, nombre: 'Carla Quispe Mamani' },
        { correo: titular.email, nombre: expect.any(String) },
      ]),
    );
    const suyas = await actividad(titular.token, `?correo=${encodeURIComponent(colega.correo.toUpperCase())}`);
    expect(suyas.status).toBe(200);
    expect(suyas.body.data.map((e) => e.accion)).toEqual(['equipo.unirse']);
    const malo = await actividad(titular.token, '?correo=no-es-correo');
    expect(malo.status).toBe(400);
    expect(malo.body.optional?.errors).toMatchObject({ correo: expect.any(String) });
    // Another company's people are not among them.
    const otra = await empresa(t);
    expect((await personasDe(otra.token)).map((p) => p.correo)).not.toContain(colega.correo);
    expect((await actividad(otra.token, `?correo=${encodeURIComponent(colega.correo)}`)).body.data).toEqual([]);
  });

  it('hiding and showing an offer are recorded as such, not as an edit', async () => {
    const titular = await empresa(t);
    const id = await ofertaDestacadaPagada(t, titular.organizacionId);
    for (const publicar of [0, 1]) {
      const res = await call(t.app, {
        method: 'PATCH',
        url: '/api/oferta/hidden',
        token: titular.token,
        payload: { id_oferta: id, publicar },
      });
      expect(res.status).toBe(200);
    }
    const trail = await actividad(titular.token, '?accion=oferta');
    expect(trail.body.data.map((e) => e.accion)).toEqual(['oferta.mostrar', 'oferta.ocultar']);
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
    // Refused under the lock (the address was invited a moment before): nothing more is recorded.
    const correo = correoNuevo();
    await t.db.insert(invitacionEquipo).values({
      organizacion_id: titular.organizacionId,
      correo,
      rol: 'reclutador',
      invitado_por: titular.id,
      token_hash: 'r'.repeat(64),
      expira_en: new Date(t.clock.now.getTime() + 86_400_000),
    });
    expect((await invitar(titular.token, { correo, rol: 'reclutador' })).status).toBe(400);
    expect((await actividad(titular.token)).body.data.length).toBe(before);
  });
});

/** What the join page is told about a link: the status, the message and why. */
async function estadoDe(token: string) {
  const res = await call(t.app, { method: 'GET', url: `/api/equipo/invitacion/${token}` });
  return { status: res.status, message: res.body.message, motivo: res.body.optional?.motivo };
}

describe('an invitation is worth what its sender can grant', () => {
  /** An administrator colleague Z who invited two addresses that have not joined yet. */
  async function administradorQueInvito() {
    const { titular, colega } = await equipoConColega('administrador');
    const [a, b] = [correoNuevo(), correoNuevo()];
    expect((await invitar(colega.token, { correo: a, rol: 'administrador' })).status).toBe(201);
    expect((await invitar(colega.token, { correo: b, rol: 'reclutador' })).status).toBe(201);
    return { titular, colega, invitados: [a, b], enlaces: [await enlaceDe(a), await enlaceDe(b)] };
  }

  it('removing an administrator cancels the invitations it sent, and the holder is told by mail', async () => {
    const { titular, colega, invitados, enlaces } = await administradorQueInvito();
    expect((await call(t.app, { method: 'DELETE', url: `/api/equipo/miembros/${colega.id}`, token: titular.token })).status).toBe(200);

    for (const token of enlaces) {
      expect(await estadoDe(token)).toEqual({ status: 404, message: EQUIPO_MESSAGES.invitacionCancelada, motivo: 'cancelada' });
      expect((await unirse(token)).status).toBe(404);
    }
    expect((await miembros(titular.token)).body.data[0]!.invitaciones).toEqual([]);
    const mail = await lastMailTo(t, titular.email);
    expect(mail?.asunto).toBe('Cancelamos invitaciones pendientes de Andina Logística');
    for (const correo of invitados) expect(mail?.texto).toContain(correo);
    expect(mail?.texto).toContain('ya no es parte del equipo');
    const trail = await actividad(titular.token, '?accion=equipo.cancelar_invitacion');
    expect(trail.body.data.map((e) => e.detalle)).toEqual(
      expect.arrayContaining(invitados.map((correo) => ({ correo, motivo: 'quitado' }))),
    );
    // An action's «_» is a letter of its name, not a wildcard: «equip_» is no action and no group of actions.
    expect((await actividad(titular.token, '?accion=equip_')).body.data).toEqual([]);
    // The addresses can be invited again by someone who can.
    expect((await invitar(titular.token, { correo: invitados[0], rol: 'administrador' })).status).toBe(201);
  });

  it('demoting an administrator cancels the invitations it sent, and the holder is told by mail', async () => {
    const { titular, colega, invitados, enlaces } = await administradorQueInvito();
    const res = await call(t.app, {
      method: 'PUT',
      url: `/api/equipo/miembros/${colega.id}/rol`,
      token: titular.token,
      payload: { rol: 'reclutador' },
    });
    expect(res.status).toBe(200);
    for (const token of enlaces) expect((await estadoDe(token)).motivo).toBe('cancelada');
    expect((await unirse(enlaces[0]!)).status).toBe(404);
    const mail = await lastMailTo(t, titular.email);
    expect(mail?.texto).toContain('ya no es administrador del equipo');
    for (const correo of invitados) expect(mail?.texto).toContain(correo);
    // Changing another role, or to the same one, cancels nothing.
    const otro = await equipoConColega('administrador');
    const c = correoNuevo();
    await invitar(otro.colega.token, { correo: c, rol: 'reclutador' });
    await call(t.app, {
      method: 'PUT',
      url: `/api/equipo/miembros/${otro.colega.id}/rol`,
      token: otro.titular.token,
      payload: { rol: 'administrador' },
    });
    expect((await estadoDe(await enlaceDe(c))).status).toBe(200);
  });

  it('a link is refused at acceptance when its sender is no longer an administrator of the company, however that came to be', async () => {
    const { colega, enlaces } = await administradorQueInvito();
    // A role changed by any path (not the seats' screen): the check is at acceptance, not only at demotion.
    await t.db.update(miembroOrganizacion).set({ rol: 'reclutador' }).where(eq(miembroOrganizacion.usuario_id, colega.id));
    expect((await estadoDe(enlaces[0]!)).motivo).toBe('cancelada');
    expect((await unirse(enlaces[0]!)).status).toBe(404);
    await t.db.update(miembroOrganizacion).set({ rol: 'administrador' }).where(eq(miembroOrganizacion.usuario_id, colega.id));
    expect((await unirse(enlaces[1]!)).status).toBe(201);

    // An administrator who leaves (deletes its account) takes its pending invitations with it.
    const otro = await administradorQueInvito();
    const del = await call(t.app, {
      method: 'POST',
      url: '/api/usuario/removeAccount',
      token: otro.colega.token,
      payload: { password: TEST_PASSWORD },
    });
    expect(del.status).toBe(200);
    for (const token of otro.enlaces) expect((await estadoDe(token)).motivo).toBe('cancelada');
    expect((await miembros(otro.titular.token)).body.data[0]!.invitaciones).toEqual([]);
  });
});

describe('the inviter learns nothing about whether an address has an account', () => {
  it('every address gets the same answer; an address with an account is mailed that it cannot join, never a link', async () => {
    const titular = await empresa(t, 'Andina Logística');
    const postulante = await createUser(t.db, { role: ROLE.POSTULANTE });
    const otraEmpresa = await createUser(t.db, { role: ROLE.RECLUTADOR });
    const admin = await createUser(t.db, { role: ROLE.ADMIN });
    const libre = correoNuevo();
    const answers = [];
    for (const correo of [postulante.email.toUpperCase(), otraEmpresa.email, admin.email, libre]) {
      const res = await invitar(titular.token, { correo, rol: 'administrador' });
      answers.push({ status: res.status, message: res.body.message, keys: Object.keys(res.body.data[0] as object).sort() });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.status).toBe(201);
    expect((await miembros(titular.token)).body.data[0]!.invitaciones).toHaveLength(4);

    for (const correo of [postulante.email, otraEmpresa.email, admin.email]) {
      const mail = await lastMailTo(t, correo);
      expect(mail?.asunto).toBe('Andina Logística te invita a su equipo en PractiPerú');
      expect(mail?.texto).toContain('Este correo ya tiene una cuenta en PractiPerú');
      expect(mail?.enlaces.some((l) => l.includes('/empresas/unirse/'))).toBe(false);
    }
    expect(await enlaceDe(libre)).toBeTruthy();
    // The invitation says what an administrator may do, not only a recruiter's work.
    const paraAdministrador = await lastMailTo(t, libre);
    expect(paraAdministrador?.texto).toContain(
      'como administrador, gestionar el equipo, los datos y la página de la empresa, pagar destacados',
    );
    expect(paraAdministrador?.texto).not.toContain('se lo pedirás a un administrador');

    // Sending it again behaves the same: still no link for the address with an account.
    const pendiente = (await miembros(titular.token)).body.data[0]!.invitaciones.find((i) => i.correo === admin.email)!;
    const before = t.clock.now;
    t.clock.now = new Date(before.getTime() + INVITACION_REENVIO_SEGUNDOS * 1000);
    try {
      const again = await call(t.app, { method: 'POST', url: `/api/equipo/invitaciones/${pendiente.id}/reenviar`, token: titular.token });
      expect(again.status).toBe(200);
    } finally {
      t.clock.now = before;
    }
    expect((await lastMailTo(t, admin.email))?.enlaces.some((l) => l.includes('/empresas/unirse/'))).toBe(false);
  });

  it('an address that got an account after the invitation: the join page says the link cannot be used with it', async () => {
    const titular = await empresa(t);
    const correo = correoNuevo();
    await invitar(titular.token, { correo, rol: 'reclutador' });
    const token = await enlaceDe(correo);
    await createUser(t.db, { role: ROLE.POSTULANTE, email: correo });
    expect(await estadoDe(token)).toEqual({ status: 409, message: EQUIPO_MESSAGES.correoConCuenta, motivo: 'con_cuenta' });
    const res = await unirse(token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(EQUIPO_MESSAGES.correoConCuenta);
  });
});

describe('a link that does not open says why', () => {
  it('used, expired, cancelled or unknown: each with its message', async () => {
    const titular = await empresa(t);
    const [usada, vencida, cancelada] = [correoNuevo(), correoNuevo(), correoNuevo()];
    await invitar(titular.token, { correo: usada, rol: 'reclutador' });
    const tokenUsada = await enlaceDe(usada);
    expect((await unirse(tokenUsada)).status).toBe(201);
    expect(await estadoDe(tokenUsada)).toEqual({ status: 404, message: EQUIPO_MESSAGES.invitacionUsada, motivo: 'usada' });
    expect((await unirse(tokenUsada)).body.optional).toMatchObject({ motivo: 'usada' });

    await invitar(titular.token, { correo: vencida, rol: 'reclutador' });
    const tokenVencida = await enlaceDe(vencida);
    const before = t.clock.now;
    t.clock.now = new Date(before.getTime() + 7 * 86_400_000 + 1000);
    try {
      expect(await estadoDe(tokenVencida)).toEqual({ status: 404, message: EQUIPO_MESSAGES.invitacionVencida, motivo: 'vencida' });
    } finally {
      t.clock.now = before;
    }

    const inv = await invitar(titular.token, { correo: cancelada, rol: 'reclutador' });
    const tokenCancelada = await enlaceDe(cancelada);
    await call(t.app, {
      method: 'DELETE',
      url: `/api/equipo/invitaciones/${(inv.body.data[0] as { id: number }).id}`,
      token: titular.token,
    });
    expect((await estadoDe(tokenCancelada)).motivo).toBe('cancelada');

    expect(await estadoDe('x'.repeat(43))).toEqual({ status: 404, message: EQUIPO_MESSAGES.enlaceInvalido, motivo: 'invalida' });
  });
});

/**
 * Another seat of the holder's company, as if it had joined with the link (inserted directly: joining is limited to 20
 * an address every 15 minutes, and the stories above use them), signed in.
 */
async function sumarColega(titular: { organizacionId: number }, rol: 'administrador' | 'reclutador', nombres = 'Luis') {
  const correo = correoNuevo();
  const [u] = await t.db
    .insert(usuario)
    .values({
      correo,
      clave_hash: await hashPassword(TEST_PASSWORD),
      rol: ROLE.RECLUTADOR,
      nombres,
      apellidos: 'Quispe',
      confirmado_en: new Date(),
    })
    .returning({ id: usuario.id });
  await t.db.insert(miembroOrganizacion).values({ organizacion_id: titular.organizacionId, usuario_id: u!.id, rol });
  return { id: u!.id, correo, token: await login(t.app, { id: u!.id, email: correo, password: TEST_PASSWORD, role: ROLE.RECLUTADOR }) };
}

/** A company with one seat of the role. */
async function conColega(rol: 'administrador' | 'reclutador') {
  const titular = await empresa(t);
  return { titular, colega: await sumarColega(titular, rol, 'Carla') };
}

describe("a colleague's own contact data", () => {
  const contacto = { nombres: 'Carla', apellidos: 'Quispe Mamani', nro_contacto: '911222333', cargo: 'Analista de Selección' };
  const updateContact = (token: string, data: object) =>
    call(t.app, { method: 'PUT', url: '/api/usuario/update', token, payload: { data } });
  const myAccount = (token: string) =>
    call<{ nombres: string; organizacion: { nro_contacto: string; cargo: string } | null }>(t.app, {
      method: 'GET',
      url: '/api/usuario/myAccount',
      token,
    });

  it('a recruiter seat saves its phone and position on its seat and reads them back; the company keeps the holder’s', async () => {
    const { titular, colega } = await conColega('reclutador');
    await updateContact(titular.token, { nombres: 'Rosa', apellidos: 'Huamán', nro_contacto: '987654321', cargo: 'Gerenta General' });

    const res = await updateContact(colega.token, contacto);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Tus datos de contacto se actualizaron correctamente.');
    expect((await myAccount(colega.token)).body.data[0]).toMatchObject({
      nombres: 'Carla',
      organizacion: { nro_contacto: '911222333', cargo: 'Analista de Selección' },
    });
    const empresaDelColega = await call<{ contacto: object }>(t.app, {
      method: 'GET',
      url: '/api/organizacion/myAccount',
      token: colega.token,
    });
    expect(empresaDelColega.body.data[0]!.contacto).toEqual(contacto);

    // The company's contact person is still the holder.
    expect((await myAccount(titular.token)).body.data[0]!.organizacion).toMatchObject({
      nro_contacto: '987654321',
      cargo: 'Gerenta General',
    });
    const empresaDelTitular = await call<{ contacto: object }>(t.app, {
      method: 'GET',
      url: '/api/organizacion/myAccount',
      token: titular.token,
    });
    expect(empresaDelTitular.body.data[0]!.contacto).toEqual({
      nombres: 'Rosa',
      apellidos: 'Huamán',
      nro_contacto: '987654321',
      cargo: 'Gerenta General',
    });

    // The team list shows each seat with its own contact.
    const lista = (await miembros(titular.token)).body.data[0]!.miembros as unknown as {
      usuario_id: number;
      nro_contacto: string;
      cargo: string;
    }[];
    expect(lista.find((m) => m.usuario_id === colega.id)).toMatchObject({ nro_contacto: '911222333', cargo: 'Analista de Selección' });
    expect(lista.find((m) => m.usuario_id === titular.id)).toMatchObject({ nro_contacto: '987654321', cargo: 'Gerenta General' });
  });

  it('bad input is answered at the field and changes nothing', async () => {
    const { colega } = await conColega('reclutador');
    await updateContact(colega.token, contacto);
    const res = await updateContact(colega.token, { ...contacto, nro_contacto: '91234567a' });
    expect(res.status).toBe(400);
    expect((res.body.optional as { errors: Record<string, string> }).errors).toEqual({ 'data.nro_contacto': 'Sólo números' });
    expect((await myAccount(colega.token)).body.data[0]!.organizacion).toMatchObject({ nro_contacto: '911222333' });
  });
});

const transferir = (token: string | undefined, id: number | string, payload: object = { password: TEST_PASSWORD }) =>
  call<{ usuario_id: number; titular: boolean }>(t.app, { method: 'POST', url: `/api/equipo/miembros/${id}/titular`, token, payload });
const eliminarCuenta = (token: string) =>
  call(t.app, { method: 'POST', url: '/api/usuario/removeAccount', token, payload: { password: TEST_PASSWORD } });
const sesionDe = (token: string) =>
  call<Record<string, unknown>>(t.app, { method: 'POST', url: '/api/auth/mySession', token }).then((r) => r.body.data[0]!);

describe('handing over the holder role', () => {
  it('the holder hands it to an administrator seat: the company, its contact person and the trail follow', async () => {
    const { titular, colega: admin } = await conColega('administrador');
    await call(t.app, {
      method: 'PUT',
      url: '/api/usuario/update',
      token: titular.token,
      payload: { data: { nombres: 'Rosa', apellidos: 'Huamán', nro_contacto: '987654321', cargo: 'Gerenta General' } },
    });
    await call(t.app, {
      method: 'PUT',
      url: '/api/usuario/update',
      token: admin.token,
      payload: { data: { nombres: 'Carla', apellidos: 'Quispe', nro_contacto: '911222333', cargo: 'Jefa de Talento' } },
    });

    const res = await transferir(titular.token, admin.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(EQUIPO_MESSAGES.titularTransferido);
    expect(res.body.data[0]).toMatchObject({ usuario_id: admin.id, titular: true });

    const [org] = await t.db.select().from(organizacion).where(eq(organizacion.id, titular.organizacionId));
    expect(org).toMatchObject({ usuario_id: admin.id, nro_contacto: '911222333', cargo: 'Jefa de Talento' });
    const lista = (await miembros(admin.token)).body.data[0]!.miembros;
    expect(lista[0]).toMatchObject({ usuario_id: admin.id, titular: true, rol: 'administrador' });
    expect(lista.find((m) => m.usuario_id === titular.id)).toMatchObject({
      titular: false,
      rol: 'administrador',
      nro_contacto: '987654321',
      cargo: 'Gerenta General',
    });
    // The sessions follow at once: the new holder's has no seat fields, the former holder's is an administrator seat.
    expect(await sesionDe(admin.token)).not.toHaveProperty('equipo_rol');
    expect(await sesionDe(titular.token)).toMatchObject({ equipo_rol: 'administrador', titular: false });
    expect((await actividad(admin.token)).body.data[0]).toMatchObject({
      accion: 'equipo.titular',
      usuario_correo: titular.email,
      detalle: { antes: titular.email, ahora: admin.correo },
    });
    expect((await lastMailTo(t, admin.correo))?.asunto).toContain('titular');

    // The new holder is now the one nobody removes; the former holder can be removed like any colleague.
    expect((await call(t.app, { method: 'DELETE', url: `/api/equipo/miembros/${admin.id}`, token: titular.token })).status).toBe(403);
    expect((await call(t.app, { method: 'DELETE', url: `/api/equipo/miembros/${titular.id}`, token: admin.token })).status).toBe(200);
  });

  it("a new holder without contact data of its own: the company keeps the former holder's as its contact, nobody shows them as the new holder's", async () => {
    const { titular, colega: admin } = await conColega('administrador');
    const update = (token: string, data: object) => call(t.app, { method: 'PUT', url: '/api/usuario/update', token, payload: { data } });
    const myAccount = (token: string) =>
      call<{ organizacion: { nro_contacto: string; cargo: string } }>(t.app, { method: 'GET', url: '/api/usuario/myAccount', token }).then(
        (r) => r.body.data[0]!.organizacion,
      );
    const contactoEmpresa = (token: string) =>
      call<{ contacto: { nro_contacto: string; cargo: string } }>(t.app, { method: 'GET', url: '/api/organizacion/myAccount', token }).then(
        (r) => r.body.data[0]!.contacto,
      );
    const fila = async (token: string, id: number) =>
      ((await miembros(token)).body.data[0]!.miembros as unknown as { usuario_id: number; nro_contacto: string; cargo: string }[]).find(
        (m) => m.usuario_id === id,
      );
    await update(titular.token, { nombres: 'Rosa', apellidos: 'Huamán', nro_contacto: '987654321', cargo: 'Gerenta General' });

    expect((await transferir(titular.token, admin.id)).status).toBe(200);
    const [org] = await t.db.select().from(organizacion).where(eq(organizacion.id, titular.organizacionId));
    expect(org).toMatchObject({ usuario_id: admin.id, nro_contacto: '987654321', cargo: 'Gerenta General' });
    expect(await fila(admin.token, admin.id)).toMatchObject({ nro_contacto: '', cargo: '' });
    expect(await fila(admin.token, titular.id)).toMatchObject({ nro_contacto: '987654321', cargo: 'Gerenta General' });
    expect(await myAccount(admin.token)).toMatchObject({ nro_contacto: '', cargo: '' });
    expect(await contactoEmpresa(admin.token)).toMatchObject({ nro_contacto: '', cargo: '' });
    expect(await myAccount(titular.token)).toMatchObject({ nro_contacto: '987654321', cargo: 'Gerenta General' });

    // Once the new holder sets its own, they are its row's and the company's contact; the former holder keeps its own.
    await update(admin.token, { nombres: 'Carla', apellidos: 'Quispe', nro_contacto: '911222333', cargo: 'Jefa de Talento' });
    const [despues] = await t.db.select().from(organizacion).where(eq(organizacion.id, titular.organizacionId));
    expect(despues).toMatchObject({ nro_contacto: '911222333', cargo: 'Jefa de Talento' });
    expect(await fila(admin.token, admin.id)).toMatchObject({ nro_contacto: '911222333', cargo: 'Jefa de Talento' });
    expect(await fila(admin.token, titular.id)).toMatchObject({ nro_contacto: '987654321', cargo: 'Gerenta General' });

    // Handed back, each keeps its own.
    expect((await transferir(admin.token, titular.id)).status).toBe(200);
    expect(await fila(titular.token, titular.id)).toMatchObject({ nro_contacto: '987654321', cargo: 'Gerenta General' });
    expect(await fila(titular.token, admin.id)).toMatchObject({ nro_contacto: '911222333', cargo: 'Jefa de Talento' });
    expect(await myAccount(titular.token)).toMatchObject({ nro_contacto: '987654321', cargo: 'Gerenta General' });
  });

  it('only the holder hands it over, and only to an administrator seat of its company', async () => {
    const { titular, colega: admin } = await conColega('administrador');
    const reclutador = await sumarColega(titular, 'reclutador');
    const otra = await conColega('administrador');

    const aReclutador = await transferir(titular.token, reclutador.id);
    expect(aReclutador.status).toBe(409);
    expect(aReclutador.body.message).toBe(EQUIPO_MESSAGES.titularSoloAdministrador);
    const porAdmin = await transferir(admin.token, admin.id);
    expect(porAdmin.status).toBe(403);
    expect(porAdmin.body.message).toBe(EQUIPO_MESSAGES.soloTitular);
    expect((await transferir(titular.token, titular.id)).status).toBe(403);
    expect((await transferir(titular.token, otra.colega.id)).status).toBe(404);
    expect((await transferir(reclutador.token, admin.id)).status).toBe(403);
    const applicant = await createUser(t.db, { role: ROLE.POSTULANTE });
    expect((await transferir(await login(t.app, applicant), admin.id)).status).toBe(403);
    expect((await transferir(undefined, admin.id)).status).toBe(401);
    const malo = await transferir(titular.token, 'abc');
    expect(malo.status).toBe(400);

    const [org] = await t.db.select().from(organizacion).where(eq(organizacion.id, titular.organizacionId));
    expect(org!.usuario_id).toBe(titular.id);
    expect((await actividad(titular.token)).body.data.some((e) => e.accion === 'equipo.titular')).toBe(false);
  });

  it("it cannot be undone alone: the holder's password is asked, a wrong one said at its field, as deleting the account", async () => {
    const { titular, colega: admin } = await conColega('administrador');
    const sinClave = await transferir(titular.token, admin.id, {});
    expect(sinClave.status).toBe(400);
    expect(sinClave.body.optional).toMatchObject({ errors: { password: 'Requerido' } });
    const larga = await transferir(titular.token, admin.id, { password: 'x'.repeat(41) });
    expect(larga.body.optional).toMatchObject({ errors: { password: 'Máximo 40 caracteres' } });

    const mala = await transferir(titular.token, admin.id, { password: 'NoEsMiClave1' });
    const borrar = await call(t.app, {
      method: 'POST',
      url: '/api/usuario/removeAccount',
      token: titular.token,
      payload: { password: 'NoEsMiClave1' },
    });
    expect(mala.status).toBe(400);
    // The same answer as deleting the account with a wrong password.
    expect(mala.body).toEqual(borrar.body);
    expect(mala.body).toMatchObject({ state: false, message: WRONG_PASSWORD, optional: { errors: { password: WRONG_PASSWORD } } });
    // Nothing changed: the company keeps its holder, and nobody is told of a hand-over.
    const [org] = await t.db.select().from(organizacion).where(eq(organizacion.id, titular.organizacionId));
    expect(org!.usuario_id).toBe(titular.id);
    expect((await lastMailTo(t, admin.correo))?.asunto ?? '').not.toContain('titular');
  });

  it('a stolen session cannot guess the password here either: the checks count with the other password calls', async () => {
    const { titular, colega: admin } = await conColega('administrador');
    for (let i = 0; i < 9; i++) expect((await transferir(titular.token, admin.id, { password: `Intento${i}xyz` })).status).toBe(400);
    const cambio = await call(t.app, {
      method: 'PATCH',
      url: '/api/usuario/updatePassword',
      token: titular.token,
      payload: { current_password: 'Intento9xyz', clave: 'Nueva12345', repetir_clave: 'Nueva12345' },
    });
    expect(cambio.status).toBe(400);
    // The eleventh check, even with the right password, waits.
    const bien = await transferir(titular.token, admin.id);
    expect(bien.status).toBe(429);
    expect(bien.headers['retry-after']).toBeDefined();
    const [org] = await t.db.select().from(organizacion).where(eq(organizacion.id, titular.organizacionId));
    expect(org!.usuario_id).toBe(titular.id);
  });
});

describe("deleting the holder's account", () => {
  it('is refused while other administrators exist, pointing to the transfer; nothing is deleted', async () => {
    const { titular, colega: admin } = await conColega('administrador');
    const res = await eliminarCuenta(titular.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(EQUIPO_MESSAGES.transferirAntesDeEliminar);
    expect(await t.db.select().from(usuario).where(eq(usuario.id, titular.id))).toHaveLength(1);
    expect(await t.db.select().from(usuario).where(eq(usuario.id, admin.id))).toHaveLength(1);

    // After handing over the holder role, the former holder leaves alone and the company stays.
    expect((await transferir(titular.token, admin.id)).status).toBe(200);
    expect((await eliminarCuenta(titular.token)).status).toBe(200);
    expect(await t.db.select().from(organizacion).where(eq(organizacion.id, titular.organizacionId))).toHaveLength(1);
    expect((await miembros(admin.token)).body.data[0]!.miembros.map((m) => m.usuario_id)).toEqual([admin.id]);
  });

  it('with recruiter seats only, the company closes and each colleague is told by mail', async () => {
    const titular = await empresa(t, 'Andina Logística');
    const rosa = await sumarColega(titular, 'reclutador', 'Rosa');
    const luis = await sumarColega(titular, 'reclutador', 'Luis');
    expect((await eliminarCuenta(titular.token)).status).toBe(200);
    await t.app.queue.drain();
    for (const c of [rosa, luis]) {
      expect(await t.db.select().from(usuario).where(eq(usuario.id, c.id))).toEqual([]);
      const mail = await lastMailTo(t, c.correo);
      expect(mail?.asunto).toBe('Andina Logística cerró su cuenta en PractiPerú');
      expect(mail?.texto).toContain('ya no puedes ingresar');
    }
  });
});

describe('a suspended company (its holder deactivated by the back office)', () => {
  const desactivar = (admin: string, id: number, accion: 'desactivar' | 'reactivar') =>
    adminCall(t, admin, 'POST', `usuarios/${id}/${accion}`);

  it('refuses every seat: sessions answer usuario inactivo, the login and joining are refused; reactivating restores them', async () => {
    const admin = await adminSession(t);
    const { titular, colega } = await equipoConColega('reclutador');
    const pendiente = correoNuevo();
    expect((await invitar(titular.token, { correo: pendiente, rol: 'reclutador' })).status).toBe(201);
    const enlace = await enlaceDe(pendiente);
    const destacada = await ofertaDestacadaPagada(t, titular.organizacionId);
    const a = await aplicante(t, destacada, { dni: '45678912' });
    const cv = (token: string) =>
      call(t.app, { method: 'POST', url: `/api/postulante/getCv/${a.postulanteId}`, token, payload: { id_oferta: destacada } });
    const industrial = (await career(t, 'Ingeniería Industrial')).id;
    const publicar = (token: string) =>
      call(t.app, { method: 'POST', url: '/api/oferta/create', token, payload: ofertaBody(industrial, limaToday(t.clock.now)) });
    expect((await cv(colega.token)).status).toBe(200);

    expect((await desactivar(admin.token, titular.id, 'desactivar')).status).toBe(200);
    for (const res of [
      await cv(colega.token),
      await publicar(colega.token),
      await call(t.app, { method: 'GET', url: '/api/oferta/myList?page=1', token: colega.token }),
      await call(t.app, { method: 'POST', url: '/api/auth/mySession', token: colega.token }),
      await cv(titular.token),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('usuario inactivo');
    }
    const loginColega = await call(t.app, {
      method: 'POST',
      url: '/api/auth/loginRecruiter',
      payload: { email: colega.correo, password: TEST_PASSWORD },
    });
    expect(loginColega.status).toBe(403);
    expect(loginColega.body.message).toBe(EQUIPO_MESSAGES.empresaSuspendida);
    // The link of a pending invitation does not open a seat of a suspended company.
    expect((await call(t.app, { method: 'GET', url: `/api/equipo/invitacion/${enlace}` })).status).toBe(404);
    expect((await unirse(enlace)).status).toBe(404);
    expect(await t.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.correo, pendiente))).toEqual([]);

    expect((await desactivar(admin.token, titular.id, 'reactivar')).status).toBe(200);
    // Sessions opened before the suspension end; each seat logs in again and works.
    expect((await cv(colega.token)).status).toBe(401);
    const nuevo = await login(t.app, { id: colega.id, email: colega.correo, password: TEST_PASSWORD, role: ROLE.RECLUTADOR });
    expect((await cv(nuevo)).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: `/api/equipo/invitacion/${enlace}` })).status).toBe(200);
  });

  it('hides its offers from the public search, the offer pages, the company page, the sitemap and the applicants; reactivating shows them', async () => {
    const admin = await adminSession(t);
    const suspendida = await empresa(t, 'Textil Suspendida');
    const otra = await empresa(t, 'Andina Visible');
    const industrial = await career(t, 'Ingeniería Industrial');
    const id = await ofertaAprobada(t, suspendida.organizacionId, [industrial], { titulo: 'Practicante Textil Suspendida' });
    const control = await ofertaAprobada(t, otra.organizacionId, [industrial], { titulo: 'Practicante Textil Visible' });
    const [org] = await t.db.select({ slug: organizacion.slug }).from(organizacion).where(eq(organizacion.id, suspendida.organizacionId));
    const postulante = await postulanteCon(t, {}, { paraPostular: true });

    const buscar = async () =>
      (await call<{ id: number }>(t.app, { method: 'GET', url: '/api/publico/ofertas?q=Textil' })).body.data.map((o) => o.id);
    const recomendadas = async () => {
      const ids = async (url: string) =>
        (await call<{ id: number }>(t.app, { method: 'GET', url, token: postulante.token })).body.data.map((o) => o.id);
      const paraTi = await ids('/api/oferta/recommended?page=1');
      return (await ids('/api/oferta/findForApplicant?q=Textil')).filter((o) => paraTi.includes(o));
    };
    const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const estados = async () => [
      (await call(t.app, { method: 'GET', url: `/api/publico/oferta/${id}` })).status,
      (await t.app.inject({ method: 'GET', url: `/ofertas/practicante-textil-suspendida-${id}/og.png` })).statusCode,
      (await call(t.app, { method: 'GET', url: `/api/publico/empresa/${org!.slug}` })).status,
      (await call(t.app, { method: 'GET', url: `/api/oferta/id/${id}`, token: postulante.token })).status,
      (await call(t.app, { method: 'POST', url: '/api/ofertaGuardada/create', token: postulante.token, payload: { id_oferta: id } }))
        .status,
    ];

    expect(await buscar()).toEqual(expect.arrayContaining([id, control]));
    expect(await recomendadas()).toEqual(expect.arrayContaining([id, control]));
    expect(await sitemap()).toContain(`-${id}</loc>`);
    expect(await estados()).toEqual([200, 200, 200, 200, 200]);
    await call(t.app, { method: 'POST', url: '/api/ofertaGuardada/removeById', token: postulante.token, payload: { id_oferta: id } });

    expect((await desactivar(admin.token, suspendida.id, 'desactivar')).status).toBe(200);
    expect(await buscar()).toEqual([control]);
    expect(await recomendadas()).toEqual([control]);
    expect(await sitemap()).not.toContain(`-${id}</loc>`);
    expect(await estados()).toEqual([404, 404, 404, 404, 404]);
    const postular = await call(t.app, {
      method: 'POST',
      url: '/api/postulanteOferta/create',
      token: postulante.token,
      payload: { id_oferta: id, id_reclutador: suspendida.organizacionId },
    });
    expect(postular.status).toBe(404);

    expect((await desactivar(admin.token, suspendida.id, 'reactivar')).status).toBe(200);
    expect(await buscar()).toEqual(expect.arrayContaining([id, control]));
    expect(await sitemap()).toContain(`-${id}</loc>`);
    expect(await estados()).toEqual([200, 200, 200, 200, 200]);
  });

  it('the daily run leaves a suspended company’s expired offers (and their mails) until it is reactivated', async () => {
    const admin = await adminSession(t);
    const z = await empresa(t, 'Vencida Suspendida');
    const industrial = await career(t, 'Ingeniería Industrial');
    const vencida = await ofertaAprobada(t, z.organizacionId, [industrial], {
      titulo: 'Practicante Vencida',
      fin_convocatoria: addDays(limaToday(t.clock.now), -1),
    });
    expect((await desactivar(admin.token, z.id, 'desactivar')).status).toBe(200);
    expect(await t.app.services.oferta.finishExpired(t.clock.now)).not.toContain(vencida);
    expect((await desactivar(admin.token, z.id, 'reactivar')).status).toBe(200);
    expect(await t.app.services.oferta.finishExpired(t.clock.now)).toContain(vencida);
  });
});

/**
 * One company with a recruiter seat for the stories below: joining is rate-limited per address (UNIRSE_LIMIT), and
 * each story works on offers of its own.
 */
let equipoReclutador: Awaited<ReturnType<typeof equipoConColega>> | undefined;
const conReclutador = async () => (equipoReclutador ??= await equipoConColega('reclutador'));

describe('money is the administrators’: a paid feature in review', () => {
  const destacadaEnRevision = (titularToken: string) => enRevision(t, titularToken);
  const estadoPago = async (ofertaId: number) =>
    (await t.db.select({ estado: pago.estado }).from(pago).where(eq(pago.oferta_id, ofertaId)))[0]!.estado;

  it('a recruiter seat cannot cancel the feature nor remove the offer: the payment stays in review', async () => {
    const { titular, colega } = await conReclutador();
    const id = await destacadaEnRevision(titular.token);
    for (const [url, mensaje] of [
      [`/api/oferta/cancelDestacado/${id}`, SOLICITUD_MESSAGES.soloAdministradoresAnulan],
      [`/api/oferta/removeMyOffer/${id}`, SOLICITUD_MESSAGES.soloAdministradoresEliminan],
    ] as const) {
      const res = await call(t.app, { method: 'POST', url, token: colega.token });
      expect(res.status, url).toBe(403);
      expect(res.body.message).toBe(mensaje);
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
      // Whom to ask: the administrators of its company.
      administradores: [{ nombre: 'Rosa Huamán Ccori', correo: titular.email }],
    });
    const holder = await call<Record<string, unknown>>(t.app, { method: 'GET', url: `/api/oferta/resumen/${id}`, token: titular.token });
    expect(holder.body.data[0]).toMatchObject({ puede_anular_pago: true, administradores: [] });
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
    // The offer was still waiting for the back office's review: it is not "published" yet.
    expect(mail?.texto).toContain('La oferta sigue en revisión como aviso gratuito.');
    expect(mail?.texto).not.toContain('sigue publicada');
    expect(mail?.texto).toContain('Te devolveremos S/ 69 (Yape, operación');
    const trail = await actividad(titular.token, '?accion=pago');
    expect(trail.body.data.map((e) => [e.accion, e.usuario_correo])).toContainEqual(['pago.anular', colega.correo]);
  });

  it('an administrator removes it: the payer is told the offer was removed, not a cancelled feature', async () => {
    const { titular, colega } = await equipoConColega('administrador');
    const id = await destacadaEnRevision(titular.token);
    const res = await call(t.app, { method: 'POST', url: `/api/oferta/removeMyOffer/${id}`, token: colega.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Se eliminó la oferta.', optional: { eliminada: true } });
    expect(await estadoPago(id)).toBe(3);
    const mail = await lastMailTo(t, titular.email);
    expect(mail?.asunto).toBe('Se anuló tu pago del destacado de «Practicante de Almacén»');
    expect(mail?.texto).toContain('Carla Quispe Mamani eliminó el aviso «Practicante de Almacén» antes de que validáramos tu pago');
    // The company had free publications left: the mail does not blame the quota, nor speak of a cancelled feature.
    expect(mail?.texto).not.toContain('canceló el destacado');
    expect(mail?.texto).not.toContain('publicaciones gratuitas');
    expect(mail?.texto).toContain('Te devolveremos S/ 69 (Yape, operación');
    const trail = await actividad(titular.token, '?accion=pago');
    expect(trail.body.data.map((e) => [e.accion, e.usuario_correo])).toContainEqual(['pago.anular', colega.correo]);
  });

  it('the payer removes it itself: its mail says what it did, not its own name in the third person', async () => {
    const { titular } = await equipoConColega('administrador');
    const id = await destacadaEnRevision(titular.token);
    const res = await call(t.app, { method: 'POST', url: `/api/oferta/removeMyOffer/${id}`, token: titular.token });
    expect(res.status).toBe(200);
    const mail = await lastMailTo(t, titular.email);
    expect(mail?.texto).toContain('Eliminaste el aviso «Practicante de Almacén» antes de que validáramos tu pago');
    expect(mail?.texto).not.toContain('Rosa Huamán Ccori eliminó');
  });

  it('cancelling the feature with no free publication left still says so in the mail', async () => {
    const { titular, colega } = await equipoConColega('administrador');
    const id = await destacadaEnRevision(titular.token);
    // Spend the month's free publications.
    const industrial = (await career(t, 'Ingeniería Industrial')).id;
    for (let i = 0; i < 3; i++) {
      const free = await call(t.app, {
        method: 'POST',
        url: '/api/oferta/create',
        token: titular.token,
        payload: ofertaBody(industrial, limaToday(t.clock.now), { titulo: `Gratis ${i}` }),
      });
      expect(free.status).toBe(201);
    }
    const res = await call(t.app, { method: 'POST', url: `/api/oferta/cancelDestacado/${id}`, token: colega.token });
    expect(res.body.optional).toMatchObject({ eliminada: true });
    const mail = await lastMailTo(t, titular.email);
    expect(mail?.texto).toContain('canceló el destacado del aviso «Practicante de Almacén»');
    expect(mail?.texto).toContain('La empresa no tenía publicaciones gratuitas disponibles este mes, así que la oferta se eliminó.');
  });

  it('removing it is refused to no session, to an applicant and to another company, and a bad id is 400', async () => {
    const { titular } = await conReclutador();
    const id = await destacadaEnRevision(titular.token);
    const url = `/api/oferta/removeMyOffer/${id}`;
    expect((await call(t.app, { method: 'POST', url })).status).toBe(401);
    const student = await postulanteCon(t);
    expect((await call(t.app, { method: 'POST', url, token: student.token })).status).toBe(403);
    const otra = await empresa(t, 'Otra Empresa Dos');
    expect((await call(t.app, { method: 'POST', url, token: otra.token })).status).toBe(404);
    expect((await call(t.app, { method: 'POST', url: '/api/oferta/removeMyOffer/abc', token: titular.token })).status).toBe(400);
    expect(await estadoPago(id)).toBe(0);
  });

  it('the payer of an approved offer is told it stays published as a free offer', async () => {
    const { titular, colega } = await equipoConColega('administrador');
    const id = await destacadaEnRevision(titular.token);
    await t.db.update(oferta).set({ estado: 1 }).where(eq(oferta.id, id));
    const res = await call(t.app, { method: 'POST', url: `/api/oferta/cancelDestacado/${id}`, token: colega.token });
    expect(res.status).toBe(200);
    const mail = await lastMailTo(t, titular.email);
    expect(mail?.texto).toContain('La oferta sigue publicada como aviso gratuito.');
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
    call<{
      id: number;
      estado: string;
      mia: boolean;
      pagable: boolean;
      publicada?: boolean;
      resuelto_por: string | null;
      motivo: string | null;
    }>(t.app, {
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
    // Not approved yet: the payment's step 3 says it will be reviewed.
    expect(res.body.data[0]).toMatchObject({ estado: 'pendiente', mia: true, pagable: true, publicada: false });
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
    // Approved meanwhile: the request says the offer is published (step 3 then says it stays published).
    await t.db.update(oferta).set({ estado: 1 }).where(eq(oferta.id, id));
    expect((await listar(titular.token)).body.data.find((s) => s.id_oferta === id)).toMatchObject({ pagable: true, publicada: true });

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
    // Declining it again (an out-of-date page) is told who already did, not «not found».
    const again = await call(t.app, { method: 'POST', url, token: titular.token, payload: {} });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/ya rechazó esta solicitud: no se cambió nada/);
    const trail = await actividad(titular.token, '?accion=solicitud');
    expect(trail.body.data.map((e) => e.accion)).toContain('solicitud.rechazar');
    // Declined, the seat may ask again.
    expect((await solicitar(colega.token, { id_oferta: id })).status).toBe(201);
  });

  it("the company's list of offers says which offers have a request pending or declined", async () => {
    const { titular, colega } = await conReclutador();
    const id = await destacadaSinPago(colega.token, 'Practicante de Almacén');
    const otraId = await destacadaSinPago(colega.token, 'Practicante de Archivo');
    const estadoEnLista = async (token: string, ofertaId: number) => {
      const res = await call<{ id: number; solicitud_destacado?: string | null }>(t.app, {
        method: 'GET',
        url: '/api/oferta/myList',
        token,
      });
      expect(res.status).toBe(200);
      return res.body.data.find((o) => o.id === ofertaId)?.solicitud_destacado;
    };
    expect(await estadoEnLista(colega.token, id)).toBeNull();
    const solicitud = (await solicitar(colega.token, { id_oferta: id })).body.data[0]!;
    expect(await estadoEnLista(colega.token, id)).toBe('pendiente');
    expect(await estadoEnLista(titular.token, id)).toBe('pendiente');
    expect(await estadoEnLista(colega.token, otraId)).toBeNull();
    await call(t.app, { method: 'POST', url: `/api/pago/solicitudes/${solicitud.id}/rechazar`, token: titular.token, payload: {} });
    expect(await estadoEnLista(colega.token, id)).toBe('rechazada');
    // Asked again and paid: nothing left to wait for.
    expect((await solicitar(colega.token, { id_oferta: id })).status).toBe(201);
    expect(await estadoEnLista(colega.token, id)).toBe('pendiente');
    const pay = { id_oferta: id, nro_operacion: `OP-E-${id}`, metodo_pago: 'Yape', monto: 69 };
    expect((await call(t.app, { method: 'POST', url: '/api/pago/create', token: titular.token, payload: pay })).status).toBe(201);
    expect(await estadoEnLista(colega.token, id)).toBeNull();
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
