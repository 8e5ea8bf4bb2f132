/**
 * The audit log of the back office: who did what, when, with the record before and after. Every write
 * of an administrator calls `audit` inside the transaction of the change, so the log never misses a change and
 * never records one that was rolled back.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditoria } from '../../db/schema/index.ts';

/** The administrator acting (null id: the system, e.g. the first admin created at start). */
export interface Actor {
  id: number | null;
  correo: string;
}

export const SISTEMA: Actor = { id: null, correo: 'sistema' };

export interface AuditEntry {
  accion: string;
  entidad: string;
  entidad_id: string | number | null;
  antes?: Record<string, unknown> | null;
  despues?: Record<string, unknown> | null;
}

/** JSON-safe copy: dates become ISO strings, undefined fields are dropped. */
function plain(value: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!value) return null;
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

export async function audit(tx: DbOrTx, actor: Actor, entry: AuditEntry, now: Date): Promise<void> {
  await tx.insert(auditoria).values({
    admin_id: actor.id,
    admin_correo: actor.correo,
    accion: entry.accion,
    entidad: entry.entidad,
    entidad_id: entry.entidad_id === null ? null : String(entry.entidad_id),
    antes: plain(entry.antes),
    despues: plain(entry.despues),
    creado_en: now,
  });
}

export interface AuditFilters {
  entidad?: string;
  entidad_id?: string;
  admin_id?: number;
  accion?: string;
}

function where(f: AuditFilters): SQL | undefined {
  return and(
    f.entidad ? eq(auditoria.entidad, f.entidad) : undefined,
    f.entidad_id ? eq(auditoria.entidad_id, f.entidad_id) : undefined,
    f.admin_id ? eq(auditoria.admin_id, f.admin_id) : undefined,
    f.accion ? eq(auditoria.accion, f.accion) : undefined,
  );
}

/** Newest first (auditoria_creado_idx; auditoria_entidad_idx when filtered by entity). */
export function listAudit(db: DbOrTx, f: AuditFilters, limit: number, offset: number) {
  return db.select().from(auditoria).where(where(f)).orderBy(desc(auditoria.creado_en), desc(auditoria.id)).limit(limit).offset(offset);
}

export async function countAudit(db: DbOrTx, f: AuditFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditoria).where(where(f));
  return row?.n ?? 0;
}
