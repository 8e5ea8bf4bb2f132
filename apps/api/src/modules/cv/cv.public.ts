/** Other modules may import this file: what cv offers them besides its service. */

/**
 * The applicant's profile (postulante.service.ts) saves the skills list with its own form, checked against the
 * reference list, counts the knowledge and language items for "optional data complete" and names the merit order in
 * the CV PDF. Those rows are the CV's, so it runs these queries of cv.repository.ts (inside its own transaction when it
 * saves).
 */
export { catalogName, catalogNames, conocimientos, idiomas, listHabilidades, replaceHabilidades } from './cv.repository.ts';

/** The copy of one's data (privacidad) reads every CV section whole, through the same section queries as the CV. */
export { sections as cvSections } from './cv.repository.ts';
