/**
 * The people and the data the security suites call the API with: two applicants (A, B), two recruiters of different
 * companies (X, Y), an administrator, and objects that belong to A and X, each private one carrying a marker text
 * that must never reach anyone else. Mutating routes get objects of their own, so the order of the calls does not
 * matter.
 */
import { ROLE, type Role } from '@practiperu/shared/constants';
import { addDays, limaToday } from '@practiperu/shared/dates';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createHash } from 'node:crypto';
import {
  entrevista,
  invitacionEquipo,
  invitacionTalento,
  organizacion,
  postulacion,
  postulante,
  usuario,
} from '../../src/db/schema/index.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { destacadoWithPendingPago, insertOferta, insertPago, orgIdOf } from '../fixtures/admin.ts';
import { completarParaPostular, ofertaAprobada, career } from '../fixtures/matching.ts';
import { completePostulanteCv, createUser, lastMailTo, login, type TestContext, type TestUser } from '../helpers.ts';

export const PRINCIPALS = ['anonymous', 'A', 'B', 'X', 'Y', 'admin'] as const;
export type Principal = (typeof PRINCIPALS)[number];

export const ROLE_OF: Record<Principal, Role | null> = {
  anonymous: null,
  A: ROLE.POSTULANTE,
  B: ROLE.POSTULANTE,
  X: ROLE.RECLUTADOR,
  Y: ROLE.RECLUTADOR,
  admin: ROLE.ADMIN,
};

/**
 * Rate limits lifted as the browser journeys lift them (e2e/start-server.mjs): both suites call the API fast from
 * one address and log in often. The per-account payment and password-check limits are fixed in the code: they may
 * answer 429, which is a correct answer.
 */
export const LIFTED_LIMITS: Record<string, string> = {
  RATE_LIMIT_GLOBAL_PER_MINUTE: '10000000',
  RATE_LIMIT_LOGIN_IP_PER_MINUTE: '1000000',
  RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '1000000',
  RATE_LIMIT_LOGIN_ACCOUNT_ALL_PER_15_MINUTES: '1000000',
  RATE_LIMIT_REGISTRATION_PER_15_MINUTES: '1000000',
  RATE_LIMIT_ADMIN_PER_MINUTE: '10000000',
  RATE_LIMIT_LLM_PER_MINUTE: '1000000',
  RATE_LIMIT_METRICAS_PER_MINUTE: '1000000',
};

/** Private texts: A's appear only to A, to X (A applied to X's offers) and to the administrator; X's only to X and the administrator. */
export const MARKERS = {
  A: {
    email: 'anacleta.privadaa@prueba.pe',
    apellidos: 'Privadaa Secretaa',
    dni: '48151623',
    whatsapp: '987111222',
    contacto: 'anacleta.contactoa@prueba.pe',
    logro: 'Logro reservado de Anacleta Qwz',
  },
  X: {
    email: 'xiomara.privadax@prueba.pe',
    ofertaPendiente: 'Practicante Reservado Xqj',
    nroOperacion: 'OPXSECRETO7788',
    nroContacto: '966555444',
    nota: 'Nota reservada de Xiomara Xnq',
    etiqueta: 'Reservada Xtq',
    filtro: 'Filtro reservado Xfq',
    evaluacion: 'Evaluación reservada Xeq',
  },
} as const;

/** Who may read whose markers (the administrator reads everything). */
export const MAY_READ: Record<Principal, ('A' | 'X')[]> = {
  anonymous: [],
  A: ['A'],
  B: [],
  X: ['X', 'A'],
  Y: [],
  admin: ['A', 'X'],
};

export const CV_GROUPS = [
  'conocimiento',
  'idioma',
  'logro',
  'expLaboral',
  'voluntariado',
  'actExtracurricular',
  'formacionComplementaria',
] as const;
export type CvGroup = (typeof CV_GROUPS)[number];

// Names of the reference lists (an applicant holds each once); 'Microsoft Excel' and 'Inglés' are taken by the gate.
const CONOCIMIENTOS = [
  'Microsoft Word',
  'Microsoft PowerPoint',
  'Microsoft Outlook',
  'Microsoft Access',
  'Microsoft Teams',
  'Microsoft Visio',
  'Google Workspace',
  'Google Sheets',
  'Mecanografía',
  'Python',
  'Java',
  'JavaScript',
];
const IDIOMAS = [
  'Quechua',
  'Alemán',
  'Francés',
  'Italiano',
  'Coreano',
  'Portugués',
  'Japonés',
  'Mandarín',
  'Ruso',
  'Turco',
  'Aymara',
  'Árabe',
];
/** The n-th name; past the two the seed gives A, it cycles over the others. */
const nth = (list: string[], n: number) => list[n < 2 ? n : 2 + ((n - 2) % (list.length - 2))];

/** A body each CV group accepts (the years are relative to the app's clock); `n` picks another list name. */
export function cvBody(group: CvGroup, year: number, n = 0): Record<string, unknown> {
  switch (group) {
    case 'conocimiento':
      return { nombre: nth(CONOCIMIENTOS, n), nivel: 'avanzado' };
    case 'idioma':
      return { nombre: nth(IDIOMAS, n), nivel: 'intermedio' };
    case 'logro':
      // The seeded items of A carry A's marker; later ones (anyone's) a text of their own.
      return { descripcion: n < 2 ? MARKERS.A.logro : 'Primer puesto en el concurso de innovación', fecha: `${year - 1}-10-15` };
    case 'expLaboral':
      return {
        nombre_empresa: 'Gloria S.A.',
        puesto: 'Practicante de Producción',
        funciones: 'Control de mermas en la línea de envasado.',
        fecha_inicio: `${year - 2}-03`,
        fecha_salida: `${year - 2}-12`,
        sigo_aqui: 0,
      };
    case 'voluntariado':
      return {
        nombre_empresa: 'TECHO Perú',
        puesto: 'Voluntaria de construcción',
        funciones: 'Construcción de viviendas de emergencia en Cerro Colorado.',
        fecha_inicio: `${year - 3}-07`,
        fecha_salida: `${year - 3}-08`,
      };
    case 'actExtracurricular':
      return {
        nombre_empresa: 'UNSA',
        nombre_proyecto: 'Robot clasificador de residuos',
        puesto: 'Fundadora',
        funciones: 'Diseño del prototipo y coordinación del equipo.',
        fecha_inicio: `${year - 1}-04`,
        sigo_aqui: 1,
      };
    case 'formacionComplementaria':
      return { tipo: 'Curso', inst_educativa: 'Coursera', fecha_inicio: `${year - 1}-02`, descripcion: 'Excel para negocios' };
  }
}

/** A company offer as `oferta/create` takes it: pre-professional, Ingeniería Industrial, Cayma. */
export function ofertaBody(industrial: number, today: string, patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    titulo: 'Practicante de Mejora Continua',
    funciones: '<p>Apoyar en proyectos de <strong>mejora continua</strong> y control de indicadores de planta.</p>',
    beneficios: '<ul><li>Subvención económica</li><li>Seguro de salud</li></ul>',
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
    fin_convocatoria: addDays(today, 10),
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

export interface World {
  t: TestContext;
  today: string;
  year: number;
  industrial: number;
  users: Record<Exclude<Principal, 'anonymous'>, TestUser>;
  tokens: Record<Principal, string | undefined>;
  A: {
    postulanteId: number;
    cv: Record<CvGroup, { keep: number; remove: number }>;
    /** A's application to X's featured offer (X reviews it). */
    postulacion: number;
    /** A's application to X's free offer, for the cancel call. */
    postulacionCancelable: number;
    pagoPremiumRechazado: number;
    /** The opt-out link's token of X's invitation to A (talent pool): it works without a session. */
    tokenBajaInvitaciones: string;
  };
  B: { postulanteId: number };
  X: {
    organizacionId: number;
    /** Pending (estado 0): private to X and the administrator. */
    pendiente: number;
    /** Approved, featured and paid, with A among its applicants. */
    destacada: number;
    /** Approved and free, with A's cancellable application. */
    gratis: number;
    /** Open, and A never applied to it: for X's invitation of A from its talent pool. */
    paraInvitar: number;
    paraFinalizar: number;
    /** Approved, for closing its process. */
    paraCerrar: number;
    paraOcultar: number;
    paraEliminar: number;
    /** Featured, payment pending: for cancelDestacado. */
    paraCancelarDestacado: number;
    /** Featured, no payment yet: for pago/create. */
    paraPagar: number;
    paraAprobar: number;
    paraRechazar: number;
    pago: number;
    pagoParaValidar: number;
    pagoParaRechazar: number;
    historial: number;
    historialDev: number;
    /** The pipeline on A's application (docs/team.md): X's note, tag and saved filter set, and spares to delete. */
    nota: number;
    notaParaEliminar: number;
    etiqueta: number;
    etiquetaParaEliminar: number;
    filtroParaEliminar: number;
    /** X's team (docs/team.md): colleagues who joined with the link, and invitations still pending. */
    equipo: {
      /** A recruiter seat of X, signed in: X's offers are its, X's company data and seats are not. */
      colega: number;
      colegaToken: string;
      paraQuitar: number;
      invitacion: number;
      invitacionParaCancelar: number;
      /** An invitation sent by an administrator of X who was removed since: cancelled, its link opens nothing. */
      invitacionDeQuitado: { id: number; token: string };
      /** The recruiter seat's pending request to feature one of X's offers (its message is X's private marker). */
      solicitud: number;
    };
    /**
     * X's interviews with A (docs/team.md "Interviews"): one confirmed (its scorecard comment is X's private marker),
     * one proposed to cancel, one proposed for A to pick, and one proposed whose mail link's token is `enlace.token`.
     */
    entrevistas: { confirmada: number; paraCancelar: number; paraElegir: number; enlace: { id: number; token: string } };
  };
  Y: { organizacionId: number; oferta: number };
  admin: {
    video: number;
    recurso: number;
    contenidoParaEliminar: number;
    anuncio: number;
    anuncioParaEliminar: number;
    anuncioParaEnviar: number;
    informativa: number;
    plantilla: string;
    /** A's rights requests, as back-office tickets: one to read, one to answer. */
    solicitud: number;
    solicitudParaResponder: number;
  };
  /** Accounts the back office may deactivate, flag or unflag without touching the principals. */
  victims: { postulante: number; reclutador: number };
  /**
   * Zenit, a suspended company (docs/team.md): its holder deactivated by the back office after a recruiter seat
   * joined. Both sessions were opened before the suspension; every call of either must be refused.
   */
  suspendida: { titularToken: string; colegaToken: string };
  /** A new session of a principal: for the calls that end or change the session they are made with. */
  freshToken(p: Exclude<Principal, 'anonymous'>): Promise<string>;
}

export async function inject(
  app: FastifyInstance,
  opts: InjectOptions & { token?: string },
): Promise<{ status: number; body: unknown; raw: string; headers: Record<string, unknown> }> {
  const { token, ...rest } = opts;
  const res = await app.inject({ ...rest, headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    body = undefined;
  }
  return { status: res.statusCode, body, raw: res.body, headers: res.headers };
}

async function expectOk(app: FastifyInstance, opts: InjectOptions & { token?: string }, what: string) {
  const res = await inject(app, opts);
  if (res.status >= 300) throw new Error(`seed: ${what} answered ${res.status}: ${res.raw.slice(0, 500)}`);
  return res.body as { data: unknown[]; optional?: Record<string, unknown> };
}

/** An interview of X's with A, written directly (the API allows one pending per application). */
async function insertEntrevista(
  t: TestContext,
  q: { postulacionId: number; organizacionId: number; year: number; estado: 'propuesta' | 'confirmada'; token: string },
): Promise<number> {
  const slot = new Date(`${q.year + 1}-03-15T15:00:00Z`);
  const [row] = await t.db
    .insert(entrevista)
    .values({
      postulacion_id: q.postulacionId,
      organizacion_id: q.organizacionId,
      estado: q.estado,
      modalidad: 'presencial',
      lugar: 'Av. Arequipa 100, Lima',
      duracion_min: 30,
      horarios: [slot.toISOString()],
      inicio: q.estado === 'confirmada' ? slot : null,
      token_hash: createHash('sha256').update(q.token).digest('hex'),
      puntajes: q.estado === 'confirmada' ? [{ criterio: 'Comunicación', puntaje: 4, comentario: MARKERS.X.evaluacion }] : [],
    })
    .returning({ id: entrevista.id });
  return row!.id;
}

async function insertPostulacion(t: TestContext, postulanteId: number, ofertaId: number): Promise<number> {
  const [row] = await t.db
    .insert(postulacion)
    .values({ postulante_id: postulanteId, oferta_id: ofertaId, estado: 0, revisado: 0, estado_evaluacion: 1, afinidad_puesto: 50 })
    .returning({ id: postulacion.id });
  return row!.id;
}

async function postulanteIdOf(t: TestContext, usuarioId: number): Promise<number> {
  const [p] = await t.db.select({ id: postulante.id }).from(postulante).where(eq(postulante.usuario_id, usuarioId));
  return p!.id;
}

/** Builds the world on a fresh app (about a hundred inserts and calls). */
export async function buildWorld(t: TestContext): Promise<World> {
  const { app } = t;
  const today = limaToday(t.clock.now);
  const year = Number(today.slice(0, 4));
  const industrial = (await career(t, 'Ingeniería Industrial')).id;

  // ------------------------------------------------------------------ people
  const users = {
    A: await createUser(t.db, { role: ROLE.POSTULANTE, email: MARKERS.A.email, nombres: 'Anacleta' }),
    B: await createUser(t.db, { role: ROLE.POSTULANTE, nombres: 'Berenice' }),
    X: await createUser(t.db, {
      role: ROLE.RECLUTADOR,
      email: MARKERS.X.email,
      nombres: 'Xiomara',
      nombreOrg: 'Xanadú Logística',
      isDev: true,
    }),
    Y: await createUser(t.db, { role: ROLE.RECLUTADOR, nombres: 'Yolanda', nombreOrg: 'Yunga Servicios', isDev: true }),
    admin: await createUser(t.db, { role: ROLE.ADMIN, nombres: 'Adela' }),
  };
  await t.db.update(usuario).set({ apellidos: MARKERS.A.apellidos }).where(eq(usuario.id, users.A.id));
  const victims = {
    postulante: (await createUser(t.db, { role: ROLE.POSTULANTE, nombres: 'Víctor' })).id,
    reclutador: (await createUser(t.db, { role: ROLE.RECLUTADOR, nombres: 'Valeria', nombreOrg: 'Vértice' })).id,
  };

  // Both applicants pass the required-data gate and may apply, so a refusal is about whose object it is.
  for (const u of [users.A, users.B]) {
    await completePostulanteCv(t.db, u.id);
    await completarParaPostular(t, await postulanteIdOf(t, u.id));
  }
  await t.db
    .update(postulante)
    .set({ dni: MARKERS.A.dni, whatsapp: MARKERS.A.whatsapp, correo_contacto: MARKERS.A.contacto })
    .where(eq(postulante.usuario_id, users.A.id));
  // Both companies are premium (the assistant) and both recruiters developers, so a refusal is about ownership.
  for (const u of [users.X, users.Y]) await t.db.update(organizacion).set({ is_premium: true }).where(eq(organizacion.usuario_id, u.id));
  await t.db.update(organizacion).set({ nro_contacto: MARKERS.X.nroContacto }).where(eq(organizacion.usuario_id, users.X.id));

  const tokens: Record<Principal, string | undefined> = {
    anonymous: undefined,
    A: await login(app, users.A),
    B: await login(app, users.B),
    X: await login(app, users.X),
    Y: await login(app, users.Y),
    admin: await login(app, users.admin),
  };
  const aPostulante = await postulanteIdOf(t, users.A.id);
  const bPostulante = await postulanteIdOf(t, users.B.id);

  // ------------------------------------------------------------------ A's CV, two items per group
  const cv = {} as Record<CvGroup, { keep: number; remove: number }>;
  for (const group of CV_GROUPS) {
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const body = await expectOk(
        app,
        { method: 'POST', url: `/api/${group}/create`, token: tokens.A, payload: cvBody(group, year, i) },
        `${group}/create`,
      );
      ids.push(body.data[0] as number);
    }
    cv[group] = { keep: ids[0]!, remove: ids[1]! };
  }

  // ------------------------------------------------------------------ X's offers and payments
  const xOrg = await orgIdOf(t, users.X.id);
  const yOrg = await orgIdOf(t, users.Y.id);
  const pendiente = await insertOferta(t, xOrg, { titulo: MARKERS.X.ofertaPendiente });
  const contabilidad = await career(t, 'Contabilidad');
  const industrialCareer = await career(t, 'Ingeniería Industrial');
  const destacada = await ofertaAprobada(t, xOrg, [contabilidad, industrialCareer], {
    titulo: 'Practicante Contable Destacado',
    tipo: 1,
    estado_pago: 1,
    destacado_desde: t.clock.now,
  });
  const gratis = await ofertaAprobada(t, xOrg, [industrialCareer], { titulo: 'Practicante de Logística', tipo: 0 });
  const paraFinalizar = await ofertaAprobada(t, xOrg, [industrialCareer], { titulo: 'Practicante de Almacén' });
  const paraInvitar = await ofertaAprobada(t, xOrg, [industrialCareer], { titulo: 'Practicante de Mantenimiento' });
  const paraOcultar = await ofertaAprobada(t, xOrg, [industrialCareer], { titulo: 'Practicante de Calidad' });
  const paraCerrar = await ofertaAprobada(t, xOrg, [industrialCareer], { titulo: 'Practicante de Planeamiento' });
  const paraEliminar = await insertOferta(t, xOrg, { titulo: 'Practicante de Archivo' });
  const cancelable = await destacadoWithPendingPago(t, { ...users.X, token: tokens.X! }, { titulo: 'Practicante de Compras' });
  const paraPagar = await insertOferta(t, xOrg, { titulo: 'Practicante de Ventas', tipo: 1, estado_pago: null });
  const paraAprobar = await insertOferta(t, xOrg, { titulo: 'Practicante de Costos' });
  const paraRechazar = await insertOferta(t, xOrg, { titulo: 'Practicante de Tesorería' });
  const { pagoId: pagoParaValidar } = await destacadoWithPendingPago(
    t,
    { ...users.X, token: tokens.X! },
    { titulo: 'Practicante de Auditoría' },
  );
  const { pagoId: pagoParaRechazar } = await destacadoWithPendingPago(
    t,
    { ...users.X, token: tokens.X! },
    { titulo: 'Practicante de Riesgos' },
  );
  // The marker of the operation number on X's pending payment.
  const pago = await insertPago(t, {
    tipo: 'destacado',
    usuario_id: users.X.id,
    organizacion_id: xOrg,
    oferta_id: await insertOferta(t, xOrg, { titulo: 'Practicante de Presupuesto', tipo: 1, estado_pago: 0 }),
    nro_operacion: MARKERS.X.nroOperacion,
  });
  // Featured and paid like X's, with B among its applicants: Y may read B's CV, never A's.
  const yOferta = await ofertaAprobada(t, yOrg, [industrialCareer], {
    titulo: 'Practicante de Operaciones',
    tipo: 1,
    estado_pago: 1,
    destacado_desde: t.clock.now,
  });

  // ------------------------------------------------------------------ A's applications and premium
  const aPostulacion = await insertPostulacion(t, aPostulante, destacada);
  const aCancelable = await insertPostulacion(t, aPostulante, gratis);
  await insertPostulacion(t, bPostulante, yOferta);
  // X invited A to its featured offer from its talent pool before A applied: the mail's opt-out link.
  const tokenBajaInvitaciones = `baja-invitaciones-del-mundo-${Date.now().toString(36)}`;
  await t.db.insert(invitacionTalento).values({
    organizacion_id: xOrg,
    oferta_id: destacada,
    postulante_id: aPostulante,
    token_hash: hashToken(tokenBajaInvitaciones),
  });

  const pay = async (nro: string) =>
    (
      (
        await expectOk(
          app,
          {
            method: 'POST',
            url: '/api/pagoPremium/create',
            token: tokens.A,
            payload: { nro_operacion: nro, metodo_pago: 'Yape', monto: 69 },
          },
          'pagoPremium/create',
        )
      ).data[0] as { id: number }
    ).id;
  const rechazado = await pay('OPA-RECHAZO-1');
  await expectOk(
    app,
    { method: 'POST', url: `/api/admin/pagos/${rechazado}/rechazar`, token: tokens.admin, payload: { motivo: 'No figura en la cuenta.' } },
    'rechazar pago premium',
  );
  const validado = await pay('OPA-VALIDO-2');
  await expectOk(app, { method: 'POST', url: `/api/admin/pagos/${validado}/validar`, token: tokens.admin }, 'validar pago premium');

  // ------------------------------------------------------------------ the assistant's saved queries (X)
  const query = async (url: string) =>
    (
      await expectOk(
        app,
        {
          method: 'POST',
          url,
          token: tokens.X,
          payload: { id_oferta: destacada, prompt: 'Estudiantes de ingeniería industrial con Excel avanzado' },
        },
        url,
      )
    ).optional!.id_historial as number;
  const historial = await query('/api/llm/query');
  const historialDev = await query('/api/llm/dev/query');

  // ------------------------------------------------------------------ X's pipeline on A's application (docs/team.md)
  const xPost = async (url: string, payload: unknown) =>
    (
      (await expectOk(app, { method: 'POST', url, token: tokens.X, payload: payload as InjectOptions['payload'] }, url)).data[0] as {
        id: number;
      }
    ).id;
  const nota = await xPost(`/api/pipeline/notas/${aPostulacion}`, { texto: MARKERS.X.nota });
  const notaParaEliminar = await xPost(`/api/pipeline/notas/${aPostulacion}`, { texto: 'Llamar el lunes.' });
  const etiqueta = await xPost('/api/pipeline/etiquetas', { nombre: MARKERS.X.etiqueta, color: 'verde' });
  const etiquetaParaEliminar = await xPost('/api/pipeline/etiquetas', { nombre: 'Temporal', color: 'gris' });
  await expectOk(
    app,
    { method: 'PUT', url: `/api/pipeline/etiquetasPostulacion/${aPostulacion}`, token: tokens.X, payload: { etiquetas: [etiqueta] } },
    'etiquetasPostulacion',
  );
  await xPost(`/api/pipeline/filtros/${destacada}`, { nombre: MARKERS.X.filtro, filtros: { finalist: true } });
  const filtroParaEliminar = await xPost(`/api/pipeline/filtros/${destacada}`, { nombre: 'Borrador', filtros: {} });

  // ------------------------------------------------------------------ back office content
  const adminPost = async (url: string, payload: unknown) =>
    (
      await expectOk(
        app,
        { method: 'POST', url: `/api/admin/${url}`, token: tokens.admin, payload: payload as InjectOptions['payload'] },
        url,
      )
    ).data[0] as { id: number };
  const video = (await adminPost('contenido/', { type: 'video', title: 'Cómo preparar tu entrevista', publicado: 1 })).id;
  const recurso = (await adminPost('contenido/', { type: 'recurso', title: 'Guía de CV', publicado: 1 })).id;
  const contenidoParaEliminar = (await adminPost('contenido/', { type: 'video', title: 'Borrador', publicado: 0 })).id;
  const anuncioBody = { audiencia: 'empresas', asunto: 'Novedades de PractiPerú', html: '<p>Hola a todas las empresas</p>' };
  const anuncio = (await adminPost('anuncios/', anuncioBody)).id;
  const anuncioParaEliminar = (await adminPost('anuncios/', anuncioBody)).id;
  const anuncioParaEnviar = (await adminPost('anuncios/', anuncioBody)).id;
  const informativa = (
    await adminPost('informativas/', {
      titulo: 'Prácticas en el Estado: convocatoria SERVIR',
      funciones: '<p>Programa de prácticas preprofesionales en entidades públicas.</p>',
      enlace: 'https://www.servir.gob.pe/practicas',
      fin_convocatoria: addDays(today, 60),
      modalidad: 'PREPROFESIONAL',
      modalidad_tiempo: 'presencial',
      id_region: 15,
    })
  ).id;

  // ------------------------------------------------------------------ A's rights requests (docs/privacy.md)
  const derecho = async (tipo: string, detalle: string) =>
    (
      (
        await expectOk(
          app,
          { method: 'POST', url: '/api/privacidad/solicitudes', token: tokens.A, payload: { tipo, detalle } },
          'privacidad/solicitudes',
        )
      ).data[0] as { id: number }
    ).id;
  const solicitud = await derecho('rectificacion', `Corrijan mis apellidos: ${MARKERS.A.apellidos}.`);
  const solicitudParaResponder = await derecho('oposicion', 'No usen mis datos para estadísticas.');

  // ------------------------------------------------------------------ X's team: two colleagues who joined, two invitations
  const invitarX = async (correo: string, rol: string) =>
    (
      (await expectOk(app, { method: 'POST', url: '/api/equipo/invitar', token: tokens.X, payload: { correo, rol } }, 'equipo/invitar'))
        .data[0] as { id: number }
    ).id;
  const unirseX = async (correo: string, nombres: string, rol = 'reclutador') => {
    await invitarX(correo, rol);
    const link = (await lastMailTo(t, correo))?.enlaces.find((l) => l.includes('/empresas/unirse/'));
    const token = link?.split('/empresas/unirse/')[1] ?? '';
    const body = { token, nombres, apellidos: 'Colega Xanadú', password: 'Clave12345', repeat_password: 'Clave12345', terminos: true };
    const joined = await expectOk(app, { method: 'POST', url: '/api/equipo/unirse', payload: body }, 'equipo/unirse');
    const [u] = await t.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.correo, correo));
    return { id: u!.id, token: joined.data[0] as string };
  };
  const colega = await unirseX('ximena.colega@prueba.pe', 'Ximena');
  const paraQuitar = await unirseX('xavier.colega@prueba.pe', 'Xavier');
  // An administrator of X invites someone and is removed before the link is used: the link must die with its sender.
  const adminQuitado = await unirseX('xiomara.colega@prueba.pe', 'Xiomara', 'administrador');
  const invitadaDeQuitado = 'xiadani.invitada@prueba.pe';
  const invitacionDeQuitadoId = (
    (
      await expectOk(
        app,
        {
          method: 'POST',
          url: '/api/equipo/invitar',
          token: adminQuitado.token,
          payload: { correo: invitadaDeQuitado, rol: 'administrador' },
        },
        'equipo/invitar (administradora)',
      )
    ).data[0] as { id: number }
  ).id;
  const linkDeQuitado = (await lastMailTo(t, invitadaDeQuitado))?.enlaces.find((l) => l.includes('/empresas/unirse/')) ?? '';
  await expectOk(
    app,
    { method: 'DELETE', url: `/api/equipo/miembros/${adminQuitado.id}`, token: tokens.X },
    'equipo/quitar (administradora)',
  );
  // Mailed 3 minutes ago, so its owner may send it again once (a resend waits 3 minutes after the last mail).
  const invitacion = await invitarX('xenia.invitada@prueba.pe', 'reclutador');
  await t.db
    .update(invitacionEquipo)
    .set({ expira_en: sql`${invitacionEquipo.expira_en} - interval '180 seconds'` })
    .where(eq(invitacionEquipo.id, invitacion));
  const equipo = {
    colega: colega.id,
    colegaToken: colega.token,
    paraQuitar: paraQuitar.id,
    invitacion,
    invitacionParaCancelar: await invitarX('xochitl.invitada@prueba.pe', 'administrador'),
    invitacionDeQuitado: { id: invitacionDeQuitadoId, token: linkDeQuitado.split('/empresas/unirse/')[1] ?? '' },
    solicitud: (
      (
        await expectOk(
          app,
          {
            method: 'POST',
            url: '/api/pago/solicitudes',
            token: colega.token,
            payload: {
              id_oferta: await insertOferta(t, xOrg, { titulo: 'Practicante de Importaciones', tipo: 1, estado_pago: null }),
              mensaje: MARKERS.X.nota,
            },
          },
          'pago/solicitudes',
        )
      ).data[0] as { id: number }
    ).id,
  };

  // ------------------------------------------------------------------ Zenit: a company suspended with a seat
  const zenit = await createUser(t.db, { role: ROLE.RECLUTADOR, nombres: 'Zoila', nombreOrg: 'Zenit Suspendida' });
  const zenitToken = await login(app, zenit);
  const zCorreo = 'zacarias.colega@prueba.pe';
  await expectOk(
    app,
    { method: 'POST', url: '/api/equipo/invitar', token: zenitToken, payload: { correo: zCorreo, rol: 'administrador' } },
    'equipo/invitar Zenit',
  );
  const zLink = (await lastMailTo(t, zCorreo))?.enlaces.find((l) => l.includes('/empresas/unirse/')) ?? '';
  const zJoined = await expectOk(
    app,
    {
      method: 'POST',
      url: '/api/equipo/unirse',
      payload: {
        token: zLink.split('/empresas/unirse/')[1] ?? '',
        nombres: 'Zacarías',
        apellidos: 'Colega Zenit',
        password: 'Clave12345',
        repeat_password: 'Clave12345',
        terminos: true,
      },
    },
    'equipo/unirse Zenit',
  );
  await expectOk(app, { method: 'POST', url: `/api/admin/usuarios/${zenit.id}/desactivar`, token: tokens.admin }, 'suspender Zenit');
  const suspendida = { titularToken: zenitToken, colegaToken: zJoined.data[0] as string };

  // ------------------------------------------------------------------ X's interviews with A
  const enEntrevista = (estado: 'propuesta' | 'confirmada', token: string) =>
    insertEntrevista(t, { postulacionId: aPostulacion, organizacionId: xOrg, year, estado, token });
  const tokenEnlace = 'EnlaceDeEntrevistaDelMundoX0123456789';
  const entrevistas = {
    confirmada: await enEntrevista('confirmada', 'EntrevistaConfirmadaDelMundoX01234567'),
    paraCancelar: await enEntrevista('propuesta', 'EntrevistaParaCancelarDelMundoX012345'),
    paraElegir: await enEntrevista('propuesta', 'EntrevistaParaElegirDelMundoX01234567'),
    enlace: { id: await enEntrevista('propuesta', tokenEnlace), token: tokenEnlace },
  };

  const freshToken = (p: Exclude<Principal, 'anonymous'>) => login(app, users[p]);

  return {
    t,
    today,
    year,
    industrial,
    users,
    tokens,
    A: {
      postulanteId: aPostulante,
      cv,
      postulacion: aPostulacion,
      postulacionCancelable: aCancelable,
      pagoPremiumRechazado: rechazado,
      tokenBajaInvitaciones,
    },
    B: { postulanteId: bPostulante },
    X: {
      organizacionId: xOrg,
      pendiente,
      destacada,
      gratis,
      paraInvitar,
      paraFinalizar,
      paraCerrar,
      paraOcultar,
      paraEliminar,
      paraCancelarDestacado: cancelable.ofertaId,
      paraPagar,
      paraAprobar,
      paraRechazar,
      pago,
      pagoParaValidar,
      pagoParaRechazar,
      historial,
      historialDev,
      nota,
      notaParaEliminar,
      etiqueta,
      etiquetaParaEliminar,
      filtroParaEliminar,
      equipo,
      entrevistas,
    },
    Y: { organizacionId: yOrg, oferta: yOferta },
    admin: {
      video,
      recurso,
      contenidoParaEliminar,
      anuncio,
      anuncioParaEliminar,
      anuncioParaEnviar,
      informativa,
      plantilla: 'precio_gratis',
      solicitud,
      solicitudParaResponder,
    },
    victims,
    suspendida,
    freshToken,
  };
}
