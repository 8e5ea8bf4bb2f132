/** SQL of the new-applicant notices (docs/team.md, "Told of new applicants"): choices, follows, what is still to tell. */
import { ESTADO_POSTULANTE } from '@practiperu/shared/postulantes';
import { AVISO_PREDETERMINADO, type AlcanceAviso, type FrecuenciaAviso } from '@practiperu/shared/avisos-postulantes';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { avisoPreferencia, oferta, ofertaSeguimiento } from '../../db/schema/index.ts';
import { empresaActivaSql } from '../equipo/equipo.public.ts';
import { primerasGratis } from '../oferta/oferta.public.ts';

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

export async function preferencia(db: DbOrTx, usuarioId: number): Promise<{ frecuencia: FrecuenciaAviso; alcance: AlcanceAviso }> {
  const [row] = await db
    .select({ frecuencia: avisoPreferencia.frecuencia, alcance: avisoPreferencia.alcance })
    .from(avisoPreferencia)
    .where(eq(avisoPreferencia.usuario_id, usuarioId));
  return row ?? { ...AVISO_PREDETERMINADO };
}

export async function guardarPreferencia(
  db: DbOrTx,
  usuarioId: number,
  p: { frecuencia: FrecuenciaAviso; alcance: AlcanceAviso },
  now: Date,
): Promise<void> {
  await db
    .insert(avisoPreferencia)
    .values({ usuario_id: usuarioId, ...p, actualizado_en: now })
    .onConflictDoUpdate({ target: avisoPreferencia.usuario_id, set: { ...p, actualizado_en: now } });
}

/** The company's offers a seat may follow: not finished, not removed, newest first (at most 100). */
export function ofertasSeguibles(db: DbOrTx, usuarioId: number, organizacionId: number) {
  return db
    .select({
      id_oferta: oferta.id,
      titulo: oferta.titulo,
      sigue: sql<boolean>`${ofertaSeguimiento.usuario_id} is not null`,
      frecuencia: ofertaSeguimiento.frecuencia,
    })
    .from(oferta)
    .leftJoin(ofertaSeguimiento, and(eq(ofertaSeguimiento.oferta_id, oferta.id), eq(ofertaSeguimiento.usuario_id, usuarioId)))
    .where(and(eq(oferta.id_organizacion, organizacionId), isNull(oferta.eliminado_en), isNull(oferta.finaliza)))
    .orderBy(desc(oferta.creado_en), desc(oferta.id))
    .limit(100);
}

/** One offer of the company (removed ones excepted) with this seat's follow; undefined for another company's. */
export async function ofertaSeguible(db: DbOrTx, usuarioId: number, organizacionId: number, ofertaId: number) {
  const [row] = await db
    .select({
      id_oferta: oferta.id,
      titulo: oferta.titulo,
      sigue: sql<boolean>`${ofertaSeguimiento.usuario_id} is not null`,
      frecuencia: ofertaSeguimiento.frecuencia,
    })
    .from(oferta)
    .leftJoin(ofertaSeguimiento, and(eq(ofertaSeguimiento.oferta_id, oferta.id), eq(ofertaSeguimiento.usuario_id, usuarioId)))
    .where(and(eq(oferta.id, ofertaId), eq(oferta.id_organizacion, organizacionId), isNull(oferta.eliminado_en)));
  return row;
}

export async function seguir(db: DbOrTx, usuarioId: number, ofertaId: number, frecuencia: FrecuenciaAviso | null, now: Date) {
  await db
    .insert(ofertaSeguimiento)
    .values({ usuario_id: usuarioId, oferta_id: ofertaId, frecuencia, creado_en: now })
    .onConflictDoUpdate({ target: [ofertaSeguimiento.usuario_id, ofertaSeguimiento.oferta_id], set: { frecuencia } });
}

export async function dejarDeSeguir(db: DbOrTx, usuarioId: number, ofertaId: number) {
  await db.delete(ofertaSeguimiento).where(and(eq(ofertaSeguimiento.usuario_id, usuarioId), eq(ofertaSeguimiento.oferta_id, ofertaId)));
}

/**
 * What each seat of a company receives for one offer (`recibeAviso` in SQL): over `miembro_organizacion m` and an
 * offer id, the mode of the offer it follows (its own choice, else its general one), else its general one when it
 * chose every offer of the company, else 'ninguno'.
 */
function modoSql(ofertaId: SQL): SQL<FrecuenciaAviso> {
  const general = sql`coalesce((select pr.frecuencia from aviso_preferencia pr where pr.usuario_id = m.usuario_id), ${AVISO_PREDETERMINADO.frecuencia})`;
  const alcance = sql`coalesce((select pr.alcance from aviso_preferencia pr where pr.usuario_id = m.usuario_id), ${AVISO_PREDETERMINADO.alcance})`;
  return sql<FrecuenciaAviso>`(case
    when exists (select 1 from oferta_seguimiento s where s.usuario_id = m.usuario_id and s.oferta_id = ${ofertaId})
      then coalesce((select s.frecuencia from oferta_seguimiento s where s.usuario_id = m.usuario_id and s.oferta_id = ${ofertaId}), ${general})
    when ${alcance} = 'todas' then ${general}
    else 'ninguno' end)`;
}

/**
 * In the application's transaction: every active seat of the offer's company that receives notices of it gets the
 * application as still to tell. Returns those seats with their mode (the caller queues the «al instante» ones).
 */
export async function anotarPendientes(
  tx: DbOrTx,
  input: { postulacionId: number; ofertaId: number; organizacionId: number; now: Date },
): Promise<{ usuario_id: number; modo: FrecuenciaAviso }[]> {
  const result = await tx.execute(sql`
    with asientos as (
      select m.usuario_id, ${modoSql(sql`${input.ofertaId}`)} as modo
      from miembro_organizacion m join usuario u on u.id = m.usuario_id and u.activo
      where m.organizacion_id = ${input.organizacionId}
    ), nuevos as (
      insert into aviso_pendiente (usuario_id, postulacion_id, creado_en)
      select usuario_id, ${input.postulacionId}, ${input.now} from asientos where modo <> 'ninguno'
      on conflict do nothing
      returning usuario_id
    )
    select a.usuario_id, a.modo from asientos a join nuevos n on n.usuario_id = a.usuario_id`);
  return rows<{ usuario_id: number; modo: FrecuenciaAviso }>(result).map((r) => ({ usuario_id: Number(r.usuario_id), modo: r.modo }));
}

/** The seat to mail: its address and names, its company's name; none when it is no longer an active seat of an active company. */
export async function destinatario(tx: DbOrTx, usuarioId: number) {
  const result = await tx.execute(sql`
    select u.correo, u.nombres, m.organizacion_id, org.nombre as empresa
    from miembro_organizacion m
    join usuario u on u.id = m.usuario_id and u.activo
    join organizacion org on org.id = m.organizacion_id
    where m.usuario_id = ${usuarioId} and ${empresaActivaSql(sql`m.organizacion_id`)}`);
  const [row] = rows<{ correo: string; nombres: string; organizacion_id: number; empresa: string }>(result);
  return row ? { ...row, organizacion_id: Number(row.organizacion_id) } : undefined;
}

/**
 * Takes (deletes) what the seat is still to be told of and is due in this run, under the rows' locks, so a repeated
 * or concurrent run finds nothing left: the applications of offers it now receives in this run's mode, and any older
 * than `rezagadasAntesDe` (left by an earlier choice: a seat that moved from the digest to «al instante» has no
 * window job for them). Applications it no longer
 * receives notices of, cancelled ones and another company's are dropped without being told. Returns the applications
 * to tell.
 */
export async function tomarPendientes(
  tx: DbOrTx,
  input: { usuarioId: number; organizacionId: number; modo: 'inmediato' | 'diario'; rezagadasAntesDe: Date },
): Promise<number[]> {
  const result = await tx.execute(sql`
    with tomadas as (
      delete from aviso_pendiente ap
      using postulacion p, oferta o, miembro_organizacion m
      where ap.usuario_id = ${input.usuarioId} and m.usuario_id = ap.usuario_id
        and p.id = ap.postulacion_id and o.id = p.oferta_id
        and (
          p.eliminado_en is not null or o.eliminado_en is not null or o.id_organizacion is distinct from ${input.organizacionId}
          or ${modoSql(sql`o.id`)} = 'ninguno'
          or ${modoSql(sql`o.id`)} = ${input.modo}
          or ap.creado_en < ${input.rezagadasAntesDe}
        )
      returning ap.postulacion_id, (p.eliminado_en is null and o.eliminado_en is null
        and o.id_organizacion = ${input.organizacionId} and ${modoSql(sql`o.id`)} <> 'ninguno') as avisar
    )
    select postulacion_id from tomadas where avisar order by postulacion_id`);
  return rows<{ postulacion_id: number }>(result).map((r) => Number(r.postulacion_id));
}

export interface OfertaContada {
  id: number;
  titulo: string;
  nuevas: number;
  ocultas: number;
  mejores: { nombre: string; afinidad: number }[];
}

/**
 * The applications to tell, per offer: how many, how many the company may not see (the free offer's rule, read now),
 * and, for a paid featured offer (the only kind whose list shows the affinity), the best matches by affinity. Nothing
 * of a hidden one is read.
 */
export async function resumen(db: DbOrTx, postulacionIds: number[], mejores: number): Promise<OfertaContada[]> {
  if (postulacionIds.length === 0) return [];
  const ids = sql.join(
    postulacionIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const oculta = primerasGratis.ocultaSql;
  const result = await db.execute(sql`
    select o.id, o.titulo, count(*)::int as nuevas, count(*) filter (where ${oculta})::int as ocultas,
      coalesce((
        select json_agg(json_build_object('nombre', trim(u.nombres || ' ' || u.apellidos), 'afinidad', v.afinidad_puesto) order by v.afinidad_puesto desc, v.id)
        from (
          select p2.id, p2.afinidad_puesto, p2.postulante_id from postulacion p2
          where p2.oferta_id = o.id and p2.id in (${ids}) and p2.afinidad_puesto is not null
            -- One the team already decided (No seleccionada) is no match to look at: counted, not named.
            and p2.estado <> ${ESTADO_POSTULANTE.DESCARTADO}
            -- The affinity is a featured offer's (a free offer's list does not show it): a free offer's mail names nobody.
            and o.destacado_desde is not null and o.estado_pago = 1
          order by p2.afinidad_puesto desc, p2.id limit ${mejores}
        ) v join postulante pt on pt.id = v.postulante_id join usuario u on u.id = pt.usuario_id
      ), '[]'::json) as mejores
    from postulacion p join oferta o on o.id = p.oferta_id
    where p.id in (${ids})
    group by o.id, o.titulo, o.destacado_desde, o.estado_pago
    order by max(p.creado_en) desc, o.id desc`);
  return rows<OfertaContada & { mejores: OfertaContada['mejores'] | string }>(result).map((r) => ({
    id: Number(r.id),
    titulo: r.titulo,
    nuevas: Number(r.nuevas),
    ocultas: Number(r.ocultas),
    mejores: typeof r.mejores === 'string' ? (JSON.parse(r.mejores) as OfertaContada['mejores']) : r.mejores,
  }));
}

/** Seats with something still to tell: the daily run queues a digest for each. */
export async function conPendientes(db: DbOrTx): Promise<number[]> {
  const result = await db.execute(sql`select distinct usuario_id from aviso_pendiente order by usuario_id`);
  return rows<{ usuario_id: number }>(result).map((r) => Number(r.usuario_id));
}
