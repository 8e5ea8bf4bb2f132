import { CorreosPostulantesPage, plantillasCorreoLoader } from '../../../features/cuenta/correos-postulantes-page';

/** `/empresas/cuenta/correos` (docs/team.md, "What candidates receive") */
export const loader = plantillasCorreoLoader;

export default function EmpresaCorreosPage() {
  return <CorreosPostulantesPage />;
}
