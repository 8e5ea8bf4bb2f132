/**
 * The back office's door (docs/decisions/012-back-office.md): only administrators get an answer from /api/admin;
 * anyone else, with or without a session, gets the 404 of a path that does not exist. Calls are rate-limited per
 * administrator. The first administrator comes from ADMIN_EMAIL / ADMIN_PASSWORD at start.
 */
import { ROLE } from '@practiperu/shared/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, login, type TestContext } from '../../../test/helpers.ts';
import { loadConfig } from '../../config.ts';
import { prepareForStart } from '../../startup.ts';
import { auditoria, sesion, usuario } from '../../db/schema/index.ts';
import { adminCall, adminSession, postulanteSession, empresaSession, type Session } from '../../../test/fixtures/admin.ts';
import { ensureAdmin } from './primer-admin.ts';

let t: TestContext;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
  admin = await adminSession(t);
});
afterAll(async () => t?.close());

const multipart = { 'content-type': 'multipart/form-data; boundary=x' };

/** Every call of the back office, with a body that would pass validation where it matters. */
const CALLS: [string, string, unknown?, Record<string, string>?][] = [
  ['GET', 'dashboard'],
  ['GET', 'ofertas'],
  ['GET', 'ofertas/1'],
  ['POST', 'ofertas/1/aprobar'],
  ['POST', 'ofertas/1/rechazar', { motivo: 'Falta información' }],
  ['GET', 'pagos'],
  ['GET', 'pagos/1'],
  ['POST', 'pagos/1/validar'],
  ['POST', 'pagos/1/rechazar', { motivo: 'No llegó el pago' }],
  ['GET', 'alertas'],
  ['PUT', 'alertas/general', { content: 'Hola', expireIn: null }],
  ['GET', 'plantillas'],
  ['GET', 'plantillas/precio_gratis'],
  ['PUT', 'plantillas/precio_gratis', { html: '<p>Gratis</p>' }],
  ['POST', 'plantillas/vista-previa', { html: '<p>Gratis</p>' }],
  ['GET', 'informativas'],
  ['POST', 'informativas', {}],
  ['GET', 'informativas/1'],
  ['PUT', 'informativas/1', {}],
  ['POST', 'informativas/1/retirar'],
  ['GET', 'anuncios'],
  ['POST', 'anuncios', { audiencia: 'empresas', asunto: 'Hola', html: '<p>Hola a todos</p>' }],
  ['POST', 'anuncios/vista-previa', { audiencia: 'empresas', asunto: 'Hola', html: '<p>Hola a todos</p>' }],
  ['GET', 'anuncios/1'],
  ['PUT', 'anuncios/1', { audiencia: 'empresas', asunto: 'Hola', html: '<p>Hola a todos</p>' }],
  ['POST', 'anuncios/1/eliminar'],
  ['POST', 'anuncios/1/enviar'],
  ['GET', 'contenido'],
  ['POST', 'contenido', { type: 'video', title: 'Entrevistas' }],
  ['PUT', 'contenido/orden', { ids: [] }],
  ['GET', 'contenido/1'],
  ['PUT', 'contenido/1', { title: 'Entrevistas' }],
  ['POST', 'contenido/1/imagen', '--x--\r\n', multipart],
  ['POST', 'contenido/1/archivo', '--x--\r\n', multipart],
  ['POST', 'contenido/1/eliminar'],
  ['GET', 'usuarios'],
  ['GET', 'usuarios/1'],
  ['POST', 'usuarios/1/desactivar'],
  ['POST', 'usuarios/1/reactivar'],
  ['PATCH', 'usuarios/1/isDev', { is_dev: true }],
  ['PATCH', 'usuarios/1/isPremium', { is_premium: true }],
  ['GET', 'auditoria'],
];

async function send(token: string | undefined, [method, url, payload, headers]: (typeof CALLS)[number]) {
  return call(t.app, {
    method: method as 'GET',
    url: `/api/admin/${url}`,
    token,
    ...(payload === undefined ? {} : { payload: payload as string }),
    ...(headers ? { headers } : {}),
  });
}

describe('only administrators see the back office', () => {
  it('no session, an expired or made-up token, an applicant and a company get 404 on every admin call, never 401 or 403', async () => {
    const postulante = await postulanteSession(t);
    const empresa = await empresaSession(t);
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditoria);
    for (const token of [undefined, 'x'.repeat(43), postulante.token, empresa.token]) {
      for (const c of CALLS) {
        const res = await send(token, c);
        expect(res.status, `${c[0]} ${c[1]} ${token?.slice(0, 6)}`).toBe(404);
        expect(res.body).toEqual({ state: false, data: [], message: 'No se encontró el recurso solicitado.' });
      }
    }
    // The same answer as a path that does not exist: nothing tells the back office is there.
    const unknown = await call(t.app, { method: 'GET', url: '/api/no-existe' });
    expect(unknown.body).toEqual((await send(postulante.token, ['GET', 'dashboard'])).body);
    // Nothing was done on their behalf.
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(auditoria)).toEqual(before);
  });

  it('an administrator gets through the door on every call: the answers are the areas’ own, never the door’s 404', async () => {
    const res = await adminCall(t, admin.token, 'GET', 'dashboard');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    for (const c of CALLS) {
      const r = await send(admin.token, c);
      expect([401, 403, 429, 500], `${c[0]} ${c[1]}`).not.toContain(r.status);
      expect(r.body.message, `${c[0]} ${c[1]}`).not.toBe('No se encontró el recurso solicitado.');
      if (c[0] === 'GET' && !c[1].endsWith('/1') && !c[1].endsWith('precio_gratis')) expect(r.status, c[1]).toBe(200);
    }
  });

  it("an administrator deactivated meanwhile gets 403 'usuario inactivo', and can no longer log in", async () => {
    const other = await adminSession(t);
    expect((await adminCall(t, admin.token, 'POST', `usuarios/${other.id}/desactivar`)).status).toBe(200);
    const res = await adminCall(t, other.token, 'GET', 'dashboard');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('usuario inactivo');
    const relogin = await call(t.app, {
      method: 'POST',
      url: '/api/auth/loginAdmin',
      payload: { email: other.email, password: other.password },
    });
    expect(relogin.status).toBe(403);
  });

  it('is rate-limited per administrator: RATE_LIMIT_ADMIN_PER_MINUTE calls a minute (300 by default), then 429', async () => {
    expect(loadConfig({}).RATE_LIMIT_ADMIN_PER_MINUTE).toBe(300);
    // A small limit keeps every call well inside one minute, however busy the machine.
    const small = await createTestApp({ RATE_LIMIT_ADMIN_PER_MINUTE: '12' }, { database: t.database });
    try {
      const busy = await adminSession(small);
      const other = await adminSession(small);
      for (let i = 0; i < 12; i++) {
        const res = await adminCall(small, busy.token, 'GET', 'alertas');
        if (res.status !== 200) throw new Error(`call ${i}: ${res.status}`);
      }
      const limited = await adminCall(small, busy.token, 'GET', 'alertas');
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe('Demasiados intentos. Espera unos minutos y vuelve a intentarlo.');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another administrator is not affected.
      expect((await adminCall(small, other.token, 'GET', 'alertas')).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('is served outside production only, and never lists the back office in production', async () => {
    const docs = async (ctx: TestContext) =>
      Object.keys((await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>().paths);
    expect((await docs(t)).some((p) => p.startsWith('/api/admin/'))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
    const prod = await createTestApp({ NODE_ENV: 'production' }, { database: t.database });
    try {
      // In production the document and its viewer answer as a path that does not exist, in the envelope.
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html']) {
        const res = await prod.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({ state: false, data: [] });
      }
      // The document the suites read in-process still leaves the back office out there.
      const paths = Object.keys((prod.app.swagger() as { paths: Record<string, unknown> }).paths);
      expect(paths).toContain('/api/oferta/create');
      expect(paths.filter((p) => p.startsWith('/api/admin'))).toEqual([]);
    } finally {
      await prod.close();
    }
  });
});

describe('the first administrator (ADMIN_EMAIL / ADMIN_PASSWORD, npm run admin:create)', () => {
  it('is created at start, can log in at loginAdmin, and a second start changes nothing', async () => {
    const correo = 'Jefa.Operaciones@PractiPeru.pe';
    const env = { seedDemo: false as const, ADMIN_EMAIL: correo, ADMIN_PASSWORD: 'Operaciones2027' };
    const database = { db: t.db, kind: t.database.kind, migrate: async () => {}, close: async () => {} };
    expect((await prepareForStart(database, env)).admin).toBe('creado');
    expect((await prepareForStart(database, env)).admin).toBe('sin cambios');
    const [row] = await t.db
      .select()
      .from(usuario)
      .where(sql`lower(${usuario.correo}) = lower(${correo})`);
    expect(row).toMatchObject({ rol: ROLE.ADMIN, activo: true });
    expect(row!.confirmado_en).not.toBeNull();
    const token = await login(t.app, { id: row!.id, email: correo.toLowerCase(), password: 'Operaciones2027', role: ROLE.ADMIN });
    expect((await adminCall(t, token, 'GET', 'dashboard')).status).toBe(200);
    const audits = await t.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.entidad_id, String(row!.id)));
    expect(audits.map((a) => [a.accion, a.admin_correo])).toEqual([['admin.crear', 'sistema']]);
  });

  it('a new password or a deactivated account is fixed by the next start, and the old sessions end', async () => {
    const correo = 'soporte-admin@practiperu.pe';
    expect(await ensureAdmin(t.db, { correo, clave: 'Primera2027' })).toBe('creado');
    const [row] = await t.db.select().from(usuario).where(eq(usuario.correo, correo));
    const token = await login(t.app, { id: row!.id, email: correo, password: 'Primera2027', role: ROLE.ADMIN });
    await t.db.update(usuario).set({ activo: false }).where(eq(usuario.id, row!.id));
    expect(await ensureAdmin(t.db, { correo, clave: 'Segunda2027' })).toBe('actualizado');
    expect(await t.db.select().from(sesion).where(eq(sesion.usuario_id, row!.id))).toHaveLength(0);
    expect((await adminCall(t, token, 'GET', 'dashboard')).status).toBe(404);
    const again = await login(t.app, { id: row!.id, email: correo, password: 'Segunda2027', role: ROLE.ADMIN });
    expect((await adminCall(t, again, 'GET', 'dashboard')).status).toBe(200);
  });

  it('refuses an e-mail that belongs to a company or an applicant (one account per e-mail)', async () => {
    const empresa = await createUser(t.db, { role: ROLE.RECLUTADOR });
    await expect(ensureAdmin(t.db, { correo: empresa.email.toUpperCase(), clave: 'Operaciones2027' })).rejects.toThrow(
      'ya es una cuenta de empresa',
    );
    const [row] = await t.db.select().from(usuario).where(eq(usuario.id, empresa.id));
    expect(row!.rol).toBe(ROLE.RECLUTADOR);
  });

  it('the configuration takes both variables or none, and a password of the new-password rule', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.pe' })).toThrow('ADMIN_EMAIL y ADMIN_PASSWORD: indique los dos o ninguno');
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.pe', ADMIN_PASSWORD: 'corta' })).toThrow(
      'ADMIN_PASSWORD: La contraseña debe ser igual o mayor a 8 caracteres y sin espacios',
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'no-es-correo', ADMIN_PASSWORD: 'Operaciones2027' })).toThrow('ADMIN_EMAIL: correo inválido');
    const ok = loadConfig({ ADMIN_EMAIL: 'a@b.pe', ADMIN_PASSWORD: 'Operaciones2027', ADMIN_EMAIL_UNUSED: '' });
    expect(ok).toMatchObject({ ADMIN_EMAIL: 'a@b.pe', PREMIUM_MONTHS: 6, PREMIUM_FILE_MAX_MB: 100 });
    expect(loadConfig({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }).ADMIN_EMAIL).toBeUndefined();
  });
});
