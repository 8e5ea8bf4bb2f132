import { devApplicantsLoader, DevApplicantsPage } from '../../../../features/postulantes-empresa/applicants-page';

/** `/empresas/publicaciones/{id}/postulantes` (developer mode) */
export const loader = devApplicantsLoader;

export default function EmpresaPostulantesDevPage() {
  return <DevApplicantsPage />;
}
