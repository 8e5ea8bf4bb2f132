/**
 * `npm run bench:metricas`: does counting views slow down the public offer page? (docs/insights.md "Benchmark").
 *
 * It starts the real server the way the browser journeys do (e2e/start-server.mjs: the built web app, a fresh
 * embedded database with the demo seeded) on 127.0.0.1:BENCH_PORT, then drives the public offer's call
 * (`GET /api/publico/oferta/{id}`, what the page reads) with autocannon at a fixed BENCH_RATE requests per second for
 * BENCH_SECONDS, alone («sin conteo») and with every view followed by its counting call (`POST /api/metricas/evento`
 * at the same rate, each from a browser of its own, so every one is counted: «con conteo»). The two runs alternate
 * BENCH_ROUNDS times so the machine's drift falls on both. It prints the offer call's p50/p95/p99 and throughput per
 * run, the counting call's p95, and the machine's load average before and after. Nothing but 127.0.0.1 is targeted.
 * Needs `npm run build` first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HOST = '127.0.0.1';
const PORT = Number(process.env.BENCH_PORT ?? 3947);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
// BENCH_URL: a server already started the same way (e.g. by hand on a busy machine, where a start takes minutes).
const BASE = process.env.BENCH_URL ?? `http://${HOST}:${PORT}`;
if (!new URL(BASE).hostname.match(/^(127\.0\.0\.1|localhost)$/)) throw new Error('BENCH_URL debe ser 127.0.0.1');

interface Instance {
  on(event: 'response', cb: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  on(event: 'done', cb: (result: { requests: { average: number; total: number }; non2xx: number; errors: number }) => void): void;
}
type Autocannon = (opts: Record<string, unknown>) => Instance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Medida {
  latencias: number[];
  rps: number;
  fallos: number;
}

/** One autocannon run; every response's time is kept, so any percentile can be read. */
function correr(opts: Record<string, unknown>): Promise<Medida> {
  return new Promise((resolve) => {
    const latencias: number[] = [];
    const instance = autocannon({ url: BASE, connections: CONNECTIONS, overallRate: RATE, duration: SECONDS, timeout: 10, ...opts });
    instance.on('response', (_c, _s, _b, ms) => latencias.push(ms));
    instance.on('done', (r) => resolve({ latencias, rps: r.requests.average, fallos: r.non2xx + r.errors }));
  });
}

function percentil(valores: number[], p: number): number {
  if (valores.length === 0) return NaN;
  const orden = [...valores].sort((a, b) => a - b);
  return orden[Math.min(orden.length - 1, Math.ceil((p / 100) * orden.length) - 1)]!;
}

async function esperarSalud(child: ChildProcess | null): Promise<void> {
  const limite = Date.now() + 600_000;
  while (Date.now() < limite) {
    if (child && child.exitCode !== null) throw new Error(`el servidor terminó con código ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('el servidor no respondió en 10 minutos');
}

const carga = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
const ms = (n: number) => n.toFixed(n < 10 ? 1 : 0);

async function main() {
  console.log(`${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model.trim()} · Node ${process.version}`);
  console.log(`Carga media al empezar (1/5/15 min): ${carga()}`);
  const child: ChildProcess | null = process.env.BENCH_URL
    ? null
    : spawn(process.execPath, ['e2e/start-server.mjs'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          PORT: String(PORT),
          E2E_PORT: String(PORT),
          LOG_LEVEL: 'warn',
          RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
          RATE_LIMIT_METRICAS_PER_MINUTE: '100000000',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
  const filas: string[] = [];
  try {
    await esperarSalud(child);
    const lista = (await (await fetch(`${BASE}/api/publico/ofertas`)).json()) as { data: { id: number }[] };
    const ids = lista.data.map((o) => o.id);
    if (ids.length === 0) throw new Error('no hay ofertas públicas');
    const pick = () => ids[Math.floor(Math.random() * ids.length)]!;
    let navegador = 0;
    const vista = {
      method: 'GET',
      setupRequest: (req: Record<string, unknown>) => ({ ...req, path: `/api/publico/oferta/${pick()}` }),
    };
    const evento = {
      method: 'POST',
      setupRequest: (req: Record<string, unknown>) => ({
        ...req,
        path: '/api/metricas/evento',
        headers: {
          'content-type': 'application/json',
          // A browser of its own per view: every event is counted (none is dropped as the same browser today).
          'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 bench-${++navegador}`,
        },
        body: JSON.stringify({ id_oferta: pick(), evento: 'vista', fuente: 'busqueda' }),
      }),
    };
    console.log(`Servidor listo (${ids.length} ofertas). Calentando ${SECONDS} s…`);
    await correr({ requests: [vista] });

    for (let ronda = 1; ronda <= ROUNDS; ronda++) {
      const sin = await correr({ requests: [vista] });
      const [con, eventos] = await Promise.all([correr({ requests: [vista] }), correr({ requests: [evento] })]);
      for (const [nombre, m, ev] of [
        ['sin conteo', sin, null],
        ['con conteo', con, eventos],
      ] as const) {
        const fila = `| ${ronda} | ${nombre} | ${m.rps.toFixed(0)} | ${ms(percentil(m.latencias, 50))} | ${ms(percentil(m.latencias, 95))} | ${ms(percentil(m.latencias, 99))} | ${m.fallos} | ${ev ? `${ev.rps.toFixed(0)} req/s, p95 ${ms(percentil(ev.latencias, 95))} ms, ${ev.fallos} fallos` : '–'} |`;
        filas.push(fila);
        console.log(fila);
      }
    }
  } finally {
    child?.kill('SIGTERM');
  }
  console.log(
    [
      '',
      `GET /api/publico/oferta/{id} a ${RATE} req/s durante ${SECONDS} s (${CONNECTIONS} conexiones por escenario); «con conteo»: además POST /api/metricas/evento a ${RATE} req/s a la vez. Latencias en ms.`,
      `Carga media al terminar (1/5/15 min): ${carga()}`,
      '',
      '| ronda | escenario | req/s | p50 | p95 | p99 | fallos | metricas/evento |',
      '|---|---|---|---|---|---|---|---|',
      ...filas,
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
