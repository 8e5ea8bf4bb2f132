import { applicantOfferLoader, ApplicantOfferPage } from '../../../features/postulaciones/offer-page';

/** `/postulantes/nuevas-ofertas/{id}` */
export const loader = applicantOfferLoader;

export default function NuevaOfertaPage() {
  return <ApplicantOfferPage from="offers" />;
}
