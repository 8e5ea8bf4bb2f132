/** The applicant's profile through HTTP: myAccount, the six update forms, the photo, the required-data gate and the CV PDF. */
import { ROLE } from '@practiperu/shared/constants';
import type { CvCompleteness, CvDownload, PostulanteCard, PostulanteProfile, PostulanteProfileFull } from '@practiperu/shared/cv';
import { limaYear } from '@practiperu/shared/dates';
import type { SessionUser } from '@practiperu/shared/session';
import { eq } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrera, institucion, postulante } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo.ts';
import {
  call,
  completePostulanteCv,
  createDemoApp,
  createTestApp,
  createUser,
  login,
  multipartBody,
  pngImage,
  type TestContext,
  DEMO_SEED_TIMEOUT,
} from '../../../test/helpers.ts';
import { REFUSED_URLS } from '../../../test/fixtures/refused-links.ts';

let t: TestContext;
let YEAR: number;

beforeAll(async () => {
  // Many sign-ins from one address: the login limits are not what these tests are about.
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '1000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '1000' });
  YEAR = limaYear(t.clock.now);
});
afterAll(async () => {
  await t.close();
});

async function signedIn(opts: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, opts);
  return { ...user, token: await login(t.app, user) };
}

const get = <T>(url: string, token?: string) => call<T>(t.app, { method: 'GET', url, token });
const update = (token: string | undefined, form: string, data: unknown) =>
  call(t.app, { method: 'PUT', url: '/api/postulante/update', token, payload: { form, data } });
const session = async (token: string) =>
  (await call<SessionUser>(t.app, { method: 'POST', url: '/api/auth/mySession', token })).body.data[0]!;
const profile = async (token: string) => (await get<PostulanteProfile>('/api/postulante/myAccount', token)).body.data[0]!;

const UNSA = 'Universidad Nacional de San Agustín de Arequipa';
async function ids() {
  const [unsa] = await t.db.select().from(institucion).where(eq(institucion.nombre, UNSA));
  const [industrial] = await t.db.select().from(carrera).where(eq(carrera.nombre, 'Ingeniería Industrial'));
  const [tecnico] = await t.db.select().from(carrera).where(eq(carrera.tipo, 0)).limit(1);
  const [instituto] = await t.db.select().from(institucion).where(eq(institucion.tipo, 0)).limit(1);
  return { unsa: unsa!, industrial: industrial!, tecnico: tecnico!, instituto: instituto! };
}

const personal = {
  nombres: 'Lucía',
  apellidos: 'Quispe Mamani',
  dni: '72345678',
  fecha_nacimiento: '2003-05-14',
  sexo: 0,
  licencia_conducir: 0,
};
const places = { id_region: 4, region: 'Arequipa', provincia: 'Arequipa', distrito: 'Cayma' };
async function education() {
  const { unsa, industrial } = await ids();
  return {
    tipo_carrera: 1,
    id_inst_educativa: unsa.id,
    inst_educativa_nombre: unsa.nombre,
    id_carrera_actual: industrial.id,
    carrera_actual: industrial.nombre,
    estado_estudios: 0,
    ciclo_actual: 4,
    fecha_ingreso: YEAR - 4,
    fecha_egreso: YEAR + 1,
    orden_merito: 3,
    resumen_profesional: 'Estudiante de Ingeniería Industrial interesada en mejora continua y logística.',
  };
}

const CALLS: { method: 'GET' | 'PUT' | 'POST'; url: string }[] = [
  { method: 'GET', url: '/api/postulante/myAccount?populate=true' },
  { method: 'GET', url: '/api/postulante/myAccountDescripcion' },
  { method: 'PUT', url: '/api/postulante/update' },
  { method: 'POST', url: '/api/postulante/updatePhoto' },
  { method: 'GET', url: '/api/postulante/completeCV' },
  { method: 'GET', url: '/api/postulante/completeCvOptionals' },
  { method: 'GET', url: '/api/postulante/getMyCv' },
];

describe('who may call postulante/*', () => {
  it('answers 401 without a session and 403 to a company or an administrator, for every call', async () => {
    const empresa = await signedIn({ role: ROLE.RECLUTADOR });
    const admin = await signedIn({ role: ROLE.ADMIN });
    for (const c of CALLS) {
      const payload = c.method === 'GET' ? undefined : { form: 'personal', data: personal };
      expect((await call(t.app, { ...c, payload })).status, c.url).toBe(401);
      expect((await call(t.app, { ...c, payload, token: empresa.token })).status, c.url).toBe(403);
      expect((await call(t.app, { ...c, payload, token: admin.token })).status, c.url).toBe(403);
    }
  });

  it('a company that sends a valid form changes nothing', async () => {
    const empresa = await signedIn({ role: ROLE.RECLUTADOR, nombres: 'Jorge' });
    const res = await update(empresa.token, 'personal', personal);
    expect(res.status).toBe(403);
    expect((await session(empresa.token)).name).toBe('Jorge');
  });
});

describe('myAccount and myAccountDescripcion', () => {
  it('a new applicant sees the names of the registration and an empty profile', async () => {
    const me = await signedIn({ nombres: 'Rosa' });
    const res = await get<PostulanteProfile>('/api/postulante/myAccount', me.token);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.state).toBe(true);
    expect(res.body.data[0]).toEqual({
      nombres: 'Rosa',
      apellidos: 'Huamán Ccori',
      foto: null,
      dni: null,
      sexo: null,
      fecha_nacimiento: null,
      licencia_conducir: null,
      estado_estudios: null,
      tipo_carrera: null,
      id_inst_educativa: null,
      inst_educativa_nombre: null,
      id_carrera_actual: null,
      carrera_actual: null,
      claves: null,
      ciclo_actual: 0,
      fecha_ingreso: null,
      fecha_egreso: null,
      orden_merito: 0,
      resumen_profesional: null,
      id_region: null,
      region: null,
      provincia: null,
      distrito: null,
      whatsapp: null,
      correo_contacto: null,
      redes_sociales: [],
      habilidades: [],
    });
  });

  it('populate=true adds every section list; populate must be true or false', async () => {
    const me = await signedIn();
    const full = (await get<PostulanteProfileFull>('/api/postulante/myAccount?populate=true', me.token)).body.data[0]!;
    for (const key of [
      'logros',
      'conocimientos',
      'idiomas',
      'formacion_complementaria',
      'experiencia_laboral',
      'voluntariados',
      'proyectos',
    ] as const)
      expect(full[key], key).toEqual([]);
    const plain = (await get<PostulanteProfileFull>('/api/postulante/myAccount?populate=false', me.token)).body.data[0]!;
    expect(plain).not.toHaveProperty('logros');
    expect((await get('/api/postulante/myAccount?populate=quizas', me.token)).status).toBe(400);
  });

  it('the short card has the training and the summary', async () => {
    const me = await signedIn();
    await update(me.token, 'education', await education());
    await update(me.token, 'places', places);
    const res = await get<PostulanteCard>('/api/postulante/myAccountDescripcion', me.token);
    expect(res.body.data[0]).toEqual({
      nombres: 'Rosa',
      apellidos: 'Huamán Ccori',
      foto: null,
      carrera_actual: 'Ingeniería Industrial',
      inst_educativa_nombre: UNSA,
      estado_estudios: 0,
      region: 'Arequipa',
      resumen_profesional: 'Estudiante de Ingeniería Industrial interesada en mejora continua y logística.',
    });
  });
});

describe('postulante/update: the call itself', () => {
  it('refuses an unknown form and a missing data object', async () => {
    const me = await signedIn();
    let res = await update(me.token, 'salario', personal);
    expect(res.status).toBe(400);
    expect(res.body.optional?.errors).toEqual({ form: 'Elige un formulario válido' });
    res = await call(t.app, { method: 'PUT', url: '/api/postulante/update', token: me.token, payload: { form: 'personal' } });
    expect(res.body.optional?.errors).toEqual({ data: 'Requerido' });
  });
});

describe('personal', () => {
  it('saves the personal data and the names of the account (the session shows them)', async () => {
    const me = await signedIn();
    const res = await update(me.token, 'personal', { ...personal, sexo: '0', licencia_conducir: '1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ state: true, data: [], message: 'Datos actualizados correctamente' });
    const p = await profile(me.token);
    expect(p).toMatchObject({
      nombres: 'Lucía',
      apellidos: 'Quispe Mamani',
      dni: '72345678',
      fecha_nacimiento: '2003-05-14',
      sexo: 0,
      licencia_conducir: 1,
    });
    expect(await session(me.token)).toMatchObject({ name: 'Lucía', lastname: 'Quispe Mamani' });
  });

  it('answers every field with the spec message', async () => {
    const me = await signedIn();
    let res = await update(me.token, 'personal', {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Requerido');
    expect(res.body.optional?.errors).toEqual({
      nombres: 'Requerido',
      apellidos: 'Requerido',
      dni: 'Requerido',
      fecha_nacimiento: 'Requerido',
      sexo: 'Requerido',
      licencia_conducir: 'Requerido',
    });
    res = await update(me.token, 'personal', {
      ...personal,
      nombres: 'Lu',
      apellidos: 'x'.repeat(31),
      dni: '7234567A',
      fecha_nacimiento: `${YEAR + 1}-01-01`,
      sexo: 3,
      licencia_conducir: 2,
    });
    expect(res.body.optional?.errors).toEqual({
      nombres: 'Mínimo 3 caracteres',
      apellidos: 'Máximo 30 caracteres',
      dni: 'Sólo números de 8 dígitos',
      fecha_nacimiento: 'Fecha inválida',
      sexo: 'Elige una opción válida',
      licencia_conducir: 'Elige una opción válida',
    });
    res = await update(me.token, 'personal', { ...personal, dni: '723456789', fecha_nacimiento: '2003-02-30' });
    expect(res.body.optional?.errors).toEqual({ dni: 'Sólo números de 8 dígitos', fecha_nacimiento: 'Fecha inválida' });
    // Nothing was saved by the failed calls.
    expect((await profile(me.token)).dni).toBeNull();
  });
});

describe('places (residence)', () => {
  it('saves a branch of the location tree with its official names, whatever the case and accents typed', async () => {
    const me = await signedIn();
    const res = await update(me.token, 'places', { id_region: '4', region: 'AREQUIPA', provincia: 'arequipa', distrito: 'cayma' });
    expect(res.status).toBe(200);
    expect(await profile(me.token)).toMatchObject(places);
    // The longest district name of Peru (36 characters) fits: real names outgrow the spec's 30.
    const tacna = await update(me.token, 'places', {
      id_region: 23,
      region: 'Tacna',
      provincia: 'Tacna',
      distrito: 'Coronel Gregorio Albarracín Lanchipa',
    });
    expect(tacna.status).toBe(200);
    expect((await profile(me.token)).distrito).toBe('Coronel Gregorio Albarracín Lanchipa');
  });

  it('refuses names that do not belong together', async () => {
    const me = await signedIn();
    let res = await update(me.token, 'places', { ...places, region: 'Cusco' });
    expect(res.body.optional?.errors).toEqual({ region: 'Elige una región de la lista' });
    res = await update(me.token, 'places', { ...places, provincia: 'Cusco' });
    expect(res.body.optional?.errors).toEqual({ provincia: 'Elige una provincia de la lista' });
    // Miraflores exists, but in Lima (and in Arequipa's province of Arequipa it does too): Yanahuara is in Arequipa; Surco is not.
    res = await update(me.token, 'places', { ...places, distrito: 'Santiago de Surco' });
    expect(res.body.optional?.errors).toEqual({ distrito: 'Elige un distrito de la lista' });
    expect((await profile(me.token)).region).toBeNull();
  });

  it('answers the field messages', async () => {
    const me = await signedIn();
    let res = await update(me.token, 'places', {});
    expect(res.body.optional?.errors).toEqual({
      id_region: 'Requerido',
      region: 'Requerido',
      provincia: 'Requerido',
      distrito: 'Requerido',
    });
    res = await update(me.token, 'places', { id_region: 26, region: 'Arequipa', provincia: 'p'.repeat(31), distrito: 'd'.repeat(61) });
    expect(res.body.optional?.errors).toEqual({
      id_region: 'Elige una región de la lista',
      provincia: 'Máximo 30 caracteres',
      distrito: 'Máximo 60 caracteres',
    });
    res = await update(me.token, 'places', { ...places, id_region: 0 });
    expect(res.body.optional?.errors).toEqual({ id_region: 'Elige una región de la lista' });
  });
});

describe('education', () => {
  it('saves the training with the career key and the summary', async () => {
    const me = await signedIn();
    const data = await education();
    const res = await update(me.token, 'education', { ...data, fecha_ingreso: String(YEAR - 4), fecha_egreso: `${YEAR + 1}-06-30` });
    expect(res.status).toBe(200);
    expect(await profile(me.token)).toMatchObject({
      tipo_carrera: 1,
      id_inst_educativa: data.id_inst_educativa,
      inst_educativa_nombre: UNSA,
      id_carrera_actual: data.id_carrera_actual,
      carrera_actual: 'Ingeniería Industrial',
      claves: 'ingenieria industrial',
      estado_estudios: 0,
      ciclo_actual: 4,
      fecha_ingreso: `${YEAR - 4}-01-01`,
      fecha_egreso: `${YEAR + 1}-01-01`,
      orden_merito: 3,
      resumen_profesional: data.resumen_profesional,
    });
  });

  it('a graduate has no cycle, whatever was sent', async () => {
    const me = await signedIn();
    const res = await update(me.token, 'education', { ...(await education()), estado_estudios: 1, ciclo_actual: 6, fecha_egreso: YEAR });
    expect(res.status).toBe(200);
    expect(await profile(me.token)).toMatchObject({ estado_estudios: 1, ciclo_actual: 0 });
  });

  it('a graduate or bachelor left already: the exit year is this year in Lima at the latest', async () => {
    const me = await signedIn();
    const data = await education();
    const futuro = { fecha_egreso: 'Si ya egresaste, el año de egreso no puede ser posterior al año actual' };
    for (const estado_estudios of [1, 2]) {
      let res = await update(me.token, 'education', { ...data, estado_estudios, fecha_egreso: YEAR + 1 });
      expect(res.status).toBe(400);
      expect(res.body.optional?.errors).toEqual(futuro);
      // The same rule in the required-data form of the complete page.
      const { resumen_profesional: _, ...required } = data;
      res = await update(me.token, 'info_required', {
        ...personal,
        ...places,
        ...required,
        estado_estudios,
        fecha_egreso: YEAR + 5,
        correo_contacto: 'lucia@example.com',
      });
      expect(res.status).toBe(400);
      expect(res.body.optional?.errors).toEqual(futuro);
      res = await update(me.token, 'education', { ...data, estado_estudios, fecha_egreso: YEAR });
      expect(res.status).toBe(200);
    }
    expect(await profile(me.token)).toMatchObject({ estado_estudios: 2, fecha_egreso: `${YEAR}-01-01` });
    // A student's exit year is expected, so it may be in the future.
    expect((await update(me.token, 'education', { ...data, estado_estudios: 0, fecha_egreso: YEAR + 1 })).status).toBe(200);
    // No session, or a company: nothing is read.
    expect((await update(undefined, 'education', { ...data, estado_estudios: 1, fecha_egreso: YEAR + 1 })).status).toBe(401);
    const laEmpresa = await signedIn({ role: ROLE.RECLUTADOR });
    expect((await update(laEmpresa.token, 'education', { ...data, estado_estudios: 1, fecha_egreso: YEAR + 1 })).status).toBe(403);
  });

  it('"this year" is the year in Lima: on 31 December at 23:00 in Lima next year is still the future', async () => {
    const saved = t.clock.now;
    const yearInLima = limaYear(saved);
    // 04:00 UTC on 1 January = 23:00 of 31 December in Lima (UTC−5).
    t.clock.now = new Date(`${yearInLima + 1}-01-01T04:00:00Z`);
    try {
      const me = await signedIn();
      const data = { ...(await education()), fecha_ingreso: yearInLima - 4, estado_estudios: 1 };
      const res = await update(me.token, 'education', { ...data, fecha_egreso: yearInLima + 1 });
      expect(res.body.optional?.errors).toEqual({ fecha_egreso: 'Si ya egresaste, el año de egreso no puede ser posterior al año actual' });
      expect((await update(me.token, 'education', { ...data, fecha_egreso: yearInLima })).status).toBe(200);
    } finally {
      t.clock.now = saved;
    }
  });

  it('a student needs a cycle of their career type (technical 1–4)', async () => {
    const me = await signedIn();
    const { instituto, tecnico } = await ids();
    const technical = {
      ...(await education()),
      tipo_carrera: 0,
      id_inst_educativa: instituto.id,
      inst_educativa_nombre: instituto.nombre,
      id_carrera_actual: tecnico.id,
      carrera_actual: tecnico.nombre,
    };
    let res = await update(me.token, 'education', { ...technical, ciclo_actual: 5 });
    expect(res.body.optional?.errors).toEqual({ ciclo_actual: 'Elige un ciclo de la lista' });
    res = await update(me.token, 'education', { ...technical, ciclo_actual: 0 });
    expect(res.body.optional?.errors).toEqual({ ciclo_actual: 'Requerido' });
    res = await update(me.token, 'education', { ...technical, ciclo_actual: 4 });
    expect(res.status).toBe(200);
    expect(await profile(me.token)).toMatchObject({ tipo_carrera: 0, ciclo_actual: 4, claves: tecnico.clave });
  });

  it('the institution and the career must exist, be of the chosen type and carry the chosen names', async () => {
    const me = await signedIn();
    const data = await education();
    let res = await update(me.token, 'education', { ...data, tipo_carrera: 0, ciclo_actual: 2 });
    expect(res.body.optional?.errors).toEqual({
      id_inst_educativa: 'Elige una institución de la lista',
      id_carrera_actual: 'Elige una carrera de la lista',
    });
    res = await update(me.token, 'education', {
      ...data,
      inst_educativa_nombre: 'Universidad de Lima',
      carrera_actual: 'Ingeniería Civil',
    });
    expect(res.body.optional?.errors).toEqual({
      inst_educativa_nombre: 'Elige una institución de la lista',
      carrera_actual: 'Elige una carrera de la lista',
    });
    res = await update(me.token, 'education', { ...data, id_inst_educativa: 999_999, id_carrera_actual: 'x' });
    expect(res.body.optional?.errors).toEqual({ id_carrera_actual: 'Elige una carrera de la lista' });
    res = await update(me.token, 'education', { ...data, id_inst_educativa: 999_999 });
    expect(res.body.optional?.errors).toEqual({ id_inst_educativa: 'Elige una institución de la lista' });
    expect((await profile(me.token)).carrera_actual).toBeNull();
  });

  it('checks the years against the lists (entry: last 10 years; exit: entry to entry + 10)', async () => {
    const me = await signedIn();
    const data = await education();
    let res = await update(me.token, 'education', { ...data, fecha_ingreso: YEAR - 10, fecha_egreso: YEAR - 5 });
    expect(res.body.optional?.errors).toEqual({ fecha_ingreso: 'Elige un año de la lista' });
    res = await update(me.token, 'education', { ...data, fecha_ingreso: YEAR - 2, fecha_egreso: YEAR - 3 });
    expect(res.body.optional?.errors).toEqual({ fecha_egreso: 'El año de egreso no puede ser anterior al de ingreso' });
    res = await update(me.token, 'education', { ...data, fecha_ingreso: YEAR - 2, fecha_egreso: YEAR + 9 });
    expect(res.body.optional?.errors).toEqual({ fecha_egreso: 'Elige un año de la lista' });
    res = await update(me.token, 'education', { ...data, fecha_ingreso: 'dos mil', fecha_egreso: '' });
    expect(res.body.optional?.errors).toEqual({ fecha_ingreso: 'Fecha inválida', fecha_egreso: 'Requerido' });
    res = await update(me.token, 'education', { ...data, fecha_ingreso: YEAR, fecha_egreso: YEAR });
    expect(res.status).toBe(200);
  });

  it('answers the field messages', async () => {
    const me = await signedIn();
    let res = await update(me.token, 'education', {});
    expect(res.body.optional?.errors).toEqual({
      tipo_carrera: 'Requerido',
      id_inst_educativa: 'Requerido',
      inst_educativa_nombre: 'Requerido',
      id_carrera_actual: 'Requerido',
      carrera_actual: 'Requerido',
      estado_estudios: 'Requerido',
      fecha_ingreso: 'Requerido',
      fecha_egreso: 'Requerido',
      resumen_profesional: 'Requerido',
    });
    const data = await education();
    res = await update(me.token, 'education', {
      ...data,
      inst_educativa_nombre: 'U',
      carrera_actual: 'c'.repeat(121),
      resumen_profesional: 'Hola',
      orden_merito: -1,
      estado_estudios: 3,
      tipo_carrera: 2,
    });
    expect(res.body.optional?.errors).toEqual({
      tipo_carrera: 'Elige una opción válida',
      inst_educativa_nombre: 'Mínimo 2 caracteres',
      carrera_actual: 'Máximo 120 caracteres',
      estado_estudios: 'Elige una opción válida',
      orden_merito: 'Elige una opción válida',
      resumen_profesional: 'Mínimo 5 caracteres',
    });
    res = await update(me.token, 'education', { ...data, inst_educativa_nombre: 'u'.repeat(101), resumen_profesional: 'r'.repeat(501) });
    expect(res.body.optional?.errors).toEqual({
      inst_educativa_nombre: 'Máximo 100 caracteres',
      resumen_profesional: 'Máximo 500 caracteres',
    });
    // A 500-character summary is accepted.
    res = await update(me.token, 'education', { ...data, resumen_profesional: 'r'.repeat(500) });
    expect(res.status).toBe(200);
  });
});

describe('contact', () => {
  it('saves the contact e-mail, WhatsApp and social networks', async () => {
    const me = await signedIn();
    const redes = [
      { name: 'LinkedIn', value: 'https://www.linkedin.com/in/lucia-quispe-mamani' },
      { name: 'Telegram', value: 'https://t.me/luciaqm' },
    ];
    const res = await update(me.token, 'contact', {
      correo_contacto: ' lucia.quispe@unsa.edu.pe ',
      whatsapp: '987654321',
      redes_sociales: redes,
    });
    expect(res.status).toBe(200);
    expect(await profile(me.token)).toMatchObject({
      correo_contacto: 'lucia.quispe@unsa.edu.pe',
      whatsapp: '987654321',
      redes_sociales: redes,
    });
    // WhatsApp is optional; an empty one clears it.
    await update(me.token, 'contact', { correo_contacto: 'lucia.quispe@unsa.edu.pe', whatsapp: '' });
    expect(await profile(me.token)).toMatchObject({ whatsapp: null, redes_sociales: [] });
  });

  it('answers the field messages', async () => {
    const me = await signedIn();
    let res = await update(me.token, 'contact', {});
    expect(res.body.optional?.errors).toEqual({ correo_contacto: 'Requerido' });
    res = await update(me.token, 'contact', {
      correo_contacto: 'lucia@',
      whatsapp: '98765432',
      redes_sociales: [
        { name: '', value: '' },
        { name: 'X', value: 'linkedin' },
        { name: 'MySpace', value: `https://example.pe/${'a'.repeat(200)}` },
        { name: 'Twitter', value: 'javascript:alert(1)' },
      ],
    });
    expect(res.body.optional?.errors).toEqual({
      correo_contacto: 'Correo inválido',
      whatsapp: 'Sólo números de 9 dígitos',
      'redes_sociales.0.name': 'Requerido',
      'redes_sociales.0.value': 'Requerido',
      'redes_sociales.1.name': 'Mínimo 2 caracteres',
      'redes_sociales.1.value': 'No se reconoce como URL',
      'redes_sociales.2.name': 'Elige una red social de la lista',
      'redes_sociales.2.value': 'Máximo 200 caracteres',
      'redes_sociales.3.value': 'No se reconoce como URL',
    });
    res = await update(me.token, 'contact', {
      correo_contacto: `${'a'.repeat(251)}@b.pe`,
      whatsapp: '98765432a',
      redes_sociales: [
        { name: 'Facebook', value: 'https://facebook.com/a' },
        { name: 'Facebook', value: 'https://facebook.com/b' },
      ],
    });
    expect(res.body.optional?.errors).toEqual({
      correo_contacto: 'Máximo 255 caracteres',
      whatsapp: 'Sólo números de 9 dígitos',
      'redes_sociales.1.name': 'Ya agregaste esta red social.',
    });
  });

  it('a social network link that is not http(s), however the scheme is spelled, is refused and not stored', async () => {
    const me = await signedIn();
    for (const value of REFUSED_URLS) {
      const res = await update(me.token, 'contact', {
        correo_contacto: 'lucia@unsa.edu.pe',
        redes_sociales: [{ name: 'LinkedIn', value }],
      });
      expect(res.status, value).toBe(400);
      expect(res.body.optional?.errors?.['redes_sociales.0.value'], value).toBeTruthy();
    }
    expect((await profile(me.token)).redes_sociales).toEqual([]);
  });
});

describe('more_education (the skills list)', () => {
  it('replaces the whole list with names of listHabilidades in their stored spelling', async () => {
    const me = await signedIn();
    let res = await update(me.token, 'more_education', { habilidades: ['trabajo en equipo', 'LIDERAZGO', 'Comunicacion efectiva'] });
    expect(res.status).toBe(200);
    expect((await profile(me.token)).habilidades.map((h) => h.name)).toEqual(['Trabajo en equipo', 'Liderazgo', 'Comunicación efectiva']);
    res = await update(me.token, 'more_education', { habilidades: ['Proactividad'] });
    const habilidades = (await profile(me.token)).habilidades;
    expect(habilidades).toEqual([{ id: expect.any(Number), name: 'Proactividad' }]);
    await update(me.token, 'more_education', { habilidades: [] });
    expect((await profile(me.token)).habilidades).toEqual([]);
  });

  it('refuses names outside the list, repeated names and more than 20', async () => {
    const me = await signedIn();
    let res = await update(me.token, 'more_education', { habilidades: ['Liderazgo', 'Telequinesis'] });
    expect(res.status).toBe(400);
    expect(res.body.optional?.errors).toEqual({ 'habilidades.1': 'Elige un elemento de la lista' });
    res = await update(me.token, 'more_education', { habilidades: ['Liderazgo', 'liderazgo'] });
    expect(res.body.optional?.errors).toEqual({ 'habilidades.1': 'Ya agregaste este elemento.' });
    res = await update(me.token, 'more_education', { habilidades: Array.from({ length: 21 }, (_, i) => `h${i}`) });
    expect(res.body.optional?.errors).toEqual({ habilidades: 'Máximo 20 habilidades' });
    res = await update(me.token, 'more_education', {});
    expect(res.body.optional?.errors).toEqual({ habilidades: 'Requerido' });
    expect((await profile(me.token)).habilidades).toEqual([]);
  });
});

describe('the required-data gate: completeCV, info_required and the session', () => {
  it('a new applicant has not passed the gate; info_required opens it and the session says so', async () => {
    const me = await signedIn();
    expect((await session(me.token)).cv_completo).toBe(false);
    const res = await get<CvCompleteness>('/api/postulante/completeCV', me.token);
    expect(res.body.data[0]).toEqual({
      complete: false,
      missing: [
        'dni',
        'fecha_nacimiento',
        'sexo',
        'licencia_conducir',
        'tipo_carrera',
        'id_inst_educativa',
        'id_carrera_actual',
        'estado_estudios',
        'fecha_ingreso',
        'fecha_egreso',
        'id_region',
        'provincia',
        'distrito',
        'correo_contacto',
      ],
    });

    const { resumen_profesional: _summary, orden_merito: _orden, ...edu } = await education();
    const saved = await update(me.token, 'info_required', { ...personal, ...edu, ...places, correo_contacto: 'lucia@unsa.edu.pe' });
    expect(saved.status).toBe(200);
    expect((await get<CvCompleteness>('/api/postulante/completeCV', me.token)).body.data[0]).toEqual({ complete: true, missing: [] });
    expect(await session(me.token)).toMatchObject({ cv_completo: true, name: 'Lucía', lastname: 'Quispe Mamani' });
    // The summary is not part of the gate.
    expect((await profile(me.token)).resumen_profesional).toBeNull();

    // A student without a cycle closes it again.
    await t.db.update(postulante).set({ ciclo_actual: 0 }).where(eq(postulante.usuario_id, me.id));
    expect((await get<CvCompleteness>('/api/postulante/completeCV', me.token)).body.data[0]).toEqual({
      complete: false,
      missing: ['ciclo_actual'],
    });
    expect((await session(me.token)).cv_completo).toBe(false);
    // A graduate needs none.
    await t.db.update(postulante).set({ estado_estudios: 1 }).where(eq(postulante.usuario_id, me.id));
    expect((await session(me.token)).cv_completo).toBe(true);
  });

  it('info_required answers every missing field, and checks the tree and the lists like the sections do', async () => {
    const me = await signedIn();
    let res = await update(me.token, 'info_required', {});
    expect(Object.keys(res.body.optional?.errors ?? {})).toEqual([
      'nombres',
      'apellidos',
      'dni',
      'fecha_nacimiento',
      'sexo',
      'licencia_conducir',
      'tipo_carrera',
      'id_inst_educativa',
      'inst_educativa_nombre',
      'id_carrera_actual',
      'carrera_actual',
      'estado_estudios',
      'fecha_ingreso',
      'fecha_egreso',
      'id_region',
      'region',
      'provincia',
      'distrito',
      'correo_contacto',
    ]);
    const { resumen_profesional: _summary, ...edu } = await education();
    res = await update(me.token, 'info_required', { ...personal, ...edu, ...places, distrito: 'Miraflores de Lima', correo_contacto: 'x' });
    expect(res.body.optional?.errors).toEqual({ correo_contacto: 'Correo inválido' });
    res = await update(me.token, 'info_required', { ...personal, ...edu, ...places, distrito: 'Barranco', correo_contacto: 'a@b.pe' });
    expect(res.body.optional?.errors).toEqual({ distrito: 'Elige un distrito de la lista' });
    expect((await session(me.token)).cv_completo).toBe(false);
  });

  it('other roles always pass the gate; the helper completePostulanteCv passes an applicant', async () => {
    const empresa = await signedIn({ role: ROLE.RECLUTADOR });
    expect((await session(empresa.token)).cv_completo).toBe(true);
    const me = await signedIn();
    await completePostulanteCv(t.db, me.id);
    expect((await session(me.token)).cv_completo).toBe(true);
  });
});

describe('completeCvOptionals (required to apply)', () => {
  it('lists the summary, knowledge, languages and skills until each has content', async () => {
    const me = await signedIn();
    const optionals = async () => (await get<CvCompleteness>('/api/postulante/completeCvOptionals', me.token)).body.data[0];
    expect(await optionals()).toEqual({ complete: false, missing: ['resumen_profesional', 'conocimientos', 'idiomas', 'habilidades'] });
    await update(me.token, 'education', await education());
    await call(t.app, {
      method: 'POST',
      url: '/api/conocimiento/create',
      token: me.token,
      payload: { nombre: 'Microsoft Excel', nivel: 'avanzado' },
    });
    expect(await optionals()).toEqual({ complete: false, missing: ['idiomas', 'habilidades'] });
    await call(t.app, { method: 'POST', url: '/api/idioma/create', token: me.token, payload: { nombre: 'Inglés', nivel: 'intermedio' } });
    await update(me.token, 'more_education', { habilidades: ['Liderazgo'] });
    expect(await optionals()).toEqual({ complete: true, missing: [] });
  });
});

describe('updatePhoto', () => {
  const upload = (token: string | undefined, parts: Parameters<typeof multipartBody>[0]) =>
    call<string>(t.app, { method: 'POST', url: '/api/postulante/updatePhoto', token, ...multipartBody(parts) });
  const fotos = () => {
    const dir = path.join(t.config.uploadsDir, 'fotos');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('stores a PNG judged by its bytes, answers its URL, serves it and removes the previous photo', async () => {
    const me = await signedIn();
    const before = fotos().length;
    const first = await upload(me.token, [{ name: 'photo', filename: 'yo.png', type: 'image/png', content: pngImage() }]);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Datos actualizados correctamente');
    const url = first.body.data[0]!;
    expect(url).toMatch(/^\/uploads\/fotos\/[0-9a-f]{32}\.png\?v=\d+$/);
    expect((await profile(me.token)).foto).toBe(url);
    const served = await t.app.inject({ method: 'GET', url: url.split('?')[0]! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/image\/png/);
    expect(fotos()).toHaveLength(before + 1);

    // A JPEG named .txt is still a JPEG; the old file goes away.
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
    const second = await upload(me.token, [{ name: 'photo', filename: 'foto.txt', type: 'text/plain', content: jpeg }]);
    expect(second.status).toBe(200);
    expect(second.body.data[0]).toMatch(/^\/uploads\/fotos\/[0-9a-f]{32}\.jpg\?v=\d+$/);
    expect(fotos()).toHaveLength(before + 1);
    expect(fotos()).not.toContain(path.basename(url.split('?')[0]!));
    expect((await get<PostulanteCard>('/api/postulante/myAccountDescripcion', me.token)).body.data[0]!.foto).toBe(second.body.data[0]);
  });

  it('refuses a text file named .png (415), a file of 1,000,000 bytes or more (413) and a missing photo (400)', async () => {
    const me = await signedIn();
    let res = await upload(me.token, [
      { name: 'photo', filename: 'foto.png', type: 'image/png', content: Buffer.from('no soy una imagen') },
    ]);
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      state: false,
      message: 'Error: Solo imágenes png y jpg',
      optional: { errors: { photo: 'Error: Solo imágenes png y jpg' } },
    });

    const exactly = Buffer.concat([pngImage(), Buffer.alloc(1_000_000)]).subarray(0, 1_000_000);
    res = await upload(me.token, [{ name: 'photo', filename: 'grande.png', type: 'image/png', content: exactly }]);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Error: Máximo 1MB');
    res = await upload(me.token, [
      { name: 'photo', filename: 'grande.png', type: 'image/png', content: Buffer.concat([exactly, Buffer.alloc(300_000)]) },
    ]);
    expect(res.status).toBe(413);
    expect(res.body.optional?.errors).toEqual({ photo: 'Error: Máximo 1MB' });
    // Just under the limit is fine.
    res = await upload(me.token, [{ name: 'photo', filename: 'limite.png', type: 'image/png', content: exactly.subarray(0, 999_999) }]);
    expect(res.status).toBe(200);

    res = await upload(me.token, [{ name: 'foto', filename: 'yo.png', type: 'image/png', content: pngImage() }]);
    expect(res.status).toBe(400);
    expect(res.body.optional?.errors).toEqual({ photo: 'Requerido' });
    res = await call(t.app, { method: 'POST', url: '/api/postulante/updatePhoto', token: me.token, payload: { photo: 'x' } });
    expect(res.status).toBe(400);
  });
});

describe('getMyCv', () => {
  it('answers the own CV as a base64 PDF named after the applicant, with the name, career and experience inside', async () => {
    const me = await signedIn();
    await update(me.token, 'personal', personal);
    await update(me.token, 'education', await education());
    await call(t.app, {
      method: 'POST',
      url: '/api/expLaboral/create',
      token: me.token,
      payload: {
        nombre_empresa: 'Corporación Aceros Arequipa',
        puesto: 'Practicante de Planeamiento',
        funciones: 'Seguimiento del plan de producción.',
        fecha_inicio: `${YEAR - 1}-09`,
        sigo_aqui: 1,
      },
    });
    await call(t.app, {
      method: 'POST',
      url: '/api/postulante/updatePhoto',
      token: me.token,
      ...multipartBody([{ name: 'photo', filename: 'yo.png', type: 'image/png', content: pngImage(64, 48) }]),
    });
    const res = await get<CvDownload>('/api/postulante/getMyCv', me.token);
    expect(res.status).toBe(200);
    const { cv, name } = res.body.data[0]!;
    expect(name).toBe('CV-Lucia-Quispe-Mamani.pdf');
    const pdf = Buffer.from(cv, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (!existsSync('/usr/bin/pdftotext')) {
      console.warn('pdftotext no está instalado (poppler-utils): se omite la lectura del texto del PDF');
      return;
    }
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
    expect(text).toContain('Lucía Quispe Mamani');
    expect(text).toContain('Ingeniería Industrial');
    expect(text).toContain('Practicante de Planeamiento');
    expect(text).toContain('Corporación Aceros Arequipa');
    expect(text).toContain(`Setiembre ${YEAR - 1} – Actualidad`);
    // The photo uploaded above is in the PDF, read back from the storage, at its size.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'practiperu-cv-')), 'cv.pdf');
    writeFileSync(file, pdf);
    const images = execFileSync('pdfimages', ['-list', file]).toString();
    expect(images).toMatch(/^\s*1\s+0\s+image\s+64\s+48\s/m);
  });

  it('an empty profile still gets a PDF', async () => {
    const me = await signedIn({ nombres: 'Ñusta' });
    const res = await get<CvDownload>('/api/postulante/getMyCv', me.token);
    expect(res.status).toBe(200);
    expect(res.body.data[0]!.name).toBe('CV-Nusta-Huaman-Ccori.pdf');
  });
});

describe('the demo applicant (npm start)', { timeout: DEMO_SEED_TIMEOUT }, () => {
  it('Lucía Quispe Mamani has a complete CV: past the gate, ready to apply, and a full PDF', async () => {
    // Lucía's CV alone: the marketplace does not touch it.
    const demo = await createDemoApp();
    try {
      const token = await login(demo.app, { id: 0, email: 'postulante@demo.pe', password: DEMO_PASSWORD, role: ROLE.POSTULANTE });
      const ask = <T>(url: string) => call<T>(demo.app, { method: 'GET', url, token });
      expect((await call<SessionUser>(demo.app, { method: 'POST', url: '/api/auth/mySession', token })).body.data[0]!.cv_completo).toBe(
        true,
      );
      expect((await ask<CvCompleteness>('/api/postulante/completeCV')).body.data[0]).toEqual({ complete: true, missing: [] });
      expect((await ask<CvCompleteness>('/api/postulante/completeCvOptionals')).body.data[0]).toEqual({ complete: true, missing: [] });
      const cv = (await ask<PostulanteProfileFull>('/api/postulante/myAccount?populate=true')).body.data[0]!;
      expect(cv).toMatchObject({
        nombres: 'Lucía',
        apellidos: 'Quispe Mamani',
        inst_educativa_nombre: UNSA,
        carrera_actual: 'Ingeniería Industrial',
        claves: 'ingenieria industrial',
        estado_estudios: 0,
        ciclo_actual: 4,
        region: 'Arequipa',
        provincia: 'Arequipa',
        distrito: 'Cayma',
      });
      for (const key of [
        'logros',
        'conocimientos',
        'idiomas',
        'formacion_complementaria',
        'experiencia_laboral',
        'voluntariados',
        'proyectos',
        'habilidades',
      ] as const)
        expect(cv[key].length, key).toBeGreaterThan(0);
      // Every seeded item passes the rules of its own form: editing it as it is must succeed.
      const groups = [
        ['expLaboral', cv.experiencia_laboral],
        ['actExtracurricular', cv.proyectos],
        ['voluntariado', cv.voluntariados],
        ['formacionComplementaria', cv.formacion_complementaria],
        ['logro', cv.logros],
        ['conocimiento', cv.conocimientos],
        ['idioma', cv.idiomas],
      ] as const;
      for (const [group, items] of groups)
        for (const item of items)
          expect((await call(demo.app, { method: 'PUT', url: `/api/${group}/update`, token, payload: { ...item } })).status, group).toBe(
            200,
          );
      const { resumen_profesional, ...rest } = cv;
      expect(
        (
          await call(demo.app, {
            method: 'PUT',
            url: '/api/postulante/update',
            token,
            payload: { form: 'education', data: { ...rest, resumen_profesional } },
          })
        ).status,
      ).toBe(200);
      const pdf = (await ask<CvDownload>('/api/postulante/getMyCv')).body.data[0]!;
      expect(pdf.name).toBe('CV-Lucia-Quispe-Mamani.pdf');
      if (existsSync('/usr/bin/pdftotext')) {
        const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(pdf.cv, 'base64') }).toString();
        expect(text).toContain('Corporación Aceros Arequipa S.A.');
        expect(text).toContain('Clasificador automático de residuos sólidos');
        expect(text).toContain('TECHO Perú');
        expect(text).toContain('Estudiante · VIII ciclo');
      }
    } finally {
      await demo.close();
    }
  });
});
