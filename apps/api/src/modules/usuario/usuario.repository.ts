/** SQL of account management: the account, its sessions, its e-mail-change tokens and its outbox. */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  bajaMarketing,
  correo,
  miembroOrganizacion,
  organizacion,
  organizacionSector,
  plantilla,
  postulante,
  sector,
  sesion,
  tokenUnico,
  usuario,
} from '../../db/schema/index.ts';
import { contactoPropioSql, organizacionIdDe } from '../equipo/equipo.public.ts';

export type UsuarioRow = typeof usuario.$inferSelect;
export type OrganizacionRow = typeof organizacion.$inferSelect;

export function findUsuarioById(db: DbOrTx, id: number): Promise<UsuarioRow | undefined> {
  return db
    .select()
    .from(usuario)
    .where(eq(usuario.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The company the account has a seat in (its holder's or a colleague's: docs/team.md). */
export function findOrganizacionByUsuario(db: DbOrTx, usuarioId: number): Promise<OrganizacionRow | undefined> {
  return db
    .select()
    .from(organizacion)
    .where(eq(organizacion.id, organizacionIdDe(usuarioId)))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The company the account is the holder of (it goes with the account). */
export function findOrganizacionDelTitular(db: DbOrTx, usuarioId: number): Promise<OrganizacionRow | undefined> {
  return db
    .select()
    .from(organizacion)
    .where(eq(organizacion.usuario_id, usuarioId))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The stored photo file of an applicant account, if any. */
export async function findFotoOfPostulante(db: DbOrTx, usuarioId: number): Promise<string | null> {
  const [row] = await db.select({ foto: postulante.foto }).from(postulante).where(eq(postulante.usuario_id, usuarioId)).limit(1);
  return row?.foto ?? null;
}

export function listSectoresOfOrganizacion(db: DbOrTx, organizacionId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: sector.id, name: sector.nombre })
    .from(organizacionSector)
    .innerJoin(sector, eq(sector.id, organizacionSector.sector_id))
    .where(eq(organizacionSector.organizacion_id, organizacionId))
    .orderBy(asc(sector.id));
}

/** Whether an account other than `exceptId` uses the address (one account per e-mail across all roles, any case). */
export async function emailTakenByOther(db: DbOrTx, email: string, exceptId: number): Promise<boolean> {
  const rows = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(and(sql`lower(${usuario.correo}) = lower(${email})`, ne(usuario.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function updatePasswordHash(db: DbOrTx, usuarioId: number, claveHash: string, now: Date): Promise<void> {
  await db.update(usuario).set({ clave_hash: claveHash, actualizado_en: now }).where(eq(usuario.id, usuarioId));
}

export async function updateEmail(db: DbOrTx, usuarioId: number, email: string, now: Date): Promise<void> {
  await db.update(usuario).set({ correo: email, actualizado_en: now }).where(eq(usuario.id, usuarioId));
}

/** Revokes every session of the user except the one given (null: all of them). */
export async function deleteSessions(db: DbOrTx, usuarioId: number, keepTokenHash: string | null): Promise<void> {
  await db
    .delete(sesion)
    .where(keepTokenHash ? and(eq(sesion.usuario_id, usuarioId), ne(sesion.token_hash, keepTokenHash)) : eq(sesion.usuario_id, usuarioId));
}

/**
 * When the user's newest e-mail-change token expires. The countdown is derived from it because `expira_en`
 * comes from the business clock (app.now), while `creado_en` is the database's own clock.
 */
export async function newestTokenExpiry(db: DbOrTx, usuarioId: number, tipo: 'cambio_correo'): Promise<Date | null> {
  const [row] = await db
    .select({ expira_en: tokenUnico.expira_en })
    .from(tokenUnico)
    .where(and(eq(tokenUnico.usuario_id, usuarioId), eq(tokenUnico.tipo, tipo)))
    .orderBy(desc(tokenUnico.expira_en))
    .limit(1);
  return row?.expira_en ?? null;
}

/** Every address the account has used or asked to use: the `correo` and `anterior` of its e-mail-change tokens. */
export async function emailsOfChangeTokens(db: DbOrTx, usuarioId: number): Promise<string[]> {
  const rows = await db
    .select({ datos: tokenUnico.datos })
    .from(tokenUnico)
    .where(and(eq(tokenUnico.usuario_id, usuarioId), eq(tokenUnico.tipo, 'cambio_correo')));
  return rows.flatMap((r) => [r.datos?.correo, r.datos?.anterior]).filter((v): v is string => typeof v === 'string');
}

/**
 * The contact person of a company account: names on the account; phone and position on the company for its holder
 * (the company's contact person), on the seat for a colleague (its own, never the company's).
 */
export async function updateContactPerson(
  db: DbOrTx,
  usuarioId: number,
  data: { nombres: string; apellidos: string; nro_contacto: string; cargo: string },
  now: Date,
): Promise<boolean> {
  await db.update(usuario).set({ nombres: data.nombres, apellidos: data.apellidos, actualizado_en: now }).where(eq(usuario.id, usuarioId));
  // The holder's are also the company's contact person; everyone's stay on its own seat too, so that they stay its
  // own when the holder role changes hands.
  const titular = await db
    .update(organizacion)
    .set({ nro_contacto: data.nro_contacto, cargo: data.cargo, actualizado_en: now })
    .where(eq(organizacion.usuario_id, usuarioId))
    .returning({ id: organizacion.id });
  const asiento = await db
    .update(miembroOrganizacion)
    .set({ nro_contacto: data.nro_contacto, cargo: data.cargo })
    .where(eq(miembroOrganizacion.usuario_id, usuarioId))
    .returning({ id: miembroOrganizacion.id });
  return titular.length > 0 || asiento.length > 0;
}

/** The account's own contact phone and position (`contactoPropioSql`). */
export async function contactoPropio(db: DbOrTx, usuarioId: number): Promise<{ nro_contacto: string; cargo: string } | undefined> {
  const [row] = await db
    .select({
      nro_contacto: contactoPropioSql('nro_contacto'),
      cargo: contactoPropioSql('cargo'),
    })
    .from(miembroOrganizacion)
    .innerJoin(organizacion, eq(organizacion.id, miembroOrganizacion.organizacion_id))
    .where(eq(miembroOrganizacion.usuario_id, usuarioId))
    .limit(1);
  return row;
}

export async function unsubscribeMarketing(db: DbOrTx, usuarioId: number, motivo: string, now: Date): Promise<void> {
  await db.update(usuario).set({ autorizacion_marketing: 0, actualizado_en: now }).where(eq(usuario.id, usuarioId));
  await db.insert(bajaMarketing).values({ usuario_id: usuarioId, motivo, creado_en: now });
}

/** Removes the outbox rows addressed to any of the addresses (decision 007: the outbox is personal data). */
export async function setMarketingConsent(db: DbOrTx, usuarioId: number, value: 0 | 1, now: Date): Promise<void> {
  await db.update(usuario).set({ autorizacion_marketing: value, actualizado_en: now }).where(eq(usuario.id, usuarioId));
}

export async function deleteMailsTo(db: DbOrTx, emails: string[]): Promise<void> {
  const lowered = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (lowered.length === 0) return;
  await db.delete(correo).where(inArray(sql`lower(${correo.para})`, lowered));
}

/** Deletes the account; sessions, tokens, postulante, organizacion, sectors and baja_marketing cascade. */
export async function deleteUsuario(db: DbOrTx, usuarioId: number): Promise<void> {
  await db.delete(usuario).where(eq(usuario.id, usuarioId));
}

export function findPlantillaHtml(db: DbOrTx, clave: string): Promise<string | undefined> {
  return db
    .select({ html: plantilla.html })
    .from(plantilla)
    .where(eq(plantilla.clave, clave))
    .limit(1)
    .then((rows) => rows[0]?.html);
}
