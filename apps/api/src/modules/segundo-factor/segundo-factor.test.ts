/**
 * The second factor (TOTP) of administrators and company administrators, told through the HTTP API: enrolment with
 * recovery codes, the login's second step, wrong, replayed and guessed codes, disabling, new recovery codes, the
 * company's requirement, the back office's reset, and production administrators who must enrol before a session.
 */
import { ROLE } from '@practiperu/shared/constants';
import { SEGUNDO_FACTOR_MESSAGES as M } from '@practiperu/shared/segundo-factor';
import { verify } from '@node-rs/argon2';
import { and, desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { formatFechaHoraLima } from '../../mail/layout.ts';
import { auditoria, codigoRecuperacion, correo, miembroOrganizacion, organizacion, segundoFactor, usuario } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken } from '../../lib/tokens.ts';
import {
  call,
  createTestApp,
  createUser,
  lastMailTo,
  login,
  TEST_PASSWORD,
  TEST_TOTP_SECRET_KEY,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';

const SF = '/api/segundoFactor';
const CODIGOS_FALLIDOS = 'Demasiados códigos incorrectos en tu cuenta de PractiPerú';
const LOGIN_URL: Record<number, string> = { [ROLE.RECLUTADOR]: '/api/auth/loginRecruiter', [ROLE.ADMIN]: '/api/auth/loginAdmin' };

interface Desafio {
  desafio: string;
  inscribir: boolean;
  expira_en: number;
}

let t: TestContext;
beforeAll(async () => {
  // Every story logs in many times from the same address; the login's own limits are auth.test.ts's.
  t = await createTestApp({ RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000', RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000' });
});
afterAll(async () => t?.close());

/** The code an authenticator app shows for a secret at the app's clock (plus `offsetSeconds`). */
function codigoDe(secreto: string, offsetSeconds = 0, ctx: TestContext = t): string {
  return new TOTP({ secret: Secret.fromBase32(secreto), digits: 6, period: 30 }).generate({
    timestamp: ctx.clock.now.getTime() + offsetSeconds * 1000,
  });
}

/** Moves the app's clock to the next 30-second step, so the app shows a new code. */
function siguientePaso(ctx: TestContext = t) {
  ctx.clock.now = new Date(ctx.clock.now.getTime() + 30_000);
}

const post = <T = unknown>(url: string, payload: Record<string, unknown>, token?: string, ctx: TestContext = t) =>
  call<T>(ctx.app, { method: 'POST', url, payload, token });

async function loginConDesafio(user: TestUser, ctx: TestContext = t) {
  return call<string>(ctx.app, { method: 'POST', url: LOGIN_URL[user.role]!, payload: { email: user.email, password: user.password } });
}

/** Enrols a signed-in account: the secret and the ten recovery codes. */
async function inscribir(token: string, ctx: TestContext = t) {
  const inicio = await post<{ secreto: string; qr_svg: string; otpauth: string }>(`${SF}/iniciar`, {}, token, ctx);
  expect(inicio.status).toBe(200);
  const { secreto } = inicio.body.data[0]!;
  const conf = await post<{ codigos: string[] }>(`${SF}/confirmar`, { codigo: codigoDe(secreto, 0, ctx) }, token, ctx);
  expect(conf.status).toBe(200);
  siguientePaso(ctx);
  return { secreto, codigos: conf.body.data[0]!.codigos };
}

/** A company's holder (an administrator seat), signed in. */
async function titular(ctx: TestContext = t) {
  const user = await createUser(ctx.db, { role: ROLE.RECLUTADOR });
  return { user, token: await login(ctx.app, user) };
}

/** Another seat of a company, inserted as if it had joined with an invitation. */
async function colega(organizacionDe: number, rol: 'administrador' | 'reclutador'): Promise<TestUser> {
  const [org] = await t.db.select({ id: organizacion.id }).from(organizacion).where(eq(organizacion.usuario_id, organizacionDe));
  const email = `colega-${Math.random().toString(36).slice(2, 10)}@prueba.pe`;
  const [u] = await t.db
    .insert(usuario)
    .values({
      correo: email,
      clave_hash: await hashPassword(TEST_PASSWORD),
      rol: ROLE.RECLUTADOR,
      nombres: 'Carla',
      confirmado_en: new Date(),
    })
    .returning({ id: usuario.id });
  await t.db.insert(miembroOrganizacion).values({ organizacion_id: org!.id, usuario_id: u!.id, rol });
  return { id: u!.id, email, password: TEST_PASSWORD, role: ROLE.RECLUTADOR };
}

describe('a company holder turns on the second factor and logs in with it', () => {
  it('enrols with the QR and a code, gets ten recovery codes once, and the secret is stored sealed', async () => {
    const { user, token } = await titular();
    const antes = await post(`${SF}/estado`, {}, token);
    expect(antes.body.data[0]).toEqual({ disponible: true, activo: false, exigido: false, codigos_restantes: 0, empresa_exige: false });

    const inicio = await post<{ secreto: string; qr_svg: string; otpauth: string }>(`${SF}/iniciar`, {}, token);
    const { secreto, qr_svg, otpauth } = inicio.body.data[0]!;
    expect(secreto).toMatch(/^[A-Z2-7]{32}$/);
    expect(qr_svg).toMatch(/^<svg/);
    expect(otpauth).toContain('otpauth://totp/Practi');
    expect(otpauth).toContain(`secret=${secreto}`);

    const mal = await post(`${SF}/confirmar`, { codigo: '000000' === codigoDe(secreto) ? '111111' : '000000' }, token);
    expect(mal.status).toBe(400);
    expect(mal.body.message).toBe(M.codigoIncorrecto);
    expect(mal.body.optional).toEqual({ errors: { codigo: M.codigoIncorrecto } });

    const ok = await post<{ codigos: string[] }>(`${SF}/confirmar`, { codigo: codigoDe(secreto) }, token);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(M.activado);
    const codigos = ok.body.data[0]!.codigos;
    expect(codigos).toHaveLength(10);
    expect(new Set(codigos).size).toBe(10);
    for (const c of codigos) expect(c).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const [row] = await t.db.select().from(segundoFactor).where(eq(segundoFactor.usuario_id, user.id));
    expect(row!.secreto_cifrado).not.toContain(secreto);
    expect(row!.confirmado_en).not.toBeNull();
    const despues = await post(`${SF}/estado`, {}, token);
    expect(despues.body.data[0]).toMatchObject({ activo: true, codigos_restantes: 10 });
    // Once active, the secret is never shown again: a new QR is refused.
    const otra = await post(`${SF}/iniciar`, {}, token);
    expect(otra.status).toBe(409);
    expect(otra.body.message).toBe(M.yaActivo);
    expect(JSON.stringify(otra.body)).not.toContain(secreto);

    const mail = await lastMailTo(t, user.email);
    expect(mail?.asunto).toBe('Activaste el segundo factor en PractiPerú');
  });

  it('the password alone gives a challenge, not a session; the code gives the session', async () => {
    const { user, token } = await titular();
    const { secreto } = await inscribir(token);

    const primero = await loginConDesafio(user);
    expect(primero.status).toBe(200);
    expect(primero.body.data).toEqual([]);
    expect(primero.body.token).toBeUndefined();
    expect(primero.body.message).toBe(M.pedirCodigo);
    const { desafio, inscribir: debeInscribir, expira_en } = (primero.body.optional as { segundo_factor: Desafio }).segundo_factor;
    expect(debeInscribir).toBe(false);
    expect(expira_en).toBe(300);
    // The challenge is no session.
    expect((await call(t.app, { method: 'POST', url: '/api/auth/mySession', token: desafio })).status).toBe(401);

    const mal = await post(`${SF}/verificar`, { desafio, codigo: codigoDe(secreto, 300) });
    expect(mal.status).toBe(400);
    expect(mal.body.optional).toEqual({ errors: { codigo: M.codigoIncorrecto } });
    const formato = await post(`${SF}/verificar`, { desafio, codigo: '12ab' });
    expect(formato.status).toBe(400);
    expect(formato.body.message).toBe(M.codigoFormato);

    const bien = await post<string>(`${SF}/verificar`, { desafio, codigo: codigoDe(secreto) });
    expect(bien.status).toBe(200);
    expect(bien.body.token).toBeTruthy();
    const sesion = await call<{ id: number }>(t.app, { method: 'POST', url: '/api/auth/mySession', token: bien.body.token });
    expect(sesion.body.data[0]!.id).toBe(user.id);

    // A used challenge gives no second session.
    siguientePaso();
    const otra = await post(`${SF}/verificar`, { desafio, codigo: codigoDe(secreto) });
    expect(otra.status).toBe(401);
    expect(otra.body.message).toBe(M.desafioVencido);
  });

  it('a code that logged in once cannot log in again within its window; the next code can', async () => {
    const { user, token } = await titular();
    const { secreto } = await inscribir(token);
    const codigo = codigoDe(secreto);

    const uno = (await loginConDesafio(user)).body.optional as { segundo_factor: Desafio };
    expect((await post(`${SF}/verificar`, { desafio: uno.segundo_factor.desafio, codigo })).status).toBe(200);

    // Someone who saw the code over the shoulder, with the password, in the same 30 seconds.
    const dos = (await loginConDesafio(user)).body.optional as { segundo_factor: Desafio };
    const replay = await post(`${SF}/verificar`, { desafio: dos.segundo_factor.desafio, codigo });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(M.codigoIncorrecto);

    siguientePaso();
    expect((await post(`${SF}/verificar`, { desafio: dos.segundo_factor.desafio, codigo: codigoDe(secreto) })).status).toBe(200);
  });

  it('a recovery code logs in once; used, it is refused, and the count goes down', async () => {
    const { user, token } = await titular();
    const { codigos } = await inscribir(token);
    const [codigo] = codigos;

    const uno = (await loginConDesafio(user)).body.optional as { segundo_factor: Desafio };
    // Typed without the dash and in lower case, as people do.
    const bien = await post<string>(`${SF}/verificar`, {
      desafio: uno.segundo_factor.desafio,
      codigo: codigo!.replace('-', '').toLowerCase(),
    });
    expect(bien.status).toBe(200);

    const dos = (await loginConDesafio(user)).body.optional as { segundo_factor: Desafio };
    const otra = await post(`${SF}/verificar`, { desafio: dos.segundo_factor.desafio, codigo });
    expect(otra.status).toBe(400);
    expect(otra.body.message).toBe(M.codigoIncorrecto);
    expect((await post(`${SF}/estado`, {}, token)).body.data[0]).toMatchObject({ codigos_restantes: 9 });
  });

  it('five codes void a challenge, even if the fifth was wrong and the sixth right', async () => {
    const { user, token } = await titular();
    const { secreto } = await inscribir(token);
    const { desafio } = ((await loginConDesafio(user)).body.optional as { segundo_factor: Desafio }).segundo_factor;
    for (let i = 0; i < 5; i++)
      expect((await post(`${SF}/verificar`, { desafio, codigo: codigoDe(secreto, 600 + i * 30) })).status).toBe(400);
    const tarde = await post(`${SF}/verificar`, { desafio, codigo: codigoDe(secreto) });
    expect(tarde.status).toBe(401);
    expect(tarde.body.message).toBe(M.desafioVencido);
  });

  it('ten wrong codes over several challenges stop the account for a while, and then a right code is refused too', async () => {
    const { user, token } = await titular();
    const { secreto, codigos } = await inscribir(token);
    let wrong = 0;
    while (wrong < 10) {
      const { desafio } = ((await loginConDesafio(user)).body.optional as { segundo_factor: Desafio }).segundo_factor;
      for (let i = 0; i < 4 && wrong < 10; i++, wrong++) {
        expect((await post(`${SF}/verificar`, { desafio, codigo: codigoDe(secreto, 900 + wrong * 30) })).status).toBe(400);
      }
    }
    const { desafio } = ((await loginConDesafio(user)).body.optional as { segundo_factor: Desafio }).segundo_factor;
    const parado = await post(`${SF}/verificar`, { desafio, codigo: codigoDe(secreto) });
    expect(parado.status).toBe(429);
    expect(parado.body.message).toBe(M.demasiados);
    expect(parado.headers['retry-after']).toBeDefined();
    // The owner is told once: someone who knew the password tried codes.
    const avisos = await t.db
      .select()
      .from(correo)
      .where(and(eq(correo.para, user.email), eq(correo.asunto, CODIGOS_FALLIDOS)));
    expect(avisos).toHaveLength(1);
    const texto = avisos[0]!.texto;
    expect(texto).toContain('alguien conoce tu contraseña');
    // A recovery code is a guess too: it is stopped as well, so the mail offers only what works (decision 071).
    const otro = ((await loginConDesafio(user)).body.optional as { segundo_factor: Desafio }).segundo_factor;
    const recuperacion = await post(`${SF}/verificar`, { desafio: otro.desafio, codigo: codigos[0] });
    expect(recuperacion.status).toBe(429);
    expect(texto).not.toContain('o usa un código de recuperación');
    expect(texto).toContain('no aceptamos ningún código, ni los de tu aplicación ni los de recuperación');
    // "Until when" in Lima time: the counter's 15 minutes from the first wrong code, rounded up to the minute.
    const minuto = (ms: number) => formatFechaHoraLima(new Date(Math.ceil((t.clock.now.getTime() + ms) / 60_000) * 60_000));
    expect([minuto(15 * 60_000), minuto(14 * 60_000)].some((h) => texto.includes(`Si fuiste tú, vuelve a intentarlo desde el ${h}`))).toBe(
      true,
    );
    expect(texto).toContain('Si perdiste tu teléfono y tus códigos de recuperación, escríbenos');
  });

  it('a right password from a new browser is mailed as the password used, not as a session begun', async () => {
    const { user, token } = await titular();
    await inscribir(token);
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN_URL[user.role]!,
      payload: { email: user.email, password: user.password },
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0' },
    });
    expect(res.json<{ token?: string }>().token).toBeUndefined();
    const aviso = await lastMailTo(t, user.email);
    expect(aviso?.asunto).toBe('Se usó tu contraseña desde un navegador nuevo en PractiPerú');
    expect(aviso?.texto).toContain('Alguien escribió la contraseña correcta de tu cuenta');
    expect(aviso?.texto).toContain('sin ese código no se inicia sesión');
    expect(aviso?.texto).not.toContain('Se inició sesión');
  });

  it('disabling asks for the password and a code; then the password alone logs in', async () => {
    const { user, token } = await titular();
    const { secreto } = await inscribir(token);

    const sinClave = await post(`${SF}/desactivar`, { password: 'Otra1234', codigo: codigoDe(secreto) }, token);
    expect(sinClave.status).toBe(400);
    expect(sinClave.body.optional).toEqual({ errors: { password: M.claveIncorrecta } });
    const sinCodigo = await post(`${SF}/desactivar`, { password: TEST_PASSWORD, codigo: codigoDe(secreto, 600) }, token);
    expect(sinCodigo.status).toBe(400);
    expect(sinCodigo.body.optional).toEqual({ errors: { codigo: M.codigoIncorrecto } });
    const vacio = await post(`${SF}/desactivar`, { password: '', codigo: '' }, token);
    expect(vacio.status).toBe(400);

    const ok = await post(`${SF}/desactivar`, { password: TEST_PASSWORD, codigo: codigoDe(secreto) }, token);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(M.desactivado);
    expect((await loginConDesafio(user)).body.token).toBeTruthy();
    expect((await lastMailTo(t, user.email))?.asunto).toBe('Desactivaste el segundo factor en PractiPerú');
  });

  it('recovery codes are kept as salted argon2id hashes: neither the code nor its SHA-256 is stored', async () => {
    const { user, token } = await titular();
    const { codigos } = await inscribir(token);
    const filas = await t.db.select().from(codigoRecuperacion).where(eq(codigoRecuperacion.usuario_id, user.id));
    expect(filas).toHaveLength(10);
    const guardados = filas.map((f) => f.codigo_hash);
    for (const g of guardados) expect(g).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    // Each hash has its own salt.
    expect(new Set(guardados.map((g) => g.split('$')[4])).size).toBe(10);
    for (const c of codigos) {
      const sinGuion = c.replace('-', '');
      for (const g of guardados) {
        expect(g).not.toContain(sinGuion);
        expect(g).not.toContain(hashToken(sinGuion));
      }
    }
    // The hash of each code is among them (the code without its dash, in capitals).
    for (const c of codigos) {
      const aciertos = await Promise.all(guardados.map((g) => verify(g, c.replace('-', ''))));
      expect(aciertos.filter(Boolean)).toHaveLength(1);
    }
  });

  it('the same recovery code sent twice at once logs in only once', async () => {
    const { user, token } = await titular();
    const { codigos } = await inscribir(token);
    const uno = (await loginConDesafio(user)).body.optional as { segundo_factor: Desafio };
    const dos = (await loginConDesafio(user)).body.optional as { segundo_factor: Desafio };
    const respuestas = await Promise.all([
      post(`${SF}/verificar`, { desafio: uno.segundo_factor.desafio, codigo: codigos[3] }),
      post(`${SF}/verificar`, { desafio: dos.segundo_factor.desafio, codigo: codigos[3] }),
    ]);
    expect(respuestas.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await post(`${SF}/estado`, {}, token)).body.data[0]).toMatchObject({ codigos_restantes: 9 });
  });

  it('a recovery code kept as SHA-256 before argon2id still logs in, once', async () => {
    const { user, token } = await titular();
    await inscribir(token);
    // A row as the first version wrote it: the hex SHA-256 of the code without its dash.
    await t.db.insert(codigoRecuperacion).values({ usuario_id: user.id, codigo_hash: hashToken('HJKMNPQR') });
    expect((await post(`${SF}/estado`, {}, token)).body.data[0]).toMatchObject({ codigos_restantes: 11 });

    const uno = (await loginConDesafio(user)).body.optional as { segundo_factor: Desafio };
    expect((await post(`${SF}/verificar`, { desafio: uno.segundo_factor.desafio, codigo: 'hjkm-npqr' })).status).toBe(200);

    const dos = (await loginConDesafio(user)).body.optional as { segundo_factor: Desafio };
    const otra = await post(`${SF}/verificar`, { desafio: dos.segundo_factor.desafio, codigo: 'HJKM-NPQR' });
    expect(otra.status).toBe(400);
    expect(otra.body.message).toBe(M.codigoIncorrecto);
    expect((await post(`${SF}/estado`, {}, token)).body.data[0]).toMatchObject({ codigos_restantes: 10 });
  });

  it('new recovery codes replace the old ones', async () => {
    const { user, token } = await titular();
    const { secreto, codigos: viejos } = await inscribir(token);
    const res = await post<{ codigos: string[] }>(`${SF}/regenerarCodigos`, { codigo: codigoDe(secreto) }, token);
    expect(res.status).toBe(200);
    const nuevos = res.body.data[0]!.codigos;
    expect(nuevos).toHaveLength(10);
    expect(nuevos.some((c) => viejos.includes(c))).toBe(false);

    const { desafio } = ((await loginConDesafio(user)).body.optional as { segundo_factor: Desafio }).segundo_factor;
    expect((await post(`${SF}/verificar`, { desafio, codigo: viejos[0] })).status).toBe(400);
    expect((await post(`${SF}/verificar`, { desafio, codigo: nuevos[0] })).status).toBe(200);
  });
});

describe('who may use it', () => {
  it('without a session the account calls answer 401', async () => {
    for (const path of ['estado', 'iniciar', 'confirmar', 'desactivar', 'regenerarCodigos', 'exigirEnEmpresa']) {
      const body = { codigo: '123456', password: 'x', exigir: true };
      const res = await post(`${SF}/${path}`, path === 'iniciar' ? {} : body);
      expect([path, res.status]).toEqual([path, 401]);
    }
  });

  it('applicants and recruiter seats are told it is for administrators', async () => {
    const postulante = await createUser(t.db, { role: ROLE.POSTULANTE });
    const pt = await login(t.app, postulante);
    expect((await post(`${SF}/estado`, {}, pt)).body.data[0]).toMatchObject({ disponible: false, activo: false });
    const res = await post(`${SF}/iniciar`, {}, pt);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(M.soloAdministradores);

    const { user: holder } = await titular();
    const seat = await colega(holder.id, 'reclutador');
    const st = await login(t.app, seat);
    expect((await post(`${SF}/iniciar`, {}, st)).status).toBe(403);
    const exigir = await post(`${SF}/exigirEnEmpresa`, { exigir: true }, st);
    expect(exigir.status).toBe(403);
  });

  it("someone else's code does not open an account, and each session acts on its own account only", async () => {
    const a = await titular();
    const b = await titular();
    const sa = await inscribir(a.token);
    const sb = await inscribir(b.token);
    const { desafio } = ((await loginConDesafio(a.user)).body.optional as { segundo_factor: Desafio }).segundo_factor;
    expect((await post(`${SF}/verificar`, { desafio, codigo: codigoDe(sb.secreto) })).status).toBe(400);
    expect((await post(`${SF}/verificar`, { desafio, codigo: sb.codigos[0] })).status).toBe(400);
    // B, signed in, with its password and A's code, cannot turn off A's (nor its own).
    const res = await post(`${SF}/desactivar`, { password: TEST_PASSWORD, codigo: codigoDe(sa.secreto) }, b.token);
    expect(res.status).toBe(400);
    expect((await post(`${SF}/estado`, {}, a.token)).body.data[0]).toMatchObject({ activo: true });
  });
});

describe('a company that requires the second factor of its administrators', () => {
  it('only an administrator with its own second factor turns it on; then an administrator seat enrols at login', async () => {
    const { user: holder, token } = await titular();
    const sinFactor = await post(`${SF}/exigirEnEmpresa`, { exigir: true }, token);
    expect(sinFactor.status).toBe(400);
    expect(sinFactor.body.optional).toEqual({ errors: { exigir: M.exigirSinFactor } });
    // The right password does not stand in for one's own factor: refused, said in Spanish, nothing changed.
    const conClave = await post(`${SF}/exigirEnEmpresa`, { exigir: true, password: TEST_PASSWORD }, token);
    expect(conClave.status).toBe(400);
    expect(conClave.body.optional).toEqual({ errors: { exigir: M.exigirSinFactor } });
    expect(M.exigirSinFactor).toMatch(/^Para exigir el segundo factor a los administradores de la empresa, activa primero el tuyo/);
    expect((await post(`${SF}/estado`, {}, token)).body.data[0]).toMatchObject({ empresa_exige: false, exigido: false });

    const { secreto } = await inscribir(token);
    const on = await post(`${SF}/exigirEnEmpresa`, { exigir: true, codigo: codigoDe(secreto) }, token);
    siguientePaso();
    expect(on.status).toBe(200);
    expect(on.body.data[0]).toMatchObject({ empresa_exige: true, exigido: true });
    // Required: the holder cannot turn its own off.
    const off = await post(`${SF}/desactivar`, { password: TEST_PASSWORD, codigo: codigoDe(secreto) }, token);
    expect(off.status).toBe(403);
    expect(off.body.message).toBe(M.requerido);

    // An administrator seat without a second factor: the password leads to enrolment, not to a session.
    const admin = await colega(holder.id, 'administrador');
    const res = await loginConDesafio(admin);
    expect(res.body.token).toBeUndefined();
    expect(res.body.message).toBe(M.pedirInscripcion);
    const { desafio, inscribir: debe } = (res.body.optional as { segundo_factor: Desafio }).segundo_factor;
    expect(debe).toBe(true);
    // The enrolment challenge is not a login challenge.
    expect((await post(`${SF}/verificar`, { desafio, codigo: '123456' })).status).toBe(401);
    const qr = await post<{ secreto: string }>(`${SF}/iniciar`, { desafio });
    expect(qr.status).toBe(200);
    const conf = await post<{ codigos: string[] }>(`${SF}/confirmar`, { desafio, codigo: codigoDe(qr.body.data[0]!.secreto) });
    expect(conf.status).toBe(200);
    expect(conf.body.data[0]!.codigos).toHaveLength(10);
    const sesion = await call<{ id: number }>(t.app, { method: 'POST', url: '/api/auth/mySession', token: conf.body.token });
    expect(sesion.body.data[0]!.id).toBe(admin.id);

    // A recruiter seat is not asked.
    const reclutador = await colega(holder.id, 'reclutador');
    expect((await loginConDesafio(reclutador)).body.token).toBeTruthy();
  });
});

describe("the company's requirement is changed only with proof, recorded and told", () => {
  it('a session alone cannot turn it off; with a code it can, the trail shows who, and the other administrators are mailed', async () => {
    const { user: holder, token } = await titular();
    const otroAdmin = await colega(holder.id, 'administrador');
    const reclutador = await colega(holder.id, 'reclutador');
    const { secreto } = await inscribir(token);

    const sinCodigo = await post(`${SF}/exigirEnEmpresa`, { exigir: true }, token);
    expect(sinCodigo.status).toBe(400);
    expect(sinCodigo.body.optional).toEqual({ errors: { codigo: M.codigoRequerido } });
    const malo = await post(`${SF}/exigirEnEmpresa`, { exigir: true, codigo: '000000' }, token);
    expect(malo.status).toBe(400);
    expect(malo.body.optional).toEqual({ errors: { codigo: M.codigoIncorrecto } });
    expect((await post(`${SF}/estado`, {}, token)).body.data[0]).toMatchObject({ empresa_exige: false });

    expect((await post(`${SF}/exigirEnEmpresa`, { exigir: true, codigo: codigoDe(secreto) }, token)).status).toBe(200);
    siguientePaso();
    const aviso = await lastMailTo(t, otroAdmin.email);
    expect(aviso?.asunto).toMatch(/ahora exige el segundo factor a sus administradores$/);
    expect(aviso?.texto).toContain(holder.email);

    // Off: the same proof; a replayed code is refused.
    const codigo = codigoDe(secreto);
    expect((await post(`${SF}/exigirEnEmpresa`, { exigir: false }, token)).status).toBe(400);
    const off = await post(`${SF}/exigirEnEmpresa`, { exigir: false, codigo }, token);
    expect(off.status).toBe(200);
    expect(off.body.data[0]).toMatchObject({ empresa_exige: false });
    expect((await post(`${SF}/exigirEnEmpresa`, { exigir: true, codigo }, token)).status).toBe(400);
    expect((await lastMailTo(t, otroAdmin.email))?.asunto).toMatch(/dejó de exigir el segundo factor a sus administradores$/);
    // A recruiter seat is not an administrator: not mailed.
    expect(await lastMailTo(t, reclutador.email)).toBeUndefined();

    const actividad = await call<{ items: { accion: string; usuario_correo: string }[] }>(t.app, {
      method: 'GET',
      url: '/api/equipo/actividad',
      token,
    });
    const acciones = JSON.stringify(actividad.body.data);
    expect(acciones).toContain('organizacion.exigir_segundo_factor');
    expect(acciones).toContain('organizacion.no_exigir_segundo_factor');
  });

  it('an administrator without a second factor of its own turns it off with its password', async () => {
    const { user: holder, token } = await titular();
    // A seat signed in before the company required it: its session has no second factor.
    const otro = await colega(holder.id, 'administrador');
    const otroToken = await login(t.app, otro);
    const { secreto } = await inscribir(token);
    expect((await post(`${SF}/exigirEnEmpresa`, { exigir: true, codigo: codigoDe(secreto) }, token)).status).toBe(200);
    siguientePaso();

    const sinClave = await post(`${SF}/exigirEnEmpresa`, { exigir: false }, otroToken);
    expect(sinClave.body.optional).toEqual({ errors: { password: 'Requerido' } });
    const malo = await post(`${SF}/exigirEnEmpresa`, { exigir: false, password: 'NoEsLaClave1' }, otroToken);
    expect(malo.status).toBe(400);
    expect(malo.body.optional).toEqual({ errors: { password: M.claveIncorrecta } });
    const bien = await post(`${SF}/exigirEnEmpresa`, { exigir: false, password: TEST_PASSWORD }, otroToken);
    expect(bien.status).toBe(200);
    expect(bien.body.data[0]).toMatchObject({ empresa_exige: false });
    expect((await lastMailTo(t, holder.email))?.asunto).toMatch(/dejó de exigir el segundo factor/);
  });
});

describe("the back office resets someone's second factor", () => {
  it('audited and mailed; the account then logs in with its password', async () => {
    const { user, token } = await titular();
    await inscribir(token);
    const admin = await createUser(t.db, { role: ROLE.ADMIN });
    const adminToken = await login(t.app, admin);

    const res = await post(`/api/admin/segundoFactor/${user.id}/restablecer`, {}, adminToken);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.restablecido);
    // A session opened with the lost phone does not outlive its factor (ASVS V7.4.3); the administrator's stays.
    expect((await call(t.app, { method: 'POST', url: '/api/auth/mySession', token })).status).toBe(401);
    expect((await call(t.app, { method: 'POST', url: '/api/auth/mySession', token: adminToken })).status).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'usuario'), eq(auditoria.entidad_id, String(user.id))))
      .orderBy(desc(auditoria.id))
      .limit(1);
    expect(entry).toMatchObject({
      admin_id: admin.id,
      accion: 'usuario.restablecerSegundoFactor',
      despues: { correo: user.email, segundo_factor: false, sesiones_cerradas: 1 },
    });
    // The owner is told what happened, what to do next and what to do if they did not ask for it.
    const aviso = await lastMailTo(t, user.email);
    expect(aviso?.asunto).toBe('Restablecimos el segundo factor de tu cuenta de PractiPerú');
    expect(aviso?.texto).toContain('tus códigos de recuperación anteriores ya no sirven');
    expect(aviso?.texto).toContain('vuelve a activarlo desde Mi cuenta cuanto antes');
    expect(aviso?.texto).toContain('Si no pediste que restablecieran tu segundo factor, cambia tu contraseña ahora');
    expect(aviso?.enlaces.some((e) => e.endsWith('/empresas/recuperar-cuenta'))).toBe(true);
    expect(aviso?.texto).toContain('cerramos las sesiones que tenías abiertas');
    // Each piece of advice is a paragraph of its own in the text part, as in the other notices.
    expect(aviso?.texto).toContain('alguien podría estar intentando entrar a tu cuenta.\n\n');
    expect(aviso?.texto).toContain('\n\nNunca te pediremos tu contraseña ni tus códigos por correo.');
    expect((await loginConDesafio(user)).body.token).toBeTruthy();

    const otra = await post(`/api/admin/segundoFactor/${user.id}/restablecer`, {}, adminToken);
    expect(otra.status).toBe(409);
    expect(otra.body.message).toBe(M.sinFactor);
  });

  it('of an account whose company requires it: the back office is told it will be asked to enrol at its next login', async () => {
    const { user, token } = await titular();
    const { secreto } = await inscribir(token);
    expect((await post(`${SF}/exigirEnEmpresa`, { exigir: true, codigo: codigoDe(secreto) }, token)).status).toBe(200);
    siguientePaso();
    const adminToken = await login(t.app, await createUser(t.db, { role: ROLE.ADMIN }));

    const res = await post(`/api/admin/segundoFactor/${user.id}/restablecer`, {}, adminToken);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.restablecidoExigido);
    expect(res.body.message).not.toContain('solo con su contraseña');
    // And so it is: the password leads to enrolment, not to a session.
    const next = await loginConDesafio(user);
    expect(next.body.token).toBeUndefined();
    expect((next.body.optional as { segundo_factor: Desafio }).segundo_factor.inscribir).toBe(true);
  });

  it('is the back office only: others get the 404 of a path that does not exist', async () => {
    const { user, token } = await titular();
    await inscribir(token);
    const res = await post(`/api/admin/segundoFactor/${user.id}/restablecer`, {}, token);
    expect(res.status).toBe(404);
    expect((await post(`${SF}/estado`, {}, token)).body.data[0]).toMatchObject({ activo: true });
  });
});

describe('administrators when the second factor is required (production)', () => {
  let p: TestContext;
  beforeAll(async () => {
    p = await createTestApp({ ADMIN_2FA_REQUIRED: 'true', RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000' });
  });
  afterAll(async () => p?.close());

  it('production never turns it off', () => {
    const prod = { NODE_ENV: 'production', SEED_DEMO: 'false', TOTP_SECRET_KEY: TEST_TOTP_SECRET_KEY };
    expect(() => loadConfig({ ...prod, ADMIN_2FA_REQUIRED: 'false' })).toThrow(/ADMIN_2FA_REQUIRED/);
    expect(loadConfig(prod).ADMIN_2FA_REQUIRED).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).ADMIN_2FA_REQUIRED).toBe(false);
  });

  it('an administrator without one logs in only to enrol, then with a code', async () => {
    const admin = await createUser(p.db, { role: ROLE.ADMIN });
    const res = await loginConDesafio(admin, p);
    expect(res.status).toBe(200);
    expect(res.body.token).toBeUndefined();
    const { desafio, inscribir: debe } = (res.body.optional as { segundo_factor: Desafio }).segundo_factor;
    expect(debe).toBe(true);
    // The challenge opens nothing of the back office.
    expect((await call(p.app, { method: 'GET', url: '/api/admin/usuarios', token: desafio })).status).toBe(404);

    const qr = await post<{ secreto: string }>(`${SF}/iniciar`, { desafio }, undefined, p);
    const secreto = qr.body.data[0]!.secreto;
    const conf = await post(`${SF}/confirmar`, { desafio, codigo: codigoDe(secreto, 0, p) }, undefined, p);
    expect(conf.status).toBe(200);
    expect((await call(p.app, { method: 'GET', url: '/api/admin/usuarios', token: conf.body.token })).status).toBe(200);

    siguientePaso(p);
    const again = await loginConDesafio(admin, p);
    const ch = (again.body.optional as { segundo_factor: Desafio }).segundo_factor;
    expect(ch.inscribir).toBe(false);
    const ok = await post(`${SF}/verificar`, { desafio: ch.desafio, codigo: codigoDe(secreto, 0, p) }, undefined, p);
    expect(ok.status).toBe(200);
    // Required, it cannot be turned off.
    siguientePaso(p);
    const off = await post(`${SF}/desactivar`, { password: TEST_PASSWORD, codigo: codigoDe(secreto, 0, p) }, ok.body.token, p);
    expect(off.status).toBe(403);
  });
});
