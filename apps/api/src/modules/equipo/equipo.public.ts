/** Other modules may import this file: the company of a seat, the administrator check and the audit trail (docs/team.md). */
export { registrarEnBitacora, registrarPorCuenta, type EntradaBitacora, type MiembroActor } from './bitacora.repository.ts';
export { organizacionIdDe } from './asiento.sql.ts';
export { asientoDe, colegasDe } from './equipo.repository.ts';
export { actorDe, exigirAdministrador, registrarSalida } from './equipo.service.ts';
