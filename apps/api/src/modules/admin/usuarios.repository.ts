/** SQL of the back office's user management: search, the account flags, and the sessions of an account. */
import { and, count, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, like, max, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { membresiaPremium, oferta, organizacion, postulacion, postulante, segundoFactor, sesion, usuario } from '../../db/schema/index.ts';
import { likePattern } from './admin.common.ts';
import { organizacionIdDe } from '../equipo/equipo.public.ts';

export type UsuarioRow = typeof usuario.$inferSelect;

export interface UsuarioFilters {
  q?: string;
  rol?: number;
  activo?: boolean;
}

const columns = {
  usuario,
  organizacion: {
    id: organizacion.id,
    ruc: organizacion.ruc,
    nombre: organizacion.nombre,
    nombre_completo: organizacion.nombre_completo,
    is_premium: organizacion.is_premium,
    /** The company's holder, not a seat of its team. */
    titular: sql<boolean>`${organizacion.usuario_id} = ${usuario.id}`.mapWith(Boolean),
  },
};

/** E-mail, name, company name or RUC: one box searches them all. */
function where(f: UsuarioFilters): SQL | undefined {
  const q = f.q?.trim();
  const pattern = q ? likePattern(q) : '';
  return and(
    f.rol === undefined ? undefined : eq(usuario.rol, f.rol),
    f.activo === undefined ? undefined : eq(usuario.activo, f.activo),
    q
      ? or(
          ilike(usuario.correo, pattern),
          sql`(${usuario.nombres} || ' ' || ${usuario.apellidos}) ilike ${pattern}`,
          ilike(organizacion.nombre, pattern),
          ilike(organizacion.nombre_completo, pattern),
          /^\d{1,11}$/.test(q) ? like(organizacion.ruc, `${q}%`) : undefined,
        )
      : undefined,
  );
}

export function searchUsuarios(db: DbOrTx, f: UsuarioFilters, limit: number, offset: number) {
  return db
    .select(columns)
    .from(usuario)
    .leftJoin(organizacion, eq(organizacion.id, organizacionIdDe(usuario.id)))
    .where(where(f))
    .orderBy(desc(usuario.creado_en), desc(usuario.id))
    .limit(limit)
    .offset(offset);
}

export async function countUsuarios(db: DbOrTx, f: UsuarioFilters): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(usuario)
    .leftJoin(organizacion, eq(organizacion.id, organizacionIdDe(usuario.id)))
    .where(where(f));
  return row?.n ?? 0;
}

export async function findUsuario(db: DbOrTx, id: number) {
  const [row] = await db
    .select(columns)
    .from(usuario)
    .leftJoin(organizacion, eq(organizacion.id, organizacionIdDe(usuario.id)))
    .where(eq(usuario.id, id))
    .limit(1);
  return row;
}

export async function lockUsuario(tx: DbOrTx, id: number): Promise<UsuarioRow | undefined> {
  const [row] = await tx.select().from(usuario).where(eq(usuario.id, id)).limit(1).for('update');
  return row;
}

export async function updateUsuario(tx: DbOrTx, id: number, values: Partial<typeof usuario.$inferInsert>): Promise<UsuarioRow> {
  const [row] = await tx.update(usuario).set(values).where(eq(usuario.id, id)).returning();
  if (!row) throw new Error('no se pudo actualizar el usuario');
  return row;
}

export async function lockOrganizacionOf(tx: DbOrTx, usuarioId: number) {
  const [row] = await tx
    .select()
    .from(organizacion)
    .where(eq(organizacion.id, organizacionIdDe(usuarioId)))
    .limit(1)
    .for('update');
  return row;
}

export async function setOrganizacionPremium(tx: DbOrTx, id: number, isPremium: boolean, now: Date): Promise<void> {
  await tx.update(organizacion).set({ is_premium: isPremium, actualizado_en: now }).where(eq(organizacion.id, id));
}

/** The company an account registered (it is its holder), if any: deactivating that account suspends the company. */
export async function organizacionDeTitular(db: DbOrTx, usuarioId: number): Promise<number | null> {
  const [row] = await db.select({ id: organizacion.id }).from(organizacion).where(eq(organizacion.usuario_id, usuarioId));
  return row?.id ?? null;
}

export async function deleteSessions(tx: DbOrTx, usuarioId: number): Promise<number> {
  const rows = await tx.delete(sesion).where(eq(sesion.usuario_id, usuarioId)).returning({ id: sesion.id });
  return rows.length;
}

export async function countLiveSessions(db: DbOrTx, usuarioId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sesion)
    .where(and(eq(sesion.usuario_id, usuarioId), gt(sesion.expira_en, now)));
  return row?.n ?? 0;
}

/** The last day of each applicant's membership still running on `today` (Lima). */
export async function premiumUntil(db: DbOrTx, usuarioIds: number[], today: string): Promise<Map<number, string>> {
  if (usuarioIds.length === 0) return new Map();
  const rows = await db
    .select({ usuario_id: membresiaPremium.usuario_id, hasta: max(membresiaPremium.expira_el) })
    .from(membresiaPremium)
    .where(and(inArray(membresiaPremium.usuario_id, usuarioIds), gte(membresiaPremium.expira_el, today)))
    .groupBy(membresiaPremium.usuario_id);
  return new Map(rows.filter((r) => r.hasta).map((r) => [r.usuario_id, r.hasta as string]));
}

/** What an account did on the platform: a company's offers, an applicant's applications. */
export async function activity(db: DbOrTx, usuarioId: number): Promise<{ ofertas: number; postulaciones: number }> {
  const [o] = await db
    .select({ n: count() })
    .from(oferta)
    .innerJoin(organizacion, eq(organizacion.id, oferta.id_organizacion))
    .where(and(eq(organizacion.id, organizacionIdDe(usuarioId)), isNull(oferta.eliminado_en)));
  const [p] = await db
    .select({ n: count() })
    .from(postulacion)
    .innerJoin(postulante, eq(postulante.id, postulacion.postulante_id))
    .where(and(eq(postulante.usuario_id, usuarioId), isNull(postulacion.eliminado_en)));
  return { ofertas: o?.n ?? 0, postulaciones: p?.n ?? 0 };
}

/** Whether the account has an active second factor (the back office may reset it). */
export async function tieneSegundoFactor(db: DbOrTx, usuarioId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: segundoFactor.usuario_id })
    .from(segundoFactor)
    .where(and(eq(segundoFactor.usuario_id, usuarioId), isNotNull(segundoFactor.confirmado_en)))
    .limit(1);
  return Boolean(row);
}
