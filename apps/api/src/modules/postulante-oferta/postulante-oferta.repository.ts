/** SQL of applications: applying under the offer's lock, cancelling, the free-offer limit, Mis postulaciones. */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { oferta, organizacion, postulacion } from '../../db/schema/index.ts';
import { cardColumns, type CardComun, type PostulacionPropia } from '../matching/matching.public.ts';

export type PostulacionRow = typeof postulacion.$inferSelect;

/** The offer's columns applying reads. */
const ofertaEstado = {
  id: oferta.id,
  id_organizacion: oferta.id_organizacion,
  estado: oferta.estado,
  publicar: oferta.publicar,
  finaliza: oferta.finaliza,
  eliminado_en: oferta.eliminado_en,
  fin_convocatoria: oferta.fin_convocatoria,
  oferta_publica: oferta.oferta_publica,
  tipo: oferta.tipo,
  estado_pago: oferta.estado_pago,
  destacado_desde: oferta.destacado_desde,
  max_free_postulantes: oferta.max_free_postulantes,
};
/**
 * The offer locked against other applications and state changes until the transaction ends (FOR NO KEY UPDATE:
 * foreign-key checks of new applications are not blocked by it, other appliers are). This serializes the count
 * of the first 15 of a free offer, the ones its company may see.
 */
export function lockOferta(tx: DbOrTx, id: number) {
  return tx
    .select(ofertaEstado)
    .from(oferta)
    .where(eq(oferta.id, id))
    .limit(1)
    .for('no key update')
    .then((rows) => rows[0]);
}
export type OfertaEstado = NonNullable<Awaited<ReturnType<typeof lockOferta>>>;

/** Active applications of an offer (cancelled ones do not count). Served by postulacion_oferta_idx. */
export async function contarActivas(tx: DbOrTx, ofertaId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(postulacion)
    .where(and(eq(postulacion.oferta_id, ofertaId), isNull(postulacion.eliminado_en)));
  return row?.n ?? 0;
}

/**
 * One application per applicant and offer: the unique index decides, whatever the concurrency. Returns the new
 * id, or undefined when the pair already existed (active or cancelled).
 */
export async function insertar(
  tx: DbOrTx,
  values: { postulante_id: number; oferta_id: number; estado_evaluacion: number; creado_en: Date },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(postulacion)
    .values({ ...values, actualizado_en: values.creado_en })
    .onConflictDoNothing({ target: [postulacion.postulante_id, postulacion.oferta_id] })
    .returning({ id: postulacion.id });
  return row?.id;
}

export function deUnPostulante(db: DbOrTx, postulanteId: number, ofertaId: number): Promise<PostulacionRow | undefined> {
  return db
    .select()
    .from(postulacion)
    .where(and(eq(postulacion.postulante_id, postulanteId), eq(postulacion.oferta_id, ofertaId)))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The applicant's own application by id and offer, locked; never another applicant's. */
export function propiaForUpdate(tx: DbOrTx, id: number, postulanteId: number, ofertaId: number): Promise<PostulacionRow | undefined> {
  return tx
    .select()
    .from(postulacion)
    .where(and(eq(postulacion.id, id), eq(postulacion.postulante_id, postulanteId), eq(postulacion.oferta_id, ofertaId)))
    .limit(1)
    .for('update')
    .then((rows) => rows[0]);
}

export async function cancelar(tx: DbOrTx, id: number, now: Date): Promise<void> {
  await tx.update(postulacion).set({ eliminado_en: now, actualizado_en: now }).where(eq(postulacion.id, id));
}

export interface MiPostulacionRow {
  card: CardComun;
  postulacion: PostulacionPropia;
}

/**
 * Mis postulaciones: the applicant's applications (cancelled ones too), newest first, with their offers; offers
 * removed by their company are hidden everywhere. Served by postulacion_postulante_idx.
 */
export async function misPostulaciones(
  db: DbOrTx,
  postulanteId: number,
  opts: { limit: number; offset: number },
): Promise<{ rows: MiPostulacionRow[]; total: number }> {
  const where = and(eq(postulacion.postulante_id, postulanteId), isNull(oferta.eliminado_en));
  const rows = await db
    .select({
      p_id: postulacion.id,
      p_estado: postulacion.estado,
      p_revisado: postulacion.revisado,
      p_eliminado_en: postulacion.eliminado_en,
      p_creado_en: postulacion.creado_en,
      ...cardColumns,
      total: sql<number>`count(*) over ()`,
    })
    .from(postulacion)
    .innerJoin(oferta, eq(oferta.id, postulacion.oferta_id))
    .leftJoin(organizacion, eq(organizacion.id, oferta.id_organizacion))
    .where(where)
    .orderBy(desc(postulacion.creado_en), desc(postulacion.id))
    .limit(opts.limit)
    .offset(opts.offset);
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && opts.offset > 0) {
    const [c] = await db.select({ n: count() }).from(postulacion).innerJoin(oferta, eq(oferta.id, postulacion.oferta_id)).where(where);
    total = c?.n ?? 0;
  }
  return {
    total,
    rows: rows.map(({ p_id, p_estado, p_revisado, p_eliminado_en, p_creado_en, total: _t, ...card }) => ({
      card,
      postulacion: { id: p_id, estado: p_estado, revisado: p_revisado, eliminado_en: p_eliminado_en, creado_en: p_creado_en },
    })),
  };
}
