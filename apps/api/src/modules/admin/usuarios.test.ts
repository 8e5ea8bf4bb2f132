/**
 * Users in the back office through HTTP: search by e-mail, name, company or RUC; deactivate (the person's
 * open session gets the spec's 403 'usuario inactivo' and the login is refused) and reactivate (old sessions end);
 * the developer flag and a company's premium flag.
 */
import { ROLE } from '@practiperu/shared/constants';
import type { SessionUser } from '@practiperu/shared/session';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestContext } from '../../../test/helpers.ts';
import { membresiaPremium, miembroOrganizacion, organizacion, sesion, usuario } from '../../db/schema/index.ts';
import {
  adminCall,
  adminSession,
  postulanteSession,
  auditRows,
  empresaSession,
  insertOferta,
  orgIdOf,
  session,
  type Session,
} from '../../../test/fixtures/admin.ts';
import type { AdminUsuario, AdminUsuarioDetalle } from './usuarios.service.ts';

let t: TestContext;
let admin: Session;
const START = new Date('2027-03-10T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
  t.clock.now = START;
  admin = await adminSession(t);
});
afterAll(async () => t?.close());

const mySession = (token: string) => call<SessionUser>(t.app, { method: 'POST', url: '/api/auth/mySession', token });

describe('searching users', () => {
  it('by e-mail, name, company name or RUC, with role and active filters, 20 a page', async () => {
    const lucia = await session(t, ROLE.POSTULANTE, { email: 'lucia.quispe.busqueda@prueba.pe', nombres: 'Lucía Búsqueda' });
    const empresa = await empresaSession(t, 'Minera Buscable');
    const [org] = await t.db.select().from(organizacion).where(eq(organizacion.usuario_id, empresa.id));

    const byEmail = await adminCall<AdminUsuario>(t, admin.token, 'GET', 'usuarios?q=QUISPE.BUSQUEDA');
    expect(byEmail.body.data.map((u) => u.id)).toEqual([lucia.id]);
    expect(byEmail.body.data[0]).toMatchObject({
      rol: 0,
      activo: true,
      confirmado: true,
      is_dev: false,
      organizacion: null,
      premium_hasta: null,
    });
    expect(
      (await adminCall<AdminUsuario>(t, admin.token, 'GET', `usuarios?q=${encodeURIComponent('Lucía Búsqueda Huamán')}`)).body.data.map(
        (u) => u.id,
      ),
    ).toEqual([lucia.id]);
    const byEmpresa = await adminCall<AdminUsuario>(t, admin.token, 'GET', 'usuarios?q=minera%20buscable');
    expect(byEmpresa.body.data[0]).toMatchObject({
      id: empresa.id,
      rol: 1,
      organizacion: { id: org!.id, ruc: org!.ruc, is_premium: false, titular: true },
    });
    expect((await adminCall<AdminUsuario>(t, admin.token, 'GET', `usuarios?q=${org!.ruc}`)).body.data.map((u) => u.id)).toEqual([
      empresa.id,
    ]);
    expect((await adminCall<AdminUsuario>(t, admin.token, 'GET', `usuarios?q=${org!.ruc.slice(0, 6)}&rol=0`)).body.data).toEqual([]);
    // A wildcard typed by the user is taken literally.
    expect((await adminCall<AdminUsuario>(t, admin.token, 'GET', 'usuarios?q=%25')).body.data).toEqual([]);

    const admins = await adminCall<AdminUsuario>(t, admin.token, 'GET', 'usuarios?rol=2&activo=1');
    expect(admins.body.data.every((u) => u.rol === 2 && u.activo)).toBe(true);
    expect(admins.body.optional).toMatchObject({ current_page: 1 });

    const bad = await adminCall(t, admin.token, 'GET', 'usuarios?rol=7&activo=si');
    expect(bad.status).toBe(400);
    expect(bad.body.optional?.errors).toEqual({
      rol: 'El rol debe ser 0 (postulante), 1 (empresa) o 2 (administrador).',
      activo: 'activo debe ser 0 o 1.',
    });
  });

  it('one account with its open sessions, its activity and, for applicants, the premium membership running', async () => {
    const empresa = await empresaSession(t);
    await insertOferta(t, await orgIdOf(t, empresa.id));
    const d = (await adminCall<AdminUsuarioDetalle>(t, admin.token, 'GET', `usuarios/${empresa.id}`)).body.data[0]!;
    expect(d).toMatchObject({ id: empresa.id, sesiones_activas: 1, ofertas: 1, postulaciones: 0 });

    const postulante = await postulanteSession(t);
    await t.db.insert(membresiaPremium).values({ usuario_id: postulante.id, inicio: '2027-03-01', expira_el: '2027-09-01' });
    const a = (await adminCall<AdminUsuarioDetalle>(t, admin.token, 'GET', `usuarios/${postulante.id}`)).body.data[0]!;
    expect(a).toMatchObject({ premium_hasta: '2027-09-01', postulaciones: 0 });
    expect((await adminCall(t, admin.token, 'GET', 'usuarios/999999')).body.message).toBe('No se encontró el usuario.');
  });

  it('a company’s holder says how many seats of its team lose access with it; a seat or an applicant says nothing', async () => {
    const empresa = await empresaSession(t);
    const orgId = await orgIdOf(t, empresa.id);
    const seats: number[] = [];
    for (const n of [1, 2]) {
      const [u] = await t.db
        .insert(usuario)
        .values({
          correo: `asiento${n}-${empresa.id}@prueba.pe`,
          clave_hash: 'x',
          rol: ROLE.RECLUTADOR,
          nombres: 'Carla',
          apellidos: 'Quispe',
        })
        .returning({ id: usuario.id });
      await t.db.insert(miembroOrganizacion).values({ organizacion_id: orgId, usuario_id: u!.id, rol: 'reclutador' });
      seats.push(u!.id);
    }
    const detalle = async (id: number) => (await adminCall<AdminUsuarioDetalle>(t, admin.token, 'GET', `usuarios/${id}`)).body.data[0]!;
    expect(await detalle(empresa.id)).toMatchObject({ colegas_empresa: 2, organizacion: { id: orgId, titular: true } });
    // A seat shows its company too, marked as not its holder, in the detail and in the list.
    expect(await detalle(seats[0]!)).toMatchObject({ colegas_empresa: null, organizacion: { id: orgId, titular: false } });
    const lista = await adminCall<AdminUsuario>(t, admin.token, 'GET', `usuarios?q=${encodeURIComponent(`asiento1-${empresa.id}`)}`);
    expect(lista.body.data).toEqual([expect.objectContaining({ id: seats[0], organizacion: expect.objectContaining({ titular: false }) })]);
    expect(await detalle((await postulanteSession(t)).id)).toMatchObject({ colegas_empresa: null });
  });
});

describe('deactivating and reactivating', () => {
  it("the person's open session gets 403 'usuario inactivo' at once, the login is refused; reactivating ends old sessions", async () => {
    const postulante = await postulanteSession(t);
    expect((await mySession(postulante.token)).status).toBe(200);

    const res = await adminCall<AdminUsuarioDetalle>(t, admin.token, 'POST', `usuarios/${postulante.id}/desactivar`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Se desactivó la cuenta: sus sesiones ya no funcionan y no podrá iniciar sesión.',
      optional: { cambio: true },
      data: [{ activo: false }],
    });
    const blocked = await mySession(postulante.token);
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe('usuario inactivo');
    const relogin = await call(t.app, {
      method: 'POST',
      url: '/api/auth/loginPostulant',
      payload: { email: postulante.email, password: postulante.password },
    });
    expect(relogin.status).toBe(403);
    expect(relogin.body.message).toBe('Tu cuenta está desactivada. Comunícate con soporte para reactivarla.');

    const again = await adminCall(t, admin.token, 'POST', `usuarios/${postulante.id}/desactivar`);
    expect(again.body).toMatchObject({ message: 'La cuenta ya estaba desactivada.', optional: { cambio: false } });

    const back = await adminCall<AdminUsuarioDetalle>(t, admin.token, 'POST', `usuarios/${postulante.id}/reactivar`);
    expect(back.body).toMatchObject({
      message: 'Se reactivó la cuenta: deberá iniciar sesión de nuevo.',
      data: [{ activo: true, sesiones_activas: 0 }],
    });
    expect(await t.db.select().from(sesion).where(eq(sesion.usuario_id, postulante.id))).toHaveLength(0);
    expect((await mySession(postulante.token)).status).toBe(401);
    expect((await mySession(await login(t.app, postulante))).status).toBe(200);
    expect((await adminCall(t, admin.token, 'POST', `usuarios/${postulante.id}/reactivar`)).body.message).toBe(
      'La cuenta ya estaba activa.',
    );

    expect((await auditRows(t, 'usuario', postulante.id)).map((a) => [a.accion, a.antes, a.despues])).toEqual([
      ['usuario.desactivar', { activo: true }, { activo: false }],
      ['usuario.reactivar', { activo: false }, { activo: true, sesiones_cerradas: 1 }],
    ]);
  });

  it('an administrator cannot deactivate themself', async () => {
    const res = await adminCall(t, admin.token, 'POST', `usuarios/${admin.id}/desactivar`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('No puedes desactivar tu propia cuenta.');
  });
});

describe('flags', () => {
  it('isDev turns the developer mode on and off (auth/isDev answers it); the same value changes nothing', async () => {
    const empresa = await empresaSession(t);
    const res = await adminCall(t, admin.token, 'PATCH', `usuarios/${empresa.id}/isDev`, { is_dev: true });
    expect(res.body).toMatchObject({ message: 'Se activó el modo desarrollador.', data: [{ is_dev: true }] });
    const isDev = await call<boolean>(t.app, { method: 'POST', url: '/api/auth/isDev', token: empresa.token });
    expect(isDev.body.data[0]).toBe(true);
    expect((await adminCall(t, admin.token, 'PATCH', `usuarios/${empresa.id}/isDev`, { is_dev: 1 })).body.message).toBe('No hubo cambios.');
    expect((await adminCall(t, admin.token, 'PATCH', `usuarios/${empresa.id}/isDev`, { is_dev: false })).body.message).toBe(
      'Se desactivó el modo desarrollador.',
    );
    const bad = await adminCall(t, admin.token, 'PATCH', `usuarios/${empresa.id}/isDev`, { is_dev: 'sí' });
    expect(bad.status).toBe(400);
    expect(bad.body.optional?.errors).toEqual({ is_dev: 'Envíe true o false' });
    expect((await auditRows(t, 'usuario', empresa.id)).map((a) => a.accion)).toEqual(['usuario.is_dev', 'usuario.is_dev']);
  });

  it('is_premium marks a company premium (its session says so); an applicant has no such flag (409)', async () => {
    const empresa = await empresaSession(t);
    const res = await adminCall<AdminUsuarioDetalle>(t, admin.token, 'PATCH', `usuarios/${empresa.id}/isPremium`, { is_premium: true });
    expect(res.body).toMatchObject({
      message: 'La empresa ahora es premium: tiene el asistente de postulantes.',
      data: [{ organizacion: { is_premium: true } }],
    });
    expect((await mySession(empresa.token)).body.data[0]!.is_premium).toBe(true);
    const orgId = await orgIdOf(t, empresa.id);
    expect((await auditRows(t, 'organizacion', orgId))[0]).toMatchObject({
      accion: 'organizacion.is_premium',
      antes: { usuario_id: empresa.id, is_premium: false },
      despues: { usuario_id: empresa.id, is_premium: true },
    });
    const postulante = await postulanteSession(t);
    const no = await adminCall(t, admin.token, 'PATCH', `usuarios/${postulante.id}/isPremium`, { is_premium: true });
    expect(no.status).toBe(409);
    expect(no.body.message).toBe('Solo las empresas tienen la marca premium; los postulantes son premium con su membresía.');
  });

  it('non-admins get 404 and change nothing', async () => {
    const empresa = await empresaSession(t);
    const postulante = await postulanteSession(t);
    for (const token of [undefined, empresa.token]) {
      expect((await adminCall(t, token, 'POST', `usuarios/${postulante.id}/desactivar`)).status).toBe(404);
      expect((await adminCall(t, token, 'PATCH', `usuarios/${empresa.id}/isPremium`, { is_premium: true })).status).toBe(404);
      expect((await adminCall(t, token, 'GET', `usuarios?q=${encodeURIComponent(postulante.email)}`)).status).toBe(404);
    }
    expect((await mySession(postulante.token)).status).toBe(200);
    expect((await mySession(empresa.token)).body.data[0]!.is_premium).toBe(false);
  });
});
