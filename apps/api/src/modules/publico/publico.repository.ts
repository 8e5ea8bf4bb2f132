/**
 * The SQL of the public pages beyond the search and the offer page (decisions 022 and 029): the open offers of the
 * sitemap, the open offers like a closed one, and the companies' public pages (the company, its open offers, the
 * sitemap's companies). "Open" is the public search's rule (`abiertaSql`: approved, shown, not finished, not
 * removed, deadline not passed), written with the same literals so the partial indexes apply; a company's page is
 * shown by organizacion.public.ts's rule.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { oferta, organizacion } from '../../db/schema/index.ts';
import { abiertaSql, cardColumns, ordenSql, type CardRow } from '../matching/matching.public.ts';
import { paginaVisibleSql } from '../organizacion/organizacion.public.ts';

export interface OfertaDelSitemap {
  id: number;
  alias: string;
  actualizado_en: Date;
}

/** How many offers are open on the Lima day `today` (an index-only count on oferta_visibles_filtros_idx). */
export async function contarAbiertas(db: DbOrTx, today: string): Promise<number> {
  const rows = await prepared(db, 'sitemap_total', (d, name) =>
    d
      .select({ n: sql<number>`count(*)` })
      .from(oferta)
      .where(abiertaSql(sql.placeholder('today')))
      .prepare(name),
  ).execute({ today });
  return Number(rows[0]?.n ?? 0);
}

/** One slice of the open offers, by id: only what a sitemap entry needs (its path and its last change). */
export function abiertasDelSitemap(db: DbOrTx, opts: { today: string; limit: number; offset: number }): Promise<OfertaDelSitemap[]> {
  return prepared(db, 'sitemap_ofertas', (d, name) =>
    d
      .select({ id: oferta.id, alias: oferta.alias, actualizado_en: oferta.actualizado_en })
      .from(oferta)
      .where(abiertaSql(sql.placeholder('today')))
      .orderBy(oferta.id)
      .limit(sql.placeholder('limit') as unknown as number)
      .offset(sql.placeholder('offset') as unknown as number)
      .prepare(name),
  ).execute(opts);
}

/**
 * Open offers like `o` (not itself): those that share one of its careers first, then those in its department
 * (virtual ones for a virtual offer), each group in the lists' order (featured, then newest).
 */
export function parecidas(
  db: DbOrTx,
  o: { id: number; claves: string[]; id_region: number },
  opts: { today: string; limit: number },
): Promise<CardRow[]> {
  const claves = sql`${`{${o.claves.map((c) => `"${c.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
  const comparteCarrera = sql`(${oferta.claves} && ${claves})`;
  const mismaRegion = sql`(${oferta.id_region} = ${o.id_region})`;
  return db
    .select({ ...cardColumns, postulacion_id: sql<number | null>`null::integer` })
    .from(oferta)
    .leftJoin(organizacion, eq(organizacion.id, oferta.id_organizacion))
    .where(and(abiertaSql(opts.today), sql`${oferta.id} <> ${o.id}`, sql`(${comparteCarrera} or ${mismaRegion})`) as SQL)
    .orderBy(sql`${comparteCarrera} desc`, sql`${mismaRegion} desc`, ...ordenSql)
    .limit(opts.limit);
}

// ------------------------------------------------------------------ companies' public pages

export interface EmpresaRow {
  id: number;
  slug: string;
  nombre: string;
  logo: string | null;
  descripcion: string | null;
  region: string | null;
  distrito: string | null;
  web: string | null;
  fb: string | null;
  linkedin: string | null;
  instagram: string | null;
  /** Its sectors' names, in the list's order. */
  sectores: string[];
}

/** The company whose page is `/empresa/{slug}`, when that page is shown. */
export async function empresaVisible(db: DbOrTx, slug: string): Promise<EmpresaRow | undefined> {
  const [row] = await prepared(db, 'empresa_publica', (d, name) =>
    d
      .select({
        id: organizacion.id,
        slug: organizacion.slug,
        nombre: organizacion.nombre,
        logo: organizacion.logo,
        descripcion: organizacion.descripcion,
        region: organizacion.region,
        distrito: organizacion.distrito,
        web: organizacion.web,
        fb: organizacion.fb,
        linkedin: organizacion.linkedin,
        instagram: organizacion.instagram,
        // Qualified by hand: drizzle leaves a one-table select list's columns bare (inside the subquery, its tables').
        sectores: sql<string[]>`(select coalesce(jsonb_agg(s.nombre order by s.id), '[]'::jsonb) from organizacion_sector os
          join sector s on s.id = os.sector_id where os.organizacion_id = organizacion.id)`,
      })
      .from(organizacion)
      .where(and(eq(organizacion.slug, sql.placeholder('slug')), paginaVisibleSql) as SQL)
      .limit(1)
      .prepare(name),
  ).execute({ slug });
  return row;
}

/** A company's open offers in the lists' order, at most `limit`, each with how many it has open in all. */
export function abiertasDeEmpresa(
  db: DbOrTx,
  organizacionId: number,
  opts: { today: string; limit: number },
): Promise<(Omit<CardRow, 'postulacion_id'> & { total: number })[]> {
  return prepared(db, 'empresa_publica_ofertas', (d, name) =>
    d
      .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(oferta)
      .leftJoin(organizacion, eq(organizacion.id, oferta.id_organizacion))
      .where(and(abiertaSql(sql.placeholder('today')), eq(oferta.id_organizacion, sql.placeholder('org'))) as SQL)
      .orderBy(...ordenSql)
      .limit(sql.placeholder('limit') as unknown as number)
      .prepare(name),
  ).execute({ org: organizacionId, today: opts.today, limit: opts.limit });
}

/** How many companies show their page. */
export async function contarEmpresasVisibles(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)` })
    .from(organizacion)
    .where(paginaVisibleSql);
  return Number(rows[0]?.n ?? 0);
}

export interface EmpresaDelSitemap {
  slug: string;
  /** Its last change, or its offers' (approved, not removed) when later: what the page shows changed then. */
  actualizado_en: Date;
}

/** One slice of the companies that show their page, by id. */
export function empresasDelSitemap(db: DbOrTx, opts: { limit: number; offset: number }): Promise<EmpresaDelSitemap[]> {
  return db
    .select({
      slug: organizacion.slug,
      // Qualified by hand: drizzle leaves a one-table select list's columns bare (inside the subquery, oa's).
      actualizado_en: sql<Date>`greatest(organizacion.actualizado_en, (select max(oa.actualizado_en) from oferta oa
        where oa.id_organizacion = organizacion.id and oa.estado = 1 and oa.eliminado_en is null))`.mapWith(
        (v: string | Date) => new Date(v),
      ),
    })
    .from(organizacion)
    .where(paginaVisibleSql)
    .orderBy(organizacion.id)
    .limit(opts.limit)
    .offset(opts.offset);
}
