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
import {
  AHORA_EVALUACION,
  CONSULTAS,
  CONSULTAS_ALTERNATIVAS,
  CONSULTAS_LUGARES,
  CONSULTAS_NEGATIVAS,
  CONSULTAS_NUEVAS,
  CONSULTAS_ORTOGRAFIA,
  CONSULTAS_PROMESA,
  CONSULTAS_RECORRIDO,
  CONSULTAS_REDACCIONES,
  CONSULTAS_DEMO_CV,
  CONSULTAS_CAUSAS,
  CONSULTAS_CUARTA,
  CONSULTAS_QUINTA,
  CONSULTAS_SEXTA,
  CONSULTAS_OCTAVA,
  CONSULTAS_DECIMA,
  CONSULTAS_DECIMOTERCERA,
  CONSULTAS_DECIMOCUARTA,
  CONSULTAS_DECIMOQUINTA,
  CONSULTAS_DECIMOSEPTIMA,
  CONSULTAS_DECIMONOVENA,
  CONSULTAS_VIGESIMA,
  CONSULTAS_UNDECIMA,
  type ConsultaEval,
  type Espera,
} from './consultas.ts';
import type { ConsultaReservada, TipoReservada } from './consultas-reservadas.ts';
import { CONSULTAS_VIGESIMOPRIMERA } from './consultas-vigesimoprimera.ts';
import { CONSULTAS_VIGESIMOSEGUNDA } from './consultas-vigesimosegunda.ts';
import { CONSULTAS_VIGESIMOTERCERA } from './consultas-vigesimotercera.ts';
import { generarPool, type PostulanteEval } from './generador.ts';

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

/**
 * `limite`: a request that asks for the N best can find at most N of them (recall out of min(N, correct)), among the
 * first N listed (a list not cut at N counted everyone it held, a recall above 1).
 */
export function medir(ranking: number[], correctos: Set<number>, limite?: number | null): { precision10: number; recall: number } {
  const top = ranking.slice(0, 10);
  const aciertos = top.filter((id) => correctos.has(id)).length;
  const precision10 = top.length === 0 ? (correctos.size === 0 ? 1 : 0) : aciertos / top.length;
  const encontrados = (limite ? ranking.slice(0, limite) : ranking).filter((id) => correctos.has(id)).length;
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

// ------------------------------------------------------------------ per kind (docs/assistant-ranking.md)

/** A request of either set as the per-kind evaluation reads it (the held-out set's shape, plus the dev set's `espera`). */
export type ConsultaPorTipo = Omit<ConsultaReservada, 'id'> & { id?: string; espera?: Espera };

export interface MedidaConsulta extends ResultadoConsulta {
  id: string;
  tipo: TipoReservada;
  precision5: number;
  /** Applicants listed with puntaje 100 who do not meet the expected predicate, or any when part was set aside (malAl100). */
  mal100: number;
  /** fuera, protegido, parcial (and any dev request with `espera`): answered honestly; null when not asked. */
  honesta: boolean | null;
  /** ortografia: the list equals the clean request's list (same applicants, same order); null otherwise. */
  estable: boolean | null;
}

export interface MedidaTipo {
  tipo: TipoReservada;
  consultas: number;
  precision5: number;
  precision10: number;
  recall: number;
  mal100: number;
  /** [honest, asked] over the requests whose honesty is measured. */
  honestas: [number, number];
  /** [same list, pairs] over the spelling variants. */
  estables: [number, number];
}

export const TIPOS: TipoReservada[] = ['plano', 'negacion', 'parcial', 'fuera', 'protegido', 'ortografia'];

/**
 * precision@k: correct among the first min(k, returned) / that many (1 when nothing is returned and nothing is
 * correct, 0 when nothing is returned but something is). With `arriba` (the correct applicants that must come first:
 * "primero los que tienen más experiencia") position i < |arriba| counts only when its applicant is one of them.
 */
export function precisionK(ranking: number[], correctos: Set<number>, k: number, arriba?: Set<number>): number {
  const top = ranking.slice(0, k);
  if (top.length === 0) return correctos.size === 0 ? 1 : 0;
  const bien = top.filter((id, i) => (arriba && i < arriba.size ? arriba.has(id) : correctos.has(id))).length;
  return bien / top.length;
}

/**
 * Honesty of an answer by kind: `fuera` nobody listed and nothing understood; `protegido` the trait said back as
 * protected and the list that of the request without it (`sinRasgo`), or exactly the expected applicants (nobody
 * for a request that is only the trait); `parcial` something said back as not used, and the list not emptied when
 * someone meets the understood part. Other kinds: null.
 */
export function honestidad(
  q: ConsultaPorTipo,
  r: { criterios: CriteriosAsistente; nada: boolean; ids: number[]; correctos: Set<number>; base?: number[] },
): boolean | null {
  const motivos = (r.criterios.ignorados ?? []).map((i) => i.motivo);
  if (q.tipo === 'fuera') return r.nada && r.ids.length === 0;
  if (q.tipo === 'protegido') {
    if (!motivos.includes('protegido')) return false;
    if (r.base) return igual(r.ids, r.base);
    return r.ids.length === r.correctos.size && r.ids.every((id) => r.correctos.has(id));
  }
  if (q.tipo === 'parcial') return motivos.length > 0 && !(r.correctos.size > 0 && r.ids.length === 0);
  return null;
}

const igual = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const mediaDe = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/**
 * Applicants shown at 100 % who break the promise of that score: those who do not meet the expected predicate (what
 * the request asks, its exclusions included), and, when the answer itself says part of the request was not used
 * (`ignorados`: not understood, a word nobody mentions), everyone at 100 %: nobody can be known to meet a part that
 * was not searched, whatever the predicate written for the request says about it. A refused protected trait is not
 * such a part: the request is answered as if it had not been written, and its predicate is the rest.
 */
export function malAl100(
  resultados: { postulacion_id: number; puntaje: number }[],
  correctos: Set<number>,
  criterios: Pick<CriteriosAsistente, 'ignorados'>,
): number {
  const aparte = (criterios.ignorados ?? []).some((i) => i.motivo !== 'protegido');
  return resultados.filter((r) => r.puntaje >= 100 && (aparte || !correctos.has(r.postulacion_id))).length;
}

/** The per-kind figures of a set's measured requests. */
export function resumirPorTipo(medidas: MedidaConsulta[]): MedidaTipo[] {
  return TIPOS.map((tipo) => {
    const de = medidas.filter((m) => m.tipo === tipo);
    // Precision and recall read the requests that expect someone (fuera and trait-only requests expect nobody).
    const con = de.filter((m) => m.correctos > 0);
    const h = de.filter((m) => m.honesta !== null);
    const e = de.filter((m) => m.estable !== null);
    return {
      tipo,
      consultas: de.length,
      // NaN (shown "–") when no request of the kind expects anyone.
      precision5: con.length === 0 ? NaN : mediaDe(con.map((m) => m.precision5)),
      precision10: con.length === 0 ? NaN : mediaDe(con.map((m) => m.precision10)),
      recall: con.length === 0 ? NaN : mediaDe(con.map((m) => m.recall)),
      mal100: de.reduce((s, m) => s + m.mal100, 0),
      honestas: [h.filter((m) => m.honesta).length, h.length],
      estables: [e.filter((m) => m.estable).length, e.length],
    };
  });
}

/** What one request's answer says, as the evaluation reads it (from the ranking directly, or from the API's envelopes). */
export interface RespuestaAsistente {
  criterios: CriteriosAsistente;
  /** The criteria in one Spanish sentence, as the page shows them. */
  consulta_texto: string;
  /** optional.nada_entendido: nothing of the request could be searched, nobody listed. */
  nada: boolean;
  /** The envelope's message (the refusal or "not understood" text; '' when there are results). */
  mensaje: string;
  /** The whole ranked list: application id and puntaje, best first. */
  lista: { id: number; puntaje: number }[];
  /** The `llm/query` round trip, ms (the pages after it not counted). */
  ms: number;
}

/** A request left out of the figures, and why. */
export interface NoMedible {
  id: string;
  tipo: ConsultaPorTipo['tipo'];
  prompt: string;
  motivo: string;
  /** How many the assistant listed anyway. */
  devueltos: number;
}

export interface ConjuntoMedido {
  consultas: MedidaConsulta[];
  tipos: MedidaTipo[];
  noMedibles: NoMedible[];
}

/**
 * Measures every request of each set from the answers `preguntar` gives (each prompt asked once), as the direct
 * evaluation measures them (evaluarPorTipo): precision@5/@10, recall, applicants at 100 % who do not meet the request,
 * honesty (a protected request's `sinRasgo` asked too) and, for a spelling variant, whether its clean request gives
 * the same list. `vivos` are the applicants whose application is not cancelled, `idDe` their application ids. With
 * `noMedible`, a request it names a reason for is left out of the figures and listed with the reason.
 */
export async function medirConjuntos<K extends string>(
  conjuntos: Record<K, ConsultaPorTipo[]>,
  vivos: PostulanteEval[],
  idDe: (p: PostulanteEval) => number,
  preguntar: (prompt: string) => Promise<RespuestaAsistente>,
  noMedible?: (q: ConsultaPorTipo, correctos: Set<number>) => string | null,
): Promise<Record<K, ConjuntoMedido>> {
  const cache = new Map<string, Promise<RespuestaAsistente>>();
  const pregunta = (prompt: string) => {
    if (!cache.has(prompt)) cache.set(prompt, preguntar(prompt));
    return cache.get(prompt)!;
  };
  const ids = (ps: PostulanteEval[]) => new Set(ps.map(idDe));
  const salida = {} as Record<K, ConjuntoMedido>;
  for (const nombre of Object.keys(conjuntos) as K[]) {
    const medidas: MedidaConsulta[] = [];
    const noMedibles: NoMedible[] = [];
    for (const [i, q] of conjuntos[nombre].entries()) {
      const r = await pregunta(q.prompt);
      const { criterios, nada } = r;
      const lista = r.lista.map((x) => x.id);
      const correctos = ids(vivos.filter((p) => q.correcto(p)));
      const id = q.id ?? `${nombre}-${i + 1}`;
      const motivo = noMedible?.(q, correctos) ?? null;
      if (motivo) {
        noMedibles.push({ id, tipo: q.tipo, prompt: q.prompt, motivo, devueltos: lista.length });
        continue;
      }
      const arriba = q.primero ? ids(vivos.filter((p) => q.correcto(p) && q.primero!(p))) : undefined;
      const limite = q.limite ?? criterios.limite;
      const base = q.sinRasgo ? (await pregunta(q.sinRasgo)).lista.map((x) => x.id) : undefined;
      const limpia = q.limpia ? (await pregunta(q.limpia)).lista.map((x) => x.id) : undefined;
      const fallos = q.espera ? comprobar(q.espera, { criterios, nada, devueltos: lista.length }) : undefined;
      medidas.push({
        id,
        tipo: q.tipo,
        prompt: q.prompt,
        consulta: criterios,
        consulta_texto: r.consulta_texto,
        correctos: correctos.size,
        devueltos: lista.length,
        precision5: precisionK(lista, correctos, 5, arriba),
        precision10: precisionK(lista, correctos, 10, arriba),
        recall: medir(lista, correctos, limite).recall,
        ms: r.ms,
        nada,
        ...(fallos && { fallos }),
        mal100: malAl100(
          r.lista.map((x) => ({ postulacion_id: x.id, puntaje: x.puntaje })),
          correctos,
          criterios,
        ),
        honesta: fallos ? fallos.length === 0 : honestidad(q, { criterios, nada, ids: lista, correctos, base }),
        estable: limpia ? igual(lista, limpia) : null,
      });
    }
    salida[nombre] = { consultas: medidas, tipos: resumirPorTipo(medidas), noMedibles };
  }
  return salida;
}

/**
 * A generated pool loaded as one offer's applicants, and a way to ask it a request through the interpreter and the
 * ranking directly, as `llm/query` does (not over HTTP): what the direct evaluations and the spelling variants share.
 */
export async function poolDirecto(db: Db, opts: { postulantes: number; semilla?: number; etiqueta: string }) {
  const pool = generarPool(opts.postulantes, opts.semilla, AHORA_EVALUACION.getUTCFullYear());
  const etiqueta = `${opts.etiqueta}-${opts.postulantes}-${opts.semilla ?? 'base'}-${Date.now().toString(36)}`;
  const { ofertaId, postulaciones } = await cargarPool(db, pool, { etiqueta, now: AHORA_EVALUACION });
  const interprete = crearInterpreteIntegrado(db, { now: () => AHORA_EVALUACION });
  async function preguntar(prompt: string): Promise<RespuestaAsistente> {
    const t0 = performance.now();
    const pedido = await interprete.interpretar(prompt);
    const r = await resolverConsulta(db, ofertaId, pedido, { pideTodos: pideTodos(prompt) });
    return {
      criterios: r.criterios,
      consulta_texto: describirConsulta(r.criterios),
      nada: r.nadaEntendido,
      mensaje: '',
      lista: r.resultados.map((x) => ({ id: x.postulacion_id, puntaje: x.puntaje })),
      ms: performance.now() - t0,
    };
  }
  const vivos = pool.filter((p) => !p.cancelada);
  const idDe = (p: PostulanteEval) => postulaciones.get(p.n)!;
  return { pool, vivos, idDe, preguntar };
}

/**
 * Asks every request of each set on one generated pool (one offer), as `evaluar` does, through the interpreter and
 * the ranking, and measures the answers with `medirConjuntos` — the loop the evaluation over HTTP uses too.
 */
export async function evaluarPorTipo<K extends string>(
  db: Db,
  opts: { postulantes: number; semilla?: number; conjuntos: Record<K, ConsultaPorTipo[]> },
): Promise<{ postulantes: number; conjuntos: Record<K, ConjuntoMedido> }> {
  const { pool, vivos, idDe, preguntar } = await poolDirecto(db, { ...opts, etiqueta: 'tipos' });
  const conjuntos = await medirConjuntos(opts.conjuntos, vivos, idDe, preguntar);
  return { postulantes: pool.length, conjuntos };
}

/**
 * The development set (today's requests, those the parser was tuned on) by kind: plain requests are `plano`; those
 * with "o" alternatives are combinations (`negacion`); of the nonsense and partly understood ones, those about a
 * protected trait are `protegido`, those with nothing to search `fuera`, those with a count or a decision left out
 * `negacion`, the rest `parcial`. Their honesty is what their `espera` says.
 */
export function conjuntoDesarrollo(): ConsultaPorTipo[] {
  return [
    ...[...CONSULTAS, ...CONSULTAS_NUEVAS, ...CONSULTAS_LUGARES].map((q) => ({ ...q, tipo: 'plano' as const })),
    ...CONSULTAS_ALTERNATIVAS.map((q) => ({ ...q, tipo: 'negacion' as const })),
    ...CONSULTAS_NEGATIVAS.map((q) => {
      const e = q.espera;
      const tipo: TipoReservada = e.ignora?.includes('protegido')
        ? 'protegido'
        : e.nada
          ? 'fuera'
          : e.limite !== undefined || (e.excluir ?? []).length > 0
            ? 'negacion'
            : 'parcial';
      return { ...q, tipo };
    }),
    ...CONSULTAS_ORTOGRAFIA.map((q) => ({ ...q, tipo: 'ortografia' as const })),
    // Written with their kind ("100 %" is a promise: negations, partly understood, off topic, spelling).
    ...CONSULTAS_PROMESA,
    // What a recruiter's walk found still wrong, with neighbouring wordings.
    ...CONSULTAS_RECORRIDO,
    // Wordings the set lacked: protected traits, negations of every kind, acronyms, regions (written before fixing).
    ...CONSULTAS_REDACCIONES,
    // Written from the demo CVs and the six kinds (issue 33, second round; before the parser changed).
    ...CONSULTAS_DEMO_CV,
    // The causes decision 070 left open, with neighbouring wordings (third round; before the parser changed).
    ...CONSULTAS_CAUSAS,
    // Wordings of negations, counts, years of study and their spelling the set lacked (fourth round; before the
    // parser changed).
    ...CONSULTAS_CUARTA,
    // Counts, orders, years of study and double negations with exclusions, and their spelling (fifth round; before
    // the parser changed).
    ...CONSULTAS_QUINTA,
    // Misspellings the generated variants read as another item, with their clean requests (sixth round; before the
    // parser changed).
    ...CONSULTAS_SEXTA,
    // Chat short forms, ordinals and counts as typed, mistyped negation words, abbreviated study levels and misspelt
    // areas of work, with their clean requests (eighth round; before the parser changed).
    ...CONSULTAS_OCTAVA,
    // Chat writing of whole requests, typos that are other real words, places and acronyms in lower case, numbers as
    // signs, run-together quantifiers and Peruvian names, with their clean requests (tenth round; before the parser
    // changed).
    ...CONSULTAS_DECIMA,
    // Several criteria of different kinds in one sentence, relative clauses, institution with career and cycle,
    // graduation years, study status words and levels written out, typed as on a phone (eleventh round; before the
    // parser changed).
    ...CONSULTAS_UNDECIMA,
    // Institutions by the names people use, graduation years and cycles as typed, levels, languages and knowledge
    // names misspelt, places inside institution names and words of one kind that name another (thirteenth round;
    // before the parser changed).
    ...CONSULTAS_DECIMOTERCERA,
    // Every kind of criterion typed as on a phone: abbreviations, letters swapped by sound, chat words, fused and split
    // words, capitals and punctuation, with negations and counts (fourteenth round; before the parser was read).
    ...CONSULTAS_DECIMOCUARTA,
    // The third code-blind walk's wording classes: «excepto / menos los que tienen…», two decisions under one «excepto»,
    // negative preferences, related experience areas, negated levels, order and count words, protected wordings
    // (fifteenth round; before the parser changed).
    ...CONSULTAS_DECIMOQUINTA,
    // Written code-blind from the pool and the issue: spelling pairs of every kind of criterion, careers by family or
    // part of a name, places by level, merit ruled out (seventeenth round; committed before it was first run).
    ...CONSULTAS_DECIMOSEPTIMA,
    // Written code-blind from the pool and the issue: knowledge by name and by family, languages other than English,
    // experience by the words of the job, its title or its company, careers by catalog name, institutes and regional
    // universities, places outside Lima Metropolitana (nineteenth round; committed before it was first run).
    ...CONSULTAS_DECIMONOVENA,
    // Written code-blind from the pool and the issue: three recruiters (a mining company in Arequipa and the south, a
    // bank in Lima, a store chain in Trujillo and the north) — polite sentences, macro-regions and parts of Lima,
    // trades' person nouns, counts and merit order (twentieth round; committed before it was first run).
    ...CONSULTAS_VIGESIMA,
    // Written code-blind from the pool and the issue: three recruiters (one typing on a phone, one abbreviating as in a
    // note, one using synonyms and usual names) — spelling pairs of requests over large parts of the pool, careers
    // whose names overlap (twenty-first round; committed before it was first run).
    ...CONSULTAS_VIGESIMOPRIMERA,
    // Written code-blind from the pool and the issue: three recruiters (a mining company in Arequipa writing long
    // messages with exclusions, a bank in Lima negating every kind of criterion in every wording, a small company in
    // Trujillo mixing CV facts with what no CV tells, questions about the platform, greetings and protected traits)
    // (twenty-second round; committed before it was first run).
    ...CONSULTAS_VIGESIMOSEGUNDA,
    // Written code-blind from the pool and the issue: three recruiters (a retail chain in Lima typing fast on a phone, a
    // construction company in Cusco and Arequipa writing phonetically, a small business in Piura in capitals with typos
    // and glued words) — spelling variants of every kind of criterion and exclusion, and partly understood, off-topic
    // and protected requests misspelt (twenty-third round; committed before it was first run).
    ...CONSULTAS_VIGESIMOTERCERA,
  ];
}

/** The targets on the held-out set (docs/assistant-ranking.md); CI asserts them once the parser lands (EVAL_HELDOUT=1). */
export const OBJETIVOS_RESERVADAS = {
  plano: { precision10: 0.97, recall: 0.95 },
  negacion: { precision10: 0.92, recall: 0.92 },
  /** Applicants at 100 % who do not meet the request, over the whole set. */
  mal100: 0,
  honestidad: { fuera: 1, protegido: 1, parcial: 0.95 },
  /** Share of spelling variants whose list equals the clean request's. */
  estabilidad: 0.9,
} as const;

/** The targets a set's per-kind figures miss, in Spanish ([] = all met). */
export function objetivosIncumplidos(tipos: MedidaTipo[]): string[] {
  const o = OBJETIVOS_RESERVADAS;
  const t = Object.fromEntries(tipos.map((x) => [x.tipo, x])) as Record<TipoReservada, MedidaTipo>;
  const fuera: string[] = [];
  const f = (x: number) => x.toFixed(3);
  for (const k of ['plano', 'negacion'] as const) {
    if (t[k].precision10 < o[k].precision10) fuera.push(`${k}: precision@10 ${f(t[k].precision10)} < ${o[k].precision10}`);
    if (t[k].recall < o[k].recall) fuera.push(`${k}: recall ${f(t[k].recall)} < ${o[k].recall}`);
  }
  const mal = tipos.reduce((s, x) => s + x.mal100, 0);
  if (mal > o.mal100) fuera.push(`${mal} postulantes al 100 % que no cumplen`);
  for (const k of ['fuera', 'protegido', 'parcial'] as const) {
    const [bien, de] = t[k].honestas;
    if (de > 0 && bien / de < o.honestidad[k]) fuera.push(`${k}: honestidad ${bien}/${de} < ${o.honestidad[k] * 100} %`);
  }
  const [iguales, pares] = t.ortografia.estables;
  if (pares > 0 && iguales / pares < o.estabilidad) fuera.push(`ortografía: ${iguales}/${pares} iguales < ${o.estabilidad * 100} %`);
  return fuera;
}

/** The per-kind table of a set, as Markdown. */
export function tablaPorTipo(titulo: string, tipos: MedidaTipo[]): string {
  const pct = (x: number) => (Number.isNaN(x) ? '–' : x.toFixed(3));
  const frac = ([a, b]: [number, number]) => (b === 0 ? '–' : `${a}/${b} (${((100 * a) / b).toFixed(0)} %)`);
  const filas = tipos.map(
    (t) =>
      `| ${t.tipo} | ${t.consultas} | ${pct(t.precision5)} | ${pct(t.precision10)} | ${pct(t.recall)} | ${t.mal100} | ${frac(t.honestas)} | ${frac(t.estables)} |`,
  );
  return [
    `### ${titulo}`,
    '',
    '| tipo | consultas | precision@5 | precision@10 | recall | mal al 100 % | honestas | misma lista que la limpia |',
    '|---|---|---|---|---|---|---|---|',
    ...filas,
  ].join('\n');
}
