import { devAsistentePostulanteLoader, AsistentePostulantePage } from '../../../../features/asistente/postulante-page';

/** `/empresas/publicaciones/{id}/asistente-postulantes/{id_postulant}` (developer mode) */
export const loader = devAsistentePostulanteLoader;

export default function EmpresaAsistentePostulanteDevPage() {
  return <AsistentePostulantePage dev />;
}
