/**
 * The figures past an offer's own counts and the company's dashboard (docs/insights.md): how long applications stay
 * in each status, read from the status history that every kind of change writes; offers like this one compared by
 * their median only, and only when there are enough; what featuring an offer changed; and the company's dashboard,
 * where administrators see every seat's work and the team's total, and a recruiter seat only its own (no total it
 * could subtract its own work from).
 */
import type { EmpresaInsights, OfertaInsights } from '@practiperu/shared/api/insights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { asiento, career, empresa, ofertaAprobada, postulanteCon } from '../../../test/fixtures/matching.ts';
import { aplicante } from '../../../test/fixtures/reclutador.ts';
import { eq } from 'drizzle-orm';
import { entrevista, metricaOfertaDia, oferta } from '../../db/schema/index.ts';

let t: TestContext;
// Monday 8 March 2027, 10:00 in Lima.
const START = new Date('2027-03-08T15:00:00Z');
const dia = (d: number, hora = 10) => new Date(Date.UTC(2027, 2, d, hora + 5));

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = START;
});
afterAll(async () => t?.close());

function figuras<T = OfertaInsights>(url: string, token?: string) {
  return call<T>(t.app, { method: 'GET', url, token });
}

async function contar(ofertaId: number, d: string, vistas: number, postulaciones = 0) {
  await t.db.insert(metricaOfertaDia).values({ oferta_id: ofertaId, dia: d, fuente: 'busqueda', canal: '', vistas, postulaciones });
}

describe('time in each status, from the status history', () => {
  it('measures each stay from the status radio, the opened CV and a bulk change, and leaves cancelled ones out', async () => {
    const org = await empresa(t, 'Historial SAC');
    const contabilidad = await career(t, 'Contabilidad');
    const id = await ofertaAprobada(t, org.organizacionId, [contabilidad], {
      titulo: 'Practicante Contable',
      tipo: 1,
      estado_pago: 1,
      destacado_desde: dia(1),
      fecha_publicacion: dia(1),
    });
    // Two applications on 1 March; a third cancelled.
    const ana = await aplicante(t, id, { nombres: 'Ana', creado_en: dia(1) });
    const beto = await aplicante(t, id, { nombres: 'Beto', creado_en: dia(1) });
    await aplicante(t, id, { nombres: 'Caro', creado_en: dia(1), eliminado_en: dia(2) });

    // 3 March: Ana's CV is opened (CV visto); 5 March: Ana to «En proceso» with the radio.
    t.clock.now = dia(3);
    const cv = await call(t.app, {
      method: 'GET',
      url: `/api/postulante/findOneForRecruiter/${ana.postulanteId}?id_oferta=${id}`,
      token: org.token,
    });
    expect(cv.status).toBe(200);
    t.clock.now = dia(5);
    const radio = await call(t.app, {
      method: 'PATCH',
      url: `/api/postulanteOferta/updateEstado/${ana.postulacionId}`,
      token: org.token,
      payload: { data: { estado: 2, avisar: false } },
    });
    expect(radio.status).toBe(200);
    // 6 March: both to «Finalista» in one bulk change (Beto straight from «Recibida»).
    t.clock.now = dia(6);
    const masivo = await call(t.app, {
      method: 'POST',
      url: `/api/pipeline/masivo/${id}`,
      token: org.token,
      payload: { accion: 'estado', estado: 3, ids: [ana.postulacionId, beto.postulacionId], avisar: false },
    });
    expect(masivo.status).toBe(200);
    t.clock.now = START;

    const r = await figuras(`/api/insights/oferta/${id}`, org.token);
    expect(r.status).toBe(200);
    expect(r.body.data[0]!.tiempos).toEqual([
      // Ana 2 days, Beto 5 days: median 3.5.
      { etapa: 'recibida', entraron: 2, ahora: 0, dias_mediana: 3.5 },
      { etapa: 'cv_visto', entraron: 1, ahora: 0, dias_mediana: 2 },
      { etapa: 'en_proceso', entraron: 1, ahora: 0, dias_mediana: 1 },
      { etapa: 'finalista', entraron: 2, ahora: 2, dias_mediana: null },
    ]);
  });
});

describe('offers like this one', () => {
  it('shows only the median of five or more offers of the same area and region, never fewer', async () => {
    const propia = await empresa(t, 'Comparada SAC');
    const contabilidad = await career(t, 'Contabilidad');
    const industrial = await career(t, 'Ingeniería Industrial');
    // In Puno, where no other story of this file publishes.
    const puno = { id_region: 21, region: 'Puno', provincia: 'Puno', distrito: 'Puno' };
    const id = await ofertaAprobada(t, propia.organizacionId, [contabilidad], { titulo: 'Asistente Contable', ...puno });
    const url = `/api/insights/oferta/${id}?desde=2027-03-01&hasta=2027-03-08`;

    // Four offers of other companies alike (Puno, Contabilidad's area), one in Arequipa, one of another area.
    const otras = await Promise.all(['Uno', 'Dos', 'Tres', 'Cuatro'].map((x) => empresa(t, `Parecida ${x} SAC`)));
    const parecidas: number[] = [];
    for (const [i, o] of otras.entries()) {
      const oid = await ofertaAprobada(t, o.organizacionId, [contabilidad], { titulo: `Practicante Contable ${i}`, ...puno });
      await contar(oid, '2027-03-05', [10, 20, 30, 40][i]!, [1, 2, 3, 4][i]!);
      parecidas.push(oid);
    }
    await contar(await ofertaAprobada(t, otras[0]!.organizacionId, [contabilidad]), '2027-03-05', 900);
    await contar(await ofertaAprobada(t, otras[1]!.organizacionId, [industrial], puno), '2027-03-05', 900);

    const pocas = await figuras(url, propia.token);
    expect(pocas.body.data[0]!.similares).toMatchObject({
      areas: ['Contabilidad y Finanzas'],
      region: 'Puno',
      suficientes: false,
      minimo: 5,
      vistas_mediana: null,
      postulaciones_mediana: null,
    });

    // A fifth: now the median (of 10, 20, 30, 40, 50 views), and nothing else of them.
    const quinta = await ofertaAprobada(t, otras[2]!.organizacionId, [contabilidad], { titulo: 'Practicante de Tesorería', ...puno });
    await contar(quinta, '2027-03-06', 50, 5);
    const r = await figuras(url, propia.token);
    expect(r.body.data[0]!.similares).toEqual({
      areas: ['Contabilidad y Finanzas'],
      region: 'Puno',
      suficientes: true,
      minimo: 5,
      vistas_mediana: 30,
      postulaciones_mediana: 3,
    });
    expect(JSON.stringify(r.body)).not.toContain('Parecida');
  });
});

describe('what featuring an offer changed', () => {
  it('compares views and applications per day before and since, and with the company’s free offers', async () => {
    t.clock.now = dia(10);
    const org = await empresa(t, 'Destacada SAC');
    const contabilidad = await career(t, 'Contabilidad');
    // Published on 1 March free, featured on 6 March (afternoon), today the 10th: whole days only, so 5 days before
    // (1–5) and 3 since (7–9). The 6th, partly before and partly after, counts in neither; today is not over.
    const id = await ofertaAprobada(t, org.organizacionId, [contabilidad], {
      fecha_publicacion: dia(1),
      tipo: 1,
      estado_pago: 1,
      destacado_desde: dia(6, 16),
    });
    await contar(id, '2027-03-02', 10, 1);
    await contar(id, '2027-03-06', 15, 5);
    await contar(id, '2027-03-07', 40, 4);
    await contar(id, '2027-03-09', 50, 5);
    await contar(id, '2027-03-10', 99, 9);
    // A free offer of the company, 9 whole days (1–9): 18 views, 9 applications; today's leave its median as it is.
    const gratis = await ofertaAprobada(t, org.organizacionId, [contabilidad], {
      fecha_publicacion: dia(1),
      titulo: 'Practicante de Costos',
    });
    await contar(gratis, '2027-03-03', 18, 9);
    await contar(gratis, '2027-03-10', 7, 7);

    const r = await figuras(`/api/insights/oferta/${id}`, org.token);
    expect(r.body.data[0]!.destacado).toEqual({
      desde: '2027-03-06',
      antes: { dias: 5, desde: '2027-03-01', hasta: '2027-03-05', vistas_dia: 2, postulaciones_dia: 0.2 },
      despues: { dias: 3, desde: '2027-03-07', hasta: '2027-03-09', vistas_dia: 30, postulaciones_dia: 3 },
      gratis: {
        ofertas: 1,
        vistas_dia: 2,
        postulaciones_dia: 1,
        detalle: [{ id: gratis, titulo: 'Practicante de Costos', desde: '2027-03-01', hasta: '2027-03-09', dias: 9 }],
      },
    });
    // Featured this morning: no whole featured day yet, so no figures since (the page says it is not ready).
    const hoy = await ofertaAprobada(t, org.organizacionId, [contabilidad], {
      fecha_publicacion: dia(1),
      titulo: 'Practicante de Tesorería',
      tipo: 1,
      estado_pago: 1,
      destacado_desde: dia(10, 8),
    });
    await contar(hoy, '2027-03-10', 30, 3);
    expect((await figuras(`/api/insights/oferta/${hoy}`, org.token)).body.data[0]!.destacado).toMatchObject({
      desde: '2027-03-10',
      antes: { dias: 9 },
      despues: { dias: 0, desde: null, hasta: null, vistas_dia: null, postulaciones_dia: null },
    });
    // Featured today, its free days (1–9: 27 views, 9 applications) stay in the first offer's baseline, the day of
    // its validation and after left out: the median of 18/9 and 27/9 views a day, of 9/9 and 9/9 applications.
    await contar(hoy, '2027-03-04', 27, 9);
    expect((await figuras(`/api/insights/oferta/${id}`, org.token)).body.data[0]!.destacado!.gratis).toEqual({
      ofertas: 2,
      vistas_dia: 2.5,
      postulaciones_dia: 1,
      detalle: [
        { id: gratis, titulo: 'Practicante de Costos', desde: '2027-03-01', hasta: '2027-03-09', dias: 9 },
        { id: hoy, titulo: 'Practicante de Tesorería', desde: '2027-03-01', hasta: '2027-03-09', dias: 9 },
      ],
    });
    // Featured since the 8th, an offer's free days end on the 7th.
    await t.db
      .update(oferta)
      .set({ destacado_desde: dia(8, 9) })
      .where(eq(oferta.id, hoy));
    expect((await figuras(`/api/insights/oferta/${id}`, org.token)).body.data[0]!.destacado!.gratis.detalle[1]).toMatchObject({
      id: hoy,
      hasta: '2027-03-07',
      dias: 7,
    });
    // A free offer has none.
    expect((await figuras(`/api/insights/oferta/${gratis}`, org.token)).body.data[0]!.destacado).toBeNull();
    t.clock.now = START;
  });
});

describe("the company's dashboard (insights/empresa)", () => {
  it('adds up open offers, applications waiting, this week’s interviews and each seat’s work', async () => {
    const org = await empresa(t, 'Tablero SAC');
    const rosa = await asiento(t, org.organizacionId, 'reclutador');
    const contabilidad = await career(t, 'Contabilidad');
    const abierta = await ofertaAprobada(t, org.organizacionId, [contabilidad], {
      titulo: 'Practicante de Auditoría',
      tipo: 1,
      estado_pago: 1,
      destacado_desde: START,
    });
    const cerrada = await ofertaAprobada(t, org.organizacionId, [contabilidad], { titulo: 'Cerrada', finaliza: START });
    const a = await aplicante(t, abierta, { nombres: 'Ana' });
    const b = await aplicante(t, abierta, { nombres: 'Beto' });
    await aplicante(t, abierta, { nombres: 'Caro', revisado: 1 });
    await aplicante(t, cerrada, { nombres: 'Dino' });
    await contar(abierta, '2027-03-08', 12);

    // Rosa moves Ana; the holder moves Beto and writes a note; Rosa proposes an interview confirmed for Wednesday.
    const patch = (token: string, id: number, estado: number) =>
      call(t.app, {
        method: 'PATCH',
        url: `/api/postulanteOferta/updateEstado/${id}`,
        token,
        payload: { data: { estado, avisar: false } },
      });
    expect((await patch(rosa.token, a.postulacionId, 2)).status).toBe(200);
    expect((await patch(org.token, b.postulacionId, 3)).status).toBe(200);
    const nota = await call(t.app, {
      method: 'POST',
      url: `/api/pipeline/notas/${b.postulacionId}`,
      token: org.token,
      payload: { texto: 'Buena entrevista telefónica.' },
    });
    expect(nota.status).toBe(201);
    await t.db.insert(entrevista).values({
      postulacion_id: a.postulacionId,
      organizacion_id: org.organizacionId,
      autor_id: rosa.id,
      estado: 'confirmada',
      modalidad: 'virtual',
      lugar: 'https://meet.example.pe/abc',
      duracion_min: 30,
      horarios: ['2027-03-10T15:00:00.000Z'],
      inicio: new Date('2027-03-10T15:00:00Z'),
      token_hash: `h-${Date.now()}`,
      creado_en: START,
    });

    const r = await figuras<EmpresaInsights>('/api/insights/empresa?desde=2027-03-08&hasta=2027-03-08', org.token);
    expect(r.status).toBe(200);
    const d = r.body.data[0]!;
    expect(d.hoy).toEqual({
      ofertas_abiertas: 1,
      por_revisar: 0,
      entrevistas_semana: 1,
      semana: { desde: '2027-03-08', hasta: '2027-03-14' },
    });
    expect(d.ofertas).toEqual([
      { id: abierta, titulo: 'Practicante de Auditoría', destacada: true, vistas: 12, postulaciones: 3, total: 3, por_revisar: 0 },
    ]);
    expect(d.dias).toEqual([{ dia: '2027-03-08', vistas: 12, postulaciones: 4 }]);
    expect(d.por_asiento).toBe(true);
    expect(d.equipo.map((s) => [s.nombre, s.propio, s.estados, s.notas, s.entrevistas])).toEqual([
      ['Rosa Huamán', false, 1, 0, 1],
      ['Rosa Huamán Ccori', true, 1, 1, 0],
    ]);
    expect(d.total).toEqual({ estados: 2, notas: 1, etiquetas: 0, entrevistas: 1, ofertas: 0 });

    // Rosa, a recruiter seat: the same company figures and her own row, and no team total: with two seats, the total
    // less her own work would be the holder's.
    const suya = (await figuras<EmpresaInsights>('/api/insights/empresa?desde=2027-03-08&hasta=2027-03-08', rosa.token)).body.data[0]!;
    expect(suya.hoy).toEqual(d.hoy);
    expect(suya.ofertas).toEqual(d.ofertas);
    expect(suya.por_asiento).toBe(false);
    expect(suya.equipo.map((s) => [s.usuario_id, s.propio, s.estados, s.notas, s.entrevistas])).toEqual([[rosa.id, true, 1, 0, 1]]);
    expect(suya.total).toBeNull();
    expect(JSON.stringify(suya)).not.toContain('Ccori');

    // Another company sees none of it.
    const otra = await empresa(t, 'Ajena SAC');
    const ajena = (await figuras<EmpresaInsights>('/api/insights/empresa?desde=2027-03-08&hasta=2027-03-08', otra.token)).body.data[0]!;
    expect(ajena.hoy.ofertas_abiertas).toBe(0);
    expect(ajena.ofertas).toEqual([]);
    expect(ajena.total).toEqual({ estados: 0, notas: 0, etiquetas: 0, entrevistas: 0, ofertas: 0 });
    expect(ajena.equipo.map((s) => s.usuario_id)).toEqual([otra.id]);
  });

  it('shows every seat and the total to each administrator, and to each recruiter seat only its own work', async () => {
    const org = await empresa(t, 'Asientos SAC');
    const admin = await asiento(t, org.organizacionId, 'administrador');
    const rosa = await asiento(t, org.organizacionId, 'reclutador');
    const luis = await asiento(t, org.organizacionId, 'reclutador');
    const contabilidad = await career(t, 'Contabilidad');
    const id = await ofertaAprobada(t, org.organizacionId, [contabilidad], { titulo: 'Practicante de Tesorería' });
    const postulaciones = await Promise.all(['Ana', 'Beto', 'Caro', 'Dino'].map((nombres) => aplicante(t, id, { nombres })));
    // Each of the four seats changes one application's status.
    for (const [i, token] of [org.token, admin.token, rosa.token, luis.token].entries()) {
      const r = await call(t.app, {
        method: 'PATCH',
        url: `/api/postulanteOferta/updateEstado/${postulaciones[i]!.postulacionId}`,
        token,
        payload: { data: { estado: 2, avisar: false } },
      });
      expect(r.status).toBe(200);
    }
    const url = '/api/insights/empresa?desde=2027-03-08&hasta=2027-03-08';
    const de = async (token: string) => (await figuras<EmpresaInsights>(url, token)).body.data[0]!;

    for (const administrador of [org, admin]) {
      const d = await de(administrador.token);
      expect(d.por_asiento).toBe(true);
      expect(d.equipo.map((s) => [s.usuario_id, s.propio, s.estados]).sort()).toEqual(
        [
          [org.id, org.id === administrador.id, 1],
          [admin.id, admin.id === administrador.id, 1],
          [rosa.id, false, 1],
          [luis.id, false, 1],
        ].sort(),
      );
      expect(d.total).toEqual({ estados: 4, notas: 0, etiquetas: 0, entrevistas: 0, ofertas: 0 });
    }
    for (const reclutador of [rosa, luis]) {
      const d = await de(reclutador.token);
      expect(d.por_asiento).toBe(false);
      expect(d.equipo).toEqual([expect.objectContaining({ usuario_id: reclutador.id, propio: true, estados: 1, notas: 0, etiquetas: 0 })]);
      expect(d.total).toBeNull();
      // The company's own figures are every seat's.
      expect(d.hoy.ofertas_abiertas).toBe(1);
    }

    // A seat of another company reads its own company only, whatever its role.
    const otra = await empresa(t, 'Vecina SAC');
    const vecina = await asiento(t, otra.organizacionId, 'reclutador');
    const ajena = await de(vecina.token);
    expect(ajena.ofertas).toEqual([]);
    expect(ajena.equipo.map((s) => s.usuario_id)).toEqual([vecina.id]);
    expect(ajena.total).toBeNull();
    expect((await de(otra.token)).total).toEqual({ estados: 0, notas: 0, etiquetas: 0, entrevistas: 0, ofertas: 0 });
  });

  it('counts the status changes «Cerrar el proceso» makes, as the trail has them', async () => {
    const org = await empresa(t, 'Cierre Contado SAC');
    const contabilidad = await career(t, 'Contabilidad');
    const ofertaId = await ofertaAprobada(t, org.organizacionId, [contabilidad], { titulo: 'Practicante de Tesorería' });
    await aplicante(t, ofertaId, { nombres: 'Eva' });
    await aplicante(t, ofertaId, { nombres: 'Fito', estado: 2, revisado: 1 });
    await aplicante(t, ofertaId, { nombres: 'Gino', estado: 3, revisado: 1 });
    const cierre = await call<{ cambiadas: number }>(t.app, {
      method: 'POST',
      url: `/api/correosEstado/cerrarProceso/${ofertaId}`,
      token: org.token,
      payload: { decision: 'no_seleccionar', avisar: false },
    });
    expect(cierre.status).toBe(200);
    expect(cierre.body.data[0]!.cambiadas).toBe(2);
    const d = (await figuras<EmpresaInsights>('/api/insights/empresa?desde=2027-03-08&hasta=2027-03-08', org.token)).body.data[0]!;
    // Eva and Fito became No seleccionada; Gino, a finalist, did not change.
    expect(d.total!.estados).toBe(2);
    expect(d.equipo.map((s) => [s.propio, s.estados])).toEqual([[true, 2]]);
  });

  it('refuses nobody’s session, an applicant and a wrong period at its field', async () => {
    expect((await figuras('/api/insights/empresa')).status).toBe(401);
    const { token } = await postulanteCon(t);
    expect((await figuras('/api/insights/empresa', token)).status).toBe(403);
    const org = await empresa(t, 'Periodo SAC');
    const mal = await figuras('/api/insights/empresa?desde=2027-03-10&hasta=2027-03-01', org.token);
    expect(mal.status).toBe(400);
    expect(mal.body.optional).toMatchObject({ errors: { desde: 'La fecha inicial no puede ser posterior a la final.' } });
    const largo = await figuras('/api/insights/empresa?desde=2025-01-01&hasta=2027-03-01', org.token);
    expect(largo.status).toBe(400);
    expect(largo.body.message).toBe('El periodo puede tener hasta 366 días.');
  });
});
