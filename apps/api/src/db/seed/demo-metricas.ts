/**
 * The demo's figures (docs/insights.md): what the counting and the status history would hold had the demo's offers
 * been live, so the figures pages are not empty on a fresh clone. Written after every other part, into those two
 * tables only: nothing else of the demo changes.
 *
 * - Views per offer, day and source over the offers' last 60 published days, a fixed pseudo-random amount per offer
 *   and day (hashtext: the same on every clone), three times as many while an offer is featured; a share now and then.
 * - Applications: the demo's real applications, each counted on its day with a source of its own.
 * - The status history of the applications already decided: «CV visto» a third of the way, then the current status.
 */
import { sql } from 'drizzle-orm';
import { addDays, limaToday } from '@practiperu/shared/dates';
import type { DbOrTx } from '../client.ts';

export async function seedDemoMetricas(tx: DbOrTx, now: Date): Promise<void> {
  const hoy = limaToday(now);
  const desde = addDays(hoy, -59);
  await tx.execute(sql`
    insert into metrica_oferta_dia (oferta_id, dia, fuente, canal, vistas, compartidos, postulaciones)
    select oferta_id, dia, fuente, canal, sum(vistas)::int, sum(compartidos)::int, sum(postulaciones)::int
    from (
      select o.id as oferta_id, d.dia, f.fuente, f.canal,
        floor((4 + abs(hashtext(o.id::text)) % 10) * f.peso
          * (case when o.destacado_desde is not null and o.estado_pago = 1 and d.dia >= (o.destacado_desde at time zone 'America/Lima')::date then 3 else 1 end)
          * (0.4 + (abs(hashtext(o.id || ':' || d.dia || ':' || f.fuente || f.canal)) % 120) / 100.0)) as vistas,
        0 as compartidos, 0 as postulaciones
      from oferta o
        cross join lateral (
          select g::date as dia from generate_series(
            greatest((o.fecha_publicacion at time zone 'America/Lima')::date, ${desde}::date),
            least(${hoy}::date, coalesce((o.finaliza at time zone 'America/Lima')::date, ${hoy}::date)),
            interval '1 day') g) d
        cross join (values ('busqueda', '', 0.45), ('recomendacion', '', 0.2), ('empresa', '', 0.1),
          ('compartido', 'whatsapp', 0.12), ('compartido', 'linkedin', 0.05), ('directo', '', 0.1)) f(fuente, canal, peso)
      where o.fecha_publicacion is not null and o.oferta_publica = 0 and o.eliminado_en is null
      union all
      select o.id, d.dia, 'directo', 'whatsapp', 0, 1, 0
      from oferta o
        cross join lateral (
          select g::date as dia from generate_series(
            greatest((o.fecha_publicacion at time zone 'America/Lima')::date, ${desde}::date),
            least(${hoy}::date, coalesce((o.finaliza at time zone 'America/Lima')::date, ${hoy}::date)),
            interval '1 day') g) d
      where o.fecha_publicacion is not null and o.oferta_publica = 0 and o.eliminado_en is null
        and abs(hashtext(o.id || ':compartido:' || d.dia)) % 5 = 0
      union all
      select p.oferta_id, (p.creado_en at time zone 'America/Lima')::date,
        case when p.id % 10 < 4 then 'busqueda' when p.id % 10 < 6 then 'recomendacion' when p.id % 10 = 6 then 'empresa'
          when p.id % 10 < 9 then 'compartido' else 'directo' end,
        case p.id % 10 when 7 then 'whatsapp' when 8 then 'linkedin' else '' end,
        0, 0, 1
      from postulacion p join oferta o on o.id = p.oferta_id
      where p.eliminado_en is null and o.oferta_publica = 0
    ) x
    group by oferta_id, dia, fuente, canal
    having sum(vistas) > 0 or sum(compartidos) > 0 or sum(postulaciones) > 0`);

  await tx.execute(sql`
    insert into postulacion_estado_cambio (postulacion_id, etapa, creado_en)
    select id, 'cv_visto', creado_en + (estado_actualizado_en - creado_en) / 3
    from postulacion where estado > 0 and estado_actualizado_en > creado_en
    union all
    select id, case estado when 1 then 'no_seleccionada' when 2 then 'en_proceso' else 'finalista' end, estado_actualizado_en
    from postulacion where estado > 0 and estado_actualizado_en is not null
    union all
    select id, 'cv_visto', least(creado_en + interval '1 day', ${now}::timestamptz)
    from postulacion where estado = 0 and revisado = 1`);
}
