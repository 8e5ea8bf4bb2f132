/**
 * The back office's view of the marketplace (docs/insights.md): offers per week, applications per day, payments
 * per month, the time to approval per week, premium members per month and the departments. Sums only; no one's data.
 */
import type { AdminInsights } from '@practiperu/shared/api/admin/insights';
import type { PeriodoQuery } from '@practiperu/shared/api/insights';
import { limaToday } from '@practiperu/shared/dates';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { diasDe, periodoDe } from '../metricas/metricas.public.ts';

const filasDe = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const n = (v: unknown) => Number(v ?? 0);
/** The Lima day of a timestamp column, as SQL. */
const diaLima = (col: string) => sql.raw(`(${col} at time zone 'America/Lima')::date`);

export function createAdminInsightsService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function get(q: PeriodoQuery): Promise<AdminInsights> {
    const hoy = limaToday(now());
    const periodo = periodoDe(q, hoy);
    const { desde, hasta } = periodo;

    const semanas = filasDe<{ semana: string; enviadas: number; aprobadas: number; rechazadas: number }>(
      await db.execute(sql`
        with eventos as (
          select ${diaLima('creado_en')} as dia, 1 as enviada, 0 as aprobada, 0 as rechazada from oferta
            where eliminado_en is null and id_organizacion is not null
          union all
          select ${diaLima('fecha_publicacion')}, 0, 1, 0 from oferta where fecha_publicacion is not null and id_organizacion is not null
          union all
          select ${diaLima('actualizado_en')}, 0, 0, 1 from oferta where estado = 2
        )
        select date_trunc('week', dia)::date::text as semana, sum(enviada)::int as enviadas, sum(aprobada)::int as aprobadas,
          sum(rechazada)::int as rechazadas
        from eventos where dia between ${desde} and ${hasta} group by 1 order by 1`),
    );

    const [revision] = filasDe<{ horas: number | null }>(
      await db.execute(sql`
        select percentile_cont(0.5) within group (order by extract(epoch from fecha_publicacion - creado_en) / 3600) as horas
        from oferta where fecha_publicacion is not null and id_organizacion is not null
          and ${diaLima('fecha_publicacion')} between ${desde} and ${hasta}`),
    );

    const revisionSemanas = filasDe<{ semana: string; aprobadas: number; horas: number }>(
      await db.execute(sql`
        select date_trunc('week', ${diaLima('fecha_publicacion')})::date::text as semana, count(*)::int as aprobadas,
          percentile_cont(0.5) within group (order by extract(epoch from fecha_publicacion - creado_en) / 3600) as horas
        from oferta where fecha_publicacion is not null and id_organizacion is not null
          and ${diaLima('fecha_publicacion')} between ${desde} and ${hasta}
        group by 1 order by 1`),
    );

    const porDia = filasDe<{ dia: string; n: number }>(
      await db.execute(sql`
        select ${diaLima('creado_en')}::text as dia, count(*)::int as n from postulacion
        where ${diaLima('creado_en')} between ${desde} and ${hasta} group by 1`),
    );
    const delDia = new Map(porDia.map((r) => [r.dia, n(r.n)]));

    const pagos = filasDe<{ mes: string; validados: number; centimos: number }>(
      await db.execute(sql`
        select to_char(${diaLima('decidido_en')}, 'YYYY-MM') as mes, count(*)::int as validados, sum(monto_centimos)::bigint as centimos
        from pago where estado = 1 and decidido_en is not null and ${diaLima('decidido_en')} between ${desde} and ${hasta}
        group by 1 order by 1`),
    );

    const [premium] = filasDe<{ n: number }>(
      await db.execute(sql`select count(distinct usuario_id)::int as n from membresia_premium where ${hoy} between inicio and expira_el`),
    );

    // Each month of the period, cut to the period and to today: who was premium some day of it, and who began then.
    const premiumMeses = filasDe<{ mes: string; activos: number; altas: number }>(
      await db.execute(sql`
        with meses as (
          select to_char(m, 'YYYY-MM') as mes, greatest(m::date, ${desde}::date) as d,
            least((m + interval '1 month' - interval '1 day')::date, ${hasta}::date) as h
          from generate_series(date_trunc('month', ${desde}::date), date_trunc('month', ${hasta}::date), interval '1 month') m
        )
        select mes,
          (select count(distinct mp.usuario_id) from membresia_premium mp
            where d <= ${hoy}::date and mp.inicio <= least(h, ${hoy}::date) and mp.expira_el >= d)::int as activos,
          (select count(*) from membresia_premium mp where mp.inicio between d and least(h, ${hoy}::date))::int as altas
        from meses order by mes`),
    );

    const departamentos = filasDe<{ id: number; nombre: string; ofertas: number; postulantes: number }>(
      await db.execute(sql`
        select r.id, r.nombre,
          (select count(*) from oferta o where o.id_region = r.id and o.estado = 1 and o.publicar = 1 and o.finaliza is null
             and o.eliminado_en is null and o.fin_convocatoria >= ${hoy})::int as ofertas,
          (select count(*) from postulante p where p.id_region = r.id)::int as postulantes
        from region r where r.id between 1 and 25 order by r.id`),
    );

    // What has no department, counted apart so the rows add up to every open offer (/ofertas) and every applicant:
    // Virtual offers (region 0, no place), offers abroad (26), applicants who gave no department.
    const [fuera] = filasDe<{ virtual: number; extranjero: number; sin_region: number }>(
      await db.execute(sql`
        select count(*) filter (where o.id_region = 0)::int as virtual, count(*) filter (where o.id_region = 26)::int as extranjero,
          (select count(*) from postulante p where p.id_region is null)::int as sin_region
        from oferta o where o.estado = 1 and o.publicar = 1 and o.finaliza is null and o.eliminado_en is null
          and o.fin_convocatoria >= ${hoy}`),
    );

    return {
      periodo,
      semanas: semanas.map((s) => ({ semana: s.semana, enviadas: n(s.enviadas), aprobadas: n(s.aprobadas), rechazadas: n(s.rechazadas) })),
      horas_revision_mediana:
        revision?.horas === null || revision?.horas === undefined ? null : Math.round(Number(revision.horas) * 10) / 10,
      revision: revisionSemanas.map((r) => ({
        semana: r.semana,
        aprobadas: n(r.aprobadas),
        horas_mediana: Math.round(n(r.horas) * 10) / 10,
      })),
      postulaciones: diasDe(desde, hasta).map((dia) => ({ dia, postulaciones: delDia.get(dia) ?? 0 })),
      pagos: pagos.map((p) => ({ mes: p.mes, validados: n(p.validados), soles: n(p.centimos) / 100 })),
      premium_activos: n(premium?.n),
      premium: premiumMeses.map((m) => ({ mes: m.mes, activos: n(m.activos), altas: n(m.altas) })),
      departamentos: departamentos.map((d) => ({ id: n(d.id), nombre: d.nombre, ofertas: n(d.ofertas), postulantes: n(d.postulantes) })),
      sin_departamento: [
        { nombre: 'Virtual', ofertas: n(fuera?.virtual), postulantes: null },
        { nombre: 'Extranjero', ofertas: n(fuera?.extranjero), postulantes: null },
        { nombre: 'Sin departamento', ofertas: null, postulantes: n(fuera?.sin_region) },
      ],
    };
  }

  return { get };
}
