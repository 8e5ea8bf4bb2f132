/** Recruiting as a team (docs/team.md): the Equipo and Actividad screens, the join page, and who sees them. */
export { SoloAdministradores } from './solo-administradores';
