/**
 * SQL of announcements (a marketing mail): drafts, their audience (accounts of one role that accepted marketing,
 * active and confirmed), and the fan-out to one queue job per recipient.
 */
import { ROLE } from '@practiperu/shared/constants';
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { anuncio, trabajo, usuario } from '../../db/schema/index.ts';

export type AnuncioRow = typeof anuncio.$inferSelect;
export type Audiencia = 'empresas' | 'postulantes';

export const ANUNCIO_JOB = 'anuncio.enviar';

const rolDe = (audiencia: Audiencia) => (audiencia === 'empresas' ? ROLE.RECLUTADOR : ROLE.POSTULANTE);

function audienceWhere(audiencia: Audiencia) {
  return and(
    eq(usuario.rol, rolDe(audiencia)),
    eq(usuario.autorizacion_marketing, 1),
    eq(usuario.activo, true),
    isNotNull(usuario.confirmado_en),
  );
}

export function listAnuncios(db: DbOrTx, limit: number, offset: number) {
  return db
    .select({ anuncio, creado_por: usuario.correo })
    .from(anuncio)
    .leftJoin(usuario, eq(usuario.id, anuncio.creado_por))
    .orderBy(desc(anuncio.creado_en), desc(anuncio.id))
    .limit(limit)
    .offset(offset);
}

export async function countAnuncios(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(anuncio);
  return row?.n ?? 0;
}

export async function findAnuncio(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ anuncio, creado_por: usuario.correo })
    .from(anuncio)
    .leftJoin(usuario, eq(usuario.id, anuncio.creado_por))
    .where(eq(anuncio.id, id))
    .limit(1);
  return row;
}

export async function lockAnuncio(tx: DbOrTx, id: number): Promise<AnuncioRow | undefined> {
  const [row] = await tx.select().from(anuncio).where(eq(anuncio.id, id)).limit(1).for('update');
  return row;
}

export async function insertAnuncio(tx: DbOrTx, values: typeof anuncio.$inferInsert): Promise<AnuncioRow> {
  const [row] = await tx.insert(anuncio).values(values).returning();
  if (!row) throw new Error('no se pudo guardar el anuncio');
  return row;
}

export async function updateDraft(tx: DbOrTx, id: number, values: Partial<typeof anuncio.$inferInsert>) {
  const [row] = await tx
    .update(anuncio)
    .set(values)
    .where(and(eq(anuncio.id, id), eq(anuncio.estado, 'borrador')))
    .returning();
  return row;
}

export async function deleteDraft(tx: DbOrTx, id: number) {
  const [row] = await tx
    .delete(anuncio)
    .where(and(eq(anuncio.id, id), eq(anuncio.estado, 'borrador')))
    .returning();
  return row;
}

/** How many accounts would receive an announcement to this audience now. */
export async function countAudience(db: DbOrTx, audiencia: Audiencia): Promise<number> {
  const [row] = await db.select({ n: count() }).from(usuario).where(audienceWhere(audiencia));
  return row?.n ?? 0;
}

/** borrador → enviando: only the first of two concurrent sends gets the row. */
export async function startSending(tx: DbOrTx, id: number, now: Date): Promise<AnuncioRow | undefined> {
  const [row] = await tx
    .update(anuncio)
    .set({ estado: 'enviando', enviado_en: now })
    .where(and(eq(anuncio.id, id), eq(anuncio.estado, 'borrador')))
    .returning();
  return row;
}

/** One job per recipient, keyed `anuncio:{id}:{usuario}` (a recipient is never queued twice). Returns how many. */
export async function enqueueRecipients(tx: DbOrTx, id: number, audiencia: Audiencia): Promise<number> {
  const result = await tx.execute(sql`
    insert into ${trabajo} (tipo, payload, clave)
    select ${ANUNCIO_JOB}, jsonb_build_object('anuncio_id', ${id}::int, 'usuario_id', ${usuario.id}),
           ${`anuncio:${id}:`}::text || ${usuario.id}::text
    from ${usuario}
    where ${audienceWhere(audiencia)}
    on conflict do nothing
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

export async function setDestinatarios(tx: DbOrTx, id: number, destinatarios: number): Promise<AnuncioRow | undefined> {
  const [row] = await tx.update(anuncio).set({ destinatarios }).where(eq(anuncio.id, id)).returning();
  return row;
}

/** The recipient still in the audience when their mail goes (someone who unsubscribed meanwhile is skipped). */
export async function recipient(tx: DbOrTx, usuarioId: number, audiencia: Audiencia) {
  const [row] = await tx
    .select({ id: usuario.id, correo: usuario.correo, nombres: usuario.nombres, rol: usuario.rol })
    .from(usuario)
    .where(and(eq(usuario.id, usuarioId), audienceWhere(audiencia)))
    .limit(1);
  return row;
}

/**
 * Marks the running job done inside the transaction of its effect, so a worker that dies after the commit cannot
 * send the mail twice: a job found already done is skipped. False when another run already did it.
 */
export async function completeJob(tx: DbOrTx, jobId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(trabajo)
    .set({ estado: 'hecho', bloqueado_hasta: null, actualizado_en: now })
    .where(and(eq(trabajo.id, jobId), eq(trabajo.estado, 'en_proceso')))
    .returning({ id: trabajo.id });
  return rows.length === 1;
}

const jobsOf = (id: number) => and(eq(trabajo.tipo, ANUNCIO_JOB), sql`${trabajo.payload}->>'anuncio_id' = ${String(id)}`);

/** Jobs of an announcement by state: how far its sending went. */
export async function progress(db: DbOrTx, id: number): Promise<{ enviados: number; pendientes: number; fallidos: number }> {
  const rows = await db.select({ estado: trabajo.estado, n: count() }).from(trabajo).where(jobsOf(id)).groupBy(trabajo.estado);
  const of = (...estados: string[]) => rows.filter((r) => estados.includes(r.estado)).reduce((a, r) => a + r.n, 0);
  return { enviados: of('hecho'), pendientes: of('pendiente', 'en_proceso'), fallidos: of('fallido') };
}

/** enviando → enviado once no job of it is left to run. */
export async function closeIfDone(tx: DbOrTx, id: number): Promise<void> {
  await tx.execute(sql`
    update ${anuncio} set estado = 'enviado'
    where ${anuncio.id} = ${id} and ${anuncio.estado} = 'enviando'
      and not exists (select 1 from ${trabajo} where ${jobsOf(id)} and ${trabajo.estado} in ('pendiente', 'en_proceso'))`);
}
