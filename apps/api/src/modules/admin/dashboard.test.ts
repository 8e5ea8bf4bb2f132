/**
 * The back office's home through HTTP: pending offers against the promise to review free offers within 48 hours, pending
 * payments, and this week's counts (from Monday 00:00 Lima).
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { usuario } from '../../db/schema/index.ts';
import {
  adminCall,
  adminSession,
  postulanteSession,
  empresaSession,
  destacadoWithPendingPago,
  insertOferta,
  insertPago,
  insertPostulacion,
  orgIdOf,
  type Session,
} from '../../../test/fixtures/admin.ts';
import { mondayOf, type Dashboard } from './dashboard.service.ts';
import { asiento } from '../../../test/fixtures/matching.ts';

let t: TestContext;
let admin: Session;
// Wednesday 10 March 2027, 10:00 in Lima.
const START = new Date('2027-03-10T15:00:00Z');
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
  t.clock.now = START;
  admin = await adminSession(t);
});
afterAll(async () => t?.close());

describe('the dashboard', () => {
  it('shows pending offers with hours waited against 48 h, pending payments, and the week from Monday in Lima', async () => {
    const empty = (await adminCall<Dashboard>(t, admin.token, 'GET', 'dashboard')).body.data[0]!;
    const empresa = await empresaSession(t);
    const orgId = await orgIdOf(t, empresa.id);
    const late = await insertOferta(t, orgId, { creado_en: new Date(START.getTime() - 60 * HOUR) });
    const onTime = await insertOferta(t, orgId, { creado_en: new Date(START.getTime() - 3 * HOUR) });
    await insertOferta(t, orgId, {
      estado: 1,
      fecha_publicacion: new Date(START.getTime() - HOUR),
      creado_en: new Date(START.getTime() - 2 * HOUR),
    });
    await destacadoWithPendingPago(t, empresa, { creado_en: new Date(START.getTime() - HOUR) });
    const postulante = await postulanteSession(t);
    await insertPago(t, { tipo: 'premium', usuario_id: postulante.id, creado_en: new Date(START.getTime() - 10 * HOUR) });
    const open = await insertOferta(t, orgId, {
      estado: 1,
      fecha_publicacion: START,
      creado_en: new Date(START.getTime() - 30 * 24 * HOUR),
    });
    await insertPostulacion(t, open, 0, { creado_en: START });
    // Accounts get the database's clock when created: put these two in the test's week.
    await t.db
      .update(usuario)
      .set({ creado_en: START })
      .where(inArray(usuario.id, [empresa.id, postulante.id]));

    const res = await adminCall<Dashboard>(t, admin.token, 'GET', 'dashboard');
    expect(res.status).toBe(200);
    const d = res.body.data[0]!;
    expect(d.ofertas_pendientes).toMatchObject({
      total: empty.ofertas_pendientes.total + 3,
      fuera_de_plazo: empty.ofertas_pendientes.fuera_de_plazo + 1,
      promesa_horas: 48,
    });
    expect(d.ofertas_pendientes.items[0]).toMatchObject({ id: late, horas_esperando: 60, fuera_de_plazo: true });
    expect(d.ofertas_pendientes.items[1]).toMatchObject({ id: onTime, horas_esperando: 3, horas_restantes: 45 });
    expect(d.pagos_pendientes).toEqual({ total: 2, destacado: 1, premium: 1, mas_antiguo_horas: 10 });
    expect(d.semana).toMatchObject({
      desde: '2027-03-08',
      postulantes: empty.semana.postulantes + 1,
      empresas: empty.semana.empresas + 1,
      ofertas: empty.semana.ofertas + 3,
      ofertas_aprobadas: empty.semana.ofertas_aprobadas + 2,
      postulaciones: empty.semana.postulaciones + 1,
    });
    expect(d.totales).toMatchObject({
      administradores: 1,
      ofertas_vigentes: empty.totales.ofertas_vigentes + 2,
      empresas: empty.totales.empresas + 1,
      asientos: empty.totales.asientos,
    });

    // A colleague who joins the company's team is a seat, not one more company.
    const rosa = await asiento(t, orgId);
    await t.db
      .update(usuario)
      .set({ creado_en: START })
      .where(inArray(usuario.id, [rosa.id]));
    const conEquipo = (await adminCall<Dashboard>(t, admin.token, 'GET', 'dashboard')).body.data[0]!;
    expect(conEquipo.totales).toMatchObject({ empresas: d.totales.empresas, asientos: d.totales.asientos + 1 });
    expect(conEquipo.semana).toMatchObject({ empresas: d.semana.empresas, asientos: d.semana.asientos + 1 });
  });

  it("names every part of the week's new users: they add up to the total, administrators included", async () => {
    const otro = await adminSession(t);
    const empresa = await empresaSession(t);
    const rosa = await asiento(t, await orgIdOf(t, empresa.id));
    const postulante = await postulanteSession(t);
    await t.db
      .update(usuario)
      .set({ creado_en: START })
      .where(inArray(usuario.id, [otro.id, empresa.id, rosa.id, postulante.id]));
    const { semana } = (await adminCall<Dashboard>(t, admin.token, 'GET', 'dashboard')).body.data[0]!;
    expect(semana.administradores).toBeGreaterThanOrEqual(1);
    expect(semana.postulantes + semana.empresas + semana.asientos + semana.administradores).toBe(semana.usuarios);
  });

  it('weeks start on Monday (Lima)', () => {
    expect(mondayOf('2027-03-10')).toBe('2027-03-08');
    expect(mondayOf('2027-03-08')).toBe('2027-03-08');
    expect(mondayOf('2027-03-14')).toBe('2027-03-08');
    expect(mondayOf('2027-03-01')).toBe('2027-03-01');
    expect(mondayOf('2027-01-02')).toBe('2026-12-28');
  });

  it('non-admins get 404', async () => {
    const empresa = await empresaSession(t);
    expect((await adminCall(t, empresa.token, 'GET', 'dashboard')).status).toBe(404);
  });
});
