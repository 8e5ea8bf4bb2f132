import { applicantOfferLoader, ApplicantOfferPage } from '../../../features/postulaciones/offer-page';

/** `/postulantes/mis-postulaciones/{id}` */
export const loader = applicantOfferLoader;

export default function MiPostulacionPage() {
  return <ApplicantOfferPage from="applications" />;
}
