/**
 * Paying a featured offer by operation number (decision 010), through the HTTP API: the payment stays pending until
 * an administrator validates it.
 */
import { ROLE } from '@practiperu/shared/constants';
import type { OfertaCard } from '@practiperu/shared/oferta';
import { addDays, limaToday } from '@practiperu/shared/dates';
import { etiquetasOferta } from '@practiperu/shared/oferta';
import { pagoErrorMessage, type PagoCreado } from '@practiperu/shared/pago';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, login, type TestContext } from '../../../test/helpers.ts';
import { carrera, oferta, pago } from '../../db/schema/index.ts';

let t: TestContext;
const START = new Date('2027-03-10T15:00:00Z');
let contabilidad: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
  t.clock.now = START;
  const [row] = await t.db
    .select({ id: carrera.id })
    .from(carrera)
    .where(and(eq(carrera.tipo, 1), eq(carrera.nombre, 'Contabilidad')));
  contabilidad = row!.id;
});
afterAll(async () => t?.close());
afterEach(() => {
  t.clock.now = START;
});

type Payload = Record<string, unknown>;

async function empresa(nombreOrg = 'Contadores del Sur') {
  const user = await createUser(t.db, { role: ROLE.RECLUTADOR, nombreOrg });
  return { ...user, token: await login(t.app, user) };
}

/** A featured (tipo 1) or free (tipo 0) offer for accounting students in Lima. */
async function ofertaOf(token: string, tipo: 0 | 1 = 1): Promise<number> {
  const res = await call<{ id_oferta: number }>(t.app, {
    method: 'POST',
    url: '/api/oferta/create',
    token,
    payload: {
      titulo: 'Practicante de Contabilidad',
      funciones: '<p>Registro de comprobantes, conciliaciones bancarias y apoyo en el cierre contable mensual.</p>',
      beneficios: '<ul><li>Subvención económica</li><li>Seguro de salud</li></ul>',
      modalidad_tiempo: 'Presencial',
      id_region: 15,
      provincia: 'Lima',
      distrito: 'San Isidro',
      horario: 'Tiempo completo',
      horas_dia: 6,
      dias_semana: 5,
      salario: 1130,
      fin_convocatoria: addDays(limaToday(t.clock.now), 10),
      modalidad: 'PREPROFESIONAL',
      idniveluniv: 6,
      ciclo: [3, 4],
      carreras: [contabilidad],
      tipo,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data[0]!.id_oferta;
}

const pay = (token: string | undefined, payload: Payload) =>
  call<PagoCreado>(t.app, { method: 'POST', url: '/api/pago/create', token, payload });
const pagoBody = (id_oferta: number, patch: Payload = {}) => ({
  id_oferta,
  nro_operacion: '00458712',
  metodo_pago: 'Yape',
  monto: 69,
  ...patch,
});
let opCounter = 0;
const uniqueOp = () => `OP-${Date.now()}-${++opCounter}`;

async function ofertaRow(id: number) {
  const [r] = await t.db.select().from(oferta).where(eq(oferta.id, id));
  return r!;
}
const pagosOf = (id: number) => t.db.select().from(pago).where(eq(pago.oferta_id, id));

describe('step 2 of the featured flow: the payment', () => {
  it('is received and stays pending (Destacado pendiente) until an administrator validates it', async () => {
    const me = await empresa();
    const id = await ofertaOf(me.token);
    const nro = uniqueOp();
    const res = await pay(me.token, pagoBody(id, { nro_operacion: ` ${nro} `, monto: '69.00' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      state: true,
      message: 'Recibimos tu pago. Lo validaremos en las próximas horas y te avisaremos por correo.',
      data: [{ id_oferta: id, estado_pago: 0 }],
    });
    const [p] = await pagosOf(id);
    expect(p).toMatchObject({
      id: res.body.data[0]!.id_pago,
      tipo: 'destacado',
      usuario_id: me.id,
      nro_operacion: nro,
      metodo_pago: 'Yape',
      monto_centimos: 6900,
      estado: 0,
    });
    expect(await ofertaRow(id)).toMatchObject({ tipo: 1, estado_pago: 0 });
    const card = (await call<OfertaCard>(t.app, { method: 'GET', url: `/api/oferta/myId/${id}`, token: me.token })).body.data[0]!;
    expect(etiquetasOferta(card, t.clock.now).map((e) => e.texto)).toEqual(['Pendiente', 'Destacado pendiente']);
  });

  it('every field has the spec message', async () => {
    const me = await empresa();
    const empty = await pay(me.token, {});
    expect(empty.status).toBe(400);
    expect(empty.body.optional?.errors).toEqual({
      id_oferta: 'Requerido',
      nro_operacion: 'Requerido',
      metodo_pago: 'Seleccione un metodo de pago',
      monto: 'Requerido',
    });
    const id = await ofertaOf(me.token);
    const cases: [Payload, string, string][] = [
      [{ nro_operacion: '9'.repeat(256) }, 'nro_operacion', 'Máximo 255 caracteres'],
      [{ metodo_pago: 'Plin' }, 'metodo_pago', 'Seleccione un metodo de pago'],
      [{ monto: 0 }, 'monto', 'El monto debe ser S/ 69.'],
      [{ monto: 'sesenta' }, 'monto', 'Ingresa un monto válido'],
      [{ id_oferta: 0 }, 'id_oferta', 'Oferta inválida'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await pay(me.token, pagoBody(id, patch));
      expect(res.status, field).toBe(400);
      expect(res.body.optional?.errors?.[field], field).toBe(message);
    }
    expect(await pagosOf(id)).toHaveLength(0);
  });

  it('the amount must be the price of the featured offer (S/ 69); S/ 1 or S/ 690 is refused and nothing is stored', async () => {
    const me = await empresa();
    const id = await ofertaOf(me.token);
    for (const monto of [1, 68.9, 69.01, 690, '1']) {
      const res = await pay(me.token, pagoBody(id, { monto, nro_operacion: uniqueOp() }));
      expect(res.status, String(monto)).toBe(400);
      expect(res.body.message).toBe('El monto debe ser S/ 69.');
      expect(res.body.optional?.errors).toEqual({ monto: 'El monto debe ser S/ 69.' });
    }
    expect(await pagosOf(id)).toHaveLength(0);
    expect(await ofertaRow(id)).toMatchObject({ tipo: 1, estado_pago: null });
    // Changing a free offer to featured follows the same rule.
    const free = await ofertaOf(me.token, 0);
    const res = await pay(me.token, pagoBody(free, { monto: 1, pass_to_destacado: 1, nro_operacion: uniqueOp() }));
    expect(res.body.optional?.errors).toEqual({ monto: 'El monto debe ser S/ 69.' });
    expect(await ofertaRow(free)).toMatchObject({ tipo: 0, estado_pago: null });
    // The price itself passes.
    expect((await pay(me.token, pagoBody(id, { nro_operacion: uniqueOp() }))).status).toBe(201);
  });

  it("a wrong amount for another company's offer is still refused (400 before looking at the offer); no session 401, an applicant 403", async () => {
    const owner = await empresa('Dueña SAC');
    const id = await ofertaOf(owner.token);
    const other = await empresa('Otra SAC');
    expect((await pay(other.token, pagoBody(id, { monto: 1 }))).status).toBe(400);
    expect((await pay(other.token, pagoBody(id, { nro_operacion: uniqueOp() }))).status).toBe(404);
    expect((await pay(undefined, pagoBody(id, { monto: 1 }))).status).toBe(401);
    const postulante = await createUser(t.db, { role: ROLE.POSTULANTE });
    expect((await pay(await login(t.app, postulante), pagoBody(id, { monto: 1 }))).status).toBe(403);
    expect(await pagosOf(id)).toHaveLength(0);
  });

  it('a payment already pending or validated cannot be sent again; a rejected one can be paid again', async () => {
    const me = await empresa();
    const id = await ofertaOf(me.token);
    expect((await pay(me.token, pagoBody(id, { nro_operacion: uniqueOp() }))).status).toBe(201);
    const pending = await pay(me.token, pagoBody(id, { nro_operacion: uniqueOp() }));
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe('Ya enviaste un pago para esta oferta y lo estamos validando. Te avisaremos por correo.');

    // The administrator rejects it.
    await t.db.update(pago).set({ estado: 2, motivo: 'No encontramos la operación' }).where(eq(pago.oferta_id, id));
    await t.db.update(oferta).set({ estado_pago: 2 }).where(eq(oferta.id, id));
    const again = await pay(me.token, pagoBody(id, { nro_operacion: uniqueOp(), metodo_pago: 'Transferencia' }));
    expect(again.status).toBe(201);
    expect(await ofertaRow(id)).toMatchObject({ estado_pago: 0 });
    expect((await pagosOf(id)).map((p) => p.estado).sort()).toEqual([0, 2]);

    await t.db
      .update(pago)
      .set({ estado: 1 })
      .where(and(eq(pago.oferta_id, id), eq(pago.estado, 0)));
    await t.db.update(oferta).set({ estado_pago: 1 }).where(eq(oferta.id, id));
    const validated = await pay(me.token, pagoBody(id, { nro_operacion: uniqueOp() }));
    expect(validated.status).toBe(409);
    expect(validated.body.message).toBe('El pago de esta oferta ya fue validado.');
  });
});

describe('one payment per operation number and method', () => {
  it('a number already used, in any case or spacing, is 409 with Duplicate entry (the page shows Nro. de operación inválida)', async () => {
    const first = await empresa();
    const second = await empresa('Otra Empresa');
    const a = await ofertaOf(first.token);
    const b = await ofertaOf(second.token);
    const nro = `YP-${uniqueOp()}`;
    expect((await pay(first.token, pagoBody(a, { nro_operacion: nro }))).status).toBe(201);
    const dup = await pay(second.token, pagoBody(b, { nro_operacion: `  ${nro.toLowerCase()} ` }));
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain('Duplicate entry');
    expect(pagoErrorMessage(dup.body.message)).toBe('Nro. de operación inválida');
    expect(dup.body.optional?.errors?.nro_operacion).toContain('Duplicate entry');
    expect(await ofertaRow(b)).toMatchObject({ estado_pago: null });
    // The same number by bank transfer is another operation.
    expect((await pay(second.token, pagoBody(b, { nro_operacion: nro, metodo_pago: 'Transferencia' }))).status).toBe(201);
  });

  it('20 concurrent submits of the same operation number from 20 companies: exactly one row', async () => {
    const empresas = await Promise.all(Array.from({ length: 20 }, (_, i) => empresa(`Empresa ${i}`)));
    const ofertas = await Promise.all(empresas.map((c) => ofertaOf(c.token)));
    const nro = `CONC-${uniqueOp()}`;
    const results = await Promise.all(empresas.map((c, i) => pay(c.token, pagoBody(ofertas[i]!, { nro_operacion: nro }))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.message).toContain('Duplicate entry');
    }
    const rows = await t.db
      .select()
      .from(pago)
      .where(sql`lower(btrim(${pago.nro_operacion})) = ${nro.toLowerCase()}`);
    expect(rows).toHaveLength(1);
    // Only the winner's offer waits for validation.
    const pendingOfertas = await Promise.all(ofertas.map(async (id) => (await ofertaRow(id)).estado_pago));
    expect(pendingOfertas.filter((e) => e === 0)).toHaveLength(1);
  });

  it('concurrent submits for one offer with different numbers: one pending payment', async () => {
    const me = await empresa();
    const id = await ofertaOf(me.token);
    const results = await Promise.all(Array.from({ length: 8 }, () => pay(me.token, pagoBody(id, { nro_operacion: uniqueOp() }))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await pagosOf(id)).toHaveLength(1);
  });
});

describe('changing a free offer to featured (pass_to_destacado)', () => {
  it('a free offer, pending or approved, with no payment state becomes featured with its payment', async () => {
    const me = await empresa();
    const pendingFree = await ofertaOf(me.token, 0);
    const res = await pay(me.token, pagoBody(pendingFree, { nro_operacion: uniqueOp(), pass_to_destacado: 1 }));
    expect(res.status).toBe(201);
    expect(await ofertaRow(pendingFree)).toMatchObject({ tipo: 1, estado_pago: 0 });

    const approvedFree = await ofertaOf(me.token, 0);
    await t.db.update(oferta).set({ estado: 1 }).where(eq(oferta.id, approvedFree));
    expect((await pay(me.token, pagoBody(approvedFree, { nro_operacion: uniqueOp(), pass_to_destacado: '1' }))).status).toBe(201);
    expect(await ofertaRow(approvedFree)).toMatchObject({ tipo: 1, estado_pago: 0, estado: 1 });
  });

  it('without pass_to_destacado a free offer is not paid for; rejected and finished offers are not featured', async () => {
    const me = await empresa();
    const free = await ofertaOf(me.token, 0);
    const res = await pay(me.token, pagoBody(free, { nro_operacion: uniqueOp() }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Esta oferta es gratuita: para destacarla, envía el pago con pass_to_destacado=1.');

    const rejected = await ofertaOf(me.token, 0);
    await t.db.update(oferta).set({ estado: 2, mensaje_rechazado: 'Datos incompletos' }).where(eq(oferta.id, rejected));
    const r = await pay(me.token, pagoBody(rejected, { nro_operacion: uniqueOp(), pass_to_destacado: 1 }));
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(
      'Esta oferta fue rechazada: no se puede pagar su destacado. Duplícala como destacada para publicarla de nuevo.',
    );

    const finished = await ofertaOf(me.token);
    await t.db.update(oferta).set({ estado: 1, finaliza: t.clock.now }).where(eq(oferta.id, finished));
    const f = await pay(me.token, pagoBody(finished, { nro_operacion: uniqueOp() }));
    expect(f.status).toBe(409);
    expect(f.body.message).toBe('La convocatoria ya finalizó: no se puede destacar.');
    expect(await t.db.select().from(pago).where(eq(pago.usuario_id, me.id))).toHaveLength(0);
  });
});

describe('who may pay', () => {
  it("another company's offer, or one that does not exist, is 404", async () => {
    const owner = await empresa();
    const id = await ofertaOf(owner.token);
    const intruder = await empresa('Otra Empresa');
    const res = await pay(intruder.token, pagoBody(id, { nro_operacion: uniqueOp() }));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No se encontró la oferta.');
    expect((await pay(intruder.token, pagoBody(999_999, { nro_operacion: uniqueOp() }))).status).toBe(404);
    expect(await pagosOf(id)).toHaveLength(0);
  });

  it('no session: 401; an applicant: 403', async () => {
    expect((await pay(undefined, pagoBody(1))).status).toBe(401);
    const student = await createUser(t.db, { role: ROLE.POSTULANTE });
    expect((await pay(await login(t.app, student), pagoBody(1))).status).toBe(403);
  });

  it('payments are rate-limited per account: 10 an hour', async () => {
    const me = await empresa();
    for (let i = 0; i < 10; i++) expect((await pay(me.token, {})).status).toBe(400);
    const limited = await pay(me.token, pagoBody(1, { nro_operacion: uniqueOp() }));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Demasiados intentos. Espera unos minutos y vuelve a intentarlo.');
    // Another company is not affected.
    const other = await empresa('Otra Empresa');
    expect((await pay(other.token, {})).status).toBe(400);
  });
});
