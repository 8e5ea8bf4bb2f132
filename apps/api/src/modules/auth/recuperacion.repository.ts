/** SQL of password recovery: the new password hash, and every session of the account revoked. */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sesion, usuario } from '../../db/schema/index.ts';

/**
 * Stores the new hash. Opening a recovery link proves the e-mail as well as a confirmation link does,
 * so an unconfirmed account becomes confirmed (decision 006).
 */
export async function setPassword(db: DbOrTx, usuarioId: number, claveHash: string, now: Date): Promise<void> {
  await db.update(usuario).set({ clave_hash: claveHash, actualizado_en: now }).where(eq(usuario.id, usuarioId));
  await db
    .update(usuario)
    .set({ confirmado_en: now })
    .where(and(eq(usuario.id, usuarioId), isNull(usuario.confirmado_en)));
}

/** Revokes every session of the account: whoever knew the old password is signed out everywhere. */
export async function deleteSessionsOfUser(db: DbOrTx, usuarioId: number): Promise<void> {
  await db.delete(sesion).where(eq(sesion.usuario_id, usuarioId));
}
