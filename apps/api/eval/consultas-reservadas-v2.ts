/**
 * The held-out evaluation set, second version: the same requests as consultas-reservadas.ts (ids, words, kinds,
 * counts, order, `sinRasgo`, `limpia`), with only the expected predicates that the blind audit
 * (eval/auditoria-reservadas.md) found wrong corrected, each as the audit says. Nothing else differs: the original
 * set stays frozen and is reported beside this one (docs/assistant-ranking.md «Audit of the held-out set»).
 *
 * FROZEN like the original: its SHA-256 is recorded in docs/assistant-ranking.md and checked by
 * reservadas-v2.test.ts. A correction found later goes into a new, separately hashed version, never here.
 */
import { CONSULTAS_RESERVADAS, type ConsultaReservada } from './consultas-reservadas.ts';
import { nivelDe, type PostulanteEval } from './generador.ts';

/**
 * The audit's corrections, by request id: the right predicate and why (the audit's words, shortened).
 *
 * N38 «egresados que no sean bachilleres»: the original reads estado_estudios 1 only and leaves out the technical
 * graduates whose CV says «Bachiller», whom the product files as level 4 (Técnico egresado); bachelor is level 8,
 * university only. They are graduates and not bachelors.
 */
export const CORRECCIONES_V2: Readonly<Record<string, (p: PostulanteEval) => boolean>> = {
  N38: (p) => p.estado_estudios !== 0 && nivelDe(p) !== 8,
};

export const CONSULTAS_RESERVADAS_V2: ConsultaReservada[] = CONSULTAS_RESERVADAS.map((q) => {
  const correcto = CORRECCIONES_V2[q.id];
  return correcto ? { ...q, correcto } : q;
});
