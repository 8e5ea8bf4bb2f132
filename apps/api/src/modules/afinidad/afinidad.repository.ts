/** SQL of the affinity job (docs/affinity.md): one query reads an application with its offer and CV; one writes the score. */
import type { AfinidadDetalle } from '@practiperu/shared/afinidad';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { postulacion, trabajo } from '../../db/schema/index.ts';
import { EVALUAR_JOB } from './afinidad.public.ts';
import type { CvAfinidad, OfertaAfinidad } from './afinidad.score.ts';

// The job's name and key are afinidad.public.ts's (other modules queue the job); offered here too to the job's
// registration, the tests and scripts/bench-afinidad.ts.
export { EVALUAR_JOB, evaluarKey } from './afinidad.public.ts';

export interface EvaluacionFila {
  id: number;
  estado_evaluacion: number;
  cancelada: boolean;
  oferta: OfertaAfinidad;
  cv: CvAfinidad;
}

interface FilaSql {
  id: number;
  estado_evaluacion: number;
  cancelada: boolean;
  oferta: OfertaAfinidad;
  cv: Omit<CvAfinidad, 'experiencias' | 'extracurriculares'> & { experiencias: number | string; extracurriculares: number | string };
}

/**
 * Applications with their offer's requirements and the applicant's CV (knowledge, languages, how many experiences
 * and projects) in one query, by primary and owner keys (the CV tables' postulante_id indexes).
 */
export async function cargar(db: DbOrTx, ids: number[]): Promise<EvaluacionFila[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select p.id, p.estado_evaluacion, p.eliminado_en is not null as cancelada,
      json_build_object(
        'idniveltec', o.idniveltec, 'idniveluniv', o.idniveluniv, 'idnivelotros', o.idnivelotros,
        'claves', o.claves, 'profesion', o.profesion, 'ciclo', o.ciclo, 'ciclo_tecnico', o.ciclo_tecnico,
        'fecha_egreso', o.fecha_egreso, 'idiomas', o.idiomas, 'conocimientos', o.conocimientos,
        'id_region', o.id_region, 'region', o.region, 'modalidad_tiempo', o.modalidad_tiempo
      ) as oferta,
      json_build_object(
        'tipo_carrera', c.tipo_carrera, 'estado_estudios', c.estado_estudios, 'ciclo_actual', c.ciclo_actual,
        'fecha_egreso', c.fecha_egreso, 'claves', c.claves, 'carrera_actual', c.carrera_actual,
        'id_region', c.id_region, 'region', c.region, 'orden_merito', c.orden_merito,
        'conocimientos', coalesce((select json_agg(json_build_object('nombre', k.nombre, 'nivel', k.nivel) order by k.id)
          from conocimiento k where k.postulante_id = c.id), '[]'::json),
        'idiomas', coalesce((select json_agg(json_build_object('nombre', i.nombre, 'nivel', i.nivel) order by i.id)
          from idioma_postulante i where i.postulante_id = c.id), '[]'::json),
        'experiencias', (select count(*) from experiencia_laboral e where e.postulante_id = c.id),
        'extracurriculares', (select count(*) from act_extracurricular a where a.postulante_id = c.id)
      ) as cv
    from postulacion p
    join oferta o on o.id = p.oferta_id
    join postulante c on c.id = p.postulante_id
    where p.id in ${ids}`);
  return (result as unknown as { rows: FilaSql[] }).rows.map((row) => ({
    id: Number(row.id),
    estado_evaluacion: Number(row.estado_evaluacion),
    cancelada: row.cancelada,
    oferta: row.oferta,
    cv: { ...row.cv, experiencias: Number(row.cv.experiencias), extracurriculares: Number(row.cv.extracurriculares) },
  }));
}

/**
 * Stores the scores in one statement: estado_evaluacion 1. Never on a cancelled or blocked application (blocked ones
 * are scored when they unlock), checked in the update itself. Returns how many were stored.
 */
export async function guardar(db: DbOrTx, items: { id: number; detalle: AfinidadDetalle }[], now: Date): Promise<number> {
  if (items.length === 0) return 0;
  const json = JSON.stringify(items.map((i) => ({ id: i.id, puntaje: i.detalle.puntaje, detalle: i.detalle })));
  const rows = await db
    .update(postulacion)
    .set({
      afinidad_puesto: sql`v.puntaje`,
      afinidad_detalle: sql`v.detalle`,
      estado_evaluacion: 1,
      actualizado_en: now,
    })
    .from(sql`jsonb_to_recordset(${json}::jsonb) as v(id integer, puntaje smallint, detalle jsonb)`)
    .where(and(sql`${postulacion.id} = v.id`, isNull(postulacion.eliminado_en), ne(postulacion.estado_evaluacion, 3)))
    .returning({ id: postulacion.id });
  return rows.length;
}

/**
 * Other due scoring jobs, locked for this transaction (other workers skip them): the handler scores them with its
 * own application in one batch and marks them done in the same transaction, or leaves them untouched.
 */
export async function tomarPendientes(tx: DbOrTx, limite: number, excepto: number): Promise<{ jobId: number; id: number }[]> {
  if (limite <= 0) return [];
  const result = await tx.execute(sql`
    select id, payload from trabajo
    where estado = 'pendiente' and ejecutar_en <= now() and tipo = ${EVALUAR_JOB} and id <> ${excepto}
    limit ${limite}
    for update skip locked`);
  return (result as unknown as { rows: { id: number | string; payload: { id?: unknown } }[] }).rows
    .map((r) => ({ jobId: Number(r.id), id: Number(r.payload.id) }))
    .filter((r) => Number.isInteger(r.id) && r.id > 0);
}

export async function completarTrabajos(tx: DbOrTx, jobIds: number[], now: Date): Promise<void> {
  if (jobIds.length === 0) return;
  await tx
    .update(trabajo)
    .set({ estado: 'hecho', intentos: sql`${trabajo.intentos} + 1`, bloqueado_hasta: null, actualizado_en: now })
    .where(inArray(trabajo.id, jobIds));
}

/** After the job's last attempt failed: estado_evaluacion 2 ("Se produjo un error"), unless it was scored meanwhile. */
export async function marcarError(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db
    .update(postulacion)
    .set({ estado_evaluacion: 2, actualizado_en: now })
    .where(and(eq(postulacion.id, id), eq(postulacion.estado_evaluacion, 0)));
}

/**
 * The start-up backfill: every active application still at estado_evaluacion 0 gets its scoring job. Idempotent:
 * the key `evaluar:{id}` is unique, so an application that already has a job (pending, done or running) gets no
 * second one. A job that failed while its application stayed at 0 (queued before the handler existed) is
 * re-armed. Two statements, however many rows. Returns how many jobs were added or re-armed.
 */
export async function backfill(db: DbOrTx): Promise<number> {
  const insertados = await db.execute(sql`
    insert into trabajo (tipo, payload, clave)
    select ${EVALUAR_JOB}, jsonb_build_object('id', p.id), 'evaluar:' || p.id
    from postulacion p
    where p.estado_evaluacion = 0 and p.eliminado_en is null
    on conflict do nothing`);
  const rearmados = await db.execute(sql`
    update trabajo t set estado = 'pendiente', intentos = 0, ejecutar_en = now(), ultimo_error = null,
      bloqueado_hasta = null, actualizado_en = now()
    from postulacion p
    where t.clave = 'evaluar:' || p.id and t.estado = 'fallido'
      and p.estado_evaluacion = 0 and p.eliminado_en is null`);
  const n = (r: unknown) =>
    Number((r as { rowCount?: number; affectedRows?: number }).rowCount ?? (r as { affectedRows?: number }).affectedRows ?? 0);
  return n(insertados) + n(rearmados);
}
