/**
 * `npm run bench:asistente:servicio`: the assistant's query path (docs/assistant-ranking.md "Benchmark") on
 * PostgreSQL (DATABASE_URL): the built-in interpreter plus the ranking of an offer with BENCH_POSTULANTES applicants
 * (default 5,000). The first run loads the evaluation pool of that size as a new offer (generador.ts, about a
 * minute) and reuses it afterwards. Every evaluation request (consultas.ts) is asked BENCH_ROUNDS times (default 10)
 * after a warm-up; prints p50/p95/max of parse + rank, per request and overall, then of the whole query path of
 * `llm/query` (the service: the company's offer checked, parse, rank, the query and its ranked list stored in one
 * transaction, page 1 read back; only HTTP and JSON serialisation left out), and the machine's load.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { fromPostgres } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { cargarPool } from '../eval/cargar.ts';
import { AHORA_EVALUACION, CONSULTAS } from '../eval/consultas.ts';
import { generarPool } from '../eval/generador.ts';
import { crearInterpreteIntegrado } from '../src/modules/llm/integrado/index.ts';
import { createLlmService } from '../src/modules/llm/llm.service.ts';
import { crearInterprete } from '../src/modules/llm/proveedor.ts';
import { rankearPostulantes } from '../src/modules/llm/ranking.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const POSTULANTES = Number(process.env.BENCH_POSTULANTES ?? 5000);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => n.toFixed(n < 10 ? 1 : 0);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) throw new Error('bench:asistente necesita DATABASE_URL (PostgreSQL).');
  const database = fromPostgres(url);
  await prepareDatabase(database, { seedDemo: false });
  const client = new pg.Client({ connectionString: url });
  await client.connect();

  const titulo = `Practicante (evaluación bench-${POSTULANTES})`;
  let ofertaId = (await client.query<{ id: number }>('select id from oferta where titulo = $1 order by id limit 1', [titulo])).rows[0]?.id;
  if (!ofertaId) {
    const t0 = performance.now();
    ({ ofertaId } = await cargarPool(database.db, generarPool(POSTULANTES, 5000, AHORA_EVALUACION.getUTCFullYear()), {
      etiqueta: `bench-${POSTULANTES}`,
      now: AHORA_EVALUACION,
    }));
    await client.query(
      'vacuum analyze postulacion, postulante, postulante_documento, conocimiento, idioma_postulante, experiencia_laboral',
    );
    console.log(`Pool de ${POSTULANTES} postulantes cargado en ${((performance.now() - t0) / 1000).toFixed(1)} s (oferta ${ofertaId})`);
  }
  const pgVersion = (await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
  console.log(
    `Oferta ${ofertaId}: ${POSTULANTES} postulantes. ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, PostgreSQL ${pgVersion}`,
  );
  console.log(`Carga media al empezar (1/5/15 min): ${load()}`);

  const interprete = crearInterpreteIntegrado(database.db, { now: () => AHORA_EVALUACION });
  const all: number[] = [];
  const filas: { prompt: string; n: number; p50: number; p95: number; max: number }[] = [];
  // Besides the evaluation requests, the widest ones: no criteria (every applicant, by affinity) and one word.
  const prompts = ['muéstrame a todos los postulantes', 'estudiantes', ...CONSULTAS.map((q) => q.prompt)];
  for (const prompt of prompts) {
    const q = { prompt };
    const ask = async () => rankearPostulantes(database.db, ofertaId!, await interprete.interpretar(q.prompt));
    await ask(); // warm-up (the first one also loads the vocabulary)
    const times: number[] = [];
    let n = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      n = (await ask()).resultados.length;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    filas.push({ prompt: q.prompt, n, p50: pct(times, 50), p95: pct(times, 95), max: times[times.length - 1]! });
  }
  all.sort((a, b) => a - b);
  console.log(`\n| consulta (${ROUNDS} veces cada una) | resultados | p50 ms | p95 ms | máx ms |\n|---|---|---|---|---|`);
  for (const f of filas) console.log(`| ${f.prompt} | ${f.n} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.max)} |`);
  console.log(`| **todas** | | ${ms(pct(all, 50))} | ${ms(pct(all, 95))} | ${ms(all[all.length - 1]!)} |`);

  // The whole query path, as `POST llm/query` runs it for the offer's company (each query stored, as in real use).
  const usuarioId = (
    await client.query<{ usuario_id: number }>(
      'select g.usuario_id from oferta o join organizacion g on g.id = o.id_organizacion where o.id = $1',
      [ofertaId],
    )
  ).rows[0]!.usuario_id;
  const servicio = createLlmService({
    db: database.db,
    now: () => AHORA_EVALUACION,
    storage: { url: (key: string) => `/archivos/${key}` },
    interprete: crearInterprete({
      integrado: { nombre: 'integrado', interpretar: (prompt) => interprete.interpretar(prompt) },
      log: { warn: () => undefined },
    }),
  });
  const completas: number[] = [];
  const pesadas: number[] = [];
  for (const prompt of prompts) {
    const ask = () => servicio.consultar(usuarioId, { id_oferta: ofertaId!, prompt }, 'empresa');
    await ask();
    for (let i = 0; i < Math.max(3, Math.ceil(ROUNDS / 2)); i++) {
      const t0 = performance.now();
      const res = await ask();
      const t = performance.now() - t0;
      completas.push(t);
      if (res.optional.total_postulants >= 1000) pesadas.push(t);
    }
  }
  completas.sort((a, b) => a - b);
  pesadas.sort((a, b) => a - b);
  console.log(`\n| llm/query completo (servicio) | p50 ms | p95 ms | máx ms |\n|---|---|---|---|`);
  console.log(`| todas las consultas | ${ms(pct(completas, 50))} | ${ms(pct(completas, 95))} | ${ms(completas[completas.length - 1]!)} |`);
  if (pesadas.length > 0) {
    console.log(`| con 1.000 resultados o más | ${ms(pct(pesadas, 50))} | ${ms(pct(pesadas, 95))} | ${ms(pesadas[pesadas.length - 1]!)} |`);
  }
  await client.query('delete from asistente_consulta where oferta_id = $1', [ofertaId]);
  console.log(`\nCarga media al terminar (1/5/15 min): ${load()}`);
  await client.end();
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
