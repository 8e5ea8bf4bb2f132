/**
 * Signing in and out of the three areas (docs/decisions/003-sessions-and-login.md), told through the HTTP API as
 * applicants, recruiters and administrators live it.
 */
import { ROLE } from '@practiperu/shared/constants';
import type { Envelope } from '@practiperu/shared/envelope';
import type { SessionUser } from '@practiperu/shared/session';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { organizacion, postulante, usuario } from '../../db/schema/index.ts';
import { newToken } from '../../lib/tokens.ts';
import { call, createTestApp, createUser, login, TEST_PASSWORD, type TestContext } from '../../../test/helpers.ts';
import { AUTH_MESSAGES } from './auth.service.ts';

const SESSION_EXPIRED = 'Tu sesión expiró o no has iniciado sesión. Ingresa nuevamente.';
const TOO_MANY = 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.';
const DAY_MS = 86_400_000;

const LOGIN = {
  postulante: '/api/auth/loginPostulant',
  empresa: '/api/auth/loginRecruiter',
  admin: '/api/auth/loginAdmin',
} as const;

let t: TestContext;
beforeAll(async () => {
  // Every story here logs in from the same address; the login limits have their own app below.
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '1000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '1000' });
});
afterAll(async () => t?.close());

// Tests that move the clock put it back, so the next story starts "now".
let realNow: Date;
beforeAll(() => {
  realNow = t.clock.now;
});
afterEach(() => {
  t.clock.now = realNow;
});

function loginAt(url: string, payload: unknown, remoteAddress?: string, app: FastifyInstance = t.app) {
  return call<string>(app, {
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

function mySession(token: string | undefined, headers: Record<string, string> = {}) {
  return call<SessionUser>(t.app, { method: 'POST', url: '/api/auth/mySession', token, headers });
}

function expectRefused(res: { status: number; body: Envelope }, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ state: false, data: [], message });
  expect(res.body.token).toBeUndefined();
}

describe('logging in to the right area', () => {
  it('an applicant logs in with the right password and gets a token that opens their session', async () => {
    const user = await createUser(t.db, { role: ROLE.POSTULANTE, nombres: 'Lucía' });
    const res = await loginAt(LOGIN.postulante, { email: user.email.toUpperCase(), password: user.password });
    expect(res.status).toBe(200);
    expect(res.body.state).toBe(true);
    expect(res.body.message).toBe(AUTH_MESSAGES.welcome);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data[0]).toBe(res.body.token);
    const session = await mySession(res.body.token);
    expect(session.status).toBe(200);
    expect(session.body.data[0]).toMatchObject({ id: user.id, role: 0, name: 'Lucía', lastname: 'Huamán Ccori', nombre_org: '' });
  });

  it('the e-mail is found whatever its letter case and surrounding spaces', async () => {
    const user = await createUser(t.db, { role: ROLE.POSTULANTE, email: 'Carla.Quispe@Prueba.pe' });
    for (const email of ['carla.quispe@prueba.pe', 'CARLA.QUISPE@PRUEBA.PE', '  Carla.Quispe@prueba.PE ']) {
      const res = await loginAt(LOGIN.postulante, { email, password: user.password });
      expect(res.status, email).toBe(200);
    }
  });

  it('a recruiter logs in at the company area and sees the commercial name of the company', async () => {
    const user = await createUser(t.db, { role: ROLE.RECLUTADOR, nombres: 'Jorge', nombreOrg: 'Andina Foods' });
    const res = await loginAt(LOGIN.empresa, { email: user.email, password: user.password });
    expect(res.status).toBe(200);
    const session = await mySession(res.body.token);
    expect(session.body.data[0]).toMatchObject({
      id: user.id,
      role: 1,
      name: 'Jorge',
      lastname: 'Huamán Ccori',
      nombre_org: 'Andina Foods',
    });
  });

  it('mySession gives the menu picture: the applicant photo or the company logo, null without one', async () => {
    const elPostulante = await createUser(t.db, { role: ROLE.POSTULANTE });
    const token = (await loginAt(LOGIN.postulante, { email: elPostulante.email, password: elPostulante.password })).body.token as string;
    expect((await mySession(token)).body.data[0]?.foto).toBeNull();
    await t.db.update(postulante).set({ foto: 'fotos/abc123.png' }).where(eq(postulante.usuario_id, elPostulante.id));
    expect((await mySession(token)).body.data[0]?.foto).toBe('/uploads/fotos/abc123.png');

    const empresa = await createUser(t.db, { role: ROLE.RECLUTADOR, nombreOrg: 'Andina Foods' });
    await t.db.update(organizacion).set({ logo: 'logos/def456.jpeg' }).where(eq(organizacion.usuario_id, empresa.id));
    const empresaToken = (await loginAt(LOGIN.empresa, { email: empresa.email, password: empresa.password })).body.token as string;
    expect((await mySession(empresaToken)).body.data[0]?.foto).toBe('/uploads/logos/def456.jpeg');
    expect((await mySession(undefined)).status).toBe(401);
  });

  it('an administrator logs in at /admin', async () => {
    const user = await createUser(t.db, { role: ROLE.ADMIN, nombres: 'Ana' });
    const res = await loginAt(LOGIN.admin, { email: user.email, password: user.password });
    expect(res.status).toBe(200);
    const session = await mySession(res.body.token);
    expect(session.body.data[0]).toMatchObject({ id: user.id, role: 2, name: 'Ana', nombre_org: '' });
  });
});

describe('refused logins', () => {
  it('a wrong password and an unknown e-mail get the same answer, so nobody learns which accounts exist', async () => {
    const user = await createUser(t.db, { role: ROLE.POSTULANTE });
    const wrongPassword = await loginAt(LOGIN.postulante, { email: user.email, password: 'OtraClave999' });
    const unknownEmail = await loginAt(LOGIN.postulante, { email: 'nadie-registrado@prueba.pe', password: TEST_PASSWORD });
    expectRefused(wrongPassword, 401, AUTH_MESSAGES.wrongCredentials);
    expectRefused(unknownEmail, 401, AUTH_MESSAGES.wrongCredentials);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('the password is compared exactly: another letter case is a wrong password', async () => {
    const user = await createUser(t.db, { role: ROLE.POSTULANTE });
    expectRefused(
      await loginAt(LOGIN.postulante, { email: user.email, password: user.password.toLowerCase() }),
      401,
      AUTH_MESSAGES.wrongCredentials,
    );
  });

  it('an account whose e-mail was never confirmed is told to check its mail (and spam)', async () => {
    const user = await createUser(t.db, { role: ROLE.POSTULANTE, confirmed: false });
    expectRefused(await loginAt(LOGIN.postulante, { email: user.email, password: user.password }), 403, AUTH_MESSAGES.unconfirmed);
    expect(AUTH_MESSAGES.unconfirmed).toMatch(/spam/);
  });

  it('a deactivated account cannot log in and is told to contact support', async () => {
    const elPostulante = await createUser(t.db, { role: ROLE.POSTULANTE, active: false });
    const reclutador = await createUser(t.db, { role: ROLE.RECLUTADOR, active: false });
    expectRefused(
      await loginAt(LOGIN.postulante, { email: elPostulante.email, password: elPostulante.password }),
      403,
      AUTH_MESSAGES.deactivated,
    );
    expectRefused(await loginAt(LOGIN.empresa, { email: reclutador.email, password: reclutador.password }), 403, AUTH_MESSAGES.deactivated);
  });

  it('a deactivated account with a wrong password learns nothing about its state', async () => {
    const user = await createUser(t.db, { role: ROLE.POSTULANTE, active: false });
    expectRefused(await loginAt(LOGIN.postulante, { email: user.email, password: 'OtraClave999' }), 401, AUTH_MESSAGES.wrongCredentials);
  });
});

describe('each login accepts only its own role', () => {
  it('a company account at the applicant login is guided to "Iniciar como empresa"', async () => {
    const reclutador = await createUser(t.db, { role: ROLE.RECLUTADOR });
    expectRefused(
      await loginAt(LOGIN.postulante, { email: reclutador.email, password: reclutador.password }),
      403,
      AUTH_MESSAGES.empresaArea,
    );
  });

  it('an applicant account at the company login is guided to "Iniciar como postulante"', async () => {
    const elPostulante = await createUser(t.db, { role: ROLE.POSTULANTE });
    expectRefused(
      await loginAt(LOGIN.empresa, { email: elPostulante.email, password: elPostulante.password }),
      403,
      AUTH_MESSAGES.postulanteArea,
    );
  });

  it('an administrator at the applicant or company login is guided to /admin/inicio-sesion', async () => {
    const admin = await createUser(t.db, { role: ROLE.ADMIN });
    for (const url of [LOGIN.postulante, LOGIN.empresa]) {
      const res = await loginAt(url, { email: admin.email, password: admin.password });
      expectRefused(res, 403, AUTH_MESSAGES.adminArea);
      expect(res.body.message).toContain('/admin/inicio-sesion');
    }
  });

  it('the admin login answers applicants and companies exactly like a wrong password: it reveals nothing', async () => {
    const elPostulante = await createUser(t.db, { role: ROLE.POSTULANTE });
    const reclutador = await createUser(t.db, { role: ROLE.RECLUTADOR });
    const unknown = await loginAt(LOGIN.admin, { email: 'nadie-registrado@prueba.pe', password: TEST_PASSWORD });
    for (const user of [elPostulante, reclutador]) {
      const res = await loginAt(LOGIN.admin, { email: user.email, password: user.password });
      expectRefused(res, 401, AUTH_MESSAGES.wrongCredentials);
      expect(res.body).toEqual(unknown.body);
    }
  });

  it('a wrong-area refusal never hands out a session', async () => {
    const reclutador = await createUser(t.db, { role: ROLE.RECLUTADOR });
    const res = await loginAt(LOGIN.postulante, { email: reclutador.email, password: reclutador.password });
    expect(res.body.data).toEqual([]);
    expect(res.body.token).toBeUndefined();
  });
});

describe('the login form gets one Spanish message per field', () => {
  it('a missing e-mail is "Requerido" on email', async () => {
    const res = await loginAt(LOGIN.postulante, { password: TEST_PASSWORD });
    expectRefused(res, 400, 'Requerido');
    expect(res.body.optional?.errors).toEqual({ email: 'Requerido' });
  });

  it('an empty or blank e-mail is "Requerido" too', async () => {
    for (const email of ['', '   ']) {
      const res = await loginAt(LOGIN.postulante, { email, password: TEST_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.optional?.errors).toEqual({ email: 'Requerido' });
    }
  });

  it('a malformed e-mail is "No se reconoce como correo"', async () => {
    for (const email of ['rosa', 'rosa@', 'rosa@prueba', '@prueba.pe']) {
      const res = await loginAt(LOGIN.postulante, { email, password: TEST_PASSWORD });
      expectRefused(res, 400, 'No se reconoce como correo');
      expect(res.body.optional?.errors, email).toEqual({ email: 'No se reconoce como correo' });
    }
  });

  it('a missing password is "Requerido" on password', async () => {
    for (const payload of [{ email: 'rosa@prueba.pe' }, { email: 'rosa@prueba.pe', password: '' }]) {
      const res = await loginAt(LOGIN.empresa, payload);
      expectRefused(res, 400, 'Requerido');
      expect(res.body.optional?.errors).toEqual({ password: 'Requerido' });
    }
  });

  it('an empty form marks both fields', async () => {
    const res = await loginAt(LOGIN.admin, {});
    expect(res.status).toBe(400);
    expect(res.body.optional?.errors).toEqual({ email: 'Requerido', password: 'Requerido' });
  });

  it('a request with no body at all is a 400 with both fields marked, not a crash', async () => {
    const res = await call(t.app, { method: 'POST', url: LOGIN.postulante });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ state: false, data: [], message: 'Requerido' });
    expect(res.body.optional?.errors).toEqual({ email: 'Requerido', password: 'Requerido' });
  });

  it('a body that is not JSON is a 400 with a Spanish message', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: LOGIN.postulante,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "rosa@prueba.pe", password',
    });
    expectRefused(res, 400, 'La solicitud no tiene un formato válido.');
  });

  it('a JSON value that is not an object (a text, a list) is a 400 with the same Spanish message', async () => {
    for (const payload of ['"rosa@prueba.pe"', '[]', '42']) {
      const res = await call(t.app, { method: 'POST', url: LOGIN.postulante, headers: { 'content-type': 'application/json' }, payload });
      expectRefused(res, 400, 'La solicitud no tiene un formato válido.');
    }
  });

  it('a JSON null is read as an empty form', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: LOGIN.postulante,
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(res.status).toBe(400);
    expect(res.body.optional?.errors).toEqual({ email: 'Requerido', password: 'Requerido' });
  });

  it('fields of the wrong type get a Spanish message on that field', async () => {
    const res = await loginAt(LOGIN.postulante, { email: 42, password: ['x'] });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.optional?.errors ?? {}).sort()).toEqual(['email', 'password']);
    for (const message of Object.values(res.body.optional?.errors ?? {})) expect(message).not.toMatch(/expected|received/i);
  });
});

describe('the current user (mySession)', () => {
  it('returns who is signed in and never the password hash', async () => {
    const user = await createUser(t.db, { role: ROLE.RECLUTADOR, nombres: 'Milagros', nombreOrg: 'Textiles del Sur' });
    const token = await login(t.app, user);
    const res = await mySession(token);
    expect(res.status).toBe(200);
    expect(res.body.state).toBe(true);
    expect(res.body.data).toHaveLength(1);
    const me = res.body.data[0]!;
    expect(Object.keys(me).sort()).toEqual([
      'cv_completo',
      'email',
      'estado_pago',
      'foto',
      'id',
      'is_dev',
      'is_premium',
      'lastname',
      'name',
      'nombre_org',
      'premium_expira_el',
      'role',
    ]);
    expect(me).toEqual({
      id: user.id,
      role: 1,
      name: 'Milagros',
      lastname: 'Huamán Ccori',
      nombre_org: 'Textiles del Sur',
      email: user.email,
      estado_pago: null,
      premium_expira_el: null,
      is_premium: false,
      is_dev: false,
      cv_completo: true,
      foto: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|clave|hash/i);
  });

  it('the login answer carries only the token, no account data and no hash', async () => {
    const user = await createUser(t.db, { role: ROLE.POSTULANTE });
    const res = await loginAt(LOGIN.postulante, { email: user.email, password: user.password });
    expect(Object.keys(res.body).sort()).toEqual(['data', 'message', 'state', 'token']);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|clave|hash|password/i);
  });
});

describe('the developer flag (isDev)', () => {
  it('answers true only for developer accounts', async () => {
    const dev = await createUser(t.db, { role: ROLE.POSTULANTE, isDev: true });
    const regular = await createUser(t.db, { role: ROLE.POSTULANTE });
    const asDev = await call<boolean>(t.app, { method: 'POST', url: '/api/auth/isDev', token: await login(t.app, dev) });
    const asRegular = await call<boolean>(t.app, { method: 'POST', url: '/api/auth/isDev', token: await login(t.app, regular) });
    expect(asDev.status).toBe(200);
    expect(asDev.body).toMatchObject({ state: true, data: [true] });
    expect(asRegular.body).toMatchObject({ state: true, data: [false] });
  });

  it('needs a session', async () => {
    expectRefused(await call(t.app, { method: 'POST', url: '/api/auth/isDev' }), 401, SESSION_EXPIRED);
  });
});

describe('logging out', () => {
  it('revokes the token: the same token then gets 401', async () => {
    const user = await createUser(t.db, { role: ROLE.POSTULANTE });
    const token = await login(t.app, user);
    const res = await call(t.app, { method: 'POST', url: '/api/auth/logout', token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: true, data: [], message: AUTH_MESSAGES.loggedOut });
    expectRefused(await mySession(token), 401, SESSION_EXPIRED);
    expectRefused(await call(t.app, { method: 'POST', url: '/api/auth/logout', token }), 401, SESSION_EXPIRED);
  });

  it('closes only this device: the same user stays signed in elsewhere', async () => {
    const user = await createUser(t.db, { role: ROLE.RECLUTADOR });
    const laptop = await login(t.app, user);
    const phone = await login(t.app, user);
    expect(phone).not.toBe(laptop);
    await call(t.app, { method: 'POST', url: '/api/auth/logout', token: laptop });
    expect((await mySession(laptop)).status).toBe(401);
    expect((await mySession(phone)).status).toBe(200);
  });

  it("does not touch another user's session", async () => {
    const rosa = await createUser(t.db, { role: ROLE.POSTULANTE });
    const luis = await createUser(t.db, { role: ROLE.POSTULANTE });
    const rosaToken = await login(t.app, rosa);
    const luisToken = await login(t.app, luis);
    await call(t.app, { method: 'POST', url: '/api/auth/logout', token: rosaToken });
    expect((await mySession(luisToken)).body.data[0]?.id).toBe(luis.id);
  });

  it('needs a session', async () => {
    expectRefused(await call(t.app, { method: 'POST', url: '/api/auth/logout' }), 401, SESSION_EXPIRED);
  });
});

describe('session lifetime', () => {
  it(`a session left unused longer than SESSION_TTL_DAYS expires and gets 401`, async () => {
    const user = await createUser(t.db, { role: ROLE.POSTULANTE });
    const token = await login(t.app, user);
    // Not used meanwhile, so nothing slides: one day past the TTL it is gone.
    t.clock.now = new Date(realNow.getTime() + (t.config.SESSION_TTL_DAYS + 1) * DAY_MS);
    expectRefused(await mySession(token), 401, SESSION_EXPIRED);
  });

  it('a session in use slides: an active user stays signed in past the first expiry', async () => {
    const ttl = t.config.SESSION_TTL_DAYS * DAY_MS;
    const user = await createUser(t.db, { role: ROLE.POSTULANTE });
    const token = await login(t.app, user);
    // Used two thirds into its life…
    t.clock.now = new Date(realNow.getTime() + (ttl * 2) / 3);
    expect((await mySession(token)).status).toBe(200);
    // …so it is still valid after the original expiry…
    t.clock.now = new Date(realNow.getTime() + ttl + DAY_MS);
    expect((await mySession(token)).status).toBe(200);
    // …and expires a full TTL after its last use.
    t.clock.now = new Date(realNow.getTime() + 2 * ttl + 2 * DAY_MS);
    expectRefused(await mySession(token), 401, SESSION_EXPIRED);
  });
});

describe('the Authorization header: anything but a live bearer token gets the 401 envelope', () => {
  it('no token', async () => {
    expectRefused(await mySession(undefined), 401, SESSION_EXPIRED);
  });

  it('a malformed Authorization header', async () => {
    const token = await login(t.app, await createUser(t.db, { role: ROLE.POSTULANTE }));
    for (const authorization of [
      token,
      `Token ${token}`,
      'Bearer',
      'Bearer ',
      'Bearer corto',
      `Bearer ${token} extra`,
      `Basic ${Buffer.from('a:b').toString('base64')}`,
    ]) {
      const res = await call(t.app, { method: 'POST', url: '/api/auth/mySession', headers: { authorization } });
      expect(res.status, authorization).toBe(401);
      expect(res.body).toMatchObject({ state: false, data: [], message: SESSION_EXPIRED });
    }
  });

  it('a well-formed token that was never issued', async () => {
    expectRefused(await mySession(newToken()), 401, SESSION_EXPIRED);
  });

  it('the scheme "bearer" is accepted in any letter case, as HTTP says (RFC 9110)', async () => {
    const user = await createUser(t.db, { role: ROLE.POSTULANTE });
    const token = await login(t.app, user);
    const res = await call(t.app, { method: 'POST', url: '/api/auth/mySession', headers: { authorization: `bearer ${token}` } });
    expect(res.status).toBe(200);
  });
});

describe('an account deactivated while signed in', () => {
  it("gets 403 'usuario inactivo' on every private call, so the web app removes the token", async () => {
    const user = await createUser(t.db, { role: ROLE.RECLUTADOR });
    const token = await login(t.app, user);
    expect((await mySession(token)).status).toBe(200);
    await t.db.update(usuario).set({ activo: false }).where(eq(usuario.id, user.id));
    for (const url of ['/api/auth/mySession', '/api/auth/isDev']) {
      const res = await call(t.app, { method: 'POST', url, token });
      expect(res.status, url).toBe(403);
      expect(res.body).toEqual({ state: false, data: [], message: 'usuario inactivo' });
    }
  });
});

/**
 * A second app with low login limits and a log that the test can read: brute force from one address,
 * or against one account from many addresses, is stopped; tokens and passwords never reach the log.
 */
describe('login limits and logs', () => {
  let app: FastifyInstance;
  let closeLimited: () => Promise<void>;
  const logLines: string[] = [];
  let db: TestContext['db'];

  beforeAll(async () => {
    // Over the file's database (its own accounts), with its own limits and log.
    const { database } = t;
    const config = loadConfig({
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '/nonexistent',
      RATE_LIMIT_LOGIN_IP_PER_MINUTE: '3',
      RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '2',
      RATE_LIMIT_LOGIN_ACCOUNT_ALL_PER_15_MINUTES: '4',
    });
    app = await buildApp(config, { database, logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } } });
    await app.ready();
    db = database.db;
    closeLimited = async () => {
      await app.close();
    };
  });
  afterAll(async () => closeLimited?.());

  it('one address trying passwords on several accounts is stopped after the limit with 429 and a Spanish message', async () => {
    const user = await createUser(db, { role: ROLE.POSTULANTE });
    const others = [await createUser(db, { role: ROLE.POSTULANTE }), await createUser(db, { role: ROLE.POSTULANTE })];
    const ip = '198.51.100.10';
    for (const [i, account] of [user, ...others].entries()) {
      expect((await loginAt(LOGIN.postulante, { email: account.email, password: `Intento${i}xx` }, ip, app)).status).toBe(401);
    }
    const blocked = await loginAt(LOGIN.postulante, { email: user.email, password: user.password }, ip, app);
    expectRefused(blocked, 429, TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The limit counts every login of the area set, whichever area is tried.
    expectRefused(await loginAt(LOGIN.empresa, { email: user.email, password: user.password }, ip, app), 429, TOO_MANY);
    // Another address is not affected.
    expect((await loginAt(LOGIN.postulante, { email: user.email, password: user.password }, '198.51.100.11', app)).status).toBe(200);
  });

  it("someone guessing an account's password from one address is stopped, and the owner still logs in from elsewhere", async () => {
    const owner = await createUser(db, { role: ROLE.POSTULANTE });
    const attacker = '198.51.100.40';
    for (let i = 0; i < 2; i++) {
      expect((await loginAt(LOGIN.postulante, { email: owner.email, password: `Intento${i}xx` }, attacker, app)).status).toBe(401);
    }
    // The attacker goes on (under the per-address limit of other accounts), and is refused on this account.
    expectRefused(await loginAt(LOGIN.postulante, { email: owner.email, password: 'Intento9xx' }, attacker, app), 429, TOO_MANY);
    expectRefused(await loginAt(LOGIN.postulante, { email: owner.email, password: owner.password }, attacker, app), 429, TOO_MANY);
    // The owner, from home, logs in with the right password.
    expect((await loginAt(LOGIN.postulante, { email: owner.email, password: owner.password }, '198.51.100.41', app)).status).toBe(200);
  });

  it('one account attacked from many addresses is stopped after the limit, even with the right password', async () => {
    const victim = await createUser(db, { role: ROLE.POSTULANTE });
    for (let i = 0; i < 4; i++) {
      // Letter case does not make it another account.
      const email = i % 2 ? victim.email.toUpperCase() : victim.email;
      const res = await loginAt(LOGIN.postulante, { email, password: `Intento${i}xx` }, `203.0.113.${i + 1}`, app);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const blocked = await loginAt(LOGIN.postulante, { email: victim.email, password: victim.password }, '203.0.113.99', app);
    expectRefused(blocked, 429, TOO_MANY);
    // Someone else logging in from that same new address is fine.
    const other = await createUser(db, { role: ROLE.POSTULANTE });
    expect((await loginAt(LOGIN.postulante, { email: other.email, password: other.password }, '203.0.113.99', app)).status).toBe(200);
  });

  it("only wrong passwords count toward an account's limit: its owner logs in again and again from one address", async () => {
    const owner = await createUser(db, { role: ROLE.POSTULANTE });
    // The account's limit from one address is 2 here; the address's own limit (3 a minute) still holds.
    for (let i = 0; i < 3; i++) {
      const res = await loginAt(LOGIN.postulante, { email: owner.email, password: owner.password }, '198.51.100.60', app);
      expect(res.status, `login ${i + 1}`).toBe(200);
    }
  });

  it("a right password starts the account's failure count again, from every address", async () => {
    const owner = await createUser(db, { role: ROLE.POSTULANTE });
    const attempt = (password: string, host: number) =>
      loginAt(LOGIN.postulante, { email: owner.email, password }, `203.0.114.${host}`, app);
    // Three mistakes from three places (the limit from all addresses is 4), then the right password...
    for (let i = 1; i <= 3; i++) expect((await attempt(`Olvido${i}xx`, i)).status).toBe(401);
    expect((await attempt(owner.password, 4)).status).toBe(200);
    // ...so three more mistakes later the owner is still let in, where seven counted attempts would be refused.
    for (let i = 5; i <= 7; i++) expect((await attempt(`Olvido${i}xx`, i)).status).toBe(401);
    expect((await attempt(owner.password, 8)).status).toBe(200);
    // Failures alone still stop the account.
    for (let i = 9; i <= 12; i++) expect((await attempt(`Olvido${i}xx`, i)).status).toBe(401);
    expectRefused(await attempt(owner.password, 13), 429, TOO_MANY);
  });

  it('the token and the password never appear in the log', async () => {
    const user = await createUser(db, { role: ROLE.RECLUTADOR });
    const res = await loginAt(LOGIN.empresa, { email: user.email, password: user.password }, '192.0.2.50', app);
    const token = res.body.token!;
    expect(token).toBeTruthy();
    await call(app, { method: 'POST', url: '/api/auth/mySession', token, remoteAddress: '192.0.2.50' });
    await call(app, { method: 'POST', url: '/api/auth/logout', token, remoteAddress: '192.0.2.50' });
    await call(app, { method: 'POST', url: '/api/auth/mySession', token, remoteAddress: '192.0.2.50' });
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join('\n');
    expect(log).toContain('/api/auth/mySession');
    expect(log).not.toContain(token);
    expect(log).not.toContain(user.password);
    expect(log).not.toMatch(/argon2/);
  });
});
