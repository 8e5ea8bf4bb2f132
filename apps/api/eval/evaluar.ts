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
import type { Db } from '../src/db/client.ts';
import { crearInterpreteIntegrado, describirConsulta, pideTodos } from '../src/modules/llm/integrado/index.ts';
import { resolverConsulta } from '../src/modules/llm/ranking.ts';
import { cargarPool } from './cargar.ts';
import { AHORA_EVALUACION, CONSULTAS, type ConsultaEval, type Espera } from './consultas.ts';
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
  /** Nothing of the request could be searched (nobody listed). */
  nada: boolean;
  /** When the request says what its answer must say (CONSULTAS_NEGATIVAS): the checks that failed, [] = as expected. */
  fallos?: string[];
}

export interface ResultadoEvaluacion {
  postulantes: number;
  consultas: ResultadoConsulta[];
  precision10: number;
  recall: number;
}

/** `limite`: a request that asks for the N best can find at most N of them (recall out of min(N, correct)). */
export function medir(ranking: number[], correctos: Set<number>, limite?: number | null): { precision10: number; recall: number } {
  const top = ranking.slice(0, 10);
  const aciertos = top.filter((id) => correctos.has(id)).length;
  const precision10 = top.length === 0 ? (correctos.size === 0 ? 1 : 0) : aciertos / top.length;
  const encontrados = ranking.filter((id) => correctos.has(id)).length;
  const posibles = limite ? Math.min(limite, correctos.size) : correctos.size;
  const recall = posibles === 0 ? 1 : encontrados / posibles;
  return { precision10, recall };
}

/** What the answer of a request with `espera` got wrong ([] = nothing). */
export function comprobar(espera: Espera, r: { criterios: CriteriosAsistente; nada: boolean; devueltos: number }): string[] {
  const fallos: string[] = [];
  const c = r.criterios;
  if ((espera.nada ?? false) !== r.nada) fallos.push(espera.nada ? 'debía decir que no entendió nada' : 'dijo que no entendió nada');
  if (espera.nada && r.devueltos > 0) fallos.push(`listó ${r.devueltos}`);
  const motivos = new Set((c.ignorados ?? []).map((i) => i.motivo));
  for (const m of espera.ignora ?? []) if (!motivos.has(m)) fallos.push(`no dijo «${m}»`);
  if ((espera.limite ?? null) !== (c.limite ?? null)) fallos.push(`límite ${c.limite ?? 'ninguno'}`);
  const excl = (c.excluir_estados ?? []).join(',');
  if ((espera.excluir ?? []).join(',') !== excl) fallos.push(`excluye [${excl}]`);
  if (espera.sinPalabras && c.palabras_clave.length > 0) fallos.push(`palabras clave ${c.palabras_clave.join(', ')}`);
  return fallos;
}

export async function evaluar(
  db: Db,
  opts: { postulantes: number; semilla?: number; consultas?: (ConsultaEval & { espera?: Espera })[] },
): Promise<ResultadoEvaluacion> {
  const pool = generarPool(opts.postulantes, opts.semilla, AHORA_EVALUACION.getUTCFullYear());
  const etiqueta = `${opts.postulantes}-${opts.semilla ?? 'base'}-${Date.now().toString(36)}`;
  const { ofertaId, postulaciones } = await cargarPool(db, pool, { etiqueta, now: AHORA_EVALUACION });
  const interprete = crearInterpreteIntegrado(db, { now: () => AHORA_EVALUACION });
  const consultas: ResultadoConsulta[] = [];
  const lista: (ConsultaEval & { espera?: Espera })[] = opts.consultas ?? CONSULTAS;
  for (const q of lista) {
    const t0 = performance.now();
    const pedido = await interprete.interpretar(q.prompt);
    const {
      criterios: consulta,
      resultados,
      nadaEntendido,
    } = await resolverConsulta(db, ofertaId, pedido, {
      pideTodos: pideTodos(q.prompt),
    });
    const ms = performance.now() - t0;
    const correctos = new Set(pool.filter((p) => !p.cancelada && q.correcto(p)).map((p) => postulaciones.get(p.n)!));
    const m = medir(
      resultados.map((r) => r.postulacion_id),
      correctos,
      consulta.limite,
    );
    consultas.push({
      prompt: q.prompt,
      consulta,
      consulta_texto: describirConsulta(consulta),
      correctos: correctos.size,
      devueltos: resultados.length,
      ...m,
      ms,
      nada: nadaEntendido,
      ...(q.espera && { fallos: comprobar(q.espera, { criterios: consulta, nada: nadaEntendido, devueltos: resultados.length }) }),
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
