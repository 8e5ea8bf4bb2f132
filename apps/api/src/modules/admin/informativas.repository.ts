/** SQL of informational offers: offers with no company, an external link, published on creation. */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { oferta, region } from '../../db/schema/index.ts';
import { ofertasCambiaron } from '../../lib/ofertas-cache.ts';

export type OfertaRow = typeof oferta.$inferSelect;
export type OfertaInsert = typeof oferta.$inferInsert;

const informativa = eq(oferta.oferta_publica, 1);

export function listInformativas(db: DbOrTx, limit: number, offset: number) {
  return db.select().from(oferta).where(informativa).orderBy(desc(oferta.creado_en), desc(oferta.id)).limit(limit).offset(offset);
}

export async function countInformativas(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(oferta).where(informativa);
  return row?.n ?? 0;
}

export async function findInformativa(db: DbOrTx, id: number, lock = false): Promise<OfertaRow | undefined> {
  const q = db
    .select()
    .from(oferta)
    .where(and(eq(oferta.id, id), informativa))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function insertOferta(tx: DbOrTx, values: OfertaInsert): Promise<OfertaRow> {
  ofertasCambiaron(); // the applicants' cached lists (docs/matching.md "Cache")
  const [row] = await tx.insert(oferta).values(values).returning();
  if (!row) throw new Error('no se pudo guardar la oferta informativa');
  return row;
}

export async function updateOferta(tx: DbOrTx, id: number, values: Partial<OfertaInsert>): Promise<OfertaRow> {
  ofertasCambiaron();
  const [row] = await tx.update(oferta).set(values).where(eq(oferta.id, id)).returning();
  if (!row) throw new Error('no se pudo actualizar la oferta informativa');
  return row;
}

/** Withdraws it (a soft delete: hidden everywhere); only the first call changes the row. */
export async function withdraw(tx: DbOrTx, id: number, now: Date): Promise<OfertaRow | undefined> {
  ofertasCambiaron();
  const [row] = await tx
    .update(oferta)
    .set({ eliminado_en: now, actualizado_en: now })
    .where(and(eq(oferta.id, id), informativa, isNull(oferta.eliminado_en)))
    .returning();
  return row;
}

export async function regionName(db: DbOrTx, id: number): Promise<string | undefined> {
  const [row] = await db.select({ nombre: region.nombre }).from(region).where(eq(region.id, id)).limit(1);
  return row?.nombre;
}
