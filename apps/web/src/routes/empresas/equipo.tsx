import { EquipoPage, equipoLoader } from '../../features/equipo/equipo-page';

/** `/empresas/equipo` (docs/team.md) */
export const loader = equipoLoader;

export default function EmpresaEquipoPage() {
  return <EquipoPage />;
}
