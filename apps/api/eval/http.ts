/**
 * The assistant's evaluation through the API as a recruiter calls it (docs/assistant.md "Figures",
 * `npm run eval:asistente:http`): the real app listening on 127.0.0.1 (a random port), a premium company's recruiter
 * signed in through `POST /api/auth/loginRecruiter` as the web signs in (its bearer token), every request sent to
 * `POST /api/llm/query` and the whole ranked list read page by page through `GET /api/llm/results`, as the web
 * pages. The figures are computed from the answers alone (each row's id and puntaje; the understood criteria with
 * what was said back and why; nada_entendido) with the direct evaluation's own loop (evaluar.ts medirConjuntos), so they
 * mean exactly what the direct evaluation's mean; http.test.ts holds both equal.
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
import { ASISTENTE_MESSAGES, type AsistenteOptional, type ResultadoAsistente } from '@practiperu/shared/asistente';
import type { Envelope } from '@practiperu/shared/envelope';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { usuario } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { criteriosVacios } from '../src/modules/llm/integrado/parser.ts';
import { cargarPool } from './cargar.ts';
import { AHORA_EVALUACION } from './consultas.ts';
import { CORREO_EMPRESA_DEMO, hechosSinVariar, leerPostulantes, noMedibleEnDemo, postularDemo } from './demo.ts';
import { medirConjuntos, type ConjuntoMedido, type ConsultaPorTipo, type RespuestaAsistente } from './evaluar.ts';
import { generarPool } from './generador.ts';

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
    // A request too short for the form's rule («🙂👍», two characters) is refused by the call itself, a 400 with the
    // field's message: nobody listed, nothing searched, the reason said — the answer a recruiter gets.
    if ([...prompt.trim()].length < 3) {
      const res = await fetch(`${direccion}/api/llm/query`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ id_oferta: ofertaId, prompt }),
      });
      const env = (await res.json()) as Envelope<unknown>;
      if (res.status !== 400 || env.message !== ASISTENTE_MESSAGES.promptCorto)
        throw new Error(`llm/query «${prompt}»: ${res.status} ${env.message}`);
      return { criterios: criteriosVacios(), consulta_texto: '', nada: true, mensaje: env.message, lista: [], ms: performance.now() - t0 };
    }
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

export type { ConjuntoMedido, NoMedible, RespuestaAsistente } from './evaluar.ts';

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
