import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { miembroOrganizacion, organizacion, postulante, sesion, usuario, type EquipoRol } from '../../db/schema/index.ts';
import { organizacionIdDe } from '../equipo/equipo.public.ts';
import { empresaActivaSql } from '../organizacion/organizacion.public.ts';

export type UsuarioRow = typeof usuario.$inferSelect;

/** Locks the account row for the rest of the transaction: two resends of one account run one after the other. */
export function lockUsuario(db: DbOrTx, id: number): Promise<UsuarioRow | undefined> {
  return db
    .select()
    .from(usuario)
    .where(eq(usuario.id, id))
    .for('update')
    .limit(1)
    .then((rows) => rows[0]);
}

export function findUserByEmail(db: DbOrTx, correo: string): Promise<UsuarioRow | undefined> {
  return db
    .select()
    .from(usuario)
    .where(sql`lower(${usuario.correo}) = lower(${correo})`)
    .limit(1)
    .then((rows) => rows[0]);
}

/** The menu picture: the applicant's photo or the company's logo (stored file name; each upload gets a new name). */
export async function findAvatarFile(db: DbOrTx, usuarioId: number): Promise<string | null> {
  const [row] = await db
    .select({ foto: postulante.foto, logo: organizacion.logo })
    .from(usuario)
    .leftJoin(postulante, eq(postulante.usuario_id, usuario.id))
    .leftJoin(miembroOrganizacion, eq(miembroOrganizacion.usuario_id, usuario.id))
    .leftJoin(organizacion, eq(organizacion.id, miembroOrganizacion.organizacion_id))
    .where(eq(usuario.id, usuarioId))
    .limit(1);
  return row?.foto ?? row?.logo ?? null;
}

export async function insertSession(db: DbOrTx, usuarioId: number, tokenHash: string, expiraEn: Date): Promise<void> {
  await db.insert(sesion).values({ usuario_id: usuarioId, token_hash: tokenHash, expira_en: expiraEn });
}

export interface SessionRow {
  sesion_id: number;
  expira_en: Date;
  user: UsuarioRow;
  nombre_org: string | null;
  is_premium: boolean | null;
  /** A recruiter's seat in its company (docs/team.md): its role, and whether it is the company's holder. */
  equipo_rol: EquipoRol | null;
  titular: boolean | null;
  /** False while the seat's company is suspended (its holder deactivated): every seat's session is refused. */
  empresa_activa: boolean;
  /** The applicant's required CV fields (null for other roles): the required-data gate. */
  cv: GateRow | null;
  /** Applicant premium (docs/premium.md): the state of the status record (modules/premium) and the running membership's end. */
  estado_pago: number | null;
  premium_expira_el: string | null;
}

/** The postulante columns the required-data gate reads. */
const gateColumns = {
  dni: postulante.dni,
  fecha_nacimiento: postulante.fecha_nacimiento,
  sexo: postulante.sexo,
  licencia_conducir: postulante.licencia_conducir,
  tipo_carrera: postulante.tipo_carrera,
  id_inst_educativa: postulante.id_inst_educativa,
  id_carrera_actual: postulante.id_carrera_actual,
  estado_estudios: postulante.estado_estudios,
  fecha_ingreso: postulante.fecha_ingreso,
  fecha_egreso: postulante.fecha_egreso,
  ciclo_actual: postulante.ciclo_actual,
  id_region: postulante.id_region,
  provincia: postulante.provincia,
  distrito: postulante.distrito,
  correo_contacto: postulante.correo_contacto,
};
export type GateRow = { [K in keyof typeof gateColumns]: (typeof gateColumns)[K]['_']['data'] | null };

/** Whether the company the account has a seat in is suspended (its holder deactivated by the back office). */
export async function empresaSuspendida(db: DbOrTx, usuarioId: number): Promise<boolean> {
  const [row] = await db
    .select({ activa: empresaActivaSql(organizacionIdDe(usuarioId)) })
    .from(usuario)
    .where(eq(usuario.id, usuarioId));
  return row?.activa === false;
}

/**
 * The live session of a token hash with its user and, for companies, the organisation: read on every signed-in call,
 * so prepared once (db/prepared.ts).
 */
export function findSession(db: DbOrTx, tokenHash: string, now: Date, hoy: string): Promise<SessionRow | undefined> {
  return prepared(db, 'auth_find_session', (d, name) =>
    d
      .select({
        sesion_id: sesion.id,
        expira_en: sesion.expira_en,
        user: usuario,
        nombre_org: organizacion.nombre,
        is_premium: organizacion.is_premium,
        equipo_rol: miembroOrganizacion.rol,
        titular: sql<boolean | null>`${organizacion.usuario_id} = ${usuario.id}`,
        empresa_activa: empresaActivaSql(sql`${organizacion.id}`),
        cv: gateColumns,
        // Same rules as modules/premium/premium.service.ts premiumStatus: a running membership (Lima day 'hoy'),
        // else a pending premium payment, else a rejection still shown as the newest decision.
        estado_pago: sql<number | null>`case
          when exists (select 1 from membresia_premium m where m.usuario_id = ${usuario.id} and m.inicio <= ${sql.placeholder('hoy')}::date and m.expira_el >= ${sql.placeholder('hoy')}::date) then 1
          when exists (select 1 from pago p where p.usuario_id = ${usuario.id} and p.tipo = 'premium' and p.estado = 0) then 0
          when (select p.estado * 10 + p.mostrar_rechazado from pago p where p.usuario_id = ${usuario.id} and p.tipo = 'premium' and p.estado in (1, 2) order by p.creado_en desc, p.id desc limit 1) = 21 then 2
          end`.mapWith(Number),
        premium_expira_el: sql<
          string | null
        >`(select max(m.expira_el)::text from membresia_premium m where m.usuario_id = ${usuario.id} and m.expira_el >= ${sql.placeholder('hoy')}::date)`,
      })
      .from(sesion)
      .innerJoin(usuario, eq(usuario.id, sesion.usuario_id))
      .leftJoin(miembroOrganizacion, eq(miembroOrganizacion.usuario_id, usuario.id))
      .leftJoin(organizacion, eq(organizacion.id, miembroOrganizacion.organizacion_id))
      .leftJoin(postulante, eq(postulante.usuario_id, usuario.id))
      .where(and(eq(sesion.token_hash, sql.placeholder('hash')), gt(sesion.expira_en, sql.placeholder('now'))))
      .limit(1)
      .prepare(name),
  )
    .execute({ hash: tokenHash, now, hoy })
    .then((rows) => rows[0]);
}

export async function extendSession(db: DbOrTx, sesionId: number, expiraEn: Date): Promise<void> {
  await db.update(sesion).set({ expira_en: expiraEn }).where(eq(sesion.id, sesionId));
}

export async function deleteSessionByHash(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sesion).where(eq(sesion.token_hash, tokenHash));
}

export async function deleteExpiredSessions(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(sesion).where(lt(sesion.expira_en, now));
}
