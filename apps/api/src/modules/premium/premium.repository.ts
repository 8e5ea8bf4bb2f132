/** SQL of applicant premium: premium payments, memberships, the expiry reminder and the published content. */
import { and, asc, desc, eq, gte, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import { ROLE } from '@practiperu/shared/constants';
import type { DbOrTx } from '../../db/client.ts';
import { contenidoPremium, membresiaPremium, pago, usuario } from '../../db/schema/index.ts';

export type PagoRow = typeof pago.$inferSelect;
export type MembresiaRow = typeof membresiaPremium.$inferSelect;
export type ContenidoRow = typeof contenidoPremium.$inferSelect;

/** Serializes the premium submits of one applicant (the pending check and the insert happen under it). */
export async function lockUsuario(tx: DbOrTx, usuarioId: number): Promise<void> {
  await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.id, usuarioId)).for('update');
}

export async function insertPago(tx: DbOrTx, values: typeof pago.$inferInsert): Promise<PagoRow> {
  const [row] = await tx.insert(pago).values(values).returning();
  if (!row) throw new Error('no se pudo guardar el pago');
  return row;
}

/** The applicant's premium payments still counted (pending, validated, rejected), the newest first. */
export function premiumPagos(db: DbOrTx, usuarioId: number, limit = 20): Promise<PagoRow[]> {
  return db
    .select()
    .from(pago)
    .where(and(eq(pago.usuario_id, usuarioId), eq(pago.tipo, 'premium'), inArray(pago.estado, [0, 1, 2])))
    .orderBy(desc(pago.creado_en), desc(pago.id))
    .limit(limit);
}

export async function findOwnPremiumPago(db: DbOrTx, usuarioId: number, id: number): Promise<PagoRow | undefined> {
  const [row] = await db
    .select()
    .from(pago)
    .where(and(eq(pago.id, id), eq(pago.usuario_id, usuarioId), eq(pago.tipo, 'premium')))
    .limit(1);
  return row;
}

export async function hideRejection(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.update(pago).set({ mostrar_rechazado: 0, actualizado_en: now }).where(eq(pago.id, id));
}

/** Memberships still running on `today` (a Lima day) or later, the earliest start first (renewals chain on). */
export function activeMemberships(db: DbOrTx, usuarioId: number, today: string): Promise<MembresiaRow[]> {
  return db
    .select()
    .from(membresiaPremium)
    .where(and(eq(membresiaPremium.usuario_id, usuarioId), gte(membresiaPremium.expira_el, today)))
    .orderBy(asc(membresiaPremium.inicio), asc(membresiaPremium.id));
}

/** The last day of the applicant's most recently ended membership (before `today`, Lima), or null. */
export async function lastEndedMembership(db: DbOrTx, usuarioId: number, today: string): Promise<string | null> {
  const [row] = await db
    .select({ expira_el: membresiaPremium.expira_el })
    .from(membresiaPremium)
    .where(and(eq(membresiaPremium.usuario_id, usuarioId), lt(membresiaPremium.expira_el, today)))
    .orderBy(desc(membresiaPremium.expira_el))
    .limit(1);
  return row?.expira_el ?? null;
}

/** Every membership of the applicant, the newest first (the membership page's history). */
export function memberships(
  db: DbOrTx,
  usuarioId: number,
): Promise<(MembresiaRow & { nro_operacion: string | null; metodo_pago: string | null; monto_centimos: number | null })[]> {
  return db
    .select({
      id: membresiaPremium.id,
      usuario_id: membresiaPremium.usuario_id,
      pago_id: membresiaPremium.pago_id,
      inicio: membresiaPremium.inicio,
      expira_el: membresiaPremium.expira_el,
      aviso_enviado_en: membresiaPremium.aviso_enviado_en,
      creado_en: membresiaPremium.creado_en,
      nro_operacion: pago.nro_operacion,
      metodo_pago: pago.metodo_pago,
      monto_centimos: pago.monto_centimos,
    })
    .from(membresiaPremium)
    .leftJoin(pago, eq(pago.id, membresiaPremium.pago_id))
    .where(eq(membresiaPremium.usuario_id, usuarioId))
    .orderBy(desc(membresiaPremium.inicio), desc(membresiaPremium.id));
}

/** Whether the applicant is premium on `today` (a Lima day): a membership with inicio ≤ today ≤ expira_el. */
export async function isActive(db: DbOrTx, usuarioId: number, today: string): Promise<boolean> {
  const [row] = await db
    .select({ hasta: max(membresiaPremium.expira_el) })
    .from(membresiaPremium)
    .where(
      and(eq(membresiaPremium.usuario_id, usuarioId), gte(membresiaPremium.expira_el, today), sql`${membresiaPremium.inicio} <= ${today}`),
    );
  return !!row?.hasta;
}

/**
 * The reminder: memberships ending on `day` whose holder has no later membership and was not told yet. Locked and
 * skipped when another worker holds them, so each mail goes once.
 */
export function membershipsEndingOn(tx: DbOrTx, day: string) {
  return tx
    .select({ id: membresiaPremium.id, expira_el: membresiaPremium.expira_el, correo: usuario.correo, nombres: usuario.nombres })
    .from(membresiaPremium)
    .innerJoin(usuario, eq(usuario.id, membresiaPremium.usuario_id))
    .where(
      and(
        eq(membresiaPremium.expira_el, day),
        isNull(membresiaPremium.aviso_enviado_en),
        eq(usuario.activo, true),
        sql`not exists (select 1 from membresia_premium m2 where m2.usuario_id = ${membresiaPremium.usuario_id} and m2.expira_el > ${day})`,
      ),
    )
    .for('update', { of: membresiaPremium, skipLocked: true });
}

export async function markReminded(tx: DbOrTx, id: number, now: Date): Promise<void> {
  await tx.update(membresiaPremium).set({ aviso_enviado_en: now }).where(eq(membresiaPremium.id, id));
}

export function publishedContent(db: DbOrTx): Promise<ContenidoRow[]> {
  return db
    .select()
    .from(contenidoPremium)
    .where(eq(contenidoPremium.publicado, 1))
    .orderBy(asc(contenidoPremium.orden), asc(contenidoPremium.id));
}

/** True for an active administrator account (the file route's second way in). */
export async function isActiveAdmin(db: DbOrTx, usuarioId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(eq(usuario.id, usuarioId), eq(usuario.rol, ROLE.ADMIN), eq(usuario.activo, true)))
    .limit(1);
  return !!row;
}

/** An item whether published or not (for administrators). */
export async function findAny(db: DbOrTx, id: number): Promise<ContenidoRow | undefined> {
  const [row] = await db.select().from(contenidoPremium).where(eq(contenidoPremium.id, id)).limit(1);
  return row;
}

export async function findPublished(db: DbOrTx, id: number, tipo?: 'video' | 'recurso'): Promise<ContenidoRow | undefined> {
  const [row] = await db
    .select()
    .from(contenidoPremium)
    .where(and(eq(contenidoPremium.id, id), eq(contenidoPremium.publicado, 1), tipo ? eq(contenidoPremium.tipo, tipo) : undefined))
    .limit(1);
  return row;
}
