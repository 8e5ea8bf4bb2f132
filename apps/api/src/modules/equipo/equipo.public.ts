/** Other modules may import this file: the company of a seat, its role and the audit trail (docs/team.md). */
export { registrarEnBitacora, registrarPorCuenta, type EntradaBitacora, type MiembroActor } from './bitacora.repository.ts';
export { contactoPropioSql, empresaActivaSql, organizacionIdDe } from './asiento.sql.ts';
export { asientoDe, asientoPuedeAhora, colegasDe, colegasParaAviso, lockOrganizacion, otrosAdministradores } from './equipo.repository.ts';
export { empresaCerradaMail } from './equipo.mails.ts';
export { actorDe, registrarSalida } from './equipo.service.ts';
