/** `/api/equipo`: a company's seats, invitations and audit trail (packages/shared/src/api/equipo.ts). */
import type { EquipoApi } from '@practiperu/shared/api/equipo';
import { clientOf } from '../api-contract';

export const equipo = clientOf<EquipoApi>('/equipo', {
  miembros: 'GET /miembros',
  invitar: 'POST /invitar',
  reenviarInvitacion: 'POST /invitaciones/:id/reenviar',
  cancelarInvitacion: 'DELETE /invitaciones/:id',
  cambiarRol: 'PUT /miembros/:id/rol',
  quitarMiembro: 'DELETE /miembros/:id',
  transferirTitular: 'POST /miembros/:id/titular',
  actividad: 'GET /actividad',
  invitacion: 'GET /invitacion/:token',
  unirse: 'POST /unirse',
});
