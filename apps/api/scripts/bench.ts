/**
 * `npm run bench`: latency and throughput of the applicant and public reads (docs/performance.md)
 * against the data of `npm run seed:large`, on PostgreSQL (DATABASE_URL).
 *
 * It starts the API as a child process listening on 127.0.0.1 only (production settings, no in-process worker,
 * the global rate limit lifted for the run), opens sessions for 300 seeded applicants directly in the database,
 * and drives each scenario with autocannon at a fixed 300 requests per second for BENCH_SECONDS (default 20),
 * then at full speed for a few seconds to find the ceiling. Each scenario is first run unmeasured at the same rate
 * for BENCH_WARMUP_SECONDS (default 5: the JIT, the prepared statements of each pooled connection and the matching
 * cache reach their steady state, as in a server that has been up for a while). Prints p50/p99 and req/s per
 * scenario as a Markdown table and removes its sessions. Nothing but 127.0.0.1 is ever targeted.
 * MATCHING_CACHE_SECONDS=0 runs the API without the matching cache, for comparison.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { hashToken, newToken } from '../src/lib/tokens.ts';

const HOST = '127.0.0.1';
const PORT = Number(process.env.BENCH_PORT ?? 3917);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 300);
const CEILING_SECONDS = Number(process.env.BENCH_CEILING_SECONDS ?? 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const SEED_DOMAIN = 'seed.practiperu.pe';

interface Histogram {
  average: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}
interface Result {
  latency: Histogram;
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface Request {
  method: 'GET';
  setupRequest: (req: { path?: string; headers?: Record<string, string> }) => { path: string; headers: Record<string, string> };
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  overallRate?: number;
  requests: Request[];
  timeout?: number;
}) => Promise<Result>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

const SEARCH_TERMS = [
  'contabilidad',
  'ingenieria',
  'administracion',
  'marketing',
  'derecho',
  'sistemas',
  'practicante',
  'industrial',
  'logistica',
  'economia',
  'enfermeria',
  'arquitectura',
  'psicologia',
  'comunicacion',
  'civil',
  'finanzas',
  'lima',
  'arequipa',
  'virtual',
  'contab',
];

async function waitForHealth(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó con código ${child.exitCode}`);
    try {
      const res = await fetch(`http://${HOST}:${PORT}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('el servidor no respondió en 90 s');
}

const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU time (user + system) a process has used, in ms, from /proc; 0 when it is gone. */
function cpuOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
  } catch {
    return 0;
  }
}

function ms(n: number): string {
  return n.toFixed(n < 10 ? 1 : 0);
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url))
    throw new Error('bench necesita DATABASE_URL (PostgreSQL) con los datos de npm run seed:large.');
  const db = new pg.Client({ connectionString: url });
  await db.connect();

  const seeded = await db.query<{ n: string }>(`select count(*) as n from usuario where correo like $1`, [`%@${SEED_DOMAIN}`]);
  if (Number(seeded.rows[0]?.n ?? 0) < 1000) throw new Error('Primero ejecute npm run seed:large con la misma DATABASE_URL.');

  // Sessions for 300 applicants spread over the data set (their tokens exist only in this process).
  const users = await db.query<{ id: number }>(
    `select u.id from usuario u join postulante p on p.usuario_id = u.id
     where u.correo like $1 and u.rol = 0 order by md5(u.id::text) limit 300`,
    [`%@${SEED_DOMAIN}`],
  );
  const tokens: string[] = [];
  const sessionIds: number[] = [];
  for (const u of users.rows) {
    const token = newToken();
    const r = await db.query<{ id: number }>(
      `insert into sesion (usuario_id, token_hash, expira_en) values ($1, $2, now() + interval '1 day') returning id`,
      [u.id, hashToken(token)],
    );
    tokens.push(token);
    sessionIds.push(r.rows[0]!.id);
  }
  const open = await db.query<{ id: number }>(
    `select id from oferta where estado = 1 and publicar = 1 and finaliza is null and eliminado_en is null
       and fin_convocatoria >= (now() at time zone 'America/Lima')::date order by md5(id::text) limit 500`,
  );
  const idsOferta = open.rows.map((r) => r.id);
  const counts = await db.query(
    `select (select count(*) from oferta) as ofertas, (select count(*) from postulante) as postulantes, (select count(*) from postulacion) as postulaciones`,
  );
  const pgVersion = (await db.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
  // How many recommendation keys (lib/ofertas-cache.ts: level, cycle or exit year, career) the bench's applicants
  // share, and all the seeded ones: the cache helps as much as applicants share them.
  const claveSql = `(tipo_carrera, estado_estudios, case when estado_estudios = 0 then ciclo_actual::text else left(fecha_egreso::text, 4) end, claves)`;
  const claves = await db.query<{ bench: string; todos: string; postulantes: string }>(
    `select (select count(distinct ${claveSql}) from postulante p join usuario u on u.id = p.usuario_id where u.id = any($1::int[])) as bench,
            count(distinct ${claveSql}) as todos, count(*) as postulantes from postulante`,
    [users.rows.map((u) => u.id)],
  );

  console.log(`Datos: ${JSON.stringify(counts.rows[0])}, ofertas abiertas de muestra: ${idsOferta.length}, sesiones: ${tokens.length}`);
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ');
  console.log(
    `Máquina: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, PostgreSQL ${pgVersion}`,
  );
  console.log(`Carga media de la máquina al empezar (1/5/15 min): ${load()}`);
  const c = claves.rows[0];
  console.log(
    `Claves de recomendación: ${c?.bench} entre los ${users.rows.length} postulantes del bench, ${c?.todos} entre los ${c?.postulantes} postulantes; MATCHING_CACHE_SECONDS=${process.env.MATCHING_CACHE_SECONDS ?? '(por defecto)'}`,
  );

  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the API process (written when it stops).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production refuses to start without a second-factor key of its own; a bench run needs only a random one.
      TOTP_SECRET_KEY: process.env.TOTP_SECRET_KEY || randomBytes(36).toString('base64url'),
      HOST,
      PORT: String(PORT),
      PUBLIC_URL: `http://${HOST}:${PORT}`,
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      WORKER_IN_PROCESS: 'false',
      SEED_DEMO: 'false',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  const auth = () => ({ authorization: `Bearer ${pick(tokens)}` });
  const scenarios: { name: string; path: () => string; headers?: () => Record<string, string> }[] = [
    {
      name: 'oferta/recommended (su departamento)',
      path: () => `/api/oferta/recommended?page=${1 + Math.floor(Math.random() * 2)}`,
      headers: auth,
    },
    { name: 'oferta/recommendedProfile (otros departamentos)', path: () => '/api/oferta/recommendedProfile?page=1', headers: auth },
    { name: 'oferta/recommendedBothProfile (inicio)', path: () => '/api/oferta/recommendedBothProfile?page=1', headers: auth },
    { name: 'oferta/id/{id} (detalle, postulante)', path: () => `/api/oferta/id/${pick(idsOferta)}`, headers: auth },
    { name: 'publico/oferta/{id} (página pública)', path: () => `/api/publico/oferta/${pick(idsOferta)}` },
    { name: 'publico/ofertas?q= (búsqueda de texto)', path: () => `/api/publico/ofertas?q=${pick(SEARCH_TERMS)}` },
    {
      name: 'publico/ofertas?region=&nivel= (filtros)',
      path: () => `/api/publico/ofertas?region=${pick([15, 4, 13, 0])}&nivel=${pick([6, 7])}&page=${1 + Math.floor(Math.random() * 3)}`,
    },
  ];
  // BENCH_ONLY=recommended runs only the scenarios whose name contains it.
  const only = process.env.BENCH_ONLY;
  if (only) scenarios.splice(0, scenarios.length, ...scenarios.filter((s) => s.name.includes(only)));
  const request = (s: (typeof scenarios)[number]): Request => ({
    method: 'GET',
    setupRequest: (req) => ({ ...req, path: s.path(), headers: { ...(req.headers ?? {}), ...(s.headers?.() ?? {}) } }),
  });
  const base = `http://${HOST}:${PORT}`;
  const rows: string[] = [];
  // The CPU each request costs the API process and the PostgreSQL backends serving it: unlike latencies, these
  // hardly grow when other work shares the machine, so they tell what an idle machine could sustain.
  const backends = async () =>
    (
      await db.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      )
    ).rows.map((r) => r.pid);
  const cpuSnapshot = async () => ({ api: cpuOf(child.pid ?? 0), pg: new Map((await backends()).map((pid) => [pid, cpuOf(pid)])) });
  const cpuSince = async (before: Awaited<ReturnType<typeof cpuSnapshot>>) => ({
    api: cpuOf(child.pid ?? 0) - before.api,
    pg: (await backends()).reduce((sum, pid) => sum + cpuOf(pid) - (before.pg.get(pid) ?? 0), 0),
  });
  try {
    await waitForHealth(child);
    console.log(`API en ${base} (hijo ${child.pid}). Calentando 5 s…`);
    await autocannon({ url: base, connections: 10, duration: 5, requests: scenarios.map(request) });

    for (const s of scenarios) {
      if (WARMUP_SECONDS > 0)
        await autocannon({ url: base, connections: 30, overallRate: RATE, duration: WARMUP_SECONDS, timeout: 10, requests: [request(s)] });
      const before = await cpuSnapshot();
      const fixed = await autocannon({
        url: base,
        connections: 30,
        overallRate: RATE,
        duration: SECONDS,
        timeout: 10,
        requests: [request(s)],
      });
      const cpu = await cpuSince(before);
      const perRequest = (total: number) => (fixed.requests.total > 0 ? (total / fixed.requests.total).toFixed(2) : '–');
      const ceiling = await autocannon({ url: base, connections: 20, duration: CEILING_SECONDS, timeout: 10, requests: [request(s)] });
      const bad = fixed.non2xx + fixed.errors + fixed.timeouts + ceiling.non2xx + ceiling.errors + ceiling.timeouts;
      const row = `| ${s.name} | ${fixed.requests.average.toFixed(0)} | ${ms(fixed.latency.p50)} | ${ms(fixed.latency.p90)} | ${ms(fixed.latency.p99)} | ${ms(fixed.latency.max)} | ${ceiling.requests.average.toFixed(0)} | ${ms(ceiling.latency.p50)} | ${ms(ceiling.latency.p99)} | ${perRequest(cpu.api)} | ${perRequest(cpu.pg)} | ${bad} |`;
      rows.push(row);
      console.log(row);
    }
  } finally {
    child.kill('SIGTERM');
    await db.query(`delete from sesion where id = any($1::int[])`, [sessionIds]);
    await db.end();
  }
  console.log(
    [
      '',
      `A ${RATE} req/s durante ${SECONDS} s (30 conexiones, tras ${WARMUP_SECONDS} s sin medir) y al máximo durante ${CEILING_SECONDS} s (20 conexiones); latencias en ms.`,
      `Carga media al terminar (1/5/15 min): ${load()}`,
      '',
      `| escenario | req/s | p50 | p90 | p99 | máx | req/s al máximo | p50 al máximo | p99 al máximo | CPU API ms/req | CPU PostgreSQL ms/req | errores o no 2xx |`,
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
