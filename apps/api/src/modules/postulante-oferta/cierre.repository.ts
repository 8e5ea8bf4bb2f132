/** SQL of closing an offer's process (cierre.service.ts): the applications still in process, and how many are active. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { postulacion } from '../../db/schema/index.ts';

/**
 * The active applications of an offer still in process (no decision or En proceso) that the company sees, locked:
 * those a free offer hides beyond its first applicants are left as they are (the company cannot decide on them).
 */
export async function enProceso(tx: DbOrTx, ofertaId: number, pagada: boolean, bloqueada: number): Promise<number[]> {
  const result = await tx.execute(sql`
    select id from ${postulacion}
    where oferta_id = ${ofertaId} and eliminado_en is null and estado in (0, 2)
      ${pagada ? sql`` : sql`and estado_evaluacion <> ${bloqueada}`}
    order by id
    for update`);
  return (result as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
}

/** How many active applications the offer has (the closing's «left as they were»). */
export async function activas(tx: DbOrTx, ofertaId: number): Promise<number> {
  const result = await tx.execute(
    sql`select count(*)::int as n from ${postulacion} where oferta_id = ${ofertaId} and eliminado_en is null`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
