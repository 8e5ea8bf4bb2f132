/**
 * A company publishes and manages its offers, told through the HTTP API. Offers are approved or rejected through
 * the database here: the back office has its own tests.
 */
import { ROLE } from '@practiperu/shared/constants';
import type { CupoGratis, OfertaCard, OfertaCompleta, OfertaCreada, OfertaDetalle } from '@practiperu/shared/oferta';
import { addDays, limaToday } from '@practiperu/shared/dates';
import { etiquetasOferta, OFERTA_MESSAGES, valuesForCopy } from '@practiperu/shared/oferta';
import { ofertaSchema } from '@practiperu/shared/schemas/oferta';
import type { OrganizacionCuenta } from '@practiperu/shared/organizacion';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createDemoApp,
  createTestApp,
  createUser,
  DEMO_START,
  login,
  type TestContext,
  DEMO_SEED_TIMEOUT,
} from '../../../test/helpers.ts';
import { carrera, oferta, pago, trabajo } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo.ts';
import { finalizarVencidasKey } from './oferta.jobs.ts';

let t: TestContext;
// 10 March 2027, 10:00 in Lima (15:00 UTC): a fixed business day, later than the database's own clock.
const START = new Date('2027-03-10T15:00:00Z');
const TODAY = '2027-03-10';
let industrial: number;
let contabilidad: number;
let administracion: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
  t.clock.now = START;
  const ids = async (nombre: string) => {
    const [row] = await t.db
      .select({ id: carrera.id })
      .from(carrera)
      .where(and(eq(carrera.tipo, 1), eq(carrera.nombre, nombre)));
    if (!row) throw new Error(nombre);
    return row.id;
  };
  industrial = await ids('Ingeniería Industrial');
  contabilidad = await ids('Contabilidad');
  administracion = await ids('Administración');
});
afterAll(async () => t?.close());
afterEach(() => {
  t.clock.now = START;
});

async function empresa(nombreOrg = 'Andina Logística') {
  const user = await createUser(t.db, { role: ROLE.RECLUTADOR, nombreOrg });
  return { ...user, token: await login(t.app, user) };
}
async function postulante() {
  const user = await createUser(t.db, { role: ROLE.POSTULANTE });
  return { ...user, token: await login(t.app, user) };
}

type Payload = Record<string, unknown>;
const get = <T = unknown>(url: string, token?: string) => call<T>(t.app, { method: 'GET', url, token });
const send = <T = unknown>(method: 'POST' | 'PUT' | 'PATCH', url: string, token?: string, payload?: Payload) =>
  call<T>(t.app, { method, url, token, ...(payload ? { payload } : {}) });
const create = (token: string | undefined, payload: Payload) => send<OfertaCreada>('POST', '/api/oferta/create', token, payload);

/** A pre-professional offer in Cayma, Arequipa, for university students of Ingeniería Industrial, VII–VIII ciclo. */
function laOferta(patch: Payload = {}): Payload {
  return {
    titulo: 'Practicante de Mejora Continua',
    funciones: '<p>Apoyar en proyectos de <strong>mejora continua</strong> y control de indicadores de planta.</p>',
    beneficios: '<ul><li>Subvención económica</li><li>Seguro de salud</li><li>Certificado de prácticas</li></ul>',
    modalidad_tiempo: 'Presencial',
    id_region: 4,
    region: 'Arequipa',
    provincia: 'Arequipa',
    distrito: 'Cayma',
    horario: 'Tiempo completo',
    horas_dia: 6,
    dias_semana: 5,
    salario: 1200,
    mostrar_salario: 1,
    nro_plazas: 2,
    fin_convocatoria: addDays(limaToday(t.clock.now), 2),
    modalidad: 'PREPROFESIONAL',
    idniveluniv: 6,
    ciclo: [2, 3],
    carreras: [industrial],
    idiomas: [{ name: 'Inglés', level: 'intermedio', required: 'deseable' }],
    conocimientos: [{ name: 'Microsoft Excel', level: 'avanzado', required: 'indispensable' }],
    otros_requisitos: 'Disponibilidad para trabajar en planta.',
    tipo: 0,
    ...patch,
  };
}

async function published(token: string, patch: Payload = {}): Promise<number> {
  const res = await create(token, laOferta(patch));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data[0]!.id_oferta;
}

/** What the administrator's review in the back office does. */
async function approve(id: number) {
  await t.db.update(oferta).set({ estado: 1, fecha_publicacion: t.clock.now }).where(eq(oferta.id, id));
}
async function reject(id: number, motivo = 'La subvención ofrecida no cumple con la Ley 28518.') {
  await t.db.update(oferta).set({ estado: 2, mensaje_rechazado: motivo }).where(eq(oferta.id, id));
}
async function row(id: number) {
  const [r] = await t.db.select().from(oferta).where(eq(oferta.id, id));
  return r!;
}

const SESSION_EXPIRED = 'Tu sesión expiró o no has iniciado sesión. Ingresa nuevamente.';
const FORBIDDEN = 'No tienes permiso para realizar esta acción.';

describe('publishing a free offer', () => {
  it('saves it pending review, with the spec toast, and takes a free publication', async () => {
    const me = await empresa();
    const res = await create(me.token, laOferta());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ state: true, message: 'Se guardó tu convocatoria' });
    expect(res.body.data[0]).toMatchObject({ titulo: 'Practicante de Mejora Continua', tipo: 0, alias: 'practicante-de-mejora-continua' });

    const stored = await row(res.body.data[0]!.id_oferta);
    expect(stored).toMatchObject({
      estado: 0,
      estado_pago: null,
      tipo: 0,
      publicar: 1,
      finaliza: null,
      profesion: 'Ingeniería Industrial',
      claves: ['ingenieria industrial'],
      region: 'Arequipa',
      provincia: 'Arequipa',
      distrito: 'Cayma',
      fin_convocatoria: '2027-03-12',
      max_free_postulantes: 15,
    });
    expect(stored.cupo_gratis_en?.toISOString()).toBe(START.toISOString());
  });

  it('an empty form gets every message of the spec at once', async () => {
    const me = await empresa();
    const res = await create(me.token, {});
    expect(res.status).toBe(400);
    expect(res.body.state).toBe(false);
    expect(res.body.optional?.errors).toEqual({
      titulo: 'Requerido',
      funciones: 'Requerido',
      beneficios: 'Requerido',
      modalidad_tiempo: 'Requerido',
      horario: 'Requerido',
      horas_dia: 'Requerido',
      dias_semana: 'Requerido',
      fin_convocatoria: 'Requerido',
      modalidad: 'Requerido',
      carreras: 'Pocos caracteres',
      id_region: 'Seleccione',
      idniveltec: '[ERROR] Seleccione uno',
    });
    expect(res.body.message).toBe('Requerido');
  });

  it('each field rule answers with its own message', async () => {
    const me = await empresa();
    const cases: [Payload, string, string][] = [
      [{ titulo: 'Prac' }, 'titulo', 'Mínimo 5 caracteres'],
      [{ titulo: 'x'.repeat(151) }, 'titulo', 'Máximo 150 caracteres'],
      [{ funciones: `<p>${'a'.repeat(5000)}</p>` }, 'funciones', 'Texto muy largo'],
      [{ beneficios: '<p><br></p>' }, 'beneficios', 'Requerido'],
      [{ nro_plazas: 0 }, 'nro_plazas', 'Mínimo 1 vacante'],
      [{ salario: 1000 }, 'salario', 'La subvención no debe ser menor a 1130'],
      [{ salario: '123456789012' }, 'salario', 'Máximo 11 caracteres'],
      [{ modalidad: 'PASANTIA' }, 'modalidad', 'Elige PREPROFESIONAL o PROFESIONAL'],
      [{ idniveluniv: 0 }, 'idniveltec', '[ERROR] Seleccione uno'],
      [{ idniveluniv: 7 }, 'idniveluniv', OFERTA_MESSAGES.nivelModalidad],
      [{ ciclo: [] }, 'ciclo', 'Elige al menos un ciclo'],
      [{ idniveluniv: 0, idniveltec: 3, ciclo_tecnico: [] }, 'ciclo_tecnico', 'Elige al menos un ciclo técnico'],
      [{ modalidad: 'PROFESIONAL', idniveluniv: 7, fecha_egreso: [] }, 'fecha_egreso', 'Elige al menos un año de egreso'],
      [{ carreras: [] }, 'carreras', 'Pocos caracteres'],
      [{ otros_requisitos: 'a'.repeat(5001) }, 'otros_requisitos', 'Texto muy largo'],
      [{ idiomas: [{ name: 'Inglés', level: '' }] }, 'idiomas.0.level', 'Requerido'],
      [
        {
          conocimientos: [
            { name: 'SAP ERP', level: 'básico' },
            { name: 'sap erp', level: 'avanzado' },
          ],
        },
        'conocimientos.1.name',
        'Ya agregaste este elemento.',
      ],
      [{ id_region: 0 }, 'id_region', 'Seleccione'],
      [{ distrito: 'x'.repeat(61) }, 'distrito', 'Máximo 60 caracteres'],
      [{ horario: 'Nocturno' }, 'horario', 'Elige un horario'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await create(me.token, laOferta(patch));
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.optional?.errors?.[field], field).toBe(message);
    }
    expect(
      await t.db.$count(
        oferta,
        sql`${oferta.titulo} like 'Prac%' and ${oferta.id_organizacion} = (select id from organizacion where usuario_id = ${me.id})`,
      ),
    ).toBe(0);
  });

  it('careers come from the list: names joined as profesion, keys kept for matching', async () => {
    const me = await empresa();
    const id = await published(me.token, { carreras: [contabilidad, administracion] });
    expect(await row(id)).toMatchObject({
      profesion: 'Contabilidad, Administración',
      carreras: [contabilidad, administracion],
      claves: ['contabilidad', 'administracion'],
    });

    const unknown = await create(me.token, laOferta({ carreras: [999_999] }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.optional?.errors).toEqual({ carreras: 'Elige carreras de la lista' });

    const longest = await t.db
      .select({ id: carrera.id })
      .from(carrera)
      .orderBy(desc(sql`length(${carrera.nombre})`))
      .limit(6);
    const tooLong = await create(me.token, laOferta({ carreras: longest.map((c) => c.id) }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.optional?.errors).toEqual({ carreras: 'Máximo 300 caracteres' });
  });

  it('names of lists and places are checked against the reference data and stored as it spells them', async () => {
    const me = await empresa();
    const id = await published(me.token, {
      region: 'cualquiera',
      provincia: 'arequipa',
      distrito: 'cerro colorado',
      modalidad_tiempo: 'mixto',
      idiomas: [{ name: 'ingles', level: 'avanzado', required: 'indispensable' }],
      conocimientos: [{ name: 'microsoft excel', level: 'intermedio' }],
    });
    expect(await row(id)).toMatchObject({
      region: 'Arequipa',
      provincia: 'Arequipa',
      distrito: 'Cerro Colorado',
      modalidad_tiempo: 'Mixto',
      idiomas: [{ name: 'Inglés', level: 'avanzado', required: 'indispensable' }],
      conocimientos: [{ name: 'Microsoft Excel', level: 'intermedio', required: 'deseable' }],
    });

    const cases: [Payload, string, string][] = [
      [{ modalidad_tiempo: 'Remoto' }, 'modalidad_tiempo', 'Elige una modalidad de la lista'],
      [{ provincia: 'Lima', distrito: '' }, 'provincia', 'Elige una provincia de la región'],
      [{ provincia: '', distrito: 'Miraflores de Lima' }, 'distrito', 'Elige un distrito de la lista'],
      [{ distrito: 'San Isidro' }, 'distrito', 'Elige un distrito de la lista'],
      [{ idiomas: [{ name: 'Klingon', level: 'básico' }] }, 'idiomas.0.name', 'Elige un idioma de la lista'],
      [{ conocimientos: [{ name: 'Telepatía', level: 'básico' }] }, 'conocimientos.0.name', 'Elige un conocimiento de la lista'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await create(me.token, laOferta(patch));
      expect(res.status, field).toBe(400);
      expect(res.body.optional?.errors?.[field], field).toBe(message);
    }
  });

  it('a virtual offer has no place; abroad is Extranjero with its country', async () => {
    const me = await empresa();
    const virtual = await published(me.token, { modalidad_tiempo: 'Virtual' });
    expect(await row(virtual)).toMatchObject({ id_region: 0, region: '', provincia: '', distrito: '', pais: 'Perú' });
    const abroad = await published(me.token, { id_region: 26, pais: 'Chile', provincia: 'Santiago', distrito: 'Las Condes' });
    expect(await row(abroad)).toMatchObject({ id_region: 26, region: 'Extranjero', pais: 'Chile', provincia: 'Santiago' });
  });

  it('a part-time offer takes the other spelling of its schedule, and pays the proportional subsidy', async () => {
    const me = await empresa();
    const id = await published(me.token, { horario: 'Jornada parcial', horas_dia: 4, dias_semana: 5, salario: 754 });
    expect(await row(id)).toMatchObject({ horario: 'Tiempo parcial', horas_dia: 4, dias_semana: 5, salario: 754, cumple_ley_28518: true });
  });
});

describe('Ley 28518 when an offer is published', () => {
  async function refused(patch: Payload) {
    const me = await empresa();
    const res = await create(me.token, laOferta(patch));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(await t.db.$count(oferta, sql`${oferta.id_organizacion} = (select id from organizacion where usuario_id = ${me.id})`)).toBe(0);
    return res.body.optional?.errors as Record<string, string>;
  }

  it('a pre-professional internship is at most 6 hours a day and 30 a week', async () => {
    expect((await refused({ horas_dia: 7, dias_semana: 4 })).horas_dia).toBe(
      'La Ley 28518 permite como máximo 6 horas diarias en las prácticas preprofesionales.',
    );
    expect((await refused({ horas_dia: 6, dias_semana: 6 })).dias_semana).toBe(
      'La Ley 28518 permite como máximo 30 horas semanales en las prácticas preprofesionales.',
    );
  });

  it('a professional internship is at most 8 hours a day and 48 a week', async () => {
    const profesional = { modalidad: 'PROFESIONAL', idniveluniv: 7, ciclo: [], fecha_egreso: [2026] };
    expect((await refused({ ...profesional, horas_dia: 9, dias_semana: 5 })).horas_dia).toBe(
      'La Ley 28518 permite como máximo 8 horas diarias en las prácticas profesionales.',
    );
    expect((await refused({ ...profesional, horas_dia: 8, dias_semana: 7 })).dias_semana).toBe(
      'La Ley 28518 permite como máximo 48 horas semanales en las prácticas profesionales.',
    );
    const me = await empresa();
    const id = await published(me.token, { ...profesional, horas_dia: 8, dias_semana: 6 });
    expect(await row(id)).toMatchObject({ horas_dia: 8, dias_semana: 6, cumple_ley_28518: true });
  });

  it('the subsidy is never below the minimum for full time, nor below the proportional amount for part time', async () => {
    expect((await refused({ salario: 1000 })).salario).toBe('La subvención no debe ser menor a 1130');
    // 4 h × 5 days = 20 of 30 weekly hours: 1130 × 20 ÷ 30 = 753.33, rounded up.
    expect((await refused({ horario: 'Tiempo parcial', horas_dia: 4, dias_semana: 5, salario: 700 })).salario).toBe(
      'Según la Ley 28518, por 20 horas semanales la subvención no puede ser menor de S/ 754.',
    );
    expect((await refused({ horario: 'Tiempo parcial', horas_dia: 4, dias_semana: 5, salario: '' })).salario).toBe(
      'Según la Ley 28518, por 20 horas semanales la subvención no puede ser menor de S/ 754.',
    );
  });

  it('the modality agrees with the study levels: pre-professional for students, professional for graduates', async () => {
    expect((await refused({ idniveluniv: 7 })).idniveluniv).toBe(
      'Según la Ley 28518, las prácticas preprofesionales son para estudiantes y las profesionales para egresados y bachilleres',
    );
  });

  it('the schedule is required, in whole or half hours and whole days', async () => {
    expect(await refused({ horas_dia: undefined, dias_semana: '' })).toMatchObject({ horas_dia: 'Requerido', dias_semana: 'Requerido' });
    expect(await refused({ horas_dia: 'seis', dias_semana: 8 })).toMatchObject({
      horas_dia: 'Indica las horas diarias: de 1 a 12, en horas o medias horas (por ejemplo, 4.5)',
      dias_semana: 'Indica los días por semana: un número entero de 1 a 7',
    });
    expect((await refused({ horas_dia: 4.25 })).horas_dia).toBe(
      'Indica las horas diarias: de 1 a 12, en horas o medias horas (por ejemplo, 4.5)',
    );
    expect((await refused({ dias_semana: 4.5 })).dias_semana).toBe('Indica los días por semana: un número entero de 1 a 7');
  });

  it('half hours are a schedule: 4.5 h × 5 days is stored, priced and shown as such', async () => {
    const me = await empresa();
    // 22.5 of 30 weekly hours: 1130 × 22.5 ÷ 30 = 847.5, rounded up.
    expect((await refused({ horario: 'Tiempo parcial', horas_dia: '4.5', salario: 847 })).salario).toBe(
      'Según la Ley 28518, por 22.5 horas semanales la subvención no puede ser menor de S/ 848.',
    );
    const id = await published(me.token, { horario: 'Tiempo parcial', horas_dia: 4.5, dias_semana: 5, salario: 848 });
    expect(await row(id)).toMatchObject({ horas_dia: 4.5, dias_semana: 5, cumple_ley_28518: true });
    const mine = (await get<OfertaDetalle>(`/api/oferta/myId/${id}`, me.token)).body.data[0]!;
    expect(mine).toMatchObject({ horas_dia: 4.5, cumple_ley_28518: true });
    expect(mine.texto).toContain('4.5 h diarias, 5 días por semana');
  });

  it('the law gives a weekly rest day: 4 h × 7 days at S/ 1,060 is refused with the reason, and gets no mark', async () => {
    expect(await refused({ horario: 'Tiempo parcial', horas_dia: 4, dias_semana: 7, salario: 1060 })).toEqual({
      dias_semana: 'La Ley 28518 da al practicante un día de descanso a la semana: indica como máximo 6 días.',
    });
    const me = await empresa();
    const id = await published(me.token, { horario: 'Tiempo parcial', horas_dia: 4, dias_semana: 6, salario: 1060 });
    expect(await row(id)).toMatchObject({ dias_semana: 6, cumple_ley_28518: true });
  });

  it('«Tiempo completo» with 3 h × 5 days is inconsistent: refused at horario', async () => {
    expect(await refused({ horario: 'Tiempo completo', horas_dia: 3, dias_semana: 5, salario: 1130 })).toEqual({
      horario: 'Con menos de 4 horas diarias en promedio la jornada es a tiempo parcial: elige «Tiempo parcial» o aumenta las horas.',
    });
  });

  it("a compliant offer carries the mark on its card, its detail and the applicant's view, with what it entitles to", async () => {
    const me = await empresa();
    const id = await published(me.token, { horario: 'Tiempo parcial', horas_dia: 5, dias_semana: 5, salario: 1000 });
    expect(await row(id)).toMatchObject({ cumple_ley_28518: true });
    const mine = await call(t.app, { method: 'GET', url: `/api/oferta/myId/${id}`, token: me.token });
    expect(mine.body.data[0]).toMatchObject({
      cumple_ley_28518: true,
      horas_dia: 5,
      dias_semana: 5,
      ley_28518: {
        jornada:
          '5 h diarias, 5 días a la semana (25 h semanales), dentro del máximo de 6 h diarias y 30 semanales para las prácticas ' +
          'preprofesionales. Por esta jornada te corresponde una subvención mensual no menor de S/ 942.',
      },
    });
  });

  it('an update that breaks the law is refused and the stored offer keeps its schedule', async () => {
    const me = await empresa();
    const id = await published(me.token);
    const res = await call(t.app, {
      method: 'PUT',
      url: '/api/oferta/update',
      token: me.token,
      payload: laOferta({ id_oferta: id, horas_dia: 8 }),
    });
    expect(res.status).toBe(400);
    expect(res.body.optional?.errors?.horas_dia).toBe(
      'La Ley 28518 permite como máximo 6 horas diarias en las prácticas preprofesionales.',
    );
    expect(await row(id)).toMatchObject({ horas_dia: 6, dias_semana: 5, cumple_ley_28518: true });
  });
});

describe('rich text is sanitized with an allowlist (XSS)', () => {
  const payloads = [
    '<p>Funciones<script>alert(document.cookie)</script></p>',
    '<p>Funciones<img src=x onerror="alert(1)"></p>',
    '<p onclick="alert(1)" style="position:fixed;top:0">Funciones</p>',
    '<p>Funciones <a href="javascript:alert(1)">clic</a></p>',
    '<p>Funciones <a href="JaVaScRiPt:alert(1)">clic</a></p>',
    '<p>Funciones <a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clic</a></p>',
    '<p>Funciones</p><iframe src="https://malicioso.example/"></iframe>',
    '<p>Funciones</p><svg onload="alert(1)"><circle r="1"/></svg>',
    '<p>Funciones</p><style>body{display:none}</style>',
    '<p>Funciones</p><object data="x.swf"></object><embed src="x.swf">',
    '<p>Funciones <a href="https://ejemplo.pe" onmouseover="alert(1)" target="_self">enlace</a></p>',
    '<p>Funciones</p><form action="https://malicioso.example"><input name="clave"></form>',
    '<p>Funciones<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math></p>',
  ];

  it('strips scripts, event handlers, styles, frames and javascript: links; keeps the formatting', async () => {
    const me = await empresa();
    for (const html of payloads) {
      const id = await published(me.token, { tipo: 1, funciones: html, beneficios: html });
      const stored = await row(id);
      for (const field of [stored.funciones, stored.beneficios]) {
        expect(field, html).toContain('Funciones');
        expect(field, html).not.toMatch(
          /<script|onerror|onload|onclick|onmouseover|javascript:|data:|<iframe|<svg|<style|style=|<object|<embed|<form|<input|<img|<math/i,
        );
      }
    }
  });

  it('links open in a new tab without referrer, and allowed tags survive', async () => {
    const me = await empresa();
    const html =
      '<h2>Tareas</h2><p><strong>Control</strong> <em>diario</em> <u>de</u> <b>stock</b> <i>y</i></p><ol><li>Kardex</li></ol>' +
      '<blockquote>Cita</blockquote><h4>Más</h4><p><a href="https://www.sunat.gob.pe">SUNAT</a> <a href="mailto:rrhh@andina.pe">correo</a></p>';
    const id = await published(me.token, { funciones: html });
    expect((await row(id)).funciones).toBe(
      '<h3>Tareas</h3><p><strong>Control</strong> <em>diario</em> <u>de</u> <b>stock</b> <i>y</i></p><ol><li>Kardex</li></ol>' +
        '<blockquote>Cita</blockquote><h4>Más</h4><p><a href="https://www.sunat.gob.pe" rel="noopener noreferrer nofollow" target="_blank">SUNAT</a> ' +
        '<a href="mailto:rrhh@andina.pe" rel="noopener noreferrer nofollow" target="_blank">correo</a></p>',
    );
  });

  it('a text that is only a script is empty once sanitized: Requerido', async () => {
    const me = await empresa();
    const res = await create(me.token, laOferta({ funciones: '<script>alert("hola mundo")</script>' }));
    expect(res.status).toBe(400);
    expect(res.body.optional?.errors).toEqual({ funciones: 'Requerido' });
  });
});

describe('deadlines in Lima', () => {
  it('at 23:30 in Lima it is still that day: today is accepted, yesterday is too short', async () => {
    const me = await empresa();
    // 11 March 04:30 UTC is 10 March 23:30 in Lima.
    t.clock.now = new Date('2027-03-11T04:30:00Z');
    expect((await create(me.token, laOferta({ fin_convocatoria: '2027-03-10' }))).status).toBe(201);
    const late = await create(me.token, laOferta({ fin_convocatoria: '2027-03-09' }));
    expect(late.status).toBe(400);
    expect(late.body.optional?.errors).toEqual({ fin_convocatoria: 'El plazo para postular es muy corto' });
    // Half an hour later it is the 11th in Lima.
    t.clock.now = new Date('2027-03-11T05:00:00Z');
    expect((await create(me.token, laOferta({ fin_convocatoria: '2027-03-10' }))).body.optional?.errors).toEqual({
      fin_convocatoria: 'El plazo para postular es muy corto',
    });
  });

  it('at most 15 days ahead for free offers, 30 for featured ones', async () => {
    const me = await empresa();
    expect((await create(me.token, laOferta({ fin_convocatoria: addDays(TODAY, 15) }))).status).toBe(201);
    expect((await create(me.token, laOferta({ fin_convocatoria: addDays(TODAY, 16) }))).body.optional?.errors).toEqual({
      fin_convocatoria: 'El plazo máximo para postular es de 15 días',
    });
    expect((await create(me.token, laOferta({ tipo: 1, fin_convocatoria: addDays(TODAY, 30) }))).status).toBe(201);
    expect((await create(me.token, laOferta({ tipo: 1, fin_convocatoria: addDays(TODAY, 31) }))).body.optional?.errors).toEqual({
      fin_convocatoria: 'El plazo máximo para postular es de 30 días',
    });
  });
});

describe('the free quota: 3 free offers per calendar month in Lima (decision 010)', () => {
  const available = (token: string) => get<number>('/api/oferta/getTotalOfferAvailable', token);

  it('counts down, refuses the fourth with 409, still takes featured offers, and renews on the 1st in Lima', async () => {
    const me = await empresa();
    const res = await available(me.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([3]);
    expect(res.body.optional).toMatchObject({ total: 3, usadas: 0, periodo: '2027-03', renueva: '2027-04-01' });

    for (let i = 0; i < 3; i++) await published(me.token);
    expect((await available(me.token)).body.data).toEqual([0]);
    const fourth = await create(me.token, laOferta());
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toBe(
      'Ya usaste tus 3 publicaciones gratuitas de este mes. Publica un aviso destacado o espera al 1 de abril de 2027.',
    );
    expect((await create(me.token, laOferta({ tipo: 1 }))).status).toBe(201);

    // 31 March 23:59 in Lima is still March; 1 April 00:00 in Lima (05:00 UTC) is a new month.
    t.clock.now = new Date('2027-04-01T04:59:00Z');
    expect((await available(me.token)).body.data).toEqual([0]);
    t.clock.now = new Date('2027-04-01T05:00:00Z');
    expect((await available(me.token)).body.data).toEqual([3]);
    expect((await create(me.token, laOferta())).status).toBe(201);
  });

  it('removing an offer does not give its free publication back', async () => {
    const me = await empresa();
    const id = await published(me.token);
    expect((await send('POST', `/api/oferta/removeMyOffer/${id}`, me.token)).status).toBe(200);
    expect((await available(me.token)).body.data).toEqual([2]);
  });

  it('concurrent publications cannot take more than the quota', async () => {
    const me = await empresa();
    const results = await Promise.all(Array.from({ length: 6 }, () => create(me.token, laOferta())));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    expect((await available(me.token)).body.data).toEqual([0]);
  });

  it('follows FREE_OFFERS_PER_MONTH', async () => {
    const other = await createTestApp({ FREE_OFFERS_PER_MONTH: '1' });
    try {
      const user = await createUser(other.db, { role: ROLE.RECLUTADOR });
      const token = await login(other.app, user);
      const res = await call<CupoGratis>(other.app, { method: 'GET', url: '/api/oferta/getTotalOfferAvailable', token });
      expect(res.body.data).toEqual([1]);
      expect(res.body.optional?.total).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe('editing a pending offer', () => {
  const update = (token: string | undefined, payload: Payload) => send<OfertaCreada>('PUT', '/api/oferta/update', token, payload);

  it('saves the new values; the type stays the stored one', async () => {
    const me = await empresa();
    const id = await published(me.token);
    const res = await update(me.token, {
      ...laOferta({ titulo: 'Practicante de Calidad', tipo: 1, carreras: [industrial, administracion] }),
      id_oferta: id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Se guardó tu convocatoria',
      data: [{ id_oferta: id, titulo: 'Practicante de Calidad', tipo: 0 }],
    });
    expect(await row(id)).toMatchObject({
      titulo: 'Practicante de Calidad',
      alias: 'practicante-de-calidad',
      tipo: 0,
      profesion: 'Ingeniería Industrial, Administración',
    });
  });

  it('approved offers cannot be modified (409), nor rejected ones', async () => {
    const me = await empresa();
    const approved = await published(me.token);
    await approve(approved);
    const res = await update(me.token, { ...laOferta({ titulo: 'Otro título' }), id_oferta: approved });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Esta oferta ya fue aprobada y no se puede modificar. Puedes duplicarla para publicar una nueva.');
    expect((await row(approved)).titulo).toBe('Practicante de Mejora Continua');

    const rejected = await published(me.token);
    await reject(rejected);
    const again = await update(me.token, { ...laOferta(), id_oferta: rejected });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Esta oferta fue rechazada y no se puede modificar. Duplícala para corregirla y publicarla de nuevo.');
  });

  it("another company's offer is 404 and stays untouched; the id is required", async () => {
    const owner = await empresa();
    const id = await published(owner.token);
    const intruder = await empresa('Otra Empresa');
    const res = await update(intruder.token, { ...laOferta({ titulo: 'Robada' }), id_oferta: id });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No se encontró la oferta.');
    expect((await row(id)).titulo).toBe('Practicante de Mejora Continua');
    expect((await update(owner.token, laOferta())).body.optional?.errors).toEqual({ id_oferta: 'Requerido' });
  });

  it('the deadline window counts from the creation day; featured offers keep their 30 days', async () => {
    const me = await empresa();
    const free = await published(me.token);
    const destacado = await published(me.token, { tipo: 1 });
    t.clock.now = new Date('2027-03-15T15:00:00Z');
    expect((await update(me.token, { ...laOferta({ fin_convocatoria: '2027-03-25' }), id_oferta: free })).status).toBe(200);
    expect((await update(me.token, { ...laOferta({ fin_convocatoria: '2027-03-26' }), id_oferta: free })).body.optional?.errors).toEqual({
      fin_convocatoria: 'El plazo máximo para postular es de 15 días',
    });
    expect((await update(me.token, { ...laOferta({ fin_convocatoria: '2027-04-09' }), id_oferta: destacado })).status).toBe(200);
    expect(
      (await update(me.token, { ...laOferta({ fin_convocatoria: '2027-04-10' }), id_oferta: destacado })).body.optional?.errors,
    ).toEqual({
      fin_convocatoria: 'El plazo máximo para postular es de 30 días',
    });
    expect(
      (await update(me.token, { ...laOferta({ fin_convocatoria: '2027-03-14' }), id_oferta: destacado })).body.optional?.errors,
    ).toEqual({
      fin_convocatoria: 'El plazo para postular es muy corto',
    });
  });
});

describe('reading one offer', () => {
  it('id/{id} and myId/{id}: the card, the structured fields and the texto', async () => {
    const me = await empresa('Andina Logística');
    const id = await published(me.token, { idniveltec: 3, ciclo_tecnico: [1] });
    for (const path of ['id', 'myId']) {
      const res = await get<OfertaDetalle>(`/api/oferta/${path}/${id}`, me.token);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const d = res.body.data[0]!;
      expect(d).toMatchObject({
        id,
        titulo: 'Practicante de Mejora Continua',
        nombre_org: 'Andina Logística',
        logo_org: null,
        fecha_publicacion: null,
        fin_convocatoria: '2027-03-12',
        modalidad_tiempo: 'Presencial',
        region: 'Arequipa',
        distrito: 'Cayma',
        estado: 0,
        tipo: 0,
        estado_pago: null,
        total_postulantes: 0,
        vigente: false,
        destacado: false,
        salario: 1200,
        niveles: [
          { codigo: 3, nombre: 'Técnico estudiante' },
          { codigo: 6, nombre: 'Universitario estudiante' },
        ],
        ciclo: [2, 3],
        ciclo_tecnico: [1],
        max_free_postulantes: 15,
      });
      expect(d.texto).toContain('<h3>Funciones</h3>');
      expect(d.texto).toContain('<li><strong>Carreras:</strong> Ingeniería Industrial</li>');
      expect(d.texto).toContain('<li><strong>Ciclo:</strong> VII ciclo, VIII ciclo</li>');
      expect(d.texto).toContain('<li><strong>Ciclo técnico:</strong> IV ciclo</li>');
      expect(d.texto).toContain('<li><strong>Subvención mensual:</strong> S/ 1,200</li>');
      expect(d.texto).toContain('<li><strong>Lugar:</strong> Cayma, Arequipa, Arequipa</li>');
      expect(d.texto).toContain('<li><strong>Fecha límite para postular:</strong> 12 de marzo de 2027</li>');
      expect(d.texto).toContain('<p>Disponibilidad para trabajar en planta.</p>');
    }
  });

  it('the texto says the call closed once it finished early, and that a rejected offer never opened', async () => {
    const me = await empresa();
    const id = await published(me.token, { fin_convocatoria: '2027-03-25' });
    await approve(id);
    expect((await send('PATCH', '/api/oferta/finish', me.token, { id_oferta: id })).status).toBe(200);
    const finished = (await get<OfertaDetalle>(`/api/oferta/myId/${id}`, me.token)).body.data[0]!;
    // Finished on 10 March: one truth beside «Cerró el», never the deadline of 25 March still to come.
    expect(finished.texto).toContain('<li><strong>Postulaciones:</strong> cerraron el 10 de marzo de 2027</li>');
    expect(finished.texto).not.toContain('Fecha límite para postular');
    expect(finished.texto).not.toContain('25 de marzo');

    const rejected = await published(me.token);
    await reject(rejected);
    const r = (await get<OfertaDetalle>(`/api/oferta/myId/${rejected}`, me.token)).body.data[0]!;
    expect(r.texto).toContain('<li><strong>Postulaciones:</strong> No se abrieron: la oferta fue rechazada.</li>');
    expect(r.texto).not.toContain('Fecha límite para postular');
  });

  it('a hidden salary is not sent; free text is escaped in texto', async () => {
    const me = await empresa();
    const id = await published(me.token, { mostrar_salario: 0, otros_requisitos: '<b>Negrita</b> & más' });
    const d = (await get<OfertaDetalle>(`/api/oferta/id/${id}`, me.token)).body.data[0]!;
    expect(d.salario).toBeNull();
    expect(d.texto).not.toContain('Subvención mensual');
    expect(d.texto).toContain('<p>&lt;b&gt;Negrita&lt;/b&gt; &amp; más</p>');
  });

  it('myIdComplete/{id}: everything the edit and duplicate forms need', async () => {
    const me = await empresa();
    const id = await published(me.token, { carreras: [contabilidad, industrial] });
    const res = await get<OfertaCompleta>(`/api/oferta/myIdComplete/${id}`, me.token);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      id,
      carreras: [
        { id: contabilidad, nombre: 'Contabilidad', tipo: 1, clave: 'contabilidad' },
        { id: industrial, nombre: 'Ingeniería Industrial', tipo: 1, clave: 'ingenieria industrial' },
      ],
      profesion: 'Contabilidad, Ingeniería Industrial',
      idiomas: [{ name: 'Inglés', level: 'intermedio', required: 'deseable' }],
      conocimientos: [{ name: 'Microsoft Excel', level: 'avanzado', required: 'indispensable' }],
      otros_requisitos: 'Disponibilidad para trabajar en planta.',
      plazo: { min: TODAY, max: '2027-03-25', default: '2027-03-12' },
      estado: 0,
      mensaje_rechazado: null,
    });
  });

  it('myIdComplete/{id} of a rejected featured offer: its type and the reason, for the copy that corrects it', async () => {
    const me = await empresa();
    const id = await published(me.token, { tipo: 1 });
    await reject(id, 'El título no describe el puesto.');
    const res = await get<OfertaCompleta>(`/api/oferta/myIdComplete/${id}`, me.token);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ tipo: 1, estado: 2, mensaje_rechazado: 'El título no describe el puesto.' });
    expect((await get(`/api/oferta/myIdComplete/${id}`, '')).status).toBe(401);
    expect((await get(`/api/oferta/myIdComplete/${id}`, (await postulante()).token)).status).toBe(403);
    expect((await get(`/api/oferta/myIdComplete/${id}`, (await empresa('Otra Empresa Sur')).token)).status).toBe(404);
    expect((await get('/api/oferta/myIdComplete/abc', me.token)).status).toBe(400);
  });

  it("getTituloOferta and getTipoOferta answer for the company's own offers only", async () => {
    const me = await empresa();
    const id = await published(me.token, { tipo: 1 });
    expect((await get(`/api/oferta/getTituloOferta/${id}`, me.token)).body.data).toEqual(['Practicante de Mejora Continua']);
    const tipo = await get(`/api/oferta/getTipoOferta/${id}`, me.token);
    expect(tipo.body.data).toEqual([1]);
    expect(tipo.body.optional).toEqual({ estado_pago: null });
    const intruder = await empresa('Otra Empresa');
    for (const path of ['id', 'myId', 'myIdComplete', 'getTituloOferta', 'getTipoOferta']) {
      const res = await get(`/api/oferta/${path}/${id}`, intruder.token);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe('No se encontró la oferta.');
    }
  });

  it('ids that do not exist are 404; ids that are not numbers are 400', async () => {
    const me = await empresa();
    expect((await get('/api/oferta/myId/999999', me.token)).status).toBe(404);
    const bad = await get('/api/oferta/myId/abc', me.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('El id debe ser un número entero positivo.');
  });
});

describe('Mis publicaciones', () => {
  const myList = (token: string, query = '') => get<OfertaCard>(`/api/oferta/myList${query}`, token);

  it('is paginated by the server (10 a page, newest first) and filtered by estado', async () => {
    const me = await empresa();
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      t.clock.now = new Date(START.getTime() + i * 60_000);
      ids.push(await published(me.token, { tipo: 1, titulo: `Practicante número ${i + 1}` }));
    }
    await approve(ids[0]!);
    await reject(ids[1]!);

    const page1 = await myList(me.token);
    expect(page1.status).toBe(200);
    expect(page1.body.data).toHaveLength(10);
    expect(page1.body.data[0]!.id).toBe(ids[11]);
    expect(page1.body.optional).toEqual({ current_page: 1, total_pages: 2, total: 12 });
    const page2 = await myList(me.token, '?page=2');
    expect(page2.body.data.map((o) => o.id)).toEqual([ids[1], ids[0]]);
    expect((await myList(me.token, '?page=3')).body).toMatchObject({ data: [], optional: { current_page: 3, total_pages: 2 } });

    const approved = await myList(me.token, '?page=1&estado=1');
    expect(approved.body.data.map((o) => o.id)).toEqual([ids[0]]);
    expect(approved.body.data[0]).toMatchObject({ estado: 1, vigente: true, total_postulantes: 0, publicar: 1, finaliza: null });
    const rejected = await myList(me.token, '?estado=2');
    expect(rejected.body.data[0]).toMatchObject({ estado: 2, mensaje_rechazado: 'La subvención ofrecida no cumple con la Ley 28518.' });
    expect((await myList(me.token, '?estado=0')).body.optional).toMatchObject({ total: 10 });

    expect((await myList(me.token, '?page=0')).status).toBe(400);
    expect((await myList(me.token, '?estado=5')).body.message).toBe('El estado debe ser 0 (pendiente), 1 (aprobada) o 2 (rechazada).');
  });

  it("shows only the company's own offers, never removed ones", async () => {
    const me = await empresa();
    const mine = await published(me.token);
    const removed = await published(me.token);
    await send('POST', `/api/oferta/removeMyOffer/${removed}`, me.token);
    const other = await empresa('Otra Empresa');
    await published(other.token);
    expect((await myList(me.token)).body.data.map((o) => o.id)).toEqual([mine]);
  });

  it('an approved offer is Vigente until the end of its deadline day in Lima', async () => {
    const me = await empresa();
    const id = await published(me.token, { fin_convocatoria: '2027-03-11' });
    await approve(id);
    t.clock.now = new Date('2027-03-12T04:59:00Z'); // 11 March 23:59 in Lima
    expect((await myList(me.token)).body.data[0]).toMatchObject({ id, vigente: true });
    t.clock.now = new Date('2027-03-12T05:00:00Z'); // 12 March 00:00 in Lima
    expect((await myList(me.token)).body.data[0]).toMatchObject({ id, vigente: false });
  });

  it('myLatestOffer: the five newest', async () => {
    const me = await empresa();
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      t.clock.now = new Date(START.getTime() + i * 60_000);
      ids.push(await published(me.token, { tipo: 1 }));
    }
    const res = await get<OfertaCard>('/api/oferta/myLatestOffer', me.token);
    expect(res.body.data.map((o) => o.id)).toEqual(ids.slice(2).reverse());
  });
});

describe('finishing, hiding and removing', () => {
  it('finish: an approved offer stops now; again is 409; a pending one cannot be finished', async () => {
    const me = await empresa();
    const id = await published(me.token);
    const pending = await send('PATCH', '/api/oferta/finish', me.token, { id_oferta: id });
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe('Solo se pueden finalizar ofertas aprobadas.');

    await approve(id);
    const res = await send('PATCH', '/api/oferta/finish', me.token, { id_oferta: id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se finalizó la convocatoria.');
    expect((await row(id)).finaliza?.toISOString()).toBe(START.toISOString());
    const card = (await get<OfertaCard>('/api/oferta/myList', me.token)).body.data[0]!;
    expect(card).toMatchObject({ finaliza: START.toISOString(), vigente: false });

    const again = await send('PATCH', '/api/oferta/finish', me.token, { id_oferta: id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('La convocatoria ya finalizó.');
    expect((await send('PATCH', '/api/oferta/finish', me.token, {})).body.optional?.errors).toEqual({ id_oferta: 'Requerido' });
  });

  it('hidden: publicar 0 hides, 1 shows again', async () => {
    const me = await empresa();
    const id = await published(me.token);
    await approve(id);
    const hide = await send('PATCH', '/api/oferta/hidden', me.token, { id_oferta: id, publicar: 0 });
    expect(hide.body).toMatchObject({ state: true, message: 'La oferta ya no se muestra a los postulantes.' });
    expect((await row(id)).publicar).toBe(0);
    const show = await send('PATCH', '/api/oferta/hidden', me.token, { id_oferta: id, publicar: '1' });
    expect(show.body.message).toBe('La oferta se muestra a los postulantes.');
    expect((await row(id)).publicar).toBe(1);
    expect((await send('PATCH', '/api/oferta/hidden', me.token, { id_oferta: id, publicar: 2 })).status).toBe(400);
  });

  it('hidden: a rejected offer is never shown to applicants (409, nothing changes)', async () => {
    const me = await empresa();
    const id = await published(me.token);
    await t.db.update(oferta).set({ publicar: 0 }).where(eq(oferta.id, id));
    await reject(id);
    const show = await send('PATCH', '/api/oferta/hidden', me.token, { id_oferta: id, publicar: 1 });
    expect(show.status).toBe(409);
    expect(show.body).toMatchObject({
      state: false,
      message: 'Esta oferta fue rechazada y los postulantes no pueden verla. Duplícala para corregirla y publicarla de nuevo.',
    });
    expect((await row(id)).publicar).toBe(0);
  });

  it('removeMyOffer hides it everywhere and withdraws a pending payment', async () => {
    const me = await empresa();
    const id = await published(me.token, { tipo: 1 });
    const paid = await send('POST', '/api/pago/create', me.token, {
      id_oferta: id,
      nro_operacion: 'RM-0001',
      metodo_pago: 'Yape',
      monto: 69,
    });
    expect(paid.status).toBe(201);
    const res = await send('POST', `/api/oferta/removeMyOffer/${id}`, me.token);
    expect(res.body).toMatchObject({ state: true, message: 'Se eliminó la oferta.', optional: { eliminada: true } });
    expect((await row(id)).eliminado_en?.toISOString()).toBe(START.toISOString());
    for (const path of ['id', 'myId', 'myIdComplete', 'getTituloOferta'])
      expect((await get(`/api/oferta/${path}/${id}`, me.token)).status).toBe(404);
    expect((await send('POST', `/api/oferta/removeMyOffer/${id}`, me.token)).status).toBe(404);
    const [p] = await t.db.select().from(pago).where(eq(pago.oferta_id, id));
    expect(p).toMatchObject({ estado: 3, motivo: 'Anulado por la empresa al eliminar la oferta.' });
  });

  it("finish, hidden and remove on another company's offer are 404", async () => {
    const owner = await empresa();
    const id = await published(owner.token);
    await approve(id);
    const intruder = await empresa('Otra Empresa');
    expect((await send('PATCH', '/api/oferta/finish', intruder.token, { id_oferta: id })).status).toBe(404);
    expect((await send('PATCH', '/api/oferta/hidden', intruder.token, { id_oferta: id, publicar: 0 })).status).toBe(404);
    expect((await send('POST', `/api/oferta/removeMyOffer/${id}`, intruder.token)).status).toBe(404);
    expect(await row(id)).toMatchObject({ finaliza: null, publicar: 1, eliminado_en: null });
  });
});

describe('cancelling a featured offer', () => {
  const cancel = (token: string, id: number) =>
    send<{ tipo: number; eliminada: boolean }>('POST', `/api/oferta/cancelDestacado/${id}`, token);

  it('with free publications left it becomes free, its deadline within the free window, and a pending payment is withdrawn', async () => {
    const me = await empresa();
    const id = await published(me.token, { tipo: 1, fin_convocatoria: addDays(TODAY, 30) });
    await send('POST', '/api/pago/create', me.token, { id_oferta: id, nro_operacion: 'CD-777', metodo_pago: 'Transferencia', monto: 69 });
    const res = await cancel(me.token, id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Se canceló el destacado: tu oferta ahora es gratuita.',
      data: [{ tipo: 0, eliminada: false }],
    });
    const stored = await row(id);
    expect(stored).toMatchObject({ tipo: 0, estado_pago: null, fin_convocatoria: addDays(TODAY, 15), eliminado_en: null });
    expect(stored.cupo_gratis_en).not.toBeNull();
    const [p] = await t.db.select().from(pago).where(eq(pago.oferta_id, id));
    expect(p).toMatchObject({ estado: 3, motivo: 'Anulado por la empresa al cancelar el destacado.' });
    expect((await get('/api/oferta/getTotalOfferAvailable', me.token)).body.data).toEqual([2]);
  });

  it('without free publications left the offer is removed', async () => {
    const me = await empresa();
    for (let i = 0; i < 3; i++) await published(me.token);
    const id = await published(me.token, { tipo: 1 });
    const res = await cancel(me.token, id);
    expect(res.body).toMatchObject({
      message: 'Se canceló el destacado. No tenías publicaciones gratuitas disponibles este mes, así que se eliminó la oferta.',
      optional: { eliminada: true },
    });
    expect((await row(id)).eliminado_en).not.toBeNull();
  });

  it('not after the payment is validated, not for free offers, not for rejected ones', async () => {
    const me = await empresa();
    const id = await published(me.token, { tipo: 1 });
    await t.db.update(oferta).set({ estado_pago: 1 }).where(eq(oferta.id, id));
    const validated = await cancel(me.token, id);
    expect(validated.status).toBe(409);
    expect(validated.body.message).toBe('El pago de esta oferta ya fue validado: ya no se puede cancelar el destacado.');
    const free = await published(me.token);
    expect((await cancel(me.token, free)).body.message).toBe('Esta oferta no es destacada.');
    const rejected = await published(me.token, { tipo: 1 });
    await reject(rejected);
    const r = await cancel(me.token, rejected);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('Esta oferta fue rechazada: puedes eliminarla o duplicarla.');
    const intruder = await empresa('Otra Empresa');
    expect((await cancel(intruder.token, id)).status).toBe(404);
  });
});

describe('the daily job finishes offers past their deadline', () => {
  it('finishes approved offers whose deadline day has passed in Lima, and schedules the next day', async () => {
    const me = await empresa();
    const due = await published(me.token, { fin_convocatoria: '2027-03-12' });
    const today = await published(me.token, { fin_convocatoria: '2027-03-13' });
    const pending = await published(me.token, { fin_convocatoria: '2027-03-12' });
    await approve(due);
    await approve(today);

    await t.app.queue.drain();
    expect((await row(due)).finaliza).toBeNull();

    // 13 March 00:10 in Lima: the run of the 11th (enqueued by the previous run) is due.
    t.clock.now = new Date('2027-03-13T05:10:00Z');
    await t.app.queue.drain();
    expect((await row(due)).finaliza?.toISOString()).toBe('2027-03-13T05:10:00.000Z');
    expect((await row(today)).finaliza).toBeNull();
    // A pending offer past its deadline stays pending: the company may still edit its deadline.
    expect((await row(pending)).finaliza).toBeNull();

    const [next] = await t.db
      .select()
      .from(trabajo)
      .where(eq(trabajo.clave, finalizarVencidasKey('2027-03-14')));
    expect(next).toMatchObject({ estado: 'pendiente', tipo: 'oferta.finalizar_vencidas' });
    expect(next!.ejecutar_en.toISOString()).toBe('2027-03-14T05:05:00.000Z');

    const card = (await get<OfertaCard>(`/api/oferta/myId/${due}`, me.token)).body.data[0]!;
    expect(card).toMatchObject({ vigente: false, finaliza: '2027-03-13T05:10:00.000Z' });
  });
});

describe('only companies, only with a session', () => {
  // id/{id}, myLatestOffer, getTituloOferta and getTipoOferta also answer applicants:
  // oferta.postulante.test.ts tells those stories.
  const calls: [string, string, Payload?][] = [
    ['POST', '/api/oferta/create', {}],
    ['PUT', '/api/oferta/update', {}],
    ['GET', '/api/oferta/myId/1'],
    ['GET', '/api/oferta/myIdComplete/1'],
    ['GET', '/api/oferta/myList?page=1'],
    ['PATCH', '/api/oferta/finish', { id_oferta: 1 }],
    ['PATCH', '/api/oferta/hidden', { id_oferta: 1, publicar: 0 }],
    ['GET', '/api/oferta/getTotalOfferAvailable'],
    ['POST', '/api/oferta/removeMyOffer/1'],
    ['POST', '/api/oferta/cancelDestacado/1'],
  ];

  it('no session: 401; an applicant: 403', async () => {
    const student = await postulante();
    for (const [method, url, payload] of calls) {
      const anonymous = await call(t.app, { method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect(anonymous.status, url).toBe(401);
      expect(anonymous.body.message).toBe(SESSION_EXPIRED);
      const wrongRole = await call(t.app, { method: method as 'GET', url, token: student.token, ...(payload ? { payload } : {}) });
      expect(wrongRole.status, url).toBe(403);
      expect(wrongRole.body.message).toBe(FORBIDDEN);
    }
  });
});

describe('the demo company (seed)', { timeout: DEMO_SEED_TIMEOUT }, () => {
  it('has its data filled in and offers in every state of Mis publicaciones, and a free publication left', async () => {
    // The curated demo company alone (the marketplace's offers: test/demo-mercado.test.ts), seeded at START.
    expect(DEMO_START).toEqual(START);
    const demo = await createDemoApp();
    try {
      const token = await login(demo.app, { id: 0, email: 'empresa@demo.pe', password: DEMO_PASSWORD, role: ROLE.RECLUTADOR });
      const ask = <T>(url: string) => call<T>(demo.app, { method: 'GET', url, token });

      const account = (await ask<OrganizacionCuenta>('/api/organizacion/myAccount')).body.data[0]!;
      expect(account).toMatchObject({ nombre: 'Andina Logística', region: 'Arequipa', distrito: 'Cerro Colorado', pendientes: [] });

      const list = await ask<OfertaCard>('/api/oferta/myList');
      const labels = Object.fromEntries(list.body.data.map((o) => [o.titulo, etiquetasOferta(o, START).map((e) => e.texto)]));
      expect(labels).toEqual({
        'Practicante de Contabilidad': ['Pendiente'],
        'Practicante de Seguridad y Salud en el Trabajo': ['Pendiente', 'Destacado pendiente'],
        'Practicante de Logística y Almacenes': ['Vigente', 'Destacado'],
        'Practicante de Mejora Continua': ['Vigente'],
        'Practicante de Planeamiento Financiero': ['Finalizó'],
        'Asistente Administrativo': ['Rechazado'],
      });
      expect(list.body.data.find((o) => o.estado === 2)?.mensaje_rechazado).toContain('práctica preprofesional');
      expect(list.body.data.find((o) => o.destacado)?.titulo).toBe('Practicante de Logística y Almacenes');
      expect((await ask<number>('/api/oferta/getTotalOfferAvailable')).body.data[0]).toBeGreaterThanOrEqual(1);

      // Every seeded offer is one the form itself could have produced.
      const schema = ofertaSchema({ today: START });
      for (const o of list.body.data) {
        const complete = (await ask<OfertaCompleta>(`/api/oferta/myIdComplete/${o.id}`)).body.data[0]!;
        const parsed = schema.safeParse(valuesForCopy(complete, complete.tipo as 0 | 1, START));
        expect(parsed.success, `${o.titulo}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
    } finally {
      await demo.close();
    }
  });
});
