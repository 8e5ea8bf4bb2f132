/**
 * The held-out evaluation set, third version: the second version (consultas-reservadas-v2.ts) with the two predicates
 * that read «administración de empresas» as that name alone corrected to the family the issue names («Administración
 * de Empresas = Administración»), as the development set reads it. Nothing else differs: the original and the second
 * version stay frozen and are reported beside this one (docs/assistant-ranking.md «The held-out set's third version»).
 *
 * Unlike the first audit, this correction was found by reading one request's answer (the one spelling request with
 * applicants at 100 % outside its predicate): that request is no longer blind, which is why a second held-out set,
 * written blind, is reported beside it (consultas-reservadas-segunda.ts).
 *
 * FROZEN like the others: its SHA-256 is recorded in docs/assistant-ranking.md and checked by reservadas-v3.test.ts.
 * A correction found later goes into a new, separately hashed version, never here.
 */
import type { ConsultaReservada } from './consultas-reservadas.ts';
import { CONSULTAS_RESERVADAS_V2 } from './consultas-reservadas-v2.ts';
import { conoce, type PostulanteEval } from './generador.ts';

type P = PostulanteEval;
const estudiante = (p: P) => p.estado_estudios === 0;
/** «Administración de Empresas» and «Administración» are one career for a recruiter (issue 33 item 6). */
const administracion = (p: P) =>
  p.carrera === 'Administración' || p.carrera === 'Administración de Empresas' || p.carrera.startsWith('Administración de Empresas ');

/**
 * The corrections, by request id: the right predicate and why.
 *
 * O04 «adm. de empresas con excel avanzado» (clean «administración de empresas con Excel avanzado») and Q21
 * «estudiantes de administración de empresas que vivan por el Óvalo Gutiérrez»: both read the career as the name
 * «Administración de Empresas» and the longer names that begin with it, leaving out the «Administración» students and
 * graduates, whom the issue counts as the same career.
 */
export const CORRECCIONES_V3: Readonly<Record<string, (p: P) => boolean>> = {
  O04: (p) => administracion(p) && conoce(p, 'Excel') >= 3,
  Q21: (p) => estudiante(p) && administracion(p),
};

export const CONSULTAS_RESERVADAS_V3: ConsultaReservada[] = CONSULTAS_RESERVADAS_V2.map((q) => {
  const correcto = CORRECCIONES_V3[q.id];
  return correcto ? { ...q, correcto } : q;
});
