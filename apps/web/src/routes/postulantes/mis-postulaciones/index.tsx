import { applicationsLoader, ApplicationsPage } from '../../../features/postulaciones/applications-page';

/** `/postulantes/mis-postulaciones` */
export const loader = applicationsLoader;

export default function MisPostulacionesPage() {
  return <ApplicationsPage />;
}
