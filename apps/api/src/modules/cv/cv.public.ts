/** Other modules may import this file: what cv offers them besides its service. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { postulante } from '../../db/schema/index.ts';

/**
 * The applicant's profile (postulante.service.ts) saves the skills list with its own form, checked against the
 * reference list, counts the knowledge and language items for "optional data complete" and names the merit order in
 * the CV PDF. Those rows are the CV's, so it runs these queries of cv.repository.ts (inside its own transaction when it
 * saves).
 */
export { catalogName, catalogNames, conocimientos, idiomas, listHabilidades, replaceHabilidades } from './cv.repository.ts';

/** The copy of one's data (privacidad) reads every CV section whole, through the same section queries as the CV. */
export { sections as cvSections } from './cv.repository.ts';

/**
 * The applicant's postulante id; the row is created when an old account lacks it (registration makes it). The CV's
 * rows hang on it: the CV calls, the applicant's profile (postulante), the applications and the saved offers find it here.
 */
export async function postulanteIdOf(db: DbOrTx, usuarioId: number): Promise<number> {
  const [found] = await db.select({ id: postulante.id }).from(postulante).where(eq(postulante.usuario_id, usuarioId)).limit(1);
  if (found) return found.id;
  await db.insert(postulante).values({ usuario_id: usuarioId }).onConflictDoNothing();
  const [created] = await db.select({ id: postulante.id }).from(postulante).where(eq(postulante.usuario_id, usuarioId)).limit(1);
  if (!created) throw new Error('postulante sin fila');
  return created.id;
}
