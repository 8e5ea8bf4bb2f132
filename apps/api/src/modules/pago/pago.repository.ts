/** SQL of payments (decision 010): one table for featured offers and premium applicants. */
import type { DbOrTx } from '../../db/client.ts';
import { pago } from '../../db/schema/index.ts';

export type PagoInsert = typeof pago.$inferInsert;

export async function insertPago(tx: DbOrTx, values: PagoInsert): Promise<number> {
  const [row] = await tx.insert(pago).values(values).returning({ id: pago.id });
  if (!row) throw new Error('no se pudo guardar el pago');
  return row.id;
}
