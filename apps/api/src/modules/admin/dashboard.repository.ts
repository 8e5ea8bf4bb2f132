/** Counts of the back office's home: what waits for an administrator, and this week's activity. */
import { ROLE } from '@practiperu/shared/constants';
import { and, count, eq, gte, isNotNull, isNull, lte, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { miembroOrganizacion, oferta, organizacion, pago, postulacion, usuario } from '../../db/schema/index.ts';

const pendingOfertas = and(eq(oferta.estado, 0), eq(oferta.oferta_publica, 0), isNull(oferta.eliminado_en));

/** Pending company offers sent before `before` (they have waited past the promise). */
export async function countPendingOfertasSince(db: DbOrTx, before: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(oferta)
    .where(and(pendingOfertas, lte(oferta.creado_en, before)));
  return row?.n ?? 0;
}

export async function pendingPagos(db: DbOrTx): Promise<{ destacado: number; premium: number; mas_antiguo: Date | null }> {
  const rows = await db
    .select({ tipo: pago.tipo, n: count(), desde: min(pago.creado_en) })
    .from(pago)
    .where(eq(pago.estado, 0))
    .groupBy(pago.tipo);
  const of = (tipo: string) => rows.find((r) => r.tipo === tipo);
  const fechas = rows.map((r) => r.desde).filter((d): d is Date => d !== null);
  return {
    destacado: of('destacado')?.n ?? 0,
    premium: of('premium')?.n ?? 0,
    mas_antiguo: fechas.length ? new Date(Math.min(...fechas.map((d) => new Date(d).getTime()))) : null,
  };
}

export async function usersByRole(db: DbOrTx, since?: Date): Promise<Record<number, number>> {
  const rows = await db
    .select({ rol: usuario.rol, n: count() })
    .from(usuario)
    .where(since ? gte(usuario.creado_en, since) : undefined)
    .groupBy(usuario.rol);
  return Object.fromEntries(rows.map((r) => [r.rol, r.n]));
}

/**
 * The company accounts, told apart: a company is its holder's account (the one that registered it, and holds the
 * organisation); a seat is a colleague who joined a company's team. Both are role-1 accounts, so counting the role
 * counted a seat as one more company.
 */
export async function empresasYAsientos(db: DbOrTx, since?: Date): Promise<{ empresas: number; asientos: number }> {
  const [row] = await db
    .select({
      empresas: sql<number>`count(*) filter (where ${organizacion.id} is not null)`.mapWith(Number),
      asientos: sql<number>`count(*) filter (where ${organizacion.id} is null and ${miembroOrganizacion.id} is not null)`.mapWith(Number),
    })
    .from(usuario)
    .leftJoin(organizacion, eq(organizacion.usuario_id, usuario.id))
    .leftJoin(miembroOrganizacion, eq(miembroOrganizacion.usuario_id, usuario.id))
    .where(and(eq(usuario.rol, ROLE.RECLUTADOR), since ? gte(usuario.creado_en, since) : undefined));
  return { empresas: row?.empresas ?? 0, asientos: row?.asientos ?? 0 };
}

export async function ofertasCreatedSince(db: DbOrTx, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(oferta)
    .where(and(eq(oferta.oferta_publica, 0), gte(oferta.creado_en, since)));
  return row?.n ?? 0;
}

export async function ofertasApprovedSince(db: DbOrTx, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(oferta)
    .where(and(eq(oferta.oferta_publica, 0), isNotNull(oferta.fecha_publicacion), gte(oferta.fecha_publicacion, since)));
  return row?.n ?? 0;
}

export async function postulacionesSince(db: DbOrTx, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(postulacion).where(gte(postulacion.creado_en, since));
  return row?.n ?? 0;
}

/** Approved, shown, not finished, deadline today or later (Lima day). */
export async function openOfertas(db: DbOrTx, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(oferta)
    .where(
      and(
        eq(oferta.estado, 1),
        eq(oferta.publicar, 1),
        isNull(oferta.finaliza),
        isNull(oferta.eliminado_en),
        gte(oferta.fin_convocatoria, today),
      ),
    );
  return row?.n ?? 0;
}
