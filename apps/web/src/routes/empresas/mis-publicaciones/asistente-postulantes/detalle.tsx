import { asistentePostulanteLoader, AsistentePostulantePage } from '../../../../features/asistente/postulante-page';

/** `/empresas/mis-publicaciones/{id}/asistente-postulantes/{id_postulant}` (premium companies) */
export const loader = asistentePostulanteLoader;

export default function EmpresaAsistentePostulantePage() {
  return <AsistentePostulantePage />;
}
