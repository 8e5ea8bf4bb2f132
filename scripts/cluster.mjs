// `npm run cluster`: PractiPerú as production runs it, on this machine, and what happens when a process dies
// (docs/deployment.md "Proof on one machine"). It starts nginx (deploy/nginx.conf, from Debian's packages: installed
// when missing) in front of two API processes of the compiled build and one worker, on a fresh PostgreSQL database
// with the demo data, sharing Redis and an S3-compatible object store (s3rver, from npm); then, under a steady load
// through nginx of public and signed-in calls, it SIGKILLs one API process and restarts it, and SIGTERMs the other
// and restarts it. It counts the failed requests, and checks across the two processes: a change made through one
// reaches the other's cached lists, a premium link signed by one opens on the other, a logo uploaded through one is
// served by the other (from the object store).
// Options: --seconds N (the load, default 24), --rate N (requests per second, default 150); CLUSTER_KEEP_LOG=file
// keeps nginx's error log there. Traffic goes to
// 127.0.0.1 only. Exit code 1 if a check fails or a request failed outside the kill of a process.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deflateSync } from 'node:zlib';
import autocannon from 'autocannon';
import S3rver from 's3rver';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({ options: { seconds: { type: 'string', default: '24' }, rate: { type: 'string', default: '150' } } });
const SECONDS = Math.max(12, Math.min(120, Number(args.seconds)));
const RATE = Math.max(10, Math.min(1000, Number(args.rate)));
const PORTS = { a: 3201, b: 3202, nginx: 8088 };
const PG = 'postgres://postgres@127.0.0.1:5432';
const DB = 'practiperu_cluster';
const REDIS_URL = 'redis://127.0.0.1:6379';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (line) => console.log(`[${new Date().toISOString().slice(11, 23)}] ${line}`);

// ---------------------------------------------------------------- the machine's services
function sh(cmd, argv, opts = {}) {
  return execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', ...opts });
}
function ensureServices() {
  if (!existsSync('/usr/sbin/nginx')) {
    log('instalando nginx (paquete nginx-light de Debian)');
    sh('apt-get', ['install', '-y', '-qq', 'nginx-light'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  try {
    sh('redis-cli', ['-h', '127.0.0.1', 'ping']);
  } catch {
    sh('redis-server', ['--bind', '127.0.0.1', '--port', '6379', '--save', '', '--appendonly', 'no', '--daemonize', 'yes']);
  }
  try {
    sh('pg_isready', ['-h', '127.0.0.1', '-q']);
  } catch {
    const version = sh('ls', ['/etc/postgresql']).trim().split('\n')[0];
    sh('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
  }
  sh('psql', [`${PG}/postgres`, '-q', '-c', `DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`, '-c', `CREATE DATABASE ${DB}`]);
}

// ---------------------------------------------------------------- the processes
const work = mkdtempSync(path.join(tmpdir(), 'practiperu-cluster-'));
const env = {
  ...process.env,
  NODE_ENV: 'development', // the demo data (refused in production) gives the load real offers and accounts
  HOST: '127.0.0.1',
  DATABASE_URL: `${PG}/${DB}`,
  REDIS_URL,
  API_PROCESSES: '2',
  FILE_URL_SECRET: 'clave-de-firma-del-cluster-de-prueba-0123456789',
  WORKER_IN_PROCESS: 'false',
  TRUST_PROXY: '1',
  PUBLIC_URL: `http://127.0.0.1:${PORTS.nginx}`,
  DATA_DIR: path.join(work, 'data'),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000',
  RATE_LIMIT_LOGIN_IP_PER_MINUTE: '10000',
  RATE_LIMIT_LOGIN_ACCOUNT_PER_15_MINUTES: '10000',
};
// The uploads go to an S3-compatible store (s3rver, from npm, on this machine), as with several hosts.
const S3_BUCKET = 'practiperu-cluster';
let s3 = null;
async function startObjectStore() {
  const directory = path.join(work, 's3');
  mkdirSync(directory, { recursive: true });
  s3 = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: S3_BUCKET }] });
  const { port } = await s3.run();
  Object.assign(env, {
    S3_BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
}
const children = new Set();
function start(name, script, extra = {}) {
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'apps/api/dist', script)], {
    env: { ...env, ...extra },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (d) => process.stderr.write(`[${name}] ${d}`));
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}
async function ready(port, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`el proceso del puerto ${port} no quedó listo`);
}
const api = { a: null, b: null };
async function startApi(which, seed) {
  api[which] = start(which.toUpperCase(), 'server.js', { PORT: String(PORTS[which]), SEED_DEMO: seed ? 'true' : 'false' });
  await ready(PORTS[which]);
}
const exited = (child) => new Promise((r) => (child.exitCode !== null ? r(child.exitCode) : child.once('exit', (code) => r(code))));

function startNginx() {
  const prefix = path.join(work, 'nginx');
  mkdirSync(prefix, { recursive: true });
  const conf = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .replace('worker_processes auto;', `worker_processes 1;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log warn;`)
    .replace('http {', `http {\n  client_body_temp_path ${prefix}/body;\n  proxy_temp_path ${prefix}/proxy;`)
    .replace('127.0.0.1:3001', `127.0.0.1:${PORTS.a}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${PORTS.b}`)
    .replace('listen 80;', `listen 127.0.0.1:${PORTS.nginx};`)
    .replace('/srv/practiperu', ROOT);
  writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  const child = spawn('/usr/sbin/nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  nginxProcess = child;
  return child;
}
let nginxProcess = null;

// ---------------------------------------------------------------- calls
async function call(port, method, url, { token, body, form } = {}) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  let payload;
  if (form) payload = form;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`http://127.0.0.1:${port}${url}`, { method, headers, body: payload });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (a page, a file)
  }
  return { status: res.status, json, text };
}
async function login(area, email) {
  const res = await call(PORTS.nginx, 'POST', `/api/auth/${area}`, { body: { email, password: 'Demo12345' } });
  if (!res.json?.token) throw new Error(`no se pudo ingresar como ${email}: ${res.text.slice(0, 200)}`);
  return res.json.token;
}

// ---------------------------------------------------------------- the checks across processes
const checks = [];
function check(name, ok, detail) {
  checks.push({ name, ok, detail });
  log(`${ok ? 'OK   ' : 'FALLA'} ${name}: ${detail}`);
}

async function crossProcessChecks(tokens) {
  // 1. A change through A reaches B's cached public list.
  const mine = await call(PORTS.a, 'GET', '/api/oferta/myList?page=1', { token: tokens.empresa });
  const visibles = (mine.json?.data ?? []).filter((o) => o.estado === 1 && o.publicar === 1);
  const target = visibles[0];
  const inList = async (port) => ((await call(port, 'GET', '/api/publico/ofertas')).json?.data ?? []).some((o) => o.id === target.id);
  await inList(PORTS.b); // B caches the list
  const before = await inList(PORTS.b);
  const t0 = performance.now();
  const hide = await call(PORTS.a, 'PATCH', '/api/oferta/hidden', { token: tokens.empresa, body: { id_oferta: target.id, publicar: 0 } });
  let seenMs = null;
  while (performance.now() - t0 < 5000) {
    if (!(await inList(PORTS.b))) {
      seenMs = Math.round(performance.now() - t0);
      break;
    }
    await sleep(20);
  }
  await call(PORTS.a, 'PATCH', '/api/oferta/hidden', { token: tokens.empresa, body: { id_oferta: target.id, publicar: 1 } });
  check(
    'un cambio hecho en A llega a la lista en caché de B',
    before && hide.status === 200 && seenMs !== null && seenMs < 1000,
    `oferta ${target.id} ocultada por A; B dejó de listarla en ${seenMs ?? '>5000'} ms`,
  );

  // 2. A premium link signed by A opens on B.
  const data = await call(PORTS.a, 'GET', '/api/recursos/getPremiumData', { token: tokens.premium });
  const item = (data.json?.data ?? []).find((i) => i.type === 'video') ?? data.json?.data?.[0];
  const got = await call(PORTS.a, 'GET', `/api/postulantePremium/${item?.type === 'video' ? 'getVideo' : 'getRecurso'}/${item?.id}`, {
    token: tokens.premium,
  });
  const link = new URL(got.json?.data?.[0]?.file ?? '/sin-enlace', 'http://127.0.0.1/');
  const onB = await fetch(`http://127.0.0.1:${PORTS.b}${link.pathname}${link.search}`);
  check(
    'un enlace premium firmado por A se abre en B',
    onB.status === 200,
    `GET ${link.pathname} en B: ${onB.status}, servido por ${new URL(onB.url).host}`,
  );

  // 3. A logo uploaded through A is served by B.
  const png = tinyPng();
  const form = new FormData();
  form.append('logo', new Blob([png], { type: 'image/png' }), 'logo.png');
  const up = await call(PORTS.a, 'POST', '/api/organizacion/updateLogo', { token: tokens.empresa, form });
  const logoUrl = new URL(up.json?.data?.[0] ?? '/sin-logo', 'http://127.0.0.1/');
  const served = await fetch(`http://127.0.0.1:${PORTS.b}${logoUrl.pathname}`);
  check(
    'un logo subido por A lo sirve B',
    up.status === 200 && served.status === 200,
    `subida ${up.status}; GET en B ${served.status}, servido por ${new URL(served.url).host}`,
  );
}

/** A valid 8×8 PNG, red. */
function tinyPng() {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(8, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = Buffer.concat(Array.from({ length: 8 }, () => Buffer.from([0, ...Array(8).fill([200, 16, 46]).flat()])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------- the load and the kills
async function loadWithKills(tokens) {
  const requests = [
    { method: 'GET', path: '/api/publico/ofertas' },
    { method: 'GET', path: '/ofertas' },
    { method: 'GET', path: '/api/postulante/myAccount', headers: { authorization: `Bearer ${tokens.postulante}` } },
    { method: 'GET', path: '/api/oferta/recommended?page=1', headers: { authorization: `Bearer ${tokens.postulante}` } },
    { method: 'GET', path: '/api/oferta/myList?page=1', headers: { authorization: `Bearer ${tokens.empresa}` } },
  ];
  const events = [];
  const t0 = Date.now();
  // Each step at its time, and never before the previous one ended: A is stopped only once B is back.
  const at = async (s, what, fn) => {
    await sleep(Math.max(0, t0 + s * 1000 - Date.now()));
    const when = ((Date.now() - t0) / 1000).toFixed(1);
    events.push(`${when}s ${what}`);
    log(what);
    await fn();
  };
  const instance = autocannon({
    url: `http://127.0.0.1:${PORTS.nginx}`,
    connections: 10,
    overallRate: RATE,
    duration: SECONDS,
    requests,
  });
  const statuses = new Map();
  instance.on('response', (_client, statusCode) => statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1));
  const kill = SECONDS / 6;
  const timeline = (async () => {
    await at(kill, 'SIGKILL al proceso B', async () => {
      api.b.kill('SIGKILL');
      await exited(api.b);
    });
    await at(kill * 2, 'B se reinicia', () => startApi('b', false));
    await at(kill * 3.5, 'SIGTERM al proceso A (cierre ordenado)', async () => {
      api.a.kill('SIGTERM');
      const code = await exited(api.a);
      events.push(`A terminó con código ${code}`);
      log(`A terminó con código ${code}; se reinicia`);
      await startApi('a', false);
    });
  })();
  const [result] = await Promise.all([instance, timeline]);
  return { result, statuses, events };
}

// ---------------------------------------------------------------- main

const cleanup = async () => {
  for (const c of children) c.kill('SIGKILL');
  // nginx's master stops its workers on SIGTERM (a SIGKILL would leave them holding the port).
  if (nginxProcess && nginxProcess.exitCode === null) {
    nginxProcess.kill('SIGTERM');
    await Promise.race([exited(nginxProcess), sleep(3000)]);
  }
  const errorLog = path.join(work, 'nginx/error.log');
  if (process.env.CLUSTER_KEEP_LOG && existsSync(errorLog)) writeFileSync(process.env.CLUSTER_KEEP_LOG, readFileSync(errorLog));
  await s3?.close().catch(() => {});
  rmSync(work, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  void cleanup().then(() => process.exit(130));
});

try {
  if (!existsSync(path.join(ROOT, 'apps/api/dist/server.js'))) {
    log('compilando (npm run build)');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  ensureServices();
  const load = sh('cat', ['/proc/loadavg']).split(' ').slice(0, 3).join(' ');
  log(`carga del equipo antes de empezar: ${load}`);
  await startObjectStore();
  await startApi('a', true); // migrates and loads the demo data (its media into the bucket)
  await startApi('b', false);
  start('worker', 'worker.js');
  const proxy = startNginx();
  await sleep(500);
  if (proxy.exitCode !== null) throw new Error(`nginx no arrancó (¿el puerto ${PORTS.nginx} está ocupado?)`);
  const tokens = {
    postulante: await login('loginPostulant', 'postulante@demo.pe'),
    premium: await login('loginPostulant', 'valeria.condori@demo.pe'),
    empresa: await login('loginRecruiter', 'empresa@demo.pe'),
  };
  await crossProcessChecks(tokens);
  log(`carga: ${RATE} solicitudes/s durante ${SECONDS} s a través de nginx (GET públicos y con sesión)`);
  const { result, statuses, events } = await loadWithKills(tokens);
  const total = result.requests.total;
  const fallidas = result.errors + result.non2xx;
  log(
    `solicitudes: ${total}; 2xx: ${result['2xx']}; otras: ${result.non2xx} (${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}); errores de conexión: ${result.errors}; latencia p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  check('ninguna solicitud falló bajo carga con un SIGKILL y un SIGTERM', fallidas === 0, `${fallidas} fallidas de ${total}`);
  check(
    'A terminó su cierre ordenado con código 0',
    events.some((e) => e === 'A terminó con código 0'),
    events.join('; '),
  );
  await crossProcessChecks(tokens);
} catch (err) {
  check('el clúster arrancó y respondió', false, err instanceof Error ? err.message : String(err));
} finally {
  await cleanup();
}
const failed = checks.filter((c) => !c.ok);
log(failed.length === 0 ? 'todo bien' : `${failed.length} comprobaciones fallaron`);
process.exit(failed.length === 0 ? 0 : 1);
