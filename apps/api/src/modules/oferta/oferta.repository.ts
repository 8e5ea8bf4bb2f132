/** SQL of offers: a company's own offers, its free quota, the reference lists they use, the daily finishing. */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  carrera,
  catalogo,
  miembroOrganizacion,
  oferta,
  ofertaSeguimiento,
  organizacion,
  pago,
  postulacion,
  solicitudDestacado,
  usuario,
  type Catalogo,
} from '../../db/schema/index.ts';
import { ofertasCambiaron } from '../../lib/ofertas-cache.ts';
import { ofertaColumns, type OfertaRow } from '../../db/oferta-row.ts';
import { organizacionIdDe } from '../equipo/equipo.public.ts';
import { ofertaDeEmpresaActivaSql } from '../organizacion/organizacion.public.ts';

export type { OfertaRow };
export type OfertaInsert = typeof oferta.$inferInsert;

export interface OrganizacionRef {
  id: number;
  nombre: string;
  logo: string | null;
}

/** The company of a recruiter account. */
export function organizacionOf(db: DbOrTx, usuarioId: number): Promise<OrganizacionRef | undefined> {
  return db
    .select({ id: organizacion.id, nombre: organizacion.nombre, logo: organizacion.logo })
    .from(organizacion)
    .where(eq(organizacion.id, organizacionIdDe(usuarioId)))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Serializes a company's quota decisions: two concurrent publications cannot both take the last free one. */
export async function lockOrganizacion(tx: DbOrTx, organizacionId: number): Promise<void> {
  await tx.execute(sql`select id from ${organizacion} where id = ${organizacionId} for update`);
}

/** The author of a new offer follows it (new-applicant notices, docs/team.md), with its general choice. */
export async function seguirComoAutor(tx: DbOrTx, usuarioId: number, ofertaId: number, now: Date): Promise<void> {
  await tx.insert(ofertaSeguimiento).values({ usuario_id: usuarioId, oferta_id: ofertaId, creado_en: now }).onConflictDoNothing();
}

export async function insertOferta(tx: DbOrTx, values: OfertaInsert): Promise<OfertaRow> {
  const [row] = await tx.insert(oferta).values(values).returning(ofertaColumns);
  if (!row) throw new Error('no se pudo guardar la oferta');
  return row;
}

const own = (organizacionId: number, id: number) =>
  and(eq(oferta.id, id), eq(oferta.id_organizacion, organizacionId), isNull(oferta.eliminado_en));

/** One of the company's offers (never another company's, never a removed one). */
export function findOwn(db: DbOrTx, organizacionId: number, id: number): Promise<OfertaRow | undefined> {
  return db
    .select(ofertaColumns)
    .from(oferta)
    .where(own(organizacionId, id))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The same, locked for the rest of the transaction (state changes read and write it once). */
export function findOwnForUpdate(tx: DbOrTx, organizacionId: number, id: number): Promise<OfertaRow | undefined> {
  return tx
    .select(ofertaColumns)
    .from(oferta)
    .where(own(organizacionId, id))
    .limit(1)
    .for('update')
    .then((rows) => rows[0]);
}

export async function updateOferta(tx: DbOrTx, id: number, values: Partial<OfertaInsert>): Promise<OfertaRow> {
  ofertasCambiaron(); // the applicants' cached lists (docs/matching.md "Cache")
  const [row] = await tx.update(oferta).set(values).where(eq(oferta.id, id)).returning(ofertaColumns);
  if (!row) throw new Error('no se pudo actualizar la oferta');
  return row;
}

function listWhere(organizacionId: number, estado: number | undefined) {
  return and(
    eq(oferta.id_organizacion, organizacionId),
    isNull(oferta.eliminado_en),
    estado === undefined ? undefined : eq(oferta.estado, estado),
  );
}

/** A page of the company's offers, newest first (served by oferta_organizacion[_estado]_idx). */
export function listOwn(db: DbOrTx, organizacionId: number, opts: { estado?: number; limit: number; offset: number }) {
  return db
    .select(ofertaColumns)
    .from(oferta)
    .where(listWhere(organizacionId, opts.estado))
    .orderBy(desc(oferta.creado_en), desc(oferta.id))
    .limit(opts.limit)
    .offset(opts.offset);
}

export async function countOwn(db: DbOrTx, organizacionId: number, estado?: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(oferta).where(listWhere(organizacionId, estado));
  return row?.n ?? 0;
}

/** Free publications taken in [desde, hasta): removed offers count too (decision 010). */
export async function countCupoUsado(db: DbOrTx, organizacionId: number, desde: Date, hasta: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(oferta)
    .where(and(eq(oferta.id_organizacion, organizacionId), gte(oferta.cupo_gratis_en, desde), lt(oferta.cupo_gratis_en, hasta)));
  return row?.n ?? 0;
}

export function carrerasByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: carrera.id, nombre: carrera.nombre, tipo: carrera.tipo, clave: carrera.clave })
    .from(carrera)
    .where(inArray(carrera.id, ids));
}

export async function catalogNames(db: DbOrTx, lista: Catalogo): Promise<string[]> {
  const rows = await db.select({ nombre: catalogo.nombre }).from(catalogo).where(eq(catalogo.lista, lista)).orderBy(asc(catalogo.orden));
  return rows.map((r) => r.nombre);
}

/**
 * Active applications per offer: cancelled ones are not shown to recruiters and do not count, so an offer whose
 * applications were all cancelled can be removed (an offer with applications is finished instead). Served by
 * postulacion_oferta_idx.
 */
export async function countPostulantes(db: DbOrTx, ofertaIds: number[]): Promise<Map<number, number>> {
  if (ofertaIds.length === 0) return new Map();
  const rows = await db
    .select({ id: postulacion.oferta_id, n: count() })
    .from(postulacion)
    .where(and(inArray(postulacion.oferta_id, ofertaIds), isNull(postulacion.eliminado_en)))
    .groupBy(postulacion.oferta_id);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The names and e-mails of a company's active administrators (its holder included), the oldest seat first. */
export async function administradoresDe(db: DbOrTx, organizacionId: number): Promise<{ nombre: string; correo: string }[]> {
  const rows = await db
    .select({ nombres: usuario.nombres, apellidos: usuario.apellidos, correo: usuario.correo })
    .from(miembroOrganizacion)
    .innerJoin(usuario, eq(usuario.id, miembroOrganizacion.usuario_id))
    .where(
      and(eq(miembroOrganizacion.organizacion_id, organizacionId), eq(miembroOrganizacion.rol, 'administrador'), eq(usuario.activo, true)),
    )
    .orderBy(asc(miembroOrganizacion.id));
  return rows.map((r) => ({ nombre: `${r.nombres} ${r.apellidos}`.trim() || r.correo, correo: r.correo }));
}

/**
 * The state of each offer's latest request to feature it, when it is pending or declined (a paid one leaves nothing to
 * show on the card).
 */
export async function solicitudesDestacado(db: DbOrTx, ofertaIds: number[]): Promise<Map<number, 'pendiente' | 'rechazada'>> {
  if (ofertaIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([solicitudDestacado.oferta_id], { id: solicitudDestacado.oferta_id, estado: solicitudDestacado.estado })
    .from(solicitudDestacado)
    .where(and(inArray(solicitudDestacado.oferta_id, ofertaIds), eq(solicitudDestacado.tipo, 'destacar')))
    .orderBy(solicitudDestacado.oferta_id, desc(solicitudDestacado.creado_en), desc(solicitudDestacado.id));
  const out = new Map<number, 'pendiente' | 'rechazada'>();
  for (const r of rows) if (r.estado === 'pendiente' || r.estado === 'rechazada') out.set(r.id, r.estado);
  return out;
}

/** One of the offer's requests to the administrators, locked: an administrator is acting from it. */
export async function solicitudParaAtender(
  tx: DbOrTx,
  ofertaId: number,
  id: number,
): Promise<{ estado: string; resuelto_por_nombre: string | null } | undefined> {
  const [row] = await tx
    .select({ estado: solicitudDestacado.estado, resuelto_por_nombre: solicitudDestacado.resuelto_por_nombre })
    .from(solicitudDestacado)
    .where(and(eq(solicitudDestacado.id, id), eq(solicitudDestacado.oferta_id, ofertaId)))
    .for('update')
    .limit(1);
  return row;
}

/** The kinds of the offer's pending requests to the administrators. */
export async function solicitudesPendientesDe(db: DbOrTx, ofertaId: number): Promise<string[]> {
  const rows = await db
    .select({ tipo: solicitudDestacado.tipo })
    .from(solicitudDestacado)
    .where(and(eq(solicitudDestacado.oferta_id, ofertaId), eq(solicitudDestacado.estado, 'pendiente')));
  return rows.map((r) => r.tipo);
}

/** Approved, open offers whose deadline (a Lima day) is before `today`: finished now. Returns their ids. */
export async function finishExpired(db: DbOrTx, today: string, now: Date): Promise<number[]> {
  ofertasCambiaron();
  const rows = await db
    .update(oferta)
    .set({ finaliza: now, actualizado_en: now })
    // A suspended company's offers are left as they are (finishing mails its applicants in its name); the first run
    // after its reactivation finishes them (decision 037).
    .where(
      and(
        eq(oferta.estado, 1),
        isNull(oferta.finaliza),
        isNull(oferta.eliminado_en),
        lt(oferta.fin_convocatoria, today),
        ofertaDeEmpresaActivaSql,
      ),
    )
    .returning({ id: oferta.id });
  return rows.map((r) => r.id);
}

/** A payment awaiting validation, with who sent it (its account, else the company's holder when it is gone). */
export interface PagoPendiente {
  id: number;
  monto_centimos: number;
  metodo_pago: string;
  nro_operacion: string;
  correo: string | null;
  nombres: string | null;
  apellidos: string | null;
  /** Who sent it (the company's holder for a payment whose sender's account is gone). */
  usuario_id: number | null;
}

export async function pagosPendientes(db: DbOrTx, ofertaId: number): Promise<PagoPendiente[]> {
  return pagosPendientesDe(db, [ofertaId]);
}

/** The payments awaiting validation of several offers at once, each with its offer's id, oldest first. */
export async function pagosPendientesDe(db: DbOrTx, ofertaIds: number[]): Promise<(PagoPendiente & { oferta_id: number })[]> {
  if (ofertaIds.length === 0) return [];
  return db
    .select({
      id: pago.id,
      oferta_id: sql<number>`${pago.oferta_id}`,
      monto_centimos: pago.monto_centimos,
      metodo_pago: pago.metodo_pago,
      nro_operacion: pago.nro_operacion,
      correo: sql<string | null>`coalesce(${usuario.correo}, (select u.correo from usuario u where u.id = ${organizacion.usuario_id}))`,
      nombres: sql<string | null>`coalesce(${usuario.nombres}, (select u.nombres from usuario u where u.id = ${organizacion.usuario_id}))`,
      apellidos: sql<
        string | null
      >`coalesce(${usuario.apellidos}, (select u.apellidos from usuario u where u.id = ${organizacion.usuario_id}))`,
      usuario_id: sql<number | null>`coalesce(${pago.usuario_id}, ${organizacion.usuario_id})`,
    })
    .from(pago)
    .leftJoin(organizacion, eq(organizacion.id, pago.organizacion_id))
    .leftJoin(usuario, eq(usuario.id, pago.usuario_id))
    .where(and(inArray(pago.oferta_id, ofertaIds), eq(pago.estado, 0)))
    .orderBy(asc(pago.id));
}

/** A pending payment of an offer whose featured status the company gave up is withdrawn (estado 3). */
export async function withdrawPendingPagos(tx: DbOrTx, ofertaId: number, motivo: string, now: Date): Promise<number> {
  const rows = await tx
    .update(pago)
    .set({ estado: 3, motivo, actualizado_en: now })
    .where(and(eq(pago.oferta_id, ofertaId), eq(pago.estado, 0)))
    .returning({ id: pago.id });
  return rows.length;
}

/**
 * The offer's active applications by the recruiter's decision (0 none yet, 1 discarded, 2 in process, 3 finalist) and
 * whether each entered past a free offer's first applicants (`bloqueada`; hidden unless the offer is featured-paid).
 */
export async function postulacionesPorEstado(
  db: DbOrTx,
  ofertaId: number,
  bloqueada: number,
): Promise<{ estado: number; bloqueada: boolean; n: number }[]> {
  const rows = await db
    .select({ estado: postulacion.estado, evaluacion: postulacion.estado_evaluacion, n: count() })
    .from(postulacion)
    .where(and(eq(postulacion.oferta_id, ofertaId), isNull(postulacion.eliminado_en)))
    .groupBy(postulacion.estado, postulacion.estado_evaluacion);
  return rows.map((r) => ({ estado: r.estado, bloqueada: r.evaluacion === bloqueada, n: r.n }));
}

/**
 * The interviews still to happen (proposed, or confirmed and not yet started) of the offer's applications still in
 * process (no decision or En proceso) that the company sees: those «Cerrar el proceso» would cancel.
 */
export async function entrevistasEnProceso(db: DbOrTx, ofertaId: number, pagada: boolean, bloqueada: number, now: Date) {
  const result = await db.execute(sql`
    select count(*)::int as n from entrevista e
    join ${postulacion} p on p.id = e.postulacion_id
    where p.oferta_id = ${ofertaId} and p.eliminado_en is null and p.estado in (0, 2)
      ${pagada ? sql`` : sql`and p.estado_evaluacion <> ${bloqueada}`}
      and (e.estado = 'propuesta' or (e.estado = 'confirmada' and e.inicio > ${now}))`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** An account's name as a person reads it (who annulled a payment). */
export async function nombreDe(db: DbOrTx, usuarioId: number): Promise<string> {
  const [u] = await db
    .select({ nombres: usuario.nombres, apellidos: usuario.apellidos })
    .from(usuario)
    .where(eq(usuario.id, usuarioId))
    .limit(1);
  return u ? `${u.nombres} ${u.apellidos}`.trim() : 'Tu empresa';
}
