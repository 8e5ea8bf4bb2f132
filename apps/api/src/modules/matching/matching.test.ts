/**
 * "Ofertas para ti" through the HTTP API (docs/matching.md): each matching rule with offers that must and must
 * not match, the three scopes, deadlines in Lima, hidden and finished offers, the order, the pages, and who may
 * ask. Each story uses careers of its own, so the offers of one never match the applicants of another.
 */
import { ROLE } from '@practiperu/shared/constants';
import { addDays } from '@practiperu/shared/dates';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, login, type TestContext } from '../../../test/helpers.ts';
import { eq } from 'drizzle-orm';
import { oferta, postulacion, postulante } from '../../db/schema/index.ts';
import { career, empresa, ofertaAprobada, postulanteCon } from '../../../test/fixtures/matching.ts';
import { CV_GATE_MESSAGE } from './cv-gate.ts';
import type { OfertaCardPostulante } from '@practiperu/shared/postulacion';
import { REINVALIDAR_MS, ofertasCambiaron, olvidarReinvalidaciones } from '../../lib/ofertas-cache.ts';
import { createOfertaPostulanteService } from '../oferta/oferta.postulante.ts';
import type { Ambito } from './matching.rules.ts';

let t: TestContext;
// 10 March 2027, 10:00 in Lima.
const START = new Date('2027-03-10T15:00:00Z');
const DAY = 86_400_000;
let org: number;
let reinvalidar: number[] = [];

beforeAll(async () => {
  // The cache is dropped only when something changes, not on a timer too (lib/ofertas-cache.ts): the stories below
  // know when a list is served from memory. An earlier file of this worker may have left drops scheduled by its
  // writes: they would empty the cache in the middle of a story, whenever they come due.
  reinvalidar = REINVALIDAR_MS.splice(0);
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
  olvidarReinvalidaciones();
  t.clock.now = START;
  org = (await empresa(t)).organizacionId;
});
afterAll(async () => {
  // The test files of a worker share loaded modules (vitest.config.ts): the next ones get the timers back.
  REINVALIDAR_MS.push(...reinvalidar);
  await t?.close();
});
afterEach(() => {
  t.clock.now = START;
});

const get = <T = OfertaCardPostulante>(url: string, token?: string) => call<T>(t.app, { method: 'GET', url, token });

/** Every offer of a list, page after page. */
async function all(url: string, token: string): Promise<OfertaCardPostulante[]> {
  const out: OfertaCardPostulante[] = [];
  for (let page = 1; page < 50; page++) {
    const res = await get(`${url}?page=${page}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...res.body.data);
    if (page >= Number(res.body.optional?.total_pages ?? 0)) break;
  }
  return out;
}
const titles = async (url: string, token: string) => (await all(url, token)).map((o) => o.titulo).sort();
const everywhere = (token: string) => titles('/api/oferta/recommendedBothProfile', token);

describe('who may ask for Ofertas para ti', () => {
  const urls = [
    '/api/oferta/recommended',
    '/api/oferta/recommendedProfile',
    '/api/oferta/recommendedBothProfile',
    '/api/oferta/findForApplicant',
  ];

  it('no session: 401; a company or an administrator: 403', async () => {
    const laEmpresa = await empresa(t, 'Otra Empresa');
    const adminUser = await createUser(t.db, { role: ROLE.ADMIN });
    const admin = await login(t.app, adminUser);
    for (const url of urls) {
      expect((await get(url)).status, url).toBe(401);
      expect((await get(url, laEmpresa.token)).status, url).toBe(403);
      expect((await get(url, admin)).status, url).toBe(403);
    }
  });

  it('an applicant whose required CV data is incomplete is sent to complete it', async () => {
    const user = await createUser(t.db, { role: ROLE.POSTULANTE });
    const token = await login(t.app, user);
    for (const url of urls.slice(0, 3)) {
      const res = await get(url, token);
      expect(res.status, url).toBe(403);
      expect(res.body).toMatchObject({
        state: false,
        message: CV_GATE_MESSAGE,
        optional: { cv_completo: false, ruta: '/postulantes/curriculum/complete' },
      });
    }
  });

  it('a bad page is 400; a page past the end is empty, with the real totals', async () => {
    const me = await postulanteCon(t, { claves: 'Acuicultura' });
    const acui = await career(t, 'Acuicultura');
    await ofertaAprobada(t, org, [acui], { titulo: 'Practicante de Acuicultura' });
    for (const bad of ['0', '-1', 'dos', '1.5']) {
      const res = await get(`/api/oferta/recommended?page=${bad}`, me.token);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe('La página debe ser un número entero positivo.');
    }
    const past = await get('/api/oferta/recommended?page=9', me.token);
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ state: true, data: [], optional: { current_page: 9, total_pages: 1, total: 1 } });
    const first = await get('/api/oferta/recommended', me.token);
    expect(first.body.optional).toEqual({ current_page: 1, total_pages: 1, total: 1 });
  });
});

describe('the study level and the modality', () => {
  it('each level sees only the offers that ask for it, in the modality of the level', async () => {
    const conta = await career(t, 'Contabilidad');
    const conTec = await career(t, 'Contabilidad', 0);
    expect(conTec.clave).toBe(conta.clave);
    const pre = { modalidad: 'PREPROFESIONAL', idniveluniv: 0 } as const;
    const pro = { modalidad: 'PROFESIONAL', idniveluniv: 0 } as const;
    await ofertaAprobada(t, org, [conTec], { ...pre, titulo: 'A técnico estudiante', idniveltec: 3 });
    await ofertaAprobada(t, org, [conTec], { ...pro, titulo: 'B técnico egresado', idniveltec: 4 });
    await ofertaAprobada(t, org, [conta], { ...pre, titulo: 'C universitario estudiante', idniveluniv: 6 });
    await ofertaAprobada(t, org, [conta], { ...pro, titulo: 'D universitario egresado', idniveluniv: 7 });
    await ofertaAprobada(t, org, [conta], { ...pro, titulo: 'E bachiller', idniveluniv: 8 });
    await ofertaAprobada(t, org, [conta], { ...pro, titulo: 'F egresado en otros', idnivelotros: 7 });
    // An offer the form would refuse (graduate level in a pre-professional offer): nobody matches it.
    await ofertaAprobada(t, org, [conta], { ...pre, titulo: 'G incoherente', idniveluniv: 7 });

    const as = (tipo_carrera: number, estado_estudios: number) =>
      postulanteCon(t, { tipo_carrera, estado_estudios, ciclo_actual: estado_estudios === 0 ? 2 : 0, claves: 'contabilidad' });
    expect(await everywhere((await as(0, 0)).token)).toEqual(['A técnico estudiante']);
    expect(await everywhere((await as(0, 1)).token)).toEqual(['B técnico egresado']);
    // Técnica + Bachiller counts as 4.
    expect(await everywhere((await as(0, 2)).token)).toEqual(['B técnico egresado']);
    expect(await everywhere((await as(1, 0)).token)).toEqual(['C universitario estudiante']);
    expect(await everywhere((await as(1, 1)).token)).toEqual(['D universitario egresado', 'F egresado en otros']);
    expect(await everywhere((await as(1, 2)).token)).toEqual(['E bachiller']);
  });
});

describe('cycles and graduation years', () => {
  it('a university cycle c matches ciclo_actual c + 1; an empty list any cycle', async () => {
    const derecho = await career(t, 'Derecho');
    await ofertaAprobada(t, org, [derecho], { titulo: 'Solo VIII ciclo', ciclo: [3] });
    await ofertaAprobada(t, org, [derecho], { titulo: 'Hasta V ciclo', ciclo: [0] });
    await ofertaAprobada(t, org, [derecho], { titulo: 'Cualquier ciclo', ciclo: [] });
    const student = (ciclo_actual: number) => postulanteCon(t, { claves: 'Derecho', ciclo_actual });
    expect(await everywhere((await student(4)).token)).toEqual(['Cualquier ciclo', 'Solo VIII ciclo']);
    expect(await everywhere((await student(3)).token)).toEqual(['Cualquier ciclo']);
    expect(await everywhere((await student(5)).token)).toEqual(['Cualquier ciclo']);
    expect(await everywhere((await student(1)).token)).toEqual(['Cualquier ciclo', 'Hasta V ciclo']);
  });

  it('a technical cycle c matches a technical student with ciclo_actual c + 1', async () => {
    const compu = await career(t, 'Computación e Informática', 0);
    const tec = { modalidad: 'PREPROFESIONAL', idniveluniv: 0, idniveltec: 3 } as const;
    await ofertaAprobada(t, org, [compu], { ...tec, titulo: 'IV ciclo técnico', ciclo_tecnico: [1] });
    await ofertaAprobada(t, org, [compu], { ...tec, titulo: 'III o VI ciclo técnico', ciclo_tecnico: [0, 3] });
    const student = (ciclo_actual: number) => postulanteCon(t, { tipo_carrera: 0, estado_estudios: 0, claves: compu.clave, ciclo_actual });
    expect(await everywhere((await student(2)).token)).toEqual(['IV ciclo técnico']);
    expect(await everywhere((await student(1)).token)).toEqual(['III o VI ciclo técnico']);
    expect(await everywhere((await student(4)).token)).toEqual(['III o VI ciclo técnico']);
    expect(await everywhere((await student(3)).token)).toEqual([]);
  });

  it('graduation years match a graduate’s exit year; an empty list any year', async () => {
    const eco = await career(t, 'Economía');
    const pro = { modalidad: 'PROFESIONAL', idniveluniv: 7 } as const;
    await ofertaAprobada(t, org, [eco], { ...pro, titulo: 'Egresados 2026', fecha_egreso: [2026] });
    await ofertaAprobada(t, org, [eco], { ...pro, titulo: 'Egresados 2024 y 2025', fecha_egreso: [2024, 2025] });
    await ofertaAprobada(t, org, [eco], { ...pro, titulo: 'Cualquier año', fecha_egreso: [] });
    const graduate = (year: number) =>
      postulanteCon(t, { estado_estudios: 1, ciclo_actual: 0, claves: 'economia', fecha_egreso: `${year}-01-01` });
    expect(await everywhere((await graduate(2026)).token)).toEqual(['Cualquier año', 'Egresados 2026']);
    expect(await everywhere((await graduate(2025)).token)).toEqual(['Cualquier año', 'Egresados 2024 y 2025']);
    expect(await everywhere((await graduate(2023)).token)).toEqual(['Cualquier año']);
  });
});

describe('careers, compared by their keys', () => {
  it('the applicant’s career among the offer’s, whatever accents or capitals the stored key carries', async () => {
    const civil = await career(t, 'Ingeniería Civil');
    const arq = await career(t, 'Arquitectura');
    await ofertaAprobada(t, org, [civil], { titulo: 'Civil' });
    await ofertaAprobada(t, org, [arq, civil], { titulo: 'Arquitectura o Civil' });
    await ofertaAprobada(t, org, [arq], { titulo: 'Solo Arquitectura' });
    // A key written with accents and capitals (an old row) is normalized before comparing.
    const conTildes = await postulanteCon(t, { claves: 'x' });
    await t.db.update(postulante).set({ claves: 'Ingeniería  Civil' }).where(eq(postulante.id, conTildes.postulanteId));
    expect(await everywhere(conTildes.token)).toEqual(['Arquitectura o Civil', 'Civil']);
    expect(await everywhere((await postulanteCon(t, { claves: 'arquitectura' })).token)).toEqual([
      'Arquitectura o Civil',
      'Solo Arquitectura',
    ]);
    // Ingeniería Industrial (another career with "Ingeniería") sees none of them.
    const industrial = await postulanteCon(t);
    expect((await everywhere(industrial.token)).filter((x) => /Civil|Arquitectura/.test(x))).toEqual([]);
  });
});

describe('own department and virtual, other departments, both', () => {
  it('an applicant in Arequipa', async () => {
    const psico = await career(t, 'Psicología');
    await ofertaAprobada(t, org, [psico], { titulo: 'En Arequipa' });
    await ofertaAprobada(t, org, [psico], { titulo: 'En Lima', id_region: 15, region: 'Lima', provincia: 'Lima', distrito: 'Miraflores' });
    await ofertaAprobada(t, org, [psico], {
      titulo: 'Virtual',
      id_region: 0,
      region: '',
      provincia: '',
      distrito: '',
      modalidad_tiempo: 'Virtual',
    });
    await ofertaAprobada(t, org, [psico], {
      titulo: 'En el extranjero',
      id_region: 26,
      region: 'Extranjero',
      pais: 'Chile',
      provincia: 'Santiago',
      distrito: 'Providencia',
    });
    const me = await postulanteCon(t, { claves: 'psicologia' });
    expect(await titles('/api/oferta/recommended', me.token)).toEqual(['En Arequipa', 'Virtual']);
    expect(await titles('/api/oferta/recommendedProfile', me.token)).toEqual(['En Lima', 'En el extranjero']);
    expect(await everywhere(me.token)).toEqual(['En Arequipa', 'En Lima', 'En el extranjero', 'Virtual']);
    const card = (await all('/api/oferta/recommended', me.token)).find((o) => o.titulo === 'En Arequipa')!;
    expect(Object.keys(card).sort()).toEqual(
      [
        'id',
        'titulo',
        'alias',
        'nombre_org',
        'logo_org',
        'fecha_publicacion',
        'fin_convocatoria',
        'cumple_ley_28518',
        'modalidad_tiempo',
        'region',
        'distrito',
        'publicar',
        'estado',
        'finaliza',
        'tipo',
        'estado_pago',
        'mensaje_rechazado',
        'ruta_publica',
        'oferta_publica',
        'enlace',
        'destacado',
        'vigente',
        'estado_texto',
        'postulado',
      ].sort(),
    );
    expect(card).toMatchObject({
      nombre_org: 'Andina Logística',
      logo_org: null,
      region: 'Arequipa',
      distrito: 'Cayma',
      modalidad_tiempo: 'Presencial',
      estado: 1,
      publicar: 1,
      finaliza: null,
      tipo: 0,
      estado_pago: null,
      oferta_publica: 0,
      ruta_publica: `/ofertas/en-arequipa-${card.id}`,
      vigente: true,
      estado_texto: 'Vigente',
      postulado: false,
    });
  });
});

describe('only approved, shown, open offers', () => {
  it('deadlines are Lima days: still listed at 23:59, gone at 00:00', async () => {
    const enf = await career(t, 'Enfermería');
    await ofertaAprobada(t, org, [enf], { titulo: 'Vence hoy', fin_convocatoria: '2027-03-10' });
    const me = await postulanteCon(t, { claves: 'enfermeria' });
    t.clock.now = new Date('2027-03-11T04:59:00Z'); // 23:59 of the 10th in Lima
    expect(await everywhere(me.token)).toEqual(['Vence hoy']);
    t.clock.now = new Date('2027-03-11T05:00:00Z'); // 00:00 of the 11th
    expect(await everywhere(me.token)).toEqual([]);
  });

  it('pending, rejected, hidden, finished and removed offers are never recommended', async () => {
    const bio = await career(t, 'Biología');
    await ofertaAprobada(t, org, [bio], { titulo: 'Visible' });
    await ofertaAprobada(t, org, [bio], { titulo: 'Pendiente', estado: 0, fecha_publicacion: null });
    await ofertaAprobada(t, org, [bio], { titulo: 'Rechazada', estado: 2, mensaje_rechazado: 'No cumple la Ley 28518.' });
    await ofertaAprobada(t, org, [bio], { titulo: 'Oculta', publicar: 0 });
    await ofertaAprobada(t, org, [bio], { titulo: 'Finalizada', finaliza: new Date(START.getTime() - DAY) });
    await ofertaAprobada(t, org, [bio], { titulo: 'Eliminada', eliminado_en: new Date(START.getTime() - DAY) });
    await ofertaAprobada(t, org, [bio], { titulo: 'Vencida', fin_convocatoria: addDays('2027-03-10', -1) });
    const me = await postulanteCon(t, { claves: 'biologia' });
    expect(await everywhere(me.token)).toEqual(['Visible']);
  });

  it('an informational offer with no level or career is for everyone, shown with its link', async () => {
    const me = await postulanteCon(t, { claves: 'Acuicultura' });
    const before = (await everywhere(me.token)).length;
    const id = await ofertaAprobada(t, null, [], {
      titulo: 'Programa de Prácticas del Estado',
      oferta_publica: 1,
      enlace: 'https://www.convocatorias.gob.pe/practicas',
      idniveluniv: 0,
      id_region: 0,
      region: '',
      provincia: '',
      distrito: '',
      modalidad_tiempo: 'Virtual',
    });
    const list = await all('/api/oferta/recommendedBothProfile', me.token);
    expect(list).toHaveLength(before + 1);
    expect(list.find((o) => o.id === id)).toMatchObject({
      nombre_org: 'Convocatoria externa',
      oferta_publica: 1,
      enlace: 'https://www.convocatorias.gob.pe/practicas',
    });
    // Gone again, so that the other stories count only their own offers.
    await t.db.update(oferta).set({ eliminado_en: START }).where(eq(oferta.id, id));
  });
});

describe('the order and the pages', () => {
  it('validated featured offers first, then the newest; featured ones still waiting for payment are not first', async () => {
    const est = await career(t, 'Estadística');
    const ago = (days: number) => new Date(START.getTime() - days * DAY);
    await ofertaAprobada(t, org, [est], { titulo: 'Antigua', fecha_publicacion: ago(3) });
    await ofertaAprobada(t, org, [est], { titulo: 'Nueva', fecha_publicacion: ago(0) });
    await ofertaAprobada(t, org, [est], {
      titulo: 'Destacada',
      tipo: 1,
      estado_pago: 1,
      destacado_desde: ago(4),
      fecha_publicacion: ago(5),
    });
    await ofertaAprobada(t, org, [est], { titulo: 'Destacada por pagar', tipo: 1, estado_pago: 0, fecha_publicacion: ago(1) });
    await ofertaAprobada(t, org, [est], { titulo: 'Ayer', fecha_publicacion: ago(1.5) });
    await ofertaAprobada(t, org, [est], { titulo: 'Hace dos días', fecha_publicacion: ago(2) });
    await ofertaAprobada(t, org, [est], { titulo: 'Hace cuatro días', fecha_publicacion: ago(4) });
    const me = await postulanteCon(t, { claves: 'estadistica' });

    const page1 = await get('/api/oferta/recommendedBothProfile?page=1', me.token);
    expect(page1.body.data.map((o) => o.titulo)).toEqual(['Destacada', 'Nueva', 'Destacada por pagar', 'Ayer', 'Hace dos días']);
    expect(page1.body.data[0]).toMatchObject({ destacado: true, tipo: 1, estado_pago: 1 });
    expect(page1.body.data[2]).toMatchObject({ destacado: false });
    expect(page1.body.optional).toEqual({ current_page: 1, total_pages: 2, total: 7 });
    const page2 = await get('/api/oferta/recommendedBothProfile?page=2', me.token);
    expect(page2.body.data.map((o) => o.titulo)).toEqual(['Antigua', 'Hace cuatro días']);
    // The department lists have 10 a page.
    const region = await get('/api/oferta/recommended', me.token);
    expect(region.body.data).toHaveLength(7);
  });

  it('offers already applied to are marked; offers whose application was cancelled are left out', async () => {
    const fil = await career(t, 'Filosofía');
    const applied = await ofertaAprobada(t, org, [fil], { titulo: 'Postulada' });
    const cancelled = await ofertaAprobada(t, org, [fil], { titulo: 'Cancelada' });
    await ofertaAprobada(t, org, [fil], { titulo: 'Libre' });
    const me = await postulanteCon(t, { claves: 'filosofia' });
    await t.db.insert(postulacion).values([
      { postulante_id: me.postulanteId, oferta_id: applied },
      { postulante_id: me.postulanteId, oferta_id: cancelled, eliminado_en: START },
    ]);
    const list = await all('/api/oferta/recommendedBothProfile', me.token);
    expect(list.map((o) => [o.titulo, o.postulado])).toEqual([
      ['Libre', false],
      ['Postulada', true],
    ]);
  });
});

describe('the latest offers of the applicant’s home (myLatestOffer)', () => {
  it('the 5 newest open offers for everyone, whatever the training', async () => {
    const me = await postulanteCon(t, { claves: 'Danza' });
    const res = await get('/api/oferta/myLatestOffer', me.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(5);
    const dates = res.body.data.map((o) => o.fecha_publicacion ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.body.data.every((o) => o.vigente)).toBe(true);
  });
});

describe('the shared lists (the cache of docs/matching.md)', () => {
  const send = (method: 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    call(t.app, { method, url, token, ...(payload ? { payload } : {}) });

  it('an offer the administrator approves is recommended at once, and found by the public search', async () => {
    const antro = await career(t, 'Antropología');
    const laEmpresa = await empresa(t, 'Museo del Sur');
    await ofertaAprobada(t, laEmpresa.organizacionId, [antro], { titulo: 'Ya aprobada de Antropología' });
    const pendiente = await ofertaAprobada(t, laEmpresa.organizacionId, [antro], {
      titulo: 'Recién aprobada de Antropología',
      estado: 0,
      fecha_publicacion: null,
    });
    const me = await postulanteCon(t, { claves: 'antropologia' });
    // Read once: the list of this training is now kept in memory, and so is this search page.
    expect(await everywhere(me.token)).toEqual(['Ya aprobada de Antropología']);
    const search = async () => (await get('/api/publico/ofertas?q=antropologia')).body.data.map((o) => o.titulo).sort();
    expect(await search()).toEqual(['Ya aprobada de Antropología']);

    const admin = await login(t.app, await createUser(t.db, { role: ROLE.ADMIN }));
    expect((await send('POST', `/api/admin/ofertas/${pendiente}/aprobar`, admin)).status).toBe(200);
    expect(await everywhere(me.token)).toEqual(['Recién aprobada de Antropología', 'Ya aprobada de Antropología']);
    expect(await search()).toEqual(['Recién aprobada de Antropología', 'Ya aprobada de Antropología']);
  });

  it('an offer its company finishes or hides leaves the lists at once; shown again, it is back', async () => {
    const arq = await career(t, 'Arqueología');
    const laEmpresa = await empresa(t, 'Excavaciones Andinas');
    const finalizar = await ofertaAprobada(t, laEmpresa.organizacionId, [arq], { titulo: 'Se finalizará' });
    const ocultar = await ofertaAprobada(t, laEmpresa.organizacionId, [arq], { titulo: 'Se ocultará' });
    await ofertaAprobada(t, laEmpresa.organizacionId, [arq], { titulo: 'Sigue abierta' });
    const me = await postulanteCon(t, { claves: 'arqueologia' });
    expect(await everywhere(me.token)).toEqual(['Se finalizará', 'Se ocultará', 'Sigue abierta']);

    expect((await send('PATCH', '/api/oferta/finish', laEmpresa.token, { id_oferta: finalizar })).status).toBe(200);
    expect(await everywhere(me.token)).toEqual(['Se ocultará', 'Sigue abierta']);
    expect((await send('PATCH', '/api/oferta/hidden', laEmpresa.token, { id_oferta: ocultar, publicar: 0 })).status).toBe(200);
    expect(await everywhere(me.token)).toEqual(['Sigue abierta']);
    expect((await send('PATCH', '/api/oferta/hidden', laEmpresa.token, { id_oferta: ocultar, publicar: 1 })).status).toBe(200);
    expect(await everywhere(me.token)).toEqual(['Se ocultará', 'Sigue abierta']);
  });

  it('the applicant’s own marks are never stale: applying marks the offer, cancelling removes it, at once', async () => {
    const agro = await career(t, 'Agronomía');
    const laEmpresa = await empresa(t, 'Agrícola del Valle');
    const oferta1 = await ofertaAprobada(t, laEmpresa.organizacionId, [agro], { titulo: 'Cosecha' });
    const me = await postulanteCon(t, { claves: 'agronomia' }, { paraPostular: true });
    const marks = async () => (await all('/api/oferta/recommended', me.token)).map((o) => [o.titulo, o.postulado]);
    expect(await marks()).toEqual([['Cosecha', false]]);
    const applied = await send('POST', '/api/postulanteOferta/create', me.token, {
      id_oferta: oferta1,
      id_reclutador: laEmpresa.organizacionId,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    expect(await marks()).toEqual([['Cosecha', true]]);
    const idPostulacion = (applied.body as { data: number[] }).data[0];
    expect((await send('POST', '/api/postulanteOferta/removeById', me.token, { id: idPostulacion, id_oferta: oferta1 })).status).toBe(200);
    expect(await marks()).toEqual([]);
  });

  it('a change written around the app is served stale until the cache is dropped (its bound: MATCHING_CACHE_SECONDS)', async () => {
    const bib = await career(t, 'Bibliotecología y Ciencias de la Información');
    const id = await ofertaAprobada(t, org, [bib], { titulo: 'Archivo histórico' });
    const me = await postulanteCon(t, { claves: bib.clave });
    expect(await everywhere(me.token)).toEqual(['Archivo histórico']);
    // SQL by hand (or another API process): this process does not know.
    await t.db.update(oferta).set({ publicar: 0 }).where(eq(oferta.id, id));
    expect(await everywhere(me.token)).toEqual(['Archivo histórico']);
    ofertasCambiaron(); // what the app's own writes do; the lifetime does the same after MATCHING_CACHE_SECONDS
    expect(await everywhere(me.token)).toEqual([]);
  });

  it('pages from the cached list are exactly the pages the SQL gives: scopes, order, totals, marks, cancelled ones', async () => {
    const antro = await career(t, 'Antropología Social');
    const laEmpresa = await empresa(t, 'Consultora Social');
    const ago = (days: number) => new Date(START.getTime() - days * DAY);
    const ids: number[] = [];
    // 14 offers: own department (Arequipa, 4), virtual (0), Lima (15), abroad (26); one featured and paid.
    for (let i = 0; i < 14; i++) {
      const id_region = [4, 0, 15, 26][i % 4]!;
      ids.push(
        await ofertaAprobada(t, laEmpresa.organizacionId, [antro], {
          titulo: `Antropología ${String(i).padStart(2, '0')}`,
          id_region,
          fecha_publicacion: ago(i),
          ...(i === 9 ? { tipo: 1, estado_pago: 1, destacado_desde: ago(20) } : {}),
        }),
      );
    }
    const me = await postulanteCon(t, { claves: antro.clave });
    await t.db.insert(postulacion).values([
      { postulante_id: me.postulanteId, oferta_id: ids[2]! },
      { postulante_id: me.postulanteId, oferta_id: ids[5]!, eliminado_en: START },
    ]);
    const deps = { db: t.db, now: () => t.clock.now, storage: t.app.storage, subvencionMinima: 1130, publicUrl: 'http://practiperu.test' };
    const cached = createOfertaPostulanteService({ ...deps, cacheSegundos: 60 });
    const bySql = createOfertaPostulanteService({ ...deps, cacheSegundos: 0 });
    for (const ambito of ['region', 'otras', 'todas'] as Ambito[]) {
      for (const page of [1, 2, 3, 4]) {
        const expected = await bySql.recomendadas(me.id, ambito, page);
        expect(await cached.recomendadas(me.id, ambito, page), `${ambito} ${page}`).toEqual(expected);
        expect(await cached.recomendadas(me.id, ambito, page), `${ambito} ${page} again`).toEqual(expected);
      }
    }
    const todas = await bySql.recomendadas(me.id, 'todas', 1);
    expect(todas.total).toBe(13);
    expect(todas.items[0]).toMatchObject({ titulo: 'Antropología 09', destacado: true });
  });
});
