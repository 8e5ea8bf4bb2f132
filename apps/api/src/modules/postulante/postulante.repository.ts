/** SQL of the applicant's profile (`postulante` with the account's names) and the reference rows it points to. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { carrera, distrito, institucion, postulante, provincia, region, usuario } from '../../db/schema/index.ts';
import { postulanteIdOf } from './postulante.public.ts';

export { postulanteIdOf };

export type PostulanteRow = typeof postulante.$inferSelect;
export type PostulanteUpdate = Partial<Omit<typeof postulante.$inferInsert, 'id' | 'usuario_id' | 'creado_en'>>;

/** The profile row with the account's names. */
export async function findProfile(db: DbOrTx, usuarioId: number) {
  await postulanteIdOf(db, usuarioId);
  const [row] = await db
    .select({ p: postulante, nombres: usuario.nombres, apellidos: usuario.apellidos, correo: usuario.correo })
    .from(postulante)
    .innerJoin(usuario, eq(usuario.id, postulante.usuario_id))
    .where(eq(postulante.usuario_id, usuarioId))
    .limit(1);
  if (!row) throw new Error('postulante sin fila');
  return row;
}
export type ProfileRow = Awaited<ReturnType<typeof findProfile>>;

export async function updatePostulante(db: DbOrTx, usuarioId: number, values: PostulanteUpdate, now: Date): Promise<void> {
  await db
    .update(postulante)
    .set({ ...values, actualizado_en: now })
    .where(eq(postulante.usuario_id, usuarioId));
}

export async function updateNames(db: DbOrTx, usuarioId: number, names: { nombres: string; apellidos: string }, now: Date) {
  await db
    .update(usuario)
    .set({ ...names, actualizado_en: now })
    .where(eq(usuario.id, usuarioId));
}

// ------------------------------------------------------------------ the reference rows a profile points to

export function findRegion(db: DbOrTx, id: number) {
  return db
    .select({ id: region.id, nombre: region.nombre })
    .from(region)
    .where(eq(region.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

export function listProvincias(db: DbOrTx, regionId: number) {
  return db.select({ id: provincia.id, nombre: provincia.nombre }).from(provincia).where(eq(provincia.region_id, regionId));
}

export function listDistritos(db: DbOrTx, provinciaId: number) {
  return db.select({ id: distrito.id, nombre: distrito.nombre }).from(distrito).where(eq(distrito.provincia_id, provinciaId));
}

export function findInstitucion(db: DbOrTx, id: number, tipo: number) {
  return db
    .select({ id: institucion.id, nombre: institucion.nombre })
    .from(institucion)
    .where(and(eq(institucion.id, id), eq(institucion.tipo, tipo)))
    .limit(1)
    .then((rows) => rows[0]);
}

export function findCarrera(db: DbOrTx, id: number, tipo: number) {
  return db
    .select({ id: carrera.id, nombre: carrera.nombre, clave: carrera.clave })
    .from(carrera)
    .where(and(eq(carrera.id, id), eq(carrera.tipo, tipo)))
    .limit(1)
    .then((rows) => rows[0]);
}
