/** The CV section groups through HTTP: every call, every rule, only one's own items. */
import { ROLE } from '@practiperu/shared/constants';
import type {
  ConocimientoItem,
  ExperienciaLaboralItem,
  ExtracurricularItem,
  FormacionComplementariaItem,
  LogroItem,
  PostulanteProfileFull,
} from '@practiperu/shared/cv';
import { limaToday } from '@practiperu/shared/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logro, postulante } from '../../db/schema/index.ts';
import { call, createTestApp, createUser, login, type TestContext } from '../../../test/helpers.ts';

let t: TestContext;
// The app's clock is the real one in these tests; the CV's year lists are counted from its current year.
const TODAY = limaToday(new Date());
const YEAR = Number(TODAY.slice(0, 4));

beforeAll(async () => {
  // Many sign-ins from one address: the login limits are not what these tests are about.
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '1000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '1000' });
});
afterAll(async () => {
  await t.close();
});

async function signedIn(role: (typeof ROLE)[keyof typeof ROLE] = ROLE.POSTULANTE) {
  const user = await createUser(t.db, { role });
  return { ...user, token: await login(t.app, user) };
}

type Payload = Record<string, unknown>;
const create = <T = number>(group: string, token: string | undefined, payload: Payload | undefined) =>
  call<T>(t.app, { method: 'POST', url: `/api/${group}/create`, token, payload });
const put = (group: string, token: string | undefined, payload: Payload) =>
  call(t.app, { method: 'PUT', url: `/api/${group}/update`, token, payload });
const remove = (group: string, token: string | undefined, id: unknown) =>
  call(t.app, { method: 'POST', url: `/api/${group}/removeById`, token, payload: { id } });
const byId = <T>(group: string, token: string | undefined, id: unknown) =>
  call<T>(t.app, { method: 'GET', url: `/api/${group}/id/${id}`, token });
const myList = <T>(group: string, token: string | undefined) => call<T>(t.app, { method: 'GET', url: `/api/${group}/myList`, token });

const lastYear = () => YEAR - 1;
const valid: Record<string, Payload> = {
  conocimiento: { nombre: 'Microsoft Excel', nivel: 'avanzado' },
  idioma: { nombre: 'Inglés', nivel: 'intermedio' },
  logro: { descripcion: 'Primer puesto en el concurso de innovación de la facultad', fecha: '2024-10-15' },
  expLaboral: {
    nombre_empresa: 'Gloria S.A.',
    puesto: 'Practicante de Producción',
    funciones: 'Control de mermas en la línea de envasado.',
    fecha_inicio: `${YEAR - 2}-03`,
    fecha_salida: `${YEAR - 2}-12`,
    sigo_aqui: 0,
  },
  actExtracurricular: {
    nombre_empresa: 'UNSA',
    nombre_proyecto: 'Robot clasificador de residuos',
    puesto: 'Fundadora',
    funciones: 'Diseño del prototipo y coordinación del equipo.',
    fecha_inicio: `${YEAR - 1}-04`,
    sigo_aqui: 1,
  },
  voluntariado: {
    nombre_empresa: 'TECHO Perú',
    puesto: 'Voluntaria de construcción',
    funciones: 'Construcción de viviendas de emergencia en Cerro Colorado.',
    fecha_inicio: `${YEAR - 3}-07`,
    fecha_salida: `${YEAR - 3}-08`,
  },
  formacionComplementaria: {
    tipo: 'Curso',
    inst_educativa: 'Coursera',
    fecha_inicio: `${lastYear()}-02`,
    descripcion: 'Excel para negocios',
  },
};
const GROUPS = Object.keys(valid);

describe('who may call the section groups', () => {
  it('answers 401 without a session and 403 to a company or an administrator, for every call of every group', async () => {
    const empresa = await signedIn(ROLE.RECLUTADOR);
    const admin = await signedIn(ROLE.ADMIN);
    for (const group of GROUPS) {
      for (const token of [undefined, empresa.token, admin.token]) {
        const expected = token ? 403 : 401;
        expect((await create(group, token, valid[group])).status, group).toBe(expected);
        expect((await put(group, token, { id: 1, ...valid[group] })).status, group).toBe(expected);
        expect((await remove(group, token, 1)).status, group).toBe(expected);
        expect((await byId(group, token, 1)).status, group).toBe(expected);
        expect((await myList(group, token)).status, group).toBe(expected);
      }
    }
    const multiple = await call(t.app, { method: 'POST', url: '/api/formacionComplementaria/createMultiple', payload: { items: [] } });
    expect(multiple.status).toBe(401);
    const asEmpresa = await call(t.app, {
      method: 'POST',
      url: '/api/formacionComplementaria/createMultiple',
      token: empresa.token,
      payload: { items: [valid.formacionComplementaria] },
    });
    expect(asEmpresa.status).toBe(403);
  });
});

describe('the five calls of every group', () => {
  it('create, id, myList, update and removeById work for the owner', async () => {
    const me = await signedIn();
    for (const group of GROUPS) {
      const created = await create(group, me.token, valid[group]);
      expect(created.status, group).toBe(201);
      expect(created.body).toMatchObject({ state: true, message: 'Agregado correctamente' });
      const id = created.body.data[0]!;
      expect(id).toEqual(expect.any(Number));

      const one = await byId<{ id: number }>(group, me.token, id);
      expect(one.status, group).toBe(200);
      expect(one.body.data[0]!.id).toBe(id);
      expect(
        (await myList<{ id: number }>(group, me.token)).body.data.map((i) => i.id),
        group,
      ).toEqual([id]);

      const changed = await put(group, me.token, { ...valid[group], id });
      expect(changed.status, group).toBe(200);
      expect(changed.body).toEqual({ state: true, data: [], message: 'Datos actualizados correctamente' });

      const removed = await remove(group, me.token, id);
      expect(removed.body).toEqual({ state: true, data: [], message: 'Eliminado correctamente' });
      expect((await byId(group, me.token, id)).status, group).toBe(404);
      expect((await remove(group, me.token, id)).status, group).toBe(404);
      expect((await myList(group, me.token)).body.data, group).toEqual([]);
    }
  });

  it("another applicant's ids are 404 for id, update and removeById, and never show their data", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    for (const group of GROUPS) {
      const id = (await create(group, owner.token, valid[group])).body.data[0]!;
      const seen = await byId(group, other.token, id);
      expect(seen.status, group).toBe(404);
      expect(seen.body).toEqual({ state: false, data: [], message: 'No se encontró el elemento.' });
      expect((await put(group, other.token, { ...valid[group], id })).status, group).toBe(404);
      expect((await remove(group, other.token, id)).status, group).toBe(404);
      expect((await myList(group, other.token)).body.data, group).toEqual([]);
      // Still there for its owner, unchanged.
      expect((await byId(group, owner.token, id)).status, group).toBe(200);
    }
  });

  it('checks the id of update, removeById and id/{id}', async () => {
    const me = await signedIn();
    for (const group of GROUPS) {
      let res = await put(group, me.token, { ...valid[group] });
      expect(res.status, group).toBe(400);
      expect(res.body.optional?.errors).toEqual({ id: 'Requerido' });
      res = await remove(group, me.token, 'abc');
      expect(res.body.optional?.errors).toEqual({ id: 'El id debe ser un número entero positivo.' });
      expect((await byId(group, me.token, 'abc')).status).toBe(400);
      expect((await byId(group, me.token, 2_147_483_647)).status).toBe(404);
    }
  });
});

describe('knowledge and languages', () => {
  it('store the name of the list in its spelling, with a level; a name only once', async () => {
    const me = await signedIn();
    const id = (await create('conocimiento', me.token, { nombre: 'microsoft excel', nivel: 'básico' })).body.data[0]!;
    expect((await byId<ConocimientoItem>('conocimiento', me.token, id)).body.data[0]).toEqual({
      id,
      nombre: 'Microsoft Excel',
      nivel: 'básico',
    });
    const again = await create('conocimiento', me.token, { nombre: 'Microsoft Excel', nivel: 'avanzado' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ state: false, message: 'Ya agregaste este elemento.' });
    // Renaming another item to an existing name is the same conflict.
    const python = (await create('conocimiento', me.token, { nombre: 'Python', nivel: 'intermedio' })).body.data[0]!;
    expect((await put('conocimiento', me.token, { id: python, nombre: 'Microsoft Excel', nivel: 'intermedio' })).status).toBe(409);
    expect((await put('conocimiento', me.token, { id: python, nombre: 'Python', nivel: 'avanzado' })).status).toBe(200);

    const ingles = (await create('idioma', me.token, { nombre: 'ingles', nivel: 'avanzado' })).body.data[0]!;
    expect((await byId<ConocimientoItem>('idioma', me.token, ingles)).body.data[0]).toEqual({
      id: ingles,
      nombre: 'Inglés',
      nivel: 'avanzado',
    });
    expect((await create('idioma', me.token, { nombre: 'Inglés', nivel: 'básico' })).status).toBe(409);
    // Another applicant may have the same name.
    const other = await signedIn();
    expect((await create('idioma', other.token, { nombre: 'Inglés', nivel: 'básico' })).status).toBe(201);
  });

  it('answer the field messages', async () => {
    const me = await signedIn();
    for (const group of ['conocimiento', 'idioma']) {
      let res = await create(group, me.token, {});
      expect(res.status).toBe(400);
      expect(res.body.optional?.errors).toEqual({ nombre: 'Requerido', nivel: 'Requerido' });
      res = await create(group, me.token, { nombre: 'Klingon', nivel: 'experto' });
      expect(res.body.optional?.errors).toEqual({ nivel: 'Elige un nivel: básico, intermedio o avanzado' });
      res = await create(group, me.token, { nombre: 'Klingon', nivel: 'básico' });
      expect(res.body.optional?.errors).toEqual({ nombre: 'Elige un elemento de la lista' });
    }
  });
});

describe('achievements (logro)', () => {
  it('keep their date, newest first', async () => {
    const me = await signedIn();
    await create('logro', me.token, { descripcion: 'Tercio superior 2023', fecha: '2023-12' });
    await create('logro', me.token, { descripcion: 'Beca Generación del Bicentenario', fecha: '2024-03-20' });
    const list = (await myList<LogroItem>('logro', me.token)).body.data;
    expect(list.map((l) => [l.descripcion, l.fecha])).toEqual([
      ['Beca Generación del Bicentenario', '2024-03-20'],
      ['Tercio superior 2023', '2023-12-01'],
    ]);
  });

  it('answer the field messages (years 2015 to today)', async () => {
    const me = await signedIn();
    let res = await create('logro', me.token, {});
    expect(res.body.optional?.errors).toEqual({ descripcion: 'Requerido', fecha: 'Requerido' });
    res = await create('logro', me.token, { descripcion: 'x', fecha: '2014-12-31' });
    expect(res.body.optional?.errors).toEqual({ descripcion: 'Mínimo 2 caracteres', fecha: 'Elige un año de la lista' });
    res = await create('logro', me.token, { descripcion: 'x'.repeat(256), fecha: `${YEAR + 1}-01-01` });
    expect(res.body.optional?.errors).toEqual({ descripcion: 'Máximo 255 caracteres', fecha: 'Elige un año de la lista' });
    res = await create('logro', me.token, { descripcion: 'Premio', fecha: '2024-02-31' });
    expect(res.body.optional?.errors).toEqual({ fecha: 'Fecha inválida' });
    if (TODAY.slice(5) !== '12-31') {
      res = await create('logro', me.token, { descripcion: 'Premio', fecha: `${YEAR}-12-31` });
      expect(res.body.optional?.errors).toEqual({ fecha: 'La fecha no puede ser futura' });
    }
    expect((await create('logro', me.token, { descripcion: 'Premio', fecha: '2015-01-01' })).status).toBe(201);
  });

  it('a section holds at most 30 items', async () => {
    const me = await signedIn();
    const [{ id } = { id: 0 }] = await t.db.select({ id: postulante.id }).from(postulante).where(eq(postulante.usuario_id, me.id));
    await t.db
      .insert(logro)
      .values(Array.from({ length: 30 }, (_, i) => ({ postulante_id: id, descripcion: `Logro ${i}`, fecha: '2020-01-01' })));
    const res = await create('logro', me.token, valid.logro);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Alcanzaste el máximo de 30 elementos en esta sección.');
  });
});

describe('work experience (expLaboral)', () => {
  it('a current job has no end date, whatever was sent; current jobs are listed first', async () => {
    const me = await signedIn();
    const past = (await create('expLaboral', me.token, valid.expLaboral)).body.data[0]!;
    const current = (
      await create('expLaboral', me.token, {
        ...valid.expLaboral,
        puesto: 'Asistente de Logística',
        fecha_inicio: `${lastYear()}-09-15`,
        fecha_salida: `${YEAR}-01`,
        sigo_aqui: 1,
      })
    ).body.data[0]!;
    const list = (await myList<ExperienciaLaboralItem>('expLaboral', me.token)).body.data;
    expect(list.map((e) => e.id)).toEqual([current, past]);
    expect(list[0]).toEqual({
      id: current,
      nombre_empresa: 'Gloria S.A.',
      puesto: 'Asistente de Logística',
      funciones: 'Control de mermas en la línea de envasado.',
      fecha_inicio: `${lastYear()}-09-15`,
      fecha_salida: null,
      sigo_aqui: 1,
    });
    expect(list[1]).toMatchObject({ fecha_inicio: `${YEAR - 2}-03-01`, fecha_salida: `${YEAR - 2}-12-01`, sigo_aqui: 0 });
    // Leaving the job: the end date becomes required.
    let res = await put('expLaboral', me.token, { ...valid.expLaboral, id: current, fecha_salida: null, sigo_aqui: 0 });
    expect(res.body.optional?.errors).toEqual({ fecha_salida: 'Requerido' });
    res = await put('expLaboral', me.token, {
      ...valid.expLaboral,
      id: current,
      fecha_inicio: `${lastYear()}-09`,
      fecha_salida: `${YEAR}-01`,
      sigo_aqui: '0',
    });
    expect(res.status).toBe(200);
  });

  it('answers the field messages', async () => {
    const me = await signedIn();
    let res = await create('expLaboral', me.token, {});
    expect(res.body.optional?.errors).toEqual({
      nombre_empresa: 'Requerido',
      puesto: 'Requerido',
      funciones: 'Requerido',
      fecha_inicio: 'Requerido',
      fecha_salida: 'Requerido',
    });
    res = await create('expLaboral', me.token, {
      nombre_empresa: 'G',
      puesto: 'p'.repeat(101),
      funciones: 'f'.repeat(501),
      fecha_inicio: `${YEAR - 11}-01`,
      fecha_salida: `${YEAR - 2}-01`,
      sigo_aqui: 2,
    });
    expect(res.body.optional?.errors).toEqual({
      nombre_empresa: 'Mínimo 2 caracteres',
      puesto: 'Máximo 100 caracteres',
      funciones: 'Máximo 500 caracteres',
      fecha_inicio: 'Elige un año de la lista',
      sigo_aqui: 'Elige una opción válida',
    });
    res = await create('expLaboral', me.token, { ...valid.expLaboral, fecha_inicio: `${YEAR - 11}-01` });
    expect(res.body.optional?.errors).toEqual({ fecha_inicio: 'Elige un año de la lista' });
    res = await create('expLaboral', me.token, { ...valid.expLaboral, fecha_inicio: `${YEAR - 2}-06`, fecha_salida: `${YEAR - 2}-05` });
    expect(res.body.optional?.errors).toEqual({ fecha_salida: 'La fecha de salida no puede ser anterior a la de inicio' });
    res = await create('expLaboral', me.token, { ...valid.expLaboral, fecha_inicio: `${YEAR + 1}-01`, sigo_aqui: 1 });
    expect(res.body.optional?.errors).toEqual({ fecha_inicio: 'Elige un año de la lista' });
    if (TODAY.slice(5, 7) !== '12') {
      res = await create('expLaboral', me.token, { ...valid.expLaboral, fecha_inicio: `${YEAR}-12`, sigo_aqui: 1 });
      expect(res.body.optional?.errors).toEqual({ fecha_inicio: 'La fecha no puede ser futura' });
    }
    res = await create('expLaboral', me.token, { ...valid.expLaboral, fecha_inicio: 'marzo', fecha_salida: `${YEAR + 1}-01` });
    expect(res.body.optional?.errors).toEqual({ fecha_inicio: 'Fecha inválida', fecha_salida: 'Elige un año de la lista' });
    // Ten years back is the first year of the list.
    expect(
      (await create('expLaboral', me.token, { ...valid.expLaboral, fecha_inicio: `${YEAR - 10}-01`, fecha_salida: `${YEAR - 10}-02` }))
        .status,
    ).toBe(201);
  });
});

describe('projects (actExtracurricular) and volunteering (voluntariado), one entity', () => {
  it('each group manages its own kind; lists show descripcion = funciones', async () => {
    const me = await signedIn();
    const proyecto = (await create('actExtracurricular', me.token, { ...valid.actExtracurricular, tipo: 'Voluntariado' })).body.data[0]!;
    const voluntariado = (await create('voluntariado', me.token, { ...valid.voluntariado, tipo: 'Proyecto', nombre_proyecto: 'Ignorado' }))
      .body.data[0]!;

    const proyectos = (await myList<ExtracurricularItem>('actExtracurricular', me.token)).body.data;
    expect(proyectos).toEqual([
      {
        id: proyecto,
        tipo: 'Proyecto',
        nombre_empresa: 'UNSA',
        nombre_proyecto: 'Robot clasificador de residuos',
        puesto: 'Fundadora',
        funciones: 'Diseño del prototipo y coordinación del equipo.',
        descripcion: 'Diseño del prototipo y coordinación del equipo.',
        fecha_inicio: `${lastYear()}-04-01`,
        fecha_salida: null,
        sigo_aqui: 1,
      },
    ]);
    const voluntariados = (await myList<ExtracurricularItem>('voluntariado', me.token)).body.data;
    expect(voluntariados).toEqual([
      expect.objectContaining({
        id: voluntariado,
        tipo: 'Voluntariado',
        nombre_proyecto: null,
        descripcion: valid.voluntariado!.funciones,
      }),
    ]);
    // An item of the other kind does not exist for a group.
    expect((await byId('actExtracurricular', me.token, voluntariado)).status).toBe(404);
    expect((await byId('voluntariado', me.token, proyecto)).status).toBe(404);
    expect((await remove('actExtracurricular', me.token, voluntariado)).status).toBe(404);
    expect((await put('voluntariado', me.token, { ...valid.voluntariado, id: proyecto })).status).toBe(404);

    const full = (
      await call<PostulanteProfileFull>(t.app, { method: 'GET', url: '/api/postulante/myAccount?populate=true', token: me.token })
    ).body.data[0]!;
    expect(full.proyectos.map((p) => p.id)).toEqual([proyecto]);
    expect(full.voluntariados.map((v) => v.id)).toEqual([voluntariado]);
  });

  it('a project needs its name (2–100); volunteering follows the work rules', async () => {
    const me = await signedIn();
    let res = await create('actExtracurricular', me.token, { ...valid.actExtracurricular, nombre_proyecto: '' });
    expect(res.body.optional?.errors).toEqual({ nombre_proyecto: 'Requerido' });
    res = await create('actExtracurricular', me.token, { ...valid.actExtracurricular, nombre_proyecto: 'R' });
    expect(res.body.optional?.errors).toEqual({ nombre_proyecto: 'Mínimo 2 caracteres' });
    res = await create('actExtracurricular', me.token, { ...valid.actExtracurricular, nombre_proyecto: 'r'.repeat(101) });
    expect(res.body.optional?.errors).toEqual({ nombre_proyecto: 'Máximo 100 caracteres' });
    res = await create('voluntariado', me.token, {});
    expect(res.body.optional?.errors).toEqual({
      nombre_empresa: 'Requerido',
      puesto: 'Requerido',
      funciones: 'Requerido',
      fecha_inicio: 'Requerido',
      fecha_salida: 'Requerido',
    });
    res = await create('voluntariado', me.token, { ...valid.voluntariado, fecha_salida: `${YEAR - 4}-01` });
    expect(res.body.optional?.errors).toEqual({ fecha_salida: 'La fecha de salida no puede ser anterior a la de inicio' });
  });
});

describe('certifications (formacionComplementaria)', () => {
  it('store the month as its first day; a blank or "Otros" type is null; types come from the list', async () => {
    const me = await signedIn();
    const curso = (
      await create('formacionComplementaria', me.token, {
        ...valid.formacionComplementaria,
        tipo: 'curso',
        fecha_inicio: `${lastYear()}-02-17`,
      })
    ).body.data[0]!;
    const otros = (
      await create('formacionComplementaria', me.token, { ...valid.formacionComplementaria, tipo: 'Otros', fecha_inicio: '2016-05' })
    ).body.data[0]!;
    const list = (await myList<FormacionComplementariaItem>('formacionComplementaria', me.token)).body.data;
    expect(list).toEqual([
      { id: curso, tipo: 'Curso', inst_educativa: 'Coursera', fecha_inicio: `${lastYear()}-02-01`, descripcion: 'Excel para negocios' },
      { id: otros, tipo: null, inst_educativa: 'Coursera', fecha_inicio: '2016-05-01', descripcion: 'Excel para negocios' },
    ]);
    const res = await create('formacionComplementaria', me.token, { ...valid.formacionComplementaria, tipo: 'Maestría' });
    expect(res.body.optional?.errors).toEqual({ tipo: 'Elige un tipo de la lista' });
  });

  it('answer the field messages', async () => {
    const me = await signedIn();
    let res = await create('formacionComplementaria', me.token, {});
    expect(res.body.optional?.errors).toEqual({ inst_educativa: 'Requerido', fecha_inicio: 'Requerido', descripcion: 'Requerido' });
    res = await create('formacionComplementaria', me.token, {
      tipo: 't'.repeat(31),
      inst_educativa: 'i'.repeat(51),
      fecha_inicio: '2014-12',
      descripcion: 'd',
    });
    expect(res.body.optional?.errors).toEqual({
      tipo: 'Máximo 30 caracteres',
      inst_educativa: 'Máximo 50 caracteres',
      fecha_inicio: 'Elige un año de la lista',
      descripcion: 'Mínimo 2 caracteres',
    });
    res = await create('formacionComplementaria', me.token, {
      ...valid.formacionComplementaria,
      inst_educativa: 'C',
      descripcion: 'd'.repeat(256),
    });
    expect(res.body.optional?.errors).toEqual({ inst_educativa: 'Mínimo 2 caracteres', descripcion: 'Máximo 255 caracteres' });
    if (TODAY.slice(5, 7) !== '12') {
      res = await create('formacionComplementaria', me.token, { ...valid.formacionComplementaria, fecha_inicio: `${YEAR}-12` });
      expect(res.body.optional?.errors).toEqual({ fecha_inicio: 'La fecha no puede ser futura' });
    }
  });

  it('createMultiple saves all of them in one transaction, or none', async () => {
    const me = await signedIn();
    const items = [
      { tipo: 'Diplomado', inst_educativa: 'PUCP', fecha_inicio: '2023-03', descripcion: 'Gestión de operaciones' },
      { tipo: null, inst_educativa: 'SENATI', fecha_inicio: '2022-08', descripcion: 'Seguridad industrial' },
    ];
    const url = '/api/formacionComplementaria/createMultiple';
    const res = await call<number>(t.app, { method: 'POST', url, token: me.token, payload: { items } });
    expect(res.status).toBe(201);
    expect(res.body.data).toHaveLength(2);
    expect((await myList<FormacionComplementariaItem>('formacionComplementaria', me.token)).body.data.map((f) => f.id).sort()).toEqual(
      [...res.body.data].sort(),
    );

    const bad = await call(t.app, {
      method: 'POST',
      url,
      token: me.token,
      payload: { items: [items[0], { ...items[1], descripcion: '' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.optional?.errors).toEqual({ 'items.1.descripcion': 'Requerido' });
    const badType = await call(t.app, {
      method: 'POST',
      url,
      token: me.token,
      payload: { items: [items[0], { ...items[1], tipo: 'Maestría' }] },
    });
    expect(badType.body.optional?.errors).toEqual({ 'items.1.tipo': 'Elige un tipo de la lista' });
    expect((await myList('formacionComplementaria', me.token)).body.data).toHaveLength(2);

    const empty = await call(t.app, { method: 'POST', url, token: me.token, payload: { items: [] } });
    expect(empty.body.optional?.errors).toEqual({ items: 'Requerido' });
    const many = await call(t.app, {
      method: 'POST',
      url,
      token: me.token,
      payload: { items: Array.from({ length: 21 }, () => items[0]) },
    });
    expect(many.body.optional?.errors).toEqual({ items: 'Máximo 20 elementos' });
  });
});
