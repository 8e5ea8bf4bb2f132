import { neverRevalidate } from '../../features/cuenta/token-pages';
import { EnlacePage, enlaceLoader } from '../../features/entrevistas/enlace-page';

/** `/postulantes/entrevista/:token` (docs/team.md "Interviews") */
export const loader = enlaceLoader;
export const shouldRevalidate = neverRevalidate;

export default function PostulanteEntrevistaPage() {
  return <EnlacePage />;
}
