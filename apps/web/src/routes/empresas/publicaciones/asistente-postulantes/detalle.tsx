import { devAsistenteApplicantLoader, AsistenteApplicantPage } from '../../../../features/asistente/applicant-page';

/** `/empresas/publicaciones/{id}/asistente-postulantes/{id_postulant}` (developer mode) */
export const loader = devAsistenteApplicantLoader;

export default function EmpresaAsistentePostulanteDevPage() {
  return <AsistenteApplicantPage dev />;
}
