/** Other modules may import this file: recording a seat's action in its company's audit trail (docs/team.md). */
export { registrarEnBitacora, type EntradaBitacora, type MiembroActor } from './bitacora.repository.ts';
