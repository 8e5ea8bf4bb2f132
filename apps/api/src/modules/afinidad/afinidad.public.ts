/** Other modules may import this file: the scoring job's name and key, and how to queue it in a transaction. */
import type { DbOrTx } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';

export const EVALUAR_JOB = 'postulacion.evaluar';

/** The job's key: enqueueing an application's scoring twice yields one job (`enqueue` ignores a repeated key). */
export const evaluarKey = (postulacionId: number) => `evaluar:${postulacionId}`;

/** Queues the scoring of an application; call it in the transaction that creates or unblocks it. */
export async function enqueueEvaluar(tx: DbOrTx, postulacionId: number): Promise<void> {
  await enqueue(tx, EVALUAR_JOB, { id: postulacionId }, { clave: evaluarKey(postulacionId) });
}
