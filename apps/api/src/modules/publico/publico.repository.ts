/**
 * The SQL of the public pages beyond the search and the offer page (decision 022): the open offers of the sitemap,
 * and the open offers like a closed one. "Open" is the public search's rule (`abiertaSql`: approved, shown, not
 * finished, not removed, deadline not passed), written with the same literals so the partial indexes apply.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { oferta, organizacion } from '../../db/schema/index.ts';
import { abiertaSql, cardColumns, ordenSql, type CardRow } from '../matching/matching.public.ts';

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
