import { curriculumLoader, CurriculumPage } from '../../../features/cv/curriculum-page';

/** `/postulantes/curriculum` "Mi CV". */
export const loader = curriculumLoader;

export default function PostulanteCurriculumPage() {
  return <CurriculumPage />;
}
