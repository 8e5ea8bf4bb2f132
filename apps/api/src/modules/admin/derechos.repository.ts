/** SQL of the rights requests as back-office tickets (docs/privacy.md): the open ones by due date, one, its answer. */
import { aliasedTable, and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TipoSolicitud, EstadoSolicitud } from '@practiperu/shared/privacidad';
import type { DbOrTx } from '../../db/client.ts';
import { miembroOrganizacion, oferta, organizacion, postulacion, solicitudDerechos, usuario } from '../../db/schema/index.ts';

export type SolicitudRow = typeof solicitudDerechos.$inferSelect;

const persona = aliasedTable(usuario, 'persona');
const respondedor = aliasedTable(usuario, 'respondedor');
const empresaPersona = aliasedTable(organizacion, 'empresa_persona');
// The company of the person's seat (the holder's or a colleague's): what a rectification may correct.
const asiento = aliasedTable(miembroOrganizacion, 'asiento');
const empresaAsiento = aliasedTable(organizacion, 'empresa_asiento');

const columns = {
  s: solicitudDerechos,
  persona: {
    id: persona.id,
    correo: persona.correo,
    nombres: persona.nombres,
    apellidos: persona.apellidos,
    rol: persona.rol,
    empresa: empresaPersona.nombre,
  },
  postulacion: {
    id: postulacion.id,
    afinidad_puesto: postulacion.afinidad_puesto,
    oferta_id: oferta.id,
    titulo: oferta.titulo,
    empresa: organizacion.nombre,
  },
  empresa_datos: {
    id: empresaAsiento.id,
    ruc: empresaAsiento.ruc,
    nombre_completo: empresaAsiento.nombre_completo,
    nombre: empresaAsiento.nombre,
  },
  respondido_por: respondedor.correo,
};

export interface SolicitudFiltros {
  estado?: EstadoSolicitud;
  tipo?: TipoSolicitud;
}

function where(f: SolicitudFiltros): SQL | undefined {
  return and(f.estado ? eq(solicitudDerechos.estado, f.estado) : undefined, f.tipo ? eq(solicitudDerechos.tipo, f.tipo) : undefined);
}

function joined(db: DbOrTx) {
  return db
    .select(columns)
    .from(solicitudDerechos)
    .leftJoin(persona, eq(persona.id, solicitudDerechos.usuario_id))
    .leftJoin(empresaPersona, eq(empresaPersona.usuario_id, persona.id))
    .leftJoin(asiento, eq(asiento.usuario_id, persona.id))
    .leftJoin(empresaAsiento, eq(empresaAsiento.id, asiento.organizacion_id))
    .leftJoin(postulacion, eq(postulacion.id, solicitudDerechos.postulacion_id))
    .leftJoin(oferta, eq(oferta.id, postulacion.oferta_id))
    .leftJoin(organizacion, eq(organizacion.id, oferta.id_organizacion))
    .leftJoin(respondedor, eq(respondedor.id, solicitudDerechos.respondido_por));
}

export type SolicitudJoined = NonNullable<Awaited<ReturnType<typeof findSolicitud>>>;

/** Open requests by due date (the overdue first: they are the oldest due); answered ones the newest answer first. */
export function listSolicitudes(db: DbOrTx, f: SolicitudFiltros, limit: number, offset: number) {
  return joined(db)
    .where(where(f))
    .orderBy(
      sql`case when ${solicitudDerechos.estado} = 'pendiente' then 0 else 1 end`,
      sql`case when ${solicitudDerechos.estado} = 'pendiente' then ${solicitudDerechos.vence_el} end asc`,
      desc(solicitudDerechos.respondido_en),
      asc(solicitudDerechos.id),
    )
    .limit(limit)
    .offset(offset);
}

export async function countSolicitudes(db: DbOrTx, f: SolicitudFiltros): Promise<number> {
  const [row] = await db.select({ n: count() }).from(solicitudDerechos).where(where(f));
  return row?.n ?? 0;
}

export async function findSolicitud(db: DbOrTx, id: number) {
  const [row] = await joined(db).where(eq(solicitudDerechos.id, id));
  return row;
}

export async function lockSolicitud(tx: DbOrTx, id: number): Promise<SolicitudRow | undefined> {
  const [row] = await tx.select().from(solicitudDerechos).where(eq(solicitudDerechos.id, id)).for('update');
  return row;
}

/** Records the answer of a pending request; undefined when it was answered meanwhile. */
export async function responder(
  tx: DbOrTx,
  id: number,
  values: Pick<SolicitudRow, 'estado' | 'resolucion' | 'respuesta' | 'motivo' | 'respondido_en' | 'respondido_por' | 'actualizado_en'>,
): Promise<SolicitudRow | undefined> {
  const [row] = await tx
    .update(solicitudDerechos)
    .set(values)
    .where(and(eq(solicitudDerechos.id, id), eq(solicitudDerechos.estado, 'pendiente')))
    .returning();
  return row;
}

export type DatosLegales = { ruc: string; nombre_completo: string; nombre: string };

/** The company's data its own screens do not change, locked until the transaction ends. */
export async function lockDatosLegales(tx: DbOrTx, organizacionId: number): Promise<DatosLegales | undefined> {
  const [row] = await tx
    .select({ ruc: organizacion.ruc, nombre_completo: organizacion.nombre_completo, nombre: organizacion.nombre })
    .from(organizacion)
    .where(eq(organizacion.id, organizacionId))
    .for('update');
  return row;
}

export async function updateDatosLegales(tx: DbOrTx, organizacionId: number, values: Partial<DatosLegales>, now: Date): Promise<void> {
  await tx
    .update(organizacion)
    .set({ ...values, actualizado_en: now })
    .where(eq(organizacion.id, organizacionId));
}

/** Open requests, and how many of them are past their due Lima day (the dashboard's count). */
export async function countAbiertas(db: DbOrTx, today: string): Promise<{ abiertas: number; vencidas: number }> {
  const [row] = await db
    .select({ abiertas: count(), vencidas: sql<number>`count(*) filter (where ${solicitudDerechos.vence_el} < ${today}::date)::int` })
    .from(solicitudDerechos)
    .where(eq(solicitudDerechos.estado, 'pendiente'));
  return { abiertas: row?.abiertas ?? 0, vencidas: row?.vencidas ?? 0 };
}
