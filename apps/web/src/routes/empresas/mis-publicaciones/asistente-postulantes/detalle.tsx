import { asistenteApplicantLoader, AsistenteApplicantPage } from '../../../../features/asistente/applicant-page';

/** `/empresas/mis-publicaciones/{id}/asistente-postulantes/{id_postulant}` (premium companies) */
export const loader = asistenteApplicantLoader;

export default function EmpresaAsistentePostulantePage() {
  return <AsistenteApplicantPage />;
}
