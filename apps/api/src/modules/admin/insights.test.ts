/**
 * The back office's view of the marketplace: offers sent, approved and rejected per week, the median time to
 * approval (and per week), applications per day, payments validated per month with their amount, active premium members (today and per
 * month) and the departments' open offers and applicants. Only administrators: anyone else gets the back office's 404.
 */
import type { AdminInsights } from '@practiperu/shared/api/admin/insights';
import { ROLE } from '@practiperu/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, login, type TestContext } from '../../../test/helpers.ts';
import { empresa, ofertaAprobada, postulanteCon } from '../../../test/fixtures/matching.ts';
import { membresiaPremium, pago, postulacion, postulante } from '../../db/schema/index.ts';

let t: TestContext;
let adminToken: string;
// Wednesday 10 March 2027, 10:00 in Lima.
const START = new Date('2027-03-10T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
  t.clock.now = START;
  adminToken = await login(t.app, await createUser(t.db, { role: ROLE.ADMIN }));
});
afterAll(async () => t?.close());

const ver = (token: string | undefined, query = '?desde=2027-03-01&hasta=2027-03-14') =>
  call<AdminInsights>(t.app, { method: 'GET', url: `/api/admin/insights${query}`, token });

describe('the marketplace for the back office (admin/insights)', () => {
  it('adds up offers per week, applications per day, payments per month, premium members and departments', async () => {
    const org = await empresa(t);
    // Sent on Monday 8 March 10:00 Lima, approved 6 hours later; another sent then rejected on Tuesday 9 March.
    const enviada = new Date('2027-03-08T15:00:00Z');
    const aprobada = await ofertaAprobada(t, org.organizacionId, [], {
      creado_en: enviada,
      fecha_publicacion: new Date('2027-03-08T21:00:00Z'),
      id_region: 4,
    });
    await ofertaAprobada(t, org.organizacionId, [], {
      estado: 2,
      mensaje_rechazado: 'Indica el horario de las prácticas.',
      creado_en: enviada,
      fecha_publicacion: null,
      actualizado_en: new Date('2027-03-09T15:00:00Z'),
    });
    const lucia = await postulanteCon(t, { id_region: 15, region: 'Lima', provincia: 'Lima', distrito: 'Miraflores' });
    await t.db
      .insert(postulacion)
      .values({ postulante_id: lucia.postulanteId, oferta_id: aprobada, creado_en: new Date('2027-03-09T16:00:00Z') });
    await t.db.insert(pago).values({
      tipo: 'destacado',
      organizacion_id: org.organizacionId,
      oferta_id: aprobada,
      nro_operacion: '123456',
      metodo_pago: 'Yape',
      monto_centimos: 6900,
      estado: 1,
      decidido_en: new Date('2027-03-09T17:00:00Z'),
    });
    await t.db.insert(membresiaPremium).values({ usuario_id: lucia.id, inicio: '2027-03-01', expira_el: '2027-03-31' });
    // Open offers with no department: a virtual one (region 0) and one abroad (26), sent and approved long before.
    const antes = new Date('2026-06-01T15:00:00Z');
    for (const [id_region, titulo] of [
      [0, 'Practicante Remoto'],
      [26, 'Practicante en Chile'],
    ] as const)
      await ofertaAprobada(t, org.organizacionId, [], { id_region, titulo, creado_en: antes, fecha_publicacion: antes });

    const r = await ver(adminToken);
    expect(r.status).toBe(200);
    const d = r.body.data[0]!;
    expect(d.periodo).toEqual({ desde: '2027-03-01', hasta: '2027-03-14' });
    expect(d.semanas).toEqual([{ semana: '2027-03-08', enviadas: 2, aprobadas: 1, rechazadas: 1 }]);
    expect(d.horas_revision_mediana).toBe(6);
    expect(d.postulaciones).toHaveLength(14);
    expect(d.postulaciones.find((p) => p.dia === '2027-03-09')).toEqual({ dia: '2027-03-09', postulaciones: 1 });
    expect(d.pagos).toEqual([{ mes: '2027-03', validados: 1, soles: 69 }]);
    expect(d.premium_activos).toBe(1);
    expect(d.revision).toEqual([{ semana: '2027-03-08', aprobadas: 1, horas_mediana: 6 }]);
    expect(d.premium).toEqual([{ mes: '2027-03', activos: 1, altas: 1 }]);
    expect(d.departamentos).toHaveLength(25);
    expect(d.departamentos.find((x) => x.id === 4)).toMatchObject({ nombre: 'Arequipa', ofertas: 1 });
    expect(d.departamentos.find((x) => x.id === 15)).toMatchObject({ postulantes: 1 });
    // Virtual and abroad apart, and applicants with no department: the rows add up to every open offer and applicant.
    expect(d.sin_departamento).toMatchObject([
      { nombre: 'Virtual', ofertas: 1, postulantes: null },
      { nombre: 'Extranjero', ofertas: 1, postulantes: null },
      { nombre: 'Sin departamento', ofertas: null },
    ]);
    const suma = (k: 'ofertas' | 'postulantes') =>
      d.departamentos.reduce((s, x) => s + x[k], 0) + d.sin_departamento.reduce((s, x) => s + (x[k] ?? 0), 0);
    expect(suma('ofertas')).toBe(3);
    expect(suma('postulantes')).toBe((await t.db.select({ id: postulante.id }).from(postulante)).length);
  });

  it('shows the time to approval per week and premium members per month over the period', async () => {
    const org = await empresa(t, 'Semanas');
    // Week of Monday 18 January 2027: approved after 24 hours and after 2 hours (median 13); week of 1 February: 12 hours
    // (approved at 22:00 Lima on the Monday, 03:00 UTC on the Tuesday). One approved before the period is left out.
    const aprobada = async (creado: string, publicada: string) =>
      ofertaAprobada(t, org.organizacionId, [], { creado_en: new Date(creado), fecha_publicacion: new Date(publicada) });
    await aprobada('2027-01-18T15:00:00Z', '2027-01-19T15:00:00Z');
    await aprobada('2027-01-19T15:00:00Z', '2027-01-19T17:00:00Z');
    await aprobada('2027-02-01T15:00:00Z', '2027-02-02T03:00:00Z');
    await aprobada('2027-01-04T15:00:00Z', '2027-01-05T15:00:00Z');
    // Memberships: one ending in the period's January, one across both months, its renewal after the period, one
    // beginning in February, one over before the period began.
    const u = await Promise.all([1, 2, 3, 4].map(() => createUser(t.db, { role: ROLE.POSTULANTE })));
    await t.db.insert(membresiaPremium).values([
      { usuario_id: u[0]!.id, inicio: '2026-12-20', expira_el: '2027-01-19' },
      { usuario_id: u[1]!.id, inicio: '2027-01-25', expira_el: '2027-02-24' },
      { usuario_id: u[1]!.id, inicio: '2027-02-25', expira_el: '2027-03-24' },
      { usuario_id: u[2]!.id, inicio: '2027-02-10', expira_el: '2027-03-09' },
      { usuario_id: u[3]!.id, inicio: '2027-01-01', expira_el: '2027-01-14' },
    ]);

    const r = await ver(adminToken, '?desde=2027-01-15&hasta=2027-02-20');
    expect(r.status).toBe(200);
    const d = r.body.data[0]!;
    expect(d.revision).toEqual([
      { semana: '2027-01-18', aprobadas: 2, horas_mediana: 13 },
      { semana: '2027-02-01', aprobadas: 1, horas_mediana: 12 },
    ]);
    expect(d.horas_revision_mediana).toBe(12);
    expect(d.premium).toEqual([
      { mes: '2027-01', activos: 2, altas: 1 },
      { mes: '2027-02', activos: 2, altas: 1 },
    ]);

    // A month after today (10 March 2027) has nobody yet.
    const futuro = await ver(adminToken, '?desde=2027-03-01&hasta=2027-04-30');
    expect(futuro.body.data[0]!.premium.at(-1)).toEqual({ mes: '2027-04', activos: 0, altas: 0 });
  });

  it('is the back office’s: a company, an applicant and nobody get 404; a wrong period is told at its field', async () => {
    const org = await empresa(t, 'Otra');
    const postulante = await postulanteCon(t);
    for (const token of [org.token, postulante.token, undefined]) {
      const r = await ver(token);
      expect(r.status).toBe(404);
      expect(r.body.state).toBe(false);
      expect(JSON.stringify(r.body)).not.toContain('premium');
    }
    const mal = await ver(adminToken, '?desde=2027-03-14&hasta=2027-03-01');
    expect(mal.status).toBe(400);
    expect(mal.body.optional).toMatchObject({ errors: { desde: 'La fecha inicial no puede ser posterior a la final.' } });
    const largo = await ver(adminToken, '?desde=2026-01-01&hasta=2027-03-01');
    expect(largo.status).toBe(400);
    expect(largo.body.optional).toMatchObject({ errors: { desde: expect.stringMatching(/366 días/) } });
    // An empty day asks for it; a day that is not one names the format.
    const vacio = await ver(adminToken, '?desde=&hasta=2027-03-01');
    expect(vacio.status).toBe(400);
    expect(vacio.body.optional).toMatchObject({ errors: { desde: 'Ingresa la fecha inicial.' } });
    const roto = await ver(adminToken, '?desde=2027-02-30');
    expect(roto.status).toBe(400);
    expect(Object.keys((roto.body.optional as { errors: object }).errors)).toEqual(['desde']);
  });
});
