/** SQL of premium content: videos and resources in the administrator's order. */
import { asc, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contenidoPremium } from '../../db/schema/index.ts';

export type ContenidoRow = typeof contenidoPremium.$inferSelect;
export type ContenidoInsert = typeof contenidoPremium.$inferInsert;

export function listContenido(db: DbOrTx, tipo?: 'video' | 'recurso') {
  return db
    .select()
    .from(contenidoPremium)
    .where(tipo ? eq(contenidoPremium.tipo, tipo) : undefined)
    .orderBy(asc(contenidoPremium.orden), asc(contenidoPremium.id));
}

export async function findContenido(db: DbOrTx, id: number, lock = false): Promise<ContenidoRow | undefined> {
  const q = db.select().from(contenidoPremium).where(eq(contenidoPremium.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function nextOrden(tx: DbOrTx): Promise<number> {
  const [row] = await tx.select({ n: max(contenidoPremium.orden) }).from(contenidoPremium);
  return (row?.n ?? 0) + 1;
}

export async function insertContenido(tx: DbOrTx, values: ContenidoInsert): Promise<ContenidoRow> {
  const [row] = await tx.insert(contenidoPremium).values(values).returning();
  if (!row) throw new Error('no se pudo guardar el contenido');
  return row;
}

export async function updateContenido(tx: DbOrTx, id: number, values: Partial<ContenidoInsert>): Promise<ContenidoRow> {
  const [row] = await tx.update(contenidoPremium).set(values).where(eq(contenidoPremium.id, id)).returning();
  if (!row) throw new Error('no se pudo actualizar el contenido');
  return row;
}

export async function deleteContenido(tx: DbOrTx, id: number): Promise<ContenidoRow | undefined> {
  const [row] = await tx.delete(contenidoPremium).where(eq(contenidoPremium.id, id)).returning();
  return row;
}

/** Every item, locked: a reorder sees and writes the whole list at once. */
export function lockAll(tx: DbOrTx) {
  return tx.select({ id: contenidoPremium.id, orden: contenidoPremium.orden }).from(contenidoPremium).for('update');
}
