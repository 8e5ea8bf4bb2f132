/**
 * Other modules may import this file: an applicant account's postulante id. The query lives in cv.public.ts (the CV's
 * rows hang on that row, and cv sits below postulante: decision 045); it is offered here too.
 */
export { postulanteIdOf } from '../cv/cv.public.ts';
