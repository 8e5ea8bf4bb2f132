/** SQL of saved offers: saving under the applicant's lock (the limit), removing, Guardadas, and the reminder's run. */
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { oferta, ofertaGuardada, organizacion, postulacion, postulante, usuario } from '../../db/schema/index.ts';
import { abiertaSql, cardColumns, visibleSql, type CardComun, type PostulacionPropia } from '../matching/matching.public.ts';
import { ofertaDeEmpresaActivaSql } from '../organizacion/organizacion.public.ts';

/** The offer's state as saving reads it: whether applicants see it, and whether it still takes applications. */
export async function estadoOferta(db: DbOrTx, ofertaId: number, today: string) {
  const [row] = await db
    .select({ visible: sql<boolean>`${visibleSql}`, abierta: sql<boolean>`${abiertaSql(today)}` })
    .from(oferta)
    .where(eq(oferta.id, ofertaId))
    .limit(1);
  return row;
}

/** The applicant's row locked until the transaction ends: saves of one applicant are counted one at a time. */
export async function lockPostulante(tx: DbOrTx, postulanteId: number): Promise<void> {
  await tx.select({ id: postulante.id }).from(postulante).where(eq(postulante.id, postulanteId)).for('update');
}

export async function contar(db: DbOrTx, postulanteId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ofertaGuardada).where(eq(ofertaGuardada.postulante_id, postulanteId));
  return row?.n ?? 0;
}

export async function existe(db: DbOrTx, postulanteId: number, ofertaId: number): Promise<boolean> {
  const rows = await db
    .select({ id: ofertaGuardada.oferta_id })
    .from(ofertaGuardada)
    .where(and(eq(ofertaGuardada.postulante_id, postulanteId), eq(ofertaGuardada.oferta_id, ofertaId)))
    .limit(1);
  return rows.length > 0;
}

/** Saves the offer; true when it was not saved before (the primary key decides, whatever the concurrency). */
export async function guardar(tx: DbOrTx, postulanteId: number, ofertaId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(ofertaGuardada)
    .values({ postulante_id: postulanteId, oferta_id: ofertaId, creado_en: now })
    .onConflictDoNothing()
    .returning({ id: ofertaGuardada.oferta_id });
  return rows.length > 0;
}

export async function quitar(db: DbOrTx, postulanteId: number, ofertaId: number): Promise<boolean> {
  const rows = await db
    .delete(ofertaGuardada)
    .where(and(eq(ofertaGuardada.postulante_id, postulanteId), eq(ofertaGuardada.oferta_id, ofertaId)))
    .returning({ id: ofertaGuardada.oferta_id });
  return rows.length > 0;
}

export async function ids(db: DbOrTx, postulanteId: number): Promise<number[]> {
  const rows = await db
    .select({ id: ofertaGuardada.oferta_id })
    .from(ofertaGuardada)
    .where(eq(ofertaGuardada.postulante_id, postulanteId))
    .orderBy(desc(ofertaGuardada.creado_en), desc(ofertaGuardada.oferta_id));
  return rows.map((r) => r.id);
}

/** The offers the applicant applied to, split by whether the application stands or was cancelled. */
export async function postulaciones(db: DbOrTx, postulanteId: number): Promise<{ postuladas: number[]; canceladas: number[] }> {
  const rows = await db
    .select({ id: postulacion.oferta_id, cancelada: sql<boolean>`${postulacion.eliminado_en} is not null` })
    .from(postulacion)
    .where(eq(postulacion.postulante_id, postulanteId))
    .orderBy(asc(postulacion.oferta_id));
  return { postuladas: rows.filter((r) => !r.cancelada).map((r) => r.id), canceladas: rows.filter((r) => r.cancelada).map((r) => r.id) };
}

export interface GuardadaRow {
  oferta_id: number;
  creado_en: Date;
  recordatorio_enviado_en: Date | null;
  visible: boolean;
  card: CardComun & { postulacion_id: number | null };
  /** The applicant's application to the offer, cancelled ones too (Guardadas shows its status); null if none. */
  postulacion: PostulacionPropia | null;
}

/**
 * Whether the applicant may still open the offer, as its detail page decides: approved and shown (a finished offer
 * too), or one they applied to; never a removed one.
 */
const mostrableSql = sql<boolean>`(${oferta.eliminado_en} is null and ((${oferta.estado} = 1 and ${oferta.publicar} = 1 and ${ofertaDeEmpresaActivaSql}) or (${postulacion.id} is not null and ${postulacion.eliminado_en} is null)))`;

/**
 * Guardadas, newest first (oferta_guardada_postulante_idx), with each offer's card and whether the applicant may still
 * open it; the caller shows nothing of an offer they may not.
 */
export async function lista(
  db: DbOrTx,
  postulanteId: number,
  opts: { limit: number; offset: number },
): Promise<{ rows: GuardadaRow[]; total: number }> {
  const where = eq(ofertaGuardada.postulante_id, postulanteId);
  const rows = await db
    .select({
      g_oferta_id: ofertaGuardada.oferta_id,
      g_creado_en: ofertaGuardada.creado_en,
      g_recordatorio: ofertaGuardada.recordatorio_enviado_en,
      g_visible: mostrableSql,
      ...cardColumns,
      postulacion_id: postulacion.id,
      p_eliminado_en: postulacion.eliminado_en,
      p_estado: postulacion.estado,
      p_revisado: postulacion.revisado,
      p_creado_en: postulacion.creado_en,
      total: sql<number>`count(*) over ()`,
    })
    .from(ofertaGuardada)
    .innerJoin(oferta, eq(oferta.id, ofertaGuardada.oferta_id))
    .leftJoin(organizacion, eq(organizacion.id, oferta.id_organizacion))
    .leftJoin(postulacion, and(eq(postulacion.oferta_id, ofertaGuardada.oferta_id), eq(postulacion.postulante_id, postulanteId)))
    .where(where)
    .orderBy(desc(ofertaGuardada.creado_en), desc(ofertaGuardada.oferta_id))
    .limit(opts.limit)
    .offset(opts.offset);
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && opts.offset > 0) total = await contar(db, postulanteId);
  return {
    total,
    rows: rows.map(
      ({
        g_oferta_id,
        g_creado_en,
        g_recordatorio,
        g_visible,
        p_eliminado_en,
        p_estado,
        p_revisado,
        p_creado_en,
        postulacion_id,
        total: _t,
        ...card
      }) => ({
        oferta_id: g_oferta_id,
        creado_en: g_creado_en,
        recordatorio_enviado_en: g_recordatorio,
        visible: g_visible,
        // "Postulaste" only for an application not cancelled.
        card: { ...card, postulacion_id: p_eliminado_en ? null : postulacion_id },
        postulacion:
          postulacion_id !== null && p_estado !== null && p_revisado !== null && p_creado_en !== null
            ? { id: postulacion_id, estado: p_estado, revisado: p_revisado, eliminado_en: p_eliminado_en, creado_en: p_creado_en }
            : null,
      }),
    ),
  };
}

// ------------------------------------------------------------------ the reminder

/**
 * A save whose reminder is due on the Lima day `today`: not reminded yet, the offer open and closing within the next
 * `dias` days but not today, and no application of the applicant to it (a cancelled one counts: they cannot apply
 * again). A run that did not happen is made up the next day while a day is left.
 */
function saveDebidoSql(today: string, dias: number) {
  return and(
    isNull(ofertaGuardada.recordatorio_enviado_en),
    sql`${ofertaGuardada.oferta_id} in (select ${oferta.id} from ${oferta} where ${abiertaSql(today)}
      and ${oferta.fin_convocatoria} > ${today}::date and ${oferta.fin_convocatoria} <= ${today}::date + ${dias}::int)`,
    sql`not exists (select 1 from ${postulacion} where ${postulacion.postulante_id} = ${ofertaGuardada.postulante_id}
      and ${postulacion.oferta_id} = ${ofertaGuardada.oferta_id})`,
  );
}

/** Who may get the reminder: an active applicant account that accepts informational mail. */
const destinatarioSql = and(eq(usuario.autorizacion_marketing, 1), eq(usuario.activo, true), eq(usuario.rol, 0));

/** A page of applicants (usuario ids after `despues`, in order) with a reminder due on `today`. */
export async function pendientes(db: DbOrTx, opts: { today: string; dias: number; despues: number; limit: number }): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: usuario.id })
    .from(ofertaGuardada)
    .innerJoin(postulante, eq(postulante.id, ofertaGuardada.postulante_id))
    .innerJoin(usuario, eq(usuario.id, postulante.usuario_id))
    .where(and(saveDebidoSql(opts.today, opts.dias), destinatarioSql, gt(usuario.id, opts.despues)))
    .orderBy(asc(usuario.id))
    .limit(opts.limit);
  return rows.map((r) => r.id);
}

/** The account a reminder goes to, when it may get one, with its postulante id. */
export async function destinatario(db: DbOrTx, usuarioId: number) {
  const [row] = await db
    .select({ postulante_id: postulante.id, correo: usuario.correo, nombres: usuario.nombres, rol: usuario.rol })
    .from(usuario)
    .innerJoin(postulante, eq(postulante.usuario_id, usuario.id))
    .where(and(eq(usuario.id, usuarioId), destinatarioSql))
    .limit(1);
  return row;
}

/**
 * Marks one applicant's due saves as reminded and answers which ones, in the caller's transaction. The update is the
 * claim: a second run at the same time waits for these rows' locks, then finds them reminded and claims nothing.
 */
export async function reclamarPendientes(
  tx: DbOrTx,
  postulanteId: number,
  opts: { today: string; dias: number; now: Date },
): Promise<number[]> {
  const rows = await tx
    .update(ofertaGuardada)
    .set({ recordatorio_enviado_en: opts.now })
    .where(and(eq(ofertaGuardada.postulante_id, postulanteId), saveDebidoSql(opts.today, opts.dias)))
    .returning({ id: ofertaGuardada.oferta_id });
  return rows.map((r) => r.id);
}

/** The offers a reminder lists, closing soonest first. */
export function ofertasDelRecordatorio(db: DbOrTx, ofertaIds: number[]) {
  return db
    .select({
      id: oferta.id,
      titulo: oferta.titulo,
      nombre_org: organizacion.nombre,
      fin_convocatoria: oferta.fin_convocatoria,
      oferta_publica: oferta.oferta_publica,
      alias: oferta.alias,
    })
    .from(oferta)
    .leftJoin(organizacion, eq(organizacion.id, oferta.id_organizacion))
    .where(inArray(oferta.id, ofertaIds))
    .orderBy(asc(oferta.fin_convocatoria), asc(oferta.id));
}

/** 1 when the applicant accepts informational mail (the reminder is sent only then). */
export async function autorizacionMarketing(db: DbOrTx, usuarioId: number): Promise<number> {
  const [row] = await db.select({ a: usuario.autorizacion_marketing }).from(usuario).where(eq(usuario.id, usuarioId)).limit(1);
  return row?.a ?? 0;
}
