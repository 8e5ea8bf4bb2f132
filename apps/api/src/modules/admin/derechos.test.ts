/**
 * The rights requests reach the back office as tickets through HTTP: open ones first by due date, the overdue flagged;
 * an administrator answers once (atendida, or denegada with a reason); the answer is audited in the same transaction,
 * mailed to the person and shown to them in Mi cuenta.
 */
import { ROLE } from '@practiperu/shared/constants';
import type { AdminSolicitud } from '@practiperu/shared/admin';
import type { SolicitudVista } from '@practiperu/shared/privacidad';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, lastMailTo, type TestContext } from '../../../test/helpers.ts';
import { adminCall, adminSession, auditRows, insertOferta, orgIdOf, session, type Session } from '../../../test/fixtures/admin.ts';
import { organizacion, postulacion, postulante } from '../../db/schema/index.ts';
import { validRuc } from '../../../test/fixtures/registro.ts';

let t: TestContext;
let admin: Session;
// Monday 22 November 2027, 09:00 in Lima.
const START = new Date('2027-11-22T14:00:00Z');
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
  t.clock.now = START;
  admin = await adminSession(t);
});
afterAll(async () => t?.close());
beforeEach(() => {
  t.clock.now = START;
});

async function solicitud(s: Session, body: object): Promise<SolicitudVista> {
  const res = await call<SolicitudVista>(t.app, { method: 'POST', url: '/api/privacidad/solicitudes', token: s.token, payload: body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data[0]!;
}

const responder = (id: number, body: unknown, token = admin.token) =>
  adminCall<AdminSolicitud>(t, token, 'POST', `derechos/${id}/responder`, body);

describe('the back office’s list of rights requests', () => {
  it('lists the open requests by due date with who asked; the overdue ones are flagged', async () => {
    const rosa = await session(t, ROLE.POSTULANTE, { nombres: 'Rosa' });
    const empresa = await session(t, ROLE.RECLUTADOR, { nombreOrg: 'Minera Sur', nombres: 'Jorge' });
    // Filed three weeks ago: a 10-business-day term is over.
    t.clock.now = new Date(START.getTime() - 21 * DAY);
    const vieja = await solicitud(rosa, { tipo: 'rectificacion', detalle: 'Mi DNI tiene un dígito equivocado.' });
    t.clock.now = START;
    const acceso = await solicitud(empresa, { tipo: 'acceso', detalle: 'Queremos saber qué datos de la empresa tienen.' });
    const oposicion = await solicitud(rosa, { tipo: 'oposicion', detalle: 'No usen mis datos para estadísticas.' });

    const res = await adminCall<AdminSolicitud>(t, admin.token, 'GET', 'derechos');
    expect(res.status).toBe(200);
    const ids = res.body.data.map((s) => s.id);
    expect(ids.indexOf(vieja.id)).toBeLessThan(ids.indexOf(oposicion.id));
    expect(ids.indexOf(oposicion.id)).toBeLessThan(ids.indexOf(acceso.id));
    const first = res.body.data.find((s) => s.id === vieja.id)!;
    expect(first).toMatchObject({
      tipo: 'rectificacion',
      estado: 'pendiente',
      vencida: true,
      persona: { id: rosa.id, correo: rosa.email, rol: 0 },
    });
    expect(first.dias_habiles_restantes).toBeLessThan(0);
    expect(res.body.data.find((s) => s.id === acceso.id)).toMatchObject({
      vencida: false,
      dias_habiles_restantes: 20,
      persona: { rol: 1, empresa: 'Minera Sur' },
    });

    const soloAcceso = await adminCall<AdminSolicitud>(t, admin.token, 'GET', 'derechos?tipo=acceso');
    expect(soloAcceso.body.data.every((s) => s.tipo === 'acceso')).toBe(true);
    const bad = await adminCall(t, admin.token, 'GET', 'derechos?estado=perdida');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('El estado debe ser pendiente, atendida, denegada o todas.');
  });

  it('a human review shows the application and its automated score', async () => {
    const rosa = await session(t, ROLE.POSTULANTE, { nombres: 'Rosa' });
    const empresa = await session(t, ROLE.RECLUTADOR, { nombreOrg: 'Andina Logística' });
    const ofertaId = await insertOferta(t, await orgIdOf(t, empresa.id), { titulo: 'Practicante de Almacenes', estado: 1 });
    const [p] = await t.db.select({ id: postulante.id }).from(postulante).where(eq(postulante.usuario_id, rosa.id));
    const [app] = await t.db.insert(postulacion).values({ postulante_id: p!.id, oferta_id: ofertaId, afinidad_puesto: 42 }).returning();
    const s = await solicitud(rosa, { tipo: 'revision_humana', detalle: 'Mi puntaje no cuenta mis prácticas.', postulacion_id: app!.id });
    const res = await adminCall<AdminSolicitud>(t, admin.token, 'GET', `derechos/${s.id}`);
    expect(res.body.data[0]?.postulacion).toEqual({
      id: app!.id,
      titulo: 'Practicante de Almacenes',
      empresa: 'Andina Logística',
      afinidad_puesto: 42,
      oferta_id: ofertaId,
    });
  });
});

describe('answering a request', () => {
  it('atendida: recorded once, audited, mailed, and shown to the person in Mi cuenta', async () => {
    const rosa = await session(t, ROLE.POSTULANTE, { nombres: 'Rosa' });
    const s = await solicitud(rosa, { tipo: 'rectificacion', detalle: 'Mi apellido materno es Ccori, no Cori.' });
    t.clock.now = new Date(START.getTime() + 2 * DAY);
    const res = await responder(s.id, { resolucion: 'atendida', respuesta: 'Corregimos tu apellido materno en tu cuenta.' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se registró la respuesta y se avisó por correo a la persona.');
    expect(res.body.data[0]).toMatchObject({
      estado: 'atendida',
      resolucion: 'atendida',
      respuesta: 'Corregimos tu apellido materno en tu cuenta.',
      motivo: null,
      respondido_por: admin.email,
      respondido_en: t.clock.now.toISOString(),
      dias_habiles_restantes: null,
      vencida: false,
    });

    const [entry] = await auditRows(t, 'solicitud_derechos', s.id);
    expect(entry).toMatchObject({ accion: 'derechos.responder', admin_id: admin.id, admin_correo: admin.email });
    expect(entry?.antes).toMatchObject({ estado: 'pendiente', tipo: 'rectificacion', usuario_id: rosa.id });
    expect(entry?.despues).toMatchObject({
      estado: 'atendida',
      resolucion: 'atendida',
      respuesta: 'Corregimos tu apellido materno en tu cuenta.',
      fuera_de_plazo: false,
    });
    // The request's own text stays with the request, not in the log.
    expect(JSON.stringify(entry)).not.toContain('Ccori, no Cori');

    const mail = await lastMailTo(t, rosa.email);
    expect(mail?.asunto).toBe('Atendimos tu solicitud de rectificación');
    expect(mail?.texto).toContain('Corregimos tu apellido materno en tu cuenta.');
    expect(mail?.enlaces).toEqual(['http://practiperu.test/postulantes/cuenta/derechos']);
    expect(mail?.texto).toContain('Atendimos tu solicitud de rectificación sobre tus datos personales.');

    const mine = await call<SolicitudVista>(t.app, { method: 'GET', url: '/api/privacidad/solicitudes', token: rosa.token });
    expect(mine.body.data[0]).toMatchObject({ id: s.id, estado: 'atendida', respuesta: 'Corregimos tu apellido materno en tu cuenta.' });

    const again = await responder(s.id, { resolucion: 'denegada', respuesta: 'Otra respuesta distinta.', motivo: 'Cambio de opinión.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Esta solicitud ya fue respondida.');
    expect(await auditRows(t, 'solicitud_derechos', s.id)).toHaveLength(1);
  });

  it('denegada needs a reason, which the person reads; a late answer is marked as such in the log', async () => {
    const empresa = await session(t, ROLE.RECLUTADOR, { nombreOrg: 'Minera Sur', nombres: 'Jorge' });
    const s = await solicitud(empresa, { tipo: 'cancelacion', detalle: 'Borren las facturas de nuestros pagos.' });
    const sinMotivo = await responder(s.id, { resolucion: 'denegada', respuesta: 'No podemos borrar los comprobantes de pago.' });
    expect(sinMotivo.status).toBe(400);
    expect(sinMotivo.body.optional).toEqual({ errors: { motivo: 'Indica el motivo de la denegación.' } });

    t.clock.now = new Date(START.getTime() + 30 * DAY);
    const res = await responder(s.id, {
      resolucion: 'denegada',
      respuesta: 'No podemos borrar los comprobantes de pago.',
      motivo: 'Las normas tributarias nos obligan a conservarlos cinco años.',
    });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ estado: 'denegada', motivo: 'Las normas tributarias nos obligan a conservarlos cinco años.' });
    const [entry] = await auditRows(t, 'solicitud_derechos', s.id);
    expect(entry?.despues).toMatchObject({ resolucion: 'denegada', fuera_de_plazo: true });
    const mail = await lastMailTo(t, empresa.email);
    expect(mail?.asunto).toBe('Respondimos tu solicitud de cancelación');
    expect(mail?.texto).toContain('Motivo: Las normas tributarias nos obligan a conservarlos cinco años.');
    expect(mail?.enlaces).toEqual(['http://practiperu.test/empresas/cuenta/derechos']);
  });

  it('a company’s rectification is answered about the company’s data, not «tus datos personales»', async () => {
    const empresa = await session(t, ROLE.RECLUTADOR, { nombreOrg: 'Textil Norte', nombres: 'Lucía' });
    const s = await solicitud(empresa, { tipo: 'rectificacion', detalle: 'Nuestra razón social cambió el mes pasado.' });
    const res = await responder(s.id, { resolucion: 'atendida', respuesta: 'Corregimos la razón social de tu empresa.' });
    expect(res.status).toBe(200);
    const mail = await lastMailTo(t, empresa.email);
    expect(mail?.texto).toContain('Atendimos tu solicitud de rectificación sobre los datos de tu empresa.');
    expect(mail?.texto).not.toContain('datos personales');
  });

  it('bad input is answered at its field; an unknown request is 404', async () => {
    const rosa = await session(t, ROLE.POSTULANTE);
    const s = await solicitud(rosa, { tipo: 'oposicion', detalle: 'No quiero aparecer en estadísticas.' });
    const cases: [unknown, string, string][] = [
      [{ respuesta: 'Atendida sin más trámite.' }, 'resolucion', 'Elige si la solicitud fue atendida o denegada.'],
      [{ resolucion: 'quizas', respuesta: 'Atendida sin más trámite.' }, 'resolucion', 'Elige si la solicitud fue atendida o denegada.'],
      [{ resolucion: 'atendida' }, 'respuesta', 'Escribe la respuesta para la persona.'],
      [{ resolucion: 'atendida', respuesta: 'Ok' }, 'respuesta', 'Escribe al menos 10 caracteres.'],
      [{ resolucion: 'atendida', respuesta: 'x'.repeat(4001) }, 'respuesta', 'Máximo 4000 caracteres.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await responder(s.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.optional?.errors?.[field], JSON.stringify(body)).toBe(message);
    }
    expect((await responder(999_999, { resolucion: 'atendida', respuesta: 'Atendida sin más trámite.' })).status).toBe(404);
    expect((await adminCall(t, admin.token, 'GET', 'derechos/999999')).status).toBe(404);
  });

  it('only administrators: anyone else gets the 404 of a path that does not exist', async () => {
    const rosa = await session(t, ROLE.POSTULANTE);
    const empresa = await session(t, ROLE.RECLUTADOR);
    const s = await solicitud(rosa, { tipo: 'acceso', detalle: 'Quiero una copia de mis datos.' });
    for (const token of [undefined, rosa.token, empresa.token]) {
      expect((await adminCall(t, token, 'GET', 'derechos')).status).toBe(404);
      expect((await adminCall(t, token, 'GET', `derechos/${s.id}`)).status).toBe(404);
      const answer = { resolucion: 'atendida', respuesta: 'Atendida sin más trámite.' };
      expect((await adminCall(t, token, 'POST', `derechos/${s.id}/responder`, answer)).status).toBe(404);
    }
  });
});

describe('a rectification request leads to the data it asks to correct', () => {
  const corregir = (id: number, body: unknown, token: string | null = admin.token) =>
    adminCall<AdminSolicitud>(t, token ?? undefined, 'PUT', `derechos/${id}/empresa`, body);

  it('a company’s razón social, RUC and commercial name: corrected from the request, validated, audited before/after', async () => {
    const empresa = await session(t, ROLE.RECLUTADOR, { nombreOrg: 'Textil Andina', nombres: 'Jorge' });
    const orgId = await orgIdOf(t, empresa.id);
    const [org] = await t.db.select().from(organizacion).where(eq(organizacion.id, orgId));
    const s = await solicitud(empresa, {
      tipo: 'rectificacion',
      detalle: 'Nuestra razón social está mal escrita: es Textil Andina S.A.C.',
    });

    // The request shows the company's current data, which is what the administrator will correct.
    const detalle = await adminCall<AdminSolicitud>(t, admin.token, 'GET', `derechos/${s.id}`);
    expect(detalle.body.data[0]!.empresa_datos).toEqual({
      id: orgId,
      ruc: org!.ruc,
      nombre_completo: org!.nombre_completo,
      nombre: 'Textil Andina',
    });

    const nuevoRuc = validRuc();
    const res = await corregir(s.id, {
      ruc: nuevoRuc,
      nombre_completo: '  Textil Andina Sociedad Anónima Cerrada ',
      nombre: 'Textil Andina',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Se corrigieron los datos de la empresa. Quedó en la auditoría.');
    expect(res.body.data[0]!.empresa_datos).toEqual({
      id: orgId,
      ruc: nuevoRuc,
      nombre_completo: 'Textil Andina Sociedad Anónima Cerrada',
      nombre: 'Textil Andina',
    });
    const [after] = await t.db.select().from(organizacion).where(eq(organizacion.id, orgId));
    expect(after).toMatchObject({ ruc: nuevoRuc, nombre_completo: 'Textil Andina Sociedad Anónima Cerrada', nombre: 'Textil Andina' });
    const log = await auditRows(t, 'organizacion', orgId);
    expect(log.map((r) => [r.accion, r.antes, r.despues])).toEqual([
      [
        'organizacion.rectificar',
        { solicitud_id: s.id, ruc: org!.ruc, nombre_completo: org!.nombre_completo },
        { solicitud_id: s.id, ruc: nuevoRuc, nombre_completo: 'Textil Andina Sociedad Anónima Cerrada' },
      ],
    ]);
    // The same data again changes nothing and records nothing.
    const again = await corregir(s.id, {
      ruc: nuevoRuc,
      nombre_completo: 'Textil Andina Sociedad Anónima Cerrada',
      nombre: 'Textil Andina',
    });
    expect(again.body.message).toBe('No hubo cambios.');
    expect(await auditRows(t, 'organizacion', orgId)).toHaveLength(1);
    // Then the request is answered as usual.
    expect((await responder(s.id, { resolucion: 'atendida', respuesta: 'Corregimos la razón social de tu empresa.' })).status).toBe(200);
    expect((await corregir(s.id, { ruc: nuevoRuc, nombre_completo: 'Otra S.A.C.', nombre: 'Textil Andina' })).status).toBe(409);
  });

  it('bad input at its field with the registration’s rules; a taken RUC, another kind of request or an applicant’s: refused', async () => {
    const empresa = await session(t, ROLE.RECLUTADOR, { nombreOrg: 'Minera Norte' });
    const otra = await session(t, ROLE.RECLUTADOR, { nombreOrg: 'Minera Sur' });
    const rucDeOtra = validRuc();
    await t.db
      .update(organizacion)
      .set({ ruc: rucDeOtra })
      .where(eq(organizacion.id, await orgIdOf(t, otra.id)));
    const s = await solicitud(empresa, { tipo: 'rectificacion', detalle: 'Corrijan el RUC de nuestra empresa, por favor.' });
    const bad = await corregir(s.id, { ruc: '20123', nombre_completo: 'M', nombre: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.optional).toEqual({
      errors: { ruc: expect.any(String), nombre_completo: 'Nombre muy corto', nombre: 'Requerido' },
    });
    const taken = await corregir(s.id, { ruc: rucDeOtra, nombre_completo: 'Minera Norte S.A.', nombre: 'Minera Norte' });
    expect(taken.status).toBe(409);
    expect(taken.body.optional).toEqual({ errors: { ruc: 'Ya existe una empresa registrada con este RUC.' } });

    const acceso = await solicitud(empresa, { tipo: 'acceso', detalle: 'Queremos saber qué datos tienen de nosotros.' });
    const noRect = await corregir(acceso.id, { ruc: validRuc(), nombre_completo: 'Minera Norte S.A.', nombre: 'Minera Norte' });
    expect(noRect.status).toBe(409);
    expect(noRect.body.message).toBe('Solo una solicitud de rectificación lleva a corregir datos.');

    const rosa = await session(t, ROLE.POSTULANTE, { nombres: 'Rosa' });
    const dePostulante = await solicitud(rosa, { tipo: 'rectificacion', detalle: 'Mi DNI tiene un dígito equivocado.' });
    expect((await adminCall<AdminSolicitud>(t, admin.token, 'GET', `derechos/${dePostulante.id}`)).body.data[0]!.empresa_datos).toBeNull();
    const deRosa = await corregir(dePostulante.id, { ruc: validRuc(), nombre_completo: 'Rosa S.A.C.', nombre: 'Rosa' });
    expect(deRosa.status).toBe(409);
    expect(deRosa.body.message).toBe('Quien presentó la solicitud no tiene una empresa: sus datos los corrige desde su propia cuenta.');
    expect((await corregir(999_999, { ruc: validRuc(), nombre_completo: 'Nadie S.A.', nombre: 'Nadie' })).status).toBe(404);
    // Only administrators: anyone else gets the 404 of a path that does not exist.
    for (const token of [null, rosa.token, empresa.token]) {
      expect((await corregir(s.id, { ruc: validRuc(), nombre_completo: 'Minera Norte S.A.', nombre: 'Minera Norte' }, token)).status).toBe(
        404,
      );
    }
  });
});
