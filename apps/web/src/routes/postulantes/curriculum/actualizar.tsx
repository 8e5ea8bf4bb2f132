import { updateLoader, UpdatePage, updateShouldRevalidate } from '../../../features/cv/update-page';

/** `/postulantes/curriculum/actualizar` "Actualizar mi curriculum". */
export const loader = updateLoader;
export const shouldRevalidate = updateShouldRevalidate;

export default function PostulanteCurriculumActualizarPage() {
  return <UpdatePage />;
}
