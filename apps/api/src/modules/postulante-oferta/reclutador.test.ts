/**
 * The recruiter reviews an offer's applicants through the HTTP API: the paginated list and each filter, the
 * free-offer limit and its blur with the exact keys absent, unlocking after featuring, the status radio and the
 * applicant's e-mail, the CV as a recruiter sees it, the CV download, the CSV/Excel exports parsed back, developer
 * mode; and who may do each (401, 403, 404).
 */
import type { EmpresaInsights } from '@practiperu/shared/api/insights';
import { ROLE } from '@practiperu/shared/constants';
import type { CvDownload } from '@practiperu/shared/cv';
import type { OfertaCard } from '@practiperu/shared/oferta';
import type { MiPostulacion } from '@practiperu/shared/postulacion';
import type { CvParaReclutador, PostulanteDeOferta, PostulanteVisible } from '@practiperu/shared/postulantes';
import { agruparQuery, filtrosPostulantesSchema } from '@practiperu/shared/schemas/postulantes';
import { parse } from 'csv-parse/sync';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createDemoApp,
  createUser,
  createTestApp,
  DEMO_START,
  lastMailTo,
  login,
  type TestContext,
  DEMO_SEED_TIMEOUT,
} from '../../../test/helpers.ts';
import { correo, oferta, organizacion, pago, postulacion } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo.ts';
import { empresa } from '../../../test/fixtures/matching.ts';
import { aplicante, ofertaDestacadaPagada, ofertaGratis } from '../../../test/fixtures/reclutador.ts';
import { todasPorLotes } from './reclutador.repository.ts';

let t: TestContext;
const START = new Date('2027-03-10T15:00:00Z');
const at = (minutes: number) => new Date(START.getTime() - minutes * 60_000);
let laEmpresa: Awaited<ReturnType<typeof empresa>>;
let rival: Awaited<ReturnType<typeof empresa>>;
let destacada: number;
let gratis: number;
let cancelledId: number;
const people: Record<string, Awaited<ReturnType<typeof aplicante>>> = {};

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000',
    RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
  });
  t.clock.now = START;
  laEmpresa = await empresa(t, 'Contadores Asociados del Sur');
  rival = await empresa(t, 'Minera del Sur');
  destacada = await ofertaDestacadaPagada(t, laEmpresa.organizacionId);
  gratis = await ofertaGratis(t, laEmpresa.organizacionId);
  // Twelve applicants to the featured offer, oldest first (a = 120 minutes ago … l = 10 minutes ago).
  const specs: [string, Parameters<typeof aplicante>[2]][] = [
    [
      'a',
      {
        nombres: 'Ana',
        apellidos: 'Quispe Mamani',
        id_region: 15,
        region: 'Lima',
        orden_merito: 1,
        conocimientos: [['Microsoft Excel', 'avanzado']],
        idiomas: [['Inglés', 'avanzado']],
        experiencia: true,
        afinidad_puesto: 91,
        estado: 3,
        revisado: 1,
      },
    ],
    [
      'b',
      {
        nombres: 'Bruno',
        apellidos: 'Huamán Ccori',
        id_region: 4,
        region: 'Arequipa',
        conocimientos: [['Microsoft Excel', 'intermedio']],
        idiomas: [['Inglés', 'básico']],
        afinidad_puesto: 64,
        estado: 2,
        revisado: 1,
      },
    ],
    [
      'c',
      {
        nombres: 'Carla',
        apellidos: 'Flores Ticona',
        id_region: 8,
        region: 'Cusco',
        conocimientos: [['SAP', 'básico']],
        afinidad_puesto: 35,
        estado: 1,
        revisado: 1,
      },
    ],
    [
      'd',
      {
        nombres: 'Diego',
        apellidos: 'Rojas Paredes',
        id_region: 15,
        region: 'Lima',
        orden_merito: 2,
        experiencia: true,
        afinidad_puesto: 78,
      },
    ],
    [
      'e',
      {
        nombres: 'Elena',
        apellidos: 'Torres Vílchez',
        id_region: 13,
        region: 'La Libertad',
        idiomas: [['Quechua', 'avanzado']],
        afinidad_puesto: 55,
      },
    ],
    [
      'f',
      {
        nombres: 'Fernando',
        apellidos: 'Mendoza Salas',
        id_region: 20,
        region: 'Piura',
        conocimientos: [
          ['Microsoft Excel', 'básico'],
          ['SAP', 'avanzado'],
        ],
        afinidad_puesto: null,
        estado_evaluacion: 0,
      },
    ],
    ['g', { nombres: 'Gabriela', apellidos: 'Chávez Inga', id_region: 12, region: 'Junín', afinidad_puesto: 42, revisado: 1 }],
    [
      'h',
      {
        nombres: '=HYPERLINK("http://x.pe")',
        apellidos: '+Pérez -Soto',
        id_region: 4,
        region: 'Arequipa',
        correo_contacto: '@malicioso@prueba.pe',
        afinidad_puesto: 20,
      },
    ],
    ['i', { nombres: 'Iván', apellidos: 'Castillo Ramos', id_region: 15, region: 'Lima', afinidad_puesto: 70, estado: 2 }],
    [
      'j',
      {
        nombres: 'Julia',
        apellidos: 'Vargas León',
        id_region: 21,
        region: 'Puno',
        idiomas: [
          ['Inglés', 'intermedio'],
          ['Aymara', 'avanzado'],
        ],
        afinidad_puesto: 66,
      },
    ],
    ['k', { nombres: 'Kevin', apellidos: 'Ramírez Oré', id_region: 11, region: 'Ica', afinidad_puesto: 12, estado_evaluacion: 2 }],
    [
      'l',
      {
        nombres: 'Lucía',
        apellidos: 'Gutiérrez Neyra',
        id_region: 15,
        region: 'Lima',
        orden_merito: 3,
        conocimientos: [
          ['Microsoft Excel', 'avanzado'],
          ['SAP', 'intermedio'],
        ],
        afinidad_puesto: 88,
        afinidad_detalle: { version: 1, puntaje: 88, criterios: [] },
      },
    ],
  ];
  let minutes = 120;
  for (const [key, spec] of specs) {
    people[key] = await aplicante(t, destacada, { ...spec, creado_en: at(minutes) });
    minutes -= 10;
  }
  // A cancelled application never appears.
  cancelledId = (await aplicante(t, destacada, { nombres: 'Cancelada', apellidos: 'Nunca Visible', creado_en: at(5), eliminado_en: at(1) }))
    .postulacionId;
  // Sixteen applicants to the free offer: the 16th arrived after the first 15 and is blocked.
  for (let i = 1; i <= 16; i++) {
    people[`g${i}`] = await aplicante(t, gratis, {
      nombres: `Gratis${i}`,
      apellidos: 'Postulante',
      estado_evaluacion: i === 16 ? 3 : 1,
      afinidad_puesto: i === 16 ? null : 60,
      creado_en: at(300 - i),
    });
  }
});
afterAll(async () => t?.close());

type Lista = { status: number; body: { data: PostulanteDeOferta[]; message: string; optional?: Record<string, unknown> } };
const list = (query: string, token = laEmpresa.token, id = destacada): Promise<Lista> =>
  call<PostulanteDeOferta>(t.app, {
    method: 'GET',
    url: `/api/postulanteOferta/offerMyApplicants/${id}${query ? `?${query}` : ''}`,
    token,
  }) as Promise<Lista>;
const names = (res: Lista) => res.body.data.map((i) => ('nombres' in i ? i.nombres : '(bloqueado)'));
const allOf = async (query: string) => {
  const first = await list(query);
  expect(first.status).toBe(200);
  const out = [...names(first)];
  for (let p = 2; p <= Number(first.body.optional?.total_pages ?? 1); p++) out.push(...names(await list(`${query}&page=${p}`)));
  return out;
};

describe('the list of an offer', () => {
  it('a featured-paid offer: 10 per page, newest first, totals, affinity; cancelled applications never appear', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body.optional).toEqual({
      current_page: 1,
      total_pages: 2,
      total_postulants: 12,
      titulo: 'Practicante Contable',
      tipo: 1,
      destacado_pagado: true,
      filtros_disponibles: true,
      profesion: 'Contabilidad',
      id_region: 4,
      idnivelotros: 0,
      modalidad: 'PREPROFESIONAL',
      puede_destacarse: false,
      // Open: the list does not say the call closed.
      cerro_el: null,
      opciones_estudios: {
        instituciones: [{ id: expect.any(Number), nombre: 'Universidad Nacional de San Agustín de Arequipa', total: 12 }],
        carreras: [{ id: expect.any(Number), nombre: 'Ingeniería Industrial', total: 12 }],
      },
    });
    expect(names(res)).toEqual([
      'Lucía',
      'Kevin',
      'Julia',
      'Iván',
      '=HYPERLINK("http://x.pe")',
      'Gabriela',
      'Fernando',
      'Elena',
      'Diego',
      'Carla',
    ]);
    const lucia = res.body.data[0] as PostulanteVisible;
    expect(lucia).toEqual({
      id_postulacion: people.l!.postulacionId,
      id: people.l!.postulanteId,
      nombres: 'Lucía',
      apellidos: 'Gutiérrez Neyra',
      carrera_actual: 'Ingeniería Industrial',
      region: 'Lima',
      foto: null,
      estado: 0,
      estado_evaluacion: 1,
      afinidad_puesto: 88,
      revisado: 0,
      creado_en: at(10).toISOString(),
      bloqueado: false,
    });
    // Evaluating (0) or failed (2): no score yet.
    expect((res.body.data.find((i) => i.id === people.f!.postulanteId) as PostulanteVisible).afinidad_puesto).toBeNull();
    expect((res.body.data.find((i) => i.id === people.k!.postulanteId) as PostulanteVisible).afinidad_puesto).toBeNull();
    const page2 = await list('page=2');
    expect(names(page2)).toEqual(['Bruno', 'Ana']);
    expect(page2.body.optional).toMatchObject({ current_page: 2, total_pages: 2, total_postulants: 12 });
    expect((await list('page=3')).body).toMatchObject({ data: [], optional: { total_postulants: 12 } });
    expect(JSON.stringify([res.body, page2.body])).not.toContain('Cancelada');
    expect(await t.db.select().from(postulacion).where(eq(postulacion.id, cancelledId))).toHaveLength(1);
  });

  it('an offer without applicants: empty list and the spec message', async () => {
    const vacia = await ofertaDestacadaPagada(t, laEmpresa.organizacionId, 'Practicante de Auditoría');
    const res = await list('', laEmpresa.token, vacia);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      data: [],
      message: 'No se recibieron postulantes',
      optional: { total_postulants: 0, total_pages: 0 },
    });
  });

  it('each filter on its own', async () => {
    expect(await allOf('read=1')).toEqual(['Gabriela', 'Carla', 'Bruno', 'Ana']);
    expect((await allOf('unread=1')).sort()).toEqual(
      ['Lucía', 'Kevin', 'Julia', 'Iván', '=HYPERLINK("http://x.pe")', 'Fernando', 'Elena', 'Diego'].sort(),
    );
    // A page past the end of a filtered list: no rows, the real totals.
    expect((await list('read=1&page=2')).body).toMatchObject({
      data: [],
      optional: { current_page: 2, total_pages: 1, total_postulants: 4 },
    });
    expect(await allOf('discard=1')).toEqual(['Carla']);
    expect(await allOf('finalist=1')).toEqual(['Ana']);
    // Pending: no final decision yet (estado 0 or 2).
    expect(await allOf('pending=1')).toHaveLength(10);
    expect(await allOf('pending=1')).not.toContain('Ana');
    expect(await allOf('orden_merito=1')).toEqual(['Lucía', 'Diego', 'Ana']);
    expect(await allOf('experiencia=1')).toEqual(['Diego', 'Ana']);
    expect(await allOf('departamentos[0]=4&departamentos[1]=21')).toEqual(['Julia', '=HYPERLINK("http://x.pe")', 'Bruno']);
    // Knowledge at the level asked for or above; the name is matched without regard to case.
    expect(await allOf('conocimientos[0]=microsoft excel|intermedio')).toEqual(['Lucía', 'Bruno', 'Ana']);
    expect(await allOf('conocimientos[0]=Microsoft Excel')).toEqual(['Lucía', 'Fernando', 'Bruno', 'Ana']);
    expect(await allOf('idiomas=Inglés|intermedio')).toEqual(['Julia', 'Ana']);
    expect(await allOf('idiomas[0]=Aymara|básico')).toEqual(['Julia']);
  });

  it('filters combined: OR inside the status groups, AND between everything else', async () => {
    expect(await allOf('discard=1&finalist=1')).toEqual(['Carla', 'Ana']);
    expect(await allOf('read=1&unread=1')).toHaveLength(12);
    expect(await allOf('read=1&pending=1')).toEqual(['Gabriela', 'Bruno']);
    expect(await allOf('departamentos[0]=15&orden_merito=1&experiencia=1')).toEqual(['Diego', 'Ana']);
    expect(await allOf('conocimientos[0]=Microsoft Excel|avanzado&conocimientos[1]=SAP|intermedio')).toEqual(['Lucía']);
    expect(await allOf('idiomas=Inglés|básico&idiomas=Aymara|avanzado')).toEqual(['Julia']);
    expect(await allOf('finalist=1&departamentos[0]=4')).toEqual([]);
  });

  it('sort: by affinity (unscored last), oldest first', async () => {
    expect(await allOf('sort=afinidad')).toEqual([
      'Ana',
      'Lucía',
      'Diego',
      'Iván',
      'Julia',
      'Bruno',
      'Elena',
      'Gabriela',
      'Carla',
      '=HYPERLINK("http://x.pe")',
      'Kevin',
      'Fernando',
    ]);
    expect((await allOf('sort=antiguos')).slice(0, 3)).toEqual(['Ana', 'Bruno', 'Carla']);
  });

  it('POST offerMyApplicants takes the same filters in the body, arrays or name|level strings', async () => {
    const res = await call<PostulanteDeOferta>(t.app, {
      method: 'POST',
      url: '/api/postulanteOferta/offerMyApplicants',
      token: laEmpresa.token,
      payload: { id_oferta: destacada, page: 1, departamentos: [15], conocimientos: ['Microsoft Excel|avanzado'], sort: 'afinidad' },
    });
    expect(res.status).toBe(200);
    expect(names(res as Lista)).toEqual(['Ana', 'Lucía']);
    expect(res.body.optional).toMatchObject({ total_postulants: 2, titulo: 'Practicante Contable' });
    const missing = await call(t.app, {
      method: 'POST',
      url: '/api/postulanteOferta/offerMyApplicants',
      token: laEmpresa.token,
      payload: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.optional?.errors).toEqual({ id_oferta: 'Requerido' });
  });

  it('bad filters: 400 with a Spanish message at the field (5 departments, 3 knowledge items at most)', async () => {
    const six = await list(Array.from({ length: 6 }, (_, i) => `departamentos[${i}]=${i + 1}`).join('&'));
    expect(six.status).toBe(400);
    expect(six.body).toMatchObject({
      message: 'Máximo 5 departamentos',
      optional: { errors: { departamentos: 'Máximo 5 departamentos' } },
    });
    expect((await list(Array.from({ length: 5 }, (_, i) => `departamentos[${i}]=${i + 1}`).join('&'))).status).toBe(200);
    const four = await list(['Excel', 'SAP', 'Word', 'Python'].map((n, i) => `conocimientos[${i}]=${n}`).join('&'));
    expect(four.status).toBe(400);
    expect(four.body.optional?.errors).toEqual({ conocimientos: 'Máximo 3 conocimientos' });
    expect((await list('departamentos[0]=30')).body.optional?.errors).toEqual({
      'departamentos.0': 'Elige un departamento de la lista (1 a 25).',
    });
    expect((await list('conocimientos[0]=Excel|experto')).body.optional?.errors).toEqual({
      'conocimientos.0.nivel': 'Elige un nivel: básico, intermedio o avanzado',
    });
    expect((await list('sort=nombre')).body.optional?.errors).toEqual({ sort: 'Elige un orden: recientes, antiguos o afinidad.' });
    expect((await list('read=si')).body.optional?.errors).toEqual({ read: 'Envíe 1 para aplicar el filtro o 0 para quitarlo.' });
    expect((await list('page=0')).status).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/api/postulanteOferta/offerMyApplicants/abc', token: laEmpresa.token })).status).toBe(
      400,
    );
  });
});

describe('a free offer', () => {
  it('15 accessible applicants; the 16th has no name, photo or place keys at all, and a message', async () => {
    const res = await list('', laEmpresa.token, gratis);
    expect(res.status).toBe(200);
    expect(res.body.optional).toMatchObject({ total_postulants: 16, tipo: 0, destacado_pagado: false, filtros_disponibles: false });
    const blocked = res.body.data[0]!;
    expect(blocked).toEqual({
      id_postulacion: people.g16!.postulacionId,
      id: people.g16!.postulanteId,
      estado_evaluacion: 3,
      bloqueado: true,
      creado_en: at(284).toISOString(),
      mensaje: 'Los datos de este postulante solo son visibles en avisos destacados. Cambia tu oferta a destacado para verlos.',
    });
    expect(JSON.stringify(res.body)).not.toContain('Gratis16');
    const visibles = [...res.body.data.slice(1), ...(await list('page=2', laEmpresa.token, gratis)).body.data] as PostulanteVisible[];
    expect(visibles).toHaveLength(15);
    expect(visibles.every((v) => v.bloqueado === false && v.nombres.startsWith('Gratis'))).toBe(true);
    // No affinity score on a free offer (featured offers only).
    expect(visibles.every((v) => v.afinidad_puesto === null)).toBe(true);
  });

  it('filters and sort are refused with the spec text; the default list is not', async () => {
    for (const q of ['read=1', 'departamentos[0]=4', 'sort=afinidad', 'conocimientos[0]=Excel']) {
      const res = await list(q, laEmpresa.token, gratis);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Cambia tu oferta a destacado para aplicar los filtros');
    }
    expect((await list('sort=recientes&read=0', laEmpresa.token, gratis)).status).toBe(200);
  });

  it('the blocked applicant cannot be moved, and its CV answer has no personal keys; it stays unread', async () => {
    const g16 = people.g16!;
    const patch = await call(t.app, {
      method: 'PATCH',
      url: `/api/postulanteOferta/updateEstado/${g16.postulacionId}`,
      token: laEmpresa.token,
      payload: { data: { estado: 3 } },
    });
    expect(patch.status).toBe(403);
    expect(patch.body.message).toBe('Este postulante está bloqueado: cambia tu oferta a destacado para revisarlo.');
    const cv = await call<CvParaReclutador>(t.app, {
      method: 'GET',
      url: `/api/postulante/findOneForRecruiter/${g16.postulanteId}?id_oferta=${gratis}`,
      token: laEmpresa.token,
    });
    expect(cv.status).toBe(200);
    const data = cv.body.data[0]! as unknown as Record<string, unknown>;
    for (const key of [
      'nombres',
      'apellidos',
      'foto',
      'dni',
      'region',
      'provincia',
      'distrito',
      'id_region',
      'whatsapp',
      'correo_contacto',
      'sexo',
      'fecha_nacimiento',
    ]) {
      expect(data).not.toHaveProperty(key);
    }
    expect(JSON.stringify(cv.body)).not.toMatch(/Gratis16|72345678|contacto@prueba\.pe|Cayma/);
    expect(data).toMatchObject({ carrera_actual: 'Ingeniería Industrial', id: g16.postulanteId });
    expect(cv.body.data[0]!.postulacion).toMatchObject({
      bloqueado: true,
      estado_evaluacion: 3,
      puede_descargar_cv: false,
      afinidad_puesto: null,
      revisado: 0,
    });
    const [row] = await t.db.select().from(postulacion).where(eq(postulacion.id, g16.postulacionId));
    expect(row).toMatchObject({ revisado: 0, estado: 0 });
  });

  it('CV download and exports are for featured offers only', async () => {
    const pdf = await call(t.app, {
      method: 'POST',
      url: `/api/postulante/getCv/${people.g1!.postulanteId}`,
      token: laEmpresa.token,
      payload: { id_oferta: gratis },
    });
    expect(pdf.status).toBe(403);
    expect(pdf.body.message).toBe('La descarga del CV está disponible solo para avisos destacados.');
    for (const kind of ['Excel', 'CSV']) {
      const res = await call(t.app, {
        method: 'GET',
        url: `/api/postulanteOferta/offerMyApplicantsExport${kind}/${gratis}`,
        token: laEmpresa.token,
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Solo para avisos destacados');
    }
  });

  it('once the offer is featured and its payment validated by an administrator, everything unlocks', async () => {
    const otra = await ofertaGratis(t, laEmpresa.organizacionId, 'Practicante de Almacén');
    const first = await aplicante(t, otra, { nombres: 'Primera', creado_en: at(30) });
    const late = await aplicante(t, otra, {
      nombres: 'Rosa',
      apellidos: 'Tardía Cruz',
      estado_evaluacion: 3,
      afinidad_puesto: null,
      creado_en: at(20),
    });
    expect((await list('', laEmpresa.token, otra)).body.data[0]).toMatchObject({ bloqueado: true });
    // Changed to featured, its payment waiting (what pago/create with pass_to_destacado leaves): still blocked.
    await t.db.update(oferta).set({ tipo: 1, estado_pago: 0 }).where(eq(oferta.id, otra));
    const [pagoRow] = await t.db
      .insert(pago)
      .values({
        tipo: 'destacado',
        usuario_id: laEmpresa.id,
        organizacion_id: laEmpresa.organizacionId,
        oferta_id: otra,
        nro_operacion: 'OP-REVISION-1',
        metodo_pago: 'Yape',
        monto_centimos: 6900,
        estado: 0,
      })
      .returning({ id: pago.id });
    const pending = await list('', laEmpresa.token, otra);
    expect(pending.body.data[0]).toMatchObject({ bloqueado: true });
    expect(pending.body.optional).toMatchObject({ destacado_pagado: false });
    expect((await list('sort=afinidad', laEmpresa.token, otra)).status).toBe(403);
    // The administrator validates the payment (admin/pagos): the blocked application unlocks and waits for its score.
    const admin = await createUser(t.db, { role: ROLE.ADMIN });
    const validated = await call(t.app, {
      method: 'POST',
      url: `/api/admin/pagos/${pagoRow!.id}/validar`,
      token: await login(t.app, admin),
    });
    expect(validated.status).toBe(200);
    const res = await list('sort=antiguos', laEmpresa.token, otra);
    expect(res.status).toBe(200);
    expect(res.body.optional).toMatchObject({ destacado_pagado: true, filtros_disponibles: true });
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: first.postulanteId, bloqueado: false, afinidad_puesto: 50 }),
      expect.objectContaining({
        id: late.postulanteId,
        nombres: 'Rosa',
        apellidos: 'Tardía Cruz',
        estado_evaluacion: 0,
        afinidad_puesto: null,
        bloqueado: false,
      }),
    ]);
    const cv = await call<CvParaReclutador>(t.app, {
      method: 'GET',
      url: `/api/postulante/findOneForRecruiter/${late.postulanteId}?id_oferta=${otra}`,
      token: laEmpresa.token,
    });
    expect(cv.body.data[0]).toMatchObject({
      nombres: 'Rosa',
      dni: '72345678',
      postulacion: { bloqueado: false, puede_descargar_cv: true },
    });
  });
});

describe('who may see the list', () => {
  it('no session 401, an applicant 403, another company or a missing offer 404', async () => {
    expect((await list('', '')).status).toBe(401);
    const postulante = await createUser(t.db, { role: ROLE.POSTULANTE });
    expect((await list('', await login(t.app, postulante))).status).toBe(403);
    const other = await list('', rival.token);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('No se encontró la oferta.');
    expect((await list('', laEmpresa.token, 999_999)).status).toBe(404);
    for (const url of [
      `/api/postulanteOferta/offerMyApplicantsExportExcel/${destacada}`,
      `/api/postulanteOferta/offerMyApplicantsExportCSV/${destacada}`,
      `/api/postulante/findOneForRecruiter/${people.a!.postulanteId}?id_oferta=${destacada}`,
    ]) {
      expect((await call(t.app, { method: 'GET', url, token: rival.token })).status).toBe(404);
      expect((await call(t.app, { method: 'GET', url })).status).toBe(401);
    }
  });
});

describe('the status radio and the applicant told', () => {
  const patch = (id: number | string, payload: unknown, token = laEmpresa.token) =>
    call<{ id_postulacion: number; estado: number }>(t.app, {
      method: 'PATCH',
      url: `/api/postulanteOferta/updateEstado/${id}`,
      token,
      payload: payload as Record<string, unknown>,
    });

  it('Finalista: saved with its time, the applicant gets a transactional e-mail and reads it in Mis postulaciones', async () => {
    const d = people.d!;
    t.clock.now = new Date(START.getTime() + 60_000);
    const res = await patch(d.postulacionId, { data: { estado: 3 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Se actualizó el estado del postulante.',
      data: [{ id_postulacion: d.postulacionId, estado: 3 }],
    });
    const [row] = await t.db.select().from(postulacion).where(eq(postulacion.id, d.postulacionId));
    expect(row).toMatchObject({ estado: 3, revisado: 1 });
    expect(row!.estado_actualizado_en?.toISOString()).toBe(t.clock.now.toISOString());
    const mail = await lastMailTo(t, d.email);
    expect(mail?.asunto).toBe('¡Eres finalista en Practicante Contable!');
    expect(mail?.texto).toContain('Contadores Asociados del Sur');
    expect(mail?.texto).toContain('http://practiperu.test/postulantes/mis-postulaciones');
    expect(mail?.html).not.toContain('Darte de baja');
    const [stored] = await t.db.select().from(correo).where(eq(correo.para, d.email));
    expect(stored?.categoria).toBe('transaccional');
    const mine = await call<MiPostulacion>(t.app, {
      method: 'GET',
      url: '/api/postulanteOferta/postulantMyApplicants',
      token: await login(t.app, d),
    });
    expect(mine.body.data[0]?.postulacion).toMatchObject({ estado: 3, estado_texto: 'Finalista' });
    t.clock.now = START;
  });

  it('En proceso and Descartar (No seleccionada) each send their e-mail; the same value again changes nothing', async () => {
    const e = people.e!;
    expect((await patch(e.postulacionId, { data: { estado: '2' } })).status).toBe(200);
    expect((await lastMailTo(t, e.email))?.asunto).toBe('Tu postulación a Practicante Contable está en proceso');
    const count = async () => (await t.db.select().from(correo).where(eq(correo.para, e.email))).length;
    expect(await count()).toBe(1);
    const same = await patch(e.postulacionId, { data: { estado: 2 } });
    expect(same.body.message).toBe('No hubo cambios.');
    expect(await count()).toBe(1);
    await patch(e.postulacionId, { data: { estado: 1 } });
    expect((await lastMailTo(t, e.email))?.asunto).toBe('Actualización de tu postulación a Practicante Contable');
    // Back to "no decision" reads 'CV visto' for the applicant: no e-mail.
    await patch(e.postulacionId, { data: { estado: 0 } });
    await t.app.queue.drain();
    expect(await count()).toBe(2);
  });

  it('bad input 400; another company, a cancelled or missing application 404; an applicant 403; no session 401', async () => {
    for (const body of [{ data: { estado: 4 } }, { data: { estado: -1 } }, { data: { estado: 'finalista' } }, { estado: 3 }, {}]) {
      const res = await patch(people.g!.postulacionId, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('El estado debe ser 0 (sin decisión), 1 (descartar), 2 (en proceso) o 3 (finalista).');
    }
    expect((await patch(people.g!.postulacionId, { data: { estado: 2 } }, rival.token)).status).toBe(404);
    expect((await patch(cancelledId, { data: { estado: 2 } })).status).toBe(404);
    expect((await patch(999_999, { data: { estado: 2 } })).status).toBe(404);
    expect((await patch('x', { data: { estado: 2 } })).status).toBe(400);
    expect((await patch(people.g!.postulacionId, { data: { estado: 2 } }, await login(t.app, people.g!))).status).toBe(403);
    expect(
      (
        await call(t.app, {
          method: 'PATCH',
          url: `/api/postulanteOferta/updateEstado/${people.g!.postulacionId}`,
          payload: { data: { estado: 2 } },
        })
      ).status,
    ).toBe(401);
    const [row] = await t.db.select().from(postulacion).where(eq(postulacion.id, people.g!.postulacionId));
    expect(row!.estado).toBe(0);
  });
});

describe('the CV as a recruiter sees it (findOneForRecruiter) and its download (getCv)', () => {
  const cv = (postulanteId: number, ofertaId: number | string, token = laEmpresa.token) =>
    call<CvParaReclutador>(t.app, {
      method: 'GET',
      url: `/api/postulante/findOneForRecruiter/${postulanteId}?id_oferta=${ofertaId}`,
      token,
    });

  it('the whole CV with the application and its affinity detail; opening it marks it read', async () => {
    const l = people.l!;
    const res = await cv(l.postulanteId, destacada);
    expect(res.status).toBe(200);
    const data = res.body.data[0]!;
    expect(data).toMatchObject({
      id: l.postulanteId,
      nombres: 'Lucía',
      apellidos: 'Gutiérrez Neyra',
      dni: '72345678',
      region: 'Lima',
      correo_contacto: 'contacto@prueba.pe',
      conocimientos: [
        { nombre: 'Microsoft Excel', nivel: 'avanzado' },
        { nombre: 'SAP', nivel: 'intermedio' },
      ],
    });
    expect(data.postulacion).toEqual({
      id_postulacion: l.postulacionId,
      id_oferta: destacada,
      estado: 0,
      estado_evaluacion: 1,
      revisado: 1,
      afinidad_puesto: 88,
      afinidad_detalle: { version: 1, puntaje: 88, criterios: [] },
      bloqueado: false,
      creado_en: at(10).toISOString(),
      puede_descargar_cv: true,
      destacado_pagado: true,
    });
    // Sex and birth date are in the applicant's own CV but never in what a company reads, with or without sections.
    expect(data).not.toHaveProperty('sexo');
    expect(data).not.toHaveProperty('fecha_nacimiento');
    const sinSecciones = await call<CvParaReclutador>(t.app, {
      method: 'GET',
      url: `/api/postulante/findOneForRecruiter/${l.postulanteId}?id_oferta=${destacada}&populate=false`,
      token: laEmpresa.token,
    });
    expect(sinSecciones.body.data[0]).not.toHaveProperty('sexo');
    expect(sinSecciones.body.data[0]).not.toHaveProperty('fecha_nacimiento');
    const [row] = await t.db.select().from(postulacion).where(eq(postulacion.id, l.postulacionId));
    expect(row!.revisado).toBe(1);
    const mine = await call<MiPostulacion>(t.app, {
      method: 'GET',
      url: '/api/postulanteOferta/postulantMyApplicants',
      token: await login(t.app, l),
    });
    expect(mine.body.data[0]?.postulacion.estado_texto).toBe('CV visto');
  });

  it('a free offer: no affinity, no download; another company, another offer or no application 404', async () => {
    const res = await cv(people.g1!.postulanteId, gratis);
    expect(res.body.data[0]!.postulacion).toMatchObject({
      afinidad_puesto: null,
      afinidad_detalle: null,
      puede_descargar_cv: false,
      destacado_pagado: false,
    });
    expect(res.body.data[0]!).toHaveProperty('nombres', 'Gratis1');
    expect((await cv(people.a!.postulanteId, destacada, rival.token)).status).toBe(404);
    expect((await cv(people.a!.postulanteId, gratis)).status).toBe(404);
    const missing = await call(t.app, {
      method: 'GET',
      url: `/api/postulante/findOneForRecruiter/${people.a!.postulanteId}`,
      token: laEmpresa.token,
    });
    expect(missing.status).toBe(400);
    const postulante = await login(t.app, people.a!);
    expect((await cv(people.a!.postulanteId, destacada, postulante)).status).toBe(403);
  });

  it('getCv: a real PDF named after the applicant, only for own featured offers', async () => {
    const get = (postulanteId: number, body: unknown, token = laEmpresa.token) =>
      call<CvDownload>(t.app, {
        method: 'POST',
        url: `/api/postulante/getCv/${postulanteId}`,
        token,
        payload: body as Record<string, unknown>,
      });
    const res = await get(people.a!.postulanteId, { id_oferta: destacada });
    expect(res.status).toBe(200);
    expect(res.body.data[0]!.name).toBe('CV-Ana-Quispe-Mamani.pdf');
    expect(Buffer.from(res.body.data[0]!.cv, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    // The company's copy: no birth date nor sex (the applicant's own copy has them: cv-pdf.test.ts).
    if (existsSync('/usr/bin/pdftotext')) {
      const texto = execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(res.body.data[0]!.cv, 'base64') }).toString();
      expect(texto).toContain('Ana Quispe Mamani');
      expect(texto).not.toContain('Fecha de nacimiento');
      expect(texto).not.toMatch(/Femenino|Masculino/);
    }
    expect((await get(people.a!.postulanteId, { id_oferta: destacada }, rival.token)).status).toBe(404);
    expect((await get(people.g1!.postulanteId, { id_oferta: destacada })).status).toBe(404);
    const bad = await get(people.a!.postulanteId, {});
    expect(bad.status).toBe(400);
    expect(bad.body.optional?.errors).toEqual({ id_oferta: 'Requerido' });
    expect((await get(people.a!.postulanteId, { id_oferta: destacada }, '')).status).toBe(401);
  });
});

describe('exports (featured offers only)', () => {
  const exportar = (kind: 'Excel' | 'CSV', query = '') =>
    call<string>(t.app, {
      method: 'GET',
      url: `/api/postulanteOferta/offerMyApplicantsExport${kind}/${destacada}${query ? `?${query}` : ''}`,
      token: laEmpresa.token,
    });
  const HEADER = [
    'Nombres',
    'Apellidos',
    'Correo de contacto',
    'Teléfono',
    'DNI',
    'Región',
    'Carrera',
    'Estado',
    'Afinidad (%)',
    'Fecha de postulación',
    'Universidad o instituto',
    'Ciclo',
    'Año de egreso',
    'Orden de mérito',
    'Años de experiencia',
    'Ver postulante',
    'Etiquetas',
    'Notas',
  ];

  it('Excel: a real .xlsx with a header row, numbers and dates, the whole filtered list, formulas neutralised', async () => {
    const query = 'departamentos[0]=4&departamentos[1]=15&sort=afinidad';
    const res = await exportar('Excel', query);
    expect(res.status).toBe(200);
    expect(res.body.optional?.nombre).toBe('postulantes-practicante-contable-2027-03-10.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(res.body.data[0]!, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Postulantes')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    const listed = await allOf(query);
    expect(sheet.rowCount - 1).toBe(listed.length);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => (sheet.getRow(i + 2).values as unknown[]).slice(1));
    expect(rows.map((r) => r[0])).toEqual(listed.map((n) => (n.startsWith('=') ? `'${n}` : n)));
    const ana = rows[0]!;
    expect(ana.slice(0, 9)).toEqual([
      'Ana',
      'Quispe Mamani',
      'contacto@prueba.pe',
      undefined,
      '72345678',
      'Lima',
      'Ingeniería Industrial',
      'Finalista',
      91,
    ]);
    expect(typeof ana[8]).toBe('number');
    expect(ana[9]).toBeInstanceOf(Date);
    // A bold, frozen header; DNI as text (leading zeros), affinity a whole number, the date with day, month and time.
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('@');
    expect(sheet.getRow(2).getCell(9).numFmt).toBe('0');
    expect(sheet.getRow(2).getCell(10).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    // Lima wall clock (UTC−5): 120 minutes before 10:00 Lima.
    expect((ana[9] as Date).toISOString()).toBe('2027-03-10T08:00:00.000Z');
    const evil = rows.find((r) => String(r[0]).includes('HYPERLINK'))!;
    expect(evil.slice(0, 3)).toEqual([`'=HYPERLINK("http://x.pe")`, `'+Pérez -Soto`, `'@malicioso@prueba.pe`]);
  });

  it('the export reads the list in batches: every row once, in the order of the list, whatever the batch size', async () => {
    const query = 'sort=afinidad';
    const listed = await allOf(query);
    const f = filtrosPostulantesSchema.parse({ sort: 'afinidad' });
    for (const lote of [1, 5, 12, 1000]) {
      const batches: string[][] = [];
      for await (const rows of todasPorLotes(t.db, destacada, f, lote)) batches.push(rows.map((r) => r.nombres));
      expect(batches.flat(), `lote ${lote}`).toEqual(listed);
      expect(batches.map((b) => b.length)).toEqual(Array.from({ length: Math.ceil(12 / lote) }, (_, i) => Math.min(lote, 12 - i * lote)));
    }
    const none = filtrosPostulantesSchema.parse({ conocimientos: ['Cobol'] });
    const empty: unknown[] = [];
    for await (const rows of todasPorLotes(t.db, destacada, none, 5)) empty.push(rows);
    expect(empty).toEqual([]);
    // An empty export still has its header row (and the BOM).
    const res = await exportar('CSV', 'conocimientos[0]=Cobol');
    expect(res.body.optional?.total).toBe(0);
    expect(Buffer.from(res.body.data[0]!, 'base64').toString('utf8')).toBe(`\ufeff${HEADER.join(',')}\n`);
  });

  it('CSV: BOM, header, the same rows as the list, formulas neutralised', async () => {
    const res = await exportar('CSV');
    expect(res.status).toBe(200);
    expect(res.body.optional?.nombre).toBe('postulantes-practicante-contable-2027-03-10.csv');
    const bytes = Buffer.from(res.body.data[0]!, 'base64');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(bytes.toString('utf8'), { bom: true }) as string[][];
    expect(records[0]).toEqual(HEADER);
    const listed = await allOf('');
    expect(records.slice(1).map((r) => r[0])).toEqual(listed.map((n) => (n.startsWith('=') ? `'${n}` : n)));
    const lucia = records.find((r) => r[0] === 'Lucía')!;
    expect(lucia).toEqual([
      'Lucía',
      'Gutiérrez Neyra',
      'contacto@prueba.pe',
      '',
      '72345678',
      'Lima',
      'Ingeniería Industrial',
      expect.any(String),
      '88',
      '2027-03-10 09:50',
      'Universidad Nacional de San Agustín de Arequipa',
      'VIII',
      expect.stringMatching(/^\d{4}$/),
      'Quinto superior',
      '0',
      `http://practiperu.test/empresas/mis-publicaciones/${destacada}/postulantes/${people.l!.postulanteId}`,
      // No tags, no notes.
      '',
      '',
    ]);
    expect(records.find((r) => r[0] === 'Fernando')![8]).toBe('');
    expect(records.find((r) => r[0]!.includes('HYPERLINK'))!.slice(0, 3)).toEqual([
      `'=HYPERLINK("http://x.pe")`,
      `'+Pérez -Soto`,
      `'@malicioso@prueba.pe`,
    ]);
  });

  it('bad filters are 400 here too', async () => {
    const res = await exportar('CSV', 'conocimientos[0]=a&conocimientos[1]=b&conocimientos[2]=c&conocimientos[3]=d');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Máximo 3 conocimientos');
  });
});

describe('developer mode (appliedApplicant, findForRecruiter)', () => {
  it('404 without the developer flag; with it every active applicant, unpaginated, blur kept', async () => {
    for (const url of [
      `/api/postulanteOferta/appliedApplicant?id_oferta=${gratis}`,
      `/api/postulante/findForRecruiter?id_oferta=${gratis}`,
    ]) {
      expect((await call(t.app, { method: 'GET', url, token: laEmpresa.token })).status).toBe(404);
      expect((await call(t.app, { method: 'GET', url: url.split('?')[0]!, token: laEmpresa.token })).status).toBe(404);
    }
    const devUser = await createUser(t.db, { role: ROLE.RECLUTADOR, isDev: true, nombreOrg: 'Dev SAC' });
    const devToken = await login(t.app, devUser);
    const [org] = await t.db.select({ id: organizacion.id }).from(organizacion).where(eq(organizacion.usuario_id, devUser.id));
    const own = await ofertaGratis(t, org!.id, 'Oferta del desarrollador');
    for (let i = 0; i < 12; i++)
      await aplicante(t, own, { nombres: `Dev${i}`, estado_evaluacion: i === 11 ? 3 : 1, creado_en: at(60 - i) });
    for (const url of [`/api/postulanteOferta/appliedApplicant?id_oferta=${own}`, `/api/postulante/findForRecruiter?id_oferta=${own}`]) {
      const res = await call<PostulanteDeOferta>(t.app, { method: 'GET', url, token: devToken });
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(12);
      expect(res.body.optional).toMatchObject({ total_postulants: 12, titulo: 'Oferta del desarrollador', destacado_pagado: false });
      expect(res.body.data[0]).toMatchObject({ bloqueado: true });
      expect(res.body.data[0]).not.toHaveProperty('nombres');
      // Another company's offer is still 404.
      expect((await call(t.app, { method: 'GET', url: url.replace(String(own), String(gratis)), token: devToken })).status).toBe(404);
    }
    // A featured-paid offer: destacado_pagado true, nothing blocked, the scores shown.
    const destacado = await ofertaDestacadaPagada(t, org!.id, 'Destacada del desarrollador');
    await aplicante(t, destacado, { nombres: 'DevDestacado', afinidad_puesto: 77, creado_en: at(5) });
    for (const url of [
      `/api/postulanteOferta/appliedApplicant?id_oferta=${destacado}`,
      `/api/postulante/findForRecruiter?id_oferta=${destacado}`,
    ]) {
      const res = await call<PostulanteVisible>(t.app, { method: 'GET', url, token: devToken });
      expect(res.status).toBe(200);
      expect(res.body.optional).toEqual({ total_postulants: 1, titulo: 'Destacada del desarrollador', destacado_pagado: true });
      expect(res.body.data[0]).toMatchObject({ nombres: 'DevDestacado', bloqueado: false, afinidad_puesto: 77 });
    }
  });
});

describe('the demo company on a fresh clone', { timeout: DEMO_SEED_TIMEOUT }, () => {
  it('reviews twelve applicants of its featured offer and seventeen of a free one, the last two blocked', async () => {
    // The curated demo company alone (its offers take no applications from the marketplace's applicants), seeded at
    // START.
    expect(DEMO_START).toEqual(START);
    const demo = await createDemoApp();
    try {
      const token = await login(demo.app, { id: 0, email: 'empresa@demo.pe', password: DEMO_PASSWORD, role: ROLE.RECLUTADOR });
      // Its own offers, by title.
      const ofertas = (await call<OfertaCard>(demo.app, { method: 'GET', url: '/api/oferta/myList', token })).body.data;
      const idOf = (titulo: string) => ofertas.find((o) => o.titulo === titulo)!.id;
      const ask = (url: string) => call<PostulanteDeOferta>(demo.app, { method: 'GET', url, token });
      const destacado = await ask(`/api/postulanteOferta/offerMyApplicants/${idOf('Practicante de Logística y Almacenes')}`);
      expect(destacado.body.optional).toMatchObject({ total_postulants: 12, destacado_pagado: true });
      expect(destacado.body.data.every((i) => !i.bloqueado)).toBe(true);
      // Every filter finds someone.
      const logistica = idOf('Practicante de Logística y Almacenes');
      for (const q of [
        'finalist=1',
        'discard=1',
        'read=1',
        'orden_merito=1',
        'experiencia=1',
        'departamentos[0]=21',
        'idiomas=Quechua|avanzado',
      ]) {
        const res = await ask(`/api/postulanteOferta/offerMyApplicants/${logistica}?${q}`);
        expect(res.body.optional?.total_postulants, q).toBeGreaterThan(0);
      }
      const plan = idOf('Practicante de Planeamiento Financiero');
      const free = await ask(`/api/postulanteOferta/offerMyApplicants/${plan}`);
      expect(free.body.optional).toMatchObject({ total_postulants: 17, destacado_pagado: false });
      expect(free.body.data.slice(0, 2).map((i) => i.bloqueado)).toEqual([true, true]);
      expect(free.body.data.slice(2).every((i) => !i.bloqueado)).toBe(true);
      // Both seats follow every offer of the company, so an application to any of them reaches their digest.
      const rosa = await login(demo.app, { id: 0, email: 'reclutadora@demo.pe', password: DEMO_PASSWORD, role: ROLE.RECLUTADOR });
      for (const seat of [token, rosa]) {
        const prefs = await call<{ frecuencia: string; ofertas: { id_oferta: number; sigue: boolean; recibe: boolean }[] }>(demo.app, {
          method: 'GET',
          url: '/api/avisosPostulantes/preferencias',
          token: seat,
        });
        expect(prefs.body.data[0]!.frecuencia).toBe('diario');
        // The company's current offers (a finished one is not listed): the featured one among them, each followed.
        expect(prefs.body.data[0]!.ofertas.map((o) => o.id_oferta)).toContain(logistica);
        expect(prefs.body.data[0]!.ofertas.every((o) => o.sigue && o.recibe)).toBe(true);
      }
      // The trail has each offer sent to publish by the holder, so the dashboard's last 30 days count the four sent
      // then (the other two were sent 38 and 40 days ago), all of them the holder's.
      const panel = (await call<EmpresaInsights>(demo.app, { method: 'GET', url: '/api/insights/empresa', token })).body.data[0]!;
      expect(panel.total?.ofertas).toBe(4);
      expect(panel.equipo.find((s) => s.propio)?.ofertas).toBe(4);
    } finally {
      await demo.close();
    }
  });
});

describe('query arrays (pure)', () => {
  it('gathers x[0]=…, x[]=… and repeated keys into arrays, in index order', () => {
    expect(
      agruparQuery({ 'departamentos[1]': '4', 'departamentos[0]': '15', idiomas: ['Inglés', 'Quechua'], 'idiomas[]': 'Aymara', read: '1' }),
    ).toEqual({
      departamentos: ['15', '4'],
      idiomas: ['Inglés', 'Quechua', 'Aymara'],
      read: '1',
    });
  });
});
