/**
 * Informational offers through HTTP: an administrator publishes a programme run elsewhere with its external link (no
 * company, approved on creation, with an alias), edits it and withdraws it.
 */
import { addDays, limaToday } from '@practiperu/shared/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { oferta } from '../../db/schema/index.ts';
import { adminCall, adminSession, auditRows, empresaSession, type Session } from '../../../test/fixtures/admin.ts';
import type { AdminOfertaCard } from './ofertas.service.ts';
import type { AdminInformativa } from './informativas.service.ts';
import { REFUSED_URLS } from '../../../test/fixtures/refused-links.ts';

let t: TestContext;
let admin: Session;
const START = new Date('2027-03-10T15:00:00Z');
const today = limaToday(START);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
  t.clock.now = START;
  admin = await adminSession(t);
});
afterAll(async () => t?.close());

const payload = (patch: Record<string, unknown> = {}) => ({
  titulo: 'Prácticas en el Estado: convocatoria SERVIR 2027',
  funciones: '<p>Programa de prácticas preprofesionales en entidades públicas de todo el país.</p><script>x()</script>',
  enlace: 'https://www.servir.gob.pe/practicas',
  fin_convocatoria: addDays(today, 60),
  modalidad: 'PREPROFESIONAL',
  modalidad_tiempo: 'presencial',
  id_region: 15,
  ...patch,
});
const row = async (id: number) => (await t.db.select().from(oferta).where(eq(oferta.id, id)))[0]!;

describe('informational offers', () => {
  it('are created approved, with no company, an alias and the external link; applicants see the description and the link', async () => {
    const res = await adminCall<AdminInformativa>(t, admin.token, 'POST', 'informativas', payload());
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Se publicó la oferta informativa.');
    const d = res.body.data[0]!;
    expect(d).toMatchObject({
      titulo: 'Prácticas en el Estado: convocatoria SERVIR 2027',
      alias: 'practicas-en-el-estado-convocatoria-servir-2027',
      enlace: 'https://www.servir.gob.pe/practicas',
      estado: 1,
      fecha_publicacion: START.toISOString(),
      modalidad_tiempo: 'Presencial',
      region: 'Lima',
      retirada: false,
      url_publica: `/ofertas/practicas-en-el-estado-convocatoria-servir-2027-${d.id}`,
    });
    expect(d.funciones).not.toContain('<script>');
    expect(d.texto).toContain('href="https://www.servir.gob.pe/practicas"');
    expect(await row(d.id)).toMatchObject({ oferta_publica: 1, id_organizacion: null, estado: 1, tipo: 0, estado_pago: null });
    const [a] = await auditRows(t, 'oferta', d.id);
    expect(a).toMatchObject({
      accion: 'informativa.crear',
      admin_id: admin.id,
      antes: null,
      despues: { enlace: 'https://www.servir.gob.pe/practicas' },
    });

    // They are not part of the company review queue.
    const queue = await adminCall<AdminOfertaCard>(t, admin.token, 'GET', 'ofertas?q=SERVIR');
    expect(queue.body.data).toHaveLength(0);
    const approve = await adminCall(t, admin.token, 'POST', `ofertas/${d.id}/aprobar`);
    expect(approve.status).toBe(409);
  });

  it('bad input is 400 in Spanish: the link must be http(s), the deadline today to a year ahead', async () => {
    const empty = await adminCall(t, admin.token, 'POST', 'informativas', {});
    expect(empty.status).toBe(400);
    expect(empty.body.optional?.errors).toMatchObject({
      titulo: 'Requerido',
      funciones: 'Requerido',
      enlace: 'Requerido',
      fin_convocatoria: 'Requerido',
    });
    // An empty required date is 'Requerido'; only a date that is there and wrong is 'Fecha inválida'.
    expect((await adminCall(t, admin.token, 'POST', 'informativas', { fin_convocatoria: '' })).body.optional?.errors).toMatchObject({
      fin_convocatoria: 'Requerido',
    });
    expect((await adminCall(t, admin.token, 'POST', 'informativas', { fin_convocatoria: '  ' })).body.optional?.errors).toMatchObject({
      fin_convocatoria: 'Requerido',
    });
    expect(
      (await adminCall(t, admin.token, 'POST', 'informativas', { fin_convocatoria: '2027-02-30' })).body.optional?.errors,
    ).toMatchObject({
      fin_convocatoria: 'Fecha inválida',
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ enlace: 'javascript:alert(1)' }, 'enlace', 'Ingresa un enlace que empiece con http:// o https://'],
      [{ enlace: 'ftp://servir.gob.pe/x' }, 'enlace', 'Ingresa un enlace que empiece con http:// o https://'],
      [{ enlace: `https://servir.gob.pe/${'x'.repeat(500)}` }, 'enlace', 'Máximo 500 caracteres'],
      [{ titulo: 'Beca' }, 'titulo', 'Mínimo 5 caracteres'],
      [{ funciones: '<p><br></p>' }, 'funciones', 'Requerido'],
      [{ fin_convocatoria: addDays(today, -1) }, 'fin_convocatoria', 'El plazo para postular es muy corto'],
      [{ fin_convocatoria: addDays(today, 366) }, 'fin_convocatoria', 'El plazo máximo es de un año'],
      [{ modalidad_tiempo: 'Remoto total' }, 'modalidad_tiempo', 'Elige una modalidad de la lista'],
      [{ id_region: 30 }, 'id_region', 'Elige una región de la lista'],
      [{ modalidad: 'OTRA' }, 'modalidad', 'Elige PREPROFESIONAL o PROFESIONAL'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await adminCall(t, admin.token, 'POST', 'informativas', payload(patch));
      expect(res.status, field).toBe(400);
      expect(res.body.optional?.errors?.[field], field).toBe(message);
    }
  });

  it('refuse every link that is not http(s), however the scheme is spelled, and store nothing', async () => {
    const before = (await t.db.select({ id: oferta.id }).from(oferta)).length;
    for (const enlace of REFUSED_URLS) {
      const res = await adminCall(t, admin.token, 'POST', 'informativas', payload({ enlace }));
      expect(res.status, enlace).toBe(400);
      expect(res.body.optional?.errors?.enlace, enlace).toBeTruthy();
    }
    expect((await t.db.select({ id: oferta.id }).from(oferta)).length).toBe(before);
  });

  it('are edited (alias follows the title) and withdrawn once; a withdrawn one is not edited', async () => {
    const created = (await adminCall<AdminInformativa>(t, admin.token, 'POST', 'informativas', payload())).body.data[0]!;
    const edit = await adminCall<AdminInformativa>(
      t,
      admin.token,
      'PUT',
      `informativas/${created.id}`,
      payload({ titulo: 'Beca Generación del Bicentenario', id_region: 0 }),
    );
    expect(edit.status).toBe(200);
    expect(edit.body.data[0]).toMatchObject({ alias: 'beca-generacion-del-bicentenario', region: '', id_region: 0 });

    const w = await adminCall<AdminInformativa>(t, admin.token, 'POST', `informativas/${created.id}/retirar`);
    expect(w.body).toMatchObject({
      message: 'Se retiró la oferta informativa: ya no se muestra.',
      optional: { ya_retirada: false },
      data: [{ retirada: true }],
    });
    expect((await row(created.id)).eliminado_en).toEqual(START);
    const again = await adminCall(t, admin.token, 'POST', `informativas/${created.id}/retirar`);
    expect(again.body).toMatchObject({ message: 'La oferta informativa ya estaba retirada.', optional: { ya_retirada: true } });
    const locked = await adminCall(t, admin.token, 'PUT', `informativas/${created.id}`, payload());
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('Esta oferta informativa fue retirada: ya no se puede modificar.');
    expect((await auditRows(t, 'oferta', created.id)).map((a) => a.accion)).toEqual([
      'informativa.crear',
      'informativa.editar',
      'informativa.retirar',
    ]);

    const list = await adminCall<AdminInformativa>(t, admin.token, 'GET', 'informativas');
    expect(list.body.data.find((i) => i.id === created.id)).toMatchObject({ retirada: true });
    expect(list.body.optional).toMatchObject({ current_page: 1 });
    expect((await adminCall<AdminInformativa>(t, admin.token, 'GET', `informativas/${created.id}`)).body.data[0]!.titulo).toBe(
      'Beca Generación del Bicentenario',
    );
  });

  it('a company offer is not an informational one (404), and non-admins get 404', async () => {
    const empresa = await empresaSession(t);
    expect((await adminCall(t, empresa.token, 'POST', 'informativas', payload())).status).toBe(404);
    expect((await adminCall(t, admin.token, 'GET', 'informativas/999999')).body.message).toBe('No se encontró la oferta informativa.');
  });
});
