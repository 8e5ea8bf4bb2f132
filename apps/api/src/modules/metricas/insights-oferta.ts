/**
 * The offer's figures that look past its own counts (docs/insights.md): how long its applications stay in each
 * status, how it compares with offers like it (only their median, only when there are enough), and what featuring it
 * changed. Every query is a constant number of statements, whatever the number of applications or offers.
 */
import type { OfertaInsights } from '@practiperu/shared/api/insights';
import { addDays } from '@practiperu/shared/dates';
import { ETAPAS_TIEMPO, SIMILARES_MINIMO, type EtapaTiempo } from '@practiperu/shared/insights';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { filasDe, n, redondo } from './insights-comun.ts';

/**
 * Time in each status, from the status history: a stay starts when the application enters a status (Recibida: when
 * it was sent) and ends at its next change. The median is over the stays that ended; those still in a status are
 * counted in `ahora`. Cancelled applications are left out, as everywhere in the company's figures.
 */
export async function tiemposPorEtapa(db: Db, ofertaId: number, now: Date): Promise<OfertaInsights['tiempos']> {
  const filas = filasDe<{ etapa: EtapaTiempo; entraron: number; ahora: number; dias: number | null }>(
    await db.execute(sql`
    with pasos as (
      select p.id, 'recibida' as etapa, p.creado_en as desde, 0 as orden, 0 as cambio
      from postulacion p where p.oferta_id = ${ofertaId} and p.eliminado_en is null
      union all
      select c.postulacion_id, c.etapa, c.creado_en, 1, c.id
      from postulacion_estado_cambio c join postulacion p on p.id = c.postulacion_id
      where p.oferta_id = ${ofertaId} and p.eliminado_en is null),
    estancias as (
      select etapa, desde, lead(desde) over (partition by id order by desde, orden, cambio) as hasta from pasos)
    select etapa, count(*)::int as entraron, count(*) filter (where hasta is null)::int as ahora,
      percentile_cont(0.5) within group (order by extract(epoch from hasta - desde) / 86400) filter (where hasta is not null) as dias
    from estancias where desde <= ${now}::timestamptz group by etapa`),
  );
  const de = new Map(filas.map((f) => [f.etapa, f]));
  return ETAPAS_TIEMPO.map((etapa) => {
    const f = de.get(etapa);
    return { etapa, entraron: n(f?.entraron), ahora: n(f?.ahora), dias_mediana: redondo(f?.dias) };
  });
}

/**
 * Offers like this one: published, not informational, in the same region, with a career of the same area (the
 * careers' `familia`), visible some day of the period; any company's, this offer left out. Only their median views
 * and applications in the period leave the server, and only when there are at least SIMILARES_MINIMO of them: with
 * fewer, a median could be one company's own figure.
 */
export async function similaresA(
  db: Db,
  ofertaId: number,
  periodo: { desde: string; hasta: string },
): Promise<OfertaInsights['similares']> {
  const [f] = filasDe<{
    areas: string[] | null;
    region: string | null;
    ofertas: number;
    vistas: number | null;
    postulaciones: number | null;
  }>(
    await db.execute(sql`
    with esta as (
      select o.id_region, coalesce(array(select distinct c.familia from carrera c where c.id = any(o.carreras) order by 1), '{}') as areas
      from oferta o where o.id = ${ofertaId}),
    parecidas as (
      select o.id, coalesce(sum(m.vistas), 0) as vistas, coalesce(sum(m.postulaciones), 0) as postulaciones
      from oferta o cross join esta
        left join metrica_oferta_dia m on m.oferta_id = o.id and m.dia between ${periodo.desde} and ${periodo.hasta}
      where o.id <> ${ofertaId} and o.oferta_publica = 0 and o.eliminado_en is null and o.fecha_publicacion is not null
        and o.id_region = esta.id_region
        and exists (select 1 from carrera c where c.id = any(o.carreras) and c.familia = any(esta.areas))
        and (o.fecha_publicacion at time zone 'America/Lima')::date <= ${periodo.hasta}
        and (o.finaliza is null or (o.finaliza at time zone 'America/Lima')::date >= ${periodo.desde})
      group by o.id)
    select (select areas from esta) as areas,
      (select coalesce(r.nombre, case when esta.id_region = 26 then 'Extranjero' else 'Virtual' end)
         from esta left join region r on r.id = esta.id_region) as region,
      count(*)::int as ofertas,
      percentile_cont(0.5) within group (order by vistas) as vistas,
      percentile_cont(0.5) within group (order by postulaciones) as postulaciones
    from parecidas`),
  );
  const suficientes = n(f?.ofertas) >= SIMILARES_MINIMO;
  return {
    areas: f?.areas ?? [],
    region: f?.region ?? '',
    suficientes,
    minimo: SIMILARES_MINIMO,
    vistas_mediana: suficientes ? redondo(f?.vistas) : null,
    postulaciones_mediana: suficientes ? redondo(f?.postulaciones) : null,
  };
}

/**
 * A featured offer over its whole life, in whole Lima days only: views and applications per day from its publication
 * to the day before its feature was validated, and from the day after that to yesterday (or its last day, if it has
 * ended). The day of validation is left out of both stretches (part of it was before, part after), and today too (it
 * is not over); the median per day of the company's free offers counts their published days up to yesterday as well,
 * an offer featured since counting up to the day before its feature was validated (its free days stay in the baseline).
 * Each stretch and each free offer says its first and last day, so the page can name the days it counts.
 * With no whole featured day yet, `despues.dias` is 0 and its rates null: the page says the comparison is not ready.
 * An offer featured from its first day has no «before» (0 days, null rates).
 */
export async function antesYDespues(
  db: Db,
  ofertaId: number,
  organizacionId: number,
  hoy: string,
): Promise<NonNullable<OfertaInsights['destacado']>> {
  const [f] = filasDe<{
    desde: string;
    pub: string;
    fin: string;
    antes_dias: number;
    antes_vistas: number;
    antes_post: number;
    despues_dias: number;
    despues_vistas: number;
    despues_post: number;
  }>(
    await db.execute(sql`
    with o as (
      select (fecha_publicacion at time zone 'America/Lima')::date as pub,
        greatest((destacado_desde at time zone 'America/Lima')::date, (fecha_publicacion at time zone 'America/Lima')::date) as dest,
        least(${hoy}::date - 1, coalesce((finaliza at time zone 'America/Lima')::date, ${hoy}::date - 1)) as fin
      from oferta where id = ${ofertaId})
    select o.dest::text as desde, o.pub::text as pub, o.fin::text as fin,
      greatest(o.dest - o.pub, 0)::int as antes_dias,
      coalesce(sum(m.vistas) filter (where m.dia < o.dest), 0)::int as antes_vistas,
      coalesce(sum(m.postulaciones) filter (where m.dia < o.dest), 0)::int as antes_post,
      greatest(o.fin - o.dest, 0)::int as despues_dias,
      coalesce(sum(m.vistas) filter (where m.dia > o.dest), 0)::int as despues_vistas,
      coalesce(sum(m.postulaciones) filter (where m.dia > o.dest), 0)::int as despues_post
    from o left join metrica_oferta_dia m on m.oferta_id = ${ofertaId} and m.dia between o.pub and o.fin
    group by o.pub, o.dest, o.fin`),
  );
  // The company's other offers, each over its free days: from its publication to yesterday, its last day, or the day
  // before its own feature was validated (an offer featured later keeps its free days in the baseline).
  const detalle = filasDe<{
    id: number;
    titulo: string;
    desde: string;
    hasta: string;
    dias: number;
    vistas: number;
    postulaciones: number;
  }>(
    await db.execute(sql`
    with gratis as (
      select o.id, o.titulo, (o.fecha_publicacion at time zone 'America/Lima')::date as pub,
        least(${hoy}::date - 1, coalesce((o.finaliza at time zone 'America/Lima')::date, ${hoy}::date - 1),
          case when o.destacado_desde is not null and o.estado_pago = 1
            then (o.destacado_desde at time zone 'America/Lima')::date - 1 end) as fin
      from oferta o
      where o.id_organizacion = ${organizacionId} and o.id <> ${ofertaId} and o.eliminado_en is null
        and o.fecha_publicacion is not null)
    select g.id, g.titulo, g.pub::text as desde, g.fin::text as hasta, (g.fin - g.pub + 1)::int as dias,
      coalesce(sum(m.vistas), 0)::int as vistas, coalesce(sum(m.postulaciones), 0)::int as postulaciones
    from gratis g left join metrica_oferta_dia m on m.oferta_id = g.id and m.dia between g.pub and g.fin
    where g.fin >= g.pub group by g.id, g.titulo, g.pub, g.fin order by g.pub, g.id`),
  );
  const mediana = (valores: number[]): number | null => {
    if (valores.length === 0) return null;
    const v = [...valores].sort((a, b) => a - b);
    const m = Math.floor(v.length / 2);
    return v.length % 2 ? v[m]! : (v[m - 1]! + v[m]!) / 2;
  };
  const ritmo = (dias: number, desde: string, hasta: string, vistas: number, postulaciones: number) => ({
    dias,
    desde: dias > 0 ? desde : null,
    hasta: dias > 0 ? hasta : null,
    vistas_dia: dias > 0 ? redondo(vistas / dias) : null,
    postulaciones_dia: dias > 0 ? redondo(postulaciones / dias) : null,
  });
  return {
    desde: f?.desde ?? hoy,
    antes: ritmo(n(f?.antes_dias), f?.pub ?? hoy, addDays(f?.desde ?? hoy, -1), n(f?.antes_vistas), n(f?.antes_post)),
    despues: ritmo(n(f?.despues_dias), addDays(f?.desde ?? hoy, 1), f?.fin ?? hoy, n(f?.despues_vistas), n(f?.despues_post)),
    gratis: {
      ofertas: detalle.length,
      vistas_dia: redondo(mediana(detalle.map((d) => d.vistas / d.dias))),
      postulaciones_dia: redondo(mediana(detalle.map((d) => d.postulaciones / d.dias))),
      detalle: detalle.map(({ id, titulo, desde, hasta, dias }) => ({ id: n(id), titulo, desde, hasta, dias: n(dias) })),
    },
  };
}
