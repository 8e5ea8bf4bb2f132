/** Other modules may import this file: the company of a seat, the administrator check and the audit trail (docs/team.md). */
export { registrarEnBitacora, registrarPorCuenta, type EntradaBitacora, type MiembroActor } from './bitacora.repository.ts';
export { contactoPropioSql, empresaActivaSql, organizacionIdDe } from './asiento.sql.ts';
export {
  asientoDe,
  colegasDe,
  colegasParaAviso,
  esAdministradorDeEmpresa,
  lockOrganizacion,
  otrosAdministradores,
} from './equipo.repository.ts';
export { empresaCerradaMail } from './equipo.mails.ts';
export { actorDe, exigirAdministrador, registrarSalida } from './equipo.service.ts';
