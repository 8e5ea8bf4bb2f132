import { postulacionesLoader, PostulacionesPage } from '../../../features/postulaciones/postulaciones-page';

/** `/postulantes/mis-postulaciones` */
export const loader = postulacionesLoader;

export default function MisPostulacionesPage() {
  return <PostulacionesPage />;
}
