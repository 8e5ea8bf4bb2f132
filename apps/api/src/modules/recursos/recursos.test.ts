import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { alerta, appMeta, distrito } from '../../db/schema/index.ts';
import { REFERENCE_HASH_KEY, seedReference } from '../../db/seed/reference.ts';
import type { AlertaBanner, LugarRegion } from './recursos.service.ts';
import { DEPARTAMENTOS } from '@practiperu/shared/departamentos';
import { RECURSOS_MESSAGES } from '@practiperu/shared/recursos';

interface Institucion {
  id: number;
  nombre: string;
  tipo: number;
  gestion: string;
  id_region: number | null;
  region: string | null;
  categoria: string | null;
  abreviatura: string | null;
}
interface Carrera {
  id: number;
  nombre: string;
  tipo: number;
  clave: string;
  familia: string;
}
interface Item {
  id: number;
  name: string;
  categoria?: string;
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = <T>(url: string) => call<T>(t.app, { method: 'GET', url });
const post = <T>(url: string, payload?: object) => call<T>(t.app, { method: 'POST', url, ...(payload ? { payload } : {}) });
const clave = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

describe('places (listLugares)', () => {
  it('Lima has 43 districts in Lima province and Callao 7, with ubigeo ids a form can keep', async () => {
    const res = await get<LugarRegion>('/api/recursos/listLugares');
    expect(res.status).toBe(200);
    expect(res.body.state).toBe(true);
    const lima = res.body.data.find((r) => r.nombre === 'Lima');
    expect(lima?.id).toBe(15);
    const limaProvince = lima?.provincias.find((p) => p.nombre === 'Lima');
    expect(limaProvince?.id).toBe(150100);
    expect(limaProvince?.distritos).toHaveLength(43);
    expect(limaProvince?.distritos).toContainEqual({ id: 150122, nombre: 'Miraflores' });
    expect(limaProvince?.distritos).toContainEqual({ id: 150135, nombre: 'San Martín de Porres' });
    const callao = res.body.data.find((r) => r.nombre === 'Callao');
    expect(callao?.provincias.flatMap((p) => p.distritos)).toHaveLength(7);
  });

  it('the 25 regions carry the ids 1–25, and every level is complete: 196 provinces, 1,891 districts', async () => {
    const { body } = await get<LugarRegion>('/api/recursos/listLugares');
    expect(body.data.map((r) => r.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(body.data[0]?.nombre).toBe('Amazonas');
    expect(body.data[1]?.nombre).toBe('Áncash');
    const provincias = body.data.flatMap((r) => r.provincias);
    expect(provincias).toHaveLength(196);
    expect(provincias.flatMap((p) => p.distritos)).toHaveLength(1891);
  });

  it("the web app's own list of departments (for filters that need no district) is the lookup's regions", async () => {
    const { body } = await get<LugarRegion>('/api/recursos/listLugares');
    expect(body.data.map(({ id, nombre }) => ({ id, nombre }))).toEqual(DEPARTAMENTOS);
  });

  it('provinces and districts come in alphabetical order, accents ignored, so a long select is easy to scan', async () => {
    const { body } = await get<LugarRegion>('/api/recursos/listLugares');
    const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
    for (const region of body.data) {
      const names = region.provincias.map((p) => p.nombre);
      expect(names).toEqual([...names].sort(collator.compare));
      for (const p of region.provincias) {
        const d = p.distritos.map((x) => x.nombre);
        expect(d).toEqual([...d].sort(collator.compare));
      }
    }
    const ancash = body.data.find((r) => r.id === 2);
    expect(ancash?.provincias[0]?.nombre).toBe('Aija');
  });

  it('the real district names longer than the spec’s 30 characters are served whole', async () => {
    const { body } = await get<LugarRegion>('/api/recursos/listLugares');
    const names = body.data.flatMap((r) => r.provincias.flatMap((p) => p.distritos.map((d) => d.nombre)));
    expect(names).toContain('Coronel Gregorio Albarracín Lanchipa');
    expect(names.filter((n) => n.length > 30)).toHaveLength(3);
  });

  it('is public and cacheable for an hour', async () => {
    const res = await get('/api/recursos/listLugares');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('the product’s small lists', () => {
  it('languages are exactly the 15 of the reference list, in that order', async () => {
    const res = await get<Item>('/api/recursos/listIdiomas');
    expect(res.body.data.map((i) => i.name)).toEqual([
      'Inglés',
      'Quechua',
      'Aymara',
      'Alemán',
      'Árabe',
      'Bengalí',
      'Coreano',
      'Español',
      'Francés',
      'Italiano',
      'Japonés',
      'Mandarín',
      'Portugués',
      'Ruso',
      'Turco',
    ]);
    expect(res.body.data[0]).toEqual({ id: 1, name: 'Inglés' });
  });

  it('merit order ids are the values a CV stores (0 = ninguno is not a row)', async () => {
    const res = await get<Item>('/api/recursos/listOrdenMerito');
    expect(res.body.data).toEqual([
      { id: 1, name: 'Primer puesto' },
      { id: 2, name: 'Décimo superior' },
      { id: 3, name: 'Quinto superior' },
      { id: 4, name: 'Tercio superior' },
      { id: 5, name: 'Medio superior' },
    ]);
  });

  it('certification types come as data[0], a list of names', async () => {
    const res = await get<string[]>('/api/recursos/listFormacionComplementariaTipos');
    expect(res.body.data).toEqual([['Curso', 'Diplomado', 'Taller', 'Especialización', 'Certificación', 'Seminario', 'Congreso']]);
  });

  it('extracurricular types are Proyecto and Voluntariado; time modalities Presencial, Virtual, Mixto', async () => {
    const tipos = await get<Item>('/api/recursos/listExtracurricularTipos');
    expect(tipos.body.data.map((i) => i.name)).toEqual(['Proyecto', 'Voluntariado']);
    const modalidades = await get<Item>('/api/recursos/listOfertaModalidadTiempo');
    expect(modalidades.body.data.map((i) => i.name)).toEqual(['Presencial', 'Virtual', 'Mixto']);
  });

  it('an applicant chooses among at least 40 distinct soft skills', async () => {
    const res = await get<Item>('/api/recursos/listHabilidades');
    const names = res.body.data.map((i) => i.name);
    expect(names.length).toBeGreaterThanOrEqual(40);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Trabajo en equipo');
  });

  it('a recruiter finds the tools Peruvian offers ask for among 150+ knowledge themes, each with a category', async () => {
    const res = await post<Item>('/api/recursos/listTemasConocimientos');
    expect(res.status).toBe(200);
    const names = res.body.data.map((i) => i.name);
    expect(names.length).toBeGreaterThanOrEqual(150);
    expect(new Set(names).size).toBe(names.length);
    for (const tool of [
      'Microsoft Excel',
      'Python',
      'Power BI',
      'SAP ERP',
      'AutoCAD',
      'Revit',
      'PLAME',
      'PDT 621 (IGV – Renta mensual)',
      'CONCAR',
    ]) {
      expect(names).toContain(tool);
    }
    expect(res.body.data.every((i) => typeof i.categoria === 'string' && i.categoria.length > 0)).toBe(true);
    expect(new Set(res.body.data.map((i) => i.categoria)).size).toBeGreaterThanOrEqual(10);
  });

  it('companies pick their sector among the 21 CIIU sections', async () => {
    const res = await post<Item & { codigo_ciiu: string }>('/api/recursos/listOrganizacionSector', {});
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(21);
    expect(res.body.data).toContainEqual({ id: 10, name: 'Información y comunicaciones', codigo_ciiu: 'J' });
  });

  it('the minimum subsidy is 1130 by default and follows the configuration', async () => {
    const res = await get<number>('/api/recursos/subvencionMinima');
    expect(res.body.data).toEqual([1130]);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '/nonexistent',
      SUBVENCION_MINIMA: '1250',
    });
    const other = await buildApp(config, { database: t.database, logger: false });
    try {
      const res2 = await call<number>(other, { method: 'GET', url: '/api/recursos/subvencionMinima' });
      expect(res2.body.data).toEqual([1250]);
    } finally {
      await other.close();
    }
  });

  it('career keys are lower case without accents, one per career name', async () => {
    const res = await get<string>('/api/recursos/listClaves');
    expect(res.body.data).toContain('ingenieria de sistemas');
    expect(res.body.data).toContain('computacion e informatica');
    expect(res.body.data.every((c) => c === clave(c))).toBe(true);
    expect(new Set(res.body.data).size).toBe(res.body.data.length);
    const tecnicas = await get<string>('/api/recursos/listClaves?tipo=0');
    expect(tecnicas.body.data).toContain('computacion e informatica');
    expect(tecnicas.body.data).not.toContain('medicina humana');
  });
});

describe('alerts (listAlertas)', () => {
  it('without a stored banner the content is empty', async () => {
    const res = await get<AlertaBanner>('/api/recursos/listAlertas');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ content: '', expireIn: null, alerta_publicar: null }]);
  });

  it('returns the stored banner and the publish-page alert, even when expired (the client hides it)', async () => {
    const expireIn = new Date('2030-01-31T23:59:00.000Z');
    const expired = new Date('2020-05-01T05:00:00.000Z');
    await t.db.insert(alerta).values([
      { tipo: 'general', content: 'Mantenimiento programado el sábado de 2 a 4 a.m.', expire_in: expireIn },
      { tipo: 'publicar', content: 'Las ofertas destacadas se revisan en 24 horas.', expire_in: expired },
    ]);
    try {
      const res = await get<AlertaBanner>('/api/recursos/listAlertas');
      expect(res.body.data[0]).toEqual({
        content: 'Mantenimiento programado el sábado de 2 a 4 a.m.',
        expireIn: '2030-01-31T23:59:00.000Z',
        alerta_publicar: { content: 'Las ofertas destacadas se revisan en 24 horas.', expireIn: '2020-05-01T05:00:00.000Z' },
      });
      // An administrator's change shows within a minute, not an hour.
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    } finally {
      await t.db.delete(alerta);
    }
  });
});

describe('institutions (instEducativa)', () => {
  it('a student typing "san marcos" finds Universidad Nacional Mayor de San Marcos', async () => {
    const res = await get<Institucion>('/api/instEducativa/listUniversitarias?search=san%20marcos');
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      id: 87,
      nombre: 'Universidad Nacional Mayor de San Marcos',
      tipo: 1,
      gestion: 'publica',
      id_region: 15,
      region: 'Lima',
    });
  });

  it('search is case and accent insensitive for institutions', async () => {
    const a = await get<Institucion>('/api/instEducativa/listUniversitarias?search=CAT%C3%93LICA');
    const b = await get<Institucion>('/api/instEducativa/listUniversitarias?search=catolica');
    expect(a.body.data.length).toBeGreaterThan(0);
    expect(a.body.data).toEqual(b.body.data);
    expect(b.body.data.map((i) => i.nombre)).toContain('Pontificia Universidad Católica del Perú');
    const ñ = await get<Institucion>('/api/instEducativa/listUniversitarias?search=canete');
    expect(ñ.body.data.map((i) => i.nombre)).toContain('Universidad Nacional de Cañete');
  });

  it('the acronym students use ("PUCP", "uni") comes first', async () => {
    const pucp = await get<Institucion>('/api/instEducativa/listUniversitarias?search=PUCP');
    expect(pucp.body.data[0]?.nombre).toBe('Pontificia Universidad Católica del Perú');
    const uni = await get<Institucion>('/api/instEducativa/listUniversitarias?search=uni');
    expect(uni.body.data[0]?.nombre).toBe('Universidad Nacional de Ingeniería');
    expect(uni.body.data).toHaveLength(7);
  });

  it('suggestions cap at 7', async () => {
    const res = await get<Institucion>('/api/instEducativa/listUniversitarias?search=universidad');
    expect(res.body.data).toHaveLength(7);
    const tec = await get<Institucion>('/api/instEducativa/listTecnologicos?search=san');
    expect(tec.body.data).toHaveLength(7);
  });

  it('names that start with the search come before names that only contain it', async () => {
    const res = await get<Institucion>('/api/instEducativa/listTecnologicos?search=santa');
    const starts = res.body.data.map((i) => clave(i.nombre).startsWith('santa'));
    expect(starts[0]).toBe(true);
    expect(starts).toEqual([...starts].sort((x, y) => Number(y) - Number(x)));
    const all = await get<Institucion>('/api/instEducativa/listAllTecnologicos');
    const containsOnly = all.body.data.filter((i) => clave(i.nombre).includes('santa') && !clave(i.nombre).startsWith('santa'));
    expect(containsOnly.length).toBeGreaterThan(0);
  });

  it('every word counts, in any order: "ingenieria nacional" finds Universidad Nacional de Ingeniería', async () => {
    const res = await get<Institucion>('/api/instEducativa/listUniversitarias?search=ingenieria%20nacional');
    expect(res.body.data.map((i) => i.nombre)).toContain('Universidad Nacional de Ingeniería');
  });

  it('an empty search offers the first 7 alphabetically', async () => {
    const res = await get<Institucion>('/api/instEducativa/listUniversitarias?search=');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(7);
    const all = await get<Institucion>('/api/instEducativa/listAllUniversitarias');
    expect(res.body.data).toEqual(all.body.data.slice(0, 7));
    const none = await get<Institucion>('/api/instEducativa/listUniversitarias');
    expect(none.body.data).toEqual(res.body.data);
  });

  it('a percent sign or underscore is searched literally, not as a wildcard', async () => {
    const res = await get<Institucion>('/api/instEducativa/listTecnologicos?search=%25_');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it('the technological list holds technological and mixed institutes only, with their region', async () => {
    const res = await get<Institucion>('/api/instEducativa/listAllTecnologicos');
    expect(res.body.data).toHaveLength(737 + 134);
    expect(new Set(res.body.data.map((i) => i.categoria))).toEqual(new Set(['tecnologico', 'mixto']));
    expect(res.body.data.every((i) => i.tipo === 0 && i.id > 10_000 && i.region !== null)).toBe(true);
    const idat = await get<Institucion>('/api/instEducativa/listTecnologicos?search=idat');
    expect(idat.body.data[0]).toMatchObject({ id: 10_457, nombre: 'Idat', tipo: 0, categoria: 'tecnologico', region: 'Lima' });
  });

  it('all 143 universities are listed, and none is an institute', async () => {
    const res = await get<Institucion>('/api/instEducativa/listAllUniversitarias');
    expect(res.body.data).toHaveLength(143);
    expect(res.body.data.every((i) => i.tipo === 1 && i.id < 10_000)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('an institution is found by id: a university keeps its id, an institute is 10000 + its id', async () => {
    const unmsm = await post<Institucion>('/api/instEducativa/id', { id: 87 });
    expect(unmsm.status).toBe(200);
    expect(unmsm.body.data[0]?.nombre).toBe('Universidad Nacional Mayor de San Marcos');
    expect(unmsm.body.data[0]?.abreviatura).toBe('UNMSM');
    const idat = await post<Institucion>('/api/instEducativa/id', { id: 10_457 });
    expect(idat.body.data[0]?.nombre).toBe('Idat');
  });

  it('an unknown institution id → 404 envelope; a non-numeric id → 400 in Spanish', async () => {
    const missing = await post('/api/instEducativa/id', { id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ state: false, data: [], message: RECURSOS_MESSAGES.institucionNotFound });
    const bad = await post('/api/instEducativa/id', { id: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.state).toBe(false);
    expect(bad.body.message).toBe(RECURSOS_MESSAGES.idInvalido);
    expect(bad.body.optional?.errors).toEqual({ id: RECURSOS_MESSAGES.idInvalido });
  });

  it('a search longer than 100 characters → 400 with a Spanish message, never a 500', async () => {
    const res = await get(`/api/instEducativa/listUniversitarias?search=${'a'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(RECURSOS_MESSAGES.busquedaLarga);
    const twice = await get('/api/instEducativa/listUniversitarias?search=a&search=b');
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(RECURSOS_MESSAGES.busquedaInvalida);
  });
});

describe('careers (carrera)', () => {
  it('a student typing "ingenieria" sees Ingeniería careers', async () => {
    const res = await get<Carrera>('/api/carrera/like?search=ingenieria&tipo=1');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(7);
    expect(res.body.data.every((c) => c.nombre.startsWith('Ingeniería') && c.tipo === 1)).toBe(true);
    const withAccent = await get<Carrera>('/api/carrera/like?search=INGENIER%C3%8DA&tipo=1');
    expect(withAccent.body.data).toEqual(res.body.data);
  });

  it('the same name first, then names starting with the text, then a word starting with it, then inside', async () => {
    const marketing = await get<Carrera>('/api/carrera/like?search=MARKETING');
    expect(marketing.body.data.slice(0, 2).map((c) => [c.nombre, c.tipo])).toEqual([
      ['Marketing', 0],
      ['Marketing', 1],
    ]);
    const industrial = await get<Carrera>('/api/carrera/like?search=industrial&tipo=1');
    expect(industrial.body.data.map((c) => c.nombre)).toEqual([
      'Construcciones Metálicas - Soldadura Industrial',
      'Diseño Industrial',
      'Ingeniería de Higiene y Seguridad Industrial',
      'Ingeniería Industrial',
      'Ingeniería Industrial y Comercial',
      'Ingeniería Industrial y de Gestión Empresarial',
      'Ingeniería Industrial y Sistemas',
    ]);
    const agro = await get<Carrera>('/api/carrera/like?search=industrial%20agro&tipo=1');
    expect(agro.body.data[0]!.nombre).toBe('Ingeniería Agroindustrial');
  });

  it('"ing sistemas" finds Ingeniería de Sistemas', async () => {
    const res = await get<Carrera>('/api/carrera/like?search=ing%20sistemas&tipo=1');
    expect(res.body.data.map((c) => c.nombre)).toContain('Ingeniería de Sistemas');
  });

  it('a technical student finds Computación e Informática, id 1000 + its id in the technical list', async () => {
    const res = await get<Carrera>('/api/carrera/like?search=computacion&tipo=0');
    expect(res.body.data).toContainEqual({
      id: 1051,
      nombre: 'Computación e Informática',
      tipo: 0,
      clave: 'computacion e informatica',
      familia: 'Ciencias de la Computación',
    });
  });

  it('without tipo both kinds of careers are suggested', async () => {
    const res = await get<Carrera>('/api/carrera/like?search=administracion');
    expect(new Set(res.body.data.map((c) => c.tipo))).toEqual(new Set([0, 1]));
    expect(res.body.data.length).toBeLessThanOrEqual(7);
  });

  it('an empty search offers the first 7 careers of the kind, alphabetically', async () => {
    const res = await get<Carrera>('/api/carrera/like?search=&tipo=1');
    expect(res.status).toBe(200);
    const all = await get<Carrera>('/api/carrera/listAll?tipo=1');
    expect(res.body.data).toEqual(all.body.data.slice(0, 7));
  });

  it('listAll gives 374 university and 197 technical careers, alphabetical by key', async () => {
    const univ = await get<Carrera>('/api/carrera/listAll?tipo=1');
    expect(univ.body.data).toHaveLength(374);
    const tec = await get<Carrera>('/api/carrera/listAll?tipo=0');
    expect(tec.body.data).toHaveLength(197);
    const all = await get<Carrera>('/api/carrera/listAll');
    expect(all.body.data).toHaveLength(571);
    const claves = univ.body.data.map((c) => c.clave);
    expect(claves).toEqual([...claves].sort());
  });

  it('careers longer than the spec’s 60 characters are kept whole', async () => {
    const res = await get<Carrera>('/api/carrera/listAll');
    expect(res.body.data.filter((c) => c.nombre.length > 60)).toHaveLength(8);
  });

  it('a career is found by id', async () => {
    const res = await get<Carrera>('/api/carrera/id/1051');
    expect(res.status).toBe(200);
    expect(res.body.data[0]?.nombre).toBe('Computación e Informática');
  });

  it('unknown career id → 404 envelope', async () => {
    const res = await get('/api/carrera/id/999999');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ state: false, data: [], message: RECURSOS_MESSAGES.carreraNotFound });
  });

  it('a non-numeric or out-of-range career id → 400 in Spanish', async () => {
    for (const bad of ['abc', '0', '1.5', '99999999999']) {
      const res = await get(`/api/carrera/id/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe(RECURSOS_MESSAGES.idInvalido);
    }
  });

  it('bad tipo → 400 Spanish message', async () => {
    for (const url of [
      '/api/carrera/like?search=ing&tipo=2',
      '/api/carrera/listAll?tipo=x',
      '/api/recursos/listClaves?tipo=universitaria',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.body).toMatchObject({
        state: false,
        message: RECURSOS_MESSAGES.tipoInvalido,
        optional: { errors: { tipo: RECURSOS_MESSAGES.tipoInvalido } },
      });
      // An error is never stored (the lookups' public caching is for their answers only).
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('loading the reference data (seedReference)', () => {
  const tables = ['region', 'provincia', 'distrito', 'institucion', 'carrera', 'sector', 'catalogo', 'app_meta'];
  // db.execute answers { rows } on both drivers; its type is the driver's, hence the narrowing.
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  async function fingerprint() {
    const out: Record<string, string> = {};
    for (const table of tables) {
      const rows = rowsOf<{ n: number; h: string }>(
        await t.db.execute(
          sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${table} x`),
        ),
      );
      out[table] = `${rows[0]?.n}:${rows[0]?.h}`;
    }
    return out;
  }
  const xminOf = async (id: number) =>
    rowsOf<{ xmin: string }>(await t.db.execute(sql`select xmin::text as xmin from distrito where id = ${id}`))[0]?.xmin;

  it('run again on a loaded database it changes nothing and writes no row (the hash says the data is there)', async () => {
    const before = await fingerprint();
    const xmin = await xminOf(150101);
    await seedReference(t.db);
    expect(await fingerprint()).toEqual(before);
    expect(await xminOf(150101)).toBe(xmin);
  });

  it('a reload after the data changes repairs edited rows and rewrites no unchanged one', async () => {
    await t.db.update(distrito).set({ nombre: 'Mira Flores' }).where(eq(distrito.id, 150122));
    await t.db.delete(appMeta).where(eq(appMeta.clave, REFERENCE_HASH_KEY));
    const untouched = await xminOf(150101);
    await seedReference(t.db);
    const [row] = await t.db.select({ nombre: distrito.nombre }).from(distrito).where(eq(distrito.id, 150122));
    expect(row?.nombre).toBe('Miraflores');
    expect(await xminOf(150101)).toBe(untouched);
    const [meta] = await t.db.select().from(appMeta).where(eq(appMeta.clave, REFERENCE_HASH_KEY));
    expect(meta?.valor).toMatch(/^[0-9a-f]{64}$/);
  });
});
