/**
 * The figures of the insight pages (docs/insights.md), read from the counting tables and the applications. Every
 * call is scoped on the server: a company reads only its own offers (another's answers 404 like one that does not
 * exist).
 */
import { addDays, limaToday } from '@practiperu/shared/dates';
import { conversion, PERIODO_INICIAL_DIAS, type FuenteMetrica } from '@practiperu/shared/insights';
import type { OfertaInsights, PeriodoQuery } from '@practiperu/shared/api/insights';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import { organizacionIdDe } from '../equipo/equipo.public.ts';
import { destacadaSql } from '../matching/matching.public.ts';
import { oferta } from '../../db/schema/index.ts';
import { filasDe, n, redondo } from './insights-comun.ts';
import { empresaInsights } from './insights-empresa.ts';
import { antesYDespues, similaresA, tiemposPorEtapa } from './insights-oferta.ts';

export type InsightsService = ReturnType<typeof createInsightsService>;

/** The period asked for, or the last 30 Lima days. */
export function periodoDe(q: PeriodoQuery, hoy: string): { desde: string; hasta: string } {
  const hasta = q.hasta ?? (q.desde && q.desde > hoy ? q.desde : hoy);
  const desde = q.desde ?? addDays(hasta, -(PERIODO_INICIAL_DIAS - 1));
  return { desde, hasta };
}

/** Every day from `desde` to `hasta`. */
export function diasDe(desde: string, hasta: string): string[] {
  const out: string[] = [];
  for (let d = desde; d <= hasta; d = addDays(d, 1)) out.push(d);
  return out;
}

export function createInsightsService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function oferta_(usuarioId: number, ofertaId: number, q: PeriodoQuery): Promise<OfertaInsights> {
    const [o] = await db
      .select({
        id: oferta.id,
        titulo: oferta.titulo,
        organizacion: oferta.id_organizacion,
        destacado: sql<boolean>`${destacadaSql}`,
        fecha_publicacion: oferta.fecha_publicacion,
      })
      .from(oferta)
      .where(sql`${oferta.id} = ${ofertaId} and ${oferta.id_organizacion} = ${organizacionIdDe(usuarioId)}`);
    if (!o) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    const periodo = periodoDe(q, limaToday(now()));

    const porDia = filasDe<{ dia: string; vistas: number; compartidos: number; postulaciones: number }>(
      await db.execute(sql`
      select dia::text as dia, sum(vistas)::int as vistas, sum(compartidos)::int as compartidos, sum(postulaciones)::int as postulaciones
      from metrica_oferta_dia where oferta_id = ${ofertaId} and dia between ${periodo.desde} and ${periodo.hasta}
      group by dia`),
    );
    const delDia = new Map(porDia.map((r) => [r.dia, r]));
    const dias = diasDe(periodo.desde, periodo.hasta).map((dia) => {
      const r = delDia.get(dia);
      return { dia, vistas: n(r?.vistas), compartidos: n(r?.compartidos), postulaciones: n(r?.postulaciones) };
    });
    const totales = dias.reduce(
      (t, d) => ({
        vistas: t.vistas + d.vistas,
        compartidos: t.compartidos + d.compartidos,
        postulaciones: t.postulaciones + d.postulaciones,
      }),
      { vistas: 0, compartidos: 0, postulaciones: 0 },
    );

    const fuentes = filasDe<{ fuente: FuenteMetrica; canal: string; vistas: number; compartidos: number; postulaciones: number }>(
      await db.execute(sql`
      select fuente, canal, sum(vistas)::int as vistas, sum(compartidos)::int as compartidos, sum(postulaciones)::int as postulaciones
      from metrica_oferta_dia where oferta_id = ${ofertaId} and dia between ${periodo.desde} and ${periodo.hasta}
      group by fuente, canal order by sum(vistas) desc, sum(postulaciones) desc, fuente, canal`),
    );

    const [embudo] = filasDe<Record<string, number | null>>(
      await db.execute(sql`
      select count(*)::int as recibidas,
        count(*) filter (where revisado = 1 or estado > 0)::int as revisadas,
        count(*) filter (where estado in (2, 3))::int as en_proceso,
        count(*) filter (where estado = 3)::int as finalistas,
        count(*) filter (where estado = 1)::int as descartadas,
        (percentile_cont(0.5) within group (order by extract(epoch from estado_actualizado_en - creado_en) / 86400)
          filter (where estado > 0 and estado_actualizado_en is not null)) as dias
      from postulacion where oferta_id = ${ofertaId} and eliminado_en is null`),
    );

    const [otras] = filasDe<{ ofertas: number; vistas: number | null; postulaciones: number | null }>(
      await db.execute(sql`
      with otras as (
        select o.id, coalesce(sum(m.vistas), 0) as vistas, coalesce(sum(m.postulaciones), 0) as postulaciones
        from oferta o left join metrica_oferta_dia m on m.oferta_id = o.id and m.dia between ${periodo.desde} and ${periodo.hasta}
        where o.id_organizacion = ${o.organizacion} and o.id <> ${ofertaId} and o.fecha_publicacion is not null and o.eliminado_en is null
          and (o.fecha_publicacion at time zone 'America/Lima')::date <= ${periodo.hasta}
          and (o.finaliza is null or (o.finaliza at time zone 'America/Lima')::date >= ${periodo.desde})
        group by o.id)
      select count(*)::int as ofertas,
        percentile_cont(0.5) within group (order by vistas) as vistas,
        percentile_cont(0.5) within group (order by postulaciones) as postulaciones
      from otras`),
    );

    const hoy = limaToday(now());
    const [tiempos, similares, destacado] = await Promise.all([
      tiemposPorEtapa(db, ofertaId, now()),
      similaresA(db, ofertaId, periodo),
      o.destacado ? antesYDespues(db, ofertaId, o.organizacion!, hoy) : Promise.resolve(null),
    ]);
    return {
      oferta: {
        id: o.id,
        titulo: o.titulo,
        destacado: Boolean(o.destacado),
        fecha_publicacion: o.fecha_publicacion ? new Date(o.fecha_publicacion).toISOString() : null,
      },
      periodo,
      totales: { ...totales, conversion: conversion(totales.postulaciones, totales.vistas) },
      dias,
      fuentes: fuentes.map((f) => ({ ...f, vistas: n(f.vistas), compartidos: n(f.compartidos), postulaciones: n(f.postulaciones) })),
      embudo: {
        recibidas: n(embudo?.recibidas),
        revisadas: n(embudo?.revisadas),
        en_proceso: n(embudo?.en_proceso),
        finalistas: n(embudo?.finalistas),
        descartadas: n(embudo?.descartadas),
        dias_hasta_decision: redondo(embudo?.dias),
      },
      otras: { ofertas: n(otras?.ofertas), vistas_mediana: redondo(otras?.vistas), postulaciones_mediana: redondo(otras?.postulaciones) },
      tiempos,
      similares,
      destacado,
    };
  }

  /** The company's dashboard; `verEquipo`: the seat may see every seat's work (an administrator). */
  function empresa(usuarioId: number, verEquipo: boolean, q: PeriodoQuery) {
    const periodo = periodoDe(q, limaToday(now()));
    return empresaInsights(db, now(), usuarioId, verEquipo, periodo, diasDe(periodo.desde, periodo.hasta));
  }

  return { oferta: oferta_, empresa };
}
