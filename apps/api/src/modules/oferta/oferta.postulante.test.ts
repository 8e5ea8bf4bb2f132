/**
 * An applicant opens an offer: `oferta/id/{id}`, `getTituloOferta`, `getTipoOferta` and `myLatestOffer`, which companies
 * keep using for their own offers.
 */
import { ROLE } from '@practiperu/shared/constants';
import type { OfertaCard, OfertaDetalle } from '@practiperu/shared/oferta';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, login, type TestContext } from '../../../test/helpers.ts';
import { oferta, postulacion } from '../../db/schema/index.ts';
import { career, empresa, ofertaAprobada, postulanteCon } from '../../../test/fixtures/matching.ts';
import type { OfertaDetallePostulante, OfertaInformativa } from '@practiperu/shared/postulacion';

let t: TestContext;
const START = new Date('2027-03-10T15:00:00Z');
let laEmpresa: Awaited<ReturnType<typeof empresa>>;
let industrial: Awaited<ReturnType<typeof career>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
  t.clock.now = START;
  laEmpresa = await empresa(t);
  industrial = await career(t, 'Ingeniería Industrial');
});
afterAll(async () => t?.close());
afterEach(() => {
  t.clock.now = START;
});

const get = <T = OfertaDetallePostulante>(url: string, token?: string) => call<T>(t.app, { method: 'GET', url, token });
const NOT_FOUND = 'No se encontró la oferta.';

/** n other applicants with an application to the offer (cancelled ones when asked). */
async function postulaciones(ofertaId: number, n: number, cancelled = false) {
  for (let i = 0; i < n; i++) {
    const other = await postulanteCon(t);
    await t.db
      .insert(postulacion)
      .values({ postulante_id: other.postulanteId, oferta_id: ofertaId, eliminado_en: cancelled ? START : null });
  }
}

describe('an applicant opens an offer', () => {
  it('sees the card, the structured fields, the sections as HTML and the salary only when shown', async () => {
    const me = await postulanteCon(t);
    const id = await ofertaAprobada(t, laEmpresa.organizacionId, [industrial], {
      ciclo: [3, 4],
      idiomas: [{ name: 'Inglés', level: 'intermedio', required: 'deseable' }],
      conocimientos: [{ name: 'Microsoft Excel', level: 'avanzado', required: 'indispensable' }],
      otros_requisitos: 'Disponibilidad para trabajar en planta.',
    });
    const res = await get(`/api/oferta/id/${id}`, me.token);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const o = res.body.data[0]!;
    expect(o).toMatchObject({
      id,
      titulo: 'Practicante de Mejora Continua',
      nombre_org: 'Andina Logística',
      // The apply bar sends it back as id_reclutador (the offer's company); the server still checks it.
      id_reclutador: laEmpresa.organizacionId,
      estado: 1,
      estado_texto: 'Vigente',
      vigente: true,
      modalidad: 'PREPROFESIONAL',
      horario: 'Tiempo completo',
      modalidad_tiempo: 'Presencial',
      nro_plazas: 1,
      id_region: 4,
      region: 'Arequipa',
      provincia: 'Arequipa',
      distrito: 'Cayma',
      mostrar_salario: 1,
      salario: 1200,
      niveles: [{ codigo: 6, nombre: 'Universitario estudiante' }],
      profesion: 'Ingeniería Industrial',
      ciclo: [3, 4],
      otros_requisitos: 'Disponibilidad para trabajar en planta.',
      // The canonical address the share actions send (PUBLIC_URL + the public page's path).
      url_publica: `http://practiperu.test/ofertas/practicante-de-mejora-continua-${id}`,
      postulacion: null,
      postulado: false,
      puede_postular: true,
      motivo_no_postular: null,
    });
    expect(o.texto).toContain('<h3>Funciones</h3>');
    expect(o.texto).toContain('VIII ciclo');
    expect(o.texto).toContain('<strong>Subvención mensual:</strong> S/ 1,200');
    expect(o).not.toHaveProperty('max_free_postulantes');
    // Nothing of the recruiter's own view leaks: no applicant count, no quota data.
    expect(o).not.toHaveProperty('total_postulantes');
    expect(o).not.toHaveProperty('cupo_gratis_en');

    await t.db.update(oferta).set({ mostrar_salario: 0 }).where(eq(oferta.id, id));
    const hidden = (await get(`/api/oferta/id/${id}`, me.token)).body.data[0]!;
    expect(hidden.salario).toBeNull();
    expect(hidden.texto).not.toContain('Subvención mensual');
  });

  it('a free offer with 15 active applications says the company reviews the first 15 first; cancelled ones do not count', async () => {
    const me = await postulanteCon(t);
    const id = await ofertaAprobada(t, laEmpresa.organizacionId, [industrial]);
    await postulaciones(id, 14);
    await postulaciones(id, 3, true);
    expect((await get(`/api/oferta/id/${id}`, me.token)).body.data[0]).not.toHaveProperty('max_free_postulantes');
    await postulaciones(id, 1);
    expect((await get(`/api/oferta/id/${id}`, me.token)).body.data[0]).toMatchObject({
      max_free_postulantes: 15,
      aviso_max_free: 'Esta oferta gratuita ya recibió 15 postulaciones: la empresa revisa primero las 15 primeras. Aún puedes postular.',
      puede_postular: true,
    });
    // A featured offer with a validated payment shows every application to the company: no note.
    await t.db.update(oferta).set({ tipo: 1, estado_pago: 1, destacado_desde: START }).where(eq(oferta.id, id));
    expect((await get(`/api/oferta/id/${id}`, me.token)).body.data[0]).not.toHaveProperty('max_free_postulantes');
  });

  it('pending, rejected, hidden, removed and non-existing offers are 404; an id that is not a number 400', async () => {
    const me = await postulanteCon(t);
    const ids = [
      await ofertaAprobada(t, laEmpresa.organizacionId, [industrial], { estado: 0, fecha_publicacion: null }),
      await ofertaAprobada(t, laEmpresa.organizacionId, [industrial], { estado: 2, mensaje_rechazado: 'No cumple la Ley 28518.' }),
      await ofertaAprobada(t, laEmpresa.organizacionId, [industrial], { publicar: 0 }),
      await ofertaAprobada(t, laEmpresa.organizacionId, [industrial], { eliminado_en: START }),
      999_999,
    ];
    for (const id of ids) {
      for (const url of [`/api/oferta/id/${id}`, `/api/oferta/getTituloOferta/${id}`, `/api/oferta/getTipoOferta/${id}`]) {
        const res = await get(url, me.token);
        expect(res.status, url).toBe(404);
        expect(res.body).toEqual({ state: false, data: [], message: NOT_FOUND });
      }
    }
    const bad = await get('/api/oferta/id/abc', me.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('El id debe ser un número entero positivo.');
  });

  it('a finished offer still opens, as Finalizó, without the apply action', async () => {
    const me = await postulanteCon(t);
    const id = await ofertaAprobada(t, laEmpresa.organizacionId, [industrial], { finaliza: START });
    expect((await get(`/api/oferta/id/${id}`, me.token)).body.data[0]).toMatchObject({
      estado_texto: 'Finalizó',
      vigente: false,
      puede_postular: false,
      motivo_no_postular: 'Esta convocatoria ya no recibe postulaciones.',
    });
  });

  it('an offer they applied to stays open to them when the company hides it, with their application and its status', async () => {
    const me = await postulanteCon(t);
    const other = await postulanteCon(t);
    const id = await ofertaAprobada(t, laEmpresa.organizacionId, [industrial]);
    const [p] = await t.db
      .insert(postulacion)
      .values({ postulante_id: me.postulanteId, oferta_id: id, estado: 2, revisado: 1, creado_en: START })
      .returning({ id: postulacion.id });
    await t.db.update(oferta).set({ publicar: 0 }).where(eq(oferta.id, id));
    const mine = await get(`/api/oferta/id/${id}`, me.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data[0]).toMatchObject({
      publicar: 0,
      postulado: true,
      postulacion: { id: p!.id, estado: 2, revisado: 1, eliminado_en: null, estado_clave: 'en_proceso', estado_texto: 'En proceso' },
      puede_postular: false,
      motivo_no_postular: 'Ya postulaste a esta oferta.',
    });
    expect((await get(`/api/oferta/getTituloOferta/${id}`, me.token)).body.data[0]).toBe('Practicante de Mejora Continua');
    // Someone who did not apply does not see a hidden offer.
    expect((await get(`/api/oferta/id/${id}`, other.token)).status).toBe(404);

    await t.db.update(postulacion).set({ eliminado_en: START }).where(eq(postulacion.id, p!.id));
    expect((await get(`/api/oferta/id/${id}`, me.token)).body.data[0]).toMatchObject({
      postulado: false,
      postulacion: { estado_clave: 'cancelada', estado_texto: 'Cancelada' },
      motivo_no_postular: 'Cancelaste tu postulación a esta oferta: ya no puedes volver a postular.',
    });
  });

  it('an informational offer shows only the notice and the link', async () => {
    const me = await postulanteCon(t);
    const id = await ofertaAprobada(t, null, [], {
      titulo: 'Programa Nacional de Prácticas',
      oferta_publica: 1,
      enlace: 'https://www.convocatorias.gob.pe/practicas',
      idniveluniv: 0,
    });
    const res = await get<OfertaInformativa>(`/api/oferta/id/${id}`, me.token);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toEqual({
      id,
      titulo: 'Programa Nacional de Prácticas',
      alias: 'programa-nacional-de-practicas',
      ruta_publica: `/ofertas/programa-nacional-de-practicas-${id}`,
      url_publica: `http://practiperu.test/ofertas/programa-nacional-de-practicas-${id}`,
      nombre_org: 'Convocatoria externa',
      logo_org: null,
      fecha_publicacion: START.toISOString(),
      fin_convocatoria: '2027-03-15',
      oferta_publica: 1,
      enlace: 'https://www.convocatorias.gob.pe/practicas',
      aviso:
        'Esta es una convocatoria informativa: la organización recibe las postulaciones en su propia página. Revisa los requisitos y postula desde el enlace.',
      vigente: true,
      estado_texto: 'Vigente',
      puede_postular: false,
    });
    await t.db.update(oferta).set({ eliminado_en: START }).where(eq(oferta.id, id));
  });

  it('getTipoOferta answers the type and the payment state of a visible offer', async () => {
    const me = await postulanteCon(t);
    const id = await ofertaAprobada(t, laEmpresa.organizacionId, [industrial], { tipo: 1, estado_pago: 1, destacado_desde: START });
    const res = await get<number>(`/api/oferta/getTipoOferta/${id}`, me.token);
    expect(res.body).toMatchObject({ state: true, data: [1], optional: { estado_pago: 1 } });
  });
});

describe('companies keep their own view', () => {
  it('a company opens its own offer as before and gets 404 for another company’s', async () => {
    const id = await ofertaAprobada(t, laEmpresa.organizacionId, [industrial]);
    const own = await get<OfertaDetalle>(`/api/oferta/id/${id}`, laEmpresa.token);
    expect(own.status).toBe(200);
    expect(own.body.data[0]).toMatchObject({ id, total_postulantes: 0, vigente: true });
    const rival = await empresa(t, 'Minera del Sur');
    expect((await get(`/api/oferta/id/${id}`, rival.token)).status).toBe(404);
    expect((await get(`/api/oferta/getTituloOferta/${id}`, rival.token)).status).toBe(404);
    // Its home lists its own offers, the applicant's home everyone's.
    const latest = await get<OfertaCard>('/api/oferta/myLatestOffer', rival.token);
    expect(latest.body.data).toEqual([]);
    const me = await postulanteCon(t);
    expect((await get<OfertaCard>('/api/oferta/myLatestOffer', me.token)).body.data.map((o) => o.id)).toContain(id);
  });

  it('no session: 401; an administrator: 403', async () => {
    const admin = await login(t.app, await createUser(t.db, { role: ROLE.ADMIN }));
    for (const url of ['/api/oferta/id/1', '/api/oferta/myLatestOffer', '/api/oferta/getTituloOferta/1', '/api/oferta/getTipoOferta/1']) {
      expect((await get(url)).status, url).toBe(401);
      const res = await get(url, admin);
      expect(res.status, url).toBe(403);
      expect(res.body.message).toBe('No tienes permiso para realizar esta acción.');
    }
  });

  it('total_postulantes counts active applications only', async () => {
    const id = await ofertaAprobada(t, laEmpresa.organizacionId, [industrial]);
    await postulaciones(id, 2);
    await postulaciones(id, 1, true);
    const own = await get<OfertaDetalle>(`/api/oferta/id/${id}`, laEmpresa.token);
    expect(own.body.data[0]!.total_postulantes).toBe(2);
  });
});
