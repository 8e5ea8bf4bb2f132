import { devAssistantLoader, AssistantPage } from '../../../../features/asistente/assistant-page';

/** `/empresas/publicaciones/{id}/asistente-postulantes` (developer mode) */
export const loader = devAssistantLoader;

export default function EmpresaAsistentePostulantesDevPage() {
  return <AssistantPage />;
}
