/** What the CV offers the other areas: the CV as a company reads it (the applicant page of an offer). */
export { CvView } from './curriculum-page';
/** The state the offer's «Te falta…» links carry, so the CV page's «Regresar» returns to the offer. */
export type { RegresarA } from './regresar';
