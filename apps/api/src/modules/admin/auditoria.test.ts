/**
 * The audit log through HTTP: every administrator action with who, what, when, before and after, newest
 * first, filtered by entity, record, action or administrator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import {
  adminCall,
  adminSession,
  postulanteSession,
  empresaSession,
  insertOferta,
  orgIdOf,
  type Session,
} from '../../../test/fixtures/admin.ts';

let t: TestContext;
let ana: Session;
let beto: Session;
const START = new Date('2027-03-10T15:00:00Z');

type Row = {
  id: number;
  admin_id: number | null;
  admin_correo: string;
  accion: string;
  entidad: string;
  entidad_id: string | null;
  antes: unknown;
  despues: unknown;
  creado_en: string;
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
  t.clock.now = START;
  ana = await adminSession(t);
  beto = await adminSession(t);
});
afterAll(async () => t?.close());

describe('the audit log', () => {
  it('lists actions newest first with who, what, when, before and after; filters by entity, record, action and administrator', async () => {
    const empresa = await empresaSession(t);
    const ofertaId = await insertOferta(t, await orgIdOf(t, empresa.id));
    await adminCall(t, ana.token, 'POST', `ofertas/${ofertaId}/rechazar`, { motivo: 'Falta indicar el horario' });
    t.clock.now = new Date(START.getTime() + 60_000);
    await adminCall(t, beto.token, 'PUT', 'alertas/general', { content: 'Aviso de prueba', expireIn: null });

    const all = await adminCall<Row>(t, ana.token, 'GET', 'auditoria');
    expect(all.status).toBe(200);
    expect(all.body.data.slice(0, 2).map((r) => [r.accion, r.admin_correo])).toEqual([
      ['alerta.guardar', beto.email],
      ['oferta.rechazar', ana.email],
    ]);
    expect(all.body.data[1]).toMatchObject({
      admin_id: ana.id,
      entidad: 'oferta',
      entidad_id: String(ofertaId),
      antes: { estado: 0, mensaje_rechazado: null },
      despues: { estado: 2, mensaje_rechazado: 'Falta indicar el horario' },
      creado_en: START.toISOString(),
    });
    expect(all.body.optional).toMatchObject({ current_page: 1, total: 2 });

    const byEntity = await adminCall<Row>(t, ana.token, 'GET', `auditoria?entidad=oferta&entidad_id=${ofertaId}`);
    expect(byEntity.body.data.map((r) => r.accion)).toEqual(['oferta.rechazar']);
    expect((await adminCall<Row>(t, ana.token, 'GET', `auditoria?admin_id=${beto.id}`)).body.data.map((r) => r.accion)).toEqual([
      'alerta.guardar',
    ]);
    expect((await adminCall<Row>(t, ana.token, 'GET', 'auditoria?accion=alerta.guardar')).body.data).toHaveLength(1);
  });

  it('bad filters are 400 in Spanish; non-admins get 404', async () => {
    const bad = await adminCall(t, ana.token, 'GET', 'auditoria?entidad=DROP%20TABLE&admin_id=-1&page=x');
    expect(bad.status).toBe(400);
    expect(bad.body.optional?.errors).toEqual({
      page: 'La página debe ser un número entero positivo.',
      entidad: 'El tipo de registro no es válido.',
      admin_id: 'El id debe ser un número entero positivo.',
    });
    // Past PostgreSQL's integer: no one's id, a 400 (the fuzzing suite found a 500).
    const huge = await adminCall(t, ana.token, 'GET', 'auditoria?admin_id=432655892111051');
    expect(huge.status).toBe(400);
    expect(huge.body.optional?.errors).toEqual({ admin_id: 'El id debe ser un número entero positivo.' });
    const postulante = await postulanteSession(t);
    expect((await adminCall(t, postulante.token, 'GET', 'auditoria')).status).toBe(404);
  });
});
