/**
 * The rule of a free offer's first applicants, with every moment it applies (in words: docs/applicants.md).
 *
 * A free offer (not featured with a validated payment) shows its company only its first `max_free_postulantes`
 * active applications (OFERTA_GRATUITA_MAX_POSTULANTES, 15, when the offer is created), by time of application:
 * - **applying**: the 16th and later enter blocked (`estado_evaluacion` 3) and are not scored (`entraBloqueada`);
 * - **the applicant's offer page** says the offer has reached its first 15 (`llena`);
 * - **the company's views**: a blocked application shows no personal data, takes no status and has no CV to
 *   download (`oculta`; in the assistant's SQL `ocultaSql`);
 * - **a cancellation** among the first lets the next blocked one move up (`desbloquearTrasCancelar`);
 * - **a validated featured payment** unlocks them all (`desbloquearTodas`).
 * Every application unlocked is queued for its affinity score in the same transaction.
 *
 * Other modules use it through oferta.public.ts.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { postulacion } from '../../db/schema/index.ts';
import { enqueueEvaluar } from '../afinidad/afinidad.public.ts';
import { destacada } from '../matching/matching.public.ts';

/** `estado_evaluacion` of an application past a free offer's first applicants: kept, hidden from the company. */
export const EVALUACION_BLOQUEADA = 3;

interface Plan {
  destacado_desde: Date | string | null;
  estado_pago: number | null;
  max_free_postulantes: number;
}

/** A new application to `o`, which already has `activas` active ones, enters blocked. */
export function entraBloqueada(o: Plan, activas: number): boolean {
  return !destacada(o) && activas >= o.max_free_postulantes;
}

/** The applicant's offer page tells them the company will see only the first applicants. */
export function llena(o: Plan, activas: number): boolean {
  return entraBloqueada(o, activas);
}

/** The company sees nothing personal of this application: blocked, and the offer is not featured-paid. */
export function oculta(p: { estado_evaluacion: number }, ofertaPagada: boolean): boolean {
  return p.estado_evaluacion === EVALUACION_BLOQUEADA && !ofertaPagada;
}

/** `oculta` over `postulacion p join oferta o`, for queries written in SQL (the assistant's ranking). */
export const ocultaSql = sql.raw(
  `(p.estado_evaluacion = ${EVALUACION_BLOQUEADA} and not (o.destacado_desde is not null and o.estado_pago = 1))`,
);

/**
 * After a cancellation in a free offer: the first `max_free_postulantes` active applications, by time of
 * application, are all accessible, so blocked ones among them move up (3 → 0). Returns how many moved.
 */
export async function desbloquearTrasCancelar(tx: DbOrTx, o: Plan & { id: number }, now: Date): Promise<number> {
  if (destacada(o)) return 0;
  const primeras = tx
    .select({ id: postulacion.id })
    .from(postulacion)
    .where(and(eq(postulacion.oferta_id, o.id), isNull(postulacion.eliminado_en)))
    .orderBy(asc(postulacion.creado_en), asc(postulacion.id))
    .limit(o.max_free_postulantes);
  const rows = await tx
    .update(postulacion)
    .set({ estado_evaluacion: 0, actualizado_en: now })
    .where(and(sql`${postulacion.id} in ${primeras}`, eq(postulacion.estado_evaluacion, EVALUACION_BLOQUEADA)))
    .returning({ id: postulacion.id });
  for (const { id } of rows) await enqueueEvaluar(tx, id);
  return rows.length;
}

/** A free offer whose featured payment is validated: every active blocked application unlocks. Returns their ids. */
export async function desbloquearTodas(tx: DbOrTx, ofertaId: number, now: Date): Promise<number[]> {
  const rows = await tx
    .update(postulacion)
    .set({ estado_evaluacion: 0, actualizado_en: now })
    .where(
      and(eq(postulacion.oferta_id, ofertaId), eq(postulacion.estado_evaluacion, EVALUACION_BLOQUEADA), isNull(postulacion.eliminado_en)),
    )
    .returning({ id: postulacion.id });
  for (const { id } of rows) await enqueueEvaluar(tx, id);
  return rows.map((r) => r.id);
}
