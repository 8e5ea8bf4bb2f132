/**
 * Account management of both areas (decision 007), told through the HTTP API as applicants and recruiters live it.
 */
import { ROLE } from '@practiperu/shared/constants';
import { SAME_PASSWORD } from '@practiperu/shared/schemas/cuenta';
import { NEW_PASSWORD_CHARS_MESSAGE, NEW_PASSWORD_MESSAGE, type AccountSummary, type ContactPerson } from '@practiperu/shared/cuenta';
import type { SessionUser } from '@practiperu/shared/session';
import { eq, sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  createUser,
  lastMailTo,
  login,
  TEST_PASSWORD,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';
import { withDatabase } from '../../../test/global-setup.ts';
import { bajaMarketing, correo, organizacion, organizacionSector, postulante, sesion, tokenUnico, usuario } from '../../db/schema/index.ts';
import { ADDRESS_LIMIT } from '../../lib/address-limit.ts';
import { issueToken } from '../../lib/one-time-tokens.ts';
import { createUnsubscribeLinks } from './unsubscribe-url.ts';

const SESSION_EXPIRED = 'Tu sesión expiró o no has iniciado sesión. Ingresa nuevamente.';
const FORBIDDEN = 'No tienes permiso para realizar esta acción.';
const TOO_MANY = 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.';
const INVALID_LINK = 'El enlace no es válido o ya expiró.';
const EMAIL_SENT = 'Se envió un mensaje a tu nuevo correo para validar, Recuerda tienes 1 día para validar';
const DAY_MS = 86_400_000;
const NEW_PASSWORD = 'NuevaClave2026!';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let t: TestContext;
let realNow: Date;
beforeAll(async () => {
  // Every story here logs in from the same address: the login limits are tested in the auth module.
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '1000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '1000' });
  realNow = t.clock.now;
});
afterAll(async () => t?.close());
// Stories that move the clock put it back, so the next one starts "now".
afterEach(() => {
  t.clock.now = realNow;
});

const advance = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};

const get = <T = unknown>(url: string, token?: string) => call<T>(t.app, { method: 'GET', url, token });
const send = <T = unknown>(method: 'POST' | 'PATCH' | 'PUT', url: string, payload?: object, token?: string) =>
  call<T>(t.app, { method, url, token, ...(payload ? { payload } : {}) });

const myAccount = (token?: string) => get<AccountSummary>('/api/usuario/myAccount', token);
const myEmail = (token?: string) => get<string>('/api/usuario/myEmail', token);
const updatePassword = (payload: object, token?: string) => send('PATCH', '/api/usuario/updatePassword', payload, token);
const updateEmail = (payload: object, token?: string) => send('POST', '/api/usuario/updateEmail', payload, token);
const confirmEmail = (payload: object) => send('PATCH', '/api/usuario/updateEmailConfirmed', payload);
const removeAccount = (payload: object, token?: string) => send('POST', '/api/usuario/removeAccount', payload, token);
const updateContact = (payload: object, token?: string) => send<ContactPerson>('PUT', '/api/usuario/update', payload, token);
const validateSubscription = (token: string) => get<{ role: number }>(`/api/usuario/validateTokenSubscription/${token}`);
const unsubscribe = (payload: object) => send('POST', '/api/usuario/unsubscribeMarketing', payload);

const loginAs = (role: 0 | 1, email: string, password: string) =>
  call<string>(t.app, {
    method: 'POST',
    url: role === ROLE.RECLUTADOR ? '/api/auth/loginRecruiter' : '/api/auth/loginPostulant',
    payload: { email, password },
  });

const freshEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@correo.pe`;
const tokenOf = (url: string) => url.split('/').pop() ?? '';

async function signedIn(opts: Parameters<typeof createUser>[1] = {}): Promise<TestUser & { token: string }> {
  const user = await createUser(t.db, opts);
  return { ...user, token: await login(t.app, user) };
}

async function userRow(id: number) {
  const [row] = await t.db.select().from(usuario).where(eq(usuario.id, id));
  return row;
}

async function mailsTo(address: string) {
  await t.app.queue.drain();
  return t.db
    .select()
    .from(correo)
    .where(sql`lower(${correo.para}) = lower(${address})`);
}

describe('Mi cuenta: myAccount and myEmail', () => {
  it('an applicant sees their own summary, without a company', async () => {
    const ana = await signedIn({ nombres: 'Ana Lucía' });
    const res = await myAccount(ana.token);
    expect(res.status).toBe(200);
    expect(res.body.state).toBe(true);
    expect(res.body.data[0]).toMatchObject({
      id: ana.id,
      role: ROLE.POSTULANTE,
      nombres: 'Ana Lucía',
      apellidos: 'Huamán Ccori',
      correo: ana.email,
      autorizacion_marketing: 0,
      organizacion: null,
    });
    expect(new Date(res.body.data[0]?.creado_en ?? '').getTime()).not.toBeNaN();
  });

  it('a recruiter sees the company with its contact person, sectors and logo address', async () => {
    const empresa = await signedIn({ role: ROLE.RECLUTADOR, nombreOrg: 'Agroexportadora Ica' });
    const logo = await t.app.storage.save('logos', PNG, 'png');
    const [org] = await t.db
      .update(organizacion)
      .set({ logo, nro_contacto: '987654321', cargo: 'Jefa de RR. HH.' })
      .where(eq(organizacion.usuario_id, empresa.id))
      .returning();
    await t.db.insert(organizacionSector).values([
      { organizacion_id: org!.id, sector_id: 1 },
      { organizacion_id: org!.id, sector_id: 3 },
    ]);

    const res = await myAccount(empresa.token);
    expect(res.status).toBe(200);
    const summary = res.body.data[0];
    expect(summary).toMatchObject({ id: empresa.id, role: ROLE.RECLUTADOR, correo: empresa.email });
    expect(summary?.organizacion).toMatchObject({
      ruc: org!.ruc,
      nombre_completo: 'Agroexportadora Ica S.A.C.',
      nombre: 'Agroexportadora Ica',
      nro_contacto: '987654321',
      cargo: 'Jefa de RR. HH.',
      logo_url: `/uploads/${logo}`,
    });
    expect(summary?.organizacion?.sectores.map((s) => s.id)).toEqual([1, 3]);
    expect(summary?.organizacion?.sectores[0]?.name).toEqual(expect.any(String));
  });

  it('a company without a logo gets logo_url null', async () => {
    const empresa = await signedIn({ role: ROLE.RECLUTADOR });
    const res = await myAccount(empresa.token);
    expect(res.body.data[0]?.organizacion?.logo_url).toBeNull();
    expect(res.body.data[0]?.organizacion?.sectores).toEqual([]);
  });

  it('myEmail gives the current address for the read-only target_email, each user their own', async () => {
    const a = await signedIn();
    const b = await signedIn({ role: ROLE.RECLUTADOR });
    expect((await myEmail(a.token)).body).toMatchObject({ state: true, data: [a.email] });
    expect((await myEmail(b.token)).body.data).toEqual([b.email]);
    expect((await myAccount(b.token)).body.data[0]?.id).toBe(b.id);
  });

  it('without a session, or with a made-up token, both answer 401', async () => {
    for (const res of [await myAccount(), await myEmail(), await myAccount('x'.repeat(43)), await myEmail('x'.repeat(43))]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ state: false, message: SESSION_EXPIRED });
    }
  });
});

describe('updatePassword', () => {
  it('changes the password, keeps this session, closes the others and tells the owner by mail', async () => {
    const rosa = await signedIn();
    const otherDevice = await login(t.app, rosa);

    const res = await updatePassword({ current_password: TEST_PASSWORD, clave: NEW_PASSWORD, repetir_clave: NEW_PASSWORD }, rosa.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: true, message: 'Tu contraseña se actualizó correctamente.' });

    expect((await myAccount(rosa.token)).status).toBe(200);
    expect((await myAccount(otherDevice)).status).toBe(401);
    expect((await loginAs(0, rosa.email, TEST_PASSWORD)).status).toBe(401);
    expect((await loginAs(0, rosa.email, NEW_PASSWORD)).status).toBe(200);

    const mail = await lastMailTo(t, rosa.email);
    expect(mail?.asunto).toBe('Tu contraseña de PractiPerú cambió');
    expect(mail?.texto).toContain('http://practiperu.test/postulantes/recuperar-cuenta');
    // Transactional: never an unsubscribe link.
    expect(mail?.texto).not.toContain('Darte de baja');
    expect(mail?.enlaces).toEqual([]);
  });

  it('a recruiter changes theirs too, and the notice points to the company recovery page', async () => {
    const empresa = await signedIn({ role: ROLE.RECLUTADOR });
    const res = await updatePassword(
      { current_password: TEST_PASSWORD, clave: 'Señal¿Segura?1', repetir_clave: 'Señal¿Segura?1' },
      empresa.token,
    );
    expect(res.status).toBe(200);
    expect((await loginAs(1, empresa.email, 'Señal¿Segura?1')).status).toBe(200);
    expect((await lastMailTo(t, empresa.email))?.texto).toContain('http://practiperu.test/empresas/recuperar-cuenta');
  });

  it('an administrator changes theirs (Mi cuenta of the back office): the admin login takes the new one; the notice sends to the technical team', async () => {
    const admin = await signedIn({ role: ROLE.ADMIN });
    const otra = await login(t.app, admin);
    const res = await updatePassword(
      { current_password: TEST_PASSWORD, clave: 'Ñandú¿Admin?26', repetir_clave: 'Ñandú¿Admin?26' },
      admin.token,
    );
    expect(res.status).toBe(200);
    expect((await myAccount(otra)).status).toBe(401);
    const loginAdmin = (password: string) =>
      call<string>(t.app, { method: 'POST', url: '/api/auth/loginAdmin', payload: { email: admin.email, password } });
    expect((await loginAdmin(TEST_PASSWORD)).status).toBe(401);
    expect((await loginAdmin('Ñandú¿Admin?26')).status).toBe(200);
    const mail = await lastMailTo(t, admin.email);
    expect(mail?.texto).toContain('pide de inmediato al equipo técnico que restablezca tu contraseña');
    expect(mail?.texto).not.toContain('recuperar-cuenta');
    // The spec's pattern and the change's mismatch message hold for administrators too.
    const mal = await updatePassword({ current_password: 'Ñandú¿Admin?26', clave: 'Clave#2026', repetir_clave: 'Otra2026' }, admin.token);
    expect(mal.status).toBe(400);
    expect(mal.body.optional).toMatchObject({
      errors: { clave: `${NEW_PASSWORD_MESSAGE}. ${NEW_PASSWORD_CHARS_MESSAGE}`, repetir_clave: 'Las contraseñas no son iguales' },
    });
    expect((await updatePassword({ current_password: 'x', clave: 'Clave2026', repetir_clave: 'Clave2026' })).status).toBe(401);
  });

  it('a wrong current password is refused on its field and nothing changes', async () => {
    const rosa = await signedIn();
    const otherDevice = await login(t.app, rosa);
    const res = await updatePassword({ current_password: 'NoEsMiClave1', clave: NEW_PASSWORD, repetir_clave: NEW_PASSWORD }, rosa.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      state: false,
      message: 'La contraseña actual no es correcta.',
      optional: { errors: { current_password: 'La contraseña actual no es correcta.' } },
    });
    expect((await myAccount(otherDevice)).status).toBe(200);
    expect((await loginAs(0, rosa.email, TEST_PASSWORD)).status).toBe(200);
    expect(await mailsTo(rosa.email)).toHaveLength(0);
  });

  it('each field has the spec message: required, the password pattern, and the mismatch', async () => {
    const rosa = await signedIn();
    const empty = await updatePassword({}, rosa.token);
    expect(empty.status).toBe(400);
    expect(empty.body.optional?.errors).toEqual({ current_password: 'Requerido', clave: 'Requerido', repetir_clave: 'Requerido' });

    for (const clave of ['corta1', 'con espacio 123']) {
      const res = await updatePassword({ current_password: TEST_PASSWORD, clave, repetir_clave: clave }, rosa.token);
      expect(res.status).toBe(400);
      expect(res.body.optional?.errors).toEqual({ clave: NEW_PASSWORD_MESSAGE });
      expect(res.body.message).toBe(NEW_PASSWORD_MESSAGE);
    }
    // Longer than 40: the spec's message first, then the maximum it does not name.
    const larga = 'x'.repeat(41);
    const res41 = await updatePassword({ current_password: TEST_PASSWORD, clave: larga, repetir_clave: larga }, rosa.token);
    expect(res41.status).toBe(400);
    expect(res41.body.optional?.errors).toEqual({ clave: `${NEW_PASSWORD_MESSAGE}. Máximo 40 caracteres` });
    // Long enough but with a character outside the rule: the spec's message says which characters are allowed.
    for (const clave of ['comillas"123456', 'Nueva#Clave1']) {
      const res = await updatePassword({ current_password: TEST_PASSWORD, clave, repetir_clave: clave }, rosa.token);
      expect(res.status).toBe(400);
      expect(res.body.optional?.errors).toEqual({ clave: `${NEW_PASSWORD_MESSAGE}. ${NEW_PASSWORD_CHARS_MESSAGE}` });
    }

    const mismatch = await updatePassword(
      { current_password: TEST_PASSWORD, clave: NEW_PASSWORD, repetir_clave: 'OtraClave2026' },
      rosa.token,
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.optional?.errors).toEqual({ repetir_clave: 'Las contraseñas no son iguales' });
    expect((await loginAs(0, rosa.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('the current password is not a new one: refused at the new password, nothing changes and no mail', async () => {
    const rosa = await signedIn();
    const same = await updatePassword({ current_password: TEST_PASSWORD, clave: TEST_PASSWORD, repetir_clave: TEST_PASSWORD }, rosa.token);
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ state: false, message: SAME_PASSWORD });
    expect(same.body.optional?.errors).toEqual({ clave: SAME_PASSWORD });
    expect(await mailsTo(rosa.email)).toHaveLength(0);
    // The session was not closed, and a different new password still works.
    const right = await updatePassword({ current_password: TEST_PASSWORD, clave: NEW_PASSWORD, repetir_clave: NEW_PASSWORD }, rosa.token);
    expect(right.status).toBe(200);
  });

  it('without a session: 401', async () => {
    const res = await updatePassword({ current_password: TEST_PASSWORD, clave: NEW_PASSWORD, repetir_clave: NEW_PASSWORD });
    expect(res.status).toBe(401);
  });

  it('a stolen session cannot guess the password: after 10 checks in 15 minutes the account waits', async () => {
    const rosa = await signedIn();
    for (let i = 0; i < 10; i++) {
      const res = await updatePassword(
        { current_password: `Intento${i}xyz`, clave: NEW_PASSWORD, repetir_clave: NEW_PASSWORD },
        rosa.token,
      );
      expect(res.status).toBe(400);
    }
    // Even the right password is not checked any more, and the other password calls share the count.
    const right = await updatePassword({ current_password: TEST_PASSWORD, clave: NEW_PASSWORD, repetir_clave: NEW_PASSWORD }, rosa.token);
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ state: false, message: TOO_MANY });
    expect(right.headers['retry-after']).toBeDefined();
    expect((await removeAccount({ password: TEST_PASSWORD }, rosa.token)).status).toBe(429);
    expect((await loginAs(0, rosa.email, TEST_PASSWORD)).status).toBe(200);
    // Another account is not affected.
    const other = await signedIn();
    expect((await updateEmail({ data: freshEmail('otro'), password: 'Mala12345' }, other.token)).status).toBe(400);
  });
});

describe('updateEmail and updateEmailConfirmed', () => {
  it('an applicant moves the account to a new address: link to the new one, log in again with it, notice to the old one', async () => {
    const lucia = await signedIn({ nombres: 'Lucía' });
    const otherDevice = await login(t.app, lucia);
    const nuevo = freshEmail('lucia.nueva');

    const res = await updateEmail({ data: nuevo, target_email: lucia.email, password: TEST_PASSWORD }, lucia.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: true, message: EMAIL_SENT, optional: { retry_after: 180 } });

    const mail = await lastMailTo(t, nuevo);
    expect(mail?.asunto).toBe('Confirma tu nuevo correo en PractiPerú');
    expect(mail?.texto).toContain('Hola, Lucía:');
    expect(mail?.texto).toContain('1 día');
    const link = mail?.enlaces[0] ?? '';
    expect(link).toMatch(/^http:\/\/practiperu\.test\/postulantes\/confirmar-cambio\/[A-Za-z0-9_-]{43}$/);
    expect(mail?.html).toContain(link);
    // The current address is told at once (with no link in it that could apply the change).
    const requested = await lastMailTo(t, lucia.email);
    expect(requested?.asunto).toBe('Se pidió cambiar el correo de tu cuenta de PractiPerú');
    expect(requested?.texto).toContain(nuevo);
    expect(requested?.texto).toContain('http://practiperu.test/postulantes/recuperar-cuenta');
    expect(requested?.enlaces.some((l) => l.includes('confirmar-cambio'))).toBe(false);
    // Nothing changes until the link is opened; myEmail says how long until another link can be asked for.
    const current = await myEmail(lucia.token);
    expect(current.body.data).toEqual([lucia.email]);
    expect(current.body.optional?.retry_after).toBeGreaterThan(170);
    const [pending] = await t.db.select().from(tokenUnico).where(eq(tokenUnico.usuario_id, lucia.id));
    expect(pending?.datos).toEqual({ correo: nuevo, anterior: lucia.email });

    const confirmed = await confirmEmail({ token: tokenOf(link) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ state: true, message: 'Tu correo se actualizó correctamente.' });

    // Every session is closed: the user logs in again with the new address.
    expect((await myAccount(lucia.token)).status).toBe(401);
    expect((await myAccount(otherDevice)).status).toBe(401);
    expect((await loginAs(0, lucia.email, TEST_PASSWORD)).status).toBe(401);
    const relogin = await loginAs(0, nuevo.toUpperCase(), TEST_PASSWORD);
    expect(relogin.status).toBe(200);
    expect((await myEmail(relogin.body.token)).body.data).toEqual([nuevo]);

    const notice = await lastMailTo(t, lucia.email);
    expect(notice?.asunto).toBe('El correo de tu cuenta de PractiPerú cambió');
    expect(notice?.texto).toContain(nuevo);
    expect(notice?.texto).toContain('hora de Lima');
    expect(notice?.enlaces).toEqual([]);

    // The link works once; opened again it says what happened and what to do (decision 041), and changes nothing.
    const again = await confirmEmail({ token: tokenOf(link) });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      state: false,
      message: 'Este enlace ya se usó: tu correo ya fue cambiado. Inicia sesión con tu nuevo correo.',
      optional: { ya_cambiado: true },
    });
    expect((await loginAs(0, nuevo, TEST_PASSWORD)).status).toBe(200);
  });

  it('a used link whose change no longer holds (the address changed again) is a plain 404', async () => {
    const rosa = await signedIn();
    const primero = freshEmail('rosa.uno');
    await updateEmail({ data: primero, password: TEST_PASSWORD }, rosa.token);
    const firstLink = (await lastMailTo(t, primero))?.enlaces[0] ?? '';
    expect((await confirmEmail({ token: tokenOf(firstLink) })).status).toBe(200);
    advance(200_000);
    const relogin = await loginAs(0, primero, TEST_PASSWORD);
    const segundo = freshEmail('rosa.dos');
    await updateEmail({ data: segundo, password: TEST_PASSWORD }, relogin.body.token);
    expect((await confirmEmail({ token: tokenOf((await lastMailTo(t, segundo))?.enlaces[0] ?? '') })).status).toBe(200);
    const reopened = await confirmEmail({ token: tokenOf(firstLink) });
    expect(reopened.status).toBe(404);
    expect(reopened.body).toMatchObject({ state: false, message: INVALID_LINK });
  });

  it('a recruiter gets the company confirmation page in the link', async () => {
    const empresa = await signedIn({ role: ROLE.RECLUTADOR });
    const nuevo = freshEmail('rrhh');
    expect((await updateEmail({ data: nuevo, target_email: empresa.email, password: TEST_PASSWORD }, empresa.token)).status).toBe(200);
    const link = (await lastMailTo(t, nuevo))?.enlaces[0] ?? '';
    expect(link).toMatch(/^http:\/\/practiperu\.test\/empresas\/confirmar-cambio\//);
    expect((await confirmEmail({ token: tokenOf(link) })).status).toBe(200);
    expect((await loginAs(1, nuevo, TEST_PASSWORD)).status).toBe(200);
  });

  it('a wrong password is refused on its field and no mail leaves', async () => {
    const rosa = await signedIn();
    const nuevo = freshEmail('rosa');
    const res = await updateEmail({ data: nuevo, target_email: rosa.email, password: 'NoEsMiClave1' }, rosa.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      state: false,
      message: 'La contraseña no es correcta.',
      optional: { errors: { password: 'La contraseña no es correcta.' } },
    });
    expect(await mailsTo(nuevo)).toHaveLength(0);
  });

  it('the same address as now, in any case, is refused on the data field', async () => {
    const rosa = await signedIn();
    const res = await updateEmail({ data: ` ${rosa.email.toUpperCase()} `, target_email: rosa.email, password: TEST_PASSWORD }, rosa.token);
    expect(res.status).toBe(400);
    expect(res.body.optional?.errors).toEqual({ data: 'El nuevo correo debe ser distinto del actual.' });
  });

  it("another account's address, in any case, is a 409 conflict", async () => {
    const rosa = await signedIn();
    const taken = await createUser(t.db, { role: ROLE.RECLUTADOR });
    const res = await updateEmail({ data: taken.email.toUpperCase(), target_email: rosa.email, password: TEST_PASSWORD }, rosa.token);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ state: false, message: 'Ya existe una cuenta con este correo.' });
    expect(await mailsTo(taken.email)).toHaveLength(0);
  });

  it('each field has the spec message', async () => {
    const rosa = await signedIn();
    const empty = await updateEmail({}, rosa.token);
    expect(empty.status).toBe(400);
    expect(empty.body.optional?.errors).toEqual({ data: 'Requerido', password: 'Requerido' });
    const invalid = await updateEmail({ data: 'rosa.sin.arroba', password: TEST_PASSWORD }, rosa.token);
    expect(invalid.body.optional?.errors).toEqual({ data: 'Correo inválido' });
    const long = await updateEmail({ data: `${'a'.repeat(250)}@correo.pe`, password: TEST_PASSWORD }, rosa.token);
    expect(long.body.optional?.errors).toEqual({ data: 'Máximo 255 caracteres' });
  });

  it(`one new address is asked for at most ${ADDRESS_LIMIT.max} times an hour, whichever accounts ask: then 429 at data`, async () => {
    const target = freshEmail('buscado');
    for (let i = 0; i < ADDRESS_LIMIT.max; i++) {
      const someone = await signedIn();
      expect((await updateEmail({ data: target, password: TEST_PASSWORD }, someone.token)).status, `attempt ${i + 1}`).toBe(200);
    }
    const next = await signedIn();
    const blocked = await updateEmail({ data: target.toUpperCase(), password: TEST_PASSWORD }, next.token);
    expect(blocked.status).toBe(429);
    expect(blocked.body.optional?.errors).toEqual({ data: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.' });
    // Another address is not affected.
    expect((await updateEmail({ data: freshEmail('otro'), password: TEST_PASSWORD }, next.token)).status).toBe(200);
  });

  it('a new link can be asked for only 180 seconds after the last one, and only the newest works', async () => {
    const rosa = await signedIn();
    const first = freshEmail('primero');
    const second = freshEmail('segundo');
    expect((await updateEmail({ data: first, password: TEST_PASSWORD }, rosa.token)).status).toBe(200);

    const tooSoon = await updateEmail({ data: second, password: TEST_PASSWORD }, rosa.token);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({ state: false, message: 'Podrás reenviar el correo en 03:00.', optional: { retry_after: 180 } });

    advance(100_000);
    const stillSoon = await updateEmail({ data: second, password: TEST_PASSWORD }, rosa.token);
    expect(stillSoon.status).toBe(429);
    expect(stillSoon.body).toMatchObject({ message: 'Podrás reenviar el correo en 01:20.', optional: { retry_after: 80 } });
    expect(await mailsTo(second)).toHaveLength(0);
    // A reloaded page reads the same countdown from myEmail.
    expect((await myEmail(rosa.token)).body.optional).toEqual({ retry_after: 80 });

    advance(80_000);
    expect((await myEmail(rosa.token)).body.optional).toEqual({ retry_after: 0 });
    expect((await updateEmail({ data: second, password: TEST_PASSWORD }, rosa.token)).status).toBe(200);

    const firstLink = (await lastMailTo(t, first))?.enlaces[0] ?? '';
    const secondLink = (await lastMailTo(t, second))?.enlaces[0] ?? '';
    expect((await confirmEmail({ token: tokenOf(firstLink) })).status).toBe(404);
    expect((await confirmEmail({ token: tokenOf(secondLink) })).status).toBe(200);
    expect((await userRow(rosa.id))?.correo).toBe(second);
  });

  it('the link is valid 1 day', async () => {
    const rosa = await signedIn();
    const nuevo = freshEmail('tarde');
    await updateEmail({ data: nuevo, password: TEST_PASSWORD }, rosa.token);
    const link = (await lastMailTo(t, nuevo))?.enlaces[0] ?? '';
    advance(DAY_MS + 1000);
    const res = await confirmEmail({ token: tokenOf(link) });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ state: false, message: INVALID_LINK });
    expect((await userRow(rosa.id))?.correo).toBe(rosa.email);
  });

  it('if another account took the address before the link was opened: 409 and nothing changes', async () => {
    const rosa = await signedIn();
    const nuevo = freshEmail('disputado');
    await updateEmail({ data: nuevo, password: TEST_PASSWORD }, rosa.token);
    const link = (await lastMailTo(t, nuevo))?.enlaces[0] ?? '';
    await createUser(t.db, { email: nuevo.toUpperCase() });

    const res = await confirmEmail({ token: tokenOf(link) });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ state: false, message: 'Ya existe una cuenta con este correo.' });
    expect((await userRow(rosa.id))?.correo).toBe(rosa.email);
    expect((await myAccount(rosa.token)).status).toBe(200);
  });

  it('two accounts confirming the same new address at once: one wins, the other hears 409, never 500', async () => {
    // Whichever way the two transactions interleave, the check in the transaction or the unique index
    // (23505, mapped to 409) stops the second one.
    const a = await signedIn();
    const b = await signedIn();
    const nuevo = freshEmail('carrera');
    await updateEmail({ data: nuevo, password: TEST_PASSWORD }, a.token);
    const linkA = (await lastMailTo(t, nuevo))?.enlaces[0] ?? '';
    await updateEmail({ data: nuevo.toUpperCase(), password: TEST_PASSWORD }, b.token);
    const linkB = (await lastMailTo(t, nuevo))?.enlaces[0] ?? '';
    expect(linkB).not.toBe(linkA);

    const results = await Promise.all([confirmEmail({ token: tokenOf(linkA) }), confirmEmail({ token: tokenOf(linkB) })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409);
    expect(loser?.body).toMatchObject({ state: false, message: 'Ya existe una cuenta con este correo.' });
    const owners = await t.db
      .select({ id: usuario.id })
      .from(usuario)
      .where(sql`lower(${usuario.correo}) = lower(${nuevo})`);
    expect(owners).toHaveLength(1);
  });

  // Needs two connections at once: PostgreSQL only (PGlite has one).
  it.runIf(process.env.DATABASE_URL)('when the unique index itself catches the clash, the answer is still 409', async () => {
    const rosa = await signedIn();
    const rival = await createUser(t.db);
    const nuevo = freshEmail('indice');
    await updateEmail({ data: nuevo, password: TEST_PASSWORD }, rosa.token);
    const link = (await lastMailTo(t, nuevo))?.enlaces[0] ?? '';

    // Another account takes the address in a transaction of its own connection, not committed yet:
    // invisible to the check in the confirmation, which then waits on the unique index.
    const current = await t.db.execute(sql`select current_database() as name`);
    const name = (current as unknown as { rows: { name: string }[] }).rows[0]?.name ?? '';
    const rivalConnection = new pg.Client({ connectionString: withDatabase(process.env.DATABASE_URL ?? '', name) });
    await rivalConnection.connect();
    try {
      await rivalConnection.query('begin');
      await rivalConnection.query('update usuario set correo = $1 where id = $2', [nuevo, rival.id]);
      const confirming = confirmEmail({ token: tokenOf(link) });
      for (let i = 0; i < 100; i++) {
        const waiting = await t.db.execute(
          sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
        );
        if ((waiting as unknown as { rows: unknown[] }).rows.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await rivalConnection.query('commit');

      const res = await confirming;
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ state: false, message: 'Ya existe una cuenta con este correo.' });
      expect((await userRow(rosa.id))?.correo).toBe(rosa.email);
    } finally {
      await rivalConnection.end();
    }
  });

  it("a link changes only its own account: confirming someone else's change leaves mine alone", async () => {
    const mine = await signedIn();
    const theirs = await signedIn();
    const nuevo = freshEmail('ajeno');
    await updateEmail({ data: nuevo, password: TEST_PASSWORD }, theirs.token);
    const link = (await lastMailTo(t, nuevo))?.enlaces[0] ?? '';
    expect((await confirmEmail({ token: tokenOf(link) })).status).toBe(200);
    expect((await userRow(theirs.id))?.correo).toBe(nuevo);
    expect((await userRow(mine.id))?.correo).toBe(mine.email);
    expect((await myAccount(mine.token)).status).toBe(200);
  });

  it('a token of another kind, a made-up one or none at all is not a change link', async () => {
    const rosa = await signedIn();
    const subscription = await issueToken(t.db, { usuarioId: rosa.id, tipo: 'suscripcion', now: t.clock.now });
    expect((await confirmEmail({ token: subscription })).status).toBe(404);
    expect((await confirmEmail({ token: 'no-existe-este-token-de-prueba-123456789' })).status).toBe(404);
    const empty = await confirmEmail({});
    expect(empty.status).toBe(400);
    expect(empty.body.optional?.errors).toEqual({ token: 'Requerido' });
  });

  it('without a session the change cannot be asked for: 401', async () => {
    expect((await updateEmail({ data: freshEmail('x'), password: TEST_PASSWORD })).status).toBe(401);
  });
});

describe('removeAccount (decision 007)', () => {
  it('an applicant deletes the account: no login, no session, no rows, no mails addressed to them', async () => {
    const pedro = await signedIn();
    const stranger = await createUser(t.db);
    await t.app.mailer.send(t.db, stranger.email, { subject: 'Otro', html: '<p>x</p>', text: 'x', links: [] });
    // A mail already sent to Pedro, and a pending e-mail change with its mail to the new address.
    await updatePassword({ current_password: TEST_PASSWORD, clave: NEW_PASSWORD, repetir_clave: NEW_PASSWORD }, pedro.token);
    pedro.password = NEW_PASSWORD;
    const pendingAddress = freshEmail('pedro.nuevo');
    await updateEmail({ data: pendingAddress, password: NEW_PASSWORD }, pedro.token);
    // The password notice and the notice of the requested e-mail change.
    expect(await mailsTo(pedro.email)).toHaveLength(2);
    expect(await mailsTo(pendingAddress)).toHaveLength(1);

    const res = await removeAccount({ password: NEW_PASSWORD }, pedro.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: true, message: 'Tu cuenta fue eliminada.' });

    expect((await myAccount(pedro.token)).status).toBe(401);
    expect((await loginAs(0, pedro.email, NEW_PASSWORD)).status).toBe(401);
    expect(await userRow(pedro.id)).toBeUndefined();
    expect(await t.db.select().from(postulante).where(eq(postulante.usuario_id, pedro.id))).toHaveLength(0);
    expect(await t.db.select().from(sesion).where(eq(sesion.usuario_id, pedro.id))).toHaveLength(0);
    expect(await t.db.select().from(tokenUnico).where(eq(tokenUnico.usuario_id, pedro.id))).toHaveLength(0);
    expect(await mailsTo(pedro.email)).toHaveLength(0);
    expect(await mailsTo(pendingAddress)).toHaveLength(0);
    // Nobody else's mail is touched.
    expect(await mailsTo(stranger.email)).toHaveLength(1);
  });

  it('a company deletes the account: the company, its sectors, its unsubscribe reasons and its logo file go too', async () => {
    const empresa = await signedIn({ role: ROLE.RECLUTADOR });
    const logo = await t.app.storage.save('logos', PNG, 'png');
    const [org] = await t.db.update(organizacion).set({ logo }).where(eq(organizacion.usuario_id, empresa.id)).returning();
    await t.db.insert(organizacionSector).values({ organizacion_id: org!.id, sector_id: 2 });
    await t.db.insert(bajaMarketing).values({ usuario_id: empresa.id, motivo: 'Demasiados correos' });
    const logoFile = path.join(t.config.uploadsDir, logo);
    expect(existsSync(logoFile)).toBe(true);

    const res = await removeAccount({ password: TEST_PASSWORD }, empresa.token);
    expect(res.status).toBe(200);
    expect(existsSync(logoFile)).toBe(false);
    expect(await t.db.select().from(organizacion).where(eq(organizacion.id, org!.id))).toHaveLength(0);
    expect(await t.db.select().from(organizacionSector).where(eq(organizacionSector.organizacion_id, org!.id))).toHaveLength(0);
    expect(await t.db.select().from(bajaMarketing).where(eq(bajaMarketing.usuario_id, empresa.id))).toHaveLength(0);
    expect((await loginAs(1, empresa.email, TEST_PASSWORD)).status).toBe(401);
    // The RUC is free again for a new registration.
    expect(await t.db.select().from(organizacion).where(eq(organizacion.ruc, org!.ruc))).toHaveLength(0);
  });

  it('an applicant deletes the account: the profile photo file goes too', async () => {
    const rosa = await signedIn();
    const foto = await t.app.storage.save('fotos', PNG, 'png');
    await t.db.update(postulante).set({ foto }).where(eq(postulante.usuario_id, rosa.id));
    const fotoFile = path.join(t.config.uploadsDir, foto);
    expect(existsSync(fotoFile)).toBe(true);
    const res = await removeAccount({ password: TEST_PASSWORD }, rosa.token);
    expect(res.status).toBe(200);
    expect(existsSync(fotoFile)).toBe(false);
    expect(await t.db.select().from(postulante).where(eq(postulante.usuario_id, rosa.id))).toHaveLength(0);
  });

  it('a wrong password deletes nothing', async () => {
    const rosa = await signedIn();
    const res = await removeAccount({ password: 'NoEsMiClave1' }, rosa.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ state: false, optional: { errors: { password: 'La contraseña no es correcta.' } } });
    expect(await userRow(rosa.id)).toBeDefined();
    expect((await myAccount(rosa.token)).status).toBe(200);
  });

  it('the password is required', async () => {
    const rosa = await signedIn();
    const res = await removeAccount({}, rosa.token);
    expect(res.status).toBe(400);
    expect(res.body.optional?.errors).toEqual({ password: 'Requerido' });
  });

  it('without a session: 401; an administrator cannot delete themselves here: 403', async () => {
    expect((await removeAccount({ password: TEST_PASSWORD })).status).toBe(401);
    const admin = await signedIn({ role: ROLE.ADMIN });
    const res = await removeAccount({ password: TEST_PASSWORD }, admin.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(FORBIDDEN);
    expect(await userRow(admin.id)).toBeDefined();
  });
});

describe('usuario/update: the recruiter contact person', () => {
  const contact = { nombres: 'María José', apellidos: 'Flores Paredes', nro_contacto: '912345678', cargo: 'Analista de Talento' };

  it('names go to the account, phone and position to the company, and the summary shows them', async () => {
    const empresa = await signedIn({ role: ROLE.RECLUTADOR });
    const res = await updateContact({ data: contact }, empresa.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: true, message: 'Tus datos de contacto se actualizaron correctamente.', data: [contact] });

    const summary = (await myAccount(empresa.token)).body.data[0];
    expect(summary).toMatchObject({ nombres: 'María José', apellidos: 'Flores Paredes' });
    expect(summary?.organizacion).toMatchObject({ nro_contacto: '912345678', cargo: 'Analista de Talento' });
    const session = await call<SessionUser>(t.app, { method: 'POST', url: '/api/auth/mySession', token: empresa.token });
    expect(session.body.data[0]).toMatchObject({ name: 'María José', lastname: 'Flores Paredes' });
  });

  it('accepts numero_contacto as a synonym and trims the values', async () => {
    const empresa = await signedIn({ role: ROLE.RECLUTADOR });
    const res = await updateContact(
      { data: { nombres: ' Jorge ', apellidos: 'Rojas', numero_contacto: '999888777', cargo: 'Gerente' } },
      empresa.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toEqual({ nombres: 'Jorge', apellidos: 'Rojas', nro_contacto: '999888777', cargo: 'Gerente' });
  });

  it("changes only the caller's company", async () => {
    const a = await signedIn({ role: ROLE.RECLUTADOR });
    const b = await signedIn({ role: ROLE.RECLUTADOR });
    await updateContact({ data: contact }, a.token);
    const other = (await myAccount(b.token)).body.data[0];
    expect(other).toMatchObject({ nombres: 'Rosa' });
    expect(other?.organizacion).toMatchObject({ nro_contacto: '', cargo: '' });
  });

  it('each field has the spec message', async () => {
    const empresa = await signedIn({ role: ROLE.RECLUTADOR });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{}, { nombres: 'Requerido', apellidos: 'Requerido', nro_contacto: 'Requerido', cargo: 'Requerido' }],
      [{ ...contact, nombres: 'J' }, { nombres: 'Pocos caracteres' }],
      [{ ...contact, apellidos: 'x'.repeat(31) }, { apellidos: 'Máximo 30 caracteres' }],
      [{ ...contact, cargo: 'C' }, { cargo: 'Pocos caracteres' }],
      [{ ...contact, nro_contacto: '91234567a' }, { nro_contacto: 'Sólo números' }],
      [{ ...contact, nro_contacto: '91234567' }, { nro_contacto: 'Mínimo 9' }],
      [{ ...contact, nro_contacto: '9123456789' }, { nro_contacto: 'Máximo 9 caracteres' }],
    ];
    for (const [data, errors] of cases) {
      const res = await updateContact({ data }, empresa.token);
      expect(res.status).toBe(400);
      const prefixed = Object.fromEntries(Object.entries(errors).map(([k, v]) => [`data.${k}`, v]));
      expect(res.body.optional?.errors).toEqual(prefixed);
    }
  });

  it('is for recruiters only: an applicant or an administrator gets 403, no session 401', async () => {
    const elPostulante = await signedIn();
    const admin = await signedIn({ role: ROLE.ADMIN });
    for (const token of [elPostulante.token, admin.token]) {
      const res = await updateContact({ data: contact }, token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(FORBIDDEN);
    }
    expect((await userRow(elPostulante.id))?.nombres).toBe('Rosa');
    expect((await updateContact({ data: contact })).status).toBe(401);
  });
});

describe('marketing unsubscribe', () => {
  const links = () => createUnsubscribeLinks({ publicUrl: t.config.publicUrl, now: t.app.now });

  async function subscribed(role: 0 | 1 = ROLE.POSTULANTE) {
    const user = await createUser(t.db, { role });
    await t.db.update(usuario).set({ autorizacion_marketing: 1 }).where(eq(usuario.id, user.id));
    return user;
  }

  it('an applicant follows the link of a marketing mail, gives a reason and stops receiving them', async () => {
    const user = await subscribed();
    const url = await links().unsubscribeUrl(t.db, { id: user.id, rol: ROLE.POSTULANTE });
    expect(url).toMatch(/^http:\/\/practiperu\.test\/postulantes\/suscripciones\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(url);

    const valid = await validateSubscription(token);
    expect(valid.status).toBe(200);
    expect(valid.body).toMatchObject({ state: true, data: [{ role: ROLE.POSTULANTE }] });
    // Opening the page does not use the link up.
    expect((await validateSubscription(token)).status).toBe(200);

    const res = await unsubscribe({ token, reason: 'Ya conseguí mis prácticas' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: true, message: 'Listo, ya no recibirás nuestros correos promocionales.' });
    expect((await userRow(user.id))?.autorizacion_marketing).toBe(0);
    const reasons = await t.db.select().from(bajaMarketing).where(eq(bajaMarketing.usuario_id, user.id));
    expect(reasons.map((r) => r.motivo)).toEqual(['Ya conseguí mis prácticas']);

    // The link works once; opened again it says what happened instead of a bare 404, and changes nothing.
    const YA = 'Ya te diste de baja: ya no recibirás nuestros correos promocionales. Si cambias de opinión, actívalos en Mi cuenta.';
    const reopened = await validateSubscription(token);
    expect(reopened.status).toBe(409);
    expect(reopened.body).toMatchObject({ state: false, data: [], message: YA });
    const again = await unsubscribe({ token, reason: 'Otra vez' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ state: false, message: YA });
    expect((await t.db.select().from(bajaMarketing).where(eq(bajaMarketing.usuario_id, user.id))).length).toBe(1);
  });

  it('a company link leads to the company pages and tells the page its role', async () => {
    const empresa = await subscribed(ROLE.RECLUTADOR);
    const url = await links().unsubscribeUrl(t.db, { id: empresa.id, rol: ROLE.RECLUTADOR });
    expect(url).toContain('/empresas/suscripciones/');
    expect((await validateSubscription(tokenOf(url))).body.data).toEqual([{ role: ROLE.RECLUTADOR }]);
    expect((await unsubscribe({ token: tokenOf(url), reason: 'No publicamos más' })).status).toBe(200);
    expect((await userRow(empresa.id))?.autorizacion_marketing).toBe(0);
  });

  it("a link unsubscribes only its own account, and an older mail's link still works", async () => {
    const a = await subscribed();
    const b = await subscribed();
    const older = await links().unsubscribeUrl(t.db, { id: a.id, rol: ROLE.POSTULANTE });
    const newer = await links().unsubscribeUrl(t.db, { id: a.id, rol: ROLE.POSTULANTE });
    expect((await unsubscribe({ token: tokenOf(newer), reason: 'Muchos correos' })).status).toBe(200);
    expect((await userRow(a.id))?.autorizacion_marketing).toBe(0);
    expect((await userRow(b.id))?.autorizacion_marketing).toBe(1);
    expect((await validateSubscription(tokenOf(older))).status).toBe(200);
  });

  it('made-up, expired and other kinds of tokens lead to 404', async () => {
    const user = await subscribed();
    expect((await validateSubscription('no-existe')).status).toBe(404);
    expect((await validateSubscription('x'.repeat(100))).status).toBe(404);
    expect((await unsubscribe({ token: 'no-existe', reason: 'x' })).status).toBe(404);

    const change = await issueToken(t.db, { usuarioId: user.id, tipo: 'cambio_correo', now: t.clock.now, datos: { correo: 'x@y.pe' } });
    expect((await validateSubscription(change)).status).toBe(404);
    expect((await unsubscribe({ token: change, reason: 'x' })).status).toBe(404);

    const url = await links().unsubscribeUrl(t.db, { id: user.id, rol: ROLE.POSTULANTE });
    advance(366 * DAY_MS);
    const res = await validateSubscription(tokenOf(url));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ state: false, message: INVALID_LINK });
    expect((await unsubscribe({ token: tokenOf(url), reason: 'Tarde' })).status).toBe(404);
    expect((await userRow(user.id))?.autorizacion_marketing).toBe(1);
  });

  it('the token and the reason are required; the reason has at most 500 characters', async () => {
    const empty = await unsubscribe({});
    expect(empty.status).toBe(400);
    expect(empty.body.optional?.errors).toEqual({ token: 'Requerido', reason: 'Requerido' });
    const long = await unsubscribe({ token: 'abc', reason: 'x'.repeat(501) });
    expect(long.body.optional?.errors).toEqual({ reason: 'Máximo 500 caracteres' });
    const blank = await unsubscribe({ token: 'abc', reason: '   ' });
    expect(blank.body.optional?.errors).toEqual({ reason: 'Requerido' });
  });
});

describe('getInfoFactura and isPremium', () => {
  it("any signed-in user gets the platform's invoicing data", async () => {
    for (const role of [ROLE.POSTULANTE, ROLE.RECLUTADOR] as const) {
      const user = await signedIn({ role });
      const res = await get('/api/usuario/getInfoFactura', user.token);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([
        { correo: 'facturacion@practiperu.pe', ruc: '20613456784', razon_social: 'PractiPerú S.A.C.', whatsapp: '987654321' },
      ]);
      // Those are the defaults of BILLING_CORREO, BILLING_RUC, BILLING_RAZON_SOCIAL and SUPPORT_WHATSAPP.
      expect(res.body.data[0]).toEqual({
        correo: t.config.BILLING_CORREO,
        ruc: t.config.BILLING_RUC,
        razon_social: t.config.BILLING_RAZON_SOCIAL,
        whatsapp: t.config.SUPPORT_WHATSAPP,
      });
    }
    expect((await get('/api/usuario/getInfoFactura')).status).toBe(401);
  });

  it('a company is premium when is_premium is set; an applicant only with a running membership', async () => {
    const isPremium = (token?: string) => call<boolean>(t.app, { method: 'POST', url: '/api/usuario/isPremium', token });
    const empresa = await signedIn({ role: ROLE.RECLUTADOR });
    const elPostulante = await signedIn();
    expect((await isPremium(empresa.token)).body).toMatchObject({ state: true, data: [false] });
    await t.db.update(organizacion).set({ is_premium: true }).where(eq(organizacion.usuario_id, empresa.id));
    expect((await isPremium(empresa.token)).body.data).toEqual([true]);
    expect((await isPremium(elPostulante.token)).body.data).toEqual([false]);
    expect((await isPremium()).status).toBe(401);
  });
});

describe('marketing consent from Mi cuenta', () => {
  async function setMarketing(body: unknown, token?: string) {
    return call(t.app, { method: 'PATCH', url: '/api/usuario/updateMarketing', payload: body as object, token });
  }

  it('an applicant turns marketing mail off and on again', async () => {
    const rosa = await signedIn();
    let res = await setMarketing({ autorizacion_marketing: 0 }, rosa.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Listo: ya no te enviaremos correos promocionales.');
    expect((await userRow(rosa.id))?.autorizacion_marketing).toBe(0);
    res = await setMarketing({ autorizacion_marketing: 1 }, rosa.token);
    expect(res.body.message).toBe('Listo: te enviaremos novedades y ofertas por correo.');
    expect((await userRow(rosa.id))?.autorizacion_marketing).toBe(1);
  });

  it('refuses a value other than 0 or 1, no session, and administrators', async () => {
    const rosa = await signedIn();
    const bad = await setMarketing({ autorizacion_marketing: 5 }, rosa.token);
    expect(bad.status).toBe(400);
    expect(bad.body.optional?.errors).toEqual({ autorizacion_marketing: 'Elige una opción' });
    expect((await setMarketing({ autorizacion_marketing: 1 })).status).toBe(401);
    const admin = await signedIn({ role: ROLE.ADMIN });
    expect((await setMarketing({ autorizacion_marketing: 1 }, admin.token)).status).toBe(403);
  });
});
