/**
 * "The company of this recruiter account" (docs/team.md): every lookup goes through the seats table, so the holder
 * and the colleagues who joined see the same company, its offers, applicants, quotas and premium status.
 */
import { sql, type Column, type SQL } from 'drizzle-orm';
import { miembroOrganizacion } from '../../db/schema/index.ts';

/** The id of the company an account has a seat in (a SQL scalar; null when it has none). */
export function organizacionIdDe(usuarioId: number | Column | SQL): SQL<number | null> {
  return sql<
    number | null
  >`(select ${miembroOrganizacion.organizacion_id} from ${miembroOrganizacion} where ${miembroOrganizacion.usuario_id} = ${usuarioId})`;
}
