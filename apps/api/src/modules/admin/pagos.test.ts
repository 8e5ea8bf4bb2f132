/**
 * Validating payments through HTTP: featured offers become 'Destacado' from the validation (their locked applications
 * unlock and are scored), rejected ones can be paid again; premium applicants get a membership in Lima dates, or the
 * rejection notice. The payer is told by e-mail. A payment is decided once, even by two administrators at the same time.
 */
import { ROLE } from '@practiperu/shared/constants';
import type { OfertaCard } from '@practiperu/shared/oferta';
import { accionesOferta, etiquetasOferta } from '@practiperu/shared/oferta';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, lastMailTo, type TestContext } from '../../../test/helpers.ts';
import { membresiaPremium, oferta, pago, postulacion, trabajo, usuario } from '../../db/schema/index.ts';
import {
  adminCall,
  adminSession,
  postulanteSession,
  auditRows,
  empresaSession,
  destacadoWithPendingPago,
  insertPago,
  insertPostulacion,
  mailsTo,
  uniqueOp,
  type Session,
} from '../../../test/fixtures/admin.ts';
import { addMonths, membershipDates, type AdminPago } from './pagos.service.ts';

let t: TestContext;
let admin: Session;
let other: Session;
// 22:00 in Lima on 9 March 2027 (03:00 UTC on the 10th): the Lima day is the 9th.
const START = new Date('2027-03-10T03:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
  t.clock.now = START;
  admin = await adminSession(t);
  other = await adminSession(t);
});
afterAll(async () => t?.close());
afterEach(() => {
  t.clock.now = START;
});

const validate = (id: number, token = admin.token) => adminCall<AdminPago>(t, token, 'POST', `pagos/${id}/validar`);
const reject = (id: number, motivo: unknown = 'El número de operación no figura en el estado de cuenta.', token = admin.token) =>
  adminCall<AdminPago>(t, token, 'POST', `pagos/${id}/rechazar`, { motivo });
const pagoRow = async (id: number) => (await t.db.select().from(pago).where(eq(pago.id, id)))[0]!;
const ofertaRow = async (id: number) => (await t.db.select().from(oferta).where(eq(oferta.id, id)))[0]!;
const card = async (empresa: Session, id: number) =>
  (await call<OfertaCard>(t.app, { method: 'GET', url: `/api/oferta/myId/${id}`, token: empresa.token })).body.data[0]!;

async function premiumPago(values: Partial<Pick<typeof pago.$inferInsert, 'metodo_pago' | 'nro_operacion'>> = {}) {
  const postulante = await postulanteSession(t);
  return { postulante, pagoId: await insertPago(t, { tipo: 'premium', usuario_id: postulante.id, ...values }) };
}

describe('the list of payments to validate', () => {
  it('shows pending featured and premium payments, the oldest first, with operation number, method, amount, date and payer', async () => {
    const empresa = await empresaSession(t, 'Pagos Listados S.A.C.');
    const older = new Date(START.getTime() - 5 * 3_600_000);
    const { pagoId: destacado, ofertaId } = await destacadoWithPendingPago(t, empresa);
    await t.db.update(pago).set({ creado_en: older, nro_operacion: 'YAPE-001122', monto_centimos: 6950 }).where(eq(pago.id, destacado));
    const { postulante, pagoId: premium } = await premiumPago({ metodo_pago: 'Transferencia' });

    const res = await adminCall<AdminPago>(t, admin.token, 'GET', 'pagos');
    expect(res.status).toBe(200);
    const ids = res.body.data.map((p) => p.id);
    expect(ids.indexOf(destacado)).toBeLessThan(ids.indexOf(premium));
    expect(res.body.data.find((p) => p.id === destacado)).toMatchObject({
      tipo: 'destacado',
      estado: 0,
      nro_operacion: 'YAPE-001122',
      metodo_pago: 'Yape',
      monto: 69.5,
      // Stored before amounts had to equal the price: another amount stays readable and is flagged for the reviewer.
      precio: 69,
      monto_distinto: true,
      creado_en: older.toISOString(),
      horas_esperando: 5,
      pagador: { id: empresa.id, correo: empresa.email },
      empresa: { nombre: 'Pagos Listados S.A.C.' },
      oferta: { id: ofertaId, titulo: 'Practicante de Contabilidad', estado_pago: 0 },
    });
    expect(res.body.data.find((p) => p.id === premium)).toMatchObject({
      tipo: 'premium',
      metodo_pago: 'Transferencia',
      monto: 69,
      precio: 69,
      monto_distinto: false,
      pagador: { id: postulante.id, correo: postulante.email },
      empresa: null,
      oferta: null,
    });

    const onlyPremium = await adminCall<AdminPago>(t, admin.token, 'GET', 'pagos?tipo=premium');
    expect(onlyPremium.body.data.every((p) => p.tipo === 'premium')).toBe(true);
    await validate(premium);
    expect((await adminCall<AdminPago>(t, admin.token, 'GET', 'pagos')).body.data.map((p) => p.id)).not.toContain(premium);
    expect((await adminCall<AdminPago>(t, admin.token, 'GET', 'pagos?estado=1')).body.data.map((p) => p.id)).toContain(premium);
    expect((await adminCall<AdminPago>(t, admin.token, 'GET', 'pagos?estado=todos')).body.data.map((p) => p.id)).toContain(premium);

    const bad = await adminCall(t, admin.token, 'GET', 'pagos?tipo=otro&estado=9');
    expect(bad.status).toBe(400);
    expect(bad.body.optional?.errors).toEqual({
      estado: 'El estado debe ser 0 (pendiente), 1 (validado), 2 (rechazado), 3 (retirado) o todos.',
      tipo: 'El tipo debe ser destacado o premium.',
    });
    expect((await adminCall(t, admin.token, 'GET', 'pagos/999999')).body.message).toBe('No se encontró el pago.');
  });
});

describe('a featured-offer payment', () => {
  it('validated: the offer is Destacado from now, the company gets an e-mail, it is audited', async () => {
    const empresa = await empresaSession(t);
    const { ofertaId, pagoId } = await destacadoWithPendingPago(t, empresa, { estado: 1, fecha_publicacion: START });
    t.clock.now = new Date(START.getTime() + 60_000);
    const res = await validate(pagoId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Se validó el pago y se avisó por correo a quien pagó.',
      optional: { ya_decidido: false },
      data: [{ id: pagoId, estado: 1, decidido_por: admin.email, oferta: { id: ofertaId, estado_pago: 1 } }],
    });
    expect(await pagoRow(pagoId)).toMatchObject({ estado: 1, decidido_por: admin.id, decidido_en: t.clock.now });
    expect(await ofertaRow(ofertaId)).toMatchObject({ estado_pago: 1, destacado_desde: t.clock.now });
    const c = await card(empresa, ofertaId);
    expect(c.destacado).toBe(true);
    expect(etiquetasOferta(c, t.clock.now).map((e) => e.texto)).toEqual(['Vigente', 'Destacado']);
    const mail = await lastMailTo(t, empresa.email);
    expect(mail?.asunto).toBe('Validamos tu pago: «Practicante de Contabilidad» es un aviso destacado');
    const [a] = await auditRows(t, 'pago', pagoId);
    expect(a).toMatchObject({
      accion: 'pago.validar',
      admin_id: admin.id,
      antes: { estado: 0, oferta: { id: ofertaId, estado_pago: 0, destacado_desde: null } },
      despues: {
        estado: 1,
        oferta: { id: ofertaId, estado_pago: 1, destacado_desde: t.clock.now.toISOString() },
        postulaciones_desbloqueadas: [],
      },
    });
  });

  it('validated for a free offer made featured: all its locked applications unlock and are queued for scoring', async () => {
    const empresa = await empresaSession(t);
    const { ofertaId, pagoId } = await destacadoWithPendingPago(t, empresa, { estado: 1, fecha_publicacion: START });
    const locked = [await insertPostulacion(t, ofertaId, 3), await insertPostulacion(t, ofertaId, 3)];
    const scored = await insertPostulacion(t, ofertaId, 1);
    const cancelled = await insertPostulacion(t, ofertaId, 3, { eliminado_en: START });
    expect((await validate(pagoId)).status).toBe(200);

    const rows = await t.db.select().from(postulacion).where(eq(postulacion.oferta_id, ofertaId));
    const state = Object.fromEntries(rows.map((r) => [r.id, r.estado_evaluacion]));
    expect(state).toEqual({ [locked[0]!]: 0, [locked[1]!]: 0, [scored]: 1, [cancelled]: 3 });
    const jobs = await t.db
      .select()
      .from(trabajo)
      .where(and(eq(trabajo.tipo, 'postulacion.evaluar'), like(trabajo.clave, 'evaluar:%')));
    const mine = jobs.filter((j) => locked.includes(Number(j.payload.id)));
    expect(mine.map((j) => j.clave).sort()).toEqual(locked.map((id) => `evaluar:${id}`).sort());
    expect(mine.every((j) => j.payload.id === Number(j.clave!.split(':')[1]))).toBe(true);
    const [a] = await auditRows(t, 'pago', pagoId);
    expect((a!.despues as { postulaciones_desbloqueadas: number[] }).postulaciones_desbloqueadas.sort()).toEqual([...locked].sort());
  });

  it('rejected with a reason: the offer shows Destacado rechazado and the company can pay again', async () => {
    const empresa = await empresaSession(t);
    const { ofertaId, pagoId } = await destacadoWithPendingPago(t, empresa);
    const empty = await adminCall(t, admin.token, 'POST', `pagos/${pagoId}/rechazar`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.optional?.errors).toEqual({ motivo: 'Indica el motivo del rechazo' });

    const motivo = 'El monto recibido fue S/ 50, no S/ 69.';
    const res = await reject(pagoId, motivo);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se rechazó el pago y se avisó por correo a quien pagó.');
    expect(await pagoRow(pagoId)).toMatchObject({ estado: 2, motivo, decidido_por: admin.id });
    expect(await ofertaRow(ofertaId)).toMatchObject({ estado_pago: 2, destacado_desde: null });
    expect(etiquetasOferta(await card(empresa, ofertaId), t.clock.now).map((e) => e.texto)).toEqual(['Pendiente', 'Destacado rechazado']);
    const mail = await lastMailTo(t, empresa.email);
    expect(mail?.asunto).toBe('No pudimos validar el pago de «Practicante de Contabilidad»');
    expect(mail?.texto).toContain(motivo);
    // The mail points to what Mis publicaciones shows for this offer now.
    expect(mail?.texto).toContain('«Pagar destacado»');
    expect(accionesOferta(await card(empresa, ofertaId), t.clock.now).pagarDestacado).toBe(true);

    const again = await call(t.app, {
      method: 'POST',
      url: '/api/pago/create',
      token: empresa.token,
      payload: { id_oferta: ofertaId, nro_operacion: uniqueOp(), metodo_pago: 'Yape', monto: 69 },
    });
    expect(again.status).toBe(201);
    expect((await ofertaRow(ofertaId)).estado_pago).toBe(0);
    expect((await auditRows(t, 'pago', pagoId)).map((a) => a.accion)).toEqual(['pago.rechazar']);
  });

  it('rejected when the offer can no longer be paid (rejected or past its deadline): the mail points to «Duplicar como destacada»', async () => {
    const empresa = await empresaSession(t, 'Sin Pagar Destacado S.A.C.');
    // A rejected offer whose payment was left pending (stored before one decision covered both).
    const rechazada = await destacadoWithPendingPago(t, empresa, { estado: 2, mensaje_rechazado: 'Falta el área del puesto.' });
    expect((await reject(rechazada.pagoId)).status).toBe(200);
    const card1 = await card(empresa, rechazada.ofertaId);
    expect(accionesOferta(card1, t.clock.now).pagarDestacado).toBe(false);
    let mail = await lastMailTo(t, empresa.email);
    expect(mail?.texto).toContain('«Duplicar como destacada»');
    expect(mail?.texto).not.toContain('Pagar destacado');

    const vencida = await destacadoWithPendingPago(t, empresa, { fin_convocatoria: '2027-03-01' });
    expect((await reject(vencida.pagoId)).status).toBe(200);
    mail = await lastMailTo(t, empresa.email);
    expect(mail?.texto).toContain('«Duplicar como destacada»');
    expect(mail?.texto).not.toContain('Pagar destacado');
  });

  it('a stored payment with another amount can still be decided (the screen asks for confirmation and warns); 404 for non-admins', async () => {
    const empresa = await empresaSession(t, 'Monto Distinto S.A.C.');
    const { pagoId } = await destacadoWithPendingPago(t, empresa);
    await t.db.update(pago).set({ monto_centimos: 100 }).where(eq(pago.id, pagoId));
    const one = await adminCall<AdminPago>(t, admin.token, 'GET', `pagos/${pagoId}`);
    expect(one.body.data[0]).toMatchObject({ monto: 1, precio: 69, monto_distinto: true });
    // No session, a company (even the payer) or an applicant: the generic 404, and nothing changes.
    const postulante = await postulanteSession(t);
    for (const token of [undefined, empresa.token, postulante.token]) {
      const res = await adminCall(t, token, 'POST', `pagos/${pagoId}/validar`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('No se encontró el recurso solicitado.');
    }
    expect((await pagoRow(pagoId)).estado).toBe(0);
    expect((await validate(pagoId)).status).toBe(200);
    expect((await pagoRow(pagoId)).estado).toBe(1);
  });

  it('a payment the company withdrew, or whose offer is gone, cannot be validated', async () => {
    const empresa = await empresaSession(t);
    const { pagoId } = await destacadoWithPendingPago(t, empresa);
    await t.db.update(pago).set({ estado: 3 }).where(eq(pago.id, pagoId));
    const w = await validate(pagoId);
    expect(w.status).toBe(409);
    expect(w.body.message).toBe('La empresa retiró este pago (canceló el destacado o eliminó la oferta): ya no se puede decidir.');

    const { ofertaId, pagoId: p2 } = await destacadoWithPendingPago(t, empresa);
    await t.db.update(oferta).set({ eliminado_en: START }).where(eq(oferta.id, ofertaId));
    const g = await validate(p2);
    expect(g.status).toBe(409);
    expect(g.body.message).toBe('La oferta de este pago ya no existe: no se puede validar.');
    expect((await pagoRow(p2)).estado).toBe(0);
  });
});

describe('a premium payment', () => {
  it('validated: a membership from today in Lima to the same day PREMIUM_MONTHS (6) later, 23:59 Lima; e-mail and audit', async () => {
    const { postulante, pagoId } = await premiumPago();
    const res = await validate(pagoId);
    expect(res.status).toBe(200);
    // 22:00 in Lima on 9 March (03:00 UTC on the 10th): the membership starts on the 9th.
    expect(res.body.data[0]!.membresia).toMatchObject({ inicio: '2027-03-09', expira_el: '2027-09-09' });
    const [m] = await t.db.select().from(membresiaPremium).where(eq(membresiaPremium.usuario_id, postulante.id));
    expect(m).toMatchObject({ pago_id: pagoId, inicio: '2027-03-09', expira_el: '2027-09-09' });
    expect(await pagoRow(pagoId)).toMatchObject({ estado: 1, decidido_por: admin.id });
    const mail = await lastMailTo(t, postulante.email);
    expect(mail?.asunto).toBe('Tu membresía Premium de PractiPerú está activa');
    expect(mail?.texto).toContain('hasta el 9 de setiembre de 2027 a las 23:59 (hora de Lima)');
    const [a] = await auditRows(t, 'pago', pagoId);
    expect(a!.despues).toMatchObject({ estado: 1, membresia: { inicio: '2027-03-09', expira_el: '2027-09-09', meses: 6 } });
  });

  it('validated while a membership still runs: the new one starts the day after (no day is lost)', async () => {
    const { postulante, pagoId } = await premiumPago();
    await validate(pagoId);
    const second = await insertPago(t, { tipo: 'premium', usuario_id: postulante.id });
    const res = await validate(second);
    expect(res.body.data[0]!.membresia).toMatchObject({ inicio: '2027-09-10', expira_el: '2028-03-10' });
  });

  it('rejected: estado 2 with mostrar_rechazado 1 so the applicant sees the notice; e-mail with the reason', async () => {
    const { postulante, pagoId } = await premiumPago();
    await t.db.update(pago).set({ mostrar_rechazado: 0 }).where(eq(pago.id, pagoId));
    const res = await reject(pagoId, 'La constancia corresponde a otro número de Yape.');
    expect(res.status).toBe(200);
    expect(await pagoRow(pagoId)).toMatchObject({
      estado: 2,
      mostrar_rechazado: 1,
      motivo: 'La constancia corresponde a otro número de Yape.',
    });
    expect(await t.db.select().from(membresiaPremium).where(eq(membresiaPremium.usuario_id, postulante.id))).toHaveLength(0);
    const mail = await lastMailTo(t, postulante.email);
    expect(mail?.asunto).toBe('No pudimos validar tu pago Premium');
    expect(mail?.texto).toContain('La constancia corresponde a otro número de Yape.');
  });

  it('from an account deleted meanwhile: cannot be validated (rejecting is still possible)', async () => {
    const gone = await createUser(t.db, { role: ROLE.POSTULANTE });
    const pagoId = await insertPago(t, { tipo: 'premium', usuario_id: gone.id });
    await t.db.delete(usuario).where(eq(usuario.id, gone.id));
    const res = await validate(pagoId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('La cuenta que hizo este pago ya no existe: no se puede validar.');
    expect((await reject(pagoId)).status).toBe(200);
  });
});

describe('one decision per payment', () => {
  it('validating twice is harmless: the same answer, one membership, one audit row, one e-mail', async () => {
    const { postulante, pagoId } = await premiumPago();
    expect((await validate(pagoId)).status).toBe(200);
    const again = await validate(pagoId);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: 'El pago ya estaba validado.', optional: { ya_decidido: true } });
    expect(await t.db.select().from(membresiaPremium).where(eq(membresiaPremium.usuario_id, postulante.id))).toHaveLength(1);
    expect(await auditRows(t, 'pago', pagoId)).toHaveLength(1);
    expect(await mailsTo(t, postulante.email)).toHaveLength(1);
    const rj = await reject(pagoId);
    expect(rj.status).toBe(409);
    expect(rj.body.message).toBe('Este pago ya fue validado: no se puede rechazar.');
  });

  it('two administrators validating at once: one decision, one membership, one audit row, one e-mail', async () => {
    const { postulante, pagoId } = await premiumPago();
    const [a, b] = await Promise.all([validate(pagoId), validate(pagoId, other.token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.optional?.ya_decidido, b.body.optional?.ya_decidido].sort()).toEqual([false, true]);
    expect(await t.db.select().from(membresiaPremium).where(eq(membresiaPremium.usuario_id, postulante.id))).toHaveLength(1);
    expect(await auditRows(t, 'pago', pagoId)).toHaveLength(1);
    expect(await mailsTo(t, postulante.email)).toHaveLength(1);
  });

  it('a validation and a rejection at once on a featured payment: one wins, the other is a clear 409', async () => {
    const empresa = await empresaSession(t);
    const { ofertaId, pagoId } = await destacadoWithPendingPago(t, empresa);
    const [a, b] = await Promise.all([validate(pagoId), reject(pagoId, 'No coincide el monto transferido', other.token)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 1 : 2;
    expect((await pagoRow(pagoId)).estado).toBe(winner);
    expect((await ofertaRow(ofertaId)).estado_pago).toBe(winner);
    expect(await auditRows(t, 'pago', pagoId)).toHaveLength(1);
    expect(await mailsTo(t, empresa.email)).toHaveLength(1);
  });

  it('non-admins get 404 and change nothing', async () => {
    const empresa = await empresaSession(t);
    const { pagoId } = await destacadoWithPendingPago(t, empresa);
    for (const token of [undefined, empresa.token, (await postulanteSession(t)).token]) {
      expect((await adminCall(t, token, 'POST', `pagos/${pagoId}/validar`)).status).toBe(404);
      expect((await adminCall(t, token, 'POST', `pagos/${pagoId}/rechazar`, { motivo: 'Sin permiso alguno' })).status).toBe(404);
    }
    expect((await pagoRow(pagoId)).estado).toBe(0);
  });
});

describe('membership dates (Lima calendar)', () => {
  it('adds calendar months, ending on the last day of a shorter month', () => {
    expect(addMonths('2027-03-09', 6)).toBe('2027-09-09');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-12-15', 1)).toBe('2028-01-15');
    expect(membershipDates('2027-03-09', null, 6)).toEqual({ inicio: '2027-03-09', expira_el: '2027-09-09' });
    expect(membershipDates('2027-03-09', '2027-03-08', 6)).toEqual({ inicio: '2027-03-09', expira_el: '2027-09-09' });
    expect(membershipDates('2027-03-09', '2027-03-09', 3)).toEqual({ inicio: '2027-03-10', expira_el: '2027-06-10' });
  });
});
