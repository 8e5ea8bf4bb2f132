/** SQL of registration and confirmation: the new account with its applicant or company rows. */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organizacion, organizacionSector, postulante, sector, usuario } from '../../db/schema/index.ts';

export type UsuarioRow = typeof usuario.$inferSelect;

export interface NewUsuario {
  correo: string;
  clave_hash: string;
  rol: number;
  nombres: string;
  apellidos: string;
  autorizacion_marketing: number;
}

export interface NewOrganizacion {
  ruc: string;
  nombre_completo: string;
  nombre: string;
  nro_contacto: string;
  cargo: string;
  logo: string;
}

/** The account is created unconfirmed (confirmado_en null): it cannot log in until its link is opened. */
export async function insertUsuario(db: DbOrTx, values: NewUsuario): Promise<number> {
  const [row] = await db
    .insert(usuario)
    .values({ ...values, confirmado_en: null })
    .returning({ id: usuario.id });
  if (!row) throw new Error('no se creó el usuario');
  return row.id;
}

export async function insertPostulante(db: DbOrTx, usuarioId: number): Promise<void> {
  await db.insert(postulante).values({ usuario_id: usuarioId });
}

export async function insertOrganizacion(db: DbOrTx, usuarioId: number, values: NewOrganizacion, sectorIds: number[]): Promise<void> {
  const [org] = await db
    .insert(organizacion)
    .values({ usuario_id: usuarioId, ...values })
    .returning({ id: organizacion.id });
  if (!org) throw new Error('no se creó la organización');
  await db.insert(organizacionSector).values(sectorIds.map((sector_id) => ({ organizacion_id: org.id, sector_id })));
}

/** The ids among `ids` that name a real sector. */
export async function existingSectorIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: sector.id }).from(sector).where(inArray(sector.id, ids));
  return rows.map((r) => r.id);
}

export async function rucTaken(db: DbOrTx, ruc: string): Promise<boolean> {
  const rows = await db.select({ id: organizacion.id }).from(organizacion).where(eq(organizacion.ruc, ruc)).limit(1);
  return rows.length > 0;
}

/** Sets confirmado_en once; false when the account was already confirmed (or is gone). */
export async function confirmUsuario(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(usuario)
    .set({ confirmado_en: now, actualizado_en: now })
    .where(and(eq(usuario.id, id), isNull(usuario.confirmado_en)))
    .returning({ id: usuario.id });
  return rows.length > 0;
}

/** The name of the constraint a failed query violated (drizzle wraps the driver's error in `cause`). */
export function violatedConstraint(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
