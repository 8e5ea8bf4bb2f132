/**
 * Account management of both areas (decision 007): the summary, password and e-mail changes, the recruiter's contact
 * person, deleting the account, and the marketing unsubscribe.
 */
import { RESEND_COUNTDOWN_SECONDS, ROLE, type Role } from '@practiperu/shared/constants';
import { WRONG_PASSWORD, type AccountSummary, type ContactPerson, type InfoFactura } from '@practiperu/shared/cuenta';
import { limaToday } from '@practiperu/shared/dates';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { pgErrorCode, type Db, type DbOrTx } from '../../db/client.ts';
import { PLANTILLA_CLAVE, PLANTILLAS_POR_DEFECTO } from '../../db/seed/plantillas.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { consumeToken, findLiveToken, findUsedToken, issueToken, secondsUntilResend, TOKEN_TTL_MS } from '../../lib/one-time-tokens.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  emailChangeConfirmationMail,
  emailChangedNoticeMail,
  emailChangeRequestedNoticeMail,
  passwordChangedNoticeMail,
} from './usuario.mails.ts';
import type { Storage } from '../../storage/storage.ts';
import { areaOf, createUnsubscribeLinks } from './unsubscribe-url.ts';
import * as repo from './usuario.repository.ts';
import { isActive as isPremiumActive } from '../premium/premium.public.ts';
import { archivosDeExportaciones } from '../privacidad/privacidad.public.ts';
import { cancelarEntrevistasDeCuenta } from '../entrevista/entrevista.public.ts';
import { colegasParaAviso, empresaCerradaMail, lockOrganizacion, otrosAdministradores, registrarSalida } from '../equipo/equipo.public.ts';
import { EQUIPO_MESSAGES } from '@practiperu/shared/equipo';
import { paths } from '@practiperu/shared/paths';

export const USUARIO_MESSAGES = {
  marketingOn: 'Listo: te enviaremos novedades y ofertas por correo.',
  marketingOff: 'Listo: ya no te enviaremos correos promocionales.',
  passwordUpdated: 'Tu contraseña se actualizó correctamente.',
  wrongCurrentPassword: 'La contraseña actual no es correcta.',
  wrongPassword: WRONG_PASSWORD,
  emailChangeSent: 'Se envió un mensaje a tu nuevo correo para validar, Recuerda tienes 1 día para validar',
  sameEmail: 'El nuevo correo debe ser distinto del actual.',
  emailTaken: 'Ya existe una cuenta con este correo.',
  emailUpdated: 'Tu correo se actualizó correctamente.',
  invalidLink: 'El enlace no es válido o ya expiró.',
  yaCambiado: 'Este enlace ya se usó: tu correo ya fue cambiado. Inicia sesión con tu nuevo correo.',
  yaDeBaja: 'Ya te diste de baja: ya no recibirás nuestros correos promocionales. Si cambias de opinión, actívalos en Mi cuenta.',
  accountRemoved: 'Tu cuenta fue eliminada.',
  contactUpdated: 'Tus datos de contacto se actualizaron correctamente.',
  unsubscribed: 'Listo, ya no recibirás nuestros correos promocionales.',
  accountNotFound: 'No se encontró la cuenta.',
} as const;

/** 'Podrás reenviar el correo en 02:05.' (the same mm:ss countdown the page shows). */
export function resendMessage(seconds: number): string {
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `Podrás reenviar el correo en ${mm}:${ss}.`;
}

export type UnsubscribeArea = 'postulantes' | 'empresas';

export interface UsuarioServiceDeps {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'SUPPORT_WHATSAPP' | 'BILLING_CORREO' | 'BILLING_RUC' | 'BILLING_RAZON_SOCIAL'>;
  now: () => Date;
  mailer: Mailer;
  storage: Pick<Storage, 'remove' | 'url'>;
  log: FastifyBaseLogger;
}

export function createUsuarioService(deps: UsuarioServiceDeps) {
  const { db, config, mailer, storage } = deps;
  const links = createUnsubscribeLinks({ publicUrl: config.publicUrl, now: deps.now });

  async function userOrThrow(dbOrTx: DbOrTx, id: number): Promise<repo.UsuarioRow> {
    const user = await repo.findUsuarioById(dbOrTx, id);
    // The session was just resolved, so only a concurrent deletion gets here.
    if (!user) throw new AppError('UNAUTHORIZED', USUARIO_MESSAGES.accountNotFound);
    return user;
  }

  async function myAccount(usuarioId: number): Promise<AccountSummary> {
    const user = await userOrThrow(db, usuarioId);
    const org = await repo.findOrganizacionByUsuario(db, usuarioId);
    // A colleague's phone and position are its seat's own; the company's contact person is its holder.
    const contacto = org ? await repo.contactoPropio(db, usuarioId) : undefined;
    return {
      id: user.id,
      role: user.rol as Role,
      nombres: user.nombres,
      apellidos: user.apellidos,
      correo: user.correo,
      autorizacion_marketing: user.autorizacion_marketing,
      creado_en: user.creado_en.toISOString(),
      organizacion: org
        ? {
            ruc: org.ruc,
            nombre_completo: org.nombre_completo,
            nombre: org.nombre,
            nro_contacto: contacto?.nro_contacto ?? org.nro_contacto,
            cargo: contacto?.cargo ?? org.cargo,
            logo_url: org.logo ? storage.url(org.logo) : null,
            sectores: await repo.listSectoresOfOrganizacion(db, org.id),
          }
        : null,
    };
  }

  /** The current address, and the seconds until another e-mail change link can be asked for (0: now). */
  async function myEmail(usuarioId: number): Promise<{ correo: string; retryAfter: number }> {
    const user = await userOrThrow(db, usuarioId);
    return { correo: user.correo, retryAfter: await emailChangeWait(user.id, deps.now()) };
  }

  /** 180 s after the newest e-mail change link (its issue time is its expiry minus the 1-day lifetime). */
  async function emailChangeWait(usuarioId: number, now: Date): Promise<number> {
    const expiry = await repo.newestTokenExpiry(db, usuarioId, 'cambio_correo');
    const issuedAt = expiry ? new Date(expiry.getTime() - TOKEN_TTL_MS.cambio_correo) : null;
    return secondsUntilResend(issuedAt, now, RESEND_COUNTDOWN_SECONDS);
  }

  /** Checks the current password; other sessions are revoked, the current one is kept. */
  async function updatePassword(
    session: { usuarioId: number; tokenHash: string },
    input: { clave: string; current_password: string },
  ): Promise<void> {
    const user = await userOrThrow(db, session.usuarioId);
    if (!(await verifyPassword(user.clave_hash, input.current_password))) {
      throw fieldError('current_password', USUARIO_MESSAGES.wrongCurrentPassword);
    }
    const claveHash = await hashPassword(input.clave);
    const now = deps.now();
    await db.transaction(async (tx) => {
      await repo.updatePasswordHash(tx, user.id, claveHash, now);
      await repo.deleteSessions(tx, user.id, session.tokenHash);
      await mailer.send(
        tx,
        user.correo,
        passwordChangedNoticeMail({
          nombres: user.nombres,
          fecha: now,
          // An administrator has no recovery by mail (decision 006).
          recuperarUrl: user.rol === ROLE.ADMIN ? null : `${config.publicUrl}/${areaOf(user.rol)}/recuperar-cuenta`,
          soporteWhatsapp: config.SUPPORT_WHATSAPP,
        }),
      );
    });
  }

  /**
   * Sends the confirmation link to the NEW address (valid 1 day). Only the newest link works; a new one
   * can be asked for 180 s after the previous (enforced here as well as on the page).
   * `target_email` (the read-only current address of the form) is not trusted: the session says whose account it is.
   */
  async function requestEmailChange(usuarioId: number, input: { data: string; password: string }): Promise<{ retryAfter: number }> {
    const user = await userOrThrow(db, usuarioId);
    if (!(await verifyPassword(user.clave_hash, input.password))) {
      throw fieldError('password', USUARIO_MESSAGES.wrongPassword);
    }
    const nuevo = input.data;
    if (nuevo.toLowerCase() === user.correo.toLowerCase()) throw fieldError('data', USUARIO_MESSAGES.sameEmail);
    if (await repo.emailTakenByOther(db, nuevo, user.id)) {
      throw new AppError('CONFLICT', USUARIO_MESSAGES.emailTaken, { errors: { data: USUARIO_MESSAGES.emailTaken } });
    }
    const now = deps.now();
    const wait = await emailChangeWait(user.id, now);
    if (wait > 0) throw new AppError('TOO_MANY_REQUESTS', resendMessage(wait), { retry_after: wait });

    await db.transaction(async (tx) => {
      const token = await issueToken(tx, {
        usuarioId: user.id,
        tipo: 'cambio_correo',
        now,
        datos: { correo: nuevo, anterior: user.correo },
        replace: true,
      });
      const url = `${config.publicUrl}/${areaOf(user.rol)}/confirmar-cambio/${token}`;
      await mailer.send(tx, nuevo, emailChangeConfirmationMail({ nombres: user.nombres, nuevoCorreo: nuevo, url }));
      // The current address hears of it too, so an owner whose password leaked can react before the link is used.
      await mailer.send(
        tx,
        user.correo,
        emailChangeRequestedNoticeMail({
          nombres: user.nombres,
          nuevoCorreo: nuevo,
          fecha: now,
          recuperarUrl: `${config.publicUrl}/${areaOf(user.rol)}/recuperar-cuenta`,
          soporteWhatsapp: config.SUPPORT_WHATSAPP,
        }),
      );
    });
    return { retryAfter: RESEND_COUNTDOWN_SECONDS };
  }

  /**
   * Applies the change of a live link. Every session is revoked: the user logs in again with the new
   * address. If another account took the address meanwhile: 409, and the link stays unused.
   */
  async function confirmEmailChange(token: string): Promise<void> {
    const now = deps.now();
    try {
      await db.transaction(async (tx) => {
        const row = await consumeToken(tx, token, 'cambio_correo', now);
        if (!row) await yaCambiado(tx, token);
        const nuevo = row?.datos?.correo;
        if (!row || typeof nuevo !== 'string') throw new AppError('NOT_FOUND', USUARIO_MESSAGES.invalidLink);
        const user = await repo.findUsuarioById(tx, row.usuario_id);
        if (!user) throw new AppError('NOT_FOUND', USUARIO_MESSAGES.invalidLink);
        if (await repo.emailTakenByOther(tx, nuevo, user.id)) throw new AppError('CONFLICT', USUARIO_MESSAGES.emailTaken);
        await repo.updateEmail(tx, user.id, nuevo, now);
        await repo.deleteSessions(tx, user.id, null);
        await mailer.send(
          tx,
          user.correo,
          emailChangedNoticeMail({ nombres: user.nombres, nuevoCorreo: nuevo, fecha: now, soporteWhatsapp: config.SUPPORT_WHATSAPP }),
        );
      });
    } catch (err) {
      // Two accounts racing for the same address: the unique index decides, and the loser hears 409, not 500.
      if (pgErrorCode(err) === '23505') throw new AppError('CONFLICT', USUARIO_MESSAGES.emailTaken);
      throw err;
    }
  }

  /**
   * A used e-mail-change link whose change holds (the account's address is still the link's): 409 saying so, not a
   * bare 404. A link voided by a newer one, or whose address was changed again since, stays 404.
   */
  async function yaCambiado(tx: DbOrTx, token: string): Promise<void> {
    const used = await findUsedToken(tx, token, 'cambio_correo');
    const nuevo = used?.datos?.correo;
    const user = used ? await repo.findUsuarioById(tx, used.usuario_id) : undefined;
    if (user && typeof nuevo === 'string' && user.correo.toLowerCase() === nuevo.toLowerCase()) {
      throw new AppError('CONFLICT', USUARIO_MESSAGES.yaCambiado, { ya_cambiado: true });
    }
  }

  /**
   * Deletes the account for good (decision 007): the row with everything that cascades from it, the
   * outbox rows addressed to it, and, once the deletion is committed, its files (company logo, applicant photo, the
   * copies of its data).
   */
  async function removeAccount(usuarioId: number, password: string): Promise<void> {
    const user = await userOrThrow(db, usuarioId);
    if (!(await verifyPassword(user.clave_hash, password))) throw fieldError('password', USUARIO_MESSAGES.wrongPassword);
    const files = await db.transaction(async (tx) => {
      // Only the holder's account takes the company with it (and its colleagues' seats and accounts, which exist
      // only for it); a colleague deleting its account just leaves the company (docs/team.md).
      const org = await repo.findOrganizacionDelTitular(tx, user.id);
      if (org) {
        await lockOrganizacion(tx, org.id);
        // While other administrators exist, the company goes on with one of them: the holder hands it over first.
        if ((await otrosAdministradores(tx, org.id)) > 0) throw new AppError('CONFLICT', EQUIPO_MESSAGES.transferirAntesDeEliminar);
      }
      const foto = await repo.findFotoOfPostulante(tx, user.id);
      const copias = await archivosDeExportaciones(tx, user.id);
      // Interviews still to happen end with notice before their rows go with the account (decision 079); queued
      // before the deleted accounts' mails are purged, so only those who keep their accounts receive theirs.
      await cancelarEntrevistasDeCuenta(
        { mailer, publicUrl: config.publicUrl },
        tx,
        { usuarioId: user.id, organizacionId: org?.id ?? null },
        deps.now(),
      );
      const addresses = [user.correo, ...(await repo.emailsOfChangeTokens(tx, user.id))];
      await repo.deleteMailsTo(tx, addresses);
      if (org) {
        // Recruiter seats lose their access with the company: each is told why its login stops working.
        const colegas = await colegasParaAviso(tx, org.id);
        await repo.deleteMailsTo(
          tx,
          colegas.map((c) => c.correo),
        );
        for (const colega of colegas) {
          await repo.deleteUsuario(tx, colega.id);
          await mailer.send(
            tx,
            colega.correo,
            empresaCerradaMail({
              organizacion: org.nombre,
              nombres: colega.nombres,
              registroUrl: `${config.publicUrl}${paths.empresas.register}`,
            }),
          );
        }
      } else {
        await registrarSalida(tx, user, deps.now());
      }
      await repo.deleteUsuario(tx, user.id);
      return [org?.logo, foto, ...copias].filter((f): f is string => !!f);
    });
    // After the commit: a failed file removal must not bring the account back. The name is random and
    // unlisted; a leftover file is logged so it can be removed by hand.
    for (const file of files) {
      try {
        await storage.remove(file);
      } catch (err) {
        deps.log.error({ err, file }, 'no se pudo borrar un archivo de una cuenta eliminada');
      }
    }
  }

  /** The recruiter's contact person: names on the account; phone and position on the company (holder) or the seat. */
  async function updateContact(usuarioId: number, data: ContactPerson): Promise<ContactPerson> {
    const updated = await db.transaction((tx) => repo.updateContactPerson(tx, usuarioId, data, deps.now()));
    if (!updated) throw new AppError('NOT_FOUND', USUARIO_MESSAGES.accountNotFound);
    return data;
  }

  /** The account behind a live unsubscribe link, so the page knows its area (token not used up). */
  async function subscriptionRole(token: string): Promise<{ role: Role }> {
    const row = await findLiveToken(db, token, 'suscripcion', deps.now());
    const user = row ? await repo.findUsuarioById(db, row.usuario_id) : undefined;
    if (!user) {
      await yaDeBaja(db, token);
      throw new AppError('NOT_FOUND', USUARIO_MESSAGES.invalidLink);
    }
    return { role: user.rol as Role };
  }

  /** A used unsubscribe link of an account that receives no marketing mail: 409 saying so, not a bare 404. */
  async function yaDeBaja(tx: DbOrTx, token: string): Promise<void> {
    const used = await findUsedToken(tx, token, 'suscripcion');
    const user = used ? await repo.findUsuarioById(tx, used.usuario_id) : undefined;
    if (user && user.autorizacion_marketing === 0) throw new AppError('CONFLICT', USUARIO_MESSAGES.yaDeBaja);
  }

  /** Stops marketing mail, keeps the reason, uses the link up. */
  async function unsubscribe(input: { token: string; reason: string }): Promise<void> {
    const now = deps.now();
    await db.transaction(async (tx) => {
      const row = await consumeToken(tx, input.token, 'suscripcion', now);
      if (!row) await yaDeBaja(tx, input.token);
      if (!row) throw new AppError('NOT_FOUND', USUARIO_MESSAGES.invalidLink);
      await repo.unsubscribeMarketing(tx, row.usuario_id, input.reason, now);
    });
  }

  /** The account's consent to marketing mail, changed from Mi cuenta. */
  async function updateMarketing(usuarioId: number, value: 0 | 1): Promise<void> {
    await repo.setMarketingConsent(db, usuarioId, value, deps.now());
  }

  /** The platform's own invoicing data (configuration), plus the payment-support WhatsApp number (`SUPPORT_WHATSAPP`). */
  function infoFactura(): InfoFactura {
    return {
      correo: config.BILLING_CORREO,
      ruc: config.BILLING_RUC,
      razon_social: config.BILLING_RAZON_SOCIAL,
      whatsapp: config.SUPPORT_WHATSAPP,
    };
  }

  /** Whether the account is premium: a company with is_premium, or an applicant with a running membership (Lima day). */
  async function isPremium(user: { id: number; role: Role }): Promise<boolean> {
    if (user.role === ROLE.POSTULANTE) return isPremiumActive(db, user.id, limaToday(deps.now()));
    if (user.role !== ROLE.RECLUTADOR) return false;
    const org = await repo.findOrganizacionByUsuario(db, user.id);
    return org?.is_premium ?? false;
  }

  return {
    myAccount,
    myEmail,
    updatePassword,
    requestEmailChange,
    confirmEmailChange,
    removeAccount,
    updateContact,
    subscriptionRole,
    unsubscribe,
    updateMarketing,
    infoFactura,
    isPremium,
    unsubscribeUrl: links.unsubscribeUrl,
  };
}

export type UsuarioService = ReturnType<typeof createUsuarioService>;

/** The unsubscribe page's text of an area and the confirmation shown after it, as edited by an administrator. */
export async function unsubscribeTemplate(db: DbOrTx, area: UnsubscribeArea): Promise<string> {
  const clave = area === 'empresas' ? PLANTILLA_CLAVE.bajaEmpresas : PLANTILLA_CLAVE.bajaPostulantes;
  return (await repo.findPlantillaHtml(db, clave)) ?? PLANTILLAS_POR_DEFECTO[clave];
}

export async function unsubscribeMessageTemplate(db: DbOrTx): Promise<string> {
  return (await repo.findPlantillaHtml(db, PLANTILLA_CLAVE.bajaMensaje)) ?? PLANTILLAS_POR_DEFECTO[PLANTILLA_CLAVE.bajaMensaje];
}
