/**
 * Runs the evaluation (docs/assistant-ranking.md "Evaluation"): loads a generated pool as one offer's applicants,
 * asks every request of consultas.ts through the built-in interpreter and the ranking, and compares the ranked list
 * with the known correct answer.
 *
 * precision@10 = correct among the first min(10, returned) / min(10, returned) (1 when nothing is returned and
 * nothing is correct, 0 when nothing is returned but something is); recall = correct returned / correct (1 when
 * nothing is correct). Overall figures are the means over the requests.
 */
import type { CriteriosAsistente } from '@practiperu/shared/asistente';
import type { Db } from '../../../db/client.ts';
import { crearInterpreteIntegrado, describirConsulta } from '../integrado/index.ts';
import { rankearPostulantes } from '../ranking.ts';
import { cargarPool } from './cargar.ts';
import { AHORA_EVALUACION, CONSULTAS, type ConsultaEval } from './consultas.ts';
import { generarPool } from './generador.ts';

export interface ResultadoConsulta {
  prompt: string;
  consulta: CriteriosAsistente;
  consulta_texto: string;
  correctos: number;
  devueltos: number;
  precision10: number;
  recall: number;
  ms: number;
}

export interface ResultadoEvaluacion {
  postulantes: number;
  consultas: ResultadoConsulta[];
  precision10: number;
  recall: number;
}

export function medir(ranking: number[], correctos: Set<number>): { precision10: number; recall: number } {
  const top = ranking.slice(0, 10);
  const aciertos = top.filter((id) => correctos.has(id)).length;
  const precision10 = top.length === 0 ? (correctos.size === 0 ? 1 : 0) : aciertos / top.length;
  const encontrados = ranking.filter((id) => correctos.has(id)).length;
  const recall = correctos.size === 0 ? 1 : encontrados / correctos.size;
  return { precision10, recall };
}

export async function evaluar(
  db: Db,
  opts: { postulantes: number; semilla?: number; consultas?: ConsultaEval[] },
): Promise<ResultadoEvaluacion> {
  const pool = generarPool(opts.postulantes, opts.semilla, AHORA_EVALUACION.getUTCFullYear());
  const etiqueta = `${opts.postulantes}-${opts.semilla ?? 'base'}-${Date.now().toString(36)}`;
  const { ofertaId, postulaciones } = await cargarPool(db, pool, { etiqueta, now: AHORA_EVALUACION });
  const interprete = crearInterpreteIntegrado(db, { now: () => AHORA_EVALUACION });
  const consultas: ResultadoConsulta[] = [];
  for (const q of opts.consultas ?? CONSULTAS) {
    const t0 = performance.now();
    const consulta = await interprete.interpretar(q.prompt);
    const { resultados } = await rankearPostulantes(db, ofertaId, consulta);
    const ms = performance.now() - t0;
    const correctos = new Set(pool.filter((p) => !p.cancelada && q.correcto(p)).map((p) => postulaciones.get(p.n)!));
    const m = medir(
      resultados.map((r) => r.postulacion_id),
      correctos,
    );
    consultas.push({
      prompt: q.prompt,
      consulta,
      consulta_texto: describirConsulta(consulta),
      correctos: correctos.size,
      devueltos: resultados.length,
      ...m,
      ms,
    });
  }
  const media = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return {
    postulantes: pool.length,
    consultas,
    precision10: media(consultas.map((c) => c.precision10)),
    recall: media(consultas.map((c) => c.recall)),
  };
}
