/** What the CV offers the other areas: the CV as a company reads it (the applicant page of an offer). */
export { CvView } from './curriculum-page';
