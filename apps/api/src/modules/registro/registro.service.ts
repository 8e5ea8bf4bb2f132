/**
 * Registration of both areas, account confirmation and the resend of the confirmation link. Decisions:
 * docs/decisions/006-account-flows.md.
 */
import { RESEND_COUNTDOWN_SECONDS, ROLE } from '@practiperu/shared/constants';
import { SECTOR_INVALID } from '@practiperu/shared/cuenta';
import type { registerPostulantSchema, registerRecruiterSchema } from '@practiperu/shared/schemas/cuenta';
import type { z } from 'zod';
import { pgErrorCode, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import {
  TOKEN_TTL_MS,
  consumeToken,
  findLiveToken,
  findUsedToken,
  issueToken,
  lastIssuedAt,
  secondsUntilResend,
  voidTokens,
} from '../../lib/one-time-tokens.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ImageKind, Storage } from '../../storage/storage.ts';
import { findUserByEmail, lockUsuario } from '../auth/auth.public.ts';
import { areaOfRole } from '../../mail/layout.ts';
import { confirmationLink, confirmationMail, type ConfirmationReason } from './registro.mails.ts';
import * as repo from './registro.repository.ts';

export const REGISTRO_MESSAGES = {
  created: 'Se envió un mensaje a su correo, verifique su cuenta para completar el registro.',
  existing: 'Ya se registró este correo, te volvimos a enviar un nuevo enlace a tu correo para activar tu cuenta.',
  /**
   * A repeated registration inside the 180 s of the last link: nothing was sent, so the answer says when the next
   * link can be asked for.
   */
  existingRecent: (mmss: string) =>
    `Ya se registró este correo y te enviamos un enlace para activar tu cuenta hace menos de 3 minutos. Revisa tu correo; podrás pedir otro enlace en ${mmss}.`,
  emailTaken: 'Ya existe una cuenta con este correo.',
  rucTaken: 'Ya existe una empresa registrada con este RUC.',
  confirmed: 'Cuenta confirmada',
  confirmLinkInvalid: 'El enlace de confirmación no es válido, ya fue usado o venció.',
  yaConfirmada: 'Tu cuenta ya está confirmada: inicia sesión.',
  resent: 'Se volvió a enviar un código de verificación a su correo',
  resendInvalid: 'No hay un registro pendiente de confirmación con este enlace.',
} as const;

/** 429 of a resend asked inside the 180-second countdown, with the time left as mm:ss. */
export function resendWaitError(seconds: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', `Podrás reenviar el correo en ${mmss(seconds)}.`, { retry_after: seconds });
}

function mmss(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The message of a registration answer: a repeated registration inside the 180 s says that nothing was sent now. */
export function registroMessage(result: RegistroResult): string {
  if (result.created) return REGISTRO_MESSAGES.created;
  return !result.mailSent ? REGISTRO_MESSAGES.existingRecent(mmss(result.retryAfter)) : REGISTRO_MESSAGES.existing;
}

export type RegisterPostulantData = z.output<typeof registerPostulantSchema>;
export type RegisterRecruiterData = z.output<typeof registerRecruiterSchema>;

export interface Logo {
  bytes: Uint8Array;
  kind: ImageKind;
}

/** `created` false: the e-mail belonged to an unconfirmed account, which got a new link instead. */
export interface RegistroResult {
  created: boolean;
  /** data[0] of the answer: the token of `reSendMailRegister/{token}`. */
  resendToken: string;
  /** False when a repeated registration came inside the 180 s of the last link: nothing was sent now. */
  mailSent: boolean;
  /** Seconds until another link can be sent: 180 after a mail went out, what is left of them otherwise. */
  retryAfter: number;
}

interface AccountForMail {
  id: number;
  correo: string;
  nombres: string;
  rol: number;
}

export interface RegistroDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  storage: Pick<Storage, 'save' | 'remove'>;
  publicUrl: string;
  now: () => Date;
}

const USUARIO_CORREO_UQ = 'usuario_correo_lower_uq';
const ORGANIZACION_RUC_UQ = 'organizacion_ruc_uq';

const emailTaken = () => new AppError('CONFLICT', REGISTRO_MESSAGES.emailTaken, { errors: { correo: REGISTRO_MESSAGES.emailTaken } });
const rucTaken = () => new AppError('CONFLICT', REGISTRO_MESSAGES.rucTaken, { errors: { ruc: REGISTRO_MESSAGES.rucTaken } });

export function createRegistroService(deps: RegistroDeps) {
  const { db, mailer, storage } = deps;

  /** Issues a confirmation token and mails its link, inside the caller's transaction. */
  async function mailConfirmation(tx: DbOrTx, account: AccountForMail, reason: ConfirmationReason, now: Date, nombreOrg?: string) {
    const token = await issueToken(tx, { usuarioId: account.id, tipo: 'confirmacion', now });
    const area = areaOfRole(account.rol);
    const mail = confirmationMail({
      reason,
      nombres: account.nombres,
      area,
      link: confirmationLink(deps.publicUrl, area, token),
      lifetimeMs: TOKEN_TTL_MS.confirmacion,
      nombreOrg,
    });
    await mailer.send(tx, account.correo, mail);
  }

  /**
   * The e-mail already has an account. Confirmed: 409. Unconfirmed: a new link is mailed unless one
   * went out less than 180 s ago (then nothing is sent, the answer is the same), and a new resend token.
   * The account keeps the data of its first registration (decision 006).
   */
  async function answerExisting(usuarioId: number): Promise<RegistroResult> {
    return db.transaction(async (tx) => {
      const account = await lockUsuario(tx, usuarioId);
      if (!account || account.confirmado_en) throw emailTaken();
      const now = deps.now();
      const wait = secondsUntilResend(await lastIssuedAt(tx, account.id, 'confirmacion'), now, RESEND_COUNTDOWN_SECONDS);
      if (wait === 0) await mailConfirmation(tx, account, 'registro_repetido', now);
      const resendToken = await issueToken(tx, { usuarioId: account.id, tipo: 'reenvio_registro', now });
      return { created: false, resendToken, mailSent: wait === 0, retryAfter: wait === 0 ? RESEND_COUNTDOWN_SECONDS : wait };
    });
  }

  /**
   * Creates the unconfirmed account, its profile rows, its tokens and its first mail in one transaction.
   * A concurrent registration of the same e-mail loses on the unique index (23505) and is answered as an existing e-mail.
   */
  async function createAccount(
    values: repo.NewUsuario,
    addProfile: (tx: DbOrTx, usuarioId: number) => Promise<void>,
    nombreOrg?: string,
  ): Promise<RegistroResult> {
    const now = deps.now();
    try {
      return await db.transaction(async (tx) => {
        const id = await repo.insertUsuario(tx, values);
        await addProfile(tx, id);
        await mailConfirmation(tx, { id, correo: values.correo, nombres: values.nombres, rol: values.rol }, 'registro', now, nombreOrg);
        const resendToken = await issueToken(tx, { usuarioId: id, tipo: 'reenvio_registro', now });
        return { created: true, resendToken, mailSent: true, retryAfter: RESEND_COUNTDOWN_SECONDS };
      });
    } catch (err) {
      if (pgErrorCode(err) === '23505') {
        const constraint = repo.violatedConstraint(err);
        if (constraint === ORGANIZACION_RUC_UQ) throw rucTaken();
        const winner = await findUserByEmail(db, values.correo);
        if (winner && (constraint === USUARIO_CORREO_UQ || constraint === undefined)) return answerExisting(winner.id);
      }
      throw err;
    }
  }

  async function registerPostulant(input: RegisterPostulantData): Promise<RegistroResult> {
    const existing = await findUserByEmail(db, input.correo);
    if (existing) return answerExisting(existing.id);
    const values: repo.NewUsuario = {
      correo: input.correo,
      clave_hash: await hashPassword(input.clave),
      rol: ROLE.POSTULANTE,
      nombres: input.nombres,
      apellidos: input.apellidos,
      autorizacion_marketing: input.autorizacion_marketing,
    };
    return createAccount(values, (tx, id) => repo.insertPostulante(tx, id));
  }

  async function registerRecruiter(input: RegisterRecruiterData, logo: Logo): Promise<RegistroResult> {
    const sectorIds = [...new Set(input.sector)];
    if ((await repo.existingSectorIds(db, sectorIds)).length !== sectorIds.length) {
      throw fieldError('sector', SECTOR_INVALID);
    }
    // The answer to an existing e-mail comes first: it does not depend on the company data.
    const existing = await findUserByEmail(db, input.correo);
    if (existing) return answerExisting(existing.id);
    if (await repo.rucTaken(db, input.ruc)) throw rucTaken();

    const values: repo.NewUsuario = {
      correo: input.correo,
      clave_hash: await hashPassword(input.clave),
      rol: ROLE.RECLUTADOR,
      nombres: input.nombres,
      apellidos: input.apellidos,
      autorizacion_marketing: input.autorizacion_marketing,
    };
    const logoName = await storage.save('logos', logo.bytes, logo.kind);
    let result: RegistroResult | undefined;
    try {
      result = await createAccount(
        values,
        (tx, id) =>
          repo.insertOrganizacion(
            tx,
            id,
            {
              ruc: input.ruc,
              nombre_completo: input.nombre_completo,
              nombre: input.nombre,
              nro_contacto: input.nro_contacto,
              cargo: input.cargo,
              logo: logoName,
            },
            sectorIds,
          ),
        input.nombre,
      );
      return result;
    } finally {
      // No company row points at the file unless a new account was created with it.
      if (!result?.created) await storage.remove(logoName);
    }
  }

  /**
   * `validateAccount/{token}`: single use; an unknown or expired link is 404. A used link of an account that is
   * confirmed (a second click, Back after the first login) is 409 'Tu cuenta ya está confirmada: inicia sesión.'.
   */
  async function validateAccount(token: string): Promise<void> {
    const now = deps.now();
    await db.transaction(async (tx) => {
      const row = await consumeToken(tx, token, 'confirmacion', now);
      if (!row) {
        const used = await findUsedToken(tx, token, 'confirmacion');
        const account = used ? await lockUsuario(tx, used.usuario_id) : undefined;
        if (account?.confirmado_en) throw new AppError('CONFLICT', REGISTRO_MESSAGES.yaConfirmada);
      }
      if (!row || !(await repo.confirmUsuario(tx, row.usuario_id, now))) {
        throw new AppError('NOT_FOUND', REGISTRO_MESSAGES.confirmLinkInvalid);
      }
      // The other links of this registration have nothing left to do.
      await voidTokens(tx, row.usuario_id, ['confirmacion', 'reenvio_registro'], now);
    });
  }

  /** `reSendMailRegister/{token}`: a new confirmation link, at most one every 180 s, enforced here. */
  async function resendConfirmation(token: string): Promise<void> {
    const now = deps.now();
    const row = await findLiveToken(db, token, 'reenvio_registro', now);
    if (!row) throw new AppError('NOT_FOUND', REGISTRO_MESSAGES.resendInvalid);
    await db.transaction(async (tx) => {
      const account = await lockUsuario(tx, row.usuario_id);
      if (!account || account.confirmado_en) throw new AppError('NOT_FOUND', REGISTRO_MESSAGES.resendInvalid);
      const wait = secondsUntilResend(await lastIssuedAt(tx, account.id, 'confirmacion'), now, RESEND_COUNTDOWN_SECONDS);
      if (wait > 0) throw resendWaitError(wait);
      await mailConfirmation(tx, account, 'reenvio', now);
    });
  }

  return { registerPostulant, registerRecruiter, validateAccount, resendConfirmation };
}

export type RegistroService = ReturnType<typeof createRegistroService>;
