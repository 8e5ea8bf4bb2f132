/** SQL of a company's seats and invitations (docs/team.md). */
import { rolPuede, type PermisoAsiento } from '@practiperu/shared/equipo';
import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactoPropioSql, empresaActivaSql } from './asiento.sql.ts';
import {
  auditoriaEmpresa,
  invitacionEquipo,
  miembroOrganizacion,
  organizacion,
  sesion,
  usuario,
  type EquipoRol,
} from '../../db/schema/index.ts';

export type InvitacionRow = typeof invitacionEquipo.$inferSelect;

export interface Asiento {
  organizacion_id: number;
  organizacion_nombre: string;
  rol: EquipoRol;
  titular: boolean;
}

/** The account's password hash (null for an account without one), to confirm a change only its owner may make. */
export async function claveHashDe(db: DbOrTx, usuarioId: number): Promise<string | null> {
  const [row] = await db.select({ clave_hash: usuario.clave_hash }).from(usuario).where(eq(usuario.id, usuarioId)).limit(1);
  return row?.clave_hash ?? null;
}

/** The seat of an account: its company, its role, and whether it is the holder. */
export async function asientoDe(db: DbOrTx, usuarioId: number): Promise<Asiento | undefined> {
  const [row] = await db
    .select({
      organizacion_id: miembroOrganizacion.organizacion_id,
      organizacion_nombre: organizacion.nombre,
      rol: miembroOrganizacion.rol,
      titular: sql<boolean>`${organizacion.usuario_id} = ${miembroOrganizacion.usuario_id}`,
    })
    .from(miembroOrganizacion)
    .innerJoin(organizacion, eq(organizacion.id, miembroOrganizacion.organizacion_id))
    .where(eq(miembroOrganizacion.usuario_id, usuarioId))
    .limit(1);
  return row;
}

/**
 * Whether the account's seat may do what PERMISOS_ASIENTO names, read now (for rules that depend on the row acted
 * on, such as a colleague's note; a route's own permission is `requireSeat`).
 */
export async function asientoPuedeAhora(db: DbOrTx, usuarioId: number, permiso: PermisoAsiento): Promise<boolean> {
  const asiento = await asientoDe(db, usuarioId);
  return asiento !== undefined && rolPuede(asiento.rol, permiso);
}

/** Serializes the seat decisions of one company (the limit, two invitations of one address). */
export async function lockOrganizacion(tx: DbOrTx, organizacionId: number): Promise<void> {
  await tx.execute(sql`select id from ${organizacion} where id = ${organizacionId} for update`);
}

export function listMiembros(db: DbOrTx, organizacionId: number) {
  return db
    .select({
      usuario_id: usuario.id,
      correo: usuario.correo,
      nombres: usuario.nombres,
      apellidos: usuario.apellidos,
      rol: miembroOrganizacion.rol,
      titular: sql<boolean>`${organizacion.usuario_id} = ${usuario.id}`,
      // Each seat's own contact (the holder's is usually the company's contact person).
      nro_contacto: contactoPropioSql('nro_contacto'),
      cargo: contactoPropioSql('cargo'),
      creado_en: miembroOrganizacion.creado_en,
    })
    .from(miembroOrganizacion)
    .innerJoin(usuario, eq(usuario.id, miembroOrganizacion.usuario_id))
    .innerJoin(organizacion, eq(organizacion.id, miembroOrganizacion.organizacion_id))
    .where(eq(miembroOrganizacion.organizacion_id, organizacionId))
    .orderBy(desc(sql`${organizacion.usuario_id} = ${usuario.id}`), miembroOrganizacion.creado_en, usuario.id);
}

export function findMiembro(db: DbOrTx, organizacionId: number, usuarioId: number) {
  return listMiembros(db, organizacionId).then((rows) => rows.find((r) => r.usuario_id === usuarioId));
}

/** The ids of a company's colleagues: every seat but the holder's. */
export async function colegasDe(db: DbOrTx, organizacionId: number): Promise<number[]> {
  const rows = await db
    .select({ id: miembroOrganizacion.usuario_id })
    .from(miembroOrganizacion)
    .innerJoin(organizacion, eq(organizacion.id, miembroOrganizacion.organizacion_id))
    .where(and(eq(miembroOrganizacion.organizacion_id, organizacionId), ne(miembroOrganizacion.usuario_id, organizacion.usuario_id)));
  return rows.map((r) => r.id);
}

const pendiente = (now: Date) =>
  and(isNull(invitacionEquipo.usado_en), isNull(invitacionEquipo.cancelado_en), gt(invitacionEquipo.expira_en, now));

export function listInvitacionesPendientes(db: DbOrTx, organizacionId: number, now: Date) {
  return db
    .select({
      id: invitacionEquipo.id,
      correo: invitacionEquipo.correo,
      rol: invitacionEquipo.rol,
      invitado_por: usuario.correo,
      expira_en: invitacionEquipo.expira_en,
      creado_en: invitacionEquipo.creado_en,
    })
    .from(invitacionEquipo)
    .leftJoin(usuario, eq(usuario.id, invitacionEquipo.invitado_por))
    .where(and(eq(invitacionEquipo.organizacion_id, organizacionId), pendiente(now)))
    .orderBy(desc(invitacionEquipo.creado_en), desc(invitacionEquipo.id));
}

export async function countAsientos(db: DbOrTx, organizacionId: number, now: Date): Promise<number> {
  const [m] = await db.select({ n: count() }).from(miembroOrganizacion).where(eq(miembroOrganizacion.organizacion_id, organizacionId));
  const [i] = await db
    .select({ n: count() })
    .from(invitacionEquipo)
    .where(and(eq(invitacionEquipo.organizacion_id, organizacionId), pendiente(now)));
  return (m?.n ?? 0) + (i?.n ?? 0);
}

export async function correoTieneCuenta(db: DbOrTx, correo: string): Promise<boolean> {
  const rows = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(sql`lower(${usuario.correo}) = lower(${correo})`)
    .limit(1);
  return rows.length > 0;
}

export async function invitacionPendienteDe(db: DbOrTx, organizacionId: number, correo: string, now: Date) {
  const [row] = await db
    .select()
    .from(invitacionEquipo)
    .where(
      and(eq(invitacionEquipo.organizacion_id, organizacionId), sql`lower(${invitacionEquipo.correo}) = lower(${correo})`, pendiente(now)),
    )
    .limit(1);
  return row;
}

export async function insertInvitacion(tx: DbOrTx, values: typeof invitacionEquipo.$inferInsert): Promise<InvitacionRow> {
  const [row] = await tx.insert(invitacionEquipo).values(values).returning();
  if (!row) throw new Error('no se pudo guardar la invitación');
  return row;
}

export async function findInvitacionPendiente(db: DbOrTx, organizacionId: number, id: number, now: Date) {
  const [row] = await db
    .select()
    .from(invitacionEquipo)
    .where(and(eq(invitacionEquipo.id, id), eq(invitacionEquipo.organizacion_id, organizacionId), pendiente(now)))
    .limit(1)
    .for('update');
  return row;
}

export async function updateInvitacion(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof invitacionEquipo.$inferInsert>,
): Promise<InvitacionRow> {
  const [row] = await tx.update(invitacionEquipo).set(values).where(eq(invitacionEquipo.id, id)).returning();
  if (!row) throw new Error('no se pudo actualizar la invitación');
  return row;
}

/**
 * An invitation by its link's hash, whatever its state, with its company's name and whether whoever sent it is an
 * administrator of that company now (locked when joining). An invitation is worth what its sender can grant today.
 */
export async function findInvitacionPorHash(db: DbOrTx, tokenHash: string, lock = false) {
  const q = db
    .select({
      inv: invitacionEquipo,
      organizacion: organizacion.nombre,
      remitente_administrador: sql<boolean>`exists (
        select 1 from ${miembroOrganizacion} m
        where m.usuario_id = ${invitacionEquipo.invitado_por}
          and m.organizacion_id = ${invitacionEquipo.organizacion_id}
          and m.rol = 'administrador')`,
    })
    .from(invitacionEquipo)
    .innerJoin(organizacion, eq(organizacion.id, invitacionEquipo.organizacion_id))
    // A suspended company's links open nothing until it is reactivated (decision 037).
    .where(and(eq(invitacionEquipo.token_hash, tokenHash), empresaActivaSql(sql`${organizacion.id}`)))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: invitacionEquipo }) : await q;
  return row;
}

/** The pending invitations one seat sent, locked: they are cancelled when it can no longer invite. */
export function invitacionesPendientesEnviadasPor(tx: DbOrTx, organizacionId: number, usuarioId: number, now: Date) {
  return tx
    .select()
    .from(invitacionEquipo)
    .where(and(eq(invitacionEquipo.organizacion_id, organizacionId), eq(invitacionEquipo.invitado_por, usuarioId), pendiente(now)))
    .orderBy(invitacionEquipo.id)
    .for('update');
}

/** The company's holder: who is told of what happens to the team without being the one who did it. */
export async function titularDe(db: DbOrTx, organizacionId: number) {
  const [row] = await db
    .select({ correo: usuario.correo, nombres: usuario.nombres })
    .from(organizacion)
    .innerJoin(usuario, eq(usuario.id, organizacion.usuario_id))
    .where(eq(organizacion.id, organizacionId))
    .limit(1);
  return row;
}

/** Whether an address is already a seat of this company (the inviter sees its own members anyway). */
export async function esMiembroPorCorreo(db: DbOrTx, organizacionId: number, correo: string): Promise<boolean> {
  const rows = await db
    .select({ id: usuario.id })
    .from(miembroOrganizacion)
    .innerJoin(usuario, eq(usuario.id, miembroOrganizacion.usuario_id))
    .where(and(eq(miembroOrganizacion.organizacion_id, organizacionId), sql`lower(${usuario.correo}) = lower(${correo})`))
    .limit(1);
  return rows.length > 0;
}

export async function insertCuentaDeMiembro(
  tx: DbOrTx,
  values: { correo: string; clave_hash: string; nombres: string; apellidos: string; now: Date },
): Promise<number> {
  const [row] = await tx
    .insert(usuario)
    .values({
      correo: values.correo,
      clave_hash: values.clave_hash,
      rol: 1,
      nombres: values.nombres,
      apellidos: values.apellidos,
      // The invitation's link proves the address, as a confirmation link does.
      confirmado_en: values.now,
      creado_en: values.now,
      actualizado_en: values.now,
    })
    .returning({ id: usuario.id });
  if (!row) throw new Error('no se pudo crear la cuenta');
  return row.id;
}

export async function insertMiembro(tx: DbOrTx, organizacionId: number, usuarioId: number, rol: EquipoRol, now: Date): Promise<void> {
  await tx.insert(miembroOrganizacion).values({ organizacion_id: organizacionId, usuario_id: usuarioId, rol, creado_en: now });
}

export async function updateRol(tx: DbOrTx, usuarioId: number, rol: EquipoRol): Promise<void> {
  await tx.update(miembroOrganizacion).set({ rol }).where(eq(miembroOrganizacion.usuario_id, usuarioId));
}

export async function insertSesion(tx: DbOrTx, usuarioId: number, tokenHash: string, expiraEn: Date): Promise<void> {
  await tx.insert(sesion).values({ usuario_id: usuarioId, token_hash: tokenHash, expira_en: expiraEn });
}

/**
 * Makes another seat the company's holder. The contact person follows the holder: the former holder's own phone and
 * position move to its seat, the new holder keeps its own on its seat, and those become the company's contact when it
 * has set them (otherwise the company keeps the former ones until it does, without them being the new holder's).
 */
export async function transferirTitular(tx: DbOrTx, organizacionId: number, anteriorId: number, nuevoId: number, now: Date) {
  const [anterior] = await tx
    .select({ nro_contacto: contactoPropioSql('nro_contacto'), cargo: contactoPropioSql('cargo') })
    .from(miembroOrganizacion)
    .innerJoin(organizacion, eq(organizacion.id, miembroOrganizacion.organizacion_id))
    .where(eq(miembroOrganizacion.usuario_id, anteriorId));
  const [org] = await tx
    .select({ nro_contacto: organizacion.nro_contacto, cargo: organizacion.cargo })
    .from(organizacion)
    .where(eq(organizacion.id, organizacionId));
  const [nuevo] = await tx
    .select({ nro_contacto: miembroOrganizacion.nro_contacto, cargo: miembroOrganizacion.cargo })
    .from(miembroOrganizacion)
    .where(eq(miembroOrganizacion.usuario_id, nuevoId));
  if (!anterior || !org || !nuevo) throw new Error('no se encontró la empresa o el nuevo titular');
  await tx
    .update(miembroOrganizacion)
    .set({ nro_contacto: anterior.nro_contacto, cargo: anterior.cargo })
    .where(eq(miembroOrganizacion.usuario_id, anteriorId));
  await tx
    .update(organizacion)
    .set({
      usuario_id: nuevoId,
      nro_contacto: nuevo.nro_contacto || org.nro_contacto,
      cargo: nuevo.cargo || org.cargo,
      actualizado_en: now,
    })
    .where(eq(organizacion.id, organizacionId));
}

/** The other administrator seats of a company (its holder's excluded). */
export async function otrosAdministradores(db: DbOrTx, organizacionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(miembroOrganizacion)
    .innerJoin(organizacion, eq(organizacion.id, miembroOrganizacion.organizacion_id))
    .where(
      and(
        eq(miembroOrganizacion.organizacion_id, organizacionId),
        eq(miembroOrganizacion.rol, 'administrador'),
        ne(miembroOrganizacion.usuario_id, organizacion.usuario_id),
      ),
    );
  return row?.n ?? 0;
}

/** Every colleague of a company (its holder's seat excluded): whom to tell when the company closes. */
export function colegasParaAviso(db: DbOrTx, organizacionId: number) {
  return db
    .select({ id: usuario.id, correo: usuario.correo, nombres: usuario.nombres })
    .from(miembroOrganizacion)
    .innerJoin(organizacion, eq(organizacion.id, miembroOrganizacion.organizacion_id))
    .innerJoin(usuario, eq(usuario.id, miembroOrganizacion.usuario_id))
    .where(and(eq(miembroOrganizacion.organizacion_id, organizacionId), ne(miembroOrganizacion.usuario_id, organizacion.usuario_id)));
}

/** Removes a colleague's account: its sessions, seat and tokens go with it; its trail entries keep its e-mail and name. */
export async function deleteCuenta(tx: DbOrTx, usuarioId: number): Promise<void> {
  await tx.delete(usuario).where(eq(usuario.id, usuarioId));
}

export interface FiltroActividad {
  usuario_id?: number;
  /** The e-mail recorded with the entries: finds a removed person's entries too (their `usuario_id` is null). */
  correo?: string;
  accion?: string;
}

const filtro = (organizacionId: number, f: FiltroActividad) =>
  and(
    eq(auditoriaEmpresa.organizacion_id, organizacionId),
    f.usuario_id ? eq(auditoriaEmpresa.usuario_id, f.usuario_id) : undefined,
    f.correo ? sql`lower(${auditoriaEmpresa.usuario_correo}) = lower(${f.correo})` : undefined,
    // 'oferta' matches every 'oferta.*' verb; 'oferta.publicar' only itself.
    f.accion
      ? sql`(${auditoriaEmpresa.accion} = ${f.accion} or ${auditoriaEmpresa.accion} like ${`${f.accion.replace(/_/g, '\\_')}.%`})`
      : undefined,
  );

export function listActividad(db: DbOrTx, organizacionId: number, f: FiltroActividad, limit: number, offset: number) {
  return db
    .select()
    .from(auditoriaEmpresa)
    .where(filtro(organizacionId, f))
    .orderBy(desc(auditoriaEmpresa.creado_en), desc(auditoriaEmpresa.id))
    .limit(limit)
    .offset(offset);
}

export async function countActividad(db: DbOrTx, organizacionId: number, f: FiltroActividad): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditoriaEmpresa).where(filtro(organizacionId, f));
  return row?.n ?? 0;
}

/**
 * Everyone who appears in the company's trail, by e-mail (ignoring case) with the latest name recorded: the people of
 * the team and those who left or were removed, whose accounts are gone but whose entries stay.
 */
export async function personasActividad(db: DbOrTx, organizacionId: number): Promise<{ correo: string; nombre: string }[]> {
  const correo = sql<string>`lower(${auditoriaEmpresa.usuario_correo})`;
  return db
    .select({
      correo,
      nombre: sql<string>`(array_agg(${auditoriaEmpresa.usuario_nombre} order by ${auditoriaEmpresa.creado_en} desc, ${auditoriaEmpresa.id} desc))[1]`,
    })
    .from(auditoriaEmpresa)
    .where(eq(auditoriaEmpresa.organizacion_id, organizacionId))
    .groupBy(correo)
    .orderBy(correo);
}
