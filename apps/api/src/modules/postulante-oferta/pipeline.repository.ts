/**
 * SQL of the pipeline comforts (docs/team.md "Pipeline"): the company's notes on an application, its tags and
 * which applications carry them, each seat's saved filter sets, and the locked rows a bulk action changes. Every read
 * is scoped by the company (notes, tags) or by the person and the offer (filter sets) in the query itself.
 */
import type { ColorEtiqueta } from '@practiperu/shared/pipeline';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  etiquetaEmpresa,
  filtroGuardado,
  notaPostulacion,
  oferta,
  organizacion,
  postulacion,
  postulacionEstadoCambio,
  postulacionEtiqueta,
  postulante,
  usuario,
} from '../../db/schema/index.ts';
import { etapaDeEstado } from './reclutador.repository.ts';

/** The one job a bulk status change enqueues for its mails (decision 047); a job, not an action of the trail. */
export const AVISO_MASIVO_JOB = 'postulacion.aviso_masivo';

const idsArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

// ------------------------------------------------------------------ notes

export function notas(db: DbOrTx, organizacionId: number, postulacionId: number) {
  return db
    .select()
    .from(notaPostulacion)
    .where(and(eq(notaPostulacion.postulacion_id, postulacionId), eq(notaPostulacion.organizacion_id, organizacionId)))
    .orderBy(asc(notaPostulacion.creado_en), asc(notaPostulacion.id));
}

export function nota(db: DbOrTx, organizacionId: number, id: number) {
  return db
    .select()
    .from(notaPostulacion)
    .where(and(eq(notaPostulacion.id, id), eq(notaPostulacion.organizacion_id, organizacionId)))
    .limit(1)
    .for('update')
    .then((rows) => rows[0]);
}

export async function crearNota(db: DbOrTx, values: typeof notaPostulacion.$inferInsert) {
  const [row] = await db.insert(notaPostulacion).values(values).returning();
  return row!;
}

/**
 * The same note on each of those applications (a bulk note): one INSERT … SELECT however many they are. Returns how
 * many notes were written.
 */
export async function notaMasiva(
  db: DbOrTx,
  v: { organizacion_id: number; autor_id: number; autor_nombre: string; texto: string; creado_en: Date },
  postulacionIds: readonly number[],
): Promise<number> {
  if (postulacionIds.length === 0) return 0;
  const r = await db.execute(sql`
    insert into nota_postulacion (postulacion_id, organizacion_id, autor_id, autor_nombre, texto, creado_en)
    select p.id, ${v.organizacion_id}, ${v.autor_id}, ${v.autor_nombre}, ${v.texto}, ${v.creado_en.toISOString()}::timestamptz
    from unnest(${idsArray(postulacionIds)}::int[]) as p(id)`);
  return Number((r as { rowCount?: number; affectedRows?: number }).rowCount ?? (r as { affectedRows?: number }).affectedRows ?? 0);
}

export async function editarNota(db: DbOrTx, id: number, texto: string, now: Date) {
  const [row] = await db.update(notaPostulacion).set({ texto, editado_en: now }).where(eq(notaPostulacion.id, id)).returning();
  return row!;
}

export async function eliminarNota(db: DbOrTx, id: number): Promise<void> {
  await db.delete(notaPostulacion).where(eq(notaPostulacion.id, id));
}

// ------------------------------------------------------------------ tags

const columnasEtiqueta = { id: etiquetaEmpresa.id, nombre: etiquetaEmpresa.nombre, color: etiquetaEmpresa.color };

export function etiquetas(db: DbOrTx, organizacionId: number) {
  return db
    .select(columnasEtiqueta)
    .from(etiquetaEmpresa)
    .where(eq(etiquetaEmpresa.organizacion_id, organizacionId))
    .orderBy(sql`lower(${etiquetaEmpresa.nombre})`);
}

/**
 * The company's tags, counted under a lock on the company's row (`no key update`: offers and other rows that refer to
 * the company are not held up): two seats creating the last allowed tag at the same moment are served one after the
 * other, so the limit holds.
 */
export async function contarEtiquetas(db: DbOrTx, organizacionId: number): Promise<number> {
  await db.execute(sql`select id from ${organizacion} where id = ${organizacionId} for no key update`);
  const [row] = await db.select({ n: count() }).from(etiquetaEmpresa).where(eq(etiquetaEmpresa.organizacion_id, organizacionId));
  return row?.n ?? 0;
}

/** The company's tags among `ids` (another company's ids drop out). */
export function etiquetasDeEmpresa(db: DbOrTx, organizacionId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(columnasEtiqueta)
    .from(etiquetaEmpresa)
    .where(and(eq(etiquetaEmpresa.organizacion_id, organizacionId), inArray(etiquetaEmpresa.id, [...ids])));
}

export async function crearEtiqueta(db: DbOrTx, organizacionId: number, nombre: string, color: ColorEtiqueta) {
  const [row] = await db.insert(etiquetaEmpresa).values({ organizacion_id: organizacionId, nombre, color }).returning(columnasEtiqueta);
  return row!;
}

export async function eliminarEtiqueta(db: DbOrTx, organizacionId: number, id: number) {
  const rows = await db
    .delete(etiquetaEmpresa)
    .where(and(eq(etiquetaEmpresa.id, id), eq(etiquetaEmpresa.organizacion_id, organizacionId)))
    .returning(columnasEtiqueta);
  return rows[0];
}

/** Replaces the tags of one application by `etiquetaIds` (already checked to be the company's). */
export async function ponerEtiquetas(db: DbOrTx, postulacionId: number, etiquetaIds: readonly number[]): Promise<void> {
  await db.delete(postulacionEtiqueta).where(eq(postulacionEtiqueta.postulacion_id, postulacionId));
  if (etiquetaIds.length > 0) {
    await db.insert(postulacionEtiqueta).values(etiquetaIds.map((etiqueta_id) => ({ postulacion_id: postulacionId, etiqueta_id })));
  }
}

/** Adds the tag to the applications that lack it; returns how many got it. */
export async function etiquetar(db: DbOrTx, etiquetaId: number, postulacionIds: readonly number[]): Promise<number> {
  if (postulacionIds.length === 0) return 0;
  const rows = await db
    .insert(postulacionEtiqueta)
    .values(postulacionIds.map((postulacion_id) => ({ postulacion_id, etiqueta_id: etiquetaId })))
    .onConflictDoNothing()
    .returning({ id: postulacionEtiqueta.postulacion_id });
  return rows.length;
}

/** Removes the tag from those applications; returns how many had it. */
export async function desetiquetar(db: DbOrTx, etiquetaId: number, postulacionIds: readonly number[]): Promise<number> {
  if (postulacionIds.length === 0) return 0;
  const rows = await db
    .delete(postulacionEtiqueta)
    .where(
      and(
        eq(postulacionEtiqueta.etiqueta_id, etiquetaId),
        sql`${postulacionEtiqueta.postulacion_id} = any(${idsArray(postulacionIds)}::int[])`,
      ),
    )
    .returning({ id: postulacionEtiqueta.postulacion_id });
  return rows.length;
}

/**
 * The tags and the note count of each of a page's applications (two reads by the page's ids). Only the company's
 * own: tags can only be put on its applications, and notes are filtered by the company too.
 */
export async function marcas(db: DbOrTx, organizacionId: number, postulacionIds: readonly number[]) {
  const out = new Map<number, { etiquetas: { id: number; nombre: string; color: ColorEtiqueta }[]; notas: number }>();
  if (postulacionIds.length === 0) return out;
  for (const id of postulacionIds) out.set(id, { etiquetas: [], notas: 0 });
  const inIds = (col: unknown) => sql`${col} = any(${idsArray(postulacionIds)}::int[])`;
  const [tags, notes] = await Promise.all([
    db
      .select({ postulacion_id: postulacionEtiqueta.postulacion_id, ...columnasEtiqueta })
      .from(postulacionEtiqueta)
      .innerJoin(etiquetaEmpresa, eq(etiquetaEmpresa.id, postulacionEtiqueta.etiqueta_id))
      .where(and(inIds(postulacionEtiqueta.postulacion_id), eq(etiquetaEmpresa.organizacion_id, organizacionId)))
      .orderBy(sql`lower(${etiquetaEmpresa.nombre})`),
    db
      .select({ postulacion_id: notaPostulacion.postulacion_id, n: count() })
      .from(notaPostulacion)
      .where(and(inIds(notaPostulacion.postulacion_id), eq(notaPostulacion.organizacion_id, organizacionId)))
      .groupBy(notaPostulacion.postulacion_id),
  ]);
  for (const t of tags) out.get(t.postulacion_id)?.etiquetas.push({ id: t.id, nombre: t.nombre, color: t.color });
  for (const n of notes) {
    const m = out.get(n.postulacion_id);
    if (m) m.notas = n.n;
  }
  return out;
}

// ------------------------------------------------------------------ bulk

/**
 * A bulk status change in ONE statement (decision 047): the offer's active applications among `ids` whose status is
 * not `estado` (and, for the "no seleccionado" notice, that are not finalists) are locked in id order and moved to
 * `estado`, read by the recruiter. Returns each changed row with the status it had, so the caller can tell who is
 * mailed; the number of statements does not depend on how many applications there are.
 */
export async function cambiarEstados(
  tx: DbOrTx,
  ofertaId: number,
  ids: readonly number[],
  estado: number,
  opts: { dejarFinalistas: boolean; finalista: number },
  now: Date,
): Promise<{ id: number; estado_antes: number; revisado_antes: number }[]> {
  if (ids.length === 0) return [];
  // One statement: the change, and its lines in the status history (docs/insights.md).
  const result = await tx.execute(sql`
    with cambiadas as (
      update ${postulacion} set estado = ${estado}, revisado = 1, estado_actualizado_en = ${now}::timestamptz, actualizado_en = ${now}::timestamptz
      from (
        select id, estado, revisado from ${postulacion}
        where oferta_id = ${ofertaId} and eliminado_en is null and id = any(${idsArray(ids)}::int[]) and estado <> ${estado}
          ${opts.dejarFinalistas ? sql`and estado <> ${opts.finalista}` : sql``}
        order by id
        for update
      ) as antes
      where ${postulacion.id} = antes.id
      returning ${postulacion.id} as id, antes.estado as estado_antes, antes.revisado as revisado_antes),
    historial as (
      insert into ${postulacionEstadoCambio} (postulacion_id, etapa, creado_en)
      select id, ${etapaDeEstado(estado)}, ${now}::timestamptz from cambiadas)
    select id, estado_antes, revisado_antes from cambiadas order by id`);
  const rows = (result as unknown as { rows: { id: number | string; estado_antes: number; revisado_antes: number }[] }).rows;
  return rows.map((r) => ({ id: Number(r.id), estado_antes: Number(r.estado_antes), revisado_antes: Number(r.revisado_antes) }));
}

/** Of these applications, those a bulk change to `estado` would change (cambiarEstados' own rule, read only). */
export async function cambiarian(
  db: DbOrTx,
  ids: readonly number[],
  estado: number,
  opts: { dejarFinalistas: boolean; finalista: number },
): Promise<number[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select id from ${postulacion}
    where eliminado_en is null and id = any(${idsArray(ids)}::int[]) and estado <> ${estado}
      ${opts.dejarFinalistas ? sql`and estado <> ${opts.finalista}` : sql``}`);
  return (result as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
}

/** Whom the mails of a bulk change go to (the fan-out job reads them in one query). */
export function destinatarios(db: DbOrTx, postulacionIds: readonly number[]) {
  if (postulacionIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: postulacion.id, correo: usuario.correo, nombres: usuario.nombres })
    .from(postulacion)
    .innerJoin(postulante, eq(postulante.id, postulacion.postulante_id))
    .innerJoin(usuario, eq(usuario.id, postulante.usuario_id))
    .where(sql`${postulacion.id} = any(${idsArray(postulacionIds)}::int[])`)
    .orderBy(asc(postulacion.id));
}

// ------------------------------------------------------------------ saved filter sets

const columnasFiltro = {
  id: filtroGuardado.id,
  id_oferta: filtroGuardado.oferta_id,
  nombre: filtroGuardado.nombre,
  filtros: filtroGuardado.filtros,
  creado_en: filtroGuardado.creado_en,
};

export function filtros(db: DbOrTx, usuarioId: number, ofertaId: number) {
  return db
    .select(columnasFiltro)
    .from(filtroGuardado)
    .where(and(eq(filtroGuardado.usuario_id, usuarioId), eq(filtroGuardado.oferta_id, ofertaId)))
    .orderBy(sql`lower(${filtroGuardado.nombre})`);
}

/** A person's saved sets on an offer, counted under a lock on the person's account (the limit holds under races). */
export async function contarFiltros(db: DbOrTx, usuarioId: number, ofertaId: number): Promise<number> {
  await db.execute(sql`select id from ${usuario} where id = ${usuarioId} for no key update`);
  const [row] = await db
    .select({ n: count() })
    .from(filtroGuardado)
    .where(and(eq(filtroGuardado.usuario_id, usuarioId), eq(filtroGuardado.oferta_id, ofertaId)));
  return row?.n ?? 0;
}

export async function guardarFiltro(db: DbOrTx, values: typeof filtroGuardado.$inferInsert) {
  const [row] = await db.insert(filtroGuardado).values(values).returning(columnasFiltro);
  return row!;
}

/**
 * Removes one of the person's own filter sets, if its offer is still the company's (a person who left the company
 * keeps nothing to delete there); returns it.
 */
export async function eliminarFiltro(db: DbOrTx, usuarioId: number, organizacionId: number, id: number) {
  const rows = await db
    .delete(filtroGuardado)
    .where(
      and(
        eq(filtroGuardado.id, id),
        eq(filtroGuardado.usuario_id, usuarioId),
        sql`exists (select 1 from ${oferta} where ${oferta.id} = ${filtroGuardado.oferta_id} and ${oferta.id_organizacion} = ${organizacionId})`,
      ),
    )
    .returning(columnasFiltro);
  return rows[0];
}
