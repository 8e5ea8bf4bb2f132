import { ROLE } from '@practiperu/shared/constants';
import type { SessionUser } from '@practiperu/shared/session';

/** A company session whose seat manages the company: the holder (no seat fields) or an administrator colleague. */
export function esAdministradorDeEmpresa(user: SessionUser): boolean {
  return user.role === ROLE.RECLUTADOR && (user.equipo_rol ?? 'administrador') === 'administrador';
}
