import { devAsistenteLoader, AsistentePage } from '../../../../features/asistente/asistente-page';

/** `/empresas/publicaciones/{id}/asistente-postulantes` (developer mode) */
export const loader = devAsistenteLoader;

export default function EmpresaAsistentePostulantesDevPage() {
  return <AsistentePage />;
}
