/**
 * Public offer pages and the public search, without an account: accent-insensitive Spanish full-text search with
 * filters and pages, and each approved offer's page with its schema.org JobPosting.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, pngImage, type TestContext } from '../../../test/helpers.ts';
import { oferta, organizacion } from '../../db/schema/index.ts';
import { career, empresa, ofertaAprobada, postulanteCon } from '../../../test/fixtures/matching.ts';
import { ofertasCambiaron } from '../../lib/ofertas-cache.ts';
import type { OfertaCardPostulante, OfertaInformativa, OfertaPublicaDetalle } from '@practiperu/shared/postulacion';

let t: TestContext;
const START = new Date('2027-03-10T15:00:00Z');
let laEmpresa: Awaited<ReturnType<typeof empresa>>;
const ids = {
  mejora: 0,
  contable: 0,
  desarrollo: 0,
  legal: 0,
  finalizada: 0,
  pendiente: 0,
  rechazada: 0,
  oculta: 0,
  eliminada: 0,
  informativa: 0,
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
  t.clock.now = START;
  laEmpresa = await empresa(t);
  const industrial = await career(t, 'Ingeniería Industrial');
  const conta = await career(t, 'Contabilidad');
  const sistemas = await career(t, 'Ingeniería de Sistemas');
  const derecho = await career(t, 'Derecho');
  const org = laEmpresa.organizacionId;
  ids.mejora = await ofertaAprobada(t, org, [industrial], { titulo: 'Practicante de Mejora Continua' });
  ids.contable = await ofertaAprobada(t, org, [conta], {
    titulo: 'Practicante Contable',
    conocimientos: [
      { name: 'SAP', level: 'intermedio', required: 'indispensable' },
      { name: 'Excel avanzado', level: 'avanzado', required: 'deseable' },
    ],
    funciones: '<p>Registro de compras y ventas, conciliaciones bancarias y declaraciones ante la SUNAT.</p>',
    id_region: 15,
    region: 'Lima',
    provincia: 'Lima',
    distrito: 'San Isidro',
  });
  ids.desarrollo = await ofertaAprobada(t, org, [sistemas], {
    titulo: 'Practicante de Desarrollo Web',
    funciones: '<p>Desarrollo de aplicaciones con <strong>React</strong> y Node.js; pruebas automatizadas.</p>',
    id_region: 0,
    region: '',
    provincia: '',
    distrito: '',
    modalidad_tiempo: 'Virtual',
    tipo: 1,
    estado_pago: 1,
    destacado_desde: START,
    fecha_publicacion: new Date(START.getTime() - 86_400_000),
  });
  ids.legal = await ofertaAprobada(t, org, [derecho], {
    titulo: 'Asistente Legal Egresado',
    modalidad: 'PROFESIONAL',
    idniveluniv: 7,
    fecha_egreso: [2026],
    mostrar_salario: 0,
    id_region: 15,
    region: 'Lima',
    provincia: 'Lima',
    distrito: 'Miraflores',
  });
  ids.finalizada = await ofertaAprobada(t, org, [industrial], {
    titulo: 'Practicante de Producción',
    finaliza: START,
    fin_convocatoria: '2027-03-09',
  });
  ids.pendiente = await ofertaAprobada(t, org, [industrial], {
    titulo: 'Practicante de Calidad Pendiente',
    estado: 0,
    fecha_publicacion: null,
  });
  ids.rechazada = await ofertaAprobada(t, org, [industrial], {
    titulo: 'Practicante de Calidad Rechazada',
    estado: 2,
    mensaje_rechazado: 'No cumple la Ley 28518.',
  });
  ids.oculta = await ofertaAprobada(t, org, [industrial], { titulo: 'Practicante de Calidad Oculta', publicar: 0 });
  ids.eliminada = await ofertaAprobada(t, org, [industrial], { titulo: 'Practicante de Calidad Eliminada', eliminado_en: START });
  ids.informativa = await ofertaAprobada(t, null, [], {
    titulo: 'Programa Nacional de Prácticas',
    oferta_publica: 1,
    enlace: 'https://www.convocatorias.gob.pe/practicas',
    idniveluniv: 0,
  });
});
afterAll(async () => t?.close());

const search = (query: string) => call<OfertaCardPostulante>(t.app, { method: 'GET', url: `/api/publico/ofertas?${query}` });
const found = async (query: string) => {
  const res = await search(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.map((o) => o.titulo);
};

describe('the public search', () => {
  it('lists the open offers without a session, featured first, 10 a page, cacheable', async () => {
    const res = await search('');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body.data.map((o) => o.titulo)).toEqual([
      'Practicante de Desarrollo Web',
      'Programa Nacional de Prácticas',
      'Asistente Legal Egresado',
      'Practicante Contable',
      'Practicante de Mejora Continua',
    ]);
    expect(res.body.optional).toEqual({ current_page: 1, total_pages: 1, total: 5 });
    expect(res.body.data[0]).not.toHaveProperty('postulado');
    expect(res.body.data[0]).toMatchObject({ destacado: true, ruta_publica: `/ofertas/practicante-de-desarrollo-web-${ids.desarrollo}` });
  });

  it('finds words without accents, by prefix, in the title, the careers and the text', async () => {
    // "ingenieria" finds "Ingeniería" (careers), without its accent.
    expect(await found('q=ingenieria')).toEqual(['Practicante de Desarrollo Web', 'Practicante de Mejora Continua']);
    expect(await found('q=INGENIERÍA%20industrial')).toEqual(['Practicante de Mejora Continua']);
    // By prefix, while typing.
    expect(await found('q=contab')).toEqual(['Practicante Contable']);
    // In the text of the functions, and across singular and plural (conciliación / conciliaciones, compra / compras).
    expect(await found('q=conciliaci%C3%B3n')).toEqual(['Practicante Contable']);
    expect(await found('q=conciliacion')).toEqual(['Practicante Contable']);
    expect(await found('q=compra')).toEqual(['Practicante Contable']);
    expect(await found('q=react')).toEqual(['Practicante de Desarrollo Web']);
    // The place and the time modality too.
    expect(await found('q=miraflores')).toEqual(['Asistente Legal Egresado']);
    expect(await found('q=virtual')).toEqual(['Practicante de Desarrollo Web']);
    // Nothing hidden, pending, rejected, removed or finished.
    expect(await found('q=calidad')).toEqual([]);
    expect(await found('q=produccion')).toEqual([]);
    // Only stop words: as if nothing was typed; operators are plain text.
    expect(await found('q=de%20la')).toHaveLength(5);
    expect(await found(`q=${encodeURIComponent("'); drop table oferta; --")}`)).toEqual([]);
    expect(await found(`q=${encodeURIComponent('contab & | ! :*')}`)).toEqual(['Practicante Contable']);
  });

  it('takes «%», «_» and «\\» for separators, never for wildcards: alone they are no words, as if nothing was typed', async () => {
    // As wildcards, «c%ntable» and «c_ntable» would find «Contable»: split into words, nothing starts with «ntable».
    expect(await found('q=c%25ntable')).toEqual([]);
    expect(await found('q=c_ntable')).toEqual([]);
    expect(await found(`q=${encodeURIComponent('c\\ntable')}`)).toEqual([]);
    expect(await found('q=contab_')).toEqual(['Practicante Contable']);
    // No letter or digit: the search is the plain list, like a search of stop words only.
    for (const q of ['_', '%25', '%5C', '%25_%5C']) expect(await found(`q=${q}`), q).toHaveLength(5);
  });

  it('filters by department (0 = virtual), modality, time modality and level', async () => {
    expect(await found('region=15')).toEqual(['Asistente Legal Egresado', 'Practicante Contable']);
    expect(await found('region=0')).toEqual(['Practicante de Desarrollo Web']);
    expect(await found('region=4')).toEqual(['Programa Nacional de Prácticas', 'Practicante de Mejora Continua']);
    expect(await found('modalidad=PROFESIONAL')).toEqual(['Asistente Legal Egresado']);
    expect(await found('modalidad_tiempo=virtual')).toEqual(['Practicante de Desarrollo Web']);
    expect(await found('nivel=7')).toEqual(['Asistente Legal Egresado']);
    expect(await found('q=practicante&region=15')).toEqual(['Practicante Contable']);
  });

  it('bad filters are 400 with their message; a page past the end is empty', async () => {
    const cases: [string, string, string][] = [
      ['region=27', 'region', 'Elige una región de la lista.'],
      ['modalidad=PASANTIA', 'modalidad', 'Elige PREPROFESIONAL o PROFESIONAL.'],
      ['modalidad_tiempo=remoto', 'modalidad_tiempo', 'Elige una modalidad: Presencial, Virtual o Mixto.'],
      ['nivel=5', 'nivel', 'Elige un nivel de la lista (3, 4, 6, 7 u 8).'],
      ['page=0', 'page', 'La página debe ser un número entero positivo.'],
      [`q=${'a'.repeat(101)}`, 'q', 'La búsqueda es muy larga (máximo 100 caracteres).'],
    ];
    for (const [query, field, message] of cases) {
      const res = await search(query);
      expect(res.status, query).toBe(400);
      expect(res.body.optional?.errors?.[field], query).toBe(message);
    }
    expect((await search('page=4')).body).toMatchObject({ data: [], optional: { current_page: 4, total_pages: 1, total: 5 } });
  });

  it('an applicant searching (findForApplicant) sees which offers they applied to', async () => {
    const me = await postulanteCon(t, {}, { paraPostular: true });
    await call(t.app, {
      method: 'POST',
      url: '/api/postulanteOferta/create',
      token: me.token,
      payload: { id_oferta: ids.mejora, id_reclutador: laEmpresa.organizacionId },
    });
    const res = await call<OfertaCardPostulante>(t.app, {
      method: 'GET',
      url: '/api/oferta/findForApplicant?q=industrial',
      token: me.token,
    });
    expect(res.body.data.map((o) => [o.titulo, o.postulado])).toEqual([['Practicante de Mejora Continua', true]]);
    const legal = await call<OfertaCardPostulante>(t.app, { method: 'GET', url: '/api/oferta/findForApplicant?q=legal', token: me.token });
    expect(legal.body.data.map((o) => [o.titulo, o.postulado])).toEqual([['Asistente Legal Egresado', false]]);
    expect((await call(t.app, { method: 'GET', url: '/api/oferta/findForApplicant?nivel=1', token: me.token })).status).toBe(400);
  });
});

describe('searching by the knowledge asked for and by company name', () => {
  it("finds an offer by a knowledge item and by its company's commercial or legal name, accents and case ignored", async () => {
    expect(await found('q=sap')).toEqual(['Practicante Contable']);
    expect(await found('q=EXCEL')).toEqual(['Practicante Contable']);
    // Every open offer of the company, by its commercial name, without accents or capitals.
    const deAndina = [
      'Practicante de Desarrollo Web',
      'Asistente Legal Egresado',
      'Practicante Contable',
      'Practicante de Mejora Continua',
    ];
    expect(await found('q=andina%20logistica')).toEqual(deAndina);
    expect(await found(`q=${encodeURIComponent('ANDINA LOGÍSTICA')}`)).toEqual(deAndina);

    const otra = await empresa(t, 'Banco Kuntur');
    await t.db
      .update(organizacion)
      .set({ nombre_completo: 'Corporación Financiera Kuntur del Perú S.A.' })
      .where(eq(organizacion.id, otra.organizacionId));
    const cad = await ofertaAprobada(t, otra.organizacionId, [await career(t, 'Arquitectura')], {
      titulo: 'Practicante de Arquitectura',
      conocimientos: [{ name: 'AutoCAD', level: 'avanzado', required: 'indispensable' }],
    });
    try {
      expect(await found('q=autocad')).toEqual(['Practicante de Arquitectura']);
      expect(await found('q=banco%20kuntur')).toEqual(['Practicante de Arquitectura']);
      expect(await found(`q=${encodeURIComponent('corporacion financiera')}`)).toEqual(['Practicante de Arquitectura']);
      // An applicant's search reads the same document.
      const me = await postulanteCon(t, {}, { paraPostular: true });
      const res = await call<OfertaCardPostulante>(t.app, { method: 'GET', url: '/api/oferta/findForApplicant?q=Kuntur', token: me.token });
      expect(res.body.data.map((o) => o.titulo)).toEqual(['Practicante de Arquitectura']);
      const sap = await call<OfertaCardPostulante>(t.app, { method: 'GET', url: '/api/oferta/findForApplicant?q=sap', token: me.token });
      expect(sap.body.data.map((o) => o.titulo)).toEqual(['Practicante Contable']);

      // A renamed company is found by its new names at once, and no longer by the old ones (the offers' documents are
      // written again in the same transaction, and the app drops its cached searches on such a write).
      await t.db
        .update(organizacion)
        .set({ nombre: 'Kuntur Finanzas', nombre_completo: 'Kuntur Finanzas Perú S.A.' })
        .where(eq(organizacion.id, otra.organizacionId));
      ofertasCambiaron();
      expect(await found('q=banco%20kuntur')).toEqual([]);
      expect(await found('q=corporacion')).toEqual([]);
      expect(await found('q=finanzas')).toEqual(['Practicante de Arquitectura']);
      // The knowledge items follow an edit of the offer.
      await t.db
        .update(oferta)
        .set({ conocimientos: [{ name: 'Revit', level: 'básico', required: 'deseable' }] })
        .where(eq(oferta.id, cad));
      ofertasCambiaron();
      expect(await found('q=autocad')).toEqual([]);
      expect(await found('q=revit')).toEqual(['Practicante de Arquitectura']);
    } finally {
      await t.db.update(oferta).set({ eliminado_en: START }).where(eq(oferta.id, cad));
      ofertasCambiaron();
    }
  });
});

describe('the public page of an offer', () => {
  const page = <T = OfertaPublicaDetalle>(id: number | string) => call<T>(t.app, { method: 'GET', url: `/api/publico/oferta/${id}` });

  it('has the data of the page and the schema.org JobPosting of Google for Jobs', async () => {
    const logo = await t.app.storage.save('logos', pngImage(), 'png');
    await t.db
      .update(organizacion)
      .set({ logo, web: 'https://www.andinalogistica.pe' })
      .where(eq(organizacion.id, laEmpresa.organizacionId));
    const res = await page(ids.contable);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const o = res.body.data[0]!;
    expect(o).toMatchObject({
      id: ids.contable,
      titulo: 'Practicante Contable',
      ruta_publica: `/ofertas/practicante-contable-${ids.contable}`,
      nombre_org: 'Andina Logística',
      logo_org: `/uploads/${logo}`,
      estado_texto: 'Vigente',
      salario: 1200,
      profesion: 'Contabilidad',
    });
    expect(o).not.toHaveProperty('postulacion');
    expect(o.json_ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Practicante Contable',
      description: o.texto,
      identifier: { '@type': 'PropertyValue', name: 'Andina Logística', value: String(ids.contable) },
      datePosted: START.toISOString(),
      validThrough: '2027-03-15T23:59:59-05:00',
      employmentType: 'INTERN',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Andina Logística',
        logo: `http://practiperu.test/uploads/${logo}`,
        sameAs: 'https://www.andinalogistica.pe',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'San Isidro', addressRegion: 'Lima', addressCountry: 'PE' },
      },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'PEN', value: { '@type': 'QuantitativeValue', value: 1200, unitText: 'MONTH' } },
      totalJobOpenings: 1,
      workHours: '6 h diarias, 5 días por semana (30 h semanales)',
      directApply: true,
      url: `http://practiperu.test/ofertas/practicante-contable-${ids.contable}`,
    });
    expect(o.json_ld.description).toContain('conciliaciones bancarias');
  });

  it('an offer saved with 7 days a week shows no «Cumple la Ley 28518», whatever was stored', async () => {
    const industrial = await career(t, 'Ingeniería Ambiental');
    // Stored before the weekly rest day was checked: 4 h × 7 days at S/ 1,060, with the mark.
    const id = await ofertaAprobada(t, laEmpresa.organizacionId, [industrial], {
      titulo: 'Practicante de Gestión Ambiental',
      horario: 'Tiempo parcial',
      horas_dia: 4,
      dias_semana: 7,
      salario: 1060,
      cumple_ley_28518: true,
    });
    try {
      const o = (await page(id)).body.data[0]!;
      expect(o).toMatchObject({ cumple_ley_28518: false, ley_28518: null, horas_dia: 4, dias_semana: 7 });
      const card = (await search('q=ambiental')).body.data.find((c) => c.id === id);
      expect(card?.cumple_ley_28518).toBe(false);
    } finally {
      await t.db.update(oferta).set({ eliminado_en: START }).where(eq(oferta.id, id));
    }
  });

  it('a virtual offer is TELECOMMUTE; a hidden salary is not published', async () => {
    const virtual = (await page(ids.desarrollo)).body.data[0]!.json_ld;
    expect(virtual.jobLocationType).toBe('TELECOMMUTE');
    expect(virtual.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Perú' });
    expect(virtual).not.toHaveProperty('jobLocation');
    const legal = (await page(ids.legal)).body.data[0]!;
    expect(legal.salario).toBeNull();
    expect(legal.json_ld).not.toHaveProperty('baseSalary');
  });

  it('a finished offer keeps its page, shown as finished', async () => {
    const o = (await page(ids.finalizada)).body.data[0]!;
    expect(o).toMatchObject({ estado_texto: 'Finalizó', vigente: false });
    expect(o.json_ld.validThrough).toBe('2027-03-09T23:59:59-05:00');
  });

  it('a closed offer comes with the open offers like it (optional.similares): its career first, then its department', async () => {
    const res = await page(ids.finalizada);
    expect(res.status).toBe(200);
    const similares = res.body.optional?.similares as OfertaCardPostulante[];
    // Mejora Continua shares its career and department; the informational programme only its department (Arequipa).
    expect(similares.map((o) => o.titulo)).toEqual(['Practicante de Mejora Continua', 'Programa Nacional de Prácticas']);
    expect(similares[0]).toMatchObject({
      id: ids.mejora,
      vigente: true,
      ruta_publica: `/ofertas/practicante-de-mejora-continua-${ids.mejora}`,
    });
    expect(similares[0]).not.toHaveProperty('postulado');
    // An open offer's page has none.
    expect((await page(ids.mejora)).body).not.toHaveProperty('optional');
  });

  it('an informational offer shows only the notice and its link, with no JobPosting', async () => {
    const res = await page<OfertaInformativa>(ids.informativa);
    expect(res.body.data[0]).toMatchObject({
      oferta_publica: 1,
      enlace: 'https://www.convocatorias.gob.pe/practicas',
      puede_postular: false,
    });
    expect(res.body.data[0]).not.toHaveProperty('json_ld');
    expect(res.body.data[0]).not.toHaveProperty('funciones');
  });

  it('pending, rejected, hidden, removed and non-existing offers have no page: 404; a bad id 400', async () => {
    for (const id of [ids.pendiente, ids.rechazada, ids.oculta, ids.eliminada, 987_654]) {
      const res = await page(id);
      expect(res.status, String(id)).toBe(404);
      expect(res.body).toEqual({ state: false, data: [], message: 'No se encontró la oferta.' });
      expect(res.headers['cache-control']).not.toBe('public, max-age=60');
    }
    expect((await page('practicante-contable')).status).toBe(400);
  });
});

describe('a word that matches more than 1,000 open offers', () => {
  it('is counted up to 1,000 (100 pages) and says there are more', async () => {
    const [base] = await t.db.select().from(oferta).where(eq(oferta.id, ids.mejora));
    const { id: _id, busqueda: _b, ...row } = base!;
    const many = Array.from({ length: 1001 }, (_, i) => ({ ...row, titulo: `Practicante Masivo ${i}`, alias: `practicante-masivo-${i}` }));
    const inserted = await t.db.insert(oferta).values(many).returning({ id: oferta.id });
    try {
      const res = await search('q=masivo');
      expect(res.body.data).toHaveLength(10);
      expect(res.body.optional).toEqual({ current_page: 1, total_pages: 100, total: 1000, mas_resultados: true });
      // Below the cap the count is exact and nothing more is said.
      expect((await search('q=contable')).body.optional).toEqual({ current_page: 1, total_pages: 1, total: 1 });
    } finally {
      await t.db
        .update(oferta)
        .set({ eliminado_en: START })
        .where(
          inArray(
            oferta.id,
            inserted.map((r) => r.id),
          ),
        );
    }
  });
});

describe('the search filtered to one company (?empresa=, a company page’s «Ver todas las ofertas»)', () => {
  const slugDe = async (id: number) =>
    (await t.db.select({ slug: organizacion.slug }).from(organizacion).where(eq(organizacion.id, id)))[0]!.slug;

  it('lists only that company’s open offers, not those that merely mention its name, and names the company', async () => {
    const andina = await slugDe(laEmpresa.organizacionId);
    const otra = await empresa(t, 'Minera Quenual');
    const menciona = await ofertaAprobada(t, otra.organizacionId, [await career(t, 'Ingeniería de Minas')], {
      titulo: 'Practicante de Logística Minera',
      funciones: '<p>Coordinación de despachos con Andina Logística y otros operadores.</p>',
    });
    try {
      // The free text finds the offer that mentions the name; the filter does not.
      expect(await found('q=andina%20logistica')).toContain('Practicante de Logística Minera');
      const res = await search(`empresa=${andina}`);
      expect(res.status).toBe(200);
      expect(res.body.data.map((o) => o.titulo)).toEqual([
        'Practicante de Desarrollo Web',
        'Asistente Legal Egresado',
        'Practicante Contable',
        'Practicante de Mejora Continua',
      ]);
      expect(res.body.optional).toMatchObject({ total: 4, empresa: { slug: andina, nombre: 'Andina Logística' } });
      // With the other filters too, and in any case.
      expect(await found(`empresa=${andina.toUpperCase()}&q=contable`)).toEqual(['Practicante Contable']);
      expect(await found(`empresa=${await slugDe(otra.organizacionId)}`)).toEqual(['Practicante de Logística Minera']);
    } finally {
      await t.db.update(oferta).set({ eliminado_en: START }).where(eq(oferta.id, menciona));
      ofertasCambiaron();
    }
  });

  it('an unknown company, or one whose page is hidden, finds nothing and says so, without revealing it', async () => {
    const MENSAJE = 'No encontramos esa empresa o ya no muestra su página. Quita el filtro de empresa para ver todas las ofertas.';
    const unknown = await search('empresa=no-existe-esta-empresa');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ state: true, data: [], message: MENSAJE, optional: { total: 0, empresa: null } });

    const oculta = await empresa(t, 'Textiles Vicuña');
    const suya = await ofertaAprobada(t, oculta.organizacionId, [await career(t, 'Contabilidad')], { titulo: 'Practicante Textil' });
    const slug = await slugDe(oculta.organizacionId);
    try {
      expect(await found(`empresa=${slug}`)).toEqual(['Practicante Textil']);
      await t.db.update(organizacion).set({ pagina_publica: false }).where(eq(organizacion.id, oculta.organizacionId));
      const hidden = await search(`empresa=${slug}`);
      expect(hidden.body).toMatchObject({ data: [], message: MENSAJE, optional: { empresa: null } });
      // The same answer as a company that never existed: nothing tells them apart.
      expect(hidden.body.optional).toEqual(unknown.body.optional);
    } finally {
      await t.db.update(oferta).set({ eliminado_en: START }).where(eq(oferta.id, suya));
      ofertasCambiaron();
    }
  });

  it('a malformed company is 400 with its message, never a 500', async () => {
    for (const value of ['Banco%20Kuntur', 'a--b', '-x', `${'a'.repeat(101)}`, '%3Cscript%3E', 'kuntur%27%3B']) {
      const res = await search(`empresa=${value}`);
      expect(res.status, value).toBe(400);
      expect(res.body.optional?.errors?.empresa, value).toBe('La empresa de la búsqueda no es válida.');
    }
  });
});
