/** SQL of the company's data: its row, its sectors, its logo. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { miembroOrganizacion, organizacion, organizacionSector, sector, usuario } from '../../db/schema/index.ts';
import { ofertasCambiaron } from '../../lib/ofertas-cache.ts';
import { slugVisibleSql } from './organizacion.public.ts';
import { contactoPropioSql, organizacionIdDe } from '../equipo/equipo.public.ts';

export type OrganizacionRow = typeof organizacion.$inferSelect;

/**
 * The company of the account's seat, with the account's own e-mail, names and contact phone and position: a
 * colleague reads its own (kept on its seat), the holder the company's contact person (`contactoPropioSql`).
 */
export async function findCuenta(db: DbOrTx, usuarioId: number) {
  const [row] = await db
    .select({
      org: organizacion,
      correo: usuario.correo,
      nombres: usuario.nombres,
      apellidos: usuario.apellidos,
      nro_contacto: contactoPropioSql('nro_contacto'),
      cargo: contactoPropioSql('cargo'),
      slug_visible: slugVisibleSql,
    })
    .from(miembroOrganizacion)
    .innerJoin(organizacion, eq(organizacion.id, miembroOrganizacion.organizacion_id))
    .innerJoin(usuario, eq(usuario.id, miembroOrganizacion.usuario_id))
    .where(eq(miembroOrganizacion.usuario_id, usuarioId))
    .limit(1);
  return row;
}

/** The row locked for a change of its logo (two uploads at once: one wins, the other's file is removed). */
export async function findForUpdate(tx: DbOrTx, usuarioId: number): Promise<OrganizacionRow | undefined> {
  const [row] = await tx
    .select()
    .from(organizacion)
    .where(eq(organizacion.id, organizacionIdDe(usuarioId)))
    .limit(1)
    .for('update');
  return row;
}

export function sectoresOf(db: DbOrTx, organizacionId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: sector.id, name: sector.nombre })
    .from(organizacionSector)
    .innerJoin(sector, eq(sector.id, organizacionSector.sector_id))
    .where(eq(organizacionSector.organizacion_id, organizacionId))
    .orderBy(asc(sector.id));
}

export async function existingSectorIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: sector.id }).from(sector).where(inArray(sector.id, ids));
  return rows.map((r) => r.id);
}

export async function replaceSectores(tx: DbOrTx, organizacionId: number, ids: number[]): Promise<void> {
  await tx.delete(organizacionSector).where(eq(organizacionSector.organizacion_id, organizacionId));
  if (ids.length) await tx.insert(organizacionSector).values(ids.map((sector_id) => ({ organizacion_id: organizacionId, sector_id })));
}

export async function updateOrganizacion(tx: DbOrTx, id: number, values: Partial<typeof organizacion.$inferInsert>): Promise<void> {
  // Name and logo are on the applicants' cached cards, the rest on the company's cached public page (docs/matching.md
  // "Cache", decision 029).
  ofertasCambiaron();
  await tx.update(organizacion).set(values).where(eq(organizacion.id, id));
}
