/**
 * SQL of the recruiter's review of applicants (docs/applicants.md): an offer's active applications
 * with the applicant's card, filtered and sorted, one page or all of them (exports); one application of the
 * company's own offers; the status change. Lists are served by postulacion_oferta_idx (arrival order) and
 * postulacion_oferta_afinidad_idx (affinity order); the filters probe the CV tables by their postulante indexes.
 */
import type { FiltrosPostulantes } from '@practiperu/shared/schemas/postulantes';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  carrera,
  conocimiento,
  etiquetaEmpresa,
  institucion,
  experienciaLaboral,
  idiomaPostulante,
  notaPostulacion,
  oferta,
  organizacion,
  postulacion,
  postulacionEstadoCambio,
  postulacionEtiqueta,
  postulante,
  usuario,
} from '../../db/schema/index.ts';
import { columnasPostulante } from './postulante-oferta.public.ts';
import { organizacionIdDe } from '../equipo/equipo.public.ts';
import { primerasGratis } from '../oferta/oferta.public.ts';

const NIVEL_RANGO = sql.raw(`case n.nivel when 'básico' then 1 when 'intermedio' then 2 when 'avanzado' then 3 else 0 end`);
const RANGO: Record<string, number> = { básico: 1, intermedio: 2, avanzado: 3 };

/** Whether the conditions read `postulante` columns (merit order, department): only then is it joined. */
function usaPostulante(f: FiltrosPostulantes | null): boolean {
  return (
    !!f &&
    (f.orden_merito ||
      f.departamentos.length > 0 ||
      f.ciclos.length > 0 ||
      f.instituciones.length > 0 ||
      f.egreso.length > 0 ||
      f.carreras.length > 0)
  );
}

const enLista = (col: SQL, values: readonly number[]) =>
  sql`${col} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/**
 * A student's cycle as its number (III = 3 … X = 10): university ciclo_actual 1–6 are ≤ V … X (5–10), technical
 * 1–4 are ≤ III … VI (3–6). Null for graduates and for no cycle.
 */
const CICLO_NUMERO = sql`(case when ${postulante.estado_estudios} = 0 and ${postulante.ciclo_actual} > 0 then
  case ${postulante.tipo_carrera} when 1 then ${postulante.ciclo_actual} + 4 when 0 then ${postulante.ciclo_actual} + 2 end end)`;

/**
 * Every filter of the set as one condition on `postulacion`, joined to `postulante` only when usaPostulante says
 * so; the CV sections are probed by `postulacion.postulante_id` (their unique (postulante_id, lower(nombre)) indexes).
 */
function condiciones(ofertaId: number, f: FiltrosPostulantes | null): SQL {
  const parts: SQL[] = [sql`${postulacion.oferta_id} = ${ofertaId}`, sql`${postulacion.eliminado_en} is null`];
  if (f) {
    // Reading group: read / unread, OR inside the group.
    const lectura: number[] = [];
    if (f.read) lectura.push(1);
    if (f.unread) lectura.push(0);
    if (lectura.length === 1) parts.push(sql`${postulacion.revisado} = ${lectura[0]}`);
    // Decision group: discard (1), pending (0 or 2: no final decision yet), finalist (3), OR inside the group.
    const estados = new Set<number>();
    if (f.discard) estados.add(1);
    if (f.pending) {
      estados.add(0);
      estados.add(2);
    }
    if (f.finalist) estados.add(3);
    if (estados.size > 0 && estados.size < 4) {
      parts.push(
        sql`${postulacion.estado} in (${sql.join(
          [...estados].map((e) => sql`${e}`),
          sql`, `,
        )})`,
      );
    }
    if (f.orden_merito) parts.push(sql`${postulante.orden_merito} > 0`);
    if (f.experiencia) {
      parts.push(
        sql`exists (select 1 from ${experienciaLaboral} where ${experienciaLaboral.postulante_id} = ${postulacion.postulante_id})`,
      );
    }
    if (f.departamentos.length > 0) {
      parts.push(
        sql`${postulante.id_region} in (${sql.join(
          f.departamentos.map((d) => sql`${d}`),
          sql`, `,
        )})`,
      );
    }
    // Studies: each list is one condition (any of them).
    if (f.ciclos.length > 0) parts.push(enLista(CICLO_NUMERO, f.ciclos));
    if (f.instituciones.length > 0) parts.push(enLista(sql`${postulante.id_inst_educativa}`, f.instituciones));
    if (f.carreras.length > 0) parts.push(enLista(sql`${postulante.id_carrera_actual}`, f.carreras));
    if (f.egreso.length > 0) parts.push(enLista(sql`extract(year from ${postulante.fecha_egreso})::int`, f.egreso));
    // The company's tags, any of them (a tag of another company is on none of this offer's applications).
    if (f.etiquetas.length > 0) {
      parts.push(
        sql`exists (select 1 from ${postulacionEtiqueta} pe where pe.postulacion_id = ${postulacion.id} and ${enLista(sql`pe.etiqueta_id`, f.etiquetas)})`,
      );
    }
    // Each knowledge and language asked for must be on the CV, at the level asked for or above (AND).
    for (const c of f.conocimientos) {
      parts.push(
        sql`exists (select 1 from ${conocimiento} n where n.postulante_id = ${postulacion.postulante_id} and lower(n.nombre) = lower(${c.nombre})
          and ${NIVEL_RANGO} >= ${c.nivel ? RANGO[c.nivel]! : 0})`,
      );
    }
    for (const i of f.idiomas) {
      parts.push(
        sql`exists (select 1 from ${idiomaPostulante} n where n.postulante_id = ${postulacion.postulante_id} and lower(n.nombre) = lower(${i.nombre})
          and ${NIVEL_RANGO} >= ${i.nivel ? RANGO[i.nivel]! : 0})`,
      );
    }
  }
  return sql.join(parts, sql` and `);
}

function orden(sort: FiltrosPostulantes['sort']): SQL {
  switch (sort) {
    case 'antiguos':
      return sql`${postulacion.creado_en} asc, ${postulacion.id} asc`;
    case 'afinidad':
      return sql`${postulacion.afinidad_puesto} desc nulls last, ${postulacion.creado_en} desc, ${postulacion.id} desc`;
    default:
      return sql`${postulacion.creado_en} desc, ${postulacion.id} desc`;
  }
}

export interface FilaPostulante {
  id_postulacion: number;
  id: number;
  estado: number;
  revisado: number;
  estado_evaluacion: number;
  afinidad_puesto: number | null;
  creado_en: Date;
  nombres: string;
  apellidos: string;
  carrera_actual: string | null;
  region: string | null;
  foto: string | null;
  foto_version: Date;
}

/**
 * One page of the offer's applications (filters null: the default list) and the total, in one statement: the
 * page's ids in order with `count(*) over ()` (one pass over the filtered applications, by postulacion_oferta_idx or
 * postulacion_oferta_afinidad_idx and the CV probes; the cards are not joined yet), then the cards of those ten ids.
 * Joining the cards before the limit would join every one of 10,000 applications to its applicant and account
 * (docs/performance.md). A page past the end has no row to carry the total: a count then.
 */
export async function pagina(
  db: DbOrTx,
  ofertaId: number,
  f: FiltrosPostulantes | null,
  opts: { limit: number; offset: number },
): Promise<{ rows: FilaPostulante[]; total: number }> {
  const where = condiciones(ofertaId, f);
  const sort = f?.sort ?? 'recientes';
  let ids = db
    .select({ id: sql<number>`${postulacion.id}`.as('id_pagina'), total: sql<number>`(count(*) over ())::int`.as('total') })
    .from(postulacion)
    .$dynamic();
  if (usaPostulante(f)) ids = ids.innerJoin(postulante, eq(postulante.id, postulacion.postulante_id));
  const page = ids.where(where).orderBy(orden(sort)).limit(opts.limit).offset(opts.offset).as('pagina');
  const rows = await db
    .select({ ...columnasPostulante, total: page.total })
    .from(page)
    .innerJoin(postulacion, eq(postulacion.id, page.id))
    .innerJoin(postulante, eq(postulante.id, postulacion.postulante_id))
    .innerJoin(usuario, eq(usuario.id, postulante.usuario_id))
    .orderBy(orden(sort));
  if (rows.length > 0) return { rows, total: rows[0]!.total };
  if (opts.offset === 0) return { rows: [], total: 0 };
  let count = db
    .select({ n: sql<number>`count(*)::int` })
    .from(postulacion)
    .$dynamic();
  if (usaPostulante(f)) count = count.innerJoin(postulante, eq(postulante.id, postulacion.postulante_id));
  const [counted] = await count.where(where);
  return { rows: [], total: counted?.n ?? 0 };
}

/**
 * The choices of the studies filters: the universities or institutes and the careers of the offer's
 * active applicants, each with how many, the most frequent first. Two grouped reads of the offer's applications.
 */
export async function opcionesEstudios(db: DbOrTx, ofertaId: number) {
  const activas = and(eq(postulacion.oferta_id, ofertaId), isNull(postulacion.eliminado_en));
  const total = sql<number>`count(*)::int`;
  const [instituciones, carreras] = await Promise.all([
    db
      .select({ id: institucion.id, nombre: institucion.nombre, total })
      .from(postulacion)
      .innerJoin(postulante, eq(postulante.id, postulacion.postulante_id))
      .innerJoin(institucion, eq(institucion.id, postulante.id_inst_educativa))
      .where(activas)
      .groupBy(institucion.id, institucion.nombre)
      .orderBy(sql`count(*) desc`, institucion.nombre),
    db
      .select({ id: carrera.id, nombre: carrera.nombre, total })
      .from(postulacion)
      .innerJoin(postulante, eq(postulante.id, postulacion.postulante_id))
      .innerJoin(carrera, eq(carrera.id, postulante.id_carrera_actual))
      .where(activas)
      .groupBy(carrera.id, carrera.nombre)
      .orderBy(sql`count(*) desc`, carrera.nombre),
  ]);
  return { instituciones, carreras };
}

/** Developer mode: every active application of the offer with its card, newest first (no filters, no page). */
export function todas(db: DbOrTx, ofertaId: number) {
  return db
    .select(columnasPostulante)
    .from(postulacion)
    .innerJoin(postulante, eq(postulante.id, postulacion.postulante_id))
    .innerJoin(usuario, eq(usuario.id, postulante.usuario_id))
    .where(condiciones(ofertaId, null))
    .orderBy(orden('recientes'));
}

/** The columns of the exports (featured-paid offers only): what the file shows, nothing else. */
const columnasExport = {
  id_postulacion: postulacion.id,
  estado: postulacion.estado,
  estado_evaluacion: postulacion.estado_evaluacion,
  afinidad_puesto: postulacion.afinidad_puesto,
  creado_en: postulacion.creado_en,
  nombres: usuario.nombres,
  apellidos: usuario.apellidos,
  carrera_actual: postulante.carrera_actual,
  region: postulante.region,
  correo_contacto: postulante.correo_contacto,
  whatsapp: postulante.whatsapp,
  dni: postulante.dni,
  // Studies, merit order, experience and the applicant's id for the link to their page.
  id_postulante: postulante.id,
  institucion: sql<
    string | null
  >`coalesce((select i.nombre from ${institucion} i where i.id = ${postulante.id_inst_educativa}), ${postulante.inst_educativa_nombre})`,
  tipo_carrera: postulante.tipo_carrera,
  estado_estudios: postulante.estado_estudios,
  ciclo_actual: postulante.ciclo_actual,
  anio_egreso: sql<number | null>`extract(year from ${postulante.fecha_egreso})::int`,
  orden_merito: sql<
    string | null
  >`(select c.nombre from catalogo c where c.lista = 'orden_merito' and c.id = ${postulante.orden_merito} and ${postulante.orden_merito} > 0)`,
  // Whole months worked, overlapping jobs counted once each (a simple sum), until today for current jobs.
  meses_experiencia: sql<number>`(select coalesce(sum((extract(year from age(coalesce(e.fecha_salida, current_date), e.fecha_inicio)) * 12
    + extract(month from age(coalesce(e.fecha_salida, current_date), e.fecha_inicio)))), 0)::int
    from ${experienciaLaboral} e where e.postulante_id = ${postulacion.postulante_id})`,
  // The company's own pipeline: its tags (by name) and private notes ("author, date: text", oldest first). Only the
  // offer's company's, like every view of them; never in anything the applicant gets.
  etiquetas: sql<string | null>`(select string_agg(e.nombre, ', ' order by lower(e.nombre))
    from ${postulacionEtiqueta} pe join ${etiquetaEmpresa} e on e.id = pe.etiqueta_id
    where pe.postulacion_id = ${postulacion.id} and e.organizacion_id = ${oferta.id_organizacion})`,
  notas: sql<string | null>`(select string_agg(n.autor_nombre || ', ' || to_char(n.creado_en at time zone 'America/Lima', 'DD/MM/YYYY')
      || ': ' || n.texto, E'\n' order by n.creado_en, n.id)
    from ${notaPostulacion} n where n.postulacion_id = ${postulacion.id} and n.organizacion_id = ${oferta.id_organizacion})`,
};
export interface FilaExport {
  id_postulacion: number;
  estado: number;
  estado_evaluacion: number;
  afinidad_puesto: number | null;
  creado_en: Date;
  nombres: string;
  apellidos: string;
  carrera_actual: string | null;
  region: string | null;
  correo_contacto: string | null;
  whatsapp: string | null;
  dni: string | null;
  id_postulante: number;
  institucion: string | null;
  tipo_carrera: number | null;
  estado_estudios: number | null;
  ciclo_actual: number;
  anio_egreso: number | null;
  orden_merito: string | null;
  meses_experiencia: number;
  etiquetas: string | null;
  notas: string | null;
}

/** Rows an export asks the database for at a time: memory stays flat whatever the list's length. */
export const LOTE_EXPORT = 1000;

/**
 * Every filtered application with the columns of the exports, in the order asked, `lote` at a time: first the
 * ids in order (the list's index scan and CV probes, no join), then the rows of each batch by primary key, the
 * next batch already asked for while the caller writes this one. One query joining all 10,000 applications to
 * applicant and account had PostgreSQL hash-join the whole applicant table (docs/performance.md).
 */
export async function* todasPorLotes(
  db: DbOrTx,
  ofertaId: number,
  f: FiltrosPostulantes | null,
  lote = LOTE_EXPORT,
  soloIds?: readonly number[],
): AsyncGenerator<FilaExport[]> {
  const ids = await idsFiltrados(db, ofertaId, f, soloIds);
  const filas = (desde: number): Promise<FilaExport[]> => {
    const parte = ids.slice(desde, desde + lote);
    const pending = db
      .select(columnasExport)
      .from(postulacion)
      .innerJoin(oferta, eq(oferta.id, postulacion.oferta_id))
      .innerJoin(postulante, eq(postulante.id, postulacion.postulante_id))
      .innerJoin(usuario, eq(usuario.id, postulante.usuario_id))
      // One array parameter, not a thousand placeholders.
      .where(sql`${postulacion.id} = any(${`{${parte.join(',')}}`}::int[])`)
      .then((rows) => {
        const porId = new Map(rows.map((r) => [r.id_postulacion, r]));
        return parte.map((id) => porId.get(id)).filter((r): r is FilaExport => r !== undefined);
      });
    // Asked for ahead: if the caller stops early, its failure must not be an unhandled rejection.
    pending.catch(() => undefined);
    return pending;
  };
  let siguiente = ids.length > 0 ? filas(0) : undefined;
  for (let desde = 0; siguiente; desde += lote) {
    const actual = siguiente;
    siguiente = desde + lote < ids.length ? filas(desde + lote) : undefined;
    yield await actual;
  }
}

/**
 * The ids of the offer's active applications that pass the filters, in the list's order; with `soloIds`, only those
 * among them (a selection: ids of other offers or cancelled applications simply drop out).
 */
export async function idsFiltrados(
  db: DbOrTx,
  ofertaId: number,
  f: FiltrosPostulantes | null,
  soloIds?: readonly number[],
  /** A free offer's: only the applications its company can see (not past its first applicants). */
  soloVisibles = false,
): Promise<number[]> {
  let q = db.select({ id: postulacion.id }).from(postulacion).$dynamic();
  if (usaPostulante(f)) q = q.innerJoin(postulante, eq(postulante.id, postulacion.postulante_id));
  let where = condiciones(ofertaId, f);
  if (soloVisibles) where = sql`${where} and ${postulacion.estado_evaluacion} <> ${primerasGratis.EVALUACION_BLOQUEADA}`;
  if (soloIds) where = sql`${where} and ${postulacion.id} = any(${`{${soloIds.join(',')}}`}::int[])`;
  return (await q.where(where).orderBy(orden(f?.sort ?? 'recientes'))).map((r) => r.id);
}

/**
 * The company's own (not removed) offer, by the company's account, with what the review reads: one query instead of
 * the company and then its offer. Undefined for another company's offer, a removed one or no company.
 */
export function ofertaDeCuenta(db: DbOrTx, usuarioId: number, ofertaId: number) {
  return db
    .select({
      id: oferta.id,
      titulo: oferta.titulo,
      tipo: oferta.tipo,
      estado_pago: oferta.estado_pago,
      destacado_desde: oferta.destacado_desde,
      profesion: oferta.profesion,
      id_region: oferta.id_region,
      idnivelotros: oferta.idnivelotros,
      modalidad: oferta.modalidad,
      estado: oferta.estado,
      finaliza: oferta.finaliza,
      fin_convocatoria: oferta.fin_convocatoria,
    })
    .from(oferta)
    .innerJoin(organizacion, eq(organizacion.id, oferta.id_organizacion))
    .where(and(eq(organizacion.id, organizacionIdDe(usuarioId)), eq(oferta.id, ofertaId), isNull(oferta.eliminado_en)))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The same by the company's id (the pipeline resolves the company once, then reads its offer). */
export function ofertaDeEmpresa(db: DbOrTx, organizacionId: number, ofertaId: number) {
  return db
    .select({
      id: oferta.id,
      titulo: oferta.titulo,
      estado_pago: oferta.estado_pago,
      destacado_desde: oferta.destacado_desde,
      finaliza: oferta.finaliza,
      nombre_org: organizacion.nombre,
    })
    .from(oferta)
    .innerJoin(organizacion, eq(organizacion.id, oferta.id_organizacion))
    .where(and(eq(oferta.id_organizacion, organizacionId), eq(oferta.id, ofertaId), isNull(oferta.eliminado_en)))
    .limit(1)
    .then((rows) => rows[0]);
}

const ofertaDeLaPostulacion = {
  oferta_id: oferta.id,
  titulo: oferta.titulo,
  tipo: oferta.tipo,
  estado_pago: oferta.estado_pago,
  destacado_desde: oferta.destacado_desde,
  finaliza: oferta.finaliza,
  nombre_org: sql<string>`(select o.nombre from organizacion o where o.id = ${oferta.id_organizacion})`,
};

/**
 * An active application to one of the company's own (not removed) offers, by its id; locked when `forUpdate`.
 * Another company's application, a cancelled one or a removed offer: undefined (404).
 */
export function propiaDeEmpresa(db: DbOrTx, organizacionId: number, id: number, forUpdate = false) {
  const q = db
    .select({
      p: postulacion,
      o: ofertaDeLaPostulacion,
      usuario_id: postulante.usuario_id,
      correo: usuario.correo,
      nombres: usuario.nombres,
      apellidos: usuario.apellidos,
    })
    .from(postulacion)
    .innerJoin(oferta, eq(oferta.id, postulacion.oferta_id))
    .innerJoin(postulante, eq(postulante.id, postulacion.postulante_id))
    .innerJoin(usuario, eq(usuario.id, postulante.usuario_id))
    .where(
      and(
        eq(postulacion.id, id),
        eq(oferta.id_organizacion, organizacionId),
        isNull(oferta.eliminado_en),
        isNull(postulacion.eliminado_en),
      ),
    )
    .limit(1);
  return (forUpdate ? q.for('update', { of: postulacion }) : q).then((rows) => rows[0]);
}

/** The same, found by applicant and offer (the CV page and the CV download). */
export function dePostulanteEnOferta(db: DbOrTx, organizacionId: number, postulanteId: number, ofertaId: number) {
  return db
    .select({
      p: postulacion,
      o: ofertaDeLaPostulacion,
      usuario_id: postulante.usuario_id,
      nombres: usuario.nombres,
      apellidos: usuario.apellidos,
    })
    .from(postulacion)
    .innerJoin(oferta, eq(oferta.id, postulacion.oferta_id))
    .innerJoin(postulante, eq(postulante.id, postulacion.postulante_id))
    .innerJoin(usuario, eq(usuario.id, postulante.usuario_id))
    .where(
      and(
        eq(postulacion.postulante_id, postulanteId),
        eq(postulacion.oferta_id, ofertaId),
        eq(oferta.id_organizacion, organizacionId),
        isNull(oferta.eliminado_en),
        isNull(postulacion.eliminado_en),
      ),
    )
    .limit(1)
    .then((rows) => rows[0]);
}
export type PostulacionDeEmpresa = NonNullable<Awaited<ReturnType<typeof dePostulanteEnOferta>>>;

/** The status an applicant reads after the recruiter's decision `estado` (the status history's stage). */
export function etapaDeEstado(estado: number): 'cv_visto' | 'en_proceso' | 'finalista' | 'no_seleccionada' {
  return estado === 1 ? 'no_seleccionada' : estado === 2 ? 'en_proceso' : estado === 3 ? 'finalista' : 'cv_visto';
}

/** The status radio's change, and its line in the status history (docs/insights.md). */
export async function cambiarEstado(tx: DbOrTx, id: number, estado: number, now: Date): Promise<void> {
  await tx.update(postulacion).set({ estado, revisado: 1, estado_actualizado_en: now, actualizado_en: now }).where(eq(postulacion.id, id));
  await tx.insert(postulacionEstadoCambio).values({ postulacion_id: id, etapa: etapaDeEstado(estado), creado_en: now });
}

/**
 * Opening the CV marks the application read (the applicant reads 'CV visto'); only once. One statement: the status
 * history gets its «CV visto» line when the read mark is what changed the status.
 */
export async function marcarLeida(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.execute(sql`
    with leida as (
      update ${postulacion} set revisado = 1, actualizado_en = ${now}::timestamptz
      where ${postulacion.id} = ${id} and ${postulacion.revisado} = 0
      returning ${postulacion.id} as id, ${postulacion.estado} as estado)
    insert into ${postulacionEstadoCambio} (postulacion_id, etapa, creado_en)
    select id, 'cv_visto', ${now}::timestamptz from leida where estado = 0`);
}
