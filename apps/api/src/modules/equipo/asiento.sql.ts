/**
 * "The company of this recruiter account" (docs/team.md): every lookup goes through the seats table, so the holder
 * and the colleagues who joined see the same company, its offers, applicants, quotas and premium status.
 */
import { sql, type Column, type SQL } from 'drizzle-orm';
import { auditoriaEmpresa, miembroOrganizacion, organizacion } from '../../db/schema/index.ts';

/** The id of the company an account has a seat in (a SQL scalar; null when it has none). */
export function organizacionIdDe(usuarioId: number | Column | SQL): SQL<number | null> {
  return sql<
    number | null
  >`(select ${miembroOrganizacion.organizacion_id} from ${miembroOrganizacion} where ${miembroOrganizacion.usuario_id} = ${usuarioId})`;
}

/**
 * An account's own contact phone or position, in a query that joins its seat (`miembro_organizacion`) and its company
 * (`organizacion`). A colleague's are on its seat. The holder's are the company's contact person, except for a holder
 * that received the role by a handover: the company may still show the former holder's until the new one sets its
 * own, so that holder's own are on its seat (kept there from the handover on, and mirrored there when it edits them).
 * The trail's `equipo.titular` entries (never deleted) say who received the role.
 */
export function contactoPropioSql(campo: 'nro_contacto' | 'cargo'): SQL<string> {
  return sql<string>`case when ${organizacion.usuario_id} = ${miembroOrganizacion.usuario_id} and not ${recibioTitularidad()} then ${organizacion[campo]} else ${miembroOrganizacion[campo]} end`;
}

/**
 * Whether the seat's account became its company's holder by a handover (the trail names it in an `equipo.titular`), in
 * a query that joins the seat and the company.
 */
function recibioTitularidad(): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${auditoriaEmpresa} where ${auditoriaEmpresa.organizacion_id} = ${organizacion.id} and ${auditoriaEmpresa.accion} = 'equipo.titular' and ${auditoriaEmpresa.entidad_id} = (${miembroOrganizacion.usuario_id})::text)`;
}

/**
 * A company is suspended while the back office keeps its holder (the account that registered it) deactivated: every
 * seat is refused and its offers are hidden until the holder is reactivated (decision 037). This is the opposite, as
 * SQL over any expression giving a company's id: true when that company is not suspended, and when there is no
 * company (an informational offer). One anti-join on the company's and the holder's primary keys.
 */
export function empresaActivaSql(organizacionId: SQL): SQL<boolean> {
  return sql<boolean>`(not exists (select 1 from organizacion oe join usuario ue on ue.id = oe.usuario_id
    where oe.id = ${organizacionId} and not ue.activo))`;
}
