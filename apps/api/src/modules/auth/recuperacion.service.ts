/**
 * Password recovery: the mailed link, its check, and the new password. Decisions: docs/decisions/006-account-flows.md.
 */
import { RESEND_COUNTDOWN_SECONDS, ROLE } from '@practiperu/shared/constants';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  TOKEN_TTL_MS,
  consumeToken,
  findLiveToken,
  issueToken,
  lastIssuedAt,
  secondsUntilResend,
  voidTokens,
} from '../../lib/one-time-tokens.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { areaOfRole } from '../../mail/layout.ts';
import { findUserByEmail, lockUsuario } from './auth.repository.ts';
import { recoveryLink, recoveryMail } from './recuperacion.mails.ts';
import * as repo from './recuperacion.repository.ts';
import { enqueue, type JobPayload } from '../../jobs/queue.ts';

export const RECUPERACION_MESSAGES = {
  sent: 'Si existe una cuenta con este correo, te enviamos un enlace para restablecer tu contraseña.',
  validLink: 'Enlace válido',
  invalidLink: 'El enlace ya no es válido. Solicita uno nuevo.',
  updated: 'Tu contraseña se actualizó correctamente.',
} as const;

/** The queued work of a recovery request. */
export const RECUPERACION_JOB = 'recuperacion.enlace';

export interface RecuperacionDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  now: () => Date;
}

const invalidLink = () => new AppError('NOT_FOUND', RECUPERACION_MESSAGES.invalidLink);

export function createRecuperacionService(deps: RecuperacionDeps) {
  const { db, mailer } = deps;

  /**
   * `forgotPassword`: the same work and the same answer for every address (docs/security.md "Recovery"): the request
   * only queues the job below, so neither the answer nor its timing tells whether the address has an account.
   */
  async function forgotPassword(email: string): Promise<void> {
    await enqueue(db, RECUPERACION_JOB, { email });
  }

  /**
   * The job: mails a recovery link to an applicant's or company's address, at most one every 180 s per account.
   * An unknown address, an administrator's (they recover with `npm run admin:create`, decision 006) or a second
   * request inside the 180 s sends nothing.
   */
  async function sendRecoveryLink(payload: JobPayload): Promise<void> {
    const email = typeof payload.email === 'string' ? payload.email : '';
    const found = email ? await findUserByEmail(db, email) : null;
    if (!found || found.rol === ROLE.ADMIN) return;
    const now = deps.now();
    await db.transaction(async (tx) => {
      const account = await lockUsuario(tx, found.id);
      if (!account) return;
      const wait = secondsUntilResend(await lastIssuedAt(tx, account.id, 'recuperacion'), now, RESEND_COUNTDOWN_SECONDS);
      if (wait > 0) return;
      // Only the newest link works: asking again voids the previous one.
      const token = await issueToken(tx, { usuarioId: account.id, tipo: 'recuperacion', now, replace: true });
      const link = recoveryLink(deps.publicUrl, areaOfRole(account.rol), token);
      await mailer.send(tx, account.correo, recoveryMail({ nombres: account.nombres, link, lifetimeMs: TOKEN_TTL_MS.recuperacion }));
    });
  }

  /** `validateTokenForgot/{token}`: whether the link still works, without using it up. */
  async function validateToken(token: string): Promise<void> {
    if (!(await findLiveToken(db, token, 'recuperacion', deps.now()))) throw invalidLink();
  }

  /** `newPassword`: uses the link up, stores the new password and signs the account out everywhere. */
  async function newPassword(input: { token: string; new_password: string }): Promise<void> {
    // The cheap check first: no argon2 work for a dead link.
    await validateToken(input.token);
    const hash = await hashPassword(input.new_password);
    const now = deps.now();
    await db.transaction(async (tx) => {
      // Atomic: of two requests with the same link only one gets here.
      const row = await consumeToken(tx, input.token, 'recuperacion', now);
      if (!row) throw invalidLink();
      await repo.setPassword(tx, row.usuario_id, hash, now);
      await repo.deleteSessionsOfUser(tx, row.usuario_id);
      // A pending confirmation has been proven by this link too.
      await voidTokens(tx, row.usuario_id, ['recuperacion', 'confirmacion', 'reenvio_registro'], now);
    });
  }

  return { forgotPassword, sendRecoveryLink, validateToken, newPassword };
}

export type RecuperacionService = ReturnType<typeof createRecuperacionService>;
