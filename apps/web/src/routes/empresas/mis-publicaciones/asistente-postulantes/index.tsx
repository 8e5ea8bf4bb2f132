import { asistenteLoader, AsistentePage } from '../../../../features/asistente/asistente-page';

/** `/empresas/mis-publicaciones/{id}/asistente-postulantes` (premium companies) */
export const loader = asistenteLoader;

export default function EmpresaAsistentePostulantesPage() {
  return <AsistentePage />;
}
