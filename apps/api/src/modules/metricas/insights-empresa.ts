/**
 * The company's dashboard (docs/insights.md "The company's dashboard", decision 073): what is open and waiting today,
 * how its offers were seen and applied to in the period, and the team's work per seat, read from what the product
 * already records (the audit trail, the interviews). Scoped to the session's company in every query; administrators
 * see every seat's row and the team's total, a recruiter seat its own row only (decision 076).
 */
import type { EmpresaInsights } from '@practiperu/shared/api/insights';
import { addDays, limaDayStart, limaToday } from '@practiperu/shared/dates';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oferta } from '../../db/schema/index.ts';
import { AppError, MESSAGES } from '../../lib/errors.ts';
import { lunesDe } from '../entrevista/entrevista.public.ts';
import { abiertaSql, destacadaSql } from '../matching/matching.public.ts';
import { primerasGratis } from '../oferta/oferta.public.ts';
import { filasDe, n } from './insights-comun.ts';

type Actividad = NonNullable<EmpresaInsights['total']>;
const SIN_ACTIVIDAD: Actividad = { estados: 0, notas: 0, etiquetas: 0, entrevistas: 0, ofertas: 0 };

/** An application the company may review: not cancelled, and not one hidden past a free offer's first ones. */
const revisableSql = sql`(p.eliminado_en is null and (p.estado_evaluacion <> ${primerasGratis.EVALUACION_BLOQUEADA} or ${destacadaSql}))`;

export async function empresaInsights(
  db: Db,
  now: Date,
  usuarioId: number,
  verEquipo: boolean,
  periodo: { desde: string; hasta: string },
  dias: readonly string[],
): Promise<EmpresaInsights> {
  const [seat] = filasDe<{ organizacion_id: number }>(
    await db.execute(sql`select organizacion_id from miembro_organizacion where usuario_id = ${usuarioId}`),
  );
  if (!seat) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const org = seat.organizacion_id;
  const hoy = limaToday(now);
  const inicio = limaDayStart(periodo.desde);
  const fin = limaDayStart(addDays(periodo.hasta, 1));

  const ofertas = filasDe<EmpresaInsights['ofertas'][number]>(
    await db.execute(sql`
    select ${oferta.id} as id, ${oferta.titulo} as titulo, ${destacadaSql} as destacada,
      (select count(*) from postulacion p where p.oferta_id = ${oferta.id} and ${revisableSql})::int as total,
      (select count(*) from postulacion p where p.oferta_id = ${oferta.id} and ${revisableSql} and p.estado = 0 and p.revisado = 0)::int as por_revisar,
      (select coalesce(sum(m.vistas), 0) from metrica_oferta_dia m
        where m.oferta_id = ${oferta.id} and m.dia between ${periodo.desde} and ${periodo.hasta})::int as vistas,
      (select count(*) from postulacion p where p.oferta_id = ${oferta.id} and p.eliminado_en is null
        and p.creado_en >= ${inicio}::timestamptz and p.creado_en < ${fin}::timestamptz)::int as postulaciones
    from ${oferta}
    where ${oferta.id_organizacion} = ${org} and ${abiertaSql(hoy)}
    order by ${oferta.fecha_publicacion} desc nulls last, ${oferta.id} desc`),
  );

  const porDia = filasDe<{ dia: string; vistas: number; postulaciones: number }>(
    await db.execute(sql`
    select dia, sum(vistas)::int as vistas, sum(postulaciones)::int as postulaciones from (
      select m.dia::text as dia, m.vistas, 0 as postulaciones
      from metrica_oferta_dia m join oferta o on o.id = m.oferta_id
      where o.id_organizacion = ${org} and m.dia between ${periodo.desde} and ${periodo.hasta}
      union all
      select ((p.creado_en at time zone 'America/Lima')::date)::text, 0, 1
      from postulacion p join oferta o on o.id = p.oferta_id
      where o.id_organizacion = ${org} and p.eliminado_en is null
        and p.creado_en >= ${inicio}::timestamptz and p.creado_en < ${fin}::timestamptz) x
    group by dia`),
  );
  const delDia = new Map(porDia.map((d) => [d.dia, d]));

  const lunes = lunesDe(now);
  const [entrevistas] = filasDe<{ semana: number }>(
    await db.execute(sql`
    select count(*)::int as semana from entrevista
    where organizacion_id = ${org} and estado = 'confirmada'
      and inicio >= ${limaDayStart(lunes)}::timestamptz and inicio < ${limaDayStart(addDays(lunes, 7))}::timestamptz`),
  );

  // The team's work: the audit trail (a bulk change counts the applications it changed) and the interviews proposed.
  const actividad = filasDe<{
    usuario_id: number | null;
    nombre: string | null;
    miembro: boolean;
    estados: number;
    notas: number;
    etiquetas: number;
    entrevistas: number;
    ofertas: number;
  }>(
    await db.execute(sql`
    with trail as (
      select usuario_id,
        (count(*) filter (where accion = 'postulacion.estado')
          + coalesce(sum((detalle->>'cambiadas')::int) filter (where accion in ('postulacion.masivo_estado', 'postulacion.masivo_no_seleccionado', 'oferta.cerrar_proceso')), 0))::int as estados,
        count(*) filter (where accion = 'postulacion.nota_crear')::int as notas,
        (count(*) filter (where accion = 'postulacion.etiquetas')
          + coalesce(sum((detalle->>'cambiadas')::int) filter (where accion = 'postulacion.masivo_etiquetar'), 0))::int as etiquetas,
        count(*) filter (where accion = 'oferta.publicar')::int as ofertas
      from auditoria_empresa
      where organizacion_id = ${org} and creado_en >= ${inicio}::timestamptz and creado_en < ${fin}::timestamptz
      group by usuario_id),
    citas as (
      select autor_id as usuario_id, count(*)::int as entrevistas from entrevista
      where organizacion_id = ${org} and creado_en >= ${inicio}::timestamptz and creado_en < ${fin}::timestamptz
      group by autor_id),
    personas as (
      select usuario_id from miembro_organizacion where organizacion_id = ${org}
      union select usuario_id from trail union select usuario_id from citas)
    select pe.usuario_id,
      coalesce(nullif(trim(coalesce(u.nombres, '') || ' ' || coalesce(u.apellidos, '')), ''), u.correo) as nombre,
      (m.usuario_id is not null) as miembro,
      coalesce(t.estados, 0)::int as estados, coalesce(t.notas, 0)::int as notas, coalesce(t.etiquetas, 0)::int as etiquetas,
      coalesce(c.entrevistas, 0)::int as entrevistas, coalesce(t.ofertas, 0)::int as ofertas
    from personas pe
      left join miembro_organizacion m on m.usuario_id = pe.usuario_id and m.organizacion_id = ${org}
      left join usuario u on u.id = pe.usuario_id
      left join trail t on t.usuario_id is not distinct from pe.usuario_id
      left join citas c on c.usuario_id is not distinct from pe.usuario_id
    order by (m.usuario_id is null), nombre, pe.usuario_id`),
  );
  const sumar = (a: Actividad, b: Actividad): Actividad => ({
    estados: a.estados + n(b.estados),
    notas: a.notas + n(b.notas),
    etiquetas: a.etiquetas + n(b.etiquetas),
    entrevistas: a.entrevistas + n(b.entrevistas),
    ofertas: a.ofertas + n(b.ofertas),
  });
  const total = actividad.reduce<Actividad>((t, a) => sumar(t, a), SIN_ACTIVIDAD);
  const equipo = actividad
    .filter((a) => a.miembro && a.usuario_id !== null && (verEquipo || a.usuario_id === usuarioId))
    .map((a) => ({
      usuario_id: a.usuario_id,
      nombre: a.nombre ?? '',
      propio: a.usuario_id === usuarioId,
      ...sumar(SIN_ACTIVIDAD, a),
    }));

  return {
    periodo,
    hoy: {
      ofertas_abiertas: ofertas.length,
      por_revisar: ofertas.reduce((s, o) => s + n(o.por_revisar), 0),
      entrevistas_semana: n(entrevistas?.semana),
      semana: { desde: lunes, hasta: addDays(lunes, 6) },
    },
    ofertas: ofertas.map((o) => ({
      id: n(o.id),
      titulo: o.titulo,
      destacada: Boolean(o.destacada),
      vistas: n(o.vistas),
      postulaciones: n(o.postulaciones),
      total: n(o.total),
      por_revisar: n(o.por_revisar),
    })),
    dias: dias.map((dia) => ({ dia, vistas: n(delDia.get(dia)?.vistas), postulaciones: n(delDia.get(dia)?.postulaciones) })),
    equipo,
    // A recruiter seat knows its own work: the team's total would give away the others' by subtraction.
    total: verEquipo ? total : null,
    por_asiento: verEquipo,
  };
}
