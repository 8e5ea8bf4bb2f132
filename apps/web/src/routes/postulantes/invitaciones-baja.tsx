import { InvitacionesBajaPage } from '../../features/cuenta/invitaciones-baja-page';

/** `/postulantes/invitaciones/baja/:token` (docs/team.md, "Talent pool") */
export default function PostulanteInvitacionesBajaPage() {
  return <InvitacionesBajaPage />;
}
