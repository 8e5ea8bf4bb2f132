/**
 * The assistant's evaluation through the API as a recruiter calls it (docs/assistant.md "Figures",
 * `npm run eval:asistente:http`): the real app listening on 127.0.0.1 (a random port), a premium company's recruiter
 * signed in through `POST /api/auth/loginRecruiter` as the web signs in (its bearer token), every request sent to
 * `POST /api/llm/query` and the whole ranked list read page by page through `GET /api/llm/results`, as the web
 * pages. The figures are computed from the answers alone (each row's id and puntaje; the understood criteria with
 * what was said back and why; nada_entendido) with evaluar.ts's functions (medir, precisionK, comprobar, honestidad,
 * resumirPorTipo), so they mean exactly what the direct evaluation's mean; http.test.ts holds both equal.
 *
 * Two data sets: the generated pool (generador.ts, loaded by cargar.ts as one featured offer's applicants, the
 * evaluation's clock AHORA_EVALUACION) and the demo data as `npm start` seeds it (demo.ts: every demo applicant
 * applying to the premium demo company's featured offer, expected answers computed from the CVs read back).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { AsistenteOptional, CriteriosAsistente, ResultadoAsistente } from '@practiperu/shared/asistente';
import type { Envelope } from '@practiperu/shared/envelope';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { usuario } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { cargarPool } from './cargar.ts';
import { AHORA_EVALUACION } from './consultas.ts';
import { CORREO_EMPRESA_DEMO, hechosSinVariar, leerPostulantes, noMedibleEnDemo, postularDemo } from './demo.ts';
import {
  comprobar,
  honestidad,
  medir,
  precisionK,
  resumirPorTipo,
  type ConsultaPorTipo,
  type MedidaConsulta,
  type MedidaTipo,
} from './evaluar.ts';
import { generarPool, type PostulanteEval } from './generador.ts';

/** What one request's answer says, read from the API's envelopes. */
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

/** A configuration for an app of the evaluation: no external model, limits out of the way of hundreds of calls. */
export function configEvaluacion(uploads: string, demo: boolean): Config {
  return loadConfig({
    UPLOADS_DIR: uploads,
    PUBLIC_URL: 'http://127.0.0.1',
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    SEED_DEMO: demo ? 'true' : 'false',
    WEB_DIST_DIR: '/nonexistent',
    RATE_LIMIT_LLM_PER_MINUTE: '100000',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000',
  });
}

/** The app over `database`, listening on 127.0.0.1 on a free port. */
export async function abrirApp(
  database: Database,
  config: Config,
  now: () => Date,
): Promise<{ direccion: string; cerrar(): Promise<void> }> {
  const app = await buildApp(config, { database, now, logger: false });
  const direccion = await app.listen({ host: '127.0.0.1', port: 0 });
  return { direccion, cerrar: () => app.close() };
}

/** Signs a company account in as the web does (`POST /api/auth/loginRecruiter`); returns its bearer token. */
export async function iniciarSesion(direccion: string, correo: string, clave: string): Promise<string> {
  const res = await fetch(`${direccion}/api/auth/loginRecruiter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: correo, password: clave }),
  });
  const env = (await res.json()) as Envelope;
  if (!env.token) throw new Error(`login de ${correo}: ${res.status} ${env.message}`);
  return env.token;
}

/** Asks the assistant about an offer's applicants over HTTP, as the web does, and reads every page of the answer. */
export function asistentePorHttp(direccion: string, token: string, ofertaId: number) {
  const headers = { accept: 'application/json', authorization: `Bearer ${token}` };
  async function llamar(metodo: 'GET' | 'POST', ruta: string, cuerpo?: unknown) {
    const res = await fetch(`${direccion}/api/${ruta}`, {
      method: metodo,
      headers: cuerpo === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
    });
    const env = (await res.json()) as Envelope<ResultadoAsistente>;
    if (res.status !== 200 || !env.state) throw new Error(`${metodo} ${ruta}: ${res.status} ${env.message}`);
    return { ...env, optional: env.optional as unknown as AsistenteOptional };
  }
  return async function preguntar(prompt: string): Promise<RespuestaAsistente> {
    const t0 = performance.now();
    const primera = await llamar('POST', 'llm/query', { id_oferta: ofertaId, prompt });
    const ms = performance.now() - t0;
    const o = primera.optional;
    const filas = [...primera.data];
    for (let page = 2; page <= o.total_pages; page++) {
      const sig = await llamar('GET', `llm/results?id_historial=${o.id_historial}&page=${page}`);
      filas.push(...sig.data);
    }
    return {
      criterios: o.consulta,
      consulta_texto: o.consulta_texto,
      nada: o.nada_entendido,
      mensaje: primera.message,
      lista: filas.map((f) => ({ id: f.id_postulacion, puntaje: f.puntaje })),
      ms,
    };
  };
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
        mal100: r.lista.filter((x) => x.puntaje >= 100 && !correctos.has(x.id)).length,
        honesta: fallos ? fallos.length === 0 : honestidad(q, { criterios, nada, ids: lista, correctos, base }),
        estable: limpia ? lista.length === limpia.length && lista.every((x, k) => x === limpia[k]) : null,
      });
    }
    salida[nombre] = { consultas: medidas, tipos: resumirPorTipo(medidas), noMedibles };
  }
  return salida;
}

export interface EvaluacionHttp<K extends string> {
  /** 'pool' (generated) or 'demo'. */
  datos: 'pool' | 'demo';
  /** The offer's applicants (cancelled ones included) and how many are live. */
  postulantes: number;
  vivos: number;
  conjuntos: Record<K, ConjuntoMedido>;
  /** Every `llm/query` round trip, ms. */
  tiempos: number[];
}

async function conApp<T>(database: Database, config: Config, now: () => Date, fn: (direccion: string) => Promise<T>): Promise<T> {
  const app = await abrirApp(database, config, now);
  try {
    return await fn(app.direccion);
  } finally {
    await app.cerrar();
  }
}

function cronometrar(preguntar: (prompt: string) => Promise<RespuestaAsistente>, tiempos: number[]) {
  return async (prompt: string) => {
    const r = await preguntar(prompt);
    tiempos.push(r.ms);
    return r;
  };
}

/**
 * The generated pool (`postulantes` from `semilla`) loaded into `database` (already prepared) as the applicants of a
 * premium company's featured offer, measured over HTTP with the evaluation's clock.
 */
export async function evaluarPoolPorHttp<K extends string>(
  database: Database,
  opts: { postulantes: number; semilla?: number; conjuntos: Record<K, ConsultaPorTipo[]> },
): Promise<EvaluacionHttp<K>> {
  const pool = generarPool(opts.postulantes, opts.semilla, AHORA_EVALUACION.getUTCFullYear());
  const etiqueta = `http-${opts.postulantes}-${opts.semilla ?? 'base'}-${Date.now().toString(36)}`;
  const { ofertaId, postulaciones } = await cargarPool(database.db, pool, { etiqueta, now: AHORA_EVALUACION });
  // The pool's company account gets a password, so its recruiter signs in as anyone would.
  const correo = `empresa-${etiqueta}@evaluacion.test`;
  const clave = 'Evaluacion1234';
  await database.db
    .update(usuario)
    .set({ clave_hash: await hashPassword(clave) })
    .where(eq(usuario.correo, correo));
  const uploads = mkdtempSync(path.join(tmpdir(), 'practiperu-eval-'));
  const tiempos: number[] = [];
  try {
    const conjuntos = await conApp(
      database,
      configEvaluacion(uploads, false),
      () => AHORA_EVALUACION,
      async (direccion) => {
        const token = await iniciarSesion(direccion, correo, clave);
        const vivos = pool.filter((p) => !p.cancelada);
        return medirConjuntos(
          opts.conjuntos,
          vivos,
          (p) => postulaciones.get(p.n)!,
          cronometrar(asistentePorHttp(direccion, token, ofertaId), tiempos),
        );
      },
    );
    return { datos: 'pool', postulantes: pool.length, vivos: pool.filter((p) => !p.cancelada).length, conjuntos, tiempos };
  } finally {
    rmSync(uploads, { recursive: true, force: true });
  }
}

/**
 * The demo data on a fresh `database` (migrated, reference data and demo seeded here, as `npm start` does on an
 * empty one), every demo applicant applying to the premium demo company's featured offer, measured over HTTP as
 * empresa@demo.pe with the real clock. Requests the demo data cannot tell are listed apart (demo.ts noMedibleEnDemo).
 */
export async function evaluarDemoPorHttp<K extends string>(
  database: Database,
  opts: { conjuntos: Record<K, ConsultaPorTipo[]> },
): Promise<EvaluacionHttp<K>> {
  const uploads = mkdtempSync(path.join(tmpdir(), 'practiperu-eval-demo-'));
  const config = configEvaluacion(uploads, true);
  const tiempos: number[] = [];
  try {
    const { demoSeeded } = await prepareDatabase(database, config);
    if (!demoSeeded) throw new Error('La base de datos no estaba vacía: la demo se siembra solo en una base nueva.');
    const now = () => new Date();
    const ofertaId = await postularDemo(database.db, now());
    const { pool, postulaciones } = await leerPostulantes(database.db, ofertaId);
    const vivos = pool.filter((p) => !p.cancelada);
    const sinVariar = hechosSinVariar(vivos);
    const conjuntos = await conApp(database, config, now, async (direccion) => {
      const token = await iniciarSesion(direccion, CORREO_EMPRESA_DEMO, DEMO_PASSWORD);
      return medirConjuntos(
        opts.conjuntos,
        vivos,
        (p) => postulaciones.get(p.n)!,
        cronometrar(asistentePorHttp(direccion, token, ofertaId), tiempos),
        (q, correctos) => noMedibleEnDemo(q, vivos, sinVariar, correctos.size),
      );
    });
    return { datos: 'demo', postulantes: pool.length, vivos: vivos.length, conjuntos, tiempos };
  } finally {
    rmSync(uploads, { recursive: true, force: true });
  }
}
