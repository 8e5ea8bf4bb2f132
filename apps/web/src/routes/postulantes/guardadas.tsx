import { guardadasLoader, GuardadasPage } from '../../features/postulaciones/guardadas-page';

/** `/postulantes/guardadas` */
export const loader = guardadasLoader;

export default function Guardadas() {
  return <GuardadasPage />;
}
