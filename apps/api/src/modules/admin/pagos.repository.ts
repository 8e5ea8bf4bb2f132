/** SQL of payment validation: pending featured and premium payments, their decision and its effects. */
import { aliasedTable, and, asc, count, desc, eq, gte, max, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { membresiaPremium, oferta, organizacion, pago, usuario, type PagoTipo } from '../../db/schema/index.ts';
import { ofertasCambiaron } from '../../lib/ofertas-cache.ts';

export type PagoRow = typeof pago.$inferSelect;

const pagador = aliasedTable(usuario, 'pagador');
const decisor = aliasedTable(usuario, 'decisor');

const columns = {
  pago,
  pagador: { id: pagador.id, correo: pagador.correo, nombres: pagador.nombres, apellidos: pagador.apellidos, rol: pagador.rol },
  empresa: { id: organizacion.id, nombre: organizacion.nombre, ruc: organizacion.ruc },
  oferta: {
    id: oferta.id,
    titulo: oferta.titulo,
    estado: oferta.estado,
    estado_pago: oferta.estado_pago,
    fin_convocatoria: oferta.fin_convocatoria,
  },
  decidido_por: decisor.correo,
  membresia: { id: membresiaPremium.id, inicio: membresiaPremium.inicio, expira_el: membresiaPremium.expira_el },
};

function listWhere(f: { estado?: number; tipo?: PagoTipo }): SQL | undefined {
  return and(f.estado === undefined ? undefined : eq(pago.estado, f.estado), f.tipo ? eq(pago.tipo, f.tipo) : undefined);
}

function joined(db: DbOrTx) {
  return db
    .select(columns)
    .from(pago)
    .leftJoin(pagador, eq(pagador.id, pago.usuario_id))
    .leftJoin(organizacion, eq(organizacion.id, pago.organizacion_id))
    .leftJoin(oferta, eq(oferta.id, pago.oferta_id))
    .leftJoin(decisor, eq(decisor.id, pago.decidido_por))
    .leftJoin(membresiaPremium, eq(membresiaPremium.pago_id, pago.id));
}

export type PagoJoined = Awaited<ReturnType<typeof findPago>>;

/** Pending payments the oldest first (they have waited longest); decided ones the newest first. */
export function listPagos(db: DbOrTx, f: { estado?: number; tipo?: PagoTipo }, limit: number, offset: number) {
  return joined(db)
    .where(listWhere(f))
    .orderBy(
      sql`case when ${pago.estado} = 0 then 0 else 1 end`,
      sql`case when ${pago.estado} = 0 then ${pago.creado_en} end asc`,
      desc(pago.decidido_en),
      asc(pago.id),
    )
    .limit(limit)
    .offset(offset);
}

export async function countPagos(db: DbOrTx, f: { estado?: number; tipo?: PagoTipo }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pago).where(listWhere(f));
  return row?.n ?? 0;
}

export async function findPago(db: DbOrTx, id: number) {
  const [row] = await joined(db).where(eq(pago.id, id)).limit(1);
  return row;
}

/** Locks the payment row: two administrators deciding at once are served one after the other. */
export async function lockPago(tx: DbOrTx, id: number): Promise<PagoRow | undefined> {
  const [row] = await tx.select().from(pago).where(eq(pago.id, id)).limit(1).for('update');
  return row;
}

/** The decision: only a pending payment changes, so of two concurrent decisions exactly one returns a row. */
export async function decide(tx: DbOrTx, id: number, values: Partial<typeof pago.$inferInsert>): Promise<PagoRow | undefined> {
  const [row] = await tx
    .update(pago)
    .set(values)
    .where(and(eq(pago.id, id), eq(pago.estado, 0)))
    .returning();
  return row;
}

export async function findUsuario(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ id: usuario.id, correo: usuario.correo, nombres: usuario.nombres })
    .from(usuario)
    .where(eq(usuario.id, id))
    .limit(1);
  return row;
}

export async function lockOferta(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(oferta).where(eq(oferta.id, id)).limit(1).for('update');
  return row;
}

export async function updateOferta(tx: DbOrTx, id: number, values: Partial<typeof oferta.$inferInsert>) {
  ofertasCambiaron(); // the applicants' cached lists (docs/matching.md "Cache")
  const [row] = await tx.update(oferta).set(values).where(eq(oferta.id, id)).returning();
  return row;
}

/** The last day of the applicant's membership still running on `today` (a Lima day), if any. */
export async function activeMembershipEnd(tx: DbOrTx, usuarioId: number, today: string): Promise<string | null> {
  const [row] = await tx
    .select({ hasta: max(membresiaPremium.expira_el) })
    .from(membresiaPremium)
    .where(and(eq(membresiaPremium.usuario_id, usuarioId), gte(membresiaPremium.expira_el, today)));
  return row?.hasta ?? null;
}

export async function insertMembership(tx: DbOrTx, values: typeof membresiaPremium.$inferInsert) {
  const [row] = await tx.insert(membresiaPremium).values(values).returning();
  if (!row) throw new Error('no se pudo guardar la membresía');
  return row;
}
