/**
 * What the rights of Ley 29733 offer the other areas (docs/privacy.md): the blocks of Mi cuenta, and the notice beside
 * every automatically computed score (the recruiter's affinity, the assistant's ranking, the applicant's applications).
 */
export { AvisoDecisionAutomatizada } from './aviso-automatizado';
export { DerechosBlock } from './derechos-block';
export { ExportacionBlock } from './exportacion-block';
