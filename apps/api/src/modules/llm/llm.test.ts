/**
 * A premium company asks the applicant assistant about its offers' applicants through the HTTP API
 * (docs/assistant.md): the ranked and explained first page, paging, the decision filters read live, the history and
 * reopening a past query, the Excel and CSV exports parsed back, the free-offer limit, the developer-mode variants;
 * and who may do each (401, 403, 404 for companies that are not premium, for another company's offer and for a query
 * of another offer), the prompt's Spanish messages and the per-account rate limit. The built-in provider answers (no
 * LLM_BASE_URL).
 */
import { ROLE } from '@practiperu/shared/constants';
import {
  ASISTENTE_HISTORIAL_MAX,
  ASISTENTE_MESSAGES,
  ASISTENTE_PROMPT_MAX,
  MOTIVO_IGNORADO_TEXTO,
  type AsistenteHistorialItem,
  type AsistenteOptional,
  type ResultadoAsistente,
} from '@practiperu/shared/asistente';
import { limaToday } from '@practiperu/shared/dates';
import { POSTULANTES_MESSAGES } from '@practiperu/shared/postulantes';
import { aliasDe } from '@practiperu/shared/oferta';
import { parse } from 'csv-parse/sync';
import { and, eq, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, createTestApp, login, type TestContext } from '../../../test/helpers.ts';
import { loadConfig } from '../../config.ts';
import { migrationsFolder } from '../../db/client.ts';
import { asistenteConsulta, experienciaLaboral, oferta, organizacion, postulacion, postulante, usuario } from '../../db/schema/index.ts';
import { empresa } from '../../../test/fixtures/matching.ts';
import { aplicante, ofertaDestacadaPagada, ofertaGratis } from '../../../test/fixtures/reclutador.ts';
import { criteriosVacios } from './integrado/index.ts';
import { COLUMNAS_EXPORT_ASISTENTE } from './llm.service.ts';

const VACIAS = criteriosVacios();

let t: TestContext;
type Empresa = Awaited<ReturnType<typeof empresa>>;
let premium: Empresa;
let comun: Empresa;
let rival: Empresa;
let destacada: number;
let gratis: number;
let vacia: number;
let ajena: number;
const people: Record<string, Awaited<ReturnType<typeof aplicante>>> = {};
// Above what the file asks of one account in a minute, so no test meets the limit but the one about it.
const LIMITE = 60;

async function hacerPremium(e: Empresa) {
  await t.db.update(organizacion).set({ is_premium: true }).where(eq(organizacion.id, e.organizacionId));
}
async function hacerDev(e: Empresa) {
  await t.db.update(usuario).set({ is_dev: true }).where(eq(usuario.id, e.id));
}

type Pagina = {
  status: number;
  headers: Record<string, unknown>;
  body: { state: boolean; data: ResultadoAsistente[]; message: string; optional?: AsistenteOptional };
};
const consultar = (token: string | undefined, id_oferta: unknown, prompt: unknown, dev = false) =>
  call<ResultadoAsistente>(t.app, {
    method: 'POST',
    url: `/api/llm/${dev ? 'dev/' : ''}query`,
    token,
    payload: { id_oferta, prompt },
  }) as Promise<Pagina>;
const resultados = (token: string, query: string, dev = false) =>
  call<ResultadoAsistente>(t.app, { method: 'GET', url: `/api/llm/${dev ? 'dev/' : ''}results?${query}`, token }) as Promise<Pagina>;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000',
    RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
    RATE_LIMIT_LLM_PER_MINUTE: String(LIMITE),
  });
  premium = await empresa(t, 'Contadores Asociados del Sur');
  comun = await empresa(t, 'Ferretería Don Lucho');
  rival = await empresa(t, 'Minera del Sur');
  await hacerPremium(premium);
  await hacerPremium(rival);
  destacada = await ofertaDestacadaPagada(t, premium.organizacionId, 'Practicante de Logística Industrial');
  gratis = await ofertaGratis(t, premium.organizacionId, 'Practicante de Almacén');
  vacia = await ofertaGratis(t, premium.organizacionId, 'Practicante de Calidad');
  ajena = await ofertaDestacadaPagada(t, rival.organizacionId, 'Practicante Minero');

  // The featured offer: 23 students of Ingeniería Industrial (completePostulanteCv); two with advanced English.
  // Decisions: 3 discarded (1), 3 in process (2), 2 finalists (3), the rest none yet (0).
  const estados = [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < estados.length; i++) {
    const key = `d${i}`;
    people[key] = await aplicante(t, destacada, {
      nombres: `Postulante${i}`,
      apellidos: `Apellido${i}`,
      correo_contacto: `contacto${i}@prueba.pe`,
      whatsapp: `9${String(10000000 + i)}`,
      idiomas: i === 4 || i === 9 ? [['Inglés', 'avanzado']] : i % 3 === 0 ? [['Inglés', 'básico']] : [],
      conocimientos: i % 2 === 0 ? [['Microsoft Excel', 'intermedio']] : [],
      estado: estados[i],
      revisado: estados[i] === 0 ? 0 : 1,
      afinidad_puesto: 40 + i,
      creado_en: new Date(Date.now() - (100 - i) * 60_000),
    });
  }
  // The free offer: 15 accessible applications, then 2 beyond the limit (estado_evaluacion 3).
  for (let i = 0; i < 17; i++) {
    people[`g${i}`] = await aplicante(t, gratis, {
      nombres: `Gratis${i}`,
      estado_evaluacion: i < 15 ? 1 : 3,
      afinidad_puesto: null,
      creado_en: new Date(Date.now() - (100 - i) * 60_000),
    });
  }
  people.ajeno = await aplicante(t, ajena, { nombres: 'Ajeno' });
}, 240_000);

afterAll(async () => {
  await t?.close();
});

describe('who may ask the assistant', () => {
  it('without a session every call is 401', async () => {
    for (const [method, url] of [
      ['POST', '/api/llm/query'],
      ['GET', `/api/llm/results?id_historial=1`],
      ['GET', `/api/llm/history/${destacada}`],
      ['GET', `/api/llm/exportExcel/${destacada}?id_historial=1`],
      ['GET', `/api/llm/exportCSV/${destacada}?id_historial=1`],
      ['POST', '/api/llm/dev/query'],
      ['GET', `/api/llm/dev/results?id_historial=1`],
      ['GET', `/api/llm/dev/history/${destacada}`],
    ] as const) {
      const res = await call(t.app, { method, url, payload: method === 'POST' ? { id_oferta: destacada, prompt: 'hola' } : undefined });
      expect(res.status, url).toBe(401);
    }
  });

  it('an applicant or an administrator gets 403', async () => {
    const elPostulante = await createUser(t.db, { role: ROLE.POSTULANTE });
    const admin = await createUser(t.db, { role: ROLE.ADMIN });
    for (const user of [elPostulante, admin]) {
      const token = await login(t.app, user);
      expect((await consultar(token, destacada, 'estudiantes de ingeniería industrial')).status).toBe(403);
      expect((await call(t.app, { method: 'GET', url: `/api/llm/history/${destacada}`, token })).status).toBe(403);
    }
  });

  it('a company that is not premium gets 404 on every call, whatever it sends', async () => {
    const propia = await ofertaGratis(t, comun.organizacionId, 'Practicante de Ventas');
    for (const [method, url, payload] of [
      ['POST', '/api/llm/query', { id_oferta: propia, prompt: 'estudiantes de ingeniería industrial' }],
      ['POST', '/api/llm/query', { id_oferta: 'x', prompt: '' }],
      ['GET', `/api/llm/results?id_historial=1`, undefined],
      ['GET', `/api/llm/history/${propia}`, undefined],
      ['GET', `/api/llm/exportExcel/${propia}?id_historial=1`, undefined],
      ['GET', `/api/llm/exportCSV/${propia}?id_historial=1`, undefined],
    ] as const) {
      const res = await call(t.app, { method, url, token: comun.token, payload });
      expect(res.status, url).toBe(404);
      expect(res.body.state).toBe(false);
    }
  });

  it('rejects a prompt too short or too long with the Spanish message under prompt, and a bad offer id', async () => {
    let res = await consultar(premium.token, destacada, 'ab');
    expect(res.status).toBe(400);
    expect(res.body.optional).toMatchObject({ errors: { prompt: ASISTENTE_MESSAGES.promptCorto } });
    res = await consultar(premium.token, destacada, '   ');
    expect(res.body.optional).toMatchObject({ errors: { prompt: ASISTENTE_MESSAGES.promptCorto } });
    res = await consultar(premium.token, destacada, 'a'.repeat(ASISTENTE_PROMPT_MAX + 1));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ASISTENTE_MESSAGES.promptLargo);
    expect(res.body.optional).toMatchObject({ errors: { prompt: ASISTENTE_MESSAGES.promptLargo } });
    // A number or a list is no text: not «too short».
    for (const prompt of [12345, ['contadores']]) {
      const otro = await consultar(premium.token, destacada, prompt);
      expect(otro.status).toBe(400);
      expect(otro.body.optional).toMatchObject({ errors: { prompt: ASISTENTE_MESSAGES.promptNoTexto } });
    }
    // Nor is a boolean, a list or an object an offer's id (coerced, `true` was the offer 1).
    for (const id of ['abc', true, [destacada], {}]) {
      res = await consultar(premium.token, id, 'estudiantes de ingeniería industrial');
      expect(res.status, JSON.stringify(id)).toBe(400);
      expect(res.body.optional).toMatchObject({ errors: { id_oferta: 'El id debe ser un número entero positivo.' } });
    }
  });

  it("another company's offer, or an offer that does not exist, is 404 and stores nothing", async () => {
    const before = await t.db.select().from(asistenteConsulta).where(eq(asistenteConsulta.oferta_id, ajena));
    expect((await consultar(premium.token, ajena, 'estudiantes de ingeniería industrial')).status).toBe(404);
    expect((await consultar(premium.token, 999_999, 'estudiantes de ingeniería industrial')).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: `/api/llm/history/${ajena}`, token: premium.token })).status).toBe(404);
    const after = await t.db.select().from(asistenteConsulta).where(eq(asistenteConsulta.oferta_id, ajena));
    expect(after).toHaveLength(before.length);
  });
});

describe('asking, paging and filtering', () => {
  let primera: Pagina;
  let idHistorial: number;

  beforeAll(async () => {
    primera = await consultar(premium.token, destacada, 'estudiantes de ingeniería industrial');
    idHistorial = primera.body.optional!.id_historial;
  });

  it('answers page 1 ranked and explained, with the interpreted criteria and where the results live', async () => {
    expect(primera.status).toBe(200);
    expect(primera.headers['cache-control']).toBe('private, no-store');
    const { data, optional } = primera.body;
    expect(data).toHaveLength(10);
    expect(data.map((r) => r.puesto)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const puntajes = data.map((r) => r.puntaje);
    expect([...puntajes].sort((a, b) => b - a)).toEqual(puntajes);
    for (const r of data) {
      expect(r.razones.length).toBeGreaterThan(0);
      expect(r.razones.some((z) => z.cumple)).toBe(true);
      expect(r.nombres).toMatch(/^Postulante\d+$/);
      expect(r.carrera_actual).toBe('Ingeniería Industrial');
    }
    expect(optional).toMatchObject({
      id_historial: expect.any(Number),
      current_page: 1,
      total_pages: 3,
      total_postulants: 23,
      titulo: 'Practicante de Logística Industrial',
      url: `/empresas/mis-publicaciones/${destacada}/asistente-postulantes?historial=${idHistorial}`,
      prompt: 'estudiantes de ingeniería industrial',
      proveedor: 'integrado',
      bloqueados: 0,
    });
    expect(optional!.consulta.carreras).toEqual(['Ingeniería Industrial']);
    expect(optional!.consulta_texto.length).toBeGreaterThan(0);
    // A featured, paid offer shows the affinity of scored applications.
    expect(data.every((r) => r.afinidad_puesto !== null && r.afinidad_puesto >= 40)).toBe(true);
  });

  it('a narrower request keeps only who meets it, each with why', async () => {
    const res = await consultar(premium.token, destacada, 'estudiantes de ingeniería industrial con inglés avanzado');
    expect(res.status).toBe(200);
    expect(res.body.optional!.consulta.idiomas).toEqual([expect.objectContaining({ nombre: 'Inglés', nivel: 'avanzado' })]);
    expect(new Set(res.body.data.map((r) => r.id_postulacion))).toEqual(new Set([people.d4!.postulacionId, people.d9!.postulacionId]));
    expect(res.body.optional).toMatchObject({ total_postulants: 2, total_pages: 1 });
    for (const r of res.body.data) expect(r.razones.some((z) => z.cumple && /ingl[eé]s/i.test(z.texto))).toBe(true);
    expect(res.body.data.find((r) => r.id_postulacion === people.d4!.postulacionId)!.afinidad_puesto).toBe(44);
    // Nobody meets it: an empty list and the Spanish hint.
    const nadie = await consultar(premium.token, destacada, 'egresados de medicina humana de Loreto');
    expect(nadie.status).toBe(200);
    expect(nadie.body.data).toEqual([]);
    expect(nadie.body.message).toBe(ASISTENTE_MESSAGES.sinResultados);
  });

  it('"o" between languages asks for any of them: the criteria keep the group, the sentence and the reasons say "o"', async () => {
    const res = await consultar(premium.token, destacada, 'estudiantes de ingeniería industrial con inglés avanzado o quechua');
    expect(res.status).toBe(200);
    const { consulta, consulta_texto, id_historial } = res.body.optional!;
    expect(consulta.idiomas).toEqual([
      { nombre: 'Inglés', nivel: 'avanzado', grupo: 1 },
      { nombre: 'Quechua', nivel: null, grupo: 1 },
    ]);
    expect(consulta_texto).toBe('Estudiantes universitarios de Ingeniería Industrial, con inglés avanzado o quechua');
    // Nobody speaks Quechua: the two with advanced English are listed (one alternative is enough).
    expect(new Set(res.body.data.map((r) => r.id_postulacion))).toEqual(new Set([people.d4!.postulacionId, people.d9!.postulacionId]));
    for (const r of res.body.data)
      expect(r.razones).toContainEqual({
        criterio: 'idioma',
        texto: 'Inglés o Quechua: Inglés avanzado (pide Inglés avanzado o Quechua a cualquier nivel).',
        cumple: true,
      });
    // The stored query reopens with its group.
    const otra = await resultados(premium.token, `id_historial=${id_historial}`);
    expect(otra.body.optional!.consulta.idiomas).toEqual(consulta.idiomas);
    expect(otra.body.optional!.total_postulants).toBe(2);
  });

  it('pages through the stored list in rank order; a page past the end is empty', async () => {
    const all: ResultadoAsistente[] = [...primera.body.data];
    for (const page of [2, 3]) {
      const res = await resultados(premium.token, `id_historial=${idHistorial}&page=${page}`);
      expect(res.status).toBe(200);
      expect(res.body.optional).toMatchObject({ current_page: page, total_pages: 3, total_postulants: 23, id_historial: idHistorial });
      all.push(...res.body.data);
    }
    expect(all.map((r) => r.puesto)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(new Set(all.map((r) => r.id_postulacion)).size).toBe(23);
    const past = await resultados(premium.token, `id_historial=${idHistorial}&page=4`);
    expect(past.body.data).toEqual([]);
    expect(past.body.optional!.total_postulants).toBe(23);
    const bad = await resultados(premium.token, `id_historial=${idHistorial}&page=0`);
    expect(bad.status).toBe(400);
    expect(bad.body.optional).toMatchObject({ errors: { page: 'La página debe ser un número entero positivo.' } });
    const toggle = await resultados(premium.token, `id_historial=${idHistorial}&finalist=maybe`);
    expect(toggle.status).toBe(400);
    expect(toggle.body.optional).toMatchObject({ errors: { finalist: 'Debe ser 1 o 0 (o true o false).' } });
  });

  it('filters by the decision as it is now: discarded, pending (none or in process), finalists, and their union', async () => {
    const ids = (res: Pagina) => res.body.data.map((r) => r.id_postulacion);
    const discard = await resultados(premium.token, `id_historial=${idHistorial}&discard=1`);
    expect(discard.body.optional!.total_postulants).toBe(3);
    expect(discard.body.data.every((r) => r.estado === 1)).toBe(true);
    const finalist = await resultados(premium.token, `id_historial=${idHistorial}&finalist=true`);
    expect(finalist.body.optional!.total_postulants).toBe(2);
    expect(finalist.body.data.every((r) => r.estado === 3)).toBe(true);
    const pending = await resultados(premium.token, `id_historial=${idHistorial}&pending=1`);
    expect(pending.body.optional).toMatchObject({ total_postulants: 18, total_pages: 2 });
    expect(pending.body.data.every((r) => r.estado === 0 || r.estado === 2)).toBe(true);
    const union = await resultados(premium.token, `id_historial=${idHistorial}&discard=1&finalist=1`);
    expect(union.body.optional!.total_postulants).toBe(5);
    expect(new Set(ids(union))).toEqual(new Set([...ids(discard), ...ids(finalist)]));
    const puestos = union.body.data.map((r) => r.puesto);
    expect([...puestos].sort((a, b) => a - b)).toEqual(puestos);
    const todos = await resultados(premium.token, `id_historial=${idHistorial}&discard=1&pending=1&finalist=1`);
    expect(todos.body.optional!.total_postulants).toBe(23);

    // The recruiter marks a pending applicant as finalist on the list: the assistant's filter follows.
    const elegido = pending.body.data[0]!;
    const patch = await call(t.app, {
      method: 'PATCH',
      url: `/api/postulanteOferta/updateEstado/${elegido.id_postulacion}`,
      token: premium.token,
      payload: { data: { estado: 3 } },
    });
    expect(patch.status).toBe(200);
    const despues = await resultados(premium.token, `id_historial=${idHistorial}&finalist=1`);
    expect(despues.body.optional!.total_postulants).toBe(3);
    expect(ids(despues)).toContain(elegido.id_postulacion);
    await t.db.update(postulacion).set({ estado: elegido.estado }).where(eq(postulacion.id, elegido.id_postulacion));
  });

  it('an application cancelled after the query leaves its results', async () => {
    const q = await consultar(premium.token, destacada, 'estudiantes de ingeniería industrial');
    const id = q.body.optional!.id_historial;
    const cancelada = q.body.data[0]!.id_postulacion;
    await t.db.update(postulacion).set({ eliminado_en: new Date() }).where(eq(postulacion.id, cancelada));
    try {
      const res = await resultados(premium.token, `id_historial=${id}`);
      expect(res.body.optional!.total_postulants).toBe(22);
      expect(res.body.data.map((r) => r.id_postulacion)).not.toContain(cancelada);
    } finally {
      await t.db.update(postulacion).set({ eliminado_en: null }).where(eq(postulacion.id, cancelada));
    }
  });

  it("another company's query is 404, and so is a query that does not exist", async () => {
    const suya = await consultar(rival.token, ajena, 'estudiantes de ingeniería industrial');
    expect(suya.status).toBe(200);
    const res = await resultados(premium.token, `id_historial=${suya.body.optional!.id_historial}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(ASISTENTE_MESSAGES.historialNoEncontrado);
    expect((await resultados(premium.token, 'id_historial=999999')).status).toBe(404);
    expect((await resultados(premium.token, 'id_historial=abc')).status).toBe(400);
  });

  it('on an offer with no applicants yet, a protected trait is still refused, and an off-topic request still answered as such', async () => {
    // An offer of its own, so the history of the other empty offer stays as the history tests expect.
    const sinNadie = await ofertaGratis(t, premium.organizacionId, 'Practicante de Archivo');
    const rasgo = await consultar(premium.token, sinNadie, 'solo mujeres de contabilidad');
    expect(rasgo.status).toBe(200);
    expect(rasgo.body.data).toEqual([]);
    expect(rasgo.body.message).toBe(`${MOTIVO_IGNORADO_TEXTO.protegido} ${ASISTENTE_MESSAGES.sinPostulantes}`);
    const receta = await consultar(premium.token, sinNadie, 'receta del ceviche');
    expect(receta.body.message).toBe(ASISTENTE_MESSAGES.fueraDeTema);
  });
});

describe('history', () => {
  it('lists the offer’s past queries newest first, and a past one reopens as it was', async () => {
    const a = await consultar(premium.token, vacia, 'egresados de contabilidad de Lima');
    const b = await consultar(premium.token, vacia, 'estudiantes con excel avanzado');
    expect(a.status).toBe(200);
    // No applicants yet: an empty list with the Spanish explanation, still kept in the history.
    expect(a.body.data).toEqual([]);
    expect(a.body.message).toBe(ASISTENTE_MESSAGES.sinPostulantes);
    expect(a.body.optional).toMatchObject({ total_postulants: 0, total_pages: 0, current_page: 1 });
    const res = await call<AsistenteHistorialItem>(t.app, { method: 'GET', url: `/api/llm/history/${vacia}`, token: premium.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((h) => h.id_historial)).toEqual([b.body.optional!.id_historial, a.body.optional!.id_historial]);
    expect(res.body.data[1]).toMatchObject({
      prompt: 'egresados de contabilidad de Lima',
      consulta_texto: a.body.optional!.consulta_texto,
      total: 0,
      creado_en: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // Only that offer's queries.
    const otra = await call<AsistenteHistorialItem>(t.app, { method: 'GET', url: `/api/llm/history/${destacada}`, token: premium.token });
    expect(otra.body.data.length).toBeGreaterThan(0);
    expect(otra.body.data.map((h) => h.id_historial)).not.toContain(a.body.optional!.id_historial);

    // At most ASISTENTE_HISTORIAL_MAX (50), the newest.
    await t.db.insert(asistenteConsulta).values(
      Array.from({ length: 55 }, (_, i) => ({
        oferta_id: vacia,
        usuario_id: premium.id,
        prompt: `consulta antigua ${i}`,
        consulta: a.body.optional!.consulta,
        consulta_texto: 'Antigua.',
        proveedor: 'integrado',
        total: 0,
        creado_en: new Date(Date.now() - (i + 1) * 86_400_000),
      })),
    );
    const larga = await call<AsistenteHistorialItem>(t.app, { method: 'GET', url: `/api/llm/history/${vacia}`, token: premium.token });
    expect(larga.body.data).toHaveLength(ASISTENTE_HISTORIAL_MAX);
    expect(larga.body.data.slice(0, 3).map((h) => h.prompt)).toEqual([
      'estudiantes con excel avanzado',
      'egresados de contabilidad de Lima',
      'consulta antigua 0',
    ]);

    const reabierta = await resultados(premium.token, `id_historial=${a.body.optional!.id_historial}`);
    expect(reabierta.status).toBe(200);
    expect(reabierta.body.optional).toMatchObject({
      prompt: 'egresados de contabilidad de Lima',
      consulta: a.body.optional!.consulta,
      consulta_texto: a.body.optional!.consulta_texto,
      proveedor: 'integrado',
    });
  });
});

describe('exports', () => {
  let id: number;
  let total: number;
  beforeAll(async () => {
    const q = await consultar(premium.token, destacada, 'estudiantes de ingeniería industrial');
    id = q.body.optional!.id_historial;
    total = q.body.optional!.total_postulants;
  });

  const exportar = (formato: 'Excel' | 'CSV', query: string, ofertaId = destacada, token = premium.token) =>
    call<string>(t.app, { method: 'GET', url: `/api/llm/export${formato}/${ofertaId}?${query}`, token });

  it('Excel: a real workbook with a header row, rank, score, reasons and typed cells, in rank order', async () => {
    const res = await exportar('Excel', `id_historial=${id}`);
    expect(res.status).toBe(200);
    expect(res.body.optional).toMatchObject({
      nombre: `${aliasDe('Practicante de Logística Industrial')}-${limaToday()}.xlsx`,
      total,
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(res.body.data[0]!, 'base64') as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Resultados')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...COLUMNAS_EXPORT_ASISTENTE]);
    expect(sheet.rowCount).toBe(total + 1);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe(1);
    expect(typeof first.getCell(2).value).toBe('number');
    expect(first.getCell(3).value).toMatch(/^Postulante\d+$/);
    expect(String(first.getCell(5).value)).toMatch(/^contacto\d+@prueba\.pe$/);
    expect(String(first.getCell(11).value)).toMatch(/[✓✗] /);
    expect(first.getCell(12).value).toBeInstanceOf(Date);
    const puestos = Array.from({ length: total }, (_, i) => sheet.getRow(i + 2).getCell(1).value);
    expect(puestos).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  });

  it('CSV: UTF-8 with BOM, the same columns, filtered like the results', async () => {
    const res = await exportar('CSV', `id_historial=${id}&discard=1`);
    expect(res.status).toBe(200);
    expect(res.body.optional!.nombre).toMatch(/\.csv$/);
    const bytes = Buffer.from(res.body.data[0]!, 'base64');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...COLUMNAS_EXPORT_ASISTENTE]);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.Estado === 'Descartado')).toBe(true);
    const puestos = rows.map((r) => Number(r.Puesto));
    expect([...puestos].sort((a, b) => a - b)).toEqual(puestos);
  });

  it('needs a query of that very offer: another offer’s (even the company’s own), a missing one, another company’s offer: 404', async () => {
    const otra = await consultar(premium.token, vacia, 'estudiantes de ingeniería');
    expect((await exportar('Excel', `id_historial=${otra.body.optional!.id_historial}`)).status).toBe(404);
    expect((await exportar('CSV', 'id_historial=999999')).status).toBe(404);
    expect((await exportar('CSV', `id_historial=${id}`, ajena)).status).toBe(404);
    expect((await exportar('CSV', '')).status).toBe(400);
  });
});

describe('places', () => {
  it('"de Surco o Arequipa" lists both; "Miraflores, Arequipa" is that Miraflores; the criteria say so back', async () => {
    const viajes = await empresa(t, 'Agencia de Viajes del Sur');
    await hacerPremium(viajes);
    const ofertaId = await ofertaDestacadaPagada(t, viajes.organizacionId, 'Practicante de Turismo');
    const vive = async (nombres: string, id_region: number, region: string, distrito: string) => {
      const p = await aplicante(t, ofertaId, { nombres });
      await t.db.update(postulante).set({ id_region, region, provincia: region, distrito }).where(eq(postulante.id, p.postulanteId));
      return p.postulacionId;
    };
    const surco = await vive('Uriel', 15, 'Lima', 'Santiago de Surco');
    await vive('Vania', 15, 'Lima', 'Miraflores');
    const miraArequipa = await vive('Wilmer', 4, 'Arequipa', 'Miraflores');

    let res = await consultar(viajes.token, ofertaId, 'practicantes de Surco o Arequipa');
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.id_postulacion).sort()).toEqual([surco, miraArequipa].sort());
    expect(res.body.optional).toMatchObject({ consulta: { regiones: [4], distritos: ['Santiago de Surco'] } });
    expect(res.body.optional!.consulta_texto).toBe('Postulantes en Arequipa o Santiago de Surco');

    res = await consultar(viajes.token, ofertaId, 'practicantes de miraflores, arequipa');
    expect(res.body.data.map((r) => r.id_postulacion)).toEqual([miraArequipa]);
    expect(res.body.optional).toMatchObject({ consulta: { regiones: [], distritos: [{ nombre: 'Miraflores', id_region: 4 }] } });
    expect(res.body.optional!.consulta_texto).toBe('Postulantes en Miraflores (Arequipa)');
    expect(res.body.optional!.lugares_ambiguos).toBeUndefined();
  });

  it('«la Católica» on an offer in Arequipa is the Católica de Santa María, said back by its name; elsewhere the PUCP', async () => {
    const sur = await empresa(t, 'Estudio Contable Misti');
    await hacerPremium(sur);
    const enArequipa = await ofertaDestacadaPagada(t, sur.organizacionId, 'Practicante Contable');
    await t.db.update(oferta).set({ id_region: 4 }).where(eq(oferta.id, enArequipa));
    let res = await consultar(sur.token, enArequipa, 'alumnos de la Católica');
    expect(res.status).toBe(200);
    expect(res.body.optional!.consulta.instituciones).toEqual(['Universidad Católica de Santa María']);
    expect(res.body.optional!.consulta_texto).toBe('Estudiantes de Universidad Católica de Santa María');
    res = await consultar(sur.token, enArequipa, 'alumnos de Lima de la Católica');
    expect(res.body.optional!.consulta.instituciones).toEqual(['Pontificia Universidad Católica del Perú']);
    await t.db.update(oferta).set({ id_region: 15 }).where(eq(oferta.id, enArequipa));
    res = await consultar(sur.token, enArequipa, 'alumnos de la Católica');
    expect(res.body.optional!.consulta.instituciones).toEqual(['Pontificia Universidad Católica del Perú']);
  });

  it('"de Miraflores" on an offer in a region without one says it matches every Miraflores (Arequipa, Huánuco, Lima), also when the query is reopened', async () => {
    const viajes = await empresa(t, 'Turismo Miraflores');
    await hacerPremium(viajes);
    const ofertaId = await ofertaDestacadaPagada(t, viajes.organizacionId, 'Practicante de Hotelería');
    await t.db.update(oferta).set({ id_region: 8 }).where(eq(oferta.id, ofertaId));

    const res = await consultar(viajes.token, ofertaId, 'practicantes de Miraflores');
    expect(res.status).toBe(200);
    expect(res.body.optional).toMatchObject({
      consulta: { distritos: ['Miraflores'] },
      consulta_texto: 'Postulantes en Miraflores (Arequipa, Huánuco o Lima)',
      lugares_ambiguos: [{ nombre: 'Miraflores', regiones: ['Arequipa', 'Huánuco', 'Lima'] }],
    });
    const id = res.body.optional!.id_historial;
    const reabierta = await resultados(viajes.token, `id_historial=${id}`);
    expect(reabierta.body.optional).toMatchObject({
      consulta_texto: 'Postulantes en Miraflores (Arequipa, Huánuco o Lima)',
      lugares_ambiguos: [{ nombre: 'Miraflores', regiones: ['Arequipa', 'Huánuco', 'Lima'] }],
    });
    // On an offer in Lima, a Miraflores beside Surco (a district of Lima) is Lima's, as a recruiter there means it.
    await t.db.update(oferta).set({ id_region: 15 }).where(eq(oferta.id, ofertaId));
    const enLima = await consultar(viajes.token, ofertaId, 'practicantes de Surco o Miraflores');
    expect(enLima.body.optional).toMatchObject({
      consulta: { distritos: ['Santiago de Surco', { nombre: 'Miraflores', id_region: 15 }] },
      consulta_texto: 'Postulantes en Santiago de Surco o Miraflores (Lima)',
    });
    expect(enLima.body.optional!.lugares_ambiguos).toBeUndefined();
  });

  it('migration 0011 rewrites a query stored with a district and a region (both had to hold) as that district of that region', async () => {
    const [row] = await t.db
      .insert(asistenteConsulta)
      .values({
        oferta_id: destacada,
        usuario_id: premium.id,
        prompt: 'de Surco, Arequipa y Cusco',
        consulta: { ...VACIAS, regiones: [4, 8], distritos: ['Santiago de Surco'] },
        consulta_texto: 'Postulantes en Arequipa, Cusco o Santiago de Surco',
        proveedor: 'integrado',
        total: 0,
      })
      .returning({ id: asistenteConsulta.id });
    const migracion = readFileSync(path.join(migrationsFolder, '0011_lugares_calificados.sql'), 'utf8');
    await t.db.execute(sql.raw(migracion));
    const res = await resultados(premium.token, `id_historial=${row!.id}`);
    expect(res.status).toBe(200);
    expect(res.body.optional!.consulta).toMatchObject({
      regiones: [],
      distritos: [
        { nombre: 'Santiago de Surco', id_region: 4 },
        { nombre: 'Santiago de Surco', id_region: 8 },
      ],
    });
    expect(res.body.optional!.consulta_texto).toBe('Postulantes en Arequipa, Cusco o Santiago de Surco');
  });
});

describe('a free offer', () => {
  it('ranks only the first 15 applications and says how many were left out', async () => {
    const res = await consultar(premium.token, gratis, 'estudiantes de ingeniería industrial');
    expect(res.status).toBe(200);
    expect(res.body.optional).toMatchObject({ bloqueados: 2, total_postulants: 15 });
    const all = [...res.body.data];
    const page2 = await resultados(premium.token, `id_historial=${res.body.optional!.id_historial}&page=2`);
    all.push(...page2.body.data);
    const ids = all.map((r) => r.id_postulacion);
    expect(ids).toHaveLength(15);
    expect(ids).not.toContain(people.g15!.postulacionId);
    expect(ids).not.toContain(people.g16!.postulacionId);
    // Not featured: no affinity shown.
    expect(all.every((r) => r.afinidad_puesto === null)).toBe(true);
    expect(res.body.optional!.destacado_pagado).toBe(false);
  });

  it('a request with nothing to meet lists by arrival at 100 %: the affinity neither scores, orders nor is said', async () => {
    // An affinity stored for the last to arrive (as left from a featured time): it must not lead nor show.
    await t.db.update(postulacion).set({ afinidad_puesto: 94 }).where(eq(postulacion.id, people.g14!.postulacionId));
    try {
      const res = await consultar(premium.token, gratis, 'todos los postulantes');
      expect(res.status).toBe(200);
      expect(res.body.data[0]!.id_postulacion).toBe(people.g0!.postulacionId);
      expect(res.body.data.every((r) => r.puntaje === 100)).toBe(true);
      expect(JSON.stringify(res.body.data.map((r) => r.razones))).not.toMatch(/afinidad|94/);
      expect(res.body.data.every((r) => r.afinidad_puesto === null)).toBe(true);
    } finally {
      await t.db.update(postulacion).set({ afinidad_puesto: null }).where(eq(postulacion.id, people.g14!.postulacionId));
    }
  });

  it('«los 3 mejores» says that who ties is taken by arrival; on a featured offer the affinity decides', async () => {
    const res = await consultar(premium.token, gratis, 'los 3 mejores estudiantes de ingeniería industrial');
    expect(res.body.data).toHaveLength(3);
    expect(res.body.optional!.consulta_texto).toBe(
      'Los 3 mejores estudiantes universitarios de Ingeniería Industrial. A igual coincidencia, por orden de llegada',
    );
    const pagada = await consultar(premium.token, destacada, 'los 3 mejores estudiantes de ingeniería industrial');
    expect(pagada.body.optional!.consulta_texto).toBe('Los 3 mejores estudiantes universitarios de Ingeniería Industrial');
  });

  it('«los 3 mejores» alone on an offer that is not featured lists the first three by arrival, and says so', async () => {
    const res = await consultar(premium.token, gratis, 'los 3 mejores');
    expect(res.body.data).toHaveLength(3);
    expect(res.body.optional!.consulta_texto).toBe(
      'Los 3 primeros postulantes por orden de llegada: la consulta no pide nada en particular y la afinidad con la oferta solo ordena en las ofertas destacadas',
    );
    const porLlegada = await consultar(premium.token, gratis, 'muéstrame a todos');
    expect(res.body.data.map((r) => r.id_postulacion)).toEqual(porLlegada.body.data.slice(0, 3).map((r) => r.id_postulacion));
    const pagada = await consultar(premium.token, destacada, 'los 3 mejores');
    expect(pagada.body.optional!.consulta_texto).toBe('Los 3 mejores postulantes');
  });

  it('exports are 403 «Solo para avisos destacados», the toggles 403 «Cambia tu oferta a destacado…»; the plain pages stay open', async () => {
    const q = await consultar(premium.token, gratis, 'estudiantes de ingeniería industrial');
    const id = q.body.optional!.id_historial;
    for (const formato of ['Excel', 'CSV']) {
      for (const query of [`id_historial=${id}`, `id_historial=${id}&finalist=1`]) {
        const res = await call<string>(t.app, { method: 'GET', url: `/api/llm/export${formato}/${gratis}?${query}`, token: premium.token });
        expect(res.status, `${formato} ${query}`).toBe(403);
        expect(res.body).toMatchObject({ state: false, message: POSTULANTES_MESSAGES.soloDestacados, data: [] });
        expect(JSON.stringify(res.body)).not.toMatch(/Gratis\d|@/);
      }
    }
    for (const toggle of ['discard=1', 'pending=1', 'finalist=1', 'discard=true&pending=1']) {
      const res = await resultados(premium.token, `id_historial=${id}&${toggle}`);
      expect(res.status, toggle).toBe(403);
      expect(res.body.message).toBe(POSTULANTES_MESSAGES.filtrosSoloDestacado);
      expect(res.body.data).toEqual([]);
    }
    // Toggles off (also written as 0/false), history: as before.
    const plain = await resultados(premium.token, `id_historial=${id}&page=2&discard=0&finalist=false`);
    expect(plain.status).toBe(200);
    expect(plain.body.data).toHaveLength(5);
    expect((await call(t.app, { method: 'GET', url: `/api/llm/history/${gratis}`, token: premium.token })).status).toBe(200);
    // Who may call is checked first: no session 401, an applicant 403, another premium company 404.
    expect((await call(t.app, { method: 'GET', url: `/api/llm/exportCSV/${gratis}?id_historial=${id}` })).status).toBe(401);
    const elPostulante = await login(t.app, await createUser(t.db, { role: ROLE.POSTULANTE }));
    expect((await call(t.app, { method: 'GET', url: `/api/llm/exportCSV/${gratis}?id_historial=${id}`, token: elPostulante })).status).toBe(
      403,
    );
    expect((await call(t.app, { method: 'GET', url: `/api/llm/exportCSV/${gratis}?id_historial=${id}`, token: rival.token })).status).toBe(
      404,
    );
    expect((await resultados(rival.token, `id_historial=${id}&finalist=1`)).status).toBe(404);
    // Bad input is still a 400 at the field, before the featured rule.
    const bad = await call(t.app, { method: 'GET', url: `/api/llm/exportCSV/${gratis}?id_historial=abc`, token: premium.token });
    expect(bad.status).toBe(400);
  });

  it('the featured-paid offer says so and exports as before', async () => {
    const q = await consultar(premium.token, destacada, 'estudiantes de ingeniería industrial');
    expect(q.body.optional!.destacado_pagado).toBe(true);
    const res = await call<string>(t.app, {
      method: 'GET',
      url: `/api/llm/exportCSV/${destacada}?id_historial=${q.body.optional!.id_historial}&finalist=1`,
      token: premium.token,
    });
    expect(res.status).toBe(200);
  });
});

describe('what is not understood is said, never searched silently', () => {
  it('words it cannot read list nobody and are said back with why, not answered as off topic', async () => {
    const res = await consultar(premium.token, destacada, 'asdf qwer zxcv 12345 ???');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.message).toBe(ASISTENTE_MESSAGES.nadaEntendido);
    expect(res.body.optional).toMatchObject({ total_postulants: 0, nada_entendido: true });
    expect(res.body.optional!.fuera_de_tema).toBeUndefined();
    expect(res.body.optional!.consulta.palabras_clave).toEqual([]);
    expect(res.body.optional!.consulta.ignorados).toEqual([
      { texto: '12345', motivo: 'no_entendido' },
      { texto: 'asdf', motivo: 'sin_coincidencia' },
      { texto: 'qwer', motivo: 'sin_coincidencia' },
      { texto: 'zxcv', motivo: 'sin_coincidencia' },
    ]);
    // Reopened from the history: the same.
    const again = await resultados(premium.token, `id_historial=${res.body.optional!.id_historial}`);
    expect(again.body).toMatchObject({ data: [], message: ASISTENTE_MESSAGES.nadaEntendido, optional: { nada_entendido: true } });
    // A word some CV may hold is not searched alone either: said back, nobody listed.
    const colegiados = await consultar(premium.token, destacada, 'colegiados');
    expect(colegiados.body).toMatchObject({ data: [], message: ASISTENTE_MESSAGES.nadaEntendido, optional: { nada_entendido: true } });
    expect(colegiados.body.optional!.consulta.palabras_clave).toEqual([]);
    expect(colegiados.body.optional!.consulta.ignorados!.map((i) => i.texto)).toEqual(['colegiados']);
  });

  it('an experience area ruled out that no applicant’s experience mentions is said back, and nobody is at 100 %', async () => {
    const res = await consultar(premium.token, destacada, 'estudiantes de ingeniería industrial sin experiencia en vetnas');
    expect(res.status).toBe(200);
    expect(res.body.optional!.consulta.excluir?.experiencia_en ?? []).toEqual([]);
    // «vetnas» is read as the area ventas (one edit), which no applicant of this offer mentions.
    expect(res.body.optional!.consulta.ignorados).toEqual([{ texto: 'ventas', motivo: 'sin_coincidencia' }]);
    expect(res.body.data.every((r) => r.puntaje < 100)).toBe(true);
  });

  it('an experience area ruled out that nobody has rules out nobody: everyone listed, below 100 %, not «nothing understood»', async () => {
    const res = await consultar(premium.token, destacada, 'que no tengan experiencia en minería');
    expect(res.status).toBe(200);
    expect(res.body.optional).toMatchObject({ total_postulants: 23, nada_entendido: false });
    expect(res.body.optional!.consulta.ignorados).toEqual([{ texto: 'minería', motivo: 'sin_coincidencia' }]);
    expect(res.body.data.every((r) => r.puntaje < 100)).toBe(true);
  });

  it('with nobody listed, the summary does not add «Nadie aparece al 100 %»', async () => {
    const res = await consultar(premium.token, destacada, 'estudiantes de medicina colegiados');
    expect(res.body.data).toEqual([]);
    expect(res.body.optional!.consulta_texto).not.toContain('Nadie aparece al 100 %');
  });

  it('a request about something else lists nobody and says what can be asked', async () => {
    const res = await consultar(premium.token, destacada, 'cómo preparo un lomo saltado para el almuerzo');
    expect(res.body.data).toEqual([]);
    expect(res.body.message).toBe(ASISTENTE_MESSAGES.fueraDeTema);
    expect(res.body.optional).toMatchObject({ total_postulants: 0, nada_entendido: true, fuera_de_tema: true });
  });

  it('a question on using the platform lists nobody and says where it is done, whatever it names', async () => {
    for (const prompt of ['cómo exporto a excel la lista de postulantes', '¿cómo cambio el estado de un postulante a finalista?']) {
      const res = await consultar(premium.token, destacada, prompt);
      expect(res.status, prompt).toBe(200);
      expect(res.body.data, prompt).toEqual([]);
      expect(res.body.message, prompt).toBe(ASISTENTE_MESSAGES.sobrePlataforma);
      expect(res.body.optional, prompt).toMatchObject({ total_postulants: 0, nada_entendido: true, fuera_de_tema: true });
      expect(res.body.optional!.consulta.sobre_plataforma, prompt).toBe(true);
      // Its words are the question's: nothing said back as mentioned by no CV.
      expect(res.body.optional!.consulta.ignorados ?? [], prompt).toEqual([]);
    }
    // Asked of the applicants, the same words are a request.
    const excel = await consultar(premium.token, destacada, 'que sepan exportar datos a excel');
    expect(excel.body.optional!.consulta.sobre_plataforma).toBeUndefined();
    expect(excel.body.optional!.fuera_de_tema).toBeUndefined();
  });

  it('sex and age are never filtered: said as protected; "con carro propio" is not in a CV', async () => {
    // Only a protected trait: one answer, the refusal and what to ask instead (never "No entendimos nada").
    for (const [prompt, motivo, mensaje] of [
      ['mujeres menores de 25 años', 'protegido', `${MOTIVO_IGNORADO_TEXTO.protegido} ${ASISTENTE_MESSAGES.soloProtegido}`],
      ['con carro propio', 'no_entendido', ASISTENTE_MESSAGES.nadaEntendido],
    ] as const) {
      const res = await consultar(premium.token, destacada, prompt);
      expect(res.body.data, prompt).toEqual([]);
      expect(res.body.message).toBe(mensaje);
      expect(res.body.optional!.consulta.ignorados!.every((i) => i.motivo === motivo)).toBe(true);
    }
    const parte = await consultar(premium.token, destacada, 'mujeres estudiantes de ingeniería industrial');
    expect(parte.body.optional).toMatchObject({ total_postulants: 23, nada_entendido: false });
    expect(parte.body.optional!.consulta.ignorados).toEqual([{ texto: 'mujeres', motivo: 'protegido' }]);
    // The rest is answered as if the trait had not been written: the same list and scores as without it.
    const sin = await consultar(premium.token, destacada, 'estudiantes de ingeniería industrial');
    expect(parte.body.data.map((r) => [r.id_postulacion, r.puntaje])).toEqual(sin.body.data.map((r) => [r.id_postulacion, r.puntaje]));
    expect(parte.body.data.some((r) => r.puntaje === 100)).toBe(true);
    expect(parte.body.optional!.consulta_texto).toBe(sin.body.optional!.consulta_texto);
    // The refusal is said to whoever calls the API, not only in the list of what was not used.
    expect(parte.body.message).toBe('El asistente no filtra por sexo, edad ni otros datos personales protegidos.');
    expect(sin.body.message).toBe('');
    // Also when nobody meets the rest, and when the rest is off topic: the refusal first, then why nobody is listed.
    for (const prompt of ['mujeres estudiantes de astronomía cuántica aplicada de Tacna', 'que no sean del partido de Keiko']) {
      const nadie = await consultar(premium.token, destacada, prompt);
      expect(nadie.body.data, prompt).toEqual([]);
      expect(nadie.body.message, prompt).toMatch(/^El asistente no filtra por sexo, edad ni otros datos personales protegidos\. \S/);
    }
  });

  it('"los 3 mejores … que no estén descartados": three, none discarded, said back', async () => {
    const res = await consultar(premium.token, destacada, 'los 3 mejores estudiantes que no estén descartados');
    expect(res.status).toBe(200);
    expect(res.body.optional).toMatchObject({ total_postulants: 3, nada_entendido: false });
    expect(res.body.optional!.consulta).toMatchObject({ limite: 3, excluir_estados: [1] });
    expect(res.body.optional!.consulta_texto).toBe('Los 3 mejores estudiantes que no estén descartados');
    expect(res.body.data.map((r) => r.estado)).not.toContain(1);
  });

  it('"muéstrame a todos" still lists everyone', async () => {
    const res = await consultar(premium.token, destacada, 'muéstrame a todos los postulantes');
    expect(res.body.optional).toMatchObject({ total_postulants: 23, nada_entendido: false });
  });
});

describe('order, count, preference and the read state, as a recruiter asks them', () => {
  it('«primero los del quinto superior» lists everyone, merit first, never at 0 % nor 100 %', async () => {
    const res = await consultar(premium.token, destacada, 'primero los del quinto superior');
    expect(res.status).toBe(200);
    expect(res.body.optional).toMatchObject({ total_postulants: 23, nada_entendido: false });
    expect(res.body.optional!.consulta).toMatchObject({ orden_merito: null, preferir: { orden_merito: 'quinto' } });
    expect(res.body.optional!.consulta_texto).toBe('Postulantes. Prefiere: quinto superior, sin exigirlo');
    // Nobody of this offer is in the quinto superior: everyone meets what is required (nothing), not the preference.
    expect(new Set(res.body.data.map((r) => r.puntaje))).toEqual(new Set([70]));
  });

  it('a count beside other criteria keeps that many: «los 3 de ingeniería industrial con más experiencia»', async () => {
    const res = await consultar(premium.token, destacada, 'los 3 de ingeniería industrial con más experiencia');
    expect(res.body.optional).toMatchObject({ total_postulants: 3, nada_entendido: false });
    expect(res.body.optional!.consulta).toMatchObject({ carreras: ['Ingeniería Industrial'], limite: 3, orden: 'experiencia' });
    expect(res.body.optional!.consulta.ignorados).toBeUndefined();
    expect(res.body.optional!.consulta_texto).toBe('Los 3 mejores postulantes de Ingeniería Industrial, primero los de más experiencia');
    expect(res.body.data.map((r) => r.puntaje)).toEqual([100, 100, 100]);
  });

  it('«excepto los descartados» and «los que no he revisado»: everyone listed meets it, all at 100 %', async () => {
    const excepto = await consultar(premium.token, destacada, 'excepto los descartados');
    expect(excepto.body.optional!.total_postulants).toBeGreaterThan(15);
    expect(excepto.body.data.every((r) => r.puntaje === 100 && r.estado !== 1)).toBe(true);

    const sinLeer = await consultar(premium.token, destacada, 'los que no he revisado');
    expect(sinLeer.status).toBe(200);
    expect(sinLeer.body.optional!.consulta).toMatchObject({ revisado: false });
    expect(sinLeer.body.optional!.consulta_texto).toBe('Postulantes que aún no revisaste (sin leer)');
    // As the applications are now (other stories read or cancel some).
    const activas = await t.db
      .select({ revisado: postulacion.revisado })
      .from(postulacion)
      .where(and(eq(postulacion.oferta_id, destacada), isNull(postulacion.eliminado_en)));
    const noLeidas = activas.filter((a) => a.revisado === 0).length;
    expect(noLeidas).toBeGreaterThan(0);
    expect(sinLeer.body.optional!.total_postulants).toBe(noLeidas);
    expect(sinLeer.body.data.every((r) => r.revisado === 0 && r.puntaje === 100)).toBe(true);
    expect(sinLeer.body.data[0]!.razones).toContainEqual({ criterio: 'revisado', texto: 'Aún no lo revisas (sin leer).', cumple: true });

    const leidos = await consultar(premium.token, destacada, 'los que ya revisé');
    expect(leidos.body.optional!.total_postulants).toBe(activas.length - noLeidas);
    expect(leidos.body.data.every((r) => r.revisado === 1)).toBe(true);
  });

  it('the read state is asked only of one’s own offer: 401 without a session, 403 another role, 404 another company', async () => {
    expect((await consultar(undefined, destacada, 'los que no he revisado')).status).toBe(401);
    const elPostulante = await createUser(t.db, { role: ROLE.POSTULANTE });
    expect((await consultar(await login(t.app, elPostulante), destacada, 'los que no he revisado')).status).toBe(403);
    const ajenaRes = await consultar(premium.token, ajena, 'los que no he revisado');
    expect(ajenaRes.status).toBe(404);
    expect(ajenaRes.body.data).toEqual([]);
  });
});

describe('the year studies began and a merit ruled out', () => {
  // A company of its own, so that these queries do not share the rate limit of the account the other stories use.
  let otra: Empresa;
  let oferta5: number;
  const cinco: Awaited<ReturnType<typeof aplicante>>[] = [];

  beforeAll(async () => {
    otra = await empresa(t, 'Estudio Contable del Norte');
    await hacerPremium(otra);
    oferta5 = await ofertaDestacadaPagada(t, otra.organizacionId, 'Practicante de Planta Norte');
    // Five students of Ingeniería Industrial who began in 2022 (the fixture's date); the fifth of the tercio superior.
    for (let i = 0; i < 5; i++)
      cinco.push(await aplicante(t, oferta5, { nombres: `Norte${i}`, orden_merito: i === 4 ? 4 : 0, afinidad_puesto: 50 + i }));
    await t.db
      .update(postulante)
      .set({ fecha_ingreso: '2024-03-01' })
      .where(sql`${postulante.id} in (${cinco[0]!.postulanteId}, ${cinco[1]!.postulanteId})`);
    await t.db.update(postulante).set({ fecha_ingreso: null }).where(eq(postulante.id, cinco[2]!.postulanteId));
  });

  it('«ingresantes 2024» lists those whose CV says they began in 2024, each with why; a CV without the date does not meet it', async () => {
    let res = await consultar(otra.token, oferta5, 'ingresantes 2024');
    expect(res.status).toBe(200);
    expect(res.body.optional!.consulta).toMatchObject({ ingreso_desde: 2024, ingreso_hasta: 2024 });
    expect(res.body.optional!.consulta_texto).toBe('Postulantes que ingresaron en 2024');
    expect(res.body.data.map((r) => r.id_postulacion).sort()).toEqual([cinco[0]!.postulacionId, cinco[1]!.postulacionId].sort());
    expect(res.body.data.every((r) => r.puntaje === 100)).toBe(true);
    expect(res.body.data[0]!.razones).toContainEqual({
      criterio: 'ingreso',
      texto: 'Ingresó en 2024 (pide ingreso en 2024).',
      cumple: true,
    });
    // «los que entraron del 2021 al 2022»: the two who began in 2022, never a graduation year; the one without a date is out.
    res = await consultar(otra.token, oferta5, 'los que entraron del 2021 al 2022');
    expect(res.body.optional!.consulta).toMatchObject({ ingreso_desde: 2021, ingreso_hasta: 2022, egreso_desde: null });
    expect(res.body.data.map((r) => r.id_postulacion).sort()).toEqual([cinco[3]!.postulacionId, cinco[4]!.postulacionId].sort());
    // Ruled out, it is said back, never read as its opposite.
    res = await consultar(otra.token, oferta5, 'estudiantes que no ingresaron el 2024');
    expect(res.body.optional!.consulta.ingreso_desde ?? null).toBeNull();
    expect(res.body.optional!.consulta.ignorados).toEqual([{ texto: 'ingresaron el 2024', motivo: 'no_entendido' }]);
    expect(res.body.data.some((r) => r.puntaje === 100)).toBe(false);
  });

  it('«que no sean del tercio superior» leaves out the tercio superior alone, never lists only them', async () => {
    const res = await consultar(otra.token, oferta5, 'estudiantes de ingeniería industrial que no sean del tercio superior');
    expect(res.status).toBe(200);
    expect(res.body.optional!.consulta).toMatchObject({
      orden_merito: null,
      carreras: ['Ingeniería Industrial'],
      excluir: { orden_merito: 'tercio' },
    });
    expect(res.body.optional!.consulta.ignorados ?? []).toEqual([]);
    expect(res.body.optional!.total_postulants).toBe(4);
    expect(res.body.data.map((r) => r.id_postulacion)).not.toContain(cinco[4]!.postulacionId);
    expect(res.body.data.every((r) => r.puntaje === 100)).toBe(true);
    expect(res.body.optional!.consulta_texto).toContain('Excluye: tercio superior');
  });
});

describe('the third walk: a decision on a free offer, a trait with a stray word, a preference that denies', () => {
  // A company of its own, so that these queries do not share the rate limit of the account the other stories use.
  let sur: Empresa;
  let libre: number;
  let pagada: number;
  const tres: Awaited<ReturnType<typeof aplicante>>[] = [];

  beforeAll(async () => {
    sur = await empresa(t, 'Almacenes del Sur');
    await hacerPremium(sur);
    libre = await ofertaGratis(t, sur.organizacionId, 'Practicante de Despacho');
    await aplicante(t, libre, { nombres: 'Luis', estado: 1, idiomas: [['Inglés', 'avanzado']] });
    await aplicante(t, libre, { nombres: 'Ana', estado: 0, idiomas: [['Inglés', 'avanzado']] });
    await aplicante(t, libre, { nombres: 'Rosa', estado: 3 });
    pagada = await ofertaDestacadaPagada(t, sur.organizacionId, 'Practicante de Inventarios');
    for (const [nombres, estado] of [
      ['Sur0', 0],
      ['Sur1', 1],
      ['Sur2', 3],
    ] as const)
      tres.push(await aplicante(t, pagada, { nombres, estado }));
  });

  it('«finalistas» on a free offer says decisions are for featured offers, not that nothing was understood', async () => {
    const res = await consultar(sur.token, libre, 'finalistas');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.message).toBe(ASISTENTE_MESSAGES.estadoSoloDestacado);
    expect(res.body.optional).toMatchObject({ nada_entendido: true, destacado_pagado: false, consulta_texto: 'Nada que podamos buscar.' });
    expect(res.body.optional!.consulta.ignorados).toEqual([{ texto: 'finalistas', motivo: 'estado' }]);
  });

  it('on a free offer a decision ruled out, preferred or ordered by is set aside like one asked: nobody filtered or moved', async () => {
    const nombres = (res: Pagina) => res.body.data.map((r) => r.nombres);
    const todos = nombres(await consultar(sur.token, libre, 'muéstrame a todos'));
    expect(todos.sort()).toEqual(['Ana', 'Luis', 'Rosa']);
    const orden = nombres(await consultar(sur.token, libre, 'muéstrame a todos'));
    for (const [prompt, texto] of [
      ['excepto los descartados', 'que no estén descartados'],
      ['primero los finalistas', 'finalistas'],
      ['mejor si no son descartados', 'de preferencia que no estén descartados'],
    ] as const) {
      const res = await consultar(sur.token, libre, prompt);
      expect(res.status, prompt).toBe(200);
      // Everyone, in the order of a request with nothing to meet, with the reason said back.
      expect(nombres(res), prompt).toEqual(orden);
      expect(res.body.message, prompt).toBe('');
      expect(res.body.optional, prompt).toMatchObject({ nada_entendido: false, destacado_pagado: false });
      expect(res.body.optional!.consulta.ignorados, prompt).toEqual([{ texto, motivo: 'estado' }]);
      expect(res.body.optional!.consulta.excluir_estados ?? [], prompt).toEqual([]);
      expect(res.body.optional!.consulta.preferir?.estados ?? [], prompt).toEqual([]);
      expect(res.body.optional!.consulta.evitar?.estados ?? [], prompt).toEqual([]);
      expect(
        res.body.data.every((r) => r.puntaje < 100 && r.razones.every((z) => z.criterio !== 'estado')),
        prompt,
      ).toBe(true);
    }
    // The rest of the request is answered: the discarded applicant with English stays.
    const resto = await consultar(sur.token, libre, 'con inglés avanzado excepto los descartados');
    expect(nombres(resto).sort()).toEqual(['Ana', 'Luis']);
    expect(resto.body.optional!.consulta.ignorados).toEqual([{ texto: 'que no estén descartados', motivo: 'estado' }]);
  });

  it('nobody left by what was ruled out alone is told so, not «Prueba con menos requisitos»', async () => {
    const fuera = await consultar(sur.token, pagada, 'excepto los de Arequipa');
    expect(fuera.body.data).toEqual([]);
    expect(fuera.body.message).toBe(ASISTENTE_MESSAGES.todosExcluidos);
    // Ruling out the unread (or the read) ones reaches the criteria as asking for the others: said as what it found.
    const leidos = await consultar(sur.token, pagada, 'excepto los que no he revisado');
    expect(leidos.body.data).toEqual([]);
    expect(leidos.body.message).toBe(ASISTENTE_MESSAGES.ningunoLeido);
    const pedido = await consultar(sur.token, pagada, 'estudiantes de Lima');
    expect(pedido.body.data).toEqual([]);
    expect(pedido.body.message).toBe(ASISTENTE_MESSAGES.sinResultados);
  });

  it('«cholos no» is refused with the refusal as the answer, never «No entendimos nada»', async () => {
    const res = await consultar(sur.token, pagada, 'cholos no');
    expect(res.body.data).toEqual([]);
    expect(res.body.message).toBe(
      `El asistente no filtra por sexo, edad ni otros datos personales protegidos. ${ASISTENTE_MESSAGES.soloProtegido}`,
    );
  });

  it('«mejor si no son descartados» lists everyone, the discarded last and below 100 %; «excepto finalistas y descartados» leaves both out', async () => {
    const res = await consultar(sur.token, pagada, 'mejor si no son descartados');
    expect(res.body.optional!.consulta).toMatchObject({ evitar: { estados: [1] } });
    expect(res.body.optional!.consulta_texto).toBe('Postulantes. Prefiere que no: descartados, sin excluir a nadie');
    expect(res.body.data).toHaveLength(3);
    expect(res.body.data.at(-1)).toMatchObject({ id_postulacion: tres[1]!.postulacionId, puntaje: 70 });
    const fuera = await consultar(sur.token, pagada, 'excepto finalistas y descartados');
    expect(fuera.body.data.map((r) => [r.id_postulacion, r.puntaje])).toEqual([[tres[0]!.postulacionId, 100]]);
  });
});

describe('developer mode', () => {
  it('needs the developer flag, not premium; answers with the developer page url; has no exports', async () => {
    // Premium without the flag: the dev calls do not exist.
    expect((await consultar(premium.token, destacada, 'estudiantes de ingeniería industrial', true)).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: `/api/llm/dev/history/${destacada}`, token: premium.token })).status).toBe(404);

    const dev = await empresa(t, 'Estudio Dev');
    await hacerDev(dev);
    const propia = await ofertaGratis(t, dev.organizacionId, 'Practicante de Sistemas');
    await aplicante(t, propia, { nombres: 'Dev1' });
    await aplicante(t, propia, { nombres: 'Dev2', idiomas: [['Inglés', 'avanzado']] });
    // The flag alone: the company calls stay closed (not premium).
    expect((await consultar(dev.token, propia, 'estudiantes con inglés avanzado')).status).toBe(404);
    const res = await consultar(dev.token, propia, 'estudiantes con inglés avanzado', true);
    expect(res.status).toBe(200);
    expect(res.body.optional!.url).toBe(
      `/empresas/publicaciones/${propia}/asistente-postulantes?historial=${res.body.optional!.id_historial}`,
    );
    expect(res.body.data[0]!.nombres).toBe('Dev2');
    // A free offer: the toggles are featured-only here too.
    const page = await resultados(dev.token, `id_historial=${res.body.optional!.id_historial}&finalist=1`, true);
    expect(page.status).toBe(403);
    expect(page.body.message).toBe(POSTULANTES_MESSAGES.filtrosSoloDestacado);
    const hist = await call<AsistenteHistorialItem>(t.app, { method: 'GET', url: `/api/llm/dev/history/${propia}`, token: dev.token });
    expect(hist.body.data).toHaveLength(1);
    expect((await call(t.app, { method: 'GET', url: `/api/llm/dev/exportExcel/${propia}?id_historial=1`, token: dev.token })).status).toBe(
      404,
    );
    // Still only the company's own offers.
    expect((await consultar(dev.token, destacada, 'estudiantes de ingeniería industrial', true)).status).toBe(404);
  });
});

describe('the API document', () => {
  it('/api/docs/json lists the assistant calls with their shared schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, unknown>> }>();
    for (const p of [
      '/api/llm/query',
      '/api/llm/results',
      '/api/llm/history/{id_oferta}',
      '/api/llm/exportExcel/{id_oferta}',
      '/api/llm/exportCSV/{id_oferta}',
      '/api/llm/dev/query',
    ]) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
    expect(JSON.stringify(doc.paths['/api/llm/query'])).toMatch(/id_oferta[\s\S]*prompt/);
    expect(JSON.stringify(doc.paths['/api/llm/results'])).toMatch(/id_historial/);
  });
});

describe('rate limit', () => {
  it('RATE_LIMIT_LLM_PER_MINUTE queries per account (20 by default), then 429 in Spanish; other accounts unaffected', async () => {
    expect(loadConfig({}).RATE_LIMIT_LLM_PER_MINUTE).toBe(20);
    const apurada = await empresa(t, 'Empresa Apurada');
    await hacerPremium(apurada);
    // Cheap calls (an offer that does not exist) count like any other query.
    for (let i = 0; i < LIMITE; i++) expect((await consultar(apurada.token, 999_999, 'estudiantes de ingeniería')).status).toBe(404);
    const res = await consultar(apurada.token, 999_999, 'estudiantes de ingeniería');
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Demasiados intentos. Espera unos minutos y vuelve a intentarlo.');
    expect(res.headers['retry-after']).toBeDefined();
    // Reading results is not limited by it, nor is another company.
    expect((await call(t.app, { method: 'GET', url: `/api/llm/history/${destacada}`, token: premium.token })).status).toBe(200);
    expect((await consultar(rival.token, ajena, 'estudiantes de ingeniería')).status).toBe(200);
  });
});

describe('a minimum length of experience', () => {
  it('«con al menos un año de experiencia» lists who has a year of work in all, the length said back; never an age', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, premium.organizacionId, 'Practicante de Operaciones');
    const corto = await aplicante(t, ofertaId, { nombres: 'Corto', experiencia: true });
    const largo = await aplicante(t, ofertaId, { nombres: 'Largo', experiencia: true });
    await t.db.insert(experienciaLaboral).values({
      postulante_id: largo.postulanteId,
      nombre_empresa: 'Almacenes del Sur S.A.C.',
      puesto: 'Asistente de logística',
      funciones: 'Inventarios y despacho.',
      fecha_inicio: '2024-01-01',
      fecha_salida: '2024-09-30',
    });
    const res = await consultar(premium.token, ofertaId, 'con al menos un año de experiencia');
    expect(res.status).toBe(200);
    expect(res.body.optional!.consulta).toMatchObject({ experiencia: true, experiencia_meses_min: 12 });
    expect(res.body.data.map((r) => [r.id_postulacion, r.puntaje])).toEqual([[largo.postulacionId, 100]]);
    expect(res.body.data[0]!.razones).toEqual([
      { criterio: 'experiencia', texto: 'Experiencia laboral: 1 año y 3 meses (pide al menos 1 año).', cumple: true },
    ]);
    expect(res.body.data.some((r) => r.id_postulacion === corto.postulacionId)).toBe(false);
    // In an area: the months of the jobs in it; never refused as an age.
    const area = await consultar(premium.token, ofertaId, 'experiencia mínima de 6 meses en logística');
    expect(area.status).toBe(200);
    expect(area.body.optional!.consulta).toMatchObject({ experiencia_meses_min: 6, experiencia_en: ['logística'] });
    expect((area.body.optional!.consulta.ignorados ?? []).some((x) => x.motivo === 'protegido')).toBe(false);
    expect(area.body.data.map((r) => r.id_postulacion)).toEqual([largo.postulacionId]);
  });

  it('a maximum lists those with that much or less, those without experience too; a range both ends', async () => {
    const ofertaId = await ofertaDestacadaPagada(t, premium.organizacionId, 'Practicante de Operaciones Junior');
    const nuevo = await aplicante(t, ofertaId, { nombres: 'Nuevo' });
    const corto = await aplicante(t, ofertaId, { nombres: 'Corto', experiencia: true });
    const largo = await aplicante(t, ofertaId, { nombres: 'Largo', experiencia: true });
    await t.db.insert(experienciaLaboral).values({
      postulante_id: largo.postulanteId,
      nombre_empresa: 'Almacenes del Sur S.A.C.',
      puesto: 'Asistente de logística',
      funciones: 'Inventarios y despacho.',
      fecha_inicio: '2024-01-01',
      fecha_salida: '2024-09-30',
    });
    const res = await consultar(premium.token, ofertaId, 'que no tengan más de 6 meses de experiencia');
    expect(res.status).toBe(200);
    expect(res.body.optional!.consulta).toMatchObject({ experiencia: null, experiencia_meses_max: 6 });
    const porId = new Map(res.body.data.map((r) => [r.id_postulacion, r]));
    expect([...porId.keys()].sort((a, b) => a - b)).toEqual([nuevo.postulacionId, corto.postulacionId].sort((a, b) => a - b));
    expect(porId.get(corto.postulacionId)!.puntaje).toBe(100);
    expect(porId.get(corto.postulacionId)!.razones).toEqual([
      { criterio: 'experiencia', texto: 'Experiencia laboral: 6 meses (pide hasta 6 meses).', cumple: true },
    ]);
    expect(porId.get(nuevo.postulacionId)!.puntaje).toBe(100);
    expect(porId.get(nuevo.postulacionId)!.razones).toEqual([
      { criterio: 'experiencia', texto: 'No registra experiencia laboral (pide hasta 6 meses).', cumple: true },
    ]);
    const rango = await consultar(premium.token, ofertaId, 'de 6 meses a 1 año de experiencia');
    expect(rango.body.optional!.consulta).toMatchObject({ experiencia: true, experiencia_meses_min: 6, experiencia_meses_max: 12 });
    expect(rango.body.data.map((r) => [r.id_postulacion, r.puntaje])).toEqual([[corto.postulacionId, 100]]);
    expect(rango.body.data[0]!.razones).toEqual([
      { criterio: 'experiencia', texto: 'Experiencia laboral: 6 meses (pide entre 6 meses y 1 año).', cumple: true },
    ]);
    // In an area: the months of its jobs; someone without any is not listed.
    const area = await consultar(premium.token, ofertaId, 'con hasta 1 año de experiencia en logística');
    expect(area.body.optional!.consulta).toMatchObject({ experiencia: true, experiencia_en: ['logística'], experiencia_meses_max: 12 });
    expect(area.body.data.map((r) => r.id_postulacion)).toEqual([largo.postulacionId]);
  });
});
