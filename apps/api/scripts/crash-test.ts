/**
 * `npm run crash-test [-- --cycles N --db postgres|pglite --seed S --min-ms A --max-ms B --workers W --start-s T --keep]`: does a
 * write the API acknowledged survive the server being killed? Not part of CI (it kills processes and takes minutes);
 * its latest figures are in docs/security.md.
 *
 * It starts the real server (apps/api/src/server.ts) as a child process on 127.0.0.1 and a free port, on a fresh
 * database of its own — a new PostgreSQL database on postgres://postgres@127.0.0.1:5432 (CRASH_PG_URL to change the
 * server; the service is started with pg_ctlcluster when it is down; dropped at the end) or a new embedded PGlite
 * folder (removed at the end unless --keep) — with the rate limits lifted and a first administrator from
 * ADMIN_EMAIL. It registers W applicants (confirmed through the development outbox). Then, each cycle:
 *
 * 1. W concurrent writers send writes, each carrying a unique marker: applicant registrations (one account, its
 *    profile and a mail job in one request), CV achievements (one row) and three certifications in one transaction
 *    (`formacionComplementaria/createMultiple`); every write answered 2xx is recorded as acknowledged;
 * 2. at a random moment of the load (between --min-ms and --max-ms after it starts) the server gets SIGKILL; requests
 *    cut off then are "in flight" (their fate is unknown, both outcomes are correct);
 * 3. the server is started again on the same database (the time to answer /api/health is the restart time);
 * 4. through the API (the administrator's account search, each applicant's lists) every acknowledged write must be
 *    present exactly once: absent is lost, twice is duplicated, a certification batch with 1 or 2 of its 3 rows is
 *    torn (acknowledged or not); then the cycle's CV rows are removed (a CV section holds at most 30 items).
 *
 * After the last cycle the server is stopped and every acknowledged registration of every cycle is counted in the
 * database itself. Prints one row per cycle and the totals; exits 1 when anything was lost, duplicated or torn, or
 * the server did not come back. Defaults: 30 cycles on PostgreSQL, 10 on PGlite.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../src/db/client.ts';

// ------------------------------------------------------------------------------------------------ options

interface Options {
  db: 'postgres' | 'pglite';
  cycles: number;
  seed: number;
  minMs: number;
  maxMs: number;
  workers: number;
  /** Seconds a start (the first, or after a kill) may take before the run fails: more on a machine under load. */
  startS: number;
  keep: boolean;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    if (i >= 0) return argv[i + 1];
    return argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  };
  const int = (name: string, fallback: number, min: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} debe ser un entero ≥ ${min} (se recibió ${raw})`);
    return n;
  };
  const db = value('db') ?? 'postgres';
  if (db !== 'postgres' && db !== 'pglite') throw new Error(`--db debe ser postgres o pglite (se recibió ${db})`);
  const minMs = int('min-ms', 500, 50);
  const maxMs = int('max-ms', 5000, minMs);
  return {
    db,
    cycles: int('cycles', db === 'pglite' ? 10 : 30, 1),
    seed: int('seed', Math.floor(Math.random() * 2 ** 31), 0),
    minMs,
    maxMs,
    workers: int('workers', 8, 1),
    startS: int('start-s', 180, 10),
    keep: argv.includes('--keep'),
  };
}

/** mulberry32: the kill moments and the mix of writes are reproducible with --seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOST = '127.0.0.1';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ADMIN = { email: 'crash-admin@prueba.pe', password: 'CrashTest2026' };
const PASSWORD = 'Clave2026';
/** Per applicant and cycle: a CV section holds at most 30 items. */
const MAX_LOGROS = 30;
const MAX_LOTES = 10;
const LOTE = 3;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, HOST, () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

// ------------------------------------------------------------------------------------------------ the database

interface Store {
  label: string;
  /** Server environment for this database. */
  env: Record<string, string>;
  /** Counts per e-mail of the accounts whose address starts with `prefix`, read in the database itself. */
  countAccounts(prefix: string): Promise<Map<string, number>>;
  dispose(): Promise<void>;
}

async function postgresStore(dataDir: string, keep: boolean): Promise<Store> {
  const base = process.env.CRASH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const connect = async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    return c;
  };
  let admin: pg.Client;
  try {
    admin = await connect();
  } catch {
    console.log('PostgreSQL no responde: pg_ctlcluster 15 main start');
    execFileSync('pg_ctlcluster', ['15', 'main', 'start'], { stdio: 'inherit' });
    admin = await connect();
  }
  const name = `practiperu_crash_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
  return {
    label: `PostgreSQL ${version} (${name})`,
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    async countAccounts(prefix) {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      try {
        const r = await c.query<{ correo: string; n: string }>(
          'select correo, count(*) as n from usuario where correo like $1 group by correo',
          [`${prefix}%`],
        );
        return new Map(r.rows.map((row) => [row.correo, Number(row.n)]));
      } finally {
        await c.end();
      }
    },
    async dispose() {
      if (!keep) await admin.query(`drop database if exists ${name} with (force)`);
      else console.log(`Base de datos conservada: ${url.toString()}`);
      await admin.end();
    },
  };
}

function pgliteStore(dataDir: string, keep: boolean): Store {
  const dir = path.join(dataDir, 'db');
  return {
    label: `PGlite (${dir})`,
    env: { DATABASE_URL: '', DATA_DIR: dir, UPLOADS_DIR: path.join(dataDir, 'uploads') },
    async countAccounts(prefix) {
      // The server is stopped: the embedded database serves one process.
      const client = await PGlite.create({ dataDir: dir, extensions: pgliteExtensions });
      try {
        const r = await client.query<{ correo: string; n: number }>(
          'select correo, count(*)::int as n from usuario where correo like $1 group by correo',
          [`${prefix}%`],
        );
        return new Map(r.rows.map((row) => [row.correo, Number(row.n)]));
      } finally {
        await client.close();
      }
    },
    async dispose() {
      if (keep) console.log(`Carpeta conservada: ${dataDir}`);
    },
  };
}

// ------------------------------------------------------------------------------------------------ the server

class Server {
  child: ChildProcess | null = null;
  private tail: string[] = [];

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
    private readonly startS: number,
  ) {}

  get base() {
    return `http://${HOST}:${this.port}`;
  }

  /** Starts it and waits for /api/health; answers the milliseconds it took. */
  async start(): Promise<number> {
    const started = Date.now();
    this.tail = [];
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        SEED_DEMO: 'false',
        HOST,
        PORT: String(this.port),
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        WORKER_IN_PROCESS: 'true',
        RATE_LIMIT_GLOBAL_PER_MINUTE: '10000000',
        RATE_LIMIT_LOGIN_IP_PER_MINUTE: '100000',
        RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '100000',
        RATE_LIMIT_REGISTRATION_PER_15_MINUTES: '10000000',
        RATE_LIMIT_ADMIN_PER_MINUTE: '10000000',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.tail.push(...chunk.toString().split('\n').filter(Boolean));
      this.tail = this.tail.slice(-30);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.child = child;
    const deadline = started + this.startS * 1000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`el servidor terminó al arrancar (${child.exitCode ?? child.signalCode}):\n${this.tail.join('\n')}`);
      }
      try {
        const res = await fetch(`${this.base}/api/health`);
        if (res.ok) return Date.now() - started;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`el servidor no respondió en ${this.startS} s (--start-s):\n${this.tail.join('\n')}`);
  }

  /** SIGKILL (or SIGTERM), then waits for the process to be gone. */
  async stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await gone;
    this.child = null;
  }
}

// ------------------------------------------------------------------------------------------------ the API

interface Envelope<T> {
  data: T[];
  optional?: { total_pages?: number };
  token?: string;
}

class Api {
  constructor(private readonly server: Server) {}

  async call<T>(method: 'GET' | 'POST', url: string, token?: string, body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
    const res = await fetch(`${this.server.base}/api/${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Envelope<T> };
  }

  async ok<T>(method: 'GET' | 'POST', url: string, token?: string, body?: unknown): Promise<Envelope<T>> {
    const r = await this.call<T>(method, url, token, body);
    if (r.status >= 300) throw new Error(`${method} /api/${url} respondió ${r.status}: ${JSON.stringify(r.body).slice(0, 300)}`);
    return r.body;
  }
}

// ------------------------------------------------------------------------------------------------ the writes

type Kind = 'registro' | 'logro' | 'lote';

interface Write {
  kind: Kind;
  marker: string;
  worker: number;
  /** acked: answered 2xx; refused: answered otherwise; inflight: cut off by the kill; unsent: never reached it. */
  outcome: 'acked' | 'refused' | 'inflight' | 'unsent';
  status?: number;
}

interface Writer {
  email: string;
  token: string;
}

function failureOf(err: unknown): 'inflight' | 'unsent' {
  const cause = (err as { cause?: { code?: string } }).cause;
  return cause?.code === 'ECONNREFUSED' ? 'unsent' : 'inflight';
}

/** One writer's loop until `stop()` says the server is gone. */
async function writerLoop(
  api: Api,
  writer: Writer,
  index: number,
  prefix: string,
  random: () => number,
  stopped: () => boolean,
  writes: Write[],
): Promise<void> {
  let logros = 0;
  let lotes = 0;
  let seq = 0;
  while (!stopped()) {
    seq += 1;
    const r = random();
    const kind: Kind = r < 0.45 && logros < MAX_LOGROS ? 'logro' : r < 0.7 && lotes < MAX_LOTES ? 'lote' : 'registro';
    const marker = `${prefix}w${index}-${kind}-${seq}`;
    const write: Write = { kind, marker, worker: index, outcome: 'inflight' };
    writes.push(write);
    try {
      let res: { status: number };
      if (kind === 'registro') {
        res = await api.call('POST', 'usuario/registerPostulant', undefined, {
          nombres: 'Prueba',
          apellidos: 'De Caída',
          correo: `${marker}@prueba.pe`,
          clave: PASSWORD,
          repetir_clave: PASSWORD,
        });
      } else if (kind === 'logro') {
        logros += 1;
        res = await api.call('POST', 'logro/create', writer.token, { descripcion: marker, fecha: `${new Date().getFullYear() - 1}-05` });
      } else {
        lotes += 1;
        const items = Array.from({ length: LOTE }, (_, k) => ({
          tipo: null,
          inst_educativa: 'Instituto de prueba',
          fecha_inicio: `${new Date().getFullYear() - 1}-0${k + 1}`,
          descripcion: `${marker}-${k + 1}`,
        }));
        res = await api.call('POST', 'formacionComplementaria/createMultiple', writer.token, { items });
      }
      write.status = res.status;
      write.outcome = res.status >= 200 && res.status < 300 ? 'acked' : 'refused';
    } catch (err) {
      write.outcome = failureOf(err);
    }
  }
}

// ------------------------------------------------------------------------------------------------ verification

interface CycleResult {
  cycle: number;
  killAfterMs: number;
  acked: number;
  inflight: number;
  refused: number;
  lost: number;
  duplicated: number;
  torn: number;
  inflightLanded: number;
  restartMs: number;
  notes: string[];
}

interface ListItem {
  id: number;
  descripcion: string;
}

async function accountsLike(api: Api, adminToken: string, q: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (let page = 1; ; page++) {
    const res = await api.ok<{ correo: string }>('GET', `admin/usuarios?q=${encodeURIComponent(q)}&page=${page}`, adminToken);
    for (const u of res.data) counts.set(u.correo, (counts.get(u.correo) ?? 0) + 1);
    if (page >= (res.optional?.total_pages ?? 1)) break;
  }
  return counts;
}

/** Counts every write of the cycle in what the restarted server answers, then removes the cycle's CV rows. */
async function verifyCycle(api: Api, adminToken: string, writers: Writer[], prefix: string, writes: Write[], result: CycleResult) {
  const found = new Map<string, number>();
  const rows: { writer: Writer; group: string; id: number }[] = [];
  const accounts = await accountsLike(api, adminToken, prefix);
  for (const [correo, n] of accounts) found.set(correo.replace(/@prueba\.pe$/, ''), n);
  await Promise.all(
    writers.map(async (writer) => {
      for (const group of ['logro', 'formacionComplementaria']) {
        const list = await api.ok<ListItem>('GET', `${group}/myList`, writer.token);
        for (const item of list.data) {
          if (!item.descripcion.startsWith(prefix)) continue;
          rows.push({ writer, group, id: item.id });
          const marker = group === 'logro' ? item.descripcion : item.descripcion.replace(/-\d+$/, '');
          found.set(marker, (found.get(marker) ?? 0) + 1);
        }
      }
    }),
  );

  const expected = (w: Write) => (w.kind === 'lote' ? LOTE : 1);
  for (const w of writes) {
    const n = found.get(w.marker) ?? 0;
    if (n > expected(w)) result.duplicated += 1;
    else if (w.kind === 'lote' && n > 0 && n < LOTE) result.torn += 1;
    else if (w.outcome === 'acked' && n === 0) {
      result.lost += 1;
      if (result.notes.length < 5) result.notes.push(`perdida: ${w.marker} (${w.status})`);
    } else if (w.outcome === 'inflight' && n > 0) result.inflightLanded += 1;
    if (w.outcome === 'refused' && n > 0 && result.notes.length < 5)
      result.notes.push(`rechazada pero guardada: ${w.marker} (${w.status})`);
  }
  const known = new Set(writes.map((w) => w.marker));
  for (const marker of found.keys()) if (!known.has(marker)) result.notes.push(`desconocida: ${marker}`);

  // The cycle's CV rows go, so the next cycle has room (30 items per section).
  await Promise.all(
    writers.map(async (writer) => {
      for (const r of rows.filter((x) => x.writer === writer)) await api.ok('POST', `${r.group}/removeById`, writer.token, { id: r.id });
    }),
  );
}

// ------------------------------------------------------------------------------------------------ the run

function table(results: CycleResult[]): string {
  const head = [
    'ciclo',
    'kill a (ms)',
    'confirmadas',
    'en vuelo',
    'rechazadas',
    'perdidas',
    'duplicadas',
    'parciales',
    'en vuelo guardadas',
    'reinicio (ms)',
  ];
  const row = (r: CycleResult) => [
    String(r.cycle),
    String(r.killAfterMs),
    String(r.acked),
    String(r.inflight),
    String(r.refused),
    String(r.lost),
    String(r.duplicated),
    String(r.torn),
    String(r.inflightLanded),
    String(r.restartMs),
  ];
  const sum = (f: (r: CycleResult) => number) => String(results.reduce((s, r) => s + f(r), 0));
  const total = [
    'total',
    '',
    sum((r) => r.acked),
    sum((r) => r.inflight),
    sum((r) => r.refused),
    sum((r) => r.lost),
    sum((r) => r.duplicated),
    sum((r) => r.torn),
    sum((r) => r.inflightLanded),
    results.length ? `máx ${Math.max(...results.map((r) => r.restartMs))}` : '',
  ];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...results.map((r) => line(row(r))), line(total)].join('\n');
}

async function main() {
  const opts = parseOptions(process.argv.slice(2));
  const random = prng(opts.seed);
  const started = Date.now();
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ');
  const run = `crash-${Date.now().toString(36)}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'practiperu-crash-'));
  const store = opts.db === 'postgres' ? await postgresStore(dataDir, opts.keep) : pgliteStore(dataDir, opts.keep);
  console.log(`crash-test ${new Date().toISOString()} · ${store.label}`);
  console.log(
    `${opts.cycles} ciclos, ${opts.workers} escritores, kill entre ${opts.minMs} y ${opts.maxMs} ms de carga, semilla ${opts.seed} · carga media (1/5/15 min): ${load()}`,
  );
  const server = new Server(await freePort(), store.env, opts.startS);
  const api = new Api(server);
  const results: CycleResult[] = [];
  const allWrites: Write[] = [];
  let failure: string | null = null;
  try {
    const firstStart = await server.start();
    console.log(`Servidor listo en ${firstStart} ms (${server.base})`);
    const adminToken = (await api.ok<string>('POST', 'auth/loginAdmin', undefined, ADMIN)).data[0]!;

    // The applicants who write CV rows: registered, confirmed through the development outbox, signed in.
    const writers: Writer[] = [];
    for (let i = 1; i <= opts.workers; i++) {
      const email = `${run}-escritor${i}@prueba.pe`;
      await api.ok('POST', 'usuario/registerPostulant', undefined, {
        nombres: 'Escritor',
        apellidos: 'De Prueba',
        correo: email,
        clave: PASSWORD,
        repetir_clave: PASSWORD,
      });
      let link: string | undefined;
      for (let tries = 0; tries < 100 && !link; tries++) {
        const mails = await api.ok<{ links: string[] }>('GET', `dev/correos?to=${encodeURIComponent(email)}`);
        link = mails.data.flatMap((m) => m.links).find((l) => l.includes('/registrarse/confirmar/'));
        if (!link) await sleep(200);
      }
      if (!link) throw new Error(`no llegó el correo de confirmación de ${email}`);
      await api.ok('GET', `usuario/validateAccount/${link.split('/').pop()}`);
      const token = (await api.ok<string>('POST', 'auth/loginPostulant', undefined, { email, password: PASSWORD })).data[0]!;
      writers.push({ email, token });
    }

    for (let cycle = 1; cycle <= opts.cycles; cycle++) {
      const prefix = `${run}-c${cycle}-`;
      const writes: Write[] = [];
      let stop = false;
      const loops = writers.map((w, i) => writerLoop(api, w, i + 1, prefix, random, () => stop, writes));
      const killAfterMs = Math.round(opts.minMs + random() * (opts.maxMs - opts.minMs));
      await sleep(killAfterMs);
      // No new request from here on; the ones already sent are cut off by the kill.
      stop = true;
      await server.stop('SIGKILL');
      await Promise.all(loops);
      const result: CycleResult = {
        cycle,
        killAfterMs,
        acked: writes.filter((w) => w.outcome === 'acked').length,
        inflight: writes.filter((w) => w.outcome === 'inflight').length,
        refused: writes.filter((w) => w.outcome === 'refused').length,
        lost: 0,
        duplicated: 0,
        torn: 0,
        inflightLanded: 0,
        restartMs: 0,
        notes: [],
      };
      const refusedStatuses = [...new Set(writes.filter((w) => w.outcome === 'refused').map((w) => w.status))];
      if (refusedStatuses.length) result.notes.push(`rechazadas con ${refusedStatuses.join(', ')}`);
      try {
        result.restartMs = await server.start();
      } catch (err) {
        results.push(result);
        failure = `ciclo ${cycle}: el servidor no volvió: ${(err as Error).message}`;
        break;
      }
      await verifyCycle(api, adminToken, writers, prefix, writes, result);
      results.push(result);
      allWrites.push(...writes);
      console.log(
        `ciclo ${cycle}: kill a ${killAfterMs} ms · ${result.acked} confirmadas, ${result.inflight} en vuelo (${result.inflightLanded} guardadas) · perdidas ${result.lost}, duplicadas ${result.duplicated}, parciales ${result.torn} · reinicio ${result.restartMs} ms${result.notes.length ? ` · ${result.notes.join('; ')}` : ''}`,
      );
    }

    // Every acknowledged registration of every cycle, counted in the database itself with the server stopped.
    await server.stop('SIGTERM');
    if (!failure) {
      const counts = await store.countAccounts(`${run}-c`);
      const registros = allWrites.filter((w) => w.kind === 'registro' && w.outcome === 'acked');
      const lost = registros.filter((w) => !counts.get(`${w.marker}@prueba.pe`)).length;
      const dup = [...counts.values()].filter((n) => n > 1).length;
      console.log(
        `\nEn la base de datos, al final: ${registros.length} registros confirmados en ${results.length} ciclos, ${lost} ausentes, ${dup} duplicados (${counts.size} cuentas del recorrido en total).`,
      );
      if (lost || dup) failure = `en la base de datos final: ${lost} registros confirmados ausentes, ${dup} duplicados`;
    }
  } catch (err) {
    failure = (err as Error).message;
  } finally {
    await server.stop('SIGKILL');
    await store.dispose().catch((err: Error) => console.warn(`no se pudo limpiar la base de datos: ${err.message}`));
    if (!opts.keep) rmSync(dataDir, { recursive: true, force: true });
  }

  const bad = results.reduce((s, r) => s + r.lost + r.duplicated + r.torn, 0);
  const acked = (kind: Kind) => allWrites.filter((w) => w.kind === kind && w.outcome === 'acked').length;
  const byKind = `confirmadas por tipo: ${acked('registro')} registros, ${acked('logro')} logros, ${acked('lote')} lotes de ${LOTE} certificaciones`;
  console.log(`\n${table(results)}\n`);
  console.log(
    `${store.label} · ${results.length}/${opts.cycles} ciclos · ${byKind} · ${((Date.now() - started) / 1000).toFixed(0)} s · carga media al terminar: ${load()} · semilla ${opts.seed}`,
  );
  if (failure) console.log(`FALLO: ${failure}`);
  else
    console.log(
      bad ? `FALLO: ${bad} escrituras perdidas, duplicadas o parciales` : 'OK: ninguna escritura confirmada se perdió ni se duplicó',
    );
  process.exit(failure || bad ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
