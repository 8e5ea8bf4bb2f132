/**
 * Recruiting as a team (docs/team.md, decision 031): a company's administrators invite colleagues by e-mail, change
 * their roles and remove them, and read the company's audit trail; an invited colleague joins with the link. Every
 * change is recorded in the trail in its own transaction.
 */
import {
  ACTIVIDAD_POR_PAGINA,
  EQUIPO_MAX_ASIENTOS,
  EQUIPO_MESSAGES,
  INVITACION_ESTADO_MENSAJE,
  INVITACION_REENVIO_SEGUNDOS,
  INVITACION_TTL_MS,
  reenvioInvitacionMensaje,
  type EquipoRol,
  type InvitacionEstado,
} from '@practiperu/shared/equipo';
import { WRONG_PASSWORD } from '@practiperu/shared/cuenta';
import { paths } from '@practiperu/shared/paths';
import type { SessionUser } from '@practiperu/shared/session';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pgErrorCode } from '../../db/client.ts';
import { AppError, fieldError, MESSAGES } from '../../lib/errors.ts';
import { secondsUntilResend } from '../../lib/one-time-tokens.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { registrarEnBitacora, type MiembroActor } from './bitacora.repository.ts';
import {
  invitacionConCuentaMail,
  invitacionesCanceladasMail,
  invitacionLink,
  invitacionMail,
  quitadoDelEquipoMail,
  rolCambiadoMail,
  titularMail,
} from './equipo.mails.ts';
import * as repo from './equipo.repository.ts';

export interface EquipoDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  sessionTtlDays: number;
  now: () => Date;
}

type Usuario = Pick<SessionUser, 'id' | 'email' | 'name' | 'lastname'>;

export function actorDe(user: Usuario): MiembroActor {
  return { usuarioId: user.id, correo: user.email, nombre: `${user.name} ${user.lastname}`.trim() };
}

const iso = (d: Date) => d.toISOString();

/**
 * Seconds before an invitation may be mailed again. Every mail of it (the first and each resend) sets its expiry to
 * 7 days after, so its last mail is the expiry less those 7 days: no column of its own is needed.
 */
export function segundosParaReenviar(row: { expira_en: Date }, now: Date): number {
  const ultimoEnvio = row.expira_en.getTime() - INVITACION_TTL_MS;
  return secondsUntilResend(new Date(ultimoEnvio), now, INVITACION_REENVIO_SEGUNDOS);
}
const noEncontrada = () => new AppError('NOT_FOUND', EQUIPO_MESSAGES.invitacionNoEncontrada);
/** A link that does not open: the answer says why, so the join page can say what to do. */
const enlaceMuerto = (motivo: InvitacionEstado) =>
  new AppError(motivo === 'con_cuenta' ? 'CONFLICT' : 'NOT_FOUND', INVITACION_ESTADO_MENSAJE[motivo], { motivo });

export function createEquipoService(deps: EquipoDeps) {
  const { db, mailer } = deps;

  /**
   * The caller's seat: its company and whether it is the holder. Who may call is decided once, by the route's
   * `requireSeat` (decision 047); this only finds the company.
   */
  async function miAsiento(dbOrTx: DbOrTx, usuarioId: number): Promise<repo.Asiento> {
    const asiento = await repo.asientoDe(dbOrTx, usuarioId);
    if (!asiento) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    return asiento;
  }

  function invitacionDto(
    row: { id: number; correo: string; rol: EquipoRol; expira_en: Date; creado_en: Date },
    invitadoPor: string | null,
    now: Date,
  ) {
    return {
      id: row.id,
      correo: row.correo,
      rol: row.rol,
      invitado_por: invitadoPor,
      expira_en: iso(row.expira_en),
      creado_en: iso(row.creado_en),
      reenviar_en: segundosParaReenviar(row, now),
    };
  }

  async function resumen(user: Usuario) {
    const asiento = await miAsiento(db, user.id);
    const now = deps.now();
    const [miembros, invitaciones] = await Promise.all([
      repo.listMiembros(db, asiento.organizacion_id),
      repo.listInvitacionesPendientes(db, asiento.organizacion_id, now),
    ]);
    return {
      miembros: miembros.map((m) => ({ ...m, titular: m.titular === true, yo: m.usuario_id === user.id, creado_en: iso(m.creado_en) })),
      invitaciones: invitaciones.map((i) => invitacionDto(i, i.invitado_por, now)),
      max_asientos: EQUIPO_MAX_ASIENTOS,
    };
  }

  /**
   * The link goes only to an address without an account; one with an account (of any role) is told instead that it
   * cannot join with it. Both are queued in the same transaction and the inviter's answer is the same, so the
   * inviter learns nothing about the address.
   */
  async function enviarInvitacion(tx: DbOrTx, user: Usuario, organizacion: string, correo: string, rol: EquipoRol, token: string) {
    const invitadoPor = `${user.name} ${user.lastname}`.trim() || user.email;
    const mail = (await repo.correoTieneCuenta(tx, correo))
      ? invitacionConCuentaMail({ organizacion, invitadoPor, rol })
      : invitacionMail({ organizacion, invitadoPor, rol, link: invitacionLink(deps.publicUrl, token) });
    await mailer.send(tx, correo, mail);
  }

  async function invitar(user: Usuario, input: { correo: string; rol: EquipoRol }) {
    const now = deps.now();
    return db.transaction(async (tx) => {
      const asiento = await miAsiento(tx, user.id);
      await repo.lockOrganizacion(tx, asiento.organizacion_id);
      // The inviter sees its own members, so saying so reveals nothing; whether any other address has an account
      // is never told here (enviarInvitacion and the join page deal with it).
      if (await repo.esMiembroPorCorreo(tx, asiento.organizacion_id, input.correo)) throw fieldError('correo', EQUIPO_MESSAGES.yaEsMiembro);
      if (await repo.invitacionPendienteDe(tx, asiento.organizacion_id, input.correo, now)) {
        throw fieldError('correo', EQUIPO_MESSAGES.yaInvitado);
      }
      if ((await repo.countAsientos(tx, asiento.organizacion_id, now)) >= EQUIPO_MAX_ASIENTOS) {
        throw fieldError('correo', EQUIPO_MESSAGES.limite);
      }
      const token = newToken();
      const row = await repo.insertInvitacion(tx, {
        organizacion_id: asiento.organizacion_id,
        correo: input.correo,
        rol: input.rol,
        invitado_por: user.id,
        token_hash: hashToken(token),
        expira_en: new Date(now.getTime() + INVITACION_TTL_MS),
        creado_en: now,
      });
      await enviarInvitacion(tx, user, asiento.organizacion_nombre, input.correo, input.rol, token);
      await registrarEnBitacora(
        tx,
        asiento.organizacion_id,
        actorDe(user),
        { accion: 'equipo.invitar', entidad: 'invitacion', entidad_id: row.id, detalle: { correo: input.correo, rol: input.rol } },
        now,
      );
      return invitacionDto(row, user.email, now);
    });
  }

  /** A new link (the old one stops working) and 7 more days; not before 3 minutes after the last mail of it. */
  async function reenviar(user: Usuario, id: number) {
    const now = deps.now();
    return db.transaction(async (tx) => {
      const asiento = await miAsiento(tx, user.id);
      const inv = await repo.findInvitacionPendiente(tx, asiento.organizacion_id, id, now);
      if (!inv) throw noEncontrada();
      const espera = segundosParaReenviar(inv, now);
      if (espera > 0) throw new AppError('TOO_MANY_REQUESTS', reenvioInvitacionMensaje(espera), { retry_after: espera });
      const token = newToken();
      const row = await repo.updateInvitacion(tx, inv.id, {
        token_hash: hashToken(token),
        expira_en: new Date(now.getTime() + INVITACION_TTL_MS),
      });
      await enviarInvitacion(tx, user, asiento.organizacion_nombre, row.correo, row.rol, token);
      return invitacionDto(row, user.email, now);
    });
  }

  async function cancelar(user: Usuario, id: number): Promise<void> {
    const now = deps.now();
    await db.transaction(async (tx) => {
      const asiento = await miAsiento(tx, user.id);
      const inv = await repo.findInvitacionPendiente(tx, asiento.organizacion_id, id, now);
      if (!inv) throw noEncontrada();
      await repo.updateInvitacion(tx, inv.id, { cancelado_en: now });
      await registrarEnBitacora(
        tx,
        asiento.organizacion_id,
        actorDe(user),
        { accion: 'equipo.cancelar_invitacion', entidad: 'invitacion', entidad_id: inv.id, detalle: { correo: inv.correo } },
        now,
      );
    });
  }

  /**
   * A seat removed or no longer an administrator cannot invite: its pending invitations are cancelled in the same
   * transaction (each recorded in the trail), and the company's holder is told by mail which addresses they were for.
   */
  async function cancelarLasDe(
    tx: DbOrTx,
    asiento: repo.Asiento,
    user: Usuario,
    miembro: { usuario_id: number; correo: string; nombres: string; apellidos: string },
    motivo: 'quitado' | 'rol',
    now: Date,
  ): Promise<void> {
    const pendientes = await repo.invitacionesPendientesEnviadasPor(tx, asiento.organizacion_id, miembro.usuario_id, now);
    if (pendientes.length === 0) return;
    for (const inv of pendientes) {
      await repo.updateInvitacion(tx, inv.id, { cancelado_en: now });
      await registrarEnBitacora(
        tx,
        asiento.organizacion_id,
        actorDe(user),
        { accion: 'equipo.cancelar_invitacion', entidad: 'invitacion', entidad_id: inv.id, detalle: { correo: inv.correo, motivo } },
        now,
      );
    }
    const titular = await repo.titularDe(tx, asiento.organizacion_id);
    if (!titular) return;
    const persona = `${miembro.nombres} ${miembro.apellidos}`.trim() || miembro.correo;
    await mailer.send(
      tx,
      titular.correo,
      invitacionesCanceladasMail({
        organizacion: asiento.organizacion_nombre,
        persona,
        motivo,
        correos: pendientes.map((i) => i.correo),
        link: `${deps.publicUrl}${paths.empresas.equipo}`,
      }),
    );
  }

  /** The colleague an administrator acts on: of the same company, not the holder, not oneself. */
  async function colegaOrThrow(tx: DbOrTx, asiento: repo.Asiento, user: Usuario, usuarioId: number) {
    const miembro = await repo.findMiembro(tx, asiento.organizacion_id, usuarioId);
    if (!miembro) throw new AppError('NOT_FOUND', EQUIPO_MESSAGES.miembroNoEncontrado);
    if (miembro.titular) throw new AppError('FORBIDDEN', EQUIPO_MESSAGES.titularIntocable);
    if (miembro.usuario_id === user.id) throw new AppError('FORBIDDEN', EQUIPO_MESSAGES.unoMismo);
    return miembro;
  }

  async function cambiarRol(user: Usuario, usuarioId: number, rol: EquipoRol) {
    const now = deps.now();
    return db.transaction(async (tx) => {
      const asiento = await miAsiento(tx, user.id);
      await repo.lockOrganizacion(tx, asiento.organizacion_id);
      const miembro = await colegaOrThrow(tx, asiento, user, usuarioId);
      await repo.updateRol(tx, usuarioId, rol);
      if (miembro.rol === 'administrador' && rol !== 'administrador') {
        await cancelarLasDe(tx, asiento, user, miembro, 'rol', now);
      }
      if (miembro.rol !== rol) {
        await registrarEnBitacora(
          tx,
          asiento.organizacion_id,
          actorDe(user),
          {
            accion: 'equipo.rol',
            entidad: 'miembro',
            entidad_id: usuarioId,
            detalle: { correo: miembro.correo, antes: miembro.rol, ahora: rol },
          },
          now,
        );
        await mailer.send(
          tx,
          miembro.correo,
          rolCambiadoMail({
            organizacion: asiento.organizacion_nombre,
            nombres: miembro.nombres,
            rol,
            equipoUrl: `${deps.publicUrl}${paths.empresas.home}`,
          }),
        );
      }
      return { ...miembro, rol, titular: false, yo: false, creado_en: iso(miembro.creado_en) };
    });
  }

  /**
   * Removing a seat deletes the colleague's account: its sessions end at once (its next call answers 401), its
   * e-mail can be invited again, and its trail entries keep its e-mail and name.
   */
  async function quitar(user: Usuario, usuarioId: number): Promise<void> {
    const now = deps.now();
    await db.transaction(async (tx) => {
      const asiento = await miAsiento(tx, user.id);
      await repo.lockOrganizacion(tx, asiento.organizacion_id);
      const miembro = await colegaOrThrow(tx, asiento, user, usuarioId);
      await registrarEnBitacora(
        tx,
        asiento.organizacion_id,
        actorDe(user),
        { accion: 'equipo.quitar', entidad: 'miembro', entidad_id: usuarioId, detalle: { correo: miembro.correo, rol: miembro.rol } },
        now,
      );
      await cancelarLasDe(tx, asiento, user, miembro, 'quitado', now);
      await mailer.send(
        tx,
        miembro.correo,
        quitadoDelEquipoMail({
          organizacion: asiento.organizacion_nombre,
          nombres: miembro.nombres,
          registroUrl: `${deps.publicUrl}${paths.empresas.register}`,
        }),
      );
      await repo.deleteCuenta(tx, usuarioId);
    });
  }

  /**
   * What an entry shows the administrators. A saved filter set is one person's: the trail says that one was saved or
   * deleted and on which offer, never its name nor its filters (entries written before this rule kept the name).
   */
  function detalleVisible(accion: string, detalle: Record<string, unknown>): Record<string, unknown> {
    if (!accion.startsWith('filtro.')) return detalle;
    return typeof detalle.titulo === 'string' ? { titulo: detalle.titulo } : {};
  }

  /**
   * The holder hands the holder role to another administrator seat of its company. The company's row follows
   * (`organizacion.usuario_id`, and with it everything that reads the holder: its contact person, the public page's
   * check, account deletion); the former holder stays as an administrator seat. The holder confirms it with its
   * password, as it confirms deleting its account.
   */
  async function transferirTitular(user: Usuario, usuarioId: number, password: string) {
    const now = deps.now();
    // It cannot be undone alone: the holder's password first (outside the lock, hashing is slow), said at its field.
    if (!(await verifyPassword(await repo.claveHashDe(db, user.id), password))) throw fieldError('password', WRONG_PASSWORD);
    return db.transaction(async (tx) => {
      const { organizacion_id: orgId, organizacion_nombre } = await miAsiento(tx, user.id);
      await repo.lockOrganizacion(tx, orgId);
      // Read again under the lock: two transfers at once, only the holder's first counts.
      const asiento = await miAsiento(tx, user.id);
      if (!asiento.titular) throw new AppError('FORBIDDEN', EQUIPO_MESSAGES.soloTitular);
      const miembro = await repo.findMiembro(tx, orgId, usuarioId);
      if (!miembro) throw new AppError('NOT_FOUND', EQUIPO_MESSAGES.miembroNoEncontrado);
      if (miembro.usuario_id === user.id) throw new AppError('FORBIDDEN', EQUIPO_MESSAGES.yaEresTitular);
      if (miembro.rol !== 'administrador') throw new AppError('CONFLICT', EQUIPO_MESSAGES.titularSoloAdministrador);
      await repo.transferirTitular(tx, orgId, user.id, usuarioId, now);
      await registrarEnBitacora(
        tx,
        orgId,
        actorDe(user),
        { accion: 'equipo.titular', entidad: 'miembro', entidad_id: usuarioId, detalle: { antes: user.email, ahora: miembro.correo } },
        now,
      );
      await mailer.send(
        tx,
        miembro.correo,
        titularMail({
          organizacion: organizacion_nombre,
          anterior: `${user.name} ${user.lastname}`.trim() || user.email,
          nombres: miembro.nombres,
          equipoUrl: `${deps.publicUrl}${paths.empresas.equipo}`,
        }),
      );
      const nuevo = await repo.findMiembro(tx, orgId, usuarioId);
      if (!nuevo) throw new Error('el nuevo titular desapareció');
      return { ...nuevo, titular: true, yo: false, creado_en: iso(nuevo.creado_en) };
    });
  }

  async function actividad(user: Usuario, q: { page: number; usuario_id?: number; correo?: string; accion?: string }) {
    const asiento = await miAsiento(db, user.id);
    const filtro = { usuario_id: q.usuario_id, correo: q.correo, accion: q.accion };
    const total = await repo.countActividad(db, asiento.organizacion_id, filtro);
    const rows = await repo.listActividad(db, asiento.organizacion_id, filtro, ACTIVIDAD_POR_PAGINA, (q.page - 1) * ACTIVIDAD_POR_PAGINA);
    return {
      items: rows.map((r) => ({ ...r, detalle: detalleVisible(r.accion, r.detalle), creado_en: iso(r.creado_en) })),
      current_page: q.page,
      total_pages: Math.max(1, Math.ceil(total / ACTIVIDAD_POR_PAGINA)),
      total,
      personas: await repo.personasActividad(db, asiento.organizacion_id),
    };
  }

  /**
   * The state of a link, read under the row's lock when joining. An invitation is worth what its sender can grant
   * now: if it is no longer an administrator of the company (removed, demoted, gone), the link is cancelled.
   */
  async function invitacionViva(dbOrTx: DbOrTx, token: string, now: Date, lock = false) {
    if (!token || token.length > 200) throw enlaceMuerto('invalida');
    const row = await repo.findInvitacionPorHash(dbOrTx, hashToken(token), lock);
    if (!row) throw enlaceMuerto('invalida');
    const { inv } = row;
    if (inv.usado_en) throw enlaceMuerto('usada');
    if (inv.cancelado_en || !row.remitente_administrador) throw enlaceMuerto('cancelada');
    if (inv.expira_en.getTime() <= now.getTime()) throw enlaceMuerto('vencida');
    // The address got an account after the invitation was sent (one account per e-mail).
    if (await repo.correoTieneCuenta(dbOrTx, inv.correo)) throw enlaceMuerto('con_cuenta');
    return row;
  }

  /** The join page's first call: whose invitation the link is, without using it up. */
  async function invitacion(token: string) {
    const row = await invitacionViva(db, token, deps.now());
    return { organizacion: row.organizacion, correo: row.inv.correo, rol: row.inv.rol };
  }

  /** Uses the link up, creates the colleague's account (confirmed by the link) with its seat, and signs it in. */
  async function unirse(input: { token: string; nombres: string; apellidos: string; password: string }): Promise<string> {
    await invitacion(input.token);
    const claveHash = await hashPassword(input.password);
    const now = deps.now();
    const sessionToken = newToken();
    try {
      await db.transaction(async (tx) => {
        const { inv } = await invitacionViva(tx, input.token, now, true);
        await repo.updateInvitacion(tx, inv.id, { usado_en: now });
        const usuarioId = await repo.insertCuentaDeMiembro(tx, {
          correo: inv.correo,
          clave_hash: claveHash,
          nombres: input.nombres,
          apellidos: input.apellidos,
          now,
        });
        await repo.insertMiembro(tx, inv.organizacion_id, usuarioId, inv.rol, now);
        await repo.insertSesion(tx, usuarioId, hashToken(sessionToken), new Date(now.getTime() + deps.sessionTtlDays * 86_400_000));
        await registrarEnBitacora(
          tx,
          inv.organizacion_id,
          { usuarioId, correo: inv.correo, nombre: `${input.nombres} ${input.apellidos}` },
          // The join form cannot be sent without accepting the terms and the privacy policy; the entry keeps when.
          { accion: 'equipo.unirse', entidad: 'miembro', entidad_id: usuarioId, detalle: { rol: inv.rol, terminos_aceptados: true } },
          now,
        );
      });
    } catch (err) {
      // The address got an account in the meantime (one account per e-mail).
      if (pgErrorCode(err) === '23505') throw enlaceMuerto('con_cuenta');
      throw err;
    }
    return sessionToken;
  }

  return { resumen, invitar, reenviar, cancelar, cambiarRol, quitar, transferirTitular, actividad, invitacion, unirse };
}

/** A colleague leaving by deleting its own account: recorded in its company's trail (the holder's takes the company). */
export async function registrarSalida(tx: DbOrTx, user: { id: number; correo: string; nombres: string; apellidos: string }, now: Date) {
  const asiento = await repo.asientoDe(tx, user.id);
  if (!asiento) return;
  await registrarEnBitacora(
    tx,
    asiento.organizacion_id,
    { usuarioId: user.id, correo: user.correo, nombre: `${user.nombres} ${user.apellidos}`.trim() },
    { accion: 'equipo.salir', entidad: 'miembro', entidad_id: user.id, detalle: {} },
    now,
  );
  // Whoever leaves can no longer invite: its pending invitations stop counting as seats and their links stop working.
  for (const inv of await repo.invitacionesPendientesEnviadasPor(tx, asiento.organizacion_id, user.id, now)) {
    await repo.updateInvitacion(tx, inv.id, { cancelado_en: now });
  }
}

export type EquipoService = ReturnType<typeof createEquipoService>;
