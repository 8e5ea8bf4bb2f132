import { applicantsLoader, ApplicantsPage } from '../../../../features/postulantes-empresa/applicants-page';

/** `/empresas/mis-publicaciones/{id}/postulantes` */
export const loader = applicantsLoader;

export default function EmpresaPostulantesPage() {
  return <ApplicantsPage />;
}
