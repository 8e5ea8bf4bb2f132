/** The interviews' SQL (decision 066): one row per interview, read with its application, offer, company and people. */
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { criterioEntrevista, entrevista, oferta, organizacion, postulacion, postulante, usuario } from '../../db/schema/index.ts';

const autor = alias(usuario, 'autor');

/** An interview with what its views and mails need. */
const columnas = {
  e: entrevista,
  oferta_id: oferta.id,
  titulo: oferta.titulo,
  empresa: organizacion.nombre,
  postulante_usuario_id: usuario.id,
  /** The applicant's profile id: the team's link to the application (…/postulantes/{id}). */
  postulante_id: postulante.id,
  /** The application's status: a decided one (No seleccionada) takes no pick. */
  postulacion_estado: postulacion.estado,
  /** Set when the applicant cancelled the application, or the company removed the offer (the mail link says which). */
  postulacion_eliminada: postulacion.eliminado_en,
  oferta_eliminada: oferta.eliminado_en,
  postulante_correo: usuario.correo,
  postulante_nombres: usuario.nombres,
  postulante_apellidos: usuario.apellidos,
  autor_correo: autor.correo,
  autor_nombres: autor.nombres,
  autor_apellidos: autor.apellidos,
  titular_correo: sql<string>`(select u.correo from usuario u where u.id = ${organizacion.usuario_id})`,
};

function base(db: DbOrTx) {
  return db
    .select(columnas)
    .from(entrevista)
    .innerJoin(postulacion, eq(postulacion.id, entrevista.postulacion_id))
    .innerJoin(oferta, eq(oferta.id, postulacion.oferta_id))
    .innerJoin(organizacion, eq(organizacion.id, entrevista.organizacion_id))
    .innerJoin(postulante, eq(postulante.id, postulacion.postulante_id))
    .innerJoin(usuario, eq(usuario.id, postulante.usuario_id))
    .leftJoin(autor, eq(autor.id, entrevista.autor_id));
}
export type FilaEntrevista = Awaited<ReturnType<typeof base>>[number];

const viva = and(isNull(postulacion.eliminado_en), isNull(oferta.eliminado_en));

/** One of the company's interviews (of a live application and offer); locked when `forUpdate`. */
export function deEmpresa(db: DbOrTx, orgId: number, id: number, forUpdate = false) {
  const q = base(db)
    .where(and(eq(entrevista.id, id), eq(entrevista.organizacion_id, orgId), viva))
    .limit(1);
  return (forUpdate ? q.for('update', { of: entrevista }) : q).then((r) => r[0]);
}

/** An interview by id, of a live application (the reminder job). */
export function porId(db: DbOrTx, id: number) {
  return base(db)
    .where(and(eq(entrevista.id, id), viva))
    .limit(1)
    .then((r) => r[0]);
}

/** One of the applicant's interviews (by their account); locked when `forUpdate`. */
export function dePostulante(db: DbOrTx, usuarioId: number, id: number, forUpdate = false) {
  const q = base(db)
    .where(and(eq(entrevista.id, id), eq(usuario.id, usuarioId), viva))
    .limit(1);
  return (forUpdate ? q.for('update', { of: entrevista }) : q).then((r) => r[0]);
}

/**
 * The interview a mail link's token opens; locked when `forUpdate`. Also of a cancelled application or a removed
 * offer, so that the link can say why it opens nothing: the service refuses those.
 */
export function porToken(db: DbOrTx, tokenHash: string, forUpdate = false) {
  const q = base(db).where(eq(entrevista.token_hash, tokenHash)).limit(1);
  return (forUpdate ? q.for('update', { of: entrevista }) : q).then((r) => r[0]);
}

export function dePostulacion(db: DbOrTx, orgId: number, postulacionId: number) {
  return base(db)
    .where(and(eq(entrevista.postulacion_id, postulacionId), eq(entrevista.organizacion_id, orgId)))
    .orderBy(desc(entrevista.creado_en), desc(entrevista.id));
}

/** The applicant's interviews: the next ones first, then the proposals, then the past and cancelled. */
export function delPostulante(db: DbOrTx, usuarioId: number) {
  return base(db)
    .where(and(eq(usuario.id, usuarioId), viva))
    .orderBy(
      sql`case when ${entrevista.estado} = 'propuesta' then 0 when ${entrevista.estado} = 'confirmada' and ${entrevista.inicio} >= now() then 1 else 2 end`,
      entrevista.inicio,
      desc(entrevista.id),
    )
    .limit(50);
}

/** The company's interviews of [desde, hasta): confirmed ones starting then, and proposals with a slot then. */
export function deSemana(db: DbOrTx, orgId: number, desde: Date, hasta: Date) {
  return base(db)
    .where(
      and(
        eq(entrevista.organizacion_id, orgId),
        viva,
        sql`(
          (${entrevista.estado} = 'confirmada' and ${entrevista.inicio} >= ${desde} and ${entrevista.inicio} < ${hasta})
          or (${entrevista.estado} = 'propuesta' and exists (
            select 1 from jsonb_array_elements_text(${entrevista.horarios}) h
            where h::timestamptz >= ${desde} and h::timestamptz < ${hasta}))
        )`,
      ),
    )
    .orderBy(sql`coalesce(${entrevista.inicio}, (${entrevista.horarios}->>0)::timestamptz)`, entrevista.id)
    .limit(300);
}

/**
 * One of the company's active applications (of a live offer), locked when `forUpdate`, with what the free offer's
 * blur needs: another company's, a cancelled one or a removed offer's is undefined (404).
 */
export function postulacionDeEmpresa(db: DbOrTx, orgId: number, id: number, forUpdate = false) {
  const q = db
    .select({
      p: { id: postulacion.id, estado: postulacion.estado, estado_evaluacion: postulacion.estado_evaluacion },
      o: { destacado_desde: oferta.destacado_desde, estado_pago: oferta.estado_pago },
    })
    .from(postulacion)
    .innerJoin(oferta, eq(oferta.id, postulacion.oferta_id))
    .where(and(eq(postulacion.id, id), eq(oferta.id_organizacion, orgId), viva))
    .limit(1);
  return (forUpdate ? q.for('update', { of: postulacion }) : q).then((r) => r[0]);
}

/** One of the company's live offers, with what the free offer's blur needs; undefined when it is not the company's. */
export function ofertaDeEmpresa(db: DbOrTx, orgId: number, id: number) {
  return db
    .select({ id: oferta.id, titulo: oferta.titulo, destacado_desde: oferta.destacado_desde, estado_pago: oferta.estado_pago })
    .from(oferta)
    .where(and(eq(oferta.id, id), eq(oferta.id_organizacion, orgId), isNull(oferta.eliminado_en)))
    .limit(1)
    .then((r) => r[0]);
}

/** The active applications of an offer among `ids`, locked in id order (a bulk proposal). */
export function postulacionesDeOferta(db: DbOrTx, ofertaId: number, ids: number[]) {
  return db
    .select({ id: postulacion.id, estado: postulacion.estado, estado_evaluacion: postulacion.estado_evaluacion })
    .from(postulacion)
    .where(and(eq(postulacion.oferta_id, ofertaId), inArray(postulacion.id, ids), isNull(postulacion.eliminado_en)))
    .orderBy(asc(postulacion.id))
    .for('update');
}

/** Which of these applications already have an interview still to happen (proposed, or confirmed and not yet past). */
export async function conPendiente(db: DbOrTx, postulacionIds: number[], now: Date): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: entrevista.postulacion_id })
    .from(entrevista)
    .where(
      and(
        inArray(entrevista.postulacion_id, postulacionIds),
        sql`(${entrevista.estado} = 'propuesta' or (${entrevista.estado} = 'confirmada' and ${entrevista.inicio} > ${now}))`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Whether the application already has an interview still to happen (proposed, or confirmed and not yet past). */
export async function tienePendiente(db: DbOrTx, postulacionId: number, now: Date) {
  const [r] = await db
    .select({ id: entrevista.id })
    .from(entrevista)
    .where(
      and(
        eq(entrevista.postulacion_id, postulacionId),
        sql`(${entrevista.estado} = 'propuesta' or (${entrevista.estado} = 'confirmada' and ${entrevista.inicio} > ${now}))`,
      ),
    )
    .limit(1);
  return r !== undefined;
}

/**
 * A confirmed interview overlapping [inicio, inicio + minutos) of the same seat or the same applicant, other than
 * `exceptoId`: a double booking.
 */
export async function choque(
  db: DbOrTx,
  q: { autorId: number | null; postulanteUsuarioId: number | null; inicio: Date; minutos: number; exceptoId?: number },
) {
  const fin = new Date(q.inicio.getTime() + q.minutos * 60_000);
  const quien = [];
  if (q.autorId !== null) quien.push(sql`${entrevista.autor_id} = ${q.autorId}`);
  if (q.postulanteUsuarioId !== null)
    quien.push(
      sql`${entrevista.postulacion_id} in (select pn.id from postulacion pn join postulante pe on pe.id = pn.postulante_id where pe.usuario_id = ${q.postulanteUsuarioId})`,
    );
  if (quien.length === 0) return false;
  const [r] = await db
    .select({ id: entrevista.id })
    .from(entrevista)
    .where(
      and(
        eq(entrevista.estado, 'confirmada'),
        q.exceptoId ? ne(entrevista.id, q.exceptoId) : undefined,
        sql`${entrevista.inicio} < ${fin}`,
        sql`${entrevista.inicio} + make_interval(mins => ${entrevista.duracion_min}) > ${q.inicio}`,
        sql`(${sql.join(quien, sql` or `)})`,
      ),
    )
    .limit(1);
  return r !== undefined;
}

export async function crear(db: DbOrTx, values: typeof entrevista.$inferInsert) {
  const [row] = await db.insert(entrevista).values(values).returning({ id: entrevista.id });
  if (!row) throw new Error('no se pudo guardar la entrevista');
  return row.id;
}

/** Several interviews in one statement (a bulk proposal); their ids. */
export async function crearVarias(db: DbOrTx, values: (typeof entrevista.$inferInsert)[]) {
  const rows = await db.insert(entrevista).values(values).returning({ id: entrevista.id });
  return rows.map((r) => r.id);
}

/** The company's interviews among `ids`, with what their mails need. */
export function deEmpresaVarias(db: DbOrTx, orgId: number, ids: number[]) {
  return base(db)
    .where(and(inArray(entrevista.id, ids), eq(entrevista.organizacion_id, orgId)))
    .orderBy(asc(entrevista.id));
}

/** The interviews still to happen (proposed, or confirmed and not yet started) of these applications, locked. */
export function pendientesDe(db: DbOrTx, postulacionIds: readonly number[], now: Date) {
  return base(db)
    .where(
      and(
        inArray(entrevista.postulacion_id, [...postulacionIds]),
        sql`(${entrevista.estado} = 'propuesta' or (${entrevista.estado} = 'confirmada' and ${entrevista.inicio} > ${now}))`,
      ),
    )
    .orderBy(asc(entrevista.id))
    .for('update', { of: entrevista });
}

/**
 * The interview still to happen of each of these applications (the list's row hint): a confirmed one not yet started
 * first, else the newest proposal. One query for the page.
 */
export async function proximas(db: DbOrTx, postulacionIds: readonly number[], now: Date) {
  const out = new Map<number, { estado: 'propuesta' | 'confirmada'; inicio: string | null }>();
  if (postulacionIds.length === 0) return out;
  const rows = await db
    .selectDistinctOn([entrevista.postulacion_id], {
      postulacion_id: entrevista.postulacion_id,
      estado: entrevista.estado,
      inicio: entrevista.inicio,
    })
    .from(entrevista)
    .where(
      and(
        inArray(entrevista.postulacion_id, [...postulacionIds]),
        sql`(${entrevista.estado} = 'propuesta' or (${entrevista.estado} = 'confirmada' and ${entrevista.inicio} > ${now}))`,
      ),
    )
    .orderBy(entrevista.postulacion_id, sql`case when ${entrevista.estado} = 'confirmada' then 0 else 1 end`, desc(entrevista.id));
  for (const r of rows) {
    if (r.estado === 'cancelada') continue;
    out.set(r.postulacion_id, { estado: r.estado, inicio: r.inicio ? r.inicio.toISOString() : null });
  }
  return out;
}

/** Every application of an offer that has an interview (cancelled applications too), by id. */
export async function postulacionesConEntrevista(db: DbOrTx, ofertaId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: postulacion.id })
    .from(postulacion)
    .innerJoin(entrevista, eq(entrevista.postulacion_id, postulacion.id))
    .where(eq(postulacion.oferta_id, ofertaId));
  return rows.map((r) => r.id);
}

/** The applications with an interview of an applicant's account (an account deleted ends them). */
export async function postulacionesConEntrevistaDeUsuario(db: DbOrTx, usuarioId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: postulacion.id })
    .from(postulacion)
    .innerJoin(postulante, eq(postulante.id, postulacion.postulante_id))
    .innerJoin(entrevista, eq(entrevista.postulacion_id, postulacion.id))
    .where(eq(postulante.usuario_id, usuarioId));
  return rows.map((r) => r.id);
}

/** The applications with an interview to any of a company's offers (the company closed with its holder's account). */
export async function postulacionesConEntrevistaDeOrganizacion(db: DbOrTx, organizacionId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: postulacion.id })
    .from(postulacion)
    .innerJoin(oferta, eq(oferta.id, postulacion.oferta_id))
    .innerJoin(entrevista, eq(entrevista.postulacion_id, postulacion.id))
    .where(eq(oferta.id_organizacion, organizacionId));
  return rows.map((r) => r.id);
}

/** How many interviews still to happen (proposed, or confirmed and not started) these applications have. */
export async function contarPendientes(db: DbOrTx, postulacionIds: readonly number[], now: Date): Promise<number> {
  if (postulacionIds.length === 0) return 0;
  const [r] = await db
    .select({ n: count() })
    .from(entrevista)
    .where(
      and(
        inArray(entrevista.postulacion_id, [...postulacionIds]),
        sql`(${entrevista.estado} = 'propuesta' or (${entrevista.estado} = 'confirmada' and ${entrevista.inicio} > ${now}))`,
      ),
    );
  return r?.n ?? 0;
}

/** Cancels these interviews in one statement, each event one step later (a calendar replaces it). */
export async function cancelarVarias(db: DbOrTx, ids: number[], motivo: string, now: Date) {
  await db
    .update(entrevista)
    .set({ estado: 'cancelada', secuencia: sql`${entrevista.secuencia} + 1`, motivo_cancelacion: motivo, actualizado_en: now })
    .where(inArray(entrevista.id, ids));
}

/**
 * Of these proposed interviews, the slots no longer free: overlapping an interview confirmed by the same seat or by
 * the same applicant (another candidate took it, or the applicant booked that time elsewhere). Keyed by interview id,
 * each slot as stored (ISO).
 */
export async function horariosTomados(db: DbOrTx, ids: readonly number[]): Promise<Map<number, Set<string>>> {
  const out = new Map<number, Set<string>>();
  if (ids.length === 0) return out;
  const result = await db.execute(sql`
    select e.id, h.slot
    from ${entrevista} e
    join ${postulacion} pe on pe.id = e.postulacion_id
    cross join lateral jsonb_array_elements_text(e.horarios) as h(slot)
    where e.id = any(${`{${ids.join(',')}}`}::int[]) and e.estado = 'propuesta'
      and exists (
        select 1 from ${entrevista} c
        where c.estado = 'confirmada' and c.id <> e.id
          and c.inicio < h.slot::timestamptz + make_interval(mins => e.duracion_min)
          and c.inicio + make_interval(mins => c.duracion_min) > h.slot::timestamptz
          and (c.autor_id = e.autor_id
            or c.postulacion_id in (select pn.id from ${postulacion} pn where pn.postulante_id = pe.postulante_id)))`);
  for (const r of (result as unknown as { rows: { id: number | string; slot: string }[] }).rows) {
    const id = Number(r.id);
    const set = out.get(id) ?? new Set<string>();
    set.add(r.slot);
    out.set(id, set);
  }
  return out;
}

export async function actualizar(db: DbOrTx, id: number, values: Partial<typeof entrevista.$inferInsert>) {
  await db.update(entrevista).set(values).where(eq(entrevista.id, id));
}

/** Confirmed interviews starting in [desde, hasta) not yet reminded (the day-before reminder's candidates). */
export function porRecordar(db: DbOrTx, desde: Date, hasta: Date) {
  return db
    .select({ id: entrevista.id })
    .from(entrevista)
    .where(
      and(
        eq(entrevista.estado, 'confirmada'),
        isNull(entrevista.recordada_en),
        sql`${entrevista.inicio} >= ${desde} and ${entrevista.inicio} < ${hasta}`,
      ),
    )
    .orderBy(entrevista.inicio)
    .limit(1000);
}

/** Marks the reminder taken, once: false when another run took it (or it changed meanwhile). */
export async function tomarRecordatorio(db: DbOrTx, id: number, now: Date) {
  const r = await db
    .update(entrevista)
    .set({ recordada_en: now })
    .where(and(eq(entrevista.id, id), isNull(entrevista.recordada_en), eq(entrevista.estado, 'confirmada')))
    .returning({ id: entrevista.id });
  return r.length > 0;
}

export function criterios(db: DbOrTx, orgId: number) {
  return db
    .select({ nombre: criterioEntrevista.nombre })
    .from(criterioEntrevista)
    .where(eq(criterioEntrevista.organizacion_id, orgId))
    .orderBy(criterioEntrevista.id)
    .then((r) => r.map((x) => x.nombre));
}

export async function reemplazarCriterios(db: DbOrTx, orgId: number, nombres: string[]) {
  await db.delete(criterioEntrevista).where(eq(criterioEntrevista.organizacion_id, orgId));
  if (nombres.length > 0) await db.insert(criterioEntrevista).values(nombres.map((nombre) => ({ organizacion_id: orgId, nombre })));
}
