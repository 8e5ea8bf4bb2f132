/**
 * The offer review queue through HTTP (free offers are reviewed within 48 hours; docs/decisions/010-offers.md): an
 * administrator reads an offer as applicants will see it, approves it or rejects it with a reason, and the company
 * sees the result and gets an e-mail. A decision is taken once, even by two administrators at the same time.
 */
import type { OfertaCard } from '@practiperu/shared/oferta';
import { addDays, limaToday } from '@practiperu/shared/dates';
import { accionesOferta, etiquetasOferta } from '@practiperu/shared/oferta';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, lastMailTo, type TestContext } from '../../../test/helpers.ts';
import { oferta, pago } from '../../db/schema/index.ts';
import {
  adminCall,
  adminSession,
  postulanteSession,
  auditRows,
  empresaSession,
  destacadoWithPendingPago,
  insertOferta,
  mailsTo,
  orgIdOf,
  type Session,
} from '../../../test/fixtures/admin.ts';
import type { AdminOfertaCard, AdminOfertaDetalle } from './ofertas.service.ts';

let t: TestContext;
let admin: Session;
let other: Session;
const START = new Date('2027-03-10T15:00:00Z');
const HOUR = 3_600_000;

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

const approve = (id: number, token = admin.token) => adminCall<AdminOfertaCard>(t, token, 'POST', `ofertas/${id}/aprobar`);
const reject = (id: number, motivo?: unknown, token = admin.token) =>
  adminCall<AdminOfertaCard>(t, token, 'POST', `ofertas/${id}/rechazar`, motivo === undefined ? {} : { motivo });
const row = async (id: number) => (await t.db.select().from(oferta).where(eq(oferta.id, id)))[0]!;
const empresaCard = async (empresa: Session, id: number) =>
  (await call<OfertaCard>(t.app, { method: 'GET', url: `/api/oferta/myId/${id}`, token: empresa.token })).body.data[0]!;

async function pendingOferta(empresa?: Session, values: Partial<typeof oferta.$inferInsert> = {}) {
  const c = empresa ?? (await empresaSession(t));
  return { empresa: c, id: await insertOferta(t, await orgIdOf(t, c.id), values) };
}

describe('the review queue', () => {
  it('lists pending offers first, the longest waiting first, with the hours waited against the 48-hour promise', async () => {
    const empresa = await empresaSession(t, 'Cola de Revisión S.A.C.');
    const orgId = await orgIdOf(t, empresa.id);
    const old = await insertOferta(t, orgId, { titulo: 'Practicante de Archivo', creado_en: new Date(START.getTime() - 50 * HOUR) });
    const recent = await insertOferta(t, orgId, { titulo: 'Practicante de Caja', creado_en: new Date(START.getTime() - 2 * HOUR) });
    const approved = await insertOferta(t, orgId, { titulo: 'Practicante Aprobado', estado: 1, fecha_publicacion: START });

    const res = await adminCall<AdminOfertaCard>(t, admin.token, 'GET', `ofertas?q=${encodeURIComponent('Cola de Revisión')}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((o) => o.id)).toEqual([old, recent, approved]);
    expect(res.body.optional).toMatchObject({ current_page: 1, total_pages: 1, total: 3 });
    // The admin's «%», «_» and «\» are taken literally, not as wildcards: no title or company has them.
    for (const wild of ['Cola de Revisi_n', 'Cola%de', 'Cola\\']) {
      const none = await adminCall<AdminOfertaCard>(t, admin.token, 'GET', `ofertas?q=${encodeURIComponent(wild)}`);
      expect(none.body.data, wild).toEqual([]);
    }
    expect(res.body.data[0]).toMatchObject({
      titulo: 'Practicante de Archivo',
      estado: 0,
      horas_esperando: 50,
      horas_restantes: 0,
      fuera_de_plazo: true,
      empresa: { nombre: 'Cola de Revisión S.A.C.', correo: empresa.email },
    });
    expect(res.body.data[1]).toMatchObject({ horas_esperando: 2, horas_restantes: 46, fuera_de_plazo: false });
    expect(res.body.data[2]).toMatchObject({ estado: 1, horas_esperando: null, fuera_de_plazo: false });

    const pendientes = await adminCall<AdminOfertaCard>(
      t,
      admin.token,
      'GET',
      `ofertas?estado=0&q=${encodeURIComponent('Cola de Revisión')}`,
    );
    expect(pendientes.body.data.map((o) => o.id)).toEqual([old, recent]);
  });

  it('is paginated by 20; a removed offer is not in it; bad filters are 400 in Spanish', async () => {
    const empresa = await empresaSession(t, 'Paginación Total');
    const orgId = await orgIdOf(t, empresa.id);
    for (let i = 0; i < 21; i++) await insertOferta(t, orgId, { creado_en: new Date(START.getTime() - i * 60_000) });
    await insertOferta(t, orgId, { titulo: 'Eliminada', eliminado_en: START });
    const p2 = await adminCall<AdminOfertaCard>(t, admin.token, 'GET', 'ofertas?page=2&q=Paginaci%C3%B3n%20Total');
    expect(p2.body.data).toHaveLength(1);
    expect(p2.body.optional).toMatchObject({ current_page: 2, total_pages: 2, total: 21 });

    const badPage = await adminCall(t, admin.token, 'GET', 'ofertas?page=0');
    expect(badPage.status).toBe(400);
    expect(badPage.body.message).toBe('La página debe ser un número entero positivo.');
    const badEstado = await adminCall(t, admin.token, 'GET', 'ofertas?estado=5');
    expect(badEstado.status).toBe(400);
    expect(badEstado.body.optional?.errors).toEqual({ estado: 'El estado debe ser 0 (pendiente), 1 (aprobada) o 2 (rechazada).' });
  });

  it('one offer reads as applicants will see it (texto), with its company and its payments', async () => {
    const empresa = await empresaSession(t);
    const { ofertaId } = await destacadoWithPendingPago(t, empresa, {
      titulo: 'Practicante de Seguridad',
      otros_requisitos: '<script>alert(1)</script> Manejo de Excel',
    });
    const res = await adminCall<AdminOfertaDetalle>(t, admin.token, 'GET', `ofertas/${ofertaId}`);
    expect(res.status).toBe(200);
    const d = res.body.data[0]!;
    expect(d).toMatchObject({ id: ofertaId, titulo: 'Practicante de Seguridad', tipo: 1, estado_pago: 0, total_postulantes: 0 });
    expect(d.texto).toContain('<h3>Funciones</h3>');
    expect(d.texto).toContain('Registro de comprobantes');
    expect(d.texto).toContain('&lt;script&gt;');
    expect(d.texto).not.toContain('<script>');
    expect(d.pagos).toHaveLength(1);
    expect(d.pagos[0]).toMatchObject({ estado: 0, metodo_pago: 'Yape', monto: 69 });

    expect(d).toMatchObject({ horas_dia: 6, dias_semana: 5 });
    expect(d.ley_28518?.map((c) => [c.regla, c.cumple])).toEqual([
      ['jornada', true],
      ['subvencion', true],
      ['modalidad', true],
    ]);

    expect((await adminCall(t, admin.token, 'GET', 'ofertas/999999')).body.message).toBe('No se encontró la oferta.');
    const bad = await adminCall(t, admin.token, 'GET', 'ofertas/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('El id debe ser un número entero positivo.');
  });
});

describe('approving', () => {
  it('publishes the offer now (estado 1), the company sees Vigente and gets an e-mail, and it is audited', async () => {
    const { empresa, id } = await pendingOferta();
    t.clock.now = new Date(START.getTime() + 5 * HOUR);
    const res = await approve(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: true,
      message: 'Se aprobó la oferta y se avisó a la empresa por correo.',
      optional: { ya_decidida: false },
      data: [{ id, estado: 1, fecha_publicacion: t.clock.now.toISOString() }],
    });
    expect(await row(id)).toMatchObject({ estado: 1, fecha_publicacion: t.clock.now });
    expect(etiquetasOferta(await empresaCard(empresa, id), t.clock.now).map((e) => e.texto)).toEqual(['Vigente']);

    const mail = await lastMailTo(t, empresa.email);
    expect(mail?.asunto).toBe('Tu convocatoria «Practicante de Contabilidad» ya está publicada');
    expect(mail?.texto).toContain('Hola, Jorge:');
    expect(mail?.texto).toContain('http://practiperu.test/empresas/mis-publicaciones/');

    const audits = await auditRows(t, 'oferta', id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      admin_id: admin.id,
      admin_correo: admin.email,
      accion: 'oferta.aprobar',
      antes: { estado: 0, fecha_publicacion: null },
      despues: { estado: 1, fecha_publicacion: t.clock.now.toISOString() },
    });
    expect(audits[0]!.creado_en).toEqual(t.clock.now);
  });

  it('twice is harmless: the same answer, no second audit row, no second e-mail', async () => {
    const { empresa, id } = await pendingOferta();
    expect((await approve(id)).status).toBe(200);
    expect(await mailsTo(t, empresa.email)).toHaveLength(1);
    t.clock.now = new Date(START.getTime() + HOUR);
    const again = await approve(id);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('La oferta ya estaba aprobada.');
    expect(again.body.optional).toEqual({ ya_decidida: true });
    expect((await row(id)).fecha_publicacion).toEqual(START);
    expect(await auditRows(t, 'oferta', id)).toHaveLength(1);
    expect(await mailsTo(t, empresa.email)).toHaveLength(1);
  });

  it('two administrators approving at once: one decision, one audit row, one e-mail', async () => {
    const { empresa, id } = await pendingOferta();
    const [a, b] = await Promise.all([approve(id), approve(id, other.token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.optional?.ya_decidida, b.body.optional?.ya_decidida].sort()).toEqual([false, true]);
    expect(await auditRows(t, 'oferta', id)).toHaveLength(1);
    expect(await mailsTo(t, empresa.email)).toHaveLength(1);
  });

  it('an approval and a rejection at once: one wins, the other is a clear 409', async () => {
    const { id } = await pendingOferta();
    const [a, b] = await Promise.all([approve(id), reject(id, 'Falta la dirección del centro de prácticas', other.token)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(['Esta oferta ya fue rechazada: no se puede aprobar.', 'Esta oferta ya fue aprobada: no se puede rechazar.']).toContain(
      loser.body.message,
    );
    expect(await auditRows(t, 'oferta', id)).toHaveLength(1);
  });

  it('is refused for an offer whose deadline passed, and for a featured offer with no valid payment (decision 010)', async () => {
    const { id: expired } = await pendingOferta(undefined, { fin_convocatoria: addDays(limaToday(START), -1) });
    const e = await approve(expired);
    expect(e.status).toBe(409);
    expect(e.body.message).toBe(
      'El plazo para postular de esta oferta ya venció: recházala indicando a la empresa que la duplique con una nueva fecha.',
    );
    const { id: unpaid } = await pendingOferta(undefined, { tipo: 1, estado_pago: null });
    expect((await approve(unpaid)).status).toBe(409);
    const { id: rejectedPago } = await pendingOferta(undefined, { tipo: 1, estado_pago: 2 });
    expect((await approve(rejectedPago)).body.message).toContain('no tiene un pago enviado o válido');
    // A featured offer whose payment is pending may be approved: it shows 'Destacado pendiente' until validated.
    const empresa = await empresaSession(t);
    const { ofertaId } = await destacadoWithPendingPago(t, empresa);
    expect((await approve(ofertaId)).status).toBe(200);
    expect(etiquetasOferta(await empresaCard(empresa, ofertaId), t.clock.now).map((e) => e.texto)).toEqual([
      'Vigente',
      'Destacado pendiente',
    ]);
    expect(await auditRows(t, 'oferta', expired)).toHaveLength(0);
  });

  it('a removed offer is 404', async () => {
    const { id } = await pendingOferta(undefined, { eliminado_en: START });
    const res = await approve(id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No se encontró la oferta.');
  });
});

describe('rejecting', () => {
  it('needs a reason (Spanish messages), stores it in mensaje_rechazado, the company sees it and gets it by e-mail', async () => {
    const { empresa, id } = await pendingOferta();
    for (const [body, message] of [
      [{}, 'Indica el motivo del rechazo'],
      [{ motivo: '   ' }, 'Indica el motivo del rechazo'],
      [{ motivo: 'mal' }, 'El motivo debe tener al menos 5 caracteres'],
      [{ motivo: 'x'.repeat(1001) }, 'Máximo 1000 caracteres'],
    ] as const) {
      const res = await adminCall(t, admin.token, 'POST', `ofertas/${id}/rechazar`, body);
      expect(res.status).toBe(400);
      expect(res.body.optional?.errors).toEqual({ motivo: message });
    }
    expect((await row(id)).estado).toBe(0);

    const motivo = 'La subvención indicada es menor a la mínima legal para jornada completa.';
    const res = await reject(id, `  ${motivo} `);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se rechazó la oferta y se avisó a la empresa por correo.');
    expect(await row(id)).toMatchObject({ estado: 2, mensaje_rechazado: motivo, fecha_publicacion: null });
    const card = await empresaCard(empresa, id);
    expect(card.mensaje_rechazado).toBe(motivo);
    expect(etiquetasOferta(card, t.clock.now).map((e) => e.texto)).toEqual(['Rechazado']);

    const mail = await lastMailTo(t, empresa.email);
    expect(mail?.asunto).toBe('Tu convocatoria «Practicante de Contabilidad» no fue aprobada');
    expect(mail?.texto).toContain(motivo);
    const [a] = await auditRows(t, 'oferta', id);
    expect(a).toMatchObject({
      accion: 'oferta.rechazar',
      antes: { estado: 0, mensaje_rechazado: null },
      despues: { estado: 2, mensaje_rechazado: motivo },
    });
  });

  it('a featured offer with a pending payment: one decision rejects both, audits both, sends one e-mail', async () => {
    const empresa = await empresaSession(t, 'Destacada Rechazada S.A.C.');
    const { ofertaId, pagoId } = await destacadoWithPendingPago(t, empresa);
    // Someone else's pending payment is not touched.
    const stranger = await empresaSession(t, 'Ajena S.A.C.');
    const ajeno = await destacadoWithPendingPago(t, stranger);
    const before = (await mailsTo(t, empresa.email)).length;

    const motivo = 'El título no describe el puesto: indica el área y las funciones principales.';
    const res = await adminCall<AdminOfertaCard>(t, admin.token, 'POST', `ofertas/${ofertaId}/rechazar`, { motivo });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se rechazó la oferta y también su pago pendiente del destacado; se avisó a la empresa por correo.');
    expect(res.body.optional).toMatchObject({ ya_decidida: false, pagos_rechazados: [pagoId] });
    expect(await row(ofertaId)).toMatchObject({ estado: 2, estado_pago: 2, mensaje_rechazado: motivo });
    const [p] = await t.db.select().from(pago).where(eq(pago.id, pagoId));
    expect(p).toMatchObject({ estado: 2, motivo: `Se rechazó la oferta: ${motivo}`, decidido_por: admin.id });
    expect((await t.db.select().from(pago).where(eq(pago.id, ajeno.pagoId)))[0]!.estado).toBe(0);

    // It leaves the payments queue; the company sees both decisions, and no 'Pagar destacado' (it cannot be paid).
    const queue = await adminCall<{ id: number }>(t, admin.token, 'GET', 'pagos');
    expect(queue.body.data.map((x) => x.id)).not.toContain(pagoId);
    expect(queue.body.data.map((x) => x.id)).toContain(ajeno.pagoId);
    const card = await empresaCard(empresa, ofertaId);
    expect(etiquetasOferta(card, t.clock.now).map((e) => e.texto)).toEqual(['Rechazado', 'Destacado rechazado']);
    expect(accionesOferta(card, t.clock.now).pagarDestacado).toBe(false);

    // Both decisions are in the audit log; one e-mail says both and points to what the company can do.
    expect(await auditRows(t, 'oferta', ofertaId)).toMatchObject([
      { accion: 'oferta.rechazar', despues: { estado: 2, estado_pago: 2, pagos_rechazados: [pagoId] } },
    ]);
    expect(await auditRows(t, 'pago', pagoId)).toMatchObject([
      {
        accion: 'pago.rechazar',
        antes: { estado: 0 },
        despues: { estado: 2, con_la_oferta: true, oferta: { id: ofertaId, estado_pago: 2 } },
      },
    ]);
    const mails = await mailsTo(t, empresa.email);
    expect(mails).toHaveLength(before + 1);
    const mail = await lastMailTo(t, empresa.email);
    expect(mail?.asunto).toBe('Tu convocatoria «Practicante de Contabilidad» no fue aprobada');
    expect(mail?.texto).toContain(motivo);
    expect(mail?.texto).toContain(`operación ${p!.nro_operacion}`);
    expect(mail?.texto).toContain('«Duplicar como destacada»');
    expect(mail?.texto).not.toContain('Pagar destacado');

    // Again: nothing more (no second audit row, no mail); the payment cannot be validated afterwards.
    const again = await adminCall(t, admin.token, 'POST', `ofertas/${ofertaId}/rechazar`, { motivo: 'Otro motivo distinto' });
    expect(again.body.optional).toMatchObject({ ya_decidida: true, pagos_rechazados: [] });
    expect(await auditRows(t, 'pago', pagoId)).toHaveLength(1);
    expect(await mailsTo(t, empresa.email)).toHaveLength(before + 1);
    expect((await adminCall(t, admin.token, 'POST', `pagos/${pagoId}/validar`)).status).toBe(409);
  });

  it('approval of a featured offer with no payment sent is refused (the screen disables it with the same reason)', async () => {
    const { id } = await pendingOferta(undefined, { tipo: 1, estado_pago: null });
    const res = await approve(id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Esta oferta es destacada y no tiene un pago enviado o válido: no se puede aprobar hasta que la empresa pague el destacado o lo cancele.',
    );
    const detail = await adminCall<AdminOfertaDetalle>(t, admin.token, 'GET', `ofertas/${id}`);
    expect(detail.body.data[0]).toMatchObject({ tipo: 1, estado_pago: null, pagos: [] });
  });

  it('twice is harmless; an approved offer cannot be rejected, a rejected one cannot be approved', async () => {
    const { id } = await pendingOferta();
    expect((await reject(id, 'Falta el horario de prácticas')).status).toBe(200);
    const again = await reject(id, 'Otro motivo distinto');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: 'La oferta ya estaba rechazada.', optional: { ya_decidida: true } });
    expect((await row(id)).mensaje_rechazado).toBe('Falta el horario de prácticas');
    const ap = await approve(id);
    expect(ap.status).toBe(409);
    expect(ap.body.message).toBe('Esta oferta ya fue rechazada: no se puede aprobar.');

    const { id: approved } = await pendingOferta();
    await approve(approved);
    const rj = await reject(approved, 'Demasiado tarde para esto');
    expect(rj.status).toBe(409);
    expect(rj.body.message).toBe('Esta oferta ya fue aprobada: no se puede rechazar.');
    expect(await auditRows(t, 'oferta', id)).toHaveLength(1);
  });

  it('non-admins get 404 and change nothing', async () => {
    const { empresa, id } = await pendingOferta();
    const postulante = await postulanteSession(t);
    for (const token of [undefined, empresa.token, postulante.token]) {
      expect((await adminCall(t, token, 'POST', `ofertas/${id}/aprobar`)).status).toBe(404);
      expect((await adminCall(t, token, 'POST', `ofertas/${id}/rechazar`, { motivo: 'Sin permiso alguno' })).status).toBe(404);
    }
    expect((await row(id)).estado).toBe(0);
  });
});

describe('the review shows the Ley 28518 checks', () => {
  it('an offer stored with 7 days a week fails the schedule check with the rest day as the reason', async () => {
    const empresa = await empresaSession(t);
    // Written directly, as an offer from before the rest day was checked: 4 h × 7 days at S/ 1,060, with the mark.
    const id = await insertOferta(t, await orgIdOf(t, empresa.id), {
      horario: 'Tiempo parcial',
      horas_dia: 4,
      dias_semana: 7,
      salario: 1060,
      cumple_ley_28518: true,
    });
    const d = (await adminCall<AdminOfertaDetalle>(t, admin.token, 'GET', `ofertas/${id}`)).body.data[0]!;
    expect(d.ley_28518?.[0]).toEqual({
      regla: 'jornada',
      titulo: 'Jornada',
      cumple: false,
      detalle:
        '4 h diarias × 7 días = 28 h semanales (máximo 6 h diarias y 30 semanales). ' +
        'La Ley 28518 da al practicante un día de descanso a la semana: indica como máximo 6 días.',
    });
    expect(d.ley_28518?.[1]).toMatchObject({ regla: 'subvencion', cumple: true });
  });

  it("an offer saved before the law was checked shows what breaks it, in the reviewer's words", async () => {
    const empresa = await empresaSession(t);
    // Written directly, as an offer from before the check: part time, 4 h × 5 days, no subsidy, a graduate level.
    const id = await insertOferta(t, await orgIdOf(t, empresa.id), {
      horario: 'Tiempo parcial',
      horas_dia: 4,
      dias_semana: 5,
      salario: 0,
      idniveluniv: 7,
      cumple_ley_28518: false,
    });
    const d = (await adminCall<AdminOfertaDetalle>(t, admin.token, 'GET', `ofertas/${id}`)).body.data[0]!;
    expect(d.ley_28518).toEqual([
      {
        regla: 'jornada',
        titulo: 'Jornada',
        cumple: true,
        detalle: '4 h diarias × 5 días = 20 h semanales (máximo 6 h diarias y 30 semanales).',
      },
      { regla: 'subvencion', titulo: 'Subvención', cumple: false, detalle: 'S/ 0 al mes (mínimo para esta jornada: S/ 754).' },
      {
        regla: 'modalidad',
        titulo: 'Modalidad y nivel de estudios',
        cumple: false,
        detalle: 'Las prácticas preprofesionales son para estudiantes.',
      },
    ]);
  });
});
