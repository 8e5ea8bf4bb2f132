/**
 * The SQL of what applicants and visitors see (docs/matching.md, docs/performance.md): the matching
 * rules of matching.rules.ts as WHERE clauses, the recommendation lists, the search, the latest offers, one
 * offer as an applicant or a visitor may see it, and the new matching offers of a job-alert digest.
 *
 * Served from indexes: `oferta_visibles_claves_idx` (GIN on the careers of the visible offers) for matching,
 * `oferta_busqueda_idx` (GIN on the Spanish tsvector) for text search, `oferta_visibles_orden_idx` for the lists
 * in display order, and the unique (postulante, oferta) index of postulacion for "already applied".
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { oferta, organizacion, postulacion, postulante } from '../../db/schema/index.ts';
import { ofertaColumns, type OfertaRow } from '../../db/oferta-row.ts';
import { ofertaDeEmpresaActivaSql, slugVisibleSql } from '../organizacion/organizacion.public.ts';
import {
  abiertaSql,
  cardColumns,
  destacadaSql,
  etapaDe,
  ordenSql,
  type CardComun,
  type CardRow,
  type PostulacionPropia,
} from './matching.public.ts';
import type { Ambito, PerfilMatching, PostulanteMatchable } from './matching.rules.ts';

// ------------------------------------------------------------------ the rules as SQL

/**
 * The offer's career keys, where an informational offer without careers counts as '*' (open to all).
 * The expression of oferta_visibles_claves_idx, so `&& array[clave, '*']` is answered by that GIN index.
 */
export const clavesMatchSql = sql`(case when ${oferta.oferta_publica} = 1 and cardinality(${oferta.claves}) = 0 then '{*}'::text[] else ${oferta.claves} end)`;

/** The values of an applicant's profile in a query: literal parameters, or placeholders of a prepared statement. */
interface ValoresPerfil {
  nivel: unknown;
  modalidad: unknown;
  ciclo: unknown;
  anioEgreso: unknown;
  clave: unknown;
  idRegion: unknown;
}

function valoresDe(p: PerfilMatching): ValoresPerfil {
  return {
    nivel: p.nivel,
    modalidad: p.modalidad,
    ciclo: p.ciclo ?? -1,
    anioEgreso: p.anioEgreso ?? -1,
    clave: p.clave,
    idRegion: p.idRegion ?? -1,
  };
}

/** The same values as placeholders (`perfilValores` fills them). */
const placeholdersPerfil: ValoresPerfil = {
  nivel: sql.placeholder('nivel'),
  modalidad: sql.placeholder('modalidad'),
  ciclo: sql.placeholder('ciclo'),
  anioEgreso: sql.placeholder('anio_egreso'),
  clave: sql.placeholder('clave'),
  idRegion: sql.placeholder('id_region'),
};

function perfilValores(p: PerfilMatching): Record<string, unknown> {
  const v = valoresDe(p);
  return { nivel: v.nivel, modalidad: v.modalidad, ciclo: v.ciclo, anio_egreso: v.anioEgreso, clave: v.clave, id_region: v.idRegion };
}

/** Level, cycle or exit year, and career for one applicant (the same rules as `motivos` in matching.rules.ts). */
export function coincideSql(p: PerfilMatching, v: ValoresPerfil = valoresDe(p)): SQL {
  const sinNiveles = sql`(${oferta.oferta_publica} = 1 and ${oferta.idniveltec} + ${oferta.idniveluniv} + ${oferta.idnivelotros} = 0)`;
  const nivel = sql`((${v.nivel}::smallint in (${oferta.idniveltec}, ${oferta.idniveluniv}, ${oferta.idnivelotros}) and ${oferta.modalidad} = ${v.modalidad}) or ${sinNiveles})`;
  const etapa = {
    ninguna: sql`true`,
    ciclo: sql`(cardinality(${oferta.ciclo}) = 0 or ${v.ciclo}::smallint = any(${oferta.ciclo}))`,
    ciclo_tecnico: sql`(cardinality(${oferta.ciclo_tecnico}) = 0 or ${v.ciclo}::smallint = any(${oferta.ciclo_tecnico}))`,
    egreso: sql`(cardinality(${oferta.fecha_egreso}) = 0 or ${v.anioEgreso}::smallint = any(${oferta.fecha_egreso}))`,
  }[etapaDe(p)];
  const carrera = sql`${clavesMatchSql} && array[${v.clave}::text, '*']::text[]`;
  return sql`(${nivel} and ${etapa} and ${carrera})`;
}

/** The scopes: the applicant's department plus virtual offers, the other departments, or both. */
export function ambitoSql(ambito: Ambito, idRegion: unknown): SQL | undefined {
  if (ambito === 'todas') return undefined;
  const propia = sql`(${oferta.id_region} = 0 or ${oferta.id_region} = ${idRegion ?? -1}::smallint)`;
  return ambito === 'region' ? propia : sql`not ${propia}`;
}

// ------------------------------------------------------------------ the applicant

export interface PerfilRow extends PostulanteMatchable {
  postulante_id: number;
}

const perfilColumnas = {
  postulante_id: postulante.id,
  tipo_carrera: postulante.tipo_carrera,
  estado_estudios: postulante.estado_estudios,
  ciclo_actual: postulante.ciclo_actual,
  fecha_egreso: postulante.fecha_egreso,
  claves: postulante.claves,
  id_region: postulante.id_region,
};

/** The applicant's row id and the CV fields matching reads (every recommendation page: prepared once). */
export function perfilDeUsuario(db: DbOrTx, usuarioId: number): Promise<PerfilRow | undefined> {
  return prepared(db, 'matching_perfil', (d, name) =>
    d
      .select(perfilColumnas)
      .from(postulante)
      .where(eq(postulante.usuario_id, sql.placeholder('usuario')))
      .limit(1)
      .prepare(name),
  )
    .execute({ usuario: usuarioId })
    .then((rows) => rows[0]);
}

export interface PerfilConPostulaciones extends PerfilRow {
  /** Offers with an active application of theirs, and that application's id (same positions). */
  activas_oferta: number[];
  activas_id: number[];
  /** Offers whose application they cancelled (left out of their lists, docs/matching.md). */
  canceladas_oferta: number[];
}

/**
 * The matching profile and the applicant's own applications in one round trip (the cached recommendations,
 * lib/ofertas-cache.ts: the list is shared, these marks are theirs). Served by the unique (postulante, oferta) index.
 */
export function perfilConPostulaciones(db: DbOrTx, usuarioId: number): Promise<PerfilConPostulaciones | undefined> {
  // `${postulante}.id`, not `${postulante.id}`: in a one-table select drizzle writes columns unqualified, and a bare
  // "id" inside the subquery would be the application's.
  const suyas = (cond: SQL, col: SQL) =>
    sql<number[]>`array(select ${col} from ${postulacion} pp where pp.postulante_id = ${postulante}.id and ${cond} order by pp.id)`;
  return prepared(db, 'matching_perfil_postulaciones', (d, name) =>
    d
      .select({
        ...perfilColumnas,
        activas_oferta: suyas(sql`pp.eliminado_en is null`, sql`pp.oferta_id`),
        activas_id: suyas(sql`pp.eliminado_en is null`, sql`pp.id`),
        canceladas_oferta: suyas(sql`pp.eliminado_en is not null`, sql`pp.oferta_id`),
      })
      .from(postulante)
      .where(eq(postulante.usuario_id, sql.placeholder('usuario')))
      .limit(1)
      .prepare(name),
  )
    .execute({ usuario: usuarioId })
    .then((rows) => rows[0]);
}

// ------------------------------------------------------------------ cards

export interface PaginaRows {
  rows: CardRow[];
  total: number;
  /** The count stopped at its cap: there are more matches than `total`. */
  mas?: boolean;
}

interface ListOptions {
  where: SQL;
  /** For an applicant: mark the offers they applied to and leave out those they cancelled. */
  postulanteId?: number;
  orderBy?: SQL[];
  limit: number;
  offset: number;
  /**
   * How the total is counted: in the page's query (`count(*) over ()`, one round trip) when the matches are
   * few and found by an index anyway (matching, by careers); apart (an index-only count) for searches, whose
   * matches may be every open offer.
   */
  total: 'ventana' | 'aparte';
  /** 'aparte' only: count up to this many (a broad word matches every open offer; nobody pages that far). */
  maxTotal?: number;
  /**
   * Prepared statements (db/prepared.ts) named from this, for lists whose shape repeats: `where` and
   * `postulanteId` are then placeholders filled from `values`, and limit and offset become placeholders too.
   */
  prepared?: { name: string; values: Record<string, unknown>; postulanteId: unknown };
}

/** One page and the total (see ListOptions.total); a page past the end is empty with the real total. */
async function pagina(db: DbOrTx, opts: ListOptions): Promise<PaginaRows> {
  const mine = opts.prepared ? opts.prepared.postulanteId : opts.postulanteId;
  const aplicada =
    mine === undefined
      ? sql<number | null>`null::integer`
      : sql<
          number | null
        >`(select pa.id from ${postulacion} pa where pa.oferta_id = ${oferta.id} and pa.postulante_id = ${mine} and pa.eliminado_en is null)`;
  // Decision (docs/matching.md): an offer whose application was cancelled is left out (it cannot be applied to again).
  const sinCancelada =
    mine === undefined
      ? undefined
      : sql`${oferta.id} not in (select pc.oferta_id from ${postulacion} pc where pc.postulante_id = ${mine} and pc.eliminado_en is not null)`;
  const where = and(opts.where, sinCancelada);
  const limit = opts.prepared ? sql.placeholder('limit') : opts.limit;
  const offset = opts.prepared ? sql.placeholder('offset') : opts.offset;
  const values = opts.prepared ? { ...opts.prepared.values, limit: opts.limit, offset: opts.offset } : {};
  /** Runs a query built by `build`: prepared once under `name.key` when the list is prepared, else built now. */
  const run = <R>(
    key: string,
    build: (d: DbOrTx) => { prepare(name: string): { execute(v: Record<string, unknown>): Promise<R> } } & PromiseLike<R>,
  ) => (opts.prepared ? prepared(db, `${opts.prepared.name}_${key}`, (d, name) => build(d).prepare(name)).execute(values) : build(db));

  const count = () =>
    opts.maxTotal === undefined
      ? run('n', (d) =>
          d
            .select({ n: sql<number>`count(*)` })
            .from(oferta)
            .where(where),
        ).then((rows) => Number(rows[0]?.n ?? 0))
      : run('nmax', (d) =>
          d.select({ n: sql<number>`count(*)` }).from(
            d
              .select({ uno: sql`1`.as('uno') })
              .from(oferta)
              .where(where)
              .limit((opts.maxTotal ?? 0) + 1)
              .as('hasta'),
          ),
        ).then((rows) => Number(rows[0]?.n ?? 0));
  const page = (withTotal: boolean) =>
    run(withTotal ? 'pt' : 'p', (d) =>
      d
        .select({
          ...cardColumns,
          postulacion_id: aplicada.mapWith((v) => (v === null ? null : Number(v))),
          total: withTotal ? sql<number>`count(*) over ()` : sql<number>`0`,
        })
        .from(oferta)
        .leftJoin(organizacion, eq(organizacion.id, oferta.id_organizacion))
        .where(where)
        .orderBy(...(opts.orderBy ?? ordenSql))
        .limit(limit as number)
        .offset(offset as number),
    );
  const strip = (rows: Awaited<ReturnType<typeof page>>) => rows.map(({ total: _t, ...r }) => r);
  if (opts.total === 'aparte') {
    const [rows, total] = await Promise.all([page(false), count()]);
    if (opts.maxTotal !== undefined && total > opts.maxTotal) return { rows: strip(rows), total: opts.maxTotal, mas: true };
    return { rows: strip(rows), total };
  }
  const rows = await page(true);
  if (rows.length > 0) return { rows: strip(rows), total: Number(rows[0]!.total) };
  return { rows: [], total: opts.offset === 0 ? 0 : await count() };
}

/**
 * The open offers matching the applicant, in one of the three scopes (own department, other departments, both). The
 * busiest list of the product: its 12 shapes (cycle/year rule × scope) are prepared statements, the applicant's
 * values placeholders.
 */
export function recomendadas(
  db: DbOrTx,
  opts: { perfil: PerfilMatching; postulanteId: number; ambito: Ambito; today: string; limit: number; offset: number },
): Promise<PaginaRows> {
  const v = placeholdersPerfil;
  return pagina(db, {
    where: and(abiertaSql(sql.placeholder('today')), coincideSql(opts.perfil, v), ambitoSql(opts.ambito, v.idRegion)) as SQL,
    postulanteId: opts.postulanteId,
    limit: opts.limit,
    offset: opts.offset,
    total: 'ventana',
    prepared: {
      name: `rec_${etapaDe(opts.perfil)}_${opts.ambito}`,
      values: { ...perfilValores(opts.perfil), today: opts.today, yo: opts.postulanteId },
      postulanteId: sql.placeholder('yo'),
    },
  });
}

/**
 * The matching rules without scope and without the applicant's own applications: every open offer matching a
 * training, in display order, at most `limit`. What the recommendation cache keeps per matching key
 * (lib/ofertas-cache.ts); the scopes and the applicant's marks are applied in memory (oferta.postulante.ts), with the
 * same rules as `recomendadas`. Four shapes (the cycle/year rule), prepared.
 */
export function coincidentes(db: DbOrTx, opts: { perfil: PerfilMatching; today: string; limit: number }): Promise<CardComun[]> {
  const v = placeholdersPerfil;
  return prepared(db, `coinc_${etapaDe(opts.perfil)}`, (d, name) =>
    d
      .select(cardColumns)
      .from(oferta)
      .leftJoin(organizacion, eq(organizacion.id, oferta.id_organizacion))
      .where(and(abiertaSql(sql.placeholder('today')), coincideSql(opts.perfil, v)))
      .orderBy(...ordenSql)
      .limit(sql.placeholder('limit'))
      .prepare(name),
  ).execute({ ...perfilValores(opts.perfil), today: opts.today, limit: opts.limit });
}

/**
 * A search counts at most this many matches (100 pages): "practicante" matches every open offer, and counting
 * them all would cost more than the page itself (docs/performance.md). The answer then says `mas_resultados`.
 */
export const BUSQUEDA_MAX_TOTAL = 1000;

export interface FiltrosBusqueda {
  /** A to_tsquery text built by `tsQueryDe` (prefix terms joined by &), or undefined for no text. */
  tsquery?: string;
  idRegion?: number;
  modalidad?: 'PREPROFESIONAL' | 'PROFESIONAL';
  modalidadTiempo?: string;
  nivel?: number;
  /** The public search's `?empresa=`: only this company's offers (its id, once its page was found shown). */
  idOrganizacion?: number;
}

/**
 * The search (public `/ofertas` and `findForApplicant`): open offers, optionally by text (Spanish, without
 * accents, by prefix), department (0 = virtual), modality, time modality and level. Featured first, then the
 * newest.
 */
export function buscar(
  db: DbOrTx,
  opts: { filtros: FiltrosBusqueda; today: string; postulanteId?: number; limit: number; offset: number },
): Promise<PaginaRows> {
  const f = opts.filtros;
  const given = {
    q: f.tsquery !== undefined,
    r: f.idRegion !== undefined,
    m: f.modalidad !== undefined,
    t: f.modalidadTiempo !== undefined,
    n: f.nivel !== undefined,
    e: f.idOrganizacion !== undefined,
  };
  const p = sql.placeholder;
  const where = and(
    abiertaSql(p('today')),
    given.q ? sql`${oferta.busqueda} @@ to_tsquery('es_unaccent'::regconfig, ${p('q')}::text)` : undefined,
    given.r ? sql`${oferta.id_region} = ${p('region')}::smallint` : undefined,
    given.m ? sql`${oferta.modalidad} = ${p('modalidad')}::text` : undefined,
    given.t ? sql`${oferta.modalidad_tiempo} = ${p('tiempo')}::text` : undefined,
    given.n ? sql`${p('nivel')}::smallint in (${oferta.idniveltec}, ${oferta.idniveluniv}, ${oferta.idnivelotros})` : undefined,
    given.e ? sql`${oferta.id_organizacion} = ${p('empresa')}::integer` : undefined,
  ) as SQL;
  const mine = opts.postulanteId !== undefined;
  // One prepared statement per combination of given filters (db/prepared.ts), named by that combination.
  const shape = Object.entries(given)
    .filter(([, on]) => on)
    .map(([k]) => k)
    .join('');
  // Decision (docs/matching.md): the order of every list (featured, then newest), not a relevance rank: ranking
  // would read every match of a broad word ("practicante") before the first page.
  return pagina(db, {
    where,
    postulanteId: opts.postulanteId,
    limit: opts.limit,
    offset: opts.offset,
    total: 'aparte',
    maxTotal: BUSQUEDA_MAX_TOTAL,
    prepared: {
      name: `busq_${shape || 'todo'}_${mine ? 'yo' : 'anon'}`,
      values: {
        today: opts.today,
        q: f.tsquery,
        region: f.idRegion,
        modalidad: f.modalidad,
        tiempo: f.modalidadTiempo,
        nivel: f.nivel,
        empresa: f.idOrganizacion,
        yo: opts.postulanteId,
      },
      postulanteId: mine ? p('yo') : undefined,
    },
  });
}

/** Does this to_tsquery text keep any lexeme once stop words are dropped ("de la" keeps none)? */
export async function tieneLexemas(db: DbOrTx, tsquery: string): Promise<boolean> {
  const rows = await prepared(db, 'busq_lexemas', (d, name) =>
    d
      .select({ n: sql<number>`numnode(to_tsquery('es_unaccent'::regconfig, ${sql.placeholder('q')}::text))` })
      .from(sql`(select 1) as uno`)
      .prepare(name),
  ).execute({ q: tsquery });
  return Number(rows[0]?.n ?? 0) > 0;
}

/** The latest open offers for everyone (the applicant's `myLatestOffer`), newest published first. */
export async function ultimas(db: DbOrTx, opts: { today: string; postulanteId?: number; limit: number }): Promise<CardRow[]> {
  const page = await pagina(db, {
    where: abiertaSql(opts.today),
    postulanteId: opts.postulanteId,
    orderBy: ordenSql.slice(1),
    limit: opts.limit,
    offset: 0,
    total: 'ventana',
  });
  return page.rows;
}

// ------------------------------------------------------------------ one offer

export interface OfertaConEmpresa {
  o: OfertaRow;
  nombre_org: string | null;
  logo: string | null;
  web: string | null;
  /** The slug of the company's public page while it is shown (decision 029); null otherwise. */
  slug_empresa: string | null;
  /** The company's own address (its account data): read for the public page's JobPosting only. */
  sede?: { direccion: string | null; distrito: string | null; id_region: number | null };
}

/**
 * An offer as an applicant may see it: approved and shown (its company not suspended), or one they applied to (even
 * cancelled); never a removed one. With their application, if any.
 */
export async function paraPostulante(
  db: DbOrTx,
  id: number,
  who: { postulanteId: number } | { usuarioId: number },
): Promise<(OfertaConEmpresa & { postulacion: PostulacionPropia | null; activas: number }) | undefined> {
  // By the account's id the applicant's row is found in the same query (one round trip for the detail page).
  const byUsuario = !('postulanteId' in who);
  const postulanteId = byUsuario
    ? sql`(select ${postulante.id} from ${postulante} where ${postulante.usuario_id} = ${sql.placeholder('quien')})`
    : sql`${sql.placeholder('quien')}`;
  const [row] = await prepared(db, byUsuario ? 'oferta_para_usuario' : 'oferta_para_postulante', (d, name) =>
    d
      .select({
        o: ofertaColumns,
        nombre_org: organizacion.nombre,
        logo: organizacion.logo,
        web: organizacion.web,
        slug_empresa: slugVisibleSql,
        p_id: postulacion.id,
        p_estado: postulacion.estado,
        p_revisado: postulacion.revisado,
        p_eliminado_en: postulacion.eliminado_en,
        p_creado_en: postulacion.creado_en,
        // For the detail's note (the company sees the first 15 first): a free offer's active applications, counted up
        // to its limit only, in the same round trip (served by postulacion_oferta_idx); a featured one is not counted.
        activas:
          sql<number>`case when ${destacadaSql} then 0 else (select count(*) from (select 1 from ${postulacion} pq where pq.oferta_id = ${oferta.id} and pq.eliminado_en is null limit ${oferta.max_free_postulantes}) hasta) end`.mapWith(
            Number,
          ),
      })
      .from(oferta)
      .leftJoin(organizacion, eq(organizacion.id, oferta.id_organizacion))
      .leftJoin(postulacion, and(eq(postulacion.oferta_id, oferta.id), sql`${postulacion.postulante_id} = ${postulanteId}::integer`))
      .where(
        and(
          eq(oferta.id, sql.placeholder('id')),
          sql`${oferta.eliminado_en} is null`,
          sql`((${oferta.estado} = 1 and ${oferta.publicar} = 1 and ${ofertaDeEmpresaActivaSql}) or ${postulacion.id} is not null)`,
        ),
      )
      .limit(1)
      .prepare(name),
  ).execute({ id, quien: 'postulanteId' in who ? who.postulanteId : who.usuarioId });
  if (!row) return undefined;
  const postulacionPropia =
    row.p_id === null
      ? null
      : {
          id: row.p_id,
          estado: row.p_estado ?? 0,
          revisado: row.p_revisado ?? 0,
          eliminado_en: row.p_eliminado_en,
          creado_en: row.p_creado_en ?? new Date(0),
        };
  return {
    o: row.o,
    nombre_org: row.nombre_org,
    logo: row.logo,
    web: row.web,
    slug_empresa: row.slug_empresa,
    postulacion: postulacionPropia,
    activas: row.activas,
  };
}

/** An offer's public page: approved, shown and not removed, whatever its deadline; never a suspended company's. */
export function publica(db: DbOrTx, id: number): Promise<OfertaConEmpresa | undefined> {
  return prepared(db, 'oferta_publica', (d, name) =>
    d
      .select({
        o: ofertaColumns,
        nombre_org: organizacion.nombre,
        logo: organizacion.logo,
        web: organizacion.web,
        slug_empresa: slugVisibleSql,
        sede_direccion: organizacion.direccion,
        sede_distrito: organizacion.distrito,
        sede_id_region: organizacion.id_region,
      })
      .from(oferta)
      .leftJoin(organizacion, eq(organizacion.id, oferta.id_organizacion))
      .where(
        and(
          eq(oferta.id, sql.placeholder('id')),
          sql`${oferta.estado} = 1 and ${oferta.publicar} = 1 and ${oferta.eliminado_en} is null and ${ofertaDeEmpresaActivaSql}`,
        ),
      )
      .limit(1)
      .prepare(name),
  )
    .execute({ id })
    .then((rows) => {
      const row = rows[0];
      if (!row) return undefined;
      const { sede_direccion: direccion, sede_distrito: distrito, sede_id_region: id_region, ...rest } = row;
      return { ...rest, sede: { direccion, distrito, id_region } };
    });
}

// ------------------------------------------------------------------ job alerts

/** Open offers matching the applicant, published after `desde`, not applied to; featured first, then newest. */
export function nuevasCoincidentes(
  db: DbOrTx,
  opts: { perfil: PerfilMatching; postulanteId: number; desde: Date; today: string; limit: number },
): Promise<PaginaRows> {
  return pagina(db, {
    where: and(
      abiertaSql(opts.today),
      coincideSql(opts.perfil),
      sql`${oferta.fecha_publicacion} > ${opts.desde.toISOString()}::timestamptz`,
      sql`not exists (select 1 from ${postulacion} px where px.oferta_id = ${oferta.id} and px.postulante_id = ${opts.postulanteId})`,
    ) as SQL,
    limit: opts.limit,
    offset: 0,
    total: 'ventana',
  });
}
