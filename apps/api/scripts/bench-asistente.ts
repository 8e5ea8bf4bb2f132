/**
 * `npm run bench:asistente`: `POST /api/llm/query` over HTTP as a recruiter calls it (docs/assistant.md
 * "Benchmark"). Builds the app on a fresh in-memory PGlite (or DATABASE_URL: a scratch PostgreSQL database), loads
 * BENCH_POSTULANTES generated applicants (default 350) as the applicants of one featured offer of a premium company
 * (eval/cargar.ts), logs its recruiter in through the real login call, listens on 127.0.0.1 and asks every tuned
 * evaluation request (eval/consultas.ts CONSULTAS) BENCH_ROUNDS times (default 3) after one warm-up round, one at a
 * time. Prints p50/p95/max of the whole HTTP round trip (routing, session, parse, rank, the query and its ranked list
 * stored, page 1 serialised) and the machine's load. A benchmark, not a test: it never fails on a figure.
 */
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { cpus, loadavg, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { fromPglite, fromPostgres, pgliteExtensions } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { organizacion, usuario } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { cargarPool } from '../eval/cargar.ts';
import { AHORA_EVALUACION, CONSULTAS } from '../eval/consultas.ts';
import { generarPool } from '../eval/generador.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POSTULANTES = Number(process.env.BENCH_POSTULANTES ?? 350);
const CLAVE = 'Clave1234';

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => n.toFixed(n < 10 ? 1 : 0);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

async function main() {
  const url = process.env.DATABASE_URL;
  const database = url ? fromPostgres(url) : fromPglite(await PGlite.create({ extensions: pgliteExtensions }));
  await prepareDatabase(database, { seedDemo: false });
  const uploads = mkdtempSync(path.join(tmpdir(), 'practiperu-bench-'));
  const config = loadConfig({
    UPLOADS_DIR: uploads,
    PUBLIC_URL: 'http://127.0.0.1',
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent',
    RATE_LIMIT_LLM_PER_MINUTE: '100000',
  });
  const app = await buildApp(config, { database, now: () => new Date(), logger: false });

  const etiqueta = `bench-http-${POSTULANTES}-${Date.now().toString(36)}`;
  const pool = generarPool(POSTULANTES, undefined, AHORA_EVALUACION.getUTCFullYear());
  const { ofertaId } = await cargarPool(database.db, pool, { etiqueta, now: new Date() });
  // The pool's company account gets a password so that its recruiter logs in as anyone would.
  const correo = `empresa-${etiqueta}@evaluacion.test`;
  await database.db
    .update(usuario)
    .set({ clave_hash: await hashPassword(CLAVE) })
    .where(eq(usuario.correo, correo));
  const [cuenta] = await database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.correo, correo));
  await database.db.update(organizacion).set({ is_premium: true }).where(eq(organizacion.usuario_id, cuenta!.id));

  const direccion = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await fetch(`${direccion}/api/auth/loginRecruiter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: correo, password: CLAVE }),
  });
  const token = ((await login.json()) as { token?: string }).token;
  if (!token) throw new Error(`login: ${login.status}`);

  async function preguntar(prompt: string): Promise<number> {
    const t0 = performance.now();
    const res = await fetch(`${direccion}/api/llm/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ id_oferta: ofertaId, prompt }),
    });
    await res.arrayBuffer();
    const t = performance.now() - t0;
    if (res.status !== 200) throw new Error(`llm/query ${res.status} «${prompt}»`);
    return t;
  }

  const cargaInicio = load();
  for (const q of CONSULTAS) await preguntar(q.prompt);
  const tiempos: number[] = [];
  for (let r = 0; r < ROUNDS; r++) for (const q of CONSULTAS) tiempos.push(await preguntar(q.prompt));
  tiempos.sort((a, b) => a - b);
  console.log(
    `\n## llm/query por HTTP (${database.kind}, ${pool.length} postulantes en una oferta, ${CONSULTAS.length} consultas × ${ROUNDS})\n`,
  );
  console.log('| llamadas | p50 ms | p95 ms | máx ms |\n|---|---|---|---|');
  console.log(`| ${tiempos.length} | ${ms(pct(tiempos, 50))} | ${ms(pct(tiempos, 95))} | ${ms(tiempos[tiempos.length - 1]!)} |`);
  console.log(`\n${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}; carga (1/5/15 min) al inicio ${cargaInicio}, al final ${load()}.`);
  await app.close();
  await database.close();
  rmSync(uploads, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
