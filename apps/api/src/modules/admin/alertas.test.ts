/**
 * The two alerts through HTTP: the general banner of both areas and the alert of the publish page, set by an
 * administrator and served to everyone by `recursos/listAlertas`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { adminCall, adminSession, auditRows, empresaSession, type Session } from '../../../test/fixtures/admin.ts';
import type { AdminAlerta } from './alertas.service.ts';

let t: TestContext;
let admin: Session;
const START = new Date('2027-03-10T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
  t.clock.now = START;
  admin = await adminSession(t);
});
afterAll(async () => t?.close());

type Both = { general: AdminAlerta; publicar: AdminAlerta };
const listAlertas = async () =>
  (
    await call<{ content: string; expireIn: string | null; alerta_publicar: { content: string; expireIn: string | null } | null }>(t.app, {
      method: 'GET',
      url: '/api/recursos/listAlertas',
    })
  ).body.data[0]!;

describe('alerts', () => {
  it('the general banner: content and expireIn (a Lima day means until 23:59:59 of it), served by listAlertas', async () => {
    const res = await adminCall<AdminAlerta>(t, admin.token, 'PUT', 'alertas/general', {
      content: '  Mantenimiento programado el sábado de 22:00 a 23:00.  ',
      expireIn: '2027-03-13',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se guardó la alerta.');
    // 23:59:59 of 13 March in Lima is 04:59:59 UTC on the 14th.
    expect(res.body.data[0]).toMatchObject({
      tipo: 'general',
      content: 'Mantenimiento programado el sábado de 22:00 a 23:00.',
      expireIn: '2027-03-14T04:59:59.000Z',
      visible: true,
    });
    expect(await listAlertas()).toMatchObject({
      content: 'Mantenimiento programado el sábado de 22:00 a 23:00.',
      expireIn: '2027-03-14T04:59:59.000Z',
    });
    const [a] = await auditRows(t, 'alerta', 'general');
    expect(a).toMatchObject({
      accion: 'alerta.guardar',
      admin_id: admin.id,
      despues: { content: 'Mantenimiento programado el sábado de 22:00 a 23:00.' },
    });
  });

  it('the publish-page alert (alerta_publicar) with an ISO date-time, or no expiry; an empty content removes it', async () => {
    const res = await adminCall<AdminAlerta>(t, admin.token, 'PUT', 'alertas/publicar', {
      content: 'Las ofertas de marzo se revisan en menos de 24 horas.',
      expireIn: '2027-03-31T18:00:00-05:00',
    });
    expect(res.status).toBe(200);
    expect((await listAlertas()).alerta_publicar).toEqual({
      content: 'Las ofertas de marzo se revisan en menos de 24 horas.',
      expireIn: '2027-03-31T23:00:00.000Z',
    });
    const forever = await adminCall<AdminAlerta>(t, admin.token, 'PUT', 'alertas/publicar', { content: 'Sin vencimiento', expireIn: null });
    expect(forever.body.data[0]).toMatchObject({ expireIn: null, visible: true });
    const cleared = await adminCall<AdminAlerta>(t, admin.token, 'PUT', 'alertas/publicar', { content: '', expireIn: '' });
    expect(cleared.body).toMatchObject({ message: 'Se quitó la alerta.', data: [{ content: '', visible: false }] });
    const both = await adminCall<Both>(t, admin.token, 'GET', 'alertas');
    expect(both.body.data[0]!.publicar).toMatchObject({ content: '', visible: false });
    expect(both.body.data[0]!.general.visible).toBe(true);
    expect(await auditRows(t, 'alerta', 'publicar')).toHaveLength(3);
  });

  it('bad input is 400 in Spanish: too long, a bad or past date, an unknown alert', async () => {
    const cases: [string, unknown, string, string][] = [
      ['general', { content: 'x'.repeat(501), expireIn: null }, 'content', 'Máximo 500 caracteres'],
      ['general', { expireIn: null }, 'content', 'Escribe el texto de la alerta'],
      ['general', { content: 'Hola', expireIn: '31/03/2027' }, 'expireIn', 'Ingresa una fecha válida (AAAA-MM-DD o fecha y hora ISO 8601)'],
      ['general', { content: 'Hola', expireIn: '2027-02-30' }, 'expireIn', 'Ingresa una fecha válida (AAAA-MM-DD o fecha y hora ISO 8601)'],
      ['general', { content: 'Hola', expireIn: '2027-03-09' }, 'expireIn', 'La fecha de vencimiento debe ser posterior a la actual'],
    ];
    for (const [tipo, body, field, message] of cases) {
      const res = await adminCall(t, admin.token, 'PUT', `alertas/${tipo}`, body);
      expect(res.status, message).toBe(400);
      expect(res.body.optional?.errors?.[field]).toBe(message);
    }
    const unknown = await adminCall(t, admin.token, 'PUT', 'alertas/otra', { content: 'Hola', expireIn: null });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('El tipo de alerta debe ser general o publicar.');
    expect((await listAlertas()).content).toBe('Mantenimiento programado el sábado de 22:00 a 23:00.');
  });

  it('non-admins get 404 and change nothing', async () => {
    const empresa = await empresaSession(t);
    for (const token of [undefined, empresa.token]) {
      expect((await adminCall(t, token, 'GET', 'alertas')).status).toBe(404);
      expect((await adminCall(t, token, 'PUT', 'alertas/general', { content: 'Hackeado', expireIn: null })).status).toBe(404);
    }
    expect((await listAlertas()).content).toBe('Mantenimiento programado el sábado de 22:00 a 23:00.');
  });
});
