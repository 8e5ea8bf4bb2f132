/**
 * The studies filters of a featured offer's applicants (company area) — cycle, university or institute, graduation
 * year, career — in the list, the POST and both exports; the choices the list offers for them; the export's newer
 * columns (studies, merit order, years of experience, the applicant's page) and the sheet's auto-filter; bad input,
 * no session, the wrong role, another company's offer and a free offer.
 */
import { ROLE } from '@practiperu/shared/constants';
import type { PostulanteDeOferta, PostulantesOptional } from '@practiperu/shared/postulantes';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, login, type TestContext } from '../../../test/helpers.ts';
import { carrera, experienciaLaboral, institucion, oferta, postulante } from '../../db/schema/index.ts';
import { empresa } from '../../../test/fixtures/matching.ts';
import { aplicante, ofertaDestacadaPagada, ofertaGratis } from '../../../test/fixtures/reclutador.ts';
import { aniosExperiencia, cicloExport } from './reclutador.service.ts';

let t: TestContext;
let laEmpresa: Awaited<ReturnType<typeof empresa>>;
let rival: Awaited<ReturnType<typeof empresa>>;
let destacada: number;
let gratis: number;
let unsa: number;
let otra: { id: number; nombre: string };
let industrial: number;
let contabilidad: { id: number; nombre: string };
const people: Record<string, Awaited<ReturnType<typeof aplicante>>> = {};
const START = new Date('2027-03-10T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_GLOBAL_PER_MINUTE: '100000' });
  t.clock.now = START;
  laEmpresa = await empresa(t, 'Estudios Contables del Sur');
  rival = await empresa(t, 'Minera del Norte');
  destacada = await ofertaDestacadaPagada(t, laEmpresa.organizacionId, 'Practicante de Costos');
  gratis = await ofertaGratis(t, laEmpresa.organizacionId);
  // Every applicant starts as completePostulanteCv leaves them: UNSA, Ingeniería Industrial, university, VIII cycle.
  for (const [key, minutes] of [
    ['ana', 50],
    ['beto', 40],
    ['caro', 30],
    ['dani', 20],
    ['eva', 10],
  ] as const) {
    people[key] = await aplicante(t, destacada, { nombres: key, creado_en: new Date(START.getTime() - minutes * 60_000) });
  }
  const [u] = await t.db.select({ id: postulante.id_inst_educativa, carrera: postulante.id_carrera_actual }).from(postulante).limit(1);
  unsa = u!.id!;
  industrial = u!.carrera!;
  const [pucp] = await t.db
    .select({ id: institucion.id, nombre: institucion.nombre })
    .from(institucion)
    .where(and(eq(institucion.tipo, 0)))
    .limit(1);
  otra = pucp!;
  const [conta] = await t.db
    .select({ id: carrera.id, nombre: carrera.nombre })
    .from(carrera)
    .where(and(eq(carrera.tipo, 0)))
    .limit(1);
  contabilidad = conta!;
  const set = (key: string, values: Partial<typeof postulante.$inferInsert>) =>
    t.db.update(postulante).set(values).where(eq(postulante.id, people[key]!.postulanteId));
  // ana: university, VI cycle (ciclo_actual 2). beto: university, ≤ V (1). caro: technical (institute), V cycle (3).
  // dani: graduate of 2025. eva: graduate of 2024 with merit order and 18 months of experience.
  await set('ana', { ciclo_actual: 2 });
  await set('beto', { ciclo_actual: 1 });
  await set('caro', {
    tipo_carrera: 0,
    ciclo_actual: 3,
    id_inst_educativa: otra.id,
    inst_educativa_nombre: otra.nombre,
    id_carrera_actual: contabilidad.id,
    carrera_actual: contabilidad.nombre,
  });
  await set('dani', { estado_estudios: 1, ciclo_actual: 0, fecha_ingreso: '2020-01-01', fecha_egreso: '2025-01-01' });
  await set('eva', { estado_estudios: 2, ciclo_actual: 0, fecha_ingreso: '2019-01-01', fecha_egreso: '2024-01-01', orden_merito: 4 });
  await t.db.insert(experienciaLaboral).values([
    {
      postulante_id: people.eva!.postulanteId,
      nombre_empresa: 'Textil Arequipa S.A.',
      puesto: 'Asistente de costos',
      funciones: 'Costeo de órdenes de producción.',
      fecha_inicio: '2024-01-01',
      fecha_salida: '2024-12-31',
    },
    {
      postulante_id: people.eva!.postulanteId,
      nombre_empresa: 'Molinos del Sur',
      puesto: 'Practicante',
      funciones: 'Inventarios.',
      fecha_inicio: '2025-01-01',
      fecha_salida: '2025-07-01',
    },
  ]);
});

afterAll(async () => {
  await t?.close();
});

type Lista = {
  status: number;
  body: { data: PostulanteDeOferta[]; message: string; optional?: Partial<PostulantesOptional> & { errors?: Record<string, string> } };
};
const list = (query: string, token = laEmpresa.token, id = destacada) =>
  call<PostulanteDeOferta>(t.app, {
    method: 'GET',
    url: `/api/postulanteOferta/offerMyApplicants/${id}${query ? `?${query}` : ''}`,
    token,
  }) as Promise<Lista>;
const names = async (query: string) => {
  const res = await list(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.map((i) => ('nombres' in i ? i.nombres : '?'));
};

describe('studies filters', () => {
  it('by cycle: university VI and ≤ V, a technical V; graduates have none', async () => {
    expect(await names('ciclos[0]=6')).toEqual(['ana']);
    expect(await names('ciclos[0]=5')).toEqual(['caro', 'beto']);
    expect(await names('ciclos[0]=6&ciclos[1]=8')).toEqual(['ana']);
    expect(await names('ciclos[0]=10')).toEqual([]);
  });

  it('by university or institute, by career, by graduation year; combined with AND', async () => {
    expect(await names(`instituciones[0]=${otra.id}`)).toEqual(['caro']);
    expect(await names(`instituciones[0]=${unsa}&instituciones[1]=${otra.id}`)).toEqual(['eva', 'dani', 'caro', 'beto', 'ana']);
    expect(await names(`carreras[0]=${contabilidad.id}`)).toEqual(['caro']);
    expect(await names(`carreras[0]=${industrial}`)).toEqual(['eva', 'dani', 'beto', 'ana']);
    expect(await names('egreso[0]=2024')).toEqual(['eva']);
    expect(await names('egreso[0]=2024&egreso[1]=2025')).toEqual(['eva', 'dani']);
    expect(await names(`egreso[0]=2025&instituciones[0]=${otra.id}`)).toEqual([]);
    expect(await names('egreso[0]=2024&orden_merito=1&experiencia=1')).toEqual(['eva']);
  });

  it('the POST takes the same names in its body', async () => {
    const res = await call<PostulanteDeOferta>(t.app, {
      method: 'POST',
      url: '/api/postulanteOferta/offerMyApplicants',
      token: laEmpresa.token,
      payload: { id_oferta: destacada, ciclos: [5], carreras: [String(industrial)] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((i) => ('nombres' in i ? i.nombres : '?'))).toEqual(['beto']);
  });

  it("the list offers the applicants' universities and careers as choices, most frequent first", async () => {
    const res = await list('');
    expect(res.body.optional?.opciones_estudios).toEqual({
      instituciones: [
        { id: unsa, nombre: 'Universidad Nacional de San Agustín de Arequipa', total: 4 },
        { id: otra.id, nombre: otra.nombre, total: 1 },
      ],
      carreras: [
        { id: industrial, nombre: 'Ingeniería Industrial', total: 4 },
        { id: contabilidad.id, nombre: contabilidad.nombre, total: 1 },
      ],
    });
  });

  it('bad input: 400 with the message at the field', async () => {
    const cases: [string, string, string][] = [
      ['ciclos[0]=2', 'ciclos.0', 'Elige un ciclo de la lista (3 = III a 10 = X).'],
      ['ciclos[0]=VII', 'ciclos.0', 'Elige un ciclo de la lista (3 = III a 10 = X).'],
      ['instituciones[0]=-4', 'instituciones.0', 'Elige una universidad o instituto de la lista.'],
      ['carreras[0]=abc', 'carreras.0', 'Elige una carrera de la lista.'],
      ['egreso[0]=1800', 'egreso.0', 'Elige un año de egreso válido (1950 a 2100).'],
      ['egreso[0]=2020&egreso[1]=2021&egreso[2]=2022&egreso[3]=2023&egreso[4]=2024&egreso[5]=2025', 'egreso', 'Máximo 5 años de egreso'],
      [Array.from({ length: 6 }, (_, i) => `carreras[${i}]=${i + 1}`).join('&'), 'carreras', 'Máximo 5 carreras'],
    ];
    for (const [query, field, message] of cases) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.optional?.errors?.[field], query).toBe(message);
    }
    // The same value twice counts once.
    expect(await names('egreso[0]=2024&egreso[1]=2024')).toEqual(['eva']);
  });

  it('a free offer refuses them with the spec text and offers no choices', async () => {
    const res = await list('ciclos[0]=6', laEmpresa.token, gratis);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Cambia tu oferta a destacado para aplicar los filtros');
    const plain = await list('', laEmpresa.token, gratis);
    expect(plain.status).toBe(200);
    expect(plain.body.optional?.opciones_estudios).toBeUndefined();
    // It may still become featured; once finished it may not, and the page stops suggesting it.
    expect(plain.body.optional?.puede_destacarse).toBe(true);
    expect((await list('')).body.optional?.puede_destacarse).toBe(false);
    await t.db.update(oferta).set({ finaliza: START }).where(eq(oferta.id, gratis));
    expect((await list('', laEmpresa.token, gratis)).body.optional?.puede_destacarse).toBe(false);
    await t.db.update(oferta).set({ finaliza: null }).where(eq(oferta.id, gratis));
  });

  it('no session 401, an applicant 403, another company 404', async () => {
    expect((await list('ciclos[0]=6', '')).status).toBe(401);
    const elPostulante = await createUser(t.db, { role: ROLE.POSTULANTE });
    expect((await list('ciclos[0]=6', await login(t.app, elPostulante))).status).toBe(403);
    expect((await list('ciclos[0]=6', rival.token)).status).toBe(404);
    for (const kind of ['Excel', 'CSV']) {
      const url = `/api/postulanteOferta/offerMyApplicantsExport${kind}/${destacada}?egreso[0]=2024`;
      expect((await call(t.app, { method: 'GET', url })).status).toBe(401);
      expect((await call(t.app, { method: 'GET', url, token: rival.token })).status).toBe(404);
    }
  });
});

describe('exports follow the studies filters and carry the new columns', () => {
  const exportar = (kind: 'Excel' | 'CSV', query = '') =>
    call<string>(t.app, {
      method: 'GET',
      url: `/api/postulanteOferta/offerMyApplicantsExport${kind}/${destacada}${query ? `?${query}` : ''}`,
      token: laEmpresa.token,
    });
  const link = (key: string) => `http://practiperu.test/empresas/mis-publicaciones/${destacada}/postulantes/${people[key]!.postulanteId}`;

  it('CSV: the filtered rows with university, cycle, graduation year, merit order, years of experience and the link', async () => {
    const res = await exportar('CSV', 'egreso[0]=2024&egreso[1]=2025');
    expect(res.status).toBe(200);
    expect(res.body.optional?.total).toBe(2);
    const records = parse(Buffer.from(res.body.data[0]!, 'base64').toString('utf8'), { bom: true }) as string[][];
    const header = records[0]!;
    const col = (name: string) => header.indexOf(name);
    expect(header.slice(-8)).toEqual([
      'Universidad o instituto',
      'Ciclo',
      'Año de egreso',
      'Orden de mérito',
      'Años de experiencia',
      'Ver postulante',
      'Etiquetas',
      'Notas',
    ]);
    const eva = records.find((r) => r[0] === 'eva')!;
    expect(records.slice(1).map((r) => r[0])).toEqual(['eva', 'dani']);
    expect([eva[col('Universidad o instituto')], eva[col('Ciclo')], eva[col('Año de egreso')], eva[col('Orden de mérito')]]).toEqual([
      'Universidad Nacional de San Agustín de Arequipa',
      '',
      '2024',
      'Tercio superior',
    ]);
    // 11 months (Jan–Dec 2024 by whole months) + 6 months = 17 months = 1.4 years.
    expect(eva[col('Años de experiencia')]).toBe('1.4');
    expect(eva[col('Ver postulante')]).toBe(link('eva'));
    const caro = (await exportar('CSV', `instituciones[0]=${otra.id}`)).body.data[0]!;
    const caroRow = (parse(Buffer.from(caro, 'base64').toString('utf8'), { bom: true }) as string[][])[1]!;
    expect([caroRow[col('Universidad o instituto')], caroRow[col('Ciclo')], caroRow[col('Carrera')]]).toEqual([
      otra.nombre,
      'V',
      contabilidad.nombre,
    ]);
  });

  it('Excel: the same columns, a hyperlink to the applicant, and an auto-filter over the header and rows', async () => {
    const res = await exportar('Excel', 'ciclos[0]=5&ciclos[1]=6');
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(res.body.data[0]!, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Postulantes')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    expect(header).toHaveLength(18);
    expect(sheet.autoFilter).toBe('A1:R4');
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
    expect(rows.map((r) => r.getCell(1).value)).toEqual(['caro', 'beto', 'ana']);
    const beto = rows[1]!;
    expect(beto.getCell(header.indexOf('Ciclo') + 1).value).toBe('V o menos');
    expect(beto.getCell(header.indexOf('Años de experiencia') + 1).value).toBe(0);
    expect(beto.getCell(header.indexOf('Años de experiencia') + 1).numFmt).toBe('0.0');
    expect(beto.getCell(header.indexOf('Ver postulante') + 1).value).toEqual({ text: link('beto'), hyperlink: link('beto') });
    // An empty export still gets the filter on its header row.
    const empty = await exportar('Excel', 'ciclos[0]=10');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(empty.body.data[0]!, 'base64') as unknown as ArrayBuffer);
    expect(book.getWorksheet('Postulantes')!.autoFilter).toBe('A1:R1');
  });

  it('bad input 400; a free offer 403', async () => {
    const bad = await exportar('Excel', 'ciclos[0]=11');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Elige un ciclo de la lista (3 = III a 10 = X).');
    const free = await call(t.app, {
      method: 'GET',
      url: `/api/postulanteOferta/offerMyApplicantsExportCSV/${gratis}`,
      token: laEmpresa.token,
    });
    expect(free.status).toBe(403);
  });
});

describe('export helpers (pure)', () => {
  it('cycle labels and years of experience', () => {
    expect(cicloExport({ estado_estudios: 0, tipo_carrera: 1, ciclo_actual: 1 })).toBe('V o menos');
    expect(cicloExport({ estado_estudios: 0, tipo_carrera: 1, ciclo_actual: 6 })).toBe('X');
    expect(cicloExport({ estado_estudios: 0, tipo_carrera: 0, ciclo_actual: 1 })).toBe('III o menos');
    expect(cicloExport({ estado_estudios: 0, tipo_carrera: 0, ciclo_actual: 4 })).toBe('VI');
    expect(cicloExport({ estado_estudios: 1, tipo_carrera: 1, ciclo_actual: 3 })).toBeNull();
    expect(cicloExport({ estado_estudios: 0, tipo_carrera: null, ciclo_actual: 3 })).toBeNull();
    expect(aniosExperiencia(0)).toBe(0);
    expect(aniosExperiencia(18)).toBe(1.5);
    expect(aniosExperiencia(17)).toBe(1.4);
  });
});
