/**
 * Owners told of attacks (docs/security.md): repeated failed logins and a login from a new browser are mailed to
 * the account's owner, and to nobody else; the login's answers are the same whether an account exists or not.
 */
import { ROLE } from '@practiperu/shared/constants';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correo, navegadorConocido, trabajo } from '../../db/schema/index.ts';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { AVISO_INTENTOS_JOB, NAVEGADOR_COOKIE, navegadorDe, redAproximada } from './avisos.service.ts';

const LOGIN = { 0: '/api/auth/loginPostulant', 1: '/api/auth/loginRecruiter', 2: '/api/auth/loginAdmin' } as const;
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const ATTEMPTS = 3;
const FAILED = 'Intentos fallidos de iniciar sesión en tu cuenta de PractiPerú';
const NEW_BROWSER = 'Nuevo inicio de sesión en tu cuenta de PractiPerú';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_LOGIN_IP_PER_MINUTE: '1000',
    RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: String(ATTEMPTS),
    RATE_LIMIT_LOGIN_ACCOUNT_ALL_PER_15_MINUTES: '1000',
  });
});
afterAll(async () => t?.close());

function attempt(user: { email: string; role?: number }, password: string, opts: { ip?: string; ua?: string; cookie?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: LOGIN[(user.role ?? ROLE.POSTULANTE) as 0 | 1 | 2],
    payload: { email: user.email, password },
    remoteAddress: opts.ip ?? '190.42.17.33',
    headers: { 'user-agent': opts.ua ?? FIREFOX_WINDOWS, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
  });
}

async function mailsTo(email: string, asunto: string) {
  await t.app.queue.drain();
  return t.db
    .select()
    .from(correo)
    .where(sql`lower(${correo.para}) = lower(${email}) and ${correo.asunto} = ${asunto}`)
    .orderBy(desc(correo.id));
}

const browserCookie = (res: { headers: Record<string, unknown> }) => {
  const header = String(res.headers['set-cookie'] ?? '');
  return header.split(';')[0]!;
};

describe('repeated failed logins', () => {
  it('the owner gets one mail when a guesser reaches the limit: when, the /24 network, the browser and the recovery page', async () => {
    const owner = await createUser(t.db, { nombres: 'Rosa María' });
    for (let i = 0; i < ATTEMPTS; i++) expect((await attempt(owner, `Incorrecta${i}`)).statusCode).toBe(401);
    const [mail, ...more] = await mailsTo(owner.email, FAILED);
    expect(more).toHaveLength(0);
    expect(mail!.texto).toContain('Hola, Rosa:');
    expect(mail!.texto).toContain(`Hubo ${ATTEMPTS} intentos seguidos`);
    expect(mail!.texto).toContain('desde la red 190.42.17.0/24, con Firefox en Windows');
    expect(mail!.texto).toContain('(hora de Lima)');
    expect(mail!.texto).not.toContain('190.42.17.33');
    expect(mail!.enlaces).toContain('http://practiperu.test/postulantes/recuperar-cuenta');

    // The guesser goes on (now refused): still one mail in the window.
    for (let i = 0; i < 3; i++) expect((await attempt(owner, `Otra${i}`)).statusCode).toBe(429);
    expect(await mailsTo(owner.email, FAILED)).toHaveLength(1);
  });

  it('fewer failures than the limit, or a right password before it, mail nothing', async () => {
    const owner = await createUser(t.db);
    for (let i = 0; i < ATTEMPTS - 1; i++) await attempt(owner, `Incorrecta${i}`);
    expect((await attempt(owner, owner.password)).statusCode).toBe(200);
    // The right password started the counters again: two more failures stay under the limit.
    for (let i = 0; i < ATTEMPTS - 1; i++) await attempt(owner, `Incorrecta${i}`);
    expect(await mailsTo(owner.email, FAILED)).toHaveLength(0);
  });

  it('an address without an account gets the same answers at the same attempts, the same queued work, and no mail', async () => {
    const owner = await createUser(t.db);
    const nobody = { email: `nadie-${owner.id}@prueba.pe` };
    const answers = async (who: { email: string }) => {
      const seen: string[] = [];
      const before = await jobsOfNotices();
      for (let i = 0; i < ATTEMPTS + 2; i++) {
        const res = await attempt(who, `Incorrecta${i}`, { ip: '200.1.2.3' });
        seen.push(`${res.statusCode} ${res.json<{ message: string }>().message} ${res.headers['retry-after'] ? 'retry-after' : ''}`);
      }
      return { seen, queued: (await jobsOfNotices()) - before };
    };
    const known = await answers(owner);
    const unknown = await answers(nobody);
    expect(unknown).toEqual(known);
    expect(known.queued).toBe(1);
    expect(known.seen[0]).toBe('401 Correo o contraseña incorrectos. ');
    expect(await mailsTo(owner.email, FAILED)).toHaveLength(1);
    expect(await mailsTo(nobody.email, FAILED)).toHaveLength(0);
  });

  it('an unconfirmed or deactivated account is not mailed (its address was never proven, or it is closed)', async () => {
    for (const opts of [{ confirmed: false }, { active: false }]) {
      const user = await createUser(t.db, opts);
      for (let i = 0; i < ATTEMPTS; i++) await attempt(user, `Incorrecta${i}`, { ip: '200.9.9.9' });
      expect(await mailsTo(user.email, FAILED)).toHaveLength(0);
    }
  });

  it("a company's notice leads to the company recovery page; an administrator's has no link (they have no recovery page)", async () => {
    const empresa = await createUser(t.db, { role: ROLE.RECLUTADOR });
    const admin = await createUser(t.db, { role: ROLE.ADMIN });
    for (const user of [empresa, admin]) {
      for (let i = 0; i < ATTEMPTS; i++) await attempt(user, `Incorrecta${i}`, { ip: '201.230.5.6' });
    }
    const [toEmpresa] = await mailsTo(empresa.email, FAILED);
    expect(toEmpresa!.enlaces).toContain('http://practiperu.test/empresas/recuperar-cuenta');
    const [toAdmin] = await mailsTo(admin.email, FAILED);
    expect(toAdmin!.enlaces).toEqual([]);
    expect(toAdmin!.texto).toContain('npm run admin:create');
  });
});

async function jobsOfNotices(): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(trabajo)
    .where(eq(trabajo.tipo, AVISO_INTENTOS_JOB));
  return row!.n;
}

describe('a login from a new browser', () => {
  let owner: TestUser;
  let first: string;
  beforeAll(async () => {
    owner = await createUser(t.db, { nombres: 'Lucía' });
  });

  it('the first login only records the browser: an HttpOnly cookie of the login calls, kept 400 days, and no mail', async () => {
    const res = await attempt(owner, owner.password);
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^${NAVEGADOR_COOKIE}=[A-Za-z0-9_-]{43}; Path=/api/auth; Max-Age=34560000; HttpOnly; SameSite=Lax$`));
    first = browserCookie(res);
    expect(await mailsTo(owner.email, NEW_BROWSER)).toHaveLength(0);
    // Only a hash of the browser's id is stored, never the id.
    const rows = await t.db.select().from(navegadorConocido).where(eq(navegadorConocido.usuario_id, owner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.huella).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toContain(rows[0]!.huella);
  });

  it('the same browser again is not mailed', async () => {
    expect((await attempt(owner, owner.password, { cookie: first })).statusCode).toBe(200);
    expect(await mailsTo(owner.email, NEW_BROWSER)).toHaveLength(0);
  });

  it('another browser is mailed "Nuevo inicio de sesión" with when, the /48 network and the browser, and the recovery page', async () => {
    const res = await attempt(owner, owner.password, { ip: '2001:db8:1234:5678::9', ua: CHROME_ANDROID });
    expect(res.statusCode).toBe(200);
    const [mail, ...more] = await mailsTo(owner.email, NEW_BROWSER);
    expect(more).toHaveLength(0);
    expect(mail!.texto).toContain('Hola, Lucía:');
    expect(mail!.texto).toContain('desde la red 2001:db8:1234::/48, con Chrome en Android');
    expect(mail!.texto).not.toContain('5678');
    expect(mail!.enlaces).toContain('http://practiperu.test/postulantes/recuperar-cuenta');
    // That browser is now known too; a cookie that is not one of ours counts as a new browser.
    expect((await attempt(owner, owner.password, { cookie: browserCookie(res) })).statusCode).toBe(200);
    expect(await mailsTo(owner.email, NEW_BROWSER)).toHaveLength(1);
    expect((await attempt(owner, owner.password, { cookie: `${NAVEGADOR_COOKIE}=x; otra=1` })).statusCode).toBe(200);
    expect(await mailsTo(owner.email, NEW_BROWSER)).toHaveLength(2);
  });

  it('a wrong password from a new browser records nothing and mails nothing about a login', async () => {
    const res = await attempt(owner, 'Incorrecta1', { ip: '200.1.1.1' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await mailsTo(owner.email, NEW_BROWSER)).toHaveLength(2);
  });

  it("another account's login from this browser is that account's first: recorded, not mailed", async () => {
    const other = await createUser(t.db);
    expect((await attempt(other, other.password, { cookie: first })).statusCode).toBe(200);
    expect(await mailsTo(other.email, NEW_BROWSER)).toHaveLength(0);
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(navegadorConocido)
      .where(eq(navegadorConocido.usuario_id, other.id));
    expect(row!.n).toBe(1);
  });

  it('a client that is not a browser gets no cookie; all such clients count as one, told once', async () => {
    const script = await createUser(t.db);
    const viaScript = () => attempt(script, script.password, { ua: 'curl/8.5.0' });
    const first = await attempt(script, script.password, { cookie: undefined });
    expect(first.statusCode).toBe(200);
    expect((await viaScript()).headers['set-cookie']).toBeUndefined();
    const [mail] = await mailsTo(script.email, NEW_BROWSER);
    expect(mail!.texto).toContain('con un navegador desconocido');
    for (let i = 0; i < 2; i++) expect((await viaScript()).statusCode).toBe(200);
    expect(await mailsTo(script.email, NEW_BROWSER)).toHaveLength(1);
  });

  it('in production the cookie is sent only over HTTPS (Secure)', async () => {
    // The attribute follows NODE_ENV; the unit below is the cookie the production app writes.
    const { navegadorCookie } = await import('./avisos.service.ts');
    expect(navegadorCookie('a'.repeat(43), true)).toMatch(/; Secure$/);
    expect(navegadorCookie('a'.repeat(43), false)).not.toContain('Secure');
  });
});

describe('roughly where and with what', () => {
  it('an address is shown as its network, never in full', () => {
    expect(redAproximada('190.42.17.33')).toBe('la red 190.42.17.0/24');
    expect(redAproximada('::ffff:190.42.17.33')).toBe('la red 190.42.17.0/24');
    expect(redAproximada('192.168.1.20')).toBe('una red privada (192.168.1.0/24)');
    expect(redAproximada('127.0.0.1')).toBe('esta misma computadora (red local)');
    expect(redAproximada('::1')).toBe('esta misma computadora (red local)');
    expect(redAproximada('2800:200:e840:1a2b::7')).toBe('la red 2800:200:e840::/48');
    expect(redAproximada('fd00:1:2:3::4')).toBe('una red privada (fd00:1:2::/48)');
    expect(redAproximada('')).toBe('una red desconocida');
  });

  it('a user agent is reduced to the browser family and the system', () => {
    expect(navegadorDe(FIREFOX_WINDOWS)).toBe('Firefox en Windows');
    expect(navegadorDe(CHROME_ANDROID)).toBe('Chrome en Android');
    expect(
      navegadorDe('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'),
    ).toBe('Safari en Mac');
    expect(
      navegadorDe(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      ),
    ).toBe('Edge en Windows');
    expect(
      navegadorDe('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari en iPhone');
    expect(navegadorDe('curl/8.5.0')).toBe('un navegador desconocido');
    expect(navegadorDe(undefined)).toBe('un navegador desconocido');
  });
});
