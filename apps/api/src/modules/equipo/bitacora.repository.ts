/**
 * The company's audit trail (docs/team.md): who of the company's seats published, changed, exported, moved an
 * applicant, wrote a note or tagged, and who invited or removed a colleague. Every write of a seat calls
 * `registrarEnBitacora` inside the transaction of the change, so the trail never misses a change and never records one
 * that was rolled back.
 */
import type { DbOrTx } from '../../db/client.ts';
import { eq } from 'drizzle-orm';
import { auditoriaEmpresa, usuario } from '../../db/schema/index.ts';

/** The seat acting: its account, with its e-mail and name at the time (kept if the account goes). */
export interface MiembroActor {
  usuarioId: number;
  correo: string;
  nombre: string;
}

export interface EntradaBitacora {
  /** A dotted verb: 'oferta.publicar', 'postulacion.estado', 'equipo.invitar'… */
  accion: string;
  entidad: string;
  entidad_id: string | number | null;
  /** A few readable fields of what changed; never secrets, never an applicant's CV. */
  detalle?: Record<string, unknown>;
}

/** JSON-safe copy: dates become ISO strings, undefined fields are dropped. */
function plain(value: Record<string, unknown> | undefined): Record<string, unknown> {
  return value ? (JSON.parse(JSON.stringify(value)) as Record<string, unknown>) : {};
}

export async function registrarEnBitacora(
  tx: DbOrTx,
  organizacionId: number,
  actor: MiembroActor,
  entrada: EntradaBitacora,
  now: Date,
): Promise<void> {
  await tx.insert(auditoriaEmpresa).values({
    organizacion_id: organizacionId,
    usuario_id: actor.usuarioId,
    usuario_correo: actor.correo,
    usuario_nombre: actor.nombre,
    accion: entrada.accion,
    entidad: entrada.entidad,
    entidad_id: entrada.entidad_id === null ? null : String(entrada.entidad_id),
    detalle: plain(entrada.detalle),
    creado_en: now,
  });
}

/**
 * The same, for services that know only the acting account's id: its e-mail and name are read in the transaction.
 * Accounts without a seat (an administrator of the platform acting for a company) are not recorded.
 */
export async function registrarPorCuenta(
  tx: DbOrTx,
  usuarioId: number,
  organizacionId: number,
  entrada: EntradaBitacora,
  now: Date,
): Promise<void> {
  const [u] = await tx
    .select({ correo: usuario.correo, nombres: usuario.nombres, apellidos: usuario.apellidos })
    .from(usuario)
    .where(eq(usuario.id, usuarioId))
    .limit(1);
  if (!u) return;
  const actor = { usuarioId, correo: u.correo, nombre: `${u.nombres} ${u.apellidos}`.trim() };
  await registrarEnBitacora(tx, organizacionId, actor, entrada, now);
}
