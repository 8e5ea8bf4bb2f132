/**
 * A recruiter seat asks its administrators to annul a featured offer's payment in review (by cancelling the feature)
 * or to remove such an offer: the administrators are mailed and see the request with the money involved, one does it
 * with the same calls as doing it directly (or declines it), and the seat is told.
 */
import { SOLICITUD_MESSAGES, SOLICITUD_NOTA_MAX } from '@practiperu/shared/equipo';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, lastMailTo, login, TEST_PASSWORD, type TestContext } from '../../../test/helpers.ts';
import { freshIp } from '../../../test/fixtures/registro.ts';
import { adminCall, adminSession } from '../../../test/fixtures/admin.ts';
import { destacadaEnRevision, equipoConAsiento, publicar as publicarOferta } from '../../../test/fixtures/equipo.ts';
import { ROLE } from '@practiperu/shared/constants';
import { oferta, pago, solicitudDestacado } from '../../db/schema/index.ts';
import { SIN_EFECTO, SOLICITUD_API_MESSAGES } from './solicitudes.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
});
afterAll(async () => t?.close());

interface Solicitud {
  id: number;
  tipo: string;
  id_oferta: number;
  titulo: string;
  estado: string;
  pago_rechazado: boolean;
  mia: boolean;
  accionable: boolean;
  pago_en_revision: { monto: number; metodo_pago: string; nro_operacion: string; pagado_por: string } | null;
  solicitado_por: string;
  resuelto_por: string | null;
  motivo: string | null;
}

const equipo = (nombreOrg?: string) => equipoConAsiento(t, { nombreOrg });
const publicar = (token: string, titulo: string) => publicarOferta(t, token, titulo);
const enRevision = (titularToken: string, titulo?: string) => destacadaEnRevision(t, titularToken, titulo);

/** A second administrator of the holder's company (Walter), joined by invitation: its session token. */
async function otroAdministrador(titularToken: string): Promise<string> {
  const correo = `walter-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@andina.pe`;
  const inv = await call(t.app, {
    method: 'POST',
    url: '/api/equipo/invitar',
    token: titularToken,
    payload: { correo, rol: 'administrador' },
  });
  expect(inv.status).toBe(201);
  const link = (await lastMailTo(t, correo))?.enlaces.find((l) => l.includes('/empresas/unirse/'));
  const joined = await call<string>(t.app, {
    method: 'POST',
    url: '/api/equipo/unirse',
    remoteAddress: freshIp(),
    payload: {
      token: link!.split('/empresas/unirse/')[1],
      nombres: 'Walter',
      apellidos: 'Ríos Salas',
      password: TEST_PASSWORD,
      repeat_password: TEST_PASSWORD,
      terminos: true,
    },
  });
  expect(joined.status).toBe(201);
  return joined.body.token!;
}

const pedir = (token: string | undefined, body: Record<string, unknown>) =>
  call<Solicitud>(t.app, { method: 'POST', url: '/api/pago/solicitudes', token, payload: body });
/** The holder pays S/ 69 to feature a free offer (answering the request `id_solicitud` when given). */
const pagarDestacado = (token: string, idOferta: number, extra: { id_solicitud?: number } = {}) =>
  call(t.app, {
    method: 'POST',
    url: '/api/pago/create',
    token,
    payload: { id_oferta: idOferta, nro_operacion: `OP-D${idOferta}`, metodo_pago: 'Yape', monto: 69, pass_to_destacado: 1, ...extra },
  });
const listar = (token: string | undefined) => call<Solicitud>(t.app, { method: 'GET', url: '/api/pago/solicitudes', token });
const estadoDe = async (id: number) =>
  (await t.db.select({ estado: solicitudDestacado.estado }).from(solicitudDestacado).where(eq(solicitudDestacado.id, id)))[0]!.estado;

describe('asking an administrator to annul a payment in review', () => {
  it('the seat asks; the administrators are mailed and see the money; cancelling the feature does it and tells the seat', async () => {
    const { titular, colega } = await equipo();
    const id = await enRevision(titular.token);
    const res = await pedir(colega.token, { id_oferta: id, tipo: 'anular_pago', mensaje: 'El cliente canceló la convocatoria.' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(SOLICITUD_MESSAGES.enviada);
    expect(res.body.data[0]).toMatchObject({
      tipo: 'anular_pago',
      estado: 'pendiente',
      mia: true,
      accionable: true,
      pago_en_revision: { monto: 69, metodo_pago: 'Yape', nro_operacion: `OP-${id}`, pagado_por: 'Rosa Huamán Ccori' },
    });
    const mail = await lastMailTo(t, titular.email);
    expect(mail?.asunto).toBe('Carla Quispe Mamani pide anular el pago en revisión de «Practicante de Almacén»');
    expect(mail?.texto).toContain('Su mensaje: «El cliente canceló la convocatoria.»');

    const lista = await listar(titular.token);
    expect(lista.body.data.find((s) => s.id_oferta === id)).toMatchObject({
      tipo: 'anular_pago',
      solicitado_por: 'Carla Quispe Mamani',
      accionable: true,
      pago_en_revision: { monto: 69 },
    });
    // The Mis publicaciones card's own feature-request state only follows requests to feature.
    const card = await call<{ id: number; solicitud_destacado: string | null }>(t.app, {
      method: 'GET',
      url: '/api/oferta/myList',
      token: titular.token,
    });
    expect(card.body.data.find((o) => o.id === id)?.solicitud_destacado ?? null).toBeNull();

    const done = await call(t.app, { method: 'POST', url: `/api/oferta/cancelDestacado/${id}`, token: titular.token });
    expect(done.status).toBe(200);
    const solicitud = res.body.data[0]!;
    expect(await estadoDe(solicitud.id)).toBe('hecha');
    const aviso = await lastMailTo(t, colega.correo);
    expect(aviso?.asunto).toBe('Se atendió tu solicitud sobre «Practicante de Almacén»');
    expect(aviso?.texto).toContain('Rosa Huamán Ccori canceló el destacado de «Practicante de Almacén» y anuló su pago en revisión');
    const propias = await listar(colega.token);
    expect(propias.body.data.find((s) => s.id === solicitud.id)).toMatchObject({ estado: 'hecha', resuelto_por: 'Rosa Huamán Ccori' });
    const trail = await call<{ accion: string }>(t.app, {
      method: 'GET',
      url: '/api/equipo/actividad?accion=solicitud',
      token: titular.token,
    });
    expect(trail.body.data.map((e) => e.accion)).toContain('solicitud.anular_pago');
  });

  it('removing the offer does a request to remove it (and one to annul its payment), and tells the seat', async () => {
    const { titular, colega } = await equipo();
    const id = await enRevision(titular.token, 'Practicante de Ventas');
    const eliminar = await pedir(colega.token, { id_oferta: id, tipo: 'eliminar' });
    expect(eliminar.status).toBe(201);
    expect(eliminar.body.data[0]).toMatchObject({ tipo: 'eliminar', accionable: true, pago_en_revision: { monto: 69 } });
    expect((await lastMailTo(t, titular.email))?.asunto).toBe('Carla Quispe Mamani pide eliminar «Practicante de Ventas»');
    // Another kind for the same offer is another request.
    const anular = await pedir(colega.token, { id_oferta: id, tipo: 'anular_pago' });
    expect(anular.status).toBe(201);

    const done = await call(t.app, { method: 'POST', url: `/api/oferta/removeMyOffer/${id}`, token: titular.token });
    expect(done.status).toBe(200);
    expect(await estadoDe(eliminar.body.data[0]!.id)).toBe('hecha');
    expect(await estadoDe(anular.body.data[0]!.id)).toBe('hecha');
    const aviso = await lastMailTo(t, colega.correo);
    expect(aviso?.asunto).toBe('Se atendió tu solicitud sobre «Practicante de Ventas»');
  });

  it('one pending request per offer and kind; an administrator, or an offer without a payment in review, is refused', async () => {
    const { titular, colega } = await equipo();
    const id = await enRevision(titular.token, 'Practicante de Finanzas');
    expect((await pedir(colega.token, { id_oferta: id, tipo: 'anular_pago' })).status).toBe(201);
    const again = await pedir(colega.token, { id_oferta: id, tipo: 'anular_pago' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SOLICITUD_API_MESSAGES.yaPendienteAdministrador);
    expect(again.body.message.startsWith('Ya hay una solicitud pendiente')).toBe(true);
    // The seat's dialog reads it from the offer's summary and says it is pending instead of offering to ask.
    const resumen = await call<{ solicitudes_pendientes: string[] }>(t.app, {
      method: 'GET',
      url: `/api/oferta/resumen/${id}`,
      token: colega.token,
    });
    expect(resumen.body.data[0]!.solicitudes_pendientes).toEqual(['anular_pago']);

    const admin = await pedir(titular.token, { id_oferta: id, tipo: 'eliminar' });
    expect(admin.status).toBe(409);
    expect(admin.body.message).toBe(SOLICITUD_API_MESSAGES.administradorHace);

    const gratis = await publicar(colega.token, 'Practicante sin pago');
    const sinPago = await pedir(colega.token, { id_oferta: gratis.id, tipo: 'anular_pago' });
    expect(sinPago.status).toBe(409);
    expect(sinPago.body.message).toBe(SOLICITUD_API_MESSAGES.sinPagoEnRevision);
  });

  it('the administrators’ list shows each pending request beside its own offer’s payment', async () => {
    const { titular, colega } = await equipo();
    const primera = await enRevision(titular.token, 'Practicante de Compras');
    const segunda = await enRevision(titular.token, 'Practicante de Despacho');
    expect((await pedir(colega.token, { id_oferta: primera, tipo: 'anular_pago' })).status).toBe(201);
    expect((await pedir(colega.token, { id_oferta: segunda, tipo: 'eliminar' })).status).toBe(201);
    const lista = (await listar(titular.token)).body.data;
    const operacionDe = (id: number) => lista.find((s) => s.id_oferta === id)?.pago_en_revision?.nro_operacion;
    expect([operacionDe(primera), operacionDe(segunda)]).toEqual([`OP-${primera}`, `OP-${segunda}`]);
  });

  it('bad input is a clear 400; no session 401; an applicant 403; another company’s offer or request 404', async () => {
    const { titular, colega } = await equipo();
    const id = await enRevision(titular.token, 'Practicante de Logística');
    const tipo = await pedir(colega.token, { id_oferta: id, tipo: 'regalar' });
    expect(tipo.status).toBe(400);
    expect(tipo.body.message).toContain('Tipo de solicitud inválido');
    const larga = await pedir(colega.token, { id_oferta: id, tipo: 'eliminar', mensaje: 'x'.repeat(SOLICITUD_NOTA_MAX + 1) });
    expect(larga.status).toBe(400);
    expect(larga.body.message).toContain(SOLICITUD_MESSAGES.notaLarga);
    expect((await pedir(undefined, { id_oferta: id, tipo: 'eliminar' })).status).toBe(401);
    const postulante = await createUser(t.db, { role: ROLE.POSTULANTE });
    expect((await pedir(await login(t.app, postulante), { id_oferta: id, tipo: 'eliminar' })).status).toBe(403);

    const otra = await equipo('Textiles del Sur');
    expect((await pedir(otra.colega.token, { id_oferta: id, tipo: 'eliminar' })).status).toBe(404);
    const mine = await pedir(colega.token, { id_oferta: id, tipo: 'eliminar' });
    const ajena = await call(t.app, {
      method: 'POST',
      url: `/api/pago/solicitudes/${mine.body.data[0]!.id}/rechazar`,
      token: otra.titular.token,
      payload: {},
    });
    expect(ajena.status).toBe(404);
    expect((await listar(otra.titular.token)).body.data.some((s) => s.id === mine.body.data[0]!.id)).toBe(false);
  });

  it('once the payment is no longer in review the request says so and cannot be done; it can be declined', async () => {
    const { titular, colega } = await equipo();
    const id = await enRevision(titular.token, 'Practicante de Calidad');
    const res = await pedir(colega.token, { id_oferta: id, tipo: 'anular_pago' });
    expect(res.status).toBe(201);
    // The back office validates the payment meanwhile.
    await t.db.update(pago).set({ estado: 1 }).where(eq(pago.oferta_id, id));
    await t.db.update(oferta).set({ estado_pago: 1 }).where(eq(oferta.id, id));
    const lista = await listar(titular.token);
    expect(lista.body.data.find((s) => s.id === res.body.data[0]!.id)).toMatchObject({
      estado: 'pendiente',
      accionable: false,
      pago_en_revision: null,
    });
    const cancel = await call(t.app, { method: 'POST', url: `/api/oferta/cancelDestacado/${id}`, token: titular.token });
    expect(cancel.status).toBe(409);
    expect(await estadoDe(res.body.data[0]!.id)).toBe('pendiente');

    const rechazo = await call<Solicitud>(t.app, {
      method: 'POST',
      url: `/api/pago/solicitudes/${res.body.data[0]!.id}/rechazar`,
      token: titular.token,
      payload: { motivo: 'El pago ya fue validado.' },
    });
    expect(rechazo.status).toBe(200);
    expect(rechazo.body.data[0]).toMatchObject({ estado: 'rechazada', motivo: 'El pago ya fue validado.' });
    const aviso = await lastMailTo(t, colega.correo);
    expect(aviso?.asunto).toBe('Se rechazó tu solicitud sobre «Practicante de Calidad»');
    expect(aviso?.texto).toContain('Motivo: «El pago ya fue validado.»');
  });

  it('requests of a removed offer stay in both lists, closed, with its title; the seat is told what happened', async () => {
    const { titular, colega } = await equipo();
    const id = await enRevision(titular.token, 'Practicante de Compras');
    const anular = await pedir(colega.token, { id_oferta: id, tipo: 'anular_pago' });
    expect(anular.status).toBe(201);
    const done = await call(t.app, { method: 'POST', url: `/api/oferta/removeMyOffer/${id}`, token: titular.token });
    expect(done.status).toBe(200);
    for (const token of [titular.token, colega.token]) {
      const lista = await listar(token);
      expect(lista.body.data.find((s) => s.id === anular.body.data[0]!.id)).toMatchObject({
        titulo: 'Practicante de Compras',
        estado: 'hecha',
        resuelto_por: 'Rosa Huamán Ccori',
      });
    }
    const aviso = await lastMailTo(t, colega.correo);
    expect(aviso?.texto).toContain('Rosa Huamán Ccori eliminó la oferta «Practicante de Compras», lo que anuló su pago en revisión');
    expect(aviso?.texto).not.toContain('canceló el destacado');
    const trail = await call<{ accion: string }>(t.app, {
      method: 'GET',
      url: '/api/equipo/actividad?accion=solicitud',
      token: titular.token,
    });
    expect(trail.body.data.map((e) => e.accion)).toContain('solicitud.atender');
  });

  it('cancelling the feature with no free publication left removes the offer, and the seat’s mail says so', async () => {
    const { titular, colega } = await equipo();
    const id = await enRevision(titular.token, 'Practicante de Costos');
    const anular = await pedir(colega.token, { id_oferta: id, tipo: 'anular_pago' });
    expect(anular.status).toBe(201);
    // The month's free publications are spent.
    for (let i = 0; i < 10; i++) {
      if ((await publicar(titular.token, `Gratis ${i}`)).status !== 201) break;
    }
    const cancel = await call<{ eliminada: boolean }>(t.app, {
      method: 'POST',
      url: `/api/oferta/cancelDestacado/${id}`,
      token: titular.token,
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data[0]?.eliminada).toBe(true);
    expect(await estadoDe(anular.body.data[0]!.id)).toBe('hecha');
    const aviso = await lastMailTo(t, colega.correo);
    expect(aviso?.texto).toContain('la oferta se eliminó');
  });

  it('cancelling the feature does the request to annul; one to remove the offer, which stayed, closes without effect', async () => {
    const { titular, colega } = await equipo();
    const id = await enRevision(titular.token, 'Practicante de Tesorería');
    const anular = await pedir(colega.token, { id_oferta: id, tipo: 'anular_pago' });
    const eliminar = await pedir(colega.token, { id_oferta: id, tipo: 'eliminar' });
    expect([anular.status, eliminar.status]).toEqual([201, 201]);
    // An administrator's dialogs read them too, to say what cancelling or removing does to them.
    const resumen = await call<{ solicitudes_pendientes: string[] }>(t.app, {
      method: 'GET',
      url: `/api/oferta/resumen/${id}`,
      token: titular.token,
    });
    expect(resumen.body.data[0]!.solicitudes_pendientes.sort()).toEqual(['anular_pago', 'eliminar']);
    // The administrator does the request to annul, from Equipo.
    const cancel = await call<{ eliminada: boolean }>(t.app, {
      method: 'POST',
      url: `/api/oferta/cancelDestacado/${id}?solicitud=${anular.body.data[0]!.id}`,
      token: titular.token,
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data[0]?.eliminada).toBe(false);

    const propias = (await listar(colega.token)).body.data;
    expect(propias.find((s) => s.id === anular.body.data[0]!.id)).toMatchObject({ estado: 'hecha', resuelto_por: 'Rosa Huamán Ccori' });
    // The offer was not removed: that request did not happen, and says why.
    expect(propias.find((s) => s.id === eliminar.body.data[0]!.id)).toMatchObject({
      estado: 'sin_efecto',
      resuelto_por: null,
      motivo: SIN_EFECTO.cancelado('Rosa Huamán Ccori'),
    });
    // The administrators read the same facts, said to them: what the seat may now do, not «ya puedes hacerlo tú».
    const enEquipo = (await listar(titular.token)).body.data.find((s) => s.id === eliminar.body.data[0]!.id);
    expect(enEquipo?.motivo).toBe(
      'Rosa Huamán Ccori canceló el destacado y anuló el pago en revisión, pero la oferta no se eliminó: sigue como gratuita. Ya no tiene un pago en revisión, así que Carla Quispe Mamani puede eliminarla sin pedírselo a un administrador.',
    );
    const [ofertaRow] = await t.db.select({ tipo: oferta.tipo, eliminado_en: oferta.eliminado_en }).from(oferta).where(eq(oferta.id, id));
    expect(ofertaRow).toMatchObject({ tipo: 0, eliminado_en: null });
    const ultimo = await lastMailTo(t, colega.correo);
    expect(ultimo?.asunto).toBe('Tu solicitud sobre «Practicante de Tesorería» quedó sin efecto');
    expect(ultimo?.texto).toContain('la oferta no se eliminó: sigue como gratuita');

    // The trail says the administrator handled one request, the one it did.
    const trail = await call<{ accion: string; detalle: { solicitud?: number; tipo?: string } }>(t.app, {
      method: 'GET',
      url: '/api/equipo/actividad?accion=solicitud.atender',
      token: titular.token,
    });
    expect(
      trail.body.data.filter((e) => e.detalle.solicitud === anular.body.data[0]!.id || e.detalle.solicitud === eliminar.body.data[0]!.id),
    ).toEqual([expect.objectContaining({ accion: 'solicitud.atender', detalle: expect.objectContaining({ tipo: 'anular_pago' }) })]);
  });

  it('acting on a request another administrator already declined changes nothing and says so; the seat’s mail stays true', async () => {
    const { titular, colega } = await equipo();
    const otro = await otroAdministrador(titular.token);
    const id = await enRevision(titular.token, 'Practicante de Riesgos');
    const anular = await pedir(colega.token, { id_oferta: id, tipo: 'anular_pago' });
    const eliminar = await pedir(colega.token, { id_oferta: id, tipo: 'eliminar' });
    const [a, e] = [anular.body.data[0]!.id, eliminar.body.data[0]!.id];
    // The second administrator declines both while the holder still has Equipo open.
    for (const sid of [a, e]) {
      const r = await call(t.app, {
        method: 'POST',
        url: `/api/pago/solicitudes/${sid}/rechazar`,
        token: otro,
        payload: { motivo: 'No.' },
      });
      expect(r.status).toBe(200);
    }
    const declinado = await lastMailTo(t, colega.correo);
    expect(declinado?.asunto).toBe('Se rechazó tu solicitud sobre «Practicante de Riesgos»');

    for (const url of [`/api/oferta/cancelDestacado/${id}?solicitud=${a}`, `/api/oferta/removeMyOffer/${id}?solicitud=${e}`]) {
      const stale = await call(t.app, { method: 'POST', url, token: titular.token });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(
        'Walter Ríos Salas ya rechazó esta solicitud: no se cambió nada. Recarga la página para ver en qué quedó.',
      );
    }
    // Declining it again from the out-of-date page is answered the same way.
    const again = await call(t.app, { method: 'POST', url: `/api/pago/solicitudes/${a}/rechazar`, token: titular.token, payload: {} });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('Walter Ríos Salas ya rechazó esta solicitud');

    // Nothing changed: the offer, its payment in review, the requests and the seat's last mail.
    const [o] = await t.db
      .select({ tipo: oferta.tipo, estado_pago: oferta.estado_pago, eliminado_en: oferta.eliminado_en })
      .from(oferta)
      .where(eq(oferta.id, id));
    expect(o).toMatchObject({ tipo: 1, estado_pago: 0, eliminado_en: null });
    expect([await estadoDe(a), await estadoDe(e)]).toEqual(['rechazada', 'rechazada']);
    expect(await lastMailTo(t, colega.correo)).toEqual(declinado);

    // «Pagar destacado» on a request to feature declined meanwhile: refused when the payment step opens, before the
    // form, and at «Registrar pago» if it gets there anyway; nothing is paid.
    const { id: gratis } = await publicar(colega.token, 'Practicante de Seguros');
    const destacar = await pedir(colega.token, { id_oferta: gratis });
    const d = destacar.body.data[0]!.id;
    const paraPagar = (id: number, token = titular.token) =>
      call<Solicitud>(t.app, { method: 'GET', url: `/api/pago/solicitudes/${id}/pagar`, token });
    const abierta = await paraPagar(d);
    expect(abierta.status).toBe(200);
    expect(abierta.body.data[0]).toMatchObject({ id: d, estado: 'pendiente', pagable: true, id_oferta: gratis });
    // Only administrators open the payment step; a request of another kind or company is not found.
    expect((await paraPagar(d, colega.token)).status).toBe(403);
    expect((await paraPagar(a)).status).toBe(404);
    expect((await paraPagar(d, (await equipo('Otra Andina')).titular.token)).status).toBe(404);
    expect((await call(t.app, { method: 'POST', url: `/api/pago/solicitudes/${d}/rechazar`, token: otro, payload: {} })).status).toBe(200);
    const yaNo = 'Walter Ríos Salas ya rechazó esta solicitud: no hay nada que pagar y no se registró ningún pago.';
    const cerrada = await paraPagar(d);
    expect(cerrada.status).toBe(409);
    expect(cerrada.body.message).toBe(yaNo);
    const pagoStale = await pagarDestacado(titular.token, gratis, { id_solicitud: d });
    expect(pagoStale.status).toBe(409);
    expect(pagoStale.body.message).toBe(yaNo);
    expect(await t.db.select({ id: pago.id }).from(pago).where(eq(pago.oferta_id, gratis))).toEqual([]);
    // Asked again and still pending, paying it from the request pays and answers it.
    const otraVez = await pedir(colega.token, { id_oferta: gratis });
    const pagado = await pagarDestacado(titular.token, gratis, { id_solicitud: otraVez.body.data[0]!.id });
    expect(pagado.status).toBe(201);
    expect(await estadoDe(otraVez.body.data[0]!.id)).toBe('pagada');
    // Paid, the step does not open again for it.
    const pagada = await paraPagar(otraVez.body.data[0]!.id);
    expect(pagada.status).toBe(409);
    expect(pagada.body.message).toBe(
      'Rosa Huamán Ccori ya pagó el destacado de esta solicitud: no hace falta pagarlo otra vez y no se registró ningún pago.',
    );

    // A request of another offer, or of none, is not found.
    const otra = await enRevision(titular.token, 'Practicante de Cobranzas');
    const ajena = await call(t.app, { method: 'POST', url: `/api/oferta/cancelDestacado/${otra}?solicitud=${a}`, token: titular.token });
    expect(ajena.status).toBe(404);
    const mala = await call(t.app, { method: 'POST', url: `/api/oferta/cancelDestacado/${otra}?solicitud=abc`, token: titular.token });
    expect(mala.status).toBe(400);
    expect(mala.body.message).toContain('La solicitud debe ser un número entero positivo.');
    // Still pending, it is done as asked.
    const pendiente = await pedir(colega.token, { id_oferta: otra, tipo: 'anular_pago' });
    const hecho = await call(t.app, {
      method: 'POST',
      url: `/api/oferta/cancelDestacado/${otra}?solicitud=${pendiente.body.data[0]!.id}`,
      token: titular.token,
    });
    expect(hecho.status).toBe(200);
    expect(await estadoDe(pendiente.body.data[0]!.id)).toBe('hecha');
  });

  it('a removed offer’s pending request to feature it closes without effect, and stays listed', async () => {
    const { titular, colega } = await equipo();
    const { id } = await publicar(colega.token, 'Practicante de Diseño');
    const destacar = await pedir(colega.token, { id_oferta: id });
    expect(destacar.status).toBe(201);
    expect((await call(t.app, { method: 'POST', url: `/api/oferta/removeMyOffer/${id}`, token: titular.token })).status).toBe(200);
    const propia = (await listar(colega.token)).body.data.find((s) => s.id === destacar.body.data[0]!.id);
    expect(propia).toMatchObject({ titulo: 'Practicante de Diseño', estado: 'sin_efecto', motivo: SIN_EFECTO.eliminada });
    expect((await lastMailTo(t, colega.correo))?.asunto).toBe('Tu solicitud sobre «Practicante de Diseño» quedó sin efecto');
  });

  it('paying a request to feature logs handling it in the trail, like the other kinds', async () => {
    const { titular, colega } = await equipo();
    const { id } = await publicar(colega.token, 'Practicante de Logística');
    const destacar = await pedir(colega.token, { id_oferta: id });
    expect(destacar.status).toBe(201);
    const paid = await pagarDestacado(titular.token, id);
    expect(paid.status).toBe(201);
    const trail = await call<{ accion: string; detalle: Record<string, unknown> }>(t.app, {
      method: 'GET',
      url: '/api/equipo/actividad',
      token: titular.token,
    });
    const deLaOferta = trail.body.data.filter((e) => e.detalle.titulo === 'Practicante de Logística').map((e) => e.accion);
    expect(deLaOferta).toEqual(expect.arrayContaining(['solicitud.destacar', 'pago.registrar', 'solicitud.atender']));
    expect(
      trail.body.data.find((e) => e.accion === 'solicitud.atender' && e.detalle.titulo === 'Practicante de Logística')?.detalle,
    ).toMatchObject({
      solicitud: destacar.body.data[0]!.id,
      tipo: 'destacar',
    });
  });

  it('a paid request to feature whose payment the back office rejected says so', async () => {
    const { titular, colega } = await equipo();
    const { id } = await publicar(colega.token, 'Practicante de Marketing');
    const destacar = await pedir(colega.token, { id_oferta: id });
    expect(destacar.status).toBe(201);
    const paid = await pagarDestacado(titular.token, id);
    expect(paid.status).toBe(201);
    const [p] = await t.db.select({ id: pago.id }).from(pago).where(eq(pago.oferta_id, id));
    const admin = await adminSession(t);
    expect((await adminCall(t, admin.token, 'POST', `pagos/${p!.id}/rechazar`, { motivo: 'Operación no encontrada.' })).status).toBe(200);
    const propia = (await listar(colega.token)).body.data.find((s) => s.id === destacar.body.data[0]!.id);
    expect(propia).toMatchObject({ estado: 'pagada', pago_rechazado: true });
  });

  it('the back office validating or rejecting the payment closes the requests to annul it, and tells the seat', async () => {
    const { titular, colega } = await equipo();
    const admin = await adminSession(t);
    for (const [decision, motivo] of [
      ['validar', SIN_EFECTO.validado],
      ['rechazar', SIN_EFECTO.rechazado],
    ] as const) {
      const id = await enRevision(titular.token, `Practicante de Auditoría ${decision}`);
      const req = await pedir(colega.token, { id_oferta: id, tipo: 'eliminar' });
      expect(req.status).toBe(201);
      const [p] = await t.db.select({ id: pago.id }).from(pago).where(eq(pago.oferta_id, id));
      const r = await adminCall(
        t,
        admin.token,
        'POST',
        `pagos/${p!.id}/${decision}`,
        decision === 'rechazar' ? { motivo: 'Operación no encontrada.' } : undefined,
      );
      expect(r.status).toBe(200);
      expect(await estadoDe(req.body.data[0]!.id)).toBe('sin_efecto');
      const propia = (await listar(colega.token)).body.data.find((s) => s.id === req.body.data[0]!.id);
      expect(propia).toMatchObject({ estado: 'sin_efecto', motivo });
      expect((await lastMailTo(t, colega.correo))?.texto).toContain(motivo);
    }
  });
});
