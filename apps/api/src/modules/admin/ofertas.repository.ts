/** SQL of the offer review queue: company offers with their company, their payments, the decisions. */
import { aliasedTable, and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { oferta, organizacion, pago, postulacion, usuario } from '../../db/schema/index.ts';
import { ofertasCambiaron } from '../../lib/ofertas-cache.ts';
import { likePattern } from './admin.common.ts';

export type OfertaRow = typeof oferta.$inferSelect;

export interface Empresa {
  id: number;
  nombre: string;
  ruc: string;
  usuario_id: number;
  correo: string;
  nombres: string;
}

const empresaColumns = {
  id: organizacion.id,
  nombre: organizacion.nombre,
  ruc: organizacion.ruc,
  usuario_id: usuario.id,
  correo: usuario.correo,
  nombres: usuario.nombres,
};

/** Company offers still in the platform (informational offers have their own screen; removed ones are gone). */
function queueWhere(f: { estado?: number; q?: string }): SQL | undefined {
  return and(
    eq(oferta.oferta_publica, 0),
    isNull(oferta.eliminado_en),
    f.estado === undefined ? undefined : eq(oferta.estado, f.estado),
    f.q ? or(ilike(oferta.titulo, likePattern(f.q)), ilike(organizacion.nombre, likePattern(f.q)), eq(organizacion.ruc, f.q)) : undefined,
  );
}

/** Pending first, the longest waiting first; then the others, the most recently changed first. */
export function listQueue(db: DbOrTx, f: { estado?: number; q?: string }, limit: number, offset: number) {
  return db
    .select({ oferta, empresa: empresaColumns })
    .from(oferta)
    .leftJoin(organizacion, eq(organizacion.id, oferta.id_organizacion))
    .leftJoin(usuario, eq(usuario.id, organizacion.usuario_id))
    .where(queueWhere(f))
    .orderBy(
      sql`case when ${oferta.estado} = 0 then 0 else 1 end`,
      sql`case when ${oferta.estado} = 0 then ${oferta.creado_en} end asc`,
      desc(oferta.actualizado_en),
      asc(oferta.id),
    )
    .limit(limit)
    .offset(offset);
}

export async function countQueue(db: DbOrTx, f: { estado?: number; q?: string }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(oferta)
    .leftJoin(organizacion, eq(organizacion.id, oferta.id_organizacion))
    .where(queueWhere(f));
  return row?.n ?? 0;
}

/** One offer (not removed) with its company; locked for the rest of the transaction when asked. */
export async function findOferta(
  db: DbOrTx,
  id: number,
  lock = false,
): Promise<{ oferta: OfertaRow; empresa: Empresa | null } | undefined> {
  const base = db
    .select({ oferta, empresa: empresaColumns })
    .from(oferta)
    .leftJoin(organizacion, eq(organizacion.id, oferta.id_organizacion))
    .leftJoin(usuario, eq(usuario.id, organizacion.usuario_id))
    .where(and(eq(oferta.id, id), isNull(oferta.eliminado_en)))
    .limit(1);
  const rows = lock ? await base.for('update', { of: oferta }) : await base;
  const row = rows[0];
  if (!row) return undefined;
  return { oferta: row.oferta, empresa: row.empresa?.id ? (row.empresa as Empresa) : null };
}

/** The decision itself: only a pending offer changes, so of two concurrent decisions exactly one returns a row. */
export async function decide(tx: DbOrTx, id: number, values: Partial<typeof oferta.$inferInsert>): Promise<OfertaRow | undefined> {
  ofertasCambiaron(); // the applicants' cached lists (docs/matching.md "Cache")
  const [row] = await tx
    .update(oferta)
    .set(values)
    .where(and(eq(oferta.id, id), eq(oferta.estado, 0), isNull(oferta.eliminado_en)))
    .returning();
  return row;
}

const decididoPor = aliasedTable(usuario, 'decidido_por');

export function pagosOf(db: DbOrTx, ofertaId: number) {
  return db
    .select({
      id: pago.id,
      estado: pago.estado,
      nro_operacion: pago.nro_operacion,
      metodo_pago: pago.metodo_pago,
      monto_centimos: pago.monto_centimos,
      motivo: pago.motivo,
      creado_en: pago.creado_en,
      decidido_en: pago.decidido_en,
      decidido_por: decididoPor.correo,
    })
    .from(pago)
    .leftJoin(decididoPor, eq(decididoPor.id, pago.decidido_por))
    .where(eq(pago.oferta_id, ofertaId))
    .orderBy(desc(pago.creado_en), desc(pago.id));
}

/** The offer's pending payments (at most one: pago_oferta_pendiente_uq), locked: rejecting the offer decides them too. */
export function lockPendingPagos(tx: DbOrTx, ofertaId: number) {
  return tx
    .select()
    .from(pago)
    .where(and(eq(pago.oferta_id, ofertaId), eq(pago.estado, 0)))
    .orderBy(asc(pago.id))
    .for('update');
}

/** Active (not cancelled) applications of an offer. */
export async function countPostulaciones(db: DbOrTx, ofertaId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(postulacion)
    .where(and(eq(postulacion.oferta_id, ofertaId), isNull(postulacion.eliminado_en)));
  return row?.n ?? 0;
}
