import { applicantLoader, ApplicantPage } from '../../../../features/postulantes-empresa/applicant-page';

/** `/empresas/mis-publicaciones/{id}/postulantes/{id_postulant}` */
export const loader = applicantLoader;

export default function EmpresaPostulantePage() {
  return <ApplicantPage />;
}
