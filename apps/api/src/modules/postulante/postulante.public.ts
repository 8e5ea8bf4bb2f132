/** Other modules may import this file: an applicant account's postulante id. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { postulante } from '../../db/schema/index.ts';

/** The applicant's postulante id; the row is created when an old account lacks it (registration makes it). */
export async function postulanteIdOf(db: DbOrTx, usuarioId: number): Promise<number> {
  const [found] = await db.select({ id: postulante.id }).from(postulante).where(eq(postulante.usuario_id, usuarioId)).limit(1);
  if (found) return found.id;
  await db.insert(postulante).values({ usuario_id: usuarioId }).onConflictDoNothing();
  const [created] = await db.select({ id: postulante.id }).from(postulante).where(eq(postulante.usuario_id, usuarioId)).limit(1);
  if (!created) throw new Error('postulante sin fila');
  return created.id;
}
