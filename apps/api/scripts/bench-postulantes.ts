/**
 * `npm run bench:postulantes`: the recruiter's applicant list, its filters and the exports (docs/performance.md,
 * docs/applicants.md) against the data of `npm run seed:large`, on PostgreSQL (DATABASE_URL).
 *
 * It migrates the database (the list's indexes), takes the featured offer with a validated payment that has
 * the most active applications (seed:large gives several 10,000), gives those applicants CV sections the filters
 * read when they have none (knowledge, languages, experience: three INSERT … SELECT, once), opens a session for the
 * offer's company directly in the database, and drives the real API in process (`inject`: routing, session check,
 * validation, SQL, serialization) one request at a time: every filter scenario BENCH_ROUNDS times (default 40),
 * then the XLSX and CSV export of the whole list BENCH_EXPORTS times each (default 3), sampling the process memory
 * every 5 ms. Prints Markdown tables with p50/p99 per scenario, each export's time, CPU (this process and the
 * PostgreSQL backends) and memory, and the machine's load. Removes its session.
 */
import { readFileSync } from 'node:fs';
import { loadavg, cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { fromPostgres } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { hashToken, newToken } from '../src/lib/tokens.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 3);

const SCENARIOS: [string, string][] = [
  ['sin filtros, página 1', ''],
  ['sin filtros, página 500', 'page=500'],
  ['read=1', 'read=1'],
  ['unread=1', 'unread=1'],
  ['finalist=1', 'finalist=1'],
  ['discard=1&finalist=1', 'discard=1&finalist=1'],
  ['pending=1', 'pending=1'],
  ['orden_merito=1', 'orden_merito=1'],
  ['experiencia=1', 'experiencia=1'],
  ['5 departamentos', 'departamentos[0]=15&departamentos[1]=4&departamentos[2]=13&departamentos[3]=20&departamentos[4]=8'],
  ['conocimiento Excel|intermedio', 'conocimientos[0]=Microsoft Excel|intermedio'],
  ['3 conocimientos', 'conocimientos[0]=Microsoft Excel|básico&conocimientos[1]=SAP ERP&conocimientos[2]=Power BI|intermedio'],
  ['idioma Inglés|intermedio', 'idiomas=Inglés|intermedio'],
  ['sort=afinidad', 'sort=afinidad'],
  ['sort=afinidad, página 200', 'sort=afinidad&page=200'],
  ['sort=antiguos', 'sort=antiguos'],
  [
    'combinado (unread, Lima, Excel, Inglés, afinidad)',
    'unread=1&pending=1&departamentos[0]=15&conocimientos[0]=Microsoft Excel|intermedio&idiomas=Inglés|básico&sort=afinidad',
  ],
];

/** CPU ticks (user + system) of each PostgreSQL backend serving the database, from /proc (same machine). */
async function pgTicks(client: pg.Client, datname: string): Promise<Map<number, number>> {
  const pids = await client.query<{ pid: number }>(`select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [
    datname,
  ]);
  const ticks = new Map<number, number>();
  for (const { pid } of pids.rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      /* a backend that ended */
    }
  }
  return ticks;
}

/**
 * CPU milliseconds the backends spent since `before`: per backend, so one that ended or started in between does not
 * make the sum wrong. Parallel query workers are separate short-lived processes and are not counted.
 */
async function pgCpuSince(client: pg.Client, datname: string, before: Map<number, number>): Promise<number> {
  let ticks = 0;
  for (const [pid, t] of await pgTicks(client, datname)) ticks += t - (before.get(pid) ?? 0);
  return ticks * 10;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => n.toFixed(n < 10 ? 1 : 0);
const mb = (n: number) => (n / 2 ** 20).toFixed(0);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url))
    throw new Error('bench:postulantes necesita DATABASE_URL (PostgreSQL) con los datos de npm run seed:large.');
  const database = fromPostgres(url);
  await prepareDatabase(database, { seedDemo: false });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const datname = (await client.query<{ d: string }>('select current_database() as d')).rows[0]!.d;

  const [oferta] = (
    await client.query<{ id: number; usuario_id: number; n: string }>(
      `select o.id, org.usuario_id, count(*) as n from postulacion p
       join oferta o on o.id = p.oferta_id join organizacion org on org.id = o.id_organizacion
       where p.eliminado_en is null and o.eliminado_en is null and o.destacado_desde is not null and o.estado_pago = 1
       group by o.id, org.usuario_id order by count(*) desc limit 1`,
    )
  ).rows;
  if (!oferta || Number(oferta.n) < 1000) throw new Error('Primero ejecute npm run seed:large con la misma DATABASE_URL.');

  // A seed:large run before the fix of its per-row random number gave every application of an offer the same
  // status, score and date: spread them like the fixed script does, so the filters have something to tell apart.
  const spread = await client.query<{ n: string }>(`select count(distinct creado_en) as n from postulacion where oferta_id = $1`, [
    oferta.id,
  ]);
  if (Number(spread.rows[0]!.n) === 1) {
    await client.query(
      `with h as (select id, (hashtext(postulante_id::text || ':bench') & 2147483647)::float8 / 2147483648 as r from postulacion where oferta_id = $1)
       update postulacion p set
         estado = case when h.r < 0.70 then 0 when h.r < 0.82 then 1 when h.r < 0.94 then 2 else 3 end,
         revisado = (h.r >= 0.5)::int,
         afinidad_puesto = (20 + floor(h.r * 80))::smallint,
         creado_en = o.fecha_publicacion + h.r * interval '10 days',
         actualizado_en = o.fecha_publicacion + h.r * interval '10 days'
       from h, oferta o where p.id = h.id and o.id = p.oferta_id`,
      [oferta.id],
    );
    // VACUUM: the rewritten rows are all-visible again, so counts stay index-only scans.
    await client.query('vacuum analyze postulacion');
    console.log(`Estados, puntajes y fechas de las postulaciones de la oferta ${oferta.id} repartidos (datos de un seed:large anterior)`);
  }

  // CV sections for the offer's applicants, once (seed:large leaves them empty).
  const cvRows = await client.query<{ n: string }>(
    `select count(*) as n from conocimiento c join postulacion p on p.postulante_id = c.postulante_id where p.oferta_id = $1`,
    [oferta.id],
  );
  if (Number(cvRows.rows[0]!.n) === 0) {
    const t0 = performance.now();
    await client.query(
      `insert into conocimiento (postulante_id, nombre, nivel)
       select p.postulante_id, k.nombre, (array['básico','intermedio','avanzado'])[1 + (p.postulante_id + k.i) % 3]
       from postulacion p cross join (values (1, 'Microsoft Excel'), (2, 'SAP ERP'), (3, 'Power BI'), (4, 'AutoCAD')) as k(i, nombre)
       where p.oferta_id = $1 and (p.postulante_id * 7 + k.i * 13) % 10 < 6
       on conflict do nothing`,
      [oferta.id],
    );
    await client.query(
      `insert into idioma_postulante (postulante_id, nombre, nivel)
       select p.postulante_id, l.nombre, (array['básico','intermedio','avanzado'])[1 + (p.postulante_id + l.i) % 3]
       from postulacion p cross join (values (1, 'Inglés'), (2, 'Quechua'), (3, 'Portugués')) as l(i, nombre)
       where p.oferta_id = $1 and (l.i = 1 and p.postulante_id % 10 < 8 or l.i > 1 and p.postulante_id % 7 = l.i)
       on conflict do nothing`,
      [oferta.id],
    );
    await client.query(
      `insert into experiencia_laboral (postulante_id, nombre_empresa, puesto, funciones, fecha_inicio, fecha_salida)
       select p.postulante_id, 'Empresa de práctica', 'Practicante', 'Apoyo en el área.', date '2025-01-01', date '2025-06-30'
       from postulacion p where p.oferta_id = $1 and p.postulante_id % 3 = 0`,
      [oferta.id],
    );
    await client.query('vacuum analyze conocimiento, idioma_postulante, experiencia_laboral');
    console.log(`Secciones del CV de los postulantes de la oferta ${oferta.id} creadas en ${ms(performance.now() - t0)} ms`);
  }

  const token = newToken();
  const session = await client.query<{ id: number }>(
    `insert into sesion (usuario_id, token_hash, expira_en) values ($1, $2, now() + interval '1 hour') returning id`,
    [oferta.usuario_id, hashToken(token)],
  );
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000',
  });
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  const headers = { authorization: `Bearer ${token}` };

  const pgVersion = (await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
  console.log(
    `Oferta ${oferta.id}: ${oferta.n} postulaciones activas. ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, PostgreSQL ${pgVersion}`,
  );
  console.log(`Carga media al empezar (1/5/15 min): ${load()}`);

  const rows: string[] = [];
  const all: number[] = [];
  for (const [name, query] of SCENARIOS) {
    const path = `/api/postulanteOferta/offerMyApplicants/${oferta.id}${query ? `?${query}` : ''}`;
    let total = 0;
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: path, headers }); // warm-up
    const times: number[] = [];
    const cpu0 = process.cpuUsage();
    const pg0 = await pgTicks(client, datname);
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: path, headers });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      total = (res.json() as { optional: { total_postulants: number } }).optional.total_postulants;
    }
    const cpu = process.cpuUsage(cpu0);
    const pgMs = await pgCpuSince(client, datname, pg0);
    times.sort((a, b) => a - b);
    all.push(...times);
    const apiMs = (cpu.user + cpu.system) / 1000 / ROUNDS;
    rows.push(
      `| ${name} | ${total} | ${ms(pct(times, 50))} | ${ms(pct(times, 99))} | ${ms(times[times.length - 1]!)} | ${apiMs.toFixed(1)} | ${(pgMs / ROUNDS).toFixed(1)} |`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `\n| escenario (${ROUNDS} veces cada uno) | postulantes | p50 ms | p99 ms | máx ms | CPU API ms/req | CPU PostgreSQL ms/req |\n|---|---|---|---|---|---|---|`,
  );
  for (const r of rows) console.log(r);
  console.log(`| **todos** | | ${ms(pct(all, 50))} | ${ms(pct(all, 99))} | ${ms(all[all.length - 1]!)} | | |`);

  console.log(
    `\n| exportación (lista completa, ${EXPORTS} veces cada una) | filas | tiempo ms | CPU API ms | CPU PostgreSQL ms | RSS antes MB | RSS pico MB | aumento MB | tamaño KB |\n|---|---|---|---|---|---|---|---|---|`,
  );
  for (const kind of ['Excel', 'CSV'] as const) {
    for (let run = 1; run <= EXPORTS; run++) {
      global.gc?.();
      const before = process.memoryUsage.rss();
      let peak = before;
      const timer = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage.rss());
      }, 5);
      const cpu0 = process.cpuUsage();
      const pg0 = await pgTicks(client, datname);
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/postulanteOferta/offerMyApplicantsExport${kind}/${oferta.id}`, headers });
      const elapsed = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      const pgMs = await pgCpuSince(client, datname, pg0);
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage.rss());
      if (res.statusCode !== 200) throw new Error(`export ${kind}: ${res.statusCode}`);
      const body = res.json() as { data: string[]; optional: { total: number } };
      const size = Buffer.from(body.data[0]!, 'base64').length;
      console.log(
        `| ${kind === 'Excel' ? 'XLSX' : 'CSV'} (${run}) | ${body.optional.total} | ${ms(elapsed)} | ${ms((cpu.user + cpu.system) / 1000)} | ${ms(pgMs)} | ${mb(before)} | ${mb(peak)} | ${mb(peak - before)} | ${(size / 1024).toFixed(0)} |`,
      );
    }
  }
  console.log(`\nCarga media al terminar (1/5/15 min): ${load()}`);

  await client.query('delete from sesion where id = $1', [session.rows[0]!.id]);
  await client.end();
  await app.close();
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
