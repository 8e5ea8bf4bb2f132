/**
 * «Regresar» of the CV update page. It leads to Mi CV, or back to the offer whose «Te falta…» notice opened the page
 * (router state `regresar`), so an applicant who completes the missing part returns to apply.
 */
import { paths } from '@practiperu/shared/paths';
import { useLocation } from 'react-router';
import { BackLink } from '../../components/back-link';

/** The router state the «Te falta…» links carry: the offer's detail to return to. */
export interface RegresarA {
  regresar: string;
}

const OFFER_DETAIL = /^\/postulantes\/(nuevas-ofertas|mis-postulaciones)\/\d{1,10}$/;

/** Where «Regresar» goes: an applicant's offer detail named in the state, else Mi CV. */
export function regresarDe(state: unknown): string {
  const to = (state as Partial<RegresarA> | null)?.regresar;
  return typeof to === 'string' && OFFER_DETAIL.test(to) ? to : paths.postulantes.curriculum;
}

export function RegresarLink() {
  const { state } = useLocation();
  return <BackLink to={regresarDe(state)}>Regresar</BackLink>;
}
