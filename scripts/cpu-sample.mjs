// CPU-seconds of a command's process tree, sampled from /proc (Linux), for measuring the suites on a shared machine,
// where wall time says little (docs/performance.md, "Where the CPU goes").
//
//   node scripts/cpu-sample.mjs [--out samples.jsonl] [--report report.json] -- <command…>
//
// Every 0.5 s it reads the user + system time of every process under the command and keeps the last value seen of
// each (a process that ends between two samples loses at most its last half second). Processes are grouped by the
// journeys' lane whose Chromium they belong to (TEST_PARALLEL_INDEX, which a Playwright worker sets before it launches
// its browser, is in the browser's environment) or by the journeys' server (PORT in its environment), and counted by
// kind (Chromium's renderers, GPU, browser and other processes; the servers; other Node processes, the Playwright
// workers among them). With --report, a Playwright JSON report of the same run (`--reporter=list,json`,
// PLAYWRIGHT_JSON_OUTPUT_NAME), it also prints each spec file's CPU: its tests' intervals in their lane's Chromium and
// in the lane's server (E2E_PORT + lane).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const split = process.argv.indexOf('--');
if (split < 0 || split === process.argv.length - 1) {
  console.error('uso: node scripts/cpu-sample.mjs [--out muestras.jsonl] [--report informe.json] -- <comando…>');
  process.exit(2);
}
const { values } = parseArgs({ args: process.argv.slice(2, split), options: { out: { type: 'string' }, report: { type: 'string' } } });
const command = process.argv.slice(split + 1);
const TICKS = 100; // USER_HZ on Linux
const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
const root = child.pid;
/** pid → { cpu, group, kind } */
const seen = new Map();
const samples = [];

const read = (file) => {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
};
const envOf = (pid) =>
  Object.fromEntries(
    (read(`/proc/${pid}/environ`)?.toString() ?? '').split('\0').map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );

function classify(pid, comm, parents) {
  const cmdline = read(`/proc/${pid}/cmdline`)?.toString().replaceAll('\0', ' ') ?? '';
  let group;
  for (let q = parents.get(pid); q && q !== root; q = parents.get(q)) {
    const g = seen.get(q)?.group;
    if (g?.startsWith('lane:') || g?.startsWith('server:')) {
      group = g;
      break;
    }
  }
  if (!group) {
    const env = envOf(pid);
    if (env.TEST_PARALLEL_INDEX !== undefined && !comm.includes('node')) group = `lane:${env.TEST_PARALLEL_INDEX}`;
    else if (/server\.js|start-server/.test(cmdline)) group = `server:${env.PORT ?? '?'}`;
    else group = 'other';
  }
  let kind;
  if (/chrom|headless/.test(comm)) {
    const type = /--type=(\w+)/.exec(cmdline)?.[1];
    kind = type === 'renderer' || type === 'gpu' ? `chromium ${type}` : type ? 'chromium other' : 'chromium browser';
  } else if (comm.includes('node')) kind = group.startsWith('server:') ? 'server' : 'node';
  else kind = comm;
  return { group, kind };
}

function sample() {
  const parents = new Map();
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = read(`/proc/${entry}/stat`)?.toString();
    if (!stat) continue;
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    parents.set(Number(entry), Number(fields[1]));
    stats.set(Number(entry), { comm: stat.slice(stat.indexOf('(') + 1, close), cpu: (Number(fields[11]) + Number(fields[12])) / TICKS });
  }
  for (const [pid, { comm, cpu }] of stats) {
    let q = pid;
    for (let depth = 0; q && q !== root && depth < 50; depth++) q = parents.get(q);
    if (q !== root) continue;
    const known = seen.get(pid) ?? classify(pid, comm, parents);
    seen.set(pid, { ...known, cpu });
  }
  const groups = {};
  const kinds = {};
  for (const { cpu, group, kind } of seen.values()) {
    groups[group] = (groups[group] ?? 0) + cpu;
    kinds[kind] = (kinds[kind] ?? 0) + cpu;
  }
  samples.push({ t: Date.now() / 1000, load: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]), groups, kinds });
}

const timer = setInterval(sample, 500);
sample();
const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
clearInterval(timer);
sample();

const last = samples.at(-1);
const round = (x) => Math.round(x * 10) / 10;
const loads = samples.map((s) => s.load);
if (values.out) writeFileSync(values.out, samples.map((s) => JSON.stringify(s)).join('\n') + '\n');
console.log(
  `\n== CPU-s ${round(Object.values(last.groups).reduce((a, b) => a + b, 0))} in ${round(last.t - samples[0].t)} s wall; ` +
    `load ${loads[0]} at the start, ${round(loads.reduce((a, b) => a + b, 0) / loads.length)} mean, ${Math.max(...loads)} max`,
);
for (const [kind, cpu] of Object.entries(last.kinds).sort((a, b) => b[1] - a[1]))
  console.log(`${round(cpu).toFixed(1).padStart(8)}  ${kind}`);

if (values.report) {
  /** A group's CPU at time t: the last sample at or before it. */
  const at = (group, t) => {
    let lo = 0;
    let hi = samples.length - 1;
    if (samples[0].t > t) return 0;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (samples[mid].t <= t) lo = mid;
      else hi = mid - 1;
    }
    return samples[lo].groups[group] ?? 0;
  };
  const port = Number(process.env.E2E_PORT ?? 3100);
  const files = new Map();
  const walk = (suite, file) => {
    for (const inner of suite.suites ?? []) walk(inner, suite.file ?? file);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) {
          const start = Date.parse(result.startTime) / 1000;
          const end = start + result.duration / 1000;
          const lane = result.parallelIndex;
          const row = files.get(spec.file ?? file) ?? { tests: 0, seconds: 0, browser: 0, server: 0 };
          row.tests += 1;
          row.seconds += result.duration / 1000;
          row.browser += at(`lane:${lane}`, end) - at(`lane:${lane}`, start);
          row.server += at(`server:${port + lane}`, end) - at(`server:${port + lane}`, start);
          files.set(spec.file ?? file, row);
        }
  };
  for (const suite of JSON.parse(readFileSync(values.report, 'utf8')).suites) walk(suite);
  console.log('\n| file | tests | summed durations, s | CPU-s Chromium | CPU-s server |\n| --- | --- | --- | --- | --- |');
  for (const [file, r] of [...files].sort((a, b) => b[1].browser + b[1].server - (a[1].browser + a[1].server)))
    console.log(`| \`${file}\` | ${r.tests} | ${Math.round(r.seconds)} | ${r.browser.toFixed(1)} | ${r.server.toFixed(1)} |`);
}
process.exit(code);
