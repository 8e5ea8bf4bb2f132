import { devApplicantLoader, ApplicantPage } from '../../../../features/postulantes-empresa/applicant-page';

/** `/empresas/publicaciones/{id}/postulantes/{id_postulant}` (developer mode) */
export const loader = devApplicantLoader;

export default function EmpresaPostulanteDevPage() {
  return <ApplicantPage dev />;
}
