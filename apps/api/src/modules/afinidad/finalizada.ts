/**
 * "No silence" (docs/affinity.md): when an offer is finished (the company's `oferta/finish`, removing an offer that
 * has applications, which finishes it instead, or the daily job past the deadline), every active applicant whose
 * status becomes "No seleccionada" by it gets one transactional e-mail (no unsubscribe link).
 *
 * Through the queue, idempotent at each step: the finishing transaction enqueues `oferta.finalizada {id}` (key
 * `oferta.finalizada:{id}`); that job fans out one `postulacion.no_seleccionada {id}` per applicant in one
 * INSERT … SELECT (key `no_seleccionada:{postulacion}`, so running it again adds nothing); each of those sends its
 * mail in a transaction that first marks its own job done, so a job that runs twice sends once.
 *
 * Who: active (not cancelled) applications not made finalist (estado 3) and not discarded (estado 1: their status
 * already read "No seleccionada" and the recruiter's decision had its own e-mail). Blocked ones (the 16th and later
 * of a free offer) are told too: they applied and are waiting like the others.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { oferta, organizacion, postulacion, postulante, trabajo, usuario } from '../../db/schema/index.ts';
import { enqueue } from '../../jobs/queue.ts';
import { noSeleccionadaMail } from './finalizada.mails.ts';

export const FINALIZADA_JOB = 'oferta.finalizada';
export const NO_SELECCIONADA_JOB = 'postulacion.no_seleccionada';

export const finalizadaKey = (ofertaId: number) => `${FINALIZADA_JOB}:${ofertaId}`;

/** Call it in the transaction that sets the offer's `finaliza`. */
export async function enqueueOfertaFinalizada(tx: DbOrTx, ofertaId: number): Promise<void> {
  await enqueue(tx, FINALIZADA_JOB, { id: ofertaId }, { clave: finalizadaKey(ofertaId) });
}

/** The applications the offer's finishing turns into "No seleccionada". */
const AVISABLE = sql`p.eliminado_en is null and p.estado not in (1, 3)`;

/** One job per such application; repeated keys are ignored. Returns how many were added. */
export async function fanOut(db: DbOrTx, ofertaId: number): Promise<number> {
  const result = await db.execute(sql`
    insert into trabajo (tipo, payload, clave)
    select ${NO_SELECCIONADA_JOB}, jsonb_build_object('id', p.id), 'no_seleccionada:' || p.id
    from postulacion p
    join oferta o on o.id = p.oferta_id
    where p.oferta_id = ${ofertaId} and o.finaliza is not null and ${AVISABLE}
    on conflict do nothing`);
  const r = result as { rowCount?: number; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}

/** Marks the running job done inside the caller's transaction: false when another run already did (send nothing). */
async function tomarTrabajo(tx: DbOrTx, jobId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(trabajo)
    .set({ estado: 'hecho', bloqueado_hasta: null, actualizado_en: now })
    .where(and(eq(trabajo.id, jobId), eq(trabajo.estado, 'en_proceso')))
    .returning({ id: trabajo.id });
  return rows.length === 1;
}

export function registerFinalizadaJobs(app: FastifyInstance): void {
  app.queue.register(FINALIZADA_JOB, async (payload) => {
    const id = Number(payload.id);
    if (!Number.isInteger(id) || id < 1) return;
    const n = await fanOut(app.db, id);
    if (n > 0) app.log.info({ oferta: id, postulantes: n }, 'oferta finalizada: avisos a postulantes encolados');
  });

  app.queue.register(NO_SELECCIONADA_JOB, async (payload, job) => {
    const id = Number(payload.id);
    if (!Number.isInteger(id) || id < 1) return;
    await app.db.transaction(async (tx) => {
      if (!(await tomarTrabajo(tx, job.id, app.now()))) return;
      const [row] = await tx
        .select({
          correo: usuario.correo,
          nombres: usuario.nombres,
          activo: usuario.activo,
          titulo: oferta.titulo,
          empresa: organizacion.nombre,
        })
        .from(postulacion)
        .innerJoin(oferta, eq(oferta.id, postulacion.oferta_id))
        .innerJoin(postulante, eq(postulante.id, postulacion.postulante_id))
        .innerJoin(usuario, eq(usuario.id, postulante.usuario_id))
        .leftJoin(organizacion, eq(organizacion.id, oferta.id_organizacion))
        // Checked again when sending: cancelled, made finalist or discarded since the fan-out → no mail.
        .where(
          and(
            eq(postulacion.id, id),
            sql`${oferta.finaliza} is not null`,
            sql`${postulacion.eliminado_en} is null`,
            sql`${postulacion.estado} not in (1, 3)`,
          ),
        )
        .limit(1);
      if (!row || !row.activo) return;
      await app.mailer.send(
        tx,
        row.correo,
        noSeleccionadaMail({ nombres: row.nombres, titulo: row.titulo, empresa: row.empresa, publicUrl: app.config.publicUrl }),
      );
    });
  });
}
