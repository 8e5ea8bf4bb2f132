import { completeLoader, CompletePage } from '../../../features/cv/complete-page';

/** `/postulantes/curriculum/complete`: the required data; the guard sends here until it is complete (docs/decisions/011). */
export const loader = completeLoader;

export default function PostulanteCurriculumCompletePage() {
  return <CompletePage />;
}
