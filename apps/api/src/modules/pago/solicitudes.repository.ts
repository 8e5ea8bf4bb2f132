/** SQL of the recruiter seats' requests to the administrators (docs/team.md, table `solicitud_destacado`). */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SolicitudTipo } from '@practiperu/shared/equipo';
import type { DbOrTx } from '../../db/client.ts';
import { miembroOrganizacion, oferta, solicitudDestacado, usuario } from '../../db/schema/index.ts';

export type SolicitudRow = typeof solicitudDestacado.$inferSelect;

const columnas = {
  s: solicitudDestacado,
  titulo: oferta.titulo,
  tipo: oferta.tipo,
  estado_oferta: oferta.estado,
  estado_pago: oferta.estado_pago,
  finaliza: oferta.finaliza,
  fin_convocatoria: oferta.fin_convocatoria,
  publicar: oferta.publicar,
  correo_solicitante: usuario.correo,
  nombres_solicitante: usuario.nombres,
};

function base(db: DbOrTx) {
  return db
    .select(columnas)
    .from(solicitudDestacado)
    .innerJoin(oferta, eq(oferta.id, solicitudDestacado.oferta_id))
    .leftJoin(usuario, eq(usuario.id, solicitudDestacado.solicitado_por));
}
export type SolicitudConOferta = Awaited<ReturnType<typeof base>>[number];

/** The company's requests (or one seat's): pending first, then the latest resolved ones; a removed offer's stay, closed. */
export async function listar(db: DbOrTx, organizacionId: number, soloDe: number | null, resueltas: number): Promise<SolicitudConOferta[]> {
  const de = soloDe === null ? sql`true` : eq(solicitudDestacado.solicitado_por, soloDe);
  const pendientes = await base(db)
    .where(and(eq(solicitudDestacado.organizacion_id, organizacionId), de, eq(solicitudDestacado.estado, 'pendiente')))
    .orderBy(asc(solicitudDestacado.creado_en), asc(solicitudDestacado.id));
  const atendidas = await base(db)
    .where(and(eq(solicitudDestacado.organizacion_id, organizacionId), de, ne(solicitudDestacado.estado, 'pendiente')))
    .orderBy(desc(solicitudDestacado.resuelto_en), desc(solicitudDestacado.id))
    .limit(resueltas);
  return [...pendientes, ...atendidas];
}

export async function pendienteDeOferta(db: DbOrTx, ofertaId: number, tipo: SolicitudTipo): Promise<SolicitudRow | undefined> {
  const [row] = await db
    .select()
    .from(solicitudDestacado)
    .where(and(eq(solicitudDestacado.oferta_id, ofertaId), eq(solicitudDestacado.tipo, tipo), eq(solicitudDestacado.estado, 'pendiente')))
    .limit(1);
  return row;
}

/** The pending requests of these kinds for an offer, locked: an administrator just did what they ask, or they lost their object. */
export function pendientesDeOferta(tx: DbOrTx, ofertaId: number, tipos: readonly SolicitudTipo[]): Promise<SolicitudConOferta[]> {
  return base(tx)
    .where(
      and(
        eq(solicitudDestacado.oferta_id, ofertaId),
        inArray(solicitudDestacado.tipo, [...tipos]),
        eq(solicitudDestacado.estado, 'pendiente'),
      ),
    )
    .orderBy(asc(solicitudDestacado.id))
    .for('update', { of: solicitudDestacado });
}

export async function pendienteParaResolver(tx: DbOrTx, organizacionId: number, id: number): Promise<SolicitudConOferta | undefined> {
  const [row] = await base(tx)
    .where(
      and(
        eq(solicitudDestacado.id, id),
        eq(solicitudDestacado.organizacion_id, organizacionId),
        eq(solicitudDestacado.estado, 'pendiente'),
      ),
    )
    .for('update', { of: solicitudDestacado })
    .limit(1);
  return row;
}

/** One of the offer's requests of this kind, locked: an administrator is acting from it. */
export async function deOfertaParaAtender(
  tx: DbOrTx,
  ofertaId: number,
  tipo: SolicitudTipo,
  id: number,
): Promise<SolicitudRow | undefined> {
  const [row] = await tx
    .select()
    .from(solicitudDestacado)
    .where(and(eq(solicitudDestacado.id, id), eq(solicitudDestacado.oferta_id, ofertaId), eq(solicitudDestacado.tipo, tipo)))
    .for('update')
    .limit(1);
  return row;
}

export async function porId(db: DbOrTx, id: number): Promise<SolicitudConOferta | undefined> {
  const [row] = await base(db).where(eq(solicitudDestacado.id, id)).limit(1);
  return row;
}

export async function insertar(tx: DbOrTx, values: typeof solicitudDestacado.$inferInsert): Promise<number> {
  const [row] = await tx.insert(solicitudDestacado).values(values).returning({ id: solicitudDestacado.id });
  if (!row) throw new Error('no se pudo guardar la solicitud');
  return row.id;
}

export async function resolver(
  tx: DbOrTx,
  where: { id: number },
  values: Pick<SolicitudRow, 'estado' | 'resuelto_por' | 'resuelto_por_nombre' | 'motivo' | 'resuelto_en'>,
): Promise<number[]> {
  const rows = await tx
    .update(solicitudDestacado)
    .set(values)
    .where(and(eq(solicitudDestacado.id, where.id), eq(solicitudDestacado.estado, 'pendiente')))
    .returning({ id: solicitudDestacado.id });
  return rows.map((r) => r.id);
}

/** The e-mails and first names of the company's administrators (its holder included). */
export function administradores(db: DbOrTx, organizacionId: number) {
  return db
    .select({ correo: usuario.correo, nombres: usuario.nombres })
    .from(miembroOrganizacion)
    .innerJoin(usuario, eq(usuario.id, miembroOrganizacion.usuario_id))
    .where(
      and(eq(miembroOrganizacion.organizacion_id, organizacionId), eq(miembroOrganizacion.rol, 'administrador'), eq(usuario.activo, true)),
    )
    .orderBy(asc(miembroOrganizacion.id));
}
