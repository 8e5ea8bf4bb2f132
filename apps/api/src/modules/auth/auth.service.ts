/** Logging in and out, and the signed-in user (docs/decisions/003-sessions-and-login.md). */
import { RESEND_COUNTDOWN_SECONDS, ROLE, type Role } from '@practiperu/shared/constants';
import { missingRequiredFields } from '@practiperu/shared/cv';
import { EQUIPO_MESSAGES } from '@practiperu/shared/equipo';
import { limaToday } from '@practiperu/shared/dates';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionContext } from '../../plugins/auth.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { issueToken, lastIssuedAt, secondsUntilResend } from '../../lib/one-time-tokens.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as repo from './auth.repository.ts';

export const AUTH_MESSAGES = {
  wrongCredentials: 'Correo o contraseña incorrectos.',
  unconfirmed: 'Tu cuenta aún no ha sido confirmada. Revisa tu correo (también la carpeta de spam) para activarla.',
  deactivated: 'Tu cuenta está desactivada. Comunícate con soporte para reactivarla.',
  postulanteArea: 'Esta cuenta es de postulante. Ingresa desde "Iniciar como postulante".',
  empresaArea: 'Esta cuenta es de empresa. Ingresa desde "Iniciar como empresa".',
  adminArea: 'Las cuentas de administración ingresan desde /admin/inicio-sesion.',
  notAdmin: 'Correo o contraseña incorrectos.',
  welcome: 'Bienvenido a PractiPerú',
  loggedOut: 'Sesión cerrada',
} as const;

const wrongAreaMessage: Record<Role, string> = {
  [ROLE.POSTULANTE]: AUTH_MESSAGES.postulanteArea,
  [ROLE.RECLUTADOR]: AUTH_MESSAGES.empresaArea,
  [ROLE.ADMIN]: AUTH_MESSAGES.adminArea,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Logging in and out, and the sessions behind `requireSession` (composed in app.ts). */
    auth: AuthService;
  }
}

const DAY_MS = 86_400_000;

export function createAuthService(deps: { db: Db; sessionTtlDays: number; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const ttlMs = deps.sessionTtlDays * DAY_MS;

  /**
   * Checks the credentials for one area (each login accepts only its own role). The answer is the account that may
   * get a session: the routes ask the second factor first (docs/security.md "Second factor"), then `issueSession`.
   */
  async function checkCredentials(input: { email: string; password: string }, role: Role): Promise<repo.UsuarioRow> {
    const user = await repo.findUserByEmail(db, input.email);
    const valid = await verifyPassword(user?.clave_hash ?? null, input.password);
    if (!user || !valid) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.wrongCredentials);
    if (user.rol !== role) {
      // An administrator is not told which other areas exist; applicants and companies are guided.
      if (role === ROLE.ADMIN) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.notAdmin);
      throw new AppError('FORBIDDEN', wrongAreaMessage[user.rol as Role]);
    }
    if (!user.activo) throw new AppError('FORBIDDEN', AUTH_MESSAGES.deactivated);
    // A colleague of a suspended company: its own account is fine, its company is not (decision 037).
    if (user.rol === ROLE.RECLUTADOR && (await repo.empresaSuspendida(db, user.id))) {
      throw new AppError('FORBIDDEN', EQUIPO_MESSAGES.empresaSuspendida);
    }
    if (!user.confirmado_en) {
      // The password is right, so the owner may ask for a new confirmation link from here: a resend token
      // (the same kind registration returns) and the seconds until a link can go out again (180 s rule).
      const current = now();
      const tokenResend = await issueToken(db, { usuarioId: user.id, tipo: 'reenvio_registro', now: current });
      const retryAfter = secondsUntilResend(await lastIssuedAt(db, user.id, 'confirmacion'), current, RESEND_COUNTDOWN_SECONDS);
      throw new AppError('FORBIDDEN', AUTH_MESSAGES.unconfirmed, {
        unconfirmed: true,
        token_resend_mail: tokenResend,
        retry_after: retryAfter,
      });
    }
    return user;
  }

  /** A new session of an account whose password (and second factor, when due) was right: the bearer token. */
  async function issueSession(usuarioId: number): Promise<string> {
    const token = newToken();
    await repo.insertSession(db, usuarioId, hashToken(token), new Date(now().getTime() + ttlMs));
    return token;
  }

  /** Credentials and a session at once, for accounts without a second factor. */
  async function login(input: { email: string; password: string }, role: Role): Promise<string> {
    return issueSession((await checkCredentials(input, role)).id);
  }

  /** The session of a bearer token, sliding its expiry at most once an hour; null when none or expired. */
  async function resolve(token: string): Promise<(SessionContext & { active: boolean }) | null> {
    const tokenHash = hashToken(token);
    const current = now();
    const row = await repo.findSession(db, tokenHash, current, limaToday(current));
    if (!row) return null;
    const renewed = current.getTime() + ttlMs;
    if (renewed - row.expira_en.getTime() > 3_600_000) {
      await repo.extendSession(db, row.sesion_id, new Date(renewed));
    }
    const u = row.user;
    return {
      tokenHash,
      // A seat of a suspended company gets the same answer as a deactivated account (decision 037).
      active: u.activo && row.empresa_activa !== false,
      user: {
        id: u.id,
        role: u.rol as Role,
        name: u.nombres,
        lastname: u.apellidos,
        nombre_org: row.nombre_org ?? '',
        email: u.correo,
        // Applicant premium: the status record's state; companies have none.
        estado_pago: u.rol === ROLE.POSTULANTE ? row.estado_pago : null,
        premium_expira_el: u.rol === ROLE.POSTULANTE && row.estado_pago === 1 ? row.premium_expira_el : null,
        is_premium: row.is_premium ?? false,
        is_dev: u.is_dev,
        cv_completo: u.rol !== ROLE.POSTULANTE || cvCompleto(u, row.cv),
        // A colleague's seat (docs/team.md). The holder's session says nothing more than before: no seat fields
        // means the company's holder, an administrator.
        ...(row.equipo_rol && row.titular === false ? { equipo_rol: row.equipo_rol, titular: false } : {}),
      },
    };
  }

  async function logout(tokenHash: string): Promise<void> {
    await repo.deleteSessionByHash(db, tokenHash);
  }

  return { checkCredentials, issueSession, login, resolve, logout };
}

/** The required-data gate: an applicant without a profile row, or with a required field empty, has not passed the gate. */
function cvCompleto(u: repo.UsuarioRow, cv: repo.GateRow | null): boolean {
  if (!cv) return false;
  return missingRequiredFields({ ...cv, nombres: u.nombres, apellidos: u.apellidos }).length === 0;
}

export type AuthService = ReturnType<typeof createAuthService>;
