/**
 * Other modules may import this file: whether a company's public page `/empresa/{slug}` is shown (decision 029), as
 * SQL over a query that has the table `organizacion` (not aliased) in its FROM: the offer pages, the company page,
 * the sitemap. Its columns are written out qualified: drizzle leaves them bare in a one-table select list, where
 * inside a subquery they would name the subquery's own table.
 */
import { sql, type SQL } from 'drizzle-orm';
import { empresaActivaSql } from '../equipo/equipo.public.ts';

/**
 * Shown: the company has not hidden it, its account is active and confirmed, and the administration has approved one
 * of its offers (not removed; finished or hidden ones count): a company nobody has checked yet gets no page.
 * The approved offer is found on oferta_organizacion_estado_idx.
 */
export const paginaVisibleSql: SQL = sql.raw(`(organizacion.pagina_publica
  and exists (select 1 from usuario ua where ua.id = organizacion.usuario_id and ua.activo and ua.confirmado_en is not null)
  and exists (select 1 from oferta oa where oa.id_organizacion = organizacion.id and oa.estado = 1 and oa.eliminado_en is null))`);

/**
 * Whether a company is suspended (decision 037) is a rule of its seats: `empresaActivaSql` lives in equipo's
 * asiento.sql.ts and is offered here too, for the queries that show companies and their offers.
 */
export { empresaActivaSql };

/**
 * `empresaActivaSql` of an offer's company, for queries that have the table `oferta` (not aliased) in their FROM.
 * Qualified by hand for the same reason as above: drizzle would leave `id_organizacion` bare.
 */
export const ofertaDeEmpresaActivaSql: SQL<boolean> = empresaActivaSql(sql.raw('"oferta"."id_organizacion"'));

/** The page's slug while it is shown, else null (also when there is no company: an informational offer). */
export const slugVisibleSql = sql<string | null>`(case when ${paginaVisibleSql} then organizacion.slug end)`;
