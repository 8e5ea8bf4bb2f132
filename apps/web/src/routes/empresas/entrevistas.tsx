import { SemanaPage, semanaLoader } from '../../features/entrevistas/semana-page';

/** `/empresas/entrevistas` (docs/team.md "Interviews") */
export const loader = semanaLoader;

export default function EmpresaEntrevistasPage() {
  return <SemanaPage />;
}
