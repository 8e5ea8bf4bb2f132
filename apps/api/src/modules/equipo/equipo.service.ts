/**
 * Recruiting as a team (docs/team.md, decision 031): a company's administrators invite colleagues by e-mail, change
 * their roles and remove them, and read the company's audit trail; an invited colleague joins with the link. Every
 * change is recorded in the trail in its own transaction.
 */
import { ROLE } from '@practiperu/shared/constants';
import { paths } from '@practiperu/shared/paths';
import { ACTIVIDAD_POR_PAGINA, EQUIPO_MAX_ASIENTOS, EQUIPO_MESSAGES, INVITACION_TTL_MS, type EquipoRol } from '@practiperu/shared/equipo';
import type { SessionUser } from '@practiperu/shared/session';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pgErrorCode } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { registrarEnBitacora, type MiembroActor } from './bitacora.repository.ts';
import { invitacionLink, invitacionMail, titularMail } from './equipo.mails.ts';
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

/** A company session's seat must be an administrator's (company data, payments, seats, the trail). */
export function exigirAdministrador(user: Pick<SessionUser, 'role' | 'equipo_rol'>): void {
  // No seat fields: the company's holder.
  if (user.role === ROLE.RECLUTADOR && user.equipo_rol !== undefined && user.equipo_rol !== 'administrador') {
    throw new AppError('FORBIDDEN', EQUIPO_MESSAGES.soloAdministradores);
  }
}

const iso = (d: Date) => d.toISOString();
const noEncontrada = () => new AppError('NOT_FOUND', EQUIPO_MESSAGES.invitacionNoEncontrada);
const enlaceInvalido = () => new AppError('NOT_FOUND', EQUIPO_MESSAGES.enlaceInvalido);

export function createEquipoService(deps: EquipoDeps) {
  const { db, mailer } = deps;

  /** The administrator's seat, read again from the database: a role changed a second ago counts. */
  async function asientoAdministrador(dbOrTx: DbOrTx, usuarioId: number): Promise<repo.Asiento> {
    const asiento = await repo.asientoDe(dbOrTx, usuarioId);
    if (!asiento) throw new AppError('FORBIDDEN', EQUIPO_MESSAGES.soloAdministradores);
    if (asiento.rol !== 'administrador') throw new AppError('FORBIDDEN', EQUIPO_MESSAGES.soloAdministradores);
    return asiento;
  }

  function invitacionDto(
    row: { id: number; correo: string; rol: EquipoRol; expira_en: Date; creado_en: Date },
    invitadoPor: string | null,
  ) {
    return {
      id: row.id,
      correo: row.correo,
      rol: row.rol,
      invitado_por: invitadoPor,
      expira_en: iso(row.expira_en),
      creado_en: iso(row.creado_en),
    };
  }

  async function resumen(user: Usuario) {
    const asiento = await asientoAdministrador(db, user.id);
    const now = deps.now();
    const [miembros, invitaciones] = await Promise.all([
      repo.listMiembros(db, asiento.organizacion_id),
      repo.listInvitacionesPendientes(db, asiento.organizacion_id, now),
    ]);
    return {
      miembros: miembros.map((m) => ({ ...m, titular: m.titular === true, yo: m.usuario_id === user.id, creado_en: iso(m.creado_en) })),
      invitaciones: invitaciones.map((i) => invitacionDto(i, i.invitado_por)),
      max_asientos: EQUIPO_MAX_ASIENTOS,
    };
  }

  async function enviarInvitacion(tx: DbOrTx, user: Usuario, organizacion: string, correo: string, rol: EquipoRol, token: string) {
    const invitadoPor = `${user.name} ${user.lastname}`.trim() || user.email;
    await mailer.send(tx, correo, invitacionMail({ organizacion, invitadoPor, rol, link: invitacionLink(deps.publicUrl, token) }));
  }

  async function invitar(user: Usuario, input: { correo: string; rol: EquipoRol }) {
    const now = deps.now();
    return db.transaction(async (tx) => {
      const asiento = await asientoAdministrador(tx, user.id);
      await repo.lockOrganizacion(tx, asiento.organizacion_id);
      // One account per e-mail across all roles: an address with an account cannot get a second one here.
      if (await repo.correoTieneCuenta(tx, input.correo)) throw fieldError('correo', EQUIPO_MESSAGES.correoConCuenta);
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
      return invitacionDto(row, user.email);
    });
  }

  /** A new link (the old one stops working) and 7 more days. */
  async function reenviar(user: Usuario, id: number) {
    const now = deps.now();
    return db.transaction(async (tx) => {
      const asiento = await asientoAdministrador(tx, user.id);
      const inv = await repo.findInvitacionPendiente(tx, asiento.organizacion_id, id, now);
      if (!inv) throw noEncontrada();
      const token = newToken();
      const row = await repo.updateInvitacion(tx, inv.id, {
        token_hash: hashToken(token),
        expira_en: new Date(now.getTime() + INVITACION_TTL_MS),
      });
      await enviarInvitacion(tx, user, asiento.organizacion_nombre, row.correo, row.rol, token);
      return invitacionDto(row, user.email);
    });
  }

  async function cancelar(user: Usuario, id: number): Promise<void> {
    const now = deps.now();
    await db.transaction(async (tx) => {
      const asiento = await asientoAdministrador(tx, user.id);
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
      const asiento = await asientoAdministrador(tx, user.id);
      await repo.lockOrganizacion(tx, asiento.organizacion_id);
      const miembro = await colegaOrThrow(tx, asiento, user, usuarioId);
      await repo.updateRol(tx, usuarioId, rol);
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
      const asiento = await asientoAdministrador(tx, user.id);
      await repo.lockOrganizacion(tx, asiento.organizacion_id);
      const miembro = await colegaOrThrow(tx, asiento, user, usuarioId);
      await registrarEnBitacora(
        tx,
        asiento.organizacion_id,
        actorDe(user),
        { accion: 'equipo.quitar', entidad: 'miembro', entidad_id: usuarioId, detalle: { correo: miembro.correo, rol: miembro.rol } },
        now,
      );
      await repo.deleteCuenta(tx, usuarioId);
    });
  }

  /**
   * The holder hands the holder role to another administrator seat of its company. The company's row follows
   * (`organizacion.usuario_id`, and with it everything that reads the holder: its contact person, the public page's
   * check, account deletion); the former holder stays as an administrator seat.
   */
  async function transferirTitular(user: Usuario, usuarioId: number) {
    const now = deps.now();
    return db.transaction(async (tx) => {
      const { organizacion_id: orgId, organizacion_nombre } = await asientoAdministrador(tx, user.id);
      await repo.lockOrganizacion(tx, orgId);
      // Read again under the lock: two transfers at once, only the holder's first counts.
      const asiento = await asientoAdministrador(tx, user.id);
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

  async function actividad(user: Usuario, q: { page: number; usuario_id?: number; accion?: string }) {
    const asiento = await asientoAdministrador(db, user.id);
    const filtro = { usuario_id: q.usuario_id, accion: q.accion };
    const total = await repo.countActividad(db, asiento.organizacion_id, filtro);
    const rows = await repo.listActividad(db, asiento.organizacion_id, filtro, ACTIVIDAD_POR_PAGINA, (q.page - 1) * ACTIVIDAD_POR_PAGINA);
    return {
      items: rows.map((r) => ({ ...r, creado_en: iso(r.creado_en) })),
      current_page: q.page,
      total_pages: Math.max(1, Math.ceil(total / ACTIVIDAD_POR_PAGINA)),
      total,
    };
  }

  /** The join page's first call: whose invitation the link is, without using it up. */
  async function invitacion(token: string) {
    if (!token || token.length > 200) throw enlaceInvalido();
    const row = await repo.findInvitacionPorHash(db, hashToken(token), deps.now());
    if (!row) throw enlaceInvalido();
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
        const row = await repo.findInvitacionPorHash(tx, hashToken(input.token), now, true);
        if (!row) throw enlaceInvalido();
        const { inv } = row;
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
          { accion: 'equipo.unirse', entidad: 'miembro', entidad_id: usuarioId, detalle: { rol: inv.rol } },
          now,
        );
      });
    } catch (err) {
      // The address got an account in the meantime (one account per e-mail).
      if (pgErrorCode(err) === '23505') throw new AppError('CONFLICT', EQUIPO_MESSAGES.correoConCuenta);
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
}

export type EquipoService = ReturnType<typeof createEquipoService>;
