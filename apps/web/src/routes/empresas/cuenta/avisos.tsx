import { AvisosPostulantesPage, avisosPostulantesLoader } from '../../../features/cuenta/avisos-postulantes-page';

/** `/empresas/cuenta/avisos` (docs/team.md, "Told of new applicants") */
export const loader = avisosPostulantesLoader;

export default function EmpresaAvisosPage() {
  return <AvisosPostulantesPage />;
}
