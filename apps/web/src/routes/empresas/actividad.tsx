import { ActividadPage, actividadLoader } from '../../features/equipo/actividad-page';

/** `/empresas/actividad` (docs/team.md) */
export const loader = actividadLoader;

export default function EmpresaActividadPage() {
  return <ActividadPage />;
}
