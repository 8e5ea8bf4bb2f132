/** SQL of the copies of one's data and of the rights requests, as their author reaches them (docs/privacy.md). */
import { and, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { exportacionDatos, oferta, organizacion, postulacion, postulante, solicitudDerechos, usuario } from '../../db/schema/index.ts';

export type ExportacionRow = typeof exportacionDatos.$inferSelect;
export type SolicitudRow = typeof solicitudDerechos.$inferSelect;

// ------------------------------------------------------------------ copies

export async function latestExportacion(db: DbOrTx, usuarioId: number): Promise<ExportacionRow | undefined> {
  const [row] = await db
    .select()
    .from(exportacionDatos)
    .where(eq(exportacionDatos.usuario_id, usuarioId))
    .orderBy(desc(exportacionDatos.solicitado_en), desc(exportacionDatos.id))
    .limit(1);
  return row;
}

/** Copies asked for since an instant, oldest first (the daily limit and when it frees up). */
export function exportacionesDesde(db: DbOrTx, usuarioId: number, since: Date) {
  return db
    .select({ solicitado_en: exportacionDatos.solicitado_en })
    .from(exportacionDatos)
    .where(and(eq(exportacionDatos.usuario_id, usuarioId), gte(exportacionDatos.solicitado_en, since)))
    .orderBy(exportacionDatos.solicitado_en);
}

export async function insertExportacion(tx: DbOrTx, usuarioId: number, now: Date): Promise<ExportacionRow> {
  const [row] = await tx.insert(exportacionDatos).values({ usuario_id: usuarioId, solicitado_en: now }).returning();
  return row!;
}

export async function findExportacion(db: DbOrTx, id: number): Promise<ExportacionRow | undefined> {
  const [row] = await db.select().from(exportacionDatos).where(eq(exportacionDatos.id, id));
  return row;
}

/** The ready copies of an account (a new request replaces them). */
export function listasDe(tx: DbOrTx, usuarioId: number) {
  return tx
    .select({ id: exportacionDatos.id })
    .from(exportacionDatos)
    .where(and(eq(exportacionDatos.usuario_id, usuarioId), eq(exportacionDatos.estado, 'lista')));
}

/** Whether the account asked for a copy after this one (which then replaced it). */
export async function hayPosterior(db: DbOrTx, usuarioId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: exportacionDatos.id })
    .from(exportacionDatos)
    .where(and(eq(exportacionDatos.usuario_id, usuarioId), gt(exportacionDatos.id, id)))
    .limit(1);
  return row !== undefined;
}

/** Marks a copy in preparation as ready; undefined when it is no longer in preparation. */
export async function markLista(
  tx: DbOrTx,
  id: number,
  values: { archivo: string; bytes: number; lista_en: Date; expira_en: Date },
): Promise<ExportacionRow | undefined> {
  const [row] = await tx
    .update(exportacionDatos)
    .set({ estado: 'lista', ...values })
    .where(and(eq(exportacionDatos.id, id), eq(exportacionDatos.estado, 'pendiente')))
    .returning();
  return row;
}

export async function markFallida(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(exportacionDatos)
    .set({ estado: 'fallida' })
    .where(and(eq(exportacionDatos.id, id), eq(exportacionDatos.estado, 'pendiente')));
}

/** Ends a ready copy: no longer downloadable, its file forgotten. Returns the file to remove. */
export async function markCaducada(tx: DbOrTx, id: number): Promise<string | null> {
  const [before] = await tx
    .select({ archivo: exportacionDatos.archivo })
    .from(exportacionDatos)
    .where(eq(exportacionDatos.id, id))
    .for('update');
  if (!before) return null;
  await tx
    .update(exportacionDatos)
    .set({ estado: sql`case when ${exportacionDatos.estado} = 'lista' then 'caducada' else ${exportacionDatos.estado} end`, archivo: null })
    .where(eq(exportacionDatos.id, id));
  return before.archivo;
}

export async function countDescarga(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(exportacionDatos)
    .set({ descargas: sql`${exportacionDatos.descargas} + 1` })
    .where(eq(exportacionDatos.id, id));
}

/** The files of an account's copies (removed with the account). */
export async function archivosDe(db: DbOrTx, usuarioId: number): Promise<string[]> {
  const rows = await db
    .select({ archivo: exportacionDatos.archivo })
    .from(exportacionDatos)
    .where(and(eq(exportacionDatos.usuario_id, usuarioId), sql`${exportacionDatos.archivo} is not null`));
  return rows.map((r) => r.archivo!);
}

export async function findUsuario(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: usuario.id, correo: usuario.correo, nombres: usuario.nombres, apellidos: usuario.apellidos, rol: usuario.rol })
    .from(usuario)
    .where(eq(usuario.id, id));
  return row;
}

// ------------------------------------------------------------------ rights requests

/** The applicant's applications with the offer's title and company (the human review's choices, and a check of one). */
function postulacionesDe(db: DbOrTx, usuarioId: number) {
  return db
    .select({ id: postulacion.id, titulo: oferta.titulo, empresa: sql<string>`coalesce(${organizacion.nombre}, 'Convocatoria externa')` })
    .from(postulacion)
    .innerJoin(postulante, eq(postulante.id, postulacion.postulante_id))
    .innerJoin(oferta, eq(oferta.id, postulacion.oferta_id))
    .leftJoin(organizacion, eq(organizacion.id, oferta.id_organizacion))
    .where(and(eq(postulante.usuario_id, usuarioId), isNull(postulacion.eliminado_en)))
    .$dynamic();
}

export function listRevisables(db: DbOrTx, usuarioId: number) {
  return postulacionesDe(db, usuarioId).orderBy(desc(postulacion.creado_en), desc(postulacion.id)).limit(200);
}

/** One of the applicant's own applications, or undefined (someone else's, cancelled or none). */
export async function postulacionPropia(db: DbOrTx, usuarioId: number, postulacionId: number) {
  const [row] = await postulacionesDe(db, usuarioId).where(
    and(eq(postulante.usuario_id, usuarioId), isNull(postulacion.eliminado_en), eq(postulacion.id, postulacionId)),
  );
  return row;
}

export async function insertSolicitud(tx: DbOrTx, values: typeof solicitudDerechos.$inferInsert): Promise<SolicitudRow> {
  const [row] = await tx.insert(solicitudDerechos).values(values).returning();
  return row!;
}

export async function countEnTramite(db: DbOrTx, usuarioId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(solicitudDerechos)
    .where(and(eq(solicitudDerechos.usuario_id, usuarioId), eq(solicitudDerechos.estado, 'pendiente')));
  return row?.n ?? 0;
}

export async function countMias(db: DbOrTx, usuarioId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(solicitudDerechos).where(eq(solicitudDerechos.usuario_id, usuarioId));
  return row?.n ?? 0;
}

/** The person's requests, newest first, with the application a review is about. */
export function listMias(db: DbOrTx, usuarioId: number, limit: number, offset: number) {
  return db
    .select({
      s: solicitudDerechos,
      postulacion_id: postulacion.id,
      titulo: oferta.titulo,
      empresa: organizacion.nombre,
    })
    .from(solicitudDerechos)
    .leftJoin(postulacion, eq(postulacion.id, solicitudDerechos.postulacion_id))
    .leftJoin(oferta, eq(oferta.id, postulacion.oferta_id))
    .leftJoin(organizacion, eq(organizacion.id, oferta.id_organizacion))
    .where(eq(solicitudDerechos.usuario_id, usuarioId))
    .orderBy(desc(solicitudDerechos.creado_en), desc(solicitudDerechos.id))
    .limit(limit)
    .offset(offset);
}
