import { assistantLoader, AssistantPage } from '../../../../features/asistente/assistant-page';

/** `/empresas/mis-publicaciones/{id}/asistente-postulantes` (premium companies) */
export const loader = assistantLoader;

export default function EmpresaAsistentePostulantesPage() {
  return <AssistantPage />;
}
