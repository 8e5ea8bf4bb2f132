/**
 * Owners told of attacks (docs/security.md "Owners told of attacks"):
 * - repeated failed logins: when an account's login counter reaches its limit, the login queues one
 *   `auth.aviso_intentos` job whatever the address (so the answer and its cost say nothing about which e-mails have
 *   accounts); the job mails the owner of a confirmed, active account, and nobody otherwise;
 * - a login from a new browser: each browser carries a long-lived random id in an HttpOnly cookie; the account keeps
 *   the SHA-256 of the ids it has logged in from (`navegador_conocido`). A right password from a browser not listed
 *   is mailed to the owner, unless the account had no browser listed yet (its first login, or its first since this
 *   feature): that one is only recorded.
 * Neither mail holds the full address: an IPv4 address is shown as its /24, an IPv6 one as its /48.
 */
import { ROLE } from '@practiperu/shared/constants';
import { paths } from '@practiperu/shared/paths';
import { NAVEGADOR_COOKIE_DIAS } from '@practiperu/shared/retencion';
import { and, count, eq } from 'drizzle-orm';
import { isIPv4, isIPv6 } from 'node:net';
import type { Db, DbOrTx } from '../../db/client.ts';
import { navegadorConocido, usuario } from '../../db/schema/index.ts';
import { enqueue, type JobPayload } from '../../jobs/queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { findUserByEmail } from './auth.repository.ts';
import { codigosFallidosMail, intentosFallidosMail, nuevoNavegadorMail } from './avisos.mails.ts';

export const AVISO_INTENTOS_JOB = 'auth.aviso_intentos';

/** The browser's id: HttpOnly, sent only to the login calls, kept 400 days (the longest browsers allow). */
export const NAVEGADOR_COOKIE = 'pp_navegador';
export const NAVEGADOR_COOKIE_PATH = '/api/auth';
export { NAVEGADOR_COOKIE_DIAS };
const ID_NAVEGADOR = /^[A-Za-z0-9_-]{43}$/;
/** What clients that are not browsers share as their id (they keep no cookie). */
const SIN_NAVEGADOR = 'cliente-sin-navegador';

/** The browser id of a Cookie header, when it carries a well-formed one. */
export function navegadorDeCookie(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === NAVEGADOR_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return ID_NAVEGADOR.test(value) ? value : null;
    }
  }
  return null;
}

export function navegadorCookie(id: string, secure: boolean): string {
  const maxAge = NAVEGADOR_COOKIE_DIAS * 86_400;
  return `${NAVEGADOR_COOKIE}=${id}; Path=${NAVEGADOR_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Roughly where a connection came from, without the full address: its /24 (IPv4) or /48 (IPv6). */
export function redAproximada(ip: string | undefined): string {
  const address = (ip ?? '').replace(/^::ffff:/i, '');
  if (isIPv4(address)) {
    const [a, b, c] = address.split('.').map(Number) as [number, number, number];
    if (a === 127) return 'esta misma computadora (red local)';
    const red = `${a}.${b}.${c}.0/24`;
    const privada = a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
    return privada ? `una red privada (${red})` : `la red ${red}`;
  }
  if (isIPv6(address)) {
    if (address === '::1') return 'esta misma computadora (red local)';
    const grupos = expandirIPv6(address).slice(0, 3);
    const red = `${grupos.map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/48`;
    return /^f[cd]/i.test(grupos[0]!) ? `una red privada (${red})` : `la red ${red}`;
  }
  return 'una red desconocida';
}

function expandirIPv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const a = head ? head.split(':') : [];
  const b = tail ? tail.split(':') : [];
  const ceros = tail === undefined ? [] : Array<string>(8 - a.length - b.length).fill('0');
  return [...a, ...ceros, ...b].map((g) => g.padStart(4, '0').toLowerCase());
}

/** The browser's family from its user agent ("Chrome", "Firefox"…), or null for a client that is not a browser. */
export function familiaDe(userAgent: string | undefined): string | null {
  const ua = userAgent ?? '';
  return /Edg(e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser\//.test(ua)
        ? 'Samsung Internet'
        : /Firefox\/|FxiOS\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS\/|Chromium\//.test(ua)
            ? 'Chrome'
            : /Version\/[\d.]+.*Safari\//.test(ua)
              ? 'Safari'
              : null;
}

/** The browser's family and system from its user agent: "Chrome en Windows". Nothing more of it is kept. */
export function navegadorDe(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const familia = familiaDe(ua);
  const sistema = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPod/.test(ua)
        ? 'iPhone'
        : /iPad/.test(ua)
          ? 'iPad'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Mac OS X|Macintosh/.test(ua)
              ? 'Mac'
              : /Linux/.test(ua)
                ? 'Linux'
                : null;
  if (!familia) return sistema ? `un navegador en ${sistema}` : 'un navegador desconocido';
  return sistema ? `${familia} en ${sistema}` : familia;
}

export interface AvisosDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  now: () => Date;
}

export function createAvisosService(deps: AvisosDeps) {
  const { db, mailer } = deps;

  const recuperarUrl = (rol: number) =>
    rol === ROLE.RECLUTADOR
      ? `${deps.publicUrl}${paths.empresas.recover}`
      : rol === ROLE.POSTULANTE
        ? `${deps.publicUrl}${paths.postulantes.recover}`
        : null;

  /**
   * From the login: the account's counter reached its limit. Queued for every address alike (the same one insert
   * whether an account exists or not); the job decides.
   */
  async function encolarIntentos(input: { email: string; ip: string; userAgent: string | undefined; intentos: number }) {
    await enqueue(db, AVISO_INTENTOS_JOB, {
      email: input.email,
      red: redAproximada(input.ip),
      navegador: navegadorDe(input.userAgent),
      intentos: input.intentos,
      en: deps.now().toISOString(),
    });
  }

  /** The `auth.aviso_intentos` job: mails a confirmed, active account's owner; an unknown address gets nothing. */
  async function avisarIntentos(payload: JobPayload): Promise<void> {
    const email = typeof payload.email === 'string' ? payload.email : '';
    const account = email ? await findUserByEmail(db, email) : undefined;
    if (!account || !account.activo || !account.confirmado_en) return;
    const en = typeof payload.en === 'string' ? new Date(payload.en) : deps.now();
    await mailer.send(
      db,
      account.correo,
      intentosFallidosMail({
        nombres: account.nombres,
        cuando: Number.isNaN(en.getTime()) ? deps.now() : en,
        red: typeof payload.red === 'string' ? payload.red : 'una red desconocida',
        navegador: typeof payload.navegador === 'string' ? payload.navegador : 'un navegador desconocido',
        intentos: Number(payload.intentos) || 0,
        recuperarUrl: recuperarUrl(account.rol),
      }),
    );
  }

  /**
   * After a right password (before the second factor, if the account has one): records the browser for the account
   * and mails the owner when the account had other browsers but not this one. Returns the browser id to keep in its
   * cookie (a new one when it had none), or null for a client that is not a browser (a script, an API client): those
   * count together as one "browser" of the account, with no cookie, so a program that logs in again and again is told
   * once, not at every login.
   */
  async function alIniciarSesion(input: {
    usuarioId: number;
    navegadorId: string | null;
    ip: string;
    userAgent: string | undefined;
    /** The login still asks for a second-factor code: the mail says the password was used, not that a session began. */
    conSegundoFactor?: boolean;
  }): Promise<string | null> {
    const id = familiaDe(input.userAgent) ? (input.navegadorId ?? newToken()) : null;
    const huella = hashToken(id ?? SIN_NAVEGADOR);
    const now = deps.now();
    await db.transaction(async (tx) => {
      const seen = await tx
        .update(navegadorConocido)
        .set({ visto_en: now })
        .where(and(eq(navegadorConocido.usuario_id, input.usuarioId), eq(navegadorConocido.huella, huella)))
        .returning({ id: navegadorConocido.id });
      if (seen.length > 0) return;
      const [known] = await tx.select({ n: count() }).from(navegadorConocido).where(eq(navegadorConocido.usuario_id, input.usuarioId));
      await tx
        .insert(navegadorConocido)
        .values({ usuario_id: input.usuarioId, huella, creado_en: now, visto_en: now })
        .onConflictDoNothing();
      if (!known || known.n === 0) return;
      const account = await findUserById(tx, input.usuarioId);
      if (!account) return;
      await mailer.send(
        tx,
        account.correo,
        nuevoNavegadorMail({
          nombres: account.nombres,
          cuando: now,
          red: redAproximada(input.ip),
          navegador: navegadorDe(input.userAgent),
          recuperarUrl: recuperarUrl(account.rol),
          conSegundoFactor: input.conSegundoFactor ?? false,
        }),
      );
    });
    return id;
  }

  /** The account reached the limit of wrong second-factor codes: its owner is told once per window. */
  /** `paradoMs`: how long the account's codes stay stopped (the counter's time left), for the mail's "hasta". */
  async function avisarCodigosFallidos(usuarioId: number, paradoMs: number): Promise<void> {
    const account = await findUserById(db, usuarioId);
    if (!account) return;
    const cuando = deps.now();
    // Rounded up to the minute: the mail says a time from which a code is surely accepted again.
    const hasta = new Date(Math.ceil((cuando.getTime() + paradoMs) / 60_000) * 60_000);
    await mailer.send(
      db,
      account.correo,
      codigosFallidosMail({ nombres: account.nombres, cuando, hasta, recuperarUrl: recuperarUrl(account.rol) }),
    );
  }

  return { encolarIntentos, avisarIntentos, alIniciarSesion, avisarCodigosFallidos };
}

async function findUserById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ correo: usuario.correo, nombres: usuario.nombres, rol: usuario.rol })
    .from(usuario)
    .where(eq(usuario.id, id));
  return row;
}

export type AvisosService = ReturnType<typeof createAvisosService>;
