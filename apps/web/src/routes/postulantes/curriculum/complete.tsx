import { completeLoader, CompletePage } from '../../../features/cv/complete-page';

/** `/postulantes/curriculum/complete` (C11): the required data; the guard sends here until it is complete. */
export const loader = completeLoader;

export default function PostulanteCurriculumCompletePage() {
  return <CompletePage />;
}
