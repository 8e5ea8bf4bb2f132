/** SQL of job alerts: the applicant's subscription and the subscribers whose digest is due. */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { suscripcionAlerta, usuario } from '../../db/schema/index.ts';
import type { Frecuencia } from '@practiperu/shared/postulacion';

export type SuscripcionRow = typeof suscripcionAlerta.$inferSelect;

export function find(db: DbOrTx, usuarioId: number): Promise<SuscripcionRow | undefined> {
  return db
    .select()
    .from(suscripcionAlerta)
    .where(eq(suscripcionAlerta.usuario_id, usuarioId))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Subscribes or changes the frequency; a stopped subscription starts again (its last digest date is kept). */
export async function upsert(db: DbOrTx, usuarioId: number, frecuencia: Frecuencia, now: Date): Promise<SuscripcionRow> {
  const [row] = await db
    .insert(suscripcionAlerta)
    .values({ usuario_id: usuarioId, frecuencia, activa: 1, creado_en: now, actualizado_en: now })
    .onConflictDoUpdate({ target: suscripcionAlerta.usuario_id, set: { frecuencia, activa: 1, actualizado_en: now } })
    .returning();
  if (!row) throw new Error('no se pudo guardar la suscripción');
  return row;
}

export async function detener(db: DbOrTx, usuarioId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(suscripcionAlerta)
    .set({ activa: 0, actualizado_en: now })
    .where(and(eq(suscripcionAlerta.usuario_id, usuarioId), eq(suscripcionAlerta.activa, 1)))
    .returning({ id: suscripcionAlerta.usuario_id });
  return rows.length > 0;
}

export async function autorizacionMarketing(db: DbOrTx, usuarioId: number): Promise<number> {
  const [row] = await db.select({ a: usuario.autorizacion_marketing }).from(usuario).where(eq(usuario.id, usuarioId)).limit(1);
  return row?.a ?? 0;
}

/**
 * Active subscribers who accept marketing mail, whose digest may be due: none sent before `diariaAntes` (daily) or
 * `semanalAntes` (weekly). A page of ids after `despues`, in id order.
 */
export async function pendientes(
  db: DbOrTx,
  opts: { diariaAntes: Date; semanalAntes: Date; despues: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: suscripcionAlerta.usuario_id })
    .from(suscripcionAlerta)
    .innerJoin(usuario, eq(usuario.id, suscripcionAlerta.usuario_id))
    .where(
      and(
        eq(suscripcionAlerta.activa, 1),
        eq(usuario.autorizacion_marketing, 1),
        eq(usuario.activo, true),
        eq(usuario.rol, 0),
        gt(suscripcionAlerta.usuario_id, opts.despues),
        sql`(${suscripcionAlerta.ultimo_envio} is null
          or (${suscripcionAlerta.frecuencia} = 'diaria' and ${suscripcionAlerta.ultimo_envio} < ${opts.diariaAntes.toISOString()}::timestamptz)
          or (${suscripcionAlerta.frecuencia} = 'semanal' and ${suscripcionAlerta.ultimo_envio} < ${opts.semanalAntes.toISOString()}::timestamptz))`,
      ),
    )
    .orderBy(asc(suscripcionAlerta.usuario_id))
    .limit(opts.limit);
  return rows.map((r) => r.id);
}

/** The subscription with its account, locked while one digest is decided and sent. */
export function paraEnviar(tx: DbOrTx, usuarioId: number) {
  return tx
    .select({
      frecuencia: suscripcionAlerta.frecuencia,
      activa: suscripcionAlerta.activa,
      ultimo_envio: suscripcionAlerta.ultimo_envio,
      correo: usuario.correo,
      nombres: usuario.nombres,
      rol: usuario.rol,
      activo: usuario.activo,
      autorizacion_marketing: usuario.autorizacion_marketing,
    })
    .from(suscripcionAlerta)
    .innerJoin(usuario, eq(usuario.id, suscripcionAlerta.usuario_id))
    .where(eq(suscripcionAlerta.usuario_id, usuarioId))
    .limit(1)
    .for('update', { of: suscripcionAlerta })
    .then((rows) => rows[0]);
}

export async function marcarEnviado(tx: DbOrTx, usuarioId: number, now: Date): Promise<void> {
  await tx.update(suscripcionAlerta).set({ ultimo_envio: now, actualizado_en: now }).where(eq(suscripcionAlerta.usuario_id, usuarioId));
}
