/**
 * What candidates receive (docs/team.md): the seat's «Avisar por correo» choice for status changes, and closing an
 * offer's process, which decides on those still in process.
 */
export { useAvisarPorCorreo, cambiarAvisar, reiniciarAvisar } from './avisar';
export { AvisarToggle } from './avisar-toggle';
export { AvisarEstaVez } from './avisar-esta-vez';
export { CerrarProceso } from './cerrar-proceso';
